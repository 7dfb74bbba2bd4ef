"""What a calculator returns: the amount, every step with its legal source, and what is missing."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any

from backend.compensation.money import to_cents


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

    def add(self, description: str, amount: Decimal | None, source: str) -> Decimal | None:
        """Record a step; amounts are rounded to the cent at every step, as a hand calculation would be."""
        rounded = to_cents(amount) if amount is not None else None
        self.steps.append(Step(description, rounded, source))
        return rounded

    def need(self, what: str) -> None:
        if what not in self.missing:
            self.missing.append(what)
