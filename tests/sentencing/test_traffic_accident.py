"""交通肇事 and drunk driving beside it: when a crash is a crime (法释〔2000〕33号), deaths, shares of responsibility, flight."""

from __future__ import annotations

import backend.sentencing.predict as predict_module

import pytest

from backend.sentencing.factors import read_deaths
from backend.sentencing.predict import predict_sentence


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


def sources_text(output: dict) -> str:
    return "\n".join(step["source"] for step in output["steps"])


# ---- 交通肇事: 法释〔2000〕33号第二条 ----------------------------------------------------------------------

CRASH = "被告人郑某驾驶小型轿车在道路上行驶时，与被害人马某驾驶的电动自行车相撞，"


@pytest.mark.parametrize(
    "fact",
    [
        CRASH + "致马某死亡。经交警认定，郑某负事故同等责任。",  # one death needs 全部/主要 (第二条第一款（一）)
        CRASH + "致马某重伤二级。经交警认定，郑某负事故全部责任。",  # 重伤 needs one of 第二款's six circumstances
        CRASH + "致马某死亡。经交警认定，郑某负事故次要责任。",  # 次要 responsibility is never this crime
    ],
)
def test_an_accident_that_the_interpretation_does_not_make_a_crime(fact: str) -> None:
    output = predict_sentence(fact, charge="交通肇事")
    assert output["months"] == 0 and "不构成交通肇事罪" in steps_text(output)
    assert "法释〔2000〕33号" in sources_text(output)


def test_the_responsibility_is_the_defendants_not_the_victims() -> None:
    # the victim's 次要 share is told first; the defendant's 主要 one with a death is a crime (第二条第一款（一）)
    fact = CRASH + "致马某死亡。经交警认定，被害人马某负事故次要责任，郑某负事故主要责任。"
    output = predict_sentence(fact, charge="交通肇事")
    assert output["months"] == 13 and "负事故主要责任，构成交通肇事罪" in steps_text(output)


def test_three_deaths_with_equal_responsibility_are_the_basic_tier() -> None:
    # 第二条第一款（二）: 3 deaths, 同等 -> crime; 第四条（二） needs 6 for the heavier tier: start 1–24, middle 12.5
    output = predict_sentence(CRASH + "致马某等3人死亡。经交警认定，郑某负事故同等责任。", charge="交通肇事")
    assert output["months"] == 13 and "基本犯" in steps_text(output)


def test_two_deaths_with_main_responsibility_are_the_heavier_tier() -> None:
    # 第四条（一）: 2 deaths, 全部/主要 -> 其他特别恶劣情节, start 36–60, middle 48
    assert predict_sentence(CRASH + "致马某等2人死亡。经交警认定，郑某负事故主要责任。", charge="交通肇事")["months"] == 48


def test_serious_injury_with_a_circumstance_is_a_crime() -> None:
    # 第二条第二款（一）: 酒后驾驶; basic tier 1–24, middle 12.5
    fact = "被告人郑某酒后驾驶小型轿车将行人马某撞倒，致马某重伤二级。经交警认定，郑某负事故全部责任。"
    output = predict_sentence(fact, charge="交通肇事")
    assert output["months"] == 13 and "酒后、吸食毒品后驾驶" in steps_text(output)


def test_flight_that_makes_a_serious_injury_a_crime_does_not_also_lift_the_tier() -> None:
    # 第二条第二款（六） makes it a crime; 第三条's 逃逸 (the heavier tier) excludes that very circumstance
    fact = "被告人郑某驾驶小型轿车将行人马某撞倒，致马某重伤二级，郑某驾车逃离现场。经交警认定，郑某负事故全部责任。"
    output = predict_sentence(fact, charge="交通肇事")
    assert output["months"] == 13 and "不再升档" in steps_text(output)


# ---- 交通肇事's engine runs once beside 危险驾驶 (刑法第一百三十三条之一第三款) -------------------------------------


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


def test_flight_belongs_to_traffic_charges_only() -> None:
    fight = "被告人周某与王某某发生争执，周某将王某某打成轻伤二级，随后逃离现场。"
    assert "逃逸" not in {f["name"] for f in predict_sentence(fight, charge="故意伤害")["factors"]}
    traffic = "被告人周某驾车撞倒行人王某某致其死亡，负事故全部责任，肇事后驾车逃逸。"
    assert "逃逸" in {f["name"] for f in predict_sentence(traffic, charge="交通肇事")["factors"]}


