import pytest

from models.parsers import NO_FACTS, facts_from_question, is_looping, parse_syllogism


@pytest.mark.parametrize(
    "text",
    [
        "大前提：《劳动合同法》第四十七条规定……\n小前提：用户工作三年。\n结论：应支付三个月工资。",
        "**大前提**：法条\n**小前提**：事实\n**结论**：结果",
        "## Major premise: statute\n## Minor premise: facts\n## Conclusion: result",
        "1. 大前提: 法条\n2. 小前提: 事实\n3. 结论: 结果",
    ],
)
def test_parses_labelled_syllogisms(text):
    parsed = parse_syllogism(text)
    assert parsed is not None
    assert parsed.major_premise and parsed.minor_premise and parsed.conclusion


def test_parts_are_split_exactly():
    parsed = parse_syllogism("大前提：甲\n乙\n小前提：丙\n结论：丁")
    assert (parsed.major_premise, parsed.minor_premise, parsed.conclusion) == ("甲\n乙", "丙", "丁")


@pytest.mark.parametrize(
    "text",
    [
        "结论：丁\n大前提：甲\n小前提：丙",  # wrong order
        "大前提：甲\n结论：丁",  # missing minor premise
        "大前提：\n小前提：丙\n结论：丁",  # empty part
        "大前提：甲\n小前提：丙\n结论：丁\n结论：再来",  # repeated label
        "明索：\n1. 实险性：",  # what the tiny model sometimes writes
    ],
)
def test_rejects_broken_structure(text):
    assert parse_syllogism(text) is None


def test_facts_from_question():
    assert facts_from_question("公司无故辞退我，工作了三年，能拿多少补偿？") == "公司无故辞退我，工作了三年"
    assert facts_from_question("我在公司工作了三年。公司无故辞退我。能拿多少补偿？") == "我在公司工作了三年。公司无故辞退我。"
    assert facts_from_question("什么是经济补偿？") == NO_FACTS


@pytest.mark.parametrize("question, facts", [
    # the fact a question clause opens with is kept, its asking part is not
    ("房东不退押金3000元怎么办？", "房东不退押金3000元"),
    ("我老公出轨了，我想离婚，孩子3岁归谁？", "我老公出轨了，我想离婚，孩子3岁"),
    ("试用期被辞退有补偿吗？", "试用期被辞退"),
    ("公司没有给我交社保可以要求赔偿吗", "公司没有给我交社保"),
    ("我借给朋友5万没写借条，他不还怎么办", "我借给朋友5万没写借条，他不还"),
    # a question mark is not needed; '他' alone before '应该赔吗' states nothing
    ("邻居家的狗咬伤了我，医药费花了2000元，他应该赔吗", "邻居家的狗咬伤了我，医药费花了2000元"),
    ("月薪1.5万，干了3年，被辞退能拿多少", "月薪1.5万，干了3年，被辞退"),
    ("I was fired after 5 years, salary 8000. How much can I get?", "I was fired after 5 years, salary 8000."),
    # one-character verbs inside ordinary words do not start the question ('有限公司', '社会保险', '归还', '有期徒刑')
    ("我在深圳某某科技有限公司工作了三年被辞退能拿多少钱", "我在深圳某某科技有限公司工作了三年被辞退"),
    ("工地没有给我买社会保险怎么办", "工地没有给我买社会保险"),
    ("他欠我的钱到现在都没归还怎么办", "他欠我的钱到现在都没归还"),
    # 多久 asks; the adverb or 要 before it belongs to the question, not to the fact
    ("我被公安局罚款500元，不服，多久内可以申请行政复议？过了期限还能起诉吗？", "我被公安局罚款500元，不服，过了期限"),
    ("公司拖欠工资3个月，多长时间能拿到", "公司拖欠工资3个月"),
    ("离职证明公司不给开要多久能拿到", "离职证明公司不给开"),
    # after an adverb or a negation 还 is 'repay', part of the fact
    ("钱借出去三年了他才还能要利息吗", "钱借出去三年了他才还"),
    ("对方答应月底就还可以吗", "对方答应月底就还"),
    ("我哥被判有期徒刑三年能假释吗", "我哥被判有期徒刑三年"),
    # a case supposed (离婚时, …的话) and the subject asked about after it belong to the question
    ("我有一套房子离婚时怎么分", "我有一套房子"),
    # a modal or a hedge and its verb before what is asked belong to the question too
    ("他打了我，会判多少年？", "他打了我"),
    ("偷了三千块钱的东西大概判多久", "偷了三千块钱的东西"),
    ("公司辞退我要给多少补偿", "公司辞退我"),
    ("离婚时孩子抚养权一般判给谁？", NO_FACTS),
    ("老板跑了工资一般找谁要？", "老板跑了工资"),
    # whether what was done is lawful, fair or binding is asked, not told
    ("快递丢了，快递公司只赔三倍运费合理吗", "快递丢了，快递公司只赔三倍运费"),
    ("公司扣我工资正常吗", "公司扣我工资"),
    # the subject of the asked verb alone ('那么甲') is no fact
    ("甲乙签订合同，那么甲为什么可以解除合同？", "甲乙签订合同"),
    # an event told without its actor is a fact all the same
    ("醉酒后开车撞伤行人要负什么责任？", "醉酒后开车撞伤行人"),
    ("在网上买到假货可以要求三倍赔偿吗？", "在网上买到假货"),
    ("上班途中出车祸算工伤吗？", "上班途中出车祸"),
    ("借钱不还怎么起诉？", "借钱不还"),
    # facts told but none a clause sets apart: the question itself
    ("公司所有员工都没有签劳动合同要赔偿吗", "公司所有员工都没有签劳动合同要赔偿吗"),
])
def test_facts_inside_question_clauses(question, facts):
    assert facts_from_question(question) == facts


