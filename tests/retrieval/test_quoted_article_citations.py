"""An article named inside the quoted text of a cited article is not one of the answer's citations: a premise that
quotes an amendment ('将刑法第二百四十一条第六款修改为…') does not cite the article the amendment rewrites."""

import pytest
from backend.corpus.models import Law
from backend.pipelines.citations import verify_citations
from retrieval_support import retriever_over

AMENDMENT_TEXT = "将示例刑罚法第八条第二款修改为：“收买被拐骗的儿童，没有虐待行为的，可以从轻处罚。”"
LAWS = [
    (Law(name="中华人民共和国示例刑罚法", status="现行有效", origin="t"),
     [(8, "第八条", "收买被拐骗的儿童的，处三年以下有期徒刑。"),
      (9, "第九条", "出售假冒商品的，依照本法第八条的规定从重处罚。")]),
    (Law(name="中华人民共和国示例刑罚法修正案", status="现行有效", origin="t"),
     [(4, "第四条", AMENDMENT_TEXT)]),
]


@pytest.fixture(scope="module")
def retriever(tmp_path_factory):
    return retriever_over(tmp_path_factory.mktemp("quoted"), LAWS)


def cited(retriever, text):
    return [(c["law"].removeprefix("中华人民共和国"), c["article"]) for c in verify_citations(retriever, text)]


def test_the_articles_a_quoted_article_names_are_not_cited(retriever):
    # the grounded premise's form: 《law》number：text, one article a line
    premise = f"《中华人民共和国示例刑罚法修正案》第四条：{AMENDMENT_TEXT}\n《中华人民共和国示例刑罚法》第九条：出售假冒商品的，依照本法第八条的规定从重处罚。"
    assert cited(retriever, premise) == [("示例刑罚法修正案", 4), ("示例刑罚法", 9)]


def test_a_quotation_after_guiding_words_and_quotes_counts_too(retriever):
    text = f"根据《示例刑罚法修正案》第四条规定：“{AMENDMENT_TEXT[:20]}”"
    assert cited(retriever, text) == [("示例刑罚法修正案", 4)]


def test_an_article_the_answer_names_itself_is_cited_even_after_a_quotation(retriever):
    text = f"《示例刑罚法修正案》第四条：{AMENDMENT_TEXT}\n本案应依照《示例刑罚法》第八条处理。"
    assert cited(retriever, text) == [("示例刑罚法修正案", 4), ("示例刑罚法", 8)]


def test_words_that_only_begin_like_the_article_are_no_quotation(retriever):
    # a few shared characters are a coincidence: the reference after them is the answer's own
    text = "《示例刑罚法修正案》第四条：将其与《示例刑罚法》第八条对照"
    assert ("示例刑罚法", 8) in cited(retriever, text)


def test_every_article_of_a_list_after_one_name_is_cited(retriever):
    # '第八条、第九条' shares one name: no quotation follows the first number
    assert cited(retriever, "依据《示例刑罚法》第八条、第九条") == [("示例刑罚法", 8), ("示例刑罚法", 9)]
