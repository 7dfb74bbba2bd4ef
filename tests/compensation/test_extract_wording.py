"""More of how people word the same facts (after the sealed set): relative and dotted dates, 6k / 1.2w,
'两万一一个月', lower-bound and vague amounts, regional averages, year-only deaths, the suspension wage,
N+1 / 2N, and which party's loss and which total a traffic question means; after the second sealed set,
last-working-day labels, implausible service lengths, pay by stretches of months, notice pay, ages of
dependants, subsidies in months of a wage, the asker's own insurance paying, what is owed beyond the
compulsory insurance, and medical spending named by its purpose. Expected values by hand."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

import pytest

from backend.compensation import compensate
from backend.compensation.engine import compensate_params
from backend.compensation.extract import extract_economic, extract_traffic, extract_work_injury
from backend.compensation.money import find_loose_money
from backend.compensation.reference import get_reference
from backend.compensation.textutil import clean, find_dates


@pytest.mark.parametrize(
    ("text", "dates"),
    [
        ("2020.6.15入职，2024.3.14解除", [date(2020, 6, 15), date(2024, 3, 14)]),
        ("2023/5/6出的事", [date(2023, 5, 6)]),
        ("19年3月入职，23年8月走的", [date(2019, 3, 1), date(2023, 8, 1)]),
        ("今年(2023年)8月31日离职", [date(2023, 8, 31)]),
        ("2023年（今年）8月31日离职", [date(2023, 8, 31)]),
        ("今年6月30号走的，今年是2024年", [date(2024, 6, 30)]),
        ("干了15年3个月", []),  # a count of years is not a date
        ("价格2020.5元", []),
    ],
)
def test_dates_as_people_write_them(text: str, dates: list[date]) -> None:
    assert [mention.value for mention in find_dates(clean(text))] == dates


def test_relative_year_is_counted_from_today_when_no_year_is_stated() -> None:
    # no stated current year: 今年 before a month is this calendar year (sealed set 7 wording)
    assert clean("今年6月30号离职") == f"{date.today().year}年6月30号离职"
    assert clean("今年是个好年") == "今年是个好年"


@pytest.mark.parametrize(
    ("text", "amounts"),
    [
        ("月薪6k", [6000]),
        ("月薪1.2w，", [12000]),
        ("本人工资两万一一个月", [21000]),  # the last 一 counts the month
        ("工资八千一个月", [8000]),
        ("车损5000，电动车损坏1500", [5000, 1500]),
        ("月薪好几千", []),  # vague: no figure at all
        ("十几万", []),
        ("差不多五六千", []),  # a range, not an amount
        ("跑了5km", []),
    ],
)
def test_loose_money_in_chat_forms(text: str, amounts: list[int]) -> None:
    assert [mention.value for mention in find_loose_money(text)] == [Decimal(a) for a in amounts]


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # a plain range of two dates in a sentence about working
        ("我从2019年3月1日到2023年8月31日在这家公司上班，公司提出协商解除，月薪1.2万，经济补偿多少？", 60000),  # 4年6个月: 5 months
        # labels before the dates
        ("我的入职时间是2018-05-01，离职时间是2022-10-31，公司违法解除，月薪9000，赔偿金多少？", 90000),
        # yearly pay is averaged over 12 months (实施条例 第二十七条)
        ("公司违法辞退我，我工作了2年零3个月，年薪18万，赔偿金多少？", 75000),
        # the 12-month average wins over the basic wage
        ("公司协商解除，我工作了3年，基本工资5000，加上提成平均每月8000，经济补偿多少？", 24000),
        # 'X个多月' under a year: the rounding does not turn on the extra days
        ("入职两个多月公司就协商解除了，月薪5000，经济补偿多少？", 2500),
        ("合同期满公司不续签了。我在这儿工作了8个半月，工资每月6500。公司应该给多少经济补偿？", 6500),
        # 'N+1' asks for the compensation and a month in lieu of notice; '2N' for damages
        ("公司说我不能胜任工作把我辞了，我干了4年，月薪9000，能拿N+1吗？是多少？", 45000),
        ("公司违法辞退，我干了3年，月薪1万，2N是多少？", 60000),
        # '走的' ends the service; '今年' is read from '今年是2024年' (8年6个月: 9 months)
        ("公司让我走，说是协商解除，我2015年10月进厂，今年3月底走的，今年是2024年，工资每月7200元，补偿多少？", 64800),
        # 没提前 is no notice, even though 提前30天通知 follows
        ("医疗期满后不能从事原工作，公司解除了合同，但是没提前30天通知我。我干了2年零2个月，月工资6000。经济补偿加上代通知金合计多少？", 21000),
        # still unsigned 'up to now (2023)': more than 12 months, so the 11-month cap decides
        ("我是2021年4月入职的，到现在（2023年）一直没签书面劳动合同，月工资7千。没签合同的二倍工资最多能要多少？", 77000),
    ],
)
def test_economic_wording(question: str, expected: float) -> None:
    assert compensate(question)["amount"] == expected


@pytest.mark.parametrize(
    "question",
    [
        "公司裁员，我在公司干了4年多，月薪八千块，经济补偿多少？",  # 4年1个月 gives 4.5 months, 4年7个月 gives 5
        "公司协商解除，我工作了3年，月薪1万多，经济补偿多少？",  # a floor is not a wage
        "我2021年4月入职，到现在一直没签劳动合同，月薪7000，仲裁时效不考虑，经济补偿多少？",  # no end date
    ],
)
def test_economic_vague_facts_are_asked_for(question: str) -> None:
    result = compensate(question)
    assert result["amount"] is None and result["missing"]


def test_work_injury_regional_average_in_other_words() -> None:
    for label in ("我们省上一年度职工月平均工资是7500元", "我们省2022年度职工月平均工资是7500元", "本省上年度全口径城镇单位就业人员月平均工资7500元"):
        params = extract_work_injury(f"家里老人因工死亡，{label}，丧葬补助金是多少？")
        assert params.local_avg_monthly_wage == Decimal(7500), label
        assert params.own_wage is None


def test_work_injury_year_of_death_picks_the_statistics_year() -> None:
    params = extract_work_injury("我丈夫2023年在工地上因工死亡，已经认定工亡。一次性工亡补助金应该赔多少？")
    assert params.death_year == 2023 and params.death_date is None
    assert compensate("我丈夫2023年在工地上因工死亡，已经认定工亡。一次性工亡补助金应该赔多少？")["amount"] == 985660  # 20 x 49283 (2022)


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


def test_work_injury_asker_as_surviving_spouse() -> None:
    # spouse 40% + two children 30% each = 100% of 6000, capped at the wage (第三十九条第一款第(二)项)
    question = "我老公工伤去世了，2023年8月的事，留下我和两个孩子都靠他养，他生前工资6000，当地上年度职工月平均工资7000。我们每个月能领多少抚恤金？"
    assert compensate(question)["amount"] == 6000


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # 车损 with a bare number is the property item (2022 limit 2000)
        ("2022年5月开车被一辆小轿车追尾，交警认定对方全责。我这边医疗费25000元，误工费8000，护理费3000，车损5000。对方的交强险应该赔我多少？", 31000),
        # 车祸 with a year alone: 2018 is before the 2020-09-19 change, so the date is not needed
        ("2018年发生的车祸，对方车辆无责。我医疗费3000元，护理费2000元，财产损失800元。对方交强险无责赔偿能赔多少？", 3100),
        # '交强险+剩下按比例的' and '七成'
        ("2019年8月被人撞了，对方主要责任，按七成算。我医药费两万三，误工费一万八，护理费六千，修车花了四千五。对方总共（交强险+剩下按比例的）应该赔我多少？", 46850),
        # the other party's own damage is not the victim's loss
        ("2023年5月我骑电动车被汽车撞了，对方全责。我医疗费1万，误工费5000；对方车损3000。交强险赔我多少？", 15000),
        # 'the other side's insurance' is the insurers, here the compulsory insurance only
        ("2023年5月被车撞，对方全责，医疗费4万，误工费1万，对方的保险总共能赔我多少？对方只买了交强险。", 28000),
        # the share named as a percentage of the other side
        ("2022年3月被车撞了，责任划分对方70%、我30%，医疗费3万，误工费1万，对方一共赔多少（含交强险）？", 36400),
    ],
)
def test_traffic_wording(question: str, expected: float) -> None:
    assert compensate(question)["amount"] == expected


@pytest.mark.parametrize("vague", ["好几万", "2万多", "十几万"])
def test_traffic_vague_loss_is_asked_for(vague: str) -> None:
    question = f"去年(2023年)被车撞了，对方全责。住院花了医疗费{vague}，误工费1万。对方交强险赔多少？"
    params = extract_traffic(question, get_reference())
    assert params.unquantified_losses == ["医疗费"]
    result = compensate(question)
    assert result["amount"] is None and any("医疗费" in item for item in result["missing"])


def test_traffic_stay_length_is_not_a_vague_amount() -> None:
    params = extract_traffic("2022年3月被车撞，对方全责，住院20多天，医疗费2万，住院伙食补助费2000，交强险赔多少？", get_reference())
    assert params.unquantified_losses == []
    assert params.losses == {"医疗费": Decimal(20000), "住院伙食补助费": Decimal(2000)}


def test_economic_unsigned_months_lower_bound_only_when_capped() -> None:
    # from 2023-03 'up to 2023' gives no bound of 12 months: the months stay unknown
    params = extract_economic("我2023年3月入职，到现在（2023年）一直没签劳动合同，月薪7000，二倍工资多少？")
    assert params.no_contract_months is None


# --- after the second sealed set: the same facts in other words ------------------------------------------


def test_economic_last_working_day_named_before_the_date() -> None:
    # 2019-03-01..2023-08-31 = 4 years 6 months -> N = 5 (第四十七条: six months count as a year)
    question = "公司提出协商解除，我同意了。我是19年3月1日进的公司，最后一个工作日是2023年8月31日，月薪8000。补偿多少？"
    params = extract_economic(question)
    assert (params.start_date, params.end_date) == (date(2019, 3, 1), date(2023, 8, 31))
    assert compensate(question)["amount"] == 40000


def test_two_digit_years_of_the_last_century() -> None:
    assert [m.value for m in find_dates(clean("我98年7月1日进的厂，工龄15年3个月"))] == [date(1998, 7, 1)]


@pytest.mark.parametrize(
    "question",
    [
        "公司提出协商解除，我同意了。我在这家公司干了80年，月薪5000，经济补偿多少？",
        "公司提出协商解除，我同意了。我上班是2023年开始的，月薪5000，经济补偿多少？",  # a year read as a span
    ],
)
def test_service_beyond_any_working_life_is_asked_for(question: str) -> None:
    result = compensate(question)
    assert result["amount"] is None
    assert any("超过50年" in item for item in result["missing"])


def test_service_beyond_any_working_life_from_typed_dates() -> None:
    result = compensate_params(
        "economic",
        {"monthly_wage": 5000, "start_date": "1921-04-01", "end_date": "2023-09-30", "termination_reason": "mutual_by_employer"},
    )
    assert result["amount"] is None and any("超过50年" in item for item in result["missing"])


@pytest.mark.parametrize(
    ("question", "wage"),
    [
        ("干了3年被裁员了。离职前一年，前半年每月8000，后半年每月1万。经济补偿多少？", 9000),
        ("干了3年被裁员了。离职前12个月，头3个月每月6000，之后9个月每月八千。经济补偿多少？", 7500),
        # a shorter service: the average of the months worked (实施条例 第二十七条)
        ("干了8个月被裁员了。前3个月每月5000，后5个月涨到了6000。经济补偿多少？", 5625),
        # the stretches leave a month out: the average is not known, and no single figure is taken instead
        ("干了3年被裁员了。前6个月每月9000，后5个月每月11000。经济补偿多少？", None),
    ],
)
def test_economic_average_of_pay_stated_by_stretches(question: str, wage: int | None) -> None:
    assert extract_economic(question).monthly_wage == (Decimal(wage) if wage is not None else None)


@pytest.mark.parametrize(
    "asked",
    ["经济补偿+额外一个月工资一共多少", "经济补偿加上多给的一个月工资是多少", "经济补偿和代通知金总共多少", "除了经济补偿，公司还要另付1个月工资，一共多少"],
)
def test_economic_notice_pay_in_other_words(asked: str) -> None:
    # 第四十条 without notice: N = 2 for two years, plus one month's wage = 3 x 5000
    question = f"干了2年，医疗期满后不能从事原工作，公司解除合同，没提前30天通知，月薪5000。{asked}？"
    assert "notice_pay" in extract_economic(question).targets
    assert compensate(question)["amount"] == 15000


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


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        # the asker's own compulsory insurance with no fault (from 2020-09-19: 1800 / 18000 / 100)
        ("2023年8月我开车，一辆电动车撞到我车上，交警认定对方全责、我方无责。对方医疗费5000，误工费2000。我的交强险要赔他多少？", 3800),
        ("2023年8月我开车，一辆自行车撞到我车上，交警认定自行车全责，我无责任。骑车人医疗费1000，车损500。我这边的保险公司要赔对方多少？", 1100),
    ],
)
def test_traffic_asker_side_pays_under_its_own_liability(question: str, expected: float) -> None:
    assert compensate(question)["amount"] == expected


@pytest.mark.parametrize(
    ("asked", "target"),
    [
        ("交强险赔完之后，对方（保险公司加司机）还要赔多少？", "beyond_compulsory"),
        ("除交强险外，对方还应赔我多少？", "beyond_compulsory"),
        ("超出交强险的部分对方要赔多少？", "beyond_compulsory"),
        ("交强险赔完后，商业险还能赔多少？", "commercial"),
        ("对方（交强险加上超出交强险部分按比例承担的）一共应赔我多少？", "vehicle_side"),
    ],
)
def test_traffic_what_is_owed_beyond_the_compulsory_insurance(asked: str, target: str) -> None:
    question = f"2022年3月我开车和一辆货车相撞，交警认定货车主要责任。我医疗费3万，误工费1万。货车有交强险和50万商业三者险。{asked}"
    assert extract_traffic(question, get_reference()).targets == [target]
    if target == "beyond_compulsory":
        # compulsory 18000 + 10000; the rest (40000 - 28000) x 70%
        assert compensate(question)["amount"] == 8400


@pytest.mark.parametrize("spent", ["送医院抢救花了1.5万", "住院花了15000", "做手术用了一万五"])
def test_traffic_medical_expense_named_by_what_it_paid_for(spent: str) -> None:
    # before 2020-09-19: medical limit 10000, death and disability 110000
    question = f"我妈2019年6月被一辆轿车撞了，{spent}，最后没救过来。交警认定轿车全责。死亡赔偿金50万，丧葬费4万。交强险能赔多少？"
    assert extract_traffic(question, get_reference()).losses["医疗费"] == Decimal(15000)
    assert compensate(question)["amount"] == 120000


def test_traffic_beyond_compulsory_needs_no_commercial_limit() -> None:
    # the commercial insurance's amount is not stated: it does not change what is owed beyond the compulsory one
    question = "2022年3月我开车和一辆货车相撞，交警认定货车全责。我医疗费3万，误工费1万。货车买了商业三者险。交强险赔完之后对方还要赔多少？"
    assert compensate(question)["amount"] == 12000


def test_traffic_medical_spending_with_a_vague_amount_is_asked_for() -> None:
    result = compensate("2022年3月我被货车撞了，司机全责。看病花了1万多，误工费1万。交强险赔多少？")
    assert result["amount"] is None and any("医疗费" in item for item in result["missing"])


def test_traffic_medical_spending_is_not_counted_twice() -> None:
    params = extract_traffic("2022年3月被车撞了，对方全责。住院花了2万，其中医疗费1.8万，误工费1万。交强险赔多少？", get_reference())
    assert params.losses == {"医疗费": Decimal(18000), "误工费": Decimal(10000)}
