"""Personal injury outside traffic: the items of 人身损害赔偿解释 worked out as for a road accident (injury_items), with
no insurance, and the share of the one who answers by the rule of the cause: the keeper of an animal (民法典 第一千二百四十五条
至第一千二百五十条), the operator of a place that failed its duty of safety (第一千一百九十八条), a school or kindergarten
where a child was hurt (第一千一百九十九条至第一千二百零一条), the one who threw or owns an object that fell from a
building, and where no one is found the possible users' 补偿 (第一千二百五十三条、第一千二百五十四条), or the one at fault:
a striker, or the keeper of a broken fixture or an open manhole (DEFECT_KEEPERS); one hurt providing labour
service, as a rehired retiree, bears the loss with the one who took it by each side's fault (第一千一百九十二条第一款)."""

from __future__ import annotations

from decimal import Decimal

from backend.compensation.extract.common import RETIREE_SERVICE_RELATION, RETIREE_WORK_INJURY_EXCEPTIONS
from backend.compensation.injury_items import PersonalInjuryItems
from backend.compensation.money import format_yuan
from backend.compensation.params import INJURY_CAUSES, VICTIM_CAPACITIES, PersonalInjuryParams
from backend.compensation.result import Calculation
from backend.compensation.textutil import day_asked

ANIMAL_SOURCE = "民法典 第一千二百四十五条"
UNLEASHED_SOURCE = "民法典 第一千二百四十六条"
BANNED_ANIMAL_SOURCE = "民法典 第一千二百四十七条"
STRAY_ANIMAL_SOURCE = "民法典 第一千二百四十九条"
THIRD_PARTY_ANIMAL_SOURCE = "民法典 第一千二百五十条"
PREMISES_SOURCE = "民法典 第一千一百九十八条"
VICTIMS_FAULT_SOURCE = "民法典 第一千一百七十三条"
ITEMS_SOURCE = "民法典 第一千一百七十九条"
FAULT_SOURCE = "民法典 第一千一百六十五条"
# a school's rule by the pupil's capacity (VICTIM_CAPACITIES), and a person from outside it
SCHOOL_SOURCES = {"none": "民法典 第一千一百九十九条", "limited": "民法典 第一千二百条", "full": FAULT_SOURCE}
SCHOOL_THIRD_PARTY_SOURCE = "民法典 第一千二百零一条"
GUARDIAN_SOURCE = "民法典 第一千一百八十八条"
# a labour service (劳务关系): 第一千一百九十二条 speaks of one between individuals; a unit that took the service answers by
# the general rule of fault and the victim's own part, to the same effect
SERVICE_SOURCE = f"民法典 第一千一百九十二条第一款；{FAULT_SOURCE}、第一千一百七十三条"
# a third person's act during the service: that person answers; the one who took the service may be asked for a 补偿 and
# then recover it from that person (第一千一百九十二条第二款)
SERVICE_THIRD_PARTY_SOURCE = f"民法典 第一千一百九十二条第二款；{FAULT_SOURCE}"
FALLEN_OBJECT_SOURCE = "民法典 第一千二百五十三条"
THROWN_OBJECT_SOURCE = "民法典 第一千二百五十四条"
# a grown person who ran into the victim (not a blow): no note on the police fine for 殴打
ONE_WHO_BUMPED = "撞人的一方（侵权人）"
# the keeper of a thing whose defect did the harm, the one who answers by name: the rule that makes it liable, its
# articles, and what its share turns on (the victim's own care, 第一千一百七十三条, besides)
LANDLORD = "房东（出租房屋的所有人）"
ESTATE_MANAGER = "物业服务企业（小区的管理者）"
MANHOLE_MANAGER = "窨井等地下设施的管理人（市政、排水、燃气、通信等管线单位，小区内的一般是物业）"
DEFECT_KEEPERS = {
    LANDLORD: (
        "出租人应当履行租赁物的维修义务；房屋的扶手、楼梯、照明等设施损坏没有维修致人受伤的，出租人有过错，应当承担侵权责任",
        "民法典 第一千一百六十五条；民法典 第七百一十二条", "设施损坏的情况、房东是否知道（如已经告诉过房东）、有没有及时维修",
    ),
    ESTATE_MANAGER: (
        "物业服务人应当妥善维修、养护业主共有部分（楼道、楼梯、照明等），采取合理措施保护业主的人身安全；没有维修致人受伤的，"
        "物业有过错，应当承担侵权责任", "民法典 第一千一百六十五条；民法典 第九百四十二条",
        "设施损坏了多久、有没有人报修、物业有没有设置提醒或者临时照明",
    ),
    MANHOLE_MANAGER: (
        "窨井等地下设施造成他人损害，管理人不能证明尽到管理职责的（如井盖缺失、损坏没有及时补盖、没有设置警示和围挡），应当承担侵权责任",
        "民法典 第一千二百五十八条第二款", "井盖缺失了多久、管理人有没有巡查、设置警示和围挡",
    ),
}
ONE_WHO_ANSWERS = {
    "animal": "动物饲养人或者管理人", "premises": "经营者、管理者", "school": "幼儿园、学校或者其他教育机构", "fault": "侵权人（打伤人的一方）",
    "service": "接受劳务的一方（返聘、雇用的单位或者个人）",
}
# a retiree's service relation: why there is no work injury, its exceptions and the insurance the employer may have
# bought
_RETIREE_SERVICE_NOTE = (
    f"{RETIREE_SERVICE_RELATION}，以上按人身损害赔偿计算。{RETIREE_WORK_INJURY_EXCEPTIONS}，各地认定不完全一致，可以先"
    "申请工伤认定；单位为其投保了雇主责任险、意外险的，还可以按保险合同主张。"
)


