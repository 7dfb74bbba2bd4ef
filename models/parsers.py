"""Parsers of model output. The syllogism must come as major premise -> minor premise -> conclusion."""

from __future__ import annotations

import re
from dataclasses import dataclass

import jieba
import jieba.posseg as pseg

from backend.corpus.numerals import ARTICLE_NUMBER, NUMERAL
from backend.corpus.text import HAN, HAN_CHARS

_LABELS = {
    "major": r"大前提|major\s+premise",
    "minor": r"小前提|minor\s+premise",
    "conclusion": r"结论|conclusion",
}
# a label at the start of a line, optionally decorated: "**大前提**：", "## Major premise:", "1. 结论:"; or, with its
# colon, after the sentence before it on the same line ("大前提：…。小前提：…。结论：…", as lawyers type a correction)
_LABEL_LINE = re.compile(
    r"(?:^[ \t>#*\-\d.、()（）]*|(?P<inline>(?<=[。；;！!？?])[ \t*]*))"
    r"(?P<label>" + "|".join(f"(?P<{k}>{v})" for k, v in _LABELS.items()) + r")"
    r"[ \t*]*(?(inline)[:：]|[:：]?)[ \t*]*",
    re.IGNORECASE | re.MULTILINE,
)


@dataclass
class Syllogism:
    major_premise: str
    minor_premise: str
    conclusion: str


def parse_syllogism(text: str) -> Syllogism | None:
    """The three parts, or None unless each appears once, non-empty, in the order major, minor, conclusion."""
    marks = [(_which(m), m.start(), m.end()) for m in _LABEL_LINE.finditer(text)]
    if [kind for kind, _, _ in marks] != ["major", "minor", "conclusion"]:
        return None
    parts = []
    for i, (_, _, end) in enumerate(marks):
        stop = marks[i + 1][1] if i + 1 < len(marks) else len(text)
        part = text[end:stop].strip()
        if not part:
            return None
        parts.append(part)
    return Syllogism(*parts)


def _which(match: re.Match) -> str:
    return next(kind for kind in _LABELS if match.group(kind))


# 几 asks how many before a measure word ('扣几分', '判几年'); it counts a few, no question, after 好/十/这/那/前/没/了
# ('好几天', '前几天', '干了几个月'; but a term asked after 判了/关了: '他被判了几年') and before 前/后/来/内 ('几年前'). A
# clause asks it where 几 and its word end the clause ('赔几个月工资'; not '几个人打了我')
_HOW_MANY_WORD = (r"(?:(?<=[判关]了)|(?<![好十这那前没了]))几(?:个月|个|年|月|天|日|号|岁|分|次|倍|块|元|级|周|条|项|点|时)"
                  r"(?![前后来以内])")
_HOW_MANY = _HOW_MANY_WORD + r"的?[^，,。！？!?；;\n]{0,2}(?=[，,。！？!?；;\n]|$)"
# a verb asked yes or no ('能不能', '有没有', '合不合法', '赔不赔'); not '一动不动', '爱理不理', '动不动就', '时不时'
_A_NOT_A = rf"(?<![一爱])(?!动不动|时不时)(?P<verb>[{HAN_CHARS}])[不没](?P=verb)"
_WHAT_LAY = r"咋|(?<!没)啥(?![也都])"  # '咋办', '判啥罪'; not '啥也没说'
_MARKERS_BUT_HOW_MANY = (
    r"[？?]|吗|呢|能否|是否|怎么|怎样|如何|为什么|为何|多少|多久|多长时间|多大|什么|哪(?!怕)|谁|请问|"
    + "|".join((_WHAT_LAY, _A_NOT_A))
)
# whether a text asks anything
QUESTION_MARKERS = re.compile(f"{_MARKERS_BUT_HOW_MANY}|{_HOW_MANY}")
_MARKED = re.compile(_MARKERS_BUT_HOW_MANY)
_HOW_MANY_ASKED = re.compile(_HOW_MANY)


