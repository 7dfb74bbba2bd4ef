"""Batch inputs and outputs an operator gets wrong, and settings out of range: one `error:` line or one rejected
line, never a traceback (README, "Command-line contract")."""

import json
import math
from pathlib import Path

import pytest

from backend.cli import main
from backend.config import get_settings
from backend.jsonl import OutputError, process_jsonl


def _echo(record: dict) -> dict:
    return {"echo": record.get("value")}


def _run(tmp_path: Path, lines: list[str], handle=_echo) -> tuple[list[dict], int, int]:
    source = tmp_path / "in.jsonl"
    source.write_text("\n".join(lines) + "\n", encoding="utf-8")
    output = tmp_path / "out.jsonl"
    written, rejected = process_jsonl(source, output, handle)
    return [json.loads(line) for line in output.read_text(encoding="utf-8").splitlines()], written, rejected


@pytest.fixture
def settings_env(monkeypatch):
    """get_settings() re-read under the test's environment, and cleared again after it."""
    get_settings.cache_clear()
    yield monkeypatch
    get_settings.cache_clear()


def test_ids_that_cannot_be_echoed_or_joined_on_are_rejected_per_line(tmp_path, capsys):
    lines = ['{"id": null}', '{"id": {"a": 1}}', '{"id": [1]}', '{"id": NaN}', '{"id": Infinity}', '{"id": true}',
             '{"id": ""}', '{"id": "a", "value": 1}', '{"id": 2.5}', '{"id": "a", "value": 2}', '{"id": 7}']
    out, written, rejected = _run(tmp_path, lines)
    assert [row["id"] for row in out] == ["a", 2.5, 7] and out[0]["echo"] == 1
    assert (written, rejected) == (3, 8)
    err = capsys.readouterr().err
    for line_no in range(1, 8):
        assert f"in.jsonl:{line_no}: id: 应为非空的文字或有限的数字，不是 " in err
    assert "in.jsonl:1: id: 应为非空的文字或有限的数字，不是 null" in err
    assert 'in.jsonl:10: id "a" 重复（第 8 行已有）' in err


def test_a_line_nested_too_deeply_to_read_is_one_rejected_line(tmp_path, capsys):
    # 10,000 nested lists end Python's JSON parser in a RecursionError: that was a traceback and the end of the batch
    out, written, rejected = _run(tmp_path, ["[" * 10_000 + "]" * 10_000, '{"id": 2, "value": 1}'])
    assert (out, written, rejected) == ([{"id": 2, "echo": 1, "latency_ms": out[0]["latency_ms"]}], 1, 1)
    assert "in.jsonl:1: JSON 嵌套层数过多，无法读取：一行只需几层，请去掉多余的嵌套" in capsys.readouterr().err


def test_the_output_is_strict_json_even_when_a_result_is_not_finite(tmp_path, capsys):
    out, written, rejected = _run(tmp_path, ['{"id": 1, "value": 1}', '{"id": 2, "value": 2}'],
                                  lambda record: {"score": math.nan if record["value"] == 1 else 0.5})
    assert [row["id"] for row in out] == [2] and rejected == 1
    assert "in.jsonl:1: 结果中有非有限的数字（NaN 或 Infinity），无法写成 JSON" in capsys.readouterr().err
    assert "NaN" not in (tmp_path / "out.jsonl").read_text(encoding="utf-8")


def test_a_byte_order_mark_is_not_part_of_the_first_line(tmp_path):
    source = tmp_path / "in.jsonl"
    source.write_bytes(b'\xef\xbb\xbf{"id": "a", "value": 1}\r\n{"id": "b", "value": 2}\r\n')
    written, rejected = process_jsonl(source, tmp_path / "out.jsonl", _echo)
    assert (written, rejected) == (2, 0)


@pytest.mark.parametrize("output", ["/dev/full", "/proc/lexloop-test.jsonl"])
def test_an_output_the_system_refuses_is_an_output_error(tmp_path, output):
    if not Path(output).exists() and not (output.startswith("/proc/") and Path("/proc").is_dir()):
        pytest.skip(f"{output} is Linux-only")
    source = tmp_path / "in.jsonl"
    source.write_text('{"id": 1}\n', encoding="utf-8")
    with pytest.raises(OutputError, match=f"无法写入 {output}："):
        process_jsonl(source, Path(output), _echo)


def test_an_unwritable_output_is_one_error_line_and_exit_2(tmp_path, settings_env, capsys):
    settings_env.setenv("LEXLOOP_DATA_DIR", str(tmp_path / "data"))
    source = tmp_path / "in.jsonl"
    source.write_text(json.dumps({"id": 1, "question": "月薪8000元，工作3年，被违法解除，赔偿多少？"}, ensure_ascii=False),
                      encoding="utf-8")
    outputs = [o for o in ("/dev/full", "/proc/lexloop-test.jsonl") if Path(o).exists() or Path(o).parent.is_dir()]
    for output in outputs:
        assert main(["compensate", "--input", str(source), "--output", output]) == 2
    err = capsys.readouterr().err
    assert err.count("error: 无法写入 ") == len(outputs) and "Traceback" not in err


