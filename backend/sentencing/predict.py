"""One entry for a sentence: facts in, the term with its factors, cited steps and retrieval trace out."""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from backend.places import default_places
from backend.sentencing.engine import (
    DETENTION_MOST,
    PROCEDURE_LAW,
    SELF_GOVERNING_SEAL_NOTE,
    TRAFFIC_SOURCE,
    EngineResult,
    Step,
    _fmt,
    combine_charges,
    combine_with_remainder,
    detect_charge,
    detect_further_charges,
    detect_province,
    detention_only,
    drunk_words,
    forges_only_a_self_governing_seal,
    sold_as_medicine,
    harm_told,
    is_detention,
    is_drug_crime,
    knowingly_helped,
    knowledge_denied,
    no_term,
    normalize_province,
    round_months,
    run_engine,
    text_of_charges,
    traffic_verdict,
)
from backend.sentencing.factors import (
    EXCLUSIVE_FACTORS,
    _DURATION,
    MINOR_BANDS,
    SENTENCE,
    Factor,
    act_year_straddles,
    age_assumed,
    age_floor_known,
    age_limit_at_act,
    apply_overrides,
    coerce_value,
    extract_factors,
    first_told,
    foreign_currency,
    last_act_day,
    negated,
    own_acts,
    parse_duration,
    prices_read,
    read_recommendation,
    rough_sum_told,
    told_serving_a_sentence,
)
from backend.sentencing.intervals import INTERVAL_LABELS, month_to_interval
from backend.sentencing.knowledge import CRIMINAL_LAW, Knowledge, default_knowledge

if TYPE_CHECKING:
    from backend.sentencing.learned import SentencingModel

MAX_FACT_CHARS = 100_000
_CHARGE_SEPARATORS = re.compile(r"[;；,，/|]")
# which retrieval source each kind of step consulted, for the page's per-source trace
_SOURCE_OF_KIND = {
    "statute": "statute",
    "interpretation": "judicial_interpretation",
    "guideline": "guideline",
    "factor": "guideline",
    "procedure": "statute",
    "rule": "engine_rule",
    "model": "learned_model",
}


def _unknown_charge(written: str, knowledge: Knowledge) -> ValueError:
    name = written.strip()
    below = knowledge.not_a_crime(name)  # '酒驾': what guideline.yaml no_crime_below says the law makes of it
    if below is not None:
        return ValueError(
            f"「{name}」不是罪名：{below.no_crime_below}；达到入罪标准的，罪名为「{below.name}」（{below.no_crime_source}）"
        )
    candidates = knowledge.charge_candidates(name)
    hint = f"；可能是：{'，'.join(f'「{c}」' for c in candidates)}" if candidates else ""
    return ValueError(f"未收录的罪名：{name}{hint}（收录的罪名见 backend/sentencing/data/statutes.yaml）")


def resolve_charges(
    fact: str, charge: str | None, knowledge: Knowledge, model: SentencingModel | None = None
) -> tuple[list[str], str]:
    """Canonical charge names (several for 数罪并罚) and whether they were given, detected by keywords
    ("detected") or recognised by a learned model ("learned"). Detection reads the fact without its
    earlier convictions, and adds a further charge that a sentence of its own tells of (数罪)."""
    if charge and charge.strip():
        names = []
        for written in _CHARGE_SEPARATORS.split(charge):
            if not written.strip():
                continue
            canonical = knowledge.canonical_charge(written)
            if canonical is None:
                raise _unknown_charge(written, knowledge)
            if canonical not in names:
                names.append(canonical)
        if names:
            return names, "given"
    learned = model.detect_charge(own_acts(fact)) if model is not None else None
    detected = sold_as_medicine(fact, learned if learned is not None else detect_charge(fact, knowledge))
    if forges_only_a_self_governing_seal(fact, detected, knowledge):
        raise ValueError(SELF_GOVERNING_SEAL_NOTE)
    if (civil := _civil_reading(own_acts(fact), detected)) is not None:
        raise NoCrimeTold(civil, then="如有骗取的事实，请写明")
    if detected in _HELPED_CRIMES and (denied := knowledge_denied(fact, knowledge)) is not None:
        raise NoCrimeTold(_NO_KNOWLEDGE_NOTE.format(words=denied), then="如有这些事实，请写明")
    if (lent := _card_lent_alone(fact, detected)) is not None:
        raise NoCrimeTold(_LENT_ALONE_NOTE.format(words=lent), then="如知道对方用于犯罪或者收取了报酬，请写明")
    # conduct that alone is no crime says why (guideline.yaml no_crime_alone), also where a charge it is over is read
    found = learned if learned is not None else detected
    alone = next((rule for rule in knowledge.no_crime_alone
                  if (found is None or found in rule.over) and rule.pattern.search(own_acts(fact))), None)
    if alone is not None:
        raise NoCrimeTold(alone.note)
    if learned is not None:
        return [learned, *detect_further_charges(fact, learned, knowledge)], "learned"
    if detected is None:
        raise ValueError("无法从案情中识别罪名，请在 charge 中写明罪名")
    return [detected, *detect_further_charges(fact, detected, knowledge)], "detected"


# A debt, a contract or a card bill left unpaid is a civil default: the fraud crimes (刑法第一百九十二条至第二百条、第二百
# 二十四条、第二百六十六条) need the intent to take the money for good (以非法占有为目的) shown by a deceit or an escape
# ('签了合同没钱履行', '欠信用卡还不上' is none; '用假房产证签合同', '透支后换了手机号躲起来' is). A charge detected from such a
# default without one of fraud's own marks is not asserted.
_DEFAULT = re.compile(r"还不上|还不起|没(?:有)?还|不还|未还|未归还|没钱还|无力(?:偿)?还|拖欠|欠(?:了|着)?[^。；，]{0,8}(?:钱|款|账)"
                      r"|不履行|没(?:钱|能力)?履行|未履行|违约|逾期")
# the taking for good told by an escape or a squandering (the marks a deceit in a deal still needs, below)
_TAKING_MARKS = (r"逃匿|躲(?:起来|着|避)|换了?(?:手机)?号|失联|携款|卷(?:款|钱)|跑路|跑了|挥霍|联系不上|人间蒸发"
                 r"|骗(?:走|取|得)")
_FRAUDS_MARKS = re.compile(r"虚构|隐瞒|编造|谎称|冒充|冒用|假(?:的|冒|造|房|证|身份|名)|伪造|骗(?:了|来)|非法占有"
                           rf"|{_TAKING_MARKS}|以[^。；，]{{0,12}}为由|借口|套现"
                           # a card got with another's identity papers against their will (骗领: 法释〔2009〕19号第二条第三款):
                           # a stranger's or a colleague's, papers found or stolen, or anyone's used in secret ('拿着我妈的身份证
                           # 偷偷办了'); not papers lent ('借了朋友的身份证'), nor a relative's or friend's told without secrecy,
                           # whose consent the words leave open
                           r"|(?<!借)(?<!借了)(?<!借用)(?:别人|他人|人家|同事|邻居|客户|捡(?:到|来)的|偷(?:来|到)的)的?身份(?:证|信息|证件)"
                           r"[^。；]{0,8}?(?:办|申请|申领|开)"
                           r"|(?:偷偷|背着|瞒着|未经[^。；，]{0,6}同意)[^。；]{0,12}?身份(?:证|信息|证件)[^。；]{0,8}?(?:办|申请|申领|开)"
                           r"|身份(?:证|信息|证件)[^。；，]{0,4}?(?:偷偷|背着|瞒着)[^。；]{0,6}?(?:办|申请|申领|开)")
# 恶意透支 is also a card bill unpaid after the bank's two demands (法释〔2018〕19号第六条第一款): the demand is the mark
_CARD_DEMANDED = re.compile(r"催(?:收|缴|讨|还|款|了|过)")
_CARD_FRAUD = "信用卡诈骗"
_CIVIL_DEFAULT_NOTE = (
    "案情所述是欠款、合同或信用卡账单未履行（民事违约），未写明虚构事实、隐瞒真相、逃匿等非法占有目的的表现："
    "仅有不还或不履行不构成「{charge}」（诈骗类犯罪以非法占有为目的，刑法第二百六十六条、第二百二十四条、第一百九十六条；"
    "恶意透支另需经发卡银行两次有效催收后超过三个月仍不归还，法释〔2018〕19号第六条），属民事纠纷，可协商或诉讼解决"
)


# A deceit in a deal whose deceiver still performs it (a job done by one hired on a false diploma, a renovation skimped,
# a used car's mileage turned back) takes nothing for good: the deal is voidable or void and the loss is made good by
# civil law, not 诈骗 (刑法第二百六十六条、第二百二十四条 need 以非法占有为目的), unless a taking is told (_TAKING_MARKS)
_DECEIT_IN_A_DEAL = re.compile(
    r"(?:假|伪造的?|造假的?|虚假的?)(?:的)?(?:学历|文凭|毕业证|学位证|简历|工作经历)|(?:学历|文凭|简历)[^。；，]{0,4}?(?:造假|是假的|作假)"
    r"|偷工减料|以次充好|缺斤短两|货不对板|货不对版|(?:里程|公里数|表显里程)[^。；，]{0,6}?(?:是假的|造假|作假|调过|调了|改过|改了|不对)"
    r"|调(?:过|了)?(?:里程)?表|(?:隐瞒|瞒|没告诉|没说)[^。；，]{0,8}?(?:事故|泡水|泡过水|火烧|漏水|质量问题|缺陷|瑕疵|故障|维修记录|凶宅)")
_DECEIT_IN_A_DEAL_NOTE = (
    "案情所述是订立或履行合同中的欺骗（如用假学历应聘、装修偷工减料、隐瞒车况或调表），行为人仍履行了合同，"
    "未写明骗取财物后逃匿、拒不履行等非法占有目的的表现：不构成「{charge}」（诈骗类犯罪以非法占有为目的，刑法第二百六十六条、"
    "第二百二十四条），属民事欺诈：受欺诈方可请求撤销（《中华人民共和国民法典》第一百四十八条）；以欺诈订立的劳动合同无效，"
    "用人单位可以解除（《中华人民共和国劳动合同法》第二十六条第一款第一项、第三十九条第五项）；经营者欺诈消费者的，"
    "消费者可要求退一赔三，增加赔偿不足五百元的为五百元（《中华人民共和国消费者权益保护法》第五十五条第一款）。"
    "以假充真、以次充好销售产品，销售金额五万元以上的，构成生产、销售伪劣产品罪（刑法第一百四十条）"
)
# a deposit kept back ('房东扣押金不还'): money paid over is the receiver's, owed back as a debt, not 代为保管的他人财物
# (刑法第二百七十条), so a refusal to return it is no 侵占
_DEPOSIT_KEPT = re.compile(r"(?:押金|保证金|定金|订金)[^。；，]{0,8}?(?:不退|不还|没退|没还|不给|扣(?:了|着|下)?)"
                           r"|(?:扣|不退|不还|没退|没还)(?:了|着)?[^。；，]{0,6}?(?:押金|保证金|定金|订金)")
_EMBEZZLING = "侵占"
_CONTRACT_FRAUD = "合同诈骗"
_DEPOSIT_KEPT_NOTE = (
    "案情所述是押金、保证金或定金不退：交付的钱款归收款人占有，退还是其应当履行的债务，不是「代为保管的他人财物」，"
    "不构成侵占罪（刑法第二百七十条），属民事纠纷：可依合同约定要求退还，协商不成的可以向法院起诉（无正当理由扣留押金的，"
    "还可以向住房、市场监管等部门投诉）"
)


