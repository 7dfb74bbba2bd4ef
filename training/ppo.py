"""PPO for the SyLeR RL stage, on torch + peft (trl 1.16 no longer has a PPOTrainer).

What it is, precisely:
- policy: the LoRA-wrapped causal LM (adapter "default"), started from the SFT warm-up adapter when given;
- reference: the frozen warm-up policy. With a warm-up adapter it is a second, frozen copy of that adapter
  ("reference"); without one it is the base model, i.e. the policy with its adapter disabled;
- value head: one linear layer on the policy's last hidden state (shared backbone, as trl's former
  AutoModelForCausalLMWithValueHead), trained with a clipped value loss;
- reward (SyLeR Eq. 5): r_final = r − β·KL(π_θ‖π_SFT). Per token t the reward is −β·(log π_θ − log π_SFT)
  (the k1 KL estimate of the sampled token), and the sequence reward r (weighted sum of the recipe's
  registry rewards) is added at the last generated token; intermediate tokens get no task reward;
- advantages: GAE(γ, λ) on those rewards and the value estimates, whitened over the batch;
- update: clipped surrogate min(ρ·A, clip(ρ, 1±ε)·A) for num_ppo_epochs passes over num_mini_batches.
Generation is HF `generate` (no vLLM in this loop). Devices and several processes come from accelerate.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator
from typing import Any

import torch
import torch.nn.functional as F
from accelerate import Accelerator
from torch import nn

from training.configs import PPOConfig


def masked_mean(values: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    return (values * mask).sum() / mask.sum().clamp(min=1)


def masked_whiten(values: torch.Tensor, mask: torch.Tensor, shift_mean: bool = True) -> torch.Tensor:
    mean = masked_mean(values, mask)
    variance = masked_mean((values - mean) ** 2, mask)
    whitened = (values - mean) * torch.rsqrt(variance + 1e-8)
    return whitened if shift_mean else whitened + mean


def gae(rewards: torch.Tensor, values: torch.Tensor, mask: torch.Tensor, gamma: float, lam: float
        ) -> tuple[torch.Tensor, torch.Tensor]:
    """Generalised advantage estimation over right-padded sequences; returns (advantages, returns)."""
    advantages = torch.zeros_like(rewards)
    last = torch.zeros(rewards.size(0), device=rewards.device)
    length = rewards.size(1)
    for t in reversed(range(length)):
        next_value = values[:, t + 1] * mask[:, t + 1] if t + 1 < length else torch.zeros_like(last)
        delta = rewards[:, t] + gamma * next_value - values[:, t]
        last = (delta + gamma * lam * last) * mask[:, t]
        advantages[:, t] = last
    return advantages, advantages + values


def per_token_rewards(scores: torch.Tensor, policy_logps: torch.Tensor, reference_logps: torch.Tensor,
                      mask: torch.Tensor, kl_coef: float) -> tuple[torch.Tensor, torch.Tensor]:
    """−β·KL on every generated token, plus the sequence score on the last one. Returns (rewards, kl)."""
    kl = (policy_logps - reference_logps) * mask
    rewards = -kl_coef * kl
    last = (mask.sum(dim=1) - 1).clamp(min=0).long()
    rewards[torch.arange(rewards.size(0)), last] += scores
    return rewards, kl


class PPOTrainer:
    def __init__(self, model, tokenizer, reward_funcs: list[Callable], reward_weights: list[float],
                 args: PPOConfig, train_rows: list[dict[str, Any]], reference_adapter: str | None = None,
                 on_log: Callable[[int, dict], None] | None = None):
        if not train_rows:
            raise ValueError("PPO needs at least one training prompt")
        self.args = args
        self.tokenizer = tokenizer
        self.tokenizer.padding_side = "left"
        self.reward_funcs = reward_funcs
        self.reward_weights = reward_weights
        self.rows = train_rows
        self.reference_adapter = reference_adapter
        self.on_log = on_log
        self.accelerator = Accelerator(cpu=not torch.cuda.is_available(), mixed_precision="bf16" if args.bf16 else "no")
        torch.manual_seed(args.seed)
        hidden = model.config.hidden_size
        self.value_head = nn.Linear(hidden, 1)
        nn.init.normal_(self.value_head.weight, std=1.0 / math.sqrt(hidden + 1))
        nn.init.zeros_(self.value_head.bias)
        params = [p for p in model.parameters() if p.requires_grad] + list(self.value_head.parameters())
        optimizer = torch.optim.AdamW(params, lr=args.learning_rate, weight_decay=args.weight_decay)
        self.model, self.value_head, self.optimizer = self.accelerator.prepare(model, self.value_head, optimizer)
        self.history: list[dict[str, float]] = []

    # ------------------------------------------------------------ pieces

    def _batches(self) -> Iterator[list[dict]]:
        generator = torch.Generator().manual_seed(self.args.seed)
        size = self.args.per_device_train_batch_size
        while True:
            order = torch.randperm(len(self.rows), generator=generator).tolist()
            order = order * math.ceil(size / len(order))  # fewer prompts than a batch: repeat them
            for start in range(0, len(order) - size + 1, size):
                yield [self.rows[i] for i in order[start:start + size]]

    def _forward(self, model, sequences, attention_mask, prompt_length: int, with_values: bool):
        """Log-probs of the completion tokens (and values at the same positions)."""
        # positions as generate() counted them: left padding must not shift the real tokens
        position_ids = (attention_mask.long().cumsum(-1) - 1).clamp(min=0)
        output = model(input_ids=sequences, attention_mask=attention_mask, position_ids=position_ids,
                       output_hidden_states=with_values)
        logits = output.logits[:, prompt_length - 1:-1].float() / self.args.temperature
        targets = sequences[:, prompt_length:]
        logps = torch.gather(F.log_softmax(logits, dim=-1), 2, targets.unsqueeze(-1)).squeeze(-1)
        values = None
        if with_values:
            hidden = output.hidden_states[-1][:, prompt_length - 1:-1]
            values = self.value_head(hidden.to(self.value_head.weight.dtype)).squeeze(-1).float()
        return logps, values

    def _reference_logps(self, sequences, attention_mask, prompt_length: int) -> torch.Tensor:
        model = self.accelerator.unwrap_model(self.model)
        with torch.no_grad():
            if self.reference_adapter:
                model.set_adapter(self.reference_adapter)
                try:
                    logps, _ = self._forward(model, sequences, attention_mask, prompt_length, False)
                finally:
                    model.set_adapter("default")
            else:
                with model.disable_adapter():
                    logps, _ = self._forward(model, sequences, attention_mask, prompt_length, False)
        return logps

    def _rollout(self, rows: list[dict]) -> dict[str, Any]:
        model = self.accelerator.unwrap_model(self.model)
        prompts = [row["prompt"] for row in rows]
        texts = [self.tokenizer.apply_chat_template(p, add_generation_prompt=True, tokenize=False) for p in prompts]
        encoded = self.tokenizer(texts, return_tensors="pt", padding=True, add_special_tokens=False).to(self.accelerator.device)
        prompt_length = encoded["input_ids"].size(1)
        model.eval()
        with torch.no_grad():
            sequences = model.generate(**encoded, do_sample=True, temperature=self.args.temperature,
                                       max_new_tokens=self.args.max_completion_length,
                                       pad_token_id=self.tokenizer.pad_token_id)
        model.train()
        completion_ids = sequences[:, prompt_length:]
        eos = completion_ids == self.tokenizer.eos_token_id
        first_eos = torch.where(eos.any(1), eos.int().argmax(1), torch.full_like(eos[:, 0], completion_ids.size(1), dtype=torch.long))
        positions = torch.arange(completion_ids.size(1), device=completion_ids.device).unsqueeze(0)
        mask = (positions <= first_eos.unsqueeze(1)).float()  # the EOS itself is an action of the policy
        attention_mask = torch.cat([encoded["attention_mask"], mask.long()], dim=1)
        completions = [self.tokenizer.decode(ids[m.bool()], skip_special_tokens=True)
                       for ids, m in zip(completion_ids, mask, strict=True)]
        return {"sequences": sequences, "attention_mask": attention_mask, "mask": mask,
                "prompt_length": prompt_length, "completions": completions, "prompts": prompts,
                "completion_ids": [ids[m.bool()].tolist() for ids, m in zip(completion_ids, mask, strict=True)]}

    def _scores(self, rows: list[dict], rollout: dict[str, Any]) -> tuple[torch.Tensor, dict[str, float]]:
        columns = {key: [row.get(key) for row in rows] for key in rows[0] if key != "prompt"}
        completions = [[{"role": "assistant", "content": text}] for text in rollout["completions"]]
        total = torch.zeros(len(rows))
        means = {}
        for func, weight in zip(self.reward_funcs, self.reward_weights, strict=True):
            values = func(completions=completions, prompts=rollout["prompts"],
                          completion_ids=rollout["completion_ids"], **columns)
            values = torch.tensor([v if v is not None else float("nan") for v in values], dtype=torch.float32)
            means[f"rewards/{func.__name__}/mean"] = float(torch.nanmean(values))
            total += weight * torch.nan_to_num(values, nan=0.0)
        return total.to(self.accelerator.device), means

    # ------------------------------------------------------------ loop

    def train(self) -> list[dict[str, float]]:
        args = self.args
        batches = self._batches()
        for step in range(1, args.max_steps + 1):
            started = time.perf_counter()
            rows = next(batches)
            rollout = self._rollout(rows)
            scores, reward_means = self._scores(rows, rollout)
            sequences, attention_mask, mask = rollout["sequences"], rollout["attention_mask"], rollout["mask"]
            prompt_length = rollout["prompt_length"]
            with torch.no_grad():
                old_logps, old_values = self._forward(self.model, sequences, attention_mask, prompt_length, True)
                ref_logps = self._reference_logps(sequences, attention_mask, prompt_length)
                rewards, kl = per_token_rewards(scores, old_logps, ref_logps, mask, args.kl_coef)
                if args.whiten_rewards:
                    rewards = masked_whiten(rewards, mask, shift_mean=False)
                advantages, returns = gae(rewards, old_values, mask, args.gamma, args.lam)
                advantages = masked_whiten(advantages, mask)
            stats = self._optimise(sequences, attention_mask, mask, prompt_length, old_logps, old_values,
                                   advantages, returns)
            logs = {"reward": float(scores.mean()), "kl": float(kl.sum(1).mean()),
                    "non_score_reward": float((-args.kl_coef * kl).sum(1).mean()),
                    "completion_length": float(mask.sum(1).mean()), **reward_means, **stats,
                    "step_time": time.perf_counter() - started}
            self.history.append({"step": step, **logs})
            if self.on_log and self.accelerator.is_main_process:
                self.on_log(step, logs)
        return self.history

    def _optimise(self, sequences, attention_mask, mask, prompt_length, old_logps, old_values, advantages, returns
                  ) -> dict[str, float]:
        args = self.args
        size = sequences.size(0)
        mini = max(1, size // args.num_mini_batches)
        totals = {"loss/policy": 0.0, "loss/value": 0.0, "clipfrac": 0.0, "approxkl": 0.0}
        updates = 0
        for _ in range(args.num_ppo_epochs):
            order = torch.randperm(size)
            for start in range(0, size, mini):
                idx = order[start:start + mini].to(sequences.device)
                logps, values = self._forward(self.model, sequences[idx], attention_mask[idx], prompt_length, True)
                m = mask[idx]
                ratio = torch.exp(logps - old_logps[idx])
                adv = advantages[idx]
                policy_loss = masked_mean(torch.max(-adv * ratio, -adv * ratio.clamp(1 - args.cliprange, 1 + args.cliprange)), m)
                clipped_values = old_values[idx] + (values - old_values[idx]).clamp(-args.cliprange_value, args.cliprange_value)
                value_loss = 0.5 * masked_mean(torch.max((values - returns[idx]) ** 2, (clipped_values - returns[idx]) ** 2), m)
                loss = policy_loss + args.vf_coef * value_loss
                self.optimizer.zero_grad()
                self.accelerator.backward(loss)
                if args.max_grad_norm:
                    self.accelerator.clip_grad_norm_(
                        [p for group in self.optimizer.param_groups for p in group["params"]], args.max_grad_norm)
                self.optimizer.step()
                with torch.no_grad():
                    totals["loss/policy"] += float(policy_loss)
                    totals["loss/value"] += float(value_loss)
                    totals["clipfrac"] += float(masked_mean(((ratio - 1).abs() > args.cliprange).float(), m))
                    totals["approxkl"] += float(0.5 * masked_mean((logps - old_logps[idx]) ** 2, m))
                updates += 1
        return {key: value / max(updates, 1) for key, value in totals.items()}

    def save_adapter(self, directory) -> None:
        model = self.accelerator.unwrap_model(self.model)
        model.save_pretrained(str(directory), selected_adapters=["default"])
