"""Work-injury answers that must keep what the asker raised: a monthly allowance asked beside a lump sum, the
dependants' pension of a solitary parent and its cap, a grade 5-6 worker who left, an injury caused by a third
party, an employment ended by dismissal or expiry; and bad input refused with a clear message. Expected values
derived by hand from 工伤保险条例 (第三十六、三十七、三十九、六十四条) and 劳动合同法 (第四十二、四十五条)."""

from __future__ import annotations

from typing import Any

import pytest

from backend.compensation import compensate, compensate_params
from backend.compensation.extract import extract_work_injury


def _work_injury(**params: Any) -> dict[str, Any]:
    return compensate_params("work_injury", params)


# --- a monthly allowance asked in its own question beside a lump sum ------------------------------------------


@pytest.mark.parametrize(
    ("question", "lump_sum", "allowance"),
    [
        # 第三十六条: grade 5, no work arranged: 8000 x 18 = 144000 once, 8000 x 70% = 5600 a month
        ("工伤五级伤残，公司没法安排工作，本人工资8000元，每月伤残津贴多少？一次性伤残补助金多少？", 144000, 5600),
        # grade 6: 6000 x 16 = 96000 once, 6000 x 60% = 3600 a month ('一个月多少' asks the monthly amount)
        ("工伤六级，本人工资6000元，单位没有安排工作。一次性伤残补助金多少？伤残津贴一个月多少钱？", 96000, 3600),
    ],
)
def test_an_allowance_asked_in_an_earlier_question_is_shown_monthly(question: str, lump_sum: int, allowance: int) -> None:
    result = compensate(question)
    assert result["amount"] == lump_sum  # the monthly allowance is never added into the lump sum
    assert result["elements"]["monthly_items"] == {"伤残津贴": allowance}
    assert set(result["params"]["targets"]) == {"one_off_disability_benefit", "disability_allowance"}


def test_an_earlier_question_that_asks_no_amount_adds_nothing() -> None:
    # '能拿伤残津贴吗' asks whether, not how much; grade 7 is 13 months: 5000 x 13 = 65000 (第三十七条)
    result = compensate("工伤七级，能拿伤残津贴吗？本人工资5000，一次性伤残补助金多少？")
    assert result["params"]["targets"] == ["one_off_disability_benefit"]
    assert result["amount"] == 65000


# --- the dependants' pension: 孤寡 read, the cap at the wage earned ------------------------------------------------


@pytest.mark.parametrize("mother", ["他的孤寡老母亲", "一个孤寡老母亲", "母亲（孤寡老人）"])
def test_a_solitary_mother_is_read_in_everyday_words(mother: str) -> None:
    params = extract_work_injury(f"我丈夫2024年8月工亡，本人工资4000元，他生前供养我（完全丧失劳动能力）和{mother}。每月抚恤金多少？")
    assert [(d.relation, d.orphan_or_solitary_elderly) for d in params.dependants] == [("spouse", False), ("other", True)]


def test_the_pension_is_capped_at_the_wage_the_worker_earned() -> None:
    # 第六十四条 raises the base to 10000 x 60% = 6000; spouse 40% = 2400, solitary mother 30% + 10% = 2400: 4800;
    # 第三十九条第一款第（二）项 caps the sum at '因工死亡职工生前的工资', the 4000 he earned
    result = compensate(
        "我丈夫2024年8月工亡，本人工资4000元，当地上年度职工月平均工资10000元，他生前供养我（完全丧失劳动能力）和他的孤寡老母亲。每月抚恤金多少？"
    )
    assert result["amount"] == 4000
    # the other reading (the bounded 本人工资 as the cap) is told with its figure
    cap_note = next(note for note in result["notes"] if "生前的工资" in note)
    assert "6000.00元" in cap_note and "4800.00元" in cap_note


def test_structured_pension_cap_uses_own_wage_not_the_floor() -> None:
    # base 8000 x 60% = 4800; 40% + 30% + 30% = 100% = 4800 > the 3000 earned: 3000
    result = _work_injury(
        death=True, death_date="2024-05-01", own_wage=3000, local_avg_monthly_wage=8000,
        dependants=[{"relation": "spouse"}, {"relation": "other"}, {"relation": "other"}], targets=["dependants_pension"],
    )
    assert result["amount"] == 3000


