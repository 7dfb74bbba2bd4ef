"""The sentencing knowledge an operator edits: statutory tiers, guideline steps, thresholds and factors.

Everything is read from the YAML files in ``backend/sentencing/data`` (or another folder an operator
points to) and checked on load, so that a typing mistake names its file and entry instead of silently
changing a sentence.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass, field
from datetime import date
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any

import yaml

from backend.places import default_places

DATA_DIR = Path(__file__).parent / "data"
CRIMINAL_LAW = "《中华人民共和国刑法》"
_CONDITION = re.compile(r"^(?P<factor>[^<>=\s]+)\s*(?:>=\s*(?P<level>\S+))?$")


class KnowledgeError(ValueError):
    """A data file cannot be used as it stands."""


@dataclass(frozen=True)
class StatutoryTier:
    label: str
    min_months: int
    max_months: int
    article: str  # e.g. 第264条 or 第347条第4款
    also: tuple[str, ...] = ()  # other principal penalties: 拘役, 管制, 单处罚金, 无期徒刑, 死刑
    fine: str = ""  # the property penalty as the article words it for this tier (FINE_WORDINGS); "" where not entered

    @property
    def source(self) -> str:
        return f"{CRIMINAL_LAW}{self.article}"


@dataclass(frozen=True)
class EarlierLaw:
    """statutes.yaml before: the law as it stood before `law` came into force on `since`; an act done before that
    date is judged by it (刑法第十二条第一款：从旧兼从轻). Either the charge's tiers then (lighter) or, where `law`
    created the crime, the charge the act was then (`charge`; `note`: what the step adds about it), or no crime at all
    (`no_crime`: no charge then covered the act as such; `note` says what did)."""

    since: date
    law: str
    tiers: tuple[StatutoryTier, ...] = ()
    charge: str = ""
    note: str = ""
    no_crime: bool = False


@dataclass(frozen=True)
class Condition:
    factor: str
    level: str | None = None  # a threshold level name or a number; None: the bool factor is present

    def __str__(self) -> str:
        return self.factor if self.level is None else f"{self.factor}>={self.level}"


@dataclass(frozen=True)
class GuidelineTier:
    tier: int
    when: tuple[Condition, ...] = ()
    needs: tuple[Condition, ...] = ()  # conditions that must all hold as well as one of `when`
    start: tuple[int, int] | None = None
    to: int | None = None
    # where `start` is LexLoop's analogy, not the guideline's own figure: what it is borrowed from (shown in the step)
    start_note: str = ""


@dataclass(frozen=True)
class ChargeAdjustment:
    """A circumstance the statute or guideline names for one charge only (刑法第二百三十八条第一款: 非法拘禁 with
    殴打、侮辱 is punished more heavily): present where one of its patterns is told and not negated."""

    label: str
    patterns: tuple[re.Pattern[str], ...]
    adjust: tuple[float, float]
    source: str


@dataclass(frozen=True)
class GuidelineCharge:
    name: str
    tiers: tuple[GuidelineTier, ...]
    section: str = ""
    thresholds: str = ""
    thresholds_when: dict[str, str] = field(default_factory=dict)
    measure: str = ""
    levels: dict[str, float] = field(default_factory=dict)
    keywords: tuple[str, ...] = ()
    # the keywords count only in a text where one of these is (走私、贩卖… shares the drugs' names with 非法持有毒品
    # and counts them only where an act is told: drugs found with no act are held, 刑法第三百四十八条)
    keywords_need: tuple[re.Pattern[str], ...] = ()
    # with the measure read and below the first tier's level and no other ground of it told: not this crime
    # (醉驾 below 80 mg/100ml is 饮酒驾驶, an administrative offence); what the law makes of it, and where
    no_crime_below: str = ""
    no_crime_source: str = ""
    no_crime_names: tuple[str, ...] = ()  # what people call such a case (酒驾): not a charge
    # circumstances told in a fact that make the entry level half the usual one (法释〔2013〕8号第二条), and the article
    no_crime_halved_when: tuple[re.Pattern[str], ...] = ()
    # an administrative penalty for the same crime: it halves the level only when dated within the year before the act
    no_crime_halved_within_a_year: tuple[re.Pattern[str], ...] = ()
    no_crime_halved_source: str = ""
    adjustments: tuple[ChargeAdjustment, ...] = ()  # this charge's own 从重/从轻 circumstances (非法拘禁: 殴打、侮辱)
    # circumstances told in a fact that lower the entry figure to a fixed one (法释〔2016〕9号第一条第二款: 贪污 of
    # 一万元 to 三万元 with 其他较重情节), that figure (0: none) and the article
    no_crime_lowered_when: tuple[re.Pattern[str], ...] = ()
    no_crime_lowered_to: float = 0
    no_crime_lowered_source: str = ""
    # the entry figure is checked in a question told in everyday words only: a court record that convicted of the
    # charge had its figure, and a lower one read there is a part of it (合同诈骗's figures are scattered over contracts)
    no_crime_lay_only: bool = False


@dataclass(frozen=True)
class ThresholdSet:
    name: str
    unit: str
    source: str
    levels: dict[str, float | tuple[float, float]]
    provinces: dict[str, tuple[dict[str, float], str]] = field(default_factory=dict)
    # a figure from which a later rule prosecutes, below the first level the interpretation fixes (立案追诉标准（二）
    # 2022: 职务侵占 from 三万元 where 法释〔2016〕9号 makes 六万元 数额较大), and that rule: the entry figure, the
    # levels above it kept for the tiers
    prosecuted_from: float | None = None
    prosecuted_source: str = ""

    def resolve(self, province: str | None) -> tuple[dict[str, float], str, str | None]:
        """(level -> value, source, province used): the province's figures, else the middle of each range."""
        if province and province in self.provinces:
            values, source = self.provinces[province]
            merged = {name: values.get(name, _middle(value)) for name, value in self.levels.items()}
            return merged, source, province
        return {name: _middle(value) for name, value in self.levels.items()}, self.source, None

    def lowest(self, level: str, province: str | None) -> float:
        """The smallest figure a level can have where the case is judged: the province's own where LexLoop has it,
        else the bottom of the national range (below it the level is met nowhere)."""
        if province and province in self.provinces and level in self.provinces[province][0]:
            return self.provinces[province][0][level]
        value = self.levels[level]
        return value[0] if isinstance(value, tuple) else value


