"""Entry points: question -> parameters -> itemised calculation, and the training-data formatter."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date
from decimal import Decimal, DecimalException
from typing import Any

from backend.compensation.criminal import CriminalAmountCalculator
from backend.compensation.criminal_extract import extract_criminal_amount
from backend.compensation.economic import NON_COMPETE_TARGETS, UNPAID_WAGES, EconomicCalculator, wages_owed_told
from backend.compensation.extract import detect_scenario, extract
from backend.compensation.extract.scenario import (
    dismissal_beside_accident_notes,
    road_accident_work_injury_notes,
    student_intern_notes,
)
from backend.compensation.extract.traffic import insurer_offer_notes, read_traffic, traffic_notes
from backend.compensation.llm_extract import TextGenerator, llm_fill
from backend.compensation.extract.common import is_lower_bound, one_place, several_places_note
from backend.compensation.extract.economic import (
    dismissed_by_employer,
    dismissed_on_no_ground_told,
    economic_notes,
    no_ground_left_note,
    relatives_injury_beside_askers_dismissal,
)
from backend.compensation.extract.personal_injury import (
    fellow_worker_notes,
    no_one_liable_message,
    place_operator_notes,
    read_personal_injury,
    share_told_notes,
    struck_at_work_notes,
)
from backend.compensation.extract.work_injury import (
    daily_wage_notes,
    employer_care_notes,
    injured_relative_notes,
    medical_cost_notes,
    no_monthly_benefit_notes,
    recognition_notes,
    settlement_offer_notes,
    struck_by_another_at_work,
    suspension_from_time_off_notes,
    suspension_paid_in_part_notes,
)
from backend.compensation.money import find_loose_money, format_yuan, to_cents
from backend.compensation.params import (
    SCENARIO_NAMES,
    SCENARIOS,
    TrafficParams,
    WorkInjuryParams,
    merge_params,
    params_from_dict,
    scenario_of,
    to_jsonable,
)
from backend.compensation.reference import Reference, get_reference
from backend.compensation.result import Calculation
from backend.compensation.textutil import UnclearNumber, clause_at, clean
from backend.compensation.textutil import asked_on as reading_dates_as_of
from backend.compensation.personal_injury import PersonalInjuryCalculator
from backend.compensation.traffic import TrafficCalculator
from backend.compensation.work_injury import WorkInjuryCalculator

MAX_QUESTION_CHARS = 20_000

# LexPam's legal elements per scenario, with the words a reader (or the r_law reward) looks for
ELEMENT_LABELS = {
    "economic": {"compensation_type": "补偿类型", "months": "月数计算", "amount": "补偿金额"},
    "work_injury": {
        "injury_recognition": "工伤认定",
        "liability": "责任主体",
        "benefit_items": "待遇项目",
        "insurance": "工伤保险",
        "amount": "赔偿金额",
    },
    "traffic": {"liability": "事故责任", "insurance": "保险赔付", "amount": "赔偿金额"},
    "personal_injury": {"liability": "责任承担", "amount": "赔偿金额"},
    "criminal_amount": {"counts": "犯罪事实（起）", "amount": "犯罪金额"},
}


def _check_question(question: Any) -> str:
    if not isinstance(question, str) or not question.strip():
        raise ValueError("question 不能为空")
    if len(question) > MAX_QUESTION_CHARS:
        raise ValueError(f"question 过长（{len(question)} 字），上限 {MAX_QUESTION_CHARS} 字")
    return question.strip()


def _scenario(question: str, override: dict[str, Any]) -> str:
    scenario = override.get("scenario") or detect_scenario(question)
    if scenario is None and (no_one_liable := no_one_liable_message(question)):
        raise ValueError(no_one_liable)
    if scenario is None:
        raise ValueError(
            f"无法判断问题属于哪类计算（{'、'.join(SCENARIO_NAMES.values())}）；请在问题中说明要算的是其中哪一类"
        )
    if scenario not in SCENARIOS:
        raise ValueError(f"未知场景：{scenario!r}（可选：{'、'.join(SCENARIOS)}）")
    return scenario


def extract_params(
    question: str,
    params_override: dict[str, Any] | None = None,
    llm: TextGenerator | None = None,
    use_llm_extraction: bool = False,
    asked_on: date | None = None,
) -> tuple[str, Any, list[str]]:
    """(scenario, typed parameters, notes). The override (user corrections) wins over extraction.

    Relative dates in the question (今年, 上个月, 3月1号) are read as of `asked_on` (default: today).
    """
    with reading_dates_as_of(asked_on):
        return _extract_params(question, params_override, llm, use_llm_extraction)


def _extract_params(
    question: str,
    params_override: dict[str, Any] | None,
    llm: TextGenerator | None,
    use_llm_extraction: bool,
) -> tuple[str, Any, list[str]]:
    question = _check_question(question)
    override = dict(params_override or {})
    if not isinstance(params_override, (dict, type(None))):
        raise ValueError("params 应为对象（JSON object）")
    reference = get_reference()
    scenario = _scenario(question, override)
    override.pop("scenario", None)
    notes: list[str] = []
    traffic_reading = None
    injury_finding = None
    if scenario == "criminal_amount":
        params: Any = extract_criminal_amount(question)
    else:
        try:
            # the notes need more of the question than its parameters: read once for both
            if scenario == "traffic":
                params, traffic_reading = read_traffic(question, reference)
            elif scenario == "personal_injury":
                params, injury_finding = read_personal_injury(question, reference)
            else:
                params = extract(question, scenario, reference)
        except UnclearNumber as unclear:
            # a rule met a range where it needs one figure: the user is told which, not refused obscurely
            raise ValueError(f"题目中的“{unclear}”不是一个确定的数字（可能是约数或范围），请写明具体数字后再计算") from unclear
        if llm is not None and use_llm_extraction:
            filled, rejected = llm_fill(params, question, scenario, llm, reference=reference)
            if filled:
                notes.append("由语言模型补充抽取的参数（请核对）：" + "、".join(filled))
            if rejected:
                notes.append("语言模型给出的以下参数未通过校验，已忽略：" + "、".join(rejected))
    if "region" in override and scenario != "criminal_amount":
        override["region"] = _region_set(override["region"], reference)
    if override:
        params = merge_params(params, override)
        if isinstance(params, TrafficParams):
            notes += _stale_victim_names_dropped(params, override)
    if scenario != "criminal_amount":
        notes += approximation_notes(question, params)
        notes += several_places_note(clean(question), scenario, params.region, reference.places())
    if scenario == "work_injury":
        notes += injured_relative_notes(question, params) + recognition_notes(question) + employer_care_notes(question)
        notes += suspension_from_time_off_notes(question, params)
        notes += no_monthly_benefit_notes(question, params) + daily_wage_notes(question, params, reference)
        notes += suspension_paid_in_part_notes(question, params) + settlement_offer_notes(question)
        notes += medical_cost_notes(question, params, reference)
    if scenario == "economic":
        notes += economic_notes(question, params, reference)
    if scenario == "personal_injury":
        notes += place_operator_notes(question, params) + share_told_notes(injury_finding, params, reference)
        notes += fellow_worker_notes(question, params) + struck_at_work_notes(question, params)
    if scenario in ("economic", "work_injury"):
        notes += student_intern_notes(question)
    if traffic_reading is not None:
        # (a carrier's passenger is the one hurt, whoever tells it)
        notes += road_accident_work_injury_notes(
            question, params, traffic_reading.asker_hurt or bool(params.carried_passenger), traffic_reading.payer_delivering
        )
        notes += traffic_notes(traffic_reading, params)
        notes += dismissal_beside_accident_notes(question)
    return scenario, params, notes


def _region_set(region: Any, reference: Reference) -> str | None:
    """The region the user set, as the data names it (Reference.known_region), or the one place a longer name points
    to ('广东省深圳市', '深圳（广东省）' -> '深圳'). A region the data does not know ('火星') is refused with the known
    ones named: kept, it would silently find no figures. 全国 is no region, as in sentencing: the national figures."""
    if region is None or (isinstance(region, str) and region.strip() in ("", "全国")):
        return None
    if not isinstance(region, str):
        raise ValueError(f"region 应为地区名称（字符串），收到：{region!r}")
    places = reference.places()
    # the whole of it names a place: a bare name counts as one ('深圳（广东省）'), unless it is a road's or a shop's
    mentions = places.mentions(clean(region))
    named = tuple(dict.fromkeys(found.name for found in mentions if not found.names_something_else))
    known = reference.known_region(region) or one_place(named, places)
    if known is None and len(named) > 1:
        raise ValueError(f"region 应为一个地区，收到的“{region.strip()}”中有{'、'.join(named)}：请只写其一")
    if known is None:
        raise ValueError(
            f"未知的地区：{region.strip()}（可填省级行政区：{'、'.join(places.provinces)}，或其中的城市，如深圳、杭州；"
            "或不填，按题目识别）"
        )
    return known


def _stale_victim_names_dropped(params: TrafficParams, override: dict[str, Any]) -> list[str]:
    """Victims renamed by the user but not the facts read for them: the names that no longer name a victim are
    dropped from victim_of_facts and victims_facts alike (not refused for fields the user never set), and said."""
    if "victims" not in override:
        return []
    dropped = []
    if "victim_of_facts" not in override and params.victim_of_facts not in (None, *params.victims):
        dropped.append(params.victim_of_facts)
        params.victim_of_facts = None
    # the extracted facts stay under their old names beside any the user keys by the new ones (merge_params)
    given_facts = override.get("victims_facts") or {}
    stale_facts = [name for name in params.victims_facts if name not in params.victims and name not in given_facts]
    for name in stale_facts:
        del params.victims_facts[name]
    dropped += [name for name in stale_facts if name not in dropped]
    if not dropped:
        return []
    return [
        f"更正后的受害人（victims）中没有{'、'.join(dropped)}：题目中按这些名字读出的死亡、年龄或伤残等级不再对应任何一名受害人"
        + (f"，{'、'.join(stale_facts)}的死亡赔偿金、丧葬费或残疾赔偿金未计入" if stale_facts else "")
        + "；请按新的名字在 victims_facts（多名受害人各自的事实）或 victim_of_facts 中写明。"
    ]


# '月薪八千左右', '大概8000块', '7000元上下': a figure the asker gives as an approximation is used as given
# (a floor such as '一万多' or '过万' is asked for instead: it names no figure), and the answer says so
_APPROXIMATE_AFTER = re.compile(r"\s*(?:元|块钱?)?\s*(?:左右|上下)")
_APPROXIMATE_BEFORE = re.compile(r"(?:大概|大约|(?<![违合节契预])约|约莫|差不多|估计|将近|接近)(?:是|为|有)?\s*$")


def _numbers_in(value: Any) -> set[Decimal]:
    """Every figure among the (JSON-form) parameters, nested ones included."""
    if isinstance(value, dict):
        return set().union(*(_numbers_in(item) for item in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_numbers_in(item) for item in value)) if value else set()
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return {Decimal(str(value))}
    return set()


def approximation_notes(question: str, params: Any) -> list[str]:
    """A note for each approximate figure of the question that the calculation uses, naming the value taken."""
    text = clean(question)
    used = _numbers_in(to_jsonable(params))
    notes = []
    for mention in find_loose_money(text):
        if is_lower_bound(mention) or mention.value not in used:
            continue
        before = _APPROXIMATE_BEFORE.search(text, max(0, mention.start - 5), mention.start)
        after = _APPROXIMATE_AFTER.match(text, mention.end)
        if before or after or "左右" in mention.text:
            said = text[before.start() if before else mention.start : after.end() if after else mention.end]
            notes.append(f"题目中的“{said}”是约数，以下按 {format_yuan(mention.value)} 计算；实际数额不同的，结果随之变化，请按准确数额核对。")
    return notes


def calculate(params: Any, reference: Reference | None = None) -> Calculation:
    reference = reference or get_reference()
    scenario = scenario_of(params)
    if scenario == "economic":
        return EconomicCalculator(reference).calculate(params)
    if scenario == "work_injury":
        return WorkInjuryCalculator(reference).calculate(params)
    if scenario == "traffic":
        return TrafficCalculator(reference).calculate(params)
    if scenario == "personal_injury":
        return PersonalInjuryCalculator(reference).calculate(params)
    return CriminalAmountCalculator().calculate(params)


def _calculate_checked(params: Any) -> Calculation:
    try:
        return calculate(params)
    except DecimalException as exc:  # a figure beyond what cents can hold ('月薪9999999999999999999999万')
        raise ValueError("题目中的数额过大，无法计算；请核对金额") from exc
    except OverflowError as exc:  # a date at the calendar's end (params end_date 9999-12-31) has no next day
        raise ValueError("日期超出可计算的范围，请核对日期") from exc


def _jsonable_amount(value: Decimal | None) -> float | None:
    return float(to_cents(value)) if value is not None else None


def compensate(
    question: str,
    params_override: dict[str, Any] | None = None,
    llm: TextGenerator | None = None,
    use_llm_extraction: bool = False,
    asked_on: date | None = None,
) -> dict[str, Any]:
    """The JSONL contract minus id and latency: scenario, amount, params, steps, elements, missing, notes.

    `amount` is None exactly when `missing` is not empty: the engine asks rather than guesses.
    """
    scenario, params, notes = extract_params(question, params_override, llm, use_llm_extraction, asked_on=asked_on)
    calculation = _calculate_checked(params)
    amount = None if calculation.missing else _jsonable_amount(calculation.amount)
    elements = {key: to_jsonable(value) for key, value in calculation.elements.items()}
    if "amount" in elements:
        elements["amount"] = amount
    result = {
        "scenario": scenario,
        "amount": amount,
        "params": to_jsonable(params),
        "steps": [step.to_dict() for step in calculation.steps],
        "elements": elements,
        "missing": calculation.missing,
        "notes": notes + calculation.notes,
    }
    result.update(_item_answered(calculation))
    related = _related_claim(question, scenario, params, asked_on)
    if related is not None:
        # a second claim of the same facts, beside the primary one: `amount` stays the claim asked about
        result["related"] = [related]
        related_sum = format_yuan(Decimal(str(related["amount"])))
        if amount is None:
            # ('3个月工资没发…准备辞职', the service untold): the other claim is owed whatever the missing figures give,
            # so it leads the notes rather than wait on them
            result["notes"].insert(
                0, f"另有{related['label']} {related_sum}：这一项请求不取决于上面所缺的数据，按题目数据现在就可以主张。"
            )
        else:
            told = f"另有{related['label']} {related_sum}（另一项请求，不计入以上金额）"
            if _asks_everything(params):
                result["combined_total"] = _jsonable_amount(Decimal(str(amount)) + Decimal(str(related["amount"])))
                told += f"，与以上金额合计 {format_yuan(Decimal(str(result['combined_total'])))}"
            result["notes"].append(told + "。")
    if scenario == "work_injury":
        result["notes"] += _ending_without_ground_notes(question, params, asked_on)
    if scenario in ("economic", "work_injury") and params.already_paid is None:
        result["notes"] += _sum_handed_over_notes(question, result.get("combined_total", amount))
    if scenario == "traffic":
        result["notes"] += insurer_offer_notes(question, amount)
    return result


# a sum the employer handed over with nothing said of what it pays ('公司给了我2万就让我走人'); one named ('给了我2万经济
#补偿', '发了3000工资') is no such sum
_EMPLOYER = r"(?:公司|单位|老板|厂里?|企业|用人单位)"
_EMPLOYER_HANDED = re.compile(rf"{_EMPLOYER}[^，。；\d]{{0,4}}?(?:给|发|转|赔|补)了?(?:我)?了?\s*$")
# the handing told in a clause of its own after one the employer opens ('公司让我签自愿离职，给了3万'), done ('给了'), not
# an offer ('老板想私了，给我3万': the settlement note's)
_HANDED_ALONE = re.compile(r"(?:又|就|还|只|才)?(?:给|发|转|赔|补)了(?:我)?\s*$")
# a clause the employer opens, after a time word at most ('现在公司让我走人')
_EMPLOYER_OPENS = rf"[^，。；\d]{{0,3}}?{_EMPLOYER}"
_PAYMENT_NAMED = r"工资|薪|加班|补偿|补助|赔偿|津贴|医疗费|生活费|路费|奖|押金|报销"


def _sum_handed_over_notes(question: str, total: float | None) -> list[str]:
    """What a sum the employer handed over without saying what it pays leaves owed: the answer above does not take it
    off (what it settles is not told); the note says what remains were it a settlement of everything computed, and
    that such a settlement far below the law's measure can be set aside."""
    text = clean(question)
    for money in find_loose_money(text):
        clause_start, clause_end = clause_at(text, money.start)
        before = text[clause_start : money.start]
        previous_clause = text[clause_at(text, clause_start - 1)[0] : clause_start] if clause_start else ""
        handed = _EMPLOYER_HANDED.search(before) or (_HANDED_ALONE.fullmatch(before) and re.match(_EMPLOYER_OPENS, previous_clause))
        if not handed or re.search(_PAYMENT_NAMED, text[clause_start:clause_end]):
            continue
        handed = format_yuan(money.value)
        if total is None:
            remains = "以上金额算出后，再与它比较"
        else:
            left = Decimal(str(total)) - money.value
            remains = f"从以上金额 {format_yuan(Decimal(str(total)))} 中扣除，" + (
                f"还可要 {format_yuan(left)}" if left > 0 else "已不少于以上金额"
            )
        return [
            f"单位已给的 {handed}，题目没有说是什么款项，以上金额未扣除：若它是以上各项的一次性了结款，{remains}；"
            "若它是工资等其他款项，不扣。为了结签的协议一般有效，但数额明显低于法定标准、显失公平的，可以请求撤销"
            "（最高人民法院关于审理劳动争议案件适用法律问题的解释（一） 第三十五条）。"
        ]
    return []


