"""The law in force at the act (刑法第十二条: 从旧兼从轻): tiers and charges created or changed by amendments."""

from __future__ import annotations

import shutil
from datetime import date
from pathlib import Path

import pytest

from backend.sentencing.knowledge import DATA_DIR, KnowledgeError, default_knowledge, load_knowledge
from backend.sentencing.predict import predict_sentence


# ---- A8: tiers changed by 刑法修正案（十一） (2021-03-01) ----------------------------------------------------


def test_gambling_house_tiers_before_amendment_eleven_are_the_old_lighter_ones() -> None:
    # old 第三百零三条第二款: 三年以下 / 三年以上十年以下; new: 五年以下 / 五年以上十年以下 (刑法第十二条: 从旧兼从轻)
    knowledge = default_knowledge()
    old, earlier = knowledge.tiers_at("开设赌场", date(2020, 1, 31))
    assert earlier is not None and earlier.since == date(2021, 3, 1)
    assert [(t.min_months, t.max_months) for t in old] == [(1, 36), (36, 120)]
    now, none = knowledge.tiers_at("开设赌场", date(2021, 3, 1))
    assert none is None and [(t.min_months, t.max_months) for t in now] == [(1, 60), (60, 120)]
    assert knowledge.tiers_at("开设赌场", None)[1] is None  # no act date: today's law


def test_earlier_tiers_must_match_the_number_of_tiers(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    statutes = folder / "statutes.yaml"
    text = statutes.read_text(encoding="utf-8")
    cut = text.index("  # before 刑法修正案（十一） the article read 三年以下")
    broken = text[:cut] + text[cut:].replace(
        "    - label: 情节严重\n      months: [36, 120]\n      article: 第303条第2款（刑法修正案（十一）施行前）\n", "", 1
    )
    statutes.write_text(broken, encoding="utf-8")
    with pytest.raises(KnowledgeError, match="档次数"):
        load_knowledge(folder)


def _steps(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- 袭警's date is statutes.yaml's (刑法第十二条第一款; 刑法修正案（十一）from 2021-03-01) ---------------------------


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
        ("  before:\n    date: 2021-03-01\n    law: 某法\n", "tiers、charge 或 no_crime"),
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


def _steps_and_sources(output: dict) -> str:
    return "\n".join(step["description"] + " | " + step["source"] for step in output["steps"])


# ---- the law at the time of the act; 贪污/受贿 from 一万元 with 其他较重情节 -------------------------------------------

GAMBLING = "被告人王某在其家中开设赌场，组织他人以打麻将方式赌博，抽头渔利人民币5000元。"


def test_gambling_house_opened_before_amendment_eleven_is_judged_by_the_old_tiers() -> None:
    # 刑法第十二条第一款 (从旧兼从轻): 刑法修正案（十一） (in force 2021-03-01) raised 第三百零三条第二款's basic tier to
    # 五年以下; an act of 2020 is judged by the old 三年以下有期徒刑、拘役或者管制, i.e. 1–36 months
    output = predict_sentence("2020年5月，" + GAMBLING, charge="开设赌场")
    steps = _steps_and_sources(output)
    assert "第十二条第一款" in steps and "刑法修正案（十一）" in steps
    assert "1–36个月" in steps and "施行前" in steps
    assert 0 < output["months"] <= 36


def test_gambling_house_opened_after_the_amendment_uses_the_current_tiers() -> None:
    # acts on or after 2021-03-01 are judged by the amended 第三百零三条第二款 (五年以下 in the basic tier)
    steps = _steps_and_sources(predict_sentence("2022年5月，" + GAMBLING, charge="开设赌场"))
    assert "第十二条第一款" not in steps and "1–60个月" in steps


def _sources(output: dict) -> str:
    return "\n".join(step["source"] for step in output["steps"])


# ---- 袭警 exists only from 2021-03-01 ---------------------------------------------------------------------


def test_violence_against_police_before_2021_is_obstructing_official_duties():
    # 刑法修正案（十一） created 袭警 from 2021-03-01; 刑法第十二条: an earlier act is judged under the law then, where
    # it was 妨害公务 (第二百七十七条第一款, 从重 under its 第五款 as 刑法修正案（九） wrote it)
    result = predict_sentence("2016年5月，被告人张某在派出所拳击民警王某面部，致王某轻微伤。")
    assert result["charge"] == "妨害公务"
    assert "第十二条" in _sources(result)


def test_violence_against_police_from_2021_is_assaulting_police():
    assert predict_sentence("2022年5月，被告人张某在派出所拳击民警王某面部，致王某轻微伤。")["charge"] == "袭警"
    # no date told: the charge the facts name stands
    assert predict_sentence("被告人张某在派出所拳击民警王某面部，致王某轻微伤。")["charge"] == "袭警"


def test_a_given_charge_is_also_judged_by_the_law_in_force():
    result = predict_sentence("2019年3月，被告人张某在派出所拳击民警王某面部，致王某轻微伤。", charge="袭警")
    assert result["charge"] == "妨害公务"
