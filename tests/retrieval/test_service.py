"""The retriever over a small corpus built here (tree, routing, sources) and over the bundled corpus."""

import json

import numpy as np
import pytest

from backend.corpus.importers import import_jsonl
from backend.corpus.models import SourceKind
from backend.db import init_db, make_engine
from backend.retrieval.dense import bundled_embedding_model
from backend.retrieval.query_model import LabeledQuestion
from backend.retrieval.service import RetrievalOptions, Retriever

LABOUR = "中华人民共和国劳动合同法"
ROWS = [
    {"law": LABOUR, "article": 46, "text": "有下列情形之一的，用人单位应当向劳动者支付经济补偿：用人单位依照本法第四十条规定解除劳动合同的。"},
    {"law": LABOUR, "article": 47, "text": "经济补偿按劳动者在本单位工作的年限，每满一年支付一个月工资的标准向劳动者支付。"},
    {"law": LABOUR, "article": 87, "text": "用人单位违反本法规定解除或者终止劳动合同的，应当依照本法第四十七条规定的经济补偿标准的二倍向劳动者支付赔偿金。"},
    {"law": "中华人民共和国民法典", "article": 1084, "text": "父母与子女间的关系，不因父母离婚而消除。离婚后，子女无论由父或者母直接抚养，仍是父母双方的子女。"},
    {"law": "中华人民共和国民法典", "article": 703, "text": "租赁合同是出租人将租赁物交付承租人使用、收益，承租人支付租金的合同。"},
    {"law": "盗窃罪量刑指导意见", "text": "盗窃公私财物数额较大的，可以在一年以下有期徒刑、拘役幅度内确定量刑起点。", "source": "guideline"},
    {"law": "张某诉某科技公司经济补偿纠纷案", "source": "case",
     "text": "张某在公司工作三年后被公司以经营困难为由辞退，张某请求支付经济补偿。法院依据《中华人民共和国劳动合同法》第四十七条判决公司支付三个月工资的经济补偿。"},
    {"law": "李某诉某餐饮公司违法解除劳动合同纠纷案", "source": "case",
     "text": "餐饮公司无故辞退李某，法院认为公司违法解除劳动合同，应当支付二倍经济补偿的赔偿金。"},
    {"law": "王某与赵某离婚纠纷案", "source": "case", "text": "王某与赵某离婚，双方对子女由谁直接抚养发生争议，法院判决子女由母亲抚养。"},
]


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    folder = tmp_path_factory.mktemp("small-corpus")
    path = folder / "corpus.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in ROWS), encoding="utf-8")
    engine = make_engine(f"sqlite:///{folder / 'lex.db'}")
    init_db(engine)
    assert not import_jsonl(engine, path, progress=False).errors
    return engine, folder


@pytest.fixture(scope="module")
def small_retriever(small):
    engine, folder = small
    return Retriever.open(engine, folder / "index", progress=False)


def test_search_stays_in_the_requested_source(small_retriever):
    hits = small_retriever.search("公司辞退经济补偿", k=5)
    assert hits and all(h.source == "statute" for h in hits)
    assert {h.law for h in small_retriever.search("辞退 经济补偿", k=5, source=SourceKind.case)} <= {r["law"] for r in ROWS[6:]}
    assert small_retriever.sources() == {"statute": 5, "guideline": 1, "case": 3}


def test_named_article_comes_first(small_retriever):
    hits = small_retriever.search("劳动合同法第八十七条怎么理解", k=3)
    assert (hits[0].law, hits[0].article, hits[0].match) == (LABOUR, 87, "reference")


def test_tree_links_cases_by_citation_and_by_similarity(small_retriever):
    tree = small_retriever.tree
    position = {u.article_id: i for i, u in enumerate(small_retriever.units)}
    by_law = {u.law: position[u.article_id] for u in small_retriever.units if u.source is SourceKind.case}
    article_47 = next(i for i, u in enumerate(small_retriever.units) if u.number == 47)
    assert tree.children[article_47][by_law["张某诉某科技公司经济补偿纠纷案"]] == "citation"
    linked = {case: link for kids in tree.children.values() for case, link in kids.items()}
    assert linked[by_law["王某与赵某离婚纠纷案"]] == "similarity"
    assert tree.cases == 3