# where the asking part of a clause begins ('房东不退押金怎么办', '孩子3岁归谁', '试用期被辞退有补偿吗'); the words
# before it state a fact. Question words count anywhere in the clause. A one-character verb (能, 会, 有 …) counts
# only as a word of its own (not inside '有限公司', '社会保险', '归还') and near the clause's end, where a yes/no
# question puts it ('能拿多少钱', '有补偿吗'; not '我有一套房子离婚时怎么分')
ASKING_WORDS = re.compile(
    r"怎么|怎样|如何|能否|是否|为什么|为何|多少|什么|哪(?!怕)|" + "|".join((_A_NOT_A, _WHAT_LAY, _HOW_MANY))
    + r"|要?(?:多久|多长时间|多长|多大)|(?:归|由|判给|找|告|向)?谁|可以|应该|应当|需要|必须|不?(?:违法|合法|合理|正常|有效|公平|算数|作数)吗"
    r"|(?i:\b(?:how|what|which|who|whom|when|where|why|can|could|should|is|are|do|does|will|would|may)\b)"
)
_ASKING_VERBS = frozenset({"能", "该", "会", "算", "属于", "归", "有"})
ASKING_VERB_REACH = 8  # characters from such a verb to the clause's end
_ASKING_ADVERBS = frozenset({"还", "也", "又", "就", "才", "都", "到底", "究竟", "一般", "通常", "大概", "大约"})
# a modal (or a hedge) and its verb before what is asked belong to the question: '撞伤行人|要负|什么责任',
# '他|会判|多少年', '偷了东西|大概判|多久'
_BEFORE_AN_ASKED_VERB = frozenset({"要", "会", "能", "该", "应", "得", "一般", "通常", "大概", "大约"})
_ASKED_OBJECT = re.compile(r"什么|多少|多久|多长|哪|谁|几")
# before these, 还 is the verb the fact is about ('他不还', '他才还', '月底就还'), not the question's adverb
_BEFORE_A_VERB = frozenset({"不", "没", "没有", "别", "未", "才", "就", "都", "也", "又"})
# a case supposed, not told, opens the asking part of its clause: '离婚的话|房子怎么分', '我借他两万|要是他不还|能告吗',
# '结婚前买的房子，离婚时|老婆能分一半吗'; or a clause of its own ('如果离婚，|房子归谁'). A condition someone is told to
# have set is a fact ('商家说要是拆过就不保修', '他说，如果我再催就不还了'), and so are 主要是 and 三万一直
_SUPPOSING_OPENER = re.compile(
    r"(?<![说讲称])(?<![说讲称][，,：:])(?:如果|(?<![主只需总])要是|假如|假设|(?<![一二两三四五六七八九十百千\d])万一|倘若|若是)")
# a verb ending in one of these is supposed (离婚的话); ending in 时 only with no more than the subject asked about after
# it ('离婚时|孩子抚养权', not '上班时|受伤': an event told at a time). 的话 with more told after it in its clause is a
# fact: words said ('老板当众骂人的话很难听', '他骂人的话我录下来了') or a habit ('他喝醉了的话就打我'); the asker's plan
# after it is supposed too ('他不还钱的话|我就起诉他')
_SUPPOSED = "的话"
_SAYING = frozenset({"说", "讲", "骂", "说过", "讲过", "写"})  # before them (or a person) 的话 is words said: '他说的话'
_SUPPOSED_WHEN = frozenset({"时", "时候"})
# a verb before 后 with only the subject asked about after it is supposed where the question asks what that case itself
# settles ('离婚后孩子|能判给我吗', '我死后房子|归谁'; the asker would not ask it of a case already decided) and nothing
# tells the event: its 了, 已经, the passive or another's act ('离婚了以后', '被辞退后社保|怎么办', '我爸死后房子|怎么分')
_SUPPOSED_AFTER = frozenset({"后", "以后", "之后"})
_SETTLED_BY_THE_CASE = re.compile(r"判|归|分|(?:跟|给)谁|谁(?:来)?(?:养|带|抚养)")
_TELLING_THE_EVENT = frozenset({"了", "已经", "已", "被"})
_THE_ASKER = frozenset({"我", "我们", "咱", "咱们", "俺", "俺们"})
# the subject of the asked verb alone tells nothing: '现在我|能让他赔吗', '这种情况我|能拿到赔偿吗', '那么甲|为什么可以…':
# pronouns, times, conjunctions and the parties named
_SUBJECT_TAGS = ("r", "t", "c", "nr")
_SUBJECT_WORDS = frozenset({"甲", "乙", "老公", "老婆", "丈夫", "妻子", "对方", "情况", "下"})
_ASKING_LEAD = re.compile(r"^(?:请问|想问|问一下|想知道|我想知道|想咨询|咨询一下)")
# a clause and the marks that end it; an ASCII full stop ends one only before a space ('1.5万' is one number)
_CLAUSE = re.compile(r".+?(?:[，,。！？!?；;\n]+|\.(?=\s|$)|$)")