def _sources(output: dict) -> str:
    return "\n".join(step["source"] for step in output["steps"])


# ---- one drive that is both 危险驾驶 and 交通肇事 is sentenced once ---------------------------------------------


def test_a_drunk_crash_that_kills_is_only_traffic_accident():
    # 刑法第一百三十三条之一第三款: 同时构成其他犯罪的，依照处罚较重的规定定罪处罚 — 交通肇事 (one death, full
    # responsibility: 法释〔2000〕33号第二条, 第一百三十三条 up to 3 years) is heavier than 危险驾驶 (拘役 only)
    fact = (
        "被告人张某驾驶小型轿车与行人李某相撞，致李某当场死亡，张某负事故全部责任。"
        "经鉴定，张某血液中乙醇含量为180mg/100ml，属醉酒驾驶机动车。"
    )
    result = predict_sentence(fact)
    assert result["charge"] == "交通肇事"
    assert "第一百三十三条之一第三款" in _sources(result)
    assert 1 <= result["months"] <= 36


def test_a_drunk_crash_without_harm_is_still_dangerous_driving():
    # no death or serious injury: no 交通肇事 (法释〔2000〕33号第二条), so the drunk driving is sentenced (拘役1–6个月)
    fact = "被告人张某醉酒驾驶小型轿车与停放的车辆相撞，致两车受损，张某负事故全部责任。经鉴定，张某血液中乙醇含量为180mg/100ml。"
    result = predict_sentence(fact)
    assert "危险驾驶" in result["charge"]
    assert "第一百三十三条之一第三款" not in _sources(result)
    assert 1 <= result["months"] <= 6


def _said(result: dict, words: str) -> list[str]:
    return [s["description"] for s in result["steps"] if words in s["description"]]


# ---- A. a death told by the act that caused it ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fact", "deaths"),
    [("驾车撞死一人", 1), ("驾驶货车轧死2人", 2), ("倒车时碾死一个人", 1), ("致三人死亡", 3), ("驾车撞死行人一人", 1)],
)
def test_deaths_told_by_the_act_are_counted(fact: str, deaths: int) -> None:
    found = read_deaths(f"被告人刘某{fact}，负事故全部责任。")
    assert found is not None and found[0] == deaths


def test_one_death_with_equal_responsibility_is_no_traffic_crime_and_says_one_death() -> None:
    # 法释〔2000〕33号第二条第一款（一）（二）: one death needs main or full responsibility; equal needs three deaths
    result = predict_sentence("被告人刘某驾车撞死一人，负事故同等责任。")
    assert result["months"] == 0
    assert _said(result, "死亡1人") and not _said(result, "死亡0人")


def test_a_crash_without_death_or_serious_injury_is_no_traffic_crime():
    # 法释〔2000〕33号第二条: no death, no serious injury, no property loss told -> not 交通肇事; the 醉驾 remains
    result = predict_sentence("被告人张某醉酒驾驶小型轿车，与李某驾驶的车辆相撞，致两车受损。经认定，张某负事故全部责任。"
                              "经鉴定，张某血液中乙醇含量为150mg/100ml。")
    assert result["penalty"].startswith("拘役") and 1 <= result["months"] <= 6
    assert any("未致人死亡或重伤：不构成交通肇事罪" in step["description"] for step in result["steps"])


def test_shares_of_several_parties_not_told_whose_leave_the_crime_undecided():
    # the victim's 次要 share must not be read as the defendant's (which would give 'no crime')
    result = predict_sentence("被告人张某驾驶货车与骑电动车的李某相撞，致李某当场死亡。经认定，李某负事故次要责任，"
                              "张某负事故主要责任。", charge="交通肇事")
    assert result["months"] > 0
    assert not any("次要责任" in step["description"] and "不构成" in step["description"] for step in result["steps"])


