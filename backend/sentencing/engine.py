"""The sentencing engine: charge -> statutory tier -> starting point -> baseline -> adjustments -> term.

Each step says what it did and which document and article it relied on. With no learned model the
engine takes the middle of every range it meets; a learned model may then pick inside the final range
(``backend.sentencing.learned``).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from functools import lru_cache, partial

from backend.compensation.money import find_money
from backend.places import bare_place, default_places, elsewhere_blanked
from backend.sentencing.factors import (
    _COMMA_OR_END,
    INJURY_GRADES,
    _ITEM_END,
    SENTENCE,
    Factor,
    act_dates,
    breath_test_told,
    _clause_bounds,
    dates_in,
    defendant_names,
    defendants_act_told,
    demand_paid_in_part,
    earlier_drug_convictions,
    extract_factors,
    first_told,
    last_act_day,
    negated,
    own_acts,
    parse_number,
    total_marked,
    total_or_sum,
    unnamed_drug_weight,
    without_prior_record,
    words_before,
)
from backend.sentencing.knowledge import (
    CRIMINAL_LAW,
    FIGURE_UNITS,
    Combination,
    Condition,
    FactorSpec,
    FigureTold,
    GuidelineCharge,
    Knowledge,
    StatutoryTier,
)

MAX_FIXED_TERM = 180  # 刑法第四十五条: a single fixed-term sentence is at most 15 years
LEXLOOP_RULE = "LexLoop 计算规则（非法律规定，可在 guideline.yaml 中调整）"
PROCEDURE_LAW = "《中华人民共和国刑事诉讼法》第二百零一条"
# words of a tier label that, stated in a fact, place the case in that tier
_SEVERITY_WORDS = (
    "情节特别严重",
    "情节特别恶劣",
    "数额特别巨大",
    "数量特别巨大",
    "特别重大损失",
    "后果特别严重",
    "特别严重后果",
    "情节严重",
    "情节恶劣",
    "数额巨大",
    "数量巨大",
    "造成严重后果",
    "情节较轻",
)


@dataclass
class Step:
    description: str
    source: str
    kind: str = "rule"  # statute | interpretation | guideline | factor | procedure | rule | model

    def as_contract(self) -> dict[str, str]:
        return {"description": self.description, "source": self.source}


@dataclass
class Adjustment:
    label: str
    percent: tuple[float, float]  # (most lenient, most severe)
    stage: int
    source: str
    min_months: float = 0
    below_minimum: bool = False
    factors: tuple[str, ...] = ()

    @property
    def middle(self) -> float:
        return (self.percent[0] + self.percent[1]) / 2


@dataclass
class EngineResult:
    charge: str
    tier_index: int
    tier: StatutoryTier
    covered: bool  # the guideline has a section with starting points for this charge
    province: str | None
    start: tuple[float, float]
    baseline: tuple[float, float]
    adjustments: list[Adjustment]
    months: float  # the term with every range at its middle
    low: float  # the lightest term the ranges allow
    high: float  # the heaviest
    floor: float  # below this the law does not go for these factors
    ceiling: float
    measure_fraction: float | None
    recommendation: tuple[float, float] | None
    steps: list[Step] = field(default_factory=list)
    no_crime: bool = False  # no term: the measure falls short of the entry level, or the defendant is too young
    below_entry: bool = False  # no term because the measure falls short of the entry level (_no_crime)
    # facts the term depends on that the case does not give (factor names): with any, no term is computed
    missing: tuple[str, ...] = ()
    # the recommendation is adopted as proposed (刑事诉讼法第二百零一条第一款), not held at the tier's ceiling as 明显不当
    recommendation_adopted: bool = False
    # the factors the term was computed on: those given, or as the charge's own rule read them (a fake-note total)
    factors: dict[str, Factor] | None = None


# ---- charge and province ---------------------------------------------------------------------------


def _charge_scores(text: str, knowledge: Knowledge, names: frozenset[str] = frozenset()) -> dict[str, float]:
    """How strongly a text tells of each charge, by the charges' names and the guideline's keywords. The callers pass
    the fact as own_acts gives it (no earlier convictions, no crimes the defendant reported), with the words that
    name another crime blanked (_without_others_crimes), or a part of it. `names`: the defendant's, read from the
    whole fact (defendant_names), for a post told of them by name."""
    return knowledge.charge_lexicon.scores(text, names)


def _without_others_crimes(text: str, knowledge: Knowledge) -> str:
    """The text, whole, with the words that name another crime only as the source or use of something (他人盗窃所得,
    用于赌博, 吸食冰毒) or as the crime the defendant knowingly helped (guideline.yaml not_the_act) blanked, same length:
    the crime they name is not the act the fact tells of. Read on the whole fact, since a rule's conditions (a common
    plan told) may lie in another sentence than its words."""
    for words in knowledge.not_the_act:
        text = words.blank(text)
    return text


def _best(scores: dict[str, float]) -> str | None:
    return max(scores, key=lambda c: (scores[c], len(c))) if scores else None


def detect_charge(fact: str, knowledge: Knowledge) -> str | None:
    """The charge a fact most likely describes. Clauses about earlier convictions ("曾因盗窃罪被判处…") and accounts
    of crimes the defendant reported ("揭发他人贩卖毒品…") do not count: they name another crime, not the one the
    facts now tell of (own_acts)."""
    told = _without_others_crimes(own_acts(fact), knowledge)
    return _best(_charge_scores(told, knowledge, defendant_names(without_prior_record(fact))))


# 刑法第二百八十条 protects the seals and papers of 国家机关 (第一款), of 公司、企业、事业单位、人民团体 (第二款) and
# identity papers (第三款). A 村民委员会 or 居民委员会 is a 基层群众性自治组织 (宪法第一百一十一条): none of these, so
# whether forging its seal is a crime, and which, the article's words do not settle. The words between the verb
# and the body cross no other seal ('私刻某镇人民政府公章和某村村民委员会公章' is a state organ's seal), nor do those
# between the body and its seal ('某村委会及某镇人民政府公章'); `seal` is the body and its seal alone
_SELF_GOVERNING_SEAL = re.compile(
    r"(?:私刻|伪造|变造|买卖|刻制|仿制|假冒)[^。；，,、章]{0,20}"
    r"(?P<seal>(?:村民委员会|居民委员会|村委会|居委会)[^。；，,、及和与]{0,8}(?:公章|印章|印鉴|章))"
)
_SEAL_ARTICLE = "第280条"
SELF_GOVERNING_SEAL_NOTE = (
    "案情所述伪造的是村（居）民委员会的印章：村（居）民委员会是基层群众性自治组织，不是国家机关，也不是公司、企业、"
    "事业单位或人民团体，不在刑法第二百八十条所列之内；伪造其印章是否构成犯罪、构成何罪取决于法院对该组织性质的认定，"
    "LexLoop 不作认定；"
    "如已认定罪名（例如以其实施诈骗的，按所实施的犯罪），请在 charge 中写明"
)


def forges_only_a_self_governing_seal(fact: str, detected: str | None, knowledge: Knowledge) -> bool:
    """Whether the charge detected (None: none) would be a 刑法第二百八十条 forgery charge that rests on a 村（居）民委员会
    seal alone: with that seal blanked (not the verb: '伪造某村委会公章及某镇人民政府公章' still tells a verb for the
    second seal), no such charge is told (another body's seal or an identity card still is)."""
    if detected is not None and not all(t.article.startswith(_SEAL_ARTICLE) for t in knowledge.statutes[detected]):
        return False
    told = own_acts(fact)
    if first_told(_SELF_GOVERNING_SEAL, told) is None:
        return False
    blanked = _SELF_GOVERNING_SEAL.sub(
        lambda m: m.group(0)[: m.start("seal") - m.start()] + "＊" * len(m.group("seal")), told
    )
    names = defendant_names(without_prior_record(fact))
    again = _best(_charge_scores(_without_others_crimes(blanked, knowledge), knowledge, names))
    return again is None or not all(t.article.startswith(_SEAL_ARTICLE) for t in knowledge.statutes[again])


# a clause that starts another act in the same sentence ('盗窃财物价值5000元，又冒充客服诈骗他人3万元'): each act is
# told, and measured, on its own (刑法第六十九条 sentences each crime on its own facts)
_ANOTHER_ACT_CLAUSE = re.compile(r"[，,](?=(?:后|之后|随后|此后|其后)?(?:又|另|还)(?!查明|经查))")


def _sentences(text: str) -> list[tuple[int, int]]:
    """The spans of the text's sentences, a sentence that tells of another act after a comma split there."""
    spans: list[tuple[int, int]] = []
    for sentence in SENTENCE.finditer(text):
        start = sentence.start()
        for comma in _ANOTHER_ACT_CLAUSE.finditer(text, start, sentence.end()):
            spans.append((start, comma.start()))
            start = comma.end()
        spans.append((start, sentence.end()))
    return [(start, end) for start, end in spans if text[start:end].strip()]


_CLAUSE = re.compile(r"[^，,]+")
# a clause that goes on with the act before it ("无故殴打顾客，并砸毁店内物品": one 寻衅滋事) is not another act
_SAME_EPISODE = re.compile(r"\s*(?:并|且|同时|从而|进而|致|造成)")


def _acts(text: str, scored: str, knowledge: Knowledge, names: frozenset[str]) -> list[tuple[int, int]]:
    """The spans of the text's acts: its sentences (_sentences), each split again before a clause whose words point
    to another crime than the clauses before it ("…盗窃电动车一辆价值4000元，同年5月诈骗他人2万元"); a clause that
    points to none ("价值4000元") or goes on with the act before it (_SAME_EPISODE) stays with that act. `scored` is
    the text the clauses are weighed on (the same length: own_acts, _without_others_crimes); forms of one crime (诈骗,
    合同诈骗) are one act."""
    spans: list[tuple[int, int]] = []
    for start, end in _sentences(text):
        act_start, act_charge = start, None
        for clause in _CLAUSE.finditer(scored, start, end):
            charge = _best(_charge_scores(clause.group(0), knowledge, names))
            if (
                charge is not None
                and act_charge is not None
                and charge[-2:] != act_charge[-2:]
                and not _SAME_EPISODE.match(clause.group(0))
            ):
                spans.append((act_start, clause.start() - 1))  # the comma between them ends the earlier act
                act_start = clause.start()
            act_charge = charge or act_charge
        spans.append((act_start, end))
    return [(start, end) for start, end in spans if text[start:end].strip()]


# '犯故意伤害罪', '又犯盗窃罪': the name as the words give it, resolved by the statutes (canonical_charge)
_CRIME_NAMED = re.compile(r"犯(?:有)?([^，,。；;、犯]{2,16}?)罪")
_ANOTHERS_CRIME = re.compile(r"他人|明知")


# the defendant knew that another did the crime ('明知他人犯诈骗罪', '明知对方实施诈骗'): the crime's name follows
_KNEW_OF = r"(?:明知道?|(?<![不没])知道)(?:是|系)?(?:他人|对方|上家|上线)"
_KNEW_OF_ANOTHERS = _KNEW_OF + r"[^。；，,]{{0,20}}?(?:{names})"


def knowingly_helped(fact: str, charge: str, knowledge: Knowledge) -> str | None:
    """The words where the fact tells that the defendant, knowing another did `charge`, helped it by an act that a
    helping crime (statutes.yaml helps_another: 帮助信息网络犯罪活动's 提供银行卡) names, in the same sentence; None
    where it does not. Such help is `charge` itself, as its accomplice (帮助犯), where no network keeps the fraud's
    words from being the act (guideline.yaml not_the_act), and never both (刑法第二百八十七条之二第三款)."""
    names = {charge, *(part for part in charge.split("、") if len(part) >= 2)}
    names |= {alias for alias, of in knowledge.aliases.items() if of == charge}
    told = own_acts(fact)
    pattern = re.compile(_KNEW_OF_ANOTHERS.format(names="|".join(map(re.escape, sorted(names, key=len, reverse=True)))))
    for match in pattern.finditer(told):
        start, end = _clause_bounds(told, match.start(), match.end())
        # the knowledge blanked as not_the_act blanks it, so that the hand-over is read in either wording, before or
        # after it: verb first ('出售银行卡') or card first ('将银行卡提供给他人', whose keywords ask for the knowledge)
        knew = "＊" * (match.end() - match.start())
        scores = _charge_scores(told[start : match.start()] + knew + told[match.end() : end], knowledge)
        if any(scores.get(helping, 0) > 0 for helping in knowledge.helps_another):
            return told[start:end]
    return None


# the defendant denies knowing of the other's crime: '不知道对方在网上做诈骗', '并不知情', '被蒙在鼓里' (not a question of
# law: '不知道这样算不算犯罪'; not the card owner's or a victim's ignorance: '卡主不知情')
_KNOWLEDGE_DENIED = re.compile(
    r"(?:不|没|并不|毫不|完全不)(?:知道|清楚|晓得)(?:是|系)?(?:他人|对方|别人|朋友|他|她|上家|上线)?[^。；，,算会吗]{0,20}?"
    r"(?:诈骗|骗|犯罪|违法|洗钱|赌博)|(?:并|毫|完全)?不知情|蒙在鼓里"
)
_SOMEONE_ELSES_IGNORANCE = re.compile(r"卡主|户主|被害人|受害人|家人|父母|老板|对方|别人|他人")


def knowledge_denied(fact: str, knowledge: Knowledge) -> str | None:
    """The words where the fact, telling a hand-over that a helping crime names (statutes.yaml helps_another:
    帮助信息网络犯罪活动's lent or sold card), has the defendant deny knowing of the crime it served, and tells no
    knowledge elsewhere (knowingly_helped's words, 明知); None otherwise. Without 明知 the help is neither the helping
    crime (刑法第二百八十七条之二第一款) nor an accomplice's share of the other's crime (刑法第二十五条第一款)."""
    told = own_acts(fact)
    if first_told(rf"明知|{_KNEW_OF}", told) is not None:
        return None
    denial = next(
        (m for m in _KNOWLEDGE_DENIED.finditer(told) if not _SOMEONE_ELSES_IGNORANCE.search(words_before(told, m.start(), 4))),
        None,
    )
    if denial is None:
        return None
    scores = _charge_scores(told, knowledge)
    return denial.group() if any(scores.get(helping, 0) > 0 for helping in knowledge.helps_another) else None


def detect_further_charges(fact: str, main: str, knowledge: Knowledge) -> list[str]:
    """Other charges a fact tells of besides `main` (数罪): one the fact names as a crime ("又犯故意伤害罪"); an act
    (_acts) that names none of the main charge's words, tells of another charge that the guideline measures by
    amount or quantity, and states its own amount or quantity ("周某又以虚构借款理由骗取被害人陈某人民币2万元"); and
    危险驾驶 beside a drunk driver's 交通肇事 (_drunk). Measured on the first 1,500 CAIL2018-small training
    facts without their charges: a further charge in 25 of them, 22 of those among the fact's own charges."""
    told = own_acts(fact)
    weighed = _without_others_crimes(told, knowledge)
    names = defendant_names(without_prior_record(fact))
    further: list[str] = []
    for start, end in _acts(told, weighed, knowledge, names):
        # a crime the fact itself names ("又犯故意伤害罪") is told whatever measures it
        for named in _CRIME_NAMED.finditer(told, start, end):
            if _ANOTHERS_CRIME.search(told, max(start, named.start() - 8), named.start()):
                continue  # '明知他人犯诈骗罪而…' names the crime the defendant helped, not one of the defendant's
            charge = knowledge.canonical_charge(named.group(1))
            if charge is not None and charge != main and charge not in further:
                further.append(charge)
        scores = _charge_scores(weighed[start:end], knowledge, names)
        other = _best(scores)
        # follow_on (刑法第三百一十二条 punishes hiding *another's* proceeds: the offender's own 销赃 is part of the
        # act) is never a second charge; nor, beside or of a special_subject crime (身份犯), is anything: whether
        # the defendant holds the post is not in one sentence's words, and facts about office read like other crimes
        if other is None or other == main or scores.get(main, 0) > 0 or other in knowledge.follow_on:
            continue
        if main == _TRAFFIC_ACCIDENT and other == _DANGEROUS_DRIVING:
            continue  # the crash's blood alcohol: 危险驾驶 only where the driver was drunk (_drunk, below)
        if main in knowledge.special_subject or other in knowledge.special_subject:
            continue
        if other in knowledge.helps_another and knowingly_helped(fact, main, knowledge) is not None:
            continue  # the help is the main crime's own accomplice part: one act, one charge
        if other[-2:] == main[-2:]:
            continue  # forms of the same crime (信用卡诈骗, 合同诈骗 beside 诈骗): one act, one charge (法条竞合)
        if {main, other} == {"抢劫", SNATCH} and not _JUDGMENT.search(fact):
            continue  # the grab after the blow ('被人打了一顿，抢走了手机'): the robbery's own taking, one act
        if {main, other} == {COUNTERFEIT_SALE, "诈骗"} and not _JUDGMENT.search(fact):
            continue  # fakes sold as genuine ('说是正品…骗了三十多个人'): one act, the step names both (_counterfeit_sale_reading)
        entry = knowledge.guideline.get(other)
        # a harm's grade (故意伤害's injury) is no sum of its own: an injury told beside a robbery is the robbery's
        if entry is None or not entry.measure or knowledge.factors[entry.measure].type != "number" or other in further:
            continue
        if entry.measure in extract_factors(told[start:end], knowledge, only=(entry.measure,)):
            further.append(other)
    if main == _TRAFFIC_ACCIDENT and _DANGEROUS_DRIVING not in further and (
        _drunk(told, knowledge) or _drank_level_untold(fact, told, knowledge)
    ):
        further.append(_DANGEROUS_DRIVING)  # the predictor keeps it only where the accident is no crime (_one_drive)
    # and the crash a lay question tells beside the drunk drive ('喝了酒开车，撞伤了两个人，一个重伤'): a death or a 重伤
    # may make it 交通肇事, which the predictor then weighs the same way (_one_drive). A judgment's charge has settled it
    if main == _DANGEROUS_DRIVING and _TRAFFIC_ACCIDENT not in further and not _JUDGMENT.search(fact) and _CRASH.search(told):
        harm = extract_factors(told, knowledge, only=("injury", "deaths"))
        if ("deaths" in harm and harm["deaths"].value) or ("injury" in harm and str(harm["injury"].value).startswith("重伤")):
            further.append(_TRAFFIC_ACCIDENT)
    return further


_CRASH = re.compile(r"撞|碰|刮|碾|轧|翻车|追尾")


_TRAFFIC_ACCIDENT, _DANGEROUS_DRIVING = "交通肇事", "危险驾驶"
_BASIC_TIER = "基本犯"
_NO_HARM_TIER = "尚未造成严重后果"
_TIER_WORDS = re.compile(r"[、或]")  # the grounds a tier's label joins ('数额较大、其他严重情节')
_DRUNK_WORDS = re.compile(r"醉酒|醉驾")


def drunk_words(text: str) -> re.Match[str] | None:
    """The words that say the driver was drunk (醉驾, 醉酒: 刑法第一百三十三条之一第一款第（二）项), not negated."""
    return next((m for m in _DRUNK_WORDS.finditer(text) if not negated(text, m.start(), m.end())), None)


def _drunk(text: str, knowledge: Knowledge) -> bool:
    """Whether the driver was drunk: the words say so or the blood alcohol told reaches the guideline's 醉酒 level
    (80mg/100ml). A crash that is no 交通肇事 is then still 危险驾驶."""
    bac = extract_factors(text, knowledge, only=("bac",)).get("bac")
    level = knowledge.guideline[_DANGEROUS_DRIVING].levels["醉酒"]
    return bool(bac is not None and bac.value >= level) or drunk_words(text) is not None


def _drank_level_untold(fact: str, told: str, knowledge: Knowledge) -> bool:
    """A lay question that tells a crash which is no 交通肇事 (轻伤: traffic_verdict) after drink, with no blood alcohol
    ('喝了酒开车撞了人，对方轻伤'): the drive may still be 危险驾驶, so it is named and its level asked, not answered
    "no crime" from the crash alone. A judgment's charges are settled; a crash still open (its harm untold) is asked
    for its harm first."""
    if _JUDGMENT.search(fact) or first_told(_DRANK_WORDS, told) is None:
        return False
    factors = extract_factors(told, knowledge)
    if "bac" in factors:
        return False
    verdict = traffic_verdict(told, factors, harm_told(told, factors))
    return verdict is not None and verdict.no_crime


def text_of_charges(fact: str, charges: list[str], knowledge: Knowledge) -> dict[str, str] | None:
    """For several charges, the part of the fact that tells of each: the sentences whose words point to it
    most among these charges, plus the sentences that point to none of them (the defendant's conduct after
    the act, a stated total). None when some charge has no sentence of its own: the fact does not tell the
    acts apart, and every charge is read from all of it. A sentence is scored without the crimes the defendant
    reported (own_acts) but kept whole: its report is the defendant's 立功."""
    told = without_prior_record(fact)
    scored = _without_others_crimes(own_acts(fact), knowledge)
    names = defendant_names(told)
    own: dict[str, list[str]] = {charge: [] for charge in charges}
    shared: list[str] = []
    for start, end in _acts(told, scored, knowledge, names):
        sentence = told[start:end]
        scores = {c: v for c, v in _charge_scores(scored[start:end], knowledge, names).items() if c in own}
        best = _best(scores)
        (own[best] if best is not None else shared).append(sentence)
    if any(not sentences for sentences in own.values()):
        return None
    return {charge: "。".join(sentences + shared) + "。" for charge, sentences in own.items()}


def detect_province(fact: str, knowledge: Knowledge) -> str | None:
    """The province (or sub-province threshold area) the act took place in, as far as the fact names it: the places
    named as where something else is (the defendant's residence, origin or flight: elsewhere_blanked) left out
    ('户籍地浙江…在上海盗窃' is 上海); where those are the only places named, the likeliest is still among them
    ('家住温州…在其住处附近盗窃'), but never an origin ('湖南省衡阳市人', '户籍地湖南省衡阳市'): no province is then
    named, and the national figures apply."""
    head = fact[:300]
    return _named_place(elsewhere_blanked(head), knowledge) or _named_place(elsewhere_blanked(head, True), knowledge)


def _named_place(head: str, knowledge: Knowledge) -> str | None:
    """The province (or sub-province threshold area) a text names, if any. A name with its suffix comes before a bare
    one ('辽宁省凌源市人民检察院…在温州某公司' is 辽宁: a bare name may be a company's), the first named first (the
    court or the procuratorate opens a fact: '北京市朝阳区人民检察院…在保定市' is 北京), where a city of the province
    named after it gives the area ('广东省深圳市' is 深圳's 广东一类地区); 北京市, 上海市 count only early in the fact,
    not as a company's name further on. A bare name counts only where the words around it make it a place, not a
    road's, a shop's or a person's origin ('在中山路', '湖南人': Places.mentions)."""
    places = default_places()
    mentions = [mention for mention in places.mentions(head) if not mention.names_something_else]
    suffixed = [
        mention for mention in mentions
        if (mention.suffix == "市" and (places.is_city(mention.name) or mention.start < 60))
        or (mention.suffix not in ("", "市") and not places.is_city(mention.name))
    ]
    if suffixed:
        first = suffixed[0]
        within = [city for city in suffixed if city.name != first.name and places.province_of[city.name] == first.name]
        return _threshold_area((within[0] if within else first).name, knowledge)
    told = [mention for mention in mentions if mention.told]
    chosen = next((city for city in told if places.is_city(city.name)), None) or next(iter(told), None)
    return _threshold_area(chosen.name, knowledge) if chosen else None


def _threshold_area(place: str, knowledge: Knowledge) -> str:
    """The area whose thresholds apply to a place: the city's own area where thresholds.yaml gives one (深圳:
    广东一类地区), else its province (backend/places)."""
    return knowledge.threshold_area_of_city.get(place) or default_places().province_of[place]


def normalize_province(province: str | None, knowledge: Knowledge) -> str | None:
    """The province (or threshold area) a user named, or None when none was named; ValueError for a name that
    is neither a province nor a city or area the place table and the threshold data know."""
    if province is None or province.strip() in ("", "全国"):
        return None
    name = bare_place(province)
    if name in default_places().province_of:
        return _threshold_area(name, knowledge)
    if name in {area for entry in knowledge.thresholds.values() for area in entry.provinces}:
        return name
    within = detect_province(province.strip(), knowledge)  # "浙江省杭州市", "北京市朝阳区"
    if within is not None:
        return within
    raise ValueError(
        f"未知的省份：{province.strip()}（可填省级行政区：{'、'.join(default_places().provinces)}；或不填，按案情识别或全国标准）"
    )


# ---- conditions ------------------------------------------------------------------------------------


def _level_value(level: str, levels: dict[str, float]) -> float | None:
    if level in levels:
        return levels[level]
    if level in INJURY_GRADES:
        return float(INJURY_GRADES.index(level))
    try:
        return float(level)
    except ValueError:
        return None


def _measure_words(factor: Factor) -> str:
    """A measure's value as shown: a grade by its words (轻微伤), a figure formatted."""
    return factor.value if isinstance(factor.value, str) else _fmt(float(factor.value))


def _factor_number(factor: Factor) -> float | None:
    if isinstance(factor.value, bool):
        return None
    if isinstance(factor.value, str):
        return float(INJURY_GRADES.index(factor.value)) if factor.value in INJURY_GRADES else None
    if isinstance(factor.value, tuple):
        return None
    return float(factor.value)


def condition_holds(condition: Condition, factors: dict[str, Factor], levels: dict[str, float]) -> bool:
    factor = factors.get(condition.factor)
    if factor is None:
        return False
    if condition.level is None:
        return factor.value is not False
    target = _level_value(condition.level, levels)
    value = _factor_number(factor)
    return target is not None and value is not None and value >= target


def _describe(condition: Condition, factors: dict[str, Factor], levels: dict[str, float], knowledge: Knowledge) -> str:
    """A met condition in words: '涉案金额（元）10000 ≥ 数额较大（2000）' or '入户'."""
    spec = knowledge.factors[condition.factor]
    if condition.level is None:
        return spec.label
    value = factors[condition.factor].value
    shown = value if isinstance(value, str) else _fmt(float(value))
    threshold = f"（{_fmt(levels[condition.level])}）" if condition.level in levels else ""
    return f"{spec.label}{shown} ≥ {condition.level}{threshold}"


# ---- 交通肇事: when an accident is a crime (法释〔2000〕33号第二条), and what lifts its tier (第三条至第五条) ---------

TRAFFIC = "交通肇事"
TRAFFIC_SOURCE = "《最高人民法院关于审理交通肇事刑事案件具体应用法律若干问题的解释》（法释〔2000〕33号）"
_RESPONSIBILITY = re.compile(r"(?:负|承担)[^。；，]{0,8}?(全部|主要|同等|次要)责任|(?:负|承担)?(?:事故)?(全责|主责|次责)")
_RESPONSIBILITY_WORDS = {"全责": "全部", "主责": "主要", "次责": "次要"}
_HEAD_COUNT = "[0-9一二两三四五六七八九十]+"


def _injured_pattern(grade: str) -> re.Pattern[str]:
    """People counted with an injury grade: '致五人重伤', '致3名乘客受重伤', '造成重伤五人' (and so for 轻伤)."""
    return re.compile(
        rf"(?P<before>{_HEAD_COUNT})(?:人|名[^。；，、]{{0,6}}?)(?:受|均|均受)?{grade}|{grade}(?P<after>{_HEAD_COUNT})人"
    )


_SEVERELY_INJURED = _injured_pattern("重伤")
_LIGHTLY_INJURED = _injured_pattern("轻伤")  # not 轻微伤
_PROPERTY_LOSS = re.compile(r"财产(?:直接)?损失|无能?力赔偿")
# the sum the defendant cannot pay (第二条第一款第（三）项, 第四条第（三）项): after the words ('无能力赔偿数额为70万元')
# or right before them where they end their clause ('造成财产损失70万元，其无力赔偿。'; not '…损失50万元，其无能力赔偿的
# 数额为20万元', whose own figure follows)
_UNABLE_BEFORE = re.compile(r"无能?力(?:全部)?赔偿")
_UNABLE_AFTER = re.compile(r"[，,]?(?:被告人|其)?[^。；;，,]{0,4}?无能?力(?:全部)?赔偿(?=[。；;，,]|$)")
_UNABLE_CRIME = 300_000  # 第二条第一款第（三）项
_UNABLE_ESPECIALLY_BAD = 600_000  # 第四条第（三）项
_OTHER_PARTY = re.compile(r"被害人|受害人|死者|伤者|对方|行人")
# 第二条第二款: with 重伤 only, one of these makes the accident a crime; (六) is the 逃逸 factor. Drinking told in plain
# words is the driver's only when said of the one who drove or told before the driving ('他喝了酒，开车撞了人', '喝完酒
# 开车'), not of the other party ('对方喝了酒')
_DRIVER_DRANK = r"(?:我|他|她|司机|驾驶员|被告人|本人|自己|爸|妈|哥|弟|老公|丈夫)[^。；，]{0,3}?喝(?:了|完)?(?:点|些)?酒"
_DRANK_THEN_DROVE = (
    r"喝(?:了|完)?(?:点|些|[一二两三四五六七八九几半\d]+(?:瓶|杯|罐|听|两|口))?(?:啤|白|红|黄)?酒(?:后|之后|以后)?[^。；，]{0,4}?"
    r"(?:开车|驾车|驾驶|骑车|开着)"
)
_DRUGGED_THEN_DROVE = (
    r"吸食[^。；，]{0,10}后驾驶|吸毒后驾驶|吸(?:了|完)?(?:毒|冰毒|大麻|K粉|麻古)(?:以后|之后|后)?[^。；，]{0,4}?(?:开车|驾车|驾驶)"
)
# drink told in plain words, not the 醉酒 the law names ('喝了酒开车'): the blood alcohol decides whether the drive is
# 危险驾驶 (80mg/100ml) or only 饮酒驾驶, an administrative matter
_DRANK_WORDS = re.compile(rf"酒后|饮酒|(?<!醉)酒驾|{_DRIVER_DRANK}|{_DRANK_THEN_DROVE}")
_DRANK_OR_DRUGGED = 0  # the item of _INJURY_CIRCUMSTANCES that tells drink or drugs
_INJURY_CIRCUMSTANCES = (
    ("第（一）项", "酒后、吸食毒品后驾驶",
     re.compile(rf"酒后|醉酒|醉驾|饮酒|(?<!醉)酒驾|{_DRIVER_DRANK}|{_DRANK_THEN_DROVE}|{_DRUGGED_THEN_DROVE}")),
    (
        "第（二）项",
        "无驾驶资格驾驶",
        re.compile(r"无(?:驾驶资格|证驾驶|照驾驶|驾驶证|驾照)|没有?(?:考)?(?:驾照|驾驶证)|未取得(?:机动车)?驾驶(?:证|资格)|驾驶证(?:已)?被吊销"),
    ),
    ("第（三）项", "明知安全装置不全或安全机件失灵", re.compile(r"安全装置不全|安全机件失灵|制动(?:系统)?失灵|刹车失灵")),
    (
        "第（四）项",
        "明知无牌证或已报废",
        re.compile(r"无(?:牌证|号牌|牌照)|未悬挂(?:机动车)?号牌|已(?:达到)?报废|报废(?:车辆|机动车)"),
    ),
    ("第（五）项", "严重超载", re.compile(r"严重超载")),
)


_MINOR_INJURIES = ("轻伤一级", "轻伤二级", "轻微伤")
_ESPECIALLY_BAD_TIER = 1  # statutes.yaml 交通肇事: 肇事后逃逸或其他特别恶劣情节


@dataclass
class TrafficVerdict:
    reason: str
    no_crime: bool
    grounds: tuple[str, ...] = ("第二条",)  # the articles and items of 法释〔2000〕33号 that make it a crime (or not)
    not_lifting: tuple[str, ...] = ()  # factors that here do not lift the tier: the deaths (第四条 is read here)
    especially_bad: tuple[str, str] | None = None  # 第四条's 其他特别恶劣情节 met (the 3–7 year tier): (item, words)

    def articles(self, factors: dict[str, Factor]) -> str:
        """The articles and items of 法释〔2000〕33号 the verdict rests on: 第二条's item (a crime or not), 第三条 where a
        flight lifts the tier, 第四条's item where 其他特别恶劣情节 does, 第五条 where the flight caused a death."""
        cited = list(self.grounds)
        if not self.no_crime:
            cited += ["第三条"] * ("逃逸" in factors and "逃逸" not in self.not_lifting)
            cited += [self.especially_bad[0]] if self.especially_bad else []
            cited += ["第五条"] * ("因逃逸致人死亡" in factors)
        return "、".join(cited)


def _unable_to_pay(fact: str) -> float | None:
    """The largest sum the fact says the defendant cannot pay for the loss (无能力赔偿), or None where it names none."""
    sums = [
        float(m.value)
        for m in find_money(fact)
        if _UNABLE_BEFORE.search(words_before(fact, m.start, 16)) or _UNABLE_AFTER.match(fact, m.end)
    ]
    return max(sums, default=None)


def _injured(fact: str, pattern: re.Pattern[str]) -> int:
    """The most people the fact counts with an injury grade at once ('致五人重伤', '重伤二人'); 0 where it counts none."""
    return max((int(parse_number(m.group("before") or m.group("after"))) for m in pattern.finditer(fact)), default=0)


def _especially_bad(share: str, dead: float, injured: int, unable: float | None) -> tuple[str, str] | None:
    """法释〔2000〕33号第四条: the 其他特别恶劣情节 of 刑法第一百三十三条 (3–7 years) the harm and share meet, as (item, its
    words); None where none is met."""
    main = share in ("全部", "主要")
    if main and dead >= 2:
        return "第四条第（一）项", "死亡二人以上，负事故全部或者主要责任"
    if main and injured >= 5:
        return "第四条第（一）项", "重伤五人以上，负事故全部或者主要责任"
    if share == "同等" and dead >= 6:
        return "第四条第（二）项", "死亡六人以上，负事故同等责任"
    if main and unable is not None and unable >= _UNABLE_ESPECIALLY_BAD:
        return "第四条第（三）项", "无能力赔偿数额在六十万元以上，负事故全部或者主要责任"
    return None


# 第二条 makes an accident a crime only by its harm: a death, a 重伤, or a property loss the defendant cannot pay. A fact
# that tells none of them leaves the crime open ('开车撞了人会判几年'). A death is told only by the deaths read
# (read_deaths: the same reading counts them, so a death told is never a harm without its count); a 重伤 or a loss by
# the injury read or in words ('撞成植物人', '两车受损'). An injury named without a grade ('撞伤了', '撞断了腿') is no
# 重伤 told
_PERSON_HARMED = re.compile(r"重伤|植物人|残疾|伤残")
_UNABLE_TOLD = re.compile(r"无能?力赔偿|赔不起")
_HARM_WORDS = re.compile(rf"{_PERSON_HARMED.pattern}|损失|受损|损坏|毁损|撞坏|{_UNABLE_TOLD.pattern}")
_HARM_FACTORS = ("deaths", "injury", "因逃逸致人死亡")


def harm_told(fact: str, factors: dict[str, Factor]) -> bool:
    return any(name in factors for name in _HARM_FACTORS) or first_told(_HARM_WORDS, fact) is not None


def traffic_verdict(fact: str, factors: dict[str, Factor], harm: bool) -> TrafficVerdict | None:
    """Whether an accident whose responsibility the fact states is a crime (法释〔2000〕33号第二条第一款): one death, or
    three seriously injured, with 全部 or 主要 responsibility (第（一）项); three deaths with 同等 (第（二）项); a loss the
    defendant cannot pay of 30万元 or more with 全部 or 主要 (第（三）项); or (第二款) one seriously injured with 全部 or
    主要 responsibility and one of its six circumstances. 次要 responsibility or none is never this crime. Whether it is
    其他特别恶劣情节 (第四条: the 3–7 year tier) is read here too. None where the fact states no responsibility, tells
    of a property loss without the sum the defendant cannot pay and no other ground, or tells no harm at all
    (`harm`: harm_told, read once by the caller): the tiers then read as before."""
    # several parties' shares may be told ("郑某负事故主要责任，被害人负次要责任"): the defendant's is the first one
    # not said of the victim or the other party in the words just before it in its clause (not the one hit told in
    # the clause before: '撞死行人一人，负事故全部责任')
    told = [
        m
        for m in _RESPONSIBILITY.finditer(fact)
        if not negated(fact, m.start(), m.end()) and not _OTHER_PARTY.search(words_before(fact, m.start(), 8))
    ]
    unable = _unable_to_pay(fact)
    property_unmeasured = unable is None and _PROPERTY_LOSS.search(fact) is not None
    if not told:
        # no share told: only an injury the fact itself calls minor (轻伤, 轻微伤) and no death settles it
        injury, deaths = factors.get("injury"), factors.get("deaths")
        if injury is not None and injury.value in _MINOR_INJURIES and not (deaths and _factor_number(deaths)):
            if property_unmeasured:
                return None
            return TrafficVerdict(f"致人{injury.value}，未致人死亡或重伤：不构成交通肇事罪，计0个月", True)
        return None
    shares = {m.group(1) or _RESPONSIBILITY_WORDS[m.group(2)] for m in told}
    if len(shares) > 1:
        return None  # several parties' shares, not told whose is whose ('李某负次要责任，张某负主要责任'): undecided
    share = shares.pop()
    if share == "次要":
        return TrafficVerdict(
            "被告人负事故次要责任：交通肇事罪以负事故全部、主要或同等责任为前提，不构成交通肇事罪，计0个月", True
        )
    deaths = factors.get("deaths")
    injury = factors.get("injury")
    dead = _factor_number(deaths) if deaths is not None else None
    if dead is None and ((injury is not None and injury.value == "死亡") or "因逃逸致人死亡" in factors):
        dead = 1.0  # '因得不到救助而死亡' (第五条) is a death too, whatever words tell it
    dead = dead or 0.0
    injured = _injured(fact, _SEVERELY_INJURED)
    seriously = injured > 0 or (injury is not None and injury.value in ("重伤二级", "重伤一级"))
    main = share in ("全部", "主要")
    # 第二条第一款: each ground that makes it a crime, with its item
    grounds: list[tuple[str, str]] = []
    if main and (dead >= 1 or injured >= 3):
        harm = f"死亡{_fmt(dead)}人" if dead >= 1 else f"重伤{injured}人"
        grounds.append(("第二条第一款第（一）项", f"{harm}，负事故{share}责任"))
    if share == "同等" and dead >= 3:
        grounds.append(("第二条第一款第（二）项", f"死亡{_fmt(dead)}人，负事故同等责任"))
    if main and unable is not None and unable >= _UNABLE_CRIME:
        grounds.append(("第二条第一款第（三）项", f"无能力赔偿数额{_fmt(unable)}元，负事故{share}责任"))
    not_lifting: tuple[str, ...] = ("deaths",)
    if not grounds and main and seriously:
        found = [(item, label) for item, label, pattern in _INJURY_CIRCUMSTANCES if first_told(pattern, fact) is not None]
        if found:
            grounds.append(
                ("第二条第二款" + "".join(item for item, _ in found),
                 f"致人重伤，负事故{share}责任，并有{'、'.join(label for _, label in found)}情形")
            )
        elif "逃逸" in factors:
            # 第二条第二款第（六）项: the flight is what makes it a crime, so it does not also lift the tier (第三条)
            return TrafficVerdict(
                f"致人重伤，负事故{share}责任，为逃避法律追究逃离事故现场：依第二条第二款第（六）项构成交通肇事罪，"
                "逃逸已作为入罪情节评价，不再升档",
                False,
                ("第二条第二款第（六）项",),
                ("deaths", "逃逸"),
            )
    if grounds:
        especially = _especially_bad(share, dead, injured, unable)
        reason = "；".join(words for _, words in grounds) + "，构成交通肇事罪"
        if especially:
            reason += f"；属「其他特别恶劣情节」：{especially[1]}（{especially[0]}）"
        return TrafficVerdict(reason, False, tuple(item for item, _ in grounds), not_lifting, especially)
    if property_unmeasured and main:
        return None  # a property loss without the sum the defendant cannot pay (第二条第一款第（三）项): undecided
    unpaid = f"，无能力赔偿数额{_fmt(unable)}元不足三十万元" if unable is not None and main else ""
    if share == "同等":
        return TrafficVerdict(
            f"被告人负事故同等责任，死亡{_fmt(dead)}人：同等责任须死亡3人以上（致人重伤或财产损失的须负全部或者主要"
            "责任），不构成交通肇事罪，计0个月",
            True,
        )
    if not harm:
        return None  # '负全责' with no harm told: whether there is a crime turns on the harm, not yet known
    if not seriously:
        # 第二条: without a death, a serious injury or an unpaid loss of 30万元 there is no 交通肇事罪
        return TrafficVerdict(f"负事故{share}责任，但未致人死亡或重伤{unpaid}：不构成交通肇事罪，计0个月", True)
    return TrafficVerdict(
        f"致人重伤，负事故{share}责任{unpaid}，但事实中没有酒后或吸毒后驾驶、无驾驶资格、明知安全装置不全或机件失灵、"
        "明知无牌证或已报废、严重超载、逃离事故现场等情形：不构成交通肇事罪，计0个月",
        True,
    )


# ---- 危险驾驶 by carrying hazardous chemicals (刑法第一百三十三条之一第一款第（四）项) ------------------------------------

DANGEROUS_DRIVING = "危险驾驶"
_HAZARDOUS_CHEMICALS = re.compile(r"危险化学品")
_PUBLIC_SAFETY = re.compile(r"危及公共安全")
HAZARDOUS_CARRIAGE_NOTE = (
    "违反危险化学品安全管理规定运输危险化学品，须危及公共安全才构成危险驾驶罪（第一百三十三条之一第一款第（四）项）；"
    "案情未写明是否危及公共安全，以下按危及公共安全计算，未危及公共安全的不构成本罪，由法院认定"
)


def hazardous_carriage_note(fact: str, factors: dict[str, Factor]) -> str | None:
    """The note that the term assumes the element 危及公共安全, where 危险驾驶 rests on carrying hazardous chemicals
    (危险驾驶其他情形 read from the fact, not set by the user) and the fact does not tell it; else None."""
    carriage = factors.get("危险驾驶其他情形")
    if carriage is None or carriage.value is not True or carriage.origin == "user":
        return None
    if _HAZARDOUS_CHEMICALS.search(fact) is None or first_told(_PUBLIC_SAFETY, fact) is not None:
        return None
    return HAZARDOUS_CARRIAGE_NOTE


# ---- 侵犯公民个人信息: 情节严重 by the kind and number of records (法释〔2017〕10号第五条) ---------------------------

PERSONAL_INFORMATION = "侵犯公民个人信息"
PERSONAL_INFORMATION_SOURCE = (
    "《最高人民法院 最高人民检察院关于办理侵犯公民个人信息刑事案件适用法律若干问题的解释》（法释〔2017〕10号）第五条"
)
# 第五条第一款第（三）至（五）项: the records that make 情节严重, by kind ('车辆行驶轨迹', '实时位置信息' are 行踪轨迹;
# '银行卡信息', '存款信息' are 财产信息); other personal information (第（五）项) is the general kind: names, identity
# numbers, phone numbers, addresses. A record named as none of these is of a kind the fact leaves open.
# A count is a figure before 条, not an article number (第…条) nor a vague one (数千条, 几百条)
_RECORD_KINDS = (
    (
        "行踪轨迹、通信内容、征信、财产信息",
        50,
        re.compile(
            r"轨迹|位置信息|实时位置|定位|通信内容|通话内容|短信内容|聊天内容|征信|信用报告|财产信息|银行卡|银行账户|账户信息"
            r"|存款|房产信息"
        ),
    ),
    (
        "住宿、通信记录、健康生理、交易信息",
        500,
        re.compile(r"住宿|开房(?:记录|信息)|通信记录|通话记录|话单|健康|生理|病历|体检|就诊|交易信息|交易记录"),
    ),
)
_OTHER_RECORDS = ("其他公民个人信息", 5000)
# (and as people name a list of them: '客户的名单和电话', '快递单上的姓名电话地址', '业主的电话'; not 电话 alone,
# which may be calls made)
_GENERAL_RECORDS = re.compile(
    r"个人信息|公民信息|身份|姓名|手机号|电话号码|联系方式|住址|户籍|名单|通讯录"
    r"|(?:客户|用户|会员|业主|学生|家长|患者|病人|住户|住客|车主)的?(?:电话|号码)"
)
_VAGUE_COUNT = re.compile(r"[数几][十百千万]+(?:余|多)?条")
# (as people count records: '卖了六万个手机号', '一万多份个人信息'; not 个人, 个月)
_RECORD_COUNT = re.compile(
    r"(?<![第数几0-9.一二两三四五六七八九十百千万零〇])(\d+(?:\.\d+)?|[一二两三四五六七八九十百千万零〇]+)(万|千)?(?:余|多)?"
    r"(?:条|份|个(?!人|月|多?小时|工作日))"
)
_RECORDS_TOLD = re.compile(
    rf"信息|记录|数据|资料|{'|'.join(words.pattern for _, _, words in _RECORD_KINDS)}|{_GENERAL_RECORDS.pattern}"
)
# the noun a count is of, nearest the figure: records, or things sent or made that are not records ('利用上述信息群发
# 广告短信6万条': 6万 messages, not records). Records words come first so that '短信内容', '电话号码' stay records
_COUNTED_NOUN = re.compile(rf"(?P<records>{_RECORDS_TOLD.pattern})|(?P<sent>短信|电话|微信|邮件|消息|帖子|评论|广告|视频|图片)")
# the words before a sum of illegal gains in its clause (the sum read by find_money: 六千元, 6,000元, 肆仟元 alike)
# (and in lay words: '一共卖了六千多条，赚了八千块')
_ILLEGAL_GAINS = re.compile(r"(?:违法所得|非法获利|获利|得款|获取?报酬|赚了|挣了)[^。；，,0-9]{0,6}$")
_GAINS_SERIOUS = 5000  # 第五条第一款第（七）项
_SERIOUS_TIMES = 10  # 第五条第二款第（三）项: ten times the figures of 第一款第（三）至（八）项
# 第五条第一款第（八）项: records obtained in performing duties or providing a service count at half the figures; in lay
# words, the records of a business's own customers taken out of its systems ('把公司客户的信息导出来卖')
_FROM_DUTIES = re.compile(
    r"(?:履行职责|提供服务|工作)(?:的)?过程中(?:获得|获取|掌握|知悉)"
    r"|(?:公司|单位|店里|医院|学校|银行|物业|快递|酒店|平台)的?(?:客户|用户|会员|业主|学生|家长|患者|病人|住户|住客|车主)的?"
    r"(?:信息|资料|名单|电话|手机号|号码)[^。；，]{0,6}?(?:导出来|拷出来|下载下来|带出来)"
    # (and the asker's own post told before the customers' records sold: '我在公司做客服，把客户的名单和电话卖给别人')
    r"|在[^。；，]{0,8}?(?:公司|单位|银行|医院|学校|物业|快递|酒店|平台|中介|店里)[^。；，]{0,4}?(?:做|当|上班)[^。；]{0,20}?"
    r"(?:客户|用户|会员|业主|学生|家长|患者|病人|住户|住客|车主)的?(?:信息|资料|名单|电话|手机号|号码)"
)
# grounds of 情节严重 that no count gives (第五条第一款第（一）（二）（九）项): with one of them, fewer records are no
# reason to find no crime
_OTHER_GROUNDS = re.compile(
    r"被他人用于(?:实施)?(?:犯罪|诈骗)|用于(?:实施)?(?:诈骗|绑架|敲诈勒索)|明知[^。；]{0,20}(?:犯罪|诈骗)"
    r"|曾因侵犯公民个人信息|二年内[^。；]{0,15}行政处罚"
)


@dataclass
class PersonalInformationVerdict:
    reason: str
    tier: int  # 0: 情节严重, 1: 情节特别严重
    no_crime: bool = False
    told: bool = True  # whether the fact tells a count of records or the gains


def _count_value(number: str, unit: str | None) -> float:
    return parse_number(number) * {"万": 10_000, "千": 1_000}.get(unit or "", 1)


def _counted_noun(sentence: str, start: int, end: int, previous_end: int) -> str | None:
    """Whether the count at start:end of `sentence` is of 'records' or of things 'sent'; None where no noun is near.
    Its noun is the nearest one before the figure in its clause ('公民个人信息3000条'), else the first after 条 ('6万条
    短信')."""
    clause_start = max(previous_end, start - 8, _clause_bounds(sentence, start, start, _ITEM_END)[0])
    before = list(_COUNTED_NOUN.finditer(sentence, clause_start, start))
    if before:
        return before[-1].lastgroup
    after = _COUNTED_NOUN.search(re.split(r"[，,、]", sentence[end : end + 8])[0])
    return None if after is None else after.lastgroup


def _records_by_kind(fact: str) -> tuple[dict[tuple[str, int], float], bool]:
    """The records a fact counts ('行踪轨迹信息60条', '公民个人信息4.2万余条'), summed by kind (_RECORD_KINDS: the kind
    named between the previous count and this one; where no records are named there ('…60条，后又出售80条'), the
    previous count's), and whether each count's kind is told (a kind of _RECORD_KINDS or a general one: a record
    named as neither, '车辆信息200条', may be of a kind with a lower figure). A figure of things sent ('群发短信6万条')
    is no count of records. A count after 其中 is part of the total before it: it moves out of the total's kind into
    its own (不重复计算, 第十一条)."""
    counted: dict[tuple[str, int], float] = {}
    kinds_told = True
    for sentence in re.split(r"[。；;]", fact):
        if not _RECORDS_TOLD.search(sentence):
            continue
        previous_end, previous_kind = 0, None
        for match in _RECORD_COUNT.finditer(sentence):
            # '一个' is an article ('卖给了一个做推销的'), not a count of one record
            if negated(sentence, match.start(), match.end()) or match.group(0) == "一个":
                continue
            if _counted_noun(sentence, match.start(), match.end(), previous_end) == "sent":
                continue
            between = sentence[previous_end : match.start()]
            after = re.split(r"[，,、]", sentence[match.end() : match.end() + 10])[0]
            kind = next(
                ((label, figure) for label, figure, words in _RECORD_KINDS if words.search(between) or words.search(after)),
                None,
            )
            same_records = previous_kind is not None and not _RECORDS_TOLD.search(between) and "其中" not in between
            if kind is None and not same_records:
                kind = _OTHER_RECORDS
                kinds_told = kinds_told and bool(_GENERAL_RECORDS.search(between) or _GENERAL_RECORDS.search(after))
            kind = kind or previous_kind
            value = _count_value(match.group(1), match.group(2))
            if "其中" in between and previous_kind is not None and previous_kind != kind:
                counted[previous_kind] = max(0.0, counted[previous_kind] - value)
            counted[kind] = counted.get(kind, 0.0) + value
            previous_end, previous_kind = match.end(), kind
    return counted, kinds_told


def personal_information_verdict(fact: str) -> PersonalInformationVerdict:
    """The tier of 侵犯公民个人信息 by the records and gains the fact tells (法释〔2017〕10号第五条): each kind's count
    against its figure (50 / 500 / 5000 records), summed by proportion (第一款第（六）项), or 违法所得 against 5000
    元 (第（七）项); ten times either is 情节特别严重 (第二款第（三）项); records obtained in one's duties count
    at half the figures (第一款第（八）项). Below every figure, with none of the grounds no count gives and no vague
    count (数千条) that may reach one, it is no crime. Where the fact tells neither a count nor gains, the basic
    tier stands and the step says what decides it."""
    records, kinds_told = _records_by_kind(fact)
    gains = max((float(m.value) for m in find_money(fact) if _ILLEGAL_GAINS.search(fact[max(0, m.start - 16) : m.start])),
                default=0.0)
    if not records and not gains:
        return PersonalInformationVerdict(
            "案情未写明公民个人信息的种类和条数或违法所得：行踪轨迹、通信内容、征信、财产信息50条以上，住宿信息、通信"
            "记录、健康生理信息、交易信息等500条以上，其他公民个人信息5000条以上，或违法所得5000元以上的，为情节严重"
            "（十倍以上为情节特别严重）；以下按情节严重计算",
            0,
            told=False,
        )
    duties = first_told(_FROM_DUTIES, fact) is not None
    share = 0.5 if duties else 1.0  # 第（八）项: half the figures
    proportion = sum(count / (figure * share) for (_, figure), count in records.items())
    measure = max(proportion, gains / (_GAINS_SERIOUS * share))
    told = "，".join(
        [f"{label}{_fmt(count)}条" for (label, _), count in records.items() if count]
        + ([f"违法所得{_fmt(gains)}元"] if gains else [])
    )
    halved = "（履行职责或提供服务中获得，标准减半，第一款第（八）项）" if duties else ""
    if measure >= _SERIOUS_TIMES:
        return PersonalInformationVerdict(f"{told}，达到情节严重标准的十倍以上{halved}：情节特别严重", 1)
    if measure >= 1:
        return PersonalInformationVerdict(f"{told}，达到情节严重标准{halved}", 0)
    other = first_told(_OTHER_GROUNDS, fact) or _VAGUE_COUNT.search(fact)
    if other is not None:
        return PersonalInformationVerdict(
            f"{told}，未达到按条数、违法所得认定情节严重的标准{halved}；但事实中有「{other.group(0)}」，可能依第五条"
            "第一款第（一）（二）（六）（九）项构成情节严重，以下按情节严重计算",
            0,
        )
    if not kinds_told:
        return PersonalInformationVerdict(
            f"{told}，按其他公民个人信息计未达到情节严重的标准{halved}；但案情未写明这些信息属于哪一类：属于行踪轨迹、"
            "通信内容、征信、财产信息的，50条以上即为情节严重，属于住宿、通信记录、健康生理、交易信息的为500条，"
            "以下按情节严重计算",
            0,
        )
    return PersonalInformationVerdict(
        f"{told}，未达到情节严重的标准（按比例合计为标准的{measure:.0%}）{halved}，事实中也没有出售行踪轨迹被用于犯罪、"
        "明知他人犯罪而提供、曾受处罚等其他情节严重情形：不构成侵犯公民个人信息罪，计0个月",
        0,
        True,
    )


# ---- 集资诈骗: the amount is what was actually taken (法释〔2022〕5号第八条第三款) -----------------------------------

FUND_RAISING_FRAUD = "集资诈骗"
FUND_RAISING_SOURCE = "《最高人民法院关于审理非法集资刑事案件具体应用法律若干问题的解释》（法释〔2022〕5号）第八条第三款"
# a sum paid back to the investors: principal, or interest and returns paid (which may offset unpaid principal;
# '吸收本金150万元' names principal taken in, not paid); not the costs of the scheme (广告费、中介费、回扣: never
# deducted) nor the defendant's own debts ('用于偿还个人债务'). '其中用于支付投资人本息300万元' is a repayment
_PAID_BACK = re.compile(
    r"(?:归还|返还|兑付|偿还|退还)[^，,。；;]*$|(?:支付|给付|发放)[^，,。；;]*(?:本金|本息|利息|回报|收益|红利)[^，,。；;]{0,6}$"
)
_NOT_TO_INVESTORS = re.compile(
    r"用于(?!(?:支付|给付|发放|兑付|归还|返还|偿还)[^，,。；;]{0,8}(?:投资人|集资参与人|被害人|本金|本息|利息|回报|收益|红利|集资款))"
    r"|个人(?:债务|欠款|借款)"
)
# a sum not paid back, or the loss: the amount actually taken
_NOT_PAID_BACK = re.compile(r"(?:未(?:能)?(?:归还|返还|兑付|偿还|退还)|实际骗取|造成[^，,。；;]{0,15}损失|尚欠|尚有)[^，,。；;]*$")
_NOT_PAID_BACK_AFTER = re.compile(r"(?:的?(?:本金|款项|集资款))?(?:尚)?未(?:能)?(?:归还|返还|兑付|偿还|退还)")
# paid after the case came to light: restitution (退赃), a mitigating factor, not a deduction
_AFTER_DISCOVERY = re.compile(r"案发后|到案后|归案后|被抓获后|立案后|侦查|审查起诉|审理期间|庭审|一审|退赔|退缴|退赃")


def fund_raising_amount(fact: str, factors: dict[str, Factor]) -> tuple[dict[str, Factor], Step] | None:
    """For 集资诈骗, the amount measured: what was actually taken, the sum raised less what was paid back before the
    case came to light (interest paid offsets unpaid principal). A sum the fact says was not paid back (or the loss)
    is the amount; else the sums paid back (not after 案发: that is 退赃) come off the amount read; else a note
    says the amount is taken as told. The factors with the amount so read and the step; None without an amount
    or where the user set it (a user's figure is the amount)."""
    amount = factors.get("amount")
    if amount is None or amount.origin == "user" or not isinstance(amount.value, (int, float)):
        return None
    unpaid: list[tuple[float, int, int, bool]] = []
    paid: list[float] = []
    for mention in find_money(fact):
        clause_start = _clause_bounds(fact, mention.start, mention.start, _COMMA_OR_END)[0]
        before = fact[clause_start : mention.start]
        after = fact[mention.end : mention.end + 12]
        if _NOT_PAID_BACK.search(before) or _NOT_PAID_BACK_AFTER.match(after):
            # several investors' losses add up, unless one is the stated total ('损失共计120万元，其中王某损失50万元')
            unpaid.append((float(mention.value), mention.start, mention.end, total_marked(fact, mention.start)))
        elif (
            _PAID_BACK.search(before)
            and not _NOT_TO_INVESTORS.search(before)
            and not _AFTER_DISCOVERY.search(fact[max(0, clause_start - 12) : mention.end])
        ):
            paid.append(float(mention.value))
    raised = float(amount.value)
    unpaid_total = total_or_sum(unpaid, fact)[0] if unpaid else 0.0
    if 0 < unpaid_total <= raised:
        taken = unpaid_total
        told = f"事实写明未归还（实际骗取）的数额{_fmt(taken)}元"
    elif paid and sum(paid) < raised:
        taken = raised - sum(paid)
        told = f"集资{_fmt(raised)}元，减去案发前已归还的{_fmt(sum(paid))}元，为{_fmt(taken)}元"
    else:
        return factors, Step(
            f"集资诈骗的数额以实际骗取的数额计算，案发前已归还的数额应予扣除（支付的利息可折抵未归还的本金）；案情未写明"
            f"案发前归还的数额，按{_fmt(raised)}元计算，实际骗取数额较少的，以其为准",
            FUND_RAISING_SOURCE,
            "interpretation",
        )
    kept = {**factors, "amount": replace(amount, value=taken)}
    return kept, Step(
        f"集资诈骗的数额以实际骗取的数额计算，案发前已归还的数额应予扣除：{told}，以此确定数额档次",
        FUND_RAISING_SOURCE,
        "interpretation",
    )


# ---- the engine ------------------------------------------------------------------------------------


def _fmt(months: float) -> str:
    return f"{months:.1f}".rstrip("0").rstrip(".")


def _thresholds_key(charge: GuidelineCharge, factors: dict[str, Factor]) -> str:
    """The thresholds.yaml entry for a charge's measure: its own, or the alternative a present factor picks."""
    key = charge.thresholds
    for factor_name, alternative in charge.thresholds_when.items():
        if factor_name in factors:
            key = alternative
    return key


def _levels_for(charge: GuidelineCharge, factors: dict[str, Factor], knowledge: Knowledge, province: str | None):
    """(level values, source, province used) for a charge's measure, or empty levels."""
    key = _thresholds_key(charge, factors)
    if key:
        return knowledge.thresholds[key].resolve(province)
    return dict(charge.levels), "", None


def _threshold_origin(
    charge: GuidelineCharge, factors: dict[str, Factor], knowledge: Knowledge, province: str | None, used: str | None
) -> str:
    """Whose figures the levels are, in words: the province's own, the national ones where the interpretation
    fixes one figure for the whole country, or the middle of the national range where each province fixes its
    own and LexLoop has no figures for this one."""
    if used:
        return f"{used}标准"
    key = _thresholds_key(charge, factors)
    if not any(isinstance(value, tuple) for value in knowledge.thresholds[key].levels.values()):
        return "全国统一标准"
    if province is None:
        return "省份未知，取全国幅度中值"
    return f"未收录{province}的地方标准，按全国幅度中值"


def _measure_fraction(value: float, entry_level: float, next_level: float | None) -> float:
    """Where the measure stands between this tier's threshold and the next one (0–1); in the top tier,
    between its threshold and five times it."""
    if value <= entry_level:
        return 0.0
    if next_level is not None and next_level > entry_level:
        return min(1.0, (value - entry_level) / (next_level - entry_level))
    if entry_level <= 0:
        return 0.0
    return min(1.0, (value - entry_level) / (4 * entry_level))


def _basic_tier(tiers: tuple[StatutoryTier, ...]) -> int:
    """The index of the basic offence's tier (after a lighter 情节较轻 one where the statute has it)."""
    return next((i for i, t in enumerate(tiers) if t.label.startswith(_BASIC_TIER)), 0)


def _statutory_tier(fact: str, tiers: tuple[StatutoryTier, ...]) -> tuple[int, str]:
    """For charges without guideline data: the tier the fact's own words claim, else the basic one."""
    basic = _basic_tier(tiers)
    for word in _SEVERITY_WORDS:
        candidates = [i for i, t in enumerate(tiers) if word in t.label]
        if not candidates or first_told(word, fact) is None:
            continue
        index = candidates[-1]
        if word == "情节较轻" or index > basic:
            return index, word
    return basic, ""


def _collect_adjustments(
    factors: dict[str, Factor], knowledge: Knowledge
) -> tuple[list[Adjustment], list[str]]:
    """The adjustments the present factors call for, after combinations; and notes on what was merged."""
    present = {name for name, f in factors.items() if f.value is not False and knowledge.factors[name].adjust}
    notes: list[str] = []
    adjustments: list[Adjustment] = []
    used: set[str] = set()
    for combination in knowledge.combinations:
        if all(name in present for name in combination.when):
            adjustments.append(_from_combination(combination))
            used.update(combination.when)
            notes.append(f"{'、'.join(combination.when)}合并评价为「{combination.label}」")
    for name in knowledge.factors:
        if name in present and name not in used:
            spec: FactorSpec = knowledge.factors[name]
            assert spec.adjust is not None
            adjustments.append(
                Adjustment(spec.label, spec.adjust, spec.stage, spec.source, spec.min_months, spec.below_minimum, (name,))
            )
    return adjustments, notes


def _charge_adjustments(fact: str, guideline: GuidelineCharge) -> list[Adjustment]:
    """The charge's own circumstances (guideline.yaml adjustments) the fact tells of the defendant, not negated."""
    return [Adjustment(spec.label, spec.adjust, 2, spec.source)
            for spec in guideline.adjustments if defendants_act_told(fact, spec.patterns)]


def _from_combination(combination: Combination) -> Adjustment:
    return Adjustment(
        combination.label,
        combination.adjust,
        2,
        combination.source,
        combination.min_months,
        combination.below_minimum,
        combination.when,
    )


def _plea_capped_sum(adjustments: list[Adjustment], knowledge: Knowledge, pick) -> float:
    """Sum of stage-2 percentages, with the plea-bargain reductions capped together (no double counting)."""
    cap = knowledge.plea_cap
    stage_two = [a for a in adjustments if a.stage == 2]
    if cap is None or not any(cap.factor in a.factors for a in stage_two):
        return sum(pick(a) for a in stage_two)
    absorbed_labels = set(cap.absorbs) | {cap.factor}
    absorbed = [a for a in stage_two if a.label in absorbed_labels or any(f in absorbed_labels for f in a.factors)]
    others = [a for a in stage_two if a not in absorbed]
    return max(-cap.max_reduction, sum(pick(a) for a in absorbed)) + sum(pick(a) for a in others)


def _apply(baseline: float, adjustments: list[Adjustment], knowledge: Knowledge, pick) -> float:
    value = baseline
    for adjustment in adjustments:
        if adjustment.stage == 1:
            value *= 1 + pick(adjustment) / 100
    total = _plea_capped_sum(adjustments, knowledge, pick)
    change = value * total / 100
    minimum_increase = max((a.min_months for a in adjustments if a.stage == 2 and pick(a) > 0), default=0)
    if minimum_increase and change > 0:
        change = max(change, minimum_increase)
    return max(0.0, value + change)


# ---- charges with a rule of their own (CHARGE_RULES): read once, before the tier is chosen ---------------------


@dataclass(frozen=True)
class ChargeReading:
    """What one charge's own rule reads from the fact (CHARGE_RULES): the steps it adds (after the levels), the factors
    with the measure read the charge's way, no crime at all (unless the fact's own words name a tier), factors that
    do not lift the tier here, and a tier the charge's own rule reaches with why (交通肇事's 其他特别恶劣情节, 侵犯公民个人
    信息's count of records)."""

    steps: tuple[Step, ...] = ()
    factors: dict[str, Factor] | None = None
    no_crime: bool = False
    not_lifting: tuple[str, ...] = ()
    tier_at_least: tuple[int, str] | None = None
    missing: tuple[str, ...] = ()  # factors whether it is a crime at all turns on, which the fact does not give


def _fund_raising_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    read = fund_raising_amount(fact, factors)
    return None if read is None else ChargeReading(steps=(read[1],), factors=read[0])


# the term is computed as though the responsibility that makes an accident a crime were found: say so, since a
# question ('开车撞死了一个人会判几年') often leaves it out while it decides whether there is a crime at all
_RESPONSIBILITY_ASSUMED = Step(
    "案情未写明事故责任：交通肇事罪以负事故全部或者主要责任为前提（死亡三人以上的，负同等责任亦可），负次要责任或者"
    "无责任的不构成本罪；以下按行为人负全部或者主要责任计算",
    TRAFFIC_SOURCE + "第二条",
    "interpretation",
)


# a lay question that tells only a thing damaged ('喝了点酒开车撞坏了别人的车'): a loss is this crime only as one the
# driver cannot pay, of 30万元 or more, with 全部 or 主要 responsibility (第二条第一款第（三）项), so that sum is asked, and
# whether anyone was hurt, not a crime assumed
_PROPERTY_ONLY_HARM = Step(
    "案情只写明车辆或者财物受损，未写明有人死亡或者重伤：只造成财产损失的，须负事故全部或者主要责任、且行为人无能力赔偿的"
    "数额在三十万元以上，才构成交通肇事罪；否则由公安机关交通管理部门依《中华人民共和国道路交通安全法》处理，并承担民事赔偿"
    "责任。无法判断是否构成本罪，不计算刑期。请补充有无人员伤亡（伤情鉴定的等级）和无能力赔偿的损失数额后重新计算",
    TRAFFIC_SOURCE + "第二条第一款第（三）项",
    "interpretation",
)


def _property_only_harm(fact: str, factors: dict[str, Factor]) -> bool:
    """Whether a lay question tells a thing damaged, but no one harmed and no loss the driver cannot pay."""
    return (
        not _JUDGMENT.search(fact) and not any(name in factors for name in _HARM_FACTORS)
        and first_told(_PERSON_HARMED, fact) is None and first_told(_UNABLE_TOLD, fact) is None
    )


_HARM_NEEDED = Step(
    "案情未写明事故的后果：交通肇事罪须致人死亡、致人重伤（重伤三人以上，或重伤一人并有酒后驾驶、无证驾驶、逃逸等情形），"
    "或造成被告人无能力赔偿的财产损失三十万元以上；仅致人轻伤、轻微伤的不构成本罪。缺少后果无法判断是否构成本罪及适用哪一档，"
    "不计算刑期。请补充伤害后果（死亡人数，或伤情鉴定的等级如重伤二级）或无能力赔偿的损失数额（量刑因素「injury」）后重新计算",
    TRAFFIC_SOURCE + "第二条",
    "interpretation",
)


# a flight and a death told, not that the death came from the flight ('撞了人跑了，那人后来死了'): the death may have
# been the crash's (the flight then lifts the term to 3–7 years) or the flight's, the victim left without help
# (7 years and up, 第五条第一款). The term is the first, read from what is told: say which tier the other fact makes
_FLIGHT_DEATH_OPEN = Step(
    "案情写明肇事后逃逸，也写明被害人死亡，但未写明死亡是否因逃逸所致：按「肇事后逃逸」（三年以上七年以下有期徒刑）计算；"
    "被害人因行为人逃逸得不到救助而死亡的，属「因逃逸致人死亡」，处七年以上有期徒刑；被害人在事故中当场死亡的，适用本档",
    TRAFFIC_SOURCE + "第三条、第五条第一款；《中华人民共和国刑法》第一百三十三条",
    "interpretation",
)


def _flight_death_open(factors: dict[str, Factor]) -> bool:
    deaths, injury = factors.get("deaths"), factors.get("injury")
    dead = (deaths is not None and (_factor_number(deaths) or 0) >= 1) or (injury is not None and injury.value == "死亡")
    return dead and "逃逸" in factors and "因逃逸致人死亡" not in factors


# a lay question that tells drink or drugs beside a death ('他酒驾撞死了人') is 交通肇事 (the crash's harm), not 危险驾驶 only:
# the step says how the drink weighs (the 重伤 case's own entry is traffic_verdict's, 法释〔2000〕33号第二条第二款)
_DRINK_WEIGHED = Step(
    "酒后或者吸毒后驾驶发生事故：致一人重伤的，负事故全部或者主要责任并有酒后、吸毒后驾驶情形即构成交通肇事罪（法释〔2000〕33号"
    "第二条第二款第（一）项）；致人死亡的，不论是否饮酒都以交通肇事罪论处，饮酒、吸毒在实践中作为从重处罚的酌定情节（LexLoop 未计入"
    "从重幅度）。醉酒（血液酒精含量80mg/100ml以上）驾驶的，同时构成危险驾驶罪，依照处罚较重的交通肇事罪定罪处罚，不数罪并罚",
    f"{CRIMINAL_LAW}第一百三十三条、第一百三十三条之一第三款；{TRAFFIC_SOURCE}第二条",
    "statute",
)


def _traffic_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    harm = harm_told(fact, factors)
    verdict = traffic_verdict(fact, factors, harm)
    flight = (_FLIGHT_DEATH_OPEN,) if _flight_death_open(factors) else ()
    if harm and not _JUDGMENT.search(fact) and _INJURY_CIRCUMSTANCES[_DRANK_OR_DRUGGED][2].search(fact):
        flight = (_DRINK_WEIGHED, *flight)
    if verdict is None and not harm:
        return ChargeReading(steps=(_HARM_NEEDED,), missing=("injury",))
    if verdict is None and _property_only_harm(fact, factors):
        return ChargeReading(steps=(_PROPERTY_ONLY_HARM,), missing=("injury",))
    if verdict is None:
        told = any(not negated(fact, m.start(), m.end()) for m in _RESPONSIBILITY.finditer(fact))
        steps = flight if told else (_RESPONSIBILITY_ASSUMED, *flight)
        return ChargeReading(steps=steps) if steps else None
    step = Step(verdict.reason, TRAFFIC_SOURCE + verdict.articles(factors), "interpretation")
    # 第四条: 其他特别恶劣情节 is the tier of 刑法第一百三十三条's 3–7 years, the one 逃逸 also leads to
    especially = verdict.especially_bad
    lifted = (_ESPECIALLY_BAD_TIER, f"其他特别恶劣情节：{especially[1]}（{especially[0]}）") if especially else None
    return ChargeReading(
        steps=(step, *(flight if not verdict.no_crime else ())), no_crime=verdict.no_crime,
        not_lifting=verdict.not_lifting, tier_at_least=lifted,
    )


def _personal_information_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading:
    # the fact's own words (情节严重: a ground no count gives) stand beside what the records make of it
    verdict = personal_information_verdict(fact)
    # a lay question that tells neither records nor gains nor another ground ('我朋友在网上卖公民个人信息') is asked for
    # them: below the figures it is no crime. A judgment's charge has settled it (the basic tier is then assumed)
    if (
        not verdict.told and not _JUDGMENT.search(fact) and first_told(_OTHER_GROUNDS, fact) is None
        and _serious_case_untold(fact, factors, _UNTOLD_SERIOUS)
    ):
        return _asking_for(_PERSONAL_INFORMATION_ELEMENTS, _PERSONAL_INFORMATION_WORDS, (_UNTOLD_SERIOUS,))
    return ChargeReading(
        steps=(Step(verdict.reason, PERSONAL_INFORMATION_SOURCE, "interpretation"),),
        no_crime=verdict.no_crime,
        tier_at_least=(verdict.tier, _PERSONAL_INFORMATION_TIER_GROUNDS[verdict.tier]),
    )


_PERSONAL_INFORMATION_ELEMENTS = Step(
    "向他人出售、提供公民个人信息，或者窃取、以其他方法非法获取公民个人信息，情节严重的，才构成侵犯公民个人信息罪：行踪轨迹、"
    "通信内容、征信、财产信息五十条以上，住宿信息、通信记录、健康生理信息、交易信息等五百条以上，其他公民个人信息（姓名、"
    "身份证号、手机号、住址等）五千条以上，违法所得五千元以上，或者明知他人利用信息实施犯罪而提供等；达到这些数量、数额十倍"
    "以上的为情节特别严重；未达情节严重的，由公安机关依《中华人民共和国个人信息保护法》等处罚。"
    "案情未写明{needed}，无法判断是否构成本罪，不计算刑期，请补充后重新计算",
    f"{CRIMINAL_LAW}第二百五十三条之一；{PERSONAL_INFORMATION_SOURCE}",
    "statute",
)
_PERSONAL_INFORMATION_WORDS = {"写明情节严重": "信息的种类和条数、违法所得或者其他情节"}
# the ground each tier of 侵犯公民个人信息 is chosen on (the step before it gives the count read, or what was not
# told)
_PERSONAL_INFORMATION_TIER_GROUNDS = (
    "信息的种类和条数、违法所得或者其他情节，见上一步",
    "信息条数或违法所得达到情节严重标准的十倍以上",
)


def _hazardous_carriage_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    note = hazardous_carriage_note(fact, factors)
    if note is None:
        return None
    return ChargeReading(steps=(Step(note, f"{CRIMINAL_LAW}第一百三十三条之一第一款第（四）项", "statute"),))


# 滥用职权 and 玩忽职守 (its alias): 法释〔2012〕18号第一条第二款 makes 情节特别严重 (the 3–7 year tier) of, among others, an
# economic loss of 150万元 or more (第（二）项), three times the dead or injured of 第一款第（一）项 (第（一）项), or a
# 特别恶劣社会影响 (第（四）项). The loss is a sum told as what the act caused ('造成经济损失人民币186万元', '致使国家遭受
# 200万元的损失'), not any sum the fact names: a bribe taken or a fund paid out is no loss, nor is a loss recovered or
# avoided ('挽回经济损失50万元')
ABUSE_OF_POWER = "滥用职权"
ABUSE_OF_POWER_SOURCE = "《最高人民法院、最高人民检察院关于办理渎职刑事案件适用法律若干问题的解释（一）》（法释〔2012〕18号）第一条"
_ESPECIALLY_SERIOUS_LOSS = 1_500_000  # 第二款第（二）项
_ESPECIALLY_SERIOUS_TIER = 1  # statutes.yaml 滥用职权: 情节特别严重
# 第一款第（一）项's 重大损失 in (dead, seriously injured, lightly injured), any one met: 死亡1人, 重伤3人, 轻伤9人, 重伤2人
# and 轻伤3人, 重伤1人 and 轻伤6人; 第二款第（一）项 is three times any of them
_GREAT_LOSS_CASUALTIES = ((1, 0, 0), (0, 3, 0), (0, 0, 9), (0, 2, 3), (0, 1, 6))
_ESPECIALLY_SERIOUS_TIMES = 3
# the especially serious harm told in words (the facts' own qualification: 第二款 names the loss and the social impact)
_ESPECIALLY_SERIOUS_WORDS = re.compile(r"特别重大(?:的)?(?:经济|财产)?损失|特别恶劣(?:的)?社会影响")
_LOSS = re.compile(r"(?:经济|财产|直接|财政|国家)?损失")
_LOSS_CAUSED = re.compile(r"造成|致使|导致|遭受|使[^，,。；;]{0,8}遭受")
_LOSS_UNDONE = re.compile(r"挽回|追回|避免|减少|弥补|赔偿|退赔|返还")
_LOSS_FIGURE_AFTER = re.compile(r"(?:共计|合计|总计|累计|达|为|约|人民币|计)*")
_LOSS_FIGURE_BEFORE = re.compile(r"(?:余|多)?元?的?(?:巨大|重大|严重)?")


def caused_loss(fact: str) -> float | None:
    """The largest economic loss the fact tells the act caused, in yuan: a sum right after the loss's words ('造成经济
    损失共计186万元') or right before them ('造成186万元的经济损失'), in a clause that tells it caused and not undone."""
    found: list[float] = []
    for clause in _COMMA_OR_END.split(fact):
        if not _LOSS_CAUSED.search(clause) or _LOSS_UNDONE.search(clause):
            continue
        losses = [loss.span() for loss in _LOSS.finditer(clause)]
        for money in find_money(clause):
            after = any(end <= money.start and _LOSS_FIGURE_AFTER.fullmatch(clause, end, money.start) for _, end in losses)
            before = any(money.end <= start and _LOSS_FIGURE_BEFORE.fullmatch(clause, money.end, start) for start, _ in losses)
            if after or before:
                found.append(money.value)
    return max(found, default=None)


def _casualties_words(counts: tuple[float, float, float]) -> str:
    return "、".join(f"{kind}{_fmt(n)}人" for kind, n in zip(("死亡", "重伤", "轻伤"), counts, strict=True) if n)


def _casualties_met(told: tuple[float, float, float], times: int) -> tuple[float, float, float] | None:
    """The first count of 第一条第一款第（一）项, `times` over, that the dead and injured told meet, or None."""
    for count in _GREAT_LOSS_CASUALTIES:
        needed = tuple(n * times for n in count)
        if all(have >= need for have, need in zip(told, needed, strict=True)):
            return needed
    return None


def _abuse_of_power_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    loss = caused_loss(fact)
    if loss is not None and loss >= _ESPECIALLY_SERIOUS_LOSS:
        why = f"造成经济损失{_fmt(loss / 10_000)}万元，达到150万元以上（{ABUSE_OF_POWER_SOURCE}第二款第（二）项）"
        return ChargeReading(tier_at_least=(_ESPECIALLY_SERIOUS_TIER, why))
    deaths = factors.get("deaths")
    told = (
        float(deaths.value) if deaths is not None else 0.0,
        float(_injured(fact, _SEVERELY_INJURED)),
        float(_injured(fact, _LIGHTLY_INJURED)),
    )
    especially = _casualties_met(told, _ESPECIALLY_SERIOUS_TIMES)
    if especially is not None:
        why = (
            f"造成{_casualties_words(told)}，达到{_casualties_words(especially)}以上"
            f"（第一款第（一）项人数的3倍，{ABUSE_OF_POWER_SOURCE}第二款第（一）项）"
        )
        return ChargeReading(tier_at_least=(_ESPECIALLY_SERIOUS_TIER, why))
    words = first_told(_ESPECIALLY_SERIOUS_WORDS, fact)
    if words is not None:
        why = f"事实中写明「{words.group(0)}」（{ABUSE_OF_POWER_SOURCE}第二款第（四）、（五）项）"
        return ChargeReading(tier_at_least=(_ESPECIALLY_SERIOUS_TIER, why))
    great = _casualties_met(told, 1)
    if great is not None:
        # the basic tier's 重大损失 met by the dead and injured: said, the tier being the basic one anyway
        step = Step(
            f"造成{_casualties_words(told)}，达到{_casualties_words(great)}以上，属于「致使公共财产、国家和人民利益遭受重大损失」",
            f"{ABUSE_OF_POWER_SOURCE}第一款第（一）项",
            "interpretation",
        )
        return ChargeReading(steps=(step,))
    return None


# 刑法第一百一十四条 and 第一百一十五条第一款 give 放火, 爆炸, 投放危险物质 and 以危险方法危害公共安全 the same tiers
# (statutes.yaml):
# the act that 致人重伤、死亡或者使公私财产遭受重大损失 is in 第一百一十五条第一款's (ten years or more). The dead and the
# injured are the readers every charge uses (deaths, injury; '致三人重伤' counted as 交通肇事 counts it), the loss its words
_PUBLIC_SAFETY_CHARGES = ("放火", "爆炸", "投放危险物质", "以危险方法危害公共安全")
_PUBLIC_SAFETY_HARM_TIER = 1
_PUBLIC_SAFETY_HARM = "属于「致人重伤、死亡或者使公私财产遭受重大损失」（刑法第一百一十五条第一款）"
_GREAT_LOSS_WORDS = re.compile(r"重大(?:的)?(?:经济|财产|公私财产)?损失")


def _public_safety_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    deaths, injury = factors.get("deaths"), factors.get("injury")
    dead = _factor_number(deaths) if deaths is not None else None
    injured = _injured(fact, _SEVERELY_INJURED)
    graded = injury is not None and injury.value in ("重伤二级", "重伤一级", "死亡")
    loss = first_told(_GREAT_LOSS_WORDS, fact)
    if dead:
        why = f"致{_fmt(dead)}人死亡"
    elif injured:
        why = f"致{injured}人重伤"
    elif graded:
        why = f"致人{injury.value}"
    elif loss is not None:
        why = f"事实中写明「{loss.group(0)}」"
    else:
        return None
    return ChargeReading(tier_at_least=(_PUBLIC_SAFETY_HARM_TIER, f"{why}，{_PUBLIC_SAFETY_HARM}"))


def _amount_untold(fact: str, factors: dict[str, Factor]) -> tuple[str, ...]:
    return () if "amount" in factors or find_money(fact) else ("amount",)


def _asking_for(step: Step, words: dict[str, str], needed: tuple[str, ...]) -> ChargeReading:
    """No term: the step (its {needed} named in `words`) asks for the facts the crime turns on."""
    told = "和".join(words[name] for name in needed)
    return ChargeReading(steps=(replace(step, description=step.description.format(needed=told)),), missing=needed)


# 拒不支付劳动报酬 (刑法第二百七十六条之一第一款) is wages of 数额较大 withheld and still unpaid after the authorities
# ordered them paid: wages merely owed ('老板拖欠工资不给') are a labour dispute until that order, so where the fact does
# not tell the order, whether it is this crime turns on it: the order is asked for, and the sum too where no sum is told
# (the province's 数额较大 figure is not read: a sum told is not weighed, only its absence noted)
WAGES_WITHHELD = "拒不支付劳动报酬"
_WAGES_ELEMENTS = Step(
    "拒不支付劳动报酬罪须以转移财产、逃匿等方法逃避支付，或者有能力支付而不支付劳动者的劳动报酬，数额较大（拒不支付一名劳动者"
    "三个月以上的劳动报酬且数额在五千元至二万元以上，或者拒不支付十名以上劳动者的劳动报酬且数额累计在三万元至十万元以上，"
    "具体数额由各省在此幅度内确定），并经人力资源社会保障部门等政府有关部门以限期整改指令书等文书责令支付后仍不支付；仅拖欠"
    "工资而未经责令支付的，属劳动争议，可向劳动保障监察机构投诉或者申请劳动仲裁。案情未写明{needed}，无法判断是否构成本罪，"
    "不计算刑期，请补充后重新计算",
    f"{CRIMINAL_LAW}第二百七十六条之一第一款；《最高人民法院关于审理拒不支付劳动报酬刑事案件适用法律若干问题的解释》"
    "（法释〔2013〕3号）第三条、第四条",
    "statute",
)
_WAGES_FIGURE_WORDS = {"责令支付": "是否经政府有关部门责令支付", "amount": "拖欠的数额和人数"}


def _wages_withheld_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if "责令支付" in factors:
        return None
    return _asking_for(_WAGES_ELEMENTS, _WAGES_FIGURE_WORDS, ("责令支付", *_amount_untold(fact, factors)))


# 诽谤 and 侮辱 (刑法第二百四十六条): a fact made up about another (诽谤) or public abuse of another (侮辱), each a crime only
# where 情节严重; true words are neither. Online, 情节严重 is one post clicked or read 5000 times or forwarded 500 times
# (法释〔2013〕21号第二条第（一）项), or the harm and repetition that factors.yaml 诽谤侮辱情节严重 reads. What the fact
# does not tell of these is asked for; and both are prosecuted only on the victim's complaint (第二款)
DEFAMATION, INSULT = "诽谤", "侮辱"
_REPUTATION_SOURCE = (
    f"{CRIMINAL_LAW}第二百四十六条；《最高人民法院 最高人民检察院关于办理利用信息网络实施诽谤等刑事案件适用法律若干问题的解释》"
    "（法释〔2013〕21号）第一条、第二条"
)
_REPUTATION_ELEMENTS = {
    DEFAMATION: "诽谤罪须捏造事实诽谤他人（所说属实，或只是评价、谩骂的，不是诽谤；公然谩骂、贬损他人人格的，可能是侮辱罪），",
    INSULT: "侮辱罪须以暴力或者其他方法公然侮辱他人（当众或在网上辱骂、贬损人格；捏造事实损害他人名誉的是诽谤罪），",
}
_REPUTATION_SERIOUS = (
    "且情节严重（网上同一信息被点击、浏览5000次以上或者被转发500次以上，造成被害人或其近亲属精神失常、自残、自杀等严重后果，"
    "或者二年内曾因诽谤受过行政处罚又诽谤他人等）；本罪告诉的才处理（由被害人向法院自诉），严重危害社会秩序和国家利益的除外；"
    "未达情节严重的，可由公安机关依《中华人民共和国治安管理处罚法》处罚，并承担侵害名誉权的民事责任"
)


def _reputation_reading(charge: str, fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading:
    counted = figures_read(charge, fact, knowledge).tier_at_least  # reads or forwards (thresholds.yaml figures_told)
    serious = counted is not None or "写明情节严重" in factors or "诽谤侮辱情节严重" in factors
    needed = (("捏造事实",) if charge == DEFAMATION and "捏造事实" not in factors else ()) + (
        () if serious else ("诽谤侮辱情节严重",)
    )
    told = _REPUTATION_ELEMENTS[charge] + _REPUTATION_SERIOUS
    if needed:
        step = Step(told + "。案情未写明这些要件，无法判断是否构成本罪，不计算刑期，请补充后重新计算", _REPUTATION_SOURCE, "statute")
        return ChargeReading(steps=(step,), missing=needed)
    return ChargeReading(steps=(Step(told, _REPUTATION_SOURCE, "statute"),), tier_at_least=counted)


# 抢夺 (刑法第二百六十七条第一款) is a snatch with no force on the person; force or a threat used on the spot to take the
# thing is 抢劫 (第二百六十三条, three years or more). '抢了别人的手机' tells neither: which crime it is turns on how it was
# taken, so that is asked for (and the value, where no sum is told) rather than the lighter crime assumed
SNATCH = "抢夺"
_SNATCH_OR_ROBBERY = Step(
    "「抢」在日常说法中可能是两种犯罪：当场对人使用暴力（打、推倒、按住）或者以暴力相威胁（持刀逼迫、威胁不给就打）"
    "强行拿走财物的，是抢劫罪，不论数额，处三年以上十年以下有期徒刑；没有对人使用暴力或威胁，只是趁人不备公然夺走的，"
    "是抢夺罪，数额较大（各地一千元至三千元以上）或者多次抢夺的才构成。案情未写明{needed}，无法判断是哪一罪、是否构成，"
    "不计算刑期，请补充后重新计算",
    f"{CRIMINAL_LAW}第二百六十三条、第二百六十七条第一款；法释〔2013〕25号第一条",
    "statute",
)
_ROBBERY_FIGURE_WORDS = {"当场暴力胁迫": "是否当场对人使用暴力或者威胁", "amount": "被抢财物的价值"}


# a snatch told ('趁她不注意', '一把抢过', '抢了就跑'; a judgment's 抢夺, 乘人不备): 抢夺's own marks, nothing to ask
_SNATCH_TOLD = re.compile(r"抢夺|夺走|夺取|飞车|(?:趁|乘)[^。；，]{0,10}(?:不注意|没注意|不备)|一把(?:抢|夺|拽)|(?:就|转身|扭头|立即|马上)(?:跑|逃)")


# a court's or a prosecutor's account, naming its 被告人 or not (an appeal's '本院经审理查明…', '上诉人'): the charge it
# named already settles how the thing was taken, the post of the one who took money, the refusal to return or whether
# the case was serious; only a lay question is asked for them
_JUDGMENT = re.compile(r"被告人|上诉人|审理查明|公诉机关|检察院指控|原审|本院")


# a thing taken whose worth is not told, joined to the cash that is ('手机和两百块钱'): the sum read is the cash alone, so
# the thing's value is still asked for (the snatch's entry figure turns on the whole). Cash held in the thing ('包里有
# 三千块') is its contents, read as the sum
_THINGS = r"(?:手机|钱包|挎包|包|项链|金链子?|首饰|耳环|戒指|手表|电脑|平板|电动车)"
_THING_BESIDE_CASH = re.compile(
    _THINGS + r"(?:和|还有|跟|以及|加上|、)[^。；，]{0,8}?(?:块|元)|(?:块|元)钱?(?:和|还有|跟|以及|加上|、)[^。；，]{0,4}?" + _THINGS
)
_WORTH_TOLD = re.compile(r"值|价值|价格|买的|花了|元的|块的")


def _snatch_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _SNATCH_TOLD.search(fact) or "当场暴力胁迫" in factors or _JUDGMENT.search(fact):
        return None
    amount = factors.get("amount")
    read_only = amount is None or amount.origin == "extracted"
    worth_untold = read_only and _THING_BESIDE_CASH.search(fact) and not _WORTH_TOLD.search(fact)
    needed = ("amount",) if worth_untold else _amount_untold(fact, factors)
    return _asking_for(_SNATCH_OR_ROBBERY, _ROBBERY_FIGURE_WORDS, ("当场暴力胁迫", *needed))


# Money taken to get something done for the giver is 受贿 where the taker is a state functionary (刑法第三百八十五条,
# 法释〔2016〕9号: from 三万元) and 非国家工作人员受贿 where the taker is a company's or another unit's staff
# (第一百六十三条: prosecuted from 三万元): '收了别人的钱帮忙办事' tells no post, so the post is asked for, and the sum
# where none is told. A fact that tells any post or office (利用职务上的便利) is not asked, nor a judgment's (_JUDGMENT).
# A doctor's kickback from a drug seller is taken by the prescribing the post gives, 非国家工作人员受贿 even in a public
# hospital (商业贿赂意见 法发〔2008〕33号第四条, as remembered: not in the corpus); a hospital's head may be either: asked
PRIVATE_BRIBE = "非国家工作人员受贿"
_BRIBE_POST_TOLD = re.compile(r"职务|职权|岗位|担任|任职|负责|经理|主任|主管|采购|业务员|会计|出纳|员工|职员|工作人员|医生|大夫")
_BRIBE_TAKER = Step(
    "收受他人财物、为他人谋取利益，收钱的人是国家工作人员（国家机关、国有公司企业中从事公务的人员等）的，是受贿罪"
    "（数额较大为三万元以上）；是公司、企业或者其他单位的工作人员、利用职务上的便利的，是非国家工作人员受贿罪"
    "（立案追诉标准为三万元）；两者都以利用职务便利为要件，没有职务可利用、只是托人情办事收钱的，不构成这两罪。"
    "案情未写明{needed}，无法判断是哪一罪、是否构成，不计算刑期，请补充后重新计算",
    f"{CRIMINAL_LAW}第一百六十三条第一款、第三百八十五条第一款；法释〔2016〕9号第一条、第十一条第一款",
    "statute",
)
_BRIBE_FIGURE_WORDS = {"收钱者身份": "收钱的人的身份和职务", "amount": "收受的数额"}


# a state company's manager or buyer told in everyday words as the one who took the money ('国企采购经理收了供应商二十万
# 回扣'; guideline.yaml state_functionary takers) is read as 受贿: the step says that this turns on the post being a public
# duty, and what the answer is where it is not
OFFICIAL_BRIBE = "受贿"
_PUBLIC_DUTY_NOTE = Step(
    "国有公司、企业中从事公务的人员以国家工作人员论：经理、采购负责人等代表国有公司、企业从事组织、领导、监督、管理等职责的，"
    "利用职务上的便利收受财物、为他人谋取利益，或者在经济往来中收受回扣、手续费归个人所有的，是受贿罪，本案按受贿罪计算；"
    "只从事劳务、技术等工作而不从事公务的人员（如普通职员、工人、司机），不是国家工作人员，同样的行为是非国家工作人员受贿罪"
    "（数额较大为六万元、立案追诉标准为三万元）。国有资本控股、参股的公司中的人员，只有受国家机关、国有公司、企业委派从事公务的，"
    "才以国家工作人员论（法发〔2010〕49号，凭记忆引用，语料库未收录）",
    f"{CRIMINAL_LAW}第九十三条第二款、第一百六十三条第三款、第三百八十五条；法释〔2016〕9号第一条至第三条、第十一条第一款",
    "statute",
)


# a village cadre who took money ('村支书收了包工头五万块，把村里修路的活给了他'): assisting the government in the work the
# 全国人大常委会关于刑法第九十三条第二款的解释 (2000, read in the corpus) lists, he is 以国家工作人员论 and it is 受贿 (the
# state_functionary takers read that work told); managing the village's own affairs (its collective's land, works and
# money) it is 非国家工作人员受贿. The step names what decides and which is computed
_VILLAGE_CADRE = re.compile(r"村支书|村书记|村党支部书记|村主任|村长|村委会?主任|村干部|村会计|村委会?委员")
_VILLAGE_DUTY = (
    "村民委员会等村基层组织人员协助人民政府从事行政管理工作（救灾、抢险、防汛、优抚、扶贫、移民、救济款物的管理，社会捐助公益事业款物"
    "的管理，国有土地的经营和管理，土地征收、征用补偿费用的管理，代征、代缴税款，计划生育、户籍、征兵工作等）时，属于「其他依照法律"
    "从事公务的人员」，利用职务便利收受他人财物、为他人谋取利益的，是受贿罪（数额较大为三万元以上）；管理村集体自己的事务（发包村集体"
    "的工程、土地，管理村集体的资金）时收受财物的，是非国家工作人员受贿罪（第一百六十三条，立案追诉标准为三万元，数额较大为六万元）。"
    "所涉工程是否使用政府拨付的专项资金、是否受政府委托管理，由法院根据案情认定。"
)
_VILLAGE_SOURCE = f"{CRIMINAL_LAW}第九十三条第二款、第一百六十三条第一款、第三百八十五条；全国人民代表大会常务委员会关于《中华人民共和国刑法》第九十三条第二款的解释"
_VILLAGE_OWN_AFFAIRS = Step(
    _VILLAGE_DUTY + "案情未写明他是在协助政府从事这些工作，本案按非国家工作人员受贿罪计算", _VILLAGE_SOURCE, "statute"
)
_VILLAGE_PUBLIC_DUTY = Step(_VILLAGE_DUTY + "案情写明是在协助政府从事这类工作，本案按受贿罪计算", _VILLAGE_SOURCE, "statute")


def _village_cadre_told(fact: str) -> bool:
    return not _JUDGMENT.search(fact) and _VILLAGE_CADRE.search(fact) is not None


def _bribe_taker_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _village_cadre_told(fact):
        return ChargeReading(steps=(_VILLAGE_OWN_AFFAIRS,))
    if "收钱者身份" in factors or _BRIBE_POST_TOLD.search(fact) or _JUDGMENT.search(fact):
        return None
    return _asking_for(_BRIBE_TAKER, _BRIBE_FIGURE_WORDS, ("收钱者身份", *_amount_untold(fact, factors)))


def _state_post_bribe_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact) or not any(p.search(fact) for p in knowledge.state_functionary.takers):
        return None
    return ChargeReading(steps=(_VILLAGE_PUBLIC_DUTY if _village_cadre_told(fact) else _PUBLIC_DUTY_NOTE,))


# 侵占 (刑法第二百七十条第一款): another's thing in one's keeping (a thing lent, left for safekeeping) kept after the owner
# asked for it back, 数额较大 (no national figure: each place's courts set it); prosecuted only on the owner's complaint
# (第三款). What the fact does not tell of the value and the refusal is asked for
CONVERSION = "侵占"
_CONVERSION_ELEMENTS = Step(
    "侵占罪须将代为保管的他人财物（借用、寄存、委托保管的财物）非法占为己有，数额较大（司法解释未定全国统一标准，由各地"
    "掌握），且经所有人要求退还而拒不退还或者拒不交出；只是借用后迟迟未还，经要求即归还的，属民事纠纷，可要求返还原物"
    "（《中华人民共和国民法典》第二百三十五条）。本罪告诉的才处理（由被害人向法院自诉）。借钱不还是借款纠纷，不是侵占。"
    "案情未写明{needed}，无法判断是否构成本罪，不计算刑期，请补充后重新计算",
    f"{CRIMINAL_LAW}第二百七十条第一款、第三款",
    "statute",
)
_CONVERSION_FIGURE_WORDS = {"amount": "财物的价值", "拒不退还": "是否经要求退还而拒不退还"}
# every element told in a lay question ('捡到一个钱包，失主找过来要，我没给'): the term is given, and the step says how such
# a case comes to court at all (第三款) and that no national figure fixes 数额较大
_CONVERSION_ON_COMPLAINT = Step(
    "侵占罪告诉的才处理：由被害人（失主、所有人）向人民法院自诉，被害人不告诉的不追究；捡到他人的遗忘物，经失主要求拒不交出的，"
    "与拒不退还代为保管的财物同样处罚（第二款）。数额较大司法解释未定全国统一标准，由各地掌握，以下按已达到估算；"
    "宣告判决前，自诉人可以同被告人和解或者撤回自诉（如退还财物、取得失主谅解）",
    f"{CRIMINAL_LAW}第二百七十条第二款、第三款；《中华人民共和国刑事诉讼法》第二百一十二条",
    "statute",
)


def _conversion_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact):
        return None
    needed = (*_amount_untold(fact, factors), *(() if "拒不退还" in factors else ("拒不退还",)))
    return _asking_for(_CONVERSION_ELEMENTS, _CONVERSION_FIGURE_WORDS, needed) if needed else ChargeReading(
        steps=(_CONVERSION_ON_COMPLAINT,))


