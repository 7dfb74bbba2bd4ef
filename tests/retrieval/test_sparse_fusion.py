import numpy as np

from backend.retrieval.fusion import reciprocal_rank_fusion
from backend.retrieval.sparse import SparseIndex, top_k

DOCS = [["劳动", "合同", "解除"], ["劳动", "工资"], ["房屋", "租赁", "合同"], ["盗窃", "财物"]]


def test_weighted_scores_match_bm25s_for_plain_queries():
    index = SparseIndex.from_tokens(DOCS, "t")
    expected = index._bm25.get_scores(["劳动", "合同"])
    assert np.allclose(index.weighted_scores({"劳动": 1, "合同": 1}), expected)
    # a weight scales that token's contribution; unknown tokens are ignored
    doubled = index.weighted_scores({"租赁": 2.0, "不存在": 5.0})
    assert np.allclose(doubled, 2 * index._bm25.get_scores(["租赁"]))
    assert index.document_frequency("劳动") == 2 and index.document_frequency("不存在") == 0


def test_top_k_keeps_only_positive_scores_best_first():
    assert top_k(np.array([0.0, 3.0, 1.0, 0.0, 2.0]), 10) == [(1, 3.0), (4, 2.0), (2, 1.0)]
    assert top_k(np.zeros(3), 2) == []


def test_reciprocal_rank_fusion_rewards_agreement():
    fused = reciprocal_rank_fusion([[1, 2, 3], [3, 1, 4]])
    order = [doc for doc, _ in fused]
    assert order[0] == 1  # ranks 1 and 2
    assert order[1] == 3  # ranks 3 and 1
    assert set(order) == {1, 2, 3, 4}
    assert abs(dict(fused)[4] - 1 / 63) < 1e-12
