"""Annotation work on stored outputs: the queue, ratings, pairwise preferences, corrections, LEGIT issue
trees, agreement, disputes and adjudication. Each write is one transaction.

Annotators work blind: nothing here hands one annotator's judgement to another; only operators read
the agreement and dispute reports. Errors: ValueError (bad input), LookupError (unknown id),
ConflictError (a stale edit).
"""

from __future__ import annotations

import functools
import hashlib
import json
import math
import re
import statistics
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from decimal import Decimal
from typing import Any, ParamSpec, TypeVar

from sqlalchemy import func, update
from sqlalchemy.engine import Engine
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from annotation.agreement import Judgement, annotator_statistics, disputes, item_agreement
from annotation.models import Adjudication, Assignment, Correction, IssueTree, Preference, Rating
from annotation.rubrics import (
    PREFERENCE_VALUE,
    RATED_RUBRICS,
    Rubric,
    get_rubric,
    load_rubrics,
    named,
    quoted,
    validate_issue_tree,
)
from backend.auth.models import User
from backend.db import MAX_ROW_ID, session_scope, stored_row
from backend.pipelines.ask import NO_CONCLUSION, NO_GROUNDED_CONCLUSION, UNVERIFIED
from backend.store.models import OutputRecord, Task, utc_now
from backend.compensation.money import find_money, parse_money
from backend.corpus.numerals import NUMERAL
from backend.sentencing.msr2 import parse_answer_months
from models.parsers import parse_syllogism
from training.completions import (
    BOXED,
    boxed_amount,
    boxed_answer,
    last_tag,
    stated_amount,
    tag_contents,
)

STALE_ASSIGNMENT = timedelta(hours=2)  # an unrated assignment older than this frees its place in the queue
MAX_ANSWER_CHARS = 50_000
MAX_ARTICLES = 50

# resolves (law as written, article, sub: 1 for 第N条之一) to (the law's name, whether the corpus holds it),
# or raises ValueError
ArticleResolver = Callable[[str, int, int], tuple[str, bool]]
P = ParamSpec("P")
T = TypeVar("T")


class ConflictError(RuntimeError):
    """The edit was based on a version someone else has replaced (the API maps it to 409)."""


def retry_on_race(write: Callable[P, T]) -> Callable[P, T]:
    """Run an insert-or-update transaction again when a concurrent one inserted the same row first
    (a unique-constraint violation): the second run finds that row and updates it."""

    @functools.wraps(write)
    def wrapper(*args: P.args, **kwargs: P.kwargs) -> T:
        try:
            return write(*args, **kwargs)
        except IntegrityError:
            return write(*args, **kwargs)

    return wrapper


# ---------------------------------------------------------------------------- outputs as annotators see them
def input_key(task: str, input_: dict) -> str:
    canonical = json.dumps({"task": str(task), "input": input_}, ensure_ascii=False, sort_keys=True,
                           separators=(",", ":"))
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def answer_text(record: OutputRecord) -> str:
    """The answer as the user read it, in its training form: the labelled syllogism when there is one, else the
    model's or engine's text; a calculation that could not be made is the facts it asked for."""
    parsed = record.parsed or {}
    if _is_syllogism(parsed):
        return _syllogism_text(parsed, training_conclusion(parsed))
    if not record.raw_text and parsed.get("missing"):
        return "需要补充的事实：" + "；".join(parsed["missing"])
    return record.raw_text


def training_conclusion(parsed: dict) -> str:
    """A stored conclusion without the product's own words in it: the line saying why no model answered
    (model_notice), the label over the model's off-format words, the line saying the model gave no usable
    conclusion and the one saying no engine computes the question. They are what the product says of the model, not
    the answer: a model trained on an accepted answer must not learn to say them."""
    conclusion = parsed["conclusion"].replace(parsed.get("model_notice") or "", "", 1)
    kept = conclusion.replace(UNVERIFIED, "").replace(NO_CONCLUSION, "").replace(NO_GROUNDED_CONCLUSION, "")
    return kept.strip() if kept != conclusion else kept


def without_conclusion(record: OutputRecord) -> bool:
    """A syllogism whose conclusion was all the product's own words (training_conclusion): its premises may be right,
    but there is no conclusion to learn from it until a lawyer's correction gives it one."""
    parsed = record.parsed or {}
    return _is_syllogism(parsed) and not training_conclusion(parsed)


def _is_syllogism(parsed: dict) -> bool:
    return all(parsed.get(k) for k in ("major_premise", "minor_premise", "conclusion"))


def _syllogism_text(parsed: dict, conclusion: str) -> str:
    return f"大前提：{parsed['major_premise']}\n小前提：{parsed['minor_premise']}\n结论：{conclusion}"


def same_text(first: str, second: str) -> bool:
    """Two answers that read the same, spacing aside: comparing them teaches no preference."""
    return first.split() == second.split()


def shown_answer(record: OutputRecord) -> str:
    """What a rater reads: the answer as the user saw it, with the notes shown beside it (caps, approximations,
    assumptions), and first the line saying no model answered where none did; the training form leaves out the
    notes and the product's own words (training_conclusion)."""
    parsed = record.parsed or {}
    notice = parsed.get("model_notice") or ""
    notes = parsed.get("notes")
    answer = (_syllogism_text(parsed, parsed["conclusion"].replace(notice, "", 1)) if _is_syllogism(parsed)
              else answer_text(record))
    return notice + answer + ("\n说明：" + "；".join(notes) if notes else "")


# the penalty an answer names, its first mention (死缓 is 死刑 with a suspension, 免除处罚 is 免予刑事处罚)
_PENALTY_KINDS = re.compile(r"死刑|死缓|无期徒刑|有期徒刑|拘役|管制|单处罚金|免予刑事处罚|免除(?:刑事)?处罚|不判处(?:监禁|刑罚)|无罪")
_SAME_KIND = {"死缓": "死刑", "免除处罚": "免予刑事处罚", "免除刑事处罚": "免予刑事处罚", "不判处监禁": "免予刑事处罚",
              "不判处刑罚": "免予刑事处罚"}
# "不适用缓刑", "不宜宣告缓刑", "不予缓刑", "不符合缓刑条件", "没有缓刑", "缓刑不适用": says there is no suspension
_NO_PROBATION = re.compile(r"不(?:得|宜|予|能|应|可)?(?:适用|宣告|判处|符合)?缓刑(?:条件)?|[没无]有?缓刑|缓刑不(?:适用|予|宜)")
# the period after a 缓刑 mention, within its clause: "缓刑二年", "缓刑考验期限为一年六个月"
_PROBATION_PERIOD = re.compile(r"缓刑(?:考验期限?)?(?:为)?([^，,。；;]*)")
_FINE = re.compile(r"罚金(?:人民币)?\s*([0-9０-９.,，零〇一二两三四五六七八九十拾百佰千仟万萬]+)")


@dataclass(frozen=True)
class SentenceOutcome:
    """What a sentence says, as far as it says it: the penalty (None: not named), the term in months (0 for none,
    inf for life or death), whether it is suspended and for how long (None: not stated), the fine (None: not
    stated)."""

    penalty: str | None
    months: float
    suspended: bool
    probation_months: float | None
    fine: Decimal | None

    def agrees_with(self, other: SentenceOutcome) -> bool:
        """The same sentence where both say: a part one answer leaves out (the kind of a bare '12个月', a fine not
        mentioned) does not contradict the other's."""
        def differ(mine: object, theirs: object) -> bool:
            return mine is not None and theirs is not None and mine != theirs

        return (self.months == other.months and self.suspended == other.suspended
                and not differ(self.penalty, other.penalty)
                and not differ(self.probation_months, other.probation_months)
                and not differ(self.fine, other.fine))

    def as_json(self) -> dict[str, Any]:
        return {"penalty": self.penalty, "months": self.months if math.isfinite(self.months) else str(self.months),
                "suspended": self.suspended, "probation_months": self.probation_months,
                "fine": None if self.fine is None else float(self.fine)}


