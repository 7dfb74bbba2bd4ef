"""Amounts involved in a criminal judgment's facts, summed over the counts (LawBench 3-7).

A judgment names many sums that are not the amount of the crime: compensation paid back, seized cash,
resale prices, fines, promised fees, and the same sum told twice. Each amount is judged by the words
of its sentence before it and of its clause after it. A total the court states for the whole case wins
over the item sum; a total inside one count is just that count's amount.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from backend.compensation.money import MoneyMention, find_money
from backend.compensation.params import CrimeAmountItem, CriminalAmountParams
from backend.compensation.textutil import clean

# a section where the court states what it found itself; 另查明/还查明 add side facts (refunds, records)
_FINDINGS = re.compile(r"(?:经审理|经依法审理|经开庭审理|经公开审理|本院经审理|本院审理|审理|本院)查明|经查[，,：:]")
_SIDE_FINDINGS = re.compile(r"(?:另|还|又|同时|并|此外)查明|另查[，,：:]|^另[，,]|[。\n\s]另[，,]")
# money in the same sentence after one of these words is paid back, seized, sold, fined ... not taken
_NOT_CRIME_SENTENCE = re.compile(
    r"赔偿|退赔|退还|退赃|退缴|退清|退回|返还|发还|归还|追回|追缴|扣押|冻结|查获|缴获|起获|搜出|查扣|暂扣|罚金|罚款|判处|"
    r"卖给|卖得|卖掉|卖了|出售|售得|售价|变卖|销赃|销售给|典当|以[^，。；]{0,8}价格|谅解|补交|补缴|赔付|垫付|预缴|"
    r"分得|分赃|分给|平分|分了|赎回|还给"
)
# words of the clause right before an amount that make it something other than the object of the crime
_NOT_CRIME_CLAUSE = re.compile(r"赃款|获利|承诺|许诺|好处费|报酬|工钱|悬赏|卖|每(?:公斤|斤|千克|克|个|部|台|件|吨|条|袋|箱|瓶|包|人|次|天|日|月|股)|单价|保证金")
_SOLD_AFTER = re.compile(r"的?价格(?:卖|销售|出售|转卖)|卖给|销售给|卖掉")
_NOT_CRIME_AFTER = re.compile(
    r"^[^，。；]{0,8}?(?:的价格|价格卖|卖给|卖掉|赔偿|退赔|退还|返还|发还|归还|已扣押|已被扣押|罚金|欠条|借条|硬币|作为[^，。；]{0,8}报酬)"
)
_VALUATION_AFTER = re.compile(r"价值|鉴定|被盗|盗走|盗得|窃取|窃得|骗")
_TOTAL_BEFORE = re.compile(r"(?:共计|合计|总计|累计|总价值|总金额|总额|总值|共)[^，。；]{0,14}$|(?:所盗|上述|以上|前述)[^，。；]{0,6}$")
# words around a stated total that make it the total of the whole case, not of one count
_CASE_TOTAL_MARKERS = re.compile(r"先后|多次|累计|总计|具体|如下|其中|分别为|[0-9一二三四五六七八九十两]+起|(?<!分)[0-9一二三四五六七八九十两]+次")
_CASE_TOTAL_VERB = re.compile(r"(?:共计?|合计|累计|总计)[^，。；]{0,3}(?:骗取|骗得|诈骗|盗窃|窃取|窃得|盗得|扒窃|抢劫|抢夺|侵占|敲诈|勒索)")
_BACK_REFERENCE = re.compile(r"将|该|上述|前述|所|此|里面|其中")
_CRIME_VERB = re.compile(r"骗取|骗得|诈骗|盗走|盗得|盗窃|窃取|窃得|偷走|偷得|扒窃|抢走|抢得|抢劫|抢夺|侵占|敲诈|勒索|取走|套现|转走|借走|消费|充值|支取")
# the numbered counts of a judgment: '1、' '2.' '一、' '（一）' at the start of a line or sentence
_COUNT_MARKER = re.compile(r"(?:^|[\n。；：:\s，])\s*((?:[（(][一二三四五六七八九十\d]+[)）]、?|[一二三四五六七八九十]+、|\d{1,2}(?:、|[．.](?!\d))|事实[一二三四五六七八九十\d]+[:：]))")
# a line after the last count still belongs to it when it only states the valuation ('经鉴定：…')
_COUNT_CONTINUATION = re.compile(r"^\s*经[^，。\n]{0,20}(?:鉴定|认定|评估|估价)")
_INDEXED_PSEUDONYM = re.compile(r"([\u4e00-\u9fff]某)(\d)(?=[、，,和及与\u4e00-\u9fff])")


@dataclass(frozen=True)
class AmountInContext:
    money: MoneyMention
    sentence_before: str
    clause_before: str
    clause_after: str
    is_total: bool
    count_index: int  # 0: outside the numbered counts
    sentence_index: int

    @property
    def value(self) -> Decimal:
        return self.money.value


def _fact_region(text: str) -> str:
    """The court's own findings when they restate the facts with amounts; otherwise the whole text."""
    for match in reversed(list(_FINDINGS.finditer(text))):
        region = text[match.end() :]
        side = _SIDE_FINDINGS.search(region)
        if find_money(region[: side.start()] if side else region):
            return region
    return text