@pytest.mark.parametrize("question", [
    "醉驾血液酒精含量多少构成危险驾驶罪？",
    "劳动合同法第二百条是怎么规定的？",
    "盗窃罪数额较大的标准是多少？刑法第二百六十四条",
    "交通事故中交强险的赔偿限额是多少？",
    "工伤认定要多久",
    "请问醉驾怎么判？",
    "这是工伤吗？",
    # a law's name, '我国' and the parties a rule speaks of are no facts of a case
    "公司法第二十条是怎么规定的？",
    "我国刑法第264条怎么规定的",
    "刑法第264条规定了什么？",  # the 了 of what a rule says is no event
    "盗窃他人财物数额较大如何认定",
    "被害人可以要求赔偿吗",
])
def test_a_question_of_law_tells_no_facts(question):
    # no clipped subject ('醉驾血液酒精含量', '劳动合同法第二百条是') stands in for facts nobody told
    assert facts_from_question(question) == NO_FACTS


@pytest.mark.parametrize(("question", "facts"), [
    # asking what to do about a situation, or who answers for it, tells the situation, with no actor named
    ("房子漏水怎么办", "房子漏水"),
    ("房子漏水谁负责？", "房子漏水"),
    ("装修噪音太大怎么处理？", "装修噪音太大"),
    ("宠物狗走丢了找谁", "宠物狗走丢了"),
    # a situation told without asking anything is the facts whole
    ("楼上漏水把我家天花板泡了", "楼上漏水把我家天花板泡了"),
    ("快递丢了商家不赔", "快递丢了商家不赔"),
    # the date of a contract is a fact of the case; only a law's edition is not
    ("2021年生效的合同能解除吗", "2021年生效的合同"),
    ("2021年生效的合同违法吗", "2021年生效的合同"),  # 违法 names no law
])
def test_a_situation_the_question_asks_what_to_do_about_is_a_fact(question, facts):
    assert facts_from_question(question) == facts


@pytest.mark.parametrize("question", [
    # a law's edition (a date and what made the law) and its article are the law's figures, not the case's
    "2023年修订的公司法有哪些变化？",
    "公司法2023年修订了哪些内容",
    "《公司法》2023年修订后有哪些变化",
    "2021年1月1日起施行的民法典有什么新规定",
    "民法典第1165条是什么意思",
    # how a procedure goes is a question of its rules, not of a situation
    "离婚怎么办理",
])
def test_a_question_about_the_law_itself_tells_no_facts(question):
    assert facts_from_question(question) == NO_FACTS