def _civil_reading(told: str, charge: str | None) -> str | None:
    """Why a property charge detected from `told` (or none) is a civil dispute, where it rests on a civil matter alone: a
    debt or a contract left unpaid with none of fraud's marks, a deceit in a deal with no taking told, or a deposit kept
    back."""
    if charge in (_EMBEZZLING, None) and _DEPOSIT_KEPT.search(told) and not re.search(_TAKING_MARKS, told):
        return _DEPOSIT_KEPT_NOTE
    if charge is None and "合同" in told:
        # 合同诈骗's keywords count only beside fraud's marks (guideline.yaml keywords_need): a contract left unperformed
        # is still answered as the default it is ('签了合同后没钱履行')
        charge = _CONTRACT_FRAUD
    if charge is None or not charge.endswith("诈骗"):
        return None
    if _DECEIT_IN_A_DEAL.search(told) and not re.search(_TAKING_MARKS, told):
        return _DECEIT_IN_A_DEAL_NOTE.format(charge=charge)
    if not _DEFAULT.search(told) or _FRAUDS_MARKS.search(told):
        return None
    if charge == _CARD_FRAUD and _CARD_DEMANDED.search(told):
        return None
    return _CIVIL_DEFAULT_NOTE.format(charge=charge)


# what a card lent or sold is charged as, where the lender knew what it served: the helping crime, or the fraud itself
# as an accomplice (knowingly_helped); a lender who did not know is neither (knowledge_denied)
_HELPED_CRIMES = ("帮助信息网络犯罪活动", "诈骗")
_NO_KNOWLEDGE_NOTE = (
    "案情写明行为人不知道对方利用其银行卡、账户等实施犯罪（「{words}」）：帮助信息网络犯罪活动罪以明知他人利用信息网络"
    "实施犯罪为要件（刑法第二百八十七条之二第一款），作为诈骗的共犯也须有共同的犯罪故意（刑法第二十五条第一款），不明知的"
    "不构成犯罪。出租、出借、出售银行卡或账户本身违反《中华人民共和国反电信网络诈骗法》第三十一条，可由公安机关依第四十四条"
    "处罚。明知可依法释〔2019〕15号第十一条所列情形认定（如经告知后仍继续提供、交易方式或报酬明显异常）"
)

# a card lent and nothing more told ('我把银行卡借给朋友用了，后来被冻结了'): no crime it served, no knowledge of one, no
# sale, rent or pay for it (the marks of knowledge, 法释〔2019〕15号第十一条): lending alone is no crime, so no charge is
# named and the note says what would make it one. A judgment's fact (被告人) has its charge settled
_CARD_LENT = re.compile(
    r"(?:银行卡|电话卡|手机卡|收款码|支付宝|微信|账户|U盾)[^。；，]{0,4}?(?:借给|出借给|给[^。；，]{1,6}?用)"
    r"|借(?:了|给)?[^。；，]{0,6}?(?:银行卡|电话卡|手机卡|收款码|账户|U盾)"
)
_CARD_LENT_FOR_A_CRIME = re.compile(
    r"诈骗|赌博|犯罪|洗钱|跑分|刷单|走账|流水|转账|明知|知道|知情|清楚|好处|报酬|佣金|费|卖|租|出售|出租|被告人|网络|网上"
)
_LENT_ALONE_NOTE = (
    "案情只写明出借银行卡、账户（「{words}」），未写明对方用它实施犯罪，也未写明行为人知道：出借本身不构成犯罪。帮助信息网络"
    "犯罪活动罪以明知他人利用信息网络实施犯罪为要件（刑法第二百八十七条之二第一款），作为诈骗等犯罪的共犯也须有共同的犯罪故意"
    "（刑法第二十五条第一款）。出租、出借银行卡或账户违反《中华人民共和国反电信网络诈骗法》第三十一条，可由公安机关依第四十四条"
    "处罚；卡被冻结的，可以向冻结的机关说明情况"
)


def _card_lent_alone(fact: str, detected: str | None) -> str | None:
    """The words of a card lent, where 帮助信息网络犯罪活动 is detected from them alone (_CARD_LENT_FOR_A_CRIME: none told)."""
    told = own_acts(fact)
    lent = _CARD_LENT.search(told)
    if detected != _HELPED_CRIMES[0] or lent is None or _CARD_LENT_FOR_A_CRIME.search(fact):
        return None
    return lent.group()


_ROBBERY = "抢劫"


_ANOTHER_CHARGE = "如另有罪名，请在 charge 中写明"


class NoCrimeTold(ValueError):
    """The conduct the fact tells is no crime by the law (a civil default, help given without knowing, an act only an
    administrative penalty reaches): `reason` says why and which law deals with it, not merely that no charge was
    recognised; the message adds what the caller may do (`then`: name another charge, by default)."""

    def __init__(self, reason: str, then: str = _ANOTHER_CHARGE):
        super().__init__(f"{reason}；{then}")
        self.reason = reason


@dataclass(frozen=True)
class _PunishedAs:
    """An act the law punishes as another charge (`target`) than it is told as: `charges` done with the circumstance
    `factor` (factors.yaml: with `values`, one of those grades; else true, or a count of one or more), and the harm
    `also` names where it does (factor and grades alike), are `target`, by `article` of the 刑法; `words` is the
    step's."""

    charges: tuple[str, ...]
    factor: str
    target: str
    article: str
    words: str
    values: tuple[str, ...] = ()
    also: tuple[str, tuple[str, ...]] | None = None

    def holds(self, factors: dict[str, Factor]) -> bool:
        conditions = ((self.factor, self.values), *((self.also,) if self.also else ()))
        return all(_factor_holds(factors.get(name), values) for name, values in conditions)


def _factor_holds(factor: Factor | None, values: tuple[str, ...]) -> bool:
    if factor is None:
        return False
    if values:
        return factor.value in values
    return factor.value is True or (isinstance(factor.value, float) and factor.value >= 1)


# 聚众斗殴 that caused a death is 故意杀人 before one that caused 重伤 is 故意伤害: the first rule that holds converts
_THROWN_NEGLIGENTLY = "从高空抛掷物品，过失致人{harm}的，同时构成高空抛物罪和{charge}罪，依照处罚较重的规定定罪处罚"
_FIGHT_KILLED = "聚众斗殴，致人死亡的，依照故意杀人罪定罪处罚"
_PUNISHED_AS = (
    _PunishedAs(("抢夺",), "携带凶器", _ROBBERY, "第二百六十七条第二款", "携带凶器抢夺的，依照抢劫罪定罪处罚"),
    _PunishedAs(
        ("盗窃", "诈骗", "抢夺"),
        "转化型抢劫",
        _ROBBERY,
        "第二百六十九条",
        "盗窃、诈骗、抢夺之后，当场以暴力或者暴力威胁窝藏赃物、抗拒抓捕或者毁灭罪证的，依照抢劫罪定罪处罚",
    ),
    _PunishedAs(("聚众斗殴",), "injury", "故意杀人", "第二百九十二条第二款、第二百三十二条", _FIGHT_KILLED, ("死亡",)),
    _PunishedAs(("聚众斗殴",), "deaths", "故意杀人", "第二百九十二条第二款、第二百三十二条", _FIGHT_KILLED),
    _PunishedAs(
        ("聚众斗殴",),
        "injury",
        "故意伤害",
        "第二百九十二条第二款、第二百三十四条",
        "聚众斗殴，致人重伤的，依照故意伤害罪定罪处罚",
        ("重伤二级", "重伤一级"),
    ),
    # a negligent throw that killed or seriously injured is also 过失致人死亡 or 过失致人重伤, the heavier crime (the
    # throw's own is a year at most): told in words or given as the correction the engine's asking step names
    _PunishedAs(("高空抛物",), "抛物伤人系过失", "过失致人死亡", "第二百九十一条之二第二款、第二百三十三条",
                _THROWN_NEGLIGENTLY.format(harm="死亡", charge="过失致人死亡"), also=("deaths", ())),
    _PunishedAs(("高空抛物",), "抛物伤人系过失", "过失致人死亡", "第二百九十一条之二第二款、第二百三十三条",
                _THROWN_NEGLIGENTLY.format(harm="死亡", charge="过失致人死亡"), also=("injury", ("死亡",))),
    _PunishedAs(("高空抛物",), "抛物伤人系过失", "过失致人重伤", "第二百九十一条之二第二款、第二百三十五条",
                _THROWN_NEGLIGENTLY.format(harm="重伤", charge="过失致人重伤"), also=("injury", ("重伤二级", "重伤一级"))),
)
# one drunk or reckless drive that is also 交通肇事 is sentenced for the heavier crime alone, never both
# (刑法第一百三十三条之一第三款; 醉驾意见 法发〔2013〕15号第三条): 交通肇事 is always the heavier (up to 3 years and
# more against 拘役)
_DANGEROUS_DRIVING, _TRAFFIC_ACCIDENT = "危险驾驶", "交通肇事"
_ONE_DRIVE_SOURCE = (
    f"{CRIMINAL_LAW}第一百三十三条之一第三款；《最高人民法院 最高人民检察院 公安部关于办理醉酒驾驶机动车刑事案件"
    "适用法律若干问题的意见》（法发〔2013〕15号）第三条"
)
def _charges_in_force(fact: str, charges: list[str], knowledge: Knowledge) -> tuple[list[str], list[Step]]:
    """The charges as the law stood when the acts were done: a charge created after every act's date (the fact's
    act dates, backend.sentencing.factors.last_act_day; statutes.yaml before: charge) gives way to the one that covered
    the act then (刑法第十二条第一款: 从旧兼从轻; the new charge is never the lighter here). A fact without act dates
    keeps its charges. An act no law then made a crime (statutes.yaml before: no_crime) is refused with why."""
    steps: list[Step] = []
    result = list(charges)
    latest = last_act_day(fact)
    for index, name in enumerate(charges):
        earlier = knowledge.law_at(name, latest)
        # a lay question dating its act by the year alone, in the year the law changed: the month decides which law
        # judges it (a crime created, or its penalties raised), so it is asked for rather than guessed
        changed = knowledge.earlier_law.get(name)
        if changed is not None and act_year_straddles(fact, changed.since):
            since = changed.since
            raise ValueError(
                (f"「{name}」罪由{changed.law}增设" if changed.no_crime or changed.charge
                 else f"「{name}」罪的法定刑由{changed.law}加重")
                + f"，案情只写明行为发生于{since.year}年：{since.month}月{since.day}日以前的行为依刑法第十二条第一款适用行为时的法律"
                + ("，当时不单独构成犯罪" if changed.no_crime
                   else f"，以「{changed.charge}」论处" if changed.charge else "，按修改前较轻的法定刑处罚")
                + f"。请写明行为发生的月份（{since.month}月{since.day}日以前还是以后）后重新计算"
            )
        if earlier is not None and earlier.no_crime:
            since = earlier.since
            raise ValueError(
                f"行为发生于{since.year}年{since.month}月{since.day}日以前，当时尚无「{name}」罪（{earlier.law}增设），依刑法"
                f"第十二条第一款适用行为时的法律：{earlier.note}"
            )
        if earlier is None or not earlier.charge:
            continue
        since = earlier.since
        result[index] = earlier.charge
        steps.append(
            Step(
                f"行为发生于{since.year}年{since.month}月{since.day}日以前，当时尚无「{name}」罪：依行为时的法律以"
                f"「{earlier.charge}」论处" + earlier.note,
                f"{CRIMINAL_LAW}第十二条第一款；{earlier.law}",
                "statute",
            )
        )
    return list(dict.fromkeys(result)), steps


