"""Correction disputes: a sentence's outcome is its penalty, term, suspension and fine;
ask corrections disagree on the articles they cite, not on their wording; an adjudication is of a correction's
content, so an edit after it reopens the dispute; the review tab offers agreement only where it is computed."""

from __future__ import annotations

import json
from decimal import Decimal

import gradio as gr
from annotation_support import add_output

from annotation.service import changes_outcome, sentence_outcome
from app.client import ApiClient
from app.pages import annotate
from backend.store.models import Task


def _read(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _post(api, path: str, headers: dict, body: dict) -> dict:
    response = api.post(path, headers=headers, json=body)
    assert response.status_code == 201, response.text
    return response.json()


def _correct(api, headers: dict, output_id: int, answer: str, articles: list[dict] | None = None) -> dict:
    return _post(api, "/api/annotation/corrections", headers, {"output_id": output_id, "answer": answer,
                                                                "articles": articles or []})


def _disputes(api, people, **params) -> list[dict]:
    response = api.get("/api/annotation/disputes", headers=people.headers["olga"], params=params)
    assert response.status_code == 200, response.text
    return response.json()["disputes"]


def _export(api, people, services) -> tuple[dict, dict[str, list[dict]]]:
    manifest = _post(api, "/api/exports", people.headers["olga"], {})
    folder = services.settings.data_dir / "exports" / manifest["snapshot_id"]
    return manifest, {kind: _read(folder / f"{kind}.jsonl") for kind in ("sft", "preference", "grpo")}


# ---------------------------------------------------------------------------- what a sentence says
def test_a_sentence_is_its_penalty_term_suspension_and_fine():
    read = sentence_outcome("判处有期徒刑十个月，缓刑一年，并处罚金人民币五千元")
    assert (read.penalty, read.months, read.suspended, read.probation_months, read.fine) == (
        "有期徒刑", 10.0, True, 12.0, Decimal(5000))
    assert sentence_outcome("<reasoning>可以宣告缓刑</reasoning><answer>12个月</answer>") == sentence_outcome("12个月")
    assert sentence_outcome("应为N") is None  # no term stated: nothing to compare

    def agree(first: str, second: str) -> bool:
        return sentence_outcome(first).agrees_with(sentence_outcome(second))

    assert not agree("有期徒刑一年", "有期徒刑一年，缓刑二年")  # 实刑 against 缓刑, the same months
    assert not agree("判处管制六个月", "判处有期徒刑六个月")
    assert not agree("拘役六个月", "有期徒刑六个月")
    assert not agree("有期徒刑一年，并处罚金五千元", "有期徒刑一年，并处罚金二万元")
    assert not agree("有期徒刑一年，缓刑一年", "有期徒刑一年，缓刑二年")
    # what one leaves unsaid does not contradict the other
    assert agree("12个月", "有期徒刑一年")
    assert agree("有期徒刑一年", "有期徒刑一年，并处罚金5000元")
    assert agree("有期徒刑一年，缓刑二年", "有期徒刑一年，缓刑")
    assert agree("被告人不适用缓刑，应判处有期徒刑一年", "有期徒刑一年")  # a denied suspension is none
    assert agree("罚金人民币2万元，有期徒刑一年", "有期徒刑一年，罚金二万元")
    assert not agree("死刑，缓期二年执行", "死刑")


def test_a_correction_that_suspends_the_sentence_changes_the_outcome():
    engine_answer = "<reasoning>宣告刑：12个月（有期徒刑1年）</reasoning><answer>12个月</answer>"
    assert changes_outcome(Task.sentencing, "<answer>有期徒刑一年，缓刑二年</answer>", engine_answer)
    assert changes_outcome(Task.sentencing, "<answer>管制一年</answer>", "<answer>有期徒刑一年</answer>")
    assert not changes_outcome(Task.sentencing, "<answer>有期徒刑一年</answer>", engine_answer)
    assert not changes_outcome(Task.compensation, "<think>2N</think>\\boxed{45,000}", "\\boxed{45000}")
    assert changes_outcome(Task.ask, "结论：应当支付赔偿金", "结论：可以支付赔偿金")  # no outcome read: the words


def test_probation_against_prison_is_a_dispute_and_a_suspending_correction_is_preferred(api, people, services):
    h = people.headers
    disputed = add_output(services.engine, "盗窃一万元，自首，怎么判？", task=Task.sentencing,
                          answer="<answer>12个月</answer>")
    alice = _correct(api, h["alice"], disputed, "<answer>有期徒刑一年</answer>")
    bob = _correct(api, h["bob"], disputed, "<answer>有期徒刑一年，缓刑二年</answer>")
    [dispute] = _disputes(api, people)
    assert dispute["unit"] == f"output:{disputed}" and dispute["spread"] == 0.0
    assert dispute["values"]["alice"] == {"correction": alice["id"], "answer": "<answer>有期徒刑一年</answer>",
                                          "outcome": {"penalty": "有期徒刑", "months": 12.0, "suspended": False,
                                                      "probation_months": None, "fine": None}}
    assert dispute["values"]["bob"]["correction"] == bob["id"]
    assert dispute["values"]["bob"]["outcome"]["suspended"] is True
    assert dispute["values"]["bob"]["outcome"]["probation_months"] == 24.0

    kinds = add_output(services.engine, "妨害公务，情节较轻", task=Task.sentencing, answer="<answer>6个月</answer>")
    _correct(api, h["alice"], kinds, "<answer>管制六个月</answer>")
    _correct(api, h["bob"], kinds, "<answer>拘役六个月</answer>")
    assert [d["unit"] for d in _disputes(api, people, rubric="correction")] == [f"output:{disputed}",
                                                                               f"output:{kinds}"]

    single = add_output(services.engine, "盗窃五千元，初犯，怎么判？", task=Task.sentencing,
                        answer="<answer>8个月</answer>")
    suspended = _correct(api, h["carol"], single, "<answer>有期徒刑八个月，缓刑一年</answer>")
    same = add_output(services.engine, "盗窃三千元，怎么判？", task=Task.sentencing, answer="<answer>6个月</answer>")
    _correct(api, h["carol"], same, "<answer>有期徒刑六个月</answer>")  # the same sentence, its kind named

    manifest, rows = _export(api, people, services)
    assert manifest["withheld"]["disputed_corrections"] == [disputed, kinds]
    assert [(row["output_ids"], row["chosen"]) for row in rows["preference"]] == [([single], suspended["answer"])]


# ---------------------------------------------------------------------------- ask corrections
def test_ask_corrections_disagree_on_the_articles_they_cite_not_on_their_words(api, people, services):
    h = people.headers
    question = add_output(services.engine, "公司违法解除劳动合同，能要多少赔偿？", answer="结论：可以要求经济补偿")
    article_87 = [{"law": "劳动合同法", "article": 87}]
    _correct(api, h["alice"], question, "大前提：第八十七条。\n小前提：违法解除。\n结论：公司应按经济补偿标准的二倍支付赔偿金。",
             article_87)
    _correct(api, h["bob"], question, "大前提：第八十七条。小前提：公司违法解除。结论：应支付二倍经济补偿作为赔偿金",
             article_87)
    _correct(api, h["carol"], question, "结论：赔偿金是经济补偿的两倍")  # cites nothing: no claim to compare
    assert _disputes(api, people) == []
    _, rows = _export(api, people, services)
    # the latest that cites articles, its three parts one a line (bob typed them on one)
    assert [row["reference"] for row in rows["grpo"]] == [
        "大前提：第八十七条。\n小前提：公司违法解除。\n结论：应支付二倍经济补偿作为赔偿金"]
    assert rows["grpo"][0]["reference_articles"] == [{"law": "中华人民共和国劳动合同法", "article": 87}]

    carol = _correct(api, h["carol"], question, "结论：按工作年限支付经济补偿",
                     [{"law": "劳动合同法", "article": 47}])
    [dispute] = _disputes(api, people)
    assert dispute["spread"] is None
    assert dispute["values"]["carol"] == {"correction": carol["id"], "answer": carol["answer"],
                                          "articles": [{"law": "中华人民共和国劳动合同法", "article": 47}]}
    assert dispute["values"]["alice"]["articles"] == [{"law": "中华人民共和国劳动合同法", "article": 87}]
    manifest, _ = _export(api, people, services)
    assert manifest["withheld"]["disputed_corrections"] == [question]


def test_calculation_corrections_without_an_amount_do_not_dispute_one_with_an_amount(api, people, services):
    h = people.headers
    output = add_output(services.engine, "月薪8000元，工作3年，违法解除，赔多少？", task=Task.compensation,
                        answer="<think>2N</think>\\boxed{40000}")
    stated = _correct(api, h["alice"], output, "<think>2N</think>\\boxed{48000}")
    _correct(api, h["bob"], output, "漏算了代通知金")  # states no amount
    assert _disputes(api, people) == []
    _, rows = _export(api, people, services)
    # the reference is the latest correction that states an amount: one that states none cannot train the reward
    assert [row["reference"] for row in rows["grpo"]] == [stated["answer"]]


def test_a_later_agreeing_correction_the_export_cannot_use_does_not_displace_one_it_can(api, people, services):
    h = people.headers
    off_format = add_output(services.engine, "月薪8000元，工作6年，公司裁员，补偿多少？", task=Task.compensation,
                            answer="<think>N</think>\\boxed{40000}")
    overlong = add_output(services.engine, "月薪6000元，工作5年，合同到期不续签，补偿多少？", task=Task.compensation,
                          answer="<think>N</think>\\boxed{24000}")
    _correct(api, h["alice"], off_format, "<think>6年，6个月工资</think>\\boxed{48000}")
    # the same amount, but no answer in the task's format can be read from it: a second amount beside it is unexplained
    late = _correct(api, h["bob"], off_format, "月薪8000元，应支付48000元，而不是40000元")
    assert late["warning"] is not None
    _correct(api, h["alice"], overlong, "<think>5年，5个月工资</think>\\boxed{30000}")
    padded = "经济补偿30000元。" + "补充说明" * 300  # agrees, but far longer than any answer
    assert _correct(api, h["bob"], overlong, padded)["warning"] is not None
    assert _disputes(api, people) == []

    manifest, rows = _export(api, people, services)
    assert {row["output_id"]: row["reference"] for row in rows["grpo"]} == {
        off_format: "<think>6年，6个月工资</think>\\boxed{48000}", overlong: "<think>5年，5个月工资</think>\\boxed{30000}"}
    assert {row["output_id"] for row in rows["sft"]} == {off_format, overlong}
    assert manifest["withheld"]["off_format_corrections"] == {}
    assert manifest["withheld"]["overlong_corrections"] == {}


# ---------------------------------------------------------------------------- an edit after adjudication
def test_an_adjudicated_correction_edited_afterwards_reopens_the_dispute(api, people, services):
    h = people.headers
    output = add_output(services.engine, "月薪9000元，工作2年，违法解除，赔多少？", task=Task.compensation,
                        answer="\\boxed{36000}")
    alice = _correct(api, h["alice"], output, "\\boxed{36000}")
    _correct(api, h["bob"], output, "\\boxed{27000}")
    unit = f"output:{output}"
    _post(api, "/api/annotation/adjudications", h["olga"],
          {"rubric": "correction", "unit": unit, "item": "answer", "value": alice["id"]})
    assert _disputes(api, people) == []
    _, rows = _export(api, people, services)
    assert [row["reference"] for row in rows["grpo"]] == ["\\boxed{36000}"]

    edited = _correct(api, h["alice"], output, "\\boxed{45000}")  # the same row, new content
    assert edited["id"] == alice["id"]
    [dispute] = _disputes(api, people)
    assert dispute["unit"] == unit and dispute["adjudicated"] is None
    assert dispute["values"]["alice"]["outcome"] == 45000.0
    manifest, rows = _export(api, people, services)
    assert manifest["withheld"]["disputed_corrections"] == [output]
    assert [row["reference"] for row in rows["grpo"]] == [None]

    # choosing it again (now its new content) settles it
    _post(api, "/api/annotation/adjudications", h["olga"],
          {"rubric": "correction", "unit": unit, "item": "answer", "value": alice["id"]})
    assert _disputes(api, people) == []
    _, rows = _export(api, people, services)
    assert [row["reference"] for row in rows["grpo"]] == ["\\boxed{45000}"]


# ---------------------------------------------------------------------------- the review tab's lists
def test_agreement_is_offered_only_for_rubrics_it_is_computed_for(api, people):
    olga = people.headers["olga"]
    for name in annotate.AGREEMENT_RUBRICS:
        params = {} if name == "all" else {"rubric": name}
        assert api.get("/api/annotation/agreement", headers=olga, params=params).status_code == 200, name
    for name in annotate.DISPUTE_RUBRICS:
        params = {} if name == "all" else {"rubric": name}
        assert api.get("/api/annotation/disputes", headers=olga, params=params).status_code == 200, name
    refused = api.get("/api/annotation/agreement", headers=olga, params={"rubric": "correction"})
    assert refused.status_code == 422 and "see the disputes" in refused.json()["detail"]
    assert "correction" not in annotate.AGREEMENT_RUBRICS
    assert "correction" in annotate.DISPUTE_RUBRICS and "correction" in annotate.ADJUDICATION_RUBRICS


def test_the_review_tab_wires_each_button_to_its_own_list():
    with gr.Blocks() as blocks:
        annotate.build(ApiClient("http://127.0.0.1:9"))
    config = blocks.get_config_file()
    components = {component["id"]: component for component in config["components"]}

    def choices(api_name: str, position: int) -> list[str]:
        dependency = next(d for d in config["dependencies"] if d.get("api_name") == api_name)
        return [value for _label, value in components[dependency["inputs"][position]]["props"]["choices"]]

    assert choices("agreement", 1) == annotate.AGREEMENT_RUBRICS
    assert choices("disputes", 1) == annotate.DISPUTE_RUBRICS
    assert choices("adjudicate", 1) == annotate.ADJUDICATION_RUBRICS



def test_a_mention_of_probation_is_no_suspension():
    from annotation.service import sentence_outcome

    for denied in ("有期徒刑二年。被告人不符合缓刑条件", "有期徒刑二年，没有缓刑"):
        assert sentence_outcome(denied).suspended is False
    assert sentence_outcome("有期徒刑一年六个月，宣告缓刑").suspended is True
    assert sentence_outcome("有期徒刑一年，缓刑二年").probation_months == 24


def test_a_correction_is_read_as_the_export_trains_on_it():
    from annotation.models import Correction
    from annotation.service import correction_claim

    def claim(task: str, answer: str):
        return correction_claim(task, Correction(output_id=1, annotator_id=1, answer=answer, articles=[]))

    # an amount in Chinese numerals is the amount trained on; a statutory band is no term
    assert claim("compensation", "违法解除，合计三万元") == claim("compensation", "\\boxed{30000}") == Decimal("30000")
    assert claim("sentencing", "法定刑为三年以下有期徒刑，应判处有期徒刑一年").months == 12
