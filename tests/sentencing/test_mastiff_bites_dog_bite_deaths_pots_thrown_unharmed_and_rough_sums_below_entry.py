"""Session 31: a dog's bite is read by one list of the dog's words (fragments.yaml 狗, 狗咬人), so a 藏獒's light bite
gets the civil answer as a 狗's does; a bite told with a death is the keeper's 过失致人死亡, the negligence read,
assumed (said so) or asked about, as for a grave injury. A pot thrown down from a flat that hurt no one ('没把人砸伤')
is 高空抛物, asked for its 情节严重, not a harm. A rough sum whose floor is below the entry level says that a larger
exact sum may reach it, not that its tier is certain."""

import pytest

from backend.sentencing.predict import NoCrimeTold, predict_sentence


def _steps(result: dict) -> str:
    return "\n".join(step["description"] for step in result["steps"])


def _missing(result: dict) -> list[str]:
    return [m["factor"] for m in result["missing"]]


# ---- a dog's bite -------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("dog", ["狗", "藏獒", "大狼犬"])
def test_a_light_bite_gets_the_civil_answer_whatever_the_dog_is_called(dog):
    with pytest.raises(NoCrimeTold, match="狗主人一般不构成犯罪"):  # 藏獒 was refused: no charge read
        predict_sentence(f"邻居家的{dog}把我咬伤了，他会坐牢吗")


@pytest.mark.parametrize("fact, told", [
    ("邻居家的狗没拴绳，把一个老人咬了，老人送医后死了，狗主人要坐牢吗", "没拴"),  # was refused
    ("小区里散养的狗扑倒了一个小孩，孩子被咬得太重，当天就死亡了", "散养的狗"),
])
def test_a_dog_bite_death_with_negligence_told_is_negligent_homicide(fact, told):
    result = predict_sentence(fact)
    assert result["charge"] == "过失致人死亡" and result["months"] >= 36 and not result["missing"]
    steps = _steps(result)
    assert told in steps and "按过失致人死亡罪计算" in steps
    assert "刑法第二百三十三条" in steps and "民法典》第一千二百四十五条至第一千二百四十七条" in steps


def test_a_dog_bite_death_with_nothing_told_of_the_keeping_assumes_negligence():
    result = predict_sentence("邻居家的狗把我爷爷咬了，爷爷送到医院没抢救过来，死了，狗主人要判刑吗")
    assert result["charge"] == "过失致人死亡" and result["months"] >= 36
    assert "本案假定狗主人未尽管束义务（有过失）计算" in _steps(result)


def test_a_dog_bite_death_of_a_held_dog_that_was_provoked_is_asked_about():
    result = predict_sentence("邻居家的狗拴着，一个小孩去逗狗被咬了，后来孩子死了，狗主人要坐牢吗")
    assert result["charge"] == "过失致人死亡" and result["months"] == 0 and _missing(result) == ["狗主人未尽管束义务"]


def test_an_animal_bitten_to_death_is_no_ones_death():
    with pytest.raises(ValueError) as refused:
        predict_sentence("邻居的狗把我家的鸡咬死了，狗主人要坐牢吗")
    assert "过失致人死亡" not in str(refused.value)


# ---- a thing thrown from a flat that hurt no one ------------------------------------------------------------------

@pytest.mark.parametrize("fact", [
    "我在家里往楼下扔花盆，没把人砸伤，会坐牢吗",  # was 故意伤害 asking for the injury
    "从阳台上往下丢了个酒瓶，没有砸到人，会被判刑吗",
])
def test_a_throw_that_hurt_no_one_is_asked_for_its_seriousness(fact):
    result = predict_sentence(fact)
    assert result["charge"] == "高空抛物" and result["months"] == 0 and _missing(result) == ["写明情节严重"]


def test_a_throw_down_that_hurt_someone_still_asks_for_the_intent():
    result = predict_sentence("往楼下扔了个酒瓶，把楼下的人砸伤了，会坐牢吗")
    assert result["charge"] == "高空抛物" and _missing(result) == ["抛物伤人系过失"]


# ---- a rough sum below the entry level ----------------------------------------------------------------------------

def test_a_rough_sum_below_the_entry_level_says_a_larger_exact_sum_may_reach_it():
    result = predict_sentence("喝多了把饭店砸了，损失三千多")
    assert result["charge"] == "故意毁坏财物" and result["months"] == 0
    steps = _steps(result)
    assert "按其所说的最少数额3000元计算：这一数额不到入罪标准；实际数额更高、可能达到入罪标准的" in steps
    assert "确定能达到" not in steps


def test_a_rough_sum_above_the_entry_level_keeps_its_certain_tier():
    assert "据此认定的档次是确定能达到的" in _steps(predict_sentence("偷了一万多块钱，会判几年"))
