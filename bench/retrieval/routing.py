"""How well the learned source router picks the source, on a store with several sources.

    LEXLOOP_DATA_DIR=/tmp/retr/scale LEXLOOP_INDEX_DIR=/tmp/retr/scale/index-4 \\
        .venv/bin/python -m bench.retrieval.routing

Two measurements: (1) held-out corpus units (every 5th unit, left out of a router fitted here), their first 60
characters as the query, should route to their own source; (2) LawBench 3-8 consultation questions should
route (with the product's router) to the statutes (every gold citation there is a statute article).
"""

from __future__ import annotations

import random
import sys
from collections import Counter

from backend.corpus.models import SourceKind
from backend.retrieval.routing import SourceRouter
from backend.retrieval.tokenize import tokenize
from bench.retrieval.__main__ import open_retriever
from bench.retrieval.data import load_lawbench_38


def main() -> int:
    _, retriever = open_retriever()
    by_source: dict[SourceKind, list] = {}
    for unit in retriever.units:
        if unit.in_force and len(unit.text) >= 20:
            by_source.setdefault(unit.source, []).append(unit)
    # the product's recipe (≤ 5000 units a source, first 200 characters), fitted without every 5th unit
    training, held_out = [], {}
    for source, units in by_source.items():
        kept = [u for i, u in enumerate(units) if i % 5]
        stride = max(1, len(kept) // 5000)
        training.extend((source, tokenize(u.text[:200])) for u in kept[::stride])
        held_out[source] = units[::5]
    rng = random.Random(0)
    samples = {source: rng.sample(units, min(200, len(units))) for source, units in sorted(held_out.items())}
    questions = [q.question for q in load_lawbench_38()]
    for prior in ("uniform", "size"):
        router = SourceRouter.fit(training, prior=prior)
        print(f"\nprior: {prior}\n\n| source | held-out units | routed to own source |\n|---|---|---|")
        for source, chosen in samples.items():
            right = sum(router.route(u.text[:60])[0] is source for u in chosen)
            print(f"| {source.value} | {len(chosen)} | {right / len(chosen):.3f} |")
        routed = Counter(router.route(q)[0].value for q in questions)
        print("\nLawBench 3-8 questions routed: "
              + ", ".join(f"{s} {n / len(questions):.3f}" for s, n in routed.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
