"""Road-traffic accident compensation: compulsory insurance by category, then liability share,
then commercial third-party insurance (道路交通安全法 第七十六条；民法典 第一千二百一十三条)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from decimal import Decimal

from backend.compensation.money import format_yuan
from backend.compensation.params import AGE_AT_MOST, TrafficParams, merged_losses
from backend.compensation.reference import InsuranceLimits, Reference
from backend.compensation.result import Calculation
from backend.compensation.textutil import day_asked

# what the compulsory insurance pays under one of its three limits ('交强险医疗费用那一项能赔多少')
CATEGORY_TARGETS = {"compulsory_medical": "medical", "compulsory_death_disability": "death_disability", "compulsory_property": "property"}
TRAFFIC_TARGETS = (
    "compulsory", "commercial", "insurers", "vehicle_side", "beyond_compulsory", "out_of_pocket", "victim_share", "total_loss",
    *CATEGORY_TARGETS,
)
CATEGORY_LABELS = {"medical": "医疗费用", "death_disability": "死亡伤残", "property": "财产损失"}
# the last date before the limits changed, and the first date of the current limits
LIMIT_PROBE_DATES = (date(2020, 9, 18), date(2020, 9, 19))
ORDER_SOURCE = "民法典 第一千二百一十三条；最高人民法院关于审理道路交通事故损害赔偿案件适用法律若干问题的解释 第十三条"
ARTICLE_76 = "道路交通安全法 第七十六条"
# several victims of one accident share each compulsory limit in proportion to their losses
SHARED_LIMIT_SOURCE = "最高人民法院关于审理道路交通事故损害赔偿案件适用法律若干问题的解释 第十九条"
# a vehicle without fault towards a pedestrian or non-motor-vehicle driver: at most 10% (a ceiling)
NO_FAULT_CEILING = "道路交通安全法 第七十六条第一款第（二）项"
# 有责任: the vehicle bears some liability, its degree unknown (an insurer's '承保车辆有责')
LIABILITY_LABELS = ("全部责任", "主要责任", "同等责任", "次要责任", "无责任", "有责任")


class TrafficCalculator:
    def __init__(self, reference: Reference) -> None:
        self.reference = reference

    def calculate(self, params: TrafficParams) -> Calculation:
        calc = Calculation(scenario="traffic")
        targets = params.targets or ["vehicle_side"]
        unknown = set(targets) - set(TRAFFIC_TARGETS)
        if unknown:
            raise ValueError(f"未知的计算项目：{sorted(unknown)}（可选：{'、'.join(TRAFFIC_TARGETS)}）")
        if len(targets) != 1:
            raise ValueError("交通事故一次只计算一个项目（targets 只能有一项）")
        target = targets[0]
        params = self._with_victims_merged(params)
        if params.victims_unassigned and not params.victims:
            calc.notes.append(
                "题目涉及多名受害人，但各项损失无法逐一对应到每个人：以下按全部受害人的损失合计计算（交强险各项限额"
                "对全部受害人合计适用，总赔付不受如何分配影响）；各人分得多少，请分别写明每人的各项损失"
            )
        params = self._with_personal_injury_items(params, calc)
        for item in params.unquantified_losses:
            calc.need(f"{item}的具体金额（题目只给了约数、每日标准而无天数、与其他赔偿限额项目的合计，或未写金额）")
        for item, span in params.unclear_spans.items():
            calc.need(self._span_request(item, span))
        if not params.losses and not calc.missing:
            calc.need("受害人各项损失及金额（医疗费、误工费、护理费、残疾赔偿金、车辆损失等）")
        if calc.missing:
            return calc

        by_category = self._classify(params, calc)
        total_loss = calc.add("受害人合理损失总额", sum((sum(v.values(), Decimal(0)) for v in by_category.values()), Decimal(0)), "各项损失见上")
        assert total_loss is not None
        if target == "total_loss":
            calc.amount = total_loss
            calc.elements.update(liability="不涉及", insurance="不涉及", amount=total_loss)
            return calc

        if target in CATEGORY_TARGETS:
            # one limit only: the other categories' losses do not enter the payout asked for
            asked_category = CATEGORY_TARGETS[target]
            by_category = {category: items if category == asked_category else {} for category, items in by_category.items()}
            target = "compulsory"
        with_fault = self._with_fault(params, calc)
        if with_fault is None:
            return calc
        compulsory = self._compulsory(params, by_category, with_fault, calc)
        if compulsory is None:
            if target != "compulsory":
                # the date is asked for; the ratio too, when the loss exceeds the limits on either side of it
                beyond = [total_loss - payout for payout in self._payouts(params, by_category, with_fault)]
                self._ratio(params, calc, max(beyond))
            return calc
        calc.elements["insurance"] = f"交强险赔偿 {format_yuan(compulsory)}"
        if len(params.victims) > 1:
            self._split_between_victims(params, by_category, with_fault, calc)
        if target == "compulsory":
            return self._finish(calc, compulsory, params)

        remaining = calc.add(f"超出交强险的损失 = {format_yuan(total_loss)} − {format_yuan(compulsory)}", total_loss - compulsory, ORDER_SOURCE)
        assert remaining is not None
        cover = self._commercial_cover(params)
        if target == "out_of_pocket" and not self._ratio_known(params) and cover is not None and remaining <= cover[0]:
            # whatever share the court fixes, the commercial insurance covers it: the driver pays nothing
            calc.add(
                f"超出交强险的损失 {format_yuan(remaining)} 不超过商业三者险保险金额 {format_yuan(cover[0])}："
                "无论责任比例多少，按责任承担的部分都由商业三者险赔付",
                Decimal(0),
                cover[1],
            )
            return self._finish(calc, Decimal(0), params)
        ratio = self._ratio(params, calc, remaining)
        if ratio is None:
            return calc
        share = calc.add(
            f"机动车一方按责任比例承担 = {format_yuan(remaining)} × {ratio * 100:.0f}%", remaining * ratio, ARTICLE_76
        )
        assert share is not None
        if target == "victim_share":  # the part of the loss the victim's own fault leaves uncompensated
            own = calc.add(f"受害人自行承担 = {format_yuan(remaining)} − {format_yuan(share)}", remaining - share, ARTICLE_76)
            assert own is not None
            return self._finish(calc, own, params)
        if target == "beyond_compulsory":  # whoever pays it, the commercial limit does not change the sum
            return self._finish(calc, share, params)
        commercial = self._commercial(params, share, calc)
        if calc.missing:
            return calc
        out_of_pocket = calc.add(f"侵权人自行承担 = {format_yuan(share)} − {format_yuan(commercial)}", share - commercial, ORDER_SOURCE)
        assert out_of_pocket is not None
        if commercial:
            calc.elements["insurance"] += f"；商业三者险赔偿 {format_yuan(commercial)}"
        amounts = {
            "commercial": commercial,
            "insurers": calc.add(f"保险公司合计 = 交强险 {format_yuan(compulsory)} + 商业三者险 {format_yuan(commercial)}", compulsory + commercial, ORDER_SOURCE)
            if target == "insurers"
            else None,
            "vehicle_side": calc.add(f"机动车一方应赔偿合计 = 交强险 {format_yuan(compulsory)} + 按责任承担 {format_yuan(share)}", compulsory + share, ORDER_SOURCE)
            if target == "vehicle_side"
            else None,
            "out_of_pocket": out_of_pocket,
        }
        amount = amounts[target]
        assert amount is not None
        return self._finish(calc, amount, params)

    @staticmethod
    def _span_request(item: str, span: str) -> str:
        """What to ask for an item whose span was given as a range ('误工费', '三四个月')."""
        if not span.strip():
            raise ValueError(f"unclear_spans 中 {item} 的期间为空：请写出题目给出的期间（如“三四个月”）")
        count = "月数" if span.rstrip().endswith("月") else "天数"
        return f"{item}的计算期间：{span}（请给出确切{count}）"

    def _with_victims_merged(self, params: TrafficParams) -> TrafficParams:
        """With several victims, `losses` is the sum of theirs (given alone, or checked against it)."""
        if not params.victims:
            return params
        merged = merged_losses(params.victims)
        if params.losses and params.losses != merged:
            raise ValueError("losses 与 victims 各受害人损失之和不一致：请只填写 victims，或使两者一致")
        return replace(params, losses=merged)

    def _split_between_victims(
        self, params: TrafficParams, by_category: dict[str, dict[str, Decimal]], with_fault: bool, calc: Calculation
    ) -> None:
        """Each victim's part of every compulsory limit: in proportion to that victim's loss under it."""
        limits = self._limits(params, with_fault)[-1]
        shares: dict[str, Decimal] = dict.fromkeys(params.victims, Decimal(0))
        for category, items in by_category.items():
            if category == "not_covered" or not items:
                continue
            total = sum(items.values(), Decimal(0))
            limit = limits.for_category(category)
            for victim, losses in params.victims.items():
                own = sum((amount for item, amount in losses.items() if (self.reference.classify_loss(item) or ("",))[0] == category), Decimal(0))
                if own == 0:
                    continue
                paid = own if total <= limit else limit * own / total
                shares[victim] += paid
                formula = (
                    f"损失未超过限额，按实际损失 {format_yuan(own)}"
                    if total <= limit
                    else f"{format_yuan(limit)} × {format_yuan(own)} / {format_yuan(total)}"
                )
                calc.add(f"{victim}：交强险{CATEGORY_LABELS[category]}限额内分得 = {formula}", paid, SHARED_LIMIT_SOURCE)
        for victim, share in shares.items():
            calc.add(f"{victim}：交强险赔偿小计", share, SHARED_LIMIT_SOURCE)
        calc.notes.append(
            f"本次事故有{len(params.victims)}名受害人，交强险各项限额由其按各自损失比例分享（各人所得见计算步骤）；"
            "结果为全部受害人的合计。"
        )

    def _with_personal_injury_items(self, params: TrafficParams, calc: Calculation) -> TrafficParams:
        """死亡赔偿金 / 残疾赔偿金 calculated from the victim's age, grade and the local income when no amount
        is given for them. An item the question asks about (or the only one there could be) whose facts are
        not all given has those facts asked for; one only implied by the facts is left out with a note."""
        if params.disability_grade is not None and not 1 <= params.disability_grade <= 10:
            raise ValueError(f"伤残等级应为1到10级，收到：{params.disability_grade}")
        if params.victim_age is not None and not 0 <= params.victim_age <= AGE_AT_MOST:
            raise ValueError(f"受害人年龄不合理：{params.victim_age}")
        canonical = {name: (self.reference.classify_loss(name) or ("", name))[1] for name in [*params.losses, *params.unquantified_losses]}
        have = {canonical[name] for name in params.losses}
        named = {canonical[name] for name in params.unquantified_losses}
        wanted = [item for item in ("死亡赔偿金", "残疾赔偿金") if item in named]
        implied = "死亡赔偿金" if params.victim_died else "残疾赔偿金" if params.disability_grade is not None else None
        # a subtotal of the death/disability limit ('死亡伤残类共50万') may hold it already
        if implied and implied not in wanted and "死亡伤残类合计" not in have:
            wanted.append(implied)
        computed: dict[str, Decimal] = {}
        for item in (item for item in wanted if item not in have):
            lacking = self._personal_injury_facts_missing(item, params)
            if lacking and (item in named or not params.losses):
                for fact in lacking:
                    calc.need(f"计算{item}所需：{fact}（也可直接给出{item}的金额）")
            elif lacking:
                calc.notes.append(f"未计入{item}：计算它还需要{'、'.join(lacking)}；给出后（或直接给出金额）可计入。")
            else:
                computed[item] = self._personal_injury_item(item, params, calc)
        done = set(computed) | {item for item in wanted if calc.missing}
        return replace(
            params,
            losses={**params.losses, **computed},
            unquantified_losses=[name for name in params.unquantified_losses if canonical[name] not in done],
        )

    def _personal_injury_facts_missing(self, item: str, params: TrafficParams) -> list[str]:
        lacking = []
        if item == "残疾赔偿金" and params.disability_grade is None:
            lacking.append("受害人的伤残等级")
        if params.victim_age is None:
            lacking.append("受害人死亡时的年龄" if item == "死亡赔偿金" else "受害人定残时的年龄")
        if params.local_disposable_income is None:
            # the year before the trial's last hearing (人身损害赔偿解释 第二十二条): this year's trial uses last year's
            lacking.append(
                f"受诉法院所在地上一年度城镇居民人均可支配收入（以一审法庭辩论终结时的上一统计年度为准，现在审理即{day_asked().year - 1}年度；"
                "本工具不内置各省数字，请按当地统计公报填写 local_disposable_income）"
            )
        return lacking

    def _personal_injury_item(self, item: str, params: TrafficParams, calc: Calculation) -> Decimal:
        """Income × years (20, less one a year over 60, 5 from 75) × the grade's index for a disability."""
        rules = self.reference.traffic["personal_injury"]
        age, income = params.victim_age, params.local_disposable_income
        assert age is not None and income is not None
        base, reduce_from, floor_from = rules["base_years"], rules["reduction_from_age"], rules["floor_from_age"]
        if age >= floor_from:
            years = rules["floor_years"]
            why = f"受害人{age}周岁，{floor_from}周岁以上按{years}年计算"
        elif age > reduce_from:
            years = base - (age - reduce_from)
            why = f"受害人{age}周岁：{base} − ({age} − {reduce_from}) = {years} 年"
        else:
            years = base
            why = f"受害人{age}周岁，按{base}年计算"
        source = rules["death_source"] if item == "死亡赔偿金" else rules["disability_source"]
        if item == "死亡赔偿金":
            amount = calc.add(f"死亡赔偿金 = 城镇居民人均可支配收入 {format_yuan(income)} × {years} 年（{why}）", income * years, source)
        else:
            grade = params.disability_grade
            assert grade is not None
            index = Decimal(str(rules["disability_index"][grade]))
            amount = calc.add(
                f"残疾赔偿金 = 城镇居民人均可支配收入 {format_yuan(income)} × {years} 年（{why}）× 伤残赔偿指数 {index * 100:.0f}%（{grade}级伤残）",
                income * years * index,
                f"{source}；{rules['disability_index_source']}",
            )
        assert amount is not None
        return amount

    def _finish(self, calc: Calculation, amount: Decimal, params: TrafficParams) -> Calculation:
        amount = calc.deduct_paid(amount, params.already_paid)
        calc.amount = amount
        calc.elements["amount"] = amount
        return calc

    def _classify(self, params: TrafficParams, calc: Calculation) -> dict[str, dict[str, Decimal]]:
        by_category: dict[str, dict[str, Decimal]] = {"medical": {}, "death_disability": {}, "property": {}, "not_covered": {}}
        unknown = []
        for item, amount in params.losses.items():
            classified = self.reference.classify_loss(item)
            if classified is None:
                unknown.append(item)
                continue
            if amount < 0:
                raise ValueError(f"损失金额不能为负数：{item} {amount}")
            category, _ = classified
            by_category[category][item] = by_category[category].get(item, Decimal(0)) + amount
        if unknown:
            known = "、".join(name for block in self.reference.traffic["loss_categories"].values() for name in block["items"])
            raise ValueError(f"无法归类的损失项目：{'、'.join(unknown)}；可用的项目名称：{known}")
        for category, items in by_category.items():
            if not items:
                continue
            label = CATEGORY_LABELS.get(category, "交强险不赔的费用")
            listing = " + ".join(f"{name} {format_yuan(value)}" for name, value in items.items())
            calc.add(f"{label}类：{listing}", sum(items.values(), Decimal(0)), self.reference.category_source(category))
        return by_category

    def _with_fault(self, params: TrafficParams, calc: Calculation) -> bool | None:
        if params.liability is not None:
            if params.liability not in LIABILITY_LABELS:
                raise ValueError(f"未知的事故责任：{params.liability!r}（可选：{'、'.join(LIABILITY_LABELS)}）")
            with_fault = params.liability != "无责任"
        elif params.liability_ratio is not None:
            with_fault = params.liability_ratio > 0
        else:
            calc.need("机动车一方的事故责任（全部/主要/同等/次要/无责任，或责任比例）")
            return None
        calc.elements["liability"] = params.liability or f"承担{params.liability_ratio * 100:.0f}%"  # type: ignore[operator]
        return with_fault

    def _ratio(self, params: TrafficParams, calc: Calculation, remaining: Decimal) -> Decimal | None:
        """The vehicle side's share of the loss beyond the compulsory insurance. Nothing is asked for when
        no loss is left (any share of nothing is nothing)."""
        if params.liability_ratio is not None:
            if not Decimal(0) <= params.liability_ratio <= 1:
                raise ValueError(f"责任比例应在0到1之间，收到：{params.liability_ratio}")
            calc.add(f"机动车一方承担交强险之外损失的 {params.liability_ratio * 100:.0f}%（题目给出）", None, ARTICLE_76)
            return params.liability_ratio
        if params.liability is None:
            return None
        if remaining <= 0:
            calc.add("交强险已赔足全部损失，没有需要按责任比例分担的部分", None, ARTICLE_76)
            return Decimal(0)
        if params.liability == "无责任" and params.victim_is_pedestrian is None:
            calc.need("受害人是否为行人或非机动车驾驶人（机动车无责时对其仍承担不超过10%）")
            return None
        ratio = self.reference.liability_ratio(params.liability, bool(params.victim_is_pedestrian))
        if ratio is None:
            # 主要/次要责任 (or only 'with fault' known): the court fixes the share within a range
            calc.need(f"机动车一方承担的责任比例（{self._range_note(params.liability)}）")
            return None
        if params.liability == "无责任" and params.victim_is_pedestrian:
            # the law sets a ceiling, not a share: the step says so, and the note that the court may fix less
            calc.add(
                "机动车一方无责任，对行人或非机动车驾驶人承担不超过10%的赔偿责任；"
                f"按 {ratio * 100:.0f}% 计算交强险之外的损失（数据文件 traffic.yaml 的比例，可修改）",
                None,
                NO_FAULT_CEILING,
            )
            calc.notes.append(
                f"机动车无责时，法律规定的是“不超过10%”的上限而非固定比例；上面按 {ratio * 100:.0f}% 计算，"
                "法院可在此范围内酌定更低的比例，如已有判决、调解或协议确定的比例，请改用该比例（liability_ratio）。"
            )
        else:
            calc.add(
                f"机动车一方负{params.liability}，按 {ratio * 100:.0f}% 承担交强险之外的损失（数据文件 traffic.yaml 的比例，可修改）",
                None,
                self.reference.traffic["liability_ratios"]["source"],
            )
        if params.liability in ("主要责任", "同等责任", "次要责任"):
            # a finding without a percentage leaves the ratio to the court: the figure used is said out loud
            calc.notes.append(
                f"责任认定只写了“{params.liability}”，没有具体比例；上面按数据文件 traffic.yaml 的比例 {ratio * 100:.0f}% 计算。"
                "法院会在一定幅度内酌定，如已有判决、调解或协议确定的比例，请改用该比例（liability_ratio）。"
            )
        return ratio

    def _ratio_known(self, params: TrafficParams) -> bool:
        """A stated ratio, or one the data file gives for the finding."""
        if params.liability_ratio is not None:
            return True
        return params.liability is not None and self.reference.liability_ratio(params.liability, bool(params.victim_is_pedestrian)) is not None

    def _range_note(self, liability: str) -> str:
        ranges = self.reference.traffic.get("liability_ranges", {})
        if liability in ranges:
            low, high = (Decimal(str(bound)) * 100 for bound in ranges[liability])
            return (
                f"认定为{liability}但未写明比例；法院通常在 {low:.0f}%–{high:.0f}% 之间酌定，"
                "请给出判决、调解或协议确定的比例"
            )
        return f"只知道机动车一方{liability}，未写明比例；请给出判决、调解或协议确定的比例"

    def _payouts(self, params: TrafficParams, by_category: dict[str, dict[str, Decimal]], with_fault: bool) -> list[Decimal]:
        """What the compulsory insurance pays under each set of limits that may apply."""
        totals = {category: sum(items.values(), Decimal(0)) for category, items in by_category.items() if category != "not_covered"}
        return [sum((min(totals[c], limits.for_category(c)) for c in totals), Decimal(0)) for limits in self._limits(params, with_fault)]

    def _limits(self, params: TrafficParams, with_fault: bool) -> list[InsuranceLimits]:
        """The limits of the accident date; without a date, those on either side of 2020-09-19."""
        if params.accident_date is not None:
            return [self.reference.compulsory_limits(params.accident_date, with_fault)]
        return [self.reference.compulsory_limits(day, with_fault) for day in LIMIT_PROBE_DATES]

    def _compulsory(
        self, params: TrafficParams, by_category: dict[str, dict[str, Decimal]], with_fault: bool, calc: Calculation
    ) -> Decimal | None:
        candidates = self._limits(params, with_fault)
        totals = {category: sum(items.values(), Decimal(0)) for category, items in by_category.items() if category != "not_covered"}
        if len(set(self._payouts(params, by_category, with_fault))) > 1:
            calc.need("事故发生日期（交强险责任限额自2020年9月19日起提高，本案结果取决于事故日期）")
            return None
        limits = candidates[-1]
        if params.accident_date is None:
            calc.notes.append("题目未给出事故日期；按2020年9月19日前后两档交强险限额计算结果相同。")
            period = "2020年9月19日前后两档限额结果相同"
        else:
            period = f"事故日期 {params.accident_date}"
        fault_text = "有责" if with_fault else "无责"
        if params.compulsory_insured is False:
            calc.add("肇事机动车未投保交强险：由投保义务人在交强险责任限额范围内赔偿", None, "最高人民法院关于审理道路交通事故损害赔偿案件适用法律若干问题的解释 第十六条")
        total = Decimal(0)
        for category, loss in totals.items():
            if loss == 0:
                continue
            limit = limits.for_category(category)
            paid = min(loss, limit)
            total += paid
            capped = "，超出限额部分不由交强险赔偿" if loss > limit else ""
            calc.add(
                f"交强险{CATEGORY_LABELS[category]}赔偿限额（{fault_text}，{period}）{format_yuan(limit)}，本项损失 {format_yuan(loss)}，赔偿 {format_yuan(paid)}{capped}",
                paid,
                f"{limits.source}；{self.reference.category_source(category)}",
            )
        if by_category["not_covered"]:
            calc.add(
                "鉴定费、诉讼费等不属于交强险赔偿范围：" + "、".join(by_category["not_covered"]),
                Decimal(0),
                self.reference.category_source("not_covered"),
            )
        return calc.add("交强险赔偿合计", total, ARTICLE_76)

    def _commercial_cover(self, params: TrafficParams) -> tuple[Decimal, str] | None:
        """The commercial limit, or when only its existence is known, the lowest limit on offer then."""
        if params.commercial_limit is not None:
            return params.commercial_limit, "商业三者险保险金额（题目给出）"
        if params.commercial_insured:
            return self._commercial_minimum(params.accident_date)
        return None

    def _commercial(self, params: TrafficParams, share: Decimal, calc: Calculation) -> Decimal:
        limit = params.commercial_limit
        if params.commercial_insured and limit is None:
            minimum = self._commercial_cover(params)
            if minimum is None or share > minimum[0]:
                calc.need("商业三者险的保险金额（赔偿限额）")
                return Decimal(0)
            # any policy on offer covers a share this small: its limit does not change the payout
            calc.add(
                f"按责任承担的部分 {format_yuan(share)} 不超过商业三者险最低一档保险金额 {format_yuan(minimum[0])}，"
                "无论投保哪一档都在限额内（未计可能约定的免赔）",
                None,
                minimum[1],
            )
            limit = minimum[0]
        if limit is None:
            calc.add("未投保（或未提及）商业三者险：按责任承担部分由侵权人自行赔偿", Decimal(0), ORDER_SOURCE)
            return Decimal(0)
        paid = min(share, limit)
        paid_rounded = calc.add(
            f"商业三者险在保险金额 {format_yuan(limit)} 内赔偿按责任承担的部分：赔偿 {format_yuan(paid)}",
            paid,
            ORDER_SOURCE,
        )
        assert paid_rounded is not None
        return paid_rounded

    def _commercial_minimum(self, accident_date: date | None) -> tuple[Decimal, str] | None:
        """The lowest commercial limit sold on the accident date (without a date, the lowest of all)."""
        periods = self.reference.traffic.get("commercial_minimum_limits", [])
        found = [
            (Decimal(str(period["minimum"])), period["source"])
            for period in periods
            if accident_date is None
            or (
                date.fromisoformat(str(period["effective_from"])) <= accident_date
                and (period["effective_to"] is None or accident_date < date.fromisoformat(str(period["effective_to"])))
            )
        ]
        return min(found) if found else None
