"""放火, 投放危险物质 and 以危险方法危害公共安全 share 刑法第一百一十四条 and 第一百一十五条第一款: the act that kills, causes a
重伤 or a 重大损失 is in the heavier tier (ten years or more). The tier was chosen from the fact's words alone, so a
death read left it in the lighter one."""

import pytest

from backend.sentencing.predict import predict_sentence

HEAVIER = "法定刑档次「造成严重后果（致人重伤、死亡或重大财产损失）」"
LIGHTER = "法定刑档次「尚未造成严重后果」"


def _steps(result: dict) -> str:
    return " ".join(step["description"] for step in result["steps"])


@pytest.mark.parametrize(("fact", "charge", "why"), [
    ("被告人赵某因琐事怀恨，深夜在邻居家门口泼汽油点燃，火势蔓延，邻居一家一人被烧死。", "放火", "致1人死亡"),
    ("被告人赵某在出租屋楼道点燃杂物，致两名住户重伤。", "放火", "致2人重伤"),
    ("被告人赵某在早餐店的面粉里掺入老鼠药，致一名顾客死亡。", "投放危险物质", "致1人死亡"),
    ("被告人赵某驾车在步行街上故意冲撞行人，致一人重伤二级。", "以危险方法危害公共安全", "致1人重伤"),
    ("被告人赵某在厂房内放火，造成重大财产损失。", "放火", "事实中写明「重大财产损失」"),
])
def test_a_death_an_injury_or_a_great_loss_reaches_article_115(fact, charge, why):
    result = predict_sentence(fact, charge=charge)
    steps = _steps(result)
    assert HEAVIER in steps and why in steps and "刑法第一百一十五条第一款" in steps
    assert result["months"] >= 120


@pytest.mark.parametrize("fact", [
    "被告人赵某在厂房内放火，被巡逻人员及时扑灭，未造成人员伤亡。",
    "被告人赵某在厂房内放火，未造成重大损失。",
    "被告人赵某在厂房内放火，致一名保安轻伤。",  # 轻伤 is no 重伤
])
def test_no_death_no_injury_and_no_great_loss_stays_in_article_114(fact):
    result = predict_sentence(fact, charge="放火")
    assert LIGHTER in _steps(result) and result["months"] < 120
