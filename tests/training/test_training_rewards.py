"""Every registry reward on hand-made completions; expected values worked out by hand in the comments."""

from __future__ import annotations

import json
import math
from decimal import Decimal

import pytest

from training.judges import IssueTree, KeywordIssueJudge
from training.rewards import (
    REWARDS,
    build_reward,
    compensation_reward,
    legit_score,
    r_correct,
    r_format,
    r_law,
    scenario_of,
    LEGAL_ELEMENTS,
    sentencing_reward,
    syllogism_format_score,
    syllogism_reward,
)
from training.text_metrics import exp_rouge_sum, rouge_f


def test_registry_covers_the_seeds():
    assert {"syllogism", "syllogism_format", "sentencing", "compensation", "issue_tree", "preference"} <= set(REWARDS)
    with pytest.raises(ValueError, match="unknown reward"):
        build_reward("nonexistent")


# ---------------------------------------------------------------- structure (format) reward


@pytest.mark.parametrize(("text", "expected"), [
    ("大前提：《劳动合同法》第四十七条\n小前提：工作三年被辞退\n结论：可得三个月工资的经济补偿", 1.0),
    ("Major premise: Article 47\nMinor premise: three years\nConclusion: three months' pay", 1.0),
    # major and minor in order, no conclusion: 0.25 + 0.25, not a full syllogism
    ("大前提：第四十七条\n小前提：工作三年", 0.5),
    # only the major premise
    ("大前提：第四十七条 and then nothing", 0.25),
    # minor before major: the in-order prefix is just "major" (0.25), the parser refuses the order
    ("小前提：事实\n大前提：法条\n结论：x", 0.25),
    # all three in order but the conclusion is empty: 0.75, the parser refuses an empty part
    ("大前提：法条\n小前提：事实\n结论：", 0.75),
    ("no structure at all", 0.0),
])
def test_syllogism_format_score(text, expected):
    assert syllogism_format_score(text) == pytest.approx(expected)


# ---------------------------------------------------------------- SyLeR Eq. 4


def test_chinese_rouge_by_hand():
    # candidate 应支付赔偿金 (6 chars), reference 应当支付赔偿金 (7 chars)
    # R1: 6 shared unigrams, P = 6/6, R = 6/7 -> F = 12/13
    # R2: candidate bigrams 应支 支付 付赔 赔偿 偿金 (5), reference 应当 当支 支付 付赔 赔偿 偿金 (6), 4 shared
    #     P = 4/5, R = 4/6 -> F = 2·(4/5)(2/3)/((4/5)+(2/3)) = 8/11
    # RL: LCS 6 -> same as R1 = 12/13
    scores = rouge_f("应支付赔偿金", "应当支付赔偿金")
    assert scores["rouge1"] == pytest.approx(12 / 13)
    assert scores["rouge2"] == pytest.approx(8 / 11)
    assert scores["rougeL"] == pytest.approx(12 / 13)
    assert exp_rouge_sum("应支付赔偿金", "应当支付赔偿金") == pytest.approx(math.exp(24 / 13 + 8 / 11))
    # rouge-score's own tokenizer would give 0 on Chinese; ours must not
    assert exp_rouge_sum("完全不同", "毫无关系") == pytest.approx(1.0)


SIMS = {
    ("A法条", "S"): 0.8, ("A法条", "c1"): 0.6, ("A法条", "c2"): 0.3, ("A法条", "c3"): 0.0,
    ("事实F", "问题Q"): 0.5,
}


def table_sim(a: str, b: str) -> float:
    return SIMS[a, b]


SYLLOGISM = "大前提：A法条\n小前提：事实F\n结论：应支付赔偿金"


def test_syllogism_reward_eq4_by_hand():
    # ½·0.8 + ½·(0.6 + 0.3 + 0.0)/3 + 0.5 + exp(24/13 + 8/11)
    expected = 0.4 + 0.15 + 0.5 + math.exp(24 / 13 + 8 / 11)
    value = syllogism_reward(SYLLOGISM, "问题Q", "S", ["c1", "c2", "c3"], "应当支付赔偿金", table_sim)
    assert value == pytest.approx(expected)


def test_syllogism_reward_zero_unless_syllogistic():
    assert syllogism_reward("结论：应支付赔偿金", "问题Q", "S", ["c1"], "应当支付赔偿金", table_sim) == 0.0


def test_syllogism_reward_without_cases_or_reference():
    # no cases: the statute term takes the major-premise weight (0.8); no reference: no ROUGE term
    assert syllogism_reward(SYLLOGISM, "问题Q", "S", [], None, table_sim) == pytest.approx(0.8 + 0.5)


