"""Which charge a fact tells: the charge's own act, not words of another crime; state functionaries; charges a given fact changes into."""

from __future__ import annotations

import pytest

from backend.sentencing.engine import detect_charge, detect_further_charges
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence


@pytest.mark.parametrize(
    ("fact", "charge"),
    [
        ("被告人李某在其租住的房屋内容留吸毒人员王某、赵某吸食甲基苯丙胺（冰毒）。", "容留他人吸毒"),  # 刑法第三百五十四条
        (
            "被告人陈某明知是他人盗窃所得的电动自行车，仍以300元的价格予以收购，共计收购五辆，价值人民币1万元。",
            "掩饰、隐瞒犯罪所得、犯罪所得收益",  # 刑法第三百一十二条
        ),
        ("被告人周某系某公司出纳，利用职务便利，挪用公司资金人民币30万元用于网络赌博，至案发未归还。", "挪用资金"),  # 第272条
        ("被告人赵某因索要赌债，伙同他人将被害人钱某关押在一出租屋内三天，期间多次殴打钱某。", "非法拘禁"),  # 第238条第3款
        (
            "被告人孙某明知他人利用信息网络实施犯罪，仍将其名下银行卡4张出售给他人，经查，上述银行卡支付结算金额达人民币120万元。",
            "帮助信息网络犯罪活动",  # 第287条之二
        ),
        ("被告人刘某因琐事与被害人李某发生争执，持菜刀朝李某头部连砍数刀，致李某当场死亡。", "故意杀人"),
        ("被告人王某与被害人张某发生争执，持铁锹击打张某头部一下，致张某经抢救无效死亡。", "故意伤害"),
        ("被告人郑某驾驶小型轿车在道路上行驶时，将行人马某撞倒，致马某当场死亡。经交警认定，郑某负事故全部责任。", "交通肇事"),
        ("被告人何某在民警依法盘查时拒不配合，并击打民警面部，致民警轻微伤。", "袭警"),  # 第277条第5款
        ("被告人冯某在街头对被害人拳打脚踢，抢走其手机一部，价值人民币3000元。", "抢劫"),
        # taking the blame for another's accident is 包庇 (刑法第三百一十条), not the accident
        ("赵某驾驶摩托车将行人撞伤后，被告人钱某冒充摩托车驾驶人到交警大队接受调查，为赵某顶包。", "窝藏、包庇"),
    ],
)
def test_the_charge_is_detected_from_its_own_act(fact: str, charge: str) -> None:
    output = predict_sentence(fact)
    assert output["charge"] == charge and output["charge_origin"] == "detected"


@pytest.mark.parametrize(
    ("fact", "charge"),
    [
        # the words blanked for other charges do not hide the crime they name when it is the act itself
        ("被告人张某在某商场盗窃手机一部，价值人民币5000元，后将盗窃所得手机销赃。", "盗窃"),
        ("被告人陈某以300元的价格向吸毒人员贩卖冰毒0.5克。", "走私、贩卖、运输、制造毒品"),
        ("被告人王某以暴力阻碍城管执法人员依法执行职务。", "妨害公务"),
        ("被告人陈某明知是犯罪所得的手机而予以收购。", "掩饰、隐瞒犯罪所得、犯罪所得收益"),
    ],
)
def test_the_underlying_crime_still_counts_where_it_is_the_act(fact: str, charge: str) -> None:
    assert predict_sentence(fact)["charge"] == charge


# ---- 袭警 (刑法第二百七十七条第五款) ----------------------------------------------------------------------------


def test_assaulting_a_police_officer_is_its_own_charge() -> None:
    # no guideline start: lower quarter of 1–36 = 1–9.75, middle 5.375 -> 拘役5个月
    output = predict_sentence("被告人何某在民警依法盘查时拒不配合，并击打民警面部，致民警轻微伤。", charge="袭警")
    assert output["months"] == 5 and output["penalty"] == "拘役5个月"
    assert any("第277条第5款" in step["source"] for step in output["steps"])


def _tier_step(result: dict) -> dict:
    return next(s for s in result["steps"] if "法定刑档次" in s["description"])


# ---- A2: 非法持有毒品 (刑法第三百四十八条) -----------------------------------------------------------------


