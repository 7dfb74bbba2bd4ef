"""Reward registry: name -> factory(**params) -> reward function in trl's form.

A reward function takes `completions` (and `prompts`, `completion_ids`, and every dataset column as a list
aligned with the completions, as trl's GRPOTrainer passes them) and returns one float per completion.
Each paper's formula sits next to its pure scoring function, which the tests check on hand-made completions.

Dataset columns the rewards read (training.data builds them from an export snapshot):
  question: str                 the user's question / case facts
  reference: str | None         the reference answer (annotator-corrected answer)
  statute: str                  text of the statute of the reference article (syllogism)
  cases: list[str]              up to three precedent cases under that statute (syllogism)
  rubric_targets: str           JSON object: prison_months / interval (sentencing), amount, scenario,
                                legal_elements (compensation), issue_tree (issue_tree)
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from decimal import Decimal
from typing import Any

from backend.compensation.extract.scenario import detect_scenario
from backend.sentencing.intervals import month_to_interval
from backend.sentencing.msr2 import parse_answer_months
from models.parsers import parse_syllogism
from training.completions import (
    boxed_amount,
    completion_text,
    last_tag,
    prompt_text,
    stated_amount,
)
from training.judges import FactorJudge, IssueJudge, IssueTree
from training.text_metrics import Similarity, exp_rouge_sum, sentence_transformer_encoder

RewardFunc = Callable[..., list[float]]
RewardFactory = Callable[..., RewardFunc]

REWARDS: dict[str, RewardFactory] = {}


def register(name: str) -> Callable[[RewardFactory], RewardFactory]:
    def wrap(factory: RewardFactory) -> RewardFactory:
        REWARDS[name] = factory
        return factory

    return wrap


def build_reward(name: str, **params: Any) -> RewardFunc:
    """The named reward, configured; trl logs it under its name (rewards/<name>/mean)."""
    if name not in REWARDS:
        raise ValueError(f"unknown reward {name!r}; known: {', '.join(sorted(REWARDS))}")
    func = REWARDS[name](**params)
    func.__name__ = name
    return func


def _texts(completions: Sequence) -> list[str]:
    return [completion_text(c) for c in completions]


def _column(kwargs: dict, name: str, n: int) -> list:
    values = kwargs.get(name)
    if values is None:
        raise ValueError(f"this reward needs the dataset column {name!r}")
    if len(values) != n:
        raise ValueError(f"column {name!r} has {len(values)} values for {n} completions")
    return list(values)


def _targets(kwargs: dict, n: int) -> list[dict]:
    raw = kwargs.get("rubric_targets") or [None] * n
    return [json.loads(t) if isinstance(t, str) else (t or {}) for t in raw]


# ------------------------------------------------------------------ syllogism structure (format)


def syllogism_format_score(text: str) -> float:
    """Structure reward with partial credit (a reward that is 0 for every sample gives GRPO no signal):
        0.25·[major premise label] + 0.25·[… then minor premise] + 0.25·[… then conclusion]
      + 0.25·[parse_syllogism accepts the whole: each part exactly once, in order, non-empty].
    Labels are those of models.parsers (大前提/小前提/结论 or Major/Minor premise/Conclusion) at a line start."""
    from models.parsers import _LABEL_LINE, _which  # the parser's own label grammar, so both agree

    kinds = [_which(m) for m in _LABEL_LINE.finditer(text)]
    score, wanted = 0.0, ["major", "minor", "conclusion"]
    position = 0
    for kind in kinds:  # longest in-order prefix of major -> minor -> conclusion
        if position < 3 and kind == wanted[position]:
            position += 1
    score += 0.25 * position
    if parse_syllogism(text) is not None:
        score += 0.25
    return score


@register("syllogism_format")
def _syllogism_format() -> RewardFunc:
    def reward(completions, **kwargs) -> list[float]:
        return [syllogism_format_score(t) for t in _texts(completions)]

    return reward


# ------------------------------------------------------------------ SyLeR Eq. 4


def syllogism_reward(text: str, question: str, statute: str, cases: Sequence[str], reference: str | None,
                     sim: Callable[[str, str], float], rouge_tokenizer: str = "char") -> float:
    """SyLeR Eq. 4:
        r = 0                                                       if the output is not syllogistic
        r = ½·sim(p_major, l) + ½·Σ_{i=1..3} ⅓·sim(p_major, c_i)
            + sim(p_minor, x) + rouge_sum(ŷ, y)                    otherwise
    l: the retrieved statute, c_i: the top-3 precedent cases, x: the question, y: the reference answer,
    ŷ: the generated conclusion; sim: cosine of sentence embeddings; rouge_sum = exp(R1 + R2 + RL) (F-measures).
    Where fewer than three cases exist the mean runs over those there are; with none, the statute term takes
    the whole major-premise weight (sim(p_major, l)). Without a reference answer the ROUGE term is left out."""
    parsed = parse_syllogism(text)
    if parsed is None:
        return 0.0
    cases = [c for c in cases if c][:3]
    if cases:
        major = 0.5 * sim(parsed.major_premise, statute) + 0.5 * sum(sim(parsed.major_premise, c) for c in cases) / len(cases)
    else:
        major = sim(parsed.major_premise, statute)
    minor = sim(parsed.minor_premise, question)
    conclusion = exp_rouge_sum(parsed.conclusion, reference, rouge_tokenizer) if reference else 0.0
    return major + minor + conclusion


@register("syllogism")
def _syllogism(embedding_model: str | None = None, rouge_tokenizer: str = "char",
               sim: Callable[[str, str], float] | None = None) -> RewardFunc:
    similarity = sim
    if similarity is None:
        similarity = Similarity(sentence_transformer_encoder(embedding_model))

    def reward(completions, **kwargs) -> list[float]:
        texts = _texts(completions)
        n = len(texts)
        questions = kwargs.get("question") or [prompt_text(p) for p in _column(kwargs, "prompts", n)]
        statutes = _column(kwargs, "statute", n)
        cases = kwargs.get("cases") or [[]] * n
        references = kwargs.get("reference") or [None] * n
        return [syllogism_reward(t, q, s or "", c or [], r, similarity, rouge_tokenizer)
                for t, q, s, c, r in zip(texts, questions, statutes, cases, references, strict=True)]

    return reward


# ------------------------------------------------------------------ MSR² Eq. 2


def interval_correct(text: str, gold_interval: int) -> float:
    """O_r: 1 if the term stated in <answer> falls in the gold prison-term interval, else 0."""
    answer = last_tag(text, "answer")
    months = parse_answer_months(answer) if answer is not None else None
    if months is None:
        return 0.0
    predicted = 0 if math.isinf(months) else month_to_interval(months)
    return 1.0 if predicted == gold_interval else 0.0


def sentencing_reward(text: str, facts: str, gold_interval: int, judge: FactorJudge, lam: float = 0.2) -> float:
    """MSR² Eq. 2:  R = (1 − λ)·O_r + λ·P_r,  λ = 0.2 by default.
    O_r = 1 if the predicted prison-term interval (10 classes, see backend.sentencing.intervals) is the gold
    one; P_r = judge score of the <factors> list on the 0–10 rubric (Fig. 3) / 10. No <factors>, or no score
    from the judge: P_r = 0."""
    if not 0.0 <= lam <= 1.0:
        raise ValueError(f"λ must lie in [0, 1], got {lam}")
    factors = last_tag(text, "factors")
    process = 0.0
    if factors:
        score = judge.score(facts, factors)
        process = score / 10.0 if score is not None else 0.0
    return (1 - lam) * interval_correct(text, gold_interval) + lam * process


def gold_interval(targets: dict, reference: str | None) -> int:
    if targets.get("interval") is not None:
        return int(targets["interval"])
    months = targets.get("prison_months")
    if months is None and reference:
        months = parse_answer_months(last_tag(reference, "answer") or reference)
    if months is None:
        raise ValueError("a sentencing example needs rubric_targets.interval, rubric_targets.prison_months "
                         "or a reference answer stating the term")
    return 0 if math.isinf(float(months)) else month_to_interval(float(months))


def judge_from_settings(overrides: dict | None, kind: str = "factor"):
    """A judge over the backend the overrides describe (Settings fields, e.g. llm_backend=openai,
    openai_base_url=…); without overrides, the backend LexLoop serves with."""
    from backend.config import Settings
    from models.backends import build_backend
    from training.judges import LLMFactorJudge, LLMIssueJudge

    backend = build_backend(Settings(**(overrides or {})))
    return LLMFactorJudge(backend) if kind == "factor" else LLMIssueJudge(backend)


@register("sentencing")
def _sentencing(lam: float = 0.2, judge: FactorJudge | dict | None = None) -> RewardFunc:
    factor_judge = judge if hasattr(judge, "score") else None

    def reward(completions, **kwargs) -> list[float]:
        nonlocal factor_judge
        if factor_judge is None:
            factor_judge = judge_from_settings(judge if isinstance(judge, dict) else None, "factor")
        texts = _texts(completions)
        n = len(texts)
        facts = kwargs.get("question") or [prompt_text(p) for p in _column(kwargs, "prompts", n)]
        references = kwargs.get("reference") or [None] * n
        targets = _targets(kwargs, n)
        return [sentencing_reward(t, f, gold_interval(g, r), factor_judge, lam)
                for t, f, g, r in zip(texts, facts, targets, references, strict=True)]

    return reward


# ------------------------------------------------------------------ LexPam Eq. 1 / 3

# Legal elements per scenario (LexPam §4.3 names them; the Chinese keywords are ours). An element counts as
# present when any of its keywords appears in the output.
LEGAL_ELEMENTS: dict[str, dict[str, list[str]]] = {
    "economic": {
        "compensation type": ["经济补偿", "赔偿金", "代通知金", "二倍"],
        "monthly calculation": ["月工资", "月平均工资", "平均工资"],
        "compensation calculation": ["工作年限", "个月工资", "×", "*", "乘以"],
    },
    "work_injury": {
        "injury recognition": ["工伤认定", "认定为工伤", "视同工伤", "属于工伤"],
        "liability": ["用人单位", "责任"],
        "benefit calculation": ["伤残等级", "级伤残", "伤残补助金", "伤残津贴", "停工留薪"],
        "insurance": ["工伤保险基金", "工伤保险"],
        "compensation calculation": ["合计", "共计", "总计", "总额"],
    },
    "traffic": {
        "liability": ["全部责任", "主要责任", "同等责任", "次要责任", "责任比例", "责任"],
        "insurance": ["交强险", "商业三者险", "第三者责任险", "保险公司"],
        "compensation calculation": ["医疗费", "误工费", "护理费", "残疾赔偿金", "死亡赔偿金", "合计", "共计"],
    },
    # an injury outside traffic: who answers (an animal's keeper, a place's operator that failed its duty of safety, 民法典
    # 第一千二百四十五条, 第一千一百九十八条) and the items; no insurance element
    "personal_injury": {
        "liability": ["饲养人", "管理人", "经营者", "安全保障义务", "责任"],
        "compensation calculation": ["医疗费", "误工费", "护理费", "残疾赔偿金", "死亡赔偿金", "合计", "共计"],
    },
}


def r_format(text: str) -> float:
    """1 when the output is <think>…</think> followed by \\boxed{amount} (the boxed answer after the thinking; a box
    without a whole amount, '\\boxed{2N}', is off-format)."""
    end = text.find("</think>")
    if not text.lstrip().startswith("<think>") or end < 0:
        return 0.0
    return 1.0 if boxed_amount(text[end:]) is not None else 0.0


def r_correct(text: str, reference_amount: Decimal, tolerance: Decimal = Decimal("0.01")) -> float:
    """1 when the \\boxed{} amount equals the reference (to the cent), else 0 ('\\boxed{2N}' states no amount)."""
    amount = boxed_amount(text)
    return 1.0 if amount is not None and abs(amount - reference_amount) <= tolerance else 0.0


def r_law(text: str, elements: dict[str, list[str]]) -> float:
    """LexPam Eq. 2: r_law = Σ_i ω_i·I(k_i, R) with uniform ω_i = 1/N over the scenario's N legal elements."""
    if not elements:
        raise ValueError("r_law needs at least one legal element")
    present = sum(1 for keywords in elements.values() if any(k in text for k in keywords))
    return present / len(elements)