NO_FACTS = "（问题未陈述案件事实，是一个法律问题 / no facts stated: a question of law）"
# a law's own figures are no figures of a case: the article a question names ('第二百条', '第264条') and the edition,
# a date with what made the law, next to the law's name ('2023年修订的公司法', '公司法2023年修订了哪些内容'; not
# '2021年生效的合同违法吗': 违法 names no law)
_LAW_DATE = r"\d{2,4}年(?:\d{1,2}月(?:\d{1,2}日)?)?起?"
_LAW_MAKING = r"新?(?:修订|修正|修改|颁布|公布|通过|施行|实施|生效)"
_LAW_NAME_END = r"(?<![违合非守犯执方办做说])法|条例|修正案|解释"
_LAW_FIGURES = re.compile(
    rf"{ARTICLE_NUMBER}|{_LAW_DATE}{_LAW_MAKING}(?:的|后的?)?(?=《|[{HAN_CHARS}]{{1,20}}?(?:{_LAW_NAME_END}))"
    rf"|(?<=[法典例》案释]){_LAW_DATE}{_LAW_MAKING}了?"
)
# what a question asks for tells whether a situation was told: what to do about the one it opens with, or who answers
# for it ('房子漏水怎么办', '快递丢了找谁', '房子漏水谁负责'), presupposes it, told with an actor or not; a rule asked
# for ('…是什么意思', '…有哪些变化', '醉驾怎么判') presupposes none. Not 怎么办理 (how a procedure goes)
_ASKS_WHAT_TO_DO = re.compile(r"怎么办(?!理)|(?:怎么|如何)(?:处理|解决|维权)|找谁|谁(?:来)?(?:负责|承担|赔)")
MIN_FACT_CHARS = 3  # '他不还' states a fact; '我' or '他' before '应该赔吗' does not
# a clause that only names an article ('…是多少？刑法第二百六十四条')
_ONLY_AN_ARTICLE = re.compile(rf"(?:《[^》]*》|[{HAN_CHARS}]{{1,20}}?法)?{ARTICLE_NUMBER}(?:第{NUMERAL}款)?")
# what a told fact has and a question of law lacks ('醉驾血液酒精含量多少构成危险驾驶罪' has none): a person or party
# ('我', '公司', '房东'; not '我国', '他人', '被告', '被害人' of a rule), an event's aspect ('干了', '被辞退'; not the
# 了 of '刑法第264条规定了'), or a figure with its unit ('3年', '五万', '2000')
_FACT_SIGNS = re.compile(
    r"我(?!国)|他(?!人)|[你她咱俺某]|对方|本人|老公|老婆|丈夫|妻子|孩子|儿子|女儿|父亲|母亲|爸|妈|哥|姐|弟|妹|朋友|"
    r"同事|邻居|房东|老板|公司(?!法)|单位|雇主|员工|工地|商家|卖家|店家|司机|甲乙|"
    r"(?<!规定)了(?!解)|没(?!收)|被(?!告|害|执行|保险|继承|监护|申请|扶养|抚养)|\d"
    r"|[一二两三四五六七八九十百千万半]+个?(?:年|月|天|日|岁|元|万|块|次(?!性)|人|小时|克|周)"
    r"|(?i:\b(?:I|me|my|we|our|he|him|his|she|her|they|their)\b)"
    # an event told without its actor: a deed and its result ('撞伤行人', '买到假货'), a mishap ('出车祸'), a debt
    # or duty refused ('借钱不还'); what a question of law asks about is a rule's subject, not a deed
    r"|[撞打砍踢咬压碰摔砸刺捅烧烫][伤死残坏]|[买收拿遇碰]到|出(?:了)?(?:车祸|事故|意外)|途中"
    r"|不(?:还|给|退|付|发|交|修|赔|管|认账)|拖欠|欠(?:钱|款|薪|债)"
    # a thing put somewhere ('把废水排进河里', '把垃圾扔到楼下') and a speed driven ('时速一百六') are deeds told
    r"|[排倒扔丢埋抛][进到入]|[时车]速[一二两三四五六七八九十百\d]"
)
# what a question asks for, as its subject ends: a right, a sum, a term or a rule ('抚养权', '补偿金', '盗窃罪数额较大的标准')
_ASKED_FOR = re.compile(r"(?:权|费|金|款|钱|标准|后果|责任|期限|时效|条件|程序|手续|流程|待遇|补偿|赔偿|工资|彩礼|财产|利息"
                        r"|刑期|年限|比例|规定|制度)$")
