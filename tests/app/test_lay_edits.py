"""What a layperson types into the Sentencing table and the Compensation parameters: figures go to the API as typed
(it reads '5千', '两万五' and refuses 'abc' in Chinese: tests/sentencing/test_a_factor_figure_may_be_typed_as_said.py),
a blank number said plainly in Chinese, dates written the Chinese way, an unreachable server said in Chinese, and an
uncomputed term shown without a range."""

from __future__ import annotations

import pytest

from app.client import ApiClient, ApiError
from app.pages.compensation import KEY, NEEDED_NOTE, VALUE, as_typed, parameter_rows, parameters_from_rows
from app.pages.sentencing import (
    FactorValueError,
    _parse_value,
    corrections,
    factor_rows,
    recomputed_message,
    summary,
)
from backend.compensation import compensate, extract_params
from backend.compensation.param_labels import labelled
from backend.compensation.params import to_jsonable

CATALOG = {"amount": {"name": "amount", "label": "涉案金额（元）", "type": "number"},
           "自首": {"name": "自首", "label": "自首", "type": "bool"}}
# a theft of 3000 yuan as the API reads it: the amount comes back as a float
READ = {"factors": [{"name": "amount", "charge": None, "value": 3000.0, "evidence": "值三千块"}]}


@pytest.mark.parametrize("typed", ["5千", "1.2万元", "两万五", "一万二", "1万2", "三次", "abc"])
def test_a_number_factor_goes_to_the_api_as_typed(typed):
    # the API reads it (or refuses it in Chinese): the page keeps no reader of its own
    assert corrections([[True, "amount", "涉案金额（元）", f" {typed} ", ""]], READ, CATALOG) == {"amount": typed}


def test_a_grade_with_a_numeral_in_it_stays_text():
    assert _parse_value("轻伤二级") == "轻伤二级" and _parse_value("是") is True


def test_the_table_shows_a_whole_amount_without_a_decimal_point():
    assert factor_rows(READ, CATALOG)[0][3] == "3000"


def test_a_changed_amount_and_an_added_surrender_are_the_corrections():
    rows = [[True, "amount", "涉案金额（元）", "5千", ""], [True, "自首", "", "", ""]]
    assert corrections(rows, READ, CATALOG) == {"amount": "5千", "自首": True}
    unchanged = factor_rows(READ, CATALOG)
    assert corrections(unchanged, READ, CATALOG) == {}


@pytest.mark.parametrize("typed", ["", "  "])
def test_a_blank_number_factor_is_said_in_chinese(typed):
    # before: a blank was sent as True and the API answered "应为有限的数值（JSON 数字），收到 'True'"; the page says
    # it, as only the page knows the row may be unticked
    said = "「涉案金额（元）」的值为空：请填写数字（如 3000、5千、1.2万、三千五），或取消勾选「使用」去掉这一因素"
    rows = [[True, "amount", "涉案金额（元）", typed, ""]]
    with pytest.raises(FactorValueError) as refused:
        corrections(rows, READ, CATALOG)
    assert str(refused.value) == said
    # a charge's own row (several charges) is checked by the factor it names
    with pytest.raises(FactorValueError):
        corrections([[True, "诈骗:amount", "涉案金额（元）", typed, ""]], READ, CATALOG)


def test_an_unticked_blank_number_row_removes_the_factor():
    assert corrections([[False, "amount", "涉案金额（元）", "", ""]], READ, CATALOG) == {"amount": None}


def test_an_uncomputed_term_shows_no_range():
    result = {"months": 0, "range_months": [0.0, 0.0], "penalty": None, "charge": "盗窃", "engine": "rules",
              "interval_label": "0个月", "province": None, "not_applicable": [],
              "missing": [{"charge": "盗窃", "factor": "amount", "label": "涉案金额（元）"}]}
    shown = summary(result)
    assert "未计算" in shown and "可判范围 Range —" in shown and "0.0–0.0" not in shown
    assert "盗窃：涉案金额（元）（amount）" in shown


