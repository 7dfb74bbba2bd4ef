"""The Ask page in a real server: Gradio Blocks mounted in the FastAPI app, calling the HTTP API."""

import socket
import threading
import time

import httpx
import pytest
import uvicorn
from gradio_client import Client

from backend.api.main import create_app
from backend.services import Services


@pytest.fixture(scope="module")
def live_server(settings, engine, retriever, llm):
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    live_settings = settings.model_copy(update={"port": port, "max_new_tokens": 32})
    app = create_app(Services(live_settings, engine, retriever, llm, None))
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    url = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            if httpx.get(f"{url}/api/health").status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.1)
    yield url
    server.should_exit = True
    thread.join(timeout=10)


def test_root_redirects_to_ui(live_server):
    response = httpx.get(live_server + "/", follow_redirects=False)
    assert response.status_code in (302, 307) and response.headers["location"] == "/ui"


def test_ask_page_shows_premises_sources_and_badges(live_server):
    client = Client(live_server + "/ui/", verbose=False)
    status, live, major, minor, conclusion, badges, sources, timings = client.predict(
        "《劳动合同法》第四十七条：工作了三年，能拿多少补偿？", api_name="/ask"
    )
    assert major and minor and conclusion
    assert "中华人民共和国劳动合同法" in sources and "经济补偿" in sources
    assert "第47条 · ✔ verified" in badges
    assert "first token" in timings
    assert status.startswith(("✔", "⚠ The model broke"))


def test_ask_page_empty_question(live_server):
    client = Client(live_server + "/ui/", verbose=False)
    assert client.predict("  ", api_name="/ask")[0].startswith("⚠ Please enter")
