"""Chinese tokenisation for BM25: jieba search-mode words, without punctuation and function words."""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path

import jieba

jieba.setLogLevel(logging.WARNING)

_KEEP = re.compile(r"[\u4e00-\u9fffA-Za-z0-9]")
# Function words that occur in nearly every article or question and carry no legal meaning.
STOPWORDS = frozenset(
    "的 了 是 在 和 与 或 及 等 对 由 为 以 其 之 于 被 把 将 从 向 并 而 也 都 就 但 则 所 这 那 该 本 "
    "我 你 他 她 它 我们 他们 有 没有 吗 呢 吧 啊 怎么 怎么办 什么 如何 是否 可以 能 能否 会 应该 请问 "
    "一个 这个 那个 一下 还 又 再 已经 因为 所以 如果 但是 可能".split()
)

# an amount of money as a question tells it: a number in digits or Chinese numerals (几 of 十几万, 余 of 5000余元), its
# magnitude and its unit: 五万块, 3000元, 1.5万元, 十几万块钱
_MONEY_AMOUNT = re.compile(r"(?:\d+(?:\.\d+)?|[零〇一二两三四五六七八九十百千万亿几]+)[多余]?[十百千万亿]?(?:块钱|元钱|元|块)")

# Nouns of a party the statutes write often that jieba cuts across their stem (共有人 → 共 | 有人), learned from the
# corpus by backend.retrieval.compounds; taught to jieba so that their parts are read as the statute means them.
COMPOUND_NOUNS_FILE = Path(__file__).with_name("compound_nouns.json")
COMPOUND_NOUNS = tuple(json.loads(COMPOUND_NOUNS_FILE.read_text(encoding="utf-8")))
for _noun in COMPOUND_NOUNS:
    jieba.add_word(_noun)


def tokenize(text: str) -> list[str]:
    return [
        token
        for token in jieba.lcut_for_search(text)
        if token not in STOPWORDS and _KEEP.search(token)
    ]


def tokenize_query(text: str) -> list[str]:
    """tokenize, less a long word's part that begins inside a part kept before it and ends past it: 居家 of 邻居家
    straddles the end of 邻居 (邻居|家), so it is no word of the question ('被邻居家的狗咬伤了' ranked 居家养老 first).
    Only the parts of one long word overlap so: the words of jieba's plain cut do not."""
    kept: list[str] = []
    reaching: list[tuple[int, int]] = []  # the kept spans that reach past the current start: the only ones it can straddle
    for token, start, end in sorted(jieba.tokenize(text, mode="search"), key=lambda span: (span[1], -span[2])):
        reaching = [(kept_start, kept_end) for kept_start, kept_end in reaching if kept_end > start]
        if not any(kept_start < start < kept_end < end for kept_start, kept_end in reaching):
            kept.append(token)
            reaching.append((start, end))
    return [token for token in kept if token not in STOPWORDS and _KEEP.search(token)]


def without_money_amounts(text: str) -> str:
    """The text with each amount of money blanked: '我借给朋友五万块，他一直不还' -> '我借给朋友 ，他一直不还'."""
    return _MONEY_AMOUNT.sub(" ", text)


def tokenize_article(text: str) -> list[str]:
    """tokenize, less a part ending a party's noun that begins inside another part and ends past it (straddling it, as
    in tokenize_query): 有人 of 所有人, 持有人, 共有人 and 护人 of 监护人 are no words of the article ('有人在网上骂我'
    matched the co-owners' articles). Other straddling parts stay indexed: the learned bags and the questions' own words
    reach articles through them (leaving them all out cost LawBench questions)."""
    spans = list(jieba.tokenize(text, mode="search"))
    ends_from: dict[int, list[int]] = {}
    for _, start, end in spans:
        ends_from.setdefault(start, []).append(end)
    return [token for token, start, end in spans
            if token not in STOPWORDS and _KEEP.search(token)
            and not (token.endswith("人") and end - start > 1 and _straddles(start, end, ends_from))]


def _straddles(start: int, end: int, ends_from: dict[int, list[int]]) -> bool:
    # the part it straddles is another two- or three-character part of the same word: it begins at most two before it
    return any(start < other_end < end for other_start in range(max(0, start - 2), start)
               for other_end in ends_from.get(other_start, ()))
