"""The OpenSearch/Elasticsearch adapter against a recorded HTTP exchange (no server installable here)."""

import json

import httpx
import pytest

from backend.retrieval.external import ExternalSearchError, OpenSearchCaseIndex


class FakeEngine:
    """Records requests; answers like OpenSearch 2.x / Elasticsearch 8.x do for these endpoints."""

    def __init__(self):
        self.requests: list[httpx.Request] = []
        self.docs: dict[str, dict] = {}

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        path = request.url.path
        if request.method == "POST" and path == "/_bulk":
            lines = request.content.decode().strip().split("\n")
            for action, source in zip(lines[::2], lines[1::2], strict=True):
                self.docs[json.loads(action)["index"]["_id"]] = json.loads(source)
            return httpx.Response(200, json={"errors": False, "items": []})
        if path.endswith("/_search"):
            body = json.loads(request.content)
            return httpx.Response(200, json={"hits": {"hits": [{"_id": "7", "_score": 3.5}, {"_id": "9", "_score": 1.25}][: body["size"]]}})
        if path.endswith("/_count"):
            return httpx.Response(200, json={"count": len(self.docs)})
        if request.method == "PUT" and path == "/cases":
            return httpx.Response(200, json={"acknowledged": True})
        return httpx.Response(200, json={})


@pytest.fixture
def engine_and_index():
    fake = FakeEngine()
    index = OpenSearchCaseIndex("http://search.test:9200/", "cases", client=httpx.Client(transport=httpx.MockTransport(fake)))
    return fake, index


def test_create_index_maps_pretokenised_text_to_a_whitespace_bm25_field(engine_and_index):
    fake, index = engine_and_index
    index.create()
    put = next(r for r in fake.requests if r.method == "PUT")
    mapping = json.loads(put.content)
    assert mapping["mappings"]["properties"]["tokens"]["analyzer"] == "whitespace"
    assert mapping["settings"]["index"]["similarity"]["default"]["type"] == "BM25"


def test_add_sends_jieba_tokens_in_bulk_and_refreshes(engine_and_index):
    fake, index = engine_and_index
    assert index.add([(7, "张某盗窃案", "被告人张某盗窃电动车"), (9, "李某诈骗案", "李某虚构事实骗取钱财")], batch=1) == 2
    assert "盗窃" in fake.docs["7"]["tokens"].split() and fake.docs["9"]["article_id"] == 9
    assert fake.requests[-1].url.path == "/cases/_refresh"
    assert index.count() == 2


def test_search_returns_ids_and_scores_and_filters_to_tree_children(engine_and_index):
    fake, index = engine_and_index
    assert index.search("电动车被偷了", k=2, only_ids=[7, 9]) == [(7, 3.5), (9, 1.25)]
    body = json.loads(fake.requests[-1].content)
    assert body["query"]["bool"]["filter"]["ids"]["values"] == ["7", "9"]
    assert "电动车" in body["query"]["bool"]["must"]["match"]["tokens"]
    assert index.search("，。！", k=2) == []  # nothing to search for: no request


def test_engine_errors_become_clear_messages():
    def refuse(request):
        return httpx.Response(400, text='{"error":"index_not_found_exception"}')

    index = OpenSearchCaseIndex("http://search.test:9200", "cases", client=httpx.Client(transport=httpx.MockTransport(refuse)))
    with pytest.raises(ExternalSearchError, match="HTTP 400.*index_not_found"):
        index.search("盗窃", k=3)

    def down(request):
        raise httpx.ConnectError("connection refused")

    index = OpenSearchCaseIndex("http://search.test:9200", "cases", client=httpx.Client(transport=httpx.MockTransport(down)))
    with pytest.raises(ExternalSearchError, match="unreachable"):
        index.count()
