import os
import subprocess
import sys
from pathlib import Path

import pytest

from backend.retrieval.query_model import LabeledQuestion, QueryModel

EXAMPLES = [
    LabeledQuestion("公司无故辞退我能拿多少补偿", (("中华人民共和国劳动合同法", 47, 0),), "经济补偿按工作年限计算", "t"),
    LabeledQuestion("被公司辞退了怎么要补偿", (("劳动合同法", 47, 0),), "用人单位解除劳动合同应当支付经济补偿", "t"),
    LabeledQuestion("老板辞退我不给补偿", (("劳动合同法", 87, 0),), "违法解除劳动合同支付赔偿金", "t"),
    LabeledQuestion("离婚后孩子归谁抚养", (("中华人民共和国民法典", 1084, 0),), "父母对子女有抚养的权利和义务", "t"),
]
ARTICLES = {("劳动合同法", 47, 0): "经济补偿按劳动者在本单位工作的年限支付",
            ("劳动合同法", 87, 0): "违反本法规定解除劳动合同的，应当支付赔偿金"}
# 第一百三十三条 (交通肇事) and 第一百三十三条之一 (危险驾驶) share the number 133
DRIVING = [
    LabeledQuestion("喝了酒开车被交警查到会怎样", (("刑法", 133, 1),), "醉酒驾驶机动车构成危险驾驶罪", "t"),
    LabeledQuestion("开车撞死人逃跑了怎么判", (("中华人民共和国刑法", 133, 0),), "交通肇事后逃逸", "t"),
]


def article_text(law: str, article: int, sub: int) -> str | None:
    return ARTICLES.get((law.removeprefix("中华人民共和国"), article, sub))


def test_fit_learns_article_bags_law_counts_and_expansions():
    model = QueryModel.fit(EXAMPLES, article_text)
    bag = model.article_terms[("劳动合同法", 47, 0)]
    assert bag["辞退"] == 2 and bag["补偿"] >= 2
    assert model.law_counts == {"劳动合同法": 3, "民法典": 1}
    assert model.examples == 4
    expansion = model.expand(["辞退"])
    assert {"劳动", "支付"} <= set(expansion) and max(expansion.values()) == 1.0
    assert "辞退" not in expansion  # the query's own word is not an expansion


def test_law_prior_favours_frequent_laws_and_keeps_unseen_laws_possible():
    priors, unseen = QueryModel.fit(EXAMPLES).law_log_prior()
    assert priors["劳动合同法"] > priors["民法典"] > unseen


def test_save_load_and_merge_roundtrip(tmp_path):
    model = QueryModel.fit(EXAMPLES, article_text)
    path = tmp_path / "model.json"
    model.save(path)
    loaded = QueryModel.load(path)
    assert loaded.article_terms == model.article_terms and loaded.expansions == model.expansions
    merged = loaded.merge(QueryModel.fit(EXAMPLES[:1]))
    assert merged.law_counts["劳动合同法"] == 4 and merged.examples == 5


@pytest.mark.parametrize(
    ("question", "citations"),
    [("", (("劳动合同法", 47, 0),)), ("问题", ()), ("问题", (("劳动合同法", 0, 0),)), ("问题", ((" ", 3, 0),)),
     ("问题", (("刑法", 133, -1),))],
)
def test_invalid_labelled_questions_are_refused(question, citations):
    with pytest.raises(ValueError):
        LabeledQuestion(question, citations)


def test_an_inserted_article_has_a_bag_of_its_own_that_survives_saving(tmp_path):
    model = QueryModel.fit(DRIVING)
    assert model.article_terms[("刑法", 133, 1)]["喝了酒"] == 1 and "喝了酒" not in model.article_terms[("刑法", 133, 0)]
    path = tmp_path / "model.json"
    model.save(path)
    assert QueryModel.load(path).article_terms == model.article_terms


def test_a_model_file_written_before_inserted_articles_had_bags_still_loads():
    # format 1 rows have no "sub": every bag is the numbered article itself
    old = {"format": 1, "sources": {"t": 1}, "law_counts": {"刑法": 1}, "expansions": {},
           "articles": [{"law": "刑法", "article": 264, "terms": {"偷": 2}}]}
    assert QueryModel.from_json(old).article_terms == {("刑法", 264, 0): {"偷": 2}}


def test_wrong_format_version_is_refused():
    with pytest.raises(ValueError, match="format"):
        QueryModel.from_json({"format": 99})


def test_fit_is_the_same_under_every_hash_seed(tmp_path):
    # tight cuts (1 expansion per word, 2 words per article) make ties decide what is kept
    script = (
        "import json, sys\n"
        "from tests.retrieval.test_query_model import EXAMPLES, article_text\n"
        "from backend.retrieval.query_model import QueryModel\n"
        "m = QueryModel.fit(EXAMPLES, article_text, min_pair_count=1, expansions_per_term=1, terms_per_article=2)\n"
        "print(json.dumps([m.to_json(), m.expand(['辞退', '补偿', '公司'], limit=1)], ensure_ascii=False))\n"
    )
    root = Path(__file__).resolve().parents[2]
    outputs = {
        subprocess.run([sys.executable, "-c", script], cwd=root, capture_output=True, text=True, check=True,
                       env={**os.environ, "PYTHONHASHSEED": seed}).stdout
        for seed in ("1", "2", "3", "4")
    }
    assert len(outputs) == 1


MORTGAGE = {("民法典", 394, 0): "债务人将财产抵押给债权人的，债权人有权就该财产优先受偿。",
            ("民法典", 395, 0): "债务人或者第三人有权处分的建筑物可以抵押。"}
DEPOSITS = ("房东不退押金怎么办", "退租以后押金拿不回来", "押金被房东扣了一半")


def _mortgage_text(law: str, article: int, sub: int) -> str | None:
    return MORTGAGE.get((law, article, sub)) or article_text(law, article, sub)


def test_a_word_pair_met_only_where_one_article_was_cited_is_no_expansion():
    # deposit questions a benchmark answered with one mortgage article: 押金 meets 抵押 only in that article's text,
    # and the article's term bag already holds 押金
    one_article = [LabeledQuestion(q, (("民法典", 394, 0),), "", "t") for q in DEPOSITS]
    model = QueryModel.fit(EXAMPLES + one_article, _mortgage_text)
    assert "抵押" not in model.expansions.get("押金", {})
    assert model.article_terms[("民法典", 394, 0)]["押金"] == 3
    # counted as before (any one article is enough), the same questions expand 押金 to the mortgage's words
    assert "抵押" in QueryModel.fit(EXAMPLES + one_article, _mortgage_text, min_pair_articles=1).expansions["押金"]


def test_a_word_pair_met_where_different_articles_were_cited_is_an_expansion():
    two_articles = [LabeledQuestion(q, (("民法典", 394 + i % 2, 0),), "", "t") for i, q in enumerate(DEPOSITS)]
    assert "抵押" in QueryModel.fit(EXAMPLES + two_articles, _mortgage_text).expansions["押金"]