def _split_indexed_pseudonyms(text: str) -> str:
    """'李某1、刘某 … 骗得李某13000元' names 李某1: read '李某1 3000元', not '李某 13000元'."""
    indexed = {match.group(1) + match.group(2) for match in _INDEXED_PSEUDONYM.finditer(text)}
    for name in indexed:
        text = re.sub(rf"{re.escape(name)}(?=\d)", f"{name} ", text)
    return text


def _end_of_last_count(text: str, count_starts: list[int]) -> int:
    """The last count runs to the end of its line, plus any valuation lines right after it."""
    if not count_starts:
        return 0
    end = text.find("\n", count_starts[-1] + 1)
    while end != -1 and _COUNT_CONTINUATION.match(text[end + 1 :]):
        end = text.find("\n", end + 1)
    return len(text) if end == -1 else end


def amounts_in_context(text: str) -> list[AmountInContext]:
    sentence_starts = [0] + [m.end() for m in re.finditer(r"[。；;\n]", text)]
    count_starts = [m.start(1) for m in _COUNT_MARKER.finditer(text)]
    counts_end = _end_of_last_count(text, count_starts)
    found = []
    for mention in find_money(text):
        sentence_index = max(i for i, start in enumerate(sentence_starts) if start <= mention.start)
        sentence_start = sentence_starts[sentence_index]
        clause_start = mention.start
        while clause_start > sentence_start and text[clause_start - 1] not in "，,：:（(":
            clause_start -= 1
        clause_end = mention.end
        while clause_end < len(text) and text[clause_end] not in "，,。；;\n）)":
            clause_end += 1
        clause_before = text[clause_start : mention.start]
        in_counts = len(count_starts) >= 2 and mention.start < counts_end
        count_index = sum(1 for start in count_starts if start <= mention.start) if in_counts else 0
        found.append(
            AmountInContext(
                money=mention,
                sentence_before=text[sentence_start : mention.start],
                clause_before=clause_before,
                clause_after=text[mention.end : clause_end],
                is_total=bool(_TOTAL_BEFORE.search(clause_before)),
                count_index=count_index,
                sentence_index=sentence_index,
            )
        )
    return found


def _is_crime_amount(amount: AmountInContext) -> bool:
    keywords = list(_NOT_CRIME_SENTENCE.finditer(amount.sentence_before))
    # '…扣押物品估价鉴定结论书认定，被盗地板砖共价值5472元': a valuation after the keyword is the crime again
    if keywords and not _VALUATION_AFTER.search(amount.sentence_before[keywords[-1].end() :]):
        return False
    if _NOT_CRIME_CLAUSE.search(amount.clause_before):
        return False
    return not (_NOT_CRIME_AFTER.search(amount.clause_after) or _SOLD_AFTER.search(amount.clause_after))


def _is_sale(amount: AmountInContext) -> bool:
    return bool(re.search(r"卖给|卖得|卖掉|出售|变卖|销赃|以[^，。；]{0,8}价格", amount.sentence_before + amount.clause_after))


def _drop_repeats(amounts: list[AmountInContext]) -> list[AmountInContext]:
    """The same sum told again a sentence or two later ('骗取租房款11050元，并让其将租房款11050元打入…')."""
    kept: list[AmountInContext] = []
    for amount in amounts:
        repeated = any(
            earlier.value == amount.value
            and (earlier.count_index == amount.count_index or amount.count_index == 0)
            and (amount.sentence_index - earlier.sentence_index <= 2 or not _CRIME_VERB.search(amount.clause_before))
            and _BACK_REFERENCE.search(amount.clause_before)
            and "价值" not in amount.clause_before
            and "、" not in amount.clause_before
            and earlier.clause_before != amount.clause_before
            for earlier in kept
        )
        if not repeated:
            kept.append(amount)
    return kept


def _drop_superseded_estimates(amounts: list[AmountInContext]) -> list[AmountInContext]:
    """'兑换人民币约20000元，扣除上分费用，实际得款人民币16000余元': the actual figure replaces the estimate."""
    actual_sentences = {a.sentence_index for a in amounts if "实际" in a.clause_before}
    return [a for a in amounts if not (a.sentence_index in actual_sentences and "约" in a.clause_before)]


