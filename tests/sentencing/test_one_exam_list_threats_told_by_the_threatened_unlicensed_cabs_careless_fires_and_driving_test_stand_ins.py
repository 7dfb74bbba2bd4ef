"""Session 29: the 法律规定的国家考试 list written once (fragments.yaml) and read alike wherever it is used; a threat
told by the one threatened, or of a friend threatened, says the term is the threatener's and what the threatened can
do; an unlicensed cab (黑车) answered as no crime with why; a careless fire (失火) asked for its harm, or sentenced when
the harm told reaches the prosecution figure; a stand-in at the driving test named 代替考试 on the condition it turns on."""

import re
import shutil

import pytest

from backend.sentencing.knowledge import DATA_DIR, KnowledgeError, default_knowledge, load_knowledge
from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _steps(result: dict) -> str:
    return "\n".join(step["description"] for step in result["steps"])


# ---- one list of the law's exams -------------------------------------------------------------------------------------

def test_the_exam_list_is_read_alike_by_the_engine_the_keywords_and_the_factor_label():
    knowledge = default_knowledge()
    named = knowledge.fragments["法律规定的国家考试"].pattern
    mentioned = knowledge.fragments["提及法律规定的国家考试"].pattern
    assert named in mentioned  # an exam named is an exam mentioned
    # every keyword that ties an act to a law's exam holds the same list
    for charge in ("组织考试作弊", "非法出售、提供试题、答案", "代替考试"):
        assert any(named in word for word in knowledge.statute_keywords[charge]), charge
    assert any(mentioned in rule.pattern.pattern for rule in knowledge.no_crime_alone)
    # the exams the factor's label names in words (what the user is asked) are on the list
    label = knowledge.factors["法律规定的国家考试"].label
    listed = re.search(r"（(.+)等考试）", label).group(1).split("、")
    assert listed and all(re.fullmatch(mentioned, exam) for exam in listed), listed


def test_a_piece_not_defined_is_refused_naming_it(tmp_path):
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    statutes = folder / "statutes.yaml"
    statutes.write_text(statutes.read_text(encoding="utf-8").replace("{{其他考试}}", "{{别的考试}}"), encoding="utf-8")
    with pytest.raises(KnowledgeError, match="别的考试"):
        load_knowledge(folder)


@pytest.mark.parametrize("fact", ["在考研考场上组织作弊，收了十个考生的钱", "帮朋友参加公务员考试被抓了"])
def test_a_law_exam_named_still_names_its_crime(fact):
    assert predict_sentence(fact)["charge"] in ("组织考试作弊", "代替考试")


# ---- a threat told by the one threatened -----------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "我朋友被人威胁了，要我给他五千块，不然就打我朋友",  # had no word that the term is the threatener's
    "有人威胁我弟弟，让他交一万块，不然就把他的视频发出去",
    "他拿我的裸聊视频威胁我，要我给他五千块",
])
def test_a_threat_told_by_the_threatened_says_whose_term_it_is_and_what_to_do(fact):
    result = predict_sentence(fact)
    steps = _steps(result)
    assert result["charge"] == "敲诈勒索" and result["months"] > 0
    assert "估算的是实施威胁、索要钱财的人可能被判处的刑罚" in steps
    assert "向公安机关报案" in steps and "不必给" in steps
    assert "请写明「我还没给」" in steps  # not told whether it was paid: asked


def test_a_threat_told_with_the_money_withheld_is_an_attempt_without_asking():
    result = predict_sentence("我朋友被人威胁了，要我给他五千块，不然就打我朋友，我没给")
    steps = _steps(result)
    assert "估算的是实施威胁、索要钱财的人" in steps and "请写明「我还没给」" not in steps
    assert any(f["name"] == "未遂" and f["value"] is True for f in result["factors"])


@pytest.mark.parametrize("fact", ["我威胁他，要他给我五千块，不然就把他的视频发出去", "我敲诈勒索我老板五万块"])
def test_the_askers_own_threat_is_not_told_as_a_victims(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "敲诈勒索" and "实施威胁、索要钱财的人" not in _steps(result)


# ---- an unlicensed cab -----------------------------------------------------------------------------------------------

def test_an_unlicensed_cab_is_no_crime_with_why():
    with pytest.raises(NoCrimeTold) as told:  # was refused (无法识别罪名)
        predict_sentence("我开黑车拉客被查了，会判刑吗")
    assert "本身不构成犯罪" in str(told.value) and "道路运输条例" in str(told.value)
    assert "按记忆引用" in str(told.value) and "第一百三十三条之一" in str(told.value)


# ---- a careless fire -------------------------------------------------------------------------------------------------

def test_a_careless_forest_fire_asks_for_its_harm():
    result = predict_sentence("上坟烧纸不小心把山上一片林子烧了，会坐牢吗")  # was refused (无法识别罪名)
    assert result["charge"] == "失火" and result["months"] == 0 and result["missing"]
    steps = _steps(result)
    assert "过火有林地面积二公顷（三十亩）以上" in steps and "按记忆引用" in steps and "放火罪" in steps


@pytest.mark.parametrize("fact", [
    "上坟烧纸不小心把山上的林子烧了五十亩，会坐牢吗",  # 50 亩 is over 2 公顷
    "烟头没掐灭引起了火灾，烧死了一个人",
])
def test_a_careless_fire_whose_harm_reaches_the_figure_is_sentenced(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "失火" and result["months"] >= 36 and not result["missing"]


def test_a_careless_fire_below_the_figure_says_so():
    result = predict_sentence("烧秸秆不小心烧了一亩林地")
    assert result["charge"] == "失火" and result["months"] == 0 and "未达到入罪标准" in _steps(result)


def test_a_fire_set_on_purpose_is_arson():
    assert predict_sentence("他故意点火把邻居的林子烧了")["charge"] == "放火"


# ---- a stand-in at the driving test ----------------------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "帮别人替考驾照科目一被抓了",  # was refused (无法识别罪名)
    "他代替别人参加驾照考试",  # was answered as no national exam's
])
def test_a_driving_test_stand_in_names_the_crime_on_its_condition(fact):
    result = predict_sentence(fact)
    steps = _steps(result)
    assert result["charge"] == "代替考试" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["法律规定的国家考试"]
    assert "道路交通安全法》第十九条" in steps and "治安管理处罚法》第二十七条第（四）项" in steps
    assert "按记忆引用" in steps


def test_a_driving_test_stand_in_told_as_a_law_exam_is_sentenced():
    result = predict_sentence("帮别人替考驾照科目一被抓了，驾考属于国家考试")
    assert result["charge"] == "代替考试" and 1 <= result["months"] <= 6 and not result["missing"]


def test_a_stand_in_at_an_exam_no_law_provides_stays_no_crime():
    with pytest.raises(NoCrimeTold):
        predict_sentence("帮同学替考期末考试被抓了")
