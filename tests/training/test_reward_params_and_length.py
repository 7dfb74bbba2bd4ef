"""What a reward builds only when it first scores, and LexPam's teacher, are checked when the recipe loads (a model
server must answer then), `--set` reaches list entries and refuses an index where the recipe has no list, and
examples longer than the trainer's max_length are counted and left out rather than cut."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from backend.config import Settings, get_settings
from backend.db import init_db, make_engine
from training.data import fitting_records
from training.recipe import apply_overrides, load_recipe
from training.registry import Registry


@pytest.fixture
def registry(tmp_path, monkeypatch):
    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    get_settings.cache_clear()
    engine = make_engine(Settings(data_dir=tmp_path).resolved_database_url)
    init_db(engine)
    yield Registry(engine, tmp_path / "runs")
    get_settings.cache_clear()


def test_set_reaches_a_list_entry_and_refuses_a_bad_index():
    raw = {"rewards": [{"name": "preference", "params": {"run": "x"}}, {"name": "syllogism_format", "weight": 0.5}]}
    changed = apply_overrides(raw, ["rewards.0.params.run=rm-7", "rewards.1.weight=2"])
    assert changed["rewards"][0]["params"]["run"] == "rm-7" and changed["rewards"][1]["weight"] == 2
    with pytest.raises(ValueError, match=r"rewards.5 must be an index of the list, 0 to 1"):
        apply_overrides(raw, ["rewards.5.params.run=rm-7"])
    with pytest.raises(ValueError, match="must be an index"):
        apply_overrides(raw, ["rewards.first.weight=1"])


def test_an_index_into_a_list_the_recipe_lacks_is_refused_not_made_a_key():
    # sft_warmup has no data.tasks: a key '0' would filter on nothing, and the run would find no examples
    with pytest.raises(ValueError, match=r"data.tasks is not a list in this recipe, so 0 is no index of it; set the "
                                         r"whole list instead: data.tasks=\[ask\]"):
        load_recipe("sft_warmup", ["data.tasks.0=ask"])
    with pytest.raises(ValueError, match=r"curriculum.teacher is not a list in this recipe.*=\[…\]"):
        apply_overrides({"curriculum": {"teacher": {"llm_backend": "openai"}}}, ["curriculum.teacher.0.x=1"])
    assert load_recipe("sft_warmup", ["data.tasks=[ask]"]).data["tasks"] == ["ask"]
    # a list the recipe has is still reached by its index
    assert load_recipe("lexpam_compensation", ["data.tasks.0=sentencing", "curriculum.teacher=null"]
                       ).data["tasks"] == ["sentencing"]


def test_the_placeholder_reward_model_run_is_refused_at_load_with_the_runs_to_use(registry):
    with pytest.raises(ValueError, match=r"no training run 'REPLACE_WITH_REWARD_MODEL_RUN_ID' \(no reward_model run "
                                         r"has finished yet.*--set rewards.0.params.run=RUN_ID"):
        load_recipe("grpo_preference")
    reward_run = registry.new_run("reward_model", "reward", {"trainer": "reward"}, None)
    policy_run = registry.new_run("sft_warmup", "sft", {"trainer": "sft"}, None)
    with pytest.raises(ValueError, match="is a queued 'reward' run, not a finished reward model"):
        load_recipe("grpo_preference", [f"rewards.0.params.run={reward_run.id}"])  # still queued
    registry.update_run(reward_run.id, status="succeeded")
    registry.update_run(policy_run.id, status="succeeded")
    with pytest.raises(ValueError, match=f"a succeeded 'sft' run.*finished reward_model runs: {reward_run.id}"):
        load_recipe("grpo_preference", [f"rewards.0.params.run={policy_run.id}"])
    recipe = load_recipe("grpo_preference", [f"rewards.0.params.run={reward_run.id}"])
    assert recipe.rewards[0]["params"]["run"] == reward_run.id


def test_judge_settings_that_cannot_build_a_backend_are_refused_at_load(tmp_path):
    recipe = tmp_path / "judged.yaml"
    recipe.write_text("trainer: grpo\nrewards:\n  - {name: sentencing, params: {judge: {llm_backend: nonsense}}}\n")
    with pytest.raises(ValueError, match="reward sentencing: judge settings are not valid"):
        load_recipe(str(recipe))


class _ModelList(BaseHTTPRequestHandler):
    """An OpenAI-compatible server as far as a probe sees it: GET /v1/models lists one model, any other path 404."""

    def do_GET(self):  # noqa: N802 - the name http.server calls
        found = self.path == "/v1/models"
        body = json.dumps({"object": "list", "data": [{"id": "judge-7b", "object": "model"}]}).encode()
        self.send_response(200 if found else 404)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(body if found else b"{}")

    def log_message(self, *args):
        pass


@pytest.fixture
def model_server() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _ModelList)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


def _nothing_listening() -> str:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{probe.getsockname()[1]}/v1"


def _server(url: str) -> str:
    return f"{{llm_backend: openai, openai_base_url: '{url}', openai_model: default}}"


def test_a_judge_or_teacher_server_that_does_not_answer_is_refused_at_load_naming_its_address(model_server):
    judged = "rewards=[{name: sentencing, params: {judge: %s}}]"
    assert load_recipe("grpo_sentencing_msr2", [judged % _server(f"{model_server}/v1")]).trainer == "grpo"
    silent = _nothing_listening()
    with pytest.raises(ValueError, match=rf"reward sentencing: judge: no model server answered at {silent} "
                                         r"\(ConnectError\); start it, or give rewards.0.params.judge another server"):
        load_recipe("grpo_sentencing_msr2", [judged % _server(silent)])
    with pytest.raises(ValueError, match=rf"GET {model_server}/api/models answered 404, so no OpenAI-compatible "
                                         rf"server is at {model_server}/api"):
        load_recipe("grpo_sentencing_msr2", [judged % _server(f"{model_server}/api")])

    teacher = _server(f"{model_server}/v1")
    assert load_recipe("lexpam_compensation", [f"curriculum.teacher={teacher}"]).trainer == "lexpam"
    with pytest.raises(ValueError, match=rf"lexpam_compensation.yaml: curriculum teacher: no model server answered at "
                                         rf"{silent} .*give curriculum.teacher another server"):
        load_recipe("lexpam_compensation", [f"curriculum.teacher={_server(silent)}"])
    with pytest.raises(ValueError, match="curriculum teacher settings are not valid"):
        load_recipe("lexpam_compensation", ["curriculum.teacher={llm_backend: nonsense}"])


def tiny_tokenizer():
    """A real fast tokenizer over a handful of words, one token per word, with a plain chat template."""
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    words = ["<unk>", "user", "assistant", ":", "the", "law", "says", "pay", "twice", "context", "answer"]
    core = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="<unk>"))
    core.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=core, unk_token="<unk>")
    tokenizer.chat_template = "{% for m in messages %}{{ m['role'] }} : {{ m['content'] }} {% endfor %}"
    return tokenizer


def test_examples_longer_than_max_length_are_counted_and_left_out():
    tokenizer = tiny_tokenizer()
    short = {"messages": [{"role": "user", "content": "the law"}, {"role": "assistant", "content": "pay twice"}]}
    long_context = " ".join(["context"] * 20)
    long = {"messages": [{"role": "user", "content": long_context}, {"role": "assistant", "content": "pay twice"}]}
    # short: "user : the law assistant : pay twice" = 8 tokens
    assert fitting_records([short, long], tokenizer, 8) == ([short], 1)
    assert fitting_records([short, long], tokenizer, 7) == ([], 2)
    assert fitting_records([short, long], tokenizer, None) == ([short, long], 0)
    pair = {"prompt": [{"role": "user", "content": "the law"}], "chosen": [{"role": "assistant", "content": "pay"}],
            "rejected": [{"role": "assistant", "content": "pay twice " + long_context}]}
    assert fitting_records([pair], tokenizer, 10) == ([], 1)  # the longer answer decides
    assert fitting_records([pair], tokenizer, 30) == ([pair], 0)


def test_only_the_training_records_must_fit_a_held_back_slice_may_be_left_empty():
    from training.runner import _fitting

    tokenizer = tiny_tokenizer()
    long = {"messages": [{"role": "user", "content": " ".join(["context"] * 20)},
                         {"role": "assistant", "content": "pay twice"}]}
    assert _fitting([long], tokenizer, 8, "held-back sft", required=False) == ([], 1)
    with pytest.raises(ValueError, match="all 1 sft examples are longer") as refused:
        _fitting([long], tokenizer, 8, "sft")
    assert "held back" not in str(refused.value)


def test_a_run_refused_for_long_examples_names_those_the_holdout_took():
    """Of two exported examples the holdout took one and the one left is too long: the refusal says where the other
    went and how to train on it, rather than "all 1" of an export the operator knows holds two."""
    from training.runner import _fitting

    long = {"messages": [{"role": "user", "content": " ".join(["context"] * 20)},
                         {"role": "assistant", "content": "pay twice"}]}
    with pytest.raises(ValueError, match=r"all 1 preference examples are longer .*; 1 more were held back for "
                                         r"evaluation \(data.holdout_fraction\): --set data.holdout_fraction=0"):
        _fitting([long], tiny_tokenizer(), 8, "preference", held_back=1)
