"""A crime committed while an earlier sentence is being served (脱逃 from prison, most often) is combined with the
unserved remainder (刑法第七十一条 by 第六十九条): computed where the fact tells the remainder; where it does not, a step
tells the user the term shown is the new crime's alone and asks for the remainder, the months unchanged."""

from __future__ import annotations

import pytest

from backend.sentencing.predict import predict_sentence

ESCAPE = "2016年4月3日，被告人冯某在某监狱服刑期间，趁外出劳动之机翻越围墙逃离，次日被抓获。"
_UNTOLD = "事实未写明前罪余刑"


def _steps(output: dict) -> str:
    return "\n".join(step["description"] + " | " + step["source"] for step in output["steps"])


def test_an_escape_with_the_remainder_told_is_combined_with_it() -> None:
    output = predict_sentence(ESCAPE + "截至逃跑当日，冯某余刑3年2个月。", charge="脱逃")
    assert output["months"] > 38 and "第七十一条" in _steps(output) and _UNTOLD not in _steps(output)


def test_an_escape_without_the_remainder_says_it_is_to_be_combined() -> None:
    told = predict_sentence(ESCAPE, charge="脱逃")
    assert _UNTOLD in _steps(told) and "在某监狱服刑期间" in _steps(told)
    # the months are the escape's own: the same as without the words of the sentence being served
    plain = predict_sentence("2016年4月3日，被告人冯某趁外出劳动之机翻越围墙逃离，次日被抓获。", charge="脱逃")
    assert told["months"] == plain["months"] <= 60


@pytest.mark.parametrize(
    "fact",
    [
        # held before trial: no earlier sentence to combine
        "2016年4月3日，被告人冯某因涉嫌盗窃被羁押于某看守所，趁放风之机翻墙逃离，次日被抓获。",
        # the earlier sentence ran out before the new crime (刑法第六十五条's concern, not 第七十一条's)
        "被告人冯某曾在某监狱服刑期间表现良好，2014年刑满释放。2016年4月3日，冯某盗窃邻居电动车一辆，价值3000元。",
    ],
)
def test_no_sentence_being_served_makes_no_such_step(fact: str) -> None:
    assert _UNTOLD not in _steps(predict_sentence(fact))
