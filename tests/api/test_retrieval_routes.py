import pytest


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
    blank = client.get("/api/search", params={"q": "   "})
    assert blank.status_code == 422 and blank.json()["detail"] == "'q' is empty: write a question or keywords"


def test_a_source_the_corpus_lacks_is_said_not_silently_empty(client):
    # the test corpus is the national laws only: no judicial interpretations
    body = client.get("/api/search", params={"q": "盗窃数额较大", "source": "judicial_interpretation"}).json()
    assert body["hits"] == [] and "holds no judicial_interpretation documents" in body["note"]
    assert "note" not in client.get("/api/search", params={"q": "盗窃数额较大"}).json()
    # a tag naming a source the corpus lacks falls back to the statutes, and says so
    tagged = client.get("/api/search", params={"q": "<guideline>盗窃 量刑起点", "route": True}).json()
    assert tagged["route"]["how"] == "tag-fallback" and "statutes were searched instead" in tagged["note"]
    assert tagged["hits"] and all(hit["source"] == "statute" for hit in tagged["hits"])


def test_routed_search_refuses_what_it_cannot_honour(client):
    only_tag = client.get("/api/search", params={"q": "<statute>", "route": True})
    assert only_tag.status_code == 422 and "only a source tag" in only_tag.json()["detail"]
    both = client.get("/api/search", params={"q": "盗窃", "route": True, "source": "case"})
    assert both.status_code == 422 and "not both" in both.json()["detail"]


def test_a_query_without_chinese_is_told_the_statutes_are_chinese(client):
    body = client.get("/api/search", params={"q": "my landlord keeps my deposit"}).json()
    assert "ask in Chinese" in body["note"]


def test_article_lookup(client):
    for number in ("47", "四十七", "第四十七条"):
        body = client.get(f"/api/articles/劳动合同法/{number}").json()
        assert (body["law"], body["article"], body["status"]) == ("中华人民共和国劳动合同法", 47, "verified")
        assert "经济补偿" in body["text"]


def test_inserted_articles_are_their_own(client):
    # 第一百三十三条之一 (dangerous driving) was inserted after 第一百三十三条 (traffic accident crime) and shares its
    # integer: the lookup, the citation check and the number_text must keep them apart
    for number in ("133之一", "第一百三十三条之一"):
        body = client.get(f"/api/articles/刑法/{number}").json()
        assert (body["article"], body["number_text"]) == (133, "第一百三十三条之一")
        assert "醉酒驾驶" in body["text"]
    assert "醉酒驾驶" not in client.get("/api/articles/刑法/133").json()["text"]
    text = "醉驾适用《刑法》第一百三十三条之一，肇事逃逸适用《刑法》第一百三十三条。"
    citations = client.post("/api/citations/verify", json={"text": text}).json()["citations"]
    assert [(c["article"], c["number_text"], c["status"]) for c in citations] == [
        (133, "第一百三十三条之一", "verified"), (133, "第一百三十三条", "verified")]
    assert "醉酒驾驶" in citations[0]["text"] and "醉酒驾驶" not in citations[1]["text"]
    assert client.get("/api/articles/刑法/133之九").status_code == 404


def test_citations_of_a_repealed_law_name_the_law_that_repealed_it(client):
    # 民法典 第一千二百六十条 repealed 合同法 and 婚姻法 on 2021-01-01; neither is in the corpus any more
    text = "依据《合同法》第五十二条和婚姻法第三十二条，参照劳动合同法第四十七条。"
    citations = client.post("/api/citations/verify", json={"text": text}).json()["citations"]
    assert [(c["law"], c["article"], c["status"], c["repealed_by"]) for c in citations] == [
        ("中华人民共和国合同法", 52, "not_in_force", "《中华人民共和国民法典》第一千二百六十条"),
        ("中华人民共和国婚姻法", 32, "not_in_force", "《中华人民共和国民法典》第一千二百六十条"),
        ("中华人民共和国劳动合同法", 47, "verified", None),
    ]
    # 经济合同法 (repealed in 1999, by a law not in the corpus) is no citation of 合同法
    unknown = client.post("/api/citations/verify", json={"text": "依照经济合同法第七条"}).json()["citations"]
    assert unknown == []


def test_article_lookup_errors(client):
    missing = client.get("/api/articles/劳动合同法/999")
    assert missing.status_code == 404 and "第九百九十九条" in missing.json()["detail"]
    assert client.get("/api/articles/不存在的法/1").status_code == 404
    assert client.get("/api/articles/劳动合同法/abc").status_code == 422


def test_verify_citations(client):
    text = "依据《劳动合同法》第四十七条和《劳动合同法》第九百条，以及《不存在法》第1条、法释〔2013〕8号第一条。"
    citations = client.post("/api/citations/verify", json={"text": text}).json()["citations"]
    assert [(c["law"], c["article"], c["status"]) for c in citations] == [
        ("中华人民共和国劳动合同法", 47, "verified"),
        ("中华人民共和国劳动合同法", 900, "not_found"),
        ("不存在法", 1, "not_found"),
        ("法释〔2013〕8号", 1, "not_found"),  # a document cited by number is reported, not skipped
    ]
    assert client.post("/api/citations/verify", json={"text": ""}).status_code == 422


def test_openapi_documents_the_routes(client):
    paths = client.get("/openapi.json").json()["paths"]
    for path in ("/api/ask", "/api/search", "/api/articles/{law}/{number}", "/api/citations/verify", "/api/health"):
        assert path in paths


@pytest.mark.parametrize("number", ["10000", "12345", "2147483648", "第一万条", "133之10000"])
def test_an_article_number_no_law_has_is_not_found(client, number):
    response = client.get(f"/api/articles/刑法/{number}")
    assert response.status_code == 404 and "is not in the corpus" in response.json()["detail"]


def test_citations_of_numbers_no_law_has_are_not_found(client):
    text = "依据《刑法》第10000条、《刑法》第一万条，以及《刑法》第133条之10000和《刑法》第一百三十三条之一。"
    citations = client.post("/api/citations/verify", json={"text": text}).json()["citations"]
    # 之10000 is read whole: not verified as 之十
    assert [(c["number_text"], c["status"]) for c in citations] == [
        ("第10000条", "not_found"), ("第一百三十三条之10000", "not_found"), ("第一百三十三条之一", "verified")]


def test_the_question_limit_is_the_max_question_chars_setting(tmp_path):
    from fastapi.testclient import TestClient

    from backend.api.main import create_app
    from tests.conftest import store_only_services

    with TestClient(create_app(store_only_services(tmp_path, max_question_chars=10), with_ui=False)) as small:
        response = small.get("/api/search", params={"q": "劳" * 11})
    assert response.status_code == 422  # Ask's, in Chinese: tests/api/test_ask.py
    assert response.json()["detail"] == "'q' is longer than 10 characters: shorten it"
