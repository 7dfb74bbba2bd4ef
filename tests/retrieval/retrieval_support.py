"""A retriever over a few made-up laws, for tests that need articles the bundled corpus does not have."""

from pathlib import Path

from sqlmodel import Session

from backend.corpus.models import Article, Law
from backend.db import init_db, make_engine
from backend.retrieval.service import Retriever

# each law with its (number, number_text, text) articles
Laws = list[tuple[Law, list[tuple[int, str, str]]]]


def retriever_over(folder: Path, laws: Laws) -> Retriever:
    engine = make_engine(f"sqlite:///{folder / 'lex.db'}")
    init_db(engine)
    with Session(engine) as session:
        for law, articles in laws:
            session.add(law)
            session.flush()
            for number, number_text, text in articles:
                session.add(Article(law_id=law.id, number=number, number_text=number_text, text=text))
        session.commit()
    return Retriever.open(engine, folder / "index", progress=False)
