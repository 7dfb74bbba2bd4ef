"""Whose conduct, standing or record a circumstance is: the defendant's side, a co-defendant, a victim, a witness."""

from __future__ import annotations

from types import MappingProxyType

import pytest

from backend.sentencing.factors import _named_people, extract_factors
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence


K = default_knowledge()


def test_weapon_must_be_the_defendants() -> None:
    own = "被告人周某与王某某发生争执，周某持水果刀刺向王某某，致王某某轻伤二级。"
    assert "携带凶器" in extract_factors(own, K)
    victims = "被告人周某与王某某发生争执，王某某持水果刀刺向周某，周某夺刀后将王某某打成轻伤二级。"
    assert "携带凶器" not in extract_factors(victims, K)


_THEFT = "被告人张某与李某于2021年5月3日共同盗窃电动车一辆，价值30000元。"


# ---- a co-defendant's conduct is shown, not counted (刑法第六十七条, 第二十七条) -----------------------------------


@pytest.mark.parametrize(
    ("told", "name"),
    [
        ("案发后，李某到公安机关投案自首，张某被抓获归案。", "自首"),
        ("到案后，被告人李某如实供述了犯罪事实。", "坦白"),
        ("李某在共同犯罪中起次要作用，系从犯。", "从犯"),
        ("李某的家属代为退赔被害人全部损失。", "退赃退赔"),
        ("李某赔偿被害人损失并取得被害人谅解。", "取得谅解"),
        ("后李某检举揭发他人犯罪，有立功表现。", "立功"),
        ("同案犯到案后如实供述。", "坦白"),
    ],
)
def test_a_co_defendants_conduct_is_not_the_defendants(told: str, name: str) -> None:
    factor = extract_factors(_THEFT + told, K)[name]
    assert factor.value is False
    assert "不计入被告人张某" in factor.evidence  # the page shows whose it is


@pytest.mark.parametrize(
    ("told", "name"),
    [
        ("案发后，张某到公安机关投案自首，李某被抓获归案。", "自首"),
        ("被告人张某、李某到案后均如实供述。", "坦白"),  # told of both: each one's
        ("二被告人到案后均如实供述。", "坦白"),
        ("到案后如实供述。", "坦白"),  # no one named in the sentence: the defendant's, as before
        ("张某的家属代为退赔被害人全部损失，并取得被害人谅解。", "退赃退赔"),  # family paying for him is his
        ("被害人王某对张某表示谅解。", "取得谅解"),  # the victim forgives the defendant
        ("张某将被害人王某打伤后主动投案。", "自首"),  # one acted on is not the subject
    ],
)
def test_the_defendants_own_or_joint_conduct_counts(told: str, name: str) -> None:
    assert extract_factors(_THEFT + told, K)[name].value is True


def test_an_accomplice_taken_along_does_not_take_the_surrender() -> None:
    fact = "被告人张某伙同李某盗窃电动车一辆，价值3000元，后主动到派出所投案。"
    assert extract_factors(fact, K)["自首"].value is True


def test_a_co_defendants_surrender_does_not_lessen_the_term_and_the_user_may_correct_it() -> None:
    fact = _THEFT + "案发后，李某到公安机关投案自首，张某被抓获归案。"
    read = predict_sentence(fact, charge="盗窃")
    corrected = predict_sentence(fact, charge="盗窃", factor_overrides={"自首": True})
    assert "自首" not in {f["name"] for f in read["factors"]}  # the list holds what changes the defendant's term
    row = next(f for f in read["not_applicable"] if f["name"] == "自首")
    assert "系李某的情节，不计入被告人张某" in row["evidence"]
    assert not any("自首" in step["description"] for step in read["steps"] if step["description"].startswith("调节"))
    # 刑法第六十七条第一款: the surrender the user says is the defendant's lessens the term (可以从轻或者减轻)
    assert corrected["months"] < read["months"]


def test_a_co_defendants_plea_leaves_the_defendants_own_admission_in_court() -> None:
    # 当庭认罪 gives way only to the defendant's own 认罪认罚 (量刑指导意见三（十四）): another's plea is not his
    fact = _THEFT + "被告人李某自愿认罪认罚，签署具结书。被告人张某当庭自愿认罪。"
    factors = extract_factors(fact, K)
    assert factors["认罪认罚"].value is False
    assert factors["当庭认罪"].value is True