# the employer's money moved to one's own account, told in everyday words ('出纳把公司账上的三十万转到自己卡里'): taking it
# for good is 职务侵占 (刑法第二百七十一条), using it meaning to return it is 挪用资金 (第二百七十二条); a lay question
# rarely says which, so the step names both and what decides. The term is 职务侵占's (guideline.yaml keywords)
EMBEZZLEMENT = "职务侵占"
_MONEY_MOVED_TO_ONESELF = re.compile(r"(?:转到|转进|转入|打到|存到|存进)了?(?:自己|个人|本人)")
_TAKEN_OR_BORROWED = Step(
    "把本单位的资金转到自己名下，以非法占有为目的（如携款潜逃、做假账平账、隐匿转移、挥霍后无力归还）的，是职务侵占罪（刑法第二百七十一条"
    "第一款）；打算归还、只是暂时挪用的，是挪用资金罪（第二百七十二条第一款：挪用进行赌博等非法活动的，不论时间长短，三万元以上即予追诉；"
    "进行营利活动或者超过三个月未还的，五万元以上）。在国有单位从事公务的人员实施的，分别是贪污罪、挪用公款罪。本案按职务侵占罪计算",
    f"{CRIMINAL_LAW}第二百七十一条第一款、第二百七十二条第一款",
    "statute",
)


