"""MSR² rollouts with a scripted model: tags, routing, turn budget, parsing into the contract, rewards."""

from __future__ import annotations

from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.msr2 import (
    RETHINK,
    make_knowledge_retriever,
    msr2_reward,
    outcome_score,
    parse_answer_months,
    parse_judge_score,
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
    assert output.unmapped_factors == ["入室抢劫: 是 | 无"]
    # what the model imagined after </search> is cut; the real retrieval comes back as the next user turn
    second_call = llm.calls[1]
    assert "模型自己编的内容" not in second_call[-2]["content"]
    assert second_call[-1]["role"] == "user" and second_call[-1]["content"].startswith("<information>")
    generated = [text for text, by_model in output.segments if by_model]
    inserted = [text for text, by_model in output.segments if not by_model]
    assert len(generated) == 3 and len(inserted) == 2  # inserted retrieval text is masked out of training
    assert output.transcript.count("<information>") == 2


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


def test_parsers() -> None:
    assert parse_search("<search><interpretation>盗窃 数额较大</interpretation></search>") == (
        "interpretation", "盗窃 数额较大", "interpretation")
    assert parse_search("<search>盗窃 数额较大</search>") == ("statute", "盗窃 数额较大", "")
    assert parse_search("<search><book>盗窃</book></search>")[0] == "statute"  # an unknown tag goes to statutes
    assert parse_answer_months("1年6个月") == 18
    assert parse_answer_months("不判处监禁刑") == 0
    assert parse_answer_months("无法判断") is None
    assert parse_judge_score("<answer>7</answer>") == 0.7


def test_knowledge_retriever_serves_the_data_files() -> None:
    retrieve = make_knowledge_retriever(K)
    hits = retrieve("guideline", "盗窃 量刑起点", 3)
    assert hits and "四（十一）" in hits[0]["citation"]
    assert retrieve("interpretation", "盗窃 数额较大", 1)[0]["citation"].startswith("《最高人民法院、最高人民检察院关于办理盗窃")
    assert retrieve("case", "盗窃", 3) == []  # not held here and no fallback given


def test_rewards() -> None:
    assert outcome_score(8, 7) == 1.0  # both in 6–9 months
    assert 0 < outcome_score(24, 7) < 0.5  # partial credit from the log distance
    assert outcome_score(None, 7) == 0.0
    completion = "".join(REPLIES[1:])
    reward = msr2_reward(completion, FACT, 8, knowledge=K)
    # outcome 1; process: amount, 扒窃 and 自首 are supported by the facts -> 3/3
    assert reward == 1.0
    assert msr2_reward(completion, FACT, 8, knowledge=K, process_score=0.0) == 0.8
