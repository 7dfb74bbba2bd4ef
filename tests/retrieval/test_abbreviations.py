"""Unknown query words matched as abbreviations of the corpus's wording (醉驾 → 醉酒驾驶)."""

from backend.retrieval.abbreviations import MAX_DOCUMENTS, AbbreviationIndex, unknown_words

TEXTS = [
    "在道路上醉酒驾驶机动车的，处拘役，并处罚金。",
    "以暴力、威胁方法阻碍国家机关工作人员依法执行职务的，暴力袭击正在依法执行职务的人民警察的，从重处罚。",
    "建设工程包括房屋建筑及其配套的线路、管道、设备的安装活动。",
    "酒后驾驶船舶的，处罚款。醉倒在路边的，由公安机关带离。",
]


def test_an_abbreviation_is_found_where_its_characters_head_words_of_one_clause():
    index = AbbreviationIndex(TEXTS)
    assert list(index.documents("醉驾")) == [0]  # 醉酒驾驶; 醉倒…驾驶 are in different sentences
    assert list(index.documents("袭警")) == [1]  # 袭击正在依法执行职务的人民警察: 警 heads 警察
    assert list(index.documents("酒驾")) == [0, 3]


def test_characters_inside_words_or_across_clauses_are_chance():
    index = AbbreviationIndex(TEXTS)
    assert list(index.documents("套路")) == []  # 配套的线路: 路 ends 线路
    assert list(index.documents("路管")) == []  # 线路、管道: two clauses of a list
    assert list(index.documents("飙车")) == []  # a character the corpus lacks


def test_a_pattern_in_too_many_documents_is_no_abbreviation():
    index = AbbreviationIndex(["依法处理案件。"] * (MAX_DOCUMENTS + 1))
    assert list(index.documents("依处")) == []
    assert list(AbbreviationIndex(["依法处理案件。"] * MAX_DOCUMENTS).documents("依处")) == list(range(MAX_DOCUMENTS))


def test_scores_add_an_idf_to_the_documents_that_abbreviate_each_word():
    index = AbbreviationIndex(TEXTS)
    scores = index.scores(["醉驾", "袭警", "飙车"], len(TEXTS))
    assert scores[0] > 0 and scores[1] > 0 and scores[2] == scores[3] == 0
    assert scores[1] > index.scores(["酒驾"], len(TEXTS))[0]  # a word in one document weighs more than in two


def test_a_run_no_clause_holds_whole_is_scored_by_the_abbreviations_inside_it():
    index = AbbreviationIndex(TEXTS)

    def scores(*words):
        return index.scores(list(words), len(TEXTS)).tolist()

    # unknown_words joins single characters: '醉驾撞人会判刑吗' gives 醉驾撞人, an abbreviation and the verb after it
    assert list(index.documents("醉驾撞人")) == []
    assert scores("醉驾撞人") == scores("醉驾") != scores()
    assert scores("撞醉驾") == scores()  # the leading part abbreviates nothing: a word glued after a verb is not cut
    assert scores("醉驾袭警") == scores("醉驾", "袭警")  # two abbreviations glued
    assert scores("撞人") == scores()
    # a part with a numeral is no abbreviation: 醉三 of '醉三驾' would match 醉酒驾驶三次 by chance
    counted = AbbreviationIndex(["醉酒驾驶三次以上的，吊销驾驶证。"])
    assert list(counted.documents("醉三")) == [0]
    assert counted.scores(["醉三驾"], 1).tolist() == [0.0]


def test_unknown_words_are_rejoined_from_what_the_new_word_guesser_glued():
    known = {"判", "道路", "驾驶"}.__contains__
    assert unknown_words("醉驾会判多久", known) == ["醉驾"]  # jieba: '醉', '驾会判'; 多久 is everyday vocabulary
    assert unknown_words("袭警怎么判", known) == ["袭警"]
    assert unknown_words("道路驾驶", known) == []  # known words are left to the index


def test_a_rare_known_character_may_begin_an_unknown_word():
    # jieba cuts '酒驾会被判刑吗' into 酒 | 驾会: the index knows 酒 (one article holds it alone), so it closed the run
    known = {"酒", "判刑", "给", "买"}.__contains__
    rare = {"酒", "给", "买"}.__contains__
    assert unknown_words("酒驾会被判刑吗", known) == []
    assert unknown_words("酒驾会被判刑吗", known, rare) == ["酒驾"]
    assert unknown_words("酒驾会被判刑吗", known, lambda char: False) == []  # a common character begins nothing
    # it only begins a word: two known characters side by side are no word either knows
    assert unknown_words("他给买了", known, rare) == []


def test_everyday_words_are_not_taken_for_abbreviations():
    assert unknown_words("我和同学在前面", lambda word: False) == []
