import numpy as np
import pytest

from bench.retrieval.word_vectors import WordVectors

LABOUR = "劳动 合同 解除 补偿 工资 用人单位 劳动者 加班".split()
MARRIAGE = "婚姻 离婚 配偶 子女 抚养 财产 夫妻 登记".split()


def corpus(seed: int = 0, per_topic: int = 40, length: int = 12) -> list[list[str]]:
    """Articles that each speak of one topic: words of a topic co-occur, words of two topics never do."""
    rng = np.random.default_rng(seed)
    return [list(rng.choice(words, length)) for words in (LABOUR, MARRIAGE) for _ in range(per_topic)]


def cosine(vectors: WordVectors, a: str, b: str) -> float:
    return float(vectors.vectors[vectors.vocab[a]] @ vectors.vectors[vectors.vocab[b]])


def test_words_of_one_topic_are_nearer_than_words_of_two():
    vectors = WordVectors.fit(corpus(), dims=4)
    assert cosine(vectors, "解除", "补偿") > cosine(vectors, "解除", "离婚") + 0.3
    # every marriage word is nearer to 离婚 than every labour word
    assert min(cosine(vectors, "离婚", w) for w in MARRIAGE if w != "离婚") > max(cosine(vectors, "离婚", w) for w in LABOUR)


def test_a_bridge_places_a_colloquial_word_next_to_the_articles_it_was_asked_about():
    articles = corpus()
    # "老公" never occurs in an article; two labelled questions used it and cited marriage articles
    bridges = [({"老公": 1.0}, articles[-1]), ({"老公": 2.0}, articles[-2])]
    vectors = WordVectors.fit(articles, bridges, dims=4, bridge_weight=1.0)
    assert cosine(vectors, "老公", "离婚") > cosine(vectors, "老公", "工资") + 0.3
    without = WordVectors.fit(articles, dims=4)
    assert "老公" not in without.vocab


def test_embeddings_are_unit_vectors_and_match_one_by_one_and_in_bulk():
    vectors = WordVectors.fit(corpus(), dims=4)
    texts = [["离婚", "财产", "离婚"], ["工资", "加班"], ["没见过的词"]]
    bulk = vectors.embed_many(texts)
    assert bulk.shape == (3, 4)
    assert np.allclose(np.linalg.norm(bulk[:2], axis=1), 1.0, atol=1e-5)
    assert not bulk[2].any()  # no known word: a zero vector, not NaN
    assert np.allclose(bulk[0], vectors.embed(texts[0]), atol=1e-5)
    query = vectors.embed(["夫妻", "抚养"])
    assert query @ bulk[0] > query @ bulk[1]


def test_fit_is_deterministic():
    first, second = WordVectors.fit(corpus(), dims=4), WordVectors.fit(corpus(), dims=4)
    assert first.vocab == second.vocab and np.allclose(first.vectors, second.vectors)


def test_bad_input_is_rejected():
    with pytest.raises(ValueError):
        WordVectors.fit([["离婚"]], dims=4)
    with pytest.raises(ValueError):
        WordVectors.fit(corpus(), window=0)
    with pytest.raises(ValueError):
        WordVectors({"a": 0}, np.zeros((2, 3), dtype=np.float32), np.zeros(1, dtype=np.float32))
