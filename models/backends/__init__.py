"""LLM backends behind one interface (see base.LLMBackend) and the factory that picks one from settings."""

from __future__ import annotations

from backend.config import Settings
from models.backends.base import BackendUnavailable, LLMBackend


def build_backend(settings: Settings) -> LLMBackend:
    """The configured backend, loaded and checked; raises BackendUnavailable with a readable reason."""
    if settings.llm_backend == "none":
        raise BackendUnavailable("no language model is configured (llm_backend = none)")
    if settings.llm_backend == "transformers":
        from models.backends.transformers_backend import TransformersBackend

        return TransformersBackend(
            settings.resolved_model_path, settings.model_file or None, settings.adapter_path or None,
            timeout_s=settings.generation_timeout_s,
        )
    if settings.llm_backend == "openai":
        from models.backends.openai_backend import OpenAIBackend

        return OpenAIBackend(
            settings.openai_base_url, settings.openai_model, settings.openai_api_key,
            timeout_s=settings.generation_timeout_s,
        )
    if settings.llm_backend == "vllm":
        from models.backends.vllm_backend import VLLMBackend

        return VLLMBackend(settings.resolved_model_path, settings.adapter_path or None)
    raise BackendUnavailable(f"unknown llm_backend {settings.llm_backend!r}")


__all__ = ["BackendUnavailable", "LLMBackend", "build_backend"]
