from backend.retrieval.query_model import FEEDBACK_WEIGHT
from backend.retrieval.service import CitationStatus
from bench.retrieval.feedback import FEEDBACK_QUESTIONS, half_of, learned_examples, load_matters


def test_each_matter_has_two_wordings_and_gold_articles_in_force_in_the_bundled_corpus(retriever):
    matters = load_matters(FEEDBACK_QUESTIONS)
    assert len(matters) == 24 and sum(half_of(m.id) == "tune" for m in matters) == 12
    for m in matters:
        assert m.corrected != m.paraphrase
        for law, article, sub in m.gold:
            assert retriever.lookup(law, article, sub).status is CitationStatus.verified, (m.id, law, article)


def test_the_bench_learns_corrections_as_the_feedback_store_gives_them():
    matters = load_matters(FEEDBACK_QUESTIONS)[:2]
    examples = learned_examples(matters, "paraphrase")
    assert [(e.question, e.citations, e.origin, e.weight) for e in examples] == [
        (m.paraphrase, m.gold, "feedback", FEEDBACK_WEIGHT) for m in matters]
