def test_health_reports_model_corpus_index(client):
    body = client.get("/api/health").json()
    assert body["status"] == "ok"
    assert body["model"]["model_id"] == "SmolLM2-135M-Instruct.Q4_1.gguf"
    assert body["corpus"]["articles"] > 26_000
    assert body["index"]["state"] == "ready"


def test_search(client):
    body = client.get("/api/search", params={"q": "劳动合同法 第四十七条", "k": 3}).json()
    assert len(body["hits"]) == 3
    assert body["hits"][0]["article"] == 47


def test_search_validates(client):
    assert client.get("/api/search", params={"q": ""}).status_code == 422
    assert client.get("/api/search", params={"q": "x", "k": 0}).status_code == 422
    assert client.get("/api/search", params={"q": "x", "source": "poem"}).status_code == 422


def test_article_lookup(client):
    for number in ("47", "四十七", "第四十七条"):
        body = client.get(f"/api/articles/劳动合同法/{number}").json()
        assert (body["law"], body["article"], body["status"]) == ("中华人民共和国劳动合同法", 47, "verified")
        assert "经济补偿" in body["text"]


def test_article_lookup_errors(client):
    missing = client.get("/api/articles/劳动合同法/999")
    assert missing.status_code == 404 and "第999条" in missing.json()["detail"]
    assert client.get("/api/articles/不存在的法/1").status_code == 404
    assert client.get("/api/articles/劳动合同法/abc").status_code == 422


def test_verify_citations(client):
    text = "依据《劳动合同法》第四十七条和《劳动合同法》第九百条，以及《不存在法》第1条。"
    citations = client.post("/api/citations/verify", json={"text": text}).json()["citations"]
    assert [(c["law"], c["article"], c["status"]) for c in citations] == [
        ("中华人民共和国劳动合同法", 47, "verified"),
        ("中华人民共和国劳动合同法", 900, "not_found"),
        ("不存在法", 1, "not_found"),
    ]
    assert client.post("/api/citations/verify", json={"text": ""}).status_code == 422


def test_openapi_documents_the_routes(client):
    paths = client.get("/openapi.json").json()["paths"]
    for path in ("/api/ask", "/api/search", "/api/articles/{law}/{number}", "/api/citations/verify", "/api/health"):
        assert path in paths
