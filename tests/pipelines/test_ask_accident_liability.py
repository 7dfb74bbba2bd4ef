"""'负什么责任' of a road accident, with no word of the law or the criminal side, asks the share and the damages: the
traffic calculation answers, not a 交通肇事 frame asking for the injury. The crime still answers where the engine places
it from the facts told, and in a fight."""

import pytest

import backend.pipelines.ask as ask
from backend.pipelines.ask import gather_grounds, read_sentence
from backend.retrieval.charges import whether_crime_asked


@pytest.mark.parametrize("question", ["开车撞伤了行人，要负什么责任", "骑电动车把老人撞倒了，要负什么责任"])
def test_an_accidents_liability_asked_gets_the_traffic_calculation(retriever, question):
    grounds = gather_grounds(retriever, question, 6, lambda: None)
    assert grounds.sentence is None and grounds.crime is None
    assert grounds.calculation["scenario"] == "traffic"
    assert grounds.sources[0]["law"] == "中华人民共和国道路交通安全法"  # the accident's law leads, not 刑法第一百三十三条


@pytest.mark.parametrize(("question", "charge"), [
    ("喝酒开车撞了人，对方重伤，司机要负什么责任？", "交通肇事"),  # the facts told place the crime
    ("开车撞伤了行人，要负什么法律责任", "交通肇事"),
    ("开车撞伤了行人，会坐牢吗，要负什么责任", "交通肇事"),
    ("跟人打架把对方鼻梁打断了，我要负什么责任？", "故意伤害"),  # no accident
])
def test_the_crime_answers_where_told_or_asked(question, charge):
    assert read_sentence(question).sentence["charge"] == charge


def test_whether_a_crime_is_asked_and_the_civil_words_that_keep_it():
    assert whether_crime_asked("他有老婆，又跟别人领了结婚证，这犯法吗") == (False, ("婚",))
    assert whether_crime_asked("老板欠薪跑路，构成犯罪吗") == (True, ())
    assert whether_crime_asked("电鱼犯法吗") == (True, ())
    assert whether_crime_asked("房子漏水怎么办") == (False, ())


def test_the_conduct_read_for_the_sentence_is_not_read_again(retriever, monkeypatch):
    calls = []
    predict = ask.predict_sentence

    def counted(question, **kwargs):
        calls.append(question)
        return predict(question, **kwargs)

    monkeypatch.setattr(ask, "predict_sentence", counted)
    # the engine reads 故意伤害 in the blow; the question asks about a defence, and the sources follow the conduct
    gather_grounds(retriever, "他先动手打我，我还手把他打伤了，这算正当防卫吗？", 6, lambda: None)
    assert len(calls) == 1