def test_tree_retrieval_attaches_cases_and_supplements_sparse_statutes(small_retriever):
    question = "公司辞退我，工作了三年，能拿多少经济补偿？"
    hits = small_retriever.attach_cases(question, small_retriever.search(question, k=3), statutes=1, cases=3)
    assert hits[0].source == "statute" and not any(h.cases for h in hits[1:])  # K_L = 1: the first statute only
    cases = hits[0].cases
    assert 1 <= len(cases) <= 3 and all(c["source"] == "case" for c in cases)
    # with fewer than five linked cases, cases of the most similar statutes are added
    assert any(c["link"] == "supplement" for c in cases) or len(small_retriever.tree.children) == 1
    assert cases[0]["law"] == "张某诉某科技公司经济补偿纠纷案"


def test_routing_by_tag_and_by_router_is_reported_on_each_hit(small_retriever):
    tagged = small_retriever.search_routed("<guideline>盗窃 量刑起点</guideline>", k_per_source=2)
    assert tagged and all(h.source == "guideline" and h.route == "tag" for h in tagged)
    routed = small_retriever.route("本院认为被告公司辞退张某，判决支付经济补偿")
    # statutes always, then the router's pick (this wording is a judgment's)
    assert routed.how == "router" and routed.sources == (SourceKind.statute, SourceKind.case)
    hits = small_retriever.search_routed("本院认为被告公司辞退张某，判决支付经济补偿", k_per_source=1)
    assert [(h.source, h.route) for h in hits] == [("statute", "router"), ("case", "router")]
    fallback = small_retriever.route("<book>劳动合同</book>")
    assert (fallback.sources, fallback.how) == ((SourceKind.statute,), "tag-fallback")


def test_feedback_examples_teach_the_retriever(small):
    engine, folder = small
    question = "老板把我炒鱿鱼了"  # no word of it occurs in any article
    plain = Retriever.open(engine, folder / "index", progress=False)
    taught = Retriever.open(engine, folder / "index", progress=False,
                            examples=[LabeledQuestion("老板炒鱿鱼了怎么办", ((LABOUR, 87, 0),), origin="feedback")])
    assert all(h.article != 87 for h in plain.search(question, k=1))
    assert taught.search(question, k=1)[0].article == 87


def test_bad_options_are_refused():
    with pytest.raises(ValueError, match="sparse, dense or hybrid"):
        RetrievalOptions(mode="magic")
    with pytest.raises(ValueError, match="score or rrf"):
        RetrievalOptions(mode="hybrid", dense_fusion="max")
    with pytest.raises(ValueError, match="dense_weight"):
        RetrievalOptions(mode="hybrid", dense_weight=float("nan"))


def test_a_named_embedding_model_must_be_installed_only_where_it_is_used(tmp_path):
    from backend.config import Settings
    from backend.retrieval.service import retrieval_options

    assert retrieval_options(Settings(data_dir=tmp_path, embedding_model="m3e-small")).mode == "sparse"
    with pytest.raises(ValueError, match="install-embedding m3e-small"):
        retrieval_options(Settings(data_dir=tmp_path, embedding_model="m3e-small", retrieval_mode="hybrid"))


@pytest.mark.skipif(not bundled_embedding_model(), reason="bundled MiniLM not installed")
def test_hybrid_score_fusion_reorders_the_sparse_candidates_by_the_cosine(small):
    engine, folder = small
    question = "公司辞退员工支付经济补偿和赔偿金"
    sparse = Retriever.open(engine, folder / "index", progress=False)
    expected = [(h.law, h.article) for h in sparse.search(question, k=10)]
    hybrid = Retriever.open(engine, folder / "index", progress=False, options=RetrievalOptions(mode="hybrid"))
    hits = hybrid.search(question, k=10)
    assert {h.match for h in hits} == {"hybrid"}
    # the dense channel only re-orders what the sparse ranking found
    assert sorted((h.law, h.article) for h in hits) == sorted(expected)
    assert [(h.law, h.article) for h in hybrid.with_options(dense_weight=0.0).search(question, k=10)] == expected
    # with the cosine dominating, the order is the cosine's over those candidates
    cosine_first = hybrid.with_options(dense_weight=1000.0).search(question, k=10)
    position = {(u.law, u.number): i for i, u in enumerate(hybrid.units)}
    query = hybrid.encoder.encode([question])[0]
    cosines = [float(hybrid.dense.vectors(np.array([position[(h.law, h.article)]]))[0] @ query) for h in cosine_first]
    assert cosines == sorted(cosines, reverse=True)
    # no query word in the index: the dense channel alone answers
    assert hybrid.search("xyzzy plugh", k=3)


