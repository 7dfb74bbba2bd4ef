"""Sentencing factors read from case facts, each with the words it came from.

Objective factors are quantities (amount, count, injury, deaths, drug weight, blood alcohol, the
prosecutor's recommendation) and circumstances of the act; subjective ones are the defendant's conduct
and standing (surrender, confession, restitution, forgiveness, recidivism …). Patterns live in
``data/factors.yaml``; the numeric readers are here.
"""

from __future__ import annotations

import math
import re
from bisect import bisect_left
from calendar import monthrange
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from datetime import date
from functools import lru_cache
from types import MappingProxyType
from typing import Any, NamedTuple

from backend.compensation.money import find_money, parse_money
from backend.compensation.money import parse_number as money_number  # drug weights: '1.5', '二十', '零点五'
from backend.corpus.numerals import chinese_to_int
from backend.sentencing.knowledge import FactorSpec, Knowledge, default_knowledge
from backend.textdates import small_number, written_dates

FactorValue = bool | float | str | tuple[float | None, float | None]

# Injury grades from the mildest; a grade factor's value is one of these names.
INJURY_GRADES: tuple[str, ...] = ("轻微伤", "轻伤二级", "轻伤一级", "重伤二级", "重伤一级", "死亡")
_SENTENCE_ENDS = "。；;！？!?\n"
_CLAUSE_END = re.compile(f"[{_SENTENCE_ENDS}]")  # the end of a sentence (one character)
_COMMA_OR_END = re.compile(f"[，,{_SENTENCE_ENDS}]")  # the end of a clause between commas
_CLAUSE_MARK = re.compile(r"[，,。；;]")  # what ends the words just before a figure (words_before)
SENTENCE = re.compile(f"[^{_SENTENCE_ENDS}]+")  # a sentence's words
_NEGATIONS = ("不", "未", "无", "没有", "拒不", "尚未", "拒绝", "否认")
_DENIALS = ("不成立", "不予认定", "不能认定", "不构成", "不属于", "不应认定", "不予采纳", "不符合")
_NEGATION_WINDOW = 6
_EVIDENCE_CHARS = 80


@dataclass
class Factor:
    name: str
    label: str
    kind: str  # objective | subjective
    value: FactorValue
    evidence: str  # the words of the fact it came from; empty when a user set it
    span: tuple[int, int] | None = None
    origin: str = "extracted"  # extracted | user | model | assumed (implied by the words, not told: 醉驾's level)

    def as_contract(self) -> dict[str, Any]:
        value = list(self.value) if isinstance(self.value, tuple) else self.value
        return {"name": self.name, "value": value, "evidence": self.evidence}


def _clause_bounds(text: str, start: int, end: int, ends: re.Pattern[str] = _CLAUSE_END) -> tuple[int, int]:
    """The clause around text[start:end]; `ends` matches single characters. The left edge is searched backwards in
    growing windows: readers call this once per figure, and a scan from 0 each time is quadratic in long facts."""
    left, window = 0, 64
    while True:
        low = max(0, start - window)
        found = [m.end() for m in ends.finditer(text, low, start)]
        if found or low == 0:
            left = found[-1] if found else 0
            break
        window *= 4
    right_match = ends.search(text, end)
    right = right_match.start() if right_match else len(text)
    return left, right


def words_before(text: str, position: int, width: int) -> str:
    """The up to `width` characters before `position` in its clause (commas, full stops and semicolons end one)."""
    return _CLAUSE_MARK.split(text[max(0, position - width) : position])[-1]


