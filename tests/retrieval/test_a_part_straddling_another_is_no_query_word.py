"""jieba's search mode gives a long word's parts: for 邻居家 both 邻居 and 居家, though the word is 邻居|家. A part that
begins inside a part kept before it and ends past it (居家) is no word of the BM25 query: it matched the old-age law's
居家养老 for a question about a neighbour's dog."""

import pytest

from backend.corpus.models import Law
from backend.retrieval.tokenize import tokenize, tokenize_query
from retrieval_support import retriever_over

ELDERLY = "中华人民共和国老年人权益保障法"
CIVIL = "中华人民共和国民法典"
LAWS = [
    (Law(name=ELDERLY, status="现行有效", origin="t"),
     [(13, "第十三条", "老年人养老以居家为基础，家庭成员应当尊重、关心和照料老年人。")]),
    (Law(name=CIVIL, status="现行有效", origin="t"),
     [(288, "第二百八十八条", "不动产的相邻权利人应当按照有利生产、方便生活、团结互助、公平合理的原则，正确处理相邻关系。"),
      (1245, "第一千二百四十五条", "饲养的动物造成他人损害的，动物饲养人或者管理人应当承担侵权责任。")]),
]
PLAIN = dict(learned=False, expansion=False, law_score_weight=0.0, mention_weight=0.0)


@pytest.mark.parametrize(("text", "straddling"), [
    ("被邻居家的狗咬伤了", "居家"),  # 邻居|家
    ("交通事故认定书", "通事"),  # 交通|事故
    ("中华人民共和国", "华人"),  # 中华|人民
])
def test_a_part_straddling_the_end_of_a_kept_part_is_dropped(text, straddling):
    assert straddling in tokenize(text)
    assert straddling not in tokenize_query(text)


def test_the_other_parts_and_the_whole_word_stay():
    assert tokenize_query("被邻居家的狗咬伤了") == ["邻居家", "邻居", "狗", "咬伤"]
    assert {"中华人民共和国", "中华", "人民", "共和国", "共和"} <= set(tokenize_query("中华人民共和国刑法"))
    assert tokenize_query("故意伤害罪") == ["故意伤害罪", "故意", "伤害罪", "伤害"]  # no part straddles another


def test_a_straddling_part_ranks_no_article(tmp_path):
    retriever = retriever_over(tmp_path, LAWS).with_options(**PLAIN)
    assert retriever.index.document_frequency("居家") == 1  # what matched before
    assert ELDERLY not in {h.law for h in retriever.search("被邻居家的狗咬伤了", k=3)}