def test_drugs_found_and_kept_for_own_use_are_possession_not_selling() -> None:
    # 15 g of methamphetamine kept for one's own use: 第348条, 10–50 g -> 三年以下 (1–36 months)
    result = predict_sentence("公安机关在被告人周某住处查获甲基苯丙胺15克，周某供称系其购买用于自己吸食。")
    assert result["charge"] == "非法持有毒品"
    assert 1 <= result["months"] <= 36
    assert "第348条" in _tier_step(result)["source"]


def test_possession_said_in_words_is_possession() -> None:
    result = predict_sentence("被告人周某非法持有甲基苯丙胺20克。")
    assert result["charge"] == "非法持有毒品"
    assert 1 <= result["months"] <= 36


@pytest.mark.parametrize(
    "fact",
    [
        "被告人以200元的价格将0.5克甲基苯丙胺卖给吸毒人员王某，供其吸食。",
        "被告人张某向吸毒人员贩卖海洛因1克，民警从其身上查获海洛因3克。",
    ],
)
def test_selling_stays_selling(fact: str) -> None:
    assert predict_sentence(fact)["charge"] == "走私、贩卖、运输、制造毒品"


# ---- A3: state functionaries (刑法第九十三条) -------------------------------------------------------------


def test_bureau_chief_taking_money_is_bribery_of_an_official() -> None:
    # a 局长 of a county bureau is a 国家工作人员; 45万 >= 20万 (法释〔2016〕9号第二条) -> 3–10 years
    result = predict_sentence(
        "被告人王某利用担任某县国土资源局局长的职务便利，为他人谋取利益，非法收受他人财物共计人民币45万元。"
    )
    assert result["charge"] == "受贿"
    assert 36 <= result["months"] <= 120


def test_state_company_cashier_taking_public_money_is_embezzlement() -> None:
    # 刑法第九十三条第二款, 第三百八十二条: a 国有公司 cashier; 25万 >= 20万 -> 3–10 years
    result = predict_sentence("被告人李某系某国有公司出纳，利用职务便利，侵吞公款共计人民币25万元。")
    assert result["charge"] == "贪污"
    assert 36 <= result["months"] <= 120


def test_village_head_assisting_the_government_is_an_official() -> None:
    # 全国人大常委会关于刑法第九十三条第二款的解释: 村委会 members assisting in 征地补偿 work are 从事公务
    result = predict_sentence(
        "被告人张某系某村村委会主任，在协助人民政府从事征地补偿款发放工作中，利用职务便利，收受他人贿赂5万元。"
    )
    assert result["charge"] == "受贿"


@pytest.mark.parametrize(
    "fact",
    [
        "被告人赵某系某民营公司采购经理，利用职务便利收受供应商回扣8万元。",
        # 市长 inside a place name is no post
        "西安市长安区人民检察院指控：被告人刘某系某科技有限公司采购部经理，利用职务便利收受供应商回扣8万元。",
        # a denied status is none
        "被告人肖某系村委会主任，不属于依法从事公务的人员，利用职务便利收受他人回扣8万元。",
    ],
)
def test_private_sector_bribery_stays_private(fact: str) -> None:
    assert predict_sentence(fact)["charge"] == "非国家工作人员受贿"


# ---- A5: detection from the described conduct ----------------------------------------------------------


@pytest.mark.parametrize(
    "fact, charge",
    [
        ("被告人孙某出售公民个人信息（包括姓名、电话、住址）12000条，违法所得8000元。", "侵犯公民个人信息"),
        ("被告人郑某私刻某县人民政府公章一枚，并伪造该县政府证明文件。", "伪造、变造、买卖国家机关公文、证件、印章"),
        ("被告人冯某招募、雇佣卖淫女8名，安排其向嫖客提供卖淫服务。", "组织卖淫"),
        (
            "被告人陈某以非法占有为目的，使用诈骗方法非法集资，向社会公众募集资金600万元，造成集资参与人损失450万元。",
            "集资诈骗",
        ),
        ("被告人褚某采用暴力手段强行与被害人王某发生性关系。", "强奸"),
        ("被告人褚某明知被害人不满十四周岁，仍与其发生性关系。", "强奸"),
        ("我朋友在超市偷了价值3000元的东西。", "盗窃"),
        ("我喝酒后开车被查，血液酒精含量120mg/100ml。", "危险驾驶"),
        # 容留 several people to sell sex in one's shop is still 容留卖淫, not 组织
        ("被告人在其经营的足浴店内容留卖淫女卖淫，从中抽成。", "引诱、容留、介绍卖淫"),
    ],
)
def test_charge_detected_from_the_conduct(fact: str, charge: str) -> None:
    assert predict_sentence(fact)["charge"] == charge


