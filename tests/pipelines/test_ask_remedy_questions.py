"""A question of what to do, whom to turn to, or whether the asker is wronged ('…干了两年，怎么办', '我该找谁', '我是不是吃亏了',
'有没有说法', '这合法吗'), asked by a worker or by one hurt, is answered by what is owed and by whom: the compensation
engine's reading leads, as for '能拿多少'. Such a question about another matter, a civil one no engine reckons, or a
beating (the crime told answers it) gets no calculation. Before, retrieval alone led these (民法典第五百五十条 for a
pregnant worker sent away, 民法典第四百九十六条 for a hit-and-run)."""

import pytest

from backend.pipelines.ask import gather_grounds

CRIMINAL_LAW = "中华人民共和国刑法"
LABOUR_CONTRACT_LAW = "中华人民共和国劳动合同法"
CIVIL_CODE = "中华人民共和国民法典"


@pytest.mark.parametrize(("question", "scenario", "amount", "lead"), [
    # 第四十二条: a pregnant worker may not be dismissed; the unlawful dismissal's damages are 2 × 2 × 5000
    ("怀孕了公司让我走人，月薪五千，干了两年，怎么办？", "economic", 20000, (LABOUR_CONTRACT_LAW, "第四十二条")),
    ("老板说我不适合这个岗位让我明天别来了，我干了四年，月薪七千，这合法吗？", "economic", 28000,
     (LABOUR_CONTRACT_LAW, "第四十七条")),
    ("天天加班到晚上十点，加班费一分没有，有没有说法？", "economic", None, (LABOUR_CONTRACT_LAW, "第三十一条")),
    ("公司突然把我开除了，什么补偿都没给，我是不是吃亏了？", "economic", None, (LABOUR_CONTRACT_LAW, "第四十七条")),
    # 第八十五条: the labour administration orders wages owed paid, whom a worker turns to
    ("工资拖了三个月没发，该去找谁？", "economic", None, (LABOUR_CONTRACT_LAW, "第八十五条")),
    ("在公司上班摔伤了，老板不管怎么办", "work_injury", None, ("中华人民共和国社会保险法", "第三十六条")),
    # 道路交通安全法第七十五条: where the vehicle fled, the road accident rescue fund advances the rescue costs
    ("走路被电动车撞了，对方跑了，我该找谁？", "traffic", None, ("中华人民共和国道路交通安全法", "第七十五条")),
    # a harm the keeper or the manager answers for, whoever tells it
    ("晚上在小区里掉进没盖好的井盖摔伤了，我吃亏了吗？", "personal_injury", None, (CIVIL_CODE, "第一千二百五十八条")),
    ("我家狗咬了人怎么办", "personal_injury", None, (CIVIL_CODE, "第一千二百四十五条")),
])
def test_a_remedy_asked_by_one_who_is_owed_gets_the_compensation_reading(retriever, question, scenario, amount, lead):
    grounds = gather_grounds(retriever, question, 6, lambda: None)
    assert grounds.calculation is not None and grounds.calculation["scenario"] == scenario
    assert grounds.calculation["amount"] == amount
    assert (grounds.sources[0]["law"], grounds.sources[0]["number_text"]) == lead


@pytest.mark.parametrize("question", [
    # what to do about another matter named before 怎么办: not the dismissal's compensation
    "被辞退了，社保怎么办？",
    "离职了公积金怎么办",
    "辞职后公司不给开离职证明怎么办？",
    # a drunk driver's own deed: no one owes them anything
    "酒驾被查了怎么办？",
    # civil matters no engine reckons
    "朋友借钱不还，我吃亏了吗",
    "房东不退押金，有没有说法",
    "离婚后孩子抚养费找谁要",
])
def test_a_remedy_asked_of_what_no_engine_reckons_gets_no_calculation(retriever, question):
    assert gather_grounds(retriever, question, 6, lambda: None).calculation is None


def test_a_beatings_sufferer_asking_what_to_do_keeps_the_crimes_conduct_first(retriever):
    # the police as much as the damages: the beating's articles (刑法第二百三十四条), not the tort's general one
    grounds = gather_grounds(retriever, "被人打了一顿怎么办", 6, lambda: None)
    assert grounds.calculation is None
    assert (grounds.sources[0]["law"], grounds.sources[0]["number_text"]) == (CRIMINAL_LAW, "第二百三十四条")
