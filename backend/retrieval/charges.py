"""Crime names (罪名) -> the Criminal Law article that defines the crime, learned from judgments.

A query that names a charge ('危险驾驶罪', '醉驾血液酒精含量多少构成危险驾驶罪？') asks about that crime's article,
though the article's words rarely match the name: 第一百三十三条之一 never says 危险驾驶. The map is learned from
judgments that carry both their charges and the articles applied (CAIL2018 train: `accusation`,
`relevant_articles`), never written by hand:

- which article: a judgment with several charges lists the articles of all of them, so each article is credited
  to the charges by how well each one explains it elsewhere (expectation-maximisation over the judgments); a
  charge's article is the one credited most, when at least `min_support` judgments back it.
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

_ALTERNATIVES = re.compile(r"\[([^\[\]]+)\]")
EM_ROUNDS = 30
MIN_SUPPORT = 2.0  # judgments (credited, possibly in parts) behind a charge's article
# versions 之一, 之二 … of a number are looked for up to this one
MAX_SUB = 9


@dataclass(frozen=True)
class Judgment:
    fact: str
    charges: tuple[str, ...]  # as the data set writes them: '[走私、贩卖、运输、制造]毒品'
    articles: tuple[int, ...]  # Criminal Law article numbers applied


def charge_names(charge: str) -> list[str]:
    """The names a query may use for a charge: '[生产、销售][有毒、有害]食品' -> 生产有毒食品, 生产有害食品, …,
    生产、销售有毒、有害食品 and 生产销售有毒有害食品."""
    parts = _ALTERNATIVES.split(charge)  # text, alternatives, text, alternatives, …, text
    choices = [[part] if i % 2 == 0 else part.split("、") for i, part in enumerate(parts)]
    names = ["".join(pick) for pick in itertools.product(*choices)]
    names += ["".join(p for p in parts), "".join(p.replace("、", "") for p in parts)]
    return list(dict.fromkeys(n for n in names if n))


def credited_articles(judgments: Iterable[Judgment], rounds: int = EM_ROUNDS) -> dict[str, Counter[int]]:
    """charge -> article -> the judgments that credit the article to the charge (fractions where a judgment has
    several charges that could explain it)."""
    rows = [(j.charges, j.articles) for j in judgments if j.charges and j.articles]
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
    chosen: dict[str, int] = {}
    for charge, credit in sorted(credited_articles(judgments).items()):
        article, support = max(credit.items(), key=lambda kv: (kv[1], -kv[0]))
        if support >= min_support:
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
# criminal liability. These words are that: whether it is a crime (罪, 犯罪, 构成), the sentence (刑: 判刑/徒刑/缓刑/量刑/刑事,
# 判几年, 坐牢) and the criminal procedure (立案, 被告人, 嫌疑人, 公诉, 检察院, 拘留, 逮捕, 取保候审, 自首); none of them
# belongs to a civil claim (a civil defendant is 被告, not 被告人; a civil judgment is 判决, not 判几年).
_CRIMINAL_QUESTION = re.compile(r"罪|刑|构成|坐牢|判几|判多久|判多长|判多少年|被判|判处|怎么判|立案|被告人|嫌疑人|公诉"
                                r"|检察院|拘留|逮捕|取保候审|自首")
# a name inside an insurance cover's name (盗窃险) is not the crime
_INSIDE_A_WORD = re.compile(r"险")
_PUNCTUATION = re.compile(r"[\s\W_]+")


class ChargeMatcher:
    """Finds the charges a query asks about as crimes, longest name first: '合同诈骗罪' is 合同诈骗, not 诈骗."""

    def __init__(self, charges: Iterable[str]):
        self._charge_of: dict[str, str] = {}
        for charge in sorted(charges):
            for name in charge_names(charge):
                self._charge_of.setdefault(name, charge)
        names = sorted(self._charge_of, key=len, reverse=True)
        self._pattern = re.compile("|".join(map(re.escape, names))) if names else None

    def find(self, query: str) -> list[str]:
        """The charges named as crimes, in order of appearance, each once: the query is the name alone ('盗窃'), or
        it is a question of criminal liability ('危险驾驶罪', '贩卖毒品会判几年') and the name is no part of
        another word ('盗窃险')."""
        if self._pattern is None:
            return []
        matches = list(self._pattern.finditer(query))
        if len(matches) == 1 and matches[0].group(0) == _PUNCTUATION.sub("", query):
            return [self._charge_of[matches[0].group(0)]]
        if not _CRIMINAL_QUESTION.search(query):
            return []
        return list(dict.fromkeys(self._charge_of[m.group(0)] for m in matches
                                  if not _INSIDE_A_WORD.match(query, m.end())))