# ---- a 村（居）民委员会's seal (刑法第二百八十条; 宪法第一百一十一条) ---------------------------------------------------


@pytest.mark.parametrize(
    "fact",
    ["被告人王某私刻某村村民委员会公章一枚，用于出具虚假证明。", "被告人王某伪造某社区居民委员会印章，出具虚假居住证明。"],
)
def test_a_self_governing_bodys_seal_gets_no_confident_charge(fact: str) -> None:
    with pytest.raises(ValueError, match="村（居）民委员会"):
        predict_sentence(fact)


def test_a_state_organs_seal_beside_it_is_still_that_charge() -> None:
    output = predict_sentence("被告人王某私刻某镇人民政府公章和某村村民委员会公章各一枚。")
    assert output["charge"] == "伪造、变造、买卖国家机关公文、证件、印章"


def test_a_fraud_with_such_a_seal_is_the_fraud() -> None:
    assert predict_sentence("被告人王某私刻某村委会公章，以此骗取被害人李某人民币5万元。")["charge"] == "诈骗"


# ---- a post told by the defendant's name (刑法第九十三条、第三百八十五条) ---------------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "王某系某局科员，利用职务便利收受他人财物5万元。",
        "2019年，王某系某县财政局科长，利用职务便利收受他人财物5万元。",
    ],
)
def test_a_post_told_by_name_makes_an_official(fact: str) -> None:
    assert predict_sentence(fact)["charge"] == "受贿"


@pytest.mark.parametrize(
    "fact",
    [
        "王某系某物流有限公司出纳，利用职务便利收受他人财物8万元，后被县公安局民警李某抓获。",
        "王某系某公司销售经理，负责公司布局长三角市场，利用职务便利收受客户回扣8万元。",
    ],
)
def test_a_name_with_a_private_post_makes_no_official(fact: str) -> None:
    assert predict_sentence(fact)["charge"] == "非国家工作人员受贿"


