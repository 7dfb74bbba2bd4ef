"""Rule-based extraction of calculation parameters from a question in Chinese.

The rules read what a question states and nothing else: a figure that is not in the text stays None,
and the calculator then lists it under `missing`. The user sees the extracted parameters and can
correct them before the calculation.
"""

from __future__ import annotations

from backend.compensation.extract.economic import extract_economic
from backend.compensation.extract.personal_injury import extract_personal_injury
from backend.compensation.extract.scenario import detect_scenario
from backend.compensation.extract.traffic import extract_traffic
from backend.compensation.extract.work_injury import extract_work_injury
from backend.compensation.params import EconomicParams, PersonalInjuryParams, TrafficParams, WorkInjuryParams
from backend.compensation.reference import Reference

__all__ = ["detect_scenario", "extract", "extract_economic", "extract_personal_injury", "extract_traffic", "extract_work_injury"]


def extract(
    question: str, scenario: str, reference: Reference
) -> EconomicParams | WorkInjuryParams | TrafficParams | PersonalInjuryParams:
    if scenario == "economic":
        return extract_economic(question, reference)
    if scenario == "work_injury":
        return extract_work_injury(question, reference)
    if scenario == "traffic":
        return extract_traffic(question, reference)
    if scenario == "personal_injury":
        return extract_personal_injury(question, reference)
    raise ValueError(f"未知场景：{scenario!r}")
