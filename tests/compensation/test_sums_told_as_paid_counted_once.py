"""Session 31, round 4: a sum told as paid is counted once in the loss and, paid by the payer's side, taken off once;
the hurt asker's own outlay is part of the loss. Each test runs the real engine."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate


def test_the_drivers_advance_named_by_its_fee_is_no_second_fee() -> None:
    result = compensate("我开车撞了一个老人，对方医药费2万，我全责，我先垫付了医药费5000，还要赔多少")
    assert (result["params"]["losses"], result["params"]["already_paid"], result["amount"]) == (
        {"医药费": 20000}, 5000, 15000
    )


def test_the_drivers_advance_as_the_one_figure_told_is_the_loss_and_is_paid() -> None:
    result = compensate("我开车把人撞了，我全责，我垫付了医药费5000，还要赔多少")
    assert (result["params"]["losses"], result["params"]["already_paid"], result["amount"]) == (
        {"医药费": 5000}, 5000, 0
    )


def test_the_drivers_part_of_the_fee_told_with_qizhong_is_taken_off() -> None:
    result = compensate("我开车撞伤了一个行人，我全责，医药费总共1万，其中3000是我垫的，还要赔多少")
    assert (result["params"]["already_paid"], result["amount"]) == (3000, 7000)


@pytest.mark.parametrize(
    "paid",
    ["医药费一共2万，对方垫付了5000", "医药费2万，其中5000是对方付的", "医药费2万，对方垫付了医药费5000", "医药费2万，司机给了5000医药费"],
)
def test_a_part_the_other_side_paid_is_taken_off_once(paid: str) -> None:
    result = compensate(f"我被车撞了，对方全责，{paid}，还能要多少")
    assert (result["params"]["losses"], result["params"]["already_paid"], result["amount"]) == (
        {"医药费": 20000}, 5000, 15000
    )


def test_the_hurt_askers_own_advance_is_the_loss_not_a_payment() -> None:
    result = compensate("我被车撞了，对方全责，我自己垫付了医药费8000，还能要多少")
    assert (result["params"]["already_paid"], result["amount"]) == (None, 8000)


def test_more_spent_after_the_other_sides_advance_is_added_to_the_loss() -> None:
    result = compensate("我被车撞了，对方全责，对方先垫付了5000医药费，我自己又花了3000，还能要多少")
    assert (result["params"]["losses"], result["params"]["already_paid"], result["amount"]) == (
        {"医疗费": 8000}, 5000, 3000
    )


def test_a_shop_that_advanced_the_fee_has_it_taken_off() -> None:
    result = compensate("在超市滑倒摔伤了，地上有水没有提示，我没有乱跑，医药费6000，超市垫付了2000医药费，还能赔多少")
    assert (result["params"]["losses"], result["params"]["already_paid"]) == ({"医药费": 6000}, 2000)
