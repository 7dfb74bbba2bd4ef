"""Which calculation a question goes to when a road accident and a disability grade meet: the grade alone says
nothing of work, so a road accident told with one is traffic; words of the job (上下班途中, 单位, 工伤) keep it a
work injury (工伤保险条例 第十四条第（六）项: injured on the way to or from work in an accident not mainly one's fault)."""

from __future__ import annotations

import re

import pytest

from backend.compensation import compensate
from backend.compensation.extract import detect_scenario
from backend.compensation.extract.common import BUSINESS_TROUBLE
from backend.compensation.extract.economic import extract_economic
from backend.compensation.reference import get_reference
from backend.compensation.textutil import clean


@pytest.mark.parametrize(
    "question",
    [
        "今年3月被车撞了，评了九级伤残，对方全责，残疾赔偿金12万，医疗费3万，能赔多少？",
        "出车祸了，鉴定为八级伤残，交警认定对方全责，能赔多少？",
        "骑电动车让货车撞了，伤残等级十级，司机全责，医疗费5万，能赔多少？",
        "发生交通事故，我七级伤残，交强险能赔多少？",
        # another party's company is not the asker's workplace
        "我骑电动车被运输公司的货车撞了，评了八级伤残，货车全责，医疗费3万，残疾赔偿金20万",
        "我走路时被一辆快递公司的车撞了，鉴定九级伤残，能赔多少？",
        # 第十四条第（六）项 covers a commuting accident only when it is not mainly the worker's fault
        "下班路上我开车追尾了前车，我全责，评了十级伤残，能赔多少",
        "上班途中我骑车闯红灯被车撞了，交警认定我负主要责任，评了九级伤残，能赔多少？",
    ],
)
def test_a_road_accident_with_a_grade_is_traffic(question: str) -> None:
    assert detect_scenario(question) == "traffic"


@pytest.mark.parametrize(
    "question",
    [
        # a commute accident is both: the work-injury benefits are what is asked
        "上下班途中被车撞了，评了九级伤残，对方全责，能赔多少？",
        "我下班路上被车撞了，评了九级伤残，对方全责，月工资6000，能赔多少？",
        "在单位被车撞了，评了九级伤残，能拿多少？",
        "单位派我出去办事被车撞了，评了九级伤残，对方全责，能拿多少？",
        # a grade with nothing about a road accident stays a work injury
        "评了九级伤残，能赔多少？",
    ],
)
def test_a_grade_with_words_of_the_job_stays_a_work_injury(question: str) -> None:
    assert detect_scenario(question) == "work_injury"


def test_a_commute_accident_asked_of_the_compulsory_insurance_is_traffic() -> None:
    question = "上下班途中出了车祸，评了九级伤残，对方全责，交强险能赔多少？"
    assert detect_scenario(question) == "traffic"


def test_a_graded_road_accident_is_calculated_as_traffic() -> None:
    # 2026 有责 limits (银保监发〔2020〕41号): medical 18000 of 30000, disability 120000 of 180000 in full;
    # the driver, wholly at fault, pays the medical 12000 beyond the limit (道路交通安全法 第七十六条)
    result = compensate("今年3月被车撞了，评了九级伤残，对方全责，残疾赔偿金12万，医疗费3万，能赔多少？")
    assert (result["scenario"], result["amount"], result["missing"]) == ("traffic", 150000, [])


# one story, two claims: the asking sentence's claim is the primary one, the other beside it (related or a note)
_INJURED_THEN_DISMISSED = "我在工厂上班5年，月薪6000元，去年在车间受伤，被认定为工伤，评了九级伤残。今年公司以我不能胜任为由把我辞退了。"
_COMMUTE_ACCIDENT = "2024年3月我上班路上被一辆轿车撞了，交警认定轿车全责，医疗费2万元，误工费8000元，已经认定工伤，评了十级伤残，月薪5000元。"


def test_the_dismissal_damages_asked_about_a_work_injured_worker_are_the_primary_claim() -> None:
    # 2N = 6000 × 5 × 2 = 60000 (第四十二条第（二）项 forbids the dismissal, 第八十七条); the grade-9 lump sum
    # 6000 × 9 = 54000 beside it, whoever the asking sentence said pays the damages
    result = compensate(_INJURED_THEN_DISMISSED + "公司要赔我多少赔偿金？")
    assert (result["scenario"], result["amount"]) == ("economic", 60000)
    assert [(claim["scenario"], claim["amount"]) for claim in result["related"]] == [("work_injury", 54000)]


