"""Ask: retrieve (+ the compensation and sentencing engines) -> prompt -> generate -> parse the syllogism -> verify
citations -> store.

The tiny default model often breaks the format; then the answer is assembled from grounded parts
(the retrieved articles, the facts stated in the question, the engines' results) and marked format_ok=False, as it is
when no model answers (it ran out of time, none is loaded, its server went away), with a first line saying why.
A question asking for an amount the compensation engine computes gets the engine's itemised calculation, and a
question of the sentence ('偷了别人三千块钱会坐牢吗') or of whether the conduct is a crime ('电鱼犯法吗', '打人会被抓吗';
an account of conduct that asks nothing, '他冒充公安打电话，骗一个老太太转了十万', is one) whose conduct the sentencing
engine recognises as a crime and measures gets the engine's estimated term (or the figure the crime turns on, asked for;
or why the conduct is no crime): their figures come from the rules, never from the model, and the articles their steps
cite (the crime's own article first) lead the major premise; that legal basis is shown with what the corpus says of it
(a regulation the corpus lacks cannot be checked here). What the corpus and the engines' data settle leads the
conclusion whatever the model wrote: an article the law named does not have, the compulsory insurance's limits asked for.
"""

from __future__ import annotations

import logging
import re
import time
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from datetime import date, timedelta

from sqlalchemy.engine import Engine

from backend.compensation import compensate, step_lines
from backend.compensation.extract import detect_scenario
from backend.compensation.extract.common import (ANIMAL_HARM, FALLING_HARM, FIGHT_HARM, MANHOLE_HARM, PLACE_HARM,
                                                 SCHOOL_HARM)
from backend.compensation.reference import InsuranceLimits, get_reference
from backend.compensation.textutil import asking_sentences, clean
from backend.corpus.numerals import article_label
from backend.corpus.text import HAN
from backend.db import session_scope
from backend.pipelines.citations import add_citation, verify_citations
from backend.retrieval.charges import (
    asks_only_what_liability,
    asks_sentence,
    conduct_part,
    names_civil_subject,
    names_classed_as,
    tells_conduct_only,
    tells_harm_suffered,
    whether_crime_asked,
)
from backend.retrieval.service import CitationStatus, Hit, Retriever
from backend.sentencing import predict_sentence
from backend.sentencing.knowledge import default_knowledge
from backend.sentencing.predict import NoCrimeTold
from backend.sentencing.learned import SentencingModel
from backend.store.models import OutputRecord, Task
from models.backends.base import BackendUnavailable, GenerationTimedOut, LLMBackend
from models.parsers import facts_from_question, is_looping, parse_syllogism
from models.prompts import syllogism_messages

log = logging.getLogger(__name__)

# also when the model only repeated itself: its loop stays in answer_text, not in the conclusion
NO_CONCLUSION = "（模型未给出可用的结论 / the model gave no usable conclusion）"
# where no model answered (none configured, out of time, gone away) and no engine computes what the question asks: the
# line above would blame a model that never spoke
NO_GROUNDED_CONCLUSION = ("（规则引擎不计算这类问题，本题没有结论：以上法条是按问题检索到的，供参考 · no engine computes this kind of "
                          "question, so there is no conclusion: the articles above are what retrieval found）")
# the Chinese whole first; the backend's reason (its own English: 'generation exceeded 120 s') after it, for the operator
TIMED_OUT = "（模型未在时限内答完，以下由检索到的法条和规则引擎给出 · the model ran out of time: {reason}）\n"
# likewise with no model to ask (llm_backend none, a model that failed to load) or one gone away mid-answer
NO_MODEL = "（语言模型不可用，以下由检索到的法条和规则引擎给出 · no language model answered: {reason}）\n"
# the model_id of an answer no model was asked for (the store's column holds a name, never nothing)
NO_MODEL_ID = "none"
UNVERIFIED = "（以下为模型原文，未按三段论格式，未经核实 / the model's own words, off format, unverified）\n"
NO_SOURCES = "（语料库中未检索到相关法条 / no relevant article found in the corpus）"
ASK_IN_CHINESE = "（法条语料为中文，请用中文提问 / the statutes are in Chinese: ask in Chinese to find them）"

