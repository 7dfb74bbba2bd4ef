"""`python -m bench.retrieval.everyday`: short lay questions (被狗咬了狗主人要赔吗) -> the articles that answer them.

LawBench 3-8 questions are long consultations; a user's first question is often one short everyday line.
everyday_questions.jsonl holds 115 of them over the common areas (labour, lease and deposits, loans and sureties,
consumer and online shopping, insurance, traffic, animals, neighbours, family, inheritance, crime, personality
rights online, medical, property management), each with the
articles that answer it, read from the statute text. Ids with an odd number are the tuning half, even ones
the report half: tune a ranking change on `--half tune`, report `--half report` once.

Scored with the shipped query model, as users meet it. An article is (law, number, sub), so 醉驾's
第一百三十三条之一 is not counted for 第一百三十三条.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from bench.retrieval.__main__ import open_retriever
from bench.retrieval.metrics import Citation, System, evaluate, markdown_table

EVERYDAY_QUESTIONS = Path(__file__).with_name("everyday_questions.jsonl")


@dataclass(frozen=True)
class EverydayQuestion:
    id: str
    question: str
    gold: tuple[tuple[str, int, int], ...]  # (law short name, article, sub)


def load_everyday(path: Path = EVERYDAY_QUESTIONS) -> list[EverydayQuestion]:
    questions = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                row = json.loads(line)
                gold = tuple((g["law"], int(g["article"]), int(g.get("sub", 0))) for g in row["gold"])
                if not gold:
                    raise ValueError(f"everyday question {row['id']} has no gold article")
                questions.append(EverydayQuestion(row["id"], row["question"], gold))
    return questions


def half_of(question_id: str) -> str:
    """'tune' for an odd id number (e01, e03 …), 'report' for an even one."""
    return "tune" if int(question_id.lstrip("e")) % 2 else "report"


def everyday_system(retriever, k: int = 10) -> System:
    def run(question: str) -> list[Citation]:
        return [(h.law, h.article, h.sub) for h in retriever.search(question, k=k) if h.article is not None]

    return run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.retrieval.everyday", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--half", choices=["tune", "report", "all"], default="tune")
    parser.add_argument("--show", action="store_true", help="print each question's top 3 and its gold")
    parser.add_argument("--set", action="append", default=[], metavar="OPTION=VALUE",
                        help="override a RetrievalOptions weight (tuning)")
    args = parser.parse_args(argv)
    questions = [q for q in load_everyday() if args.half == "all" or half_of(q.id) == args.half]
    _, retriever = open_retriever()
    overrides = {key: float(value) for key, value in (item.split("=", 1) for item in args.set)}
    system = everyday_system(retriever.with_options(**overrides) if overrides else retriever)
    if args.show:
        for q in questions:
            top = system(q.question)[:3]
            print(f"{q.id} {q.question} gold {list(q.gold)} top3 {top}", file=sys.stderr)
    score = evaluate(f"LexLoop default, everyday {args.half} half", system, questions)
    print(markdown_table([score]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