def _punished_as(
    fact: str,
    charges: list[str],
    factors: dict[str, Factor],
    scoped: dict[str, dict[str, Any]],
    knowledge: Knowledge,
) -> tuple[list[str], dict[str, dict[str, Any]], dict[str, str], list[Step]]:
    """The charges with those the law punishes as another (_PUNISHED_AS: 携带凶器抢夺, 转化型抢劫, 聚众斗殴 that caused
    重伤 or death) changed to it, the corrections scoped to a changed charge moved to its new name, the charge each
    new name was told as (the fact's sentences tell of that one), and a step for each change: where the circumstance
    holds for that charge (with several charges, its own sentences tell of it; or the user set it, for the case or
    for that charge alone)."""
    steps: list[Step] = []
    told_as: dict[str, str] = {}
    for rule in _PUNISHED_AS:
        converted = []
        for name in charges:
            if name not in rule.charges:
                continue
            own = scoped.get(name, {})
            if rule.factor in own:
                holds = rule.holds(apply_overrides(factors, {rule.factor: own[rule.factor]}, knowledge))
            elif len(charges) > 1 and rule.factor in factors and factors[rule.factor].origin != "user":
                texts = text_of_charges(fact, charges, knowledge)
                told = factors if texts is None else extract_factors(texts[name], knowledge, only=(rule.factor,))
                holds = rule.holds(told)
            else:
                holds = rule.holds(factors)
            if holds:
                converted.append(name)
        if not converted:
            continue
        charges = list(dict.fromkeys(rule.target if name in converted else name for name in charges))
        for name in converted:  # '盗窃:amount' is the robbery's own amount now
            told_as[rule.target] = told_as.get(name, name)
            if name in scoped:
                scoped = {**{k: v for k, v in scoped.items() if k != name},
                          rule.target: {**scoped.get(rule.target, {}), **scoped[name]}}
        steps.append(Step(f"{rule.words}：罪名按「{rule.target}」认定", f"{CRIMINAL_LAW}{rule.article}", "statute"))
    return charges, scoped, told_as, steps


_ACCOMPLICE_SOURCE = f"{CRIMINAL_LAW}第二十五条、第二十七条、第二百八十七条之二第三款"


def _accomplice_by_help(
    fact: str, charges: list[str], factors: dict[str, Factor], knowledge: Knowledge
) -> tuple[dict[str, Factor], list[Step]]:
    """Where the fact tells that the defendant, knowing another did one of the charges, helped it (engine.
    knowingly_helped: cards supplied to another's fraud, no network told), the defendant is that crime's accomplice who
    helped (帮助犯), a 从犯 (刑法第二十七条), and the help is no second crime of its own (第二百八十七条之二第三款):
    the factors with 从犯 read from those words, and the step that says so."""
    spec = knowledge.factors["从犯"]
    for charge in charges:
        if charge in knowledge.helps_another:
            continue
        words = knowingly_helped(fact, charge, knowledge)
        if words is None:
            continue
        start = fact.find(words)
        span = (start, start + len(words)) if start >= 0 else None
        step = Step(
            f"被告人明知他人实施「{charge}」而提供帮助（「{words}」），与他人构成共同犯罪，起辅助作用，是帮助犯，系从犯；"
            "同一帮助行为不另以帮助信息网络犯罪活动罪论处",
            _ACCOMPLICE_SOURCE,
            "statute",
        )
        return {**factors, "从犯": Factor("从犯", spec.label, spec.kind, True, words, span)}, [step]
    return factors, []


_DRUNK_LEVEL = "醉酒"  # guideline.yaml 危险驾驶 levels: the blood alcohol 醉驾 means (GB 19522)
_DRUNK_LEVEL_SOURCE = f"{CRIMINAL_LAW}第一百三十三条之一第一款第（二）项；《车辆驾驶人员血液、呼气酒精含量阈值与检验》（GB 19522）"


def _drunk_level_assumed(
    fact: str, charges: list[str], factors: dict[str, Factor], knowledge: Knowledge
) -> tuple[dict[str, Factor], list[Step]]:
    """醉驾 told without the blood alcohol ('醉驾会判几个月', '醉酒开车被抓了'): the word itself means a level of 80mg/100ml
    or more, so 危险驾驶 is sentenced at that level, and a step says the level was not told and was taken as just met
    (a higher one may weigh more). 酒驾 or 喝酒后开车 (饮酒, from 20mg/100ml) says no such thing: the level is asked for."""
    words = drunk_words(fact) if _DANGEROUS_DRIVING in charges and "bac" not in factors else None
    if words is None:
        return factors, []
    spec = knowledge.factors["bac"]
    level = knowledge.guideline[_DANGEROUS_DRIVING].levels[_DRUNK_LEVEL]
    step = Step(
        f"案情未写明血液酒精含量：「{words.group(0)}」即醉酒驾驶，指血液酒精含量达到{_fmt(level)}mg/100ml以上；"
        f"以下按刚达到醉酒标准（{_fmt(level)}mg/100ml）估算，实际含量更高的，刑期可能更重",
        _DRUNK_LEVEL_SOURCE,
        "statute",
    )
    assumed = Factor("bac", spec.label, spec.kind, level, words.group(0), words.span(), origin="assumed")
    return {**factors, "bac": assumed}, [step]


def _one_drive(fact: str, charges: list[str], factors: dict[str, Factor]) -> tuple[list[str], Step | None]:
    """交通肇事 and 危险驾驶 read from one fact: where the accident is a crime, 危险驾驶 is not sentenced beside it
    (_ONE_DRIVE_SOURCE); where it is not (traffic_verdict, what the engine itself decides it by: 交通肇事 has no
    measure of its own), 危险驾驶 stands alone as before. The engine then runs for the charges kept, once each."""
    if not {_DANGEROUS_DRIVING, _TRAFFIC_ACCIDENT} <= set(charges):
        return charges, None
    verdict = traffic_verdict(fact, factors, harm_told(fact, factors))
    if verdict is not None and verdict.no_crime:
        return charges, None
    if verdict is None and not _grave_harm_told(factors):
        # undecided (a loss told without its sum, no share told): the drive proven is 危险驾驶; the accident is no
        # crime until a harm that makes it one is measured
        return [name for name in charges if name != _TRAFFIC_ACCIDENT], Step(
            "事故未写明致人死亡、重伤，或被告人无能力赔偿的财产损失数额及事故责任：不能认定交通肇事罪，按危险驾驶罪量刑；"
            "写明后（如「造成财产损失35万元，无能力赔偿，负事故全部责任」）可按交通肇事罪计算",
            f"{TRAFFIC_SOURCE}第二条；{_ONE_DRIVE_SOURCE}",
            "statute",
        )
    return [name for name in charges if name != _DANGEROUS_DRIVING], Step(
        "醉酒驾驶等危险驾驶行为同时构成交通肇事罪：依照处罚较重的交通肇事罪定罪处罚，不再以危险驾驶罪数罪并罚",
        _ONE_DRIVE_SOURCE,
        "statute",
    )


def _shown(factor: Factor) -> str:
    """'涉案金额（元）20000', '入户'."""
    if factor.value is True:
        return factor.label
    value = list(factor.value) if isinstance(factor.value, tuple) else factor.value
    return f"{factor.label}{value:g}" if isinstance(value, float) else f"{factor.label}{value}"


def _factors_of_charge(
    charge_fact: str,
    factors: dict[str, Factor],
    overrides: dict[str, Any] | None,
    knowledge: Knowledge,
    case_wide: tuple[str, ...],
) -> dict[str, Factor]:
    """One charge's factors: what its own sentences say of the act (amounts, quantities, circumstances), the
    defendant's conduct and standing from the whole fact, and the user's corrections over both (the plain ones and
    those scoped to this charge); without `case_wide`, what belongs to the whole case, not to one charge (a
    recommendation for the whole case bounds the combined term: _whole_case_recommendation)."""
    objective = [name for name, spec in knowledge.factors.items() if spec.kind == "objective"]
    own = extract_factors(charge_fact, knowledge, only=objective)
    conduct = {name: f for name, f in factors.items() if f.kind != "objective"}
    corrected = apply_overrides({**own, **conduct}, overrides, knowledge)
    return {name: f for name, f in corrected.items() if name not in case_wide}


def _recommendation_sentence(recommendation: Factor | None, fact: str) -> tuple[int, str]:
    """The sentence the recommendation was read from, with where it starts in the fact; (0, '') for a user's."""
    if recommendation is None or recommendation.span is None:
        return 0, ""
    start = recommendation.span[0]
    return next(((m.start(), m.group(0)) for m in SENTENCE.finditer(fact) if m.start() <= start < m.end()), (0, ""))


def _charge_sentenced(name: str) -> re.Pattern[str]:
    """'以诈骗罪判处…': a charge paired with its own term in a recommendation."""
    return re.compile(rf"{re.escape(name)}罪?[^，,]{{0,8}}?判处")


def _recommended_for_each_charge(recommendation: Factor | None, fact: str, charges: list[str]) -> bool:
    """Whether the sentence the recommendation was read from pairs a charge with its own term ('建议以盗窃罪判处有期
    徒刑八个月；以诈骗罪判处…'): each charge then takes its own term (_own_recommendation); otherwise the
    recommendation is the whole case's."""
    _, told = _recommendation_sentence(recommendation, fact)
    return any(_charge_sentenced(name).search(told) for name in charges)


# where one charge's recommended term ends: the next charge's ('，以诈骗罪判处'), or the term to execute after 数罪并罚
_NEXT_RECOMMENDED = re.compile(r"[，,；;][^，,；;]{0,16}?罪[^，,]{0,8}?判处|决定执行|合并执行|数罪并罚")


def _own_recommendation(recommendation: Factor, fact: str, charge: str) -> Factor | None:
    """A recommendation that gives each charge its own term: `charge`'s ('以诈骗罪判处有期徒刑二年', up to the next
    charge's or the term to execute), read as any recommendation is (read_recommendation); None where it names no
    term for this charge."""
    offset, told = _recommendation_sentence(recommendation, fact)
    named = _charge_sentenced(charge).search(told)
    if named is None:
        return None
    stop = _NEXT_RECOMMENDED.search(told, named.end())
    words = told[named.start() : stop.start() if stop is not None else len(told)]
    read = read_recommendation("建议" + words)
    if read is None:
        return None
    value, start, end = read
    span = (offset + named.start() + start - 2, offset + named.start() + end - 2)  # less the 建议 put before it
    return replace(recommendation, value=value, evidence=fact[span[0] : span[1]], span=span)


# 刑法第十七条第二款 (statutes.yaml answerable_from_14): of 故意伤害 only where it causes 重伤 or death, of the
# drug charge only 贩卖
_GRAVE_HARM = ("重伤二级", "重伤一级", "死亡")


def _grave_harm_told(factors: dict[str, Factor]) -> bool:
    """A death or a 重伤 read from the fact (or set by the user)."""
    deaths, injury = factors.get("deaths"), factors.get("injury")
    return bool(deaths is not None and deaths.value) or (injury is not None and injury.value in _GRAVE_HARM)


# 刑法第十七条第三款: from 12 to 14 only 故意杀人 or 故意伤害 that causes death, or 重伤 with 严重残疾 by especially
# cruel means, where the 最高人民检察院 approved the prosecution
_ANSWERABLE_FROM_12 = ("故意杀人", "故意伤害")
_CRUEL_AND_DISABLING = "特别残忍致严重残疾"  # factors.yaml: the same words choose 故意伤害's top tier
_APPROVAL = re.compile(r"最高人民检察院(?P<between>[^。；;]{0,12}?)核准")
# an approval refused, not yet given, or only asked for ("不予核准", "未经…核准", "报请最高人民检察院核准") is none
_NO_APPROVAL_BETWEEN = re.compile(r"不|未|没有|尚待|待")
_NO_APPROVAL_BEFORE = re.compile(r"(?:未经|未|尚未|没有|报请|提请|层报|呈报|申请|请求|(?:应当?|需要?|须|必须)经?)$")
_YOUNG_SOURCE = f"{CRIMINAL_LAW}第十七条"


