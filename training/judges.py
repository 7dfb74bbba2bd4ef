"""Judges the rewards call: the sentencing-factor judge (MSR² Fig. 3 rubric) and the issue-tree judge (LEGIT).

Both speak to any LLMBackend (models.backends), so the judge can be the served model, a bigger model behind
an OpenAI-compatible server (`vllm serve`, llama-cpp-python), or anything else the backend factory builds.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from typing import Any, Protocol

from models.backends.base import LLMBackend

log = logging.getLogger(__name__)

# The MSR² factor rubric, restated: bands 9–10 / 7–8 / 5–6 / 3–4 / 0–2 and the four penalty triggers.
FACTOR_JUDGE_SYSTEM = """你是一名资深刑事法官。下面给出案件事实和一组拟定的量刑情节。请依据审判实践和常识，逐项判断每个情节能否在本案中成立，然后给出0到10之间的一个整数总分：分数越高，说明这组情节整体越可信、被事实支持的情节越多。

情节可能涉及：数额/次数的认定，作案手段与场景（如入户、扒窃、破坏性手段造成损失），身份与前科（如累犯），以及案后或程序性情节（如退赔、自首、认罪、认罪认罚）。允许合理推断，但不得超出事实臆测；信息不足时应给较低分。

评分档次（整数）：
9–10分：绝大多数情节与事实明确吻合或经简短推理即可成立，关键要素齐备，几乎没有冲突。
7–8分：多数情节可信，个别细节缺失或不确定，但不影响整体判断。
5–6分：只有部分情节可信，多个情节缺少关键要素，需要补充信息。
3–4分：能成立的情节很少，多数情节推断牵强、事实支撑不足。
0–2分：关键情节与事实直接冲突或被事实否定，或多数情节是没有事实依据的臆测。

扣分情形（在所选档次内下调）：
(1) 多个情节只写了笼统标签，而事实中没有相应的要件：扣1–2分。
(2) 某个关键情节与事实直接冲突或被事实否定（如不满足入户、扒窃、累犯的条件）：扣3–5分。
(3) 情节明显是臆测，没有事实依据：扣1–3分。
(4) 情节之间相互矛盾：扣1–3分。