def _steps(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


def _sources(output: dict) -> str:
    return "\n".join(step["source"] for step in output["steps"])


def test_an_injury_beside_a_robbery_is_no_second_charge() -> None:
    # the harm done in a robbery is the robbery's (第二百六十三条), not a 故意伤害 told by a sum of its own
    output = predict_sentence("被告人王某持刀抢劫被害人李某现金2000元，致李某轻伤二级。")
    assert output["charge"] == "抢劫"


# ---- charges not read from words of another crime ----------------------------------------------------------------


def test_another_persons_crime_reported_for_merit_is_not_the_charge() -> None:
    # 立功 (刑法第六十八条) by reporting another's theft: the defendant's act is the injury
    fact = "被告人张某因琐事殴打李某，致李某轻伤一级。到案后，张某检举他人盗窃犯罪，经查证属实，构成立功。"
    output = predict_sentence(fact)
    assert output["charge"] == "故意伤害" and "立功" in _steps(output)



@pytest.mark.parametrize(
    ("fact", "charge"),
    [
        # a report naming the person: the drug sale is that person's, the defendant's act is the theft or the driving
        ("被告人孟某趁邻居外出，从其窗台上窃取现金900元。归案后，孟某揭发杜某某贩卖毒品的犯罪事实，经查证属实。", "盗窃"),
        ("被告人邱某醉酒后驾驶小型轿车上路，血液中乙醇含量为168mg/100ml。到案后，邱某检举揭发谭某运输冰毒，经公安机关查证属实。", "危险驾驶"),
        ("被告人孟某趁邻居外出，从其窗台上窃取现金900元。到案后，孟某举报了韦某走私毒品的犯罪线索，经查属实。", "盗窃"),
        # the public's report tells of the defendant's own sale
        ("经群众举报韦某贩卖毒品的犯罪事实，民警在其住处将被告人韦某抓获，当场查获甲基苯丙胺3克。", "走私、贩卖、运输、制造毒品"),
        # a defendant who sold drugs and reported another seller is still charged with the sale
        ("被告人韦某以200元的价格向孟某贩卖甲基苯丙胺0.3克。到案后，韦某揭发杜某贩卖毒品的犯罪事实，经查证属实。", "走私、贩卖、运输、制造毒品"),
    ],
)
def test_a_crime_the_defendant_reported_by_name_is_not_the_charge(fact: str, charge: str) -> None:
    knowledge = default_knowledge()
    assert detect_charge(fact, knowledge) == charge
    assert detect_further_charges(fact, charge, knowledge) == []


def test_a_verified_report_by_name_is_merit_and_no_charge() -> None:
    fact = "被告人孟某趁邻居外出，从其窗台上窃取现金900元。归案后，孟某揭发杜某某贩卖毒品的犯罪事实，经查证属实。"
    output = predict_sentence(fact)
    assert output["charge"] == "盗窃" and "立功" in {factor["name"] for factor in output["factors"]}

def test_carrying_hazardous_chemicals_against_the_rules_is_dangerous_driving() -> None:
    # 刑法第一百三十三条之一第一款第（四）项: 拘役 only, not a drug crime for the word 运输
    output = predict_sentence("被告人孙某违反危险化学品安全管理规定，驾驶罐车运输液化石油气，途经市区道路。")
    assert output["charge"] == "危险驾驶" and output["penalty"].startswith("拘役")


@pytest.mark.parametrize(
    "fact",
    [
        "被告人张某为伤害李某，事先购买了砍刀，尚未着手即被抓获，系犯罪预备。",  # 购买 is no counterfeit money
        "被告人王某在生产作业中，关闭、破坏直接关系生产安全的监控设备。",  # 危险作业 (第一百三十四条之一): not covered
    ],
)
def test_a_bare_verb_names_no_charge(fact: str) -> None:
    with pytest.raises(ValueError, match="无法从案情中识别罪名"):
        predict_sentence(fact)


def test_a_lent_bank_card_is_helping_network_crime_not_a_bribe() -> None:
    # 刑法第二百八十七条之二; 法释〔2019〕15号第十二条: the fee for the card is no bribe
    output = predict_sentence("我把自己的银行卡借给别人用，后来发现流水有30多万，我拿了2000块好处费。")
    assert output["charge"] == "帮助信息网络犯罪活动"


@pytest.mark.parametrize(
    ("fact", "charge"),
    [
        ("被告人王某利用担任某公司采购经理的职务便利，收取供应商好处费5万元。", "非国家工作人员受贿"),
        ("被告人王某故意破坏李某的车辆，造成损失8000元。", "故意毁坏财物"),
        ("被告人王某运输毒品甲基苯丙胺50克。", "走私、贩卖、运输、制造毒品"),
        ("被告人王某购买假币2万元。", "出售、购买、运输假币"),
    ],
)
def test_the_narrowed_words_still_tell_their_crime(fact: str, charge: str) -> None:
    assert predict_sentence(fact)["charge"] == charge


def test_force_to_resist_arrest_after_a_theft_is_robbery() -> None:
    # 第二百六十九条: the basic tier of 第二百六十三条, 3–10 years
    fact = "被告人张某盗窃李某手机后逃跑，被李某追上时为抗拒抓捕当场用拳头殴打李某，致李某轻微伤，手机价值3000元。"
    output = predict_sentence(fact)
    assert output["charge"] == "抢劫" and 36 <= output["months"] <= 120
    assert "第二百六十九条" in _sources(output)


def test_a_theft_without_force_stays_theft() -> None:
    output = predict_sentence("被告人张某盗窃李某手机后逃跑，被民警抓获，手机价值3000元。")
    assert output["charge"] == "盗窃"


# ---- 寻衅滋事 told by its acts (刑法第二百九十三条; 法释〔2013〕18号第二条第（一）项、第四条) -----------------------


def test_beating_people_for_no_cause_is_picking_quarrels() -> None:
    fact = "经审理查明：被告人吕某酒后在烧烤店无故殴打店主及顾客三人，致二人轻微伤，并砸毁店内物品价值3000元。"
    output = predict_sentence(fact)
    assert output["charge"] == "寻衅滋事" and output["months"] > 0


# ---- killing an animal is not 故意杀人 -------------------------------------------------------------


@pytest.mark.parametrize("fact", ["被告人王某将被害人家的狗杀死，并损毁其财物价值3000元。", "被告人王某将其饲养的羊杀死后出售。"])
def test_killing_an_animal_is_not_murder(fact: str) -> None:
    assert detect_charge(fact, default_knowledge()) != "故意杀人"


def test_a_killing_of_the_victim_is_still_murder() -> None:
    assert detect_charge("被告人王某将被害人掐颈杀死。", default_knowledge()) == "故意杀人"


def test_a_village_committee_is_no_state_organ() -> None:
    # 刑法第二百八十条第一款 protects a 国家机关's seal; a 村民委员会 is a self-governing body (宪法第一百一十一条)
    # nor any other charge read from the bare verb 伪造: the note that the court's view of the body decides
    with pytest.raises(ValueError, match="村（居）民委员会"):
        predict_sentence("被告人刘某私刻某村民委员会公章，伪造证明文件。")
    assert predict_sentence("被告人刘某私刻某县公安局公章，伪造证明文件。")["charge"] == "伪造、变造、买卖国家机关公文、证件、印章"


# ---- drugs found with no act told are held (刑法第三百四十八条) --------------------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "民警在被告人吴某住处查获甲基苯丙胺30克。",
        "民警在被告人吴某住处查获海洛因30克，现有证据不能证明其贩卖毒品。",
        "被告人吴某否认贩卖毒品，民警在其住处查获海洛因30克。",
    ],
)
def test_drugs_found_with_no_act_told_are_held(fact: str) -> None:
    # 30 g of heroin or methamphetamine: 10–50 g is 数量较大, 三年以下 (刑法第三百四十八条)
    result = predict_sentence(fact)
    assert result["charge"] == "非法持有毒品"
    assert 0 < result["months"] <= 36