# the two readings of a taking at work, each threshold said once: 职务侵占 (刑法第二百七十一条第一款) is prosecuted from
# 三万元 (立案追诉标准（二）第七十六条), 盗窃 (第二百六十四条) is a crime from its lower 数额较大 (法释〔2013〕8号第一条)
def _kept_by_post_or_not(kept: str, remedy: str, not_kept: str, after: str) -> str:
    """The step's words: `kept` (the thing in his keeping by his post), then 职务侵占 with its figure and `remedy` below
    it, `not_kept` (got at only through the work), then 盗窃 with its figure, then `after` (what decides)."""
    return (
        f"{kept}，是职务侵占罪（刑法第二百七十一条第一款），三万元以上才立案追诉，不满三万元的不构成犯罪（{remedy}）；"
        f"{not_kept}，是盗窃罪（第二百六十四条），数额较大（一千元至三千元以上，各省确定）即构成犯罪{after}"
    )


# a cashier taking from the till, told in everyday words (guideline.yaml 职务侵占's words): the till's takings in her
# keeping by her post make it 职务侵占; takings not in her charge (another's till, the shop's safe) taken by the work's
# convenience make it 盗窃. The term is 职务侵占's
_TILL = re.compile(r"收银[^。；]{0,20}?(?:从|在)[^。；，]{0,4}?(?:收银机|收银台|收款机|钱箱|钱柜)")
_TILL_TAKINGS = Step(
    _kept_by_post_or_not(
        "收银员从收银机里拿钱：收银款由她当班经手、保管，利用这一职务便利拿走的",
        "单位可以要求退还",
        "拿的不是自己经手保管的钱（如别的收银员的钱箱、店里的保险柜），只是利用在店里工作、容易接近的便利秘密拿走的",
        "。是哪一种，取决于这些钱是否由她按职责经手、保管；本案按职务侵占罪计算",
    ),
    f"{CRIMINAL_LAW}第二百六十四条、第二百七十一条第一款",
    "statute",
)


# a courier swapping what is inside a parcel (guideline.yaml 职务侵占's words): a parcel he was given to carry or deliver
# is in his keeping by his post, so taking from it is 职务侵占; one he only got at through the work (another's round, the
# depot's shelves) makes it 盗窃. Courts divide on couriers, so the step names both and what decides; a postal worker
# opening mail is 盗窃 by 刑法第二百五十三条第二款. The term is 职务侵占's, as for the till
_PARCEL_SWAPPED = re.compile(r"(?:快递|驿站|物流)[^。；]{0,24}?(?:包裹|快递|快件|邮件)[^。；]{0,12}?(?:调包|调了包|掉包|掉了包|换成|换掉|换了)")
_PARCEL_IN_HIS_KEEPING = Step(
    _kept_by_post_or_not(
        "快递员把包裹里的东西调包、拿走：包裹是分派给他揽收、运送、派送的，由他按职责经手、保管，利用这一职务便利占为己有的",
        "寄件人、收件人可以要求快递公司赔偿，公司可以向他追偿",
        "不是分派给他的包裹（别人负责的、放在网点货架上的），只是利用在网点工作、容易接近的便利秘密拿走的",
        "；邮政工作人员私拆邮件窃取财物的，依盗窃罪从重处罚（第二百五十三条第二款）。是哪一种，取决于包裹是否由他按职责经手、保管，"
        "各地判例也不一致；本案按职务侵占罪计算",
    ),
    f"{CRIMINAL_LAW}第二百五十三条第二款、第二百六十四条、第二百七十一条第一款",
    "statute",
)


def _embezzlement_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact):
        return None
    if _TILL.search(fact):
        return ChargeReading(steps=(_TILL_TAKINGS,))
    if _PARCEL_SWAPPED.search(fact):
        return ChargeReading(steps=(_PARCEL_IN_HIS_KEEPING,))
    return ChargeReading(steps=(_TAKEN_OR_BORROWED,)) if _MONEY_MOVED_TO_ONESELF.search(fact) else None


# the workplace's goods carried out by one who works there ('在公司仓库上班，把仓库的电缆拉出去卖了'): 盗窃 where only the
# work's convenience was used, 职务侵占 where the goods were in his keeping by his post (a 仓管, 保管员: guideline.yaml
# 职务侵占's own words read that). The step names both; the term is 盗窃's
THEFT = "盗窃"
_CARRIED_OUT_FROM_WORK = re.compile(r"(?:拉|拿|运|搬|带|偷偷拿)出去[^。；]{0,6}?卖")
_WORKS_THERE = re.compile(r"上班|打工|干活|工作|员工|工人|职工")
_THEFT_OR_EMBEZZLEMENT = Step(
    "单位员工拿走单位财物：利用自己主管、管理、经手这些财物的职务便利（如仓库保管员、仓管）的，是职务侵占罪（刑法第二百七十一条第一款，"
    "数额较大的标准高于盗窃）；只是利用在单位工作、熟悉环境、容易接近财物的工作便利秘密拿走的，是盗窃罪（第二百六十四条）。"
    "案情未写明他是否负责保管这些财物，本案按盗窃罪计算",
    f"{CRIMINAL_LAW}第二百六十四条、第二百七十一条第一款",
    "statute",
)


# a game account or its items stolen, told in everyday words ('孩子的游戏账号被人盗了，里面的装备值五千多'): most courts
# judge it 盗窃 by the items' market or resale price; some judge the items data, 非法获取计算机信息系统数据 (刑法第二百
# 八十五条第二款), which the engine has no entry for. The step names both; the term is 盗窃's
_GAME_ITEMS = re.compile(r"游戏[^。；，]{0,4}?(?:账号|帐号|装备|皮肤|道具|点券|游戏币)|盗号")
_GAME_ITEMS_STOLEN = Step(
    "网络游戏账号、装备、皮肤等是网络虚拟财产（《中华人民共和国民法典》第一百二十七条）。盗取他人账号、装备的，司法实践中多数"
    "按盗窃罪（刑法第二百六十四条）处理，数额按被盗装备的市场价格或者销赃数额计算；也有判决把它看作计算机信息系统中的数据，"
    "以非法获取计算机信息系统数据罪（第二百八十五条第二款，情节严重的处三年以下有期徒刑或者拘役）论处，各地不一。本案按盗窃罪计算；"
    "可以先向游戏运营商申诉找回账号，并向公安机关报案",
    f"{CRIMINAL_LAW}第二百六十四条、第二百八十五条第二款；《中华人民共和国民法典》第一百二十七条",
    "statute",
)

# no worth told ('孩子的游戏账号被人盗了'): which crime it is turns on whether the account's goods have a provable value;
# the value is asked for (the generic step that follows), the other reading and its own threshold named
_GAME_ITEMS_UNVALUED = Step(
    "网络游戏账号、装备、皮肤等是网络虚拟财产（《中华人民共和国民法典》第一百二十七条）。盗号有两种读法：账号里的装备、皮肤、"
    "点券等有可以证明的价值（充值记录、交易平台的市场价格、卖掉所得）的，多数按盗窃罪（刑法第二百六十四条）以该价值计算，"
    "数额较大（一千元至三千元以上）即构成犯罪；价值无法证明的，按非法获取计算机信息系统数据罪（第二百八十五条第二款）论处，"
    "须情节严重（如违法所得五千元以上、造成经济损失一万元以上，或者获取身份认证信息达到一定组数），只盗了一个账号、未达到"
    "情节严重的，不构成犯罪，可由公安机关给予治安管理处罚。请补充账号里财物的价值；可以先向游戏运营商申诉找回账号，并向公安机关报案",
    f"{CRIMINAL_LAW}第二百六十四条、第二百八十五条第二款；《中华人民共和国民法典》第一百二十七条；《最高人民法院 最高人民检察院"
    "关于办理危害计算机信息系统安全刑事案件应用法律若干问题的解释》（法释〔2011〕19号）第一条",
    "statute",
)


# money moved out of another's payment account unseen (fragments.yaml 转走他人账户里的钱): no one was deceived into handing
# it over, so practice reads it as theft; the fraud readings and the family exception are named (from memory)
_ACCOUNT_MONEY_TAKEN = Step(
    "趁人不备用他人的手机、支付宝、微信等支付账户把钱转走，没有人因受骗而交出财物，司法实践中一般按盗窃罪（刑法第二百六十四条）"
    "处理，数额按转走的金额计算；骗取账户密码、验证码后转走，或者冒用他人绑定的信用卡的，可能被认定为诈骗罪或者信用卡诈骗罪，"
    "各地不一（这是对司法实践的归纳，不是法条原文）。偷拿家庭成员或者近亲属的财物，获得谅解的，一般可不认为是犯罪"
    "（法释〔2013〕8号第八条，凭记忆引用，该解释不在 LexLoop 收录的法规库中）。可以先向支付平台申请冻结、追回，并向公安机关报案",
    f"{CRIMINAL_LAW}第二百六十四条；法释〔2013〕8号第八条",
    "statute",
)


def _theft_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact):
        return None
    if knowledge.fragments["转走他人账户里的钱"].search(fact):
        return ChargeReading(steps=(_ACCOUNT_MONEY_TAKEN,))
    if _CARRIED_OUT_FROM_WORK.search(fact) and _WORKS_THERE.search(fact):
        return ChargeReading(steps=(_THEFT_OR_EMBEZZLEMENT,))
    if not _GAME_ITEMS.search(fact):
        return None
    return ChargeReading(steps=(_GAME_ITEMS_UNVALUED if _amount_untold(fact, factors) else _GAME_ITEMS_STOLEN,))


# Crimes the law makes one only where 情节恶劣 or 情节严重 (or 数量较大 with land ruined), told in a lay question by the
# act alone ('儿子不赡养老母亲，把她赶出家门', '和别人飙车', '在水库里电鱼', '没有医师资格证给人看病'): whether it is a crime
# turns on that circumstance, so the law's list is told and the circumstance asked for, not assumed (_serious_only_reading).
# A judgment's charge has settled it (_JUDGMENT): there the tier is said to be assumed, as for every such tier
ABANDONMENT, ILLEGAL_FISHING, HIGH_THROW = "遗弃", "非法捕捞水产品", "高空抛物"
_SERIOUS_TOLD = re.compile(r"情节(?:特别)?(?:恶劣|严重)")


def _serious_case_untold(fact: str, factors: dict[str, Factor], serious: str) -> bool:
    return not (_JUDGMENT.search(fact) or serious in factors or "写明情节严重" in factors or _SERIOUS_TOLD.search(fact))


# the catch's value that is 情节严重 by itself (法释〔2022〕12号第三条第一款第（一）项): 1万元, read as the amount; its
# weight (500 kg) is a figure of thresholds.yaml figures_told
_SERIOUS_CATCH_YUAN = 10_000.0


def _fishing_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    """A catch told that meets 情节严重 by its weight or value gives the term; else it is asked for (_serious_only_reading)."""
    read = _serious_only_reading(ILLEGAL_FISHING, fact, factors, knowledge)
    if read is None or read.tier_at_least is not None:
        return read
    amount = factors.get("amount")
    value = _factor_number(amount) if amount is not None else None
    if value is None or value < _SERIOUS_CATCH_YUAN:
        return read
    why = f"捕捞水产品价值{_fmt(value)}元，达到一万元以上，属于情节严重（法释〔2022〕12号第三条第一款第（一）项）"
    return ChargeReading(tier_at_least=(0, why))


