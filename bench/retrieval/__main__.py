"""`python -m bench.retrieval`: LexLoop's retrieval configurations and china-law-mcp's `search`, same run.

LawBench 3-8 (consultation -> cited article): the dev file is split in two halves by a hash of the id
(data.py: half_of). The query model is learned from one half and scored on the other (default: learn
on 'train', score 'test'; `--half train` swaps them, a 2-fold cross-validation in two runs).
LawBench 3-1 (`--task 3-1`: facts -> criminal-law articles): the model learns from CAIL2018 train only.
Prints Markdown tables ready for BENCHMARKS.md.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

from backend.retrieval.embedding_models import resolve_embedding_model
from bench.retrieval.data import (
    CRIMINAL_LAW, LAWBENCH_31, LAWBENCH_38, inner_half, load_lawbench_31, load_lawbench_38, split,
)
from bench.retrieval.learn import criminal_model, learn
from bench.retrieval.metrics import Citation, Score, System, evaluate, markdown_table

# name -> RetrievalOptions changes; each adds one thing to the one before
SPARSE_CONFIGS: dict[str, dict] = {
    "bm25 (jieba, law+chapter+section in the text)": dict(
        learned=False, expansion=False, law_score_weight=0.0, mention_weight=0.0),
    "+ law context (best article per law, law named in the query)": dict(learned=False, expansion=False),
    "+ learned term bags and law prior": dict(learned=True, expansion=False),
    "+ learned expansion (default)": dict(learned=True, expansion=True),
}
# the embedding model is the embedding_model setting (LEXLOOP_EMBEDDING_MODEL), named in each row
DENSE_CONFIGS: dict[str, dict] = {
    "dense {model}, FAISS flat": dict(mode="dense", dense_index="flat"),
    "dense {model}, FAISS HNSW": dict(mode="dense", dense_index="hnsw"),
    "hybrid: default sparse + dense {model} cosine on its candidates (score fusion)": dict(
        mode="hybrid", dense_fusion="score"),
    "hybrid: default sparse + dense {model} HNSW (RRF)": dict(mode="hybrid", dense_index="hnsw", dense_fusion="rrf"),
}


def lexloop_system(retriever, k: int, only_law: str | None = None) -> System:
    def run(question: str) -> list[Citation]:
        return [(h.law, h.article) for h in retriever.search(question, k=k, law=only_law) if h.article is not None]

    return run


def china_law_mcp_system(k: int, index_path: Path, only_law: str | None = None) -> System:
    # its index would otherwise be written into the installed package's folder
    os.environ.setdefault("CHINA_LAW_INDEX", str(index_path))
    from china_law_mcp import retrieval

    started = time.perf_counter()
    retrieval.load()
    print(f"china-law-mcp index ready in {time.perf_counter() - started:.1f} s", file=sys.stderr)

    def run(question: str) -> list[Citation]:
        hits = retrieval.search(question, top_k=k, law=only_law)
        cited = [(h["law_name"], h["article_no_arabic"]) for h in hits]
        return [c for c in cited if only_law is None or c[0] == only_law][:k]

    return run


def open_retriever(options=None):
    from backend.config import get_settings
    from backend.corpus.importers import corpus_size
    from backend.db import init_db, make_engine
    from backend.retrieval.service import Retriever

    settings = get_settings()
    engine = make_engine(settings.resolved_database_url)
    init_db(engine)
    if corpus_size(engine)[1] == 0:  # the server imports the bundled corpus here; a benchmark is not to change a store
        sys.exit(f"error: the store at {settings.data_dir} holds no articles: point LEXLOOP_DATA_DIR at a store "
                 "the server has started on, or run `lexloop import-corpus --china-law-mcp` first")
    started = time.perf_counter()
    retriever = Retriever.open(engine, settings.resolved_index_dir, options=options)
    print(f"LexLoop retriever over {retriever.size} units ready in {time.perf_counter() - started:.1f} s",
          file=sys.stderr)
    return settings, retriever


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.retrieval", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--task", choices=["3-8", "3-1"], default="3-8")
    parser.add_argument("--half", choices=["test", "train", "tune"], default="test",
                        help="3-8: the half scored; the query model is learned from the other one. tune: "
                             "inside the train half only, learn on one part and score the other")
    parser.add_argument("--limit", type=int, default=0, help="score only the first N questions")
    parser.add_argument("--configs", default="sparse", help="comma list of: sparse, dense, current (v1 only)")
    parser.add_argument("--with-cail", action="store_true", help="3-8: also learn from CAIL2018 train facts")
    parser.add_argument("--no-reference", action="store_true", help="skip china-law-mcp")
    parser.add_argument("--set", action="append", default=[], metavar="OPTION=VALUE",
                        help="override a RetrievalOptions weight in every configuration (tuning)")
    args = parser.parse_args(argv)

    data = LAWBENCH_38 if args.task == "3-8" else LAWBENCH_31
    if not data.is_file():
        print(f"error: {data} not found (LawBench dev data lives in ../shared)", file=sys.stderr)
        return 2
    settings, retriever = open_retriever()
    only_law = None
    if args.task == "3-8":
        questions = load_lawbench_38(data)
        train, test = split(questions)
        scored, learned_from = {
            "test": (test, train), "train": (train, test),
            "tune": ([q for q in train if inner_half(q.id) == "b"], [q for q in train if inner_half(q.id) == "a"]),
        }[args.half]
        model = learn(learned_from, retriever.article_text, with_cail=args.with_cail)
        print(f"LawBench 3-8: {len(questions)} questions with gold citations; learning from the "
              f"other half ({len(learned_from)}), "
              f"scoring the {args.half} half ({len(scored)})", file=sys.stderr)
    else:
        scored = load_lawbench_31(data)
        model = criminal_model(retriever.article_text)
        only_law = CRIMINAL_LAW
        print(f"LawBench 3-1: {len(scored)} facts; query model learned from CAIL2018 train", file=sys.stderr)
    if args.limit:
        scored = scored[: args.limit]

    configs: dict[str, dict] = {}
    chosen = {c.strip() for c in args.configs.split(",")}
    if "sparse" in chosen:
        configs.update(SPARSE_CONFIGS)
    if "dense" in chosen:
        embedding = resolve_embedding_model(settings.embedding_model, settings.data_dir)
        label = Path(embedding).name if embedding else "MiniLM (bundled)"
        configs.update({name.format(model=label): {**changes, "dense_model": embedding}
                        for name, changes in DENSE_CONFIGS.items()})
    overrides = {key: float(value) for key, value in (item.split("=", 1) for item in args.set)}
    scores: list[Score] = []
    for name, changes in configs.items():
        variant = retriever.with_options(**{**overrides, **changes})
        if changes.get("mode", "sparse") != "sparse":
            started = time.perf_counter()
            variant.attach_dense(settings.resolved_index_dir, retriever.index.fingerprint)
            print(f"{name}: dense index ready in {time.perf_counter() - started:.1f} s", file=sys.stderr)
        variant.set_query_model(model)
        scores.append(evaluate(f"LexLoop {name}", lexloop_system(variant, 10, only_law), scored))
        print(markdown_table(scores[-1:], hit1=args.task == "3-1"), file=sys.stderr)
    if not args.no_reference:
        index_path = settings.data_dir / "bench" / "china-law-mcp-bm25.pkl"
        index_path.parent.mkdir(parents=True, exist_ok=True)
        scores.append(evaluate("china-law-mcp search", china_law_mcp_system(10, index_path, only_law), scored))
    print(markdown_table(scores, hit1=args.task == "3-1"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