@pytest.mark.parametrize(
    "fact",
    [
        "被告人张某向吸毒人员贩卖海洛因1克，民警从其身上查获海洛因3克。",
        "被告人张某以300元的价格将0.5克甲基苯丙胺卖给吸毒人员李某。",
        "被告人张某驾车从云南运输甲基苯丙胺500克至广州。",
        # drugs kept for sale are sold drugs (刑法第三百四十七条 counts them toward the quantity)
        "民警在被告人住处查获其尚未贩卖的甲基苯丙胺30克。",
    ],
)
def test_an_act_told_is_selling_or_moving(fact: str) -> None:
    assert predict_sentence(fact)["charge"] == "走私、贩卖、运输、制造毒品"


def test_armed_snatching_is_robbery():
    # 刑法第二百六十七条第二款: 携带凶器抢夺的，依照本法第二百六十三条（抢劫）的规定定罪处罚; robbery has no amount
    # threshold, and its basic tier is 3–10 years (第二百六十三条)
    result = predict_sentence("被告人张某伙同李某携带匕首，在街头抢夺被害人王某手机一部，价值500元。")
    assert result["charge"] == "抢劫"
    assert "第二百六十七条第二款" in _sources(result)
    assert 36 <= result["months"] <= 120


def test_unarmed_snatching_stays_snatching():
    result = predict_sentence("被告人张某在街头抢夺被害人王某手机一部，价值5000元。")
    assert result["charge"] == "抢夺"


# ---- 刑法第二百八十条: a 村委会 seal told before a state organ's seal -------------------------------------------------


def test_a_village_committee_seal_named_first_does_not_hide_a_state_organs_seal() -> None:
    # 某镇人民政府 is a 国家机关 (第二百八十条第一款); the 村委会 seal beside it does not make the case unanswerable
    output = predict_sentence("被告人张某伪造某村委会公章及某镇人民政府公章各一枚。")
    assert output["charge"] == "伪造、变造、买卖国家机关公文、证件、印章"


def test_a_village_committee_seal_alone_is_still_refused() -> None:
    with pytest.raises(ValueError, match="村（居）民委员会"):
        predict_sentence("被告人张某伪造某村委会公章一枚。")


# ---- 转化型抢劫 (刑法第二百六十九条): force or its threat 当场, not denied ---------------------------------------------


def test_resisting_arrest_without_force_stays_theft() -> None:
    # 未使用暴力: no force, so no robbery by 第二百六十九条; 3000元 is 盗窃 数额较大
    output = predict_sentence("被告人张某在超市盗窃价值3000元的手机，被保安李某发现后为抗拒抓捕挣脱逃跑，未使用暴力。")
    assert output["charge"] == "盗窃"


def test_force_at_an_arrest_a_week_later_is_not_on_the_spot() -> None:
    # the force is at an arrest seven days after the theft: not 当场 (第二百六十九条), the theft stays 盗窃
    output = predict_sentence(
        "被告人张某于2023年3月1日盗窃李某停放在楼下的电动车一辆，价值3000元。同年3月8日，民警在其住处抓捕张某时，"
        "张某为抗拒抓捕持刀威胁民警。"
    )
    assert output["charge"] == "盗窃"


