"""Crime names (罪名) find their Criminal Law article first; the map is learned from judgments' charges and applied
articles (backend/retrieval/charges.py), and ships in query_model.json."""

import pytest

from backend.retrieval.charges import ChargeMatcher, Judgment, charge_names, credited_articles, learn_charge_articles
from backend.retrieval.query_model import QueryModel, shipped_model


def test_bracketed_alternatives_give_every_name_a_query_may_use():
    names = charge_names("[生产、销售][有毒、有害]食品")
    assert {"生产有毒食品", "销售有害食品", "生产、销售有毒、有害食品", "生产销售有毒有害食品"} <= set(names)
    assert charge_names("盗窃") == ["盗窃"]


def test_an_article_listed_for_two_charges_is_credited_to_the_one_that_explains_it():
    # 容留 always comes with a drug charge; its judgments list the drug article as well as its own
    drugs = [Judgment("卖了毒品", ("毒品",), (347,))] * 6
    both = [Judgment("卖毒品也让人在家吸毒", ("毒品", "容留"), (347, 354))] * 3
    credit = credited_articles(drugs + both)
    assert max(credit["容留"], key=credit["容留"].get) == 354
    assert credit["容留"][347] < 0.5 < credit["容留"][354]


def test_the_inserted_version_is_chosen_when_the_charges_facts_fit_it():
    drunk = [Judgment(f"被告人醉酒驾驶机动车在道路上行驶，血液酒精含量{80 + i}毫克", ("危险驾驶",), (133,))
             for i in range(4)]
    crash = [Judgment(f"被告人驾车发生交通事故致一人死亡后逃逸，案发{i}日", ("交通肇事",), (133,)) for i in range(4)]
    texts = {(133, 0): "违反交通运输管理法规，因而发生重大事故，致人死亡的，处三年以下有期徒刑；交通运输肇事后逃逸的，处三年以上有期徒刑。",
             (133, 1): "在道路上醉酒驾驶机动车的，处拘役，并处罚金。"}
    learned = learn_charge_articles(drunk + crash, lambda article, sub: texts.get((article, sub)))
    assert learned == {"危险驾驶": (133, 1), "交通肇事": (133, 0)}


def test_the_first_typicality_score_reads_the_words_it_is_given():
    # the facts are tokenised on the first call: that call must score its own words, not the last fact's
    from backend.retrieval.charges import _TypicalWords

    judgments = [Judgment("醉酒驾驶机动车", ("危险驾驶",), (133,)), Judgment("盗窃他人财物", ("盗窃",), (264,))]
    first = _TypicalWords(judgments).score("危险驾驶", {"醉酒"})
    warm = _TypicalWords(judgments)
    warm.score("盗窃", {"盗窃"})
    assert first == warm.score("危险驾驶", {"醉酒"}) > 0


def test_a_charge_with_one_judgment_behind_it_is_not_learned():
    learned = learn_charge_articles([Judgment("打架", ("聚众斗殴",), (264,))], lambda article, sub: "条文" if sub == 0 else None)
    assert learned == {}


def test_the_longest_charge_name_in_the_query_wins():
    matcher = ChargeMatcher(["诈骗", "合同诈骗", "[走私、贩卖、运输、制造]毒品"])
    assert matcher.find("签合同骗钱算合同诈骗罪还是诈骗罪") == ["合同诈骗", "诈骗"]
    assert matcher.find("贩卖毒品罪判几年") == ["[走私、贩卖、运输、制造]毒品"]
    assert matcher.find("邻居家的狗咬人") == []


def test_a_crime_name_counts_only_in_a_question_of_criminal_liability():
    matcher = ChargeMatcher(["盗窃", "危险驾驶", "职务侵占"])
    assert matcher.find("盗窃") == ["盗窃"]  # the name alone
    assert matcher.find("危险驾驶撞人会坐牢吗") == ["危险驾驶"]
    assert matcher.find("员工职务侵占公司能辞退他吗") == []
    assert matcher.find("买的盗窃险报案后要公安立案证明吗") == []  # the name of an insurance cover
    assert matcher.find("盗窃险理赔被拒，小偷被判了盗窃罪") == ["盗窃"]


def test_charges_survive_saving_and_a_format_2_file_loads_without_them(tmp_path):
    model = QueryModel.empty()
    model.charges = {"危险驾驶": ("刑法", 133, 1), "盗窃": ("刑法", 264, 0)}
    path = tmp_path / "model.json"
    model.save(path)
    assert QueryModel.load(path).charges == model.charges
    old = {"format": 2, "sources": {}, "law_counts": {}, "expansions": {}, "articles": []}
    assert QueryModel.from_json(old).charges == {}


def test_the_shipped_model_carries_the_learned_charges():
    charges = shipped_model().charges
    assert charges["危险驾驶"] == ("刑法", 133, 1) and charges["交通肇事"] == ("刑法", 133, 0)


@pytest.mark.parametrize(("query", "article", "sub"), [
    ("危险驾驶罪", 133, 1), ("贩卖毒品罪", 347, 0), ("交通肇事罪", 133, 0), ("故意伤害罪", 234, 0), ("盗窃罪", 264, 0),
    ("盗窃", 264, 0), ("醉驾血液酒精含量多少构成危险驾驶罪？", 133, 1), ("贩卖毒品会判几年", 347, 0),
])
def test_a_query_naming_a_crime_finds_its_article_first(retriever, query, article, sub):
    first = retriever.search(query, k=5)[0]
    assert (first.law, first.article, first.sub) == ("中华人民共和国刑法", article, sub)


@pytest.mark.parametrize("query", [
    "车辆盗窃险保险公司拒赔怎么办？", "邻居家放火烧秸秆烟熏到我家怎么办？", "交通肇事的民事赔偿包括哪些项目？",
    "对方危险驾驶撞了我，我能要多少赔偿？", "公司员工职务侵占，公司能解除劳动合同吗？",
])
def test_a_civil_question_naming_a_crime_does_not_lead_with_the_criminal_law(retriever, query):
    assert retriever.search(query, k=5)[0].law != "中华人民共和国刑法"


def test_without_the_charge_lift_the_crime_name_alone_ranks_other_articles_first(retriever):
    # what the lift mends: the statute's words never say 危险驾驶
    first = retriever.with_options(charge_weight=0.0).search("危险驾驶罪", k=5)[0]
    assert (first.article, first.sub) != (133, 1)
