"""Typed parameters of each scenario, and their conversion from and to plain JSON dicts.

Every field defaults to None ("not stated"): a calculator that needs a figure that is None reports it
as missing instead of assuming a value.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass, field
from datetime import date
from decimal import Decimal, InvalidOperation
from typing import Any, Union

from backend.compensation.money import parse_money

SCENARIOS = ("economic", "work_injury", "traffic", "personal_injury", "criminal_amount")
# the oldest age a person's age may be given as; an age beyond it is a misstatement, refused
AGE_AT_MOST = 130
# no whole-number parameter (months, a grade, an age, a year, a head count) is near this: a larger one is a slip, and
# carried on it would be echoed back as a 300-digit number of months
INT_AT_MOST = 100_000
# a month and a year counted in days where a stretch of time and a rate are told in different units ('月工资6000，休息了
# 20天'; '住院半个月'): the reckoning the steps say they took, not a statutory figure
DAYS_PER_MONTH = 30
DAYS_PER_YEAR = 365


@dataclass
class EconomicParams:
    """Termination of an employment contract (劳动合同法)."""

    monthly_wage: Decimal | None = None  # average monthly wage of the 12 months before the contract ended
    # 提成、奖金 paid by the year ('年终奖2万', '每年提成6万'): a twelfth is added to monthly_wage (实施条例 第二十七条)
    yearly_pay: Decimal | None = None
    last_month_wage: Decimal | None = None  # the previous month's wage, for pay in lieu of notice
    start_date: date | None = None  # first day of employment (用工之日)
    end_date: date | None = None  # last day of employment
    service_months: int | None = None  # length of service in whole months when no dates are given; 0 for under a month
    termination_reason: str | None = None  # a key of labour.yaml termination_reasons
    # the employer ended the contract within the probation period (劳动合同法 第二十一条): with no ground told, what it
    # owes rests on the ground (nothing, N or 2N), which is asked for rather than N shown
    dismissed_in_probation: bool | None = None
    # the employer dismissed for a breach of its rules told without its seriousness ('说我旷工三天'): lawful and owing
    # nothing if serious under rules lawfully made and made known (第三十九条第（二）项), unlawful (2N) if not: the breach
    # as told, and which it was asked for rather than N shown
    breach_told: str | None = None
    # whether the contract has ended: True when an ending is told (a dismissal, a resignation), False when the worker
    # says they are still in the job (no 经济补偿 is owed yet, 第四十六条), None when the question does not say
    contract_ended: bool | None = None
    # a worker still in the job (contract_ended false) who asks for the formula of one ending ('N+1是多少': 'employer_40',
    # a 第四十条 ending without notice; '2N是多少': 'illegal', an unlawful one): answered as if the contract ended so,
    # labelled as not owed now
    supposed_ending: str | None = None
    notice_given: bool | None = None  # for 第四十条: was 30 days' written notice given?
    local_avg_monthly_wage: Decimal | None = None  # 本地区上年度职工月平均工资 (3x cap)
    local_min_wage: Decimal | None = None  # 当地最低工资标准
    region: str | None = None
    no_contract_months: int | None = None  # months worked without a written contract (第八十二条)
    # no written contract was signed at all: its double wage is owed beside what the ending itself owes
    no_written_contract: bool | None = None
    # an open-ended contract (无固定期限劳动合同) the employer should conclude and does not (第十四条第二款, 第八十二条第二款): the
    # whole months since the day it should have been concluded ('已经拖了5个月'), each owed a second wage; and whether the
    # contract due is a renewal after two fixed-term contracts in a row (第十四条第二款第（三）项), a right that needs no ten years
    open_ended_months: int | None = None
    fixed_terms_renewed: bool | None = None
    # 竞业限制 (第二十三、二十四条): the restriction's length, and the monthly compensation agreed for it (None: not agreed)
    non_compete_months: int | None = None
    non_compete_agreed_monthly: Decimal | None = None
    # the months since leaving whose compensation was not paid ('离职后一直没付补偿，已经五个月了'): owed so far
    non_compete_unpaid_months: int | None = None
    contract_signed_date: date | None = None
    # wages the employer has not paid (劳动合同法 第三十条): the months owed at monthly_wage ('拖欠了三个月工资'), or the
    # sum owed when told as one ('欠我工资2万'); a claim of its own, apart from what an ending owes. Both told are the
    # sum of those months ('拖欠我两个月工资一共一万二'): with no monthly_wage, the wage is the sum ÷ the months
    unpaid_wage_months: Decimal | None = None
    # the part of each of those months' wage withheld, where only a part was paid ('两个月只发一半工资': 0.5); None: all
    unpaid_wage_share: Decimal | None = None
    # or the days owed ('欠了20天工资'), paid by the day: monthly_wage ÷ labour.yaml pay_days_per_month (21.75)
    unpaid_wage_days: Decimal | None = None
    unpaid_wages: Decimal | None = None
    # what is owed is an agreed bonus withheld ('说好的年终奖两个月工资，公司不发了'), pay owed as wages are (第三十条):
    # its months are months of monthly_wage, its steps name it as the bonus
    unpaid_is_bonus: bool | None = None
    # the employer said it will not pay wages still to come ('公司说下个月不给我发工资了'): not yet due, so not owed
    # (第三十条); nothing is owed now, the wages owed above being what fell due and was not paid
    pay_refused_ahead: bool | None = None
    # paid annual leave not taken (职工带薪年休假条例 第五条): the days owed ('还有5天年假没休'); a claim of its own
    unused_leave_days: Decimal | None = None
    # overtime (加班, 劳动法 第四十四条), a claim of its own: hours added to working days in all ('工作日加班30个小时'; 150%),
    # or by the day ('每天加班两小时': the days are asked for); rest days worked ('周末加了四天班'; 200%, nothing where
    # given back as rest: overtime_rest_made_up); statutory holidays worked ('国庆加班三天'; 300%: a festival's days
    # beyond its holidays, '国庆加了七天班', are rest days); days whose kind is not told ('加了三天班': asked for)
    overtime_workday_hours: Decimal | None = None
    overtime_daily_hours: Decimal | None = None
    overtime_rest_days: Decimal | None = None
    overtime_rest_made_up: bool | None = None
    overtime_holiday_days: Decimal | None = None
    # the year of the festival worked, where told ('2024年春节加班七天'): its holiday days are that year's (labour.yaml
    # overtime festival_days); untold, the days now in force, with a note
    overtime_festival_year: int | None = None
    # every year told of a festival worked, with the festivals told of it ('2024年春节…2025年五一…': {'2024': ['春节'],
    # '2025': ['劳动节']}): where the years differ, the note gives each festival's days of its own year
    overtime_festival_years: dict[str, list[str]] = field(default_factory=dict)
    overtime_days_kind_untold: Decimal | None = None
    # of those days, the ones the employer already paid at their own rate, told as days ('公司只给了三天的三倍': 3
    # holiday days at 300%; '给了两天的双倍': 2 rest days at 200%): only the rest is owed
    overtime_holiday_days_paid: Decimal | None = None
    overtime_rest_days_paid: Decimal | None = None
    # days told paid without their rate ('只给了三天的加班费'): which they were is asked
    overtime_days_paid_kind_untold: Decimal | None = None
    # the overtime told paid as '一倍工资' ('公司只给了一倍工资'): the day's wage the month already holds, or 100% on top of
    # it, is not told, so what was paid is asked (already_paid), not guessed
    overtime_paid_single_wage: bool = False
    # rest days told as the days off a week or a month ('单休', '大小周', '一个月就休两天'): the span's rest days (2 a week,
    # 52 weeks a year: labour.yaml overtime) less these are rest days worked, over overtime_months (the months worked so;
    # asked for where untold); one of the two
    overtime_days_off_per_week: Decimal | None = None
    overtime_days_off_per_month: Decimal | None = None
    overtime_months: Decimal | None = None
    already_paid: Decimal | None = None  # paid towards what is asked; the answer is what is still owed
    # economic_compensation, damages, notice_pay, double_wage, total; non_compete (the whole period) or non_compete_monthly;
    # unpaid_wages (alone); unused_leave_pay (alone); overtime_pay (alone); open_ended_double_wage (alone)
    targets: list[str] = field(default_factory=list)


@dataclass
class Dependant:
    relation: str  # "spouse" or "other"
    orphan_or_solitary_elderly: bool = False


@dataclass
class WorkInjuryParams:
    """Benefits of a recognised work injury or work-related death (工伤保险条例)."""

    injury_recognised: bool | None = None  # 工伤认定 made
    own_wage: Decimal | None = None  # average monthly wage of the 12 months before the injury
    suspension_wage: Decimal | None = None  # 原工资 during the suspension period, when stated apart
    local_avg_monthly_wage: Decimal | None = None  # 统筹地区上年度职工月平均工资
    local_min_wage: Decimal | None = None
    region: str | None = None
    injury_date: date | None = None
    grade: int | None = None  # disability grade 1..10
    # assessed below grade 10, or told to have reached none ('没评上伤残等级', '不够伤残等级'): no disability benefit (第三十五条
    # 至第三十七条 are by the grade); the 停工留薪期 wages and the medical costs stay
    no_grade_reached: bool | None = None
    suspension_months: Decimal | None = None  # 停工留薪期 in months
    allowance_months: int | None = None  # months of disability allowance asked for
    work_arranged: bool | None = None  # grades 5-6: did the employer arrange suitable work?
    # need of care confirmed by the 劳动能力鉴定委员会 (第三十四条): "full" (生活完全不能自理), "most" (大部分不能自理)
    # or "partial" (部分不能自理)
    care_level: str | None = None
    medical_subsidy: Decimal | None = None  # 一次性工伤医疗补助金 (provincial standard)
    employment_subsidy: Decimal | None = None  # 一次性伤残就业补助金 (provincial standard)
    # a subsidy's months told without the wage they count ('两项补助金各6个月'): item -> months, for the note that asks
    # the base (the province's rule names 本人工资 or the local average wage)
    subsidy_months_told: dict[str, Decimal] = field(default_factory=dict)
    death: bool | None = None
    death_date: date | None = None
    death_year: int | None = None  # when only the year of death is stated: picks the statistics year
    # grades 1-4: did the death come within the suspension period (停工留薪期)? After it, no 一次性工亡补助金 (第三十九条第三款)
    died_during_suspension: bool | None = None
    disposable_income: Decimal | None = None  # 上一年度全国城镇居民人均可支配收入
    dependants: list[Dependant] = field(default_factory=list)
    employer_insured: bool | None = None  # did the employer take part in work-injury insurance?
    # the cost of treating the injury (工伤医疗费, 第三十条): the fund's within its catalogues, an uninsured employer's
    # by the same standard (第六十二条第二款)
    medical_costs: Decimal | None = None
    already_paid: Decimal | None = None
    paid_unstated: bool | None = None  # part of what is asked was paid, and the question does not say how much
    targets: list[str] = field(default_factory=list)
    payer: str | None = None  # "employer" or "fund": whose share is asked
    # how the employment ended, when told: "worker" (本人提出解除), "mutual" (协商一致), "employer" (用人单位解除, 裁员,
    # 辞退), "expiry" (劳动合同期满终止) or "unstated" (ended, who ended it not told: '和单位解除了劳动关系'); the
    # labour-contract claims it raises are separate from the benefits
    employment_ended_by: str | None = None
    # injured by someone outside the employer (a traffic accident on the way to work): a tort claim lies besides
    third_party_caused: bool | None = None
    # a stay in hospital and its days, and the daily 住院伙食补助 standard of the 统筹地区 (工伤保险条例 第三十条第四款):
    # the fund's meal allowance is the standard × the days
    hospitalised: bool | None = None
    hospital_days: int | None = None
    hospital_meal_allowance: Decimal | None = None
    # a platform's delivery rider or like gig worker ('外卖骑手', '众包骑手'): whether a labour relation exists, and with
    # whom (the platform, a delivery station, an outsourcing firm), decides whether there can be a work injury at all;
    # labour_relation False: none, so no benefits; None for such a worker: asked for
    platform_worker: bool | None = None
    labour_relation: bool | None = None


@dataclass
class SupportedPerson:
    """One person the traffic victim supported (被扶养人, 人身损害赔偿解释 第十七条)."""

    age: int | None = None
    # an adult counts only when 丧失劳动能力又无其他生活来源; a minor counts to 18 whatever this says
    unable_to_work: bool | None = None
    supporters: int | None = None  # people obliged to support them, the victim included (their share is 1/n)
    relation: str | None = None  # as the question names them ('奶奶', '女儿'), for the steps
    # their relation to the victim where the question names them by the asker's ('我爸被撞死了…我妹妹15岁': the victim's
    # 女儿), for the steps
    victims_relation: str | None = None
    # the question's words read as their want of working capacity or means ('没有收入'), said in the step and, where
    # they tell the means alone, weighed in a note (第十七条 asks both)
    unable_told: str | None = None


@dataclass
class VictimFacts:
    """What a question tells of one of several named victims: 死亡赔偿金 and 丧葬费 (a death) or 残疾赔偿金 (a grade)
    computed from these facts are that victim's losses, and so is 被扶养人生活费 for the people they supported."""

    died: bool | None = None
    age: int | None = None  # at death or at the disability assessment
    disability_grade: int | None = None  # 1..10
    # the people this victim supported (第十七条); one supported by two victims ('他们俩共同抚养的孩子') is in both lists
    supported_people: list[SupportedPerson] = field(default_factory=list)


