"""Every 《…》第N条 in an output is checked against the corpus before it is shown."""

from __future__ import annotations

from backend.retrieval.service import Retriever


def verify_citations(retriever: Retriever, text: str) -> list[dict]:
    """[{"law", "article", "status", "text"}] for each article the text cites, in order of appearance.

    status: verified (exists, in force), not_in_force (only a repealed or superseded version has it),
    not_found (no such law or article). `law` is the corpus name when the law is known.
    """
    citations = []
    for ref in retriever.references(text):
        look = retriever.lookup(ref.law, ref.article)
        entry = {"law": look.law, "article": ref.article, "status": look.status.value,
                 "text": look.unit.text if look.unit else None}
        if all((c["law"], c["article"]) != (entry["law"], entry["article"]) for c in citations):
            citations.append(entry)
    return citations
