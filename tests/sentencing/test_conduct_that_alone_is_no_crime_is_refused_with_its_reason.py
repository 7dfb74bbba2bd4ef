"""Conduct that by itself is no crime (guideline.yaml no_crime_alone: driving without a licence, a traffic rule broken,
drugs taken oneself, a fight of two) is answered with why and what the law does instead, not with "no charge
recognised"; the same conduct beside a crime it leads to (a death in a crash) is sentenced for that crime."""

from __future__ import annotations

import pytest

from backend.sentencing.knowledge import KnowledgeError, _no_crime_alone
from backend.sentencing.predict import NoCrimeTold, predict_sentence


@pytest.mark.parametrize(
    ("question", "reason"),
    [
        ("我表弟还没拿到驾照，就开着他爸的车去镇上了，会被判刑吗", "道路交通安全法》第九十九条"),
        ("无照驾驶被交警拦住了，要坐牢吗", "道路交通安全法》第九十九条"),
        ("早上赶时间连闯了两个红灯，会坐牢吗", "道路交通安全法》第九十条"),
        ("高速上超速被拍到了，会判刑吗", "道路交通安全法》第九十条"),
        ("在家里吸过两回冰毒，被派出所带走了，会判刑吗", "治安管理处罚法"),
        ("他跟我在饭店门口斗殴，会怎么判", "聚众斗殴需纠集多人"),
        ("表哥借了我两万块一直不还，他会坐牢吗", "民法典》第六百七十五条"),
        ("前夫离婚后一直不给孩子抚养费，他会被判刑吗", "民法典》第一千零八十五条"),
    ],
)
def test_the_conduct_is_refused_with_the_law_that_deals_with_it(question: str, reason: str) -> None:
    with pytest.raises(NoCrimeTold, match=reason) as refused:
        predict_sentence(question)
    # the reason is the law's; the CLI and API caller is told the charge may still be named
    assert str(refused.value) == f"{refused.value.reason}；如另有罪名，请在 charge 中写明"


def test_the_same_conduct_that_leads_to_a_crime_is_sentenced_for_it() -> None:
    crash = predict_sentence("没有驾照开车把一个骑车的人撞死了，交警认定我负全部责任")
    assert crash["charge"] == "交通肇事" and crash["months"] > 0
    # an unlicensed driver who maimed someone is in the crime too (法释〔2000〕33号第二条第二款第（二）项)
    maimed = predict_sentence("无证驾驶把路人撞成重伤，我负主要责任，会判几年")
    assert maimed["charge"] == "交通肇事" and maimed["months"] > 0
    # money borrowed by a lie told is fraud's, not a debt's
    assert predict_sentence("他谎称家里有人住院，借了我五万块就关机跑了，会判几年")["charge"] == "诈骗"
    # drugs bought and held in quantity are 非法持有毒品, not the user's own use
    assert predict_sentence("家里藏了30克冰毒被搜出来了")["charge"] == "非法持有毒品"


def test_an_entry_without_its_reason_is_refused_on_load() -> None:
    with pytest.raises(KnowledgeError, match="no_crime_alone"):
        _no_crime_alone([{"pattern": "闯红灯"}])
