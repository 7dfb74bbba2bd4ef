"""Rule-based extraction of calculation parameters from a question in Chinese.

The rules read what a question states and nothing else: a figure that is not in the text stays None,
and the calculator then lists it under `missing`. The user sees the extracted parameters and can
correct them before the calculation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal

from backend.compensation.money import MoneyMention, find_loose_money, to_cents
from backend.compensation.params import (
    Dependant,
    EconomicParams,
    TrafficParams,
    WorkInjuryParams,
)
from backend.compensation.reference import Reference
from backend.compensation.textutil import (
    NUMBER_TOKEN,
    DateMention,
    clause_at,
    clean,
    count_before,
    find_dates,
    find_years,
    month_end,
    question_sentence,
    to_number,
)

# --- scenario ------------------------------------------------------------------------------------------

_SCENARIO_KEYWORDS: dict[str, list[tuple[str, int]]] = {
    "criminal_amount": [
        (r"被告人", 3), (r"公诉机关|检察院指控|审理查明", 3), (r"犯罪(总)?金额|涉案金额|犯罪数额", 4), (r"盗窃|诈骗|抢劫|抢夺|侵占|敲诈|骗取|窃得|盗走", 2), (r"^文书", 4),
    ],
    "traffic": [
        (r"交通事故", 3), (r"交强险|交通事故责任强制保险", 4), (r"商业(第)?三者", 3), (r"驾驶|驾车|开车", 2), (r"撞|追尾|相撞|刮了|刮到|刮蹭|蹭了|蹭到", 2), (r"交警|交通管理", 2), (r"机动车|行人", 1),
    ],
    "work_injury": [
        (r"工伤", 4), (r"工亡|因工死亡", 4), (r"级伤残|伤残等级|伤残[一二三四五六七八九十\d]+级", 3), (r"停工留薪", 4), (r"伤残补助金|伤残津贴|工亡补助金|丧葬补助金|抚恤金|伤残就业补助金", 4), (r"因工", 2),
    ],
    "economic": [
        (r"劳动合同", 3), (r"经济补偿", 4), (r"经济性裁员", 4), (r"解除|辞退|裁员|开除|被裁", 2), (r"补偿", 1), (r"入职|离职|辞职", 2), (r"二倍工资|双倍工资|代通知金", 4), (r"赔偿金", 1),
        (r"[Nn]\s*[+＋]\s*1|(?<![A-Za-z\d])2\s*[Nn](?![A-Za-z])", 4), (r"辞了|炒了|炒鱿鱼|把我开了|被开了|劝退|不能胜任|医疗期满", 2),
        # '老板说不要我了，让我收拾东西走人': a dismissal told in everyday words, with nothing about an injury or a car
        (r"不要我了|不用我了|收拾东西走人|(?:让|叫)我(?:明天)?(?:就)?(?:走人|滚蛋|卷铺盖)|卷铺盖|(?:明天|以后)(?:就)?不用来了", 3),
    ],
}


def detect_scenario(question: str) -> str | None:
    """The scenario with the most keyword weight; the asking sentence counts twice."""
    text = clean(question)
    asked = question_sentence(text)
    scores = {}
    for scenario, patterns in _SCENARIO_KEYWORDS.items():
        scores[scenario] = sum(
            weight * (bool(re.search(pattern, text, re.M)) + bool(re.search(pattern, asked, re.M)))
            for pattern, weight in patterns
        )
    best = max(scores, key=lambda key: scores[key])
    return best if scores[best] >= 3 else None


# --- shared helpers ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class LabelledAmount:
    money: MoneyMention
    label: str  # text of the clause before the amount
    clause: str


def labelled_amounts(text: str) -> list[LabelledAmount]:
    found = []
    for mention in find_loose_money(text):
        start, end = clause_at(text, mention.start)
        found.append(LabelledAmount(mention, text[start : mention.start], text[start:end]))
    return found


def is_lower_bound(money: MoneyMention) -> bool:
    """'1万多', '8000余元' give only a floor: the figure must be asked for, not taken."""
    return bool(re.search(r"[多余]", money.text))


def _first_amount(amounts: list[LabelledAmount], include: str, exclude: str | None = None) -> Decimal | None:
    for amount in amounts:
        if re.search(include, amount.label) and not (exclude and re.search(exclude, amount.label)):
            return None if is_lower_bound(amount.money) else amount.money.value
    return None


def _date_with(
    dates: list[DateMention], text: str, pattern: str, exclude: str | None = None, before: str | None = None
) -> DateMention | None:
    """The first date whose own words say what happened that day: the text from the date to the next
    date or the end of its sentence ('2023年9月14日公司说业务调整，主动找我协商解除劳动合同。'), or,
    with `before`, the words leading up to it in its clause ('合同到2024年3月31日')."""
    for index, mention in enumerate(dates):
        sentence_end = re.search(r"[。！？!?\n]", text[mention.end :])
        stop = mention.end + sentence_end.start() if sentence_end else len(text)
        if index + 1 < len(dates):
            stop = min(stop, dates[index + 1].start)
        governed = text[mention.start : stop]
        # the exclusion reads only the date's own clause: '自2009年7月1日起在该公司工作，解除前…' is a start
        own_clause = text[mention.start : clause_at(text, mention.start)[1]]
        leading = text[clause_at(text, mention.start)[0] : mention.start]
        said = re.search(pattern, governed) or (before and re.search(before, leading))
        if said and not (exclude and re.search(exclude, own_clause)):
            return mention
    return None


def _labelled_date(dates: list[DateMention], text: str, label: str) -> DateMention | None:
    """The first date right after its label: '入职时间是2018-05-01', '离职日期：2022年10月31日'."""
    for mention in dates:
        leading = text[clause_at(text, mention.start)[0] : mention.start]
        if re.search(rf"(?:{label})(?:的)?(?:时间|日期|日子)\s*(?:是|为|在)?\s*[:：]?\s*$", leading):
            return mention
    return None


def _number_before(text: str, unit_pattern: str, lead_pattern: str) -> float | None:
    match = re.search(rf"(?:{lead_pattern})[^，。；]{{0,6}}?({NUMBER_TOKEN})\s*(?:{unit_pattern})", text)
    if not match:
        return None
    try:
        return to_number(match.group(1))
    except ValueError:
        return None


# '一个月8千', '每个月能挣六千'
PER_MONTH = r"每个?月|一个月|月均|挣|收入"
# pay stated per year, day or hour is not a monthly wage ('年薪24万', '日薪300')
# ('最后一年工资加绩效平均每月7000' is a monthly figure: the month it is counted by follows)
# ('最后一年工资：前6个月每月9千，后6个月每月1.2万' names the year that the stretches then split up)
NOT_MONTHLY = (
    r"年薪|年收入|一年(?:的)?(?:工资|收入)(?![^，。；\d]{0,8}(?:每个?月|月均)|[：:\s]{0,2}(?:前|后|上|下)(?:半年|[^，。；]{1,3}个月))"
    r"|日薪|时薪|日工资|每天|一天|每小时"
)


# '日工资350，月工资按日工资乘21.75算', '日薪120元，每个月固定上26天班': the month's pay is the day's pay
# times the days the question itself counts in a month (none is assumed when it does not say)
_DAILY_PAY = re.compile(rf"(?:日工资|日薪|每天|一天)[^，。；\d]{{0,4}}?(?P<pay>\d+(?:\.\d+)?)\s*(?:元|块)?(?![\d.万千%天个年月日号小点次人件])")
_DAYS_PER_MONTH = re.compile(
    r"(?:乘以?|×|\*|[xX])\s*(?P<factor>\d+(?:\.\d+)?)(?!\s*[%万千元块])"
    # not the month and day of a date ('2020年1月1日')
    rf"|(?:每个?月|一个月|(?<![\d一二三四五六七八九十〇零两年])月)[^，。；\d]{{0,8}}?(?P<days>{NUMBER_TOKEN})\s*(?:个工作日|天)(?!工资)"
)


def _monthly_from_daily(text: str) -> Decimal | None:
    daily = _DAILY_PAY.search(text)
    if not daily:
        return None
    days = _DAYS_PER_MONTH.search(text)
    if not days:
        return None
    try:
        count = Decimal(days.group("factor")) if days.group("factor") else Decimal(str(to_number(days.group("days"))))
    except ValueError:
        return None
    if not 0 < count <= 31:
        return None
    return to_cents(Decimal(daily.group("pay")) * count)


def _monthly_from_yearly(amounts: list[LabelledAmount]) -> Decimal | None:
    """'年薪24万' -> 20000: the monthly average of a year's pay (劳动合同法实施条例 第二十七条 averages 12 months)."""
    yearly = _first_amount(amounts, r"年薪|年收入|一年(?:的)?(?:工资|收入)", exclude=r"平均|社平|可支配")
    return yearly / 12 if yearly is not None else None


LOCAL_AVERAGE = r"当地|本地|统筹地区|本地区|所在地|上年度职工|社会平均|社平|全市|全省|职工月平均工资|职工平均工资"
# the local average named outright, or in its short form ('当地社平工资6000')
# '我们省2023年度职工月平均工资', '本市在岗职工月平均工资': 职工 at large, not the worker's own average
LOCAL_AVERAGE_LABEL = (
    rf"(?:{LOCAL_AVERAGE}).{{0,12}}平均工资|社平|社会平均工资|(?<!本人)职工(?:的)?月?平均月?工资|职工月均工资"
    r"|(?:本|我|我们|全)(?:省|市|县|区)[^，。；]{0,10}平均工资"
    # '上年度全口径城镇单位就业人员月平均工资'
    r"|上一?年度?(?:(?!本人|我的|他的|她的)[^，。；]){0,14}平均工资"
)
MINIMUM_WAGE = r"最低工资"

# --- economic ------------------------------------------------------------------------------------------

