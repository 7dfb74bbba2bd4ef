"""A crime's name is one word to the learned term bags: the 故意 inside '故意伤害罪' is not the 故意 that the questions
behind 故意杀人's article used, so it does not match that article's bag; the same word outside a name still does."""

from collections import Counter

import pytest

from backend.corpus.models import Law
from backend.retrieval.charges import ChargeMatcher
from backend.retrieval.query_model import QueryModel
from backend.retrieval.tokenize import tokenize
from retrieval_support import retriever_over

CRIMINAL = "中华人民共和国刑法"
LAWS = [
    (Law(name=CRIMINAL, status="现行有效", origin="t"),
     [(232, "第二百三十二条", "故意杀人的，处死刑、无期徒刑或者十年以上有期徒刑。"),
      (234, "第二百三十四条", "故意伤害他人身体的，处三年以下有期徒刑、拘役或者管制。")]),
    (Law(name="中华人民共和国民法典", status="现行有效", origin="t"),
     [(1179, "第一千一百七十九条", "侵害他人造成人身损害的，应当赔偿医疗费、护理费、交通费等合理费用。")]),
]


@pytest.fixture(scope="module")
def retriever(tmp_path_factory):
    retriever = retriever_over(tmp_path_factory.mktemp("crime-names"), LAWS)
    # the questions behind 故意杀人's article wrote 故意 often: its bag holds it well past the evidence floor
    model = QueryModel({("刑法", 232, 0): Counter({"故意": 8, "杀人": 7})}, Counter({"刑法": 10, "民法典": 10}), {},
                       Counter({"t": 20}), charges={"故意伤害": ("刑法", 234, 0), "故意杀人": ("刑法", 232, 0)})
    retriever.set_query_model(model)
    return retriever


def _score(retriever, query, article):
    return next(h.score for h in retriever.search(query, k=5) if h.article == article)


def test_a_word_inside_a_crimes_name_does_not_match_another_crimes_bag(retriever):
    query = "故意伤害罪的民事赔偿怎么算"
    assert _score(retriever, query, 232) == pytest.approx(_score(retriever.with_options(learned_weight=0.0), query, 232))


def test_the_same_word_outside_a_name_matches_the_bag(retriever):
    query = "他是故意的还是过失"
    assert _score(retriever, query, 232) > _score(retriever.with_options(learned_weight=0.0), query, 232) + 0.5


def test_the_parts_of_a_name_are_told_from_the_crimes_names():
    matcher = ChargeMatcher(["故意伤害", "故意杀人", "盗窃"])
    query = "故意伤害罪的民事赔偿怎么算"
    assert matcher.name_parts(query, tokenize(query)) == {"故意": 1, "伤害": 1, "伤害罪": 1}
    assert matcher.name_parts("盗窃罪判几年", tokenize("盗窃罪判几年")) == {}  # 盗窃 is a crime's name itself
    assert matcher.name_parts("他是故意的", tokenize("他是故意的")) == {}  # no name written
    # once inside the name, once outside it: the word outside still counts
    query = "他故意打我，算故意伤害吗"
    assert Counter(tokenize(query))["故意"] == 2 and matcher.name_parts(query, tokenize(query))["故意"] == 1
