"""Sentencing questions told in everyday words, as the Ask page receives them ('偷了同事的手机，手机值五千块，会坐牢吗'):
does the engine, given no charge, name the crime the conduct is, leave a civil matter without one, and put a told
figure in the statutory tier the law gives?

The questions (bench/sentencing/everyday_questions.jsonl) are LexLoop's own wording over the common crimes, about half
telling the figure a tier needs and half not. Golds were set from the law, not from the engine's answers: `charges` are
the crimes the conduct told can be (the first the most likely; two where the words fit either, as 职务侵占 or 盗窃 for
goods taken from one's employer); an empty list is no crime in the conduct told: a civil matter (a debt, a contract or
a card bill left unpaid with none of fraud's marks: 虚构事实, 隐瞒真相, 非法占有, 逃匿), a card lent by someone who denies
knowing of the crime it served (no 明知), or an act the law punishes only by an administrative penalty (无证驾驶,
闯红灯, 吸毒); `tier` is the label statutes.yaml gives the tier of the first
charge that the told figure falls in under the statute and the interpretation named in `basis` (a figure clear of
every province's range), '不构成犯罪' where it is below every entry level, null where the question tells no figure.
Odd ids are the tuning half, even ids the report half.

    python -m bench.sentencing.everyday --half tune|report [--show]
"""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from backend.sentencing.predict import predict_sentence

QUESTIONS = Path(__file__).with_name("everyday_questions.jsonl")
BELOW_ENTRY = "不构成犯罪"
_TIER_STEP = re.compile(r"法定刑档次「(?P<label>[^」]+)」")


def load_questions(half: str) -> list[dict]:
    rows = [json.loads(line) for line in QUESTIONS.read_text(encoding="utf-8").splitlines() if line.strip()]
    parity = 1 if half == "tune" else 0
    return [row for row in rows if row["id"] % 2 == parity]


def answer(question: str) -> dict:
    """The engine's charge (None where it names none), its tier label (BELOW_ENTRY for a term of 不构成…, None where it
    sets no tier) and its message where it declined."""
    try:
        result = predict_sentence(question)
    except ValueError as error:
        return {"charge": None, "tier": None, "message": str(error)}
    if result["penalty"].startswith("不构成"):
        tier = BELOW_ENTRY
    else:
        labels = [m.group("label") for step in result["steps"] for m in _TIER_STEP.finditer(step["description"])]
        tier = labels[0] if labels and not result["missing"] else None
    return {"charge": result["charge"], "tier": tier, "message": result["penalty"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--half", choices=("tune", "report"), required=True)
    parser.add_argument("--show", action="store_true", help="print every question with the engine's answer")
    args = parser.parse_args()
    rows = load_questions(args.half)
    crimes = [row for row in rows if row["charges"]]
    civil = [row for row in rows if not row["charges"]]
    told = [row for row in crimes if row["tier"]]
    charge_right = civil_left = tier_right = 0
    for row in rows:
        got = answer(row["question"])
        right_charge = got["charge"] in row["charges"] if row["charges"] else got["charge"] is None
        right_tier = row["tier"] is None or (got["charge"] == row["charges"][0] and got["tier"] == row["tier"])
        if row["charges"]:
            charge_right += right_charge
            tier_right += bool(row["tier"]) and right_tier
        else:
            civil_left += right_charge
        if args.show:
            mark = "ok " if right_charge and right_tier else "XX "
            print(mark, row["id"], row["question"], "| gold:", row["charges"] or "民事", row["tier"] or "",
                  "| got:", got["charge"], got["tier"] or "", "|", got["message"][:80])
    print(json.dumps({
        "half": args.half,
        "questions": len(rows),
        "charge_right": f"{charge_right}/{len(crimes)}",
        "civil_left_without_a_charge": f"{civil_left}/{len(civil)}",
        "tier_right_where_told": f"{tier_right}/{len(told)}",
    }, ensure_ascii=False))


if __name__ == "__main__":
    main()