# the engine's scenarios a consultation asks about (its criminal_amount reads a judgment's facts, not a question)
CALCULATED_SCENARIOS = {
    "economic": "经济补偿或赔偿金", "work_injury": "工伤待遇", "traffic": "交通事故赔偿", "personal_injury": "人身损害赔偿",
}
# the asking sentence wants a sum of money, not whether or what compensation is due ('劳动合同法第四十七条怎么规定
# 经济补偿？' asks the law), nor a time ('仲裁时效是多少？', '多少天出结果') or a sentence ('醉驾撞人要判多少年？')
_ASKS_AMOUNT = re.compile(
    r"多少(?![年天日周次岁]|个?小时|个?工作日)|几个月|几倍|怎么算|如何计算|怎样计算|算一下|算算|金额|数额|能拿|能要(?!求)|能得|赔我|补我"
    # how to get owed money back ('拖欠的工资怎么要回来') asks what is owed: the sum the engine works out is the claim
    r"|[要讨追拿]回"
    # or whether it can be got at all ('钱还有希望拿到吗', '工资要不到怎么办')
    r"|[拿要](?:得|不)到|拿到(?:吗|么|手)"
    # whether or who must pay ('能让他赔吗', '找谁赔'), or answer for the harm ('谁负责', '饭店有没有责任', '公司要不要管'):
    # the engine's liability steps answer it, with the sum where told. Not what befalls a doer ('要负什么责任',
    # '要承担法律责任吗'): that asks after the crime as well
    r"|赔吗|赔不赔|谁[来负]?赔|(?:负责|担责)吗|负不负责|有没有责任|有责任吗|承担(?:赔偿)?责任吗|谁(?:来|去)?(?:负责|担责|管)"
    r"|要不要管|管不管"
    # and how to be paid by one who will not or cannot pay ('狗主人不赔钱怎么办', '对方说没钱赔', '加班不给钱', '怎么索赔'):
    # the same liability steps and sum
    r"|不(?:肯|愿意?|给我?)?赔|拒绝?赔|没钱赔|赔不起|不(?:肯|愿意?)?给钱|索赔|[怎如]么?赔|要求?赔偿"
)
# what one who is owed asks short of the sum (_seeks_what_is_owed): what to do about what befell them, as a clause of
# its own or right after a deed done or refused ('…干了两年，怎么办', '狗咬了人怎么办', '老板不管怎么办'), not about another
# matter named before it ('被辞退了，社保怎么办', '离职了公积金怎么办', '公司不给开离职证明怎么办'); how to claim ('怎么维权'),
# whom to turn to ('该找谁'), or whether they are wronged or the other side's act is lawful ('我是不是吃亏了', '有没有说法',
# '这合法吗')
_ASKS_REMEDY = re.compile(
    r"(?:^|[，,。；;！!？?\s的呢啊吧]|[了不没][^，,。；;！!？?\s]{0,2})(?:那|现在|我|我们)?(?:该|应该|要)?(?:怎么办|咋办)"
    r"|维权|找谁|吃亏|说法"
    r"|(?:合法|违法|合理)(?:吗|么|嘛|[?？])|合不合法|违不违法|合不合理|是否(?:合法|违法|合理)"
)
# harms the law lays on a keeper, an operator, a school or a building's owner (民法典 第一千一百九十八至一千二百零一、一千二百
# 四十五、一千二百五十三、一千二百五十八条): a civil liability told by the one hurt or the one who answers ('我家狗咬了人');
# not a fight or a collision, told by the doer as often as by the one hurt, where the crime may be the question
_CIVIL_HARMS = (ANIMAL_HARM, PLACE_HARM, SCHOOL_HARM, FALLING_HARM, MANHOLE_HARM)
# the statutes in the corpus each scenario's calculation applies, beside the regulations its steps cite: 工伤保险条例
# (an administrative regulation, not in the national-law corpus) implements 社会保险法's chapter on work injury
# (36 who is entitled, 38 what the fund pays, 39 what the employer pays)
SCENARIO_STATUTES = {
    "economic": (("中华人民共和国劳动合同法", 47),),
    "work_injury": (("中华人民共和国社会保险法", 36), ("中华人民共和国社会保险法", 38), ("中华人民共和国社会保险法", 39)),
    # 道交法 apportions, 民法典第一千二百零八条 sends a road accident's damages to it, 1179 lists the items owed
    "traffic": (("中华人民共和国道路交通安全法", 76), ("中华人民共和国民法典", 1208), ("中华人民共和国民法典", 1179)),
    # the items of a personal injury outside traffic (the keeper's or the operator's article is among the steps')
    "personal_injury": (("中华人民共和国民法典", 1179),),
}
# the question asks for the compulsory insurance's limits themselves ('交强险的赔偿限额是多少', '交强险最多赔多少',
# '交强险医疗费用限额'): the limit word follows the insurance's name, not another insurance's ('交强险赔完后，商业三者险
# 最多赔多少') nor the court's ('最高人民法院')
_ASKS_LIMITS = re.compile(
    r"(?:交强险|机动车交通事故责任强制保险|强制保险)(?:的)?(?:死亡伤残|医疗费用?|财产损失|各项|每项|分项)?"
    r"(?:的)?(?:赔偿|责任|赔付)?(?:限额|最多|最高(?!人民)|上限)"
)
# a fine for driving uninsured or the owner's own liability without the insurance is not what its limits answer
# ('交强险过期了上路被查最高罚多少', '没买交强险，车主最多要赔多少')
_NOT_THE_LIMITS = re.compile(r"罚|没有?(?:买|投保|上|交)|未(?:投保|购买|买|交)|脱保|过期")
# a retrieved article follows the leading ones (named, or the engines'; a crime's by its conduct) or a crime's conduct
# told (_about_conduct) only where it shares this much of the word weight with it (Retriever.shared_word_weight): on the
# everyday tuning half's questions an engine leads, the ranked hits of the engine's topic share 0.2-0.6, those matched by
# one word in another sense (汽车 of 停放汽车的车位, 东西 of 东西部协作) 0-0.14
LEADING_SHARE = 0.2
_REALLY_ASKS = re.compile(r"[?？]|吗|呢|多少|怎么|如何|是否|能否")
_ASKS_OTHER = re.compile(r"时效|期限|多久|多长时间|判|刑|罪|坐牢|拘留")


@dataclass
class AskResult:
    question: str
    major_premise: str
    minor_premise: str
    conclusion: str
    answer_text: str  # the model's raw text
    sources: list[dict]
    citations: list[dict]
    format_ok: bool
    model_id: str
    adapter_id: str | None
    timings: dict[str, float] = field(default_factory=dict)
    output_id: int | None = None
    calculation: dict | None = None  # the compensation engine's {scenario, amount, elements, steps, missing, notes}
    sentence: dict | None = None  # the sentencing engine's estimate (SENTENCE_FIELDS)
    timed_out: bool = False  # the model ran out of time: the premises are the grounded ones (format_ok is False)
    # no model answered (none loaded, or the backend went away): why, in the backend's words; the premises are the
    # grounded ones (format_ok is False)
    model_unavailable: str | None = None

    def as_dict(self) -> dict:
        return asdict(self)


def grounded_major_premise(sources: list[dict]) -> str:
    cited = [s for s in sources if s.get("article")]
    if not cited:
        return NO_SOURCES
    return "\n".join(f"《{s['law']}》{s['number_text']}：{s['text']}" for s in cited)


def engine_calculation(question: str, asked: bool = True) -> dict | None:
    """The compensation engine's answer when the question asks for an amount the engine computes (or, `asked` False,
    whatever it asks), else None."""
    if asked and not _asks(question, _ASKS_AMOUNT):
        return None
    scenario = detect_scenario(question)
    if scenario not in CALCULATED_SCENARIOS:
        return None
    try:
        result = compensate(question, {"scenario": scenario})  # the scenario is already known: not detected twice
    except ValueError as exc:  # e.g. a range where the rules need one figure: the message says which
        return {"scenario": scenario, "amount": None, "elements": {}, "steps": [], "missing": [], "notes": [str(exc)]}
    except Exception:  # a fault in the engine must not take the answer down with it; the log keeps the trace
        log.exception("the compensation engine failed on an ask question")
        return None
    kept = ("scenario", "amount", "elements", "steps", "missing", "notes", "answered_item", "whole_amount", "related",
            "combined_total")
    return {key: result[key] for key in kept if key in result}


