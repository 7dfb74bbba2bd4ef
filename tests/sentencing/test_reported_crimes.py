"""A crime the defendant reported (检举, 揭发, 举报, 提供线索) or helped to catch someone for is another's (刑法第六十八条):
one reader (factors.reported_crimes) finds its account, and charge detection, the measure readers and the 立功 factor
all take it from there."""

from __future__ import annotations

import pytest

from backend.sentencing.engine import detect_charge, detect_further_charges
from backend.sentencing.factors import extract_factors, reported_crimes, without_reported_crimes
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence, resolve_charges


K = default_knowledge()
FRAUD = "2022年8月，被告人田某以代办低息贷款为由，骗取被害人郑某人民币4万元。"


# ---- charge detection --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "told",
    [
        # a report told without 犯罪事实/行为/线索: the theft is still the other person's
        "田某归案后举报他人盗窃电动车，经查证属实。",
        "田某被抓获后向公安机关举报邹某盗窃电动车一辆，价值6000元，经公安机关查证属实。",
        "羁押期间，田某提供了同监室人员邹某贩卖冰毒的线索，公安机关据此将邹某抓获。",
    ],
)
def test_a_reported_crime_is_no_charge_of_the_defendants(told: str) -> None:
    fact = FRAUD + told
    assert detect_charge(fact, K) == "诈骗"
    assert detect_further_charges(fact, "诈骗", K) == []
    assert resolve_charges(fact, None, K) == (["诈骗"], "detected")


def test_a_reported_theft_leaves_fraud_alone_and_counts_as_merit() -> None:
    output = predict_sentence(FRAUD + "田某归案后举报他人盗窃电动车，经查证属实。", province="北京")
    assert output["charge"] == "诈骗"
    assert "立功" in {factor["name"] for factor in output["factors"]}


def test_someone_else_reporting_the_defendant_tells_the_defendants_own_act() -> None:
    # 其 after a report made by the victim is the defendant: the theft is the act charged
    fact = "被告人田某在小区内偷走一辆电动车。车主邹某发现后举报其盗窃电动车一辆，价值3000元。"
    assert detect_charge(fact, K) == "盗窃"
    assert extract_factors(fact, K)["amount"].value == 3000


# ---- the measure readers -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "told",
    [
        # sums and harm told after the account's first comma are still the other person's
        "田某归案后举报邹某盗窃电动车一辆，价值6000元，经查证属实。",
        "田某到案后揭发邹某曾持刀伤人，致一人轻伤一级，经公安机关查证属实。",
        "田某协助公安机关抓获了盗窃他人现金2万元，至今未退赃的邹某。",
    ],
)
def test_what_the_reported_crime_took_or_harmed_is_not_the_defendants(told: str) -> None:
    found = extract_factors(FRAUD + told, K)
    assert found["amount"].value == 40_000
    assert "injury" not in found


def test_the_defendants_own_conduct_after_the_report_is_read() -> None:
    # the account ends where the clause turns back to the defendant's own conduct
    fact = FRAUD + "田某到案后举报邹某盗窃电动车，并如实供述了骗取郑某4万元的经过。"
    account = next(crime for crime in reported_crimes(fact) if crime.anothers)
    assert "如实供述" not in fact[account.start : account.end]
    assert "如实供述" in without_reported_crimes(fact)


@pytest.mark.parametrize(
    "fact",
    [
        # the informer is no report of the defendant's: the drugs found on the defendant are the defendant's
        "民警安排举报人邹某约被告人田某交易，在田某身上查获甲基苯丙胺5克。",
        # the police helped by someone: the arrest and what was found are the defendant's
        "民警在邹某的协助下抓获被告人田某，当场查获甲基苯丙胺5克。",
    ],
)
def test_an_informer_or_help_given_to_the_police_blanks_nothing(fact: str) -> None:
    assert without_reported_crimes(fact) == fact
    assert extract_factors(fact, K)["drug_grams"].value == 5


def test_an_offer_to_help_is_no_help_given() -> None:
    # the buyer offering the police to help is neither the defendant's help nor help told as given
    fact = "被告人田某以300元向邹某贩卖海洛因0.5克。邹某被抓获后表示愿意协助民警抓获卖家，民警随后在交易地点将田某抓获。"
    assert reported_crimes(fact) == () and "立功" not in extract_factors(fact, K)