_REASON_RULES: list[tuple[str, str]] = [
    ("illegal", r"违法解除|违法终止|违法辞退|属于违法|系违法|构成违法|违法开除"),
    # '项目组被撤销' closes a part of the business, not the employer (that is a 第四十条 change of circumstances)
    ("employer_closed", r"破产|吊销营业执照|责令关闭|(?:公司|单位|企业|营业执照)[^，。；]{0,4}被(?:依法)?撤销|被撤销营业执照|提前解散|决定解散"),
    ("layoff_41", r"裁员|第\s*41\s*条|(?:一次|一下子|一批)(?:性)?裁了|裁了[^，。；]{0,6}(?:个|名)人"),
    ("employee_38", r"未(依法)?(为其|给其|为他|为她)?缴纳社会保险|未缴社保|不缴社保|没有缴纳社保|没(有)?(给|为)\S{0,3}(交|缴)社保|拖欠(工资|劳动报酬)|克扣工资|未(及时)?足额支付劳动报酬|被迫(解除|离职)|未提供劳动保护"),
    ("employer_40_incapable", r"不能胜任|不胜任|胜任不了"),
    # '公司整体搬到外地……协商变更不成', '岗位撤了，跟我谈换岗没谈拢': a major change of circumstances
    # and no agreement on changing the contract (第四十条第(三)项)
    (
        "employer_40",
        r"第四十条|第\s*40\s*条|医疗期满|客观情况发生重大变化|搬迁|迁址|整体搬"
        r"|(?:协商变更|换岗|调岗|转岗|变更岗位|调整岗位|变更合同)[^，。；]{0,4}(不成|未果|未成|失败|未能达成|没达成|没谈成|没谈拢|谈不拢)",
    ),
    ("expiry_employee_declined", r"(维持|提高)[^。；]{0,10}(条件|待遇)[^。；]{0,12}(不同意|拒绝|不愿)"),
    # '到期前我说想续签，人事说公司不续了': the employer's refusal may stand in a later clause than the expiry
    (
        "expiry_not_renewed",
        r"(到期|期满)[^。]{0,12}(不再续|不续|未续|没有续)|(不再续|不续)(签|订)"
        r"|(到期|期满)[^。]{0,4}。?[^。]{0,20}(?:公司|单位|企业|老板|厂里?)[^，。；]{0,3}(?:不再续|不续|不想续|不打算续|不愿意?续)",
    ),
    ("employee_resigned", r"主动辞职|个人原因(辞职|离职|提出)|自愿离职|主动离职|自行离职|提出辞职|辞职"),
    ("employee_fault_39", r"严重违反[^，。；]{0,8}规章制度|严重违纪|严重失职|营私舞弊|被依法追究刑事责任|试用期[^，。；]{0,6}不符合录用条件"),
]


def _termination_reason(text: str) -> str | None:
    if re.search(r"协商一致|协商解除", text):
        if re.search(r"(劳动者|员工|职工|本人|[^公单企]{1,3}某)(主动)?提出(协商)?解除", text) and not re.search(r"(公司|单位|企业|用人单位)(主动)?提出", text):
            return "mutual_by_employee"
        return "mutual_by_employer"
    for reason, pattern in _REASON_RULES:
        if re.search(pattern, text):
            return reason
    return None


# '在公司干了整整4年', '做了5年零8个月', '工作了三年又两个月', '工龄10年半': a verb of working, filler words, a span
_SERVICE_VERB = r"工作|干|做|上班|任职|服务|工龄|工作年限|工作时间|入职|在职|待|呆"
_SERVICE_FILLER = r"(?:了|为|是|满|近|约|共|有|已|已经|整整|足足|总共|一共|才|快|将近|差不多|大概|刚好|正好|整)"


# '工作年限按入职到解除算是两年零五个月左右': the length named after its label, with words in between
_SERVICE_LABELLED = re.compile(
    rf"(?:工作年限|工龄)[^，。；\d]{{0,10}}?(?:算是|算|是|为|有)\s*(?P<years>{NUMBER_TOKEN})年(?:零|又)?(?:(?P<months>{NUMBER_TOKEN})个月)?"
)


def _stated_service(text: str) -> int | None:
    """A length of service the question states under its label, in whole months ('两年零五个月左右')."""
    match = _SERVICE_LABELLED.search(text)
    if not match or text[match.end() : match.end() + 1] == "多":
        return None
    try:
        years = int(to_number(match.group("years")))
        months = int(to_number(match.group("months"))) if match.group("months") else 0
    except ValueError:
        return None
    return years * 12 + months


def _contract_start(dates: list[DateMention], text: str) -> DateMention | None:
    """'劳动合同是2023年7月1号签的，三年期': the day the contract was signed, when no other start is named."""
    for mention in dates:
        leading = text[clause_at(text, mention.start)[0] : mention.start]
        after = text[mention.end : clause_at(text, mention.start)[1]]
        if re.search(r"合同(?:是|于|在)?\s*$", leading) and re.match(r"\s*(?:签|订立|签订|签署)", after):
            return mention
        if re.match(r"\s*(?:签订?|签署|订立)(?:的|了)?(?:书面)?(?:劳动)?合同", after):
            return mention
    return None


def _service_months(text: str) -> int | None:
    # '上班是2023年9月30日' names a date, not a span: a year followed by a month number is skipped
    match = next(
        (
            found
            for found in re.finditer(
                rf"(?:{_SERVICE_VERB}){_SERVICE_FILLER}{{0,3}}(?P<years>{NUMBER_TOKEN})年(?:(?P<half>半)|(?:零|又)?(?:(?P<months>{NUMBER_TOKEN})个半?月)?)",
                text,
            )
            if not re.match(r"\s*\d{1,2}\s*月", text[found.end() :])
        ),
        None,
    )
    # '3年多' does not say how many months: the rounding of 第四十七条 (half a month or a whole one) turns on them
    if match and text[match.end() : match.end() + 1] == "多":
        return None
    if match:
        years = int(to_number(match.group("years")))
        months = int(to_number(match.group("months"))) if match.group("months") else 0
        return years * 12 + months + (6 if match.group("half") else 0)
    # '6月1号去的……干到9月30号，正好四个月': the span stated on its own, as a clause of its own
    match = re.search(
        rf"(?:^|[，。；！])\s*(?:正好|刚好|整整|足足|一共|总共|前后|满打满算|算下来)(?:是|有|干了|做了)?"
        rf"(?:(?P<years>{NUMBER_TOKEN})年(?:零|又)?)?(?:(?P<months>{NUMBER_TOKEN})个月)?\s*整?\s*(?=[，。；！]|$)",
        text,
    )
    if match and (match.group("years") or match.group("months")):
        years = int(to_number(match.group("years"))) if match.group("years") else 0
        months = int(to_number(match.group("months"))) if match.group("months") else 0
        return years * 12 + months
    # '两个多月', '8个半月' count the whole months: the extra days never cross a 第四十七条 boundary (6 or 12 months)
    match = re.search(rf"(?:{_SERVICE_VERB}){_SERVICE_FILLER}{{0,3}}(?P<months>{NUMBER_TOKEN})个[多半]?月", text)
    if match:
        return int(to_number(match.group("months")))
    return None


# '前6个月每月9000，后6个月涨到了11000', '前半年8000，后半年一万': the pay of each stretch of months
_STRETCH = re.compile(rf"(?P<months>{NUMBER_TOKEN})个月|(?P<half>半年)")


def _service_in_months(params: EconomicParams) -> int | None:
    if params.start_date and params.end_date and params.end_date >= params.start_date:
        end = params.end_date + timedelta(days=1)
        return (end.year - params.start_date.year) * 12 + end.month - params.start_date.month - (end.day < params.start_date.day)
    return params.service_months


def _pay_stretches(amounts: list[LabelledAmount], exclude: str) -> list[tuple[Decimal, Decimal]] | None:
    """(months, monthly pay) for each amount that follows its stretch closely ('后6个月涨到了11000');
    None when one of them is only a lower bound ('后6个月1万多')."""
    stretches: list[tuple[Decimal, Decimal]] = []
    for amount in amounts:
        if re.search(exclude, amount.label):
            continue
        spans = list(_STRETCH.finditer(amount.label))
        if not spans or not re.fullmatch(r"[^，。；\d]{0,8}", amount.label[spans[-1].end() :]):
            continue
        if is_lower_bound(amount.money):
            return None
        last = spans[-1]
        try:
            months = Decimal(6) if last.group("half") else Decimal(str(to_number(last.group("months"))))
        except ValueError:
            continue
        stretches.append((months, amount.money.value))
    return stretches


def _stretch_average(stretches: list[tuple[Decimal, Decimal]], service_months: int | None) -> Decimal | None:
    """The 12-month average (实施条例 第二十七条) when the stretches together cover the 12 months before
    leaving, or the whole service when it was shorter; None when a stretch is missing or counted twice."""
    covered = sum((months for months, _ in stretches), Decimal(0))
    expected = min(12, service_months) if service_months else 12
    if covered != expected:
        return None
    return to_cents(sum((months * value for months, value in stretches), Decimal(0)) / covered)


# '工资分别是6000、6000、6500', '工资条：2月7200、3月7200、4月7500': the pay of each month, in order
_AMOUNT = r"\d+(?:\.\d+)?"
# an amount of pay, not the year or day that may follow the list ('…7000，2023年1月1日入职')
_PAY = rf"{_AMOUNT}(?![\d.]|\s*[年月日号个岁%])\s*元?"
_LISTED_PAY = re.compile(
    rf"(?:工资|薪水|薪资|收入|工资条)[^，。；\d]{{0,12}}?(?:分别|依次)(?:是|为)?[:：]?\s*"
    rf"(?P<values>{_PAY}(?:\s*[、，,]\s*{_PAY}){{2,}})"
)
_MONTH_ENTRY = rf"(?:\d{{1,2}})\s*月份?(?:工资)?\s*[:：]?\s*{_PAY}"
_MONTHLY_PAYSLIP = re.compile(rf"(?:工资|薪水|薪资|收入|工资条)[^。；\d]{{0,12}}?(?P<values>{_MONTH_ENTRY}(?:\s*[、，,；;]\s*{_MONTH_ENTRY}){{2,}})")


