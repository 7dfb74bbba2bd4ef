"""A lay question of whether the conduct is a crime, or of what befalls the doer ('电鱼犯法吗', '打人会被抓吗', '被抓了会怎么
样'), gets the sentencing engine's reading as a question of the sentence does: the crime's article first, its term or the
figure the crime turns on, or why the conduct is no crime. A civil question, or one of the procedure alone, gets none."""

import pytest

from backend.pipelines.ask import (
    AskPipeline,
    SentencingReading,
    crime_text,
    names_a_crime,
    read_sentence,
)
from backend.retrieval.charges import names_classed_as, whether_crime_asked


def answer(reading: SentencingReading) -> tuple[dict | None, str | None, str | None]:
    """What a reading answers: the term, why the conduct is no crime, or the crime alone (not what the engine read)."""
    return reading.sentence, reading.no_crime, reading.crime


@pytest.fixture
def grounded_pipeline(retriever, llm, engine, monkeypatch):
    """The real pipeline and model, given no time to answer: the answer is the grounded one."""
    monkeypatch.setattr(llm, "timeout_s", 0.01)
    return AskPipeline(retriever, llm, engine, k=6, max_new_tokens=8)


@pytest.mark.parametrize("question", [
    "在河里电鱼犯法吗？", "半夜跟人飙车违法吗", "这样做算不算犯法", "他这种情况是否构成犯罪？", "要负刑事责任吗",
    "构成盗窃罪吗？", "在地铁上掏别人钱包会被抓吗", "偷东西被抓到了，一般怎么处理", "我弟弟被抓了会怎么样", "打人会有什么后果",
    "把人打成轻伤要承担什么法律责任", "偷了公司的东西会留案底吗", "开车撞了人要负什么责任", "喝了酒开车被查了，会被关起来吗",
    # an insurer named as the one defrauded makes no civil matter of it (保险 is a civil subject only for Ask's sources)
    "故意制造车祸骗保险公司的钱犯法吗",
])
def test_words_that_ask_whether_it_is_a_crime(question):
    assert whether_crime_asked(question)[0]


@pytest.mark.parametrize("question", [
    "公司违法解除劳动合同，能拿多少？",  # 违法 inside a statement of a civil wrong
    "公司拖欠三个月工资违法吗？",  # the question's word, but a wage owed is a civil matter
    "房东到期不退押金违法吗",
    "合同违约了会怎么样？",
    "离婚以后房子会怎么处理？",
    "有犯罪记录会影响孩子考公务员吗",  # 犯罪 inside a statement
    "取保候审需要什么条件？",  # the procedure alone
    "犯罪嫌疑人被拘留后家属能见吗",
    "合同违约要承担什么法律责任",  # what befalls a party to a contract is no crime's
])
def test_civil_and_procedural_questions_do_not_ask_it(question):
    assert not whether_crime_asked(question)[0]


def test_what_the_question_asks_the_conduct_is():
    assert names_classed_as("网友借了钱就把我拉黑了，这算诈骗吗？", names_a_crime) == ["诈骗"]
    assert names_classed_as("借钱不还构成诈骗吗", names_a_crime) == ["诈骗"]
    assert names_classed_as("他拿了钱人就不见了，这是诈骗吗", names_a_crime) == ["诈骗"]
    assert names_classed_as("朋友放我这的钱我花了，他能告我侵占吗", names_a_crime) == ["侵占"]
    assert names_classed_as("对方是危险驾驶撞的我", names_a_crime) == []  # a bare 是 in a statement asks nothing
    # in a civil matter's question only a crime's name is asked about, not the matter's own
    assert names_classed_as("摔伤在工地上，这算工伤吗", names_a_crime) == []
    assert names_classed_as("签了合同收了定金就跑了，是不是合同诈骗", names_a_crime) == ["合同诈骗"]
    assert names_classed_as("房东扣着押金不还，算不算侵占罪", names_a_crime) == ["侵占罪"]


@pytest.mark.parametrize("question", [
    "朋友借车不还，能报警吗", "这种情况报警有用吗", "该不该去派出所报案？", "公安会立案吗", "这事派出所管不管",
])
def test_asking_whether_the_police_take_it_up_asks_whether_it_is_a_crime(question):
    assert whether_crime_asked(question)[0]


@pytest.mark.parametrize("question", ["交通事故报警后多久出认定书？", "被公安立案了怎么办？", "我已经报警了"])
def test_a_report_to_the_police_told_asks_nothing(question):
    assert not whether_crime_asked(question)[0]


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
    assert answer(read_sentence("他先动手打我，我还手把他打伤了，这算正当防卫吗？")) == (None, None, None)


