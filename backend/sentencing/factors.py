"""Sentencing factors read from case facts, each with the words it came from.

Objective factors are quantities (amount, count, injury, deaths, drug weight, blood alcohol, the
prosecutor's recommendation) and circumstances of the act; subjective ones are the defendant's conduct
and standing (surrender, confession, restitution, forgiveness, recidivism …). Patterns live in
``data/factors.yaml``; the numeric readers are here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date
from typing import Any

from backend.compensation.money import find_money
from backend.corpus.numerals import chinese_to_int
from backend.sentencing.knowledge import FactorSpec, Knowledge

FactorValue = bool | float | str | tuple[float | None, float | None]

# Injury grades from the mildest; a grade factor's value is one of these names.
INJURY_GRADES: tuple[str, ...] = ("轻微伤", "轻伤二级", "轻伤一级", "重伤二级", "重伤一级", "死亡")
_CLAUSE_END = re.compile(r"[。；;！？!?\n]")
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
    origin: str = "extracted"  # extracted | user | model

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


def evidence_of(text: str, start: int, end: int) -> str:
    """The clause around a match, cut to a readable length around it."""
    left, right = _clause_bounds(text, start, end)
    if right - left > _EVIDENCE_CHARS:
        half = max(0, (_EVIDENCE_CHARS - (end - start)) // 2)
        left, right = max(left, start - half), min(right, end + half)
    return text[left:right].strip()


def _negated(text: str, start: int, end: int) -> bool:
    left, right = _clause_bounds(text, start, end)
    before = text[max(left, start - _NEGATION_WINDOW) : start]
    after = text[end : min(right, end + 12)]
    return any(word in before for word in _NEGATIONS) or any(word in after for word in _DENIALS)


# ---- numbers -------------------------------------------------------------------------------------

_NUM = r"[0-9０-９一二两三四五六七八九十百零〇]+"
_DURATION = rf"(?:{_NUM}年(?:零?{_NUM}个?月|半)?|{_NUM}个?月)"


def parse_number(text: str) -> float:
    text = text.translate(str.maketrans("０１２３４５６７８９", "0123456789")).replace("〇", "零")
    if re.fullmatch(r"\d+(?:\.\d+)?", text):
        return float(text)
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


_AMOUNT_EXCLUDED = re.compile(
    r"(赔偿|罚金|罚款|退赔|退还|退赃|归还|返还|保证金|工资|报酬|收入|悬赏|医疗费|押金|取保|赔付|补偿|还款|偿还|谅解|抵押|利息|月薪|租金)"
)
# a total marker shortly before a figure: 共计价值人民币4000元, 合计12000元
_AMOUNT_TOTAL = re.compile(r"(共计|合计|总计|累计|总价值|总额|总金额|共|全部|总共)[^0-9０-９，,。；;]{0,8}$")


def _total_marked(text: str, start: int) -> bool:
    """Whether a figure starting at `start` is a stated total (共计…, 合计…)."""
    return bool(_AMOUNT_TOTAL.search(text[max(0, start - 12) : start]))


def _total_or_sum(candidates: list[tuple[float, int, int, bool]]) -> tuple[float, int, int]:
    """(value, start, end, is_total) figures: the largest stated total if there is one, else the sum of the
    distinct figures (a restated one counts once) with the first one's span."""
    totals = [c for c in candidates if c[3]]
    if totals:
        value, start, end, _ = max(totals)
        return value, start, end
    first = min(candidates, key=lambda c: c[1])
    return sum(dict.fromkeys(c[0] for c in candidates)), first[1], first[2]  # in text order: same float sum every run


def read_amount(text: str) -> tuple[float, int, int] | None:
    """The amount at stake in yuan: a stated total if there is one, else the sum of the amounts named."""
    candidates = []
    for mention in find_money(text):
        if _AMOUNT_EXCLUDED.search(text[max(0, mention.start - 10) : mention.start]):
            continue
        candidates.append((float(mention.value), mention.start, mention.end, _total_marked(text, mention.start)))
    if not candidates:
        return None
    if not any(c[3] for c in candidates) and len({c[0] for c in candidates}) > 12:
        # a long list of transfers: the largest figure is usually the running total
        value, start, end, _ = max(candidates)
        return value, start, end
    return _total_or_sum(candidates)


_COUNT = re.compile(rf"(?:共计?|先后|累计|连续|总共|分别)?({_NUM})次")


def read_count(text: str) -> tuple[float, int, int] | None:
    """How many times the act was committed: the largest 'N次' up to 200."""
    best: tuple[float, int, int] | None = None
    for match in _COUNT.finditer(text):
        try:
            count = parse_number(match.group(1))
        except ValueError:
            continue
        if 2 <= count <= 200 and (best is None or count > best[0]):
            best = (count, match.start(), match.end())
    return best


_INJURY = re.compile(r"(轻微伤|轻伤(?:一级|二级)?|重伤(?:一级|二级)?|(?:致|造成)[^。；，]{0,8}死亡|当场死亡|抢救无效死亡|经抢救无效)")


