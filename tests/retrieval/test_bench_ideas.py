from backend.retrieval.references import LawNameIndex
from bench.retrieval.data import Question
from bench.retrieval.ideas import citation_contexts, cv_part, folds, seen_split

NAMES = LawNameIndex(["中华人民共和国民法典", "中华人民共和国劳动合同法"])
IN_FORCE = {("民法典", 1079, 0), ("劳动合同法", 47, 0)}


def resolve(law: str, article: int, sub: int):
    key = (NAMES.canonical(law).removeprefix("中华人民共和国"), article, sub)
    return key if key in IN_FORCE else None


def test_citation_contexts_keep_the_words_around_a_citation_not_the_citation():
    paragraphs = [
        ("解释一.md", "夫妻感情确已破裂，依照《中华人民共和国民法典》第一千零七十九条 准予离婚"),
        ("解释二.md", "准予离婚的情形，民法典第1079条"),
        ("解释二.md", "劳动合同法第四十七条 经济补偿；劳动合同法第九十九条 不存在"),
        ("通知.md", "没有任何引用的段落 离婚"),
    ]
    contexts = citation_contexts(paragraphs, NAMES, resolve, str.split)
    divorce = contexts.bags[("民法典", 1079, 0)]
    assert divorce["准予离婚"] == 1 and divorce["准予离婚的情形，"] == 1
    assert not any("第一千零七十九条" in word or "民法典" in word for word in divorce)
    assert contexts.documents[("民法典", 1079, 0)] == {"解释一.md", "解释二.md"}
    # an article the corpus does not hold in force gets nothing; its paragraph still counts for the other
    assert ("劳动合同法", 99, 0) not in contexts.bags and contexts.bags[("劳动合同法", 47, 0)]["经济补偿；"] == 1


def test_cv_folds_partition_the_learning_half():
    questions = [Question(f"q{i}", "问题", "", (("民法典", i + 1),)) for i in range(40)]
    parts = folds(questions, 5)
    assert {cv_part(q.id, 5) for q in questions} <= set(range(5))
    held_out = [q.id for _, held in parts for q in held]
    assert sorted(held_out) == sorted(q.id for q in questions)
    assert all(not {q.id for q in rest} & {q.id for q in held} for rest, held in parts)


def test_seen_split_by_the_learning_half_citations():
    learned = [Question("a", "问", "", (("中华人民共和国民法典", 1079),))]
    scored = [Question("b", "问", "", (("民法典", 1079),)), Question("c", "问", "", (("民法典", 1080),))]
    seen, unseen = seen_split(scored, learned)
    assert [q.id for q in seen] == ["b"] and [q.id for q in unseen] == ["c"]


def test_measure_counts_recall_and_the_unseen_questions_apart():
    from types import SimpleNamespace

    from bench.retrieval.ideas import combine, measure

    units = [SimpleNamespace(law="中华人民共和国民法典", number=1079), SimpleNamespace(law="民法典", number=1080)]
    signals = SimpleNamespace(r=SimpleNamespace(units=units))
    learned = [Question("a", "问", "", (("民法典", 1079),))]
    scored = [Question("b", "离婚", "", (("民法典", 1079),)), Question("c", "继承", "", (("民法典", 1080),))]
    measured = measure(signals, scored, lambda question: [0] if question == "离婚" else [0, 1], learned)
    assert measured.sums == {1: 1.0, 5: 2.0, 10: 2.0}
    assert (measured.unseen, measured.unseen_sum10) == (1, 1.0)
    result = combine([measured], len(scored))
    assert result.recall[1] == 0.5 and result.unseen_recall10 == 1.0 and result.unseen == 1
