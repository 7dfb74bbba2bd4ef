import pytest

from backend.retrieval.references import LawNameIndex

NAMES = ["中华人民共和国劳动合同法", "中华人民共和国劳动法", "中华人民共和国刑法", "工伤保险条例"]


@pytest.fixture(scope="module")
def names():
    return LawNameIndex(NAMES)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("《劳动合同法》第四十七条", [("劳动合同法", 47)]),
        ("《中华人民共和国劳动合同法》第47条", [("中华人民共和国劳动合同法", 47)]),
        ("劳动合同法 47", [("劳动合同法", 47)]),
        ("劳动合同法第四十六条、第四十七条", [("劳动合同法", 46), ("劳动合同法", 47)]),
        ("依据《工伤保险条例》第三十三条和刑法第264条", [("工伤保险条例", 33), ("刑法", 264)]),
        ("劳动法第八十七条", [("劳动法", 87)]),
    ],
)
def test_references_found(names, text, expected):
    assert [(r.law, r.article) for r in names.find_references(text)] == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("醉驾适用《刑法》第一百三十三条之一", [(133, 1)]),
        ("刑法第133条之一和第134条", [(133, 1), (134, 0)]),
        ("《刑法》第一百三十三条、第一百三十三条之一", [(133, 0), (133, 1)]),
        ("依照刑法第二百六十四条之规定", [(264, 0)]),  # 之规定 is no inserted article
        ("刑法第133条之1", [(133, 1)]),
    ],
)
def test_inserted_articles_keep_their_suffix(names, text, expected):
    assert [(r.article, r.sub) for r in names.find_references(text)] == expected


@pytest.mark.parametrize("text", ["刑法 3年以下", "劳动合同法2020年修订", "我想了解劳动合同法"])
def test_no_false_references(names, text):
    assert names.find_references(text) == []


def test_canonical_names(names):
    assert names.canonical("劳动合同法") == "中华人民共和国劳动合同法"
    assert names.canonical("中华人民共和国劳动合同法") == "中华人民共和国劳动合同法"
    assert names.canonical("不存在的法") is None


def test_search_puts_named_article_first(retriever):
    hits = retriever.search("劳动合同法 47", k=5)
    assert (hits[0].law, hits[0].article, hits[0].match) == ("中华人民共和国劳动合同法", 47, "reference")
    assert len(hits) == 5


def test_lookup_statuses(retriever):
    assert retriever.lookup("劳动合同法", 47).status == "verified"
    assert retriever.lookup("劳动合同法", 999).status == "not_found"
    assert retriever.lookup("不存在的法", 1).status == "not_found"


def test_index_is_reused_until_corpus_changes(engine, settings, retriever):
    from backend.retrieval.service import Retriever, corpus_fingerprint

    again = Retriever.open(engine, settings.resolved_index_dir, progress=False)
    assert again.index.fingerprint == retriever.index.fingerprint == corpus_fingerprint(engine)


def test_lookup_of_a_repealed_law_is_not_in_force(retriever):
    in_force_laws = {u.law for u in retriever.units if u.in_force}
    repealed = next(u for u in retriever.units if not u.in_force and u.law not in in_force_laws and u.number)
    look = retriever.lookup(repealed.law, repealed.number)
    assert look.status == "not_in_force"
    assert look.unit.article_id == repealed.article_id


def test_documents_cited_by_number_are_found_so_that_they_are_reported():
    from backend.retrieval.references import references_by_document_number

    text = "依据法释〔2013〕8号第一条、第三条和法发〔2016〕32号；公通字〔2010〕23号第十五条"
    found = [(r.law, r.article) for r in references_by_document_number(text)]
    # the issuer's code starts the name ('依据' is no part of it); a number with no article is no citation
    assert found == [("法释〔2013〕8号", 1), ("法释〔2013〕8号", 3), ("公通字〔2010〕23号", 15)]


# abbreviated law names (消保法), several inserted articles (之一、之二), 之〇 refused
CONSUMER = "中华人民共和国消费者权益保护法"
PRIVACY = "中华人民共和国个人信息保护法"
CIVIL_PROCEDURE = "中华人民共和国民事诉讼法"
CRIMINAL_PROCEDURE = "中华人民共和国刑事诉讼法"
CRIMINAL = "中华人民共和国刑法"
AVIATION = "中华人民共和国民用航空法"
INCOME_TAX = "中华人民共和国个人所得税法"
LABOUR_CONTRACT = "中华人民共和国劳动合同法"
LAWS = [CONSUMER, PRIVACY, CIVIL_PROCEDURE, CRIMINAL_PROCEDURE, CRIMINAL, AVIATION, INCOME_TAX, LABOUR_CONTRACT]