def evidence_of(text: str, start: int, end: int) -> str:
    """The clause around a match, cut to a readable length around it."""
    left, right = _clause_bounds(text, start, end)
    if right - left > _EVIDENCE_CHARS:
        half = max(0, (_EVIDENCE_CHARS - (end - start)) // 2)
        left, right = max(left, start - half), min(right, end + half)
    return text[left:right].strip()


# words before a match that itself starts with a negation ('未窃得', '未遂'): only these undo it, since an
# ordinary negation nearby ('因屋内无值钱物品，未窃得财物') is part of how such facts are told
_DENIED_BEFORE = ("并非", "不是", "不属于", "不构成", "不能认定", "不应认定", "不予认定", "不认定")


# words that start with a negation character but negate nothing after them ("系犯罪未遂，系从犯")
_NOT_NEGATIONS = re.compile(r"未遂|未成年")


# the owner's absence told before an act in a question told in everyday words ('趁邻居不在家，翻窗进入其家中', '家里没人
# 的时候溜进去') negates nothing after it; a court record's negations stay as read
_ABSENCE = re.compile(r"不在家|(?:家里|家中|屋里|屋内)(?:没人|没有人|无人)|没(?:有)?人在家")


def negated(text: str, start: int, end: int) -> bool:
    left, right = _clause_bounds(text, start, end)
    window_start = max(left, start - _NEGATION_WINDOW)
    if not _COURT_RECORD.search(text):
        window_start = max([window_start, *(m.end() for m in _ABSENCE.finditer(text, left, start))])
    before = _NOT_NEGATIONS.sub("", text[window_start:start])
    after = text[end : min(right, end + 12)]
    if any(word in after for word in _DENIALS):
        return True
    if text.startswith(_NEGATIONS, start):
        return any(word in before for word in _DENIED_BEFORE)
    return any(word in before for word in _NEGATIONS)


def first_told(pattern: re.Pattern[str] | str, text: str, group: int = 0) -> re.Match[str] | None:
    """The first mention of `pattern` in `text` that is not negated (negated: '未造成严重残疾' tells of no
    严重残疾); `group`: the part of the match whose negation counts. None where there is no such mention."""
    return next((m for m in re.finditer(pattern, text) if not negated(text, m.start(group), m.end(group))), None)


# ---- numbers -------------------------------------------------------------------------------------

_NUM = r"[0-9０-９一二两三四五六七八九十百零〇]+"
_DURATION = rf"(?:{_NUM}年(?:零?{_NUM}个?月|半)?|{_NUM}个?月)"


# a last digit right after 百, 千 or 万 with no 零 between counts in the unit below it, as people say figures ('一百二' is
# 120, '三千五' 3500, '一万五' 15000); '一百零二' is 102
_ELIDED_UNIT = re.compile(r"(?<=.)([百千万])([一二两三四五六七八九])$")
_UNIT_VALUES = {"百": 100, "千": 1_000, "万": 10_000}


def parse_number(text: str) -> float:
    text = text.translate(str.maketrans("０１２３４５６７８９", "0123456789")).replace("〇", "零")
    if re.fullmatch(r"\d+(?:\.\d+)?", text):
        return float(text)
    elided = _ELIDED_UNIT.search(text)
    if elided is not None and "零" not in text:
        unit = _UNIT_VALUES[elided.group(1)]
        return float(chinese_to_int(text[:-1])) + parse_number(elided.group(2)) * unit / 10
    return float(chinese_to_int(text.replace("零", "") or "零"))


def parse_duration(text: str) -> float:
    """'一年六个月' -> 18, '6个月' -> 6, '一年半' -> 18, '三年' -> 36."""
    match = re.fullmatch(rf"(?:(?P<y>{_NUM})年(?:零?(?P<m>{_NUM})个?月|(?P<half>半))?|(?P<mo>{_NUM})个?月)", text)
    if not match:
        raise ValueError(f"不是刑期：{text!r}")
    if match["mo"]:
        return parse_number(match["mo"])
    months = parse_number(match["y"]) * 12
    if match["m"]:
        months += parse_number(match["m"])
    if match["half"]:
        months += 6
    return months


# money that is not the amount of the act: what was paid back, owed or fined, and the proceeds (违法所得, 获利): a
# measure of its own where the law counts it (帮信 法释〔2019〕15号第十二条, 非法经营), never added to the sum
_AMOUNT_EXCLUDED = re.compile(
    r"(赔偿|罚金|罚款|退赔|退还|退赃|归还|返还|保证金|工资|报酬|收入|悬赏|医疗费|押金|取保|赔付|补偿|还款|偿还|谅解|抵押|利息|月薪|租金"
    r"|违法所得|获利)"
)
# compensation paid or claimed reaches further back in its clause than the other words: the one paid and the loss
# come between ('赔偿商标权利人经济损失人民币40万元'); in everyday words '赔了他两万块', '赔给他'
_COMPENSATION_PAID = re.compile(r"赔偿|赔付|退赔|赔了|赔给")
_COMPENSATION_REACH = 24
# a taking told after the compensation word names the figure as what was taken ('谎称能帮被害人拿到赔偿款骗取被害人
# 人民币2万元'), unless passive or relative ('被骗', '所骗取': what is paid back)
_TAKEN_AFTER = re.compile(r"(?<![被所])(?:骗|窃|盗|抢|夺|索取|收受|侵占|挪用|敲诈|勒索)")
# a total marker shortly before a figure: 共计价值人民币4000元, 合计12000元
_AMOUNT_TOTAL = re.compile(r"(共计|合计|总计|累计|总价值|总额|总金额|共|全部|总共)[^0-9０-９，,。；;]{0,8}$")


def total_marked(text: str, start: int) -> bool:
    """Whether a figure starting at `start` is a stated total (共计…, 合计…)."""
    return bool(_AMOUNT_TOTAL.search(text[max(0, start - 12) : start]))


# words between two equal figures that tell a further act ('又盗窃…', '再次骗取…'): the later figure is a second act of
# the same value. Judgments restate a sum far more often than two acts happen to be equal, so only these words, a
# short enumeration ('甲现金3000元、乙现金3000元'), or the same kind of act told of other people (_ACT_KINDS) make it a
# second act; a date alone ('次日', '2010年4月23日') does not ('索要赎金300万元。2010年4月23日…收取300万元赎金' is one
# sum)
_ANOTHER_ACT = re.compile(r"又(?!查明|经)|再次|另(?!查明|经)|第[二三四五六七八九十]次")
_ENUMERATION = re.compile(r"[^。；;!?！？\n]{0,15}")
_LISTED_ITEM = re.compile(r"[、；;]")
# a sentence that concludes or restates ('公诉机关认为…收受他人财物30万元', '上述财物…'): its figure is no new act
_RESTATES = re.compile(r"上述|以上|前述|公诉机关|检察院|认为|指控|认定|查明|证实|其行为|构成|综上|涉案")
# a sum promised, agreed or demanded, and later the same sum paid over or received ('愿意出2000元购买…后以2000元的
# 价格卖给', '索要5万元…又催促…被害人交付5万元'): the money moving is the promise kept, not a second act
_PROMISED_OR_DEMANDED = re.compile(r"答应|承诺|许诺|约定|商定|说好|谈好|讲好|协议|愿意|索要|索取|勒索|讨要|要求|开价|出价|要价|价格|工钱")
_PAID_OR_RECEIVED = re.compile(r"支付|交付|给付|给予|付给|付清|交给|转账|转给|汇给|收到|收下|收取|拿到|领取|兑现|卖给|售给")
# a figure that points back to one told before ('将该1000克甲基苯丙胺出卖给…', '此笔5万元'): the same thing again
_POINTS_BACK = re.compile(
    r"(?:(?:该|此|这|上述|前述)(?:笔|批|些|部分)?|[窃骗抢夺]得的|所得的?|赃款|赃物)(?:钱款|人民币|现金|款项|赃款)?$"
)
# the loot told as such ('将盗窃所得的4万元', '窃得的5000元'): words of the taking that tell no new taking
_PROCEEDS = re.compile(r"(?:盗窃|诈骗|抢劫|抢夺|敲诈勒索|贪污|[窃骗抢夺])(?:所得|得)的?")
# what is done with money already taken: spending or hiding it is no second taking (刑法第二百六十四条: 数额 is what
# was taken), so '又将5000元挥霍' after '窃得现金5000元' is the same 5000元
_DISPOSAL = re.compile(r"挥霍|用于|花(?:光|掉|完)|消费|赌博|存入|转移|藏匿|销赃|转卖")
# words just before a figure that say it is (part of) the loot already told: '后将其中3000元挥霍', '将窃得的2000元存入',
# '赃款中的4000元'; not '持窃得的信用卡…消费736元' (the card was the loot, the spending a new taking)
_OF_THE_PROCEEDS = re.compile(rf"(?:其中|赃款(?:中的)?|(?:{_PROCEEDS.pattern})(?:赃款|钱款|现金)?(?:中的)?)(?:人民币)?$")
# the kinds of act a figure's clause tells: the same kind against other people is another act ('骗得罗某3万元' …
# '骗得霍某3万元'); a different kind is the same money moving on ('借款3万元' … '骗得其3万元', '转入刘某账户')
_ACT_KINDS = tuple(
    re.compile(words)
    for words in (r"窃|偷|盗", r"骗", r"抢", r"夺", r"勒索|敲诈", r"收受|索取", r"贩卖|出售|售卖", r"贪污|侵吞|侵占|挪用")
)
# what is told with a figure reaches past its clause to the rest of its sentence, up to the next sum: '李某将窃得的3000元，
# 于次日存入自己的银行卡' tells the 存入 of that 3000元 a clause later
_NEXT_SUM = re.compile(r"[0-9０-９]+(?:\.[0-9]+)?\s*[万千]?元")
# the thing a figure is the value of, by the count told with its name: after it ('窃取张某手机一部，价值3000元': 某手机,
# the three characters before the count) or before it ('被盗车内的四块电瓶价值920元': 电瓶, up to the value or a stop)
_COUNTED = re.compile(
    r"(?:[一二两三四五六七八九十]|[0-9]+)(?:部|辆|台|个|块|条|只|件|枚|根|箱|袋|瓶|套|头|匹|张|把|副|双|桶|包|片|扇)"
)
_NAME_AFTER_COUNT = re.compile(r"的?(?!价值|价格)([\u4e00-\u9fff]{2,4}?)(?=价值|价格|系|被|[，,（(。；;、]|$)")
_NAME_BEFORE_COUNT = re.compile(r"[\u4e00-\u9fff]{2,3}$")
_VALUE_WORDS = re.compile(r"(?:价值|价格|估价|作价)[^，,。；;]{0,8}$")


def _clause_of(text: str, start: int, end: int) -> str:
    """The clause (between commas or sentence ends) holding text[start:end]."""
    left, right = _clause_bounds(text, start, end, _COMMA_OR_END)
    return text[left:right]


def _deed_of(text: str, figure: tuple[float, int, int, bool]) -> str:
    """What is told of what was done with a figure: its clause and the rest of its sentence up to the next sum
    (_NEXT_SUM), without the words that tell it as the loot (_PROCEEDS)."""
    left, _ = _clause_bounds(text, figure[1], figure[2], _COMMA_OR_END)
    _, right = _clause_bounds(text, figure[1], figure[2])
    following = _NEXT_SUM.search(text, figure[2], right)
    return _PROCEEDS.sub("", text[left : following.start() if following else right])


def _thing_valued(text: str, figure: tuple[float, int, int, bool]) -> str | None:
    """The thing a figure told as a value ('价值3000元') is the value of: the last one its sentence counts before it
    (_COUNTED, its name after or before the count). None for a figure told otherwise, or where no thing is counted."""
    clause_left, _ = _clause_bounds(text, figure[1], figure[2], _COMMA_OR_END)
    if not _VALUE_WORDS.search(text, clause_left, figure[1]):
        return None
    sentence_left, _ = _clause_bounds(text, figure[1], figure[2])
    thing = None
    for count in _COUNTED.finditer(text, sentence_left, figure[1]):
        after = _NAME_AFTER_COUNT.match(text, count.end(), figure[1])
        before = _NAME_BEFORE_COUNT.search(text, max(sentence_left, count.start() - 3), count.start())
        thing = after.group(1) if after else before.group(0) if before else thing
    return thing


def _different_things(one: str | None, other: str | None) -> bool:
    """Whether two things' names (_thing_valued) tell different things: both read, and no two characters in a row
    shared ('某手机' and '的手机' are one kind of thing, '自行车' and '的音箱' are two)."""
    if one is None or other is None:
        return False
    return not {one[i : i + 2] for i in range(len(one) - 1)} & {other[i : i + 2] for i in range(len(other) - 1)}


# the taken thing named as such ('被盗电瓶车', '赃车', '涉案手机'): a thing already told, no new act of taking
_TAKEN_THING = re.compile(r"被[盗窃骗抢夺]|赃|涉案")


def _tells_a_taking(text: str, figure: tuple[float, int, int, bool]) -> bool:
    """Whether a figure's sentence, up to it, tells an act of taking (_ACT_KINDS): '经鉴定，被盗电瓶车一辆价值1500元'
    and '赃车一辆（价值3000元）已追回' value a thing already taken under another name ('电动车'), and tell none."""
    sentence_start, _ = _clause_bounds(text, figure[1], figure[1])
    told = _TAKEN_THING.sub("", text[sentence_start : figure[1]])
    return any(kind.search(told) for kind in _ACT_KINDS)


def _promise_kept(text: str, earlier: tuple[float, int, int, bool], later: tuple[float, int, int, bool]) -> bool:
    """Whether `later` pays or receives the sum `earlier` promised or demanded (the same money). An earlier figure
    that was itself paid, received or taken ('以300元的价格卖给张某', '以300元的价格贩卖海洛因') is an act done, not a
    promise."""
    sentence_start, _ = _clause_bounds(text, earlier[1], earlier[1])
    earlier_clause = _clause_of(text, *earlier[1:3])
    promised = _PROMISED_OR_DEMANDED.search(text[sentence_start : earlier[1]] + earlier_clause)
    done = _PAID_OR_RECEIVED.search(earlier_clause) or any(kind.search(earlier_clause) for kind in _ACT_KINDS)
    return bool(promised) and not done and bool(_PAID_OR_RECEIVED.search(_clause_of(text, *later[1:3])))


def _others_named(text: str, clause: str) -> frozenset[str]:
    """The people and households other than the defendant named in `clause`. A name is also kept without its surname
    ('李某乙' as '某乙'): after 向/从 the masked-name reader sees only '某乙'."""
    named = {m.group(0) for pattern in (_MASKED_NAME, _HOUSEHOLD) for m in pattern.finditer(clause)} - defendant_names(text)
    return frozenset(named | {name[1:] for name in named if len(name) > 2 and name[1] == "某" and name[2] != "某"})


def _another_act(text: str, earlier: tuple[float, int, int, bool], later: tuple[float, int, int, bool]) -> bool:
    """Whether `later`, a figure of the same value as `earlier`, tells a further act rather than restating it or
    paying a promised sum (or pointing back to it): one item of a short enumeration, the value of another thing
    (_thing_valued), the same kind of act (_ACT_KINDS) told of other people than the earlier one's, or _ANOTHER_ACT in
    a sentence that does not conclude."""
    between = text[earlier[2] : later[1]]
    if _ENUMERATION.fullmatch(between) and _LISTED_ITEM.search(between):
        return True
    if _POINTS_BACK.search(text, max(0, later[1] - 8), later[1]) or _promise_kept(text, earlier, later):
        return False
    later_deed = _deed_of(text, later)
    if _DISPOSAL.search(later_deed) and not any(kind.search(later_deed) for kind in _ACT_KINDS):
        return False
    sentence_start, _ = _clause_bounds(text, later[1], later[1])
    if _RESTATES.search(text, sentence_start, later[1]):
        return False
    if _different_things(_thing_valued(text, earlier), _thing_valued(text, later)) and _tells_a_taking(text, later):
        return True  # two things of the same value ('手机一部，价值3000元' … '又窃得电动车一辆，价值3000元')
    earlier_clause, later_clause = _clause_of(text, *earlier[1:3]), _clause_of(text, *later[1:3])
    earlier_people, later_people = _others_named(text, earlier_clause), _others_named(text, later_clause)
    if (
        earlier_people
        and later_people
        and not earlier_people & later_people
        and any(kind.search(earlier_clause) and kind.search(later_clause) for kind in _ACT_KINDS)
    ):
        return True
    return bool(_ANOTHER_ACT.search(between))


def _spends_proceeds(text: str, figure: tuple[float, int, int, bool]) -> bool:
    """Whether `figure` is what was done with the loot already told ('后将其中3000元挥霍'): it is told as the proceeds
    (_OF_THE_PROCEEDS) and what is told of it (_deed_of, its clause or the next: '…2500元，于当晚存入银行卡') is a
    disposal, with no act of taking (_ACT_KINDS) beside the proceeds' own words."""
    deed = _deed_of(text, figure)
    return (
        bool(_OF_THE_PROCEEDS.search(text, max(0, figure[1] - 12), figure[1]))
        and bool(_DISPOSAL.search(deed))
        and not any(kind.search(deed) for kind in _ACT_KINDS)
    )


def total_or_sum(candidates: list[tuple[float, int, int, bool]], text: str) -> tuple[float, int, int]:
    """(value, start, end, is_total) figures found in `text`: the largest stated total if there is one, else the
    sum of the figures with the first one's span. A figure equal to an earlier one counts again only where it
    tells a further act (_another_act): two thefts of 3000元 are 6000元, the same 3000元 told twice is 3000元; a part
    of the loot spent or hidden (_spends_proceeds) is not counted again."""
    totals = [c for c in candidates if c[3]]
    if totals:
        value, start, end, _ = max(totals)
        return value, start, end
    counted: list[tuple[float, int, int, bool]] = []
    for figure in sorted(candidates, key=lambda c: c[1]):
        if counted and figure[0] <= sum(c[0] for c in counted) and _spends_proceeds(text, figure):
            continue  # the loot spent or hidden: no new taking, whatever part of it
        same = [c for c in counted if c[0] == figure[0]]
        if not same or _another_act(text, same[-1], figure):
            counted.append(figure)
    first = counted[0]
    return sum(c[0] for c in counted), first[1], first[2]  # in text order: same float sum every run


# a part of a figure told just before it: '价值5万元，其中现金2万元', '损失10万元（含利息1万元）'; the part is
# already in that figure and is not added again
_PART_OF = re.compile(r"(?:^|[，,：:（(])\s*(?:其中|包括|内含|含)")


def _parts_of_totals(
    candidates: list[tuple[float, int, int, bool]], text: str, left_out: list[tuple[float, int, int, bool]]
) -> list[tuple[float, int, int, bool]]:
    """`candidates` without the figures told as parts of a whole: a figure after 其中/包括 in its sentence is a part
    of the last figure before that word in the same sentence, while the parts so far add up to no more than it. A 其中
    with no figure before it in its sentence opens a list of acts ('先后盗窃三次，其中盗窃张某3000元、李某1000元'),
    whose items all count (法释〔2013〕8号: 多次盗窃…累计计算). A whole may be a figure `left_out` of the amount (a
    claim: '要求赔偿损失98万元（其中丧葬费2万元…）'), whose parts are left out with it."""
    kept: list[tuple[float, int, int, bool]] = []
    parts_of: dict[int, float] = {}  # a whole's start -> the sum of its parts so far
    for figure in sorted(candidates, key=lambda c: c[1]):
        sentence_start, _ = _clause_bounds(text, figure[1], figure[1])
        part_words = list(_PART_OF.finditer(text, sentence_start, figure[1]))
        wholes = [c for c in candidates + left_out if part_words and sentence_start <= c[1] < part_words[-1].start()]
        if wholes:
            whole = max(wholes, key=lambda c: c[1])
            if parts_of.get(whole[1], 0.0) + figure[0] <= whole[0]:
                parts_of[whole[1]] = parts_of.get(whole[1], 0.0) + figure[0]
                continue
        kept.append(figure)
    return kept


# a sum demanded in everyday words ('说不给他两万块就发到网上', '要我转五千块') and a smaller sum paid of it after
# ('我已经给了他一万'): the payment is part of the demand, not a second sum (lay words only: a court record states
# what was obtained)
_DEMANDED = re.compile(r"不给|要我|让我|逼我|索要|勒索|讨要|要求|开价|要价|(?<![需想重主只还])要(?=[一二两三四五六七八九十])")
_PAID_OF_IT = re.compile(r"(?:已经|先|只)?(?:给了|转了|付了|打了|交了|转过去)")


def _paid_parts_of_demands(
    candidates: list[tuple[float, int, int, bool]], text: str
) -> list[tuple[tuple[float, int, int, bool], tuple[float, int, int, bool]]]:
    """(paid, demanded): each figure of `candidates` whose clause tells it paid (_PAID_OF_IT), with the earlier, larger
    figure whose clause tells it demanded (_DEMANDED): what was handed over is part of the demand."""
    demands = [c for c in candidates if _DEMANDED.search(_clause_of(text, c[1], c[2]))]
    pairs = []
    for figure in candidates:
        if _PAID_OF_IT.search(_clause_of(text, figure[1], figure[2])):
            demand = next((d for d in demands if d[1] < figure[1] and d[0] > figure[0]), None)
            if demand is not None:
                pairs.append((figure, demand))
    return pairs


# 万 or 千 with no 元 after a word that says money follows ('经认定价值1.2万', '骗取现金3万', '手机标价八千', '两瓶一共值
# 三千二', what a repair cost: '修车花了五千', '喷漆要八千', '修好花了一万二') and in everyday words after the act that moves the money ('透支了五万',
# '收了别人五十万', '少交了两百万的税', '一共卖了十五万', '收了药商二十万', '把三十万转到了自己账户'); a digit spoken after
# the unit is its next place ('三千二' is 3200, '两万五' 25000); 千万 and 百万 are one unit ('三千万' is 30 million, not 3000)
_SUM_LEAD = (
    r"(?:(?:价值|金额|价款|损失|人民币|现金|钱款|赃款|共计|合计|总计|累计|标价|售价|值|(?:修车|修理|维修|修好|修复|喷漆|补漆)(?:费|了)?(?:花了|花费了?|用了|要))"
    r"(?:约|为|达|共计|合计|人民币)*"
    r"|(?:透支|刷|收|借|欠|骗|偷|拿|贪|交|走|给|卖|挪用|挪|把|报销|转|汇)(?:到)?了?(?:一个|一位|一名|一部|一台|一辆|一只|一件|一瓶|一条|一箱|一块)?(?:别人|他人|对方|人家|我|他|她|公司|单位|供应商|客户"
    r"|开发商|老板|药商|药企|医药代表|厂家|厂商|经销商|供货商|承包商|包工头"
    # where the money was ('让我把卡里的十五万转到他说的账户')
    r"|(?:银行)?卡里|卡上|账户里|账上|微信里|支付宝里)?(?:的|了)?)"
)
# what a figure said in everyday words may count instead of yuan ('卖了三千多条信息', '种了五千多棵', '卖了三千条'): no sum
# ('50万人民币' is money, not people)
_COUNTED_THINGS = r"条|份|件|个|株|棵|克|斤|吨|张|台|辆|头|只|箱|瓶|盒|袋|人(?!民币)|次|亩|平|米|套"
_BARE_SUM = re.compile(
    _SUM_LEAD + r"(\d+(?:\.\d+)?|[一二两三四五六七八九十百千]+)(万|千)([一二两三四五六七八九])?"
    r"(?![元余多0-9块百千万一二两三四五六七八九]|" + _COUNTED_THINGS + r")"
)
# a card's turnover ('流水有八十万', '卡里过了三十万诈骗的钱'): the whole that passed through it, read as a total (the
# fee earned beside it is no part of it)
_TURNOVER_LEAD = r"(?:流水|(?:卡里|卡上|账户里|账上)(?:一共|总共)?(?:过了|进了|走了|流过了?|进出了?))"
# a sum said roughly ('卖了二十多万', '挪了八万多'): read at its floor, the least the words say, in a question told in
# everyday words only; a court record states its figures, and its '30余万' with no 元 is left as it was read before.
# People also say it after the total alone ('骗了二十几个人，一共三万多', '加起来有十几万'), as a card's turnover
# ('银行卡流水两百多万', '卡里过了五十多万') or right after the fund taken ('救灾款四万多'; not money one holds or owes: '存款二十多万'):
# those leads are read in everyday words only too. 块 spoken for 元 after it ('卖了三千多块', '两千多块钱') is part of
# the sum, and so before what was done with it ('六万多块转到了自己卡上'); 块 before a noun counts things ('三千多块砖')
# and is no sum
_ROUGH_SUM = re.compile(
    r"(?:" + _SUM_LEAD + r"|(?:一共|总共|加起来|" + _TURNOVER_LEAD + r"|取现了?|套现了?|(?:扶贫|救灾|救济|补偿|公|货|工程|集资|赃)款)"
    r"(?:一共|总共|有|是|达到?|大概|大约|差不多)*)"
    # ('十几万', '二十几万': 几 after 十 or 百 is read at the ten's floor too)
    r"(\d+|[一二两三四五六七八九十百千]+)(?:(?:[多余]|(?<=[十百])几)(万|千)|(万|千)[多余])"
    r"(?:块(?:钱|(?=[，,。；;！？!?、\s）)的]|左右|$|转|拿去|花|就|然后|都|全|没|不|捐款|善款)))?(?![元块万0-9]|" + _COUNTED_THINGS + r")"
)
# and an exact total so said ('骗了五十多个人，一共四万', '加起来有两万五'), read as _BARE_SUM reads a sum after 共计
_SPOKEN_TOTAL = re.compile(
    r"(?:一共|总共|加起来)(?:一共|总共|有|是|达到?|大概|大约|差不多)*"
    r"(\d+|[一二两三四五六七八九十百千]+)(万|千)([一二两三四五六七八九])?(?![元块余多0-9百千万一二两三四五六七八九]|"
    + _COUNTED_THINGS + r")"
)
# and a card's turnover so said exactly
_TURNOVER = re.compile(
    _TURNOVER_LEAD + r"(?:一共|总共|有|是|达到?|大概|大约|差不多)*"
    r"(\d+|[一二两三四五六七八九十百千]+)(万|千)(?![元块余多0-9百千万一二两三四五六七八九]|" + _COUNTED_THINGS + r")"
)
_COURT_RECORD = re.compile(r"被告人|犯罪嫌疑人|被告|上诉人|公诉机关|检察院|审理查明|本院|经审理")
# a sum spoken in Chinese numerals right after the taking, with 块 or nothing after it ('取了一万二', '讹了车主一千五百块',
# '偷了我两百块'), read in a question told in everyday words only (as _ROUGH_SUM): a court record's figures stay as read
_SPOKEN_SUM = re.compile(
    # (and a sum demanded, said right after 要: '要挟我要十二万'; not 需要, 想要, 还要)
    r"(?:取|讹|坑|诈|抢|敲诈|勒索|吞|扣|顺|偷|骗|拿|收|卷|(?:账|账户)[上里]的|(?<![需想重主只还])要(?=[一二两三四五六七八九十]))(?:走|到|出)?了?[^，,。；;！？!?\s0-9零一二两三四五六七八九十百千万]{0,4}?"
    r"([零一二两三四五六七八九十百千万]*[百千万][一二两三四五六七八九]?)(?:块钱?|钱)?"
    # (and the money moved from an account: '把公司账上的三十万转到自己卡里')
    r"(?=[，,。；;！？!?、\s）)]|$|就|后|去|然后|还|又|给|买|花|没|不|转(?:到|进|入|给|走)"
    # (and the money as what was paid over: '收了我三千押金然后跑了', where it was taken, is the sum)
    r"|的?(?:押金|定金|订金|房租|租金|中介费))"
)
_BARE_UNITS = {"万": 10_000, "千": 1_000}
# what the asker paid for the thing, told with no worth ('买的时候花了八千', '五千块买的'): the value is the market price
# at the act (a price assessment), the price paid one proof of it; read as the amount in everyday words only, where no
# other sum is told, with a step that says so (price_paid_step)
_PRICE_FIGURE = r"(\d+(?:\.\d+)?|[一二两三四五六七八九十百]+)(万|千)([一二两三四五六七八九])?(?:块钱?|元)?"
_PRICE_PAID = (
    re.compile(r"买(?:的时候|来的时候|回来的时候|时|来时)(?:花了|花|是|用了)" + _PRICE_FIGURE + r"(?=[，,。；;！？!?\s]|$)"),
    re.compile(r"(?:花了?)?" + _PRICE_FIGURE + r"(?=买(?:的|来的|回来的))"),
)
# what the thing taken was sold for ('偷了工地上的钢筋，卖了一万二'), read as the amount by _BARE_SUM's 卖了 where no worth
# is told: the worth at the act decides and stolen goods are sold cheap, so a step says so (prices_read)
_PRICE_SOLD = re.compile(r"(?:卖|销赃|出手)(?:了|掉了?|得|出)?(?:钱)?" + _PRICE_FIGURE + r"(?=[，,。；;！？!?\s]|$)")
# a sum in another currency: not yuan, and not converted here (the rate of the day decides: ask the user)
_FOREIGN_CURRENCY = "美元|港元|港币|澳门元|澳元|欧元|日元|英镑|韩元|加元|新台币|台币|卢布|泰铢|新加坡元|瑞士法郎"
_FOREIGN_BEFORE = re.compile(rf"(?:{_FOREIGN_CURRENCY})[^，,。；;0-9]{{0,3}}$")
_FOREIGN_AFTER = re.compile(rf"\s*(?:{_FOREIGN_CURRENCY})")
_FOREIGN_AMOUNT = re.compile(rf"(?:\d[\d,.]*\s*[万亿]?\s*(?P<after>{_FOREIGN_CURRENCY}))|(?P<before>{_FOREIGN_CURRENCY})\s*\d")


def foreign_currency(text: str) -> str | None:
    """The other currency a sum in `text` is given in ('5000美元', '港币2万元'), or None."""
    match = _FOREIGN_AMOUNT.search(text)
    return None if match is None else match.group("after") or match.group("before")


# 块 spoken for 元 ('价值3000块', '2万块钱'), not 块 counting things ('电瓶3块', '3块手表', '共计32块',
# '以200元的价格购买安纳咖块20块'): before 钱, right after a word of worth or money with no noun after it, or a
# figure of thousands ('五千块', '一万块'), which counts no things, before no noun, a thing it prices ('一瓶两千块的酒') or
# money ('五万块工资'), or before
# what was done next ('收了两万块其实什么都没办', '收了三万块帮他办事', '挪了三十万块去炒股', '刷了两万块没还')
_SPOKEN_YUAN = re.compile(
    r"[0-9０-９万千百十]多?块(?=钱)"
    # (and a total so said: '偷了两瓶酒…一共三百块')
    r"|(?:价值|值|价格|价|钱|现金|人民币|损失|金额|有|一共|总共|加起来)(?:约|为|达|了|得|大约|大概|共|一共|总共|最低|至少)?"
    r"[0-9０-９.,零一二两三四五六七八九十百千万]*[0-9０-９万千百十]块(?=[，,。；;！？!?\s）)、的]|左右|$)"
    r"|[0-9０-９.零一二两三四五六七八九十百]*[千万]块(?=[，,。；;！？!?\s）)、]|左右|$|的|工资|工钱|货款|税|红包|好处费|回扣|现金|物业费|公款|工程款|手续费|服务费|会员费|捐款|善款"
    r"|其实|就|却|然后|帮|替|去|过去|进去|没|不|一直|装进|揣进|塞进|据为|占为|私吞|吞了)"
    # a sum taken, said right after the taking ('被骗了500块，', '偷了我800块'): no things are counted there
    r"|(?<=[骗偷抢拿])(?:走)?了?(?:我|他|她|别人|人家)?(?:的)?[0-9０-９.]+块(?=[，,。；;！？!?\s）)、]|$)"
    # a sum handed over at the other's word, named for what it was said to be ('让我先转了六千块保证金'): a bail paid
    # ('交了五万块保证金取保候审') is told without the other's word and stays no sum
    r"|(?:让|叫|要|逼)(?:我|我们|他|她|人家)[^。；，]{0,4}?(?:转|交|付|打|汇)了?[0-9０-９.零一二两三四五六七八九十百]*[千万]块"
    r"(?=保证金|押金|定金|订金|解冻金|激活费|税费|认证费|工本费)"
)


def spoken_yuan(text: str) -> str:
    """`text` with 块 spoken for 元 written 元, of the same length (spans stay)."""
    return _SPOKEN_YUAN.sub(lambda m: m.group(0)[:-1] + "元", text)


# a taking told in everyday words ('收了别人五万块', '骗走了', '偷了')
_LAY_TAKING = re.compile(r"(?:收|拿|要|骗|讹|贪|吞|偷|抢)(?:了|走|下)")


def _named_not_taken(text: str, before: str) -> bool:
    """Whether the words `before` a figure name money that is not the amount of the act (_AMOUNT_EXCLUDED). In a
    question told in everyday words, such money named and then a taking ('在帮乡政府发放拆迁补偿款的时候收了别人五万块')
    makes the figure what was taken; a court record's words stay as read."""
    named = [m.end() for m in _AMOUNT_EXCLUDED.finditer(before)]
    if not named:
        return False
    return bool(_COURT_RECORD.search(text)) or not _LAY_TAKING.search(before, named[-1])


def _price_value(match: re.Match[str]) -> float:
    """The yuan of a price read by _PRICE_FIGURE ('八千', '一万二')."""
    unit = _BARE_UNITS[match.group(2)]
    return parse_number(match.group(1)) * unit + (parse_number(match.group(3)) * unit / 10 if match.group(3) else 0)


def _prices_paid(text: str) -> list[tuple[float, int, int]]:
    found = [(_price_value(match), match.start(), match.end()) for reader in _PRICE_PAID for match in reader.finditer(text)]
    return sorted(found, key=lambda f: f[1])


# the rough mark of a sum said at its floor ('一万多块', '三万多元', '十几万'; not a court record's '3000余元')
_ROUGH_MARK = re.compile(r"[多余]|(?<=[十百])几")


def rough_sum_told(fact: str, amount: Factor) -> str | None:
    """The words of an amount read from a rough sum in everyday words ('用假币买了一万多块钱的东西': '一万多块'), read at its
    floor, the least the words say; None for an exact sum, a corrected one, or a court record's."""
    if amount.origin != "extracted" or amount.span is None or _COURT_RECORD.search(fact):
        return None
    words = fact[amount.span[0]:amount.span[1]]
    return words if _ROUGH_MARK.search(words) else None


def prices_read(evidence: str, amount: float) -> tuple[str, ...]:
    """The prices `amount` was read from, not a worth told: '买价', what was paid for the thing (_PRICE_PAID), and
    '卖价', what it was sold for (_PRICE_SOLD)."""
    text = spoken_yuan(evidence)
    paid = any(value == amount for value, _, _ in _prices_paid(text))
    sold = any(_price_value(match) == amount for match in _PRICE_SOLD.finditer(text))
    return (*(("买价",) if paid else ()), *(("卖价",) if sold else ()))


def _amount_candidates(
    text: str,
) -> tuple[list[tuple[float, int, int, bool]], list[tuple[float, int, int, bool]]]:
    """(value, start, end, is_total) of each sum `text` tells (spoken_yuan already applied), less the parts of
    totals; and the sums named that are not the act's amount (left out)."""
    candidates, left_out = [], []
    for mention in find_money(text):
        # the words of its own clause ('…仍未归还，透支本金人民币4万元' is no repayment)
        before = words_before(text, mention.start, 10)
        reach = words_before(text, mention.start, _COMPENSATION_REACH)
        paid = [m.end() for m in _COMPENSATION_PAID.finditer(reach)]
        compensation = bool(paid) and not _TAKEN_AFTER.search(reach, paid[-1])
        if _named_not_taken(text, before) or _FOREIGN_BEFORE.search(before) or compensation:
            left_out.append((float(mention.value), mention.start, mention.end, False))
            continue
        candidates.append((float(mention.value), mention.start, mention.end, total_marked(text, mention.start)))
    for match in _BARE_SUM.finditer(text):
        before = words_before(text, match.start(), 10)
        # a bare 万 has no 元 to end it: the noun right after says what the money was ('交了5万保证金'), or its currency
        # ('给了140多万港币': not yuan, foreign_currency)
        named_after = _AMOUNT_EXCLUDED.match(text, match.end()) or _FOREIGN_AFTER.match(text, match.end())
        if not named_after and not _AMOUNT_EXCLUDED.search(before + match.group(0)[: match.start(1) - match.start()]):
            start = match.start(1)
            unit = _BARE_UNITS[match.group(2)]
            value = parse_number(match.group(1)) * unit + (parse_number(match.group(3)) * unit / 10 if match.group(3) else 0)
            candidates.append((value, start, match.end(), total_marked(text, start)))
    for match in _ROUGH_SUM.finditer(text) if not _COURT_RECORD.search(text) else ():
        if not _AMOUNT_EXCLUDED.match(text, match.end()) and not _FOREIGN_AFTER.match(text, match.end()):
            start = match.start(1)
            value = parse_number(match.group(1)) * _BARE_UNITS[match.group(2) or match.group(3)]
            # a card's turnover is the whole that passed through it: the fee earned beside it is no part of it
            # ('流水三十多万，拿了几千块好处费' is 30万 paid through, not 30万 and the fee)
            turnover = re.match(_TURNOVER_LEAD, match.group(0)) is not None
            candidates.append((value, start, match.end(), turnover or total_marked(text, start)))
    for match in _SPOKEN_TOTAL.finditer(text) if not _COURT_RECORD.search(text) else ():
        if not _AMOUNT_EXCLUDED.match(text, match.end()) and not _FOREIGN_AFTER.match(text, match.end()):
            start, unit = match.start(1), _BARE_UNITS[match.group(2)]
            value = parse_number(match.group(1)) * unit + (parse_number(match.group(3)) * unit / 10 if match.group(3) else 0)
            candidates.append((value, start, match.end(), True))
    for match in _TURNOVER.finditer(text) if not _COURT_RECORD.search(text) else ():
        start, end = match.span(1)
        if not any(c[1] < match.end() and start < c[2] for c in candidates):
            candidates.append((parse_number(match.group(1)) * _BARE_UNITS[match.group(2)], start, match.end(), True))
    for match in _SPOKEN_SUM.finditer(text) if not _COURT_RECORD.search(text) else ():
        start, end = match.span(1)
        # a figure another reader took already ('骗了别人两万': _BARE_SUM)
        if not any(c[1] < end and start < c[2] for c in candidates + left_out):
            candidates.append((parse_number(match.group(1)), start, end, total_marked(text, start)))
    return _parts_of_totals(candidates, text, left_out), left_out


def read_amount(text: str) -> tuple[float, int, int] | None:
    """The amount at stake in yuan: a stated total if there is one, else the sum of the amounts named ('3000块'
    too: spoken_yuan). A sum in another currency is none (foreign_currency)."""
    text = spoken_yuan(text)
    candidates, left_out = _amount_candidates(text)
    if not _COURT_RECORD.search(text):
        paid = [figure for figure, _ in _paid_parts_of_demands(candidates, text)]
        candidates = [c for c in candidates if c not in paid]
    if not candidates and not left_out and not _COURT_RECORD.search(text):
        candidates = [(value, start, end, False) for value, start, end in _prices_paid(text)][:1]
    if not candidates:
        return None
    if not any(c[3] for c in candidates) and len({c[0] for c in candidates}) > 12:
        # a long list of transfers: the largest figure is usually the running total
        value, start, end, _ = max(candidates)
        return value, start, end
    return total_or_sum(candidates, text)


def demand_paid_in_part(text: str) -> tuple[float, float] | None:
    """(demanded, paid) where a question in everyday words tells a sum demanded and a smaller part of it handed over
    ('勒索五万，给了三万'); None in a court record, which states what was obtained."""
    text = spoken_yuan(text)
    if _COURT_RECORD.search(text):
        return None
    pairs = _paid_parts_of_demands(_amount_candidates(text)[0], text)
    if not pairs:
        return None
    demand = pairs[0][1]
    return demand[0], sum(paid[0] for paid, demanded in pairs if demanded == demand)


_COUNT = re.compile(rf"(?:共计?|先后|累计|连续|总共|分别)?({_NUM})次")
# times someone else acted on the defendant: a bank's reminders ("经发卡银行两次有效催收", 法释〔2009〕19号第六条
# as amended), a creditor's demands. They count no crime
_DEMANDS_AFTER = re.compile(r"(?:有效)?催(?:收|讨|缴|还|要|告)")
_DEMANDS_BEFORE = re.compile(r"催(?:收|讨|缴|还|要)[^。；;，,]{0,4}$")


def read_count(text: str) -> tuple[float, int, int] | None:
    """How many times the act was committed: the largest 'N次' up to 200, not counting demands made of the
    defendant ('两次有效催收')."""
    best: tuple[float, int, int] | None = None
    for match in _COUNT.finditer(text):
        if _DEMANDS_AFTER.match(text, match.end()) or _DEMANDS_BEFORE.search(text[max(0, match.start() - 8) : match.start()]):
            continue
        try:
            count = parse_number(match.group(1))
        except ValueError:
            continue
        if 2 <= count <= 200 and (best is None or count > best[0]):
            best = (count, match.start(), match.end())
    return best


# guns counted in a fact: '枪支2支', '制造枪支共计3支', '仿真枪5支', '3支枪', '手枪一把'; not a part ('枪管2根'), nor
# ammunition ('子弹20发')
_GUNS = re.compile(
    rf"(?:枪支|枪)[^。；，、0-9０-９]{{0,6}}?({_NUM})\s*[支把]|({_NUM})\s*[支把][^。；，、]{{0,6}}?枪(?![管托弹])"
)


def read_guns(text: str) -> tuple[float, int, int] | None:
    """How many guns the act concerned (法释〔2009〕18号修正的法释〔2001〕15号第一条、第二条、第五条 count guns): a stated
    total, else the figures told added."""
    found: list[tuple[float, int, int, bool]] = []
    for match in _GUNS.finditer(text):
        try:
            count = parse_number(match.group(1) or match.group(2))
        except ValueError:
            continue
        if count > 0:
            found.append((count, match.start(), match.end(), total_marked(text, match.start())))
    return total_or_sum(found, text) if found else None


# a death told by the rescue that failed: '经抢救无效', '抢救无效死亡', '经医院抢救无效于当日死亡'
# a death after help failed or never came, told without 致 ("被害人因得不到救助而死亡")
# and as people say it: '送到医院没抢救过来', '没救过来', '没救回来'
_RESCUE_FAILED = (r"抢救无效[^。；，]{0,6}?死亡|经[^。；，]{0,4}?抢救无效|(?:得不到|未得到|未能得到|无人)(?:及时)?救[助治][^。；，]{0,4}?死亡"
                  r"|没(?:有|能)?(?:抢救|救)(?:过来|回来)|没(?:有|能)?救活")
# a person left in a vegetative state ('撞成了植物人') is 重伤一级 (《人体损伤程度鉴定标准》5.1.1 a)
_VEGETATIVE = r"植物人|植物(?:生存)?状态"
_INJURY = re.compile(
    rf"(轻微伤|轻伤(?:一级|二级)?|重伤(?:一级|二级)?|{_VEGETATIVE}|(?:致|造成)[^。；，]{{0,8}}死亡|当场死亡|{_RESCUE_FAILED})"
)


def read_injury(text: str) -> tuple[str, int, int] | None:
    """The worst injury grade named (轻伤 without a grade counts as 轻伤二级, 重伤 as 重伤二级)."""
    best: tuple[int, int, int] | None = None
    for match in _INJURY.finditer(text):
        word = match.group(1)
        if negated(text, match.start(), match.end()):
            continue
        if "死亡" in word or re.fullmatch(_RESCUE_FAILED, word):
            grade = "死亡"
        elif word in ("轻伤", "重伤"):
            grade = word + "二级"
        elif re.fullmatch(_VEGETATIVE, word):
            grade = "重伤一级"
        else:
            grade = word
        rank = INJURY_GRADES.index(grade)
        if best is None or rank > best[0]:
            best = (rank, match.start(), match.end())
    if best is None:
        return None
    return INJURY_GRADES[best[0]], best[1], best[2]


# a death told by what caused it: '撞死', '被车轧死', '摔死', '被烧死', '炸死', '毒死'
_KILLED_BY = r"(?:撞|轧|碾|压|砸|摔|烧|炸|毒)死"
# '撞死一人', '轧死1人', '撞死行人一人', '撞死了一个人', '撞死了一个行人', '撞死了一个老人', '撞死两名学生' tell a count of
# deaths as plainly as '致一人死亡'
_DEATHS = re.compile(
    rf"(?:致|造成)({_NUM})人死亡|({_NUM})人(?:当场)?死亡"
    rf"|{_KILLED_BY}了?(?:行人|路人|被害人|他人)?({_NUM})(?:(?:个|名)?(?:行人|路人|人)|(?:个|名|位)(?!小时|月))"
)
# a death told in any of the words people and judgments use for one ('死亡', '身亡', '遇难', '丧生', '死者', '致死', '死于',
# '撞死', '被撞后死了'): a fact that tells a death and reads none would find an accident 不构成 for want of it. A '死了'
# that tells a feeling ('急死了', '吓死了', '快死了') or a given-up hope ('死了心') is none
_DEATH_ANY = re.compile(
    rf"(?:致|造成)[^。；，]{{0,10}}死亡|死亡|身亡|遇难|丧生|死者|致死|死于|{_RESCUE_FAILED}|{_KILLED_BY}"
    r"|(?<![急气吓愁烦累热冷笑困忙疼痛怕悔馋闷饿渴快要半])死了(?!心|这条心)"
)
# no one's death either: a near miss ('差点被撞死', '险些摔死'), and an animal's ('把狗撞死了', '撞死一只羊', '邻居家的鸡
# 被毒死了'), a loss of property: the animal named just before the death with no person after it ('遛狗的老人被撞死了'
# is a person's), or just after it (a surname or a road is none: '牛某', '马路')
_NEAR_MISS = re.compile(r"(?:差点|差一点|险些|几乎)[^，,。；;]{0,3}$")
_ANIMAL = r"(?:狗|猫|鸡|鸭|鹅|羊|牛|猪|马|驴|骡|兔|鱼|鸟|宠物|动物|牲畜|家禽)(?![某路上])"
_ANIMAL_BEFORE = re.compile(rf"{_ANIMAL}[^人孩者他她某]*$")
_ANIMAL_AFTER = re.compile(rf"了?(?:{_NUM})?[只条头匹尾]|[^，,。；;]{{0,6}}?{_ANIMAL}")


def _no_ones_death(text: str, start: int, end: int) -> bool:
    before = words_before(text, start, 10)
    return bool(_NEAR_MISS.search(before) or _ANIMAL_BEFORE.search(before) or _ANIMAL_AFTER.match(text, end))


def read_deaths(text: str) -> tuple[float, int, int] | None:
    """How many people the fact tells died: the largest count told, else one for a death told without a count. The
    one reading of a death: 交通肇事 decides whether any harm is told from it (engine.harm_told), the tiers from the
    count."""
    numbered = [
        (parse_number(m.group(1) or m.group(2) or m.group(3)), m.start(), m.end())
        for m in _DEATHS.finditer(text)
        if not negated(text, m.start(), m.end())
    ]
    if numbered:
        return max(numbered)
    match = next(
        (m for m in _DEATH_ANY.finditer(text)
         if not negated(text, m.start(), m.end()) and not _no_ones_death(text, m.start(), m.end())),
        None,
    )
    return (1.0, match.start(), match.end()) if match else None


# a weight in figures or in Chinese numerals ('海洛因十五克', '零点五克'); a rough one at its floor, the least it says
# ('十几克' 10, '二十多克' 20)
_WEIGHT = re.compile(
    r"(\d+(?:\.\d+)?|[一二两三四五六七八九十百千零〇]+(?:点[零〇一二三四五六七八九]+)?)\s*(?:余|多|(?<=[十百千])几)?\s*"
    r"(千克|公斤|克|kg|KG|g|G)(?![a-zA-Z])"
)


_DRUG_DISTANCE = 80


def read_drug_grams(text: str, knowledge: Knowledge) -> tuple[float, int, int] | None:
    """Drug weight in heroin-equivalent grams: each drug's weight scaled by its own 数量较大 figure
    (thresholds.yaml drug_equivalents; drug_aliases name the same drug).

    Each weight is given to the nearest drug name; per drug, a stated total (共计/合计/累计) wins,
    otherwise the distinct weights are summed.
    """
    equivalents, aliases = knowledge.drug_equivalents, knowledge.drug_aliases
    mentions = [(m.start(), aliases.get(m.group(0), m.group(0))) for m in knowledge.drug_names.finditer(text)]
    if not mentions:
        return None
    per_drug: dict[str, list[tuple[float, int, int, bool]]] = {}
    for match in _WEIGHT.finditer(text):
        distance, drug = min((abs(position - match.start()), name) for position, name in mentions)
        if distance > _DRUG_DISTANCE:
            continue
        try:
            number = float(money_number(match.group(1)))
        except ValueError:  # '五六克' names a range, not a weight
            continue
        grams = number * (1000 if match.group(2).lower() in ("千克", "公斤", "kg") else 1)
        if grams > 0:
            per_drug.setdefault(drug, []).append((grams, match.start(), match.end(), total_marked(text, match.start())))
    if not per_drug:
        return None
    heroin_grams = 0.0
    spans = []
    for drug, found in per_drug.items():
        grams, start, end = total_or_sum(found, text)
        heroin_grams += grams * 10 / equivalents[drug]
        spans.append((start, end))
    first_start, first_end = min(spans)
    return round(heroin_grams, 3), first_start, first_end


# a weight told of drugs named only as 毒品 ('贩卖毒品50克', '50克毒品'): each drug has its own figures (海洛因 10 g,
# 大麻 more), so the weight alone settles no tier
_UNNAMED_DRUG_WEIGHT = re.compile(rf"毒品[^。；，,\d]{{0,6}}?{_WEIGHT.pattern}|{_WEIGHT.pattern}[^。；，,\d]{{0,3}}毒品")


def unnamed_drug_weight(text: str, knowledge: Knowledge) -> str | None:
    """The words of a weight told of 毒品 where the text names no drug ('贩卖毒品50克'), else None."""
    if knowledge.drug_names.search(text):
        return None
    match = first_told(_UNNAMED_DRUG_WEIGHT, text)
    return match.group(0) if match else None


# 国家重点保护野生植物 (刑法第三百四十四条; 法释〔2023〕8号第二条): one first-grade plant or cubic metre of
# standing volume counts as much as two second-grade ones, at both the conviction and the 情节严重 level
# (1/2 and 5/10), so every quantity is read as first-grade-plant equivalents.
_PLANT_CONTEXT = re.compile(
    r"(?:级|重点)保护的?(?:其他)?(?:野生)?(?:植物|树)|保护(?:野生)?植物|珍贵树木|保护树种"
)
_PLANT_GRADE = re.compile(r"(一|二|Ⅰ|Ⅱ|II|I|1|2)级(?:重点)?保护")
_PLANT_COUNT = re.compile(rf"({_NUM})\s*(?:余|多)?\s*(?:株|棵|颗)(?![^，,。；;（(]{{0,3}}杂)")
_PLANT_VOLUME = re.compile(
    r"(蓄积|材积)量?(?:合计|共计|总计|共|计)?(?:为|约|达)?\s*(\d+(?:\.\d+)?)\s*(?:立方米|m3|m³|方)"
)
# one item of an enumeration ("杉木120株、国家二级保护植物榧树2株"): a quantity belongs to its own item first
_ITEM_END = re.compile(r"[、，,。；;！？!?\n]")
_SECOND_GRADE_WEIGHT = 0.5


def _plant_grade_at(text: str, position: int, grades: list[tuple[int, int]]) -> int:
    """The protection grade (1 or 2) a quantity belongs to: the last grade named before it in its item, else
    in its sentence, else the nearest in its sentence or the fact; 2 when the fact names none (the lighter
    reading, in the defendant's favour). `grades` are in text order."""
    if not grades:
        return 2
    item_left, _ = _clause_bounds(text, position, position, _ITEM_END)
    sentence_left, sentence_right = _clause_bounds(text, position, position)
    for left in (item_left, sentence_left):
        before = [grade for at, grade in grades if left <= at < position]
        if before:
            return before[-1]
    same_sentence = [(at, grade) for at, grade in grades if sentence_left <= at < sentence_right]
    return min(same_sentence or grades, key=lambda g: abs(g[0] - position))[1]


def _species_before(text: str, count: re.Match[str]) -> str:
    """The plant named between the protection words and the count in its item ('保护植物兰花15株' -> 兰花)."""
    left, _ = _clause_bounds(text, count.start(), count.end(), _ITEM_END)
    contexts = list(_PLANT_CONTEXT.finditer(text, left, count.start()))
    if not contexts:
        return ""
    name = re.fullmatch(r"[^\d\s]{2,6}?", text[contexts[-1].end() : count.start()].strip("的：:为"))
    return name.group() if name else ""


def _names_protected_plants(text: str, match: re.Match[str], ends: re.Pattern[str]) -> bool:
    left, right = _clause_bounds(text, match.start(), match.end(), ends)
    return bool(_PLANT_CONTEXT.search(text[left:right]))


def _protected_counts(text: str, counts: list[re.Match[str]]) -> list[re.Match[str]]:
    """The counts of protected plants: those whose item names the protection (a stated total: its sentence)
    or the species such an item names ('…保护植物兰花15株；同年5月又盗挖兰花20株'); else those whose
    sentence names it; else all. The others count other trees ('杉木120株、国家二级保护植物榧树2株')."""
    named = [m for m in counts if _names_protected_plants(text, m, _ITEM_END)]
    species = {_species_before(text, m) for m in named} - {""}

    def counted(match: re.Match[str]) -> bool:
        item_left, _ = _clause_bounds(text, match.start(), match.end(), _ITEM_END)
        return (match in named
                or (total_marked(text, match.start()) and _names_protected_plants(text, match, _CLAUSE_END))
                or any(name in text[item_left : match.start()] for name in species))

    return ([m for m in counts if counted(m)]
            or [m for m in counts if _names_protected_plants(text, m, _CLAUSE_END)] or counts)


def read_protected_plants(text: str) -> tuple[float, int, int] | None:
    """National key protected wild plants harmed, in first-grade-plant equivalents (刑法第三百四十四条).

    Counts (株/棵) and standing volume (立木蓄积, else 材积, in m³) are each folded across the two grades
    (法释〔2023〕8号第二条第一款第（三）项); the larger of the two readings is the measure, since both
    describe the same trees. Per grade a stated total (共计…株) wins, else the distinct counts are added
    (a restated figure counts once); volumes are summed unless one of them is the total of the others.
    """
    if not _PLANT_CONTEXT.search(text):
        return None
    grades = [(m.start(), 1 if m.group(1) in ("一", "Ⅰ", "I", "1") else 2) for m in _PLANT_GRADE.finditer(text)]
    mentions: dict[int, list[tuple[float, int, int, bool]]] = {}
    for match in _protected_counts(text, list(_PLANT_COUNT.finditer(text))):
        try:
            count = parse_number(match.group(1))
        except ValueError:
            continue
        if count > 0:
            grade = _plant_grade_at(text, match.start(), grades)
            mentions.setdefault(grade, []).append((count, match.start(), match.end(), total_marked(text, match.start())))
    counts = {grade: total_or_sum(found, text) for grade, found in mentions.items()}
    volume_matches = list(_PLANT_VOLUME.finditer(text))
    # 立木蓄积 is what the interpretation counts; 材积 (timber volume) only where no 蓄积 is stated
    preferred = [m for m in volume_matches if m.group(1) == "蓄积"] or volume_matches
    volumes: dict[int, dict[float, tuple[int, int]]] = {}
    for match in preferred:
        value = float(match.group(2))
        if value > 0:
            volumes.setdefault(_plant_grade_at(text, match.start(), grades), {})[value] = (match.start(), match.end())
    # per grade: (volume, span of the figure it came from)
    volume_by_grade: dict[int, tuple[float, tuple[int, int]]] = {}
    for grade, values in volumes.items():
        largest = max(values)
        rest = sum(values) - largest
        if rest > 0 and abs(largest - rest) > 0.02 * largest:
            volume_by_grade[grade] = (sum(values), min(values.values()))
        else:  # a single figure, or a total stated after its parts
            volume_by_grade[grade] = (largest, values[largest])
    if not counts and not volume_by_grade:
        return None
    weight = {1: 1.0, 2: _SECOND_GRADE_WEIGHT}
    by_count = sum(weight[grade] * count for grade, (count, _, _) in counts.items())
    by_volume = sum(weight[grade] * volume for grade, (volume, _) in volume_by_grade.items())
    if by_count >= by_volume:
        _, start, end = max(counts.values())
        return round(by_count, 4), start, end
    _, (start, end) = max(volume_by_grade.values())
    return round(by_volume, 4), start, end


# units as judgments type them: ASCII, full-width letters (ｍｇ/ＭＧ), and the single-character squares ㎎ / ㎖ / ㎗
# ('194.33㎎／100ml'); '㎎/㎗' is milligrams per decilitre, the same 100 ml
# the figure also in words, as people say it ('九十毫克每一百毫升')
_BAC_FIGURE = r"(\d+(?:\.\d+)?|[一二两三四五六七八九十百零〇]+)"
_BAC = re.compile(
    _BAC_FIGURE + r"\s*(?:mg|Mg|MG|毫克|ｍｇ|Ｍｇ|ＭＧ|㎎)\s*(?:[/／每]\s*(?:100|１００|lOO|1OO|l00|一百)\s*"
    r"(?:ml|mL|ML|Ml|毫升|ｍｌ|ｍＬ|ＭＬ|㎖)|[/／每]\s*(?:㎗|dl|dL|分升))"
)


# the volume first, as people also say it ('每100毫升血液中含酒精150毫克'), and milligrams alone after the alcohol
# content, the unit of the blood test being per 100 ml ('血液酒精含量150毫克'; not a breath test's mg/L, not '150毫克每升')
_BAC_VOLUME_FIRST = re.compile(
    r"(?:每|/|／)\s*(?:100|１００|一百)\s*(?:ml|mL|毫升)\s*(?:血液?)?\s*(?:中)?\s*(?:含有?)?\s*(?:酒精|乙醇)?(?:含量)?"
    r"\s*(?:为|是|达到?)?\s*" + _BAC_FIGURE + r"\s*(?:mg|毫克)"
)
_BAC_MILLIGRAMS_ALONE = re.compile(
    r"(?:酒精|乙醇)(?:含量|浓度)\s*(?:为|是|达到?|有)?\s*" + _BAC_FIGURE + r"\s*(?:mg|毫克)(?!\s*(?:[/／每]|每?升|/L))"
)


# and a bare figure after the alcohol content, as people quote the test ('酒精含量是150', '血液酒精含量150'): the blood
# test's unit, mg/100ml; not one with any unit after it, however typed (a breath test's '0.8mg/L', '150毫克每升', a
# percentage, a judgment's '(mg/100ml)' or 'mmg／100m1', read by the patterns above or not at all)
# and a roadside breath test as people tell it ('吹出来八十多', '吹了一百二'): the device shows mg/100ml; a rough figure
# is read at its floor ('八十多' is 80), in everyday words only (read_bac)
_BAC_BLOWN = re.compile(
    r"吹(?:气|了一下)?(?:出来|出|了)?(?:的)?(?:是|有|结果是|显示)?\s*" + _BAC_FIGURE
    + r"(?:多|几)?(?![0-9.零一二两三四五六七八九十百])(?!\s*(?:[mMｍＭgｇ㎎(（%％‰/／]|毫|克|升|每|块|元|万|次|口|瓶|杯))"
)
# and the blood test's figure as a lay question quotes it, the unit left out or in milligrams alone ('抽血结果210毫克',
# '验血出来是一百六'): read in a question told in everyday words only, as the breath test's
_BAC_DRAWN = re.compile(
    r"(?:抽血|验血|血检|血液检测)(?:的)?(?:结果|检测结果)?(?:测出来|查出来|出来)?(?:是|为|显示|有)?\s*" + _BAC_FIGURE
    + r"(?:多|几)?(?![0-9.零一二两三四五六七八九十百])(?:\s*(?:mg|毫克))?(?!\s*(?:[/／每%％‰]|每?升|/L|块|元|万|次))"
)
_BAC_FIGURE_ALONE = re.compile(
    # ('酒精一百二': the test's figure said with no word between, as people say it)
    r"(?:酒精|乙醇)(?:含量|浓度)?\s*(?:测出来|测出|查出来|查出|检测出)?\s*(?:为|是|达到?|有)?\s*" + _BAC_FIGURE
    + r"(?![0-9.零一二两三四五六七八九十百])(?!\s*(?:[mMｍＭgｇ㎎(（%％‰/／]|毫|克|升|每))"
)


def breath_test_told(text: str) -> bool:
    """Whether the alcohol figure of a question told in everyday words is a roadside breath test's ('吹出来八十多')."""
    return not _COURT_RECORD.search(text) and _BAC_BLOWN.search(text) is not None


def read_bac(text: str) -> tuple[float, int, int] | None:
    values = [(parse_number(m.group(1)), m.start(), m.end())
              for pattern in (_BAC, _BAC_VOLUME_FIRST, _BAC_MILLIGRAMS_ALONE, _BAC_FIGURE_ALONE)
              for m in pattern.finditer(text)]
    if breath_test_told(text):
        values += [(parse_number(m.group(1)), m.start(), m.end()) for m in _BAC_BLOWN.finditer(text)]
    if not _COURT_RECORD.search(text):
        values += [(parse_number(m.group(1)), m.start(), m.end()) for m in _BAC_DRAWN.finditer(text)]
    values = [v for v in values if 1 <= v[0] <= 1000]
    return max(values) if values else None


# "建议判处…" and the form that names the term before the word: "提出判处被告人一至二年的量刑建议"
_RECOMMENDATION = re.compile(r"提出[^。；]{0,60}?量刑建议|建议[^。；]{0,80}")
# a fine as the whole recommended penalty ("判处被告人某罚金"), not a fine on top of a term ("判处××，并处罚金")
# nor a fine offered as an alternative to it ("一年以下××或者××，并处或者单处罚金")
_NO_PRISON = re.compile(
    r"(?<!或者)(?<!或)单处罚金|免予刑事处罚|免除处罚|免于刑事处罚|判处(?:被告人)?[^，,。；;×X\d年月刑役制]{0,5}罚金"
)
_RANGE = re.compile(
    rf"({_DURATION}|{_NUM})\s*(?:以上)?\s*(?:至|到|-|－|—|~|～)\s*({_DURATION})|({_DURATION})\s*以上\s*({_DURATION})\s*以下"
)
_UPPER_ONLY = re.compile(rf"(?:××|XX)(?:以上)?\s*(?:至|到)\s*({_DURATION})|({_DURATION})\s*以下")
_SINGLE = re.compile(rf"({_DURATION})")


def read_recommendation(text: str) -> tuple[tuple[float | None, float | None], int, int] | None:
    """The prosecutor's recommended term as (low, high) months; (0, 0) for a fine alone or exemption."""
    for match in _RECOMMENDATION.finditer(text):
        clause = match.group(0)
        offset = match.start()
        no_prison = _NO_PRISON.search(clause)
        if no_prison and not negated(clause, no_prison.start(), no_prison.end()):
            return (0.0, 0.0), offset, offset + len(clause)
        found = _RANGE.search(clause)
        if found:
            first, last = (found.group(1), found.group(2)) if found.group(2) else (found.group(3), found.group(4))
            high = parse_duration(last)
            unit = "年" if last.endswith("年") and "月" not in last else "个月"
            low = parse_duration(first) if re.search("[年月]", first) else parse_duration(first + unit)
            if low <= high:
                return (low, high), offset + found.start(), offset + found.end()
        upper = _UPPER_ONLY.search(clause)
        if upper:
            high = parse_duration(upper.group(1) or upper.group(2))
            return (None, high), offset + upper.start(), offset + upper.end()
        single = _SINGLE.search(clause)
        if single and re.search("判处|量刑|处以|处", clause[: single.start()]):
            months = parse_duration(single.group(1))
            return (months, months), offset + single.start(), offset + single.end()
    return None


# 刑法第七十一条: a crime committed while serving a sentence (escape, most often) is sentenced and then
# combined with the part of the earlier sentence not yet served. The facts state that part as 余刑, or give
# the earlier term's end date, from which the unserved part at the date of the new act follows.
_REMAINDER = re.compile(
    rf"(?:余刑|剩余刑期|尚未执行的刑期|未执行完毕的刑期)(?:尚有|还有|为|是|约)?\s*({_DURATION})(?:零?({_NUM})[日天])?"
)
# the words before the day an earlier term ends: "刑期自2020年3月1日起至2025年2月28日止"
_TERM_END = re.compile(r"刑期(?:自[^，。；;]{0,24}起)?(?:至|到)")
# clauses that date the earlier case, the procedure or a witness's statement ("2008.6.29，证实…"), not the new act
_NOT_THE_ACT = re.compile(r"判处|判决|裁定|刑期|执行|释放|出生|生于|羁押|逮捕|拘留|减刑|假释|投案|抓获|归案|证言|证实")
# the earlier sentence ran out (parole period over, released) after the remainder was stated: none is left
_SERVED_OUT = re.compile(r"考验期满|考验期已满|刑满释放|刑满出狱|执行完毕(?!以?前)")
_DAYS_PER_MONTH = 365.25 / 12


def _day_of(dated: Dated | None) -> date | None:
    """The day a date names, or None where the day is not given."""
    return dated.earliest() if dated is not None and dated.day is not None else None


def _term_end(text: str) -> tuple[date, int, int] | None:
    """The first day an earlier term is said to end on ('刑期…至2025年2月28日止'), with the span of its words."""
    starts = {dated.span[0]: dated for dated in dates_in(text)}
    for words in _TERM_END.finditer(text):
        end = starts.get(words.end())
        if end is not None and end.day is not None:
            stop = end.span[1] + (text[end.span[1] : end.span[1] + 1] == "止")
            return end.earliest(), words.start(), stop
    return None


# a new crime told as committed while a sentence was being served ('在某监狱服刑期间', '服刑时', '保外就医期间')
_WHILE_SERVING = re.compile(r"(?:在|于)[^。；，]{0,20}服刑(?:期间|时|中|的)|服刑期间|(?:保外就医|暂予监外执行)期间")


# 刑法第七十一条 is about the defendant's own sentence: a serving told of someone else is none. That one is the person
# the words describe ('在监狱服刑的同监室人员', '正在服刑的王某', '在里面服刑的哥哥'; not a time or a place: '服刑的时候',
# '服刑的监狱里'), kin or a fellow prisoner named just before ('他哥哥在服刑期间'), or a victim (_told_of_victim:
# '被害人刘某服刑期间')
_SERVING_PERSON_AFTER = re.compile(
    r"(?!时候|日子|期间|那|这|监狱|看守所|监所|监区|地方|单位)[^，,。；;]{0,4}?"
    r"(?:人|犯|友|哥|弟|姐|妹|爸|妈|父|母|儿|女|夫|妻|某)"
)
_SERVING_KIN_BEFORE = re.compile(
    r"(?:哥哥|弟弟|姐姐|妹妹|父亲|母亲|爸爸|妈妈|儿子|女儿|丈夫|妻子|老公|老婆|亲戚|朋友|狱友|同监室的?[^，,。；;]{0,4})$"
)


def _someone_elses_serving(text: str, match: re.Match[str]) -> bool:
    return (
        (match.group(0).endswith("的") and _SERVING_PERSON_AFTER.match(text, match.end()) is not None)
        or _SERVING_KIN_BEFORE.search(words_before(text, match.start(), 10)) is not None
        or _told_of_victim(text, match.start())
    )


def told_serving_a_sentence(text: str) -> re.Match[str] | None:
    """Where the fact tells the act was done while the defendant's own earlier sentence was being served, and not that
    the sentence then ran out (刑满释放 after it: the crime came after, 刑法第六十五条's concern, not 第七十一条's)."""
    match = next(
        (m for m in _WHILE_SERVING.finditer(text)
         if not negated(text, m.start(), m.end()) and not _someone_elses_serving(text, m)),
        None,
    )
    return None if match is None or _SERVED_OUT.search(text, match.end()) else match


def read_remainder(text: str) -> tuple[float, int, int] | None:
    """Months of an earlier sentence left unserved when the new crime was committed (刑法第七十一条)."""
    for match in _REMAINDER.finditer(text):
        if negated(text, match.start(), match.end()):
            continue
        if _SERVED_OUT.search(text, match.end()):
            continue
        try:
            months = parse_duration(match.group(1))
            if match.group(2):
                months += parse_number(match.group(2)) / _DAYS_PER_MONTH
        except ValueError:  # a figure written in a way no reader knows ('1百个月'): not this remainder
            continue
        if months > 0:
            return round(months, 2), match.start(), match.end()
    if "服刑" not in text:
        return None
    found = _term_end(text)
    if found is None:
        return None
    term_end, start, end = found
    if _SERVED_OUT.search(text, end):
        return None
    # the new act is told after the earlier sentence: its date is the first one after the term's end date
    for clause in re.finditer(r"[^，,。；;\n]+", text[end:]):
        if _NOT_THE_ACT.search(clause.group(0)):
            continue
        act_date = _day_of(next(iter(dates_in(clause.group(0))), None))
        if act_date is None:
            continue
        if act_date >= term_end:
            return None
        return round((term_end - act_date).days / _DAYS_PER_MONTH, 2), start, end
    return None


# ---- the defendant's record ------------------------------------------------------------------------

# A clause that tells of an earlier conviction: "曾因盗窃罪于2020年1月被判处有期徒刑二年", "有前科",
# "2021年12月刑满释放". Its charge, amounts and drugs are not the new case's.
_PRIOR_START = re.compile(
    r"曾(?:因|于|经|被|犯)|前科|劣迹|刑满释放|受过刑事处罚|(?:因|犯)[^，,。；;]{0,20}罪[^，,。；;]{0,30}被[^，,。；;]{0,20}判(?:处|决|刑)"
)
# 曾 alone tells of anything earlier ("曾因债务纠纷与王某发生矛盾", "曾于2023年5月入户盗窃"): it starts a record
# only where its clause, or the next one, names a conviction or its execution
_CONVICTION = re.compile(r"判处|判决|判刑|刑满|服刑|前科|劳动教养|劳教")
# "2022年1月刑满释放后又入户盗窃…": the record ends at 后/又; what follows is the new act
_RECORD_ENDS = re.compile(r"(?:刑满释放|刑满出狱|释放|出狱)(?:以?后)?(?:又|再次|再)?")
# a following clause of the same sentence that still tells of the earlier sentence and its execution
_PRIOR_GOES_ON = re.compile(r"判处|判决|判刑|刑满|释放|出狱|服刑|有期徒刑|拘役|管制|缓刑|假释|考验期|执行完毕|减刑|罚金|赦免")
_CLAUSE_SPLIT = re.compile(f"[^，,{_SENTENCE_ENDS}]+")


def _starts_record(clauses: list[re.Match[str]], index: int) -> bool:
    words = clauses[index].group(0)
    start = _PRIOR_START.search(words)
    if start is None:
        return False
    if not start.group(0).startswith("曾") or _PRIOR_START.search(words, start.end()):
        return True
    following = clauses[index + 1].group(0) if index + 1 < len(clauses) else ""
    return bool(_CONVICTION.search(words, start.end()) or _CONVICTION.search(following))


# the readings below depend on the text alone and are asked for the same fact by several readers (charge
# detection, each factor, the record's owner, the dates): each is computed once per text
_TEXTS_REMEMBERED = 32


@lru_cache(maxsize=_TEXTS_REMEMBERED)
def prior_record_spans(text: str) -> tuple[tuple[int, int], ...]:
    """Spans of the clauses that tell of earlier convictions and their execution, in text order."""
    spans: list[tuple[int, int]] = []
    previous_sentence_end = 0
    for sentence_end in [m.start() for m in _CLAUSE_END.finditer(text)] + [len(text)]:
        in_prior = False
        clauses = list(_CLAUSE_SPLIT.finditer(text, previous_sentence_end, sentence_end))
        for index, clause in enumerate(clauses):
            if _starts_record(clauses, index) or (in_prior and _PRIOR_GOES_ON.search(clause.group(0))):
                start, end = clause.span()
                ends = _RECORD_ENDS.search(text, start, end)
                in_prior = ends is None or not text[ends.end() : end].strip()
                spans.append((start, end if in_prior else ends.end()))
            else:
                in_prior = False
        previous_sentence_end = sentence_end + 1
    return tuple(spans)


@lru_cache(maxsize=_TEXTS_REMEMBERED)
def without_prior_record(text: str) -> str:
    """The fact with its earlier-conviction clauses blanked (same length, so spans still line up): what is
    left tells of the crime now charged."""
    chars = list(text)
    for start, end in prior_record_spans(text):
        chars[start:end] = " " * (end - start)
    return "".join(chars)


# ---- another's crime the defendant reported (立功, 刑法第六十八条) -------------------------------------------------
# The one reader of these accounts: charge detection (engine), the measure readers (extract_factors) and the 立功 and
# 重大立功 factors (read_merit) all take them from reported_crimes.

# a report of another's crime, or help to catch another: '检举他人盗窃', '揭发同监室人员王某抢劫致人死亡的犯罪事实',
# '举报了韦某走私毒品的犯罪线索', '提供吴某贩毒的线索', '协助公安机关抓获盗窃5万元的李某'. Not a report made by the public,
# the victim or others (经群众举报, 接到举报, 被人揭发, '被害人举报…': of the defendant's own act), not the informer or
# the papers (举报人, 举报材料, 揭发经过). Help is to the police or with an arrest ('协助公安机关抓获', '协助抓获'), told
# as given: not an offer ('表示愿意协助民警抓获…'), not help to another's crime ('协助王某盗窃…后被抓获'), nor the police
# helped by someone ('在李某的协助下抓获…')
_REPORT = re.compile(
    r"(?<![经接据被人众民方举到受])(?:(?:检举|揭发|举报)(?!人|者|材料|信|电话|及|经过)|提供(?=[^。；;，,]{0,20}?线索))"
    r"|(?<!愿意)(?<!同意)(?<!答应)(?P<help>协助)(?=(?:[^。；;，,]{0,12}?(?:公安|民警|警方|警察|侦查|司法|办案|派出所)[^。；;，,]{0,30}?)?抓(?:获|捕))"
)
# where an account of the crime reported ends: its 犯罪事实/行为/线索; or the words that verify it ('经查证属实',
# '公安机关据此…'), or a clause that turns back to the defendant's own conduct ('，并如实供述…'), where these come first;
# else its sentence. Harm and sums told inside it are the other person's ('举报吴某盗窃电动车，价值8000元，经查证属实')
_ACCOUNT_END = re.compile(r"(?:犯罪|的)(?:事实|行为|线索|活动)|线索")
_ACCOUNT_STOP = re.compile(
    r"经(?:公安机关|侦查机关|司法机关)?(?:查证|查实|核实|查)|查证属实|据此|(?:公安机关|民警)根据"
    r"|[，,](?:并|且|同时)?(?:如实供述|自愿认罪|认罪|退赔|退赃|赔偿|被告人|其本人)"
    r"|[，,](?:遂|便|就|于是|随即|随后)"  # the next act: '…举报了自己，遂纠集他人殴打…' is what came of it
)
# an account naming the defendant tells the defendant's own act ('被害人举报被告人…'); one of a co-defendant's part in
# the same joint crime is the defendant's too (法释〔1998〕8号第六条), unless it is their other crime ('同案人许某另有诈骗
# 犯罪的其他事实')
_JOINT_CRIME = re.compile(r"(?:同案|同伙|共犯)(?![^。；;]{0,12}(?:其他|另|以外))")
_OTHERS_WORDS = ("其他", "其它", "其余")  # 其 that starts these names other people, not the defendant


class ReportedCrime(NamedTuple):
    start: int  # where the report starts (its verb)
    verb_end: int
    end: int  # where the account of the crime reported ends
    helped_arrest: bool  # 协助…抓获: help to catch another, no report
    anothers: bool  # the account tells another's crime: it names neither the defendant nor the joint crime


@lru_cache(maxsize=_TEXTS_REMEMBERED)
def reported_crimes(text: str) -> tuple[ReportedCrime, ...]:
    """Every report of a crime, or help to catch someone, told in `text`, with the account of what was reported. An
    account that names the defendant (被告人, the defendant's name; 其 right after a report someone else made: '李某
    举报其盗窃') or the joint crime is not another's. The account of a report made by another named in its clause
    ('张某怀疑李某向公安机关举报了自己…', '不满被害人李某检举…') ends with its clause: the defendant's act told after
    it is kept (read_merit shows such a report as that person's, _other_persons_conduct)."""
    names = _own_names(text)  # not defendant_names: the 犯罪嫌疑人 caught with the defendant's help is another
    acting = _actor_lookup(text, names)
    found: list[ReportedCrime] = []
    for report in _REPORT.finditer(text):
        clause_start = _clause_bounds(text, report.start(), report.start(), _COMMA_OR_END)[0]
        by_another = _named_in(text, names, clause_start, report.start()) and acting(report.start()) is False
        sentence = (_COMMA_OR_END if by_another else _CLAUSE_END).search(text, report.end())
        right = sentence.start() if sentence else len(text)
        ends = [right]
        if named := _ACCOUNT_END.search(text, report.end(), right):
            ends.append(named.end())
        if stop := _ACCOUNT_STOP.search(text, report.end(), right):
            ends.append(stop.start())
        end = min(ends)
        account = text[report.end() : end]
        anothers = "被告人" not in account and not any(name in account for name in names)
        anothers = anothers and not _JOINT_CRIME.search(account)
        opening = account.removeprefix("了")
        if anothers and opening.startswith("其") and not opening.startswith(_OTHERS_WORDS):
            anothers = acting(report.start()) is not False
        helped = report.group("help") is not None
        found.append(ReportedCrime(report.start(), report.end(), end, helped, anothers))
    return tuple(found)


def _named_in(text: str, names: frozenset[str], start: int, end: int) -> bool:
    """Whether a person (_people) is named between `start` and `end`."""
    return any(start <= first and last <= end for first, last, _ in _people(text, names))


@lru_cache(maxsize=_TEXTS_REMEMBERED)
def without_reported_crimes(text: str) -> str:
    """The fact with the accounts of others' crimes reported blanked (same length, so spans still line up): what is
    left tells of the defendant's own acts."""
    chars = list(text)
    for crime in reported_crimes(text):
        if crime.anothers:
            chars[crime.start : crime.end] = " " * (crime.end - crime.start)
    return "".join(chars)


def own_acts(fact: str) -> str:
    """The fact without its earlier convictions and without the crimes the defendant reported: what tells of the acts
    now charged (same length as the fact)."""
    return without_reported_crimes(without_prior_record(fact))


# a report is 立功 only once verified (刑法第六十八条: 揭发他人犯罪行为，查证属实; 法释〔1998〕8号第五条): '经查证属实',
# '公安机关据此破获…'. Not one 未经查证/尚未查实 (no such words between the report and the verification), nor one
# checked and found false ('经核实，该线索不属实': 核实 alone says only that it was checked)
_VERIFIED = re.compile(
    r"(?:(?!未经|尚未|未能|未被|未予|没有|不能|无法)[^。；;]){0,60}?(?<![未不])"
    r"(?:查证属实|经查属实|查实|核实[，,]?[^。；;不]{0,8}?(?:属实|确有其事)|据此[^。；;]{0,12}?(?:破获|侦破|抓获|抓捕))"
    r"(?![^。；;]{0,10}(?:不属实|不实|虚假|不存在))"
)
# 重大立功 (法释〔1998〕8号第七条): the crime or the one caught is 重大, one who may be sentenced to 无期徒刑 or more, or a
# case with wide influence in the province or the country
_MAJOR = re.compile(r"无期徒刑|死刑|重大(?:犯罪|案件|犯罪嫌疑人)|(?:本省|全省|全国)(?:范围内)?(?:有)?较大影响")


# the words that deny the crime reported is 重大: '未达无期徒刑以上', '不属于重大立功', '不构成重大立功'
_NOT_MAJOR = re.compile(
    r"(?:不属于?|不构成|不能认定为?|不应认定为?|尚不构成|并非)(?:重大立功|重大)|(?:未达到?|达不到|不足|低于)(?:无期徒刑|死刑)"
)


def _told_major(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] tells the crime reported as 重大 (_MAJOR, not negated), and does not deny it ('可能被
    判处的刑罚未达无期徒刑以上', '不属于重大立功')."""
    if _NOT_MAJOR.search(text, start, end):
        return False
    return any(not negated(text, m.start(), m.end()) for m in _MAJOR.finditer(text, start, end))


def read_merit(text: str, major: bool = False) -> tuple[bool, int, int] | None:
    """立功 read from what was done (reported_crimes): a verified report of another's crime that is not the joint
    crime's (法释〔1998〕8号第五条、第六条), or help to catch someone (a co-defendant too, 第五条); with `major`, one of a
    重大 crime or suspect (第七条). The defendant's own first; else the first told, which extract_factors shows as
    another's."""
    found: list[ReportedCrime] = []
    for crime in reported_crimes(text):
        if negated(text, crime.start, crime.verb_end):
            continue
        if not crime.helped_arrest and not (crime.anothers and _VERIFIED.match(text, crime.verb_end)):
            continue
        sentence = _CLAUSE_END.search(text, crime.verb_end)
        if major and not _told_major(text, crime.verb_end, sentence.start() if sentence else len(text)):
            continue
        found.append(crime)
    if not found:
        return None
    crime = min(found, key=lambda c: _other_persons_conduct(text, c.start) is not None)
    return True, crime.start, crime.end


_RELEASED = re.compile(r"刑满释放|刑满出狱|释放|执行完毕|赦免")
_RELEASE_ONLY_YEAR = re.compile(r"(\d{4})\s*年[^，,。；;月]{0,6}(?:刑满释放|刑满出狱|执行完毕)")
# 刑法第六十五条 counts only a served 有期徒刑 or heavier; a suspended sentence whose probation ended was never
# executed (刑法第七十六条), and 拘役/管制/罚金 alone are lighter
_FIXED_TERM_OR_MORE = re.compile(r"有期徒刑|无期徒刑|死刑缓期")
_SUSPENDED = re.compile(r"缓刑")
# an earlier conviction for a negligent crime (statutes.yaml negligent: true) makes no one a recidivist
# (刑法第六十五条: 过失犯罪除外); 玩忽职守 is negligent though its charge entry (滥用职权) is not
_NEGLIGENT_WORDS = ("过失", "玩忽职守")


def _negligent_prior(knowledge: Knowledge) -> re.Pattern[str]:
    return re.compile("|".join(map(re.escape, (*_NEGLIGENT_WORDS, *sorted(knowledge.negligent)))))


_RECIDIVISM_YEARS = 5


def _plus_years(day: date, years: int) -> date | None:
    """The same calendar day `years` later (29 February becomes 28 February); None past the calendar's end."""
    try:
        return date(day.year + years, day.month, 28 if (day.month, day.day) == (2, 29) else day.day)
    except ValueError:
        return None


# ---- who a record or a birth date belongs to --------------------------------------------------------

_DEFENDANT = re.compile(r"被告人|犯罪嫌疑人|被告")
# the defendant's name right after the word: 赵某, 李某某, 王某1, 某甲, or a written name before punctuation (张三，).
# A figure that starts a date or an amount is not the name's ("被告人郑某2021年因盗窃罪…" is 郑某)
_DEFENDANT_NAME = re.compile(
    r"(?:被告人|犯罪嫌疑人)(?:([\u4e00-\u9fff]某{1,2}(?:[甲乙丙丁]|[0-9０-９]+(?![0-9０-９年月日时号万千百元余多个岁]))?|某[甲乙丙丁])"
    r"|([\u4e00-\u9fff]{2,3})(?=[，,。；;（(]))"
)
# words for a person other than the defendant, and masked names (程某, 某乙) that are not a place (某小区, 在某市)
_OTHER_PERSON = re.compile(
    r"被害人|受害人|被害|证人|同案犯|儿童|女童|男童|幼女|女孩|男孩|学生|妻|丈夫|之子|之女|儿子|女儿|母亲|父亲"
)
# (not after a figure: "8万某" is an amount the masking garbled; "张某某2013年" is 张某某, the figure a date's or an amount's;
# "某某" alone is the rest of a name, not one)
_MASKED_NAME = re.compile(
    r"(?<![在于至到往从向的一该某0-9０-９.“《])(?:(?!某)[\u4e00-\u9fff]某{1,2}(?:[甲乙丙丁]|[0-9０-９]+(?![0-9０-９年月日时号万千百元余多个岁]))?|某[甲乙丙丁])"
    r"(?![地市县区村小公店处路街镇乡厂”》])"
)
# a full name as a role word introduces it ("被告人张三与…", "被害人欧阳明，"): a common surname, one or two more
# characters, then punctuation or a word that ends a name. Surnames that more often start another word are left
# out: "被告人于当晚…", "被害人钱包内的…", "被告人曾经…" name no one.
_SURNAMES = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭肖田董袁潘蒋蔡杜叶程苏魏吕丁沈姚卢姜崔"
    "钟谭陆汪范石廖贾夏韦方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵严覃武戴莫孔汤欧"
)
# a household named as the one acted on ('窃得郑家现金4000元'), beside masked names: another victim (_another_act)
_HOUSEHOLD = re.compile(f"[{_SURNAMES}]家(?![属人长庭具电])")
# words after a role word that start with a surname's character; "被告人方与被害人…" is the defendant's side
_NOT_NAMES = frozenset(
    {"陈述", "方面", "方式", "方向", "高度", "马上", "何时", "何处", "何种", "许多", "许可", "白天", "陆续", "胡乱", "孙子", "孙女"}
    | {f"方{word}" for word in "与和及在因将系是等被把向从对的于已均同"}
)
# a third character 后 or 里 ends a phrase, not a name ("被害人苏醒后，", "被害人田地里的")
_ROLE_NAME = re.compile(
    rf"(?P<role>被告人|犯罪嫌疑人|被害人|受害人|同案人|同案犯|证人)"
    rf"(?P<name>[{_SURNAMES}][\u4e00-\u9fff](?:[\u4e00-\u9fff](?<![后里]))??)"
    r"(?=[，,。；;：:（(、\s]|与|和|及|在|因|将|系|是|等|被|把|向|从|对|的|于|持|驾|曾)"
)
_ACCUSED_ROLES = ("被告人", "犯罪嫌疑人")


@lru_cache(maxsize=_TEXTS_REMEMBERED)
def _named_people(text: str) -> Mapping[str, bool]:
    """Full names role words introduce, each with whether it is the defendant's (a name introduced both ways is
    left out: the text does not say whose it is). Read-only: the cache hands the same mapping to every caller."""
    roles: dict[str, set[bool]] = {}
    for match in _ROLE_NAME.finditer(text):
        if "某" not in match["name"] and match["name"] not in _NOT_NAMES:
            roles.setdefault(match["name"], set()).add(match["role"] in _ACCUSED_ROLES)
    return MappingProxyType({name: next(iter(kinds)) for name, kinds in roles.items() if len(kinds) == 1})


@lru_cache(maxsize=_TEXTS_REMEMBERED)
def defendant_names(text: str) -> frozenset[str]:
    """The defendant's names: after 被告人/犯罪嫌疑人, or where the fact never uses these words, the first
    masked name it gives ("经审理查明：2014年，李某在…")."""
    named = _named_people(text)
    names = frozenset([*(m.group(1) or m.group(2) for m in _DEFENDANT_NAME.finditer(text)), *(n for n, own in named.items() if own)])
    if not names and not _DEFENDANT.search(text):
        first = _MASKED_NAME.search(text)
        names = frozenset({first.group(0)} if first else ())
    return names


@lru_cache(maxsize=_TEXTS_REMEMBERED)
def _people(text: str, names: frozenset[str]) -> tuple[tuple[int, int, bool], ...]:
    """(start, end, is the defendant) of every person named (_mentions), in text order: the defendant's side as a
    whole, or a name among `names`."""
    return tuple((m.start, m.end, m.name is None or m.name in names) for m in _mentions(text, with_others=True))


def _full_names(text: str) -> list[re.Match[str]]:
    """Every mention of a full name a role word introduced (_named_people), the longest name first where two
    start at the same place."""
    named = sorted(_named_people(text), key=len, reverse=True)
    return list(re.finditer("|".join(map(re.escape, named)), text)) if named else []


def _last_person_lookup(text: str, names: frozenset[str]) -> Callable[[int], bool | None]:
    """For a position, whether the last person named before it is the defendant (被告人, or the defendant's
    name; 其 refers back to that person), None when no person is named before it. The people are read once per
    text: asked for every record clause of a long fact, a scan per question was quadratic."""
    people = _people(text, names)
    starts = [start for start, _, _ in people]

    def last_is_defendant(position: int) -> bool | None:
        index = bisect_left(starts, position)
        while index > 0 and people[index - 1][1] > position:  # a name must end before the position
            index -= 1
        return people[index - 1][2] if index else None

    return last_is_defendant


# how a person is joined to the one named just before: an accomplice or a co-subject ("张某伙同李某、王某", "张某与李某")
# is on that person's side; after these words a person is the one acted on or seen, not the one acting next
# ("砸向钟某等人", "将被害人李某砍伤后报警", "趁被害人李某不备，持刀…", "见被害人李某哭泣，遂主动放弃")
_JOINED_TO_PREVIOUS = re.compile(
    r"(?:伙同|纠集|邀约|叫上|带领|与|和|及|同|跟|、)其?(?:弟弟|哥哥|姐姐|妹妹|兄弟|朋友|同伙|同事|亲戚)?$"
)
# a victim or a witness is never on the defendant's side, whatever joins them ("被告人张某与被害人李某发生争执")
_VICTIM_ROLE = re.compile(r"被害人|受害人|被害")
_WITNESS_ROLE = "证人"
_VICTIM_OR_WITNESS = re.compile(rf"{_VICTIM_ROLE.pattern}|{_WITNESS_ROLE}")
_ENDS_THE_CLAUSE = re.compile(rf"(?:{_MASKED_NAME.pattern})?[，,{_SENTENCE_ENDS}]")
_ACTED_ON = re.compile(
    r"(?:将|把|向|对|朝|冲|给|往|殴打|追打|追砍|砍伤|刺伤|捅伤|打伤|威胁|胁迫|拦住|拦截|见|看见|看到|发现|趁|乘)$"
)


def _actor_lookup(text: str, names: frozenset[str]) -> Callable[[int], bool | None]:
    """For a position, whether the act told there is the defendant's side's: the last person named before it who may
    be acting, the one acted on skipped ("砸向钟某4等人并手持刀具"); an accomplice counts as the defendant's
    ("张某伙同陈某、王某分别手持砍刀": 刑法第二十五条, a joint act is each one's). None when no one is named before it."""
    people = _people(text, names)
    sides: list[bool | None] = []  # per person: their side, None for one acted on
    for index, (start, end, is_defendant) in enumerate(people):
        side: bool | None = is_defendant
        if index and not is_defendant:
            gap = text[people[index - 1][1] : start]
            if not gap or (_JOINED_TO_PREVIOUS.search(gap) and not _VICTIM_OR_WITNESS.search(text, start, end)):
                side = sides[-1]  # the same person's name after a role word, or one joined to the person before
            elif _ACTED_ON.search(gap) or (
                sides[-1]
                and _VICTIM_OR_WITNESS.search(text, start, end)
                and not _COMMA_OR_END.search(gap)
                and _ENDS_THE_CLAUSE.match(text, end)
            ):
                # also a victim that ends the defendant's own clause ("持刀抢劫被害人，后自动放弃"), not one that acts
                # next in it ("因记恨被害人邹某检举揭发…")
                side = None
        sides.append(side)
    starts = [start for start, _, _ in people]

    def acting_side(position: int) -> bool | None:
        index = bisect_left(starts, position)
        while index > 0 and people[index - 1][1] > position:  # a name must end before the position
            index -= 1
        while index > 0 and sides[index - 1] is None:
            index -= 1
        return sides[index - 1] if index else None

    return acting_side


# ---- whose conduct a personal circumstance is ------------------------------------------------------

# a person's own conduct after the crime, or their own part in it: surrender and confession (刑法第六十七条), meritorious
# service (第六十八条), an accessory's part (第二十七条), restitution, compensation, forgiveness, reconciliation and pleas
# (量刑指导意见三（六）至（十四）). A joint act is each one's (第二十五条, _actor_lookup), but one co-defendant's surrender
# or confession lessens only that one's sentence
_PERSONAL_FACTORS = frozenset({"自首", "坦白", "当庭认罪", "立功", "重大立功", "从犯", "胁从犯", "退赃退赔", "赔偿损失", "取得谅解", "刑事和解", "认罪认罚"})
# a person's own standing (刑法第十七条、第十七条之一、第十八条第三款): another's age or capacity is dropped, as another's
# record is (_own_record_spans), not shown as a row: the sentence reads these by their presence (缓刑, minors' notes)
_PERSONAL_STANDING = frozenset({"未成年", "未满十六周岁", "老年人", "限制刑事责任能力", "聋哑或盲人"})
# several defendants together ("二被告人均如实供述", "上述被告人"): a circumstance told of all is the defendant's too
_GROUP = re.compile(r"(?:[二两三四五六七八九十多各]名?|上述|以上|全部|所有)(?:被告人|犯罪嫌疑人|人)")
# a co-defendant named without a name ("同案犯到案后如实供述")
_ACCOMPLICE_WORD = re.compile(r"同案犯|同案人|同伙")
_UNNAMED_ACCOMPLICE = "同案人"
# a role word right before a name, part of that person's mention ("被告人李某", "同案犯李某", "被害人王某")
_ROLE_BEFORE = re.compile(r"(?:被告人|犯罪嫌疑人|被告|上诉人|同案犯|同案人|同犯|同伙|被害人|受害人|被害|证人)$")
# besides one acted on or seen (_ACTED_ON), after these words a person is not the one doing what follows: an accomplice
# taken along ("张某伙同李某盗窃后主动投案" is 张某's surrender), the one paid ("赔偿了吴某的损失") or the one who
# forgives ("取得李某的谅解")
_NOT_THE_DOER_AFTER = re.compile(r"(?:伙同|纠集|邀约|叫上|带领|赔偿|补偿|退还|退回|退赔|归还|返还|取得|获得|得到)了?$")
# people listed one after another ("证人陈某、肖某的证言", "赔偿了吴某、汪某"): each is what the first is
_LISTED = re.compile(r"[、和及]")
# two people named together ("被告人张某、李某均如实供述", "张某与李某共同投案"): what follows is told of both
_TOGETHER = re.compile(r"[、与和及同跟]")


class _Mention(NamedTuple):
    start: int  # where the person's mention starts, a role word before the name included
    end: int
    name: str | None  # None: the defendant's side as a whole (a bare 被告人, 二被告人)
    role: str  # the role word before the name, or ""
    doer: bool  # whether the person may be the one doing what follows (not a victim, a witness, one acted on)


# a bare word for a person other than the defendant ('被害人', '儿童', '其妻'): no name, never the defendant's side
_SOMEONE_ELSE = "他人"


@lru_cache(maxsize=_TEXTS_REMEMBERED * 2)
def _mentions(text: str, with_others: bool = False) -> tuple[_Mention, ...]:
    """Every person named, in text order: names (with the role word before them), bare defendant words and groups
    of defendants (the defendant's side), bare accomplice words (another person), and `with_others` bare words for
    other people (_OTHER_PERSON: who did an act or has a record, where no name follows them). Victims and witnesses
    (named after their role word anywhere, or listed after one), people acted on or paid, and those listed after
    them, are no doers."""
    if with_others:
        named = _mentions(text)
        covered = {i for m in named for i in range(m.start, m.end)}
        others = [
            _Mention(m.start(), m.end(), _SOMEONE_ELSE, m.group(0), False)
            for m in _OTHER_PERSON.finditer(text)
            if m.start() not in covered
        ]
        return tuple(sorted([*named, *others], key=lambda mention: mention.start))
    found: list[_Mention] = []
    covered: set[int] = set()  # the positions mentions already cover: a role word of a name is not another person
    for match in sorted([*_MASKED_NAME.finditer(text), *_full_names(text)], key=lambda m: m.start()):
        role = _ROLE_BEFORE.search(text[max(0, match.start() - 5) : match.start()])
        role_word = role.group(0) if role else ""
        found.append(_Mention(match.start() - len(role_word), match.end(), match.group(0), role_word, True))
        covered.update(range(found[-1].start, found[-1].end))
    for pattern, name in ((_GROUP, None), (_DEFENDANT, None), (_ACCOMPLICE_WORD, _UNNAMED_ACCOMPLICE)):
        for match in pattern.finditer(text):
            if match.start() not in covered:
                found.append(_Mention(match.start(), match.end(), name, "", True))
                covered.update(range(match.start(), match.end()))
    found.sort(key=lambda mention: mention.start)

    def listed(index: int) -> bool:
        return index > 0 and bool(_LISTED.fullmatch(text[found[index - 1].end : found[index].start]))

    # a victim is no doer wherever named; a witness only where named as one: the harboured offender listed among the
    # witnesses ("证人吴某乙的证言") may be told elsewhere to surrender ("吴某乙主动投案"), which is not the defendant's
    victims: set[str | None] = set()
    for index, mention in enumerate(found):
        if _VICTIM_ROLE.fullmatch(mention.role) or (listed(index) and found[index - 1].name in victims):
            victims.add(mention.name)
    marked: list[_Mention] = []
    for index, mention in enumerate(found):
        before = text[max(0, mention.start - 4) : mention.start]
        acted_on = bool(_ACTED_ON.search(before) or _NOT_THE_DOER_AFTER.search(before))
        after_one_not_doing = listed(index) and not marked[-1].doer
        witness = mention.role == _WITNESS_ROLE
        doer = mention.name not in victims and not witness and not acted_on and not after_one_not_doing
        marked.append(mention._replace(doer=doer))
    return tuple(marked)


@lru_cache(maxsize=_TEXTS_REMEMBERED)
def _first_defendant(text: str) -> str | None:
    """The defendant a fact is about: the first person named after 被告人/犯罪嫌疑人 (a judgment names the one it
    sentences first; a co-defendant named later is another person), or where the fact never uses these words, the
    first masked name it gives that is no victim's or witness's. None when it names no one."""
    named = _named_people(text)
    found = [(m.start(), m.group(1)) for m in _DEFENDANT_NAME.finditer(text) if m.group(1)]
    found += [(m.start(), m["name"]) for m in _ROLE_NAME.finditer(text) if m["role"] in _ACCUSED_ROLES and named.get(m["name"])]
    if found:
        return min(found)[1]
    if _DEFENDANT.search(text):
        return None
    return next((m.name for m in _mentions(text) if m.doer and m.name not in (None, _UNNAMED_ACCOMPLICE)), None)


def _own_names(text: str) -> frozenset[str]:
    """The defendant's own names, for what is told of one person (a record, a denied surrender): the defendant the fact
    is about (_first_defendant), not a co-defendant named after 被告人 later ("被告人李某曾因盗窃罪被判处…" is 李某's
    record, 刑法第六十五条 counts the offender's own); every defendant name where the fact names none first."""
    first = _first_defendant(text)
    return frozenset({first}) if first else defendant_names(text)


def _other_persons_conduct(text: str, position: int) -> str | None:
    """Who other than the defendant (_first_defendant) the conduct told at `position` is: the last person named
    before it in its sentence who may be doing it, where that is someone else named ("李某到公安机关投案自首",
    "被告人李某如实供述"), not one named together with the defendant ("被告人张某、李某均如实供述"), and the defendant
    is not named after that person ("崔某对被告人樊某的行为表示谅解"). None where it is the defendant's, the whole
    side's ("二被告人", a bare 被告人), or no one is named before it in the sentence."""
    defendant = _first_defendant(text)
    if defendant is None:
        return None
    left, _ = _clause_bounds(text, position, position)
    before = [m for m in _mentions(text) if left <= m.start and m.end <= position]
    doers = [index for index, m in enumerate(before) if m.doer]
    if not doers or any(m.name in (None, defendant) for m in before[doers[-1] :]):
        return None
    # walk back over people named together with the subject: a circumstance told of several is each one's
    index = doers[-1]
    while index > 0 and _TOGETHER.fullmatch(text[before[index - 1].end : before[index].start]):
        index -= 1
        if before[index].name in (None, defendant):
            return None
    return before[doers[-1]].name


def _told_of_victim(text: str, position: int) -> bool:
    """Whether a standing told at `position` is a victim's or a witness's ('被害人李某系盲人', '被害人已满七十五周岁'):
    the clause names one after its last person, or its last person named is no doer and not the defendant. A
    standing is its subject's, and _other_persons_conduct looks only at doers."""
    left, _ = _clause_bounds(text, position, position)
    before = [m for m in _mentions(text) if left <= m.start and m.end <= position]
    if _VICTIM_OR_WITNESS.search(text, before[-1].end if before else left, position):
        return True
    return bool(before) and not before[-1].doer and before[-1].name not in (None, _first_defendant(text))


def _own_record_spans(text: str) -> list[tuple[int, int]]:
    """The earlier-conviction clauses that tell of the defendant's own record: the last person named before
    each is the defendant; a clause that goes on from the one before it in the same sentence ("，2021年12月
    刑满释放") is of the same person."""
    names = _own_names(text)
    last_is_defendant = _last_person_lookup(text, names)
    own: list[tuple[int, int]] = []
    previous: tuple[int, int] | None = None
    previous_own = False
    for start, end in prior_record_spans(text):
        goes_on = previous is not None and not text[previous[1] : start].strip("，, ")
        clause = text[start:end]
        trigger = _PRIOR_START.search(clause)
        at = start + (trigger.start() if trigger else 0)
        in_clause = _last_person_lookup(text[start:at], names)(at - start) if at > start else None
        if in_clause is not None:
            is_own = in_clause
        elif goes_on:
            is_own = previous_own
        else:
            is_own = bool(last_is_defendant(at))
        if is_own:
            own.append((start, end))
        previous, previous_own = (start, end), is_own
    return own


# ---- dates: the act, the release, the birth ---------------------------------------------------------

# years outside these are typing errors ("0000年", "9995年"), not dates to reason with
_PLAUSIBLE_YEARS = range(1900, 2100)


@dataclass(frozen=True)
class Dated:
    """A date read from a fact; month or day may be unknown (None)."""

    year: int
    month: int | None
    day: int | None
    span: tuple[int, int]

    def earliest(self) -> date:
        return date(self.year, self.month or 1, self.day or 1)

    def latest(self) -> date:
        month = self.month or 12
        next_month = date(self.year + month // 12, month % 12 + 1, 1)
        return date.fromordinal(next_month.toordinal() - 1) if self.day is None else date(self.year, month, self.day)


@lru_cache(maxsize=_TEXTS_REMEMBERED)
def dates_in(text: str) -> tuple[Dated, ...]:
    """The dates a text gives with their month ('2023年5月12日', '二〇二一年十二月'; backend.textdates), in text
    order. A judgment writes the whole year ('10年6月' may be a term); a part of a month (月底) leaves the day open."""
    return tuple(Dated(w.year, w.month, w.day, (w.start, w.end)) for w in written_dates(text, spoken_years=False))


# a year told without its month ('2023年，被告人…', '2023年底', '2008年出生'): not '2023年5月', '2023年1-5月'
_YEAR_ONLY = re.compile(r"(?<![0-9０-９])((?:19|20)[0-9]{2})\s*年(?!\s*(?:[0-9０-９]{1,2}|[一二三四五六七八九十]{1,3})\s*(?:月|[-－—~～至到]))")


def _years_alone(text: str) -> tuple[Dated, ...]:
    """The years a text gives without their month, month and day unknown, in text order."""
    years = ((int(m.group(1)), m.span()) for m in _YEAR_ONLY.finditer(text))
    return tuple(Dated(year, None, None, span) for year, span in years if year in _PLAUSIBLE_YEARS)


# the words that make a date a birth date: "1990年3月5日出生", "1990年3月5日生，", "生于1990年3月"
_BORN_AFTER = re.compile(r"\s*(?:出生|生(?=[，,。；;、\s）)]|人))")
_BORN_BEFORE = re.compile(r"生于\s*$")


@lru_cache(maxsize=_TEXTS_REMEMBERED)
def _births(text: str) -> tuple[Dated, ...]:
    """The birth dates a text gives, whoever's, each spanning its words; a birth told by its year alone ("2008年出生")
    is one with month and day unknown."""
    found = []
    for dated in sorted((*dates_in(text), *_years_alone(text)), key=lambda d: d.span):
        start, end = dated.span
        after = _BORN_AFTER.match(text, end)
        before = _BORN_BEFORE.search(text, max(0, start - 4), start)
        if after:
            found.append(replace(dated, span=(start, after.end())))
        elif before:
            found.append(replace(dated, span=(before.start(), end)))
    return tuple(found)


@lru_cache(maxsize=_TEXTS_REMEMBERED)
def _without_record_or_births(text: str) -> str:
    """The fact with its earlier convictions and every birth date blanked ("1990年3月5日生" is no act's date, whoever's
    it is); same length."""
    blanked = list(without_prior_record(text))
    for birth in _births(text):
        start, end = birth.span
        blanked[start:end] = " " * (end - start)
    return "".join(blanked)


def _tells_an_act(told: str, span: tuple[int, int]) -> bool:
    """Whether a date at `span` dates an act: its clause, with the next one when it goes on after a comma ("2023年5月，
    赵某在…贩卖…"), tells of no birth, judgment, arrest or other procedure."""
    left, right = _clause_bounds(told, *span, _COMMA_OR_END)
    if right < len(told) and told[right] in "，,":
        _, right = _clause_bounds(told, right + 1, right + 1, _COMMA_OR_END)
    return not _NOT_THE_ACT.search(told, left, right)


@lru_cache(maxsize=_TEXTS_REMEMBERED)
def act_dates(text: str) -> tuple[Dated, ...]:
    """Dates of the acts now charged, in text order: dates outside the earlier-conviction clauses and the birth
    dates that date an act (_tells_an_act)."""
    told = _without_record_or_births(text)
    return tuple(dated for dated in dates_in(told) if _tells_an_act(told, dated.span))


def _act_years(text: str) -> tuple[Dated, ...]:
    """The years of the acts now charged where the fact dates them by the year alone (month and day unknown), as
    act_dates reads the dated ones."""
    told = _without_record_or_births(text)
    return tuple(year for year in _years_alone(told) if _tells_an_act(told, year.span))


# in a question told in everyday words, a year alone that tells when the act came to light, not when it was done
# ('2018年冒名顶替别人上了大学，2022年被发现了')
_CAME_TO_LIGHT = re.compile(r"被(?:人)?(?:发现|查出|举报)|东窗事发|案发")


def _lay_act_years(text: str) -> tuple[Dated, ...]:
    """The years a question told in everyday words dates its acts by, month and day unknown: each year alone whose own
    clause tells of no procedure nor of the act coming to light. A court record's years alone are left as they were
    read (act_dates: its acts are dated by the day)."""
    if _COURT_RECORD.search(text):
        return ()
    told = _without_record_or_births(text)
    return tuple(
        year for year in _years_alone(told)
        if not any(words.search(told, *_clause_bounds(told, *year.span, _COMMA_OR_END)) for words in (_NOT_THE_ACT, _CAME_TO_LIGHT))
    )


def last_act_day(text: str) -> date | None:
    """The latest day the acts now charged may have been done (act_dates): the day the law in force is read at;
    None where the fact dates no act. A question in everyday words that dates its acts by the year alone ('2018年他冒名
    顶替…') dates them to that year's last day (_lay_act_years): an act of a year wholly before a law came into force was
    done under the earlier law (刑法第十二条第一款)."""
    dated = act_dates(text) or _lay_act_years(text)
    return max((d.latest() for d in dated), default=None)


def act_year_straddles(text: str, since: date) -> int | None:
    """The year of a lay question's last act where it is told by the year alone and a law came into force within that
    year after its first day ('2021年他冒名顶替…', the article in force from 2021-03-01): which law judges the act turns
    on the month, which is then asked for rather than guessed. None where an act is dated by its month or day, or the
    year lies wholly on one side of `since`."""
    if act_dates(text):
        return None
    year = max((dated.year for dated in _lay_act_years(text)), default=None)
    return year if year == since.year and since > date(year, 1, 1) else None


# parole (假释): 刑法第六十五条第二款 counts the five years from the end of the parole period, and 刑法第八十五条
# treats a period served without revocation as the sentence served. Its end is told as a date after the words
# ("假释考验期至2021年1月"), a date before them ("2021年1月假释考验期满"), or the parole's date and its length
# ("2020年1月假释，考验期一年")
_PAROLE = re.compile(r"假释")
_PAROLE_ENDS_AFTER = re.compile(r"考验期(?:限)?(?:自[^，,。；;]{0,24}起)?(?:至|到|截至|截止(?:到|至)?|于)\s*$")
_PAROLE_ENDS_BEFORE = re.compile(r"^\s*(?:假释)?(?:考验)?期(?:满|届满|已满)")
_PAROLE_LENGTH = re.compile(rf"考验期(?:限)?(?:为|是)?\s*({_DURATION})")


def _plus_months(day: date, months: float) -> date | None:
    """The same calendar day whole `months` later (the month's last day where it is shorter); None past the calendar."""
    year, month_index = divmod(day.year * 12 + day.month - 1 + int(months), 12)
    if year not in _PLAUSIBLE_YEARS:
        return None
    return date(year, month_index + 1, min(day.day, monthrange(year, month_index + 1)[1]))


def _parole_end(record: str, offset: int) -> Dated | None:
    """When the parole told in the defendant's record ended (_PAROLE_ENDS_AFTER/_BEFORE/_LENGTH), spanning its words
    in the whole text (`offset` is where `record` starts); None where no parole or not its end is told."""
    if not _PAROLE.search(record):
        return None
    dates = dates_in(record)
    for dated in dates:
        start, end = dated.span
        if _PAROLE_ENDS_AFTER.search(record[max(0, start - 30) : start]) or _PAROLE_ENDS_BEFORE.match(record[end:]):
            return Dated(dated.year, dated.month, dated.day, (offset + start, offset + end))
    length = _PAROLE_LENGTH.search(record)
    paroled_on = [d for d in dates if d.span[1] <= (length.start() if length else 0) and "假释" in record[d.span[1] : d.span[1] + 4]]
    if not (length and paroled_on):
        return None
    try:
        months = parse_duration(length.group(1))
    except ValueError:
        return None
    # the latest day the period can end: an act must fall after it for certain to be after the sentence was served
    ended = _plus_months(paroled_on[-1].latest(), months)
    if ended is None:
        return None
    return Dated(ended.year, ended.month, ended.day, (offset + paroled_on[-1].span[0], offset + length.end()))


def read_recidivism(text: str, knowledge: Knowledge | None = None) -> tuple[bool, int, int] | None:
    """累犯 from dates (刑法第六十五条): an intentional crime committed within five years after the defendant's
    own earlier 有期徒刑 or heavier sentence was served, read from the release date the fact gives. Another
    person's record (a victim's, the harboured person's) is not the defendant's."""
    spans = _own_record_spans(text)
    if not spans:
        return None
    prior = " ".join(text[start:end] for start, end in spans)
    negligent = _negligent_prior(knowledge or default_knowledge())
    if not _FIXED_TERM_OR_MORE.search(prior) or _SUSPENDED.search(prior) or negligent.search(prior):
        return None
    release = _parole_end(text[spans[0][0] : spans[-1][1]], spans[0][0])
    for start, end in spans if release is None else ():
        clause = text[start:end]
        # a release on parole ('2020年1月假释出狱') is not the sentence served; a later 刑满释放 is
        if _PAROLE.search(clause) or not _RELEASED.search(clause):
            continue
        dates = dates_in(clause)
        if dates:
            last = dates[-1]
            release = Dated(last.year, last.month, last.day, (start + last.span[0], start + last.span[1]))
        else:
            year = _RELEASE_ONLY_YEAR.search(clause)
            only_year = (
                Dated(int(year.group(1)), None, None, (start + year.start(), start + year.end()))
                if year and int(year.group(1)) in _PLAUSIBLE_YEARS
                else None
            )
            release = only_year or release
    if release is None:
        return None
    coming_of_age = _birthday(text, _ADULT_YEARS)
    judged = dates_in(prior)
    if _minor_then(prior) or (coming_of_age and judged and judged[0].earliest() <= coming_of_age):
        return None  # the earlier crime was a minor's (刑法第六十五条: 不满十八周岁的人犯罪的除外)
    limit = _plus_years(release.earliest(), _RECIDIVISM_YEARS)
    for act in act_dates(text):
        if act.earliest() < release.earliest():
            continue  # told before the release: not the new crime
        # within five years for certain: the earliest the release can be and the latest the act can be
        if limit is not None and act.latest() <= limit:
            # the release and the act, in whichever order the fact tells them
            return True, min(release.span[0], act.span[0]), max(release.span[1], act.span[1])
        return None
    return None


_ADULT_YEARS = 18
# 刑法第十七条: under 12 no one answers for a crime, from 12 and from 14 for a few, from 16 for every crime;
# under 18 is a minor's
AGE_LIMITS = (12, 14, 16, _ADULT_YEARS)
_HEADER_CHARS = 40  # how far before a birth date the defendant's name may stand
_HEADER_PART = re.compile(r"男|女|[\u4e00-\u9fff]{1,4}族|(?:曾用名|绰号|化名|别名)[^，,。；;（）()]{1,8}|")


@lru_cache(maxsize=_TEXTS_REMEMBERED)
def _defendants_birth(text: str) -> Dated | None:
    """The birth date the fact gives for the defendant: in the defendant's own header ("被告人王某，男，1990年3月5日
    生", "被告人毛某（女，2006年6月18日出生）"), with nothing but sex, ethnicity or another name between the name and
    the date. A date after any other word ("被告人毛某猥亵樊某（女，2006年6月18日出生）") may be another person's, and one
    in a co-defendant's header ("伙同被告人李某（男，2004年3月5日出生）") is that person's (_own_names)."""
    own = _own_names(text)
    for birth in _births(text):
        start = birth.span[0]
        mentions = list(_DEFENDANT_NAME.finditer(text, max(0, start - _HEADER_CHARS), start))
        if not mentions or (mentions[-1].group(1) or mentions[-1].group(2)) not in own:
            continue
        mention = mentions[-1]
        between = re.split(r"[，,（(、\s]", text[mention.end() : start])
        if all(_HEADER_PART.fullmatch(part) for part in between):
            return birth
    return None


def _birthday(text: str, years: int) -> date | None:
    """The defendant's birthday of that age, at its latest where the day is not given: an age that cannot be
    established is presumed the lower one (法释〔2006〕1号第四条)."""
    birth = _defendants_birth(text)
    return _plus_years(birth.latest(), years) if birth is not None else None


class AgeReading(NamedTuple):
    """The first of AGE_LIMITS the defendant had not passed at the act (None for an adult), the span of the words
    it was read from, and whether the fact shows the previous limit was passed: '不满十四周岁' alone does not say
    the defendant had turned 12."""

    limit: int | None
    start: int
    end: int
    floor_known: bool
    assumed: str = ""  # the age told without saying it was the age at the act ("15周岁"), read as that age
    doubt: str = ""  # where the dates leave open whether the limit was passed: the step's words


def _limit_from_birth(text: str) -> AgeReading | None:
    """The first of AGE_LIMITS the defendant had not passed at the first act (None for an adult), with the span of the
    act's date, from the defendant's birth date and the act's date (the year alone where the fact gives no month:
    _act_years); None where either is missing. In doubt the younger age (法释〔2006〕1号第四条): the latest the birth can
    be and the earliest the act can be; the birthday itself still counts as the younger age (第二条). Where the dates
    leave it open whether that age was passed, the reading says so (doubt). A birth date after the act is a typing
    error or another person's, and is ignored."""
    birth = _defendants_birth(text)
    acts = (act_dates(text) or _act_years(text)) if birth is not None else ()
    if birth is None or not acts or birth.earliest() > acts[0].latest():
        return None
    act = acts[0]
    for years in AGE_LIMITS:
        latest_birthday = _plus_years(birth.latest(), years)
        if latest_birthday is None:
            return None
        if act.earliest() <= latest_birthday:
            earliest_birthday = _plus_years(birth.earliest(), years)
            open_question = earliest_birthday is not None and act.latest() > earliest_birthday
            doubt = (
                f"案情写明被告人「{text[slice(*birth.span)]}」、行为时间「{text[slice(*act.span)]}」，据此无法确定行为时"
                f"是否已满{years}周岁：依法推定行为时不满{years}周岁（法释〔2006〕1号第四条），以查明的出生日期和行为日期为准"
                if open_question
                else ""
            )
            return AgeReading(years, *act.span, True, doubt=doubt)
    return AgeReading(None, *act.span, True)


# an age told with what it says of the bound: 'N周岁' (at least N, under N + 1), '已满/年满N周岁' (at least N), '未满/不满N
# 周岁' (under N), '已满N周岁不满M周岁' (both)
_AGE_NUMBER = r"\d{1,2}|[一二三四五六七八九十]{1,3}"
_AGE_PHRASE = (
    rf"(?:(?:已满|年满|满)(?P<floor>{_AGE_NUMBER})周?岁[、，,]?(?=未满|不满))?(?P<over>已满|年满|满)?"
    rf"(?P<under>未满|不满)?(?P<age>{_AGE_NUMBER})周?岁"
)
# an age stated for the time of the act ("作案时13周岁", "行为时不满十四周岁", "作案时已满十二周岁不满十四周岁"):
# only linking words between 时 and the age, as the 未成年 patterns read it ("案发时被害人15岁" is the victim's)
_STATED_AGE = re.compile(r"(?:作案|犯罪|案发|行为)时(?:系|为|尚|年仅|仅|只有|刚|年)?" + _AGE_PHRASE)
# the ages of criminal responsibility (刑法第十七条第一至三款); 18 decides only the minor's discount
_RESPONSIBILITY_AGES = (12, 14, 16)


def _limit_of(phrase: re.Match[str]) -> tuple[int | None, bool] | None:
    """(the first of AGE_LIMITS below which an age phrase (_AGE_PHRASE) puts the defendant, None for an adult; whether
    it shows the limit before that one was passed); None where its number is not read. '已满N周岁不满M周岁' is read by
    its upper bound; '已满N周岁' says only at least N: an age of responsibility above N is presumed not reached
    (法释〔2006〕1号第四条), while nothing says the defendant was under 18."""
    age = small_number(phrase["age"])
    if age is None:
        return None
    if phrase["over"] and not phrase["under"]:
        return next((years for years in _RESPONSIBILITY_AGES if age < years), None), True
    # 'N周岁' is at least N and under N + 1; '不满N周岁' is under N, and at least the floor where one is given
    limit = next((years for years in AGE_LIMITS if (age <= years if phrase["under"] else age < years)), None)
    lowest = age if not phrase["under"] else small_number(phrase["floor"]) if phrase["floor"] else None
    below = [years for years in AGE_LIMITS if limit is not None and years < limit]
    return limit, not below or (lowest is not None and lowest >= below[-1])


def _limit_stated(text: str) -> AgeReading | None:
    """The first of AGE_LIMITS the defendant had not passed, from an age the fact states for the time of the act
    where the last person named before it is the defendant; None for an adult. An age told in an earlier
    conviction's account ('（犯罪时16周岁）') is that crime's."""
    last_is_defendant = _last_person_lookup(text, defendant_names(text))
    for match in _STATED_AGE.finditer(without_prior_record(text)):
        read = _limit_of(match)
        if read is None or last_is_defendant(match.start()) is False:
            continue
        return AgeReading(read[0], match.start(), match.end(), read[1])
    return None


# an age told of a person without saying when ('被告人刘某（男，15周岁）', '刘某，年满15周岁，', '被告人刘某系未满18周岁的
# 未成年人', '我儿子今年15岁'); whose it is is read from the words right before it (_AGE_SUBJECT)
# (not an age at another time: '15岁时曾因盗窃被处理' is older now, and says nothing of the age at the act charged)
_TOLD_AGE = re.compile(
    rf"(?:今年|现年|年仅|时年|刚满|才|只有|已经|已)?{_AGE_PHRASE}(?![以之半多余]|时|那年|那时|的时候)"
)
# between the person and the age only header words: sex, ethnicity, punctuation, a linking 系
_AGE_GAP = r"(?:[（(，,、\s]|男|女|[\u4e00-\u9fff]{1,4}族)*(?:系|是|为)?(?:今年|现年|年仅|时年|刚满|才|只有|已经|已)?$"
# a parent's or sibling's account ('我儿子今年15岁，偷了…'): the child is the one who acted unless the child was acted on
_KIN = r"我|(?:我|我的|我家)?(?:儿子|女儿|孩子|小孩|弟弟|妹妹)"
# a lay question's third person ('他今年13岁，偷了…'): the one who acted only where the act follows the age in its sentence,
# no one told acting before it and the person not acted on after it ('我打了他，他今年13岁，把他打成轻伤' tells the age of
# the one acted on), nor the age another's ('她八岁的继女' is the stepdaughter's)
_PRONOUN = r"他|她"
# nor where the asker asks of the asker's own fate ('她15岁，我们发生了关系…我会坐牢吗'): the asker is the one who acted
_ASKER_ACCUSED = re.compile(r"我们?(?:会不会|会|要|是否|算不算|算)?(?:坐牢|被判|判|犯法|违法|犯罪|被抓)")
_PRONOUN_ACTED_ON = re.compile(r"(?:把|将|对|给|打了?|骂了?|撞了?)(?:他|她)")
# a lay question's child told by the age ('未满十四岁的孩子偷东西', '一个13岁的小孩偷了…'), at the start of a clause: the
# one who acted, unless acted on ('一个13岁的孩子被打了'); not one the sentence's doer acted on ('他打了一个13岁的孩子')
_CHILD_BY_AGE = re.compile(r"的(?:孩子|小孩|儿童|少年|男孩|女孩|学生|小学生|初中生|未成年人)")
_CLAUSE_OPENING = re.compile(r"(?:^|[，,。；;！!？?\s])(?:一个|一名|有个|有一个|我家|我们家|邻居家)?$")
_KIN_ACTED_ON = re.compile(r"被(?!告|抓|当场|公安|民警|警方|刑事|拘|逮捕|判|查获)")
# the next clause opens with another person named ('我儿子今年15岁，他同学王某偷了…'): that one acted, not the child
_KIN_NOT_ACTOR = re.compile(
    r"[，,\s]*(?:他|她|我儿子|我女儿|孩子)?的?(?:同学|朋友|同事|邻居|室友|同伴|表哥|堂哥|哥哥|姐姐)?" + f"(?:{_MASKED_NAME.pattern})"
)


def _told_words(phrase: re.Match[str]) -> str:
    """An age phrase in its bounds' words, the figures as numbers: '已满14周岁不满16周岁', '年满15周岁', '15周岁'."""
    floor = f"已满{small_number(phrase['floor'])}周岁" if phrase["floor"] else ""
    return f"{floor}{phrase['over'] or ''}{phrase['under'] or ''}{small_number(phrase['age'])}周岁"


def _limit_told(text: str) -> AgeReading | None:
    """The first of AGE_LIMITS the defendant had not passed, from an age told of the defendant without a date: in
    the defendant's header or right after the defendant's name, or, where the fact names no 被告人, of the one who
    tells it or that one's child. A person's age only grows, so the age at the act was at most the one told: it is
    read as the age at the act and the reading says so (刑法第十七条 counts the age at the act). An age told in
    an earlier conviction's account is that crime's; None where no such age is told, or for an adult."""
    plain = without_prior_record(text)
    names = sorted(_own_names(text), key=len, reverse=True)
    subjects = [*map(re.escape, names), "被告人", "犯罪嫌疑人"]
    if not _DEFENDANT.search(text):
        subjects.append(_KIN)
    subject = re.compile(f"(?:{'|'.join(subjects)}){_AGE_GAP}")
    pronoun = re.compile(f"(?:{_PRONOUN}){_AGE_GAP}")
    lay = not _DEFENDANT.search(text)
    for match in _TOLD_AGE.finditer(plain):
        read = _limit_of(match)
        if read is None:
            continue
        sentence_end = _CLAUSE_END.search(plain, match.end())
        rest = plain[match.end() : sentence_end.start() if sentence_end else len(plain)]
        before = plain[max(0, match.start() - _HEADER_CHARS) : match.start()]
        told_of_actor = subject.search(before) is not None or lay and (
            (pronoun.search(before) is not None and rest.strip("，, ") != "" and not rest.startswith("的") and "我" not in before
             and not _PRONOUN_ACTED_ON.search(rest) and not _ASKER_ACCUSED.search(plain))
            or (_CHILD_BY_AGE.match(rest) is not None and _CLAUSE_OPENING.search(before) is not None)
        )
        if not told_of_actor:
            continue
        if lay and (_KIN_ACTED_ON.search(rest) or _KIN_NOT_ACTOR.match(rest)):
            continue  # the child was harmed, or another acted
        limit, floor_known = read
        if limit is None:
            return None
        return AgeReading(limit, match.start(), match.end(), floor_known, _told_words(match))
    return None


def _age_reading(text: str) -> AgeReading | None:
    return _limit_from_birth(text) or _limit_stated(text) or _limit_told(text)


def age_assumed(text: str) -> str | None:
    """The step's words that say what was assumed about the defendant's age at the act: where it was read from an age
    told without a date, or where the birth and act dates leave open whether an age limit was passed; None
    otherwise."""
    reading = _age_reading(text)
    if reading is None:
        return None
    if reading.doubt:
        return reading.doubt
    if not reading.assumed:
        return None
    return (
        f"案情所述被告人年龄「{reading.assumed}」未指明是作案时的年龄：年龄只增不减，作案时不大于此，按作案时{reading.assumed}"
        "认定；作案若早于所述之时，作案时可能更小，应以作案时的实际年龄为准"
    )


def age_floor_known(text: str) -> bool:
    """Whether the fact shows the defendant had passed the age limit below age_limit_at_act's (true for adults,
    a birth date, or '作案时13周岁'; false for '作案时不满十四周岁' alone)."""
    reading = _age_reading(text)
    return reading is None or reading.floor_known


def age_limit_at_act(text: str) -> int | None:
    """The first of the ages 12, 14, 16, 18 (刑法第十七条) the defendant had not passed at the first act: from the
    defendant's birth date and the act's date, else from an age stated for the time of the act ("作案时13周岁");
    None for an adult or where the fact does not tell."""
    reading = _age_reading(text)
    return reading[0] if reading is not None else None


def read_minor(text: str) -> tuple[bool, int, int] | None:
    """Under 18 when the crime was committed (刑法第十七条第四款; age_limit_at_act). Whether a young defendant
    answers for the charge at all is the pipeline's to say (刑法第十七条第一至三款)."""
    reading = _age_reading(text)
    if reading is None or reading[0] is None:
        return None
    return True, reading[1], reading[2]


def read_under_16(text: str) -> tuple[bool, int, int] | None:
    """Under 16 when the crime was committed: the guideline's heavier discount band (量刑指导意见三（一）1)."""
    reading = _age_reading(text)
    if reading is None or reading[0] not in (14, 16):  # under 12 answers for nothing (刑法第十七条第三款)
        return None
    return True, reading[1], reading[2]


_ELDERLY_YEARS = 75  # 刑法第十七条之一


def read_elderly(text: str) -> tuple[bool, int, int] | None:
    """75 or more at the first act, for certain, from the defendant's birth date and the act's date (the latest the
    birth can be, the earliest the act can be: '1946年3月出生…2023年5月')."""
    birth = _defendants_birth(text)
    acts = (act_dates(text) or _act_years(text)) if birth is not None else ()
    if birth is None or not acts:
        return None
    birthday = _plus_years(birth.latest(), _ELDERLY_YEARS)
    if birthday is None or acts[0].earliest() < birthday:
        return None
    return True, *birth.span


# ---- extraction ----------------------------------------------------------------------------------


# factors that tell of the defendant's own record: a match told of another person ("程某曾因盗窃罪…刑满释放",
# the harboured person's or the victim's) is not the defendant's
_RECORD_FACTORS = ("前科", "累犯", "毒品再犯")
# a pattern's group of this name is an act that must be the defendant's side's: the last person named before it who
# may be acting is not someone else ("王某某持水果刀刺向周某" is the victim's knife where 周某 is the defendant;
# "被害人报警"); an accomplice is on the defendant's side, one acted on is skipped (_actor_lookup)
_OWN_ACT_GROUP = "own"


# a party's claim (辩护人提出…, 上诉理由) and the court's answer to it in the same sentence; the defendant's own offer
# is an act, no claim ('主动提出赔偿', '主动提出停止行窃')
_CLAIM = re.compile(r"辩护|辩称|辩解|上诉理由|上诉称|(?<!主动)提出")
_REJECTED = re.compile(
    r"不予采纳|不予支持|不能成立|不予认可|不予认定|不成立|不能认定|不属实|与(?:查明的|客观)?事实不符|查无实据|证据不足|不予确认"
    r"|(?:无|没有|缺乏|未有)(?:相关|充分|足够)?(?:证据|事实)(?:予以)?(?:证实|证明|支持|印证)|(?:不能|无法|未能)(?:证实|查实|核实)"
)
_ACCEPTED = re.compile(r"予以采纳|予以支持|予以认可|予以认定|本院予以|意见成立")

# grounds the law says must lessen or exempt (刑法第二十条第二款、第二十一条第二款、第二十四条), and the flight that caused a
# death (法释〔2000〕33号第五条: 7 years or more), which a victim's agent or the prosecution often claims: a party's or an
# appellant's claim of one is not the court's finding unless the sentence says it was accepted
_NOT_FROM_CLAIMS = ("犯罪中止", "防卫过当", "避险过当", "因逃逸致人死亡")


# a surrender that poses as the offender of another's crime ('冒充肇事司机向公安机关投案', '到公安局投案，谎称事故是其
# 驾车所致', '指使他人顶替肇事者投案'): it confesses no crime of one's own (刑法第六十七条第一款: 如实供述自己的罪行),
# it is the 包庇 or 妨害作证 itself, so it is no 自首. Told in the surrender's clause or the one after it, and not as
# what a real surrender confessed ('投案，如实供述了其冒充肇事司机的事实'); posing as someone else to deceive
# ('冒充民警', '谎称自己是律师') is no posing as the offender
_POSING = re.compile(
    r"顶替|顶包|(?:冒充|冒称)[^，,。；;]{0,6}?(?:肇事|驾驶人|驾驶员|司机|犯罪嫌疑人|作案人|行为人)"
    r"|谎称[^，,。；;]{0,20}?(?:肇事|驾车|驾驶|作案|所为|所致)"
)
_CONFESSED = re.compile(r"供述|交代|供认|承认")


def _posing_as_the_offender(text: str, start: int, end: int) -> bool:
    left, right = _clause_bounds(text, start, end, _COMMA_OR_END)
    next_clause = right < len(text) and text[right] in "，,"
    _, after = _clause_bounds(text, right + 1, right + 1, _COMMA_OR_END) if next_clause else (0, right)
    return any(
        posing.start() < start or not _CONFESSED.search(text, end, posing.start())
        for posing in _POSING.finditer(text, left, after)
    )


# compensation asked for, not paid ('附带民事诉讼原告人要求被告人赔偿经济损失…', '追究其刑事责任并赔偿损失'): 量刑指导意见
# 三（十一） weighs compensation made. The demand is told in the compensation's own clause between commas; a clause that
# tells it done ('在被害人要求下赔偿了损失') is compensation paid
_DEMAND = re.compile(r"要求|请求|诉请|判令|责令|追究|应当|应予")
_DONE = re.compile(r"已|了|过")


def _only_demanded(text: str, start: int, end: int) -> bool:
    left, right = _clause_bounds(text, start, end, _COMMA_OR_END)
    return bool(_DEMAND.search(text, left, start)) and not _DONE.search(text, left, right)


# a forgiveness letter named among the evidence shown ('出示了户籍证明、谅解书、证人证言等证据'): the list tells that a
# letter was shown, not who forgave whom (in a harbouring case it is often the harboured offender's); the court's own
# account of forgiveness is told in words of its own
_LISTED_EVIDENCE_LETTER = re.compile(r"(?<=[、：:])谅解书(?=[、等])|(?<=、)谅解书(?=[。；;，,]|$)")
_EVIDENCE_WORD = re.compile(r"证据|证实|佐证|在案")


def _letter_listed_as_evidence(text: str, start: int, end: int) -> bool:
    left, right = _clause_bounds(text, start, end)
    return bool(_LISTED_EVIDENCE_LETTER.match(text, start, right) and _EVIDENCE_WORD.search(text, left, right))


# the one forgiven, named right before a forgiveness after 对/向/给 ('被害人家属对周某乙表示谅解', '对李某的行为予以
# 谅解') or right after it ('谅解了李某'): where the sentence names only someone other than the defendant as forgiven
# ('出具谅解书，对周某乙的行为予以谅解'), its forgiveness is that person's
_FORGIVEN_BEFORE = re.compile(r"(?:对|向|给|给予)$")
_UNTIL_FORGIVENESS = re.compile(r"(?:的[^，,。；;、]{0,8})?(?:表示|予以|给予|作出|出具|表达|达成)?(?:了|的)?")


def _forgiven_at(text: str, start: int, end: int) -> _Mention | None:
    left, _ = _clause_bounds(text, start, end, _COMMA_OR_END)
    for mention in _mentions(text):
        if mention.start >= left and mention.end <= start and _FORGIVEN_BEFORE.search(text, left, mention.start):
            if _UNTIL_FORGIVENESS.fullmatch(text, mention.end, start):
                return mention
        elif mention.start >= end and not text[end : mention.start].strip("了"):
            return mention
    return None


def _forgiven_other(text: str, start: int, end: int) -> str | None:
    defendant = _first_defendant(text)
    if defendant is None:
        return None
    left, right = _clause_bounds(text, start, end)
    forgiven = [_forgiven_at(text, *m.span()) for m in _PART_NAMES["取得谅解"].finditer(text, left, right)]
    names = [mention.name for mention in forgiven if mention is not None]
    if not names or any(name in (None, defendant) for name in names):
        return None
    return next((name for name in names if name != _UNNAMED_ACCOMPLICE), None)


def _only_claimed(text: str, start: int, end: int) -> bool:
    left, right = _clause_bounds(text, start, end)
    return bool(_CLAIM.search(text, left, start)) and not _ACCEPTED.search(text, end, right)


# where a claim ends and the court's own account begins ('…谅解的意见，经查，被害人得到被告人家属退赔部分款项…',
# '…的意见，因本案…仅赔偿了被害人少部分损失'): what the court tells is its finding, not the claim
_CLAIM_ENDS = re.compile(r"意见|经查|经审查|经核实|本院认为|查明")


# the next claim in the sentence, in a clause of its own ('，另提出…', '，其辩护人辩称…'; not '…的辩护意见')
_NEXT_CLAIM = re.compile(r"[，,](?:另|又|还|并|同时|此外|其)*(?:辩护人|被告人|上诉人)?(?:提出|辩称|辩解|上诉称)")
# a claim found true closes it: a rejection after it answers a later claim ('…自首情节，经查属实，另提出…，经查不属实')
_FOUND_TRUE = re.compile(r"(?<!不)属实|" + _ACCEPTED.pattern)
# the court's answer to a claim told in the sentence after it ('…辩称其系主动投案。经查，其系被公安机关抓获归案。'), or
# after the claim in its own sentence ('…，经审查，…')
_ANSWER_OPENS = re.compile(
    r"\s*(?:经(?:审理)?(?:查|审查|核实|核查|查明)|对此|对(?:该|上述|此)(?:辩护|辩解|上诉)?(?:意见|理由|辩解))"
)
_ANSWER_WORDS = re.compile(_ANSWER_OPENS.pattern.removeprefix(r"\s*"))
# what the court's answer finds against a claimed factor without rejecting it in words: an arrest is no surrender
_FOUND_OTHERWISE = {"自首": re.compile(r"被[^。；;，,]{0,12}?(?:抓获|抓捕|挡获|查获|扭送)|抓获归案|被动归案")}
# a rejection of one part of a claim names it ('其中立功部分无证据证实', '其中退还部分经查不属实'): it rejects only that
# part, named by the words read or by the factor's other words (_PART_NAMES: '退还' is the 退赃退赔 claimed as '退赃')
_PART_NAMED = re.compile(r"其中([^，,。；;]*?)(?:部分|一节|情节|的意见|的辩解|$)")
_PART_NAMES = {
    "自首": re.compile(r"自首|投案|到案"),
    "坦白": re.compile(r"坦白|如实供述|如实交代|供述|供认"),
    "立功": re.compile(r"立功|检举|揭发|举报|协助"),
    "重大立功": re.compile(r"立功|检举|揭发|举报|协助"),
    "退赃退赔": re.compile(r"退赃|退赔|退还|退回|返还|退缴|赃款|赃物"),
    "赔偿损失": re.compile(r"赔偿|补偿|赔付"),
    "取得谅解": re.compile(r"谅解|原谅"),
    "刑事和解": re.compile(r"和解"),
    "认罪认罚": re.compile(r"认罪|认罚"),
    "当庭认罪": re.compile(r"认罪"),
    "从犯": re.compile(r"从犯|次要|辅助"),
}


def _answer_to_claim(text: str, end: int, right: int) -> tuple[int, int] | None:
    """Where the court answers a claim that runs from `end` to its sentence's end `right` unanswered: the next sentence,
    where it opens as an answer (_ANSWER_OPENS). (start, end) of that sentence, or None."""
    if right >= len(text) or _REJECTED.search(text, end, right) or _FOUND_TRUE.search(text, end, right):
        return None
    answer = _ANSWER_OPENS.match(text, right + 1)
    if answer is None:
        return None
    return right + 1, _clause_bounds(text, answer.end(), answer.end())[1]


def _in_rejected_part(text: str, start: int, end: int) -> bool:
    """Whether the words name the part of a claim the court rejects ('经查，其中退赃部分不属实'): the court's naming of
    what it rejects is no finding of it."""
    left, right = _clause_bounds(text, start, end)
    for part in _PART_NAMED.finditer(text, left, right):
        if part.start(1) <= start and end <= part.end(1):
            found_true = _FOUND_TRUE.search(text, end, right)
            return _REJECTED.search(text, end, found_true.start() if found_true else right) is not None
    return False


def _claim_rejected(text: str, start: int, end: int, factor: str | None = None) -> bool:
    """Whether the words are a party's claim the court then rejects ('其辩护人提出张某有立功表现，经查不属实',
    '…取得谅解，无证据证实'; '辩称系主动投案。经查，不属实。' in the next sentence): a rejected claim is no finding of the
    circumstance. The rejection must answer this claim: it comes before the next claim and before the claim is found
    true, and where it names a part ('其中…部分') that part names the factor. An answer that finds the contrary of the
    factor (`factor`'s _FOUND_OTHERWISE: '经查，其系被抓获归案' of a claimed surrender) rejects it too, unless it finds the
    factor all the same. Words after the claim's end (_CLAIM_ENDS) are the court's own account."""
    left, right = _clause_bounds(text, start, end)
    claims = list(_CLAIM.finditer(text, left, start))
    if not claims or _CLAIM_ENDS.search(text, claims[-1].end(), start):
        return False
    answered_from = end
    if (answer := _answer_to_claim(text, end, right)) is not None and not _NEXT_CLAIM.search(text, end, right):
        answered_from, right = answer
    # the claim ends at the first of its bounds
    bounds = (_NEXT_CLAIM.search(text, answered_from, right), _FOUND_TRUE.search(text, answered_from, right))
    right = min((bound.start() for bound in bounds if bound), default=right)
    otherwise = _FOUND_OTHERWISE.get(factor or "")
    if answered_from == end:
        court = _ANSWER_WORDS.search(text, answered_from, right)  # '…，经查，…' in the claim's own sentence
    else:
        court = _ANSWER_OPENS.match(text, answered_from)
    if otherwise is not None and court is not None and otherwise.search(text, court.end(), right):
        # unless the answer finds the factor all the same ('…被民警抓获后如实供述，应视为自首')
        conclusion = _STATED_CONCLUSIONS.get(factor or "")
        return conclusion is None or first_told(conclusion, text[court.end() : right]) is None
    rejection = _REJECTED.search(text, end, right)
    if rejection is None:
        return False
    parts = list(_PART_NAMED.finditer(text[end : rejection.start()]))
    if not parts:
        return True
    part = parts[-1].group(1)
    names = _PART_NAMES.get(factor or "")
    return text[start : start + 2] in part or (names is not None and names.search(part) is not None)


def defendants_act_told(text: str, patterns: Iterable[re.Pattern[str]]) -> bool:
    """Whether a pattern matches, not negated, an act of the defendant's side (or of no one named before it):
    '被害人李某辱骂被告人' is no 侮辱 by the defendant."""
    lookup: Callable[[int], bool | None] | None = None
    for pattern in patterns:
        for match in pattern.finditer(text):
            if negated(text, match.start(), match.end()):
                continue
            lookup = lookup or _actor_lookup(text, defendant_names(text))
            if lookup(match.start()) is not False:
                return True
    return False


# the title of a law or an interpretation cited ("《最高人民法院关于处理自首和立功具体应用法律若干问题的解释》") names
# circumstances; it finds none
_LEGAL_TITLE = re.compile(r"《[^《》]{0,60}(?:法|解释|规定|意见|决定|条例|办法|通知|批复)》")


def _pattern_matches(text: str, spec: FactorSpec, own_only: bool = False) -> Iterator[re.Match[str]]:
    """The matches of a factor's patterns that count, pattern by pattern."""
    lookup: Callable[[int], bool | None] | None = None
    titles = [title.span() for title in _LEGAL_TITLE.finditer(text)]
    for pattern in spec.patterns:
        own_act = _OWN_ACT_GROUP in pattern.groupindex
        for match in pattern.finditer(text):
            if negated(text, match.start(), match.end()):
                continue
            if any(start < match.start() < end for start, end in titles):
                continue
            if spec.name in _NOT_FROM_CLAIMS and _only_claimed(text, match.start(), match.end()):
                continue
            if spec.name == "自首" and _posing_as_the_offender(text, match.start(), match.end()):
                continue
            if spec.name == "赔偿损失" and _only_demanded(text, match.start(), match.end()):
                continue
            if spec.name == "取得谅解" and _letter_listed_as_evidence(text, match.start(), match.end()):
                continue
            if _claim_rejected(text, match.start(), match.end(), spec.name) or _in_rejected_part(text, *match.span()):
                continue
            if own_only or own_act:
                # a record is the last person's named before it; an act, the acting side's (_actor_lookup)
                lookup = lookup or (
                    _last_person_lookup(text, _own_names(text)) if own_only else _actor_lookup(text, defendant_names(text))
                )
                at = match.start(_OWN_ACT_GROUP) if own_act and match.start(_OWN_ACT_GROUP) >= 0 else match.start()
                if lookup(at) is False:
                    continue
            yield match


# conclusions a judgment states in these words; where it denies one of them for the defendant ("不构成自首",
# "辩护人提出…系自首的意见…不予采纳"), circumstantial words elsewhere ("在现场等候") do not make it
_STATED_CONCLUSIONS = {
    "自首": "自首",
    "立功": "立功",
    "重大立功": "重大立功",
    "从犯": "从犯",
    "未遂": "未遂",
    "犯罪中止": "中止",
    "防卫过当": "防卫过当",
    "避险过当": "避险过当",
    "累犯": "累犯",
    "毒品再犯": "毒品再犯",
}
# the words that deny a named conclusion right before it ("不构成自首", "不具有自首情节", "不宜区分主从犯") or right
# after it in its clause ("自首不成立"); a looser window would read "系犯罪未遂，系从犯" as a denial of 从犯
_DENIED_RIGHT_BEFORE = re.compile(r"(?:不构成|不属于?|不(?:能|应|予)?认定为?|不具有|不具备|没有|无|并非|不是|不能视为|不宜区分主)(?:系|为|是|犯罪)?$")
_DENIED_RIGHT_AFTER = re.compile(r"[^，,。；;]{0,4}(?:不成立|不能成立|不予认定|不能认定)")


def _conclusion_denied(text: str, name: str) -> bool:
    """Whether the text denies the defendant the conclusion of factor `name` (in its words, _STATED_CONCLUSIONS): a
    mention denied right before or after it, or a defence claim of it that the court rejects; a denial of another
    person's is not the defendant's ("同案犯李某不构成自首")."""
    lookup: Callable[[int], bool | None] | None = None
    for match in re.finditer(_STATED_CONCLUSIONS[name], text):
        left, _ = _clause_bounds(text, match.start(), match.end())
        denied = bool(
            _DENIED_RIGHT_BEFORE.search(text[max(left, match.start() - 8) : match.start()])
            or _DENIED_RIGHT_AFTER.match(text, match.end())
        )
        if not (denied or _claim_rejected(text, match.start(), match.end(), name) or _in_rejected_part(text, *match.span())):
            continue
        lookup = lookup or _last_person_lookup(text, _own_names(text))
        if lookup(match.start()) is not False:
            return True
    return False


# an earlier judgment, the crime it named, and words that say the defendant was a minor then
_JUDGED = re.compile(r"判处|判决|判刑|受过刑事处罚")
_PRIOR_CRIME = re.compile(r"(?:因|犯)([^，,。；;、]{2,16}?)罪")
_AS_MINOR = re.compile(r"未成年|不满十八周岁|未满十八周岁")


def _minor_then(record: str) -> bool:
    """Whether an earlier conviction's account says its crime was a minor's: in words ('未成年', '不满十八周岁'), or by
    an age told for that act ('（犯罪时16周岁）')."""
    if _AS_MINOR.search(record):
        return True
    for match in _STATED_AGE.finditer(record):
        age = small_number(match["age"])
        if age is not None and (age < _ADULT_YEARS or (match["under"] and age <= _ADULT_YEARS)):
            return True
    return False


def prior_excluded(text: str, knowledge: Knowledge) -> bool:
    """Whether every earlier conviction of the defendant the text tells of is one 前科 does not count: a negligent
    crime, or one committed under 18 (量刑指导意见三（十六）: 前科犯罪为过失犯罪和未成年人犯罪的除外). A judgment
    dated before the 18th birthday, or words saying so, make the earlier crime a minor's. False where no conviction
    is told in detail ("有前科")."""
    negligent = _negligent_prior(knowledge)
    coming_of_age = _birthday(text, _ADULT_YEARS)
    convictions = [text[start:end] for start, end in _own_record_spans(text) if _JUDGED.search(text, start, end)]
    if not convictions:
        return False
    for clause in convictions:
        crimes = _PRIOR_CRIME.findall(clause)
        was_negligent = all(negligent.search(c) for c in crimes) if crimes else bool(negligent.search(clause))
        if not (was_negligent or _as_minor(clause, coming_of_age)):
            return False
    return True


def _as_minor(record: str, coming_of_age: date | None) -> bool:
    """Whether an earlier conviction's account tells its crime was committed under 18: in its own words
    (_minor_then), or by a judgment dated before the 18th birthday."""
    judged = dates_in(record)
    return _minor_then(record) or bool(coming_of_age and judged and judged[-1].latest() < coming_of_age)


# 刑法第三百五十六条 makes an earlier conviction for 走私、贩卖、运输、制造、非法持有毒品 a 毒品再犯 ('曾因贩卖毒品罪被判处…')
EARLIER_DRUG_CRIME = re.compile(r"(?:走私|贩卖|运输|制造)[^，,。；;]{0,6}毒品|持有毒品|贩毒|毒品罪")


def earlier_drug_convictions(text: str) -> tuple[tuple[int, int, bool], ...]:
    """The defendant's own earlier convictions for a drug crime of 刑法第三百五十六条, each (start, end, committed under
    18), judged on that conviction's own account: its record clause and those that go on from it in the sentence
    ('曾因贩卖毒品罪，于2014年5月被判处有期徒刑一年'), not on another conviction's beside it."""
    coming_of_age = _birthday(text, _ADULT_YEARS)
    records: list[tuple[int, int]] = []
    for start, end in _own_record_spans(text):
        if records and not text[records[-1][1] : start].strip("，, ") and not _PRIOR_START.search(text, start, end):
            records[-1] = (records[-1][0], end)  # a clause that goes on telling of the same conviction
        else:
            records.append((start, end))
    return tuple(
        (start, end, _as_minor(text[start:end], coming_of_age))
        for start, end in records
        if EARLIER_DRUG_CRIME.search(text, start, end)
    )


def read_drug_repeat(text: str) -> tuple[bool, int, int] | None:
    """毒品再犯 (刑法第三百五十六条): the first earlier drug conviction of the defendant's (earlier_drug_convictions) not
    committed under 18. Whether a minor's makes one is disputed: the engine says so and does not count it."""
    return next(((True, start, end) for start, end, as_minor in earlier_drug_convictions(text) if not as_minor), None)


# factors that give way to another: the narrower age band (量刑指导意见三（一）: 12–16 and 16–18 are separate bands),
# 当庭认罪 beside 认罪认罚, which the guideline does not weigh twice (三（十四）), and 立功 beside 重大立功 (one act)
MINOR_BANDS = ("未成年", "未满十六周岁")
# factors that cannot both hold, and why: a user may not set both (predict.check_overrides), and one the user sets
# clears the other where it was read from the words (apply_overrides)
EXCLUSIVE_FACTORS = (
    ("未成年", "老年人", "犯罪时不满十八周岁与已满七十五周岁不能同时成立（刑法第十七条、第十七条之一）"),
    ("未满十六周岁", "老年人", "犯罪时不满十六周岁与已满七十五周岁不能同时成立（刑法第十七条、第十七条之一）"),
    ("未成年", "累犯", "不满十八周岁的人犯罪不构成累犯（刑法第六十五条第一款）"),
    ("未遂", "犯罪中止", "犯罪未遂（刑法第二十三条：意志以外的原因）与犯罪中止（刑法第二十四条：自动放弃）不能同时成立"),
    ("犯罪预备", "未遂", "犯罪预备（刑法第二十二条：尚未着手）与犯罪未遂（刑法第二十三条：已经着手）不能同时成立"),
    ("犯罪预备", "犯罪中止", "犯罪预备（刑法第二十二条：意志以外的原因停止）与犯罪中止（刑法第二十四条：自动放弃）不能同时成立"),
    ("从犯", "胁从犯", "从犯（刑法第二十七条）与胁从犯（刑法第二十八条：被胁迫参加犯罪）是不同的共犯人，不能同时成立"),
)
# 犯罪预备 read beside 犯罪中止: giving up in the preparation stage of one's own will is 中止 (刑法第二十四条)
_GIVES_WAY = {"未成年": "未满十六周岁", "当庭认罪": "认罪认罚", "犯罪预备": "犯罪中止", "立功": "重大立功"}


# 多次盗窃 and 多次敲诈勒索 are three acts within two years (法释〔2013〕8号第三条第一款, 法释〔2013〕10号第三条): where
# the fact dates every act, the count is the most acts inside any two years. 抢劫's 多次 (三次以上) has no window
_WINDOWED_ACT = re.compile(r"盗窃|窃取|偷窃|偷走|偷盗|盗走|扒窃|敲诈|勒索")
# a date that opens or closes a period ("2020年6月至2021年5月间") dates no single act
_PERIOD_AFTER = re.compile(r"\s*(?:至|到|—|－|-|~|～)")
_PERIOD_BEFORE = re.compile(r"(?:至|到|—|－|-|~|～)\s*$")
_WINDOW_YEARS = 2


def _acts_in_two_years(text: str) -> tuple[int, int, int, int] | None:
    """(the most dated thefts or extortions that certainly fall within any two years, how many distinct act dates
    the fact gives for them, and the span from the first such date to the last); None where the fact dates them
    with a period or not at all. In doubt the acts are taken as far apart as their dates allow (the reading in
    the defendant's favour: '2020年3月' and '2022年3月' are not certainly within two years)."""
    acts: dict[tuple[int, int | None, int | None], Dated] = {}
    for dated in act_dates(text):
        start, end = dated.span
        if _PERIOD_AFTER.match(text, end) or _PERIOD_BEFORE.search(text[max(0, start - 2) : start]):
            return None
        left, right = _clause_bounds(text, start, end)
        if _WINDOWED_ACT.search(text, left, right):
            acts.setdefault((dated.year, dated.month, dated.day), dated)
    if not acts:
        return None
    ordered = sorted(acts.values(), key=lambda d: d.earliest())
    most = 0
    for index, first in enumerate(ordered):
        limit = _plus_years(first.earliest(), _WINDOW_YEARS)
        most = max(most, sum(1 for later in ordered[index:] if limit is not None and later.latest() <= limit))
    spans = [d.span for d in ordered]
    return most, len(ordered), min(s[0] for s in spans), max(s[1] for s in spans)


def _count_in_window(found: dict[str, Factor], fact: str, this_case: str) -> None:
    """Lowers the count, and drops 多次 told of theft or extortion, where the dates of every act show fewer than
    three within two years (_acts_in_two_years); an undated count is kept."""
    window = _acts_in_two_years(this_case)
    if window is None:
        return
    most, dated, start, end = window
    count = found.get("count")
    if count is not None and isinstance(count.value, float) and dated >= count.value > most:
        evidence = f"{evidence_of(fact, start, end)}（二年内最多{most}次）"
        if most >= 2:
            found["count"] = replace(count, value=float(most), evidence=evidence, span=(start, end))
        else:
            del found["count"]
    repeated = found.get("多次")
    if repeated is not None and dated >= 3 and most < 3 and repeated.span is not None:
        if _WINDOWED_ACT.search(fact, *repeated.span):  # '多次盗窃', not '多次抢劫'
            del found["多次"]


def _without_subsumed(factors: dict[str, Factor], set_by_user: Collection[str] = ()) -> dict[str, Factor]:
    """The factors without those that give way (_GIVES_WAY). The age bands exclude each other: a band the user sets
    (`set_by_user`, also where it confirms an extracted one) is the defendant's, and an extracted other band gives way
    to it instead."""
    if any(name in set_by_user for name in MINOR_BANDS):
        factors = {name: f for name, f in factors.items() if name not in MINOR_BANDS or name in set_by_user}
    held = {name for name, f in factors.items() if f.value is not False}  # not another person's (_PERSONAL_FACTORS)
    return {name: f for name, f in factors.items() if _GIVES_WAY.get(name) not in held}


def _anothers(spec: FactorSpec, fact: str, span: tuple[int, int], other: str) -> Factor:
    """A personal circumstance read at `span` that is `other`'s conduct: shown, not counted (value False), so that the
    user sees what was read and may set it where the reading is wrong."""
    evidence = f"{evidence_of(fact, *span)}（系{other}的情节，不计入被告人{_first_defendant(fact)}）"
    return Factor(spec.name, spec.label, spec.kind, False, evidence, span)


def extract_factors(fact: str, knowledge: Knowledge, only: Collection[str] | None = None) -> dict[str, Factor]:
    """Every factor the fact supports, keyed by factor name, with its evidence; with `only`, just those factors
    (a caller that needs the measure of one sentence need not read the rest).

    A factor's patterns are tried first; its extractor reads it where they find nothing (累犯 is stated, or
    follows from the dates of release and of the new act)."""
    found: dict[str, Factor] = {}
    readers = {
        "amount": read_amount,
        "count": read_count,
        "injury": read_injury,
        "deaths": read_deaths,
        "drug_grams": lambda text: read_drug_grams(text, knowledge),
        "bac": read_bac,
        "recommendation": read_recommendation,
        "protected_plants": read_protected_plants,
        "guns": read_guns,
        "remainder": read_remainder,
        "recidivism": lambda text: read_recidivism(text, knowledge),
        "minor": read_minor,
        "under_16": read_under_16,
        "elderly": read_elderly,
        "merit": read_merit,
        "major_merit": lambda text: read_merit(text, major=True),
        "drug_repeat": read_drug_repeat,
    }
    # amounts, quantities and harm of an earlier conviction, or of another's crime the defendant reported, are not
    # the defendant's in this case; the remainder of an earlier sentence and the recidivism and age readers need the
    # record itself
    this_case = without_prior_record(fact)
    read_from_own_acts = {"amount", "count", "injury", "deaths", "drug_grams", "bac", "protected_plants", "guns"}
    read_from_this_case = {"merit", "major_merit"}
    read_by_extractor: set[str] = set()
    # recidivism read from dates gives way to a minor (below): it is not read without the age
    wanted = None if only is None else {*only, *MINOR_BANDS} if "累犯" in only else set(only)
    for name, spec in knowledge.factors.items():
        if wanted is not None and name not in wanted:
            continue
        if name in _STATED_CONCLUSIONS and _conclusion_denied(fact, name):
            continue
        # circumstances of an earlier conviction ('曾因入户抢劫被判处…') are not this case's: only the record
        # factors read the record itself
        record = name in _RECORD_FACTORS
        matches = _pattern_matches(fact if record else this_case, spec, record)
        match = next(matches, None)
        personal = name in _PERSONAL_FACTORS or name in _PERSONAL_STANDING
        someone_elses: tuple[re.Match[str], str] | None = None  # the first match told of a co-defendant
        while match is not None:
            if name in _PERSONAL_STANDING and _told_of_victim(fact, match.start()):
                match = next(matches, None)
            elif personal and (
                other := _other_persons_conduct(fact, match.start())
                or (name == "取得谅解" and _forgiven_other(fact, match.start(), match.end()))
            ):
                someone_elses = someone_elses or (match, other)
                match = next(matches, None)
            else:
                break
        if match:
            found[name] = Factor(
                name, spec.label, spec.kind, True, evidence_of(fact, match.start(), match.end()), match.span()
            )
            continue
        if someone_elses is not None and name in _PERSONAL_FACTORS:
            match, other = someone_elses
            found[name] = _anothers(spec, fact, match.span(), other)
            continue
        if spec.extractor:
            if spec.extractor not in readers:
                raise ValueError(f"factors.yaml：因素「{name}」的 extractor「{spec.extractor}」不存在")
            if spec.extractor in read_from_own_acts:
                text = own_acts(fact)
            else:
                text = this_case if spec.extractor in read_from_this_case else fact
            result = readers[spec.extractor](text)
            if result is None:
                continue
            value, start, end = result
            if name in _PERSONAL_FACTORS and (other := _other_persons_conduct(fact, start)):
                found[name] = _anothers(spec, fact, (start, end), other)
                continue
            found[name] = Factor(name, spec.label, spec.kind, value, evidence_of(fact, start, end), (start, end))
            read_by_extractor.add(name)
    if "count" in found or "多次" in found:
        _count_in_window(found, fact, this_case)
    # 刑法第六十五条 excludes a crime committed under 18: recidivism read from dates gives way to a minor
    if "累犯" in read_by_extractor and any(band in found for band in MINOR_BANDS):
        del found["累犯"]
    if "前科" in found and prior_excluded(fact, knowledge):
        del found["前科"]
    return _without_subsumed(found)


# the most a measure may be: beyond it a typed figure is a slip (1e300 yuan), not a case. 刑法第六十九条 caps a
# combined fixed term at 25 years, so no term in months (a recommendation, an unserved remainder) exceeds 300
_MOST_MONTHS = 300.0
_LARGEST = {
    "amount": 1e12,  # yuan
    "count": 10_000.0,
    "deaths": 10_000.0,
    "drug_grams": 1e9,
    "bac": 1000.0,  # mg/100ml: the reader takes nothing above it either
    "protected_plants": 1e6,
    "guns": 100_000.0,
    "remainder": _MOST_MONTHS,
    "recommendation": _MOST_MONTHS,
}
_LARGEST_DEFAULT = 1e12
_WHOLE_NUMBERS = ("count", "deaths", "guns")
# the measure word a figure typed for a factor may end with (its label's unit): '3000元', '三次', '50克', '6个月'
_MEASURE_WORDS = {
    "amount": r"元|块钱?",
    "count": r"次",
    "deaths": r"人|名",
    "drug_grams": r"克",
    "bac": r"mg/100ml|毫克",
    "protected_plants": r"株",
    "guns": r"支|把",
    "remainder": r"个月|月",
    "recommendation": r"个月|月",
}
# a comma in a typed figure only groups thousands: '3,6' (a range typed without brackets) is no 36
_NOT_THOUSANDS = re.compile(r"[,，](?!\d{3}(?!\d))")
_FIGURE_FORMS = "如 3000、3千、1.2万、三千"


def coerce_value(spec: FactorSpec, value: Any) -> FactorValue:
    """A value a user set, checked against the factor's type (ValueError with a readable message): the one check of
    a correction. A yes/no factor takes only a JSON boolean ("yes" or "1" is not read as true); a measure only a
    JSON number (`_measure`); a range [下限, 上限] of such numbers (None: open); a grade one of INJURY_GRADES."""
    if spec.type == "bool":
        if isinstance(value, bool):
            return value
        raise ValueError(f"因素「{spec.label}」应为 true 或 false（JSON 布尔值），收到 {str(value)[:40]!r}")
    if spec.type == "number":
        return _measure(spec, value)
    if spec.type == "grade":
        if value not in INJURY_GRADES:
            raise ValueError(f"因素「{spec.label}」应为以下之一：{'、'.join(INJURY_GRADES)}，收到 {str(value)[:40]!r}")
        return str(value)
    if spec.type == "range":
        if isinstance(value, int | float) and not isinstance(value, bool):
            number = _measure(spec, value)
            return (number, number)
        if isinstance(value, list | tuple) and len(value) == 2:
            low, high = (None if v is None else _measure(spec, v) for v in value)
            if low is not None and high is not None and low > high:
                raise ValueError(f"因素「{spec.label}」的下限大于上限：{str(value)[:40]}")
            return (low, high)
        raise ValueError(f"因素「{spec.label}」应写成 [下限, 上限] 月，收到 {str(value)[:40]!r}")
    raise ValueError(f"因素「{spec.label}」的类型「{spec.type}」未知")


def _measure(spec: FactorSpec, value: Any) -> float:
    """A typed measure as a float: a JSON number (not a string or a boolean), finite (NaN, 1e309 are no amount),
    not negative, within _LARGEST (an integer too large for a float, 10**400, is refused, not an OverflowError),
    whole for counts. A string is a figure as typed ('3,500', '5千', '1.2万元', '两万五', '三次'), read as money.py
    reads a typed amount, with the factor's own measure word after it."""
    if isinstance(value, str):
        value = _typed_figure(spec, value)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"因素「{spec.label}」应为有限的数值（JSON 数字），收到 {str(value)[:40]!r}")
    largest = _LARGEST.get(spec.name, _LARGEST_DEFAULT)
    try:
        number = float(value)
    except OverflowError:
        raise ValueError(f"因素「{spec.label}」的数值过大，上限 {largest:g}") from None
    if not math.isfinite(number):
        raise ValueError(f"因素「{spec.label}」应为有限的数值，收到 {str(value)[:40]!r}")
    if number < 0:
        raise ValueError(f"因素「{spec.label}」不能为负数：{number:g}")
    if number > largest:
        raise ValueError(f"因素「{spec.label}」的数值过大：{number:.3g}，上限 {largest:g}")
    if spec.name in _WHOLE_NUMBERS and not number.is_integer():
        raise ValueError(f"因素「{spec.label}」应为整数，收到 {number:g}")
    return number


def _typed_figure(spec: FactorSpec, text: str) -> float:
    """The number a figure typed for `spec` means (ValueError in Chinese with the forms to use where it is none)."""
    words = _MEASURE_WORDS.get(spec.name)
    figure = re.sub(rf"\s*(?:{words})$", "", text.strip()) if words else text.strip()
    try:
        if _NOT_THOUSANDS.search(figure):
            raise ValueError(figure)
        # a plain numeral as it stands: parse_money takes no zero (no amount), yet 0 deaths is a figure
        return float(figure) if re.fullmatch(r"\d+(?:\.\d+)?", figure) else float(parse_money(figure))
    except ValueError:
        raise ValueError(f"因素「{spec.label}」应为有限的数值（{_FIGURE_FORMS}），收到 {text[:40]!r}") from None


def apply_overrides(
    factors: dict[str, Factor], overrides: dict[str, Any] | None, knowledge: Knowledge
) -> dict[str, Factor]:
    """The extracted factors corrected by a user: a value sets or replaces a factor, None or False removes it.
    An adult (未成年 removed) is no 12–16 minor either, unless the user says so; a factor the user sets clears one
    read from the words that cannot hold beside it (EXCLUSIVE_FACTORS: 老年人 set, a read 未成年 goes)."""
    overrides = overrides or {}
    result = dict(factors)
    set_by_user: set[str] = set()
    for name, value in overrides.items():
        spec = knowledge.factors.get(name)
        if spec is None:
            raise ValueError(f"未知的量刑因素：{name}（可用：{'、'.join(knowledge.factors)}）")
        coerced = None if value is None else coerce_value(spec, value)
        if coerced is None or coerced is False:
            result.pop(name, None)
            if name == "未成年" and "未满十六周岁" not in overrides:
                result.pop("未满十六周岁", None)
            continue
        set_by_user.add(name)
        previous = factors.get(name)
        if previous is not None and previous.value == coerced:
            continue  # unchanged: keep the evidence it was read from
        result[name] = Factor(name, spec.label, spec.kind, coerced, "", None, "user")
    for first, second, _ in EXCLUSIVE_FACTORS:
        for kept, cleared in ((first, second), (second, first)):
            if kept in set_by_user and cleared not in set_by_user:
                result.pop(cleared, None)
    return _without_subsumed(result, set_by_user)