@pytest.mark.parametrize("end_of_facts", ["，", "。"])
def test_damages_asked_after_a_road_accident_stay_the_accidents_beside_a_dismissal(end_of_facts: str) -> None:
    # 赔偿金 is the accident's damages when the accident is told more strongly than the dismissal: medical 30000 against
    # a wholly liable car = 18000 (交强险 medical limit) + 12000 (道路交通安全法 第七十六条); the dismissal is noted apart
    question = f"2024年4月我骑车被一辆面包车撞了，看病花了3万，住院那阵子单位把我辞退了，面包车司机全责{end_of_facts}我能要多少赔偿金？"
    result = compensate(question)
    assert (result["scenario"], result["amount"]) == ("traffic", 30000)
    assert any("第四十二条第（三）项" in note and "作为另一个问题单独计算" in note for note in result["notes"])


def test_the_benefits_asked_about_a_dismissed_worker_are_the_primary_claim() -> None:
    result = compensate(_INJURED_THEN_DISMISSED + "我的工伤待遇能拿多少？")
    assert (result["scenario"], result["amount"]) == ("work_injury", 54000)
    assert [(claim["scenario"], claim["amount"]) for claim in result["related"]] == [("economic", 60000)]


@pytest.mark.parametrize("end_of_facts", ["。", "，"])
def test_the_claim_asked_about_is_primary_whether_the_facts_end_with_a_full_stop_or_a_comma(end_of_facts: str) -> None:
    # a chat question typed as one sentence asks in its last clause: 2N = 5000 × 6 × 2 = 60000 (第四十二条第（二）项
    # forbids dismissing a grade-9 worker for the business's troubles, 第八十七条); the grade-9 lump sum 5000 × 9 = 45000
    # beside it
    question = f"我在车间干活时受伤，工伤评了九级，厂里以效益不好为由把我辞退了，月工资5000元，干了6年{end_of_facts}厂里该赔我多少赔偿金？"
    result = compensate(question)
    assert (result["scenario"], result["amount"]) == ("economic", 60000)
    assert [(claim["scenario"], claim["amount"]) for claim in result["related"]] == [("work_injury", 45000)]


@pytest.mark.parametrize("end_of_facts", ["。", "，"])
def test_damages_asked_by_a_work_injured_worker_never_dismissed_are_the_injury_benefits(end_of_facts: str) -> None:
    # no ending of the contract is told, so there is no 第八十七条 claim: '赔偿金' is the everyday word for the injury's
    # benefits (grade 9: 5000 × 9 = 45000 from the fund, none of it the employer's to pay)
    question = f"在厂里干活摔断了腿，认定了工伤，评了九级，月薪5000，干了6年{end_of_facts}公司该赔我多少赔偿金？"
    result = compensate(question)
    assert result["scenario"] == "work_injury"
    assert "related" not in result
    assert 45000 in [step["amount"] for step in result["steps"]]
    assert all("第八十七条" not in step["source"] for step in result["steps"])


def test_a_commuting_accident_asked_of_the_vehicle_side_is_traffic_with_a_work_injury_note() -> None:
    # 2024 有责 limits: medical 20000 → 18000, lost wages 8000; the car wholly at fault pays the 2000 left too
    result = compensate(_COMMUTE_ACCIDENT + "对方保险公司和司机要赔我多少？")
    assert (result["scenario"], result["amount"]) == ("traffic", 28000)
    assert any("第十四条第（六）项" in note for note in result["notes"])


def test_a_commuting_accident_asked_of_the_benefits_is_a_work_injury() -> None:
    # grade 10: 7 months × 5000 = 35000 (工伤保险条例 第三十七条); the tort claim is told beside it
    result = compensate(_COMMUTE_ACCIDENT + "工伤待遇单位和工伤保险要补偿多少？")
    assert (result["scenario"], result["amount"]) == ("work_injury", 35000)
    assert any("第三人" in note for note in result["notes"])


def test_a_commuting_accident_mainly_ones_own_fault_has_no_work_injury_note() -> None:
    result = compensate("2024年3月我下班路上开车追尾了前车的一位行人，我全责，对方医疗费2万元，交强险赔多少？")
    assert not any("第十四条第（六）项" in note for note in result["notes"])


@pytest.mark.parametrize(
    "finding",
    ["交警认定对方负次要责任", "交警认定轿车无责任", "交警认定轿车一方承担30%的责任"],
)
def test_a_commuters_main_fault_told_as_the_cars_small_share_is_noted_as_no_work_injury(finding: str) -> None:
    # the car's minor share, none, or under half leaves the main fault with the commuter: 第十四条第（六）项 then gives
    # no work injury, and the note says so
    result = compensate(f"2024年3月我下班路上骑电动车闯了红灯，被一辆轿车撞了，{finding}，医疗费3万元，对方保险公司应赔我多少？")
    [note] = [note for note in result["notes"] if "第十四条第（六）项" in note]
    assert "一般不能认定为工伤" in note and "应当认定为工伤" not in note