def _approved(charge_fact: str) -> bool:
    """Whether the fact says the 最高人民检察院 approved the prosecution (刑法第十七条第三款), not that it refused
    or was asked to."""
    for match in _APPROVAL.finditer(charge_fact):
        before = charge_fact[max(0, match.start() - 4) : match.start()]
        if not _NO_APPROVAL_BETWEEN.search(match["between"]) and not _NO_APPROVAL_BEFORE.search(before):
            return True
    return False


def _answerable_from_12(charge: str, charge_fact: str, factors: dict[str, Factor]) -> bool:
    if charge not in _ANSWERABLE_FROM_12 or not _approved(charge_fact):
        return False
    injury = factors.get("injury")
    disabled = injury is not None and injury.value in _GRAVE_HARM and _CRUEL_AND_DISABLING in factors
    return "deaths" in factors or (injury is not None and injury.value == "死亡") or disabled


def _answerable_from_14(charge: str, charge_fact: str, factors: dict[str, Factor], knowledge: Knowledge) -> bool:
    if charge not in knowledge.answerable_from_14:
        return False
    if charge == "故意伤害":
        return _grave_harm_told(factors)
    if charge == "走私、贩卖、运输、制造毒品":
        # the act now charged: an earlier conviction for 贩卖毒品, or another's sale the defendant reported, does not
        # make a 运输 one answerable
        return "贩卖" in own_acts(charge_fact)
    return True


def _not_answerable(
    charge: str,
    age_limit: int | None,
    charge_fact: str,
    factors: dict[str, Factor],
    knowledge: Knowledge,
    floor_known: bool = True,
) -> str:
    """Where the defendant's age at the act (age_limit_at_act) is below the age of criminal responsibility for this
    charge, the step that says so (empty otherwise): the charge then gets no term. `charge_fact` is the text of
    this charge's act. `floor_known` (age_floor_known): whether the fact shows the age band's lower limit was
    passed; the step never claims one it does not show."""
    if age_limit == 12:
        return "被告人行为时不满十二周岁，依法不负刑事责任，不予刑事处罚"
    if age_limit == 14 and not floor_known:
        # 刑法第十七条第三款 holds only from 12: where the fact does not show the defendant had turned 12, the younger
        # age is presumed (法释〔2006〕1号第四条)
        return (
            f"被告人行为时不满十四周岁，案情未表明已满十二周岁，依法推定未达相应刑事责任年龄，对「{charge}」不负刑事责任，"
            "不予刑事处罚（法释〔2006〕1号第四条）"
        )
    if age_limit == 14 and not _answerable_from_12(charge, charge_fact, factors):
        return (
            f"被告人行为时已满十二周岁不满十四周岁，对「{charge}」不负刑事责任，不予刑事处罚（只对故意杀人、故意伤害罪"
            "致人死亡或者以特别残忍手段致人重伤造成严重残疾，情节恶劣，经最高人民检察院核准追诉的负刑事责任）"
        )
    if age_limit == 16 and not _answerable_from_14(charge, charge_fact, factors, knowledge):
        band = "已满十四周岁不满十六周岁" if floor_known else "不满十六周岁"
        return (
            f"被告人行为时{band}，对「{charge}」不负刑事责任，不予刑事处罚"
            "（只对故意杀人、故意伤害致人重伤或者死亡、强奸、抢劫、贩卖毒品、放火、爆炸、投放危险物质负刑事责任）"
        )
    return ""


# 犯罪形态 and justification exceeded that the law says must lessen the penalty: 减轻处罚 places the term in the next
# lighter tier (刑法第六十三条第一款); 犯罪中止 without damage is exempt. Each names its article
_MUST_LESSEN = {
    "犯罪中止": "第二十四条第二款",
    "防卫过当": "第二十条第二款",
    "避险过当": "第二十一条第二款",
    "胁从犯": "第二十八条",
}
# the same, where exemption is one of the law's two choices (应当减轻或者免除处罚)
_MAY_EXEMPT = ("防卫过当", "避险过当", "胁从犯")
_NO_DAMAGE = re.compile(r"(?:未|没有|并未|尚未|均未)(?:造成|产生|给[^。；;，,]{1,6}造成)[^。；;，,]{0,6}(?:损害|损失|伤害|后果)")
# the penalty in words for a charge that gets no term for a reason of its own
_TOO_YOUNG = "不负刑事责任，不判处刑罚"
# a price paid or a sale price read as the amount (factors.prices_read): what counts is the thing's worth when taken or
# destroyed (法释〔2013〕8号第四条, from memory: not in the corpus); a sale price is said only of a thing taken
_PRICE_NOTE = (
    "涉案金额按「{words}」中的{price}读作{amount}元：财物的数额按案发时的市场价格认定，有有效价格证明的依证明认定，没有或者明显"
    "不合理的委托价格认定机构估价；{caveat}，请以价格认定结论为准"
)
_PRICE_CAVEATS = {
    "买价": "买价只是价格证明之一，用过一段时间、已经贬值的物品，认定的价值通常低于买价",
    "卖价": "卖掉的价钱不是财物的价值，赃物往往低价卖出，认定的价值可能高于卖价",
}
# a sum said roughly ('一万多块') is at least its figure: read at that floor it can only place the case in a tier it
# certainly reaches; where that floor falls short of the entry level, the larger exact sum may still reach it
_ROUGH_SUM_NOTE = "涉案金额「{words}」是约数，按其所说的最少数额{amount}元计算：{reading}，请写明确切数额后重新计算"
_ROUGH_SUM_TIER = "据此认定的档次是确定能达到的；实际数额更高、可能达到更高一档的"
_ROUGH_SUM_BELOW_ENTRY = "这一数额不到入罪标准；实际数额更高、可能达到入罪标准的"
_TAKINGS_BY_WORTH = ("盗窃", "抢夺", "抢劫", "侵占")
_PRICE_PAID_SOURCE = (
    "《最高人民法院 最高人民检察院关于办理盗窃刑事案件适用法律若干问题的解释》（法释〔2013〕8号）第四条第一款第（一）项"
    "（本地语料库未收录，按记忆引用）"
)
# a fact with no words to read ('x', spaces, punctuation) tells no act even where the charge is named: no term is computed
# from the charge alone (it would be the lightest tier's starting point as though a case were told); the facts the
# charge's entry turns on are asked for, or the act itself where the charge has no measure
_CHINESE_CHARACTER = re.compile(r"[\u4e00-\u9fff]")
FACTS_UNTOLD = "facts"
_FACTS_UNTOLD_LABEL = "案情事实（做了什么、对谁、造成了什么后果）"
_EXEMPT = "免予刑事处罚"
_BELOW_ENTRY = "不构成所列犯罪，不判处刑罚"


def _abandoned_without_damage(charge_fact: str, factors: dict[str, Factor]) -> Step | None:
    """犯罪中止 that caused no damage: 应当免除处罚 (刑法第二十四条第二款), the step that says so; None otherwise. The
    fact must say there was no damage: where it does not, the term is lessened instead (the lighter duty)."""
    if "犯罪中止" not in factors or not _NO_DAMAGE.search(charge_fact):
        return None
    return Step(
        "犯罪中止，没有造成损害，应当免除处罚：不判处刑罚（免予刑事处罚）", f"{CRIMINAL_LAW}第二十四条第二款", "statute"
    )


def _lessened_below_tier(result: EngineResult, factors: dict[str, Factor], knowledge: Knowledge) -> Step | None:
    """Where a ground in _MUST_LESSEN holds, the term goes below the tier's minimum (刑法第六十三条第一款): into the next
    lighter tier (with several tiers, the sentence falls in the tier below the statutory one), or, in the lightest tier, below its
    minimum; where exemption is allowed too, the range reaches 0. Changes `result` in place and returns the step; None
    where no ground holds, the charge gets no term, or a prosecutor's recommendation fixed the term. A lightest tier
    that starts within 拘役 (six months or less, 刑法第四十二条) keeps the engine's reduction: below it are only lighter
    kinds of penalty."""
    grounds = [name for name in _MUST_LESSEN if name in factors]
    if not grounds or result.no_crime or result.recommendation is not None:
        return None
    articles = "、".join(_MUST_LESSEN[name] for name in grounds)
    exempt = any(name in _MAY_EXEMPT for name in grounds)
    labels = "、".join(factors[name].label for name in grounds)
    duty = f"{labels}：应当{'减轻或者免除' if exempt else '减轻'}处罚"
    if exempt:
        result.low = result.floor = 0.0
    if result.tier_index == 0 and result.tier.min_months <= DETENTION_MOST:
        return Step(f"{duty}；本罪已是最轻的量刑幅度，按上述减少比例计算", f"{CRIMINAL_LAW}{articles}", "statute")
    # below the minimum, not at it: the minimum itself is 从轻, not 减轻
    below = result.tier.min_months - 1.0
    if result.tier_index == 0:
        cap = below
        where = f"本罪已是最轻的量刑幅度，在该档法定最低刑{_fmt(result.tier.min_months)}个月以下判处"
    else:
        lower = knowledge.statutes[result.charge][result.tier_index - 1]
        cap = max(float(lower.min_months), below)
        where = (
            f"在下一个量刑幅度「{lower.label}」（{_fmt(lower.min_months)}–{_fmt(lower.max_months)}个月）内判处，"
            f"低于原档最低刑{_fmt(result.tier.min_months)}个月"
        )
        result.tier, result.tier_index = lower, result.tier_index - 1
    result.months, result.high, result.ceiling = (min(value, cap) for value in (result.months, result.high, result.ceiling))
    result.low = min(result.low, cap)
    return Step(
        f"{duty}，{where}（取{_fmt(result.months)}个月，至多{_fmt(cap)}个月）",
        f"{CRIMINAL_LAW}{articles}、第六十三条第一款",
        "statute",
    )


# 法释〔2018〕19号 第十条 (修改后的《关于办理妨害信用卡管理刑事案件具体应用法律若干问题的解释》)
_OVERDRAFT_REPAID = (
    "恶意透支的透支款息已全部归还：在提起公诉前全部归还的，可以不起诉；在一审判决前全部归还的，可以免予刑事处罚"
    "（曾因信用卡诈骗受过两次以上处罚的除外）。以上刑期是不适用该规定时的计算"
)
_OVERDRAFT_SOURCE = "《最高人民法院 最高人民检察院关于办理妨害信用卡管理刑事案件具体应用法律若干问题的解释》（法释〔2018〕19号修改）第十条"
# circumstances that only choose a tier of the charges whose guideline names them: shown for no other charge
# (逃逸 after a fight is no 交通肇事逃逸)
_TIER_ONLY = ("逃逸", "因逃逸致人死亡")


def _named_by_tiers(charges: list[str], knowledge: Knowledge) -> set[str]:
    """The factors the charges' guideline tiers choose a tier by."""
    return {
        condition.factor
        for charge in charges
        if charge in knowledge.guideline
        for tier in knowledge.guideline[charge].tiers
        for condition in (*tier.when, *tier.needs)
    }


def _for_these_charges(factors: dict[str, Factor], charges: list[str], knowledge: Knowledge) -> dict[str, Factor]:
    """The factors without the tier-only circumstances (_TIER_ONLY) that none of the charges' guideline tiers name;
    a user's own setting stays."""
    named = _named_by_tiers(charges, knowledge)
    return {
        name: f for name, f in factors.items() if name not in _TIER_ONLY or name in named or f.origin == "user"
    }


