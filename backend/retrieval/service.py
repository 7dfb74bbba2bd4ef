"""The retriever the pipelines use: corpus snapshot in memory, persisted indexes, direct article lookup.

One interface over every source (statutes, regulations, judicial interpretations, guidelines, cases,
books). Per source the retriever that suits it: statute-like sources get the hybrid ranking (BM25 over
the query and its learned expansion, a lone rare character also read as the statute word its context uses,
the learned article term bags, a law prior, optional dense channel
added to the sparse candidates' scores or fused by reciprocal rank); cases and guidelines get plain BM25
(MSR² §4.3.2). Cases also hang under statutes in a tree (SyLeR §3.3), see tree.py.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import threading
from collections import Counter
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field, replace
from datetime import date
from enum import StrEnum
from functools import cached_property
from pathlib import Path
from typing import Literal

import numpy as np
from sqlalchemy import text
from sqlalchemy.engine import Engine
from sqlmodel import Session, select

from backend.corpus.models import Article, Law, SourceKind, is_deletion_mark
from backend.corpus.numerals import CHINESE_NUMERAL_CHARS, article_label, citation_label, parse_article
from backend.corpus.versions import Clock, LawVersion, china_today, in_force_on, parse_day
from backend.retrieval.abbreviations import HAN, AbbreviationIndex, unknown_words
from backend.retrieval.charges import ChargeMatcher, asks_criminal_liability
from backend.retrieval.dense import DenseIndex, Encoder, IndexKind
from backend.retrieval.embedding_models import resolve_embedding_model
from backend.retrieval.external import OpenSearchCaseIndex
from backend.retrieval.fusion import Reranker, reciprocal_rank_fusion
from backend.retrieval.query_model import LabeledQuestion, QueryModel, shipped_model, with_feedback
from backend.retrieval.references import LawNameIndex, Reference, references_by_document_number, short_name
from backend.retrieval.routing import Route, SourceRouter, parse_tags
from backend.retrieval.sparse import SparseIndex, top_k
from backend.retrieval.titles import ChapterTitles
from backend.retrieval.tokenize import COMPOUND_NOUNS, tokenize, tokenize_query, without_money_amounts
from backend.retrieval.tree import SIMILARITY_QUERY_TOKENS, CaseTree, statutes_with_cases_ranked

log = logging.getLogger(__name__)

INDEX_VERSION = 4  # bump when what is indexed changes (v2: the section joins law name and chapter; v3: no image markup;
# v4: a party noun's straddling tail, 有人 of 所有人, is not indexed)

Mode = Literal["sparse", "dense", "hybrid"]
# hybrid: "score" adds the embedding cosine (min-max over the sparse candidates) to the sparse score;
# "rrf" fuses the two rankings by reciprocal rank. score measured better (BENCHMARKS.md, Dense and hybrid).
Fusion = Literal["score", "rrf"]
# sources searched with plain BM25 (MSR²: precedents and guidelines are matched on their full text)
BM25_ONLY = frozenset({SourceKind.case, SourceKind.guideline})
# a one-character token in at most this share of the indexed texts is a rare character (in the 26,196 national-law
# articles 元 is in 6, 判 in 1), not a common one (不: 3,767); a share, so a small imported corpus is judged alike
RARE_CHARACTER_SHARE = 0.004
# a rare character stands for the statute word holding it that most of the articles the rest of the query ranks first
# (this many) hold, where at least CHARACTER_WORD_ARTICLES of them do
CHARACTER_CONTEXT = 20
CHARACTER_WORD_ARTICLES = 2
# only in a question this long or shorter (LawBench's consultations: 50-100 characters; everyday lines: 10-20): in a
# case's facts (hundreds) the lone characters are mostly names (周, 刘, 甲 of 张某甲), whose readings are chance
CHARACTER_WORD_QUESTION = 100
# a character whose statute words together fill more than this share of the articles is a generic morpheme (依 of 依法,
# 合 of 合同, 交 of 交易 and 交通: 35-46%; 赔, 退, 买, 说: 2-5%): it stands for no one word
GENERIC_CHARACTER_SHARE = 0.06
# a crime article's clause names its crime inside a question only by a word at most this share of the articles write
# (醉酒 9 of 26,196, 扒窃 2, 追逐 8; not 多次 40, 殴打 38, 公司 648): a word of many articles is no crime's own
CONDUCT_WORD_SHARE = 0.001
# a query is a corrected question asked again when the words they share hold this share of both's words' characters
# (Dice): '被邻居家的狗咬了人，谁来赔' is '被邻居家的狗咬了谁赔' (0.92), '偷多少钱的东西会坐牢' is '偷东西多少钱会坐牢' (0.63); a
# paraphrase sharing one word (狗: 0.07) is left to the bags. The feedback bench's pairs score alike from 0.5 to 0.7
CORRECTED_SIMILARITY = 0.6


def article_sub(number: int | None, number_text: str) -> int:
    """1 for 第一百三十三条之一 (an article inserted after 第一百三十三条), 0 for the article itself or a document
    without numbered articles."""
    return parse_article(number_text)[1] if number is not None and "之" in number_text else 0


@dataclass(frozen=True)
class Unit:
    """One retrievable article (or one unnumbered document such as a case)."""

    article_id: int
    law_id: int
    law: str
    source: SourceKind
    number: int | None
    number_text: str
    chapter: str | None
    text: str
    in_force: bool  # on the retriever's day (see Retriever._apply_day); as the source lists it when loaded
    section: str | None = None

    @property
    def sub(self) -> int:
        return article_sub(self.number, self.number_text)

    @property
    def indexed_text(self) -> str:
        # the law name, chapter and section carry meaning the article body often leaves implicit
        return f"{self.law} {self.chapter or ''} {self.section or ''} {self.text}"


@dataclass
class Hit:
    source: str
    law: str
    article: int | None
    number_text: str
    text: str
    score: float
    chapter: str | None
    article_id: int
    # "reference" when the query named it, "calculation" or "sentencing" when a step of the compensation or the
    # sentencing engine cites it, else the ranking that found it: sparse/dense/hybrid
    match: str
    in_force: bool  # false for an article of a law not in force, and for a deleted article ('（删去）')
    # how the source was chosen: "explicit" (the caller named it), "tag", "tag-fallback" (a tagged source this
    # deployment lacks: statutes instead) or "router"
    route: str = "explicit"
    cases: list[dict] = field(default_factory=list)  # precedents the tree attached (SyLeR §3.3)
    in_force_from: str | None = None  # a version not yet in force: the day it takes effect ('2027-01-01')

    @property
    def sub(self) -> int:
        return article_sub(self.article, self.number_text)

    def as_dict(self) -> dict:
        return asdict(self)


@dataclass
class RetrievalOptions:
    """How the statute-like sources are ranked. The weights were chosen on the LawBench 3-8 training half."""

    mode: Mode = "sparse"
    learned: bool = True  # learned article term bags + law prior (query_model.py)
    expansion: bool = True  # learned term expansion added to the BM25 query
    abbreviations: bool = True  # a query word the index lacks matched as an abbreviation (醉驾: 醉酒驾驶)
    dense_model: str = ""  # sentence-transformers folder; "" = bundled MiniLM (English only)
    dense_index: IndexKind = "flat"
    dense_fusion: Fusion = "score"
    dense_weight: float = 1.0  # the cosine's weight against the sparse score scaled to a top of 1
    tree_statutes: int = 1  # K_L
    tree_cases: int = 3  # K_C
    min_cases: int = 5  # statutes with fewer linked cases are supplemented
    candidates: int = 300  # BM25 candidates the learned signals re-rank
    learned_weight: float = 1.0
    # a bag gets its full learned bonus only where the query's words were used this often in the questions it learned
    # from (explanations at half): '商家卖假货' matches 民法典第1087条's bag by 卖, used once, so the bag gets a third
    bag_evidence: float = 3.0
    law_prior_weight: float = 0.1
    law_score_weight: float = 0.6
    mention_weight: float = 0.3
    law_bag_weight: float = 0.0
    # the chapter whose title's telling characters the query holds (借 of '借给朋友' -> 借款合同, titles.py): its articles
    # get this weight times the share of the title's character weight held (0.5 and up cost LawBench R@5 or R@10)
    title_weight: float = 0.3
    expansion_weight: float = 0.3
    # a one-character query word that is a token in few articles: its weight in the BM25 query (see RARE_CHARACTER_SHARE)
    rare_character_weight: float = 0.75
    # count an amount of money's words (五万, 万块 of 五万块; 3000, 元 of 3000元) in the BM25 query (--set
    # money_amount_words=1). Off: an amount tells nothing of which law answers, while BM25 weighs 五万 as a rare word (the
    # fine clauses write 五万元以下罚款) and 元 matches tax tables ('同事借了我3000元一直不还' led with 个人所得税法第二十二条)
    money_amount_words: bool = False
    # the statute word a rare one-character query word stands for (买 -> 购买 among consumer articles, see
    # Retriever._character_words): this share of the character's weight
    character_word_weight: float = 1.0
    # a query naming a crime (危险驾驶罪) lifts the crime's learned article (query_model.json "charges") by this
    # share of the best candidate's score: at 1 or more it ranks first
    charge_weight: float = 1.0
    # a query that is (nearly) a question a lawyer corrected lifts the articles the correction names by this share, times
    # its similarity (CORRECTED_SIMILARITY), of the best candidate's score: at 1 the question asked again leads with them
    corrected_weight: float = 1.0
    case_search_url: str = ""  # OpenSearch/Elasticsearch for cases; "" = in process

    def __post_init__(self) -> None:
        if self.mode not in ("sparse", "dense", "hybrid"):
            raise ValueError(f"retrieval mode must be sparse, dense or hybrid, not {self.mode!r}")
        if self.dense_fusion not in ("score", "rrf"):
            raise ValueError(f"dense fusion must be score or rrf, not {self.dense_fusion!r}")
        if not 0 <= self.dense_weight < float("inf"):
            raise ValueError(f"dense_weight must be a finite number >= 0, not {self.dense_weight!r}")
        if not 0 <= self.bag_evidence < float("inf"):
            raise ValueError(f"bag_evidence must be a finite number >= 0, not {self.bag_evidence!r}")
        if self.tree_statutes < 0 or self.tree_cases < 0 or self.candidates < 1:
            raise ValueError("tree_statutes and tree_cases must be >= 0, candidates >= 1")


def retrieval_options(settings) -> RetrievalOptions:
    """The options a deployment's settings (LEXLOOP_RETRIEVAL_MODE, …) ask for."""
    return RetrievalOptions(
        mode=settings.retrieval_mode, dense_index=settings.dense_index, dense_fusion=settings.dense_fusion,
        # the model is looked up only where it is used: a named model need not be installed for sparse mode
        dense_model=(resolve_embedding_model(settings.embedding_model, settings.data_dir)
                     if settings.retrieval_mode != "sparse" else settings.embedding_model),
        tree_statutes=settings.tree_statutes, tree_cases=settings.tree_cases,
        case_search_url=settings.case_search_url,
    )


