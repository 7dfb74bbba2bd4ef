"""`python -m bench.retrieval.feedback`: does a lawyer's correction help the next user who asks the same in other words?

A correction on the Annotate page lists the articles an Ask question needs; the retriever learns it
(annotation.service.cited_article_feedback -> query_model.feedback_examples -> query_model.with_feedback).
feedback_questions.jsonl holds 24 lay matters of our own wording, each as two questions: the one a lawyer
corrected and a differently worded one another user asks, with the articles that answer both, read from the
statute text. Each direction is scored: learn the corrections of the `corrected` members (as the
feedback store's rows), score the `paraphrase` members, and the reverse. Rows:

- before: the shipped query model alone, as a server without these corrections answers;
- after: the shipped model with the corrections learned, as a server that learned them answers;
- the corrected questions themselves, asked again after their corrections are learned.

Guards (`--guards`): the everyday questions (everyday_questions.jsonl) and the LawBench 3-8 test fold (the model
learned from the train half, as `python -m bench.retrieval` does) before and after the same corrections are
learned: corrections of lay matters must not push other questions' articles down.

Odd ids are the tuning half, even ids the report half (`--half`), as in the everyday bench.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from backend.retrieval.query_model import LabeledQuestion, feedback_examples, shipped_model, with_feedback
from bench.retrieval.everyday import everyday_system, load_everyday
from bench.retrieval.metrics import Score, evaluate, markdown_table, normalise

FEEDBACK_QUESTIONS = Path(__file__).with_name("feedback_questions.jsonl")
MEMBERS = ("corrected", "paraphrase")


@dataclass(frozen=True)
class Matter:
    id: str
    corrected: str  # the question a lawyer corrected
    paraphrase: str  # another user's wording of the same matter
    gold: tuple[tuple[str, int, int], ...]  # (law short name, article, sub)


@dataclass(frozen=True)
class Asked:  # one member as metrics.evaluate reads a question
    question: str
    gold: tuple[tuple[str, int, int], ...]


def load_matters(path: Path = FEEDBACK_QUESTIONS) -> list[Matter]:
    matters = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                row = json.loads(line)
                gold = tuple((g["law"], int(g["article"]), int(g.get("sub", 0))) for g in row["gold"])
                if not gold or row["corrected"] == row["paraphrase"]:
                    raise ValueError(f"matter {row['id']} needs gold articles and two different wordings")
                matters.append(Matter(row["id"], row["corrected"], row["paraphrase"], gold))
    return matters


def half_of(matter_id: str) -> str:
    """'tune' for an odd id number (f01, f03 …), 'report' for an even one."""
    return "tune" if int(matter_id.lstrip("f")) % 2 else "report"


def correction_rows(matters: list[Matter], member: str) -> list[dict]:
    """The corrections of one member of each matter as annotation.service.cited_article_feedback returns them."""
    return [{"output_id": i, "task": "ask", "input": {"question": getattr(m, member)},
             "articles": [{"law": law, "article": article} | ({"sub": sub} if sub else {})
                          for law, article, sub in m.gold]}
            for i, m in enumerate(matters, 1)]


def learned_examples(matters: list[Matter], member: str) -> list[LabeledQuestion]:
    return feedback_examples(correction_rows(matters, member))


def score_pairs(retriever, matters: list[Matter]) -> list[Score]:
    """For each direction: the other member scored before and after the corrections are learned."""
    shipped = shipped_model()
    scores = []
    for learned_member, asked_member in (MEMBERS, MEMBERS[::-1]):
        asked = [Asked(getattr(m, asked_member), m.gold) for m in matters]
        retriever.set_query_model(shipped)
        scores.append(evaluate(f"{asked_member}s, before", everyday_system(retriever), asked))
        retriever.set_query_model(with_feedback(shipped, learned_examples(matters, learned_member),
                                                retriever.article_text))
        scores.append(evaluate(f"{asked_member}s, {learned_member}s' corrections learned",
                               everyday_system(retriever), asked))
        if learned_member == "corrected":  # the corrected questions themselves: what the correction was for
            scores.append(evaluate("corrected questions themselves, learned", everyday_system(retriever),
                                   [Asked(m.corrected, m.gold) for m in matters]))
    retriever.set_query_model(shipped)
    return scores


def score_guards(retriever, matters: list[Matter]) -> list[Score]:
    """Everyday questions and the LawBench 3-8 test fold, without and with every matter's correction learned."""
    from bench.retrieval.__main__ import lexloop_system
    from bench.retrieval.data import LAWBENCH_38, load_lawbench_38, split
    from bench.retrieval.learn import learn

    corrections = learned_examples(matters, "corrected")
    shipped = shipped_model()
    everyday = load_everyday()
    scores = []
    for label, model in (("everyday, before", shipped),
                         ("everyday, corrections learned", with_feedback(shipped, corrections, retriever.article_text))):
        retriever.set_query_model(model)
        scores.append(evaluate(label, everyday_system(retriever), everyday))
    if LAWBENCH_38.is_file():
        train, test = split(load_lawbench_38(LAWBENCH_38))
        fold = learn(train, retriever.article_text, with_cail=False)
        for label, model in (("LawBench 3-8 test fold, before", fold),
                             ("LawBench 3-8 test fold, corrections learned",
                              with_feedback(fold, corrections, retriever.article_text))):
            retriever.set_query_model(model)
            scores.append(evaluate(label, lexloop_system(retriever, 10), test))
    else:
        print(f"note: {LAWBENCH_38} not found: LawBench guard skipped", file=sys.stderr)
    retriever.set_query_model(shipped)
    return scores


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.retrieval.feedback", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--half", choices=["tune", "report", "all"], default="tune")
    parser.add_argument("--guards", action="store_true",
                        help="also the everyday questions and the LawBench 3-8 test fold, before and after")
    parser.add_argument("--show", action="store_true", help="print each paraphrase's gold ranks before and after")
    args = parser.parse_args(argv)
    from bench.retrieval.__main__ import open_retriever

    matters = [m for m in load_matters() if args.half == "all" or half_of(m.id) == args.half]
    _, retriever = open_retriever()
    if args.show:
        show_ranks(retriever, matters)
    print(markdown_table(score_pairs(retriever, matters)))
    if args.guards:
        print()
        print(markdown_table(score_guards(retriever, matters)))
    return 0


def show_ranks(retriever, matters: list[Matter]) -> None:
    shipped = shipped_model()
    learned = with_feedback(shipped, learned_examples(matters, "corrected"), retriever.article_text)
    for m in matters:
        ranks = []
        for model in (shipped, learned):
            retriever.set_query_model(model)
            found = [normalise(c) for c in everyday_system(retriever)(m.paraphrase)]
            ranks.append([found.index(g) + 1 if g in found else None for g in m.gold])
        retriever.set_query_model(learned)
        top = [normalise(c) for c in everyday_system(retriever, 3)(m.paraphrase)]
        print(f"{m.id} {m.paraphrase} gold {list(m.gold)} ranks {ranks[0]} -> {ranks[1]} top3 {top}", file=sys.stderr)
    retriever.set_query_model(shipped)


if __name__ == "__main__":
    sys.exit(main())