# tier-only circumstances a rule other than a guideline tier also reads, with the charges it reads them for:
# 携带凶器抢夺 and 转化型抢劫 are robbery (_PUNISHED_AS's charges and the one it makes them: the step names the
# circumstance), repaid overdrafts (信用卡诈骗), a victim under 14 makes 猥亵儿童, and the elements engine.CHARGE_RULES
# read for 拒不支付劳动报酬 (the order to pay), 诽谤 and 侮辱 (a made-up fact, 情节严重), 非法种植毒品原植物 (planted
# again, uprooting resisted)
_ALSO_READ_FOR = {
    **{
        factor: tuple(dict.fromkeys(name for rule in _PUNISHED_AS if rule.factor == factor
                                    for name in (*rule.charges, rule.target)))
        for factor in {rule.factor for rule in _PUNISHED_AS}
    },
    "透支款已全部归还": ("信用卡诈骗",),
    "幼女": ("猥亵儿童", "强制猥亵、侮辱"),
    "责令支付": ("拒不支付劳动报酬",),
    "捏造事实": ("诽谤",),
    "诽谤侮辱情节严重": ("诽谤", "侮辱"),
    "当场暴力胁迫": ("抢夺",),
    "收钱者身份": ("非国家工作人员受贿",),
    "拒不退还": ("侵占",),
    "又种植或抗拒铲除": ("非法种植毒品原植物",),
    "精神药品卖给吸毒人员": ("走私、贩卖、运输、制造毒品",),
}
# the fact's own words (情节严重) choose the tier of a charge without guideline data: they apply to any charge
_ANY_CHARGE = ("写明情节严重",)
# weighs only for a drug crime (刑法第三百五十六条: 又犯本节规定之罪); for another charge the earlier crime is a 前科
_DRUG_CRIMES_ONLY = ("毒品再犯",)


def _applicable(factors: dict[str, Factor], charges: list[str], knowledge: Knowledge) -> tuple[list[Factor], list[Factor]]:
    """The factors to show, and those that play no part in this defendant's term: a circumstance that does nothing but
    choose a tier (factors.yaml: objective, yes/no, no adjustment; 在公共交通工具上, 冒充军警 of robbery) where none of the
    charges' guideline tiers or thresholds names it, 毒品再犯 where no charge is a drug crime (_DRUG_CRIMES_ONLY: the
    earlier conviction weighs as the 前科 it also is), and another person's conduct read from the words (a co-defendant's
    surrender, someone else's verified report: value False, its evidence says whose). The first are read from the
    words of any fact but weigh only for their own charge; the others are the other person's (刑法第六十七条、第六十八条
    count one's own). A user's own setting is always shown."""
    named = _named_by_tiers(charges, knowledge)
    named |= {name for charge in charges if charge in knowledge.guideline
              for name in knowledge.guideline[charge].thresholds_when}
    named |= {name for name, users in _ALSO_READ_FOR.items() if set(users) & set(charges)}
    if any(is_drug_crime(tier) for charge in charges for tier in knowledge.statutes.get(charge, ())):
        named |= set(_DRUG_CRIMES_ONLY)
    shown: list[Factor] = []
    not_applicable: list[Factor] = []
    for name, factor in factors.items():
        spec = knowledge.factors[name]
        tier_only = spec.kind == "objective" and spec.type == "bool" and spec.adjust is None
        elsewhere = (tier_only or name in _DRUG_CRIMES_ONLY) and name not in named and name not in _ANY_CHARGE
        if factor.origin != "user" and (elsewhere or factor.value is False):
            not_applicable.append(factor)
        else:
            shown.append(factor)
    return shown, not_applicable


# charges whose definition holds the victim's age (刑法第二百三十七条第三款 猥亵儿童, 第二百四十条 拐卖儿童, 第二百六十二条
# 拐骗儿童): the victim's youth is the crime itself, not a further 侵害弱势人员 (禁止重复评价); so for a 幼女 victim, which
# already chose 强奸's tier (第二百三十六条第二款)
_AGE_IN_THE_CRIME = ("猥亵儿童", "拐卖妇女、儿童", "收买被拐卖的妇女、儿童", "拐骗儿童")
_TWICE_SOURCE = (
    "禁止重复评价（已作为定罪或量刑档次依据的事实不再作为量刑情节）；"
    f"{CRIMINAL_LAW}第三百四十七条第六款；法释〔2016〕8号第四条第（三）项"
)
_STUDENT = re.compile(r"学生|在校生")


def _not_weighed_twice(charge: str, factors: dict[str, Factor]) -> tuple[dict[str, Factor], Step | None]:
    """The factors without one that weighs again a fact another factor or the charge already weighs, and the step
    that says so: the victim's youth in a crime defined by it (or with 幼女), and selling to a student minor, which
    法释〔2016〕8号第四条（三）makes 情节严重 (the tier) and so not also 向未成年人出售 (+10–30%). A user's own setting
    stays."""
    dropped: list[str] = []
    vulnerable = factors.get("侵害弱势人员")
    if vulnerable is not None and vulnerable.origin != "user" and (charge in _AGE_IN_THE_CRIME or "幼女" in factors):
        dropped.append("侵害弱势人员")
    to_minor, serious = factors.get("向未成年人出售毒品"), factors.get("毒品情节严重")
    if (
        to_minor is not None
        and serious is not None
        and to_minor.origin != "user"
        and _STUDENT.search(serious.evidence)
        and _same_words(to_minor, serious)
    ):
        dropped.append("向未成年人出售毒品")
    if not dropped:
        return factors, None
    labels = "、".join(f"「{factors[name].label}」" for name in dropped)
    step = Step(f"{labels}与本罪构成或已认定的量刑档次是同一事实，不再重复评价", _TWICE_SOURCE, "rule")
    return {k: v for k, v in factors.items() if k not in dropped}, step


def _same_words(one: Factor, other: Factor) -> bool:
    """Whether two extracted factors come from overlapping words of the fact (the same act told once)."""
    if one.span is not None and other.span is not None:
        return one.span[0] < other.span[1] and other.span[0] < one.span[1]
    return bool(one.evidence) and (one.evidence in other.evidence or other.evidence in one.evidence)


# a sum in another currency is not read as yuan: what it comes to depends on the rate the court takes
_FOREIGN_NOTE = (
    "案情中的金额以{currency}表示，LexLoop 不按汇率折算：请按案发时的汇率折算为人民币后，在「涉案金额（元）」中填写"
)

_LIFE_OR_DEATH = ("无期徒刑", "死刑")


# a recommendation of 拘役 ("建议判处拘役六个月"), not of 有期徒刑
_RECOMMENDED_DETENTION = re.compile(r"建议(?:(?!有期徒刑)[^。；]){0,40}?拘役")


def _penalty_kind(whole: int, sentenced: list[EngineResult], remainder: bool, detention_recommended: bool = False) -> str:
    """The term in the penalty it is (is_detention): one charge's by its tier; several charges' is 拘役 only where
    every term is (刑法第六十九条第二款: beside 有期徒刑 only that is executed); an earlier sentence's remainder
    is taken as 有期徒刑. Six months, the top of 拘役 and the bottom of 有期徒刑 (刑法第四十二条、第四十五条), is 拘役
    where an adopted recommendation says so and the tier allows it."""
    if len(sentenced) == 1 and not remainder:
        tier = sentenced[0].tier
        detention = is_detention(whole, tier) or (
            detention_recommended and sentenced[0].recommendation is not None and whole == 6 and "拘役" in tier.also
        )
    else:
        terms = [r for r in sentenced if round_months(r.months) > 0]
        detention = not remainder and bool(terms) and all(is_detention(r.months, r.tier) for r in terms)
    if detention:
        return f"拘役{whole}个月"
    years, rest = divmod(whole, 12)
    return "有期徒刑" + (f"{years}年" if years else "") + (f"{rest}个月" if rest else "")


def _penalty(
    whole: int,
    sentenced: list[EngineResult],
    remainder: bool = False,
    why_no_term: dict[str, str] | None = None,
    detention_recommended: bool = False,
) -> str:
    """The declared penalty in words: '拘役4个月', '有期徒刑1年5个月', '不判处监禁刑'; where no charge gets a term, why
    (`why_no_term`: charge -> words, for a defendant too young or exempt; else the fact is below the crime's entry
    level)."""
    if all(r.no_crime for r in sentenced) and not remainder:
        reasons = dict.fromkeys((why_no_term or {}).get(r.charge, _BELOW_ENTRY) for r in sentenced)
        return "；".join(reasons)
    if whole == 0:
        return "不判处监禁刑"
    return _penalty_kind(whole, sentenced, remainder, detention_recommended)


def _whole_case_recommendation(
    recommended: tuple[float | None, float], sentenced: list[EngineResult]
) -> tuple[tuple[float, float, float], Step]:
    """Several charges: the prosecutor recommends the term to execute after 数罪并罚, so the recommendation bounds the
    combined term, not each charge's (courts generally adopt it in a plea case: 刑事诉讼法第二百零一条). Returns
    (term, lowest, highest) and the step. As for one charge (engine._lawful_recommendation), one above what the law
    allows for these charges (the sum of their ceilings, at most 25 years: 刑法第六十九条) is 明显不当 and held at
    that bound, and one below the heaviest charge's minimum of 有期徒刑, where no lessening ground brought that
    charge below it, is flagged."""
    legal_high = min(sum(r.ceiling for r in sentenced), 300.0)
    rec_low, rec_high = recommended
    # an upper bound alone ("三年以下"): as for one charge, from half of it, not below what the law allows
    rec_low = rec_low if rec_low is not None else min(rec_high, max(max(r.floor for r in sentenced), rec_high / 2))
    words = (
        f"检察机关量刑建议{_fmt(rec_low)}–{_fmt(rec_high)}个月是对全案数罪并罚后决定执行的刑期的建议，"
        "不是对每一罪分别的建议"
    )
    source = f"{PROCEDURE_LAW}；{CRIMINAL_LAW}第六十九条"
    if rec_high > legal_high:
        rec_low, rec_high = min(rec_low, legal_high), legal_high
        words += (
            f"；超出各罪可判上限之和{_fmt(legal_high)}个月：量刑建议明显不当，法院应当依法判决，不采纳超出部分，"
            f"按{_fmt(rec_low)}–{_fmt(rec_high)}个月计算"
        )
        source = f"{PROCEDURE_LAW}第二款；{CRIMINAL_LAW}第六十九条"
    else:
        words += "，一般应当采纳，取其中值"
        heaviest = max(sentenced, key=lambda r: r.tier.min_months)
        minimum = heaviest.tier.min_months
        if rec_low < minimum and minimum > DETENTION_MOST and heaviest.floor >= minimum:
            words += (
                f"（低于「{heaviest.charge}」所适用档次的法定最低刑{_fmt(minimum)}个月，须有法定减轻处罚情节或经最高人民法院"
                "核准，事实中未见减轻情节的，建议可能明显不当）"
            )
            source += "、第六十三条"
    months = (rec_low + rec_high) / 2
    return (months, rec_low, rec_high), Step(f"{words}：全案{_fmt(months)}个月", source, "procedure")


