"""Mends from the review of session 8's sentencing commits (review8s): who a state functionary is, drugs found with
no act told, a court's order to pay back, the vulnerable-victim factor, strict corrections, amounts in other forms,
and 缓刑 for a pregnant defendant. Each expected value is derived by hand from the article cited beside it."""

from __future__ import annotations

import pytest

from backend.sentencing.factors import apply_overrides, coerce_value, foreign_currency, read_amount, read_drug_grams
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import check_overrides, predict_sentence

K = default_knowledge()


def _factor_names(result: dict) -> set[str]:
    return {factor["name"] for factor in result["factors"]}


# ---- 1. the state functionary is the defendant, by their own post (刑法第九十三条) -----------------------------------


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


def test_a_village_committee_is_no_state_organ() -> None:
    # 刑法第二百八十条第一款 protects a 国家机关's seal; a 村民委员会 is a self-governing body (宪法第一百一十一条)
    # nor any other charge read from the bare verb 伪造: the note that the court's view of the body decides
    with pytest.raises(ValueError, match="村（居）民委员会"):
        predict_sentence("被告人刘某私刻某村民委员会公章，伪造证明文件。")
    assert predict_sentence("被告人刘某私刻某县公安局公章，伪造证明文件。")["charge"] == "伪造、变造、买卖国家机关公文、证件、印章"


# ---- 2. drugs found with no act told are held (刑法第三百四十八条) --------------------------------------------------


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


# ---- 3. a court's order to pay back is not restitution (量刑指导意见三（十）) ------------------------------------------


def test_an_ordered_repayment_is_no_restitution() -> None:
    graft = "被告人卫某利用职务便利侵吞公款30万元。"
    for ordered in ("判决责令被告人卫某退缴违法所得。", "对其违法所得依法予以追缴。"):
        assert "退赃退赔" not in _factor_names(predict_sentence(graft + ordered, charge="贪污"))
    for repaid in ("案发后积极退缴全部赃款。", "其家属代为退缴全部赃款。"):
        assert "退赃退赔" in _factor_names(predict_sentence(graft + repaid, charge="贪污"))


# ---- 4. vulnerable victims: one clause, not counted twice (量刑指导意见三（十七）) --------------------------------------


def test_a_minor_defendant_is_no_vulnerable_victim() -> None:
    result = predict_sentence("经被害人报案，被告人系未成年人，盗窃他人手机一部，价值3000元。")
    assert "侵害弱势人员" not in _factor_names(result)


@pytest.mark.parametrize(
    "fact, charge",
    [
        # 刑法第二百三十七条第三款: the child's age is the crime itself
        ("被告人张某猥亵儿童一名，被害人系未成年人。", "猥亵儿童"),
        # 第二百三十六条第二款: 奸淫幼女 is already weighed by the 幼女 factor
        ("被告人张某奸淫幼女一名，被害人系未成年人，年仅十二岁。", "强奸"),
    ],
)
def test_the_victims_age_in_the_crime_is_not_weighed_again(fact: str, charge: str) -> None:
    result = predict_sentence(fact, charge=charge)
    assert "侵害弱势人员" not in _factor_names(result)
    assert any("不再重复评价" in step["description"] for step in result["steps"])


def test_university_students_are_no_vulnerable_victims_but_old_people_are() -> None:
    students = predict_sentence("被告人张某以办理校园贷为名，骗取多名在校学生钱款共计3万元。")
    assert "侵害弱势人员" not in _factor_names(students)
    assert "侵害弱势人员" in _factor_names(predict_sentence("被告人张某骗取多名老年人钱款共计3万元。"))
    assert "侵害弱势人员" in _factor_names(predict_sentence("被告人张某骗取多名中小学生钱款共计3万元。"))


