from app.render import article_name, calculation_summary, citation_badges, claim_steps, output_sources, plain_message
from backend.compensation.engine import compensate


def test_inserted_articles_are_named_with_their_suffix():
    assert article_name({"article": 47}) == "第47条"
    assert article_name({"article": 133, "sub": 1}) == "第133条之1"
    assert article_name({"article": 133, "number_text": "第一百三十三条之一"}) == "第一百三十三条之一"
    badges = citation_badges([{"law": "中华人民共和国刑法", "article": 133, "number_text": "第一百三十三条之一",
                               "status": "verified"}])
    assert "《中华人民共和国刑法》第一百三十三条之一" in badges


def test_a_repealed_law_badge_names_what_repealed_it():
    badges = citation_badges([{"law": "中华人民共和国合同法", "article": 52, "number_text": "第五十二条",
                               "status": "not_in_force", "repealed_by": "《中华人民共和国民法典》第一千二百六十条"}])
    assert "已被《中华人民共和国民法典》第一千二百六十条废止" in badges


def test_a_deleted_article_badge_names_the_deleting_article():
    badges = citation_badges([{"law": "中华人民共和国刑法", "article": 199, "number_text": "第一百九十九条",
                               "status": "repealed", "repealed_by": "《中华人民共和国刑法修正案（九）》第十二条"}])
    assert "deleted · 本条已删去 · 已被《中华人民共和国刑法修正案（九）》第十二条删去" in badges


def test_a_version_not_yet_in_force_says_from_when():
    badges = citation_badges([{"law": "中华人民共和国医疗保障法", "article": 1, "number_text": "第一条",
                               "status": "not_yet_in_force", "in_force_from": "2027-01-01"}])
    assert "not yet in force · 尚未施行 · 2027-01-01起施行" in badges


def test_a_citation_the_corpus_lacks_is_shown_unverified_not_wrong():
    # an engine's judicial interpretation the store does not hold is as unverifiable as a made-up article: neither is
    # shown as checked, and neither as proven false
    badges = citation_badges([{"law": "最高人民法院 最高人民检察院关于办理盗窃刑事案件适用法律若干问题的解释", "article": 12,
                               "number_text": "第十二条", "status": "not_found"}])
    assert "法条库中未找到，无法核验 · not in the corpus, unverified" in badges and "✔" not in badges


def test_stored_sources_render_as_cards_or_as_a_trace():
    trace = [{"source": "guideline", "items": [{"cited": "量刑指导意见 盗窃罪"}, {"cited": "量刑指导意见 盗窃罪"}]}]
    html = output_sources(trace)
    assert html.count("<li>量刑指导意见 盗窃罪</li>") == 1 and "Sentencing guideline" in html
    cards = output_sources([{"law": "中华人民共和国劳动合同法", "number_text": "第四十七条", "text": "经济补偿……"}])
    assert "《中华人民共和国劳动合同法》第四十七条" in cards


def test_api_texts_lose_file_and_setting_names():
    assert plain_message("422: 未收录的罪名：偷东西；可能是：「盗窃」（收录的罪名见 backend/sentencing/data/statutes.yaml）") \
        == "未收录的罪名：偷东西；可能是：「盗窃」（HTTP 422）"
    assert plain_message("422: 无法从案情中识别罪名，请在 charge 中写明罪名") == "无法从案情中识别罪名，请在「罪名」栏写明罪名（HTTP 422）"
    # a refusal for conduct that is no crime ends with the same field's name (backend.sentencing.predict.NoCrimeTold)
    assert plain_message("422: 闯红灯本身不构成犯罪；如另有罪名，请在 charge 中写明") == "闯红灯本身不构成犯罪；如另有罪名，请在「罪名」栏写明罪名（HTTP 422）"
    # the length limit's message names the field as the page names it, not by the API's key (before: 'question: 过长…')
    assert plain_message("422: question: 过长：4001 字，上限 4000 字") == "问题 question：过长：4001 字，上限 4000 字（HTTP 422）"
    assert plain_message("422: fact: 不能为空; province: 过长：21 字，上限 20 字") == (
        "案情 facts：不能为空; 省份 province：过长：21 字，上限 20 字（HTTP 422）")
    # a field no layperson types (a correction's answer, an operator's form) keeps its key
    assert plain_message("422: answer: 不能为空") == "answer: 不能为空（HTTP 422）"


def test_a_refusal_reads_its_message_first_and_its_http_status_after_it():
    # before: '422: 不能为空' — the status a layperson cannot read came first
    assert plain_message("422: 不能为空") == "不能为空（HTTP 422）"
    assert plain_message("503: 语言模型不可用：未加载").endswith("（原因，供管理员参考 · reason, for the operator: 未加载）（HTTP 503）")
    # a 401 too: app/pages/sign_in.py session_after reads the status at the end to end the session
    assert plain_message("401: 令牌无效") == "令牌无效（HTTP 401）"
    # a lawyer pressing Export on the operators' Review tab: before, English alone
    assert plain_message("403: this needs the operator role; lawyer1 is annotator") == (
        "此操作需要 operator 角色；lawyer1 的角色是 annotator · this needs the operator role; lawyer1 is annotator（HTTP 403）")
    # only a status app/client.py put in front is moved; a note or a figure that starts with digits is left as it is
    assert plain_message("2019: 入职") == "2019: 入职" and plain_message("单位已给 200: 元") == "单位已给 200: 元"


