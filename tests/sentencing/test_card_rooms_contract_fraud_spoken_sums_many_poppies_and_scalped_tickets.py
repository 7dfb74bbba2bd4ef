"""Lay questions read since session 21's third round: a 棋牌室 told by its gamblers (来赌, 赌资) or its cut per table
(开设赌场); a contract fraud below the prosecution figure (合同诈骗: 二万元, 立案追诉标准（二） 2022); sums spoken after
a taking ('取了一万二'); poppies of 三千株 or more (刑法第三百五十一条第二款) and railway tickets sold on at a mark-up
(倒卖车票、船票, 刑法第二百二十七条第二款; 法释〔1999〕17号第一条); peeping alone, an administrative offence
(治安管理处罚法第五十条第一款第（六）项)."""

import pytest

from backend.sentencing.factors import read_amount
from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


@pytest.mark.parametrize(("question", "months", "why"), [
    ("他开了个棋牌室，每天都有人来赌，赌资一共八十万", 60, "赌资数额达到30万元以上"),  # 情节严重: 五年以上
    ("他开了个棋牌室，每桌抽两百，一共抽了五万多", 60, "抽头渔利数额达到3万元以上"),
])
def test_a_card_room_told_by_its_gamblers_or_its_cut_per_table_is_a_gambling_house(question, months, why):
    result = predict_sentence(question)
    assert result["charge"] == "开设赌场" and result["months"] == months
    assert why in _steps(result)


def test_a_card_room_cut_below_the_serious_figure_is_the_lighter_tier():
    result = predict_sentence("他开了个麻将馆，每局抽五十块，总共抽了两万多")
    assert result["charge"] == "开设赌场" and 0 < result["months"] < 60


def test_a_player_gambling_in_someone_elses_card_room_runs_no_gambling_house():
    with pytest.raises(ValueError):
        predict_sentence("他在棋牌室里打麻将赌钱输了两万")


@pytest.mark.parametrize("question", ["他签合同骗了别人两千块", "他签合同骗了别人一万五"])
def test_contract_fraud_below_twenty_thousand_is_no_contract_fraud(question):
    result = predict_sentence(question)
    assert result["charge"] == "合同诈骗" and result["months"] == 0 and not result["missing"]
    assert "立案追诉标准20000" in _steps(result) and "可能按诈骗罪追究" in _steps(result)


def test_contract_fraud_from_twenty_thousand_is_sentenced():
    result = predict_sentence("他签合同骗了别人五万块")
    assert result["charge"] == "合同诈骗" and 0 < result["months"] <= 36


def test_a_judgments_contract_fraud_is_not_undone_by_a_low_figure_read_there():
    # a court convicted of the charge: the entry is settled there (no_crime_below.lay_only)
    result = predict_sentence("被告人王某在签订合同过程中，虚构事实，骗取被害人货款人民币4000元。", charge="合同诈骗")
    assert result["months"] > 0


@pytest.mark.parametrize(("text", "amount"), [
    ("他捡了张银行卡，去ATM取了一万二", 12000),
    ("他假装被车撞，讹了车主一千五百块", 1500),
    ("他趁人不注意，偷了我两百块", 200),
    ("他骗了别人两万", 20000),  # read once, not again by the spoken reader
])
def test_sums_spoken_after_the_taking_are_read(text, amount):
    assert read_amount(text)[0] == amount


@pytest.mark.parametrize("text", ["他偷了两百个口罩", "被告人取了一万二"])
def test_counted_things_and_court_records_are_not_spoken_sums(text):
    assert read_amount(text) is None


def test_a_faked_collision_with_a_spoken_sum_below_the_entry_is_no_crime():
    result = predict_sentence("他假装被车撞，讹了车主一千五百块")
    assert result["charge"] == "诈骗" and result["months"] == 0 and not result["missing"]


@pytest.mark.parametrize(("question", "heavier"), [
    ("他在院子里种了四千多株罂粟", True),
    ("他在山上种了三千株罂粟", True),
    ("他在家里种了八百多棵罂粟", False),
])
def test_three_thousand_poppies_are_the_five_year_tier(question, heavier):
    result = predict_sentence(question)
    assert result["charge"] == "非法种植毒品原植物" and not result["missing"]
    assert (result["months"] >= 60) is heavier
    assert ("种植的罂粟达到3000株以上" in _steps(result)) is heavier


@pytest.mark.parametrize(("question", "why"), [
    ("他倒卖火车票，赚了三万多", "非法获利数额达到2000元以上"),
    ("他加价倒卖火车票，票面一共八千多块", "票面数额达到5000元以上"),
])
def test_tickets_sold_on_past_the_figures_are_ticket_scalping(question, why):
    result = predict_sentence(question)
    assert result["charge"] == "倒卖车票、船票" and 0 < result["months"] <= 36
    assert why in _steps(result)


def test_tickets_sold_on_with_no_figure_ask_for_it():
    result = predict_sentence("他倒卖火车票")
    assert result["charge"] == "倒卖车票、船票" and result["months"] == 0
    assert [m["factor"] for m in result["missing"]] == ["写明情节严重"]
    assert "法释〔1999〕17号" in _steps(result) + "".join(s["source"] for s in result["steps"])


def test_forged_tickets_are_not_ticket_scalping():
    with pytest.raises(ValueError):
        predict_sentence("他倒卖假火车票")


@pytest.mark.parametrize("question", ["他在女厕所偷拍别人", "他在公司更衣室里装了个针孔摄像头"])
def test_peeping_alone_is_an_administrative_offence_with_the_crimes_it_can_lead_to(question):
    with pytest.raises(NoCrimeTold, match="治安管理处罚法》第五十条第一款第（六）项") as refused:
        predict_sentence(question)
    assert "刑法第二百八十四条" in refused.value.reason and "侮辱罪" in refused.value.reason


def test_peeping_then_spread_online_is_not_answered_as_peeping_alone():
    with pytest.raises(ValueError) as refused:
        predict_sentence("他把偷拍的视频发到网上")
    assert not isinstance(refused.value, NoCrimeTold)


@pytest.mark.parametrize("told", ["邻居说我是小偷，到处造谣", "我在超市被保安怀疑偷东西，搜了我的包", "同事冤枉我偷了他的手机"])
def test_being_called_a_thief_or_suspected_of_a_theft_is_no_theft_told(told):
    # the words of an accusation tell no taking: no 盗窃 is read from them (Ask reads a plain account as a case)
    try:
        charge = predict_sentence(told)["charge"]
    except (ValueError, NoCrimeTold):
        charge = None
    assert charge != "盗窃"