def test_selling_to_a_pupil_is_the_serious_tier_only() -> None:
    # 法释〔2016〕8号第四条（三）: 向在校学生贩卖 is 情节严重 (三至七年, 刑法第三百四十七条第四款); the same sale is not
    # also 向未成年人出售 (第六款, 从重)
    pupil = predict_sentence("被告人张某向小学生李某贩卖甲基苯丙胺0.2克。")
    assert {"毒品情节严重"} <= _factor_names(pupil)
    assert "向未成年人出售毒品" not in _factor_names(pupil)
    assert 36 <= pupil["months"] <= 48
    # a minor not said to be a student keeps the 从重 of 第六款 and the basic tier
    minor = predict_sentence("被告人张某向未成年人李某贩卖甲基苯丙胺0.2克。")
    assert "向未成年人出售毒品" in _factor_names(minor)
    assert minor["months"] < 36


# ---- 5 and 6. one strict check of a correction ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("overrides", "words"),
    [
        ({"count": 10**400}, "过大"),  # a JSON integer too large for a float: no OverflowError
        ({"amount": 10**400}, "过大"),
        ({"recommendation": [1, 10**400]}, "过大"),
        ({"自首": "是"}, "布尔"),
        ({"自首": 1}, "布尔"),
        ({"amount": "3000"}, "JSON 数字"),
    ],
)
def test_a_bad_correction_is_a_value_error(overrides: dict, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        check_overrides(overrides, K)
    with pytest.raises(ValueError, match=words):
        apply_overrides({}, overrides, K)
    with pytest.raises(ValueError, match=words):
        predict_sentence("被告人张某盗窃手机一部，价值5000元。", factor_overrides=overrides)


def test_coerce_value_takes_json_values() -> None:
    assert coerce_value(K.factors["自首"], True) is True
    assert coerce_value(K.factors["count"], 3) == 3.0
    assert coerce_value(K.factors["recommendation"], [None, 12]) == (None, 12.0)


def test_api_answers_a_huge_number_with_422(store_api) -> None:
    fact = "被告人张某盗窃手机一部，价值5000元。"
    response = store_api.post("/api/sentence", json={"fact": fact, "factors": {"count": 10**400}})
    assert response.status_code == 422, response.text


# ---- 7. amounts in the forms the reader missed -------------------------------------------------------------------


@pytest.mark.parametrize(
    "text, yuan",
    [
        ("经认定价值1.2万。", 12_000),
        ("盗窃现金￥3000。", 3000),
        ("盗窃现金¥3000。", 3000),
        ("经鉴定价值人民币肆仟元。", 4000),
        ("经鉴定价值人民币壹万贰仟伍佰元。", 12_500),
    ],
)
def test_amount_forms(text: str, yuan: float) -> None:
    found = read_amount(text)
    assert found is not None and found[0] == yuan


def test_a_foreign_sum_is_not_yuan_and_the_user_is_asked() -> None:
    assert read_amount("盗窃现金5000美元。") is None
    assert read_amount("盗窃港币5000元。") is None
    assert foreign_currency("盗窃现金5000美元。") == "美元"
    result = predict_sentence("被告人张某盗窃被害人现金5000美元。")
    assert result["months"] == 0
    assert any("汇率" in step["description"] for step in result["steps"])


def test_drug_weight_in_chinese_numerals() -> None:
    assert read_drug_grams("查获海洛因十五克", K)[0] == 15
    assert read_drug_grams("查获海洛因零点五克", K)[0] == 0.5


# ---- 8. 缓刑 for a pregnant defendant (刑法第七十二条第一款) ----------------------------------------------------------


def _probation(fact: str) -> str:
    return next(s["description"] for s in predict_sentence(fact)["steps"] if s["description"].startswith("缓刑"))


def test_a_pregnant_defendant_is_on_the_must_list() -> None:
    told = _probation("被告人王某，女，现已怀孕五个月。被告人王某盗窃手机一部，价值5000元。")
    assert "被告人系怀孕的妇女，符合上述条件的，应当宣告缓刑" in told
    # a pregnant victim is not the defendant; the general note still names the whole must list
    victim = _probation("被告人王某盗窃怀孕的被害人李某手机一部，价值5000元。")
    assert "被告人系怀孕的妇女" not in victim
    assert "怀孕的妇女和已满七十五周岁的人，应当宣告缓刑" in victim