def test_a_commuting_driver_who_hit_someone_gets_no_work_injury_note() -> None:
    # the uninjured driver asks what their side pays: the work-injury note is not theirs
    result = compensate("2024年3月我下班路上开车把一位骑自行车的老人撞倒了，交警认定我负次要责任，老人医疗费3万元，我的保险公司应赔多少？")
    assert not any("第十四条第（六）项" in note for note in result["notes"])


@pytest.mark.parametrize("finding", ["交警认定对方负主要责任", "交警认定我负次要责任", "交警认定双方同等责任"])
def test_a_commuter_not_mainly_at_fault_keeps_the_work_injury_note(finding: str) -> None:
    result = compensate(f"2024年3月我下班路上骑电动车被一辆轿车撞了，{finding}，医疗费3万元，对方保险公司应赔我多少？")
    assert any("第十四条第（六）项" in note for note in result["notes"])


def test_business_trouble_words_route_and_read_alike() -> None:
    # one list: each word routes to the labour-contract calculation and, for a pregnant worker, is a ground 第四十二条第
    # （四）项 forbids: 2N = 6000 × 3 × 2 = 36,000 (劳动合同法 第八十七条)
    for words in ("经济困难", "效益差", "订单少了"):
        question = f"我怀孕了，月薪6000，工作3年，公司说{words}把我辞退了，能拿多少？"
        assert re.search(BUSINESS_TROUBLE, words)
        assert detect_scenario(question) == "economic"
        assert extract_economic(question, get_reference()).termination_reason == "prohibited_42_pregnancy"
        assert compensate(question)["amount"] == 36000


def test_the_benefits_named_on_leaving_outweigh_the_word_for_ending_the_contract() -> None:
    # a grade 7-10 worker who ends the contract is owed the two lump sums of 工伤保险条例 第三十七条, set by the
    # province: the question asks for them, not for a dismissal's compensation, so the engine asks for the standards
    result = compensate("我是八级工伤，在厂里做了6年，月薪7000元，现在我提出和单位解除劳动合同，"
                        "一次性工伤医疗补助金和伤残就业补助金能拿多少？")
    assert result["scenario"] == "work_injury"
    assert any("一次性工伤医疗补助金" in item for item in result["missing"])


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 机动车无责 towards a pedestrian: 1800 medical (无责 limit) + 10% of the rest (第七十六条第一款第（二）项)
        ("机动车无责任，我是行人，医疗费5000元，2023年", 1800 + 3200 * 0.1),
        ("2023年，货车司机负次要责任。我是行人，我的医疗费4万，按30%，能赔多少？", 18000 + 22000 * 0.3),
        ("交警认定对方全责。我2023年5月骑自行车时受伤，住院花了3万。能赔多少？", 30000),
    ],
)
def test_a_motor_vehicles_liability_finding_names_a_road_accident(question: str, expected: float) -> None:
    # no 撞 nor 交通事故: the vehicle's finding or the traffic police's names the accident
    assert detect_scenario(question) == "traffic"
    assert compensate(question)["amount"] == expected


@pytest.mark.parametrize(
    "question",
    [
        "我被公司fire了，没有任何理由，compensation怎么算？工作了3年，月薪1万",
        "公司无故把我Fired了，没有任何理由，干了3年，salary一万，能拿多少compensation？",
        "我被公司laid off了，没有任何理由，干了3年，monthly salary 10000，compensation怎么算？",
    ],
)
def test_common_english_work_words_in_a_chinese_question_read_as_their_chinese(question: str) -> None:
    # as '我被公司辞退了，没有任何理由……补偿怎么算': a dismissal without a ground, 2N = 2 × 3 × 10000 (第八十七条)
    chinese = compensate("我被公司辞退了，没有任何理由，补偿怎么算？工作了3年，月薪1万")
    assert chinese["amount"] == 60000
    result = compensate(question)
    assert (result["scenario"], result["amount"]) == ("economic", 60000)


@pytest.mark.parametrize(
    "text",
    ["在The Fire Station门口被电动车撞了", "厂里fire alarm一响我就往外跑，摔伤了", "我在Fire公司做了两年",
     "仓库着fire了，我被烫伤", "车间发生fire了，我被烧伤"],
)
def test_fire_as_a_fire_or_a_name_is_not_read_as_a_dismissal(text: str) -> None:
    assert "辞退" not in clean(text)


@pytest.mark.parametrize(
    ("text", "read"),
    [("上周被老板fire了", "上周被老板辞退了"), ("经理直接fire了我", "经理直接辞退了我"), ("他们把我Fired了", "他们把我辞退了")],
)
def test_fire_in_the_sense_of_a_dismissal_reads_as_one(text: str, read: str) -> None:
    assert clean(text) == read


def test_a_question_wholly_in_english_is_not_translated() -> None:
    # the rules read Chinese: an English question names no calculation and is refused with the usual message
    with pytest.raises(ValueError, match="无法判断问题属于哪类计算"):
        compensate("I was fired after 3 years, salary 10000, how much compensation?")



