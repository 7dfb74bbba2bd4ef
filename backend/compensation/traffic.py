"""Road-traffic accident compensation: compulsory insurance by category, then liability share,
then commercial third-party insurance (道路交通安全法 第七十六条；民法典 第一千二百一十三条)."""

from __future__ import annotations

from dataclasses import replace
from datetime import date
from decimal import Decimal

from backend.compensation.money import format_yuan, to_cents
from backend.compensation.params import OTHER_SIDES_LIABILITY, TrafficParams, merged_losses
from backend.compensation.reference import InsuranceLimits
from backend.compensation.injury_items import PersonalInjuryItems
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


class TrafficCalculator(PersonalInjuryItems):
    def calculate(self, params: TrafficParams) -> Calculation:
        return self._answer_item_asked(params, self._whole_claim(params))

    def _whole_claim(self, params: TrafficParams) -> Calculation:
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
            raise ValueError(f"事故日期 {params.accident_date.isoformat()} 晚于今天（{day_asked().isoformat()}），请核对日期")
        if params.accident_year is not None and params.accident_year > day_asked().year:
            raise ValueError(f"事故年份 {params.accident_year} 晚于今年（{day_asked().year}），请核对")
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
        params = self._with_items(params, CATEGORY_TARGETS.get(target), calc)
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
            other_date_needed = (
                bool(params.other_vehicle_no_fault) and len(set(self._payouts(params, by_category, False))) > 1
                and not self._same_answer_either_side(as_given)
            )
            return self._passenger(params, total_loss, by_category, other_date_needed, target, calc)
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

    def _mental_distress_paid(self) -> str:
        rules = self.reference.traffic["personal_injury"]
        return (
            "确定后计入交强险死亡伤残赔偿限额，"
            f"受害人可请求交强险保险公司在该限额内优先赔偿（{rules['mental_distress_priority_source']}），超出部分再按责任比例承担。"
        )

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
            + f"：按过错承担 {ratio * 100:.0f}%（骑车人按自己的过错赔偿，受害人也有过错的，相应减轻骑车人的责任）",
            None,
            FAULT_SOURCE,
        )
        if params.liability == "同等责任":
            calc.notes.append(
                "责任认定为“同等责任”，以上按双方各半计算；法院按双方过错程度酌定，如已有判决、调解或协议确定的比例，请改用该比例。"
            )
        return ratio

    def _over_standard_payer(self, params: TrafficParams) -> Calculation:
        """The side that pays rode an electric bike told as over the standard ('超标电动车'): found a motor vehicle, it
        answers by 第七十六条, within the compulsory limits first though uninsured (道交解释 第十六条); else by fault as
        a non-motor vehicle. Answered where both readings give one amount; else which one is asked."""
        as_bike = self._whole_claim(replace(params, payer_non_motor=True))
        insured = False if params.compulsory_insured is None else params.compulsory_insured
        as_motor = self._whole_claim(replace(params, payer_non_motor=False, compulsory_insured=insured))
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
        as_bike.need(f"致害的超标电动车是否经交警或鉴定认定为机动车：{either}两种认定下本题金额不同")
        return as_bike

    def _passenger(
        self, params: TrafficParams, total_loss: Decimal, by_category: dict[str, dict[str, Decimal]], other_date_needed: bool,
        target: str, calc: Calculation,
    ) -> Calculation:
        """The victim rode in the liable vehicle (本车人员): neither its compulsory nor its commercial third-party
        insurance pays them; its side bears its share of the whole loss, to be reduced for a free ride. Another motor
        vehicle in the accident with no liability (`other_vehicle_no_fault`) has the passenger as its third party: its
        compulsory insurance pays first within the no-fault limits, and the liable side bears its share of the rest."""
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
        other_paid = Decimal(0)
        if params.other_vehicle_no_fault:
            calc.add(
                "事故另一方机动车无责任：乘车人不是那辆车的本车人员，对它而言是第三者，其交强险在无责任赔偿限额内先行赔偿",
                None,
                f"{PASSENGER_SOURCE}、第二十三条",
            )
            paid = self._compulsory(replace(params, compulsory_insured=None, driver_misconduct=None), by_category, False, calc, other_date_needed)
            if paid is None:
                return calc
            other_paid = paid
            calc.elements["insurance"] = f"另一方机动车交强险（无责）赔偿 {format_yuan(other_paid)}；本车交强险、商业三者险不赔（受害人为本车人员）"
            calc.notes.append(
                "乘车人是本车人员，不是本车交强险和商业三者险的“第三者”；事故另一方机动车无责任，但乘车人对它而言是第三者，"
                "其交强险在无责任赔偿限额内赔偿（以上按那辆车投保了交强险计算）；本车投保了车上人员责任险（座位险）的，按该险约定赔付。"
            )
        insurers_asked = target in ("compulsory", "commercial", "insurers")
        if insurers_asked and not self._ratio_known(replace(params, victim_is_pedestrian=False)):
            return self._finish(calc, other_paid, params)
        remaining = total_loss
        if other_paid:
            remaining = calc.add(f"另一方交强险赔偿后的损失 = {format_yuan(total_loss)} − {format_yuan(other_paid)}", total_loss - other_paid, ORDER_SOURCE)
            assert remaining is not None
        ratio = self._ratio(replace(params, victim_is_pedestrian=False), calc, remaining)
        if ratio is None:
            return calc
        share = calc.add(
            f"本车一方（驾驶人、机动车使用人）按责任比例承担 = {format_yuan(remaining)} × {ratio * 100:.0f}%", remaining * ratio, ARTICLE_76
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
                    "（如醉驾、严重超速）的不减轻。已有判决、调解或协议确定的比例，请改用该比例。"
                )
        if insurers_asked:
            # what was asked is the insurers' part; who does pay is said beside it
            insurers = f"只有另一方机动车的交强险赔 {format_yuan(other_paid)}" if other_paid else "保险公司不赔"
            calc.notes.append(f"{insurers}；本车一方（驾驶人）按责任承担 {format_yuan(share)}" + ("（好意同乘应减轻）。" if params.free_ride else "。"))
            return self._finish(calc, other_paid, params)
        if target == "victim_share":
            own = calc.add(f"受害人自行承担 = {format_yuan(remaining)} − {format_yuan(share)}", remaining - share, ARTICLE_76)
            assert own is not None
            return self._finish(calc, own, params)
        if other_paid and target == "vehicle_side":
            both = calc.add(
                f"受害人可获赔偿合计 = 另一方交强险（无责）{format_yuan(other_paid)} + 本车一方按责任承担 {format_yuan(share)}", other_paid + share, ORDER_SOURCE
            )
            assert both is not None
            return self._finish(calc, both, params)
        return self._finish(calc, share, params)

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
                f"按 {ratio * 100:.0f}% 计算交强险之外的损失",
                None,
                NO_FAULT_CEILING,
            )
            calc.notes.append(
                f"机动车无责时，法律规定的是“不超过10%”的上限而非固定比例；上面按 {ratio * 100:.0f}% 计算，"
                "法院可在此范围内酌定更低的比例，如已有判决、调解或协议确定的比例，请改用该比例。"
            )
        else:
            calc.add(
                f"机动车一方负{params.liability}，按 {ratio * 100:.0f}% 承担交强险之外的损失（交强险赔不足的部分，按各方在事故中的过错和责任大小分担）",
                None,
                self.reference.traffic["liability_ratios"]["source"],
            )
        if params.liability in ("主要责任", "同等责任", "次要责任"):
            # a finding without a percentage leaves the ratio to the court: the figure used is said out loud
            calc.notes.append(
                f"责任认定只写了“{params.liability}”，没有具体比例；上面按本工具采用的比例 {ratio * 100:.0f}% 计算。"
                "法院会在一定幅度内酌定，如已有判决、调解或协议确定的比例，请改用该比例。"
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

    @staticmethod
    def _limits_day(params: TrafficParams) -> date | None:
        """A day whose limits are the accident's: its date, or where only its year is told, that year unless it is
        the year the limits changed."""
        if params.accident_date is not None:
            return params.accident_date
        if params.accident_year is not None and params.accident_year != LIMIT_PROBE_DATES[-1].year:
            return date(params.accident_year, 1, 1)
        return None

    def _limits(self, params: TrafficParams, with_fault: bool) -> list[InsuranceLimits]:
        """The limits of the accident date (or year); without either, those on either side of 2020-09-19."""
        day = self._limits_day(params)
        if day is not None:
            return [self.reference.compulsory_limits(day, with_fault)]
        return [self.reference.compulsory_limits(day, with_fault) for day in LIMIT_PROBE_DATES]

    def _same_answer_either_side(self, params: TrafficParams) -> bool:
        """Whether the question, its accident date not told, has one answer under the limits before 2020-09-19 and
        under those after, nothing else asked for under either."""
        answers = set()
        for day in LIMIT_PROBE_DATES:
            probe = self._whole_claim(replace(params, accident_date=day))
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
        if len(candidates) > 1 and len(set(self._payouts(params, by_category, with_fault))) > 1:
            calc.notes.append(
                "题目未给出事故日期：交强险责任限额自2020年9月19日起提高，两档限额下交强险赔付的部分不同，但所问的金额相同；"
                "以下按现行限额列示交强险部分。"
            )
            period = "未给出事故日期，按现行限额列示"
        elif len(candidates) > 1:
            calc.notes.append("题目未给出事故日期；按2020年9月19日前后两档交强险限额计算结果相同。")
            period = "2020年9月19日前后两档限额结果相同"
        elif params.accident_date is None:
            period = f"事故发生于{params.accident_year}年"
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
            return self.reference.commercial_minimum(self._limits_day(params))
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