def _dismissed_without_ground(params: WorkInjuryParams, economic: Any) -> bool:
    """A grade 7-10 worker, alive, whose employment the employer ended on a ground the question does not tell (grades
    1-6 keep their employment unless they ask to end it: 工伤保险条例 第三十五、三十六条)."""
    return (
        params.employment_ended_by == "employer" and not params.death and params.grade is not None and params.grade >= 7
        and economic.termination_reason is None
    )


def _ending_without_ground_notes(question: str, params: WorkInjuryParams, asked_on: date | None) -> list[str]:
    """A grade 7-10 worker whose employment the employer ended on a ground not told ('公司要跟我解除合同'): what the
    ending owes depends on the ground, so nothing is added to the benefits; with the wage and the service told, the
    note works out both: the 经济补偿 of a lawful ending (第四十六、四十七条) and the damages of one on a ground
    第四十二条第（二）项 forbids (第八十七条)."""
    economic = _reread(question, "economic", asked_on) if params.employment_ended_by == "employer" else None
    if economic is None or economic.targets not in ([], ["damages"]):
        return []
    if economic.termination_reason == "prohibited_42_work_injury" and dismissed_on_no_ground_told(clean(question)):
        # the damages beside the benefits are read as an unlawful dismissal (session 28): say what a fault would change
        return [no_ground_left_note("prohibited_42_work_injury", get_reference(), "以上另有的赔偿金按此计算")]
    if not _dismissed_without_ground(params, economic):
        return []
    lawful = _calculate_checked(replace(economic, targets=[]))
    unlawful = _calculate_checked(replace(economic, termination_reason="prohibited_42_work_injury", targets=["damages"]))
    if lawful.missing or unlawful.missing or lawful.amount is None or unlawful.amount is None:
        return []
    return [
        f"按题目的月工资和工作年限，解除劳动合同另有（与工伤保险待遇分别主张，以上金额未含）：合法解除（如用人单位提出、"
        f"双方协商一致）的经济补偿 {format_yuan(lawful.amount)}（劳动合同法第四十六条、第四十七条）；以第四十条、第四十一条的"
        f"理由解除、属第四十二条第（二）项禁止的违法解除的，赔偿金 {format_yuan(unlawful.amount)}（第八十七条，支付赔偿金的不再支付经济补偿）；"
        "职工有第三十九条情形被解除的，两者都没有。"
    ]