def test_syllogism_reward_batch_with_the_bundled_embedding_model():
    reward = build_reward("syllogism")  # real sentence-transformers model (bundled MiniLM)
    text = "大前提：劳动合同法第四十七条\n小前提：我工作了三年\n结论：三个月工资"
    # identical texts: sim = 1 for statute and question, ROUGE F = 1 for all three -> 1 + 1 + e^3
    values = reward(completions=[[{"role": "assistant", "content": text}], "no structure"],
                    question=["我工作了三年", "我工作了三年"], statute=["劳动合同法第四十七条"] * 2,
                    cases=[[], []], reference=["三个月工资", "三个月工资"])
    assert values[0] == pytest.approx(2 + math.exp(3), abs=1e-4)
    assert values[1] == 0.0


# ---------------------------------------------------------------- MSR² Eq. 2


class FixedJudge:
    def __init__(self, score):
        self.value = score
        self.calls = []

    def score(self, facts, factors):
        self.calls.append((facts, factors))
        return self.value


TRACE = "<reasoning>盗窃数额较大</reasoning><factors>[数额较大，自首，退赔]</factors><answer>有期徒刑三年</answer>"


def test_sentencing_reward_eq2_by_hand():
    judge = FixedJudge(7)
    # 36 months and the gold 36 months are both interval 4 (24–36, upper bound inclusive): O_r = 1
    # R = 0.8·1 + 0.2·(7/10) = 0.94
    assert sentencing_reward(TRACE, "被告人盗窃…", 4, judge) == pytest.approx(0.94)
    assert judge.calls == [("被告人盗窃…", "[数额较大，自首，退赔]")]
    # gold interval 3 (36–60): O_r = 0, R = 0.2·0.7 = 0.14
    assert sentencing_reward(TRACE, "f", 3, FixedJudge(7)) == pytest.approx(0.14)
    # no <factors>: P_r = 0, R = 0.8
    assert sentencing_reward("<answer>有期徒刑三年</answer>", "f", 4, FixedJudge(10)) == pytest.approx(0.8)
    # the judge gave no score: P_r = 0
    assert sentencing_reward(TRACE, "f", 4, FixedJudge(None)) == pytest.approx(0.8)
    # λ = 0.5: 0.5·1 + 0.5·0.7
    assert sentencing_reward(TRACE, "f", 4, FixedJudge(7), lam=0.5) == pytest.approx(0.85)


def test_sentencing_reward_batch_reads_gold_from_targets_or_reference():
    reward = build_reward("sentencing", judge=FixedJudge(10))
    values = reward(
        completions=[TRACE, TRACE, "<answer>拘役五个月</answer>"],
        question=["f1", "f2", "f3"],
        rubric_targets=[json.dumps({"prison_months": 30}), "{}", "{}"],
        reference=[None, "<answer>有期徒刑三年六个月</answer>", "判处拘役四个月"],
    )
    # 1: 36 vs 30 months, both interval 4 -> 0.8 + 0.2 = 1.0
    # 2: 36 (interval 4) vs 42 (interval 3) -> 0.2
    # 3: 5 vs 4 months, both interval 8 (1–6), no factors -> 0.8
    assert values == pytest.approx([1.0, 0.2, 0.8])


def test_sentencing_reward_refuses_examples_without_gold():
    reward = build_reward("sentencing", judge=FixedJudge(5))
    with pytest.raises(ValueError, match="needs rubric_targets.interval"):
        reward(completions=[TRACE], question=["f"], rubric_targets=["{}"], reference=[None])


# ---------------------------------------------------------------- LexPam Eq. 1 / 3

GOOD = "<think>月工资8000元，工作年限3年，经济补偿为3个月工资</think>\\boxed{24000}"


def test_lexpam_components_by_hand():
    assert r_format(GOOD) == 1.0
    assert r_format("\\boxed{24000}") == 0.0  # no thinking first
    assert r_format("<think>x</think> no box") == 0.0
    assert r_correct(GOOD, Decimal("24000")) == 1.0
    assert r_correct("<think>x</think>\\boxed{2.4万元}", Decimal("24000")) == 1.0
    assert r_correct(GOOD, Decimal("20000")) == 0.0
    # a boxed formula states no amount: '\\boxed{2N}' once read as 2, so it was on-format and "correct" for 2
    assert r_format("<think>违法解除，二倍</think>\\boxed{2N}") == 0.0
    assert r_correct("<think>违法解除，二倍</think>\\boxed{2N}", Decimal("2")) == 0.0
    economic = LEGAL_ELEMENTS["economic"]
    assert r_law(GOOD, economic) == 1.0  # 经济补偿, 月工资, 工作年限
    assert r_law("只提到月工资", economic) == pytest.approx(1 / 3)


