"""The Ask sources are about the question: after the articles the engines rest on, only retrieved articles about what
one of them is about, not hits of one word in another sense filling the list to k; and conduct the sentencing engine
reads as a crime, told in a question that does not ask after the crime ('在网上被人造谣怎么办'), gets the articles about
that conduct in every law (名誉权, 诽谤, the public-order penalty), not those its words match in another sense
(战时造谣惑众)."""

import pytest

from backend.pipelines.ask import LEADING_SHARE, _without_strays, gather_grounds
from backend.retrieval.charges import conduct_part

CIVIL_CODE, CRIMINAL_LAW = "中华人民共和国民法典", "中华人民共和国刑法"
ROAD_TRAFFIC, PUBLIC_ORDER = "中华人民共和国道路交通安全法", "中华人民共和国治安管理处罚法"


def sources(retriever, question: str) -> list[tuple[str, int | None]]:
    return [(source["law"], source["article"]) for source in gather_grounds(retriever, question, 6, lambda: None).sources]


def test_a_road_accident_gets_its_articles_and_no_contract_or_parking_space(retriever):
    found = sources(retriever, "我骑电动车被汽车撞了，对方全责，住院花了两万，能赔多少")
    assert found[:4] == [(ROAD_TRAFFIC, 76), (CIVIL_CODE, 1213), (CIVIL_CODE, 1208), (CIVIL_CODE, 1179)]
    # 停放汽车的车位 (汽车) and 中止履行 (对方) were matched by one word of the question in another sense
    assert (CIVIL_CODE, 275) not in found and (CIVIL_CODE, 528) not in found


def test_a_theft_question_keeps_the_theft_article_and_drops_the_east_west_one(retriever):
    found = sources(retriever, "偷东西会坐牢吗")
    assert found[0] == (CRIMINAL_LAW, 264)
    # 东西 matched 民族团结进步促进法's 东西部协作; 抵押 (民法典第三百九十四条) shares nothing with theft
    assert all(law in (CRIMINAL_LAW, PUBLIC_ORDER) for law, _ in found)


def test_what_follows_the_engines_articles_shares_their_words(retriever):
    question = "我骑电动车被汽车撞了，对方全责，住院花了两万，能赔多少"
    grounds = gather_grounds(retriever, question, 6, lambda: None).sources
    leading = [s for s in grounds if s["match"] == "calculation"]
    for source in grounds[len(leading):]:
        assert max(retriever.shared_word_weight(conduct_part(lead["text"]), source["text"]) for lead in leading) >= LEADING_SHARE


def test_with_no_engine_reading_the_ranking_fills_the_sources(retriever):
    assert len(sources(retriever, "离婚时孩子归谁")) == 6


@pytest.mark.parametrize("question", ["在网上被人造谣怎么办", "有人在网上骂我能告他吗", "被人诽谤怎么维权",
                                      # damages for the rumour itself: no civil matter of its own (no contract, job …)
                                      "在网上被人造谣，能要求赔偿吗", "有人在群里骂我，能让他赔钱吗"])
def test_a_rumour_or_an_insult_reaches_reputation_and_defamation_not_wartime_rumours(retriever, question):
    found = sources(retriever, question)
    assert {(CRIMINAL_LAW, 246), (PUBLIC_ORDER, 50)} <= set(found[:2])  # 诽谤/侮辱, and the public-order penalty
    assert (CIVIL_CODE, 1024) in found[:5]  # 名誉权
    assert (CRIMINAL_LAW, 378) not in found and (CRIMINAL_LAW, 433) not in found  # 战时造谣惑众: 战时 is not told


def test_an_account_of_a_rumour_spread_leaves_out_the_wartime_rumours(retriever):
    found = sources(retriever, "网上有人造谣说我偷东西")
    assert found[0] == (CRIMINAL_LAW, 246)
    assert (CRIMINAL_LAW, 378) not in found and (CRIMINAL_LAW, 433) not in found


