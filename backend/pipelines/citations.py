"""Every 《…》第N条 in an output is checked against the corpus before it is shown."""

from __future__ import annotations

from backend.retrieval.service import Retriever


def verify_citations(retriever: Retriever, text: str) -> list[dict]:
    """[{"law", "article", "number_text", "status", "text", "repealed_by", "in_force_from"}] for each article the
    text cites, in order of appearance. `number_text` tells 第一百三十三条之一 (article 133, an inserted article)
    from 第一百三十三条.

    status: verified (exists, in force today), not_in_force (only a repealed or superseded version has it, or a law
    in force repealed the whole law: `repealed_by` names that article), not_yet_in_force (only a version that takes
    effect on `in_force_from` has it), not_found (no such law or article). `law` is the corpus name when the law is
    known.
    """
    citations = []
    for ref in retriever.references(text):
        look = retriever.lookup(ref.law, ref.article, ref.sub)
        entry = {"law": look.law, "article": ref.article, "number_text": look.label, "status": look.status.value,
                 "text": look.unit.text if look.unit else None, "repealed_by": look.repealed_by,
                 "in_force_from": look.in_force_from}
        if all((c["law"], c["number_text"]) != (entry["law"], entry["number_text"]) for c in citations):
            citations.append(entry)
    return citations
