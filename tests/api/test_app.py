"""The app as a whole: an API-only build without gradio, and how a refused request is worded (backend/api/errors.py)."""

import subprocess
import sys

import httpx
import pytest
from fastapi.testclient import TestClient

from app.client import _detail

# An API-only server (a GPU host serving the model, the UI elsewhere) must not need gradio installed.
API_WITHOUT_GRADIO = """
import sys
sys.modules["gradio"] = None  # any `import gradio` now raises ImportError
from backend.api.main import create_app
app = create_app(with_ui=False)
paths = set(app.openapi()["paths"])
assert {"/api/ask", "/api/sentence", "/api/health"} <= paths, sorted(paths)
print("ok")
"""


def test_api_only_app_is_built_without_gradio():
    done = subprocess.run([sys.executable, "-c", API_WITHOUT_GRADIO], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


# ---- how a refused request is worded: backend/api/errors.py ------------------------------------------------------

@pytest.fixture(scope="module")
def api(tmp_path_factory):
    """The API on an empty store, without a model: request checks and engine refusals need neither."""
    from backend.api.main import create_app
    from backend.config import Settings
    from backend.db import init_db, make_engine
    from backend.services import Services

    settings = Settings(data_dir=tmp_path_factory.mktemp("refusals"), llm_backend="none")
    engine = make_engine(settings.resolved_database_url)
    init_db(engine)
    with TestClient(create_app(Services(settings, engine, None, None, "no model"), with_ui=False)) as client:
        yield client


def _messages(response) -> list[tuple[str, str]]:
    assert response.status_code == 422, response.text
    return [(".".join(str(part) for part in error["loc"][1:]), error["msg"]) for error in response.json()["detail"]]


@pytest.mark.parametrize(("path", "body", "expected"), [
    ("/api/sentence", {"fact": "   "}, [("fact", "不能为空")]),
    ("/api/sentence", {}, [("fact", "缺少此项（必填）")]),
    ("/api/sentence", {"fact": "盗" * 100_001}, [("fact", "过长：100001 字，上限 100000 字")]),
    ("/api/sentence", {"fact": "被告人盗窃手机一部。", "charge": 5}, [("charge", "应为文字")]),
    ("/api/sentence", {"fact": "被告人盗窃手机一部。", "factors": {"x" * 60: 1}},
     [("factors", "因素名称最多 50 字，每个值（按 JSON 计）最多 200 字")]),
    ("/api/sentence", {"fact": "被告人盗窃手机一部。", "factors": {f"f{n}": 1 for n in range(101)}},
     [("factors", "最多 100 项")]),
    ("/api/compensate", {"question": ""}, [("question", "不能为空")]),
    ("/api/compensate", {"question": "月薪8000元，工作5年被辞退", "params": ["wage"]},
     [("params", "应为对象（名称: 值）")]),
    ("/api/compensate/extract", {"question": "问" * 20_001}, [("question", "过长：20001 字，上限 20000 字")]),
])
def test_the_request_checks_of_the_chinese_engines_routes_are_worded_in_chinese(api, path, body, expected):
    # the engines behind these routes refuse in Chinese; a user of the page read pydantic's English beside them
    assert _messages(api.post(path, json=body)) == expected


def test_an_unreadable_body_is_worded_in_the_routes_language(api):
    broken = {"content": b'{"fact": }', "headers": {"Content-Type": "application/json"}}
    assert [msg for _, msg in _messages(api.post("/api/sentence", **broken))] == ["请求体不是有效的 JSON"]
    assert [msg for _, msg in _messages(api.post("/api/ask", **broken))] == ["JSON decode error"]


def test_an_engine_refusal_keeps_its_own_sentence(api):
    response = api.post("/api/compensate/extract", json={"question": "今天天气怎么样？"})
    assert response.status_code == 422 and response.json()["detail"].startswith("无法判断问题属于哪类计算")


def test_the_other_routes_keep_their_english_with_the_field_named(api):
    assert _messages(api.post("/api/ask", json={"question": " "})) == [
        ("question", "'question' is empty: write a legal question")]
    assert _messages(api.post("/api/ask", json={"question": "a", "stream": "yes"})) == [
        ("stream", "Input should be a valid boolean")]
    assert _messages(api.post("/api/citations/verify", json={"text": ""})) == [
        ("text", "String should have at least 1 character")]
    assert _messages(api.post("/api/auth/login", json={"username": "a"})) == [("password", "Field required")]


def test_a_validators_own_message_is_shown_without_pydantics_prefix():
    from pydantic import ValidationError

    from backend.api.errors import shown_error
    from backend.api.routes.annotation import ArticleRef

    with pytest.raises(ValidationError) as refused:
        ArticleRef(law="中华人民共和国劳动合同法", article="四十七条半")
    error = refused.value.errors()[0]
    assert error["msg"].startswith("Value error, ")
    assert shown_error(error, chinese=False)["msg"] == (
        "article '四十七条半' is not a number (use 47, 四十七 or 133之一)")


def test_the_page_shows_the_field_and_the_chinese_message(api):
    # app/client.py reads the list FastAPI writes: the wording changed, its shape did not
    response = api.post("/api/compensate", json={"question": " "})
    assert _detail(httpx.Response(422, json=response.json())) == "422: question: 不能为空"
    assert response.json()["detail"][0]["type"] == "blank"
