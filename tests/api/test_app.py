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
    assert [msg for _, msg in _messages(api.post("/api/ask", **broken))] == ["请求体不是有效的 JSON"]
    assert [msg for _, msg in _messages(api.post("/api/citations/verify", **broken))] == ["JSON decode error"]


def test_an_engine_refusal_keeps_its_own_sentence(api):
    response = api.post("/api/compensate/extract", json={"question": "今天天气怎么样？"})
    assert response.status_code == 422 and response.json()["detail"].startswith("无法判断问题属于哪类计算")


def test_the_other_routes_keep_their_english_with_the_field_named(api):
    assert _messages(api.post("/api/citations/verify", json={"text": ""})) == [("text", "the text is empty")]
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


# ---- a key the body does not have: refused, with the fields it has (backend/api/fields.RequestBody) ---------------

@pytest.fixture(scope="module")
def operator_headers(api) -> dict[str, str]:
    from backend.auth.models import Role, TokenKind
    from backend.auth.service import create_user, issue_token

    engine = api.app.state.services.engine
    olga = create_user(engine, "olga", "olga-secret-pw", Role.operator)
    return {"Authorization": f"Bearer {issue_token(engine, olga.id, TokenKind.api).token}"}


@pytest.mark.parametrize(("path", "body", "expected"), [
    # the walkthrough's case: the misspelt province was dropped and the detected province's figures given
    ("/api/sentence", {"fact": "被告人张某在杭州市盗窃手机一部，价值2500元。", "provnce": "广东"},
     [("provnce", "未知字段 provnce，是否要写 province？（可用字段：fact、charge、province、factors）")]),
    ("/api/compensate", {"question": "月薪8000元，工作5年被辞退", "parms": {"monthly_wage": 8000}},
     [("parms", "未知字段 parms，是否要写 params？（可用字段：question、params）")]),
    ("/api/compensate/extract", {"question": "月薪8000元，工作5年被辞退", "note": "急"},
     [("note", "未知字段 note（可用字段：question、params）")]),
    ("/api/ask", {"question": "房东不退押金怎么办？", "strem": True},
     [("strem", "未知字段 strem，是否要写 stream？（可用字段：question、stream）")]),
    ("/api/citations/verify", {"text": "《刑法》第二百六十四条", "law": "刑法"},
     [("law", "unknown field 'law' (fields: text)")]),
    # every unknown key is named, beside the other checks of the body
    ("/api/auth/login", {"username": "olga", "pasword": "x", "remember": True},
     [("password", "Field required"),
      ("pasword", "unknown field 'pasword': did you mean 'password'? (fields: username, password)"),
      ("remember", "unknown field 'remember' (fields: username, password)")]),
])
def test_an_unknown_field_is_refused_with_the_field_it_is_close_to(api, path, body, expected):
    assert _messages(api.post(path, json=body)) == expected


def test_an_unknown_field_inside_a_list_item_is_named_with_that_items_fields(api, operator_headers):
    body = {"output_id": 1, "answer": "应支付经济补偿", "articles": [{"law": "劳动合同法", "article": 47, "artcle": 46}]}
    response = api.post("/api/annotation/corrections", json=body, headers=operator_headers)
    assert _messages(response) == [
        ("articles.0.artcle", "unknown field 'artcle': did you mean 'article'? (fields: law, article, sub)")]


def test_every_request_body_refuses_a_key_it_does_not_read(api, operator_headers):
    bodies = [(method, path) for path, operations in api.app.openapi()["paths"].items()
              for method, operation in operations.items() if "requestBody" in operation]
    # ask, citations, sentencing, compensation (2), annotation (5), auth (4), training (2)
    assert len(bodies) >= 16, bodies
    for method, path in bodies:
        path = path.replace("{output_id}", "1").replace("{username}", "olga")
        response = api.request(method, path, json={"zz_unread": 1}, headers=operator_headers)
        assert response.status_code == 422, (method, path, response.text)
        refused = [error for error in response.json()["detail"] if error["loc"] == ["body", "zz_unread"]]
        assert [error["type"] for error in refused] == ["extra_forbidden"], (method, path, response.text)
        assert "zz_unread" in refused[0]["msg"]


