"""A made-up epidemic or lockdown spread online ('造谣说小区有人得了传染病', '…要封城了') is 编造、故意传播虚假信息
(刑法第二百九十一条之一第二款: 疫情), as a made-up earthquake is; a rumour about a person stays 诽谤."""

import pytest

from backend.sentencing.predict import predict_sentence


@pytest.mark.parametrize("fact", [
    "在网上造谣说小区有人得了传染病，会坐牢吗",
    "他在网上造谣说市里要封城了，会怎么处理",
    "在网上造谣说明天要地震了，会判刑吗",
])
def test_a_false_report_of_an_epidemic_or_a_disaster(fact):
    assert predict_sentence(fact)["charge"] == "编造、故意传播虚假信息"


def test_a_rumour_about_a_person_stays_defamation():
    assert predict_sentence("在网上造谣说邻居偷东西，会判刑吗")["charge"] == "诽谤"