def sentence_outcome(text: str) -> SentenceOutcome | None:
    """The sentence an answer settles on (its <answer> when it has one): '有期徒刑一年，缓刑二年，并处罚金五千元' ->
    (有期徒刑, 12, suspended for 24, 5000). None when it states no term (msr2.parse_answer_months)."""
    answer = last_tag(text, "answer") or text
    cleaned = _NO_PROBATION.sub("", answer)
    months = parse_answer_months(cleaned)
    if months is None:
        return None
    named = _PENALTY_KINDS.search(cleaned.split("缓刑")[0])
    penalty = None if named is None else _SAME_KIND.get(named.group(0), named.group(0))
    if penalty == "死刑" and re.search(r"死缓|缓期", cleaned):
        penalty = "死刑缓期执行"
    periods = [parse_answer_months(m.group(1)) for m in _PROBATION_PERIOD.finditer(cleaned)]
    stated = [period for period in periods if period]
    fine = None
    for match in _FINE.finditer(cleaned):
        try:
            fine = parse_money(match.group(1).rstrip(".,，") + "元")
        except ValueError:
            continue
        break
    return SentenceOutcome(penalty, months, suspended=bool(periods), probation_months=stated[0] if stated else None,
                           fine=fine)


def answer_outcome(task: str, text: str) -> Decimal | SentenceOutcome | None:
    """The outcome an answer states, where one can be read: a calculation's amount, a sentence (sentence_outcome).
    None for an ask answer and for one that states none."""
    if task == Task.compensation:
        return stated_amount(text)
    if task == Task.sentencing:
        return sentence_outcome(text)
    return None


def same_outcome(first: Decimal | SentenceOutcome, second: Decimal | SentenceOutcome) -> bool:
    if isinstance(first, SentenceOutcome) and isinstance(second, SentenceOutcome):
        return first.agrees_with(second)
    return first == second


def changes_outcome(task: str, corrected: str, original: str) -> bool:
    """Whether a correction says something else than the answer it corrects: a different outcome where both
    state one, else different words (spacing aside)."""
    mine, theirs = answer_outcome(task, corrected), answer_outcome(task, original)
    if mine is not None and theirs is not None:
        return not same_outcome(mine, theirs)
    return not same_text(corrected, original)


def readable_answer(text: str) -> str:
    """An answer as people read it: the LexPam training form of a calculation ('<think>steps</think>\\boxed{X}')
    becomes its steps and 'Answer · 答案：X'; any other answer is itself."""
    reasoning = tag_contents(text, "think")
    if not text.lstrip().startswith("<think>") or not reasoning:
        return text
    rest = BOXED.sub(lambda m: f"Answer · 答案：{m.group(1)}", text.split("</think>", 1)[1]).strip()
    return reasoning[0] + ("\n" + rest if rest else "")


def output_view(record: OutputRecord, with_provenance: bool = False) -> dict:
    """What a rater needs. Model and adapter stay hidden unless asked for, so ratings are not biased by them."""
    view = {
        "id": record.id, "task": str(record.task), "input": record.input, "answer": shown_answer(record),
        "readable_answer": readable_answer(shown_answer(record)),
        "parsed": record.parsed, "raw_text": record.raw_text, "sources": record.sources,
        "format_ok": record.format_ok, "created_at": record.created_at.isoformat(),
    }
    if with_provenance:
        view.update(model_id=record.model_id, adapter_id=record.adapter_id, prompt=record.prompt,
                    timings=record.timings)
    return view


def get_output(session: Session, output_id: int) -> OutputRecord:
    record = session.get(OutputRecord, output_id)
    if record is None:
        raise LookupError(f"no output {output_id}")
    return record


# ---------------------------------------------------------------------------- queue
@retry_on_race
def claim_next(engine: Engine, annotator_id: int, rubric_name: str, ratings_per_output: int, limit: int = 1,
               task: str | None = None) -> list[OutputRecord]:
    """The annotator's next outputs for a rubric: their own open assignments first, then outputs whose rating of
    theirs went stale (stale_rating_ids), then outputs that still need ratings (fewest first, oldest first),
    counting others' fresh assignments and every rating, stale ones too, as places taken."""
    rubric = get_rubric(rubric_name)
    if rubric.name not in RATED_RUBRICS:
        raise ValueError(f"{rubric.name} is not rated one output at a time; use the pairwise queue")
    if not 1 <= limit <= 50:
        raise ValueError("limit must be from 1 to 50")
    tasks = [t for t in rubric.tasks if task is None or t == task]
    if not tasks:
        raise ValueError(f"the {rubric.name} rubric is not used for {task} outputs")
    cutoff = utc_now() - STALE_ASSIGNMENT
    my_stale = stale_rating_ids(engine, annotator_id) if rubric.kind == "issue_tree" else frozenset()
    with session_scope(engine) as session:
        rated_by_me = select(Rating.output_id).where(Rating.rubric == rubric.name, Rating.annotator_id == annotator_id)
        mine = list(session.exec(
            select(OutputRecord).join(Assignment, col(Assignment.output_id) == OutputRecord.id)
            .where(Assignment.annotator_id == annotator_id, Assignment.rubric == rubric.name,
                   col(Assignment.done_at).is_(None), col(OutputRecord.id).not_in(rated_by_me),
                   col(OutputRecord.task).in_(tasks))
            .order_by(Assignment.id).limit(limit)
        ))
        # marked on an issue tree that has changed since: open again for its rater, who holds its place meanwhile
        reopened = list(session.exec(
            select(OutputRecord).join(Rating, col(Rating.output_id) == OutputRecord.id)
            .where(col(Rating.id).in_(my_stale), Rating.rubric == rubric.name, col(OutputRecord.task).in_(tasks))
            .order_by(Rating.id).limit(limit - len(mine))
        ))
        mine += reopened
        if len(mine) >= limit:
            return _detached(session, mine)
        rating_counts = (select(Rating.output_id, func.count().label("n")).where(Rating.rubric == rubric.name)
                         .group_by(Rating.output_id).subquery())
        taken = (select(Assignment.output_id, func.count().label("n"))
                 .where(Assignment.rubric == rubric.name, col(Assignment.done_at).is_(None),
                        Assignment.created_at > cutoff, Assignment.annotator_id != annotator_id)
                 .group_by(Assignment.output_id).subquery())
        assigned_to_me = select(Assignment.output_id).where(Assignment.annotator_id == annotator_id,
                                                            Assignment.rubric == rubric.name)
        rated = func.coalesce(rating_counts.c.n, 0)
        fresh = list(session.exec(
            select(OutputRecord)
            .outerjoin(rating_counts, rating_counts.c.output_id == OutputRecord.id)
            .outerjoin(taken, taken.c.output_id == OutputRecord.id)
            .where(col(OutputRecord.task).in_(tasks), col(OutputRecord.id).not_in(rated_by_me),
                   col(OutputRecord.id).not_in(assigned_to_me),
                   rated + func.coalesce(taken.c.n, 0) < ratings_per_output)
            .order_by(rated, OutputRecord.id).limit(limit - len(mine))
        ))
        for record in fresh:
            session.add(Assignment(output_id=record.id, annotator_id=annotator_id, rubric=rubric.name))
        return _detached(session, mine + fresh)


def _detached(session: Session, records: list[OutputRecord]) -> list[OutputRecord]:
    session.flush()
    for record in records:
        session.expunge(record)
    return records


# ---------------------------------------------------------------------------- ratings
@retry_on_race
def submit_rating(engine: Engine, annotator_id: int, output_id: int, rubric_name: str, values: dict[str, Any],
                  comment: str = "") -> Rating:
    """Store (or replace) the annotator's rating of one output under one rubric; marks the assignment done."""
    rubric = get_rubric(rubric_name)
    if rubric.name not in RATED_RUBRICS:
        raise ValueError(f"{rubric.name} is not rated one output at a time; submit a preference instead")
    if len(comment) > MAX_ANSWER_CHARS:
        raise ValueError(f"the comment is longer than {MAX_ANSWER_CHARS} characters")
    with session_scope(engine) as session:
        record = get_output(session, output_id)
        rubric.check_task(str(record.task))
        tree = None
        if rubric.kind == "issue_tree":
            tree = _tree_for(session, record)
            if tree is None:
                raise ValueError("legit: build the issue tree for this input before marking it")
        scored = rubric.score(values, tree.issues if tree else None)
        rating = session.exec(select(Rating).where(Rating.output_id == output_id, Rating.annotator_id == annotator_id,
                                                   Rating.rubric == rubric.name)).first()
        now = utc_now()
        if rating is None:
            rating = Rating(output_id=output_id, annotator_id=annotator_id, rubric=rubric.name, values=scored.values,
                            items=scored.items, comment=comment, created_at=now, updated_at=now)
        else:
            rating.values, rating.items, rating.comment = scored.values, scored.items, comment
            rating.revision = Rating.revision + 1  # in SQL, so concurrent resubmissions each count
            rating.updated_at = now
        rating.issue_tree_version = tree.version if tree else None
        assignment = session.exec(select(Assignment).where(
            Assignment.output_id == output_id, Assignment.annotator_id == annotator_id,
            Assignment.rubric == rubric.name)).first()
        if assignment is not None and assignment.done_at is None:
            assignment.done_at = now
            session.add(assignment)
        return stored_row(session, rating)