def test_the_page_shows_the_unknown_field_with_the_one_meant(api):
    response = api.post("/api/sentence", json={"fact": "被告人盗窃手机一部。", "provnce": "广东"})
    assert _detail(httpx.Response(422, json=response.json())).startswith(
        "422: provnce: 未知字段 provnce，是否要写 province？")


def test_a_long_unknown_key_is_not_echoed_whole(api):
    response = api.post("/api/ask", json={"question": "押金", "k" * 5000: 1})
    assert response.status_code == 422 and len(response.text) < 1500
    assert response.json()["detail"][0]["loc"] == ["body", "k" * 200 + "…"]


# ---- a body that is not UTF-8 ------------------------------------------------------------------------------------

def test_a_body_that_is_not_utf8_says_to_send_utf8_in_the_routes_language(api):
    # GBK, as a Windows script in a Chinese locale writes it; FastAPI's answer was a bare 400 "There was an error
    # parsing the body"
    gbk = {"headers": {"Content-Type": "application/json"}}
    sentence = api.post("/api/sentence", content='{"fact": "被告人盗窃手机一部"}'.encode("gbk"), **gbk)
    assert _messages(sentence) == [("", "请求体在字节偏移 10 处不是 UTF-8 编码：请以 UTF-8 编码发送 JSON")]
    verify = api.post("/api/citations/verify", content='{"text": "刑法第二百六十四条"}'.encode("gbk"), **gbk)
    assert _messages(verify) == [("", "the body is not UTF-8 text (byte 10): send the JSON encoded as UTF-8")]
    assert _detail(httpx.Response(422, json=verify.json())) == (
        "422: the body is not UTF-8 text (byte 10): send the JSON encoded as UTF-8")


def test_other_http_errors_keep_their_status_detail_and_headers(api):
    # the handler that words an undecodable body hands every other HTTPException to FastAPI's own
    signed_out = api.get("/api/auth/me")
    assert signed_out.status_code == 401 and signed_out.headers["WWW-Authenticate"] == "Bearer"
    assert api.get("/api/no-such-route").json() == {"detail": "Not Found"}


# ---- JSON nested deeper than the parser follows --------------------------------------------------------------------

@pytest.mark.parametrize(("path", "expected"), [
    ("/api/sentence", "请求体的 JSON 嵌套层数过多，无法读取：请求体只需几层，请去掉多余的嵌套"),
    ("/api/ask", "请求体的 JSON 嵌套层数过多，无法读取：请求体只需几层，请去掉多余的嵌套"),
    ("/api/citations/verify", "the JSON is nested too deeply to read: a request body here needs a few levels, "
                              "remove the extra nesting"),
])
def test_json_nested_too_deeply_is_a_request_check_of_the_body(api, path, expected):
    # FastAPI's answer was a bare 400 "There was an error parsing the body", as for a body that is not UTF-8
    deep = {"content": "[" * 10_000 + "]" * 10_000, "headers": {"Content-Type": "application/json"}}
    response = api.post(path, **deep)
    assert _messages(response) == [("", expected)]
    assert response.json()["detail"][0]["type"] == "json_too_deep"
    assert _detail(httpx.Response(422, json=response.json())) == f"422: {expected}"


def test_a_deeply_nested_value_that_parses_is_refused_without_its_echo(api):
    # 600 nested lists parse, and writing the refused value back out ended the request in a RecursionError (a 500)
    nested = "[" * 600 + "]" * 600
    ask = api.post("/api/ask", content='{"question": ' + nested + "}", headers={"Content-Type": "application/json"})
    assert _messages(ask) == [("question", "应为文字")]
    assert "input" not in ask.json()["detail"][0]
    sentence = api.post("/api/sentence", content='{"fact": "被告人盗窃手机一部。", "charge": ' + nested + "}",
                        headers={"Content-Type": "application/json"})
    assert _messages(sentence) == [("charge", "应为文字")]