只输出一个整数，格式为 <answer>7</answer>，不要作任何解释。"""

_ANSWER_INT = re.compile(r"<answer>\s*(\d{1,2})\s*</answer>")


class FactorJudge(Protocol):
    def score(self, facts: str, factors: str) -> int | None:
        """0–10 (integer) for how well the facts support the factors; None when the judge gave no score."""
        ...


class LLMFactorJudge:
    """LLM-as-a-judge with the MSR² rubric (the paper uses Qwen3-32B; any backend works)."""

    def __init__(self, backend: LLMBackend, max_new_tokens: int = 16):
        self.backend = backend
        self.max_new_tokens = max_new_tokens
        self.failures = 0

    def messages(self, facts: str, factors: str) -> list[dict[str, str]]:
        return [
            {"role": "system", "content": FACTOR_JUDGE_SYSTEM},
            {"role": "user", "content": f"案件事实：{facts}\n\n量刑情节：{factors}"},
        ]

    def score(self, facts: str, factors: str) -> int | None:
        reply = self.backend.generate(self.messages(facts, factors), self.max_new_tokens, 0.0)
        score = parse_judge_score(reply)
        if score is None:
            self.failures += 1
            log.warning("factor judge gave no <answer>0-10</answer> (%d so far): %r", self.failures, reply[:200])
        return score


def parse_judge_score(reply: str) -> int | None:
    match = _ANSWER_INT.search(reply)
    if match is None:
        return None
    value = int(match.group(1))
    return value if 0 <= value <= 10 else None


# ---------------------------------------------------------------- LEGIT issue trees


@dataclass
class IssueNode:
    """One legal issue of an annotated tree: what is disputed, how the court resolved it, sub-issues.
    keywords / conclusion_keywords serve the keyword judge; the LLM judge reads issue and conclusion."""

    issue: str
    conclusion: str = ""
    keywords: list[str] = field(default_factory=list)
    conclusion_keywords: list[str] = field(default_factory=list)
    children: list[IssueNode] = field(default_factory=list)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> IssueNode:
        if not isinstance(data, dict) or not str(data.get("issue", "")).strip():
            raise ValueError(f"an issue-tree node needs a non-empty 'issue': {data!r}")
        return cls(
            issue=str(data["issue"]).strip(),
            conclusion=str(data.get("conclusion", "")).strip(),
            keywords=[str(k) for k in data.get("keywords", [])],
            conclusion_keywords=[str(k) for k in data.get("conclusion_keywords", [])],
            children=[cls.from_dict(child) for child in data.get("children", [])],
        )

    def walk(self) -> list[IssueNode]:
        return [self, *(node for child in self.children for node in child.walk())]


@dataclass
class IssueTree:
    final_order: str
    issues: list[IssueNode]
    final_order_keywords: list[str] = field(default_factory=list)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> IssueTree:
        """A nested tree: {"final_order", "final_order_keywords"?, "issues": [{"issue", "conclusion", "keywords"?,
        "conclusion_keywords"?, "children": [...]}]}."""
        if not isinstance(data, dict) or not str(data.get("final_order", "")).strip():
            raise ValueError("an issue tree needs the court's 'final_order'")
        issues = [IssueNode.from_dict(node) for node in data.get("issues", [])]
        if not issues:
            raise ValueError("an issue tree needs at least one issue")
        return cls(str(data["final_order"]).strip(), issues, [str(k) for k in data.get("final_order_keywords", [])])

    @classmethod
    def from_annotation(cls, issues: list[dict[str, Any]], final_order: str) -> IssueTree:
        """The annotation export's flat list ({"id": "1.2", "title", "arguments": [{party, text}], "conclusion"};
        "1.2" is a child of "1"), with the final order taken from the reference answer."""
        if not isinstance(issues, list) or not issues:
            raise ValueError("an issue tree is a non-empty list of issues")
        if not final_order.strip():
            raise ValueError("the issue_tree reward needs the final order: a reference answer for this example")
        nodes: dict[str, IssueNode] = {}
        roots: list[IssueNode] = []
        for item in sorted(issues, key=lambda i: [int(p) for p in str(i.get("id", "0")).split(".")]):
            arguments = "；".join(f"{a.get('party', '')}：{a.get('text', '')}" for a in item.get("arguments") or [])
            text = str(item.get("title") or "").strip() or arguments
            node = IssueNode.from_dict({"issue": text or f"争点{item.get('id')}", "conclusion": item.get("conclusion", ""),
                                        "keywords": item.get("keywords", []),
                                        "conclusion_keywords": item.get("conclusion_keywords", [])})
            issue_id = str(item.get("id"))
            nodes[issue_id] = node
            parent = nodes.get(issue_id.rpartition(".")[0])
            (parent.children if parent else roots).append(node)
        return cls(final_order.strip(), roots)

    def nodes(self) -> list[IssueNode]:
        return [node for root in self.issues for node in root.walk()]


@dataclass
class IssueVerdict:
    covered: bool
    correct: bool  # the trace reaches the court's conclusion on this issue (only meaningful when covered)


@dataclass
class TreeVerdict:
    final_order_correct: bool
    issues: list[IssueVerdict]


class IssueJudge(Protocol):
    def judge(self, trace: str, tree: IssueTree) -> TreeVerdict | None: ...


class KeywordIssueJudge:
    """Rule-based judge from annotated keywords: an issue is covered when any of its keywords appears in the
    trace, correct when it is covered and any of its conclusion keywords appears; the final order is correct
    when any final-order keyword appears. Crude (it cannot see negation), but free and deterministic."""

    def judge(self, trace: str, tree: IssueTree) -> TreeVerdict:
        verdicts = []
        for node in tree.nodes():
            if not node.keywords:
                raise ValueError(f"issue {node.issue!r} has no keywords: annotate them or use the LLM issue judge")
            covered = any(k in trace for k in node.keywords)
            correct = covered and any(k in trace for k in node.conclusion_keywords)
            verdicts.append(IssueVerdict(covered, correct))
        if not tree.final_order_keywords:
            raise ValueError("the issue tree has no final_order_keywords: annotate them or use the LLM issue judge")
        return TreeVerdict(any(k in trace for k in tree.final_order_keywords), verdicts)


ISSUE_JUDGE_SYSTEM = """你是一名法官助理，负责依据“争点树”评价一段法律推理。争点树列出了本案的各个争点及法院对每个争点的结论，以及最终判决主文。
对每个编号的争点判断：covered —— 推理是否讨论了该争点；correct —— 若已讨论，推理对该争点得出的结论是否与法院结论一致。
再判断 final_order_correct —— 推理最终得出的处理结果是否与判决主文一致。
只输出JSON：{"final_order_correct": true/false, "issues": [{"id": 1, "covered": true/false, "correct": true/false}, ...]}"""


class LLMIssueJudge:
    """LLM judge of coverage and correctness per issue, in the manner of LEGIT's rubric evaluation."""

    def __init__(self, backend: LLMBackend, max_new_tokens: int = 512):
        self.backend = backend
        self.max_new_tokens = max_new_tokens
        self.failures = 0

    def messages(self, trace: str, tree: IssueTree) -> list[dict[str, str]]:
        lines = [f"判决主文：{tree.final_order}", "争点："]
        lines += [f"{i}. {node.issue}（法院结论：{node.conclusion or '未写明'}）" for i, node in enumerate(tree.nodes(), 1)]
        return [
            {"role": "system", "content": ISSUE_JUDGE_SYSTEM},
            {"role": "user", "content": "\n".join(lines) + f"\n\n待评价的推理：\n{trace}"},
        ]

    def judge(self, trace: str, tree: IssueTree) -> TreeVerdict | None:
        reply = self.backend.generate(self.messages(trace, tree), self.max_new_tokens, 0.0)
        verdict = parse_tree_verdict(reply, len(tree.nodes()))
        if verdict is None:
            self.failures += 1
            log.warning("issue judge reply unreadable (%d so far): %r", self.failures, reply[:200])
        return verdict


def parse_tree_verdict(reply: str, issue_count: int) -> TreeVerdict | None:
    start, end = reply.find("{"), reply.rfind("}")
    if start < 0 or end <= start:
        return None
    try:
        data = json.loads(reply[start:end + 1])
    except json.JSONDecodeError:
        return None
    by_id = {item.get("id"): item for item in data.get("issues", []) if isinstance(item, dict)}
    verdicts = []
    for i in range(1, issue_count + 1):
        item = by_id.get(i, {})
        covered = bool(item.get("covered", False))
        verdicts.append(IssueVerdict(covered, covered and bool(item.get("correct", False))))
    return TreeVerdict(bool(data.get("final_order_correct", False)), verdicts)