def own_ratings(engine: Engine, annotator_id: int, output_id: int) -> list[Rating]:
    with Session(engine) as session:
        return list(session.exec(select(Rating).where(Rating.output_id == output_id,
                                                      Rating.annotator_id == annotator_id)))


def ratings_by(engine: Engine, annotator_id: int, rubric_name: str | None = None) -> list[Rating]:
    """Everything one annotator has rated (their own work only), newest first."""
    with Session(engine) as session:
        query = select(Rating).where(Rating.annotator_id == annotator_id)
        if rubric_name is not None:
            query = query.where(Rating.rubric == get_rubric(rubric_name).name)
        return list(session.exec(query.order_by(col(Rating.updated_at).desc(), col(Rating.id).desc())))


# ---------------------------------------------------------------------------- pairwise preferences
def _ordered_pair(first: int, second: int) -> tuple[int, int]:
    if first == second:
        raise ValueError("a preference compares two different outputs")
    return (first, second) if first < second else (second, first)


def next_pair(engine: Engine, annotator_id: int, judgements_per_pair: int, task: str | None = None,
              scan: int = 5000) -> tuple[OutputRecord, OutputRecord] | None:
    """Two outputs for the same input that this annotator has not compared and that still need judgements."""
    tasks = get_rubric("pairwise").tasks
    if task is not None and task not in tasks:  # a misspelt task is not "no pair waiting"
        raise ValueError(f"the pairwise rubric is not used for {task} outputs; tasks: {', '.join(tasks)}")
    with Session(engine) as session:
        query = select(OutputRecord.id, OutputRecord.task, OutputRecord.input).order_by(col(OutputRecord.id).desc())
        if task is not None:
            query = query.where(OutputRecord.task == task)
        groups: dict[str, list[int]] = defaultdict(list)
        for output_id, output_task, input_ in session.exec(query.limit(scan)):
            groups[input_key(str(output_task), input_)].append(output_id)
        judged = defaultdict(int)
        mine = set()
        for a, b, who in session.exec(select(Preference.output_a_id, Preference.output_b_id, Preference.annotator_id)):
            judged[a, b] += 1
            if who == annotator_id:
                mine.add((a, b))
        for ids in sorted(groups.values(), key=min):
            ids.sort()
            for i, first in enumerate(ids):
                for second in ids[i + 1:]:
                    pair = (first, second)
                    if pair in mine or judged[pair] >= judgements_per_pair:
                        continue
                    a, b = session.get(OutputRecord, first), session.get(OutputRecord, second)
                    if same_text(answer_text(a), answer_text(b)):
                        continue  # the same answer twice (a model at temperature 0): there is nothing to prefer
                    session.expunge(a)
                    session.expunge(b)
                    return a, b
    return None


@retry_on_race
def submit_preference(engine: Engine, annotator_id: int, output_a_id: int, output_b_id: int, choice: str,
                      reason: str = "") -> Preference:
    """choice is "a", "b" or "tie" as seen with output_a_id shown as A."""
    if choice not in PREFERENCE_VALUE:
        raise ValueError("choice must be 'a', 'b' or 'tie'")
    if len(reason) > MAX_ANSWER_CHARS:
        raise ValueError(f"the reason is longer than {MAX_ANSWER_CHARS} characters")
    low, high = _ordered_pair(output_a_id, output_b_id)
    if (low, high) != (output_a_id, output_b_id) and choice != "tie":
        choice = "a" if choice == "b" else "b"  # stored with the lower id as A
    with session_scope(engine) as session:
        first, second = get_output(session, low), get_output(session, high)
        if input_key(str(first.task), first.input) != input_key(str(second.task), second.input):
            raise ValueError(f"outputs {low} and {high} answer different inputs; compare outputs for the same input")
        preference = session.exec(select(Preference).where(
            Preference.output_a_id == low, Preference.output_b_id == high,
            Preference.annotator_id == annotator_id)).first()
        if preference is None:
            preference = Preference(output_a_id=low, output_b_id=high, annotator_id=annotator_id, choice=choice,
                                    reason=reason)
        else:
            preference.choice, preference.reason, preference.updated_at = choice, reason, utc_now()
        return stored_row(session, preference)


# ---------------------------------------------------------------------------- corrections

# the answer format each task's prompt asks for (models.prompts, training.prompts), which a corrected answer must
# have to be trained on: the Annotate page starts a correction from the stored answer, which has it
ANSWER_FORMATS = {
    Task.ask.value: "the three parts 大前提, 小前提, 结论 in that order",
    Task.compensation.value: "one whole amount in \\boxed{} (digits, 元 or 万元: \\boxed{54000})",
    Task.sentencing.value: "a term in <answer></answer> (<answer>有期徒刑一年</answer>)",
}


def meets_answer_format(task: str, answer: str) -> bool:
    """Whether an answer has its task's answer format (ANSWER_FORMATS). An explanation without the amount or the
    term ('应为N', '违法解除应支付二倍', '\\boxed{2N}') teaches a model to answer without one, so it is no SFT
    target."""
    if task == Task.ask:
        return parse_syllogism(answer) is not None
    if task == Task.compensation:
        return boxed_amount(answer) is not None
    if task == Task.sentencing:
        term = last_tag(answer, "answer")
        return term is not None and parse_answer_months(term) is not None
    return True


_CLAUSE_END = re.compile(r"[，,。；;\n]")
# words that state an amount as the result ('经济补偿24000元', '合计48000元', '=24000元', '即20000元'), and words that
# state it as a rate or base the result is worked out from ('月薪8000元', '即每月27000元', '本人工资5000元')
_RESULT_WORDS = re.compile(r"合计|共计|总计|总额|共|应支付|应付|支付|应赔偿|赔偿|补偿|赔付|应赔|应补|拿到|获得|得到|可得|可获|结论|答案|应为|"
                           r"即(?!使|便)|也就是|[=＝]")
_RATE_WORDS = re.compile(r"月薪|年薪|日薪|薪资|薪水|工资|收入|每[月年日天]|月均|平均|社平|基数|标准")
# what after an amount makes it a base: '8000元的两倍', '8000元×3', '8000元/月'
_RATE_AFTER = re.compile(r"\s*(?:的\s*)?[0-9０-９.一二两三四五六七八九十半]+\s*倍|\s*[×xX*＊]|\s*乘|\s*/\s*[月年日天]|\s*每")


def _amount_role(text: str, start: int, end: int) -> str | None:
    """How the amount at text[start:end] is stated: 'result' when its clause names a result word before it, with no
    rate word between that and the amount, and nothing after it makes it a base; 'rate' when a rate word follows
    the clause's last result word (or there is none) or what follows makes it a base; None when neither (an amount
    the text does not explain)."""
    before = _CLAUSE_END.split(text[:start])[-1]
    results = list(_RESULT_WORDS.finditer(before))
    after_result = results[-1].end() if results else 0
    if _RATE_WORDS.search(before, after_result) or _RATE_AFTER.match(text, end):
        return "rate"
    return "result" if results else None


def single_amount(text: str) -> Decimal | None:
    """The one amount of money a text states as the result ('经济补偿24000元' -> 24000), by the money reader, where
    every other amount it states is a rate or base the result is worked out from ('工作满2年，月薪10000元，…即20000元'
    -> 20000: lawyers restate the wage). None when it states no result ('月薪8000元，应支付3个月工资': the wage, not the
    award), different results, or an amount besides the result that is neither (which is the answer cannot be told)."""
    roles = [(mention.value, _amount_role(text, mention.start, mention.end))
             for mention in find_money(text) if not mention.floor]
    results = {value for value, role in roles if role == "result"}
    if len(results) != 1 or any(role is None for _, role in roles):
        return None
    return results.pop()