# the units a figures_told entry counts in: the words that follow a number counted in each, with what one of them is
# in the unit ('停业了半年': six months). Money may follow with no word ('抽了五万多'), but not a word that counts
# something else ('抽了三次')
FIGURE_UNITS: dict[str, tuple[tuple[str, float], ...]] = {
    "元": ((r"(?:元|块)?(?![0-9０-９.多余十百千万个人名次台吨年月日天斤克局桌张把辆件条位家部段篇支箱])", 1.0),),
    "人": ((r"(?:个|名)?(?:人|会员)(?!民)", 1.0),),
    "吨": ((r"吨", 1.0),),
    "台": ((r"台", 1.0),),
    "个月": ((r"个?多?月", 1.0), (r"年", 12.0)),
    "支": ((r"支", 1.0), (r"条", 200.0), (r"箱|件", 10_000.0)),
    "个": ((r"(?:个|部|段)(?!人|会员|群|月|小时|多?月)", 1.0),),
    "件": ((r"件|张|篇|幅", 1.0),),
    "次": ((r"(?:人)?次?(?![条个张篇天年月日])", 1.0),),  # ('帖子被转发了六百多': the count alone after its words)
    "株": ((r"株|棵", 1.0),),
    "公斤": ((r"公斤|千克", 1.0), (r"斤", 0.5), (r"吨", 1_000.0)),
    "公顷": ((r"公顷", 1.0), (r"亩", 1 / 15)),
}


@dataclass(frozen=True)
class FigureTold:
    """thresholds.yaml figures_told: a figure that by itself reaches `tier` of `charge` where a question tells it
    (抽头渔利 三万元, 参赌人数 一百二十人, 危险废物 三吨)."""

    charge: str
    counts: str  # what is counted, as the step names it
    unit: str  # a FIGURE_UNITS key
    at_least: float
    tier: int
    source: str
    # the words that name what is counted, before the figure in its clause or right after its unit; None: the unit does
    words: re.Pattern[str] | None = None
    clause: re.Pattern[str] | None = None  # words its clause must also tell


def _middle(value: float | tuple[float, float]) -> float:
    return (value[0] + value[1]) / 2 if isinstance(value, tuple) else value


@dataclass(frozen=True)
class FactorSpec:
    name: str
    label: str
    kind: str  # objective | subjective
    type: str  # bool | number | grade | range
    patterns: tuple[re.Pattern[str], ...] = ()
    extractor: str = ""
    adjust: tuple[float, float] | None = None  # percent, (most lenient, most severe)
    stage: int = 2
    min_months: float = 0
    below_minimum: bool = False
    source: str = ""


@dataclass(frozen=True)
class Combination:
    when: tuple[str, ...]
    label: str
    adjust: tuple[float, float]
    source: str
    min_months: float = 0
    below_minimum: bool = False


@dataclass(frozen=True)
class PleaCap:
    factor: str
    absorbs: tuple[str, ...]
    max_reduction: float
    source: str


_REGEX_SYNTAX = set(".^$*+?{}[]|()\\")
_QUANTIFIERS = set("*+?{")


def _required_bigram(pattern: str) -> str | None:
    """Two characters every match of `pattern` starts with, or None where the pattern does not begin with two
    plain characters that are certain to be there ('阻碍.*执行职务' -> '阻碍'; 'ab*c', '报复杀人|杀人灭口' -> None)."""
    if "|" in pattern:  # alternatives may start anywhere
        return None
    prefix = ""
    for char in pattern:
        if char in _REGEX_SYNTAX:
            if char in _QUANTIFIERS:
                prefix = prefix[:-1]  # the character before a quantifier may be absent or repeated
            break
        prefix += char
    return prefix[:2] if len(prefix) >= 2 else None


_DRUGS = "毒品"


def _things_acted_on(parts: tuple[str, ...]) -> tuple[str, ...]:
    """What the acts of a name of several acts are done to: the name begins with bare two-character verbs, and the parts
    after them, the first less its own verb, are the things ('走私', '贩卖', '运输', '制造毒品' -> '毒品'; 盗窃、抢夺枪支、
    弹药… -> '枪支', '弹药'…); none where the name does not begin so or has nothing after its verbs (窝藏、包庇: the
    acts are the crime by themselves)."""
    verbs = next((index for index, part in enumerate(parts) if len(part) != 2), len(parts))
    if verbs == 0 or verbs == len(parts):
        return ()
    return (parts[verbs][2:], *parts[verbs + 1 :])


def _bigrams(text: str) -> set[str]:
    return {text[i : i + 2] for i in range(len(text) - 1)}


@dataclass(frozen=True)
class _ChargeTerm:
    """One way a text points to a charge: its name or alias (`words` is one name), the acts of a name of several
    acts ('窝藏、包庇': each act counts half), or a guideline keyword (a regular expression)."""

    charge: str
    kind: str  # name | acts | keyword
    words: tuple[str, ...]
    pattern: re.Pattern[str] | None = None
    # of an acts term: what the acts are done to ('毒品' of 走私、贩卖、运输、制造毒品; none where the name has none)
    things: tuple[str, ...] = ()
    # of a name term: the name is an everyday word (爆炸: '化工厂爆炸了'), so it counts only as the crime's name (爆炸罪)
    crime_named_only: bool = False

    def score(self, text: str) -> float:
        if self.kind == "name":
            written = self.words[0]
            count = text.count(written + "罪") * 3 + (0 if self.crime_named_only else text.count(written))
            return count * (1 + len(written) / 10)
        if self.kind == "acts":
            # a bare verb (运输, 购买, 生产) tells of this crime only beside the thing it is done to: 运输液化石油气 is no
            # drug crime, 购买砍刀 no counterfeit money
            named = not self.things or any(thing in text for thing in self.things)
            told = [part for part in self.words if named or any(thing in part for thing in self.things)]
            return 0.5 * sum(text.count(part) for part in told) / len(self.words)
        assert self.pattern is not None
        return float(sum(1 for _ in self.pattern.finditer(text)))