def _asks(question: str, words: re.Pattern) -> bool:
    """Whether one of the question's asking sentences asks in `words` and not for a time or a sentence (_ASKS_OTHER)."""
    # any of its questions may ask ('…能拿多少赔偿？另外拖欠的工资怎么办？'); a statement with 几 in it ('我已经拿到了
    # 几个月的补偿。') asks nothing
    asking = [s for s in asking_sentences(clean(question)) if _REALLY_ASKS.search(s)] or [question]
    return any(words.search(s) and not _ASKS_OTHER.search(s) for s in asking)


# what an Ask answer keeps of the sentencing engine's result: the term and how it was reached, as `lexloop sentence`
# and the Sentencing page give them (not the retrieval trace: the Ask sources are the answer's)
SENTENCE_FIELDS = ("charge", "months", "interval", "interval_label", "penalty", "range_months", "province", "engine",
                   "factors", "steps", "not_applicable", "missing")
SENTENCE_CAVEAT = ("注：估算只依据问题写明的事实；自首、坦白、谅解、退赃退赔、前科等情节会改变刑期，可在「量刑」页核对、"
                   "修改量刑因素后重新计算。")


@dataclass(frozen=True)
class SentencingReading:
    """What the sentencing engine makes of an Ask question of the sentence: its result, or why the conduct is no crime."""

    sentence: dict | None = None  # SENTENCE_FIELDS: the estimated term, or the figure the crime turns on (missing)
    no_crime: str | None = None  # why the conduct told is no crime by the law and which law deals with it (NoCrimeTold)
    crime: str | None = None  # no figure told that places the act in a tier: the crime and its article, no term
    # whether the engine read the conduct, and the crime it read there whatever the reading makes of it (None: none)
    conduct_read: bool = False
    charge_read: str | None = None


def read_sentence(question: str, model: SentencingModel | None = None) -> SentencingReading:
    """The sentencing engine's reading of a question that asks what sentence the conduct gets (asks_sentence: 坐牢,
    判几年, 判刑) or whether it is a crime at all and what befalls the doer (whether_crime_asked: 犯法吗, 会被抓吗, 被抓了
    会怎么样, 能报警吗; or names_classed_as: '这算诈骗吗', where the engine reads that very crime); nothing for any other
    question, or where the engine recognises no crime. A civil matter's question (a contract, a wage, a deposit) is read
    only where it asks after the criminal side in so many words: a crime named ('收了定金就跑了，是不是合同诈骗'), 罪, 刑,
    坐牢, 报警 ('装修公司收了定金跑路了，能报警吗'); '合同违约了会怎么样', '公司拖欠工资违法吗' are not read. The same
    reading answers both: the crime, and its term or the figure it turns on, tell whether and how the law punishes the
    conduct. Its result is an estimate
    where the question tells a figure that places the act in a tier (an amount, a quantity, an injury grade, the dead,
    an alcohol level), and the figure the crime turns on, asked for (`missing`), where the question leaves it out
    ('喝酒后开车被查了会判刑吗': the alcohol level decides whether it is 危险驾驶 at all). Conduct the law makes no crime
    ('无证驾驶会判刑吗', a debt left unpaid) gets the engine's reason (`no_crime`). A crime that needs no figure to be one,
    told with none that places it in a tier ('拿刀逼路人交出包，犯法吗', '他拐卖了两个孩子，会判多少年': 抢劫, 拐卖), gets
    the crime alone (`crime`), its article leading the sources: a term would rest on a tier the engine assumed, a guess.
    An account that asks nothing ('他冒充公安打电话，骗一个老太太转了十万': tells_conduct_only) asks what the law makes
    of the conduct: it gets the crime the engine reads, but no reason why there is none (whoever tells '房东到期不退我
    三千块押金' is after the deposit), nor a crime still missing its figure where the account is a sufferer's of a harm
    the compensation engine reckons or one whose harm is untold (seeks_damages: '我骑电动车被一辆小轿车撞了，腿骨折了，
    交警认定对方全责', '我开车不小心把别人的车刮了' are no questions of 交通肇事)."""
    classed_as = names_classed_as(question, names_a_crime)
    asks_term, (asks_crime, civil_matter_words) = asks_sentence(question), whether_crime_asked(question)
    # whether it is a crime, asked in a civil matter's words: asked only of the crime that is that matter's own
    # ('他有老婆，又跟别人领了结婚证，这犯法吗': 重婚 holds 婚; '公司拖欠工资违法吗' reads none)
    civil_words = () if (asks_term or asks_crime or classed_as) else civil_matter_words
    told_only = not (asks_term or asks_crime or classed_as or civil_words) and tells_conduct_only(question)
    if not (asks_term or asks_crime or classed_as or told_only or civil_words):
        return SentencingReading()
    try:
        result = predict_sentence(question, model=model)
    except NoCrimeTold as refusal:
        no_crime = None if told_only or civil_words else refusal.reason
        return SentencingReading(no_crime=no_crime, conduct_read=True)
    except ValueError:  # no crime recognised in the question's words: nothing to estimate
        return SentencingReading(conduct_read=True)
    except Exception:  # a fault in the engine must not take the answer down with it; the log keeps the trace
        log.exception("the sentencing engine failed on an ask question")
        return SentencingReading(conduct_read=True)
    unanswered = SentencingReading(conduct_read=True, charge_read=result["charge"])
    if civil_words and not any(word in result["charge"] for word in civil_words):
        return unanswered
    # '这算正当防卫吗' asks about a defence, not the 故意伤害 the engine reads in the blow
    if not (asks_term or asks_crime or told_only or civil_words) and not any(
            result["charge"] in name for name in classed_as):
        return unanswered
    accident_liability = not asks_term and asks_accident_liability(question)
    if (told_only or accident_liability) and result["missing"] and seeks_damages(question, result["missing"]):
        return unanswered
    # a circumstance alone (逃逸, 自首: true or false) places no act in a tier; a figure or a grade does
    measured = any(not isinstance(factor["value"], bool) for factor in result["factors"])
    if result["missing"] or measured:
        return SentencingReading(sentence={key: result[key] for key in SENTENCE_FIELDS}, conduct_read=True,
                                 charge_read=result["charge"])
    return SentencingReading(crime=result["charge"], conduct_read=True, charge_read=result["charge"])