# a roadside breath test ('吹出来八十多') screens; drunk driving is the blood's alcohol content, which a blood sample taken
# afterwards measures (呼气 only where no blood could be taken, as where the driver fled or refused): the term is
# estimated on the breath figure, and the step says which figure decides
_BREATH_TEST_STEP = Step(
    "案情所说的是路边呼气酒精检测的数值，LexLoop 按该数值估算；醉驾以血液酒精含量达到80毫克/100毫升为标准，应以随后抽取"
    "的血样检验结果为准，两者可能不同（当事人拒绝或者逃避抽血等无法检验血液的，可以呼气检测结果认定）",
    "《最高人民法院 最高人民检察院 公安部 司法部关于办理醉酒危险驾驶刑事案件的意见》（高检发办字〔2023〕187号）",
    "interpretation",
)


def _dangerous_driving_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    """Racing alone told (no drunk level, no school bus or hazardous load): whether it was 情节恶劣 is asked for; else the
    hazardous load's own note (hazardous_carriage_note), or a breath test's (_BREATH_TEST_STEP)."""
    racing_only = "追逐竞驶" in factors and "bac" not in factors and "危险驾驶其他情形" not in factors
    if racing_only and (asked := _serious_only_reading(DANGEROUS_DRIVING, fact, factors, knowledge)) is not None:
        return asked
    hazardous = _hazardous_carriage_reading(fact, factors, knowledge)
    if hazardous is None and "bac" in factors and breath_test_told(fact):
        return ChargeReading(steps=(_BREATH_TEST_STEP,))
    return hazardous


# ---- figures told that reach a tier by themselves (thresholds.yaml figures_told) --------------------------------
_NUMBER_READ_WHOLE = r"(?<![0-9０-９.零〇一二两三四五六七八九十百千万几])"
_FIGURE_NUMBER = r"(?P<n>[0-9０-９]+(?:\.[0-9]+)?|[零〇一二两三四五六七八九十百千万几]+|半)"
# a sum needs more than a bare Chinese digit ('赌资一共八十万' is not 一元): digits, a unit in it, or 元/块 after it
_SUM_NUMBER = (
    r"(?P<n>[0-9０-９]+(?:\.[0-9]+)?|[零〇一二两三四五六七八九几]*[十百千万][零〇一二两三四五六七八九十百千万几]*"
    r"|[零〇一二两三四五六七八九几]+(?=(?:多|余)?(?:元|块)))"
)
_MORE_AND_SCALE = r"(?P<more>多|余)?(?P<scale>万|千)?(?P<more_after>多|余)?"
_FIGURE_GAP = r"[^。；;，,]{0,10}?"  # between the words that name a figure and the figure, in its clause
_NUMERAL_PLACES = {"十": 10, "百": 100, "千": 1_000, "万": 10_000}


@lru_cache(maxsize=None)
def _figure_patterns(figure: FigureTold) -> tuple[tuple[re.Pattern[str], float], ...]:
    """The figure's number and unit, with its words before it in the clause or right after its unit."""
    number = _NUMBER_READ_WHOLE + (_SUM_NUMBER if figure.unit == "元" else _FIGURE_NUMBER) + _MORE_AND_SCALE
    patterns = []
    for unit_words, per in FIGURE_UNITS[figure.unit]:
        told = f"{number}(?P<unit>{unit_words})"
        named = (told,) if figure.words is None else (
            f"(?:{figure.words.pattern}){_FIGURE_GAP}{told}", f"{told}的?(?:{figure.words.pattern})"
        )
        patterns += [(re.compile(wording), per) for wording in named]
    return tuple(patterns)


def _last_place(number: str) -> float:
    """What one more of the number's last digit adds: '二十' 10, '一百' 100, '五万' 10000, '50' 10, '2.5' 0.1."""
    if re.fullmatch(r"[0-9.]+", number):
        return 10.0 ** -len(number.split(".")[1]) if "." in number else 10.0 ** (len(number) - len(number.rstrip("0")))
    if number[-1] in _NUMERAL_PLACES:
        return _NUMERAL_PLACES[number[-1]]
    if len(number) > 1 and number[-2] in _NUMERAL_PLACES:  # '一万五': the last digit counts in the unit below
        return _NUMERAL_PLACES[number[-2]] / 10
    return 1.0


# two neighbouring digits before the unit say a figure roughly ('两三千' 2000 to 3000, '七八万')
_NEIGHBOUR_DIGITS = re.compile(r"([一两二三四五六七八])([二三四五六七八九])([十百千万].*)")


def _figure_range(match: re.Match[str], per: float) -> tuple[float, float] | None:
    """The least and the most a figure told can be: '八千' 8000 alone; '几万' 1万 to 9万; '一百多' up to 199; '两三千'
    2000 to 3000; None where the words are no number."""
    number = match["n"].translate(str.maketrans("０１２３４５６７８９", "0123456789"))
    scale = {"万": 10_000, "千": 1_000}.get(match["scale"] or "", 1) * per
    try:
        if number == "半":
            low = high = 0.5
        elif "几" in number:
            low, high = parse_number(number.replace("几", "一")), parse_number(number.replace("几", "九"))
        elif (pair := _NEIGHBOUR_DIGITS.fullmatch(number)) and parse_number(pair[2]) == parse_number(pair[1]) + 1:
            low, high = parse_number(pair[1] + pair[3]), parse_number(pair[2] + pair[3])
        else:
            low = high = parse_number(number)
            if match["more"] or match["more_after"]:
                high = low + _last_place(number) * 0.999
    except ValueError:
        return None
    return low * scale, high * scale


@dataclass(frozen=True)
class FiguresRead:
    """The figures of a charge's figures_told that a fact tells: the heaviest tier one reaches (with why), and whether
    any was told wholly below its figure."""

    tier_at_least: tuple[int, str] | None = None
    told_below: bool = False
    # why the first figure told wholly below the charge's lowest figure reaches no tier ('三百多棵大麻' under 五千株)
    below_entry: str | None = None


def figures_read(charge: str, fact: str, knowledge: Knowledge) -> FiguresRead:
    """Each figure of the charge (thresholds.yaml figures_told) as the fact tells it: a number and its unit, with the
    words that name it before it in its clause or right after the unit; a range where it is vague. One wholly at or
    above its at_least reaches its tier (the heaviest such counts); one wholly below it is told below. A figure after 每 is a rate, not a total,
    and one whose sentence lacks the figure's clause words counts something else: neither is read."""
    reached: tuple[int, str] | None = None
    told_below = False
    below_entry: str | None = None
    figures = knowledge.figures_told.get(charge, ())
    lowest_tier = min((figure.tier for figure in figures), default=0)
    for figure in figures:
        for pattern, per in _figure_patterns(figure):
            for match in pattern.finditer(fact):
                if "每" in words_before(fact, match.start(), 40) + match.group(0):
                    continue
                sentence = _clause_bounds(fact, match.start(), match.end())
                if figure.clause is not None and not figure.clause.search(fact, *sentence):
                    continue
                told = _figure_range(match, per)
                if told is None:
                    continue
                least = _fmt(figure.at_least / 10_000) + "万" if figure.at_least >= 10_000 else _fmt(figure.at_least)
                if told[0] >= figure.at_least and (reached is None or figure.tier > reached[0]):
                    why = f"事实中写明「{match.group(0)}」，{figure.counts}达到{least}{figure.unit}以上（{figure.source}）"
                    reached = (figure.tier, why)
                told_below = told_below or told[1] < figure.at_least
                if below_entry is None and figure.tier == lowest_tier and told[1] < figure.at_least:
                    below_entry = f"事实中写明「{match.group(0)}」，{figure.counts}不满{least}{figure.unit}"
    return FiguresRead(reached, told_below, below_entry if reached is None else None)


# crimes that the law makes crimes only where 情节严重 (or 恶劣, or 数量较大 with land ruined) and whose lay question
# each such crime's elements and source, for the step that asks (see above)
_UNTOLD_SERIOUS = "写明情节严重"
_SERIOUS_ONLY_ELEMENTS: dict[str, tuple[str, str]] = {
    ABANDONMENT: (
        "遗弃罪须对年老、年幼、患病或者其他没有独立生活能力的人负有扶养义务而拒绝扶养，且情节恶劣（长期不予照顾、不提供生活来源，"
        "驱赶、逼迫被害人离家致使其流离失所或者生存困难，遗弃患严重疾病或者生活不能自理的人，致使其身体严重损害等）；未达情节恶劣"
        "的不构成本罪，被扶养人可以要求给付赡养费、扶养费，或者向法院起诉（《中华人民共和国民法典》第一千零六十七条）",
        f"{CRIMINAL_LAW}第二百六十一条；《最高人民法院 最高人民检察院 公安部 司法部关于依法办理家庭暴力犯罪案件的意见》"
        "（法发〔2015〕4号）第十七条",
    ),
    DANGEROUS_DRIVING: (
        "在道路上驾驶机动车追逐竞驶，情节恶劣的，才构成危险驾驶罪（如在城市主要道路、高速公路上高速追逐，多次严重超速、闯红灯、"
        "随意变道，或者造成事故）；情节不恶劣的，由公安机关交通管理部门依《中华人民共和国道路交通安全法》处罚",
        f"{CRIMINAL_LAW}第一百三十三条之一第一款第（一）项",
    ),
    ILLEGAL_FISHING: (
        "在禁渔区、禁渔期或者使用禁用的工具、方法（电鱼、毒鱼、炸鱼等）捕捞水产品，情节严重的，才构成非法捕捞水产品罪：在内陆水域，"
        "捕捞水产品五百公斤以上或者价值一万元以上，捕捞有重要经济价值的水生动物苗种、怀卵亲体，在禁渔区或者禁渔期使用电鱼、毒鱼、"
        "炸鱼等禁用方法或者禁用工具捕捞，纠集多条船只或者以非法捕捞为业等；未达情节严重的，由渔业行政主管部门依"
        "《中华人民共和国渔业法》给予行政处罚",
        f"{CRIMINAL_LAW}第三百四十条；《最高人民法院 最高人民检察院关于办理破坏野生动物资源刑事案件适用法律若干问题的解释》"
        "（法释〔2022〕12号）第三条",
    ),
    "非法行医": (
        "未取得医生执业资格的人非法行医，情节严重的，才构成非法行医罪（造成就诊人轻度残疾、器官组织损伤导致一般功能障碍，造成甲类"
        "传染病传播、流行或者有传播、流行危险，使用假药、劣药或者不符合国家规定标准的卫生材料、医疗器械足以严重危害人体健康，非法"
        "行医被卫生行政部门行政处罚两次以后再次非法行医等）；未达情节严重的，由卫生健康主管部门依《中华人民共和国医师法》处罚",
        f"{CRIMINAL_LAW}第三百三十六条第一款；《最高人民法院关于审理非法行医刑事案件具体应用法律若干问题的解释》第二条",
    ),
    "污染环境": (
        "排放、倾倒或者处置有放射性的废物、含传染病病原体的废物、有毒物质或者其他有害物质，严重污染环境的，才构成污染环境罪（在饮用水"
        "水源保护区、自然保护地核心保护区等重点保护区域排放、倾倒、处置有毒物质，非法排放、倾倒、处置危险废物三吨以上，排放含铅、汞、"
        "镉、铬、砷、铊、锑的污染物超过国家或者地方污染物排放标准三倍以上（含镍、铜、锌、银、钒、锰、钴的十倍以上），通过暗管、渗井、"
        "渗坑、裂隙、溶洞、灌注等逃避监管的方式排放有毒物质，违法所得或者致使公私财产损失三十万元以上等）；未达严重污染环境的，由"
        "生态环境主管部门依法处罚",
        f"{CRIMINAL_LAW}第三百三十八条；《最高人民法院 最高人民检察院关于办理环境污染刑事案件适用法律若干问题的解释》（法释〔2023〕7号）"
        "第一条",
    ),
    "非法占用农用地": (
        "非法占用耕地、林地等农用地，改变被占用土地用途，数量较大，并造成耕地、林地等农用地大量毁坏的，才构成非法占用农用地罪"
        "（占用永久基本农田五亩以上或者其他耕地十亩以上，且建窑、建坟、建房、挖沙、采石、采矿、取土、堆放固体废弃物等造成种植条件"
        "严重毁坏或者严重污染）；未达到的，由自然资源主管部门依《中华人民共和国土地管理法》责令退还、限期拆除并处罚款",
        f"{CRIMINAL_LAW}第三百四十二条；《最高人民法院关于审理破坏土地资源刑事案件具体应用法律若干问题的解释》第三条",
    ),
    "非法采矿": (
        "未取得采矿许可证擅自采矿（包括未取得河道采砂许可证在河道管理范围内采砂），情节严重的，才构成非法采矿罪（开采的矿产品价值或者"
        "造成矿产资源破坏的价值在十万元至三十万元以上，或者在国家规划矿区、对国民经济具有重要价值的矿区采矿、开采国家规定实行保护性"
        "开采的特定矿种，或者在禁采区、禁采期内采矿，价值在五万元至十五万元以上，二年内曾因非法采矿受过两次以上行政处罚又实施非法采矿，"
        "造成生态环境严重损害，在河道采砂严重影响河势稳定、危害防洪安全等）；未达情节严重的，由自然资源、水行政主管部门依法处罚",
        f"{CRIMINAL_LAW}第三百四十三条第一款；《最高人民法院 最高人民检察院关于办理非法采矿、破坏性采矿刑事案件适用法律若干问题的解释》"
        "（法释〔2016〕25号）第二条、第三条、第四条",
    ),
    "诬告陷害": (
        "捏造事实诬告陷害他人，意图使他人受刑事追究，情节严重的，才构成诬告陷害罪（如捏造的是犯罪事实并向有关机关告发，致使他人被"
        "立案侦查、采取强制措施，或者手段恶劣、造成恶劣影响）；捏造的只是违纪、一般违法事实，或者不是有意诬陷而是错告、检举失实的，"
        "不构成本罪",
        f"{CRIMINAL_LAW}第二百四十三条",
    ),
    "非法狩猎": (
        "违反狩猎法规，在禁猎区、禁猎期或者使用禁用的工具、方法狩猎，情节严重的，才构成非法狩猎罪（非法猎捕野生动物价值一万元以上，"
        "或者在禁猎区、禁猎期使用禁用的工具、方法狩猎）；以食用为目的猎捕在野外自然生长繁殖的陆生野生动物，情节严重的，同样处罚。"
        "野猪已于2023年移出《有重要生态、科学、社会价值的陆生野生动物名录》，猎捕野猪是否构成犯罪，取决于地点、时间、工具方法和"
        "情节；未达情节严重的，由林业草原等主管部门依《中华人民共和国野生动物保护法》处罚",
        f"{CRIMINAL_LAW}第三百四十一条第二款、第三款；《最高人民法院 最高人民检察院关于办理破坏野生动物资源刑事案件适用法律若干问题的"
        "解释》（法释〔2022〕12号）第七条",
    ),
    "偷越国（边）境": (
        "违反国（边）境管理法规，偷越国（边）境，情节严重的，才构成偷越国（边）境罪（在境外实施损害国家利益行为，偷越国（边）境三次"
        "以上或者三人以上结伙偷越，拉拢、引诱他人一起偷越，勾结境外组织、人员偷越，或者因偷越国（边）境被行政处罚后一年内又偷越）；"
        "未达情节严重的，由公安、移民管理机关依《中华人民共和国出境入境管理法》处罚",
        f"{CRIMINAL_LAW}第三百二十二条；《最高人民法院 最高人民检察院关于办理妨害国（边）境管理刑事案件应用法律若干问题的解释》"
        "（法释〔2012〕17号）第五条",
    ),
    "催收非法债务": (
        "使用暴力、胁迫方法，限制他人人身自由或者侵入他人住宅，或者恐吓、跟踪、骚扰他人，催收高利放贷等产生的非法债务，情节严重的，"
        "才构成催收非法债务罪；高利放贷本身经常性地向社会不特定对象发放、以超过36%的实际年利率放贷的，另可构成非法经营罪",
        f"{CRIMINAL_LAW}第二百九十三条之一；《最高人民法院 最高人民检察院 公安部 司法部关于办理非法放贷刑事案件若干问题的意见》"
        "（法发〔2019〕24号）第一条、第二条",
    ),
    "虐待": (
        "虐待家庭成员，情节恶劣的，才构成虐待罪（虐待持续时间较长、次数较多，手段残忍，致使被害人轻微伤或者患较严重疾病，对未成年人、"
        "老年人、残疾人、孕妇、哺乳期妇女、重病患者实施较为严重的虐待等）；本罪告诉的才处理，但被害人没有能力告诉或者因受到强制、"
        "威吓无法告诉的，以及致使被害人重伤、死亡的除外",
        f"{CRIMINAL_LAW}第二百六十条；《最高人民法院 最高人民检察院 公安部 司法部关于依法办理家庭暴力犯罪案件的意见》"
        "（法发〔2015〕4号）第十七条",
    ),
    "虐待被监护、看护人": (
        "对未成年人、老年人、患病的人、残疾人等负有监护、看护职责的人（如幼儿园、养老机构、保姆）虐待被监护、看护的人，情节恶劣的，"
        "才构成虐待被监护、看护人罪；家庭成员之间的虐待为虐待罪",
        f"{CRIMINAL_LAW}第二百六十条之一",
    ),
    "损害商业信誉、商品声誉": (
        "捏造并散布虚伪事实，损害他人的商业信誉、商品声誉，给他人造成重大损失或者有其他严重情节的，才构成本罪（如给他人造成直接"
        "经济损失五十万元以上，或者造成公司、企业等单位停业、停产六个月以上或者破产，见公安机关管辖的刑事案件立案追诉标准（二））；"
        "未达到的，受损的经营者可以要求停止侵害、消除影响、赔偿损失（《中华人民共和国民法典》第一千零二十四条）。如实反映商品质量"
        "问题的不是捏造",
        f"{CRIMINAL_LAW}第二百二十一条",
    ),
    # 聚众赌博 and 以赌博为业 only (刑法第三百零三条第一款); a gathering is counted by 法释〔2005〕3号第一条's figures
    "赌博": (
        "以营利为目的，聚众赌博或者以赌博为业的，才构成赌博罪；聚众赌博是组织三人以上赌博，且抽头渔利数额累计五千元以上、赌资数额"
        "累计五万元以上或者参赌人数累计二十人以上，或者组织中华人民共和国公民十人以上赴境外赌博、从中收取回扣或者介绍费；在网上"
        "（如微信群）组织赌博同样按这些数额、人数认定，建立赌博网站、接受投注的另为开设赌场罪。只是参与赌博、或者未达到上述标准"
        "的，由公安机关依《中华人民共和国治安管理处罚法》处罚",
        f"{CRIMINAL_LAW}第三百零三条第一款；《最高人民法院 最高人民检察院关于办理赌博刑事案件具体应用法律若干问题的解释》"
        "（法释〔2005〕3号）第一条",
    ),
    HIGH_THROW: (
        "从建筑物或者其他高空抛掷物品，情节严重的，才构成高空抛物罪（2021年3月1日起施行）；司法实践参照《最高人民法院关于依法"
        "妥善审理高空抛物、坠物案件的意见》所列情形认定，如多次实施，经劝阻仍继续实施，受过刑事处罚或者行政处罚后又实施，在人员"
        "密集场所实施等；未达情节严重的，由公安机关依《中华人民共和国治安管理处罚法》处罚，造成他人损害的依《中华人民共和国民法典》"
        "第一千二百五十四条承担侵权责任",
        f"{CRIMINAL_LAW}第二百九十一条之二；《最高人民法院关于依法妥善审理高空抛物、坠物案件的意见》（法发〔2019〕25号）第五条",
    ),
    "破坏计算机信息系统": (
        "对计算机信息系统功能或者其中的数据、应用程序进行删除、修改、增加、干扰，或者故意制作、传播计算机病毒等破坏性程序，"
        "后果严重的，才构成破坏计算机信息系统罪：造成十台以上计算机信息系统的主要软件或者硬件不能正常运行，对二十台以上计算机"
        "信息系统中的数据进行删除、修改、增加操作，违法所得五千元以上或者造成经济损失一万元以上，造成为一百台以上计算机信息系统"
        "提供基础服务或者为一万以上用户提供服务的计算机信息系统不能正常运行累计一小时以上等；未达后果严重的，由公安机关依"
        "《中华人民共和国治安管理处罚法》处罚",
        f"{CRIMINAL_LAW}第二百八十六条；《最高人民法院 最高人民检察院关于办理危害计算机信息系统安全刑事案件应用法律若干问题的解释》"
        "（法释〔2011〕19号）第四条",
    ),
    "非法经营": (
        "违反国家规定，未经许可经营烟草等专营、专卖物品或者其他限制买卖的物品，非法从事资金支付结算业务等，扰乱市场秩序，情节严重"
        "的，才构成非法经营罪。无烟草专卖许可证经营烟草专卖品的，非法经营数额五万元以上、违法所得二万元以上、经营卷烟二十万支"
        "（一千条）以上，或者三年内因非法经营烟草专卖品受过二次以上行政处罚又非法经营且数额在三万元以上的，为情节严重（数额二十五"
        "万元、违法所得十万元、卷烟一百万支以上为情节特别严重，处五年以上有期徒刑）；未达到的，无烟草专卖零售许可证经营烟草制品零售"
        "业务，由主管部门责令停止经营、没收违法所得并处罚款（《中华人民共和国烟草专卖法》第三十二条）。其他非法经营行为的情节严重"
        "标准因经营的物品、业务而不同",
        f"{CRIMINAL_LAW}第二百二十五条；《最高人民法院 最高人民检察院关于办理非法生产、销售烟草专卖品等刑事案件具体应用法律若干问题"
        "的解释》（法释〔2010〕7号）第一条第五款、第三条",
    ),
    "制作、复制、出版、贩卖、传播淫秽物品牟利": (
        "以牟利为目的，制作、复制、出版、贩卖、传播淫秽物品的，构成本罪；通过网络、手机贩卖、传播淫秽电子信息的，须达到法定数量："
        "淫秽视频文件二十个以上，淫秽音频文件一百个以上，淫秽图片、文章等二百件以上，点击数一万次以上，以会员制方式传播、注册会员"
        "二百人以上，或者利用淫秽电子信息收取会员费、广告费等违法所得一万元以上；达到五倍以上的为情节严重（三年以上十年以下），"
        "二十五倍以上的为情节特别严重（十年以上）。未达到的，由公安机关依《中华人民共和国治安管理处罚法》处罚；不以牟利为目的传播的，"
        "情节严重的为传播淫秽物品罪（刑法第三百六十四条）",
        f"{CRIMINAL_LAW}第三百六十三条第一款；《最高人民法院 最高人民检察院关于办理利用互联网、移动通讯终端、声讯台制作、复制、出版、"
        "贩卖、传播淫秽电子信息刑事案件具体应用法律若干问题的解释》（法释〔2004〕11号）第一条、第二条",
    ),
    "保险诈骗": (
        "投保人、被保险人或者受益人故意造成财产损失的保险事故，编造未曾发生的保险事故，对发生的保险事故编造虚假的原因或者夸大损失"
        "的程度，或者虚构保险标的，骗取保险金数额较大的，才构成保险诈骗罪（立案追诉标准为五万元以上；未得逞的以骗取的数额计，"
        "按未遂处理）；未达到的，保险人可以拒绝赔付，并可由公安机关依《中华人民共和国治安管理处罚法》处罚。为骗取保险金故意放火、"
        "杀人、伤害等，同时构成其他犯罪的，依照数罪并罚的规定处罚",
        f"{CRIMINAL_LAW}第一百九十八条；《最高人民检察院 公安部关于公安机关管辖的刑事案件立案追诉标准的规定（二）》"
        "（公通字〔2022〕12号）",
    ),
    "倒卖车票、船票": (
        "倒卖车票、船票，情节严重的，才构成倒卖车票、船票罪：高价、变相加价倒卖车票或者倒卖坐席、卧铺签字号及订购车票凭证，票面数额"
        "五千元以上，或者非法获利数额二千元以上的，为情节严重；未达到的，由公安机关依《中华人民共和国治安管理处罚法》处罚。倒卖"
        "伪造的车票的，另为伪造、倒卖伪造的有价票证罪（刑法第二百二十七条第一款）",
        f"{CRIMINAL_LAW}第二百二十七条第二款；《最高人民法院关于审理倒卖车票刑事案件有关问题的解释》（法释〔1999〕17号）第一条",
    ),
    "非法种植毒品原植物": (
        "非法种植罂粟、大麻等毒品原植物的，一律强制铲除；种植罂粟五百株以上（三千株以上的处五年以上有期徒刑）或者其他毒品原植物"
        "数量较大（大麻五千株以上；三万株以上为数量大，处五年以上有期徒刑），经公安机关处理后又种植，或者抗拒铲除的，才构成非法种植"
        "毒品原植物罪，在收获前自动铲除的可以免除处罚；种植罂粟不满五百株、大麻不满五千株，也没有经公安机关处理后又种植或者抗拒铲除的，"
        "不构成本罪，由公安机关依《中华人民共和国治安管理处罚法》第八十三条处拘留，可以并处罚款，成熟前自行铲除的不予处罚",
        f"{CRIMINAL_LAW}第三百五十一条；《最高人民法院关于审理毒品犯罪案件适用法律若干问题的解释》（法释〔2016〕8号）第九条；"
        "《中华人民共和国治安管理处罚法》第八十三条",
    ),
    "非法利用信息网络": (
        "利用信息网络设立用于实施诈骗、传授犯罪方法、制作或者销售违禁物品、管制物品等违法犯罪活动的网站、通讯群组，或者发布有关"
        "制作、销售毒品、枪支、淫秽物品等违禁物品、管制物品或者其他违法犯罪信息，情节严重的，才构成非法利用信息网络罪（在网站上"
        "发布有关信息一百条以上，向二千个以上用户账号发送，向成员累计三千以上的群组发送，利用关注人员累计三万以上的社交网络账号传播，"
        "违法所得一万元以上，设立用于违法犯罪的网站三个以上或者群组五个以上，二年内曾因非法利用信息网络等受过行政处罚又实施等）；"
        "未达情节严重的，由公安机关依法处罚。真的卖出了枪支、毒品等的，另按出卖行为本身的罪名处理，同时构成的依照处罚较重的规定",
        f"{CRIMINAL_LAW}第二百八十七条之一；《最高人民法院 最高人民检察院关于办理非法利用信息网络、帮助信息网络犯罪活动等刑事案件"
        "适用法律若干问题的解释》（法释〔2019〕15号）第十条",
    ),
    "使用虚假身份证件、盗用身份证件": (
        "在依照国家规定应当提供身份证明的活动中（如乘坐飞机火车、住宿、网吧上网、开立银行账户、办理手机卡），使用伪造、变造的或者"
        "盗用他人的居民身份证、护照、社会保障卡、驾驶证等证件，情节严重的，才构成本罪；未达情节严重的，由公安机关依"
        "《中华人民共和国居民身份证法》第十七条处罚。自己伪造、购买假身份证件的，另涉伪造、变造、买卖身份证件罪",
        f"{CRIMINAL_LAW}第二百八十条之一",
    ),
    # (the prosecution figures from memory: 公通字〔2008〕36号 is not in the corpus; thresholds.yaml figures_told reads them)
    "失火": (
        "过失引起火灾，致人重伤、死亡或者使公私财产遭受重大损失的，才构成失火罪（三年以上七年以下有期徒刑；情节较轻的，三年以下"
        "有期徒刑或者拘役）。立案追诉的标准是：致一人以上死亡或者三人以上重伤，公私财产直接经济损失五十万元以上，十户以上家庭的房屋"
        "和基本生活资料被烧毁，或者造成森林火灾，过火有林地面积二公顷（三十亩）以上，或者过火疏林地、灌木林地、未成林地、苗圃地面积"
        "四公顷以上（立案追诉标准（一）第一条，本地语料库未收录，按记忆引用）；未达到的不构成犯罪，但要赔偿林木等损失"
        "（《中华人民共和国民法典》第一千一百六十五条），并可能受到森林防火方面的行政处罚。故意点火烧山林、房屋的，是放火罪"
        "（刑法第一百一十四条、第一百一十五条第一款：尚未造成严重后果的，也处三年以上十年以下有期徒刑）",
        f"{CRIMINAL_LAW}第一百一十四条、第一百一十五条；《最高人民检察院 公安部关于公安机关管辖的刑事案件立案追诉标准的规定（一）》"
        "（公通字〔2008〕36号）第一条（本地语料库未收录，按记忆引用）",
    ),
    # (the prosecution figures from memory: 立案追诉标准（一）第二十八条 as the 2017 补充规定 amended it is not in the
    # corpus; 治安管理处罚法第五十四条 is read there, the 2026 text)
    "强迫交易": (
        "以暴力、威胁手段强买强卖商品、强迫他人提供或者接受服务等，情节严重的，才构成强迫交易罪（刑法第二百二十六条：三年以下有期"
        "徒刑或者拘役，并处或者单处罚金）。立案追诉的标准是：造成被害人轻微伤，造成直接经济损失二千元以上，强迫交易三次以上或者强迫"
        "三人以上交易，强迫交易数额一万元以上或者违法所得二千元以上，强迫他人购买伪劣商品数额五千元以上或者违法所得一千元以上，或者"
        "有其他情节严重的情形（立案追诉标准（一）第二十八条，本地语料库未收录，按记忆引用）；未达到的不构成犯罪，由公安机关依"
        "《中华人民共和国治安管理处罚法》第五十四条处五日以上十日以下拘留，并处三千元以上五千元以下罚款（情节较轻的，处五日以下拘留"
        "或者一千元以下罚款）",
        f"{CRIMINAL_LAW}第二百二十六条；《最高人民检察院 公安部关于公安机关管辖的刑事案件立案追诉标准的规定（一）》第二十八条"
        "（本地语料库未收录，按记忆引用）；"
        "《中华人民共和国治安管理处罚法》第五十四条",
    ),
}
_SERIOUS_ASKED = "案情未写明{needed}，无法判断是否构成本罪，不计算刑期，请补充后重新计算"
# the factor each asks for where the charge has one of its own (factors.yaml; correctable by name), else 写明情节严重
_SERIOUS_FACTOR = {
    ABANDONMENT: ("遗弃情节恶劣", "情节是否恶劣"),
    DANGEROUS_DRIVING: ("追逐竞驶情节恶劣", "追逐竞驶的情节是否恶劣"),
    ILLEGAL_FISHING: ("非法捕捞情节严重", "捕捞的数量、价值或者地点、时间等情节是否严重"),
    "保险诈骗": (_UNTOLD_SERIOUS, "骗取（或者意图骗取）的保险金数额"),
    # below the plants' figures only the second and third items of 刑法第三百五十一条第一款 are left to ask for (the
    # figures themselves are read: _SERIOUS_ONLY_ELEMENTS names them)
    "非法种植毒品原植物": ("又种植或抗拒铲除", "是否经公安机关处理后又种植、是否抗拒铲除"),
    "失火": (_UNTOLD_SERIOUS, "火灾的后果（有无人员伤亡、烧毁财物的损失、过火的林地面积）"),
    "强迫交易": (_UNTOLD_SERIOUS, "强迫交易的次数、人数、数额，或者是否致人轻微伤、造成二千元以上的直接经济损失"),
}
GAMBLING = "赌博"
# the charges whose own rule calls _serious_only_reading (危险驾驶 for racing alone; a catch's weight first; 赌博 adds
# the online casino reading)
_SERIOUS_ONLY_WITHIN_A_RULE = (DANGEROUS_DRIVING, ILLEGAL_FISHING, HIGH_THROW, GAMBLING)
# circumstances with no figure that the law (the source of each entry above) names as serious, told in a lay
# question's words, with the tier each reaches (a death by practice without a licence is 第三百三十六条's third, an
# ill-treated family member's serious injury or death 第二百六十条's second): then the term is given, with the words as
# the tier's ground. Figures that reach a tier (赌资, 损失, 吨) are thresholds.yaml figures_told's (figures_read)
_SERIOUS_TOLD_IN_WORDS: dict[str, tuple[tuple[int, re.Pattern[str]], ...]] = {
    "非法行医": (
        (2, re.compile(r"(?:病人|患者|就诊的?人|孩子|产妇|女孩|他|她)[^。；，]{0,6}?(?:死亡|死了|身亡|去世|没救过来)")),
        (0, re.compile(r"残疾|器官[^。；，]{0,6}损伤|(?:处罚|罚款)(?:过)?(?:两|二|三|多)次|假药|劣药")),
    ),
    "污染环境": ((0, re.compile(r"暗管|渗井|渗坑|溶洞|灌注|饮用水水源|水源保护区")),),
    HIGH_THROW: ((0, re.compile(
        r"多次|经常|总是|老是|屡次|反复|好几次|天天|(?:劝|说|警告|提醒)(?:过|了)?[^。；，]{0,8}?(?:还|仍|继续|照样|照旧)"
        r"|(?:罚|处罚|拘留)过[^。；，]{0,10}?(?:又|还|仍)|人员密集|人群|人来人往|小区门口|商场门口"
    )),),
    "诬告陷害": ((0, re.compile(r"(?:被|遭)[^。；，]{0,6}?(?:立案侦查|刑事拘留|刑拘|拘留|逮捕|判刑|羁押)")),),
    # (a person burnt to death, not '把邻居家的鸡烧死了')
    "失火": ((0, re.compile(
        r"烧死(?:了)?(?:[一二两三四五六七八九十\d]+(?:个|名))?人|把人烧死|(?:人|者)[^。；，]{0,4}?(?:死亡|身亡|死了|烧死)"
        r"|(?:十|[1-9][0-9])(?:多)?户"
    )),),
    # a hurt told (轻微伤 at least), or three acts or three people forced (立案追诉标准（一）第二十八条, from memory); the
    # people forced are named as such, not a bare 人 ('我们三个人…拦游客' counts the doers)
    "强迫交易": ((0, re.compile(
        r"打伤|轻微伤|轻伤|(?:受|致)了?伤|(?:(?:[三四五六七八九几]|[一二两]?十|[一二两]百|好几)[一二两三四五六七八九十百几]*"
        r"|[3-9]|[1-9][0-9]+)(?:多)?(?:次|回|(?:个|名|位)?(?:游客|顾客|客人|乘客|商户|摊主))"
    )),),
    "非法狩猎": ((0, re.compile(
        r"(?:禁猎区|禁猎期)[^。；]{0,16}?(?:电|毒|夹|套|枪|网|陷阱|炸)|(?:电|毒|夹|套|枪|网|陷阱|炸)[^。；]{0,16}?(?:禁猎区|禁猎期)"
    )),),
    "偷越国（边）境": ((0, re.compile(
        r"(?:三|四|五|多|好几)次|(?:三|四|五|几|多)(?:个)?人(?:一起|结伙)|结伙|(?:拉|带|叫|约)(?:着|了)?[^。；，]{0,4}?人一起"
    )),),
    "损害商业信誉、商品声誉": ((0, re.compile(r"破产|倒闭了")),),
    "赌博": ((0, re.compile(r"以赌博为业")),),
    # 法释〔2019〕15号第十条第（四）项第1目: information posted a hundred times and more
    "非法利用信息网络": ((0, re.compile(
        r"(?:[一二两三四五六七八九几数上][百千]|[1-9][0-9]{2,})(?:多|余)?(?:个|条|次|则|篇)[^。；，]{0,12}?(?:广告|帖子?|信息)"
    )),),
    "虐待": (
        # (not a child beaten to death: violence that kills in the course of ill-treatment is 故意伤害 or 故意杀人,
        # 法发〔2015〕4号第十七条)
        (1, re.compile(r"(?:致|导致|造成)[^。；，]{0,6}?(?:重伤|死亡)")),
        (0, re.compile(
            r"(?:长期|多年|持续|几年|好几年)[^。；，]{0,8}?(?:虐待|打骂|殴打|不给[^。；，]{0,4}?饭)|(?:致|导致|造成)[^。；，]{0,6}?(?:轻微伤|轻伤|住院)"
            # the years told after the acts ('经常打老婆…，已经好几年了'): 持续时间较长
            r"|(?:已经|都|有|持续了?)(?:好几|几|两|三|四|五|六|七|八|九|十|多)年了"
            r"|烟头烫|开水烫|用刀|绳子捆|捆绑|挨饿|受冻"
        )),
    ),
}


def _serious_only_reading(
    charge: str, fact: str, factors: dict[str, Factor], knowledge: Knowledge
) -> ChargeReading | None:
    factor, words = _SERIOUS_FACTOR.get(charge, (_UNTOLD_SERIOUS, "情节是否严重（恶劣）"))
    if not _serious_case_untold(fact, factors, factor):
        return None
    if (figures := figures_read(charge, fact, knowledge)).tier_at_least is not None:
        return ChargeReading(tier_at_least=figures.tier_at_least)
    elements, source = _SERIOUS_ONLY_ELEMENTS[charge]
    for tier, told in _SERIOUS_TOLD_IN_WORDS.get(charge, ()):
        if (said := told.search(fact)) is not None:
            return ChargeReading(tier_at_least=(tier, f"事实中写明「{said.group(0)}」，属于法律规定的情节（{source}）"))
    # a figure told under the law's own says so first: then only the other circumstances can make it a crime
    below = f"{figures.below_entry}，数量未达到入罪标准；" if figures.below_entry else ""
    step = Step(f"{below}{elements}。{_SERIOUS_ASKED}", source, "statute")
    return _asking_for(step, {factor: words}, (factor,))


