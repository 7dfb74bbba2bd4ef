"""Words the index has never seen, matched as abbreviations of the corpus's own wording.

People write 醉驾, 酒驾, 袭警, 高空抛物; the statutes say 醉酒驾驶机动车, 暴力袭击正在依法执行职务的人民警察,
从建筑物中抛掷物品. jieba keeps such words whole, the index has no column for them, and the query loses its
most telling word. A Chinese abbreviation keeps characters of the long form in their order, so an article
whose clause holds the word's characters in order, close together, is taken to contain the word. That is a
rule about how the language abbreviates, not a table of words: it needs no list and reads any corpus.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Sequence
from itertools import islice

import jieba
import numpy as np

from backend.corpus.numerals import CHINESE_NUMERAL_CHARS
from backend.retrieval.tokenize import STOPWORDS

# characters a clause may hold between two of the word's: 暴力[袭]击正在依法执行职务的人民[警]察 needs 12
MAX_GAP = 12
# a pattern this common is no abbreviation but characters meeting by chance (年…时 in 43 articles)
MAX_DOCUMENTS = 30
# a word jieba's dictionary counts more often than this is everyday vocabulary (同学, 前面, 海口), not a
# shortened legal term; abbreviations are rare there or absent (醉驾, 酒驾: none; 袭警, 家暴: 3; 彩礼: 45)
MAX_DICTIONARY_FREQUENCY = 50
# a run of unknown characters this long or shorter is cut into an abbreviation and what follows it (醉驾 + 撞人)
MAX_SPLIT_RUN = 6
_CLAUSE_CHAR = r"[^，。；：、,.;:！？!?\n]"
HAN = re.compile(r"[\u4e00-\u9fff]")  # one Chinese character


def unknown_words(query: str, known: Callable[[str], bool],
                  rare: Callable[[str], bool] = lambda char: False) -> list[str]:
    """The query's Chinese words of two or more characters that `known` rejects, in order.

    jieba's new-word guesser glues a word to what follows it ('醉', '驾会判'), so an unknown word is cut
    again with the dictionary alone; single characters next to each other join into one word ('醉驾'),
    and a known word of two or more characters, or a function word, ends it. A known character that `rare`
    accepts (one the statutes hold alone in a few articles only) may begin such a word: jieba cuts '酒驾会判刑吗'
    into 酒 | 驾会, and 酒 alone matches no article that 酒驾 means. It only begins one: two known characters
    side by side ('给买') are no word either knows.
    """
    words: list[str] = []
    run = ""

    def close() -> None:
        nonlocal run
        if len(run) >= 2 and not _everyday(run):
            words.append(run)
        run = ""

    for token in jieba.lcut(query):
        if HAN.fullmatch(token) and known(token) and rare(token) and token not in STOPWORDS:
            close()
            run = token
            continue
        if not HAN.search(token) or token in STOPWORDS or known(token):
            close()
            continue
        for piece in jieba.lcut(token, HMM=False):
            if piece in STOPWORDS or not HAN.fullmatch(piece[0]) or (len(piece) > 1 and known(piece)):
                close()
            elif len(piece) == 1:
                run += piece
            else:  # an unknown word of its own: 霸凌, 帮信
                close()
                run = piece
                close()
    close()
    return words


def _everyday(word: str) -> bool:
    return (jieba.dt.FREQ.get(word) or 0) > MAX_DICTIONARY_FREQUENCY


def _abbreviates(pattern: re.Pattern[str], text_: str) -> bool:
    """Whether, in a match, every character after the first begins a word: 暴力袭击…人民[警]察 for 袭警.

    An abbreviation takes the head of each later word (驾 of 驾驶, 警 of 警察); characters in the middle
    of words that happen to follow each other (配套的线[路] for 套路) are chance.
    """
    for match in pattern.finditer(text_):
        # search mode also gives a long word's parts (人民警察: 人民, 警察), so 警 heads a word there
        words = jieba.tokenize(text_[match.start():match.end() + 8], mode="search", HMM=False)
        heads = {start for _, start, _ in words}
        if all(match.start(group) - match.start() in heads for group in range(1, len(match.groups()) + 1)):
            return True
    return False


class AbbreviationIndex:
    """Which documents hold a word's characters in order within one clause; built from the texts once."""

    def __init__(self, texts: Sequence[str]):
        self._texts = texts
        postings: dict[str, list[int]] = {}
        for position, text_ in enumerate(texts):
            for char in set(text_):
                if HAN.fullmatch(char):
                    postings.setdefault(char, []).append(position)
        self._postings = {char: np.array(ids, dtype=np.int64) for char, ids in postings.items()}

    def documents(self, word: str) -> np.ndarray:
        """Positions of the documents where `word` is found as an abbreviation; none when it is too common."""
        candidates: np.ndarray | None = None
        for char in word:
            ids = self._postings.get(char)
            if ids is None:
                return np.zeros(0, dtype=np.int64)
            candidates = ids if candidates is None else np.intersect1d(candidates, ids, assume_unique=True)
        assert candidates is not None
        gap = f"{_CLAUSE_CHAR}{{0,{MAX_GAP}}}?"
        pattern = re.compile(re.escape(word[0]) + "".join(f"{gap}({re.escape(char)})" for char in word[1:]))
        # one match past the limit already makes the word too common: the rest are not checked
        matches = (p for p in candidates if _abbreviates(pattern, self._texts[p]))
        found = np.fromiter(islice(matches, MAX_DOCUMENTS + 1), dtype=np.int64)
        return found if len(found) <= MAX_DOCUMENTS else np.zeros(0, dtype=np.int64)

    def scores(self, words: Sequence[str], size: int) -> np.ndarray:
        """Each word as one more BM25 term occurring once in the documents that abbreviate it: its idf there."""
        scores = np.zeros(size, dtype=np.float32)
        for word in words:
            for found in self._parts_found(word):
                scores[found] += math.log(1 + (size - len(found) + 0.5) / (len(found) + 0.5))
        return scores

    def _parts_found(self, word: str) -> list[np.ndarray]:
        """The documents of the word, or where it abbreviates nothing, of its longest leading part that does and then of
        the rest read alike. unknown_words joins single characters, so it glues an abbreviation to the verb after it
        ('酒驾撞人' from 酒驾, 撞, 人会), which no clause holds whole. Only a short run is cut (every part is one more scan
        of the clauses, and a long run is a stretch of a fact, not a glued word); a part that is everyday vocabulary (人员)
        is no abbreviation, as a run is not (see unknown_words), nor one with a numeral: a count (两万 of 两万块) or a
        piece of a set phrase (退一 of 退一赔三)."""
        whole = self.documents(word)
        if len(whole) or len(word) > MAX_SPLIT_RUN:
            return [whole] if len(whole) else []
        for end in range(len(word) - 2, 1, -1):  # the rest is a word too: 交通肇 + 事 is 交通肇事 less its end
            part = word[:end]
            if _everyday(part) or any(char in CHINESE_NUMERAL_CHARS for char in part):
                continue
            found = self.documents(part)
            if len(found):
                return [found, *self._parts_found(word[end:])]
        return []