def _declared_step(
    whole: int, low: float, high: float, sentenced: list[EngineResult], penalty: str, minor: bool, knowledge: Knowledge
) -> Step:
    """The declared term with its penalty kind; where the tier also allows life imprisonment or death (故意杀人:
    刑法第二百三十二条 names them first), a warning that the months are only the fixed-term part. No one under 18 at
    the act is sentenced to death (刑法第四十九条第一款)."""
    if all(r.missing for r in sentenced):
        return Step(f"宣告刑：未计算（{penalty}）", sentenced[0].tier.source, "statute")
    description = f"宣告刑：{whole}个月（{penalty}）；可判区间{low:.1f}–{high:.1f}个月"
    sources = f"{knowledge.guideline_source}二（四）；{CRIMINAL_LAW}第四十二条、第四十五条"
    for result in sentenced:
        heavier = [p for p in result.tier.also if p in _LIFE_OR_DEATH and not (minor and p == "死刑")]
        if heavier and not result.no_crime:
            # the charge's own term, against its tier: at the tier's minimum it is the fixed term's lower bound; below
            # it (减轻处罚, 刑法第六十三条) it is no bound of the tier at all
            own, minimum = round_months(result.months), result.tier.min_months
            if own < minimum:
                where = (
                    f"「{result.charge}」的{own}个月已低于该档法定最低刑{_fmt(minimum)}个月（减轻处罚），不是该档的下限；"
                    "不予减轻处罚的，在该档内判处，"
                )
            elif own == minimum == whole:  # one charge, nothing combined with it
                where = "本预测是有期徒刑的下限，"
            else:
                where = "本预测只是有期徒刑部分，"
            description += (
                f"。注意：「{result.charge}」所适用的「{result.tier.label}」档法定刑包括{'、'.join(heavier)}和"
                f"{_fmt(result.tier.min_months)}–{_fmt(result.tier.max_months)}个月有期徒刑；LexLoop 只计算有期徒刑，"
                + where
                + f"案情严重的可能判处{'或'.join(heavier)}"
            )
            sources += f"；{result.tier.source}"
            if minor and "死刑" in result.tier.also:
                sources += f"；{CRIMINAL_LAW}第四十九条第一款"
    return Step(description, sources, "guideline")


# ---- 累犯: which new crimes can make one (刑法第六十五条第一款) ------------------------------------------------------


def _why_not_recidivism(charge: str, fact: str, knowledge: Knowledge) -> str | None:
    """Why a conviction for `charge` cannot make the defendant a 累犯, None where it can: 刑法第六十五条第一款 needs
    an intentional new crime 应当判处有期徒刑以上刑罚, so a crime of negligence, or one whose every tier (at the law
    in force at the act) goes no higher than 拘役 (危险驾驶: engine.detention_only), is none."""
    if charge in knowledge.negligent:
        return f"「{charge}」是过失犯罪，不构成累犯；前罪作为前科酌情考虑"
    tiers, _ = knowledge.tiers_at(charge, last_act_day(fact))
    if all(detention_only(tier) for tier in tiers):
        return (
            f"「{charge}」的法定最高刑为拘役，不是应当判处有期徒刑以上刑罚之罪，不构成累犯（累犯从重及不适用缓刑均不适用）；"
            "前罪作为前科酌情考虑"
        )
    return None


def _prior_record_only(factors: dict[str, Factor], knowledge: Knowledge) -> dict[str, Factor]:
    """`factors` without 累犯 where it cannot hold: the earlier sentence it rests on is still a 前科 (量刑指导意见
    三（十六）), kept from the words where read, else carried over from the 累犯 (its evidence and origin)."""
    kept = {name: factor for name, factor in factors.items() if name != "累犯"}
    if "前科" not in kept:
        recidivism, spec = factors["累犯"], knowledge.factors["前科"]
        kept["前科"] = Factor(
            "前科", spec.label, spec.kind, True, recidivism.evidence, recidivism.span, recidivism.origin
        )
    return kept


# ---- the user's corrections, checked before they are used ------------------------------------------------------------

# a correction scoped to one charge of several: "诈骗:amount" (the charge, an ASCII colon, the factor's name); a plain
# name applies to every charge. The page's rows of one charge carry such keys (app/pages/sentencing.py)
CHARGE_SCOPE = ":"


def check_overrides(
    overrides: dict[str, Any] | None, knowledge: Knowledge
) -> tuple[dict[str, Any], dict[str, dict[str, Any]]]:
    """The user's corrections as (plain: factor name -> value, for every charge; scoped: charge -> its own), with
    ValueError for one the engine must not use, before any work: a malformed or unscopable scoped key (only what
    one charge's act is measured by: not the defendant's conduct nor the whole case's _WHOLE_CASE), a value its
    factor's type refuses (factors.coerce_value, the one check of a value) or two circumstances that exclude each
    other (EXCLUSIVE_FACTORS). Unknown plain names are left to apply_overrides, which names what it accepts; whether
    a scoped charge is one of the case's is known once the charges are (_scoped_to)."""
    if not overrides:
        return {}, {}
    if not isinstance(overrides, dict):
        raise ValueError("factors 应为「因素名: 值」的对象")
    plain: dict[str, Any] = {}
    scoped: dict[str, dict[str, Any]] = {}
    for key, value in overrides.items():
        if CHARGE_SCOPE not in key:
            plain[key] = value
            continue
        written, _, name = (part.strip() for part in key.partition(CHARGE_SCOPE))
        spec = knowledge.factors.get(name)
        if not written or spec is None:
            raise ValueError(
                f"无法识别的因素修正「{key}」：限定某一罪名时写作「罪名{CHARGE_SCOPE}因素名」，如「诈骗{CHARGE_SCOPE}amount」；"
                "不写罪名的修正适用于全部罪名"
            )
        if spec.kind != "objective" or name in _WHOLE_CASE:
            raise ValueError(f"「{spec.label}」适用于全案各罪，不能限定罪名：请写作「{name}」")
        scoped.setdefault(knowledge.canonical_charge(written) or written, {})[name] = value
    for corrections in (plain, *({**plain, **own} for own in scoped.values())):
        for name, value in corrections.items():
            spec = knowledge.factors.get(name)
            if spec is not None and value is not None:
                coerce_value(spec, value)
        for first, second, why in EXCLUSIVE_FACTORS:
            if corrections.get(first) is True and corrections.get(second) is True:
                raise ValueError(f"量刑因素相互矛盾：「{first}」与「{second}」同时为 true。{why}")
    return plain, scoped


def _scoped_to(charges: list[str], scoped: dict[str, dict[str, Any]]) -> None:
    """ValueError where a scoped correction names a charge the case is not sentenced for."""
    for charge in scoped:
        if charge not in charges:
            named = "、".join(f"「{name}」" for name in charges)
            raise ValueError(f"因素修正限定的罪名「{charge}」不是本案的罪名：本案罪名为{named}")


# ---- 缓刑 and 罚金: what the term leaves open ---------------------------------------------------------------------------

_PROBATION_SOURCE = f"{CRIMINAL_LAW}第七十二条、第七十四条"
_FINE_SOURCE = f"{CRIMINAL_LAW}第五十二条、第五十三条"
# the suspension a recommendation names: "建议判处有期徒刑八个月，缓刑一年", "…宣告缓刑，缓刑考验期限为一年"
_RECOMMENDED_PROBATION = re.compile(rf"建议[^。；]{{0,80}}?缓刑(?:考验期限?)?(?:为)?({_DURATION})?")
_GANG_LEADER = re.compile(r"犯罪集团[^。；]{0,20}首要分子|首要分子[^。；]{0,20}犯罪集团")
_PROBATION_MOST = 36  # 刑法第七十二条: 拘役 or 有期徒刑 of at most three years
# 毒品再犯 (刑法第三百五十六条) is no bar of 第七十四条, but the drug trial 纪要 has it generally not suspended
_DRUG_REPEAT_PROBATION = (
    "被告人系毒品再犯（刑法第三百五十六条），不是累犯，法律不禁止宣告缓刑，但对毒品再犯一般不适用缓刑"
    "（《全国法院毒品案件审判工作会议纪要》）"
)
# 刑法第七十二条's 应当 list names 怀孕的妇女: the defendant said to be pregnant ('被告人王某，女，现已怀孕五个月'), not a
# victim ('被告人殴打怀孕的被害人': 怀孕的 describes another; '…致被害人流产' has 被害人 between)
_PREGNANT_DEFENDANT = re.compile(r"被告人(?:(?!被害人|受害人|被害|其妻|妻子|女友)[^。；]){0,30}?(系孕妇|系怀孕的妇女|怀孕(?!的)|孕期|妊娠期)")


def _recommended_probation(fact: str) -> tuple[str, str] | None:
    """(the suspension as the recommendation words it, its period in words or '') where the prosecutor recommends
    缓刑, not negated ("不建议适用缓刑"); None otherwise."""
    for match in _RECOMMENDED_PROBATION.finditer(fact):
        start = match.start() + match.group(0).index("缓刑")
        # "不建议适用缓刑", "建议不适用缓刑", "不予缓刑"
        if negated(fact, start, start + 2) or "不" in fact[max(0, match.start() - 2) : match.start() + 3]:
            continue
        period = match.group(1)
        if period:
            months = round(parse_duration(period))
            years, rest = divmod(months, 12)
            return match.group(0), (f"{years}年" if years else "") + (f"{rest}个月" if rest else "")
        return match.group(0), ""
    return None


def _probation_step(
    whole: int,
    sentenced: list[EngineResult],
    factors: dict[str, Factor],
    fact: str,
    recommended: tuple[str, str] | None,
    knowledge: Knowledge,
) -> tuple[Step | None, str]:
    """Whether 缓刑 may follow the declared term (刑法第七十二条: 拘役 or 有期徒刑 up to three years, where the
    defendant shows remorse, 犯罪情节较轻, no risk of reoffending and no serious harm to the community; 应当 for a
    minor, a pregnant woman or one of 75 or more), that 累犯 and a criminal group's ringleader are barred
    (第七十四条), and that a 毒品再犯 (the factor, for a drug crime: engine.is_drug_crime) is generally not
    suspended (_DRUG_REPEAT_PROBATION). Returns the step (None where the term is above three years or none) and the
    suspension to add to the penalty's words where the prosecutor recommended one and nothing bars it."""
    if whole <= 0 or whole > _PROBATION_MOST or all(r.no_crime for r in sentenced):
        return None, ""
    barred = [
        reason
        for reason, holds in (
            ("累犯", "累犯" in factors),
            ("犯罪集团的首要分子", first_told(_GANG_LEADER, fact) is not None),
        )
        if holds
    ]
    if barred:
        text = f"缓刑：被告人系{'、'.join(barred)}，依法不适用缓刑（刑法第七十四条）"
        if recommended is not None:
            text += "；检察机关的缓刑建议不能采纳"
        return Step(text, _PROBATION_SOURCE, "statute"), ""
    must = [factors[name].label for name in ("未成年", "老年人") if name in factors]
    if first_told(_PREGNANT_DEFENDANT, fact, group=1) is not None:
        must.append("系怀孕的妇女")
    text = (
        "缓刑：宣告刑为拘役或者三年以下有期徒刑，同时符合犯罪情节较轻、有悔罪表现、没有再犯罪的危险、宣告缓刑对所居住"
        "社区没有重大不良影响的，可以宣告缓刑"
        + (
            f"；被告人{'、'.join(must)}，符合上述条件的，应当宣告缓刑"
            if must
            else "；其中不满十八周岁的人、怀孕的妇女和已满七十五周岁的人，应当宣告缓刑"
        )
        + "。是否符合由法院综合案情判断，LexLoop 不作预测；累犯和犯罪集团的首要分子不适用缓刑"
    )
    source = _PROBATION_SOURCE
    if "毒品再犯" in factors and any(is_drug_crime(r.tier) for r in sentenced if not r.no_crime):
        text += f"。{_DRUG_REPEAT_PROBATION}"
        source += "、第三百五十六条；《全国法院毒品案件审判工作会议纪要》"
    suspension = ""
    if recommended is not None:
        words, period = recommended
        suspension = f"，缓刑{period}" if period else "，缓刑"
        text += f"。检察机关建议适用缓刑（「{words}」），法院一般应当采纳（刑事诉讼法第二百零一条）"
    return Step(text, source, "statute"), suspension


