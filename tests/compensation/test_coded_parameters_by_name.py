"""A coded compensation parameter (a termination reason, a care level, the items asked) has a Chinese name for each of
its codes, and the parameters read it by its code or its name alike: a layperson types the name the page shows, a
program sends the code. A name that is neither is refused with the names listed, not kept for an engine to refuse in
codes or to pass over."""

from __future__ import annotations

import re

import pytest

from backend.compensation import compensate
from backend.compensation.param_labels import _data, code_names, coded_fields
from backend.compensation.params import Dependant, EconomicParams, params_from_dict
from backend.compensation.reference import get_reference

ECONOMIC = "张某2016年3月1日入职，2021年8月31日公司提出协商一致解除劳动合同，张某解除前12个月平均工资9000元。公司应支付多少经济补偿？"
NURSING = "老王在工地干活摔伤，已认定工伤，鉴定为二级伤残，生活完全不能自理，本人工资6000元，当地上年度职工月平均工资7000元，每月生活护理费多少？"


def test_every_code_of_every_coded_parameter_has_a_name():
    written = _data()["code_names"]
    unnamed = {
        f"{cls.__name__}.{key}": sorted(set(codes) - set(given) - set(written.get(cls.__name__, {}).get(key, {})))
        for cls, fields in coded_fields(get_reference()).items() for key, (codes, given) in fields.items()
    }
    assert {field: codes for field, codes in unnamed.items() if codes} == {}


def test_every_written_name_names_a_code_of_a_coded_parameter():
    coded = {cls.__name__: fields for cls, fields in coded_fields(get_reference()).items()}
    stray = {
        f"{name}.{key}": sorted(set(names) - set(coded.get(name, {}).get(key, ((), {}))[0]))
        for name, fields in _data()["code_names"].items() for key, names in fields.items()
    }
    assert {field: codes for field, codes in stray.items() if codes} == {}


def test_a_name_tells_one_code_apart_and_a_list_of_names_can_be_parted():
    for cls, fields in coded_fields(get_reference()).items():
        for key, names in code_names(cls).items():
            assert len(set(names.values())) == len(names), (cls.__name__, key)
            # a name that is another code of the field would read as that code
            assert all(name == code or name not in names for code, name in names.items()), (cls.__name__, key)
    # the page shows a list of codes as their names joined by 、 and parts what is typed by 、，or ,
    for cls in coded_fields(get_reference()):
        names = code_names(cls).get("targets", {})
        assert not [name for name in names.values() if re.search(r"[、，,]", name)], cls.__name__


def test_a_coded_parameter_is_read_from_its_name_or_its_code_alike():
    by_name = params_from_dict("economic", {"termination_reason": " 用人单位提出、协商一致解除 ",
                                            "targets": ["经济补偿", "代通知金（额外支付的一个月工资）"]})
    by_code = params_from_dict("economic", {"termination_reason": "mutual_by_employer",
                                            "targets": ["economic_compensation", "notice_pay"]})
    assert by_name == by_code
    assert by_name.termination_reason == "mutual_by_employer"
    assert by_name.targets == ["economic_compensation", "notice_pay"]
    # in the items of a list too
    injury = params_from_dict("work_injury", {"care_level": "生活完全不能自理", "payer": "工伤保险基金",
                                              "employment_ended_by": "协商一致解除",
                                              "dependants": [{"relation": "配偶"}, {"relation": "other"}]})
    assert (injury.care_level, injury.payer, injury.employment_ended_by) == ("full", "fund", "mutual")
    assert [dependant.relation for dependant in injury.dependants] == ["spouse", "other"]
    assert params_from_dict("personal_injury", {"cause": "饲养的动物", "victim_capacity": "完全民事行为能力（成年）"}
                            ).cause == "animal"
    assert params_from_dict("traffic", {"liability": "主要责任", "targets": ["交强险赔付"]}).targets == ["compulsory"]


@pytest.mark.parametrize("scenario, given, said", [
    ("economic", {"termination_reason": "被炒了"}, "termination_reason「解除/终止原因」应填以下之一：用人单位提出、协商一致解除；"),
    ("economic", {"targets": ["经济补偿", "赔偿"]}, "代通知金（额外支付的一个月工资）；"),
    ("work_injury", {"dependants": [{"relation": "老婆"}]}, "dependants[0].relation「与工亡职工的关系（配偶或其他亲属）」应填以下之一：配偶；其他亲属"),
    ("traffic", {"liability": "全责"}, "应填以下之一：全部责任；主要责任；同等责任；次要责任；无责任；有责任"),
    ("personal_injury", {"cause": "狗咬的"}, "饲养的动物；经营场所、公共场所；"),
])
def test_an_unknown_name_is_refused_with_the_names_it_may_be(scenario, given, said):
    with pytest.raises(ValueError) as refused:
        params_from_dict(scenario, given)
    assert said in str(refused.value) and "收到" in str(refused.value)


def test_the_calculation_from_a_name_is_the_calculation_from_its_code():
    illegal = compensate(ECONOMIC, {"termination_reason": "illegal", "targets": ["damages"]})
    named = compensate(ECONOMIC, {"termination_reason": "用人单位违法解除或终止", "targets": ["违法解除（终止）劳动合同赔偿金"]})
    assert named["amount"] == illegal["amount"] == 108000  # 2 × 6 months × 9000 (劳动合同法 第八十七条)
    assert (named["params"]["termination_reason"], named["params"]["targets"]) == ("illegal", ["damages"])
    # 生活部分不能自理: 30% of the local average monthly wage 7000 (work_injury.yaml nursing_care rates, 工伤保险条例 第三十四条)
    assert compensate(NURSING, {"care_level": "生活部分不能自理"})["amount"] == 2100
    assert compensate(NURSING, {"care_level": "partial"})["amount"] == 2100


def test_each_class_names_the_codes_of_its_own_coded_fields():
    assert set(code_names(EconomicParams)) == {"termination_reason", "supposed_ending", "targets"}
    assert code_names(Dependant) == {"relation": {"spouse": "配偶", "other": "其他亲属"}}
