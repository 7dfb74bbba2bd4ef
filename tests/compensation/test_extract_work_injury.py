"""Work-injury questions in other words: grades and wages, the regional average wage, the year of a death
(which statistics year applies), which benefits are asked and which are set aside, who counts as a
dependant (spouse, children by people not ages, adult children, orphans, the asker's kin), provincial
subsidies stated in months of a wage, and the suspension period's wage and its shortfall. Expected values
by hand."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.extract import extract_work_injury
from backend.compensation.textutil import asked_on


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


@pytest.mark.parametrize(("said", "year"), [("去年", 2025), ("前年", 2024), ("今年", 2026)])
def test_work_injury_relative_year_of_death(said: str, year: int) -> None:
    with asked_on(date(2026, 11, 22)):
        question = f"老公{said}在工地出事故死了，认定工亡，一次性工亡补助金多少？"
        assert extract_work_injury(question).death_year == year
        amount = compensate(question)["amount"]
    # 20 x the national figure of the year before; statistics.yaml has none for 2025 yet, so it is asked for
    assert amount == {2025: 20 * 54188, 2024: 20 * 51821, 2026: None}[year]


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


@pytest.mark.parametrize(
    ("question", "grade"),
    [
        ("厂里出的事，劳动能力鉴定结论是八级，本人工资5000，伤残补助金多少？", 8),
        ("工伤下来了，劳动能力坚定七级，月薪4800，伤残补助金多少？", 7),  # a common typo of 鉴定
        ("在三级医院住了一个月，后来鉴定为十级伤残，月薪4800，伤残补助金多少？", 10),  # the hospital's grade is no disability grade
    ],
)
def test_grade_read_near_its_assessment(question: str, grade: int) -> None:
    assert extract_work_injury(question).grade == grade


def test_wage_in_chat_shorthand_is_capped_at_three_times_the_average() -> None:
    question = "我爸工伤评了九级，他工资两w一个月，当地社平六千，一次性伤残补助金能拿多少"
    assert extract_work_injury(question).own_wage == Decimal(20000)
    assert compensate(question)["amount"] == 162000  # min(20000, 3 x 6000) x 9


def test_subsidies_listed_before_the_wage_they_are_counted_in() -> None:
    question = (
        "八级工伤，本人工资4500，社平工资7500，员工辞职了。本省的标准是医疗补助金6个月、就业补助金9个月的"
        "统筹地区上年度职工月平均工资。两项补助金加起来多少？"
    )
    params = extract_work_injury(question)
    assert (params.medical_subsidy, params.employment_subsidy) == (Decimal(45000), Decimal(67500))
    assert compensate(question)["amount"] == 112500


def test_dependants_pension_with_the_own_wage_labelled_after_a_heading() -> None:
    question = (
        "关于抚恤金：死者本人工资5000元/月。家属有妻子（无工作）和一个上小学的儿子，父亲早已去世，"
        "母亲年老无其他子女，属孤寡老人。每月抚恤金合计多少？"
    )
    params = extract_work_injury(question)
    assert params.own_wage == Decimal(5000)
    assert sorted(d.orphan_or_solitary_elderly for d in params.dependants) == [False, False, True]
    assert compensate(question)["amount"] == 5000  # 40% + 30% + 40% = 110%, capped at the wage


@pytest.mark.parametrize(
    ("span", "months"),
    [
        ("停工留薪期由单位确定为2024年4月1日至2024年9月30日", 6),
        ("停工留薪期从2024年4月15日到2024年6月14日", 2),
        ("停工留薪期2024年4月1日起，共4个月", 4),
        ("停工留薪期半年", 6),
        ("2024年4月1号被砸伤，停工留薪期到2024年5月31号", 2),  # from the day of the injury
        # days without a year: a span's length does not depend on it, across the new year too
        ("停工留薪期从5月20号到8月19号", 3),
        ("停工留薪期定的是11月1号至次年1月31号", 3),
        ("停工留薪期从受伤那天算，整整五个月", 5),
    ],
)
def test_suspension_period_given_as_dates_or_a_total(span: str, months: int) -> None:
    params = extract_work_injury(f"工伤了，{span}。月薪5500，停工留薪期工资一共多少？")
    assert params.suspension_months == Decimal(months)
    assert compensate(f"工伤了，{span}。月薪5500，停工留薪期工资一共多少？")["amount"] == 5500 * months


def test_suspension_period_of_no_whole_months_is_asked_for() -> None:
    params = extract_work_injury("工伤了，停工留薪期从2024年4月3日到2024年6月20日。月薪5500，停工留薪期工资一共多少？")
    assert params.suspension_months is None
    assert extract_work_injury("工伤了，停工留薪期从4月3号到6月20号。月薪5500，停工留薪期工资一共多少？").suspension_months is None


@pytest.mark.parametrize(
    "wages",
    ["停工那几个月的工资", "停工期间的待遇", "养伤这段时间的工资", "这四个月的工资", "歇了4个月的工资"],
)
def test_wages_of_the_time_off_work_in_plain_words_are_the_suspension_wages(wages: str) -> None:
    # with the one-off benefit: both are asked for, and an uninsured employer pays both (条例 第六十二条)
    question = f"厂里没交工伤保险，我摔伤认定工伤，停工留薪期4个月，鉴定十级。月薪6000，社平7000。厂里该给我{wages}和伤残补助金，加起来多少？"
    assert sorted(extract_work_injury(question).targets) == ["one_off_disability_benefit", "suspension_wages"]
    assert compensate(question)["amount"] == 6000 * 4 + 6000 * 7
    # alone, without the period's length: asked for; '歇了4个月' tells the time off work, taken for the period
    alone = compensate(f"工伤了，月薪6000，单位该付我{wages}多少？")["amount"]
    assert alone == (6000 * 4 if wages == "歇了4个月的工资" else None)


def test_months_pointed_at_that_are_not_the_period_or_are_paid_add_no_wages() -> None:
    start = "厂里没交工伤保险，我摔伤认定工伤，停工留薪期4个月，鉴定十级。月薪6000，社平7000。"
    # two of the four months may be a part of the period: not read as its wages
    assert extract_work_injury(start + "这两个月的工资和伤残补助金一共多少？").targets == ["one_off_disability_benefit"]
    # the months' wages said to be paid are a fact, not asked
    assert extract_work_injury(start + "这四个月的工资已经发完了，伤残补助金多少？").targets == ["one_off_disability_benefit"]


def test_item_mentioned_before_the_turn_to_the_question_is_not_asked() -> None:
    question = "六级工伤，本人工资6000，社平7000。按月的伤残津贴我知道有，不过我想问一次性伤残补助金，单位要给多少？"
    assert extract_work_injury(question).targets == ["one_off_disability_benefit"]
    assert compensate(question)["amount"] == 96000


def test_wages_already_paid_for_the_suspension_period_leave_the_rest() -> None:
    question = (
        "单位没交工伤保险，我九级伤残，本人工资6000，社平7000，停工留薪期2个月的工资单位已经发了。"
        "本省一次性工伤医疗补助金20000元、一次性伤残就业补助金25000元。单位总共还应该给我多少？"
    )
    assert compensate(question)["amount"] == 99000  # 9 x 6000 + 20000 + 25000; the 12000 already paid is left out


@pytest.mark.parametrize(
    ("arrangement", "expected"),
    [("单位安排不了合适的岗位", 3000), ("公司已经给我安排了轻松点的工作", 0)],
)
def test_grade_six_allowance_depends_on_work_arranged(arrangement: str, expected: int) -> None:
    question = f"我工伤六级，{arrangement}，本人工资5000，社平6000，每个月伤残津贴多少？"
    assert compensate(question)["amount"] == expected  # 60% of 5000 unless work is arranged


def test_askers_other_parent_is_the_spouse_of_the_deceased_parent() -> None:
    question = "我父亲在工地出事因工死亡，他生前月工资6000，我妈妈一直在家没有收入，我已经成家了。我妈每个月能领多少抚恤金？"
    params = extract_work_injury(question)
    assert [d.relation for d in params.dependants] == ["spouse"]
    assert compensate(question)["amount"] == 2400  # 40% of 6000


def test_twins_count_as_two_children() -> None:
    question = "工人因工死亡，本人工资8000，留下没有工作的妻子和一对双胞胎女儿（4岁），每月供养亲属抚恤金总额多少？"
    assert compensate(question)["amount"] == 8000  # 40% + 30% + 30%, at most the wage


def test_grade_in_capital_numerals() -> None:
    assert extract_work_injury("伤残等级鉴定为捌级，本人工资5000，一次性伤残补助金多少？").grade == 8


def test_disability_allowance_asked_for_a_year() -> None:
    question = "工伤三级，本人工资6000，社平7000，伤残津贴一年一共能领多少？"
    assert extract_work_injury(question).allowance_months == 12
    assert compensate(question)["amount"] == 57600  # 80% of 6000 x 12


def test_suspension_wages_paid_in_half() -> None:
    question = "停工留薪期3个半月，受伤前月工资6000，这段时间的工资公司只发了一半，停工留薪期工资公司还应该补我多少？"
    assert extract_work_injury(question).already_paid == Decimal(10500)
    assert compensate(question)["amount"] == 10500  # half of 3.5 x 6000


def test_the_childrens_mother_dead_of_illness_years_before_makes_them_orphans() -> None:
    # the accident told of after her death is the worker's, not hers: two orphans at 30% + 10% each
    question = "我表哥的老婆前些年病故了，今年表哥在车间出事故没了，认定工亡。他有一个儿子9岁、一个女儿4岁，表哥工资5000，当地社平6000。两个孩子每月抚恤金一共多少？"
    params = extract_work_injury(question)
    assert [(d.relation, d.orphan_or_solitary_elderly) for d in params.dependants] == [("other", True), ("other", True)]
    assert compensate(question)["amount"] == 4000


def test_a_widow_whose_husband_died_at_work_is_a_dependant() -> None:
    question = "她丈夫去年在工地出事身亡，认定工亡，孩子3岁，她没有工作。丈夫工资6000，社平7000。她和孩子每月抚恤金一共多少？"
    assert compensate(question)["amount"] == 4200  # spouse 40% + child 30%


def test_an_item_paid_in_full_is_a_fact_not_the_question() -> None:
    # uninsured employer, grade 9: 9 x 6000 + the provincial subsidies; the suspension wages are settled
    question = "厂里没给他上工伤保险。他九级伤残，本人工资6000，要辞职。本省医疗补助金2万、就业补助金3万。停工留薪期工资都结清了，厂里还得给他多少？"
    params = extract_work_injury(question)
    assert "suspension_wages" not in params.targets
    assert compensate(question)["amount"] == 104000


def test_what_the_insured_employer_still_gives_is_its_own_share() -> None:
    # the fund pays the one-off disability benefit and the medical subsidy; the employer the employment subsidy
    question = "员工十级工伤，本人工资5000，公司交了工伤保险。本省医疗补助金1.5万、就业补助金2.5万，他提出辞职，公司还要给他多少？"
    assert extract_work_injury(question).payer == "employer"
    assert compensate(question)["amount"] == 25000


def test_half_the_suspension_wages_paid_asks_for_the_other_half() -> None:
    question = "工人十级伤残，工资4800，停工留薪期5个月，停工留薪期工资只发了一半，还应该补多少？"
    assert extract_work_injury(question).targets == ["suspension_wages"]
    assert compensate(question)["amount"] == 12000  # 4800 x 5 / 2


def test_a_divorced_spouse_is_no_dependant_and_one_childs_share_is_asked() -> None:
    question = "我哥在工地出事死了，认定工亡。他和嫂子前年离婚了，侄女8岁跟着我哥。我哥工资6000，社平7000。侄女每月的抚恤金多少？"
    params = extract_work_injury(question)
    assert [(d.relation, d.orphan_or_solitary_elderly) for d in params.dependants] == [("other", False)]
    assert compensate(question)["amount"] == 1800  # 30%: her mother is alive


def test_a_parent_killed_at_work_in_plain_words() -> None:
    question = "我爸在工地上摔死了，认定工亡，我妈没有工作，我爸工资5000，社平6000。我妈每月能领多少抚恤金？"
    assert compensate(question)["amount"] == 2000  # spouse 40%


def test_what_the_employer_must_pay_leaves_out_wages_it_already_paid() -> None:
    # insured: the employer owes the suspension wages (paid) and the employment subsidy (3万)
    question = "员工八级伤残，工资7000，停工留薪期4个月工资已经照常发了，本省医疗补助金5万、就业补助金3万，员工辞职，公司有工伤保险。公司要出多少？"
    params = extract_work_injury(question)
    assert params.payer == "employer" and params.already_paid == 28000
    assert compensate(question)["amount"] == 30000


@pytest.mark.parametrize(
    ("question", "paid", "expected"),
    [
        (  # transferred each month ('打了'): (6500 - 1800) x 3
            "我在车间被机器夹伤手，算工伤，停工留薪期3个月。平时月工资6500。这三个月老板每月只给我打了1800块，"
            "停工留薪期工资他还欠我多少？",
            "5400",
            14100,
        ),
        (  # paid in all over the period: 4 x 5500 - 6000
            "搬货时摔伤认定工伤，停工留薪期4个月，受伤前每月工资5500。这4个月公司总共才给了我6000元，还差我多少？",
            "6000",
            16000,
        ),
        (  # paid only for the first two of five months: 5 x 6000 - 2 x 1500
            "工伤停工留薪期5个月，原来月工资6000元。前两个月每个月转了我1500，后面就一分没给。停工留薪期的工资还欠多少？",
            "3000",
            27000,
        ),
        (  # a spoken amount paid each month: 3 x 5000 - 3 x 2000
            "工伤后停工留薪期3个月，月工资五千，单位每个月就给两千生活费，还应该补我多少？",
            "6000",
            9000,
        ),
    ],
    ids=["transferred_each_month", "paid_in_all", "first_months_only", "spoken_amount"],
)
def test_suspension_wages_part_paid_in_other_words(question: str, paid: str, expected: int) -> None:
    params = extract_work_injury(question)
    assert params.targets == ["suspension_wages"]
    assert params.already_paid == Decimal(paid)
    assert compensate(question)["amount"] == expected


def test_the_wage_itself_paid_each_month_is_no_part_payment() -> None:
    question = "工伤停工留薪期2个月，单位每月发我工资6000元，停工留薪期工资还差多少？"
    assert extract_work_injury(question).already_paid is None


@pytest.mark.parametrize(
    "question",
    [
        "我丈夫2025年5月在工地出事故去世，认定工亡。丧葬补助金和抚恤金社保说另外算，一次性工亡补助金是多少？",
        "我丈夫2025年5月在工地出事故去世，认定工亡。丧葬费那些先不管，我只想问一次性工亡补助金应该是多少？",
    ],
    ids=["set_aside_in_its_own_clause", "only_this_item_asked"],
)
def test_the_death_benefit_asked_alone(question: str) -> None:
    assert extract_work_injury(question).targets == ["one_off_death_benefit"]
    assert compensate(question)["amount"] == 1083760  # 20 x 54188 (2024)


@pytest.mark.parametrize(
    ("question", "dependants", "expected"),
    [
        (  # the asker's brother-in-law died at work, his wife (the asker's sister) of illness before: an orphan, 40%
            "我妹夫今年6月在工地被钢管砸中身亡，认定工亡。我妹妹三年前因病去世了，留下一个8岁的女儿，现在我们帮着带。"
            "妹夫生前月工资5000元。孩子每月能领多少抚恤金？",
            [("other", True)],
            2000,
        ),
        (  # the asker's sister died at work; her husband, without income, and their son: 40% + 30%
            "我姐今年3月在厂里出事故去世了，认定工亡。姐夫没有工作，身体不好，全靠我姐养，还有一个5岁的儿子。"
            "我姐本人工资6000元。姐夫和孩子每月一共能领多少抚恤金？",
            [("spouse", False), ("other", False)],
            4200,
        ),
        (  # a divorced mother who has since died leaves the boy an orphan: 40%
            "我哥去年在工地出事死了，认定工亡。他和前妻早就离婚了，前妻前年也病故了，留下一个12岁的儿子跟着我哥。"
            "我哥本人工资7000元。孩子每月能领多少供养亲属抚恤金？",
            [("other", True)],
            2800,
        ),
        (  # a divorced mother alive: no orphan, and no spouse's share: 30%
            "他和前妻离婚了，前妻现在再婚了。他去年在单位出事故身亡，认定工亡，留下一个6岁的女儿。他本人工资7000元。女儿每月能领多少抚恤金？",
            [("other", False)],
            2100,
        ),
        (  # the asker's sister-in-law died at work, her husband (the asker's brother) of illness before: 40%
            "我嫂子去年在厂里出事故去世，认定工亡。我哥前年就病故了，留下一个8岁的儿子跟着我们。嫂子生前月工资5000元。"
            "孩子每月能领多少抚恤金？",
            [("other", True)],
            2000,
        ),
        (  # the younger brother's wife died at work; he, without income, and their child: 40% + 30%
            "我弟媳今年在单位出事故死了，认定工亡。我弟弟没有收入，全靠她养，孩子3岁。弟媳工资6000。我弟和孩子每月一共能领多少抚恤金？",
            [("spouse", False), ("other", False)],
            4200,
        ),
    ],
    ids=["brother_in_law_and_sister", "sister_and_her_husband", "former_wife_died", "former_wife_alive",
         "sister_in_law_and_brother", "younger_brothers_wife_and_brother"],
)
def test_orphans_and_spouses_named_as_the_askers_kin(question: str, dependants: list[tuple[str, bool]], expected: int) -> None:
    params = extract_work_injury(question)
    assert [(d.relation, d.orphan_or_solitary_elderly) for d in params.dependants] == dependants
    assert compensate(question)["amount"] == expected


def test_a_younger_sister_is_not_the_wife_of_an_older_sisters_husband() -> None:
    # the worker is 姐夫; 妹妹 (the asker's other sister) is no spouse of his, and his wife is not mentioned
    question = "我姐夫今年在工地出事故死了，认定工亡。我妹妹在外地打工。姐夫工资6000，留下一个9岁的儿子。孩子每月能领多少抚恤金？"
    assert [(d.relation, d.orphan_or_solitary_elderly) for d in extract_work_injury(question).dependants] == [("other", False)]


def test_provincial_subsidies_in_months_of_a_local_average_given_in_the_next_clause() -> None:
    question = (
        "九级工伤，本人工资6000，合同到期不续了。本省规定九级的医疗补助金6个月、就业补助金6个月，"
        "都按上年度职工月平均工资计算，当地为七千元。伤残补助金和这两项一共多少？"
    )
    params = extract_work_injury(question)
    assert params.local_avg_monthly_wage == Decimal(7000)
    assert (params.medical_subsidy, params.employment_subsidy) == (Decimal(42000), Decimal(42000))
    assert compensate(question)["amount"] == 138000  # 9 x 6000 + 2 x 6 x 7000


def test_subsidies_in_months_of_a_local_average_never_given_are_asked_for() -> None:
    # which wage the months count is said, but not how much it is: ask, do not guess
    question = "十级工伤，本人工资5000，合同到期不续。本省医疗补助金3个月、就业补助金3个月，都按当地上年度职工月平均工资算。三项一共多少？"
    result = compensate(question)
    assert result["amount"] is None and result["missing"]


def test_a_part_payment_in_the_later_months_only_is_computed_when_the_first_months_are_said() -> None:
    question = "工伤停工留薪期4个月，月工资6000。前两个月工资照发，后两个月每月只给2000。停工留薪期工资还差多少？"
    assert extract_work_injury(question).already_paid == Decimal(16000)  # 2 x 6000 + 2 x 2000
    assert compensate(question)["amount"] == 8000


@pytest.mark.parametrize(
    "question",
    [
        # what the first two months got is not said: 8000 or 16000 owed, or anything between
        "工伤停工留薪期4个月，月工资6000。后两个月每月只给2000。停工留薪期工资还差多少？",
        # some of the wages were paid, how much is not said
        "工伤停工留薪期3个月，月工资6000，停工留薪期的工资只发了一部分，单位还欠我多少？",
    ],
    ids=["later_months_only", "part_without_a_figure"],
)
def test_a_shortfall_with_the_sum_paid_unclear_is_asked_for(question: str) -> None:
    params = extract_work_injury(question)
    assert params.targets == ["suspension_wages"] and params.paid_unstated and params.already_paid is None
    result = compensate(question)
    assert result["amount"] is None
    assert any("已经支付" in item for item in result["missing"])


@pytest.mark.parametrize(
    ("question", "paid"),
    [
        ("工伤停工留薪期3个月，受伤前每月工资6000。停工期间公司按每月2000发的，停工留薪期工资还差多少？", "6000"),  # amount before its verb
        ("工伤停工留薪期3个月，受伤前每月工资6000。停工期间每个月工资只有2000，停工留薪期工资还差多少？", "6000"),
        ("工伤停工留薪期3个月，受伤前每月工资6000。这三个月老板给了我3000，还差多少？", "3000"),  # the whole period pointed back at
    ],
    ids=["amount_before_verb", "only_so_much_each_month", "these_months_in_all"],
)
def test_what_was_paid_in_the_period_in_more_words(question: str, paid: str) -> None:
    params = extract_work_injury(question)
    assert params.targets == ["suspension_wages"] and params.already_paid == Decimal(paid)
    assert compensate(question)["amount"] == 18000 - int(paid)


def test_a_sum_paid_during_the_period_that_may_be_monthly_or_in_all_is_asked_for() -> None:
    # '停工期间给了我3000': 3000 a month (9000 paid) or 3000 in all? The answer differs, so ask
    question = "工伤停工留薪期3个月，受伤前每月工资6000。停工期间老板给了我3000，还差多少？"
    result = compensate(question)
    assert result["amount"] is None and any("已经支付" in item for item in result["missing"])


@pytest.mark.parametrize(
    ("question", "orphan"),
    [
        ("我哥去年8月在工地出事故死了，认定工亡。孩子他妈早些年就走了，留下一个9岁的儿子。我哥工资6000。孩子每月能领多少抚恤金？", True),
        # a child named as what the mother did does not cut her words short
        ("我弟弟今年在厂里被机器压死了，认定工亡。弟媳生孩子时难产去世了，孩子现在5岁。弟弟工资6000。侄子每月能领多少抚恤金？", True),
        # a mother who left is alive: no orphan
        ("他在工地出事故死了，认定工亡。他老婆两年前跟人走了，孩子8岁跟着他。他工资6000。孩子每月抚恤金多少？", False),
    ],
    ids=["gone_long_ago", "died_giving_birth", "left_the_family"],
)
def test_the_other_parents_death_in_everyday_words(question: str, orphan: bool) -> None:
    params = extract_work_injury(question)
    assert [(d.relation, d.orphan_or_solitary_elderly) for d in params.dependants] == [("other", orphan)]
    assert compensate(question)["amount"] == (2400 if orphan else 1800)


def test_items_another_body_handles_are_set_aside() -> None:
    question = "我爸2024年12月在厂里出事故去世，认定工亡。丧葬费、抚恤金社保那边会另外处理，一次性工亡补助金是多少？"
    assert extract_work_injury(question).targets == ["one_off_death_benefit"]
    assert compensate(question)["amount"] == 1036420  # 20 x 51821 (2023)


@pytest.mark.parametrize(
    "question",
    [
        "十级工伤，本人工资5000，合同到期不续。本省一次性工伤医疗补助金按统筹地区上年度职工月平均工资的3个月计发，"
        "一次性伤残就业补助金按统筹地区上年度职工月平均工资的4个月计发，当地社平工资7000元。三项一共多少？",
        "十级工伤，本人工资5000，辞职了。我们省医疗补助金是社平工资的3倍，就业补助金是社平工资的4倍，社平工资7000。"
        "伤残补助金加上这两个补助金一共多少？",
    ],
    ids=["wage_before_months", "times_the_average"],
)
def test_subsidies_with_the_wage_named_before_its_months(question: str) -> None:
    params = extract_work_injury(question)
    assert (params.medical_subsidy, params.employment_subsidy) == (Decimal(21000), Decimal(28000))
    assert compensate(question)["amount"] == 84000  # 7 x 5000 + 3 x 7000 + 4 x 7000


def test_a_total_with_subsidies_whose_wage_is_not_given_asks_rather_than_leaving_them_out() -> None:
    question = (
        "十级工伤，本人工资5000，合同到期不续。本省一次性工伤医疗补助金按统筹地区上年度职工月平均工资的3个月计发，"
        "一次性伤残就业补助金按统筹地区上年度职工月平均工资的4个月计发。三项一共多少？"
    )
    result = compensate(question)
    assert result["amount"] is None and result["missing"]


@pytest.mark.parametrize(
    "question",
    [
        "我老公2023年6月在工地出事故去世，认定了工亡。一次性工亡补助金具体多少钱（丧葬补助金我知道怎么算）？",
        "我老公2023年6月在工地出事故去世，认定了工亡。丧葬补助金单位已经给过了，一次性工亡补助金多少？",
    ],
    ids=["known_in_an_aside", "paid_before"],
)
def test_an_item_known_or_paid_is_not_asked(question: str) -> None:
    assert extract_work_injury(question).targets == ["one_off_death_benefit"]
    assert compensate(question)["amount"] == 985660  # 20 x 49283 (2022)


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("我九级工伤，本人工资5000。一次性伤残补助金公司只给了2万，还应该给我多少？", 25000),  # 9 x 5000 - 20000
        ("九级工伤，本人工资5000，公司没交工伤保险。一次性伤残补助金老板先付了1万，剩下的还差多少？", 35000),
    ],
    ids=["only_part_given", "paid_first_rest_asked"],
)
def test_a_lump_sum_paid_in_part_leaves_the_rest(question: str, expected: int) -> None:
    assert extract_work_injury(question).targets == ["one_off_disability_benefit"]
    assert compensate(question)["amount"] == expected


@pytest.mark.parametrize(
    ("question", "dependants", "expected"),
    [
        # widow 40% + the husband's mother 30% (the widow's own parents live on pensions): 0.7 x 6000
        (
            "我老公在工地出事死了，认定工亡。他工资每月6000，社平7000。我没工作，他妈妈65岁也靠他养，我爸妈有退休金。"
            "抚恤金每月一共多少？",
            [("spouse", False), ("other", False)],
            4200,
        ),
        # the widower works: the daughter and her parents, 3 x 30% of 5000
        (
            "我妻子因工死亡，她月工资5000，当地社平6000。我有工作。我们女儿10岁，她爸妈都没收入靠她养。抚恤金每月多少？",
            [("other", False)] * 3,
            4500,
        ),
        # widow, son and both of his parents: 40% + 3 x 30% = 130%, capped at the wage
        (
            "爱人上个月在厂里因工去世了，每月工资5800（本地社平6500）。靠他生活的：我（没收入）、读初中的儿子，还有他的爸爸妈妈"
            "（都七十多了，没有养老金）。每月抚恤金合计多少？",
            [("spouse", False)] + [("other", False)] * 3,
            5800,
        ),
    ],
    ids=["his_mother_not_my_parents", "widower_with_a_job", "capped_at_the_wage"],
)
def test_dependants_named_in_everyday_words(question: str, dependants: list[tuple[str, bool]], expected: int) -> None:
    found = extract_work_injury(question).dependants
    assert [(dependant.relation, dependant.orphan_or_solitary_elderly) for dependant in found] == dependants
    assert compensate(question)["amount"] == expected


@pytest.mark.parametrize(
    "question",
    [
        "我妹妹（妹夫前年车祸去世了）今年3月在车间出事故身亡，认定工亡，留下一个5岁的女儿。她月工资6000，当地社平7000。孩子每月抚恤金多少？",
        "我姐一个人带孩子（姐夫好些年前就病死了），去年在厂里出事故去世，认定工亡。孩子6岁。她月工资6000，社平7000。孩子每个月抚恤金多少？",
    ],
    ids=["brother_in_law_died_in_an_aside", "aside_of_illness"],
)
def test_the_other_parent_dead_in_an_aside_leaves_an_orphan(question: str) -> None:
    assert [(d.relation, d.orphan_or_solitary_elderly) for d in extract_work_injury(question).dependants] == [("other", True)]
    assert compensate(question)["amount"] == 2400  # (30% + 10%) x 6000


def test_the_suspension_period_named_in_the_asking_clause_asks_its_wages() -> None:
    question = "厂里干活被机器夹伤，认定工伤，停工留薪期批了5个月。我每月工资6000。这段时间老板一分没给。停工留薪期这段老板该给我多少？"
    assert extract_work_injury(question).targets == ["suspension_wages"]
    assert compensate(question)["amount"] == 30000
    # what comes after the period, with no grade, is asked for rather than answered with the wages
    after = "工伤，停工留薪期3个月，工资每月5000。停工留薪期结束后公司还要给我多少？"
    assert compensate(after)["amount"] is None
    # the period stated as a fact in a one-sentence question does not narrow a total to the wages
    total = "工伤七级，停工留薪期3个月，工资每月5000，当地社平6000，一共能拿多少？"
    assert "suspension_wages" not in extract_work_injury(total).targets


@pytest.mark.parametrize(
    "pointer",
    ["这两笔", "这俩项", "前面说的两笔", "上面两项"],
)
def test_back_reference_by_other_counting_words(pointer: str) -> None:
    # 第37条: 十级 7 months x 4000 = 28000; + 12000 + 15000 given by the province = 55000
    question = (
        "工伤鉴定十级，本人工资4000，社平6000，劳动合同期满不续签。本省一次性工伤医疗补助金1.2万，一次性伤残就业补助金1.5万。"
        f"伤残补助金和{pointer}合在一起一共多少？"
    )
    assert extract_work_injury(question).targets[:3] == ["one_off_disability_benefit", "one_off_medical_subsidy", "one_off_employment_subsidy"]
    assert compensate(question)["amount"] == 55000


def test_a_count_after_the_items_it_sums_points_at_nothing_earlier() -> None:
    # '丧葬补助金和工亡补助金这两项': the count sums the two named, the pension told of afterwards is set aside
    question = (
        "我叔叔2024年5月在厂里干活出事故死了，认定为工亡。本地上年度职工月平均工资8000元。"
        "丧葬补助金和一次性工亡补助金这两项合计多少？抚恤金暂时不问。"
    )
    assert extract_work_injury(question).targets[:2] == ["funeral_grant", "one_off_death_benefit"]
    assert "dependants_pension" not in extract_work_injury(question).targets
    assert compensate(question)["amount"] == 6 * 8000 + 20 * 51821  # 2023 national urban disposable income


def test_a_pension_told_of_in_another_sentence_without_setting_it_aside_is_still_asked() -> None:
    # the back reference reaches items named in any other sentence unless that sentence sets them aside
    question = (
        "我父亲去年在工地出事故去世，认定工亡，生前月工资6000，当地社平7000，家里还有我妈没有工作靠他养活，她能领供养亲属抚恤金。"
        "丧葬补助金加上这几项一共多少？"
    )
    assert "dependants_pension" in extract_work_injury(question).targets


def test_the_pension_of_the_childrens_mother_asked_alone() -> None:
    params = extract_work_injury(
        "我哥哥去年因工死亡，认定工亡，本人工资6000元，当地社平8000元。留下嫂子（无工作无收入）和一个10岁的儿子。孩子妈妈每个月能领多少抚恤金？"
    )
    assert [dependant.relation for dependant in params.dependants] == ["spouse"]



@pytest.mark.parametrize(
    "rearing",
    ["生孩子时难产", "怀孩子时出了意外", "在家照顾孩子时突发疾病", "一个人带小孩，前年生病"],
)
def test_a_child_named_as_what_the_mother_did_leaves_her_words_whole(rearing: str) -> None:
    # bearing or raising a child said as one activity: the child is no new relative, so the mother's death
    # after it is still hers and the child is an orphan
    question = f"我弟弟今年在厂里被机器压死了，认定工亡。弟媳{rearing}去世了，孩子现在5岁。弟弟工资6000。侄子每月能领多少抚恤金？"
    assert [(d.relation, d.orphan_or_solitary_elderly) for d in extract_work_injury(question).dependants] == [("other", True)]
    assert compensate(question)["amount"] == 2400  # (30% + 10%) x 6000


def test_adoptive_parents_are_parents() -> None:
    # '养父母': 养 here makes the parents adoptive ones, who are dependants as birth parents are (工亡职工供养亲属
    # 范围规定 第二条); it is no activity of raising a child
    question = "他在工地出事故死了，认定工亡。他养父母都没有收入，全靠他养活，他工资6000。养父母每月抚恤金一共多少？"
    assert [d.relation for d in extract_work_injury(question).dependants] == ["other", "other"]
    assert compensate(question)["amount"] == 3600  # 2 x 30% x 6000


def test_a_wage_total_over_months_is_averaged_to_the_cent_half_up() -> None:
    # 90000.06 / 12 = 7500.005: half a cent rounds up, as every amount does (money.to_cents)
    question = "工伤停工留薪期3个月，受伤前12个月的工资加起来一共90000.06元。停工留薪期工资一共多少？"
    assert extract_work_injury(question).own_wage == Decimal("7500.01")
    assert compensate(question)["amount"] == 22500.03


# 工伤保险条例 第三十五至三十七条: grades run 一级 to 十级. '十一级' is not read as 一级 (the 一 inside it), and a
# grade outside 1-10 is a clear refusal; 十级 stays 10 (7 months × 5000 = 35000, 第三十七条).
@pytest.mark.parametrize("grade", ["十一级", "0级", "12级", "十二级", "11级"])
def test_a_grade_outside_one_to_ten_is_refused(grade: str) -> None:
    with pytest.raises(ValueError, match="一级至十级"):
        compensate(f"工伤鉴定为{grade}伤残，月工资5000，一次性伤残补助金多少？")


@pytest.mark.parametrize(("said", "grade", "amount"), [("十级", 10, 35000), ("10级", 10, 35000), ("一级", 1, 135000), ("捌级", 8, 55000)])
def test_grades_in_range_still_read(said: str, grade: int, amount: int) -> None:
    result = compensate(f"工伤鉴定为{said}伤残，月工资5000，一次性伤残补助金多少？")
    assert result["params"]["grade"] == grade
    assert result["amount"] == amount


def test_two_grades_named_together_are_asked_for_not_guessed() -> None:
    with pytest.raises(ValueError, match="七八"):
        compensate("工伤鉴定为七八级伤残，月工资5000，一次性伤残补助金多少？")


# A work-injury question that tells of the contract ending: 第三十七条 grade 9 -> 9 × 5000 = 45000, and the two
# lump sums owed when a grade 7-10 worker's contract ends (第三十七条第（二）项) are named as needing the
# provincial standard rather than left out silently.
@pytest.mark.parametrize(
    "question",
    [
        "工伤九级伤残，本人工资5000元，现在劳动合同到期我要离职，工伤待遇一共能拿多少？",
        "我工伤评了九级，工资5000，合同到期了不续签，想辞职走人，伤残待遇总共能拿多少？",
    ],
)
def test_work_injury_benefits_asked_with_the_contract_ending(question: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "work_injury"
    assert result["amount"] == 45000
    note = next(note for note in result["notes"] if "一次性工伤医疗补助金" in note)
    assert "一次性伤残就业补助金" in note and "省、自治区、直辖市人民政府规定" in note


def test_no_subsidy_note_when_their_amounts_are_given_or_not_asked() -> None:
    given = compensate("工伤九级伤残，本人工资5000元，一次性工伤医疗补助金30000元，一次性伤残就业补助金20000元，合同到期离职，一共能拿多少？")
    assert given["amount"] == 95000
    assert not any("省、自治区、直辖市人民政府规定" in note for note in given["notes"])
    one_item = compensate("工伤九级伤残，本人工资5000元，一次性伤残补助金多少？")
    assert not any("一次性工伤医疗补助金" in note for note in one_item["notes"])


@pytest.mark.parametrize(
    ("question", "insured"),
    [
        ("我工伤九级，单位给我交了工伤保险，月工资6000，能拿多少？", True),
        ("我工伤九级，公司有给我们上工伤险，月工资6000，能拿多少？", True),
        ("我工伤九级，公司没给我交工伤保险，月工资6000，能拿多少？", False),
        ("我工伤九级，月工资6000，能拿多少？", None),
    ],
)
def test_insurance_said_in_everyday_words(question, insured):
    # who pays depends on it: the fund, or the employer (工伤保险条例 第六十二条第二款)
    assert extract_work_injury(question).employer_insured is insured