def test_the_recompute_line_and_the_engine_are_named_in_words_not_api_keys():
    # before: '✔ 已按修改重新计算 · Recomputed with: 罪名 charge、amount、诈骗:amount' and '引擎 Engine：rules+model'
    edits = {"amount": "5千", "诈骗:amount": "3千", "自首": True, "坦白": None}
    assert recomputed_message(["罪名 charge"], edits, FULL_CATALOG) == (
        "✔ 已按修改重新计算 · Recomputed with: 罪名 charge、涉案金额（元）、诈骗：涉案金额（元）、自首、坦白")
    assert recomputed_message([], {}, FULL_CATALOG) == "✔ 已按修改重新计算 · Recomputed with: 无 none"
    result = {"months": 8, "range_months": [6.0, 9.0], "penalty": "有期徒刑", "charge": "盗窃", "engine": "rules+model",
              "interval_label": "6–9个月", "province": None, "not_applicable": [], "missing": []}
    assert "引擎 Engine：规则引擎＋学习模型 rules + learned model" in summary(result)
    assert "引擎 Engine：MSR² 多源检索推理 MSR² reasoning" in summary({**result, "engine": "msr2"})
    assert "引擎 Engine：规则引擎 rules" in summary({**result, "engine": "rules"})


def test_compensation_parameters_read_dates_typed_the_chinese_way_and_blanks_as_unknown():
    typed = {"start_date": "2019年3月1日", "end_date": "2023/12/31", "contract_signed_date": "2020.1.5",
             "monthly_wage": "", "region": "  ", "own_wage": "8千", "service_months": 48}
    assert as_typed(typed) == {"start_date": "2019-03-01", "end_date": "2023-12-31",
                               "contract_signed_date": "2020-01-05", "monthly_wage": None, "region": None,
                               "own_wage": "8千", "service_months": 48}


def test_compensation_parameters_send_figures_as_typed():
    # the API reads 一万二 as 12000 (backend/compensation/money.py parse_money): the page keeps no reader of its own
    typed = {"monthly_wage": "一万二", "losses": {"医疗费": "三千五百元"}, "dependants": [{"relation": "1"}],
             "region": "十堰"}
    assert as_typed(typed) == typed


def test_compensation_parameter_cells_read_back_as_typed_and_items_as_json():
    extracted = {"losses": {"医疗费": 20000}, "rated_items": [], "victims_unassigned": False, "accident_date": None,
                 "liability": "全部责任"}
    shown = {"params": extracted, "labels": {"losses": "各项损失及金额", "liability": "机动车一方的事故责任"},
             "item_labels": {"rated_items": {"rate": "收入或护理标准（元）"}}, "needed": ["accident_date", "losses"],
             "given": ["losses", "liability"]}
    first, rest = parameter_rows(extracted, shown)
    assert [row[3] for row in first] == ["accident_date", "losses", "liability"]
    assert first[0][1:3] == ["", NEEDED_NOTE] and first[1][1] == '{"医疗费": 20000}'
    assert rest == [["rated_items", "", "每项 each item：rate 收入或护理标准（元）", "rated_items"],
                    ["victims_unassigned", "否", "", "victims_unassigned"]]  # no label: its key
    typed = [["", "2021年6月1日", "", "accident_date"], ["", '{"医疗费": 3万}', "", "losses"],
             ["", "", "", "liability"], ["", "", "", "rated_items"], ["", "否", "", "victims_unassigned"],
             ["", "", "", ""]]  # a blank row Gradio adds
    # a blank value of items is none of them (an empty list, not null, which the API refuses); JSON that does not
    # read goes as typed, for the API to refuse in Chinese
    assert parameters_from_rows(typed, shown) == {"accident_date": "2021年6月1日", "losses": '{"医疗费": 3万}',
                                                  "liability": "", "rated_items": [], "victims_unassigned": "否"}
    assert as_typed(parameters_from_rows(typed, shown))["accident_date"] == "2021-06-01"