def _fine_steps(sentenced: list[EngineResult]) -> list[Step]:
    """For each sentenced charge whose tier has a property penalty (statutes.yaml fine, in the article's words; else
    also: 单处罚金 where the fine has not been entered), a step saying so; the amount is the court's to fix by the
    circumstances of the crime (刑法第五十二条), and LexLoop names none."""
    steps = []
    for result in sentenced:
        if result.no_crime:
            continue
        if result.tier.fine:  # knowledge.FINE_WORDINGS: 并处 / 可以并处 / 并处或者单处 name no penalty yet
            says = result.tier.fine if "没收财产" in result.tier.fine else result.tier.fine + "罚金"
        elif "单处罚金" in result.tier.also:
            says = "可以单处罚金（是否并处见条文）"
        else:
            continue
        what = "没收财产的范围" if result.tier.fine == "并处没收财产" else "罚金数额"
        steps.append(
            Step(
                f"{'罚金' if '罚金' in says else '没收财产'}：「{result.charge}」所适用的「{result.tier.label}」档法定刑{says}，{what}由法院根据犯罪情节"
                f"决定，LexLoop 不计算{what}",
                f"{result.tier.source}；{_FINE_SOURCE}" + ("、第五十九条" if "没收财产" in says else ""),
                "statute",
            )
        )
    return steps


def factor_catalog(knowledge: Knowledge | None = None) -> list[dict[str, Any]]:
    """Every factor a user may set, for the page's toggles."""
    knowledge = knowledge or default_knowledge()
    return [
        {"name": spec.name, "label": spec.label, "kind": spec.kind, "type": spec.type, "source": spec.source}
        for spec in knowledge.factors.values()
    ]


def _retrieval_trace(steps: list[Step]) -> list[dict[str, Any]]:
    trace: dict[str, list[dict[str, str]]] = {}
    for step in steps:
        source = _SOURCE_OF_KIND.get(step.kind, "engine_rule")
        trace.setdefault(source, []).append({"cited": step.source, "used_for": step.description})
    return [{"source": source, "items": items} for source, items in trace.items()]


def _term_text(months: float) -> str:
    """A model's stated term for a step: 无期徒刑或死刑 reads as infinite months (msr2.parse_answer_months)."""
    return "无期徒刑或死刑" if math.isinf(months) else f"{months:.0f}个月"


# measures of the whole case, not of one act: the prosecutor's recommended term, an earlier sentence's unserved remainder
_WHOLE_CASE = ("recommendation", "remainder")


def _listed_factors(
    shown: list[Factor],
    results: list[EngineResult],
    read_from: list[tuple[str, dict[str, Factor]]],
    knowledge: Knowledge,
) -> tuple[list[tuple[Factor, str | None]], list[Factor]]:
    """With several charges, the factors to list, each with the charge it belongs to (None: the defendant's, for every
    charge): the act's own (amounts, quantities, circumstances) as each charge was sentenced on them, read from its own
    sentences, not the whole fact's (whose sum of every act's amount no charge is measured by); then the defendant's
    conduct and standing, and what belongs to the whole case (_WHOLE_CASE), shown once. Also the circumstances a
    charge's own sentences tell that only choose another charge's tier (_applicable)."""
    listed: list[tuple[Factor, str | None]] = []
    unused: list[Factor] = []
    for result, (_, sentenced_on) in zip(results, read_from, strict=True):
        acts = {name: f for name, f in sentenced_on.items() if f.kind == "objective" and name not in _WHOLE_CASE}
        applicable, elsewhere = _applicable(acts, [result.charge], knowledge)
        listed += [(f, result.charge) for f in applicable]
        unused += elsewhere
    return listed + [(f, None) for f in shown if f.kind != "objective" or f.name in _WHOLE_CASE], unused


def _area_used(given: str | None, fact: str, knowledge: Knowledge) -> str | None:
    """The threshold area to apply: the one the user named, else the one the fact names; but a city the fact names
    inside the province the user named keeps its own area (广州 in 「广东」 is 广东一类地区, not the province's figures)."""
    told = detect_province(fact, knowledge)
    if given is None or told is None or told == given:
        return given or told
    province_of = default_places().province_of
    inside = any(
        area == told and province_of.get(city) == given for city, area in knowledge.threshold_area_of_city.items()
    )
    return told if inside else given


def _needed_to_begin(charge: str, knowledge: Knowledge) -> tuple[str, ...]:
    """What an untold case must tell first: the charge's measure and what else opens its lightest tier (盗窃: the
    amount, the count, 入户, 携带凶器, 扒窃), or the act itself for a charge with neither."""
    guideline = knowledge.guideline.get(charge)
    if guideline is None:
        return (FACTS_UNTOLD,)
    entry = [c.factor for c in guideline.tiers[0].when] if guideline.tiers else []
    needed = tuple(dict.fromkeys(([guideline.measure] if guideline.measure else []) + entry))
    return needed or (FACTS_UNTOLD,)


def _missing_label(name: str, knowledge: Knowledge) -> str:
    return _FACTS_UNTOLD_LABEL if name == FACTS_UNTOLD else knowledge.factors[name].label