def test_a_crash_that_only_caused_a_minor_injury_is_no_traffic_crime_even_without_a_share():
    # 法释〔2000〕33号第二条 needs a death or a serious injury; 轻伤 never suffices
    result = predict_sentence("被告人张某驾驶小型轿车与行人李某相撞，致李某轻伤二级。", charge="交通肇事")
    assert result["months"] == 0 and any("轻伤二级，未致人死亡或重伤" in s["description"] for s in result["steps"])


# ---- which articles of 法释〔2000〕33号 the verdict rests on ----------------------------------------------------------


def _verdict_source(output: dict) -> str:
    return next(s["source"] for s in output["steps"] if "构成交通肇事罪" in s["description"])


def test_one_death_cites_the_article_that_makes_it_a_crime_only() -> None:
    # 第二条第一款（一）: one death with 全部/主要 responsibility; 第四条 (特别恶劣情节) is two deaths or more
    output = predict_sentence("被告人蔡某驾驶轿车闯红灯，撞死行人一人，负事故全部责任。")
    assert output["charge"] == "交通肇事"
    source = _verdict_source(output)
    assert source.endswith("（法释〔2000〕33号）第二条第一款第（一）项")


def test_flight_cites_the_article_that_defines_it() -> None:
    output = predict_sentence("被告人蔡某驾驶轿车闯红灯，撞死行人一人，负事故全部责任，肇事后逃逸。")
    source = _verdict_source(output)
    assert "第二条" in source and "第三条" in source and "第四条" not in source


def test_two_deaths_cite_the_particularly_bad_circumstance() -> None:
    source = _verdict_source(predict_sentence(CRASH + "致马某及乘客二人死亡。经交警认定，郑某负事故全部责任。"))
    assert source.endswith("第二条第一款第（一）项、第四条第（一）项")


def test_the_share_after_the_one_hit_is_the_defendants() -> None:
    # '撞死行人一人，负事故全部责任': the pedestrian ends the clause before; the share is the driver's
    output = predict_sentence("被告人蔡某驾驶轿车，撞死行人一人，负事故全部责任。")
    assert "死亡1人，负事故全部责任，构成交通肇事罪" in steps_text(output)


# ---- 第四条: 其他特别恶劣情节 (3–7 years), and the item each step cites ----------------------------------------------

BUS = "被告人罗某驾驶大客车在国道上超速行驶，车辆冲出路面翻入沟中，"


@pytest.mark.parametrize("harm", ["致车上五名乘客重伤", "造成重伤五人", "致六人受重伤"])
def test_five_seriously_injured_with_full_responsibility_is_the_heavier_tier(harm: str) -> None:
    # 第四条第（一）项: 重伤五人以上, 全部 or 主要 responsibility -> 3–7 years; the guideline starts at 36–60, middle 48
    output = predict_sentence(BUS + harm + "。经交警部门认定，罗某负事故全部责任。", charge="交通肇事")
    assert output["months"] == 48
    assert "肇事后逃逸或其他特别恶劣情节" in steps_text(output)
    assert _verdict_source(output).endswith("第二条第一款第（一）项、第四条第（一）项")


def test_four_seriously_injured_stay_in_the_basic_tier() -> None:
    output = predict_sentence(BUS + "致四名乘客重伤。经交警部门认定，罗某负事故主要责任。", charge="交通肇事")
    assert output["months"] == 13 and "其他特别恶劣情节" not in steps_text(output)


@pytest.mark.parametrize(("dead", "months"), [("六", 48), ("五", 13)])
def test_equal_responsibility_needs_six_deaths_for_the_heavier_tier(dead: str, months: int) -> None:
    # 第四条第（二）项: 死亡六人以上, 同等责任; three to five deaths with 同等 are only the crime (第二条第一款第（二）项)
    output = predict_sentence(BUS + f"致{dead}人死亡。经交警部门认定，罗某负事故同等责任。", charge="交通肇事")
    assert output["months"] == months
    assert ("第四条第（二）项" in _verdict_source(output)) == (months == 48)


def test_an_unpaid_loss_of_six_hundred_thousand_is_the_heavier_tier() -> None:
    # 第二条第一款第（三）项 (30万) makes it a crime, 第四条第（三）项 (60万) lifts it
    fact = "被告人罗某驾驶重型货车撞毁加油站设施，罗某负事故全部责任，造成财产直接损失90万元，其无能力赔偿的数额为65万元。"
    output = predict_sentence(fact, charge="交通肇事")
    assert output["months"] == 48
    assert _verdict_source(output).endswith("第二条第一款第（三）项、第四条第（三）项")


