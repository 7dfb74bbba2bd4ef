"""Road-traffic accident compensation: compulsory insurance by category, then liability share,
then commercial third-party insurance (道路交通安全法 第七十六条；民法典 第一千二百一十三条)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from decimal import Decimal

from backend.compensation.money import format_yuan, to_cents
from backend.compensation.params import (
    AGE_AT_MOST, DAYS_PER_MONTH, DAYS_PER_YEAR, OTHER_SIDES_LIABILITY, RATE_TO_TIME_UNIT, RATEABLE_ITEMS, SupportedPerson, TrafficParams,
    merged_losses,
)
from backend.compensation.reference import REGIONAL_FIGURE_NAMES, InsuranceLimits, Reference
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
# a passenger of the liable vehicle is 本车人员: outside its compulsory and its commercial third-party cover
PASSENGER_SOURCE = "机动车交通事故责任强制保险条例 第三条、第二十一条"
FREE_RIDE_SOURCE = "民法典 第一千二百一十七条"
# a passenger hurt in carriage: the carrier answers by the contract, whatever the accident's shares
CARRIAGE_SOURCE = "民法典 第八百二十三条"
# a bicycle or an electric bike of the national standard is no motor vehicle: no compulsory insurance, liability by fault
NON_MOTOR_SOURCE = "道路交通安全法 第一百一十九条第（四）项"
FAULT_SOURCE = "民法典 第一千一百六十五条、第一千一百七十三条"
# 醉酒 / 无证 / 毒驾 / 故意: personal injury still paid within the limits and recovered; property not paid
MISCONDUCT_SOURCE = "最高人民法院关于审理道路交通事故损害赔偿案件适用法律若干问题的解释 第十五条"
MISCONDUCT_PROPERTY_SOURCE = "机动车交通事故责任强制保险条例 第二十二条第二款"


def _whose(params: TrafficParams) -> str:
    """'我爸：' before a step computed from the facts of one named victim among several; nothing for a victim alone."""
    return f"{params.victim_of_facts}：" if params.victim_of_facts else ""


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
        # an accident still ahead has no limits nor statistics to apply (as 工伤 refuses an injury after today)
        if params.accident_date is not None and params.accident_date > day_asked():
            raise ValueError(f"事故日期 accident_date {params.accident_date.isoformat()} 晚于今天（{day_asked().isoformat()}），请核对日期")
        as_given = params
        if params.payer_over_standard and params.payer_non_motor is None and not params.carried_passenger:
            return self._over_standard_payer(params)
        params = self._with_victims_merged(params)
        if params.carried_passenger:
            # said whether or not the losses are known yet: who answers, and on what ground
            calc.notes.append(
                "乘坐公交车、客车、出租车、网约车、地铁、火车等营运交通工具受伤的，旅客与承运人（公交、客运、地铁、铁路公司，出租车、网约车的经营者）之间是客运合同，"
                "承运人对运输过程中旅客的伤亡承担赔偿责任，不以事故责任划分为前提（民法典 第八百二十三条），以下按此计算全部合理损失。"
                "营运车辆一般投保了承运人责任险（或车上人员责任险），承运人的赔偿由该险按保险合同约定在限额内承担（本结果未计入保险金额）。"
                "旅客也可以选择按侵权主张（民法典 第一百八十六条）：事故另一方机动车有责任的，旅客对那辆车是第三者，可在其交强险、商业三者险"
                "范围内按责任比例获赔；选择合同之诉的，严重精神损害的抚慰金仍可请求（民法典 第九百九十六条）。"
            )
        if params.victims_unassigned and not params.victims:
            calc.notes.append(
                "题目涉及多名受害人，但各项损失无法逐一对应到每个人：以下按全部受害人的损失合计计算（交强险各项限额"
                "对全部受害人合计适用，总赔付不受如何分配影响）；各人分得多少，请分别写明每人的各项损失"
            )
        params = self._with_rated_items(params, calc)
        params = self._with_personal_injury_items(params, calc)
        params = self._with_implied_injury_items(params, target, calc)
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
        if params.carried_passenger:
            return self._carriage(params, total_loss, target, calc)
        if params.payer_non_motor:
            return self._non_motor_payer(params, total_loss, target, calc)
        with_fault = self._with_fault(params, calc)
        if with_fault is None:
            return calc
        if params.victim_is_passenger:
            return self._passenger(params, total_loss, target, calc)
        if params.driver_misconduct:
            calc.notes.append(
                f"驾驶人{params.driver_misconduct}：保险公司仍应在交强险责任限额内赔偿受害人的人身损害，赔偿后可向驾驶人追偿"
                f"（{MISCONDUCT_SOURCE}），“醉驾不赔”不能对抗受害人；但交强险对此不赔财产损失（{MISCONDUCT_PROPERTY_SOURCE}）。"
                "商业三者险条款通常把醉驾、无证驾驶等列为免责事由，保险公司已就该条款作出提示的即可拒赔"
                "（最高人民法院关于适用《中华人民共和国保险法》若干问题的解释（二） 第十条），其部分由侵权人自行承担。"
            )
        # without a date, the limits on either side of 2020-09-19 may pay differently: the date is asked only where
        # the answer itself differs ('全责，没买交强险，要赔多少' is the whole loss under either)
        date_needed = len(set(self._payouts(params, by_category, with_fault))) > 1 and not self._same_answer_either_side(as_given)
        compulsory = self._compulsory(params, by_category, with_fault, calc, date_needed)
        if compulsory is None:
            if target != "compulsory":
                # the date is asked for; the ratio too, when the loss exceeds the limits on either side of it
                beyond = [total_loss - payout for payout in self._payouts(params, by_category, with_fault)]
                self._ratio(params, calc, max(beyond))
            return calc
        calc.elements["insurance"] = f"交强险赔偿 {format_yuan(compulsory)}"
        victims_compulsory = self._victims_compulsory(params, by_category, with_fault, calc)
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
        # nothing left beyond the compulsory insurance: any share of it is nothing, and a ratio not known is not shown
        times = f" × {ratio * 100:.0f}%" if remaining > 0 or self._known_ratio(params) is not None else "（没有剩余损失，无论比例多少均为0）"
        share = calc.add(f"机动车一方按责任比例承担 = {format_yuan(remaining)}{times}", remaining * ratio, ARTICLE_76)
        assert share is not None
        victims_shares = self._victims_beyond_compulsory(params, victims_compulsory, ratio, calc) if victims_compulsory else {}
        if target == "victim_share":  # the part of the loss the victim's own fault leaves uncompensated
            own = calc.add(f"受害人自行承担 = {format_yuan(remaining)} − {format_yuan(share)}", remaining - share, ARTICLE_76)
            assert own is not None
            return self._finish(calc, own, params)
        if target == "beyond_compulsory":  # whoever pays it, the commercial limit does not change the sum
            return self._finish(calc, share, params)
        commercial = self._commercial(params, share, calc)
        if calc.missing:
            return calc
        if victims_shares and commercial:
            self._victims_commercial(victims_shares, victims_compulsory, share, commercial, calc)
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

    def _carriage(self, params: TrafficParams, total_loss: Decimal, target: str, calc: Calculation) -> Calculation:
        """A passenger of a carrier (a bus, a coach, a taxi) hurt in the carriage: the carrier answers for the whole loss
        by the contract of carriage (民法典 第八百二十三条), not by the accident's shares; the vehicle's compulsory and
        third-party insurance do not cover its own passengers. The passenger may sue in tort instead (第一百八十六条)."""
        calc.add(
            "受害人是承运人运输过程中的旅客：承运人对运输过程中旅客的伤亡承担赔偿责任，不以事故责任划分为前提；伤亡是旅客自身健康原因"
            "造成的，或者承运人证明是旅客故意、重大过失造成的除外（免票、持优待票或经许可搭乘的无票旅客同样适用）",
            None,
            CARRIAGE_SOURCE,
        )
        calc.add("旅客是本车人员：机动车的交强险、商业三者险不赔本车上的人员（地铁、火车没有交强险）", Decimal(0), PASSENGER_SOURCE)
        calc.elements["liability"] = "承运人对旅客的伤亡承担赔偿责任（客运合同）"
        calc.elements["insurance"] = "本车交强险、商业三者险不赔（旅客为本车人员）；承运人责任险按约定赔付"
        if target in ("compulsory", "commercial", "insurers"):
            calc.notes.append(f"本车的交强险、商业三者险不赔旅客；承运人按客运合同赔偿 {format_yuan(total_loss)}（承运人责任险按约定承担）。")
            return self._finish(calc, Decimal(0), params)
        if target == "victim_share":
            return self._finish(calc, Decimal(0), params)
        owed = calc.add(f"承运人应赔偿合计 = 受害人合理损失总额 {format_yuan(total_loss)}", total_loss, CARRIAGE_SOURCE)
        assert owed is not None
        return self._finish(calc, owed, params)

    def _non_motor_payer(self, params: TrafficParams, total_loss: Decimal, target: str, calc: Calculation) -> Calculation:
        """The side that pays rode a bicycle or an electric bike of the national standard: a non-motor vehicle, with no
        compulsory insurance and outside 第七十六条's rules for the motor-vehicle side; its rider bears the share of the
        whole loss their fault calls for (民法典 第一千一百六十五条、第一千一百七十三条)."""
        kind = "超标电动车，按非机动车计算" if params.payer_over_standard else "非机动车（自行车、符合国家标准的电动自行车）"
        calc.add(
            f"致害一方骑的是{kind}：不投保交强险，没有交强险赔付，也不适用道路交通安全法第七十六条中机动车一方的规则",
            Decimal(0),
            NON_MOTOR_SOURCE,
        )
        calc.elements["insurance"] = "无交强险（致害一方为非机动车）"
        ratio = self._non_motor_share(params, calc)
        if ratio is None:
            return calc
        share = calc.add(f"骑车人一方按过错承担 = 受害人合理损失总额 {format_yuan(total_loss)} × {ratio * 100:.0f}%", total_loss * ratio, FAULT_SOURCE)
        assert share is not None
        if target in ("compulsory", "commercial", "insurers"):
            calc.notes.append(
                f"非机动车没有交强险，保险公司不赔（骑车人自愿投保了非机动车第三者责任险等的，按该险约定赔付）；骑车人一方按过错承担 {format_yuan(share)}。"
            )
            return self._finish(calc, Decimal(0), params)
        if target == "victim_share":
            own = calc.add(f"受害人自行承担 = {format_yuan(total_loss)} − {format_yuan(share)}", total_loss - share, FAULT_SOURCE)
            assert own is not None
            return self._finish(calc, own, params)
        return self._finish(calc, share, params)

    def _non_motor_share(self, params: TrafficParams, calc: Calculation) -> Decimal | None:
        """The rider's share by fault: a stated ratio, or the data file's for the finding (全部, 同等, 无责任); a
        主要/次要 finding without its percentage is asked for."""
        if params.liability_ratio is not None:
            if not Decimal(0) <= params.liability_ratio <= 1:
                raise ValueError(f"责任比例应在0到1之间，收到：{params.liability_ratio}")
            calc.elements["liability"] = f"承担{params.liability_ratio * 100:.0f}%"
            calc.add(f"骑车人一方承担损失的 {params.liability_ratio * 100:.0f}%（题目给出）", None, FAULT_SOURCE)
            return params.liability_ratio
        if params.liability is None:
            calc.need("骑车人一方的事故责任（全部/主要/同等/次要/无责任，或责任比例）")
            return None
        if params.liability not in LIABILITY_LABELS:
            raise ValueError(f"未知的事故责任：{params.liability!r}（可选：{'、'.join(LIABILITY_LABELS)}）")
        calc.elements["liability"] = params.liability
        ratio = self.reference.non_motor_ratio(params.liability)
        if ratio is None:
            calc.need(
                f"骑车人一方承担的责任比例（认定为{params.liability}但未写明比例；非机动车一方按双方的过错程度分担，由法院酌定，"
                "请给出判决、调解或协议确定的比例）"
            )
            return None
        other = OTHER_SIDES_LIABILITY.get(params.liability)
        calc.add(
            f"骑车人一方{params.liability}" + (f"，受害人一方{other}" if other else "")
            + f"：按过错承担 {ratio * 100:.0f}%（数据文件 traffic.yaml 的比例，可修改）",
            None,
            FAULT_SOURCE,
        )
        if params.liability == "同等责任":
            calc.notes.append(
                "责任认定为“同等责任”，以上按双方各半计算；法院按双方过错程度酌定，如已有判决、调解或协议确定的比例，请改用该比例（liability_ratio）。"
            )
        return ratio

    def _over_standard_payer(self, params: TrafficParams) -> Calculation:
        """The side that pays rode an electric bike told as over the standard ('超标电动车'): found a motor vehicle, it
        answers by 第七十六条, within the compulsory limits first though uninsured (道交解释 第十六条); else by fault as
        a non-motor vehicle. Answered where both readings give one amount; else which one is asked."""
        as_bike = self.calculate(replace(params, payer_non_motor=True))
        insured = False if params.compulsory_insured is None else params.compulsory_insured
        as_motor = self.calculate(replace(params, payer_non_motor=False, compulsory_insured=insured))
        either = (
            "超标电动车经认定属于机动车的，按机动车的规则赔偿：未投保交强险的，由投保义务人在交强险责任限额内先行赔偿（最高人民法院关于审理"
            "道路交通事故损害赔偿案件适用法律若干问题的解释 第十六条），超出部分按道路交通安全法第七十六条的责任比例承担；仍属于非机动车的，"
            "骑车人按过错比例承担全部损失（民法典 第一千一百六十五条）。"
        )
        if not as_bike.missing and not as_motor.missing and as_bike.amount is not None and as_motor.amount is not None and (
            to_cents(as_bike.amount) == to_cents(as_motor.amount)
        ):
            as_bike.notes.append(f"题目说致害的是超标电动车：{either}本题两种认定下应赔金额相同，以上按非机动车列示。")
            return as_bike
        as_bike.need(f"致害的超标电动车是否经交警或鉴定认定为机动车（payer_non_motor）：{either}两种认定下本题金额不同")
        return as_bike

    def _passenger(self, params: TrafficParams, total_loss: Decimal, target: str, calc: Calculation) -> Calculation:
        """The victim rode in the liable vehicle (本车人员): neither its compulsory nor its commercial third-party
        insurance pays them; its side bears its share of the whole loss, to be reduced for a free ride."""
        calc.add(
            "受害人是肇事车辆上的乘车人（本车人员）：交强险只赔本车人员、被保险人以外的受害人，该车交强险不赔",
            Decimal(0),
            PASSENGER_SOURCE,
        )
        calc.add(
            "商业第三者责任险同样不赔本车上人员的人身伤亡（属车上人员责任险的范围，投保了的按其约定赔付）",
            Decimal(0),
            "商业第三者责任保险条款 责任免除（本车上人员）",
        )
        calc.elements["insurance"] = "本车交强险、商业三者险均不赔（受害人为本车人员）"
        calc.notes.append(
            "乘车人是本车人员，不是本车交强险和商业三者险的“第三者”。若事故另一方机动车也有责任，受害人对那辆车而言是第三者，"
            "可在那辆车的交强险和三者险范围内获赔（本结果未计入）；本车投保了车上人员责任险（座位险）的，按该险约定赔付。"
        )
        insurers_asked = target in ("compulsory", "commercial", "insurers")
        if insurers_asked and not self._ratio_known(replace(params, victim_is_pedestrian=False)):
            return self._finish(calc, Decimal(0), params)
        ratio = self._ratio(replace(params, victim_is_pedestrian=False), calc, total_loss)
        if ratio is None:
            return calc
        share = calc.add(
            f"本车一方（驾驶人、机动车使用人）按责任比例承担 = {format_yuan(total_loss)} × {ratio * 100:.0f}%", total_loss * ratio, ARTICLE_76
        )
        assert share is not None
        # a ratio the user states is the court's or the parties': the reduction is in it already
        if params.free_ride and share > 0 and params.liability_ratio is None:
            if params.driver_misconduct:
                calc.notes.append(
                    f"好意同乘（无偿搭乘）本应减轻驾驶人的赔偿责任，但驾驶人{params.driver_misconduct}，通常认定为重大过失，"
                    f"不予减轻（{FREE_RIDE_SOURCE}）。"
                )
            else:
                calc.add(
                    "好意同乘（无偿搭乘）：非营运机动车发生交通事故造成无偿搭乘人损害，属于该机动车一方责任的，应当减轻其赔偿责任，"
                    "机动车使用人有故意或者重大过失的除外；减轻多少由法院酌定，上面是未减轻时的数额（上限）",
                    None,
                    FREE_RIDE_SOURCE,
                )
                calc.notes.append(
                    f"好意同乘：驾驶人的赔偿责任应当减轻（{FREE_RIDE_SOURCE}），上面本车一方按责任承担的数额是未减轻时的上限；驾驶人有故意或者重大过失"
                    "（如醉驾、严重超速）的不减轻。已有判决、调解或协议确定的比例，请改用该比例（liability_ratio）。"
                )
        if insurers_asked:
            # what was asked is the insurers' part; who does pay is said beside it
            calc.notes.append(f"保险公司不赔；本车一方（驾驶人）按责任承担 {format_yuan(share)}" + ("（好意同乘应减轻）。" if params.free_ride else "。"))
            return self._finish(calc, Decimal(0), params)
        if target == "victim_share":
            own = calc.add(f"受害人自行承担 = {format_yuan(total_loss)} − {format_yuan(share)}", total_loss - share, ARTICLE_76)
            assert own is not None
            return self._finish(calc, own, params)
        return self._finish(calc, share, params)

    @staticmethod
    def _span_request(item: str, span: str) -> str:
        """What to ask for an item whose span was given as a range ('误工费', '三四个月')."""
        if not span.strip():
            raise ValueError(f"unclear_spans 中 {item} 的期间为空：请写出题目给出的期间（如“三四个月”）")
        count = "月数" if span.rstrip().endswith("月") else "天数"
        return f"{item}的计算期间：{span}（请给出确切{count}）"

    def _with_victims_merged(self, params: TrafficParams) -> TrafficParams:
        """With several victims, `losses` is the sum of theirs (given alone, or checked against it)."""
        if params.victim_of_facts is not None and params.victim_of_facts not in params.victims:
            raise ValueError(f"victim_of_facts {params.victim_of_facts!r} 不是 victims 中的受害人（可选：{'、'.join(params.victims) or '无'}）")
        if not params.victims:
            return params
        merged = merged_losses(params.victims)
        if params.losses and params.losses != merged:
            raise ValueError("losses 与 victims 各受害人损失之和不一致：请只填写 victims，或使两者一致")
        return replace(params, losses=merged)

    def _victims_compulsory(
        self, params: TrafficParams, by_category: dict[str, dict[str, Decimal]], with_fault: bool, calc: Calculation
    ) -> dict[str, Decimal]:
        """Each victim's part of the compulsory insurance, or {} when there is one victim, or when items computed from
        the facts (死亡赔偿金, 丧葬费, 被扶养人生活费) are not tied to a named victim: per-person lines would then
        leave them out and not add up to the total."""
        if len(params.victims) <= 1:
            return {}
        if merged_losses(params.victims) != params.losses:
            computed = "、".join(item for item in params.losses if item not in merged_losses(params.victims))
            calc.notes.append(
                f"本次事故有{len(params.victims)}名受害人；按题目事实计算的{computed}无法确定归属哪一名受害人，"
                "因此只给出全部受害人的合计，不列各人分得的数额；请写明各项属于谁（或直接给出每人的金额）后再分别计算。"
            )
            return {}
        return self._split_between_victims(params, by_category, with_fault, calc)

    def _split_between_victims(
        self, params: TrafficParams, by_category: dict[str, dict[str, Decimal]], with_fault: bool, calc: Calculation
    ) -> dict[str, Decimal]:
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
        return shares

    def _victims_beyond_compulsory(
        self, params: TrafficParams, compulsory_shares: dict[str, Decimal], ratio: Decimal, calc: Calculation
    ) -> dict[str, Decimal]:
        """Each victim's loss beyond their part of the compulsory insurance, the vehicle side's share of it, and what
        the vehicle side owes that victim in all: '甲乙各能赔多少' is answered per person, not only as a total. Returns
        each victim's share beyond the compulsory insurance."""
        shares: dict[str, Decimal] = {}
        for victim, losses in params.victims.items():
            own_loss = sum(losses.values(), Decimal(0))
            compulsory = to_cents(compulsory_shares.get(victim, Decimal(0)))
            beyond = own_loss - compulsory
            part = calc.add(
                f"{victim}：超出交强险的损失 {format_yuan(own_loss)} − {format_yuan(compulsory)} = {format_yuan(beyond)}，"
                f"机动车一方按 {ratio * 100:.0f}% 承担",
                beyond * ratio,
                ARTICLE_76,
            )
            assert part is not None
            shares[victim] = part
            calc.add(
                f"{victim}：机动车一方应赔偿合计 = 交强险 {format_yuan(compulsory)} + 按责任承担 {format_yuan(part)}",
                compulsory + part,
                ORDER_SOURCE,
            )
        return shares

    def _victims_commercial(
        self, shares: dict[str, Decimal], compulsory: dict[str, Decimal], share: Decimal, commercial: Decimal, calc: Calculation
    ) -> None:
        """Each victim's part of the commercial insurance and what the vehicle side pays them itself: a limit that
        runs out is shared by the victims' shares beyond the compulsory insurance, as each compulsory limit is shared
        by their losses (道交解释 第十九条, the same rule for the one limit covering them all)."""
        for victim, part in shares.items():
            if part <= 0:
                continue
            paid = part if commercial >= share else commercial * part / share
            formula = (
                f"按责任承担的 {format_yuan(part)} 全部在保险金额内"
                if commercial >= share
                else f"保险金额 {format_yuan(commercial)} × {format_yuan(part)} / {format_yuan(share)}"
            )
            insured = calc.add(f"{victim}：商业三者险分得 = {formula}", paid, SHARED_LIMIT_SOURCE)
            assert insured is not None
            own_compulsory = to_cents(compulsory.get(victim, Decimal(0)))
            calc.add(
                f"{victim}：保险公司合计 = 交强险 {format_yuan(own_compulsory)} + 商业三者险 {format_yuan(insured)}",
                own_compulsory + insured,
                ORDER_SOURCE,
            )
            calc.add(
                f"{victim}：侵权人自行承担 = {format_yuan(part)} − {format_yuan(insured)}", to_cents(part) - insured, ORDER_SOURCE
            )

    def _with_each_victims_items(self, params: TrafficParams, calc: Calculation) -> TrafficParams:
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
                "请在 victims_facts 中按受害人分别写明其扶养的人（supported_people）后再计算。"
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

    def _with_personal_injury_items(self, params: TrafficParams, calc: Calculation) -> TrafficParams:
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
        if params.supported_people and "被扶养人生活费" not in have:
            support = self._support_item(params, calc)
            if support is not None:
                computed["被扶养人生活费"] = support
        if computed and params.accident_date is not None and params.victim_rural is None and self._before_unified(params):
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

    def _with_rated_items(self, params: TrafficParams, calc: Calculation) -> TrafficParams:
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

    def _with_implied_injury_items(self, params: TrafficParams, target: str, calc: Calculation) -> TrafficParams:
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
            asked_elsewhere = target in CATEGORY_TARGETS and CATEGORY_TARGETS[target] != category
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

    def _daily_standard(self, figure: str | None, params: TrafficParams) -> tuple[Decimal, str] | None:
        """A daily standard an implied item is computed by: the question's (the parameter of its name), else the
        operator's figure for the region in force this year (statistics.yaml regional), with the words naming its source."""
        if figure is None:
            return None
        return self.reference.local_figure(figure, getattr(params, figure), params.region, day_asked().year)

    def _funeral(self, params: TrafficParams, asked: bool, calc: Calculation) -> Decimal | None:
        """丧葬费 of a death: six months of the local 职工月平均工资 of the year before the trial (第十四条), whatever
        was spent. Without that wage it is asked for where the question names it, and otherwise left out with a
        note (a question about 死亡赔偿金 alone is still answered). None when it is not counted."""
        rules = self.reference.traffic["personal_injury"]
        local = self._local_average(params)
        if local is None:
            fact = (
                f"{self.reference.region_words(params.region, '受诉法院所在地')}上一年度职工月平均工资（丧葬费按其六个月总额计算；"
                f"现在审理即{day_asked().year - 1}年度，"
                "本工具不内置各地数字，请按当地统计公报填写 local_avg_monthly_wage）"
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

    def _local_average(self, params: TrafficParams) -> tuple[Decimal, str] | None:
        """The local 职工月平均工资 of the year before the trial (taken as now) that 丧葬费 is six months of: the
        question's, else the operator's figure for the region of the accident (statistics.yaml), with its source."""
        return self.reference.local_figure("average_monthly_wage", params.local_avg_monthly_wage, params.region, day_asked().year - 1)

    def _ask_mental_distress(self, calc: Calculation) -> None:
        """精神损害抚慰金 has no formula: the court fixes it from the factors of 精神损害赔偿解释 第五条, so the amount
        claimed (or awarded) is asked for; the note says where it is paid from."""
        rules = self.reference.traffic["personal_injury"]
        calc.need(
            "精神损害抚慰金的具体金额：法律没有计算公式，由法院根据侵权人的过错程度、侵权的具体情节、造成的后果、获利情况、"
            "承担责任的经济能力和受诉法院所在地平均生活水平酌定；请给出主张或判决、调解确定的数额"
        )
        calc.notes.append(
            f"精神损害抚慰金由法院酌定（{rules['mental_distress_source']}），本工具不估算数额；确定后计入交强险死亡伤残赔偿限额，"
            f"受害人可请求交强险保险公司在该限额内优先赔偿（{rules['mental_distress_priority_source']}），超出部分再按责任比例承担。"
        )

    def _before_unified(self, params: TrafficParams) -> bool:
        """Whether the accident came before the 2022 amendment that applies the urban figures to everyone."""
        unified = date.fromisoformat(str(self.reference.traffic["personal_injury"]["urban_rural_unified_from"]))
        return params.accident_date is not None and params.accident_date < unified

    def _rural_standard(self, params: TrafficParams) -> bool | None:
        """Whether the rural figures apply: a rural victim of an accident before 2022-05-01 (法释〔2022〕14号
        第二十四条 keeps the earlier text for earlier torts). None: a rural victim, the date unknown."""
        if not params.victim_rural:
            return False
        if params.accident_date is None:
            return None
        return self._before_unified(params)

    def _sources(self, params: TrafficParams) -> dict[str, str]:
        """The version of the interpretation the accident date calls for."""
        rules = self.reference.traffic["personal_injury"]
        return rules["before_unified"] if self._before_unified(params) else rules

    def _personal_injury_facts_missing(self, item: str, params: TrafficParams) -> list[str]:
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
                    "（rural_net_income）"
                )
        elif params.local_disposable_income is None:
            # the year before the trial's last hearing (人身损害赔偿解释 第二十二条): this year's trial uses last year's
            lacking.append(
                f"受诉法院所在地上一年度城镇居民人均可支配收入（以一审法庭辩论终结时的上一统计年度为准，现在审理即{day_asked().year - 1}年度；"
                "本工具不内置各省数字，请按当地统计公报填写 local_disposable_income）"
            )
        return lacking

    def _personal_injury_item(self, item: str, params: TrafficParams, calc: Calculation) -> Decimal:
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

    def _support_item(self, params: TrafficParams, calc: Calculation) -> Decimal | None:
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
            field_name = "rural_consumption_expenditure" if rural else "local_consumption_expenditure"
            calc.need(
                f"计算被扶养人生活费所需：受诉法院所在地上一年度{label}（现在审理即{day_asked().year - 1}年度；"
                f"本工具不内置各地数字，请按当地统计公报填写 {field_name}；也可直接给出被扶养人生活费的金额）"
            )
        spans: list[tuple[SupportedPerson, int, int, int]] = []  # person, age, years, supporters
        for index, person in enumerate(params.supported_people, start=1):
            name = person.relation or f"第{index}名被扶养人"
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
                    f"{name}未成年，按父母二人共同抚养计算（受害人负担一半）；另一方已去世或无抚养能力的，请说明（supporters=1）。"
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
            name = person.relation or f"第{index}名被扶养人"
            why = (
                f"未成年，计算至{rules['minor_until_age']}周岁：{rules['minor_until_age']} − {age} = {years} 年"
                if age < rules["minor_until_age"]
                else f"无劳动能力又无其他生活来源，{self._years(age, '')[1]}"
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
        if params.liability in OTHER_SIDES_LIABILITY and not params.victim_is_passenger:
            # which side each share is: a finding told of the victim ('我负主要责任') is read as the vehicle's complement
            calc.add(
                f"事故责任：机动车一方{params.liability}，受害人一方{OTHER_SIDES_LIABILITY[params.liability]}", None, ARTICLE_76
            )
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
            known = self._known_ratio(params)
            return known if known is not None else Decimal(0)
        if params.victim_is_pedestrian is None and self._victims_kind_decides(params.liability):
            calc.need(self._victims_kind_request(params.liability))
            return None
        against_pedestrian = bool(params.victim_is_pedestrian)
        ratio = self.reference.liability_ratio(params.liability, against_pedestrian)
        if ratio is None:
            # 主要/次要责任, 同等责任 towards a pedestrian (or only 'with fault' known): the court fixes the share within a range
            calc.need(f"机动车一方承担的责任比例（{self._range_note(params.liability, against_pedestrian)}）")
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

    def _known_ratio(self, params: TrafficParams) -> Decimal | None:
        """The share the finding fixes without the court (全部/同等/无责任 by the data file, for the victim's kind), when
        it does; a finding whose share turns on whether the victim was a pedestrian, not said, is not fixed."""
        if params.liability is None or (params.victim_is_pedestrian is None and self._victims_kind_decides(params.liability)):
            return None
        return self.reference.liability_ratio(params.liability, bool(params.victim_is_pedestrian))

    def _ratio_known(self, params: TrafficParams) -> bool:
        """A stated ratio, or one the data file gives for the finding."""
        return params.liability_ratio is not None or self._known_ratio(params) is not None

    def _victims_kind_decides(self, liability: str) -> bool:
        """Whether the data file gives the finding a different share, or range, towards a pedestrian or non-motor vehicle
        than between two motor vehicles (无责任: at most 10% against none; 同等责任: a range above half against 50%)."""
        ranges = self.reference.traffic.get("liability_ranges", {})
        return self.reference.liability_ratio(liability, True) != self.reference.liability_ratio(liability, False) or (
            ranges.get("motor_vs_pedestrian", {}).get(liability) != ranges.get("motor_vs_motor", {}).get(liability)
        )

    def _victims_kind_request(self, liability: str) -> str:
        if liability == "无责任":
            return "受害人是否为行人或非机动车驾驶人（机动车无责时对其仍承担不超过10%）"
        between_vehicles = self.reference.liability_ratio(liability, False)
        towards_motor = f"按 {between_vehicles * 100:.0f}% 计算" if between_vehicles is not None else self._range_note(liability, False)
        return (
            f"受害人是否为行人或非机动车驾驶人，或机动车一方承担的责任比例（机动车一方{liability}：受害人也是机动车一方的，{towards_motor}；"
            f"受害人是行人或非机动车驾驶人的，{self._range_note(liability, True)}）"
        )

    def _range_note(self, liability: str, against_pedestrian: bool) -> str:
        ranges = self.reference.traffic.get("liability_ranges", {}).get("motor_vs_pedestrian" if against_pedestrian else "motor_vs_motor", {})
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

    def _same_answer_either_side(self, params: TrafficParams) -> bool:
        """Whether the question, its accident date not told, has one answer under the limits before 2020-09-19 and
        under those after, nothing else asked for under either."""
        answers = set()
        for day in LIMIT_PROBE_DATES:
            probe = self.calculate(replace(params, accident_date=day))
            if probe.missing or probe.amount is None:
                return False
            answers.add(to_cents(probe.amount))
        return len(answers) == 1

    def _compulsory(
        self, params: TrafficParams, by_category: dict[str, dict[str, Decimal]], with_fault: bool, calc: Calculation, date_needed: bool
    ) -> Decimal | None:
        candidates = self._limits(params, with_fault)
        totals = {category: sum(items.values(), Decimal(0)) for category, items in by_category.items() if category != "not_covered"}
        if date_needed:
            calc.need("事故发生日期（交强险责任限额自2020年9月19日起提高，本案结果取决于事故日期）")
            return None
        limits = candidates[-1]
        if params.accident_date is None and len(set(self._payouts(params, by_category, with_fault))) > 1:
            calc.notes.append(
                "题目未给出事故日期：交强险责任限额自2020年9月19日起提高，两档限额下交强险赔付的部分不同，但所问的金额相同；"
                "以下按现行限额列示交强险部分。"
            )
            period = "未给出事故日期，按现行限额列示"
        elif params.accident_date is None:
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
            if category == "property" and params.driver_misconduct:
                calc.add(f"驾驶人{params.driver_misconduct}：交强险不赔财产损失 {format_yuan(loss)}", Decimal(0), MISCONDUCT_PROPERTY_SOURCE)
                continue
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
                "鉴定费、诉讼费和停运损失、替代交通费等间接损失不属于交强险赔偿范围：" + "、".join(by_category["not_covered"]),
                Decimal(0),
                self.reference.category_source("not_covered"),
            )
        return calc.add("交强险赔偿合计", total, ARTICLE_76)

    def _commercial_cover(self, params: TrafficParams) -> tuple[Decimal, str] | None:
        """The commercial limit, or when only its existence is known, the lowest limit on offer then."""
        if params.commercial_limit is not None:
            return params.commercial_limit, "商业三者险保险金额（题目给出）"
        if params.commercial_insured:
            return self.reference.commercial_minimum(params.accident_date)
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