class ChargeLexicon:
    """How strongly a text tells of each charge, by the charges' names and the guideline's keywords. Built once
    per Knowledge: charge detection scores every sentence of a fact, and rebuilding the name table and
    compiling the keywords per sentence made a 20,000-character fact take over a second. A term is only
    counted where the text has the two characters it starts with."""

    def __init__(self, knowledge: Knowledge) -> None:
        terms: list[_ChargeTerm] = []
        names = {name: name for name in knowledge.statutes} | dict(knowledge.aliases)
        for written, charge in names.items():
            terms.append(_ChargeTerm(charge, "name", (written,), crime_named_only=charge in knowledge.everyday_word_names))
            # judgments often mask the charge name (××罪) but keep its verbs: 窝藏、包庇 -> 窝藏, 包庇
            parts = tuple(part for part in written.split("、") if len(part) >= 2)
            if len(parts) > 1:
                things = _things_acted_on(parts)
                if _DRUGS in things:  # 毒品 is told by a drug's own name too ('运输罂粟壳')
                    things += (*knowledge.drug_equivalents, *knowledge.drug_aliases)
                terms.append(_ChargeTerm(charge, "acts", parts, things=things))
        keywords = [(charge, k) for charge, entry in knowledge.guideline.items() for k in entry.keywords]
        keywords += [(charge, k) for charge, words in knowledge.statute_keywords.items() for k in words]
        for charge, keyword in keywords:
            terms.append(_ChargeTerm(charge, "keyword", (keyword,), re.compile(keyword)))
        self._terms = tuple(terms)
        self._keywords_need = {c: e.keywords_need for c, e in knowledge.guideline.items() if e.keywords_need}
        self._state_functionary = knowledge.state_functionary
        self._by_bigram: dict[str, list[int]] = {}
        self._always: list[int] = []  # terms with no certain first two characters
        for index, term in enumerate(self._terms):
            starts = {_required_bigram(word if term.kind == "keyword" else re.escape(word)) for word in term.words}
            if None in starts:
                self._always.append(index)
                continue
            for bigram in starts:
                assert bigram is not None
                self._by_bigram.setdefault(bigram, []).append(index)

    def scores(self, text: str, names: Collection[str] = ()) -> dict[str, float]:
        """Charge -> score; the terms are added in their table order, so that equal scores keep one order. `names`:
        the defendant's names, where the text tells their post (StateFunctionary)."""
        candidates = set(self._always)
        for bigram in _bigrams(text):
            candidates.update(self._by_bigram.get(bigram, ()))
        scores: dict[str, float] = {}
        for index in sorted(candidates):
            term = self._terms[index]
            value = term.score(text)
            needs = self._keywords_need.get(term.charge) if term.kind == "keyword" else None
            if value and needs and not any(pattern.search(text) for pattern in needs):
                continue
            if value:
                scores[term.charge] = scores.get(term.charge, 0) + value
        return self._state_functionary.apply(text, scores, names)


_DENIED = re.compile(r"(?:不属于|不是|并非|不具有|不具备|不系)[^。；，]{0,10}$")
# The defendant's own post clause: a status tells of the defendant only where it is said of them ('被告人王某系…局科长',
# '被告人利用担任…局长的职务便利'), not of the police at the arrest or of another party ('业主系…局长'). The clause runs
# from the defendant, through a post word (系/任/担任/身为/作为/是/受…委托), to the end of '利用…职务便利' where the
# sentence has it (so '在协助人民政府从事…工作中，利用职务便利' counts), else to the end of the post word's clause.
# The defendant is also named by name alone ('王某系某局科员，利用职务便利…': the names the caller reads as the
# defendant's, backend.sentencing.factors.defendant_names)
_DEFENDANT = re.compile(r"被告人|犯罪嫌疑人|当事人|本人|我")
_POST_WORD = re.compile(r"系|担任|任|身为|作为|是|受")
_BY_THE_POST = re.compile(r"利用[^。；;]{0,40}?(?:职务|职权)")
_SENTENCE_END = re.compile(r"[。；;]")
_CLAUSE_END = re.compile(r"[。；;，,]")


@dataclass(frozen=True)
class StateFunctionary:
    """guideline.yaml state_functionary: the signals that a fact's defendant is a state functionary (刑法第九十三条),
    and the charge the same act is then (非国家工作人员受贿 -> 受贿, 职务侵占 -> 贪污)."""

    signals: tuple[re.Pattern[str], ...] = ()
    counterparts: dict[str, str] = field(default_factory=dict)
    # a state post told in everyday words as the one who took the money, wherever it stands ('国企采购经理收了…')
    takers: tuple[re.Pattern[str], ...] = ()

    def told(self, text: str, names: Collection[str] = ()) -> bool:
        """Whether a signal is in the defendant's own post clause (`_post_clauses`; `names`: the defendant's names)
        and not denied ('不属于…依法从事公务的人员'), or a taker's words are in the text."""
        return any(pattern.search(text) for pattern in self.takers) or any(
            not _DENIED.search(text, max(start, match.start() - 12), match.start())
            for start, end in _post_clauses(text, names)
            for pattern in self.signals
            for match in pattern.finditer(text, start, end)
        )

    def apply(self, text: str, scores: dict[str, float], names: Collection[str] = ()) -> dict[str, float]:
        """The scores with each private-sector charge's score moved to its counterpart where a signal is in `text`;
        a text that names the private-sector charge itself keeps it."""
        moving = [c for c in self.counterparts if c in scores and c not in text]
        if not moving or not self.told(text, names):
            return scores
        moved = dict(scores)
        for private in moving:
            official = self.counterparts[private]
            moved[official] = moved.get(official, 0) + moved.pop(private)
        return moved


def _post_clauses(text: str, names: Collection[str] = ()) -> list[tuple[int, int]]:
    """(start, end) of each stretch of `text` that says what post the defendant holds: from the post word after a
    mention of the defendant (the word 被告人…, or one of `names`, the defendant's) to the end of the sentence's
    '利用…职务' or, without one, to the end of the post word's clause."""
    clauses: list[tuple[int, int]] = []
    # a name is not part of a longer one ('王某' in '王某某')
    subjects = [_DEFENDANT, *(re.compile(re.escape(name) + r"(?!某)") for name in names)]
    for subject in (m for pattern in subjects for m in pattern.finditer(text)):
        sentence = _SENTENCE_END.search(text, subject.end())
        sentence_end = sentence.start() if sentence else len(text)
        post = _POST_WORD.search(text, subject.end(), sentence_end)
        if post is None:
            continue
        by_the_post = _BY_THE_POST.search(text, subject.end(), sentence_end)
        if by_the_post is not None and by_the_post.end() > post.start():
            end = by_the_post.end()
        else:
            clause = _CLAUSE_END.search(text, post.end(), sentence_end)
            end = clause.start() if clause else sentence_end
        clauses.append((post.start(), end))
    return clauses