def build_reranker(settings) -> Reranker | None:
    if not settings.reranker_model:
        return None
    from backend.retrieval.fusion import CrossEncoderReranker

    return CrossEncoderReranker(settings.reranker_model)


class CitationStatus(StrEnum):
    verified = "verified"
    not_found = "not_found"
    not_in_force = "not_in_force"
    not_yet_in_force = "not_yet_in_force"  # only a version that takes effect after today has it
    repealed = "repealed"  # the law in force keeps the number, the article was deleted ('（删去）')


@dataclass
class Lookup:
    status: CitationStatus
    law: str  # canonical name when the law is known, else as written
    article: int
    unit: Unit | None
    sub: int = 0  # 1 for 第N条之一
    # the article of a corpus law that repealed the whole law ('《民法典》第一千二百六十条'), or that deleted a
    # repealed article ('《中华人民共和国刑法修正案（九）》第十二条'), when the corpus holds it
    repealed_by: str | None = None
    in_force_from: str | None = None  # not_yet_in_force: the day `unit`'s version takes effect
    # verified, while a new version of the law is pending: its article of the same number, and when it takes effect
    upcoming: Unit | None = None
    upcoming_from: str | None = None

    @property
    def label(self) -> str:
        """The article as written in Chinese law: 第一百三十三条之一."""
        return article_label(self.article, self.sub)


def corpus_fingerprint(engine: Engine) -> str:
    with engine.connect() as conn:
        row = conn.execute(
            text("SELECT count(*), coalesce(max(id), 0), coalesce(sum(length(text)), 0) FROM articles")
        ).one()
        laws = conn.execute(text("SELECT count(*), coalesce(max(id), 0) FROM laws")).one()
    # the index version is part of it: a change in what is indexed rebuilds persisted indexes
    # and so are the nouns taught to the tokeniser: relearning them changes the cut of the articles
    return hashlib.sha256(f"{tuple(row)}{tuple(laws)}v{INDEX_VERSION}{COMPOUND_NOUNS}".encode()).hexdigest()[:16]


# the national corpus keeps its appendices' images as '!24309{width="5.1in" height="7.5in"}': no law in them, and
# their English words made English questions retrieve the national anthem
_IMAGE_MARKUP = re.compile(r"![^\s{}!]{0,20}\{width=[^{}]*\}")  # also '!国徽法2{width=…}'
# an article that only says when the law takes effect ('本法自2004年5月1日起施行。'), and what it repeals: found
# by its number, not ranked for questions
_COMMENCEMENT_ONLY = re.compile(
    r"本[^，。自从]{1,6}?(?:自|从)[^。]{0,40}(?:施行|生效)[^。]{0,80}。?"  # 本法, 本条例, 本修正案, 本决定…
    r"(?:[^。]{0,160}废止。?)?"  # '……同时废止。': the law it replaces
)

