"""Review round 2 (session 7) mends: whose act a weapon or a giving-up is, 携带凶器抢夺 as 抢劫, one drive as one
crime, and 袭警 only for acts from 2021-03-01. Each gold is derived by hand from the article cited."""

from __future__ import annotations

from backend.sentencing.factors import apply_overrides, extract_factors
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence


def _sources(result: dict) -> str:
    return "\n".join(step["source"] for step in result["steps"])


# ---- 2: the defendant's side carries the weapon --------------------------------------------------------------


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


# ---- 6: only the defendant's own giving up is 犯罪中止 -----------------------------------------------------------


def test_the_victim_giving_up_is_no_abandonment():
    # 刑法第二十四条第一款: 中止 is the offender's own voluntary giving up; a completed robbery has none
    fact = "被告人张某持刀抢劫被害人李某现金500元，被害人李某主动放弃，后张某被抓获。"
    assert "犯罪中止" not in extract_factors(fact, default_knowledge())


def test_the_defendant_giving_up_after_seeing_the_victim_is_abandonment_and_exempt():
    # 刑法第二十四条第二款: 没有造成损害的，应当免除处罚
    fact = "被告人张某持刀入户抢劫，见被害人李某哭泣，遂主动放弃继续实施抢劫，离开现场，未造成任何损害。"
    result = predict_sentence(fact)
    assert "犯罪中止" in [f["name"] for f in result["factors"]]
    assert result["months"] == 0 and result["penalty"] == "免予刑事处罚"


# ---- 3: one drive that is both 危险驾驶 and 交通肇事 is sentenced once ---------------------------------------------


def test_a_drunk_crash_that_kills_is_only_traffic_accident():
    # 刑法第一百三十三条之一第三款: 同时构成其他犯罪的，依照处罚较重的规定定罪处罚 — 交通肇事 (one death, full
    # responsibility: 法释〔2000〕33号第二条, 第一百三十三条 up to 3 years) is heavier than 危险驾驶 (拘役 only)
    fact = (
        "被告人张某驾驶小型轿车与行人李某相撞，致李某当场死亡，张某负事故全部责任。"
        "经鉴定，张某血液中乙醇含量为180mg/100ml，属醉酒驾驶机动车。"
    )
    result = predict_sentence(fact)
    assert result["charge"] == "交通肇事"
    assert "第一百三十三条之一第三款" in _sources(result)
    assert 1 <= result["months"] <= 36


def test_a_drunk_crash_without_harm_is_still_dangerous_driving():
    # no death or serious injury: no 交通肇事 (法释〔2000〕33号第二条), so the drunk driving is sentenced (拘役1–6个月)
    fact = "被告人张某醉酒驾驶小型轿车与停放的车辆相撞，致两车受损，张某负事故全部责任。经鉴定，张某血液中乙醇含量为180mg/100ml。"
    result = predict_sentence(fact)
    assert "危险驾驶" in result["charge"]
    assert "第一百三十三条之一第三款" not in _sources(result)
    assert 1 <= result["months"] <= 6


# ---- 5: 袭警 exists only from 2021-03-01 ---------------------------------------------------------------------


def test_violence_against_police_before_2021_is_obstructing_official_duties():
    # 刑法修正案（十一） created 袭警 from 2021-03-01; 刑法第十二条: an earlier act is judged under the law then, where
    # it was 妨害公务 (第二百七十七条第一款, 从重 under its 第五款 as 刑法修正案（九） wrote it)
    result = predict_sentence("2016年5月，被告人张某在派出所拳击民警王某面部，致王某轻微伤。")
    assert result["charge"] == "妨害公务"
    assert "第十二条" in _sources(result)


def test_violence_against_police_from_2021_is_assaulting_police():
    assert predict_sentence("2022年5月，被告人张某在派出所拳击民警王某面部，致王某轻微伤。")["charge"] == "袭警"
    # no date told: the charge the facts name stands
    assert predict_sentence("被告人张某在派出所拳击民警王某面部，致王某轻微伤。")["charge"] == "袭警"


def test_a_given_charge_is_also_judged_by_the_law_in_force():
    result = predict_sentence("2019年3月，被告人张某在派出所拳击民警王某面部，致王某轻微伤。", charge="袭警")
    assert result["charge"] == "妨害公务"


# ---- 8: a band the user sets is not dropped -------------------------------------------------------------------


def test_the_users_age_band_replaces_the_extracted_one():
    # 量刑指导意见三（一）: 12–16 and 16–18 are separate bands; the user's correction to 16–18 must take effect
    knowledge = default_knowledge()
    fact = "被告人张某，2005年3月1日出生。2020年5月1日，张某在某商场盗窃手机一部，价值5000元。"
    extracted = extract_factors(fact, knowledge)
    assert "未满十六周岁" in extracted
    corrected = apply_overrides(extracted, {"未成年": True}, knowledge)
    assert corrected["未成年"].origin == "user"
    assert "未满十六周岁" not in corrected
    # both bands set by the user: the narrower one, as for extracted bands
    both = apply_overrides(extracted, {"未成年": True, "未满十六周岁": True}, knowledge)
    assert "未满十六周岁" in both and "未成年" not in both


def test_当庭认罪_still_gives_way_to_认罪认罚():
    # 量刑指导意见三（十四）: not weighed twice
    knowledge = default_knowledge()
    fact = "被告人张某在某商场盗窃手机一部，价值5000元。张某当庭自愿认罪，并签署认罪认罚具结书。"
    found = extract_factors(fact, knowledge)
    assert "认罪认罚" in found and "当庭认罪" not in found
    # set by the user it gives way too: the one place the rule lives (the plea cap no longer lists it)
    assert "当庭认罪" not in apply_overrides(found, {"当庭认罪": True}, knowledge)
    assert "当庭认罪" not in knowledge.plea_cap.absorbs
