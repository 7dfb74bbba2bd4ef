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
        # the harm by what did it, without 伤; a grade said with 个
        "我在车间干活的时候被钢管砸了一下，能拿多少？",
        "我在厂里上班手被机器压了，评了个九级，工资每个月五千五，老板让我走人，能拿多少？",
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
        "我在厂里干了两年，被老板压了三个月工资，能要回多少？",
    ],
)
def test_other_harm_does_not_become_a_work_injury(question: str) -> None:
    assert detect_scenario(question) != "work_injury"


@pytest.mark.parametrize(
    "commute",
    [
        "上班路上被车撞了",
        # the way told between the shift and the road
        "下班骑电动车回家路上被小汽车撞了",
        "上班骑车去公司的途中被车撞了",
    ],
)
def test_a_commute_accident_stays_traffic_with_its_work_injury_note(commute: str) -> None:
    result = compensate(f"{commute}，对方全责，医疗费2万，能赔多少？")
    assert result["scenario"] == "traffic" and result["amount"] == 20000
    assert any("第十四条第（六）项" in note for note in result["notes"])


def test_a_shift_and_a_road_in_different_clauses_are_no_commute() -> None:
    result = compensate("下班后去超市买东西，在超市门口的路上被车撞了，对方全责，医疗费2万，能赔多少？")
    assert not any("第十四条第（六）项" in note for note in result["notes"])


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
    assert note.startswith("因工外出期间") and "第（六）项" in note and "作为另一个工伤问题单独计算" in note


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
    # 一次性伤残补助金 6000 × 9 = 54,000 (第三十七条); the employer ending it on no ground told, which 第四十二条第（二）项
    # leaves only to a 第三十九条 fault (session 28): the 赔偿金 6000 × 3 × 2 = 36,000 beside it (第八十七条); the two
    # provincial subsidies are named and asked for
    result = compensate("工伤鉴定九级，干了三年，公司要跟我解除合同，月薪6000")
    assert result["params"]["employment_ended_by"] == "employer"
    assert result["amount"] == 54000
    assert [claim["amount"] for claim in result["related"]] == [36000] and result["combined_total"] == 90000
    notes = "\n".join(result["notes"])
    assert "被单位辞退，没有说理由" in notes and "只剩第三十九条的过错" in notes
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


def test_a_graded_worker_hurt_by_a_machine_and_let_go_gets_the_benefits_and_the_dismissal_note() -> None:
    result = compensate("我在厂里上班手被机器压了，评了个九级，工资每个月五千五，老板让我走人，能拿多少？")
    assert result["scenario"] == "work_injury" and result["amount"] == 49500  # 9 × 5500
    assert any("劳动合同法第四十二条第（二）项" in note for note in result["notes"])


@pytest.mark.parametrize("told", ["也没去认定工伤", "还没做工伤认定", "没申请工伤"])
def test_a_recognition_not_yet_sought_is_no_finding_and_the_note_says_how_to_seek_it(told: str) -> None:
    result = compensate(f"在厂里干活手被压断了，{told}，评了九级，月薪五千，能拿多少？")
    assert result["params"]["injury_recognised"] is None and result["amount"] == 45000
    assert any("工伤保险条例 第十七条" in note for note in result["notes"])


@pytest.mark.parametrize(("told", "recognised"), [("工伤认定为不予认定", False), ("已经认定工伤了", True)])
def test_a_recognition_told_gets_no_note_on_seeking_it(told: str, recognised: bool) -> None:
    result = compensate(f"在厂里干活手被压断了，{told}，评了九级，月薪五千，能拿多少？")
    assert result["params"]["injury_recognised"] is recognised
    assert not any("工伤保险条例 第十七条" in note for note in result["notes"])


@pytest.mark.parametrize("told", ["厂里没给我交社保", "老板没给我交保险", "公司一直没买五险一金"])
def test_social_insurance_not_paid_in_everyday_words_leaves_the_employer_to_pay(told: str) -> None:
    result = compensate(f"我在饭店后厨切菜把手指切断了，评了八级，月薪4500，{told}，我能要多少钱？")
    assert result["params"]["employer_insured"] is False and result["amount"] == 49500
    assert any(step["source"] == "工伤保险条例 第六十二条第二款" for step in result["steps"])


@pytest.mark.parametrize(
    "question",
    [
        "工伤以后停工留薪六个月，老板只给我发了一半工资，月薪8000，他还欠我多少？",
        "认定工伤了，停工留薪期六个月，老板只发了一半的工资，月薪8000，还要补我多少？",
    ],
)
def test_half_the_suspension_wages_paid_leaves_the_other_half(question: str) -> None:
    result = compensate(question)
    assert result["params"]["suspension_months"] == 6 and result["params"]["already_paid"] == 24000
    assert result["amount"] == 24000


