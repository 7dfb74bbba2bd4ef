"""A party's noun (共有人, 所有人, 持有人, 监护人) is indexed whole, with its stem, but not with the tail jieba's search mode
cuts across the stem (有人 of 共|有人 and 所有|人, 护人 of 监护人): '有人在网上骂我' ('someone …') ranked the co-owners'
articles first. The nouns jieba cuts across their stem are learned from the corpus (backend.retrieval.compounds) and
taught to jieba; the search index's fingerprint holds them, so a store indexed otherwise is rebuilt."""

import pytest

from backend.corpus.models import Law
from backend.retrieval import service
from backend.retrieval.compounds import MIN_COUNT, learn_compound_nouns
from backend.retrieval.tokenize import COMPOUND_NOUNS, tokenize, tokenize_article, tokenize_query
from retrieval_support import retriever_over

CIVIL = "中华人民共和国民法典"
LAWS = [
    (Law(name=CIVIL, status="现行有效", origin="t"),
     [(301, "第三百零一条", "处分共有的不动产或者动产，应当经占份额三分之二以上的按份共有人或者全体共同共有人同意。"),
      (240, "第二百四十条", "所有人对自己的不动产或者动产，依法享有占有、使用、收益和处分的权利。"),
      (1024, "第一千零二十四条", "民事主体享有名誉权。任何组织或者个人不得以侮辱、诽谤等方式侵害他人的名誉权。")]),
]
PLAIN = dict(learned=False, expansion=False, law_score_weight=0.0, mention_weight=0.0)


@pytest.mark.parametrize(("text", "whole", "tail"), [
    ("其他共有人按照约定", "共有人", "有人"),  # jieba alone: 共 | 有人
    ("所有人对自己的不动产", "所有人", "有人"),
    ("票据持有人应当", "持有人", "有人"),
    ("监护人应当履行", "监护人", "护人"),
])
def test_a_party_noun_is_indexed_with_its_stem_not_its_tail(text, whole, tail):
    assert tail in tokenize(text)  # jieba's search mode gives it
    words = tokenize_article(text)
    assert whole in words and whole[:2] in words
    assert tail not in words


def test_other_parts_of_a_long_word_stay_indexed():
    # only a party noun's tail is left out: 居家 of 邻居家 stays an indexed word (a question's words reach it)
    assert {"邻居家", "邻居", "居家"} <= set(tokenize_article("邻居家的狗"))
    assert "居家" not in tokenize_query("邻居家的狗")


def test_someone_matches_no_co_owner_or_owner(tmp_path):
    retriever = retriever_over(tmp_path, LAWS).with_options(**PLAIN)
    hits = [(hit.article) for hit in retriever.search("有人在网上骂我，说我的坏话", k=3)]
    assert 301 not in hits and 240 not in hits
    # the noun itself still finds its articles
    assert [hit.article for hit in retriever.search("共有人", k=1)] == [301]
    assert [hit.article for hit in retriever.search("所有人", k=1)] == [240]


def test_the_nouns_cut_across_their_stem_are_learned_from_how_often_the_statutes_write_them():
    texts = ["其他共有人按照约定管理。"] * MIN_COUNT + ["承租人应当支付租金。"] * MIN_COUNT + ["由利害关系人申请。"]
    # 共有人 is cut 共 | 有人; 承租人 is a word jieba keeps; 利害关系人 is written fewer than MIN_COUNT times
    assert learn_compound_nouns(texts) == ["共有人"]


def test_the_shipped_nouns_hold_the_co_owner():
    assert "共有人" in COMPOUND_NOUNS


def test_an_index_cut_with_other_nouns_is_rebuilt(engine, monkeypatch):
    shipped = service.corpus_fingerprint(engine)
    monkeypatch.setattr(service, "COMPOUND_NOUNS", COMPOUND_NOUNS + ("受遗赠人",))
    assert service.corpus_fingerprint(engine) != shipped