def compensation_reward(text: str, reference_amount: Decimal, elements: dict[str, list[str]] | None,
                        alpha: float = 0.1, beta: float = 0.1) -> float:
    """LexPam Eq. 1 (stage 1, elements=None):  r₁ = r_correct + α·r_format
    LexPam Eq. 3 (stage 2):                   r₂ = r_correct + α·r_format + β·r_law
    α = β = 0.1 in the paper."""
    reward = r_correct(text, reference_amount) + alpha * r_format(text)
    if elements is not None:
        reward += beta * r_law(text, elements)
    return reward


def scenario_of(targets: dict, question: str) -> str:
    """Whose legal elements r_law checks: the engine's recorded scenario, else the engine's reading of the question
    (detect_scenario: '被车撞了' is a road accident, '工伤后被辞退…经济补偿' a dismissal, '被邻居家的狗咬了' a personal
    injury); economic where it reads none of them."""
    if targets.get("scenario") in LEGAL_ELEMENTS:
        return targets["scenario"]
    detected = detect_scenario(question)
    return detected if detected in LEGAL_ELEMENTS else "economic"


def reference_amount(targets: dict, reference: str | None) -> Decimal:
    """The reference amount: rubric_targets.amount, else the reference's \\boxed{}, else its last stated total
    ('合计…元'), else its only number."""
    if targets.get("amount") is not None:
        return Decimal(str(targets["amount"]))
    amount = stated_amount(reference or "")
    if amount is None:
        raise ValueError("a compensation example needs rubric_targets.amount or a reference with one amount")
    return amount


