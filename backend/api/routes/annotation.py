"""Annotation API: queue, ratings, pairwise preferences, corrections, issue trees (annotators);
agreement, disputes, adjudication and exports (operators)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Response
from fastapi.responses import FileResponse
from pydantic import Field, field_validator, model_validator

from annotation import export as exporter
from annotation import service as annotations
from annotation.rubrics import get_rubric, load_rubrics
from backend.api.deps import ServicesDep
from backend.api.errors import http_errors
from backend.api.fields import BodyRowId, Number, RequestBody, RowId, Whole, non_blank
from backend.auth.deps import Annotator, Operator
from backend.auth.models import Role
from backend.corpus.numerals import article_label, check_article, parse_article
from backend.retrieval.service import CitationStatus
from backend.services import Services
from backend.corpus.text import REGULATION_NAME

router = APIRouter(prefix="/api", tags=["annotation"])
Limit = Annotated[int, Query(ge=1, le=50)]


class RatingRequest(RequestBody):
    output_id: BodyRowId
    rubric: str = Field(description="syler, lexpam, msr2_factors or legit")
    values: dict[str, Any] = Field(description="the fields of the rubric's `input` in GET /api/annotation/rubrics")
    comment: str = Field("", max_length=50_000)


class PreferenceRequest(RequestBody):
    output_a_id: BodyRowId
    output_b_id: BodyRowId
    choice: Literal["a", "b", "tie"]
    reason: str = Field("", max_length=50_000)


class ArticleRef(RequestBody):
    # non-blank: '  ' was looked up as a law and refused as 《》 not being in the corpus
    law: Annotated[str, Field(max_length=200), non_blank()]
    # strict (Whole): JSON true would otherwise be stored as 第1条
    article: Whole = Field(description="47, or written as 四十七 / 第四十七条 / 第一百三十三条之一")
    sub: Whole = Field(0, ge=0, le=20, description="1 for an inserted article 第N条之一 (also read from `article`)")

    @model_validator(mode="before")
    @classmethod
    def _written(cls, data: Any) -> Any:
        if isinstance(data, dict) and isinstance(data.get("article"), str):
            try:
                number, sub = parse_article(data["article"])
            except ValueError:
                raise ValueError(f"article {data['article']!r} is not a number (use 47, 四十七 or 133之一)") from None
            data = {**data, "article": number, "sub": sub or data.get("sub", 0)}
        return data

    @field_validator("article")
    @classmethod
    def _in_range(cls, value: int) -> int:
        check_article(value)
        return value


class CorrectionRequest(RequestBody):
    output_id: BodyRowId
    answer: str = Field(min_length=1, max_length=50_000, description="the answer as it should have been")
    articles: list[ArticleRef] = Field(default_factory=list, max_length=50,
                                       description="the statute articles the answer should cite")
    note: str = Field("", max_length=50_000)


class IssueTreeRequest(RequestBody):
    issues: list[dict[str, Any]] = Field(description='[{"id": "1", "title", "arguments": [{"party", "text"}], '
                                                    '"conclusion"}, {"id": "1.1", ...}]')
    # required: a save without it would replace whatever another annotator saved meanwhile, unseen
    base_version: Whole = Field(ge=0, description="the version you edited (GET gives it); 0 for a new tree")


class AdjudicationRequest(RequestBody):
    rubric: str = Field(description="a rated rubric, pairwise, or correction (two annotators' corrections disagree)")
    unit: str = Field(description="output:<id>, or pair:<a>-<b> for pairwise preferences")
    item: str = Field(description="the rubric item, not a derived one (legit score); for correction: answer")
    value: Number = Field(description="the decided value, on the item's scale; one of the item's `choices` where it has "
                                     "them (legit final_order: 0 or 5); for correction: the id of the correction to use")
    note: str = Field("", max_length=50_000)


def _rating(rating, stale: frozenset[int]) -> dict:
    """stale: the ids of the caller's ratings marked on an issue tree that has changed since (left out of exports,
    disputes and agreement until marked again)."""
    return {"id": rating.id, "output_id": rating.output_id, "rubric": rating.rubric, "values": rating.values,
            "items": rating.items, "comment": rating.comment, "revision": rating.revision,
            "issue_tree_version": rating.issue_tree_version, "stale": rating.id in stale,
            "updated_at": rating.updated_at.isoformat()}


def _tree(tree) -> dict:
    if tree is None:
        return {"version": 0, "issues": []}
    return {"version": tree.version, "issues": tree.issues, "updated_at": tree.updated_at.isoformat()}


def _article_resolver(services: Services):
    def resolve(law: str, article: int, sub: int) -> tuple[str, bool]:
        look = services.retriever.lookup(law, article, sub)
        if look.status is CitationStatus.repealed:
            raise ValueError(f"《{look.law}》{look.label} was deleted ({look.repealed_by or 'by an amendment'})")
        if look.status is CitationStatus.not_in_force:
            raise ValueError(f"《{look.law}》{look.label} is no longer in force")
        if look.status is CitationStatus.not_yet_in_force:
            raise ValueError(f"《{look.law}》{look.label} is not yet in force (from {look.in_force_from})")
        if look.status is CitationStatus.verified:
            return look.law, True
        if services.retriever.names.canonical(law) is not None:  # the law is there, the article is not: a typo
            raise ValueError(f"《{law}》{look.label} is not in the corpus")
        name = law.strip().strip("《》")
        if not REGULATION_NAME.fullmatch(name):  # a law the corpus lacks is a misspelling, a regulation a gap
            raise ValueError(f"《{name}》 is not in the corpus, and only a regulation or interpretation the corpus "
                             "lacks (…条例, …规定, …解释, …办法) may be cited unchecked")
        return name, False

    return resolve


@router.get("/annotation/rubrics")
def rubrics() -> dict:
    """Every rubric with its items (scales; `choices` where raters choose between two values, which an operator's
    decision is one of), bands, penalty triggers and weights, and its `input`: the fields a judgement sends (a
    rating's `values`; pairwise: a preference's `choice`)."""
    return {"rubrics": [r.as_dict() for r in load_rubrics().values()]}


@router.get("/annotation/queue")
def queue(services: ServicesDep, annotator: Annotator, rubric: str, limit: Limit = 1,
          task: str | None = None) -> dict:
    """The caller's next outputs to rate under a rubric. Others' ratings are never included."""
    with http_errors():
        records = annotations.claim_next(services.engine, annotator.user_id, rubric,
                                         services.settings.ratings_per_output, limit, task)
        rubric = get_rubric(rubric).name  # as stored: 'Legit' names legit
        items = []
        for record in records:
            view = annotations.output_view(record)
            if rubric == "legit":
                view["issue_tree"] = _tree(annotations.get_issue_tree(services.engine, record.id))
            items.append(view)
    return {"rubric": rubric, "items": items}


@router.get("/annotation/outputs/{output_id}")
def output(services: ServicesDep, annotator: Annotator, output_id: RowId) -> dict:
    """One output with the caller's own ratings and corrections; operators also see its provenance."""
    with http_errors():
        records = annotations.outputs_by_id(services.engine, {output_id})
        if output_id not in records:
            raise LookupError(f"no output {output_id}")
        view = annotations.output_view(records[output_id], with_provenance=annotator.allows(Role.operator))
        mine = annotations.own_ratings(services.engine, annotator.user_id, output_id)
        stale = annotations.stale_rating_ids(services.engine, annotator.user_id)
        view["my_ratings"] = [_rating(r, stale) for r in mine]
        view["my_corrections"] = [{"answer": c.answer, "articles": _named(c.articles), "note": c.note}
                                  for c in annotations.own_corrections(services.engine, annotator.user_id, output_id)]
        view["issue_tree"] = _tree(annotations.get_issue_tree(services.engine, output_id))
    return view


