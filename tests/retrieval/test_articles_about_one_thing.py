"""Retriever.shared_word_weight says how far two texts are about one thing, and conduct_part reads the conduct a crime's
article tells, before its threshold and penalty: what Ask's sources are measured against."""

from backend.retrieval.charges import conduct_part, names_civil_subject

CIVIL_CODE, CRIMINAL_LAW = "中华人民共和国民法典", "中华人民共和国刑法"


def text(retriever, law: str, article: int) -> str:
    return retriever.lookup(law, article).unit.text


def test_robbery_and_theft_share_their_words_a_parking_space_and_a_road_accident_do_not(retriever):
    theft, robbery = text(retriever, CRIMINAL_LAW, 264), text(retriever, CRIMINAL_LAW, 263)
    accident, parking = text(retriever, CIVIL_CODE, 1208), text(retriever, CIVIL_CODE, 275)
    assert retriever.shared_word_weight(theft, robbery) > 0.5
    assert retriever.shared_word_weight(accident, parking) < 0.1
    assert retriever.shared_word_weight(theft, theft) == 1.0
    assert retriever.shared_word_weight(theft, "") == 0.0


def test_the_conduct_of_a_crimes_article_stops_at_its_threshold_and_penalty(retriever):
    assert conduct_part(text(retriever, CRIMINAL_LAW, 246)) == "以暴力或者其他方法公然侮辱他人或者捏造事实诽谤他人"
    # 或者 joins another conduct, kept; 数额较大的 before it is the first conduct's threshold, inside the clause list
    assert conduct_part(text(retriever, CRIMINAL_LAW, 264)) == "盗窃公私财物，数额较大的，或者多次盗窃、入户盗窃、携带凶器盗窃、扒窃的"


def test_an_article_with_no_penalty_is_its_first_sentence():
    assert conduct_part("民事主体享有名誉权。任何组织或者个人不得以侮辱、诽谤等方式侵害他人的名誉权。") == "民事主体享有名誉权"


def test_a_civil_subject_is_a_matter_beyond_the_damages_for_what_is_told():
    # the divorce, the insurer's refusal, the wages are matters of their own beside the conduct told
    assert names_civil_subject("丈夫经常打我，离婚的时候能要赔偿吗")
    assert names_civil_subject("开车撞了人，保险公司不赔怎么办")
    assert names_civil_subject("老板拖欠工资还动手打人")
    # damages for the rumour itself, and a crime's name holding 合同, are none
    assert not names_civil_subject("在网上被人造谣，能要求赔偿吗")
    assert not names_civil_subject("对方这是合同诈骗吗")