def test_a_coded_parameter_is_shown_and_typed_by_its_name_and_reads_back_to_what_the_api_calculates():
    question = ("张某2016年3月1日入职，2021年8月31日公司提出协商一致解除劳动合同，张某解除前12个月平均工资9000元。"
                "公司应支付多少经济补偿？")
    _scenario, read, _notes = extract_params(question)
    # what the page keeps of POST /api/compensate/extract
    shown = {"params": to_jsonable(read), **labelled(read)}
    first, rest = parameter_rows(shown["params"], shown)
    rows = {row[KEY]: row for row in [*first, *rest]}
    # before: mutual_by_employer and ["economic_compensation"], codes a layperson can neither read nor type
    assert rows["termination_reason"][1] == "用人单位提出、协商一致解除"
    assert rows["targets"][1] == "经济补偿" and "可填 choices：经济补偿；违法解除（终止）劳动合同赔偿金；" in rows["targets"][2]
    assert rows["supposed_ending"][1] == "" and "违法解除（2N）" in rows["supposed_ending"][2]
    # the rows as shown read back to the question's own answer: 6 months × 9000 (劳动合同法 第四十七条)
    assert compensate(question, as_typed(parameters_from_rows([*first, *rest], shown)))["amount"] == 54000
    # the names typed over: an unlawful dismissal, 2N; the names of a list parted by 、，or ,
    edits = {"termination_reason": "用人单位违法解除或终止", "targets": "违法解除（终止）劳动合同赔偿金"}
    edited = [[*row[:VALUE], edits.get(row[KEY], row[VALUE]), *row[VALUE + 1:]] for row in [*first, *rest]]
    sent = as_typed(parameters_from_rows(edited, shown))
    assert sent["termination_reason"] == "用人单位违法解除或终止" and sent["targets"] == ["违法解除（终止）劳动合同赔偿金"]
    result = compensate(question, sent)
    assert result["amount"] == 108000 and result["params"]["targets"] == ["damages"]
    parted = [["", "经济补偿，代通知金（额外支付的一个月工资）、", "", "targets"]]
    assert parameters_from_rows(parted, shown) == {"targets": ["经济补偿", "代通知金（额外支付的一个月工资）"]}
    # cleared, the items asked are none: the question says them
    assert parameters_from_rows([["", " ", "", "targets"]], shown) == {"targets": []}


def test_an_unreachable_server_is_said_in_chinese():
    client = ApiClient("http://127.0.0.1:9", timeout_s=1)  # nothing listens on port 9
    with pytest.raises(ApiError, match="^无法连接 LexLoop 服务器"):
        client.get("/api/health")
    with pytest.raises(ApiError, match="^无法连接 LexLoop 服务器"):
        list(client.stream("/api/ask", {"question": "x"}))


FULL_CATALOG = {**CATALOG, "remainder": {"name": "remainder", "label": "前罪尚未执行的刑期（月）", "type": "number"},
                "坦白": {"name": "坦白", "label": "坦白（如实供述）", "type": "bool"},
                "退赃退赔": {"name": "退赃退赔", "label": "退赃、退赔", "type": "bool"},
                "累犯": {"name": "累犯", "label": "累犯", "type": "bool"}}


def test_a_row_may_name_its_factor_by_its_label():
    rows = [[True, "涉案金额（元）", "", "5千", ""], [True, "坦白（如实供述）", "", "", ""]]
    assert corrections(rows, READ, FULL_CATALOG) == {"amount": "5千", "坦白": True}
    # a charge's own row, with the colon typed full-width
    assert corrections([[True, "诈骗：涉案金额（元）", "", "3千", ""]], READ, FULL_CATALOG) == {
        "诈骗:amount": "3千", "amount": None}


@pytest.mark.parametrize("typed, said", [
    # before: the API's 422 listing all 84 factor names
    ("surrender", "未知的量刑因素「surrender」，「因素」栏请填写中文名称，如 自首、坦白、立功、退赃退赔、取得谅解、累犯"),
    ("自首情节", "未知的量刑因素「自首情节」，是否要写 自首？"),
    ("退赃", "未知的量刑因素「退赃」，是否要写 退赃退赔？"),
    ("如实供述", "未知的量刑因素「如实供述」，是否要写 坦白？"),
    ("金额", "未知的量刑因素「金额」，是否要写 涉案金额（元）？"),  # an English-named factor is offered by its label
    ("amout", "未知的量刑因素「amout」，是否要写 涉案金额（元）？"),
])
def test_an_unknown_factor_name_is_refused_with_the_closest_names(typed, said):
    with pytest.raises(FactorValueError) as refused:
        corrections([[True, typed, "", "", ""]], READ, FULL_CATALOG)
    assert str(refused.value) == said


@pytest.mark.parametrize("typed, sent", [
    ("6到12个月", ["6", "12个月"]), ("6-12", ["6", "12"]), ("六至十二个月", ["六", "十二个月"]),
    ("6个月至12个月", ["6个月", "12个月"]), ("[6, 12]", [6, 12]),
])
def test_a_recommended_range_of_months_may_be_written_in_words(typed, sent):
    # before: 422 因素「检察机关量刑建议（月）」应写成 [下限, 上限] 月，收到 '6到12个月'; each end goes as typed (the API
    # reads '十二个月' as 12)
    catalog = {"recommendation": {"name": "recommendation", "label": "检察机关量刑建议（月）", "type": "range"}}
    assert corrections([[True, "recommendation", "", typed, ""]], {"factors": []}, catalog) == {"recommendation": sent}