# an article that gives a crime's victim a civil claim, within the criminal trial, for what the crime cost them
# (刑事诉讼法第一百零一条, 附带民事诉讼): where a question about a crime's civil compensation starts, whatever the crime
_VICTIM_CLAIM = re.compile(r"犯罪行为[^。；]*损失[^。；]*附带民事诉讼")


# '《中华人民共和国婚姻法》、《中华人民共和国继承法》……同时废止': a sentence of a law that repeals others
_REPEALING_SENTENCE = re.compile(r"[^。]*《[^》]+》[^。]*废止")


# what may stand right before a law's name (besides the start of the text): a quote or punctuation, or the last
# character of a word that cites it (依据, 按照, 违反, 参见, 和, 的…)
_BEFORE_A_NAME = frozenset("《 \t\n，,。；;：:、（(和与及或的按依据照用反见")


def repealed_laws(units: list[Unit], current: LawNameIndex) -> dict[str, str]:
    """Laws the corpus's statutes in force repeal by name, and not in the corpus themselves: full name ->
    the repealing article ('中华人民共和国合同法' -> '《中华人民共和国民法典》第一千二百六十条')."""
    repealed: dict[str, str] = {}
    for unit in units:
        if unit.source is not SourceKind.statute or not unit.in_force or "废止" not in unit.text:
            continue
        for sentence in _REPEALING_SENTENCE.findall(unit.text):
            for name in re.findall(r"《([^》]+)》", sentence):
                if current.exact(name) is None:  # 合同法 is repealed even where it would abbreviate a law in force
                    repealed.setdefault(name, f"《{unit.law}》{unit.number_text}")
    return repealed


def deleting_articles(units: list[Unit], names: LawNameIndex) -> dict[tuple[str, int, int], str]:
    """Articles the statutes in force delete whole ('删去刑法第一百九十九条。', not '删去刑法第六十八条第二款'):
    (corpus name, number, sub) -> the deleting article ('《中华人民共和国刑法修正案（九）》第十二条')."""
    deleting: dict[tuple[str, int, int], str] = {}
    for unit in units:
        if unit.source is not SourceKind.statute or not unit.in_force or "删去" not in unit.text:
            continue
        for ref in names.find_references(unit.text):
            law = names.canonical(ref.law)
            whole = not unit.text[ref.span[1]:].lstrip().startswith("第")  # 第二款: a paragraph only
            if law and whole and unit.text[: ref.span[0]].endswith("删去"):
                deleting.setdefault((law, ref.article, ref.sub), f"《{unit.law}》{unit.number_text}")
    return deleting


def load_versions(engine: Engine) -> list[LawVersion]:
    """Each law's status and dates: which version is in force is decided by day (backend/corpus/versions.py)."""
    with Session(engine) as session:
        laws = session.exec(select(Law)).all()
    return [
        LawVersion(law.id, law.name, SourceKind(law.source).value, law.status, parse_day(law.effective_date),
                   parse_day(law.publish_date))
        for law in laws
    ]


def load_units(engine: Engine) -> list[Unit]:
    with Session(engine) as session:
        rows = session.exec(select(Article, Law).where(Article.law_id == Law.id).order_by(Article.id)).all()
    return [
        # a store imported before the importer relabelled '条目二十二' as '第二十二条' shows the citation label too
        Unit(a.id, law.id, law.name, SourceKind(law.source), a.number, citation_label(a.number_text, a.number),
             a.chapter, _IMAGE_MARKUP.sub("", a.text), law.in_force, a.section)
        for a, law in rows
    ]