# a statutory band ('三年以下有期徒刑', '六个月以上一年以下', '在…幅度内') is the range a sentence is chosen from, not one
_BAND = re.compile(r"以下|以上|至|幅度|法定刑|之间")
# accessory penalties (刑法第五十五条: 剥夺政治权利二年) and the two-year reprieve of 死缓 are no second term
_DEPRIVATION = re.compile(rf"(?:并处|附加)?剥夺政治权利(?:终身|{NUMERAL}年(?:{NUMERAL}个?月)?|{NUMERAL}个?月)?")
_REPRIEVE = re.compile(rf"缓期{NUMERAL}年(?:执行)?")
# what makes a stated duration a sentence: a penalty or a word of sentencing ('判处一年', '刑期八个月'); '工作3年' is
# how long something else lasted (a compensation answer sent as the correction of a sentencing output)
_SENTENCE_WORDS = re.compile(r"判|刑|拘役|管制|罚金|无罪|免予|免除")


def single_sentence(text: str) -> SentenceOutcome | None:
    """The one sentence a text states ('判处拘役四个月，缓刑六个月'): every clause that names a term names the same one
    (the sentencing reader, msr2.parse_answer_months), read by sentence_outcome. A statutory band's clause, a
    probation period, an accessory penalty and 死缓's reprieve name no term. None when it names none or different
    ones ('有期徒刑一年，而非八个月'), or when no clause that names it calls it a sentence (_SENTENCE_WORDS: '工作3年')."""
    plain = _REPRIEVE.sub("缓期执行", _DEPRIVATION.sub("", text))
    stated = "，".join(clause for clause in _CLAUSE_END.split(plain) if not _BAND.search(clause))
    clauses = _CLAUSE_END.split(_PROBATION_PERIOD.sub("", _NO_PROBATION.sub("", stated)))
    terms = {clause: months for clause in clauses if (months := parse_answer_months(clause)) is not None}
    if not any(_SENTENCE_WORDS.search(clause) for clause in terms):
        return None
    outcome = sentence_outcome(stated)
    return outcome if outcome is not None and set(terms.values()) == {outcome.months} else None


def _sentence_words(outcome: SentenceOutcome) -> str:
    """A sentence as an <answer> states it: '拘役4个月，缓刑6个月，并处罚金5000元'."""
    if math.isinf(outcome.months):
        words = outcome.penalty or "无期徒刑"
    elif outcome.months == 0:
        words = outcome.penalty or "免予刑事处罚"
    else:
        words = f"{outcome.penalty or ''}{outcome.months:g}个月"
    if outcome.suspended:
        words += "，缓刑" + (f"{outcome.probation_months:g}个月" if outcome.probation_months else "")
    if outcome.fine is not None:
        fine = f"{_plain(outcome.fine)}元"
        words += fine if outcome.penalty == "单处罚金" else f"，并处罚金{fine}"  # 刑法第五十二条: 单处 is the fine alone
    return words


def _plain(amount: Decimal) -> str:
    """24000 rather than 2.4E+4 or 24000.00."""
    return f"{amount.normalize():f}"


def training_target(task: str, answer: str) -> str | None:
    """A corrected answer in its task's answer format, as exports train on it: the answer itself when it has the
    format; else, written from what the lawyer wrote, the labelled syllogism one part a line, '<think>their
    words</think>\\boxed{amount}' when they state exactly one amount, '<reasoning>their words</reasoning>
    <answer>term</answer>' when they state exactly one sentence. None when no such answer can be read from it (a
    formula in the box, '应为N', two different amounts or terms)."""
    if task == Task.ask:
        parts = parse_syllogism(answer)
        return None if parts is None else (f"大前提：{parts.major_premise}\n小前提：{parts.minor_premise}\n"
                                           f"结论：{parts.conclusion}")
    if meets_answer_format(task, answer):
        return answer
    if task == Task.compensation:
        amount = None if boxed_answer(answer) is not None else single_amount(answer)
        if amount is None:
            return None
        reasoning = answer if "</think>" in answer else f"<think>{answer}</think>"
        return f"{reasoning}\\boxed{{{_plain(amount)}}}"
    if task == Task.sentencing:
        outcome = single_sentence(answer)
        return None if outcome is None else (f"<reasoning>\n{answer}\n</reasoning>\n"
                                             f"<answer>{_sentence_words(outcome)}</answer>")
    return answer


# a correction many times longer than any answer (a paste gone wrong, 50,000 characters of one word) is kept for the
# annotator to see and edit, but trains nothing: no answer of the task is that long
TARGET_LENGTH_FACTOR = 4


def trained_length_limit(original: str, max_new_tokens: int) -> int:
    """The longest correction exports train on: TARGET_LENGTH_FACTOR times the longer of the answer it corrects and
    the settings' max_new_tokens (a generated answer's length, counted as characters)."""
    return TARGET_LENGTH_FACTOR * max(len(original), max_new_tokens)


OVERLONG, OFF_FORMAT = "overlong", "off_format"


def correction_withheld_why(task: str, corrected: str, original: str, max_new_tokens: int) -> tuple[str, str] | None:
    """Why exports do not train on a correction, as (OVERLONG or OFF_FORMAT, the reason); None when they do: it is
    far longer than the task's answers, or no answer in the task's format can be read from it (training_target)."""
    limit = trained_length_limit(original, max_new_tokens)
    if len(corrected) > limit:
        return OVERLONG, (f"the corrected answer is longer than {limit} characters ({TARGET_LENGTH_FACTOR} times the "
                          "longer of the answer it corrects and max_new_tokens)")
    if training_target(task, corrected) is None:
        return OFF_FORMAT, f"the corrected answer lacks {ANSWER_FORMATS[task]}"
    return None


def correction_format_warning(engine: Engine, correction: Correction, max_new_tokens: int) -> str | None:
    """What an annotator is told when exports will not train on a correction (correction_withheld_why): it is kept
    (its articles and note still count, and it may be edited), but left out of the SFT and preference data and the
    GRPO references."""
    with Session(engine) as session:
        record = get_output(session, correction.output_id)
        withheld = correction_withheld_why(str(record.task), correction.answer, answer_text(record), max_new_tokens)
    if withheld is None:
        return None
    return (f"saved, but {withheld[1]}: exports leave it out of the SFT and preference data and the GRPO references "
            "until it is edited")


@retry_on_race
def submit_correction(engine: Engine, annotator_id: int, output_id: int, answer: str, articles: list[dict],
                      resolve_article: ArticleResolver, note: str = "") -> Correction:
    """A corrected answer and the articles it should cite, each checked against the corpus.

    A law the corpus does not hold (工伤保险条例 in the national-law default) is kept, marked
    "in_corpus": false: the lawyer may cite what the corpus lacks, and the mark says it was not checked.
    """
    answer = (answer or "").strip()
    if not answer:
        raise ValueError("the corrected answer is empty")
    if len(answer) > MAX_ANSWER_CHARS:
        raise ValueError(f"the corrected answer is longer than {MAX_ANSWER_CHARS} characters")
    if len(articles) > MAX_ARTICLES:
        raise ValueError(f"at most {MAX_ARTICLES} articles")
    checked, seen = [], set()
    for article in articles:
        law, number, sub = article["law"], article["article"], article.get("sub", 0)
        canonical, in_corpus = resolve_article(law, number, sub)
        if (canonical, number, sub) not in seen:
            seen.add((canonical, number, sub))
            # "sub" only for 第N条之一: rows stored before it existed read the same
            checked.append({"law": canonical, "article": number} | ({"sub": sub} if sub else {})
                           | ({} if in_corpus else {"in_corpus": False}))
    with session_scope(engine) as session:
        get_output(session, output_id)
        correction = session.exec(select(Correction).where(Correction.output_id == output_id,
                                                           Correction.annotator_id == annotator_id)).first()
        if correction is None:
            correction = Correction(output_id=output_id, annotator_id=annotator_id, answer=answer, articles=checked,
                                    note=note)
        else:
            correction.answer, correction.articles, correction.note = answer, checked, note
            correction.updated_at = utc_now()
        return stored_row(session, correction)


def own_corrections(engine: Engine, annotator_id: int, output_id: int) -> list[Correction]:
    with Session(engine) as session:
        return list(session.exec(select(Correction).where(Correction.output_id == output_id,
                                                          Correction.annotator_id == annotator_id)))


def cited_article_feedback(engine: Engine) -> list[dict]:
    """(question, the articles lawyers say it needs) for every corrected ask output: relevance judgements
    for tuning and evaluating retrieval."""
    with Session(engine) as session:
        rows = session.exec(select(Correction, OutputRecord).join(OutputRecord,
                                                                  OutputRecord.id == Correction.output_id))
        return [{"output_id": record.id, "task": str(record.task), "input": record.input,
                 "articles": correction.articles}
                for correction, record in rows if correction.articles]