@register("compensation")
def _compensation(alpha: float = 0.1, beta: float = 0.1, use_law: bool = True) -> RewardFunc:
    def reward(completions, **kwargs) -> list[float]:
        texts = _texts(completions)
        n = len(texts)
        questions = kwargs.get("question") or [prompt_text(p) for p in _column(kwargs, "prompts", n)]
        references = kwargs.get("reference") or [None] * n
        scores = []
        for text, question, targets, ref in zip(texts, questions, _targets(kwargs, n), references, strict=True):
            elements = None
            if use_law:
                elements = targets.get("legal_elements") or LEGAL_ELEMENTS[scenario_of(targets, question)]
                if isinstance(elements, list):  # annotated as a plain keyword list: one element per keyword
                    elements = {k: [k] for k in elements}
            scores.append(compensation_reward(text, reference_amount(targets, ref), elements, alpha, beta))
        return scores

    return reward


# ------------------------------------------------------------------ LEGIT


def legit_score(trace: str, tree: IssueTree, judge: IssueJudge) -> float | None:
    """LEGIT score (/10) = 5·[final order correct] + 2·coverage + 3·correctness, where
    coverage = covered issues / all issues of the tree (every node, parents and children),
    correctness = covered issues resolved as the court did / covered issues (0 when none is covered).
    None when the judge gave no verdict."""
    verdict = judge.judge(trace, tree)
    if verdict is None:
        return None
    covered = [v for v in verdict.issues if v.covered]
    coverage = len(covered) / len(verdict.issues)
    correctness = sum(v.correct for v in covered) / len(covered) if covered else 0.0
    return 5.0 * verdict.final_order_correct + 2.0 * coverage + 3.0 * correctness


