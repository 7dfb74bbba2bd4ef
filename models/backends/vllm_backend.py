"""In-process vLLM (GPU hosts, `pip install lexloop[gpu]`). Offline generation: the text arrives whole."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from models.backends.base import BackendUnavailable, Messages, whole_characters


class VLLMBackend:
    def __init__(self, model_path: str, adapter_path: str | None):
        try:
            from vllm import LLM
        except ImportError as exc:
            raise BackendUnavailable("vLLM is not installed: pip install 'lexloop[gpu]' on a CUDA host") from exc
        self._llm = LLM(model=model_path, enable_lora=True)
        self.model_id = Path(model_path).name
        self.adapter_id: str | None = None
        self._lora = None
        self._lora_counter = 0
        if adapter_path:
            self.use_adapter(adapter_path)

    def use_adapter(self, path: str | None, adapter_id: str | None = None) -> None:
        from vllm.lora.request import LoRARequest

        if path is None:
            self._lora, self.adapter_id = None, None
            return
        self._lora_counter += 1
        self.adapter_id = adapter_id or Path(path).name
        self._lora = LoRARequest(self.adapter_id, self._lora_counter, path)

    def stream(self, messages: Messages, max_new_tokens: int, temperature: float = 0.0) -> Iterator[str]:
        from vllm import SamplingParams

        params = SamplingParams(max_tokens=max_new_tokens, temperature=temperature)
        try:
            outputs = self._llm.chat(messages, params, lora_request=self._lora, use_tqdm=False)
        except Exception as exc:  # vLLM raises many engine-specific errors; all mean "cannot answer now"
            raise BackendUnavailable(f"vLLM generation failed: {exc}") from exc
        yield whole_characters(outputs[0].outputs[0].text)  # ends in a cut character at the token limit

    def generate(self, messages: Messages, max_new_tokens: int, temperature: float = 0.0) -> str:
        return "".join(self.stream(messages, max_new_tokens, temperature))