def test_bundled_corpus_surfaces_the_labour_contract_law_for_a_dismissal_question(retriever):
    hits = retriever.search("公司无故辞退我，工作了三年，能拿多少补偿？", k=6)
    cited = [(h.law, h.article) for h in hits]
    assert any(law == LABOUR and article in (46, 47, 87) for law, article in cited), cited


def test_search_within_one_law_and_unknown_law_is_refused(small_retriever):
    hits = small_retriever.search("父母 子女 离婚 抚养 租赁", k=5, law="民法典")
    assert hits and {h.law for h in hits} == {"中华人民共和国民法典"}
    with pytest.raises(ValueError, match="unknown law"):
        small_retriever.search("离婚", law="不存在法")


def test_feedback_rows_become_labelled_questions():
    from backend.retrieval.query_model import feedback_examples

    rows = [
        {"task": "ask", "input": {"question": "被辞退了怎么办"}, "articles": [{"law": LABOUR, "article": 47}]},
        {"task": "sentencing", "input": {"facts": "盗窃"}, "articles": [{"law": "刑法", "article": 264}]},
        {"task": "ask", "input": {"question": "没有引用"}, "articles": []},
        # 第一百三十三条之一 is taught as itself, not as 第一百三十三条
        {"task": "ask", "input": {"question": "醉驾判几个月"}, "articles": [{"law": "刑法", "article": 133, "sub": 1}]},
    ]
    examples = feedback_examples(rows)
    assert [(e.question, e.citations, e.origin) for e in examples] == [
        ("被辞退了怎么办", ((LABOUR, 47, 0),), "feedback"), ("醉驾判几个月", (("刑法", 133, 1),), "feedback")]


def test_feedback_on_an_inserted_article_teaches_that_article_not_the_one_it_follows(tmp_path):
    criminal = "中华人民共和国刑法"
    rows = [{"law": criminal, "article": 133, "text": "违反交通法规造成重大事故、有人重伤或者死亡的，最高处三年有期徒刑。"},
            {"law": criminal, "article": "133之一", "text": "在道路上醉酒驾驶机动车的，处拘役，并处罚金。"}]
    path = tmp_path / "corpus.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    engine = make_engine(f"sqlite:///{tmp_path / 'lex.db'}")
    init_db(engine)
    assert not import_jsonl(engine, path, progress=False).errors
    question = "喝多了开车被交警拦下"  # no word of it occurs in either article
    taught = Retriever.open(engine, tmp_path / "index", progress=False, examples=[
        LabeledQuestion("喝多了开车被交警查到怎么办", (("刑法", 133, 1),), origin="feedback")])
    assert [h.number_text for h in taught.search(question, k=2)] == ["第一百三十三条之一"]


def test_the_amended_criminal_law_is_in_force_and_searchable(retriever):
    # the national database marks the Criminal Law "已被修改" (amended): its consolidated text is the law in force
    assert retriever.lookup("刑法", 264).status == "verified"
    hits = retriever.search("盗窃公私财物数额较大", k=3, law="刑法")
    assert hits and hits[0].law == "中华人民共和国刑法"


def test_commencement_clauses_are_not_ranked_but_still_looked_up(retriever):
    # 道路交通安全法 第一百二十四条 only says when the law took effect: no answer to a question, but citable
    look = retriever.lookup("道路交通安全法", 124)
    assert look.status == "verified" and "起施行" in look.unit.text
    hits = retriever.search("道路交通安全法 自2004年5月1日起施行", k=20)
    assert all(not h.text.startswith("本法自") for h in hits)


def test_appendix_image_markup_is_not_indexed_or_shown(retriever):
    # the national anthem law's appendix images were stored as '!24309{width="…in" height="…in"}'
    assert retriever.search("width height in", k=5) == []
    anthem = retriever.lookup("国歌法", 16).unit
    assert anthem is not None and "{width" not in anthem.text


def test_colloquial_abbreviations_find_the_statute_they_shorten(retriever):
    # no indexed word is in 醉驾 or 袭警: without the abbreviation channel these found nothing relevant
    drunk = [(h.law, h.number_text) for h in retriever.search("醉驾会判多久", k=3)]
    assert ("中华人民共和国刑法", "第一百三十三条之一") in drunk, drunk
    police = [(h.law, h.article) for h in retriever.search("袭警怎么判", k=3)]
    assert ("中华人民共和国刑法", 277) in police, police
    without = [(h.law, h.article) for h in retriever.with_options(abbreviations=False).search("袭警怎么判", k=3)]
    assert ("中华人民共和国刑法", 277) not in without