@router.post("/annotation/ratings", status_code=201)
def rate(services: ServicesDep, annotator: Annotator, body: RatingRequest) -> dict:
    """Store the caller's rating (replacing their earlier one for this output and rubric). A 201 means it is
    committed to disk."""
    with http_errors():
        rating = annotations.submit_rating(services.engine, annotator.user_id, body.output_id, body.rubric,
                                           body.values, body.comment)
        stale = annotations.stale_rating_ids(services.engine, annotator.user_id)
    return _rating(rating, stale)


@router.get("/annotation/ratings/mine")
def my_ratings(services: ServicesDep, annotator: Annotator, rubric: str | None = None) -> dict:
    """The caller's own ratings, newest first; "stale": marked on an issue tree that has changed since."""
    with http_errors():
        stale = annotations.stale_rating_ids(services.engine, annotator.user_id)
        return {"ratings": [_rating(r, stale) for r in annotations.ratings_by(services.engine, annotator.user_id,
                                                                               rubric)]}


@router.get("/annotation/pairs/next")
def next_pair(services: ServicesDep, annotator: Annotator, task: str | None = None) -> dict:
    """Two outputs for the same input to compare, or {"pair": null} when none is waiting."""
    with http_errors():
        pair = annotations.next_pair(services.engine, annotator.user_id, services.settings.ratings_per_output, task)
    if pair is None:
        return {"pair": None}
    return {"pair": {"a": annotations.output_view(pair[0]), "b": annotations.output_view(pair[1])}}


@router.post("/annotation/preferences", status_code=201)
def prefer(services: ServicesDep, annotator: Annotator, body: PreferenceRequest) -> dict:
    with http_errors():
        p = annotations.submit_preference(services.engine, annotator.user_id, body.output_a_id, body.output_b_id,
                                          body.choice, body.reason)
    return {"id": p.id, "output_a_id": p.output_a_id, "output_b_id": p.output_b_id, "choice": p.choice}