@pytest.mark.parametrize(
    "fact",
    [
        "被告人张某在超市盗窃价值3000元的手机，被保安李某发现后为抗拒抓捕持刀威胁李某。",
        "被告人张某盗窃被害人手机一部，价值3000元，被害人发现后追赶，张某为抗拒抓捕，持刀将被害人刺伤。",
        "被告人张某扒窃李某钱包，内有现金2000元。李某发觉后将其抓住，张某为抗拒抓捕对李某拳打脚踢。",
    ],
)
def test_force_on_the_spot_to_resist_arrest_is_robbery(fact: str) -> None:
    # discovered or chased right after the theft, then force: 依照抢劫罪定罪处罚 (第二百六十九条)
    output = predict_sentence(fact)
    assert output["charge"] == "抢劫" and "依照抢劫罪定罪处罚" in _steps(output)


# ---- 入户 (法释〔2000〕35号第一条): the robbery in the home, not after leaving it --------------------------------------


def test_a_robbery_after_leaving_a_home_is_not_in_it() -> None:
    # the phone is robbed downstairs from a passer-by after leaving: a plain robbery (第二百六十三条, 3–10 years)
    output = predict_sentence(
        "被告人张某闯入李某家中寻找王某未果，离开后在楼下持刀抢走路人赵某手机一部，价值2000元。", charge="抢劫"
    )
    assert "入户" not in _steps(output) and output["months"] < 120


def test_force_in_the_next_clause_after_entering_is_in_the_home() -> None:
    # entering a home and robbing there: 入户抢劫, 10 years or more (第二百六十三条第（一）项)
    output = predict_sentence("被告人张某闯入被害人吴某家中，持刀威胁吴某，劫取现金2000元。", charge="抢劫")
    assert output["months"] >= 120


# ---- 挪用资金 for 非法活动 (法释〔2016〕9号第五条、第十一条第二款): by the use told ----------------------------------------


def test_gambling_told_of_the_past_is_not_the_use() -> None:
    # the money went into shares (营利活动: prosecuted from 5万, 立案追诉标准（二）第七十七条); 4万 is below, so no crime,
    # where a use for gambling would be one from 3万
    output = predict_sentence(
        "被告人张某挪用本公司资金4万元用于炒股，一个月后归还。张某曾因赌博被行政处罚。", charge="挪用资金"
    )
    assert output["months"] == 0 and "挪用资金进行非法活动" not in _steps(output)


def test_repaying_a_gambling_debt_is_an_illegal_use() -> None:
    # 归还进行非法活动产生的欠款 is a use for 非法活动 (法〔2003〕167号纪要四（五）): 6万 (2× 3万) reached by 8万
    output = predict_sentence("被告人张某挪用本公司资金8万元用于偿还赌债，一个月后归还。", charge="挪用资金")
    assert output["months"] > 0


# ---- 危险驾驶 by hazardous chemicals (刑法第一百三十三条之一第一款第（四）项) -------------------------------------------


def test_storing_hazardous_chemicals_is_no_dangerous_driving() -> None:
    # a storage fire is no driving: not 危险驾驶 (the charge is left for the user to name)
    fact = "被告人张某违反危险化学品安全管理规定，在其经营的仓库内违规储存烟花爆竹，引发火灾致一人死亡。"
    try:
        charge = predict_sentence(fact)["charge"]
    except ValueError:
        charge = None
    assert charge != "危险驾驶"


# ---- 携带凶器抢夺 and 转化型抢劫 read for the charges they convert (刑法第二百六十七条第二款、第二百六十九条) ----------------


def test_a_snatching_with_a_weapon_is_robbery() -> None:
    output = predict_sentence("被告人张某携带凶器抢夺李某手提包一个，内有现金3000元。", charge="抢夺")
    assert output["charge"] == "抢劫" and "携带凶器抢夺的，依照抢劫罪定罪处罚" in _steps(output)


@pytest.mark.parametrize(
    "fact",
    [
        "被告人赵某因琐事怀恨在心，持刀杀害被害人，致被害人死亡。",
        "被告人陶某与妻子发生争吵，遂持菜刀杀害妻子。",
        "被告人陶某趁被害人熟睡将其杀害。",
    ],
)
def test_killing_a_person_told_as_sha_hai_is_murder(fact: str) -> None:
    assert detect_charge(fact, default_knowledge()) == "故意杀人"


def test_killing_protected_wildlife_is_not_murder() -> None:
    assert detect_charge("被告人吴某在山林中非法杀害国家重点保护的珍贵野生动物猕猴两只。", default_knowledge()) != "故意杀人"