@dataclass(frozen=True)
class Knowledge:
    statutes: dict[str, tuple[StatutoryTier, ...]]
    aliases: dict[str, str]  # alias -> charge
    guideline: dict[str, GuidelineCharge]
    guideline_source: str
    thresholds: dict[str, ThresholdSet]
    drug_equivalents: dict[str, float]
    drug_aliases: dict[str, str]
    # a city whose thresholds are an area's of its own, not its province's (深圳: 广东一类地区); every other place
    # takes its province from the shared table (backend/places)
    threshold_area_of_city: dict[str, str]
    factors: dict[str, FactorSpec]
    combinations: tuple[Combination, ...]
    plea_cap: PleaCap | None
    # names a user may type besides the official ones and aliases: statutes.yaml also_called, and each act of
    # a charge of several acts (贩卖毒品, 包庇); a name that several charges share maps to all of them
    user_names: dict[str, tuple[str, ...]] = field(default_factory=dict)
    negligent: frozenset[str] = frozenset()  # statutes.yaml negligent: true (过失犯罪)
    special_subject: frozenset[str] = frozenset()  # special_subject: true (身份犯: 贪污, 受贿, 职务侵占…)
    follow_on: frozenset[str] = frozenset()  # follow_on: true (掩饰、隐瞒…: part of the act it follows)
    helps_another: frozenset[str] = frozenset()  # helps_another: true (帮信: one act with the crime it helped)
    # everyday_word_name: true (爆炸: the name is told of accidents too; the charge is detected by its keywords)
    everyday_word_names: frozenset[str] = frozenset()
    # answerable_from_14: true (刑法第十七条第二款: the crimes a defendant of 14 to 16 answers for)
    answerable_from_14: frozenset[str] = frozenset()
    # statutes.yaml keywords: detection words of a charge the guideline has no entry for (故意杀人)
    statute_keywords: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # guideline.yaml not_the_act: words that name another crime only as where a thing came from or what it was used
    # for (他人盗窃所得, 用于赌博, 吸食冰毒), or as the crime the defendant knowingly helped; blanked before a charge is
    # detected from a fact
    not_the_act: tuple[NotTheAct, ...] = ()
    # guideline.yaml no_crime_alone: conduct that by itself is no crime (无证驾驶, 闯红灯, a fight of two), answered with
    # why where a fact tells it and no crime is detected
    no_crime_alone: tuple[NoCrimeAlone, ...] = ()
    state_functionary: StateFunctionary = StateFunctionary()
    earlier_law: dict[str, EarlierLaw] = field(default_factory=dict)  # statutes.yaml before
    # thresholds.yaml figures_told: figures that by themselves reach a tier of a crime that turns on 情节严重
    figures_told: dict[str, tuple[FigureTold, ...]] = field(default_factory=dict)
    # fragments.yaml: pattern pieces the data files share (法律规定的国家考试), each a group (?:…), by name, compiled
    # (.pattern where one is built into a longer pattern)
    fragments: dict[str, re.Pattern[str]] = field(default_factory=dict)

    def law_at(self, charge: str, latest_act: date | None) -> EarlierLaw | None:
        """The earlier law (statutes.yaml before) that judges acts done by `latest_act` (the last act's date; None:
        unknown, today's law) where they came before the charge's law changed (刑法第十二条第一款); None otherwise."""
        earlier = self.earlier_law.get(charge)
        if earlier is not None and latest_act is not None and latest_act < earlier.since:
            return earlier
        return None

    def tiers_at(self, charge: str, latest_act: date | None) -> tuple[tuple[StatutoryTier, ...], EarlierLaw | None]:
        """A charge's tiers for acts done by `latest_act`, and the earlier law used where the act came before it
        changed the tiers (law_at; a law that created the charge changes no tiers: the act is another charge)."""
        earlier = self.law_at(charge, latest_act)
        if earlier is not None and earlier.tiers:
            return earlier.tiers, earlier
        return self.statutes[charge], None

    def not_a_crime(self, name: str) -> GuidelineCharge | None:
        """The charge whose guideline entry says that what `name` calls ('酒驾') falls below its entry level."""
        cleaned = _clean_charge(name)
        return next((entry for entry in self.guideline.values() if cleaned in entry.no_crime_names), None)

    @cached_property
    def charge_lexicon(self) -> ChargeLexicon:
        return ChargeLexicon(self)

    @cached_property
    def drug_names(self) -> re.Pattern[str]:
        """Every drug name and alias, the longest first (a name inside a longer one is not a mention of its own)."""
        names = sorted({*self.drug_equivalents, *self.drug_aliases}, key=len, reverse=True)
        return re.compile("|".join(map(re.escape, names)))

    def canonical_charge(self, name: str) -> str | None:
        """The statutes.yaml name for a charge as written ('[窝藏、包庇]罪' -> '窝藏、包庇', '贩卖毒品' ->
        '走私、贩卖、运输、制造毒品'), or None for an unknown or ambiguous name (see charge_candidates)."""
        cleaned = _clean_charge(name)
        if cleaned in self.statutes:
            return cleaned
        if cleaned in self.aliases:
            return self.aliases[cleaned]
        charges = self.user_names.get(cleaned, ())
        return charges[0] if len(charges) == 1 else None

    def charge_candidates(self, name: str, limit: int = 8) -> list[str]:
        """Charges a name that does not resolve may mean: those sharing it as an act's name, else those whose
        name contains it ('毒品' -> every drug charge)."""
        cleaned = _clean_charge(name)
        if not cleaned:
            return []
        shared = list(self.user_names.get(cleaned, ()))
        containing = [charge for charge in self.statutes if cleaned in charge and charge not in shared]
        return (shared + containing)[:limit]


def _clean_charge(name: str) -> str:
    # a charge as a judgment writes it ('犯盗窃罪'): no charge's name begins with 犯
    return re.sub(r"[\[\]【】\s]", "", name).removeprefix("犯").removesuffix("罪")


def act_names(charge: str) -> list[str]:
    """The acts' own names of a charge of several acts, which share the object named with the first act that
    has one: '走私、贩卖、运输、制造毒品' -> 走私毒品, 贩卖毒品, 运输毒品, 制造毒品; '窝藏、包庇' -> 窝藏, 包庇;
    '掩饰、隐瞒犯罪所得、犯罪所得收益' -> 掩饰犯罪所得, 隐瞒犯罪所得. Empty for a charge of one act."""
    parts = [part for part in charge.split("、") if part]
    if len(parts) < 2:
        return []
    verb_length = 2
    with_object = next((i for i, part in enumerate(parts) if len(part) > verb_length), None)
    if with_object is None:  # verbs only: each is a name of its own
        return parts
    if with_object == 0:  # the first act already names its object ('非法制造、出售非法制造的发票'): no shared one
        return []
    named = parts[with_object]
    shared_object = named[verb_length + 2 :] if named.startswith("故意") else named[verb_length:]  # 故意销毁…
    return [part + shared_object for part in parts[:with_object]] + [parts[with_object]]


def _fail(file: str, entry: str, message: str) -> KnowledgeError:
    return KnowledgeError(f"{file}：条目「{entry}」{message}")


