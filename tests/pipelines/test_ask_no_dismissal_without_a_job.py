"""One sent away who is told as a tenant, a customer, a pupil or one put out of the family home, with no job told, was
not dismissed: the compensation engine's words for a dismissal ('赶走', '撵出来', '开除') gave '房东没到期就要把我赶走，还把
电给断了，这合法吗' an economic compensation asking for the monthly wage and the years of service, led by 劳动合同法第四十七条.
A worker sent away in the same words keeps the dismissal's calculation."""

import pytest

from backend.pipelines.ask import gather_grounds

LABOUR_CONTRACT_LAW = "中华人民共和国劳动合同法"


# (the compensation engine's own routing of such questions: tests/compensation/test_scenario_routing.py)
@pytest.mark.parametrize("question", [
    "房东没到期就要把我赶走，还把电给断了，这合法吗",
    "我在饭店吃饭被老板赶出去了，合法吗",
    "被老公赶出家门了，能要赔偿吗",
])
def test_one_sent_away_who_is_no_worker_gets_no_dismissal_calculation(retriever, question):
    grounds = gather_grounds(retriever, question, 6, lambda: None)
    assert grounds.calculation is None
    assert all(source["law"] != LABOUR_CONTRACT_LAW for source in grounds.sources)


@pytest.mark.parametrize(("question", "amount"), [
    ("我在饭店当服务员，老板把我赶走了，干了三年，月薪五千，能拿多少", 15000),
    # back after the birth: within 哺乳期 unless told otherwise (第四十二条第（四）项), so 2N
    ("我生完孩子回来，老板让我别来了，干了两年，月薪六千，能拿多少", 24000),
])
def test_a_worker_sent_away_keeps_the_dismissal_calculation(retriever, question, amount):
    grounds = gather_grounds(retriever, question, 6, lambda: None)
    assert grounds.calculation is not None and grounds.calculation["scenario"] == "economic"
    assert grounds.calculation["amount"] == amount
    assert grounds.sources[0]["law"] == LABOUR_CONTRACT_LAW
