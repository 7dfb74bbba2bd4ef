"""Parameters of traffic-accident compensation (道路交通安全法 第七十六条, 交强险) from a question."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from decimal import Decimal
from functools import lru_cache

from backend.compensation.extract.common import (
    ANIMALS, ASKERS_CHILD, CARE_WORDS, CARRIER_RIDE, DEATH_WORDS, ERRANDS, FIXED_OBJECT_STRUCK, KILLED_WORDS, LOCAL_AVERAGE, MINIMUM_WAGE, SET_ASIDE_WORDS, SPAN_TOLD, Span, date_with, death_told,
    disability_grade, hospital_span, hospital_stay, is_lower_bound, span_told, stated_yes_no, times_off,
    KIN_NOUNS, MOTOR_VEHICLES, SUBJECT_WORDS, place_told, subject_before,
)
from backend.compensation.money import (
    FLOOR_WORDS, PRICE_FIGURE, ROUND_FIGURE, ROUND_FLOOR_WORDS, MoneyMention, bare_amount_at, find_loose_money, format_yuan,
)
from backend.compensation.params import DAYS_PER_MONTH, OTHER_SIDES_LIABILITY, RATEABLE_ITEMS, RatedItem, SupportedPerson, TrafficParams, VictimFacts, merged_losses
from backend.compensation.reference import Reference
from backend.compensation.traffic import PASSENGER_SOURCE
from backend.compensation.textutil import (
    FIGURE_QUESTION_WORDS,
    MONTH_FROM_TODAY,
    NUMBER_TOKEN,
    DateMention,
    UnclearNumber,
    asking_clauses,
    clause_at,
    clean,
    day_asked,
    find_dates,
    find_years,
    month_from_today,
    question_sentence,
    sentence_start,
    sentences,
    to_number,
)


_LIABILITY = re.compile(
    r"(?P<label>全部|主要|同等|次要|无)责任|(?<!有)(?P<none>不负|不承担|没有|没)(事故)?责任|(?P<none2>无责|无过错|没有过错|没过错)|(?P<short>全|主|同|次)责"
    # '对方全则': the same sound typed with the wrong character
    r"|(?<!完)(?P<typo>全)则(?![是为])"
    # '承保车辆有责', '双方都有责任': some liability, its degree not said
    # ('保险公司有责任赔' is a duty to pay, '有没有责任' a question)
    r"|(?<![没无])(?P<some>有责)任?(?!任?[赔承负给付支吗])"
)
# the vehicle side named before its liability ('司机无责', '机动车无过错', '轿车一方主责')
_VEHICLE_SIDE = rf"(?:司机|驾驶员|驾驶人|{MOTOR_VEHICLES}|车方|车主|肇事|车辆|对方)(?:一方|方)?[^，。；]{{0,4}}$"
_SHORT_LIABILITY = {"全": "全部责任", "主": "主要责任", "同": "同等责任", "次": "次要责任"}
# between a liability finding and the share that quantifies it: a comma or a bracket, and words that name the
# share ('主要责任，比例70%', '主要责任（七成）'); any other word ('主要责任，伤残赔偿指数70%') is another figure
_AFTER_FINDING = r"\s*[，,（(：:]?\s*(?:责任)?(?:比例|占比|划分)?\s*(?:为|是|按|占|约|大概)?\s*[:：]?\s*"
_LIABILITY_RATIO = re.compile(
    r"(?:承担|负|按|判)[^，。；]{0,4}?(?P<pct>\d{1,3})\s*%|(?P<pct2>\d{1,3})\s*%的?(?:责任|赔偿责任)"
    # '主要责任70%', '主责80%', '主要责任（70%）', '主要责任，比例70%', '全责，责任比例为100%': the percentage
    # right after the finding it quantifies, bare, in brackets or under the name of the share
    rf"|(?<=[全主同次要部等])责任?{_AFTER_FINDING}(?P<pct3>\d{{1,3}})\s*%"
    # '责任比例为70%', '事故责任划分：70%': the share under its own name
    r"|责任?(?:比例|划分|分担|占比)\s*(?:为|是|按|[:：])?\s*(?P<pct4>\d{1,3})\s*%"
    r"|(?:承担|负|按)[^，。；]{0,4}?百分之(?P<cn>[一二三四五六七八九十百]+)"
)
_PEDESTRIAN = (
    r"行人|步行|走路|散步|骑(电动|自行|三轮|助力|电瓶)|非机动车|横穿|过马路|电动自行车|骑车|(电动车|自行车|电瓶车)骑手"
    # '一个人突然冲出来被我撞了': someone on foot
    r"|(?:一个|有个)(?:人|老人|小孩|孩子)[^，。；]{0,4}(?:冲|窜|跑|跳)(?:了)?出来"
)
# an electric tricycle is a motor vehicle or not by its make and local rules: its rider's kind is left open
_ELECTRIC_TRICYCLE = r"电动三轮|电三轮|电瓶三轮"
_CRASH = r"相撞|碰撞|相碰|撞上|撞了|撞在一起|追尾|剐蹭|刮蹭|剐了|刮了|蹭了|碰了|擦碰"
# the victim was in a motor vehicle: driving one into a crash, a crash 'with' a motor vehicle ('与/和/跟/同一辆货车相撞',
# '跟另一辆车撞了', '跟别人的车剐蹭'), or two vehicles crashing ('两车撞上了'); a motorcycle is a motor vehicle
# (道路交通安全法 第一百一十九条), so '骑摩托车被货车撞了' is too; a walker or rider is read first (_PEDESTRIAN),
# so '我骑电动车和货车相撞' stays theirs
_MOTOR_VICTIM = (
    rf"(驾驶|驾)的?(小型)?(?:{MOTOR_VEHICLES}|摩托车)[^。]{{0,10}}({_CRASH})"
    # '甲驾驶电动车与一辆轿车相撞' names the rider first, read before this; '和/跟/与一辆小车撞了' alone says nothing of
    # how the victim travelled, so only a second vehicle ('另一辆车', '别人的车') or a formal account of two vehicles
    # meeting ('与一辆货车相撞') makes it two
    rf"|与[^，。]{{0,8}}(?:{MOTOR_VEHICLES}|摩托车|车辆)[^，。]{{0,4}}(相撞|碰撞|相碰)"
    rf"|(?:与|和|跟|同)[^，。]{{0,8}}(另一?辆[^，。]{{0,4}}车|(?:别人|人家|对方|他|她)(?:家)?的车)[^，。]{{0,4}}({_CRASH})"
    rf"|追尾|两(?:辆)?车[^，。]{{0,4}}({_CRASH}|撞|碰)|车辆相撞"
    r"|骑(?:着)?摩托[^，。；]{0,10}被"
)
# the hurt asker drove or rode a motor vehicle ('我开车…', '我开我的小车…', '我骑摩托…')
_ASKER_DROVE = (
    rf"我(?:自己)?(?:开|驾驶|驾)(?:着)?(?:我的|自己的|自家的|家里的|单位的|公司的)?(?:小型)?(?:{MOTOR_VEHICLES}|车)"
    r"|我(?:自己)?骑(?:着)?(?:我的|自己的)?摩托"
)
# a share told as equal ('各50%', '双方各承担一半', '五五开', '按五五分', '各半'): half to the vehicle side, whoever asks
_EQUAL_SPLIT = (
    r"各(?:自)?(?:承担|负担?|担|占|按|赔|出)?(?:责任)?(?:的)?\s*(?:50\s*%|百分之五十|五成|一半)"
    r"|五五(?:开|分|承担)|对半(?:开|分)|各半|一半对一半"
)


# a time named relative to today, alone: '去年被货车撞了', '上个月出的事', '19年的一个老案子', '3年前'
_RELATIVE_TIME = re.compile(
    # '我今年50岁': 今年 before an age dates nothing
    r"(?P<year_word>今年|去年|前年)(?!\s*(?:\d|[一二三四五六七八九十]{1,2})\s*月)(?![^，。；\d]{0,3}(?:\d{1,3}|[一二两三四五六七八九十]{1,3})\s*(?:周岁|岁))"
    r"|(?P<month_word>上个月|上月|这个月|本月|上周|上礼拜|上星期|前几天|前两天|昨天|前天|今天|刚才)"
    r"|(?<![\d年了满近约共有干做整足龄开])(?P<short_year>[012]\d)年(?=的|那|发生|出|底|初|末|夏|冬|春|秋|[，,])"
    r"|(?<![\d一二两三四五六七八九十])(?P<years_ago>\d{1,2}|[一二两三四五六七八九十]{1,3})年前"
)
# the compulsory limits changed on 2020-09-19: a date known only to its year leaves them open in that year
_LIMITS_CHANGED_YEAR = 2020
_ACCIDENT_WORDS = r"驾|撞|事故|相撞|追尾|碰|刮|车祸|出事|出的事|案子|案件"


def _years_back(words: str) -> list[int]:
    """'三' -> [3], '十二' -> [12]; two neighbouring numbers ('两三', '五六') -> both ends of the range."""
    if len(words) == 2 and all(word in "一二两三四五六七八九" for word in words):
        return [int(to_number(word)) for word in words]
    return [int(to_number(words))]


def _relative_accident_date(text: str) -> DateMention | None:
    """The accident dated from today when the question names no calendar year ('去年被车撞了' asked in
    2026: 2025). Only the first such time whose clause (or the next) tells of the accident counts; the
    day stays unknown, so a time that falls in 2020 still leaves the 2020-09-19 limits open."""
    today = day_asked()
    for match in _RELATIVE_TIME.finditer(text):
        start, end = clause_at(text, match.start())
        next_end = clause_at(text, min(end + 1, len(text)))[1] if end < len(text) else end
        if not re.search(_ACCIDENT_WORDS, text[start:next_end]):
            continue
        if match.group("year_word"):
            value = date(today.year - {"今年": 0, "去年": 1, "前年": 2}[match.group("year_word")], 1, 1)
            return DateMention(value, match.start(), match.end(), day_known=False)
        if match.group("short_year"):
            return DateMention(date(2000 + int(match.group("short_year")), 1, 1), match.start(), match.end(), day_known=False)
        if match.group("years_ago"):
            # '两三年前' spans two years: it decides the limits only where both do, and the year nearer the
            # change is the one that can leave them open
            year = min((today.year - back for back in _years_back(match.group("years_ago"))),
                       key=lambda year: abs(year - _LIMITS_CHANGED_YEAR))
            return DateMention(date(year, 1, 1), match.start(), match.end(), day_known=False)
        word = match.group("month_word")
        if re.fullmatch(MONTH_FROM_TODAY, word):
            value = month_from_today(word)
        else:  # days ago: the month is known, the day near enough
            value = today - timedelta(days=7)
        return DateMention(value, match.start(), match.end(), day_known=False)
    return None


_TENTHS = "[一二两三四五六七八九]"
_SHARE = r"(?:负|承担|占|是|担)?(?:责任)?(?:为|是)?\s*(?:(?P<pct>\d{1,3})\s*%|(?P<tenths>[一二两三四五六七八九])成)"
_OWN_PARTY = r"(?<![对他她])(?:我|我方|本人|自己|我这边)(?:一方)?"
_OTHER_PARTY = rf"(?:对方|司机|车方|{MOTOR_VEHICLES}|摩托车)(?:一方)?"


def _percent(digits: str) -> Decimal | None:
    """A stated percentage as a share; None for one over 100 % (a misreading, never a liability share)."""
    value = Decimal(digits)
    return value / 100 if value <= 100 else None


def _party_shares(text: str) -> tuple[Decimal | None, Decimal | None]:
    """The asker's and the other party's shares where both are named ('对方60%、我40%', '对方六成我四成')."""

    def share(party: str) -> Decimal | None:
        found = re.search(party + _SHARE, text)
        if not found:
            return None
        return _percent(found.group("pct")) if found.group("pct") else Decimal(int(to_number(found.group("tenths")))) / 10

    return share(_OWN_PARTY), share(_OTHER_PARTY)


def _overlapping(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """Every match, one starting at each position: a match passed over ('我次要责任，按70%算' is not the
    asker's share) must not hide a shorter one inside it ('按70%')."""
    position = 0
    while (found := pattern.search(text, position)) is not None:
        # '60%' read again from its second digit is no share ('0%')
        if not (found.start() > 0 and text[found.start() - 1].isdigit() and text[found.start()].isdigit()):
            yield found
        position = found.start() + 1


# '负七成', '主要责任（七成）', '七成责任': tenths said with the finding or of the liability itself
_TENTHS_RATIO = re.compile(
    rf"(?:承担|负|按|分|赔)[^，。；]{{0,4}}?(?P<tenths>{_TENTHS})成"
    rf"|(?<=[全主同次要部等])责任?{_AFTER_FINDING}(?P<after_finding>{_TENTHS})成"
    rf"|(?P<named>{_TENTHS})成的?(?:事故)?(?:赔偿)?责任"
)


def _askers_own(text: str, found: re.Match[str]) -> bool:
    """Whether a share is told of the asker ('交警认定我70%责任', '我次要责任（三成）')."""
    return bool(re.search(r"(?:我|我方|本人|自己)[^，。；\d]{0,3}$", text[max(0, found.start() - 4) : found.start()]))


def _victims_own(text: str, found: re.Match[str], asker_is_victim: bool) -> bool:
    """Whether a share is told of the victim: the hurt asker's ('交警认定我70%责任', '我次要责任（三成）'), or that of a
    victim told in the third person ('行人负70%', '李某被撞伤，交警认定李某承担70%的责任'). A share that quantifies a
    finding ('交警认定我承担次要责任（30%）') is the finding's holder's, read as _liability reads the finding."""
    finding = _quantified_finding(text, found)
    if finding is not None:
        return _held_by_victim(text, finding.start(), asker_is_victim)
    return (asker_is_victim and _askers_own(text, found)) or _held_by_victim(text, found.start(), asker_is_victim=False)


# what may stand between a finding and the share that goes on to quantify it, no other party named:
# '交警认定我负次要责任，承担30%'
_SAME_HOLDER_GAP = re.compile(r"[，,、\s]*(?:即|也就是|并)?(?:承担|负担?|占)?(?:了|的)?\s*")


def _quantified_finding(text: str, found: re.Match[str]) -> re.Match[str] | None:
    """The finding a share quantifies: right after it ('次要责任（30%）', '主责八成'), or in the next clause with no
    other party named ('我负次要责任，承担30%'); else None."""
    if found.groupdict().get("pct3") or found.groupdict().get("after_finding"):
        return next((m for m in _LIABILITY.finditer(text) if m.start() < found.start() < m.end()), None)
    before = [m for m in _LIABILITY.finditer(text) if m.end() <= found.start()]
    # '…我次要责任，按70%算' is the basis the amount is reckoned on, not the clause before it
    if before and not found.group().startswith("按") and _SAME_HOLDER_GAP.fullmatch(text, before[-1].end(), found.start()):
        return before[-1]
    return None


def _vehicle_share(pattern: re.Pattern[str], text: str, asker_is_victim: bool) -> re.Match[str] | None:
    """The first share the pattern finds that is not the victim's own ('交警认定我70%责任，对方30%')."""
    return next((found for found in _overlapping(pattern, text) if not _victims_own(text, found, asker_is_victim)), None)


def _share_of(found: re.Match[str]) -> Decimal | None:
    """The share a match of _LIABILITY_RATIO or _TENTHS_RATIO states."""
    groups = found.groupdict()
    percent = next((groups[name] for name in ("pct", "pct2", "pct3", "pct4") if groups.get(name)), None)
    if percent:
        return _percent(percent)
    if groups.get("cn"):
        return _percent(str(to_number(groups["cn"])))
    tenths = next(groups[name] for name in ("tenths", "after_finding", "named") if groups.get(name))
    return Decimal(int(to_number(tenths))) / 10


def _stated_ratio(text: str, asker_is_victim: bool) -> Decimal | None:
    """The vehicle side's share where one percentage or tenths is stated ('按70%', '主要责任80%', '按七成')."""
    ratio = _vehicle_share(_LIABILITY_RATIO, text, asker_is_victim)
    if ratio:
        return _share_of(ratio)
    # '责任划分对方70%、我30%'
    other_share = re.search(r"(?:对方|司机|机动车|车方|货车|轿车|汽车)(?:一方)?[^，。；\d]{0,3}?(?P<pct>\d{1,3})\s*%", text)
    if other_share:
        return _percent(other_share.group("pct"))
    tenths = _vehicle_share(_TENTHS_RATIO, text, asker_is_victim)
    return _share_of(tenths) if tenths else None


def _victims_share(text: str, asker_is_victim: bool) -> Decimal | None:
    """The victim's own share where it alone is stated ('交警认定我主要责任（70%）', '我负三成责任', '行人负70%')."""
    for pattern in (_LIABILITY_RATIO, _TENTHS_RATIO):
        found = next((found for found in _overlapping(pattern, text) if _victims_own(text, found, asker_is_victim)), None)
        if found:
            return _share_of(found)
    return None


def _asker_rode(text: str) -> bool:
    """The asker rode in a vehicle of the accident ('我坐在公交车上'): the asker's own finding or share does not
    split the vehicles' shares between them."""
    return bool(re.search(rf"我[^，。；]{{0,4}}(?:{_RIDING})", text))


def _driver_name(text: str) -> str | None:
    match = re.search(r"([^\s，。、；：（）()]{1,5}?)(?:驾驶|驾车|开车)", text)
    if not match:
        return None
    name = re.sub(r"^(由|被告|原告|某日|当日|当天|\d+时许?|许)", "", match.group(1))
    name = re.sub(r"^(驾驶员|司机)", "", name) or name
    return name or None


# the asker was hit ('我被撞了', '撞了我', '赔我多少') or tells their own injury ('我受伤了', '我骨折了', '我住院了',
# '我评了十级伤残'), whatever the asking clause says ('能赔多少'): the other side's own damage is not claimed.
# '我也受伤了' tells a second person hurt, so it does not make the asker the victim.
_ASKER_IS_VICTIM = (
    r"我[^，。；]{0,8}被|被[^，。；]{0,10}撞|撞了我|撞到我|赔我|给我赔|我(?:这边|这方|方)?的损失"
    r"|我(?:一共|总共|最多|最后)?能(?:拿|得到|获赔|拿到)"
    r"|我(?:自己|本人)?(?:当场)?(?:受(?:了)?(?:点|重|轻)?伤|(?:多处)?骨折|住(?:了)?[\d一二三四五六七八九十两几个多天月]*院"
    r"|(?:被)?(?:评|定|鉴定)(?:了|为|成)?[^，。；]{0,4}级伤残)"
    # the harm told first with no one named ('被邻居家的狗咬了', '昨天在超市滑倒了'), or done to the asker ('把我咬伤了')
    r"|^(?:今天|昨天|前天|上周|上个?月|刚才|前几天)?[，,]?(?:在[^，。；我他她]{1,10})?(?:被|让|滑倒|摔|跌倒|受伤|骨折)"
    r"|把我[^，。；]{0,2}(?:咬|抓|挠|撞|砸|扑|打|踢|砍|捅|推|刺|划|烫)"
    # a fight told first with no one named, the asker its subject ('和人打架被打伤了', '跟邻居吵架受了伤')
    r"|^(?:和|跟|与)[^，。；我他她]{1,8}?(?:打架|打起来|吵架|吵起来|起了?冲突|发生了?冲突|起了?争执|发生了?争执)"
    r"[^，。；]{0,4}(?:被|受(?:了)?伤|骨折)"
)
# the asker's side pays ('我这边的交强险要赔他多少', '我要赔对方多少'): the asker is the vehicle side even
# when the other party ran into the asker's car, and the other party's damage is the loss claimed
_ASKER_PAYS = (
    r"我(?:这边|这方|方|家|自己)?的(?:交强险|保险|商业险|三者险|车险)|我[^，。？?]{0,10}(?:赔|赔给|赔偿|付给?)(?:他|她|对方|人家)"
    r"|我(?:还|一共|总共|最多|大概)*(?:要|得|需要|应该?|该)(?:赔|付|出)"
    # '要我赔吗', '让我赔多少': the asker told to pay
    r"|(?:要|让|叫)我(?:来)?(?:赔|出钱|付钱|承担)"
    # an insurer's clerk or an employer asking for its side: '我司交强险应赔付多少', '我们这一方总共要赔多少'
    r"|(?:我司|我们|我方|本公司)[^，。？?]{0,8}?(?:要|应当?|该|需要?|得)(?:赔|付|支付|承担)"
)
_ASKER_PAID = r"赔我|给我赔|赔给我|我的损失|我能(?:拿|得到|获赔)"
_ASKER_SELF = r"(?:我|本人|自己|本车)(?:方|的|们|司|这边|这方|那次|这次|当时)?(?:负|承担|是)?$"
_OTHER_PARTY_OWNER = r"(?:对方|他|她|司机|肇事者|肇事车辆?)(?:的|自己的|那边的?)?(?:车(?:辆)?)?(?:的)?$"


_CATEGORY_SUBTOTAL = re.compile(
    r"(?P<category>医疗(?:费用)?|死亡伤残|伤残|财产(?:损失)?)类(?:的)?(?:损失|费用)?(?:[（(][^）)]{0,60}[）)])?"
    r"\s*(?:合计|共计|总计|一共|总共|共|加起来|小计)?(?:为|是|有)?\s*"
)
_SUBTOTAL_ITEMS = {"医疗": "医疗费用类合计", "死亡": "死亡伤残类合计", "伤残": "死亡伤残类合计", "财产": "财产损失类合计"}
_LIST_JOINER = r"\s*(?:[、和及与跟+＋]|以及|加上?)\s*"
# '这些加起来一共': the words for a sum may come one after another
_JOINT_TOTAL = r"(?:(?:等|这些|这几项|这几样)[^，。；\d]{0,8}?)?\s*(?:一共|合计|共计|总共|总计|加起来|加在一起|共)+(?:是|为|有)?\s*"
_JOINT_TOTAL_AT = re.compile(_JOINT_TOTAL)
# an item named by the stem of its name in a list after a full name ('残疾赔偿金、误工、交通、精神损失这些一共…')
_ITEM_STEM = r"[\u4e00-\u9fff]{2,5}?"


@dataclass(frozen=True)
class _JointAmount:
    """Loss items listed with one figure for all of them ('医疗费和营养费一共3万')."""

    names: list[str]
    value: Decimal
    start: int  # where the list begins
    money_start: int
    end: int  # where the figure ends


def _money_at(amounts: list[MoneyMention], text: str, position: int) -> MoneyMention | None:
    """The amount that begins at `position` (spaces skipped). Read from the whole text's amounts, so that a
    bare figure keeps the words before it that make it money ('营养费一共15000')."""
    position += len(text[position:]) - len(text[position:].lstrip())
    return next((m for m in amounts if m.start == position), None)


def _joint_amounts(
    text: str, reference: Reference, amounts: list[MoneyMention], fee_lists: list[tuple[int, int]]
) -> list[_JointAmount]:
    """Items listed with one figure for all of them: with a word for the sum ('医疗费和营养费一共3万'), or fees
    named with 费 said once, written out as a list (`fee_lists`), right before their figure ('交通住宿费4000')."""
    patterns = _item_patterns(reference)
    found = []
    for start, end in fee_lists:
        total = _JOINT_TOTAL_AT.match(text, end)
        figure_at = total.end() if total else end
        money = _money_at(amounts, text, figure_at) or bare_amount_at(text, figure_at)
        if money is not None and not is_lower_bound(money):
            found.append(_JointAmount(patterns.alias.findall(text, start, end), money.value, start, figure_at, money.end))
    for match in patterns.joint.finditer(text):
        if any(joint.start <= match.start() < joint.end for joint in found):
            continue  # a list of fees read above
        money = _money_at(amounts, text, match.end())
        if money is None or is_lower_bound(money):
            continue
        names = [_item_by_stem(name, reference) for name in re.split(_LIST_JOINER, match.group("names")) if name]
        if None in names:
            continue  # a word that names no loss item: not a list of items
        found.append(_JointAmount([name for name in names if name], money.value, match.start(), match.end(), money.end))
    return found


def _item_by_stem(word: str, reference: Reference) -> str | None:
    """The item a word names: itself when it is an item's wording, else the wording it begins ('交通' ->
    '交通费') when all such wordings lie under one compulsory limit; None when it names no item."""
    if reference.classify_loss(word):
        return word
    wordings = [alias for alias in reference.loss_aliases() if alias.startswith(word)]
    categories = {(reference.classify_loss(alias) or ("", ""))[0] for alias in wordings}
    return min(wordings, key=len) if len(categories) == 1 else None


@dataclass(frozen=True)
class _ItemPatterns:
    """The patterns built on the loss items' wordings, compiled once per set of wordings (the reference data
    is loaded once, the patterns are read on every question)."""

    alias: re.Pattern[str]  # any wording of an item, longest first
    joint: re.Pattern[str]  # items listed before one figure for all of them
    respective: re.Pattern[str]  # items listed before their figures in the same order
    each_persons: re.Pattern[str]  # one item before several people's figures ('医药费分别是1万、2万')
    itemised: re.Pattern[str]  # an item, a vehicle's damage or a damaged thing, before its own figure
    run: re.Pattern[str]  # items run together before one figure ('误工费加护理费8000')
    other_item: re.Pattern[str]  # another item, or the rest of them, named after an item
    fee_stem: re.Pattern[str]  # a fee's name without 费 ('交通' of 交通费)
    shared_fee: re.Pattern[str]  # fees naming 费 once for all of them ('交通住宿费', '交通、住宿费', '住院护理费')


def _item_patterns(reference: Reference) -> _ItemPatterns:
    return _compile_item_patterns(reference.loss_aliases())


@lru_cache(maxsize=4)
def _compile_item_patterns(aliases: tuple[str, ...]) -> _ItemPatterns:
    # ('伤残赔偿指数70%' names the grade's index, not the item 伤残赔偿)
    alias = "(?:" + "|".join(re.escape(wording) for wording in aliases) + ")(?!指数|系数)"
    # longest first, as the wordings are
    stem = "|".join(re.escape(wording[:-1]) for wording in aliases if wording.endswith("费") and len(wording) > 2)
    return _ItemPatterns(
        alias=re.compile(alias),
        joint=re.compile(rf"(?P<names>(?:{alias})(?:{_LIST_JOINER}(?:{alias}|{_ITEM_STEM}))+){_JOINT_TOTAL}"),
        respective=re.compile(rf"((?:{alias})(?:[、和及与](?:{alias}))+)[^。；]{{0,6}}?分别(?:为|是)?"),
        each_persons=re.compile(rf"(?P<name>{alias})[^，。；\d]{{0,4}}?分别(?:为|是)?"),
        itemised=re.compile(rf"(?P<name>{alias}|{_VEHICLE_LOSS})|(?P<goods>{_DAMAGED_GOODS})|(?P<listed>{_LISTED_GOODS})"),
        run=re.compile(rf"(?:{_LIST_JOINER}|的|\s)*(?:(?:{alias})(?:{_LIST_JOINER}|的|\s)*)+"),
        other_item=re.compile(rf"{alias}|其他|其余|别的|剩下"),
        fee_stem=re.compile(stem),
        shared_fee=re.compile(rf"(?:(?:{stem})(?:{_LIST_JOINER})?)+(?:{stem})(?:费|(?={_FIGURE_AFTER_FEES}))"),
    )


@dataclass
class _LossReading:
    """What _loss_items has read so far: the amount per item, the spans of text already counted, and the
    items whose span is given as a range, with the range as the question said it, and the items told as a rate and a
    time (误工费, 护理费), left for the engine to work out."""

    losses: dict[str, Decimal] = field(default_factory=dict)
    taken: list[tuple[int, int]] = field(default_factory=list)
    ranged: dict[str, str] = field(default_factory=dict)
    rated: dict[str, RatedItem] = field(default_factory=dict)

    def add(self, name: str, value: Decimal) -> None:
        self.losses[name] = self.losses.get(name, Decimal(0)) + value

    def is_taken(self, position: int) -> bool:
        return any(start <= position < end for start, end in self.taken)


def _loss_items(
    text: str,
    reference: Reference,
    asker_is_victim: bool,
    amounts: list[MoneyMention],
    joints: list[_JointAmount],
    unpriced: list[str],
    ranged: dict[str, str],
    rated: dict[str, RatedItem],
) -> dict[str, Decimal]:
    """'医疗费32000元，营养费1500元' and '医疗费、误工费分别为5000元、3000元'. An item given only as a rate
    whose span the question does not state ('伙食补助每天100元' without the days in hospital), or named
    outside the question sentence with no figure that could be read for it, goes to `unpriced`: its
    amount is asked for rather than the rate taken for it or the item left out. An item whose span is a
    range ('误工两三个月') goes to `ranged` with the range as said; one told as a rate and a time (or one of the
    two) without an amount of its own goes to `rated`."""
    reading = _LossReading()
    _add_category_subtotals(text, amounts, reading)
    _add_joint_subtotals(joints, reference, reading)
    _add_respective_amounts(text, reference, amounts, reading)
    named_only = _add_itemised_amounts(text, reference, asker_is_victim, amounts, reading, unpriced)
    losses = reading.losses
    if not _has_medical_item(losses, reference):
        spent = _medical_spending(text, amounts, reading.taken)
        if spent is not None:
            losses["医疗费"] = spent
    _add_more_medical_spending(text, reference, amounts, reading)
    _add_repair_spending(text, amounts, reading)
    rated.update(reading.rated)
    for name, told in _rated_losses(text, amounts, asker_is_victim, reading).items():
        if name not in rated and not any((reference.classify_loss(item) or ("", ""))[1] == name for item in losses):
            rated[name] = told
    # an item worked out from its rate and time counts as priced while the rest is read; read_traffic hands it to the
    # engine as a rated item, not an amount
    for name, told in rated.items():
        amount = told.amount()
        if amount is not None:
            losses[name] = amount
    named = _named_without_amount(text, reference, losses, named_only, reading.taken)
    # an item told by its time or its rate alone ('误工一周' with no income told) is the engine's to ask the other half
    # of (the victim's income, 第七条), not its amount
    unpriced += [name for name in named if name not in unpriced and (reference.classify_loss(name) or ("", name))[1] not in rated]
    ranged.update(reading.ranged)
    return losses


def _add_category_subtotals(text: str, amounts: list[MoneyMention], reading: _LossReading) -> None:
    """Reads a limit's subtotal stated by its category ('医疗类合计30000元（含医疗费、营养费）')."""
    # '医疗类合计30000元（含医疗费、营养费）', '死亡伤残类（误工、护理…）合计20万': a category's subtotal;
    # the items named beside it have no amounts of their own
    for match in _CATEGORY_SUBTOTAL.finditer(text):
        money = _money_at(amounts, text, match.end())
        if money is None or is_lower_bound(money):
            continue
        reading.add(_SUBTOTAL_ITEMS[match.group("category")[:2]], money.value)
        end = money.end
        brackets = re.match(r"\s*[（(][^）)]{0,60}[）)]", text[end:])
        reading.taken.append((match.start(), end + (brackets.end() if brackets else 0)))


def _add_joint_subtotals(joints: list[_JointAmount], reference: Reference, reading: _LossReading) -> None:
    """Reads items listed with one figure for all of them ('医疗费和营养费一共3万')."""
    # '死亡赔偿金+丧葬费+精神抚慰金一共120万': one figure for items of one limit is that category's subtotal
    for joint in joints:
        if reading.is_taken(joint.money_start):
            continue  # '死亡赔偿金、丧葬费等死亡伤残类一共60万': read above as the category's subtotal
        categories = {(reference.classify_loss(name) or ("", ""))[0] for name in joint.names}
        subtotal = reference.category_subtotal(categories.pop()) if len(categories) == 1 and "" not in categories else None
        if subtotal is not None:
            reading.add(subtotal, joint.value)
        # items of different limits are asked for one by one (see _unquantified_losses)
        reading.taken.append((joint.start, joint.end))


def _add_respective_amounts(text: str, reference: Reference, amounts: list[MoneyMention], reading: _LossReading) -> None:
    """Reads items listed before their figures in the same order ('医疗费、误工费分别为5000元、3000元')."""
    for match in _item_patterns(reference).respective.finditer(text):
        names = re.split(r"[、和及与]", match.group(1))
        following = [m for m in amounts if match.end() <= m.start < match.end() + 80]
        if len(following) >= len(names):
            for name, money in zip(names, following):
                reading.add(name, money.value)
            reading.taken.append((match.start(), following[len(names) - 1].end))
    # one item, several people's figures ('我们三个医药费分别是1万、2万、3万'): the item's total, as the limits cap the
    # sum whoever's part it is (交通事故解释 第十九条 only divides it)
    for match in _item_patterns(reference).each_persons.finditer(text):
        if reading.is_taken(match.start()):
            continue
        figures: list[MoneyMention] = []
        for money in (m for m in amounts if m.start >= match.end()):
            gap = text[(figures[-1].end if figures else match.end()) : money.start]
            if not re.fullmatch(r"\s*" if not figures else r"\s*[、和及与]\s*", gap):
                break
            figures.append(money)
        if len(figures) >= 2:
            reading.add(match.group("name"), sum((money.value for money in figures), Decimal(0)))
            reading.taken.append((match.start(), figures[-1].end))


# '车辆维修费', '车子修理花了3千', '我车头修了5000', '保险杠换了800': the vehicle or a part of it repaired
_VEHICLE_LOSS = (
    # '电动车报废损失3000', '车子全损了': a vehicle beyond repair
    # '自行车坏了300', '电动车被撞坏了，800': the damage said without a fee's name
    r"(?:(?:电动|摩托|自行|三轮|轿|货|客|小|汽)?车(?:辆|子)?(?:的)?(?:(?:报废|全损)(?:的)?(?:损失|了)?|损失|维修费用?|修理费|维修|修理|损坏|损毁|受损"
    # '电动车毁了值3500', '车被撞毁了': a vehicle destroyed
    r"|被?(?:撞|摔|压|刮|碰|弄)?(?:坏|烂|毁)了?)"
    r"|修车(?:费用?)?|车损"
    # '电动车被撞坏了，修了600': the repair in the clause after the damage, its vehicle not named again
    r"|(?<=[，,])(?:又|还)?(?:修了|修好了?|修理了?|维修了?|修花了)(?:花了|用了|花费了?)?"
    r"|(?:车子?|摩托|车头|车尾|车身|车门|车灯|车窗|车漆|前脸|保险杠|后视镜|挡风玻璃)(?:的)?"
    r"(?:修了|修理了?|维修了?|修花了|修好花了|修好了|换了|喷漆|补漆)(?:花了|用了|花费了?)?)"
)
# things the victim carried, damaged in the crash ('手机摔坏了，1200'): property losses too
_BELONGINGS = r"(?:手机|眼镜|电脑|笔记本电脑|头盔|衣物|衣服|手表|首饰|行李|财物|物品)"
_DAMAGED_GOODS = (
    rf"{_BELONGINGS}(?:[^，。；\d]{{0,4}}?(?:摔坏了?|损坏了?|坏了|碎了|摔碎了?|报废了?|损毁了?|丢了|丢失了?|维修|修理|损失))"
    # '摔坏的手机1200元': the damage said before the thing
    rf"|(?:摔坏|损坏|撞坏|摔碎|撞碎|压坏|弄坏|摔烂|撞烂)了?的{_BELONGINGS}"
    # any other thing named before its damage ('车上一个行车记录仪坏了800元', '一箱水果全撞烂了'): a short
    # name after a clause break, a measure word or 的 (a body part or a feeling is screened out below)
    r"|(?<=[，,。；：:\s个台部副只块件把箱袋套的])(?P<thing>[^\s，,。；：:、\d（）()的]{1,6}?)"
    r"(?:摔坏|撞坏|压坏|弄坏|损坏|坏|摔碎|撞碎|碎|摔烂|撞烂|压烂|损毁|撞毁|摔毁|(?:撞|摔|压)?(?:裂|变形)"
    # an animal's harm to things ('裤子被咬破了', '沙发抓烂了')
    r"|(?:咬|抓|撕|挠)(?:破|坏|烂))了?"
)
# belongings or a two-wheeler listed right before one figure, with no word of damage ('眼镜和衣服1000',
# '电动车和头盔一共3000', '手机500'): in a list of losses, the thing's loss (a figure after a comma is not read)
# a pet killed or hurt with its worth told ('狗值5000', '猫买的时候花了3000') is the owner's property loss too
_LISTED_THING = rf"(?:{_BELONGINGS}|(?:电动|摩托|自行|三轮)车|(?:{ANIMALS}))"
_LISTED_GOODS_GAP = (
    r"\s*(?:的)?(?:损失|钱|价值|价格)?(?:一共|合计|共计|总共|加起来|共)?(?:是|为|有|值|买(?:的时候|来时?)?花了)?(?:大概|大约|约)?\s*"
)
# only where the figure follows at once ('电动车修了800' is read as the vehicle's repair)
_LISTED_GOODS = rf"{_LISTED_THING}(?:{_LIST_JOINER}{_LISTED_THING})*(?={_LISTED_GOODS_GAP}[\d一二两三四五六七八九十几])"
# '电动车300多', '手机一千多', '衣服几百块': the thing's loss said only roughly
_ROUGH_PRICE = rf"{_LISTED_GOODS_GAP}(?:(?:\d+|[一二两三四五六七八九十百千万]+)[多余]|几[十百千万])"


def _add_itemised_amounts(
    text: str,
    reference: Reference,
    asker_is_victim: bool,
    amounts: list[MoneyMention],
    reading: _LossReading,
    unpriced: list[str],
) -> list[re.Match[str]]:
    """Reads every item followed in its clause by an amount, with or without 元 ('医疗费3.2万', '护理费9000');
    returns the items named with no figure that could be read for them."""
    patterns = _item_patterns(reference)
    named_only: list[re.Match[str]] = []
    told_as_paid: list[tuple[re.Match[str], MoneyMention]] = []
    for match in patterns.itemised.finditer(text):
        if _not_the_victims_item(text, match, asker_is_victim, reading):
            continue
        if match.group("listed"):
            _add_listed_goods(text, match, amounts, reading, unpriced)
            continue
        money = next((m for m in amounts if m.start >= match.end()), None)
        if money is not None and reading.is_taken(money.start):
            # '死亡赔偿金、丧葬费等死亡伤残类一共60万': the figure is the subtotal's, not the item's as well
            money = None
        product = None if match.group("goods") else re.match(_PRODUCT, text[match.end() :])
        if product:  # '住院伙食补助费：20天×100元': the figure worked out in the question
            name = match.group("name") if reference.classify_loss(match.group("name")) else "车辆损失"
            reading.add(name, Decimal(product.group("first")) * Decimal(product.group("second")))
            reading.taken.append((match.start(), match.end() + product.end()))
            continue
        money = _item_money(text, match, money, patterns.alias, reading)
        if money is None:
            if reference.classify_loss(match.group("name") or ""):
                named_only.append(match)
            continue
        told_before = text[clause_at(text, match.start())[0]:match.start()]
        if match.group("name") and re.search(_PAID_FOR_THE_ITEM, told_before):
            told_as_paid.append((match, money))
            continue
        _add_item_amount(text, reference, match, money, reading, unpriced)
    # an item told as paid ('对方医药费2万，我先垫付了医药费5000'): a part of the same item's figure told elsewhere, so
    # counted only where it is the item's one figure; what was paid is _paid_so_far's
    counted = {(reference.classify_loss(name) or ("", name))[1] for name in reading.losses}
    for match, money in told_as_paid:
        if (reference.classify_loss(match.group("name")) or ("", match.group("name")))[1] in counted:
            reading.taken.append((match.start(), money.end))
        else:
            _add_item_amount(text, reference, match, money, reading, unpriced)
    return named_only


# a paying verb right before an item's name ('垫付了医药费5000', '已经赔了他医药费5000', '给了我护理费3000')
_PAID_FOR_THE_ITEM = r"(?:垫付|支付|赔付|赔偿|垫|付|给|赔)了?(?:他|她|对方|伤者|我)?(?:的)?$"


def _add_listed_goods(
    text: str, match: re.Match[str], amounts: list[MoneyMention], reading: _LossReading, unpriced: list[str]
) -> None:
    """Counts belongings listed right before their figure ('眼镜和衣服1000') as a property loss; a figure
    given only as a lower bound ('电动车3000多') is asked for."""
    name = "车辆损失" if "车" in match.group("listed") else "财产损失"
    gap = re.match(_LISTED_GOODS_GAP, text[match.end() :])
    money = _money_at(amounts, text, match.end() + gap.end()) if gap else None
    if money is None and re.match(_ROUGH_PRICE, text[match.end() :]):
        if name not in unpriced:
            unpriced.append(name)
        return
    if money is None:
        # a bare figure only where its clause ends with it ('骑电动车20分钟', '手机300多' are no price)
        money = bare_amount_at(text, match.end(), gap=_LISTED_GOODS_GAP, clause_ends=True)
        if money is None:
            return
    if reading.is_taken(money.start):
        return
    reading.taken.append((match.start(), money.end))
    if is_lower_bound(money):
        if name not in unpriced:
            unpriced.append(name)
        return
    reading.add(name, money.value)


def _not_the_victims_item(text: str, match: re.Match[str], asker_is_victim: bool, reading: _LossReading) -> bool:
    """Whether a named item is already counted, or is no loss of the victim (by its owner or its name)."""
    if reading.is_taken(match.start()):
        return True
    owner = text[clause_at(text, match.start())[0] : match.start()]
    if reading.taken and re.search(r"其中[^，。；]{0,4}$", owner):
        return True  # '医疗费和营养费一共3万，其中营养费2000': a part of a sum already counted
    if asker_is_victim and re.search(_OTHER_PARTY_OWNER, owner):
        return True  # '对方车损3000' when the asker is the injured party: not a loss of the victim
    thing = match.group("thing")
    # '腿摔坏了', '吓坏了', '对方车上的货撞坏了': no property loss of the victim
    return bool(thing and (re.search(_NOT_A_THING, thing) or (asker_is_victim and re.search(r"对方|他|她|司机|肇事", owner))))


def _item_money(
    text: str, match: re.Match[str], money: MoneyMention | None, alias: re.Pattern[str], reading: _LossReading
) -> MoneyMention | None:
    """The figure that is a named item's own, given the first amount after it; None when there is none."""
    # '三轮车坏了，600': a vehicle said to be broken is priced as a damaged thing is, also in the next clause
    if match.group("goods") or re.search(r"(?:坏|烂|毁)了?$", match.group(0)):
        money = _goods_price(text, match.end(), money)
        if money is not None and alias.search(text, match.end(), money.start):
            return None  # '手机摔坏了，误工费3000': the figure is the next item's
        return money
    if money is None or money.start > match.end():
        # '交通住宿5000': a bare figure right after the item's name is its amount
        bare = bare_amount_at(text, match.end())
        if bare is not None and not reading.is_taken(match.end()):
            money = bare
    # '财产损失（手机、衣物）1200元', '医疗费（含伙食补助、营养费）一共4万': a note in brackets before the figure
    # '医疗费误工费加起来5万': a figure after another item's name is not this item's alone
    if money is not None and (
        not re.fullmatch(r"(?:费用)?(?:[（(][^）)\d]{0,30}[）)])?[^，。；、\d]{0,8}", text[match.end() : money.start])
        or alias.search(re.sub(r"[（(][^）)]*[）)]", "", text[match.end() : money.start]))
    ):
        return None
    return money


def _add_item_amount(
    text: str,
    reference: Reference,
    match: re.Match[str],
    money: MoneyMention,
    reading: _LossReading,
    unpriced: list[str],
) -> None:
    """Counts a named item's figure: its amount, or a rate times its span (asked for when no span is stated)."""
    thing = match.group("thing")
    # '电动车也撞坏了，600': a vehicle in the general wording is the vehicle loss (the same limit)
    name = ("车辆损失" if thing and "车" in thing else "财产损失") if match.group("goods") else match.group("name")
    if is_lower_bound(money):  # '医疗费2万多': left to _unquantified_losses
        return
    if reference.classify_loss(name) is None:
        name = "车辆损失"
    value = money.value
    rate_unit = None if match.group("goods") else _is_rate(text, match.start(), match.end(), money)
    if rate_unit:
        # '住院伙食补助每天100元' with '住院20天': the rate times its span; without the span, asked for
        item = (reference.classify_loss(name) or ("", name))[1]
        span = _span_after_rate(text, money.end, rate_unit, item, reading) or _rate_times_span(text, item, rate_unit, reading)
        reading.taken.append((match.start(), money.end))
        if span is None:
            if name not in unpriced:
                unpriced.append(name)
            return
        if item in RATEABLE_ITEMS:  # '误工费按月收入5000算，误工2个月': the engine works it out, with its step
            per = "月" if rate_unit == "个月" else "天"
            reading.rated[item] = (
                _care_item(text, value, per, span, rate_unit, per_carer=True) if item == "护理费"
                else RatedItem(item, rate=value, per=per, time=span, time_unit=rate_unit)
            )
            return
        value *= span
    reading.add(name, value)
    if not rate_unit:
        # '医疗费3.5万（含伙食补助和营养费）': the items named in a note after the figure are in it
        note = re.match(r"\s*[（(][^）)]{0,60}[）)]", text[money.end :])
        reading.taken.append((match.start(), money.end + (note.end() if note else 0)))


# what '坏了' also says of the body, a person or a feeling, or of a thing named by its owner or left unnamed
# ('被撞坏了'): not a damaged belonging
_NOT_A_THING = (
    r"头(?![盔巾])|(?<!电)脑|腿|脚(?!踏)|(?<!扶)手(?![机表套链镯环提])|臂|胳膊|腰(?![包带])|颈|椎|骨|肋|脸|(?<!蓝)牙|眼(?!镜)|鼻|耳(?![机环])|身|人|膝|肩|胸"
    r"|(?<![书双])背(?!包)|(?<!真)皮(?![包鞋带衣])|脏|脾|肝|肺|肾|心|神经|吓|急|累|气|饿|冻|疼|痛|病"
    r"|我|你|对方|^[他她]|司机|车主|^[被给让叫把]"
)


def _named_without_amount(
    text: str,
    reference: Reference,
    losses: dict[str, Decimal],
    named: list[re.Match[str]],
    taken: list[tuple[int, int]],
) -> list[str]:
    """Loss items the question names as the victim's with no figure that could be read for them
    ('死亡赔偿金、丧葬费这些损失一共76万' in a wording no rule reads): asked for rather than left out of the
    sum. Not an item named in a note in brackets, denied ('没有误工费'), zero, counted elsewhere, or one of a
    run of items of one limit summed by the figure after the last ('误工费护理费交通费加起来2万')."""
    patterns = _item_patterns(reference)
    counted = {(reference.classify_loss(name) or ("", name))[1] for name in losses}
    set_aside = _items_set_aside(text, reference)
    found: list[str] = []
    for match in named:
        category, canonical = reference.classify_loss(match.group()) or ("", match.group())
        if canonical in counted or canonical in found or any(start <= match.start() < end for start, end in taken):
            continue
        start, end = clause_at(text, match.start())
        if (category and reference.category_subtotal(category) in losses) or re.search(rf"{_FIGURE_WORDS}|吗|能不能|能否|可不可以|[?？]", text[start:end]):
            continue  # held by its limit's subtotal, or named in a clause that asks ('能要营养费吗')
        if re.search(r"[（(][^）)]*$", text[start : match.start()]) or re.search(r"没|无|不|未|免|除|已", text[start:end]):
            continue
        if re.match(r"\s*(?:为|是)?\s*0(?:\.0+)?\s*(?:元|块)?(?![\d.])", text[match.end() :]):
            continue  # '误工费0元'
        if canonical in set_aside:
            # '精神抚慰金另外协商，先不算', '误工三四个月…误工费先不算': left out of the sum by the question itself
            continue
        # '误工费加护理费8000', '交通费误工费5000', '误工费、护理费这些一共2万': items run together before one figure
        summed = re.search(r"一共|合计|共计|总共|总计|加起来|加在一起|这些|这几项|等", text[match.end() : end])
        run_end = match.end() + summed.start() if summed else end
        run = patterns.run.match(text, match.end(), run_end)
        if summed or run:
            names = patterns.alias.findall(text[match.end() : run_end] if summed else run.group())  # type: ignore[union-attr]
            if {category} | {(reference.classify_loss(name) or ("", ""))[0] for name in names} == {category}:
                continue  # one limit: the figure is that limit's, whichever item it is read for
        found.append(canonical)
    return found


# an item the question leaves out of what it asks ('精神抚慰金另外协商，这里先不算', '营养费暂不考虑', '误工费我不要了'),
# said after it, or before it ('不主张护理费', '放弃误工费')
_SET_ASIDE = (
    rf"(?:先|暂|暂时|这里|此处|都)*(?:{SET_ASIDE_WORDS})|另(?:外|行)?(?:协商|算|计|谈|处理|起诉|主张)|以后再(?:说|算|谈)"
    r"|(?<!要)不要了|(?<!要)不(?:主张|要求|索赔)|放弃"
)
_SET_ASIDE_BEFORE = re.compile(r"(?:不主张|不要求|不索赔|放弃|不要|不算|不计算?|不考虑)(?:了)?$")
# only some items asked for ('只算医疗费', '只主张医疗费和误工费'): the others are left out
_ONLY_ASKED = r"(?:只|仅|就)(?:想)?(?:算|计算|要|主张|要求|索赔|赔)(?:一下)?"


def _items_set_aside(text: str, reference: Reference) -> set[str]:
    """The items (by their canonical names) the question sets aside where it names them."""
    patterns = _item_patterns(reference)
    return {
        (reference.classify_loss(match.group()) or ("", match.group()))[1]
        for match in patterns.alias.finditer(text)
        if _set_aside(text, match.end(), patterns.other_item) or _SET_ASIDE_BEFORE.search(text, 0, match.start())
    }


# a policy named where the item is asked ('医疗费这一块交强险能赔多少') asks that policy's payout (the targets), not the item
_POLICY_ASKED = r"交强险|强制保险|三者险|商业险|保险"


def _item_asked(asked: str, reference: Reference) -> str | None:
    """The one loss item the clause that asks names ('被扶养人生活费能拿多少', '能赔多少丧葬费'), by its item name; None where
    it names none, several ('误工费和护理费一共多少'), a subtotal of a limit, a figure told with it ('误工费5000能赔多少'
    tells the item, it does not ask it) or a policy; nor where no figure is asked ('误工费能要吗' asks whether it is owed)."""
    clause = asking_clauses(asked, leading=0)
    if not re.search(_FIGURE_WORDS, clause) or re.search(_POLICY_ASKED, clause) or find_loose_money(clause):
        return None
    subtotals = {reference.category_subtotal(category) for category in reference.traffic["loss_categories"]}
    named = {(reference.classify_loss(match.group()) or ("", match.group()))[1] for match in _item_patterns(reference).alias.finditer(clause)}
    return named.pop() if len(named) == 1 and not named & subtotals else None


def _items_left_out(text: str, reference: Reference) -> set[str]:
    """The items of an injury (traffic.yaml injury_items) that a question asking only for some ('只算医疗费') leaves out."""
    patterns = _item_patterns(reference)
    only = re.search(rf"{_ONLY_ASKED}(?P<items>(?:(?:{patterns.alias.pattern})[、和与及跟,，]?)+)", text)
    if only is None:
        return set()
    asked = {(reference.classify_loss(name) or ("", name))[1] for name in patterns.alias.findall(only.group("items"))}
    return set(reference.traffic["injury_items"]) - asked


def _set_aside(text: str, name_end: int, other_item: re.Pattern[str]) -> bool:
    """Whether the rest of the item's sentence, before any other item, sets the item aside."""
    rest = re.split(r"[。；;!！?？]", text[name_end:], maxsplit=1)[0]
    other = other_item.search(rest)  # '…，其他先不算' sets aside the others
    return bool(re.search(_SET_ASIDE, rest[: other.start()] if other else rest))


_SPAN = SPAN_TOLD
# '20天×100元', '100元/天*20天', '按80元×15天': an item's amount as a product (a stated result after '=' is the same)
_UNIT = r"(?:元|块)?\s*(?:/|每)?\s*(?:天|日|个月|月)?"
_PRODUCT = rf"\s*[:：]?\s*(?:为|是|按)?\s*(?P<first>\d+(?:\.\d+)?)\s*{_UNIT}\s*[×xX*＊]\s*(?P<second>\d+(?:\.\d+)?)\s*{_UNIT}"
# a figure per day or per month: '伙食补助每天100元', '护理费100元/天', '营养费按每日30元', '误工费每月4000'
# ('误工费按月收入5000算', '护理费按日工资300计': the rate of the pay it is counted by)
_RATE_BEFORE = r"(?:每天|每日|一天|日均|每个?月|一个月|月均|按(?:每)?(?:月|天|日)|(?:月|日)(?:收入|工资|薪))"
_RATE_AFTER = r"\s*(?:元|块)?\s*(?:/|每|一|一个|每个)\s*(?P<unit>天|日|月)"
# the words before the time of care, by any of the care words and with whom was nursed: '护理期30天', '护理了20天',
# '我老婆照顾了我一个月', '陪床半个月', '照顾他将近两个月'
_CARE_SPAN_HEAD = (
    rf"(?:{CARE_WORDS})(?:期|时间)?(?:为|是|了|共|有)?(?:我|他|她|病人|伤者|{KIN_NOUNS})?(?:了)?"
    r"(?:将近|差不多|大概|约|整整|足足)?"
)
# the span each rated item is counted over: the days in hospital for the meal allowance, the item's own
# period for the others ('护理期30天', '误工3个月', '营养期60天')
_ITEM_SPAN = {
    "住院伙食补助费": r"(?:住院(?:治疗)?(?:期间)?|(?:在)?医院(?:里)?住)(?:了|共|一共|共计)?",
    "护理费": _CARE_SPAN_HEAD,
    "误工费": "",  # times_off
    "营养费": r"营养(?:期|时间)?(?:为|是|了|共|有)?",
}


# the rate told right before the item's name ('每天伙食补助100')
_RATE_BEFORE_NAME = r"(?:每天|每日|一天|每个?月|一个月)$"


def _is_rate(text: str, name_start: int, name_end: int, money: MoneyMention) -> str | None:
    """'天' or '个月' when the figure after an item is a rate per day or per month, else None."""
    between = text[name_end : money.start]
    before = re.search(_RATE_BEFORE, between) or re.search(_RATE_BEFORE_NAME, text[:name_start])
    if before:
        return "个月" if "月" in before.group() else "天"
    after = re.match(_RATE_AFTER, text[money.end :])
    if after:
        return "个月" if after.group("unit") == "月" else "天"
    return None


def _rate_times_span(text: str, item: str, unit: str, reading: _LossReading) -> Decimal | None:
    """The item's span in the rate's unit, when the question states exactly one; None otherwise."""
    if item not in _ITEM_SPAN:
        return None
    # the time off work is read as everywhere ('误工2个月', '休息了两个月', '请假20天')
    told = times_off(text) if item == "误工费" else re.finditer(rf"{_ITEM_SPAN[item]}\s*{_SPAN}", text)
    spans = {_span_count(found, item, reading) for found in told if span_told(found).unit == unit}
    return spans.pop() if len(spans) == 1 else None


def _span_count(span: re.Match[str], item: str, reading: _LossReading) -> Decimal | None:
    """The count of an item's span; None when it is vague ('误工两三个月', '两个多月'), which is then kept as the
    question said it for the exact span to be asked for."""
    told = span_told(span)
    if told.count is None:
        reading.ranged[item] = told.said
    return told.count


# the span said right after a rate, before anything else: '每天150元，20天', '100元/天，共12天', '每月3000，护理了2个月'
_SPAN_AFTER_RATE = rf"[，,、\s]*(?:共|一共|共计|总共|合计|计)?(?:请了|护理了?|陪护了?|陪了|照顾了?)?\s*{_SPAN}(?![\d.])"


def _span_after_rate(text: str, rate_end: int, unit: str, item: str, reading: _LossReading) -> Decimal | None:
    """The span right after a rate ('护理费每天150元，20天'): the rate's own, when its unit is the rate's."""
    found = re.match(rf"(?:\s*(?:元|块))?(?:\s*(?:/|每|一|一个|每个)\s*(?:天|日|月))?{_SPAN_AFTER_RATE}", text[rate_end:])
    if found is None or span_told(found).unit != unit:
        return None
    return _span_count(found, item, reading)


# the injured's own income and the unit it is told per: '月工资6000', '月收入4500', '工资一个月8000', '每天能挣300',
# '日薪200', '年收入12万', '6000元/月'; a local average, a minimum wage or an amount paid for something is no income
# ('近三年平均每月4000': 第七条's measure of an income that is not fixed)
_INCOME_LABEL = re.compile(r"(?:收入|工资|薪水|薪资|月薪|日薪|年薪|时薪|挣|赚|工钱|(?:近|最近)(?:三|3)年(?:的)?平均)(?:是|为|有|大概|大约|约|差不多|能有|能|[:：])*[^，。；\d]{0,6}$")
# ('平均每月挣1万' is the injured's own average, 第七条's measure of an income that is not fixed)
_NOT_INCOME = rf"{LOCAL_AVERAGE}|人均|{MINIMUM_WAGE}|可支配|补助|补贴|赔|罚|护工|保姆|时薪|每小时"
_INCOME_PER = (
    (r"日收入|日工资|日薪|每天|每日|一天", "天"),
    (r"年收入|年薪|每年|一年|全年", "年"),
)
_PER_AFTER = re.compile(r"\s*(?:元|块)?\s*(?:/|每|一|一个|每个)\s*(?P<unit>天|日|月|年)")
# an income told as another's: the driver's, the employer's, a hired carer's ('对方司机月收入1万', '老板的年收入'; not
# '公司给我发的工资')
_OTHERS_INCOME = r"(?:司机|驾驶员|驾驶人|肇事者?|车主|老板|雇主|单位|公司|厂里|护工)(?:的|自己的)?[^，。；\d]{0,2}(?:收入|工资|薪|挣|赚)"


# a rate said right after the time off, without naming it income: '误工一个月，每月7千', '休息了两个月，一个月能挣6000元'
_RATE_AFTER_TIME_OFF = re.compile(r"[，,、\s]*(?P<per>每天|每日|一天|每个?月|一个月)(?:能|可以|可|大概|大约|约)?(?:挣|赚|收入)?$")


def _rate_after_time_off(text: str, lost: re.Match[str], amounts: list[MoneyMention]) -> tuple[Decimal, str] | None:
    """The injured's income told as a bare rate right after the time off, and the unit it is per (天, 月)."""
    money = next((m for m in amounts if m.start >= lost.end()), None)
    told = _RATE_AFTER_TIME_OFF.match(text[lost.end() : money.start]) if money else None
    if money is None or told is None or is_lower_bound(money):
        return None
    return money.value, "月" if "月" in told.group("per") else "天"


def _time_lost(text: str, injured_is_asker: bool) -> re.Match[str] | None:
    """Where the question tells the time the injured lost from work (not a carer's leave to nurse them)."""
    return next((found for found in times_off(text) if _said_of_the_injured(text, found.start(), injured_is_asker)), None)


# a person as named: the asker, or a relative with or without 我 before ('我爸', '我的妈妈', '老婆')
_PERSON_NAMED = rf"(?:我|俺)?(?:的)?(?:{KIN_NOUNS})|我|俺|本人|自己"
_ASKER = ("我", "俺", "本人", "自己")


def _before_the_agent(text: str, harm: re.Match[str]) -> str:
    """The text before the harm, less the doer of a passive in its clause: the one named after 被 did the harm or owns what
    did it ('我爸被邻居家的狗咬死了': the victim is named before 被, not 邻居)."""
    before = text[: harm.start()]
    agent = before.rfind("被")
    return before[:agent] if agent >= clause_at(text, harm.start())[0] else before


def _injured_is_asker(text: str, asker_is_victim: bool) -> bool:
    """Whether the injured is the asker: the person named last before the harm ('我爸被车撞了' is the father's harm),
    or, in a victim's own part of the question with no harm told ('我妈医疗费1万，她月工资4000'), the one named first."""
    harm = re.search(_HARM, text)
    named = re.findall(_PERSON_NAMED, _before_the_agent(text, harm) if harm else text)
    injured = (named[-1] if harm else named[0]) if named else None
    return asker_is_victim and injured in (None, *_ASKER)


# pay lost while doing something else ('一天少挣300', '每天损失200'), not a wage as such
_PAY_LOST = r"少挣|少赚|少拿|少收入|损失|扣了?"


def _said_of_the_injured(text: str, position: int, injured_is_asker: bool) -> bool:
    """Whether what is told at `position` is of the injured: the asker when hurt, else not the asker (the asker who
    drove, or who nursed a hurt relative); a relative of a hurt asker is someone else (a carer)."""
    # ('她月工资5000' after '我老婆照顾了我': a pronoun of a hurt asker's text is someone else)
    start = clause_at(text, position)[0]
    people = re.findall(rf"{SUBJECT_WORDS}|他|她|对方", text[start:position])
    person = people[-1] if people else None
    if person is None and re.search(_PAY_LOST, text[start:position]) and start > 0:
        # '我请假照顾了他半个月，一天少挣300': pay lost, told right after the care with no one named, is the carer's
        before = text[clause_at(text, start - 1)[0] : start - 1]
        carers = re.findall(rf"{_PERSON_NAMED}|他|她|对方", before) if re.search(CARE_WORDS, before) else []
        person = carers[0] if carers else None
    if injured_is_asker:
        return person in (None, *_ASKER)
    return person not in _ASKER


def _income(text: str, amounts: list[MoneyMention], injured_is_asker: bool, carer: bool = False) -> tuple[Decimal, str] | None:
    """The income told of the injured (or, with `carer`, of the relative who nursed them) and the unit it is per
    (天, 月, 年); None where none is told, or the one told is only a floor ('月收入1万多'): it is asked for, not taken."""
    for money in amounts:
        start = clause_at(text, money.start)[0]
        label = text[start : money.start]
        if not _INCOME_LABEL.search(label) or re.search(_NOT_INCOME, label) or re.search(_OTHERS_INCOME, label):
            continue
        if "平均工资" in label and _FUNERAL_BY_AVERAGE.search(text):
            continue
        if _said_of_the_injured(text, money.start, injured_is_asker) == carer:
            continue
        if is_lower_bound(money):
            return None
        after = _PER_AFTER.match(text, money.end)
        per = {"天": "天", "日": "天", "年": "年"}.get(after.group("unit"), "月") if after else next(
            (unit for words, unit in _INCOME_PER if re.search(words, label)), "月"
        )
        return money.value, per
    return None


# the time of care told without its rate: '护理期30天', '我老婆照顾了我一个月', '陪床半个月', and a leave taken for it
# ('请了20天假照顾我爸')
_CARE_TIME = (
    re.compile(rf"{_CARE_SPAN_HEAD}\s*{_SPAN}(?![\d.])"),
    re.compile(rf"请了\s*{_SPAN}的?假[^，。；]{{0,4}}(?:{CARE_WORDS})"),
)

# the span first, then its rate, named or not: '护理20天，每天150', '护理了20天，护工费每月4500元', '我照顾了他一个月，
# 护工每天200元'; a relative's own pay after the span ('照顾了我一个月，每月工资5000') is an income, read by _income
_CARE = re.compile(
    rf"{_CARE_SPAN_HEAD}\s*{_SPAN}[，,、\s]*(?:护理费|护工(?:费用?|工资)?|陪护费)?(?:是|为)?"
    rf"(?P<per>每天|每日|一天|日均|每个?月|一个月)(?:(?!工资|收入|薪|挣|赚)[^，。；\d]){{0,3}}?"
    rf"(?P<rate>\d+(?:\.\d+)?)\s*(?:元|块)?(?![\d.万千%])"
)

# the rate first, then its span: '请了护工，每天150元，20天', '陪护一天200块，共15天', '护工150元/天，请了20天'
_CARE_RATE_FIRST = re.compile(
    rf"(?:护理|护工|陪护|看护|陪床|请人照顾|请人照料)[^。；\d]{{0,10}}?"
    rf"(?:(?P<per>每天|每日|一天|日均|每个?月|一个月)[^，。；\d]{{0,3}}?(?P<rate>\d+(?:\.\d+)?)\s*(?:元|块)?(?![\d.万千%])"
    rf"|(?P<rate_after>\d+(?:\.\d+)?)\s*(?:元|块)?\s*(?:/|每|一|一个|每个)\s*(?P<per_after>天|日|月))"
    rf"{_SPAN_AFTER_RATE}"
)

# a hired carer's rate told with no time of care, before its figure ('请了护工一天两百', '陪护每天180元'): kept to ask
# for the time only
_CARE_RATE_ALONE = re.compile(r"(?:护工|陪护|看护|请人照顾|请人照料)[^。；\d]{0,6}?(?P<per>每天|每日|一天|日均|每个?月|一个月)[^，。；\d]{0,3}$")


def _care_rate_alone(text: str, amounts: list[MoneyMention]) -> tuple[Decimal, str] | None:
    """The rate of a hired carer told without the time of care, and the unit it is per (天, 月)."""
    for money in amounts:
        told = _CARE_RATE_ALONE.search(text[clause_at(text, money.start)[0] : money.start])
        if told is not None and not is_lower_bound(money):
            return money.value, "月" if "月" in told.group("per") else "天"
    return None


# 护理人数 told of carers paid each the same rate: '请了两个护工', '两个人一起护理', '需要2人护理', '护理人数为两人'; a
# number not told exactly ('几个人照顾', '请了好几个护工') is one until the number and its medical opinion are given
_SOME = r"(?:好|十)?几"
_CARERS = re.compile(
    rf"(?:请了|雇了|找了)\s*(?P<hired>{NUMBER_TOKEN}|{_SOME})\s*(?:个|名|位)\s*(?:护工|陪护|保姆)"
    rf"|(?P<together>{NUMBER_TOKEN}|{_SOME})\s*(?:个人|人|名|位)(?:同时|一起|共同)?(?:护理|陪护|看护|照顾|照料)"
    rf"|护理人数(?:为|是|有)?\s*(?P<counted>{NUMBER_TOKEN}|{_SOME})\s*(?:个人|人|名|位)"
)
# carers taking turns are one at a time: '两个人轮流护理', '家里人轮流照顾', '轮班陪护'
_CARERS_IN_TURNS = re.compile(rf"(?:轮流|轮换|轮班|轮着|换班|倒班)(?:着|来)?(?:{CARE_WORDS})")


@dataclass(frozen=True)
class _Carers:
    """The carers a question tells of: how many are paid the same rate at once (1 unless told exactly), whether they
    take turns, and the words of carers told without their number ('几个人照顾')."""

    count: int
    in_turns: bool
    unclear: str | None


def _carers(text: str) -> _Carers:
    """The carers the question tells of (one, not taking turns, when it tells of none)."""
    in_turns = bool(_CARERS_IN_TURNS.search(text))
    told = _CARERS.search(text)
    if told is None or in_turns:
        return _Carers(1, in_turns, None)
    said = next(group for group in told.groups() if group)
    try:
        count = to_number(said)
    except UnclearNumber:
        return _Carers(1, False, told.group())
    return _Carers(int(count) if count == int(count) and count >= 1 else 1, False, None)


def _care_item(
    text: str, rate: Decimal | None, per: str | None, time: Decimal | None, time_unit: str, per_carer: bool
) -> RatedItem:
    """护理费 as rate × time, times the carers told when the rate is each carer's (a hired carer's, not a relative's own
    lost pay: each relative's is their own); carers taking turns are one, and said so."""
    carers = _carers(text)
    count = carers.count if per_carer else 1
    return RatedItem("护理费", rate=rate, per=per, time=time, time_unit=time_unit, carers=count, carers_in_turns=carers.in_turns)


def _rated_losses(text: str, amounts: list[MoneyMention], asker_is_victim: bool, reading: _LossReading) -> dict[str, RatedItem]:
    """Loss items told as a rate and a time instead of an amount, for the engine to compute: '月收入4500，误工3个月' ->
    误工费 4500 a month × 3 months (人身损害赔偿解释 第七条), '护理20天，每天150' -> 护理费 150 a day × 20 days, '我老婆
    请假照顾了我一个月，她月工资5000' -> 护理费 5000 a month × 1 month (第八条). One told without the other is kept with
    the other None, to be asked for; a vague time ('两个多月') with its rate told is kept as said, to be asked for."""
    found: dict[str, RatedItem] = {}
    injured_is_asker = _injured_is_asker(text, asker_is_victim)
    if not _no_work_lost(text):
        lost, income = _time_lost(text, injured_is_asker), _income(text, amounts, injured_is_asker)
        income = income or (_rate_after_time_off(text, lost, amounts) if lost else None)
        span = span_told(lost) if lost else None
        if span is not None and span.count is None:
            if income:
                reading.ranged["误工费"] = span.said
        elif span is not None or income:
            rate, per = income if income else (None, None)
            found["误工费"] = RatedItem(
                "误工费", rate=rate, per=per, time=span.count if span else None, time_unit=span.unit if span else None
            )
    for care in (_CARE.search(text), _CARE_RATE_FIRST.search(text)):
        if care is None or "护理费" in found:
            continue
        groups = care.groupdict()
        per = "月" if "月" in (groups["per"] or groups.get("per_after") or "") else "天"
        span = span_told(care)
        # a rate per day beside a span in months ('护工每天150元，护理了一个月') is brought to the span's unit by the
        # engine, as a wage is for 误工费
        count = _span_count(care, "护理费", reading)
        if count is not None:
            rate = Decimal(groups["rate"] or groups["rate_after"])
            found["护理费"] = _care_item(text, rate, per, count, span.unit, per_carer=True)
    if "护理费" not in found and "护理费" not in reading.ranged:
        cared = next((match for pattern in _CARE_TIME if (match := pattern.search(text))), None)
        pay = _income(text, amounts, injured_is_asker, carer=True) if cared or re.search(CARE_WORDS, text) else None
        span = span_told(cared) if cared else None
        if span is not None and span.count is None:
            if pay:
                reading.ranged["护理费"] = span.said
        elif span is not None:
            rate, per = pay if pay else (None, None)
            found["护理费"] = _care_item(text, rate, per, span.count, span.unit, per_carer=False)
        elif (alone := _care_rate_alone(text, amounts)) is not None:
            found["护理费"] = _care_item(text, *alone, None, None, per_carer=True)
        elif (stay := _stay_as_time_of_care(text)) is not None:
            # a relative without income ('她没工作') is paid as a hired carer would be: that rate is asked for
            rate, per = pay if pay else (None, None)
            found["护理费"] = _care_item(text, rate, per, stay.count, stay.unit, per_carer=False)
    return found


def _stay_as_time_of_care(text: str) -> Span | None:
    """A relative's care told with no time of its own ('住院两个月，我请假照顾她'): the stay in hospital, told as one
    exact span, is the time of care (第八条: until the victim can look after themselves; a longer one rests on a medical
    opinion, which the note asks for)."""
    if not re.search(CARE_WORDS, text) or any(pattern.search(text) for pattern in (*_CARE_TIME, _CARE, _CARE_RATE_FIRST)):
        return None
    stay = hospital_span(text)
    return stay if stay is not None and stay.count is not None else None


def _goods_price(text: str, after: int, money: MoneyMention | None) -> MoneyMention | None:
    """The price of a damaged thing, said after it, also in the next clause and without 元 ('手机摔坏了，1200')."""
    if money is not None and re.fullmatch(r"[^。；、\d]{0,8}", text[after : money.start]):
        return money
    return bare_amount_at(text, after, gap=r"[^。；、\d]{0,8}?")


def _sums_across_limits(joints: list[_JointAmount], reference: Reference) -> list[str]:
    """Items given only in one sum with items under another compulsory limit ('医疗费和误工费一共5万'):
    each needs its own figure."""
    found: list[str] = []
    for joint in joints:
        canonical = [(reference.classify_loss(name) or ("", name)) for name in joint.names]
        if len({category for category, _ in canonical}) > 1:
            found += [item for _, item in canonical if item not in found]
    return found


def _has_medical_item(losses: dict[str, Decimal], reference: Reference) -> bool:
    return any((reference.classify_loss(name) or ("", ""))[1] == "医疗费" for name in losses)


# money spent on treatment named by what it paid for, not by the item: '送医院抢救花了1.5万',
# '住院花了2万', '做手术用了3万块'
# ('打针', '打疫苗', '打了五针狂犬疫苗', '拍片', '缝针': a lay name of the treatment itself)
_TREATMENT = (
    r"抢救|住院|治疗|医疗|看病|手术|医院|门诊|就医|急救|医药|治伤|看伤|打了?(?:[一二两三四五六七八九十几\d]{1,2}(?:针|支|次))?(?:针|疫苗|狂犬(?:疫苗|针)?)|打了?[一二两三四五六七八九十几\d]{1,2}针|拍片|缝针|缝了\S{0,2}针"
    r"|包扎|看医生|检查|输液|打点滴|挂水|换药|买药|拿药|开药"
    # a tooth's treatment ('门牙磕掉了，看牙花了4000', '补牙用了两千')
    r"|看牙|补牙|种牙|镶牙|治牙"
)
_SPENT = r"(?:花了|花费了?|花去了?|用了|用去了?|支出了?|交了|付了|垫了|垫付了?)"
# ('住院10天花了4万': the stay's length may come between the treatment and its cost)
_STAY_LENGTH = r"(?:了?(?:\d{1,3}|[一二两三四五六七八九十半几]{1,3})\s*多?(?:天|周|个多?月|个星期))?"
# the injury told by how it was done ('咬伤', '烫伤', '磕掉了两颗门牙', '被老师打了', '狗把小孩咬了'): what it cost is
# its treatment's; a bite told by its count ('扑过来咬了我一口，花了800') too
_INJURED = (
    r"骨折|受伤|伤了|[摔撞咬砸扎烫划打碰磕刺砍抓割挠烧踢顶]伤|[摔撞打磕砸踢]断|磕掉|[磕摔碰撞]破|[被把][^，。；]{1,8}?(?:打|揍|踢|咬|抓|挠)了"
    r"|咬了[^，。；\d]{0,3}?一口"
)
_MEDICAL_SPENDING = (
    # ('腿骨折了花了三万', '受伤花了一万五医药费': the injury, then what its treatment cost)
    rf"(?:{_TREATMENT}|{_INJURED}){_STAY_LENGTH}[^，。；\d费金]{{0,6}}?{_SPENT}"
    # the spending opening the next clause ('把邻居家小孩撞伤了，花了两千', '磕掉了两颗门牙，花了5000'), also after a
    # clause of the treatment ('被撞倒了，送医院住了一周院，花了1万'); not after a clause of something else
    # ('三轮车是电动的，花了1万': asked)
    rf"|(?:{_INJURED})[^，。；\d费金]{{0,6}}?[，,]{_SPENT}"
    rf"|(?:{_TREATMENT}|住了[^，。；]{{0,6}}?院){_STAY_LENGTH}[^，。；\d费金]{{0,8}}[，,]{_SPENT}"
)
# the sum spent told as for something else than treatment ('撞伤了，花了两千修车')
_SPENT_ON_ANOTHER_THING = r"[^，。；\d]{0,3}?(?:修|买|换|赔)"
# the sum first, what it paid for after ('花了三千块打针', '花了800打疫苗')
_SPENT_ON_TREATMENT = rf"{_SPENT}(?P<sum>[^，。；、]{{1,10}}?)(?:去|来)?(?:{_TREATMENT})"


# more spent on the treatment, in a clause of its own after one of the treatment or its fee ('医药费2万，我自己又花了3000',
# '对方先垫付了5000医药费，我自己又花了3000'); not a sum the asker paid out ('我又垫付了3000': _ASKER_PAID_THE_OTHER's)
_MORE_SPENT = (
    r"(?:我|俺|自己|后来|之后|后面|出院后|出院以后|去|复查|复诊){0,4}(?:又|还|另外)(?:自己)?(?:花了|花费了?|花去了?|用了|用去了?|交了)"
)
_TREATMENT_TOLD = rf"{_TREATMENT}|药费|诊疗"
# what may follow that sum in its clause: nothing, or the treatment it paid ('又花了800买药'); not another thing ('还花了
# 3000修车', '又花了500打车')
_SPENT_ON_THE_TREATMENT = rf"(?:元|块钱?)?(?:的)?(?:(?:去|来)?(?:买药|{_TREATMENT_TOLD})[^，。；]*)?"


def _add_more_medical_spending(
    text: str, reference: Reference, amounts: list[MoneyMention], reading: _LossReading
) -> None:
    """Adds a sum told as more spent on the treatment (_MORE_SPENT) to the medical item already read: the one its clause
    follows where it names it."""
    medical = [name for name in reading.losses if (reference.classify_loss(name) or ("", ""))[1] == "医疗费"]
    if not medical:
        return
    for match in re.finditer(_MORE_SPENT, text):
        start, end = clause_at(text, match.start())
        previous = text[clause_at(text, start - 1)[0]:start] if start else ""
        if match.start() != start or not re.search(_TREATMENT_TOLD, previous):
            continue
        money = next((m for m in amounts if m.start >= match.end()), None)
        if money is None or money.end > end or reading.is_taken(money.start) or is_lower_bound(money):
            continue
        if not re.fullmatch(r"[^\d]{0,3}", text[match.end():money.start]):
            continue
        if not re.fullmatch(_SPENT_ON_THE_TREATMENT, text[money.end:end]):
            continue
        reading.add(next((name for name in medical if name in previous), medical[0]), money.value)
        reading.taken.append((match.start(), money.end))


def _medical_spending(text: str, amounts: list[MoneyMention], taken: list[tuple[int, int]]) -> Decimal | None:
    total = None
    for match in re.finditer(_MEDICAL_SPENDING, text):
        money = next((m for m in amounts if m.start >= match.end()), None)
        if money is None or not re.fullmatch(r"[^，。；、\d]{0,3}", text[match.end() : money.start]):
            continue
        if any(start <= money.start < end for start, end in taken) or is_lower_bound(money):
            continue
        if re.match(_SPENT_ON_ANOTHER_THING, text[money.end :]):
            continue
        total = (total or Decimal(0)) + money.value
        taken.append((match.start(), money.end))
    for match in re.finditer(_SPENT_ON_TREATMENT, text):
        money = next((m for m in amounts if m.start == match.start("sum") and m.end <= match.end("sum")), None)
        if money is None or any(start <= money.start < end for start, end in taken) or is_lower_bound(money):
            continue
        total = (total or Decimal(0)) + money.value
        taken.append((match.start(), match.end()))
    return total


# a thing mended or replaced, told by what was spent on it ('花了800修门', '修门花了800', '换锁用了300'): a property loss
# (民法典 第一千一百八十四条), of the vehicle where the thing is one; not a treatment ('补牙', '换药', a body part:
# _NOT_A_THING) nor a rest ('修养了一个月')
_MENDED = r"(?:修(?![养整])|换|补|重新买|重买)(?:好|理|了)?"
_REPAIR_SPENDING = (
    rf"{_SPENT}(?P<sum>[^，。；、]{{1,10}}?)(?:去|来)?{_MENDED}(?P<thing>[^，。；\d]{{1,6}}?)(?=[，。；？?]|$)"
    rf"|{_MENDED}(?P<mended>[^，。；\d]{{1,6}}?)(?:一共|总共)?{_SPENT}"
)


def _add_repair_spending(text: str, amounts: list[MoneyMention], reading: _LossReading) -> None:
    """Counts the sums spent mending or replacing a damaged thing (_REPAIR_SPENDING) not read already."""
    for match in re.finditer(_REPAIR_SPENDING, text):
        thing = match.group("thing") or match.group("mended")
        if re.search(_NOT_A_THING, thing) or re.search(rf"药|{_TREATMENT}", thing):
            continue
        if match.group("sum") is not None:
            money = next((m for m in amounts if m.start == match.start("sum") and m.end <= match.end("sum")), None)
        else:
            money = next((m for m in amounts if m.start >= match.end()), None)
            if money is not None and not re.fullmatch(r"[^，。；、\d]{0,3}", text[match.end():money.start]):
                money = None
        if money is None or reading.is_taken(money.start) or is_lower_bound(money):
            continue
        reading.add("车辆损失" if "车" in thing else "财产损失", money.value)
        reading.taken.append((match.start(), max(match.end(), money.end)))


# '好几万', '十几万', '几千块': the user does not know the figure yet
_VAGUE_AMOUNT = (
    r"[好十]?几[十百千万]|好多钱|不少钱|一大笔|若干|[\d十百千万][多余](?:元|块|万)?(?![天个岁年月次周])|[\d十百千万](?:元|块|万)?出头"
    # '医疗费过万', '花了超过3000': a floor, as `is_lower_bound` reads it
    rf"|(?:{ROUND_FLOOR_WORDS}){ROUND_FIGURE}|(?:{FLOOR_WORDS})\s*[\d一二两三四五六七八九]"
)


def _unquantified_losses(text: str, reference: Reference, losses: dict[str, Decimal]) -> list[str]:
    """Loss items named with a vague amount ('住院花了好几万医疗费'): the figure must be asked for."""
    found = []
    # '住院花了好几万': the medical expense by what it paid for
    if not _has_medical_item(losses, reference) and any(
        re.search(_VAGUE_AMOUNT, text[m.end() : clause_at(text, m.end())[1]]) for m in re.finditer(_MEDICAL_SPENDING, text)
    ):
        found.append("医疗费")
    for match in _item_patterns(reference).alias.finditer(text):
        start, end = clause_at(text, match.start())
        name = reference.classify_loss(match.group())
        canonical = name[1] if name else match.group()
        if re.search(_VAGUE_AMOUNT, text[start:end]) and match.group() not in losses and canonical not in found:
            found.append(canonical)
    return found


# a clause that says which insurance the vehicle has ('对方只有交强险') states a fact; it does not ask
_INSURANCE_FACT = r"(只有|仅有|有|只买了?|只投保了?|仅投保了?|买了|投保了?|购买了?|上了|没有|没买|没上|未投保|未购买)[^，。]{0,8}(交强险|商业|三者险|保险)"


# a vehicle or its side named as a party ('出租车一方', '货车那边', '对方车辆')
_VEHICLE_PARTY = (
    rf"(?:(?:对方|他|她)?(?:的)?(?:{MOTOR_VEHICLES}|大车|摩托车|电动车|肇事车辆?|车辆|车主)(?:一方|那方|方|那边)?|车方)"
)
# whose compulsory insurance it is ('除了对方交强险', '除了出租车的交强险'): the same policy
_POLICY_OWNER = rf"(?:(?:对方|他|她|他们|司机|车主|肇事者|肇事方|{_VEHICLE_PARTY})(?:的)?)?"

# '交强险赔完之后还要赔多少', '除交强险外对方还应赔多少', '超出交强险的部分': what is owed beyond the
# compulsory insurance, by whoever pays it (commercial insurer and driver together)
_AFTER_COMPULSORY = (
    r"交强险[^，。？?]{0,4}(?:赔|赔付|理赔|报销|付|支付)(?:完|过|掉)|交强险[^，。？?]{0,4}(?:赔|赔付|理赔|报销|付|支付)了?(?:之后|以后|后)"
    r"|交强险(?:赔付|理赔|赔偿)?(?:之后|以后|后)|交强险(?:赔付|理赔|赔偿)?(?:之外|以外)(?![^，。？?]{0,4}(?:还有|另有|也有|投保|买))"
    rf"|除(?:去|了|掉)?{_POLICY_OWNER}交强险(?:赔付?的?|理赔的?|的)?(?:部分)?(?:之外|以外|外)"
    # '除了交强险，司机还得赔多少', '除了交强险司机还要赔多少': the same without 之外 (but '除了交强险还有
    # 商业险' names a second policy, and '除了交强险和三者险' sets both aside)
    rf"|除(?:去|了|掉){_POLICY_OWNER}交强险(?:赔付?的?|理赔的?|的)?(?:部分)?(?![^，。？?]{{0,2}}(?:还有|另有|也有|投保|买|和|与|及|、|加|\+|＋))"
    r"|交强险(?:赔)?不够的?(?:部分)?|超出交强险(?:限额)?的?(?:部分)?"
)


# one of the three compulsory limits asked for alone ('交强险"医疗费用"那一项限额下能赔多少')
_COMPULSORY_CATEGORY = {
    "compulsory_medical": r"医疗费用|医疗费",
    "compulsory_death_disability": r"死亡伤残",
    "compulsory_property": r"财产损失",
}


_POLICY = r"(?:保险公司|保险|交强险|商业险|三者险|商业第三者险)"
_DRIVER = r"(?:司机|车主|肇事者|驾驶员|侵权人|(?:他|她|对方)(?:本人|个人|自己)|本人|个人)"
_JOINED = r"[^，。？?]{0,3}(?:加上?|和|与|及|连同|以及|[+＋、])[^，。？?]{0,3}"
# an insurer and the driver named together as who pays, in either order
_POLICY_AND_DRIVER = rf"{_POLICY}{_JOINED}{_DRIVER}|{_DRIVER}{_JOINED}{_POLICY}"
# '交强险直接能赔完吗', '交强险够不够赔': whether the compulsory insurance covers it all, a yes/no aside
_COVERS_ALL = (
    r"交强险[^，。？?]{0,6}(?:(?:能|可以)[^，。？?]{0,4}(?:赔完|赔够|赔得完|赔全|全赔|全部赔)|够(?:不够)?赔?)(?:吗|嘛|么|不|没)?"
)


def _traffic_targets(asked: str, asker_was_hit: bool) -> list[str]:
    """The payout the figure question asks for (see TrafficParams.targets)."""
    asked = _asking_part(asked)
    # '按责任比例我自己要承担多少': the injured asker's own share of what the compulsory insurance leaves; '我承担次要责任
    # （30%）' tells a finding, not the question
    if asker_was_hit and re.search(
        r"(?:我|受害人)(?:自己|本人)?(?:还|最后|最终|实际|实际上|一共|总共|算下来)*(?:要|得|需要?|应该?|该)?(?:自己)?(?:承担|负担|自负|自担)"
        r"(?![^，。？?]{0,3}(?:责|\d|百分之|[一二两三四五六七八九]成))",
        asked,
    ):
        return ["victim_share"]
    # '交强险加上超出交强险部分' counts the compulsory payout in: not a question about the rest alone
    compulsory_included = bool(
        re.search(r"交强险[^，。？?]{0,8}(?:加上?|\+|＋|再加|连同|以及)|(?:包括|包含|含|连同|加上|算上|算进|带上)[^，。]{0,4}交强险", asked)
    )
    if re.search(_AFTER_COMPULSORY, asked) and not compulsory_included:
        return [_beyond_compulsory_target(asked)]
    return [_payer_target(asked, compulsory_included) or _policy_target(asked)]


def _asking_part(asked: str) -> str:
    """The clauses of the figure question that ask, without stated facts or a yes/no aside on coverage."""
    # a long run of clauses ('对方就一个交强险 医药费一万七 … 我总共能拿到多少'): only its asking part asks; a shorter
    # one keeps what leads into the question ('除了交强险，车主本人，还要赔多少')
    if len(re.split(r"[，,；;]", asked)) > 4:
        asked = asking_clauses(asked)
    # a stated fact ('对方只有交强险没有商业险', '保险公司已经赔了5000') or an insurer's offer ('保险公司说只赔5000') names
    # insurance without asking about it
    asked = "，".join(
        c for c in re.split(r"[，,；;]", asked)
        if re.search(FIGURE_QUESTION_WORDS, c)
        or not (re.search(_INSURANCE_FACT, c) or _PAID.search(c) or _insurer_offer(c))
    )
    if re.search(_FIGURE_WORDS, re.sub(_COVERS_ALL, "", asked)):  # the figure is asked for elsewhere
        asked = re.sub(_COVERS_ALL, "", asked)
    return asked


def _beyond_compulsory_target(asked: str) -> str:
    """Who pays what the compulsory insurance leaves: the commercial policy, the driver, or both together."""
    # '剩下的部分对方（商业险加司机本人）还应该赔多少': the policy and the driver together are all of it
    if re.search(_POLICY_AND_DRIVER, asked):
        return "beyond_compulsory"
    if re.search(r"商业(?:第)?三者|商业险|三者险", asked):
        return "commercial"
    if re.search(r"自掏腰包|(?:司机|车主|肇事者|对方)(?:本人|个人|自己)|自己(?:还|承担|负担|掏|出)", asked) and not re.search(r"保险", asked):
        return "out_of_pocket"
    return "beyond_compulsory"


def _payer_target(asked: str, compulsory_included: bool) -> str | None:
    """The vehicle side as a whole, or the driver's own part, where the question names who pays; else None."""
    # '对方（保险加司机本人）一共要赔我多少': the insurer and the driver together, the whole vehicle side
    # '轿车那边（交强险加司机）一共应该赔我多少', '（司机加保险公司）': the same with the policy named
    if re.search(_POLICY_AND_DRIVER, asked):
        return "vehicle_side"
    # '（交强险加对方个人承担的部分）': the compulsory payout counted in with the driver's own share
    if compulsory_included and re.search(
        r"交强险[^，。？?]{0,8}(?:加上?|\+|＋|再加|连同|以及)[^，。？?]{0,12}(?:本人|个人|自己)", asked
    ) and not re.search(r"(?:除|扣|减)[^，。？?]{0,4}交强险", asked):
        return "vehicle_side"
    if re.search(
        r"除[^，。]{0,8}险[^，。]{0,6}(外|以外)|自行(承担|赔偿|负担)|本人还|自己(还|承担|负担|赔|掏|出)"
        r"|自己(?:要|得|需要?|该|应该?)(?:承担|负担|赔|掏|出)"
        r"|个人(还需|承担|赔|掏|出|负担)|还需(自己|自行|个人)|自掏腰包|(司机|车主|肇事者|对方)(本人|个人)"
        # '除了保险公司赔的，司机还要赔多少', '除了交强险和商业险': every policy set aside, the driver's own part
        rf"|除(?:去|了|掉)?{_POLICY_OWNER}(?:交强险(?:和|与|及|、|加上?))?(?:保险公司|保险|商业险|第三者险)",
        asked,
    ):
        return "out_of_pocket"
    # '交强险+剩下按比例的', '交强险无责赔付加上10%的部分': the compulsory payout and the share beyond it
    # '交强险加上司机赔的', '交强险加对方承担的': the compulsory payout and what the other side pays beyond it
    if re.search(
        r"交强险[^，。？?]{0,8}(加上?|\+|＋|再加|连同|以及)[^，。？?]{0,12}(比例|部分|剩下|剩余|超出|其余|其他|按责|责任|%"
        rf"|(?:司机|对方|车主|肇事者|被告|侵权人|他|她|{_VEHICLE_PARTY})[^，。？?]{{0,4}}(?:赔|出|承担|给|付))",
        asked,
    ):
        return "vehicle_side"
    return None


def _policy_target(asked: str) -> str:
    """The insurers, one policy or one compulsory limit, the total loss, or by default the vehicle side."""
    if re.search(r"交强险[^，。？?]{0,4}(和|及|与|、|加上?|\+|＋)[^，。？?]{0,4}(商业|三者)", asked):
        return "insurers"
    # '汽车一方包括交强险一共赔多少': the vehicle side's total, insurance included
    if re.search(r"(包括|包含|含|连同|加上|算上|算进|带上)[^，。]{0,4}(交强险|保险|商业险|三者险)", asked):
        return "vehicle_side"
    if re.search(r"商业(第)?三者|商业险|三者险", asked) and not re.search(r"交强险[^。]{0,10}(和|及|与|、)", asked):
        return "commercial"
    for category, words in _COMPULSORY_CATEGORY.items():
        if re.search(rf"(?:交强险|强制保险)[^，。？?]{{0,6}}?[“\"‘']?(?:{words})[”\"’']?(?:那一?项|这一?项|项下?|限额|部分|类|分项)", asked):
            return category
    if re.search(r"交强险|强制保险", asked):
        return "compulsory"
    # '保险公司一共赔多少', '对方的保险能赔我多少': the insurers, not the vehicle side as a whole
    if re.search(r"保险公司|保险[^，。？?]{0,6}(赔|理赔|报销)", asked) and not re.search(r"一方|含保险|包括保险", asked):
        return "insurers"
    if re.search(r"损失总额|总损失|合理损失(共|合计|是|为)", asked):
        return "total_loss"
    return "vehicle_side"


_FIGURE_WORDS = r"多少|几[万千百]|计算|怎么算|如何算|算一下|金额"


def _figure_question(text: str) -> str:
    """The sentence that asks for a figure: in '交强险一共赔多少？按新标准还是老标准？' the payout, not the
    closing question of which limits apply. A bare follow-up ('我自己还要出钱吗？出多少？') is read with the
    sentence before it, which says who pays."""
    parts = sentences(text)
    asked = question_sentence(text)
    if not re.search(_FIGURE_WORDS, asked):
        figures = [sentence for sentence in parts if re.search(_FIGURE_WORDS, sentence)]
        asked = figures[-1] if figures else asked
    if asked in parts and len(re.sub(r"[\W\d_]", "", asked)) <= 5:
        index = parts.index(asked)
        if index > 0:
            return parts[index - 1] + asked
    return asked


@dataclass(frozen=True)
class TrafficReading:
    """What a traffic question tells besides its parameters, read with them once: whether the asker is the one hurt,
    the liability finding as read (with the victim's own, when it was told of the victim), the victim's own stated
    share, and whether the side that pays rode an electric tricycle (a motor vehicle or not, by its make) or an electric
    bike or a bicycle (a non-motor vehicle unless found otherwise)."""

    asker_hurt: bool
    liability: _LiabilityReading
    victims_share: Decimal | None
    payer_rode_electric_tricycle: bool
    payer_rode_a_bike: bool  # the side that pays rode an electric bike or a bicycle ('我走路被电动车撞了')
    fled_unfound: bool  # the vehicle side fled and no finding is told: read as wholly liable ('撞了人就跑了')
    # the victim rode in a car that crashed alone, no finding told ('朋友开车带我…撞到护栏'): read as the car's whole liability
    solo_crash_ridden: bool
    # the driver had been drinking ('他酒驾', '喝了酒开车'): short of 醉驾 (no misconduct of 道交解释 第十五条), but for a free
    # rider's claim usually the gross negligence that keeps the driver's liability whole (民法典 第一千二百一十七条)
    driver_drank: bool
    hospital_span: Span | None  # the stay in hospital as told ('半个月', '十来天')
    carers_unclear: str | None  # carers told without their number ('几个人照顾'), as said
    retiree_asks_lost_wages: bool  # 误工费 asked of a victim told retired ('我退休了…误工费能要吗'), no income told
    # the paying side's own vehicle loss, told beside the other's and left out: whose (提问人 or 对方) and how much
    payers_vehicle_loss: tuple[str, Decimal] | None
    # the asker hit someone on the employer's business ('送餐时骑电动车撞了行人'): the employer answers for it
    payer_on_an_errand: bool = False
    # the rider who hit the asker is a delivery rider ('一个骑电动车的外卖小哥把我撞倒了'): the one they deliver for
    # answers where they were on a delivery (民法典 第一千一百九十一条)
    payer_delivering: bool = False
    # the asker, a delivery rider, hit someone on the job without naming the vehicle: read as an electric bike
    rider_vehicle_assumed: bool = False
    # the asker rode in a private car and the claim is against the other vehicle ('我坐朋友的车，被另一辆车撞了，对方全责'):
    # the car ridden in insures no one inside it, at fault or not
    rode_in_the_other_car: bool = False
    # a vehicle's loss of value after repair claimed ('贬值损失5000'): not among the losses 道交解释 第十二条 lists
    depreciation_told: bool = False
    # a carrier's passenger whose claim is read against another vehicle ('坐大巴，大巴和货车相撞，货车全责'): the carrier
    # answers too, by the contract of carriage
    carrier_passenger_claims_in_tort: bool = False
    # a carrier's passenger who tells a fault of their own ('自己没扶好摔倒了'): the carrier's damages may be reduced
    passengers_own_fault: bool = False
    # a relative's care told with no time of its own, the stay in hospital taken as the time of care
    care_time_from_stay: bool = False
    # the asker's child rode the bike into someone ('我儿子15岁骑电动车把人撞了'): a minor's guardian answers
    payer_askers_child: bool = False
    # relatives told with a pension in a death or disability ('我妈有退休金', '婆婆每月领养老金'), not read as dependants:
    # the words that tell it
    pensioned_relatives: tuple[str, ...] = ()


def extract_traffic(question: str, reference: Reference) -> TrafficParams:
    """The parameters of a traffic-accident question."""
    return read_traffic(question, reference)[0]


def read_traffic(question: str, reference: Reference) -> tuple[TrafficParams, TrafficReading]:
    """The parameters of a traffic-accident question, each read by its own step below, and what the notes on them
    need from the question."""
    text, fee_lists = _normalised(question, reference)
    amounts = find_loose_money(text)  # read once: every step that needs a figure takes it from here
    asked, asker_pays, asker_is_victim = _askers_part(text)
    losses, unquantified_losses, unclear_spans, rated = _losses(text, asked, amounts, fee_lists, reference, asker_is_victim)
    victim_died, grade = _victim_died(text), disability_grade(text)
    unquantified_losses += _compensation_items_named(text, reference, losses, unquantified_losses, victim_died, grade)
    commercial_insured, commercial_limit = _commercial_insurance(text, amounts)
    # the items told as a rate and a time are the engine's to work out (with its step): their amounts, counted among
    # the losses while the question was read, leave them (each victim's too); one the question sets aside is neither
    # worked out nor noted
    losses = _without_rated(losses, list(rated.values()))
    both_vehicle_losses = _both_vehicle_losses(text, amounts, asker_pays)
    payers_vehicle_loss = None
    if both_vehicle_losses is not None and (left := _without_payers_vehicle_loss(losses, both_vehicle_losses, reference)) != losses:
        losses, payers_vehicle_loss = left, ("提问人" if asker_pays else "对方", both_vehicle_losses[0])
    victims_rated: list[RatedItem] = []
    victims, victims_unassigned, harmed = _victims(text, asked, fee_lists, reference, asker_is_victim, losses, victims_rated)
    set_aside = _items_set_aside(text, reference) | _items_left_out(text, reference)
    # an item whose amount or span is asked for already ('护工每天150元，护理了两个多月': a vague span) has no note besides
    asked_for = {(reference.classify_loss(name) or ("", name))[1] for name in [*unquantified_losses, *unclear_spans]}
    rated_items = [
        told for told in (victims_rated if victims else rated.values())
        if told.item not in set_aside and not (told.amount() is None and told.item in asked_for)
    ]
    dependants = _supported_people(text, harmed) if victim_died or grade is not None else _Dependants([], set(), [])
    supported, supported_ages = dependants.people, dependants.age_positions
    # the death or grade told of one of several victims: only an age told of that victim is theirs (another's is
    # never taken for it; without one it is asked for)
    victim_of_facts = next(iter(harmed)) if len(harmed) == 1 else None
    age = _victim_age(text, supported_ages) if victim_of_facts is None else _own_age(victim_of_facts, text, supported_ages)
    # several victims each with their own death or grade: each one's facts, none of them the question's as a whole
    victims_facts = {}
    if len(harmed) > 1:
        victims_facts = {name: replace(facts, age=_own_age(name, text, supported_ages)) for name, facts in harmed.items()}
        victim_died, age, grade = None, None, None
        supported = _each_victims_dependants(victims_facts, dependants, reference.traffic["personal_injury"]["minor_until_age"])
    liability = _liability(text, asked, asker_pays, asker_is_victim)
    # a vehicle side that fled bears the whole liability where no finding nor share is told (实施条例 第九十二条)
    fled_unfound = (
        liability.vehicle is None and liability.victims is None and bool(re.search(_FLED, text))
        and _liability_ratio(text, asker_pays, asker_is_victim, None) is None
    )
    # a passenger of a car that crashed alone ('朋友开车带我…撞到护栏'), no finding nor share told: the car's side is the
    # only party, and a single-vehicle crash is its driver's (a note says so)
    solo_crash_ridden = (
        liability.vehicle is None and liability.victims is None and _solo_crash(text) and bool(_victim_is_passenger(text, asked))
        and _liability_ratio(text, asker_pays, asker_is_victim, None) is None
    )
    finding = "全部责任" if fled_unfound or solo_crash_ridden else liability.vehicle
    victim_is_pedestrian = _victim_is_pedestrian(text, asker_is_victim)
    carried = _carried_passenger(text, asked, asker_pays, victim_is_pedestrian)
    rode_a_bike = bool(re.search(_HIT_BY_A_RIDER, text) or re.search(_ASKER_RODE_A_BIKE, text))
    over_standard = rode_a_bike and bool(re.search(_OVER_STANDARD, text))
    # a delivery rider who hit someone on the job, no vehicle named ('我是美团骑手，送餐时闯红灯撞倒了一个老人', or told by
    # the one hit: '被一个外卖小哥撞了'): most ride an electric bike, so it is read as one (no compulsory insurance), a note
    # saying so and asking the vehicle
    hit_by_a_delivery_rider = asker_is_victim and not rode_a_bike and any(
        not re.search(r"车|摩托", hit.group()) for hit in re.finditer(_HIT_BY_A_DELIVERY_RIDER, text)
    ) and not re.search(_MOTOR_VEHICLE_NAMED, text)
    rider_vehicle_assumed = hit_by_a_delivery_rider or (
        not asker_is_victim and asker_pays and not rode_a_bike and not re.search(_OWN_VEHICLE, text)
        and bool(re.search(_DELIVERY_RIDER, text)) and bool(re.search(ERRANDS, text))
    )
    hospitalised, hospital_days = hospital_stay(text)
    targets = _traffic_targets(asked, _asker_was_hit(text, asker_is_victim))
    unified_from = date.fromisoformat(str(reference.traffic["personal_injury"]["urban_rural_unified_from"]))
    accident_date, accident_year = _accident_date(text, unified_from)
    already_paid, paid_unstated = _paid_so_far(
        text, amounts, _payments_told(text, asker_pays, asker_pays and targets == ["vehicle_side"]), reference
    )
    params = TrafficParams(
        accident_date=accident_date,
        accident_year=accident_year,
        losses=losses,
        unquantified_losses=unquantified_losses,
        unclear_spans=unclear_spans,
        liability=finding,
        liability_ratio=_liability_ratio(text, asker_pays, asker_is_victim, finding),
        victim_is_pedestrian=victim_is_pedestrian,
        compulsory_insured=_compulsory_insured(text, asker_pays, asker_is_victim),
        commercial_insured=commercial_insured,
        commercial_limit=commercial_limit,
        already_paid=already_paid,
        paid_unstated=paid_unstated,
        targets=targets,
        victim_died=victim_died,
        victim_age=age,
        disability_grade=grade,
        local_disposable_income=_disposable_income(text, amounts),
        local_avg_monthly_wage=_average_monthly_wage(text, amounts),
        # read from the question as cleaned, as the several-places note reads it: one reading serves both
        region=place_told(clean(question), reference.places()),
        supported_people=supported,
        local_consumption_expenditure=_figure_after(text, amounts, _URBAN_CONSUMPTION),
        victim_rural=_victim_rural(text),
        rural_net_income=_figure_after(text, amounts, _RURAL_INCOME),
        rural_consumption_expenditure=_figure_after(text, amounts, _RURAL_CONSUMPTION),
        victim_is_passenger=True if carried else _victim_is_passenger(text, asked),
        free_ride=None if carried else _free_ride(text),
        other_vehicle_no_fault=None if carried else _other_vehicle_no_fault(text, asked),
        carried_passenger=carried or None,
        payer_non_motor=True if (rode_a_bike or rider_vehicle_assumed) and not over_standard else None,
        payer_over_standard=over_standard or None,
        driver_misconduct=_driver_misconduct(text, asker_is_victim),
        victims=victims,
        victims_unassigned=victims_unassigned,
        victim_of_facts=victim_of_facts,
        victims_facts=victims_facts,
        hospitalised=hospitalised or None,
        hospital_days=hospital_days,
        lost_work=_lost_work(text, asker_pays, asker_is_victim),
        rated_items=rated_items,
        items_set_aside=sorted(set_aside),
        asked_item=_item_asked(asked, reference) if targets == ["vehicle_side"] else None,
    )
    reading = TrafficReading(
        asker_hurt=asker_is_victim,
        liability=liability,
        victims_share=_victims_share(text, asker_is_victim),
        payer_rode_electric_tricycle=victim_is_pedestrian is False and bool(re.search(_ELECTRIC_TRICYCLE, text)),
        payer_rode_a_bike=rode_a_bike,
        rider_vehicle_assumed=rider_vehicle_assumed,
        payer_askers_child=bool(re.search(rf"(?:{_ASKERS_CHILD_AGED})(?:自己)?骑", text)) and bool(re.search(_ASKER_RODE_A_BIKE, text)),
        payer_on_an_errand=not asker_is_victim and bool(re.search(ERRANDS, text)) and bool(
            asker_pays or re.search(_ASKER_RODE_A_BIKE, text) or re.search(_ASKER_DROVE_INTO, text)
        ),
        payer_delivering=asker_is_victim and any(
            re.search(_DELIVERY_RIDER, hit.group())
            for hit in (*re.finditer(_HIT_BY_A_RIDER, text), *re.finditer(_HIT_BY_A_DELIVERY_RIDER, text))
        ),
        rode_in_the_other_car=asker_is_victim and not carried and not params.victim_is_passenger and bool(
            re.search(_RIDING, text) and re.search(_ANOTHER_VEHICLE, text)
        ),
        fled_unfound=fled_unfound,
        solo_crash_ridden=solo_crash_ridden,
        driver_drank=bool(re.search(_DRANK, text)),
        depreciation_told=bool(re.search(r"贬值", text)),
        carrier_passenger_claims_in_tort=not carried and not asker_pays and bool(re.search(CARRIER_RIDE, text)) and not victim_is_pedestrian,
        passengers_own_fault=carried and bool(re.search(_PASSENGERS_OWN_FAULT, text)),
        hospital_span=hospital_span(text),
        care_time_from_stay=any(told.item == "护理费" and told.time is not None for told in rated_items)
        and _stay_as_time_of_care(text) is not None,
        carers_unclear=_carers(text).unclear,
        payers_vehicle_loss=payers_vehicle_loss,
        retiree_asks_lost_wages=bool(re.search(r"退休", text) and re.search(r"误工", asked) and not re.search(_RETIREE_WORKS, text)),
        pensioned_relatives=_pensioned_relatives(text, supported) if victim_died or grade is not None else (),
    )
    return params, reading


# the vehicle losses of both sides told apart ('我的车损失3万，对方车损失2万'): each side claims its own from the other
# (道路交通安全法 第七十六条第一款第（一）项), so the side that pays has its own loss counted in no sum it owes
_LOSS_OF_A_VEHICLE = r"[^，。；\d]{0,4}?(?:损失|车损|维修|修车|修理|修了|修好|撞坏|坏了)"
_ASKERS_VEHICLE = rf"(?:我|俺)(?:的|家的?|这边的?)?车(?:子)?{_LOSS_OF_A_VEHICLE}"
_OTHERS_VEHICLE = rf"(?:对方|他|她|别人|人家)(?:的)?车(?:子)?{_LOSS_OF_A_VEHICLE}"


def _both_vehicle_losses(text: str, amounts: list[MoneyMention], asker_pays: bool) -> tuple[Decimal, Decimal] | None:
    """The vehicle loss of the side that pays (the asker's where the asker pays, else the other side's) and the other
    side's, when each side's vehicle loss is told in a clause of its own; None otherwise."""
    told: dict[bool, list[Decimal]] = {True: [], False: []}
    for money in amounts:
        before = text[clause_at(text, money.start)[0] : money.start]
        askers, others = re.search(_ASKERS_VEHICLE, before), re.search(_OTHERS_VEHICLE, before)
        if bool(askers) != bool(others):
            told[bool(askers)].append(money.value)
    if len(told[True]) != 1 or len(told[False]) != 1:
        return None
    return told[asker_pays][0], told[not asker_pays][0]


def _without_payers_vehicle_loss(
    losses: dict[str, Decimal], both: tuple[Decimal, Decimal], reference: Reference
) -> dict[str, Decimal]:
    """The losses less the paying side's own vehicle loss, taken off the property item that counts both sides'."""
    payers, receivers = both
    for name, amount in losses.items():
        if (reference.classify_loss(name) or ("",))[0] == "property" and amount == payers + receivers:
            return {**losses, name: receivers}
    return losses


def _without_rated(losses: dict[str, Decimal], rated: list[RatedItem]) -> dict[str, Decimal]:
    """The losses less the amounts of the items told as a rate and a time."""
    worked_out = {told.item for told in rated if told.amount() is not None}
    return {item: amount for item, amount in losses.items() if item not in worked_out}


# the injured worked and lost work through the injury ('上班路上被撞', '误工', '没法上班', '月收入6000'); or had no work to
# lose ('退休', '还在上学'), or lost none ('没有误工')
_WORKED = r"上班|下班|误工|请假|上不了班|没法上班|不能上班|没法工作|不能工作|干不了活|没法干活|月收入|月工资|月薪|日工资|日收入|打工"
_NO_WORK_LOST = r"退休|学生|上学|读书|幼儿园|无业|没有工作|没工作|失业|(?:没|没有|不|无)误工"
# a retiree who still works has work to lose ('退休后在超市上班', '退休了还在打工', '退休返聘')
_RETIREE_WORKS = r"退休(?:后|了|以后)?[^，。；]{0,3}(?:还|又|仍|继续|在)[^，。；]{0,8}(?:上班|工作|打工|干活)|返聘"


def _no_work_lost(text: str) -> bool:
    return bool(re.search(_NO_WORK_LOST, re.sub(_RETIREE_WORKS, "", text)))


def _lost_work(text: str, asker_pays: bool, asker_is_victim: bool) -> bool | None:
    """Whether the injured lost work (误工费 is owed, 人身损害赔偿解释 第七条): None when the question does not say. When
    the asker is the side that pays, their own work and pay ('我月工资3000') are no victim's: only 误工 told counts; nor
    are a carer's leave or pay ('我老婆请假照顾了我一个月，她月工资5000')."""
    if _no_work_lost(text):
        return False
    if asker_pays:
        return True if "误工" in text else None
    injured_is_asker = _injured_is_asker(text, asker_is_victim)
    for found in re.finditer(_WORKED, text):
        care = re.search(CARE_WORDS, text[found.start() : clause_at(text, found.start())[1]])
        if not care and _said_of_the_injured(text, found.start(), injured_is_asker):
            return True
    return None


# the asker drove a motor vehicle into someone ('我开车撞了骑电动车的人', '我开车把一个行人撞了') and was not hurt: the
# asker's side is the vehicle side that pays, though the asking words do not say so ('保险公司赔多少', or none)
_ASKER_DROVE_INTO = (
    r"(?:^|[，。；])我(?:自己)?开(?:着)?(?:我的|自己的)?(?:车|小车|汽车|货车|轿车|面包车|私家车)[^，。；被和跟与]{0,8}?"
    r"(?:把[^，。；]{1,10}(?:撞|刮|碰|轧)|(?:撞|刮|碰|轧)(?:倒|伤|到|死)?了)"
)


def _askers_part(text: str) -> tuple[str, bool, bool]:
    """The asking sentence, whether the asker's side pays, and whether the asker was hurt."""
    asked = _figure_question(text)
    asker_pays = bool(re.search(_ASKER_PAYS, asked)) and not re.search(_ASKER_PAID, asked)
    if not re.search(_ASKER_PAID, asked) and re.search(_ASKER_DROVE_INTO, text) and not re.search(_ASKER_IS_VICTIM, text):
        asker_pays = True
    return asked, asker_pays, bool(re.search(_ASKER_IS_VICTIM, text)) and not asker_pays


def traffic_notes(reading: TrafficReading, params: TrafficParams) -> list[str]:
    """A note where the finding or share the question tells is the victim's, not the vehicle side's: which side each
    share is, and what the vehicle side's was read as; and where the side that pays rode an electric tricycle, the
    reading of it as an insured motor vehicle, and where it rode an electric bike or a bicycle, that a non-motor vehicle
    pays by its rider's fault alone; and where carers are told without their number, that the care counts one
    until the number and its medical opinion are given."""
    notes = []
    if reading.retiree_asks_lost_wages:
        notes.append(
            "受害人已退休：误工费赔偿的是因伤实际减少的收入（最高人民法院关于审理人身损害赔偿案件适用法律若干问题的解释 第七条），"
            "退休后没有劳动收入的一般不予支持，养老金不因受伤而减少；退休后仍在工作、因伤减少了劳动收入的，可按该收入计算，请给出收入和误工时间。"
        )
    if reading.pensioned_relatives:
        told = "”“".join(reading.pensioned_relatives)
        notes.append(
            f"题目说“{told}”：被扶养人须是丧失劳动能力又无其他生活来源的成年近亲属（最高人民法院关于审理人身损害赔偿"
            "案件适用法律若干问题的解释 第十七条），领取退休金、养老金的一般有生活来源，不是被扶养人，以上未计其被扶养人生活费；"
            "退休金很少、不足以维持当地基本生活又丧失劳动能力的，可以主张，以法院认定为准。"
        )
    if reading.payers_vehicle_loss is not None:
        payer, amount = reading.payers_vehicle_loss
        receiver = "对方" if payer == "提问人" else "提问人"
        notes.append(
            f"题目也给出了{payer}一方车辆的损失 {format_yuan(amount)}：两车互有损失的，各方的损失向对方主张（对方的交强险在财产损失"
            f"限额内先赔，其余按对方的责任比例承担，道路交通安全法 第七十六条第一款第（一）项），不计入{payer}应赔的金额；以上只计{receiver}一方的损失。"
        )
    victims, vehicle = reading.liability.victims, reading.liability.vehicle
    # a finding given in place of the question's ('liability': '全部责任') leaves the question's reading untold
    if victims is not None and vehicle is None and params.liability is None and not params.carried_passenger:
        notes.append(
            f"题目所说的“{victims}”是乘车的受害人自己的责任，不说明事故各方机动车之间的责任如何划分；"
            "请给出所要求赔偿的那一方机动车的事故责任（或责任比例）。"
        )
    elif victims is not None and params.liability == vehicle:
        notes.append(
            f"题目所说的“{victims}”是受害人一方的责任，不是机动车一方的：双方责任合为全部（道路交通安全法 第七十六条），"
            f"机动车一方相应为{vehicle}。"
        )
    own = reading.victims_share
    if own is not None and params.liability_ratio == 1 - own:
        notes.append(f"题目所说的 {own * 100:.0f}% 是受害人一方承担的比例，机动车一方承担其余的 {(1 - own) * 100:.0f}%。")
    if reading.payer_rode_electric_tricycle and params.compulsory_insured is None and params.victim_is_pedestrian is False:
        notes.append(
            "对方的电动三轮车以上按已投保交强险的机动车计算（受害人驾驶机动车，按机动车之间的过错比例分担）；该车经认定属于"
            "非机动车或者未投保交强险的，没有交强险赔付，对方按责任比例承担全部损失，请按实际情况核对。"
        )
    if reading.fled_unfound and params.liability == "全部责任" and params.payer_non_motor:
        notes.append(
            "肇事一方逃逸的，由逃逸的当事人承担全部责任，有证据证明对方当事人也有过错的，可以减轻责任（道路交通安全法实施条例 "
            "第九十二条）：以上按骑车人全部责任计算，找到骑车人后向其主张；道路交通事故社会救助基金先行垫付抢救费用（道路交通安全法 "
            "第七十五条）的情形，道路交通事故社会救助基金管理办法限于机动车肇事，非机动车肇事逃逸的一般不在其内，可以先报警追查。"
        )
    elif reading.fled_unfound and params.liability == "全部责任":
        # a death: the fund advances the funeral costs too ('司机逃逸没抓到，丧葬费花了3万，救助基金能垫付吗')
        advanced = "抢救费用和丧葬费用" if params.victim_died else "抢救费用"
        notes.append(
            "肇事一方逃逸的，由逃逸的当事人承担全部责任，有证据证明对方当事人也有过错的，可以减轻责任（道路交通安全法实施条例 "
            f"第九十二条）：以上按机动车一方全部责任计算。肇事者尚未找到的，{advanced}可以由道路交通事故社会救助基金先行垫付"
            "（道路交通安全法 第七十五条；机动车交通事故责任强制保险条例 第二十四条），救助基金垫付后向肇事者追偿；其余损失在找到"
            "肇事者后向其及其保险公司主张。"
        )
    if reading.solo_crash_ridden and params.liability == "全部责任" and params.victim_is_passenger:
        notes.append(
            "车辆自己撞上护栏等、没有其他车辆或行人的单方事故，交警一般认定驾驶人负全部责任，以上按此计算（已有事故认定书的，按认定的责任）；"
            "道路、护栏等设施有缺陷致事故的，管理人也可能承担相应责任。乘车人不是本车交强险和商业三者险的“第三者”，两者都不赔车上人员，"
            "由驾驶人（及机动车所有人、使用人）赔偿；本车投保了车上人员责任险（座位险）的，按该险约定赔付。"
        )
    elif params.victim_is_passenger and not params.other_vehicle_no_fault:
        # (a crash of the car alone has no other vehicle to claim from: the note above says what pays)
        notes.append(
            "乘车人是本车人员，不是本车交强险和商业三者险的“第三者”。若事故另一方机动车也有责任，受害人对那辆车而言是第三者，"
            "可在那辆车的交强险和三者险范围内获赔（本结果未计入）；那辆车无责任的，其交强险在无责任赔偿限额内赔偿"
            "（死亡伤残、医疗费用、财产损失各有无责限额）；本车投保了车上人员责任险（座位险）的，按该险约定赔付。"
        )
    if reading.driver_drank and params.free_ride and params.victim_is_passenger and params.driver_misconduct is None:
        notes.append(
            "驾驶人酒后驾车：好意同乘减轻驾驶人的赔偿责任，但机动车使用人有故意或者重大过失的除外（民法典 第一千二百一十七条），"
            "酒后驾车一般被认定为重大过失，通常不予减轻，即按上面未减轻的数额赔偿。"
        )
    if reading.payer_rode_a_bike and params.payer_non_motor and not params.payer_over_standard:
        notes.append(
            "以上把撞人的自行车、电动车（电瓶车）按非机动车计算：自行车和符合国家标准的电动自行车是非机动车（道路交通安全法 第一百一十九条"
            "第（四）项），没有交强险，由骑车人按过错承担赔偿责任，受害人也有过错的可以减轻（民法典 第一千一百六十五条、第一千一百七十三条）。"
            "若是超标电动车并经认定属于机动车，则按机动车的规则赔偿（有交强险的先由交强险赔付，没有投保的由投保义务人在交强险限额内先赔），"
            "请说明是否经交警或鉴定认定为机动车。"
        )
    if reading.payer_askers_child and params.payer_non_motor:
        notes.append(
            "骑车的是提问人的孩子：孩子未满十八周岁的，由监护人（父母）承担侵权责任，监护人尽到监护职责的可以减轻；孩子有自己财产的，"
            "从其财产中支付赔偿费用，不足部分由监护人赔偿（民法典 第一千一百八十八条）。孩子已成年的，由其本人承担。"
        )
    if reading.carrier_passenger_claims_in_tort:
        notes.append(
            "受害人是公交车、客车、出租车等营运车辆的乘客：以上按侵权向事故中有责任的机动车一方计算；乘客也可以按客运合同要求承运人"
            "赔偿全部合理损失，不以事故责任划分为前提（民法典 第八百二十三条），两者择一主张（第一百八十六条），承运人赔偿后可以向有责任的一方追偿。"
        )
    if reading.passengers_own_fault:
        notes.append(
            "题目说乘客自己也有疏忽（如没有扶好）：承运人仍应赔偿，但可以按乘客的过错相应减少赔偿额（民法典 第五百九十二条第二款）；"
            "伤亡是乘客自身健康原因造成的，或者承运人证明是乘客故意、重大过失造成的，承运人不赔（第八百二十三条）。以上未作减少。"
        )
    if reading.depreciation_told:
        notes.append(
            "车辆修复后的贬值损失不计入：交强险不赔这类间接损失（机动车交通事故责任强制保险条款 第十条），最高人民法院关于审理道路交通事故"
            "损害赔偿案件适用法律若干问题的解释 第十二条列举的财产损失（维修费、车辆重置费、停运损失、替代性交通工具费用等）也不含此项，"
            "法院一般不予支持；以上只计其他损失。"
        )
    if reading.payer_on_an_errand:
        notes.append(
            "提问人是在执行工作任务（送餐、送货等）时造成他人损害的：由用人单位承担侵权责任，用人单位承担后可以向有故意或者重大过失的"
            "工作人员追偿（民法典 第一千一百九十一条第一款）；劳务派遣的，由接受派遣的用工单位承担，派遣单位有过错的承担相应的责任"
            "（同条第二款）。平台与骑手之间是否为劳动或者劳务关系、由谁作为用人单位，以实际用工情况认定；以上金额是受害人可以请求的赔偿，"
            "不因由谁承担而改变。"
        )
    if reading.rider_vehicle_assumed and params.payer_non_motor:
        notes.append(
            "题目没有说骑的是什么车：外卖、快递骑手多骑电动自行车，以上按符合国家标准的电动自行车计算，它是非机动车（道路交通安全法"
            " 第一百一十九条第（四）项），没有交强险，由骑车一方按过错赔偿，受害人也有过错的可以减轻（民法典 第一千一百六十五条、"
            "第一千一百七十三条）。骑的是摩托车或者经认定属于机动车的超标电动车的，按机动车的规则赔偿：交强险在责任限额内先赔，不足的部分"
            "按事故责任承担（道路交通安全法 第七十六条），没有投保的由投保义务人在交强险限额内先赔；请说明骑的是什么车。"
        )
    if reading.payer_delivering and params.payer_non_motor:
        notes.append(
            "撞人的是送外卖、快递的骑手：撞人时正在送餐、送货等执行工作任务的，由其用人单位（配送站点、外包公司或平台，以实际用工关系认定）"
            "承担侵权责任，用人单位可以向有故意或者重大过失的骑手追偿（民法典 第一千一百九十一条第一款）；受害人可以向骑手和其所属单位主张。"
            "自行接单的众包骑手与平台是否存在用工关系，各地认定不一。以上金额是受害人可以请求的赔偿，不因由谁承担而改变。"
        )
    if reading.rode_in_the_other_car and params.liability is not None:
        notes.append(
            "提问人坐在另一辆车上：对自己所乘的车而言是本车人员，那辆车的交强险（有责、无责都一样）和商业三者险都不赔本车人员"
            f"（{PASSENGER_SOURCE}）；以上按对方车辆计算，其交强险先赔，其余按其责任比例承担。所乘车辆也有责任（同等、次要等）的，"
            "还可以按其责任向那辆车的驾驶人主张；所乘车辆投保了车上人员责任险（座位险）的，按该险约定赔付。"
        )
    stay = reading.hospital_span
    if stay is not None and stay.count is None and params.hospital_days is None:
        notes.append(f"题目所说住院“{stay.said}”只是约数：按住院天数计算的项目（住院伙食补助费）请给出确切的住院天数。")
    elif stay is not None and stay.count is not None and stay.unit == "个月" and params.hospital_days == stay.count * DAYS_PER_MONTH:
        notes.append(f"题目所说住院“{stay.said}”按每月{DAYS_PER_MONTH}天计，为 {params.hospital_days} 天（实际天数不同的，请写明）。")
    if reading.care_time_from_stay:
        notes.append(
            "题目没有说护理了多久：护理期限按住院期间计算（人身损害赔偿解释 第八条：护理期限应计算至受害人恢复生活自理能力时止）；"
            "出院后仍需护理的，按医疗机构或鉴定机构确定的护理期限计算，请给出该期限。"
        )
    if reading.carers_unclear is not None and any(told.item == "护理费" and told.carers == 1 for told in params.rated_items):
        notes.append(
            f"题目所说“{reading.carers_unclear}”没有说明确切的护理人数：护理费按一人计算。护理人员原则上为一人，医疗机构或者"
            "鉴定机构有明确意见的，可以参照确定护理人数（最高人民法院关于审理人身损害赔偿案件适用法律若干问题的解释 第八条）；"
            "请给出护理人数和该意见。"
        )
    return notes


def _normalised(question: str, reference: Reference) -> tuple[str, list[tuple[int, int]]]:
    """The cleaned question with the policies' short names, and fees named together, written out in full;
    with where the fees written out as a list stand in it."""
    # '50万三者险': 三 after 万 would read as '50万3' (as in '两万一'); the policy's full name keeps it apart
    text = re.sub(r"(?<!第)三者", "第三者", clean(question))
    # '对方有交强', '交强一共能赔多少': the compulsory insurance named without 险
    text = re.sub(r"交强(?![险制])", "交强险", text)
    return _fees_written_out(text, reference)


# fees named by their stems alone are fees only before their figure ('交通住宿5000', not '住院治疗20天')
_FIGURE_AFTER_FEES = rf"\s*{PRICE_FIGURE}"


def _fees_written_out(text: str, reference: Reference) -> tuple[str, list[tuple[int, int]]]:
    """'交通住宿费', '交通、住宿费', '交通和住宿费', '交通住宿5000' -> '交通费、住宿费', '交通费、住宿费',
    '交通费和住宿费', '交通费、住宿费5000': fees named together with 费 said once (or not at all), each written
    out so that it is read as the item it is; a figure after them is then one figure for fees listed together
    (for one limit the limit's, across limits asked for). A compound of stems whose earlier stems lie under
    another limit than its last names one fee, the earlier stems saying what it was for ('住院护理费',
    '住院交通费', '车辆维修鉴定费'): it keeps its wording. Returns the text and the spans of the lists."""
    patterns = _item_patterns(reference)
    written: list[str] = []
    lists: list[tuple[int, int]] = []
    previous_end = 0
    for match in patterns.shared_fee.finditer(text):
        written.append(text[previous_end : match.start()])
        previous_end = match.end()
        if reference.classify_loss(match.group()):
            written.append(match.group())  # one item's own name ('住院伙食补助费'), not fees named together
            continue
        # only names with a joiner between them ('交通、住宿费') are split apart as written
        parts = re.split(rf"({_LIST_JOINER})", match.group().removesuffix("费"))
        fees = "".join(part if index % 2 else _compound_written_out(part, patterns, reference) for index, part in enumerate(parts))
        start = sum(map(len, written))
        written.append(fees)
        if len(patterns.alias.findall(fees)) > 1:
            lists.append((start, start + len(fees)))
    written.append(text[previous_end:])
    return "".join(written), lists


def _compound_written_out(compound: str, patterns: _ItemPatterns, reference: Reference) -> str:
    """Fee stems run together without a joiner, written out: one fee when an earlier stem modifies the last
    ('住院护理' -> '住院护理费': nursing in hospital, under the limit of nursing, not the hospital fee too),
    else the fees listed ('交通住宿' -> '交通费、住宿费': two fees under one limit)."""
    stems = patterns.fee_stem.findall(compound)
    limits = [(reference.classify_loss(stem + "费") or ("", ""))[0] for stem in stems]
    if any(limit != limits[-1] for limit in limits):
        return compound + "费"
    return "、".join(stem + "费" for stem in stems)


# words telling of the accident, beside which a date or a year is its date
_ACCIDENT_EVENT = r"驾|撞|事故|相撞|追尾|碰|刮|车祸|出事|出的事"


def _accident_date(text: str, unified_from: date) -> tuple[date | None, int | None]:
    """The accident's date (a full date, a year, or a time counted back from today), None where unknown or where it
    does not say which compulsory limits apply or (a year alone of the urban-rural unification, `unified_from`) which
    standard; and its year where the date is None but the year is told."""
    dates = find_dates(text)
    accident = date_with(dates, text, _ACCIDENT_EVENT) or (dates[0] if dates else None)
    if accident is None:
        accident = _accident_year(text)
    if accident is None:
        accident = _relative_accident_date(text)
    if accident is None:
        return None, None
    # the limits changed on 2020-09-19: a month-only date in September 2020 does not say which applies
    # (nor does a year alone, or a time counted back from today, that falls in 2020)
    ambiguous = (not accident.day_known and accident.value.year == _LIMITS_CHANGED_YEAR
                 and (accident.value.month == 9 or accident not in dates))
    # ('2022年' alone: before or after 2022-05-01 is not told)
    ambiguous = ambiguous or (accident not in dates and not accident.day_known and accident.value.year == unified_from.year)
    return (None, accident.value.year) if ambiguous else (accident.value, None)


def _accident_year(text: str) -> DateMention | None:
    """The accident's year where the question gives no full date ('2023年我闯红灯被车撞了')."""
    # the year alone decides which limits apply, except in 2020
    years = [y for y in find_years(text) if not re.search(r"收入|标准|统计|公布", text[y.end : clause_at(text, y.start)[1]])]
    return date_with(years, text, _ACCIDENT_EVENT) or (years[0] if len({y.value.year for y in years}) == 1 else None)


def _losses(
    text: str,
    asked: str,
    amounts: list[MoneyMention],
    fee_lists: list[tuple[int, int]],
    reference: Reference,
    asker_is_victim: bool,
) -> tuple[dict[str, Decimal], list[str], dict[str, str], dict[str, RatedItem]]:
    """The loss items with their amounts, the items whose figure must be asked for, the items whose
    span is a range (with the range as said), whose exact span must be asked for, and the items told as a rate and a
    time (their amounts among the losses where both are told)."""
    unpriced: list[str] = []
    ranged: dict[str, str] = {}
    rated: dict[str, RatedItem] = {}
    joints = _joint_amounts(text, reference, amounts, fee_lists)
    losses = _loss_items(text, reference, asker_is_victim, amounts, joints, unpriced, ranged, rated)
    unquantified = _unquantified_losses(text.replace(asked, "") if asked != text else text, reference, losses)
    unquantified += [item for item in unpriced if item not in unquantified]
    unquantified += [item for item in _sums_across_limits(joints, reference) if item not in unquantified]
    # an item whose span is a range ('误工两三个月') is asked for by that range, unless it has an amount of its
    # own or the question sets it aside ('误工费先不算')
    counted = {(reference.classify_loss(name) or ("", name))[1] for name in losses} | _items_set_aside(text, reference)
    by_range = {item: span for item, span in ranged.items() if item not in counted}
    unquantified = [item for item in unquantified if (reference.classify_loss(item) or ("", item))[1] not in by_range]
    return losses, unquantified, by_range, rated


def _finding_label(mention: re.Match[str]) -> str:
    """'全部责任' … '无责任', or '有责任' when its degree is not said."""
    if mention.group("label"):
        return f"{mention.group('label')}责任"
    if mention.group("short"):  # '司机全责', '对方主责'
        return _SHORT_LIABILITY[mention.group("short")]
    if mention.group("typo"):
        return "全部责任"
    if mention.group("some"):
        return "有责任"
    return "无责任"


# the hurt asker named right before a finding ('交警认定我负主要责任', '我方无责')
_ASKER_HELD = r"(?:我|本人|自己|我方)(?:这边|这方|一方)?(?:负|承担|是|为)?$"
# the victim named in the third person ('受害人负次要责任', '行人主责')
_VICTIM_HELD = r"(?:受害人|受害者|伤者|死者|行人|骑车人|骑车的|非机动车)(?:一方|方)?(?:负|承担|是|为)?$"
# the vehicle side fled the scene ('对方跑了', '司机开车逃逸了', '撞了人就跑'); not the victim running away from it
_FLED = (
    r"(?:对方|司机|驾驶员|肇事者?|车主|那辆车|那个人|他|她|骑车的|骑车人)[^，。；我]{0,6}?(?:跑了|逃了|逃逸|逃跑|溜了|逃走)"
    r"|肇事逃逸|撞了(?:人|我)?就(?:跑|走|溜)"
)
# the rider is the one who hit where the victim was hit by a ridden vehicle ('我走路被电动车撞了，骑车的全责')
_RIDER = r"骑车人|骑车的"
_HIT_BY_A_RIDER = (
    r"被[^，。；]{0,8}(?:电动车|自行车|电瓶车|单车|骑车的|骑车人)[^，。；]{0,6}?(?:撞|刮|碰)"
    # the rider named as the subject ('一个骑电动车的外卖小哥把我撞倒了'); not the asker's own ride ('骑电动车的时候')
    r"|骑着?(?:电动自行车|电动车|自行车|电瓶车|共享单车|单车)的(?!时)[^，。；把]{0,6}?把[^，。；]{1,5}?(?:撞|刮|碰)"
)
# the asker's own vehicle told ('骑摩托车送餐', '开车送货', '我的三轮车', '送餐时电瓶车撞了人'): a rider's untold vehicle is
# read only where none is; a vehicle of someone else ('推婴儿车的老人', '撞到一辆停着的汽车') tells nothing of the rider's
_OWN_VEHICLE = (
    r"(?:骑|开|驾驶|驾)着?[^，。；]{0,6}?(?:车|摩托)|(?:我|自己)的[^，。；]{0,4}?(?:车|摩托)"
    r"|(?:^|[，。；]|时|候)(?:电动车|电瓶车|摩托车?|三轮车?|汽车|小车|货车|面包车)"
)
# a rider named by their delivery work ('外卖小哥', '送快递的', '骑手')
_DELIVERY_RIDER = r"外卖|快递|骑手|送餐|送货|配送|跑腿|闪送"
# the one hit told of a delivery rider who hit them ('被一个外卖小哥撞了', '被送快递的刮倒了'; '被送外卖的摩托车撞了' names the
# vehicle)
_HIT_BY_A_DELIVERY_RIDER = rf"被[^，。；]{{0,8}}?(?:{_DELIVERY_RIDER})[^，。；]{{0,6}}?(?:撞|刮|碰)"
# a car or a motorbike named in a clause that is not the asker's own ride ('他开的是小汽车', '骑的是摩托车'; not
# '我开着小轿车…'): the rider's vehicle is told, so no electric bike is read for it
_MOTOR_VEHICLE_NAMED = rf"(?:^|[，。；])(?![^，。；]*?我(?:自己)?(?:开|驾驶|驾|骑))[^，。；]*?(?:{MOTOR_VEHICLES}|摩托)"
# the asker's child, its age told or not ('我儿子15岁', '我家孩子')
_ASKERS_CHILD_AGED = rf"(?:{ASKERS_CHILD})(?:今年|才)?(?:\d{{1,2}}|[一二两三四五六七八九十]{{1,3}})?(?:周)?岁?"
# the asker rode one into someone ('我骑电动车把一个老太太撞倒了', '骑自行车撞倒了一个小孩'; not '我骑电动车被小车撞了'
# nor '我骑电动车和小车撞了')
# '开电动车' in everyday words is riding an electric bike, as '被电动车撞了' is read ('开电动汽车' is a car)
_DROVE_AN_EBIKE = r"开(?=(?:着)?(?:我的|自己的)?(?:的)?(?:超标的?)?(?:电动车|电瓶车))"
_ASKER_RODE_A_BIKE = (
    # ('送餐时骑电动车撞了行人': the asker's clause, told by its time)
    # ('我儿子15岁骑电动车把人撞了': the asker's child the rider, whose guardian answers, 民法典 第一千一百八十八条)
    rf"(?:^|我|[，。；](?:[^，。；被]{{1,6}}时)?|{_ASKERS_CHILD_AGED})(?:自己)?(?:骑|{_DROVE_AN_EBIKE})(?:着)?(?:我的|自己的)?(?:的)?(?:超标的?)?(?:电动自行车|电动车|自行车|电瓶车|共享单车|单车)"
    r"(?:[^，。；被和跟与]{0,8}?(?:把[^，。；]{1,10}(?:撞|刮|碰)|(?:撞|刮|碰)(?:(?:倒|伤|到)了?|了))"
    # '我骑的电动车是超标的，撞了一个老人': the hit told in the next clause, its subject left out
    r"|[^，。；被和跟与]{0,8}[，,](?:结果|然后|不小心|一不小心)?(?:把[^，。；]{1,10}(?:撞|刮|碰)|(?:撞|刮|碰)(?:倒|伤|到)?了)"
    # '我骑电动自行车和行人相撞', '骑车跟一个老人撞了': a walker met, not a vehicle ('和小车撞了' stays the rider hurt)
    r"|[^，。；被]{0,4}(?:和|跟|与)[^，。；]{0,6}(?:行人|路人|老人|老太太|老大爷|大爷|大妈|小孩|孩子|小朋友|学生)[^，。；]{0,3}(?:相撞|撞|碰|刮))"
)
# an electric bike told as over the national standard: it may be found a motor vehicle (道路交通安全法 第一百一十九条)
_OVER_STANDARD = r"超标(?:的)?(?:电动|电瓶)|(?:电动|电瓶)车[^，。；]{0,6}超(?:出|过)?(?:国家)?标(?:准)?|超标车|不符合国(?:家)?标"


@dataclass(frozen=True)
class _LiabilityReading:
    """The vehicle side's finding, and the finding it was read from when that one was told of the victim."""

    vehicle: str | None
    victims: str | None = None  # '主要责任': the victim's own finding, the vehicle's being its complement


def _liability(text: str, asked: str, asker_pays: bool, asker_is_victim: bool) -> _LiabilityReading:
    """The vehicle side's liability finding. A finding told of the victim alone ('我骑电动车被撞了，交警认定我负主要
    责任') is the victim's share, and the vehicle side's is its complement; told of a passenger ('我无责任') it
    says nothing of the vehicle's, which is then asked for."""
    mention = _vehicle_side_liability(text, asked, asker_pays)
    if mention is None:
        return _LiabilityReading(None)
    label = _finding_label(mention)
    if not _held_by_victim(text, mention.start(), asker_is_victim):
        return _LiabilityReading(label)
    if _asker_rode(text):
        return _LiabilityReading(None, label)
    return _LiabilityReading(OTHER_SIDES_LIABILITY.get(label), label)


def _held_by_victim(text: str, position: int, asker_is_victim: bool) -> bool:
    """Whether the finding or share at `position` is told of the victim: the hurt asker, a victim named as such, or the
    person the harm is told of ('我爸被车撞了，交警认定我爸负次要责任')."""
    before = text[clause_at(text, position)[0] : position][-8:]
    if asker_is_victim and re.search(_ASKER_HELD, before):
        return True
    victim_named = re.search(_VICTIM_HELD, before)
    if victim_named and not (re.search(_RIDER, victim_named.group()) and re.search(_HIT_BY_A_RIDER, text)):
        return True
    held = re.search(rf"(?P<person>{_PERSON})(?:自己)?(?:的)?(?:一方|方)?(?:负|承担|是|为)?$", before)
    # the hurt person, not one who hit ('同事开车撞上护栏，同事负全责'): named before a passive or an injury
    hurt = re.search(rf"被[^，。；]{{0,10}}(?:撞|碾|轧|刮)|{_DIED}|受伤|伤残", text)
    victim = _person_before(text, hurt.start()) if hurt else _struck_person(text)
    if victim is None or victim in ("我", "俺", "本人"):
        return False
    # '老公开货车出车祸死了，是他自己的全责': the hurt one's own fault, told by a pronoun with 自己
    if re.search(r"(?:他|她)自己(?:的)?(?:一方)?(?:负|承担|是|为)?$", before):
        return True
    # '我爸骑车被撞了，交警认定他全责': a bare pronoun stands for the hurt relative it fits ('他' a man, '她' a woman)
    # where no one else is named after the harm (not '被一个司机撞了，交警认定他全责')
    pronoun = re.search(r"(?P<pronoun>[他她])(?:的)?(?:一方)?(?:负|承担|是|为)?$", before)
    if pronoun and hurt and re.search({"他": _MALE_KIN, "她": _FEMALE_KIN}[pronoun.group("pronoun")], victim):
        harm_told = hurt.start()
        return not re.search(_OTHER_PERSON_NAMED, text[harm_told:position])
    # the asker ('我') holds the victim's finding only when hurt (above)
    return bool(held and held.group("person") not in ("我", "俺", "本人")
                and _one_person(held.group("person")) == _one_person(victim))


# someone other than the hurt relative named in the telling ('被一个司机撞了', '对方', '那个男的')
_OTHER_PERSON_NAMED = r"司机|车主|驾驶|肇事|对方|男的|女的|男子|女子|小伙|师傅|老板"


def _struck_person(text: str) -> str | None:
    """The person a driver is told to have hit, without a passive ('我开车把一个骑车的老人撞了', '开车撞倒了一位老人')."""
    struck = re.search(r"把(?P<before>[^，。；]{1,12}?)(?:撞|碾|轧|刮)|(?:撞|碾|轧|刮)(?:了|倒了?|伤了?)(?P<after>[^，。；]{1,10})", text)
    if struck is None:
        return None
    people = re.findall(_PERSON, struck.group("before") or struck.group("after"))
    return next((person for person in (people[-1:] if struck.group("before") else people[:1]) if person not in ("我", "俺", "本人")), None)


def _liability_findings(text: str, asker_pays: bool) -> tuple[list[re.Match[str]], list[re.Match[str]]]:
    """The findings that may be the vehicle side's, and those of the asker's own side."""
    # '交警认定我全责、司机无责': when another party's share is named too, the asker's ('我') is not the
    # vehicle side's; '我开车撞了人，我负全部责任' keeps it, as it is the only one
    mentions = list(_LIABILITY.finditer(text))
    # '双方都有责任，认定对方主要责任': the degree, where named, says more than 'some liability'
    mentions = [m for m in mentions if not m.group("some")] or mentions
    own = [m for m in mentions if re.search(_ASKER_SELF, text[max(0, m.start() - 4) : m.start()])]
    others = [m for m in mentions if m not in own]
    # when the asker's own insurance pays, the asker's share decides which limits apply ('电动车全责、我无责')
    return (own if asker_pays else others) or mentions, own


def _vehicle_side_liability(text: str, asked: str, asker_pays: bool) -> re.Match[str] | None:
    """The finding of the vehicle asked about, else of the named driver, else of a vehicle named before it,
    else the first."""
    mentions, own = _liability_findings(text, asker_pays)
    # 'A车的交强险应该赔我多少': the liability of the vehicle whose insurance is asked about (a passenger of
    # the car at fault claims from the other car's insurance as a third party)
    asked_vehicle = re.search(r"(?<![A-Za-z])([A-Za-z甲乙丙丁]车)(?:的|那边的?)?(?:交强险|保险|商业险|三者险)", asked)
    if asked_vehicle:
        chosen = next((m for m in _LIABILITY.finditer(text) if asked_vehicle.group(1) in text[max(0, m.start() - 4) : m.start()]), None)
        if chosen is not None:
            return chosen
    driver = _driver_name(text)
    if driver and not (asker_pays and own):
        for mention in mentions:
            if driver in text[max(0, mention.start() - len(driver) - 6) : mention.start()]:
                return mention
    if not asker_pays:
        # '交警认定我妈全责，司机无责': the victim's share is not the vehicle side's
        chosen = next((m for m in mentions if re.search(_VEHICLE_SIDE, text[max(0, m.start() - 8) : m.start()])), None)
        if chosen is not None:
            return chosen
    return mentions[0] if mentions else None


def _liability_ratio(text: str, asker_pays: bool, asker_is_victim: bool, finding: str | None) -> Decimal | None:
    """The vehicle side's share beyond the compulsory insurance, where the question states it; `finding` is the
    vehicle side's finding as read."""
    # '对方60%、我40%的责任': both shares named; the vehicle side's is the asker's when the asker drove the
    # car that pays, the other party's when the asker was hurt, and neither is guessed otherwise
    asker_share, counterpart_share = _party_shares(text)
    asker_drove = bool(re.search(r"我[^，。；被]{0,8}撞(?:了|倒|伤|到|上)", text)) and not asker_is_victim
    if asker_share is not None and counterpart_share is not None and (asker_pays or asker_drove or asker_is_victim):
        return asker_share if asker_pays or asker_drove else counterpart_share
    stated = _stated_ratio(text, asker_is_victim)
    if stated is not None:
        return stated
    # '各50%', '五五开': half is each side's, so whose it is need not be read
    if _equal_split_stated(text, finding):
        return Decimal("0.5")
    if _asker_rode(text):
        return None
    # the victim's own share alone ('交警认定我负主要责任（70%）', '行人负70%'): the vehicle side bears the rest (第七十六条)
    own = _victims_share(text, asker_is_victim)
    return 1 - own if own is not None else None


# two debtors of the vehicle side named together ('司机和挂靠公司', '车主与司机'): a split between them shares the vehicle
# side's debt (民法典 第一千二百零九条、第一千二百一十一条), not the loss between the vehicle side and the victim
_VEHICLE_DEBTOR = r"(?:司机|驾驶员|驾驶人|车主|挂靠|公司|单位|老板|车行|保险公司)"
_TWO_VEHICLE_DEBTORS = rf"{_VEHICLE_DEBTOR}[^，。；]{{0,6}}(?:和|与|跟|及|、)[^，。；]{{0,6}}{_VEHICLE_DEBTOR}"


def _equal_split_stated(text: str, finding: str | None) -> bool:
    """An equal share stated beside a liability finding ('同等责任（各50%）', '同等责任，法院按五五分'). Only an equal
    finding, or none, can be halved: a split beside '全责' or '主要责任' shares something else. A split of another
    thing ('医药费各出一半'), or between two debtors of the vehicle side ('司机和挂靠公司各承担一半'), is no liability share."""
    if finding not in (None, "同等责任", "有责任"):
        return False
    return any(
        "责" in text[max(0, found.start() - 20) : found.end() + 4]
        and not re.search(_TWO_VEHICLE_DEBTORS, text[clause_at(text, found.start())[0] : found.start()])
        for found in re.finditer(_EQUAL_SPLIT, text)
    )


def _victim_is_pedestrian(text: str, asker_is_victim: bool) -> bool | None:
    """Whether the victim walked or rode a non-motor vehicle (True) or was in a motor vehicle (False); None when
    not told, or when the victim rode an electric tricycle (either kind)."""
    if re.search(_ELECTRIC_TRICYCLE, text):
        # '我开车和一辆电动三轮车相撞…对方赔我多少': the hurt asker drove the car, the tricycle is the other side's
        if asker_is_victim and re.search(_ASKER_DROVE, text):
            return False
        return True if re.search(_PEDESTRIAN, re.sub(_ELECTRIC_TRICYCLE, "", text)) else None
    if re.search(_PEDESTRIAN, text):
        return True
    if re.search(_MOTOR_VICTIM, text) or (asker_is_victim and re.search(_ASKER_DROVE, text)):
        return False
    return None


_NO_INSURANCE = r"[^，。；]{0,2}(?:没有?|未|无)(?:买|上|投|投保|购买|办|办理)?(?:任何)?保险"
# the asker hit someone or bears the main fault ('开车把一个行人撞伤了', '我全责'): the asker's side is the one that pays
_ASKER_AT_FAULT = r"^(?:我)?(?:开车|骑[^，。；]{0,4}车)?把[^，。；]{0,10}撞|我(?:负|是|承担)?(?:全责|全部责任|主责|主要责任)"


def _compulsory_insured(text: str, asker_pays: bool, asker_is_victim: bool) -> bool | None:
    """Whether the vehicle had compulsory insurance, where the question says; a vehicle or its side said to have no
    insurance at all ('电动车没保险', '对方车没上任何保险') has none, and so has the asker's vehicle where the asker's
    side pays and the asker says so of themselves ('我全责，我没有保险')."""
    # a hurt asker's '我没有保险' is of their own cover, not of the vehicle that pays, even at fault ('我主责')
    asker_side = asker_pays or (not asker_is_victim and re.search(_ASKER_AT_FAULT, text))
    asker = r"|(?:我|俺)(?:的车|家的车)?" if asker_side else ""
    return stated_yes_no(
        text,
        # ('撞我的车没有交强险也没有商业险', '被一辆没买保险的车撞了': the vehicle without cover)
        no=r"未(投保|购买|买|办理)(了)?交强险|没有?(投保|购买|买|办理|上)?(了)?交强险|无交强险|交强险(?:也)?(?:没有?|未)(?:买|上|投保|交|办)"
        rf"|(?:{_VEHICLE_PARTY}|对方|司机|肇事者|骑摩托(?:车)?的|开车的{asker}){_NO_INSURANCE}"
        # ('骑摩托的没驾照也没保险': the cover denied after another lack of the same party)
        rf"|(?:{_VEHICLE_PARTY}|对方|司机|肇事者|骑摩托(?:车)?的|开车的)[^，。；]{{0,6}}?(?:也|又|还)(?:没有?|未)(?:买|上|投保|交)?(?:任何)?保险"
        r"|(?:没有?|未|无)(?:买|上|投|投保|购买|办|办理)?(?:任何)?保险的[^，。；]{0,5}车",
        yes=r"交强险|强制保险",
    )


def _commercial_insurance(text: str, amounts: list[MoneyMention]) -> tuple[bool | None, Decimal | None]:
    """Whether the vehicle had commercial third-party insurance on the day, and its insured amount."""
    # '一百万三者': the policy named by its amount, without 险
    # '还有三者100万': the policy followed by its amount, without 险
    commercial = re.search(
        r"商业(第)?三者(责任)?(险|保险)|商业险|三者险|(?<=[万元])的?第三者|(?<!交强险)(?<!强制)第三者(?=\s*(?:只有|有|是|为|买了|保了)?\s*\d+(?:\.\d+)?\s*万)",
        text,
    )
    # '商业险上个月刚过期没续', '三者险脱保了', '只剩交强险': no commercial insurance on the day
    lapsed = re.search(
        r"(?:商业|三者)[^，。；]{0,12}(?:过期|到期|脱保|断保|没续|未续|停保|退保|失效)|(?:只剩(?:下)?|(?:只|仅)有)交强险(?![和与及、+＋]|以及)", text
    )
    if commercial and not lapsed and not re.search(r"(?:未|没有|没|无)[^。，；]{0,4}(?:商业|三者)", text):
        return True, _commercial_limit(text, amounts, commercial)
    if lapsed or re.search(r"仅投保(了)?交强险|只(投保|买|购买)了?交强险", text):
        return False, None
    return None, None


def _commercial_limit(text: str, amounts: list[MoneyMention], commercial: re.Match[str]) -> Decimal | None:
    """The commercial policy's insured amount, stated next to its name ('保额50万元的商业三者险')."""
    # the amounts within 25 characters of the name, each judged by the words beside it inside that window
    window_start, window_end = max(0, commercial.start() - 25), commercial.end() + 25
    for mention in (m for m in amounts if window_start <= m.start and m.end <= window_end):
        before = text[max(window_start, mention.start - 8) : mention.start]
        after = text[mention.end : min(window_end, mention.end + 4)]
        # '保额50万元的商业三者险', '商业三者险（保险金额100万元）', '50万元的商业三者险'
        # '商业三者险（50万）': a bare amount in brackets right after the policy's name is its limit
        in_brackets = re.search(r"险[（(]\s*$", before) and re.match(r"\s*[）)]", after)
        # '商业三者险100万元（不计免赔）', '三者险是200万': the amount right after the policy's name
        # '三者险只保了50万', '三者险就买了30万的'
        # '三者险只有50万', '三者险有100万的额度', '三者险投的200万'
        after_name = re.search(
            r"(?:险|第三者)\s*(?:也|只|仅|就|才)?\s*(?:有|为|是|买的是?|买了|保了|保的是?|投保了?|投的是?|投了|上了|上的是?|额度为?|额度是|额度有)?\s*$",
            before,
        )
        if re.search(r"保额|保险金额|限额|保险额|金额", before + after) or re.match(r"^的?(?:商业|第?三者)", after) or in_brackets or after_name:
            return mention.value
    return None


# who may have paid towards the loss: the other side, its insurer (the compulsory or commercial policy), an employer, or
# outside traffic the keeper or the operator ('狗主人已经给了1000', '超市已经赔了2000')
_PAYERS_OF_DAMAGES = (
    r"(?:对方|司机|肇事者|肇事方|车主|他|她|他们|保险公司|保险|交强险|商业险|三者险|公司|单位|厂里|老板|狗主人|主人|饲养人|邻居"
    r"|超市|商场|店家|酒店|饭店|学校|物业)"
)
# a payment told as done ('已经垫付了2万', '保险公司先垫付了1万医疗费', '先行赔付5000'), also in everyday words when said as
# done to the asker ('已经给我垫了一万', '对方已经赔了我五千', '保险公司赔了我3000了') or by a payer named, or one of the
# payer's family ('保险公司已经赔了5000', '司机只给了2000', '狗主人已经付过一部分了', '对方又给了我5000', '他老婆又给了我500');
# not '交强险先赔' of what is still to come, an offer ('保险公司说只赔5000': the offer note's), nor '我已经垫了一万' or
# '花了5000', the asker's own outlay
_PAID = re.compile(
    r"(?:已(?:经)?(?:先行?)?|先行?|预先|提前)(垫付|支付|赔偿|赔付|预付)(了)?(?P<rest>[^，。；]{0,14})"
    r"|已(?:经)?(?:先)?(?:(?:给|帮|替)我(?:垫|付|交|出)了|(?:赔|给|垫)了我)(?P<said>[^，。；]{0,14})"
    rf"|{_PAYERS_OF_DAMAGES}(?:那边|家里?人?|家属|的?(?:老婆|老公|爱人|媳妇|父母|爸爸?|妈妈?|儿子|女儿))?(?:也|又)?(?:已(?:经)?)?"
    rf"(?:又|还|另外|也)?(?:先|只|才|就)?(?:垫付|赔付|支付|给|赔|垫|付)(?:了|过)(?:我)?(?P<given>[^，。；]{{0,14}})"
    # a part of a sum told as the payer's ('医药费2万，其中5000是对方付的')
    rf"|其中(?P<part>[^，。；是]{{1,10}})是{_PAYERS_OF_DAMAGES}(?:已(?:经)?)?(?:先)?(?:垫付|赔付|支付|给|赔|垫|付|出)的"
)
# the asker who pays told what they paid the other side ('我已经给了他5000', '我先赔了对方3000', '我已经赔了5000',
# '我先垫付了医药费5000', '其中3000是我垫的'); the loss reader counts a fee told as paid only once
_ASKER_PAID_THE_OTHER = re.compile(
    r"(?:我|俺)(?:自己|这边)?(?:已(?:经)?)?(?:先)?"
    r"(?:(?:给|赔|付)(?:了)?(?:他|她|对方|人家|受害人|伤者)(?:了)?|(?:赔|赔偿|赔付|垫付|垫|支付)了)(?P<to_other>[^，。；]{0,14})"
    r"|其中(?P<own_part>[^，。；是]{1,10})是(?:我|俺)(?:自己)?(?:已(?:经)?)?(?:先)?(?:垫付|赔付|支付|给|赔|垫|付|出)的"
)
# a sum named as wages the employer paid ('公司给了我5000工资') pays no part of the damages
_PAID_AS_WAGES = r"\s*(?:元|块钱?)?(?:的)?(?:工资|薪水|奖金)"


# the asker's side told before a payment where the asker is not the one who pays: the asker or the asker's family
# ('我自己先垫付了5000', '我家人已经垫付了医药费5000', '我爸已经先垫付了5000') spent it, which is part of the loss, not a payment
# towards it
_ASKERS_SIDE_PAID = (
    r"(?:我|俺)(?:自己|本人|家人|家里人?|们家|家)?(?:的)?"
    r"(?:爷爷|奶奶|外公|外婆|姥姥|姥爷|父母|爸爸?|妈妈?|父亲|母亲|公公|婆婆|岳父|岳母|丈夫|老公|妻子|老婆|媳妇|爱人|儿子|女儿"
    r"|哥哥?|姐姐?|弟弟?|妹妹?|亲戚)?$"
)
# the asker's own personal insurance as the payer ('我自己买的意外保险赔了我5000', '意外险已经赔付了3000', '我买的保险赔了
# 2000'; not '我买的车损险', property insurance): its insurer has no claim against the one liable and the insured may still
# claim them in full (保险法 第四十六条), so it pays no part of the other side's debt
_ASKERS_OWN_INSURANCE = (
    r"(?:(?:我|俺|自己)(?:自己)?(?:买|投保|投|交|上)?的(?:意外|人身)?|意外(?:伤害)?|人身(?:意外)?|寿|重疾)(?:保险|险)(?:公司)?"
)


def _payments_told(text: str, asker_pays: bool, asker_pays_the_whole: bool) -> list[re.Match[str]]:
    """Every payment told towards the loss, the first of each clause (_PAID; where the asker pays and the vehicle side's
    whole is asked, the asker's own payment first, _ASKER_PAID_THE_OTHER)."""
    payments: list[re.Match[str]] = []
    for paid in _PAID.finditer(text):
        before = text[clause_at(text, paid.start())[0]:paid.start()]
        own_insurance = re.search(_ASKERS_OWN_INSURANCE, before + paid.group())
        # '我自己先垫付了5000医药费': the hurt asker's own outlay is part of the loss, not a payment towards it
        own_side = re.search(r"(?:我|俺)(?:自己|本人)?$", before) or not asker_pays and (
            re.search(_ASKERS_SIDE_PAID, before) or own_insurance is not None and own_insurance.start() < len(before)
        )
        if not own_side and all(clause_at(text, paid.start()) != clause_at(text, told.start()) for told in payments):
            payments.append(paid)
    if asker_pays_the_whole and (own := _ASKER_PAID_THE_OTHER.search(text)):
        payments = [own, *(paid for paid in payments if clause_at(text, paid.start()) != clause_at(text, own.start()))]
    return payments


def _paid_part(paid: re.Match[str]) -> str:
    """The name of the group of `paid` that holds what was paid."""
    return next(name for name in paid.re.groupindex if paid.group(name) is not None)


def _sum_paid(text: str, amounts: list[MoneyMention], paid: re.Match[str]) -> Decimal | None:
    """The sum of a payment told (_payments_told), where it is told with its sum."""
    # read in the whole text, so that a bare figure after '垫付了' counts as money ('先垫付了5000医疗费')
    part = _paid_part(paid)
    # ('其中5000是对方付的': a bare figure opening the part paid is money too)
    bare = bare_amount_at(text, paid.start(part))
    paid_amounts = [m for m in amounts if paid.start(part) <= m.start < paid.end(part)] or ([bare] if bare else [])
    if (
        paid_amounts and re.fullmatch(r"[^\d]{0,8}", text[paid.start(part) : paid_amounts[0].start])
        and not re.match(_PAID_AS_WAGES, text[paid_amounts[0].end:])
    ):
        return paid_amounts[0].value
    return None


# what a payment told without its sum paid: money ('已经赔了我一些钱'), a part ('其中一部分是对方付的'), a loss item
# ('狗主人已经付了医药费') or nothing named ('交强险已经赔付了'); not something else handed over ('给了我一个说法')
_PAID_WITHOUT_SUM = (
    r"(?:我|他|她|对方|伤者|人家)?(?:的)?"
    r"(?:(?:一部分|部分|一些|一点)(?:的)?(?:钱|费用|赔偿|{alias})?|(?:全部|所有)?(?:的)?(?:钱|费用|赔偿|{alias})|了?$)"
)


def _payment_without_its_sum(
    text: str, amounts: list[MoneyMention], paid: re.Match[str], reference: Reference
) -> str | None:
    """A payment told (_payments_told) without its sum, as the question words it, where it names what it paid and not
    how much: the sum is asked rather than nothing taken off."""
    part = _paid_part(paid)
    told = text[paid.start(part):paid.end(part)]
    # told as done ('已经赔付了', '先垫付了', '是对方付的'); not a way of paying chosen ('由交强险优先赔付精神损害抚慰金')
    if not (re.search(r"已|了", text[paid.start():paid.start(part)]) or paid.group().endswith("的")):
        return None
    if any(paid.start(part) <= m.start < paid.end(part) for m in amounts) or bare_amount_at(text, paid.start(part)):
        return None
    if not re.match(_PAID_WITHOUT_SUM.format(alias=_item_patterns(reference).alias.pattern), told):
        return None
    return text[clause_at(text, paid.start())[0]:paid.end()]


def _paid_so_far(
    text: str, amounts: list[MoneyMention], payments: list[re.Match[str]], reference: Reference
) -> tuple[Decimal | None, str | None]:
    """What was paid towards the loss: the sums of every payment told, added up ('交强险已经赔了1万，对方又给了我5000'
    is 15000); where one is told without its sum ('对方已经付了一部分'), no sum and that payment's words, so the whole
    paid is asked rather than a part of it taken off. A payment without its sum after one with its sum is that one told
    again ('保险公司先垫付了1万…交强险除了已经垫付的，还要再赔多少'), unless told as more ('对方也已经付了一部分')."""
    sums = []
    for paid in payments:
        if (paid_sum := _sum_paid(text, amounts, paid)) is not None:
            sums.append(paid_sum)
            continue
        told_as_more = re.search(r"又|还|另外|也", text[clause_at(text, paid.start())[0]:paid.start(_paid_part(paid))])
        if (not sums or told_as_more) and (unstated := _payment_without_its_sum(text, amounts, paid, reference)):
            return None, unstated
    return (sum(sums) if sums else None), None


# an insurer's offer told ('保险公司只愿意赔5000', '保险公司说最多给3000'): not what it paid ('保险公司已经赔了5000',
# _PAID), so nothing is taken off; the note sets it beside the amount computed
_INSURER_OFFERS = re.compile(
    r"保险(?:公司)?[^，。；\d]{0,6}?(?:只(?:愿意|肯|同意|答应)?|愿意|肯|同意|答应|打算|提出|说(?:只|最多)?能?|最多)(?:赔|给|付|理赔|赔付)(?:我)?\s*$"
)


def _insurer_offer(text: str) -> MoneyMention | None:
    """The first sum the text tells as an insurer's offer (_INSURER_OFFERS)."""
    return next(
        (
            money for money in find_loose_money(text)
            if _INSURER_OFFERS.search(text[: money.start], clause_at(text, money.start)[0])
        ),
        None,
    )


def insurer_offer_notes(question: str, total: float | None) -> list[str]:
    """An insurer's offer is its own figure, not the measure of the claim: the note compares it with the amount computed
    and says the offer may be refused (道路交通安全法 第七十四条、第七十六条)."""
    offer = _insurer_offer(clean(question))
    if offer is None:
        return []
    offered = format_yuan(offer.value)
    if total is None:
        compared = "以上金额算出后，可与它比较"
    else:
        computed, gap = Decimal(str(total)), Decimal(str(total)) - offer.value
        compared = f"按题目数据，以上算出的是 {format_yuan(computed)}，" + (
            f"比它多 {format_yuan(gap)}" if gap > 0 else "不多于它"
        )
    return [
        f"题目说保险公司提出赔 {offered}：这是保险公司的报价，不是法定的数额，{compared}。不接受的可以不签理赔协议，请交警调解或直接向"
        "法院起诉（道路交通安全法 第七十四条）；保险公司在交强险责任限额内赔偿，不足部分按责任由商业三者险和侵权人赔偿（第七十六条、"
        "民法典 第一千二百一十三条）。"
    ]


def _asker_was_hit(text: str, asker_is_victim: bool) -> bool:
    """Whether the asker was hit and hit no one ('我走路回家…被一辆车撞了'): '我自己要承担' is then the
    victim's own share."""
    return (
        asker_is_victim
        and bool(re.search(r"被[^，。；]{0,12}撞|撞了我|撞到我|撞倒了?我|把我撞", text))
        and not re.search(r"我[^，。；被]{0,8}撞(?:了|倒|伤|到|上)", text)
    )


# '我爸今年68岁', '68周岁的老人', '享年68岁'; also an age told without 岁 ('婆婆七十了', '我妈今年65了', '她都七十了'):
# two figures right after a person's word (or after 今年/都/已经/也/才/满 told of one) with 了 right after, never a sum
# or a count ('花了500了', '干了十年了')
_AGE_NUMERALS = "一二三四五六七八九十"
_BARE_AGE_AFTER = "爷奶公婆姥爸妈父母亲夫妻子儿女哥姐弟妹我俺他她年都经也才满"
_AGE = re.compile(
    rf"(?<![\d{_AGE_NUMERALS}])"
    rf"(?:(?<=[{_BARE_AGE_AFTER}])(?=(?:\d{{2}}|[二三四五六七八九]十[一二三四五六七八九]?)了)|(?=[\d{_AGE_NUMERALS}两]{{1,4}}\s*(?:周岁|岁)))"
    rf"(?P<age>\d{{1,3}}|[{_AGE_NUMERALS}两]{{1,4}})\s*(?:周岁|岁)?"
)
# children named with their age are dependants, not the victim ('儿子8岁'), unless the child is the one hurt ('我女儿5岁
#被车撞死了')
_DEPENDANT_AGE = r"(?P<child>儿子|女儿|孩子|小孩|孙子|孙女|老大|老二)[^，。；\d]{0,3}$"


def _a_dependants_age(text: str, age: re.Match[str], victim: str | None) -> bool:
    """An age told of a child who is not the victim."""
    child = re.search(_DEPENDANT_AGE, text[max(0, age.start() - 6) : age.start()])
    return child is not None and (victim is None or _one_person(child.group("child")) != _one_person(victim))


_DIED = rf"{DEATH_WORDS}|{KILLED_WORDS}"


def _victim_died(text: str) -> bool | None:
    """The victim died: '被撞死了', '当场死亡', '抢救无效'; not '差点被车撞死' nor '吓死了', nor an animal's death
    ('我家的狗被车撞死了': a loss of property, no 死亡赔偿金)."""
    return True if death_told(re.sub(_ANIMALS_DEATH, "，", text), _DIED) else None


# (the animal the one that dies: '狗被车撞死了', '猫死了'; not '狗咬死了人')
_ANIMALS_DEATH = rf"(?:{ANIMALS})(?:[^，。；]{{0,4}}?(?:被|让|给)[^，。；]{{0,8}}?)?(?:{_DIED})"


# who an age or the harm is told of ('我爸今年68岁', '我今年40岁，我爸被车撞死了')
# a person named by surname and the way one addresses them ('张大爷', '李阿姨', '王师傅', '老王', '小李'); after 老 or
# 小 only surnames that do not begin a common word there ('小孙子', '老顾客', '小范围', '小程序', '一小段')
_SURNAMES = "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤"
_SURNAMES_AFTER_OLD_OR_YOUNG = "".join(name for name in _SURNAMES if name not in "黄孙马胡高田于程任范金石方白江段龙顾毛万钱向")
_ADDRESSED_PERSON = (
    rf"[{_SURNAMES}](?:大爷|大妈|大娘|大伯|大叔|大哥|大姐|阿姨|叔叔?|婶婶?|奶奶|爷爷|老太太?|老汉|老头|老伯|师傅)"
    rf"|[老小][{_SURNAMES_AFTER_OLD_OR_YOUNG}]"
)
_PERSON = rf"{_ADDRESSED_PERSON}|(?:我|俺)?(?:{KIN_NOUNS})|我|俺|本人|[甲乙丙丁](?![车方])|[\u4e00-\u9fff]某某?"
# (an injury outside traffic read by the same readers: '被狗咬了', '在超市滑倒了')
# ('邻居把我打伤了': a blow is a harm too, its victim the one named last before it)
_HARM = rf"撞|碾|轧|{_DIED}|伤残|受伤|咬|抓伤|挠伤|滑倒|摔倒|摔伤|骨折|打[伤破断残]|[砍捅踢刺]伤"


def _person_before(text: str, position: int, within: int | None = None) -> str | None:
    """The person named last before `position` in its clause, or from `within` on."""
    start = clause_at(text, position)[0] if within is None else within
    people = re.findall(_PERSON, text[start:position])
    return people[-1] if people else None


# an age said before its person ('一个20岁的司机', '68周岁的老人'): the age is that person's
_AGE_OF_NOUN = (
    r"\s*的?[^，。；\d的]{0,2}?的?(?P<noun>司机|驾驶员|驾驶人|肇事者|肇事人|车主|小伙子?|年轻人|男子|女子|男的|女的|人|"
    rf"老太太|老大爷|老头|老伯|行人|{KIN_NOUNS})"
)
# the other side of the accident: an age of theirs is never the victim's
_OTHER_SIDE = r"司机|驾驶员|驾驶人|肇事者|肇事人|车主"


def _age_owner(text: str, age: re.Match[str]) -> str | None:
    """Who an age is told of: the person named right after it ('20岁的司机'), else the one named last before it."""
    after = re.match(_AGE_OF_NOUN, text[age.end() :])
    if after:
        return after.group("noun")
    return _person_before(text, age.start())


def _unmy(person: str) -> str:
    """'我父亲' and '父亲' in one question are the same person."""
    return re.sub(r"^(?:我|俺)(?=.)", "", person)


def _victim_age(text: str, dependants_ages: set[int] | frozenset[int] = frozenset()) -> int | None:
    """The victim's age: the only age told (a child's age aside, the other side's, the asker's when someone
    else was hurt, and those told of the people the victim supported, at `dependants_ages` positions), or the
    one told beside the accident."""
    harm = re.search(_HARM, text)
    victim = (_harmed_noun(text, harm) or _person_before(text, len(_before_the_agent(text, harm)))) if harm else None
    ages = []
    for m in _AGE.finditer(text):
        if m.start() in dependants_ages or _a_dependants_age(text, m, victim or _victim_named(text)):
            continue
        owner = _age_owner(text, m)
        if owner and re.fullmatch(_OTHER_SIDE, owner):
            continue
        if victim and owner and re.fullmatch(_PERSON, owner) and _one_person(owner) != _one_person(victim):
            continue
        ages.append(m)
    if len({m.group("age") for m in ages}) > 1:
        ages = [m for m in ages if re.search(rf"{_ACCIDENT_EVENT}|{_DIED}|伤残", text[slice(*clause_at(text, m.start()))])]
    if len({m.group("age") for m in ages}) != 1:
        return None
    return int(to_number(ages[0].group("age")))


# the 2022 interpretation uses the urban figure for everyone: a rural figure is not it
# ('可支配收入45000': the per-person word is often left out)
_URBAN_INCOME = (
    r"(?<!农村)(?<!农村居民)(?<!人均)(?<!居民)(?<!城镇)(?<!年)(?:城镇)?(?:居民)?(?:人均)?(?:年)?(?<!农村人均)(?<!农村居民人均)可支配收入"
)


def _disposable_income(text: str, amounts: list[MoneyMention]) -> Decimal | None:
    """The local 城镇居民人均可支配收入 where the question states it ('当地城镇居民人均可支配收入5万')."""
    return _figure_after(text, amounts, _URBAN_INCOME)


# 职工月平均工资 (丧葬费's base), by the month or, written as a year's figure, by the year
_MONTHLY_AVERAGE_WAGE = r"职工(?:的)?(?:上一?年度?的?)?月(?:平均|均)工资|职工(?:的)?平均工资(?=[^，。；\d年]{0,4}每月)|社平工资|社会平均工资"
_YEARLY_AVERAGE_WAGE = r"职工(?:的)?(?:上一?年度?的?)?年(?:平均|均)工资"


# 丧葬费 told as so many months of an average wage ('丧葬费按当地6个月平均工资'): every bare 平均工资 of the question is
# then the local one the funeral is reckoned by ('平均工资每月8000'), not the victim's income
_FUNERAL_BY_AVERAGE = re.compile(r"丧葬费[^。？?]{0,16}平均工资")


def _average_monthly_wage(text: str, amounts: list[MoneyMention]) -> Decimal | None:
    """The local 职工月平均工资 ('当地上年度职工月平均工资8000元'); a yearly figure is divided by 12."""
    monthly = _figure_after(text, amounts, _MONTHLY_AVERAGE_WAGE)
    if monthly is None and _FUNERAL_BY_AVERAGE.search(text):
        monthly = _figure_after(text, amounts, r"平均工资(?:每月|每个月|一个月|月)?(?:是|为)?")
    if monthly is not None:
        return monthly
    yearly = _figure_after(text, amounts, _YEARLY_AVERAGE_WAGE)
    return yearly / 12 if yearly is not None else None


def _compensation_items_named(
    text: str,
    reference: Reference,
    losses: dict[str, Decimal],
    unquantified: list[str],
    victim_died: bool | None,
    disability_grade: int | None,
) -> list[str]:
    """死亡赔偿金 / 残疾赔偿金 / 丧葬费 named (asked about) without an amount: calculated from the facts, or those
    facts are asked for; 精神损害抚慰金 named so has its amount asked for (the court fixes it). Not where a subtotal
    of their limit already counts them ('死亡伤残类合计20万'), nor an item the question sets aside."""
    counted = {(reference.classify_loss(item) or ("", item))[1] for item in losses}
    # the death/disability limit's subtotal holds every item of it; a figure told for one item of it
    # ('丧葬费5万元') holds that item alone
    limit_figure = reference.category_subtotal("death_disability") in counted
    set_aside = _items_set_aside(text, reference)
    named = []
    for item, applies in (
        ("死亡赔偿金", victim_died and not limit_figure),
        ("残疾赔偿金", disability_grade is not None and not limit_figure),
        ("丧葬费", victim_died and not limit_figure),
        ("精神损害抚慰金", True),
    ):
        if not applies or item in unquantified or item in counted or item in set_aside:
            continue
        wordings = [alias for alias in reference.loss_aliases() if (reference.classify_loss(alias) or ("", ""))[1] == item]
        if any(_named_as_claimed(text, wording) for wording in wordings):
            named.append(item)
    return named


def _named_as_claimed(text: str, wording: str) -> bool:
    """The item is named, neither denied in its clause ('家属没主张精神抚慰金') nor counted in a sum told there
    ('残疾赔偿金、误工费、精神抚慰金合计20万'). A sum asked for ('…和精神损害抚慰金一共能赔多少') tells no figure
    that holds the item, so it is still claimed."""
    # ('伤残赔偿指数70%' names the grade's index, not the item)
    for match in re.finditer(rf"{re.escape(wording)}(?!指数|系数)", text):
        start, end = clause_at(text, match.start())
        denied = re.search(r"没|无|不|未|放弃", text[start : match.start()])
        sum_word = re.search(r"合计|一共|共计|总共|总计|加起来|加在一起|这些", text[match.end() : end])
        figure_told = sum_word is not None and re.search(
            r"\d|[一二两三四五六七八九十百千万]+(?:元|块|万)", text[match.end() + sum_word.end() : end]
        )
        summed = bool(figure_told) or re.search(r"[（(]", text[start:end])
        if not denied and not summed:
            return True
    return False


# people hurt in the same accident, each named before their own losses or harm ('甲的医疗费2万，乙的医疗费1万',
# '我爸当场死亡，我妈评了八级伤残', '我爸医疗费1万'); the asker counts as one by the treatment of their own injury only
# ('我的医药费', '我医药费1万'; '我的误工费' may be time off to nurse another). Kin named without 的 are a label only with their harm or loss in the
# same clause, with 我 or bare ('爸爸当场死亡，妈妈被撞成九级伤残'), not another's ('他爸爸', '司机的老婆') and not as one of
# a pair ('我爸妈被撞了', '我爸和我妈', '爸爸妈妈都受了伤').
_OWN_HARM_OR_LOSS = rf"医疗|医药|住院|误工|护理|残疾|伤残|死亡|丧葬|营养|{DEATH_WORDS}|{KILLED_WORDS}|受伤|骨折"
_VICTIM_KIN = r"爸爸?|妈妈?|父亲|母亲|老婆|老公|妻子|丈夫|儿子|女儿|孩子|爷爷|奶奶|外公|外婆|同事|朋友"
_VICTIM_LABEL = (
    r"(?<![\u4e00-\u9fff])[甲乙丙丁戊](?=的|[^，。；\d]{0,6}(?:医疗|医药|住院|误工|护理|残疾|伤残|死亡|丧葬|营养))"
    rf"|(?:我|俺)?(?:{_VICTIM_KIN})(?=的)"
    rf"|(?<![爸妈父母和与跟及、他她其的])(?:我|俺)?(?:{_VICTIM_KIN})(?![爸妈父母和与跟及、])(?=[^，。；;\d和与跟及、]{{0,6}}?(?:{_OWN_HARM_OR_LOSS}))"
    r"|[\u4e00-\u9fff]某某?(?=的)|我自己(?=的)|(?<![\u4e00-\u9fff])我(?=的?(?:医疗|医药|住院|残疾|伤残|营养))"
)


def _victim_labels(text: str) -> list[tuple[re.Match[str], str]]:
    """Each naming of a victim before their own losses or harm, with the victim's name: the words the question first
    uses for that person ('我爸…父亲的医疗费' are one victim, 我爸)."""
    names: dict[str, str] = {}
    return [(m, names.setdefault(_one_person(m.group()), m.group())) for m in re.finditer(_VICTIM_LABEL, text)]


# a clause whose subject is all of them ('两人误工费一共1万', '他们的护理费')
_TOGETHER = r"(?<=[，,。；;：:\s])(?:(?:他|她|我)们|[两二三俩](?:个)?人|双方|各自|大家|一家人|全家)"


# the asking of each person's part ('各赔多少', '每人能分到多少', '分别是多少')
_EACH_PERSON = r"各(?:自|人)?(?:能|可以|可|应)?(?:赔|拿|分|得)|每(?:个)?人|分别"


def _victims(
    text: str, asked: str, fee_lists: list[tuple[int, int]], reference: Reference, asker_is_victim: bool,
    losses: dict[str, Decimal], victims_rated: list[RatedItem],
) -> tuple[dict[str, dict[str, Decimal]], bool, dict[str, VictimFacts]]:
    """Each victim's losses where two or more victims are named each before their own (empty for one victim), with
    each one's items told as a rate and a time added to `victims_rated`,
    whether several victims are named whose losses cannot all be told apart, and the victims a death or disability
    grade is told of, with those facts (the items computed from them are theirs): one victim, or several each with
    their own. Losses not told apart are read as a total: the limits cap the sum whatever the split (第十九条 only
    divides it), so only a question of each one's part is refused."""
    labels = _victim_labels(text)
    if len({name for _, name in labels}) < 2:
        return {}, False, {}
    bounds = [m.start() for m, _ in labels] + [len(text)]
    harmed = _victims_harmed(text, labels, bounds)
    # the facts are told of one victim, or each of several has their own death or grade; else they are no one's
    if len(harmed) > 1 and not all(facts.died or facts.disability_grade is not None for facts in harmed.values()):
        harmed = {}
    # '甲当场死亡；乙的医疗费3万': the dead victim has losses (computed later) though none is told
    victims: dict[str, dict[str, Decimal]] = {name: {} for name in harmed}
    for (label, name), start, end in zip(labels, bounds, bounds[1:]):
        # a clause about them all ('两人误工费一共1万') is no one victim's: it ends this victim's part
        together = re.compile(_TOGETHER).search(text, label.end(), end)
        segment = text[start : together.start() if together else end]
        amounts = find_loose_money(segment)
        lists = [(a - start, b - start) for a, b in fee_lists if start <= a and b <= end]
        rated: dict[str, RatedItem] = {}
        own = _loss_items(segment, reference, asker_is_victim, amounts, _joint_amounts(segment, reference, amounts, lists), [], {}, rated)
        own = _without_rated(own, list(rated.values()))
        if own:
            mine = victims.setdefault(name, {})
            for item, value in own.items():
                mine[item] = mine.get(item, Decimal(0)) + value
        victims_rated += [replace(told, victim=name) for told in rated.values()]
    # '我妈的医疗费2万，我爸的护理费3000': one named with nursing costs alone nursed the injured, and the cost
    # is the injured person's loss (解释 第八条), never a victim of their own
    victims = {name: own for name, own in victims.items() if set(own) != {"护理费"} or name in harmed}
    victims_rated[:] = [told for told in victims_rated if told.victim in victims]
    if len(victims) < 2:
        return {}, False, {}
    if merged_losses(victims) == losses:
        return victims, False, harmed
    if re.search(_EACH_PERSON, asked):
        raise ValueError(
            "题目涉及多名受害人，但无法把各项损失逐一对应到每个人，算不出每人各得多少（交强险限额由各受害人按损失比例分享）。"
            "请按“甲的医疗费2万，乙的医疗费1万”的方式分别写明每人的各项损失"
        )
    return {}, True, {}


def _victims_harmed(text: str, labels: list[tuple[re.Match[str], str]], bounds: list[int]) -> dict[str, VictimFacts]:
    """Each named victim a death or a disability grade is told of ('甲当场死亡，死时60岁；乙评了八级伤残'), with the
    death and the grade (a grade said as '伤残' alone stays None; the age is read later). A clause that tells one is
    of the victim named in it before the harm ('我爸当场死亡，我爸的医疗费1万；我妈评了八级伤残' gives the grade to
    我妈 though it lies in 我爸's part), else of the victim whose part of the question holds it."""
    harmed: dict[str, VictimFacts] = {}
    for clause in re.finditer(r"[^，,。；;！？!?\n]+", text):
        died, grade = death_told(clause.group(), _DIED), disability_grade(clause.group())
        if not died and grade is None and "伤残" not in clause.group():
            continue
        harm = re.search(rf"{_DIED}|伤残|级", clause.group())
        person = _person_before(text, clause.start() + harm.start()) if harm else None
        owner = next((name for _, name in labels if person and _one_person(name) == _one_person(person)), None)
        if owner is None and (died or grade is not None):  # '伤残' without a grade is told of a person named only
            owner = next((name for (_, name), start, end in zip(labels, bounds, bounds[1:]) if start <= clause.start() < end), None)
        if owner is None:
            continue
        facts = harmed.setdefault(owner, VictimFacts())
        facts.died = True if died else facts.died
        facts.disability_grade = facts.disability_grade or grade
    return harmed


def _own_age(victim: str, text: str, dependants_ages: set[int] | frozenset[int]) -> int | None:
    """The age told of the named victim, when one is: named with them ('甲60岁'), or told in their own part of the
    question without another person's name ('甲当场死亡，死时60岁'); never another victim's ('乙今年45岁')."""
    labels = _victim_labels(text)
    bounds = [m.start() for m, _ in labels] + [len(text)]
    own_parts = [(start, end) for (_, name), start, end in zip(labels, bounds, bounds[1:]) if name == victim]
    ages = set()
    for m in _AGE.finditer(text):
        if m.start() in dependants_ages or _a_dependants_age(text, m, victim):
            continue
        # '我妈评了八级伤残，50岁': an age whose clause names no one is of the person named before it in its sentence
        owner = _age_owner(text, m) or _person_before(text, m.start(), within=sentence_start(text, m.start()))
        if owner is not None and re.fullmatch(_PERSON, owner):
            if _one_person(owner) == _one_person(victim):
                ages.add(int(to_number(m.group("age"))))
        elif any(start <= m.start() < end for start, end in own_parts):
            ages.add(int(to_number(m.group("age"))))
    return ages.pop() if len(ages) == 1 else None


# --- 被扶养人生活费 (人身损害赔偿解释 第十六、十七条) and the urban / rural figures ------------------------------------
# ('留下一个3岁的孩子': those a death left behind, named right after)
_SUPPORT_WORD = (
    r"扶养|抚养|赡养|供养|养活|要(?:他|她)?养|被扶养人|被抚养人"
    r"|留下(?:了)?(?=[^，。；]{0,8}?(?:孩子|小孩|儿子|女儿|老人|父母|妻子|老婆|丈夫|老公|爸|妈))"
    # '家里还有我妈没工作': those at home the victim leaves, told as the household
    r"|(?:家里|家中)(?:还)?有(?=[^，。；]{0,4}?(?:孩子|小孩|儿子|女儿|老人|父母|妻子|老婆|丈夫|老公|爸|妈))"
    # '我妈没工作，靠我爸养': one who lived on the victim (an adult's working capacity is then asked, 第十七条)
    r"|(?:全|都|一直|只)?靠(?=[^，。；]{0,6}?(?:养|生活|过日子|供着))"
)
_SUPPORT_ITEM_NAMED = re.compile(r"被[扶抚]养人(?:的)?生活费")
# a pair told in one word ('她父母都六十多了'): two people
_PAIR_RELATIONS = {"父母": ("父亲", "母亲"), "爸妈": ("父亲", "母亲")}
_SUPPORTED_RELATION = re.compile(
    r"(?:老)?(?:父母|爸妈|奶奶|爷爷|外公|外婆|姥姥|姥爷|母亲|父亲|妈妈?|爸爸?|婆婆|公公|岳父|岳母|儿子|女儿|孩子|小孩|妹妹|弟弟|孙子|孙女|"
    r"妻子|老婆|媳妇|爱人|丈夫|老公|嫂子|弟媳|儿媳)"
    # '父亲兄弟共3人', '奶奶的子女': the relation names whose supporters are counted, not another dependant
    r"(?![兄弟姐妹]{2}|的?子女|的(?:医疗|丧葬|死亡))"
)
# a minor child told with their age where the victim is the asker or the asker's spouse ('我老公被撞死了…儿子5岁'):
# the victim's child, a dependant without a word of support (第十七条); read at the child
_MINOR_AGE = r"(?:(?<!\d)(?:1[0-7]|[1-9])|[一二两三四五六七八九]|十[一二三四五六七]?)(?:周)?岁"
_CHILD_WITH_MINOR_AGE = rf"(?:儿子|女儿|孩子|小孩)(?:今年|才|刚)?[^，。；\d岁]{{0,2}}{_MINOR_AGE}|{_MINOR_AGE}的(?:儿子|女儿|孩子|小孩)"
_MINOR_CHILD_TOLD = rf"(?=(?:一个|一名)?(?:{_CHILD_WITH_MINOR_AGE}))"
# any victim's child, told as theirs ('我哥…他女儿8岁', '他有一个3岁的儿子'): read from the pronoun
_VICTIMS_CHILD_TOLD = rf"(?:他|她)(?:的|有|还有)?(?=(?:一个|一名)?(?:{_CHILD_WITH_MINOR_AGE}))"
_SPOUSE_OR_ASKER = {"我", "丈夫", "妻子", "爱人"}
# the asker as the minor child of a dead or disabled parent ('我爸被车撞死了，我今年15岁'): a dependant (第十七条)
_ASKER_MINOR_AGE = re.compile(rf"(?<![他她])我(?=(?:今年|才|刚|只有|还不到|刚满)?{_MINOR_AGE})")
_PARENTS = {"父亲", "母亲"}
# the asker's minor brother or sister where a parent died or was disabled ('我爸被车撞死了…我妹妹15岁'): the victim's
# minor child, a dependant as the asker would be (第十七条)
_ASKERS_MINOR_SIBLING = re.compile(
    rf"(?=(?:我|俺)(?:还有)?(?:一个|个)?(?:妹妹|弟弟)(?:今年|才|刚|只有|还不到|刚满)?[^，。；\d岁]{{0,2}}{_MINOR_AGE})"
)
# the asker as the one who lived on the victim ('我老公被撞死了，我没工作，一直靠他养'): told before a 靠 support word
_ASKER_SUPPORTED = re.compile(r"(?<![他她])我(?![们妈爸父母家哥姐弟妹儿女老公婆孩奶爷外姥叔伯舅姑姨的和跟与])")
_COUNT_BEFORE = re.compile(r"(?P<count>\d|[一两二三四五])个$")
_UNABLE = r"(?:无|没有|丧失(?:了)?)劳动能力|(?:无|没有?)(?:其他)?(?:生活|经济)?(?:来源|收入)|瘫痪|卧床"
_ABLE = r"(?<![无没])有(?:劳动能力|退休金|退休工资|养老金|工作|收入)|还在上班"
_SUPPORTERS = re.compile(
    r"(?:兄弟姐妹|兄弟|姐妹|兄妹|姐弟|子女|儿女|孩子)[^，。；）)]{0,3}?(?:共|一共|总共|有)?\s*(?P<n>\d|[一两二三四五六七八九十])\s*(?:个|人|名)"
)
_ONLY_CHILD = r"独生子|独生女|独子|独女|只有[^，。；]{0,4}一个(?:儿子|女儿|孩子)"
# a brother or sister told as the victim's ('我爸还有个弟弟', '他还有两个姐姐'): no dependant (第十七条 names no adult
# sibling), but one more child of the victim's parents, bound with the victim to support them (民法典 第一千零六十七条)
_SIBLINGS_TOLD = re.compile(
    r"(?P<owner>(?:我|俺)?(?:爸爸?|妈妈?|父亲|母亲|丈夫|老公|妻子|老婆|媳妇|爱人)|他|她|我)(?:还|另外|也)?有(?:个|一个|(?P<count>[两二三四五2-5])个)"
    r"(?:亲)?(?P<sibling>哥哥?|弟弟?|姐姐?|妹妹?|兄弟|姐妹)"
)
_PARENTS_OF_THE_VICTIM = r"[他她](?:的)?(?:父母|爸妈|父亲|母亲|爸爸?|妈妈?)"
# a dependant's relation to the victim, by who the victim is to the asker and who the dependant is to the asker ('我爸
#被撞死了…我妹妹15岁': the victim's 女儿); a word that names the same relation from both sides ('儿子' of a dead
# husband) is not listed
_RELATION_TO_THE_VICTIM = {
    "父亲": {"妹妹": "女儿", "弟弟": "儿子", "爷爷": "父亲", "奶奶": "母亲", "母亲": "妻子", "我": "子女"},
    "母亲": {"妹妹": "女儿", "弟弟": "儿子", "外公": "父亲", "外婆": "母亲", "父亲": "丈夫", "我": "子女"},
    "丈夫": {"公公": "父亲", "婆婆": "母亲", "我": "妻子"},
    "妻子": {"岳父": "父亲", "岳母": "母亲", "我": "丈夫"},
    "儿子": {"孙子": "儿子", "孙女": "女儿", "儿媳": "妻子", "我": "父母"},
    "女儿": {"我": "父母"},
}
# the victim's parent told with their age and without means ('婆婆70岁，没有收入', '我奶奶八十了没工作'), no word of
# support said: a near relative the victim was bound to support (民法典 第一千零六十七条), read as a dependant whose
# working capacity and means 第十七条 then weighs (asked where only '没工作' is told)
# (an age told roughly, '我六十多了', names the person too; the age is then asked)
_ROUGH_AGE = r"(?:[1-9]0|[二三四五六七八九]十)多(?:周岁|岁|了)"
_WITHOUT_MEANS_AFTER_AGE = re.compile(
    rf"[^，。；\d]{{0,3}}(?:{_AGE.pattern}|{_ROUGH_AGE})了?[^。；]{{0,8}}?(?:{_UNABLE}|没有?工作|干不了活|不能干活)"
)
# the victim's parents in the words the asker uses for them, by who the victim is to the asker
_VICTIMS_PARENTS = {
    "父亲": {"爷爷", "奶奶"}, "母亲": {"外公", "外婆"}, "丈夫": {"公公", "婆婆"}, "妻子": {"岳父", "岳母"}, "我": {"父亲", "母亲"},
    "儿子": {"我"}, "女儿": {"我"},
}


# one person under the words a question may use for them ('我爸…父亲是独子', '奶奶85岁，奶奶没有收入')
_SAME_PERSON = {"爸": "父亲", "爸爸": "父亲", "妈": "母亲", "妈妈": "母亲", "老婆": "妻子", "媳妇": "妻子", "老公": "丈夫", "小孩": "孩子",
                "姥姥": "外婆", "姥爷": "外公", "哥": "哥哥", "姐": "姐姐", "弟": "弟弟", "妹": "妹妹"}


def _one_person(word: str) -> str:
    bare = re.sub(r"^老(?=[奶爷外])", "", _unmy(word))
    return _SAME_PERSON.get(bare, bare)


def _victim_named(text: str) -> str | None:
    """The person the harm is told of: the one named last before the first harm word ('我爸被车撞死了' -> '爸'), or the
    one a relative clause of the harm names ('我被车撞死的儿子' -> '儿子')."""
    harm = re.search(_HARM, text)
    if not harm:
        return None
    named = re.findall(SUBJECT_WORDS, _before_the_agent(text, harm))
    return _harmed_noun(text, harm) or (named[-1] if named else None)


# the harm told as a relative clause before the person it befell ('我被车撞死的儿子才25岁', '被撞伤的老人'): that person is
# the victim, not the one named before the harm
_HARMED_NOUN_AFTER = rf"[死伤残倒]?了?的(?P<noun>(?:{KIN_NOUNS})|行人)"


def _harmed_noun(text: str, harm: re.Match[str]) -> str | None:
    if "被" not in text[clause_at(text, harm.start())[0] : harm.start()]:
        return None
    noun = re.match(_HARMED_NOUN_AFTER, text[harm.end() :])
    return noun.group("noun") if noun else None


# the supporters named in the support word's clause as all the victims ('他们俩共同抚养', '两人生前都赡养', '父母共同抚养')
_ALL_SUPPORT = r"他们|她们|两人|二人|两个人|俩|老两口|夫妻|双方|父母|爸妈"
_ALL_VICTIMS = "all"


@dataclass
class _Dependants:
    """The people the victims supported as read, the positions of the ages read for them (not a victim's), and who
    supported each one: _ALL_VICTIMS, or the people named as their supporters (none where the question does not say)."""

    people: list[SupportedPerson]
    age_positions: set[int]
    supporters: list[str | tuple[str, ...]]


# a relative named as a supporter beside the victim ('我和弟弟一起供养母亲', '我爸还有个弟弟也扶养奶奶'): joined to the
# supporters before it, with the support word right after (but for words of sharing), is no dependant but one more
# supporter (第十七条: the victim bears a share)
_JOINED_BEFORE = r"(?:[和跟与同及]|还有个?|另有个?|有个)(?:我的?|他的?|她的?)?$"
_SHARING_GAP = r"(?:[和跟与同](?:我|他|她))?(?:也|一起|共同|一块儿?|都|轮流|两人|俩|两个人|生前)*"


def _co_supporter(sentence: str, mention: re.Match[str], support: re.Match[str]) -> bool:
    # ('我和弟弟抚养费': 抚养费 names the item, of which the brother is a dependant)
    if mention.end() > support.start() or sentence.startswith("费", support.end()):
        return False
    gap = sentence[mention.end() : support.start()]
    before = sentence[clause_at(sentence, mention.start())[0] : mention.start()]
    return clause_at(sentence, mention.start()) == clause_at(sentence, support.start()) and bool(
        re.fullmatch(_SHARING_GAP, gap) and (gap or re.search(_JOINED_BEFORE, before))
    )


# the kin words of a man and of a woman, for whom '他' and '她' may stand
_MALE_KIN = r"爸|父|爷|公|哥|弟|叔|伯|舅|丈夫|老公|儿子|孙子|男"
_FEMALE_KIN = r"妈|母|奶|婆|姥|姐|妹|姑|姨|婶|妻|老婆|媳妇|女"


def _victim_pronoun_stands_for(text: str, position: int, pronoun: str, victims: dict[str, VictimFacts]) -> tuple[str, ...]:
    """'我爸58岁，我妈55岁。我爸是老大，他生前还赡养奶奶': the victim a pronoun before `position` stands for, the one
    named last before it whom the pronoun may name ('他' a man, '她' a woman, '其' anyone); none when no victim is
    named before it."""
    fits = {"他": _MALE_KIN, "她": _FEMALE_KIN}.get(pronoun)
    named = [(text.rfind(name, 0, position), name) for name in victims if fits is None or re.search(fits, name)]
    found = [(at, name) for at, name in named if at >= 0]
    return (max(found)[1],) if found else ()


def _supporters_named(sentence: str, support_start: int) -> str | tuple[str, ...]:
    """Who supports the people of a support sentence, as named before its support word in its clause ('我爸生前扶养
    奶奶' -> ('我爸',), '奶奶由我爸和我叔叔共同赡养' -> ('我爸', '我叔叔'), '他们俩共同抚养我弟弟' -> _ALL_VICTIMS)."""
    before = sentence[clause_at(sentence, support_start)[0] : support_start]
    if re.search(_ALL_SUPPORT, before):
        return _ALL_VICTIMS
    return tuple(re.findall(_PERSON, before))


def _each_victims_dependants(
    victims_facts: dict[str, VictimFacts], dependants: _Dependants, minor_until_age: int
) -> list[SupportedPerson]:
    """Several victims each with their own death or grade: each person supported goes into the facts of the victim
    told to support them, or of every victim where they are told to support them together ('他们俩共同抚养我弟弟';
    a minor of two such victims then has those two as supporters, each bearing their share, 第十七条). Returns the
    people told of no one victim: the only dead victim's where one died, else asked (TrafficCalculator)."""
    left = []
    for person, supporter in zip(dependants.people, dependants.supporters):
        if supporter == _ALL_VICTIMS:
            owners = list(victims_facts)
        else:
            named = {_one_person(person) for person in supporter}
            owners = [name for name in victims_facts if _one_person(name) in named]
        if not owners:
            left.append(person)
            continue
        if person.supporters is None and person.age is not None and person.age < minor_until_age and len(owners) > 1:
            person = replace(person, supporters=len(owners))
        for name in owners:
            victims_facts[name].supported_people.append(replace(person))
    return left


def _supported_people(text: str, victims: dict[str, VictimFacts] | None = None) -> _Dependants:
    """The people the victim supported, told in a sentence that says so ('他生前扶养我奶奶（85岁，无劳动能力，父亲兄弟
    共3人），还有我妹妹15岁'): each with the age told beside them, whether an adult is without working capacity or other
    income, and how many people support them. A fact not told stays None and is asked for. One relation word said
    again ('奶奶85岁，奶奶没有收入') is one person; the victim ('父亲是独子' when the father died), each of several named
    `victims`, and a supporter counted ('父亲兄弟共3人') are none. Also the positions of the ages read, which are not the
    victim's, and who is told to support each person."""
    victim_people = {_one_person(name) for name in [_victim_named(text) or "", *(victims or {})] if name}
    victims_own_child = not victims and _one_person(_victim_named(text) or "我") in _SPOUSE_OR_ASKER
    asker_a_minor_child = not victims and _one_person(_victim_named(text) or "") in _PARENTS
    told: dict[str, dict] = {}  # relation -> count, ages, own words, supporter
    age_positions: set[int] = set()
    siblings = _victims_siblings(text, victims)
    # (with several victims, whose parent each one is is not told)
    parents_of_the_victim = set() if victims else _VICTIMS_PARENTS.get(_one_person(_victim_named(text) or ""), set())
    offset = 0
    for sentence in sentences(text):
        offset = text.index(sentence, offset)
        # '被扶养人生活费怎么算' names the item asked about: a word of support or a child told before it (the asker or
        # the asker's brother or sister, a dead parent's minor child) is looked for first, and the item's name counts
        # only where none is (the people told near it are then the dependants)
        asker_minor = asker_a_minor_child and _ASKER_MINOR_AGE.search(sentence)
        support = (
            re.search(_SUPPORT_WORD, _SUPPORT_ITEM_NAMED.sub(lambda named: "＿" * len(named.group()), sentence))
            or re.search(_MINOR_CHILD_TOLD if victims_own_child else _VICTIMS_CHILD_TOLD if not victims else r"(?!)", sentence)
            or asker_minor
            or (asker_a_minor_child and _ASKERS_MINOR_SIBLING.search(sentence))
            or re.search(_SUPPORT_WORD, sentence)
            or _victims_parent_without_means(sentence, parents_of_the_victim)
        )
        if not support:
            continue
        supporter = _supporters_named(sentence, support.start())
        clause_start = clause_at(sentence, support.start())[0]
        # ('其他子女' is no pronoun)
        pronoun = re.search(r"(?<!其)(?:他|她|其)(?![们他它余中实])", sentence[clause_start : support.start()])
        if supporter == () and victims and pronoun:
            supporter = _victim_pronoun_stands_for(text, offset + clause_start, pronoun.group(), victims)
        # (the victims and supporters named all together, '他们俩', '父母', are counted by who they are)
        co_supporters = [
            m for m in re.finditer(_PERSON, sentence)
            if _co_supporter(sentence, m, support)
            and _one_person(m.group()) not in victim_people and not re.fullmatch(_ALL_SUPPORT, m.group())
        ]
        # (the asker told by their age alone: the other relatives of the sentence are not told as supported)
        told_of = [support] if support is asker_minor or support.group() == "我" else list(_SUPPORTED_RELATION.finditer(sentence))
        if support.group().endswith("靠"):
            told_of = sorted([*told_of, *_ASKER_SUPPORTED.finditer(sentence, 0, support.start())], key=lambda m: m.start())
        mentions = [
            m for m in told_of
            if _one_person(m.group()) not in victim_people
            and m.start() >= support.start() - 12
            # '父母共同抚养孩子': the pair before the support word supports
            and (m.group() not in _PAIR_RELATIONS or m.start() > support.start())
            and not any(co.start() <= m.start() < co.end() for co in co_supporters)
            and not any(sibling.start() <= offset + m.start() < sibling.end() for sibling in siblings)
            # '父亲是独子': the relation of the supporters clause, not a dependant
            and not re.search(_ONLY_CHILD, sentence[m.end() : clause_at(sentence, m.start())[1]])
        ]
        victim_named_at = [m.start() for m in told_of if _one_person(m.group()) in victim_people]
        for index, mention in enumerate(mentions):
            end = mentions[index + 1].start() if index + 1 < len(mentions) else len(sentence)
            own_start, own = mention.end(), sentence[mention.end() : end]
            if not own.strip("和与及、") and index + 1 < len(mentions):
                # '爷爷奶奶都80岁了，没有收入': what is told of the next one with '都' is told of both
                after_next = mentions[index + 2].start() if index + 2 < len(mentions) else len(sentence)
                shared = sentence[mentions[index + 1].end() : after_next]
                if re.match(r"[^，。；\d]{0,3}都", shared):
                    own_start, own = mentions[index + 1].end(), shared
            before = sentence[max(0, mention.start() - 8) : mention.start()]
            count_word = _COUNT_BEFORE.search(before.rstrip("的"))
            count = int(to_number(count_word.group("count"))) if count_word else 2 if mention.group() in _PAIR_RELATIONS else 1
            # an age said before the person ('8岁的儿子') or after them ('奶奶（85岁', '两个孩子分别8岁和5岁')
            # (read in the sentence, so that an age told without 岁 sees the person before it: '婆婆七十了')
            # (an age after the victim named again is the victim's: '我妈没工作，靠他养，我爸50岁')
            ages_end = min([own_start + len(own), *(at for at in victim_named_at if at > mention.start())])
            ages_told = [
                m for m in _AGE.finditer(sentence, own_start, ages_end) if not re.match(r"\s*的", sentence[m.end() :])
            ][:count]
            ages = [int(to_number(m.group("age"))) for m in ages_told]
            # '父母都65岁': one age told of all of them
            if len(ages) == 1 < count and re.match(r"[^，。；\d]{0,3}都", own):
                ages *= count
            age_positions.update(offset + m.start() for m in ages_told)
            prefix = re.search(rf"{_AGE.pattern}\s*的\s*$", before)
            if prefix:
                ages.insert(0, int(to_number(prefix.group("age"))))
                age_positions.add(offset + mention.start() - len(before) + prefix.start("age"))
            relation = _one_person(mention.group())
            person = told.setdefault(
                relation, {"word": "提问人本人" if relation == "我" else mention.group(), "count": count, "ages": [], "own": "", "supporter": supporter, "sharing": 0}
            )
            person["count"] = max(person["count"], count)
            person["sharing"] = max(person["sharing"], len(co_supporters))
            person["ages"] += ages
            person["own"] += own + "，"
    people: list[SupportedPerson] = []
    supported_by: list[str | tuple[str, ...]] = []
    # (with several victims, whose relation each one is to is not told)
    to_the_victim = {} if victims else _RELATION_TO_THE_VICTIM.get(_one_person(_victim_named(text) or ""), {})
    victims_parents = parents_of_the_victim if siblings else set()
    # '他是独生子': the victim the one child of their parents, whoever of them is told
    victims_only_child = re.search(_ONLY_CHILD, text)
    if siblings and _one_person(_victim_named(text) or "我") != "我" and re.search(_PARENTS_OF_THE_VICTIM, text):
        # '她父母都70岁': the parents told with the victim's pronoun are the victim's
        victims_parents = victims_parents | {"父母", "爸妈", "父亲", "母亲"}
    for relation, person in told.items():
        if relation in victims_parents:
            told_siblings = sum(int(to_number(sibling.group("count") or "1")) for sibling in siblings)
            person["sharing"] = max(person["sharing"], told_siblings)
        own, count, ages = person["own"], person["count"], person["ages"][: person["count"]]
        unable_told = re.search(_UNABLE, own)
        unable = False if re.search(_ABLE, own) else True if unable_told else None
        counted = _SUPPORTERS.search(own)
        # the victim and the relatives told to support them beside the victim ('我和弟弟一起供养母亲': 2)
        sharing = 1 + person["sharing"] if person["sharing"] else None
        only_child = re.search(_ONLY_CHILD, own) or (relation in parents_of_the_victim and victims_only_child and not sharing)
        supporters = int(to_number(counted.group("n"))) if counted else 1 if only_child else sharing
        for slot in range(count):
            pair = _PAIR_RELATIONS[person["word"]][slot] if person["word"] in _PAIR_RELATIONS and count == 2 else None
            people.append(
                SupportedPerson(
                    age=ages[slot] if slot < len(ages) else None,
                    unable_to_work=unable,
                    supporters=supporters,
                    relation=pair or (person["word"] if count == 1 else f"{person['word']}{slot + 1}"),
                    victims_relation=to_the_victim.get(pair or relation),
                    unable_told=unable_told.group() if unable and unable_told else None,
                )
            )
            supported_by.append(person["supporter"])
    return _Dependants(people, age_positions, supported_by)


def _victims_parent_without_means(sentence: str, victims_parents: set[str]) -> re.Match[str] | None:
    """The first of the victim's parents (`victims_parents`, in the asker's words) told with an age and without
    means in the sentence, at the parent's word; None where none is."""
    # (the asker as the dead child's parent: '我儿子被撞死了…我今年62岁，没有收入')
    askers = _ASKER_SUPPORTED.finditer(sentence) if "我" in victims_parents else iter(())
    for told in sorted([*_SUPPORTED_RELATION.finditer(sentence), *askers], key=lambda m: m.start()):
        pair = set(_PAIR_RELATIONS.get(_one_person(told.group()), ()))
        parent = _one_person(told.group()) in victims_parents or (pair and pair <= victims_parents)
        if parent and _WITHOUT_MEANS_AFTER_AGE.match(sentence, told.end()):
            return told
    return None


# a relative told with a pension of their own ('我妈有退休金', '婆婆每个月领养老金', '爸妈都有退休工资'), also in the
# clause after their age ('婆婆70岁，有退休金')
_PENSION_TOLD = re.compile(
    rf"(?:我|俺)?(?P<relation>{_SUPPORTED_RELATION.pattern})(?:[^，。；]{{0,8}}?|[^，。；]{{0,6}}，(?:也|还|都)?)(?<![无没])(?:有|领|拿|吃)(?:着)?(?:退休金|退休工资|养老金|退休费)"
)


def _pensioned_relatives(text: str, supported: list[SupportedPerson]) -> tuple[str, ...]:
    """The words telling a relative's pension ('我妈有退休金'), where that relative is not read as a dependant."""
    dependants = {_one_person(person.relation) for person in supported}
    return tuple(m.group() for m in _PENSION_TOLD.finditer(text) if _one_person(m.group("relation")) not in dependants)


def _victims_siblings(text: str, victims: dict[str, VictimFacts] | None) -> list[re.Match[str]]:
    """The brothers and sisters told as the one victim's ('我爸还有个弟弟'; '他还有个姐姐' where the victim is not the
    asker); none with several victims, whose siblings are not told apart."""
    victim = _victim_named(text)
    if victims or victim is None:
        return []
    return [
        told for told in _SIBLINGS_TOLD.finditer(text)
        if _one_person(told.group("owner")) == _one_person(victim)
        or (told.group("owner") in ("他", "她") and _one_person(victim) not in ("我", "本人", "自己"))
    ]


# 人均 may be left out in lay words ('当地城镇人均可支配收入45000，消费支出30000'), as in _URBAN_INCOME
_URBAN_CONSUMPTION = r"(?<!农村)(?<!农村居民)(?<!人均)(?<!居民)(?<!城镇)(?:城镇)?(?:居民)?(?:人均)?(?:年)?(?:生活)?消费(?:性)?支出"
_RURAL_CONSUMPTION = r"农村(?:居民)?人均(?:年)?(?:生活)?消费(?:性)?支出"
_RURAL_INCOME = r"农村(?:居民)?人均(?:年)?(?:纯收入|可支配收入)"
# the victim was a rural resident ('死者是农村户口', '我爸是农民')
_RURAL_VICTIM = (
    r"农村户口|农业户口|农村户籍|(?:一直)?务农|农村居民(?!人均)"
    # '是个农民', '农村的', '农村人', '家在农村' (not a statistic's name: '农村的人均收入'; a 农民工 may live on urban pay)
    r"|农民(?!工)(?![^，。；]{0,4}(?:人均|收入|消费))|农村(?:的|人)(?![^，。；]{0,4}(?:人均|收入|消费|标准))|来自农村|(?:住|家)在农村"
)


def _victim_rural(text: str) -> bool | None:
    """A rural victim; not the other side ('肇事司机是农民') nor a relative of the victim ('我哥被撞死了…父母在老家务农'):
    the word is the victim's when no one or the victim is the nearest person before it in its clause."""
    victim = _victim_named(text)
    for m in re.finditer(_RURAL_VICTIM, text):
        if re.search(_OTHER_SIDE, text[clause_at(text, m.start())[0] : m.start()]):
            continue
        subject = subject_before(text, m.start())
        if subject is None or (victim is not None and _one_person(subject) == _one_person(victim)):
            return True
    return None


def _figure_after(text: str, amounts: list[MoneyMention], name: str) -> Decimal | None:
    """The figure stated right after a statistic's name ('人均消费支出3万元')."""
    for named in re.finditer(rf"(?:{name})[^，。；\d]{{0,8}}?", text):
        # '农村居民 人均消费支出': an urban name read off a rural figure's words (rural names begin with 农村 themselves)
        if re.search(r"农村", text[max(0, named.start() - 4) : named.start()]):
            continue
        found = next((m.value for m in amounts if named.end() <= m.start <= named.end() + 2), None)
        if found is not None:
            return found
    return None


# --- 本车人员, 好意同乘 and the driver's misconduct ---------------------------------------------------------------------
# a driver named by who they are to the asker took the asker along ('朋友开车带我', '同事开车送我回家')
_DRIVEN_BY_AN_ACQUAINTANCE = r"(?:朋友|同事|亲戚|熟人|邻居|老板|同学|哥们|老乡)[^，。；]{0,4}(?:开车|驾车)(?:带|载|拉|送|捎|接)(?:着|上)?我"
_RIDING = (
    r"搭(?:乘)?[^，。；]{0,6}(?:车|顺风车|便车)|顺风车|便车|蹭车|坐(?:在)?[^，。；]{0,8}(?:车上|的车|副驾|后座)|乘坐[^，。；]{0,8}车|车上的?乘客"
    rf"|{_DRIVEN_BY_AN_ACQUAINTANCE}"
)
# the car ridden in is the liable one: its driver bears the liability ('朋友负全责'), or no other party is in it
_RIDDEN_CAR_LIABLE = r"(?:朋友|司机|驾驶员|驾驶人|同事|亲戚|熟人|邻居|老板|车主|他|她)[^，。；]{0,4}(?:负|承担|是|认定)?[^，。；]{0,3}(?:全部|主要|同等|全|主|同)责"
# any other vehicle or party in the accident ("追尾了前面的A车"): the victim may be that vehicle's third party, and the
# one side the calculator models is then not plainly the car ridden in
_ANOTHER_VEHICLE = (
    r"对方|另一(?:辆|方)|对向|迎面|被[^，。；]{0,8}撞|撞了我们|追尾|相撞|[A-Z甲乙丙]车|前车|后车|前面的?车|行人|电动车|自行车"
    r"|(?:货车|轿车|客车|大车|卡车|公交车|摩托车)[^，。；]{0,4}(?:全|主|次|同|无)"
)


# the driver the victim rode with, named by who they are to the victim, bears the whole liability ('搭同事的顺风车……他追尾
#了前车，同事全责'): the victim is that car's passenger whatever other vehicle the accident had (not '对方司机全责')
_RIDDEN_CAR_WHOLLY_LIABLE = r"(?<!对方)(?:朋友|同事|亲戚|熟人|邻居|老板)[^，。；]{0,4}(?:负|承担|是|认定)?[^，。；]{0,3}(?:全部|全)责"


_DRANK = r"酒驾|酒后(?:驾驶|驾车|开车)|喝(?:了)?(?:点|些)?酒(?:后|以后|之后)?(?:还)?(?:开车|驾车|驾驶)"


def _solo_crash(text: str) -> bool:
    """The car crashed alone ('撞到护栏', '侧翻'), with no other vehicle or person in the accident."""
    return bool(re.search(FIXED_OBJECT_STRUCK, text)) and not re.search(_ANOTHER_VEHICLE, text)


def _victim_is_passenger(text: str, asked: str) -> bool | None:
    """The victim rode in the car whose driver is liable (本车人员): '我搭朋友的顺风车…朋友负全责'; with another vehicle
    in the accident, where that driver is wholly liable and the asking words do not turn to the other vehicle ('B车的
    交强险应该赔我多少' asks as its third party)."""
    if not re.search(_RIDING, text):
        return None
    if (re.search(_RIDDEN_CAR_LIABLE, text) or _solo_crash(text)) and not re.search(_ANOTHER_VEHICLE, text):
        return True
    # an insurer asked of alone ('保险公司赔多少') is still the passenger's: the other vehicle, with no liability, pays
    # within its no-fault limits (`other_vehicle_no_fault`), the car ridden in not at all
    if re.search(_RIDDEN_CAR_WHOLLY_LIABLE, text) and not re.search(_NAMES_THE_OTHER_SIDE, asked):
        return True
    return None


# the car ridden in struck another motor vehicle ('追尾了前车', '撞上了一辆货车', '和一辆轿车相撞'); not a walker or a bike,
# which carry no compulsory insurance
_ANOTHER_MOTOR_VEHICLE = (
    r"追尾|相撞|[A-Z甲乙丙]车|前车|后车|前面的?车|(?:撞|刮|蹭)(?:了|上|到)?[^，。；]{0,4}(?:货车|轿车|客车|大车|卡车|公交车|小车|私家车|面包车|车)"
)
_NOT_A_MOTOR_VEHICLE = r"行人|路人|电动车|电瓶车|自行车|单车|三轮"


def _other_vehicle_no_fault(text: str, asked: str) -> bool | None:
    """The driver the victim rode with, named by relation, is wholly liable for a crash with another motor vehicle
    ('搭同事的顺风车，他追尾了前车，同事全责'): that vehicle bears none, and the passenger is its third party."""
    if (
        _victim_is_passenger(text, asked) and re.search(_RIDDEN_CAR_WHOLLY_LIABLE, text)
        and re.search(_ANOTHER_MOTOR_VEHICLE, text) and not re.search(_NOT_A_MOTOR_VEHICLE, text)
    ):
        return True
    return None


# the asking words turned to the other vehicle of the accident or to an insurer ('对方保险公司赔多少'): the passenger
# claims as that vehicle's third party, not against the carrier
_NAMES_THE_OTHER_SIDE = r"对方|另一(?:辆|方)|[A-Z甲乙丙]车|货车|轿车|小车|私家车|肇事"
_ASKS_THE_OTHER_SIDE = rf"{_NAMES_THE_OTHER_SIDE}|保险|交强|三者"


# a passenger's own carelessness ('自己没扶好', '没抓扶手', '自己不小心'): ordinary fault, which may reduce the carrier's
# damages (民法典 第五百九十二条第二款); intent or gross negligence would free the carrier (第八百二十三条)
_PASSENGERS_OWN_FAULT = r"(?:自己|我)[^，。；]{0,4}(?:没|没有|未)(?:扶|抓|站)(?:好|稳|住|扶手)?|没(?:扶|抓)扶手|自己不小心|我不小心"


def _carried_passenger(text: str, asked: str, asker_pays: bool, victim_is_pedestrian: bool | None) -> bool:
    """The victim rode as a carrier's passenger ('坐公交车，司机急刹车我摔骨折了'): the carrier answers by the contract of
    carriage (民法典 第八百二十三条). Not where the asker's side pays, the victim walked or rode, or another vehicle is in
    the accident and the asking words turn to it ('坐出租车被货车追尾了，货车的保险赔多少')."""
    if asker_pays or victim_is_pedestrian or not re.search(CARRIER_RIDE, text):
        return False
    return not (re.search(_ANOTHER_VEHICLE, text) and re.search(_ASKS_THE_OTHER_SIDE, asked))


def _free_ride(text: str) -> bool | None:
    """A free ride (好意同乘, 民法典 第一千二百一十七条): '顺风车（没收钱）', '免费捎我'; not a paid one."""
    if re.search(r"付了?(?:车费|钱)|收了?(?:车费|\d)|网约车|出租车|营运|拼车费|车费", text):
        return None
    return True if re.search(rf"没收钱|不收钱|没要钱|不要钱|免费|无偿|顺风车|搭便车|便车|好意同乘|顺路捎|捎(?:我|上我|带)|{_DRIVEN_BY_AN_ACQUAINTANCE}", text) else None


_MISCONDUCT = (
    # drunk driving, or drunkenness said of the one driving ('司机醉酒', '醉酒的肇事者'); never a drunk pedestrian
    # ('一个醉酒的行人'), as 交强险条例 第二十二条 speaks of the insured car's driver
    (
        r"醉驾|醉酒(?:后)?(?:驾驶|驾车|开车)|(?:司机|驾驶员|驾驶人|肇事者|肇事人|对方)[^，。；行]{0,4}醉酒(?![^，。；]{0,3}行人)"
        r"|醉酒的?(?:司机|驾驶员|驾驶人|肇事者|肇事人)",
        "醉酒驾驶",
    ),
    (r"无证驾驶|无照驾驶|无证驾车|(?:没有|没|无)(?:考)?(?:驾照|驾驶证)|未取得驾驶(?:证|资格)|驾照被吊销|准驾不符", "未取得驾驶资格"),
    (r"毒驾|吸毒后", "服用国家管制的精神药品或者麻醉药品后驾驶"),
    (r"故意(?:开车)?撞|故意制造", "故意制造交通事故"),
)


def _driver_misconduct(text: str, asker_is_victim: bool) -> str | None:
    """醉驾, 无证, 毒驾 or 故意 (道交解释 第十五条): the compulsory insurer still pays personal injury and recovers it.
    Not the hurt asker's own ('我没有驾照，骑电动车被撞了')."""

    def the_drivers(match: re.Match[str]) -> bool:
        before = text[clause_at(text, match.start())[0] : match.start()]
        # '我被醉驾的司机撞了': the misconduct after 被 is the one who hit the asker
        return not (asker_is_victim and re.search(r"我|俺", before) and not re.search(rf"{_OTHER_SIDE}|对方|被", before))

    found = [label for pattern, label in _MISCONDUCT if any(the_drivers(m) for m in re.finditer(pattern, text))]
    return "、".join(found) if found else None
