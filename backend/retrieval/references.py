"""Direct references to articles in free text: 《劳动合同法》第四十七条, 劳动合同法 47, 刑法第一百三十三条之一."""

from __future__ import annotations

import re
from dataclasses import dataclass

from backend.corpus.numerals import CHINESE_NUMERAL_CHARS, SUB_NUMBER, chinese_to_int

_NUMBER = rf"[{CHINESE_NUMERAL_CHARS}\d]+"
# after a law name: 第四十七条 / 第47条 / 47 / 47条 (之一 for an inserted article), then optionally more numbers
# joined by 、,，和及
_ARTICLE_AFTER_NAME = re.compile(
    rf"^\s*》?\s*(?:第\s*)?({_NUMBER})\s*(条)?(?:\s*之\s*({SUB_NUMBER}))?"
    rf"((?:\s*[、，,和及与]\s*(?:第\s*)?{_NUMBER}\s*条?(?:\s*之\s*(?:{SUB_NUMBER}))?)*)"
)
_MORE_NUMBERS = re.compile(rf"(?:第\s*)?({_NUMBER})\s*条?(?:\s*之\s*({SUB_NUMBER}))?")
_QUOTED_LAW = re.compile(r"《([^》]{2,60})》")
# a document cited by its number: 法释〔2013〕8号, 法发〔2016〕32号, 公通字〔2010〕23号; the issuer's code is
# made of these characters, so '依据法释〔2013〕8号' starts at 法
_DOCUMENT_NUMBER = re.compile(r"[法释发办字函复高检公通国劳部社人财税民刑审研厅综]{1,6}[〔\[（(]\d{4}[〕\]）)]\d{1,4}号")


@dataclass(frozen=True)
class Reference:
    law: str  # the name as written
    article: int
    span: tuple[int, int]  # where it stands in the text
    sub: int = 0  # 1 for 第一百三十三条之一


def short_name(name: str) -> str:
    return name.removeprefix("中华人民共和国")


class LawNameIndex:
    """Maps written law names (full or without 中华人民共和国) to corpus names, longest match first."""

    def __init__(self, names: list[str]):
        self._canonical: dict[str, str] = {}
        for name in sorted(set(names), key=len):
            self._canonical.setdefault(name, name)
            self._canonical.setdefault(short_name(name), name)
        alternation = "|".join(re.escape(a) for a in sorted(self._canonical, key=len, reverse=True) if len(a) >= 2)
        self._pattern = re.compile(alternation) if alternation else None

    def canonical(self, written: str) -> str | None:
        written = written.strip()
        return self._canonical.get(written) or self._canonical.get(short_name(written))

    def find_laws(self, text: str) -> list[str]:
        """Corpus names of the laws the text mentions (《劳动合同法》, 劳动法), with or without an article."""
        found: list[str] = []
        for match in _QUOTED_LAW.finditer(text):
            name = self.canonical(match.group(1))
            if name and name not in found:
                found.append(name)
        if self._pattern is not None:
            for match in self._pattern.finditer(text):
                name = self._canonical[match.group(0)]
                if name not in found:
                    found.append(name)
        return found

    def find_references(self, text: str) -> list[Reference]:
        """Every (law, article) the text names, in order of appearance, duplicates removed."""
        found: list[Reference] = []
        spans: list[tuple[int, int, str]] = []
        for match in _QUOTED_LAW.finditer(text):
            spans.append((match.start(), match.end(), match.group(1)))
        if self._pattern is not None:
            covered = [(s, e) for s, e, _ in spans]
            for match in self._pattern.finditer(text):
                if not any(s <= match.start() < e for s, e in covered):
                    spans.append((match.start(), match.end(), match.group(0)))
        for start, end, written in sorted(spans):
            for ref in _articles_after(text, start, end, written):
                if all((r.law, r.article, r.sub) != (ref.law, ref.article, ref.sub) for r in found):
                    found.append(ref)
        return found


def references_by_document_number(text: str) -> list[Reference]:
    """Articles of documents cited by their number: 法释〔2013〕8号第一条, 法发〔2016〕32号第二条.

    The corpus knows laws by name, so these are never its own; a citation checker that skipped them would
    let an answer cite what nobody checked. (Quoted names, known or not, are find_references' part.)
    """
    found: list[Reference] = []
    for match in _DOCUMENT_NUMBER.finditer(text):
        for ref in _articles_after(text, match.start(), match.end(), match.group(0), require_article_word=True):
            if all((r.law, r.article, r.sub) != (ref.law, ref.article, ref.sub) for r in found):
                found.append(ref)
    return found


def _articles_after(text: str, start: int, end: int, written: str,
                    require_article_word: bool = False) -> list[Reference]:
    """The article numbers right after a document's name at text[start:end]."""
    after = _ARTICLE_AFTER_NAME.match(text[end:])
    if not after:
        return []
    if after.group(2) is None and not text[end:].lstrip().startswith("第") and not after.group(4):
        # a bare number right after a law name only counts when it is not the start of a longer phrase
        if require_article_word or not _bare_number_ok(text, end + after.end()):
            return []
    refs = []
    for written_number, written_sub in [(after.group(1), after.group(3))] + _MORE_NUMBERS.findall(after.group(4) or ""):
        try:
            number = chinese_to_int(written_number)
        except ValueError:
            continue
        refs.append(Reference(written, number, (start, end + after.end()), chinese_to_int(written_sub) if written_sub else 0))
    return refs


def _bare_number_ok(text: str, pos: int) -> bool:
    """'劳动合同法 47' is a reference; '刑法 3年' or '民法典2020年' is not."""
    rest = text[pos : pos + 1]
    return rest == "" or not re.match(r"[年月日天岁元万个人次号倍%]", rest)