# ---- a query parameter the route does not read: refused like a body's key (fields.refuse_unknown_query) -----------

def test_an_unknown_query_parameter_is_refused_with_the_one_it_is_close_to(api, operator_headers):
    # ?kk=3 was dropped and 10 hits came back, read as if the limit had been honoured
    response = api.get("/api/search", params={"q": "押金", "kk": 3, "limt": 5})
    assert _messages(response) == [
        ("kk", "unknown query parameter 'kk': did you mean 'k'? (parameters: q, k, source, route)"),
        ("limt", "unknown query parameter 'limt' (parameters: q, k, source, route)")]
    assert response.json()["detail"][0]["ctx"]["fields"] == ["q", "k", "source", "route"]
    queue = api.get("/api/annotation/queue", params={"rubric": "legal_accuracy", "limt": 5}, headers=operator_headers)
    assert _messages(queue) == [("limt", "unknown query parameter 'limt': did you mean 'limit'? "
                                         "(parameters: rubric, limit, task)")]
    assert _detail(httpx.Response(422, json=queue.json())).startswith("422: limt: unknown query parameter 'limt'")


def test_a_route_without_query_parameters_leaves_a_query_alone(api):
    # a browser's or a probe's cache-busting ?_=… must not fail a route that reads no query
    assert api.get("/api/sentence/factors", params={"_": "1700000000"}).status_code == 200


def test_every_query_refuses_a_parameter_it_does_not_read(api, operator_headers):
    operations = [(method, path, operation) for path, operations in api.app.openapi()["paths"].items()
                  for method, operation in operations.items()
                  if any(p["in"] == "query" for p in operation.get("parameters", []))]
    # search, annotation (queue, ratings/mine, pairs/next, agreement, disputes), training (runs/{id}/log)
    assert len(operations) >= 7, [path for _, path, _ in operations]
    for method, path, operation in operations:
        path = path.replace("{output_id}", "1").replace("{run_id}", "1")
        # the required parameters given, so that the unknown one is what is refused
        params = {p["name"]: "x" for p in operation["parameters"] if p["in"] == "query" and p.get("required")}
        response = api.request(method, path, params={**params, "zz_unread": 1}, headers=operator_headers)
        assert response.status_code == 422, (method, path, response.text)
        refused = [error for error in response.json()["detail"] if error["loc"] == ["query", "zz_unread"]]
        assert [error["type"] for error in refused] == ["extra_forbidden"], (method, path, response.text)
        names = [p["name"] for p in operation["parameters"] if p["in"] == "query"]
        assert refused[0]["ctx"]["fields"] == names, (method, path)


# ---- a refused sign-in on the Chinese routes --------------------------------------------------------------------

@pytest.fixture(scope="module")
def refused_tokens(api) -> dict[str, str]:
    """A token for each way a bearer token is refused: unknown, revoked, signed out, expired, of a deactivated
    account."""
    from datetime import timedelta

    from backend.auth.models import Role, TokenKind
    from backend.auth.service import create_user, issue_token, revoke_token, update_user

    engine = api.app.state.services.engine
    user = create_user(engine, "wen", "wen-secret-pw", Role.user)
    revoked = issue_token(engine, user.id, TokenKind.api)
    revoke_token(engine, revoked.token_id)
    ended = issue_token(engine, user.id, TokenKind.session)  # signed out
    revoke_token(engine, ended.token_id)
    expired = issue_token(engine, user.id, TokenKind.session, ttl=timedelta(seconds=-1))
    gone = create_user(engine, "gone", "gone-secret-pw", Role.user)
    deactivated = issue_token(engine, gone.id, TokenKind.api)
    update_user(engine, "gone", active=False)
    return {"unknown": "llp_not-a-token", "revoked": revoked.token, "ended": ended.token, "expired": expired.token,
            "deactivated": deactivated.token}