class Retriever:
    def __init__(self, units: list[Unit], index: SparseIndex, options: RetrievalOptions | None = None,
                 query_model: QueryModel | None = None, dense: DenseIndex | None = None,
                 encoder: Encoder | None = None, tree: CaseTree | None = None,
                 reranker: Reranker | None = None, case_index: OpenSearchCaseIndex | None = None,
                 versions: Iterable[LawVersion] = (), today: Clock = china_today):
        """`versions`: the laws' statuses and dates; with them, which version is in force follows the day
        `today()` gives (China time by default; tests set it). Units of laws without one keep their in_force."""
        self.units = units
        self.index = index
        self.options = options or RetrievalOptions()
        self.dense = dense
        self.encoder = encoder
        self.reranker = reranker
        self.case_index = case_index
        # an abbreviated name (消保法) stands for a law some version of which the source lists as in force
        self.names = LawNameIndex([u.law for u in units if u.source is not SourceKind.case],
                                  abbreviation_targets={u.law for u in units if u.source is SourceKind.statute and u.in_force})
        self._versions = {v.law_id: v for v in versions}
        self._today = today
        self._day_lock = threading.Lock()
        self._commencement_only = np.fromiter((bool(_COMMENCEMENT_ONLY.fullmatch(u.text.strip())) for u in units),
                                              dtype=bool, count=len(units))
        # judgments (cases) tell of the crime's losses too: only the rules are the claim's basis
        self._victim_claim = np.fromiter((u.source is not SourceKind.case and bool(_VICTIM_CLAIM.search(u.text))
                                          for u in units), dtype=bool, count=len(units))
        # an article that keeps its number and whose text is only a deletion mark ('（删去）'): repealed, whatever the law
        self._deleted = np.fromiter((is_deletion_mark(u.text) for u in units), dtype=bool, count=len(units))
        self._of_source = {kind: np.array([u.source is kind for u in units], dtype=bool) for kind in SourceKind}
        self._by_law_article: dict[tuple[str, int], list[int]] = {}  # positions of every version's article
        self._position_by_id = {u.article_id: i for i, u in enumerate(units)}
        self._law_of = np.empty(len(units), dtype=np.int32)
        self._law_ids: dict[str, int] = {}
        for position, unit in enumerate(units):
            self._law_of[position] = self._law_ids.setdefault(unit.law, len(self._law_ids))
            if unit.number is not None:
                self._by_law_article.setdefault((unit.law, unit.number), []).append(position)
        self.query_model = query_model or QueryModel.empty()
        self._day: date | None = None
        self._apply_day(self._today())
        self._router: SourceRouter | None = None
        self.tree = tree
        self._statutes_with_cases = np.fromiter(tree.children, dtype=np.int64) if tree else np.zeros(0, np.int64)

    # ---------------------------------------------------------------- the day
    def _sync_day(self) -> None:
        """Re-date the versions in force when the day has changed: a new version takes effect at midnight."""
        day = self._today()
        if day != self._day:
            with self._day_lock:
                if day != self._day:
                    self._apply_day(day)

    def _apply_day(self, day: date) -> None:
        """Mark the units in force on `day`, and rebuild what depends on it: the ranked articles, the repealed
        laws, the article each learned term bag belongs to. The index itself holds every version: nothing is
        re-indexed when a version takes effect. Each piece is built whole and then put in place (what is read
        together is one attribute), so that a request running meanwhile reads the old or the new piece, never a
        half-built one."""
        in_force = in_force_on(self._versions.values(), day)
        units = [
            replace(u, in_force=u.law_id in in_force)
            if u.law_id in self._versions and u.in_force != (u.law_id in in_force) else u
            for u in self.units
        ]
        self._pending_from = {v.law_id: v.effective_date.isoformat() for v in self._versions.values()
                              if v.pending_on(day) and v.listed_in_force}
        repealed = repealed_laws(units, self.names)
        # one attribute: a lookup reads the names and their repealing articles together
        self._repealed = (repealed, LawNameIndex(list(repealed), abbreviation_targets=()))
        self._deleted_by = deleting_articles(units, self.names)
        # ranked search: articles in force, less commencement-only and deleted ones (a reference still finds them)
        rankable = (np.fromiter((u.in_force for u in units), dtype=bool, count=len(units))
                    & ~self._commencement_only & ~self._deleted)
        self._searchable = {kind: mask & rankable for kind, mask in self._of_source.items()}
        # (short name, number, sub) -> the in-force article a learned bag belongs to; 第一百三十三条之一 is
        # (…, 133, 1), apart from 第一百三十三条 (…, 133, 0)
        main_position: dict[tuple[str, int, int], int] = {}
        for position, unit in enumerate(units):
            if unit.number is not None and unit.in_force and unit.source is not SourceKind.case:
                main_position.setdefault((short_name(unit.law), unit.number, unit.sub), position)
        self._main_position = main_position
        self.units = units
        self.set_query_model(self.query_model)
        self._day = day

    # ---------------------------------------------------------------- construction
    @classmethod
    def open(cls, engine: Engine, index_dir: Path, progress: bool = True, options: RetrievalOptions | None = None,
             examples: Iterable[LabeledQuestion] = (), reranker: Reranker | None = None,
             today: Clock = china_today) -> Retriever:
        """Load the persisted indexes, rebuilding what the corpus changed since; learn the query model.

        `examples` are labelled questions beyond the shipped model (e.g. lawyer-confirmed links from the
        feedback store): they are learned here, so ratings improve retrieval at the next start.
        """
        options = options or RetrievalOptions()
        fingerprint = corpus_fingerprint(engine)
        units = load_units(engine)
        folder = index_dir / "bm25"
        index = SparseIndex.load(folder)
        if index is None or index.fingerprint != fingerprint:
            log.info("corpus changed or no index: building the search index over %d articles", len(units))
            index = SparseIndex.build([u.indexed_text for u in units], fingerprint, progress=progress)
            index.save(folder)
        retriever = cls(units, index, options, reranker=reranker, versions=load_versions(engine), today=today)
        retriever.set_query_model(with_feedback(shipped_model(), list(examples), retriever.article_text))
        if options.mode != "sparse":
            retriever.attach_dense(index_dir, fingerprint, progress)
        if options.case_search_url:
            retriever.case_index = OpenSearchCaseIndex(options.case_search_url)
        retriever.attach_tree(index_dir / "tree.json", fingerprint, progress)
        return retriever

    def attach_dense(self, index_dir: Path, fingerprint: str, progress: bool = True) -> None:
        encoder = Encoder(self.options.dense_model)
        folder = index_dir / f"dense-{self.options.dense_index}"
        # the index holds the vectors; it is rebuilt when the corpus, the model or its truncation changes
        built_from = f"{fingerprint}-{encoder.max_tokens}"
        dense = DenseIndex.load(folder)
        if dense is None or dense.fingerprint != built_from or dense.model_path != encoder.model_path:
            log.info("building the %s dense index with %s", self.options.dense_index, encoder.model_path)
            vectors = self._unit_vectors(encoder, index_dir / "dense-vectors", fingerprint, progress)
            dense = DenseIndex.build(vectors, self.options.dense_index, encoder.model_path, built_from)
            dense.save(folder)
        self.dense, self.encoder = dense, encoder

    def _unit_vectors(self, encoder: Encoder, folder: Path, fingerprint: str, progress: bool) -> np.ndarray:
        """Embeddings of every unit, kept on disk: encoding is the slow part, a flat and an HNSW index share it."""
        meta = folder / "vectors.json"
        key = {"fingerprint": fingerprint, "model_path": encoder.model_path, "max_tokens": encoder.max_tokens}
        if meta.exists() and json.loads(meta.read_text()) == key:
            return np.load(folder / "vectors.npy")
        log.info("embedding %d units with %s (once per corpus and model)", len(self.units), encoder.model_path)
        vectors = encoder.encode([u.indexed_text for u in self.units], progress=progress)
        folder.mkdir(parents=True, exist_ok=True)
        np.save(folder / "vectors.npy", vectors)
        meta.write_text(json.dumps(key))
        return vectors

    def attach_tree(self, path: Path, fingerprint: str, progress: bool = True) -> None:
        cases = [i for i, u in enumerate(self.units) if u.source is SourceKind.case and u.in_force]
        tree = CaseTree.load(path)
        if tree is None or tree.fingerprint != fingerprint:
            statutes = self._searchable[SourceKind.statute]
            tree = CaseTree.build(
                fingerprint, cases, lambda i: self.units[i].text, self._cited_statutes,
                lambda case_text: next(iter(top_k(self._similarity(case_text) * statutes, 1)), (None,))[0],
                progress=progress and bool(cases),
            )
            tree.save(path)
        self.tree = tree
        self._statutes_with_cases = np.fromiter(tree.children, dtype=np.int64, count=len(tree.children))

    def set_query_model(self, model: QueryModel) -> None:
        """Index the model's article term bags (the learned channel) against this corpus."""
        self.query_model = model
        keys, bags, counts = [], [], []
        for key, bag in model.article_terms.items():
            position = self._main_position.get(key)
            if position is not None:
                keys.append(position)
                counts.append(bag)
                # explanation words count half: keep that ratio in whole tokens
                bags.append([t for t, c in bag.items() for _ in range(max(1, round(2 * c)))])
        # one attribute: a search reads the bag index, the articles its slots stand for and their counts together
        self._learned = (SparseIndex.from_tokens(bags, "learned") if bags else None, np.array(keys, dtype=np.int64),
                         counts)
        # law-level bags: every question that cited any article of a law, to tell which law is asked about
        by_law: dict[str, list[str]] = {}
        for (law, _, _), bag in model.article_terms.items():
            by_law.setdefault(law, []).extend(t for t, c in bag.items() for _ in range(max(1, round(2 * c))))
        ids_of_short: dict[str, list[int]] = {}
        for name, law_id in self._law_ids.items():
            ids_of_short.setdefault(short_name(name), []).append(law_id)
        laws = [law for law in by_law if law in ids_of_short]
        self._law_bags = SparseIndex.from_tokens([by_law[law] for law in laws], "law-bags") if laws else None
        pairs = [(slot, law_id) for slot, law in enumerate(laws) for law_id in ids_of_short[law]]
        self._law_bag_slots = np.array([slot for slot, _ in pairs], dtype=np.int64)
        self._law_bag_ids = np.array([law_id for _, law_id in pairs], dtype=np.int64)
        # one attribute: the names a query may use and the in-force article each charge stands for
        # (the articles' texts: the conduct an article writes, '醉酒驾驶', alone or in a question of liability, names its
        # crime; the index's word counts say which clause heads tell a conduct)
        charge_positions = {charge: position for charge, key in model.charges.items()
                            if (position := self._main_position.get(key)) is not None}
        self._charges = (ChargeMatcher(model.charges, {charge: self.units[position].text
                                                       for charge, position in charge_positions.items()},
                                       self._tells_conduct),
                         charge_positions)
        # one attribute: corrected question word -> its slots, and each slot's characters and in-force articles
        holding: dict[str, list[int]] = {}
        corrected: list[tuple[int, list[int]]] = []
        for question in model.corrected:
            words = set(tokenize(question.question))
            positions = [p for law, article, sub in question.citations
                         if (p := self._main_position.get((short_name(law), article, sub))) is not None]
            if words and positions:
                for word in words:
                    holding.setdefault(word, []).append(len(corrected))
                corrected.append((sum(len(word) for word in words), positions))
        self._corrected = (holding, corrected)
        priors, unseen = model.law_log_prior()
        self._law_prior = np.zeros(len(self._law_ids), dtype=np.float32)
        for law, law_id in self._law_ids.items():
            self._law_prior[law_id] = priors.get(short_name(law), unseen) - unseen

    @property
    def router(self) -> SourceRouter:
        if self._router is None:  # learned on first use: most requests name their source
            self._router = SourceRouter.fit((u.source, tokenize(u.text[:200])) for u in self._router_sample())
        return self._router

    def _router_sample(self) -> list[Unit]:
        # every unit of the small sources, a stride of the large ones: the router needs word statistics
        by_source: dict[SourceKind, list[Unit]] = {}
        for unit in self.units:
            by_source.setdefault(unit.source, []).append(unit)
        sample: list[Unit] = []
        for units in by_source.values():
            stride = max(1, len(units) // 5000)
            sample.extend(units[::stride])
        return sample

    # ---------------------------------------------------------------- public API
    @property
    def size(self) -> int:
        return len(self.units)

    def sources(self) -> dict[str, int]:
        self._sync_day()
        return {kind.value: int(mask.sum()) for kind, mask in self._searchable.items() if mask.any()}

    def article_text(self, law: str, article: int, sub: int = 0) -> str | None:
        look = self.lookup(law, article, sub)
        return look.unit.text if look.unit else None

    def search(self, query: str, k: int = 10, source: SourceKind = SourceKind.statute,
               law: str | None = None) -> list[Hit]:
        """Articles the query names directly first, then the best ranked ones in force, best first.

        `law` restricts the search to one law (full or short name), e.g. facts -> criminal-law articles.
        """
        self._sync_day()
        query, _ = parse_tags(query, strict=False)
        only_law = None
        if law is not None:
            only_law = self.names.canonical(law)
            if only_law is None:
                raise ValueError(f"unknown law {law!r}: not in the corpus")
        direct = [
            look.unit for look in (self.lookup(r.law, r.article, r.sub) for r in self.references(query))
            if look.unit is not None and look.unit.source is source and only_law in (None, look.unit.law)
        ]
        ranked, how = self._rank(query, source, k + len(direct), only_law)
        top_score = ranked[0][1] if ranked else 1.0
        hits = [self._hit(unit, top_score + 1.0, "reference") for unit in direct]
        seen = {u.article_id for u in direct}
        for position, score in ranked:
            unit = self.units[position]
            if unit.article_id not in seen:
                hits.append(self._hit(unit, score, how))
                seen.add(unit.article_id)
        return hits[:k]

    def route(self, query: str, max_sources: int = 1) -> Route:
        clean, tagged = parse_tags(query)
        available = {SourceKind(s) for s in self.sources()}
        if tagged:
            present = tuple(s for s in tagged if s in available)
            # a tag naming a source this deployment has not imported falls back to the statutes, visibly
            return Route(clean, present, "tag") if present else Route(clean, (SourceKind.statute,), "tag-fallback")
        # the router tells text genres apart (bench/retrieval/README.md: 64-99% on held-out units) but files
        # most consultation questions under "case" (their wording is a case's): statutes always come first
        routed = [s for s in self.router.route(clean, max_sources) if s in available and s is not SourceKind.statute]
        return Route(clean, (SourceKind.statute, *routed), "router")

    def search_routed(self, query: str, k_per_source: int = 3, max_sources: int = 1) -> list[Hit]:
        """MSR²: route the query (tag, or statutes + the router's `max_sources` picks), then the top k of
        each chosen source's retriever."""
        route = self.route(query, max_sources)
        hits: list[Hit] = []
        for source in route.sources:
            for hit in self.search(route.query, k=k_per_source, source=source):
                hit.route = route.how
                hits.append(hit)
        return hits

    def attach_cases(self, query: str, hits: list[Hit], statutes: int | None = None,
                     cases: int | None = None) -> list[Hit]:
        """Fill hit.cases for the first K_L statute hits with their K_C most relevant precedents."""
        if self.tree is None or not self.tree.children:
            return hits
        statutes = self.options.tree_statutes if statutes is None else statutes
        cases = self.options.tree_cases if cases is None else cases
        question, _ = parse_tags(query, strict=False)
        scores = self._case_scores(question)
        for hit in [h for h in hits if h.source == SourceKind.statute.value][:statutes]:
            position = self._position_by_id[hit.article_id]
            best = self.tree.best_cases(position, scores, cases, self._similar_statutes, self.options.min_cases)
            hit.cases = [
                {"law": self.units[c].law, "text": self.units[c].text, "score": round(s, 4),
                 "article_id": self.units[c].article_id, "link": link, "source": SourceKind.case.value}
                for c, s, link in best
            ]
        return hits

    def references(self, text_: str) -> list[Reference]:
        """The articles the text names: of laws in the corpus, of laws a corpus law repealed ('合同法第52条'), of
        any quoted name ('《工伤保险条例》第三十九条') and of documents cited by number ('法释〔2013〕8号第一条')."""
        self._sync_day()
        found = self.names.find_references(text_)
        taken = [ref.span for ref in found]
        # a repealed name inside a current one ('合同法' in '劳动合同法') or inside one the corpus does not know
        # ('经济合同法', repealed in 1999) is no reference of its own
        repealed = [ref for ref in self._repealed[1].find_references(text_)
                    if not any(start <= ref.span[0] < end for start, end in taken)
                    and (ref.span[0] == 0 or text_[ref.span[0] - 1] in _BEFORE_A_NAME)]
        extra = repealed + references_by_document_number(text_)
        return sorted(found + extra, key=lambda ref: ref.span[0]) if extra else found

    def lookup(self, law: str, article: int, sub: int = 0) -> Lookup:
        """Is 《law》第article条(之sub) in the corpus, and in force today? Prefers the version in force, then one
        not yet in force (labelled with its day), then a superseded or repealed one."""
        self._sync_day()
        # a repealed law's own name (合同法) is never read as an abbreviation of a law in force
        canonical = self.names.exact(law)
        if canonical is None:
            repealing, repealed_names = self._repealed
            repealed = repealed_names.exact(law)
            if repealed is not None:
                return Lookup(CitationStatus.not_in_force, repealed, article, None, sub, repealing[repealed])
            canonical = self.names.abbreviated(law)
            if canonical is None:
                return Lookup(CitationStatus.not_found, law, article, None, sub)
        units = self.units
        versions = [units[p] for p in self._by_law_article.get((canonical, article), []) if units[p].sub == sub]
        current = [u for u in versions if u.in_force]
        pending = [u for u in versions if u.law_id in self._pending_from]
        if current and self._is_deleted(current[0]):
            return Lookup(CitationStatus.repealed, canonical, article, current[0], sub,
                          self._deleted_by.get((canonical, article, sub)))
        if current:
            upcoming = pending[0] if pending else None
            return Lookup(CitationStatus.verified, canonical, article, current[0], sub, upcoming=upcoming,
                          upcoming_from=self._pending_from[upcoming.law_id] if upcoming else None)
        if pending:
            return Lookup(CitationStatus.not_yet_in_force, canonical, article, pending[0], sub,
                          in_force_from=self._pending_from[pending[0].law_id])
        if versions:
            return Lookup(CitationStatus.not_in_force, canonical, article, versions[0], sub)
        return Lookup(CitationStatus.not_found, canonical, article, None, sub)

    def cited_hit(self, law: str, article: int, match: str, sub: int = 0) -> Hit | None:
        """An article a text names (e.g. a calculation step's legal basis) as a hit, when it is in force."""
        look = self.lookup(law, article, sub)
        return self._hit(look.unit, 0.0, match) if look.status is CitationStatus.verified else None

    def shared_word_weight(self, first: str, second: str) -> float:
        """How far two texts are about the same thing: the weight (idf over the indexed texts) of the words both write
        over the weight of the words of the one that writes less, 0 to 1. 民法典第二百七十五条 (停放汽车的车位) shares
        0.08 of its weight with the articles of a road accident's damages; 刑法第二百六十三条 (抢劫) 0.59 with 第二百六十四条
        (盗窃)."""
        first_words, second_words = self._word_weights(first), self._word_weights(second)
        smaller = min(sum(first_words.values()), sum(second_words.values()))
        if smaller <= 0:
            return 0.0
        return sum(weight for word, weight in first_words.items() if word in second_words) / smaller

    def _word_weights(self, text_: str) -> dict[str, float]:
        documents = self.index.num_docs
        return {word: float(np.log((documents + 1) / (self.index.document_frequency(word) + 1)))
                for word in set(tokenize(text_))}

    def asks_victim_compensation(self, query: str) -> bool:
        """The query names a crime only to ask for the victim's compensation ('交通肇事罪的民事赔偿'): a civil question,
        though it names a crime (ChargeMatcher.asks_victim_compensation)."""
        return self._charges[0].asks_victim_compensation(query)

    def with_feedback(self, examples: Iterable[LabeledQuestion]) -> Retriever:
        """A retriever over the same indexes whose query model is the shipped one with `examples` (lawyers'
        corrections) learned, as Retriever.open learns them. This one is left as it is: a search running on it
        meanwhile finishes with the model it started with, never a half-built one."""
        clone = object.__new__(Retriever)
        clone.__dict__.update(self.__dict__)
        clone.set_query_model(with_feedback(shipped_model(), list(examples), self.article_text))
        return clone

    def with_options(self, **changes) -> Retriever:
        """A retriever over the same indexes ranking with other options (the benchmark's configurations)."""
        clone = object.__new__(Retriever)
        clone.__dict__.update(self.__dict__)
        clone.options = replace(self.options, **changes)
        return clone

    # ---------------------------------------------------------------- ranking
    def _rank(self, query: str, source: SourceKind, k: int,
              only_law: str | None = None) -> tuple[list[tuple[int, float]], str]:
        if source is SourceKind.case and self.case_index is not None:
            return self._rank_external(query, k), "sparse"
        searchable = self._searchable[source]
        if only_law is not None:
            searchable = searchable & (self._law_of == self._law_ids[only_law])
        rich = source not in BM25_ONLY
        mode = self.options.mode if rich else "sparse"
        rankings: list[list[tuple[int, float]]] = []
        if mode == "hybrid" and self.dense is not None and self.options.dense_fusion == "score":
            rankings.append(self._rank_hybrid(query, searchable, rich))
        else:
            if mode in ("sparse", "hybrid") or self.dense is None:
                rankings.append(self._rank_sparse(query, searchable, k, learned=rich))
            if mode in ("dense", "hybrid") and self.dense is not None:
                rankings.append(self._rank_dense(query, searchable, k))
        if len(rankings) == 1:
            ranked = rankings[0]
        else:
            ranked = reciprocal_rank_fusion([[p for p, _ in r] for r in rankings])
        if self.reranker is not None and ranked:
            ranked = self._rerank(query, ranked[: max(k, 20)])
        return ranked[:k], mode if self.dense is not None else "sparse"

    def _rank_sparse(self, query: str, searchable: np.ndarray, k: int, learned: bool) -> list[tuple[int, float]]:
        terms = Counter(tokenize(query))
        # the bags and the expansion were learned from questions cut by tokenize: they read the query so too, amounts of
        # money included: there an amount is evidence of a property crime ('被人骗走两万块钱' lost 刑法第二百六十六条 without
        # it, BENCHMARKS.md)
        told = query if self.options.money_amount_words else without_money_amounts(query)
        weights = self._query_weights(Counter(tokenize_query(told)))
        model = self.query_model if learned and self.options.learned else None
        if learned and self.options.expansion and self.query_model.expansions:
            for term, weight in self.query_model.expand(terms).items():
                weights[term] = weights.get(term, 0.0) + self.options.expansion_weight * weight
        abbreviated = np.zeros(len(self.units), dtype=np.float32)
        if self.options.abbreviations:
            unknown = unknown_words(query, self._knows, self._rare_character)
            if unknown:
                abbreviated = self._abbreviations.scores(unknown, len(self.units))
        if self.options.character_word_weight and len(query) <= CHARACTER_WORD_QUESTION:
            for word, weight in self._character_words(weights, abbreviated, searchable).items():
                weights[word] = weights.get(word, 0.0) + weight
        scores = self.index.weighted_scores(weights) + abbreviated
        scores[~searchable] = 0.0
        if model is None and not (learned and self.options.mention_weight):
            return top_k(scores, k)
        top = float(scores.max())
        base = scores / top if top > 0 else scores
        # law evidence first, so that it can bring a likely law's articles into the candidates
        law_bonus = np.zeros(len(self._law_ids), dtype=np.float32)
        lexical = top_k(base, self.options.candidates)
        if lexical:
            positions = np.fromiter((p for p, _ in lexical), dtype=np.int64, count=len(lexical))
            np.maximum.at(law_bonus, self._law_of[positions], base[positions])
            law_bonus *= self.options.law_score_weight
        if model is not None:
            law_bonus += self.options.law_prior_weight * self._law_prior
            if self._law_bags is not None and self.options.law_bag_weight:
                bag = self._law_bags.scores(query)
                if bag.max() > 0:
                    np.add.at(law_bonus, self._law_bag_ids, self.options.law_bag_weight * bag[self._law_bag_slots] / bag.max())
        mentioned = [self._law_ids[name] for name in self.names.find_laws(query) if name in self._law_ids]
        matcher, charge_positions = self._charges
        if (model is not None and not mentioned and asks_criminal_liability(query)
                and not matcher.asks_victim_compensation(query)):
            # a question of criminal liability counts as naming the law of the crimes' articles (刑法), a crime named
            # or only described ('醉酒驾驶会判几年'): the statute's words are not the asker's (判刑, 坐牢). Not one
            # that names a crime only to ask for the victim's compensation: that is a civil question
            mentioned = np.unique(self._law_of[list(charge_positions.values())]).tolist()
        law_bonus[mentioned] += self.options.mention_weight
        prior = law_bonus[self._law_of]
        if model is not None and self.options.title_weight:
            # a generic character (人, 不, 他) is no telling one: it matched 法人 and 其他规定 by chance
            titles = self._chapter_titles.scores(query, self._words_holding)
            prior = prior + self.options.title_weight * titles[self._chapter_titles.slot_of_unit]
        values = np.where(base > 0, base + prior, 0.0).astype(np.float32)
        combined = dict(top_k(values, max(k, self.options.candidates)))
        learned, learned_positions, bag_counts = self._learned
        if model is not None and learned is not None:
            # a crime's name is one word to the bags: the 故意 of '故意伤害罪' matched 故意杀人's article by its questions' 故意
            bag_terms = terms - matcher.name_parts(query, terms)
            # a common character (不, 给, 个: a token of its own in many articles) tells no topic, so it is no evidence:
            # '在网店买了个手机，商家不给退货' led with 第五百八十六条 (定金) and 第三百九十四条 (抵押), bags matched by the
            # 不 and 给 of deposit questions, above the consumer articles that write 退货. A rare character (买) still is
            asked = {term for term in bag_terms if len(term) > 1 or self._rare_character(term)}
            bag_scores = learned.weighted_scores(bag_terms)
            best = float(bag_scores.max()) if bag_scores.size else 0.0
            for slot in np.flatnonzero(bag_scores) if best > 0 else ():
                position = int(learned_positions[slot])
                if searchable[position]:
                    start = combined.get(position, float(base[position] + prior[position]))
                    # relative to the best bag, and by how often the bag's questions used the query's words: the best
                    # bag of a short question is often matched by one word one question used (卖, 邻居, 判刑)
                    evidence = sum(bag_counts[slot].get(term, 0.0) for term in asked)
                    share = min(1.0, evidence / self.options.bag_evidence) if self.options.bag_evidence > 0 else 1.0
                    combined[position] = start + self.options.learned_weight * share * float(bag_scores[slot]) / best
        if model is not None and self.options.charge_weight:
            self._lift_charges(query, combined, searchable, base + prior)
        if model is not None and self.options.corrected_weight:
            self._lift_corrected(terms, combined, searchable, base + prior)
        return sorted(combined.items(), key=lambda item: -item[1])[:k]

    def _lift_corrected(self, terms: Counter[str], combined: dict[int, float], searchable: np.ndarray,
                        scores: np.ndarray) -> None:
        """The articles of the corrected questions the query nearly is (CORRECTED_SIMILARITY), each lifted by
        corrected_weight × the similarity × the best candidate's score. The learned bags alone could not: their bonus
        is at most the BM25 top's, and a lay question's words match some other law's article best ('被邻居家的狗咬了谁赔'
        kept leading with 刑事诉讼法 after a lawyer named 民法典第一千二百四十五条 for it)."""
        holding, corrected = self._corrected
        if not corrected:
            return
        words = set(terms)
        shared: Counter[int] = Counter()
        for word in words:
            for slot in holding.get(word, ()):
                shared[slot] += len(word)
        size = sum(len(word) for word in words)
        lifts: dict[int, float] = {}
        for slot, overlap in shared.items():
            length, positions = corrected[slot]
            similarity = 2 * overlap / (size + length)
            if similarity >= CORRECTED_SIMILARITY:
                for position in positions:
                    if searchable[position]:
                        lifts[position] = max(similarity, lifts.get(position, 0.0))
        best = max(combined.values(), default=0.0) or 1.0
        for position, similarity in lifts.items():
            combined[position] = (combined.get(position, float(scores[position]))
                                  + self.options.corrected_weight * similarity * best)

    def _lift_charges(self, query: str, combined: dict[int, float], searchable: np.ndarray,
                      scores: np.ndarray) -> None:
        """The articles of the crimes the query asks about as crimes ('危险驾驶罪', '贩卖毒品会判几年', not '对方危险驾驶撞了我
        能要多少赔偿') lifted by charge_weight times the best candidate's score: the statute's words rarely name the
        crime (第一百三十三条之一 never says 危险驾驶). A question that names a crime only to ask for the victim's
        compensation ('交通肇事罪的民事赔偿') lifts the victim's civil claim (附带民事诉讼) instead of the crime."""
        matcher, position_of = self._charges
        if matcher.asks_victim_compensation(query):
            lifted = np.flatnonzero(self._victim_claim & searchable).tolist()
        else:
            lifted = [position_of[c] for c in matcher.find(query) if c in position_of and searchable[position_of[c]]]
        if not lifted:
            return
        best = max(combined.values(), default=0.0) or 1.0
        for position in lifted:
            combined[position] = combined.get(position, float(scores[position])) + self.options.charge_weight * best

    def _query_weights(self, terms: Counter[str]) -> dict[str, float]:
        """The BM25 query: a rare one-character word counts less than a word of two or more.

        Statutes write 判处, 徒刑, 万元: 判, 刑 and 元 are tokens of their own in a handful of tables and lists
        only, so their idf is that of a rare legal term while they match those articles by chance
        ('盗窃5000元怎么判' ranked tax tables). The learned bags keep the plain counts: they were learned from
        questions, where these characters mean what users mean by them.

        A numeral standing alone (三 of '退一赔三') counts nothing: in a statute it is a list item's number ('（三）'), so it
        matched every long list of the law that another word had lifted ('商家卖假货退一赔三' led with 刑法 articles)."""
        return {term: count * (self.options.rare_character_weight if self._rare_character(term) else 1.0)
                for term, count in terms.items() if not (len(term) == 1 and term in CHINESE_NUMERAL_CHARS)}

    def _rank_hybrid(self, query: str, searchable: np.ndarray, learned: bool) -> list[tuple[int, float]]:
        """The sparse candidates re-scored: sparse / its top + weight · cosine min-max scaled over the candidates.

        The cosines of one query's candidates lie close together (0.6-0.8 for most), so they are spread over
        [0, 1] before they are added; the dense channel re-orders what the sparse ranking found.
        """
        assert self.encoder is not None and self.dense is not None
        pool = self._rank_sparse(query, searchable, self.options.candidates, learned=learned)
        if not pool:  # no query word is in the index: the dense channel alone can still find something
            return self._rank_dense(query, searchable, self.options.candidates)
        positions = np.fromiter((p for p, _ in pool), dtype=np.int64, count=len(pool))
        sparse = np.fromiter((s for _, s in pool), dtype=np.float64, count=len(pool))
        cosine = self.dense.vectors(positions) @ self.encoder.encode([query])[0]
        low, high = float(cosine.min()), float(cosine.max())
        spread = (cosine - low) / (high - low) if high > low else np.zeros_like(cosine)
        scores = sparse / sparse.max() + self.options.dense_weight * spread if sparse.max() > 0 else spread
        order = np.argsort(-scores, kind="stable")
        return [(int(positions[i]), float(scores[i])) for i in order]

    def _rank_dense(self, query: str, searchable: np.ndarray, k: int) -> list[tuple[int, float]]:
        assert self.dense is not None and self.encoder is not None
        vector = self.encoder.encode([query])[0]
        fetch = k * 10
        while True:
            found = [(p, s) for p, s in self.dense.search(vector, fetch) if searchable[p]]
            if len(found) >= k or fetch >= self.dense.index.ntotal:
                return found[:k]
            fetch *= 4

    def _rank_external(self, query: str, k: int) -> list[tuple[int, float]]:
        assert self.case_index is not None
        return [(self._position_by_id[i], s) for i, s in self.case_index.search(query, k)
                if i in self._position_by_id]

    def _rerank(self, query: str, ranked: list[tuple[int, float]]) -> list[tuple[int, float]]:
        assert self.reranker is not None
        scores = self.reranker.score(query, [self.units[p].indexed_text for p, _ in ranked])
        return sorted(((p, s) for (p, _), s in zip(ranked, scores, strict=True)), key=lambda item: -item[1])

    def _character_words(self, weights: dict[str, float], abbreviated: np.ndarray,
                         searchable: np.ndarray) -> dict[str, float]:
        """The statute word each rare one-character query word stands for, at the character's weight times
        character_word_weight. Users write the single character (说, 买, 退, 赔) where statutes write a word of two
        (说明, 购买, 退货, 赔偿), so the character alone matches nothing, or a few articles by chance. Of the indexed
        words holding it, the one that most of the articles the rest of the query ranks first hold is taken: the
        question's own context says which ('医生手术前没说有风险' gives 说明 among the medical articles)."""
        rare = [term for term in weights if self._rare_character(term) and term in self._words_holding]
        if not rare:
            return {}
        context = self.index.weighted_scores({t: w for t, w in weights.items() if t not in rare}) + abbreviated
        context[~searchable] = 0.0
        best = np.fromiter((p for p, _ in top_k(context, CHARACTER_CONTEXT)), dtype=np.int64)
        words: dict[str, float] = {}
        for char in rare if len(best) else ():
            # of two words found as often, the rarer tells more. Where the best is a word of the query itself (拐卖 of a
            # fact that also writes '卖给'), the character says nothing more: the next best is another topic (卖淫)
            found, _, word = max((int(np.isin(self.index.documents(w), best).sum()), -self.index.document_frequency(w), w)
                                 for w in self._words_holding[char])
            if found >= CHARACTER_WORD_ARTICLES and word not in weights:
                words[word] = words.get(word, 0.0) + self.options.character_word_weight * weights[char]
        return words

    @cached_property
    def _words_holding(self) -> dict[str, list[str]]:
        """Chinese character -> the indexed words holding it; not for a generic character (GENERIC_CHARACTER_SHARE)."""
        limit = GENERIC_CHARACTER_SHARE * self.index.num_docs
        return {char: words for char, words in self.index.words_holding().items()
                if HAN.fullmatch(char) and sum(self.index.document_frequency(w) for w in words) <= limit}

    def _tells_conduct(self, phrase: str) -> bool:
        """Whether a phrase holds a word few articles write (CONDUCT_WORD_SHARE): 醉酒驾驶, 扒窃, not 公司 or 多次."""
        frequencies = [self.index.document_frequency(word) for word in tokenize(phrase)]
        return bool(frequencies) and min(frequencies) <= CONDUCT_WORD_SHARE * self.index.num_docs

    def _rare_character(self, word: str) -> bool:
        """A one-character word the index holds as a token in few articles (see RARE_CHARACTER_SHARE)."""
        return len(word) == 1 and self.index.document_frequency(word) <= RARE_CHARACTER_SHARE * self.index.num_docs

    def _knows(self, word: str) -> bool:
        learned = self._learned[0]
        return self.index.knows(word) or (learned is not None and learned.knows(word))

    @cached_property
    def _chapter_titles(self) -> ChapterTitles:
        return ChapterTitles([u.chapter for u in self.units])

    @cached_property
    def _abbreviations(self) -> AbbreviationIndex:  # built on the first unknown word: most queries need none
        return AbbreviationIndex([u.text for u in self.units])

    # ---------------------------------------------------------------- tree helpers
    def _similarity(self, text_: str) -> np.ndarray:
        return self.index.weighted_scores(Counter(tokenize(text_)[:SIMILARITY_QUERY_TOKENS]))

    def _cited_statutes(self, text_: str) -> list[int]:
        positions = []
        for ref in self.references(text_):
            look = self.lookup(ref.law, ref.article, ref.sub)
            if look.unit is not None and look.unit.source is SourceKind.statute and look.status is CitationStatus.verified:
                positions.append(self._position_by_id[look.unit.article_id])
        return positions

    def _similar_statutes(self, statute: int) -> list[int]:
        scores = self._similarity(self.units[statute].indexed_text)
        return statutes_with_cases_ranked(scores, self._statutes_with_cases, statute)

    def _case_scores(self, question: str) -> np.ndarray:
        if self.case_index is not None:
            scores = np.zeros(len(self.units), dtype=np.float32)
            for position, score in self._rank_external(question, 1000):
                scores[position] = score
            return scores
        return self.index.scores(question)

    def _hit(self, unit: Unit, score: float, match: str) -> Hit:
        return Hit(unit.source.value, unit.law, unit.number, unit.number_text, unit.text, round(score, 4),
                   unit.chapter, unit.article_id, match, unit.in_force and not self._is_deleted(unit),
                   in_force_from=self._pending_from.get(unit.law_id))

    def _is_deleted(self, unit: Unit) -> bool:
        return bool(self._deleted[self._position_by_id[unit.article_id]])
