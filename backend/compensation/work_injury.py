"""Work-injury and work-related death benefits (工伤保险条例 第三十三至三十九条、第六十二条、第六十四条)."""

from __future__ import annotations

from decimal import Decimal

from backend.compensation.money import format_yuan
from backend.compensation.params import WorkInjuryParams
from backend.compensation.reference import Reference
from backend.compensation.result import Calculation
from backend.compensation.textutil import day_asked

ITEM_LABELS = {
    "one_off_disability_benefit": "一次性伤残补助金",
    "disability_allowance": "伤残津贴",
    "suspension_wages": "停工留薪期工资",
    "one_off_medical_subsidy": "一次性工伤医疗补助金",
    "one_off_employment_subsidy": "一次性伤残就业补助金",
    "funeral_grant": "丧葬补助金",
    "one_off_death_benefit": "一次性工亡补助金",
    "dependants_pension": "供养亲属抚恤金（每月）",
    "nursing_care": "生活护理费（每月）",
    "hospital_meal_allowance": "住院伙食补助费",
    "medical_costs": "工伤医疗费",
}
WORK_INJURY_TARGETS = (*ITEM_LABELS, "total")
# the sources of the death-benefit rules below
_DEATH_AFTER_SUSPENSION = "工伤保险条例 第三十九条第三款"
_DEPENDANTS_SCOPE = "因工死亡职工供养亲属范围规定 第三条"
# whose share of the benefits is asked (param_labels.yaml code_names names them)
PAYERS = ("employer", "fund")
# 'unstated': the employment ended and the question does not say who ended it or why
EMPLOYMENT_ENDINGS = ("worker", "mutual", "employer", "expiry", "unstated")
# how far the worker cannot look after himself, as the 劳动能力鉴定委员会 confirmed it: decides the share of the
# local average wage paid as 生活护理费 (第三十四条)
CARE_LEVELS = {"full": "生活完全不能自理", "most": "生活大部分不能自理", "partial": "生活部分不能自理"}
# endings with the worker's assent, after which no relation is kept and no disability allowance paid (第三十六条)
_RELATION_ENDED = ("worker", "mutual")


# a work injury caused by someone outside the employer: what the law says of claiming both the benefits and
# the tort damages
_THIRD_PARTY_NOTE = (
    "工伤由第三人造成的（如上下班途中被他人驾车撞伤）：职工可以向第三人请求人身损害赔偿（最高人民法院关于审理人身损害赔偿案件"
    "适用法律若干问题的解释 第三条第二款），也可以享受工伤保险待遇：社会保险行政部门不得以职工已对第三人起诉或者已获民事赔偿为由"
    "不予认定工伤，经办机构也不得以职工已对第三人起诉为由拒付工伤保险待遇，但第三人已经支付的医疗费用除外（最高人民法院关于审理"
    "工伤保险行政案件若干问题的规定 第八条）；第三人不支付工伤医疗费用或者无法确定第三人的，由工伤保险基金先行支付，再向第三人追偿"
    "（社会保险法第四十二条）。因此医疗费不重复获得，其他工伤保险待遇与对第三人的赔偿可以分别主张（个别地方对兼得另有规定的，"
    "以当地规定为准）。以上金额只含工伤保险待遇，未含对第三人的赔偿。"
)


# a labour relation is what a work injury rests on; a platform's gig worker may have one with the platform, a delivery
# station or an outsourcing firm, or none
_LABOUR_RELATION_SOURCE = "劳动和社会保障部关于确立劳动关系有关事项的通知（劳社部发〔2005〕12号） 第一条"
_NO_LABOUR_RELATION_NOTE = (
    "外卖、快递等平台骑手能否认定工伤，取决于与平台、配送站点或外包（劳务）公司之间是否存在劳动关系：接受其劳动管理、按其安排工作、"
    f"由其支付报酬的，一般认定与实际管理的一方存在劳动关系（{_LABOUR_RELATION_SOURCE}；人力资源社会保障部等《关于维护新就业形态劳动者"
    "劳动保障权益的指导意见》）；自主接单的众包骑手通常不认定劳动关系。没有劳动关系的，不能享受工伤保险待遇，可以向平台投保的意外险、"
    "当地试行的新就业形态就业人员职业伤害保障主张，受伤由他人造成的可以向侵权人主张人身损害赔偿。"
)


def _ending_side_untold_note(grade: int | None) -> str:
    """An employment told as ended without who ended it or why: what each ending gives a worker of this grade, none
    of them applied (the benefits of 第三十六、三十七条 and the labour-contract claims differ with it)."""
    if grade is not None and grade <= 4:
        worker = "一级至四级伤残职工保留劳动关系、退出工作岗位，按月领取伤残津贴（工伤保险条例第三十五条），不因解除而改领一次性补助金"
        expiry = "一级至四级伤残职工保留劳动关系，用人单位不能以合同期满为由终止（劳动合同法第四十五条、工伤保险条例第三十五条）"
    elif grade is not None and grade <= 6:
        worker = (
            f"{grade}级伤残职工不再保留劳动关系、不再发伤残津贴，由工伤保险基金支付一次性工伤医疗补助金、由用人单位支付一次性伤残就业补助金"
            "（工伤保险条例第三十六条第二款）"
        )
        expiry = f"{grade}级伤残职工保留劳动关系，只有经本人提出才可以解除或者终止，用人单位不能以合同期满为由终止（劳动合同法第四十五条、工伤保险条例第三十六条）"
    else:
        who = f"{grade}级伤残职工" if grade is not None else "七级至十级伤残职工"
        worker = f"{who}由工伤保险基金支付一次性工伤医疗补助金、由用人单位支付一次性伤残就业补助金（工伤保险条例第三十七条第（二）项）"
        expiry = (
            f"{who}的劳动合同期满可以终止，同样领取这两项补助金（工伤保险条例第三十七条第（二）项）；用人单位不续订的（维持或者提高原条件"
            "续订而劳动者不同意的除外），还应支付经济补偿（劳动合同法第四十四条第（一）项、第四十六条第（五）项）"
        )
    return (
        "题目说劳动关系已经解除，但没有说明由谁提出、因何解除；应得的款项随之不同，以下分别说明，请写明实际情况：（一）职工本人提出解除的："
        f"{worker}；本人辞职没有经济补偿，但因用人单位未及时足额支付劳动报酬、未依法缴纳社会保险费等第三十八条情形而解除的，用人单位还应支付"
        "经济补偿（劳动合同法第四十六条第（一）项）。（二）用人单位提出、双方协商一致解除的：用人单位应支付经济补偿（劳动合同法第三十六条、"
        "第四十六条第（二）项）。（三）用人单位单方解除的：职工因工负伤被确认丧失或者部分丧失劳动能力，用人单位不得依照第四十条、第四十一条"
        "解除（劳动合同法第四十二条第（二）项）；以这些理由解除的属违法解除，可以要求继续履行，或者要求支付经济补偿标准二倍的赔偿金（第四十八条、"
        f"第八十七条），有第三十九条情形（如严重违反规章制度）的除外。（四）劳动合同期满终止的：{expiry}。经济补偿或者赔偿金是与工伤保险待遇"
        "分开的请求，以上金额未含此项；可以把解除劳动合同作为另一个问题单独计算。"
    )


