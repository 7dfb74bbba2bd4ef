"""What a calculator returns: the amount, every step with its legal source, and what is missing."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from backend.compensation.money import format_yuan, to_cents


@dataclass
class Step:
    description: str
    amount: Decimal | None
    source: str

    def to_dict(self) -> dict[str, Any]:
        return {
            "description": self.description,
            "amount": float(to_cents(self.amount)) if self.amount is not None else None,
            "source": self.source,
        }


@dataclass
class Calculation:
    scenario: str
    amount: Decimal | None = None
    steps: list[Step] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    elements: dict[str, Any] = field(default_factory=dict)
    # a question asking one loss item by name: the item (`amount` is its figure) and what the claim as a whole comes to
    # (None where a fact the whole needs is missing)
    answered_item: str | None = None
    whole_amount: Decimal | None = None

    def add(self, description: str, amount: Decimal | None, source: str) -> Decimal | None:
        """Record a step; amounts are rounded to the cent at every step, as a hand calculation would be."""
        rounded = to_cents(amount) if amount is not None else None
        self.steps.append(Step(description, rounded, source))
        return rounded

    def deduct_paid(self, total: Decimal, paid: Decimal | None) -> Decimal:
        """What is still owed once `paid` is taken off; never below nothing (an overpayment is a note)."""
        if not paid:
            return total
        owed = max(total - paid, Decimal(0))
        if paid > total:
            self.notes.append(f"已支付的 {format_yuan(paid)} 超过应付的 {format_yuan(total)}，无需再支付。")
        rounded = self.add(f"扣除已支付的 {format_yuan(paid)}，还应支付 {format_yuan(owed)}", owed, "已支付部分不重复支付")
        assert rounded is not None
        return rounded

    def need(self, what: str) -> None:
        if what not in self.missing:
            self.missing.append(what)
