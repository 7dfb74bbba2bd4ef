"""Session 29, round 3: a bone or tooth broken in a fight is 故意伤害 whose grade the 鉴定 decides (asked, not assumed);
fake notes spent are 持有、使用假币 measured by their total face value, no crime below 四千元 (中国人民银行法第四十三条);
an exam named between 组织 and 作弊 ('组织考研作弊') is still a law's exam."""

import pytest

from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _steps(result: dict) -> str:
    return "\n".join(step["description"] for step in result["steps"])


# ---- a bone broken in a fight ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "跟人打架把对方鼻梁打断了，会判刑吗",
    "跟人打架把对方打骨折了，会判刑吗",
    "喝多了和人动手，打断了他两根肋骨",
    "吵架时一拳打掉了他两颗牙，会坐牢吗",
    "和邻居打起来，把他的腿打断了",
])
def test_a_bone_broken_in_a_fight_is_harm_whose_grade_is_asked(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "故意伤害"
    assert result["months"] == 0 and [m["factor"] for m in result["missing"]] == ["injury"]
    steps = _steps(result)
    assert "由法医依《人体损伤程度鉴定标准》鉴定" in steps and "轻微伤的，不构成犯罪" in steps


def test_a_broken_bone_with_its_grade_told_is_sentenced_without_the_note():
    result = predict_sentence("跟人打架把对方鼻梁打断了，鉴定是轻伤二级，会判几年")
    assert result["charge"] == "故意伤害" and result["months"] > 0
    assert "人体损伤程度鉴定标准" not in _steps(result)


@pytest.mark.parametrize("fact", ["他说不还钱就要打断我的腿", "开会的时候他老是打断我说话"])
def test_a_threat_to_break_a_bone_or_a_word_cut_short_is_no_harm(fact):
    with pytest.raises(ValueError, match="无法从案情中识别罪名"):
        predict_sentence(fact)


# ---- fake notes spent -----------------------------------------------------------------------------------------------

@pytest.mark.parametrize(("fact", "face_value"), [
    ("在超市用了两张假的一百块，被抓了会怎么样", "200"),
    ("收到一张假的五十块，我又拿去小卖部花掉了，犯法吗", "50"),
    ("明知是假币还拿去花，一共花了三张100元的", "300"),
])
def test_fake_notes_spent_under_the_figure_are_no_crime_with_the_public_order_law(fact, face_value):
    result = predict_sentence(fact)
    assert result["charge"] == "持有、使用假币"
    assert result["penalty"] == "不构成所列犯罪，不判处刑罚"
    steps = _steps(result)
    assert f"共{face_value}元" in steps and f"涉案金额（元）{face_value}，低于" in steps
    assert "中国人民银行法》第四十三条" in steps and "总面额不满四千元" in steps


@pytest.mark.parametrize("fact", ["我用了五十张一百元的假币买东西，会判刑吗", "用假币买东西，一共用了五千块，会判刑吗"])
def test_fake_notes_spent_at_the_figure_are_the_crime(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "持有、使用假币" and result["months"] > 0
    assert "法定刑档次「数额较大」" in _steps(result)


def test_a_face_value_a_user_sets_is_kept():
    result = predict_sentence("在超市用了两张假的一百块", factor_overrides={"amount": 6000})
    assert result["months"] > 0 and "按总面额计算" not in _steps(result)


# ---- an exam named inside the organising -----------------------------------------------------------------------------

@pytest.mark.parametrize("fact", ["组织考研作弊", "帮人组织公务员考试作弊，会判几年"])
def test_an_exam_named_between_organising_and_cheating_is_the_laws(fact):
    assert predict_sentence(fact)["charge"] == "组织考试作弊"


def test_a_school_exam_named_there_is_still_no_crime():
    with pytest.raises(NoCrimeTold, match="法律规定的国家考试"):
        predict_sentence("组织学校的期末考试作弊会坐牢吗")
