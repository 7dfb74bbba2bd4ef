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


def _one_version(article: int, sub: int) -> str | None:
    return "条文" if sub == 0 else None


def test_one_judgment_teaches_a_charge_the_article_its_other_charges_do_not_explain():
    thefts = [Judgment(f"盗窃财物{i}", ("盗窃",), (264,)) for i in range(3)]
    both = Judgment("盗窃后把失主关在屋里", ("盗窃", "非法拘禁"), (264, 238))
    assert learn_charge_articles(thefts + [both], _one_version) == {"盗窃": (264, 0), "非法拘禁": (238, 0)}


def test_a_charge_whose_only_judgment_lists_another_charges_article_is_not_learned():
    # the labels of this judgment list 盗窃's article only: nothing in it is 聚众斗殴's
    thefts = [Judgment(f"盗窃财物{i}", ("盗窃",), (264,)) for i in range(3)]
    learned = learn_charge_articles(thefts + [Judgment("打架后偷东西", ("盗窃", "聚众斗殴"), (264,))], _one_version)
    assert "聚众斗殴" not in learned


def test_two_articles_equally_backed_teach_the_charge_nothing():
    learned = learn_charge_articles([Judgment("虚报车损骗保", ("保险诈骗",), (266, 198))], _one_version)
    assert learned == {}


def test_an_article_the_labels_repeat_is_credited_once_per_judgment():
    credit = credited_articles([Judgment("卖了毒品", ("毒品",), (347, 347))])
    assert credit["毒品"][347] == 1.0


def test_charges_always_listed_together_teach_only_the_narrower_one():
    # every judgment lists both: nothing tells 制造淫秽物品 (the wider charge's other names) from 传播淫秽物品
    together = [Judgment(f"传播淫秽视频{i}", ("[制造、贩卖、传播]淫秽物品", "传播淫秽物品"), (364,)) for i in range(4)]
    assert learn_charge_articles(together, _one_version) == {"传播淫秽物品": (364, 0)}


def test_the_longest_charge_name_in_the_query_wins():
    matcher = ChargeMatcher(["诈骗", "合同诈骗", "[走私、贩卖、运输、制造]毒品"])
    assert matcher.find("签合同骗钱算合同诈骗罪还是诈骗罪") == ["合同诈骗", "诈骗"]
    assert matcher.find("贩卖毒品罪判几年") == ["[走私、贩卖、运输、制造]毒品"]
    assert matcher.find("邻居家的狗咬人") == []


def test_a_word_that_classes_the_conduct_as_the_crime_makes_it_a_criminal_question():
    matcher = ChargeMatcher(["危险驾驶", "诈骗", "敲诈勒索"])
    assert matcher.find("醉驾多少毫克算危险驾驶") == ["危险驾驶"]
    assert matcher.find("网上卖假货属于诈骗吗") == ["诈骗"]
    assert matcher.find("讨债时说要曝光他是不是敲诈勒索") == ["敲诈勒索"]
    assert matcher.find("对方是危险驾驶撞的我，怎么索赔") == []  # a bare 是 tells what happened, it does not ask


def test_a_name_that_says_crime_itself_needs_no_other_criminal_word():
    matcher = ChargeMatcher(["[掩饰、隐瞒][犯罪所得、犯罪所得收益]"])
    assert matcher.find("帮朋友隐瞒犯罪所得会怎样") == ["[掩饰、隐瞒][犯罪所得、犯罪所得收益]"]


def test_a_crime_named_only_to_ask_for_the_victims_compensation_is_a_civil_question():
    matcher = ChargeMatcher(["交通肇事", "故意伤害", "危险驾驶"])
    assert matcher.asks_victim_compensation("交通肇事罪的民事赔偿") and matcher.find("交通肇事罪的民事赔偿") == []
    assert matcher.asks_victim_compensation("故意伤害罪的受害人能索赔多少")
    # the sentence is asked too: the crime's article answers that part
    assert not matcher.asks_victim_compensation("故意伤害罪判几年，还要赔钱吗")
    assert matcher.find("故意伤害罪判几年，还要赔钱吗") == ["故意伤害"]
    # not named as a crime: an accident's compensation, no crime's
    assert not matcher.asks_victim_compensation("对方危险驾驶撞了我，我能要多少赔偿？")
    assert not matcher.asks_victim_compensation("交通肇事罪")


def test_a_crime_name_counts_only_in_a_question_of_criminal_liability():
    matcher = ChargeMatcher(["盗窃", "危险驾驶", "职务侵占"])
    assert matcher.find("盗窃") == ["盗窃"]  # the name alone
    assert matcher.find("危险驾驶撞人会坐牢吗") == ["危险驾驶"]
    assert matcher.find("员工职务侵占公司能辞退他吗") == []
    # a word of the criminal procedure asks about the crime too, though it lifts no Criminal Law article by itself
    assert matcher.find("员工职务侵占被刑事拘留了") == ["职务侵占"]
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
    # learned from one or two judgments each, where the judgments' other charges explain their other articles
    assert charges["非法拘禁"] == ("刑法", 238, 0) and charges["过失致人死亡"] == ("刑法", 233, 0)
    assert charges["敲诈勒索"] == ("刑法", 274, 0) and charges["猥亵儿童"] == ("刑法", 237, 0)
    # always listed beside 传播淫秽物品 in the judgments: its own article (363 for 制作、贩卖) cannot be learned
    assert charges["传播淫秽物品"] == ("刑法", 364, 0) and "[制造、贩卖、传播]淫秽物品" not in charges


