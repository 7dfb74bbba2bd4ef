"""The learned model does not move a term out of a prosecutor's recommendation the engine adopted (刑事诉讼法第二百零一条
第一款: the court generally adopts it), however similar cases were sentenced; a recommendation held at the tier's
ceiling as 明显不当 (第二款) is not adopted and does not bind it."""

from __future__ import annotations

import json

import pytest

from backend.sentencing.learned import SentencingModel, train_sentencing_model
from backend.sentencing.predict import predict_sentence

OFFICIAL = "被告人周某身为国家机关工作人员，违规发放拆迁补偿款，致使国家遭受经济损失人民币{loss}元。"
RECOVERED = "案发后损失已全部追回，情节轻微。"


@pytest.fixture(scope="module")
def exempting_model(tmp_path_factory: pytest.TempPathFactory) -> SentencingModel:
    """A model that learned courts exempt this charge once the loss is recovered, and give 18 months otherwise."""
    folder = tmp_path_factory.mktemp("model")
    rows = []
    for loss in range(300_000, 1_500_000, 60_000):
        rows.append({"fact": OFFICIAL.format(loss=loss) + RECOVERED, "charge": "滥用职权", "months": 0})
        rows.append({"fact": OFFICIAL.format(loss=loss) + "损失至今未能挽回。", "charge": "滥用职权", "months": 18})
    path = folder / "abuse.jsonl"
    path.write_text("\n".join(json.dumps(r, ensure_ascii=False) for r in rows) + "\n", encoding="utf-8")
    return SentencingModel.load(train_sentencing_model(path, folder / "m.joblib")["model"])


def test_without_a_recommendation_the_model_exempts_as_it_learned(exempting_model: SentencingModel) -> None:
    output = predict_sentence(OFFICIAL.format(loss=700000) + RECOVERED, charge="滥用职权", model=exempting_model)
    assert output["months"] == 0


def test_an_adopted_recommendation_keeps_the_models_term_inside_it(exempting_model: SentencingModel) -> None:
    fact = OFFICIAL.format(loss=700000) + RECOVERED + "公诉机关建议判处被告人周某有期徒刑一年至一年六个月。"
    output = predict_sentence(fact, charge="滥用职权", model=exempting_model)
    assert output["engine"] == "rules+model"
    assert 12 <= output["months"] <= 18
    assert any(s["description"].startswith("检察机关量刑建议12–18个月，一般应当采纳") for s in output["steps"])


def test_a_recommendation_held_as_clearly_improper_does_not_bind_the_model(exempting_model: SentencingModel) -> None:
    # five to six years is above the basic tier's three-year ceiling: held there as 明显不当, not adopted
    fact = OFFICIAL.format(loss=700000) + RECOVERED + "公诉机关建议判处被告人周某有期徒刑五年至六年。"
    output = predict_sentence(fact, charge="滥用职权", model=exempting_model)
    assert any("量刑建议明显不当" in s["description"] for s in output["steps"])
    assert output["months"] == 0