def test_helping_another_commit_a_crime_is_no_help_to_catch_anyone() -> None:
    # 协助 a theft, then caught: the theft is the defendant's (刑法第二十五条), and no 立功
    fact = "被告人田某协助邹某搬运偷来的空调外机三台，价值9000元，后二人被民警抓获。"
    found = extract_factors(fact, K)
    assert reported_crimes(fact) == () and found["amount"].value == 9000 and "立功" not in found


@pytest.mark.parametrize(
    ("fact", "injury", "months"),
    [
        # 邹某 reported; what the defendant did after it, the beating, is the defendant's own act
        ("被告人田某疑心邹某向派出所举报了自己聚众赌博，便叫上两名朋友将邹某打成轻伤一级。", "轻伤一级", 13),
        # the victim reported a third person: that account is no crime of the defendant's, the stabbing is
        ("被告人田某因记恨被害人邹某检举揭发村会计贪污，持刀将邹某刺成重伤二级。", "重伤二级", 48),
    ],
)
def test_a_report_someone_else_made_leaves_the_defendants_act(fact: str, injury: str, months: int) -> None:
    # 刑法第二百三十四条: the assault is charged, from the whole account; another's report is no 立功 of the defendant's
    assert detect_charge(fact, K) == "故意伤害"
    output = predict_sentence(fact)
    factors = {f["name"]: f["value"] for f in output["factors"]}
    assert factors["injury"] == injury and factors.get("立功") is not True and output["months"] == months


# ---- the 立功 factor --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("told", "factor"),
    [
        ("田某归案后举报他人盗窃电动车，经查证属实。", "立功"),
        ("羁押期间，田某提供了同监室人员邹某贩卖冰毒的线索，公安机关据此将邹某抓获。", "立功"),
        # help to catch a co-defendant is 立功 (法释〔1998〕8号第五条), unlike reporting the joint crime (第六条)
        ("田某到案后协助公安机关抓获同案犯邹某。", "立功"),
        ("田某揭发邹某抢劫致人死亡的事实，邹某可能被判处死刑，经查证属实。", "重大立功"),
    ],
)
def test_merit_is_read_from_the_same_reports(told: str, factor: str) -> None:
    found = extract_factors(FRAUD + told, K)
    assert found[factor].value is True


@pytest.mark.parametrize(
    "told",
    [
        "田某揭发邹某抢劫的事实，经查证属实，但邹某可能被判处的刑罚未达无期徒刑以上，不属于重大立功。",
        "田某揭发邹某抢劫的事实，经查证属实，邹某可能判处的刑罚未达到无期徒刑。",
    ],
)
def test_a_report_said_not_to_be_major_is_plain_merit(told: str) -> None:
    # 法释〔1998〕8号第七条: 重大立功 needs one who may be sentenced to 无期徒刑 or more
    found = extract_factors(FRAUD + told, K)
    assert found["立功"].value is True and "重大立功" not in found


def test_a_co_defendants_verified_report_is_shown_not_counted() -> None:
    fact = "被告人田某与邹某共同骗取被害人郑某4万元。邹某到案后揭发他人盗窃电动车，经查证属实。"
    merit = extract_factors(fact, K)["立功"]
    assert merit.value is False and "不计入被告人田某" in merit.evidence


@pytest.mark.parametrize(
    "told",
    [
        "邹某到案后揭发他人盗窃电动车，经查证属实。",  # the co-defendant's report
        "田某的表弟蒋某向公安机关举报了他人的贩毒线索，经查证属实。",  # someone else's altogether
    ],
)
def test_someone_elses_verified_report_is_not_listed_among_the_defendants_factors(told: str) -> None:
    # 刑法第六十八条 counts the offender's own report: another's changes nothing in this term, and is listed apart
    output = predict_sentence("被告人田某与邹某共同骗取被害人郑某4万元。" + told, charge="诈骗")
    assert "立功" not in {row["name"] for row in output["factors"]}
    apart = [row for row in output["not_applicable"] if row["name"] == "立功"]
    assert len(apart) == 1 and "不计入被告人田某" in apart[0]["evidence"]


def test_an_unverified_report_still_blanks_the_crime_but_is_no_merit() -> None:
    fact = FRAUD + "田某归案后举报邹某盗窃电动车一辆，价值6000元，尚未查实。"
    found = extract_factors(fact, K)
    assert "立功" not in found and found["amount"].value == 40_000
    assert detect_further_charges(fact, "诈骗", K) == []
