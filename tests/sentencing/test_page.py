"""The Sentencing page in a real server, over HTTP: predict, untick or change a factor, recompute."""

from __future__ import annotations

from gradio_client import Client

FACT = "被告人张某于2020年3月在某商场盗窃他人手机等物品，共计价值人民币10000元。案发后被告人张某主动到派出所投案。"


def _table(value) -> list[list]:
    # gradio_client returns a Dataframe as {"headers": ..., "data": ...}
    return value["data"] if isinstance(value, dict) else value


def test_correcting_factors_changes_term_and_steps(store_live_server: str) -> None:
    client = Client(store_live_server + "/ui/", verbose=False)
    status, factors, summary, steps, trace = client.predict(FACT, "盗窃", "", api_name="/sentence")
    assert status.startswith("✔")
    assert "8 个月" in summary  # 10.25 with surrender −20 %
    assert "自首" in steps and "法释〔2013〕8号" in steps
    assert "司法解释" in trace and "量刑指导意见" in trace
    rows = _table(factors)
    names = [row[1] for row in rows]
    assert names == ["amount", "自首"]

    unticked = [[row[1] != "自首", *row[1:]] for row in rows]
    status, factors, summary, steps, _ = client.predict(
        FACT, "盗窃", "", {"headers": ["使用 Use", "因素 Factor", "名称 Label", "值 Value", "证据 Evidence"], "data": unticked},
        api_name="/sentence_recompute",
    )
    assert status.startswith("✔") and "自首" in status
    assert "10 个月" in summary and "自首" not in steps

    bigger = [[True, "amount", "涉案金额（元）", "70000", ""], [True, "自首", "自首", "是", ""]]
    _, _, summary, steps, _ = client.predict(
        FACT, "盗窃", "", {"headers": ["使用 Use", "因素 Factor", "名称 Label", "值 Value", "证据 Evidence"], "data": bigger},
        api_name="/sentence_recompute",
    )
    assert "36–120个月" in steps  # the amount now reaches 数额巨大


def test_empty_facts_and_unknown_charge(store_live_server: str) -> None:
    client = Client(store_live_server + "/ui/", verbose=False)
    status, *_ = client.predict("", "", "", api_name="/sentence")
    assert status.startswith("⚠")
    status, *_ = client.predict(FACT, "不存在罪", "", api_name="/sentence")
    assert status.startswith("⚠") and "未收录的罪名" in status