def asks_accident_liability(question: str) -> bool:
    """Whether the question asks what liability a road accident brings only as '负什么责任' (asks_only_what_liability:
    '开车撞伤了行人，要负什么责任'): that asks the share and the damages first, the crime only where the engine places it
    (a death or a serious injury told: '喝酒开车撞了人，对方重伤，司机要负什么责任')."""
    return asks_only_what_liability(question) and detect_scenario(question) == "traffic"


def seeks_damages(question: str, missing: list[dict]) -> bool:
    """Whether an account the sentencing engine reads a crime in, still `missing` a figure, is one of a matter the
    compensation engine reckons (a collision, a beating, a fall at work) told by the one who suffered the harm
    (tells_harm_suffered: '我在小区门口被人打了一顿，鼻梁骨折了') or without the harm's grade the crime turns on ('我开车
    不小心把别人的车刮了': no one hurt): its teller is after damages, not a question of the crime."""
    if detect_scenario(question) not in CALCULATED_SCENARIOS:
        return False
    return tells_harm_suffered(question) or any(item["factor"] == "injury" for item in missing)


def _crime_names() -> tuple[str, ...]:
    """The names of the crimes the engine knows: the statutes' names, their aliases and the acts' own names."""
    knowledge = default_knowledge()
    return (*knowledge.statutes, *knowledge.aliases, *knowledge.user_names)


def names_a_crime(name: str) -> bool:
    """Whether a name the question asks the conduct to be holds the name of a crime the engine knows ('合同诈骗', '侵占罪',
    '帮信'), not a civil matter's ('工伤', '违约')."""
    return any(known in name for known in _crime_names())


def crime_source(charge: str) -> str:
    """The Criminal Law article that makes the conduct the crime (its first tier's, as the engine's statutes cite it)."""
    return default_knowledge().statutes[charge][0].source


def crime_text(charge: str, with_sources: bool = True) -> str:
    """The crime the engine reads in a question of whether the conduct is one, as an Ask conclusion words it: no term."""
    source = f"（出处：{crime_source(charge)}）" if with_sources else ""
    return (f"按量刑引擎（非模型生成），所述行为可能构成犯罪，罪名「{charge}」{source}；是否构成、判处何种刑罚取决于问题"
            "未写明的情节，此处不估算刑期，可在「量刑」页补充案情后计算。")


def no_crime_text(reason: str) -> str:
    """The engine's reason that the conduct is no crime, as an Ask conclusion words it."""
    return f"按量刑引擎（非模型生成）：{reason}。"


def sentence_text(sentence: dict, with_sources: bool = True) -> str:
    """The estimated term in words (or the facts it still needs), each of the engine's steps with its legal basis (left
    out for the model's prompt, whose sources already carry the articles), then the caveat of an estimate."""
    low, high = sentence["range_months"]
    needed = "、".join(dict.fromkeys(item["label"] for item in sentence["missing"]))
    if needed and not sentence["months"]:
        head = f"按量刑引擎（非模型生成），罪名「{sentence['charge']}」：问题未写明{needed}，无法估算刑期："
    else:
        # below the crime's threshold there is no range to give: the penalty says 不构成所列犯罪
        span = f"（可判区间{low:g}–{high:g}个月）" if high else ""
        head = f"按量刑引擎估算（非模型生成），罪名「{sentence['charge']}」，{sentence['penalty']}{span}："
    # 出处, not 依据: the engine's own descriptions already say 依据 for the facts a tier rests on
    steps = [f"{number}. {step['description']}" + (f"（出处：{step['source']}）" if with_sources else "")
             for number, step in enumerate(sentence["steps"], start=1)]
    return "\n".join([head, *steps, SENTENCE_CAVEAT])


def calculation_text(calculation: dict, with_sources: bool = True) -> str:
    """The calculation as a conclusion in words, each step with its legal basis (left out for the model's prompt,
    whose sources already carry the articles)."""
    kinds = calculation["elements"].get("compensation_type")  # economic: 经济补偿 / 赔偿金 / …, as the engine decided
    # one kind names the sum; several are named with their total ('经济补偿、代通知金合计')
    if calculation.get("answered_item"):  # one loss item asked by name: the amount is that item's
        name = calculation["answered_item"]
    elif kinds:
        name = kinds[0] if len(kinds) == 1 else "、".join(re.sub(r"（.*?）", "", kind) for kind in kinds) + "合计"
    else:
        name = CALCULATED_SCENARIOS[calculation["scenario"]]
    if calculation["amount"] is not None:
        lines = [f"按规则引擎计算（非模型生成），{name}为 {calculation['amount']:,.2f} 元：",
                 *step_lines(calculation["steps"], with_sources)]
        if calculation.get("whole_amount") is not None:
            lines.append(f"各项损失一并计算的应赔偿合计为 {calculation['whole_amount']:,.2f} 元。")
    elif calculation["missing"]:
        lines = [f"要算出{name}的具体数额，还需要：" + "；".join(calculation["missing"])]
    else:
        lines = [f"未能计算{name}。"]
    lines += [f"注：{note}" for note in calculation["notes"]]
    return "\n".join(lines)


