"""Money in Chinese legal text: '2.6万元', '人民币三千元', '1,234.50元', '16万余元', '一万二千元'.

All amounts are Decimal so that sums of many items stay exact to the cent.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation
from functools import lru_cache

CENT = Decimal("0.01")

_CN_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9}
_CN_SMALL_UNITS = {"十": 10, "拾": 10, "百": 100, "佰": 100, "千": 1000, "仟": 1000}
# the largest first: '1亿2000万' splits at 亿 before 万
_CN_BIG_UNITS = {"亿": 100_000_000, "万": 10_000, "萬": 10_000}
_FULLWIDTH = str.maketrans("０１２３４５６７８９．，", "0123456789.,")

# A number: Arabic (with thousands commas and decimals) or Chinese numerals, possibly mixed ('1万5千').
# ('36，500.00元': judgments also group thousands with a full-width comma, which otherwise ends a clause).
# A Chinese numeral right before Arabic digits starts no number: '捡拾3000元' is 3000, not 拾 + 3000.
_NUMBER = r"(?:\d{1,3}(?:，\d{3})+(?!\d)(?:\.\d+)?|\d[\d,]*(?:\.\d+)?|[零〇一二两三四五六七八九十拾百佰千仟点](?!\d))(?:[\d.,零〇一二两三四五六七八九十拾百佰千仟万萬亿点]*)"
# The exponent of scientific notation ('1e30元') is no amount; neither is the tail of a longer digit run.
_NOT_AN_EXPONENT = r"(?<!\d[eE])(?<![eE][+-])"
# '余'/'多' (more than) and '左右' stay in the mention's text, where the extractors read them (a floor, an
# approximation); the number itself still counts.
MONEY_PATTERN = re.compile(rf"{_NOT_AN_EXPONENT}(?<![\d.])(?P<number>{_NUMBER})(?P<approx>余|多)?(?P<unit>万元|元)(?P<around>左右)?")


def to_cents(value: Decimal) -> Decimal:
    return value.quantize(CENT, rounding=ROUND_HALF_UP)


def parse_number(text: str) -> Decimal:
    """'2.6万' -> 26000, '三千' -> 3000, '1,234.5' -> 1234.5, '1万5千' -> 15000, '十二' -> 12."""
    text = text.translate(_FULLWIDTH).replace(",", "").strip()
    if not text:
        raise ValueError("empty number")
    for unit_char, unit_value in _CN_BIG_UNITS.items():
        if unit_char in text:
            high, _, low = text.partition(unit_char)
            high_value = parse_number(high) if high else Decimal(1)
            low_value = parse_number(low) if low else Decimal(0)
            # '1万5' in speech means 15000, but '1万5' does not occur in judgments; keep the literal reading.
            return high_value * unit_value + low_value
    if re.fullmatch(r"\d+(?:\.\d+)?", text):
        try:
            return Decimal(text)
        except InvalidOperation as error:  # pragma: no cover - the regex admits only valid decimals
            raise ValueError(f"not a number: {text!r}") from error
    return _parse_small_mixed(text)


def _parse_small_mixed(text: str) -> Decimal:
    """Below 10000, Chinese or mixed: '三千五百', '3千', '二点五', '十'."""
    if "点" in text:
        whole, _, fraction = text.partition("点")
        whole_value = _parse_small_mixed(whole) if whole else Decimal(0)
        digits = "".join(str(_CN_DIGITS[c]) if c in _CN_DIGITS else c for c in fraction)
        if not digits.isdigit():
            raise ValueError(f"not a number: {text!r}")
        return whole_value + Decimal("0." + digits)
    if re.search(r"[一二两三四五六七八九]{2}", text):
        # '五六千', '七八万' name a range, not an amount
        raise ValueError(f"not a number: {text!r}")
    total = Decimal(0)
    pending: Decimal | None = None
    smallest_unit: int | None = None
    index = 0
    while index < len(text):
        char = text[index]
        if char.isdigit():
            match = re.match(r"\d+(?:\.\d+)?", text[index:])
            assert match is not None
            pending = Decimal(match.group())
            index += len(match.group())
            continue
        if char in _CN_DIGITS:
            pending = Decimal(_CN_DIGITS[char])
        elif char in _CN_SMALL_UNITS:
            if smallest_unit is not None and _CN_SMALL_UNITS[char] >= smallest_unit:
                raise ValueError(f"not a number: {text!r}")  # units fall from left to right: '千千' is no figure
            smallest_unit = _CN_SMALL_UNITS[char]
            total += (pending if pending is not None else Decimal(1)) * smallest_unit
            pending = None
        else:
            raise ValueError(f"not a number: {text!r}")
        index += 1
    return total + (pending or 0)


@dataclass(frozen=True)
class MoneyMention:
    value: Decimal
    start: int
    end: int
    text: str
    # only a floor by the words before it ('月入过万', '超过8000'): not the figure itself
    floor: bool = False


# forms of a yuan amount the money reader does not take, rewritten one character for one so that spans stay: capital
# numerals (人民币肆仟元 is 4000, not 1000; the one table, a disability grade's '捌级' reads with it too) and the yuan
# sign (￥3000, ¥3000)
CAPITAL_NUMERALS = str.maketrans("壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬圆", "一二二三三四五六六七八九十百千万元")
# a numeral written with capitals, just before 元/圆 (not '捡拾3000元': 拾 there is a verb)
_CAPITAL_AMOUNT = re.compile(
    r"[壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬零〇一二两三四五六七八九十百千万亿]*[壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬]"
    r"[壹贰貳叁參肆伍陆陸柒捌玖拾佰仟萬零〇一二两三四五六七八九十百千万亿]*[元圆]"
)
_YUAN_SIGN = re.compile(r"[￥¥]\s?(\d[\d,，]*(?:\.\d+)?)")


def _yuan_text(text: str) -> str:
    """`text` with capital numerals and yuan signs written as the money reader takes them, of the same length."""
    text = _CAPITAL_AMOUNT.sub(lambda m: m.group(0).translate(CAPITAL_NUMERALS), text)
    return _YUAN_SIGN.sub(lambda m: (m.group(1) + "元").ljust(len(m.group(0))), text)


def find_money(text: str) -> list[MoneyMention]:
    """Every amount of money in yuan in the text, in order of appearance (人民币肆仟元 and ￥3000 too: _yuan_text)."""
    mentions: list[MoneyMention] = []
    for match in MONEY_PATTERN.finditer(_yuan_text(text)):
        number_text = match.group("number").rstrip(",.点")
        try:
            value = parse_number(number_text)
        except ValueError:
            continue
        if match.group("unit") == "万元":
            value *= 10_000
        if value <= 0:
            continue
        mentions.append(
            MoneyMention(
                value=value,
                start=match.start(),
                end=match.end(),
                text=match.group(),
            )
        )
    return mentions


def parse_money(text: str) -> Decimal:
    """A single amount typed by a user: '8000', '8,000元', '0.8万元', '八千元', and as said: '一万二' (12000)."""
    cleaned = text.strip().removeprefix("人民币").strip()
    spoken = _SPOKEN_TAIL.fullmatch(cleaned.removesuffix("元"))
    if spoken:
        try:
            return parse_spoken_number(spoken.group(0))
        except ValueError as error:
            raise ValueError(f"不是一个金额：{text!r}") from error
    mentions = find_money(cleaned if cleaned.endswith("元") else cleaned + "元")
    if len(mentions) != 1 or mentions[0].start != 0:
        raise ValueError(f"不是一个金额：{text!r}")
    return mentions[0].value


def format_yuan(value: Decimal) -> str:
    """12345.6 -> '12345.60元'; whole numbers keep two decimals so every step reads alike."""
    return f"{to_cents(value)}元"


# --- amounts as people type them ------------------------------------------------------------------------
# Questions from users drop the 元 ('月薪5万', '医疗费3.2万', '本人工资才三千', '平均工资7500') and use
# spoken numbers ('五千五' = 5500, '一万二' = 12000). These helpers serve the question extractors only;
# judgments (criminal amounts) keep the strict `find_money`.

_SPOKEN_TAIL = re.compile(r"(?P<head>.*[^零〇])(?P<unit>[百千万])(?P<tail>[一二两三四五六七八九]|\d)")
_SPOKEN_UNIT_VALUE = {"百": 100, "千": 1000, "万": 10_000}

_CN_SPOKEN = "零〇一二两三四五六七八九十百千万"
# Arabic with an optional multiplier and spoken tail ('3.2万', '9千', '1万5'), or Chinese numerals with a
# scale character ('三千', '五千五', '两万三'); a bare '三' or '十二' is a count, never money here.
_LOOSE_NUMBER = re.compile(
    rf"{_NOT_AN_EXPONENT}(?<![\d.第几])(?P<number>\d+(?:\.\d+)?(?:(?P<mult>[万千百](?:\d(?![\d.])|[一二两三四五六七八九](?![{_CN_SPOKEN}]|个|年|天|周|月))?)|(?P<latin>[kKwW])(?:(?P<latin_tail>\d)(?![\d.个月年天日号])|(?![\d.])|(?=\d[个月年天日号]))(?![a-zA-Z]))?"
    # '两万一一个月', '4.5万一个月': the last 一 counts the month, it is not part of the amount
    rf"|(?<!几)[{_CN_SPOKEN}]*[百千万](?:[{_CN_SPOKEN}](?!个月|个))*"
    # '三w', '八k', '一点五w': chat shorthand after a Chinese numeral as well
    rf"|(?<![{_CN_SPOKEN}点几第])[一二两三四五六七八九十]{{1,3}}(?:点[零一二三四五六七八九])?(?P<latin_cn>[kKwW])(?![a-zA-Z]))"
    rf"(?P<approx>余|多)?(?P<unit>万元|元|块钱|块)?"
)
# '6k', '1.2w' as typed in chats
_LATIN_MULTIPLIER = {"k": 1000, "w": 10_000}
# what follows a number that is not money: a date, a duration, a count, a percentage, a grade, a range
_NOT_MONEY_AFTER = re.compile(
    r"[年月日号个岁级天次倍周名人条款项期点时分秒%‰\-:.家辆台户页份字位只件部套间层楼]|/(?![月年])|小时|公里|公斤|米|平方|斤|吨"
)
# words that make a bare number right after them an amount of money ('平均工资7500', '营养费2000')
# ('当地社平8000', '每月9000', '后6个月涨到了11000')
MONEY_CONTEXT = (
    # ('误工2000', '护理3000': loss items named without their 费)
    # ('年终奖24000', '全勤奖300': a bonus is pay)
    r"工资|薪|收入|费|金|赔|险|损|额|标准|补助|津贴|补贴|[餐饭房话车]补|绩效|提成|补偿|报酬|工钱|挣|花了|花费|支付|垫付|月均|平均|修|开支|误工|护理|奖"
    # ('误工二十天，一天300': a rate per day as per month; '都半年了，一个月4500': a month's pay)
    r"|社平|每个?月|一个月|每天|每日|一天|日均|税前|税后|到手|实发|应发|(?:涨|降|调|加|提)(?:到|至|为)了?|调整为"
    # ('老板给了我3000', '单位转了2000过来': a sum handed over; '打了120' is a phone call, '打给我' is not)
    r"|(?:给|发|转|汇)了|(?:给|发|转|汇|打)了?(?:我|他|她)"
    # ('上个月真扣了我1000': a sum docked)
    r"|扣(?:了|掉|走)"
)
# a figure without 元 found only by a money word somewhere before it ('工资7500', '每月9000') is taken as money
# from 100 up: smaller bare numbers near such words are counts, days or rates more often than money
# ('营养费按30天', '误工2周', '手机坏了，2部'), and a loss or pay that small changes no answer a user asks for
# as much as a misread count does
BARE_MINIMUM = Decimal(100)
# a figure right where the caller has just named what it prices ('手机摔坏了，80', '眼镜和衣服50') is that
# thing's price from 10 up: a smaller bare number after a name is more likely a count ('手机摔坏了，2')
ANCHORED_BARE_MINIMUM = Decimal(10)
# a figure right after the words of a daily rate ('护工一天80', '日薪90', '伙食补助每天50', '一天能挣80') is that rate from
# ANCHORED_BARE_MINIMUM up: a day's pay or standard is often below 100, and the counts told per day have their unit
# ('每天3次', '一天8小时')
_DAILY_RATE_LABEL = re.compile(
    r"(?:每天|每日|一天|日均|日薪|日工资|日收入)(?:的)?(?:工资|收入|工钱|标准|能|可以|大概|大约|约|挣|赚|是|为|有)*[:：]?\s*$"
)
# a figure as typed after the name of what it prices ('5000', '3千', '1.2万元'), not followed by more digits, a
# (further) scale ('12万5' is no figure here) or a unit that makes it a count, a span, a date or a share
# ('30天', '2周', '3次', '80%')
PRICE_FIGURE = r"(?P<number>\d+(?:\.\d+)?)\s*(?P<scale>[万千百])?(?:元|块钱?)?(?![\d.%万千百个年月天岁号日周次])"


def parse_spoken_number(text: str) -> Decimal:
    """Like `parse_number`, with the spoken tail: '五千五' -> 5500, '一万二' -> 12000, '1万5' -> 15000,
    '两万三千五' -> 23500. '一万零五' (with 零) keeps the literal reading 10005."""
    match = _SPOKEN_TAIL.fullmatch(text.strip())
    if match:
        head = parse_number(match.group("head") + match.group("unit"))
        tail = parse_number(match.group("tail"))
        return head + tail * _SPOKEN_UNIT_VALUE[match.group("unit")] / 10
    return parse_number(text)


def find_loose_money(text: str) -> list[MoneyMention]:
    """Every amount in a user's question: those with 元, numbers with a scale ('3.2万', '五千五', '9千'),
    and bare numbers of at least 100 that directly follow a money word in the same clause ('工资7500')."""
    every_strict = find_money(text)
    mentions = [mention for mention in every_strict if not text.startswith("出头", mention.end)]
    taken = [(mention.start, mention.end) for mention in every_strict]
    previous_end = 0
    for match in _LOOSE_NUMBER.finditer(text):
        start, end = match.span()
        number_text = match.group("number")
        if any(s < end and start < e for s, e in taken):
            previous_end = max(previous_end, end)
            continue
        unit = match.group("unit")
        has_scale = bool(re.search(r"[百千万]", number_text))
        if re.match(r"(?:元|块钱?)?出头", text[end:]) or (not unit and _NOT_MONEY_AFTER.match(text, end)):
            # '一万出头' gives only a floor, not the figure
            previous_end = end
            continue
        latin = match.group("latin") or match.group("latin_cn")
        if match.group("latin_tail"):  # '1w2' is 12000 as '1万2' is; '1.2w2' is nothing
            number_text = number_text[: -len(match.group("latin_tail"))]
            if "." in number_text:
                previous_end = end
                continue
        try:
            value = parse_spoken_number(number_text[:-1] if latin else number_text)
        except ValueError:
            previous_end = end
            continue
        if latin:
            value *= _LATIN_MULTIPLIER[latin.lower()]
            if match.group("latin_tail"):
                value += Decimal(match.group("latin_tail")) * _LATIN_MULTIPLIER[latin.lower()] / 10
            has_scale = True
        if unit == "万元":
            value *= 10_000
        if not unit and not has_scale:
            clause_start = max(text.rfind(delimiter, 0, start) for delimiter in "，。；;！？!?\n") + 1
            label = text[max(clause_start, previous_end, start - 12) : start]
            minimum = ANCHORED_BARE_MINIMUM if _DAILY_RATE_LABEL.search(label) else BARE_MINIMUM
            if value < minimum or len(number_text) > 9 or not re.search(MONEY_CONTEXT, label):
                previous_end = end
                continue
        previous_end = end
        if value <= 0:
            continue
        mentions.append(MoneyMention(value, start, end, match.group()))
    return sorted((_with_floor(mention, text) for mention in mentions), key=lambda mention: mention.start)


# words before an amount that make it a floor: '超过8000', '不低于6千', and before a round 万 or 千 '过万',
# '上万', '破万' ('赔过一万' is a sum paid, '加上一千' a sum added)
FLOOR_WORDS = r"超过|超出|不止|不低于|不少于|高于|大于|至少|起码"
# '赔过一万', '用过一万' are sums paid or spent; '费用过万' is a floor again
ROUND_FLOOR_WORDS = r"(?<![赔付花给拿借还交发垫用])过|(?<=费用)过|(?<![加算再早晚马身路])上|破"
ROUND_FIGURE = r"(?:[1一])?\s*[万千wWkK]"
_FLOOR_BEFORE = re.compile(rf"(?:{FLOOR_WORDS})\s*$")
_ROUND_FLOOR_BEFORE = re.compile(rf"(?:{ROUND_FLOOR_WORDS})\s*$")
_ROUND_FIGURE = re.compile(ROUND_FIGURE)


def _with_floor(mention: MoneyMention, text: str) -> MoneyMention:
    before = text[max(0, mention.start - 4) : mention.start]
    floor = bool(_FLOOR_BEFORE.search(before)) or bool(
        _ROUND_FLOOR_BEFORE.search(before) and _ROUND_FIGURE.match(mention.text)
    )
    return replace(mention, floor=True) if floor else mention


@lru_cache(maxsize=16)
def _anchored_figure(gap: str) -> re.Pattern[str]:
    return re.compile(rf"{gap}{PRICE_FIGURE}")


def bare_amount_at(text: str, position: int, gap: str = "", clause_ends: bool = False) -> MoneyMention | None:
    """A figure without 元 at `position`, after words matching `gap`, read as money because the caller has just
    named what it is the amount of ('交通住宿5000', '手机摔坏了，1200'); with `clause_ends`, only a figure that
    ends its clause ('电动车骑了20分钟' is no price). None below ANCHORED_BARE_MINIMUM, and None for a figure
    with a scale ('3千'), which `find_loose_money` reads."""
    match = _anchored_figure(gap).match(text, position)
    if match is None or match.group("scale") or (clause_ends and not re.match(r"[，,。；;、\s]|$", text[match.end() :])):
        return None
    value = Decimal(match.group("number"))
    if value < ANCHORED_BARE_MINIMUM:
        return None
    return MoneyMention(value, match.start("number"), match.end(), match.group("number"))
