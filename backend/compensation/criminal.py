"""Total amount involved in a criminal judgment (LawBench 3-7): the sum of the amounts of each count."""

from __future__ import annotations

from decimal import Decimal

from backend.compensation.money import format_yuan
from backend.compensation.params import CriminalAmountParams
from backend.compensation.result import Calculation

SOURCE_ITEM = "判决书认定的事实"
SOURCE_TOTAL = "判决书认定的合计数额"


class CriminalAmountCalculator:
    def calculate(self, params: CriminalAmountParams) -> Calculation:
        calc = Calculation(scenario="criminal_amount")
        for item in params.items:
            if item.amount < 0:
                raise ValueError(f"犯罪金额不能为负数：{item.description} {item.amount}")
            calc.add(item.description, item.amount, SOURCE_ITEM)
        items_sum = sum((item.amount for item in params.items), Decimal(0))
        if params.stated_total is not None:
            if params.items and items_sum != params.stated_total:
                calc.notes.append(f"逐项相加为 {format_yuan(items_sum)}，与判决书认定的合计数额不同；以判决书的合计为准。")
            calc.amount = calc.add(f"犯罪金额合计（判决书认定）{format_yuan(params.stated_total)}", params.stated_total, SOURCE_TOTAL)
        elif params.items:
            listing = " + ".join(format_yuan(item.amount) for item in params.items)
            calc.amount = calc.add(f"犯罪金额合计 = {listing}" if len(params.items) > 1 else "犯罪金额合计", items_sum, SOURCE_ITEM)
        else:
            calc.need("各起犯罪事实涉及的金额")
        calc.elements = {"counts": len(params.items), "amount": calc.amount}
        return calc
