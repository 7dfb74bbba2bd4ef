"""Economic compensation where the kind of ending or of employment decides it: a 第四十、四十一条 dismissal in a
第四十二条 state (unlawful: twice the standard, 第四十八、八十七条), a dismissal with no reason given in everyday
words, a renewal offered on lower terms and refused (第四十六条第（五）项), pay parts added to the base
(实施条例 第二十七条), part-time work (第七十一条) and retirees (劳动争议解释（一） 第三十二条), service carried over
from an employer that arranged the move (实施条例 第十条) and dispatched work (第五十八、九十二条).
Expected values by hand."""

from __future__ import annotations

from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.engine import compensate_params
from backend.compensation.extract import extract_economic


@pytest.mark.parametrize(
    ("question", "reason", "expected"),
    [
        # 第四十二条第（三）项: in the medical period, a 第四十条 dismissal is forbidden: 6000 × 4 × 2
        (
            "我还在医疗期内休病假，公司以客观情况发生重大变化为由解除了劳动合同，提前30天通知了。月薪6000，干了4年。",
            "prohibited_42_medical_period",
            48000,
        ),
        ("医疗期还没满，单位说岗位撤销、调岗没谈拢，把我辞退了，工作5年，月工资7000，能拿多少？", "prohibited_42_medical_period", 70000),
        # 第四十二条第（四）项: a pregnant worker laid off under 第四十一条: 8000 × 3 × 2
        ("我怀孕5个月，公司说经济性裁员把我裁了，月薪8000，工作3年。", "prohibited_42_pregnancy", 48000),
        ("我在休产假，公司以经营困难为由裁员，把我也裁了，工资9000，干了2年半，赔多少？", "prohibited_42_pregnancy", 54000),
        # 第四十二条第（五）项: 16 years' service and 3 years to retirement: 7000 × 16 × 2
        (
            "我在公司干了16年，还有3年就退休了，公司以客观情况发生重大变化为由解除合同，提前30天通知了，月薪7000。",
            "prohibited_42_long_service",
            224000,
        ),
        # 第四十二条第（一）项: a suspected occupational disease under observation: 6000 × 2 × 2
        ("我疑似职业病还在医学观察，公司就以不能胜任为由把我辞了，干了2年，月薪6000，能拿多少？", "prohibited_42_occupational_check", 24000),
        # 第四十条第（一）项 needs another post offered first; without one the dismissal is unlawful: 5000 × 6 × 2
        (
            "我生病请了5个月病假，病好后回去上班，公司说我干不了原来的活，也没给我调岗，直接解除了合同，提前一个月通知了。月薪5000，干了6年。",
            "employer_40_no_other_post",
            60000,
        ),
    ],
)
def test_a_dismissal_forbidden_by_article_42_is_unlawful(question: str, reason: str, expected: float) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == reason
    assert result["amount"] == expected
    # the step names the 第四十二条 item (or the 第四十条第（一）项 condition) the ending breaks
    assert any("第四十二条" in step["source"] or "第四十条第（一）项" in step["source"] for step in result["steps"])


@pytest.mark.parametrize(
    ("question", "reason", "expected"),
    [
        # no state of 第四十二条 left at the ending: the medical period over (第四十条第（一）项 met): 6000 × 3.5
        (
            "医疗期满后不能从事原工作，也不能从事公司另行安排的工作，公司提前30天书面通知解除了合同，干了3年5个月，月薪6000，经济补偿多少？",
            "employer_40",
            21000,
        ),
        # the wife's pregnancy is not the worker's state: a plain 第四十一条 layoff, 6000 × 2
        ("我老婆怀孕了，公司裁员把我裁了，月薪6000，干了2年，补偿多少？", "layoff_41", 12000),
        # 15 years but 8 years to retirement: 第四十二条第（五）项 needs less than five
        ("我在公司干了15年，离退休还有8年，公司裁员把我裁了，月薪6000，补偿多少？", "layoff_41", 90000),
    ],
)
def test_a_dismissal_outside_article_42_stays_lawful(question: str, reason: str, expected: float) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == reason
    assert result["amount"] == expected


def test_a_state_of_article_42_under_another_ending_is_told() -> None:
    # 第四十五条: a contract ending while the worker is pregnant runs on until the state ends, so ending it at expiry is
    # unlawful: 2N (6000 × 3 × 2, 第八十七条), the note naming the state and the continuation she may ask instead
    result = compensate("我怀孕了，劳动合同到期公司不续签了，干了3年，月薪6000，能拿多少？")
    assert result["amount"] == 36000 and result["params"]["termination_reason"] == "expiry_in_protected_state"
    assert any("第四十五条" in note and "第四十二条第（四）项" in note and "继续履行" in note for note in result["notes"])


