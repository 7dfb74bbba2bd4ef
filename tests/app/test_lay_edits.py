"""What a layperson types into the Sentencing table and the Compensation parameters, read before the API sees it:
amounts with 千, blank or wordy numbers said plainly in Chinese, dates written the Chinese way, an unreachable
server said in Chinese, and an uncomputed term shown without a range."""

from __future__ import annotations

import pytest

from app.client import ApiClient, ApiError
from app.pages.compensation import as_typed
from app.pages.sentencing import FactorValueError, _parse_value, corrections, factor_rows, summary

CATALOG = {"amount": {"name": "amount", "label": "涉案金额（元）", "type": "number"},
           "自首": {"name": "自首", "label": "自首", "type": "bool"}}
# a theft of 3000 yuan as the API reads it: the amount comes back as a float
READ = {"factors": [{"name": "amount", "charge": None, "value": 3000.0, "evidence": "值三千块"}]}


def test_an_amount_in_thousands_is_a_number():
    assert _parse_value("5千") == 5000 and _parse_value("3千元") == 3000 and _parse_value("1.5千") == 1500
    assert _parse_value("1.2万元") == 12000


def test_the_table_shows_a_whole_amount_without_a_decimal_point():
    assert factor_rows(READ, CATALOG)[0][3] == "3000"


def test_a_changed_amount_and_an_added_surrender_are_the_corrections():
    rows = [[True, "amount", "涉案金额（元）", "5千", ""], [True, "自首", "", "", ""]]
    assert corrections(rows, READ, CATALOG) == {"amount": 5000, "自首": True}
    unchanged = factor_rows(READ, CATALOG)
    assert corrections(unchanged, READ, CATALOG) == {}


@pytest.mark.parametrize("typed, said", [
    ("", "「涉案金额（元）」的值为空：请填写数字（如 3000、5千、1.2万），或取消勾选「使用」去掉这一因素"),
    ("三千", "「涉案金额（元）」请填写数字（如 3000、5千、1.2万），收到「三千」"),
    ("abc", "「涉案金额（元）」请填写数字（如 3000、5千、1.2万），收到「abc」"),
])
def test_a_number_factor_that_reads_as_no_number_is_said_in_chinese(typed, said):
    # before: a blank was sent as True and the API answered "应为有限的数值（JSON 数字），收到 'True'"
    rows = [[True, "amount", "涉案金额（元）", typed, ""]]
    with pytest.raises(FactorValueError) as refused:
        corrections(rows, READ, CATALOG)
    assert str(refused.value) == said
    # a charge's own row (several charges) is checked by the factor it names
    with pytest.raises(FactorValueError):
        corrections([[True, "诈骗:amount", "涉案金额（元）", typed, ""]], READ, CATALOG)


def test_an_unticked_blank_number_row_removes_the_factor():
    assert corrections([[False, "amount", "涉案金额（元）", "", ""]], READ, CATALOG) == {"amount": None}


def test_an_uncomputed_term_shows_no_range():
    result = {"months": 0, "range_months": [0.0, 0.0], "penalty": None, "charge": "盗窃", "engine": "rules",
              "interval_label": "0个月", "province": None, "not_applicable": [],
              "missing": [{"charge": "盗窃", "factor": "amount", "label": "涉案金额（元）"}]}
    shown = summary(result)
    assert "未计算" in shown and "可判范围 Range —" in shown and "0.0–0.0" not in shown
    assert "盗窃：涉案金额（元）（amount）" in shown


def test_compensation_parameters_read_dates_typed_the_chinese_way_and_blanks_as_unknown():
    typed = {"start_date": "2019年3月1日", "end_date": "2023/12/31", "contract_signed_date": "2020.1.5",
             "monthly_wage": "", "region": "  ", "own_wage": "8千", "service_months": 48}
    assert as_typed(typed) == {"start_date": "2019-03-01", "end_date": "2023-12-31",
                               "contract_signed_date": "2020-01-05", "monthly_wage": None, "region": None,
                               "own_wage": "8千", "service_months": 48}


def test_an_unreachable_server_is_said_in_chinese():
    client = ApiClient("http://127.0.0.1:9", timeout_s=1)  # nothing listens on port 9
    with pytest.raises(ApiError, match="^无法连接 LexLoop 服务器"):
        client.get("/api/health")
    with pytest.raises(ApiError, match="^无法连接 LexLoop 服务器"):
        list(client.stream("/api/ask", {"question": "x"}))
