"""Work-injury questions in other words: grades and wages, the regional average wage, the year of a death
(which statistics year applies), which benefits are asked and which are set aside, who counts as a
dependant (spouse, children by people not ages, adult children, orphans, the asker's kin), provincial
subsidies stated in months of a wage, and the suspension period's wage and its shortfall. Expected values
by hand."""

from __future__ import annotations

from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.extract import extract_work_injury


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("工伤骨折，停工留薪期4个月。我原来每月工资7800元，这4个月单位总共应该给我发多少工资？", 31200),
        ("工伤停工留薪期一共6个半月，受伤前每月工资8200元。停工留薪期间单位应该付我多少工资？", 53300),
        ("工伤八级，本人工资两万一一个月，当地职工月平均工资6500元，一次性伤残补助金是多少？", 214500),  # capped at 3 x 6500
        ("工伤，经鉴定构成 9 级伤残，缴费基数6000，一次性伤残补助金多少？", 54000),
        ("工伤八级，本人工资6000，伤残补助金是多少？", 66000),
    ],
)
def test_work_injury_wording(question: str, expected: float) -> None:
    assert compensate(question)["amount"] == expected


def test_work_injury_grade_and_wages_in_everyday_words() -> None:
    params = extract_work_injury("我工伤评了五级，本人工资才四千二，当地社平工资7000。一次性伤残补助金多少？")
    assert params.grade == 5
    assert params.own_wage == Decimal(4200)
    assert params.local_avg_monthly_wage == Decimal(7000)


def test_work_injury_regional_average_in_other_words() -> None:
    for label in ("我们省上一年度职工月平均工资是7500元", "我们省2022年度职工月平均工资是7500元", "本省上年度全口径城镇单位就业人员月平均工资7500元"):
        params = extract_work_injury(f"家里老人因工死亡，{label}，丧葬补助金是多少？")
        assert params.local_avg_monthly_wage == Decimal(7500), label
        assert params.own_wage is None


def test_work_injury_year_of_death_picks_the_statistics_year() -> None:
    params = extract_work_injury("我丈夫2023年在工地上因工死亡，已经认定工亡。一次性工亡补助金应该赔多少？")
    assert params.death_year == 2023 and params.death_date is None
    assert compensate("我丈夫2023年在工地上因工死亡，已经认定工亡。一次性工亡补助金应该赔多少？")["amount"] == 985660  # 20 x 49283 (2022)


def test_work_injury_total_of_items_named_before_the_question() -> None:
    params = extract_work_injury(
        "我九级伤残，已经辞职。本人工资5000元。一次性工伤医疗补助金是3万元，一次性伤残就业补助金是2万元。"
        "一次性伤残补助金加上这两项一共多少？"
    )
    # the items named are the ones added ('A加上这两项一共'): no open-ended total of every lump sum
    assert params.targets == ["one_off_disability_benefit", "one_off_medical_subsidy", "one_off_employment_subsidy"]
    # 第37条: 九级 9 months x 5000 = 45000; + 30000 + 20000 = 95000
    assert compensate(
        "我九级伤残，已经辞职。本人工资5000元，当地社平工资6000元。一次性工伤医疗补助金是3万元，一次性伤残就业补助金是2万元。"
        "一次性伤残补助金加上这两项一共多少？"
    )["amount"] == 95000


@pytest.mark.parametrize(
    "asked",
    [
        "抚恤金先不说，丧葬补助金和一次性工亡补助金加起来是多少？",
        "不算抚恤金，丧葬补助金加一次性工亡补助金一共多少？",
    ],
)
def test_a_benefit_set_aside_is_not_asked(asked: str) -> None:
    question = f"我哥2024年8月在车间出事故身亡，已认定工亡。本地上年度职工月平均工资9000元。他有一个女儿。{asked}"
    params = extract_work_injury(question)
    assert "dependants_pension" not in params.targets
    result = compensate(question)
    assert result["missing"] == []  # the own wage is only needed for the pension
    # 6 x 9000 + 20 x 51821 (national urban disposable income per head of 2023, the year before the death)
    assert result["amount"] == 1090420


def test_pension_still_asked_when_named_plainly() -> None:
    params = extract_work_injury("我丈夫因工死亡，已认定工亡。孩子5岁。供养亲属抚恤金每个月多少？")
    assert params.targets == ["dependants_pension"]