def test_the_rate_tab_says_in_chinese_what_is_missing_or_refused():
    from app.pages.annotate import rating_values
    from app.render import plain_message

    # before: 'rate every item; missing: logic, trust' and the API's English refusals, alone
    with pytest.raises(ValueError) as refused:
        rating_values("syler", ["4", None, "3", None], [None] * 3, None, [0] * 4, None, False)
    assert str(refused.value) == "rate every item; missing: logic, trust · 请为每一项评分，未评：逻辑性、可信度"
    # the Chinese first, the status last (a 401 as well: the session watcher reads it there)
    assert plain_message("401: wrong username or password") == "用户名或密码错误 · wrong username or password（HTTP 401）"
    assert plain_message("422: msr2_factors: choose a band, one of 9-10, 7-8, 5-6, 3-4, 0-2") == (
        "请选择档位（9-10, 7-8, 5-6, 3-4, 0-2） · msr2_factors: choose a band, one of 9-10, 7-8, 5-6, 3-4, 0-2（HTTP 422）")


def test_a_legit_rating_with_no_issue_is_refused_on_the_page_in_chinese():
    from app.pages.annotate import TREE_HEADERS, rating_values

    # before: the API's '422: an issue tree is a non-empty list of issues', in English alone
    empty = {"headers": TREE_HEADERS, "data": [["", "", "", "", "", False, False]]}
    with pytest.raises(ValueError, match="请先在争点表中至少填写一个争点"):
        rating_values("legit", [None] * 4, [None] * 3, None, [0] * 4, empty, True)
    one_issue = {"headers": TREE_HEADERS, "data": [["1", "是否构成盗窃罪", "", "", "数额未达较大，不构成", True, False]]}
    assert rating_values("legit", [None] * 4, [None] * 3, None, [0] * 4, one_issue, True) == {
        "final_order_correct": True, "marks": {"1": {"covered": True, "correct": False}}}


def test_conduct_below_the_crimes_entry_level_is_shown_as_no_penalty_not_as_a_sentence():
    from backend.sentencing.predict import predict_sentence

    # 800 yuan taken once from a shop: below 盗窃's 数额较大, no 扒窃/入户/多次 — no crime, not a crime with no prison
    result = predict_sentence("我邻居在超市拿了两瓶白酒没付钱，一共值800块")
    assert result["months"] == 0 and result["penalty"] == "不构成所列犯罪，不判处刑罚"
    shown = summary(result)
    assert "## 宣告刑 · Term: **不构成所列犯罪，不判处刑罚 · no criminal penalty**" in shown
    assert "不判处监禁刑" not in shown and "0.0–0.0" not in shown and "可判范围 Range —" in shown


def test_a_fact_that_tells_nothing_asks_for_the_facts_without_a_row_to_add():
    from backend.sentencing.predict import predict_sentence

    # the facts are what is missing: the page names them and offers no factor key ('facts' is no row of the table)
    shown = summary(predict_sentence("x", charge="寻衅滋事"))
    assert "未计算 · not computed" in shown and "寻衅滋事：案情事实（做了什么、对谁、造成了什么后果）" in shown
    assert "（facts）" not in shown


def test_a_sentence_without_prison_keeps_its_band_and_range():
    result = {"months": 0, "range_months": [0.0, 2.0], "penalty": "不判处监禁刑", "charge": "盗窃", "engine": "rules",
              "interval_label": "不判处监禁刑", "province": None, "not_applicable": [], "missing": []}
    shown = summary(result)
    assert "**不判处监禁刑 · no prison term**" in shown and "可判范围 Range 0.0–2.0 个月" in shown


