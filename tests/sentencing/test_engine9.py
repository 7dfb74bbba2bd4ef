"""Session 9 mends of the engine: one reader of "told, not negated", 袭警's date in statutes.yaml, one run of the
交通肇事 engine beside 危险驾驶, 侵犯公民个人信息 by kind and count, 集资诈骗 by what was actually taken, a
村（居）民委员会 seal, a post told by name, and the band label the API gives the page."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

import backend.sentencing.predict as predict_module
from app.pages.sentencing import summary
from backend.sentencing.factors import first_told
from backend.sentencing.intervals import INTERVAL_LABELS
from backend.sentencing.knowledge import DATA_DIR, KnowledgeError, default_knowledge, load_knowledge
from backend.sentencing.predict import predict_sentence


def _steps(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- 1. one reader of the first mention not negated ------------------------------------------------------------------


def test_first_told_skips_a_negated_mention() -> None:
    pattern = re.compile(r"严重残疾")
    text = "未造成严重残疾。后又致另一被害人严重残疾。"
    match = first_told(pattern, text)
    assert match is not None and match.start() == text.rindex("严重残疾")
    assert first_told(pattern, "未造成严重残疾。") is None
    assert first_told("严重残疾", "无此情节") is None


def test_first_told_reads_the_negation_of_a_group() -> None:
    # the group decides: '被告人…怀孕' is told unless the pregnancy itself is negated
    pattern = re.compile(r"被告人[^。]{0,10}?(怀孕)")
    assert first_told(pattern, "被告人王某已怀孕五个月。", group=1) is not None
    assert first_told(pattern, "被告人王某未怀孕。", group=1) is None


# ---- 2. 袭警's date is statutes.yaml's (刑法第十二条第一款; 刑法修正案（十一）from 2021-03-01) ---------------------------


def test_the_date_police_assault_became_a_crime_is_data() -> None:
    earlier = default_knowledge().earlier_law["袭警"]
    assert (earlier.since.isoformat(), earlier.charge, earlier.tiers) == ("2021-03-01", "妨害公务", ())
    # a law that created the crime changes no tiers of its own
    tiers, used = default_knowledge().tiers_at("袭警", earlier.since.replace(year=2019))
    assert used is None and tiers == default_knowledge().statutes["袭警"]


def test_police_assault_before_the_amendment_is_obstruction() -> None:
    output = predict_sentence("2019年3月，被告人张某在派出所拳击民警王某面部，致王某轻微伤。", charge="袭警")
    assert output["charge"] == "妨害公务"
    assert "当时尚无「袭警」罪" in _steps(output)


@pytest.mark.parametrize(
    ("before", "message"),
    [
        ("  before:\n    date: 2021-03-01\n    law: 某法\n", "tiers 或 charge"),
        ("  before:\n    date: 2021-03-01\n    law: 某法\n    charge: 不存在的罪\n", "不是 statutes.yaml 中的罪名"),
    ],
)
def test_a_before_entry_names_tiers_or_a_known_charge(tmp_path: Path, before: str, message: str) -> None:
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    statutes = folder / "statutes.yaml"
    text = statutes.read_text(encoding="utf-8")
    start = text.index("袭警:\n")
    cut = text.index("  before:\n", start)
    end = text.index("\n招摇撞骗:", cut) + 1
    statutes.write_text(text[:cut] + before + text[end:], encoding="utf-8")
    with pytest.raises(KnowledgeError, match=message):
        load_knowledge(folder)


# ---- 3. 交通肇事's engine runs once beside 危险驾驶 (刑法第一百三十三条之一第三款) -------------------------------------


def _traffic_runs(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    runs: list[str] = []
    real = predict_module.run_engine

    def counting(fact, charge, *args, **kwargs):  # type: ignore[no-untyped-def]
        runs.append(charge)
        return real(fact, charge, *args, **kwargs)

    monkeypatch.setattr(predict_module, "run_engine", counting)
    return runs


def test_a_drunk_fatal_crash_runs_the_traffic_engine_once(monkeypatch: pytest.MonkeyPatch) -> None:
    runs = _traffic_runs(monkeypatch)
    output = predict_sentence(
        "被告人王某醉酒驾驶机动车，血液酒精含量为150mg/100ml，撞倒行人李某致其死亡，经认定王某负事故全部责任。",
        charge="交通肇事;危险驾驶",
    )
    assert output["charge"] == "交通肇事"  # 依照处罚较重的规定定罪处罚
    assert runs == ["交通肇事"]


def test_a_crash_that_is_no_crime_leaves_drunk_driving_sentenced(monkeypatch: pytest.MonkeyPatch) -> None:
    # 法释〔2000〕33号第二条: 次要责任 is never 交通肇事罪; the drunk drive stays a crime of its own
    runs = _traffic_runs(monkeypatch)
    output = predict_sentence(
        "被告人王某醉酒驾驶机动车，血液酒精含量为150mg/100ml，与李某驾驶的车辆相撞，致李某死亡，王某负事故次要责任。",
        charge="交通肇事;危险驾驶",
    )
    assert runs.count("交通肇事") == 1 and "危险驾驶" in output["charge"]
    assert 1 <= output["months"] <= 6


# ---- 4. 侵犯公民个人信息 by kind and count (刑法第二百五十三条之一; 法释〔2017〕10号第五条) ---------------------------

PERSONAL = "侵犯公民个人信息"


@pytest.mark.parametrize(
    "fact",
    [
        "被告人王某出售他人行踪轨迹信息60条，获利800元。",  # 第一款第（三）项: 50条以上
        "被告人王某出售公民开房记录300条、公民姓名及电话信息3000条。",  # 第（六）项: 300/500 + 3000/5000 ≥ 1
        "被告人王某非法获取公民个人信息5000余条，其中行踪轨迹信息40条。",  # 4960/5000 + 40/50 ≥ 1
        "被告人王某出售公民个人信息1000条，违法所得6000元。",  # 第（七）项: 违法所得5000元以上
        "被告人王某系快递公司员工，将在提供服务过程中获取的快递单信息3000条出售他人。",  # 第（八）项: half of 5000
    ],
)
def test_records_at_the_serious_figure_are_the_basic_tier(fact: str) -> None:
    output = predict_sentence(fact, charge=PERSONAL)
    assert 1 <= output["months"] <= 36 and "情节严重" in _steps(output)


@pytest.mark.parametrize(
    "fact",
    [
        "被告人王某出售他人行踪轨迹信息600条。",  # 第二款第（三）项: ten times 50
        "被告人王某出售公民个人信息，违法所得6万元。",  # ten times 5000元
        "被告人王某出售公民个人信息5.2万条。",  # ten times 5000条
    ],
)
def test_ten_times_the_figure_is_especially_serious(fact: str) -> None:
    output = predict_sentence(fact, charge=PERSONAL)
    assert 36 <= output["months"] <= 84 and "情节特别严重" in _steps(output)


def test_records_below_every_figure_are_no_crime() -> None:
    output = predict_sentence("被告人王某非法获取公民个人信息3000条，后出售给他人。", charge=PERSONAL)
    assert output["months"] == 0 and output["penalty"] == "不构成所列犯罪，不判处刑罚"
    assert "未达到情节严重的标准" in _steps(output)


def test_few_records_with_another_ground_of_seriousness_stay_a_crime() -> None:
    # 第一款第（二）项: 明知他人利用公民个人信息实施犯罪而提供, whatever the count
    output = predict_sentence("被告人王某明知李某实施电信诈骗犯罪，仍向其出售公民个人信息300条。", charge=PERSONAL)
    assert output["months"] > 0 and "可能依第五条" in _steps(output)


def test_a_vague_count_beside_a_low_one_is_no_ground_to_find_no_crime() -> None:
    # 数千条 of other information with 30 whereabouts records may reach 第（六）项's proportion: not decided here
    output = predict_sentence("被告人王某出售公民个人信息数千条、行踪轨迹信息30条。", charge=PERSONAL)
    assert output["months"] > 0 and "「数千条」" in _steps(output)


def test_no_count_told_keeps_the_basic_tier_and_says_what_decides() -> None:
    output = predict_sentence("被告人王某出售公民个人信息，情节严重。", charge=PERSONAL)
    assert output["months"] > 0 and "案情未写明公民个人信息的种类和条数" in _steps(output)


def test_an_article_number_is_no_count() -> None:
    output = predict_sentence("被告人王某违反刑法第二百五十三条之一的规定，出售公民个人信息3000条。", charge=PERSONAL)
    assert output["months"] == 0


# ---- 5. 集资诈骗: what was actually taken (刑法第一百九十二条; 法释〔2022〕5号第八条) -----------------------------------

FUND = "集资诈骗"


def test_sums_paid_back_before_discovery_come_off() -> None:
    # 300万 raised less 250万 paid back = 50万: 数额较大 (10万以上), not 数额巨大 (100万以上): 三年以上七年以下
    output = predict_sentence(
        "被告人王某以高额回报为诱饵，向社会公众非法集资人民币300万元，案发前已归还本金和利息共计250万元。", charge=FUND
    )
    assert 36 <= output["months"] <= 84
    assert "减去案发前已归还的2500000元，为500000元" in _steps(output)


def test_the_sum_not_paid_back_is_the_amount() -> None:
    output = predict_sentence("被告人王某以高额回报为诱饵，骗取社会公众集资款300万元，至案发尚有80万元未归还。", charge=FUND)
    assert 36 <= output["months"] <= 84 and "800000元" in _steps(output)


def test_restitution_after_discovery_is_no_deduction() -> None:
    # 退赔 after 案发 is 退赃 (a mitigating factor), not money the scheme paid back: 300万 stays 数额巨大
    output = predict_sentence("被告人王某以高额回报为诱饵，骗取社会公众集资款300万元。案发后，王某退赔200万元。", charge=FUND)
    assert output["months"] >= 84 and "案情未写明案发前归还的数额" in _steps(output)


def test_a_users_amount_is_the_amount_taken() -> None:
    # the user's own figure (200万, 数额巨大) is taken as the amount defrauded: nothing more comes off it
    output = predict_sentence(
        "被告人王某以高额回报为诱饵，向社会公众非法集资人民币300万元，案发前已归还250万元。",
        charge=FUND,
        factor_overrides={"amount": 2_000_000},
    )
    assert output["months"] >= 84 and "减去" not in _steps(output)


# ---- 6. a 村（居）民委员会's seal (刑法第二百八十条; 宪法第一百一十一条) ---------------------------------------------------


@pytest.mark.parametrize(
    "fact",
    ["被告人王某私刻某村村民委员会公章一枚，用于出具虚假证明。", "被告人王某伪造某社区居民委员会印章，出具虚假居住证明。"],
)
def test_a_self_governing_bodys_seal_gets_no_confident_charge(fact: str) -> None:
    with pytest.raises(ValueError, match="村（居）民委员会"):
        predict_sentence(fact)


def test_a_state_organs_seal_beside_it_is_still_that_charge() -> None:
    output = predict_sentence("被告人王某私刻某镇人民政府公章和某村村民委员会公章各一枚。")
    assert output["charge"] == "伪造、变造、买卖国家机关公文、证件、印章"


def test_a_fraud_with_such_a_seal_is_the_fraud() -> None:
    assert predict_sentence("被告人王某私刻某村委会公章，以此骗取被害人李某人民币5万元。")["charge"] == "诈骗"


# ---- 7. a post told by the defendant's name (刑法第九十三条、第三百八十五条) ---------------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "王某系某局科员，利用职务便利收受他人财物5万元。",
        "2019年，王某系某县财政局科长，利用职务便利收受他人财物5万元。",
    ],
)
def test_a_post_told_by_name_makes_an_official(fact: str) -> None:
    assert predict_sentence(fact)["charge"] == "受贿"


@pytest.mark.parametrize(
    "fact",
    [
        "王某系某物流有限公司出纳，利用职务便利收受他人财物8万元，后被县公安局民警李某抓获。",
        "王某系某公司销售经理，负责公司布局长三角市场，利用职务便利收受客户回扣8万元。",
    ],
)
def test_a_name_with_a_private_post_makes_no_official(fact: str) -> None:
    assert predict_sentence(fact)["charge"] == "非国家工作人员受贿"


# ---- 8. the band label comes from the API (backend/sentencing/intervals.py) --------------------------------------------


def test_the_answer_carries_the_band_label_and_the_page_shows_it() -> None:
    output = predict_sentence("被告人张某于2020年3月在某商场盗窃他人手机等物品，共计价值人民币10000元。", charge="盗窃")
    assert output["interval_label"] == INTERVAL_LABELS[output["interval"]]
    assert f"刑期档 Band：{output['interval_label']}" in summary(output)


def test_the_api_answer_carries_the_band_label(store_api: TestClient) -> None:
    body = store_api.post(
        "/api/sentence", json={"fact": "被告人张某盗窃他人手机等物品，共计价值人民币10000元。", "charge": "盗窃"}
    ).json()
    assert body["interval_label"] == INTERVAL_LABELS[body["interval"]]
