"""Does an Ask answer to a lay criminal question lead with the crime's article? On the everyday sentencing questions
(bench/sentencing/everyday_questions.jsonl, the rows whose conduct is a crime), the share whose first source is the
Criminal Law article of a gold charge: with retrieval alone, and as the Ask page answers (the sentencing engine's
articles first where it estimates a term or asks for the figure the crime turns on, backend/pipelines/ask.py).

Only the first stage of an answer runs (gather_grounds: what Ask stands on before it asks the model), so no model is
loaded.

    LEXLOOP_DATA_DIR=<a store> .venv/bin/python -m bench.ask.crime_article --half tune|report
"""

from __future__ import annotations

import argparse
import json
import re

from backend.config import get_settings
from backend.pipelines.ask import gather_grounds
from backend.sentencing.batch import load_model, model_path
from backend.sentencing.knowledge import default_knowledge
from backend.services import Services
from bench.sentencing.everyday import load_questions

CRIMINAL_LAW = "中华人民共和国刑法"
# statutes.yaml writes an article as 第264条 or 第133条之一第1款: the number and the 之 part name the article
_ARTICLE = re.compile(r"第(\d+)条(之[一二三四五六七八九十]+)?")
_SUB = re.compile(r"条(之[一二三四五六七八九十]+)")


def gold_articles(charges: list[str]) -> set[tuple[int, str]]:
    """(number, 之 part) of the Criminal Law article that sets each charge's first tier."""
    statutes = default_knowledge().statutes
    found = set()
    for charge in charges:
        match = _ARTICLE.match(statutes[charge][0].article)
        assert match is not None, f"statutes.yaml {charge}: an article written as 第N条"
        found.add((int(match.group(1)), match.group(2) or ""))
    return found


def first_article(sources: list[dict]) -> tuple[int, str] | None:
    if not sources or sources[0]["law"] != CRIMINAL_LAW:
        return None
    sub = _SUB.search(sources[0]["number_text"])
    return sources[0]["article"], sub.group(1) if sub else ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--half", choices=("tune", "report"), required=True)
    args = parser.parse_args()
    settings = get_settings()
    services = Services.start(settings, load_model=False, progress=False)
    sentencing_model = load_model(model_path(settings))
    rows = [row for row in load_questions(args.half) if row["charges"]]
    retrieval_right = ask_right = 0
    for row in rows:
        gold = gold_articles(row["charges"])
        retrieval_right += first_article(
            [hit.as_dict() for hit in services.retriever.search(row["question"], k=settings.retrieval_k)]) in gold
        grounds = gather_grounds(services.retriever, row["question"], settings.retrieval_k, lambda: sentencing_model)
        ask_right += first_article(grounds.sources) in gold
    print(json.dumps({"half": args.half, "questions": len(rows),
                      "first_source_is_the_crime_article": {"retrieval_alone": f"{retrieval_right}/{len(rows)}",
                                                            "ask": f"{ask_right}/{len(rows)}"}}, ensure_ascii=False))


if __name__ == "__main__":
    main()