# ---- a co-defendant's record and standing are not the defendant's (刑法第六十五条, 第十七条之一, 第十八条) -------------


@pytest.mark.parametrize(
    "told",
    [
        "被告人李某曾于2018年因盗窃罪被判处有期徒刑一年，2019年3月刑满释放。",
        "被告人李某有前科。",
    ],
)
def test_a_co_defendant_named_as_such_keeps_his_record(told: str) -> None:
    factors = extract_factors("被告人张某、李某于2021年5月3日共同盗窃电动车一辆，价值3000元。" + told, K)
    assert "累犯" not in factors and "前科" not in factors


def test_the_defendants_own_record_still_counts_beside_a_co_defendant() -> None:
    fact = (
        "被告人张某于2021年5月3日伙同李某盗窃电动车一辆，价值3000元。"
        "被告人张某曾于2018年因盗窃罪被判处有期徒刑一年，2019年3月刑满释放。"
    )
    factors = extract_factors(fact, K)
    # released 2019-03, the new act 2021-05: within five years of a served 有期徒刑 (刑法第六十五条第一款)
    assert factors["累犯"].value is True and factors["前科"].value is True


def test_a_denied_surrender_of_a_co_defendant_does_not_deny_the_defendants() -> None:
    fact = _THEFT + "被告人张某主动到公安机关投案。被告人李某不构成自首。"
    assert extract_factors(fact, K)["自首"].value is True


@pytest.mark.parametrize(
    ("told", "name"),
    [
        ("李某已满七十五周岁。", "老年人"),
        ("李某系限制刑事责任能力人。", "限制刑事责任能力"),
        ("李某在作案时17周岁。", "未成年"),
    ],
)
def test_a_co_defendants_age_or_capacity_is_not_the_defendants(told: str, name: str) -> None:
    assert name not in extract_factors(_THEFT + told, K)


def test_the_defendants_own_age_still_counts() -> None:
    assert extract_factors(_THEFT + "张某作案时17周岁。", K)["未成年"].value is True


def test_a_co_defendants_birth_date_does_not_make_the_defendant_a_minor() -> None:
    # 刑法第十七条第四款 looks at the offender's own age at the act: 李某 (born 2004-03-05) was 17 on 2021-05-03, 张某's
    # age is not given
    fact = "经审理查明：2021年5月3日，被告人张某伙同被告人李某（男，2004年3月5日出生）盗窃电动车一辆，价值3000元。"
    assert "未成年" not in extract_factors(fact, K)
    own = "被告人张某（男，2004年3月5日出生）于2021年5月3日伙同李某盗窃电动车一辆，价值3000元。"
    assert extract_factors(own, K)["未成年"].value is True


# ---- who is doing it: people listed, paid, forgiven, named with a date, or in a title are no co-defendant's act ---


@pytest.mark.parametrize(
    ("fact", "name"),
    [
        # witnesses listed after 证人 are witnesses; the evidence list names the defendant's surrender record
        ("被告人钱某驾车撞死行人。上述事实，有证人陈某、肖某、岳某的证言，自首情况说明等证据证实。", "自首"),
        # the people paid and forgiving are the victims (取得了二人的谅解)
        ("被告人张某醉酒驾车撞伤他人，事故发生后，张某积极赔偿了吴某、汪某的损失，取得了二人的谅解。", "取得谅解"),
        # the owner forgives the defendant named after 对
        ("被告人樊某采挖野生兰草。林地承包人崔某对被告人樊某的行为表示谅解。", "取得谅解"),
        # an accomplice taken along 伙同同犯… is not the one who later surrendered
        ("在监狱服刑的罪犯马某伙同同犯孔某翻越围墙脱逃，后流窜各地，2014年2月9日向公安机关投案自首。", "自首"),
        # 张某2013年 is 张某 on a date, not another person
        ("被告人张某非法猎捕野生鸟类19只。另查明，被告人张某2013年10月11日到森林公安局投案。", "自首"),
    ],
)
def test_victims_witnesses_and_those_acted_on_take_no_conduct_from_the_defendant(fact: str, name: str) -> None:
    assert extract_factors(fact, K)[name].value is True