def test_a_wage_above_the_ceiling_is_capped_by_what_was_earned() -> None:
    # base 10000 x 300% = 30000; spouse 40% + two orphans 40% each = 120% = 36000, below the 40000 earned: 36000
    # (capping at the bounded 30000 instead would give 30000: told in a note)
    result = _work_injury(
        death=True, death_date="2024-05-01", own_wage=40000, local_avg_monthly_wage=10000,
        dependants=[
            {"relation": "spouse"},
            {"relation": "other", "orphan_or_solitary_elderly": True},
            {"relation": "other", "orphan_or_solitary_elderly": True},
        ],
        targets=["dependants_pension"],
    )
    assert result["amount"] == 36000
    assert any("30000.00元" in note and "生前的工资" in note for note in result["notes"])


def test_no_cap_note_when_the_wage_needs_no_bound() -> None:
    # 6000 within 60%-300% of 8000: spouse 2400 + other 1800 = 4200, both readings alike
    result = _work_injury(
        death=True, death_date="2024-05-01", own_wage=6000, local_avg_monthly_wage=8000,
        dependants=[{"relation": "spouse"}, {"relation": "other"}], targets=["dependants_pension"],
    )
    assert result["amount"] == 4200
    assert not any("生前的工资" in note for note in result["notes"])


# --- a grade 5-6 worker who left; an injury caused by a third party --------------------------------------------


def test_a_grade_6_worker_who_left_gets_no_kept_relation_allowance_note() -> None:
    # 第三十六条第二款: 6000 x 16 + 100000 + 50000 = 246000; no allowance once the worker ended the relation
    result = compensate(
        "工伤六级，我本人提出解除劳动关系，本人工资6000，当地一次性工伤医疗补助金标准是10万，一次性伤残就业补助金是5万。总共能拿多少？"
    )
    assert result["amount"] == 246000
    assert result["params"]["employment_ended_by"] == "worker"
    assert not any("保留劳动关系、用人单位难以安排工作" in note for note in result["notes"])


def test_the_allowance_asked_after_the_worker_left_is_nil() -> None:
    result = _work_injury(grade=5, own_wage=6000, employment_ended_by="worker", targets=["disability_allowance"])
    assert result["amount"] == 0
    assert any("本人提出" in step["description"] for step in result["steps"])


def test_a_third_party_injury_tells_both_claims_and_medical_costs_once() -> None:
    # 9级: 5000 x 9 = 45000 (第三十七条); the tort claim lies besides (人身损害赔偿解释 第三条第二款,
    # 工伤保险行政案件规定 第八条: no refusal for a civil suit, except medical costs the third party paid)
    result = compensate("上下班途中被机动车撞了，对方负全责，认定为工伤，九级伤残，本人工资5000。工伤待遇和交通事故赔偿能不能都拿？工伤能拿多少？")
    assert result["amount"] == 45000
    note = next(note for note in result["notes"] if "第三人" in note)
    assert "社会保险法第四十二条" in note and "第八条" in note and "医疗费" in note


@pytest.mark.parametrize(
    ("text", "third_party"),
    [("下班路上被一辆货车撞了，认定工伤八级", True), ("在车间被叉车撞伤，认定工伤八级", None), ("在单位被客户打伤，认定工伤八级", True)],
)
def test_third_party_is_read_from_the_story(text: str, third_party: bool | None) -> None:
    assert extract_work_injury(text).third_party_caused is third_party


# --- an employment ended by the employer or by expiry --------------------------------------------------------


def test_a_layoff_after_a_work_injury_notes_article_42() -> None:
    # the benefits: 5000 x 9 = 45000; the layoff (第四十一条) is barred by 劳动合同法 第四十二条第（二）项
    result = compensate("我之前工伤鉴定九级，公司最近裁员把我也裁了，月薪5000，干了6年")
    assert result["amount"] == 45000
    assert result["params"]["employment_ended_by"] == "employer"
    note = next(note for note in result["notes"] if "第四十二条第（二）项" in note)
    assert "二倍" in note and "分开的请求" in note


def test_expiry_of_a_grade_10_contract_notes_the_separate_compensation() -> None:
    # 6000 x 7 + 4 x 6000 + 4 x 6000 = 90000 (第三十七条); the economic compensation for not renewing
    # (劳动合同法 第四十六条第（五）项) is a separate claim
    result = compensate(
        "工伤十级，合同到期公司不续签了，本人工资6000元，工作4年。当地一次性工伤医疗补助金标准为4个月、伤残就业补助金为4个月的本人工资。能拿多少？"
    )
    assert result["amount"] == 90000
    assert any("第四十五条" in note and "第四十六条第（五）项" in note for note in result["notes"])


