"""Models for training: the policy (any HF folder or GGUF, via the serving backend's loader), LoRA configs,
and the reward model of the `preference` reward."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import torch
from peft import LoraConfig, TaskType

from models.backends.transformers_backend import load_causal_lm
from training.recipe import ALL_LINEAR, resolve_model


def load_policy(model: dict[str, Any]):
    """Tokenizer and causal LM ready for trl (a GGUF is dequantised and its quantization marker dropped)."""
    path, gguf = resolve_model(model)
    return load_causal_lm(path, gguf)


def load_sequence_classifier(model: dict[str, Any]):
    """Tokenizer and a 1-logit sequence classifier on the policy's backbone (the reward model)."""
    from transformers import AutoModelForSequenceClassification, AutoTokenizer

    path, gguf = resolve_model(model)
    kwargs = {"gguf_file": gguf} if gguf else {}
    tokenizer = AutoTokenizer.from_pretrained(path, **kwargs)
    classifier = AutoModelForSequenceClassification.from_pretrained(path, num_labels=1, dtype=torch.float32, **kwargs)
    if gguf:  # same reason as load_causal_lm: the weights are fp32 already, the marker only blocks training
        classifier.hf_quantizer = None
        classifier.is_quantized = False
        if hasattr(classifier.config, "quantization_config"):
            del classifier.config.quantization_config
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    classifier.config.pad_token_id = tokenizer.pad_token_id
    return tokenizer, classifier


def lora_config(lora: dict[str, Any], task_type: TaskType = TaskType.CAUSAL_LM) -> LoraConfig:
    """LoRA with the seeds' defaults: rank 8, alpha 16 (SyLeR); LexPam's recipe sets r=16."""
    return LoraConfig(
        r=int(lora.get("r", 8)),
        lora_alpha=int(lora.get("alpha", 16)),
        lora_dropout=float(lora.get("dropout", 0.05)),
        target_modules=lora.get("target_modules", ALL_LINEAR),
        task_type=task_type,
        # the score head of a reward model is new: train it fully next to the LoRA layers
        modules_to_save=["score"] if task_type == TaskType.SEQ_CLS else None,
    )


class RewardModelScorer:
    """Scores (prompt, completion) pairs with a trained reward model: the classifier's single logit."""

    def __init__(self, tokenizer, model, max_length: int = 1024):
        # a text longer than max_length loses its start, not its end: grpo_preference's ask prompt with its retrieved
        # passages (about 800 tokens) and a completion of up to 384 pass 1024, and cut from the right the completion
        # lost its conclusion, or all of it for a longer prompt (every completion then scored the same)
        tokenizer.truncation_side = "left"
        self.tokenizer = tokenizer
        self.model = model.eval()
        self.max_length = max_length

    @classmethod
    def from_run_or_path(cls, run: str | None = None, path: str | None = None, max_length: int = 1024):
        import json

        from peft import PeftModel

        if run:
            from training.registry import Registry

            path = str(Registry.open().get_run(run).adapter_path)
        if not path or not (Path(path) / "adapter_config.json").exists():
            raise ValueError(f"no reward model adapter in {path!r}: train one with the reward_model recipe first")
        base = json.loads((Path(path) / "lexloop_base.json").read_text())
        tokenizer, classifier = load_sequence_classifier(base)
        return cls(tokenizer, PeftModel.from_pretrained(classifier, path), max_length)

    @torch.no_grad()
    def score(self, prompts: list, completions: list[str]) -> list[float]:
        texts = []
        for prompt, completion in zip(prompts, completions, strict=True):
            messages = prompt if isinstance(prompt, list) else [{"role": "user", "content": prompt}]
            texts.append(self.tokenizer.apply_chat_template(
                [*messages, {"role": "assistant", "content": completion}], tokenize=False))
        batch = self.tokenizer(texts, return_tensors="pt", padding=True, truncation=True, max_length=self.max_length)
        return self.model(**batch).logits[:, 0].float().tolist()
