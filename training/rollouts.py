"""MSR² rollouts for trl's GRPOTrainer (rollout_func): generate until </search> or </answer>; on a search, route
the query to the named source's retriever, insert <information>top-k</information> and continue, up to
`budget` turns (MSR² Algorithm 1). Inserted tokens get env_mask 0, so trl leaves them out of the loss (and
of the KL term), as MSR² Eq. 4 masks retrieved spans.

Generation goes through the trainer's own single-turn generator, so the same rollout uses transformers on a
CPU and vLLM (server or colocate) when the recipe sets args.use_vllm.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from backend.sentencing.msr2 import DEFAULT_SOURCE, RETHINK, corpus_retriever, parse_search

# a routed search: (source, query) -> the passages to insert, as text
Search = Callable[[str, str], list[str]]


def corpus_search(retriever, top_k: int = 3, max_chars: int = 300) -> Search:
    """Routed retrieval over LexLoop's corpus (msr2.corpus_retriever): each source searches its own kind of
    document; a passage is inserted as '《法》条：text', cut to max_chars."""
    retrieve = corpus_retriever(retriever)

    def search(source: str, query: str) -> list[str]:
        return [f"{passage['citation']}：{passage['text'][:max_chars]}" for passage in retrieve(source, query, top_k)]

    return search


def _cut_at_stop(tokenizer, ids: list[int], stops: tuple[str, ...]) -> tuple[list[int], str | None]:
    """The shortest prefix of ids whose text contains a stop string, and which stop; (ids, None) if none."""
    text = tokenizer.decode(ids, skip_special_tokens=True)
    if not any(stop in text for stop in stops):
        return ids, None
    low, high = 1, len(ids)
    while low < high:  # the stop appears in some prefix; find the first one by bisection
        middle = (low + high) // 2
        if any(stop in tokenizer.decode(ids[:middle], skip_special_tokens=True) for stop in stops):
            high = middle
        else:
            low = middle + 1
    prefix_text = tokenizer.decode(ids[:low], skip_special_tokens=True)
    stop = next(s for s in stops if s in prefix_text)
    return ids[:low], stop


def msr2_rollout(search: Search, budget: int = 4, default_source: str = DEFAULT_SOURCE):
    """A trl rollout_func. Each prompt it receives is already repeated num_generations times by trl's sampler."""
    if budget < 1:
        raise ValueError("the rollout budget B must be at least 1")

    def rollout(prompts: list, trainer) -> dict[str, Any]:
        tokenizer = trainer.processing_class
        eos_ids = set(trainer.eos_token_ids) if hasattr(trainer, "eos_token_ids") else {tokenizer.eos_token_id}
        limit = trainer.args.max_completion_length
        prompt_ids = [tokenizer.apply_chat_template(p, add_generation_prompt=True, tokenize=True, return_dict=False)
                      if isinstance(p, list) else tokenizer(p, add_special_tokens=False)["input_ids"] for p in prompts]
        prompt_ids = [list(ids["input_ids"] if isinstance(ids, dict) else ids) for ids in prompt_ids]
        completion = [[] for _ in prompts]
        env_mask = [[] for _ in prompts]
        logprobs: list[list[float]] | None = [[] for _ in prompts]
        searches = [0 for _ in prompts]
        active = list(range(len(prompts)))
        for _turn in range(budget):
            if not active:
                break
            inputs = [prompt_ids[i] + completion[i] for i in active]
            new_ids, new_logps = trainer._generate_single_turn(inputs, None, {}, 1)
            still_active = []
            for position, i in enumerate(active):
                ids, stop = _cut_at_stop(tokenizer, list(new_ids[position]), ("</search>", "</answer>"))
                completion[i] += ids
                env_mask[i] += [1] * len(ids)
                if logprobs is not None:
                    if new_logps is None:
                        logprobs = None
                    else:
                        logprobs[i] += list(new_logps[position][:len(ids)])
                room = limit - len(completion[i])
                ended = stop == "</answer>" or (ids and ids[-1] in eos_ids and stop is None) or room <= 0
                if ended:
                    continue
                segment = tokenizer.decode(ids, skip_special_tokens=True)
                parsed = parse_search(segment, default_source) if stop == "</search>" else None
                if parsed is not None:
                    searches[i] += 1
                    source, query = parsed
                    inserted = "\n<information>" + "\n".join(search(source, query)) + "</information>\n"
                else:
                    inserted = "\n" + RETHINK + "\n"
                inserted_ids = tokenizer(inserted, add_special_tokens=False)["input_ids"][:room]
                completion[i] += inserted_ids
                env_mask[i] += [0] * len(inserted_ids)
                if logprobs is not None:
                    logprobs[i] += [0.0] * len(inserted_ids)
                if len(completion[i]) < limit:
                    still_active.append(i)
            active = still_active
        completion = [ids[:limit] for ids in completion]
        env_mask = [mask[:limit] for mask in env_mask]
        if logprobs is not None:
            logprobs = [lp[:limit] for lp in logprobs]
        return {"prompt_ids": prompt_ids, "completion_ids": completion, "logprobs": logprobs,
                "env_mask": env_mask, "search_count": searches}

    return rollout