@pytest.mark.parametrize(
    "fact", ["被告人杨某与他人斗殴，致被害人轻微伤。", "被告人杨某与邻居口角后互相斗殴，致邻居轻微伤。"]
)
def test_a_fight_of_two_is_no_group_brawl(fact: str) -> None:
    # 刑法第二百九十二条 needs a gathered crowd; a minor injury is no 故意伤害 either: no crime listed, the user is told
    with pytest.raises(ValueError, match="斗殴未写明聚众.*第二百九十二条.*治安违法"):
        predict_sentence(fact)


def test_a_fight_of_a_gathered_crowd_is_a_group_brawl() -> None:
    assert predict_sentence("被告人杨某纠集五人与对方数人斗殴，致一人轻微伤。")["charge"] == "聚众斗殴"


def test_a_second_crime_named_by_its_name_is_sentenced_too() -> None:
    # 刑法第六十九条: each crime is sentenced, then combined; the injury is the second crime's, not a note
    fact = "被告人严某犯盗窃罪，窃取财物价值1万元；又犯故意伤害罪，致被害人轻伤一级。严某到案后如实供述。"
    output = predict_sentence(fact)
    assert output["charge"].split("；") == ["盗窃", "故意伤害"]
    assert "数罪并罚" in "\n".join(step["description"] for step in output["steps"])


def test_a_crime_the_defendant_knew_another_committed_is_no_charge_of_theirs() -> None:
    fact = "被告人陶某明知他人犯诈骗罪，仍为其提供银行卡，帮助转账50万元。"
    assert "诈骗" not in detect_further_charges(fact, "帮助信息网络犯罪活动", default_knowledge())


@pytest.mark.parametrize("charge", [None, "盗窃;诈骗"])
def test_two_crimes_told_in_one_sentence_are_each_measured_by_their_own_sum(charge: str | None) -> None:
    fact = "被告人华某于2023年3月在小区内盗窃电动车一辆，价值4000元，同年5月以帮忙办证为名骗取他人2万元。"
    output = predict_sentence(fact, charge=charge)
    assert output["charge"] == "盗窃；诈骗"
    amounts = {f["charge"]: f["value"] for f in output["factors"] if f["name"] == "amount"}
    assert amounts == {"盗窃": 4000.0, "诈骗": 20000.0}


def test_one_episode_joined_by_bing_stays_one_act() -> None:
    # 寻衅滋事 includes damaging property at will (刑法第二百九十三条第一款第（三）项): no second charge
    fact = "被告人吕某在饭店无故殴打店主及顾客三人，致二人轻微伤，并砸毁店内物品价值3000元。"
    assert detect_further_charges(fact, "寻衅滋事", default_knowledge()) == []


def test_charges_whose_acts_the_fact_does_not_tell_apart_say_every_charge_read_all_of_it() -> None:
    result = predict_sentence("被告人张某以借钱为名骗取并窃取他人财物共计2万元。", "盗窃;诈骗")
    told = [step for step in result["steps"] if step["description"].startswith("案情未能分开叙述各罪的事实")]
    assert len(told) == 1 and "第六十九条" in told[0]["source"]
    apart = predict_sentence("被告人张某盗窃他人电动车一辆，价值4000元；又诈骗他人2万元。", "盗窃;诈骗")
    assert not any(step["description"].startswith("案情未能分开") for step in apart["steps"])


@pytest.mark.parametrize(
    "fact",
    [
        "被告人杨某等十余人持械斗殴，致一人轻伤。",
        "被告人杨某伙同二十余人手持钢管与对方人员斗殴，致对方一人轻伤二级。",
    ],
)
def test_a_crowd_fighting_armed_is_a_group_brawl_not_the_injury(fact: str) -> None:
    # 刑法第二百九十二条第一款: the crowd's fight is the crime, a 轻伤 it caused stays within it; 持械 is its
    # 第（四）项 aggravation (三年以上十年以下)
    assert detect_charge(fact, default_knowledge()) == "聚众斗殴"
    output = predict_sentence(fact)
    assert output["charge"] == "聚众斗殴" and "持械斗殴" in {f["name"] for f in output["factors"]}
    assert output["months"] >= 36


def test_two_fighting_each_other_are_no_crowd() -> None:
    # two people are no crowd: a 轻伤 between them is 故意伤害's
    assert detect_charge("被告人杨某与李某两人互殴，致李某轻伤二级。", default_knowledge()) == "故意伤害"