class PersonalInjuryCalculator(PersonalInjuryItems):
    def calculate(self, params: PersonalInjuryParams) -> Calculation:
        return self._answer_item_asked(params, self._whole_claim(params))

    def _whole_claim(self, params: PersonalInjuryParams) -> Calculation:
        calc = Calculation(scenario="personal_injury")
        if params.cause not in INJURY_CAUSES:
            raise ValueError(
                f"cause（损害原因）应为 {'、'.join(INJURY_CAUSES)} 之一（animal：饲养的动物；premises：经营场所、公共场所；"
                f"school：幼儿园、学校；falling_object：建筑物抛掷、坠落的物品；fault：他人的过错行为，如殴打；service：提供劳务时受伤，"
                f"如退休返聘），收到：{params.cause!r}"
            )
        if params.victim_capacity is not None and params.victim_capacity not in VICTIM_CAPACITIES:
            raise ValueError(
                f"victim_capacity（受害学生的民事行为能力）应为 {'、'.join(VICTIM_CAPACITIES)} 之一（none：不满八周岁；limited：八周岁以上"
                f"不满十八周岁；full：成年），收到：{params.victim_capacity!r}"
            )
        if params.accident_date is not None and params.accident_date > day_asked():
            raise ValueError(f"受伤日期 {params.accident_date.isoformat()} 晚于今天（{day_asked().isoformat()}），请核对日期")
        if params.liability_ratio is not None and not Decimal(0) <= params.liability_ratio <= 1:
            raise ValueError(f"责任比例应在0到1之间，收到：{params.liability_ratio}")
        params = self._with_items(self._with_victims_merged(params), None, calc)
        # who answers and for what share is asked beside the losses: the one answer needs both
        shares = {
            "animal": self._animal_share, "premises": self._premises_share, "school": self._school_share,
            "falling_object": self._falling_object_share, "fault": self._fault_share,
            "service": self._service_share,
        }
        ratio = shares[params.cause](params, calc)
        if calc.missing or ratio is None:
            return calc
        losses = self._by_item(params.losses)
        listing = " + ".join(f"{name} {format_yuan(value)}" for name, value in losses.items())
        total = calc.add(f"受害人合理损失总额 = {listing}", sum(losses.values(), Decimal(0)), ITEMS_SOURCE)
        assert total is not None
        who, owes = self._who_answers(params)
        owed = calc.add(
            f"{who}{owes} = {format_yuan(total)} × {ratio * 100:.0f}%", total * ratio,
            # a share reduced for the victim's fault rests on that article too
            f"{self._share_source(params)}；{VICTIMS_FAULT_SOURCE}" if 0 < ratio < 1 and params.victim_at_fault else self._share_source(params),
        )
        assert owed is not None
        return self._finish(calc, owed, params)

    def _by_item(self, losses: dict[str, Decimal]) -> dict[str, Decimal]:
        """The losses under the names of their items ('打疫苗' is 医疗费), each item's amounts added."""
        items: dict[str, Decimal] = {}
        for name, amount in losses.items():
            classified = self.reference.classify_loss(name)
            if classified is None:
                known = "、".join(item for block in self.reference.traffic["loss_categories"].values() for item in block["items"])
                raise ValueError(f"无法识别的损失项目：{name}；可用的项目名称：{known}")
            if amount < 0:
                raise ValueError(f"损失金额不能为负数：{name} {amount}")
            items[classified[1]] = items.get(classified[1], Decimal(0)) + amount
        return items

    @staticmethod
    def _who_answers(params: PersonalInjuryParams) -> tuple[str, str]:
        """Who the amount is owed by and what it is: 应补偿 for the possible users of a building where the one who threw or
        dropped an object is not found (第一千二百五十四条: a 补偿, not damages for a fault), else 应赔偿."""
        if params.cause == "falling_object" and not params.liable_party_known:
            return "可能加害的建筑物使用人", "应补偿"
        if params.cause in ("school", "service") and params.third_party_caused:
            # (liable_party names the school, which answers only a supplementary share here)
            return "实施侵害的第三人", "应赔偿"
        if params.cause == "falling_object" and not params.liable_party:
            return "抛掷物品的人（侵权人）" if params.object_thrown else "坠落物的所有人、管理人或者使用人", "应赔偿"
        return params.liable_party or ONE_WHO_ANSWERS[params.cause], "应赔偿"

    @staticmethod
    def _share_source(params: PersonalInjuryParams) -> str:
        if params.cause == "premises":
            return PREMISES_SOURCE
        if params.cause == "school":
            return SCHOOL_THIRD_PARTY_SOURCE if params.third_party_caused else SCHOOL_SOURCES[params.victim_capacity or "limited"]
        if params.cause == "fault" and params.liable_party in DEFECT_KEEPERS:
            return DEFECT_KEEPERS[params.liable_party][1]
        if params.cause == "fault":
            return GUARDIAN_SOURCE if params.minor_caused else FAULT_SOURCE
        if params.cause == "falling_object":
            return THROWN_OBJECT_SOURCE if params.object_thrown or not params.liable_party_known else FALLEN_OBJECT_SOURCE
        if params.cause == "service":
            return SERVICE_THIRD_PARTY_SOURCE if params.third_party_caused else SERVICE_SOURCE
        if params.animal_banned:
            return BANNED_ANIMAL_SOURCE
        return UNLEASHED_SOURCE if params.safety_measures_lacking else ANIMAL_SOURCE

    def _animal_share(self, params: PersonalInjuryParams, calc: Calculation) -> Decimal | None:
        """The keeper's share: all of the loss (strict liability, whatever the keeper's care), less only where the victim's
        intent or gross negligence did the harm (第一千二百四十五条), only its intent where a safety measure the rules require
        was not taken (第一千二百四十六条), never for a banned dangerous dog (第一千二百四十七条). A reduction is the court's to
        fix: its share is asked for."""
        if params.animal_stray and not params.liable_party_known:
            calc.need(
                "流浪、走失的动物原来的饲养人或者管理人是谁：遗弃、逃逸的动物在此期间造成损害的，由原饲养人或者管理人承担侵权责任"
                f"（{STRAY_ANIMAL_SOURCE}）；确实没有饲养人的，没有可以请求赔偿的侵权人（可先自行就医、保留票据，向所在地村委会、居委会、"
                "物业反映，物业或管理者对公共区域未尽安全保障义务的另论）"
            )
            return None
        if not params.liable_party_known:
            calc.need(f"动物的饲养人或者管理人是谁（如邻居家的狗、小区里有主人的狗）：由其承担侵权责任（{ANIMAL_SOURCE}）")
        calc.add(
            "饲养的动物造成他人损害，动物饲养人或者管理人承担侵权责任（无过错责任：不以饲养人有过错为前提，被侵权人不必证明其过错）",
            None,
            ANIMAL_SOURCE,
        )
        calc.notes.append(
            f"因第三人的过错致使动物造成损害的（如有人故意惊吓、唆使动物），被侵权人可以向饲养人或者管理人请求赔偿，也可以向第三人请求赔偿（{THIRD_PARTY_ANIMAL_SOURCE}）；"
            "动物园的动物造成损害的，动物园能证明尽到管理职责的不承担责任（民法典 第一千二百四十八条）。"
        )
        if params.animal_banned:
            calc.elements["liability"] = "禁止饲养的危险动物：饲养人或者管理人承担全部责任"
            calc.add(
                "禁止饲养的烈性犬等危险动物造成他人损害：饲养人或者管理人承担侵权责任，不因受害人的过错减轻或者免除", None, BANNED_ANIMAL_SOURCE
            )
            return Decimal(1)
        if params.safety_measures_lacking:
            calc.add("违反管理规定，未对动物采取安全措施（如未拴绳、未戴嘴套）：只有受害人故意造成损害的，才可以减轻责任", None, UNLEASHED_SOURCE)
        fault_words = "故意挑逗、招惹动物" if params.safety_measures_lacking else "挑逗、招惹、殴打动物等故意或者重大过失"
        if params.victim_at_fault is None and params.liability_ratio is None:
            calc.need(
                f"受害人有没有{fault_words}：有的，饲养人可以减轻或者不承担责任"
                f"（{UNLEASHED_SOURCE if params.safety_measures_lacking else ANIMAL_SOURCE}，由饲养人证明）；没有的，饲养人承担全部责任"
                + ("" if params.safety_measures_lacking is not None else "。动物是否按规定拴绳、戴嘴套也请说明：未采取安全措施的，只有受害人故意才可减轻（第一千二百四十六条）")
            )
            return None
        return self._share(params, calc, f"受害人{fault_words}")

    def _premises_share(self, params: PersonalInjuryParams, calc: Calculation) -> Decimal | None:
        """The operator's share: it answers for a harm its failure of the duty of safety let happen (第一千一百九十八条
        第一款), reduced for the victim's own fault (第一千一百七十三条); a third person's act is that person's to answer for,
        the operator bearing only a supplementary share (第二款), which is asked for."""
        if not params.liable_party_known:
            calc.need(f"受伤地点的经营者或者管理者是谁（如超市、商场、酒店、游乐场）：未尽到安全保障义务的，由其承担侵权责任（{PREMISES_SOURCE}）")
        if params.third_party_caused:
            calc.notes.append(
                "损害是第三人的行为造成的：由第三人承担侵权责任；经营者、管理者未尽到安全保障义务的，承担相应的补充责任（第三人无法确定"
                f"或者无力赔偿时，在其过错范围内补充赔偿），承担后可以向第三人追偿（{PREMISES_SOURCE}第二款）。"
            )
        if params.safety_duty_breached is False:
            calc.elements["liability"] = "经营者、管理者已尽到安全保障义务：不承担责任"
            calc.add("经营者、管理者已尽到安全保障义务：不承担侵权责任", Decimal(0), PREMISES_SOURCE)
            calc.notes.append(
                "是否尽到安全保障义务，由法院按场所的性质、风险的大小和经营者采取的防范、警示、救助措施是否合理认定；以上按题目所说已尽到计算，"
                "措施不足（如警示不醒目、湿滑未及时清理）的，经营者仍应按其过错承担责任。"
            )
            return Decimal(0)
        if params.safety_duty_breached is None:
            calc.need(
                "经营者、管理者有没有未尽到安全保障义务（如地面湿滑没有警示、设施损坏没有维修、没有必要的防护或者提醒）：只有未尽到的，"
                f"才对损害承担侵权责任（{PREMISES_SOURCE}）"
            )
            return None
        calc.add("经营场所、公共场所的经营者、管理者未尽到安全保障义务，造成他人损害，应当承担侵权责任", None, PREMISES_SOURCE)
        if params.third_party_caused:
            if params.liability_ratio is None:
                calc.need("经营者、管理者承担的补充责任比例（与其未尽安全保障义务的过错相应，由法院酌定）；或者改向第三人主张全部损失")
                return None
            return self._share(params, calc, "")
        return self._share_by_victims_fault(params, calc, "受害人", "不听劝阻、进入禁止区域、奔跑打闹", "经营者", "受害人自己的过错")

    def _school_share(self, params: PersonalInjuryParams, calc: Calculation) -> Decimal | None:
        """A child hurt at a school or a kindergarten: a person from outside it answers for the harm, the school only a
        supplementary share where it failed its duty of management (第一千二百零一条); otherwise the pupil's capacity decides
        the school's rule: under eight its fault is presumed and it answers unless it proves it met its duty of education
        and management (第一千一百九十九条); from eight it answers only where its failure is shown (第一千二百条); an adult
        student's claim rests on its fault (第一千一百六十五条)."""
        if params.third_party_caused:
            calc.elements["liability"] = "幼儿园、学校以外的第三人承担侵权责任，学校未尽到管理职责的承担相应的补充责任"
            calc.add(
                "在幼儿园、学校学习、生活期间受到幼儿园、学校以外的第三人人身损害：由第三人承担侵权责任", None, SCHOOL_THIRD_PARTY_SOURCE
            )
            kept = "题目所说学校已尽到管理职责的，不承担补充责任；" if params.safety_duty_breached is False else ""
            calc.notes.append(
                f"以上是第三人应赔偿的数额。{kept}幼儿园、学校未尽到管理职责的（如门卫放任校外人员进入、发现后没有及时制止和救助），"
                "承担相应的补充责任：第三人无法确定或者无力赔偿时，在其未尽职责的过错范围内赔偿，赔偿后可以向第三人追偿"
                f"（{SCHOOL_THIRD_PARTY_SOURCE}）；学校是否尽到管理职责和补充的比例由法院认定。"
            )
            return Decimal(1)
        if params.victim_capacity is None:
            calc.need(
                "受伤学生的年龄：不满八周岁（无民事行为能力人）的，推定幼儿园、学校有过错，学校能证明尽到教育、管理职责的才不承担"
                f"（{SCHOOL_SOURCES['none']}）；八周岁以上不满十八周岁的，学校未尽到教育、管理职责的才承担（{SCHOOL_SOURCES['limited']}）"
            )
            return None
        source = SCHOOL_SOURCES[params.victim_capacity]
        if params.fellow_pupil_caused:
            calc.notes.append(
                f"伤害是同学造成的：未成年同学由其监护人承担侵权责任（{GUARDIAN_SOURCE}），学校按其是否尽到教育、管理职责承担相应的责任"
                f"（{source}）；双方各自的比例由法院按过错认定。"
            )
        if params.safety_duty_breached is False:
            calc.elements["liability"] = "学校已尽到教育、管理职责：不承担责任"
            proved = "（须由学校证明）" if params.victim_capacity == "none" else ""
            calc.add(f"幼儿园、学校已尽到教育、管理职责{proved}：不承担侵权责任", Decimal(0), source)
            return Decimal(0)
        if params.victim_capacity == "none":
            calc.add(
                "无民事行为能力人（不满八周岁）在幼儿园、学校学习、生活期间受到人身损害：推定学校有过错，学校不能证明尽到教育、管理职责的，"
                "承担侵权责任", None, source,
            )
            if params.safety_duty_breached is None:
                calc.notes.append(
                    f"以上按推定学校有过错计算：举证责任在学校，学校能证明已尽到教育、管理职责（如看护到位、设施安全、及时救治和通知家长）"
                    f"的，不承担责任（{source}）。"
                )
        else:
            if params.safety_duty_breached is None:
                calc.need(
                    "学校有没有未尽到教育、管理职责（如上课或活动时无人看管、体育课没有保护措施、设施有隐患、受伤后没有及时救治和通知家长）："
                    f"八周岁以上的学生在校受伤，学校未尽到职责的才承担侵权责任，由受害方证明（{source}）"
                )
                return None
            calc.add("学校未尽到教育、管理职责，学生在校学习、生活期间受到人身损害：学校承担侵权责任", None, source)
        if params.fellow_pupil_caused and params.liability_ratio is None:
            calc.need("学校承担的责任比例（与造成伤害的同学的监护人按各自过错分担，由法院认定）；请给出判决、调解或者协议确定的比例")
            return None
        if params.victim_capacity == "none" and params.victim_at_fault is None:
            return self._share(params, calc, "")
        return self._share_by_victims_fault(params, calc, "受伤学生", "违反纪律打闹、不听老师劝阻、擅自进入危险区域", "学校",
                                            "受伤学生自己的过错")

    def _falling_object_share(self, params: PersonalInjuryParams, calc: Calculation) -> Decimal | None:
        """An object thrown from a building: the one who threw it answers (第一千二百五十四条第一款); one fallen from a building
        or its fixtures: its owner, manager or user, whose fault is presumed (第一千二百五十三条). Where no one is found, the
        users of the building who may have done it, less any who proves it was not them, give a 补偿 the court fixes; the
        property-service company answers for the safety measures it failed to take (第一千二百五十四条第二款)."""
        company = (
            "物业服务企业等建筑物管理人应当采取必要的安全保障措施防止抛掷、坠落物品致害；未采取的（如题目所说），依法承担未履行安全保障"
            f"义务的侵权责任（{THROWN_OBJECT_SOURCE}第二款），可以一并向其主张，其份额按过错由法院认定。"
            if params.safety_duty_breached else
            "物业服务企业等建筑物管理人未采取必要的安全保障措施（如没有安装监控、没有提醒和巡查）的，依法承担未履行安全保障义务的侵权责任"
            f"（{THROWN_OBJECT_SOURCE}第二款），其份额按过错由法院认定。"
        )
        if params.liable_party_known is None:
            calc.need(
                "是否查清了是谁抛掷的物品，或者坠落物的所有人、管理人、使用人是谁：查清的由其承担侵权责任（抛掷的按第一千二百五十四条，"
                f"坠落的推定其有过错，按{FALLEN_OBJECT_SOURCE}）；经调查难以确定的，由可能加害的建筑物使用人给予补偿（{THROWN_OBJECT_SOURCE}）。"
                "可以先报警，公安等机关应当依法及时调查，查清责任人"
            )
            calc.notes.append(company)
            return None
        if not params.liable_party_known:
            calc.elements["liability"] = "难以确定具体侵权人：可能加害的建筑物使用人给予补偿"
            calc.add(
                "从建筑物中抛掷或者坠落的物品致害，经调查难以确定具体侵权人：除能够证明自己不是侵权人的外，由可能加害的建筑物使用人"
                "给予补偿（是补偿，不是赔偿；补偿后有权向侵权人追偿）", None, THROWN_OBJECT_SOURCE,
            )
            calc.notes.append(company)
            if params.liability_ratio is None:
                calc.need(
                    "可能加害的建筑物使用人合计补偿损失的比例（补偿数额由法院根据受害人的损失、可能加害的住户数量和各自的情况酌定，"
                    "不一定是全部损失，由各户分担）；请给出判决、调解或者协议确定的比例"
                )
                return None
            return self._share(params, calc, "")
        if params.object_thrown:
            calc.add("从建筑物中抛掷物品造成他人损害：由侵权人（抛掷物品的人）依法承担侵权责任", None, THROWN_OBJECT_SOURCE)
        else:
            calc.add(
                "建筑物及其搁置物、悬挂物脱落、坠落造成他人损害：推定所有人、管理人或者使用人有过错，其不能证明自己没有过错的，承担侵权责任；"
                "赔偿后有其他责任人的，可以向其追偿", None, FALLEN_OBJECT_SOURCE,
            )
        if params.safety_duty_breached:
            calc.notes.append(company)
        return self._share(params, calc, "受害人自己的过错")

    def _fault_share(self, params: PersonalInjuryParams, calc: Calculation) -> Decimal | None:
        """Harm by another person's act (a blow, a push, a fight): the one at fault answers (第一千一百六十五条), less for the
        victim's own part, as where both fought (第一千一百七十三条); that share is the court's, asked for. The keeper of a
        thing whose defect did the harm (DEFECT_KEEPERS) answers by its own rule, in full where no fault of the victim's is
        told, with a note on what its share turns on."""
        if params.liable_party in DEFECT_KEEPERS:
            rule, source, turns_on = DEFECT_KEEPERS[params.liable_party]
            calc.add(rule, None, source)
            told = "；以上按题目没有说到受害人的过错计算" if not params.victim_at_fault and params.liability_ratio is None else ""
            calc.notes.append(
                f"责任大小取决于{turns_on}，以及受害人自己是否尽到注意（如光线不好仍然快步走、明知设施损坏仍然使用）：受害人自己有过错的，"
                f"可以减轻责任（{VICTIMS_FAULT_SOURCE}），比例由法院认定{told}。"
            )
            return self._share(params, calc, "受害人自己的过错")
        if not params.liable_party_known:
            calc.need(f"打伤人的是谁（侵权人）：由其承担侵权责任（{FAULT_SOURCE}）；不知道是谁的，可以报警，由公安机关查明")
        calc.add("行为人因过错侵害他人民事权益造成损害，应当承担侵权责任", None, FAULT_SOURCE)
        if params.minor_caused:
            calc.add(
                "无民事行为能力人、限制民事行为能力人造成他人损害的，由监护人承担侵权责任；监护人尽到监护职责的，可以减轻其侵权责任；"
                "孩子有自己财产的，先从其财产中支付，不足部分由监护人赔偿", None, GUARDIAN_SOURCE,
            )
            return self._share(params, calc, "受害人自己的过错")
        if params.liable_party == ONE_WHO_BUMPED:
            return self._share(params, calc, "受害人自己的过错")
        calc.notes.append(
            "殴打他人的，公安机关可以给予治安管理处罚（治安管理处罚法 第五十一条）；致人轻伤以上的，可能构成故意伤害罪（刑法 第二百三十四条），"
            "受害人可以在刑事诉讼中提起附带民事诉讼。处罚与民事赔偿分别进行，以上只是民事赔偿。"
        )
        return self._share_by_victims_fault(params, calc, "受害人", "先动手、挑衅、互相斗殴", "对方",
                                            "受害人自己的过错（如互相斗殴、先动手）", "，比例由法院按双方过错认定")

    def _service_share(self, params: PersonalInjuryParams, calc: Calculation) -> Decimal | None:
        """One hurt providing labour service (a rehired retiree: no labour relation, so no work injury): the one who
        took the service answers by its fault (unsafe conditions, no protective gear or training), the provider bears
        the part of his own (第一千一百九十二条第一款). The whole loss only where the first is at fault and the provider
        not; else the share is the court's, asked for. A third person who did the harm answers by its fault, the one
        who took the service owing a 补偿 where asked first, recovered from that person (第二款)."""
        calc.notes.append(_RETIREE_SERVICE_NOTE)
        if params.third_party_caused:
            calc.elements["liability"] = "第三人承担侵权责任，接受劳务的一方可以被请求给予补偿"
            calc.add(
                "提供劳务期间，因第三人的行为造成提供劳务一方损害的：提供劳务一方有权请求第三人承担侵权责任，也有权请求接受劳务一方"
                "给予补偿；接受劳务一方补偿后，可以向第三人追偿", None, SERVICE_THIRD_PARTY_SOURCE,
            )
            calc.notes.append(
                "以上是造成伤害的第三人应赔偿的数额（按其过错，受害人自己有过错的可以减轻，民法典 第一千一百七十三条）。也可以先请求"
                "接受劳务的一方（返聘的单位或者个人）给予补偿，它补偿后再向第三人追偿（民法典 第一千一百九十二条第二款）；补偿多少法律"
                "没有规定具体标准，由法院认定，接受劳务的一方自己也有过错的（如没有提供安全的工作条件），还应按其过错承担责任（第一款）。"
            )
            return self._share(params, calc, "受害人自己的过错")
        calc.add(
            "提供劳务一方因劳务受到损害的，根据双方各自的过错承担相应的责任：接受劳务的一方没有提供安全的工作条件、必要的防护用品和"
            "安全培训等的有过错；提供劳务的一方违反操作规程、自己不小心的，自负相应部分", None, SERVICE_SOURCE,
        )
        if params.liability_ratio is None and params.safety_duty_breached and params.victim_at_fault is False:
            calc.elements["liability"] = "承担全部责任（接受劳务的一方有过错，受伤的人没有过错）"
            calc.add("接受劳务的一方有过错、受伤的人没有过错：接受劳务的一方承担全部损失", None, SERVICE_SOURCE)
            return Decimal(1)
        if params.liability_ratio is None and params.safety_duty_breached and params.victim_at_fault is None:
            # its fault shown, the whole turns on the provider's own part
            calc.need(
                "受伤的人自己有没有过错（如违反操作规程、自己不小心）：没有的，接受劳务的一方承担全部损失；有的，按双方各自的过错分担，"
                f"比例由法院认定（{SERVICE_SOURCE}）"
            )
            return None
        if params.liability_ratio is None:
            calc.need(
                "接受劳务的一方（返聘、雇用的单位或者个人）承担损失的比例：按双方各自的过错确定（如单位有没有提供安全的工作条件、防护用品"
                "和培训，受伤的人有没有违反操作规程、自己不小心），由法院认定；请给出判决、调解或者协议确定的比例"
            )
            return None
        return self._share(params, calc, "")

    def _share_by_victims_fault(self, params: PersonalInjuryParams, calc: Calculation, victim: str, examples: str,
                                payer: str, fault: str, how: str = "") -> Decimal | None:
        """The share where the victim's own fault may reduce it (第一千一百七十三条): asked whether there was any, then _share."""
        if params.victim_at_fault is None and params.liability_ratio is None:
            calc.need(f"{victim}自己有没有过错（如{examples}）：有的，可以减轻{payer}的责任{how}（{VICTIMS_FAULT_SOURCE}）；"
                      f"没有的，{payer}承担全部责任")
            return None
        return self._share(params, calc, fault)

    def _share(self, params: PersonalInjuryParams, calc: Calculation, fault: str) -> Decimal | None:
        """A share told, all of it where the victim was without fault, else the reduced share asked for."""
        if params.liability_ratio is not None:
            calc.elements["liability"] = f"承担{params.liability_ratio * 100:.0f}%"
            calc.add(f"责任人承担损失的 {params.liability_ratio * 100:.0f}%（题目给出）", None, self._share_source(params))
            return params.liability_ratio
        if not params.victim_at_fault:
            calc.elements["liability"] = "承担全部责任（受害人没有过错）"
            calc.add("受害人没有过错：责任人承担全部损失", None, self._share_source(params))
            return Decimal(1)
        excluded = "，受害人故意或者重大过失造成的也可以不承担" if params.cause == "animal" and not params.safety_measures_lacking else ""
        calc.need(
            f"{fault}时责任人承担的比例：可以减轻{excluded}，减轻多少由法院根据双方过错酌定；"
            "请给出判决、调解或者协议确定的比例"
        )
        return None
