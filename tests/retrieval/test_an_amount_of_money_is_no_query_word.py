"""An amount of money told in a question (五万块, 3000元) is no BM25 query word: it says nothing of which law answers,
while BM25 weighs 五万 as a rare word (the fine clauses write '五万元以下罚款') and 元 alone is a token of the tax tables
only ('同事借了我3000元一直不还' led with 个人所得税法第二十二条 and 车船税法第十三条). A count (十二个小时, 三年, 三倍) stays a
word: the statutes answer by it. The learned bags still read an amount: there it is evidence of a property crime."""

import pytest

from backend.retrieval.tokenize import tokenize_query, without_money_amounts

CIVIL = "中华人民共和国民法典"
TAX_TABLES = {"中华人民共和国个人所得税法", "中华人民共和国车船税法"}
LOAN = "同事借了我3000元一直不还"


def _bm25_words(question):
    return set(tokenize_query(without_money_amounts(question)))


@pytest.mark.parametrize("question, dropped, kept", [
    ("我借给朋友五万块，他一直不还，怎么办", {"五万", "五万块"}, {"借给", "朋友", "一直"}),
    (LOAN, {"3000", "元"}, {"同事", "借", "一直"}),
    ("借了1.5万元没还", {"1.5", "万元"}, {"借"}),
    ("他欠我十几万块钱", {"十几", "十几万"}, {"欠"}),
    ("盗窃现金5000余元", {"5000"}, {"盗窃", "现金"}),
])
def test_the_words_of_an_amount_of_money_are_left_out(question, dropped, kept):
    assert dropped <= set(tokenize_query(question))  # the premise: the plain cut holds them
    assert not dropped & _bm25_words(question)
    assert kept <= _bm25_words(question)


@pytest.mark.parametrize("question, kept", [
    ("公司每天让我们干十二个小时", "十二"),
    ("借钱三年了还能要回来吗", "三年"),
    ("退一赔三能赔三倍吗", "三倍"),
    ("万一他不还钱怎么办", "万一"),
    ("公司给了一次性补偿", "一次性"),
])
def test_a_count_or_a_word_written_with_numerals_stays(question, kept):
    assert kept in _bm25_words(question)


def _laws(retriever, question, k=5):
    return [h.law for h in retriever.search(question, k=k)]


def test_a_loan_told_with_its_amount_leads_with_no_tax_table(retriever):
    # with the amount's words counted the tax tables, which write '36000元' and '60元至360元', led
    assert set(_laws(retriever.with_options(money_amount_words=True), LOAN)[:2]) == TAX_TABLES
    assert not TAX_TABLES & set(_laws(retriever, LOAN))
    # the loan article moves up one place only (5th -> 4th): the lone 借 still matches '禁止借婚姻索取财物' and '禁止借收养名义'
    # (民法典第一千零四十二条, 第一千零四十四条), which now lead
    assert (CIVIL, 675) in [(h.law, h.article) for h in retriever.search(LOAN, k=4)]


def test_the_bags_still_read_an_amount_as_a_property_crimes(retriever):
    hits = retriever.search("在网上被人骗走两万块钱对方会坐牢吗", k=3)
    assert (hits[0].law, hits[0].article) == ("中华人民共和国刑法", 266)  # 诈骗