# jieba's tags of a noun phrase's words (by prefix): nouns, pronouns ('我', '这笔'), times ('婚前'), verbal nouns, 的,
# abbreviations ('社保')
_NOUN_PHRASE_TAGS = ("n", "r", "t", "vn", "uj", "j")
# words a phrase cannot end on: before them the asking word began mid-phrase ('盗窃罪数额较大的标准是|多少')
_DANGLING_WORDS = frozenset({"是", "的", "为", "在", "把", "将", "对", "向", "给", "和", "与", "及", "或", "跟", "而", "但"})


def states_facts(question: str) -> bool:
    """Whether the question tells any fact of a case, beyond the law, its edition and the articles it asks about: a
    sign of a case in it, or a situation it asks what to do about."""
    if _FACT_SIGNS.search(_LAW_FIGURES.sub("", question)):
        return True
    bodies = (clause.rstrip("，,。！？!?；;.\n").strip() for clause in _CLAUSE.findall(question))
    return any(_ASKS_WHAT_TO_DO.search(body) and len(_stated_head(body)) >= MIN_FACT_CHARS for body in bodies)


def facts_from_question(question: str) -> str:
    """The statements of fact in a question: its clauses that do not ask anything, and the fact a question clause
    opens with ('房东不退押金3000元怎么办' -> '房东不退押金3000元'); the whole question when it tells facts that no
    clause sets apart; NO_FACTS for a question of law: one that only asks, with no sign of a case in it
    ('劳动合同法第二百条是怎么规定的？'; '醉驾血液酒精含量' before '多少构成危险驾驶罪' is its subject, no fact)."""
    clauses = [(clause, clause.rstrip("，,。！？!?；;.\n").strip()) for clause in _CLAUSE.findall(question)]
    # '…是多少？刑法第二百六十四条' names the article asked about
    clauses = [(clause, body) for clause, body in clauses if not _ONLY_AN_ARTICLE.fullmatch(body)]
    asking = _asking_clauses([clause for clause, _ in clauses])
    if all(asking) and not states_facts(question):
        return NO_FACTS
    facts, untold = [], False  # untold: a part set apart as no fact, a case supposed or the subject asked about
    before = ""
    for (clause, body), asks in zip(clauses, asking):
        stated = _stated_head(body) if asks else body
        head = _without_supposition(stated, before, body[len(stated):] if asks else None)
        before = clause
        if not asks and head == body:
            facts.append(clause)
        # a clause of a case supposed and the subject asked about tells nothing ('离婚时孩子抚养权|一般判给谁')
        elif _names_what_is_asked(head) or (stated and not head):
            untold = True
        elif len(head) >= MIN_FACT_CHARS and not _is_the_asked_subject_alone(head):
            facts.append(head + ("，" if HAN.search(head) else ", "))
    text = "".join(facts).strip().rstrip("，, ")
    # a question whose only signs of a case lie in what it asks about ('孩子抚养权能归我吗') or in a case it supposes
    # ('要是他不还钱，我能起诉吗') tells no facts
    return text or (NO_FACTS if untold else question.strip())


def _asking_clauses(clauses: list[str]) -> list[bool]:
    """Which clauses ask. A 几 asks in the last clause, or where no other clause asks ('闯红灯被拍了，要罚多少钱，扣几分');
    before another clause's question it counts what is told ('公司扣了我几天工资，合法吗', '孩子才几岁，离婚后归谁')."""
    marked = [bool(_MARKED.search(clause)) for clause in clauses]
    return [
        marked[i] or (bool(_HOW_MANY_ASKED.search(clause)) and (i == len(clauses) - 1 or not any(marked)))
        for i, clause in enumerate(clauses)
    ]


