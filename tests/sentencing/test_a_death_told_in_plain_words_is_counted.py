"""A death is read once, by read_deaths, and 交通肇事 takes both whether a harm is told and how many died from that
one reading: a death told in plain words ('被撞后死了', '当场被撞死了') used to count as a harm told while no death was
read, and the accident was found 不构成 for want of one."""

import pytest

from backend.sentencing.factors import read_deaths
from backend.sentencing.predict import predict_sentence


@pytest.mark.parametrize(("words", "dead"), [
    ("那人被撞后送到医院，第二天死了", 1),
    ("对方当场被撞死了", 1),
    ("老太太被他的车轧死", 1),
    ("放的火把屋里的人烧死了", 1),
    ("撞死了两名骑车的学生", 2),
    ("牵着狗的老人被撞死了", 1),  # the dog is named, but the one who died is the person after it
])
def test_a_death_told_in_plain_words_is_read_with_its_count(words, dead):
    assert read_deaths(words)[0] == dead


@pytest.mark.parametrize("words", [
    "等了半天急死了",  # a feeling
    "一天没吃饭饿死了",
    "被车擦了一下，差点死了",  # a near miss
    "过马路时差点被车撞死",
    "把邻居家的羊撞死了",  # an animal: a loss of property
    "撞死了村里两头牛",
    "我早就死了这条心",
    "事故未造成人员死亡",
])
def test_words_that_tell_no_one_died_read_no_death(words):
    assert read_deaths(words) is None


@pytest.mark.parametrize("question", [
    "我开车把一个骑车的人撞了，他被撞后没多久就死了，交警说我负主要责任，会判几年",
    "开车撞了人，对方当场被撞死了，我负全责",
])
def test_an_accident_whose_death_is_told_in_plain_words_is_a_crime(question):
    result = predict_sentence(question)
    assert result["charge"] == "交通肇事" and result["months"] > 0
    assert {f["name"]: f["value"] for f in result["factors"]}["deaths"] == 1
    assert "死亡1人" in " ".join(step["description"] for step in result["steps"])


def test_an_animal_killed_with_full_responsibility_asks_for_the_harm():
    # a dog's death is no death of the crime and no harm 第二条 names: the harm is asked for, not a term given
    result = predict_sentence("开车把路边一条狗撞死了，我负全部责任", charge="交通肇事")
    assert result["months"] == 0 and [m["factor"] for m in result["missing"]] == ["injury"]
