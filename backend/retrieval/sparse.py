"""BM25 over a sparse matrix (bm25s), persisted with the corpus fingerprint it was built from.

bm25s stores, for every token, the BM25 contribution it makes to every document containing it (a CSC
matrix). A query's scores are then a weighted sum of a few columns: one `np.bincount`, no Python loop
over documents, which is what makes a query over 26k articles take about a millisecond.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path

import bm25s
import numpy as np
from tqdm import tqdm

from backend.retrieval.tokenize import tokenize, tokenize_article


class SparseIndex:
    def __init__(self, bm25: bm25s.BM25, fingerprint: str):
        self._bm25 = bm25
        self._vocab: dict[str, int] = bm25.vocab_dict
        self.fingerprint = fingerprint
        matrix = bm25.scores
        self._data: np.ndarray = matrix["data"]
        self._indices: np.ndarray = matrix["indices"]
        self._indptr: np.ndarray = matrix["indptr"]
        self.num_docs = int(matrix["num_docs"])

    @classmethod
    def build(cls, texts: list[str], fingerprint: str, progress: bool = True,
              desc: str = "building search index") -> SparseIndex:
        tokens = (tokenize_article(text) for text in tqdm(texts, desc=desc, unit="doc", disable=not progress))
        return cls.from_tokens(tokens, fingerprint)

    @classmethod
    def from_tokens(cls, documents: Iterable[list[str]], fingerprint: str) -> SparseIndex:
        vocab: dict[str, int] = {}
        ids = [[vocab.setdefault(token, len(vocab)) for token in doc] for doc in documents]
        bm25 = bm25s.BM25()
        bm25.index(bm25s.tokenization.Tokenized(ids=ids, vocab=vocab), show_progress=False)
        return cls(bm25, fingerprint)

    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self._bm25.save(str(folder))
        (folder / "fingerprint.json").write_text(json.dumps({"fingerprint": self.fingerprint}))

    @classmethod
    def load(cls, folder: Path) -> SparseIndex | None:
        meta = folder / "fingerprint.json"
        if not meta.exists():
            return None
        return cls(bm25s.BM25.load(str(folder)), json.loads(meta.read_text())["fingerprint"])

    def knows(self, token: str) -> bool:
        token_id = self._vocab.get(token)
        return token_id is not None and token_id < len(self._indptr) - 1

    def scores(self, query: str) -> np.ndarray:
        return self.weighted_scores(Counter(tokenize(query)))

    def weighted_scores(self, weights: Mapping[str, float]) -> np.ndarray:
        """Sum over query tokens of weight × the token's BM25 contribution to each document."""
        rows: list[np.ndarray] = []
        values: list[np.ndarray] = []
        for token, weight in weights.items():
            token_id = self._vocab.get(token)
            if token_id is None or token_id >= len(self._indptr) - 1 or weight == 0:
                continue
            start, end = self._indptr[token_id], self._indptr[token_id + 1]
            rows.append(self._indices[start:end])
            values.append(self._data[start:end] * np.float32(weight))
        if not rows:
            return np.zeros(self.num_docs, dtype=np.float32)
        return np.bincount(np.concatenate(rows), weights=np.concatenate(values),
                           minlength=self.num_docs).astype(np.float32)

    def documents(self, token: str) -> np.ndarray:
        """Positions of the documents holding the token."""
        token_id = self._vocab.get(token)
        if token_id is None or token_id >= len(self._indptr) - 1:
            return np.zeros(0, dtype=self._indices.dtype)
        return self._indices[self._indptr[token_id]:self._indptr[token_id + 1]]

    def words_holding(self) -> dict[str, list[str]]:
        """Each character -> the indexed tokens of two or more characters that hold it."""
        holding: dict[str, list[str]] = {}
        for token, token_id in self._vocab.items():
            if len(token) > 1 and token_id < len(self._indptr) - 1:
                for char in set(token):
                    holding.setdefault(char, []).append(token)
        return holding

    def document_frequency(self, token: str) -> int:
        token_id = self._vocab.get(token)
        if token_id is None or token_id >= len(self._indptr) - 1:
            return 0
        return int(self._indptr[token_id + 1] - self._indptr[token_id])


def top_k(scores: np.ndarray, k: int) -> list[tuple[int, float]]:
    """Indices and scores of the k best positive scores, best first."""
    k = min(k, int(np.count_nonzero(scores > 0)))
    if k <= 0:
        return []
    best = np.argpartition(-scores, k - 1)[:k]
    best = best[np.argsort(-scores[best], kind="stable")]
    return [(int(i), float(scores[i])) for i in best]