@pytest.mark.parametrize(("question", "facts"), [
    # the copula before the asking word goes, and so does a clause that only names the article asked about
    ("我偷了同事的东西，盗窃罪数额较大的标准是多少？刑法第二百六十四条", "我偷了同事的东西"),
    ("公司辞退我违反劳动合同法第四十七条吗", "公司辞退我违反劳动合同法第四十七条吗"),
    ("公司把我辞退了，劳动合同法第四十七条是怎么规定的？", "公司把我辞退了，劳动合同法第四十七条"),
    ("我被公司辞退的补偿是多少", "我被公司辞退的补偿"),
    ("我签了合同，对方违约的后果是什么？", "我签了合同，对方违约的后果"),
])
def test_a_fact_never_ends_mid_phrase(question, facts):
    assert facts_from_question(question) == facts


@pytest.mark.parametrize(("question", "facts"), [
    # 几 before a measure word at a clause's end asks how many, after 要/能 and its verb too
    ("闯红灯被拍了，要罚多少钱，扣几分", "闯红灯被拍了"),
    ("试用期被开了，公司一分钱不给，我能拿到几个月工资", "试用期被开了，公司一分钱不给"),
    ("我弟被人打成轻伤，打人的要判几年", "我弟被人打成轻伤"),
    # a verb asked yes or no, and the lay 咋 / 啥
    ("房东押金扣了一千，合不合理", "房东押金扣了一千"),
    ("上班路上被电动车撞了，骨折住院，算不算工伤", "上班路上被电动车撞了，骨折住院"),
    ("物业也不管，邻居堆了一楼道杂物，咋办", "物业也不管，邻居堆了一楼道杂物"),
    ("酒驾被抓了，判啥罪", "酒驾被抓了"),
    # 几 that counts a few, 一动不动 and 啥也没 tell facts
    ("几年前借给同学三万，他不还，怎么办", "几年前借给同学三万，他不还"),
    ("过了几天，他又来了，我能报警吗", "过了几天，他又来了"),
    ("昨天几个人把我打了，我能报警吗", "昨天几个人把我打了"),
    ("我干了好几个月就被辞退了，有补偿吗", "我干了好几个月就被辞退了"),
    ("他躺在地上一动不动，我要负责吗", "他躺在地上一动不动"),
    ("他动不动就打我，时不时还不给饭吃，我能离婚吗", "他动不动就打我，时不时还不给饭吃"),
    ("他啥也没说就走了，我该咋办", "他啥也没说就走了"),
])
def test_how_many_yes_no_and_lay_words_ask(question, facts):
    assert facts_from_question(question) == facts


@pytest.mark.parametrize(("question", "facts"), [
    # the right, sum or rule a clause asks about is its subject, no fact: the clause goes whole
    ("我和老公离婚，孩子三岁，抚养权能归我吗？", "我和老公离婚，孩子三岁"),
    ("我被公司辞退了，补偿金能拿到吗", "我被公司辞退了"),
    ("结婚前给了二十万彩礼，现在要离婚，彩礼能要回来吗", "结婚前给了二十万彩礼，现在要离婚"),
    ("我想提前退租，违约金要付多少", "我想提前退租"),
    # an event or a figure in it is told ('对方违约', '二倍'), and so is what was done to it
    ("我签了合同，对方违约的后果是什么？", "我签了合同，对方违约的后果"),
    ("公司没签合同，二倍工资能拿到吗", "公司没签合同，二倍工资"),
    ("违约金过高怎么办", "违约金过高"),
    # no fact left beside the subject: whose right it is tells none
    ("孩子抚养权能归我吗？", NO_FACTS),
    ("我的加班费能要回来吗", NO_FACTS),
    ("经济补偿金怎么算？", NO_FACTS),
    ("公司的规章制度有效吗", NO_FACTS),
])
def test_the_subject_asked_about_is_no_fact(question, facts):
    assert facts_from_question(question) == facts


