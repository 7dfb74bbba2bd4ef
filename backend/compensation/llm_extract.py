"""LLM JSON extraction, used only when the caller says the model is capable.

The model's JSON fills parameters the rules left empty; every value is validated by the same typed
conversion as user input, and a value that fails is dropped (and reported), never trusted.
"""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any, Protocol

from backend.compensation.params import AGE_AT_MOST, PARAM_CLASSES, EconomicParams, dataclass_from_dict
from backend.compensation.reference import Reference, get_reference

# the termination reasons are filled in from the loaded Reference (an operator's labour.yaml included)
_REASONS_PLACEHOLDER = "{termination_reasons}"

_FIELD_HINTS = {
    "economic": {
        "monthly_wage": "解除或终止前12个月平均月工资（元）",
        "yearly_pay": "按年发放、未计入月工资的提成或奖金（元/年），如年终奖",
        "start_date": "入职日期 YYYY-MM-DD",
        "end_date": "最后工作日/解除日期 YYYY-MM-DD",
        "service_months": "未给日期时的工作月数",
        "termination_reason": _REASONS_PLACEHOLDER,
        "contract_ended": "劳动合同是否已经解除或终止 true/false（劳动者说仍在职、还没离职为 false）",
        "local_avg_monthly_wage": "当地上年度职工月平均工资（元）",
        "notice_given": "是否提前三十日书面通知 true/false",
    },
    "work_injury": {
        "own_wage": "受伤前12个月平均月缴费工资（元）",
        "local_avg_monthly_wage": "统筹地区上年度职工月平均工资（元）",
        "grade": "伤残等级 1-10",
        "suspension_months": "停工留薪期月数",
        "death": "是否因工死亡 true/false",
        "death_date": "死亡日期 YYYY-MM-DD",
        "died_during_suspension": "一至四级伤残职工是否在停工留薪期内死亡 true/false",
        "disposable_income": "上一年度全国城镇居民人均可支配收入（元）",
        "employer_insured": "用人单位是否参加工伤保险 true/false",
    },
    "traffic": {
        "accident_date": "事故日期 YYYY-MM-DD",
        "liability": "机动车一方责任：全部责任|主要责任|同等责任|次要责任|无责任|有责任（有责但程度未写明）",
        "liability_ratio": "机动车一方责任比例 0-1",
        "victim_is_pedestrian": "受害人是否行人或非机动车 true/false",
        "commercial_limit": "商业三者险保险金额（元）",
        "victim_died": "受害人是否死亡 true/false",
        "victim_age": "受害人死亡或定残时的年龄（岁）",
        "disability_grade": "受害人伤残等级 1-10",
        "local_disposable_income": "当地上一年度城镇居民人均可支配收入（元）",
    },
}


# a road accident's one victim's facts, empty where several victims each have their own (victims_facts)
SINGLE_VICTIM_FACTS = ("victim_died", "victim_age", "disability_grade")
# a worker still in the job (contract_ended false) has no ending's ground or last day: the calculator refuses them together
ENDING_FIELDS = ("contract_ended", "termination_reason", "end_date", "dismissed_in_probation")


def _still_employed_contradicted(params: Any) -> bool:
    return isinstance(params, EconomicParams) and params.contract_ended is False and bool(
        params.termination_reason or params.end_date or params.dismissed_in_probation
    )


def field_hints(scenario: str, reference: Reference) -> dict[str, str]:
    """The fields the model may fill for `scenario`, with the reasons the calculator knows (as the reference
    names them)."""
    reasons = "|".join(reference.labour["termination_reasons"])
    return {name: hint.replace(_REASONS_PLACEHOLDER, reasons) for name, hint in _FIELD_HINTS.get(scenario, {}).items()}


class TextGenerator(Protocol):
    def generate(self, messages: list[dict], max_new_tokens: int) -> str: ...


def build_messages(question: str, scenario: str, reference: Reference | None = None) -> list[dict]:
    hints = field_hints(scenario, reference or get_reference())
    fields = "\n".join(f'- "{name}": {hint}' for name, hint in hints.items())
    return [
        {
            "role": "system",
            "content": "你从法律问题中抽取计算参数。只输出一个JSON对象；题目没有写明的字段不要输出，不要猜测。",
        },
        {"role": "user", "content": f"字段：\n{fields}\n\n问题：{question}\n\nJSON："},
    ]


def parse_json_object(output: str) -> dict[str, Any]:
    match = re.search(r"\{.*\}", output, re.S)
    if not match:
        return {}
    try:
        value = json.loads(match.group())
    except json.JSONDecodeError:
        return {}
    return value if isinstance(value, dict) else {}


def _plausible(name: str, value: Any, hint: str) -> bool:
    """Enumerated fields must take one of their options; numbers must be in range."""
    if "|" in hint and isinstance(value, str):
        return value in hint.split("：")[-1].split("|")
    if name in ("grade", "disability_grade"):
        return 1 <= value <= 10
    if name == "victim_age":
        return 0 <= value <= AGE_AT_MOST
    if name == "liability_ratio":
        return 0 <= value <= 1
    if name.endswith(("wage", "income", "limit")) or name == "service_months":
        return value >= 0
    return True


def llm_fill(
    params: Any, question: str, scenario: str, llm: TextGenerator, max_new_tokens: int = 256, reference: Reference | None = None
) -> tuple[list[str], list[str]]:
    """Fill empty fields of `params` in place from the model's JSON. Returns (filled, rejected) field names."""
    if scenario not in _FIELD_HINTS:
        return [], []
    reference = reference or get_reference()
    hints = field_hints(scenario, reference)
    proposal = parse_json_object(llm.generate(build_messages(question, scenario, reference), max_new_tokens))
    cls = PARAM_CLASSES[scenario]
    allowed = set(hints)
    filled, rejected = [], []
    for name, value in proposal.items():
        if name not in allowed or value is None or getattr(params, name) not in (None, [], {}):
            continue
        if name in SINGLE_VICTIM_FACTS and getattr(params, "victims_facts", None):
            continue  # each of several victims has their own facts: the one victim's fields stay empty
        try:
            converted = getattr(dataclass_from_dict(cls, {name: value}), name)
        except ValueError:
            rejected.append(name)
            continue
        if not _plausible(name, converted, hints[name]):
            rejected.append(name)
            continue
        setattr(params, name, converted)
        filled.append(name)
    if _still_employed_contradicted(params):
        # the model's part of the contradiction is dropped, what the rules read is kept
        for name in [name for name in ENDING_FIELDS if name in filled]:
            setattr(params, name, None)
            filled.remove(name)
            rejected.append(name)
    assert dataclasses.is_dataclass(params)
    return filled, rejected