def test_an_item_asked_by_name_is_shown_as_that_item_with_the_whole_claim_beside_it():
    result = compensate("我妈被车撞死了，52岁，对方全责，我弟弟10岁，城镇居民人均可支配收入5万，城镇人均消费支出3万，"
                        "被扶养人生活费能拿多少")
    summary = calculation_summary(result)
    assert f"## Amount · 所问的被扶养人生活费：**{result['amount']:,.2f} 元**" in summary
    assert f"各项损失一并计算的应赔偿合计 · Whole claim：{result['whole_amount']:,.2f} 元" in summary
    plain = calculation_summary(compensate("我妈被车撞死了，52岁，对方全责，城镇居民人均可支配收入5万，死亡赔偿金多少"))
    assert "## Amount · 所问的死亡赔偿金" in plain and "Whole claim" in plain
    whole = calculation_summary(compensate("公司把我辞退了，干了3年，月薪8000，能拿多少补偿"))
    assert whole.startswith("## Amount · 金额：") and "Whole claim" not in whole


def test_a_related_claim_and_the_combined_total_are_shown_beside_the_claim_asked():
    # a worker who quit over wages held back: the ending's compensation (4 years × 6000) and the wages owed (3 × 6000)
    result = compensate("单位欠了我三个月工资没发，月薪6000，我干了4年，受不了就辞职了，能要多少钱")
    assert result["amount"] == 24000 and result["related"][0]["amount"] == 18000 and result["combined_total"] == 42000
    summary = calculation_summary(result)
    assert "### Related claims · 另有请求" in summary
    assert f"- {result['related'][0]['label']}：**18,000.00 元**" in summary
    assert "合计 · Combined total（以上金额与另有请求之和）：**42,000.00 元**" in summary
    # the note names the other claim in words, not the API's field
    assert "（见 related）" not in summary and "（另一项请求，不计入以上金额）" in summary
    steps = claim_steps(result)
    assert f"<h4>另有请求 · Related claim：{result['related'][0]['label']}</h4>" in steps
    assert steps.count("<table class='lex-steps'") == 2 and "18,000.00" in steps


def test_a_related_claim_without_a_combined_total_shows_no_total():
    # a disabled worker sent away: the ending's compensation asked by name, the injury benefits beside it, not summed
    result = compensate("我在厂里干了5年，月工资7000，工伤十级，公司让我走人，经济补偿能拿多少")
    assert result["related"] and result.get("combined_total") is None
    summary = calculation_summary(result)
    assert "### Related claims · 另有请求" in summary and "Combined total" not in summary


def test_the_ask_page_says_where_to_add_a_missing_figure_and_shows_a_related_claim():
    from app.pages.ask import _calculation

    lacking = _calculation(compensate("我在公司干了两年，老板三个月没发工资，我辞职了，能拿经济补偿吗"))
    assert "Missing figures · 需要补充的数据" in lacking and "到「赔偿计算」页补充后计算" in lacking
    told = _calculation(compensate("单位欠了我三个月工资没发，月薪6000，我干了4年，受不了就辞职了，能要多少钱"))
    assert "合计 · Combined total（以上金额与另有请求之和）：**42,000.00 元**" in told
    assert "<h4>另有请求 · Related claim：拖欠的工资" in told


def test_a_refusal_ending_in_http_401_ends_the_session_on_every_page():
    from app.client import ApiError
    from app.pages.sign_in import SESSION_ENDED, session_after
    from app.render import refusal

    # the one form every page shows (the Compensation page too): the message, then the status
    ended = refusal(ApiError("401: the token has expired; sign in again"))
    assert ended == "⚠ the token has expired; sign in again（HTTP 401）"
    assert session_after(ended, "token", "✔ Signed in as **lawyer1**") == ("", SESSION_ENDED)
    # a 403 leaves the session as it is, and so does a line that only starts with the digits
    forbidden = refusal(ApiError("403: this needs the operator role; lawyer1 is annotator"))
    assert session_after(forbidden, "token", "who") == ("token", "who")
    assert session_after("⚠ 401: 行数据未读取", "token", "who") == ("token", "who")


def test_a_source_card_names_its_kind_and_why_it_is_listed_in_words():
    from app.render import source_cards

    # before: '<small>statute · 第三章 … · score 0.00</small>': the API's key, and a score of 0 for the article the
    # calculation rests on (it is not ranked by the search), above articles scored 2.93
    cards = source_cards([
        {"law": "中华人民共和国劳动合同法", "number_text": "第三十条", "source": "statute", "chapter": "第三章 劳动合同的履行和变更",
         "score": 0.0, "match": "calculation", "text": "用人单位应当……及时足额支付劳动报酬。"},
        {"law": "中华人民共和国劳动法", "number_text": "第五十条", "source": "statute", "chapter": "第五章 工资",
         "score": 1.534, "match": "sparse", "text": "不得克扣或者无故拖欠劳动者的工资。"},
    ])
    assert "<small>法律条文 Statutes · 第三章 劳动合同的履行和变更 · 赔偿计算所依据 cited by the calculation</small>" in cards
    assert "<small>法律条文 Statutes · 第五章 工资 · 检索得分 score 1.53</small>" in cards
    assert "statute ·" not in cards and "score 0.00" not in cards