def _level_reached(value: float, levels: tuple[tuple[int, float, str], ...]) -> tuple[int, float, str] | None:
    """The highest of an interpretation's (tier, figure, name) levels the value reaches; None below the lowest."""
    reached = [level for level in levels if value >= level[1]]
    return reached[-1] if reached else None


# 盗伐林木's tiers by the standing volume felled (法释〔2023〕8号第四条, in force from 2023-08-15): 数量较大 from five cubic
# metres, 数量巨大 and 数量特别巨大 at ten and fifty times it. 200 young trees or 二万元 of value meet the entry too:
# where either is told (株, a sum) a volume below five is not called no crime. An act before the date was judged by the
# repealed 法释〔2000〕36号's figures, not entered here: no tier is read from the volume then, nor from a judgment that
# dates no act (its_figures_apply)
TREE_FELLING = "盗伐林木"


def _its_figures_apply(fact: str, since: date) -> bool:
    """Whether an interpretation in force from `since` measures the acts: the last act told is on or after it, or no act
    is dated in a lay question (a judgment that dates none may be older: its court used the figures of its day)."""
    day = last_act_day(fact)
    return day >= since if day is not None else not _JUDGMENT.search(fact)


_FELLING_SOURCE = "《最高人民法院关于审理破坏森林资源刑事案件适用法律若干问题的解释》（法释〔2023〕8号）第四条"
_FELLING_SINCE = date(2023, 8, 15)
_FELLING_LEVELS = ((0, 5.0, "数量较大"), (1, 50.0, "数量巨大"), (2, 250.0, "数量特别巨大"))  # m³: statutes.yaml tiers 0–2
_VOLUME = re.compile(r"(?P<n>[0-9０-９]+(?:\.[0-9]+)?|[零一二两三四五六七八九十百千]+)(?:余|多)?(?:个)?(?:立方米|立方|m³|m3|㎥)")
_OTHER_FELLING_MEASURES = re.compile(r"[0-9一二两三四五六七八九十百千]+(?:余|多)?株|[0-9一二两三四五六七八九十百千万]+(?:余|多)?(?:元|块)")


def _felling_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    volumes = [parse_number(m.group("n")) for m in _VOLUME.finditer(fact)]
    if not volumes or not _its_figures_apply(fact, _FELLING_SINCE):
        return None
    volume = max(volumes)
    if (reached := _level_reached(volume, _FELLING_LEVELS)) is not None:
        tier, level, _ = reached  # the tier's name is the step's own (法定刑档次「…」)
        why = f"立木蓄积{_fmt(volume)}立方米，达到{_fmt(level)}立方米以上（{_FELLING_SOURCE}）"
        return ChargeReading(tier_at_least=(tier, why))
    if _OTHER_FELLING_MEASURES.search(fact):
        return None
    step = Step(
        f"盗伐林木立木蓄积{_fmt(volume)}立方米，不满5立方米，且未写明幼树二百株以上或者林木价值二万元以上，未达「数量较大」，"
        "不构成盗伐林木罪，可由林业主管部门依《中华人民共和国森林法》责令补种、处以罚款",
        f"{CRIMINAL_LAW}第三百四十五条第一款；{_FELLING_SOURCE}",
        "interpretation",
    )
    return ChargeReading(steps=(step,), no_crime=True)


# 虚开增值税专用发票's measure is the tax on the invoices (税额, 税款), not their face value (金额, 价税合计): 法释〔2024〕4号
# 第十一条第一款 (in force from 2024-03-20) makes it a crime from 十万元 of tax, 数额较大 from 五十万元 and 数额巨大 from
# 五百万元. An act before the date was judged by earlier figures, not entered here: nothing is read from the tax then
# (its_figures_apply)
FALSE_VAT_INVOICES = "虚开增值税专用发票、用于骗取出口退税、抵扣税款发票"
_VAT_SOURCE = "《最高人民法院、最高人民检察院关于办理危害税收征管刑事案件适用法律若干问题的解释》（法释〔2024〕4号）第十一条第一款"
_VAT_SINCE = date(2024, 3, 20)
_VAT_ENTRY = 100_000.0
_VAT_LEVELS = ((1, 500_000.0, "数额较大"), (2, 5_000_000.0, "数额巨大"))  # statutes.yaml tiers 1 and 2
_TAX_FIGURE = re.compile(
    r"(?:税额|税款(?:数额|金额)?)(?:共计|合计|总计|累计|为|达到?|约|计|人民币|：|:)*"
    r"(?P<n>[0-9０-９]+(?:\.[0-9]+)?|[零一二两三四五六七八九十百千]+)(?P<unit>亿|万)?(?:余|多)?(?:元|块)?"
)


def _vat_invoice_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    taxes = [
        parse_number(m.group("n")) * {"亿": 100_000_000, "万": 10_000}.get(m.group("unit") or "", 1)
        for m in _TAX_FIGURE.finditer(fact)
    ]
    if not taxes or not _its_figures_apply(fact, _VAT_SINCE):
        return None
    tax = max(taxes)
    if tax < _VAT_ENTRY:
        step = Step(
            f"虚开的税款数额{_fmt(tax / 10_000)}万元，不满十万元，不构成虚开增值税专用发票罪（另有五年内因虚开受过刑事处罚等"
            "情形的，以法院认定为准）；虚开的发票可能另构成虚开发票罪（刑法第二百零五条之一，须情节严重），由税务机关依法处罚",
            f"{CRIMINAL_LAW}第二百零五条；{_VAT_SOURCE}",
            "interpretation",
        )
        return ChargeReading(steps=(step,), no_crime=True)
    reached = _level_reached(tax, _VAT_LEVELS)
    if reached is None:
        why = f"虚开的税款数额{_fmt(tax / 10_000)}万元，达到十万元的定罪标准、不满五十万元（{_VAT_SOURCE}）"
        return ChargeReading(tier_at_least=(0, why))
    tier, level, name = reached
    why = f"虚开的税款数额{_fmt(tax / 10_000)}万元，达到{_fmt(level / 10_000)}万元以上，属于「{name}」（{_VAT_SOURCE}）"
    return ChargeReading(tier_at_least=(tier, why))


# A state organ's paper forged (房产证, 不动产权证书) and used to get money ('伪造了一个房产证去抵押借钱') is two crimes joined
# as means and end (牵连犯): the forgery (刑法第二百八十条第一款) and the fraud it served (诈骗, 第二百六十六条; 贷款诈骗,
# 第一百九十三条, where a bank lent), punished once, by the heavier. With no sum told the forgery the words name is
# sentenced; with one, the fraud (guideline.yaml 诈骗's words): the step says both, which one the term is for, and
# that the fraud's sum decides which is the heavier. A judgment's charges are settled (_JUDGMENT): only a lay question
# is told this
FORGED_PAPERS, FRAUD = "伪造、变造、买卖国家机关公文、证件、印章", "诈骗"
_STATE_PAPER_FORGED = re.compile(
    r"(?:伪造|变造|假造|假)(?:了|的)?[^。；，]{0,6}?(?:房产证|房屋所有权证|不动产权证书?|土地证|土地使用权?证|结婚证|离婚证|户口本|户口簿|营业执照)"
)
_FORGERY_USED_FOR_MONEY = re.compile(r"抵押|借钱|借款|借了|贷款|骗|担保|卖房|过户")
_FORGERY_AND_FRAUD = (
    "伪造国家机关证件（如房产证、不动产权证书）并用来抵押借款、骗取财物的，同时触犯伪造国家机关证件罪和诈骗罪（向银行等金融"
    "机构骗取贷款的为贷款诈骗罪），两罪是手段与目的的牵连关系，择一重罪处罚：诈骗罪以骗得的数额定档（数额较大为三千元至一万元"
    "以上，处三年以下有期徒刑；数额巨大为三万元至十万元以上，处三年以上十年以下有期徒刑），数额巨大以上时重于伪造国家机关证件罪"
    "（三年以下，情节严重的三年以上十年以下）。{computed}"
)
_FORGERY_COMPUTED = {
    FORGED_PAPERS: "案情未写明骗得的数额，本估算按伪造国家机关证件罪计算；写明数额后按较重的罪计算",
    FRAUD: "本估算按诈骗罪以骗得的数额计算",
}
_FORGERY_AND_FRAUD_SOURCE = f"{CRIMINAL_LAW}第二百八十条第一款、第二百六十六条、第一百九十三条"


def _forged_papers_reading(
    charge: str, fact: str, factors: dict[str, Factor], knowledge: Knowledge
) -> ChargeReading | None:
    told = _STATE_PAPER_FORGED.search(fact) and _FORGERY_USED_FOR_MONEY.search(fact)
    if _JUDGMENT.search(fact) or not told:
        return None
    step = Step(_FORGERY_AND_FRAUD.format(computed=_FORGERY_COMPUTED[charge]), _FORGERY_AND_FRAUD_SOURCE, "statute")
    return ChargeReading(steps=(step,))


# 危害珍贵、濒危野生动物 (刑法第三百四十一条第一款) is sentenced by the animals' value since 法释〔2022〕12号第六条 (二万元
# enters the first tier, 二十万元 and 二百万元 the heavier ones): a lay question that names the animal and not its value
# ('在饭店里吃了穿山甲') is told so and asked for it; buying one to eat is 非法收购 (全国人民代表大会常务委员会关于《中华人民
# 共和国刑法》第三百四十一条、第三百一十二条的解释)
PROTECTED_WILDLIFE = "危害珍贵、濒危野生动物"
_WILDLIFE_ELEMENTS = Step(
    "非法猎捕、杀害国家重点保护的珍贵、濒危野生动物，或者非法收购、运输、出售其及其制品，价值二万元以上不满二十万元的，处五年以下"
    "有期徒刑或者拘役，并处罚金；二十万元以上为情节严重，二百万元以上为情节特别严重；知道或者应当知道是国家重点保护野生动物而为"
    "食用或者其他目的购买的，属于非法收购；属于人工繁育、列入人工繁育国家重点保护野生动物名录的物种，或者价值二万元以上不满二十万元"
    "而情节轻微的，可以不起诉、免予刑事处罚或者不作为犯罪处理。案情未写明{needed}，无法判断是否构成本罪及适用哪一档，不计算刑期，"
    "请补充后重新计算",
    f"{CRIMINAL_LAW}第三百四十一条第一款；《最高人民法院 最高人民检察院关于办理破坏野生动物资源刑事案件适用法律若干问题的解释》"
    "（法释〔2022〕12号）第六条、第十三条",
    "interpretation",
)


_WILDLIFE_LEVELS = ((0, 20_000.0, "二万元"), (1, 200_000.0, "二十万元"), (2, 2_000_000.0, "二百万元"))


def _wildlife_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    """A lay question only: the value untold is asked for; a value told sets the tier with its reason."""
    if _JUDGMENT.search(fact):
        return None
    if _amount_untold(fact, factors):
        return _asking_for(_WILDLIFE_ELEMENTS, {"amount": "野生动物及其制品的价值"}, ("amount",))
    value = _factor_number(factors["amount"]) if "amount" in factors else None
    reached = _level_reached(value, _WILDLIFE_LEVELS) if value is not None else None
    if reached is None:
        return None
    tier, _, words = reached
    return ChargeReading(tier_at_least=(tier, f"野生动物及其制品价值{_fmt(value)}元，达到{words}以上（法释〔2022〕12号第六条第一款）"))


# 伪证 (刑法第三百零五条) is a crime of a criminal case only: a lay question that does not say which case ('在法庭上作假证')
# is told so, and what a false testimony in a civil case brings instead
PERJURY = "伪证"
_PERJURY_SCOPE = Step(
    "伪证罪限于刑事诉讼中的证人、鉴定人、记录人、翻译人，对与案件有重要关系的情节故意作虚假证明、鉴定、记录、翻译，意图陷害他人或者"
    "隐匿罪证；民事、行政诉讼中作假证的，由法院依《中华人民共和国民事诉讼法》第一百一十四条予以罚款、拘留，以捏造的事实提起民事"
    "诉讼的可能构成虚假诉讼罪（刑法第三百零七条之一）。以下按刑事诉讼中的伪证计算",
    f"{CRIMINAL_LAW}第三百零五条",
    "statute",
)


def _perjury_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    return None if _JUDGMENT.search(fact) else ChargeReading(steps=(_PERJURY_SCOPE,))


# 袭警 by a car driven at an officer on duty ('开车撞了正在检查的交警') is the heavier tier (刑法第二百七十七条第五款:
# 驾驶机动车撞击, factors.yaml 使用枪支管制刀具或驾车撞击). A lay question rarely says the ramming was meant: the step says
# that the estimate takes it so, that an officer hit by a careless driver is a traffic accident (交通肇事 where it kills or
# seriously injures and the driver bears the main blame), and that an officer killed or seriously hurt on purpose is the
# heavier 故意杀人、故意伤害 or 以危险方法危害公共安全
ASSAULTING_POLICE = "袭警"
_RAMMED_BY_CAR = "使用枪支管制刀具或驾车撞击"
_RAMMED_INTENT = Step(
    "驾驶机动车撞击正在依法执行职务的人民警察，严重危及其人身安全的，处三年以上七年以下有期徒刑；以袭警罪论处须是故意冲撞（如为逃避"
    "检查冲卡、撞向或者拖行民警）。驾驶中因疏忽撞到民警的是交通事故，致人死亡、重伤且负主要以上责任的为交通肇事罪；故意驾车撞击"
    "致民警重伤、死亡的，依照处罚较重的故意伤害罪、故意杀人罪或者以危险方法危害公共安全罪定罪处罚。以下按故意驾车撞击计算",
    f"{CRIMINAL_LAW}第二百七十七条第五款、第一百三十三条、第二百三十二条、第二百三十四条、第一百一十五条第一款",
    "statute",
)


def _police_rammed_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    rammed = factors.get(_RAMMED_BY_CAR)
    by_car = rammed is not None and re.search(r"车|驾", str(rammed.evidence)) is not None
    return ChargeReading(steps=(_RAMMED_INTENT,)) if by_car and not _JUDGMENT.search(fact) else None


# 'protection money' demanded of shopkeepers ('收保护费') is read as 敲诈勒索 (刑法第二百七十四条): the demand carries the
# threat of what befalls one who does not pay, and it is the threat that gets the money. 寻衅滋事's 强拿硬要 (第二百九十三条
# 第一款第（三）项) is taking by bullying for no cause, and where an act is both, the heavier is applied (法释〔2013〕18号
# 第七条): 敲诈勒索's tiers rise with the sum (up to 十年以上) where 寻衅滋事's stop at 五年 for one person. The step says so
EXTORTION = "敲诈勒索"
_PROTECTION_MONEY = re.compile(r"保护费|看场费|平安费")
_PROTECTION_MONEY_READ = Step(
    "向商户、摊贩索要「保护费」，以不给就打砸、找麻烦等相威胁取得财物的，是敲诈勒索：数额较大（二千元至五千元以上，各地标准不同）"
    "或者二年内敲诈勒索三次以上的构成敲诈勒索罪；逞强耍横、无事生非，强拿硬要公私财物价值一千元以上或者多次强拿硬要的，为寻衅"
    "滋事罪；同时构成两罪的，依照处罚较重的规定定罪处罚。以下按敲诈勒索罪计算",
    f"{CRIMINAL_LAW}第二百七十四条、第二百九十三条第一款第（三）项；《最高人民法院 最高人民检察院关于办理敲诈勒索刑事案件适用法律"
    "若干问题的解释》（法释〔2013〕10号）第一条、第三条；《最高人民法院 最高人民检察院关于办理寻衅滋事刑事案件适用法律若干问题的"
    "解释》（法释〔2013〕18号）第四条、第七条",
    "interpretation",
)


# told by the one threatened, or of a friend or relative threatened ('他拿视频威胁我，要我给他五千块', '我朋友被人威胁了，要我
# 给他五千块，不然就打我朋友'), the term estimated is the threatener's: the step says so and what the one threatened can do.
# Not where the asker tells his own threat ('我威胁他，要他给我五千块'; '被' in his clause makes him the one threatened)
_THREATENED_TELLS = re.compile(
    r"被[^。；，]{0,8}?(?:威胁|敲诈|勒索|要挟|恐吓)|(?:威胁|敲诈|勒索|要挟|恐吓|吓唬)(?:了)?(?:我|俺)"
    r"|(?:要|让|逼)(?:我|俺)[^。；，]{0,4}?(?:给|转|打|交|拿)"
)
_OWN_THREAT = re.compile(r"(?:^|[，,。；！？\s])(?:我|俺)(?:(?!被)[^。；，他她]){0,4}?(?:威胁|敲诈|勒索|要挟|恐吓|吓唬)")
_THREATENED_CAN = (
    "案情是从被威胁的一方（或其亲友）讲述的：以下估算的是实施威胁、索要钱财的人可能被判处的刑罚，被威胁、被索要钱财的人不构成"
    "犯罪。被敲诈勒索的，可以保留聊天记录、通话录音、转账记录等证据，向公安机关报案；以威胁索要的钱没有任何依据，不必给，"
    "已经给出的，作为对方的违法所得予以追缴或者责令退赔，返还被害人"
)
_THREATENED_CAN_SOURCE = f"{CRIMINAL_LAW}第二十三条、第六十四条、第二百七十四条；《中华人民共和国刑事诉讼法》第一百一十条第二款"
_THREATENED_TOLD = Step(_THREATENED_CAN, _THREATENED_CAN_SOURCE, "statute")
_THREATENED_PAID = re.compile(
    r"(?:我|俺)(?:已经|就|只好|只能|还是|先|都)?(?:给了|转了|付了|交了)"
    r"|被[^。；，]{0,8}?(?:敲诈|勒索)(?:走)?了[^。；，]{0,3}?[\d一二两三四五六七八九十百千万几]"
)
_THREATENED_TOLD_UNPAID_ASKED = Step(
    f"{_THREATENED_CAN}。以下按对方已经拿到所要的钱计算；钱还没有给的，对方是敲诈勒索未遂（刑法第二十三条，可以比照既遂犯从轻或者"
    "减轻处罚），请写明「我还没给」后重新计算",
    _THREATENED_CAN_SOURCE,
    "statute",
)


def _extortion_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact):
        return None
    steps = (_PROTECTION_MONEY_READ,) if _PROTECTION_MONEY.search(fact) else ()
    if _THREATENED_TELLS.search(fact) and not _OWN_THREAT.search(fact):
        paid_or_not_told = _ATTEMPT in factors or _THREATENED_PAID.search(fact)
        steps += (_THREATENED_TOLD if paid_or_not_told else _THREATENED_TOLD_UNPAID_ASKED,)
    return ChargeReading(steps=steps) if steps else None


# money got by posing as a state functionary ('冒充警察骗了别人两万块') is both 诈骗 and 招摇撞骗 (刑法第二百七十九条):
# 法释〔2011〕7号第八条 punishes it by the heavier. A lay question is told which one the estimate takes and why: fraud's
# tiers rise with the sum and it carries a fine, so with a sum got the fraud is sentenced; 招摇撞骗 stays the charge where
# what was got is no money (a post, a favour, a relationship)
_POSING_AS_OFFICIAL = re.compile(
    r"(?:冒充|假冒|假扮|装成|谎称(?:自己)?是)[^。；，]{0,4}?(?:警察|民警|公安|刑警|交警|法官|检察官|纪委|监委|税务|城管|"
    r"国家机关工作人员|公务员|政府(?:官员|工作人员))"
)
_POSING_AND_FRAUD = Step(
    "冒充国家机关工作人员骗取财物的，同时构成诈骗罪和招摇撞骗罪，依照处罚较重的规定定罪处罚：诈骗罪的法定刑随骗得的数额升档"
    "（数额巨大为三年以上十年以下，数额特别巨大为十年以上）并处罚金，招摇撞骗罪为三年以下，情节严重的三年以上十年以下，不处罚金；"
    "本估算按诈骗罪以骗得的数额计算。骗取的不是财物而是职位、荣誉、待遇或者感情等的，为招摇撞骗罪",
    f"{CRIMINAL_LAW}第二百六十六条、第二百七十九条；《最高人民法院 最高人民检察院关于办理诈骗刑事案件具体应用法律若干问题的解释》"
    "（法释〔2011〕7号）第八条",
    "statute",
)


def _fraud_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    forged = _forged_papers_reading(FRAUD, fact, factors, knowledge)
    if forged is not None or _JUDGMENT.search(fact) or not _POSING_AS_OFFICIAL.search(fact):
        return forged
    return ChargeReading(steps=(_POSING_AND_FRAUD,))


# ---- an attempt at a sum, and a demand paid in part (盗窃, 诈骗, 敲诈勒索), in a lay question ---------------------------
# 盗窃 and 诈骗 attempts are prosecuted only where the target is 数额巨大 (a precious relic for theft) or the case is
# otherwise serious (法释〔2013〕8号第十二条第一款, 法释〔2011〕7号第五条第一款); an attempt at a 数额较大 sum alone gets no
# term. 法释〔2013〕10号 (敲诈勒索) has no such clause, so there the term stands and a note says the practice. Part got and
# part not: each part's tier decides, and the heavier is sentenced; in one tier, as 既遂 (法释〔2013〕8号第十二条第二款,
# 法释〔2011〕7号第六条; 敲诈勒索 by their analogy, said so). A court record's case was prosecuted and its amount is the
# court's: these are read in lay questions only
_THEFT_INTERPRETATION = "《最高人民法院 最高人民检察院关于办理盗窃刑事案件适用法律若干问题的解释》（法释〔2013〕8号）"
_FRAUD_INTERPRETATION = "《最高人民法院 最高人民检察院关于办理诈骗刑事案件具体应用法律若干问题的解释》（法释〔2011〕7号）"
_EXTORTION_INTERPRETATION = "《最高人民法院 最高人民检察院关于办理敲诈勒索刑事案件适用法律若干问题的解释》（法释〔2013〕10号）"
_ATTEMPT_PROSECUTED = {
    THEFT: ("以数额巨大的财物或者珍贵文物为盗窃目标，或者有其他严重情节", f"{_THEFT_INTERPRETATION}第十二条第一款"),
    FRAUD: ("以数额巨大的财物为诈骗目标，或者有其他严重情节", f"{_FRAUD_INTERPRETATION}第五条第一款"),
}
_PARTS_RULE = {
    THEFT: f"{_THEFT_INTERPRETATION}第十二条第二款",
    FRAUD: f"{_FRAUD_INTERPRETATION}第六条",
    EXTORTION: f"{_EXTORTION_INTERPRETATION}（未规定，参照{_THEFT_INTERPRETATION}第十二条第二款、{_FRAUD_INTERPRETATION}第六条）",
}
_PRECIOUS_RELIC = re.compile(r"文物|古董")
_ANOTHER_ACT_TOLD = re.compile(r"[，,。](?:后来|之后|然后|随后)?(?:又|另外?)")
_ATTEMPT = "未遂"


def _amount_tier(value: float, guideline: GuidelineCharge, levels: dict[str, float]) -> int:
    """The tier an amount alone reaches (-1: below the entry)."""
    reached = [
        entry.tier for entry in guideline.tiers for c in entry.when
        if c.factor == guideline.measure and c.level in levels and value >= levels[c.level]
    ]
    return max(reached, default=-1)


def _tier_words(tier: int, guideline: GuidelineCharge) -> str:
    if tier < 0:
        return "未达到数额较大"
    entry = next(e for e in guideline.tiers if e.tier == tier)
    return next(c.level for c in entry.when if c.factor == guideline.measure)


def _paid_in_part(
    charge: str, fact: str, factors: dict[str, Factor], levels: dict[str, float], knowledge: Knowledge
) -> tuple[dict[str, Factor], Step] | None:
    """A sum demanded and part of it handed over ('勒索五万，给了三万'): the part got is 既遂, the rest 未遂. The factors
    with the amount of the part sentenced (the rest with 未遂 where it is in the heavier tier), and the step."""
    guideline = knowledge.guideline[charge]
    amount = factors.get(guideline.measure)
    told = demand_paid_in_part(fact)
    if amount is None or amount.origin == "user" or told is None or amount.value != told[0] or told[1] >= told[0]:
        return None
    demanded, paid = told
    rest = demanded - paid
    got, unpaid, whole = (_amount_tier(v, guideline, levels) for v in (paid, rest, demanded))
    parts = (
        f"要求的{_fmt(demanded)}元中，已经得到的{_fmt(paid)}元是既遂（{_tier_words(got, guideline)}），没有得到的{_fmt(rest)}元是未遂"
        f"（{_tier_words(unpaid, guideline)}）"
    )
    heavier = "既遂和未遂分别达到不同量刑幅度的，依照处罚较重的规定处罚；达到同一量刑幅度的，以既遂处罚。"
    if unpaid > got:
        attempt = knowledge.factors[_ATTEMPT]
        read = {
            **factors,
            guideline.measure: replace(amount, value=rest),
            _ATTEMPT: Factor(_ATTEMPT, attempt.label, attempt.kind, True, amount.evidence, amount.span),
        }
        return read, Step(f"{parts}。{heavier}未遂部分所在的档次较重，以下按未遂的{_fmt(rest)}元、犯罪未遂计算", _PARTS_RULE[charge], "interpretation")
    if got == unpaid == whole:
        return factors, Step(f"{parts}。{heavier}两部分在同一档次，以下按既遂、以要求的总数额{_fmt(demanded)}元计算", _PARTS_RULE[charge], "interpretation")
    return {**factors, guideline.measure: replace(amount, value=paid)}, Step(
        f"{parts}。{heavier}以下按既遂的{_fmt(paid)}元计算，没有得到的部分由法院酌情考虑", _PARTS_RULE[charge], "interpretation"
    )


def _attempt_at_a_lesser_sum(
    charge: str, fact: str, factors: dict[str, Factor], levels: dict[str, float], knowledge: Knowledge
) -> Step | None:
    """The step for an attempt (未遂) whose target reaches 数额较大 but not 数额巨大, with no other ground of the tier:
    for 盗窃 and 诈骗 it is not prosecuted (the step says so; no term), for 敲诈勒索 a note."""
    guideline = knowledge.guideline[charge]
    amount = factors.get(guideline.measure)
    if factors.get(_ATTEMPT) is None or factors[_ATTEMPT].value is False or amount is None:
        return None
    target = _factor_number(amount)
    if target is None or _amount_tier(target, guideline, levels) > 0:
        return None
    # another act told beside the attempt ('…又偷了两次，最后一次没偷到') may be done: the attempt is not the whole case
    other_grounds = [c for c in guideline.tiers[0].when if c.factor != guideline.measure and condition_holds(c, factors, levels)]
    if other_grounds or "count" in factors or _ANOTHER_ACT_TOLD.search(fact) or _SERIOUS_TOLD.search(fact):
        return None
    if charge == THEFT and _PRECIOUS_RELIC.search(fact):
        return None
    aimed = f"案情所述的目标是{_fmt(target)}元，不到数额巨大（{_fmt(levels['数额巨大'])}元）"
    if charge in _ATTEMPT_PROSECUTED:
        grounds, source = _ATTEMPT_PROSECUTED[charge]
        return Step(
            f"{charge}未遂的，{grounds}的，才依法追究刑事责任。{aimed}，案情也没有写明其他严重情节，一般不予追究刑事责任，"
            "不计算刑期（可由公安机关依《中华人民共和国治安管理处罚法》处罚）；有其他严重情节的，请写明后重新计算",
            source,
            "interpretation",
        )
    return Step(
        f"敲诈勒索的司法解释没有规定未遂在什么情况下追究刑事责任；实践中多参照盗窃、诈骗的规定，以数额巨大的财物为目标或者有其他"
        f"严重情节的未遂才追究。{aimed}，案情也没有写明其他严重情节，可能被认为情节显著轻微、危害不大而不作为犯罪处理（刑法第十三条），"
        "由公安机关依《中华人民共和国治安管理处罚法》处罚；以下仍按犯罪未遂计算，是否追诉由司法机关决定",
        f"{CRIMINAL_LAW}第十三条、第二十三条、第二百七十四条；{_EXTORTION_INTERPRETATION}",
        "interpretation",
    )


def _with_sum_parts_read(
    charge: str,
    own_rule: Callable[[str, dict[str, Factor], Knowledge], ChargeReading | None],
    fact: str,
    factors: dict[str, Factor],
    knowledge: Knowledge,
) -> ChargeReading | None:
    """The charge's own rule (`own_rule`), after a demand paid in part and an attempt at a lesser sum are read (lay
    questions only)."""
    if _JUDGMENT.search(fact):
        return own_rule(fact, factors, knowledge)
    levels = _levels_for(knowledge.guideline[charge], factors, knowledge, detect_province(fact, knowledge))[0]
    steps: list[Step] = []
    read = _paid_in_part(charge, fact, factors, levels, knowledge)
    if read is not None:
        factors = read[0]
        steps.append(read[1])
    attempt = _attempt_at_a_lesser_sum(charge, fact, factors, levels, knowledge)
    own = own_rule(fact, factors, knowledge)
    if not steps and attempt is None:
        return own
    own = own or ChargeReading()
    return replace(
        own,
        steps=(*steps, *own.steps, *((attempt,) if attempt else ())),
        factors=own.factors if own.factors is not None else factors,
        no_crime=own.no_crime or (attempt is not None and charge in _ATTEMPT_PROSECUTED),
    )


# 高空抛物 (刑法第二百九十一条之二, from 2021-03-01): a thing thrown from a building that hurts or kills someone is judged
# by the heavier of that crime and the harm's own (第二款: 同时构成其他犯罪的，依照处罚较重的规定定罪处罚). Which harm
# crime it is turns on the thrower's intent: aimed at a person, 故意伤害 or 故意杀人; thrown where people pass not caring
# whom it hits, 以危险方法危害公共安全 (法发〔2019〕25号第五条); not foreseen, 过失致人重伤 or 过失致人死亡 (a light injury by
# negligence is no crime: the throw alone is judged). A harm charge given or detected (故意 told) is sentenced with a
# step saying why; 高空抛物 detected from a lay question that tells a harm and no intent asks for the intent and names
# the alternatives, computing no term (a year at most would understate a death); told, the throw's own term is shown
# (a harm denied is none: '没砸到人', '没有人受伤', '没把人砸伤')
_THROWN_HARM = re.compile(r"砸(?:死|伤|中|到|成)|死亡|身亡|死了|受伤|重伤|轻伤|伤了")
_HARM_DENIED_BEFORE = re.compile(r"(?:(?:没|未)有?(?:把|将)?(?:人|他|她|谁|路人|行人|任何人)?|无人)$")
_SEVERE_THROWN_HARM = re.compile(r"砸死|死亡|身亡|死了|重伤")
_THROW_NEGLIGENT = "抛物伤人系过失"
_THROWN_FROM_HIGH_SOURCE = (
    f"{CRIMINAL_LAW}第二百九十一条之二；《最高人民法院关于依法妥善审理高空抛物、坠物案件的意见》（法发〔2019〕25号）"
)
_THROWN_FROM_HIGH_RULE = (
    "从建筑物或者其他高空抛掷物品，情节严重的，构成高空抛物罪（2021年3月1日起施行），处一年以下有期徒刑、拘役或者管制，并处或者"
    "单处罚金；抛物致人伤亡，同时构成故意伤害、故意杀人或者过失致人重伤、死亡等犯罪的，依照处罚较重的规定定罪处罚"
)
_THROWN_FROM_HIGH_NOTE = Step(f"{_THROWN_FROM_HIGH_RULE}，以下按伤亡后果所构成的犯罪计算", _THROWN_FROM_HIGH_SOURCE, "statute")
_THROWN_HARM_ASKED = Step(
    f"{_THROWN_FROM_HIGH_RULE}。构成哪一罪取决于抛物时对伤亡的心态：故意朝人砸的，为故意伤害罪或者故意杀人罪；明知楼下是"
    "人来人往的地方仍然抛掷、不管砸到谁的，为以危险方法危害公共安全罪（致人重伤、死亡的，十年以上有期徒刑、无期徒刑或者死刑）；"
    "没有预见到会砸到人的，为过失致人死亡罪（三年以上七年以下）或者过失致人重伤罪（三年以下），过失致人轻伤的只按高空抛物罪处理。"
    "案情未写明{needed}，无法确定罪名，不计算刑期；确定后请在罪名中写明所构成的犯罪重新计算",
    _THROWN_FROM_HIGH_SOURCE,
    "statute",
)
_THROWN_HARM_WORDS = {_THROW_NEGLIGENT: "抛物时是否没有预见到会砸到人（过失），还是故意朝人砸或者明知可能砸到人而放任"}


def _severe_harm(fact: str, factors: dict[str, Factor]) -> bool:
    injury = factors.get("injury")
    graded = injury is not None and injury.value in ("重伤二级", "重伤一级", "死亡")
    return "deaths" in factors or graded or _SEVERE_THROWN_HARM.search(fact) is not None


def _thrown_from_high_reading(
    charge: str, fact: str, factors: dict[str, Factor], knowledge: Knowledge
) -> ChargeReading | None:
    if charge != HIGH_THROW:  # a harm charge: the heavier crime, sentenced with why, where the throw's own words tell it
        thrown = any(re.search(words, fact) for words in knowledge.statute_keywords.get(HIGH_THROW, ()))
        return ChargeReading(steps=(_THROWN_FROM_HIGH_NOTE,)) if thrown else None
    told = any(_HARM_DENIED_BEFORE.search(fact, 0, m.start()) is None for m in _THROWN_HARM.finditer(fact))
    harmed = told or "deaths" in factors or "injury" in factors
    # only a negligent throw that neither killed nor seriously injured is the throw's crime alone
    negligent_and_light = _THROW_NEGLIGENT in factors and not _severe_harm(fact, factors)
    if harmed and not negligent_and_light and not _JUDGMENT.search(fact):
        return _asking_for(_THROWN_HARM_ASKED, _THROWN_HARM_WORDS, (_THROW_NEGLIGENT,))
    serious = _serious_only_reading(HIGH_THROW, fact, factors, knowledge)
    if not harmed:
        return serious
    note = Step(f"{_THROWN_FROM_HIGH_RULE}；以下只按高空抛物罪计算", _THROWN_FROM_HIGH_SOURCE, "statute")
    return replace(serious, steps=(note, *serious.steps)) if serious is not None else ChargeReading(steps=(note,))


# 开设赌场 (刑法第三百零三条第二款) has a 情节严重 tier (五年以上十年以下 since 刑法修正案（十一）) whose figures the lay
# question rarely tells ('开了个棋牌室，每局抽成'): they are asked for, not the lighter tier assumed. The figures are those
# of 公通字〔2010〕40号 (网络赌博意见) 第一条第二款, which courts also apply to a casino on the ground where no local
# standard is set (as remembered: the opinion is not in the corpus): 抽头渔利 3万元, 赌资 30万元, 120 gamblers, in
# total (thresholds.yaml figures_told, read by figures_read); and 招揽未成年人 or 招募下级代理 (开设赌场情节严重,
# factors.yaml). A figure told wholly below its own is the lighter tier
CASINO = "开设赌场"
_CASINO_SOURCE = (
    f"{CRIMINAL_LAW}第三百零三条第二款；《最高人民法院 最高人民检察院 公安部关于办理网络赌博犯罪案件适用法律若干问题的意见》"
    "（公通字〔2010〕40号）第一条第二款"
)
_CASINO_ASKED = Step(
    "开设赌场的，处五年以下有期徒刑、拘役或者管制，并处罚金；情节严重的，处五年以上十年以下有期徒刑，并处罚金（2021年3月1日起；"
    "此前为三年以下、三年以上十年以下）。情节严重按网络赌博意见所列情形认定，实体赌场没有全国统一标准的，实践中多参照适用：抽头"
    "渔利数额累计三万元以上，赌资数额累计三十万元以上，参赌人数累计一百二十人以上，招揽未成年人参与赌博，或者为赌博网站招募下级"
    "代理接受投注等（该意见不在 LexLoop 收录的法规库中，数额据其原文整理，以原文和当地标准为准）。案情未写明{needed}，无法判断"
    "适用哪一档，不计算刑期，请补充后重新计算",
    _CASINO_SOURCE,
    "interpretation",
)
_CASINO_FIGURE_WORDS = {"开设赌场情节严重": "抽头渔利的数额、赌资数额或者参赌人数"}


def _casino_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact) or "写明情节严重" in factors or _SERIOUS_TOLD.search(fact):
        return None
    if "开设赌场情节严重" in factors:
        return ChargeReading(tier_at_least=(1, f"事实中写明的情节属于情节严重（{_CASINO_SOURCE}）"))
    figures = figures_read(CASINO, fact, knowledge)
    if figures.tier_at_least is not None:
        return ChargeReading(tier_at_least=figures.tier_at_least)
    return None if figures.told_below else _asking_for(_CASINO_ASKED, _CASINO_FIGURE_WORDS, ("开设赌场情节严重",))


