"""Charges people ask about in their own words, each found by what was done rather than by the charge's name:
practising without a licence, false medicine, waste let into a river, farmland built on, money of drugs cleaned, a
border crossed, sand dug from a river, a car smashed, pirated films sold, a home entered and not left, a false
accusation, a false testimony, an offender hidden, a child ill-treated at home, a ransom, a work collapse that killed, hunting,
protected animals, a false identity card, an officer dragged by a car. Where the law makes the act a crime only when
情节严重/恶劣 and a lay question does not tell it, the question is asked for it (what counts is in the step) and no term
is computed; a judgment's charge has settled it. Near words that tell of none of these find none of them."""

import pytest

from backend.sentencing.engine import detect_charge
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


def _sources(result: dict) -> str:
    return "".join(step["source"] for step in result["steps"])


@pytest.mark.parametrize(("question", "charge", "words"), [
    ("我表哥没有医生执业资格，在镇上给人输液开药", "非法行医", "行政处罚两次以后"),
    ("化工厂晚上把废水排到村边的小河里", "污染环境", "三倍以上"),
    ("村主任在基本农田上盖了一排仓库", "非法占用农用地", "永久基本农田五亩以上"),
    ("有人在江边偷偷抽沙拉去卖", "非法采矿", "河道采砂许可证"),
    ("他诬陷领导受贿，还写信到纪委", "诬告陷害", "意图使他人受刑事追究"),
    ("他在山里下夹子逮了几只野兔", "非法狩猎", "禁猎期"),
    ("我舅舅翻山偷渡到缅甸又回来了", "偷越国（边）境", "三次以上"),
    ("放高利贷的天天派人堵门催债，还往门上泼油漆", "催收非法债务", "非法债务"),
    ("后妈经常虐待她八岁的继女，不给饭吃", "虐待", "告诉的才处理"),
    ("幼儿园老师用针扎孩子，还罚站一整天", "虐待被监护、看护人", "监护、看护职责"),
    ("他拿捡来的身份证去住酒店", "使用虚假身份证件、盗用身份证件", "应当提供身份证明的活动"),
])
def test_an_act_that_is_a_crime_only_when_serious_asks_for_it(question, charge, words):
    result = predict_sentence(question)
    assert result["charge"] == charge and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["写明情节严重"]
    assert words in _steps(result) and "无法判断是否构成本罪" in _steps(result)


@pytest.mark.parametrize(("question", "charge"), [
    ("他卖假药给老人，一共卖了两万多元", "生产、销售、提供假药"),
    ("他帮贩毒的亲戚把毒资洗白，买了房子", "洗钱"),
    ("他把我的车窗砸了，修理花了八千", "故意毁坏财物"),
    ("他没经过授权就在网上出售盗版电视剧，违法所得五万元", "侵犯著作权"),
    ("前夫闯进我家里赖着不走，怎么赶都不出去", "非法侵入住宅"),
    ("在一起刑事案子里他出庭作了伪证", "伪证"),
    ("知道表弟抢了劫，还把他藏在自家地窖里", "窝藏、包庇"),
    ("几个人绑走了老板的儿子，打电话要五十万赎金", "绑架"),
    ("工地违规作业，塔吊倒塌压死两个工人", "重大责任事故"),
    ("他把同事的车轮胎扎破了，换胎花了六千元", "故意毁坏财物"),
    ("指使他人作伪证，会判刑吗", "妨害作证"),
    ("他打伤了来处理纠纷的辅警", "妨害公务"),
    ("在酒吧里无故殴打他人", "寻衅滋事"),
    ("他开车把正在检查的交警拖行了二十米", "袭警"),
])
def test_the_act_in_lay_words_finds_its_charge(question, charge):
    result = predict_sentence(question)
    assert result["charge"] == charge and result["months"] > 0 and not result["missing"]


def test_a_car_smashed_is_sentenced_by_the_repair_cost():
    # 5000 is the figure from which damage is a crime (立案追诉标准（一）第三十三条): the repair's cost is the loss
    result = predict_sentence("把邻居家的车玻璃砸了，修车花了五千，会判刑吗？")
    assert result["charge"] == "故意毁坏财物" and result["months"] > 0 and not result["missing"]


def test_posing_as_the_police_for_money_says_which_crime_and_why():
    result = predict_sentence("冒充警察骗了别人两万块，会怎么判？")
    assert result["charge"] == "诈骗" and result["months"] > 0
    assert "同时构成诈骗罪和招摇撞骗罪" in _steps(result) and "法释〔2011〕7号" in _sources(result)
    # a judgment has settled the charge: no such step
    assert "招摇撞骗罪" not in _steps(predict_sentence("被告人冒充民警骗取被害人现金二万元。", charge="诈骗"))


