import pytest

from backend.corpus.models import SourceKind
from backend.retrieval.routing import SourceRouter, parse_tags
from backend.retrieval.tokenize import tokenize


def test_tags_pick_sources_and_are_removed_from_the_query():
    assert parse_tags("<search><guideline>盗窃 数额较大</guideline></search>") == ("盗窃 数额较大", [SourceKind.guideline])
    assert parse_tags("<statute>劳动合同 解除") == ("劳动合同 解除", [SourceKind.statute])
    assert parse_tags("<precedent>醉驾</precedent>")[1] == [SourceKind.case]
    assert parse_tags("没有标签的问题") == ("没有标签的问题", [])


def test_unknown_tag_is_a_clear_error():
    with pytest.raises(ValueError, match="unknown source tag <statue>"):
        parse_tags("<statue>劳动合同</statue>")


def test_an_unknown_pasted_tag_is_repeated_cut_with_its_length():
    with pytest.raises(ValueError) as refused:
        parse_tags("<" + "x" * 3000 + "> 醉驾")
    message = str(refused.value)
    assert "(3002 characters)" in message and "x" * 61 not in message and len(message) < 250
    assert message.startswith("unknown source tag '<xxx") and "use one of book, case" in message


def test_router_learned_from_source_texts():
    docs = [
        (SourceKind.statute, tokenize("用人单位解除劳动合同应当向劳动者支付经济补偿")),
        (SourceKind.statute, tokenize("盗窃公私财物数额较大的处三年以下有期徒刑")),
        (SourceKind.guideline, tokenize("量刑起点 基准刑 调节 减少基准刑的百分之十 量刑起点")),
        (SourceKind.case, tokenize("被告人张某于2019年在某市盗窃 公诉机关指控 本院认为 判决如下")),
    ]
    router = SourceRouter.fit(docs)
    assert router.route("量刑起点和基准刑怎么确定") == [SourceKind.guideline]
    assert router.route("本院认为被告人构成盗窃，判决如下") == [SourceKind.case]
    posterior = router.posterior("劳动合同 经济补偿")
    assert max(posterior, key=posterior.get) is SourceKind.statute
    assert abs(sum(posterior.values()) - 1) < 1e-9
