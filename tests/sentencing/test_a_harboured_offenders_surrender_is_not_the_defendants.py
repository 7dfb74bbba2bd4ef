"""Only the defendant's own surrender lessens the defendant's sentence (刑法第六十七条): in a harbouring case the
harboured offender's surrender is told too, and that person is often listed among the witnesses. Being named as a
witness somewhere does not make every other mention of that person someone who does nothing; a victim's does."""

from __future__ import annotations

from backend.sentencing.factors import extract_factors
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence

K = default_knowledge()
HARBOURING = (
    "2021年3月2日，周某乙驾驶轿车撞倒骑车的路人后驾车离开，路人经抢救无效死亡。被告人周某甲得知后，为使其子周某乙"
    "逃避追究，到交警大队冒充肇事司机作了虚假供述。"
)
WITNESSES = "上述事实，有证人周某乙、蒋某的证言，道路交通事故认定书等证据证实。"


def test_the_harboured_offenders_surrender_is_not_the_defendants() -> None:
    fact = HARBOURING + "2021年3月9日，周某乙主动到交警大队投案，如实供述了其驾车肇事的事实。" + WITNESSES
    read = extract_factors(fact, K)
    assert read["自首"].value is False  # shown as another person's, not applied
    output = predict_sentence(fact, charge="窝藏、包庇")
    assert not any("自首" in s["description"] for s in output["steps"] if s["description"].startswith("调节"))


def test_the_defendants_own_surrender_in_the_same_case_still_counts() -> None:
    fact = HARBOURING + "2021年3月20日，被告人周某甲主动到公安机关投案，如实供述了包庇其子的事实。" + WITNESSES
    assert extract_factors(fact, K)["自首"].value is True


def test_a_victim_named_elsewhere_still_does_not_take_the_defendants_forgiveness() -> None:
    fact = "被告人孙某殴打被害人罗某致其轻伤。孙某赔偿了罗某的损失，罗某对孙某表示谅解。"
    assert extract_factors(fact, K)["取得谅解"].value is True