def test_work_injury_asker_as_surviving_spouse() -> None:
    # spouse 40% + two children 30% each = 100% of 6000, capped at the wage (第三十九条第一款第(二)项)
    question = "我老公工伤去世了，2023年8月的事，留下我和两个孩子都靠他养，他生前工资6000，当地上年度职工月平均工资7000。我们每个月能领多少抚恤金？"
    assert compensate(question)["amount"] == 6000


@pytest.mark.parametrize(
    ("family", "others"),
    [
        ("家里就我和8岁的女儿靠他生活", 1),  # the age counts no one
        ("我、10岁的女儿和6岁的儿子靠他生活", 2),
        ("我和两个孩子靠他生活，儿子8岁，女儿5岁", 2),
        ("我和一儿一女靠他生活", 2),
        ("我们没有孩子，只有我靠他生活", 0),
    ],
)
def test_work_injury_children_counted_by_people_not_ages(family: str, others: int) -> None:
    params = extract_work_injury(f"我丈夫2023年因工死亡，本人工资7000，当地社平8000。{family}。供养亲属抚恤金每月多少？")
    assert [d.relation for d in params.dependants] == ["spouse"] + ["other"] * others


def test_dependants_named_by_the_askers_kinship_and_who_supports_themselves() -> None:
    params = extract_work_injury(
        "我弟弟2024年因工死亡，本人工资5000，当地社平6000。弟媳没有工作也没有收入，一个侄女10岁；"
        "我母亲70岁，没有退休金，一直靠他养；我父亲有退休金，不用他养。供养亲属抚恤金每月多少？"
    )
    assert [d.relation for d in params.dependants] == ["spouse", "other", "other"]
    assert not any(d.orphan_or_solitary_elderly for d in params.dependants)


def test_relatives_named_together_share_what_is_said_of_them() -> None:
    params = extract_work_injury("我丈夫在工地上因工死亡，本人工资6000，社平7000。公公婆婆都有退休金。两个孩子都在上学。抚恤金每月多少？")
    assert [d.relation for d in params.dependants] == ["spouse", "other", "other"]


@pytest.mark.parametrize(
    ("children", "others"),
    [("两个孩子，大的20岁已经工作了，小的15岁", 1), ("两个孩子，大的20岁完全丧失劳动能力，小的15岁", 2), ("一个19岁的儿子", 0)],
)
def test_children_of_age_are_dependants_only_when_unable_to_work(children: str, others: int) -> None:
    params = extract_work_injury(f"我丈夫2024年因工死亡，本人工资6000，社平7000。家里有{children}。抚恤金每月多少？")
    assert [d.relation for d in params.dependants] == ["spouse"] + ["other"] * others


def test_child_whose_other_parent_died_is_an_orphan() -> None:
    question = (
        "我哥哥2025年因工死亡，已认定工亡，本人工资6000，当地社平7000。他妻子五年前病逝了，留下一个6岁的儿子。"
        "儿子每月能领多少供养亲属抚恤金？"
    )
    params = extract_work_injury(question)
    assert [(d.relation, d.orphan_or_solitary_elderly) for d in params.dependants] == [("other", True)]
    assert compensate(question)["amount"] == 2400  # (30% + 10%) x 6000


@pytest.mark.parametrize(
    "death",
    ["她丈夫2024年在工地上出事身亡，已认定工亡", "我丈夫2024年因工死亡"],
)
def test_the_deceased_worker_is_no_dependant_and_the_widow_is(death: str) -> None:
    params = extract_work_injury(f"{death}，本人工资6000，当地社平7000。家里还有一个10岁的孩子。供养亲属抚恤金每月多少？")
    assert [(d.relation, d.orphan_or_solitary_elderly) for d in params.dependants] == [("spouse", False), ("other", False)]


def test_one_relatives_pension_when_others_are_dependants_too() -> None:
    question = "我丈夫2024年因工死亡，本人工资6000，当地社平7000。我没有工作，两个孩子8岁和5岁。孩子每月能领多少抚恤金？"
    assert [d.relation for d in extract_work_injury(question).dependants] == ["other", "other"]
    assert compensate(question)["amount"] == 3600  # 2 x 30% x 6000


