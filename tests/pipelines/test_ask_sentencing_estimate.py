"""A question of the sentence whose conduct the sentencing engine recognises and measures ('偷了三千块钱会坐牢吗') gets
the engine's estimated term in its Ask answer: the crime's article leads the sources, and the conclusion is the engine's
steps with their basis when the model breaks the format."""

import pytest

from backend.pipelines.ask import AskPipeline, read_sentence, sentence_text


@pytest.fixture
def grounded_pipeline(retriever, llm, engine, monkeypatch):
    """The real pipeline and model, given no time to answer: the answer is the grounded one."""
    monkeypatch.setattr(llm, "timeout_s", 0.01)
    return AskPipeline(retriever, llm, engine, k=6, max_new_tokens=8)


def test_a_theft_question_gets_the_engines_term_with_the_crimes_article():
    sentence = read_sentence("邻居家的小孩偷了我三千块钱现金，他会坐牢吗？").sentence
    assert sentence["charge"] == "盗窃" and sentence["months"] > 0
    assert any("第264条" in step["source"] for step in sentence["steps"])
    text = sentence_text(sentence)
    assert text.startswith("按量刑引擎估算（非模型生成），罪名「盗窃」")
    assert "（出处：《中华人民共和国刑法》第264条）" in text and text.endswith("重新计算。")
    assert "第264条）" not in sentence_text(sentence, with_sources=False)


@pytest.mark.parametrize("question", [
    "公司拖欠工资三个月，能要多少赔偿？",  # no question of criminal liability
    "什么情况下会坐牢？",  # one, but no conduct the engine recognises as a crime
    "交通事故对方全责，法院一般怎么判赔偿？",  # damages a court awards, said with 判: a civil judgment
    "开车撞了人，对方轻伤，我全责，会被判赔多少？",
])
def test_no_estimate_without_a_crime_to_sentence(question):
    reading = read_sentence(question)
    assert reading.sentence is None and reading.no_crime is None and reading.crime is None


def test_the_grounded_answer_leads_with_the_crime_and_gives_the_term(grounded_pipeline):
    answer = grounded_pipeline.run("偷了别人三千块钱会坐牢吗？")
    assert answer.sentence["charge"] == "盗窃"
    first = answer.sources[0]
    assert (first["law"], first["article"], first["match"]) == ("中华人民共和国刑法", 264, "sentencing")
    assert answer.major_premise.startswith("《中华人民共和国刑法》第二百六十四条")
    assert answer.conclusion.startswith("（模型未在时限内答完")
    assert "按量刑引擎估算（非模型生成），罪名「盗窃」" in answer.conclusion
    assert "《中华人民共和国刑法》第二百六十四条" in answer.conclusion  # the basis checked against the corpus
    statuses = {(c["law"], c["number_text"]): c["status"] for c in answer.citations}
    assert statuses[("中华人民共和国刑法", "第二百六十四条")] == "verified"


def test_a_drunk_driving_question_with_the_alcohol_level_gets_a_term_of_detention(grounded_pipeline):
    answer = grounded_pipeline.run("醉驾被查，血液酒精含量150mg/100ml，会判几个月？")
    assert answer.sentence["charge"] == "危险驾驶" and answer.sentence["penalty"].startswith("拘役")
    assert answer.sources[0]["number_text"] == "第一百三十三条之一"


def test_a_question_that_leaves_out_the_figure_the_crime_turns_on_is_asked_for_it(grounded_pipeline):
    answer = grounded_pipeline.run("喝酒后开车被交警查到了，会判刑吗？")
    assert answer.sentence["charge"] == "危险驾驶"
    assert [item["factor"] for item in answer.sentence["missing"]] == ["bac"]
    # the crime's article leads, though the question names neither the crime nor its article
    assert (answer.sources[0]["number_text"], answer.sources[0]["match"]) == ("第一百三十三条之一", "sentencing")
    assert "按量刑引擎（非模型生成），罪名「危险驾驶」：问题未写明血液酒精含量（mg/100ml），无法估算刑期：" in answer.conclusion
    assert "按量刑引擎估算" not in answer.conclusion  # no term is given for a level nobody told
    # no figure computed: the question is left to the model's words too, under their label
    assert "（模型未" in answer.conclusion or "以下为模型原文" in answer.conclusion


def test_an_accident_told_without_its_harm_asks_for_the_harm():
    sentence = read_sentence("开车把人撞伤了没停车直接开走了，会判几年？").sentence
    assert sentence["charge"] == "交通肇事" and [item["factor"] for item in sentence["missing"]] == ["injury"]
    assert sentence_text(sentence).startswith("按量刑引擎（非模型生成），罪名「交通肇事」：问题未写明伤害后果，无法估算刑期：")


def test_a_question_that_tells_no_figure_of_the_act_gets_no_estimate():
    # the engine would read 合同诈骗 into a breach of contract: a civil default, no crime to sentence
    assert read_sentence("签了合同不履行会判刑吗？").sentence is None
    # 侵占 with no value told: the value and the refusal to return are asked for, not a tier assumed
    kept = read_sentence("朋友放在我这里保管的钱我不想还了，会坐牢吗？").sentence
    assert kept["charge"] == "侵占" and kept["months"] == 0
    assert [item["factor"] for item in kept["missing"]] == ["amount", "拒不退还"]
    # the dead told: the act's tier is read from it
    assert read_sentence("开车撞死了一个人，会判几年？").sentence["charge"] == "交通肇事"


def test_conduct_the_law_makes_no_crime_is_answered_with_the_engines_reason(grounded_pipeline):
    assert "民事纠纷" in read_sentence("签了合同不履行会判刑吗？").no_crime
    answer = grounded_pipeline.run("无证驾驶会判刑吗？")
    assert answer.sentence is None
    first = answer.sources[0]
    assert (first["law"], first["number_text"], first["match"]) == ("中华人民共和国道路交通安全法", "第九十九条", "sentencing")
    assert "按量刑引擎（非模型生成）：未取得机动车驾驶证驾驶机动车本身不构成犯罪" in answer.conclusion
    assert "charge" not in answer.conclusion  # the API's field is named for the Sentencing page, not the asker
    assert "以下为模型原文" not in answer.conclusion  # the law settles it: the model's words are not needed


def test_conduct_below_the_crimes_threshold_is_told_so_without_a_range():
    sentence = read_sentence("偷了同事500块钱会坐牢吗？").sentence
    assert sentence["months"] == 0
    assert sentence_text(sentence).startswith("按量刑引擎估算（非模型生成），罪名「盗窃」，不构成所列犯罪，不判处刑罚：")


def test_a_crime_named_only_to_ask_for_the_victims_compensation_gets_no_term(grounded_pipeline):
    assert grounded_pipeline.run("故意伤害罪的民事赔偿怎么算？").sentence is None