def _listed_monthly_pay(text: str) -> list[Decimal]:
    match = _LISTED_PAY.search(text)
    if match:
        return [Decimal(value) for value in re.findall(_AMOUNT, match.group("values"))]
    match = _MONTHLY_PAYSLIP.search(text)
    if not match:
        return []
    entries = re.findall(rf"(\d{{1,2}})\s*月份?(?:工资)?\s*[:：]?\s*({_AMOUNT})", match.group("values"))
    if len({month for month, _ in entries}) != len(entries):
        return []  # a month named twice: not one list of consecutive months
    return [Decimal(value) for _, value in entries]


def _listed_average(listed: list[Decimal], service_months: int | None) -> Decimal | None:
    """The 12-month average (实施条例 第二十七条) of pay listed month by month: only when the list covers
    the 12 months before leaving, or the whole service when it was shorter."""
    expected = min(12, service_months) if service_months else 12
    if len(listed) != expected:
        return None
    return to_cents(sum(listed, Decimal(0)) / len(listed))


_N_PLUS_ONE = r"(?<![A-Za-z])[Nn]\s*[+＋]\s*1(?!\d)"
_TWO_N = r"(?<![A-Za-z\d])2\s*[Nn](?![A-Za-z])"


# pay in lieu of notice (第四十条): '代通知金', '额外一个月工资', '多给一个月的工资', '另付1个月工资'
# '没提前通知的那一个月工资': the month's pay owed for the notice not given
_NOTICE_PAY = (
    r"代通知金|(?:额外|另外|另|多|再)(?:支付|给|付|发|赔|补)?(?:的)?(?:一|1)个月(?:的)?(?:工资|薪水|薪资)"
    r"|通知(?:期)?的?(?:那|这)?(?:一|1)个月(?:的)?(?:工资|薪水|薪资)"
    # '经济补偿加上没提前通知那部分': the part owed for the notice not given
    r"|(?:没|未|没有)(?:提前)?[^，。；？?]{0,5}?通知(?:的)?(?:那|这)(?:一)?(?:部分|笔|份)"
)


# '那个月工资', '这一个月的工资' (not '这个月工资', which is the current month's pay)
_MONTH_NAMED_BEFORE = r"(?:那(?:一|1)?|这(?:一|1))个月(?:的)?(?:工资|薪水|薪资)"


def _economic_targets(asked: str, text: str) -> list[str]:
    # the forms everyone uses: 'N+1' (compensation plus a month in lieu of notice), '2N' (damages)
    if re.search(_N_PLUS_ONE, text):
        return ["total", "economic_compensation", "notice_pay"]
    if re.search(_TWO_N, text):
        return ["damages"]
    targets = []
    if re.search(r"二倍工资|双倍工资", asked):
        targets.append("double_wage")
    if re.search(r"赔偿金|违法解除.*赔偿", asked):
        targets.append("damages")
    if re.search(r"经济补偿", asked) and "damages" not in targets:
        targets.append("economic_compensation")
    if re.search(_NOTICE_PAY, asked) or (
        # '没有提前30天通知，说给一个月工资代替……经济补偿加上那一个月工资': the month named earlier, in lieu of notice
        re.search(_MONTH_NAMED_BEFORE, asked) and re.search(r"通知", text.replace(asked, ""))
    ):
        targets.append("notice_pay")
    if re.search(r"共|合计|总共|一共|总计|全部|[+＋]|加上", asked) and len(targets) != 1:
        if "economic_compensation" not in targets and "damages" not in targets:
            targets.append("total")
        elif len(targets) > 1:
            targets = ["total", *targets]
    return targets


_WORK_WORDS = r"工作|上班|干|做|任职|在职|入职|公司|单位|厂"


def _work_range(dates: list[DateMention], text: str) -> tuple[DateMention | None, DateMention | None]:
    """'从2019年3月到2023年8月在公司上班', '2019.3.1—2023.8.31在这家厂做': the first range of two dates
    in a sentence that speaks of working."""
    for first, second in zip(dates, dates[1:]):
        if not re.fullmatch(r"\s*(?:起|开始)?\s*(?:到|至|—+|－|-|~|～)\s*", text[first.end : second.start]):
            continue
        sentence_start = max(text.rfind(mark, 0, first.start) for mark in "。！？!?\n") + 1
        sentence_end = re.search(r"[。！？!?\n]", text[second.end :])
        sentence = text[sentence_start : second.end + (sentence_end.start() if sentence_end else len(text))]
        if re.search(_WORK_WORDS, sentence):
            return first, second
    return None, None


# '到现在（2023年）', '至今', '到目前为止': the contract is still not signed on the day of asking
_UNTIL_NOW = r"至今|(?:到|至|直到)(?:现在|目前|今天|如今)"


def _unsigned_at_least(text: str, start: date) -> int | None:
    """Months without a written contract when the question says only that it is still unsigned: a lower
    bound from the year named ('到2023年' -> 1 January) or from today. Only a bound that already reaches
    12 months is used, since the double wage stops there (实施条例 第七条) and the figure is then exact."""
    until = None
    for year in find_years(text):
        if re.search(r"(?:到|至|直到|截至)\s*$", text[max(0, year.start - 3) : year.start]) and year.value > start:
            until = year.value
    if until is None and re.search(_UNTIL_NOW, text):
        until = date.today()
    if until is None or until <= start:
        return None
    months = (until.year - start.year) * 12 + until.month - start.month - (until.day < start.day)
    return months if months >= 12 else None


def _end_day(start: DateMention | None, end: DateMention) -> date:
    """The last working day. 'From May 2018 to May 2022' (months only) reads as whole months: the
    day before the first of the end month; an end month alone after an exact start date reads as its last day."""
    if end.day_known:
        return end.value
    if start is None or not start.day_known:
        return end.value - timedelta(days=1)
    return month_end(end.value)


# the pay of the month before leaving (实施条例 第二十条, pay in lieu of notice): '上个月工资',
# '最后一个月工资', '离职前一个月的工资', '走之前那个月工资'
LAST_MONTH_PAY = (
    r"(?:上一?个?月|上月|最后一个?月|(?:离职|解除|辞退|走|离开)(?:之?前)?(?:的)?(?:一个月|那个月|那一个?月))"
    r"(?:的)?(?:工资|薪水|薪资|月薪|收入)"
)


# the words of leaving, said on the day they name
_LEAVING = (
    r"解除|辞退|离职|辞职|终止|到期|期满|开除|裁员|裁减|被裁|停止工作|离开|破产|解散|倒闭|关闭|注销|吊销|最后一天|最后一个工作日"
    r"|最后(上|工作)|裁了|走(的|了|人)|不干了|辞工|不用来了|别来了"
)


def _that_day(dates: list[DateMention], text: str, pattern: str) -> DateMention | None:
    """A date named after what happened on it: '通知我明天不用来了，什么理由都没有，那天是2026年11月10号'
    ('那天' points back at the event earlier in the same sentence)."""
    for mention in dates:
        clause_start = clause_at(text, mention.start)[0]
        if not re.search(r"(?:那|这|当)一?天(?:是|为|就是)?\s*$", text[clause_start : mention.start]):
            continue
        sentence_start = max(text.rfind(mark, 0, mention.start) for mark in "。！？!?\n") + 1
        if re.search(pattern, text[sentence_start:clause_start]):
            return mention
    return None


# money the employer already handed over as compensation ('只塞给我5000块钱说是补偿', '先转了3万说是经济补偿');
# the handing over is past ('已经', '先', '了'): '应该给我3万' is a claim, not a payment
_HANDED = r"(?:塞|转|给|付|发|支付|打|赔)"
_PAID_VERB = rf"(?:(?:已经?|先|只|就|才)[^，。；\d]{{0,3}}?{_HANDED}了?|{_HANDED}了)(?:给)?(?:我)?(?:了)?$"
_PAID_AS = r"补偿|赔偿"
# '还应该再补我多少', '还欠我多少', '还差多少': the question asks what is still owed
_STILL_OWED = r"还[^，。；？?]{0,6}?(?:补|欠|差|给|付|赔|拿|要)|再补|尚欠|剩下|少给"


def _paid_towards(amounts: list[LabelledAmount], asked: str) -> Decimal | None:
    """A payment already made as compensation, deducted only when the question asks what is still owed."""
    if not re.search(_STILL_OWED, asked):
        return None
    for amount in amounts:
        said_as = amount.clause[len(amount.label) + amount.money.end - amount.money.start :]
        if re.search(_PAID_VERB, amount.label) and re.search(_PAID_AS, amount.label + said_as) and not is_lower_bound(amount.money):
            return amount.money.value
    return None


