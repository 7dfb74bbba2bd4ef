"""Lay criminal questions read in session 28: a war rumour in peace with no one named (治安管理处罚法第二十九条, or
寻衅滋事 where it caused 公共秩序严重混乱); a police car smashed (故意毁坏财物 by its worth, 妨害公务 named); the police
held off at a door with a push (妨害公务, not 袭警); another's identity card borrowed for a test (居民身份证法, the crime's
conditions named); a cheating device sold with no exam named (组织考试作弊, the exam asked)."""

import pytest

from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _steps(result: dict) -> str:
    return "\n".join(step["description"] for step in result["steps"])


def _sources(result: dict) -> str:
    return "\n".join(step["source"] for step in result["steps"])


def _missing(result: dict) -> list[str]:
    return [entry["factor"] for entry in result.get("missing") or []]


# ---- a rumour in peace -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "在网上造谣说要打仗了",  # was 诽谤 asking 情节严重
    "我在微信群里编谣言说马上要开战了，会被抓吗",
])
def test_a_peacetime_war_rumour_naming_no_one_is_a_public_order_case(fact):
    with pytest.raises(NoCrimeTold) as refused:
        predict_sentence(fact)
    note = str(refused.value)
    assert "治安管理处罚法》第二十九条第（一）项" in note and "五日以上十日以下拘留" in note
    assert "不构成诽谤罪" in note and "公共秩序严重混乱" in note and "寻衅滋事罪" in note


def test_a_rumour_that_caused_serious_public_disorder_is_picking_quarrels():
    result = predict_sentence("我在微信群里编谣言说马上要开战，结果好多人去超市抢购，公共秩序严重混乱")
    assert result["charge"] == "寻衅滋事"
    assert 1 <= result["months"] <= 60  # 五年以下有期徒刑、拘役或者管制
    assert "法释〔2013〕21号）第五条第二款" in _sources(result)


@pytest.mark.parametrize(("fact", "charge"), [
    ("在网上造谣说邻居偷东西", "诽谤"),  # a person defamed stays 诽谤
    ("在网上造谣说小区有人得了传染病", "编造、故意传播虚假信息"),
    ("战争期间他在村里到处造谣说敌人马上要打进来了", "战时造谣扰乱军心"),
])
def test_neighbouring_rumours_keep_their_charges(fact, charge):
    assert predict_sentence(fact)["charge"] == charge


# ---- a police car smashed --------------------------------------------------------------------------------------------

def test_a_police_car_smashed_asks_its_worth_and_names_obstruction():
    result = predict_sentence("我拿砖头砸了警车")  # was refused (无法识别罪名)
    assert result["charge"] == "故意毁坏财物"
    assert result["months"] == 0 and _missing(result) == ["amount"]
    assert "妨害公务罪（第二百七十七条第一款" in _steps(result)
    assert "案情未写明砸车时民警是否正在执行职务" in _steps(result)


def test_a_police_car_smashed_at_its_worth_is_sentenced_with_the_duty_told():
    result = predict_sentence("民警在路口查车的时候，我用石头砸了停在路边的警车，修车花了八千")
    assert result["charge"] == "故意毁坏财物"
    assert 1 <= result["months"] <= 36 and not _missing(result)
    assert "案情写明民警当时正在执行职务" in _steps(result)


# ---- the police held off ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "民警来抓人的时候，我挡着门不让他们进，还推了民警一下",  # was refused
    "警察来我家查人的时候，我堵着门不让进，还拽了警察一把",
])
def test_the_police_held_off_with_a_push_is_obstruction_not_assault(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "妨害公务"
    assert 1 <= result["months"] <= 36
    assert "治安管理处罚法》第六十一条第一款第（二）项" in _steps(result)
    assert "不是对民警人身的暴力袭击" in _steps(result) and "第二百七十七条第一款、第五款" in _sources(result)


def test_a_police_officer_struck_at_work_stays_assault_on_the_police():
    assert predict_sentence("我殴打了正在执勤的民警")["charge"] == "袭警"


# ---- an identity card borrowed ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "我把别人的身份证借来去考驾照",  # was refused
    "借了朋友的身份证去网吧上网",  # was refused
])
def test_a_borrowed_identity_card_is_answered_by_the_identity_card_law(fact):
    with pytest.raises(NoCrimeTold) as refused:
        predict_sentence(fact)
    note = str(refused.value)
    assert "居民身份证法》第十七条第一款第（一）项" in note and "二百元以上一千元以下罚款" in note
    assert "第十六条第（二）项" in note
    assert "刑法第二百八十条之一" in note and "情节严重" in note
    assert "代替考试罪（刑法第二百八十四条之一第四款" in note and "无法离线核实" in note


def test_a_found_card_used_stays_the_crime_asked_for_its_seriousness():
    result = predict_sentence("我拿捡来的身份证去网吧上网")
    assert result["charge"] == "使用虚假身份证件、盗用身份证件"


# ---- a cheating device sold ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "我在网上卖考试作弊用的耳机",  # was refused
    "我在网上卖作弊用的无线耳机",
])
def test_a_cheating_device_sold_with_no_exam_named_asks_which_exam(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "组织考试作弊"
    assert result["months"] == 0 and _missing(result) == ["法律规定的国家考试"]
    assert "第二百八十四条之一第一款、第二款" in _sources(result) and "英语四六级" in _steps(result)


def test_a_cheating_device_for_a_national_exam_is_sentenced():
    result = predict_sentence("我在网上卖考试作弊用的耳机，是高考用的")
    assert result["charge"] == "组织考试作弊"
    assert 1 <= result["months"] <= 36 and not _missing(result)


def test_a_cheating_device_told_a_national_exam_in_answer_is_sentenced():
    result = predict_sentence("我在网上卖考试作弊用的耳机", factor_overrides={"法律规定的国家考试": True})
    assert 1 <= result["months"] <= 36 and not _missing(result)


def test_a_cheating_device_for_an_exam_no_law_provides_is_not_read_as_the_crime():
    with pytest.raises(ValueError):
        predict_sentence("我在网上卖期末考试作弊用的耳机")


# ---- a naked-chat recording sold -------------------------------------------------------------------------------------

def test_a_naked_chat_recording_sold_is_obscene_material_for_profit_below_its_figures():
    result = predict_sentence("我在网上发了一段裸聊视频卖钱")  # was refused
    assert result["charge"] == "制作、复制、出版、贩卖、传播淫秽物品牟利"
    assert result["months"] == 0 and _missing(result) == ["写明情节严重"]
    assert "不满20个" in _steps(result)
