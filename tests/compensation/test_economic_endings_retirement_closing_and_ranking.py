"""Endings told in lay words: a worker who would not renew with the employer's offer untold (a note: 第四十六条
第（五）项 turns on it), reaching the retirement age (劳动合同法 第四十四条第（二）项, 实施条例 第二十一条: the contract
ends, no compensation), an employer deregistered ('公司注销了': 第四十四条第（五）项 → N) and a dismissal for ranking last
(末位淘汰 is not 不能胜任, 最高人民法院指导案例18号 → 2N). Expected values by hand."""

from __future__ import annotations

from backend.compensation import compensate


def test_reaching_the_retirement_age_ends_the_contract_without_compensation() -> None:
    result = compensate("我到了退休年龄，公司终止了劳动合同，干了20年，月薪5000，有经济补偿吗")
    assert result["params"]["termination_reason"] == "retirement_44"
    assert result["amount"] == 0
    assert any("第四十六条" in note and "养老保险" in note for note in result["notes"])


def test_a_relatives_retirement_age_is_not_read_as_the_askers() -> None:
    result = compensate("我爸到了退休年龄，公司把他辞退了，干了20年，月薪5000，有经济补偿吗")
    assert result["params"]["termination_reason"] != "retirement_44"


def test_a_deregistered_employer_owes_n() -> None:
    result = compensate("公司注销了，我在那干了5年，月薪6000，能拿多少")
    assert result["params"]["termination_reason"] == "employer_closed"
    assert result["amount"] == 30000  # 6000 × 5
    assert compensate("公司还没注销，把我辞退了，干了2年，月薪5000")["params"]["termination_reason"] != "employer_closed"


def test_a_dismissal_for_ranking_last_is_unlawful() -> None:
    result = compensate("公司搞末位淘汰把我辞退了，干了4年，月薪8000")
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == 64000  # 8000 × 4 × 2
    assert any("指导案例18号" in note for note in result["notes"])
    assert compensate("年底考核我排名倒数第一，公司把我辞退了，干了3年，月薪6000")["amount"] == 36000  # 6000 × 3 × 2


def test_a_worker_who_would_not_renew_is_told_what_the_employers_offer_decides() -> None:
    result = compensate("合同到期我自己不想续签了，干了3年，月薪6000，有补偿吗")
    assert result["amount"] == 18000  # 6000 × 3, if the employer offered no renewal or lower terms
    assert any("提问人自己不想续签" in note and "第四十六条第（五）项" in note for note in result["notes"])
    # the offer told: the exception of 第四十六条第（五）项, and no such note
    offered = compensate("合同到期公司要续签，条件不变，我不想续了，干了3年，月薪6000")
    assert offered["amount"] == 0
    assert not any("提问人自己不想续签" in note for note in offered["notes"])