def missing_articles(retriever: Retriever, question: str) -> list[str]:
    """A sentence for each article the question names that its law does not have ('劳动合同法第二百条': the law
    ends at 第九十八条; '刑法第一百三十三条之三': 第一百三十三条's inserted articles end at 之二), and for each law it
    names that the corpus lacks, quoted or a regulation named plainly ('工伤保险条例第三十七条'): the corpus says
    so, not the model."""
    lines = []
    for ref in retriever.references(question):
        look = retriever.lookup(ref.law, ref.article, ref.sub)
        if look.status is not CitationStatus.not_found:
            continue
        numbered = _articles_in_force(retriever, look.law)
        inserted = sorted(s for n, s in numbered if n == look.article and s)
        if look.sub and (look.article, 0) in numbered:  # the article is there: it lacks the inserted one asked about
            after = (f"其后插入的条文止于{article_label(look.article, inserted[-1])}" if inserted
                     else "其后没有插入的条文（之一、之二……）")
            lines.append(f"《{look.law}》{look.label}不存在：语料库中该法有{article_label(look.article, 0)}，{after}。")
        elif numbered:
            last = max(numbered)
            # the last number, not a count: inserted 第N条之一 and deleted articles would make a count misleading
            lines.append(f"《{look.law}》{look.label}不存在：语料库中该法现行文本止于{article_label(*last)}。")
        else:
            lines.append(f"语料库未收录《{look.law}》，无法核对其{look.label}。")
    return list(dict.fromkeys(lines))


def _articles_in_force(retriever: Retriever, law: str) -> list[tuple[int, int]]:
    return [(unit.number, unit.sub) for unit in retriever.units if unit.law == law and unit.in_force and unit.number]


def steps_basis(retriever: Retriever, result: dict) -> list[tuple[str, int, int]]:
    """(law as the step writes it, article, sub) of every article an engine result's steps (a calculation's, a
    sentence's) rest on, in step order (text_basis of their sources)."""
    return text_basis(retriever, [step["source"] for step in result["steps"]])


def text_basis(retriever: Retriever, texts: list[str]) -> list[tuple[str, int, int]]:
    """(law, article, sub) of every article the texts cite, in order, as the retriever reads references ('民法典 第一千
    二百一十三条；最高人民法院关于…的解释 第十三条', '《中华人民共和国刑法》第264条'; '各项损失见上' names none)."""
    basis = []
    for text in texts:
        for ref in retriever.references(text):
            if (ref.law, ref.article, ref.sub) not in basis:
                basis.append((ref.law, ref.article, ref.sub))
    return basis


BASIS_STATUS = {
    CitationStatus.verified: "已在语料库中核实，现行有效",
    CitationStatus.not_in_force: "语料库中该条已失效",
    CitationStatus.not_yet_in_force: "语料库中该条尚未施行",
    CitationStatus.repealed: "语料库中该条已删去",
}


def basis_lines(retriever: Retriever, basis: list[tuple[str, int, int]]) -> list[str]:
    """The engines' legal basis (`steps_basis`) with what the corpus can say of each: verified, or a
    regulation it lacks (工伤保险条例) and so cannot check here. One line per law and status."""
    groups: dict[tuple[str, str], list[str]] = {}
    for law, article, sub in basis:
        look = retriever.lookup(law, article, sub)
        if look.status is CitationStatus.not_found:
            known = _articles_in_force(retriever, look.law)
            status = "语料库中该法无此条" if known else "语料库未收录该法规，此处无法核实"
        else:
            status = BASIS_STATUS[look.status]
            if look.status is CitationStatus.repealed and look.repealed_by:
                status += f"（{look.repealed_by}删去）"
        groups.setdefault((look.law, status), []).append(look.label)
    if not groups:
        return []
    return ["计算依据核对："] + [f"《{law}》{'、'.join(labels)}：{status}" for (law, status), labels in groups.items()]


def basis_citations(retriever: Retriever, basis: list[tuple[str, int, int]]) -> list[dict]:
    """The engines' articles (`steps_basis`) as citations, each with its status (not_found for a regulation
    the corpus lacks), in the one shape verify_citations gives."""
    citations: list[dict] = []
    for law, article, sub in basis:
        add_citation(citations, retriever.lookup(law, article, sub))
    return citations


def asks_insurance_limits(question: str, calculation: dict | None) -> bool:
    """The question asks for the compulsory insurance's limits and tells no loss to apply them to."""
    return (bool(_ASKS_LIMITS.search(question)) and not _NOT_THE_LIMITS.search(question)
            and (calculation is None or calculation["amount"] is None))


def insurance_limits_text() -> str:
    """The compulsory insurance's limits of every period, newest first, from the compensation engine's data."""
    reference = get_reference()
    lines = ["交强险责任限额（规则引擎数据，非模型生成；按事故发生之日适用）："]
    for period in reversed(reference.traffic["compulsory_insurance_limits"]):
        start = date.fromisoformat(str(period["effective_from"]))
        end = period["effective_to"]
        span = f"{start}起" if end is None else f"{start}至{date.fromisoformat(str(end)) - timedelta(days=1)}"
        with_fault, no_fault = (reference.compulsory_limits(start, fault) for fault in (True, False))
        lines.append(f"{span}：被保险机动车有责任的，{_limits(with_fault)}；无责任的，{_limits(no_fault)}"
                     f"（来源：{with_fault.source}）")
    return "\n".join(lines)


def _limits(limits: InsuranceLimits) -> str:
    return (f"死亡伤残赔偿限额{limits.death_disability:,.0f}元、医疗费用赔偿限额{limits.medical:,.0f}元、"
            f"财产损失赔偿限额{limits.property:,.0f}元")


@dataclass(frozen=True)
class Grounds:
    """What an Ask answer stands on before the model is asked anything: the sources (the articles the engines rest on
    first), the engines' readings of the question and those articles."""

    sources: list[dict]
    calculation: dict | None  # engine_calculation
    sentence: dict | None  # SentencingReading.sentence
    no_crime: str | None  # SentencingReading.no_crime
    crime: str | None  # SentencingReading.crime
    basis: list[tuple[str, int, int]]  # the articles the calculation's and the sentence's steps cite (steps_basis)


