"""Places of the PRC for both engines: the provinces, which province each city lies in (regions.yaml, one table), and
one reader of the places a text names as where something is (not a road, a shop, a hometown or a residence of that
name). Compensation takes the region of the work or the accident from it, sentencing the province of the act."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

SHIPPED_REGIONS = Path(__file__).parent / "regions.yaml"

# the endings of a place's name ('广西壮族自治区', '深圳市'), longest first
PLACE_SUFFIXES = ("壮族自治区", "回族自治区", "维吾尔自治区", "特别行政区", "自治区", "省", "市")
_SUFFIX = "|".join(PLACE_SUFFIXES)


def bare_place(name: str) -> str:
    """A place's name without 省/市/自治区: how regions.yaml names it ('深圳市' -> '深圳'; '沙市' stays)."""
    name = name.strip()
    for suffix in PLACE_SUFFIXES:
        if name.endswith(suffix) and len(name) > len(suffix) + 1:
            return name.removesuffix(suffix)
    return name


# places named as where something else is: a person's origin — a hometown, a birthplace, a household registration
# ('老家湖南', '户口在河南', '出生在四川', '户籍地浙江省温州市') —, a residence ('家住廊坊', '（住杭州市西湖区）'), where someone
# came from ('从湖南来深圳打工', '从浙江来到上海') or fled to ('潜逃至温州'); blanked before reading (elsewhere_blanked)
_TOLD_AS = r"[：:为系是在于]?[^，,。；;）)]{0,30}"
_ORIGIN = re.compile(rf"(?:老家|家乡|故乡|籍贯|原籍|祖籍|户籍(?:所在)?地?|户口(?:所在地)?|出生地?|生于){_TOLD_AS}")
_ELSEWHERE = re.compile(
    rf"{_ORIGIN.pattern}|(?:(?<!大)家住|(?<!大)家在|住所地?|住址|现住址?|暂住地?|居住地?|(?<=[，,（(])住(?!院)){_TOLD_AS}"
    r"|从[^，,。；;]{1,10}?(?=来|到|去|赶到|前往)"
    r"|(?:逃往|逃至|逃到|逃回|潜逃(?:至|到|往)?|外逃(?:至|到)?)[^，,。；;]{0,20}"
)
# what follows a place's name when the name is a person's origin ('湖南人', '四川籍', '河南口音', '湖南省人'), also
# through the smaller places named after it ('湖南省衡阳市人', '湖南省衡阳县籍': the province is the origin too, not where
# anything is; '衡阳市人民检察院' is no origin); or, for a bare name, a road, a park, a school, a shop of that name found
# in any city ('中山路', '四川北路', '湖南米粉店', '兰州拉面', '北京时间'; '台州市路桥区', '哈尔滨市道里区' are districts)
_ORIGIN_AFTER = re.compile(r"(?:[\u4e00-\u9fff]{0,6}?(?:市|县|区|州|旗|盟|镇|乡))*(?:人(?!民|社|大|口|多)|籍|户口|口音|老乡)")
_NAMED_AFTER_IT = re.compile(
    r"时间|[东南西北中]?(?:路|街|大街|大道|巷)|道(?!路)|公园|广场|大学|学院|医院|银行"
    r"|米粉|米线|拉面|面馆|菜|店|饭馆|饭店|酒店|餐馆|餐厅|小吃|火锅|大厦|商城|商场|会馆"
)
# a bare name is read as the place after a word of place ('在深圳上班', '到广州打工', '于上海', '省杭州'), after its
# province ('广东深圳', '浙江省杭州'), alone in brackets ('（深圳）') or before words of a workplace there ('深圳这边',
# '杭州的一家公司'): a bare name may be a road's, a school's or a shop's
_PLACE_WORD_BEFORE = re.compile(r"[在于到赴至往来去省]$")
_PLACE_WORDS_AFTER = re.compile(r"这边|那边|当地|本地|一家|某|的(?:一家|公司|厂|工厂|单位|工地|企业)")
# the words that decide (a province and its suffix before, a road's 东路 after) lie this close to the name
_AROUND = 16


