"""Lay wordings, session 22: leaving over unpaid social insurance is a 第三十八条 ending owed compensation; money spent on
a named treatment ('花了三千块打针') is the medical expense; months of wages owed told with their sum tell the monthly
wage; a pavement toy's rider, a grown-up who knocked someone over, the asker's child who struck someone and a pipe
falling from scaffolding told across two clauses are read as torts by their own rules (民法典 第一千一百六十五条、
第一千一百八十八条、第一千二百五十三条)."""

from __future__ import annotations

import pytest

from backend.compensation import compensate, compensate_params


@pytest.mark.parametrize(
    "question",
    [
        "单位一直没给我交社保，我在这干了两年了准备走，能要补偿吗",
        "公司从来不交五险，我不想干了，能拿到补偿吗，干了两年",
        "断缴了我的社保好几个月，我打算走，干了两年，能要补偿吗",
    ],
)
def test_leaving_over_unpaid_social_insurance_is_a_ground_of_article_38(question: str) -> None:
    result = compensate(question)
    assert result["scenario"] == "economic"
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["params"]["service_months"] == 24


def test_leaving_over_unpaid_social_insurance_with_the_wage_is_computed() -> None:
    result = compensate("厂里半年没给交社保了，我想走，月工资7000，干了3年，能要多少补偿")
    assert result["params"]["termination_reason"] == "employee_38"
    assert result["amount"] == 21000


def test_a_road_taken_is_no_leaving() -> None:
    # '要走仲裁' is the way to claim, not the worker ending the contract
    from backend.compensation.extract.economic import termination_reason

    assert termination_reason("公司没交社保，我是不是要走仲裁，干了两年") is None


@pytest.mark.parametrize(
    ("question", "spent"),
    [
        ("送外卖的时候被一条狗咬了腿，花了两千块打狂犬疫苗", 2000),
        ("邻居的猫把我抓伤了，花了600打针", 600),
        ("在商场被挂钩划伤，花了1200缝针，商场没放警示牌，我没有过错", 1200),
    ],
)
def test_money_spent_on_a_named_treatment_is_the_medical_expense(question: str, spent: int) -> None:
    result = compensate(question)
    assert result["scenario"] == "personal_injury"
    assert sum(result["params"]["losses"].values()) == spent


def test_months_of_wages_owed_with_their_sum_tell_the_monthly_wage() -> None:
    result = compensate("老板欠了我三个月工资一共两万一，我干了四年被迫辞职，经济补偿能拿多少")
    params = result["params"]
    assert (params["unpaid_wages"], params["unpaid_wage_months"]) == (21000, 3)
    wage_step = next(step for step in result["steps"] if step["description"].startswith("月工资"))
    assert wage_step["amount"] == 7000 and "÷ 3个月" in wage_step["description"]
    assert result["amount"] == 28000


@pytest.mark.parametrize("question", [
    "老板拖欠了我三个月工资，一共一万五，我该怎么要回来？",  # the sum opens the clause after the wages owed
    "公司欠我三个月工资，总共15000元，能要回来吗",
])
def test_a_sum_owed_told_in_the_next_clause_is_the_wages_owed(question: str) -> None:
    result = compensate(question)
    assert (result["params"]["unpaid_wages"], result["params"]["unpaid_wage_months"]) == (15000, 3)
    assert result["amount"] == 15000


def test_a_total_after_another_clause_is_not_taken_for_wages_owed() -> None:
    params = compensate("我干了三年，公司把我辞退了，一共给了我一万五，月薪八千，还能要多少")["params"]
    assert params["unpaid_wages"] is None


def test_a_sum_owed_without_its_months_leaves_the_wage_asked() -> None:
    result = compensate("公司拖欠工资一共两万，我干了四年被迫辞职，经济补偿能拿多少")
    assert result["params"]["unpaid_wage_months"] is None
    assert result["amount"] is None
    assert any("月工资" in asked for asked in result["missing"])


def test_a_monthly_wage_told_outweighs_the_sum_owed() -> None:
    result = compensate_params(
        "economic",
        {"monthly_wage": 8000, "unpaid_wages": 12000, "unpaid_wage_months": 2, "service_months": 24,
         "termination_reason": "employee_38", "targets": ["economic_compensation"]},
    )
    assert result["amount"] == 16000


@pytest.mark.parametrize(
    "question",
    [
        "我女儿9岁，在楼下踩着平衡车把一个阿姨撞倒了，阿姨医疗费3000，要赔多少",
        "我妈在广场上被一个玩滑板车的小孩撞倒了，医疗费3000",
    ],
)
def test_a_child_on_a_pavement_toy_is_the_guardians_not_a_road_accident(question: str) -> None:
    result = compensate(question)
    params = result["params"]
    assert (result["scenario"], params["cause"], params["minor_caused"]) == ("personal_injury", "fault", True)
    assert result["amount"] == 3000
    assert any(step["source"] == "民法典 第一千一百八十八条" for step in result["steps"])


def test_a_grown_up_who_knocked_a_runner_over_is_the_payer_not_the_park() -> None:
    result = compensate("早上在公园慢跑，被一个大叔撞倒了，手腕骨折，医疗费6000")
    params = result["params"]
    assert (result["scenario"], params["cause"], params["liable_party"]) == ("personal_injury", "fault", "撞人的一方（侵权人）")
    assert params["minor_caused"] is None
    assert result["amount"] == 6000
    # a bump, not a blow: no word on the police fine for 殴打
    assert not any("殴打他人" in note for note in result["notes"])


