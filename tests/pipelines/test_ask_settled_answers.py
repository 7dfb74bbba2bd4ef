"""What the corpus and the engines' data settle leads an Ask answer, whatever the model writes: an article a law
does not have, the calculation's legal basis with its status, the compulsory insurance's limits."""

import pytest

from backend.pipelines.ask import (AskPipeline, asks_insurance_limits, basis_citations, basis_lines, calculation_text,
                                   engine_calculation, missing_articles, steps_basis)
from backend.pipelines.citations import verify_citations
from models.parsers import NO_FACTS

NO_ARTICLE_200 = "《中华人民共和国劳动合同法》第二百条不存在：语料库中该法现行文本止于第九十八条。"


@pytest.fixture
def grounded_pipeline(retriever, llm, engine, monkeypatch):
    """The real pipeline and model, given no time to answer: the answer is the grounded one."""
    monkeypatch.setattr(llm, "timeout_s", 0.01)
    return AskPipeline(retriever, llm, engine, k=6, max_new_tokens=8)


def test_an_article_a_law_lacks_is_named_with_the_laws_length(retriever):
    assert missing_articles(retriever, "劳动合同法第二百条是怎么规定的？") == [NO_ARTICLE_200]
    assert missing_articles(retriever, "劳动合同法第四十七条是怎么规定的？") == []


def test_a_regulation_named_without_quotes_that_the_corpus_lacks_is_said_to_be_unchecked(retriever):
    expected = ["语料库未收录《工伤保险条例》，无法核对其第三十七条。"]
    assert missing_articles(retriever, "请问工伤保险条例第三十七条怎么规定？") == expected
    assert missing_articles(retriever, "《工伤保险条例》第三十七条怎么规定？") == expected


def test_an_unquoted_regulations_article_is_read_like_any_article_number(retriever):
    # an inserted article and digits are read as references read them; 之〇 names no article and breaks nothing
    assert missing_articles(retriever, "按照工伤保险条例第37条之一怎么办？") == [
        "语料库未收录《工伤保险条例》，无法核对其第三十七条之一。"]
    assert missing_articles(retriever, "按照工伤保险条例第三十七条之〇怎么办？") == []


def test_a_missing_inserted_article_is_told_where_its_articles_inserted_end(retriever):
    # 第一百三十三条之一 and 之二 exist (危险驾驶, 妨害安全驾驶); 第二百六十四条 has none inserted
    assert missing_articles(retriever, "刑法第一百三十三条之三是什么罪？") == [
        "《中华人民共和国刑法》第一百三十三条之三不存在：语料库中该法有第一百三十三条，其后插入的条文止于第一百三十三条之二。"]
    assert missing_articles(retriever, "刑法第一百三十三条之二是什么罪？") == []
    assert missing_articles(retriever, "刑法第二百六十四条之一是什么？") == [
        "《中华人民共和国刑法》第二百六十四条之一不存在：语料库中该法有第二百六十四条，其后没有插入的条文（之一、之二……）。"]


def test_a_calculation_resting_on_a_deleted_article_names_what_deleted_it(retriever):
    # 刑法 第一百九十九条 was deleted by 刑法修正案（九）
    assert basis_lines(retriever, steps_basis(retriever, {"steps": [{"source": "刑法 第一百九十九条"}]})) == [
        "计算依据核对：", "《中华人民共和国刑法》第一百九十九条：语料库中该条已删去（《中华人民共和国刑法修正案（九）》第十二条删去）"]


INJURY_INTERPRETATION = "最高人民法院关于审理人身损害赔偿案件适用法律若干问题的解释"


@pytest.mark.parametrize(("source", "basis"), [
    # the articles after a part of one ('第四十条第（二）项、第四十六条') and both ends of a range are read
    ("劳动合同法 第四十条第（二）项、第四十六条第（三）项", [("劳动合同法", 40, 0), ("劳动合同法", 46, 0)]),
    ("工伤保险条例 第三十三条至第三十九条、第六十二条第二款",
     [("工伤保险条例", 33, 0), ("工伤保险条例", 39, 0), ("工伤保险条例", 62, 0)]),
    # an interpretation's 关于 and 适用 are part of its name, and so is its edition
    ("民法典 第一千二百一十三条；最高人民法院关于审理道路交通事故损害赔偿案件适用法律若干问题的解释 第十三条",
     [("民法典", 1213, 0), ("最高人民法院关于审理道路交通事故损害赔偿案件适用法律若干问题的解释", 13, 0)]),
    # an article of an older text named in a note is not one of this edition's
    (f"{INJURY_INTERPRETATION}（2020修正） 第十二条（2003年文本第二十五条；2022年5月1日前发生的侵权适用）",
     [(f"{INJURY_INTERPRETATION}（2020修正）", 12, 0)]),
    ("机动车交通事故责任强制保险条款 第八条（医疗费用赔偿限额项下的赔偿项目）", [("机动车交通事故责任强制保险条款", 8, 0)]),
    ("各项损失见上", []),
])
def test_a_calculation_s_basis_is_read_as_any_reference_is(retriever, source, basis):
    assert steps_basis(retriever, {"steps": [{"source": source}]}) == basis


