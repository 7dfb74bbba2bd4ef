"""The compensation export: engine outputs rated but not corrected, corrections without an amount (no SFT
target: the task's answer format is one amount in \\boxed{}), prompts as the user's question, and conflicting
corrections as disputes. Built from real /api/compensate outputs and real annotations, exported as an operator
exports them."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest

from annotation_support import add_output

from backend.store.models import Task
from training.data import grpo_records, question_of
from training.prompts import COMPENSATION_SYSTEM, prompt_builder
from training.rewards import build_reward, missing_reference, reference_amount

ACCEPT = {"completeness": 5, "coverage": 5, "conciseness": 4}
REJECT = {"completeness": 2, "coverage": 2, "conciseness": 3}


def _read(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _compensate(api, question: str, params: dict | None = None) -> dict:
    response = api.post("/api/compensate", json={"question": question, "params": params})
    assert response.status_code == 200, response.text
    result = response.json()
    assert result["amount"] is not None, result
    return result


def _post(api, path: str, headers: dict, body: dict) -> dict:
    response = api.post(path, headers=headers, json=body)
    assert response.status_code == 201, response.text
    return response.json()


def _export(api, people, services) -> tuple[dict, dict[str, list[dict]]]:
    manifest = _post(api, "/api/exports", people.headers["olga"], {})
    folder = services.settings.data_dir / "exports" / manifest["snapshot_id"]
    return manifest, {kind: _read(folder / f"{kind}.jsonl") for kind in ("sft", "preference", "grpo")}


def test_rated_and_uncorrected_compensation_outputs_train_or_are_left_out_with_a_count(api, people, services):
    h = people.headers
    accepted = _compensate(api, "月薪8000元，在公司工作了3年，公司违法解除劳动合同，能拿多少赔偿？")
    rejected = _compensate(api, "月薪6000元，在公司工作了2年，公司违法解除劳动合同，能拿多少赔偿？")
    numberless = _compensate(api, "月薪5000元，工作4年，公司违法解除劳动合同，能拿多少？",
                             params={"scenario": "economic"})
    for who in ("alice", "bob"):
        _post(api, "/api/annotation/ratings", h[who], {"output_id": accepted["output_id"], "rubric": "lexpam",
                                                        "values": ACCEPT})
        _post(api, "/api/annotation/ratings", h[who], {"output_id": rejected["output_id"], "rubric": "lexpam",
                                                        "values": REJECT})
    _post(api, "/api/annotation/corrections", h["carol"], {"output_id": numberless["output_id"], "answer": "应为N"})

    manifest, rows = _export(api, people, services)
    grpo = {row["output_id"]: row for row in rows["grpo"]}
    # accepted: the engine's stored amount and scenario are the grounded reference
    assert grpo[accepted["output_id"]]["rubric_targets"]["amount"] == accepted["amount"]
    assert grpo[accepted["output_id"]]["rubric_targets"]["scenario"] == accepted["scenario"]
    assert reference_amount({}, grpo[accepted["output_id"]]["reference"]) == Decimal(str(accepted["amount"]))
    # neither accepted nor corrected: no reference, and the manifest says so before any run
    assert grpo[rejected["output_id"]]["reference"] is None
    assert "amount" not in grpo[rejected["output_id"]]["rubric_targets"]
    # the numberless correction ('应为N') states no amount: no SFT target, no chosen answer, no GRPO reference, and
    # the manifest counts it with the reason
    assert manifest["withheld"] == {
        "disputed_corrections": [], "accepted_without_conclusion": [], "grpo_without_reference": {"compensation": 2},
        "off_format_corrections": {"compensation": {"count": 1, "output_ids": [numberless["output_id"]],
                                                    "why": "the corrected answer lacks one whole amount in "
                                                           "\\boxed{} (digits, 元 or 万元: \\boxed{54000})"}},
        "overlong_corrections": {}, "identical_pairs": [], "disputed_pairs": [], "tied_pairs": [],
        "untrained_corrections": [{"id": 1, "output_id": numberless["output_id"], "annotator": "carol",
                                   "reason": "off_format", "why": "the corrected answer lacks one whole amount in "
                                                                  "\\boxed{} (digits, 元 or 万元: \\boxed{54000})"}],
        "stale_ratings": {"count": 0, "output_ids": []},
        "stale_adjudications": {"count": 0, "output_ids": []},
        "derived_adjudications": {"count": 0, "output_ids": [], "why": None}}
    assert numberless["output_id"] not in {row["output_id"] for row in rows["sft"]}
    assert all(row["output_ids"] != [numberless["output_id"]] for row in rows["preference"])

    # the prompts are the user's question (with the params the caller set), not the stored input as JSON
    assert grpo[accepted["output_id"]]["prompt"] == "月薪8000元，在公司工作了3年，公司违法解除劳动合同，能拿多少赔偿？"
    assert grpo[numberless["output_id"]]["prompt"] == (
        '月薪5000元，工作4年，公司违法解除劳动合同，能拿多少？\n已知参数：{"params": {"scenario": "economic"}}')
    sft = {row["output_id"]: row for row in rows["sft"]}
    assert sft[accepted["output_id"]]["messages"][0]["content"] == grpo[accepted["output_id"]]["prompt"]
    assert all(not row["prompt"].lstrip().startswith("{") for row in rows["preference"])

    # LexPam's reader: prompt_style compensation puts the question itself after the task's instruction
    records = grpo_records(rows["grpo"], prompt_builder("compensation"))
    by_id = {record["output_id"]: record for record in records}
    first = by_id[str(accepted["output_id"])]
    assert first["question"] == "月薪8000元，在公司工作了3年，公司违法解除劳动合同，能拿多少赔偿？"
    assert first["prompt"] == [{"role": "system", "content": COMPENSATION_SYSTEM},
                               {"role": "user", "content": first["question"]}]

    # the compensation reward scores the accepted one; the other two are named, not a crash in the trainer
    assert missing_reference(["compensation"], first) is None
    assert "reference with one amount" in missing_reference(["compensation"], by_id[str(rejected["output_id"])])
    assert missing_reference(["compensation"], by_id[str(numberless["output_id"])]) is not None
    from training.runner import _scorable

    train, held, left_out = _scorable(records, [], ["compensation"])
    assert [r["output_id"] for r in train] == [str(accepted["output_id"])] and held == [] and left_out == 2
    reward = build_reward("compensation", use_law=False)
    good = f"<think>按第87条计算</think>\\boxed{{{accepted['amount']:g}}}"
    assert reward(completions=[good], question=[first["question"]], rubric_targets=[first["rubric_targets"]],
                  reference=[first["reference"]]) == pytest.approx([1.1])
    with pytest.raises(ValueError, match="none of the 2 training examples can be scored"):
        _scorable([r for r in records if r is not first], [], ["compensation"])


def test_conflicting_corrections_are_a_dispute_until_adjudicated(api, people, services):
    h = people.headers
    output = _compensate(api, "月薪8000元，工作1年半，公司违法解除劳动合同，能拿多少？")
    original = output["amount"]
    alice = _post(api, "/api/annotation/corrections", h["alice"], {
        "output_id": output["output_id"], "answer": "<think>2N加代通知金</think>\\boxed{30000}"})
    bob = _post(api, "/api/annotation/corrections", h["bob"], {
        "output_id": output["output_id"], "answer": f"\\boxed{{{original:g}}}"})
    unit = f"output:{output['output_id']}"

    listed = api.get("/api/annotation/disputes", headers=h["olga"]).json()["disputes"]
    assert listed == [{"rubric": "correction", "unit": unit, "item": "answer",
                       "values": {"alice": {"correction": alice["id"], "answer": alice["answer"], "outcome": 30000.0},
                                  "bob": {"correction": bob["id"], "answer": bob["answer"], "outcome": float(original)}},
                       "spread": abs(30000.0 - original), "adjudicated": None}]
    assert api.get("/api/annotation/disputes", params={"rubric": "correction"}, headers=h["olga"]).json()["disputes"] \
        == listed
    assert api.get("/api/annotation/disputes", params={"rubric": "lexpam"}, headers=h["olga"]).json()["disputes"] == []

    # unresolved: no reference from either correction, and no preference pair of equal amounts
    manifest, rows = _export(api, people, services)
    assert manifest["withheld"]["disputed_corrections"] == [output["output_id"]]
    assert [row for row in rows["sft"] if row["output_id"] == output["output_id"]] == []
    assert rows["preference"] == []
    assert [row["reference"] for row in rows["grpo"]] == [None]

    def adjudicate(value, item="answer", who="olga"):
        return api.post("/api/annotation/adjudications", headers=h[who],
                        json={"rubric": "correction", "unit": unit, "item": item, "value": value})

    assert adjudicate(alice["id"], who="alice").status_code == 403
    assert adjudicate(alice["id"] + bob["id"] + 99).status_code == 422
    assert "the id of the correction" in adjudicate(1.5).json()["detail"]
    assert adjudicate(alice["id"], item="correctness").status_code == 422
    assert adjudicate(alice["id"]).status_code == 201

    assert api.get("/api/annotation/disputes", headers=h["olga"]).json()["disputes"] == []
    kept = api.get("/api/annotation/disputes", params={"include_adjudicated": True}, headers=h["olga"]).json()
    assert kept["disputes"][0]["adjudicated"] == alice["id"]
    manifest, rows = _export(api, people, services)
    assert manifest["withheld"]["disputed_corrections"] == []
    assert [row["reference"] for row in rows["grpo"]] == [alice["answer"]]
    assert [(row["chosen"], row["output_ids"]) for row in rows["preference"]] == [(alice["answer"],
                                                                                   [output["output_id"]])]


def test_corrections_that_agree_on_the_amount_are_no_dispute(api, people, services):
    h = people.headers
    output = _compensate(api, "月薪9000元，工作2年，公司违法解除劳动合同，能拿多少？")
    _post(api, "/api/annotation/corrections", h["alice"], {"output_id": output["output_id"],
                                                           "answer": "\\boxed{45000}"})
    _post(api, "/api/annotation/corrections", h["bob"], {"output_id": output["output_id"],
                                                         "answer": "<think>2N + 代通知金 9000</think>\\boxed{30000}"})
    assert len(api.get("/api/annotation/disputes", headers=h["olga"]).json()["disputes"]) == 1
    # bob revises to alice's amount in his own words: they agree, and the latest correction is the reference
    revised = _post(api, "/api/annotation/corrections", h["bob"], {
        "output_id": output["output_id"], "answer": "<think>违法解除 2N + 代通知金 9000 元</think>\\boxed{45,000}"})
    assert api.get("/api/annotation/disputes", headers=h["olga"]).json()["disputes"] == []
    _, rows = _export(api, people, services)
    assert [row["reference"] for row in rows["grpo"]] == [revised["answer"]]
    assert json.loads(grpo_records(rows["grpo"])[0]["rubric_targets"]) == {}  # the amount is the reference's
    assert question_of(rows["grpo"][0]["prompt"]) == "月薪9000元，工作2年，公司违法解除劳动合同，能拿多少？"


@pytest.mark.parametrize("task, answer, meets", [
    ("compensation", "应为N", False),  # explanation only: the amount the task asks for is missing
    ("compensation", "公司违法解除，应支付二倍的经济补偿，合计48000元", False),  # an amount, but not where it is read
    ("compensation", "违法解除，二倍经济补偿：\\boxed{48,000}", True),  # prose before the boxed amount is fine
    ("compensation", "<think>两倍的经济补偿</think>\\boxed{}", False),
    ("compensation", "<think>违法解除，二倍</think>\\boxed{2N}", False),  # a formula is no amount (it once read as 2)
    ("compensation", "<think>三个月工资</think>\\boxed{8000×3}", False),
    ("compensation", "<think>合计</think>\\boxed{2.4万元}", True),
    ("compensation", "<think>合计</think>\\boxed{\\text{12,345.67元}}", True),
    ("sentencing", "应当从轻处罚", False),
    ("sentencing", "<reasoning>有自首情节</reasoning><answer>有期徒刑十个月</answer>", True),
    ("ask", "违法解除要赔双倍。", False),
    ("ask", "大前提：第八十七条。\n小前提：公司违法解除。\n结论：赔二倍。", True),
    ("ask", "大前提：第八十七条。小前提：公司违法解除。结论：赔二倍。", True),  # one line, as lawyers type it
    ("ask", "大前提：第八十七条。小前提：公司违法解除。结论是赔二倍。", False),  # a label mid-line needs its colon
])
def test_a_correction_is_trained_on_only_in_its_tasks_answer_format(task, answer, meets):
    from annotation.service import meets_answer_format

    assert meets_answer_format(task, answer) is meets


@pytest.mark.parametrize("task, answer, target", [
    ("compensation", "经济补偿24000元", "<think>经济补偿24000元</think>\\boxed{24000}"),
    ("compensation", "应按二倍支付，共六万元", "<think>应按二倍支付，共六万元</think>\\boxed{60000}"),
    ("compensation", "结论：48000元", "<think>结论：48000元</think>\\boxed{48000}"),
    ("compensation", "<think>违法解除，二倍</think>合计48,000元", "<think>违法解除，二倍</think>合计48,000元\\boxed{48000}"),
    ("compensation", "<think>二倍</think>\\boxed{45000}", "<think>二倍</think>\\boxed{45000}"),  # already in format
    # the wage restated beside the one result is the base it is worked out from: the result is the answer
    ("compensation", "月薪8000元，应赔16000元", "<think>月薪8000元，应赔16000元</think>\\boxed{16000}"),
    ("compensation", "工作满2年，月薪10000元，协商解除由用人单位提出的，经济补偿为2个月工资，即20000元。",
     "<think>工作满2年，月薪10000元，协商解除由用人单位提出的，经济补偿为2个月工资，即20000元。</think>\\boxed{20000}"),
    ("compensation", "工作3年，日工资300元，年收入10万元，经济补偿合计30000元",
     "<think>工作3年，日工资300元，年收入10万元，经济补偿合计30000元</think>\\boxed{30000}"),
    ("compensation", "月薪8000元，经济补偿为1个月工资，即8000元",  # the result may equal the wage
     "<think>月薪8000元，经济补偿为1个月工资，即8000元</think>\\boxed{8000}"),
    # two results, or a result beside an amount the text does not explain: which is the answer cannot be told
    ("compensation", "经济补偿20000元，代通知金10000元", None),
    ("compensation", "月薪8000元，应支付经济补偿16000元，另有加班费5000元", None),
    ("compensation", "月薪8000元，应支付48000元，而不是40000元", None),
    ("compensation", "<think>合计30000元</think>\\boxed{2N}", None),  # a formula in the box: which is meant?
    ("compensation", "应为N", None),
    # one amount, but a rate or base the award is worked out from, not the award: withheld, not trained as the answer
    ("compensation", "月薪7000元，入职满4年，应付4个月工资作为经济补偿", None),
    ("compensation", "应为2N，也就是按月工资9000元的两倍再乘工作年限", None),
    ("compensation", "属于违法解除，应支付赔偿金，月工资5500元", None),
    ("compensation", "伤残补助金为7个月本人工资，本人工资4800元", None),
    ("compensation", "超过社平工资三倍的，按每月30000元计算，最多12个月", None),
    ("compensation", "赔偿金为月薪7000元的二倍", None),
    ("compensation", "公司应支付经济补偿金36000元", "<think>公司应支付经济补偿金36000元</think>\\boxed{36000}"),
    ("compensation", "9000×4=36000元", "<think>9000×4=36000元</think>\\boxed{36000}"),
    ("sentencing", "判处拘役四个月", "<reasoning>\n判处拘役四个月\n</reasoning>\n<answer>拘役4个月</answer>"),
    ("sentencing", "判处拘役四个月，缓刑六个月",
     "<reasoning>\n判处拘役四个月，缓刑六个月\n</reasoning>\n<answer>拘役4个月，缓刑6个月</answer>"),
    ("sentencing", "有自首情节，判处有期徒刑一年，并处罚金五千元",
     "<reasoning>\n有自首情节，判处有期徒刑一年，并处罚金五千元\n</reasoning>\n<answer>有期徒刑12个月，并处罚金5000元</answer>"),
    ("sentencing", "应判处有期徒刑一年，而不是八个月", None),  # two terms
    ("sentencing", "应判处拘役", None),  # a penalty without its term
    # a statutory band is the range a sentence is chosen from: no pronounced term
    ("sentencing", "数额较大的盗窃，法定刑为三年以下有期徒刑", None),
    ("sentencing", "应在有期徒刑六个月以上一年以下判处", None),
    ("sentencing", "应处三年以上十年以下有期徒刑", None),
    ("sentencing", "在三年以下有期徒刑的幅度内从轻处罚", None),
    ("sentencing", "剥夺政治权利三年", None),  # an accessory penalty alone names no term
    ("sentencing", "单处罚金八千元", "<reasoning>\n单处罚金八千元\n</reasoning>\n<answer>单处罚金8000元</answer>"),
    ("sentencing", "判处有期徒刑八年，剥夺政治权利二年",
     "<reasoning>\n判处有期徒刑八年，剥夺政治权利二年\n</reasoning>\n<answer>有期徒刑96个月</answer>"),
    ("sentencing", "判处有期徒刑十二年，剥夺政治权利三年，并处没收个人全部财产",
     "<reasoning>\n判处有期徒刑十二年，剥夺政治权利三年，并处没收个人全部财产\n</reasoning>\n<answer>有期徒刑144个月</answer>"),
    ("sentencing", "应判死刑，缓期二年执行", "<reasoning>\n应判死刑，缓期二年执行\n</reasoning>\n<answer>死刑缓期执行</answer>"),
    ("sentencing", "<answer>有期徒刑十个月</answer>", "<answer>有期徒刑十个月</answer>"),
    # a duration no clause calls a sentence is none: a compensation answer sent as a sentencing output's correction
    ("sentencing", "工作3年，违法解除应支付二倍经济补偿48000元", None),
    ("sentencing", "入职2年6个月，月薪9000元", None),
    ("sentencing", "应判一年六个月", "<reasoning>\n应判一年六个月\n</reasoning>\n<answer>18个月</answer>"),
    ("sentencing", "刑期以八个月为宜", "<reasoning>\n刑期以八个月为宜\n</reasoning>\n<answer>8个月</answer>"),
    ("ask", "大前提：第八十七条。小前提：公司违法解除。结论：赔二倍。", "大前提：第八十七条。\n小前提：公司违法解除。\n结论：赔二倍。"),
    ("ask", "违法解除要赔双倍。", None),
])
def test_a_correction_that_states_one_amount_or_term_is_trained_on_in_its_tasks_answer_format(task, answer, target):
    from annotation.service import sentence_outcome, training_target

    assert training_target(task, answer) == target
    if task == "sentencing" and target is not None:  # the normalised answer states the lawyer's sentence
        assert sentence_outcome(target) == sentence_outcome(answer)


def test_a_correction_stating_one_amount_trains_with_it_boxed_and_one_stating_two_is_counted(api, people, services):
    h = people.headers
    boxed = _compensate(api, "月薪7000元，工作3年，公司违法解除劳动合同，能拿多少？")
    unboxed = _compensate(api, "月薪7500元，工作3年，公司违法解除劳动合同，能拿多少？")
    two_amounts = _compensate(api, "月薪6500元，工作3年，公司违法解除劳动合同，能拿多少？")
    _post(api, "/api/annotation/corrections", h["carol"], {
        "output_id": boxed["output_id"], "answer": "二倍赔偿加一个月代通知金：42000 + 7000 = \\boxed{49000}"})
    _post(api, "/api/annotation/corrections", h["carol"], {
        "output_id": unboxed["output_id"], "answer": "二倍赔偿加一个月代通知金，合计52500元"})
    warned = _post(api, "/api/annotation/corrections", h["carol"], {
        "output_id": two_amounts["output_id"], "answer": "月薪6500元，违法解除应赔偿39000元，协商解除只补偿19500元"})
    assert warned["warning"].startswith("saved, but the corrected answer lacks one whole amount in \\boxed{}")

    manifest, rows = _export(api, people, services)
    sft = {row["output_id"]: row["messages"][-1]["content"] for row in rows["sft"]}
    # the boxed one as written; the lawyer's '合计52500元' as the task's answer format, their words as the reasoning
    assert sft == {boxed["output_id"]: "二倍赔偿加一个月代通知金：42000 + 7000 = \\boxed{49000}",
                   unboxed["output_id"]: "<think>二倍赔偿加一个月代通知金，合计52500元</think>\\boxed{52500}"}
    assert {tuple(row["output_ids"]): row["chosen"] for row in rows["preference"]}[(unboxed["output_id"],)] \
        == sft[unboxed["output_id"]]
    grpo = {row["output_id"]: row["reference"] for row in rows["grpo"]}
    assert reference_amount({}, grpo[unboxed["output_id"]]) == Decimal(52500)
    # two results (beside the wage, a base): which one is the answer cannot be told, so it is withheld and counted
    assert manifest["withheld"]["off_format_corrections"]["compensation"]["output_ids"] == [two_amounts["output_id"]]
    assert grpo[two_amounts["output_id"]] is None


def test_a_withheld_correction_does_not_displace_an_accepted_siblings_grpo_reference(api, engine, people, services):
    """Two answers to one question: one rated acceptable, the other corrected in words that state no amount. The
    GRPO prompt is rewarded against the accepted answer, not left without a reference."""
    h = people.headers
    question = "月薪9000元，入职满两年后被公司违法辞退，可以主张多少钱？"
    right = add_output(engine, question, "<think>9000×2×2</think>\\boxed{36000}", task=Task.compensation)
    wrong = add_output(engine, question, "<think>9000×2</think>\\boxed{18000}", task=Task.compensation)
    for who in ("alice", "bob"):
        _post(api, "/api/annotation/ratings", h[who], {"output_id": right, "rubric": "lexpam", "values": ACCEPT})
    warned = _post(api, "/api/annotation/corrections", h["carol"],
                   {"output_id": wrong, "answer": "违法辞退要按经济补偿的两倍赔，也就是2N"})
    assert warned["warning"] is not None

    manifest, rows = _export(api, people, services)
    assert [(row["output_id"], row["reference"]) for row in rows["grpo"]] \
        == [(right, "<think>9000×2×2</think>\\boxed{36000}")]
    assert manifest["withheld"]["grpo_without_reference"] == {}
    assert manifest["withheld"]["off_format_corrections"]["compensation"]["output_ids"] == [wrong]


def test_an_annotator_is_told_on_submitting_what_a_correction_lacks_of_its_tasks_answer_format(api, engine, people):
    """The warning names what is missing; the correction is stored all the same (its articles count, and it can be
    edited into the format later), and one in the format gets no warning."""
    h = people.headers
    calculation = _compensate(api, "月薪6000元，工作5年，公司违法解除劳动合同，能拿多少？")["output_id"]
    sentence = add_output(engine, "被告人偷了一部手机，价值五千元，自首。", answer="<answer>有期徒刑八个月</answer>",
                          task=Task.sentencing)
    question = add_output(engine, "被辞退了有补偿吗？")
    cases = [
        (calculation, "<think>违法解除，二倍经济补偿</think>\\boxed{2N}", "one whole amount in \\boxed{}"),
        (calculation, "月薪6000元，违法解除应按二倍支付六万元，合法解除支付三万元", "one whole amount in \\boxed{}"),
        (sentence, "应判处拘役", "a term in <answer></answer>"),
        (sentence, "这属于数额较大，应在三年以下有期徒刑内判处", "a term in <answer></answer>"),  # a band, no term
        (calculation, "月薪6000元，应按5个月工资支付经济补偿", "one whole amount in \\boxed{}"),  # the wage, no award
        (question, "可以要求经济补偿。", "the three parts 大前提, 小前提, 结论"),
    ]
    for output_id, answer, missing in cases:
        saved = _post(api, "/api/annotation/corrections", h["bob"], {"output_id": output_id, "answer": answer})
        assert saved["warning"].startswith(f"saved, but the corrected answer lacks {missing}"), saved
        assert ("exports leave it out of the SFT and preference data and the GRPO references until it is edited"
                in saved["warning"])
        mine = api.get(f"/api/annotation/outputs/{output_id}", headers=h["bob"]).json()["my_corrections"]
        assert [c["answer"] for c in mine] == [answer]  # stored, not refused
    for output_id, answer in ((calculation, "<think>违法解除，二倍经济补偿</think>\\boxed{60000}"),
                              (calculation, "经济补偿24000元"),  # one amount: trained on with it boxed
                              (calculation, "月薪6000元，应按二倍支付六万元"),  # the wage is its base
                              (sentence, "<answer>有期徒刑六个月</answer>"),
                              (sentence, "判处拘役四个月，缓刑六个月"),  # one term: trained on in <answer>
                              (question, "大前提：劳动合同法第八十七条。小前提：公司违法解除。结论：应支付赔偿金。"),
                              (question, "大前提：劳动合同法第八十七条。\n小前提：公司违法解除。\n结论：应支付赔偿金。")):
        saved = _post(api, "/api/annotation/corrections", h["bob"], {"output_id": output_id, "answer": answer})
        assert saved["warning"] is None, saved
