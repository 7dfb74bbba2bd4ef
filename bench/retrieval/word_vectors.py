"""Distributional word vectors built from the statute corpus itself: a model of meaning without a download.

No Chinese embedding model can be installed offline, so the vectors are learned here from the statute corpus's
jieba tokens, the ones the BM25 index uses (LSA-style, Levy & Goldberg's PPMI + SVD recipe):

1. co-occurrence counts of tokens within `window` positions of each other in every article (weight 1/distance);
2. optional bridges: the words of labelled questions co-occur with every word of the article they cited
   (the query model's article term bags, counts only), which places colloquial words ("老公", "房东") that
   statutes never use near the legal words of the articles they were asked about;
3. positive PMI with context-distribution smoothing (alpha 0.75), truncated SVD, rows scaled by S^0.5.

A text (query or article) is the idf- and log-tf-weighted sum of its words' unit vectors, normalised;
similarity is the cosine. bench/retrieval/ideas.py measures it as a channel fused with the default ranking;
it is an experiment, not shipped (the gain stayed within noise: BENCHMARKS.md, Retrieval, third round).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

import numpy as np
import scipy.sparse as sp
from sklearn.utils.extmath import randomized_svd

Bridge = tuple[Mapping[str, float], Sequence[str]]  # (question words with weights, the cited article's tokens)


class WordVectors:
    def __init__(self, vocab: dict[str, int], vectors: np.ndarray, idf: np.ndarray):
        if vectors.shape[0] != len(vocab) or idf.shape != (len(vocab),):
            raise ValueError("word vectors: vocab, vectors and idf must have one row per word")
        self.vocab = vocab
        self.vectors = vectors
        self.idf = idf

    @property
    def dims(self) -> int:
        return int(self.vectors.shape[1])

    @classmethod
    def fit(cls, documents: Sequence[Sequence[str]], bridges: Iterable[Bridge] = (), window: int = 5,
            dims: int = 300, bridge_weight: float = 0.2, context_smoothing: float = 0.75,
            seed: int = 0) -> WordVectors:
        """Learn vectors from tokenised documents (the articles) and optional question -> article bridges."""
        if window < 1 or dims < 1:
            raise ValueError("window and dims must be >= 1")
        bridges = list(bridges)
        vocab: dict[str, int] = {}
        for document in documents:
            for token in document:
                vocab.setdefault(token, len(vocab))
        for words, _ in bridges:
            for token in words:
                vocab.setdefault(token, len(vocab))
        size = len(vocab)
        if size < 2:
            raise ValueError("word vectors need documents with at least two distinct tokens")
        rows: list[np.ndarray] = []
        cols: list[np.ndarray] = []
        values: list[np.ndarray] = []
        frequency = np.zeros(size, dtype=np.float64)  # documents containing the word, for the idf
        for document in documents:
            ids = np.fromiter((vocab[t] for t in document), dtype=np.int64, count=len(document))
            frequency[np.unique(ids)] += 1
            for distance in range(1, min(window, len(ids) - 1) + 1):
                weight = np.full(len(ids) - distance, 1.0 / distance, dtype=np.float32)
                rows += [ids[:-distance], ids[distance:]]
                cols += [ids[distance:], ids[:-distance]]
                values += [weight, weight]
        for words, article in bridges:
            targets = np.unique(np.fromiter((vocab[t] for t in article if t in vocab), dtype=np.int64))
            for word, count in words.items():
                if count > 0 and targets.size:
                    source = np.full(targets.size, vocab[word], dtype=np.int64)
                    weight = np.full(targets.size, bridge_weight * count, dtype=np.float32)
                    rows += [source, targets]
                    cols += [targets, source]
                    values += [weight, weight]
        if not rows:
            raise ValueError("word vectors need documents longer than one token")
        counts = sp.coo_matrix((np.concatenate(values), (np.concatenate(rows), np.concatenate(cols))),
                               shape=(size, size)).tocsr()
        vectors = _ppmi_svd(counts, dims, context_smoothing, seed)
        idf = np.log((len(documents) + 1) / (frequency + 1)).astype(np.float32)
        return cls(vocab, vectors, idf)

    def embed(self, tokens: Iterable[str]) -> np.ndarray:
        """The unit vector of a text (zeros when no word is known)."""
        counts = Counter(t for t in tokens if t in self.vocab)
        out = np.zeros(self.dims, dtype=np.float32)
        for token, count in counts.items():
            index = self.vocab[token]
            out += np.float32(np.log1p(count) * self.idf[index]) * self.vectors[index]
        norm = float(np.linalg.norm(out))
        return out / norm if norm > 0 else out

    def embed_many(self, documents: Iterable[Iterable[str]]) -> np.ndarray:
        """Unit vectors of many texts at once (one sparse product instead of a loop per word)."""
        rows, cols, values = [], [], []
        count = 0
        for row, document in enumerate(documents):
            count += 1
            for token, n in Counter(t for t in document if t in self.vocab).items():
                index = self.vocab[token]
                rows.append(row)
                cols.append(index)
                values.append(np.log1p(n) * self.idf[index])
        weights = sp.csr_matrix((np.array(values, dtype=np.float32), (rows, cols)), shape=(count, len(self.vocab)))
        out = np.asarray(weights @ self.vectors, dtype=np.float32)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return np.divide(out, norms, out=np.zeros_like(out), where=norms > 0)


def _ppmi_svd(counts: sp.csr_matrix, dims: int, smoothing: float, seed: int) -> np.ndarray:
    """Unit word vectors: truncated SVD of the positive PMI matrix, rows U * S^0.5."""
    total = float(counts.sum())
    word_mass = np.asarray(counts.sum(axis=1)).ravel()
    # smoothed context distribution: rare contexts get less extreme PMI (Levy et al. 2015)
    context_mass = np.asarray(counts.sum(axis=0)).ravel() ** smoothing
    context_mass = context_mass / context_mass.sum() * total
    coo = counts.tocoo()
    pmi = np.log(coo.data * total / (word_mass[coo.row] * context_mass[coo.col]))
    keep = pmi > 0
    ppmi = sp.csr_matrix((pmi[keep].astype(np.float32), (coo.row[keep], coo.col[keep])), shape=counts.shape)
    dims = min(dims, min(ppmi.shape) - 1)
    u, s, _ = randomized_svd(ppmi, dims, n_iter=4, random_state=seed)
    vectors = (u * np.sqrt(s)).astype(np.float32)
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return np.divide(vectors, norms, out=np.zeros_like(vectors), where=norms > 0)