def test_structured_params_take_an_article_42_reason() -> None:
    # the user correcting the reason: 第四十二条第（二）项 (work injury graded), 9000 × 5 × 2
    result = compensate_params(
        "economic", {"monthly_wage": 9000, "service_months": 60, "termination_reason": "prohibited_42_work_injury"}
    )
    assert result["amount"] == 90000
    assert any("第四十二条第（二）项" in step["description"] for step in result["steps"])


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 第四十八、八十七条: an employer ends a contract only on the grounds of 第三十九至四十一条; none given is
        # unlawful: 6000 × 2 × 2
        ("我被辞退了，老板啥理由也没给，月薪6000，干了2年", 24000),
        ("老板一句话就让我滚蛋了，什么原因都没讲，月薪6000，干了2年，能拿多少？", 24000),
        ("公司突然把我开了，也没说原因，工作3年，工资5000，补偿多少？", 30000),
        # 1年4个月: 1.5 months, × 7200 × 2
        ("2025年7月1号进的厂，干到2026年10月31号被老板炒了，啥理由也没说，月薪七千二，能拿多少？", 21600),
    ],
)
def test_a_dismissal_with_no_reason_in_everyday_words_is_unlawful(question: str, expected: float) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "illegal"
    assert result["amount"] == expected


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 第四十六条第（五）项: only a renewal on the same or better terms, refused, owes nothing; a cut is neither,
        # and the cut (or the new pay) is not the wage: 7000 × 3
        ("合同到期，公司提出续签但工资要降1000，我不同意，就没续签。干了3年，月薪7000。", 21000),
        ("合同到期，公司要求续签但工资降到5000，我不同意，就没续签，原来月薪7000，干了3年。", 21000),
        ("合同期满单位说要降薪续签，每月只给4000，我没答应，工作4年，月工资6000，经济补偿多少？", 24000),
    ],
)
def test_a_renewal_on_lower_terms_refused_owes_compensation(question: str, expected: float) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == "expiry_not_renewed"
    assert result["amount"] == expected


def test_a_renewal_on_the_same_terms_refused_still_owes_nothing() -> None:
    # 第四十六条第（五）项 exception: 0
    result = compensate("合同到期，公司愿意按原来的条件续签，我不同意，干了3年，月薪7000，经济补偿多少？")
    assert result["params"]["termination_reason"] == "expiry_employee_declined"
    assert result["amount"] == 0


@pytest.mark.parametrize(
    ("question", "wage"),
    [
        # 实施条例 第二十七条: the wage is what was earned, 提成 and 奖金 included: 6000 + 2000
        ("月薪6000外加每月提成平均2000，公司裁员，干了5年，补偿多少？", 8000),
        ("月薪6000，另外每月提成平均2000，公司裁员，干了5年，补偿多少？", 8000),
        # a quarterly bonus of 3000 is 1000 a month
        ("月薪6000，每季度还有季度奖3000，公司裁员，干了5年，补偿多少？", 7000),
        # 13薪、14薪: 14 monthly wages a year, 6000 × 14 / 12
        ("月薪6000，年终多发两个月工资（13薪、14薪），公司裁员，干了5年，补偿多少？", 7000),
        ("工资每月9000，公司是13薪，协商解除，干了4年，补偿多少？", 9750),
        # two extra months told in words, without 13薪/14薪: 6000 × 14 / 12
        ("公司协商解除劳动合同，我工作了3年，月薪6000，每年年底多发两个月工资，经济补偿多少？", 7000),
        # '加上提成平均每月8000' names the whole pay, not a part: unchanged
        ("公司协商解除，我工作了3年，基本工资5000，加上提成平均每月8000，经济补偿多少？", 8000),
    ],
)
def test_pay_parts_count_in_the_wage(question: str, wage: int) -> None:
    assert extract_economic(question).monthly_wage == Decimal(wage)


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        # 第七十一条: part-time work ends without compensation
        ("我是非全日制用工，每天干4小时，一个月工资2000，干了2年，老板通知我不用来了。", "part_time_71"),
        ("我是小时工，干了一年半，月均收入3000，老板说不用来了，能拿多少补偿？", "part_time_71"),
        # 劳动争议解释（一） 第三十二条: a retiree drawing a pension is in a 劳务关系
        ("我退休后被原单位返聘，月薪5000，返聘干了3年，现在单位不让我干了，有补偿吗？", "retiree_service_relation"),
        ("我已经退休了，每月领养老金，又在一家超市上班两年，超市无故辞退我，月薪3000，能要赔偿金吗？", "retiree_service_relation"),
    ],
)
def test_work_outside_the_termination_rules_owes_nothing(question: str, reason: str) -> None:
    result = compensate(question)
    assert result["params"]["termination_reason"] == reason
    assert result["amount"] == 0
    assert result["notes"]  # says why, and what fact would change it