@pytest.mark.parametrize(
    ("text", "looping"),
    [
        ("明索：\n" * 30, True),
        ("123\n\n关于法条：\n" * 12, True),
        ("我们可以看到，我们的生命中有一种美好的生命，" * 6, True),
        ("依据《劳动合同法》第四十七条，经济补偿按劳动者在本单位工作的年限，每满一年支付一个月工资。"
         "你在公司工作了五年，月工资八千元，公司无理由解除合同属于违法解除，应支付二倍经济补偿，即八万元。", False),
        ("明索：明索：明索：", False),  # too short to judge
        # a loop after a sensible opening: the whole is varied enough, its end is not
        ("婚前一方买房、婚后双方共同还贷的，房子归属要看产权登记和出资情况，离婚时可以协商分割。协商不成的，"
         "可以向人民法院起诉，由法院根据财产的具体情况，按照照顾子女、女方和无过错方权益的原则判决。婚后共同还贷"
         "的部分及其对应的增值，一般应由取得房子的一方给另一方补偿。" + "所以这套房子还是属于婚前买的房子。" * 5, True),
        # a short unit repeated after an opening of junk
        ("根据第三百条的规定，在以上所说的条文当中，可以得出：\n\n《中华人民共和国合同公益人民房屋管理条例法规》" + "福利痴" * 12,
         True),
        # the same line under new numbers is still a loop
        ("".join(f"{i}. 实际上我可以在问题中走动。\n\n" for i in range(1, 12)), True),
        # a real numbered answer: numbers alike, lines not
        ("1. 依据《劳动合同法》第四十七条，经济补偿按工作年限计算。\n2. 你工作了五年，应得五个月工资。\n"
         "3. 公司违法解除的，依第八十七条支付二倍，即八万元。\n4. 可向劳动争议仲裁委员会申请仲裁。", False),
    ],
)
def test_looping_output_is_recognised(text, looping):
    assert is_looping(text) is looping


@pytest.mark.parametrize(("question", "facts"), [
    ("老公出轨了，离婚的话房子怎么分", "老公出轨了"),
    ("我们结婚五年了离婚的话房子怎么分", "我们结婚五年了"),
    ("我借给他两万要是他不还我能告他吗", "我借给他两万"),
    ("婚前我爸妈全款给我买的房子，离婚时老婆能分一半吗", "婚前我爸妈全款给我买的房子"),
    # an event told at a time is a fact all the same
    ("我上班时在车间里被机器压伤了手能算工伤吗", "我上班时在车间里被机器压伤了手"),
])
def test_a_case_supposed_is_asked_not_told(question, facts):
    assert facts_from_question(question) == facts


@pytest.mark.parametrize(("question", "facts"), [
    # the term asked after 判了 / 关了 with no question mark
    ("他被判了几年", "他被判了"),
    ("我表哥打架被关了几天", "我表哥打架被关了"),
    # 了 before 几 counts a few elsewhere
    ("我在这家店干了几个月就被开了，有补偿吗", "我在这家店干了几个月就被开了"),
])
def test_a_term_asked_after_its_verb_and_le_asks(question, facts):
    assert facts_from_question(question) == facts


@pytest.mark.parametrize(("question", "facts"), [
    # the subject of the asked verb left after a supposed case tells nothing
    ("老公婚内出轨，离婚时我能多分财产吗", "老公婚内出轨"),
    ("邻居装修把我家墙震裂了，现在我能让他赔吗", "邻居装修把我家墙震裂了"),
    ("试用期干了两个月，公司说不合格要辞退我，这种情况我能拿到赔偿吗", "试用期干了两个月，公司说不合格要辞退我"),
    # a divorce supposed before 后, where the question asks what the divorce itself settles
    ("孩子两岁，老公天天喝酒打人，离婚后孩子能判给我吗", "孩子两岁，老公天天喝酒打人"),
    ("孩子才五岁，我们离婚后孩子归谁", "孩子才五岁"),
    ("老公出轨离婚后孩子归谁", "老公出轨"),
    ("我死后房子归谁，我有两个儿子", "我有两个儿子"),
    # an event told before 后 (the passive, another's act, its 了) stays; the subject asked about after it goes
    ("被辞退后社保怎么办", "被辞退"),
    ("我被公司辞退了，辞退后社保怎么办", "我被公司辞退了"),
    ("我爸去世后房子怎么分，他没留遗嘱", "我爸去世，他没留遗嘱"),
    ("离婚后他不给抚养费怎么办", "离婚后他不给抚养费"),
])
def test_the_asked_subject_and_a_case_supposed_before_it_are_no_facts(question, facts):
    assert facts_from_question(question) == facts