# a rate of pay told per 天, 月 or 年 brought to the unit a stretch of time is counted in (天 or 个月): times
# numerator / denominator ('月工资6000，休息了20天': 6000 ÷ 30 a day)
RATE_UNITS = ("天", "月", "年")
TIME_UNITS = ("天", "个月")
RATE_TO_TIME_UNIT = {
    ("天", "天"): (1, 1), ("月", "个月"): (1, 1), ("天", "个月"): (DAYS_PER_MONTH, 1),
    ("月", "天"): (1, DAYS_PER_MONTH), ("年", "个月"): (1, 12), ("年", "天"): (1, DAYS_PER_YEAR),
}


# the items a question may tell as a rate and a time (traffic.yaml injury_items gives each its words)
RATEABLE_ITEMS = ("误工费", "护理费")


@dataclass
class RatedItem:
    """A loss item told as a rate and a time instead of an amount: 误工费 as the victim's income × the time lost
    (人身损害赔偿解释 第七条), 护理费 as the carer's pay or lost income × the time of care (第八条). Either may be
    untold (None): the item is then left out with a note asking only for what is missing."""

    item: str  # one of RATEABLE_ITEMS
    rate: Decimal | None = None  # pay per `per`
    per: str | None = None  # 天, 月 or 年
    time: Decimal | None = None  # in `time_unit`
    time_unit: str | None = None  # 天 or 个月
    victim: str | None = None  # with several victims, whose item it is (a key of `victims`)
    # 护理费's 护理人数: one in principle, more on a medical institution's or assessor's opinion (第八条)
    carers: int = 1
    # carers who take turns ('两个人轮流护理') are one at a time: counted one, and the step says why
    carers_in_turns: bool = False

    def __post_init__(self) -> None:
        if self.carers < 1 or (self.carers != 1 and self.item != "护理费"):
            raise ValueError(f"rated_items 中 {self.item} 的 carers（护理人数）应为不小于 1 的整数，且只用于护理费，收到 {self.carers!r}")
        if self.carers_in_turns and (self.item != "护理费" or self.carers != 1):
            raise ValueError(
                f"rated_items 中 {self.item} 的 carers_in_turns（轮流护理，同一时间一人）只用于护理费，且护理人数 carers 应为 1，"
                f"收到 carers={self.carers!r}"
            )
        if (self.rate is None) != (self.per is None) or (self.time is None) != (self.time_unit is None):
            raise ValueError(f"rated_items 中的 {self.item}：rate 与 per、time 与 time_unit 应同时给出")
        if self.rate is None and self.time is None:
            raise ValueError(f"rated_items 中的 {self.item} 既没有 rate 也没有 time")
        if (self.per is not None and self.per not in RATE_UNITS) or (self.time_unit is not None and self.time_unit not in TIME_UNITS):
            raise ValueError(
                f"rated_items 中 {self.item} 的单位不对：per 应为 {'、'.join(RATE_UNITS)} 之一，time_unit 应为 {'、'.join(TIME_UNITS)} "
                f"之一，收到 per={self.per!r}、time_unit={self.time_unit!r}"
            )

    def amount(self) -> Decimal | None:
        """rate × time (× the carers), the rate brought to the time's unit (RATE_TO_TIME_UNIT) where the two differ; None
        while either is untold."""
        if self.per is None or self.time_unit is None:
            return None
        assert self.rate is not None and self.time is not None  # told with their units (__post_init__)
        numerator, denominator = RATE_TO_TIME_UNIT[(self.per, self.time_unit)]
        return self.rate * self.time * numerator / denominator * self.carers


