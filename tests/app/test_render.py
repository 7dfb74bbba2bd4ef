from app.render import article_name, citation_badges


def test_inserted_articles_are_named_with_their_suffix():
    assert article_name({"article": 47}) == "第47条"
    assert article_name({"article": 133, "sub": 1}) == "第133条之1"
    assert article_name({"article": 133, "number_text": "第一百三十三条之一"}) == "第一百三十三条之一"
    badges = citation_badges([{"law": "中华人民共和国刑法", "article": 133, "number_text": "第一百三十三条之一",
                               "status": "verified"}])
    assert "《中华人民共和国刑法》第一百三十三条之一" in badges


def test_a_repealed_law_badge_names_what_repealed_it():
    badges = citation_badges([{"law": "中华人民共和国合同法", "article": 52, "number_text": "第五十二条",
                               "status": "not_in_force", "repealed_by": "《中华人民共和国民法典》第一千二百六十条"}])
    assert "已被《中华人民共和国民法典》第一千二百六十条废止" in badges
