"""A numeral that jieba leaves on its own in a question (三 of '退一赔三') is no BM25 query word: in a statute the lone
numeral is a list item's number ('（三）'), so it matched every long list of whatever law another word lifted."""

import pytest

from backend.corpus.models import Law
from retrieval_support import retriever_over

CRIMINAL = "中华人民共和国刑法"
CONSUMER = "中华人民共和国消费者权益保护法"
LAWS = [
    (Law(name=CRIMINAL, status="现行有效", origin="t"),
     [(240, "第二百四十条", "拐卖妇女、儿童的，处五年以上十年以下有期徒刑，并处罚金；有下列情形之一的，处十年以上有期徒刑："
                         "（一）拐卖集团的首要分子；（二）拐卖妇女、儿童三人以上的；（三）奸淫被拐卖的妇女的。")]),
    (Law(name=CONSUMER, status="现行有效", origin="t"),
     [(55, "第五十五条", "经营者提供商品有欺诈行为的，应当按照消费者的要求增加赔偿其受到的损失，增加赔偿的金额为消费者购买商品"
                       "的价款的三倍。")]),
]
PLAIN = dict(learned=False, expansion=False, law_score_weight=0.0, mention_weight=0.0)


@pytest.fixture(scope="module")
def retriever(tmp_path_factory):
    return retriever_over(tmp_path_factory.mktemp("lone-numeral"), LAWS).with_options(**PLAIN)


def test_the_list_article_holds_the_lone_numeral_as_a_word(retriever):
    # what made the numeral match: the list marker '（三）' is a word of its own in the index
    assert retriever.index.document_frequency("三") == 1


def test_a_lone_numeral_in_a_question_matches_no_list_article(retriever):
    assert retriever.search("退一赔三", k=2) == []
    assert retriever.search("三", k=2) == []


def test_a_numeral_inside_a_word_still_matches(retriever):
    hits = retriever.search("赔偿三倍", k=2)
    assert [h.law for h in hits] == [CONSUMER]
