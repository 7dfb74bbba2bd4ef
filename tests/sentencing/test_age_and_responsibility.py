"""Age at the act (刑法第十七条): bands, stated ages, approval of prosecution under 14, and the minors' reductions."""

from __future__ import annotations

import pytest

from backend.sentencing.factors import age_floor_known, age_limit_at_act, extract_factors, read_minor
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import predict_sentence


K = default_knowledge()


def _descriptions(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- minors (量刑指导意见三（一）; 刑法第十七条第三款、第四十九条) -----------------------------------------------------


def test_minor_under_16_gets_the_heavier_discount() -> None:
    # born 2008-05-01, act 2022-08-01: 14. 抢劫 3000 yuan: start 36–72 (四（四）), baseline 36 + 3000/65000 × 84 and
    # 72 + 3000/65000 × 48, middle 57.05; 12–16 reduces 30–60%, middle 45%: 57.05 × 0.55 = 31.4 -> 31
    output = predict_sentence(
        "被告人马某，男，2008年5月1日出生。2022年8月1日，马某持刀抢劫被害人钱某手机一部，价值人民币3000元。",
        charge="抢劫",
    )
    names = {f["name"] for f in output["factors"]}
    assert "未满十六周岁" in names and "未成年" not in names
    assert output["months"] == 31


def test_minor_16_to_18_keeps_the_lighter_band() -> None:
    factors = extract_factors("被告人马某，男，2005年5月1日出生。2022年8月1日，马某盗窃手机一部，价值人民币5000元。", K)
    assert "未成年" in factors and "未满十六周岁" not in factors


def test_twelve_year_old_killing_with_approval_answers_without_death_penalty() -> None:
    # born 2009-02-03, act 2022-03-10: 13; 刑法第十七条第三款 with 最高人民检察院核准追诉: criminally responsible.
    # 故意杀人 basic tier from 120 months; 12–16 reduces 45%: 120 × 0.55 = 66. No death penalty under 18 (第四十九条)
    output = predict_sentence(
        "被告人小某，男，2009年2月3日出生。2022年3月10日，小某持刀砍击被害人李某头部十余刀，致李某当场死亡，"
        "手段特别残忍，情节恶劣。本案经最高人民检察院核准追诉。",
        charge="故意杀人",
    )
    assert output["months"] == 66
    assert "不负刑事责任" not in _descriptions(output)
    declared = output["steps"][-1]["description"]
    assert "无期徒刑" in declared and "死刑" not in declared


def test_not_answerable_headline_agrees_with_the_step() -> None:
    # 13 at the act, 盗窃: 刑法第十七条 — no criminal responsibility, so no term in the headline either
    output = predict_sentence(
        "被告人小某，男，2009年2月3日出生。2022年3月10日，小某在超市盗窃手机一部，价值人民币5000元。", charge="盗窃"
    )
    assert "不负刑事责任" in _descriptions(output)
    assert output["months"] == 0
    assert "不负刑事责任" in output["penalty"] and "有期徒刑" not in output["penalty"]


# the defendant turned 13 on 2021-03-01: 已满十二周岁不满十四周岁 at the act (刑法第十七条第三款)
THIRTEEN = "被告人王某（2008年3月1日出生）于2021年6月1日持刀捅刺被害人李某，致李某死亡。"


def steps_text(output: dict) -> str:
    return "\n".join(step["description"] for step in output["steps"])


# ---- 刑法第十七条第三款: only an approval the 最高人民检察院 gave makes a 12-14-year-old answer --------------


@pytest.mark.parametrize(
    "procedure",
    [
        "最高人民检察院不予核准追诉。",  # refused
        "公安机关报请最高人民检察院核准追诉。",  # asked for, not given
        "该案未经最高人民检察院核准追诉。",  # not given
        "检察机关层报最高人民检察院核准。",
    ],
)
def test_a_refused_or_pending_approval_is_no_approval(procedure: str) -> None:
    output = predict_sentence(THIRTEEN + procedure, charge="故意杀人")
    assert output["months"] == 0 and "不负刑事责任" in steps_text(output)


@pytest.mark.parametrize("procedure", ["经最高人民检察院核准追诉。", "最高人民检察院于2022年1月核准追诉。"])
def test_an_approval_given_makes_the_killing_answered_for(procedure: str) -> None:
    output = predict_sentence(THIRTEEN + procedure, charge="故意杀人")
    assert output["months"] > 0 and "不负刑事责任" not in steps_text(output)


# ---- 严重残疾 denied is not 严重残疾 (刑法第十七条第三款) ------------------------------------------------


def test_grave_injury_without_disability_is_not_answered_for_from_twelve() -> None:
    fact = (
        "被告人王某（2008年3月1日出生）于2021年6月1日以特别残忍手段持刀砍伤被害人李某，致其重伤二级，"
        "未造成严重残疾。经最高人民检察院核准追诉。"
    )
    output = predict_sentence(fact, charge="故意伤害")
    assert output["months"] == 0 and "不负刑事责任" in steps_text(output)


# ---- ages stated for the act (刑法第十七条; 法释〔2006〕1号第四条) ---------------------------------------


def test_already_fifteen_does_not_answer_for_theft() -> None:
    # 已满十五周岁 shows at least 15; 16 (刑法第十七条第一款, theft) is not shown reached, so presumed not
    fact = "被告人王某作案时已满十五周岁，于2023年5月入户盗窃他人财物价值5000元。"
    assert age_limit_at_act(fact) == 16
    output = predict_sentence(fact, charge="盗窃")
    assert output["months"] == 0 and "不负刑事责任" in steps_text(output)


def test_a_stated_band_is_read_by_its_upper_bound() -> None:
    fact = "被告人王某作案时已满十二周岁不满十四周岁，持刀捅刺被害人李某，致李某死亡。经最高人民检察院核准追诉。"
    assert age_limit_at_act(fact) == 14 and age_floor_known(fact) and read_minor(fact) is not None
    output = predict_sentence(fact, charge="故意杀人")
    assert output["months"] > 0 and "犯罪时未成年" in steps_text(output)


def test_under_fourteen_alone_claims_no_lower_bound() -> None:
    fact = "被告人王某作案时不满十四周岁，持刀捅刺被害人李某，致李某死亡。经最高人民检察院核准追诉。"
    assert age_limit_at_act(fact) == 14 and not age_floor_known(fact)
    output = predict_sentence(fact, charge="故意杀人")
    text = steps_text(output)
    # not shown to have turned 12: the younger age is presumed (法释〔2006〕1号第四条)
    assert output["months"] == 0 and "行为时已满十二周岁" not in text and "行为时不满十四周岁" in text


def test_already_sixteen_is_not_read_as_a_minor() -> None:
    assert read_minor("被告人王某犯罪时已满十六周岁，于2023年5月盗窃电动车一辆。") is None


@pytest.mark.parametrize("said", ["已满75周岁", "犯罪时已年满七十八周岁", "已满八十周岁"])
def test_seventy_five_or_more_is_read_in_figures_and_words(said: str) -> None:
    # 刑法第十七条之一: an intentional crime by someone aged 75 or more may be punished more lightly
    assert "老年人" in extract_factors(f"被告人张某，{said}，盗窃他人财物价值3000元。", K)


def test_seventy_is_not_seventy_five() -> None:
    assert "老年人" not in extract_factors("被告人张某，年满70周岁，盗窃他人财物价值3000元。", K)


def test_a_defendant_said_to_be_a_minor_gets_the_minors_reduction_and_a_minor_victim_does_not_give_it():
    # 刑法第十七条第四款: 已满十二周岁不满十八周岁的人犯罪，应当从轻或者减轻处罚 — the defendant's age, not the victim's
    own = predict_sentence("被告人王某系未成年人，2023年5月在上海市盗窃手机一部，价值5000元。", charge="盗窃")
    victim = predict_sentence("被告人王某于2023年5月盗窃被害人李某手机一部，价值5000元，被害人李某系未成年人。", charge="盗窃")
    assert "未成年" in {f["name"] for f in own["factors"]}
    assert "未成年" not in {f["name"] for f in victim["factors"]}


# ---- an age told without a date is at most the age at the act (刑法第十七条) -------------------------------------


@pytest.mark.parametrize(
    "fact",
    [
        "被告人方某（15周岁）趁同学午睡拿走其钱包，内有现金六千元。",
        "被告人方某，男，15岁，在宿舍拿走同学的钱包，内有现金六千元。",
        "我弟弟今年15岁，在宿舍拿了同学的钱包，里面有六千元，他会被判刑吗？",
    ],
)
def test_a_stated_age_of_the_defendant_is_read_as_the_age_at_the_act(fact: str) -> None:
    # 刑法第十七条第二款: under 16 answers for theft not at all; an age told now was not higher at the act
    output = predict_sentence(fact, charge="盗窃")
    assert output["months"] == 0 and "不负刑事责任" in output["penalty"]


def test_an_age_told_now_is_said_to_be_assumed_for_the_act() -> None:
    output = predict_sentence("被告人方某（15周岁）趁同学午睡拿走其钱包，内有现金六千元。", charge="盗窃")
    assumed = [s for s in output["steps"] if "未指明是作案时的年龄" in s["description"]]
    assert len(assumed) == 1 and "按作案时15周岁认定" in assumed[0]["description"]
    assert "第十七条" in assumed[0]["source"]


def test_a_stated_age_under_fourteen_answers_for_no_robbery() -> None:
    output = predict_sentence("被告人蒋某（13周岁）拿着水果刀逼同学交出现金300元。", charge="抢劫")
    assert output["months"] == 0 and "不负刑事责任" in output["penalty"]


def test_a_stated_age_of_fifteen_answers_for_robbery_with_the_minors_band() -> None:
    # 刑法第十七条第二款 lists 抢劫; 量刑指导意见三（一）1: 12–16 reduces the baseline by 30–60%, below the tier's 36
    # months only as 减轻处罚 (刑法第六十三条第一款)
    output = predict_sentence("被告人蒋某（15周岁）拿着水果刀逼同学交出现金300元。", charge="抢劫")
    assert "未满十六周岁" in {f["name"] for f in output["factors"]}
    assert 0 < output["months"] < 36
    # the step cites the minors' ground whole: 第十七条第四款 says 应当从轻或者减轻处罚
    assert any(
        "减轻处罚" in s["description"] and "第六十三条第一款" in s["source"] and "第十七条第二、三、四款" in s["source"]
        for s in output["steps"]
    )


def test_a_stated_age_of_seventeen_gives_the_minors_reduction() -> None:
    assert "未成年" in extract_factors("被告人方某（17周岁）在商场拿走他人手机一部，价值6000元。", K)


@pytest.mark.parametrize(
    "fact",
    [
        "被告人方某猥亵被害人许某（13周岁）。",
        "被告人方某与被害人许某（15岁）发生争执，将其打成轻伤。",
        "被告人方某盗窃了15岁学生许某的手机。",
        "被告人方某伙同被告人许某（15周岁）盗窃电动车一辆，价值4000元。",
        "我女儿今年15岁，被同学打成轻伤，对方会判多久？",
        # the child only introduces the one who acted
        "我弟弟今年14岁，他同学马某昨天偷了我家现金9000元，马某会怎么判？",
        # an age at an earlier time: older at the act charged
        "被告人方某，男，14岁时曾因打架被派出所训诫，2023年6月盗窃他人现金9000元。",
    ],
)
def test_another_persons_age_is_not_the_defendants(fact: str) -> None:
    assert age_limit_at_act(fact) is None


def test_an_age_told_in_an_earlier_conviction_is_not_the_current_acts() -> None:
    # 16 at the robbery of 2019: 18 or older at the theft of 2023. No minor's reduction, no mandatory 缓刑; the earlier
    # crime, a minor's, is no 累犯 and no 前科 (刑法第六十五条; 量刑指导意见三（十六）)
    fact = (
        "被告人邵某曾于2019年因抢劫罪被判处有期徒刑三年（犯罪时16周岁），2022年刑满释放。"
        "2023年5月，邵某盗窃他人电动车一辆，价值5000元。"
    )
    assert age_limit_at_act(fact) is None
    names = {f["name"] for f in predict_sentence(fact, charge="盗窃")["factors"]}
    assert not names & {"未成年", "未满十六周岁", "累犯", "前科"}


# ---- an age told with its bound ('年满', '已满…不满', '未满'), and a birth date with the act's year alone -------------


@pytest.mark.parametrize(
    ("fact", "limit"),
    [
        ("被告人吕某，男，年满15周岁，在网吧拿走邻座的手机一部，价值4000元。", 16),
        ("被告人吕某（已满十四周岁不满十六周岁）在网吧拿走邻座的手机一部，价值4000元。", 16),
        ("被告人吕某未满18周岁，在网吧拿走邻座的手机一部，价值4000元。", 18),
        ("被告人吕某系不满十八周岁的未成年人，在网吧拿走邻座的手机一部，价值4000元。", 18),
    ],
)
def test_an_age_told_with_its_bound_is_read(fact: str, limit: int) -> None:
    assert age_limit_at_act(fact) == limit
    output = predict_sentence(fact, charge="盗窃")
    if limit == 16:  # 刑法第十七条第二款: from 14 to 16 no one answers for theft
        assert output["months"] == 0 and "不负刑事责任" in output["penalty"]
    else:  # under 18: the minors' reduction (刑法第十七条第四款)
        assert "未成年" in {f["name"] for f in output["factors"]} and output["months"] > 0


def test_a_told_bound_of_fourteen_to_sixteen_shows_the_floor_was_passed() -> None:
    # '已满十四周岁' is told: the step may say 已满十四周岁 (not just 不满十六周岁)
    fact = "被告人吕某已满十四周岁不满十六周岁，在网吧拿走邻座的手机一部，价值4000元。"
    assert age_floor_known(fact)
    assert "已满十四周岁不满十六周岁，对「盗窃」不负刑事责任" in _descriptions(predict_sentence(fact, charge="盗窃"))


def test_a_birth_month_and_an_act_year_that_settle_the_age_are_read_without_doubt() -> None:
    # born March 2008; any day of 2023 is after the 14th birthday and before the 16th
    fact = "被告人吕某，男，2008年3月出生。2023年，吕某在网吧拿走邻座的手机一部，价值4000元。"
    assert age_limit_at_act(fact) == 16
    output = predict_sentence(fact, charge="盗窃")
    assert output["months"] == 0 and "无法确定" not in _descriptions(output)


@pytest.mark.parametrize(("act_year", "limit"), [("2024", 16), ("2026", 18)])
def test_an_act_year_on_both_sides_of_a_birthday_is_said_to_be_open(act_year: str, limit: int) -> None:
    # born March 2008: in 2024 the act may be before or after the 16th birthday, in 2026 the 18th; the younger age
    # is presumed (法释〔2006〕1号第四条) and a step says the dates leave it open
    fact = f"被告人吕某，男，2008年3月出生。{act_year}年，吕某在网吧拿走邻座的手机一部，价值4000元。"
    assert age_limit_at_act(fact) == limit
    open_steps = [s for s in predict_sentence(fact, charge="盗窃")["steps"] if "无法确定行为时是否已满" in s["description"]]
    assert len(open_steps) == 1
    assert f"已满{limit}周岁" in open_steps[0]["description"] and "法释〔2006〕1号第四条" in open_steps[0]["description"]


@pytest.mark.parametrize(
    ("fact", "limit"),
    [
        # born some day of 2008, acting in May 2023: 14 at the earliest, not yet 16 whatever the birthday
        ("被告人王某，2008年出生，2023年5月，王某在超市拿走他人钱包一个，内有现金4000元。", 16),
        ("被告人王某（男，2008年生），于2023年5月12日在超市拿走他人钱包一个，内有现金4000元。", 16),
        # born 2000, acting in 2023: an adult on any birthday
        ("被告人王某，男，2000年出生。2023年5月，王某在超市拿走他人钱包一个，内有现金4000元。", None),
    ],
)
def test_a_birth_year_alone_with_the_acts_date_settles_the_age(fact: str, limit: int | None) -> None:
    assert age_limit_at_act(fact) == limit
    assert "无法确定行为时是否已满" not in _descriptions(predict_sentence(fact, charge="盗窃"))


def test_a_birth_year_alone_that_leaves_the_age_open_presumes_the_younger_and_says_so() -> None:
    # born some day of 2008, acting in May 2022: 14 only if born by May; presumed under 14, no one answers for theft
    fact = "被告人王某，2008年出生，2022年5月，王某在超市拿走他人钱包一个，内有现金4000元。"
    assert age_limit_at_act(fact) == 14
    output = predict_sentence(fact, charge="盗窃")
    assert output["months"] == 0
    open_steps = [s["description"] for s in output["steps"] if "无法确定行为时是否已满14周岁" in s["description"]]
    assert len(open_steps) == 1 and "2008年出生" in open_steps[0] and "法释〔2006〕1号第四条" in open_steps[0]


def test_a_victims_birth_year_is_not_the_defendants() -> None:
    fact = "被告人王某，男，1990年3月5日出生。2023年5月，王某拿走被害人李某（2010年出生）的钱包一个，内有现金4000元。"
    assert age_limit_at_act(fact) is None