def test_a_circumstance_named_in_a_cited_title_is_no_finding() -> None:
    # 《…关于处理自首和立功具体应用法律若干问题的解释》 names 立功 as its subject; the court found only 自首
    fact = (
        "被告人朱某以欺骗手段取得银行贷款。被告人朱某系口头传唤到案，根据《最高人民法院关于处理自首和立功具体应用法律"
        "若干问题的解释》第一条第（一）项之规定，系自首。"
    )
    factors = extract_factors(fact, K)
    assert factors["自首"].value is True
    assert "立功" not in factors


def test_the_defendant_left_out_of_those_who_surrendered_gets_no_surrender() -> None:
    # 刑法第六十七条: the four named surrendered; 被告人朱某, named first and not among them, did not
    fact = (
        "被告人朱某、张某、贾某、刘某、王某以欺骗手段取得银行贷款。被告人张某、贾某、刘某、王某均系口头传唤到案，"
        "系自首。"
    )
    assert extract_factors(fact, K)["自首"].value is False


# ---- words after a role word that are no name --------------------------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "被告人方与被害人已达成调解协议。",
        "被害人苏醒后，报警。",
        "被告人白天在家。",
        "被告人胡乱将财物丢弃。",
        "被告人陆续将财物转移。",
        "被害人田地里的庄稼被毁。",
        "被害人孙子在家。",
    ],
)
def test_phrases_after_a_role_word_are_no_names(fact: str) -> None:
    assert dict(_named_people(fact)) == {}


def test_real_names_are_still_read_and_the_cache_is_read_only() -> None:
    named = _named_people("被告人王小明与被害人欧阳明因琐事发生争执。")
    assert dict(named) == {"王小明": True, "欧阳明": False}
    assert isinstance(named, MappingProxyType)
    with pytest.raises(TypeError):
        named["李四"] = True  # type: ignore[index]


# ---- the state functionary is the defendant, by their own post (刑法第九十三条) -----------------------------------


@pytest.mark.parametrize(
    "fact, charge",
    [
        # the police who arrest a private company's staff make no official of them (刑法第二百七十一条, 第一百六十三条,
        # 第二百七十二条)
        ("被告人李某系某商贸有限公司会计，利用职务便利侵占公司资金10万元，后被县公安局民警抓获。", "职务侵占"),
        ("被告人张某系某民营医院采购员，利用职务便利收受回扣10万元，被派出所民警传唤到案。", "非国家工作人员受贿"),
        ("被告人王某系某有限公司出纳，利用职务便利挪用公司资金20万元用于炒股，被公安局民警抓获。", "挪用资金"),
        # another party's post is not the defendant's
        ("被告人甲系某物业公司经理，利用职务便利收受业主好处费8万元，该业主系某区司法局副局长。", "非国家工作人员受贿"),
        # a company's regional title, and 局长 inside another word, are no bureau post
        ("被告人甲系某物流有限公司华东区局长，利用职务便利收受供应商回扣8万元。", "非国家工作人员受贿"),
        ("被告人甲系某公司销售经理，负责公司布局长三角市场，利用职务便利收受客户回扣8万元。", "非国家工作人员受贿"),
    ],
)
def test_a_post_not_the_defendants_own_makes_no_official(fact: str, charge: str) -> None:
    assert predict_sentence(fact)["charge"] == charge


@pytest.mark.parametrize(
    "fact, charge",
    [
        ("被告人刘某在担任某县财政局科长期间，利用职务便利收受他人财物10万元。", "受贿"),
        ("被告人王某利用担任某县国土资源局局长的职务便利，为他人谋取利益，非法收受他人财物共计人民币45万元。", "受贿"),
        ("被告人李某系某国有公司出纳，利用职务便利，侵吞公款共计人民币25万元。", "贪污"),
        # 全国人大常委会关于刑法第九十三条第二款的解释: assisting the government in its work, before 利用职务便利
        ("被告人张某系某村村委会主任，在协助人民政府从事征地补偿款发放工作中，利用职务便利收受他人贿赂5万元。", "受贿"),
    ],
)
def test_the_defendants_own_post_still_makes_an_official(fact: str, charge: str) -> None:
    assert predict_sentence(fact)["charge"] == charge


# ---- the defendant's side carries the weapon --------------------------------------------------------------