def test_the_basis_citations_have_the_shape_of_verified_ones(retriever):
    basis = [("劳动合同法", 47, 0), ("工伤保险条例", 37, 0), ("劳动合同法", 47, 0)]
    assert basis_citations(retriever, basis) == verify_citations(retriever, "《劳动合同法》第四十七条，《工伤保险条例》第三十七条")
    assert [c["status"] for c in basis_citations(retriever, basis)] == ["verified", "not_found"]


def test_an_interpretation_named_without_quotes_is_said_to_be_unchecked(retriever):
    assert missing_articles(retriever, f"根据{INJURY_INTERPRETATION}第六条，误工费怎么算？") == [
        f"语料库未收录《{INJURY_INTERPRETATION}》，无法核对其第六条。"]
    # 关于 before a regulation's name leads up to it
    assert missing_articles(retriever, "关于工伤保险条例第三十七条的规定") == ["语料库未收录《工伤保险条例》，无法核对其第三十七条。"]


def test_a_question_about_an_article_that_does_not_exist_is_told_so(grounded_pipeline):
    answer = grounded_pipeline.run("劳动合同法第二百条是怎么规定的？")
    assert answer.conclusion.startswith(NO_ARTICLE_200)
    assert answer.minor_premise == NO_FACTS
    assert {"law": "中华人民共和国劳动合同法", "number_text": "第二百条", "status": "not_found"}.items() <= next(
        c for c in answer.citations if c["article"] == 200).items()


def test_a_work_injury_calculation_leads_with_the_statute_and_says_its_regulation_is_not_in_the_corpus(grounded_pipeline):
    answer = grounded_pipeline.run("工伤七级伤残，本人工资6000元，一次性伤残补助金多少？")
    # 13 months' wage for grade 7 (工伤保险条例 第三十七条): 6000 × 13
    assert answer.calculation["amount"] == 78000
    # 社会保险法's work-injury articles, not whatever retrieval ranked first (第十六条 is about pensions)
    assert [(s["law"], s["article"]) for s in answer.sources[:3]] == [
        ("中华人民共和国社会保险法", 36), ("中华人民共和国社会保险法", 38), ("中华人民共和国社会保险法", 39)]
    assert answer.major_premise.startswith("《中华人民共和国社会保险法》第三十六条")
    assert "78,000.00 元" in answer.conclusion
    assert "《工伤保险条例》第六十四条、第三十七条：语料库未收录该法规，此处无法核实" in answer.conclusion
    statuses = {(c["law"], c["number_text"]): c["status"] for c in answer.citations}
    assert statuses[("工伤保险条例", "第三十七条")] == statuses[("工伤保险条例", "第六十四条")] == "not_found"


def test_a_dismissal_calculation_leads_with_the_articles_its_steps_cite(grounded_pipeline):
    answer = grounded_pipeline.run("月薪8000，干了5年，无故被辞退能拿多少？")
    assert answer.calculation["amount"] == 80000  # 违法解除: 2 × 5 × 8000 (劳动合同法 第八十七条、第四十七条)
    assert [(s["law"], s["article"]) for s in answer.sources[:2]] == [
        ("中华人民共和国劳动合同法", 87), ("中华人民共和国劳动合同法", 47)]
    assert "《中华人民共和国劳动合同法》第八十七条、第四十七条：已在语料库中核实，现行有效" in answer.conclusion
    assert "《劳动合同法实施条例》第二十七条、第二十五条：语料库未收录该法规，此处无法核实" in answer.conclusion


def test_a_question_for_the_insurance_limits_gets_them_with_their_source(grounded_pipeline):
    answer = grounded_pipeline.run("交通事故中交强险的赔偿限额是多少？")
    conclusion = answer.conclusion
    assert "还需要" not in conclusion  # no request for the losses nobody asked about
    lines = conclusion.split("\n")
    table = lines.index("交强险责任限额（规则引擎数据，非模型生成；按事故发生之日适用）：")
    current, earlier = lines[table + 1 : table + 3]  # the newest period first
    assert current.startswith("2020-09-19起：被保险机动车有责任的，死亡伤残赔偿限额180,000元、医疗费用赔偿限额18,000元、"
                              "财产损失赔偿限额2,000元；无责任的，死亡伤残赔偿限额18,000元、医疗费用赔偿限额1,800元、"
                              "财产损失赔偿限额100元（来源：")
    assert "银保监发〔2020〕41号" in current
    assert earlier.startswith("2008-02-01至2020-09-18：被保险机动车有责任的，死亡伤残赔偿限额110,000元")


