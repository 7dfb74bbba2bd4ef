"""Which calculation a question goes to when a road accident and a disability grade meet: the grade alone says
nothing of work, so a road accident told with one is traffic; words of the job (上下班途中, 单位, 工伤) keep it a
work injury (工伤保险条例 第十四条第（六）项: injured on the way to or from work in an accident not mainly one's fault)."""

from __future__ import annotations

import pytest

from backend.compensation import compensate
from backend.compensation.extract import detect_scenario


@pytest.mark.parametrize(
    "question",
    [
        "今年3月被车撞了，评了九级伤残，对方全责，残疾赔偿金12万，医疗费3万，能赔多少？",
        "出车祸了，鉴定为八级伤残，交警认定对方全责，能赔多少？",
        "骑电动车让货车撞了，伤残等级十级，司机全责，医疗费5万，能赔多少？",
        "发生交通事故，我七级伤残，交强险能赔多少？",
        # another party's company is not the asker's workplace
        "我骑电动车被运输公司的货车撞了，评了八级伤残，货车全责，医疗费3万，残疾赔偿金20万",
        "我走路时被一辆快递公司的车撞了，鉴定九级伤残，能赔多少？",
        # 第十四条第（六）项 covers a commuting accident only when it is not mainly the worker's fault
        "下班路上我开车追尾了前车，我全责，评了十级伤残，能赔多少",
        "上班途中我骑车闯红灯被车撞了，交警认定我负主要责任，评了九级伤残，能赔多少？",
    ],
)
def test_a_road_accident_with_a_grade_is_traffic(question: str) -> None:
    assert detect_scenario(question) == "traffic"


@pytest.mark.parametrize(
    "question",
    [
        # a commute accident is both: the work-injury benefits are what is asked
        "上下班途中被车撞了，评了九级伤残，对方全责，能赔多少？",
        "我下班路上被车撞了，评了九级伤残，对方全责，月工资6000，能赔多少？",
        "在单位被车撞了，评了九级伤残，能拿多少？",
        "单位派我出去办事被车撞了，评了九级伤残，对方全责，能拿多少？",
        # a grade with nothing about a road accident stays a work injury
        "评了九级伤残，能赔多少？",
    ],
)
def test_a_grade_with_words_of_the_job_stays_a_work_injury(question: str) -> None:
    assert detect_scenario(question) == "work_injury"


def test_a_commute_accident_asked_of_the_compulsory_insurance_is_traffic() -> None:
    question = "上下班途中出了车祸，评了九级伤残，对方全责，交强险能赔多少？"
    assert detect_scenario(question) == "traffic"


def test_a_graded_road_accident_is_calculated_as_traffic() -> None:
    # 2026 有责 limits (银保监发〔2020〕41号): medical 18000 of 30000, disability 120000 of 180000 in full;
    # the driver, wholly at fault, pays the medical 12000 beyond the limit (道路交通安全法 第七十六条)
    result = compensate("今年3月被车撞了，评了九级伤残，对方全责，残疾赔偿金12万，医疗费3万，能赔多少？")
    assert (result["scenario"], result["amount"], result["missing"]) == ("traffic", 150000, [])