def extract_economic(question: str) -> EconomicParams:
    text = clean(question)
    asked = question_sentence(text)
    amounts = labelled_amounts(text)
    dates = find_dates(text)
    params = EconomicParams()

    params.local_avg_monthly_wage = _first_amount(amounts, rf"{LOCAL_AVERAGE_LABEL}|平均工资.{{0,3}}(?:{LOCAL_AVERAGE[:20]})")
    params.local_min_wage = _first_amount(amounts, MINIMUM_WAGE)
    params.last_month_wage = _first_amount(amounts, LAST_MONTH_PAY)
    wage_exclude = rf"{LOCAL_AVERAGE}|{LOCAL_AVERAGE_LABEL}|{MINIMUM_WAGE}|{LAST_MONTH_PAY}|二倍|双倍|{NOT_MONTHLY}"
    # '基本工资5000，加上提成平均每月8000': the 12-month average (实施条例 第二十七条) wins over a part of the pay
    stated_average = _first_amount(amounts, r"平均|月均", exclude=wage_exclude)
    params.monthly_wage = stated_average or _first_amount(amounts, rf"工资|薪|月收入|月薪|{PER_MONTH}", exclude=wage_exclude)
    if params.monthly_wage is None:
        params.monthly_wage = _monthly_from_yearly(amounts) or _monthly_from_daily(text)
    if params.monthly_wage is None and params.last_month_wage is not None:
        params.monthly_wage = params.last_month_wage

    # '入职时间是2018-05-01，离职时间是2022-10-31': a label right before a date names it
    start = _labelled_date(dates, text, r"入职|进(?:公司|单位|厂)|参加工作|用工|开始(?:工作|上班)|到岗|上岗") or _date_with(dates, text, r"入职|进入|进(了|的)?(这家|该|那家)?(公司|单位|厂|企业|工厂)|进的|到\S{0,12}(上班|工作)|开始(?:工作|上班)|用工|招用|聘用|起在|起到|参加工作|受雇|上岗|报到|到岗|开始在[^，。；\d]{0,8}(?:干|做|工作|上班)|(?<![过回])去(?!年|世)[^，。；\d]{0,8}(?:上班|工作|干活)", exclude=r"解除|辞退|离职|辞职|终止")
    end = _labelled_date(
        [d for d in dates if d is not start], text, r"离职|解除|辞退|终止|开除|被裁|裁员|最后(?:一个)?工作日|最后一天|合同到期|到期"
    ) or _date_with(
        [d for d in dates if d is not start],
        text,
        _LEAVING,
        # '合同到2024年3月31日', '一直干到2024年5月', '最后一天上班是2023年9月30日'
        before=r"(?:合同|期限|干|做|工作|上班|任职)[^，。；]{0,4}(?:到|至|截至|截止到?)$"
        r"|最后(?:一天|一个工作日|工作日|上班|工作|干)[^，。；]{0,6}?(?:是|为|在)?$",
    )
    if end is None:
        end = _that_day([d for d in dates if d is not start], text, _LEAVING)
    signed = _date_with([d for d in dates if d is not start], text, r"补签|签订了?书面劳动合同|订立了?书面劳动合同", exclude=r"未|没有|一直")
    if start is None and not re.search(r"补签|未签|没签|没有签|不签|续签[^，。；]{0,4}(?:过|了)", text):
        # a fixed-term contract's first day stands for the start of service when nothing else is named
        start = _contract_start([d for d in dates if d is not end], text)
    if start is None or end is None:
        range_start, range_end = _work_range(dates, text)
        if range_start is not None and end in (None, range_end) and start in (None, range_start):
            start, end = range_start, range_end
    if start:
        params.start_date = start.value
    if end and end is not start:
        params.end_date = _end_day(start, end)
    if signed and signed is not start:
        params.contract_signed_date = signed.value
    if params.start_date is None or params.end_date is None:
        params.service_months = _service_months(text)
        if params.service_months is not None:
            params.start_date = params.end_date = None
    elif (start is not None and not start.day_known) or (end is not None and not end.day_known):
        # dates without their day can be a month off at a 第四十七条 boundary: a span the asker states wins
        stated = _stated_service(text)
        if stated is not None:
            params.service_months = stated
            params.start_date = params.end_date = None

    listed = _listed_monthly_pay(text)
    if listed and params.last_month_wage is None:
        params.last_month_wage = listed[-1]  # the list runs up to the month before leaving
    if stated_average is None and listed:
        params.monthly_wage = _listed_average(listed, _service_in_months(params))
    elif stated_average is None:
        stretches = _pay_stretches(amounts, wage_exclude)
        if stretches is not None and len(stretches) >= 2:
            # pay stated stretch by stretch: their average, or nothing when they leave months out
            params.monthly_wage = _stretch_average(stretches, _service_in_months(params))

    params.termination_reason = _termination_reason(text)
    if re.search(r"(?:未|没有?|并未|不)(?:提前)?(?:三十日|30日|30天|三十天|一个月)?(?:以)?(?:书面)?(?:形式)?通知|(?:未|没有?|不)提前", text):
        params.notice_given = False
    elif re.search(r"已?提前(三十日|30日|30天|一个月)(以)?书面?通知|提前(三十日|30日|30天|一个月)通知", text):
        params.notice_given = True
    unsigned = (
        r"未(与其|和其|与他|与她|跟我|和我|与我)?(签订|订立|签)(书面)?(劳动)?合同|没有?(跟我|和我|与我)?(签订?|签署|订立)(书面)?(劳动)?合同"
        r"|(一直|始终)(未|没有?|不)签|(不|拒绝|不肯|不愿|拖着不)(跟我|和我|与我)?(签订?|订立)(书面)?(劳动)?合同"
    )
    if re.search(unsigned, text):
        months = _number_before(text, r"个月", r"未签订?|没有?签订?|未订立|不签")
        if months is not None:
            params.no_contract_months = int(months)
        elif params.contract_signed_date is None and params.start_date is None and params.service_months is not None and "个多月" not in text:
            # '一直未签…共工作了7个月': the whole service was without a written contract
            params.no_contract_months = params.service_months
        elif params.contract_signed_date is None and params.start_date is not None and params.end_date is None:
            params.no_contract_months = _unsigned_at_least(text, params.start_date)
    params.targets = _economic_targets(asked, text)
    params.already_paid = _paid_towards(amounts, asked)
    if "notice_pay" in params.targets and params.notice_given is None and re.search(_N_PLUS_ONE, text):
        params.notice_given = False  # asking for 'N+1' says no notice was given
    if "damages" in params.targets and params.termination_reason is None:
        params.termination_reason = "illegal"
    return params


# --- work injury ---------------------------------------------------------------------------------------

_GRADE = re.compile(rf"(?:伤残等级(?:为|是|评定为|鉴定为)?|伤残)?(?<![\d.])(?P<grade>[一二三四五六七八九十]|10|[1-9])\s*级(?:伤残)?")
_ITEM_PATTERNS = {
    "one_off_disability_benefit": r"(?:一次性)?伤残补助金",
    "disability_allowance": r"伤残津贴",
    "suspension_wages": r"停工留薪[^，。；？?]{0,14}(工资|待遇)",
    "one_off_medical_subsidy": r"一次性工伤医疗补助金|医疗补助金",
    "one_off_employment_subsidy": r"一次性伤残就业补助金|就业补助金",
    "funeral_grant": r"丧葬补助金|丧葬费",
    "one_off_death_benefit": r"一次性工亡补助金|工亡补助金",
    "dependants_pension": r"供养亲属抚恤金|抚恤金",
}


# words that point back at items named before the question ('这两项', '上述各项', '以上费用', '这两个补助金')
_BACK_REFERENCE = (
    r"这(两|三|四|几|些)项|这(两|三|四|几)(?:个|笔|种)(?:补助金?|补贴|费用?|待遇|钱)|上述|以上(各|几|两|三)?(项|费用|待遇)"
    r"|前面(的)?(两|三|几|各)项"
)
# an item set aside in the question ('抚恤金先不说', '不算抚恤金', '除了抚恤金'): not asked for
_SET_ASIDE_AFTER = r"[^，。；？?]{0,3}(?:先不说|先不算|不说了?|不算|不用算|不计算?|不考虑|暂不考虑|先不管|除外|另算|不要了?|就算了)"
_SET_ASIDE_BEFORE = r"(?:不算|不含|不包括|不计|除了?|除去|撇开|抛开)[^，。；？?]{0,3}$"


def _set_aside(asked: str, pattern: str) -> bool:
    """Every mention of the item in the question sets it aside."""
    mentions = list(re.finditer(pattern, asked))
    return bool(mentions) and all(
        re.match(_SET_ASIDE_AFTER, asked[found.end() :]) or re.search(_SET_ASIDE_BEFORE, asked[: found.start()])
        for found in mentions
    )


def _grade(text: str) -> int | None:
    for match in _GRADE.finditer(text):
        token = match.group("grade")
        context = text[max(0, match.start() - 8) : match.end() + 3]
        # '鉴定为七级', '七级伤残', '工伤评了六级'
        if not re.search(r"伤残|鉴定|评|工伤", context):
            continue
        return int(to_number(token))
    return None


# children of the deceased, in the asker's words too: '侄子' when the asker's brother died
_CHILD_NOUNS = r"子女|孩子|小孩|儿女|侄子|侄女|外甥女|外甥"


def _count_children(text: str) -> int:
    """'两个孩子' -> 2; without a count for all of them, sons and daughters add up: '儿子8岁、女儿5岁' -> 2,
    '一儿一女' -> 2, '我和8岁的女儿' -> 1."""
    together = re.search(rf"({NUMBER_TOKEN})(?:个|名|位)[^，。；、\d]{{0,4}}?(?:{_CHILD_NOUNS})", text)
    if together:
        return count_before(text, _CHILD_NOUNS)
    if re.search(r"[一1]儿[一1]女", text):
        return 2
    sons_and_daughters = count_before(text, r"儿子") + count_before(text, r"女儿")
    if re.search(r"(?:无|没有|没|未生育)(?:任何)?(?:子女|孩子|小孩|儿女)", text):
        return 0
    return sons_and_daughters or count_before(text, _CHILD_NOUNS)


_CHILD_AGE = re.compile(
    r"(?:儿子|女儿|孩子|小孩|大的|老大|小的|老二|一个)[^，。；\d]{0,3}?(?P<age>\d{1,2})\s*(?:周岁|岁)(?P<rest>[^，。；]{0,10})"
    r"|(?P<age2>\d{1,2})\s*(?:周岁|岁)的(?:儿子|女儿|孩子|小孩)"
)


def _adult_children(text: str) -> int:
    """Children aged 18 or more are dependants only when unable to work (供养亲属范围规定 第三条)."""
    adults = 0
    for match in _CHILD_AGE.finditer(text):
        age = int(match.group("age") or match.group("age2"))
        if age >= 18 and not re.search(r"丧失劳动能力", match.group("rest") or ""):
            adults += 1
    return adults


# the deceased's spouse, also as the asker calls them ('嫂子' when the asker's brother died, '孩子妈妈')
_SPOUSE_NOUNS = r"孩子(?:的)?(?:妈妈|母亲|爸爸|父亲)|孩子他(?:妈|爸)|妻子|丈夫|配偶|老婆|爱人|老公|媳妇|嫂子|弟媳"
_PARENT_NOUNS = r"父母|父亲|母亲|公公|婆婆|岳父|岳母"
_DIED = r"去世|病逝|过世|死亡|身亡|离世|不在了|已故|病故|工亡"
_WORK_DEATH = r"因工|工亡|工伤|工地|厂里|车间|单位|公司|上班|事故|出事"
# a relative with a pension or income of their own is not supported by the deceased (供养亲属范围规定 第二条)
_SELF_SUPPORTING = r"(?<![没无])有(?:退休金|养老金|退休工资|固定收入|收入|工作)|不靠|不用[^，。；]{0,3}养|不需要[^，。；]{0,4}养|不由[^，。；]{0,3}养"
_ASKED_RELATIVE = {"child": _CHILD_NOUNS + r"|儿子|女儿", "spouse": _SPOUSE_NOUNS, "parent": _PARENT_NOUNS}


