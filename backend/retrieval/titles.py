"""Chapter titles read character by character: which chapter a lay question's words point at.

A lay question rarely writes the statute's words ('借给朋友五万块' never says 借款), but its characters often are a
chapter title's telling ones: 借 is in one title of the Civil Code (借款合同), 租 in one (租赁合同). Each chapter
title is scored by the share of its characters' weight the question holds, a character weighing by how few distinct
titles hold it: 合 and 同 (in every contract chapter's title) weigh little, 借 and 租 much.
"""

from __future__ import annotations

import math
import re
from collections.abc import Container, Sequence

import numpy as np

from backend.retrieval.abbreviations import HAN

# the number of a part, chapter or section ('第十四章 ', '第一节'): no meaning, in every title
_TITLE_NUMBER = re.compile(r"^\s*第[零一二三四五六七八九十百千\d]+[编分章节]\s*")


def title_words(title: str | None) -> str:
    """'第十四章 租赁合同' -> '租赁合同'."""
    return _TITLE_NUMBER.sub("", title or "").strip()


class ChapterTitles:
    def __init__(self, titles: Sequence[str | None]):
        """`titles`: each unit's chapter title (None where it has none), in unit order."""
        self._slot_of_title: dict[str, int] = {}
        self.slot_of_unit = np.fromiter(
            (self._slot_of_title.setdefault(title_words(t), len(self._slot_of_title)) for t in titles),
            dtype=np.int32, count=len(titles))
        characters = [set(HAN.findall(title)) for title in self._slot_of_title]
        frequency: dict[str, int] = {}
        for chars in characters:
            for char in chars:
                frequency[char] = frequency.get(char, 0) + 1
        self._weight = {char: math.log(len(characters) / count) for char, count in frequency.items()}
        self._holding: dict[str, list[int]] = {}
        for slot, chars in enumerate(characters):
            for char in chars:
                self._holding.setdefault(char, []).append(slot)
        self._total = np.array([sum(self._weight[c] for c in chars) for chars in characters], dtype=np.float32)

    def scores(self, query: str, telling: Container[str]) -> np.ndarray:
        """Per title slot: the weight of the title's characters the query holds over the weight of all of them.
        Only the query's `telling` characters count: a generic one (人, 不, 他) matched 法人 and 其他规定 by chance."""
        held = np.zeros(len(self._total), dtype=np.float32)
        for char in {c for c in HAN.findall(query) if c in telling}:
            for slot in self._holding.get(char, ()):
                held[slot] += self._weight[char]
        return np.divide(held, self._total, out=np.zeros_like(held), where=self._total > 0)
