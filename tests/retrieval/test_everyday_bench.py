import json

import pytest

from backend.config import get_settings
from backend.corpus.importers import import_jsonl
from backend.db import init_db, make_engine
from backend.retrieval.service import Retriever
from bench.retrieval.everyday import EVERYDAY_QUESTIONS, everyday_system, half_of, load_everyday
from bench.retrieval.metrics import evaluate


def test_everyday_questions_load_with_their_halves_and_inserted_articles():
    questions = load_everyday(EVERYDAY_QUESTIONS)
    assert len(questions) == 121
    assert {half_of(q.id) for q in questions} == {"tune", "report"}
    assert sum(half_of(q.id) == "tune" for q in questions) == 71  # e101-e141: tuning rows only
    assert all(q.gold for q in questions)
    assert any(sub for q in questions for _, _, sub in q.gold)  # 醉驾 is 第一百三十三条之一


def test_an_inserted_article_is_not_counted_for_the_article_it_follows():
    class Asked:
        question = "喝多了开车被拦下"
        gold = (("中华人民共和国刑法", 133, 1),)

    follows = evaluate("follows", lambda q: [("刑法", 133, 0), ("刑法", 133, 1)], [Asked()], warmup=0)
    assert follows.recall[1] == 0.0 and follows.recall[5] == 1.0 and follows.mrr == 0.5


def test_the_bench_cites_a_ranked_inserted_article_by_its_sub(tmp_path):
    criminal = "中华人民共和国刑法"
    rows = [{"law": criminal, "article": 133, "text": "驾驶机动车违章肇事致人死亡的，处三年以下有期徒刑。"},
            {"law": criminal, "article": "133之一", "text": "醉酒驾驶机动车上路的，处拘役并处罚金。"}]
    path = tmp_path / "corpus.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    engine = make_engine(f"sqlite:///{tmp_path / 'lex.db'}")
    init_db(engine)
    assert not import_jsonl(engine, path, progress=False).errors
    retriever = Retriever.open(engine, tmp_path / "index", progress=False)
    cited = everyday_system(retriever)("醉酒驾驶机动车")
    assert cited[0] == (criminal, 133, 1) and (criminal, 133, 0) in cited


def test_a_bench_over_an_empty_store_says_what_to_do(tmp_path, monkeypatch):
    from bench.retrieval.__main__ import open_retriever

    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    get_settings.cache_clear()
    try:
        with pytest.raises(SystemExit) as refused:
            open_retriever()
    finally:
        get_settings.cache_clear()
    assert "holds no articles" in str(refused.value) and "LEXLOOP_DATA_DIR" in str(refused.value)