def _relative_mentions(text: str, nouns: str) -> list[tuple[re.Match[str], str]]:
    """Each mention of a relative with its own words: up to the next relative named or the end of the sentence."""
    every = list(re.finditer(rf"{_SPOUSE_NOUNS}|{_PARENT_NOUNS}|{_CHILD_NOUNS}|儿子|女儿", text))
    found = []
    for index, match in enumerate(every):
        if not re.fullmatch(nouns, match.group()):
            continue
        # '公公婆婆都有退休金', '公公和婆婆…': relatives named together share the words that follow them
        following = index + 1
        while following < len(every) and re.fullmatch(r"\s*[和与及、跟]?\s*", text[every[following - 1].end() : every[following].start()]):
            following += 1
        stop = every[following].start() if following < len(every) else len(text)
        sentence_end = re.search(r"[。；;！？!?\n]", text[match.end() : stop])
        found.append((match, text[match.end() : match.end() + sentence_end.start()] if sentence_end else text[match.end() : stop]))
    return found


def _dependants(text: str, asked: str) -> list[Dependant]:
    """The deceased's spouse, children and parents he supported (工伤保险条例 第三十九条). A relative who
    died, or who lives on a pension or income of their own, is no dependant; children whose other parent
    died are orphans (+10%). A question about one relative ('孩子每个月能领多少') gets that relative's share."""
    spouses = _relative_mentions(text, _SPOUSE_NOUNS)
    dead = [(match, words) for match, words in spouses if re.search(_DIED, words)]
    # '我丈夫因工死亡', '她丈夫在工地出事身亡': that is the worker, and the one speaking is the surviving spouse;
    # '孩子妈妈三年前就病逝了': the children's other parent died before, so they lost both parents
    worker = [
        match for match, words in dead
        if re.search(r"我(?:的)?$", text[max(0, match.start() - 2) : match.start()]) or re.search(_WORK_DEATH, words)
    ]
    spouse_alive = bool(worker) or any(
        not re.search(_DIED, words) and not re.search(_SELF_SUPPORTING, words) for _, words in spouses
    )
    other_parent_dead = len(dead) > len(worker)
    kinds: list[tuple[str, Dependant]] = []
    if spouse_alive:
        kinds.append(("spouse", Dependant("spouse", bool(re.search(rf"(?:{_SPOUSE_NOUNS})[^。；]{{0,6}}孤寡", text)))))
    orphan = bool(re.search(r"孤儿", text)) or other_parent_dead
    kinds += [("child", Dependant("other", orphan)) for _ in range(max(0, _count_children(text) - _adult_children(text)))]
    for parent in ("父母", "父亲", "母亲", "公公", "婆婆", "岳父", "岳母"):
        mentions = _relative_mentions(text, parent)
        if not mentions or (parent in ("父亲", "母亲") and "父母" in text):
            continue
        if any(re.search(_SELF_SUPPORTING, words) or re.search(_DIED, words) for _, words in mentions):
            continue
        solitary = bool(re.search(rf"{parent}[^。；，]{{0,6}}孤寡|孤寡老人[^。；，]{{0,3}}{parent}", text))
        kinds += [("parent", Dependant("other", solitary)) for _ in range(2 if parent == "父母" else 1)]
    named = [kind for kind, nouns in _ASKED_RELATIVE.items() if re.search(nouns, asked)]
    together = re.search(r"一共|合计|总共|加起来|全家|我们|[和与及、]", asked)
    for kind, nouns in _ASKED_RELATIVE.items():
        if len(named) == 1 and not together and re.search(rf"(?:{nouns})[^，。；]{{0,6}}?(?:能|可以|可)?(?:领|拿|得到|分到)", asked):
            return [dependant for relative, dependant in kinds if relative == kind]
    return [dependant for _, dependant in kinds]


def _subsidy_in_months(text: str, subsidy: str, params: WorkInjuryParams) -> Decimal | None:
    """A provincial standard stated in months of a wage: '一次性工伤医疗补助金为10个月本人工资',
    '就业补助金按12个月的统筹地区上年度职工月平均工资'. The months times the wage it names; None when
    that wage is not stated."""
    match = re.search(
        rf"{subsidy}[^，。；\d]{{0,8}}?(?P<months>{NUMBER_TOKEN})\s*个月(?:的)?(?P<base>[^，。；]{{0,20}})", text
    )
    if not match:
        return None
    base = match.group("base")
    if re.match(rf"\s*[和与及、]\s*(?:{NUMBER_TOKEN})\s*个月", base):
        return None  # 'A和B分别为10个月和14个月': which figure is whose is not read here
    if re.match(r"\s*[和与及、]", base) or not re.search(r"工资|月薪|社平", base):
        # 'A是8个月、B是12个月，都按本人工资算': one wage named for all of them, later in the sentence
        sentence_end = re.search(r"[。；！？!?\n]", text[match.end("months") :])
        rest = text[match.end("months") : match.end("months") + sentence_end.start()] if sentence_end else text[match.end("months") :]
        shared = re.search(r"(?:都|均|一律|全都|统一)(?:是|按|以|按照)?(?P<base>[^，。；]{0,16})", rest)
        if not shared:
            return None
        base = shared.group("base")
    if re.search(LOCAL_AVERAGE_LABEL + r"|社平|平均工资", base):
        wage = params.local_avg_monthly_wage
    elif re.search(r"本人工资|工资|月薪", base):
        wage = params.own_wage
    else:
        return None  # months of which wage is not said
    if wage is None:
        return None
    try:
        return Decimal(str(to_number(match.group("months")))) * wage
    except ValueError:
        return None


