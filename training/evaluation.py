"""Evaluation of a new adapter on the held-back slice of the exported data, against the model without it.

- generation recipes (grpo, ppo, lexpam): greedy answers to the held-back prompts, scored with the recipe's
  weighted rewards; mean reward with the adapter vs with the adapter disabled;
- sft: mean token loss on the held-back conversations, with vs without the adapter;
- reward: pairwise accuracy (chosen scored above rejected) on the held-back pairs.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import torch


@torch.no_grad()
def _greedy(model, tokenizer, prompt: list[dict], max_new_tokens: int) -> str:
    inputs = tokenizer.apply_chat_template(prompt, add_generation_prompt=True, return_tensors="pt", return_dict=True)
    inputs = {k: v.to(model.device) for k, v in inputs.items()}
    output = model.generate(**inputs, max_new_tokens=max_new_tokens, do_sample=False, pad_token_id=tokenizer.pad_token_id)
    return tokenizer.decode(output[0, inputs["input_ids"].size(1):], skip_special_tokens=True)


def _weighted_rewards(records: list[dict], texts: list[str], reward_funcs: list[Callable], weights: list[float]
                      ) -> list[float]:
    columns = {key: [r.get(key) for r in records] for key in records[0] if key != "prompt"}
    completions = [[{"role": "assistant", "content": t}] for t in texts]
    prompts = [r["prompt"] for r in records]
    total = [0.0] * len(texts)
    for func, weight in zip(reward_funcs, weights, strict=True):
        for i, value in enumerate(func(completions=completions, prompts=prompts, **columns)):
            total[i] += weight * (value or 0.0)
    return total


def evaluate_generation(model, tokenizer, records: list[dict], reward_funcs: list[Callable], weights: list[float],
                        max_new_tokens: int) -> dict[str, Any]:
    """Mean weighted reward of greedy answers with the adapter and with it disabled (the starting model)."""
    if not records:
        return {"n": 0, "note": "no held-back examples"}
    model.eval()
    adapted = [_greedy(model, tokenizer, r["prompt"], max_new_tokens) for r in records]
    with model.disable_adapter():
        base = [_greedy(model, tokenizer, r["prompt"], max_new_tokens) for r in records]
    adapter_scores = _weighted_rewards(records, adapted, reward_funcs, weights)
    base_scores = _weighted_rewards(records, base, reward_funcs, weights)
    return {
        "n": len(records), "metric": "mean weighted reward (greedy)",
        "adapter": sum(adapter_scores) / len(records), "base": sum(base_scores) / len(records),
        "examples": [{"question": r["question"][:200], "adapter": a[:400], "base": b[:400]}
                     for r, a, b in list(zip(records, adapted, base, strict=True))[:3]],
    }


@torch.no_grad()
def _conversation_loss(model, tokenizer, messages: list[dict]) -> float:
    """Mean loss over the assistant's tokens of the last turn."""
    prompt_ids = tokenizer.apply_chat_template(messages[:-1], add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
    full_ids = tokenizer.apply_chat_template(messages, return_tensors="pt", return_dict=True)["input_ids"]
    labels = full_ids.clone()
    labels[:, :prompt_ids.size(1)] = -100
    return float(model(input_ids=full_ids.to(model.device), labels=labels.to(model.device)).loss)


def evaluate_sft(model, tokenizer, records: list[dict]) -> dict[str, Any]:
    if not records:
        return {"n": 0, "note": "no held-back examples"}
    model.eval()
    adapter = [_conversation_loss(model, tokenizer, r["messages"]) for r in records]
    with model.disable_adapter():
        base = [_conversation_loss(model, tokenizer, r["messages"]) for r in records]
    return {"n": len(records), "metric": "mean answer-token loss (lower is better)",
            "adapter": sum(adapter) / len(records), "base": sum(base) / len(records)}


def evaluate_reward_model(scorer, records: list[dict]) -> dict[str, Any]:
    if not records:
        return {"n": 0, "note": "no held-back examples"}
    prompts = [r["prompt"] for r in records]
    chosen = scorer.score(prompts, [r["chosen"][0]["content"] for r in records])
    rejected = scorer.score(prompts, [r["rejected"][0]["content"] for r in records])
    correct = sum(c > r for c, r in zip(chosen, rejected, strict=True))
    return {"n": len(records), "metric": "pairwise accuracy", "adapter": correct / len(records),
            "margins": json.loads(json.dumps([round(c - r, 4) for c, r in zip(chosen, rejected, strict=True)][:10]))}