def gather_grounds(retriever: Retriever, question: str, k: int,
                   sentencing_model: Callable[[], SentencingModel | None]) -> Grounds:
    """The first stage of an Ask answer, whose sources AskPipeline.stream yields before it asks the model: the k
    retrieved articles with the precedents under the top statutes, the compensation and sentencing engines' readings
    of the question, and the articles those rest on leading the sources (bench/ask/crime_article.py measures this
    stage alone, with no language model loaded). `sentencing_model` is asked for on each question (AskPipeline's)."""
    hits = retriever.search(question, k=k)
    retriever.attach_cases(question, hits)  # SyLeR tree: precedents under the top statute(s)
    calculation = engine_calculation(question)
    reading = _sentencing_reading(retriever, question, sentencing_model)
    sentence, no_crime, crime = reading.sentence, reading.no_crime, reading.crime
    if calculation is None and not (sentence or crime) and _seeks_what_is_owed(question):
        calculation = engine_calculation(question, asked=False)
    # a calculation that could not be made rests on no step: what it asks for and notes name the rules it would apply
    # (an overtime question without its hours: 劳动合同法第三十一条, not the scenario's 经济补偿 article first)
    calculation_basis = ((steps_basis(retriever, calculation) if calculation["steps"] else
                          text_basis(retriever, calculation["missing"] + calculation["notes"])) if calculation else [])
    if sentence:
        # the article that makes the conduct the crime leads the term's steps: an estimate below the crime's threshold
        # cites only the penalties' general articles ('重伤一人、负主要责任' of 交通肇事: 第四十二条), not the crime's
        cited = [crime_source(sentence["charge"]), *(step["source"] for step in sentence["steps"])]
    else:
        cited = [no_crime] if no_crime else [crime_source(crime)] if crime else []
    sentence_basis = text_basis(retriever, cited)
    # the crime the engine reads in conduct told in a question that asks neither for a sum nor after the crime, nor is
    # about a civil matter of its own ('在网上被人造谣怎么办', '被人造谣能要求赔偿吗'; not '开车撞了人，保险公司不赔怎么办'):
    # the hits about that conduct stand for the question's own
    told = None
    if calculation is None and not (sentence or crime or no_crime) and not names_civil_subject(question):
        told = reading.charge_read if reading.conduct_read else _crime_told(question)
    # each engine's articles lead the rest, the calculation's first (the later call puts its own in front)
    leading = [hit for hit in hits if hit.match == "reference"]
    if told:
        hits = _about_conduct(retriever, told, hits, k)
    if sentence_basis:
        leading = _engine_first(retriever, sentence_basis, (), hits, leading, "sentencing")
    if calculation is not None:
        leading = _engine_first(retriever, calculation_basis, SCENARIO_STATUTES[calculation["scenario"]], hits,
                                leading, "calculation")
    charge = sentence["charge"] if sentence else crime
    if charge and leading:  # with none leading (the crime's article not in the corpus) nothing would filter them
        # the crime's name finds what other laws make of the same conduct (诽谤: 民法典第一千零二十四条, 名誉权), which the
        # asker's words rarely do ('同事到处散布谣言败坏我名声'); _supported_by keeps those about the crime's conduct. Not
        # the leading articles' own laws (an amendment is named after its law): there the name finds other crimes'
        # articles that mention it (刑法第十七条, 已满十四周岁 … 故意伤害致人重伤)
        own_laws = tuple({hit.law for hit in leading})
        hits = hits + [hit for hit in retriever.search(charge, k=k) if not hit.law.startswith(own_laws)
                       and all(h.article_id != hit.article_id for h in hits)]
    following = [hit for hit in hits if all(h.article_id != hit.article_id for h in leading)]
    # the hits about the conduct told are already those about it (_about_conduct)
    kept = leading + (following if told else _supported_by(retriever, question, leading, following))
    return Grounds([hit.as_dict() for hit in kept], calculation, sentence, no_crime, crime,
                   list(dict.fromkeys(calculation_basis + sentence_basis)))


def _supported_by(retriever: Retriever, question: str, leading: list[Hit], retrieved: list[Hit]) -> list[Hit]:
    """The retrieved hits that follow the leading articles (those the question names, those the engines rest on): only
    those about what one of them is about (LEADING_SHARE), not filling the sources to k. A lay question's words are
    rarely a statute's, so what else its ranking brings after the articles the rules chose is often matched by one
    word in another sense ('我骑电动车被汽车撞了，对方全责…' brought 民法典第二百七十五条, 停放汽车的车位, after the road
    accident's articles). With none leading, the ranking is all there is: kept, less its strays (_without_strays)."""
    if not leading:
        return _without_strays(retriever, question, retrieved)
    # a crime's article is about its conduct, not its penalty: every crime's article writes 三年以下有期徒刑
    about = [conduct_part(lead.text) for lead in leading]
    return [hit for hit in retrieved if any(retriever.shared_word_weight(text, hit.text) >= LEADING_SHARE for text in about)]


def _without_strays(retriever: Retriever, question: str, hits: list[Hit]) -> list[Hit]:
    """The ranking less the hits after the first that write none of the question's words (Retriever.shared_word_weight
    0: reached only through a learned bag or their law's and chapter's weight) and whose law is no other hit's: nothing
    in the question or the rest of the ranking speaks for them ('去医院看病被误诊了能要赔偿吗' brought 劳动合同法第三十六条
    and 公证法第十一条 after 医师法第五十五条). No score threshold does this: on the everyday tuning half the fused
    score of a gold article falls to 0.65 of the first's, and one (民法典第七百二十六条 for '…房东要卖房，我能先买吗')
    writes none of the question's words; but every one of them writes one or shares its law with another hit."""
    laws = Counter(hit.law for hit in hits)
    return [hit for position, hit in enumerate(hits)
            if position == 0 or laws[hit.law] > 1 or retriever.shared_word_weight(question, hit.text) > 0]


