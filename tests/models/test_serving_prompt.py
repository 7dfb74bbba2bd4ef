"""The serving prompt gives the model what it can use: the first sources, each cut to its opening words."""

from models.prompts import PROMPT_SOURCE_CHARS, PROMPT_SOURCES, format_sources, syllogism_messages


def _source(law: str, number: int, text: str) -> dict:
    return {"law": law, "article": number, "number_text": f"第{number}条", "text": text}


SOURCES = [_source("中华人民共和国劳动合同法", 40 + i, f"第{i}条的正文" + "甲" * 100) for i in range(6)]


def test_only_the_first_sources_are_put_in_the_prompt():
    prompt = syllogism_messages("公司无故辞退我怎么办？", SOURCES)[1]["content"]
    cited = [f"《中华人民共和国劳动合同法》第{40 + i}条" for i in range(6)]
    assert [c in prompt for c in cited] == [True] * PROMPT_SOURCES + [False] * (6 - PROMPT_SOURCES)
    assert prompt.endswith("问题：公司无故辞退我怎么办？")  # where training.data finds the question


def test_a_long_article_is_cut_to_its_opening_words_and_marked_so():
    text = "用人单位违反本法规定解除或者终止劳动合同的，" * 10
    line = format_sources([_source("中华人民共和国劳动合同法", 87, text)])
    assert line == f"《中华人民共和国劳动合同法》第87条：{text[:PROMPT_SOURCE_CHARS]}…"
    short = "劳动者可以解除劳动合同。"
    assert format_sources([_source("中华人民共和国劳动合同法", 37, short)]).endswith(f"：{short}")


def test_the_engine_s_calculation_stays_in_the_prompt():
    prompt = syllogism_messages("月薪8000，干了5年，被辞退能拿多少？", SOURCES, "经济补偿为 40,000.00 元")[1]["content"]
    assert "计算结果（规则引擎，结论应采用）：\n经济补偿为 40,000.00 元" in prompt
