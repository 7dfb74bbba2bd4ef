"""Tree-structured retrieval (SyLeR §3.3): statutes are the first layer, precedent cases their children.

Edges: a case is linked to every statute article its text cites (《劳动合同法》第四十七条); a case that cites
none is linked to its most similar statute article. At query time the K_L best statutes are taken and,
under each, the K_C cases most similar to the question. Following the paper, a statute with fewer than
`min_cases` linked cases is supplemented with the cases of the statutes most similar to it.

Similarity here is BM25 over the same tokens as the statute search (the paper uses BGE embeddings; the
bundled embedding model is English-only, see dense.py).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from tqdm import tqdm

from backend.retrieval.sparse import top_k

LINK_CITATION = "citation"
LINK_SIMILARITY = "similarity"
LINK_SUPPLEMENT = "supplement"
SIMILARITY_QUERY_TOKENS = 400  # a judgment can be long; its opening states the facts and the dispute


@dataclass
class CaseTree:
    fingerprint: str
    children: dict[int, dict[int, str]] = field(default_factory=dict)  # statute pos -> {case pos: link}
    _supplemented: dict[int, dict[int, str]] = field(default_factory=dict)

    @property
    def cases(self) -> int:
        return len({case for kids in self.children.values() for case in kids})

    @classmethod
    def build(cls, fingerprint: str, case_positions: list[int], case_text: Callable[[int], str],
              cited_statutes: Callable[[str], list[int]], most_similar_statute: Callable[[str], int | None],
              progress: bool = True) -> CaseTree:
        tree = cls(fingerprint)
        for case in tqdm(case_positions, desc="linking cases to statutes", unit="case", disable=not progress):
            text = case_text(case)
            statutes = cited_statutes(text)
            link = LINK_CITATION
            if not statutes:
                best = most_similar_statute(text)
                statutes = [best] if best is not None else []
                link = LINK_SIMILARITY
            for statute in statutes:
                tree.children.setdefault(statute, {})[case] = link
        return tree

    def candidates(self, statute: int, similar_statutes: Callable[[int], list[int]], min_cases: int) -> dict[int, str]:
        """The statute's cases, supplemented from the most similar statutes when it has too few."""
        own = self.children.get(statute, {})
        if len(own) >= min_cases:
            return own
        if statute not in self._supplemented:
            pool = dict(own)
            for neighbour in similar_statutes(statute):
                for case in self.children.get(neighbour, {}):
                    pool.setdefault(case, LINK_SUPPLEMENT)
                if len(pool) >= min_cases:
                    break
            self._supplemented[statute] = pool
        return self._supplemented[statute]

    def best_cases(self, statute: int, question_scores: np.ndarray, k: int,
                   similar_statutes: Callable[[int], list[int]], min_cases: int) -> list[tuple[int, float, str]]:
        pool = self.candidates(statute, similar_statutes, min_cases)
        if not pool or k <= 0:
            return []
        positions = np.fromiter(pool, dtype=np.int64, count=len(pool))
        # a borrowed case must share something with the question; the statute's own cases always qualify
        ranked = sorted(((case, score) for case, score in zip(positions.tolist(), question_scores[positions].tolist(),
                                                              strict=True)
                         if score > 0 or pool[case] != LINK_SUPPLEMENT), key=lambda item: -item[1])
        return [(case, score, pool[case]) for case, score in ranked[:k]]

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        data = {"fingerprint": self.fingerprint,
                "children": {str(s): {str(c): link for c, link in kids.items()} for s, kids in self.children.items()}}
        path.write_text(json.dumps(data))

    @classmethod
    def load(cls, path: Path) -> CaseTree | None:
        if not path.exists():
            return None
        data = json.loads(path.read_text())
        children = {int(s): {int(c): link for c, link in kids.items()} for s, kids in data["children"].items()}
        return cls(data["fingerprint"], children)


def statutes_with_cases_ranked(scores: np.ndarray, statute_positions: np.ndarray, exclude: int,
                               limit: int = 20) -> list[int]:
    """Positions of the statutes (among those having cases) most similar by `scores`, best first."""
    masked = np.zeros_like(scores)
    masked[statute_positions] = scores[statute_positions]
    masked[exclude] = 0.0
    return [position for position, _ in top_k(masked, limit)]
