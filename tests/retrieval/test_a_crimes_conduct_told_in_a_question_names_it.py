"""The conduct a crime's article writes ('醉酒驾驶' of 第一百三十三条之一, 扒窃 of 第二百六十四条), told inside a question of
criminal liability ('醉酒驾驶会判几年', '我上周在地铁上扒窃被抓了，会判刑吗'), names the crime as its name would: the article
leads. Before, only a query that was nothing but the conduct did; a question around it ranked 道交法 first and the
crime's article third or lower."""

import pytest

from backend.retrieval.charges import CONDUCT_QUESTION, ChargeMatcher

# the Criminal Law's text as the corpus holds it (第一百三十三条之一, and the openings of 第二百六十四条, 第一百一十四条 and
# 第二百七十一条)
DANGEROUS_DRIVING = ("在道路上驾驶机动车，有下列情形之一的，处拘役，并处罚金：\n（一）追逐竞驶，情节恶劣的；\n（二）醉酒驾驶机动车的；\n"
                     "（三）从事校车业务或者旅客运输，严重超过额定乘员载客，或者严重超过规定时速行驶的；")
THEFT = "盗窃公私财物，数额较大的，或者多次盗窃、入户盗窃、携带凶器盗窃、扒窃的，处三年以下有期徒刑、拘役或者管制，并处或者单处罚金；"
ARSON = "放火、决水、爆炸以及投放毒害性、放射性、传染病病原体等物质或者以其他危险方法危害公共安全，尚未造成严重后果的，处三年以上十年以下有期徒刑。"
EMBEZZLEMENT = "公司、企业或者其他单位的工作人员，利用职务上的便利，将本单位财物非法占为己有，数额较大的，处三年以下有期徒刑或者拘役，并处罚金；"
ARTICLES = {"危险驾驶": DANGEROUS_DRIVING, "盗窃": THEFT, "放火": ARSON, "职务侵占": EMBEZZLEMENT}
# the words of many articles, as the corpus's document frequencies tell them apart from a crime's own words
COMMON_WORDS = ("公司", "企业", "多次", "情节", "恶劣", "驾驶", "机动车", "旅客", "运输", "数额", "较大", "盗窃")


def tells_conduct(phrase: str) -> bool:
    """Something of two characters or more is left once the common words are taken out."""
    for word in COMMON_WORDS:
        phrase = phrase.replace(word, "")
    return len(phrase) >= 2


@pytest.fixture(scope="module")
def matcher():
    return ChargeMatcher(list(ARTICLES), ARTICLES, tells_conduct)


@pytest.mark.parametrize("question, charge", [
    ("醉酒驾驶会判几年", "危险驾驶"),
    ("我老公昨晚醉酒驾驶机动车被交警查了，会坐牢吗", "危险驾驶"),
    ("几个人在环城路上追逐竞驶，要负刑事责任吗", "危险驾驶"),
    ("我上周在地铁上扒窃被抓了，会判刑吗", "盗窃"),
    ("气不过放火烧了他家柴堆，要坐牢吗", "放火"),
])
def test_a_crimes_conduct_inside_a_question_of_liability_names_the_crime(matcher, question, charge):
    assert matcher.find(question) == [charge]


@pytest.mark.parametrize("question", [
    # the same conduct in a victim's or a civil question: no crime is asked about
    "对方醉酒驾驶撞了我的车，怎么索赔",
    "楼上邻居扒窃了我的快递，我想让他赔",
    # told, nothing asked about it
    "昨天看到有人在地铁上扒窃",
])
def test_the_conduct_outside_a_question_of_liability_names_none(matcher, question):
    assert matcher.find(question) == []


def test_a_cases_long_facts_name_no_crime_by_a_clause_written_in_passing(matcher):
    # a judgment's facts (LawBench 3-1: hundreds of characters, 被告人 throughout) write other crimes' clause words in
    # passing: a swindle that promised to recover a phone pickpocketed before is no theft for its 扒窃
    facts = ("公诉机关指控：被告人李某在网上看到被害人张某发帖寻找此前在公交车上被人扒窃的手机，便冒充派出所民警联系张某，"
             "谎称手机已经找到，先后以手续费、保证金为名让张某向其转账共计八千元。后张某发觉被骗报警，被告人李某于次日"
             "被抓获，到案后如实供述了自己的行为，并退还了全部款项。")
    assert len(facts) > CONDUCT_QUESTION and matcher.find(facts) == []
    # the same clause in a short question of liability names the crime
    assert matcher.find("在公交车上扒窃了一部手机，被告人会判几年") == ["盗窃"]


def test_only_a_phrase_that_tells_the_conduct_names_the_crime(matcher):
    # 公司 is the first clause of 职务侵占's article, but a word of hundreds of articles: '公司' alone or in a question
    # of liability is no embezzlement
    assert matcher.find("公司") == [] and matcher.find("公司老板欠薪跑路会坐牢吗") == []
    # without the corpus's word counts every unique clause head names its crime (the bare conduct, as before)
    assert ChargeMatcher(list(ARTICLES), ARTICLES).find("公司") == ["职务侵占"]
    # the longest head wins: 醉酒驾驶机动车, not a shorter head inside it
    assert matcher.conduct_in("会判几年，醉酒驾驶机动车的") == ("危险驾驶", 5, 12)


@pytest.mark.parametrize("question, law, number", [
    ("醉酒驾驶会判几年", "中华人民共和国刑法", "第一百三十三条之一"),
    ("在公交车上扒窃手机会判刑吗", "中华人民共和国刑法", "第二百六十四条"),
    ("我老公昨晚醉酒驾驶机动车被查了，会坐牢吗", "中华人民共和国刑法", "第一百三十三条之一"),
    ("追逐竞驶要坐牢吗", "中华人民共和国刑法", "第一百三十三条之一"),
])
def test_the_crimes_article_leads_the_corpus_ranking(retriever, question, law, number):
    # before: 道交法第七十条 / 第七十六条, 国际刑事司法协助法 (判刑) or 领海及毗连区法 (追逐) first, the crime's article third
    # or lower
    top = retriever.search(question, k=5)[0]
    assert (top.law, top.number_text) == (law, number)


def test_a_victims_question_about_the_conduct_does_not_lead_with_the_crime(retriever):
    assert retriever.search("对方醉酒驾驶撞了我，怎么索赔", k=5)[0].law != "中华人民共和国刑法"


def test_a_word_of_many_articles_alone_is_no_crimes_conduct(retriever):
    # '公司' led with 刑法第二百七十一条 (职务侵占), whose first clause it is
    top = retriever.search("公司", k=5)[0]
    assert (top.law, top.article) != ("中华人民共和国刑法", 271)
