"""Personal injury outside traffic: the items of 人身损害赔偿解释 worked out as for a road accident (injury_items), with
no insurance, and the share of the one who answers by the rule of the cause: the keeper of an animal (民法典 第一千二百四十五条
至第一千二百五十条) or the operator of a place that failed its duty of safety (第一千一百九十八条)."""

from __future__ import annotations

from decimal import Decimal

from backend.compensation.injury_items import PersonalInjuryItems
from backend.compensation.money import format_yuan
from backend.compensation.params import INJURY_CAUSES, PersonalInjuryParams
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
ONE_WHO_ANSWERS = {"animal": "动物饲养人或者管理人", "premises": "经营者、管理者"}


class PersonalInjuryCalculator(PersonalInjuryItems):
    def calculate(self, params: PersonalInjuryParams) -> Calculation:
        calc = Calculation(scenario="personal_injury")
        if params.cause not in INJURY_CAUSES:
            raise ValueError(f"cause（损害原因）应为 {'、'.join(INJURY_CAUSES)} 之一（animal：饲养的动物；premises：经营场所、公共场所），收到：{params.cause!r}")
        if params.accident_date is not None and params.accident_date > day_asked():
            raise ValueError(f"受伤日期 accident_date {params.accident_date.isoformat()} 晚于今天（{day_asked().isoformat()}），请核对日期")
        if params.liability_ratio is not None and not Decimal(0) <= params.liability_ratio <= 1:
            raise ValueError(f"责任比例应在0到1之间，收到：{params.liability_ratio}")
        params = self._with_items(self._with_victims_merged(params), None, calc)
        # who answers and for what share is asked beside the losses: the one answer needs both
        ratio = self._animal_share(params, calc) if params.cause == "animal" else self._premises_share(params, calc)
        if calc.missing or ratio is None:
            return calc
        losses = self._by_item(params.losses)
        listing = " + ".join(f"{name} {format_yuan(value)}" for name, value in losses.items())
        total = calc.add(f"受害人合理损失总额 = {listing}", sum(losses.values(), Decimal(0)), ITEMS_SOURCE)
        assert total is not None
        who = params.liable_party or ONE_WHO_ANSWERS[params.cause]
        owed = calc.add(
            f"{who}应赔偿 = {format_yuan(total)} × {ratio * 100:.0f}%", total * ratio,
            # a share reduced for the victim's fault rests on that article too
            f"{self._share_source(params)}；{VICTIMS_FAULT_SOURCE}" if 0 < ratio < 1 else self._share_source(params),
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
    def _share_source(params: PersonalInjuryParams) -> str:
        if params.cause == "premises":
            return PREMISES_SOURCE
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
        if params.victim_at_fault is None and params.liability_ratio is None:
            calc.need(
                "受害人自己有没有过错（如不听劝阻、进入禁止区域、奔跑打闹）：有的，可以减轻经营者的责任"
                f"（{VICTIMS_FAULT_SOURCE}）；没有的，经营者承担全部责任"
            )
            return None
        return self._share(params, calc, "受害人自己的过错")

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
            "请给出判决、调解或者协议确定的比例（liability_ratio）"
        )
        return None