@router.post("/annotation/corrections", status_code=201)
def correct(services: ServicesDep, annotator: Annotator, body: CorrectionRequest) -> dict:
    """A corrected answer and the articles it should cite (each must be in the corpus and in force). `warning`
    (null when none) says why exports will not train on it (no answer in its task's format can be read from it, or
    it is far longer than the task's answers): it is stored all the same."""
    with http_errors():
        c = annotations.submit_correction(services.engine, annotator.user_id, body.output_id, body.answer,
                                          [a.model_dump() for a in body.articles], _article_resolver(services),
                                          body.note)
        warning = annotations.correction_format_warning(services.engine, c, services.settings.max_new_tokens)
    return {"id": c.id, "output_id": c.output_id, "answer": c.answer, "articles": _named(c.articles),
            "warning": warning}


def _named(articles: list[dict]) -> list[dict]:
    """A correction's articles with their number as a citation writes it (第四十七条), for the page to show."""
    return [{**a, "number_text": article_label(a["article"], a.get("sub", 0))} for a in articles]


@router.get("/annotation/issue-trees/{output_id}")
def get_tree(services: ServicesDep, _annotator: Annotator, output_id: RowId) -> dict:
    """The LEGIT issue tree of this output's input (version 0 and no issues when none was built yet)."""
    with http_errors():
        return _tree(annotations.get_issue_tree(services.engine, output_id))


@router.put("/annotation/issue-trees/{output_id}")
def put_tree(services: ServicesDep, annotator: Annotator, output_id: RowId, body: IssueTreeRequest) -> dict:
    with http_errors():
        return _tree(annotations.save_issue_tree(services.engine, annotator.user_id, output_id, body.issues,
                                                 body.base_version))


@router.get("/annotation/agreement")
def agreement(services: ServicesDep, _operator: Operator, rubric: str | None = None) -> dict:
    """Krippendorff's alpha (ordinal) and Cohen's kappa (unweighted, plus quadratic-weighted) per rubric item,
    and per-annotator statistics."""
    with http_errors():
        return {"rubrics": annotations.agreement_report(services.engine, rubric)}


@router.get("/annotation/disputes")
def disputes(services: ServicesDep, _operator: Operator, rubric: str | None = None,
             include_adjudicated: bool = False) -> dict:
    with http_errors():
        return {"disputes": annotations.dispute_report(services.engine, rubric, include_adjudicated)}


@router.post("/annotation/adjudications", status_code=201)
def adjudicate(services: ServicesDep, operator: Operator, body: AdjudicationRequest) -> dict:
    with http_errors():
        d = annotations.adjudicate(services.engine, operator.user_id, body.rubric, body.unit, body.item, body.value,
                                   body.note)
    # issue_tree_version: for legit, the version of the tree whose marks it settles (stale once the tree changes)
    return {"id": d.id, "rubric": d.rubric, "unit": d.unit, "item": d.item, "value": d.value, "note": d.note,
            "issue_tree_version": d.issue_tree_version}


@router.get("/annotation/article-feedback")
def article_feedback(services: ServicesDep, _operator: Operator) -> dict:
    """Inputs with the statute articles lawyers say they need: relevance judgements for retrieval."""
    return {"feedback": annotations.cited_article_feedback(services.engine)}


@router.post("/exports", status_code=201)
def create_export(services: ServicesDep, operator: Operator, response: Response) -> dict:
    """A new snapshot of SFT, preference and GRPO data; returns its manifest. 422 when it would hold no row; 200 with
    the latest snapshot's manifest (`unchanged`: true) when nothing changed since it."""
    with http_errors():
        manifest = exporter.export_snapshot(services.engine, services.settings.data_dir, created_by=operator.user_id)
    if manifest["unchanged"]:
        response.status_code = 200
    return manifest


@router.get("/exports")
def list_exports(services: ServicesDep, _operator: Operator) -> dict:
    data_dir = services.settings.data_dir
    return {"snapshots": [{"id": s.id, "created_at": s.created_at.isoformat(), "counts": s.counts,
                           "path": str(exporter.snapshot_folder(s, data_dir)), "content_sha256": s.content_sha256}
                          for s in exporter.list_snapshots(services.engine)]}


@router.get("/exports/{snapshot_id}/{kind}")
def download_export(services: ServicesDep, _operator: Operator, snapshot_id: str, kind: str) -> FileResponse:
    """One file of a snapshot: sft, preference, grpo (JSON Lines) or manifest."""
    with http_errors():
        path = exporter.snapshot_file(services.engine, snapshot_id, kind, services.settings.data_dir)
    return FileResponse(path, media_type="application/json", filename=path.name)