def test_a_saved_rating_names_its_items_by_the_rubric_lists_labels():
    from annotation.rubrics import load_rubrics
    from app.pages.annotate import item_labels, saved_rating_message

    # the rubric list as GET /api/annotation/rubrics gives it; before: 'final_order 5, coverage 2, correctness 1.5,
    # score 8.5', the items named as the API keys them
    rubrics = [rubric.as_dict() for rubric in load_rubrics().values()]
    rating = {"id": 4, "output_id": 9, "issue_tree_version": 2,
              "items": {"final_order": 5.0, "coverage": 2.0, "correctness": 1.5, "score": 8.5}}
    assert saved_rating_message(rating, item_labels(rubrics, "legit")) == (
        "✔ Saved rating #4 of output 9 · 已保存评分（Final order correct · 裁判结果正确 (/5) 5; "
        "Issue coverage · 争点覆盖 (/2) 2; Issue correctness · 争点正确 (/3) 1.5; LEGIT score · 总分 (/10) 8.5）"
        " on issue tree version 2 · 基于争点树第2版")
    # the list could not be read (or lacks the rubric): the rating is stored all the same, its items named as keyed
    assert item_labels(rubrics, "no_such_rubric") == {}
    assert saved_rating_message({"id": 5, "output_id": 9, "issue_tree_version": None, "items": {"score": 7.0}}, {}) \
        == "✔ Saved rating #5 of output 9 · 已保存评分（score 7）"


def test_the_msr2_penalty_sliders_are_labelled_by_the_rubric_in_english_and_chinese():
    from app.pages.annotate import MSR2, penalty_label, rating_values

    # before: the page's own English copy ('Speculative factors (-1…-3)'); now the rubric's words, Chinese beside them
    assert [penalty_label(p) for p in MSR2.penalties] == [
        "Several factors are bare labels whose elements the facts do not supply · 多个情节只有名称，案情未提供其构成要素 (−1…−2)",
        "A key factor conflicts with the facts (e.g. burglary entry, pickpocketing or recidivism not met) · "
        "关键情节与案情相矛盾（如入户、扒窃、累犯的条件并不具备） (−3…−5)",
        "Factors are plainly speculative, with no anchor in the facts · 情节明显出于臆测，案情中没有依据 (−1…−3)",
        "Factors contradict each other · 各情节之间互相矛盾 (−1…−3)",
    ]
    # the sliders' values go out under the rubric's trigger names, in its order; an untouched slider sends nothing
    assert rating_values("msr2_factors", [None] * 4, [None] * 3, "7-8", [0, 3, 2, 0], None, False) == {
        "band": "7-8", "penalties": {"contradicted_key_factor": 3, "speculative": 2}}


def test_a_penalty_below_the_least_its_trigger_takes_is_said_on_the_page_by_its_label():
    from app.pages.annotate import rating_values

    # a key factor that conflicts with the facts takes 3 to 5 (MSR² Fig. 3); before, 1 went to the API and came back
    # as 'msr2_factors penalty contradicted_key_factor must be from 3 to 5, got 1', English and keyed
    with pytest.raises(ValueError) as refused:
        rating_values("msr2_factors", [None] * 4, [None] * 3, "5-6", [0, 1, 0, 0], None, False)
    assert str(refused.value) == (
        "A key factor conflicts with the facts (e.g. burglary entry, pickpocketing or recidivism not met) · "
        "关键情节与案情相矛盾（如入户、扒窃、累犯的条件并不具备）: 扣 3–5 分，不适用请设为 0 · deduct 3 to 5, or set 0 when "
        "it does not apply")


def test_an_export_with_nothing_new_says_no_snapshot_was_written():
    from app.pages.annotate import export_message

    # before: '✔ Snapshot … written' also when the API kept the latest snapshot and wrote none
    assert export_message({"snapshot_id": "20261124T230000Z-ab12cd34", "unchanged": True}) == (
        "✔ Nothing changed since snapshot 20261124T230000Z-ab12cd34: no new one written · "
        "自上次导出以来没有新的标注，未生成新快照（最新仍为 20261124T230000Z-ab12cd34）")
    assert export_message({"snapshot_id": "20261124T231500Z-ef56ab78", "unchanged": False}) == (
        "✔ Snapshot 20261124T231500Z-ef56ab78 written · 已生成快照 20261124T231500Z-ef56ab78")