def test_weapon_carried_with_an_accomplice_makes_a_small_theft_a_crime():
    # 刑法第二百六十四条: 携带凶器盗窃 is theft whatever the amount (法释〔2013〕8号第三条第三款 says what it is);
    # 李某 named after 伙同 is the defendant's accomplice, so the dagger is the defendant's side's
    result = predict_sentence("被告人张某伙同李某携带匕首，在某商场盗窃手机一部，价值500元。")
    assert result["charge"] == "盗窃"
    assert "携带凶器" in [f["name"] for f in result["factors"]]
    assert result["months"] > 0


def test_every_accomplice_in_a_list_is_on_the_defendants_side():
    fact = "被告人张某伙同陈某、王某、马某分别手持砍刀，在某村盗窃财物，价值800元。"
    assert "携带凶器" in extract_factors(fact, default_knowledge())


def test_relatives_joined_to_the_defendant_are_on_his_side():
    fact = "被告人钟某与其弟弟钟某1、父亲钟某2、母亲张某一起手持刀、锯等来到钟某3家门口叫骂。"
    assert "携带凶器" in extract_factors(fact, default_knowledge())


def test_a_person_acted_on_is_not_the_one_who_next_takes_a_knife():
    fact = "被告人张某用石块砸向钟某等人并手持刀具追赶，抢走钟某手机一部，价值800元。"
    assert "携带凶器" in extract_factors(fact, default_knowledge())


def test_the_victims_knife_is_still_not_the_defendants():
    knowledge = default_knowledge()
    assert "携带凶器" not in extract_factors(
        "王某某与周某发生争执，王某某持水果刀刺向被告人周某，周某夺刀将王某某刺成轻伤。", knowledge
    )
    assert "携带凶器" not in extract_factors(
        "被告人张某与被害人李某发生争执，被害人李某持刀追砍张某，张某将李某打成轻伤。", knowledge
    )


# ---- only the defendant's own giving up is 犯罪中止 -----------------------------------------------------------


def test_the_victim_giving_up_is_no_abandonment():
    # 刑法第二十四条第一款: 中止 is the offender's own voluntary giving up; a completed robbery has none
    fact = "被告人张某持刀抢劫被害人李某现金500元，被害人李某主动放弃，后张某被抓获。"
    assert "犯罪中止" not in extract_factors(fact, default_knowledge())


def test_a_blind_victim_is_not_the_defendants_standing() -> None:
    # 刑法第十九条 is the offender's own condition; a victim's age is not 第十七条之一's either
    fact = "被告人张某盗窃被害人李某财物价值3000元，被害人李某系盲人，已满七十五周岁。"
    found = extract_factors(fact, K)
    assert "聋哑或盲人" not in found and "老年人" not in found


def test_coercing_another_is_no_coercion_of_the_defendant() -> None:
    assert "胁从犯" not in extract_factors("被告人王某胁迫李某参加殴打被害人，致被害人轻伤一级。", K)


# ---- the harm of another's crime the defendant reported is not the defendant's (刑法第六十八条) ----------------------


@pytest.mark.parametrize(
    "fact",
    [
        "被告人韩某盗窃电动车一辆，价值2600元。羁押期间，韩某揭发同监室人员毛某故意伤害致人死亡的犯罪事实，经查证属实。",
        "被告人韩某盗窃电动车一辆，价值2600元。到案后检举他人抢劫致被害人重伤二级的犯罪线索，公安机关据此破获该案。",
        "被告人韩某盗窃电动车一辆，价值2600元。韩某协助公安机关抓获将被害人打成轻伤一级的犯罪嫌疑人龙某。",
    ],
)
def test_a_reported_crimes_harm_is_not_the_defendants(fact: str) -> None:
    found = extract_factors(fact, K)
    assert "injury" not in found and "deaths" not in found
    assert found["amount"].value == 2600


def test_the_defendants_own_harm_still_counts_beside_a_report() -> None:
    fact = (
        "被告人韩某持木棍殴打被害人邵某，致邵某经抢救无效死亡。"
        "羁押期间，韩某揭发同监室人员毛某盗窃现金3万元的犯罪事实，经查证属实。"
    )
    found = extract_factors(fact, K)
    assert found["injury"].value == "死亡" and found["deaths"].value == 1
    assert "amount" not in found  # the 3万 was 毛某's theft


def test_a_victims_report_tells_the_defendants_own_harm() -> None:
    # the victim reporting the defendant's act: the harm is the defendant's
    fact = "被害人邵某举报被告人韩某将其打成轻伤二级。"
    assert extract_factors(fact, K)["injury"].value == "轻伤二级"
