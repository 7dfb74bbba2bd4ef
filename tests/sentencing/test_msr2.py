"""MSR² rollouts with a scripted model: tags, routing, turn budget, parsing the answer and the factors."""

from __future__ import annotations

from backend.sentencing.knowledge import default_knowledge
import math

import pytest

from backend.corpus.models import SourceKind
from backend.retrieval.routing import TAGS
from backend.sentencing.msr2 import (
    RETHINK,
    corpus_retriever,
    make_knowledge_retriever,
    parse_answer_months,
    parse_search,
    run_msr2,
)
from backend.sentencing.predict import predict_sentence

K = default_knowledge()
FACT = "被告人张某在公交车上扒窃被害人手机一部，价值人民币3000元。案发后主动投案，如实供述。"


class ScriptedLLM:
    def __init__(self, replies: list[str]):
        self.replies = list(replies)
        self.calls: list[list[dict]] = []

    def generate(self, messages: list[dict], max_new_tokens: int) -> str:
        self.calls.append([dict(m) for m in messages])
        return self.replies.pop(0)


class RecordingRetriever:
    def __init__(self):
        self.calls: list[tuple[str, str, int]] = []

    def __call__(self, source: str, query: str, k: int) -> list[dict]:
        self.calls.append((source, query, k))
        return [{"title": "量刑指导意见", "citation": "量刑指导意见四（十一）", "text": "盗窃 量刑起点"}]


REPLIES = [
    "<reasoning>扒窃手机，需查量刑起点。</reasoning><search><guideline>盗窃 扒窃 量刑起点</guideline></search>"
    "<information>模型自己编的内容</information>",
    "<factors>\n- amount: 3000 | 价值人民币3000元\n- 扒窃: 是 | 在公交车上扒窃\n- 自首: 是 | 主动投案\n- 入室抢劫: 是 | 无\n</factors>"
    "<search><precedent>扒窃 3000元</precedent></search>",
    "<answer>8个月</answer>",
]


def test_rollout_routes_searches_and_parses_the_answer() -> None:
    llm, retrieve = ScriptedLLM(REPLIES), RecordingRetriever()
    output = run_msr2(FACT, llm, retrieve, charge="盗窃", knowledge=K)
    assert output.months == 8 and output.turns == 3
    assert [(s.source, s.query) for s in output.searches] == [("guideline", "盗窃 扒窃 量刑起点"), ("case", "扒窃 3000元")]
    assert retrieve.calls[0] == ("guideline", "盗窃 扒窃 量刑起点", 3)
    assert output.factors["amount"].value == 3000 and output.factors["扒窃"].evidence == "在公交车上扒窃"
    # a name that is no factor of the knowledge (入室抢劫) is left to the engine's own extractor
    assert set(output.factors) == {"amount", "扒窃", "自首"}
    # what the model imagined after </search> is cut; the real retrieval comes back as the next user turn
    second_call = llm.calls[1]
    assert "模型自己编的内容" not in second_call[-2]["content"]
    assert second_call[-1]["role"] == "user" and second_call[-1]["content"].startswith("<information>")


def test_turn_budget_and_rethink() -> None:
    llm = ScriptedLLM(["我想一想。", "还是想一想。"])
    output = run_msr2(FACT, llm, RecordingRetriever(), knowledge=K, max_turns=2)
    assert output.months is None and output.turns == 2
    assert llm.calls[1][-1]["content"] == RETHINK


def test_predict_sentence_uses_the_rollout_within_the_law() -> None:
    output = predict_sentence(FACT, charge="盗窃", llm=ScriptedLLM(REPLIES), retrieve=RecordingRetriever())
    assert output["engine"] == "msr2" and output["months"] == 8
    assert any("MSR²" in step["description"] for step in output["steps"])
    assert {"guideline", "case"} <= {entry["source"] for entry in output["retrieval"]}


def test_predict_sentence_survives_a_failing_model() -> None:
    class Broken:
        def generate(self, messages, max_new_tokens):
            raise ConnectionError("backend down")

    output = predict_sentence(FACT, charge="盗窃", llm=Broken(), retrieve=RecordingRetriever())
    assert output["engine"] == "rules"
    assert "backend down" in output["steps"][0]["description"]