# the other side's finding for each of a side's: the two shares make the whole (道路交通安全法 第七十六条); a side's
# '有责任' (degree not said) tells nothing of the other's
OTHER_SIDES_LIABILITY = {"全部责任": "无责任", "主要责任": "次要责任", "同等责任": "同等责任", "次要责任": "主要责任", "无责任": "全部责任"}


@dataclass
class InjuryLosses:
    """A personal injury's losses and the facts its items are computed from (人身损害赔偿解释 第六条至第十七条): what a road
    accident (TrafficParams) and an injury outside traffic (PersonalInjuryParams) share, and the calculators' common item
    code (injury_items.PersonalInjuryItems) reads."""

    accident_date: date | None = None
    # the accident's year where the date is not told or does not say which 交强险 limits apply ('2020年…被撞'): it still
    # says whether the accident came before the urban-rural unification of 2022-05-01
    accident_year: int | None = None
    losses: dict[str, Decimal] = field(default_factory=dict)  # loss item -> amount
    # items named with a vague amount ('好几万') or only in a sum with items under another limit
    unquantified_losses: list[str] = field(default_factory=list)
    # loss item -> its span as the question gave it, a range ('误工费': '三四个月'): the exact span is asked for
    unclear_spans: dict[str, str] = field(default_factory=dict)
    already_paid: Decimal | None = None
    # a payment towards the loss told without its sum, as told ('狗主人已经付了医药费'): the sum is asked
    paid_unstated: str | None = None
    # facts from which 死亡赔偿金 / 残疾赔偿金 are calculated when no amount is given (人身损害赔偿解释 第十二、十五条)
    victim_died: bool | None = None
    victim_age: int | None = None  # age at death or at the disability assessment, at most AGE_AT_MOST
    disability_grade: int | None = None  # 1..10
    local_disposable_income: Decimal | None = None  # 受诉法院所在地上一年度城镇居民人均可支配收入
    # 受诉法院所在地上一年度职工月平均工资: 丧葬费 is six months of it (人身损害赔偿解释 第十四条)
    local_avg_monthly_wage: Decimal | None = None
    # where the accident happened ('在杭州出的车祸'): the region whose figures statistics.yaml may hold for it
    region: str | None = None
    # 被扶养人生活费 (第十六、十七条): the people supported, and 上一年度城镇居民人均消费支出; with several victims
    # (victims_facts) each one's own are in their facts, and these, told of no one victim, are the only dead victim's
    supported_people: list[SupportedPerson] = field(default_factory=list)
    local_consumption_expenditure: Decimal | None = None
    # before 2022-05-01 a rural victim's figures were the rural ones (修改前的解释 第十二、十五、十七条)
    victim_rural: bool | None = None
    rural_net_income: Decimal | None = None  # 农村居民人均纯收入（可支配收入）
    rural_consumption_expenditure: Decimal | None = None  # 农村居民人均年生活消费支出
    # several injured people: victim -> loss item -> amount; the compulsory limits are shared in proportion to
    # each one's loss (道路交通事故损害赔偿解释 第十九条). `losses` is then their sum.
    victims: dict[str, dict[str, Decimal]] = field(default_factory=dict)
    # several injured people named whose losses cannot all be told apart: `losses` is their total, and only the
    # total payout is calculated (the limits cap the sum whatever the split)
    victims_unassigned: bool = False
    # the victim (a key of `victims`) whom victim_died, victim_age, disability_grade and supported_people describe:
    # 死亡赔偿金, 丧葬费, 残疾赔偿金 and 被扶养人生活费 computed from those facts are that victim's losses
    victim_of_facts: str | None = None
    # two or more named victims each with a death or a grade of their own ('甲当场死亡……乙评了八级伤残'): each one's
    # facts (keys of `victims`); victim_died, victim_age, disability_grade and victim_of_facts then stay empty
    victims_facts: dict[str, VictimFacts] = field(default_factory=dict)
    # the facts that imply the other items of an injury (人身损害赔偿解释 第七条至第十一条, traffic.yaml injury_items):
    # a stay in hospital and its days, and work the victim lost through the injury; with the daily 住院伙食补助 standard
    # (当地国家机关一般工作人员的出差伙食补助标准), 住院伙食补助费 is computed from the days
    hospitalised: bool | None = None
    hospital_days: int | None = None
    hospital_meal_allowance: Decimal | None = None
    lost_work: bool | None = None
    # 误工费 and 护理费 told as a rate and a time (the engine computes them, 第七条、第八条), or with one of the two
    rated_items: list[RatedItem] = field(default_factory=list)
    # the items the question leaves out ('误工费我不要了', '不主张护理费', '只算医疗费'): neither computed nor noted
    items_set_aside: list[str] = field(default_factory=list)
    # the one loss item the asking clause names ('被扶养人生活费能拿多少', '丧葬费多少'), by its item name in traffic.yaml:
    # the answer's amount is that item's figure, and what the claim as a whole comes to stays a step (whole_amount);
    # items the question does not ask about are then noted where a fact of theirs is missing, not asked for
    asked_item: str | None = None


