"""Direct references to articles in free text: 《劳动合同法》第四十七条, 劳动合同法 47, 刑法第一百三十三条之一, and
those of a regulation or interpretation named without 《》 (工伤保险条例第三十七条)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from backend.corpus.numerals import ARTICLE_NUMBER, CHINESE_NUMERAL_CHARS, NUMERAL, SUB_NUMBER, chinese_to_int
from backend.corpus.text import REGULATION_KINDS, REGULATION_NAME, REGULATION_NAME_CHARS

# a paragraph or item of an article: 第二款, 第（一）项, 第（四）（五）项
_PART = rf"\s*第\s*(?:(?:[（(]\s*{NUMERAL}\s*[)）])+|{NUMERAL})\s*[款项目]"
_JOINER = r"\s*[、，,和及与至]\s*"  # 至 joins the two ends of a range ('第三十三条至第三十九条')
# a number further on the list without its 条 ends there or at another joiner ('第39、40和46条'): in '第四十七条，七级伤残'
# the 七 is a grade, not an article
_BARE_NUMBER_ENDS = r"(?=\s*(?:[条之、，,和及与至]|[^\u4e00-\u9fff]|$))"
# after a law name: 第四十七条 / 第47条 / 47 / 47条 (之一 for an inserted article), then optionally more numbers
# joined by 、,，和及与至, or more inserted articles of the same number ('第二百八十七条之一、之二'); a part of an
# article may come between when a whole article follows ('第四十条第（二）项、第四十六条')
_ARTICLE_AFTER_NAME = re.compile(
    rf"^\s*》?\s*(?:第\s*)?({NUMERAL})\s*(条)?(?:\s*之\s*({SUB_NUMBER}))?"
    rf"((?:{_JOINER}(?:(?:第\s*)?{NUMERAL}{_BARE_NUMBER_ENDS}\s*条?(?:\s*之\s*(?:{SUB_NUMBER}))?|之\s*(?:{SUB_NUMBER}))"
    rf"|(?:{_PART})+{_JOINER}第\s*{NUMERAL}\s*条(?:\s*之\s*(?:{SUB_NUMBER}))?)*)"
)
_PARTS = re.compile(_PART)
_MORE_NUMBERS = re.compile(rf"(?:(?:第\s*)?({NUMERAL})\s*条?)?(?:\s*之\s*({SUB_NUMBER}))?")
# the 法 that ends a name written right before an article number: where an abbreviated name (个保法) may end
_NAME_END_BEFORE_ARTICLE = re.compile(rf"法(?=\s*(?:第|\d|[{CHINESE_NUMERAL_CHARS}]+\s*条))")
_CJK = re.compile(r"[\u4e00-\u9fff]+")
# abbreviations are 3 characters or more: a two-character name (刑法, 民法) is either a law's own or ambiguous
_ABBREVIATION_LENGTHS = range(8, 2, -1)
_QUOTED_LAW = re.compile(r"《([^》]{2,60})》")
# where the name of a regulation or interpretation written without 《》 ends: right before an article, its edition or
# part in brackets between ('工伤保险条例第三十七条', '…若干问题的解释（2022修正） 第十六条')
_REGULATION_END = re.compile(rf"(?:{REGULATION_KINDS})(?:[（(][^（()）\s]{{1,12}}[)）])?(?=\s*第)")
_EDITION = re.compile(r"[（(][^（()）\s]{1,12}[)）]$")
_NAME_RUN = re.compile(rf"[{REGULATION_NAME_CHARS}]{{1,80}}$")
# what may stand before a name in the same run of characters: an article named earlier (a name holds none), words that
# lead up to a name ('请问', '按照', '关于工伤保险条例…', '适用…条例') and a conjunction
_BEFORE_A_REGULATION = re.compile(
    rf"^.*(?:{ARTICLE_NUMBER}(?:{_PART})*|请问|想问|问下|问一下|想知道|咨询|按照|依照|根据|依据|参照|违反|关于|(?<!法)适用)"
)
_LEADING_CONJUNCTION = re.compile(r"^[和及与或跟]")
# a title '[issuer]关于…的<kind>' ('最高人民法院关于审理人身损害赔偿案件适用法律若干问题的解释'): its 关于 and 适用 are
# part of the name, not words leading up to it; the issuer before it stays
_TITLE = re.compile(rf"关于.+的.{{0,8}}(?:{REGULATION_KINDS})$")
# no name: the document the text itself is, or one named before ('本条例', '上述规定', '相关规定'), and what a law
# provides ('劳动法规定第四十四条')
_NOT_A_NAME = re.compile(
    rf"^(?:本|该|此|其|上述|前述|下列|以下|相关|有关|前款|这些?|那些?)|[本该此](?:{REGULATION_KINDS})$|法规定$"
)
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
    """Maps written law names (full, without 中华人民共和国, or abbreviated) to corpus names, longest match first.

    `abbreviation_targets`: the laws an abbreviated name may stand for (the laws in force); all `names` if None,
    none if empty.
    """

    def __init__(self, names: list[str], abbreviation_targets: Iterable[str] | None = None):
        self._canonical: dict[str, str] = {}
        for name in sorted(set(names), key=len):
            self._canonical.setdefault(name, name)
            self._canonical.setdefault(short_name(name), name)
        alternation = "|".join(re.escape(a) for a in sorted(self._canonical, key=len, reverse=True) if len(a) >= 2)
        self._pattern = re.compile(alternation) if alternation else None
        targets = names if abbreviation_targets is None else abbreviation_targets
        self._titles = {short_name(n): n for n in targets if short_name(n).endswith("法")}
        # every title an abbreviation could be read in, repealed ones too: 环保法 fits 环境保护法 (repealed) as well as
        # 环境保护税法 (in force), so it is ambiguous, not the tax law
        self._all_titles = {short_name(n) for n in names if short_name(n).endswith("法")} | set(self._titles)

    def canonical(self, written: str) -> str | None:
        """The corpus name of a written name: exact (with or without 中华人民共和国), else as an abbreviation."""
        return self.exact(written) or self.abbreviated(written)

    def exact(self, written: str) -> str | None:
        written = written.strip()
        return self._canonical.get(written) or self._canonical.get(short_name(written))

    def abbreviated(self, written: str) -> str | None:
        """The law an abbreviated name stands for: 消保法 -> 消费者权益保护法, 个保法 -> 个人信息保护法, 刑诉法 ->
        刑事诉讼法. Lawyers shorten a title by keeping some of its characters in order, the first one and 法 at
        the end; so the name must be read that way in exactly one title of the corpus, and that law must be a
        target. None when it fits none, or more than one (个人法: 个人信息保护法 and 个人所得税法 alike; 环保法: the
        repealed 环境保护法 too), when it ends another title (安全法: 网络安全法, 数据安全法…), or when it is a name
        of its own."""
        written = short_name(written.strip())
        if len(written) < min(_ABBREVIATION_LENGTHS) or not written.endswith("法") or written in self._canonical:
            return None
        if any(title.endswith(written) for title in self._all_titles):
            return None
        matches = {
            title for title in self._all_titles
            if len(title) > len(written) and title[0] == written[0] and _in_order(written[1:-1], title[1:-1])
        }
        return self._titles.get(matches.pop()) if len(matches) == 1 else None

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
        """Every (law, article) the text names, in order of appearance, duplicates removed: of a law known by
        name or abbreviation, of any quoted name, and of a regulation or interpretation named plainly, known or not."""
        found: list[Reference] = []
        spans: list[tuple[int, int, str]] = []
        for match in _QUOTED_LAW.finditer(text):
            spans.append((match.start(), match.end(), match.group(1)))
        if self._pattern is not None:
            covered = [(s, e) for s, e, _ in spans]
            for match in self._pattern.finditer(text):
                if not any(s <= match.start() < e for s, e in covered):
                    spans.append((match.start(), match.end(), match.group(0)))
        spans.extend(self._abbreviated_spans(text, [(s, e) for s, e, _ in spans]))
        named_ends = {e for _, e, _ in spans}
        # a regulation the corpus does not know, named without 《》; one that ends where a known name does is that one
        spans.extend(span for span in _regulation_spans(text) if span[1] not in named_ends)
        for start, end, written in sorted(spans):
            for ref in _articles_after(text, start, end, written):
                if all((r.law, r.article, r.sub) != (ref.law, ref.article, ref.sub) for r in found):
                    found.append(ref)
        return found

    def _abbreviated_spans(self, text: str, covered: list[tuple[int, int]]) -> list[tuple[int, int, str]]:
        """Unquoted abbreviated names right before an article number ('依个保法第四十七条'): the longest run of
        characters ending in that 法 that reads as an abbreviation."""
        spans = []
        for match in _NAME_END_BEFORE_ARTICLE.finditer(text):
            end = match.end()
            if any(s <= match.start() < e for s, e in covered):
                continue
            for length in _ABBREVIATION_LENGTHS:
                start = end - length
                if start >= 0 and _CJK.fullmatch(text[start:end]) and self.abbreviated(text[start:end]):
                    spans.append((start, end, text[start:end]))
                    break
        return spans


def _regulation_spans(text: str) -> list[tuple[int, int, str]]:
    """(start, end, name) of each regulation or interpretation named without 《》 right before an article
    ('请问工伤保险条例第三十七条' -> 工伤保险条例; '根据最高人民法院关于审理劳动争议案件适用法律问题的解释（一）第三十二条'
    -> the interpretation from 最高人民法院 on, its part （一） included)."""
    spans = []
    for end_match in _REGULATION_END.finditer(text):
        end = end_match.end()
        run = _NAME_RUN.search(text, max(0, end_match.start() - 80), end_match.start())
        if run is None:
            continue
        region = run.group(0) + end_match.group(0)
        title = max((m.start() for m in re.finditer("关于", region) if _TITLE.search(_EDITION.sub("", region[m.start():]))),
                    default=len(region))
        head = _LEADING_CONJUNCTION.sub("", _BEFORE_A_REGULATION.sub("", region[:title]))
        name = head + region[title:]
        bare = _EDITION.sub("", name)
        if REGULATION_NAME.fullmatch(bare) and not _NOT_A_NAME.search(bare):
            spans.append((end - len(name), end, name))
    return spans


def _in_order(short: str, long: str) -> bool:
    """Every character of `short` occurs in `long`, in this order."""
    rest = iter(long)
    return all(char in rest for char in short)


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
    number = None
    more = [m.groups() for m in _MORE_NUMBERS.finditer(_PARTS.sub("", after.group(4) or "")) if m.group(0)]
    for written_number, written_sub in [(after.group(1), after.group(3))] + more:
        try:
            # a bare 之二 after 第二百八十七条之一 is another article inserted after the same one
            number = chinese_to_int(written_number) if written_number else number
            sub = chinese_to_int(written_sub) if written_sub else 0
        except ValueError:
            continue
        if number is None or (written_sub and sub == 0):  # 之〇 / 之零 names no article: not 第N条 itself
            continue
        refs.append(Reference(written, number, (start, end + after.end()), sub))
    return refs


def _bare_number_ok(text: str, pos: int) -> bool:
    """'劳动合同法 47' is a reference; '刑法 3年' or '民法典2020年' is not."""
    rest = text[pos : pos + 1]
    return rest == "" or not re.match(r"[年月日天岁元万个人次号倍%]", rest)