def test_the_syler_and_lexpam_forms_are_the_rubrics_items_and_labels(monkeypatch):
    from dataclasses import replace

    import app.pages.annotate as annotate

    # before: the page kept its own copies of the items and their Chinese names (SYLER_ITEMS, LEXPAM_ITEMS)
    assert annotate.rating_values("lexpam", [None] * 4, ["5", "3", "4"], None, [0] * 4, None, False) == {
        "completeness": 5, "coverage": 3, "conciseness": 4}
    with pytest.raises(ValueError) as refused:
        annotate.rating_values("lexpam", [None] * 4, ["5", None, "4"], None, [0] * 4, None, False)
    assert str(refused.value) == "rate every item; missing: coverage · 请为每一项评分，未评：要素覆盖"
    assert annotate.likert_heading(annotate.SYLER) == (
        "**SyLeR human evaluation · 三段论回答人工评价** · 1 = poor … 5 = excellent · 1 最差 … 5 最好")
    # a rubric that names an item otherwise (rubrics.yaml is the one source): the form and its messages follow it
    last = replace(annotate.LEXPAM.items[2], name="brevity", label="Brevity · 简明", low=0, high=3)
    monkeypatch.setattr(annotate, "LEXPAM", replace(annotate.LEXPAM, items=(*annotate.LEXPAM.items[:2], last)))
    assert annotate.rating_values("lexpam", [None] * 4, ["5", "3", "0"], None, [0] * 4, None, False) == {
        "completeness": 5, "coverage": 3, "brevity": 0}
    with pytest.raises(ValueError, match="未评：简明$"):
        annotate.rating_values("lexpam", [None] * 4, ["5", "3", ""], None, [0] * 4, None, False)
    assert annotate.likert_choices(last) == ["0", "1", "2", "3"]


def test_a_model_that_cannot_answer_is_said_to_the_person_asking_with_the_reason_kept_for_the_operator():
    from app.render import MODEL_UNAVAILABLE, plain_message

    # before: '语言模型不可用：not loaded（HTTP 503）', the backend's reason as all a layperson was told
    assert plain_message("503: 语言模型不可用：not loaded") == (
        f"{MODEL_UNAVAILABLE}（原因，供管理员参考 · reason, for the operator: not loaded）（HTTP 503）")
    assert MODEL_UNAVAILABLE.startswith("语言模型暂时无法使用") and "管理员启动或加载模型" in MODEL_UNAVAILABLE
    assert "「量刑」和「赔偿计算」页" in MODEL_UNAVAILABLE  # the engines' pages need no model
    # a streamed answer's error event carries no status; vLLM's reason is kept whole
    reason = "vLLM is not installed: pip install 'lexloop[gpu]' on a CUDA host"
    assert plain_message(f"语言模型不可用：{reason}") == (
        f"{MODEL_UNAVAILABLE}（原因，供管理员参考 · reason, for the operator: {reason}）")


def test_an_assembled_answer_is_flagged_in_chinese_on_the_annotate_tabs():
    from app.pages.annotate import output_markdown

    # before: '⚠ the model broke the format; assembled answer', in English alone
    view = {"id": 3, "task": "ask", "format_ok": False, "input": {"question": "偷了一瓶两千块的酒会坐牢吗？"},
            "readable_answer": "大前提：……"}
    assert output_markdown(view).startswith(
        "**Output #3** · task `ask` · ⚠ 模型未按格式输出，以下回答由法条、案情与引擎结果拼合而成 · the model broke the format; "
        "assembled answer\n\n")
    assert "⚠" not in output_markdown(view | {"format_ok": True})
    # no model finished (none loaded, or it ran out of time): the answer's first line says why, the flag points to it
    unanswered = view | {"parsed": {"model_notice": "（语言模型不可用，以下由检索到的法条和规则引擎给出 · …）\n"}}
    assert output_markdown(unanswered).startswith(
        "**Output #3** · task `ask` · ⚠ 模型没有作完答（见回答首行），以下回答由法条、案情与引擎结果拼合而成 · no model finished; "
        "assembled answer\n\n")


def test_the_annotators_status_lines_say_what_happened_in_chinese_too():
    from app.pages.sign_in import sign_in_handler
    from app.render import plain_message

    class SignIn:  # the API's answer to POST /api/auth/login
        def post(self, path, body):
            return {"token": "t", "user": {"username": body["username"], "role": "annotator"}}

    # before: '✔ Signed in as **lawyer1** (annotator)', in English alone
    assert sign_in_handler(SignIn())("lawyer1", "secret") == ("t", "✔ Signed in as **lawyer1** (annotator) · 已登录", "")
    # an operator promoting with no model loaded: before, the English route's 503 alone
    assert plain_message("503: language model unavailable: not loaded") == (
        "语言模型不可用，请先在服务器上配置并加载模型 · language model unavailable: not loaded（HTTP 503）")
