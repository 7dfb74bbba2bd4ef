"""A lay question of whether the conduct is a crime, or of what befalls the doer ('电鱼犯法吗', '打人会被抓吗', '被抓了会怎么
样'), gets the sentencing engine's reading as a question of the sentence does: the crime's article first, its term or the
figure the crime turns on, or why the conduct is no crime. A civil question, or one of the procedure alone, gets none."""

import pytest

from backend.pipelines.ask import AskPipeline, SentencingReading, crime_text, read_sentence
from backend.retrieval.charges import asks_whether_crime, names_classed_as


@pytest.fixture
def grounded_pipeline(retriever, llm, engine, monkeypatch):
    """The real pipeline and model, given no time to answer: the answer is the grounded one."""
    monkeypatch.setattr(llm, "timeout_s", 0.01)
    return AskPipeline(retriever, llm, engine, k=6, max_new_tokens=8)


@pytest.mark.parametrize("question", [
    "在河里电鱼犯法吗？", "半夜跟人飙车违法吗", "这样做算不算犯法", "他这种情况是否构成犯罪？", "要负刑事责任吗",
    "构成盗窃罪吗？", "在地铁上掏别人钱包会被抓吗", "偷东西被抓到了，一般怎么处理", "我弟弟被抓了会怎么样", "打人会有什么后果",
])
def test_words_that_ask_whether_it_is_a_crime(question):
    assert asks_whether_crime(question)


@pytest.mark.parametrize("question", [
    "公司违法解除劳动合同，能拿多少？",  # 违法 inside a statement of a civil wrong
    "公司拖欠三个月工资违法吗？",  # the question's word, but a wage owed is a civil matter
    "房东到期不退押金违法吗",
    "合同违约了会怎么样？",
    "离婚以后房子会怎么处理？",
    "有犯罪记录会影响孩子考公务员吗",  # 犯罪 inside a statement
    "取保候审需要什么条件？",  # the procedure alone
    "犯罪嫌疑人被拘留后家属能见吗",
])
def test_civil_and_procedural_questions_do_not_ask_it(question):
    assert not asks_whether_crime(question)


def test_what_the_question_asks_the_conduct_is():
    assert names_classed_as("网友借了钱就把我拉黑了，这算诈骗吗？") == ["诈骗"]
    assert names_classed_as("借钱不还构成诈骗吗") == ["诈骗"]
    assert names_classed_as("摔伤在工地上，这算工伤吗") == []  # a civil matter's question names no crime


def test_a_crime_whose_figure_is_told_gets_the_engines_term():
    sentence = read_sentence("偷了同事抽屉里的三千块钱，犯法吗？").sentence
    assert sentence["charge"] == "盗窃" and sentence["months"] > 0
    assert read_sentence("和人吵架把他打成了轻伤，会被抓吗？").sentence["charge"] == "故意伤害"


def test_a_crime_whose_figure_is_not_told_asks_for_it():
    fishing = read_sentence("在水库里用电瓶电鱼，犯法吗？").sentence
    assert fishing["charge"] == "非法捕捞水产品" and fishing["months"] == 0
    assert [item["factor"] for item in fishing["missing"]] == ["非法捕捞情节严重"]
    drinking = read_sentence("喝了酒开车回家被交警拦下了，会怎么处理？").sentence
    assert drinking["charge"] == "危险驾驶" and [item["factor"] for item in drinking["missing"]] == ["bac"]


def test_the_crime_named_is_read_only_where_the_engine_reads_that_crime():
    assert read_sentence("在网上骗了别人两万块钱，这算诈骗吗？").sentence["charge"] == "诈骗"
    # a defence asked about, not the 故意伤害 the engine would read in the blow
    assert read_sentence("他先动手打我，我还手把他打伤了，这算正当防卫吗？") == SentencingReading()


def test_a_crime_that_needs_no_figure_is_named_without_a_term():
    reading = read_sentence("拿着刀逼路人把包交出来，犯法吗？")
    assert reading == SentencingReading(crime="抢劫")
    assert crime_text("抢劫").startswith("按量刑引擎（非模型生成），所述行为可能构成犯罪，罪名「抢劫」（出处：《中华人民共和国刑法》第263条）")
    assert "出处" not in crime_text("抢劫", with_sources=False)
    # asked for the term instead, the term would rest on circumstances nobody told: the crime alone too
    assert read_sentence("拿着刀逼路人把包交出来，会判几年？") == SentencingReading(crime="抢劫")


@pytest.mark.parametrize(("question", "reason"), [
    ("闯红灯犯法吗？", "不构成犯罪"),
    ("吸毒犯法吗", "不构成犯罪"),
    # a debt unpaid is not read as a fraud to be sentenced: the engine says why it is a civil default
    ("借钱不还构成诈骗吗？", "民事违约"),
])
def test_conduct_the_law_makes_no_crime_gets_the_engines_reason(question, reason):
    reading = read_sentence(question)
    assert reading.sentence is None and reason in reading.no_crime


@pytest.mark.parametrize("question", [
    "公司拖欠三个月工资违法吗？",
    "合同违约了会怎么样？",
    "离婚以后房子会怎么处理？",
    "房东到期不退押金违法吗",
    "被刑事拘留了，取保候审怎么办？",
])
def test_a_civil_or_procedural_question_gets_no_criminal_reading(question):
    assert read_sentence(question) == SentencingReading()


def test_the_grounded_answer_leads_with_the_crimes_article(grounded_pipeline):
    answer = grounded_pipeline.run("在水库里电鱼被抓了，会怎么样？")
    assert answer.sentence["charge"] == "非法捕捞水产品"
    first = answer.sources[0]
    assert (first["law"], first["number_text"], first["match"]) == ("中华人民共和国刑法", "第三百四十条", "sentencing")
    assert "按量刑引擎（非模型生成），罪名「非法捕捞水产品」：问题未写明非法捕捞情节严重" in answer.conclusion


def test_the_crime_named_without_a_term_leads_with_its_article(grounded_pipeline):
    answer = grounded_pipeline.run("把欠我钱的人关在屋里两天不让走，犯法吗？")
    assert answer.sentence is None
    first = answer.sources[0]
    assert (first["law"], first["number_text"], first["match"]) == ("中华人民共和国刑法", "第二百三十八条", "sentencing")
    assert "所述行为可能构成犯罪，罪名「非法拘禁」" in answer.conclusion and "按量刑引擎估算" not in answer.conclusion
    # no term computed: the question is left to the model's words too, under their label
    assert "（模型未" in answer.conclusion or "以下为模型原文" in answer.conclusion


def test_a_civil_question_gets_no_criminal_block_in_its_answer(grounded_pipeline):
    answer = grounded_pipeline.run("公司拖欠三个月工资违法吗？")
    assert answer.sentence is None and "量刑引擎" not in answer.conclusion
    assert all(source["match"] != "sentencing" for source in answer.sources)