@dataclass
class TrafficParams(InjuryLosses):
    """A road-traffic accident with one injured or killed third party (道路交通安全法 第七十六条)."""

    # the vehicle side's finding: 全部责任 / 主要责任 / 同等责任 / 次要责任 / 无责任, or 有责任 (degree unknown)
    liability: str | None = None
    liability_ratio: Decimal | None = None  # share the vehicle side bears beyond the compulsory insurance
    victim_is_pedestrian: bool | None = None  # pedestrian or non-motor-vehicle driver (第七十六条第一款第二项)
    compulsory_insured: bool | None = None
    commercial_insured: bool | None = None  # 商业三者险 taken out
    commercial_limit: Decimal | None = None  # 商业三者险 insured amount
    targets: list[str] = field(default_factory=list)  # compulsory, commercial, insurers, vehicle_side, beyond_compulsory, out_of_pocket, victim_share, total_loss
    # the victim rode in the liable vehicle (本车人员: outside its 交强险 and 三者险), and did so free (好意同乘)
    victim_is_passenger: bool | None = None
    free_ride: bool | None = None
    # another motor vehicle in the accident bears no liability ('同事追尾了前车，同事全责'): the passenger of the liable car
    # is that vehicle's third party, paid first by its compulsory insurance within the no-fault limits
    other_vehicle_no_fault: bool | None = None
    # the victim rode as a passenger of a carrier (a bus, a coach, a taxi, a ride-hailing car; a free pass counts) and
    # was hurt in the carriage: the carrier answers for the whole loss by the contract of carriage, whatever the
    # accident's shares (民法典 第八百二十三条), no compulsory-insurance step, no liability finding needed
    carried_passenger: bool | None = None
    # the side that pays rode a non-motor vehicle (a bicycle, an electric bike of the national standard, 道路交通安全法
    # 第一百一十九条第（四）项): True, no compulsory insurance and its rider answers by fault (民法典 第一千一百六十五条、
    # 第一千一百七十三条); False, a motor vehicle. payer_over_standard: an electric bike told as over the standard
    # ('超标电动车'), which may be found a motor vehicle: with payer_non_motor None, computed either way and asked where
    # the two differ
    payer_non_motor: bool | None = None
    payer_over_standard: bool | None = None
    # 醉酒 / 无证 / 毒驾 / 故意: the compulsory insurer pays personal injury and recovers it (道交解释 第十五条)
    driver_misconduct: str | None = None

