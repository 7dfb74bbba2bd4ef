"""The JSON Lines contract of `lexloop retrieve` and `lexloop ask` (fields documented in the README)."""

import json

import pytest

from backend.cli import main

QUERIES = [
    "公司无故辞退我，工作了三年，能拿多少补偿？", "劳动合同法 47", "醉酒驾驶怎么处罚", "离婚后孩子抚养权归谁",
    "工伤认定需要哪些材料", "房东不退押金怎么办", "借钱不还可以起诉吗", "交通事故责任如何划分",
    "公司拖欠工资怎么办", "试用期可以随时辞退吗", "《中华人民共和国刑法》第二百六十四条", "网购商品质量问题退货",
    "未签劳动合同双倍工资", "遗产继承顺序", "民间借贷利率上限", "商标侵权赔偿",
    "消费者权益受到侵害", "产品责任",
]


def _write(path, rows):
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in rows), encoding="utf-8")


def test_retrieve_contract_on_20_lines(tmp_path, env_data_dir, capsys):
    rows = [{"id": i, "query": q} for i, q in enumerate(QUERIES)]
    rows.insert(5, "{not json")
    rows.insert(12, {"id": "no-query"})
    _write(tmp_path / "q.jsonl", rows)
    code = main(["retrieve", "--k", "10", "--input", str(tmp_path / "q.jsonl"), "--output", str(tmp_path / "r.jsonl")])
    assert code == 1  # some lines were rejected
    err = capsys.readouterr().err
    # the batch contract's checks are worded in Chinese, as Ask's and the engines' refusals are
    assert "q.jsonl:6: 不是有效的 JSON（第 2 列：" in err and "q.jsonl:13: query: 缺少此项（必填）" in err
    out = [json.loads(line) for line in (tmp_path / "r.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in out] == list(range(len(QUERIES)))
    for row in out:
        assert set(row) == {"id", "hits", "latency_ms"}
        assert len(row["hits"]) == 10
        for hit in row["hits"]:
            assert {"source", "law", "article", "number_text", "text", "score", "route"} <= set(hit)  # the contract; more may be added
            assert isinstance(hit["article"], int) and hit["law"].startswith(("中华人民共和国", "全国人民代表大会"))
    assert (out[1]["hits"][0]["law"], out[1]["hits"][0]["article"]) == ("中华人民共和国劳动合同法", 47)


def test_ask_contract(tmp_path, env_data_dir, capsys):
    _write(tmp_path / "q.jsonl", [{"id": "a", "question": "劳动合同法第四十七条怎么规定经济补偿？"}, [1, 2],
                                  {"id": "b", "question": "公司无故辞退我，工作了三年，能拿多少补偿？"},
                                  {"id": "long", "question": "问" * 4001}])
    code = main(["ask", "--input", str(tmp_path / "q.jsonl"), "--output", str(tmp_path / "a.jsonl")])
    assert code == 1
    err = capsys.readouterr().err
    assert "q.jsonl:2: 应为 JSON 对象（{…}），每行一个" in err
    # the question's limit is worded as POST /api/ask words it
    assert f"{tmp_path / 'q.jsonl'}:4: question: 过长：4001 字，上限 4000 字" in err.splitlines()
    out = [json.loads(line) for line in (tmp_path / "a.jsonl").read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in out] == ["a", "b"]
    for row in out:
        assert set(row) == {"id", "major_premise", "minor_premise", "conclusion", "answer_text", "sources",
                            "citations", "format_ok", "calculation", "sentence", "model_unavailable", "latency_ms"}
        assert all(set(c) == {"law", "article", "number_text", "status"} for c in row["citations"])
        assert all({"source", "law", "article", "number_text", "text", "score"} <= set(s) for s in row["sources"])
    assert {"law": "中华人民共和国劳动合同法", "article": 47, "number_text": "第四十七条",
            "status": "verified"} in out[0]["citations"]
    assert out[0]["calculation"] is None  # asks what the law says, not for an amount
    assert set(out[1]["calculation"]) == {"scenario", "amount", "elements", "steps", "missing", "notes"}
    assert out[0]["sentence"] is None and out[1]["sentence"] is None  # neither asks for a criminal sentence
    assert out[0]["model_unavailable"] is None and out[1]["model_unavailable"] is None  # the model answered


def test_ask_with_no_model_answers_every_line_from_the_grounded_parts(tmp_path, env_data_dir, monkeypatch, capsys):
    # before: `error: 语言模型不可用：…` and exit code 3, no line answered
    monkeypatch.setenv("LEXLOOP_LLM_BACKEND", "none")
    _write(tmp_path / "q.jsonl", [{"id": "theft", "question": "邻居偷了我家三千块钱现金，他会坐牢吗？"},
                                  {"id": "pay", "question": "我在公司干了4年，月工资7000元，公司和我协商解除了劳动合同，"
                                                            "经济补偿能拿多少？"}])
    assert main(["ask", "--input", str(tmp_path / "q.jsonl"), "--output", str(tmp_path / "a.jsonl")]) == 0
    assert "error" not in capsys.readouterr().err
    theft, pay = [json.loads(line) for line in (tmp_path / "a.jsonl").read_text(encoding="utf-8").splitlines()]
    for row in (theft, pay):
        assert row["model_unavailable"] == "no language model is configured (llm_backend = none)"
        assert row["format_ok"] is False and row["answer_text"] == "" and row["sources"]
        assert row["conclusion"].startswith("（语言模型不可用，以下由检索到的法条和规则引擎给出 · no language model answered: ")
    assert theft["sentence"]["charge"] == "盗窃" and "有期徒刑7个月" in theft["conclusion"]
    assert pay["calculation"]["amount"] == 28000.0 and "经济补偿为 28,000.00 元" in pay["conclusion"]


def test_missing_input_file(tmp_path, env_data_dir, capsys):
    assert main(["retrieve", "--input", str(tmp_path / "nope.jsonl"), "--output", str(tmp_path / "o.jsonl")]) == 2
    assert f"error: 找不到输入文件 {tmp_path / 'nope.jsonl'}" in capsys.readouterr().err


def test_outputs_that_cannot_be_written_are_refused_before_anything_is_lost(tmp_path, env_data_dir, capsys):
    source = tmp_path / "q.jsonl"
    _write(source, [{"id": "a", "query": "劳动合同法 47"}])
    kept = source.read_bytes()
    for output in (source, tmp_path, tmp_path / "missing" / "o.jsonl"):
        assert main(["retrieve", "--input", str(source), "--output", str(output)]) == 2
    assert source.read_bytes() == kept  # the same file as output would have been emptied
    err = capsys.readouterr().err
    assert f"error: --output {source} 就是输入文件：请写到另一个文件" in err
    assert f"error: 无法写入 {tmp_path}：不是已有文件夹中的文件" in err
    with pytest.raises(SystemExit):
        main(["retrieve", "--input", str(source), "--output", str(tmp_path / "o.jsonl"), "--k", "-5"])


def test_a_line_that_is_not_utf8_is_one_bad_line(tmp_path, env_data_dir, capsys):
    source = tmp_path / "q.jsonl"
    source.write_bytes(b'{"id": "a", "query": "\xff\xfe"}\n' + json.dumps({"id": "b", "query": "劳动合同法 47"}).encode() + b"\n")
    output = tmp_path / "o.jsonl"
    assert main(["retrieve", "--input", str(source), "--output", str(output)]) == 1
    assert "q.jsonl:1: 在字节偏移 22 处不是 UTF-8 编码：请以 UTF-8 编码保存文件" in capsys.readouterr().err
    assert [json.loads(line)["id"] for line in output.read_text(encoding="utf-8").splitlines()] == ["b"]


def test_an_embedding_model_not_installed_is_a_clear_error(tmp_path, env_data_dir, monkeypatch, capsys):
    from backend.config import get_settings

    monkeypatch.setenv("LEXLOOP_RETRIEVAL_MODE", "hybrid")
    monkeypatch.setenv("LEXLOOP_EMBEDDING_MODEL", "m3e-small")
    get_settings.cache_clear()
    _write(tmp_path / "q.jsonl", [{"id": 1, "query": "离婚"}])
    try:
        with pytest.raises(SystemExit) as exit_:
            main(["retrieve", "--input", str(tmp_path / "q.jsonl"), "--output", str(tmp_path / "r.jsonl")])
    finally:
        get_settings.cache_clear()
    assert exit_.value.code == 2
    assert "not installed: run `lexloop install-embedding m3e-small`" in capsys.readouterr().err


def test_serve_takes_host_and_port_flags_as_its_settings(monkeypatch, capsys):
    import backend.cli as cli
    from backend.config import get_settings

    # set here so that the test's end restores them: the command writes the flags into the environment
    monkeypatch.setenv("LEXLOOP_PORT", "8000")
    monkeypatch.setenv("LEXLOOP_HOST", "127.0.0.1")
    seen = {}

    def services_seeing_settings(load_model: bool):
        settings = get_settings()
        seen.update(host=settings.host, port=settings.port, api_url=settings.api_url)
        raise SystemExit(0)

    monkeypatch.setattr(cli, "_services", services_seeing_settings)
    try:
        with pytest.raises(SystemExit):
            cli.main(["serve", "--host", "0.0.0.0", "--port", "8123"])
    finally:
        get_settings.cache_clear()
    assert seen == {"host": "0.0.0.0", "port": 8123, "api_url": "http://0.0.0.0:8123"}
    with pytest.raises(SystemExit) as refused:
        cli.main(["serve", "--port", "70000"])
    assert refused.value.code == 2 and "a port is a number from 1 to 65535" in capsys.readouterr().err


def test_a_source_the_corpus_lacks_is_said_once_on_stderr(tmp_path, env_data_dir, capsys):
    # the test corpus is the national laws only: no cases
    _write(tmp_path / "q.jsonl", [{"id": 1, "query": "醉酒驾驶"}, {"id": 2, "query": "盗窃"}])
    output = tmp_path / "r.jsonl"
    assert main(["retrieve", "--source", "case", "--input", str(tmp_path / "q.jsonl"), "--output", str(output)]) == 0
    assert capsys.readouterr().err.count("note: the corpus holds no case documents") == 1
    assert [json.loads(line)["hits"] for line in output.read_text(encoding="utf-8").splitlines()] == [[], []]


def test_ask_on_an_article_no_law_has_answers_and_goes_on(tmp_path, env_data_dir, capsys):
    # 第10000条 once ended the batch with a traceback at line 1
    _write(tmp_path / "q.jsonl", [{"id": "big", "question": "《刑法》第10000条规定了什么？"},
                                  {"id": "next", "question": "劳动合同法第四十七条怎么规定经济补偿？"}])
    output = tmp_path / "a.jsonl"
    assert main(["ask", "--input", str(tmp_path / "q.jsonl"), "--output", str(output)]) == 0
    assert [json.loads(line)["id"] for line in output.read_text(encoding="utf-8").splitlines()] == ["big", "next"]