@pytest.mark.parametrize(("kind", "chinese", "english"), [
    ("unknown", "令牌无效：服务器上没有这个令牌", "unknown token"),
    ("revoked", "此 API 令牌已被撤销：请新建一个", "this API token was revoked; create a new one"),
    ("ended", "此次登录已结束（已退出登录或已修改密码）：请重新登录",
     "this session was ended (signed out, or the password changed); sign in again"),
    ("expired", "此次登录已过期：请重新登录", "this session has expired; sign in again"),
    ("deactivated", "账户 'gone' 已停用：须由管理员重新启用",
     "the account 'gone' is deactivated; an administrator must re-enable it"),
])
def test_a_refused_token_is_worded_in_the_routes_language(api, refused_tokens, kind, chinese, english):
    headers = {"Authorization": f"Bearer {refused_tokens[kind]}"}
    for path, body in (("/api/sentence", {"fact": "被告人盗窃手机一部。"}), ("/api/compensate", {"question": "押金"}),
                       ("/api/ask", {"question": "房东不退押金怎么办？"})):
        response = api.post(path, json=body, headers=headers)
        assert (response.status_code, response.json()) == (401, {"detail": chinese}), path
        assert response.headers["WWW-Authenticate"] == "Bearer"
    me = api.get("/api/auth/me", headers=headers)
    assert (me.status_code, me.json()) == (401, {"detail": english})


def test_signing_in_first_is_asked_in_the_routes_language(api, monkeypatch):
    monkeypatch.setattr(api.app.state.services.settings, "allow_anonymous_ask", False)
    sentence = api.post("/api/sentence", json={"fact": "被告人盗窃手机一部。"})
    assert (sentence.status_code, sentence.json()) == (401, {"detail": "请先登录：本服务器已关闭匿名使用"})
    assert _detail(httpx.Response(401, json=sentence.json())) == "401: 请先登录：本服务器已关闭匿名使用"
    assert api.get("/api/sentence/factors").json() == {"detail": "请先登录：本服务器已关闭匿名使用"}
    assert api.post("/api/ask", json={"question": "押金"}).json() == {"detail": "请先登录：本服务器已关闭匿名使用"}


def test_every_refusal_of_a_role_carries_its_chinese_wording(api):
    from datetime import timedelta

    from backend.api.errors import SignInRefused
    from backend.auth.deps import require_role
    from backend.auth.models import Role, TokenKind
    from backend.auth.service import AuthError, Principal, create_user, issue_token, principal_for_token

    # no route under /api/sentence or /api/compensate needs a role today; the wording is ready when one does
    needs_operator = require_role(Role.operator)
    with pytest.raises(SignInRefused) as anonymous:
        needs_operator(None)
    assert (anonymous.value.status_code, anonymous.value.chinese) == (401, "请先登录：此操作需要 operator 角色")
    with pytest.raises(SignInRefused) as too_low:
        needs_operator(Principal(1, "wen", Role.user, 1))
    assert (too_low.value.status_code, too_low.value.detail, too_low.value.chinese) == (
        403, "this needs the operator role; wen is user", "此操作需要 operator 角色；wen 的角色是 user")
    engine = api.app.state.services.engine
    user = create_user(engine, "lin", "lin-secret-pw", Role.user)
    expired = issue_token(engine, user.id, TokenKind.api, ttl=timedelta(seconds=-1))
    with pytest.raises(AuthError) as refused:
        principal_for_token(engine, expired.token)
    at = f"{expired.expires_at:%Y-%m-%d %H:%M}"
    assert (str(refused.value), refused.value.chinese) == (
        f"this API token expired at {at} UTC; create a new one", f"此 API 令牌已于 {at}（UTC）过期：请新建一个")