def test_a_personal_injury_question_is_checked_for_its_own_elements():
    # a dog bite is judged by the keeper's liability and the items, not by economic compensation's elements
    assert scenario_of({}, "被邻居家的狗咬了，打疫苗花了2000，狗主人要赔多少") == "personal_injury"
    answer = "<think>饲养人承担责任，医疗费2000元，合计2000元</think>\\boxed{2000}"
    assert r_law(answer, LEGAL_ELEMENTS["personal_injury"]) == 1.0
    assert r_law(answer, LEGAL_ELEMENTS["economic"]) < 1.0


def test_compensation_reward_eq1_and_eq3_by_hand():
    economic = LEGAL_ELEMENTS["economic"]
    # Eq. 1 (stage 1): 1 + 0.1·1 = 1.1 ; Eq. 3 (stage 2): 1 + 0.1·1 + 0.1·1 = 1.2
    assert compensation_reward(GOOD, Decimal("24000"), None) == pytest.approx(1.1)
    assert compensation_reward(GOOD, Decimal("24000"), economic) == pytest.approx(1.2)
    # wrong amount: 0 + 0.1 + 0.1 = 0.2
    assert compensation_reward(GOOD, Decimal("20000"), economic) == pytest.approx(0.2)
    # right amount, no <think>, no legal element: 1 + 0 + 0
    assert compensation_reward("\\boxed{24000}", Decimal("24000"), economic) == pytest.approx(1.0)


def test_compensation_reward_batch_scenarios_and_references():
    reward = build_reward("compensation")
    traffic = "<think>对方负全部责任，交强险先赔，医疗费合计</think>\\boxed{5000}"
    values = reward(
        completions=[GOOD, traffic, GOOD],
        question=["被公司辞退", "发生交通事故", "x"],
        rubric_targets=[json.dumps({"amount": 24000}), "{}", json.dumps({"legal_elements": ["月工资", "工伤认定"]})],
        reference=[None, "经计算，赔偿总额为5,000元。", "\\boxed{24000}"],
    )
    # 1: 1 + 0.1 + 0.1·1 = 1.2
    # 2: traffic elements liability (全部责任), insurance (交强险), calculation (医疗费): 1 + 0.1 + 0.1 = 1.2
    # 3: annotated elements: 月工资 present, 工伤认定 absent -> r_law = 1/2: 1 + 0.1 + 0.05
    assert values == pytest.approx([1.2, 1.2, 1.15])
    stage1 = build_reward("compensation", use_law=False)
    assert stage1(completions=[GOOD], question=["x"], rubric_targets=["{}"], reference=["\\boxed{24000}"]) == pytest.approx([1.1])


@pytest.mark.parametrize("question, scenario", [
    ("2023年6月我被车撞伤，对方全责，医疗费1万元，能赔多少？", "traffic"),  # no 交通/机动车/车祸: once economic
    ("工伤后公司把我辞退了，月薪5000，干了3年，经济补偿能拿多少？", "economic"),  # 工伤 named: once work_injury
    ("我下班路上被车撞了，评了九级伤残，对方全责，月工资6000，能赔多少？", "work_injury"),  # a commute injury
    ("公司协商解除劳动合同，月薪8000，干了3年，能拿多少？", "economic"),
    ("被告人骗取被害人人民币30000元，案发后赔偿被害人经济损失5000元。", "economic"),  # not one of the three
])
def test_r_law_checks_the_legal_elements_of_the_scenario_the_engine_reads(question, scenario):
    assert scenario_of({}, question) == scenario
    assert scenario_of({"scenario": "work_injury"}, question) == "work_injury"  # the engine's record wins


# ---------------------------------------------------------------- LEGIT

TREE = IssueTree.from_dict({
    "final_order": "支持原告诉讼请求", "final_order_keywords": ["支持原告"],
    "issues": [
        {"issue": "合同是否有效", "conclusion": "有效", "keywords": ["合同"], "conclusion_keywords": ["合同有效"],
         "children": [{"issue": "是否存在欺诈", "conclusion": "不存在欺诈", "keywords": ["欺诈"],
                       "conclusion_keywords": ["不存在欺诈"]}]},
        {"issue": "违约金是否过高", "conclusion": "应调低", "keywords": ["违约金"], "conclusion_keywords": ["调低"]},
    ],
})