def test_a_crime_that_needs_no_figure_is_named_without_a_term():
    reading = read_sentence("拿着刀逼路人把包交出来，犯法吗？")
    assert answer(reading) == (None, None, "抢劫")
    assert crime_text("抢劫").startswith("按量刑引擎（非模型生成），所述行为可能构成犯罪，罪名「抢劫」（出处：《中华人民共和国刑法》第263条）")
    assert "出处" not in crime_text("抢劫", with_sources=False)
    # asked for the term instead, the term would rest on circumstances nobody told: the crime alone too
    assert answer(read_sentence("拿着刀逼路人把包交出来，会判几年？")) == (None, None, "抢劫")


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
    assert answer(read_sentence(question)) == (None, None, None)


@pytest.mark.parametrize(("question", "charge", "missing"), [
    # a contract, a deposit, a lease: civil words, but the question names the crime
    ("签了合同收了定金就跑了，是不是合同诈骗", "合同诈骗", ["涉案金额（元）"]),
    ("跟房东签了租房合同，后来发现他根本不是房主，押金交了人就不见了，这是诈骗吗", "诈骗", ["涉案金额（元）"]),
    ("公司拖欠工资，老板转移财产后躲起来了，构成拒不支付劳动报酬罪吗", "拒不支付劳动报酬",
     ["经政府有关部门责令支付后仍不支付", "涉案金额（元）"]),
    # or asks whether the police take it up
    ("前夫一直不给抚养费，我去他家把他打成了轻伤，能报警抓我吗", "故意伤害", []),
])
def test_a_civil_matters_question_of_the_crime_gets_the_engines_reading(question, charge, missing):
    sentence = read_sentence(question).sentence
    assert sentence["charge"] == charge and [item["label"] for item in sentence["missing"]] == missing
    assert (sentence["months"] > 0) == (not missing)


@pytest.mark.parametrize(("question", "charge"), [
    ("老公和别的女人以夫妻名义在外面同居好几年了，算重婚吗", "重婚"),
    ("老板拖欠工资，我们讨薪时把他锁在办公室一天一夜不让走，会被抓吗", "非法拘禁"),
    # whether it is a crime, asked in a marriage's words: the crime read is the marriage's own (重婚 holds 婚)
    ("他在老家有老婆，又跟城里一个女的领了结婚证，这犯法吗", "重婚"),
])
def test_a_civil_matters_crime_that_needs_no_figure_is_named(question, charge):
    assert answer(read_sentence(question)) == (None, None, charge)


def test_a_debt_asked_about_as_a_fraud_gets_the_engines_reason():
    assert "民事违约" in read_sentence("借了朋友三万块到期没钱还，算诈骗吗").no_crime
    assert "民事违约" in read_sentence("合同违约了，对方说要告我合同诈骗，我会坐牢吗").no_crime


@pytest.mark.parametrize("question", [
    "合同违约了，对方会怎么样",
    "合同到期公司不续签，违法吗",  # 违法 alone: the engine is not asked (it would read 合同诈骗 in 合同)
    "离婚前老公偷偷把存款转到他妈名下，犯法吗",
    "劳动合同里写了违约金，我辞职后公司说要告我，是真的吗",
    "摔伤在工地上，这算工伤吗",
])
def test_a_civil_matters_question_that_does_not_ask_the_criminal_side_gets_none(question):
    assert answer(read_sentence(question)) == (None, None, None)


@pytest.mark.parametrize("question", [
    "合同纠纷能报警吗", "合同到期公司不续签，能报警吗", "劳动合同纠纷会被抓吗", "公司不签劳动合同，老板会坐牢吗",
])
def test_a_contract_named_with_no_mark_of_fraud_is_no_reading(question):
    # the engine reads 合同诈骗 only beside fraud's marks (deceit, or money taken and the taker gone), not in 合同 alone
    assert answer(read_sentence(question)) == (None, None, None)


def test_a_crime_read_in_the_conduct_beside_a_civil_word_stays():
    assert read_sentence("老板欠了几十个工人的工资，把设备卖了人躲起来了，劳动局责令支付也不理，会被判刑吗").crime == "拒不支付劳动报酬"
    assert read_sentence("公司拖欠工资，我们讨薪时把老板锁在办公室一天一夜不让走，会被抓吗").crime == "非法拘禁"


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