def _asks_everything(params: Any) -> bool:
    """'能要多少' (no item named, or the total): only then is a sum with the related claim what was asked."""
    return list(params.targets) in ([], ["total"])


def _related_claim(question: str, scenario: str, params: Any, asked_on: date | None) -> dict[str, Any] | None:
    """The one other claim the same facts give, computed as a question of its own and returned beside the primary
    one, never folded into it:
    - a work-injured worker dismissed on a ground 第四十二条第（二）项 forbids them: 第八十七条's 2N beside the
      work-injury benefits, whichever of the two the question was read as;
    - a dismissal told in a question about the non-compete compensation: what the ending owes (第四十六、四十七条 or
      第八十七条), which the restriction's compensation does not replace;
    - wages owed told beside what an ending owes ('拖欠我三个月工资…我就辞职了'): the wages (第三十条).
    None where there is no such claim or it lacks a figure (the primary's notes then say what the claim is)."""
    if scenario == "work_injury":
        if struck_by_another_at_work(clean(question)):
            # the one who struck owes the worker's losses as a tort (民法典 第一千一百六十五条), beside the benefits
            injury = _reread(question, "personal_injury", asked_on)
            if injury is None or injury.cause != "fault":
                return None
            label = "对打人者的人身损害赔偿（民法典第一千一百六十五条；与工伤保险待遇分别主张，医疗费不重复获得）"
            return _claim("personal_injury", injury, label)
        if params.employment_ended_by != "employer" or params.death:
            return None
        economic = _reread(question, "economic", asked_on)
        if economic is None or economic.targets not in ([], ["damages"]):
            return None
        if economic.termination_reason == "prohibited_42_work_injury":
            label = "违法解除劳动合同赔偿金（劳动合同法第四十二条第（二）项、第八十七条；与工伤保险待遇分别主张）"
            return _claim("economic", replace(economic, targets=["damages"]), label)
        # a grade 7-10 worker dismissed on a ground not told ('工伤九级，后来公司把我辞退了，能赔多少'): the ending's
        # 经济补偿 beside the benefits, as when the same facts are read as the ending first (the note gives the 2N)
        if _dismissed_without_ground(params, economic):
            label = "解除劳动合同的经济补偿（劳动合同法第四十六条、第四十七条；解除理由未说明，见说明；与工伤保险待遇分别主张）"
            return _claim("economic", replace(economic, targets=[]), label)
        return None
    if scenario != "economic":
        return None
    non_compete = bool(set(params.targets) & set(NON_COMPETE_TARGETS))
    # a disabled worker sent away on a ground not told ('工伤十级…公司让我走人'): the benefits owed on leaving beside what
    # the ending owes
    sent_away = params.termination_reason is None and dismissed_by_employer(clean(question))
    # (a relative's work injury beside the asker's dismissal gives the asker no benefits: they are the relative's)
    askers_own_injury = relatives_injury_beside_askers_dismissal(clean(question)) is None
    ending_beside_injury = params.termination_reason == "prohibited_42_work_injury" or sent_away
    if ending_beside_injury and not non_compete and askers_own_injury:
        injury = _reread(question, "work_injury", asked_on)
        if injury is None or injury.grade is None or injury.death:
            return None
        ending = "违法解除劳动合同赔偿金" if params.termination_reason else "解除劳动合同的经济补偿"
        # the asking sentence's payer ('公司要赔我多少赔偿金') names who owes the primary claim, not these benefits
        benefits = replace(injury, targets=[], payer=None, employment_ended_by="employer")
        return _claim("work_injury", benefits, f"工伤保险待遇（工伤保险条例；与{ending}分别主张）")
    if non_compete and dismissed_by_employer(clean(question)):
        ending = replace(params, targets=[], non_compete_months=None, non_compete_agreed_monthly=None, non_compete_unpaid_months=None)
        label = "解除劳动合同的经济补偿或赔偿金（劳动合同法第四十六、四十七条或第八十七条；与竞业限制经济补偿分别主张）"
        return _claim("economic", ending, label)
    ending_asked = set(params.targets) <= {"economic_compensation", "damages", "total"}
    if ending_asked and wages_owed_told(params):
        label = "拖欠的工资（劳动合同法第三十条第一款；与经济补偿、赔偿金分别主张）"
        return _claim("economic", replace(params, targets=[UNPAID_WAGES]), label)
    return None