def _names_what_is_asked(head: str) -> bool:
    """Whether a question clause's head is the subject it asks about, no fact: a noun phrase that ends on a right, a
    sum, a term or a rule ('抚养权|能归我吗', '我的工资|能要回来吗', '盗窃罪数额较大的标准|是多少'). The people it
    belongs to tell nothing; a verb, a figure or an aspect in it tells an event ('对方违约的后果', '二倍工资',
    '老板跑了工资')."""
    words = pseg.lcut(head)
    return bool(words) and bool(_ASKED_FOR.search(words[-1].word)) and all(
        flag.startswith(_NOUN_PHRASE_TAGS) for _, flag in words)


def _stated_head(body: str) -> str:
    """What a question clause states before its asking part. An adverb before the asking word belongs to the question
    ('过了期限还|能起诉吗'), and so does a word no phrase ends on ('…的标准是|多少')."""
    if _ASKING_LEAD.match(body):
        return ""
    start = _asking_start(body)
    head = body[:start].strip()
    if _ASKED_OBJECT.match(body, start):
        head = _without_modal_verb(head)
    return _whole_phrase(_without_asking_adverbs(head))


def _without_supposition(head: str, before: str = "", asked: str | None = None) -> str:
    """`head` less the case it supposes and the subject asked about after it: '离婚的话房子' -> '', '我有一套房子离婚时' ->
    '我有一套房子'; a supposition with no verb before its 的话 reaches back to the last event told ('我们结婚五年了|他不还钱
    的话'). `before` is the clause before (a condition told after 他说，…); `asked` the asking part of the clause, None
    for a clause that asks nothing (where 时 and 后 tell the time of an event: '我上班时，被机器压伤了手')."""
    opener = _SUPPOSING_OPENER.search(before + head, len(before))
    words = pseg.lcut(head[:opener.start() - len(before)] if opener else head, HMM=False)
    for i in reversed(range(len(words))):
        word = words[i].word
        after_is_subject = asked is not None and all(flag.startswith(_NOUN_PHRASE_TAGS) for _, flag in words[i + 1:])
        if after_is_subject and word in _SUPPOSED_AFTER and i > 0:
            return _without_supposed_after(words, i, asked)
        said = i > 0 and (words[i - 1].word in _SAYING or words[i - 1].flag.startswith("r"))
        rest = words[i + 1:]
        askers_plan = len(rest) > 1 and rest[0].word in _THE_ASKER and rest[1].flag.startswith("d")
        ends_the_told = after_is_subject or asked is None and (not rest or askers_plan)
        if not (word == _SUPPOSED and not said and ends_the_told or word in _SUPPOSED_WHEN and after_is_subject):
            continue
        verb = i - 2 if word == "时候" and words[i - 1].word == "的" else i - 1
        if verb >= 0 and words[verb].flag.startswith("v"):
            return _told_before(words[:verb])
        if word in _SUPPOSED_WHEN:
            return "".join(w for w, _ in words).strip()
        told = [j + 1 for j in range(i) if words[j].word == "了"]
        return "".join(w for w, _ in words[:max(told, default=0)]).strip()
    return _told_before(words) if opener else head


def _told_before(words: list) -> str:
    """The words told before a supposition: less the adverbs, a preposition and its object that open it ('房东不|修的话',
    '公司不给我|赔偿的话'); nothing where only its subject is left ('他|要是告我', '我和老公|离婚时孩子归谁')."""
    words = list(words)
    while words and (words[-1].flag.startswith(("d", "p"))
                     or words[-1].flag.startswith("r") and len(words) > 1 and words[-2].flag.startswith("p")):
        words.pop()
    told = "".join(w for w, _ in words).strip()
    only_a_subject = all(flag.startswith(_NOUN_PHRASE_TAGS) for _, flag in words) or _is_the_asked_subject_alone(told)
    return "" if only_a_subject else told


