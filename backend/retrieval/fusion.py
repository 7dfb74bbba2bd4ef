"""Combining retrieval channels: reciprocal-rank fusion, and the hook for a cross-encoder reranker."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

RRF_K = 60  # the constant of Cormack et al. (2009): damps the weight of the very first ranks


def reciprocal_rank_fusion(rankings: Sequence[Sequence[int]]) -> list[tuple[int, float]]:
    """Fuse ranked id lists: score(d) = Σ 1 / (RRF_K + rank_i(d)); best first, ties by first appearance."""
    fused: dict[int, float] = {}
    for ranking in rankings:
        for rank, doc in enumerate(ranking, 1):
            fused[doc] = fused.get(doc, 0.0) + 1 / (RRF_K + rank)
    return sorted(fused.items(), key=lambda item: -item[1])


class Reranker(Protocol):
    """Re-scores (query, passage) pairs; higher is more relevant. A cross-encoder is the usual one."""

    def score(self, query: str, passages: Sequence[str]) -> list[float]: ...


class CrossEncoderReranker:
    """sentence-transformers CrossEncoder from a local folder (none ships with LexLoop: set a path)."""

    def __init__(self, model_path: str):
        from sentence_transformers import CrossEncoder

        self.model = CrossEncoder(model_path, device="cpu")

    def score(self, query: str, passages: Sequence[str]) -> list[float]:
        return [float(s) for s in self.model.predict([(query, p) for p in passages])]
