"""Every model backend a recipe names for a judge or a teacher — a local transformers folder, a vLLM install, the
served model, not only an OpenAI-compatible server — is checked when the recipe loads, with a message naming the
setting to change, rather than by the first reward call minutes into a run (the server probe is in
test_reward_params_and_length.py)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from training.recipe import load_recipe


@pytest.fixture
def hf_folder(tmp_path) -> Path:
    """A Hugging Face model folder as far as a probe looks: its config.json."""
    from transformers import LlamaConfig

    folder = tmp_path / "judge-model"
    LlamaConfig(hidden_size=16, intermediate_size=32, num_hidden_layers=1, num_attention_heads=2,
                num_key_value_heads=2, vocab_size=64).save_pretrained(folder)
    return folder


def judged(judge: dict) -> list[str]:
    return [f"rewards=[{{name: sentencing, params: {{judge: {json.dumps(judge)}}}}}]"]


def test_a_transformers_judge_needs_a_model_folder_that_holds_one(tmp_path, hf_folder):
    assert load_recipe("grpo_format", judged({"llm_backend": "transformers", "model_path": str(hf_folder),
                                              "model_file": ""})).trainer == "grpo"
    missing = tmp_path / "not-here"
    with pytest.raises(ValueError, match=rf"reward sentencing: judge: model folder '{missing}' not found; give "
                                         r"rewards.0.params.judge another model"):
        load_recipe("grpo_format", judged({"llm_backend": "transformers", "model_path": str(missing)}))
    with pytest.raises(ValueError, match=r"holds no GGUF file 'judge.gguf'"):
        load_recipe("grpo_format", judged({"llm_backend": "transformers", "model_path": str(hf_folder),
                                           "model_file": "judge.gguf"}))
    (hf_folder / "config.json").unlink()  # a folder of something else
    with pytest.raises(ValueError, match=r"holds no config.json"):
        load_recipe("grpo_format", judged({"llm_backend": "transformers", "model_path": str(hf_folder),
                                           "model_file": ""}))


def test_a_judge_adapter_that_is_not_there_is_refused(tmp_path, hf_folder):
    with pytest.raises(ValueError, match=rf"no LoRA adapter in {tmp_path / 'lora'} \(adapter_config.json missing\)"):
        load_recipe("grpo_format", judged({"llm_backend": "transformers", "model_path": str(hf_folder),
                                           "model_file": "", "adapter_path": str(tmp_path / "lora")}))


def test_a_backend_with_no_model_is_refused():
    with pytest.raises(ValueError, match="judge: llm_backend none has no model to ask; give rewards.0.params.judge a "
                                         "model backend"):
        load_recipe("grpo_format", judged({"llm_backend": "none"}))


@pytest.mark.skipif(importlib.util.find_spec("vllm") is not None, reason="vLLM is installed here")
def test_a_vllm_judge_where_vllm_is_not_installed_is_refused(hf_folder):
    with pytest.raises(ValueError, match=r"judge: vLLM is not installed here"):
        load_recipe("grpo_format", judged({"llm_backend": "vllm", "model_path": str(hf_folder)}))


def test_the_served_model_as_judge_is_probed_the_same_way(monkeypatch, tmp_path):
    # issue_tree's `judge: llm` and a sentencing reward without a judge ask the model LexLoop's settings name
    monkeypatch.setenv("LEXLOOP_LLM_BACKEND", "none")
    with pytest.raises(ValueError, match=r"reward issue_tree: judge \(the served model: LexLoop's settings\): "
                                         "llm_backend none has no model"):
        load_recipe("grpo_issue_tree")
    monkeypatch.setenv("LEXLOOP_LLM_BACKEND", "transformers")
    monkeypatch.setenv("LEXLOOP_MODEL_PATH", str(tmp_path / "moved"))
    with pytest.raises(ValueError, match=r"reward sentencing: judge \(the served model: LexLoop's settings\): model "
                                         r"folder '.*moved' not found"):
        load_recipe("grpo_format", ["rewards=[{name: sentencing}]"])
    assert load_recipe("grpo_issue_tree", ["rewards=[{name: issue_tree, params: {judge: keyword}}]"]).trainer == "grpo"


def test_a_local_teacher_is_probed_like_a_judge(tmp_path, hf_folder):
    teacher = {"llm_backend": "transformers", "model_path": str(tmp_path / "teacher"), "model_file": ""}
    with pytest.raises(ValueError, match=r"lexpam_compensation.yaml: curriculum teacher: model folder .*teacher' not "
                                         r"found; give curriculum.teacher another model"):
        load_recipe("lexpam_compensation", [f"curriculum.teacher={json.dumps(teacher)}"])
    teacher["model_path"] = str(hf_folder)
    assert load_recipe("lexpam_compensation", [f"curriculum.teacher={json.dumps(teacher)}"]).trainer == "lexpam"
    with pytest.raises(ValueError, match=r"curriculum.teacher.max_new_tokens is read by nothing"):
        load_recipe("lexpam_compensation", [f"curriculum.teacher={json.dumps({**teacher, 'max_new_tokens': 9})}"])