def test_a_crowd_fight_that_caused_serious_injury_is_intentional_injury() -> None:
    # 刑法第二百九十二条第二款: 聚众斗殴 that causes 重伤 is punished as 故意伤害
    assert detect_charge("被告人杨某等十余人持械斗殴，致一人重伤二级。", default_knowledge()) == "故意伤害"


@pytest.mark.parametrize(
    "fact",
    [
        "被告人孙某明知他人犯诈骗罪，仍将其名下银行卡三张提供给他人用于电信网络诈骗，上述银行卡支付结算金额共计人民币30万元。",
        "被告人孙某明知对方利用网络实施诈骗犯罪，仍将本人银行卡出租给对方使用，经查，该卡被用于接收诈骗资金人民币25万元。",
    ],
)
def test_cards_supplied_knowingly_to_others_network_fraud_are_help_to_a_network_crime(fact: str) -> None:
    # 刑法第二百八十七条之二第一款: the fraud is the others'; the defendant's act is the help
    assert detect_charge(fact, default_knowledge()) == "帮助信息网络犯罪活动"
    assert predict_sentence(fact)["charge"] == "帮助信息网络犯罪活动"


def test_cards_supplied_under_a_common_plan_are_the_fraud_itself() -> None:
    # a plan made beforehand makes the supplier the fraud's accomplice (共同犯罪)
    fact = (
        "被告人孙某与李某事先通谋，明知李某利用网络实施诈骗，仍将其银行卡三张交给李某用于收取诈骗款，"
        "李某骗取被害人人民币30万元。"
    )
    assert detect_charge(fact, default_knowledge()) == "诈骗"


def test_a_fraud_told_without_a_network_is_not_read_as_help_to_a_network_crime() -> None:
    # 刑法第二百八十七条之二 needs the crime helped to use an information network; none is told here, and the fraud's
    # words still count
    fact = "被告人孙某明知他人犯诈骗罪，仍将其银行卡提供给他人使用，被害人因此被骗走人民币5万元。"
    assert detect_charge(fact, default_knowledge()) == "诈骗"


@pytest.mark.parametrize(
    "fact",
    [
        "被告人郭某等十余人在广场互殴，致一人轻伤二级。",
        "被告人郭某纠集6人与对方五人在路边互殴，致对方一人轻伤一级。",
    ],
)
def test_a_crowd_fighting_each_other_is_a_group_brawl(fact: str) -> None:
    # 互殴 of a crowd is the same crime as its 斗殴 (刑法第二百九十二条), not a tie with the injury's 故意伤害
    assert detect_charge(fact, default_knowledge()) == "聚众斗殴"


def test_two_told_as_二人_fighting_are_no_crowd() -> None:
    assert detect_charge("被告人郭某与对方二人互殴，致一人轻伤二级。", default_knowledge()) == "故意伤害"


CARDS_WITHOUT_NETWORK = "被告人曹某明知他人实施诈骗，仍向其提供自己的两张银行卡，帮助对方转移被骗款项人民币12万元。"


def test_cards_supplied_to_anothers_fraud_with_no_network_are_the_frauds_accomplice_once() -> None:
    # one act, one charge (刑法第二百八十七条之二第三款): without a network the supplier is the fraud's 帮助犯, a 从犯
    knowledge = default_knowledge()
    assert detect_charge(CARDS_WITHOUT_NETWORK, knowledge) == "诈骗"
    assert detect_further_charges(CARDS_WITHOUT_NETWORK, "诈骗", knowledge) == []
    output = predict_sentence(CARDS_WITHOUT_NETWORK)
    assert output["charge"] == "诈骗"
    assert "从犯" in {f["name"] for f in output["factors"]}
    described = "\n".join(step["description"] for step in output["steps"])
    assert "帮助犯，系从犯" in described and "先行调节：从犯" in described
    unaided = predict_sentence(CARDS_WITHOUT_NETWORK, factor_overrides={"从犯": False})
    assert "从犯" not in {f["name"] for f in unaided["factors"]} and unaided["months"] > output["months"]


def test_a_fraud_of_ones_own_beside_cards_supplied_is_no_accomplice() -> None:
    # the defendant's own fraud, no other's crime known and helped: no 从犯 is read
    fact = "被告人曹某虚构投资项目，骗取被害人刘某人民币12万元。"
    assert "从犯" not in {f["name"] for f in predict_sentence(fact)["factors"]}
