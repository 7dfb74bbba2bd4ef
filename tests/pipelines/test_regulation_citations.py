"""A regulation or interpretation an answer names without 《》 is cited like a quoted one: found in the corpus or said to
be unchecked, never passed over."""

from backend.pipelines.citations import verify_citations

INJURY = "最高人民法院关于审理人身损害赔偿案件适用法律若干问题的解释"


def _cited(retriever, text):
    return [(c["law"], c["number_text"], c["status"]) for c in verify_citations(retriever, text)]


def test_a_regulation_named_plainly_is_cited_as_unchecked(retriever):
    text = "依照工伤保险条例第三十七条和《劳动合同法》第四十七条，七级伤残可得一次性伤残补助金。"
    assert _cited(retriever, text) == [("工伤保险条例", "第三十七条", "not_found"),
                                       ("中华人民共和国劳动合同法", "第四十七条", "verified")]


def test_an_interpretation_keeps_its_whole_name(retriever):
    # its 关于 and 适用 are part of the name, not words leading up to one
    assert _cited(retriever, f"根据{INJURY}第六条、第七条计算误工费。") == [
        (INJURY, "第六条", "not_found"), (INJURY, "第七条", "not_found")]


def test_the_document_at_hand_is_no_citation(retriever):
    assert _cited(retriever, "但本条例第十条另有规定的除外。") == []
