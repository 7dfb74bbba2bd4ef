"""Any OpenAI-compatible chat server: `vllm serve`, llama-cpp-python's server, a hosted endpoint."""

from __future__ import annotations

from collections.abc import Iterator

import openai

from models.backends.base import BackendUnavailable, GenerationTimedOut, Messages


class OpenAIBackend:
    def __init__(self, base_url: str, model: str, api_key: str, timeout_s: float = 120.0):
        self._client = openai.OpenAI(base_url=base_url, api_key=api_key, timeout=timeout_s, max_retries=0)
        self.base_url = base_url
        self.model_id = model
        self.adapter_id: str | None = None
        try:
            served = [m.id for m in self._client.models.list().data]
        except openai.OpenAIError as exc:
            raise BackendUnavailable(f"OpenAI-compatible server at {base_url} is unreachable: {exc}") from exc
        if model == "default" and served:
            self.model_id = served[0]

    def use_adapter(self, path: str | None, adapter_id: str | None = None) -> None:
        # a server selects LoRA adapters by model name (vllm serve --lora-modules name=path)
        self.adapter_id = adapter_id
        if adapter_id:
            self.model_id = adapter_id

    def stream(self, messages: Messages, max_new_tokens: int, temperature: float = 0.0) -> Iterator[str]:
        try:
            chunks = self._client.chat.completions.create(
                model=self.model_id, messages=messages, max_tokens=max_new_tokens, temperature=temperature, stream=True
            )
            for chunk in chunks:
                if chunk.choices and chunk.choices[0].delta.content:
                    yield chunk.choices[0].delta.content
        except openai.APITimeoutError as exc:
            raise GenerationTimedOut(f"model server at {self.base_url} timed out: {exc}") from exc
        except openai.OpenAIError as exc:
            raise BackendUnavailable(f"model server at {self.base_url} failed: {exc}") from exc

    def generate(self, messages: Messages, max_new_tokens: int, temperature: float = 0.0) -> str:
        return "".join(self.stream(messages, max_new_tokens, temperature))