def test_a_relatives_retirement_is_not_the_workers() -> None:
    # '我爸退休了' says nothing of the worker: a 第四十一条 layoff, 6000 × 5
    result = compensate("我爸早就退休了，我在公司干了5年，公司裁员把我裁了，月薪6000，补偿多少？")
    assert result["params"]["termination_reason"] == "layoff_41"
    assert result["amount"] == 30000


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 实施条例 第十条: 3 + 2 years at the two employers, 8000 × 5
        (
            "我在A公司干了3年，后来公司安排我到关联的B公司，工龄没有中断，又在B公司干了2年，B公司以客观情况发生重大变化协商变更不成为由解除合同，提前30天通知了，月薪8000",
            40000,
        ),
        # dates for the new employer and 2 years at the old one: 7 years, 10000 × 7 × 2
        (
            "公司违法解除劳动合同，我在这家公司的时间是2019-04-01至2024-03-31，月薪1万，之前在前一家关联公司干了2年，是公司安排我过来的，赔偿金多少？",
            140000,
        ),
    ],
)
def test_service_at_an_employer_that_arranged_the_move_carries_over(question: str, expected: float) -> None:
    result = compensate(question)
    assert result["amount"] == expected
    assert any("实施条例第十条" in note for note in result["notes"])


def test_service_is_not_carried_over_once_the_old_employer_paid() -> None:
    # 实施条例 第十条, last clause: the old employer paid compensation, so only the new 2 years count: 8000 × 2
    question = "我在A公司干了3年，A公司已经给了我经济补偿，后来公司安排我到关联的B公司，又在B公司干了2年，B公司裁员，月薪8000，补偿多少？"
    result = compensate(question)
    assert result["amount"] == 16000
    assert any("已支付过经济补偿" in note for note in result["notes"])


def test_a_dispatched_worker_is_told_who_pays() -> None:
    # 第五十八条: the dispatching agency is the employer; 第九十二条: the host is jointly liable for harm
    result = compensate("我是劳务派遣到这家工厂的，干了3年，派遣公司以经营困难为由裁员把我裁了，月薪5000，能拿多少补偿？")
    assert result["amount"] == 15000
    assert any("第五十八条" in note and "第九十二条" in note for note in result["notes"])


@pytest.mark.parametrize(
    ("state", "reason"),
    [("我怀孕5个月", "prohibited_42_pregnancy"), ("我还在医疗期内休病假", "prohibited_42_medical_period")],
)
@pytest.mark.parametrize("ending", ["公司违法辞退我", "公司无故把我辞退了", "公司以客观情况发生重大变化为由把我辞退了"])
def test_a_protected_worker_dismissed_unlawfully_is_read_by_their_state(state: str, reason: str, ending: str) -> None:
    # called unlawful, done without a reason, or on a 第四十条 ground: the 第四十二条 state is why it is unlawful (2N = 8000 × 3 × 2)
    result = compensate(f"{state}，月工资8000元，在公司干了3年，{ending}，能赔多少？")
    assert result["params"]["termination_reason"] == reason
    assert result["amount"] == 48000


@pytest.mark.parametrize(
    "ground",
    ["公司以我严重违反规章制度为由把我开除了", "公司说我严重失职，把我辞退了", "公司说我试用期不符合录用条件，把我辞退了"],
)
@pytest.mark.parametrize("opinion", ["我认为这是违法辞退", "我觉得属于违法解除"])
def test_a_ground_of_article_39_told_is_no_article_42_case(ground: str, opinion: str) -> None:
    # 第四十二条 forbids only 第四十条、第四十一条 endings: the worker's state adds nothing to an ending on a 第三十九条 ground,
    # and the asker's view that it is unlawful is no finding: the ground stands (nothing owed, 第四十六条), and the note
    # says so and gives the damages should the ground fail (2N = 6000 × 5 × 2)
    result = compensate(f"我上班时受了伤，评了工伤九级，月工资6000元，在公司干了5年。后来{ground}，{opinion}，公司要赔多少？")
    assert result["params"]["termination_reason"] in ("employee_fault_39", "probation_unqualified_39")
    assert result["amount"] == 0
    assert "related" not in result
    [note] = [note for note in result["notes"] if "第三十九条的理由" in note]
    assert "以上按单位所说的理由成立计算" in note and "60000.00元" in note


def test_the_state_of_a_relative_whose_dismissal_is_asked_about_is_the_workers() -> None:
    # the wife is the worker: her pregnancy bars a 第四十一条 layoff, which is then unlawful (2 × 3 × 6000)
    result = compensate("我老婆在厂里干了三年，怀孕五个月了，厂里以经营困难为由把她辞退了，她月薪六千，能赔多少？")
    assert result["params"]["termination_reason"] == "prohibited_42_pregnancy" and result["amount"] == 36000
    told = compensate("我老婆怀孕了被公司辞退，她月薪七千，干了三年，能赔多少？")
    assert any("第四十二条第（四）项" in note for note in told["notes"])


@pytest.mark.parametrize(
    "question",
    [
        "我老婆怀孕了，我被公司辞退，月薪七千，干了三年，能赔多少？",
        "我妈住院期间，我被公司辞退了，月薪七千，干了三年，能赔多少？",
    ],
)
def test_the_state_of_a_relative_is_not_that_of_the_dismissed_asker(question: str) -> None:
    result = compensate(question)
    assert not any("第四十二条" in note for note in result["notes"]) and result["amount"] == 21000
