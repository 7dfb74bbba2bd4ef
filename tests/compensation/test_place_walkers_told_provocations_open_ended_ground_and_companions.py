"""Session 30, review: a place where a dog was walked is no keeper ('我在小区遛狗'), and a keeper told only as '狗主人' who ran
away is asked; a provocation told is not undone by going by ('散步', '骑电动车'); the open-ended contract's double wage asks
for the ground of the right where neither ten years' service nor two renewed fixed terms is told (劳动合同法 第十四条第二款);
one the asker worked alongside ('跟着我哥在工地干活') is not the one hurt; a place's stairs told slippery in the words of
its floor ('楼梯上全是水') are its duty of safety not kept."""

from __future__ import annotations

import pytest

from backend.compensation.engine import compensate


def test_the_place_of_the_askers_own_walk_is_no_keeper_of_the_dog_that_bit() -> None:
    result = compensate("我在小区里遛自己的狗，结果被邻居家的狗咬了一口，打针花了3000")
    assert result["params"]["liable_party"] == "邻居（动物饲养人或者管理人）"
    assert not any("小区" in step["description"] for step in result["steps"])


@pytest.mark.parametrize(
    "question",
    ["晚上在公园遛弯时被一条没拴绳的大狗咬了，狗主人跑了，医药费3000", "在公园遛狗的时候被一条大狗咬了，狗主人跑了，花了3000"],
)
def test_a_keeper_told_only_as_the_owner_who_ran_away_is_asked_for(question: str) -> None:
    result = compensate(question)
    assert result["params"]["liable_party_known"] is None
    assert result["params"]["liable_party"] is None
    assert result["amount"] is None
    assert any("动物的饲养人或者管理人是谁" in item for item in result["missing"])


@pytest.mark.parametrize(
    "question",
    [
        "我在小区散步，邻居家的狗冲我叫，我踢了它一脚，它就咬了我，医药费3000",
        "我踢了邻居家的狗一脚，然后骑电动车走了，狗追上来咬了我，医药费3000",
    ],
)
def test_a_provocation_told_is_not_undone_by_going_by(question: str) -> None:
    # a provocation lets the keeper's share be reduced (民法典 第一千二百四十五条): the share is asked, never 100 %
    result = compensate(question)
    assert result["params"]["victim_at_fault"] is True
    assert result["amount"] is None


def test_going_by_with_no_provocation_told_still_reads_as_none() -> None:
    result = compensate("我在小区散步，被邻居家的狗咬了，医药费3000")
    assert result["params"]["victim_at_fault"] is False
    assert result["amount"] == 3000


def test_the_open_ended_double_wage_with_no_ground_told_asks_for_it() -> None:
    result = compensate("我想跟公司签无固定期限合同，公司不答应，已经拖了5个月，工资每月8000")
    assert result["params"]["targets"] == ["open_ended_double_wage"]
    assert result["amount"] is None
    [ground] = [item for item in result["missing"] if "应当订立无固定期限劳动合同的依据" in item]
    assert "连续工作满十年" in ground and "二次固定期限劳动合同" in ground


def test_one_the_asker_worked_alongside_is_not_the_one_hurt() -> None:
    # 9 × 6000 (工伤保险条例 第三十七条), the asker's own
    result = compensate("我是农民工，去年跟着我哥在工地干活，从架子上摔下来受伤了，评了九级伤残，月工资6000")
    assert result["scenario"] == "work_injury"
    assert result["amount"] == 54000
    assert not any("提问人的" in note for note in result["notes"])


def test_stairs_told_slippery_in_the_words_of_a_slippery_floor_are_the_duty_not_kept() -> None:
    result = compensate("商场的楼梯上全是水，我下楼时滑倒摔伤了，医药费2000")
    assert result["params"]["safety_duty_breached"] is True
    assert not any("安全保障义务" in item and "有没有" in item for item in result["missing"])