def read_injury(text: str) -> tuple[str, int, int] | None:
    """The worst injury grade named (轻伤 without a grade counts as 轻伤二级, 重伤 as 重伤二级)."""
    best: tuple[int, int, int] | None = None
    for match in _INJURY.finditer(text):
        word = match.group(1)
        if _negated(text, match.start(), match.end()):
            continue
        if "死亡" in word or "抢救无效" in word:
            grade = "死亡"
        elif word in ("轻伤", "重伤"):
            grade = word + "二级"
        else:
            grade = word
        rank = INJURY_GRADES.index(grade)
        if best is None or rank > best[0]:
            best = (rank, match.start(), match.end())
    if best is None:
        return None
    return INJURY_GRADES[best[0]], best[1], best[2]


_DEATHS = re.compile(rf"(?:致|造成)({_NUM})人死亡|({_NUM})人(?:当场)?死亡")
_DEATH_ANY = re.compile(r"(?:致|造成)[^。；，]{0,10}死亡|当场死亡|抢救无效死亡|经抢救无效")


def read_deaths(text: str) -> tuple[float, int, int] | None:
    numbered = [
        (parse_number(m.group(1) or m.group(2)), m.start(), m.end())
        for m in _DEATHS.finditer(text)
        if not _negated(text, m.start(), m.end())
    ]
    if numbered:
        return max(numbered)
    match = next((m for m in _DEATH_ANY.finditer(text) if not _negated(text, m.start(), m.end())), None)
    return (1.0, match.start(), match.end()) if match else None


_WEIGHT = re.compile(r"(\d+(?:\.\d+)?)\s*余?\s*(千克|公斤|克|kg|KG|g|G)(?![a-zA-Z])")
_DRUG_DISTANCE = 80


def read_drug_grams(
    text: str, equivalents: dict[str, float], aliases: dict[str, str]
) -> tuple[float, int, int] | None:
    """Drug weight in heroin-equivalent grams: each drug's weight scaled by its own 数量较大 figure.

    Each weight is given to the nearest drug name; per drug, a stated total (共计/合计/累计) wins,
    otherwise the distinct weights are summed.
    """
    names = sorted({*equivalents, *aliases}, key=len, reverse=True)
    mentions = [(m.start(), aliases.get(m.group(0), m.group(0))) for m in re.finditer("|".join(map(re.escape, names)), text)]
    if not mentions:
        return None
    per_drug: dict[str, list[tuple[float, int, int, bool]]] = {}
    for match in _WEIGHT.finditer(text):
        distance, drug = min((abs(position - match.start()), name) for position, name in mentions)
        if distance > _DRUG_DISTANCE:
            continue
        grams = float(match.group(1)) * (1000 if match.group(2).lower() in ("千克", "公斤", "kg") else 1)
        if grams > 0:
            per_drug.setdefault(drug, []).append((grams, match.start(), match.end(), _total_marked(text, match.start())))
    if not per_drug:
        return None
    heroin_grams = 0.0
    spans = []
    for drug, found in per_drug.items():
        grams, start, end = _total_or_sum(found)
        heroin_grams += grams * 10 / equivalents[drug]
        spans.append((start, end))
    first_start, first_end = min(spans)
    return round(heroin_grams, 3), first_start, first_end


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
                or (_total_marked(text, match.start()) and _names_protected_plants(text, match, _CLAUSE_END))
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
            mentions.setdefault(grade, []).append((count, match.start(), match.end(), _total_marked(text, match.start())))
    counts = {grade: _total_or_sum(found) for grade, found in mentions.items()}
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


_BAC = re.compile(r"(\d+(?:\.\d+)?)\s*(?:mg|MG|毫克|ｍｇ)\s*[/／每]\s*(?:100|１００|lOO|1OO|l00)\s*(?:ml|mL|ML|毫升|ｍｌ)")


def read_bac(text: str) -> tuple[float, int, int] | None:
    values = [(float(m.group(1)), m.start(), m.end()) for m in _BAC.finditer(text)]
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
        if no_prison and not _negated(clause, no_prison.start(), no_prison.end()):
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
_TERM_END = re.compile(r"刑期(?:自[^，。；;]{0,24}起)?(?:至|到)(\d{4})年(\d{1,2})月(\d{1,2})日止?")
_FULL_DATE = re.compile(r"(\d{4})年(\d{1,2})月(\d{1,2})日")
# clauses that date the earlier case or the procedure, not the new act
_NOT_THE_ACT = re.compile(r"判处|判决|裁定|刑期|执行|释放|出生|生于|羁押|逮捕|拘留|减刑|假释|投案|抓获|归案")
# the earlier sentence ran out (parole period over, released) after the remainder was stated: none is left
_SERVED_OUT = re.compile(r"考验期满|考验期已满|刑满释放|刑满出狱|执行完毕(?!以?前)")
_DAYS_PER_MONTH = 365.25 / 12


def _date_of(match: re.Match[str]) -> date | None:
    try:
        return date(int(match.group(1)), int(match.group(2)), int(match.group(3)))
    except ValueError:
        return None


