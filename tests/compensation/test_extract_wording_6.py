"""Wordings after the sixth sealed set: a length of service stated as a clause of its own after yearless
dates ('…，整整四个月。'), the month's pay in lieu of notice pointed back at ('加上那一个月工资'), a dismissal
told in everyday words ('不用我了，让我收拾东西走人'), the suspension period set by someone and asked as
'这N个月', a commercial limit in brackets after the policy's name, the insurer and the driver asked
together, and the conventional ratio for a liability finding without a percentage, which is shown and
explained in a note. Expected values by hand."""

from __future__ import annotations

from decimal import Decimal

from backend.compensation import compensate
from backend.compensation.extract import detect_scenario, extract_economic, extract_traffic, extract_work_injury
from backend.compensation.reference import get_reference


def test_service_stated_as_its_own_clause_after_yearless_dates() -> None:
    question = (
        "我是3月10号进的厂，做到7月9号走的，整整四个月。公司要撤掉这个车间，跟我协商解除，是公司先提出来的。"
        "月工资6千。经济补偿多少？"
    )
    params = extract_economic(question)
    assert params.service_months == 4
    assert compensate(question)["amount"] == 3000  # under six months: half a month x 6000


def test_service_clause_with_years_and_months() -> None:
    assert extract_economic("我在物流公司开车，前后三年零两个月。公司裁员把我裁了，月薪8000，经济补偿多少？").service_months == 38


def test_asking_clause_with_yigong_is_not_a_service_length() -> None:
    assert extract_economic("公司把我辞退了，月薪5000，一共能拿多少？").service_months is None


def test_month_in_lieu_of_notice_pointed_back_at() -> None:
    question = (
        "我在公司做了5年，培训后还是不能胜任，公司解除了合同，没有提前一个月通知，说多发一个月工资顶替。"
        "我月薪7000，上月也是7000。经济补偿和那个月的工资合起来一共多少？"
    )
    params = extract_economic(question)
    assert "notice_pay" in params.targets and "economic_compensation" in params.targets
    assert compensate(question)["amount"] == 42000  # 5 x 7000 + 7000


def test_this_months_pay_without_notice_words_is_not_notice_pay() -> None:
    # '这个月工资' is the current month's pay, and nothing earlier speaks of notice
    params = extract_economic("我工作了3年，公司把我裁了，月薪6000。经济补偿加上这个月工资一共多少？")
    assert "notice_pay" not in params.targets


def test_dismissal_in_everyday_words_is_a_termination_question() -> None:
    question = "在饭店当了三年多服务员，经理昨天跟我说以后不用我了，让我收拾东西走人，能要多少赔偿？"
    assert detect_scenario(question) == "economic"
    result = compensate(question)
    # no wage, and '三年多' does not settle the months: asked for, not guessed
    assert result["scenario"] == "economic"
    assert result["amount"] is None and result["missing"]


def test_suspension_period_set_by_someone_and_asked_as_these_months() -> None:
    question = (
        "厂里认定我工伤，停工留薪期单位核定的是3个月。受伤前月工资7200，停工后单位只给发2000的基本工资。"
        "这3个月单位一共该给我发多少？"
    )
    params = extract_work_injury(question)
    assert params.suspension_months == Decimal("3")
    assert params.targets == ["suspension_wages"]
    assert compensate(question)["amount"] == 21600  # the wage is kept in full: 3 x 7200


def test_commercial_limit_in_brackets_after_the_policy() -> None:
    question = "2025年6月被人追尾，对方全责。我的车修了6000。对方买了交强险，还有商业三者险(100万)。商业险赔我多少？"
    params = extract_traffic(question, get_reference())
    assert params.commercial_limit == Decimal("1000000")
    assert compensate(question)["amount"] == 4000  # 6000 - 2000 property limit, x 100%


def test_insurer_and_driver_asked_together() -> None:
    question = (
        "2025年8月我骑自行车被面包车撞了，双方同等责任。医疗费2万，误工3000。对方只有交强险。"
        "对方的保险和司机本人加起来总共赔我多少？"
    )
    params = extract_traffic(question, get_reference())
    assert params.targets == ["vehicle_side"]
    # compulsory 18000 + 3000; the 2000 medical beyond the limit x 50%
    assert compensate(question)["amount"] == 22000


def test_driver_alone_is_still_the_out_of_pocket_share() -> None:
    params = extract_traffic("2025年8月我走路被车撞了，对方全责，医疗费3万，对方只有交强险。司机本人要赔多少？", get_reference())
    assert params.targets == ["out_of_pocket"]


def test_liability_without_percentage_uses_the_data_file_ratio_and_says_so() -> None:
    question = "2025年我走路被轿车撞了，交警认定轿车次要责任。医疗费3万。对方只有交强险。交强险赔完，司机还得赔多少？"
    result = compensate(question)
    assert result["amount"] == 3600  # (30000 - 18000) x 30%, the data file's ratio for 次要责任
    assert any("次要责任" in note and "30%" in note for note in result["notes"])


def test_stated_percentage_needs_no_note() -> None:
    question = "2025年我走路被轿车撞了，交警认定轿车主要责任，承担80%。医疗费3万。对方只有交强险。交强险赔完，司机还得赔多少？"
    result = compensate(question)
    assert result["amount"] == 9600
    assert not any("没有具体比例" in note for note in result["notes"])