# what caused a personal injury outside traffic: an animal someone kept (民法典 第一千二百四十五条至第一千二百五十条), a
# place whose operator or manager failed its duty of safety (第一千一百九十八条), a child hurt at a school or a
# kindergarten (第一千一百九十九条至第一千二百零一条), or an object thrown or fallen from a building (第一千二百五十三条、
# 第一千二百五十四条), or another person's act of fault, a blow or a fight (第一千一百六十五条), or the work of one who provides
# labour service, as a rehired retiree does (劳务关系: each side's fault, 第一千一百九十二条第一款)
INJURY_CAUSES = ("animal", "premises", "school", "falling_object", "fault", "service")
# a pupil's capacity, which decides the school's rule: none (under eight, 第二十条: its fault presumed, 第一千一百九十九条),
# limited (eight to seventeen, 第十九条: only its fault proved, 第一千二百条), full (an adult student: its fault, 第一千一百六十五条)
VICTIM_CAPACITIES = ("none", "limited", "full")


@dataclass
class PersonalInjuryParams(InjuryLosses):
    """A personal injury outside traffic: the same items as a road accident's (人身损害赔偿解释), no insurance, and the
    share of the one who answers set by the rule of the cause."""

    cause: str | None = None  # one of INJURY_CAUSES
    # the one who answers is identified: the animal's keeper or manager ('邻居家的狗'), the place's operator ('超市')
    liable_party_known: bool | None = None
    liable_party: str | None = None  # as the question names them ('邻居', '超市'), for the steps
    # an animal: a dangerous dog whose keeping is banned ('烈性犬', '藏獒'; 第一千二百四十七条: no defence); no safety
    # measure the rules require ('没拴绳', 第一千二百四十六条: only the victim's intent reduces); abandoned or escaped
    # ('流浪狗', 第一千二百四十九条: the former keeper answers)
    animal_banned: bool | None = None
    safety_measures_lacking: bool | None = None
    animal_stray: bool | None = None
    # a place: whether its operator or manager failed its duty of safety ('地面有水没放警示牌'), and whether another
    # person's act did the harm ('被人推倒': the third party answers, the operator a supplementary share). A school:
    # its duty of education and management ('老师不在', '没人看管') and a person from outside it ('校外的人闯进来',
    # 第一千二百零一条). An object from a building: the property-service company's safety measures (第一千二百五十四条第二款)
    safety_duty_breached: bool | None = None
    third_party_caused: bool | None = None
    # a school: the pupil's capacity (one of VICTIM_CAPACITIES), and whether a fellow pupil did the harm ('被同学推倒':
    # that pupil's guardian answers beside the school, 第一千一百八十八条)
    victim_capacity: str | None = None
    fellow_pupil_caused: bool | None = None
    # an object from a building: thrown from it ('高空抛物', 第一千二百五十四条) or fallen from it or its fixtures ('花盆掉下来',
    # '外墙瓷砖脱落', 第一千二百五十三条); who did it or owns it is liable_party_known (false: not found, the possible users' 补偿)
    object_thrown: bool | None = None
    # another person's act (`fault`) done by a minor ('小孩跑过来把我妈撞倒了'): the guardian answers (第一千一百八十八条)
    minor_caused: bool | None = None
    # the victim's own fault (an animal provoked: intent or gross negligence, 第一千二百四十五条; a place: 第一千一百七十三条)
    victim_at_fault: bool | None = None
    # the share of the loss the one who answers bears, where a court, a mediation or an agreement fixed it
    liability_ratio: Decimal | None = None


