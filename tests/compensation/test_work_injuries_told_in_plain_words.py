"""Deaths and injuries at work told the way families tell them, without the word 工伤: they are work-injury
questions (工伤保险条例 第十四条), while a road accident on the way to work, a fight, or a customer hurt in the shop
are not; a road accident on the way to work or on a work trip ('送货途中') stays traffic with a note that it is a work
injury too (第（六）项, 第（五）项). A work death's three items (第三十九条), and an employer's ending of a grade 7-10 worker's contract
(劳动合同法 第四十二条第（二）项; 工伤保险条例 第三十七条; 劳动合同法 第四十七条、第八十七条). Figures by hand."""

from __future__ import annotations

from datetime import date

import pytest

from backend.compensation import compensate
from backend.compensation.extract import detect_scenario
from backend.compensation.extract.economic import dismissed_by_employer
from backend.compensation.textutil import asked_on
from wording import THIS_YEAR


@pytest.mark.parametrize(
    "question",
    [
        "我老公在工地上摔死了，他45岁，能赔多少？",
        "我爸在厂里上班时被机器压断了两根手指，厂里该赔多少？",
        "我哥送货途中从三轮车上摔下来骨折了，公司能赔多少",
        "我老婆在车间上夜班时触电身亡，单位赔多少",
        "我干活的时候被钢管砸伤了腰，能拿到多少钱",
    ],
)
def test_harm_at_work_told_without_the_word_is_a_work_injury(question: str) -> None:
    assert detect_scenario(question) == "work_injury"


@pytest.mark.parametrize(
    ("question", "scenario"),
    [
        # on the way to work and hit by a car: the road accident's claim (its note names the work injury)
        ("上班路上被车撞了，对方全责，医疗费2万，能赔多少？", "traffic"),
        ("送货途中被货车撞伤了，货车全责，医疗费3万，能赔多少？", "traffic"),
        # a dismissal of a worker on a building site: the labour claim
        ("在工地上干了三年，老板把我辞退了，月薪8000，能拿多少补偿？", "economic"),
    ],
)
def test_a_road_accident_or_a_dismissal_at_a_work_place_keeps_its_claim(question: str, scenario: str) -> None:
    assert detect_scenario(question) == scenario


@pytest.mark.parametrize(
    "question",
    [
        # a fight at work, someone else hurt in the shop, the plant or by a building site, and pay gone are no work injury
        "我在店里上班时和同事打架被打伤了，能赔多少？",
        "顾客在我们店里摔伤了，要我们赔多少？",
        "有个客户来我们厂里参观时摔伤了，厂里要赔多少？",
        "我路过一个工地被掉下来的砖砸伤了，施工方要赔多少？",
        "在厂里干了两年，工资没了一半，能要回多少？",
    ],
)
def test_other_harm_does_not_become_a_work_injury(question: str) -> None:
    assert detect_scenario(question) != "work_injury"


def test_a_commute_accident_stays_traffic_with_its_work_injury_note() -> None:
    result = compensate("上班路上被车撞了，对方全责，医疗费2万，能赔多少？")
    assert result["scenario"] == "traffic" and result["amount"] == 20000
    assert any("第十四条第（六）项" in note for note in result["notes"])


WORK_TRIP = "第十四条第（五）项"