# ---------------------------------------------------------------------------- LEGIT issue trees
def _tree_for(session: Session, record: OutputRecord) -> IssueTree | None:
    key = input_key(str(record.task), record.input)
    return session.exec(select(IssueTree).where(IssueTree.task == str(record.task), IssueTree.input_key == key)).first()


def get_issue_tree(engine: Engine, output_id: int) -> IssueTree | None:
    with Session(engine) as session:
        tree = _tree_for(session, get_output(session, output_id))
        if tree is not None:
            session.expunge(tree)
        return tree


def save_issue_tree(engine: Engine, editor_id: int, output_id: int, issues: Any, base_version: int) -> IssueTree:
    """Create or replace the issue tree of this output's input. base_version: the version the editor started from
    (0 for a new tree); an earlier one than the current means someone else saved first (ConflictError), a later one
    is no version at all (ValueError). It is required: a save that named none would replace, unseen, whatever another
    annotator saved meanwhile (ValueError)."""
    if isinstance(base_version, bool) or not isinstance(base_version, int) or base_version < 0:
        raise ValueError(f"base_version must be the version of the issue tree you edited (0 for a new tree), not "
                         f"{base_version!r}")
    clean = validate_issue_tree(issues)
    try:
        with session_scope(engine) as session:
            record = get_output(session, output_id)
            _check_tree_task(str(record.task))
            tree = _tree_for(session, record)
            current = tree.version if tree else 0
            if base_version > current:  # no one saved it: the caller named a version that never was
                raise ValueError(f"the issue tree has no version {base_version}: it is at version {current} (0: not "
                                 "built yet); edit the version GET /api/annotation/issue-trees/<output id> gives")
            if base_version != current:
                raise ConflictError(f"the issue tree was changed by someone else (now version {current}, "
                                    f"you edited version {base_version}); reload it and edit again")
            if tree is not None and tree.issues == clean:
                # the tree saved as it is: the version stays, so the marks made on it stay current (Staleness)
                session.expunge(tree)
                return tree
            if tree is None:
                tree = IssueTree(task=str(record.task), input_key=input_key(str(record.task), record.input),
                                 issues=clean, updated_by=editor_id)
                session.add(tree)
                session.flush()
            else:
                # compare-and-set on the version, so of two concurrent edits of one version only one lands
                changed = session.execute(
                    update(IssueTree).where(IssueTree.id == tree.id, IssueTree.version == current)
                    .values(issues=clean, version=current + 1, updated_by=editor_id, updated_at=utc_now())
                ).rowcount
                if changed != 1:
                    raise ConflictError("the issue tree was changed by someone else just now; reload it and edit again")
            session.refresh(tree)
            session.expunge(tree)
            return tree
    except IntegrityError:
        raise ConflictError("someone else created this issue tree at the same moment; reload it") from None


def _check_tree_task(task: str) -> None:
    """A tree is built only for an output an issue-tree rubric rates (rubrics.yaml `tasks`): one on another output
    could never be marked."""
    rubrics = [get_rubric(name) for name in issue_tree_rubrics()]
    if not any(task in rubric.tasks for rubric in rubrics):
        rated = "; ".join(f"the {rubric.name} rubric rates {', '.join(rubric.tasks)} outputs" for rubric in rubrics)
        raise ValueError(f"an issue tree is built for the outputs an issue-tree rubric rates ({rated}), not for a "
                         f"{task} output: none would mark it")


@dataclass(frozen=True)
class Staleness:
    """The issue-tree (LEGIT) judgements recorded on another version of their input's tree than it has now: ratings,
    whose marks name the issues of the tree they were made on (issue "2" of version 1 is not issue "2" of version
    2), and operators' decisions, which settled such marks. Both are kept; a rating is replaced when its rater marks
    the output again, a decision when an operator decides again. Until then exports, disputes and agreement leave
    them out, and the queue offers the output to its rater again. Worked out once per report or export
    (stale_judgements) and passed to each reader, so that all leave out the same rows."""

    ratings: frozenset[int]
    adjudications: frozenset[int]


def _current_tree_versions(engine: Engine) -> dict[tuple[str, str], int]:
    return {key: tree.version for key, tree in issue_trees(engine).items()}


def _on_another_version(recorded: int | None, task: str, input_: dict, current: dict[tuple[str, str], int]) -> bool:
    """The rule for ratings and decisions alike: recorded on another version of the tree than the input has now.
    No version recorded (None) while the input has a tree is another version: the only decisions without one were
    stored before decisions recorded it and made before their tree's last save, so on an earlier tree, which the
    rows do not tell (migrations 0004 and 0005 gave every other its version). Such a decision lapses like any stale
    one: kept, and listed where it would have counted (the disputes' "lapsed", the export manifest's
    withheld.stale_adjudications)."""
    return recorded != current.get((str(task), input_key(str(task), input_)))


def _stale_rating_ids(engine: Engine, current: dict[tuple[str, str], int],
                      annotator_id: int | None = None) -> frozenset[int]:
    query = (select(Rating.id, Rating.issue_tree_version, OutputRecord.task, OutputRecord.input)
             .join(OutputRecord, OutputRecord.id == Rating.output_id)
             .where(col(Rating.rubric).in_(issue_tree_rubrics())))
    if annotator_id is not None:
        query = query.where(Rating.annotator_id == annotator_id)
    with Session(engine) as session:
        rows = list(session.exec(query))
    return frozenset(rating_id for rating_id, version, task, input_ in rows
                     if _on_another_version(version, task, input_, current))


def stale_judgements(engine: Engine) -> Staleness:
    """Every stale rating and decision (Staleness)."""
    current = _current_tree_versions(engine)
    set_aside = {decision.id for decision in set_aside_adjudications(engine)}
    with Session(engine) as session:
        decisions = list(session.exec(select(Adjudication.id, Adjudication.issue_tree_version, Adjudication.unit)
                                      .where(col(Adjudication.rubric).in_(issue_tree_rubrics()))))
        decided = {parse_unit(unit)[0] for _, _, unit in decisions}
        inputs = {output_id: (task, input_) for output_id, task, input_ in session.exec(
            select(OutputRecord.id, OutputRecord.task, OutputRecord.input).where(col(OutputRecord.id).in_(decided)))}
    stale_decisions = set()
    for decision_id, version, unit in decisions:
        if decision_id in set_aside:
            continue  # read by nothing whatever its tree: no later decision could replace it (set_aside_adjudications)
        judged = inputs.get(parse_unit(unit)[0])
        # a decision whose output is gone is read by no export or dispute
        if judged is not None and _on_another_version(version, *judged, current):
            stale_decisions.add(decision_id)
    return Staleness(_stale_rating_ids(engine, current), frozenset(stale_decisions))


def stale_rating_ids(engine: Engine, annotator_id: int) -> frozenset[int]:
    """One rater's stale ratings (Staleness): what their views mark stale and their queue offers again."""
    return _stale_rating_ids(engine, _current_tree_versions(engine), annotator_id)


def issue_tree_rubrics() -> list[str]:
    return [name for name in RATED_RUBRICS if get_rubric(name).kind == "issue_tree"]


# ---------------------------------------------------------------------------- agreement and adjudication
def output_unit(output_id: int) -> str:
    return f"output:{output_id}"


def pair_unit(output_a_id: int, output_b_id: int) -> str:
    low, high = _ordered_pair(output_a_id, output_b_id)
    return f"pair:{low}-{high}"


def parse_unit(unit: str) -> tuple[int, ...]:
    kind, _, ids = unit.strip().partition(":")  # ' output:1' pasted with a blank, as 'output:1 ' is read
    try:
        if kind == "output":
            numbers: tuple[int, ...] = (int(ids),)
        elif kind == "pair":
            low, high = (int(part) for part in ids.split("-"))
            numbers = _ordered_pair(low, high)
        else:
            numbers = ()
    except ValueError:
        numbers = ()
    if not numbers or not all(1 <= number <= MAX_ROW_ID for number in numbers):
        raise ValueError(f"a unit is 'output:<id>' or 'pair:<a>-<b>' with ids from 1 to {MAX_ROW_ID}, not {quoted(unit)}")
    return numbers


def load_judgements(engine: Engine, rubric_name: str, stale: Staleness) -> list[Judgement]:
    """The judgements in force: a stale rating (Staleness) is none."""
    rubric = get_rubric(rubric_name)
    with Session(engine) as session:
        if rubric.kind == "pairwise":
            rows = session.exec(select(Preference, User.username).join(User, User.id == Preference.annotator_id))
            return [Judgement(pair_unit(p.output_a_id, p.output_b_id), name, "preference", PREFERENCE_VALUE[p.choice])
                    for p, name in rows]
        rows = session.exec(select(Rating, User.username).join(User, User.id == Rating.annotator_id)
                            .where(Rating.rubric == rubric.name))
        return [Judgement(output_unit(r.output_id), name, item, float(value))
                for r, name in rows if r.id not in stale.ratings for item, value in r.items.items()]