def merged_losses(victims: dict[str, dict[str, Decimal]]) -> dict[str, Decimal]:
    """Several victims' losses summed item by item: the `losses` of TrafficParams."""
    merged: dict[str, Decimal] = {}
    for own in victims.values():
        for item, value in own.items():
            merged[item] = merged.get(item, Decimal(0)) + value
    return merged


@dataclass
class CrimeAmountItem:
    description: str
    amount: Decimal


@dataclass
class CriminalAmountParams:
    """Amounts involved in the counts of a criminal judgment (LawBench 3-7)."""

    items: list[CrimeAmountItem] = field(default_factory=list)
    stated_total: Decimal | None = None  # a total the judgment itself states


PARAM_CLASSES: dict[str, type] = {
    "economic": EconomicParams,
    "work_injury": WorkInjuryParams,
    "traffic": TrafficParams,
    "personal_injury": PersonalInjuryParams,
    "criminal_amount": CriminalAmountParams,
}


def _to_decimal(value: Any, name: str) -> Decimal:
    if isinstance(value, bool):
        raise ValueError(f"参数 {name} 应为金额或数字，收到：{value!r}")
    if isinstance(value, (int, float, Decimal)):
        return Decimal(str(value))
    try:
        return Decimal(str(value).strip())
    except InvalidOperation:
        pass
    try:
        return parse_money(str(value))
    except ValueError as error:
        raise ValueError(f"参数 {name} 应为金额或数字，收到：{value!r}") from error


