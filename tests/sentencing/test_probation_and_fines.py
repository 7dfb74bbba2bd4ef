"""Notes on probation (缓刑) and fines (罚金): when they are open, what each tier's article says."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from backend.sentencing.knowledge import DATA_DIR, KnowledgeError, default_knowledge, load_knowledge
from backend.sentencing.predict import predict_sentence


def _steps_and_sources(output: dict) -> str:
    return "\n".join(step["description"] + " | " + step["source"] for step in output["steps"])


def test_no_probation_note_above_three_years() -> None:
    # 刑法第七十二条 covers 拘役 and 有期徒刑 of at most three years only
    above = predict_sentence("被告人李某抢劫他人财物价值5000元。", charge="抢劫")
    assert above["months"] > 36 and "缓刑" not in _steps_and_sources(above)


K = default_knowledge()


# ---- the fine each tier's article names ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("charge", "tier", "fine"),
    [
        ("危险驾驶", 0, "并处"),  # 第一百三十三条之一: 处拘役，并处罚金
        ("盗窃", 0, "并处或者单处"),  # 第二百六十四条
        ("盗窃", 1, "并处"),
        ("盗窃", 2, "并处罚金或者没收财产"),
        ("诈骗", 0, "并处或者单处"),  # 第二百六十六条
        ("抢劫", 0, "并处"),  # 第二百六十三条
        ("抢劫", 1, "并处罚金或者没收财产"),
        ("贪污", 0, "并处"),  # 第三百八十三条第一款（一）
        ("受贿", 1, "并处罚金或者没收财产"),  # 第三百八十六条 -> 第三百八十三条第一款（二）
        ("走私、贩卖、运输、制造毒品", 0, "并处"),  # 第三百四十七条第四款
        ("走私、贩卖、运输、制造毒品", 3, "并处没收财产"),  # 第三百四十七条第二款
        ("非法持有毒品", 0, "并处"),  # 第三百四十八条
    ],
)
def test_statute_tiers_carry_the_articles_fine(charge: str, tier: int, fine: str) -> None:
    assert K.statutes[charge][tier].fine == fine


def test_fine_steps_say_what_the_article_says_and_name_no_amount() -> None:
    drunk = _steps_and_sources(predict_sentence("2023年5月1日晚，被告人郭某醉酒驾驶小型轿车在道路上行驶，经鉴定血液酒精含量为156mg/100ml。"))
    assert "并处罚金" in drunk and "并处或者单处" not in drunk and "不计算罚金数额" in drunk
    robbery = _steps_and_sources(predict_sentence("被告人李某持刀抢劫他人财物价值5000元。", charge="抢劫"))
    assert "法定刑并处罚金" in robbery


def test_a_fine_wording_no_article_uses_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    statutes = folder / "statutes.yaml"
    statutes.write_text(statutes.read_text(encoding="utf-8").replace("fine: 并处\n", "fine: 罚款\n", 1), encoding="utf-8")
    with pytest.raises(KnowledgeError, match="fine"):
        load_knowledge(folder)


# ---- 缓刑 for a pregnant defendant (刑法第七十二条第一款) ----------------------------------------------------------


def _probation(fact: str) -> str:
    return next(s["description"] for s in predict_sentence(fact)["steps"] if s["description"].startswith("缓刑"))


def test_a_pregnant_defendant_is_on_the_must_list() -> None:
    told = _probation("被告人王某，女，现已怀孕五个月。被告人王某盗窃手机一部，价值5000元。")
    assert "被告人系怀孕的妇女，符合上述条件的，应当宣告缓刑" in told
    # a pregnant victim is not the defendant; the general note still names the whole must list
    victim = _probation("被告人王某盗窃怀孕的被害人李某手机一部，价值5000元。")
    assert "被告人系怀孕的妇女" not in victim
    assert "怀孕的妇女和已满七十五周岁的人，应当宣告缓刑" in victim


def test_a_drug_repeat_is_not_barred_from_probation_but_is_generally_not_suspended() -> None:
    # 刑法第七十四条 bars 累犯 only; the drug trial 纪要 has 毒品再犯 generally not suspended
    told = _probation("被告人石某于2022年9月贩卖甲基苯丙胺0.3克。石某曾于2020年因贩卖毒品罪被判处拘役五个月。")
    assert "系毒品再犯" in told and "不是累犯" in told and "一般不适用缓刑" in told
    plain = _probation("被告人石某于2022年9月贩卖甲基苯丙胺0.3克。石某曾于2020年因盗窃罪被判处拘役五个月。")
    assert "毒品再犯" not in plain
