import pytest

from backend.corpus.numerals import (
    MAX_ARTICLE,
    MAX_SUB,
    article_label,
    check_article,
    chinese_to_int,
    citation_label,
    int_to_chinese,
    parse_article,
)


@pytest.mark.parametrize(
    ("text", "number"),
    [("一", 1), ("十", 10), ("十一", 11), ("二十", 20), ("四十七", 47), ("一百", 100), ("一百零三", 103),
     ("一百一十", 110), ("一千零二十四", 1024), ("一千二百六十", 1260), ("两千", 2000), ("1024", 1024)],
)
def test_chinese_to_int(text, number):
    assert chinese_to_int(text) == number


@pytest.mark.parametrize("number", [1, 9, 10, 11, 19, 20, 47, 100, 101, 110, 999, 1000, 1001, 1260, 9999])
def test_round_trip(number):
    assert chinese_to_int(int_to_chinese(number)) == number


def test_canonical_forms():
    assert int_to_chinese(47) == "四十七"
    assert int_to_chinese(10) == "十"
    assert int_to_chinese(103) == "一百零三"


def test_rejects_non_numerals():
    with pytest.raises(ValueError):
        chinese_to_int("四十x")
    with pytest.raises(ValueError):
        chinese_to_int("")


@pytest.mark.parametrize(
    ("written", "parsed"),
    [("47", (47, 0)), ("第四十七条", (47, 0)), ("第 47 条", (47, 0)), ("第一百三十三条之一", (133, 1)),
     ("133之一", (133, 1)), ("第133条之二", (133, 2))],
)
def test_parse_article(written: str, parsed: tuple[int, int]) -> None:
    assert parse_article(written) == parsed
    assert parse_article(article_label(*parsed)) == parsed


@pytest.mark.parametrize("written", ["", "abc", "第条", "47款", "之一"])
def test_parse_article_rejects(written: str) -> None:
    with pytest.raises(ValueError):
        parse_article(written)


@pytest.mark.parametrize(("number", "sub", "label"), [
    (10_000, 0, "第10000条"), (2_147_483_648, 0, "第2147483648条"), (133, 10_000, "第一百三十三条之10000")])
def test_a_number_no_law_has_still_gets_a_label(number: int, sub: int, label: str) -> None:
    # a citation of 第10000条 is reported as not found under its own number, not turned into an error
    assert article_label(number, sub) == label
    with pytest.raises(ValueError, match="article"):
        check_article(number, sub)


def test_articles_in_range_pass_the_check() -> None:
    check_article(1)
    check_article(MAX_ARTICLE, MAX_SUB)
    with pytest.raises(ValueError, match="from 1 to 9999, not 0"):
        check_article(0)


@pytest.mark.parametrize(("written", "parsed"), [
    ("第一万条", (10_000, 0)), ("10000", (10_000, 0)), ("133之10000", (133, 10_000)), ("第133条之十二", (133, 12))])
def test_large_numbers_are_read_whole_not_cut(written: str, parsed: tuple[int, int]) -> None:
    # 之10000 must not read as 之10 with stray digits after it
    assert parse_article(written) == parsed


@pytest.mark.parametrize(
    ("stored", "number", "label"),
    [("条目二十二", 22, "第二十二条"), ("条目一", 1, "第一条"), ("第一百三十三条之一", 133, "第一百三十三条之一"),
     ("第四十七条", 47, "第四十七条"), ("全文", None, "全文"), ("", None, "")],
)
def test_citation_label_names_an_amendment_item_as_an_article(stored, number, label):
    assert citation_label(stored, number) == label


# 之〇 is no inserted article: refused, never read as the article itself
@pytest.mark.parametrize("text", ["133之0", "133之〇", "第一百三十三条之〇", "第一百三十三条之零", "133之00"])
def test_sub_zero_is_refused(text):
    with pytest.raises(ValueError, match="之一"):
        parse_article(text)


def test_inserted_articles_still_parse():
    assert parse_article("第一百三十三条之一") == (133, 1)
    assert parse_article("287之二") == (287, 2)
    assert parse_article("第一百零三条") == (103, 0)
