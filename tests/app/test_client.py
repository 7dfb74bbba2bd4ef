"""The UI's HTTP client."""

import httpx
import pytest

from app.client import ApiClient, ApiError, _detail


@pytest.mark.parametrize("value", [float("inf"), float("-inf"), float("nan")])
def test_a_number_json_cannot_hold_is_the_users_to_fix_not_a_crash(value):
    # a page's JSON box or factor cell takes 1e400 or NaN (json.loads does); the request cannot be written
    client = ApiClient("http://127.0.0.1:9")  # never reached: the body is refused first
    with pytest.raises(ApiError, match="not a finite number"):
        client.post("/api/compensate", {"question": "x", "params": {"own_wage": value}})
    with pytest.raises(ApiError, match="not a finite number"):
        list(client.stream("/api/ask", {"question": "x", "n": value}))


def test_a_validation_error_names_its_field():
    response = httpx.Response(422, json={"detail": [
        {"loc": ["body", "answer"], "msg": "String should have at least 1 character"},
        {"loc": ["body", "articles", 0, "article"], "msg": "Input should be a valid integer"}]})
    assert _detail(response) == ("422: answer: String should have at least 1 character; "
                                 "articles.0.article: Input should be a valid integer")
