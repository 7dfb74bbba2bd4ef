"""Precedents in an external search engine: OpenSearch / Elasticsearch BM25 over their HTTP API.

MSR² searched 10.7M judgments; an in-process index over that many does not fit a small host (see the
scale curve in BENCHMARKS.md). A deployment can instead put its cases in OpenSearch or Elasticsearch
and set LEXLOOP_CASE_SEARCH_URL: the retriever then sends case queries there and keeps statutes in
process. Text is tokenised here with the same jieba tokeniser and sent space-separated to a field with
the `whitespace` analyzer, so both engines agree on what a word is; the engine does the BM25.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence

import httpx

from backend.retrieval.tokenize import tokenize, tokenize_article


class ExternalSearchError(RuntimeError):
    pass


class OpenSearchCaseIndex:
    """One index of case documents, keyed by the corpus article id."""

    def __init__(self, base_url: str, index: str = "lexloop-cases", client: httpx.Client | None = None,
                 timeout_s: float = 5.0):
        self.base_url = base_url.rstrip("/")
        self.index = index
        self.client = client or httpx.Client(timeout=timeout_s)

    def _request(self, method: str, path: str, **kwargs) -> dict:
        try:
            response = self.client.request(method, f"{self.base_url}/{path.lstrip('/')}", **kwargs)
        except httpx.HTTPError as exc:
            raise ExternalSearchError(f"case search engine at {self.base_url} unreachable: {exc}") from exc
        if response.status_code >= 400:
            raise ExternalSearchError(f"{method} {path}: HTTP {response.status_code}: {response.text[:300]}")
        return response.json() if response.content else {}

    def create(self) -> None:
        """(Re)create the index with a whitespace-analysed text field scored by BM25."""
        self.client.request("DELETE", f"{self.base_url}/{self.index}")
        self._request("PUT", self.index, json={
            "settings": {"index": {"similarity": {"default": {"type": "BM25"}}}},
            "mappings": {"properties": {
                "tokens": {"type": "text", "analyzer": "whitespace"},
                "name": {"type": "keyword"},
                "article_id": {"type": "long"},
            }},
        })

    def add(self, documents: Iterable[tuple[int, str, str]], batch: int = 500) -> int:
        """documents: (article_id, case name, text). Returns how many were indexed."""
        count = 0
        lines: list[str] = []
        for article_id, name, text in documents:
            lines.append(json.dumps({"index": {"_index": self.index, "_id": str(article_id)}}))
            lines.append(json.dumps({"article_id": article_id, "name": name, "tokens": " ".join(tokenize_article(text))},
                                    ensure_ascii=False))
            count += 1
            if len(lines) >= 2 * batch:
                self._bulk(lines)
                lines = []
        if lines:
            self._bulk(lines)
        self._request("POST", f"{self.index}/_refresh")
        return count

    def _bulk(self, lines: list[str]) -> None:
        result = self._request("POST", "_bulk", content=("\n".join(lines) + "\n").encode(),
                               headers={"Content-Type": "application/x-ndjson"})
        if result.get("errors"):
            failed = [item for item in result.get("items", []) if item.get("index", {}).get("error")]
            raise ExternalSearchError(f"bulk indexing rejected {len(failed)} documents: {failed[:1]}")

    def search(self, query: str, k: int, only_ids: Sequence[int] | None = None) -> list[tuple[int, float]]:
        """(article_id, BM25 score), best first; `only_ids` restricts to those cases (tree children)."""
        tokens = " ".join(tokenize(query))
        if not tokens:
            return []
        clause: dict = {"match": {"tokens": tokens}}
        if only_ids is not None:
            clause = {"bool": {"must": clause, "filter": {"ids": {"values": [str(i) for i in only_ids]}}}}
        result = self._request("POST", f"{self.index}/_search",
                               json={"size": k, "query": clause, "_source": False})
        return [(int(hit["_id"]), float(hit["_score"])) for hit in result.get("hits", {}).get("hits", [])]

    def count(self) -> int:
        return int(self._request("GET", f"{self.index}/_count").get("count", 0))
