"""One story, two claims: a work-injured worker dismissed on a ground 第四十二条 forbids gets 第八十七条's 2N beside
the work-injury benefits, returned as `related` (and summed only when everything is asked). Expected values by hand."""

from __future__ import annotations

from backend.compensation import compensate


# --- 第四十二条第（二）项: a work-injured worker dismissed for the business's troubles -----------------------------------


def test_work_injured_worker_dismissed_for_economic_difficulty_is_unlawful() -> None:
    # 9级工伤 is 部分丧失劳动能力: 第四十二条第（二）项 forbids a 第四十、四十一条 ending → 2N = 6000 × 5 × 2 = 60,000
    result = compensate("我在公司工作了5年，去年工伤九级，月薪6000元，今年公司以经济困难为由把我辞退了，能要多少？", {"scenario": "economic"})
    assert result["params"]["termination_reason"] == "prohibited_42_work_injury"
    assert result["amount"] == 60000


def test_economic_difficulty_alone_is_the_article_40_ground() -> None:
    # no 第四十二条 state: 第四十条第（三）项, its steps not told missing (N = 6000 × 5)
    result = compensate("我在公司工作了5年，月薪6000元，今年公司以经济困难为由把我辞退了，经济补偿能拿多少？")
    assert result["params"]["termination_reason"] == "employer_40"
    assert result["amount"] == 30000


def test_a_work_injury_dismissal_gives_the_2n_as_a_related_claim() -> None:
    # benefits: 一次性伤残补助金 9 × 5000 = 45,000 (工伤保险条例 第三十七条); related: 2N = 5000 × 5 × 2 = 50,000
    # (劳动合同法 第四十二条第（二）项、第八十七条); together 95,000. '能要多少' asks both: whichever claim the question
    # is read as (the business's troubles are labour-contract words too), the other comes back as `related`.
    result = compensate("工伤九级，本人工资5000元，工作5年，公司以经济困难为由把我辞退了，能要多少？")
    (related,) = result["related"]
    claims = {result["scenario"]: result["amount"], related["scenario"]: related["amount"]}
    assert claims == {"work_injury": 45000, "economic": 50000}
    assert ("第八十七条" if related["scenario"] == "economic" else "工伤保险条例") in related["label"]
    assert result["combined_total"] == 95000
    assert any("（另一项请求，不计入以上金额）" in note for note in result["notes"])


def test_a_dismissal_without_a_ground_told_brings_the_endings_compensation_beside_the_benefits() -> None:
    # the ground of the dismissal is not told: 第四十二条第（二）项 leaves only an untold 第三十九条 fault (session 28), so
    # the 赔偿金 2N = 5000 × 5 × 2 = 50,000 comes back beside the benefits (45,000), the note saying what a fault changes
    result = compensate("工伤九级，本人工资5000元，工作5年，公司把我辞退了，能要多少？")
    assert result["amount"] == 45000
    (related,) = result["related"]
    assert related["scenario"] == "economic" and related["amount"] == 50000 and "第四十二条第（二）项" in related["label"]
    assert result["combined_total"] == 95000
    note = next(note for note in result["notes"] if "只剩第三十九条的过错" in note)
    assert "第三十九条" in note and "举证责任在单位" in note
    assert not any(note.startswith("按题目的月工资和工作年限") for note in result["notes"])


def test_a_dismissal_mentioning_a_restriction_signed_is_still_a_dismissal() -> None:
    # no word of the restriction's compensation: 第八十七条 2N = 10000 × 3 × 2
    result = compensate("我工作了3年，月薪10000元，签过竞业协议，公司无故把我辞退了，能要多少？")
    assert result["params"]["targets"] == [] and result["amount"] == 60000


# 4. the work-injury 2N works in both directions; combined_total only when everything is asked


def test_work_injury_and_its_dismissal_give_one_combined_total_whatever_the_punctuation() -> None:
    # benefits: 一次性伤残补助金 9 × 5000 = 45,000 (工伤保险条例 第三十七条); 2019-01-01 to 2024-02-29: 5年2个月 →
    # 5.5 months, 2N = 5000 × 5.5 × 2 = 55,000 (劳动合同法 第四十二条第（二）项、第八十七条); 100,000 together
    for joint in ("。", "，"):
        question = f"工伤九级，本人工资5000元，2019年1月入职{joint}2024年3月公司以经济困难为由把我辞退了，能要多少？"
        result = compensate(question)
        (related,) = result["related"]
        assert {result["scenario"]: result["amount"], related["scenario"]: related["amount"]} == {
            "work_injury": 45000,
            "economic": 55000,
        }
        assert result["combined_total"] == 100000


def test_no_combined_total_when_one_item_is_asked() -> None:
    result = compensate("工伤九级，本人工资5000元，2019年1月入职，2024年3月公司以经济困难为由把我辞退了，一次性伤残补助金多少？")
    assert result["amount"] == 45000  # 9 × 5000 (第三十七条)
    assert result["related"][0]["amount"] == 55000
    assert "combined_total" not in result


def test_an_unlawful_dismissal_of_a_work_injured_worker_is_the_article_42_reading() -> None:
    # '违法辞退' names no ground; the 九级 work injury is what makes it unlawful (第四十二条第（二）项): 2N = 6000 × 5 × 2,
    # and the benefits (一次性伤残补助金 9 × 6000) come back beside it as they do when a forbidden ground is told
    story = "我在工厂上班时受伤，评了工伤九级，月工资6000元，干了5年。公司{ending}，能赔多少？"
    called_unlawful = compensate(story.format(ending="违法辞退我"))
    with_a_ground = compensate(story.format(ending="以不能胜任为由把我辞退了"))
    for result in (called_unlawful, with_a_ground):
        assert result["params"]["termination_reason"] == "prohibited_42_work_injury"
        assert result["amount"] == 60000
        (related,) = result["related"]
        assert (related["scenario"], related["amount"]) == ("work_injury", 54000)
    assert called_unlawful["related"][0]["params"] == with_a_ground["related"][0]["params"]