def extract_work_injury(question: str) -> WorkInjuryParams:
    text = clean(question)
    asked = question_sentence(text)
    amounts = labelled_amounts(text)
    dates = find_dates(text)
    params = WorkInjuryParams()

    if re.search(r"不予认定|不属于工伤|未被认定为?工伤|不认定为?工伤|不构成工伤", text):
        params.injury_recognised = False
    elif re.search(r"认定为?(工伤|工亡|因工死亡)|工伤认定|视同工伤|属于工伤|构成工伤|认定.{0,8}工伤", text):
        params.injury_recognised = True
    params.grade = _grade(text)
    params.local_avg_monthly_wage = _first_amount(amounts, rf"{LOCAL_AVERAGE_LABEL}|平均工资")  # checked against own wage below
    params.local_min_wage = _first_amount(amounts, MINIMUM_WAGE)
    own_exclude = rf"{LOCAL_AVERAGE}|{LOCAL_AVERAGE_LABEL}|{MINIMUM_WAGE}|可支配收入|补助金|津贴|抚恤金|已.{{0,6}}支付|{NOT_MONTHLY}"
    params.own_wage = _first_amount(amounts, rf"本人工资|缴费工资|缴费基数|工资|月薪|{PER_MONTH}", exclude=own_exclude)
    if _first_amount(amounts, r"平均|月均", exclude=own_exclude) is None:
        # '上半年每个月8400，下半年每个月9600': the 12-month average before the injury (条例 第六十四条)
        stretches = _pay_stretches(amounts, own_exclude)
        if stretches is not None and len(stretches) >= 2:
            params.own_wage = _stretch_average(stretches, None)
    if params.own_wage is None:
        params.own_wage = _monthly_from_yearly(amounts) or _monthly_from_daily(text)
    if params.local_avg_monthly_wage is not None:
        # '平均工资' alone may be the worker's own average; the local one names the region or employees at large
        local_label = _first_amount(amounts, LOCAL_AVERAGE_LABEL)
        params.local_avg_monthly_wage = local_label
    params.disposable_income = _first_amount(amounts, r"可支配收入")
    params.medical_subsidy = _first_amount(amounts, r"医疗补助金") or _subsidy_in_months(text, r"医疗补助金", params)
    params.employment_subsidy = _first_amount(amounts, r"就业补助金") or _subsidy_in_months(text, r"就业补助金", params)
    params.already_paid = _first_amount(amounts, r"已(经)?(向|给|为)?.{0,8}(支付|赔偿|垫付|赔付)")

    # '停工留薪期医院和单位定的是4个月': who set the period may stand between the label and the span
    months = _number_before(text, r"个半?月", r"停工留薪期(?:[^，。；\d]{0,8}?(?:定|批|核定|确定|认定)(?:的是|的|为|是|了))?")
    if months is not None:
        half = re.search(rf"停工留薪期[^，。；]{{0,6}}?{NUMBER_TOKEN}\s*个半月", text)  # '6个半月' = 6.5
        params.suspension_months = (Decimal(str(months)) + (Decimal("0.5") if half else 0)).normalize()
    params.death = bool(re.search(r"死亡|工亡|身亡|坠亡|去世|遇难|殉职|不幸离世", text)) or None
    death = _date_with(dates, text, r"死亡|工亡|身亡|坠亡|去世|遇难")
    injury = _date_with(dates, text, r"受伤|负伤|工伤|事故|砸伤|摔伤|轧伤|烫伤|致残")
    if params.death and (death or dates):
        params.death_date = (death or dates[0]).value
    elif params.death:
        # '2023年在工地上因工死亡': the year alone picks the statistics year of the one-off death benefit
        year = _date_with(find_years(text), text, r"死亡|工亡|身亡|坠亡|去世|遇难|殉职|离世|出事|事故", exclude=r"年度|收入|统计|标准")
        params.death_year = year.value.year if year else None
    if injury:
        params.injury_date = injury.value

    if re.search(r"未(依法|为其|给其|为他|为她|为\S{1,3}|给\S{1,3})?(缴纳|参加|购买|办理|投保)(了)?工伤保险|没有?(为\S{0,3}|给\S{0,3})?(缴纳|参加|购买|办理|交|缴|上|买)(了)?工伤(保险|险)|未参保|没有?参保|未交工伤保险|不(给|为)\S{0,3}(交|缴|上|买)工伤(保险|险)", text):
        params.employer_insured = False
    elif re.search(r"(缴纳|参加|购买|办理|投保)了?工伤保险|已参保|参保", text):
        params.employer_insured = True

    targets = [item for item, pattern in _ITEM_PATTERNS.items() if re.search(pattern, asked) and not _set_aside(asked, pattern)]
    if re.search(_BACK_REFERENCE, asked):
        # '一次性伤残补助金加上这两项，一共能拿多少': the items named earlier in the question are asked for too
        earlier = text.replace(asked, "")
        targets += [item for item, pattern in _ITEM_PATTERNS.items() if item not in targets and re.search(pattern, earlier)]
    if "funeral_grant" in targets and "丧葬补助金" not in asked and not params.death:
        targets.remove("funeral_grant")
    if not targets and params.suspension_months is not None and re.search(
        r"(发|付|给|拿|领|算)[^，。；]{0,4}工资|工资[^，。；]{0,6}(多少|怎么|如何)|停工留薪期?(间|内|期间)"
        # '这4个月公司总共应该发我多少': the months of the period pointed back at
        # '停工留薪期这4个月，公司一共应该给他发多少钱': the payer may follow in the next clause
        rf"|(?:这|那)(?:{NUMBER_TOKEN})个半?月[^。；？?]{{0,10}}(?:发|付|给|拿|领)",
        asked,
    ):
        # '停工留薪期4个月……这4个月单位总共应该给我发多少工资': the wages of the suspension period
        targets = ["suspension_wages"]
    paid_monthly = re.search(
        r"(?:每个?月|每月)[^，。；\d]{0,8}?(?:发了?|给了?|付了?|支付了?|开了?)[^，。；\d]{0,2}(?P<amount>\d+(?:\.\d+)?)\s*(?:元|块)?", text
    )
    if targets in ([], ["suspension_wages"]) and params.suspension_months is not None and paid_monthly and re.search(
        r"补|差额|少发|少给|还(?:应该?|要|得|需要?)[^，。；]{0,4}(?:给|发|付|支付)|还差|还欠|差[^，。；]{0,3}多少", asked
    ):
        # '停工留薪期4个月……公司每个月只给我发了3000，还应该补我多少', '停工留薪期的工资公司还差我多少':
        # the wage kept in full, less what was paid
        targets = ["suspension_wages"]
        params.already_paid = Decimal(paid_monthly.group("amount")) * params.suspension_months
    if re.search(r"工亡待遇|死亡待遇|因工死亡待遇", asked) and not targets:
        targets = ["funeral_grant", "one_off_death_benefit"]
    # '一共能拿多少' asks for every lump sum; 'A和B共多少' names the items to add, and only those
    if re.search(r"合计|共计|总共|一共|共应|共多少|共计多少|总计|费用", asked) and len(targets) != 1 and not (
        len(targets) >= 2 and re.search(r"[和与及、+＋]|加上", asked) and not re.search(r"等|各项|所有|全部|哪些", asked)
    ):
        targets = [*targets, "total"] if targets else ["total"]
    params.targets = targets
    if "dependants_pension" in targets:
        params.dependants = _dependants(text, asked)
    if re.search(r"(用人单位|公司|单位|企业|老板|作坊|厂)[^，。；]{0,6}(应当?|需要?|要)?(支付|承担|赔偿|赔付)", asked) and targets in (["total"], []):
        params.payer = "employer"
    elif re.search(r"工伤保险基金[^，。；]{0,6}(支付|承担)", asked) and targets in (["total"], []):
        params.payer = "fund"
    if "disability_allowance" in targets:
        allowance_months = _number_before(asked, r"个月", r"伤残津贴")
        params.allowance_months = int(allowance_months) if allowance_months else None
    return params


# --- traffic -------------------------------------------------------------------------------------------

_LIABILITY = re.compile(
    r"(?P<label>全部|主要|同等|次要|无)责任|(?P<none>不负|不承担)(事故)?责任|(?P<none2>无责|无过错|没有过错|没过错)|(?P<short>全|主|同|次)责"
)
# the vehicle side named before its liability ('司机无责', '机动车无过错', '轿车一方主责')
_VEHICLE_SIDE = r"(?:司机|驾驶员|驾驶人|机动车|车方|车主|肇事|汽车|轿车|货车|客车|面包车|出租车|网约车|车辆)(?:一方|方)?[^，。；]{0,4}$"
_SHORT_LIABILITY = {"全": "全部责任", "主": "主要责任", "同": "同等责任", "次": "次要责任"}
_LIABILITY_RATIO = re.compile(
    r"(?:承担|负|按)[^，。；]{0,4}?(?P<pct>\d{1,3})\s*%|(?P<pct2>\d{1,3})\s*%的?(?:责任|赔偿责任)"
    r"|(?:承担|负|按)[^，。；]{0,4}?百分之(?P<cn>[一二三四五六七八九十百]+)"
)
_PEDESTRIAN = r"行人|步行|骑(电动|自行|三轮|助力)|非机动车|横穿|过马路|电动自行车|骑车"
_MOTOR_VICTIM = r"(驾驶|驾)的?(小型)?(轿车|汽车|货车|客车|面包车|摩托车)[^。]{0,10}(相撞|追尾)|与[^，。]{0,8}(轿车|汽车|货车|客车|面包车|摩托车|机动车|车辆)[^，。]{0,4}(相撞|碰撞|相碰)|追尾|两车相撞|车辆相撞"


def _driver_name(text: str) -> str | None:
    match = re.search(r"([^\s，。、；：（）()]{1,5}?)(?:驾驶|驾车|开车)", text)
    if not match:
        return None
    name = re.sub(r"^(由|被告|原告|某日|当日|当天|\d+时许?|许)", "", match.group(1))
    name = re.sub(r"^(驾驶员|司机)", "", name) or name
    return name or None


# the asker was hit ('我被撞了', '撞了我', '赔我多少'): the other side's own damage is not claimed
_ASKER_IS_VICTIM = r"我[^，。；]{0,8}被|被[^，。；]{0,10}撞|撞了我|撞到我|赔我|给我赔|我的损失"
# the asker's side pays ('我这边的交强险要赔他多少', '我要赔对方多少'): the asker is the vehicle side even
# when the other party ran into the asker's car, and the other party's damage is the loss claimed
_ASKER_PAYS = (
    r"我(?:这边|这方|方|家|自己)?的(?:交强险|保险|商业险|三者险|车险)|我[^，。？?]{0,10}(?:赔|赔给|赔偿|付给?)(?:他|她|对方|人家)"
    r"|我还?(?:要|得|需要|应该?|该)(?:赔|付|出)"
)
_ASKER_PAID = r"赔我|给我赔|赔给我|我的损失|我能(?:拿|得到|获赔)"
_ASKER_SELF = r"(?:我|本人|自己|本车)[方的]?(?:负|承担|是)?$"
_OTHER_PARTY_OWNER = r"(?:对方|他|她|司机|肇事者|肇事车辆?)(?:的|自己的|那边的?)?(?:车(?:辆)?)?(?:的)?$"


def _loss_items(text: str, reference: Reference, asker_is_victim: bool) -> dict[str, Decimal]:
    """'医疗费32000元，营养费1500元' and '医疗费、误工费分别为5000元、3000元'."""
    losses: dict[str, Decimal] = {}
    taken: list[tuple[int, int]] = []
    aliases = reference.loss_aliases()
    alias_pattern = "|".join(re.escape(alias) for alias in aliases)

    for match in re.finditer(rf"((?:{alias_pattern})(?:[、和及与](?:{alias_pattern}))+)[^。；]{{0,6}}?分别(?:为|是)?", text):
        names = re.split(r"[、和及与]", match.group(1))
        following = find_loose_money(text[match.end() : match.end() + 80])
        if len(following) >= len(names):
            for name, money in zip(names, following):
                losses[name] = losses.get(name, Decimal(0)) + money.value
            taken.append((match.start(), match.end() + following[len(names) - 1].end))

    # '车辆维修费', '车子修理花了3千', '我车头修了5000', '保险杠换了800': the vehicle or a part of it repaired
    vehicle_loss = (
        r"(?:(?:电动|摩托|自行|三轮|轿|货|客|小|汽)?车(?:辆)?(?:的)?(?:损失|维修费用?|修理费|维修|修理|损坏|损毁|受损)"
        r"|修车(?:费用?)?|车损"
        r"|(?:车子?|车头|车尾|车身|车门|车灯|车窗|车漆|前脸|保险杠|后视镜|挡风玻璃)(?:的)?"
        r"(?:修了|修理了?|维修了?|修花了|修好花了|修好了|换了|喷漆|补漆)(?:花了|用了|花费了?)?)"
    )
    # things the victim carried, damaged in the crash ('手机摔坏了，1200'): property losses too
    goods = (
        r"(?:手机|眼镜|电脑|笔记本电脑|头盔|衣物|衣服|手表|首饰|行李|财物|物品)"
        r"(?:[^，。；\d]{0,4}?(?:摔坏了?|损坏了?|坏了|碎了|摔碎了?|报废了?|损毁了?|丢了|丢失了?|维修|修理|损失))"
    )
    # every item followed in its clause by an amount, with or without 元: '医疗费3.2万', '护理费9000'
    amounts = find_loose_money(text)
    for match in re.finditer(rf"(?P<name>{alias_pattern}|{vehicle_loss})|(?P<goods>{goods})", text):
        if any(start <= match.start() < end for start, end in taken):
            continue
        owner = text[clause_at(text, match.start())[0] : match.start()]
        if asker_is_victim and re.search(_OTHER_PARTY_OWNER, owner):
            continue  # '对方车损3000' when the asker is the injured party: not a loss of the victim
        money = next((m for m in amounts if m.start >= match.end()), None)
        if match.group("goods"):
            money = _goods_price(text, match.end(), money)
        elif money is not None and not re.fullmatch(r"(?:费用)?[^，。；、\d]{0,8}", text[match.end() : money.start]):
            money = None
        if money is None:
            continue
        name = "财产损失" if match.group("goods") else match.group("name")
        if is_lower_bound(money):  # '医疗费2万多': left to _unquantified_losses
            continue
        if reference.classify_loss(name) is None:
            name = "车辆损失"
        losses[name] = losses.get(name, Decimal(0)) + money.value
        taken.append((match.start(), money.end))
    if not _has_medical_item(losses, reference):
        spent = _medical_spending(text, amounts, taken)
        if spent is not None:
            losses["医疗费"] = spent
    for name, amount in _rated_losses(text).items():
        if not any((reference.classify_loss(item) or ("", ""))[1] == name for item in losses):
            losses[name] = amount
    return losses