# gambling organised for a cut in an online group ('在微信群里组织人打麻将赌钱，抽水抽了三万多'): a group set up and kept for
# gambling, with its rules and cut, is in practice read as an online 开设赌场 (公通字〔2010〕40号第一条, as remembered: not
# in the corpus); one gathering for a cut is 聚众赌博. A lay question seldom tells which: the term is 赌博's, the step names
# 开设赌场 with the tier its figures reach (thresholds.yaml figures_told) and the facts that decide
_ONLINE_GROUP = re.compile(r"微信群|QQ群|qq群|群里|群聊|网上|线上|网络|APP|app|小程序")
# only where the one asked about organised it or took a cut: a player on a gambling app ('在赌博APP上充值玩百家乐，输了
# 五万') set up nothing
_ORGANISED_OR_CUT = re.compile(r"组织|抽水|抽头|抽成|坐庄|做庄|拉人|建群|建了个?群|开设")
_ONLINE_CASINO_READINGS = (
    "在微信群、QQ群等网络群组里组织赌博、抽头渔利的，有两种读法：群是为赌博建立、长期固定组织、按固定规则接受投注并抽头的，"
    "实践中多认定为开设赌场罪（刑法第三百零三条第二款：五年以下有期徒刑、拘役或者管制，并处罚金，情节严重的五年以上十年以下有期徒刑，并处罚金；"
    "情节严重如抽头渔利累计三万元以上、赌资累计三十万元以上、参赌人数累计一百二十人以上，按公通字〔2010〕40号第一条，凭记忆"
    "引用，该意见不在 LexLoop 收录的法规库中）{tier}；只是临时召集他人赌博、从中抽头的，是聚众赌博（赌博罪，第三百零三条第一款，"
    "三年以下有期徒刑、拘役或者管制，并处罚金）。决定的事实是：群是否专为赌博建立、持续了多久、有没有固定的玩法规则和抽头比例、参赌人数"
    "和赌资。本案按赌博罪计算；属于前一种的，请按开设赌场罪计算（charge 写「开设赌场」）"
)


def _gambling_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    read = _serious_only_reading(GAMBLING, fact, factors, knowledge)
    if _JUDGMENT.search(fact) or not _ONLINE_GROUP.search(fact) or not _ORGANISED_OR_CUT.search(fact):
        return read
    reached = figures_read(CASINO, fact, knowledge).tier_at_least
    tier = "；按开设赌场罪论的，" + reached[1].replace("（", "，属于情节严重（", 1) if reached is not None and reached[0] >= 1 else ""
    step = Step(_ONLINE_CASINO_READINGS.format(tier=tier), _CASINO_SOURCE, "statute")
    return replace(read, steps=(step, *read.steps)) if read is not None else ChargeReading(steps=(step,))


# 生产、销售、提供假药 (刑法第一百四十一条) is a crime whatever the sum; the sum made or sold for raises the tier by
# itself (法释〔2022〕1号第三条、第四条: thresholds.yaml figures_told). Read in a lay question only: a court record names
# its tier in its own words
FALSE_MEDICINE = "生产、销售、提供假药"


def _false_medicine_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact):
        return None
    reached = figures_read(FALSE_MEDICINE, fact, knowledge).tier_at_least
    steps = (_PASSED_OFF_AS_MEDICINE,) if _BANNED_ADDITIVE.search(fact) else ()
    return ChargeReading(tier_at_least=reached, steps=steps) if reached is not None or steps else None


# food or a slimming product with a banned substance added (statutes.yaml 生产、销售有毒、有害食品's keywords): sold as food
# or health food it is 第一百四十四条's; sold as a medicine, a non-medicine passed off as one is 假药 (药品管理法第九十八条
# 第二款第（二）项; 刑法第一百四十一条). A lay question that calls it only 减肥药 is told both, with what decides; the sum
# sold raises the tier (thresholds.yaml figures_told). A court record names its own charge
TOXIC_FOOD = "生产、销售有毒、有害食品"
_SOLD_AS_FOOD = re.compile(r"保健品|保健食品|食品|减肥茶|茶|咖啡|奶昔|饼干|糖果|压片糖|代餐|果汁|饮料|酒")
_SOLD_AS_MEDICINE = re.compile(r"药品|当(?:作|成)?药|说是药|冒充药|药(?:厂|店)")
_MEDICINE_OR_FOOD = Step(
    "在食品（包括保健食品）中掺入有毒、有害的非食品原料（如国家公布的禁用物质西布曲明、酚酞）并销售的，构成生产、销售有毒、有害食品罪"
    "（刑法第一百四十四条，五年以下有期徒刑并处罚金，对人体健康造成严重危害或者有其他严重情节的五年以上十年以下）；以药品的名义销售、"
    "以非药品冒充药品的，是假药，构成生产、销售、提供假药罪（刑法第一百四十一条）。案情只称「减肥药」，未写明是当作食品、保健品还是"
    "药品销售（看包装、宣传和批准文号），本案按生产、销售有毒、有害食品罪计算；只是没有标签、「三无」而未添加有毒有害物质的，本身不"
    "构成这两个罪",
    f"{CRIMINAL_LAW}第一百四十一条、第一百四十四条；《中华人民共和国药品管理法》第九十八条",
    "statute",
)


# a banned substance in a product told as sold for a medicine (sold_as_medicine): why it is 假药
_BANNED_ADDITIVE = re.compile(r"西布曲明|酚酞|西地那非|他达拉非")
_PASSED_OFF_AS_MEDICINE = Step(
    "案情写明作为药品销售：以非药品冒充药品的，为假药（药品管理法第九十八条第二款第（二）项），生产、销售的构成生产、销售、提供假药罪，"
    "不论数额；作为食品、保健食品销售的，是生产、销售有毒、有害食品罪（刑法第一百四十四条）",
    f"{CRIMINAL_LAW}第一百四十一条、第一百四十四条；《中华人民共和国药品管理法》第九十八条",
    "statute",
)


# sold as a medicine with no approval told ('没有批准文号，当药卖') and no finding that it is 假药: 妨害药品管理 (刑法第一百
# 四十二条之一第一款第（一）项、第（二）项, read in the corpus); its 第二款 makes the heavier crime apply where the same act is
# 假药 too, which is named beside it with what decides
DRUG_ADMINISTRATION = "妨害药品管理"
_NO_APPROVAL = re.compile(r"(?:没有|没|无|未取得|未经|不是)(?:药品|药监局|国家)?(?:批准文号|批文|批号|批准|审批|注册)")
_UNAPPROVED_MEDICINE = Step(
    "案情写明作为药品销售且没有药品批准文号：未取得药品相关批准证明文件生产、进口药品或者明知是这类药品而销售，以及销售国务院药品"
    "监督管理部门禁止使用的药品（西布曲明类减肥药已被停止生产、销售和使用，凭记忆），足以严重危害人体健康的，是妨害药品管理罪"
    "（刑法第一百四十二条之一第一款，三年以下有期徒刑或者拘役，并处或者单处罚金；对人体健康造成严重危害或者有其他严重情节的，"
    "三年以上七年以下有期徒刑），本案按此计算；经认定以非药品冒充药品、属于假药的，同时构成生产、销售、提供假药罪（第一百四十一条，"
    "不论数额），依照处罚较重的规定定罪处罚（第一百四十二条之一第二款）；作为食品、保健食品销售的，是生产、销售有毒、有害食品罪"
    "（第一百四十四条）",
    f"{CRIMINAL_LAW}第一百四十一条、第一百四十二条之一、第一百四十四条；《中华人民共和国药品管理法》第九十八条",
    "statute",
)


def sold_as_medicine(fact: str, detected: str | None) -> str | None:
    """The charge a lay question's banned-substance product is read as: where it tells the product was sold as a
    medicine and not as a food, 妨害药品管理 if it tells no approval and no 假药, else 假药; `detected` otherwise."""
    if detected != TOXIC_FOOD or _JUDGMENT.search(fact) or _SOLD_AS_FOOD.search(fact) or not _SOLD_AS_MEDICINE.search(fact):
        return detected
    return DRUG_ADMINISTRATION if _NO_APPROVAL.search(fact) and "假药" not in fact else FALSE_MEDICINE


def _unapproved_medicine_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    return None if _JUDGMENT.search(fact) or not _BANNED_ADDITIVE.search(fact) else ChargeReading(steps=(_UNAPPROVED_MEDICINE,))


def _toxic_food_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact):
        return None
    reached = figures_read(TOXIC_FOOD, fact, knowledge).tier_at_least
    named = _SOLD_AS_FOOD.search(fact) is not None or _SOLD_AS_MEDICINE.search(fact) is not None
    steps = () if named or "药" not in fact else (_MEDICINE_OR_FOOD,)
    return ChargeReading(tier_at_least=reached, steps=steps) if reached is not None or steps else None


# 帮助信息网络犯罪活动 (刑法第二百八十七条之二) in a lay question with no sum ('把自己的银行卡卖给别人'): the sum is asked
# for as the measure, and the step names what else the law counts as 情节严重 and the knowledge the crime needs. With the
# sum passed through told ('卡里过了五十多万，拿了三千块好处费') the step is given too: the knowledge is still untold
# (法释〔2019〕15号, from memory: not in the corpus, said so)
HELPING_NETWORK_CRIME = "帮助信息网络犯罪活动"
_HELP_ELEMENTS_NOTE = Step(
    "帮助信息网络犯罪活动罪要求明知他人利用信息网络实施犯罪（交易价格或者方式明显异常、经告知后仍然提供等可以认定明知），"
    "为其提供支付结算等帮助（出售、出租、出借银行卡、支付账户属于这种帮助），且情节严重：为三个以上对象提供帮助，支付结算金额"
    "二十万元以上，以投放广告等方式提供资金五万元以上，违法所得一万元以上，二年内曾因非法利用信息网络、帮助信息网络犯罪活动、"
    "危害计算机信息系统安全受过行政处罚又帮助的，或者被帮助对象实施的犯罪造成严重后果等。不知道卡被用于犯罪、也不符合这些情形的，"
    "不构成本罪（出售、出租银行卡本身仍违反银行卡管理规定，可能被惩戒）。明知的认定和情节严重的数额按"
    "法释〔2019〕15号第十一条、第十二条，凭记忆引用，该解释不在 LexLoop 收录的法规库中",
    f"{CRIMINAL_LAW}第二百八十七条之二；法释〔2019〕15号第十一条、第十二条",
    "interpretation",
)


# money passed through one's own card ('跑分', '帮别人收钱转钱', '取现') may be crime proceeds the card holder knew of:
# moving those is 掩饰、隐瞒犯罪所得 (刑法第三百一十二条; 法发〔2016〕32号三（五）for telecom fraud's money), the heavier
# crime where both are met (第二百八十七条之二第三款). A lay question that does not tell that knowledge keeps 帮信's term and
# names the other reading; one that tells it is 掩饰、隐瞒's (guideline.yaml keywords), with the same two readings named
LAUNDERING = "掩饰、隐瞒犯罪所得、犯罪所得收益"
_MONEY_MOVED = re.compile(r"跑分|流水|走账|过账|取现|取钱|套现|转账|转钱|转出|转走|收钱")
_MOVING_THE_PROCEEDS = (
    "明知卡里的钱是犯罪所得（如电信网络诈骗的钱）而帮助转账、取现、套现的，是掩饰、隐瞒犯罪所得、犯罪所得收益罪（刑法第三百一十二条："
    "三年以下有期徒刑、拘役或者管制，情节严重的三年以上七年以下有期徒刑），同时构成帮助信息网络犯罪活动罪的，依照处罚较重的规定"
    "定罪处罚；只知道对方利用信息网络实施犯罪、为其提供银行卡或者支付结算帮助的，是帮助信息网络犯罪活动罪；事先与上家通谋的，"
    "以所帮助的犯罪（如诈骗罪）的共犯论处"
)
_PROCEEDS_SOURCE = (
    f"{CRIMINAL_LAW}第二百八十七条之二第三款、第三百一十二条第一款；《最高人民法院 最高人民检察院 公安部关于办理电信网络诈骗等"
    "刑事案件适用法律若干问题的意见》（法发〔2016〕32号）三（五）"
)
_PROCEEDS_UNTOLD_NOTE = Step(
    f"{_MOVING_THE_PROCEEDS}。案情未写明明知转的是犯罪所得，本案按帮助信息网络犯罪活动罪计算", _PROCEEDS_SOURCE, "statute"
)
_PROCEEDS_TOLD_NOTE = Step(f"{_MOVING_THE_PROCEEDS}。案情写明明知是犯罪所得而转移、取现，本案按掩饰、隐瞒犯罪所得罪计算", _PROCEEDS_SOURCE, "statute")


_HELP_OTHER_SERIOUS = "帮助的对象个数、违法所得数额等其他情节严重的情形"


def _below_serious_sum(
    charge: str, fact: str, factors: dict[str, Factor], knowledge: Knowledge, elements: Step, other: str
) -> ChargeReading | None:
    """A lay question of a charge that is a crime only where 情节严重 (帮信, 假冒注册商标), whose sum is read below the
    figure and tells no other item of 情节严重 (thresholds.yaml figures_told; the words 情节严重): the sum does not reach
    it, the other items are named and asked for, no term. A court record that convicted had its 情节严重 and keeps its
    reading; a figure told that reaches 情节严重 gives the tier (with the elements step)."""
    told = factors.get("amount")
    value = _factor_number(told) if told is not None else None
    if _JUDGMENT.search(fact) or value is None or _UNTOLD_SERIOUS in factors:
        return None
    levels, source, _ = _levels_for(knowledge.guideline[charge], factors, knowledge, None)
    figure = levels.get("情节严重")
    if figure is None or value >= figure:
        return None
    if (reached := figures_read(charge, fact, knowledge).tier_at_least) is not None:
        return ChargeReading(steps=(elements,), tier_at_least=reached)
    label = knowledge.factors["amount"].label
    step = Step(
        f"{label}{_fmt(value)}，不满情节严重的数额标准{_fmt(figure)}（{source}），案情也没有写明其他情节严重的情形；"
        f"{elements.description}。{_SERIOUS_ASKED}",
        elements.source,
        "interpretation",
    )
    return _asking_for(step, {_UNTOLD_SERIOUS: other}, (_UNTOLD_SERIOUS,))


def _network_help_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact):
        return None
    proceeds = (_PROCEEDS_UNTOLD_NOTE,) if _MONEY_MOVED.search(fact) else ()
    below = _below_serious_sum(
        HELPING_NETWORK_CRIME, fact, factors, knowledge, _HELP_ELEMENTS_NOTE, _HELP_OTHER_SERIOUS
    )
    if below is not None:
        return replace(below, steps=below.steps + proceeds)
    told = factors.get("amount")
    sum_told = told is not None and (told.origin != "extracted" or not _MONEY_MOVED.search(fact))
    steps = () if sum_told or _UNTOLD_SERIOUS in factors else (_HELP_ELEMENTS_NOTE,)
    steps += proceeds
    return ChargeReading(steps=steps) if steps else None


# 假冒注册商标 (刑法第二百一十三条) is a crime only where 情节严重: a lay question whose 非法经营数额 is below the figure
# (法释〔2004〕19号第一条, the engine's thresholds) is asked about (_below_serious_sum); a court record keeps its reading
COUNTERFEIT_MARK = "假冒注册商标"
_MARK_ELEMENTS = Step(
    "假冒注册商标罪须未经注册商标所有人许可，在同一种商品、服务上使用与其注册商标相同的商标，且情节严重：非法经营数额五万元以上"
    "或者违法所得数额三万元以上；假冒两种以上注册商标的，非法经营数额三万元以上或者违法所得数额二万元以上；或者有其他情节严重的"
    "情形。未达到的不构成本罪，可由市场监督管理部门依《中华人民共和国商标法》处罚，商标权人可以要求赔偿（以上数额标准出自司法解释，"
    "本地语料库未收录，按记忆引用；该解释可能已被更新的司法解释修改，请以现行规定为准）",
    f"{CRIMINAL_LAW}第二百一十三条；《最高人民法院、最高人民检察院关于办理侵犯知识产权刑事案件具体应用法律若干问题的解释》"
    "（法释〔2004〕19号）第一条第一款",
    "interpretation",
)
_MARK_OTHER_SERIOUS = "违法所得数额、是否假冒两种以上注册商标等其他情节严重的情形"


def _counterfeit_mark_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    return _below_serious_sum(COUNTERFEIT_MARK, fact, factors, knowledge, _MARK_ELEMENTS, _MARK_OTHER_SERIOUS)


def _laundering_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact) or not _MONEY_MOVED.search(fact):
        return None
    return ChargeReading(steps=(_PROCEEDS_TOLD_NOTE,))


# a person held to collect a usury or gambling debt: 非法拘禁 (刑法第二百三十八条第三款; 法释〔2000〕19号), and the same act
# is the 限制人身自由 of 催收非法债务 (第二百九十三条之一, from 2021-03-01): one act, punished once as the heavier crime. The
# term is 非法拘禁's (the heavier with 殴打、侮辱, 从重); the step says why, in a lay question whose words tell both
UNLAWFUL_DETENTION = "非法拘禁"
_ILLEGAL_DEBT_COLLECTION = "催收非法债务"
_HELD_FOR_ILLEGAL_DEBT_NOTE = Step(
    "为索取高利贷、赌债等法律不予保护的债务而非法扣押、拘禁他人的，以非法拘禁罪定罪处罚；同一行为也符合催收非法债务罪（使用暴力、"
    "胁迫方法限制他人人身自由催收非法债务，情节严重）的，属于一行为触犯两罪，择一重罪处罚，本案按非法拘禁罪计算。只是上门骚扰、"
    "恐吓催债而没有拘禁他人的，才单独考虑催收非法债务罪",
    f"{CRIMINAL_LAW}第二百三十八条第三款、第二百九十三条之一；法释〔2000〕19号",
    "statute",
)


# a family member shut in, told in a lay question ('我爸把我奶奶锁在屋里好几天不给饭吃'): the same act may be 虐待
# (刑法第二百六十条: ill-treatment in the family, 情节恶劣) or, for one who cannot live alone, 遗弃 (第二百六十一条),
# rather than 非法拘禁; which turns on facts a question rarely tells, so the step names them. The term stays 非法拘禁's
_FAMILY_CONFINED = re.compile(
    r"(?:把|将)(?:我|他|她|自己)?的?(?:爸爸?|妈妈?|父亲|母亲|爷爷|奶奶|外公|外婆|姥姥|姥爷|老公|老婆|丈夫|妻子|媳妇|儿子|女儿"
    r"|孩子|婆婆|公公|岳父|岳母|继父|继母|后妈|哥哥?|弟弟?|姐姐?|妹妹?)"
)
_FAMILY_CONFINED_NOTE = (
    "被关的是家庭成员（「{words}」）：家庭成员之间经常以打骂、冻饿、禁闭等方法摧残、折磨，情节恶劣的，是虐待罪（刑法第二百六十条："
    "二年以下有期徒刑、拘役或者管制，致使被害人重伤、死亡的二年以上七年以下有期徒刑；告诉的才处理，但被害人没有能力告诉，或者因"
    "受到强制、威吓无法告诉的除外）；对年老、患病等没有独立生活能力的家庭成员负有扶养义务而拒绝扶养，情节恶劣的，是遗弃罪"
    "（第二百六十一条）；以剥夺人身自由为目的关押他人的，是非法拘禁罪（第二百三十八条）。哪一罪取决于：是一时关押还是长期、"
    "经常的虐待，持续的时间和次数，有无打骂、不给饭吃，被害人的伤情，以及被害人能否独立生活。以下按非法拘禁罪计算；按虐待罪"
    "计算的，请补充持续时间和伤情，并写明罪名（charge 写「虐待」）"
)


def _detention_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    """非法拘禁 in a lay question: held for an illegal debt (催收非法债务 named) or a family member shut in (虐待, 遗弃
    named)."""
    if _JUDGMENT.search(fact):
        return None
    collecting = any(re.search(words, fact) for words in knowledge.statute_keywords.get(_ILLEGAL_DEBT_COLLECTION, ()))
    family = _FAMILY_CONFINED.search(fact)
    steps = (
        *((_HELD_FOR_ILLEGAL_DEBT_NOTE,) if collecting else ()),
        *((Step(_FAMILY_CONFINED_NOTE.format(words=family.group(0)[1:]), f"{CRIMINAL_LAW}第二百三十八条、第二百六十条、"
                "第二百六十一条", "statute"),) if family else ()),
    )
    return ChargeReading(steps=steps) if steps else None


# 组织、领导传销活动 (刑法第二百二十四条之一) punishes the organizers and leaders alone, where the scheme has thirty or
# more members in three or more levels (公通字〔2013〕37号第一条, as remembered: not in the corpus); a member who only
# brought people in ('参加了一个传销，拉了三十多个人进来') is none unless he came to lead or manage. A lay question that
# does not tell the role is asked for it
PYRAMID = "组织、领导传销活动"
_PYRAMID_ROLE = "传销组织者领导者"
_PYRAMID_ELEMENTS = Step(
    "组织、领导传销活动罪只处罚传销活动的组织者、领导者：在传销活动中起发起、策划、操纵作用，承担管理、协调或者宣传、培训等"
    "职责，或者对传销组织的建立、扩大起关键作用的人员，且传销组织内部参与人员在三十人以上、层级在三级以上；只是参加传销、"
    "发展了下线的一般参与者不构成本罪，由市场监督管理部门依《禁止传销条例》处罚。情节严重（五年以上有期徒刑）如组织、领导的"
    "参与人员累计一百二十人以上，收取传销资金累计二百五十万元以上等（《最高人民法院 最高人民检察院 公安部关于办理组织领导传销"
    "活动刑事案件适用法律若干问题的意见》，不在 LexLoop 收录的法规库中，以原文为准）。案情未写明{needed}，无法判断是否构成本罪，"
    "不计算刑期，请补充后重新计算",
    f"{CRIMINAL_LAW}第二百二十四条之一；公通字〔2013〕37号第一条、第二条、第四条",
    "statute",
)
_PYRAMID_WORDS = {_PYRAMID_ROLE: "在传销组织中的角色（是否发起、策划、操纵，或者负责管理、协调、宣传、培训）"}


def _pyramid_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _PYRAMID_ROLE in factors or _JUDGMENT.search(fact):
        return None
    return _asking_for(_PYRAMID_ELEMENTS, _PYRAMID_WORDS, (_PYRAMID_ROLE,))


# 正当防卫 (刑法第二十条, read in the corpus): harm done to stop an unlawful attack still going on bears no criminal
# liability (第一款); against 行凶、杀人、抢劫、强奸、绑架 and other violent crimes gravely endangering safety, no harm done
# is 防卫过当 (第三款); beyond the necessary limit with grave harm it is 防卫过当, punished but 应当减轻或者免除处罚
# (第二款). Which reading holds turns on facts the engine cannot weigh (whether the attack was still going on, the
# means, the harm against the threat), so a lay question that tells an attack on the asker, another or a home entered,
# and harm done in answer to it, gets no plain term as if nothing was told: the readings are named with what each
# means for the term, and the term is computed only once 防卫过当 is told (its factor lessens it). A fight both sides
# joined (互殴) is no defence (_MUTUAL_FIGHT), nor harm done once the attack was over (_ATTACK_OVER); a judgment's
# finding (_JUDGMENT) has settled it
DEFENCE_ARTICLE = f"{CRIMINAL_LAW}第二十条"
_ATTACKER = (
    r"(?:他|她|对方|那人|那个人|男的|女的|男人|女人|小偷|窃贼|贼|歹徒|劫匪|强盗|坏人|醉汉|流氓|混混|陌生人|有人|几个人|一个人|一伙人|"
    r"(?:我|她|他)?(?:老公|丈夫|老婆|前夫|男友|前男友|邻居|同事))"
)
_VICTIM = (
    r"(?:我|我们|我[的家]?(?:老婆|妻子|老公|丈夫|孩子|儿子|女儿|爸|妈|父亲|母亲|朋友|同事)|他|她|别人|"
    r"(?:一个|一名|个)?(?:路人|女的|女孩|女生|小孩|孩子|老人|店员))"
)
_ARMED = r"(?:拿|持|掏出|抄起|举着|拎着)[^。；，]{0,4}?(?:刀|棍|棒|砖|斧|枪|铁锹|锤|酒瓶|铁棍|钢管)"
_ATTACK_TOLD = re.compile(
    rf"{_ATTACKER}[^。；]{{0,10}}?(?:{_ARMED}[^。；，]{{0,6}}?)?(?:先)?(?:动手)?(?:打|砍|捅|刺|扎|掐|踢|揍|殴打|袭击|追砍|追打|勒|砸|家暴|虐待)(?:了)?{_VICTIM}"
    rf"|{_ATTACKER}[^。；，]{{0,10}}?{_ARMED}"
    rf"|{_ATTACKER}[^。；]{{0,10}}?(?:要|想|企图|试图|正在|上来就)?(?:强奸|抢劫|绑架|非礼|猥亵|抢|偷)(?:了)?{_VICTIM}"
    rf"|{_ATTACKER}[^。；，]{{0,10}}?(?:半夜|深夜|夜里|晚上)?[^。；，]{{0,4}}?(?:闯进|闯入|溜进|钻进|翻进|翻墙进|撬门进|撬锁进|破门而入|进(?:了)?)(?:我|我们)家"
    rf"|被(?:人|他|她|对方|歹徒|小偷|劫匪|几个人|一伙人)[^。；，]{{0,6}}?(?:打|砍|捅|刺|追砍|追打|殴打|袭击|抢劫|掐住)"
)
# the harm done in answer, the asker's ('我反击', '我用棍子把他打成重伤'), or the defence itself named in the question
# — the asker as the doer in its own clause, never the one harmed ('老公经常打我，把我打成了轻伤' is the victim's account)
_ANSWERED = re.compile(
    r"(?<![把被将让叫打砍捅刺扎踢揍砸推掐])我(?![^。；，]{0,3}?被)[^。；，]{0,12}?(?:反击|还手|反抗|夺过|夺下|抢过|推|打|砍|捅|刺|扎|踢|砸|用)"
    r"|正当防卫|自卫"
)
_MUTUAL_FIGHT = re.compile(r"互殴|互相(?:打|殴打|动手|推搡|厮打)|打起来|打了起来|打架|对打|约架|斗殴|扭打|厮打|双方[^。；]{0,6}动手")
_ATTACK_OVER = re.compile(
    r"趁[^。；，]{0,6}?(?:睡|熟睡|不注意|不备)|第二天|过了几天|事后|后来[^。；，]{0,4}?(?:找|去)|报复"
    r"|(?:跑了|逃跑|逃走|跑开|走了)[^。；]{0,8}?追|已经(?:倒地|被(?:制服|按住|绑住)|不动了)"
    r"|(?:抓住|按住|摁住|制服|绑住)(?:了)?(?:他|她|对方|小偷|那人)(?!的)[，,][^。；]{0,4}?(?:把|将)?(?:他|她|对方)?[^。；，]{0,2}?(?:打|揍|踢|砸)"
)
_VIOLENT_ATTACK = re.compile(rf"{_ARMED}|(?:砍|捅|刺|追砍|掐住|杀|强奸|抢劫|绑架|闯进|闯入|翻墙进|撬门进|撬锁进|破门而入)")
_DEFENCE_READINGS = (
    "刑法第二十条：为了使本人、他人的人身、财产等权利免受正在进行的不法侵害，而采取的制止不法侵害的行为，对不法侵害人造成损害的，"
    "属于正当防卫，不负刑事责任（第一款）；对正在进行行凶、杀人、抢劫、强奸、绑架以及其他严重危及人身安全的暴力犯罪采取防卫行为，"
    "造成不法侵害人伤亡的，不属于防卫过当，不负刑事责任（第三款，特殊防卫）；正当防卫明显超过必要限度造成重大损害的，为防卫过当，"
    "应当负刑事责任，但是应当减轻或者免除处罚（第二款）。"
)
_DEFENCE_ASKED = Step(
    f"案情所述的伤害发生在对方的不法侵害之后，可能属于正当防卫。{_DEFENCE_READINGS}"
    "{special}是哪一种由法院根据案情认定，取决于：动手时不法侵害是否正在进行（已经停止、对方逃跑或者已被制服后再打的不是防卫），"
    "对方侵害的手段和强度（是否持凶器、是否严重危及人身安全），以及防卫的手段和造成的损害与侵害是否相当；双方约架、互相斗殴的不属于"
    "防卫。属于正当防卫或者特殊防卫的没有刑期；属于防卫过当的，在本罪刑期基础上应当减轻或者免除处罚。案情未写明{needed}，"
    "不按普通犯罪计算刑期；认定为防卫过当的，请写明后重新计算（最高人民法院 最高人民检察院 公安部《关于依法适用正当防卫制度的"
    "指导意见》（法发〔2020〕31号）对上述判断有具体规定，该意见不在 LexLoop 收录的法规库中，以原文为准）",
    f"{DEFENCE_ARTICLE}；法发〔2020〕31号",
    "statute",
)
_SPECIAL_DEFENCE_TOLD = "案情所述的侵害持凶器或者属于行凶、抢劫、强奸等严重暴力的，可能适用第三款。"
_DEFENCE_WORDS = {"防卫过当": "法院是否认定为正当防卫或者防卫过当"}
_NOT_DEFENCE_MUTUAL = Step(
    f"双方互相斗殴、约架的，各自都有伤害对方的故意，一般不属于正当防卫，也不是防卫过当（{_DEFENCE_READINGS}），以下按本罪计算；"
    "只有一方先动手、另一方为制止侵害而还手，或者一方已经退让、对方仍然追打的，才可能成立防卫",
    f"{DEFENCE_ARTICLE}；法发〔2020〕31号（不在法规库中，以原文为准）",
    "statute",
)
_NOT_DEFENCE_OVER = Step(
    "正当防卫须针对正在进行的不法侵害：侵害尚未开始或者已经结束（如趁对方熟睡、对方已经逃离或者被制服、事后报复）时加害对方的，不属于正当防卫，也不是"
    f"防卫过当（{_DEFENCE_READINGS}），以下按本罪计算。长期遭受家庭暴力等起因，由法院作为量刑情节考虑：因不堪忍受长期家庭暴力而"
    "杀害施暴人，犯罪情节不是特别恶劣、手段不是特别残忍的，可以认定为故意杀人罪的「情节较轻」（最高人民法院 最高人民检察院 公安部"
    " 司法部《关于依法办理家庭暴力犯罪案件的意见》（法发〔2015〕4号）第二十条，凭记忆，不在法规库中，以原文为准）",
    f"{DEFENCE_ARTICLE}第一款；法发〔2015〕4号第二十条",
    "statute",
)


def _defence_reading(fact: str, factors: dict[str, Factor]) -> ChargeReading | None:
    """The readings of 刑法第二十条 where a lay question tells harm done in answer to an unlawful attack (see above)."""
    if _JUDGMENT.search(fact) or "防卫过当" in factors:
        return None
    attack = _ATTACK_TOLD.search(fact)
    if attack is None and re.search(r"防卫|自卫", fact) is None:
        return None
    if _MUTUAL_FIGHT.search(fact):
        return ChargeReading(steps=(_NOT_DEFENCE_MUTUAL,))
    if attack is not None and _ATTACK_OVER.search(fact, attack.end()):
        return ChargeReading(steps=(_NOT_DEFENCE_OVER,))
    if attack is None or not _ANSWERED.search(fact, attack.end()):
        return None
    special = _SPECIAL_DEFENCE_TOLD if _VIOLENT_ATTACK.search(attack.group()) else ""
    step = replace(_DEFENCE_ASKED, description=_DEFENCE_ASKED.description.replace("{special}", special))
    return _asking_for(step, _DEFENCE_WORDS, ("防卫过当",))


# fake notes told by their count and face value ('用了两张假的一百块', '五十张一百元的假币'): 持有、使用假币 is measured by
# the total face value, the count times the note's value; a total the fact states, or one a user set, is kept
FAKE_MONEY = "持有、使用假币"
_FAKE_NOTES = re.compile(
    r"([0-9０-９零〇一二两三四五六七八九十百]+)张[^。；，0-9０-９]{0,4}?(?:面额|面值)?(?:为)?(一百|五十|二十|十|100|50|20|10)(?:元|块)"
)


def _fake_notes_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    amount = factors.get("amount")
    notes = list(_FAKE_NOTES.finditer(fact))
    # the amount read is kept where a user set it or it is a total of its own, not one note's value ('一共花了三张100元的')
    total_told = (
        amount is not None and amount.span is not None and total_marked(fact, amount.span[0])
        and not any(n.start() <= amount.span[0] < n.end() for n in notes)
    )
    if not notes or total_told or (amount is not None and amount.origin == "user"):
        return None
    value = sum(parse_number(n.group(1)) * parse_number(n.group(2)) for n in notes)
    counted = "、".join(n.group() for n in notes)
    span = (notes[0].start(), notes[-1].end())
    read = Factor("amount", knowledge.factors["amount"].label, "objective", value, counted, span)
    step = Step(
        f"假币数额按总面额计算：{counted}，共{_fmt(value)}元",
        f"{CRIMINAL_LAW}第一百七十二条；法释〔2000〕26号第五条（凭记忆，不在法规库中）",
        "interpretation",
    )
    return ChargeReading(steps=(step,), factors={**factors, "amount": read})


# a bone broken in a beating told in a lay question with no grade ('跟人打架把对方鼻梁打断了'): 故意伤害 needs 轻伤 or more,
# and a fracture is not 轻伤 by itself: the 鉴定 grades it by the bone and how it broke (《人体损伤程度鉴定标准》, 2014,
# as remembered: not in the corpus), so the step says so before the grade is asked (_needs_measure)
_BONE_GRADED_BY_THE_APPRAISAL = (
    "案情写明有骨折或者牙齿被打断、打掉（「{told}」），未写明伤情鉴定等级：骨折是否达到轻伤，由法医依《人体损伤程度鉴定标准》鉴定，"
    "不凭骨折本身认定。例如鼻骨粉碎性骨折、双侧鼻骨骨折一般鉴定为轻伤二级，单侧鼻骨骨折、一处肋骨骨折、一颗牙齿折断可能只是轻微伤（该标准"
    "不在 LexLoop 收录的法规库中，凭记忆，以原文和鉴定意见为准）。鉴定为轻伤以上的，构成故意伤害罪；只是轻微伤的，不构成犯罪，由公安"
    "机关依《中华人民共和国治安管理处罚法》第五十一条处理"
)


def _bone_broken_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact) or "injury" in factors:
        return None
    part = knowledge.fragments["打断的部位"].pattern
    blow = "(?:打|踢|踹|砸|揍)(?:断|折|掉)"
    told = re.search(rf"骨折|{part}(?:骨)?(?:都|给)?{blow}|{blow}[^。；，你]{{0,6}}?{part}", fact)
    if told is None:
        return None
    source = f"{CRIMINAL_LAW}第二百三十四条第一款；《中华人民共和国治安管理处罚法》第五十一条"
    return ChargeReading(steps=(Step(_BONE_GRADED_BY_THE_APPRAISAL.format(told=told.group()), source, "statute"),))


# a dog that bit someone into a grave injury or to death, told in a lay question: the keeper's crime is 过失致人重伤
# (刑法第二百三十五条) or 过失致人死亡 (第二百三十三条) where the keeper was negligent. A dog off the leash, loose or of a
# banned breed is such negligence (factors.yaml 狗主人未尽管束义务); with nothing told of how it was kept, negligence is
# assumed and the step says so; a dog told held (拴着, 关在院子里) or a victim who provoked it or came in is asked about.
# The keeper's civil liability stands either way (民法典第一千二百四十五条至第一千二百四十七条; 治安管理处罚法第八十九条
# below a grave injury: guideline.yaml no_crime_alone). The dog's words: fragments.yaml 狗咬人
_DOG_KEPT = "狗主人未尽管束义务"
_DOG_HELD_OR_PROVOKED = re.compile(
    r"(?<![不没未])(?:拴着|拴了|拴好|牵着|关在|关着|笼子里|戴着嘴套)|逗狗|挑逗|惹狗|踢狗|打狗|翻墙|翻进|闯进|私闯"
)
# each charge: the harm, its article, and the crime with its penalty
_DOG_HARMS = {
    "过失致人重伤": ("致人重伤", "第二百三十五条", "过失致人重伤罪（刑法第二百三十五条，三年以下有期徒刑或者拘役）"),
    "过失致人死亡": (
        "致人死亡",
        "第二百三十三条",
        "过失致人死亡罪（刑法第二百三十三条，三年以上七年以下有期徒刑；情节较轻的，三年以下有期徒刑）",
    ),
}
_DOG_ELEMENTS = (
    "狗咬人{harm}的，狗主人对这一结果没有故意，只有疏忽大意或者过于自信的过失（遛狗不拴绳、狗放养在外、饲养禁养的烈性犬等"
    "未尽管束义务）才构成{crime}；故意放狗咬人的是故意伤害罪（第二百三十四条）。无论是否构成犯罪，狗主人都要承担民事赔偿责任"
    "（《中华人民共和国民法典》第一千二百四十五条至第一千二百四十七条）"
)
_DOG_SOURCE = f"{CRIMINAL_LAW}第二百三十四条、{{article}}；《中华人民共和国民法典》第一千二百四十五条至第一千二百四十七条"
_DOG_WORDS = {_DOG_KEPT: "狗主人是否未尽管束义务（狗是否拴好、关好，被咬的人是否挑逗狗或者擅自进入）"}


