from bench.retrieval.everyday import EVERYDAY_QUESTIONS, half_of, load_everyday
from bench.retrieval.metrics import evaluate


def test_everyday_questions_load_with_their_halves_and_inserted_articles():
    questions = load_everyday(EVERYDAY_QUESTIONS)
    assert len(questions) == 40
    assert {half_of(q.id) for q in questions} == {"tune", "report"}
    assert sum(half_of(q.id) == "tune" for q in questions) == 20
    assert all(q.gold for q in questions)
    assert any(sub for q in questions for _, _, sub in q.gold)  # 醉驾 is 第一百三十三条之一


def test_an_inserted_article_is_not_counted_for_the_article_it_follows():
    class Asked:
        question = "喝多了开车被拦下"
        gold = (("中华人民共和国刑法", 133, 1),)

    follows = evaluate("follows", lambda q: [("刑法", 133, 0), ("刑法", 133, 1)], [Asked()], warmup=0)
    assert follows.recall[1] == 0.0 and follows.recall[5] == 1.0 and follows.mrr == 0.5
