"""竞业限制 told in lay words: a sum the employer pays by the month ('每月给我2000') is the agreed compensation (劳动合同
法 第二十三条), not the wage; a sum agreed below 30 % of the wage is kept, with a note (the 30 % of 劳动争议解释（一）
第三十六条 is the rule where none was agreed); a restriction told as not paid, or a total asked, is the restriction's
claim, not 第四十七条's N. Expected values by hand."""

from __future__ import annotations

from backend.compensation import compensate


def test_a_monthly_sum_given_for_the_restriction_is_not_the_wage() -> None:
    result = compensate("离职后公司要求竞业限制两年，每月给我2000，我原来月薪1万，这合理吗")
    assert result["params"]["non_compete_agreed_monthly"] == 2000
    assert result["params"]["monthly_wage"] == 10000
    assert result["params"]["targets"] == ["non_compete"]
    assert result["amount"] == 48000  # 2000 × 24
    # below 10000 × 30 %: kept as agreed, the 30 % rule said to be for no sum agreed
    assert any("低于题目所说月工资的30%（3000.00元）" in note and "第三十六条" in note for note in result["notes"])


def test_a_total_asked_beside_an_agreed_sum_is_the_restrictions_total() -> None:
    result = compensate("签了竞业限制协议，离职前月薪10000，公司每月只给我1000竞业补偿，限制期一年，总共能要多少？")
    assert result["params"]["targets"] == ["non_compete"]
    assert result["amount"] == 12000  # 1000 × 12
    assert result["missing"] == []


def test_a_restriction_told_as_unpaid_is_its_own_claim() -> None:
    result = compensate("我签了竞业限制，期限2年，公司一分钱没给，我离职前月工资8000，能要多少")
    assert result["params"]["targets"] == ["non_compete"]
    assert result["amount"] == 57600  # 8000 × 30 % × 24
    assert not any("工作年限" in need for need in result["missing"])


def test_an_agreed_sum_at_or_above_the_share_has_no_note() -> None:
    result = compensate("签了竞业限制协议，期限1年，约定每月补偿4000元，我月薪1万，总共能要多少？")
    assert result["amount"] == 48000
    assert not any("低于题目所说月工资" in note for note in result["notes"])