@dataclass(frozen=True)
class PlaceNamed:
    name: str  # as regions.yaml names it (no 省/市)
    start: int
    suffix: str  # the 省/市/自治区 written after it, or ''
    told: bool  # with its suffix, or a bare name where the words around it make it a place (above)
    names_something_else: bool  # followed by the words of a person's origin, or bare by a road's or a shop's


class Places:
    """regions.yaml, validated once: a city listed twice, or a full name for a region it does not list, is refused."""

    def __init__(self, regions: Any, where: str = "regions.yaml") -> None:
        if not isinstance(regions, dict) or not isinstance(regions.get("cities_by_province"), dict):
            raise ValueError(f"{where}: expected cities_by_province, a mapping of each province to its cities")
        province_of: dict[str, str] = {}
        for province, cities in regions["cities_by_province"].items():
            if str(province) in province_of:
                raise ValueError(f"{where}: {province} is listed twice")
            province_of[str(province)] = str(province)
            for city in cities or []:
                if str(city) in province_of:
                    raise ValueError(f"{where}: {city} is listed twice")
                province_of[str(city)] = str(province)
        self.province_of = province_of
        self.provinces = tuple(str(province) for province in regions["cities_by_province"])
        self._full_names = {str(name): str(full) for name, full in (regions.get("full_names") or {}).items()}
        unknown = set(self._full_names) - set(self.provinces)
        if unknown:
            raise ValueError(f"{where}: full_names names regions it does not list: {sorted(unknown)}")
        names = "|".join(map(re.escape, sorted(province_of, key=len, reverse=True)))
        self._pattern = re.compile(rf"(?P<name>{names})(?P<suffix>{_SUFFIX})?")
        # extraction and the several-places note of one request read the same text: it is read once
        self.named = lru_cache(maxsize=64)(self._named)

    @classmethod
    def load(cls, path: Path = SHIPPED_REGIONS) -> Places:
        with path.open(encoding="utf-8") as handle:
            return cls(yaml.safe_load(handle), str(path))

    def is_city(self, name: str) -> bool:
        return self.province_of.get(name, name) != name

    def full_name(self, place: str) -> str:
        """How a message names a place: '广东省', '上海市', a city with its province '深圳（广东省）'."""
        province = self.province_of[place]
        province_name = self._full_names.get(province, f"{province}省")
        return f"{place}（{province_name}）" if place != province else province_name

    def mentions(self, text: str) -> list[PlaceNamed]:
        """Every name of a place in `text`, in order, with what the words around it say of it."""
        found_all = []
        for found in self._pattern.finditer(text):
            before = text[max(0, found.start() - _AROUND) : found.start()]
            after = text[found.end() : found.end() + _AROUND]
            suffix = found.group("suffix") or ""
            bracketed = before.endswith(("（", "(")) and after.startswith(("）", ")"))
            after_province = re.sub(rf"(?:{_SUFFIX})$", "", before).endswith(self.provinces)
            told = bool(
                suffix or bracketed or after_province
                or _PLACE_WORD_BEFORE.search(before) or _PLACE_WORDS_AFTER.match(after)
            )
            something_else = _ORIGIN_AFTER.match(after) or (not suffix and _NAMED_AFTER_IT.match(after))
            found_all.append(PlaceNamed(found.group("name"), found.start(), suffix, told, bool(something_else)))
        return found_all

    def _named(self, text: str) -> tuple[str, ...]:
        """Every place `text` names as where something is (`named`, cached), in the order named, each once: what is
        named as where something else is blanked (elsewhere_blanked), a name told as a place (PlaceNamed.told) and
        not as a road's, a shop's or a person's origin."""
        return tuple(dict.fromkeys(
            mention.name for mention in self.mentions(elsewhere_blanked(text))
            if mention.told and not mention.names_something_else
        ))


def elsewhere_blanked(text: str, origins_only: bool = False) -> str:
    """`text` with the places named as where something else is (_ELSEWHERE: a hometown, a residence, an origin, a
    flight) blanked, same length; origins_only: only a person's origin (_ORIGIN), never where anything of a case is,
    where a residence may be ('家住温州…在其住处附近盗窃')."""
    return (_ORIGIN if origins_only else _ELSEWHERE).sub(lambda found: "＊" * len(found.group()), text)


@lru_cache(maxsize=1)
def default_places() -> Places:
    """The shipped regions.yaml, loaded once."""
    return Places.load()