def test_expiry_cannot_end_a_grade_5_relation() -> None:
    # 第三十六条: grades 5-6 keep the relation unless the worker asks to end it
    result = _work_injury(grade=5, own_wage=6000, employment_ended_by="expiry")
    assert any("不能以合同期满为由终止" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("text", "ended_by"),
    [
        ("我不想辞职，公司却把我辞退了，工伤八级", "employer"),
        ("工伤八级，后来我主动辞职了", "worker"),
        ("工伤八级，公司提出解除劳动合同", "employer"),
        ("工伤八级，劳动合同期满终止", "expiry"),
        ("工伤八级，本人工资5000", None),
        # the ending told, who ended it not: neither side is assumed
        ("工伤八级，已经和单位解除了劳动关系", "unstated"),
        ("工伤八级，劳动合同已经解除", "unstated"),
        # a plan is no ending, nor the end of the suspension period
        ("工伤八级，打算和单位解除劳动关系", None),
        ("工伤八级，停工留薪期已经终止", None),
    ],
)
def test_how_the_employment_ended_is_read(text: str, ended_by: str | None) -> None:
    assert extract_work_injury(text).employment_ended_by == ended_by


def test_an_ending_told_without_who_ended_it_gives_each_reading_and_applies_none() -> None:
    # the benefit the grade gives whoever ended it: 9 × 6000 (第三十七条第（一）项); what the ending adds (the two
    # subsidies, N, 2N) depends on who ended it and why, each said in the note
    result = compensate("工伤鉴定为九级，本人工资6000元，已经和单位解除了劳动关系，能拿多少？")
    assert result["amount"] == 54000
    assert result["params"]["employment_ended_by"] == "unstated"
    assert "related" not in result or not result["related"]
    note = next(note for note in result["notes"] if "没有说明由谁提出" in note)
    for reading in ("本人提出", "协商一致", "第四十二条第（二）项", "二倍", "期满", "第三十七条第（二）项", "第四十六条第（五）项"):
        assert reading in note


def test_a_grade_5_ending_told_without_its_side_shows_no_allowance_and_says_when_it_stops() -> None:
    # 18 × 6000 (第三十六条); the allowance of a kept relation is not shown beside it, as who ended it is untold
    result = compensate("工伤五级，本人工资6000，跟公司解除了劳动合同，能拿多少？")
    assert result["amount"] == 108000
    assert "monthly_items" not in result["elements"]
    note = next(note for note in result["notes"] if "没有说明由谁提出" in note)
    assert "第三十六条第二款" in note and "不再发伤残津贴" in note


# --- bad input ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("params", "message"),
    [
        ({"death": True, "own_wage": 5000, "death_date": "2035-01-01", "local_avg_monthly_wage": 8000}, "晚于今天"),
        ({"grade": 8, "own_wage": 5000, "injury_date": "2030-06-01"}, "晚于今天"),
        ({"death": True, "death_year": 2031}, "晚于今年"),
        ({"death": True, "injury_date": "2024-06-01", "death_date": "2024-05-01"}, "早于受伤日期"),
        ({"grade": 5, "own_wage": 5000, "dependants": [{"relation": "spouse"}]}, "death"),
        ({"grade": 5, "own_wage": 5000, "employment_ended_by": "retired"}, "employment_ended_by"),
    ],
)
def test_bad_work_injury_params_are_refused_clearly(params: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        _work_injury(**params)


def test_a_future_death_in_the_question_is_refused_not_asked_for() -> None:
    # the tests read dates as of 2026-11-22 (wording.ASKED_ON): a 2027 death is after it
    with pytest.raises(ValueError, match="晚于今天"):
        compensate("我丈夫2027年3月在工地因工死亡，本人工资6000元，能拿多少工亡补助金？")


def test_a_param_of_another_scenario_names_its_scenario() -> None:
    with pytest.raises(ValueError, match="grade 是 work_injury"):
        compensate_params("economic", {"grade": 5})
    with pytest.raises(ValueError, match="monthly_wage 是 economic"):
        compensate_params("work_injury", {"monthly_wage": 5000})


def test_a_dismissal_before_the_assessment_names_the_suspension_wage() -> None:
    # no grade yet: the benefits wait for it; the note names 第四十二条第（二）项 and 工伤保险条例 第三十三条
    result = compensate("我在厂里受了工伤，还没评残，公司就把我辞退了，月薪5000，能要多少？")
    assert result["amount"] is None
    assert any("第四十二条第（二）项" in note and "第三十三条" in note for note in result["notes"])


def test_punctuation_alone_between_two_questions_is_no_question() -> None:
    # '？；\n' once split into a sentence with no clause and raised IndexError (a 500); grade 9: 5000 x 9 = 45000
    assert compensate("工伤九级，月工资5000。每月伤残津贴多少？；\n一次性伤残补助金多少？")["amount"] == 45000
