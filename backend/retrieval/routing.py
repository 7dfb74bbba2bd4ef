"""Multi-source routing (MSR² §3.3): an explicit source tag, or a router learned from the corpus.

Tags follow MSR²'s action-space routing: `<statute>…</statute>`, `<guideline>…`, optionally inside
`<search>…</search>`. Without a tag, a multinomial naive Bayes router over the query's words picks the
source(s): it is learned when the retriever opens, from the text of each source in the corpus itself
(no labels needed), so it adapts to whatever sources a deployment has imported.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from annotation.rubrics import QUOTED_CHARS, quoted
from backend.corpus.models import SourceKind
from backend.retrieval.tokenize import tokenize

# the one table of source tags (with the other names models write): MSR²'s routed searches in the engine
# (backend.sentencing.msr2) and in GRPO rollouts read it too
TAGS: dict[str, SourceKind] = {
    "statute": SourceKind.statute,
    "law": SourceKind.statute,
    "regulation": SourceKind.regulation,
    "interpretation": SourceKind.judicial_interpretation,
    "judicial_interpretation": SourceKind.judicial_interpretation,
    "guideline": SourceKind.guideline,
    "precedent": SourceKind.case,
    "case": SourceKind.case,
    "book": SourceKind.book,
}
_TAG = re.compile(r"</?\s*([a-z_]+)\s*>", re.IGNORECASE)


@dataclass(frozen=True)
class Route:
    query: str  # the query with its tags removed
    sources: tuple[SourceKind, ...]
    how: str  # "tag" or "router"


def parse_tags(query: str, strict: bool = True) -> tuple[str, list[SourceKind]]:
    """('<search><guideline>盗窃 数额较大</guideline></search>') -> ('盗窃 数额较大', [guideline]).

    strict: an unknown tag is an error (a routed query); otherwise it is left in the text as written.
    """
    sources: list[SourceKind] = []

    def strip(match: re.Match) -> str:
        name = match.group(1).lower()
        if name in TAGS:
            if TAGS[name] not in sources:
                sources.append(TAGS[name])
            return " "
        if name == "search":
            return " "
        if strict:
            # a refusal repeats a caller's value cut (README): a pasted page is no tag
            tag = f"<{name}>" if len(name) <= QUOTED_CHARS else quoted(f"<{name}>")
            raise ValueError(f"unknown source tag {tag}: use one of {', '.join(sorted(TAGS))}")
        return match.group(0)

    return _TAG.sub(strip, query).strip(), sources


class SourceRouter:
    """P(source | query words) by multinomial naive Bayes with add-one smoothing."""

    def __init__(self, term_counts: dict[SourceKind, Counter[str]], priors: dict[SourceKind, float]):
        self.term_counts = term_counts
        self.totals = {source: sum(counts.values()) for source, counts in term_counts.items()}
        self.vocabulary = len({t for counts in term_counts.values() for t in counts}) or 1
        self.log_priors = {source: math.log(p) for source, p in priors.items() if p > 0}

    @classmethod
    def fit(cls, documents: Iterable[tuple[SourceKind, list[str]]],
            prior: Literal["uniform", "size"] = "uniform") -> SourceRouter:
        """prior: uniform (a large statute corpus must not drown the few guidelines a user asks about) or
        size (each source as likely as its share of the training documents)."""
        counts: dict[SourceKind, Counter[str]] = {}
        documents_per_source: Counter[SourceKind] = Counter()
        for source, tokens in documents:
            counts.setdefault(source, Counter()).update(tokens)
            documents_per_source[source] += 1
        total = sum(documents_per_source.values())
        if prior == "uniform":
            priors = {source: 1.0 / len(counts) for source in counts}
        else:
            priors = {source: n / total for source, n in documents_per_source.items()}
        return cls(counts, priors)

    @property
    def sources(self) -> list[SourceKind]:
        return list(self.term_counts)

    def posterior(self, query: str) -> dict[SourceKind, float]:
        tokens = tokenize(query)
        logs = {}
        for source, counts in self.term_counts.items():
            denominator = self.totals[source] + self.vocabulary
            logs[source] = self.log_priors[source] + sum(math.log((counts[t] + 1) / denominator) for t in tokens)
        if not logs:
            return {}
        top = max(logs.values())
        exp = {source: math.exp(value - top) for source, value in logs.items()}
        total = sum(exp.values())
        return {source: value / total for source, value in sorted(exp.items(), key=lambda kv: -kv[1])}

    def route(self, query: str, max_sources: int = 1, min_probability: float = 0.2) -> list[SourceKind]:
        ranked = [(s, p) for s, p in self.posterior(query).items()]
        chosen = [s for s, p in ranked[:max_sources] if p >= min_probability]
        return chosen or [SourceKind.statute]
