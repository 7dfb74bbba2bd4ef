"""A common character (不, 给, 个: a token of its own in many articles) is no evidence for a learned bag: it tells no
topic. '在网店买了个手机，商家不给退货' led with 民法典第五百八十六条 (定金) and 第三百九十四条 (抵押), whose bags hold the 不 and
给 of deposit questions, above the consumer articles that write 退货. A rare character (买: the statutes write 购买)
still counts, as do words of two or more characters."""

from collections import Counter

import pytest

from backend.corpus.models import Law
from backend.retrieval.query_model import QueryModel
from retrieval_support import retriever_over

CIVIL = "中华人民共和国民法典"
CONSUMER = "中华人民共和国消费者权益保护法"
# made-up laws after real articles' subjects (抵押, 买卖合同, 过错责任, 退货), their texts shortened and reworded so that the
# corpus writes 不 and 给 alone, as the statutes do in thousands of articles, and 394's text holds neither
LAWS = [
    (Law(name=CIVIL, status="现行有效", origin="t"),
     [(394, "第三百九十四条", "为担保债务的履行，债务人或者第三人将该财产抵押的，债权人有权就该财产优先受偿。"),
      (595, "第五百九十五条", "买卖合同是出卖人转移标的物的所有权于买受人，买受人支付价款的合同。"),
      (1165, "第一千一百六十五条", "行为人因过错给他人造成损害的，应当承担侵权责任，不得推卸。")]),
    (Law(name=CONSUMER, status="现行有效", origin="t"),
     [(24, "第二十四条", "经营者提供的商品不符合质量要求的，消费者可以依照国家规定、当事人约定退货。"),
      (25, "第二十五条", "经营者采用网络方式销售商品，消费者有权自收到商品之日起七日内退货，给付的价款应当返还。")]),
]
# what the mortgage article's learning questions said: deposits a landlord would not give back, written with 不 and 给
MORTGAGE_BAG = Counter({"押金": 10, "不": 6, "房东": 4, "给": 2})
# the sale article's questions: buying things, written with the one character 买
SALE_BAG = Counter({"买": 3, "东西": 2})
QUESTION = "在网店买了个手机，商家不给退货"


@pytest.fixture(scope="module")
def made_up(tmp_path_factory):
    retriever = retriever_over(tmp_path_factory.mktemp("common-characters"), LAWS)
    # consultations are mostly civil: the civil code's prior is the higher one, as in the shipped model
    retriever.set_query_model(QueryModel({("民法典", 394, 0): MORTGAGE_BAG, ("民法典", 595, 0): SALE_BAG},
                                         Counter({"民法典": 40, "消费者权益保护法": 2}), {}, Counter({"t": 42})))
    return retriever


def _ranked(retriever, query):
    return [(h.law, h.article) for h in retriever.search(query, k=5)]


def test_the_corpus_tells_common_characters_from_rare_ones(made_up):
    # the premise: the made-up articles write 不 and 给 alone, never 买 (购买 is the statutes' word)
    assert not any(made_up._rare_character(char) for char in "不给")
    assert made_up._rare_character("买")


def test_a_bag_matched_only_by_common_characters_lifts_nothing(made_up):
    ranked = _ranked(made_up, QUESTION)
    # with the whole bonus whatever the evidence (bag_evidence 0) the mortgage article led by 不 and 给 alone
    assert _ranked(made_up.with_options(bag_evidence=0.0), QUESTION)[0] == (CIVIL, 394)
    assert ranked[0] == (CONSUMER, 24)
    assert ranked.index((CONSUMER, 25)) < ranked.index((CIVIL, 394))


def _bonus_kept(retriever, query, article):
    """Whether the article scores as it does with the whole bag bonus (bag_evidence 0: any match gets it all)."""
    scored = {h.article: h.score for h in retriever.search(query, k=5)}
    whole = {h.article: h.score for h in retriever.with_options(bag_evidence=0.0).search(query, k=5)}
    return scored[article] == pytest.approx(whole[article])


def test_a_rare_character_is_still_evidence(made_up):
    # '买东西' shares the rare 买 (3 uses) and the word 东西 (2) with the sale article's questions: 东西 alone would give
    # two thirds of the bonus
    assert _ranked(made_up, "买东西被骗了")[0] == (CIVIL, 595)
    assert _bonus_kept(made_up, "买东西被骗了", 595)


def test_a_bag_matched_by_a_word_keeps_its_bonus(made_up):
    assert _bonus_kept(made_up, "房东不退押金", 394)


def test_the_shipped_model_answers_an_online_return_with_the_consumer_articles(retriever):
    ranked = _ranked(retriever, QUESTION)
    assert (CIVIL, 394) not in ranked
    assert ranked[0][0] != CIVIL
    assert (CONSUMER, 25) in ranked[:3]