def test_legit_score_by_hand():
    trace = "合同有效。被告主张存在欺诈，成立。综上，支持原告的请求。"
    # 3 issues: contract covered + correct, fraud covered + wrong ("不存在欺诈" absent), penalty not covered
    # final order correct (5) + coverage 2·(2/3) + correctness 3·(1/2) = 5 + 4/3 + 3/2
    assert legit_score(trace, TREE, KeywordIssueJudge()) == pytest.approx(5 + 4 / 3 + 1.5)
    # nothing covered, final order wrong: 0
    assert legit_score("驳回。", TREE, KeywordIssueJudge()) == 0.0


def test_issue_tree_reward_on_the_annotation_export_format():
    class VerdictJudge:
        """Covers issues 1 and 1.1, resolves 1 correctly, and agrees with the final order."""

        def judge(self, trace, tree):
            from training.judges import IssueVerdict, TreeVerdict

            self.tree = tree
            return TreeVerdict(True, [IssueVerdict(True, True), IssueVerdict(True, False), IssueVerdict(False, False)])

    judge = VerdictJudge()
    reward = build_reward("issue_tree", judge=judge)
    targets = {"legit": {"issue_tree": [
        {"id": "1", "title": "合同效力", "arguments": [], "conclusion": "有效"},
        {"id": "1.1", "title": "欺诈", "arguments": [{"party": "被告", "text": "受欺诈"}], "conclusion": "不成立"},
        {"id": "2", "title": "", "arguments": [{"party": "原告", "text": "违约金过低"}], "conclusion": "维持"},
    ]}}
    values = reward(completions=["trace"], rubric_targets=[json.dumps(targets, ensure_ascii=False)],
                    reference=["大前提：x\n小前提：y\n结论：支持原告"])
    # (5 + 2·2/3 + 3·1/2) / 10
    assert values == pytest.approx([(5 + 4 / 3 + 1.5) / 10])
    assert judge.tree.final_order == "支持原告"  # the reference's conclusion
    assert [n.issue for n in judge.tree.nodes()] == ["合同效力", "欺诈", "原告：违约金过低"]


def test_issue_tree_reward_needs_a_tree():
    reward = build_reward("issue_tree", judge=KeywordIssueJudge())
    with pytest.raises(ValueError, match="needs rubric_targets"):
        reward(completions=["x"], rubric_targets=["{}"], reference=["y"])


# ---------------------------------------------------------------- learned preference


def test_preference_reward_uses_the_reward_model_scores():
    class Scorer:
        def score(self, prompts, completions):
            return [float(len(c)) for c in completions]

    reward = build_reward("preference", scorer=Scorer())
    assert reward(completions=["ab", [{"role": "assistant", "content": "abcd"}]], prompts=["p", "q"]) == [2.0, 4.0]


def test_the_reward_model_scores_the_completion_of_a_prompt_longer_than_its_max_length():
    """A prompt with its retrieved passages and a completion can pass the reward model's max_length: the text is
    cut from its start, so the completion is still what is scored (cut from the end, both scored the same)."""
    import torch
    from tokenizers import Tokenizer, models, pre_tokenizers
    from transformers import PreTrainedTokenizerFast

    from training.modeling import RewardModelScorer

    words = ["[PAD]", "[UNK]", "条文", "好", "坏", "user", "assistant"]
    word_level = Tokenizer(models.WordLevel({w: i for i, w in enumerate(words)}, unk_token="[UNK]"))
    word_level.pre_tokenizer = pre_tokenizers.WhitespaceSplit()
    tokenizer = PreTrainedTokenizerFast(tokenizer_object=word_level, pad_token="[PAD]", unk_token="[UNK]")
    tokenizer.chat_template = "{% for m in messages %}{{ m.role }} {{ m.content }} {% endfor %}"
    good = words.index("好")

    class CountsGood(torch.nn.Module):  # a reward model that likes the word 好
        def forward(self, input_ids, attention_mask=None, **kwargs):
            return type("Out", (), {"logits": (input_ids == good).sum(dim=1, keepdim=True).float()})

    scorer = RewardModelScorer(tokenizer, CountsGood(), max_length=8)
    long_prompt = " ".join(["条文"] * 40)  # 40 tokens of retrieved passages
    assert scorer.score([long_prompt, long_prompt], ["好 好", "坏 坏"]) == [2.0, 0.0]