def test_a_query_that_is_only_the_conduct_a_crimes_article_writes_leads_with_it(retriever):
    # '醉酒驾驶' is how 第一百三十三条之一 writes 危险驾驶's conduct: it ranked sixth behind 道交法's articles on driving
    top = retriever.search("醉酒驾驶", k=6)[0]
    assert (top.law, top.number_text) == ("中华人民共和国刑法", "第一百三十三条之一")
    # drinking and driving below drunkenness is 道交法第九十一条's offence, written in no crime's article
    assert retriever.search("酒后驾驶", k=6)[0].law != "中华人民共和国刑法"


def test_an_abbreviation_cut_apart_by_jieba_finds_its_statute(retriever):
    # jieba cuts '酒驾会被判刑吗' into 酒 | 驾会: 酒 is a rare token of the statutes, so it may begin the unknown word 酒驾;
    # before, 判刑 alone led with the articles on transferring sentenced persons (国际刑事司法协助法)
    top = [(h.law, h.number_text) for h in retriever.search("酒驾会被判刑吗", k=3)]
    assert top[0] == ("中华人民共和国刑法", "第一百三十三条之一"), top


def test_a_store_with_the_national_corpus_item_labels_shows_them_as_articles(small):
    # stores imported before the importer relabelled them still hold '条目二十二': the retriever cites 第二十二条
    from sqlalchemy import text

    from backend.retrieval.service import load_units

    engine, _ = small
    with engine.begin() as conn:
        conn.execute(text("UPDATE articles SET number_text = '条目八十七' WHERE number = 87"))
    try:
        units = {u.number: u.number_text for u in load_units(engine) if u.number is not None}
    finally:
        with engine.begin() as conn:
            conn.execute(text("UPDATE articles SET number_text = '第八十七条' WHERE number = 87"))
    assert units[87] == "第八十七条" and units[47] == "第四十七条"


def _tax_and_theft_retriever(tmp_path, filler_articles: int) -> Retriever:
    """A plain BM25 retriever over a tax table holding 元, a theft article and some filler articles."""
    rows = [{"law": "中华人民共和国车船税法", "article": 3, "text": "摩托车每辆年税额为三十六元至一百八十元。"},
            {"law": "中华人民共和国刑法", "article": 264, "text": "盗窃公私财物，数额较大的，处三年以下有期徒刑。"}]
    rows += [{"law": "中华人民共和国档案法", "article": number, "text": "档案工作应当依照规定办理登记事项。"}
             for number in range(1, filler_articles + 1)]
    path = tmp_path / "corpus.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    engine = make_engine(f"sqlite:///{tmp_path / 'lex.db'}")
    init_db(engine)
    assert not import_jsonl(engine, path, progress=False).errors
    plain = dict(learned=False, expansion=False, law_score_weight=0.0, mention_weight=0.0)
    return Retriever.open(engine, tmp_path / "index", progress=False).with_options(**plain)


def test_a_rare_single_character_counts_less_than_a_word_in_the_bm25_query(tmp_path):
    # rare is a share of the corpus (RARE_CHARACTER_SHARE): among 302 articles, one holding 元 is few
    retriever = _tax_and_theft_retriever(tmp_path, filler_articles=300)
    full = retriever.with_options(rare_character_weight=1.0)
    assert retriever.index.document_frequency("元") == 1
    by_character = {h.law: h.score for h in retriever.search("罚多少元", k=2)}
    assert by_character["中华人民共和国车船税法"] == pytest.approx(
        0.75 * {h.law: h.score for h in full.search("罚多少元", k=2)}["中华人民共和国车船税法"], rel=1e-3)
    # a word of two characters keeps its full weight
    assert retriever.search("盗窃", k=1)[0].score == pytest.approx(full.search("盗窃", k=1)[0].score)


def test_in_a_small_corpus_no_character_is_rare(tmp_path):
    # two articles: a character in one of them is in half the corpus, so it keeps its full weight
    retriever = _tax_and_theft_retriever(tmp_path, filler_articles=0)
    full = retriever.with_options(rare_character_weight=1.0)
    assert retriever.search("罚多少元", k=1)[0].score == pytest.approx(full.search("罚多少元", k=1)[0].score)