def _read_yaml(directory: Path, name: str) -> dict[str, Any]:
    path = directory / name
    if not path.is_file():
        raise KnowledgeError(f"缺少量刑数据文件：{path}")
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        raise KnowledgeError(f"{name} 不是有效的 YAML：{error}") from error
    if not isinstance(data, dict):
        raise KnowledgeError(f"{name} 的顶层应是映射（名称: 内容）")
    return data


class _DataFiles:
    """The data files of one load_knowledge call, each read once, with the fragments.yaml pieces its texts name
    ({{name}}) put in place."""

    def __init__(self, directory: Path):
        self.directory = directory
        self.pieces = _fragments(directory)
        self._files: dict[str, dict[str, Any]] = {}

    def read(self, name: str) -> dict[str, Any]:
        if name not in self._files:
            raw = _read_yaml(self.directory, name)
            self._files[name] = {key: _filled(value, self.pieces, name, str(key)) for key, value in raw.items()}
        return self._files[name]


FRAGMENTS_FILE = "fragments.yaml"
_PIECE = re.compile(r"\{\{([^{}]+)\}\}")


def _fragments(directory: Path) -> dict[str, str]:
    """fragments.yaml: each piece as a group of its alternatives, the pieces above it that it names put in place."""
    pieces: dict[str, str] = {}
    for name, raw in _read_yaml(directory, FRAGMENTS_FILE).items():
        alternatives = raw if isinstance(raw, list) else [raw]
        if not alternatives or not all(isinstance(a, str) and a for a in alternatives):
            raise _fail(FRAGMENTS_FILE, str(name), "应是一个正则表达式，或正则表达式的列表")
        text = "(?:" + "|".join(_filled(a, pieces, FRAGMENTS_FILE, str(name)) for a in alternatives) + ")"
        _patterns([text], FRAGMENTS_FILE, str(name))
        pieces[str(name)] = text
    return pieces


def _filled(value: Any, pieces: dict[str, str], file: str, entry: str) -> Any:
    """`value`, a YAML tree, with each {{name}} in its texts replaced by that piece."""
    if isinstance(value, dict):
        return {key: _filled(item, pieces, file, entry) for key, item in value.items()}
    if isinstance(value, list):
        return [_filled(item, pieces, file, entry) for item in value]
    if not isinstance(value, str):
        return value

    def piece(match: re.Match[str]) -> str:
        if match.group(1) not in pieces:
            raise _fail(file, entry, f"引用了 {FRAGMENTS_FILE} 中没有（或在其后才定义）的片段「{match.group(1)}」")
        return pieces[match.group(1)]

    return _PIECE.sub(piece, value)


def _months_pair(value: Any, file: str, entry: str) -> tuple[int, int]:
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(v, (int, float)) for v in value)):
        raise _fail(file, entry, f"的月数区间应写成 [下限, 上限]，实际为 {value!r}")
    low, high = int(value[0]), int(value[1])
    if not 0 <= low <= high:
        raise _fail(file, entry, f"的月数区间下限不应大于上限：{value!r}")
    return low, high


# statutes.yaml fine: the article's own words for the property penalty of a tier (刑法第五十二条、第五十九条)
FINE_WORDINGS = ("并处", "可以并处", "并处或者单处", "并处罚金或者没收财产", "并处没收财产")


def _tiers(raw_tiers: Any, file: str, charge: str) -> tuple[StatutoryTier, ...]:
    tiers = []
    for index, raw in enumerate(raw_tiers):
        where = f"{charge} 第{index + 1}档"
        if not isinstance(raw, dict) or "months" not in raw or "article" not in raw:
            raise _fail(file, where, "应有 months 和 article")
        low, high = _months_pair(raw["months"], file, where)
        fine = str(raw.get("fine", "") or "")
        if fine and fine not in FINE_WORDINGS:
            raise _fail(file, where, f"的 fine 应为 {'、'.join(FINE_WORDINGS)} 之一，实际为 {fine!r}")
        tiers.append(
            StatutoryTier(
                label=str(raw.get("label", "")),
                min_months=low,
                max_months=high,
                article=str(raw["article"]),
                also=tuple(raw.get("also") or ()),
                fine=fine,
            )
        )
    return tuple(tiers)


def _load_statutes(files: _DataFiles) -> tuple[dict[str, tuple[StatutoryTier, ...]], dict[str, str]]:
    file = "statutes.yaml"
    statutes: dict[str, tuple[StatutoryTier, ...]] = {}
    aliases: dict[str, str] = {}
    for charge, entry in files.read(file).items():
        if not isinstance(entry, dict) or not entry.get("tiers"):
            raise _fail(file, charge, "缺少 tiers")
        statutes[charge] = _tiers(entry["tiers"], file, charge)
        for alias in entry.get("aliases") or ():
            aliases[str(alias)] = charge
    return statutes, aliases


def _earlier_law(files: _DataFiles, statutes: dict[str, tuple[StatutoryTier, ...]]) -> dict[str, EarlierLaw]:
    """statutes.yaml before entries, checked: a date, the law that came then, and either as many tiers as now or
    the charge (a statutes.yaml one) the act was before the law created this one."""
    file = "statutes.yaml"
    found: dict[str, EarlierLaw] = {}
    for charge, entry in files.read(file).items():
        raw = entry.get("before")
        if raw is None:
            continue
        where = f"{charge} before"
        if (
            not isinstance(raw, dict)
            or not isinstance(raw.get("date"), date)
            or not raw.get("law")
            or [bool(raw.get("tiers")), bool(raw.get("charge")), raw.get("no_crime") is True].count(True) != 1
        ):
            raise _fail(file, where, "应有 date（YYYY-MM-DD）、law，以及 tiers、charge 或 no_crime: true 之一")
        if raw.get("no_crime") is True:
            found[charge] = EarlierLaw(raw["date"], str(raw["law"]), note=str(raw.get("note", "")), no_crime=True)
            continue
        if raw.get("charge"):
            if raw["charge"] not in statutes:
                raise _fail(file, where, f"的 charge「{raw['charge']}」不是 statutes.yaml 中的罪名")
            found[charge] = EarlierLaw(
                raw["date"], str(raw["law"]), charge=str(raw["charge"]), note=str(raw.get("note", ""))
            )
            continue
        tiers = _tiers(raw["tiers"], file, where)
        if len(tiers) != len(statutes[charge]):
            raise _fail(file, where, f"的档次数应与现行 tiers 相同（{len(statutes[charge])}）")
        found[charge] = EarlierLaw(raw["date"], str(raw["law"]), tiers)
    return found


