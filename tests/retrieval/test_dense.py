import numpy as np
import pytest

from backend.retrieval.dense import DenseIndex, Encoder, bundled_embedding_model


@pytest.mark.parametrize("kind", ["flat", "hnsw"])
def test_dense_index_finds_the_nearest_vector_and_persists(kind, tmp_path):
    rng = np.random.default_rng(0)
    vectors = rng.normal(size=(500, 32)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    index = DenseIndex.build(vectors, kind, "model", "fp")
    assert index.search(vectors[123], 3)[0][0] == 123
    index.save(tmp_path)
    loaded = DenseIndex.load(tmp_path)
    assert loaded is not None and loaded.kind == kind and loaded.search(vectors[7], 1)[0][0] == 7


def test_unknown_index_kind_is_refused():
    with pytest.raises(ValueError, match="flat' or 'hnsw"):
        DenseIndex.build(np.zeros((1, 4), np.float32), "ivf", "m", "fp")


def test_missing_model_folder_is_a_clear_error(tmp_path):
    with pytest.raises(ValueError, match="not found"):
        Encoder(str(tmp_path / "nothing"))


@pytest.mark.skipif(not bundled_embedding_model(), reason="bundled MiniLM not installed")
def test_bundled_minilm_retrieves_english_paraphrases():
    encoder = Encoder()
    texts = ["The employer must pay severance when it terminates the contract.",
             "A tenant may sublet the flat with the landlord's consent.",
             "Theft of a large amount is punished by up to three years in prison."]
    index = DenseIndex.build(encoder.encode(texts), "flat", encoder.model_path, "fp")
    query = encoder.encode(["My boss fired me, do I get compensation?"])[0]
    assert index.search(query, 1)[0][0] == 0
