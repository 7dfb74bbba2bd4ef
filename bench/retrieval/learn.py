"""Learn LexLoop's shipped query model from the *training half* of LawBench 3-8 (and CAIL2018 train).

    .venv/bin/python -m bench.retrieval.learn --no-cail   # writes backend/retrieval/query_model.json

The file holds counts (article -> question words, law -> frequency, word -> legal words), not the
questions, and the crime names' articles learned from the CAIL2018 train judgments (charges.py; with
--no-cail too: that flag is about the term bags). The benchmark's test half (bench/retrieval/data.py:
half_of) is never read here.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path

from backend.retrieval.charges import Judgment, learn_charge_articles
from backend.retrieval.query_model import SHIPPED_MODEL, ArticleKey, ArticleText, LabeledQuestion, QueryModel
from backend.retrieval.references import short_name
from bench.retrieval.data import CAIL_TRAIN, CRIMINAL_LAW, LAWBENCH_38, Question, load_lawbench_38, split

_BASIS = re.compile(r"法律依据[:：]")


def explanation_of(answer: str) -> str:
    """The answer's reasoning, without the '法律依据' part that quotes the cited article."""
    return _BASIS.split(answer, maxsplit=1)[0].removeprefix("回答:").strip()


def lawbench_examples(questions: Iterable[Question]) -> list[LabeledQuestion]:
    # the gold files cite no 第N条之M: every gold article is the article itself (sub 0)
    return [LabeledQuestion(q.question, tuple((law, article, 0) for law, article in q.gold),
                            explanation_of(q.answer), "lawbench-3-8-train") for q in questions]


def cail_examples(path: Path = CAIL_TRAIN, limit: int = 0) -> list[LabeledQuestion]:
    """CAIL2018 facts -> the criminal-law articles the judgment applied."""
    examples = []
    with path.open(encoding="utf-8") as handle:
        for line in handle:
            if not line.strip():
                continue
            row = json.loads(line)
            articles = tuple((CRIMINAL_LAW, int(a), 0) for a in row["meta"]["relevant_articles"])
            if articles and row["fact"].strip():
                examples.append(LabeledQuestion(row["fact"], articles, "", "cail2018-train"))
            if limit and len(examples) >= limit:
                break
    return examples


def cail_judgments(path: Path = CAIL_TRAIN) -> list[Judgment]:
    with path.open(encoding="utf-8") as handle:
        rows = [json.loads(line) for line in handle if line.strip()]
    return [Judgment(row["fact"], tuple(row["meta"]["accusation"]), tuple(int(a) for a in row["meta"]["relevant_articles"]))
            for row in rows]


def charge_articles(article_text: ArticleText | None) -> dict[str, ArticleKey]:
    """Crime name -> its Criminal Law article, from the CAIL2018 train judgments; none without the file or texts."""
    if article_text is None or not CAIL_TRAIN.exists():
        return {}
    learned = learn_charge_articles(cail_judgments(), lambda article, sub: article_text(CRIMINAL_LAW, article, sub))
    return {charge: (short_name(CRIMINAL_LAW), article, sub) for charge, (article, sub) in learned.items()}


def criminal_model(article_text: ArticleText | None) -> QueryModel:
    """From CAIL2018 train facts. Thousands of long judgments: only word pairs that recur across many of
    them become expansions, and the law counts are dropped (judgments are not consultations, the law
    prior must stay the consultations')."""
    model = QueryModel.fit(cail_examples(), article_text, min_pair_count=25, expansions_per_term=4,
                           terms_per_article=150)
    model.law_counts.clear()
    model.charges = charge_articles(article_text)
    return model


def learn(questions: list[Question], article_text: ArticleText | None,
          with_cail: bool) -> QueryModel:
    model = QueryModel.fit(lawbench_examples(questions), article_text)
    if with_cail and CAIL_TRAIN.exists():
        return model.merge(criminal_model(article_text))
    model.charges = charge_articles(article_text)
    return model


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.retrieval.learn", description=__doc__)
    parser.add_argument("--output", type=Path, default=SHIPPED_MODEL)
    parser.add_argument("--no-cail", action="store_true", help="term bags from the LawBench 3-8 train half only (the crime → article map is learned from CAIL2018 train either way)")
    args = parser.parse_args(argv)
    if not LAWBENCH_38.exists():
        print(f"error: {LAWBENCH_38} not found", file=sys.stderr)
        return 2
    from bench.retrieval.__main__ import open_retriever

    _, retriever = open_retriever()
    train, _ = split(load_lawbench_38())
    model = learn(train, retriever.article_text, with_cail=not args.no_cail)
    model.save(args.output)
    print(f"{args.output}: {len(model.article_terms)} articles, {len(model.expansions)} expansion terms, "
          f"{len(model.charges)} charges, "
          f"sources {dict(model.sources)}, {args.output.stat().st_size // 1024} KiB", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
