"""An article whose text is only a deletion mark ('（删去）') is repealed: the citation check says so and names the
deleting article, lookup does not call it in force, ranked search never returns it."""

import pytest
from backend.corpus.models import Law, is_deletion_mark
from backend.pipelines.citations import verify_citations
from backend.retrieval.service import CitationStatus
from retrieval_support import retriever_over

# a made-up code and its amendment: 第五条 was deleted whole, only one paragraph of 第三条
CODE = "中华人民共和国示例处罚法"
LAWS = [
    (Law(name=CODE, status="现行有效", origin="t"),
     [(3, "第三条", "骗取他人财物数额较大的，处三年以下有期徒刑。第二款内容。"),
      (5, "第五条", "（删去）"),
      (6, "第六条", "骗取他人财物数额特别巨大的，处十年以上有期徒刑。")]),
    (Law(name="中华人民共和国示例处罚法修正案", status="现行有效", origin="t"),
     [(1, "第一条", "删去示例处罚法第五条。"),
      (2, "第二条", "删去示例处罚法第三条第二款。")]),
]


@pytest.mark.parametrize("text", ["（删去）", "(删除)", "[已删除]", "本条删去。", "已废止", " （删去） "])
def test_a_text_that_is_only_a_deletion_mark_is_one(text):
    assert is_deletion_mark(text)


@pytest.mark.parametrize("text", ["删去刑法第一百九十九条。", "（删去）第二款依旧", "骗取他人财物的，删除记录后处罚。"])
def test_a_text_that_says_more_is_no_deletion_mark(text):
    assert not is_deletion_mark(text)


@pytest.fixture(scope="module")
def retriever(tmp_path_factory):
    return retriever_over(tmp_path_factory.mktemp("deleted"), LAWS)


def test_a_deleted_article_is_repealed_and_names_what_deleted_it(retriever):
    look = retriever.lookup("示例处罚法", 5)
    assert look.status is CitationStatus.repealed
    assert look.repealed_by == "《中华人民共和国示例处罚法修正案》第一条"
    (citation,) = verify_citations(retriever, "依照《示例处罚法》第五条处罚")
    assert (citation["status"], citation["text"]) == ("repealed", "（删去）")


def test_deleting_one_paragraph_leaves_the_article_in_force(retriever):
    assert retriever.lookup("示例处罚法", 3).status is CitationStatus.verified


def test_ranked_search_never_returns_a_deleted_article(retriever):
    ranked = retriever.search("删去 骗取他人财物", k=10)
    assert ranked and all((h.law, h.article) != (CODE, 5) for h in ranked)


def test_naming_a_deleted_article_finds_it_marked_not_in_force(retriever):
    direct = [h for h in retriever.search("示例处罚法第五条", k=3) if h.match == "reference"]
    assert [(h.article, h.in_force) for h in direct] == [(5, False)]