def test_a_civil_matter_telling_a_crimes_conduct_keeps_its_own_ranking(retriever):
    # 交通肇事 is read in '开车撞了人', but the question is the insurer's refusal: no conduct articles stand for it
    found = sources(retriever, "开车撞了人，保险公司不赔怎么办")
    assert (CRIMINAL_LAW, 133) not in found


def test_an_article_named_in_the_question_stays_first(retriever):
    assert sources(retriever, "民法典第一千零二十四条，被人造谣怎么办")[0] == (CIVIL_CODE, 1024)


@pytest.mark.parametrize("question", ["同事到处散布谣言败坏我名声", "有人在微信群里造谣说我欠钱不还"])
def test_an_account_of_a_rumour_reaches_the_right_of_reputation_after_the_crime(retriever, question):
    # the block path: the engine's article leads, and the crime's name (诽谤) finds what the civil code makes of it
    found = sources(retriever, question)
    assert found[0] == (CRIMINAL_LAW, 246)
    assert (CIVIL_CODE, 1024) in found  # 名誉权: 不得以侮辱、诽谤等方式侵害他人的名誉权
    assert (CRIMINAL_LAW, 378) not in found and (CRIMINAL_LAW, 433) not in found


def test_the_crimes_name_adds_no_other_crimes_articles(retriever):
    # '故意伤害' is written in 刑法第十七条 (已满十四周岁 … 故意伤害致人重伤) and 第二百三十九条 (绑架 … 故意伤害): other crimes'
    # articles. Other laws' articles about the same conduct may follow (治安管理处罚法, 殴打他人)
    found = sources(retriever, "打架把人打成轻伤要坐牢吗")
    assert found[0] == (CRIMINAL_LAW, 234)
    assert (CRIMINAL_LAW, 17) not in found and (CRIMINAL_LAW, 239) not in found
    assert all(law != "中华人民共和国刑法修正案（十一）" for law, _ in found)


LABOUR_CONTRACT, NOTARY = "中华人民共和国劳动合同法", "中华人民共和国公证法"


def test_with_no_engine_reading_a_stray_hit_is_left_out(retriever):
    # 劳动合同法第三十六条 (协商解除) and 公证法第十一条 write none of the question's words and are the only articles of
    # their laws among the hits: nothing speaks for them
    found = sources(retriever, "去医院看病被误诊了能要赔偿吗")
    assert (LABOUR_CONTRACT, 36) not in found and (NOTARY, 11) not in found
    assert found[0] == ("中华人民共和国医师法", 55)  # the ranking's first stands


def test_with_no_engine_reading_what_follows_the_first_is_spoken_for(retriever):
    for question in ["去医院看病被误诊了能要赔偿吗", "快递丢了快递公司只肯按运费赔怎么办", "装修公司拿了钱一直拖着不开工"]:
        grounds = gather_grounds(retriever, question, 6, lambda: None).sources
        laws = [source["law"] for source in grounds]
        for source in grounds[1:]:
            assert laws.count(source["law"]) > 1 or retriever.shared_word_weight(question, source["text"]) > 0


def test_a_hit_sharing_its_law_with_another_stays_though_it_writes_none_of_the_question_words(retriever):
    question = "去医院看病被误诊了能要赔偿吗"
    cited = [retriever.cited_hit(law, number, "sparse") for law, number in
             [(NOTARY, 11), (CIVIL_CODE, 726), (CIVIL_CODE, 1218), (NOTARY, 12), (LABOUR_CONTRACT, 36)]]
    assert retriever.shared_word_weight(question, cited[1].text) == 0  # 出租人出卖租赁房屋 …
    kept = [(hit.law, hit.article) for hit in _without_strays(retriever, question, cited)]
    # the first stands; 726 shares its law with 1218; the notary's two articles speak for each other; 36 is a stray
    assert kept == [(NOTARY, 11), (CIVIL_CODE, 726), (CIVIL_CODE, 1218), (NOTARY, 12)]
