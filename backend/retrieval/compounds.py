"""Learn the party nouns (X人) that jieba cuts across their stem, from the corpus: `python -m backend.retrieval.compounds`
rewrites compound_nouns.json from the store in LEXLOOP_DATA_DIR (then the search index is rebuilt at the next start,
the nouns being part of its fingerprint).

A noun is kept when the statutes write it at least MIN_COUNT times as a unit (jieba's plain cut starts a word at its
stem and ends one at its 人), its stem X is a dictionary word, and jieba cuts X人 with a word that begins inside X and
ends at the 人 (共有人 → 共 | 有人): that word is then a stranger to the article ('有人' = someone).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable

import jieba

MIN_COUNT = 10
_LONGEST_STEM = 4


def _word_starts(cutter: jieba.Tokenizer, text: str) -> set[int]:
    starts, position = set(), 0
    for word in cutter.lcut(text):
        starts.add(position)
        position += len(word)
    starts.add(position)
    return starts


def _cut_across_stem(cutter: jieba.Tokenizer, noun: str) -> bool:
    stem_end, position = len(noun) - 1, 0
    for word in cutter.lcut(noun):
        if 0 < position < stem_end < position + len(word):
            return True
        position += len(word)
    return False


def learn_compound_nouns(texts: Iterable[str], min_count: int = MIN_COUNT) -> list[str]:
    """The nouns, most written first. Learned with a jieba of its own dictionary: the shared one has been taught the
    shipped nouns, which it no longer cuts across."""
    cutter = jieba.Tokenizer()
    cutter.check_initialized()
    counts: Counter[str] = Counter()
    for text in texts:
        if "人" not in text:
            continue
        starts = _word_starts(cutter, text)
        for person in re.finditer("人", text):
            stem_end = person.start()
            if person.end() not in starts or stem_end in starts:
                continue  # 人 begins a word (人员) or stands alone after a whole word: no noun cut across
            for length in range(_LONGEST_STEM, 1, -1):
                stem_start = stem_end - length
                if stem_start >= 0 and stem_start in starts and cutter.FREQ.get(text[stem_start:stem_end]):
                    counts[text[stem_start:person.end()]] += 1
                    break
    return [noun for noun, count in counts.most_common()
            if count >= min_count and not cutter.FREQ.get(noun) and _cut_across_stem(cutter, noun)]


def main() -> int:
    from sqlalchemy import text as sql

    from backend.config import get_settings
    from backend.db import make_engine

    engine = make_engine(get_settings().resolved_database_url)
    with engine.connect() as conn:
        texts = [row[0] for row in conn.execute(sql("SELECT text FROM articles"))]
    nouns = learn_compound_nouns(texts)
    from backend.retrieval.tokenize import COMPOUND_NOUNS_FILE

    COMPOUND_NOUNS_FILE.write_text(json.dumps(nouns, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(nouns)} nouns -> {COMPOUND_NOUNS_FILE}: {' '.join(nouns)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