@pytest.mark.parametrize(("question", "facts"), [
    # a supposition in a clause of its own is left out, with the subject it opens with
    ("结婚三年了，老公一直家暴，如果离婚，孩子能跟我吗", "结婚三年了，老公一直家暴"),
    ("我们结婚五年了，离婚的话，房子怎么分", "我们结婚五年了"),
    ("前妻不让我看孩子，要是我不给抚养费，她能告我吗", "前妻不让我看孩子"),
    ("奶奶去世了，留了一套老房子，要是大伯不同意卖，我们能起诉吗", "奶奶去世了，留了一套老房子"),
    ("房东要涨房租，如果我不同意，他能赶我走吗", "房东要涨房租"),
    ("租房合同还有三个月到期，万一房东提前收房，押金能全退吗", "租房合同还有三个月到期"),
    ("租的房子漏水，房东不修的话，我能自己修了从房租里扣吗", "租的房子漏水"),
    ("我借给同学五万块，打了借条，假如他到期不还，现在我能做什么", "我借给同学五万块，打了借条"),
    ("我借了他一万块钱，他要是告我，我会坐牢吗", "我借了他一万块钱"),
    ("在超市买的饼干过期了，要是吃坏肚子了，能赔多少", "在超市买的饼干过期了"),
    ("快递丢了，假如商家不赔，我能找平台吗", "快递丢了"),
    ("楼上天天漏水到我家，物业不管，如果我自己修了，费用能找楼上要吗", "楼上天天漏水到我家，物业不管"),
    ("我在工厂干了三年，老板没交社保，要是我主动辞职，能拿补偿吗", "我在工厂干了三年，老板没交社保"),
    ("公司要把我调到外地，我不去的话，公司能开除我吗", "公司要把我调到外地"),
    ("公司拖欠工资，公司不给我赔偿的话，我能申请仲裁吗", "公司拖欠工资"),
    # nothing told beside what is supposed
    ("如果离婚，房子归谁", NO_FACTS),
    ("要是他不还钱，我能起诉吗", NO_FACTS),
    # a condition someone is told to have set, words said, 主要是 and 三万一直 suppose nothing
    ("网购的手机用了三天就坏了，商家说要是拆过就不保修，我能要求退货吗", "网购的手机用了三天就坏了，商家说要是拆过就不保修"),
    ("朋友借了我三万一直拖着，他说如果我再催就不还了，我能告他吗", "朋友借了我三万一直拖着，他说如果我再催就不还了"),
    ("朋友借了我三万，他说，如果我再催就不还了，我能告他吗", "朋友借了我三万，他说，如果我再催就不还了"),
    ("老板当初说的话，现在不认了，我能告他吗", "老板当初说的话，现在不认了"),
    ("我听了他的话，把钱转给了他，能要回来吗", "我听了他的话，把钱转给了他"),
    # 的话 with more told after it in its clause: words said or a habit; the asker's plan after it stays supposed
    ("老板当众骂人的话很难听，我能告他吗", "老板当众骂人的话很难听"),
    ("他骂人的话我录下来了，能起诉吗", "他骂人的话我录下来了"),
    ("他喝醉了的话就打我，我能报警吗", "他喝醉了的话就打我"),
    ("他不还钱的话我就起诉他，可以吗", NO_FACTS),
    ("主要是他不还钱，我能起诉吗", "主要是他不还钱"),
    # an event told at a time, in a clause of its own
    ("我上班时，被机器压伤了手，算工伤吗", "我上班时，被机器压伤了手"),
])
def test_a_supposition_in_its_own_clause_is_no_fact(question, facts):
    assert facts_from_question(question) == facts