def _coerce(value: Any, annotation: Any, name: str) -> Any:
    origin = typing.get_origin(annotation)
    if origin in (Union, types.UnionType):
        if value is None:
            return None
        (inner,) = [arg for arg in typing.get_args(annotation) if arg is not type(None)]
        return _coerce(value, inner, name)
    if annotation is Decimal:
        number = _to_decimal(value, name)
        # no amount, wage, month count or ratio is negative; NaN and infinity are not numbers a user means
        if not number.is_finite() or number < 0:
            raise ValueError(f"参数 {name} 应为非负的有限数值，收到：{value!r}")
        return number
    if annotation is int:
        if isinstance(value, bool) or (isinstance(value, float) and not value.is_integer()):
            raise ValueError(f"参数 {name} 应为整数，收到：{value!r}")
        try:
            whole = int(value)
        except (TypeError, ValueError) as error:
            raise ValueError(f"参数 {name} 应为整数，收到：{value!r}") from error
        if whole < 0:
            raise ValueError(f"参数 {name} 不能为负数，收到：{value!r}")
        if whole > INT_AT_MOST:
            raise ValueError(f"参数 {name} 过大（不超过 {INT_AT_MOST}），收到：{value!r}")
        return whole
    if annotation is bool:
        if isinstance(value, bool):
            return value
        if str(value).lower() in ("true", "1", "yes", "是"):
            return True
        if str(value).lower() in ("false", "0", "no", "否"):
            return False
        raise ValueError(f"参数 {name} 应为 true/false，收到：{value!r}")
    if annotation is date:
        if isinstance(value, date):
            return value
        try:
            return date.fromisoformat(str(value))
        except ValueError as error:
            raise ValueError(f"参数 {name} 应为日期 YYYY-MM-DD，收到：{value!r}") from error
    if annotation is str:
        if not isinstance(value, str):
            raise ValueError(f"参数 {name} 应为文字，收到：{value!r}")
        return value
    if origin is list:
        if not isinstance(value, list):
            raise ValueError(f"参数 {name} 应为列表，收到：{value!r}")
        (inner,) = typing.get_args(annotation)
        return [_coerce(item, inner, f"{name}[{index}]") for index, item in enumerate(value)]
    if origin is dict:
        if not isinstance(value, dict):
            raise ValueError(f"参数 {name} 应为对象，收到：{value!r}")
        _, value_type = typing.get_args(annotation)
        return {str(key): _coerce(item, value_type, f"{name}.{key}") for key, item in value.items()}
    if dataclasses.is_dataclass(annotation):
        if isinstance(value, annotation):
            return value
        if not isinstance(value, dict):
            raise ValueError(f"参数 {name} 应为对象，收到：{value!r}")
        return dataclass_from_dict(annotation, value, prefix=f"{name}.")
    raise TypeError(f"unsupported parameter type {annotation!r} for {name}")  # a programming error


