"""A dismissal after refusing a pay cut or a transfer (劳动合同法 第三十五条: a note with the likely 2N), and one for
misconduct (劳动合同法 第三十九条) whose facts the asker disputes ('规章制度没给我看过', '我根本没
违纪'): the employer's ground is still taken as told (0), with a note giving 第八十七条's 2N should it fail. Expected
values by hand."""

from __future__ import annotations

from backend.compensation import compensate


def _disputed_note(result: dict) -> str:
    [note] = [note for note in result["notes"] if "对该理由的事实有异议" in note]
    return note


def test_rules_never_shown_to_the_worker_give_the_2n_note() -> None:
    result = compensate("公司说我严重违纪开除我，但是规章制度没给我看过，干了7年，月薪8000")
    assert result["params"]["termination_reason"] == "employee_fault_39"
    assert result["amount"] == 0
    assert "112000.00元" in _disputed_note(result)  # 8000 × 7 × 2


def test_misconduct_denied_gives_the_2n_note() -> None:
    result = compensate("公司以严重违反规章制度为由把我开除了，我根本没违纪，干了3年，月薪6000")
    assert "36000.00元" in _disputed_note(result)  # 6000 × 3 × 2


def test_an_undisputed_ground_has_no_such_note() -> None:
    result = compensate("公司说我严重违纪把我开除了，干了3年，月薪6000")
    assert result["amount"] == 0
    assert not any("对该理由的事实有异议" in note for note in result["notes"])


def test_a_dismissal_after_refusing_a_transfer_notes_the_likely_2n() -> None:
    # a transfer refused: whether it was reasonable decides the ending, so N with the note (a pay cut refused is 2N:
    # test_economic_pay_cut_refused.py)
    result = compensate("公司要给我调岗，我不同意，就把我开了，干了2年，月薪7000")
    assert result["amount"] == 14000  # N while the ground is untold
    [note] = [note for note in result["notes"] if "不同意降薪或调岗" in note]
    assert "第三十五条" in note and "28000.00元" in note  # 7000 × 2 × 2
    # the worker who resigned over it was not dismissed: no such note
    resigned = compensate("公司让我调岗降薪，我不同意，自己辞职了，干了5年，月薪9000")
    assert not any("不同意降薪" in note for note in resigned["notes"])
