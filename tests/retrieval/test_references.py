import pytest

from backend.retrieval.references import LawNameIndex

NAMES = ["中华人民共和国劳动合同法", "中华人民共和国劳动法", "中华人民共和国刑法", "工伤保险条例"]


@pytest.fixture(scope="module")
def names():
    return LawNameIndex(NAMES)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("《劳动合同法》第四十七条", [("劳动合同法", 47)]),
        ("《中华人民共和国劳动合同法》第47条", [("中华人民共和国劳动合同法", 47)]),
        ("劳动合同法 47", [("劳动合同法", 47)]),
        ("劳动合同法第四十六条、第四十七条", [("劳动合同法", 46), ("劳动合同法", 47)]),
        ("依据《工伤保险条例》第三十三条和刑法第264条", [("工伤保险条例", 33), ("刑法", 264)]),
        ("劳动法第八十七条", [("劳动法", 87)]),
    ],
)
def test_references_found(names, text, expected):
    assert [(r.law, r.article) for r in names.find_references(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("醉驾适用《刑法》第一百三十三条之一", [(133, 1)]),
        ("刑法第133条之一和第134条", [(133, 1), (134, 0)]),
        ("《刑法》第一百三十三条、第一百三十三条之一", [(133, 0), (133, 1)]),
        ("依照刑法第二百六十四条之规定", [(264, 0)]),  # 之规定 is no inserted article
        ("刑法第133条之1", [(133, 1)]),
    ],
)
def test_inserted_articles_keep_their_suffix(names, text, expected):
    assert [(r.article, r.sub) for r in names.find_references(text)] == expected


@pytest.mark.parametrize("text", ["刑法 3年以下", "劳动合同法2020年修订", "我想了解劳动合同法"])
def test_no_false_references(names, text):
    assert names.find_references(text) == []


def test_canonical_names(names):
    assert names.canonical("劳动合同法") == "中华人民共和国劳动合同法"
    assert names.canonical("中华人民共和国劳动合同法") == "中华人民共和国劳动合同法"
    assert names.canonical("不存在的法") is None


def test_search_puts_named_article_first(retriever):
    hits = retriever.search("劳动合同法 47", k=5)
    assert (hits[0].law, hits[0].article, hits[0].match) == ("中华人民共和国劳动合同法", 47, "reference")
    assert len(hits) == 5


def test_lookup_statuses(retriever):
    assert retriever.lookup("劳动合同法", 47).status == "verified"
    assert retriever.lookup("劳动合同法", 999).status == "not_found"
    assert retriever.lookup("不存在的法", 1).status == "not_found"


def test_index_is_reused_until_corpus_changes(engine, settings, retriever):
    from backend.retrieval.service import Retriever, corpus_fingerprint

    again = Retriever.open(engine, settings.resolved_index_dir, progress=False)
    assert again.index.fingerprint == retriever.index.fingerprint == corpus_fingerprint(engine)


def test_lookup_of_a_repealed_law_is_not_in_force(retriever):
    in_force_laws = {u.law for u in retriever.units if u.in_force}
    repealed = next(u for u in retriever.units if not u.in_force and u.law not in in_force_laws and u.number)
    look = retriever.lookup(repealed.law, repealed.number)
    assert look.status == "not_in_force"
    assert look.unit.article_id == repealed.article_id


def test_documents_cited_by_number_are_found_so_that_they_are_reported():
    from backend.retrieval.references import references_by_document_number

    text = "依据法释〔2013〕8号第一条、第三条和法发〔2016〕32号；公通字〔2010〕23号第十五条"
    found = [(r.law, r.article) for r in references_by_document_number(text)]
    # the issuer's code starts the name ('依据' is no part of it); a number with no article is no citation
    assert found == [("法释〔2013〕8号", 1), ("法释〔2013〕8号", 3), ("公通字〔2010〕23号", 15)]