_SPAN = rf"(?P<count>{NUMBER_TOKEN})\s*(?P<unit>个月|天|日)"
_LOST_WORK = re.compile(rf"误工(?:期|时间)?(?:为|是|了|共|有)?\s*{_SPAN}")
# the victim's own income over the unit of time lost: '月收入4500', '每天能挣300'
_INCOME_PER = {
    "个月": r"(?:月收入|月工资|月薪|每个?月(?:的)?(?:收入|工资|能?挣|赚))",
    "天": r"(?:日收入|日工资|日薪|每天(?:的)?(?:收入|工资|能?挣|赚)|一天(?:能?挣|赚|收入))",
}
_CARE = re.compile(
    rf"护理(?:期|时间)?(?:为|是|了|共|有)?\s*{_SPAN}[，,、\s]*(?:护理费)?(?P<per>每天|每日|一天|日均|每月|每个月)[^，。；\d]{{0,3}}?(?P<rate>\d+(?:\.\d+)?)\s*(?:元|块)?(?![\d.万千%])"
)


def _rated_losses(text: str) -> dict[str, Decimal]:
    """Loss items stated as a rate and a span instead of an amount: '月收入4500，误工3个月' -> 误工费
    13500, '护理20天，每天150' -> 护理费 3000. Nothing when the rate or the span is not stated."""
    found: dict[str, Decimal] = {}
    lost = _LOST_WORK.search(text)
    if lost:
        unit = "天" if lost.group("unit") in ("天", "日") else "个月"
        income = re.search(rf"{_INCOME_PER[unit]}[^，。；\d]{{0,3}}?(?P<rate>\d+(?:\.\d+)?)\s*(?:元|块)?(?![\d.万千%])", text)
        if income:
            found["误工费"] = Decimal(income.group("rate")) * Decimal(str(to_number(lost.group("count"))))
    care = _CARE.search(text)
    # a rate per day for a span in days, per month for one in months
    if care and (care.group("unit") == "个月") == ("月" in care.group("per")):
        found["护理费"] = Decimal(care.group("rate")) * Decimal(str(to_number(care.group("count"))))
    return found


def _goods_price(text: str, after: int, money: MoneyMention | None) -> MoneyMention | None:
    """The price of a damaged thing, said after it, also in the next clause and without 元 ('手机摔坏了，1200')."""
    if money is not None and re.fullmatch(r"[^。；、\d]{0,8}", text[after : money.start]):
        return money
    bare = re.match(r"[^。；、\d]{0,8}?(?P<number>\d+(?:\.\d+)?)\s*(?:元|块)?(?![\d.%万千个年月天岁号日])", text[after:])
    if not bare:
        return None
    start = after + bare.start("number")
    return MoneyMention(Decimal(bare.group("number")), start, after + bare.end(), bare.group("number"), approximate=False)


def _has_medical_item(losses: dict[str, Decimal], reference: Reference) -> bool:
    return any((reference.classify_loss(name) or ("", ""))[1] == "医疗费" for name in losses)


# money spent on treatment named by what it paid for, not by the item: '送医院抢救花了1.5万',
# '住院花了2万', '做手术用了3万块'
_MEDICAL_SPENDING = (
    r"(?:抢救|住院|治疗|看病|手术|医院|门诊|就医|急救|医药|治伤|看伤)[^，。；\d费金]{0,6}?"
    r"(?:花了|花费了?|花去了?|用了|用去了?|支出了?|交了|付了|垫了|垫付了?)"
)


def _medical_spending(text: str, amounts: list[MoneyMention], taken: list[tuple[int, int]]) -> Decimal | None:
    total = None
    for match in re.finditer(_MEDICAL_SPENDING, text):
        money = next((m for m in amounts if m.start >= match.end()), None)
        if money is None or not re.fullmatch(r"[^，。；、\d]{0,3}", text[match.end() : money.start]):
            continue
        if any(start <= money.start < end for start, end in taken) or is_lower_bound(money):
            continue
        total = (total or Decimal(0)) + money.value
        taken.append((match.start(), money.end))
    return total


# '好几万', '十几万', '几千块': the user does not know the figure yet
_VAGUE_AMOUNT = r"[好十]?几[十百千万]|好多钱|不少钱|一大笔|若干|[\d十百千万][多余](?:元|块|万)?(?![天个岁年月次周])"


def _unquantified_losses(text: str, reference: Reference, losses: dict[str, Decimal]) -> list[str]:
    """Loss items named with a vague amount ('住院花了好几万医疗费'): the figure must be asked for."""
    alias_pattern = "|".join(re.escape(alias) for alias in reference.loss_aliases())
    found = []
    # '住院花了好几万': the medical expense by what it paid for
    if not _has_medical_item(losses, reference) and any(
        re.search(_VAGUE_AMOUNT, text[m.end() : clause_at(text, m.end())[1]]) for m in re.finditer(_MEDICAL_SPENDING, text)
    ):
        found.append("医疗费")
    for match in re.finditer(alias_pattern, text):
        start, end = clause_at(text, match.start())
        name = reference.classify_loss(match.group())
        canonical = name[1] if name else match.group()
        if re.search(_VAGUE_AMOUNT, text[start:end]) and match.group() not in losses and canonical not in found:
            found.append(canonical)
    return found


# a clause that says which insurance the vehicle has ('对方只有交强险') states a fact; it does not ask
_INSURANCE_FACT = r"(只有|仅有|有|只买了?|只投保了?|仅投保了?|买了|投保了?|购买了?|上了|没有|没买|未投保|未购买)[^，。]{0,8}(交强险|商业|三者险|保险)"
_ASKING_WORDS = r"多少|几|计算|如何|怎么|[?？]"


# '交强险赔完之后还要赔多少', '除交强险外对方还应赔多少', '超出交强险的部分': what is owed beyond the
# compulsory insurance, by whoever pays it (commercial insurer and driver together)
_AFTER_COMPULSORY = (
    r"交强险[^，。？?]{0,4}(?:赔|赔付|理赔|报销|付|支付)(?:完|过|掉)|交强险[^，。？?]{0,4}(?:赔|赔付|理赔|报销|付|支付)了?(?:之后|以后|后)"
    r"|交强险(?:赔付|理赔|赔偿)?(?:之后|以后|后)|交强险(?:赔付|理赔|赔偿)?(?:之外|以外)(?![^，。？?]{0,4}(?:还有|另有|也有|投保|买))"
    r"|除(?:去|了|掉)?交强险(?:赔付?的?|理赔的?|的)?(?:部分)?(?:之外|以外|外)"
    # '除了交强险，司机还得赔多少': the same without 之外 when the clause ends there
    r"|除(?:去|了|掉)交强险(?:赔付?的?|理赔的?|的)?(?:部分)?(?=[，,])"
    r"|交强险(?:赔)?不够的?(?:部分)?|超出交强险(?:限额)?的?(?:部分)?"
)


# one of the three compulsory limits asked for alone ('交强险"医疗费用"那一项限额下能赔多少')
_COMPULSORY_CATEGORY = {
    "compulsory_medical": r"医疗费用|医疗费",
    "compulsory_death_disability": r"死亡伤残",
    "compulsory_property": r"财产损失",
}


