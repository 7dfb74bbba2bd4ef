"""Crime names (罪名) -> the Criminal Law article that defines the crime, learned from judgments.

A query that names a charge ('危险驾驶罪', '醉驾血液酒精含量多少构成危险驾驶罪？') asks about that crime's article,
though the article's words rarely match the name: 第一百三十三条之一 never says 危险驾驶. The map is learned from
judgments that carry both their charges and the articles applied (CAIL2018 train: `accusation`,
`relevant_articles`), never written by hand:

- which article: a judgment with several charges lists the articles of all of them, so each article is credited
  to the charges by how well each one explains it elsewhere (expectation-maximisation over the judgments); a
  charge's article is the one credited most, when nearly a whole judgment (`min_support`) backs it and it stands
  clear of the charge's next article (`CLEAR_MARGIN`). One judgment is enough where its other charges explain
  its other articles: ('盗窃', '非法拘禁') with 264 and 238 gives 非法拘禁 238, since 盗窃's judgments explain 264.
  Two charges the judgments always list together cannot be told apart: their shared article goes to the one whose
  names the other's include (传播淫秽物品, not [制造、贩卖、传播]淫秽物品, whose 制造淫秽物品 no judgment separates).
- which 之M: the labels give the number only (133 for 交通肇事 and for 危险驾驶 alike). Among the versions of
  that number (第一百三十三条, 第一百三十三条之一 …) the one whose words are the most typical of the charge's
  facts (against all facts) is taken.

Charge names are written with alternatives in brackets ('[走私、贩卖、运输、制造]毒品'); a query may name any one
of them (贩卖毒品罪) or the whole ('走私、贩卖、运输、制造毒品罪').
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from backend.retrieval.tokenize import tokenize
# the minor premise's own tests of a clause that asks and of a case told (tells_conduct_only)
from models.parsers import ASKING_WORDS, QUESTION_MARKERS, states_facts

_ALTERNATIVES = re.compile(r"\[([^\[\]]+)\]")
EM_ROUNDS = 30
# judgments (credited, possibly in parts) behind a charge's article: one, less what the EM leaves to other charges
MIN_SUPPORT = 0.9
# the article must be credited this many times the charge's next one: a judgment of one charge that lists two
# articles (保险诈骗 with 266 and 198) does not say which is the charge's
CLEAR_MARGIN = 1.5
# versions 之一, 之二 … of a number are looked for up to this one
MAX_SUB = 9
# a crime's conduct names it in a question this long or shorter (an everyday line: 10-30 characters): a case's facts
# (hundreds, LawBench 3-1) write many clauses' words in passing about other crimes ('遭受重大损失' of a forest fire,
# '以虚构的' of a fake detective agency)
CONDUCT_QUESTION = 100


@dataclass(frozen=True)
class Judgment:
    fact: str
    charges: tuple[str, ...]  # as the data set writes them: '[走私、贩卖、运输、制造]毒品'
    articles: tuple[int, ...]  # Criminal Law article numbers applied


def charge_names(charge: str) -> list[str]:
    """The names a query may use for a charge: '[生产、销售][有毒、有害]食品' -> 生产有毒食品, 生产有害食品, …,
    生产、销售有毒、有害食品 and 生产销售有毒有害食品."""
    parts = _ALTERNATIVES.split(charge)  # text, alternatives, text, alternatives, …, text
    names = single_crime_names(charge)
    names += ["".join(p for p in parts), "".join(p.replace("、", "") for p in parts)]
    return list(dict.fromkeys(n for n in names if n))


def single_crime_names(charge: str) -> list[str]:
    """The crimes a charge written with alternatives stands for, one pick from each bracket: '[引诱、容留、介绍]卖淫' ->
    引诱卖淫, 容留卖淫, 介绍卖淫."""
    parts = _ALTERNATIVES.split(charge)
    choices = [[part] if i % 2 == 0 else part.split("、") for i, part in enumerate(parts)]
    return ["".join(pick) for pick in itertools.product(*choices)]


def credited_articles(judgments: Iterable[Judgment], rounds: int = EM_ROUNDS) -> dict[str, Counter[int]]:
    """charge -> article -> the judgments that credit the article to the charge (fractions where a judgment has
    several charges that could explain it)."""
    # the labels repeat an article (347, 347, 125) in about one judgment in five: a judgment applies it once
    rows = [(j.charges, tuple(dict.fromkeys(j.articles))) for j in judgments if j.charges and j.articles]
    share: dict[str, dict[int, float]] = defaultdict(dict)  # P(article | charge), uniform at first
    for charges, articles in rows:
        for charge in charges:
            for article in articles:
                share[charge][article] = 1.0
    credit: dict[str, Counter[int]] = {}
    for _ in range(rounds):
        credit = defaultdict(Counter)
        seen: Counter[str] = Counter()
        for charges, articles in rows:
            seen.update(charges)
            for article in articles:
                total = sum(share[c].get(article, 0.0) for c in charges)
                for charge in charges:
                    if total > 0:
                        credit[charge][article] += share[charge].get(article, 0.0) / total
        share = defaultdict(dict, {c: {a: v / seen[c] for a, v in credit[c].items()} for c in credit})
    return dict(credit)


def learn_charge_articles(judgments: Iterable[Judgment], article_text: Callable[[int, int], str | None],
                          min_support: float = MIN_SUPPORT) -> dict[str, tuple[int, int]]:
    """charge (as the data writes it) -> (article, sub). `article_text(article, sub)`: the Criminal Law text of
    第article条(之sub), None where there is none."""
    judgments = list(judgments)
    indistinct = _indistinct_charges(judgments)
    chosen: dict[str, int] = {}
    for charge, credit in sorted(credited_articles(judgments).items()):
        ranked = sorted(credit.items(), key=lambda kv: (-kv[1], kv[0]))
        article, support = ranked[0]
        runner_up = ranked[1][1] if len(ranked) > 1 else 0.0
        if support >= min_support and support >= CLEAR_MARGIN * runner_up and charge not in indistinct:
            chosen[charge] = article
    typical = _TypicalWords(judgments)
    learned = {}
    for charge, article in chosen.items():
        versions = {sub: set(tokenize(text)) for sub in range(MAX_SUB + 1) if (text := article_text(article, sub))}
        if len(versions) > 1:
            # each version by the words that set it apart from its siblings: 醉酒 (之一) against 逃逸 (the article)
            own = {sub: words - set().union(*(w for s, w in versions.items() if s != sub))
                   for sub, words in versions.items()}
            learned[charge] = (article, max(sorted(own), key=lambda s: typical.score(charge, own[s])))
        elif versions:
            learned[charge] = (article, next(iter(versions)))
    return learned


def _indistinct_charges(judgments: list[Judgment]) -> set[str]:
    """Charges the judgments never list apart from another one whose names the charge's own names do not all fall
    within: the judgments cannot tell which of the two an article belongs to, and the wider one's extra names
    (制造淫秽物品 in '[制造、贩卖、传播]淫秽物品' beside '传播淫秽物品') have no judgment of their own."""
    listed_in: dict[str, set[int]] = defaultdict(set)
    for i, judgment in enumerate(judgments):
        for charge in judgment.charges:
            listed_in[charge].add(i)
    together: dict[frozenset[int], list[str]] = defaultdict(list)
    for charge, rows in listed_in.items():
        together[frozenset(rows)].append(charge)
    indistinct = set()
    for charges in together.values():
        names = {charge: set(single_crime_names(charge)) for charge in charges}
        indistinct.update(c for c in charges if any(not names[c] <= names[other] for other in charges if other != c))
    return indistinct


class _TypicalWords:
    """How typical of a charge's facts, against all facts, some words are: the mean over the words of log(share of the
    charge's facts with the word / share of all facts with it). The charge's share is smoothed towards the share in all
    facts, so that a word its few facts lack counts against the text, not for it."""

    def __init__(self, judgments: list[Judgment]):
        self._judgments = judgments
        self._all: Counter[str] | None = None  # tokenised on first use: most charges' articles have one version
        self._of_charge: dict[str, Counter[str]] = {}
        self._facts: Counter[str] = Counter()

    def score(self, charge: str, words: set[str]) -> float:
        if self._all is None:
            self._all = Counter()
            for judgment in self._judgments:
                fact_words = set(tokenize(judgment.fact))
                self._all.update(fact_words)
                for c in judgment.charges:
                    self._of_charge.setdefault(c, Counter()).update(fact_words)
                    self._facts[c] += 1
        if not words:
            return -math.inf
        own, n_own, n_all = self._of_charge.get(charge, Counter()), self._facts[charge], len(self._judgments)
        total = 0.0
        for word in words:
            overall = (self._all[word] + 1) / (n_all + 2)
            total += max(0.0, math.log((own[word] + overall) / (n_own + 1) / overall))
        return total / math.sqrt(len(words))


# A crime's name is also the name of a civil wrong or of what an insurance covers (车辆盗窃险, 交通肇事的民事赔偿,
# 员工职务侵占后解除合同): inside a longer question the name asks about the crime only where the question is one of
# criminal liability. These words are that: whether it is a crime (罪, 犯罪, 构成, 自首), the sentence (刑: 判刑/徒刑/缓刑/
# 量刑/刑事责任, 判几年, 坐牢) and the criminal procedure (立案, 被告人, 嫌疑人, 公诉, 检察院, 拘留, 逮捕, 取保候审, and 刑事 of
# 刑事案件/刑事拘留); none of them belongs to a civil claim (a civil defendant is 被告, not 被告人; a civil judgment is 判决,
# not 判几年). The procedure's words ask about the procedure's law, not about the crime's: see asks_criminal_liability.
# the sentence asked about: prison, a term, how the court sentences
_SENTENCE_WORDS = r"坐牢|判几|判多久|判多长|判多少年|被判|判处|怎么判"
_CRIMINAL_OFFENCE = rf"罪|刑事责任|刑(?!事)|构成|{_SENTENCE_WORDS}|自首"
_CRIMINAL_PROCEDURE = r"立案|被告人|嫌疑人|公诉|检察院|拘留|逮捕|取保候审|刑事"
_ASKS_OFFENCE = re.compile(_CRIMINAL_OFFENCE)
# the sentence itself, with the kinds of term named (not whether the conduct is a crime: '构成诈骗吗')
_ASKS_TERM = re.compile(rf"{_SENTENCE_WORDS}|判刑|量刑|刑期|徒刑|缓刑|拘役")
_CRIMINAL_QUESTION = re.compile(f"{_CRIMINAL_OFFENCE}|{_CRIMINAL_PROCEDURE}")
# a word that classes the conduct as the crime, right before its name, asks whether it is that crime: '醉驾多少毫克算危险
# 驾驶', '这属于诈骗吗', '是不是敲诈勒索' (a bare 是 is not one: '对方是危险驾驶撞的我' tells, it does not ask)
# '告他侵占', '举报对方诈骗': a charge laid against someone is the crime the conduct is said to be
_CLASSING_WORDS = r"算不算|算是?|属于|是不是|是否|认定为?|定性为?|涉嫌|(?:告|起诉|控告|举报)(?:他|她|对方|人家|我)们?"
_CLASSED_AS = re.compile(rf"(?:{_CLASSING_WORDS})$")
# the victim's civil compensation: 赔偿, 索赔, 赔多少, 民事 (附带民事诉讼, 民事责任)
_CIVIL_CLAIM = re.compile(r"赔|民事")
# a name inside an insurance cover's name (盗窃险) is not the crime
_INSIDE_A_WORD = re.compile(r"险")
_PUNCTUATION = re.compile(r"[\s\W_]+")
_SPACES = re.compile(r"\s+")


def asks_criminal_liability(question: str) -> bool:
    """Whether the question asks whether the conduct is a crime or what its sentence is (判刑, 坐牢, 构成犯罪), a crime named
    or not: what the Criminal Law answers. A question of the procedure alone ('被刑事立案了怎么办', '取保候审需要什么条件')
    does not: the Criminal Procedure Law answers it."""
    return bool(_ASKS_OFFENCE.search(question))


# a court's award of damages said with 判 ('法院一般怎么判赔偿', '会被判赔多少'): a civil judgment, no sentence
_CIVIL_AWARD_AFTER = re.compile(rf"[^。；，,？?！!]{{0,2}}(?:{_CIVIL_CLAIM.pattern})")


def asks_sentence(question: str) -> bool:
    """Whether the question asks what sentence the conduct gets ('偷了三千块钱会坐牢吗', '醉驾判几个月'), not only whether
    it is a crime ('借钱不还构成诈骗吗'), nor what damages a court awards ('交通事故对方全责，法院怎么判赔偿')."""
    return any(not _CIVIL_AWARD_AFTER.match(question, term.end()) for term in _ASKS_TERM.finditer(question))


# whether the conduct is a crime, or what befalls the doer, asked without asking for the term: '电鱼犯法吗', '这算犯罪吗',
# '飙车违法吗', '是否构成犯罪', '构成诈骗罪吗', '要负刑事责任吗', '要承担什么法律责任', '会留案底吗', '打人会被抓吗',
# '被抓了会怎么样', '会怎么处理'. 犯法, 犯罪 and 违法 count as the question's own word (吗, 不, 是否…), not inside a
# statement ('违法解除劳动合同', '有犯罪记录')
_CRIME_WORD = r"犯法|犯罪|违法"
# whether the police take the conduct up, asked, is whether it is a crime too: '能报警吗', '报警有用吗', '该不该报案', '公安会
# 立案吗', '派出所管不管' (not a report told, nor the procedure after it: '报警后多久出事故认定书', '被立案了怎么办')
_POLICE = r"报警|报案|立案|警察|公安|派出所"
_ASKS_WHETHER_CRIME = re.compile(
    rf"(?:{_CRIME_WORD})了?(?:吗|么|嘛|不|[?？]|$)|犯不犯法|违不违法|(?:是否|是不是|算不算)(?:{_CRIME_WORD})|构成犯罪"
    r"|构成[^，。；,;？?！!]{0,10}罪|刑事责任|会被抓|被抓[^。；;？?！!]{0,8}怎么|(?:会|要)被?怎么(?:样|处理|处罚|处置)"
    r"|(?:有|受到?|给予?)什么(?:后果|处罚|处理)|(?:承担|负)什么法律责任|(?:会|要)留下?案底|(?:会|要)被?关(?:起来|进去|几天)"
    r"|(?:能|可以|能不能|可不可以|该不该|要不要|应该|应不应该)去?(?:报警|报案)|(?:报警|报案)(?:吗|么|[?？]|有没有用|有用|管用)"
    rf"|(?:{_POLICE})(?:会|能)?(?:管不管|管吗|立案吗|立不立案)|(?:会|能)被?立案(?:吗|么)")
# what befalls the doer, asked with no word of the law ('开车撞了人要负什么责任'): a crime's question, or an accident's
# share and damages (asks_only_what_liability)
_ASKS_WHAT_LIABILITY = re.compile(r"(?:承担|负)什么责任")
# what the question asks the conduct is, a crime's name or not ('借钱不还构成诈骗吗', '这算诈骗吗', '这是诈骗吗', '这算正当防卫
# 吗'): a crime is asked about only where the sentencing engine reads that crime in the conduct (read_sentence). A bare 是
# asks only with a question's end ('这是诈骗吗'), not in a statement ('对方是危险驾驶撞的我')
_CLASSED_AS_ASKED = re.compile(rf"(?:构成|{_CLASSING_WORDS})([^，。；,;？?！!]{{1,8}}?)(?:吗|么|嘛|[?？]|$)"
                               r"|(?:这|那|他|她|对方)(?:就|也|还)?是(?!不是|否)([^，。；,;？?！!]{1,8}?)(?:吗|么|嘛|[?？])")
# a civil or family matter of its own: a contract, an insurance, a marriage, a job, a lease ('合同违约了会怎么样', '公司拖欠工资
# 违法吗', '离婚后房子会怎么处理', '开车撞了人，保险公司不赔怎么办'; 合同诈骗 is a crime's name)
_CIVIL_SUBJECT_WORDS = r"合同(?!诈骗)|违约|婚|抚养|继承|遗产|工资|社保|劳动|辞退|工伤|押金|租|物业"
_CIVIL_SUBJECT = re.compile(rf"{_CIVIL_SUBJECT_WORDS}|保险")
# a civil matter: that, or damages (a tort) — what befalls its parties is no crime's. Not 保险 alone: a fraud on an
# insurer ('故意制造车祸骗保险公司的钱犯法吗') asks after a crime
_CIVIL_MATTER = re.compile(rf"{_CIVIL_CLAIM.pattern}|侵权|{_CIVIL_SUBJECT_WORDS}")
# what asks after the conduct's criminal side even in a civil matter: a crime (罪, 刑事责任, 判刑), prison, arrest, the police
# ('老板欠薪跑路，构成犯罪吗', '为抚养费把前夫打成轻伤，能报警抓我吗', '讨薪把老板锁在办公室，会被抓吗'); 违法 and 犯法 alone do not
# ('公司拖欠工资违法吗' asks whether the employer breaks the labour law)
_CRIMINAL_SIDE = re.compile(rf"罪|刑|{_SENTENCE_WORDS}|{_POLICE}|被抓|抓起来|拘留|逮捕")


def whether_crime_asked(question: str) -> tuple[bool, tuple[str, ...]]:
    """(whether the question asks whether the conduct is a crime or what happens to the doer: '电鱼犯法吗', '打人会被抓吗',
    '被抓了会怎么样', '能报警吗'; the civil matter's words that alone keep it from being read as one). In a civil matter it
    asks only in words of the criminal side ('公司拖欠工资违法吗', '合同违约了会怎么样' are not; '老板欠薪跑路，构成犯罪吗' is),
    and the civil words are then what keeps it ('他有老婆，又跟别人领了结婚证，这犯法吗' has 婚): a crime whose own name
    holds one of them (重婚) is still the question's, read_sentence decides on the crime it reads. The procedure's words
    alone ask nothing of the kind ('取保候审怎么办')."""
    if not (_ASKS_WHETHER_CRIME.search(question) or _ASKS_WHAT_LIABILITY.search(question)):
        return False, ()
    if _CRIMINAL_SIDE.search(question):
        return True, ()
    civil_words = tuple(found.group() for found in _CIVIL_MATTER.finditer(question))
    return not civil_words, civil_words


def asks_only_what_liability(question: str) -> bool:
    """Whether what befalls the doer is asked only as '负什么责任', with no word of the law or the criminal side: of an
    accident that asks the share and the damages as much as the crime ('开车撞伤了行人，要负什么责任'; not '…要负什么法律
    责任', '…会坐牢吗，要负什么责任')."""
    return (bool(_ASKS_WHAT_LIABILITY.search(question)) and not _ASKS_WHETHER_CRIME.search(question)
            and not _CRIMINAL_SIDE.search(question))


def tells_conduct_only(question: str) -> bool:
    """Whether the question only tells what was done and asks nothing ('有人把小区的共享单车锁撬了骑回家自己用',
    '他冒充公安打电话，骗一个老太太转了十万'): an account brought to Ask with no question asks what the law makes of it.
    Asking and telling are what the minor premise takes for them (models.parsers: a question mark, 吗, 怎么, 多少, 能不能,
    可以, 几 with its measure ending a clause …; an actor, a deed, a figure), so both agree on what the question tells. A
    topic with no case in it ('盗窃罪的量刑标准', '醉驾的处罚') tells nothing. A civil matter's account is one too: the
    sentencing engine reads no crime in a wage owed or a contract unperformed, and the crime it reads beside a civil
    word is the conduct's ('在出租屋里给人做人流', '法院判他赔我八万，他就是不赔，还把车卖了')."""
    return not (QUESTION_MARKERS.search(question) or ASKING_WORDS.search(question)) and states_facts(question)


# harm suffered, told in the passive or with the sufferer after the verb: '被一辆小轿车撞了', '被人打了一顿', '对方是酒驾撞的我'
_HARM_SUFFERED = re.compile(r"被[^，。；,;！!]{0,8}?(?:撞|打|咬|砸|轧|刮|碰)|(?:撞|打|咬|砸|轧|刮|碰)(?:伤|倒)?[了的]?我")


def tells_harm_suffered(question: str) -> bool:
    """Whether the question tells a harm done to someone, in the passive ('我骑电动车被一辆小轿车撞了') or with the
    sufferer after the verb ('对方是酒驾撞的我'): the sufferer's own account, as often after damages as after the crime."""
    return bool(_HARM_SUFFERED.search(question))


def names_classed_as(question: str, names_a_crime: Callable[[str], bool]) -> list[str]:
    """What the question asks the conduct is ('借钱不还构成诈骗吗': ['诈骗'], '我能告他侵占吗': ['侵占']); in a civil
    matter's question only a crime's name ('签了合同收了定金就跑了，是不是合同诈骗'), not the matter's own ('这算工伤吗').
    Whether a name is a crime's is the sentencing engine's to say: `names_a_crime`."""
    named = [m.group(1) or m.group(2) for m in _CLASSED_AS_ASKED.finditer(question)]
    return [name for name in named if names_a_crime(name)] if _CIVIL_MATTER.search(question) else named


def names_civil_subject(question: str) -> bool:
    """Whether the question is about a civil or family matter beyond the damages for what it tells (_CIVIL_SUBJECT: a
    contract, an insurance, a job, a marriage, a lease): '丈夫经常打我，离婚的时候能要赔偿吗' is about the divorce, not the
    beating; '在网上被人造谣，能要求赔偿吗' is about the rumour."""
    return bool(_CIVIL_SUBJECT.search(question))


def asks_criminal_matter(question: str) -> bool:
    """Whether the question is about a crime at all: its liability or its procedure (立案, 拘留, 取保候审…)."""
    return bool(_CRIMINAL_QUESTION.search(question))


# an article's clauses: between punctuation, the brackets of its list numbers ('（二）醉酒驾驶机动车的；') and the 或者 that
# joins two conducts ('或者多次盗窃')
_CLAUSE_BREAK = re.compile(r"[，。；：、,;:！？（）()\s]+|或者")
# the 的 that ends a condition ('醉酒驾驶机动车的') is no part of the conduct
_CONDITION_END = re.compile(r"的$")
_HAN_ONLY = re.compile(r"[\u4e00-\u9fff]{2,}")


def conduct_clauses(article_text: str) -> list[str]:
    """The clauses an article's text is written in, each without the 的 that ends a condition: 第一百三十三条之一 ->
    ['在道路上驾驶机动车', '有下列情形之一', '处拘役', '并处罚金', '一', '追逐竞驶', '情节恶劣', '二', '醉酒驾驶机动车', …]."""
    return [_CONDITION_END.sub("", clause) for clause in _CLAUSE_BREAK.split(article_text) if clause]


# where a crime's article turns from the conduct to its penalty ('…扒窃的，处三年以下…'), and the threshold clause that may
# end the conduct ('，情节严重的', '，数额较大的'): how much of it makes a crime, not what was done
_PENALTY_START = re.compile(r"，处")
_THRESHOLD_CLAUSE = re.compile(r"，(?:情节|数额|数量|后果)[^，]*$")


def conduct_part(article_text: str) -> str:
    """The words a crime's article tells the conduct in, before its penalty and the threshold that ends it: '以暴力或者其他
    方法公然侮辱他人或者捏造事实诽谤他人' of 第二百四十六条 ('…诽谤他人，情节严重的，处三年以下…'); its first sentence where
    no penalty follows in it."""
    sentence = article_text.split("。")[0]
    penalty = _PENALTY_START.search(sentence)
    return _THRESHOLD_CLAUSE.sub("", sentence[: penalty.start()]) if penalty else sentence


class ChargeMatcher:
    """Finds the charges a query asks about as crimes, longest name first: '合同诈骗罪' is 合同诈骗, not 诈骗.

    articles: charge -> the text of its article. The head of one of the clauses the article writes the crime's conduct
    in ('醉酒驾驶' of '醉酒驾驶机动车的', 追逐竞驶), at least half of the clause, names that crime as its name would: the
    statute's own words for the conduct are the crime's other name. A query that is nothing but the conduct asks about
    the crime; a question that tells it ('醉酒驾驶会判几年', '我上周扒窃被抓了，会判刑吗') does where it would with the
    name. Only where one charge's article writes it: a threshold many crimes share (数额较大, 情节严重) names none.
    telling: whether a phrase says the conduct itself, not a word of every field that one article happens to use as a
    clause ('公司' of 职务侵占's '公司、企业或者其他单位的工作人员'); without it every head tells."""

    def __init__(self, charges: Iterable[str], articles: dict[str, str] | None = None,
                 telling: Callable[[str], bool] | None = None):
        self._charge_of: dict[str, str] = {}
        for charge in sorted(charges):
            for name in charge_names(charge):
                self._charge_of.setdefault(name, charge)
        names = sorted(self._charge_of, key=len, reverse=True)
        self._pattern = re.compile("|".join(map(re.escape, names))) if names else None
        # a clause's heads of at least half its length -> the charges whose article writes one of them
        writers: dict[str, set[str]] = defaultdict(set)
        for charge, text in sorted((articles or {}).items()):
            for clause in conduct_clauses(text):
                if _HAN_ONLY.fullmatch(clause):
                    for length in range((len(clause) + 1) // 2, len(clause) + 1):
                        if length >= 2:
                            writers[clause[:length]].add(charge)
        self._conduct_heads = sorted(
            ((head, next(iter(by))) for head, by in writers.items() if len(by) == 1 and (telling is None or telling(head))),
            key=lambda item: -len(item[0]))

    def find(self, query: str) -> list[str]:
        """The charges whose article answers the query, in order of appearance, each once: the query is the name alone
        ('盗窃'), or it asks about criminal liability ('危险驾驶罪', '贩卖毒品会判几年') or whether the conduct is the crime
        ('醉驾多少毫克算危险驾驶'); the name is no part of another word ('盗窃险'). A query that names the crime only to
        ask for the victim's compensation ('交通肇事罪的民事赔偿') finds none: see asks_victim_compensation."""
        charges, compensation = self._read(query)
        return [] if compensation else charges

    def name_parts(self, query: str, words: Iterable[str]) -> Counter[str]:
        """How often each word stands in the query only as a part of a name it reads as a crime's (故意, 伤害 and 伤害罪 of
        '故意伤害罪'), the word not being a crime's name itself (盗窃 of '盗窃罪' is one): inside the name it does not mean
        what it means alone, while elsewhere in the query it still does ('签了合同…是合同诈骗吗' keeps one 合同)."""
        parts: Counter[str] = Counter()
        if self._pattern is None or not self._read(query)[0]:  # no name read as a crime's: '交通肇事的民事赔偿' is an accident
            return parts
        names = [query[m.start():m.end() + query.startswith("罪", m.end())] for m in self._pattern.finditer(query)]
        for word in set(words):
            if word.removesuffix("罪") not in self._charge_of:
                parts[word] = sum(word != name and word in name for name in names)
        return +parts

    def asks_victim_compensation(self, query: str) -> bool:
        """The query names a crime as a crime ('交通肇事罪') and asks for compensation, and nothing else in it asks
        about criminal liability: '交通肇事罪的民事赔偿', '故意伤害罪的赔偿标准', not '故意伤害罪判几年，还要赔钱吗'."""
        return self._read(query)[1]

    def conduct_in(self, query: str) -> tuple[str, int, int] | None:
        """The charge whose article writes a part of the query as the head of a clause of its conduct (see the class),
        with where the part stands: the longest such part; None where no one charge's article writes one."""
        for head, charge in self._conduct_heads:
            start = query.find(head)
            if start >= 0:
                return charge, start, start + len(head)
        return None

    def _read(self, query: str) -> tuple[list[str], bool]:
        """(the charges named as crimes, whether the question is only after the victim's compensation)."""
        if self._pattern is None:
            return [], False
        query = _SPACES.sub("", query)  # a space inside Chinese text separates nothing: '醉酒 驾驶'
        # (charge, start, end) of each name the query uses; failing a name, of the conduct its article writes
        named = [(self._charge_of[m.group(0)], m.start(), m.end()) for m in self._pattern.finditer(query)
                 if not _INSIDE_A_WORD.match(query, m.end())]
        if not named and len(query) <= CONDUCT_QUESTION and (conduct := self.conduct_in(query)) is not None:
            named = [conduct]
        if not named:
            return [], False
        charges = list(dict.fromkeys(charge for charge, _, _ in named))
        (_, first, last), bare = named[0], _PUNCTUATION.sub("", query)
        if len(named) == 1 and query[first:last] in (bare, _CONDITION_END.sub("", bare)):
            return charges, False
        suffixed = [query.startswith("罪", end) for _, _, end in named]  # 交通肇事罪
        # the rest of the question, less the names and the 罪 that ends a name: what it asks about the crimes
        rest, start = [], 0
        for (_, begin, end), with_suffix in zip(named, suffixed, strict=True):
            rest.append(query[start:begin])
            start = end + 1 if with_suffix else end
        rest.append(query[start:])
        asked = "".join(rest)
        if asks_criminal_matter(asked) or any(_CLASSED_AS.search(query, 0, begin) for _, begin, _ in named):
            return charges, False
        # named as a crime: with its 罪, or by a name that says crime itself (掩饰犯罪所得)
        if any(suffixed) or any(_CRIMINAL_QUESTION.search(query, begin, end) for _, begin, end in named):
            return charges, bool(_CIVIL_CLAIM.search(asked))
        return [], False