def _dog_bite_reading(charge: str, fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact) or not knowledge.fragments["狗咬人"].search(fact):
        return None
    harm, article, crime = _DOG_HARMS[charge]
    elements, source = _DOG_ELEMENTS.format(harm=harm, crime=crime), _DOG_SOURCE.format(article=article)
    kept = factors.get(_DOG_KEPT)
    if kept is not None:
        told = f"事实中写明「{kept.evidence}」" if kept.origin == "extracted" else "已确认狗主人未尽管束义务"
        return ChargeReading(steps=(Step(f"{elements}。{told}，按{charge}罪计算", source, "statute"),))
    if _DOG_HELD_OR_PROVOKED.search(fact):
        asked = Step(elements + "。案情未写明{needed}，无法判断是否构成本罪，不计算刑期，请补充后重新计算", source, "statute")
        return _asking_for(asked, _DOG_WORDS, (_DOG_KEPT,))
    assumed = (
        "案情未写明狗是怎样看管的，本案假定狗主人未尽管束义务（有过失）计算；狗拴好、关好，是被咬的人挑逗狗或者擅自进入造成的，"
        "狗主人没有过失，不构成本罪，请写明"
    )
    return ChargeReading(steps=(Step(f"{elements}。{assumed}", source, "statute"),))


def _harm_reading(charge: str, fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    """A harm charge: self-defence told (_defence_reading) before a thing thrown from a height
    (_thrown_from_high_reading), for 故意伤害 a bone broken with no grade told (_bone_broken_reading), for 过失致人重伤 and
    过失致人死亡 a dog's bite (_dog_bite_reading)."""
    return (
        _defence_reading(fact, factors)
        or _thrown_from_high_reading(charge, fact, factors, knowledge)
        or (_bone_broken_reading(fact, factors, knowledge) if charge == "故意伤害" else None)
        or (_dog_bite_reading(charge, fact, factors, knowledge) if charge in _DOG_HARMS else None)
        or (_stabbed_to_death_reading(fact, factors) if charge == "故意伤害" else None)
    )


# a death by a blade told in a lay question with no word of the intent ('用刀把人捅死了'): 故意伤害致人死亡 is the
# estimate (statutes.yaml reads 故意杀人 only from words of intent or repeated stabs at a vital part), but the same act is
# 故意杀人 where death was wanted or accepted, so the step names it and the facts courts infer the intent from
_BLADE = re.compile(r"捅|刺|砍|(?:用|拿|持|掏出)了?(?:水果|菜|尖|折叠)?(?:刀|匕首|斧)")
_STABBED_TO_DEATH = Step(
    "用刀捅、刺、砍致人死亡，是故意伤害（致人死亡）还是故意杀人，取决于行为人的故意：只想伤害、对死亡是过失的，是故意伤害罪"
    "（刑法第二百三十四条第二款：十年以上有期徒刑、无期徒刑或者死刑）；希望或者放任对方死亡的，是故意杀人罪（第二百三十二条："
    "死刑、无期徒刑或者十年以上有期徒刑，情节较轻的三年以上十年以下有期徒刑），刑期一般更重。故意由客观情况推断：凶器、捅刺的"
    "部位（胸、腹、颈等要害）和次数、用力程度、事前事后的言行（是否扬言杀人、是否施救或者阻止施救）、起因。案情未写明这些情况，"
    "以下按故意伤害致人死亡计算；认定为故意杀人的，请写明罪名（charge 写「故意杀人」）",
    f"{CRIMINAL_LAW}第二百三十二条、第二百三十四条第二款",
    "statute",
)


def _stabbed_to_death_reading(fact: str, factors: dict[str, Factor]) -> ChargeReading | None:
    deaths = factors.get("deaths")
    dead = deaths is not None and (_factor_number(deaths) or 0) >= 1
    if _JUDGMENT.search(fact) or not dead or not _BLADE.search(fact):
        return None
    return ChargeReading(steps=(_STABBED_TO_DEATH,))


# prescription sleeping pills or other 精神药品 sold on, told in a lay question ('网上卖处方安眠药给几十个人'): most are
# controlled (三唑仑 of the first class, 艾司唑仑、地西泮、阿普唑仑 of the second: the lists of 麻醉药品和精神药品品种目录,
# as remembered), and a controlled one is a 毒品 (刑法第三百五十七条第一款, read in the corpus). Sold for profit to drug
# users or dealers it is 贩卖毒品 (第三百五十五条第一款后段, 第三百四十七条); sold without a licence to people who take it
# as a medicine, 非法经营 (第二百二十五条) or 妨害药品管理 (第一百四十二条之一). The buyers decide, so they are asked for
# unless told (factors.yaml 精神药品卖给吸毒人员); the drug's name and weight are asked as for any drug
DRUG_TRADE = "走私、贩卖、运输、制造毒品"
_SEDATIVE = re.compile(r"安眠药|精神药品|三唑仑|艾司唑仑|地西泮|阿普唑仑|氯硝西泮|咪达唑仑|唑吡坦|佐匹克隆")
_SEDATIVE_READINGS = (
    "处方安眠药多属国家管制的精神药品（如三唑仑为第一类，艾司唑仑、地西泮、阿普唑仑为第二类，以《精神药品品种目录》为准，凭记忆），"
    "国家规定管制的能够使人形成瘾癖的精神药品是毒品（刑法第三百五十七条第一款）：以牟利为目的卖给吸毒人员或者贩毒人员的，是贩卖毒品罪"
    "（第三百四十七条、第三百五十五条第一款），按药品名称和数量定档；卖给失眠、看病的人用于治疗的，不是贩卖毒品，未经许可倒卖"
    "情节严重的是非法经营罪（第二百二十五条），属于未经批准的药品、足以严重危害人体健康的是妨害药品管理罪（第一百四十二条之一）；"
    "不属于管制药品的，按药品管理的规定处理。"
)
_SEDATIVE_SOURCE = f"{CRIMINAL_LAW}第一百四十二条之一、第二百二十五条、第三百四十七条、第三百五十五条第一款、第三百五十七条第一款"
_SEDATIVE_BUYERS_ASKED = Step(
    _SEDATIVE_READINGS + "案情未写明{needed}，无法判断是哪一罪，不计算刑期，请补充后重新计算", _SEDATIVE_SOURCE, "statute"
)
_SEDATIVE_TO_USERS = Step(_SEDATIVE_READINGS + "案情写明卖给吸毒人员或者贩毒人员，本案按贩卖毒品罪计算", _SEDATIVE_SOURCE, "statute")
_SEDATIVE_WORDS = {"精神药品卖给吸毒人员": "买药的是什么人（吸毒人员、贩毒人员，还是失眠、看病的人）"}


def _sedatives_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact) or not _SEDATIVE.search(fact) or knowledge.drug_names.search(fact):
        return None
    if "精神药品卖给吸毒人员" in factors:
        return ChargeReading(steps=(_SEDATIVE_TO_USERS,))
    return _asking_for(_SEDATIVE_BUYERS_ASKED, _SEDATIVE_WORDS, ("精神药品卖给吸毒人员",))


# goods with a fake brand sold (刑法第二百一十四条) told in a lay question as sold for genuine ('说是正品，按正品的价格卖，
# 骗了三十多个人'): the buyers deceived read like 诈骗 too, but it is one act, punished once as the heavier where it meets
# both (法释〔2001〕10号第十条, as remembered); buyers who knew (a cheap price) were not deceived: 214 alone
COUNTERFEIT_SALE = "销售假冒注册商标的商品"
_SOLD_AS_GENUINE = re.compile(r"(?:说|称|谎称|骗[^。；，]{0,4}?说)(?:是|成)?[^。；，]{0,4}?正品|当(?:作|成)?正品|冒充正品|(?:按|照|以)正品的?价|正品的?价格?|真货")
_FAKES_AS_GENUINE = Step(
    "把假冒名牌商品当作正品、按正品价格卖出，购买者受了骗，但售假者交付的是有一定使用价值的商品，实践中一般以销售假冒注册商标的商品罪"
    "（刑法第二百一十四条）论处，货不对板、以次充好的也可能构成销售伪劣产品罪（第一百四十条，销售金额五万元以上）；商品几乎没有价值、"
    "只是以卖货为名骗取钱款的，才可能是诈骗罪（第二百六十六条）。同一行为同时符合几个罪名的，只定一罪，依照处罚较重的规定定罪处罚"
    "（法释〔2001〕10号第十条，凭记忆引用，语料库未收录），不数罪并罚。买家知道是假货（价格明显低于正品）的，没有人受骗，只构成"
    "销售假冒注册商标的商品罪。本案按销售假冒注册商标的商品罪计算",
    f"{CRIMINAL_LAW}第一百四十条、第二百一十四条、第二百六十六条；法释〔2001〕10号第十条",
    "statute",
)


def _counterfeit_sale_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    return None if _JUDGMENT.search(fact) or not _SOLD_AS_GENUINE.search(fact) else ChargeReading(steps=(_FAKES_AS_GENUINE,))


# a bribe told by its giver in lay words with the taker named by his charge of a public payout ('给了负责的人五万块',
# guideline.yaml 行贿): 行贿 needs a 国家工作人员 on the other side (刑法第三百八十九条第一款), which a village cadre assisting
# the government with land compensation is taken as (全国人民代表大会常务委员会关于刑法第九十三条第二款的解释); another
# taker makes it 对非国家工作人员行贿 (第一百六十四条第一款). The figures: 法释〔2016〕9号第七条
BRIBE_GIVING = "行贿"
_GIVER_OF_PAYOUT_BRIBE = re.compile(r"负责的人|负责人|经办人|经手人|管事的|村干部|村支书|村书记|村主任|村长|工作人员|干部")
_BRIBE_GIVEN_FOR_A_PAYOUT = Step(
    "为了多拿补偿款等不应得的利益给经办的人送钱，属于为谋取不正当利益给予财物，是行贿罪（刑法第三百八十九条第一款），前提是收钱的人"
    "是国家工作人员：政府拆迁、征收部门的工作人员，以及协助政府发放、管理征地拆迁补偿款的村干部，都以国家工作人员论；收钱的人是"
    "开发商、拆迁公司等不从事公务的人员的，是对非国家工作人员行贿罪（第一百六十四条第一款）。行贿数额三万元以上的构成犯罪；一万元"
    "以上不满三万元，具有向三人以上行贿、将违法所得用于行贿等情形的，也构成犯罪。多拿的补偿款会被追回",
    f"{CRIMINAL_LAW}第三百八十九条第一款、第三百九十条第一款、第一百六十四条第一款；《全国人民代表大会常务委员会关于〈中华人民共和国刑法〉"
    "第九十三条第二款的解释》；《最高人民法院 最高人民检察院关于办理贪污贿赂刑事案件适用法律若干问题的解释》（法释〔2016〕9号）第七条",
    "statute",
)


def _bribe_giver_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact) or not _GIVER_OF_PAYOUT_BRIBE.search(fact):
        return None
    return ChargeReading(steps=(_BRIBE_GIVEN_FOR_A_PAYOUT,))


# 战时 rumours (statutes.yaml): the two articles share their words and differ in who spreads the rumour, so the step says
# what 战时 is, who commits which, and which one the estimate takes (the charge detected or given)
WAR_RUMOUR, SERVICEMANS_WAR_RUMOUR = "战时造谣扰乱军心", "战时造谣惑众"
_WAR_RUMOUR_ELEMENTS = (
    "战时造谣惑众、扰乱或者动摇军心的才构成犯罪；「战时」是指国家宣布进入战争状态、部队受领作战任务或者遭敌突然袭击时，部队执行戒严"
    "任务或者处置突发性暴力事件时以战时论，平时造谣的不是本罪（造谣损害他人名誉的可能是诽谤罪，编造、传播虚假险情疫情灾情警情的可能是"
    "编造、故意传播虚假信息罪）。任何人都可以构成战时造谣扰乱军心罪（第三百七十八条：三年以下有期徒刑、拘役或者管制；情节严重的三年"
    "以上十年以下）；现役军人（军官、士兵、军籍学员、文职人员、执行军事任务的预备役人员等）犯的是战时造谣惑众罪（第四百三十三条：三年"
    "以下有期徒刑；情节严重的三年以上十年以下；情节特别严重的十年以上或者无期徒刑）。"
)
_WAR_RUMOUR_STEPS = {
    WAR_RUMOUR: Step(
        _WAR_RUMOUR_ELEMENTS + "案情未写明造谣的人是军人，本案按战时造谣扰乱军心罪计算",
        f"{CRIMINAL_LAW}第三百七十八条、第四百三十三条、第四百五十条、第四百五十一条",
        "statute",
    ),
    SERVICEMANS_WAR_RUMOUR: Step(
        _WAR_RUMOUR_ELEMENTS + "本案按战时造谣惑众罪计算，前提是造谣的人是现役军人；不是的，按第三百七十八条计算",
        f"{CRIMINAL_LAW}第三百七十八条、第四百三十三条、第四百五十条、第四百五十一条",
        "statute",
    ),
}


def _war_rumour_reading(charge: str, fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    return None if _JUDGMENT.search(fact) else ChargeReading(steps=(_WAR_RUMOUR_STEPS[charge],))


# 妨害公务 needs violence or a threat: a push or a pull with no harm told ('城管来收我的摊子，我推了他一把') is mostly dealt
# with as a public-order case, which the estimate alone would hide (lay questions only: a court record's case is a crime)
OBSTRUCTING_DUTY = "妨害公务"
_LIGHT_FORCE = re.compile(r"推|拉|扯|拽|挡|搡")
_HARM_TOLD = re.compile(r"伤|骨折|流血|出血|破|缝|晕|昏|住院|打|踢|砸|咬|刀|棍|砖")
_LIGHT_FORCE_STEP = Step(
    "妨害公务罪须以暴力、威胁方法阻碍国家机关工作人员依法执行职务；案情所述只是推搡、拉扯，没有写明造成伤害等后果：这类情节较轻的"
    "阻碍执行职务，实践中多作为治安案件，由公安机关处警告、罚款或者五日以上十日以下拘留（《中华人民共和国治安管理处罚法》第六十一条"
    "第一款第（二）项）。以下是按构成犯罪计算的刑期；造成伤害或者有其他情节的，请写明后重新计算",
    f"{CRIMINAL_LAW}第二百七十七条；《中华人民共和国治安管理处罚法》第六十一条",
    "statute",
)


# the police held off so (a door blocked, a push): 袭警 (第二百七十七条第五款) is a 暴力袭击 of the officer, which a push
# while obstructing is not; the public-order law weighs a police duty obstructed heavier (its 第六十一条第二款)
_POLICE_NAMED = re.compile(r"民警|警察|公安|派出所")
_NOT_AN_ASSAULT_ON_THE_POLICE = Step(
    "对方是人民警察：袭警罪（刑法第二百七十七条第五款）须暴力袭击正在依法执行职务的人民警察，如撕咬、踢打、抱摔民警；阻挡、推搡这类"
    "阻碍执行职务的轻微动作，不是对民警人身的暴力袭击，按妨害公务认定（第一款）。不构成犯罪的，依治安管理处罚法第六十一条第二款，"
    "阻碍人民警察依法执行职务的从重处罚",
    f"{CRIMINAL_LAW}第二百七十七条第一款、第五款；《中华人民共和国治安管理处罚法》第六十一条",
    "statute",
)


def _obstructing_duty_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact) or not _LIGHT_FORCE.search(fact) or _HARM_TOLD.search(fact):
        return None
    if _POLICE_NAMED.search(fact):
        return ChargeReading(steps=(_LIGHT_FORCE_STEP, _NOT_AN_ASSAULT_ON_THE_POLICE))
    return ChargeReading(steps=(_LIGHT_FORCE_STEP,))


# A police car smashed ('我拿砖头砸了警车') is another's property damaged, by its worth (故意毁坏财物, 刑法第二百七十五条:
# the amount is asked where untold), and 妨害公务 where it was done to stop the police at their duty (第二百七十七条第一款:
# violence to the means of the duty, whatever the worth): the step says which, by whether the duty is told
PROPERTY_DAMAGE = "故意毁坏财物"
_POLICE_CAR = re.compile(r"警车|执法车")
_POLICE_AT_WORK = re.compile(r"执法|执勤|出警|处警|抓人|抓我|来抓|带走|查车|检查|盘查|办案|处理")
_POLICE_CAR_READINGS = (
    "警车是公共财物：毁坏警车按毁坏的价值（修复费用）认定故意毁坏财物罪（刑法第二百七十五条：数额较大（五千元以上）或者毁坏三次以上等"
    "其他严重情节的，三年以下有期徒刑、拘役或者罚金）；民警正在执行职务，为阻止其执行职务而砸车的，是以暴力方法阻碍国家机关工作人员依法"
    "执行职务，构成妨害公务罪（第二百七十七条第一款，三年以下有期徒刑、拘役、管制或者罚金），不论毁坏的价值多少；砸车时攻击民警本人的，"
    "可能构成袭警罪（第二百七十七条第五款）。"
)
_POLICE_CAR_SOURCE = f"{CRIMINAL_LAW}第二百七十五条、第二百七十七条第一款、第五款"
_POLICE_CAR_DUTY_UNTOLD = Step(
    _POLICE_CAR_READINGS + "案情未写明砸车时民警是否正在执行职务，以下按故意毁坏财物计算；是为阻止民警执行职务的，请按妨害公务罪计算",
    _POLICE_CAR_SOURCE,
    "statute",
)
_POLICE_CAR_DUTY_TOLD = Step(
    _POLICE_CAR_READINGS + "案情写明民警当时正在执行职务：为阻止执行职务而砸车的，应按妨害公务罪计算（charge 写「妨害公务」）；"
    "以下是按故意毁坏财物计算的结果",
    _POLICE_CAR_SOURCE,
    "statute",
)


# A shop or a restaurant smashed drunk or for nothing ('喝多了把饭店砸了，损失八千多') is also 寻衅滋事's 任意损毁公私财物
# (刑法第二百九十三条第一款第（三）项; 法释〔2013〕18号第四条: 价值二千元以上, from memory: not in the corpus), which has
# no figure the engine rises by: the term is 故意毁坏财物's, measured by the loss, and the step names the other reading,
# and that drink is no excuse (第十八条第四款). A loss between the two figures is no 故意毁坏财物 but may be 寻衅滋事: said
# (the shops: fragments.yaml 店铺)
_SMASHED_FOR_NOTHING = (
    r"(?:喝多了|喝醉了?|醉酒|酒后|喝了酒|发酒疯|耍酒疯|无故|无缘无故|随意|任意)[^。；]{{0,16}}?{shop}[^。；，]{{0,6}}?"
    r"(?:砸|掀|毁|打烂|摔)"
)
_SMASHED_FOR_NOTHING_READINGS = (
    "醉酒的人犯罪，应当负刑事责任（刑法第十八条第四款），喝多了不能免责。在饭店、商店等公共场所借酒滋事、无故砸毁财物，破坏社会秩序的，"
    "也可能是寻衅滋事罪（第二百九十三条第一款第（三）项：任意损毁公私财物，情节严重，五年以下有期徒刑、拘役或者管制；任意损毁公私财物"
    "价值二千元以上即属情节严重，法释〔2013〕18号第四条，凭记忆引用，该解释不在 LexLoop 收录的法规库中）；因结账、争吵等纠纷针对店家"
    "泄愤砸毁的，一般是故意毁坏财物罪（第二百七十五条：损失五千元以上或者有其他严重情节，三年以下有期徒刑、拘役或者罚金）。"
)
_SMASHED_FOR_NOTHING_SOURCE = f"{CRIMINAL_LAW}第十八条第四款、第二百七十五条、第二百九十三条第一款第（三）项；法释〔2013〕18号第四条"
_SMASHED_AS_DAMAGE = Step(
    _SMASHED_FOR_NOTHING_READINGS + "以下按故意毁坏财物罪、以损失数额计算；损失以价格认定为准，赔偿损失、取得店家谅解的可以从轻处罚",
    _SMASHED_FOR_NOTHING_SOURCE,
    "statute",
)
_SMASHED_BETWEEN_THE_FIGURES = Step(
    _SMASHED_FOR_NOTHING_READINGS + "案情所说的损失不满五千元，按故意毁坏财物罪不构成犯罪（见下）；但已达二千元，属于借酒或者无故滋事的，"
    "按寻衅滋事罪仍可能构成犯罪：是哪一种，取决于砸店的起因，请写明；按寻衅滋事计算的，charge 写「寻衅滋事」",
    _SMASHED_FOR_NOTHING_SOURCE,
    "statute",
)
_PICKING_QUARRELS_DAMAGE_FIGURE = 2000


def _property_damage_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _JUDGMENT.search(fact):
        return None
    if _POLICE_CAR.search(fact):
        duty = _POLICE_CAR_DUTY_TOLD if _POLICE_AT_WORK.search(fact) else _POLICE_CAR_DUTY_UNTOLD
        return ChargeReading(steps=(duty,))
    if not re.search(_SMASHED_FOR_NOTHING.format(shop=knowledge.fragments["店铺"].pattern), fact):
        return None
    loss = _factor_number(factors["amount"]) if "amount" in factors else None
    damage_figure = knowledge.guideline[PROPERTY_DAMAGE].levels["数额较大"]
    between = loss is not None and _PICKING_QUARRELS_DAMAGE_FIGURE <= loss < damage_figure
    return ChargeReading(steps=(_SMASHED_BETWEEN_THE_FIGURES if between else _SMASHED_AS_DAMAGE,))


# A rumour spread online that caused 公共秩序严重混乱 is 寻衅滋事 (刑法第二百九十三条第一款第（四）项; 法释〔2013〕21号第五条
# 第二款, from memory): the step says why, and that short of that disorder it is a public-order case (guideline.yaml
# no_crime_alone answers a war rumour told without it)
PICKING_QUARRELS = "寻衅滋事"
_RUMOUR = re.compile(r"造谣|传谣|谣言|虚假信息")
_RUMOUR_DISORDER = Step(
    "在信息网络上编造、散布虚假信息，起哄闹事，造成公共秩序严重混乱的，以寻衅滋事罪定罪处罚；没有造成公共秩序严重混乱的，不构成本罪，"
    "故意散布谣言扰乱公共秩序的由公安机关依《中华人民共和国治安管理处罚法》第二十九条第（一）项处拘留、罚款。谣言损害特定人名誉的是"
    "诽谤（第二百四十六条），编造虚假的险情、疫情、灾情、警情的是编造、故意传播虚假信息（第二百九十一条之一第二款）",
    f"{CRIMINAL_LAW}第二百九十三条第一款第（四）项；《最高人民法院 最高人民检察院关于办理利用信息网络实施诽谤等刑事案件适用法律若干"
    "问题的解释》（法释〔2013〕21号）第五条第二款",
    "interpretation",
)


def _rumour_disorder_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    return None if _JUDGMENT.search(fact) or not _RUMOUR.search(fact) else ChargeReading(steps=(_RUMOUR_DISORDER,))


# 组织考试作弊 (刑法第二百八十四条之一第一款、第二款: cheating organised, or devices given for it) is a crime only in a
# 法律规定的国家考试: a device sold with no exam named ('我在网上卖考试作弊用的耳机') names the crime and asks which exam
# (an exam named, by the list statutes.yaml's keywords read too: fragments.yaml 法律规定的国家考试; or the answer,
# factors.yaml 法律规定的国家考试)
EXAM_CHEATING = "组织考试作弊"
_NATIONAL_EXAM = "法律规定的国家考试"
_NATIONAL_EXAM_ASKED = Step(
    "在法律规定的国家考试中组织作弊，或者为他人组织作弊提供作弊器材（如作弊用的耳机、接收器）或者其他帮助的，构成组织考试作弊罪"
    "（刑法第二百八十四条之一第一款、第二款：三年以下有期徒刑或者拘役，并处或者单处罚金；情节严重的，三年以上七年以下有期徒刑）。"
    "法律规定的国家考试指普通高校招生、研究生招生、高等教育自学考试、成人高校招生等国家教育考试，公务员录用考试，法律职业资格、教师"
    "资格、医师资格、注册会计师等资格考试；用于学校期末考试等其他考试的，不构成本罪（英语四六级是否属于，有争议）。"
    + _SERIOUS_ASKED,
    f"{CRIMINAL_LAW}第二百八十四条之一第一款、第二款；《最高人民法院 最高人民检察院关于办理组织考试作弊等刑事案件适用法律若干问题的"
    "解释》（法释〔2019〕13号）第一条（本地语料库未收录，按记忆引用）",
    "statute",
)
_NATIONAL_EXAM_WORDS = {_NATIONAL_EXAM: "作弊器材用于哪种考试（是否属于法律规定的国家考试）"}