def _about_conduct(retriever: Retriever, charge: str, hits: list[Hit], k: int) -> list[Hit]:
    """The k articles most about the conduct the engine reads as `charge` in a question that does not ask after the
    crime ('在网上被人造谣怎么办', '有人在网上骂我能告他吗'): what the law makes of that conduct, in every law, is the
    question, and the asker's words match statutes in another sense (造谣: 战时造谣惑众; 有人: 共有人). The hits of the
    crime's conduct as its article writes it (刑法第二百四十六条's '公然侮辱他人或者捏造事实诽谤他人' finds 治安管理处罚法
    第五十条) and of the crime's name (诽谤: 民法典第一千零二十四条, 名誉权) join the question's own, ordered by how much
    of the conduct's word weight each writes (Retriever.shared_word_weight); those writing less than LEADING_SHARE of it
    are left out. The crime's article not in the corpus: the question's hits as they are."""
    article = next((hit for law, number, sub in text_basis(retriever, [crime_source(charge)])
                    if (hit := retriever.cited_hit(law, number, match="sentencing", sub=sub)) is not None), None)
    if article is None:
        return hits
    conduct = conduct_part(article.text)
    pool: dict[int, Hit] = {}
    for hit in [*retriever.search(conduct, k=k), *retriever.search(charge, k=k), *hits, article]:
        pool.setdefault(hit.article_id, hit)
    about = {key: retriever.shared_word_weight(conduct, hit.text) for key, hit in pool.items()}
    ranked = sorted((key for key in pool if about[key] >= LEADING_SHARE), key=lambda key: -about[key])
    return [pool[key] for key in ranked[:k]]


def _crime_told(question: str) -> str | None:
    """The crime the sentencing engine reads in the conduct a question tells ('造谣' -> 诽谤), whatever it asks; None
    where it reads none or finds the conduct no crime. Read here where read_sentence did not read it."""
    try:
        return predict_sentence(question)["charge"]
    except (NoCrimeTold, ValueError):
        return None
    except Exception:  # a fault in the engine must not take the answer down with it; the log keeps the trace
        log.exception("the sentencing engine failed reading an ask question's conduct")
        return None


def _seeks_what_is_owed(question: str) -> bool:
    """Whether an account that asks nothing, or a question of what to do, whom to turn to or whether the asker is
    wronged (_ASKS_REMEDY: '…干了两年，怎么办', '我该找谁', '这合法吗'), brings what is owed and by whom: a sufferer's harm
    ('我骑电动车被一辆小轿车撞了，腿骨折了，对方全责') or a worker's dismissal, wages or injury ('公司把我辞退了，我干了三年，
    月薪六千'), or a harm that is a keeper's or an operator's to answer for whoever tells it (_CIVIL_HARMS: '在小区掉进没盖
    好的井盖摔伤了，我吃亏了吗', '我家狗咬了人怎么办'); not a driver's own deed with no harm in it ('他开车闯了红灯，被拍到
    了'), nor a drunk driver's ('酒驾被查了怎么办'): what is owed is what answers them. So is what liability a road
    accident brings, asked with no word of the crime (asks_accident_liability: '开车撞伤了行人，要负什么责任')."""
    if asks_accident_liability(question):  # the engine placed no crime in it: the share and the damages answer
        return True
    if tells_conduct_only(question):
        suffered = tells_harm_suffered(question)
    elif _asks(question, _ASKS_REMEDY):
        # a beating's sufferer asking what to do asks after the police as much as the damages: the crime the engine
        # reads in the beating answers ('被人打了一顿怎么办': 刑法第二百三十四条, 治安管理处罚法第五十一条)
        suffered = tells_harm_suffered(question) and not re.search(FIGHT_HARM, question)
    else:
        return False
    return (suffered or detect_scenario(question) in ("economic", "work_injury")
            or any(re.search(harm, question) for harm in _CIVIL_HARMS))


def _sentencing_reading(retriever: Retriever, question: str,
                        sentencing_model: Callable[[], SentencingModel | None]) -> SentencingReading:
    """read_sentence, unless the question names a crime only to ask for the victim's compensation
    ('故意伤害罪的民事赔偿怎么算'): that asks for no term."""
    if retriever.asks_victim_compensation(question):
        return SentencingReading()
    try:
        model = sentencing_model()
    except ValueError:  # a model file from another version: the engine still estimates alone
        log.exception("the sentencing model could not be loaded for an ask question")
        model = None
    return read_sentence(question, model)


def _engine_first(retriever: Retriever, basis: list[tuple[str, int, int]],
                  scenario_statutes: tuple[tuple[str, int], ...], hits: list[Hit], leading: list[Hit],
                  match: str) -> list[Hit]:
    """The leading articles with those the engines rest on first: those their steps cite, in their order, then the
    statutes a calculation's scenario applies (SCENARIO_STATUTES); retrieved (the hit of `hits`, its precedents with
    it) or not, each once and only when in force."""
    retrieved = {(hit.law, hit.article, hit.sub): hit for hit in hits}
    named = basis + [(law, article, 0) for law, article in scenario_statutes]
    lead: list[Hit] = []
    for law, article, sub in named:
        hit = retriever.cited_hit(law, article, match=match, sub=sub)
        if hit is not None and all(h.article_id != hit.article_id for h in lead):
            lead.append(retrieved.get((hit.law, hit.article, hit.sub), hit))
    return lead + [hit for hit in leading if all(h.article_id != hit.article_id for h in lead)]


