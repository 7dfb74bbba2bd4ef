"""The issue's acceptance run through the real UI: `lexloop user add` makes the first operator; two
annotators sign in to the Gradio page of a live server and rate the same five answers; the agreement the
operator sees equals the hand-computed alpha and kappa; the operator adjudicates the disputed item;
`lexloop export` then writes the three datasets from that store and `datasets` loads each."""

from __future__ import annotations

import io
import json
import sys

import httpx
import pytest
from annotation_support import LiveServer, add_output, prepare_store
from gradio_client import Client

from backend.cli import main
from backend.config import get_settings
from backend.db import make_engine

# the hand-computed example of test_annotation_agreement.py: alpha 0.55, kappa 1/6, one dispute (answer 4)
CORRECTNESS = {"alice": [4, 3, 5, 2, 4], "bob": [4, 2, 5, 4, 3]}
LOGIC = {"alice": [5, 4, 4, 3, 2], "bob": [5, 4, 4, 3, 2]}  # full agreement


@pytest.fixture
def env(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("LEXLOOP_LLM_BACKEND", "none")
    monkeypatch.setenv("HF_DATASETS_OFFLINE", "1")
    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


def _sign_in(url: str, name: str, password: str) -> Client:
    browser = Client(f"{url}/ui/", verbose=False)
    who, cleared = browser.predict(name, password, api_name="/sign_in")
    assert who.startswith("✔ Signed in as") and cleared == ""
    return browser


def test_two_annotators_rate_five_answers_in_the_browser(env, monkeypatch, capsys):
    data_dir = env
    prepare_store(data_dir)
    monkeypatch.setattr(sys, "stdin", io.StringIO("operator-password\n"))
    assert main(["user", "add", "olga", "--role", "operator", "--password-stdin"]) == 0
    assert json.loads(capsys.readouterr().out)["role"] == "operator"
    engine = make_engine(f"sqlite:///{data_dir / 'lexloop.db'}")
    answers = [add_output(engine, question) for question in
               ("辞退补偿怎么算？", "试用期能随便辞退吗？", "加班费怎么算？", "未签劳动合同怎么办？", "违法解除怎么赔？")]
    engine.dispose()

    server = LiveServer(data_dir).start()
    try:
        operator = _sign_in(server.url, "olga", "operator-password")
        # the operator creates the annotators' accounts through the API with a token of their own
        token = httpx.post(f"{server.url}/api/auth/login",
                           json={"username": "olga", "password": "operator-password"}).json()["token"]
        ops = {"Authorization": f"Bearer {token}"}
        for name in CORRECTNESS:
            made = httpx.post(f"{server.url}/api/users", headers=ops,
                              json={"username": name, "password": f"{name}-password", "role": "annotator"})
            assert made.status_code == 201

        for name in CORRECTNESS:
            browser = _sign_in(server.url, name, f"{name}-password")
            for position in range(5):
                # the rest: the rating form, emptied for each new output
                status, output_id, shown, _sources, tree, *_form = browser.predict("syler", api_name="/next_output")
                assert status == "" and output_id == answers[position] and f"Output #{output_id}" in shown
                index = answers.index(output_id)
                saved = browser.predict("syler", output_id, str(CORRECTNESS[name][index]), str(LOGIC[name][index]),
                                        "4", "4", None, None, None, None, 0, 0, 0, 0, tree, False, "",
                                        api_name="/submit_rating")
                assert saved.startswith("✔ Saved rating"), saved
            status, output_id, *_ = browser.predict("syler", api_name="/next_output")
            assert output_id is None and "Nothing left" in status
        corrector = _sign_in(server.url, "alice", "alice-password")
        corrected = corrector.predict(answers[4], "大前提：违法解除劳动合同的，按经济补偿标准的二倍支付赔偿金。\n"
                                      "小前提：公司无正当理由解除了合同。\n结论：公司应支付二倍的赔偿金。",
                                      "《劳动合同法》第八十七条\n劳动合同法 47", "", api_name="/submit_correction")
        assert "《中华人民共和国劳动合同法》第八十七条" in corrected, corrected

        _status, table = operator.predict("syler", api_name="/agreement")
        # items by the rubric list's labels, Chinese first, with the name the Adjudicate form takes
        assert "| syler | 正确性 · Correctness [correctness] | 0.550 |" in table and "alice–bob: 0.167 (n=5)" in table
        agreement = httpx.get(f"{server.url}/api/annotation/agreement", params={"rubric": "syler"},
                              headers=ops).json()["rubrics"]["syler"]["items"]
        assert agreement["correctness"]["alpha"] == pytest.approx(0.55)
        assert agreement["correctness"]["pairs"][0]["kappa"] == pytest.approx(1 / 6, abs=1e-4)
        assert agreement["logic"]["alpha"] == pytest.approx(1.0)

        status, disputed = operator.predict("syler", api_name="/disputes")
        unit = f"output:{answers[3]}"
        assert status.startswith("1 disputed") and [row[1:3] for row in disputed["data"]] == [
            [unit, "正确性 · Correctness [correctness]"]]
        decided = operator.predict("syler", unit, "correctness", 3, "both readings partly right",
                                   api_name="/adjudicate")
        assert decided == f"✔ syler: 正确性 · Correctness [correctness] of {unit} set to 3 · 已裁定为 3"
        status, disputed = operator.predict("syler", api_name="/disputes")
        assert status.startswith("0 disputed")
        kept = httpx.get(f"{server.url}/api/annotation/disputes", headers=ops,
                         params={"include_adjudicated": True}).json()["disputes"]
        assert [(d["unit"], d["adjudicated"]) for d in kept] == [(unit, 3.0)]
    finally:
        server.stop()

    from datasets import load_dataset

    assert main(["export"]) == 0
    manifest = json.loads(capsys.readouterr().out)
    counts = manifest["counts"]
    assert counts["grpo"] == 5 and counts["preference"] == 1  # the correction against the original answer
    assert counts["sft"] >= 1
    for kind in ("sft", "preference", "grpo"):
        rows = load_dataset("json", data_files=f"{manifest['path']}/{kind}.jsonl", split="train",
                            cache_dir=str(data_dir / "hf-cache"))
        assert rows.num_rows == counts[kind]