def _reread(question: str, scenario: str, asked_on: date | None) -> Any:
    """The same question's parameters read as another scenario, or None where it cannot be read so: that scenario's
    extraction alone, the question already checked and the primary's notes (which a related claim does not carry)
    not made again."""
    try:
        with reading_dates_as_of(asked_on):
            return extract(question.strip(), scenario, get_reference())
    except ValueError:  # UnclearNumber included: a figure the other claim would need is a range
        return None


def _claim(scenario: str, params: Any, label: str) -> dict[str, Any] | None:
    calculation = _calculate_checked(params)
    if calculation.missing or calculation.amount is None:
        return None
    return {
        "scenario": scenario,
        "label": label,
        "amount": _jsonable_amount(calculation.amount),
        "params": to_jsonable(params),
        "steps": [step.to_dict() for step in calculation.steps],
        "notes": calculation.notes,
    }


def compensate_params(scenario: str, params: dict[str, Any]) -> dict[str, Any]:
    """Calculate from parameters alone (the second step of the page, after the user edited them)."""
    if "region" in params and scenario != "criminal_amount":
        params = {**params, "region": _region_set(params["region"], get_reference())}
    typed = params_from_dict(scenario, params)
    calculation = _calculate_checked(typed)
    amount = None if calculation.missing else _jsonable_amount(calculation.amount)
    return {
        "scenario": scenario,
        "amount": amount,
        "params": to_jsonable(typed),
        "steps": [step.to_dict() for step in calculation.steps],
        "elements": {key: to_jsonable(value) for key, value in calculation.elements.items()},
        "missing": calculation.missing,
        "notes": calculation.notes,
        **_item_answered(calculation),
    }