@pytest.mark.parametrize(("query", "article", "sub"), [
    ("危险驾驶罪", 133, 1), ("贩卖毒品罪", 347, 0), ("交通肇事罪", 133, 0), ("故意伤害罪", 234, 0), ("盗窃罪", 264, 0),
    ("盗窃", 264, 0), ("醉驾血液酒精含量多少构成危险驾驶罪？", 133, 1), ("贩卖毒品会判几年", 347, 0),
    ("醉驾多少毫克算危险驾驶", 133, 1), ("非法拘禁罪判几年", 238, 0), ("敲诈勒索罪", 274, 0),
])
def test_a_query_naming_a_crime_finds_its_article_first(retriever, query, article, sub):
    first = retriever.search(query, k=5)[0]
    assert (first.law, first.article, first.sub) == ("中华人民共和国刑法", article, sub)


@pytest.mark.parametrize("query", [
    "车辆盗窃险保险公司拒赔怎么办？", "邻居家放火烧秸秆烟熏到我家怎么办？", "交通肇事的民事赔偿包括哪些项目？",
    "对方危险驾驶撞了我，我能要多少赔偿？", "公司员工职务侵占，公司能解除劳动合同吗？", "交通肇事罪的民事赔偿",
])
def test_a_civil_question_naming_a_crime_does_not_lead_with_the_criminal_law(retriever, query):
    assert retriever.search(query, k=5)[0].law != "中华人民共和国刑法"


def test_without_the_charge_lift_the_crime_name_alone_ranks_other_articles_first(retriever):
    # what the lift mends: the name's words fill other articles too (贩卖毒品 is also in 第三百四十九条's 包庇)
    first = retriever.with_options(charge_weight=0.0).search("贩卖毒品罪", k=5)[0]
    assert (first.article, first.sub) != (347, 0)


def test_a_crimes_civil_compensation_leads_with_the_victims_civil_claim(retriever):
    hits = retriever.search("交通肇事罪的民事赔偿", k=10)
    top = [(h.law, h.article) for h in hits]
    # 附带民事诉讼: the victim claims in the criminal trial; then the traffic accident's compensation rules
    assert top[0] == ("中华人民共和国刑事诉讼法", 101)
    assert ("中华人民共和国道路交通安全法", 76) in top[:3]
    assert ("中华人民共和国刑法", 133) in top  # the crime's article is not lifted, nor pushed out


# the Criminal Law's text as the corpus holds it (第一百三十三条之一, and the opening of 第二百六十四条 and 第二百六十六条)
DANGEROUS_DRIVING = ("在道路上驾驶机动车，有下列情形之一的，处拘役，并处罚金：\n（一）追逐竞驶，情节恶劣的；\n（二）醉酒驾驶机动车的；\n"
                     "（三）从事校车业务或者旅客运输，严重超过额定乘员载客，或者严重超过规定时速行驶的；\n"
                     "（四）违反危险化学品安全管理规定运输危险化学品，危及公共安全的。")
THEFT = "盗窃公私财物，数额较大的，或者多次盗窃、入户盗窃、携带凶器盗窃、扒窃的，处三年以下有期徒刑、拘役或者管制，并处或者单处罚金；"
FRAUD = "诈骗公私财物，数额较大的，处三年以下有期徒刑、拘役或者管制，并处或者单处罚金；"


def test_a_query_that_is_only_the_conduct_the_crimes_article_writes_asks_about_the_crime():
    matcher = ChargeMatcher(["危险驾驶", "盗窃", "诈骗"], {"危险驾驶": DANGEROUS_DRIVING, "盗窃": THEFT, "诈骗": FRAUD})
    for query in ("醉酒驾驶", "醉酒驾驶机动车的", "醉酒 驾驶？", "追逐竞驶"):
        assert matcher.find(query) == ["危险驾驶"], query
    assert matcher.find("扒窃") == ["盗窃"]
    # 饮酒后驾驶 (酒后驾驶) is the traffic offence of 道路交通安全法第九十一条, which the crime's article does not write
    assert matcher.find("酒后驾驶") == [] and matcher.find("饮酒后驾驶机动车") == []
    # the article's setting, not its conduct: the query is no clause's head ('在道路上驾驶机动车')
    assert matcher.find("驾驶机动车") == []
    # a threshold two crimes' articles write names neither; under half of a clause is not the conduct
    assert matcher.find("数额较大") == [] and matcher.find("醉酒") == []
    # a question about the conduct is read as questions are (the name-or-criminal-words rules), not as the bare phrase
    assert matcher.find("醉酒驾驶撞了我，怎么索赔") == []
    # without the articles' texts nothing is read from the conduct
    assert ChargeMatcher(["危险驾驶"]).find("醉酒驾驶") == []