@pytest.fixture(scope="module")
def abbreviating_names():
    return LawNameIndex(LAWS)


@pytest.mark.parametrize(("written", "law"), [
    ("消保法", CONSUMER), ("个保法", PRIVACY), ("民诉法", CIVIL_PROCEDURE), ("刑诉法", CRIMINAL_PROCEDURE),
    ("中华人民共和国消保法", CONSUMER), ("劳合法", LABOUR_CONTRACT),
])
def test_an_abbreviation_keeps_the_title_s_characters_in_order(abbreviating_names, written, law):
    assert abbreviating_names.canonical(written) == law and abbreviating_names.exact(written) is None


@pytest.mark.parametrize("written", [
    "民法",  # two characters: 民事诉讼法 and 民用航空法 alike, and too short to tell
    "个法",  # too short
    "民航诉法",  # 民…航 fits 民用航空法, but it has no 诉
    "保护法",  # no title starts with 保
    "消保条例",  # not a 法
])
def test_no_abbreviation_without_a_single_fitting_title(abbreviating_names, written):
    assert abbreviating_names.canonical(written) is None


def test_a_repealed_title_makes_an_abbreviation_ambiguous_and_a_title_s_tail_is_none():
    # 环保法 is the repealed 环境保护法, never the 环境保护税法 in force; 安全法 ends 网络安全法 and 数据安全法;
    # 银行法 ends 商业银行法, not an abbreviation of 银行业监督管理法
    protection, tax = "中华人民共和国环境保护法", "中华人民共和国环境保护税法"
    network, data, production = "中华人民共和国网络安全法", "中华人民共和国数据安全法", "中华人民共和国安全生产法"
    banks, supervision = "中华人民共和国商业银行法", "中华人民共和国银行业监督管理法"
    names = LawNameIndex([protection, tax, network, data, production, banks, supervision],
                         abbreviation_targets=[tax, network, data, production, banks, supervision])
    assert [names.canonical(w) for w in ("环保法", "安全法", "银行法")] == [None, None, None]
    assert names.canonical("环保税法") == tax


def test_an_ambiguous_abbreviation_is_not_resolved():
    # 个…法 fits both 个人信息保护法 and 个人所得税法; 个保法 only the first, 个税法 only the second
    names = LawNameIndex([PRIVACY, INCOME_TAX])
    assert names.canonical("个人法") is None
    assert (names.canonical("个保法"), names.canonical("个税法")) == (PRIVACY, INCOME_TAX)


def test_abbreviations_stand_only_for_their_targets():
    assert LawNameIndex(LAWS, abbreviation_targets=()).canonical("消保法") is None
    assert LawNameIndex(LAWS, abbreviation_targets=[PRIVACY]).canonical("消保法") is None


@pytest.mark.parametrize(("text", "expected"), [
    ("《消保法》第二十五条", [("消保法", 25, 0)]),
    ("依个保法第四十七条和消保法第25条", [("个保法", 47, 0), ("消保法", 25, 0)]),
    ("刑诉法第79条、民诉法第二百五十条", [("刑诉法", 79, 0), ("民诉法", 250, 0)]),
    ("个保法规定了删除权", []),  # a law named without an article is no reference
])
def test_unquoted_abbreviations_are_references(abbreviating_names, text, expected):
    assert [(r.law, r.article, r.sub) for r in abbreviating_names.find_references(text)] == expected
    assert all(abbreviating_names.canonical(r.law) for r in abbreviating_names.find_references(text))


@pytest.mark.parametrize(("text", "expected"), [
    # 刑法 第二百八十七条之一 (illegal use of networks) and 之二 (helping information-network crime) were both
    # inserted after 第二百八十七条 by the Ninth Amendment
    ("《刑法》第二百八十七条之一、之二", [(287, 1), (287, 2)]),
    ("《刑法》第一百三十三条之一、第一百三十四条", [(133, 1), (134, 0)]),
    ("《刑法》第二百八十七条之一、之二和第二百八十八条", [(287, 1), (287, 2), (288, 0)]),
])
def test_several_inserted_articles_of_one_number(abbreviating_names, text, expected):
    assert [(r.article, r.sub) for r in abbreviating_names.find_references(text)] == expected


