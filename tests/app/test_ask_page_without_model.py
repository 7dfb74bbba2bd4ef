"""The Ask page of a server with no language model: the grounded answer under a status saying why, not a 503."""

import pytest
from gradio_client import Client

from backend.api.main import create_app
from backend.services import Services
from tests.conftest import free_port, serving

REASON = "no language model is configured (llm_backend = none)"


@pytest.fixture(scope="module")
def modelless_server(settings, engine, retriever):
    port = free_port()
    with serving(create_app(Services(settings.model_copy(update={"port": port}), engine, retriever, None, REASON)),
                 port) as url:
        yield url


def test_the_page_shows_why_no_model_answered_above_the_engines_term(modelless_server):
    # before: '⚠ 语言模型暂时无法使用，这个问题现在得不到回答…（HTTP 503）' and every box empty
    status, live, major, minor, conclusion, calculation, sentence, badges, sources, timings = Client(
        modelless_server + "/ui/", verbose=False).predict("邻居偷了我家三千块钱现金，他会坐牢吗？", api_name="/ask")
    assert status == ("⚠ 语言模型暂时无法使用，以下前提由检索到的法条与问题中的事实组成 · No language model answered; the premises "
                      f"below are the retrieved articles and the facts in your question（原因，供管理员参考 · reason, for "
                      f"the operator: {REASON}）")
    assert live == ""  # nothing streamed: no model
    assert major.startswith("《中华人民共和国刑法》第二百六十四条") and minor == "邻居偷了我家三千块钱现金"
    assert "按量刑引擎估算（非模型生成），罪名「盗窃」，有期徒刑7个月" in conclusion
    assert "量刑估算" in sentence and "有期徒刑7个月" in sentence and calculation == ""
    assert "第二百六十四条 · ✔ in the corpus, in force" in badges and "中华人民共和国刑法" in sources
    assert "模型 model `none`" in timings