def test_work_injury_provincial_subsidies_in_months_of_a_wage() -> None:
    own = extract_work_injury(
        "七级工伤，我提出解除劳动合同。本人工资6000，当地社平8000。我们省规定一次性工伤医疗补助金为10个月本人工资，"
        "一次性伤残就业补助金为14个月本人工资。这两项一共多少？"
    )
    assert (own.medical_subsidy, own.employment_subsidy) == (Decimal(60000), Decimal(84000))
    # the same in months of the local average; only the two items named are added: 12 x 8000 + 10 x 8000
    question = (
        "七级工伤，本人提出解除劳动合同。本人工资6000，当地社平8000。省规定一次性工伤医疗补助金按12个月的统筹地区上年度职工月平均工资，"
        "一次性伤残就业补助金按10个月的统筹地区上年度职工月平均工资。一次性工伤医疗补助金和一次性伤残就业补助金共多少？"
    )
    assert compensate(question)["amount"] == 176000
    # months of a wage that is not stated: the standard stays unknown
    unknown = extract_work_injury("七级工伤，我提出解除劳动合同。本人工资6000。一次性工伤医疗补助金为10个月的社平工资。医疗补助金多少？")
    assert unknown.medical_subsidy is None


def test_these_two_subsidies_and_an_employer_without_insurance() -> None:
    question = (
        "单位没给我缴工伤险。我工伤鉴定八级，受伤前本人工资6000元，当地社平工资8000元。我们省规定八级的一次性工伤医疗补助金"
        "为6个月本人工资，一次性伤残就业补助金为8个月本人工资。伤残补助金加上这两个补助金一共多少？"
    )
    params = extract_work_injury(question)
    assert params.employer_insured is False
    assert set(params.targets) == {"one_off_disability_benefit", "one_off_medical_subsidy", "one_off_employment_subsidy"}
    assert compensate(question)["amount"] == 150000  # 11 x 6000 + 6 x 6000 + 8 x 6000


def test_provincial_subsidies_with_one_wage_named_for_both() -> None:
    question = (
        "我七级工伤，已认定，现在解除劳动关系，本人工资5000，当地社平6000。本省标准：一次性工伤医疗补助金10个月，"
        "一次性伤残就业补助金15个月，均以本人工资为基数。这两个补助金加起来多少？"
    )
    params = extract_work_injury(question)
    assert (params.medical_subsidy, params.employment_subsidy) == (Decimal("50000"), Decimal("75000"))
    assert compensate(question)["amount"] == 125000


def test_subsidies_listed_with_respective_months_are_not_guessed() -> None:
    question = "本人工资5000。一次性工伤医疗补助金和一次性伤残就业补助金分别为10个月和14个月本人工资。就业补助金多少？"
    assert extract_work_injury(question).employment_subsidy is None


@pytest.mark.parametrize(
    ("question", "paid", "expected"),
    [
        (  # (6800 - 2000) x 3, no grade needed
            "工作时被机器轧伤，认定了工伤，停工留薪期3个月。受伤前月工资6800，这3个月单位每月只发了2000。单位还应该补我多少？",
            "6000",
            14400,
        ),
        (  # (7000 - 3000) x 4
            "停工留薪期4个月，受伤前月工资7000，停工期间单位每月只发了3000。停工留薪期工资单位还差我多少？",
            "12000",
            16000,
        ),
    ],
    ids=["needs_no_grade", "asked_as_still_owed"],
)
def test_suspension_wage_shortfall(question: str, paid: str, expected: int) -> None:
    params = extract_work_injury(question)
    assert params.targets == ["suspension_wages"]
    assert params.already_paid == Decimal(paid)
    assert compensate(question)["amount"] == expected


def test_suspension_period_set_by_someone_and_asked_as_these_months() -> None:
    question = (
        "厂里认定我工伤，停工留薪期单位核定的是3个月。受伤前月工资7200，停工后单位只给发2000的基本工资。"
        "这3个月单位一共该给我发多少？"
    )
    params = extract_work_injury(question)
    assert params.suspension_months == Decimal("3")
    assert params.targets == ["suspension_wages"]
    assert compensate(question)["amount"] == 21600  # the wage is kept in full: 3 x 7200


def test_suspension_months_pointed_at_across_a_clause_break() -> None:
    question = "我工伤了，停工留薪期批了3个月，原工资每月6500。停工留薪期这3个月，单位一共该发我多少？"
    params = extract_work_injury(question)
    assert params.targets == ["suspension_wages"]
    assert compensate(question)["amount"] == 19500