@pytest.mark.parametrize(
    ("segment", "routed"),
    [
        ("<search><interpretation>盗窃 数额较大</interpretation></search>", ("interpretation", "盗窃 数额较大")),
        ("先查法条。<search>盗窃 数额较大</search>", ("statute", "盗窃 数额较大")),
        # other names for a source, and the corpus's own kinds beyond the four the prompt offers
        ("<search><precedent>扒窃 3000元</precedent></search>", ("case", "扒窃 3000元")),
        ("<search><judicial_interpretation>醉驾</judicial_interpretation></search>", ("interpretation", "醉驾")),
        ("<search><regulation>道路交通安全法实施条例</regulation></search>", ("regulation", "道路交通安全法实施条例")),
        # a tag no source has goes to the default source; the last search of a segment counts
        ("<search><encyclopedia>盗窃</encyclopedia></search>", ("statute", "盗窃")),
        ("<search><case>甲</case></search>又想了想<search><guideline>乙</guideline></search>", ("guideline", "乙")),
    ],
)
def test_a_search_is_routed_by_its_tag(segment: str, routed: tuple[str, str]) -> None:
    assert parse_search(segment) == routed


def test_every_source_tag_retrieval_knows_searches_its_kind_of_document() -> None:
    class KindRecordingRetriever:
        def __init__(self):
            self.kinds: list[SourceKind] = []

        def search(self, query: str, k: int, source: SourceKind) -> list:
            self.kinds.append(source)
            return []

    corpus = KindRecordingRetriever()
    retrieve = corpus_retriever(corpus)
    for tag in TAGS:
        source, query = parse_search(f"<search><{tag}>量刑</{tag}></search>")
        retrieve(source, query, 1)
    assert corpus.kinds == list(TAGS.values())


def test_an_untagged_search_goes_to_the_source_the_caller_names() -> None:
    assert parse_search("<search>第二百六十四条</search>", default_source="guideline") == ("guideline", "第二百六十四条")
    assert parse_search("没有检索") is None


@pytest.mark.parametrize(
    ("answer", "months"),
    [
        ("18个月", 18),
        ("10个月", 10),  # not read as '0个月'
        ("0个月", 0),
        ("1年6个月", 18),
        ("有期徒刑三年 六个月", 42),
        ("有期徒刑一年零三个月", 15),
        ("有期徒刑１年６个月", 18),  # full-width figures
        ("一年半", 18),
        ("拘役五个月", 5),
        ("36", 36),
        ("有期徒刑一年，缓刑二年", 12),  # a suspended sentence counts its term
        ("不判处监禁刑", 0),
        ("免予刑事处罚", 0),
        ("无期徒刑", math.inf),
        ("死刑，缓期二年执行", math.inf),
        ("有期徒刑3年", 36),
        ("有期徒刑十年", 120),
        ("有期徒刑二年零三个月", 27),
        ("1.5年", 18),  # not read as '5年'
        # a sentence the answer rules out is not its term
        ("不判处死刑，判处有期徒刑十五年", 180),
        ("判处有期徒刑三年，其关于无罪的辩解不予采纳", 36),
        ("判处有期徒刑八年，其同伙另案被判处死刑", 96),
        ("无期", math.inf),
        ("死缓", math.inf),
        ("有期徒刑十四年（本案不够判处无期徒刑）", 168),
        ("判处有期徒刑九年，不再判处死刑", 108),
        ("排除死刑，判处有期徒刑十一年", 132),
        ("拘役五个月，并处罚金，非无罪", 5),
        ("不适用无期徒刑，应判有期徒刑十二年", 144),
        ("不宜单处罚金，判处拘役三个月", 3),
        ("不适用死刑立即执行，判处死刑缓期二年执行", math.inf),
        ("无法判断", None),
        ("应当从轻处罚", None),
    ],
)
def test_the_term_an_answer_states(answer: str, months: float | None) -> None:
    assert parse_answer_months(answer) == months


def test_a_life_sentence_from_the_model_is_held_to_what_the_law_allows() -> None:
    replies = ["<factors>\n- amount: 3000 | 价值人民币3000元\n</factors><answer>无期徒刑</answer>"]
    output = predict_sentence(FACT, charge="盗窃", llm=ScriptedLLM(replies), retrieve=RecordingRetriever())
    assert output["engine"] == "msr2" and math.isfinite(output["months"])
    assert any("无期徒刑或死刑" in step["description"] and "取幅度边界" in step["description"] for step in output["steps"])


def test_knowledge_retriever_serves_the_data_files() -> None:
    retrieve = make_knowledge_retriever(K)
    hits = retrieve("guideline", "盗窃 量刑起点", 3)
    assert hits and "四（十一）" in hits[0]["citation"]
    assert retrieve("interpretation", "盗窃 数额较大", 1)[0]["citation"].startswith("《最高人民法院、最高人民检察院关于办理盗窃")
    assert retrieve("case", "盗窃", 3) == []  # not held here and no fallback given