def _is_case_total(total: AmountInContext, region: str) -> bool:
    if total.count_index:
        return False
    if _CASE_TOTAL_VERB.search(total.clause_before):
        return True  # '共计骗得徐某人民币七万一千元', '共计盗得价值16370元的电脑…'
    # ('总计价值5827元及一部摩托车无法鉴定价值': the total, then what it leaves out)
    if re.match(r"^[\u4e00-\u9fff]", total.clause_after) and not re.match(r"^(左右|余|以上|及|另)", total.clause_after):
        return False  # '盗得共计价值14898元的组装电脑', '共计8400元现金': a sum of goods inside one act
    window = total.sentence_before[-40:] + total.clause_after[:20]
    following = region[total.money.end : total.money.end + 12]
    return bool(_CASE_TOTAL_MARKERS.search(window + following))


def _case_total(counted: list[AmountInContext], region: str) -> AmountInContext | None:
    """A stated total that covers every other counted amount, or one the court marks as the case total."""
    last_count = max((a.count_index for a in counted), default=0)
    for total in sorted((a for a in counted if a.is_total), key=lambda a: a.value, reverse=True):
        others = [a.value for a in counted if a is not total and a.value != total.value]
        if sum(others, Decimal(0)) in (total.value, Decimal(0)) or _is_case_total(total, region):
            return total
        # '总计价值5827元' closing the last count sums up all counts
        if last_count >= 2 and total.count_index == last_count and re.search(r"总计|累计", total.clause_before) and total.value >= max(others):
            return total
    return None


def _drop_subtotals(counted: list[AmountInContext]) -> list[AmountInContext]:
    """'价值600元，…价值250元，现金1000元，合计价值1850元': the subtotal repeats its parts."""
    kept = list(counted)
    for total in [a for a in counted if a.is_total]:
        index = kept.index(total)
        running = Decimal(0)
        for part_count, part in enumerate(reversed(kept[:index]), start=1):
            if part.sentence_index != total.sentence_index:
                break
            running += part.value
            if running == total.value and part_count >= 2:
                kept.remove(total)
                break
            if running > total.value:
                break
    return kept


def _sale_prices_for_unvalued_counts(all_amounts: list[AmountInContext], counted: list[AmountInContext]) -> list[AmountInContext]:
    """A count whose stolen goods were never valued is measured by what they were sold for."""
    valued_counts = {a.count_index for a in counted}
    extra = []
    for amount in all_amounts:
        if amount.count_index and amount.count_index not in valued_counts and _is_sale(amount) and not re.search(r"赔偿|退赔|退还|发还|赃款|分", amount.clause_before):
            extra.append(amount)
            valued_counts.add(amount.count_index)
    return extra


# an amount already named earlier in the same clause ('价值分别为1200元、2500元和…')
_EARLIER_AMOUNT = re.compile(r"[\d.,，零〇一二三四五六七八九十百千万两壹贰叁肆伍陆柒捌玖拾佰仟]+余?元")


def _item_description(amount: AmountInContext) -> str:
    """The words that name one amount: its clause's head without the amounts listed before it
    ('价值分别为1200元、2500元和800元' → '价值分别为800元' for the third)."""
    earlier = _EARLIER_AMOUNT.search(amount.clause_before)
    head = amount.clause_before[: earlier.start()] if earlier else amount.clause_before
    return (head + amount.money.text)[-40:]


def extract_criminal_amount(question: str) -> CriminalAmountParams:
    text = _split_indexed_pseudonyms(clean(question))
    text = re.sub(r"^\s*文书[:：]", "", text)
    region = _fact_region(text)
    side = _SIDE_FINDINGS.search(region)
    core = region[: side.start()] if side else region
    all_amounts = [
        a for a in amounts_in_context(core) if not (a.value <= 1 and re.match(r"^\s*硬币", a.clause_after))
    ]
    counted = [a for a in all_amounts if _is_crime_amount(a)]
    counted = _drop_superseded_estimates(_drop_repeats(counted))
    counted += _sale_prices_for_unvalued_counts(all_amounts, counted)
    counted.sort(key=lambda a: a.money.start)

    params = CriminalAmountParams()
    total = _case_total(counted, core)
    if total is None:
        counted = _drop_subtotals(counted)
    if total is not None:
        params.stated_total = total.value
        counted = [a for a in counted if a is not total and not (a.is_total and a.value == total.value)]
    params.items = [
        CrimeAmountItem(description=_item_description(a), amount=a.value)
        for a in counted
        if not (a.is_total and re.search(r"所盗|上述|以上|前述", a.clause_before) and total is None and _is_reference_to_items(a, counted))
    ]
    return params


def _is_reference_to_items(reference: AmountInContext, counted: list[AmountInContext]) -> bool:
    """'将所盗现金4300元全部挥霍' restates the sum of earlier amounts: do not add it again."""
    earlier = [a.value for a in counted if a.money.start < reference.money.start and a is not reference]
    running = Decimal(0)
    for value in reversed(earlier):
        running += value
        if running == reference.value:
            return True
    return False