def predict_sentence(
    fact: str,
    charge: str | None = None,
    province: str | None = None,
    factor_overrides: dict[str, Any] | None = None,
    model: SentencingModel | None = None,
    *,
    llm: Any = None,
    retrieve: Callable[[str, str, int], list[dict[str, Any]]] | None = None,
    knowledge: Knowledge | None = None,
) -> dict[str, Any]:
    """The contract output (minus id and latency) plus the range, charge, province and retrieval trace.

    ``factor_overrides`` are the user's corrections (factor name -> value; None or False removes one).
    With ``llm`` and ``retrieve`` the MSR² rollout runs first and the engine checks and explains its
    answer; otherwise the engine decides, and ``model`` (a trained SentencingModel) picks inside its range.
    """
    if not isinstance(fact, str) or not fact.strip():
        raise ValueError("fact 不能为空")
    if len(fact) > MAX_FACT_CHARS:
        raise ValueError(f"fact 过长：{len(fact)} 字，上限 {MAX_FACT_CHARS} 字")
    knowledge = knowledge or default_knowledge()
    plain_overrides, scoped_overrides = check_overrides(factor_overrides, knowledge)
    charges, charge_origin = resolve_charges(fact, charge, knowledge, model)
    province_used = _area_used(normalize_province(province, knowledge), fact, knowledge)

    factors = extract_factors(fact, knowledge)
    steps: list[Step] = []
    msr2_output = None
    if llm is not None and retrieve is not None:
        from backend.sentencing.msr2 import run_msr2

        try:
            msr2_output = run_msr2(fact, llm, retrieve, charge=charges[0], knowledge=knowledge)
        except Exception as error:  # a backend that is down must not cost the user the rule-based answer
            steps.append(Step(f"MSR² 推理未完成（{type(error).__name__}: {error}），改用规则引擎", "MSR²", "model"))
        else:
            # the model's factors complete the extractor's; the extractor keeps its evidence where both found one
            factors = {**msr2_output.factors, **factors}
    factors = _for_these_charges(apply_overrides(factors, plain_overrides, knowledge), charges, knowledge)

    named = "、".join(f"「{name}」" for name in charges)
    if charge_origin == "detected":
        steps.append(Step(f"未提供罪名，按案情识别为{named}", "LexLoop 罪名识别（关键词；不计前科所涉罪名）", "rule"))
    elif charge_origin == "learned" and model is not None:
        steps.append(
            Step(f"未提供罪名，学习模型按案情识别为{named}", f"LexLoop 学习模型（{model.description}）", "model")
        )
    # what the law makes of the charges named: the law in force at the act, acts punished as another charge
    # (携带凶器抢夺, 转化型抢劫, 聚众斗殴 that caused 重伤 or death), one drive sentenced once
    charges, in_force_steps = _charges_in_force(fact, charges, knowledge)
    charges, scoped_overrides, told_as, punished_as_steps = _punished_as(
        fact, charges, factors, scoped_overrides, knowledge
    )
    factors, drunk_assumed = _drunk_level_assumed(fact, charges, factors, knowledge)
    charges, one_drive = _one_drive(fact, charges, factors)
    steps.extend([*in_force_steps, *punished_as_steps, *drunk_assumed, *([one_drive] if one_drive is not None else [])])
    if "从犯" not in factors and "从犯" not in plain_overrides:
        factors, helped = _accomplice_by_help(fact, charges, factors, knowledge)
        steps.extend(helped)
    _scoped_to(charges, scoped_overrides)
    if len(charges) == 1 and scoped_overrides:  # the one charge's own corrections are the case's
        factors = _for_these_charges(apply_overrides(factors, scoped_overrides[charges[0]], knowledge), charges, knowledge)
    if len(charges) == 1:  # one charge: the factor weighed twice is not shown either (several: dropped per charge)
        factors, twice = _not_weighed_twice(charges[0], factors)
        steps.extend([twice] if twice is not None else [])
    # several charges: each is measured by the sentences that tell of its own act (刑法第六十九条 sentences
    # each crime on its own facts before combining)
    texts = text_of_charges(fact, [told_as.get(name, name) for name in charges], knowledge) if len(charges) > 1 else None
    if texts is not None:
        texts = {name: texts[told_as.get(name, name)] for name in charges}
    if len(charges) > 1 and texts is None:
        steps.append(Step(
            "案情未能分开叙述各罪的事实：各罪均按全部案情计算，数额等可能重复计入；请分别写明各罪的事实，或按罪名更正数额（如「诈骗:amount」）",
            f"{CRIMINAL_LAW}第六十九条；事实按句归属各罪：LexLoop 规则", "rule",
        ))
    each_charge = texts is not None and _recommended_for_each_charge(factors.get("recommendation"), fact, charges)
    case_wide = tuple(name for name in _WHOLE_CASE if not (each_charge and name == "recommendation"))
    age_limit, floor_known = age_limit_at_act(fact), age_floor_known(fact)
    assumed_age = age_assumed(fact)
    if assumed_age is not None:
        steps.append(Step(assumed_age, f"{_YOUNG_SOURCE}（以作案时年龄为准）", "statute"))
    why_no_term: dict[str, str] = {}
    lessened_to: dict[str, float] = {}  # charge -> the most its term may be after 应当减轻处罚 (a model keeps to it)
    results: list[EngineResult] = []
    read_from: list[tuple[str, dict[str, Factor]]] = []  # the text and factors each result was sentenced on
    for name in charges:
        charge_fact, charge_factors = fact, factors
        if texts is not None:
            charge_fact = texts[name]
            own_overrides = {**plain_overrides, **scoped_overrides.get(name, {})}
            charge_factors = _factors_of_charge(charge_fact, factors, own_overrides, knowledge, case_wide)
            if each_charge and charge_factors.get("recommendation", factors["recommendation"]).origin != "user":
                # the recommendation gives each charge its own term: this charge's, wherever its sentence was counted
                own = _own_recommendation(factors["recommendation"], fact, name)
                charge_factors = {k: v for k, v in charge_factors.items() if k != "recommendation"}
                charge_factors.update({"recommendation": own} if own is not None else {})
            # what measures this charge: a circumstance that only chooses another charge's tier is not named
            measured = [_shown(f) for f in _applicable(charge_factors, [name], knowledge)[0] if f.kind == "objective"]
            steps.append(
                Step(
                    f"数罪分别认定：「{name}」按其所涉事实计算" + (f"（{'，'.join(measured)}）" if measured else ""),
                    f"{CRIMINAL_LAW}第六十九条；事实按句归属各罪：LexLoop 规则",
                    "rule",
                )
            )
        if texts is not None:
            # several charges: a 中止 or an excessive defence lessens only the charge whose own sentences tell of it
            told = extract_factors(charge_fact, knowledge, only=_MUST_LESSEN)
            charge_factors = {
                k: v for k, v in charge_factors.items() if k not in _MUST_LESSEN or k in told or v.origin == "user"
            }
        if len(_CHINESE_CHARACTER.findall(fact)) < 2:
            needed = _needed_to_begin(name, knowledge)
            told = "、".join(_missing_label(m, knowledge) for m in needed)
            results.append(no_term(name, knowledge, province_used, [Step(
                f"案情没有写明任何事实，无法判断是否构成「{name}」及适用哪一档，不计算刑期。请写明{told}后重新计算",
                "LexLoop 提示（只写罪名不写事实的，不计算刑期）", "rule",
            )]))
            results[-1].missing = needed
            why_no_term[name] = f"无法计算：需补充{told}"
            read_from.append((charge_fact, charge_factors))
            steps.extend(results[-1].steps)
            continue
        too_young = _not_answerable(name, age_limit, charge_fact, charge_factors, knowledge, floor_known)
        exempt = None if too_young else _abandoned_without_damage(charge_fact, charge_factors)
        if too_young or exempt:
            reason = Step(too_young, _YOUNG_SOURCE, "statute") if too_young else exempt
            results.append(no_term(name, knowledge, province_used, [reason]))
            why_no_term[name] = _TOO_YOUNG if too_young else _EXEMPT
            read_from.append((charge_fact, charge_factors))
            steps.extend(results[-1].steps)
            continue
        not_recidivism = _why_not_recidivism(name, charge_fact, knowledge) if "累犯" in charge_factors else None
        if not_recidivism is not None:
            charge_factors = _prior_record_only(charge_factors, knowledge)
            steps.append(Step(not_recidivism, f"{CRIMINAL_LAW}第六十五条第一款；量刑指导意见三（十六）", "statute"))
        charge_factors, twice = _not_weighed_twice(name, charge_factors)
        if twice is not None:
            steps.append(twice)
        results.append(run_engine(charge_fact, name, charge_factors, knowledge, province_used))
        # the factors as the charge's own rule read them (a fake-note total) are those it was sentenced on and shown
        if len(charges) == 1:
            factors = {**factors, **{k: v for k, v in results[-1].factors.items() if charge_factors.get(k) is not v}}
        charge_factors = results[-1].factors
        read_from.append((charge_fact, charge_factors))
        steps.extend(results[-1].steps)
        paid = charge_factors.get("amount")
        extracted = paid is not None and paid.origin == "extracted"
        prices = prices_read(paid.evidence, float(paid.value)) if extracted else ()
        for price in (p for p in prices if p == "买价" or name in _TAKINGS_BY_WORTH):
            note = _PRICE_NOTE.format(
                words=paid.evidence, price=price, amount=f"{float(paid.value):.0f}", caveat=_PRICE_CAVEATS[price]
            )
            steps.append(Step(note, _PRICE_PAID_SOURCE if name == "盗窃" else "LexLoop 提示（财物价值以价格认定为准）",
                              "interpretation" if name == "盗窃" else "rule"))
        rough = rough_sum_told(charge_fact, paid) if paid is not None else None
        if rough is not None:
            reading = _ROUGH_SUM_BELOW_ENTRY if results[-1].below_entry else _ROUGH_SUM_TIER
            steps.append(Step(_ROUGH_SUM_NOTE.format(words=rough, amount=_fmt(float(paid.value)), reading=reading),
                              "LexLoop 提示（约数按其最低数额计算）", "rule"))
        if results[-1].missing:
            needed = "、".join(knowledge.factors[m].label for m in results[-1].missing)
            why_no_term[name] = f"无法计算：需补充{needed}"
            currency = foreign_currency(charge_fact) if "amount" in results[-1].missing else None
            if currency is not None:
                steps.append(Step(_FOREIGN_NOTE.format(currency=currency), "LexLoop 提示（外币金额不自动折算）", "rule"))
        lessened = _lessened_below_tier(results[-1], charge_factors, knowledge)
        if lessened is not None:
            steps.append(lessened)
            lessened_to[name] = results[-1].ceiling
        if "恶意透支" in charge_factors and "透支款已全部归还" in charge_factors:
            steps.append(Step(_OVERDRAFT_REPAID, _OVERDRAFT_SOURCE, "interpretation"))
    engine = "rules"
    if model is not None:
        for result, (charge_fact, charge_factors) in zip(results, read_from, strict=True):
            if result.no_crime:
                continue  # not this crime: nothing for the model to pick
            picked = model.pick(charge_fact, result, charge_factors)
            if picked is None:
                steps.append(
                    Step(
                        f"学习模型未学过「{result.charge}」（训练样本少于{model.min_cases}条），沿用规则引擎取值",
                        f"LexLoop 学习模型（{model.description}）",
                        "model",
                    )
                )
                continue
            picked = min(picked, lessened_to.get(result.charge, picked))
            inside = result.low <= picked <= result.high
            steps.append(
                Step(
                    f"学习模型取值{picked:.1f}个月（规则引擎区间{result.low:.1f}–{result.high:.1f}个月，中值"
                    f"{result.months:.1f}个月"
                    + ("" if inside else f"；同类案件多判「{INTERVAL_LABELS[month_to_interval(picked)]}」，移至该区间")
                    + "）",
                    f"LexLoop 学习模型（{model.description}）"
                    + ("" if inside or picked > 0 else f"；{CRIMINAL_LAW}第三十七条（免予刑事处罚）"),
                    "model",
                )
            )
            result.months = picked
            result.low, result.high = min(result.low, picked), max(result.high, picked)
            engine = "rules+model"
    if "累犯" in factors and not any("累犯" in sentenced_on for _, sentenced_on in read_from):
        factors = _prior_record_only(factors, knowledge)  # no charge made a 累犯: 缓刑 stays open (第七十四条)
    sentenced = [r for r in results if not r.no_crime] or results[:1]
    new_terms = [r.months for r in sentenced]
    detention = [is_detention(r.months, r.tier) for r in sentenced]  # 拘役 terms (刑法第六十九条第二款)
    months, low, high = sentenced[0].months, sentenced[0].low, sentenced[0].high
    if len(sentenced) > 1:
        low = max(r.low for r in sentenced)
        high = min(sum(r.high for r in sentenced), 300.0)
    remainder = factors.get("remainder")
    # a number: factors.yaml types it, overrides are coerced
    remainder_months = remainder.value if remainder is not None and remainder.value > 0 else None
    recommended = factors.get("recommendation") if texts is not None and not each_charge else None
    if recommended is not None and (recommended.value[1] is None or any(r.no_crime or r.missing for r in sentenced)):
        recommended = None  # no upper bound read, or a charge without a term: nothing to bound
    if len(sentenced) > 1 and (remainder_months is None or recommended is not None):
        months, step = combine_charges(new_terms, detention)
        steps.append(step)
    if recommended is not None:
        (months, low, high), step = _whole_case_recommendation(recommended.value, sentenced)
        steps.append(step)
        new_terms, detention = [months], [all(detention)]
    if msr2_output is not None and msr2_output.months is not None:
        # a capable model judges freely within what the law allows for these factors
        legal_low = max(r.floor for r in sentenced)
        legal_high = min(sum(r.ceiling for r in sentenced), 300.0)
        inside = legal_low <= msr2_output.months <= legal_high
        cited = "；".join(msr2_output.sources_cited)
        steps.append(
            Step(
                f"MSR² 推理给出{_term_text(msr2_output.months)}（{msr2_output.turns}轮，检索{len(msr2_output.searches)}次）；"
                f"法定可判{legal_low:.1f}–{legal_high:.1f}个月，"
                + ("采用推理结果" if inside else "推理结果超出法定幅度，取幅度边界"),
                f"MSR² 多源检索推理（{cited}）" if cited else "MSR² 多源检索推理",
                "model",
            )
        )
        months = min(legal_high, max(legal_low, msr2_output.months))
        low, high = min(low, months), max(high, months)
        new_terms = [months]
        detention = [is_detention(months, sentenced[0].tier if len(sentenced) == 1 else None)]
        engine = "msr2"
    elif msr2_output is not None:
        steps.append(Step("MSR² 推理未给出可读的刑期，改用规则引擎", "MSR²", "model"))
    if remainder_months is not None:
        # the facts put the new crime before an earlier sentence was served: the term to serve is the combined one
        (months, low, high), step = combine_with_remainder(new_terms, low, high, remainder_months, detention)
        steps.append(step)
    elif not all(r.no_crime for r in sentenced) and (serving := told_serving_a_sentence(fact)) is not None:
        # the term to serve is the combined one, but the remainder is not told: say so rather than guess it
        steps.append(
            Step(
                f"事实中写明「{serving.group(0)}」：刑罚执行完毕以前又犯罪的，应当把前罪没有执行的刑罚和新罪所判处的刑罚"
                "数罪并罚；事实未写明前罪余刑，以下只是新罪的刑期，实际执行的刑期更长（可补充余刑，量刑因素「remainder」，"
                "以月计）",
                f"{CRIMINAL_LAW}第七十一条、第六十九条",
                "statute",
            )
        )
    whole = round_months(months)
    # where no charge gets a term, the penalty says why for each (too young, exempt, below the entry level); one still
    # open for a fact not told leads, and one found no crime beside it is explained by its steps (a crash below
    # 交通肇事's level beside a drink-drive whose blood alcohol is asked)
    unsentenced = [r for r in results if r.missing] or results
    penalty = _penalty(
        whole,
        unsentenced if all(r.no_crime for r in results) else sentenced,
        remainder_months is not None,
        why_no_term,
        first_told(_RECOMMENDED_DETENTION, fact) is not None,
    )
    minor = any(name in factors for name in MINOR_BANDS)
    steps.extend(_fine_steps(sentenced))
    probation, suspension = (None, "") if remainder_months is not None else _probation_step(
        whole, sentenced, factors, fact, _recommended_probation(fact) if "recommendation" in factors else None, knowledge
    )
    penalty += suspension
    steps.append(_declared_step(whole, low, high, sentenced, penalty, minor, knowledge))
    if probation is not None:
        steps.append(probation)
    missing = [
        {"factor": name, "label": _missing_label(name, knowledge), "charge": result.charge}
        for result in results
        for name in result.missing
    ]
    shown, not_applicable = _applicable(factors, charges, knowledge)
    listed: list[tuple[Factor, str | None]] = [(f, None) for f in shown]
    if texts is not None:
        listed, unused = _listed_factors(shown, results, read_from, knowledge)
        not_applicable += [f for f in unused if f.name not in {other.name for other in not_applicable}]
    output = {
        "months": whole,
        "interval": month_to_interval(whole),
        "interval_label": INTERVAL_LABELS[month_to_interval(whole)],  # the band in words, for the page
        "factors": [{**factor.as_contract(), **({"charge": of} if of else {})} for factor, of in listed],
        "steps": [step.as_contract() for step in steps],
        "penalty": penalty,
        # what is sentenced: a charge of several that is no crime here (a drunk crash below 交通肇事's level beside
        # 危险驾驶) is explained by its steps, not named; where none is a crime, those still open for a fact not told
        # are named (unsentenced), else every charge is
        "charge": "；".join(
            [r.charge for r in results if not r.no_crime] or [r.charge for r in unsentenced if r.missing] or charges
        ),
        "charge_origin": charge_origin,
        "province": results[0].province or province_used,
        "range_months": [round(low, 1), round(high, 1)],
        "engine": engine,
        "retrieval": _retrieval_trace(steps) + (msr2_output.trace if msr2_output is not None else []),
        "factor_details": [
            {"name": f.name, "label": f.label, "kind": f.kind, "origin": f.origin, **({"charge": of} if of else {})}
            for f, of in listed
        ],
        # what was read from the words but plays no part in this term: a circumstance that weighs only for another
        # charge (在公共交通工具上 of robbery), another person's conduct (a co-defendant's surrender)
        "not_applicable": [{"name": f.name, "label": f.label, "evidence": f.evidence} for f in not_applicable],
        # facts the term depends on that the case does not give; for a charge listed here no term is computed
        "missing": missing,
    }
    return output

