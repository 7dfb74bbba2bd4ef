"""A learned article bag lifts its article by how often its learning questions used the query's words: a bag that
shares one word, used once, with a short question no longer outranks the article the question's own words find."""

from collections import Counter

import pytest

from backend.corpus.models import Law
from backend.retrieval.query_model import QueryModel
from backend.retrieval.service import RetrievalOptions
from retrieval_support import retriever_over

CIVIL = "中华人民共和国民法典"
CONSUMER = "中华人民共和国消费者权益保护法"
LAWS = [
    (Law(name=CIVIL, status="现行有效", origin="t"),
     [(1087, "第一千零八十七条", "离婚时，夫妻的共同财产由双方协议处理；协议不成的，由人民法院根据财产的具体情况判决。"),
      (1165, "第一千一百六十五条", "行为人因过错侵害他人民事权益造成损害的，应当承担侵权责任，赔偿损失。")]),
    (Law(name=CONSUMER, status="现行有效", origin="t"),
     [(55, "第五十五条", "经营者提供商品有欺诈行为的，应当按照消费者的要求增加赔偿其受到的损失，增加赔偿的金额为"
                        "消费者购买商品的价款的三倍。"),
      (24, "第二十四条", "经营者提供的商品不符合质量要求的，消费者可以依照国家规定退货。")]),
]
# what the divorce article's learning questions said: many about divorce and the home, one about selling it
DIVORCE_BAG = Counter({"离婚": 6, "房子": 4, "财产": 3, "分": 2, "卖": 1})


@pytest.fixture(scope="module")
def retriever(tmp_path_factory):
    retriever = retriever_over(tmp_path_factory.mktemp("bag-evidence"), LAWS)
    # consultations are mostly civil: the civil code's prior is the higher one, as in the shipped model
    retriever.set_query_model(QueryModel({("民法典", 1087, 0): DIVORCE_BAG}, Counter({"民法典": 40, "消费者权益保护法": 2}),
                                         {}, Counter({"t": 42})))
    return retriever


def _first(retriever, query):
    first = retriever.search(query, k=3)[0]
    return first.law, first.article


def test_a_bag_matched_by_one_word_used_once_does_not_outrank_the_articles_own_words(retriever):
    query = "商家卖假货要赔偿吗"
    # with the whole bonus, whatever the match (bag_evidence 0), the divorce article came first by 卖 alone
    assert _first(retriever.with_options(bag_evidence=0.0), query) == (CIVIL, 1087)
    assert _first(retriever, query) == (CONSUMER, 55)


def test_a_bag_whose_questions_used_the_query_words_often_keeps_its_whole_bonus(retriever):
    query = "离婚时房子怎么分"
    whole = {h.article: h.score for h in retriever.with_options(bag_evidence=0.0).search(query, k=3)}
    scored = {h.article: h.score for h in retriever.search(query, k=3)}
    assert _first(retriever, query) == (CIVIL, 1087)
    assert scored[1087] == pytest.approx(whole[1087])


def test_a_bag_matched_by_weak_evidence_gets_its_share_of_the_bonus(retriever):
    # the divorce bag is the only one matched, so its whole bonus is learned_weight; 卖 was used once: a third of it
    query = "商家卖假货要赔偿吗"
    whole = {h.article: h.score for h in retriever.with_options(bag_evidence=0.0).search(query, k=3)}[1087]
    scored = {h.article: h.score for h in retriever.search(query, k=3)}[1087]
    options = RetrievalOptions()
    assert whole - scored == pytest.approx(options.learned_weight * (1 - 1 / options.bag_evidence), rel=1e-3)


def test_a_negative_bag_evidence_is_refused():
    with pytest.raises(ValueError, match="bag_evidence"):
        RetrievalOptions(bag_evidence=-1.0)
