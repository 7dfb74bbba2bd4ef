"""The Ask page in a real server while an answer streams: a second question replaces the first at once, through the
page (gradio_client, one page session) as a visitor's second click does."""

from __future__ import annotations

import time

import pytest
from gradio_client import Client

from backend.api.main import create_app
from backend.services import Services
from tests.conftest import free_port, serving

SLOW_QUESTION = "房东不退押金怎么办？"
QUICK_QUESTION = "公司拖欠工资怎么办？"
QUICK_ANSWER = ["大前提：《中华人民共和国劳动合同法》第三十条规定用人单位应当按时足额支付劳动报酬。",
                "\n小前提：公司拖欠工资。", "\n结论：可以要求公司支付拖欠的工资。"]


class TwoSpeedModel:
    """Answers the deposit question slowly (a minute of distinct characters, so no loop stops it) and any other at
    once; counts the slow pieces read from it."""

    model_id = "two-speed"
    adapter_id = None
    slow_pieces = 1200

    def __init__(self):
        self.slow_read = 0

    def stream(self, messages, max_new_tokens, temperature=0.0):
        if SLOW_QUESTION not in messages[-1]["content"]:
            yield from QUICK_ANSWER
            return
        for index in range(self.slow_pieces):
            time.sleep(0.05)
            self.slow_read += 1
            yield chr(0x4E00 + index)

    def generate(self, messages, max_new_tokens, temperature=0.0):
        return "".join(self.stream(messages, max_new_tokens, temperature))


@pytest.fixture(scope="module")
def model():
    return TwoSpeedModel()


@pytest.fixture(scope="module")
def live_server(settings, engine, retriever, model):
    port = free_port()
    with serving(create_app(Services(settings.model_copy(update={"port": port}), engine, retriever, model, None)),
                 port) as url:
        yield url


def test_a_new_question_replaces_the_answer_that_streams(live_server, model):
    page = Client(live_server + "/ui/", verbose=False)  # one page session, as one browser tab
    first = page.submit(SLOW_QUESTION, api_name="/ask")
    deadline = time.monotonic() + 120
    while not any(output[1] for output in first.outputs()):  # its tokens are streaming
        assert time.monotonic() < deadline and not first.done(), first.outputs()
        time.sleep(0.1)
    asked = time.monotonic()
    second = page.submit(QUICK_QUESTION, api_name="/ask")
    status, live, major, minor, conclusion, *_ = second.result(timeout=120)
    # before: the second question waited for the first answer's whole minute (the click ran only after it)
    assert time.monotonic() - asked < 30
    assert live == "".join(QUICK_ANSWER) and conclusion.endswith("可以要求公司支付拖欠的工资。")
    assert minor == "公司拖欠工资。"
    # the first answer stopped short (no premises, no conclusion) and closed its API stream: the API reads no more
    # of the slow model's answer
    first_outputs = first.outputs()
    assert first.done() and first_outputs[-1][4] == "" and len(first_outputs[-1][1]) < model.slow_pieces
    read = model.slow_read
    time.sleep(1)
    assert model.slow_read <= read + 1 < model.slow_pieces  # a piece already asked for may still come
