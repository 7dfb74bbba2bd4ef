import json

from sqlmodel import Session, select

from backend.corpus.importers import corpus_size, import_jsonl, import_lawrefbook, parse_lawrefbook_file
from backend.corpus.models import Article, Law, SourceKind
from backend.db import init_db, make_engine
from tests.conftest import shared_path

DOC = """# 测试条例

2020年1月1日 公布

<!-- INFO END -->

## 第一章 总则

第一条 为了测试，制定本条例。

第二条 本条例适用于测试。
测试包括单元测试和集成测试。

## 第二章 附则

### 第一节 施行

第十条 本条例自公布之日起施行。
"""


def _engine(tmp_path):
    engine = make_engine(f"sqlite:///{tmp_path / 'c.db'}")
    init_db(engine)
    return engine


def test_bundled_corpus_imported(engine):
    laws, articles = corpus_size(engine)
    assert laws == 378
    assert articles > 26_000
    with Session(engine) as session:
        law = session.exec(select(Law).where(Law.name == "中华人民共和国劳动合同法")).one()
        art = session.exec(select(Article).where(Article.law_id == law.id, Article.number == 47)).one()
    assert art.number_text == "第四十七条"
    assert "经济补偿" in art.text
    assert law.source is SourceKind.statute


def test_bundled_amendment_items_are_labelled_as_the_articles_they_are_cited_as(engine):
    # the national corpus stores an amendment's numbered paragraphs as '条目二十二'; a citation says 第二十二条
    with Session(engine) as session:
        law = session.exec(select(Law).where(Law.name == "中华人民共和国刑法修正案（十一）")).one()
        items = session.exec(select(Article).where(Article.law_id == law.id).order_by(Article.number)).all()
    assert len(items) > 22
    assert items[21].number == 22 and items[21].number_text == "第二十二条"
    assert all(item.number_text.startswith("第") and item.number_text.endswith("条") for item in items)


def test_lawrefbook_document_structure(tmp_path):
    folder = tmp_path / "lrb" / "行政法规"
    folder.mkdir(parents=True)
    (folder / "测试条例(2020-01-01).md").write_text(DOC, encoding="utf-8")
    doc = parse_lawrefbook_file(folder / "测试条例(2020-01-01).md", SourceKind.regulation)
    assert doc.law.name == "测试条例"
    assert doc.law.effective_date == "2020-01-01"
    assert [a["number"] for a in doc.articles] == [1, 2, 10]
    assert doc.articles[1]["text"] == "本条例适用于测试。\n测试包括单元测试和集成测试。"
    assert doc.articles[2]["chapter"] == "第二章 附则"
    assert doc.articles[2]["section"] == "第一节 施行"


def test_lawrefbook_folder_reports_bad_files(tmp_path):
    root = tmp_path / "lrb"
    (root / "司法解释").mkdir(parents=True)
    (root / "司法解释" / "好的解释.md").write_text(DOC.replace("测试条例", "好的解释"), encoding="utf-8")
    (root / "司法解释" / "坏的.md").write_text("没有标题也没有条文", encoding="utf-8")
    engine = _engine(tmp_path)
    report = import_lawrefbook(engine, root, progress=False)
    assert (report.laws, report.articles) == (1, 3)
    assert len(report.errors) == 1 and "坏的.md" in report.errors[0]
    with Session(engine) as session:
        assert session.exec(select(Law)).one().source is SourceKind.judicial_interpretation


def test_lawrefbook_shared_corpus(tmp_path):
    root = shared_path("corpus", "lawrefbook")
    engine = _engine(tmp_path)
    report = import_lawrefbook(engine, root, progress=False)
    assert report.laws > 1000 and report.articles > 50_000
    with Session(engine) as session:
        law = session.exec(select(Law).where(Law.name == "工伤保险条例")).first()
        assert law is not None and law.source is SourceKind.regulation
        art = session.exec(select(Article).where(Article.law_id == law.id, Article.number == 33)).one()
        assert "停工留薪期" in art.text


def test_jsonl_import_reports_lines(tmp_path):
    path = tmp_path / "arts.jsonl"
    lines = [
        {"law": "测试法", "article": 1, "text": "第一条的内容"},
        "not json",
        {"law": "测试法", "text": ""},
        {"law": "测试法", "article": -3, "text": "x"},
        {"law": "测试法", "article": 2, "text": "第二条的内容", "source": "statute"},
        {"law": "指导意见", "text": "无编号文本", "source": "guideline"},
        {"law": "x", "text": "y", "source": "poem"},
    ]
    path.write_text("\n".join(x if isinstance(x, str) else json.dumps(x, ensure_ascii=False) for x in lines), encoding="utf-8")
    engine = _engine(tmp_path)
    report = import_jsonl(engine, path, progress=False)
    assert (report.laws, report.articles) == (2, 3)
    assert [e.split(":")[1] for e in report.errors] == ["2", "3", "4", "7"]
    assert "source 'poem' is not one of statute," in report.errors[-1]  # the kinds named, not an enum's name
    # the same file again adds nothing: every article would otherwise be found twice
    again = import_jsonl(engine, path, progress=False)
    assert (again.laws, again.articles, again.skipped) == (0, 0, 2)
    assert corpus_size(engine) == (2, 3)


def test_jsonl_inserted_article_keeps_its_suffix(tmp_path):
    path = tmp_path / "arts.jsonl"
    rows = [{"law": "测试法", "article": 133, "text": "第一百三十三条的内容"},
            {"law": "测试法", "article": "第一百三十三条之一", "text": "之一的内容"},
            {"law": "测试法", "article": "133之", "text": "x"}]
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    engine = _engine(tmp_path)
    report = import_jsonl(engine, path, progress=False)
    assert report.articles == 2 and "133之" in report.errors[0]
    with Session(engine) as session:
        numbers = sorted((a.number, a.number_text) for a in session.exec(select(Article)).all())
    assert numbers == [(133, "第一百三十三条"), (133, "第一百三十三条之一")]


def test_jsonl_rows_with_numbers_no_law_has_are_rejected_and_the_rest_imported(tmp_path):
    path = tmp_path / "arts.jsonl"
    rows = [{"law": "测试法", "article": 10_000, "text": "x"}, {"law": "测试法", "article": "第一万条", "text": "x"},
            {"law": "测试法", "article": "133之10000", "text": "x"}, {"law": "测试法", "article": True, "text": "x"},
            {"law": "测试法", "article": 2_147_483_648, "text": "x"}, {"law": "测试法", "article": 9999, "text": "末条"}]
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    engine = _engine(tmp_path)
    report = import_jsonl(engine, path, progress=False)
    assert report.articles == 1 and [e.split(":")[1] for e in report.errors] == ["1", "2", "3", "4", "5"]
    assert "from 1 to 9999, not 10000" in report.errors[0] and "not 10000" in report.errors[2]
    with Session(engine) as session:
        assert [a.number_text for a in session.exec(select(Article)).all()] == ["第九千九百九十九条"]


def test_jsonl_with_a_byte_order_mark_keeps_its_first_line(tmp_path):
    # Windows Notepad saves UTF-8 with a BOM and CRLF line ends
    path = tmp_path / "arts.jsonl"
    rows = [{"law": "测试法", "article": 1, "text": "第一条的内容"}, {"law": "测试法", "article": 2, "text": "第二条"}]
    path.write_bytes(b"\xef\xbb\xbf" + "\r\n".join(json.dumps(r, ensure_ascii=False) for r in rows).encode() + b"\r\n")
    report = import_jsonl(_engine(tmp_path), path, progress=False)
    assert (report.articles, report.errors) == (2, [])