def _traffic_targets(asked: str) -> list[str]:
    # a stated fact ('对方只有交强险没有商业险') names insurance without asking about it
    clauses = re.split(r"[，,；;]", asked)
    asked = "，".join(c for c in clauses if not re.search(_INSURANCE_FACT, c) or re.search(_ASKING_WORDS, c))
    # '交强险加上超出交强险部分' counts the compulsory payout in: not a question about the rest alone
    compulsory_included = re.search(
        r"交强险[^，。？?]{0,8}(?:加上?|\+|＋|再加|连同|以及)|(?:包括|包含|含|连同|加上)[^，。]{0,4}交强险", asked
    )
    if re.search(_AFTER_COMPULSORY, asked) and not compulsory_included:
        if re.search(r"商业(?:第)?三者|商业险|三者险", asked) and not re.search(r"(?:加|和|与|及|[+＋、])\s*(?:司机|车主|肇事者|侵权人)", asked):
            return ["commercial"]
        if re.search(r"自掏腰包|(?:司机|车主|肇事者|对方)(?:本人|个人|自己)|自己(?:还|承担|负担|掏|出)", asked) and not re.search(r"保险", asked):
            return ["out_of_pocket"]
        return ["beyond_compulsory"]
    # '对方（保险加司机本人）一共要赔我多少': the insurer and the driver together, the whole vehicle side
    # '轿车那边（交强险加司机）一共应该赔我多少': the same with the policy named
    if re.search(r"(?:保险|交强险|商业险|三者险)[^，。？?]{0,3}(?:加上?|和|与|及|连同|以及|[+＋、])[^，。？?]{0,2}(?:司机|车主|肇事者|驾驶员|侵权人)", asked):
        return ["vehicle_side"]
    if re.search(
        r"除[^，。]{0,8}险[^，。]{0,6}(外|以外)|自行(承担|赔偿|负担)|本人还|自己(还|承担|负担|赔|掏|出)"
        r"|自己(?:要|得|需要?|该|应该?)(?:承担|负担|赔|掏|出)"
        r"|个人(还需|承担|赔|掏|出|负担)|还需(自己|自行|个人)|自掏腰包|(司机|车主|肇事者|对方)(本人|个人)",
        asked,
    ):
        return ["out_of_pocket"]
    # '交强险+剩下按比例的', '交强险无责赔付加上10%的部分': the compulsory payout and the share beyond it
    # '交强险加上司机赔的', '交强险加对方承担的': the compulsory payout and what the other side pays beyond it
    if re.search(
        r"交强险[^，。？?]{0,8}(加上?|\+|＋|再加|连同|以及)[^，。？?]{0,12}(比例|部分|剩下|剩余|超出|其余|其他|按责|责任|%"
        r"|(?:司机|对方|车主|肇事者|被告|侵权人|他|她)[^，。？?]{0,4}(?:赔|出|承担|给|付))",
        asked,
    ):
        return ["vehicle_side"]
    if re.search(r"交强险[^，。？?]{0,4}(和|及|与|、|加上?|\+|＋)[^，。？?]{0,4}(商业|三者)", asked):
        return ["insurers"]
    # '汽车一方包括交强险一共赔多少': the vehicle side's total, insurance included
    if re.search(r"(包括|包含|含|连同|加上)[^，。]{0,4}(交强险|保险|商业险|三者险)", asked):
        return ["vehicle_side"]
    if re.search(r"商业(第)?三者|商业险|三者险", asked) and not re.search(r"交强险[^。]{0,10}(和|及|与|、)", asked):
        return ["commercial"]
    for category, words in _COMPULSORY_CATEGORY.items():
        if re.search(rf"(?:交强险|强制保险)[^，。？?]{{0,6}}?[“\"‘']?(?:{words})[”\"’']?(?:那一?项|这一?项|项下?|限额|部分|类|分项)", asked):
            return [category]
    if re.search(r"交强险|强制保险", asked):
        return ["compulsory"]
    # '保险公司一共赔多少', '对方的保险能赔我多少': the insurers, not the vehicle side as a whole
    if re.search(r"保险公司|保险[^，。？?]{0,6}(赔|理赔|报销)", asked) and not re.search(r"一方|含保险|包括保险", asked):
        return ["insurers"]
    if re.search(r"损失总额|总损失|合理损失(共|合计|是|为)", asked):
        return ["total_loss"]
    return ["vehicle_side"]


def extract_traffic(question: str, reference: Reference) -> TrafficParams:
    text = clean(question)
    asked = question_sentence(text)
    dates = find_dates(text)
    params = TrafficParams()

    accident_words = r"驾|撞|事故|相撞|追尾|碰|刮|车祸|出事|出的事"
    accident = _date_with(dates, text, accident_words) or (dates[0] if dates else None)
    if accident is None:
        # '2023年我闯红灯被车撞了': the year alone decides which limits apply, except in 2020
        years = [y for y in find_years(text) if not re.search(r"收入|标准|统计|公布", text[y.end : clause_at(text, y.start)[1]])]
        accident = _date_with(years, text, accident_words) or (years[0] if len({y.value.year for y in years}) == 1 else None)
    if accident:
        # the limits changed on 2020-09-19: a month-only date in September 2020 does not say which applies
        ambiguous = not accident.day_known and accident.value.year == 2020 and (
            accident.value.month == 9 or accident not in dates
        )
        params.accident_date = None if ambiguous else accident.value

    asker_pays = bool(re.search(_ASKER_PAYS, asked)) and not re.search(_ASKER_PAID, asked)
    asker_is_victim = bool(re.search(_ASKER_IS_VICTIM, text)) and not asker_pays
    params.losses = _loss_items(text, reference, asker_is_victim=asker_is_victim)
    params.unquantified_losses = _unquantified_losses(text.replace(asked, "") if asked != text else text, reference, params.losses)

    driver = _driver_name(text)
    # '交警认定我全责、司机无责': when another party's share is named too, the asker's ('我') is not the
    # vehicle side's; '我开车撞了人，我负全部责任' keeps it, as it is the only one
    mentions = list(_LIABILITY.finditer(text))
    own = [m for m in mentions if re.search(_ASKER_SELF, text[max(0, m.start() - 4) : m.start()])]
    others = [m for m in mentions if m not in own]
    # when the asker's own insurance pays, the asker's share decides which limits apply ('电动车全责、我无责')
    mentions = (own if asker_pays else others) or mentions
    chosen = None
    # 'A车的交强险应该赔我多少': the liability of the vehicle whose insurance is asked about (a passenger of
    # the car at fault claims from the other car's insurance as a third party)
    asked_vehicle = re.search(r"(?<![A-Za-z])([A-Za-z甲乙丙丁]车)(?:的|那边的?)?(?:交强险|保险|商业险|三者险)", asked)
    if asked_vehicle:
        chosen = next(
            (m for m in _LIABILITY.finditer(text) if asked_vehicle.group(1) in text[max(0, m.start() - 4) : m.start()]), None
        )
    if chosen is None and driver and not (asker_pays and own):
        for mention in mentions:
            if driver in text[max(0, mention.start() - len(driver) - 6) : mention.start()]:
                chosen = mention
                break
    if chosen is None and not asker_pays:
        # '交警认定我妈全责，司机无责': the victim's share is not the vehicle side's
        chosen = next((m for m in mentions if re.search(_VEHICLE_SIDE, text[max(0, m.start() - 8) : m.start()])), None)
    if chosen is None and mentions:
        chosen = mentions[0]
    if chosen is not None:
        if chosen.group("label"):
            params.liability = f"{chosen.group('label')}责任"
        elif chosen.group("short"):  # '司机全责', '对方主责'
            params.liability = _SHORT_LIABILITY[chosen.group("short")]
        else:
            params.liability = "无责任"
    # '交警认定我70%责任，对方30%': when the asker was hurt, the asker's own share is not the vehicle side's
    ratio = next(
        (
            found
            for found in _LIABILITY_RATIO.finditer(text)
            if not (asker_is_victim and re.search(r"(?:我|我方|本人|自己)[^，。；\d]{0,3}$", text[max(0, found.start() - 4) : found.start()]))
        ),
        None,
    )
    if ratio:
        percent = ratio.group("pct") or ratio.group("pct2")
        params.liability_ratio = (Decimal(percent) if percent else Decimal(str(to_number(ratio.group("cn"))))) / 100
    elif other_share := re.search(r"(?:对方|司机|机动车|车方|货车|轿车|汽车)(?:一方)?[^，。；\d]{0,3}?(?P<pct>\d{1,3})\s*%", text):
        # '责任划分对方70%、我30%'
        params.liability_ratio = Decimal(other_share.group("pct")) / 100
    else:
        tenths = re.search(r"(?:承担|负|按|分|赔)[^，。；]{0,4}?(?P<tenths>[一二三四五六七八九])成", text)
        if tenths:
            params.liability_ratio = Decimal(int(to_number(tenths.group("tenths")))) / 10

    if re.search(_PEDESTRIAN, text):
        params.victim_is_pedestrian = True
    elif re.search(_MOTOR_VICTIM, text):
        params.victim_is_pedestrian = False

    if re.search(r"未(投保|购买|买|办理)(了)?交强险|没有(投保|购买|买|办理)(了)?交强险|没(买|上)交强险", text):
        params.compulsory_insured = False
    elif re.search(r"交强险|强制保险", text):
        params.compulsory_insured = True

    commercial = re.search(r"商业(第)?三者(责任)?(险|保险)|商业险|三者险", text)
    # '商业险上个月刚过期没续', '三者险脱保了', '只剩交强险': no commercial insurance on the day
    lapsed = re.search(
        r"(?:商业|三者)[^，。；]{0,12}(?:过期|到期|脱保|断保|没续|未续|停保|退保|失效)|(?:只剩(?:下)?|(?:只|仅)有)交强险(?![和与及、+＋]|以及)", text
    )
    if commercial and not lapsed and not re.search(r"(?:未|没有|没|无)[^。，；]{0,4}(?:商业|三者)", text):
        params.commercial_insured = True
        window = text[max(0, commercial.start() - 25) : commercial.end() + 25]
        for mention in find_loose_money(window):
            before = window[max(0, mention.start - 8) : mention.start]
            after = window[mention.end : mention.end + 4]
            # '保额50万元的商业三者险', '商业三者险（保险金额100万元）', '50万元的商业三者险'
            # '商业三者险（50万）': a bare amount in brackets right after the policy's name is its limit
            in_brackets = re.search(r"险[（(]\s*$", before) and re.match(r"\s*[）)]", after)
            if re.search(r"保额|保险金额|限额|保险额|金额", before + after) or re.match(r"^的?(?:商业|三者)", after) or in_brackets:
                params.commercial_limit = mention.value
                break
    elif lapsed or re.search(r"仅投保(了)?交强险|只(投保|买|购买)了?交强险", text):
        params.commercial_insured = False

    # '已经垫付了2万', '保险公司先垫付了1万医疗费', '先行赔付5000'
    paid = re.search(r"(?:已(?:经)?(?:先行?)?|先行?|预先|提前)(垫付|支付|赔偿|赔付|预付)(了)?(?P<rest>[^，。；]{0,14})", text)
    # read in the whole text, so that a bare figure after '垫付了' counts as money ('先垫付了5000医疗费')
    paid_amounts = [m for m in find_loose_money(text) if paid.start("rest") <= m.start < paid.end("rest")] if paid else []
    if paid and paid_amounts and re.fullmatch(r"[^\d]{0,8}", text[paid.start("rest") : paid_amounts[0].start]):
        params.already_paid = paid_amounts[0].value
    params.targets = _traffic_targets(asked)
    return params


def extract(question: str, scenario: str, reference: Reference) -> EconomicParams | WorkInjuryParams | TrafficParams:
    if scenario == "economic":
        return extract_economic(question)
    if scenario == "work_injury":
        return extract_work_injury(question)
    if scenario == "traffic":
        return extract_traffic(question, reference)
    raise ValueError(f"未知场景：{scenario!r}")

