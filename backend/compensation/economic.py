"""Economic compensation, illegal-termination damages, pay in lieu of notice and double wages.

劳动合同法 第四十六、四十七、八十二、八十七、九十七条 and 劳动合同法实施条例 第六、七、二十、二十五、二十七条.
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass, replace
from datetime import date, timedelta
from decimal import Decimal

from backend.compensation.money import format_yuan, to_cents
from backend.compensation.params import EconomicParams
from backend.compensation.reference import Reference
from backend.compensation.result import Calculation

# the 竞业限制 compensation is a claim of its own (not 第四十七条's N): asked alone, answered alone
NON_COMPETE_TARGETS = ("non_compete", "non_compete_monthly")
# the items only an ending of the contract gives rise to
ENDING_TARGETS = ("economic_compensation", "damages", "notice_pay")
# wages owed are a claim of their own (第三十条), whatever became of the contract: asked alone, answered alone
UNPAID_WAGES = "unpaid_wages"
# so is the pay for annual leave not taken (职工带薪年休假条例 第五条), and the pay for overtime (劳动法 第四十四条)
UNUSED_LEAVE = "unused_leave_pay"
OVERTIME = "overtime_pay"
# and so is the double wage for an open-ended contract not concluded (第八十二条第二款), owed while the job goes on
OPEN_ENDED = "open_ended_double_wage"
ECONOMIC_TARGETS = (
    "economic_compensation", "damages", "notice_pay", "double_wage", "total", *NON_COMPETE_TARGETS, UNPAID_WAGES, UNUSED_LEAVE,
    OVERTIME, OPEN_ENDED,
)
TARGET_LABELS = {
    "economic_compensation": "经济补偿",
    "damages": "违法解除（终止）劳动合同赔偿金",
    "notice_pay": "代通知金（额外支付的一个月工资）",
    "double_wage": "未订立书面劳动合同的二倍工资差额",
    "non_compete": "竞业限制经济补偿（限制期内合计）",
    "non_compete_monthly": "竞业限制经济补偿（每月）",
    UNPAID_WAGES: "拖欠的工资（劳动报酬）",
    UNUSED_LEAVE: "未休年休假工资报酬（正常工资之外应另付的部分）",
    OVERTIME: "加班费（加班工资）",
    OPEN_ENDED: "应订立而未订立无固定期限劳动合同的二倍工资差额",
}
# the endings of 第四十条 that need 30 days' written notice or an extra month's wage in its place
NOTICE_REASONS = ("employer_40", "employer_40_incapable")
# the endings a worker still in the job may ask about by their formula (EconomicParams.supposed_ending)
SUPPOSED_ENDINGS = ("employer_40", "illegal")
# no working life is longer: a longer service comes from a misread date or year, never from the facts
MAX_SERVICE_YEARS = 50


@dataclass(frozen=True)
class ServiceLength:
    months: int  # complete months
    days: int  # days beyond the complete months

    @property
    def full_years(self) -> int:
        return self.months // 12

    @property
    def remainder_months(self) -> int:
        return self.months % 12

    def describe(self) -> str:
        if not self.months and not self.days:
            return "不满1个月"  # service_months 0: told only as under a month ('干了二十天')
        text = f"{self.full_years}年{self.remainder_months}个月"
        return text + (f"{self.days}天" if self.days else "")


# the endings of 第四十六条 that owe 第四十七条's compensation, and those that owe none: said alike by every note
ENDINGS_THAT_OWE = (
    "用人单位提出并协商一致解除，劳动者因用人单位过错依第三十八条解除，用人单位依第四十条、第四十一条解除，合同期满用人单位不以维持或提高条件续订，"
    "用人单位被宣告破产、吊销营业执照、责令关闭或撤销等"
)
ENDINGS_THAT_OWE_NOTHING = "劳动者主动辞职（用人单位没有第三十八条所列过错）或因第三十九条的过错（严重违纪、试用期不符合录用条件等）被解除的，不支付经济补偿"


@dataclass(frozen=True)
class EndingFigures:
    """What an ending would give on the facts, for the notes: 第四十七条's N (an ending on a ground of 第四十六条) with
    its months, and 第八十七条's 2N (an unlawful ending); None where a fact they need is missing."""

    compensation: Decimal | None
    months: Decimal | None
    damages: Decimal | None


def _ending_told(params: EconomicParams, unlawful: bool) -> bool:
    """An ending of the contract is in the facts: its ground, its day, or the ending itself."""
    return bool(unlawful or params.termination_reason or params.end_date or params.contract_ended)


def _ending_unmeasured(params: EconomicParams, unlawful: bool) -> bool:
    """Work without a written contract, told to have ended ('两年没签合同，现在离职了') with neither the ground of the
    ending nor the length of service: the double wage is what the words settle; what the ending owes is not known."""
    return bool(
        params.no_written_contract and params.no_contract_months and params.contract_ended and not unlawful
        and params.termination_reason is None and params.service_months is None and not (params.start_date or params.end_date)
    )


def add_months(start: date, months: int) -> date:
    """The same day of the month `months` later, clamped to the month's last day (1月31日 + 1个月 = 2月末)."""
    month_index = start.month - 1 + months
    year, month = start.year + month_index // 12, month_index % 12 + 1
    return date(year, month, min(start.day, calendar.monthrange(year, month)[1]))


def _month_boundary(start: date, months: int) -> date:
    """The first day after `months` whole months of work from `start`: a month with no day matching the start
    ends on its last day (民法典 第二百零二条), so work from 1月31日 fills its first month on 2月28日."""
    shifted = add_months(start, months)
    return shifted + timedelta(days=1) if shifted.day < start.day else shifted


def _span(start: date, end_exclusive: date) -> ServiceLength:
    """Calendar months and days from `start` up to, not including, `end_exclusive`."""
    months = (end_exclusive.year - start.year) * 12 + end_exclusive.month - start.month
    while months > 0 and add_months(start, months) > end_exclusive:
        months -= 1
    return ServiceLength(months=months, days=(end_exclusive - add_months(start, months)).days)


def service_length(start: date, last_day: date) -> ServiceLength:
    """Service from the first day to the day the employment ended, both included: 2015-03-01..2016-02-29 is one
    year. An end on the anniversary of the first day (2021-03-01..2026-03-01) is whole years as well, as askers
    and common calculators count it: that day is the one the contract ended on, not a day of service beyond."""
    if last_day < start:
        raise ValueError(f"离职日期 {last_day} 早于入职日期 {start}")
    to_anniversary = _span(start, last_day)
    if to_anniversary.months and not to_anniversary.days:
        return to_anniversary
    return _span(start, last_day + timedelta(days=1))


def compensation_months(length: ServiceLength, reference: Reference) -> Decimal:
    """第四十七条: one month per full year; a remainder of six months or more counts as a year, less as half; a service
    under a month told without its days (service_months 0) is under six months all the same: half."""
    rules = reference.labour["economic_compensation"]
    months = Decimal(length.full_years * rules["months_per_full_year"])
    if length.remainder_months >= rules["half_year_threshold_months"]:
        return months + 1
    if length.remainder_months or length.days or not length.months:
        return months + Decimal(str(rules["short_remainder_months"]))
    return months


def _day_text(day: date) -> str:
    return f"{day.year}年{day.month}月{day.day}日"


def _months_text(months: Decimal) -> str:
    return f"{months.normalize():f}个月"


def wages_owed_told(params: EconomicParams) -> bool:
    """Whether the question tells wages owed by their sum, months or days (a claim of its own, 第三十条)."""
    return params.unpaid_wages is not None or params.unpaid_wage_months is not None or params.unpaid_wage_days is not None


