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
