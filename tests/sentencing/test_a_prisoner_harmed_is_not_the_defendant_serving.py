"""刑法第七十一条 combines a crime done while serving a sentence with the remainder of the defendant's own sentence: a
victim, a relative or a fellow prisoner told as serving ('把在监狱服刑的同监室人员打伤') is no sentence of the
defendant's, and the step that asks for the remainder is not given."""

import pytest

from backend.sentencing.factors import told_serving_a_sentence
from backend.sentencing.predict import predict_sentence

_REMAINDER_STEP = "刑罚执行完毕以前又犯罪"


@pytest.mark.parametrize("fact", [
    "他把在监狱服刑的同监室人员打成轻伤二级",
    "他去探视正在服刑的弟弟时，把狱警打成轻伤",
    "被害人钱某服刑期间与被告人结怨，被告人后将钱某打成轻伤",
    "他姐姐在服刑期间，他冒用姐姐的名义骗了别人三万元",
    "他骗了正在服刑的孙某的家人两万元",
])
def test_someone_elses_sentence_is_not_the_defendants(fact):
    assert told_serving_a_sentence(fact) is None


@pytest.mark.parametrize(("fact", "words"), [
    ("他在监狱服刑时，把同监室里也在服刑的人打成轻伤二级", "在监狱服刑时"),
    ("被告人周某在某监狱服刑期间，殴打罪犯吴某致其轻伤", "在某监狱服刑期间"),
    ("他在服刑的时候打伤了狱友", "在服刑的"),
    ("他保外就医期间又偷了邻居五千元", "保外就医期间"),
])
def test_the_defendants_own_sentence_is_still_read(fact, words):
    assert told_serving_a_sentence(fact).group(0) == words


def test_a_fellow_prisoner_hurt_gets_no_step_about_the_remainder():
    steps = " ".join(s["description"] for s in predict_sentence("他把在看守所里服刑的同监室人员打成轻伤二级")["steps"])
    assert _REMAINDER_STEP not in steps
    own = " ".join(s["description"] for s in predict_sentence("他在监狱服刑期间把同监室的人打成轻伤二级")["steps"])
    assert _REMAINDER_STEP in own