def read_remainder(text: str) -> tuple[float, int, int] | None:
    """Months of an earlier sentence left unserved when the new crime was committed (刑法第七十一条)."""
    for match in _REMAINDER.finditer(text):
        if _negated(text, match.start(), match.end()):
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
    end_match = _TERM_END.search(text)
    term_end = _date_of(end_match) if end_match else None
    if term_end is None or _SERVED_OUT.search(text, end_match.end()):
        return None
    # the new act is told after the earlier sentence: its date is the first one after the term's end date
    for clause in re.finditer(r"[^，,。；;\n]+", text[end_match.end():]):
        if _NOT_THE_ACT.search(clause.group(0)):
            continue
        act = _FULL_DATE.search(clause.group(0))
        act_date = _date_of(act) if act else None
        if act_date is None:
            continue
        if act_date >= term_end:
            return None
        return round((term_end - act_date).days / _DAYS_PER_MONTH, 2), end_match.start(), end_match.end()
    return None


# ---- extraction ----------------------------------------------------------------------------------


def _pattern_match(text: str, spec: FactorSpec) -> re.Match[str] | None:
    for pattern in spec.patterns:
        for match in pattern.finditer(text):
            if not _negated(text, match.start(), match.end()):
                return match
    return None


def extract_factors(fact: str, knowledge: Knowledge) -> dict[str, Factor]:
    """Every factor the fact supports, keyed by factor name, with its evidence."""
    found: dict[str, Factor] = {}
    readers = {
        "amount": read_amount,
        "count": read_count,
        "injury": read_injury,
        "deaths": read_deaths,
        "drug_grams": lambda text: read_drug_grams(text, knowledge.drug_equivalents, knowledge.drug_aliases),
        "bac": read_bac,
        "recommendation": read_recommendation,
        "protected_plants": read_protected_plants,
        "remainder": read_remainder,
    }
    for name, spec in knowledge.factors.items():
        if spec.extractor:
            if spec.extractor not in readers:
                raise ValueError(f"factors.yaml：因素「{name}」的 extractor「{spec.extractor}」不存在")
            result = readers[spec.extractor](fact)
            if result is None:
                continue
            value, start, end = result
            found[name] = Factor(name, spec.label, spec.kind, value, evidence_of(fact, start, end), (start, end))
            continue
        match = _pattern_match(fact, spec)
        if match:
            found[name] = Factor(
                name, spec.label, spec.kind, True, evidence_of(fact, match.start(), match.end()), match.span()
            )
    return found


def coerce_value(spec: FactorSpec, value: Any) -> FactorValue:
    """A value a user typed, checked against the factor's type (ValueError with a readable message)."""
    if spec.type == "bool":
        if isinstance(value, bool):
            return value
        if isinstance(value, str) and value.strip().lower() in ("true", "是", "1", "yes"):
            return True
        if isinstance(value, str) and value.strip().lower() in ("false", "否", "0", "no"):
            return False
        raise ValueError(f"因素「{spec.label}」应为是/否，收到 {value!r}")
    if spec.type == "number":
        try:
            number = float(value)
        except (TypeError, ValueError) as error:
            raise ValueError(f"因素「{spec.label}」应为数值，收到 {value!r}") from error
        if number < 0:
            raise ValueError(f"因素「{spec.label}」不能为负数：{number}")
        return number
    if spec.type == "grade":
        if value not in INJURY_GRADES:
            raise ValueError(f"因素「{spec.label}」应为以下之一：{'、'.join(INJURY_GRADES)}，收到 {value!r}")
        return str(value)
    if spec.type == "range":
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return (float(value), float(value))
        if isinstance(value, (list, tuple)) and len(value) == 2:
            low, high = (None if v is None else float(v) for v in value)
            if low is not None and high is not None and low > high:
                raise ValueError(f"因素「{spec.label}」的下限大于上限：{value!r}")
            return (low, high)
        raise ValueError(f"因素「{spec.label}」应写成 [下限, 上限] 月，收到 {value!r}")
    raise ValueError(f"因素「{spec.label}」的类型「{spec.type}」未知")


def apply_overrides(
    factors: dict[str, Factor], overrides: dict[str, Any] | None, knowledge: Knowledge
) -> dict[str, Factor]:
    """The extracted factors corrected by a user: a value sets or replaces a factor, None or False removes it."""
    result = dict(factors)
    for name, value in (overrides or {}).items():
        spec = knowledge.factors.get(name)
        if spec is None:
            raise ValueError(f"未知的量刑因素：{name}（可用：{'、'.join(knowledge.factors)}）")
        coerced = None if value is None else coerce_value(spec, value)
        if coerced is None or coerced is False:
            result.pop(name, None)
            continue
        previous = factors.get(name)
        if previous is not None and previous.value == coerced:
            continue  # unchanged: keep the evidence it was read from
        result[name] = Factor(name, spec.label, spec.kind, coerced, "", None, "user")
    return result
