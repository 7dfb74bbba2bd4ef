"""The learned component: training on a small generated dataset, saving, loading, picking inside ranges."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from backend.sentencing.learned import SentencingModel, read_training_file, train_sentencing_model
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
