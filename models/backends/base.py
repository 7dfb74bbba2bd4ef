"""The one interface every LLM backend implements."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Protocol

Messages = list[dict[str, str]]


def whole_characters(text: str) -> str:
    """`text` less U+FFFD: what a decoder writes for bytes that form no character, a CJK character cut off by the
    token limit or bytes the model emitted out of sequence. No answer means it; shown, it reads '解�er'."""
    return text.replace("\ufffd", "")


class BackendUnavailable(RuntimeError):
    """The model cannot answer now (not loaded, server unreachable, timed out). The API answers 503."""


class GenerationTimedOut(BackendUnavailable):
    """The model started answering but did not finish within the generation time limit (a loaded CPU, a long
    answer). Callers that have grounded parts of their own answer with those instead of failing."""


class LLMBackend(Protocol):
    model_id: str
    adapter_id: str | None

    def stream(self, messages: Messages, max_new_tokens: int, temperature: float = 0.0) -> Iterator[str]:
        """Text pieces as the model produces them; raises BackendUnavailable (GenerationTimedOut past the limit).
        A generator: closing it before its end stops the generation."""
        ...

    def generate(self, messages: Messages, max_new_tokens: int, temperature: float = 0.0) -> str:
        ...

    def use_adapter(self, path: str | None, adapter_id: str | None = None) -> None:
        """Serve with this LoRA adapter from now on (None: the base model); raises BackendUnavailable."""
        ...
