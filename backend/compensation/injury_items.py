"""The items of a personal injury (人身损害赔偿解释 第六条至第十七条: 医疗费, 误工费, 护理费, 交通费, 住院伙食补助费,
营养费, 残疾赔偿金, 死亡赔偿金, 丧葬费, 被扶养人生活费, 精神损害抚慰金) worked out from what a question tells, or asked for:
the one code a road accident's calculator (traffic.py) and an injury outside traffic's (personal_injury.py) share."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from decimal import Decimal
from typing import TypeVar

from backend.compensation.money import format_yuan, to_cents
from backend.compensation.params import (
    AGE_AT_MOST, DAYS_PER_MONTH, DAYS_PER_YEAR, RATE_TO_TIME_UNIT, RATEABLE_ITEMS, InjuryLosses, SupportedPerson, merged_losses,
)
from backend.compensation.reference import REGIONAL_FIGURE_NAMES, Reference
from backend.compensation.result import Calculation
from backend.compensation.textutil import day_asked

# 被扶养人生活费 is counted into 死亡赔偿金 or 残疾赔偿金 (人身损害赔偿解释 第十六条)
SUPPORT_ITEM = "被扶养人生活费"
COUNTING_SUPPORT = ("死亡赔偿金", "残疾赔偿金")

# the parameters of a scenario with personal injury (TrafficParams, PersonalInjuryParams): what an item step returns
Injury = TypeVar("Injury", bound=InjuryLosses)


def _dependant_name(person: SupportedPerson, index: int) -> str:
    """How a step names a dependant: by the relation to the victim where the question named them by the asker's
    ('受害人的女儿（提问人的妹妹）'), else as the question named them, else by their place in the list."""
    if person.relation is None:
        return f"第{index}名被扶养人"
    if person.victims_relation is None:
        return person.relation
    told = person.relation if person.relation.startswith("提问人") else f"提问人的{person.relation}"
    return f"受害人的{person.victims_relation}（{told}）"


def _whose(params: InjuryLosses) -> str:
    """'我爸：' before a step computed from the facts of one named victim among several; nothing for a victim alone."""
    return f"{params.victim_of_facts}：" if params.victim_of_facts else ""


class PersonalInjuryItems:
    """The loss items of a personal injury, each worked out in a step citing its article; the calculators of the
    scenarios with personal injury (traffic, personal_injury) build on it and add who pays what share."""

    def __init__(self, reference: Reference) -> None:
        self.reference = reference

    def _with_items(self, params: Injury, asked_category: str | None, calc: Calculation) -> Injury:
        """The losses told with the items worked out from the facts (a rate and a time, 死亡赔偿金 and the rest, a stay in
        hospital's meal allowance); what an item still needs is asked for or noted. `asked_category`: the one
        compulsory-insurance limit a traffic question asks about, whose items alone are then worked out."""
        params = self._with_rated_items(params, calc)
        params = self._with_personal_injury_items(params, calc)
        params = self._with_implied_injury_items(params, asked_category, calc)
        for item in params.unquantified_losses:
            calc.need(f"{item}的具体金额（题目只给了约数、每日标准而无天数、与其他赔偿限额项目的合计，或未写金额）")
        for item, span in params.unclear_spans.items():
            calc.need(self._span_request(item, span))
        if params.paid_unstated and params.already_paid is None:
            # what is still owed is the loss less the payment: nothing is taken off without its sum
            calc.need(f"已经支付的数额：题目说“{params.paid_unstated}”，但没有写明付了多少（已支付的部分从应赔偿的数额中扣除）")
        if not params.losses and not calc.missing:
            vehicle = "、车辆损失" if calc.scenario == "traffic" else ""  # a dog bite damages no vehicle
            calc.need(f"受害人各项损失及金额（医疗费、误工费、护理费、残疾赔偿金{vehicle}等）")
        return params

    @staticmethod
    def _span_request(item: str, span: str) -> str:
        """What to ask for an item whose span was given as a range ('误工费', '三四个月')."""
        if not span.strip():
            raise ValueError(f"unclear_spans 中 {item} 的期间为空：请写出题目给出的期间（如“三四个月”）")
        count = "月数" if span.rstrip().endswith("月") else "天数"
        return f"{item}的计算期间：{span}（请给出确切{count}）"

    def _with_victims_merged(self, params: Injury) -> Injury:
        """With several victims, `losses` is the sum of theirs (given alone, or checked against it)."""
        if params.victim_of_facts is not None and params.victim_of_facts not in params.victims:
            raise ValueError(f"victim_of_facts {params.victim_of_facts!r} 不是 victims 中的受害人（可选：{'、'.join(params.victims) or '无'}）")
        if not params.victims:
            return params
        merged = merged_losses(params.victims)
        if params.losses and params.losses != merged:
            raise ValueError("losses 与 victims 各受害人损失之和不一致：请只填写 victims，或使两者一致")
        return replace(params, losses=merged)

    def _with_each_victims_items(self, params: Injury, calc: Calculation) -> Injury:
        """Several named victims each with their own death or grade ('甲当场死亡……乙评了八级伤残'): each one's
        死亡赔偿金 and 丧葬费, or 残疾赔偿金, with 被扶养人生活费 for the people they supported, computed from their own
        facts as for a victim alone, and counted among their own losses, so that the compulsory limits are shared by
        what each lost (道交解释 第十九条)."""
        unknown = sorted(set(params.victims_facts) - set(params.victims))
        if unknown:
            raise ValueError(f"victims_facts 中的 {'、'.join(unknown)} 不是 victims 中的受害人（可选：{'、'.join(params.victims) or '无'}）")
        if params.victim_of_facts is not None or (params.victim_died, params.victim_age, params.disability_grade) != (None, None, None):
            raise ValueError(
                "victims_facts 已分别写明各受害人的死亡、年龄和伤残等级：victim_of_facts、victim_died、victim_age、disability_grade "
                "应留空（只有一名受害人的事实时用这些字段，不用 victims_facts）"
            )
        # a victim listed without a death or a grade would have none of these items, and the answer would not say so
        untold = sorted(name for name, facts in params.victims_facts.items() if not facts.died and facts.disability_grade is None)
        if untold:
            raise ValueError(f"victims_facts 中的 {'、'.join(untold)} 既未写明死亡（died）也未写明伤残等级（disability_grade），请补充")
        canonical = {name: (self.reference.classify_loss(name) or ("", name))[1] for name in params.unquantified_losses}
        dead = [name for name, facts in params.victims_facts.items() if facts.died]
        # the people not told of any one victim are the dead victim's when only one died; else whose they are is asked
        if params.supported_people and len(dead) != 1:
            calc.notes.append(
                "题目提到被扶养人，但无法确定是哪一名受害人扶养的：未计入这些被扶养人的生活费；"
                "请按受害人分别写明其扶养的人后再计算。"
            )
        victims = dict(params.victims)
        left = set(canonical.values())  # items named without an amount that no victim's facts gave
        for name, facts in params.victims_facts.items():
            own_items = {"死亡赔偿金", "丧葬费"} if facts.died else {"残疾赔偿金"} if facts.disability_grade is not None else set()
            asked = [item for item in params.unquantified_losses if canonical[item] in own_items]
            alone = replace(
                params, victims={name: victims[name]}, victims_facts={}, victim_of_facts=name, losses=victims[name],
                unquantified_losses=asked, victim_died=facts.died, victim_age=facts.age, disability_grade=facts.disability_grade,
                # each victim's own dependants (第十七条): counted into that victim's 死亡赔偿金 or 残疾赔偿金, their yearly
                # total capped for that victim alone
                supported_people=[*facts.supported_people, *(params.supported_people if dead == [name] else [])],
            )
            with_items = self._with_personal_injury_items(alone, calc)
            victims[name] = with_items.victims[name]
            left -= {canonical[item] for item in asked} - {canonical[item] for item in with_items.unquantified_losses}
        calc.notes[:] = list(dict.fromkeys(calc.notes))  # a note two victims' items both give is said once
        return replace(
            params, victims=victims, losses=merged_losses(victims),
            unquantified_losses=[item for item in params.unquantified_losses if canonical[item] in left],
        )

    def _with_personal_injury_items(self, params: Injury, calc: Calculation) -> Injury:
        """死亡赔偿金 / 残疾赔偿金 calculated from the victim's age, grade and the local income when no amount
        is given for them. An item the question asks about (or the only one there could be) whose facts are
        not all given has those facts asked for; one only implied by the facts is left out with a note."""
        if params.victims_facts:
            return self._with_each_victims_items(params, calc)
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
            # a rural victim's figures stated (the urban one beside them), or the death or grade told of one named
            # victim among several (their part is asked for each): the item is meant, what it lacks is asked for
            meant = (bool(params.victim_rural) and params.local_disposable_income is not None) or params.victim_of_facts is not None
            if lacking and (item in named or not params.losses or meant):
                for fact in lacking:
                    calc.need(f"计算{item}所需：{fact}（也可直接给出{item}的金额）")
            elif lacking:
                calc.notes.append(f"未计入{item}：计算它还需要{'、'.join(lacking)}；给出后（或直接给出金额）可计入。")
            else:
                computed[item] = self._personal_injury_item(item, params, calc)
        handled: set[str] = set()  # items asked for or left out with a note below: not asked for again as unquantified
        losses = dict(params.losses)
        told_funeral = next((name for name in losses if canonical[name] == "丧葬费"), None)
        if params.victim_died and self._local_average(params) is not None and told_funeral is not None:
            # 第十四条 fixes 丧葬费 at six months' average wage, not what was spent: with the wage told, the standard
            spent = losses.pop(told_funeral)
            standard = self._funeral(params, asked=True, calc=calc)
            assert standard is not None
            computed["丧葬费"] = standard
            if to_cents(standard) != to_cents(spent):
                calc.notes.append(
                    f"丧葬费按受诉法院所在地上一年度职工月平均工资的六个月总额计算（{self._sources(params)['funeral_source']}），"
                    f"与实际花费无关：以上按标准 {format_yuan(standard)} 计入，而不是题目所说的 {format_yuan(spent)}。"
                )
        if params.victim_died and not {"丧葬费", "死亡伤残类合计"} & have:
            funeral = self._funeral(params, asked="丧葬费" in named, calc=calc)
            if funeral is None:
                handled.add("丧葬费")
            else:
                computed["丧葬费"] = funeral
        if "精神损害抚慰金" in named:
            self._ask_mental_distress(calc)
            handled.add("精神损害抚慰金")
        if params.supported_people and SUPPORT_ITEM not in have:
            support = self._support_item(params, calc)
            if support is not None:
                computed[SUPPORT_ITEM] = support
        if computed and params.victim_rural is None and self._before_unified(params):
            calc.notes.append(
                "事故发生在2022年5月1日前：依法释〔2022〕14号第二十四条，仍适用修改前的解释，受害人为农村居民的，死亡赔偿金、"
                "残疾赔偿金按农村居民人均纯收入（可支配收入）、被扶养人生活费按农村居民人均年生活消费支出计算；上面按城镇标准计算，"
                "受害人是农村户口的请说明（当地已试行城乡统一标准、或受害人在城镇居住并以城镇收入为主的，仍按城镇标准）。"
            )
        done = set(computed) | handled | {item for item in wanted if calc.missing}
        victims = params.victims
        if params.victim_of_facts is not None and computed:
            # the items computed from the facts are the losses of the victim the facts are told of
            # (a funeral cost told is replaced by the standard: it is no longer among the losses)
            own = {name: amount for name, amount in victims[params.victim_of_facts].items() if name in losses}
            victims = {**victims, params.victim_of_facts: {**own, **computed}}
        return replace(
            params,
            victims=victims,
            losses={**losses, **computed},
            unquantified_losses=[name for name in params.unquantified_losses if canonical[name] not in done],
        )

    def _with_rated_items(self, params: Injury, calc: Calculation) -> Injury:
        """误工费 and 护理费 told as a rate and a time (rated_items): rate × time, one step citing its article (人身损害赔偿
        解释 第七条、第八条), counted among the losses (and the victim's, with several) under the limit the item is
        classed in. One told without its rate or its time is left out with a note asking only for what is missing; one
        the question sets aside is neither computed nor noted."""
        rules = self.reference.traffic["injury_items"]
        losses, victims = dict(params.losses), {name: dict(own) for name, own in params.victims.items()}
        for rated in params.rated_items:
            if rated.item not in RATEABLE_ITEMS:
                raise ValueError(f"rated_items 中的 {rated.item!r} 不能按标准 × 时间计算（可选：{'、'.join(RATEABLE_ITEMS)}）")
            rule = rules[rated.item]
            if rated.victim is not None and rated.victim not in victims:
                raise ValueError(f"rated_items 中 {rated.item} 的 victim {rated.victim!r} 不是 victims 中的受害人（可选：{'、'.join(victims) or '无'}）")
            if rated.victim is None and len(victims) > 1:
                raise ValueError(f"题目有多名受害人：rated_items 中的 {rated.item} 请写明是哪一名受害人的（victim）")
            own = victims[rated.victim] if rated.victim is not None else losses
            if any((self.reference.classify_loss(name) or ("", name))[1] == rated.item for name in own):
                raise ValueError(f"{rated.item} 已在损失中给出金额，又在 rated_items 中按标准 × 时间给出：请只保留一种")
            if rated.item in params.items_set_aside:
                continue
            whose = f"{rated.victim}：" if rated.victim is not None else ""
            rate = f"{rule['rate_label']} {format_yuan(rated.rate)}/{rated.per}" if rated.rate is not None else None
            time = f"{rule['time_label']} {rated.time.normalize():f} {rated.time_unit}" if rated.time is not None else None
            # more than one carer rests on a medical opinion, which the step names (第八条: 原则上为一人); carers taking
            # turns are one at a time
            carers = (
                f"护理人数 {rated.carers} 人（多于一人须有医疗机构或者鉴定机构的明确意见）" if rated.carers != 1
                else "护理人数 1 人（轮流护理，同一时间只有一人护理，按一人计）" if rated.carers_in_turns else None
            )
            amount = rated.amount()
            if amount is None:
                lacking = [rule["needs_rate"]] if rate is None else []
                lacking += [rule["needs_time"]] if time is None else []
                told = "、".join(part for part in (rate or time, carers) if part)
                calc.notes.append(
                    f"未计入{whose}{rated.item}：{rule['how']}（{rule['source']}）；题目给出了{told}，计算它还需要"
                    f"{'、'.join(lacking)}；给出后（或直接给出金额）可计入。"
                )
                continue
            # a rate per another unit than the time's is brought to it, and the step says how
            numerator, denominator = RATE_TO_TIME_UNIT[(rated.per, rated.time_unit)]
            reckoned = f" × {numerator}" if numerator != 1 else f" ÷ {denominator}" if denominator != 1 else ""
            reckoning = f"（一个月按 {DAYS_PER_MONTH} 天、一年按 12 个月或 {DAYS_PER_YEAR} 天折算）" if reckoned else ""
            times_carers = f" × {carers}" if carers else ""
            worked = calc.add(f"{whose}{rated.item} = {rate}{reckoned} × {time}{times_carers}{reckoning}", amount, rule["source"])
            assert worked is not None
            losses[rated.item] = losses.get(rated.item, Decimal(0)) + worked
            if rated.victim is not None:
                victims[rated.victim][rated.item] = worked
        return replace(params, losses=losses, victims=victims)

    def _with_implied_injury_items(self, params: Injury, asked_category: str | None, calc: Calculation) -> Injury:
        """The items of an injury that its facts imply (a stay in hospital, lost work: traffic.yaml injury_items) and the
        question gives no amount for: one with a daily standard is computed where the days and the standard are known
        (住院伙食补助费 = standard × days in hospital); each other one is named in a note with how it is computed and what
        it still needs, as an implied 残疾赔偿金 is. Not for several victims (whose stay it was is not known), nor an item a
        limit's subtotal holds, nor one outside the single compulsory limit asked about."""
        facts = {"hospital_stay": bool(params.hospitalised or params.hospital_days), "lost_work": bool(params.lost_work and not params.victim_died)}
        if len(params.victims) > 1 or params.victims_facts or not any(facts.values()):
            return params
        told = {
            (self.reference.classify_loss(name) or ("", name))[1]
            for name in [*params.losses, *params.unquantified_losses, *params.unclear_spans, *params.items_set_aside]
        } | {rated.item for rated in params.rated_items}
        computed: dict[str, Decimal] = {}
        for item, rule in self.reference.traffic["injury_items"].items():
            classified = self.reference.classify_loss(item)
            assert classified is not None  # every injury item is a loss item: checked at load
            category = classified[0]
            asked_elsewhere = asked_category is not None and asked_category != category
            if item in told or self.reference.category_subtotal(category) in told or asked_elsewhere or not any(facts[fact] for fact in rule["implied_by"]):
                continue
            standard = self._daily_standard(rule.get("per_day"), params)
            if standard is not None and params.hospital_days:
                rate, on_file = standard
                amount = calc.add(
                    f"{item} = {REGIONAL_FIGURE_NAMES[rule['per_day']]} {format_yuan(rate)}{on_file} × 住院 {params.hospital_days} 天",
                    rate * params.hospital_days,
                    rule["source"],
                )
                assert amount is not None
                computed[item] = amount
                continue
            lacking = [] if standard is not None and rule.get("per_day") else [rule["needs"]]
            if rule.get("per_day") and not params.hospital_days:
                lacking.append("住院天数")
            days = f"（题目所说住院 {params.hospital_days} 天）" if rule.get("per_day") and params.hospital_days else ""
            calc.notes.append(
                f"未计入{item}：{rule['how']}{days}（{rule['source']}）；计算它还需要{'、'.join(lacking)}；给出后（或直接给出金额）可计入。"
            )
        if not computed:
            return params
        return replace(params, losses={**params.losses, **computed})

    def _daily_standard(self, figure: str | None, params: InjuryLosses) -> tuple[Decimal, str] | None:
        """A daily standard an implied item is computed by: the question's (the parameter of its name), else the
        operator's figure for the region in force this year (statistics.yaml regional), with the words naming its source."""
        if figure is None:
            return None
        return self.reference.local_figure(figure, getattr(params, figure), params.region, day_asked().year)

    def _funeral(self, params: InjuryLosses, asked: bool, calc: Calculation) -> Decimal | None:
        """丧葬费 of a death: six months of the local 职工月平均工资 of the year before the trial (第十四条), whatever
        was spent. Without that wage it is asked for where the question names it, and otherwise left out with a
        note (a question about 死亡赔偿金 alone is still answered). None when it is not counted."""
        rules = self.reference.traffic["personal_injury"]
        local = self._local_average(params)
        if local is None:
            fact = (
                f"{self.reference.region_words(params.region, '受诉法院所在地')}上一年度职工月平均工资（丧葬费按其六个月总额计算；"
                f"现在审理即{day_asked().year - 1}年度，"
                "本工具不内置各地数字，请按当地统计公报写明）"
            )
            if asked:
                calc.need(f"计算丧葬费所需：{fact}（也可直接给出丧葬费的金额）")
            else:
                calc.notes.append(f"未计入丧葬费：计算它还需要{fact}；给出后（或直接给出金额）可计入。")
            return None
        wage, on_file = local
        if wage <= 0:
            raise ValueError(f"职工月平均工资应为正数，收到：{wage}")
        months = rules["funeral_months"]
        return calc.add(
            f"{_whose(params)}丧葬费 = 受诉法院所在地上一年度职工月平均工资 {format_yuan(wage)}{on_file} × {months} 个月（按标准计算，与实际花费多少无关）",
            wage * months,
            self._sources(params)["funeral_source"],
        )

    def _local_average(self, params: InjuryLosses) -> tuple[Decimal, str] | None:
        """The local 职工月平均工资 of the year before the trial (taken as now) that 丧葬费 is six months of: the
        question's, else the operator's figure for the region of the accident (statistics.yaml), with its source."""
        return self.reference.local_figure("average_monthly_wage", params.local_avg_monthly_wage, params.region, day_asked().year - 1)

    def _ask_mental_distress(self, calc: Calculation) -> None:
        """精神损害抚慰金 has no formula: the court fixes it from the factors of 精神损害赔偿解释 第五条, so the amount
        claimed (or awarded) is asked for; the note says how it is then paid (_mental_distress_paid)."""
        rules = self.reference.traffic["personal_injury"]
        calc.need(
            "精神损害抚慰金的具体金额：法律没有计算公式，由法院根据侵权人的过错程度、侵权的具体情节、造成的后果、获利情况、"
            "承担责任的经济能力和受诉法院所在地平均生活水平酌定；请给出主张或判决、调解确定的数额"
        )
        calc.notes.append(f"精神损害抚慰金由法院酌定（{rules['mental_distress_source']}），本工具不估算数额；{self._mental_distress_paid()}")

    def _mental_distress_paid(self) -> str:
        """How 精神损害抚慰金, once fixed, is paid: with the other losses, by the share of the one who answers."""
        return "确定后与其他损失一并计入，由责任人按其责任承担（民法典 第一千一百八十三条）。"

    def _before_unified(self, params: InjuryLosses) -> bool | None:
        """Whether the accident came before the 2022 amendment that applies the urban figures to everyone: by its date,
        or by its year alone where that year is not the amendment's; None where neither says."""
        unified = date.fromisoformat(str(self.reference.traffic["personal_injury"]["urban_rural_unified_from"]))
        if params.accident_date is not None:
            return params.accident_date < unified
        if params.accident_year is not None and params.accident_year != unified.year:
            return params.accident_year < unified.year
        return None

    def _rural_standard(self, params: InjuryLosses) -> bool | None:
        """Whether the rural figures apply: a rural victim of an accident before 2022-05-01 (法释〔2022〕14号
        第二十四条 keeps the earlier text for earlier torts). None: a rural victim, the date unknown."""
        if not params.victim_rural:
            return False
        return self._before_unified(params)

    def _sources(self, params: InjuryLosses) -> dict[str, str]:
        """The version of the interpretation the accident date calls for."""
        rules = self.reference.traffic["personal_injury"]
        return rules["before_unified"] if self._before_unified(params) else rules

    def _personal_injury_facts_missing(self, item: str, params: InjuryLosses) -> list[str]:
        lacking = []
        if item == "残疾赔偿金" and params.disability_grade is None:
            lacking.append("受害人的伤残等级")
        if params.victim_age is None:
            who = params.victim_of_facts or "受害人"
            lacking.append(f"{who}死亡时的年龄" if item == "死亡赔偿金" else f"{who}定残时的年龄")
        rural = self._rural_standard(params)
        if rural is None:
            lacking.append("事故发生日期（受害人为农村居民：2022年5月1日前发生的按农村居民标准，之后按城镇居民标准）")
        elif rural:
            if params.rural_net_income is None:
                lacking.append(
                    "受诉法院所在地上一年度农村居民人均纯收入（人均可支配收入）：事故在2022年5月1日前，修改前的解释对农村居民按此计算"
                )
        elif params.local_disposable_income is None:
            # the year before the trial's last hearing (人身损害赔偿解释 第二十二条): this year's trial uses last year's
            lacking.append(
                f"受诉法院所在地上一年度城镇居民人均可支配收入（以一审法庭辩论终结时的上一统计年度为准，现在审理即{day_asked().year - 1}年度；"
                "本工具不内置各省数字，请按当地统计公报写明）"
            )
        return lacking

    def _personal_injury_item(self, item: str, params: InjuryLosses, calc: Calculation) -> Decimal:
        """Income × years (20, less one a year over 60, 5 from 75) × the grade's index for a disability."""
        rules = self.reference.traffic["personal_injury"]
        age = params.victim_age
        rural = self._rural_standard(params)
        income = params.rural_net_income if rural else params.local_disposable_income
        income_label = "农村居民人均纯收入（可支配收入）" if rural else "城镇居民人均可支配收入"
        assert age is not None and income is not None
        # one of several victims: the step names them before the item ('我爸：死亡赔偿金 = …'), not again in the reason
        years, why = self._years(age, "" if params.victim_of_facts else "受害人")
        sources = self._sources(params)
        source = sources["death_source"] if item == "死亡赔偿金" else sources["disability_source"]
        if params.victim_rural:
            calc.notes.append(self._rural_note(bool(rural)))
        if item == "死亡赔偿金":
            amount = calc.add(f"{_whose(params)}死亡赔偿金 = {income_label} {format_yuan(income)} × {years} 年（{why}）", income * years, source)
        else:
            grade = params.disability_grade
            assert grade is not None
            index = Decimal(str(rules["disability_index"][grade]))
            amount = calc.add(
                f"{_whose(params)}残疾赔偿金 = {income_label} {format_yuan(income)} × {years} 年（{why}）× 伤残赔偿指数 {index * 100:.0f}%（{grade}级伤残）",
                income * years * index,
                f"{source}；{rules['disability_index_source']}",
            )
        assert amount is not None
        return amount

    def _years(self, age: int, who: str) -> tuple[int, str]:
        """20 years, one less a year over 60, 5 from 75 (第十二、十五、十七条): the years and why."""
        rules = self.reference.traffic["personal_injury"]
        base, reduce_from, floor_from = rules["base_years"], rules["reduction_from_age"], rules["floor_from_age"]
        if age >= floor_from:
            return rules["floor_years"], f"{who}{age}周岁，{floor_from}周岁以上按{rules['floor_years']}年计算"
        if age > reduce_from:
            years = base - (age - reduce_from)
            return years, f"{who}{age}周岁：{base} − ({age} − {reduce_from}) = {years} 年"
        return base, f"{who}{age}周岁，按{base}年计算"

    @staticmethod
    def _rural_note(rural: bool) -> str:
        if rural:
            return (
                "受害人为农村居民，事故发生在2022年5月1日前：依法释〔2022〕14号第二十四条（修改后的解释只适用于施行后发生的侵权），"
                "适用修改前的解释，按农村居民标准计算。但当地高级法院已按最高人民法院2019年的授权试行城乡统一标准的、受害人在城镇"
                "居住并以城镇收入为主的，或能证明住所地、经常居住地标准更高的（修改前第十八条），按相应的城镇或更高标准计算。"
            )
        return "受害人虽为农村居民，事故发生在2022年5月1日以后：修改后的解释（法释〔2022〕14号）城乡统一按城镇居民标准计算。"

    def _support_item(self, params: InjuryLosses, calc: Calculation) -> Decimal | None:
        """被扶养人生活费 (第十六、十七条): the consumption figure × each dependant's years ÷ their supporters, the
        yearly total over all of them at most the consumption figure, × the victim's loss of working capacity (the
        disability index; all of it on death). Counted into 死亡赔偿金 / 残疾赔偿金. Missing facts are asked for."""
        rules = self.reference.traffic["personal_injury"]
        if not params.victim_died and params.disability_grade is None:
            calc.notes.append("被扶养人生活费只在受害人死亡或致残时计入死亡赔偿金、残疾赔偿金（第十六条）；本题未见死亡或伤残等级，未计入。")
            return None
        rural = self._rural_standard(params)
        consumption = params.rural_consumption_expenditure if rural else params.local_consumption_expenditure
        label = "农村居民人均年生活消费支出" if rural else "城镇居民人均消费支出"
        missing_before = len(calc.missing)
        if rural is None:
            calc.need("事故发生日期（受害人为农村居民：2022年5月1日前发生的按农村居民标准计算被扶养人生活费，之后按城镇居民标准）")
        elif consumption is None:
            calc.need(
                f"计算被扶养人生活费所需：受诉法院所在地上一年度{label}（现在审理即{day_asked().year - 1}年度；"
                "本工具不内置各地数字，请按当地统计公报写明；也可直接给出被扶养人生活费的金额）"
            )
        spans: list[tuple[SupportedPerson, int, int, int]] = []  # person, age, years, supporters
        for index, person in enumerate(params.supported_people, start=1):
            name = _dependant_name(person, index)
            if person.age is None:
                calc.need(f"计算被扶养人生活费所需：{name}的年龄")
                continue
            if person.age > AGE_AT_MOST:
                raise ValueError(f"被扶养人年龄不合理：{person.age}")
            minor = person.age < rules["minor_until_age"]
            if not minor and person.unable_to_work is None:
                calc.need(f"{name}是否丧失劳动能力又无其他生活来源（成年近亲属只有这样才是被扶养人，第十七条）")
                continue
            if not minor and not person.unable_to_work:
                calc.notes.append(f"{name}已成年且有劳动能力或其他生活来源，不是被扶养人（第十七条），未计被扶养人生活费。")
                continue
            supporters = person.supporters
            if supporters is None and minor:
                supporters = rules["minor_default_supporters"]
                calc.notes.append(
                    f"{name}未成年，按父母二人共同抚养计算（受害人负担一半）；如另一方父母已去世或没有抚养能力，请在题目中说明，由受害人一人负担。"
                )
            if supporters is None:
                calc.need(f"{name}的扶养人共几人（包括受害人，如其子女人数）：赔偿义务人只赔受害人应负担的部分（第十七条）")
                continue
            if supporters < 1:
                raise ValueError(f"{name}的扶养人人数应至少为1（包括受害人），收到：{supporters}")
            years = rules["minor_until_age"] - person.age if minor else self._years(person.age, name)[0]
            spans.append((person, person.age, years, supporters))
        if len(calc.missing) > missing_before or consumption is None:
            return None
        source = self._sources(params)["support_source"]
        for index, (person, age, years, supporters) in enumerate(spans, start=1):
            name = _dependant_name(person, index)
            told = f"题目说“{person.unable_told}”，按" if person.unable_told else ""
            why = (
                f"未成年，计算至{rules['minor_until_age']}周岁：{rules['minor_until_age']} − {age} = {years} 年"
                if age < rules["minor_until_age"]
                else f"{told}无劳动能力又无其他生活来源，{self._years(age, '')[1]}"
            )
            if age >= rules["minor_until_age"] and person.unable_told and "劳动能力" not in person.unable_told:
                # the question told the means alone: whether the capacity to work is also lost decides (第十七条)
                calc.notes.append(
                    f"{name}：题目说“{person.unable_told}”，以上按其丧失劳动能力又无其他生活来源计为被扶养人；成年近亲属须两者兼备"
                    "才是被扶养人（第十七条），仍有劳动能力，或有退休金、养老金等其他生活来源的，不计（以法院认定为准）。"
                )
            calc.add(
                f"{_whose(params)}{name}（{why}）：{label} {format_yuan(consumption)} × {years} 年 ÷ 扶养人 {supporters} 人",
                consumption * years / supporters,
                source,
            )
        # the yearly sum over those still supported that year, capped at the consumption figure
        total = Decimal(0)
        for year in range(1, max((years for _, _, years, _ in spans), default=0) + 1):
            yearly = sum((consumption / supporters for _, _, years, supporters in spans if years >= year), Decimal(0))
            total += min(yearly, consumption)
        uncapped = sum((consumption * years / supporters for _, _, years, supporters in spans), Decimal(0))
        if total < uncapped:
            calc.add(
                f"{_whose(params)}被扶养人有数人，年赔偿总额累计不超过{label} {format_yuan(consumption)}：逐年封顶后合计",
                total,
                source,
            )
        if params.disability_grade is not None and not params.victim_died:
            capacity = Decimal(str(rules["disability_index"][params.disability_grade]))
            amount = calc.add(
                f"{_whose(params)}被扶养人生活费 = {format_yuan(total)} × 伤残赔偿指数 {capacity * 100:.0f}%（按受害人丧失劳动能力程度），计入残疾赔偿金",
                total * capacity,
                f"{source}；{rules['disability_index_source']}",
            )
        else:
            amount = calc.add(f"{_whose(params)}被扶养人生活费合计 {format_yuan(total)}，计入死亡赔偿金", total, source)
        assert amount is not None
        return amount

    def _answer_item_asked(self, params: Injury, whole: Calculation) -> Calculation:
        """A question asking one loss item by name (`asked_item`, '被扶养人生活费能拿多少'): the answer's amount is that
        item's figure, worked out as in the whole claim (`whole`, whose steps stay and whose amount is `whole_amount`);
        a fact only the whole needs (the liability, another item's) is said in a note, not asked. An item whose own
        figure is not known is asked for."""
        item = params.asked_item
        if item is None:
            return whole
        classified = self.reference.classify_loss(item)
        if classified is None:
            raise ValueError(f"asked_item {item!r} 不是可计算的损失项目（如医疗费、误工费、死亡赔偿金、丧葬费、被扶养人生活费）")
        item = classified[1]
        with_items = self._with_items(self._with_victims_merged(params), None, Calculation(scenario=whole.scenario))

        def is_item(name: str) -> bool:
            return (self.reference.classify_loss(name) or ("", name))[1] == item

        figures = [amount for name, amount in with_items.losses.items() if is_item(name)]
        untold = any(is_item(name) for name in [*with_items.unquantified_losses, *with_items.unclear_spans])
        # 被扶养人生活费 is counted into 死亡赔偿金 or 残疾赔偿金 (第十六条): asked for either, it is part of the figure
        support = sum((amount for name, amount in with_items.losses.items() if name == SUPPORT_ITEM), Decimal(0))
        held = f"，含计入其中的{SUPPORT_ITEM} {format_yuan(support)}" if item in COUNTING_SUPPORT and figures and support else ""
        figures += [support] if held else []
        if not figures or untold:
            if not any(item in need for need in whole.missing):
                whole.need(f"所问的{item}的金额，或计算它所需的事实（见说明）")
            whole.amount = None
            return whole
        figure = sum(figures, Decimal(0))
        whole.answered_item = item
        whole.whole_amount = None if whole.missing else whole.amount
        if whole.whole_amount is None:
            whole.add(f"所问的{item}：{format_yuan(figure)}（计算见上{held}）", figure, "所问项目的计算见上")
            whole.notes.append(f"以上只回答所问的{item}；各项赔偿的合计还需要：{'；'.join(whole.missing)}。")
            whole.missing.clear()
        else:
            total_loss = sum(with_items.losses.values(), Decimal(0))
            whole.add(
                f"所问的{item}：{format_yuan(figure)}（计算见上{held}；各项损失一并计算的应赔偿合计为 {format_yuan(whole.whole_amount)}）",
                figure,
                "所问项目的计算见上",
            )
            if to_cents(whole.whole_amount) < to_cents(total_loss):
                whole.notes.append(
                    f"所问的{item} {format_yuan(figure)} 是这一项损失本身的数额；赔偿义务人并不承担全部损失（责任比例、保险限额或已付款见上），"
                    f"各项损失合计 {format_yuan(total_loss)}，一并计算后应赔偿 {format_yuan(whole.whole_amount)}，不单独分摊到某一项。"
                )
        whole.amount = figure
        if "amount" in whole.elements:
            whole.elements["amount"] = figure
        return whole

    def _finish(self, calc: Calculation, amount: Decimal, params: InjuryLosses) -> Calculation:
        amount = calc.deduct_paid(amount, params.already_paid)
        calc.amount = amount
        calc.elements["amount"] = amount
        return calc
