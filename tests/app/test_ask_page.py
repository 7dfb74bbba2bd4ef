"""The Ask page in a real server: Gradio Blocks mounted in the FastAPI app, calling the HTTP API."""

import httpx
import pytest
from gradio_client import Client

from backend.api.main import create_app
from backend.services import Services
from tests.conftest import free_port, serving


@pytest.fixture(scope="module")
def live_server(settings, engine, retriever, llm):
    port = free_port()
    live_settings = settings.model_copy(update={"port": port, "max_new_tokens": 32})
    with serving(create_app(Services(live_settings, engine, retriever, llm, None)), port) as url:
        yield url


def test_root_redirects_to_ui(live_server):
    response = httpx.get(live_server + "/", follow_redirects=False)
    assert response.status_code in (302, 307) and response.headers["location"] == "/ui"


def test_ask_page_shows_premises_sources_and_badges(live_server):
    client = Client(live_server + "/ui/", verbose=False)
    status, live, major, minor, conclusion, calculation, sentence, badges, sources, timings = client.predict(
        "《劳动合同法》第四十七条：工作了三年，能拿多少补偿？", api_name="/ask"
    )
    assert major and minor and conclusion
    assert "Calculation · 计算" in calculation and "月工资" in calculation  # the engine names the figure it needs
    assert sentence == ""  # no question of criminal liability
    assert "中华人民共和国劳动合同法" in sources and "经济补偿" in sources
    assert "第四十七条 · ✔ in the corpus, in force" in badges
    assert "首字 first token" in timings and timings.startswith("检索 retrieval ")  # not in English alone
    assert status == "✔ 已回答 · Answered" or status.startswith("⚠ 模型未按三段论格式输出，以下前提由检索到的法条")


def test_ask_page_shows_the_sentencing_estimate_of_a_criminal_question(live_server, llm, monkeypatch):
    monkeypatch.setattr(llm, "timeout_s", 0.01)  # the estimate is the engine's, whatever the model writes
    client = Client(live_server + "/ui/", verbose=False)
    _, _, major, _, conclusion, calculation, sentence, badges, sources, _ = client.predict(
        "我表弟在超市偷了两千五百块钱的东西，会坐牢吗？", api_name="/ask")
    assert "量刑估算" in sentence and "盗窃" in sentence and "可判范围" in sentence
    assert "第264条" in sentence  # the steps with their sources
    assert calculation == ""
    assert major.startswith("《中华人民共和国刑法》第二百六十四条")  # the crime's article leads the major premise
    assert "第二百六十四条 · ✔ in the corpus, in force" in badges
    assert "按量刑引擎估算" in conclusion


def test_ask_page_asks_for_the_figure_a_crime_turns_on(live_server, llm, monkeypatch):
    monkeypatch.setattr(llm, "timeout_s", 0.01)
    client = Client(live_server + "/ui/", verbose=False)
    _, _, major, _, conclusion, _, sentence, _, _, _ = client.predict("喝酒后开车被交警查到了，会判刑吗？", api_name="/ask")
    assert "未计算 · not computed" in sentence and "需补充" in sentence and "血液酒精含量" in sentence
    assert major.startswith("《中华人民共和国刑法》第一百三十三条之一")
    assert "无法估算刑期" in conclusion


def test_ask_page_empty_question(live_server):
    client = Client(live_server + "/ui/", verbose=False)
    assert client.predict("  ", api_name="/ask")[0].startswith("⚠ Please enter")


def test_ask_page_says_when_the_model_ran_out_of_time(live_server, llm, monkeypatch):
    monkeypatch.setattr(llm, "timeout_s", 0.01)  # the real model, given no time for its first token
    client = Client(live_server + "/ui/", verbose=False)
    status, *_ = client.predict("公司无故辞退我，工作了三年，月薪8000元，能拿多少补偿？", api_name="/ask")
    # the Chinese first, as one sentence; before: '⚠ The model ran out of time; … · 以下前提… · 模型未在时限内答完'
    assert status == ("⚠ 模型未在时限内答完，以下前提由检索到的法条与问题中的事实组成 · The model ran out of time; the "
                      "premises below are the retrieved articles and the facts in your question")