def issue_tree_of(targets: dict, reference: str | None) -> IssueTree:
    """The example's issue tree: the annotation export's rubric_targets.legit.issue_tree (flat list, final
    order = the reference answer's conclusion), or a nested rubric_targets.issue_tree."""
    legit = targets.get("legit") or {}
    if isinstance(legit.get("issue_tree"), list):
        parsed = parse_syllogism(reference or "")
        return IssueTree.from_annotation(legit["issue_tree"], parsed.conclusion if parsed else (reference or ""))
    if isinstance(targets.get("issue_tree"), dict):
        return IssueTree.from_dict(targets["issue_tree"])
    raise ValueError("the issue_tree reward needs rubric_targets.legit.issue_tree (annotation export) "
                     "or rubric_targets.issue_tree")


# What a reward needs from an example besides the completion, read as the reward reads it (ValueError when
# it is missing): a run leaves out the examples its rewards cannot score rather than fail inside the trainer.
REFERENCE_READERS: dict[str, Callable[[dict, str | None], Any]] = {
    "compensation": reference_amount,
    "sentencing": gold_interval,
    "issue_tree": issue_tree_of,
}


def missing_reference(reward_names: Sequence[str], record: dict) -> str | None:
    """Why these rewards cannot score a dataset record (training.data.grpo_records), or None when they can."""
    targets = json.loads(record.get("rubric_targets") or "{}")
    for name in reward_names:
        reader = REFERENCE_READERS.get(name)
        if reader is None:
            continue
        try:
            reader(targets, record.get("reference"))
        except ValueError as exc:
            return f"{name}: {exc}"
    return None