def load_adjudications(engine: Engine, rubric_name: str, stale: Staleness) -> list[Adjudication]:
    """The decisions in force: a stale one (Staleness) is not, nor one on a derived item (set_aside_adjudications)."""
    derived = get_rubric(rubric_name).derived_item_names
    with Session(engine) as session:
        decisions = session.exec(select(Adjudication).where(Adjudication.rubric == rubric_name))
        return [decision for decision in decisions
                if decision.id not in stale.adjudications and decision.item not in derived]


def set_aside_adjudications(engine: Engine) -> list[Adjudication]:
    """Decisions on a derived item (LEGIT's score), stored before such decisions were refused, oldest first. Read by
    nothing (the settled values, the disputes, the agreement figures): the item is worked out from its parts. Kept,
    and counted in the export manifest (withheld.derived_adjudications), so the operator sees they were not used."""
    derived = [(name, item) for name in RATED_RUBRICS for item in get_rubric(name).derived_item_names]
    with Session(engine) as session:
        found = [decision for name, item in derived for decision in session.exec(
            select(Adjudication).where(Adjudication.rubric == name, Adjudication.item == item))]
    return sorted(found, key=lambda decision: (decision.created_at, decision.id))


def lapsed_adjudications(engine: Engine, stale: Staleness) -> list[Adjudication]:
    """The stale decisions (Staleness), oldest first: kept until an operator decides again, and listed so that none
    is lost unseen."""
    with Session(engine) as session:
        return list(session.exec(select(Adjudication).where(col(Adjudication.id).in_(stale.adjudications))
                                 .order_by(Adjudication.created_at, Adjudication.id)))


def tree_version_bounds(made_at: datetime, tree: IssueTree,
                        marks: list[tuple[int, datetime]]) -> tuple[int, int] | None:
    """The versions an input's issue tree can have had at made_at, as (first, last), read from rows that pin it at
    other moments: versions only grow, one per saved change, so it was at most the tree's version (less one when the
    tree was last saved after made_at) and at most the version of any mark (a rating's issue_tree_version, with its
    updated_at) saved at or after made_at, and at least 1 and at least the version of any mark saved at or before
    made_at. tree: the IssueTree, or its row (a migration reads it so). None when the rows contradict each other
    (clocks set back)."""
    last = tree.version if made_at >= tree.updated_at else tree.version - 1
    first = 1
    for version, saved_at in marks:
        if saved_at <= made_at:
            first = max(first, version)
        if saved_at >= made_at:
            last = min(last, version)
    return (first, last) if first <= last else None


def lapsed_tree_versions(engine: Engine, decisions: list[Adjudication]) -> dict[int, tuple[int, int] | None]:
    """Decision id -> the versions of its issue tree it can have settled (tree_version_bounds), for decisions on an
    issue-tree rubric: (v, v) when it recorded v; for one stored before decisions recorded their version (NULL),
    what the rows tell now, from the marks of every output of its input (they share the tree) under every
    issue-tree rubric. Migration 0005 recorded the version where it was pinned then; where it was not, the bounds
    still say which versions it was one of (1 or 2 under a tree now at 3), rather than nothing."""
    bounds: dict[int, tuple[int, int] | None] = {}
    unrecorded = []
    for decision in decisions:
        if decision.issue_tree_version is not None:
            bounds[decision.id] = (decision.issue_tree_version, decision.issue_tree_version)
        else:
            unrecorded.append(decision)
    if not unrecorded:
        return bounds
    trees = issue_trees(engine)
    with Session(engine) as session:
        decided = {parse_unit(decision.unit)[0] for decision in unrecorded}
        keys = {output_id: (str(task), input_key(str(task), input_)) for output_id, task, input_ in session.exec(
            select(OutputRecord.id, OutputRecord.task, OutputRecord.input).where(col(OutputRecord.id).in_(decided)))}
        marks: dict[tuple[str, str], list[tuple[int, datetime]]] = defaultdict(list)
        for version, saved_at, task, input_ in session.exec(
                select(Rating.issue_tree_version, Rating.updated_at, OutputRecord.task, OutputRecord.input)
                .join(OutputRecord, OutputRecord.id == Rating.output_id)
                .where(col(Rating.rubric).in_(issue_tree_rubrics()), col(Rating.issue_tree_version).is_not(None))):
            marks[str(task), input_key(str(task), input_)].append((version, saved_at))
    for decision in unrecorded:
        key = keys.get(parse_unit(decision.unit)[0])
        tree = None if key is None else trees.get(key)
        bounds[decision.id] = None if tree is None else tree_version_bounds(decision.created_at, tree, marks[key])
    return bounds


def _lapsed_view(decision: Adjudication, versions: tuple[int, int] | None) -> dict:
    """A stale decision as the disputes list shows it. issue_tree_version: the version it recorded, null when it was
    stored before decisions recorded one; issue_tree_versions: {from, to}, the versions it can have settled
    (lapsed_tree_versions; from = to = the recorded one), null when the rows do not tell."""
    return {"value": decision.value, "note": decision.note, "issue_tree_version": decision.issue_tree_version,
            "issue_tree_versions": None if versions is None else {"from": versions[0], "to": versions[1]},
            "created_at": decision.created_at.isoformat()}


def _rubric_names(rubric_name: str | None) -> list[str]:
    return [get_rubric(rubric_name).name] if rubric_name else list(load_rubrics())


def agreement_report(engine: Engine, rubric_name: str | None = None) -> dict[str, dict]:
    """Per rubric: for each item alpha (ordinal) and pairwise kappa; per annotator statistics."""
    if rubric_name is not None and named(rubric_name, [CORRECTION_DISPUTE]):
        raise ValueError("agreement is not computed for corrections: two corrections of an output agree or not on "
                         "what they state; see the disputes with rubric 'correction'")
    report = {}
    stale = stale_judgements(engine)
    for name in _rubric_names(rubric_name):
        rubric = get_rubric(name)
        judgements = load_judgements(engine, name, stale)
        adjudicated = {(a.unit, a.item): a.value for a in load_adjudications(engine, name, stale)}
        items = {item: item_agreement([j for j in judgements if j.item == item], "ordinal")
                 for item in rubric.item_names}
        report[name] = {
            "title": rubric.title,
            "items": items,
            "annotators": annotator_statistics(judgements, adjudicated),
            "note": _agreement_note(judgements, any(stats["pairable_units"] for stats in items.values())),
        }
    return report


def _agreement_note(judgements: list[Judgement], paired: bool) -> str | None:
    """Why a rubric's figures are undefined (null), for the operator who asked: agreement is measured between two or
    more annotators on the same outputs. None when some output has two annotators' judgements."""
    if paired:
        return None
    raters = sorted({j.annotator for j in judgements})
    if not raters:
        return "nobody has rated under this rubric yet: agreement needs two annotators who rated the same outputs"
    if len(raters) == 1:
        return (f"only {raters[0]} has rated under this rubric: agreement needs a second annotator who rates the same "
                "outputs")
    return (f"{', '.join(raters)} have rated under this rubric, but no output has ratings from two of them: agreement "
            "needs two annotators who rated the same outputs")


