"""A lawyer's correction counts as FEEDBACK_WEIGHT labelled questions: it reaches another user's wording of the matter.

The learned bag bonus is full only where the query's words were used bag_evidence (3) times in the bag's questions; a
correction counted once gave a paraphrase sharing one word with it (狗) a third of it (bench/retrieval/feedback.py).
"""

from __future__ import annotations

import math
from collections import Counter

import pytest

from backend.retrieval.query_model import FEEDBACK_WEIGHT, LabeledQuestion, QueryModel, feedback_examples

CIVIL = "中华人民共和国民法典"
DOG_BITE = "被邻居家的狗咬了谁赔"
# another owner's dog, other words: only 狗 is shared with the corrected question
PARAPHRASE = "遛狗不拴绳，狗把小孩咬伤了，养狗的人要担什么责任"
ANIMAL_ARTICLES = ((CIVIL, 1245, 0), (CIVIL, 1246, 0))  # 饲养的动物造成他人损害; 未对动物采取安全措施


def ranked(retriever, question: str) -> list[tuple[str, int]]:
    return [(h.law, h.article) for h in retriever.search(question, k=10)]


def test_a_correction_of_a_dog_bite_teaches_another_wording_of_it(retriever):
    assert not {(CIVIL, 1245), (CIVIL, 1246)} & set(ranked(retriever, PARAPHRASE))
    rows = [{"task": "ask", "input": {"question": DOG_BITE},
             "articles": [{"law": CIVIL, "article": 1245}, {"law": CIVIL, "article": 1246}]}]
    taught = retriever.with_feedback(feedback_examples(rows))
    found = ranked(taught, PARAPHRASE)
    assert found[0] == (CIVIL, 1245) and (CIVIL, 1246) in found
    # counted as one labelled question, the correction gave the paraphrase a third of the bag's bonus
    once = retriever.with_feedback([LabeledQuestion(DOG_BITE, ANIMAL_ARTICLES, "", "feedback", weight=1.0)])
    assert ranked(once, PARAPHRASE)[0] != (CIVIL, 1245)
    # the served retriever is left as it was: a clone learned the correction
    assert not {(CIVIL, 1245), (CIVIL, 1246)} & set(ranked(retriever, PARAPHRASE))


def test_a_weight_counts_in_the_bags_and_the_law_prior_not_in_the_expansions():
    heavy = LabeledQuestion("邻居家的狗咬人", (("民法典", 1245, 0),), "狗咬人由饲养人承担侵权责任", "feedback", weight=3.0)
    model = QueryModel.fit([heavy], lambda law, article, sub: "饲养的动物造成他人损害的，动物饲养人应当承担侵权责任")
    bag = model.article_terms[("民法典", 1245, 0)]
    assert bag["邻居"] == 3.0 and bag["侵权"] == 1.5 and bag["狗"] == 4.5  # an explanation's words at half
    assert model.law_counts["民法典"] == 3.0 and model.sources["feedback"] == 1
    # an expansion needs min_pair_count (3) questions pairing two words: one question of weight 3 is still one
    assert model.expansions == {}
    assert feedback_examples([{"task": "ask", "input": {"question": "狗咬人"},
                               "articles": [{"law": "民法典", "article": 1245}]}])[0].weight == FEEDBACK_WEIGHT


@pytest.mark.parametrize("weight", [0.0, -1.0, math.nan, math.inf])
def test_a_weight_that_is_no_count_is_refused(weight):
    with pytest.raises(ValueError, match="weight must be a finite number > 0"):
        LabeledQuestion("狗咬人", (("民法典", 1245, 0),), weight=weight)


def test_the_corrected_question_asked_again_leads_with_the_articles_the_lawyer_named(retriever):
    # before: 邻居 and 赔 match 刑事诉讼法's articles on witnesses best, whatever the bags learned
    assert ranked(retriever, DOG_BITE)[0][0] == "中华人民共和国刑事诉讼法"
    rows = [{"task": "ask", "input": {"question": DOG_BITE},
             "articles": [{"law": CIVIL, "article": 1245}, {"law": CIVIL, "article": 1246}]}]
    taught = retriever.with_feedback(feedback_examples(rows))
    for asked_again in (DOG_BITE, "邻居家的狗咬了人，谁来赔？"):
        assert set(ranked(taught, asked_again)[:2]) == {(CIVIL, 1245), (CIVIL, 1246)}, asked_again
    # another matter that shares a word or two is no correction asked again: no lift (the bags may still count)
    assert ranked(taught.with_options(corrected_weight=0.0), "邻居家装修太吵了") == ranked(taught, "邻居家装修太吵了")


def test_a_model_keeps_its_corrected_questions_through_a_merge_and_its_file(tmp_path):
    corrected = LabeledQuestion(DOG_BITE, ANIMAL_ARTICLES, origin="feedback", weight=FEEDBACK_WEIGHT)
    merged = QueryModel.empty().merge(QueryModel({}, Counter(), {}, Counter(), corrected=[corrected]))
    path = tmp_path / "model.json"
    merged.save(path)
    assert [(q.question, q.citations) for q in QueryModel.load(path).corrected] == [(DOG_BITE, ANIMAL_ARTICLES)]
    assert "corrected" not in QueryModel.empty().to_json()  # the shipped file holds counts, no question
