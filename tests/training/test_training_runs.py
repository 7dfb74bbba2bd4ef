"""Short real runs of every trainer on the bundled tiny model (a few steps, a few tokens), and the loop the
issue closes: annotations -> export -> SFT adapter -> `lexloop promote` -> the running server's next answer
records the new adapter id -> `lexloop rollback`."""

from __future__ import annotations

import json
import socket
import threading
import time
from pathlib import Path

import httpx
import pytest

from training.recipe import RECIPES_DIR
from training.registry import Registry
from training.runner import run_recipe

FORMAT_PROMPTS = RECIPES_DIR.parent / "data" / "format_prompts.jsonl"

CORPUS = [  # our own short paraphrases, enough for look-ups and routed retrieval
    {"law": "中华人民共和国劳动合同法", "article": 47, "text": "经济补偿按劳动者在本单位工作的年限，每满一年支付一个月工资。"},
    {"law": "中华人民共和国劳动合同法", "article": 87, "text": "用人单位违法解除劳动合同的，应当按经济补偿标准的二倍支付赔偿金。"},
    {"law": "中华人民共和国刑法", "article": 264, "text": "盗窃公私财物，数额较大的，处三年以下有期徒刑、拘役或者管制，并处或者单处罚金。"},
]


@pytest.fixture(scope="session")
def tiny_model(tmp_path_factory) -> str:
    """The bundled SmolLM2 saved once as a plain checkpoint: reloads in seconds instead of dequantising."""
    from training.modeling import load_policy

    tokenizer, model = load_policy({})
    folder = tmp_path_factory.mktemp("tiny-model")
    model.save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return str(folder)


@pytest.fixture
def lexloop_home(tmp_path, monkeypatch, tiny_model):
    """A data dir with a small corpus; get_settings() (runner, CLI, judges) points at it and the tiny model."""
    from backend.config import get_settings
    from backend.corpus.importers import import_jsonl
    from backend.db import init_db, make_engine

    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("LEXLOOP_MODEL_PATH", tiny_model)
    monkeypatch.setenv("LEXLOOP_MODEL_FILE", "")
    monkeypatch.setenv("LEXLOOP_MAX_NEW_TOKENS", "16")
    monkeypatch.setenv("LEXLOOP_GENERATION_TIMEOUT_S", "600")
    get_settings.cache_clear()
    engine = make_engine(get_settings().resolved_database_url)
    init_db(engine)
    corpus = tmp_path / "corpus.jsonl"
    corpus.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in CORPUS), encoding="utf-8")
    assert not import_jsonl(engine, corpus, progress=False).errors
    yield tmp_path, engine
    get_settings.cache_clear()


def test_grpo_format_recipe_short_run(lexloop_home):
    run = run_recipe("grpo_format", ["args.max_steps=2", "args.max_completion_length=8", "evaluation.max_examples=1"])
    assert run.status == "succeeded"
    run_dir = Path(run.run_dir)
    assert (run_dir / "adapter" / "adapter_config.json").exists()
    assert (run_dir / "reward_curve.png").stat().st_size > 1000
    assert run.metrics["curve"] == "reward" and run.metrics["curve_summary"]["points"] == 2
    assert run.metrics["evaluation"]["n"] == 1 and "base" in run.metrics["evaluation"]
    history = json.loads((run_dir / "progress.json").read_text())["history"]
    assert [p["step"] for p in history] == [1, 2] and all("rewards/syllogism_format/mean" in p for p in history)
    assert json.loads((run_dir / "metrics.json").read_text())["log_history"] == history


def test_a_holdout_fraction_that_holds_nothing_back_is_logged_and_recorded_with_the_run(lexloop_home, caplog):
    # the hash that picks the held-back slice puts none of the first four bundled warm-up answers in a 10 % slice
    run = run_recipe("sft_format", ["data.holdout_fraction=0.1", "data.max_examples=4", "args.max_steps=1",
                                    "evaluation.max_examples=4"])
    note = ("nothing held back: data.holdout_fraction 0.1 of 4 sft examples chose none, so the adapter is not "
            "evaluated; export more examples or raise the fraction")
    assert run.status == "succeeded" and run.metrics["evaluation"] == {"n": 0, "note": note}
    assert Registry.open().get_run(run.id).metrics["evaluation"]["note"] == note
    assert note in [r.getMessage() for r in caplog.records if r.levelname == "WARNING" and r.name == "training.runner"]


