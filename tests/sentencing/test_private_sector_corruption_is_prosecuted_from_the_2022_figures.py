"""非国家工作人员受贿, 职务侵占 and 挪用资金 are prosecuted from the figures of 《立案追诉标准（二）》 (2022: 三万元; 挪用资金
三万元 for 非法活动, 五万元 otherwise), below the 数额较大 of 法释〔2016〕9号第十一条, which stays the tier's figure: between the
two the case is sentenced at the bottom of the basic tier and the step names both sources; below the entry, no crime."""

from __future__ import annotations

import pytest

from backend.sentencing.predict import predict_sentence


def _described(output: dict) -> str:
    return "\n".join(step["description"] + " | " + step["source"] for step in output["steps"])


@pytest.mark.parametrize(
    ("fact", "charge", "article"),
    [
        ("被告人孙某在一家民营医药公司负责进货，先后收下供货商送来的回扣共计人民币4.2万元。", "非国家工作人员受贿", "第十条"),
        ("被告人钱某是一家快递公司的网点负责人，利用经手运费的便利，将收来的运费3.5万元留作己用。", "职务侵占", "第七十六条"),
        ("被告人周某任某装饰公司出纳，利用职务便利，挪用公司资金3.6万元用于赌博。", "挪用资金", "第七十七条"),
        ("被告人周某任某装饰公司出纳，利用职务便利，挪用公司资金7万元用于个人炒股。", "挪用资金", "第七十七条"),
    ],
)
def test_from_the_prosecution_figure_below_the_interpretations_the_case_is_sentenced(
    fact: str, charge: str, article: str
) -> None:
    output = predict_sentence(fact, charge=charge)
    assert output["charge"] == charge and 1 <= output["months"] <= 36
    described = _described(output)
    assert "达到立案追诉标准" in described and "立案追诉标准的规定（二）" in described and article in described
    assert "法释〔2016〕9号第十一条" in described  # the tier's figure keeps its own source


@pytest.mark.parametrize(
    ("fact", "charge", "entry"),
    [
        ("被告人孙某在一家民营医药公司负责进货，收下供货商送来的回扣人民币2.5万元。", "非国家工作人员受贿", "立案追诉标准30000"),
        ("被告人钱某是一家快递公司的网点负责人，利用经手运费的便利，将收来的运费2万元留作己用。", "职务侵占", "立案追诉标准30000"),
        ("被告人周某任某装饰公司出纳，利用职务便利，挪用公司资金2.8万元用于赌博。", "挪用资金", "立案追诉标准30000"),
        ("被告人周某任某装饰公司出纳，利用职务便利，挪用公司资金4.5万元用于个人炒股。", "挪用资金", "立案追诉标准50000"),
    ],
)
def test_below_the_prosecution_figure_is_no_crime(fact: str, charge: str, entry: str) -> None:
    output = predict_sentence(fact, charge=charge)
    assert output["months"] == 0
    assert f"入罪标准（{entry}）" in _described(output)


def test_the_interpretations_figure_still_starts_the_heavier_tier() -> None:
    # 数额巨大 stays 法释〔2016〕9号第十一条第一款's 一百万元 (five times 受贿's 二十万元): 90万 is in the basic tier
    output = predict_sentence(
        "被告人孙某在一家民营医药公司负责进货，先后收下供货商送来的回扣共计人民币90万元。", charge="非国家工作人员受贿"
    )
    assert 1 <= output["months"] <= 36 and "立案追诉" not in _described(output)


# 对非国家工作人员行贿: no interpretation figure; an individual's bribe is prosecuted from 三万元 (第十一条)
BRIBE_OF_AN_EMPLOYEE = "被告人郑某为让自己的建材进入某私营房地产公司的供货名单，先后送给该公司采购部经理现金共计人民币{}元。"


def test_a_bribe_to_a_companys_employee_below_30000_is_no_crime() -> None:
    output = predict_sentence(BRIBE_OF_AN_EMPLOYEE.format("2万"), charge="对非国家工作人员行贿")
    assert output["months"] == 0 and "第十一条" in _described(output)


def test_a_bribe_to_a_companys_employee_from_30000_is_sentenced_by_its_amount() -> None:
    smaller = predict_sentence(BRIBE_OF_AN_EMPLOYEE.format("4万"), charge="对非国家工作人员行贿")
    larger = predict_sentence(BRIBE_OF_AN_EMPLOYEE.format("12万"), charge="对非国家工作人员行贿")
    assert 1 <= smaller["months"] < larger["months"] <= 36
