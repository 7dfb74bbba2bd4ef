"""Chinese tokenisation for BM25: jieba search-mode words, without punctuation and function words."""

from __future__ import annotations

import logging
import re

import jieba

jieba.setLogLevel(logging.WARNING)

_KEEP = re.compile(r"[\u4e00-\u9fffA-Za-z0-9]")
# Function words that occur in nearly every article or question and carry no legal meaning.
STOPWORDS = frozenset(
    "的 了 是 在 和 与 或 及 等 对 由 为 以 其 之 于 被 把 将 从 向 并 而 也 都 就 但 则 所 这 那 该 本 "
    "我 你 他 她 它 我们 他们 有 没有 吗 呢 吧 啊 怎么 怎么办 什么 如何 是否 可以 能 能否 会 应该 请问 "
    "一个 这个 那个 一下 还 又 再 已经 因为 所以 如果 但是 可能".split()
)


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