@pytest.mark.parametrize(
    ("question", "amount"),
    [
        # months 2-8 without a written contract: 7 × 6000 (劳动合同法 第八十二条)
        ("干了8个月，没签合同，月薪6000，能要多少", 42000),
        # the wage untold: asked for, not refused as a question of no known kind
        ("干了8个月，没签合同，能要多少", None),
    ],
)
def test_work_without_a_written_contract_is_a_labour_question(question: str, amount: int | None) -> None:
    result = compensate(question)
    assert (result["scenario"], result["amount"]) == ("economic", amount)
    assert amount is not None or result["missing"] == ["每月工资"]


@pytest.mark.parametrize("sent_away", ["上周被老板撵走了", "老板突然让我回家了"])
def test_a_dismissal_in_everyday_words_is_a_labour_question(sent_away: str) -> None:
    # the employer ended it, no ground told: 3 months (第四十七条) × 8000
    result = compensate(f"在公司干了3年，月薪8000，{sent_away}，能拿多少")
    assert (result["scenario"], result["params"]["contract_ended"], result["amount"]) == ("economic", True, 24000)


@pytest.mark.parametrize("end_of_facts", ["，", "。"])
@pytest.mark.parametrize("place", ["", "（浙江省）"])
def test_a_graded_work_injury_whose_employment_ended_is_asked_of_its_benefits(end_of_facts: str, place: str) -> None:
    # a recognised work injury with its grade; the employment ended, no one said to have dismissed the worker: the ending
    # is when 工伤保险条例 第三十七条's lump sums fall due, not a dismissal's claim. Grade 8: 11 × 7000 = 77000; the two
    # provincial subsidies are named as not counted (their standard is the province's)
    question = f"在车间干活时受了伤，已经认定工伤，劳动能力鉴定为八级，本人工资7000元{end_of_facts}后来跟公司解除了劳动关系，能拿多少钱？{place}"
    result = compensate(question)
    assert (result["scenario"], result["amount"]) == ("work_injury", 77000)
    assert any("一次性工伤医疗补助金" in note and "第三十七条" in note for note in result["notes"])


def test_overtime_pay_asked_alone_is_worked_out_or_asks_what_it_needs() -> None:
    # overtime is an economic claim of its own (劳动法 第四十四条): rest days worked and not given back as rest are 200%
    # of the day's wage (4350 ÷ 21.75 = 200): 200 × 8 × 2 = 3200
    result = compensate("周末加班了8天，公司没给调休也没给钱，月工资4350，能要多少？")
    assert (result["scenario"], result["amount"], result["params"]["targets"]) == ("economic", 3200, ["overtime_pay"])
    # twelve hours a day are four added hours (劳动法 第三十六条); with no span told, the days they were worked are asked
    # for, no figure
    result = compensate("每天干12个小时，一个月就休两天，工资4000，从来没给过加班费，能要多少加班费？")
    assert result["scenario"] == "economic" and result["amount"] is None
    assert any("每天加班 4 小时的工作日共有多少天" in missing for missing in result["missing"])


def test_overtime_owed_beside_a_dismissal_keeps_the_dismissal() -> None:
    result = compensate("公司把我辞退了，还欠我加班费3000，干了两年，月薪5000，能赔多少？")
    assert result["scenario"] == "economic" and result["amount"] == 10000


def test_chores_at_home_are_no_work_place():
    # '在…干活' names a work place, but not one's own home
    assert detect_scenario("在家里干活摔断了腿，花了医药费五千，能找谁赔？") != "work_injury"
    assert detect_scenario("在学校食堂干活摔断了腿，花了医药费五千，能赔多少？") == "work_injury"


@pytest.mark.parametrize(
    "question",
    [
        "房东没到期就要把我赶走，还把电给断了，这合法吗",
        "房东提前收房把我撵出来了，能赔我多少",
        "房东要我滚蛋，合同没到期，能要赔偿吗",
        "我在饭店吃饭被老板赶出去了，合法吗",
        "学校把孩子开除了，合法吗",
        "被老公赶出家门了，能要赔偿吗",
    ],
)
def test_one_sent_away_as_no_worker_is_no_dismissal(question: str) -> None:
    # a tenant, a customer, a pupil or a wife sent away in a dismissal's words, no job told: no labour relation to end
    assert detect_scenario(question) is None
    with pytest.raises(ValueError, match="无法判断问题属于哪类计算"):
        compensate(question)


def test_a_worker_sent_away_in_the_same_words_is_dismissed() -> None:
    result = compensate("我在饭店当服务员，老板把我赶走了，干了三年，月薪五千，能拿多少")
    assert result["scenario"] == "economic" and result["amount"] == 15000
