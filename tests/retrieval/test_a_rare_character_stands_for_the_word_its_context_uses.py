"""A one-character question word that the statutes write as a word of two (退 for 退货 or 退休, 说 for 说明) stands
for the indexed word holding it that the articles found by the rest of the question use: the question's own context
picks the reading, so one character reads differently in a shopping and in a retirement question."""

import pytest

from backend.corpus.models import Law
from retrieval_support import retriever_over

CONSUMER = "中华人民共和国消费者权益保护法"
LABOUR = "中华人民共和国劳动法"
FILLER = "中华人民共和国科学技术进步法"
LAWS = [
    (Law(name=CONSUMER, status="现行有效", origin="t"),
     [(1, "第一条", "经营者通过网络销售的商品，消费者收到商品后七日内可以退货。"),
      (2, "第二条", "经营者交付的商品质量不合格的，消费者可以退货，也可以请求更换。"),
      (3, "第三条", "经营者应当保证其提供的商品符合保障人身安全的标准。")]),
    (Law(name=LABOUR, status="现行有效", origin="t"),
     [(1, "第一条", "劳动者达到法定年龄退休的，依法享受养老保险待遇。"),
      (2, "第二条", "劳动者退休以后患病的，用人单位按照规定给予补助。"),
      (3, "第三条", "劳动者享受社会保险待遇的条件由法律规定。")]),
    # the share rules (a rare character, a generic one) are shares of the articles: a corpus of six would make every
    # word generic
    (Law(name=FILLER, status="现行有效", origin="t"),
     [(n, f"第{n}条", "国家鼓励科学研究和技术创新，依法保护研究人员的成果。") for n in range(1, 101)]),
]
PLAIN = dict(learned=False, expansion=False, law_score_weight=0.0, mention_weight=0.0)


@pytest.fixture(scope="module")
def retriever(tmp_path_factory):
    return retriever_over(tmp_path_factory.mktemp("character-words"), LAWS).with_options(**PLAIN)


def ranked(retriever, question, **options):
    return [(h.law, h.article) for h in retriever.with_options(**options).search(question, k=3)]


def test_the_character_alone_is_no_statute_word(retriever):
    assert retriever.index.document_frequency("退") == 0


def test_a_shopping_question_reads_the_character_as_the_consumer_word(retriever):
    hits = ranked(retriever, "网上买的商品能退吗")
    assert sorted(hits[:2]) == [(CONSUMER, 1), (CONSUMER, 2)], hits
    # without the reading, the article that does not speak of returns ranks with them by 商品 alone
    assert (CONSUMER, 3) in ranked(retriever, "网上买的商品能退吗", character_word_weight=0.0)[:2]


def test_a_retirement_question_reads_the_same_character_as_the_labour_word(retriever):
    hits = ranked(retriever, "劳动者到了年龄能退吗")
    assert sorted(hits[:2]) == [(LABOUR, 1), (LABOUR, 2)], hits
    assert (LABOUR, 3) in ranked(retriever, "劳动者到了年龄能退吗", character_word_weight=0.0)[:2]


def test_a_character_whose_words_fill_many_articles_stands_for_none(retriever):
    # 依 of 依法 is in every filler article: a generic morpheme; 退's words are in four articles
    assert "依" not in retriever._words_holding and "退" in retriever._words_holding


def test_a_long_text_reads_no_character(retriever):
    # a case's facts run to hundreds of characters, and their lone characters are mostly names (周, 甲): the same
    # words in a text past CHARACTER_WORD_QUESTION characters get no reading
    long_text = "网上买的商品能退吗" + "，" * 100
    assert (CONSUMER, 3) in ranked(retriever, long_text)[:2]
