"""A question of criminal liability that describes the crime instead of naming it ('醉酒驾驶会判几年') ranks the law of
the crimes' articles as if the question named it; a civil question about the same conduct does not."""

from collections import Counter

import pytest

from backend.corpus.models import Law
from backend.retrieval.charges import asks_criminal_liability
from backend.retrieval.query_model import QueryModel
from retrieval_support import retriever_over

CRIMINAL = "中华人民共和国刑法"
TRAFFIC = "中华人民共和国道路交通安全法"
PROCEDURE = "中华人民共和国刑事诉讼法"
LAWS = [
    (Law(name=CRIMINAL, status="现行有效", origin="t"),
     [(133, "第一百三十三条之一", "在道路上驾驶机动车，醉酒驾驶机动车的，处拘役，并处罚金。"),
      (264, "第二百六十四条", "盗窃公私财物，数额较大的，处三年以下有期徒刑、拘役或者管制，并处或者单处罚金。"),
      (88, "第八十八条", "在公安机关立案侦查以后，逃避侦查的，不受追诉期限的限制。")]),
    (Law(name=PROCEDURE, status="现行有效", origin="t"),
     [(112, "第一百一十二条", "公安机关对于报案，认为有犯罪事实需要追究的时候，应当立案；没有犯罪事实的，不予立案。"),
      (67, "第六十七条", "人民法院、人民检察院和公安机关对有下列情形之一的犯罪嫌疑人，可以取保候审。")]),
    (Law(name=TRAFFIC, status="现行有效", origin="t"),
     [(91, "第九十一条", "醉酒驾驶机动车的，由公安机关交通管理部门约束至酒醒，吊销机动车驾驶证，五年内不得重新取得机动车驾驶证。"),
      (76, "第七十六条", "机动车发生交通事故造成人身伤亡、财产损失的，由保险公司在机动车第三者责任强制保险责任限额范围内予以赔偿。")]),
]


@pytest.fixture(scope="module")
def retriever(tmp_path_factory):
    retriever = retriever_over(tmp_path_factory.mktemp("criminal-question"), LAWS)
    # traffic questions outnumber criminal ones in consultations: the traffic law's prior is the higher one
    model = QueryModel({}, Counter({"道路交通安全法": 80, "刑法": 10}), {}, Counter({"t": 90}),
                       charges={"危险驾驶": ("刑法", 133, 1), "盗窃": ("刑法", 264, 0)})
    retriever.set_query_model(model)
    return retriever


def _first(retriever, query):
    first = retriever.search(query, k=3)[0]
    return first.law, first.article, first.sub


def test_a_question_of_the_sentence_for_a_described_crime_leads_with_the_criminal_law(retriever):
    query = "醉酒驾驶会判几年"
    assert _first(retriever.with_options(mention_weight=0.0), query)[0] == TRAFFIC  # what the lift mends
    assert _first(retriever, query) == (CRIMINAL, 133, 1)


@pytest.mark.parametrize("query", [
    "对方醉酒驾驶机动车撞了我的车，吊销驾驶证了吗",
    "危险驾驶罪的民事赔偿怎么算",  # names the crime only to ask for the victim's compensation
])
def test_a_civil_question_about_the_same_conduct_is_not_lifted(retriever, query):
    lifted = {h.article: h.score for h in retriever.search(query, k=3)}
    unlifted = {h.article: h.score for h in retriever.with_options(mention_weight=0.0).search(query, k=3)}
    assert lifted[133] == pytest.approx(unlifted[133])


@pytest.mark.parametrize("query", ["被刑事立案了怎么办", "被公安机关立案了，取保候审需要什么条件"])
def test_a_question_of_the_criminal_procedure_does_not_lift_the_criminal_law(retriever, query):
    lifted = {(h.law, h.article): h.score for h in retriever.search(query, k=4)}
    unlifted = {(h.law, h.article): h.score for h in retriever.with_options(mention_weight=0.0).search(query, k=4)}
    assert lifted[(CRIMINAL, 88)] == pytest.approx(unlifted[(CRIMINAL, 88)])
    assert retriever.search(query, k=1)[0].law == PROCEDURE


@pytest.mark.parametrize(("question", "criminal"), [
    ("醉酒驾驶会判几年", True), ("酒驾撞人会判刑吗", True), ("打架把人打伤了会坐牢吗", True),
    ("偷东西被抓了要负刑事责任吗", True),
    ("醉酒驾驶撞了我的车怎么赔", False), ("邻居家的狗咬伤了孩子", False),
    ("被刑事拘留了家属能做什么", False), ("取保候审需要什么条件", False),  # the procedure's questions
])
def test_criminal_liability_is_asked_by_its_words_a_crime_named_or_not(question, criminal):
    assert asks_criminal_liability(question) is criminal