class AskPipeline:
    """`llm` None: no model can answer (`llm_error` says why, as Services.llm_error does); every answer is then the
    grounded one, as when the model runs out of time."""

    def __init__(self, retriever: Retriever, llm: LLMBackend | None, engine: Engine, k: int, max_new_tokens: int,
                 temperature: float = 0.0, sentencing_model: Callable[[], SentencingModel | None] = lambda: None,
                 llm_error: str | None = None):
        self.retriever = retriever
        self.llm = llm
        self.llm_error = llm_error
        self.engine = engine
        self.k = k
        self.max_new_tokens = max_new_tokens
        self.temperature = temperature
        # asked for each question: an operator's retrained model is picked up as the Sentencing page picks it up
        self.sentencing_model = sentencing_model

    def stream(self, question: str) -> Iterator[tuple[str, object]]:
        """("sources", [hits]), then ("token", text) pieces (none without a model), then ("result", AskResult)."""
        started = time.perf_counter()
        grounds = gather_grounds(self.retriever, question, self.k, self.sentencing_model)
        sources, calculation, sentence, no_crime, crime, basis = (
            grounds.sources, grounds.calculation, grounds.sentence, grounds.no_crime, grounds.crime, grounds.basis)
        retrieved = time.perf_counter()
        yield "sources", sources
        engine_words = [calculation_text(calculation, with_sources=False) if calculation else None,
                        sentence_text(sentence, with_sources=False) if sentence else None,
                        no_crime_text(no_crime) if no_crime else None,
                        crime_text(crime, with_sources=False) if crime else None]
        messages = syllogism_messages(question, sources, "\n\n".join(w for w in engine_words if w) or None)
        pieces: list[str] = []
        first_token = None
        timed_out = unavailable = None  # why no model finished the answer: the grounded parts answer instead
        if self.llm is None:
            unavailable = self.llm_error or "no language model is loaded"
        else:
            generation = self.llm.stream(messages, self.max_new_tokens, self.temperature)
            try:
                for piece in generation:
                    if first_token is None:
                        first_token = time.perf_counter()
                    pieces.append(piece)
                    yield "token", piece
                    # a loop is never shown (NO_CONCLUSION) and the tiny model does not leave one: stop paying for it
                    if is_looping("".join(pieces)):
                        break
            except GenerationTimedOut as exc:  # the retrieved articles and the engine's figures still answer
                timed_out = str(exc)
            except BackendUnavailable as exc:  # a model server gone away mid-answer: the same
                unavailable = str(exc)
            finally:
                generation.close()  # ends the model's generation too, also when the reader of this stream goes away
        generated = time.perf_counter()
        raw = "".join(pieces)
        unanswered = (TIMED_OUT.format(reason=timed_out) if timed_out is not None
                      else NO_MODEL.format(reason=unavailable) if unavailable is not None else None)
        parsed = parse_syllogism(raw) if unanswered is None else None
        # what the corpus and the engine's data settle lead the conclusion, whatever the model wrote
        settled = missing_articles(self.retriever, question)
        limits = insurance_limits_text() if asks_insurance_limits(question, calculation) else None
        if parsed is not None:
            major, minor, conclusion = parsed.major_premise, parsed.minor_premise, parsed.conclusion
            settled += [limits] if limits else []
        else:
            major = grounded_major_premise(sources)
            if not HAN.search(question):  # what an English question retrieves is chance
                major = ASK_IN_CHINESE + "\n" + major
            minor = facts_from_question(question)
            if raw.strip() and not is_looping(raw):
                model_words = UNVERIFIED + raw.strip()
            elif unanswered and not raw.strip():  # no model spoke: no line blames one
                model_words = None
            else:
                model_words = NO_CONCLUSION
            engines = [text for text in (calculation_text(calculation) if calculation else None,
                                         sentence_text(sentence) if sentence else None,
                                         no_crime_text(no_crime) if no_crime else None,
                                         crime_text(crime) if crime else None) if text]
            # an engine that reached its figure (or found no crime) answers; one still missing figures, or naming the
            # crime without a term, leaves the question to the model too
            answered = ((sentence is not None and not sentence["missing"]) or no_crime is not None
                        or (calculation is not None and calculation["amount"] is not None))
            if limits:  # the limits answer the question; the losses they apply to were not asked about
                conclusion = limits
            elif not engines:
                conclusion = model_words or NO_GROUNDED_CONCLUSION
            elif not answered:  # the engine says what it still needs; a model's words, if any, after it
                conclusion = "\n\n".join([*engines, *([model_words] if model_words else [])])
            else:
                conclusion = "\n".join(["\n\n".join(engines), *basis_lines(self.retriever, basis)])
            if unanswered:
                conclusion = unanswered + conclusion
        conclusion = "\n".join([*settled, conclusion])
        citations = verify_citations(self.retriever, "\n".join((major, minor, conclusion)))
        if basis:  # the engines cite their basis too, found in the corpus or not
            cited = {(c["law"], c["number_text"]) for c in citations}
            citations += [c for c in basis_citations(self.retriever, basis) if (c["law"], c["number_text"]) not in cited]
        timings = {
            "retrieval_ms": _ms(started, retrieved),
            "first_token_ms": _ms(started, first_token or generated),
            "generation_ms": _ms(retrieved, generated),
            "total_ms": _ms(started, time.perf_counter()),
        }
        model_id, adapter_id = (self.llm.model_id, self.llm.adapter_id) if self.llm else (NO_MODEL_ID, None)
        result = AskResult(question, major, minor, conclusion, raw, sources, citations, parsed is not None,
                           model_id, adapter_id, timings, calculation=calculation, sentence=sentence,
                           timed_out=timed_out is not None, model_unavailable=unavailable)
        result.output_id = self._store(result, messages, unanswered)
        yield "result", result

    def run(self, question: str) -> AskResult:
        for kind, value in self.stream(question):
            if kind == "result":
                return value  # type: ignore[return-value]
        raise RuntimeError("the ask pipeline ended without a result")

    def _store(self, result: AskResult, messages: list[dict], model_notice: str | None) -> int:
        """model_notice: the conclusion's line saying why no model answered, kept apart for the training form of the
        answer to leave out (annotation.service.answer_text: a model must not learn to say it did not answer)."""
        record = OutputRecord(
            task=Task.ask, input={"question": result.question}, model_id=result.model_id,
            adapter_id=result.adapter_id, prompt="\n\n".join(m["content"] for m in messages),
            sources=result.sources, raw_text=result.answer_text,
            parsed={"major_premise": result.major_premise, "minor_premise": result.minor_premise,
                    "conclusion": result.conclusion, "citations": result.citations,
                    "calculation": result.calculation, "sentence": result.sentence, "model_notice": model_notice},
            format_ok=result.format_ok, timings=result.timings,
        )
        with session_scope(self.engine) as session:
            session.add(record)
            session.flush()
            return record.id


def _ms(start: float, end: float) -> float:
    return round((end - start) * 1000, 1)