@pytest.mark.parametrize(
    "question",
    [
        "送货途中被货车撞伤了，货车全责，医疗费3万，能赔多少？",
        "我出差的时候过马路被一辆小车撞了，小车全责，医疗费3万，能赔多少？",
        # on a work trip the asker's own share of the fault does not take the work injury away (unlike the commute)
        "公司派我去客户那里送材料，路上被车撞了，交警认定我负主要责任，医疗费3万，对方要赔多少？",
    ],
)
def test_a_road_accident_on_a_work_trip_stays_traffic_with_its_work_injury_note(question: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "traffic"
    (note,) = [note for note in result["notes"] if WORK_TRIP in note]
    assert note.startswith("因工外出期间") and "第（六）项" in note and "scenario 为 work_injury" in note


@pytest.mark.parametrize(
    "question",
    [
        "我去超市买东西的路上被车撞了，对方全责，医疗费2万，能赔多少？",  # no work in it
        "我开车送货时撞伤了一个行人，我全责，对方医疗费2万，我要赔多少？",  # the asker is the side that pays
        "上班路上被车撞了，对方全责，医疗费2万，能赔多少？",  # the commute's own note, not the work trip's
    ],
)
def test_a_road_accident_off_a_work_trip_gets_no_work_trip_note(question: str) -> None:
    assert not any(WORK_TRIP in note for note in compensate(question)["notes"])


def test_killed_at_work_in_plain_words_is_a_death() -> None:
    # 摔死 is a death: the death benefits are asked for, not a disability grade
    result = compensate("我老公在工地上摔死了，他45岁，能赔多少？")
    assert result["scenario"] == "work_injury" and result["params"]["death"] is True
    assert not any("伤残等级" in need for need in result["missing"])
    assert any("丧葬补助金为其6个月" in need for need in result["missing"])


def test_a_near_miss_at_work_is_no_death() -> None:
    # 10级 = 7 months of 本人工资: 4000 × 7 = 28,000 (工伤保险条例 第三十七条)
    result = compensate("我在工地上差点摔死，腿摔断了，评了十级，月工资4000，能赔多少？")
    assert result["params"]["death"] is None and result["amount"] == 28000


def test_a_work_death_with_its_date_is_paid_by_the_law() -> None:
    # died 2024-10: 丧葬补助金 9000 × 6 = 54,000 (第三十九条第一款第（一）项); 一次性工亡补助金 = 2023's national urban
    # per-capita disposable income 51,821 × 20 = 1,036,420 (第（三）项); together 1,090,420
    result = compensate("我老婆2024年10月在厂里上夜班时触电身亡，当地上年度职工月平均工资9000，单位赔多少？")
    assert result["params"]["death_date"] == "2024-10-01"
    assert result["amount"] == 1090420
    assert any("2023年全国城镇居民人均可支配收入" in step["description"] for step in result["steps"])


def test_the_family_told_are_the_dependants_and_their_pension_is_capped() -> None:
    # died 2025-03: 8000 × 6 = 48,000 + 54,188 (2024) × 20 = 1,083,760 → 1,131,760. Dependants: the widow (40%) and
    # two children and his mother (30% each): 2800 + 3 × 2100 = 9100 a month, capped at his wage 7000 (第三十九条)
    result = compensate(
        "我老公2025年3月在车间被钢板砸死了，月工资7000，当地上年度职工月平均工资8000，留下两个孩子和他妈妈，能拿多少钱？"
    )
    relations = sorted(dependant["relation"] for dependant in result["params"]["dependants"])
    assert relations == ["other", "other", "other", "spouse"]
    assert result["amount"] == 1131760
    assert result["elements"]["monthly_items"] == {"供养亲属抚恤金（每月）": 7000}


def test_the_pension_is_named_when_a_lump_sum_still_lacks_a_figure() -> None:
    # no local average wage: the funeral grant is asked for, and the dependants' pension is still worked out
    result = compensate("我老公2025年3月在车间被钢板砸死了，月工资7000，留下两个孩子和他妈妈，能拿多少钱？")
    assert result["amount"] is None
    assert any("封顶" in step["description"] and step["amount"] == 7000 for step in result["steps"])


def test_a_death_without_its_date_is_taken_as_this_year_and_said() -> None:
    # asked in 2025 with no date of death: taken as a 2025 death, so 2024's 54,188 × 20 = 1,083,760; with the local
    # average 8000: 48,000 + 1,083,760 = 1,131,760
    with asked_on(date(2025, 6, 1)):
        result = compensate("我老公在工地上摔死了，当地上年度职工月平均工资8000，能赔多少？")
    assert result["amount"] == 1131760
    assert any("题目未给出死亡日期，按2025年死亡计" in note for note in result["notes"])


def test_a_death_without_its_date_asks_for_a_figure_not_on_file() -> None:
    # the previous year's national figure is not in statistics.yaml: asked for, naming the assumed year
    result = compensate("我老公在工地上摔死了，当地上年度职工月平均工资8000，能赔多少？")
    assert result["amount"] is None
    assert any(f"{THIS_YEAR - 1}年全国城镇居民人均可支配收入" in need and f"按{THIS_YEAR}年死亡计" in need for need in result["missing"])


def test_the_company_ending_the_contract_of_a_worker_is_read_as_the_employer_s() -> None:
    assert dismissed_by_employer("公司要跟我解除合同")
    assert not dismissed_by_employer("我跟公司解除了劳动合同")


def test_a_grade_nine_worker_the_company_lets_go_is_told_what_the_ending_brings() -> None:
    # 一次性伤残补助金 6000 × 9 = 54,000 (第三十七条); the ending's own figures, by its ground: 经济补偿 6000 × 3 =
    # 18,000 (第四十七条), or 36,000 for a 第四十、四十一条 ending that 第四十二条第（二）项 forbids (第八十七条); the two
    # provincial subsidies are named and asked for
    result = compensate("工伤鉴定九级，干了三年，公司要跟我解除合同，月薪6000")
    assert result["params"]["employment_ended_by"] == "employer"
    assert result["amount"] == 54000
    assert "related" not in result and "combined_total" not in result
    notes = "\n".join(result["notes"])
    assert "经济补偿 18000.00元" in notes and "赔偿金 36000.00元" in notes
    assert "由用人单位解除" in notes and "一次性工伤医疗补助金、一次性伤残就业补助金" in notes


def test_a_grade_nine_ending_with_the_provincial_subsidies_told_adds_them() -> None:
    # 54,000 + 20,000 + 30,000 = 104,000
    result = compensate(
        "工伤鉴定九级，干了三年，公司要跟我解除合同，月薪6000，我们这一次性工伤医疗补助金2万，一次性伤残就业补助金3万，我一共能拿多少？"
    )
    assert result["amount"] == 104000


def test_a_grade_five_worker_is_not_offered_a_lawful_ending() -> None:
    # grades 5-6 keep the relation unless the worker asks (第三十六条): no 经济补偿 of a lawful ending is worked out
    result = compensate("工伤鉴定五级，干了三年，公司要跟我解除合同，月薪6000，能拿多少")
    assert result["amount"] == 108000  # 6000 × 18
    assert not any("合法解除" in note for note in result["notes"])
