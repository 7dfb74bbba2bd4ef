"""Compensation engine: exact, itemised amounts with their legal sources.

Scenarios: economic compensation (劳动合同法), work-injury benefits (工伤保险条例), road-traffic
accident compensation (道路交通安全法 第七十六条 and the compulsory-insurance limits), and the total
amount of a criminal judgment (LawBench 3-7).
"""

from backend.compensation.engine import compensate, compensate_params, extract_params, step_lines, to_think_boxed

__all__ = ["compensate", "compensate_params", "extract_params", "step_lines", "to_think_boxed"]