def dispute_report(engine: Engine, rubric_name: str | None = None, include_adjudicated: bool = False,
                   stale: Staleness | None = None) -> list[dict]:
    """Disputed rating items, and outputs whose corrections disagree (rubric "correction"); adjudicated ones
    only when asked for. "adjudicated": the decided value; for a derived item (LEGIT's score), which is decided
    through its parts, the sum they settle to once one part is decided and none is in open dispute. "lapsed": the
    operator's earlier decision on the item, stale since its issue tree changed (null when there is none), for the
    operator deciding again. stale: the caller's Staleness, worked out once for all it reads (an export), else
    worked out here."""
    rubric_name = _dispute_rubric(rubric_name)
    if rubric_name == CORRECTION_DISPUTE:
        return correction_disputes(engine, include_adjudicated)
    found = correction_disputes(engine, include_adjudicated) if rubric_name is None else []
    stale = stale if stale is not None else stale_judgements(engine)
    lapsed_decisions = lapsed_adjudications(engine, stale)
    lapsed = {(a.rubric, a.unit, a.item): a for a in lapsed_decisions}
    versions = lapsed_tree_versions(engine, lapsed_decisions)
    for name in _rubric_names(rubric_name):
        rubric = get_rubric(name)
        judgements = load_judgements(engine, name, stale)
        in_force = load_adjudications(engine, name, stale)
        decided = {(a.unit, a.item): a.value for a in in_force}
        gaps = {item.name: item.dispute_gap for item in rubric.items}
        found_here = disputes(judgements, gaps)
        open_items = {(d["unit"], d["item"]) for d in found_here if (d["unit"], d["item"]) not in decided}
        settled = settle_items(rubric, judgements, in_force)
        for dispute in found_here:
            unit, item = dispute["unit"], dispute["item"]
            parts = rubric.item(item).derived_from
            if parts:
                # a total is settled by deciding its parts: once one is decided and none is in open dispute, it
                # is what they sum to
                done = (any((unit, part) in decided for part in parts)
                        and not any((unit, part) in open_items for part in parts))
                value = settled[unit].get(item) if done else None
            else:
                value = decided.get((unit, item))
            if value is not None and not include_adjudicated:
                continue
            earlier = lapsed.get((name, unit, item))
            found.append({"rubric": name, **dispute, "adjudicated": value,
                          "lapsed": None if earlier is None else _lapsed_view(earlier, versions[earlier.id])})
    return found


def _dispute_rubric(rubric_name: str | None) -> str | None:
    """The stored name of the rubric a dispute view or a decision names, in any case (rubrics.named). They take the
    rubric "correction" beside the rated ones: a typo's message names it."""
    if rubric_name is None:
        return None
    known = named(rubric_name, [*load_rubrics(), CORRECTION_DISPUTE])
    if known is None:
        raise ValueError(f"unknown rubric {quoted(rubric_name)}; choose one of {', '.join(load_rubrics())} or "
                         f"{CORRECTION_DISPUTE} (corrections that disagree)")
    return known


@retry_on_race
def adjudicate(engine: Engine, operator_id: int, rubric_name: str, unit: str, item_name: str, value: float,
               note: str = "") -> Adjudication:
    """Set (or replace) the final value of one item of one unit; exports use it instead of the raters' median.
    Rubric "correction" settles a correction dispute: item "answer", value the id of the correction to use."""
    rubric_name = _dispute_rubric(rubric_name)
    if rubric_name == CORRECTION_DISPUTE:
        return _adjudicate_correction(engine, operator_id, unit, item_name, value, note)
    rubric = get_rubric(rubric_name)
    item = rubric.item(item_name)
    value = rubric.final_value(item.name, value)
    ids = parse_unit(unit)
    if (rubric.kind == "pairwise") != (len(ids) == 2):
        raise ValueError(f"the {rubric.name} rubric judges {'pairs' if rubric.kind == 'pairwise' else 'outputs'}")
    # exports and disputes look a decision up by the unit as they write it ('output:1', never 'output:01')
    canonical = output_unit(ids[0]) if len(ids) == 1 else pair_unit(*ids)
    if len(ids) == 2 and unit.strip() != canonical:
        # the value's sign is relative to A and B: 'pair:8-1' read as 'pair:1-8' would turn the decision round
        raise ValueError(f"write the pair as {canonical} (A is output {ids[0]}, B output {ids[1]}; value -1: A is "
                         f"better, 0: a tie, 1: B is better), not {quoted(unit)}")
    with session_scope(engine) as session:
        records = [get_output(session, output_id) for output_id in ids]
        tree_version = None
        if rubric.kind == "pairwise":
            judged = session.exec(select(Preference.id).where(Preference.output_a_id == ids[0],
                                                              Preference.output_b_id == ids[1])).first() is not None
        else:
            marked = list(session.exec(select(Rating.issue_tree_version).where(Rating.output_id == ids[0],
                                                                               Rating.rubric == rubric.name)))
            if rubric.kind == "issue_tree":
                # the marks it settles are those made on the tree as it is now; marks on a tree that has changed
                # since are stale and in no dispute (the rule of Staleness, applied to this one input's tree)
                record = records[0]
                tree = _tree_for(session, record)
                tree_version = tree.version if tree else None
                current = {} if tree is None else {(tree.task, tree.input_key): tree.version}
                marked = [version for version in marked
                          if not _on_another_version(version, str(record.task), record.input, current)]
            judged = bool(marked)
        if not judged:
            raise ValueError(f"nobody has judged {canonical} under {rubric.name}; there is nothing to adjudicate")
        return _store_adjudication(session, operator_id, rubric.name, canonical, item.name, value, note, tree_version)


def _store_adjudication(session: Session, operator_id: int, rubric_name: str, unit: str, item_name: str,
                        value: float, note: str, tree_version: int | None) -> Adjudication:
    """tree_version: for an issue-tree rubric, the version of the tree whose marks the decision settles."""
    decision = session.exec(select(Adjudication).where(Adjudication.rubric == rubric_name, Adjudication.unit == unit,
                                                       Adjudication.item == item_name)).first()
    if decision is None:
        decision = Adjudication(rubric=rubric_name, unit=unit, item=item_name, value=value, operator_id=operator_id,
                                note=note, issue_tree_version=tree_version)
    else:
        decision.value, decision.operator_id, decision.note = value, operator_id, note
        decision.issue_tree_version, decision.created_at = tree_version, utc_now()
    return stored_row(session, decision)


# ---------------------------------------------------------------------------- conflicting corrections
# Two annotators who correct one output to different outcomes (\boxed{30000} against \boxed{24000}, 有期徒刑一年
# against 有期徒刑一年，缓刑二年) or, for an ask answer, to cite different articles are a dispute, like two ratings
# too far apart: it is listed with the rating disputes under the rubric name "correction", and no reference is
# exported from it until an operator adjudicates (value: the id of the correction to use) or the annotators revise
# their corrections until they agree. Wordings are not compared: two lawyers never write the same sentence.
CORRECTION_DISPUTE = "correction"
CORRECTION_ITEM = "answer"
EXCERPT_CHARS = 160

Claim = Decimal | SentenceOutcome | frozenset[tuple[str, int, int]]


def correction_claim(task: str, correction: Correction) -> Claim | None:
    """What corrections of one output must share to agree: the outcome a calculation or a sentence states, the
    articles an ask answer cites; None when the correction states none (it then agrees with every other)."""
    if task == Task.ask:
        cited = frozenset((a["law"], int(a["article"]), int(a.get("sub", 0))) for a in correction.articles)
        return cited or None
    # the outcome of what an export would train on, so a dispute is what training would meet ('合计三万元' is 30000);
    # one from which the export reads no answer (training_target: '工作3年…48000元' sent to a sentencing output) is
    # withheld, and its raw words claim nothing either
    target = training_target(task, correction.answer)
    return None if target is None else answer_outcome(task, target)


def _claims_agree(first: Claim, second: Claim) -> bool:
    if isinstance(first, frozenset) or isinstance(second, frozenset):
        return first == second
    return same_outcome(first, second)


@dataclass(frozen=True)
class CorrectionGroup:
    """Every correction of one output, oldest first, with its annotator's name, and the operator's choice (None
    also when the chosen correction was edited after the choice: the operator chose other words)."""

    output_id: int
    task: str
    corrections: list[tuple[Correction, str]]
    adjudicated: Correction | None

    def _claims(self) -> list[tuple[Correction, Claim]]:
        claims = ((c, correction_claim(self.task, c)) for c, _ in self.corrections)
        return [(c, claim) for c, claim in claims if claim is not None]

    @property
    def conflicting(self) -> bool:
        claims = [claim for _, claim in self._claims()]
        return any(not _claims_agree(a, b) for i, a in enumerate(claims) for b in claims[i + 1:])

    def settled(self, trainable: Callable[[Correction], bool]) -> Correction | None:
        """The correction the output's reference comes from: the operator's choice; else, when they all agree, the
        latest the export can train on (trainable), one that states an outcome (or cites articles) before one that
        does not; when none can be trained on, the latest that states one, else the latest (the export lists it
        as withheld). None while they disagree."""
        if self.adjudicated is not None:
            return self.adjudicated
        if self.conflicting:
            return None
        # a later agreeing correction the export cannot read must not displace an earlier one it can
        ranked = [(trainable(correction), correction_claim(self.task, correction) is not None, position)
                  for position, (correction, _) in enumerate(self.corrections)]
        return self.corrections[max(ranked)[2]][0]


