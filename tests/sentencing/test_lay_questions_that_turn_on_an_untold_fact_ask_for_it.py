"""Everyday questions whose crime turns on a fact the words leave out ask for that fact (`missing`, with a step giving the
law) instead of guessing the charge or assuming a tier: '抢了别人的手机' (force or a threat makes it 抢劫, a snatch
抢夺), money taken to get something done (the taker's post makes it 受贿 or 非国家工作人员受贿), a thing lent and kept
(侵占 needs the value and a refusal to give it back). Where the words tell the deciding fact, the crime it makes is
named."""

from __future__ import annotations

import pytest

from backend.pipelines.ask import read_sentence
from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _asked(question: str) -> tuple[str, list[str]]:
    result = predict_sentence(question)
    assert result["months"] == 0, result["penalty"]
    return result["charge"], [item["factor"] for item in result["missing"]]


def _steps(question: str) -> str:
    return "\n".join(step["description"] for step in predict_sentence(question)["steps"])


@pytest.mark.parametrize("question", ["抢了别人的手机会判几年", "他在街上抢走了一个女的项链，会坐牢吗"])
def test_a_taking_told_only_as_grabbed_asks_whether_force_was_used(question: str) -> None:
    assert _asked(question) == ("抢夺", ["当场暴力胁迫", "amount"])
    told = _steps(question)
    assert "是抢劫罪" in told and "是抢夺罪" in told
    # the Ask page shows what is asked for, not a term
    sentence = read_sentence(question).sentence
    assert sentence is not None and sentence["months"] == 0


def test_a_value_told_still_asks_how_it_was_taken() -> None:
    assert _asked("抢了别人的手机，手机值五千块，会判几年") == ("抢夺", ["当场暴力胁迫"])


@pytest.mark.parametrize(
    "question",
    ["把他打了一顿抢了他的手机，会判几年", "威胁她不给就打，抢走了她的钱包", "拿刀逼他把手机交出来会判几年",
     # the answer to the question the snatch rule puts
     "抢了别人的手机，当时对他动手了，会判几年"],
)
def test_force_or_a_threat_told_is_robbery(question: str) -> None:
    result = predict_sentence(question)
    assert result["charge"] == "抢劫" and result["months"] >= 36


def test_a_snatch_told_is_snatching_by_its_value() -> None:
    result = predict_sentence("趁她不注意一把抢走了她的包就跑了，包里有三千块钱")
    assert result["charge"] == "抢夺" and not result["missing"] and result["months"] > 0


def test_money_taken_to_get_something_done_asks_for_the_takers_post() -> None:
    assert _asked("收了别人的钱帮忙办事会判刑吗") == ("非国家工作人员受贿", ["收钱者身份", "amount"])
    told = _steps("收了别人的钱帮忙办事会判刑吗")
    assert "是受贿罪" in told and "是非国家工作人员受贿罪" in told
    assert _asked("收了人家三万块帮他办事，会坐牢吗") == ("非国家工作人员受贿", ["收钱者身份"])


def test_a_post_told_decides_the_bribe() -> None:
    assert _asked("我是公务员，收了别人的钱帮忙办事会判刑吗") == ("受贿", ["amount"])
    company = predict_sentence("我是公司采购员工，收了供应商十万块钱帮他办事，会判几年")
    assert company["charge"] == "非国家工作人员受贿" and company["months"] > 0


def test_a_thing_lent_and_kept_asks_for_its_value_and_the_refusal() -> None:
    assert _asked("朋友借了我的车一直不还会坐牢吗") == ("侵占", ["amount", "拒不退还"])
    told = _steps("朋友借了我的车一直不还会坐牢吗")
    assert "告诉的才处理" in told and "拒不退还" in told
    assert _asked("朋友借了我的车，车值十万，一直不还") == ("侵占", ["拒不退还"])
    kept = predict_sentence("朋友借了我的车，车值十万，我要了好几次他都不还")
    assert kept["charge"] == "侵占" and not kept["missing"] and kept["months"] > 0


def test_money_lent_and_not_repaid_stays_a_civil_default() -> None:
    with pytest.raises(NoCrimeTold, match="民事纠纷"):
        predict_sentence("朋友借了我五万块一直不还会坐牢吗")