def test_a_protected_animal_without_its_value_asks_for_it():
    result = predict_sentence("在饭店里吃了穿山甲，会判刑吗？")
    assert result["charge"] == "危害珍贵、濒危野生动物" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["amount"]
    assert "属于非法收购" in _steps(result) and "二万元以上" in _steps(result)


@pytest.mark.parametrize(("question", "tier_words", "low"), [
    ("在网上卖了一只鹦鹉，是国家保护动物，卖了三万元", "二万元以上", 1),
    ("他卖了几只穿山甲，价值三十万元", "二十万元以上", 60),
])
def test_a_protected_animals_value_sets_its_tier(question, tier_words, low):
    result = predict_sentence(question)
    assert result["charge"] == "危害珍贵、濒危野生动物" and result["months"] >= low
    assert tier_words in _steps(result) and "法释〔2022〕12号第六条" in _steps(result)


def test_a_false_testimony_outside_a_criminal_case_is_told_apart():
    result = predict_sentence("在法庭上作假证，会判刑吗？")
    assert result["charge"] == "伪证" and "民事诉讼法》第一百一十四条" in _steps(result)


def test_what_a_false_accusation_says_is_not_the_accusers_crime():
    result = predict_sentence("他诬告同事贪污，害得同事被调查，会判刑吗？")
    assert result["charge"] == "诬告陷害"


def test_a_judgments_serious_only_charge_is_not_asked_for():
    result = predict_sentence("被告人张某未取得医生执业资格非法行医，造成就诊人轻度残疾。")
    assert result["charge"] == "非法行医" and result["months"] > 0 and not result["missing"]


@pytest.mark.parametrize("fact", [
    "我在家里做假证明材料",  # no trial, no testimony
    "他家养了一只虎皮鹦鹉",  # a pet, no protection told
    "昨天在河边散步看到有人钓鱼",
    "我打电话给执勤的民警报警",
    "邻居砸核桃的声音太吵了",
    "我们村的耕地今年种了玉米",
    "他在网上看电影",
    "我朋友去越南旅游了",
])
def test_near_words_find_none_of_these(fact):
    assert detect_charge(fact, default_knowledge()) is None


def test_a_judgments_smashed_glass_beside_blows_is_not_the_lay_wording():
    # '将…玻璃砸碎' in a judgment is mostly part of a disturbance or a fight: only the lay '把…砸了' is read here
    fact = "被告人王某酒后在街上无故殴打路人，并将路边店铺的玻璃砸碎。"
    assert detect_charge(fact, default_knowledge()) == "寻衅滋事"


def test_debt_collection_before_the_crime_existed_is_a_disturbance():
    # 催收非法债务 came with 刑法修正案（十一） on 2021-03-01; an earlier act is judged as 寻衅滋事
    result = predict_sentence("2020年5月，他为催收高利贷，多次带人上门堵门骚扰债务人")
    assert result["charge"] == "寻衅滋事" and result["months"] > 0
    assert "2021年3月1日以前" in _steps(result)


@pytest.mark.parametrize(("question", "charge", "ground"), [
    ("化工厂通过暗管把含铬的废水直接排进河里", "污染环境", "暗管"),
    ("他在禁猎期用电网在山上打野猪", "非法狩猎", "禁猎期用电"),
    ("他诬告同事受贿，同事被刑事拘留了十天", "诬告陷害", "被刑事拘留"),
    ("继母长期虐待继子，经常不给饭吃", "虐待", "长期虐待"),
    ("他们三个人结伙从云南偷越国境去了缅甸", "偷越国（边）境", "三个人结伙"),
])
def test_a_serious_circumstance_told_in_lay_words_gives_the_term(question, charge, ground):
    result = predict_sentence(question)
    assert result["charge"] == charge and result["months"] > 0 and not result["missing"]
    assert f"事实中写明「{ground}" in _steps(result)


@pytest.mark.parametrize(("question", "charge", "tier"), [
    ("没有行医资格给人打针，病人当天就死了", "非法行医", "造成就诊人死亡"),
    ("继母长期虐待继子，导致孩子重伤", "虐待", "致使被害人重伤、死亡"),
])
def test_a_death_or_injury_told_reaches_the_heavier_tier(question, charge, tier):
    result = predict_sentence(question)
    assert result["charge"] == charge and f"法定刑档次「{tier}」" in _steps(result)
