"""Latency of the sentencing engine on long facts: CAIL2018-small train facts of one charge concatenated to about
N characters (a long judgment), run with the charge withheld so that detection reads the whole text. Each run
changes one character so that no per-text cache answers it.

    python -m bench.sentencing.long_facts [--chars 20000] [--runs 5] [--shared DIR]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import defaultdict
from pathlib import Path

from backend.sentencing.predict import predict_sentence
from bench.sentencing.run import DEFAULT_SHARED, load_cail


def long_facts(train: Path, chars: int) -> dict[str, str]:
    """One long fact per charge that has enough training facts to reach `chars` characters."""
    by_charge: dict[str, list[str]] = defaultdict(list)
    for case in load_cail(train):
        by_charge[case["charge"]].append(case["fact"])
    facts = {}
    for charge, texts in sorted(by_charge.items()):
        joined = ""
        for text in texts:
            if len(joined) >= chars:
                break
            joined += text
        if len(joined) >= chars:
            facts[charge] = joined[:chars]
    return facts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--chars", type=int, default=20_000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--shared", type=Path, default=DEFAULT_SHARED)
    args = parser.parse_args()
    train = args.shared / "data" / "cail2018_small" / "train.jsonl"
    if not train.exists():
        raise SystemExit(f"{train} not found: the benchmark reads the CAIL2018-small train file")
    facts = long_facts(train, args.chars)
    predict_sentence("被告人张某盗窃现金5000元。")  # loads the data files once, outside the timings
    seconds: dict[str, float] = {}
    for charge, fact in facts.items():
        times = []
        for run in range(args.runs):
            varied = fact[:-1] + "。，；"[run % 3]
            started = time.perf_counter()
            try:
                predict_sentence(varied)
            except ValueError:  # no charge recognised: timed all the same
                pass
            times.append(time.perf_counter() - started)
        seconds[charge] = statistics.median(times)
    slowest = sorted(seconds.items(), key=lambda item: -item[1])[:5]
    print(json.dumps({"chars": args.chars, "facts": len(facts), "median_s_over_facts": round(statistics.median(seconds.values()), 3),
                      "slowest_median_s": [[c, round(s, 3)] for c, s in slowest]}, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