def _without_supposed_after(words: list, after: int, asked: str) -> str:
    """The words before a verb + 后 + the subject asked about: without the verb where its case is supposed ('离婚后孩子|能判
    给我吗' -> ''), with it where the event is told ('被辞退后社保|怎么办' -> '被辞退')."""
    verb = after - 1
    actor = words[verb - 1] if verb > 0 else None
    told = words[verb].word in _TELLING_THE_EVENT or (actor is not None and (
        actor.word in _TELLING_THE_EVENT or actor.word not in _THE_ASKER and actor.flag.startswith(("n", "r"))))
    if words[verb].flag.startswith("v") and not told and _SETTLED_BY_THE_CASE.search(asked):
        return _told_before(words[:verb])
    return "".join(w for w, _ in words[:after]).strip()


def _is_the_asked_subject_alone(head: str) -> bool:
    """Whether a question clause's head is only the subject of its asked verb ('现在我', '那么甲', '这种情况我')."""
    return all(flag.startswith(_SUBJECT_TAGS) or word in _SUBJECT_WORDS for word, flag in pseg.lcut(head, HMM=False))


def _whole_phrase(head: str) -> str:
    """`head` less the function words it ends on, read as words: '…的标准是' -> '…的标准'."""
    tokens = jieba.lcut(head)
    while tokens and tokens[-1] in _DANGLING_WORDS:
        tokens.pop()
    return "".join(tokens)


def _without_modal_verb(head: str) -> str:
    """`head` less a modal and the verb it ends with, read as dictionary words (jieba's guessed words fuse them:
    '要判', '我能'): '撞伤行人要负' -> '撞伤行人', '打人的要判' -> '打人的'."""
    tokens = jieba.lcut(head, HMM=False)
    if len(tokens) < 2 or len(tokens[-1]) > 2:
        return head
    if tokens[-2] in _BEFORE_AN_ASKED_VERB:
        return "".join(tokens[:-2])
    if len(tokens[-2]) == 2 and tokens[-2][0] in "我你他她" and tokens[-2][1] in _BEFORE_AN_ASKED_VERB:
        return "".join(tokens[:-2]) + tokens[-2][0]  # the dictionary has '我会' as a word
    return head


def _without_asking_adverbs(head: str) -> str:
    """`head` less the adverbs it ends with, read as words: '过了期限还' -> '过了期限'; '都没归还' stays, and so
    does a verb after a negation or an adverb ('他不还', '他才还': 还 is 'repay' there)."""
    tokens = jieba.lcut(head)
    while len(tokens) > 1 and tokens[-1] in _ASKING_ADVERBS and tokens[-2] not in _BEFORE_A_VERB:
        tokens.pop()
    return "".join(tokens)


def _asking_start(clause: str) -> int:
    """Where the asking part of a question clause begins; 0 when none is found (nothing stated before it)."""
    word = ASKING_WORDS.search(clause)
    starts = [word.start()] if word else []
    position = 0
    for token in jieba.lcut(clause, HMM=False):  # a guessed word fuses a verb with the next: '能要'
        if token in _ASKING_VERBS and len(clause) - position <= ASKING_VERB_REACH:
            starts.append(position)
            break
        position += len(token)
    return min(starts, default=0)


def is_looping(text: str, n: int = 6, floor: float = 0.5, tail: int = 60) -> bool:
    """Whether generated text mostly repeats itself ('明索：\\n明索：\\n…'): under `floor` of its character
    n-grams are distinct, in the whole or in its last `tail` characters (a loop that starts after a sensible opening
    sentence: '…说明X。这就是一种法规，说明X。所以这就是一种法规，说明X。', or a short unit repeated after a junk
    opening: '…法规福苗痴苗痴苗痴…'; no whole article of the statute corpus reads as one). A small model falls into such loops;
    showing them as an answer only misleads. Numbers count as one character: '2. 实际上…\\n3. 实际上…' is the same
    line again under a new number."""
    text = re.sub(r"\d+", "#", re.sub(r"\s+", "", text))
    if len(text) < 60:
        return False
    return any(_distinct_share(part, n) < floor for part in {text, text[-tail:]})


def _distinct_share(text: str, n: int) -> float:
    grams = [text[i : i + n] for i in range(len(text) - n + 1)]
    return len(set(grams)) / len(grams)