def _user_names(files: _DataFiles, statutes: dict[str, tuple[StatutoryTier, ...]], aliases: dict[str, str]):
    """statutes.yaml also_called names and the derived act names, each with the charges it may mean."""
    names: dict[str, list[str]] = {}
    for charge, entry in files.read("statutes.yaml").items():
        for name in [*(str(n) for n in entry.get("also_called") or ()), *act_names(charge)]:
            if name in statutes or name in aliases:
                continue  # an official name or alias already says which charge it is
            if charge not in names.setdefault(name, []):
                names[name].append(charge)
    return {name: tuple(charges) for name, charges in names.items()}


def _flagged_charges(files: _DataFiles, flag: str) -> frozenset[str]:
    """The charges statutes.yaml marks `flag: true` (negligent, special_subject, follow_on, helps_another,
    everyday_word_name, answerable_from_14)."""
    file = "statutes.yaml"
    flagged = set()
    for charge, entry in files.read(file).items():
        value = entry.get(flag, False)
        if not isinstance(value, bool):
            raise _fail(file, charge, f"{flag} 应为 true 或 false，收到 {value!r}")
        if value:
            flagged.add(charge)
    return frozenset(flagged)


def _statute_keywords(files: _DataFiles) -> dict[str, tuple[str, ...]]:
    file = "statutes.yaml"
    found: dict[str, tuple[str, ...]] = {}
    for charge, entry in files.read(file).items():
        words = tuple(str(word) for word in entry.get("keywords") or ())
        for word in words:
            try:
                re.compile(word)
            except re.error as error:
                raise _fail(file, charge, f"的 keywords 正则表达式有误：{error}") from error
        if words:
            found[charge] = words
    return found


def _parse_condition(text: str, file: str, entry: str) -> Condition:
    match = _CONDITION.match(str(text).strip())
    if not match:
        raise _fail(file, entry, f"的条件无法理解：{text!r}（应写成 因素 或 因素>=档次）")
    return Condition(match["factor"], match["level"])


def _load_guideline(
    files: _DataFiles, statutes: dict[str, tuple[StatutoryTier, ...]]
) -> tuple[dict[str, GuidelineCharge], str]:
    file = "guideline.yaml"
    data = files.read(file)
    charges: dict[str, GuidelineCharge] = {}
    for name, entry in (data.get("charges") or {}).items():
        below = entry.get("no_crime_below") or {}
        halved = below.get("halved_when") or {}
        lowered = below.get("lowered_when") or {}
        if lowered and not isinstance(lowered.get("to"), (int, float)):
            raise _fail(file, name, "的 no_crime_below.lowered_when 应有数值 to（降低后的入罪数额）")
        if name not in statutes:
            raise _fail(file, name, "在 statutes.yaml 中没有对应罪名")
        tiers = []
        for index, raw in enumerate(entry.get("tiers") or ()):
            where = f"{name} tiers[{index}]"
            tier = raw.get("tier")
            if not isinstance(tier, int) or not 0 <= tier < len(statutes[name]):
                raise _fail(file, where, f"的 tier 应是 statutes.yaml 中该罪的档次序号（0–{len(statutes[name]) - 1}）")
            start = _months_pair(raw["start"], file, where) if raw.get("start") is not None else None
            tiers.append(
                GuidelineTier(
                    tier=tier,
                    when=tuple(_parse_condition(c, file, where) for c in raw.get("when") or ()),
                    needs=tuple(_parse_condition(c, file, where) for c in raw.get("needs") or ()),
                    start=start,
                    to=int(raw["to"]) if raw.get("to") is not None else None,
                    start_note=str(raw.get("start_note") or ""),
                )
            )
        if not tiers:
            raise _fail(file, name, "缺少 tiers")
        charges[name] = GuidelineCharge(
            name=name,
            tiers=tuple(tiers),
            section=str(entry.get("section") or ""),
            thresholds=str(entry.get("thresholds") or ""),
            thresholds_when=dict(entry.get("thresholds_when") or {}),
            measure=str(entry.get("measure") or ""),
            levels={str(k): float(v) for k, v in (entry.get("levels") or {}).items()},
            keywords=tuple(entry.get("keywords") or ()),
            keywords_need=_patterns(entry.get("keywords_need"), file, f"{name} keywords_need"),
            no_crime_below=str(below.get("note") or ""),
            no_crime_source=str(below.get("source") or ""),
            no_crime_names=tuple(str(n) for n in below.get("names") or ()),
            no_crime_halved_when=_patterns(halved.get("patterns"), file, f"{name} no_crime_below.halved_when"),
            no_crime_halved_within_a_year=_patterns(
                halved.get("within_a_year"), file, f"{name} no_crime_below.halved_when.within_a_year"
            ),
            no_crime_halved_source=str(halved.get("source") or ""),
            adjustments=tuple(_charge_adjustment(raw, file, name) for raw in entry.get("adjustments") or ()),
            no_crime_lowered_when=_patterns(lowered.get("patterns"), file, f"{name} no_crime_below.lowered_when"),
            no_crime_lowered_to=float(lowered.get("to") or 0),
            no_crime_lowered_source=str(lowered.get("source") or ""),
            no_crime_lay_only=bool(below.get("lay_only")),
        )
    return charges, str(data.get("guideline_source") or "")


@dataclass(frozen=True)
class NotTheAct:
    """guideline.yaml not_the_act: words naming a crime that is not the act the fact tells of. Written as a pattern
    alone, or as {pattern, needs, unless}: then only in a text that tells every `needs` pattern and none of `unless`
    ('明知他人利用网络实施诈骗' is the crime helped, unless the fact tells of a common plan)."""

    pattern: re.Pattern[str]
    needs: tuple[re.Pattern[str], ...] = ()
    unless: tuple[re.Pattern[str], ...] = ()

    def blank(self, text: str) -> str:
        """The text with the words blanked (same length) where this applies."""
        if not all(p.search(text) for p in self.needs) or any(p.search(text) for p in self.unless):
            return text
        return self.pattern.sub(lambda m: "＊" * len(m.group(0)), text)


@dataclass(frozen=True)
class NoCrimeAlone:
    """guideline.yaml no_crime_alone: conduct (pattern) that by itself is no crime, and why in words (note)."""

    pattern: re.Pattern[str]
    note: str
    # charges whose words the conduct also has (危险驾驶's 酒精含量 beside an e-bike): it answers where one is detected too
    over: tuple[str, ...] = ()


