"""之〇 is no inserted article: refused, never read as the article itself."""

import pytest

from backend.corpus.numerals import parse_article


@pytest.mark.parametrize("text", ["133之0", "133之〇", "第一百三十三条之〇", "第一百三十三条之零", "133之00"])
def test_sub_zero_is_refused(text):
    with pytest.raises(ValueError, match="之一"):
        parse_article(text)


def test_inserted_articles_still_parse():
    assert parse_article("第一百三十三条之一") == (133, 1)
    assert parse_article("287之二") == (287, 2)
    assert parse_article("第一百零三条") == (103, 0)
