"""The readers both the work-injury and the traffic extractors share: the disability grade and the words of a
death; and the LLM field hints read from the loaded Reference."""

from __future__ import annotations

import pytest
import shutil
from pathlib import Path

from backend.compensation.engine import compensate_params
from backend.compensation.extract import extract_traffic, extract_work_injury
from backend.compensation.extract.common import DEATH_WORDS, KILLED_WORDS, death_told, disability_grade
from backend.compensation.llm_extract import build_messages, llm_fill
from backend.compensation.params import EconomicParams, TrafficParams
from backend.compensation.reference import Reference, SHIPPED_DATA_DIR, get_reference


@pytest.mark.parametrize(
    ("text", "grade"),
    [
        ("评了九级伤残", 9),
        ("伤残等级为八级", 8),
        ("劳动能力鉴定7级", 7),
        ("捌级伤残", 8),  # the numerals of financial documents
        ("鉴定为陸级伤残", 6),  # their traditional forms, read with the money reader's one table
        ("在三级医院治疗，后来评了十级", 10),  # a hospital's grade is no disability grade
        ("他是二级建造师", None),
    ],
)
def test_one_grade_reader(text: str, grade: int | None) -> None:
    assert disability_grade(text) == grade


def test_both_extractors_read_the_grade_alike_and_refuse_one_off_the_scale() -> None:
    # 人体损伤致残程度分级 and the work-injury standard both end at 十级: '十一级' is refused, never read as 一级
    for question in ("被车撞了，评了捌级伤残，对方全责", "工伤评了捌级伤残"):
        grade = (extract_traffic(question, get_reference()).disability_grade if "车" in question else extract_work_injury(question).grade)
        assert grade == 8
    with pytest.raises(ValueError, match="一级至十级"):
        extract_traffic("被车撞了，评了十一级伤残，对方全责", get_reference())


@pytest.mark.parametrize(
    ("text", "died"),
    [
        ("被车撞死了", True),
        ("当场死亡", True),
        ("抢救无效", True),
        ("差点被车撞死", False),
        ("险些丧生", False),
        ("吓死了", False),
        ("死亡赔偿金多少", False),  # an item's name, no death
        ("医院说不治疗了", False),
    ],
)
def test_one_death_word_list(text: str, died: bool) -> None:
    assert death_told(text, rf"{DEATH_WORDS}|{KILLED_WORDS}") is died


def test_a_near_miss_is_no_work_death() -> None:
    assert extract_work_injury("我在工地差点被砸死，工伤九级，本人工资5000，能拿多少？").death is None


def test_llm_hints_name_the_reasons_of_the_loaded_reference(tmp_path: Path) -> None:
    # an operator's labour.yaml (LEXLOOP_COMPENSATION_DATA_DIR) is the one the calculator uses: the model is
    # offered its reasons, not the shipped file's
    for name in ("traffic.yaml", "work_injury.yaml", "statistics.yaml"):
        shutil.copy(SHIPPED_DATA_DIR / name, tmp_path / name)
    labour = (SHIPPED_DATA_DIR / "labour.yaml").read_text(encoding="utf-8")
    assert "\n  illegal:" in labour
    (tmp_path / "labour.yaml").write_text(labour.replace("\n  illegal:", "\n  illegal_by_operator:", 1), encoding="utf-8")
    prompt = build_messages("公司把我辞退了", "economic", Reference(tmp_path))[1]["content"]
    assert "illegal_by_operator" in prompt


class _Reply:
    def __init__(self, reply: str) -> None:
        self.reply = reply

    def generate(self, messages: list[dict], max_new_tokens: int) -> str:
        return self.reply


@pytest.mark.parametrize(("age", "kept"), [(95, True), (131, False)])
def test_one_age_limit_for_the_model_and_the_calculator(age: int, kept: bool) -> None:
    params = TrafficParams()
    filled, rejected = llm_fill(params, "我爸被车撞死了", "traffic", _Reply(f'{{"victim_age": {age}}}'))
    assert (filled, rejected) == ((["victim_age"], []) if kept else ([], ["victim_age"]))


def test_the_calculator_refuses_an_age_beyond_the_same_limit() -> None:
    with pytest.raises(ValueError, match="年龄不合理"):
        compensate_params(
            "traffic",
            {"accident_date": "2025-03-01", "liability": "全部责任", "victim_died": True, "victim_age": 131,
             "local_disposable_income": 50000, "targets": ["compulsory"]},
        )


def test_the_money_reader_takes_capital_numerals_and_the_yuan_sign():
    # one reader for every caller: 人民币肆仟元 is 4000 (it read 1000 from 仟元), ￥3000 is 3000
    from backend.compensation.money import find_money, parse_money

    assert [int(m.value) for m in find_money("人民币肆仟元，共计壹万贰仟元，另￥3000")] == [4000, 12000, 3000]
    assert parse_money("肆仟元") == 4000


def test_the_model_may_say_whether_the_contract_ended() -> None:
    assert '"contract_ended"' in build_messages("我还在职，经济补偿多少", "economic")[1]["content"]
    params = EconomicParams()
    assert llm_fill(params, "我还在职，经济补偿多少", "economic", _Reply('{"contract_ended": false}')) == (["contract_ended"], [])
    assert params.contract_ended is False


def test_the_models_still_in_the_job_against_an_ending_is_dropped() -> None:
    # a worker still in the job has no ground of an ending: the calculator would refuse the two together, so the
    # model's part of the contradiction goes, and what the rules read stays
    params = EconomicParams(termination_reason="layoff_41")
    assert llm_fill(params, "公司裁员", "economic", _Reply('{"contract_ended": false}')) == ([], ["contract_ended"])
    assert (params.contract_ended, params.termination_reason) == (None, "layoff_41")
    both = EconomicParams()
    reply = _Reply('{"contract_ended": false, "end_date": "2025-03-31"}')
    assert llm_fill(both, "离职了", "economic", reply) == ([], ["contract_ended", "end_date"])
