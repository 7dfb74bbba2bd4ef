"""An account of conduct brought to Ask with no question in it ('我朋友偷了同事的电动车，值三千块') asks what the law makes of
the conduct: where the sentencing engine reads a crime in it, the crime's article leads the sources, as for '…犯法吗'. An
account of a civil matter, or a sufferer's account of a harm that is after damages, gets no criminal block."""

import pytest

from backend.pipelines.ask import gather_grounds, read_sentence
from backend.retrieval.charges import tells_conduct_only

CRIMINAL_LAW = "中华人民共和国刑法"


def first_source(retriever, question: str) -> tuple[str, str]:
    first = gather_grounds(retriever, question, 6, lambda: None).sources[0]
    return first["law"], first["number_text"]


@pytest.mark.parametrize("question", [
    "我朋友偷了同事的电动车，值三千块",
    "他冒充银行客服打电话，骗我妈转了五万块。",
    "他和几个车友在环城路上飙车",  # 几 inside a clause counts the people
    "他把出租屋借给两个朋友在里面吸冰毒",
    # no actor told: the deed is its sign, a thing put somewhere or a speed driven
    "工厂用暗管把含铬的废水排进附近的河里",
    "夜里和几个朋友在高架上飙车，时速一百八",
])
def test_an_account_that_asks_nothing_tells_conduct_only(question):
    assert tells_conduct_only(question)


@pytest.mark.parametrize("question", [
    "我朋友偷了同事的电动车，值三千块，会判多久", "偷了东西要关几天", "他骗了我两万块，怎么办", "他打了我，我能不能告他",
    "我的电动车被偷了？",
    "盗窃罪的量刑标准", "醉驾的处罚",  # a topic: no case told, so no term estimated for it
    "把垃圾扔到楼下犯法吗", "时速多少算超速",
])
def test_a_question_is_no_bare_account(question):
    assert not tells_conduct_only(question)


@pytest.mark.parametrize(("question", "article"), [
    ("我朋友偷了同事的电动车，值三千块", "第二百六十四条"),
    ("他冒充银行客服打电话，骗我妈转了五万块", "第二百六十六条"),
    ("有人半夜把停在楼下的共享单车撬了锁骑走了", "第二百六十四条"),  # no value told: the engine asks for it
    ("他没有医生执照，在租来的门面里给人做隆鼻手术", "第三百三十六条"),  # 租 of a civil matter is no veto here
    ("法院判他还我十万，他有钱就是不还，还把名下的房子过户给了他弟弟", "第三百一十三条"),
    ("婚后老公经常打我，把我打成了轻伤", "第二百三十四条"),  # a harm suffered, told with the grade that makes it a crime
])
def test_an_account_of_a_crime_leads_with_the_crimes_article(retriever, question, article):
    assert first_source(retriever, question) == (CRIMINAL_LAW, article)
    reading = read_sentence(question)
    assert reading.sentence is not None or reading.crime is not None


def test_an_account_gets_the_engines_term_or_the_figure_it_needs():
    theft = read_sentence("我朋友偷了同事的电动车，值三千块").sentence
    assert theft["charge"] == "盗窃" and theft["months"] > 0 and not theft["missing"]
    bikes = read_sentence("有人半夜把停在楼下的共享单车撬了锁骑走了").sentence
    assert bikes["charge"] == "盗窃" and [item["label"] for item in bikes["missing"]] == ["涉案金额（元）"]


@pytest.mark.parametrize("question", [
    "房东到期不退我三千块押金",  # the engine finds no crime: an account is not told so, it is after the deposit
    "公司拖欠了我三个月工资，老板一直说没钱",
    "他开车闯了红灯，被拍到了",
    # a sufferer's account of a collision or a beating, no grade told: after damages, not a question of 交通肇事
    "我骑电动车被一辆小轿车撞了，腿骨折了，交警认定对方全责",
    "对方是酒驾撞的我，我住院花了三万",
    "我在小区门口被人打了一顿，鼻梁骨折了",
    "我开车不小心把别人的车刮了",  # an accident with no harm told that would make it 交通肇事
])
def test_a_civil_account_or_one_after_damages_gets_no_criminal_reading(retriever, question):
    reading = read_sentence(question)
    assert reading.sentence is None and reading.no_crime is None and reading.crime is None
    assert all(source["match"] != "sentencing" for source in gather_grounds(retriever, question, 6, lambda: None).sources)


def test_a_term_below_the_crimes_threshold_still_leads_with_the_crimes_article(retriever):
    # the engine's steps cite only the general articles of penalties (第四十二条) where the act stays below the crime
    question = "他开车把一个行人撞成了重伤，他负事故的主要责任，没喝酒也没逃跑，会坐牢吗"
    sentence = read_sentence(question).sentence
    assert sentence["charge"] == "交通肇事" and sentence["months"] == 0 and not sentence["missing"]
    assert first_source(retriever, question) == (CRIMINAL_LAW, "第一百三十三条")


@pytest.mark.parametrize(("question", "scenario", "lead"), [
    ("我骑电动车被一辆小轿车撞了，腿骨折了，交警认定对方全责", "traffic", ("中华人民共和国道路交通安全法", "第七十六条")),
    ("我走在人行道上被一辆货车撞倒了，住院花了两万", "traffic", ("中华人民共和国道路交通安全法", "第七十六条")),
    ("公司把我辞退了，我干了三年，月薪六千", "economic", ("中华人民共和国劳动合同法", "第四十七条")),
    ("我在工地干活从架子上摔下来，腿断了", "work_injury", ("中华人民共和国社会保险法", "第三十六条")),
])
def test_a_sufferers_account_that_asks_nothing_gets_the_compensation_reading(retriever, question, scenario, lead):
    # what is owed and by whom is what such an account brings: the engine's steps or what it still needs, its law first
    grounds = gather_grounds(retriever, question, 6, lambda: None)
    assert grounds.calculation is not None and grounds.calculation["scenario"] == scenario
    assert (grounds.sources[0]["law"], grounds.sources[0]["number_text"]) == lead


def test_a_calculation_that_only_asks_leads_with_the_rule_its_notes_name(retriever):
    # no hours told: the overtime pay is not computed, and its note's 劳动合同法第三十一条 (overtime is paid) leads, not the
    # economic scenario's 第四十七条 (经济补偿)
    grounds = gather_grounds(retriever, "公司让我每天加班，不给加班费，月薪6000，能要多少？", 6, lambda: None)
    assert grounds.calculation is not None and not grounds.calculation["steps"]
    assert (grounds.sources[0]["law"], grounds.sources[0]["number_text"]) == ("中华人民共和国劳动合同法", "第三十一条")


def test_a_sufferers_account_of_a_crime_keeps_the_crime_first(retriever):
    # the grade told makes the beating 故意伤害: the crime leads, no compensation reading is pushed in front of it
    grounds = gather_grounds(retriever, "婚后老公经常打我，把我打成了轻伤", 6, lambda: None)
    assert grounds.calculation is None
    assert (grounds.sources[0]["law"], grounds.sources[0]["number_text"]) == (CRIMINAL_LAW, "第二百三十四条")


def test_a_drivers_own_deed_with_no_harm_gets_no_compensation_reading(retriever):
    assert gather_grounds(retriever, "他开车闯了红灯，被拍到了", 6, lambda: None).calculation is None
