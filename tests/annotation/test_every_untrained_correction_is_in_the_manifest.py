"""The export's manifest lists every correction it does not train on, by its id, with its annotator and why:
also one whose output is trained on another annotator's agreeing correction. Before, such a correction (a remark
with no amount, beside a colleague's correction that states one) was withheld and listed nowhere, though README
says the manifest lists it. `off_format_corrections` and `overlong_corrections` still count, per task, the outputs
whose settled correction trains nothing (those outputs have no reference); `untrained_corrections` is the
list of each correction to edit."""

from __future__ import annotations

from annotation_support import add_output

from annotation.service import ANSWER_FORMATS
from backend.store.models import Task

DISMISSED = "公司没有任何理由把我辞退了，我在那里干了两年，月薪八千，能拿多少钱？"
QUIT = "老板拖欠我工资，我干了三年后自己辞职了，月薪六千，能要经济补偿吗？"
BOXED_NEEDED = f"the corrected answer lacks {ANSWER_FORMATS['compensation']}"


def _correct(api, people, name: str, output_id: int, answer: str) -> dict:
    saved = api.post("/api/annotation/corrections", headers=people.headers[name],
                     json={"output_id": output_id, "answer": answer, "articles": []})
    assert saved.status_code == 201, saved.text
    return saved.json()


def test_a_correction_withheld_beside_a_trained_sibling_is_listed_by_id(api, engine, people):
    dismissed = add_output(engine, DISMISSED, answer="<think>经济补偿2个月</think>\\boxed{16000}",
                           task=Task.compensation)
    # 违法解除: twice the severance (劳动合同法第八十七条), 2 years x 8000 x 2
    _correct(api, people, "alice", dismissed, "无理由辞退属于违法解除，应支付赔偿金32000元")
    remark = _correct(api, people, "bob", dismissed, "这个答案不对，应该按违法解除来算")
    assert remark["warning"].startswith(f"saved, but {BOXED_NEEDED}")

    quit_unpaid = add_output(engine, QUIT, answer="<think>主动辞职</think>\\boxed{0}", task=Task.compensation)
    alone = _correct(api, people, "carol", quit_unpaid, "因拖欠工资被迫辞职的，单位仍应支付经济补偿")

    made = api.post("/api/exports", headers=people.headers["olga"])
    assert made.status_code == 201, made.text
    withheld = made.json()["withheld"]
    # the outputs left without a reference: only the second, whose one correction states no amount
    assert withheld["off_format_corrections"] == {
        "compensation": {"count": 1, "output_ids": [quit_unpaid], "why": BOXED_NEEDED}}
    assert withheld["disputed_corrections"] == []
    # every correction to edit, bob's included: alice's agreeing one trains the first output
    assert withheld["untrained_corrections"] == [
        {"id": remark["id"], "output_id": dismissed, "annotator": "bob", "reason": "off_format", "why": BOXED_NEEDED},
        {"id": alone["id"], "output_id": quit_unpaid, "annotator": "carol", "reason": "off_format",
         "why": BOXED_NEEDED},
    ]

    # bob edits his correction to state the amount: nothing is withheld any more, and the export is a new snapshot
    api.post("/api/annotation/corrections", headers=people.headers["bob"], json={
        "output_id": dismissed, "answer": "违法解除，赔偿金为32000元", "articles": []})
    again = api.post("/api/exports", headers=people.headers["olga"])
    assert again.status_code == 201 and again.json()["unchanged"] is False
    assert [entry["annotator"] for entry in again.json()["withheld"]["untrained_corrections"]] == ["carol"]


def test_an_overlong_correction_is_listed_with_its_reason(api, engine, people):
    dismissed = add_output(engine, DISMISSED, answer="<think>经济补偿2个月</think>\\boxed{16000}",
                           task=Task.compensation)
    essay = "违法解除应支付赔偿金。" + "用人单位解除劳动合同没有法定理由，" * 300 + "赔偿金为32000元"
    long = _correct(api, people, "alice", dismissed, essay)
    assert "longer than" in long["warning"]

    made = api.post("/api/exports", headers=people.headers["olga"])
    assert made.status_code == 201, made.text
    [entry] = made.json()["withheld"]["untrained_corrections"]
    assert (entry["id"], entry["annotator"], entry["reason"]) == (long["id"], "alice", "overlong")
    assert entry["why"].startswith("the corrected answer is longer than 768 characters")
    assert made.json()["withheld"]["overlong_corrections"]["compensation"]["output_ids"] == [dismissed]