def _no_crime_alone(raw: Any) -> tuple[NoCrimeAlone, ...]:
    where, rules = "no_crime_alone", []
    for entry in raw or ():
        if not isinstance(entry, dict) or not {"pattern", "note"} <= set(entry) <= {"pattern", "note", "over"} or not entry["note"]:
            raise _fail("guideline.yaml", where, f"的条目应含 pattern 与 note（及 over）：{entry!r}")
        over = tuple(str(charge) for charge in entry.get("over") or ())
        rules.append(NoCrimeAlone(_patterns([entry["pattern"]], "guideline.yaml", where)[0], str(entry["note"]), over))
    return tuple(rules)


def _not_the_act(raw: Any) -> tuple[NotTheAct, ...]:
    where, rules = "not_the_act", []
    for entry in raw or ():
        if not isinstance(entry, dict):
            rules.append(NotTheAct(_patterns([entry], "guideline.yaml", where)[0]))
            continue
        if not entry.get("pattern") or set(entry) - {"pattern", "needs", "unless"}:
            raise _fail("guideline.yaml", where, f"的条目应为正则表达式，或含 pattern（及 needs、unless）：{entry!r}")
        rules.append(NotTheAct(
            _patterns([entry["pattern"]], "guideline.yaml", where)[0],
            _patterns(entry.get("needs"), "guideline.yaml", where),
            _patterns(entry.get("unless"), "guideline.yaml", where),
        ))
    return tuple(rules)


def _patterns(raw: Any, file: str, entry: str) -> tuple[re.Pattern[str], ...]:
    try:
        return tuple(re.compile(str(p)) for p in raw or ())
    except re.error as error:
        raise _fail(file, entry, f"的正则表达式有误：{error}") from error


def _charge_adjustment(raw: Any, file: str, charge: str) -> ChargeAdjustment:
    where = f"{charge} adjustments"
    if not isinstance(raw, dict) or not raw.get("patterns") or not raw.get("label") or not raw.get("source"):
        raise _fail(file, where, "每项应有 label、patterns、adjust 和 source")
    adjust = raw.get("adjust")
    if not (isinstance(adjust, list) and len(adjust) == 2) or adjust[0] > adjust[1]:
        raise _fail(file, where, f"的 adjust 应写成 [最宽, 最严] 百分比，实际为 {adjust!r}")
    return ChargeAdjustment(
        str(raw["label"]), _patterns(raw["patterns"], file, where), (float(adjust[0]), float(adjust[1])), str(raw["source"])
    )


def _load_thresholds(files: _DataFiles) -> tuple[dict[str, ThresholdSet], dict[str, Any]]:
    file = "thresholds.yaml"
    data = files.read(file)
    extras = {
        key: data.get(key) or {}
        for key in ("drug_equivalents", "drug_aliases", "threshold_area_of_city", "figures_told")
    }
    sets: dict[str, ThresholdSet] = {}
    for name, entry in data.items():
        if name in extras:
            continue
        if not isinstance(entry, dict) or not entry.get("levels") or not entry.get("source"):
            raise _fail(file, name, "应有 levels 和 source")
        levels: dict[str, float | tuple[float, float]] = {}
        for level, value in entry["levels"].items():
            if isinstance(value, list):
                low, high = (float(v) for v in value)
                if low > high:
                    raise _fail(file, f"{name}.{level}", "的区间下限大于上限")
                levels[level] = (low, high)
            elif isinstance(value, (int, float)):
                levels[level] = float(value)
            else:
                raise _fail(file, f"{name}.{level}", f"应是数值或 [下限, 上限]，实际为 {value!r}")
        provinces = {}
        for province, raw in (entry.get("provinces") or {}).items():
            values = {str(k): float(v) for k, v in (raw.get("levels") or {}).items()}
            unknown = set(values) - set(levels)
            if unknown:
                raise _fail(file, f"{name}.{province}", f"含有未定义的档次：{sorted(unknown)}")
            provinces[str(province)] = (values, str(raw.get("source") or entry["source"]))
        prosecuted = entry.get("prosecuted_from") or {}
        if prosecuted and not (isinstance(prosecuted.get("value"), (int, float)) and prosecuted.get("source")):
            raise _fail(file, f"{name}.prosecuted_from", "应有数值 value 和 source")
        sets[name] = ThresholdSet(
            name, str(entry.get("unit", "")), str(entry["source"]), levels, provinces,
            float(prosecuted["value"]) if prosecuted else None, str(prosecuted.get("source") or ""),
        )
    return sets, extras


def _figures_told(raw: Any, statutes: dict[str, tuple[StatutoryTier, ...]]) -> dict[str, tuple[FigureTold, ...]]:
    """thresholds.yaml figures_told: each charge a statutes.yaml one with a source and its figures, each figure with
    what it counts, a unit of FIGURE_UNITS, a positive at_least, a tier the charge has (its own or the entry's) and
    regexes that compile."""
    file = "thresholds.yaml"
    found: dict[str, tuple[FigureTold, ...]] = {}
    for charge, entry in (raw or {}).items():
        where = f"figures_told.{charge}"
        if charge not in statutes:
            raise _fail(file, where, "不是 statutes.yaml 中的罪名")
        if not isinstance(entry, dict) or not entry.get("source") or not entry.get("figures"):
            raise _fail(file, where, "应有 source、tier 和 figures")
        figures = []
        for number, figure in enumerate(entry["figures"], 1):
            place = f"{where} 第{number}项"
            tier = figure.get("tier", entry.get("tier")) if isinstance(figure, dict) else None
            if not isinstance(tier, int) or not 0 <= tier < len(statutes[charge]):
                raise _fail(file, place, f"的 tier 应是该罪名法定刑档次的序号（0 起），实际为 {tier!r}")
            if not isinstance(figure, dict) or not figure.get("counts") or figure.get("unit") not in FIGURE_UNITS:
                raise _fail(file, place, f"应有 counts 和 unit（{'、'.join(FIGURE_UNITS)} 之一）")
            at_least = figure.get("at_least")
            if not isinstance(at_least, (int, float)) or at_least <= 0:
                raise _fail(file, place, f"的 at_least 应是正数，实际为 {at_least!r}")
            words, clause = (
                _patterns([figure[key]], file, place)[0] if figure.get(key) else None for key in ("words", "clause")
            )
            figures.append(FigureTold(
                str(charge), str(figure["counts"]), str(figure["unit"]), float(at_least), tier, str(entry["source"]),
                words, clause,
            ))
        found[str(charge)] = tuple(figures)
    return found