def test_an_unpaid_loss_below_three_hundred_thousand_is_no_traffic_crime() -> None:
    fact = "被告人罗某驾驶重型货车撞毁路边围墙，罗某负事故主要责任，造成财产直接损失50万元，其无能力赔偿的数额为20万元。"
    output = predict_sentence(fact, charge="交通肇事")
    assert output["months"] == 0 and "不足三十万元" in steps_text(output)


@pytest.mark.parametrize(
    ("circumstance", "item"),
    [
        ("饮酒后驾驶", "第（一）项"),
        ("在未取得机动车驾驶证的情况下驾驶", "第（二）项"),
        ("明知刹车失灵仍驾驶", "第（三）项"),
        ("驾驶未悬挂号牌的", "第（四）项"),
        ("驾驶严重超载的", "第（五）项"),
    ],
)
def test_one_serious_injury_is_a_crime_with_each_circumstance_and_cites_its_item(circumstance: str, item: str) -> None:
    # 第二条第二款: 重伤一人以上, 全部 or 主要 responsibility and one of its circumstances; basic tier, middle 12.5
    fact = f"被告人罗某{circumstance}货车，将骑自行车的方某撞倒，致方某重伤二级。经交警部门认定，罗某负事故全部责任。"
    output = predict_sentence(fact, charge="交通肇事")
    assert output["months"] == 13
    assert _verdict_source(output).endswith(f"第二条第二款{item}")


def test_a_flight_that_left_the_victim_to_die_is_the_top_tier_and_cites_article_five() -> None:
    # 第五条: 因逃逸致人死亡 -> 7 years or more, though the death is told only as what the flight caused
    fact = "被告人罗某驾车将行人方某撞倒后驾车逃逸，方某因未得到及时救助而死亡。经交警部门认定，罗某负事故全部责任。"
    output = predict_sentence(fact, charge="交通肇事")
    assert output["months"] >= 84
    source = _verdict_source(output)
    assert "第三条" in source and source.endswith("第五条")


def test_flight_and_two_deaths_both_name_the_heavier_tier() -> None:
    fact = BUS + "致二人死亡，罗某弃车逃逸。经交警部门认定，罗某负事故全部责任。"
    output = predict_sentence(fact, charge="交通肇事")
    tier_step = next(s["description"] for s in output["steps"] if s["description"].startswith("罪名「交通肇事」"))
    assert "肇事后逃逸" in tier_step and "第四条第（一）项" in tier_step


# ---- a death told by the rescue that failed; a flight-caused death only claimed ------------------------------------


@pytest.mark.parametrize(
    "told",
    ["致方某受伤，经医院抢救无效于当日死亡", "造成方某受伤经医院抢救无效于次日死亡", "方某被送往医院，抢救无效于当晚死亡"],
)
def test_a_death_after_a_failed_rescue_is_a_death(told: str) -> None:
    fact = f"被告人罗某驾驶货车与骑电动车的方某相撞，{told}。经交警部门认定，罗某负事故全部责任。"
    assert read_deaths(fact) is not None
    output = predict_sentence(fact, charge="交通肇事")
    assert output["months"] == 13 and "死亡1人，负事故全部责任，构成交通肇事罪" in steps_text(output)


def test_a_flight_caused_death_the_victims_agent_only_claims_is_not_the_top_tier() -> None:
    # 法释〔2000〕33号第五条 (7 years or more) is the court's finding; the agent's claim of it is not. The flight
    # itself lifts the tier (第三条): 3–7 years
    fact = (
        "被告人罗某驾驶货车将行人方某撞倒后驾车逃逸，方某经医院抢救无效死亡。经交警部门认定，罗某负事故全部责任。"
        "被害人的诉讼代理人提出罗某系因逃逸致使被害人得不到及时救治而死亡，应判处七年以上有期徒刑。"
    )
    output = predict_sentence(fact, charge="交通肇事")
    assert "因逃逸致人死亡" not in {row["name"] for row in output["factors"]}
    assert output["months"] == 48 and "肇事后逃逸或其他特别恶劣情节" in steps_text(output)