def _item_answered(calculation: Calculation) -> dict[str, Any]:
    """A question asking one loss item by name: `answered_item` names it (`amount` is its figure), and `whole_amount` is
    what the claim as a whole comes to (null where a fact the whole needs is missing, said in a note); nothing for any
    other question."""
    if calculation.answered_item is None:
        return {}
    return {"answered_item": calculation.answered_item, "whole_amount": _jsonable_amount(calculation.whole_amount)}


def _format_amount(amount: float) -> str:
    return str(int(amount)) if float(amount).is_integer() else f"{amount:.2f}"


def _element_text(value: Any) -> str:
    if isinstance(value, list):
        return "、".join(str(item) for item in value) or "无"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def step_lines(steps: list[dict[str, Any]], with_sources: bool = True) -> list[str]:
    """'1. description：amount元（依据：source）' per step: the training data's form, also the Ask conclusion's."""
    lines = []
    for number, step in enumerate(steps, start=1):
        amount = f"：{_format_amount(step['amount'])}元" if step["amount"] is not None else ""
        basis = f"（依据：{step['source']}）" if with_sources else ""
        lines.append(f"{number}. {step['description']}{amount}{basis}")
    return lines


def to_think_boxed(result: dict[str, Any]) -> str:
    """Training-data form: '<think>legal elements and steps</think>\\boxed{amount}' (LexPam's format)."""
    if result.get("amount") is None:
        raise ValueError("该结果缺少必要数额（missing 不为空），不能生成带答案的训练样本")
    scenario = result["scenario"]
    labels = ELEMENT_LABELS[scenario]
    lines = []
    for key, label in labels.items():
        if key == "amount":
            continue
        if key in result["elements"]:
            unit = "个月" if key == "months" else ""
            lines.append(f"【{label}】{_element_text(result['elements'][key])}{unit}")
    lines.append("【计算过程】")
    lines += step_lines(result["steps"])
    lines.append(f"【{labels['amount']}】{_format_amount(result['amount'])}元")
    return "<think>\n" + "\n".join(lines) + "\n</think>\n\\boxed{" + _format_amount(result["amount"]) + "}"