@pytest.mark.parametrize(("question", "asks"), [
    ("交强险最多赔多少钱？", True),
    ("交强险医疗费用限额是多少", True),
    # losses told: the engine applies the limits to them instead
    ("被车撞了，医疗费2万，对方全责，2023年5月的事故，交强险最多赔多少？", False),
    ("被车撞了，医疗费2万，对方全责，2023年5月的事故，能赔多少？", False),
    # not the insurance's limit: a fine, the court, another insurance, the owner with no insurance
    ("交强险过期了上路被查最高罚多少？", False),
    ("交强险纠纷适用最高人民法院哪个司法解释？", False),
    ("交强险赔完后，商业三者险最多赔多少？", False),
    ("没买交强险，出了事故车主最多要赔多少？", False),
])
def test_only_a_question_for_the_limits_themselves_gets_the_table(question, asks):
    assert asks_insurance_limits(question, engine_calculation(question)) is asks


@pytest.mark.parametrize(("question", "amount"), [
    ("公司拖欠我两个月工资，月薪六千，怎么讨回？", 12000),  # 2 × 6000 owed
    ("被公司辞退了，月薪八千干了三年，补偿怎么拿回来", 24000),  # 经济补偿 N = 3 × 8000
])
def test_asking_how_to_get_owed_money_back_gets_what_is_owed(question, amount):
    assert engine_calculation(question)["amount"] == amount


@pytest.mark.parametrize("question", ["老板拖欠工资跑路了，我们的钱还有希望拿到吗？", "公司倒闭了，工资拿得到吗"])
def test_asking_whether_owed_money_can_be_got_gets_what_is_owed(question):
    calculation = engine_calculation(question)
    assert calculation["scenario"] == "economic" and calculation["missing"]  # the wages owed, asked for


@pytest.mark.parametrize(("question", "scenario"), [
    ("邻居家的狗把我咬了，打疫苗花了两千块，能让他赔吗？", "personal_injury"),  # the keeper's liability, 1245
    ("楼上掉下来花盆砸伤了我，找谁赔？", "personal_injury"),
    ("商场地滑我摔倒了，商场负责吗", "personal_injury"),
    ("我被车撞了，对方全责，医疗费一万，他要赔吗", "traffic"),
    # who must answer for the harm, or whether one must: the same liability steps
    ("刮大风小区的广告牌掉下来把我砸伤了，谁负责？", "personal_injury"),  # retrieval alone: 刑法第二百三十四条
    ("在饭店吃饭地上有油摔了一跤，饭店有没有责任？", "personal_injury"),
    ("小孩在学校被同学推倒骨折了，学校有没有责任", "personal_injury"),
    ("下班路上被车撞了，算不算工伤，公司要不要管？", "work_injury"),
])
def test_asking_whether_or_who_must_pay_gets_the_liability_steps(question, scenario):
    assert engine_calculation(question)["scenario"] == scenario


@pytest.mark.parametrize("question", [
    # what befalls the doer asks after the crime as well: not the liability steps of a claim against them
    "跟人打架把对方鼻梁打断了，我要负什么责任？",
    "喝酒开车撞了人，对方重伤，司机要负什么责任？",
    "酒驾要承担法律责任吗",
])
def test_asking_what_liability_the_doer_bears_gets_no_calculation(question):
    assert engine_calculation(question) is None


@pytest.mark.parametrize(("question", "scenario"), [
    ("被狗咬了，狗主人不赔钱怎么办", "personal_injury"),  # retrieval alone led with 工业企业法 (主人翁)
    ("被车撞了对方不赔怎么办", "traffic"),
    ("公司辞退我不给赔偿怎么办", "economic"),
    ("被狗咬了怎么索赔", "personal_injury"),
    ("被人开车撞了，对方说没钱赔，怎么办？", "traffic"),  # retrieval alone: 刑法第一百三十三条
    ("公司让我加班不给钱怎么办", "economic"),
])
def test_asking_how_to_be_paid_by_one_who_will_not_pay_gets_the_liability_steps(question, scenario):
    calculation = engine_calculation(question)
    assert calculation["scenario"] == scenario and calculation["missing"]  # the losses (or wage) asked for


def test_a_claim_named_beside_a_question_of_the_sentence_leaves_the_calculation_out():
    assert engine_calculation("开车撞了人，对方要求赔偿十万，会坐牢吗") is None


@pytest.mark.parametrize("question", ["借给朋友五万块怎么要回来", "他回来了吗", "合同违约了要赔吗"])
def test_getting_back_what_no_engine_reckons_gets_no_calculation(question):
    assert engine_calculation(question) is None


def test_an_ask_calculation_keeps_the_related_claim_and_the_combined_total():
    # the Ask page shows them under 另有请求 as the Compensation page does (the note names the claim in words)
    calculation = engine_calculation("公司拖欠了我三个月工资，每月6000，我受不了就辞职了，干了4年，一共能要多少钱")
    assert calculation["amount"] == 24000 and calculation["combined_total"] == 42000
    assert [claim["amount"] for claim in calculation["related"]] == [18000]
    assert "另一项请求，不计入以上金额" in calculation_text(calculation)