def _annotated_snapshot(engine, data_dir: Path) -> str:
    """Outputs answered by the model, corrected by a lawyer, exported by the annotation module."""
    from annotation.export import export_snapshot
    from annotation.service import submit_correction
    from backend.auth.models import Role
    from backend.auth.service import create_user
    from backend.db import session_scope
    from backend.store.models import OutputRecord, Task

    lawyer = create_user(engine, "lawyer", "a-long-password", Role.annotator)
    questions = ["公司辞退我，工作三年，能拿多少补偿？", "公司违法解除合同怎么赔？", "同事盗窃公司财物会判几年？",
                 "工作一年被辞退有补偿吗？"]
    for question in questions:
        with session_scope(engine) as session:
            record = OutputRecord(task=Task.ask, input={"question": question}, model_id="tiny", prompt=question,
                                  sources=[], raw_text="不知道", parsed={}, format_ok=False)
            session.add(record)
            session.flush()
            output_id = record.id
        submit_correction(engine, lawyer.id, output_id,
                          f"大前提：《劳动合同法》第四十七条\n小前提：{question}\n结论：按工作年限支付经济补偿。",
                          [{"law": "中华人民共和国劳动合同法", "article": 47}], lambda law, number, sub: (law, True))
    return export_snapshot(engine, data_dir)["snapshot_id"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def test_annotations_train_an_adapter_that_promote_puts_into_the_running_server(lexloop_home, monkeypatch, tiny_model):
    import uvicorn

    from backend.api.main import create_app
    from backend.cli import main as lexloop
    from backend.config import get_settings
    from backend.retrieval.service import Retriever
    from backend.services import Services
    from backend.store.models import OutputRecord
    from models.backends.transformers_backend import TransformersBackend
    from sqlmodel import Session, select

    data_dir, engine = lexloop_home
    snapshot_id = _annotated_snapshot(engine, data_dir)
    run = run_recipe("sft_warmup", ["args.max_steps=2", "args.per_device_train_batch_size=2",
                                    "args.gradient_accumulation_steps=1", "args.max_length=2048",
                                    "data.holdout_fraction=0.4", "evaluation.max_examples=2"], snapshot=snapshot_id)
    assert run.status == "succeeded" and run.snapshot_id == snapshot_id
    # output ids 1-4: the stable hash puts 3 and 4 in the held-back slice at fraction 0.4
    # 2048 tokens hold these ask examples whole (at 256 every one would be left out: trl would cut its answer)
    assert run.metrics["examples"] == {"train": 2, "held_back": 2, "too_long": 0}
    assert run.metrics["evaluation"]["n"] == 2
    assert run.metrics["evaluation"]["metric"].startswith("mean answer-token loss")

    # a running server (uvicorn in a thread) with the tiny model, no adapter yet
    settings = get_settings()
    port = _free_port()
    monkeypatch.setenv("LEXLOOP_PORT", str(port))
    get_settings.cache_clear()
    llm = TransformersBackend(tiny_model, None, None)
    services = Services(settings, engine, Retriever.open(engine, settings.resolved_index_dir, progress=False), llm, None)
    server = uvicorn.Server(uvicorn.Config(create_app(services, with_ui=False), host="127.0.0.1", port=port,
                                           log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        base_url = f"http://127.0.0.1:{port}"
        for _ in range(100):
            if server.started:
                break
            time.sleep(0.1)
        before = httpx.post(f"{base_url}/api/ask", json={"question": "公司辞退我有补偿吗？"}, timeout=600).json()
        assert before["adapter_id"] is None

        assert lexloop(["promote", run.id]) == 0
        after = httpx.post(f"{base_url}/api/ask", json={"question": "公司辞退我有补偿吗？"}, timeout=600).json()
        assert after["adapter_id"] == run.id
        with Session(engine) as session:
            stored = session.get(OutputRecord, after["output_id"])
        assert stored.adapter_id == run.id

        assert lexloop(["rollback"]) == 0
        again = httpx.post(f"{base_url}/api/ask", json={"question": "公司辞退我有补偿吗？"}, timeout=600).json()
        assert again["adapter_id"] is None
        with Session(engine) as session:
            ids = [r.adapter_id for r in session.exec(select(OutputRecord).order_by(OutputRecord.id)).all()[-3:]]
        assert ids == [None, run.id, None]
    finally:
        server.should_exit = True
        thread.join(timeout=30)

    # PPO from the warm-up adapter (KL to it), on the structure reward
    ppo = run_recipe("ppo_syllogism", [
        f"init_adapter={run.id}", "data.source=jsonl", "data.snapshot=null", f"data.path={FORMAT_PROMPTS}",
        "data.prompt_style=syllogism_compact",
        "rewards=[{name: syllogism_format}]", "args.max_steps=2", "args.per_device_train_batch_size=2",
        "args.num_mini_batches=1", "args.num_ppo_epochs=1", "args.max_completion_length=8", "data.holdout_fraction=0.2",
        "evaluation.max_examples=1"])
    assert ppo.status == "succeeded"
    history = json.loads((Path(ppo.run_dir) / "metrics.json").read_text())["log_history"]
    assert len(history) == 2 and all({"reward", "kl", "loss/policy", "loss/value"} <= set(p) for p in history)
    assert (Path(ppo.run_dir) / "adapter" / "adapter_config.json").exists()
    assert not (Path(ppo.run_dir) / "adapter" / "reference").exists()  # only the trained adapter is saved
    assert Registry.open().promote(ppo.id).id == ppo.id

    # a reward model on the exported preference pairs (corrected vs original), then the preference reward
    from training.rewards import build_reward

    reward_run = run_recipe("reward_model", ["args.max_steps=2", "args.per_device_train_batch_size=2",
                                             "args.max_length=768", "data.holdout_fraction=0"], snapshot=snapshot_id)
    assert reward_run.status == "succeeded"
    scores = build_reward("preference", run=reward_run.id)(completions=["不知道", "大前提：x\n小前提：y\n结论：z"],
                                                           prompts=["问题一", "问题二"])
    assert len(scores) == 2 and all(isinstance(s, float) for s in scores)


def test_lexpam_curriculum_runs_both_stages(lexloop_home, tmp_path):
    prompts = tmp_path / "compensation.jsonl"
    rows = [{"prompt": f"月工资{w}元，工作{y}年被辞退，经济补偿多少？", "task": "compensation", "reference": None,
             "reference_articles": [], "rubric_targets": {"amount": w * y, "scenario": "economic", "teacher_solved": i < 2},
             "output_id": i} for i, (w, y) in enumerate([(5000, 2), (6000, 3), (7000, 1), (8000, 2)])]
    # a correction without a number has no reference amount: left out and counted, not a crash in the trainer
    rows.append({"prompt": "月工资9000元，工作4年被辞退，经济补偿多少？", "task": "compensation", "reference": "应为N",
                 "reference_articles": [], "rubric_targets": {"teacher_solved": False}, "output_id": 4})
    prompts.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    run = run_recipe("lexpam_compensation", [
        "data.source=jsonl", "data.snapshot=null", f"data.path={prompts}", "data.holdout_fraction=0", "curriculum.teacher=null",
        "curriculum.stage_steps=[1, 1]", "args.max_completion_length=8", "evaluation.max_examples=0"])
    assert run.status == "succeeded"
    assert run.metrics["examples"] == {"stage1": 2, "stage2": 2, "held_back": 0, "left_out": 1}
    history = json.loads((Path(run.run_dir) / "progress.json").read_text())["history"]
    assert [p["step"] for p in history] == [1, 2]  # stage 2 continues stage 1's curve


def test_msr2_sentencing_grpo_with_masked_retrieval(lexloop_home, tmp_path, tiny_model):
    facts = tmp_path / "sentencing.jsonl"
    rows = [{"prompt": "被告人盗窃财物价值五千元，到案后如实供述。", "task": "sentencing", "reference": "<answer>有期徒刑一年</answer>",
             "reference_articles": [], "rubric_targets": {}, "output_id": i} for i in range(2)]
    facts.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    judge = {"llm_backend": "transformers", "model_path": tiny_model, "model_file": ""}
    run = run_recipe("grpo_sentencing_msr2", [
        "data.source=jsonl", "data.snapshot=null", f"data.path={facts}", "data.holdout_fraction=0", "rollout.budget=2",
        f"rewards=[{{name: sentencing, params: {{lam: 0.2, judge: {json.dumps(judge)}}}}}]",
        "args.max_steps=1", "args.per_device_train_batch_size=2", "args.num_generations=2",
        "args.max_completion_length=24", "evaluation.max_examples=0"])
    assert run.status == "succeeded"
    history = json.loads((Path(run.run_dir) / "progress.json").read_text())["history"]
    assert "rewards/sentencing/mean" in history[0]
