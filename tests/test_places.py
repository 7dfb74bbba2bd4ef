"""One place table and one place reader for both engines (backend/places): a city listed twice is refused, a road, a
shop, a hometown or a residence of a place's name is not the place, and sentencing's threshold areas are looked up
after the shared table. Expected values by hand."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from backend.compensation.reference import Reference
from backend.places import SHIPPED_REGIONS, Places, default_places, elsewhere_blanked
from backend.sentencing.engine import detect_province, normalize_province
from backend.sentencing.knowledge import DATA_DIR, KnowledgeError, default_knowledge, load_knowledge

PLACES = default_places()


def test_a_city_listed_under_two_provinces_is_refused() -> None:
    with pytest.raises(ValueError, match="苏州 is listed twice"):
        Places({"cities_by_province": {"江苏": ["苏州"], "浙江": ["杭州", "苏州"]}})


def test_a_full_name_for_a_region_not_listed_is_refused() -> None:
    with pytest.raises(ValueError, match="full_names names regions it does not list"):
        Places({"cities_by_province": {"江苏": ["苏州"]}, "full_names": {"火星": "火星自治区"}})


def test_a_place_is_named_with_its_province_in_full() -> None:
    assert PLACES.full_name("深圳") == "深圳（广东省）"
    assert PLACES.full_name("广西") == "广西壮族自治区"
    assert PLACES.full_name("上海") == "上海市"
    assert PLACES.full_name("昆山") == "昆山（江苏省）"


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("我们公司在宁波，做了四年", ("宁波",)),
        ("湖北省武汉市某物流公司的司机", ("湖北", "武汉")),
        ("单位在（佛山）那边", ("佛山",)),
        ("厦门这边的一个工地", ("厦门",)),
        # a road, a shop, a bank, a person's origin of that name
        ("门店开在南京东路上", ()),
        ("在兰州拉面馆旁边的沙县小吃店打工", ()),
        ("她是重庆人，在中国银行上班", ()),
        # a hometown, a birthplace, a residence, where someone came from
        ("老家安徽，现在在苏州打工", ("苏州",)),
        ("户籍地河南省，在郑州上班", ("郑州",)),
        ("从江西来到厦门打工", ("厦门",)),
        # 住院 is no residence: the hospital stay's place is named
        ("车祸后，住院在长沙治疗", ("长沙",)),
    ],
)
def test_the_places_a_text_names_as_where_something_is(text: str, named: tuple[str, ...]) -> None:
    assert PLACES.named(text) == named


def test_both_engines_read_the_one_table() -> None:
    # 昆山 is a county-level city that only the shared table lists
    assert Reference().places().province_of["昆山"] == "江苏"
    knowledge = default_knowledge()
    assert detect_province("被告人王某在昆山一超市内窃取他人手机一部。", knowledge) == "江苏"
    assert normalize_province("昆山市", knowledge) == "江苏"


def test_sentencings_threshold_area_of_a_city_comes_before_its_province() -> None:
    knowledge = default_knowledge()
    assert normalize_province("东莞", knowledge) == "广东一类地区"
    assert normalize_province("韶关市", knowledge) == "广东"
    assert detect_province("被告人李某在深圳市南山区一小区内盗窃。", knowledge) == "广东一类地区"


@pytest.mark.parametrize(
    ("fact", "area"),
    [
        # the procuratorate opens the fact: the first place named with its suffix, not a later city
        ("北京市海淀区人民检察院指控，被告人赵某谎称能在石家庄市办理落户，骗取被害人钱款五万元。", "北京"),
        ("江苏省昆山市人民检察院指控，被告人钱某在东莞市一工厂内窃取电缆。", "江苏"),
        # a city of the province named after it gives the area
        ("广东省深圳市福田区人民检察院指控，被告人孙某窃取手机一部。", "广东一类地区"),
        # a district after 市 is no road: '台州市路桥区'
        ("台州市路桥区人民检察院指控，被告人周某在路桥区某小区盗窃电动车一辆。", "浙江"),
        # a person's origin is not the place of the act
        ("公诉机关指控，被告人吴某在本市某小区内向陈某（男，30岁，河南省人）出售假药。", None),
    ],
)
def test_sentencing_reads_the_place_of_the_act(fact: str, area: str | None) -> None:
    assert detect_province(fact, default_knowledge()) == area


def test_a_threshold_area_for_a_place_the_table_does_not_list_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "sentencing"
    shutil.copytree(DATA_DIR, folder)
    thresholds = folder / "thresholds.yaml"
    text = thresholds.read_text(encoding="utf-8")
    assert "  东莞: 广东一类地区\n" in text
    thresholds.write_text(text.replace("  东莞: 广东一类地区\n", "  东莞: 广东一类地区\n  火星: 广东一类地区\n"), encoding="utf-8")
    with pytest.raises(KnowledgeError, match="火星"):
        load_knowledge(folder)


def test_the_shipped_table_is_the_one_yaml() -> None:
    assert Places.load(SHIPPED_REGIONS).province_of == PLACES.province_of


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # an origin told through the smaller places after the province: neither is where anything is
        ("我是湖南省衡阳市人，在深圳市一家工厂上班。", ("深圳",)),
        ("我是湖南省衡阳县人，在深圳市一家工厂上班。", ("深圳",)),
        # a court or a people's congress of the city is no origin
        ("衡阳市人民法院判决后，我在深圳市上班。", ("衡阳", "深圳")),
        ("我在北京市朝阳区人大工作。", ("北京",)),
    ],
)
def test_an_origin_told_through_its_smaller_places_is_no_place(text: str, named: tuple[str, ...]) -> None:
    assert PLACES.named(text) == named


def test_only_an_origin_is_blanked_where_a_residence_may_still_be_the_place() -> None:
    text = "户籍地湖南省衡阳市，住广州市天河区"
    assert "衡阳" not in elsewhere_blanked(text, origins_only=True)
    assert "广州" in elsewhere_blanked(text, origins_only=True)
    assert "广州" not in elsewhere_blanked(text)
