"""A judgment that calls the defendant a 毒品再犯 in words ('系毒品再犯') is read as the 毒品再犯 factor (刑法第三百五十六条)
even where no earlier drug conviction is told; a denial of it, or another person's, is not the defendant's."""

from __future__ import annotations

from backend.sentencing.factors import extract_factors
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence

HEROIN_SALE = "被告人钱某于2022年11月在出租屋内向他人贩卖海洛因0.3克。"


def adjustments(output: dict) -> list[str]:
    return [s["description"] for s in output["steps"] if s["description"].startswith("调节")]


def test_a_defendant_called_a_drug_repeat_offender_gets_the_increase() -> None:
    plain = predict_sentence(HEROIN_SALE)
    told = predict_sentence(HEROIN_SALE + "钱某系毒品再犯，依法应当从重处罚。")
    shown = next(f for f in told["factors"] if f["name"] == "毒品再犯")
    assert "系毒品再犯" in shown["evidence"]
    assert sum("毒品再犯" in words for words in adjustments(told)) == 1
    assert told["months"] > plain["months"]


def test_the_bare_words_without_the_prefix_are_read_too() -> None:
    read = extract_factors(HEROIN_SALE + "公诉机关认为被告人钱某属毒品再犯。", default_knowledge())
    assert read["毒品再犯"].value is True


def test_a_denied_drug_repeat_is_not_read() -> None:
    fact = HEROIN_SALE + "辩护人提出钱某前罪为容留他人吸毒，钱某不构成毒品再犯，本院予以采纳。"
    assert "毒品再犯" not in extract_factors(fact, default_knowledge())
    assert not any("毒品再犯" in words for words in adjustments(predict_sentence(fact)))


def test_an_accomplices_drug_repeat_is_not_the_defendants() -> None:
    fact = "被告人钱某伙同孙某于2022年11月贩卖海洛因0.3克。孙某系毒品再犯。"
    assert "毒品再犯" not in extract_factors(fact, default_knowledge())
