"""Does an Ask answer to a lay criminal question lead with the crime's article? On the everyday sentencing questions
(bench/sentencing/everyday_questions.jsonl, the rows whose conduct is a crime), the share whose first source is the
Criminal Law article of a gold charge: with retrieval alone, and as the Ask page answers (the sentencing engine's
articles first where it estimates a term or asks for the figure the crime turns on, backend/pipelines/ask.py).

`--set whether` measures the same on lay questions of whether the conduct is a crime or what befalls the doer
(bench/ask/whether_crime_questions.jsonl: '电鱼犯法吗', '打人会被抓吗', '被抓了会怎么样'; odd ids tune, even ids report),
written for this bench. Each gold is the charge the Criminal Law makes of the conduct told (the article that defines it,
as statutes.yaml cites the charge's first tier); conduct that fits two crimes lists both (卖假烟: 第214条 or 第225条). Its
rows with no charge are questions that are no crime's (a wage owed, a lease, a divorce, a red light, a debt unpaid): for
them it counts the answers that still carry a criminal block (the engine's term, the figure a crime turns on, or a
crime named without a term), which should be none; a NoCrimeTold reason is no such block.

Only the first stage of an answer runs (gather_grounds: what Ask stands on before it asks the model), so no model is
loaded.

    LEXLOOP_DATA_DIR=<a store> .venv/bin/python -m bench.ask.crime_article --half tune|report [--set everyday|whether]
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from backend.config import get_settings
from backend.pipelines.ask import gather_grounds
from backend.sentencing.batch import load_model, model_path
from backend.sentencing.knowledge import default_knowledge
from backend.services import Services
from bench.sentencing.everyday import load_questions

CRIMINAL_LAW = "中华人民共和国刑法"
WHETHER_CRIME_QUESTIONS = Path(__file__).with_name("whether_crime_questions.jsonl")
# statutes.yaml writes an article as 第264条 or 第133条之一第1款: the number and the 之 part name the article
_ARTICLE = re.compile(r"第(\d+)条(之[一二三四五六七八九十]+)?")
_SUB = re.compile(r"条(之[一二三四五六七八九十]+)")


def gold_articles(charges: list[str]) -> set[tuple[int, str]]:
    """(number, 之 part) of the Criminal Law article that sets each charge's first tier; a row's alternative charge
    the engine does not hold (运送他人偷越国（边）境 beside 组织…) adds none."""
    statutes = default_knowledge().statutes
    found = set()
    for charge in (c for c in charges if c in statutes):
        match = _ARTICLE.match(statutes[charge][0].article)
        assert match is not None, f"statutes.yaml {charge}: an article written as 第N条"
        found.add((int(match.group(1)), match.group(2) or ""))
    assert found, f"none of {charges} is in statutes.yaml"
    return found


def first_article(sources: list[dict]) -> tuple[int, str] | None:
    if not sources or sources[0]["law"] != CRIMINAL_LAW:
        return None
    sub = _SUB.search(sources[0]["number_text"])
    return sources[0]["article"], sub.group(1) if sub else ""


def whether_crime_questions(half: str) -> list[dict]:
    rows = [json.loads(line) for line in WHETHER_CRIME_QUESTIONS.read_text(encoding="utf-8").splitlines() if line.strip()]
    parity = 1 if half == "tune" else 0
    return [row for row in rows if row["id"] % 2 == parity]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--half", choices=("tune", "report"), required=True)
    parser.add_argument("--set", choices=("everyday", "whether"), default="everyday", dest="question_set")
    args = parser.parse_args()
    settings = get_settings()
    services = Services.start(settings, load_model=False, progress=False)
    sentencing_model = load_model(model_path(settings))
    loaded = load_questions(args.half) if args.question_set == "everyday" else whether_crime_questions(args.half)
    rows = [row for row in loaded if row["charges"]]
    retrieval_right = ask_right = 0
    for row in rows:
        gold = gold_articles(row["charges"])
        retrieval_right += first_article(
            [hit.as_dict() for hit in services.retriever.search(row["question"], k=settings.retrieval_k)]) in gold
        grounds = gather_grounds(services.retriever, row["question"], settings.retrieval_k, lambda: sentencing_model)
        ask_right += first_article(grounds.sources) in gold
    report = {"half": args.half, "questions": len(rows),
              "first_source_is_the_crime_article": {"retrieval_alone": f"{retrieval_right}/{len(rows)}",
                                                    "ask": f"{ask_right}/{len(rows)}"}}
    if args.question_set == "whether":  # the everyday set's rows with no charge are not questions of a crime
        no_crime = [row for row in loaded if not row["charges"]]
        blocked = []
        for row in no_crime:
            grounds = gather_grounds(services.retriever, row["question"], settings.retrieval_k, lambda: sentencing_model)
            if grounds.sentence is not None or grounds.crime is not None:
                blocked.append(row["id"])
        report |= {"set": "whether", "no_crime_questions": len(no_crime), "criminal_block_given": blocked}
    print(json.dumps(report, ensure_ascii=False))


if __name__ == "__main__":
    main()