@pytest.mark.parametrize("text", ["《刑法》第一百三十三条之〇", "刑法第133条之0", "《刑法》第一百三十三条之零"])
def test_sub_zero_is_not_read_as_the_article_itself(abbreviating_names, text):
    assert abbreviating_names.find_references(text) == []


INJURY = "最高人民法院关于审理人身损害赔偿案件适用法律若干问题的解释"
LABOUR_DISPUTES = "最高人民法院关于审理劳动争议案件适用法律问题的解释（一）"


@pytest.mark.parametrize(("text", "expected"), [
    # the words that lead up to a name are no part of it
    ("请问工伤保险条例实施办法第三十七条怎么规定？", [("工伤保险条例实施办法", 37, 0)]),
    ("我想问下劳动合同法实施条例第二十条", [("劳动合同法实施条例", 20, 0)]),
    ("关于道路交通安全法实施条例第九十一条的问题", [("道路交通安全法实施条例", 91, 0)]),
    ("适用失业保险条例第十四条吗", [("失业保险条例", 14, 0)]),
    # an interpretation's own 关于 and 适用 are, its issuer and its part or edition too
    (f"根据{INJURY}第六条", [(INJURY, 6, 0)]),
    (f"适用{LABOUR_DISPUTES}第三十二条", [(LABOUR_DISPUTES, 32, 0)]),
    (f"{INJURY}（2022修正） 第十六条、第十七条", [(f"{INJURY}（2022修正）", 16, 0), (f"{INJURY}（2022修正）", 17, 0)]),
    ("民事诉讼法适用解释第九十条", [("民事诉讼法适用解释", 90, 0)]),
    # a name starts after the article named before it
    ("劳动合同法第四十七条和失业保险条例第十四条", [("劳动合同法", 47, 0), ("失业保险条例", 14, 0)]),
])
def test_regulations_named_without_quotes_are_references(names, text, expected):
    assert [(r.law, r.article, r.sub) for r in names.find_references(text)] == expected


@pytest.mark.parametrize("text", [
    "违反本条例第十条", "但本条例第十条另有规定的除外", "依照上述规定第三条", "相关规定第五条",
    "劳动法规定第四十四条",  # what a law provides, not a document of its own
])
def test_a_document_referred_to_is_no_regulation_name(names, text):
    assert [r.law for r in names.find_references(text) if names.canonical(r.law) is None] == []


def test_a_known_name_ending_a_run_of_characters_is_that_law():
    # '修改后的工伤保险条例' is the corpus's 工伤保险条例, not a regulation of its own
    names = LawNameIndex(NAMES)
    assert [(r.law, r.article) for r in names.find_references("修改后的工伤保险条例第三十七条")] == [("工伤保险条例", 37)]


@pytest.mark.parametrize(("text", "expected"), [
    ("劳动合同法第四十条第（二）项、第四十六条第（三）项", [40, 46]),
    ("刑法第十三条第一款和第十四条", [13, 14]),
    ("劳动合同法第四十四条第（四）（五）项、第四十六条第（六）项", [44, 46]),
    ("刑法第二百三十二条至第二百三十四条", [232, 234]),  # a range's two ends
    ("劳动合同法第四十七条第一款和三个月工资", [47]),  # after a part, only a whole article continues the list
])
def test_articles_listed_after_a_part_of_one_are_read(names, text, expected):
    assert [r.article for r in names.find_references(text)] == expected


def test_a_part_at_the_end_stays_outside_the_reference():
    # what follows a reference tells a deleted paragraph ('删去刑法第六十八条第二款') from a deleted article
    (ref,) = LawNameIndex(NAMES).find_references("删去刑法第六十八条第二款")
    assert "删去刑法第六十八条第二款"[ref.span[1]:] == "第二款"


@pytest.mark.parametrize(("text", "expected"), [
    ("《劳动合同法》第四十七条，七级伤残可得补助金", [47]),  # a grade after the list is no article
    ("劳动合同法第39、40和46条", [39, 40, 46]),
    ("刑法第二百六十四条、二百六十七条之一", [264, 267]),
])
def test_a_bare_number_continues_the_list_only_where_it_ends(names, text, expected):
    assert [r.article for r in names.find_references(text)] == expected