# ---- a death after the flight told without 致; a drunk crash that is no 交通肇事 -----------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "被告人孔某驾车将一名行人撞伤后逃逸，该行人因得不到救助而死亡，孔某负事故全部责任。",
        "被告人韩某驾车撞倒骑车人后驾车逃离现场，骑车人因无人救助而死亡，韩某负事故全部责任。",
    ],
)
def test_a_victim_who_died_unhelped_after_the_flight_is_the_top_tier(fact: str) -> None:
    # 法释〔2000〕33号第五条: 因逃逸致人死亡 is 七年以上有期徒刑 (刑法第一百三十三条); the death is read though 致 is absent
    output = predict_sentence(fact)
    assert output["charge"] == "交通肇事" and output["months"] >= 84
    assert {"name": "deaths", "value": 1.0} in [{"name": f["name"], "value": f["value"]} for f in output["factors"]]
    assert "第五条" in sources_text(output)


@pytest.mark.parametrize(
    "fact",
    [
        "被告人蒋某醉酒驾驶小汽车撞坏路边隔离栏，其血液中乙醇含量为185mg/100ml，蒋某负事故全部责任，无人受伤。",
        "被告人蒋某醉酒后驾驶小汽车与前车发生交通事故，致前车司机轻伤二级，经检测其血液中乙醇含量为120mg/100ml，蒋某负事故主要责任。",
    ],
)
def test_a_drunk_crash_that_is_no_traffic_crime_is_drunk_driving(fact: str) -> None:
    # no death and no serious injury: not 交通肇事 (法释〔2000〕33号第二条); driving drunk (≥ 80mg/100ml) on a road is
    # 危险驾驶 all the same (刑法第一百三十三条之一第一款第（二）项)
    output = predict_sentence(fact)
    assert "危险驾驶" in output["charge"].split("；")
    assert output["penalty"].startswith("拘役") and 1 <= output["months"] <= 6
    assert "不构成交通肇事罪" in steps_text(output)


def test_a_drunk_crash_that_kills_is_the_traffic_crime_alone() -> None:
    fact = "被告人蒋某醉酒驾驶小汽车撞倒行人，致该行人死亡，其血液中乙醇含量为150mg/100ml，蒋某负事故全部责任。"
    output = predict_sentence(fact)
    assert output["charge"] == "交通肇事" and output["months"] > 6
    assert "不再以危险驾驶罪数罪并罚" in steps_text(output)


def test_a_crash_after_drinking_below_the_drunk_level_is_no_drunk_driving() -> None:
    fact = "被告人蒋某驾驶小汽车发生交通事故，致行人轻伤，其血液中乙醇含量为50mg/100ml，蒋某负事故全部责任。"
    output = predict_sentence(fact)
    assert output["charge"] == "交通肇事" and output["months"] == 0


def test_a_drunk_crash_below_the_accident_crime_is_labelled_by_what_is_sentenced():
    # the crash is no 交通肇事 (轻伤 only); the charge sentenced, and so named, is 危险驾驶 alone
    fact = (
        "被告人郑某醉酒驾驶小型轿车，与被害人马某驾驶的电动自行车相撞，致马某轻伤，郑某负事故全部责任。"
        "经鉴定，郑某血液中乙醇含量为160mg/100ml。"
    )
    result = predict_sentence(fact)
    assert result["charge"] == "危险驾驶"
    assert result["penalty"].startswith("拘役") and 1 <= result["months"] <= 6
    assert _said(result, "不构成交通肇事罪")  # the steps still say why the crash is not sentenced


def test_drinking_is_the_drivers_only_when_said_of_the_driver() -> None:
    # 第二条第二款第（一）项 is the driver's drinking: the other party's makes a serious injury no crime
    assert predict_sentence("开车把人撞成重伤，负全责，对方喝了酒")["months"] == 0
    assert predict_sentence("开车把人撞成重伤，负全责，我喝了酒")["months"] > 0
    assert predict_sentence("喝了酒开车把人撞成重伤，负全责")["months"] > 0