def _threshold_areas(raw: dict[Any, Any], thresholds: dict[str, ThresholdSet]) -> dict[str, str]:
    """thresholds.yaml threshold_area_of_city: each city a city of the shared place table, each area one whose figures
    some threshold gives."""
    places = default_places()
    areas = {area for entry in thresholds.values() for area in entry.provinces}
    found = {}
    for city, area in raw.items():
        if not places.is_city(str(city)):
            raise _fail("thresholds.yaml", f"threshold_area_of_city.{city}", "不是 backend/places/regions.yaml 中的城市")
        if str(area) not in areas:
            raise _fail("thresholds.yaml", f"threshold_area_of_city.{city}", f"的地区「{area}」在任何数额标准中都没有")
        found[str(city)] = str(area)
    return found


def _load_factors(files: _DataFiles) -> tuple[dict[str, FactorSpec], tuple[Combination, ...], PleaCap | None]:
    file = "factors.yaml"
    data = files.read(file)
    factors: dict[str, FactorSpec] = {}
    for name, raw in (data.get("factors") or {}).items():
        try:
            patterns = tuple(re.compile(p) for p in raw.get("patterns") or ())
        except re.error as error:
            raise _fail(file, name, f"的正则表达式有误：{error}") from error
        if not patterns and not raw.get("extractor"):
            raise _fail(file, name, "既没有 patterns 也没有 extractor")
        adjust = raw.get("adjust")
        if adjust is not None:
            if not (isinstance(adjust, list) and len(adjust) == 2) or adjust[0] > adjust[1]:
                raise _fail(file, name, f"的 adjust 应写成 [最宽, 最严] 百分比，实际为 {adjust!r}")
            adjust = (float(adjust[0]), float(adjust[1]))
        factors[name] = FactorSpec(
            name=name,
            label=str(raw.get("label") or name),
            kind=str(raw.get("kind") or "subjective"),
            type=str(raw.get("type") or "bool"),
            patterns=patterns,
            extractor=str(raw.get("extractor") or ""),
            adjust=adjust,
            stage=int(raw.get("stage") or 2),
            min_months=float(raw.get("min_months") or 0),
            below_minimum=bool(raw.get("below_minimum")),
            source=str(raw.get("source") or ""),
        )
    combinations = []
    for raw in data.get("combinations") or ():
        missing = [f for f in raw["when"] if f not in factors]
        if missing:
            raise _fail(file, raw.get("label", "combinations"), f"引用了未定义的因素：{missing}")
        combinations.append(
            Combination(
                when=tuple(raw["when"]),
                label=str(raw["label"]),
                adjust=(float(raw["adjust"][0]), float(raw["adjust"][1])),
                source=str(raw.get("source") or ""),
                min_months=float(raw.get("min_months") or 0),
                below_minimum=bool(raw.get("below_minimum")),
            )
        )
    plea_cap = None
    if data.get("plea_cap"):
        raw = data["plea_cap"]
        plea_cap = PleaCap(str(raw["factor"]), tuple(raw["absorbs"]), float(raw["max_reduction"]), str(raw["source"]))
    return factors, tuple(combinations), plea_cap


def _state_functionary(files: _DataFiles, statutes: dict[str, tuple[StatutoryTier, ...]]) -> StateFunctionary:
    file, where = "guideline.yaml", "state_functionary"
    raw = files.read(file).get(where) or {}
    counterparts = {str(k): str(v) for k, v in (raw.get("counterparts") or {}).items()}
    unknown = sorted({*counterparts, *counterparts.values()} - set(statutes))
    if unknown:
        raise _fail(file, where, f"的 counterparts 含有 statutes.yaml 中没有的罪名：{unknown}")
    return StateFunctionary(
        _patterns(raw.get("signals"), file, where), counterparts, _patterns(raw.get("takers"), file, f"{where} takers")
    )


def load_knowledge(directory: Path | str | None = None) -> Knowledge:
    """Read and check every data file in ``directory`` (default: the bundled data folder)."""
    files = _DataFiles(Path(directory) if directory else DATA_DIR)
    statutes, aliases = _load_statutes(files)
    user_names = _user_names(files, statutes, aliases)
    guideline, guideline_source = _load_guideline(files, statutes)
    not_the_act = _not_the_act(files.read("guideline.yaml").get("not_the_act"))
    no_crime_alone = _no_crime_alone(files.read("guideline.yaml").get("no_crime_alone"))
    thresholds, extras = _load_thresholds(files)
    factors, combinations, plea_cap = _load_factors(files)
    known_factors = set(factors)
    for charge in guideline.values():
        named = [n for n in charge.no_crime_names if n in statutes or n in aliases or n in user_names]
        if named:
            raise _fail("guideline.yaml", charge.name, f"的 no_crime_below.names 与罪名或其别称重复：{named}")
    for charge in guideline.values():
        for key in [charge.thresholds, *charge.thresholds_when.values()]:
            if key and key not in thresholds:
                raise _fail("guideline.yaml", charge.name, f"引用了 thresholds.yaml 中没有的条目「{key}」")
        for tier in charge.tiers:
            for condition in (*tier.when, *tier.needs):
                if condition.factor not in known_factors:
                    raise _fail("guideline.yaml", charge.name, f"的条件引用了未定义的因素「{condition.factor}」")
    return Knowledge(
        statutes=statutes,
        aliases=aliases,
        guideline=guideline,
        guideline_source=guideline_source,
        thresholds=thresholds,
        drug_equivalents={str(k): float(v) for k, v in extras["drug_equivalents"].items()},
        drug_aliases={str(k): str(v) for k, v in extras["drug_aliases"].items()},
        threshold_area_of_city=_threshold_areas(extras["threshold_area_of_city"], thresholds),
        figures_told=_figures_told(extras["figures_told"], statutes),
        factors=factors,
        combinations=combinations,
        plea_cap=plea_cap,
        user_names=user_names,
        negligent=_flagged_charges(files, "negligent"),
        special_subject=_flagged_charges(files, "special_subject"),
        follow_on=_flagged_charges(files, "follow_on"),
        helps_another=_flagged_charges(files, "helps_another"),
        everyday_word_names=_flagged_charges(files, "everyday_word_name"),
        answerable_from_14=_flagged_charges(files, "answerable_from_14"),
        statute_keywords=_statute_keywords(files),
        not_the_act=not_the_act,
        no_crime_alone=no_crime_alone,
        state_functionary=_state_functionary(files, statutes),
        earlier_law=_earlier_law(files, statutes),
        fragments={name: re.compile(piece) for name, piece in files.pieces.items()},
    )


@lru_cache(maxsize=4)
def default_knowledge(directory: str | None = None) -> Knowledge:
    """The loaded knowledge, cached per folder."""
    return load_knowledge(directory)
