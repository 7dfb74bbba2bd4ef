"""The learned component: training on a small generated dataset, saving, loading, picking inside ranges."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from backend.sentencing.engine import run_engine
from backend.sentencing.factors import extract_factors
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.learned import (
    SentencingModel,
    TrainingCase,
    featurize_cases,
    legal_bounds,
    nearest_in_interval,
    read_training_file,
    train_sentencing_model,
)
from backend.sentencing.predict import predict_sentence


def _theft_case(amount: int, surrender: bool) -> dict:
    fact = f"被告人某某在商场盗窃他人财物，共计价值人民币{amount}元。" + ("案发后主动到派出所投案。" if surrender else "")
    # a court that is harsher than the engine's middle: 6 months plus one per 1500 yuan, surrender −3
    months = 6 + amount // 1500 - (3 if surrender else 0)
    return {"fact": fact, "charge": "盗窃", "months": months}


@pytest.fixture
def training_file(tmp_path: Path) -> Path:
    path = tmp_path / "train.jsonl"
    rows = [_theft_case(amount, surrender) for amount in range(3000, 33000, 1000) for surrender in (False, True)]
    lines = [json.dumps(row, ensure_ascii=False) for row in rows]
    lines.insert(3, "{not json")
    lines.insert(7, json.dumps({"fact": "", "months": 3}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_train_save_load_and_pick(training_file: Path, tmp_path: Path) -> None:
    summary = train_sentencing_model(training_file, tmp_path / "model.joblib")
    assert summary["trained_on"] == 60
    assert [problem.split("：")[0] for problem in summary["unreadable_lines"]] == ["第4行", "第8行"]
    assert summary["charges_learned"] == ["盗窃"]
    model = SentencingModel.load(summary["model"])

    case = _theft_case(24000, surrender=False)  # the court's rule gives 22 months
    engine_only = predict_sentence(case["fact"], charge="盗窃")
    learned = predict_sentence(case["fact"], charge="盗窃", model=model)
    assert learned["engine"] == "rules+model"
    low, high = learned["range_months"]
    assert low <= learned["months"] <= high + 0.5
    assert abs(learned["months"] - 22) < abs(engine_only["months"] - 22)  # it learned the court's habit
    assert any("学习模型" in step["source"] for step in learned["steps"])


def test_model_leaves_unknown_charges_to_the_engine(training_file: Path, tmp_path: Path) -> None:
    model = SentencingModel.load(train_sentencing_model(training_file, tmp_path / "m.joblib")["model"])
    fact = "被告人刘某明知孙某是在逃犯罪嫌疑人，仍为其提供住处。"
    with_model = predict_sentence(fact, charge="窝藏、包庇", model=model)
    assert with_model["months"] == predict_sentence(fact, charge="窝藏、包庇")["months"]
    assert with_model["engine"] == "rules"
    assert any("未学过" in step["description"] for step in with_model["steps"])


def test_cail_rows_and_life_sentences(tmp_path: Path) -> None:
    path = tmp_path / "cail.jsonl"
    term = {"death_penalty": False, "life_imprisonment": False, "imprisonment": 14}
    rows = [
        {"fact": "被告人盗窃价值5000元的财物。", "meta": {"accusation": ["盗窃"], "term_of_imprisonment": term}},
        {"fact": "被告人故意杀人。", "meta": {"accusation": ["故意杀人"],
                                          "term_of_imprisonment": {**term, "life_imprisonment": True}}},
        {"fact": "被告人盗窃。", "meta": {"accusation": ["盗窃"]}},
    ]
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")
    cases, problems = read_training_file(path)
    assert [(c.months, c.charges) for c in cases] == [(14.0, ["盗窃"])]  # life imprisonment has no month count
    assert problems == ["第3行：缺少 months 或 meta.term_of_imprisonment"]


def test_loading_refuses_what_is_not_a_model(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="train-sentencing"):
        SentencingModel.load(tmp_path / "missing.joblib")
    bogus = tmp_path / "bogus.joblib"
    import joblib

    joblib.dump({"something": 1}, bogus)
    with pytest.raises(ValueError, match="重新训练"):
        SentencingModel.load(bogus)


def test_too_little_data_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "tiny.jsonl"
    path.write_text(json.dumps(_theft_case(5000, False), ensure_ascii=False) + "\n", encoding="utf-8")
    with pytest.raises(ValueError, match="训练样本太少"):
        train_sentencing_model(path, tmp_path / "m.joblib")


def test_classifier_learns_exemption_practice(tmp_path: Path) -> None:
    """A charge courts often exempt when the loss was recovered: the model moves such cases to no prison term."""
    rows = []
    for loss in range(300_000, 1_500_000, 60_000):
        base = f"被告人某某身为国家机关工作人员，违规审批，致使国家遭受经济损失人民币{loss}元。"
        rows.append({"fact": base + "案发后损失已全部追回，情节轻微。", "charge": "滥用职权", "months": 0})
        rows.append({"fact": base + "损失至今未能挽回。", "charge": "滥用职权", "months": 18})
    path = tmp_path / "abuse.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    model = SentencingModel.load(train_sentencing_model(path, tmp_path / "m.joblib")["model"])

    base = "被告人王某身为国家机关工作人员，违规审批，致使国家遭受经济损失人民币700000元。"
    recovered = predict_sentence(base + "案发后损失已全部追回，情节轻微。", charge="滥用职权", model=model)
    assert recovered["months"] == 0 and recovered["interval"] == 9
    assert any("第三十七条" in step["source"] for step in recovered["steps"])
    assert recovered["range_months"][0] == 0
    not_recovered = predict_sentence(base + "损失至今未能挽回。", charge="滥用职权", model=model)
    assert 12 < not_recovered["months"] <= 24


def test_model_recognises_the_charges_it_learned(tmp_path: Path) -> None:
    rows = [_theft_case(amount, False) for amount in range(3000, 33000, 1000)]
    for loss in range(300_000, 1_500_000, 40_000):
        fact = f"被告人某某身为国家机关工作人员，违规审批补贴，致使国家遭受经济损失人民币{loss}元。"
        rows.append({"fact": fact, "charge": "滥用职权", "months": 6})
    path = tmp_path / "two.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    model = SentencingModel.load(train_sentencing_model(path, tmp_path / "m.joblib")["model"])

    fact = "被告人李某身为国家机关工作人员，违规审批补贴资金，致使国家遭受经济损失人民币80万元。"
    output = predict_sentence(fact, model=model)
    assert output["charge"] == "滥用职权" and output["charge_origin"] == "learned"
    assert any("学习模型按案情识别" in step["description"] for step in output["steps"])
    # the charge's name never appears: the keyword detector alone finds nothing; a given charge is never second-guessed
    with pytest.raises(ValueError, match="无法从案情中识别罪名"):
        predict_sentence(fact)
    assert predict_sentence(fact, charge="盗窃", model=model)["charge_origin"] == "given"


def test_exemption_only_where_the_law_opens_it() -> None:
    knowledge = default_knowledge()
    fact = "被告人持刀抢劫，致一人重伤。"
    result = run_engine(fact, "抢劫", extract_factors(fact, knowledge), knowledge)
    assert result.tier_index > 0 and legal_bounds(result)[0] == result.floor > 0
    assert nearest_in_interval(30, 9) == 0 and nearest_in_interval(30, 5) == 24 and nearest_in_interval(3, 6) == 10


K = default_knowledge()


# ---- training rows whose level needs a missing amount -------------------------------------------------------------


def test_training_skips_cases_the_engine_gives_no_term() -> None:
    # a theft with no amount gets no term (the level 数额较大 needs it), so it teaches the model nothing
    cases = [
        TrainingCase("被告人李某在某小区盗窃他人电动车一辆。", ["盗窃"], 8.0),
        TrainingCase("被告人李某在某小区盗窃他人电动车一辆，经鉴定价值人民币5000元。", ["盗窃"], 8.0),
    ]
    facts, rows, _, targets, _, skipped = featurize_cases(cases, K)
    assert facts == [cases[1].fact] and len(rows) == 1 and targets == [8.0]
    assert skipped == ["缺少定档所需的涉案金额（元）"]