@register("issue_tree")
def _issue_tree(judge: IssueJudge | dict | str = "llm") -> RewardFunc:
    """Reward = LEGIT score / 10, in [0, 1]; an unreadable judge verdict scores 0.
    judge: "llm" (the served model), a dict of Settings fields for another LLM backend, "keyword" (trees
    annotated with keywords), or a judge object."""
    from training.judges import KeywordIssueJudge

    issue_judge = judge if hasattr(judge, "judge") else (KeywordIssueJudge() if judge == "keyword" else None)

    def reward(completions, **kwargs) -> list[float]:
        nonlocal issue_judge
        if issue_judge is None:
            issue_judge = judge_from_settings(judge if isinstance(judge, dict) else None, "issue")
        texts = _texts(completions)
        references = kwargs.get("reference") or [None] * len(texts)
        scores = []
        for text, targets, ref in zip(texts, _targets(kwargs, len(texts)), references, strict=True):
            score = legit_score(text, issue_tree_of(targets, ref), issue_judge)
            scores.append((score or 0.0) / 10.0)
        return scores

    return reward


# ------------------------------------------------------------------ learned preference reward


@register("preference")
def _preference(model: str | None = None, run: str | None = None, scorer=None, max_length: int = 1024) -> RewardFunc:
    """Score of a reward model trained with trl's RewardTrainer on exported preference pairs
    (recipe reward_model.yaml): the raw logit of the sequence classifier for prompt + completion.
    `run` names a registry run; `model` a folder holding the reward model (or its LoRA adapter)."""
    rm = scorer

    def reward(completions, prompts=None, **kwargs) -> list[float]:
        nonlocal rm
        if rm is None:
            from training.modeling import RewardModelScorer

            rm = RewardModelScorer.from_run_or_path(run=run, path=model, max_length=max_length)
        texts = _texts(completions)
        if prompts is None:
            raise ValueError("the preference reward needs the prompts")
        return rm.score(list(prompts), texts)

    return reward