# each scenario with the name a user knows it by, for messages
SCENARIO_NAMES = {
    "economic": "经济补偿", "work_injury": "工伤待遇", "traffic": "交通事故赔偿", "personal_injury": "人身损害赔偿（交通事故以外）",
    "criminal_amount": "刑事犯罪金额",
}


def _owner_of(name: str, cls: type) -> str:
    """'（grade 属于 work_injury（工伤待遇）场景）': the scenarios whose parameters have a field of that name, for
    a field given to another scenario's parameters; empty when none has it."""
    owners = [
        f"{scenario}（{SCENARIO_NAMES[scenario]}）" for scenario, other in PARAM_CLASSES.items()
        if other is not cls and name in {f.name for f in dataclasses.fields(other)}
    ]
    if not owners:
        return ""
    this = next((f"{scenario}（{SCENARIO_NAMES[scenario]}）" for scenario, known in PARAM_CLASSES.items() if known is cls), cls.__name__)
    return f"（{name} 是 {'、'.join(owners)}场景的参数，本题的场景是 {this}）"


def dataclass_from_dict(cls: type, data: dict[str, Any], prefix: str = "") -> Any:
    # the names of a coded field's codes are the engines' (imported here: the engines import this module)
    from backend.compensation.param_labels import as_codes

    hints = typing.get_type_hints(cls)
    known = {f.name for f in dataclasses.fields(cls)}
    unknown = set(data) - known
    if unknown:
        # a top-level field of another scenario ('grade' on an economic question) says which one it belongs to
        raise ValueError(
            "未知参数：" + "、".join(prefix + key + ("" if prefix else _owner_of(key, cls)) for key in sorted(unknown))
        )
    # a coded field ('termination_reason', 'targets') may be given by its code or by the code's Chinese name
    return cls(**{key: _coerce(value, hints[key], prefix + key) for key, value in as_codes(cls, data, prefix).items()})


def params_from_dict(scenario: str, data: dict[str, Any]) -> Any:
    if scenario not in PARAM_CLASSES:
        raise ValueError(f"未知场景：{scenario!r}（可选：{'、'.join(SCENARIOS)}）")
    return dataclass_from_dict(PARAM_CLASSES[scenario], data)


def to_jsonable(value: Any) -> Any:
    """Decimal -> float (int when whole), date -> ISO string, dataclasses -> dicts."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: to_jsonable(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Decimal):
        return int(value) if value == value.to_integral_value() else float(value)
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, list):
        return [to_jsonable(item) for item in value]
    if isinstance(value, dict):
        return {key: to_jsonable(item) for key, item in value.items()}
    return value


def merge_params(base: Any, override: dict[str, Any]) -> Any:
    """Apply a user's corrections (a partial dict) on top of extracted parameters. Each victim's facts are corrected
    field by field ('victims_facts': {'我爸': {'age': 60}} gives 我爸's age and keeps his death and the others' facts)."""
    merged = to_jsonable(base)
    for key, value in override.items():
        if key == "victims_facts" and isinstance(value, dict):
            extracted = merged.get(key) or {}
            merged[key] = {
                **extracted,
                **{name: {**extracted.get(name, {}), **facts} if isinstance(facts, dict) else facts for name, facts in value.items()},
            }
        else:
            merged[key] = value
    return params_from_dict(scenario_of(base), merged)


def scenario_of(params: Any) -> str:
    for scenario, cls in PARAM_CLASSES.items():
        if isinstance(params, cls):
            return scenario
    raise TypeError(f"not a parameter object: {params!r}")