def is_monthly(item: str, params: WorkInjuryParams) -> bool:
    """Paid every month (伤残津贴 unless a number of months is asked, 供养亲属抚恤金, 生活护理费): reported per
    month on its own, never added into a lump-sum total."""
    return item in ("dependants_pension", "nursing_care") or (item == "disability_allowance" and params.allowance_months is None)


class WorkInjuryCalculator:
    def __init__(self, reference: Reference) -> None:
        self.reference = reference
        self.rules = reference.work_injury

    def calculate(self, params: WorkInjuryParams) -> Calculation:
        calc = Calculation(scenario="work_injury")
        unknown = set(params.targets) - set(WORK_INJURY_TARGETS)
        if unknown:
            raise ValueError(f"未知的工伤待遇项目：{sorted(unknown)}（可选：{'、'.join(WORK_INJURY_TARGETS)}）")
        if params.payer not in (None, *PAYERS):
            raise ValueError(f"支付主体应为 {' 或 '.join(PAYERS)}，收到：{params.payer!r}")
        if params.employment_ended_by not in (None, *EMPLOYMENT_ENDINGS):
            raise ValueError(f"劳动关系结束方式 employment_ended_by 应为 {'、'.join(EMPLOYMENT_ENDINGS)} 之一，收到：{params.employment_ended_by!r}")
        if params.care_level not in (None, *CARE_LEVELS):
            raise ValueError(
                f"生活护理等级 care_level 应为 {'、'.join(f'{key}（{label}）' for key, label in CARE_LEVELS.items())} 之一，收到：{params.care_level!r}"
            )
        if params.grade is not None:
            self.reference.grade(params.grade)  # validates 1..10 before anything else
        self._check_dates_and_death(params)
        self._note_earlier_regulation(params, calc)
        if params.injury_recognised is False:
            calc.add("未认定为工伤（或视同工伤），不享受工伤保险待遇", Decimal(0), "工伤保险条例 第十四条、第十五条、第十六条")
            calc.amount = Decimal(0)
            calc.elements.update(injury_recognition="未认定工伤", amount=Decimal(0))
            return calc
        if params.labour_relation is False:
            calc.add("与所主张的单位之间没有劳动关系：不能认定工伤，不享受工伤保险待遇", Decimal(0), _LABOUR_RELATION_SOURCE)
            if params.platform_worker:
                calc.notes.append(_NO_LABOUR_RELATION_NOTE)
            calc.amount = Decimal(0)
            calc.elements.update(injury_recognition="无劳动关系，不能认定工伤", amount=Decimal(0))
            return calc
        if params.platform_worker and params.labour_relation is None:
            calc.need(
                "是否与平台、配送站点或外包（劳务）公司中的某一家存在劳动关系（签订劳动合同，或接受其管理、按其安排工作、由其支付报酬等；"
                f"{_LABOUR_RELATION_SOURCE}）：有劳动关系的才能认定工伤，由该单位承担工伤保险责任"
            )
            calc.notes.append(_NO_LABOUR_RELATION_NOTE)
        calc.elements["injury_recognition"] = "已认定工伤" if params.injury_recognised else "按已认定工伤计算"
        if params.injury_recognised is None:
            calc.notes.append("题目未明确工伤认定结论；以下按已认定为工伤（或工亡）计算。")

        items = self._items(params)
        self._note_unpriced_subsidies(params, items, calc)
        self._note_implied_benefits(params, items, calc)
        self._note_employment_end(params, calc)
        if params.third_party_caused:
            calc.notes.append(_THIRD_PARTY_NOTE)
        own_wage = self._own_wage(params, calc, needed=bool(set(items) & {"one_off_disability_benefit", "disability_allowance", "dependants_pension"}))
        insured = params.employer_insured
        if insured is False:
            calc.add("用人单位未依法参加工伤保险：工伤职工的各项待遇由用人单位按条例规定的项目和标准支付", None, "工伤保险条例 第六十二条第二款")
        calc.elements["insurance"] = {True: "已参加工伤保险", False: "未参加工伤保险，由用人单位支付", None: "参保情况未说明"}[insured]

        amounts: dict[str, Decimal | None] = {}
        for item in items:
            amounts[item] = getattr(self, f"_{item}")(params, own_wage, calc)

        if params.paid_unstated and params.already_paid is None:
            # what is still owed is asked, and only part of it was paid: the sum paid decides the answer
            calc.need("已经支付的数额（题目说已支付了一部分，但没有写明多少）")
        chosen = self._filter_by_payer(params, amounts, calc)
        calc.elements["liability"] = self._liability_text(params)
        # (the monthly items beside the lump sums are named, or worked out, even where a lump sum lacks a figure)
        beside = self._monthly_beside_lump_sums(params, items, own_wage, amounts, calc)
        if calc.missing or any(amounts[item] is None for item in chosen):
            calc.elements["benefit_items"] = [ITEM_LABELS[item] for item in chosen]
            return calc
        drawn = [item for item in chosen + beside if amounts[item] != 0 or self._asked_alone(item, params)]
        calc.elements["benefit_items"] = [ITEM_LABELS[item] for item in drawn]
        total = self._total(params, chosen, beside, amounts, calc)
        monthly = {ITEM_LABELS[item]: amounts[item] for item in chosen + beside if is_monthly(item, params) and amounts[item]}
        if monthly:
            calc.elements["monthly_items"] = monthly
        total = calc.deduct_paid(total, params.already_paid)
        calc.amount = total
        calc.elements["amount"] = total
        return calc

    def _total(
        self, params: WorkInjuryParams, chosen: list[str], beside: list[str], amounts: dict[str, Decimal | None], calc: Calculation
    ) -> Decimal:
        """The lump sums asked, added up; a monthly item is the answer only when nothing but monthly items is
        asked. Monthly items `beside` the lump sums are shown, never added."""
        monthly = [item for item in chosen if is_monthly(item, params)]
        # ('一级至四级伤残职工在停工留薪期满后死亡' shows the one-off death benefit at nil: told, not added)
        lump = [item for item in chosen if item not in monthly and (amounts[item] or self._asked_alone(item, params))]
        if not lump and not monthly:
            lump = chosen
        if beside or (lump and monthly):
            calc.notes.append(
                "按月支付的"
                + "、".join(f"{ITEM_LABELS[item].removesuffix('（每月）')}（每月 {format_yuan(amounts[item])}）" for item in monthly + beside)  # type: ignore[arg-type]
                + "另行按月领取，未计入一次性金额合计。"
            )
        counted = lump or monthly
        if len(counted) == 1:
            total = amounts[counted[0]]
        else:
            label = "每月合计" if monthly and not lump else "合计"
            total = calc.add(
                f"{label}：" + " + ".join(f"{ITEM_LABELS[item]} {format_yuan(amounts[item])}" for item in counted),  # type: ignore[arg-type]
                sum((amounts[item] for item in counted), Decimal(0)),  # type: ignore[misc]
                self.rules["payers"]["source"],
            )
        assert total is not None
        return total

    @staticmethod
    def _check_dates_and_death(params: WorkInjuryParams) -> None:
        """Refuses an injury or death dated after today, or a year of death still ahead (the statistics of a year
        not yet over would be asked for), and dependants when no death is told (their pension follows a death)."""
        today = day_asked()
        for label, day in (("受伤日期", params.injury_date), ("死亡日期", params.death_date)):
            if day is not None and day > today:
                raise ValueError(f"{label} {day.isoformat()} 晚于今天（{today.isoformat()}），请核对日期")
        if params.death_year is not None and params.death_year > today.year:
            raise ValueError(f"死亡年份 {params.death_year} 晚于今年（{today.year}），请核对年份")
        if params.injury_date and params.death_date and params.death_date < params.injury_date:
            raise ValueError(f"死亡日期 {params.death_date.isoformat()} 早于受伤日期 {params.injury_date.isoformat()}，请核对日期")
        if params.dependants and not params.death:
            raise ValueError("供养亲属 dependants 只用于职工因工死亡的供养亲属抚恤金（工伤保险条例第三十九条）；请同时写明 death: true，或删去 dependants")

    def _note_earlier_regulation(self, params: WorkInjuryParams, calc: Calculation) -> None:
        """An injury (or death) before the regulation these figures come from took effect (work_injury.yaml
        effective_from): its benefits may follow the earlier text, which the answer says rather than assumes."""
        start = self.reference.work_injury_regulation_start
        event = params.injury_date or params.death_date
        if not (event < start if event else params.death_year is not None and params.death_year < start.year):
            return
        calc.notes.append(
            f"事故伤害发生在{start.year}年{start.month}月{start.day}日之前；以上按{self.rules['regulation']}的标准计算。"
            "此前已完成工伤认定的，待遇按修订前的工伤保险条例（2004年1月1日起施行）计算，一次性伤残补助金的月数、"
            "一次性工亡补助金等标准与上面不同；当时尚未完成工伤认定的，按修订后的条例执行"
            "（国务院关于修改《工伤保险条例》的决定）。请按认定时间核实。"
        )

    def _note_employment_end(self, params: WorkInjuryParams, calc: Calculation) -> None:
        """The labour-contract side of an employment that ended: a claim separate from the benefits, which the
        amounts here leave out (劳动合同法 第四十二条第（二）项、第四十五条)."""
        if params.death or params.employment_ended_by is None:
            return
        grade = params.grade
        if params.employment_ended_by == "unstated":
            calc.notes.append(_ending_side_untold_note(grade))
            return
        if params.employment_ended_by == "worker":
            if grade in (5, 6):
                calc.notes.append(
                    f"{grade}级伤残职工经本人提出与用人单位解除或者终止劳动关系的，不再保留劳动关系，也就不再由用人单位按月发给伤残津贴，"
                    "改为领取一次性工伤医疗补助金和一次性伤残就业补助金（工伤保险条例第三十六条）。"
                )
            return
        if params.employment_ended_by == "mutual":
            calc.notes.append(
                "劳动合同经双方协商一致解除，不属于劳动合同法第四十二条所禁止的用人单位单方解除；由用人单位提出并协商一致解除的，"
                "用人单位应支付经济补偿（劳动合同法第三十六条、第四十六条第（二）项），由劳动者提出的则无经济补偿。"
                + ("五级、六级伤残职工解除劳动关系后不再领取伤残津贴，改为领取一次性工伤医疗补助金和一次性伤残就业补助金（工伤保险条例第三十六条）。"
                   if grade in (5, 6) else "")
                + "经济补偿是与工伤保险待遇分开的请求，以上金额未含此项；可以把解除劳动合同作为另一个问题单独计算。"
            )
            return
        kept = (
            "一级至四级伤残职工保留劳动关系、退出工作岗位（工伤保险条例第三十五条）"
            if grade is not None and grade <= 4
            else "五级、六级伤残职工保留劳动关系，只有经本人提出才可以解除或者终止（工伤保险条例第三十六条）"
            if grade is not None and grade <= 6
            else None
        )
        if params.employment_ended_by == "employer":
            if grade is None:
                protected = "职工因工负伤并经劳动能力鉴定被确认丧失或者部分丧失劳动能力（一级至十级伤残）的，"
            else:
                protected = f"职工因工负伤被鉴定为{grade}级伤残，属于被确认丧失或者部分丧失劳动能力，"
            note = (
                f"{protected}用人单位不得依照劳动合同法第四十条、第四十一条（医疗期满或不能胜任等无过失性解除、客观情况发生重大变化、"
                "经济性裁员）解除劳动合同（劳动合同法第四十二条第（二）项）；以这些理由解除的属违法解除，劳动者可以要求继续履行，"
                "或者要求用人单位按经济补偿标准的二倍支付赔偿金（第四十八条、第八十七条）。劳动者有第三十九条情形（如严重违反规章制度）的除外。"
            )
            if kept:
                note += f"另外，{kept}。"
            else:
                # grades 7-10 (or not yet graded): what the employer's ending brings besides the disability benefit
                note += (
                    "劳动关系由用人单位一方结束的，职工可得：一次性工伤医疗补助金和一次性伤残就业补助金（按当地标准）；双方协商一致解除等"
                    "合法解除应支付经济补偿，每满一年支付一个月工资，六个月以上不满一年的按一年计算（劳动合同法第四十六条、第四十七条）；"
                    "违法解除的赔偿金为经济补偿的二倍（第八十七条），二者只取其一。"
                )
            if grade is None:
                # not yet assessed: the period of treatment keeps the wage whatever the grade turns out
                note += "尚未鉴定伤残等级的，停工留薪期内原工资福利待遇不变，由所在单位按月支付（工伤保险条例第三十三条）。"
        else:
            note = "劳动合同期满时劳动者因工负伤并被确认丧失或者部分丧失劳动能力的，合同的终止按国家有关工伤保险的规定执行（劳动合同法第四十五条）："
            if kept:
                note += f"{kept}，用人单位不能以合同期满为由终止劳动关系。"
            else:
                note += (
                    "七级至十级伤残职工的劳动合同期满可以终止，由工伤保险基金支付一次性工伤医疗补助金、由用人单位支付一次性伤残就业补助金"
                    "（工伤保险条例第三十七条第（二）项）；用人单位不续订的（维持或者提高原条件续订而劳动者不同意的除外），还应支付经济补偿，"
                    "每满一年支付一个月工资（劳动合同法第四十四条第（一）项、第四十六条第（五）项、第四十七条）。"
                )
        calc.notes.append(
            note + "经济补偿或者赔偿金是与工伤保险待遇分开的请求，以上金额未含此项；可以把解除劳动合同作为另一个问题单独计算。"
        )

    @staticmethod
    def _asked_alone(item: str, params: WorkInjuryParams) -> bool:
        """Asked for by name, not as part of a total: shown even when it is due at nil."""
        return item in params.targets and "total" not in params.targets

    def _monthly_beside_lump_sums(
        self, params: WorkInjuryParams, items: list[str], own_wage: Decimal | None, amounts: dict[str, Decimal | None], calc: Calculation
    ) -> list[str]:
        """What a question for everything ('能拿多少', '一共多少') is also owed every month: the disability allowance
        of grades 1-4, and of grades 5-6 when no work is arranged (第三十五、三十六条); the dependants' pension after
        a death (第三十九条第一款第（二）项); the nursing allowance of a worker confirmed to need care (第三十四条).
        Shown per month, or named in a note when a fact it needs is not given; returns the items shown."""
        if params.targets and "total" not in params.targets:
            return []
        beside = self._allowance_or_pension_beside(params, items, own_wage, amounts, calc)
        if self._nursing_care_beside(params, items, amounts, calc):
            beside.append("nursing_care")
        return beside

    def _nursing_care_beside(self, params: WorkInjuryParams, items: list[str], amounts: dict[str, Decimal | None], calc: Calculation) -> bool:
        """Whether the nursing allowance of a care level told could be worked out beside the lump sums; if the
        local average wage is missing, a note names it with its rate."""
        level = params.care_level
        if params.death or level is None or "nursing_care" in items or params.payer not in (None, self._payer_of("nursing_care", params)):
            return False
        rule = self.rules["nursing_care"]
        if self._local_average(params) is None:
            calc.notes.append(
                f"经劳动能力鉴定委员会确认{CARE_LEVELS[level]}的，还按月领取生活护理费，为统筹地区上年度职工月平均工资的"
                f"{Decimal(str(rule['rates'][level])) * 100:.0f}%（{rule['source']}）；题目未给出统筹地区上年度职工月平均工资，以上金额未含此项。"
            )
            return False
        amounts["nursing_care"] = self._nursing_care(params, None, calc)
        return True

    def _allowance_or_pension_beside(
        self, params: WorkInjuryParams, items: list[str], own_wage: Decimal | None, amounts: dict[str, Decimal | None], calc: Calculation
    ) -> list[str]:
        """The disability allowance, or after a death the dependants' pension, beside the lump sums (see above)."""
        candidate = "dependants_pension" if params.death else "disability_allowance"
        if params.payer not in (None, self._payer_of(candidate, params)):
            return []  # ('公司要付多少' after a grade 1-4 injury: the fund pays the allowance)
        if params.death:
            if "dependants_pension" in items or not self._dependants_pension_beside(params, own_wage, amounts, calc):
                return []
            return ["dependants_pension"]
        if params.grade is None or params.grade > 6 or "disability_allowance" in items:
            return []
        grade = self.reference.grade(params.grade)
        rate = f"本人工资的{grade.allowance_rate * 100:.0f}%"
        if params.grade >= 5 and params.employment_ended_by in (*_RELATION_ENDED, "unstated"):
            # the worker ended the employment: no relation kept, no allowance (第三十六条第二款); who ended it
            # untold, the note on the ending says when the allowance stops
            return []
        if params.grade >= 5 and params.work_arranged is None:
            each_month = f"，即每月 {format_yuan(own_wage * grade.allowance_rate)}" if own_wage is not None else ""
            calc.notes.append(
                f"{params.grade}级伤残职工保留劳动关系、用人单位难以安排工作的，按月领取伤残津贴，为{rate}{each_month}"
                f"（{grade.source}）；题目未说明是否安排了工作，以上金额未含此项。"
            )
            return []
        if params.grade >= 5 and params.work_arranged:
            return []  # suitable work arranged: the wage, no allowance (第三十六条第一款第（二）项)
        if own_wage is None:
            calc.notes.append(f"{params.grade}级伤残职工还按月领取伤残津贴，为{rate}（{grade.source}）；题目未给出本人工资，未计算此项。")
            return []
        amounts["disability_allowance"] = self._disability_allowance(params, own_wage, calc)
        return ["disability_allowance"]

    def _dependants_pension_beside(
        self, params: WorkInjuryParams, own_wage: Decimal | None, amounts: dict[str, Decimal | None], calc: Calculation
    ) -> bool:
        """Whether the dependants' pension could be worked out; if not, a note names it with its rates."""
        if params.dependants and own_wage is not None:
            amounts["dependants_pension"] = self._dependants_pension(params, own_wage, calc)
            return True
        rates = self.rules["death"]["dependant_rates"]
        if own_wage is not None:
            spouse, other = (format_yuan(own_wage * Decimal(str(rates[who]))) for who in ("spouse", "other"))
            each = f"配偶每月 {spouse}，其他供养亲属每人每月 {other}"
        else:
            each = "配偶每月为本人工资的40%，其他供养亲属每人每月30%"
        lacking = "供养亲属" if not params.dependants else "本人工资"
        calc.notes.append(
            f"由死者生前提供主要生活来源、无劳动能力的供养亲属还可按月领取供养亲属抚恤金：{each}，孤寡老人或者孤儿每人每月"
            f"再加发本人工资的10%，合计不超过死者生前工资（工伤保险条例第三十九条第一款第（二）项；领取条件见{_DEPENDANTS_SCOPE}）；"
            f"题目未说明{lacking}，以上金额未含此项。"
        )
        return False

    def _items(self, params: WorkInjuryParams) -> list[str]:
        explicit = [item for item in params.targets if item != "total"]
        if explicit and "total" not in params.targets:
            return explicit
        if params.death:
            items = ["funeral_grant", "one_off_death_benefit"]
            if params.dependants and "dependants_pension" in params.targets:
                items.append("dependants_pension")
        else:
            # (no grade reached: no disability benefit; what is owed is the 停工留薪期 wages, asked for where untold)
            items = [] if params.no_grade_reached else ["one_off_disability_benefit"]
            if params.suspension_months is not None or (params.no_grade_reached and not explicit):
                items.append("suspension_wages")
            if params.medical_subsidy is not None:
                items.append("one_off_medical_subsidy")
            if params.employment_subsidy is not None:
                items.append("one_off_employment_subsidy")
            if params.allowance_months is not None:
                items.append("disability_allowance")
            if params.hospital_days and self._daily_standard("hospital_meal_allowance", params) is not None:
                items.append("hospital_meal_allowance")
        if params.medical_costs is not None:
            items.append("medical_costs")
        return list(dict.fromkeys(explicit + items))

    def _daily_standard(self, figure: str, params: WorkInjuryParams) -> tuple[Decimal, str] | None:
        """A daily standard a benefit is computed by: the question's (the parameter of its name), else the operator's
        figure for the region in force this year (statistics.yaml regional), with the words naming its source."""
        return self.reference.local_figure(figure, getattr(params, figure), params.region, day_asked().year)

    def _note_implied_benefits(self, params: WorkInjuryParams, items: list[str], calc: Calculation) -> None:
        """The benefits a non-fatal injury implies (work_injury.yaml implied_benefits: 停工留薪期工资, the fund's 住院伙食补助费)
        that a question asking for everything gives no figure for: each named with how it is computed and what it needs."""
        asked_all = not params.targets or "total" in params.targets
        stayed = bool(params.hospitalised or params.hospital_days)
        facts = {"hospital_stay": stayed, "injury": stayed or params.grade is not None}
        if params.death or not asked_all:
            return
        for item, rule in self.rules["implied_benefits"].items():
            if item in items or not any(facts[fact] for fact in rule["implied_by"]):
                continue
            lacking = [rule["needs"]]
            if rule.get("per_day"):
                lacking = [] if self._daily_standard(rule["per_day"], params) is not None else lacking
                lacking += [] if params.hospital_days else ["住院天数"]
            calc.notes.append(f"未计入{ITEM_LABELS[item]}：{rule['how']}（{rule['source']}）；计算它还需要{'、'.join(lacking)}；给出后可计入。")

    def _note_unpriced_subsidies(self, params: WorkInjuryParams, items: list[str], calc: Calculation) -> None:
        """Grades 5-10 draw two lump sums when the employment ends (第三十六条第二款, 第三十七条第（二）项) at a
        standard each province sets: with no figure given, the total asked for is told what it leaves out."""
        asked_all = not params.targets or "total" in params.targets
        if params.death or params.grade is None or params.grade < 5 or not asked_all:
            return
        unpriced_items = [item for item in ("one_off_medical_subsidy", "one_off_employment_subsidy") if item not in items]
        unpriced = [ITEM_LABELS[item] for item in unpriced_items]
        if unpriced:
            if params.grade <= 6:
                when = "经本人提出与用人单位解除或者终止劳动关系的（工伤保险条例第三十六条第二款）"
            elif params.employment_ended_by == "employer":
                # the article names the expiry and the worker's own ending; the employer's ending ends the relation
                # too, and provinces' rules that fix the standard pay the two then as well
                when = (
                    "的劳动合同由用人单位解除、劳动关系结束的（工伤保险条例第三十七条第（二）项写明的是合同期满终止和本人提出解除；"
                    "用人单位解除的，不少省份的实施规定同样支付这两项，以当地规定为准）"
                )
            else:
                when = "劳动合同期满终止或者本人提出解除劳动合同的（工伤保险条例第三十七条第（二）项）"
            calc.notes.append(
                f"{params.grade}级伤残职工{when}，还可领取{'、'.join(unpriced)}，具体标准由省、自治区、直辖市人民政府规定；"
                + self._subsidy_base_lacking(params, unpriced_items)
            )

    @staticmethod
    def _subsidy_base_lacking(params: WorkInjuryParams, unpriced_items: list[str]) -> str:
        """What the unpriced subsidies still need: the local standard, or where their months were told
        ('各6个月'), the wage those months count, which the province's rule names."""
        months_told = [f"{ITEM_LABELS[item]}{params.subsidy_months_told[item].normalize():f}个月" for item in unpriced_items if item in params.subsidy_months_told]
        if not months_told:
            return "题目未给出当地标准，以上金额未含此项，请提供当地标准后计入。"
        return (
            f"题目给出了{'、'.join(months_told)}，还需要这些月数所按的工资：本人工资（受伤前12个月平均月缴费工资）还是统筹地区上年度"
            "职工月平均工资，以当地规定为准，以及该工资的数额；以上金额未含此项，给出后（或直接给出金额）可计入。"
        )

    def _filter_by_payer(self, params: WorkInjuryParams, amounts: dict[str, Decimal | None], calc: Calculation) -> list[str]:
        if params.payer is None:
            return list(amounts)
        chosen = [item for item in amounts if self._payer_of(item, params) == params.payer]
        who = "用人单位" if params.payer == "employer" else "工伤保险基金"
        calc.add(
            f"问的是{who}支付的部分：" + ("、".join(ITEM_LABELS[item] for item in chosen) or "无"),
            None,
            self.rules["payers"]["source"],
        )
        return chosen

    def _payer_of(self, item: str, params: WorkInjuryParams) -> str | None:
        """'employer' or 'fund': who pays the item (an uninsured employer pays every item, 第六十二条第二款)."""
        if params.employer_insured is False:
            return "employer"
        if item == "disability_allowance":
            # grades 1-4 draw the allowance from the fund, grades 5-6 from the employer (第三十五、三十六条)
            return self.reference.grade(params.grade).allowance_payer if params.grade is not None else None
        return self.rules["payers"].get(item)

    def _liability_text(self, params: WorkInjuryParams) -> str:
        if params.employer_insured is False:
            return "用人单位未参保，全部待遇由用人单位承担"
        return "工伤保险基金与用人单位按条例分别支付"

    # --- wage base ---------------------------------------------------------------------------------

    def _local_minimum(self, params: WorkInjuryParams) -> tuple[Decimal, str] | None:
        """The local minimum wage in force this year (the allowance is paid month by month from now on), with where
        it comes from."""
        return self.reference.local_figure("minimum_monthly_wage", params.local_min_wage, params.region, day_asked().year)

    def _local_average(self, params: WorkInjuryParams) -> tuple[Decimal, str] | None:
        """The local average monthly wage of the year before the injury or death, with where it comes from."""
        event_date = params.death_date or params.injury_date
        year = event_date.year - 1 if event_date else None
        return self.reference.local_figure("average_monthly_wage", params.local_avg_monthly_wage, params.region, year)

    def _own_wage(self, params: WorkInjuryParams, calc: Calculation, needed: bool) -> Decimal | None:
        if params.own_wage is None:
            if needed:
                calc.need("工伤职工受伤前12个月平均月缴费工资（本人工资）")
            return None
        bounds = self.rules["own_wage_bounds"]
        wage = params.own_wage
        local = self._local_average(params)
        if wage <= 0 and local is None:
            # the 60% floor would raise it, but the floor needs the local average: without it there is no base
            raise ValueError(
                f"本人工资 own_wage 应大于0，收到：{format_yuan(wage)}。本人工资低于统筹地区职工月平均工资60%的按60%计算"
                f"（{bounds['source']}），但题目未给出统筹地区上年度职工月平均工资（local_avg_monthly_wage）；请写明本人工资或当地职工月平均工资"
            )
        calc.add(f"本人工资：受伤前12个月平均月缴费工资 {format_yuan(wage)}", wage, bounds["source"])
        if local is None:
            calc.notes.append("未给出统筹地区职工月平均工资，未核对本人工资的60%下限和300%上限。")
            return wage
        average, source = local
        low, high = average * Decimal(str(bounds["lower_ratio"])), average * Decimal(str(bounds["upper_ratio"]))
        said = f"统筹地区职工月平均工资 {format_yuan(average)}{source}"
        if wage > high:
            return calc.add(f"本人工资高于{said} 的300%，按 {format_yuan(high)} 计算", high, bounds["source"])
        if wage < low:
            return calc.add(f"本人工资低于{said} 的60%，按 {format_yuan(low)} 计算", low, bounds["source"])
        calc.add(f"本人工资在{said} 的60%至300%之间（{format_yuan(low)}～{format_yuan(high)}），按实际计算", wage, bounds["source"])
        return wage

    # --- items -------------------------------------------------------------------------------------

    def _one_off_disability_benefit(self, params: WorkInjuryParams, own_wage: Decimal | None, calc: Calculation) -> Decimal | None:
        if params.no_grade_reached and params.grade is None:
            return self._no_grade(calc)
        if params.grade is None:
            calc.need("劳动能力鉴定的伤残等级（一级至十级）")
            return None
        grade = self.reference.grade(params.grade)
        if own_wage is None:
            return None
        return calc.add(
            f"一次性伤残补助金：{params.grade}级伤残为{grade.months}个月本人工资 = {format_yuan(own_wage)} × {grade.months}",
            own_wage * grade.months,
            grade.source,
        )

    @staticmethod
    def _no_grade(calc: Calculation) -> Decimal:
        """A disability benefit asked where no grade was reached: none, the benefits being by the grade."""
        return calc.add(
            "未达到伤残等级：一次性伤残补助金、伤残津贴等按伤残等级享受的待遇没有（停工留薪期工资、工伤医疗费用仍有）", Decimal(0),
            "工伤保险条例 第三十五条至第三十七条",
        ) or Decimal(0)

    def _disability_allowance(self, params: WorkInjuryParams, own_wage: Decimal | None, calc: Calculation) -> Decimal | None:
        if params.no_grade_reached and params.grade is None:
            return self._no_grade(calc)
        if params.grade is None:
            calc.need("劳动能力鉴定的伤残等级（一级至十级）")
            return None
        grade = self.reference.grade(params.grade)
        if grade.allowance_rate is None:
            calc.add(f"{params.grade}级伤残不享受伤残津贴", Decimal(0), grade.source)
            return Decimal(0)
        if params.grade in (5, 6) and params.employment_ended_by in _RELATION_ENDED:
            calc.add("五级、六级伤残职工经本人提出或者协商一致解除或者终止劳动关系，不再保留劳动关系，不发伤残津贴", Decimal(0), grade.source)
            return Decimal(0)
        if params.grade in (5, 6) and params.work_arranged:
            calc.add("五级、六级伤残职工已由用人单位安排适当工作，不发伤残津贴", Decimal(0), grade.source)
            return Decimal(0)
        if own_wage is None:
            return None
        monthly = calc.add(
            f"伤残津贴：{params.grade}级伤残按本人工资的{grade.allowance_rate * 100:.0f}%按月支付 = {format_yuan(own_wage)} × {grade.allowance_rate}",
            own_wage * grade.allowance_rate,
            grade.source,
        )
        assert monthly is not None
        minimum = self._local_minimum(params)
        if minimum is not None and monthly < minimum[0]:
            monthly = calc.add(f"伤残津贴低于当地最低工资标准，补足至 {format_yuan(minimum[0])}{minimum[1]}", minimum[0], grade.source)
            assert monthly is not None
        if params.allowance_months is None:
            return monthly
        return calc.add(f"伤残津贴 {params.allowance_months}个月 = {format_yuan(monthly)} × {params.allowance_months}", monthly * params.allowance_months, grade.source)

    def _suspension_wages(self, params: WorkInjuryParams, own_wage: Decimal | None, calc: Calculation) -> Decimal | None:
        rule = self.rules["suspension_period"]
        if params.suspension_months is None:
            calc.need("停工留薪期的月数")
            return None
        if params.suspension_months > rule["extended_max_months"]:
            raise ValueError(f"停工留薪期最长不超过{rule['extended_max_months']}个月（含延长），收到：{params.suspension_months}")
        # 原工资福利待遇不变: the original wage, not the bounded 本人工资
        wage = params.suspension_wage if params.suspension_wage is not None else params.own_wage
        if wage is None:
            calc.need("受伤前的月工资（停工留薪期内原工资福利待遇不变）")
            return None
        if wage <= 0:
            raise ValueError(f"停工留薪期内原工资福利待遇不变（{rule['source']}），受伤前的月工资应大于0，收到：{format_yuan(wage)}；请写明原工资")
        if params.suspension_months > rule["usual_max_months"]:
            calc.notes.append("停工留薪期超过12个月，需经设区的市级劳动能力鉴定委员会确认延长。")
        return calc.add(
            f"停工留薪期工资：原工资福利待遇不变，由所在单位按月支付 = {format_yuan(wage)} × {params.suspension_months.normalize():f}个月",
            wage * params.suspension_months,
            rule["source"],
        )

    def _hospital_meal_allowance(self, params: WorkInjuryParams, own_wage: Decimal | None, calc: Calculation) -> Decimal | None:
        rule = self.rules["implied_benefits"]["hospital_meal_allowance"]
        standard = self._daily_standard(rule["per_day"], params)
        if standard is None:
            calc.need(rule["needs"])
        if not params.hospital_days:
            calc.need("住院天数（住院伙食补助费按住院天数计算）")
        if standard is None or not params.hospital_days:
            return None
        rate, on_file = standard
        return calc.add(
            f"住院伙食补助费：统筹地区标准每天 {format_yuan(rate)}{on_file} × 住院 {params.hospital_days} 天",
            rate * params.hospital_days,
            rule["source"],
        )

    def _medical_costs(self, params: WorkInjuryParams, own_wage: Decimal | None, calc: Calculation) -> Decimal | None:
        if params.medical_costs is None:
            calc.need("治疗工伤的医疗费数额")
            return None
        if params.employer_insured is False:
            who, source = "用人单位未参加工伤保险，由用人单位按工伤保险的项目和标准支付", "工伤保险条例 第六十二条第二款"
        else:
            who, source = "符合工伤保险诊疗项目目录、药品目录、住院服务标准的，从工伤保险基金支付", "工伤保险条例 第三十条第三款"
        calc.notes.append(
            "工伤医疗费按题目所说的数额列示：工伤保险诊疗项目目录、药品目录、住院服务标准以外的费用，工伤保险基金不支付"
            "（用人单位未参保的，也按同样的项目和标准支付）；治疗非工伤引发的疾病的费用不在其内，按基本医疗保险办法处理（工伤保险条例 第三十条第三款、第五款）。"
        )
        return calc.add(f"工伤医疗费：题目所说 {format_yuan(params.medical_costs)}，{who}", params.medical_costs, source)

    def _one_off_medical_subsidy(self, params: WorkInjuryParams, own_wage: Decimal | None, calc: Calculation) -> Decimal | None:
        return self._provincial_item(params.medical_subsidy, "one_off_medical_subsidy", params, calc)

    def _one_off_employment_subsidy(self, params: WorkInjuryParams, own_wage: Decimal | None, calc: Calculation) -> Decimal | None:
        return self._provincial_item(params.employment_subsidy, "one_off_employment_subsidy", params, calc)

    def _provincial_item(self, value: Decimal | None, item: str, params: WorkInjuryParams, calc: Calculation) -> Decimal | None:
        label = ITEM_LABELS[item]
        source = "工伤保险条例 第三十六条第二款、第三十七条第（二）项（具体标准由省、自治区、直辖市人民政府规定）"
        if params.grade is not None and params.grade <= 4:
            calc.add(f"一级至四级伤残保留劳动关系，不发{label}", Decimal(0), "工伤保险条例 第三十五条")
            return Decimal(0)
        if value is None:
            calc.need(f"{label}的金额（按当地省级规定的标准）")
            return None
        return calc.add(f"{label}：按当地省级标准 {format_yuan(value)}", value, source)

    def _nursing_care(self, params: WorkInjuryParams, own_wage: Decimal | None, calc: Calculation) -> Decimal | None:
        rule = self.rules["nursing_care"]
        rates = {level: Decimal(str(rate)) for level, rate in rule["rates"].items()}
        if params.death:
            calc.add("生活护理费只发给在世的、经确认需要生活护理的工伤职工；职工已因工死亡，不发此项", Decimal(0), rule["source"])
            return Decimal(0)
        if params.grade is None:
            calc.notes.append(
                "停工留薪期内生活不能自理需要护理的，由所在单位负责（工伤保险条例第三十三条第三款）；停工留薪期满、评定伤残等级后，"
                f"经劳动能力鉴定委员会确认需要生活护理的，才按月支付生活护理费（{rule['source']}）。"
            )
        level = params.care_level
        local = self._local_average(params)
        if level is None:
            calc.need(
                "经劳动能力鉴定委员会确认的生活自理程度（生活护理费按统筹地区上年度职工月平均工资的百分比按月支付："
                f"{'、'.join(f'{CARE_LEVELS[key]}{rates[key] * 100:.0f}%' for key in CARE_LEVELS)}，{rule['source']}）"
            )
            if local is not None:
                calc.notes.append(
                    f"按统筹地区上年度职工月平均工资 {format_yuan(local[0])}{local[1]}，生活护理费每月为："
                    + "、".join(f"{CARE_LEVELS[key]} {format_yuan(local[0] * rates[key])}" for key in CARE_LEVELS)
                    + "；未经确认需要生活护理的，不发此项。"
                )
            return None
        if local is None:
            calc.need(
                f"{self.reference.region_words(params.region, '统筹地区')}上年度职工月平均工资（生活护理费按其{rates[level] * 100:.0f}%按月支付）"
            )
            return None
        average, source = local
        return calc.add(
            f"生活护理费：经劳动能力鉴定委员会确认{CARE_LEVELS[level]}，按统筹地区上年度职工月平均工资的{rates[level] * 100:.0f}%"
            f"按月支付 = {format_yuan(average)}{source} × {rates[level] * 100:.0f}%",
            average * rates[level],
            rule["source"],
        )

    def _funeral_grant(self, params: WorkInjuryParams, own_wage: Decimal | None, calc: Calculation) -> Decimal | None:
        death = self.rules["death"]
        local = self._local_average(params)
        if local is None:
            calc.need(f"{self.reference.region_words(params.region, '统筹地区')}上年度职工月平均工资（丧葬补助金为其6个月）")
            return None
        average, source = local
        months = death["funeral_grant_months"]
        return calc.add(
            f"丧葬补助金：6个月的统筹地区上年度职工月平均工资 = {format_yuan(average)}{source} × {months}",
            average * months,
            death["source"] + "第一款第（一）项",
        )

    def _one_off_death_benefit(self, params: WorkInjuryParams, own_wage: Decimal | None, calc: Calculation) -> Decimal | None:
        death = self.rules["death"]
        if params.grade is not None and params.grade <= 4:
            # a grade 1-4 worker's death within the suspension period draws it (第二款), a death after it does not (第三款)
            if params.died_during_suspension is None:
                calc.need(
                    "死亡是否发生在停工留薪期内（一级至四级伤残职工在停工留薪期满后死亡的，其近亲属只享受丧葬补助金和"
                    f"供养亲属抚恤金，不享受一次性工亡补助金，{_DEATH_AFTER_SUSPENSION}）"
                )
                return None
            if params.died_during_suspension is False:
                return calc.add(
                    f"{params.grade}级伤残职工在停工留薪期满后死亡：近亲属享受丧葬补助金和供养亲属抚恤金，不享受一次性工亡补助金",
                    Decimal(0),
                    _DEATH_AFTER_SUSPENSION,
                )
        income = params.disposable_income
        figure_source = "题目给出"
        death_year = params.death_date.year if params.death_date is not None else params.death_year
        assumed = ""
        if income is None and death_year is None:
            # a death told without its day is most often recent: this year is taken, and said, never silently
            death_year = day_asked().year
            assumed = f"题目未给出死亡日期，按{death_year}年死亡计"
            calc.notes.append(
                f"{assumed}，一次性工亡补助金用上一年度即{death_year - 1}年的全国城镇居民人均可支配收入（{death['source']}第一款第（三）项）；"
                "死亡发生在其他年份的，请写明死亡日期，按该年的上一年度数额计算。"
            )
        if income is None:
            income = self.reference.national_disposable_income(death_year - 1)
            if income is None:
                # the published figures on file stop at some year: the one needed is asked for, never made up
                calc.need(
                    f"{death_year - 1}年全国城镇居民人均可支配收入（{assumed or f'死亡发生在{death_year}年'}，按上一年度即{death_year - 1}年的数额计算；"
                    f"本工具中没有{death_year - 1}年的数字，请提供）"
                )
                return None
            figure_source = f"国家统计局公布的{death_year - 1}年全国城镇居民人均可支配收入"
        multiplier = death["one_off_death_multiplier"]
        return calc.add(
            f"一次性工亡补助金：上一年度全国城镇居民人均可支配收入 {format_yuan(income)}（{figure_source}）× {multiplier}",
            income * multiplier,
            death["source"] + "第一款第（三）项",
        )

    def _dependants_pension(self, params: WorkInjuryParams, own_wage: Decimal | None, calc: Calculation) -> Decimal | None:
        death = self.rules["death"]
        if not params.dependants:
            calc.need("由死者生前提供主要生活来源、无劳动能力的供养亲属（配偶/其他亲属，是否孤寡老人或孤儿）")
            return None
        if own_wage is None:
            return None
        rates = death["dependant_rates"]
        total = Decimal(0)
        for dependant in params.dependants:
            if dependant.relation not in rates:
                raise ValueError(f"供养亲属关系应为 spouse 或 other，收到：{dependant.relation!r}")
            rate = Decimal(str(rates[dependant.relation]))
            if dependant.orphan_or_solitary_elderly:
                rate += Decimal(str(death["orphan_or_solitary_elderly_extra"]))
            who = "配偶" if dependant.relation == "spouse" else "其他亲属"
            if dependant.relation == "spouse":
                spouse_terms = (
                    f"配偶领取供养亲属抚恤金，须依靠死者生前提供主要生活来源，并完全丧失劳动能力或者男年满60周岁、女年满55周岁"
                    f"（{_DEPENDANTS_SCOPE}第（一）、（二）项）；以上按配偶符合条件计算，不符合的，配偶的40%不应计入。"
                )
                if spouse_terms not in calc.notes:
                    calc.notes.append(spouse_terms)
            extra = "（孤寡老人或孤儿加发10%）" if dependant.orphan_or_solitary_elderly else ""
            amount = calc.add(f"{who}{extra}：本人工资 × {rate * 100:.0f}% = {format_yuan(own_wage * rate)}", own_wage * rate, death["source"] + "第一款第（二）项")
            assert amount is not None
            total += amount
        # the rates apply to 本人工资 (bounded by 第六十四条), the cap is '因工死亡职工生前的工资': the wage he
        # actually earned, which differs from the base when his wage lay outside 60%-300% of the local average
        earned = params.own_wage if params.own_wage is not None else own_wage
        self._note_other_pension_cap(total, own_wage, earned, calc)
        if total > earned:
            return calc.add(
                f"各供养亲属抚恤金之和 {format_yuan(total)} 高于死者生前的工资，按生前工资 {format_yuan(earned)} 封顶",
                earned,
                death["source"] + "第一款第（二）项",
            )
        return calc.add(f"供养亲属抚恤金合计（每月）{format_yuan(total)}", total, death["source"] + "第一款第（二）项")

    @staticmethod
    def _note_other_pension_cap(total: Decimal, own_wage: Decimal, earned: Decimal, calc: Calculation) -> None:
        """When capping at the bounded 本人工资 instead of the wage earned would change the pension, a note
        says which words of the article the answer follows and what the other reading gives."""
        capped, other = min(total, earned), min(total, own_wage)
        if capped == other:
            return
        calc.notes.append(
            "供养亲属抚恤金按“职工本人工资”的比例计发（本人工资按工伤保险条例第六十四条以统筹地区职工平均工资的60%～300%为限），"
            "而各供养亲属抚恤金之和“不应高于因工死亡职工生前的工资”（第三十九条第一款第（二）项）。以上按条文文字，以死者生前实际的工资 "
            f"{format_yuan(earned)} 封顶，每月 {format_yuan(capped)}；有的地方以调整后的本人工资 {format_yuan(own_wage)} 封顶，"
            f"按此每月 {format_yuan(other)}。以当地社会保险经办机构的核定为准。"
        )
