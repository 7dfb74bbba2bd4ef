"""The crimes laypeople ask about most, told in their words, are recognised, and what the crime turns on that the
question leaves out is asked for (`missing`) instead of a term from a tier the words never chose: drugs sold with no
weight, a swindle with no sum (online: the 电信网络诈骗 figures), wages withheld with no order to pay, a beating with no
injury grade, words about someone with no 捏造 or 情节严重 (诽谤, 侮辱)."""

from __future__ import annotations

import pytest

from backend.sentencing.predict import predict_sentence

DRUGS = "走私、贩卖、运输、制造毒品"


def _asked(question: str) -> tuple[str, list[str]]:
    result = predict_sentence(question)
    assert result["months"] == 0, result["penalty"]
    return result["charge"], [item["factor"] for item in result["missing"]]


@pytest.mark.parametrize("question", ["贩毒被抓了会判几年", "帮人卖过一些毒品，会坐牢吗", "在酒吧卖冰毒给别人会怎么判"])
def test_drugs_sold_with_no_weight_ask_for_the_drug_and_weight(question: str) -> None:
    assert _asked(question) == (DRUGS, ["drug_grams"])
    steps = predict_sentence(question)["steps"]
    assert any("无论数量多少都应当追究刑事责任" in s["description"] for s in steps)


def test_drugs_sold_by_weight_or_bought_are_not_asked_again() -> None:
    assert predict_sentence("卖了3克冰毒给同学，会判几年")["months"] > 0
    # a buyer is no seller: 买毒品 is not 卖毒品
    assert predict_sentence("买了20克冰毒放在家里")["charge"] == "非法持有毒品"


def test_a_swindle_online_asks_for_the_sum_by_the_nationwide_figures() -> None:
    result = predict_sentence("在网上骗别人的钱会坐牢吗")
    assert result["charge"] == "诈骗" and [m["factor"] for m in result["missing"]] == ["amount"]
    assert any(s["description"].startswith("数额/数量标准（全国统一标准）：数额较大3000") for s in result["steps"])
    # one person swindled face to face is no 电信网络诈骗: the province's own figures
    face = predict_sentence("骗了邻居的钱会坐牢吗")
    assert not any("全国统一标准" in s["description"] for s in face["steps"])


def test_wages_withheld_ask_for_the_order_to_pay() -> None:
    assert _asked("包工头拖着我们的工钱一直不给，会坐牢吗") == ("拒不支付劳动报酬", ["责令支付", "amount"])
    # a sum told: only the order is asked for
    assert _asked("老板欠了我们八个人两个月工资共六万元，一直不发") == ("拒不支付劳动报酬", ["责令支付"])
    ordered = predict_sentence("公司拖欠工人工资共计二十万元，劳动监察大队责令支付后仍拒不支付")
    assert ordered["charge"] == "拒不支付劳动报酬" and ordered["months"] > 0 and not ordered["missing"]


@pytest.mark.parametrize("question", ["他喝多了回家就打我，会被判刑吗", "昨晚在路边被人揍了一顿，对方会坐牢吗", "老公家暴我，能让他坐牢吗"])
def test_a_beating_asks_for_the_injury_grade(question: str) -> None:
    assert _asked(question) == ("故意伤害", ["injury"])


def test_words_that_are_no_beating_are_not_one() -> None:
    for question in ("他打电话骂我，会判刑吗", "打牌输了钱会坐牢吗"):
        with pytest.raises(ValueError):
            predict_sentence(question)


def test_words_about_someone_ask_what_the_crime_needs() -> None:
    # 诽谤 needs a made-up fact and 情节严重: neither told, both asked for, and the step says it is a private prosecution
    charge, missing = _asked("在朋友圈说前同事的坏话会被判刑吗")
    assert charge == "诽谤" and missing == ["捏造事实", "诽谤侮辱情节严重"]
    steps = " ".join(s["description"] for s in predict_sentence("在朋友圈说前同事的坏话会被判刑吗")["steps"])
    assert "告诉的才处理" in steps and "可能是侮辱罪" in steps
    # abuse in public without a made-up fact is 侮辱, which needs 情节严重 only
    assert _asked("在直播间里骂一个主播骂得很难听，会坐牢吗") == ("侮辱", ["诽谤侮辱情节严重"])
    # a rumour forwarded 500 times or more is 情节严重 (法释〔2013〕21号第二条第（一）项): a term, and what a rumour says
    # someone did is not an act told ('造谣说他偷东西' is no theft)
    spread = predict_sentence("他在网上造谣说我偷东西，帖子被转发了六百多次")
    assert spread["charge"] == "诽谤" and spread["months"] > 0
    assert any("同一信息被转发的次数达到500次以上" in s["description"] for s in spread["steps"])


def test_a_rumour_read_fewer_times_than_the_figure_is_not_serious() -> None:
    charge, missing = _asked("在论坛编造邻居的丑事，帖子被浏览了三百次")
    assert charge == "诽谤" and missing == ["诽谤侮辱情节严重"]