def _law_exam_settled(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> bool:
    """Whether the exam is no question: a court record's, answered (factors.yaml 法律规定的国家考试) or one of the law's
    named."""
    return bool(_JUDGMENT.search(fact) or _NATIONAL_EXAM in factors or knowledge.fragments[_NATIONAL_EXAM].search(fact))


def _exam_cheating_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _law_exam_settled(fact, factors, knowledge):
        return None
    return _disputed_exam_asked(EXAM_CHEATING, fact, knowledge) or _asking_for(
        _NATIONAL_EXAM_ASKED, _NATIONAL_EXAM_WORDS, (_NATIONAL_EXAM,)
    )


# 代替考试 (刑法第二百八十四条之一第四款) in the driving test ('帮别人替考驾照科目一被抓了'): 道路交通安全法第十九条 provides
# the test, but whether it is a 法律规定的国家考试 (法释〔2019〕13号第一条, not in the corpus) is not settled here: the
# charge is named, what it turns on said with the administrative law that applies otherwise, and the answer asked for
# (factors.yaml 法律规定的国家考试; the test's words: fragments.yaml 驾驶考试). The licence rules (公安部《机动车驾驶证申领
# 和使用规定》) are cited from memory
EXAM_SITTING = "代替考试"
_DRIVING_TEST_ASKED = Step(
    "代替他人或者让他人代替自己参加法律规定的国家考试的，构成代替考试罪（拘役或者管制，并处或者单处罚金）。机动车驾驶人考试由"
    "《中华人民共和国道路交通安全法》第十九条规定（经考试合格后发给驾驶证），它是否属于刑法所说的「法律规定的国家考试」，本系统"
    "无法离线核实，以司法机关的认定为准：属于的，构成代替考试罪；不属于的，不构成犯罪，由公安机关依《中华人民共和国治安管理处罚法》"
    "第二十七条第（四）项处违法所得一倍以上五倍以下罚款（没有违法所得或者违法所得不足一千元的，处一千元以上三千元以下罚款），"
    "情节较重的处五日以上十五日以下拘留。考生一方还会被取消考试资格、已经通过的科目成绩无效，一年内不得再次申领驾驶证（公安部"
    "《机动车驾驶证申领和使用规定》，本地语料库未收录，按记忆引用）。案情未写明{needed}，不计算刑期；认定属于的，请写明「属于国家"
    "考试」后重新计算",
    f"{CRIMINAL_LAW}第二百八十四条之一第四款；《中华人民共和国道路交通安全法》第十九条；《中华人民共和国治安管理处罚法》第二十七条",
    "statute",
)
_DRIVING_TEST_WORDS = {_NATIONAL_EXAM: "机动车驾驶人考试是否属于法律规定的国家考试"}


def _exam_sitting_reading(fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> ChargeReading | None:
    if _law_exam_settled(fact, factors, knowledge):
        return None
    if knowledge.fragments["驾驶考试"].search(fact):
        return _asking_for(_DRIVING_TEST_ASKED, _DRIVING_TEST_WORDS, (_NATIONAL_EXAM,))
    return _disputed_exam_asked(EXAM_SITTING, fact, knowledge)


# 英语四六级 (fragments.yaml 存疑的国家考试) is a 国家教育考试 by its organiser, 教育部教育考试院, but whether it is a 法律规定的
# 国家考试 (法释〔2019〕13号第一条, not in the corpus) is disputed, and courts have convicted for it (from memory): each of
# 刑法第二百八十四条之一's crimes told of it is named on that condition and the answer asked, as the driving test is
ANSWERS_SOLD = "非法出售、提供试题、答案"
_DISPUTED_EXAM = "存疑的国家考试"
_DISPUTED_EXAM_TERMS = {
    EXAM_CHEATING: ("第一款、第二款", "三年以下有期徒刑或者拘役，并处或者单处罚金；情节严重的，三年以上七年以下有期徒刑"),
    ANSWERS_SOLD: ("第三款", "三年以下有期徒刑或者拘役，并处或者单处罚金；情节严重的，三年以上七年以下有期徒刑"),
    EXAM_SITTING: ("第四款", "拘役或者管制，并处或者单处罚金"),
}
_DISPUTED_EXAM_ASKED = (
    "案情所说的英语四六级考试（全国大学英语四、六级考试）由教育部教育考试院组织，属于国家教育考试，但它是否属于刑法第二百八十四条"
    "之一所说的「法律规定的国家考试」有争议：有法院认定属于并以本罪定罪，也有意见认为它不是由法律规定的考试（本系统无法离线核实，"
    "以司法机关的认定为准；判例情况凭记忆，不在法规库中）。认定属于的，构成「{charge}」（{term}）；不属于的，不构成这一犯罪，"
    "由学校按校规处理，是否属于《中华人民共和国治安管理处罚法》第二十七条所说的法律、行政法规规定的国家考试，以公安机关的认定为准。"
    "案情未写明{{needed}}，不计算刑期；认定属于的，请写明「属于国家考试」后重新计算"
)
_DISPUTED_EXAM_WORDS = {_NATIONAL_EXAM: "英语四六级考试是否属于法律规定的国家考试"}


def _disputed_exam_reading(
    charge: str, fact: str, factors: dict[str, Factor], knowledge: Knowledge
) -> ChargeReading | None:
    return None if _law_exam_settled(fact, factors, knowledge) else _disputed_exam_asked(charge, fact, knowledge)


def _disputed_exam_asked(charge: str, fact: str, knowledge: Knowledge) -> ChargeReading | None:
    """The disputed exam told (its exam not settled: _law_exam_settled): the charge named on that condition, asked."""
    if not knowledge.fragments[_DISPUTED_EXAM].search(fact):
        return None
    paragraphs, term = _DISPUTED_EXAM_TERMS[charge]
    step = Step(
        _DISPUTED_EXAM_ASKED.format(charge=charge, term=term),
        f"{CRIMINAL_LAW}第二百八十四条之一{paragraphs}；《最高人民法院 最高人民检察院关于办理组织考试作弊等刑事案件适用法律若干"
        "问题的解释》（法释〔2019〕13号）第一条；《中华人民共和国治安管理处罚法》第二十七条",
        "statute",
    )
    return _asking_for(step, _DISPUTED_EXAM_WORDS, (_NATIONAL_EXAM,))


# the charges whose fact is read by a rule of their own besides the general steps
CHARGE_RULES: dict[str, Callable[[str, dict[str, Factor], Knowledge], ChargeReading | None]] = {
    FUND_RAISING_FRAUD: _fund_raising_reading,
    TRAFFIC: _traffic_reading,
    PERSONAL_INFORMATION: _personal_information_reading,
    DANGEROUS_DRIVING: _dangerous_driving_reading,
    ABUSE_OF_POWER: _abuse_of_power_reading,
    **dict.fromkeys(_PUBLIC_SAFETY_CHARGES, _public_safety_reading),
    WAGES_WITHHELD: _wages_withheld_reading,
    DEFAMATION: partial(_reputation_reading, DEFAMATION),
    INSULT: partial(_reputation_reading, INSULT),
    SNATCH: _snatch_reading,
    PRIVATE_BRIBE: _bribe_taker_reading,
    OFFICIAL_BRIBE: _state_post_bribe_reading,
    CONVERSION: _conversion_reading,
    EMBEZZLEMENT: _embezzlement_reading,
    THEFT: partial(_with_sum_parts_read, THEFT, _theft_reading),
    ILLEGAL_FISHING: _fishing_reading,
    TREE_FELLING: _felling_reading,
    FALSE_VAT_INVOICES: _vat_invoice_reading,
    FORGED_PAPERS: partial(_forged_papers_reading, FORGED_PAPERS),
    FRAUD: partial(_with_sum_parts_read, FRAUD, _fraud_reading),
    PROTECTED_WILDLIFE: _wildlife_reading,
    PERJURY: _perjury_reading,
    ASSAULTING_POLICE: _police_rammed_reading,
    EXTORTION: partial(_with_sum_parts_read, EXTORTION, _extortion_reading),
    CASINO: _casino_reading,
    GAMBLING: _gambling_reading,
    FALSE_MEDICINE: _false_medicine_reading,
    DRUG_ADMINISTRATION: _unapproved_medicine_reading,
    TOXIC_FOOD: _toxic_food_reading,
    UNLAWFUL_DETENTION: _detention_reading,
    HELPING_NETWORK_CRIME: _network_help_reading,
    COUNTERFEIT_MARK: _counterfeit_mark_reading,
    LAUNDERING: _laundering_reading,
    PYRAMID: _pyramid_reading,
    DRUG_TRADE: _sedatives_reading,
    COUNTERFEIT_SALE: _counterfeit_sale_reading,
    BRIBE_GIVING: _bribe_giver_reading,
    **{charge: partial(_war_rumour_reading, charge) for charge in _WAR_RUMOUR_STEPS},
    **{charge: partial(_serious_only_reading, charge) for charge in _SERIOUS_ONLY_ELEMENTS
       if charge not in _SERIOUS_ONLY_WITHIN_A_RULE},
    HIGH_THROW: partial(_thrown_from_high_reading, HIGH_THROW),
    OBSTRUCTING_DUTY: _obstructing_duty_reading,
    PROPERTY_DAMAGE: _property_damage_reading,
    PICKING_QUARRELS: _rumour_disorder_reading,
    EXAM_CHEATING: _exam_cheating_reading,
    EXAM_SITTING: _exam_sitting_reading,
    ANSWERS_SOLD: partial(_disputed_exam_reading, ANSWERS_SOLD),
    FAKE_MONEY: _fake_notes_reading,
    **{charge: partial(_harm_reading, charge) for charge in ("故意伤害", "故意杀人", "过失致人重伤", "过失致人死亡")},
}


def run_engine(
    fact: str,
    charge: str,
    factors: dict[str, Factor],
    knowledge: Knowledge,
    province: str | None = None,
) -> EngineResult:
    """Sentence one charge. ``charge`` must be a statutes.yaml name (see Knowledge.canonical_charge)."""
    own_rule = CHARGE_RULES.get(charge)
    reading = (own_rule(fact, factors, knowledge) if own_rule else None) or ChargeReading()
    result = _sentence_read(fact, charge, factors, knowledge, province, reading)
    result.factors = reading.factors if reading.factors is not None else factors
    return result


def _sentence_read(
    fact: str,
    charge: str,
    factors: dict[str, Factor],
    knowledge: Knowledge,
    province: str | None,
    reading: ChargeReading,
) -> EngineResult:
    """run_engine's term for one charge, its own rule's reading given."""
    # an act before a law made the tiers heavier is judged by the earlier, lighter ones (statutes.yaml before)
    tiers, earlier = knowledge.tiers_at(charge, last_act_day(fact))
    steps: list[Step] = []
    if earlier is not None:
        steps.append(
            Step(
                f"行为发生于{earlier.since.year}年{earlier.since.month}月{earlier.since.day}日以前：{earlier.law}"
                "加重了本罪的法定刑，依行为时较轻的规定确定法定刑档次",
                f"{CRIMINAL_LAW}第十二条第一款；{earlier.law}",
                "statute",
            )
        )
    factors = reading.factors if reading.factors is not None else factors
    reasons: list[str] = []
    guideline = knowledge.guideline.get(charge)
    levels: dict[str, float] = {}
    province_used = None
    covered = _covered(guideline)

    # 1. statutory tier
    measure_name = guideline.measure if guideline else ""
    measure_value = _factor_number(factors[measure_name]) if measure_name in factors else None
    if guideline:
        levels, level_source, province_used = _levels_for(guideline, factors, knowledge, province)
        if levels and level_source:
            where = _threshold_origin(guideline, factors, knowledge, province, province_used)
            steps.append(
                Step(
                    "数额/数量标准（" + where + "）：" + "，".join(f"{k}{_fmt(v)}" for k, v in levels.items()),
                    level_source,
                    "interpretation",
                )
            )
        steps.extend(reading.steps)
        if reading.no_crime:
            return no_term(charge, knowledge, province_used, steps)
        if reading.missing:
            result = no_term(charge, knowledge, province_used, steps)
            result.missing = reading.missing
            return result
        if measure_name == "drug_grams" and measure_value is None and (weight := unnamed_drug_weight(fact, knowledge)):
            return _needs_drug_kind(charge, weight, knowledge, province_used, steps)
        tier_factors = {k: v for k, v in factors.items() if k not in reading.not_lifting}
        chosen_entry = guideline.tiers[0]
        reasons = []
        held = False
        for entry in guideline.tiers:
            met = [c for c in entry.when if condition_holds(c, tier_factors, levels)]
            needed = all(condition_holds(c, tier_factors, levels) for c in entry.needs)
            if (not entry.when or met) and needed:
                met += entry.needs
                chosen_entry, reasons, held = entry, [_describe(c, tier_factors, levels, knowledge) for c in met], True
        if reading.tier_at_least is not None and reading.tier_at_least[0] >= chosen_entry.tier:
            # the charge's own rule reached this tier (交通肇事's 其他特别恶劣情节) beside or above what the factors chose
            lifted = next(e for e in guideline.tiers if e.tier == reading.tier_at_least[0])
            reasons = [*(reasons if lifted is chosen_entry else ()), reading.tier_at_least[1]]
            chosen_entry, held = lifted, True
        if measure_name == "drug_grams" and measure_value is None and chosen_entry is guideline.tiers[0]:
            return _needs_drug_quantity(charge, guideline, tiers, knowledge, province_used, steps)
        if not held and measure_value is None and _entry_level(guideline) is not None:
            stated = _level_stated(fact, _entry_level(guideline))
            if stated is None:
                return _needs_measure(charge, guideline, tiers, knowledge, province_used, steps)
            reasons = [f"事实中写明「{stated}」"]
        lay_only = guideline.no_crime_lay_only and _JUDGMENT.search(fact)
        # held, the first tier's conditions were met: below the entry only where a prosecution figure is above its level
        if (
            (not held or _prosecuted_above_level(guideline, factors, levels, knowledge))
            and guideline.no_crime_below and measure_value is not None and not lay_only
        ):
            floor = _entry_floor(fact, guideline, factors, levels, knowledge, province)
            if floor is not None and measure_value < floor.value:
                return _no_crime(
                    charge, guideline, tiers, _measure_words(factors[measure_name]), floor.described, knowledge,
                    province_used, steps,
                )
            if not held and floor is not None and floor.note:
                steps.append(Step(floor.note, floor.source or LEXLOOP_RULE, "interpretation"))
        tier_index = chosen_entry.tier
    else:
        chosen_entry = None
        tier_index, word = _statutory_tier(fact, tiers)
        reasons = [f"事实中写明「{word}」"] if word else []
        steps.extend(reading.steps)
        if reading.no_crime and not word:
            return no_term(charge, knowledge, province_used, steps)
        if reading.missing:
            result = no_term(charge, knowledge, province_used, steps)
            result.missing = reading.missing
            return result
        # the rule's reason stands for a tier the words do not name, the lightest too (诽谤's 情节严重 from a count)
        lifted = reading.tier_at_least
        if lifted is not None and (lifted[0] > tier_index or lifted[0] == tier_index and not reasons):
            tier_index, reasons = lifted[0], [lifted[1]]
        elif lifted is not None and not reasons:
            # the reading made it a crime below the tier the charge starts from (失火's 基本犯 over 情节较轻): the
            # tier stands, its ground is the reading's
            reasons = [lifted[1]]
    tier = tiers[tier_index]
    because = f"（依据：{'；'.join(reasons)}）" if reasons else ""
    if not reasons and not measure_name and not tier.label.startswith(_BASIC_TIER):
        # a charge with no measure: the tier's own words (情节严重, 数额较大) are its entry; unless the fact states them,
        # nothing read from it reached them, and a term from it assumes that they hold ('法院判了…他就是不给')
        stated = next((part for part in _TIER_WORDS.split(tier.label) if _level_stated(fact, part)), None)
        if stated:
            because = f"（依据：事实中写明「{stated}」）"
        elif tier.label.startswith(_NO_HARM_TIER):
            # the lighter tier of a danger to the public (刑法第一百一十四条, 第一百一十八条) is the act with no harm
            # yet: nothing is to be reached, only the heavier tier's harm is not told
            because = (
                f"（本档为「{tier.label}」：行为足以危害公共安全即构成本罪，不要求发生实害；案情未写明致人重伤、死亡或者"
                "使公私财产遭受重大损失，按本档估算）"
            )
        else:
            because = f"（本档「{tier.label}」的标准未从案情中认定，按已达到估算，是否达到由法院认定）"
    steps.append(
        Step(
            f"罪名「{charge}」，法定刑档次「{tier.label}」：{tier_range_words(tier)}" + because,
            tier.source,
            "statute",
        )
    )

    # 2. starting point
    if chosen_entry is not None and chosen_entry.start is not None:
        start = (float(chosen_entry.start[0]), float(chosen_entry.start[1]))
        source = f"{knowledge.guideline_source}{guideline.section}" if guideline else knowledge.guideline_source
        note = chosen_entry.start_note
        steps.append(
            Step(
                f"量刑起点：在{_fmt(start[0])}–{_fmt(start[1])}个月幅度内确定" + (f"（{note}）" if note else ""),
                f"{source}（比照适用）；起点幅度：{LEXLOOP_RULE}" if note else source,
                "guideline",
            )
        )
    else:
        if tier_index > 0:
            # the circumstance that lifted the case into a heavier tier (情节严重, 数额巨大 …) already chose
            # the tier; counting it again would double-weigh it, so the start is the tier's minimum. A basic
            # tier above a lighter one (故意杀人: 情节较轻 first) starts at its minimum too (LexLoop's rule, kept
            # because the measured sentences sit there), and the step says which tier it is.
            start = (float(tier.min_months), float(tier.min_months))
            if tier_index > _basic_tier(tiers):
                described = f"本案适用加重档次「{tier.label}」，取该档法定最低刑 {_fmt(start[0])}个月"
            else:
                described = (
                    f"本案适用「{tier.label}」档（本罪另有较轻的「{tiers[0].label}」档），"
                    f"取该档法定最低刑 {_fmt(start[0])}个月"
                )
        else:
            span = tier.max_months - tier.min_months
            start = (float(tier.min_months), tier.min_months + span / 4)
            described = f"取法定刑幅度的下四分之一 {_fmt(start[0])}–{_fmt(start[1])}个月"
        steps.append(Step(f"量刑起点：指导意见对本罪未规定起点，{described}", LEXLOOP_RULE, "rule"))

    # 3. baseline from the measure
    fraction = None
    baseline = start
    if chosen_entry is not None and measure_value is not None and levels:
        # the increment starts at this entry's own threshold for the measure, or from zero without one
        entry_level = next(
            (
                _level_value(c.level, levels)
                for c in (*chosen_entry.when, *chosen_entry.needs)
                if c.factor == measure_name and c.level
            ),
            0.0,
        )
        position = guideline.tiers.index(chosen_entry)
        next_level = next(
            (
                _level_value(c.level, levels)
                for later in guideline.tiers[position + 1 :]
                for c in later.when
                if c.factor == measure_name and c.level
            ),
            None,
        )
        if next_level is None:
            higher = sorted(v for v in levels.values() if v > entry_level)
            next_level = higher[0] if higher else None
        fraction = _measure_fraction(measure_value, entry_level, next_level)
        to = float(chosen_entry.to if chosen_entry.to is not None else tier.max_months)
        baseline = (start[0] + fraction * (to - start[0]), start[1] + fraction * max(0.0, to - start[1]))
        label = knowledge.factors[measure_name].label
        steps.append(
            Step(
                f"基准刑：{label}{_fmt(measure_value)}，位于本档起算点{_fmt(entry_level)}"
                + (f"至下一档{_fmt(next_level)}" if next_level else f"至其五倍{_fmt(5 * entry_level)}")
                + f"之间的{fraction:.0%}，在起点上增加刑罚量至{_fmt(baseline[0])}–{_fmt(baseline[1])}个月",
                f"{knowledge.guideline_source}二（二）；增量按数额在档内位置线性折算：{LEXLOOP_RULE}",
                "rule",
            )
        )
    else:
        steps.append(
            Step(f"基准刑：{_fmt(baseline[0])}–{_fmt(baseline[1])}个月（无可计量的数额/数量，取量刑起点）", LEXLOOP_RULE, "rule")
        )

    # 4. adjustments
    adjustments, notes = _collect_adjustments(factors, knowledge)
    if guideline is not None:
        adjustments += _charge_adjustments(fact, guideline)
    drug_repeat = _drug_repeat_step(fact, charge, tier, factors)
    if drug_repeat is not None and is_drug_crime(tier) and "毒品再犯" in factors and "累犯" not in factors:
        # the earlier drug crime is weighed once, as 毒品再犯 in place of 前科 (a 累犯 keeps 累犯's: step below); the
        # increase is 刑法第三百五十六条's own, so it holds where a correction took the 前科 away too
        adjustments = [a for a in adjustments if "前科" not in a.factors] + [_DRUG_REPEAT]
    for note in notes:
        steps.append(Step(note, knowledge.guideline_source + "三", "guideline"))
    for adjustment in sorted(adjustments, key=lambda a: a.stage):
        low, high = adjustment.percent
        verb = "减少" if adjustment.middle < 0 else "增加"
        steps.append(
            Step(
                f"{'先行调节' if adjustment.stage == 1 else '调节'}：{adjustment.label}，{verb}基准刑"
                f"{_fmt(abs(high if adjustment.middle < 0 else low))}–{_fmt(abs(low if adjustment.middle < 0 else high))}%"
                f"（取{_fmt(abs(adjustment.middle))}%）"
                + (f"，至少{_fmt(adjustment.min_months)}个月" if adjustment.min_months else ""),
                adjustment.source,
                "factor",
            )
        )
    if drug_repeat is not None:
        steps.append(drug_repeat)
    middle = _apply((baseline[0] + baseline[1]) / 2, adjustments, knowledge, lambda a: a.middle)
    low = _apply(baseline[0], adjustments, knowledge, lambda a: a.percent[0])
    high = _apply(baseline[1], adjustments, knowledge, lambda a: a.percent[1])

    # 5. statutory bounds
    # 减轻处罚 goes down into the next lighter tier; in the lightest one down to exemption (刑法第三十七条)
    may_go_below = any(a.below_minimum for a in adjustments)
    if may_go_below:
        floor = float(tiers[tier_index - 1].min_months if tier_index > 0 else 0)
    else:
        floor = float(tier.min_months)
    ceiling = float(min(tier.max_months, MAX_FIXED_TERM))
    # a term above nothing is at least 拘役's one month: below it are only 管制, a fine alone or exemption
    clamp = lambda months: min(ceiling, max(floor, months, DETENTION_LEAST if months > 0 else 0.0))  # noqa: E731
    if not floor <= middle <= ceiling:
        steps.append(
            Step(
                f"调节结果{_fmt(middle)}个月超出可判幅度{_fmt(floor)}–{_fmt(ceiling)}个月，取幅度边界",
                f"{knowledge.guideline_source}二（四）；{CRIMINAL_LAW}第六十二条、第六十三条",
                "guideline",
            )
        )
    if 0 < low < DETENTION_LEAST:
        steps.append(
            Step(
                f"调节后下限{_fmt(low)}个月不足拘役最低期限，取{DETENTION_LEAST:.0f}个月；更轻只能是管制、单处罚金或免予刑事处罚，"
                "LexLoop 不计算",
                f"{CRIMINAL_LAW}第三十七条、第三十八条、第四十二条",
                "statute",
            )
        )
    middle, low, high = clamp(middle), clamp(low), clamp(high)
    below = _below_minimum_step(tier, middle, low, adjustments)
    if below is not None:
        steps.append(below)

    # 6. the prosecutor's recommendation, which courts generally adopt in plea cases, within what the law allows
    recommendation = None
    adopted = False
    if "recommendation" in factors and isinstance(factors["recommendation"].value, tuple):
        rec_low, rec_high = factors["recommendation"].value
        if rec_high is not None:
            rec_low = rec_low if rec_low is not None else min(rec_high, max(floor, rec_high / 2))
            proposed = (float(rec_low), float(rec_high))
            recommendation, step = _lawful_recommendation(proposed, tier, floor, ceiling, may_go_below)
            adopted = recommendation == proposed
            middle = (recommendation[0] + recommendation[1]) / 2
            low, high = recommendation
            steps.append(step)

    result = EngineResult(
        charge=charge,
        tier_index=tier_index,
        tier=tier,
        covered=covered,
        province=province_used,
        start=start,
        baseline=baseline,
        adjustments=adjustments,
        months=middle,
        low=low,
        high=high,
        floor=floor if recommendation is None else min(floor, recommendation[0]),
        ceiling=ceiling,
        measure_fraction=fraction,
        recommendation=recommendation,
        steps=steps,
        recommendation_adopted=adopted,
    )
    return result


# 刑法分则第六章第七节 (走私、贩卖、运输、制造毒品罪: 第三百四十七条至第三百五十七条); 第三百五十六条 makes a
# conviction for 走私、贩卖、运输、制造、非法持有毒品 followed by any crime of the section 毒品再犯
_DRUG_SECTION = range(347, 358)
_STATUTE_ARTICLE = re.compile(r"第(\d+)条")


# 毒品再犯 without 累犯: its own increase (量刑指导意见四（二十）3: 毒品再犯, 增加基准刑的10%–30%), in place of 前科's
_DRUG_REPEAT = Adjustment(
    "毒品再犯（前罪不再作为前科评价）", (10, 30), 2, f"{CRIMINAL_LAW}第三百五十六条；量刑指导意见四（二十）3", factors=("毒品再犯",)
)


def is_drug_crime(tier: StatutoryTier) -> bool:
    """Whether the tier's article is of the drug crimes' section (刑法分则第六章第七节), the crimes a 毒品再犯 is
    punished more heavily for (刑法第三百五十六条)."""
    article = _STATUTE_ARTICLE.match(tier.article)
    return article is not None and int(article.group(1)) in _DRUG_SECTION


def _drug_repeat_step(fact: str, charge: str, tier: StatutoryTier, factors: dict[str, Factor]) -> Step | None:
    """For a drug crime by a 毒品再犯 (the factor, read from the earlier drug conviction or set by the user), the step
    that cites 刑法第三百五十六条. Beside 累犯 the 纪要 has both articles cited and the earlier crime weighed once, so
    the term keeps 累犯's adjustment; without it the earlier crime is weighed as 毒品再犯 in place of a 前科
    (_DRUG_REPEAT). Where the fact's only earlier drug convictions were committed under 18 (factors.
    earlier_drug_convictions) no 毒品再犯 is read: 第三百五十六条 names no age, but whether a minor's crime makes one is
    disputed, and the step says so. For another charge a 毒品再犯 the user set gets the step saying why it does not
    weigh (one read from the words is only listed as not applying: predict._applicable)."""
    if not is_drug_crime(tier):
        told = factors.get("毒品再犯")
        if told is None or told.origin != "user" or told.value is not True:
            return None
        return Step(
            f"已设定「毒品再犯」，但毒品再犯只在又犯毒品犯罪时从重处罚；「{charge}」不是毒品犯罪，不按毒品再犯调节"
            "（前罪如已判刑，可作为前科评价）",
            f"{CRIMINAL_LAW}第三百五十六条（又犯本节规定之罪）",
            "statute",
        )
    if "毒品再犯" not in factors:
        convictions = earlier_drug_convictions(fact)
        if not convictions or not all(as_minor for _, _, as_minor in convictions):
            return None
        return Step(
            "曾因毒品犯罪被判刑，又犯毒品犯罪；前罪系不满十八周岁时所犯：刑法第三百五十六条未排除未成年人，但未成年时的"
            "犯罪能否构成毒品再犯存在争议，LexLoop 不按毒品再犯从重调节，由法院认定",
            f"{CRIMINAL_LAW}第三百五十六条、第六十五条第一款",
            "statute",
        )
    if "累犯" in factors:
        weighed = "；同时构成累犯，同时引用累犯和毒品再犯的条款，前罪只评价一次（按累犯调节）"
        source = f"{CRIMINAL_LAW}第三百五十六条、第六十五条；《全国法院毒品犯罪审判工作座谈会纪要》（法〔2015〕129号）"
    else:
        weighed, source = "（增加基准刑10%–30%，前罪不再作为前科重复评价）", _DRUG_REPEAT.source
    return Step(f"曾因毒品犯罪被判刑，又犯毒品犯罪，系毒品再犯，应当从重处罚{weighed}", source, "statute")


# an article of the Criminal Law a factor's source cites ('量刑指导意见三（九）；刑法第六十八条；…' -> '第六十八条')
_CRIMINAL_LAW_ARTICLE = re.compile(r"刑法(第[^；;（(，,、]*?条(?:之一)?(?:第[一二三四五六七八九十、]+款)?)")  # 款 may be a list: 第二、三、四款


def _below_minimum_step(tier: StatutoryTier, middle: float, low: float, adjustments: list[Adjustment]) -> Step | None:
    """Where the term, or the lower end of the range, falls below the tier's statutory minimum, the step that says
    this is 减轻处罚 (刑法第六十三条第一款: below the statutory penalty only for a ground of 减轻处罚 the law gives) and
    which factors' articles allow it; None above the minimum, or where the tier starts within 拘役 (below it are
    only lighter kinds of penalty)."""
    minimum = float(tier.min_months)
    if minimum <= DETENTION_MOST or low >= minimum:
        return None
    grounds = [a for a in adjustments if a.below_minimum]
    labels = "、".join(a.label for a in grounds)
    articles = list(dict.fromkeys(m.group(1) for a in grounds for m in _CRIMINAL_LAW_ARTICLE.finditer(a.source)))
    told = (
        f"调节后{_fmt(middle)}个月低于本档法定最低刑{_fmt(minimum)}个月：依{labels}减轻处罚，在法定刑以下判处"
        if middle < minimum
        else f"可判区间下限{_fmt(low)}个月低于本档法定最低刑{_fmt(minimum)}个月：该下限须依{labels}减轻处罚方可判处"
    )
    return Step(
        told,
        f"{CRIMINAL_LAW}第六十三条第一款" + (f"、{'、'.join(articles)}" if articles else ""),
        "statute",
    )


def _lawful_recommendation(
    proposed: tuple[float, float], tier: StatutoryTier, floor: float, ceiling: float, may_go_below: bool
) -> tuple[tuple[float, float], Step]:
    """The prosecutor's recommended term as the court may adopt it, and the step that says so. Courts generally adopt
    a recommendation (刑事诉讼法第二百零一条第一款), but not one 明显不当 (第二款): above the ceiling of the tier the
    case falls in (a 拘役-only charge recommended more than six months, 刑法第四十二条) it is held at the ceiling and
    flagged. Below a tier's minimum of more than six months it is kept, since a lessening ground (自首, 从犯 …) the fact does not state may
    explain it, with a note that 减轻处罚 needs one (刑法第六十三条)."""
    rec_low, rec_high = proposed
    words = f"检察机关量刑建议{_fmt(rec_low)}–{_fmt(rec_high)}个月"
    source = PROCEDURE_LAW
    if rec_high > ceiling:
        held = (min(rec_low, ceiling), ceiling)
        words += (
            f"，超出本案适用的「{tier.label}」档可判的上限{_fmt(ceiling)}个月"
            f"（法定刑{_fmt(tier.min_months)}–{_fmt(tier.max_months)}个月）：量刑建议明显不当，"
            f"法院应当依法判决，不采纳超出部分，按{_fmt(held[0])}–{_fmt(held[1])}个月计算"
            "（案情如属更重的量刑档次，以该档为准）"
        )
        source = f"{PROCEDURE_LAW}第二款；{tier.source}；{CRIMINAL_LAW}第四十二条、第四十五条"
        return held, Step(words, source, "procedure")
    words += "，一般应当采纳，取其中值"
    # a tier that starts at 拘役's range or below also allows a lighter penalty (单处罚金) or exemption (刑法第三十七条):
    # only a floor of 有期徒刑 above it is one a recommendation may not go under without a ground
    if rec_low < tier.min_months and tier.min_months > 6 and not may_go_below:
        words += (
            f"（低于本档法定最低刑{_fmt(tier.min_months)}个月，须有法定减轻处罚情节或经最高人民法院核准，"
            "事实中未见减轻情节的，建议可能明显不当）"
        )
        source = f"{PROCEDURE_LAW}；{CRIMINAL_LAW}第六十三条"
    return proposed, Step(words, source, "procedure")


def _level_stated(fact: str, level: str) -> str | None:
    """The entry level's own words (数额较大, 数量较大) where the fact states them, not negated; None otherwise."""
    return level if first_told(re.escape(level), fact) is not None else None


def _needs_measure(
    charge: str,
    guideline: GuidelineCharge,
    tiers: tuple[StatutoryTier, ...],
    knowledge: Knowledge,
    province: str | None,
    steps: list[Step],
) -> EngineResult:
    """The charge's entry level is a measure (an amount, a quantity, a blood-alcohol level) the case does not give, and
    none of the entry tier's other grounds (多次, 入户 …) is told: whether it is a crime at all, and in which tier,
    turns on that figure, so no term is computed; the step asks for it."""
    spec = knowledge.factors[guideline.measure]
    level = _entry_level(guideline)
    others = "、".join(
        knowledge.factors[c.factor].label + (f"达到{c.level}" if c.level else "")
        for c in guideline.tiers[0].when
        if c.factor != guideline.measure
    )
    steps.append(
        Step(
            f"案情未写明{spec.label}：「{charge}」以{spec.label}达到「{level}」"
            + (f"（或{others}）" if others else "")
            + f"为入罪和确定量刑档次的标准，缺少这一数值无法判断是否构成本罪及适用哪一档，不计算刑期。"
            f"请补充{spec.label}（量刑因素「{spec.name}」）后重新计算",
            guideline.no_crime_source or tiers[0].source,
            "statute",
        )
    )
    result = no_term(charge, knowledge, province, steps)
    result.missing = (guideline.measure,)
    return result


def _needs_drug_kind(charge: str, weight: str, knowledge: Knowledge, province: str | None,
                     steps: list[Step]) -> EngineResult:
    """A weight is told of 毒品 with no drug named ('贩卖毒品50克'): the tiers count each drug by its own figures, so
    no tier, and no term, follows from the weight alone; the step asks for the drug or its heroin-equivalent weight."""
    steps.append(
        Step(
            f"案情写明了毒品的重量（「{weight}」），但未写明是何种毒品：各种毒品的数量标准不同（海洛因、甲基苯丙胺10克以上"
            "为数量较大，其他毒品按各自的标准），仅凭重量无法确定法定刑档次，不计算刑期。请写明毒品种类，或补充折合海洛因的"
            "毒品数量（量刑因素「drug_grams」）后重新计算",
            f"{CRIMINAL_LAW}第三百四十七条；法释〔2016〕8号第一条、第二条",
            "statute",
        )
    )
    result = no_term(charge, knowledge, province, steps)
    result.missing = ("drug_grams",)
    return result


def _needs_drug_quantity(
    charge: str,
    guideline: GuidelineCharge,
    tiers: tuple[StatutoryTier, ...],
    knowledge: Knowledge,
    province: str | None,
    steps: list[Step],
) -> EngineResult:
    """Drugs sold or moved with no quantity told ('卖冰毒会判多久', '贩毒'), nor any other ground of a heavier tier: it is
    a crime whatever the quantity (刑法第三百四十七条第一款), but the tier, from under three years to death, turns on
    the drug and its weight; no term is computed and the step asks for them."""
    spec = knowledge.factors[guideline.measure]
    steps.append(
        Step(
            f"案情未写明毒品的种类和数量：「{charge}」无论数量多少都应当追究刑事责任，但法定刑档次由毒品种类和数量决定"
            "（海洛因、甲基苯丙胺不满10克为三年以下，10克以上不满50克为七年以上，50克以上为十五年以上直至死刑；其他毒品按各自"
            f"的数量标准），缺少数量无法确定档次，不计算刑期。请补充毒品种类和重量（量刑因素「{spec.name}」）后重新计算",
            f"{CRIMINAL_LAW}第三百四十七条；法释〔2016〕8号第一条、第二条",
            "statute",
        )
    )
    result = no_term(charge, knowledge, province, steps)
    result.missing = (guideline.measure,)
    return result


def _entry_level(guideline: GuidelineCharge) -> str | None:
    """The level name of the measure's condition in the charge's first tier (数额较大, 醉酒)."""
    return next((c.level for c in guideline.tiers[0].when if c.factor == guideline.measure and c.level), None)


@dataclass
class EntryFloor:
    """The figure below which a measure makes no crime (value), in words (described), and what to tell where the
    measure is not below it but below the figure the case was measured by (note; empty otherwise)."""

    value: float
    described: str
    note: str = ""
    source: str = ""  # where the note's figure comes from


def _entry_floor(
    fact: str,
    guideline: GuidelineCharge,
    factors: dict[str, Factor],
    levels: dict[str, float],
    knowledge: Knowledge,
    province: str | None,
) -> EntryFloor | None:
    """For a charge with no_crime_below, the figure below which the measure makes no crime. Where each province
    fixes its own figure and LexLoop does not know this province's, the bottom of the national range: below it the
    level is met nowhere, above it only the local figure decides (the note says so and the case is sentenced). A
    circumstance of halved_when (曾因盗窃受过刑事处罚…) halves the figure."""
    level = _entry_level(guideline)
    if level is None:
        return None
    key = _thresholds_key(guideline, factors)
    if key:
        floor = knowledge.thresholds[key].lowest(level, province)
    elif level in levels:
        floor = levels[level]
    elif level in INJURY_GRADES:
        # a grade of harm (故意伤害: 轻伤二级) is its own words, not a figure
        floor = float(INJURY_GRADES.index(level))
        return EntryFloor(floor, level)
    else:
        return None
    used = levels.get(level, floor)
    described = f"{level}{_fmt(floor)}" if floor >= used else f"{level}全国幅度下限{_fmt(floor)}"
    # a later rule that prosecutes from another figure (ThresholdSet.prosecuted_from) is the entry; the level stays
    # the tier's figure
    thresholds = knowledge.thresholds[key] if key else None
    prosecuted_from = thresholds.prosecuted_from if thresholds is not None else None
    prosecuted = prosecuted_from is not None and prosecuted_from != floor
    if prosecuted:
        floor = prosecuted_from
        described = f"立案追诉标准{_fmt(floor)}"
    halved = next(filter(None, (first_told(p, fact) for p in guideline.no_crime_halved_when)), None)
    halved = halved or _penalised_within_a_year(fact, guideline)
    if halved is not None:
        floor, used = floor / 2, used / 2
        described += f"的50%即{_fmt(floor)}（事实中有「{halved.group(0)}」，{guideline.no_crime_halved_source}）"
    # circumstances that set a lower entry figure (法释〔2016〕9号第一条第二款: 贪污 of 一万元 with 其他较重情节)
    lowered = next(filter(None, (first_told(p, fact) for p in guideline.no_crime_lowered_when)), None)
    if lowered is not None and 0 < guideline.no_crime_lowered_to < floor:
        floor = used = guideline.no_crime_lowered_to
        described = f"{_fmt(floor)}（事实中有「{lowered.group(0)}」，{guideline.no_crime_lowered_source}）"
    else:
        lowered = None
    measure = factors.get(guideline.measure)
    value = _factor_number(measure) if measure is not None else None
    note = ""
    if value is not None and value >= floor:
        label = knowledge.factors[guideline.measure].label
        if value < used and prosecuted:
            note = (
                f"{label}{_fmt(value)}达到{described}，应予立案追诉；低于司法解释的{level}标准{_fmt(used)}，"
                "在本档起点量刑"
            )
        elif value < used:
            note = (
                f"{label}{_fmt(value)}不低于{described}，但低于本案所用的{level}标准{_fmt(used)}：是否构成本罪取决于"
                "当地确定的数额标准（可填写省份）；以下按已构成本罪计算"
            )
        elif halved is not None or lowered is not None:
            note = f"{label}{_fmt(value)}达到{described}，构成本罪"
    if lowered is not None:
        source = guideline.no_crime_lowered_source
    elif halved is not None:
        source = guideline.no_crime_halved_source
    elif prosecuted:
        source = f"立案追诉标准：{thresholds.prosecuted_source}；{level}标准：{thresholds.source}"
    else:
        source = thresholds.source if thresholds is not None else ""
    return EntryFloor(floor, described, note, source)


def _prosecuted_above_level(
    guideline: GuidelineCharge, factors: dict[str, Factor], levels: dict[str, float], knowledge: Knowledge
) -> bool:
    """Whether a later rule prosecutes the charge only from a figure above its first level (合同诈骗: 二万元)."""
    key = _thresholds_key(guideline, factors)
    prosecuted_from = knowledge.thresholds[key].prosecuted_from if key else None
    level = _entry_level(guideline)
    return prosecuted_from is not None and level in levels and prosecuted_from > levels[level]


def _penalised_within_a_year(fact: str, guideline: GuidelineCharge) -> re.Match[str] | None:
    """An administrative penalty for the same crime told with its date ('曾因盗窃于2022年10月被行政拘留十日'), dated
    within the year before the earliest act now charged (法释〔2013〕8号第二条第（二）项 and the like)."""
    penalties = [
        match
        for pattern in guideline.no_crime_halved_within_a_year
        for match in pattern.finditer(fact)
        if not negated(fact, match.start(), match.end())
    ]
    if not penalties:
        return None
    # the penalty's own date is no act's ('2022年10月因盗窃被行政处罚。2023年3月…盗窃')
    acts = [d for d in act_dates(fact) if not any(m.start() <= d.span[0] < m.end() for m in penalties)]
    if not acts:
        return None
    first_act = min(dated.earliest() for dated in acts)
    for match in penalties:
        told = dates_in(match.group(0))
        if told and timedelta(0) <= first_act - told[-1].latest() <= timedelta(days=365):
            return match
    return None


def _no_crime(
    charge: str,
    guideline: GuidelineCharge,
    tiers: tuple[StatutoryTier, ...],
    measured: str,
    threshold: str,
    knowledge: Knowledge,
    province: str | None,
    steps: list[Step],
) -> EngineResult:
    """The measure is read (`measured`, in words) and below the charge's entry level (`threshold`, described), and no
    other ground of the charge is told: no term for it (guideline.yaml no_crime_below says what the law makes of such a
    case)."""
    entry = guideline.tiers[0]
    others = "、".join(knowledge.factors[c.factor].label for c in entry.when if c.factor != guideline.measure)
    steps.append(
        Step(
            f"{knowledge.factors[guideline.measure].label}{measured}，低于「{charge}」罪的入罪标准（{threshold}）"
            + (f"，事实中也没有{others}" if others else "")
            + f"：{guideline.no_crime_below}。不按本罪量刑，计0个月",
            guideline.no_crime_source or tiers[0].source,
            "statute",
        )
    )
    return replace(no_term(charge, knowledge, province, steps), below_entry=True)


def _covered(guideline: GuidelineCharge | None) -> bool:
    """Whether the guideline has a section with starting points for the charge."""
    return guideline is not None and any(t.start for t in guideline.tiers)


def no_term(charge: str, knowledge: Knowledge, province: str | None, steps: list[Step]) -> EngineResult:
    """No term for a charge (no_crime): the fact is not this crime, or the defendant does not answer for it;
    `steps` say why."""
    guideline = knowledge.guideline.get(charge)
    return EngineResult(
        charge=charge,
        tier_index=0,
        tier=knowledge.statutes[charge][0],
        covered=_covered(guideline),
        province=province,
        start=(0.0, 0.0),
        baseline=(0.0, 0.0),
        adjustments=[],
        months=0.0,
        low=0.0,
        high=0.0,
        floor=0.0,
        ceiling=0.0,
        measure_fraction=None,
        recommendation=None,
        steps=steps,
        no_crime=True,
    )


DETENTION_LEAST, DETENTION_MOST = 1.0, 6  # 拘役: one to six months (刑法第四十二条)


def detention_only(tier: StatutoryTier) -> bool:
    """Whether a tier allows nothing heavier than 拘役 (危险驾驶, 刑法第一百三十三条之一)."""
    return tier.max_months <= DETENTION_MOST and "拘役" in tier.also


def tier_range_words(tier: StatutoryTier) -> str:
    """A tier's range as the law words it: '拘役1–6个月' where 拘役 is all it allows (危险驾驶), not months of 有期徒刑
    with 拘役 beside them."""
    if detention_only(tier):
        return f"拘役{_fmt(tier.min_months)}–{_fmt(tier.max_months)}个月" + "".join(
            f"，另可{other}" for other in tier.also if other != "拘役"
        )
    return f"{_fmt(tier.min_months)}–{_fmt(tier.max_months)}个月" + (f"，另可{'、'.join(tier.also)}" if tier.also else "")


def is_detention(months: float, tier: StatutoryTier | None) -> bool:
    """Whether a term is 拘役: one to six months (刑法第四十二条), where 有期徒刑 is six months or more (第四十五条);
    six months is 拘役 where the tier allows nothing heavier (detention_only)."""
    whole = round_months(months)
    return 0 < whole < DETENTION_MOST or (whole == DETENTION_MOST and tier is not None and detention_only(tier))


_DETENTION_CAP = 12.0  # 刑法第六十九条第一款: 拘役 combined at most one year


def _combined_term(terms: list[float], detention: list[bool]) -> float:
    """刑法第六十九条: above the longest term and up to the sum, at most 20 years (25 where the sum reaches
    35 years), 拘役 at most one year; LexLoop takes the longest term plus half of the others. 有期徒刑 beside
    拘役: only the 有期徒刑 is executed (第二款). 管制 is not modelled."""
    fixed = [t for t, is_short in zip(terms, detention, strict=True) if not is_short and t > 0]
    kept = sorted(fixed or terms, reverse=True)
    total = sum(kept)
    if fixed:
        cap = 240.0 if total < 420 else 300.0
    else:
        cap = _DETENTION_CAP
    return min(total, cap, kept[0] + sum(kept[1:]) / 2)


def _combination_rule(terms: list[float], detention: list[bool]) -> str:
    """The words of 刑法第六十九条 that apply to these terms, for the step."""
    if any(detention) and not all(detention):
        return "；有期徒刑与拘役并罚的，执行有期徒刑（第六十九条第二款）"
    if all(detention) and len(terms) > 1:
        return "；拘役数罪并罚最高不超过1年"
    return ""


def combine_charges(terms: list[float], detention: list[bool]) -> tuple[float, Step]:
    """Several charges: the heaviest term plus half of the others, within the law's cap (数罪并罚); `detention`
    says which terms are 拘役 (is_detention)."""
    combined = _combined_term(terms, detention)
    step = Step(
        f"数罪并罚：各罪{'、'.join(_fmt(t) for t in sorted(terms, reverse=True))}个月，在最高刑以上、总和刑期以下酌定为"
        f"{_fmt(combined)}个月（取最高刑加其余各罪之半{_combination_rule(terms, detention)}）",
        f"{CRIMINAL_LAW}第六十九条；折中取值为{LEXLOOP_RULE}",
        "statute",
    )
    return combined, step


def combine_with_remainder(
    new_terms: list[float], low: float, high: float, remainder: float, detention: list[bool] | None = None
) -> tuple[tuple[float, float, float], Step]:
    """A crime committed before an earlier sentence was fully served (escape from prison, most often): the
    unserved remainder and each new term are combined in one 数罪并罚 (刑法第七十一条 by way of 第六十九条), as
    judgments write it; combining the new terms first and the remainder after would take "half of the others"
    twice. `low`/`high` bound the new crimes' combined term; `detention` says which new terms are 拘役 (none
    by default). The remainder is taken as 有期徒刑: it is what is left of a prison term, escape being the usual
    case. Returns (term, lightest, heaviest) and the step."""
    if remainder <= 0:
        raise ValueError(f"前罪尚未执行的刑期应大于0：{remainder}")
    detention = detention if detention is not None else [False] * len(new_terms)
    terms, kinds = [*new_terms, remainder], [*detention, False]
    combined = _combined_term(terms, kinds)
    all_detention = all(detention)
    combined_low, combined_high = (_combined_term([bound, remainder], [all_detention, False]) for bound in (low, high))
    step = Step(
        f"刑罚执行完毕以前又犯罪：前罪尚未执行的刑期{_fmt(remainder)}个月与本次判处的"
        f"{'、'.join(_fmt(t) for t in sorted(new_terms, reverse=True))}个月数罪并罚，"
        f"在最长者以上、总和以下酌定为{_fmt(combined)}个月（取最长者加其余之半{_combination_rule(terms, kinds)}）",
        f"{CRIMINAL_LAW}第七十一条、第六十九条；折中取值为{LEXLOOP_RULE}",
        "statute",
    )
    return (combined, min(combined_low, combined), max(combined_high, combined)), step


def round_months(months: float) -> int:
    """Whole months; below half a month means no prison term."""
    return 0 if months < 0.5 else int(math.floor(months + 0.5))