class EconomicCalculator:
    def __init__(self, reference: Reference) -> None:
        self.reference = reference
        self.rules = reference.labour

    def calculate(self, params: EconomicParams) -> Calculation:
        calc = Calculation(scenario="economic")
        self._check_targets(params)
        self._check_ending(params)
        # the ground is looked up once: whether it owes anything, and whether it is unlawful, steer every part below
        reason = self._reason(params)
        unlawful = self._unlawful(params, reason)
        targets = self._targets(params, unlawful)
        if "damages" in targets and reason is not None and not unlawful:
            # 第八十七条's damages follow an unlawful ending only: a lawful one told ('经济性裁员', '严重违反规章制度',
            # '我自己辞职') owes the economic compensation or nothing, whichever '赔偿金' was said for
            targets = list(dict.fromkeys("economic_compensation" if name == "damages" else name for name in targets))
            calc.notes.append(
                f"赔偿金（劳动合同法第八十七条）只在违法解除或者终止劳动合同时支付；题目所说的解除或终止原因（{reason['label']}）"
                "不属违法，以上按该原因计算经济补偿（第四十六条、第四十七条）。"
            )
        if set(targets) & set(NON_COMPETE_TARGETS):
            return self._non_compete_only(params, reason, targets, calc)
        if UNPAID_WAGES in targets:
            return self._unpaid_wages_only(params, targets, calc)
        if UNUSED_LEAVE in targets:
            return self._unused_leave_only(params, targets, calc)
        if OVERTIME in targets:
            return self._overtime_only(params, targets, calc)
        if OPEN_ENDED in targets:
            return self._open_ended_only(params, targets, calc)
        if reason is not None and reason.get("no_contract_claims"):
            return self._outside_contract_law(targets, reason, calc)
        # 'N+1是多少' or '2N是多少' asked while still in the job: what the ending the formula names would bring,
        # labelled as such
        supposed = params.supposed_ending is not None
        if supposed:
            results = self._supposed_ending(params, targets, calc)
        elif params.contract_ended is False:
            # the worker is still in the job: what an ending owes is not owed yet (第四十六条); only the double wage may be
            results = {name: self._not_yet_owed(name, calc) for name in targets if name in ENDING_TARGETS}
        else:
            results = self._ending_parts(params, reason, unlawful, targets, calc)
        if "double_wage" in targets or (
            "total" in targets and (params.no_contract_months or params.contract_signed_date)
        ):
            results["double_wage"] = self._double_wage(params, calc)

        # nothing ended and no ending's item in the answer: asked while still in the job, or asked what is owed
        if not supposed and not _ending_told(params, unlawful) and (
            params.contract_ended is False or not (set(params.targets) - {"total"} or set(results) & set(ENDING_TARGETS))
        ):
            calc.notes.append(self._ending_not_told_note(params))

        if not params.targets and _ending_unmeasured(params, unlawful):
            calc.notes.append(
                "题目说已经离职，但没有说明离职的原因和在本单位的工作年限，以上只计二倍工资差额：用人单位提出协商解除、依第四十条"
                "或第四十一条解除、合同期满不续订等第四十六条的情形，还应按工作年限支付经济补偿（每满一年一个月工资，第四十七条）；"
                "劳动者没有第三十八条的理由自行辞职的则没有。请写明离职原因和工作年限后计算。"
            )
        if params.no_written_contract and "double_wage" not in results and not params.start_date and params.no_contract_months is None:
            calc.notes.append(self._double_wage_untimed_note(params))
        if wages_owed_told(params):
            calc.notes.append(self._unpaid_wages_beside_note(params))
        if params.unused_leave_days is not None:
            calc.notes.append(self._unused_leave_beside_note(params))
        if _overtime_counted(params):
            calc.notes.append(self._overtime_beside_note(params))

        calc.elements["compensation_type"] = [TARGET_LABELS[name] for name in results]
        if calc.missing or any(value is None for value in results.values()):
            calc.amount = None
            return calc
        if len(results) == 1:
            calc.amount = next(iter(results.values()))
        else:
            total = sum((value for value in results.values() if value is not None), Decimal(0))
            calc.amount = calc.add(
                ("假设如此解除时合计：" if supposed else "合计：") + " + ".join(f"{TARGET_LABELS[name]} {format_yuan(value)}" for name, value in results.items() if value is not None),
                total,
                "各项依据见上",
            )
        if calc.amount is not None:
            calc.amount = calc.deduct_paid(calc.amount, params.already_paid)
        calc.elements["amount"] = calc.amount
        return calc

    def _ending_parts(
        self, params: EconomicParams, reason: dict | None, unlawful: bool, targets: list[str], calc: Calculation
    ) -> dict[str, Decimal | None]:
        """What the ending owes: the compensation or the damages, and the month in lieu of notice."""
        asks_damages = "damages" in targets or ("total" in targets and unlawful)
        asks_compensation = not asks_damages and bool({"economic_compensation", "total"} & set(targets))
        # no ending told: 经济补偿 is owed only if the contract ends on a ground of 第四十六条, said before the figure
        conditional = asks_compensation and reason is None and not _ending_told(params, unlawful)
        if conditional:
            calc.add(
                "前提：题目未说明劳动合同已经解除或终止。经济补偿只在劳动合同因第四十六条所列情形解除或终止时支付，"
                "以下是如此解除或终止时按第四十七条计算的数额，不是在任何情况下都能拿到的数额（其他情形见说明）",
                None,
                "劳动合同法 第四十六条",
            )
        # only the compensation and the damages are counted from the 12-month average wage (实施条例 第二十七条); a
        # reason that owes no compensation (第三十九条, a plain resignation) is answered without it
        owes_nothing = reason is not None and not reason["compensation"]
        wage = (
            self._wage_base(params, calc, needed=asks_damages or (asks_compensation and not owes_nothing))
            if asks_damages or asks_compensation
            else None
        )

        results: dict[str, Decimal | None] = {}
        if asks_damages:
            results["damages"] = self._damages(params, reason, wage, calc)
        elif asks_compensation and reason is None and params.dismissed_in_probation:
            # within the probation period the employer may end the contract only on the grounds of 第三十九条 (nothing
            # owed) or 第四十条第（一）、（二）项 (N), and owes 2N without one (第二十一条): the ground decides, so no figure
            # is shown as what is owed until it is told (the notes give each)
            calc.need("单位在试用期内解除劳动合同的理由（不支付、经济补偿或二倍赔偿金取决于理由，见说明；请写明单位给出的理由）")
            results["economic_compensation"] = None
        elif asks_compensation and reason is None and params.breach_told:
            # the breach decides between nothing (第三十九条) and 2N (第八十七条); N is owed under neither
            calc.need(
                f"单位所说的“{params.breach_told}”是否属于严重违反规章制度：规章制度经民主程序制定并已告知劳动者、该行为按其规定属于严重违纪"
                "的，解除合法，不支付经济补偿；否则属违法解除，支付经济补偿标准二倍的赔偿金（见说明）"
            )
            calc.notes.append(self._breach_told_note(params))
            results["economic_compensation"] = None
        elif asks_compensation:
            results["economic_compensation"] = self._economic_compensation(params, reason, unlawful, wage, calc)
            if conditional:
                calc.notes.append(self._conditional_compensation_note(params, wage))
        if "notice_pay" in targets or ("total" in targets and params.notice_given is False):
            results["notice_pay"] = self._notice_pay(params, calc)
        elif params.termination_reason in NOTICE_REASONS and not params.notice_given:
            # not asked for ('经济补偿是多少'), or whether notice was given is not said: told, not guessed
            told = "题目说明未提前三十日书面通知" if params.notice_given is False else "题目未说明用人单位是否提前三十日书面通知"
            calc.notes.append(
                f"{told}；依第四十条解除而未提前通知的，用人单位还应额外支付劳动者上一个月的工资"
                "（代通知金，劳动合同法第四十条、实施条例第二十条），以上金额未含此项。"
            )
        elif reason is None and params.notice_given is False and "economic_compensation" in results:
            calc.notes.append(self._no_notice_ground_untold_note(params, results["economic_compensation"], wage))
        return results

    def _no_notice_ground_untold_note(self, params: EconomicParams, compensation: Decimal | None, wage: Decimal | None) -> str:
        """'公司未提前三十日通知就解除劳动合同' with no ground told: the missing notice points to a 第四十条 ending (N and
        a month's wage in its place), but without a lawful ground the ending is unlawful (2N); both, with their
        figures (counted apart from the answer's steps)."""
        scratch = Calculation(scenario="economic")
        notice = self._notice_pay(params, scratch)
        damages = self._damages(params, None, wage, scratch) if wage is not None else None
        with_notice = (
            f"，按题目数据为 {format_yuan(compensation)} + {format_yuan(notice)} = {format_yuan(compensation + notice)}"
            if compensation is not None and notice is not None
            else ""
        )
        doubled = f"，按题目数据为 {format_yuan(damages)}" if damages is not None and not scratch.missing else ""
        return (
            "题目说用人单位未提前三十日通知就解除了劳动合同，但未说明解除的理由，结果取决于理由："
            "依第四十条（医疗期满不能从事原工作也不能从事另行安排的工作、不能胜任工作经培训或调岗后仍不能胜任、客观情况发生重大变化"
            "未能就变更协商一致）解除的，支付经济补偿并额外支付一个月工资代替通知（代通知金，劳动合同法第四十条、第四十六条第（三）项，"
            f"实施条例第二十条）{with_notice}；没有法定解除理由的属违法解除，支付经济补偿标准二倍的赔偿金（第四十八条、第八十七条），"
            f"不再支付经济补偿和代通知金{doubled}。以上金额只是第四十七条的经济补偿，请按实际理由选用。"
        )

    @staticmethod
    def _not_yet_owed(name: str, calc: Calculation) -> Decimal:
        calc.add(
            f"{TARGET_LABELS[name]}：题目说劳动者仍在职，劳动合同尚未解除或终止，现在不发生此项",
            Decimal(0),
            "劳动合同法 第四十六条、第四十七条" if name == "economic_compensation" else "劳动合同法 第四十条、第八十七条",
        )
        return Decimal(0)

    @staticmethod
    def _check_targets(params: EconomicParams) -> None:
        unknown = set(params.targets) - set(ECONOMIC_TARGETS)
        if unknown:
            raise ValueError(f"未知的计算项目：{sorted(unknown)}（可选：{'、'.join(ECONOMIC_TARGETS)}）")

    @staticmethod
    def _targets(params: EconomicParams, unlawful: bool) -> list[str]:
        # work without a written contract and no ending told: the money owed now is 第八十二条's double wage, whether
        # the asker asks what they can get or what it comes to in all ('一共能拿多少'); the notes say what an ending adds
        double_wage_only = bool(params.no_written_contract and (params.start_date or params.no_contract_months)) and not _ending_told(params, unlawful)
        if params.targets:
            return ["double_wage"] if params.targets == ["total"] and double_wage_only else list(params.targets)
        if unlawful:
            targets = ["damages"]  # 第八十七条's damages replace the compensation and carry no month in lieu of notice
        elif params.termination_reason in NOTICE_REASONS and params.notice_given is False:
            # asked what is owed after a 第四十条 dismissal without 30 days' notice: the compensation and the
            # extra month's wage (第四十条, 实施条例 第二十条) together, whether or not the asker says 'N+1'
            targets = ["total", "economic_compensation", "notice_pay"]
        else:
            targets = ["economic_compensation"]
        if double_wage_only or _ending_unmeasured(params, unlawful):
            return ["double_wage"]
        if params.no_written_contract and (params.start_date or params.no_contract_months):
            # an ending after work without a written contract: 第八十二条's double wage is owed beside what the ending
            # owes (a separate claim, 实施条例 第六、七条), however the job ended (a plain '辞退' with no stated ground
            # included), so 'what can I get' counts both, each labelled
            return ["total", *(name for name in targets if name != "total"), "double_wage"]
        return targets

    @staticmethod
    def _check_ending(params: EconomicParams) -> None:
        if params.contract_ended is False and (params.termination_reason or params.end_date or params.dismissed_in_probation):
            raise ValueError(
                "contract_ended 为 false（劳动者仍在职）时不能同时给出解除/终止原因、离职日期或试用期内被解除（dismissed_in_probation）；"
                "按劳动合同已解除或终止计算的，请将 contract_ended 改为 true 或留空"
            )
        if params.supposed_ending not in (None, *SUPPOSED_ENDINGS):
            raise ValueError(f"supposed_ending 应为 {'、'.join(SUPPOSED_ENDINGS)} 之一，收到：{params.supposed_ending!r}")
        if params.supposed_ending is not None and params.contract_ended is not False:
            raise ValueError(
                "supposed_ending（假设的解除方式）只用于劳动者仍在职（contract_ended 为 false）时；劳动合同已解除或终止的，"
                "请删去 supposed_ending，按实际的解除原因（termination_reason）计算"
            )

    def ending_figures(self, params: EconomicParams) -> EndingFigures:
        """第四十七条's N and 第八十七条's 2N on the facts, counted once apart from the answer's steps (from one 12-month
        average wage), for the notes that say what an ending would give."""
        scratch = Calculation(scenario="economic")
        wage = self._wage_base(params, scratch, needed=True)
        if wage is None:
            return EndingFigures(None, None, None)
        compensation = self._economic_compensation(params, None, False, wage, scratch)
        months = scratch.elements.get("months")
        damages = self._damages(params, None, wage, scratch)
        if scratch.missing:
            return EndingFigures(None, None, None)
        return EndingFigures(compensation, months, damages)

    def _breach_told_note(self, params: EconomicParams) -> str:
        """A dismissal for a breach told without its seriousness: what each reading of it gives on the facts."""
        damages = self.ending_figures(params).damages
        figure = "" if damages is None else f"，按题目数据为 {format_yuan(damages)}"
        return (
            f"题目说单位以“{params.breach_told}”为由解除劳动合同，没有说明是否属于严重违纪。劳动者严重违反用人单位的规章制度的，单位可以解除"
            "且不支付经济补偿（劳动合同法第三十九条第（二）项）；规章制度须经民主程序制定并向劳动者公示或告知才能作为依据（第四条），"
            "违纪事实和严重程度由单位举证。行为不属于严重违纪、规章制度没有规定或未经公示的，属违法解除，单位应按经济补偿标准的二倍支付赔偿金"
            f"（第四十八条、第八十七条）{figure}。"
        )

    def _ending_not_told_note(self, params: EconomicParams) -> str:
        """经济补偿 arises only when the contract ends on a ground of 第四十六条: what it would be (N) if it did."""
        figures = self.ending_figures(params)
        figure = (
            f"，按题目数据为 {format_yuan(figures.compensation)}（{_months_text(figures.months)}工资）"
            if figures.compensation is not None and figures.months is not None
            else ""
        )
        damages = f"，按题目数据为 {format_yuan(figures.damages)}" if figures.damages is not None else ""
        told = "题目说劳动者仍在职" if params.contract_ended is False else "题目未说明劳动合同已经解除或终止（工作年限不等于离职）"
        return (
            f"{told}，以上未计经济补偿：经济补偿在劳动合同解除或终止时才发生（劳动合同法第四十六条）。劳动合同因第四十六条所列情形解除或终止的"
            f"（{ENDINGS_THAT_OWE}），按第四十七条计算（每满一年支付一个月工资，六个月以上不满一年的按一年计，"
            f"不满六个月的支付半个月工资）{figure}；"
            f"用人单位违法解除的，赔偿金为该标准的二倍（第八十七条）{damages}；{ENDINGS_THAT_OWE_NOTHING}。"
        )

    def _conditional_compensation_note(self, params: EconomicParams, wage: Decimal | None) -> str:
        """The compensation counted without an ending told: the endings that owe it, those that owe nothing, and the
        2N of an unlawful one (from the wage already counted, its steps kept out of the answer)."""
        scratch = Calculation(scenario="economic")
        damages = self._damages(params, None, wage, scratch) if wage is not None else None
        figure = f"，按题目数据为 {format_yuan(damages)}" if damages is not None and not scratch.missing else ""
        return (
            "题目未说明劳动合同已经解除或终止，也未说明原因：以上经济补偿只在劳动合同因第四十六条所列情形解除或终止时支付"
            f"（{ENDINGS_THAT_OWE}）；{ENDINGS_THAT_OWE_NOTHING}（0元）；"
            f"用人单位违法解除或终止的，支付经济补偿标准二倍的赔偿金（第四十八条、第八十七条），不再支付经济补偿{figure}。"
        )

    def _supposed_ending(self, params: EconomicParams, targets: list[str], calc: Calculation) -> dict[str, Decimal | None]:
        """'N+1' or '2N' asked while still in the job: what the ending the formula names would bring, each step under
        that supposition: a 第四十条 ending without 30 days' notice (the compensation and a month's wage in its place,
        实施条例 第二十条), or an unlawful ending (第八十七条's damages, which replace the compensation)."""
        if params.supposed_ending == "employer_40":
            asked = "N+1（经济补偿加代通知金）" if "economic_compensation" in targets else "代通知金"
            items, ending = "经济补偿和代通知金", "用人单位依第四十条解除劳动合同且未提前三十日书面通知时应支付的"
            source = "劳动合同法 第四十条、第四十六条第（三）项；劳动合同法实施条例 第二十条"
            supposed = replace(params, contract_ended=None, supposed_ending=None, termination_reason="employer_40", notice_given=False)
            note = (
                "以上是假设用人单位依第四十条（医疗期满不能工作、不能胜任工作、客观情况发生重大变化）解除劳动合同且未提前三十日书面通知时的数额，"
                f"不是现在应得的：劳动者仍在职时不发生经济补偿和代通知金（劳动合同法第四十六条）。{ENDINGS_THAT_OWE_NOTHING}，也没有代通知金；"
                "用人单位违法解除的，支付经济补偿标准二倍的赔偿金（第八十七条），不另付代通知金。"
            )
        else:
            asked, items, ending = "2N（违法解除劳动合同的赔偿金）", "赔偿金", "用人单位违法解除劳动合同时应支付的"
            source = "劳动合同法 第四十八条、第八十七条"
            supposed = replace(params, contract_ended=None, supposed_ending=None, termination_reason="illegal")
            note = (
                "以上是假设用人单位违法解除劳动合同（没有法定理由或违反法定程序）时的赔偿金，不是现在应得的：劳动者仍在职时不发生赔偿金"
                "（劳动合同法第八十七条）；违法解除的，劳动者也可以要求继续履行劳动合同（第四十八条）。劳动合同因第四十六条所列情形解除或终止的（"
                f"{ENDINGS_THAT_OWE}），支付第四十七条的经济补偿，为该数额的一半；{ENDINGS_THAT_OWE_NOTHING}。"
            )
        calc.add(
            f"假设：题目说劳动者仍在职，劳动合同尚未解除，现在不发生{items}；所问的{asked}是{ending}，以下按如此解除计算", None, source
        )
        reason = self._reason(supposed)
        results = self._ending_parts(supposed, reason, self._unlawful(supposed, reason), targets, calc)
        calc.notes.append(note)
        return results

    @staticmethod
    def _unlawful(params: EconomicParams, reason: dict | None) -> bool:
        """An ending the law forbids: said so ('illegal') or a reason that is unlawful by itself (第四十二条)."""
        return reason is not None and (params.termination_reason == "illegal" or bool(reason.get("unlawful")))

    def _non_compete_only(self, params: EconomicParams, reason: dict | None, targets: list[str], calc: Calculation) -> Calculation:
        """竞业限制经济补偿, asked alone: the agreed monthly sum, or else 30% of the 12-month average wage (at least the
        local minimum wage), by the month or over the restriction period (at most two years)."""
        if set(targets) - set(NON_COMPETE_TARGETS):
            raise ValueError("竞业限制经济补偿与经济补偿、赔偿金等是不同的请求，请分别计算（targets 只填 non_compete 或 non_compete_monthly）")
        rules = self.rules["non_compete"]
        calc.elements["compensation_type"] = [TARGET_LABELS[name] for name in targets]
        calc.notes.append(
            "竞业限制经济补偿不是劳动合同法第四十七条的经济补偿（N）：它是劳动者在解除或者终止劳动合同后履行竞业限制义务的对价，"
            f"在竞业限制期限内按月支付，无论劳动合同因何解除或终止（包括劳动者主动辞职）都应支付（{rules['agreed_source']}；{rules['default_source']}）。"
            f"用人单位因自身原因三个月未支付的，劳动者可以请求解除竞业限制约定（{rules['unpaid_source']}）。"
        )
        if reason is not None and reason["compensation"]:
            calc.notes.append("因解除或终止劳动合同另有经济补偿或赔偿金的，与竞业限制经济补偿分别计算，以上金额不含该项。")
        monthly = self._non_compete_monthly(params, calc)
        if monthly is None:
            return calc
        if targets == ["non_compete_monthly"]:
            calc.amount = monthly
            calc.elements["amount"] = monthly
            return calc
        months = params.non_compete_months
        if months is not None and months > rules["max_months"]:
            calc.add(f"竞业限制期限不得超过二年：约定的 {months}个月 按 {rules['max_months']}个月 计算", None, rules["period_source"])
            months = rules["max_months"]
        if params.non_compete_unpaid_months is not None:
            owed = self._non_compete_owed_so_far(params.non_compete_unpaid_months, monthly, months, calc)
        elif months is None:
            calc.need("竞业限制期限（约定限制几个月或几年；最长不超过二年）；只问每月金额的，以上按月计算的数额即是")
            return calc
        else:
            calc.elements["months"] = Decimal(months)
            owed = calc.add(
                f"竞业限制期内经济补偿合计 = 每月 {format_yuan(monthly)} × {months}个月", monthly * months, rules["period_source"]
            )
            if params.non_compete_agreed_monthly is not None:
                calc.notes.append("以上为整个竞业限制期的合计；已经过去而未支付的月份，可按每月数额 × 已履行竞业限制义务的月数主张。")
        assert owed is not None
        calc.amount = calc.deduct_paid(owed, params.already_paid)
        calc.elements["amount"] = calc.amount
        return calc

    def _non_compete_owed_so_far(self, unpaid: int, monthly: Decimal, months: int | None, calc: Calculation) -> Decimal | None:
        """The months since leaving told unpaid ('离职后一直没付补偿，已经五个月了'): each month the worker kept the
        restriction is owed (第二十三条第二款), within the restriction's length; the months still to come are paid as
        they fall due, and three months unpaid let the worker end the restriction (解释（一） 第三十八条)."""
        rules = self.rules["non_compete"]
        if unpaid <= 0:
            raise ValueError("non_compete_unpaid_months（离职后未支付竞业限制补偿的月数）应大于0")
        counted = unpaid if months is None else min(unpaid, months)
        ended = f"（竞业限制期 {months}个月 已届满，只计期内）" if counted < unpaid else ""
        calc.elements["months"] = Decimal(counted)
        owed = calc.add(
            f"离职后已履行竞业限制义务、未获支付的 {counted}个月{ended}：每月 {format_yuan(monthly)} × {counted}个月",
            monthly * counted,
            rules["agreed_source"],
        )
        if months is not None and months > counted:
            calc.notes.append(
                f"以上只计已经过去的 {counted}个月；整个竞业限制期 {months}个月 合计 {format_yuan(monthly * months)}，"
                f"其余 {months - counted}个月 在继续履行竞业限制义务期间按月支付。"
            )
        if counted >= 3:
            calc.notes.append(
                f"已有 {counted}个月 未支付（满三个月）：因用人单位的原因三个月未支付经济补偿的，劳动者可以请求解除竞业限制约定"
                f"（{rules['unpaid_source']}），解除后不再受竞业限制，此后的月份也不再有补偿；已经履行的月份的补偿仍应支付。"
            )
        return owed

    def _non_compete_monthly(self, params: EconomicParams, calc: Calculation) -> Decimal | None:
        rules = self.rules["non_compete"]
        if params.non_compete_agreed_monthly is not None:
            share = Decimal(str(rules["default_share"]))
            if params.monthly_wage is not None and params.non_compete_agreed_monthly < params.monthly_wage * share:
                # the 30 % is the rule for no sum agreed; a sum agreed below it is not void by national law
                calc.notes.append(
                    f"约定的每月 {format_yuan(params.non_compete_agreed_monthly)} 低于题目所说月工资的{share * 100:.0f}%"
                    f"（{format_yuan(params.monthly_wage * share)}）：{rules['default_source']}的{share * 100:.0f}%只适用于未约定补偿的情形，"
                    "全国性的法律和司法解释没有规定约定数额的下限；部分地方性法规另设下限，约定过低时各地裁判做法不一，"
                    "请按劳动合同履行地的规定核对。以上按约定数额计算。"
                )
            return calc.add(
                f"约定的竞业限制经济补偿：每月 {format_yuan(params.non_compete_agreed_monthly)}",
                params.non_compete_agreed_monthly,
                rules["agreed_source"],
            )
        if params.monthly_wage is None:
            calc.need("劳动者在劳动合同解除或终止前12个月的平均工资（未约定竞业限制经济补偿的，按其30%按月支付）；约定了补偿的，请给出约定的每月数额")
            return None
        # the same 12-month average as the compensation's (yearly bonuses averaged in): one wage rule for both
        average = self._wage_base(params, calc, needed=True)
        assert average is not None
        share = Decimal(str(rules["default_share"]))
        monthly = calc.add(
            f"未约定竞业限制经济补偿：按解除或终止前12个月平均工资 {format_yuan(average)} × {share * 100:.0f}% 按月支付",
            average * share,
            rules["default_source"] + "第一款",
        )
        assert monthly is not None
        minimum = self._local_minimum(params)
        if minimum is None:
            calc.notes.append("平均工资的30%低于劳动合同履行地最低工资标准的，按最低工资标准支付；题目未给出当地最低工资标准，未核对。")
        elif monthly < minimum[0]:
            monthly = calc.add(
                f"低于劳动合同履行地最低工资标准 {format_yuan(minimum[0])}{minimum[1]}，按最低工资标准支付",
                minimum[0],
                rules["default_source"] + "第二款",
            )
        return monthly

    def _double_wage_untimed_note(self, params: EconomicParams) -> str:
        """Work without a written contract whose length is not told (or told loosely, '半年多'): 第八十二条's double wage
        is owed, but its months cannot be counted."""
        wage = f"（按题目的月工资为 {format_yuan(params.monthly_wage)} × 未签合同的月数减一）" if params.monthly_wage else ""
        return (
            "题目说未订立书面劳动合同，但未说明确切的用工时间（入职日期，或工作了几个月），以上未计二倍工资：自用工之日起超过一个月不满一年"
            f"未订立书面劳动合同的，用人单位应自第二个月起向劳动者每月支付二倍工资，最多11个月{wage}"
            f"（{self.rules['no_written_contract']['source']}）；请写明入职日期或确切月数后计算。"
        )

    def _day_wage(self, monthly_wage: Decimal) -> tuple[Decimal, str]:
        """The day's wage, the monthly wage ÷ 月计薪天数 21.75 (劳社部发〔2008〕3号), rounded to the cent, and its working
        for a step. Awards state the day's wage to the cent and multiply that figure (overtime, annual leave, days owed):
        every item that pays by the day does the same, so the figures shown give the amount."""
        per_day = Decimal(str(self.rules["no_written_contract"]["pay_days_per_month"]))
        day_wage = to_cents(monthly_wage / per_day)
        return day_wage, f"月工资 {format_yuan(monthly_wage)} ÷ 月计薪天数 {per_day} = {format_yuan(day_wage)}"

    def _unpaid_wages(self, params: EconomicParams, calc: Calculation) -> Decimal | None:
        """The wages owed: the sum told, the monthly wage × the months owed, or the day's wage (the monthly wage ÷ the
        paid days of a month) × the days owed (第三十条)."""
        source = self.rules["unpaid_wages"]["source"]
        # the sum and the months may come together: the total of those months' wages (`_wage_base` reads the wage from it)
        if params.unpaid_wage_days is not None and (params.unpaid_wages is not None or params.unpaid_wage_months is not None):
            raise ValueError(
                "拖欠的工资请只给一种：unpaid_wages（拖欠的总额，可同时给 unpaid_wage_months 说明是几个月的工资）、"
                "unpaid_wage_months（拖欠的月数）或 unpaid_wage_days（拖欠的天数），后两者按 monthly_wage 计算"
            )
        if params.unpaid_wage_days is not None:
            return self._unpaid_days_wages(params, params.unpaid_wage_days, calc)
        owed = "未发的约定奖金" if params.unpaid_is_bonus else "拖欠的工资"
        if params.unpaid_wages is not None:
            if params.unpaid_wages <= 0:
                raise ValueError("unpaid_wages（拖欠的工资总额）应大于0")
            return calc.add(f"{owed}：题目所述 {format_yuan(params.unpaid_wages)}", params.unpaid_wages, source)
        months = params.unpaid_wage_months
        if months is None:
            calc.need("拖欠工资的数额，或拖欠了几个月的工资")
            return None
        if months <= 0:
            raise ValueError("unpaid_wage_months（拖欠工资的月数）应大于0")
        if params.monthly_wage is None:
            calc.need("每月应发的工资（拖欠工资按每月应发工资 × 拖欠月数计算）")
            return None
        share = params.unpaid_wage_share
        if share is None:
            counted = f"{months.normalize():f}个月工资" if params.unpaid_is_bonus else f"拖欠 {months.normalize():f}个月"
            return calc.add(
                f"{owed} = 每月工资 {format_yuan(params.monthly_wage)} × {counted}",
                params.monthly_wage * months,
                source,
            )
        if not 0 < share < 1:
            raise ValueError("unpaid_wage_share（每月未发的工资比例）应大于0、小于1；全部未发的不填")
        return calc.add(
            f"未足额发放的工资 = 每月工资 {format_yuan(params.monthly_wage)} × 未发部分 {(share * 100).normalize():f}% × {months.normalize():f}个月",
            to_cents(params.monthly_wage * share * months),
            source,
        )

    def _unpaid_days_wages(self, params: EconomicParams, days: Decimal, calc: Calculation) -> Decimal | None:
        """Wages owed for days ('欠了20天工资'): the day's wage is the monthly wage ÷ 月计薪天数 (劳社部发〔2008〕3号), so
        the days counted are paid days (working days and statutory holidays, not rest days); the step says so, for days
        told as calendar days to be given again as the paid days among them."""
        if days <= 0:
            raise ValueError("unpaid_wage_days（拖欠工资的天数）应大于0")
        if params.monthly_wage is None:
            calc.need("每月应发的工资（拖欠的天数按日工资 = 月工资 ÷ 月计薪天数计算）")
            return None
        rules = self.rules["no_written_contract"]
        day_wage, day_working = self._day_wage(params.monthly_wage)
        return calc.add(
            f"拖欠的工资 = 日工资 {format_yuan(day_wage)}（{day_working}）× 拖欠 {days.normalize():f}个计薪日"
            "（计薪日是应出勤的工作日和法定节假日，不含周末等休息日：所说天数含休息日的，请改为其中的计薪天数）",
            day_wage * days,
            f"{self.rules['unpaid_wages']['source']}；{rules['day_wage_source']}",
        )

    def _ordered_damages_note(self, owed: Decimal | None) -> str:
        """第八十五条's damages: only after the labour administration ordered payment and the employer still failed."""
        rules = self.rules["unpaid_wages"]
        low, high = Decimal(str(rules["ordered_damages_share_low"])), Decimal(str(rules["ordered_damages_share_high"]))
        figure = f"，按题目数据为 {format_yuan(to_cents(owed * low))} 至 {format_yuan(to_cents(owed * high))}" if owed is not None else ""
        return (
            f"拖欠工资的，劳动者可以向劳动行政部门投诉，由其责令用人单位限期支付；逾期仍不支付的，责令按应付金额百分之五十以上百分之一百以下"
            f"的标准向劳动者加付赔偿金（{rules['ordered_damages_source']}）{figure}。加付赔偿金以劳动行政部门已经责令而用人单位逾期仍不支付"
            "为前提，以上未计；劳动者也可以凭拖欠工资的证据向法院申请支付令（劳动合同法第三十条第二款）。"
        )

    def _unpaid_wages_only(self, params: EconomicParams, targets: list[str], calc: Calculation) -> Calculation:
        """Wages owed, asked alone ('拖欠了我三个月工资，每月8000，能要回多少'): the sum owed, with 第八十五条's
        damages as a condition and the worker's right to leave with compensation (第三十八条) in the notes."""
        if set(targets) - {UNPAID_WAGES}:
            raise ValueError("拖欠的工资与经济补偿、赔偿金等是不同的请求，请分别计算（targets 只填 unpaid_wages）")
        calc.elements["compensation_type"] = [TARGET_LABELS[UNPAID_WAGES]]
        if params.pay_refused_ahead and not wages_owed_told(params):
            return self._pay_refused_ahead(calc)
        owed = self._unpaid_wages(params, calc)
        calc.notes.append(self._ordered_damages_note(owed))
        left_already = params.contract_ended or params.end_date is not None
        # (a worker who has already left can no longer end the contract over the arrears: what the ending was decides)
        calc.notes.append(
            "题目说已经离职：劳动关系解除时，用人单位应当一次付清劳动者工资（原劳动部《工资支付暂行规定》第九条），离职后不发的也是拖欠工资。"
            "离职当时是以单位未及时足额支付劳动报酬为由书面通知解除劳动合同的（劳动合同法第三十八条第一款第（二）项），还可以另行主张经济补偿"
            "（第四十六条第（一）项，按工作年限计算）；以个人原因辞职、或者工资是离职以后才被拖欠的，没有经济补偿。以上只计拖欠的工资。"
            if left_already else
            "用人单位未及时足额支付劳动报酬的，劳动者可以解除劳动合同（劳动合同法第三十八条第一款第（二）项），用人单位应支付经济补偿"
            "（第四十六条第（一）项，按工作年限计算），与拖欠的工资分别主张；以上只计拖欠的工资。"
        )
        if owed is None:
            return calc
        calc.amount = calc.deduct_paid(owed, params.already_paid)
        calc.elements["amount"] = calc.amount
        return calc

    def _open_ended_only(self, params: EconomicParams, targets: list[str], calc: Calculation) -> Calculation:
        """An open-ended contract the worker wants and the employer will not conclude ('干了十年了，想签无固定期限合同，公司
        不同意'): the right (第十四条第二款) and when it arises, and once the employer fails to conclude one it should, the
        second wage of each month since (第八十二条第二款), worked out where the months and the wage are told."""
        if set(targets) - {OPEN_ENDED}:
            raise ValueError("无固定期限劳动合同的二倍工资与经济补偿、赔偿金等是不同的请求，请分别计算（targets 只填 open_ended_double_wage）")
        rules = self.rules["open_ended_contract"]
        calc.elements["compensation_type"] = [TARGET_LABELS[OPEN_ENDED]]
        if params.open_ended_months is not None and params.open_ended_months < 0:
            raise ValueError("应订立而未订立无固定期限劳动合同的月数（open_ended_months）不能为负数")
        # (the service is a fact of the right, not asked for: the right may rest on two fixed-term contracts instead)
        length = self._service(params, Calculation(scenario="economic"))
        ten_years = length is not None and length.full_years >= rules["service_years"]
        if params.fixed_terms_renewed:
            calc.add(
                "连续订立二次固定期限劳动合同后续订：劳动者没有第三十九条和第四十条第一项、第二项的情形，提出或者同意续订的，"
                "除劳动者提出订立固定期限劳动合同外，用人单位应当订立无固定期限劳动合同",
                None,
                rules["renewal_source"],
            )
        elif length is not None:
            calc.add(
                f"在本单位连续工作 {length.describe()}：" + (
                    "已满十年，劳动者提出或者同意续订、订立劳动合同的，除劳动者提出订立固定期限劳动合同外，用人单位应当订立无固定期限劳动合同"
                    if ten_years else "未满十年，按连续工作年限订立无固定期限劳动合同的条件尚未具备，满十年之日起才具备"
                ),
                None,
                rules["service_source"],
            )
        # (with neither ground told, no figure: the double wage is owed only where the right is)
        if length is None and not params.fixed_terms_renewed:
            calc.need(
                "应当订立无固定期限劳动合同的依据：在本单位连续工作满十年（第十四条第二款第（一）项），或者连续订立二次固定期限劳动合同后"
                "续订（第（三）项）；请说明在本单位工作了多久、签过几次固定期限劳动合同"
            )
        elif not ten_years and not params.fixed_terms_renewed:
            calc.need(
                "应当订立无固定期限劳动合同的依据：连续工作未满十年的，须是连续订立二次固定期限劳动合同后续订（第十四条第二款第（三）项）；"
                "否则满十年后才有此权利"
            )
        if params.open_ended_months is None:
            calc.need("自应当订立无固定期限劳动合同之日（劳动者提出或同意订立、续订而用人单位不订立之日）起至今的月数")
        if params.monthly_wage is None:
            calc.need("每月工资")
        calc.notes.append(
            "劳动者在同一用人单位连续工作满十年，或者连续订立二次固定期限劳动合同后续订（劳动者没有第三十九条和第四十条第一项、第二项的"
            "情形），劳动者提出或者同意续订、订立劳动合同的，除劳动者提出订立固定期限劳动合同外，用人单位应当订立无固定期限劳动合同"
            "（劳动合同法第十四条第二款）；用工满一年不订立书面劳动合同的，视为已订立无固定期限劳动合同（第三款）。单位不同意订立的，"
            "劳动者可以要求继续订立，并可以要求自应当订立之日起每月支付二倍的工资（第八十二条第二款，即在已发工资之外每月再付一倍），"
            "条文没有写明月数的上限，各地裁判对可主张的月数和时效做法不一；请保留提出订立的书面材料或聊天记录。"
        )
        if calc.missing or params.open_ended_months is None or params.monthly_wage is None:
            return calc
        months = params.open_ended_months
        calc.elements["months"] = Decimal(months)
        owed = calc.add(
            f"二倍工资差额 = 月工资 {format_yuan(params.monthly_wage)} × 应订立而未订立的 {months}个月（已发的一倍之外另付一倍）",
            params.monthly_wage * months,
            rules["double_wage_source"],
        )
        calc.amount = calc.deduct_paid(owed, params.already_paid)
        calc.elements["amount"] = calc.amount
        return calc

    def _pay_refused_ahead(self, calc: Calculation) -> Calculation:
        """Pay the employer says it will not pay ('下个月不给我发工资了'): not due yet, so nothing is owed now; what the
        worker may do once a payday passes unpaid (第三十条, 第三十八条第一款第（二）项, 第四十六条第（一）项)."""
        calc.amount = calc.add(
            "拖欠的工资：题目说的是单位表示以后不发工资（或不按它的要求做就不发），这些工资还没到支付的日子，现在不属于拖欠",
            Decimal(0),
            self.rules["unpaid_wages"]["source"],
        )
        calc.elements["amount"] = calc.amount
        calc.notes.append(
            "用人单位应当按照约定的日期及时足额支付劳动报酬（劳动合同法第三十条）；单位只是说以后不发（或者不按它的要求做就不发），工资还没到该发的日子，"
            "现在还没有拖欠的数额，以上为0。到了发薪日不发或不足额发放的，就是拖欠：劳动者可以要求补发，向劳动行政部门投诉，也可以"
            "以单位未及时足额支付劳动报酬为由解除劳动合同，并要求单位按工作年限支付经济补偿（第三十八条第一款第（二）项、"
            "第四十六条第（一）项、第四十七条）。在此之前继续正常上班，保留好考勤、工资条和单位说不发工资的聊天记录或录音。"
        )
        return calc

    def _unused_leave_pay(self, params: EconomicParams, calc: Calculation) -> Decimal | None:
        """Pay for annual leave owed and not taken: the day's wage (the monthly wage ÷ 21.75) × the days × 300%, of
        which the 100% paid as the normal wage for working those days is deducted: 200% is what is owed on top."""
        rules = self.rules["unused_leave"]
        days = params.unused_leave_days
        if days is not None and days <= 0:
            raise ValueError("unused_leave_days（未休年休假的天数）应大于0")
        if days is None:
            calc.need(
                f"应休未休的年休假天数（职工累计工作已满1年不满10年的每年5天，已满10年不满20年的10天，已满20年的15天，{rules['entitlement_source']}）"
            )
        if params.monthly_wage is None:
            calc.need("月工资（支付前12个月剔除加班工资后的月平均工资，未休年休假的日工资按它 ÷ 21.75 折算）")
        if days is None or params.monthly_wage is None:
            return None
        pay_share, paid_share = Decimal(str(rules["pay_share"])), Decimal(str(rules["paid_share"]))
        day_wage, day_working = self._day_wage(params.monthly_wage)
        calc.add(f"日工资 = {day_working}", day_wage, rules["day_wage_source"])
        calc.add(
            f"未休年休假工资报酬 = 日工资 {format_yuan(day_wage)} × {days.normalize():f}天 × {pay_share * 100:.0f}%"
            f"（其中{paid_share * 100:.0f}%是正常工作期间已发的工资）",
            day_wage * days * pay_share,
            rules["source"],
        )
        return calc.add(
            f"正常工资之外应另付 = 日工资 {format_yuan(day_wage)} × {days.normalize():f}天 × {(pay_share - paid_share) * 100:.0f}%",
            day_wage * days * (pay_share - paid_share),
            rules["source"],
        )

    def _unused_leave_only(self, params: EconomicParams, targets: list[str], calc: Calculation) -> Calculation:
        """未休年休假工资报酬, asked alone ('还有5天年假没休，月薪8700，能要多少')."""
        if set(targets) - {UNUSED_LEAVE}:
            raise ValueError("未休年休假工资与经济补偿、赔偿金等是不同的请求，请分别计算（targets 只填 unused_leave_pay）")
        rules = self.rules["unused_leave"]
        calc.elements["compensation_type"] = [TARGET_LABELS[UNUSED_LEAVE]]
        owed = self._unused_leave_pay(params, calc)
        calc.notes.append(
            "用人单位安排了年休假、职工因本人原因且书面提出不休的，用人单位可以只支付正常工作期间的工资，不再另付（企业职工带薪年休假实施办法"
            "第十条第二款）；以上按用人单位未安排（或经职工同意不安排）计算。"
        )
        if params.contract_ended:
            calc.notes.append(
                "解除或者终止劳动合同时，当年度应休未休的天数按当年已工作时间折算：（当年度在本单位已过日历天数 ÷ 365）× 全年应休天数 − "
                f"当年度已安排的天数，折算后不足1整天的部分不支付（{rules['leaving_source']}）；以上按题目所说的天数计算。"
            )
        if owed is None:
            return calc
        calc.amount = calc.deduct_paid(owed, params.already_paid)
        calc.elements["amount"] = calc.amount
        return calc

    def _unused_leave_beside_note(self, params: EconomicParams) -> str:
        """Annual leave not taken told beside what an ending owes: a claim of its own, worked out apart."""
        owed = self._unused_leave_pay(params, Calculation(scenario="economic"))
        figure = f"，按题目数据为 {format_yuan(owed)}" if owed is not None else ""
        return (
            f"题目还说有 {params.unused_leave_days.normalize():f} 天年休假未休：未休年休假工资报酬按日工资（月工资 ÷ 21.75）的300%支付，"
            f"其中包含已发的正常工资，应另付200%（{self.rules['unused_leave']['source']}）{figure}；这是与经济补偿、赔偿金分别主张的请求，以上未计。"
        )

    def _overtime_pay(self, params: EconomicParams, calc: Calculation) -> Decimal | None:
        """加班费 (劳动法 第四十四条): the hour's wage (the monthly wage ÷ 21.75 ÷ 8) × the hours added to working days ×
        150%, the day's wage × the rest days worked and not given back as rest × 200%, the day's wage × the statutory
        holidays worked × 300%, each its own step; what is not told (the wage, the hours or days, their kind) is asked.
        Rest days told as the days off a week or a month ('单休', '一个月就休两天') are the span's rest days less those."""
        rules = self.rules["overtime"]
        hours, daily = params.overtime_workday_hours, params.overtime_daily_hours
        rest, holidays, untold = params.overtime_rest_days, params.overtime_holiday_days, params.overtime_days_kind_untold
        months = params.overtime_months
        for name, value in (
            ("overtime_workday_hours", hours), ("overtime_daily_hours", daily), ("overtime_rest_days", rest),
            ("overtime_holiday_days", holidays), ("overtime_days_kind_untold", untold), ("overtime_months", months),
        ):
            if value is not None and value <= 0:
                raise ValueError(f"{name}（加班的时数、天数或月数）应大于0")
        days_off = self._days_off(params)
        if days_off is not None and months is None:
            calc.need(
                f"{days_off[1]}只休 {days_off[0].normalize():f} 天的情况持续了几个月（休息日按每周 {rules['rest_days_per_week']}天、"
                f"一年 {rules['weeks_per_year']}周计算，少休的就是休息日加班）"
            )
        if params.monthly_wage is None:
            calc.need("月工资（劳动合同约定的正常工作时间工资，不含加班费；加班费按它 ÷ 21.75 得日工资、再 ÷ 8 得小时工资）")
        if untold is not None:
            calc.need(
                f"所说加班的 {untold.normalize():f} 天是休息日（如周末，未安排补休的按200%）还是法定休假日（如国庆10月1日至3日，按300%）"
                "；如是工作日下班后延长工作时间，请写明小时数"
            )
        # '每天干12个小时，干了一年': the working days of the months told are the standard ones (see _standard_workdays)
        standard_workdays = daily is not None and hours is None and months is not None
        if daily is not None and hours is None and not standard_workdays:
            calc.need(
                f"每天加班 {daily.normalize():f} 小时的工作日共有多少天（或工作日加班的总小时数，"
                "或这样工作了几个月，按标准工作日计算）"
            )
        if params.overtime_days_paid_kind_untold is not None:
            calc.need(
                f"单位已支付加班费的 {params.overtime_days_paid_kind_untold.normalize():f} 天是按法定休假日（300%）还是休息日（200%）支付的"
                "，或已支付的金额"
            )
        if params.overtime_paid_single_wage and params.already_paid is None:
            calc.need(
                "题目说单位按“一倍工资”付了加班：可能只是当天的正常工资（月工资里本已包含，加班费等于没付），也可能是在正常工资之外"
                "另付了日工资的100%；请说明单位为加班实际另付了多少钱，或另付的是日工资的百分之几"
            )
        if hours is None and daily is None and rest is None and holidays is None and untold is None and days_off is None:
            calc.need("加班的时数或天数及其种类：工作日下班后延长了多少小时、休息日（周末）加班几天、法定休假日加班几天")
        if calc.missing:
            return None
        assert params.monthly_wage is not None
        hours_per_day = Decimal(str(rules["hours_per_day"]))
        day_source = self.rules["no_written_contract"]["day_wage_source"]
        day_wage, day_working = self._day_wage(params.monthly_wage)
        calc.add(f"日工资 = {day_working}", day_wage, f"{day_source}；{rules['base_source']}")
        if standard_workdays:
            assert daily is not None and months is not None
            hours = daily * self._standard_workdays(months, calc)
        if days_off is not None:
            assert months is not None
            rest = self._rest_days_worked(days_off, months, calc) + (rest or 0)
        holidays_paid, rest_paid = self._days_paid(params, holidays, rest)
        parts: list[Decimal] = []
        if hours is not None:
            share = Decimal(str(rules["workday_share"]))
            hour_wage = to_cents(day_wage / hours_per_day)
            calc.add(f"小时工资 = 日工资 {format_yuan(day_wage)} ÷ {hours_per_day}小时 = {format_yuan(hour_wage)}", hour_wage, day_source)
            parts.append(calc.add(
                f"工作日延长工作时间的加班费 = 小时工资 {format_yuan(hour_wage)} × {hours.normalize():f}小时 × {share * 100:.0f}%",
                hour_wage * hours * share,
                f"{rules['source']}第（一）项",
            ) or Decimal(0))
        if rest is not None and params.overtime_rest_made_up:
            parts.append(calc.add(
                f"休息日加班 {rest.normalize():f}天已安排补休（调休）：不另付加班费",
                Decimal(0),
                f"{rules['source']}第（二）项",
            ) or Decimal(0))
        elif rest is not None:
            share = Decimal(str(rules["rest_day_share"]))
            rest = self._days_still_unpaid("休息日", rest, rest_paid, share, calc)
            untold_rest = "（题目未说是否补休，按未安排补休计算）" if params.overtime_rest_made_up is None else "（未安排补休）"
            if daily is not None and days_off is not None and params.overtime_rest_days is None:
                # the rest days worked are as long as the other days told ('每天干12个小时，一周干六天'): every hour of
                # them is rest-day work (200%), none of it a working day's added hours
                rest_day_hours = hours_per_day + daily
                hour_wage = to_cents(day_wage / hours_per_day)
                parts.append(calc.add(
                    f"休息日加班费 = 小时工资 {format_yuan(hour_wage)} × {rest.normalize():f}天 × 每天 {rest_day_hours.normalize():f}小时 × "
                    f"{share * 100:.0f}%{untold_rest}",
                    hour_wage * rest * rest_day_hours * share,
                    f"{rules['source']}第（二）项",
                ) or Decimal(0))
            else:
                parts.append(calc.add(
                    f"休息日加班费 = 日工资 {format_yuan(day_wage)} × {rest.normalize():f}天 × {share * 100:.0f}%{untold_rest}",
                    day_wage * rest * share,
                    f"{rules['source']}第（二）项",
                ) or Decimal(0))
        if holidays is not None:
            share = Decimal(str(rules["holiday_share"]))
            holidays = self._days_still_unpaid("法定休假日", holidays, holidays_paid, share, calc)
            parts.append(calc.add(
                f"法定休假日加班费 = 日工资 {format_yuan(day_wage)} × {holidays.normalize():f}天 × {share * 100:.0f}%"
                "（节日当天的正常工资已含在月工资中，此项另付）",
                day_wage * holidays * share,
                f"{rules['source']}第（三）项；{rules['holiday_source']}",
            ) or Decimal(0))
        if len(parts) == 1:
            return parts[0]
        return calc.add("加班费合计：" + " + ".join(format_yuan(part) for part in parts), sum(parts, Decimal(0)), "各项依据见上")

    @staticmethod
    def _days_paid(params: EconomicParams, holidays: Decimal | None, rest: Decimal | None) -> tuple[Decimal, Decimal]:
        """The holidays and rest days already paid at their own rate. Holidays paid at 300% beyond the holidays worked
        ('春节七天都上班，给了五天的三倍': 4 holidays) paid rest days above their 200%, so they count as rest days paid."""
        holidays_paid, rest_paid = params.overtime_holiday_days_paid or Decimal(0), params.overtime_rest_days_paid or Decimal(0)
        for name, paid, worked in (("overtime_holiday_days_paid", holidays_paid, holidays), ("overtime_rest_days_paid", rest_paid, rest)):
            if paid < 0:
                raise ValueError(f"{name}（已支付加班费的天数）不能为负数")
            if paid and worked is None:
                raise ValueError(f"{name}（已支付加班费的天数）只在写明相应种类的加班天数时适用")
        if holidays is not None and holidays_paid > holidays:
            holidays_paid, rest_paid = holidays, rest_paid + holidays_paid - holidays
        if rest_paid > (rest or 0):
            raise ValueError("已支付加班费的天数多于所说的加班天数，请核对")
        return holidays_paid, rest_paid

    @staticmethod
    def _days_still_unpaid(kind: str, worked: Decimal, paid: Decimal, share: Decimal, calc: Calculation) -> Decimal:
        """The days of a kind whose overtime pay is still owed: those worked less those paid at their rate, as a step."""
        if not paid:
            return worked
        owed = worked - paid
        calc.add(
            f"{kind}加班 {worked.normalize():f}天，单位已支付其中 {paid.normalize():f}天的加班费（按{share * 100:.0f}%计），尚未支付 {owed.normalize():f}天",
            None,
            "题目所述",
        )
        return owed

    def _days_off(self, params: EconomicParams) -> tuple[Decimal, str] | None:
        """The days off told by the week or by the month, and which ('每周', '每月'); fewer than the rest days of that
        span (2 a week, 104 ÷ 12 a month), or a clear error."""
        rules = self.rules["overtime"]
        weekly, monthly = params.overtime_days_off_per_week, params.overtime_days_off_per_month
        if weekly is not None and monthly is not None:
            raise ValueError("每周休息的天数与每月休息的天数请只给一种（overtime_days_off_per_week 或 overtime_days_off_per_month）")
        week_rest = Decimal(rules["rest_days_per_week"])
        month_rest = to_cents(week_rest * rules["weeks_per_year"] / 12)
        for told, span, most in ((weekly, "每周", week_rest), (monthly, "每月", month_rest)):
            if told is not None and not 0 <= told < most:
                raise ValueError(f"{span}休息的天数应在0至{most}之间（少于{span}的休息日天数才有休息日加班）")
            if told is not None:
                return told, span
        return None

    def _standard_workdays(self, months: Decimal, calc: Calculation) -> Decimal:
        """The working days of `months` where the hours added each working day are told and their days are not ('每天干
        12个小时，干了一年'): a year's working days are 365 less the 104 rest days and the statutory holidays now in force
        (劳社部发〔2008〕3号: 365 − 104 − 11 = 250 then, 20.83 a month), × months ÷ 12; a step says so, and a note that the
        days not worked (leave) come off, attendance records deciding."""
        rules = self.rules["overtime"]
        rest_days = Decimal(rules["rest_days_per_week"]) * rules["weeks_per_year"]
        period = self.reference.festival_days()
        holidays = Decimal(sum(period["days"].values()))
        year_days = Decimal(365) - rest_days - holidays
        workdays = to_cents(year_days * months / 12)
        calc.add(
            f"工作日天数（题目说了每天的工作时长，没说工作日的天数，按标准工作日计算）：全年 365天 − 休息日 {rest_days.normalize():f}天 − "
            f"法定休假日 {holidays.normalize():f}天 = {year_days.normalize():f}天，{months.normalize():f}个月为 {year_days.normalize():f} × "
            f"{months.normalize():f} ÷ 12 = {workdays.normalize():f}天",
            None,
            f"{self.rules['no_written_contract']['day_wage_source']}；{rules['holiday_source']}",
        )
        calc.notes.append(
            f"工作日按标准天数计算（法定休假日按现行{_day_text(period['effective_from'])}起的规定）：其间请假、休病假等没有上班的日子应扣除，"
            "实际以考勤记录为准；知道加班的确切天数或总小时数的，请写明，按它计算。"
        )
        return workdays

    def _rest_days_worked(self, days_off: tuple[Decimal, str], months: Decimal, calc: Calculation) -> Decimal:
        """The rest days worked over `months`: the weeks in them (52 a year) × 2 rest days, less the days off told by
        the week or the month; counted over the whole span, not month by month, so that a year gives its 104 rest days."""
        rules = self.rules["overtime"]
        week_rest, weeks_per_year = Decimal(rules["rest_days_per_week"]), rules["weeks_per_year"]
        off, span = days_off
        weeks = to_cents(weeks_per_year * months / 12)
        rest_in_span = weeks * week_rest
        taken = weeks * off if span == "每周" else off * months
        worked = rest_in_span - taken
        calc.add(
            f"休息日加班天数：{months.normalize():f}个月约 {weeks_per_year} ÷ 12 × {months.normalize():f} = {weeks.normalize():f}周，"
            f"休息日每周 {week_rest}天，共 {rest_in_span.normalize():f}天；{span}只休 {off.normalize():f}天，共休 {taken.normalize():f}天；"
            f"休息日加班 {rest_in_span.normalize():f} − {taken.normalize():f} = {worked.normalize():f}天",
            None,
            f"{self.rules['no_written_contract']['day_wage_source']}；{rules['rest_source']}",
        )
        return worked

    def _overtime_notes(self, params: EconomicParams) -> list[str]:
        """What the figure rests on: the base, the holiday's days, the legal limit of hours."""
        rules = self.rules["overtime"]
        notes = [
            f"加班费的计算基数是劳动合同约定的劳动者本人正常工作时间工资，不含加班费本身（{rules['base_source']}），以上按题目所说的月工资计算；"
            "约定不明、工资含绩效奖金等浮动部分或实行综合计算工时、不定时工作制的，各地规定不同（有的按上月或12个月平均工资的一定比例、"
            f"不低于最低工资标准），请按当地规定核实；用人单位安排加班的应当支付加班费（{rules['pay_source']}），"
            "加班的事实一般由劳动者举证（考勤记录、加班审批、聊天记录等）。"
        ]
        if params.overtime_holiday_days is not None or params.overtime_days_kind_untold is not None:
            notes.append(self._festival_note(params.overtime_festival_year, params.overtime_festival_years))
        daily = params.overtime_daily_hours
        if daily is not None and daily > 3:
            notes.append(
                f"延长工作时间一般每日不超过1小时，因特殊原因每日不超过3小时、每月不超过{rules['monthly_hours_cap']}小时"
                f"（{rules['cap_source']}）；超出的加班也应支付加班费，还可以向劳动行政部门投诉。"
            )
        return notes

    def _festival_note(self, year: int | None, festivals_by_year: dict[str, list[str]]) -> str:
        """The festivals' holiday days counted: the year's told (each festival's own where several years are told), else
        those now in force and how they differed before."""
        rules = self.rules["overtime"]
        period = self.reference.festival_days(year)

        def listed(days: dict[str, int]) -> str:
            return "、".join(f"{name}{count}天" for name, count in days.items())

        if len(festivals_by_year) > 1:
            each = []
            for told_year, festivals in sorted(festivals_by_year.items()):
                own = self.reference.festival_days(int(told_year))
                days = "、".join(
                    f"{name}{own['days'][name]}天" if own is not None and name in own["days"] else f"{name}当年不是法定休假日"
                    for name in festivals
                )
                each.append(f"{told_year}年{days}（{own['source'] if own is not None else '不在本表内'}）")
            return (
                f"法定休假日只指节日当天，各按加班那一年的规定：{'；'.join(each)}（{rules['holiday_source']}）；"
                "长假中其余的日子是调休形成的休息日，在这些日子加班的按休息日计算（未安排补休的200%，已补休的不另付）。"
            )
        if period is None:
            first = self.reference.festival_periods[0]["effective_from"]
            return (
                f"{year}年的节日放假天数不在本表内（本表自{_day_text(first)}起），请直接说明其中法定休假日的天数。"
            )
        when = f"{year}年" if year is not None else f"现行（{_day_text(period['effective_from'])}起）"
        note = (
            f"法定休假日只指节日当天，{when}为：{listed(period['days'])}（{rules['holiday_source']}；{period['source']}）；"
            "长假中其余的日子是调休形成的休息日，在这些日子加班的按休息日计算（未安排补休的200%，已补休的不另付）。"
        )
        if year is None:
            earlier = self.reference.festival_periods[-2]
            changed = {name: count for name, count in earlier["days"].items() if period["days"].get(name) != count}
            note += (
                f"题目没说是哪一年，以上按现行天数计算；{_day_text(period['effective_from'])}以前{listed(changed)}，"
                "加班在那以前的，请说明年份（如“2024年春节加班七天”）。"
            )
        return note

    def _overtime_only(self, params: EconomicParams, targets: list[str], calc: Calculation) -> Calculation:
        """加班费, asked alone ('周末加了四天班没调休，月薪8000，加班费多少')."""
        if set(targets) - {OVERTIME}:
            raise ValueError("加班费与经济补偿、赔偿金等是不同的请求，请分别计算（targets 只填 overtime_pay）")
        calc.elements["compensation_type"] = [TARGET_LABELS[OVERTIME]]
        owed = self._overtime_pay(params, calc)
        daily, days_off, wage = params.overtime_daily_hours, self._days_off(params), params.monthly_wage
        # the days or months are asked for; what one such day or month earns is worked out for the asker to multiply
        if daily is not None and params.overtime_workday_hours is None and params.overtime_months is None and wage is not None and days_off is None:
            one_day = self._overtime_pay(EconomicParams(monthly_wage=wage, overtime_workday_hours=daily), Calculation(scenario="economic"))
            calc.notes.append(f"按题目数据，工作日每天加班 {daily.normalize():f} 小时的加班费为 {format_yuan(one_day)}（小时工资 × {daily.normalize():f}小时 × 150%），乘以加班的天数即是合计。")
        if days_off is not None and params.overtime_months is None and wage is not None:
            # with the day's length told, a month's figure holds the working days' added hours and the longer rest days
            one_month = self._overtime_pay(
                EconomicParams(
                    monthly_wage=wage, overtime_months=Decimal(1), overtime_rest_made_up=params.overtime_rest_made_up,
                    overtime_days_off_per_week=params.overtime_days_off_per_week, overtime_days_off_per_month=params.overtime_days_off_per_month,
                    overtime_daily_hours=daily if params.overtime_workday_hours is None else None,
                ),
                Calculation(scenario="economic"),
            )
            day_length = Decimal(str(self.rules["overtime"]["hours_per_day"])) + daily if daily is not None else None
            kind = f"每天工作 {day_length.normalize():f} 小时，" if day_length is not None and params.overtime_workday_hours is None else ""
            what = "加班费（工作日延长工作时间和休息日合计）" if kind else "休息日加班费"
            calc.notes.append(f"按题目数据，{kind}{days_off[1]}只休 {days_off[0].normalize():f} 天，一个月的{what}为 {format_yuan(one_month)}，乘以这样工作的月数即是合计。")
        calc.notes.extend(self._overtime_notes(params))
        if owed is None:
            return calc
        calc.amount = calc.deduct_paid(owed, params.already_paid)
        calc.elements["amount"] = calc.amount
        return calc

    def _overtime_beside_note(self, params: EconomicParams) -> str:
        """Overtime told beside what an ending owes: a claim of its own, worked out apart."""
        owed = self._overtime_pay(params, Calculation(scenario="economic"))
        figure = f"，按题目数据为 {format_yuan(owed)}" if owed is not None else ""
        return (
            f"题目还说有加班：加班费按劳动法第四十四条计算（工作日延长工作时间150%、休息日未补休200%、法定休假日300%）{figure}；"
            "这是与经济补偿、赔偿金分别主张的请求，以上未计。"
        )

    def _unpaid_wages_beside_note(self, params: EconomicParams) -> str:
        """Wages owed told beside what an ending owes: a claim of its own, worked out apart from the answer's steps."""
        scratch = Calculation(scenario="economic")
        owed = self._unpaid_wages(params, scratch)
        figure = f"，按题目数据为 {format_yuan(owed)}" if owed is not None else ""
        return (
            f"题目还说用人单位拖欠工资：拖欠的工资应当足额补发（{self.rules['unpaid_wages']['source']}）{figure}，这是与经济补偿、赔偿金"
            "分开的请求，以上金额未含此项。" + self._ordered_damages_note(owed)
        )

    def _outside_contract_law(self, targets: list[str], reason: dict, calc: Calculation) -> Calculation:
        """Part-time work (第七十一条) or a retiree's 劳务关系: no compensation, damages, notice pay or double wage."""
        calc.add(f"用工性质：{reason['label']}，不适用经济补偿、赔偿金、代通知金及二倍工资的规定", Decimal(0), reason["source"])
        if reason.get("note"):
            calc.notes.append(reason["note"])
        calc.elements["compensation_type"] = [TARGET_LABELS[name] for name in targets if name in TARGET_LABELS]
        calc.elements["months"] = Decimal(0)
        calc.amount = Decimal(0)
        calc.elements["amount"] = calc.amount
        return calc

    def _reason(self, params: EconomicParams) -> dict | None:
        reasons = self.rules["termination_reasons"]
        if params.termination_reason is None:
            return None
        if params.termination_reason not in reasons:
            raise ValueError(f"未知的解除/终止原因：{params.termination_reason!r}（可选：{'、'.join(reasons)}）")
        return reasons[params.termination_reason]

    def _wage_base(self, params: EconomicParams, calc: Calculation, needed: bool) -> Decimal | None:
        wage_rule = self.rules["economic_compensation"]["wage_definition"]
        if params.monthly_wage is None and params.unpaid_wages is not None and params.unpaid_wage_months:
            # '拖欠我两个月工资一共一万二': the only wage told is the one owed, a month's share of the sum
            months = params.unpaid_wage_months
            wage = calc.add(
                f"月工资：未另说月工资，按拖欠的 {months.normalize():f}个月工资共 {format_yuan(params.unpaid_wages)} 折算"
                f" = {format_yuan(params.unpaid_wages)} ÷ {months.normalize():f}个月（离职前12个月的平均工资与此不同的，请写明）",
                to_cents(params.unpaid_wages / months),
                wage_rule,
            )
            assert wage is not None
        elif params.monthly_wage is None:
            if needed:
                calc.need("劳动者在劳动合同解除或终止前12个月的平均工资（月工资）")
            return None
        elif params.yearly_pay:
            wage = params.monthly_wage
            # 提成、奖金 paid by the year are pay of the 12 months averaged: a twelfth of them falls to each month
            monthly_part = calc.add(f"按月发放的工资 {format_yuan(wage)}", wage, wage_rule)
            yearly_share = calc.add(
                f"按年发放的提成、奖金 {format_yuan(params.yearly_pay)} ÷ 12个月", params.yearly_pay / 12, wage_rule
            )
            assert monthly_part is not None and yearly_share is not None
            wage = calc.add(
                f"月工资：解除或终止前12个月平均工资 = {format_yuan(monthly_part)} + {format_yuan(yearly_share)}",
                monthly_part + yearly_share,
                wage_rule,
            )
            assert wage is not None
            calc.notes.append(
                "按年发放的提成、奖金按离职前12个月内发放一年的数额计入平均工资；该期间实际发放的数额不同的，按实际发放数额计算。"
            )
        else:
            wage = params.monthly_wage
            calc.add(f"月工资：解除或终止前12个月平均工资 {format_yuan(wage)}", wage, wage_rule)
        minimum = self._local_minimum(params)
        if minimum is not None and wage < minimum[0]:
            wage = calc.add(f"月工资低于当地最低工资标准 {format_yuan(minimum[0])}{minimum[1]}，按最低工资标准计算", minimum[0], wage_rule)
        return wage

    def _local_minimum(self, params: EconomicParams) -> tuple[Decimal, str] | None:
        """The local minimum wage in force in the year the contract ended, with where it comes from."""
        year = params.end_date.year if params.end_date else None
        return self.reference.local_figure("minimum_monthly_wage", params.local_min_wage, params.region, year)

    def _local_average(self, params: EconomicParams) -> tuple[Decimal, str] | None:
        """The local average monthly wage of the year before the contract ended, with where it comes from."""
        year = params.end_date.year - 1 if params.end_date else None
        return self.reference.local_figure("average_monthly_wage", params.local_avg_monthly_wage, params.region, year)

    def _service(self, params: EconomicParams, calc: Calculation) -> ServiceLength | None:
        start = params.start_date
        length = None
        if start and params.end_date:
            length = service_length(start, params.end_date)
        elif params.service_months is not None:
            if params.service_months < 0:
                raise ValueError("工作年限不能为负数")
            length = ServiceLength(months=params.service_months, days=0)
        if length is None:
            calc.need("在本单位的工作年限（入职日期和离职日期，或工作了几年几个月）")
            return None
        if length.full_years > MAX_SERVICE_YEARS:
            calc.need(
                f"在本单位的工作年限：按所给日期或年限算得 {length.describe()}，超过{MAX_SERVICE_YEARS}年，不可能是一段工作经历，"
                "请核对入职日期、离职日期或工作年限"
            )
            return None
        return length

    def _capped(
        self, wage: Decimal, months: Decimal, params: EconomicParams, calc: Calculation
    ) -> tuple[Decimal, Decimal]:
        """第四十七条第二款: a wage above three times the local average is capped, and so are the years."""
        rules = self.rules["economic_compensation"]
        local = self._local_average(params)
        if local is None:
            if wage > Decimal(rules["cap_unchecked_wage_limit"]):
                calc.need(f"{self.reference.region_words(params.region, '本地区')}上年度职工月平均工资（月工资较高，可能适用“三倍封顶”）")
                return wage, months
            calc.notes.append(
                f"未给出{self.reference.region_words(params.region, '本地区')}上年度职工月平均工资，未核对“三倍封顶”；"
                "月工资高于该平均工资三倍时，补偿基数和年限另有上限。"
            )
            return wage, months
        average, source = local
        ceiling = average * rules["high_wage_multiple"]
        if wage <= ceiling:
            calc.add(
                f"月工资 {format_yuan(wage)} 未超过本地区上年度职工月平均工资 {format_yuan(average)}{source} 的三倍 {format_yuan(ceiling)}，不封顶",
                wage,
                rules["source"] + "第二款",
            )
            return wage, months
        capped_wage = calc.add(
            f"月工资 {format_yuan(wage)} 高于本地区上年度职工月平均工资 {format_yuan(average)}{source} 的三倍，基数按三倍 {format_yuan(ceiling)} 计算",
            ceiling,
            rules["source"] + "第二款",
        )
        max_months = Decimal(rules["high_wage_max_years"])
        if months > max_months:
            calc.add(f"支付年限最高不超过十二年：{_months_text(months)} 按 12个月 计算", None, rules["source"] + "第二款")
            months = max_months
        return capped_wage, months

    def _economic_compensation(
        self, params: EconomicParams, reason: dict | None, unlawful: bool, wage: Decimal | None, calc: Calculation
    ) -> Decimal | None:
        source = self.rules["economic_compensation"]["source"]
        if reason is not None:
            if not reason["compensation"]:
                calc.add(f"解除/终止原因：{reason['label']}，用人单位无需支付经济补偿", Decimal(0), reason["source"])
                if reason.get("note"):  # what the employer must show for the reason to hold
                    calc.notes.append(reason["note"])
                calc.elements["months"] = Decimal(0)
                return Decimal(0)
            if unlawful:  # asked for the standard itself: say what is actually owed
                calc.add(f"解除/终止原因：{reason['label']}，以下为第四十七条的经济补偿标准", None, reason["source"])
                calc.notes.append("违法解除或终止的，劳动者可要求继续履行劳动合同，或要求按经济补偿标准的二倍支付赔偿金；"
                                  "支付了赔偿金的，不再支付经济补偿（劳动合同法第四十八条、第八十七条，实施条例第二十五条）。")
            else:
                calc.add(f"解除/终止原因：{reason['label']}，用人单位应支付经济补偿", None, reason["source"])
        elif _ending_told(params, unlawful):  # without an ending told, the step before the figure says what it rests on
            calc.notes.append("题目未说明解除或终止劳动合同的原因；以下按第四十七条标准计算，是否应支付以第四十六条规定的情形为准。")
        start, law_start = params.start_date, self.reference.labour_law_start
        if start and start < law_start and params.end_date and params.end_date >= law_start:
            return self._split_at_law_start(params, wage, calc)
        length = self._service(params, calc)
        if length is None or wage is None:
            return None
        months = compensation_months(length, self.reference)
        calc.add(f"工作年限 {length.describe()}，折算经济补偿月数 {_months_text(months)}", None, source + "第一款")
        wage, months = self._capped(wage, months, params, calc)
        calc.elements["months"] = months
        return calc.add(f"经济补偿 = {format_yuan(wage)} × {_months_text(months)}", wage * months, source)

    def _split_at_law_start(self, params: EconomicParams, wage: Decimal | None, calc: Calculation) -> Decimal | None:
        """第九十七条第三款: years before the law took effect (labour.yaml law_effective_from) follow the 1994 measures,
        years after follow 第四十七条."""
        assert params.start_date and params.end_date
        if self._service(params, calc) is None:  # the same plausibility check as an unsplit service
            return None
        old_rules = self.rules["pre_2008_service"]
        law_start = self.reference.labour_law_start
        law_day = f"{law_start.year}年{law_start.month}月{law_start.day}日"
        # the service up to that day ends the day before it and no contract ended then: no anniversary reading
        before = _span(params.start_date, law_start)
        after = service_length(law_start, params.end_date)
        if wage is None:
            return None
        reason_key = params.termination_reason
        old_source = old_rules["source"]
        if reason_key in old_rules["articles"]:
            old_source += old_rules["articles"][reason_key]
        elif reason_key not in old_rules["not_paid_for"]:
            # the 1994 measures name no article for this reason (or none is given): the count below is theirs
            told = "题目未说明解除原因" if reason_key is None else "劳部发〔1994〕481号办法对此解除原因未设专条"
            calc.notes.append(
                f"{law_day}前的工作年限按当时有关规定计算（劳动合同法第九十七条第三款）；{told}，"
                "以下按该办法“每满一年一个月、不满一年按一年计”的标准估算，请按当时当地的规定核实。"
            )
        if reason_key in old_rules["not_paid_for"]:
            old_months = Decimal(0)
            calc.add(f"{law_day}前的工作年限：当时规定对劳动合同期满终止不支付经济补偿", Decimal(0), old_source)
        else:
            # the 1994 measures count a started year as a full one (the step says so)
            old_months = Decimal(before.full_years + (1 if before.remainder_months or before.days else 0))
            if reason_key in old_rules["capped_months_for"] and old_months > old_rules["cap_months"]:
                old_months = Decimal(old_rules["cap_months"])
            calc.add(
                f"{law_day}前的工作年限 {before.describe()}，按当时规定不满一年按一年计，计 {_months_text(old_months)}",
                None,
                old_source,
            )
        new_months = compensation_months(after, self.reference)
        calc.add(
            f"{law_day}后的工作年限 {after.describe()}，折算 {_months_text(new_months)}",
            None,
            self.rules["economic_compensation"]["source"] + "第一款；劳动合同法 第九十七条第三款",
        )
        new_wage, new_months = self._capped(wage, new_months, params, calc)
        old_amount = calc.add(f"{law_day}前部分 = {format_yuan(wage)} × {_months_text(old_months)}", wage * old_months, old_source)
        new_amount = calc.add(
            f"{law_day}后部分 = {format_yuan(new_wage)} × {_months_text(new_months)}",
            new_wage * new_months,
            self.rules["economic_compensation"]["source"],
        )
        assert old_amount is not None and new_amount is not None
        calc.elements["months"] = old_months + new_months
        return calc.add("经济补偿 = 两段之和", old_amount + new_amount, "劳动合同法 第九十七条第三款")

    def _damages(
        self, params: EconomicParams, reason: dict | None, wage: Decimal | None, calc: Calculation
    ) -> Decimal | None:
        rules = self.rules["illegal_termination"]
        if reason is not None and reason.get("unlawful"):  # why the ending is unlawful, e.g. which 第四十二条 item
            calc.add(f"解除/终止原因：{reason['label']}", None, reason["source"])
        length = self._service(params, calc)  # years counted from the first day of employment (实施条例 第二十五条)
        if length is None or wage is None:
            return None
        months = compensation_months(length, self.reference)
        calc.add(
            f"违法解除：工作年限自用工之日起计算 {length.describe()}，按第四十七条标准折算 {_months_text(months)}",
            None,
            rules["source"],
        )
        wage, months = self._capped(wage, months, params, calc)
        standard = calc.add(f"第四十七条经济补偿标准 = {format_yuan(wage)} × {_months_text(months)}", wage * months, self.rules["economic_compensation"]["source"])
        assert standard is not None
        calc.elements["months"] = months * rules["multiple"]
        return calc.add(f"赔偿金 = 经济补偿标准 {format_yuan(standard)} × {rules['multiple']}", standard * rules["multiple"], rules["source"])

    def _notice_pay(self, params: EconomicParams, calc: Calculation) -> Decimal | None:
        rules = self.rules["notice_pay"]
        if params.termination_reason not in (None, *NOTICE_REASONS):
            calc.add("代通知金仅适用于用人单位依第四十条解除且未提前三十日书面通知的情形", Decimal(0), rules["source"])
            return Decimal(0)
        if params.notice_given:
            calc.add("用人单位已提前三十日书面通知，无需额外支付一个月工资", Decimal(0), rules["source"])
            return Decimal(0)
        wage = params.last_month_wage
        if wage is None and params.monthly_wage is not None:
            wage = params.monthly_wage
            calc.notes.append("未单独给出上一个月的工资，代通知金按题目中的月工资计算。")
        if wage is None:
            calc.need("劳动者上一个月的工资（代通知金按上一个月工资标准）")
            return None
        return calc.add(f"未提前三十日通知，额外支付上一个月工资 {format_yuan(wage)}", wage * rules["months"], rules["source"])

    def _double_wage(self, params: EconomicParams, calc: Calculation) -> Decimal | None:
        rules = self.rules["no_written_contract"]
        months = params.no_contract_months
        part_month: tuple[date, date] | None = None  # the days past the last whole month without a contract
        if months is None and params.start_date:
            # without a contract up to the day before signing, or up to the last working day
            last_day_without = (
                params.contract_signed_date - timedelta(days=1) if params.contract_signed_date else params.end_date
            )
            if last_day_without and last_day_without < params.start_date:
                months = 0  # signed before the first day of work
            elif last_day_without:
                # that day itself is still without a contract: no anniversary reading as for the service
                end_exclusive = last_day_without + timedelta(days=1)
                months = _span(params.start_date, end_exclusive).months
                while months > 0 and _month_boundary(params.start_date, months) > end_exclusive:
                    months -= 1
                first_day_after = _month_boundary(params.start_date, months)
                if first_day_after <= last_day_without and 1 <= months <= rules["max_months"]:
                    part_month = (first_day_after, last_day_without)
        if months is None:
            calc.need("未订立书面劳动合同的月数（或入职日期与补签合同/离职日期）")
            return None
        wage = params.monthly_wage
        if wage is None:
            calc.need("每月工资")
            return None
        extra_months = min(max(months - 1, 0), rules["max_months"])
        if months >= 12:
            calc.notes.append(
                "用工满一年仍未订立书面劳动合同的，视为已订立无固定期限劳动合同（劳动合同法第十四条第三款），二倍工资最多支付11个月；"
                "二倍工资差额的仲裁时效为一年（劳动争议调解仲裁法第二十七条），较早月份的差额可能因超过时效而不被支持，各地对起算点的认定不一。"
            )
        unsigned_text = f"{months}个月" + (f"{(part_month[1] - part_month[0]).days + 1}天" if part_month else "")
        calc.add(
            f"未订立书面劳动合同 {unsigned_text}：自用工满一个月的次日起至满一年的前一日止支付二倍工资，"
            f"差额整月数 {extra_months}个月（最多11个月）",
            None,
            rules["source"],
        )
        calc.elements.setdefault("months", Decimal(extra_months))
        whole = calc.add(f"二倍工资差额（整月） = {format_yuan(wage)} × {extra_months}", wage * extra_months, rules["source"])
        if part_month is None:
            return whole
        first, last = part_month
        days = paid_days(first, last)
        day_wage, day_working = self._day_wage(wage)
        part = calc.add(
            f"不足一个月的部分 {first.isoformat()} 至 {last.isoformat()}，计薪日 {days} 天（周一至周五，法定节假日计薪；"
            f"未计调休）：日工资 = {day_working}，{format_yuan(day_wage)} × {days}",
            # a part month never earns more than a whole one (up to 23 weekdays fit in 30 days)
            min(day_wage * days, wage),
            f"{rules['source']}；{rules['day_wage_source']}",
        )
        assert whole is not None and part is not None
        return calc.add(f"二倍工资差额 = {format_yuan(whole)} + {format_yuan(part)}", whole + part, rules["source"])


def _overtime_counted(params: EconomicParams) -> bool:
    """Overtime told with its hours or days."""
    return any(
        value is not None
        for value in (
            params.overtime_workday_hours, params.overtime_rest_days, params.overtime_holiday_days, params.overtime_days_off_per_week,
            params.overtime_days_off_per_month,
        )
    )


def paid_days(first: date, last: date) -> int:
    """Days from `first` to `last`, both included, that earn pay under the 21.75-day month (劳社部发〔2008〕3号):
    every day but Saturdays and Sundays, the 104 weekly rest days; statutory holidays are paid days."""
    return sum(1 for offset in range((last - first).days + 1) if (first + timedelta(days=offset)).weekday() < 5)