def test_the_annotate_page_shows_why_a_decision_is_refused(api, operator_headers):
    # the Review tab's Adjudicate button shows what app/client.py reads from the refusal: the missing output (404),
    # and a LEGIT unit written otherwise than output:<id> (422)
    unknown = api.post("/api/annotation/adjudications", headers=operator_headers,
                       json={"rubric": "legit", "unit": "output:999", "item": "final_order", "value": 0})
    assert _detail(httpx.Response(unknown.status_code, json=unknown.json())) == "404: no output 999"
    paired = api.post("/api/annotation/adjudications", headers=operator_headers,
                      json={"rubric": "legit", "unit": "pair:1-2", "item": "final_order", "value": 0})
    assert _detail(httpx.Response(paired.status_code, json=paired.json())) == "422: the legit rubric judges outputs"


# ---- the walk of session 22: what a user sends that is not what the route reads ---------------------------------

@pytest.mark.parametrize(("path", "content_type", "expected"), [
    # curl -d sends a form: the JSON text was there, and the refusal said the body should be an object
    ("/api/sentence", "application/x-www-form-urlencoded",
     "请求体须以 JSON 发送：请加请求头 Content-Type: application/json（收到的是 application/x-www-form-urlencoded）"),
    ("/api/citations/verify", "text/plain",
     "the body was sent as text/plain, not as JSON: send it with the header Content-Type: application/json"),
])
def test_a_body_not_sent_as_json_says_which_header_to_send(api, path, content_type, expected):
    body = '{"fact": "被告人盗窃手机一部", "text": "《刑法》第二百六十四条"}'.encode()
    response = api.post(path, content=body, headers={"Content-Type": content_type})
    assert _messages(response) == [("", expected)]
    assert response.json()["detail"][0]["type"] == "body_not_json"
    assert _detail(httpx.Response(422, json=response.json())) == f"422: {expected}"


def test_bytes_that_are_not_utf8_sent_as_not_json_are_refused_not_a_500(api):
    # echoing the bytes back failed to decode them: an Internal Server Error
    response = api.post("/api/citations/verify", content=b"\xff\xfe\x00abc",
                        headers={"Content-Type": "application/octet-stream"})
    assert _messages(response) == [("", "the body was sent as application/octet-stream, not as JSON: send it with "
                                         "the header Content-Type: application/json")]
    assert "input" not in response.json()["detail"][0]


def test_blank_names_and_texts_are_refused_as_empty(api, operator_headers):
    # a token named '   ' was issued and could not be told apart in the list; '   ' to check for citations answered
    # 200 with none, while "" was a 422; a corrected article's law '  ' was refused as 《》 not being in the corpus
    token = api.post("/api/auth/tokens", json={"name": "   "}, headers=operator_headers)
    assert _messages(token) == [("name", "the text is empty")]
    assert _messages(api.post("/api/citations/verify", json={"text": " \n "})) == [("text", "the text is empty")]
    correction = api.post("/api/annotation/corrections", headers=operator_headers,
                          json={"output_id": 1, "answer": "应支付经济补偿", "articles": [{"law": "  ", "article": 47}]})
    assert _messages(correction) == [("articles.0.law", "the text is empty")]


def test_an_article_lookup_refuses_a_blank_or_pasted_law_name(api):
    blank = api.get("/api/articles/%20/1")
    assert blank.status_code == 422
    assert blank.json()["detail"] == "the law name is empty: write it in full, short or abbreviated (民法典, 消保法)"
    # a 2,000-character name was echoed whole in the 404
    pasted = api.get("/api/articles/" + "法" * 2000 + "/1")
    assert _messages(pasted) == [("law", "String should have at most 200 characters")]
    assert len(pasted.text) < 1000


def test_changing_a_pasted_username_is_a_request_check_not_an_echo(api, operator_headers):
    response = api.patch("/api/users/" + "u" * 3000, json={"active": False}, headers=operator_headers)
    assert _messages(response) == [("username", "String should have at most 64 characters")]
    assert len(response.text) < 1000
