"""The note on a tier that also allows life imprisonment says what the predicted months are: the fixed term's lower
bound only where the term is the tier's minimum, not where a lessening ground took it below the tier."""

from __future__ import annotations

from backend.sentencing.predict import predict_sentence

FRAUD = "被告人张某伙同他人虚构投资项目，骗取被害人王某人民币600万元。"


def declared(output: dict) -> str:
    return output["steps"][-1]["description"]


def test_a_term_lessened_below_the_tier_is_not_called_its_lower_bound() -> None:
    # 数额特别巨大 is 10 years or more, or life (刑法第二百六十六条); an accessory's term may go below it (第二十七条)
    output = predict_sentence("被告人张某在共同诈骗中起次要作用，系从犯。" + FRAUD, charge="诈骗")
    assert output["months"] < 120
    note = declared(output)
    assert "本预测是有期徒刑的下限" not in note
    assert f"「诈骗」的{output['months']}个月已低于该档法定最低刑120个月（减轻处罚），不是该档的下限" in note
    assert "可能判处无期徒刑" in note


def test_a_term_inside_the_tier_is_only_the_fixed_term_part() -> None:
    output = predict_sentence(FRAUD, charge="诈骗")
    assert output["months"] > 120 and "本预测只是有期徒刑部分" in declared(output)