def test_a_batch_longer_than_max_batch_lines_is_refused_before_any_line(tmp_path, settings_env, capsys):
    settings_env.setenv("LEXLOOP_DATA_DIR", str(tmp_path / "data"))
    settings_env.setenv("LEXLOOP_MAX_BATCH_LINES", "2")
    source = tmp_path / "in.jsonl"
    source.write_text("\n".join(json.dumps({"id": i, "question": "赔偿多少？"}) for i in range(3)) + "\n\n\n",
                      encoding="utf-8")
    output = tmp_path / "out.jsonl"
    assert main(["compensate", "--input", str(source), "--output", str(output)]) == 2
    assert f"error: {source} 超过 2 行（max_batch_lines 设置）：请拆分文件" in capsys.readouterr().err
    assert not output.exists()


@pytest.mark.parametrize("days", ["1e9", "3000000", "3651", "inf", "nan", "0", "abc"])
def test_token_days_beyond_the_http_cap_are_refused(days, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["user", "token", "someone", "--days", days])
    assert exit_.value.code == 2
    assert "at most 3650" in capsys.readouterr().err


@pytest.mark.parametrize(("toml", "fragment"), [
    ("port = 99999", "port: Input should be less than or equal to 65535"),
    ("port = 0", "port: Input should be greater than or equal to 1"),
    ("generation_timeout_s = -5", "generation_timeout_s: Input should be greater than 0"),
    ("generation_timeout_s = inf", "generation_timeout_s: Input should be a finite number"),
    ("retrieval_k = 0", "retrieval_k: Input should be greater than or equal to 1"),
    ("max_batch_lines = 0", "max_batch_lines: Input should be greater than or equal to 1"),
    ("port = ", "is not valid TOML"),
    ("retreival_k = 5", "unknown setting(s) retreival_k"),  # a misspelt key was dropped and the default used
])
def test_a_setting_out_of_range_is_one_error_line_at_start(tmp_path, settings_env, capsys, toml, fragment):
    (tmp_path / "lexloop.toml").write_text(toml + "\n", encoding="utf-8")
    settings_env.setenv("LEXLOOP_CONFIG", str(tmp_path / "lexloop.toml"))
    assert main(["user", "list"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and fragment in err and err.count("\n") == 1


def test_a_config_file_that_is_not_there_is_an_error_not_the_defaults(tmp_path, settings_env, capsys):
    settings_env.setenv("LEXLOOP_CONFIG", str(tmp_path / "lexlop.toml"))
    assert main(["user", "list"]) == 2
    assert "LEXLOOP_CONFIG names" in capsys.readouterr().err


def test_k_that_is_not_a_number_says_what_it_must_be(tmp_path, capsys):
    with pytest.raises(SystemExit):
        main(["retrieve", "--input", "x", "--output", "y", "--k", "abc"])
    err = capsys.readouterr().err
    assert "a whole number ≥ 1, not 'abc'" in err and "_positive_int" not in err


def test_a_line_keeps_fields_the_command_does_not_read(tmp_path, settings_env, capsys):
    # unlike a request body (the API refuses an unknown key), a batch line may carry a dataset's own columns (a
    # gold amount, its source) beside the ones the command reads: the output is joined back on `id`
    settings_env.setenv("LEXLOOP_DATA_DIR", str(tmp_path / "data"))
    source = tmp_path / "in.jsonl"
    line = {"id": "q1", "question": "我在公司工作了3年，月薪8000元，公司违法解除劳动合同，能拿多少？",
            "expected_amount": 48000, "from": "my-labour-set"}
    source.write_text(json.dumps(line, ensure_ascii=False) + "\n", encoding="utf-8")
    output = tmp_path / "out.jsonl"
    assert main(["compensate", "--input", str(source), "--output", str(output)]) == 0
    row = json.loads(output.read_text(encoding="utf-8"))
    assert row["id"] == "q1" and row["amount"] == 48000 and "expected_amount" not in row
    assert f"已写入 1 行到 {output}，拒绝 0 行" in capsys.readouterr().err


def _batch_lines(tmp_path: Path, command: str, lines: list[dict]) -> tuple[int, list[dict]]:
    """`lexloop <command>` on `lines` (in tmp_path/in.jsonl): its exit code and its output rows."""
    source, output = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    source.write_text("".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines), encoding="utf-8")
    code = main([command, "--input", str(source), "--output", str(output)])
    return code, [json.loads(line) for line in output.read_text(encoding="utf-8").splitlines()]


def test_a_missing_required_field_names_the_key_close_to_it(tmp_path, settings_env, capsys):
    # other keys stay ignored (above), but a line without its question that carries 'questoin' meant the question
    settings_env.setenv("LEXLOOP_DATA_DIR", str(tmp_path / "data"))
    question = "我在公司工作了3年，月薪8000元，公司违法解除劳动合同，能拿多少？"
    code, rows = _batch_lines(tmp_path, "compensate", [
        {"id": "typo", "questoin": question}, {"id": "kept", "question": question, "questoin": "旧稿"},
        {"id": "empty", "question": " ", "questoin": question}, {"id": "unrelated", "source": question},
        {"idd": "no-id", "question": question}])
    assert code == 1
    err = capsys.readouterr().err.splitlines()
    source = tmp_path / "in.jsonl"
    assert f"{source}:1: question: 缺少此项（必填）；该行有 questoin，是否要写 question？" in err
    # a question that is there but empty is what is wrong, whatever else the line holds; a key not close is no hint
    assert f"{source}:3: question: 不能为空" in err
    assert f"{source}:4: question: 缺少此项（必填）" in err
    assert f"{source}:5: id: 缺少此项（必填）；该行有 idd，是否要写 id？" in err
    # the line with both keys is answered from 'question', with the output fields it always had (new ones may come)
    assert [row["id"] for row in rows] == ["kept"] and rows[0]["amount"] == 48000
    assert set(rows[0]) >= {"id", "scenario", "amount", "params", "steps", "elements", "missing", "notes",
                            "latency_ms"} and "questoin" not in rows[0]


def test_a_sentence_line_with_fcat_asks_for_fact(tmp_path, settings_env, capsys):
    settings_env.setenv("LEXLOOP_DATA_DIR", str(tmp_path / "data"))
    fact = "被告人张某在杭州市盗窃手机一部，价值2500元。"
    code, rows = _batch_lines(tmp_path, "sentence", [{"id": 1, "fcat": fact}, {"id": 2, "fact": fact}])
    assert code == 1
    assert (f"{tmp_path / 'in.jsonl'}:1: fact: 缺少此项（必填）；该行有 fcat，是否要写 fact？"
            in capsys.readouterr().err.splitlines())
    assert [row["id"] for row in rows] == [2]
    assert set(rows[0]) >= {"id", "charge", "factors", "interval", "missing", "months", "not_applicable", "penalty",
                            "steps", "latency_ms"}


def test_a_misspelt_optional_field_is_refused_not_dropped(tmp_path, settings_env, capsys):
    # a correction under 'factor' or a province under 'provnce' would be dropped without a word and the term believed
    # corrected; a key close to no field ('colour') is a dataset's own column and passes
    settings_env.setenv("LEXLOOP_DATA_DIR", str(tmp_path / "data"))
    fact = "被告人张某在杭州市盗窃手机一部，价值2500元。"
    code, rows = _batch_lines(tmp_path, "sentence", [
        {"id": 1, "fact": fact, "factor": {"自首": True}}, {"id": 2, "fact": fact, "provnce": "浙江"},
        {"id": 3, "fact": fact, "colour": "red"}])
    assert code == 1
    err = capsys.readouterr().err.splitlines()
    source = tmp_path / "in.jsonl"
    assert f"{source}:1: 未知字段 factor，是否要写 factors？" in err
    assert f"{source}:2: 未知字段 provnce，是否要写 province？" in err
    assert [row["id"] for row in rows] == [3]
    code, rows = _batch_lines(tmp_path, "compensate", [
        {"id": "a", "question": "我在公司工作了3年，月薪8000元，公司违法解除劳动合同，能拿多少？", "param": {"region": "深圳"}}])
    assert (code, rows) == (1, [])
    assert f"{source}:1: 未知字段 param，是否要写 params？" in capsys.readouterr().err.splitlines()


@pytest.mark.parametrize(("field", "near_miss"), [("question", "Question"), ("query", "qeury")])
def test_the_required_text_of_ask_and_retrieve_names_its_near_miss(field, near_miss):
    from backend.jsonl import RecordError, require_text

    # `lexloop ask` and `retrieve` need a model and an index; they read their text through this same check
    with pytest.raises(RecordError) as refused:
        require_text({"id": 1, near_miss: "房东不退押金怎么办？"}, field)
    assert str(refused.value) == f"{field}: 缺少此项（必填）；该行有 {near_miss}，是否要写 {field}？"


@pytest.mark.parametrize(("value", "message"), [
    (" ", "question: 不能为空"), (42, "question: 应为文字，不是 42"), ("问" * 11, "question: 过长：11 字，上限 10 字"),
])
def test_the_required_text_says_what_is_wrong_with_it_in_chinese(value, message):
    from backend.jsonl import RecordError, require_text

    with pytest.raises(RecordError) as refused:
        require_text({"id": 1, "question": value}, "question", max_chars=10)
    assert str(refused.value) == message