def test_a_fall_while_working_at_a_place_pays_the_time_off_as_the_suspension() -> None:
    # working in a school canteen, three months off at 3000 a month: the wages of the suspension period
    result = compensate("我妈在学校食堂干活滑倒摔骨折了，没评残，休息了三个月，食堂没给工资，每月3000，能要回来吗？")
    assert result["scenario"] == "work_injury" and result["amount"] == 9000


SUDDEN_ILLNESS_NOTE = "工伤保险条例 第十五条第一款第（一）项"


def test_a_death_from_a_sudden_illness_at_work_is_a_work_death_with_the_48_hour_note() -> None:
    result = compensate("我爸在厂里干活时突发脑溢血，送医院抢救两天没救过来，他59岁，厂里该赔多少？")
    assert result["scenario"] == "work_injury" and result["params"]["death"] is True
    assert any(SUDDEN_ILLNESS_NOTE in note and "48小时" in note for note in result["notes"])


def test_an_injury_at_work_gets_no_sudden_illness_note() -> None:
    result = compensate("我在车间干活的时候被钢管砸伤了腰，评了十级，月薪六千，能拿多少？")
    assert not any(SUDDEN_ILLNESS_NOTE in note for note in result["notes"])


@pytest.mark.parametrize(("told", "died"), [("抢救了两天没救过来", True), ("没能抢救回来", True), ("抢救过来了", None)])
def test_a_rescue_that_failed_is_a_death(told: str, died: bool | None) -> None:
    assert compensate(f"我爸在工地上从架子上摔下来，{told}，厂里该赔多少？")["params"]["death"] is died


@pytest.mark.parametrize(
    ("question", "targets", "amount"),
    [
        ("我老公在工地上摔伤了，评了四级，月工资六千，以后每个月能拿多少？", ["disability_allowance"], 4500),  # 75%
        ("我老公在工地摔死了，月工资六千，我没工作，孩子5岁，我们每个月能领多少？", ["dependants_pension"], 4200),
    ],
)
def test_what_is_paid_by_the_month_asked_without_its_name_is_that_benefit(question: str, targets: list[str], amount: int) -> None:
    result = compensate(question)
    assert result["params"]["targets"] == targets and result["amount"] == amount


def test_a_grade_without_a_monthly_benefit_asked_by_the_month_keeps_the_lump_sum_and_says_why() -> None:
    result = compensate("我在工地上摔伤了，评了九级，月工资六千，以后每个月能拿多少？")
    assert result["params"]["targets"] == [] and result["amount"] == 54000
    assert any(note.startswith("9级伤残没有按月支付的伤残津贴") for note in result["notes"])


def test_a_lump_sum_asked_gets_no_note_on_monthly_benefits() -> None:
    result = compensate("我在工地上摔伤了，评了九级，月工资六千，能拿多少？")
    assert not any("没有按月支付的伤残津贴" in note for note in result["notes"])


def test_a_grade_not_yet_assessed_is_no_recognition_not_sought() -> None:
    result = compensate("在厂里干活手被压断了，已经认定工伤了，还没认定伤残等级，月薪五千，能拿多少？")
    assert result["params"]["injury_recognised"] is True
    assert not any("工伤保险条例 第十七条" in note for note in result["notes"])


def test_a_vehicle_without_insurance_at_work_is_not_the_employers_insurance() -> None:
    result = compensate("上班时在厂里被叉车撞了，叉车没上保险，评了九级，月薪五千，能拿多少？")
    assert result["params"]["employer_insured"] is None


@pytest.mark.parametrize(("told", "daily", "monthly"), [("一天三百块", "300.00元", "6525.00元"), ("日薪280", "280.00元", "6090.00元")])
def test_a_wage_told_by_the_day_is_asked_for_by_the_month_with_its_usual_conversion(told: str, daily: str, monthly: str) -> None:
    # 工伤保险条例 第六十四条 takes the monthly wage; 300 × 21.75 paid days (劳社部发〔2008〕3号) = 6525 is offered, not assumed
    result = compensate(f"我在工地干活摔伤了，认定了工伤，评了九级伤残，{told}，能拿多少一次性伤残补助金？")
    assert result["amount"] is None and result["params"]["own_wage"] is None
    assert any("本人工资" in line for line in result["missing"])
    notes = [note for note in result["notes"] if note.startswith("题目给的是按天的工资")]
    assert len(notes) == 1 and daily in notes[0] and monthly in notes[0] and "21.75" in notes[0] and "劳社部发〔2008〕3号" in notes[0]


def test_a_monthly_wage_told_gets_no_daily_wage_note() -> None:
    result = compensate("我在工地干活摔伤了，认定了工伤，评了九级伤残，月工资六千，能拿多少一次性伤残补助金？")
    assert not any(note.startswith("题目给的是按天的工资") for note in result["notes"])