def correction_groups(engine: Engine) -> dict[int, CorrectionGroup]:
    """output id -> its corrections, for every corrected output."""
    with Session(engine) as session:
        # a choice among corrections lapses by its own rule (the chosen one edited since), never by an issue tree
        decisions = {a.unit: a for a in session.exec(select(Adjudication).where(
            Adjudication.rubric == CORRECTION_DISPUTE, Adjudication.item == CORRECTION_ITEM))}
        rows = session.exec(select(Correction, User.username, OutputRecord.task)
                            .join(User, User.id == Correction.annotator_id)
                            .join(OutputRecord, OutputRecord.id == Correction.output_id)
                            .order_by(Correction.updated_at, Correction.id))
        by_output: dict[int, list[tuple[Correction, str]]] = defaultdict(list)
        tasks: dict[int, str] = {}
        for correction, name, task in rows:
            by_output[correction.output_id].append((correction, name))
            tasks[correction.output_id] = str(task)
    groups = {}
    for output_id, corrections in by_output.items():
        decision = decisions.get(output_unit(output_id))
        # a correction is edited in place (same id): one changed after the choice is not what the operator chose
        adjudicated = None if decision is None else next(
            (c for c, _ in corrections if c.id == int(decision.value) and c.updated_at <= decision.created_at), None)
        groups[output_id] = CorrectionGroup(output_id, tasks[output_id], corrections, adjudicated)
    return groups


def _excerpt(text: str) -> str:
    """The start and the end of a long answer: a calculation states its amount last."""
    text = " ".join(text.split())
    if len(text) <= 2 * EXCERPT_CHARS:
        return text
    return f"{text[:EXCERPT_CHARS]} … {text[-EXCERPT_CHARS:]}"


def correction_disputes(engine: Engine, include_adjudicated: bool = False) -> list[dict]:
    """Outputs whose corrections disagree, in the shape of rating disputes: values per annotator (the
    correction's id, an excerpt, and what was compared: a calculation's amount or a sentence as "outcome" — null,
    with a "note", for one from which no answer can be read (correction_claim), which disputes nothing — an ask
    answer's "articles" and, when it states one, its "amount"), spread (between amounts, or between sentences'
    months, when every correction states one; else null) and the adjudicated correction's id."""
    found = []
    for output_id, group in sorted(correction_groups(engine).items()):
        if not group.conflicting or (group.adjudicated is not None and not include_adjudicated):
            continue
        values, numbers = {}, []
        for correction, name in group.corrections:
            entry: dict[str, Any] = {"correction": correction.id, "answer": _excerpt(correction.answer)}
            claim = correction_claim(group.task, correction)
            if isinstance(claim, SentenceOutcome):
                entry["outcome"] = claim.as_json()
                numbers.append(claim.months)
            elif isinstance(claim, Decimal):
                entry["outcome"] = float(claim)
                numbers.append(float(claim))
            elif group.task != Task.ask:
                # listed beside the ones that disagree, but no side of the dispute: say why
                entry["outcome"] = None
                entry["note"] = (f"lacks {ANSWER_FORMATS[group.task]}: exports do not train on it, and it disagrees "
                                 "with no other correction")
            else:
                entry["articles"] = correction.articles
                # an ask answer with a calculation (its conclusion's one amount): the adjudicator compares the
                # amounts side by side
                parts = parse_syllogism(correction.answer)
                amount = single_amount(parts.conclusion if parts else correction.answer)
                if amount is not None:
                    entry["amount"] = float(amount)
                    numbers.append(float(amount))
            values[name] = entry
        finite = len(numbers) == len(values) and all(math.isfinite(n) for n in numbers)
        found.append({"rubric": CORRECTION_DISPUTE, "unit": output_unit(output_id), "item": CORRECTION_ITEM,
                      "values": dict(sorted(values.items())), "spread": max(numbers) - min(numbers) if finite else None,
                      "adjudicated": None if group.adjudicated is None else group.adjudicated.id})
    return found


def _adjudicate_correction(engine: Engine, operator_id: int, unit: str, item_name: str, value: float,
                           note: str) -> Adjudication:
    if item_name != CORRECTION_ITEM:
        raise ValueError(f"a correction dispute is settled on item {CORRECTION_ITEM!r}, not {quoted(item_name)}")
    ids = parse_unit(unit)
    if len(ids) != 1:
        raise ValueError("corrections are of one output: the unit is output:<id>")
    # a row id: 1e300 is no id, and the refusal must not spell out its 301 digits
    if isinstance(value, bool) or not float(value).is_integer() or not 1 <= value <= MAX_ROW_ID:
        raise ValueError(f"the value is the id of the correction to use (see the dispute's values), not {quoted(value)}")
    with session_scope(engine) as session:
        task = str(get_output(session, ids[0]).task)
        ours = {c.id: c for c in session.exec(select(Correction).where(Correction.output_id == ids[0]))}
        if int(value) not in ours:
            raise ValueError(f"correction {int(value)} is not a correction of output {ids[0]} "
                             f"(its corrections: {', '.join(map(str, sorted(ours))) or 'none'})")
        # a calculation or sentence no answer can be read from is no side of a dispute (correction_claim): chosen, it
        # would settle the output on a reference the export cannot train on, leaving it none
        if task != Task.ask and correction_claim(task, ours[int(value)]) is None:
            readable = sorted(i for i, c in ours.items() if correction_claim(task, c) is not None)
            raise ValueError(f"correction {int(value)} lacks {ANSWER_FORMATS[task]}, so exports cannot train on it: "
                             f"choose one that states it ({', '.join(map(str, readable)) or 'none yet'}), or have "
                             "its annotator edit it")
        return _store_adjudication(session, operator_id, CORRECTION_DISPUTE, output_unit(ids[0]), CORRECTION_ITEM,
                                   float(int(value)), note, tree_version=None)


@dataclass(frozen=True)
class Resolved:
    """The final values of one unit under one rubric: adjudicated where an operator decided, else the median."""

    rubric: Rubric
    unit: str
    items: dict[str, float]

    @property
    def overall(self) -> float:
        return self.rubric.overall(self.items)


def resolve_all(engine: Engine, stale: Staleness) -> dict[tuple[str, str], Resolved]:
    """(rubric, unit) -> Resolved, for every unit with at least one judgement or adjudication in force. Each item
    is settled on its own (the operator's value, else the raters' median); a derived item (LEGIT's score) is then
    worked out from the settled items (Rubric.with_derived), so it agrees with them: a median of totals, or a
    decision on the total stored before such decisions were refused (set_aside_adjudications), would not."""
    resolved = {}
    for name in load_rubrics():
        rubric = get_rubric(name)
        settled = settle_items(rubric, load_judgements(engine, name, stale), load_adjudications(engine, name, stale))
        for unit, final in settled.items():
            resolved[name, unit] = Resolved(rubric, unit, final)
    return resolved


def settle_items(rubric: Rubric, judgements: list[Judgement], decisions: list[Adjudication]
                 ) -> dict[str, dict[str, float]]:
    """unit -> its items' final values under one rubric (resolve_all), from the judgements and decisions in force
    (load_adjudications: none on a derived item)."""
    values: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for j in judgements:
        values[j.unit][j.item].append(j.value)
    for decision in decisions:
        values[decision.unit][decision.item] = [decision.value]  # the operator's value replaces the raters'
    return {unit: rubric.with_derived({item: float(statistics.median(vals)) for item, vals in items.items()})
            for unit, items in values.items()}


def annotated_output_ids(engine: Engine, stale: Staleness) -> set[int]:
    """Outputs with a judgement exports can use: a stale rating (Staleness) alone is none."""
    with Session(engine) as session:
        ids = set(session.exec(select(Rating.output_id).where(col(Rating.id).not_in(stale.ratings))))
        ids |= set(session.exec(select(Correction.output_id)))
        for a, b in session.exec(select(Preference.output_a_id, Preference.output_b_id)):
            ids |= {a, b}
        return ids


def outputs_by_id(engine: Engine, ids: set[int]) -> dict[int, OutputRecord]:
    with Session(engine) as session:
        records = list(session.exec(select(OutputRecord).where(col(OutputRecord.id).in_(ids)))) if ids else []
        for record in records:
            session.expunge(record)
        return {record.id: record for record in records}


def issue_trees(engine: Engine) -> dict[tuple[str, str], IssueTree]:
    with Session(engine) as session:
        return {(t.task, t.input_key): t for t in session.exec(select(IssueTree))}