@pytest.mark.parametrize(
    "question",
    ["被人撞倒了，医疗费3000，对方全责", "我骑电动车被一个男的开车撞了，医疗费3000"],
)
def test_a_bump_that_may_be_a_drivers_stays_a_road_accident(question: str) -> None:
    assert compensate(question)["scenario"] == "traffic"


def test_the_askers_teenager_who_struck_a_classmate_makes_the_parent_the_payer() -> None:
    result = compensate("我家儿子14岁，放学后和同学打架，把对方打伤了，对方医药费4000，我们当父母的要赔多少")
    params = result["params"]
    assert (params["cause"], params["minor_caused"], params["liable_party"]) == ("fault", True, "提问人（打人孩子的监护人）")
    # a fight: the hurt one's own part reduces the share, asked (第一千一百七十三条)
    assert params["victim_at_fault"] is True and result["amount"] is None


def test_the_askers_child_who_pushed_a_classmate_at_school_owes_through_the_parent() -> None:
    result = compensate("我女儿11岁，在学校把同学推倒了，对方医药费2500，我们要赔吗")
    assert (result["params"]["cause"], result["params"]["minor_caused"]) == ("fault", True)
    assert result["amount"] == 2500
    assert any(step["source"] == "民法典 第一千一百八十八条" for step in result["steps"])


def test_the_askers_grown_child_who_struck_someone_answers_alone() -> None:
    result = compensate("我儿子28岁了，喝酒后把人打伤了，对方没还手，医药费9000，要赔多少")
    params = result["params"]
    assert (params["cause"], params["minor_caused"], params["liable_party"]) == ("fault", None, "打人的子女本人（已成年）")
    assert result["amount"] == 9000


def test_a_pipe_falling_from_scaffolding_told_in_the_next_clause_is_the_builders() -> None:
    result = compensate("下班走过一个工地的脚手架，从上面掉下来一块木板砸到我肩膀，医疗费7000")
    params = result["params"]
    assert (result["scenario"], params["cause"], params["object_thrown"]) == ("personal_injury", "falling_object", False)
    assert params["liable_party"] == "施工单位（工地及脚手架等设施的管理人、使用人）"
    assert result["amount"] == 7000
    assert any(step["source"] == "民法典 第一千二百五十三条" for step in result["steps"])


def test_told_to_go_after_a_move_the_worker_would_not_follow_is_article_40() -> None:
    result = compensate("单位要迁到别的城市，我没法跟着去，领导就叫我自己走，我在那干了4年，月薪5500，能拿多少")
    assert (result["scenario"], result["params"]["termination_reason"]) == ("economic", "employer_40")
    assert result["amount"] == 22000


def test_told_to_take_a_road_is_no_dismissal() -> None:
    from backend.compensation.extract.economic import dismissed_by_employer

    assert not dismissed_by_employer("公司没交社保，律师让我走仲裁")
    assert not dismissed_by_employer("我想辞职，老板不让我走，")
    assert compensate("被车撞了，交警让我走了，医疗费3000，对方全责")["scenario"] == "traffic"


def test_an_employer_who_bought_no_insurance_in_lay_words_pays_the_benefits_itself() -> None:
    result = compensate("我在工地搬砖从楼梯上摔下来，评了十级伤残，包工头说没买保险，月工资6000，能拿多少")
    assert result["scenario"] == "work_injury"
    assert result["params"]["employer_insured"] is False
    assert any(step["description"].startswith("用人单位未依法参加工伤保险") for step in result["steps"])
    assert result["amount"] == 42000


def test_a_work_injurys_medical_cost_told_is_the_uninsured_employers_item() -> None:
    # who pays it is told (the employer insured no one): an item of its own (test_work_injury_medical_costs.py)
    result = compensate("我在仓库卸货被货架砸伤了腿，评了十级，月工资5000，医疗费3万，公司没给我交社保，能拿多少")
    assert result["amount"] == 65000  # 5000 × 7 + 30000
    [step] = [step for step in result["steps"] if step["description"].startswith("工伤医疗费")]
    assert "30000.00元" in step["description"] and step["source"] == "工伤保险条例 第六十二条第二款"
    assert not any(note.startswith("题目所说的医疗费") for note in result["notes"])


def test_a_commuting_accidents_medical_cost_is_left_to_the_tort_claim() -> None:
    result = compensate("我下班路上被车撞了，对方全责，算工伤吗，医疗费1万，月工资5000")
    assert result["scenario"] == "work_injury"
    assert not any(note.startswith("题目所说的医疗费") for note in result["notes"])


def test_pay_always_late_is_a_ground_of_article_38_and_a_denial_is_none() -> None:
    late = compensate("老板每次发工资都推迟发半个多月，我干了两年半不想干了，月薪8000，能要补偿吗")
    assert late["params"]["termination_reason"] == "employee_38"
    assert late["amount"] == 24000
    never_late = compensate("公司工资从来没有晚发过，我辞职了，干了两年半，月薪8000，能要补偿吗")
    assert never_late["params"]["termination_reason"] == "employee_resigned"
    assert never_late["amount"] == 0


def test_kicked_by_another_at_a_venue_is_the_third_persons_act_there() -> None:
    result = compensate("在健身房上团课被旁边的人踢到了肚子，看病花了1800，健身房要赔吗")
    params = result["params"]
    assert (result["scenario"], params["cause"], params["third_party_caused"]) == ("personal_injury", "premises", True)
    assert params["losses"] == {"医疗费": 1800}
