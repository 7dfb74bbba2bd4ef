"""Parameters of economic compensation and related pay (劳动合同法) from a question."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from datetime import date, timedelta
from decimal import Decimal

from backend.compensation.extract.common import (
    BUSINESS_TROUBLE,
    KIN_NOUNS,
    LOCAL_AVERAGE,
    LOCAL_AVERAGE_LABEL,
    MINIMUM_WAGE,
    NOT_MONTHLY,
    PER_MONTH,
    SET_ASIDE_WORDS,
    SPAN_TOLD,
    SUBJECT_WORDS,
    WENT_ALONG,
    LabelledAmount,
    Span,
    date_with,
    first_amount,
    is_lower_bound,
    is_per_year,
    labelled_amounts,
    labelled_date,
    local_average_monthly,
    monthly_from_daily,
    monthly_from_yearly,
    number_before,
    pay_stretches,
    place_told,
    said_of_kin,
    span_told,
    stated_yes_no,
    stretch_average,
    subject_before,
)
from backend.compensation.economic import (
    ENDING_TARGETS,
    OPEN_ENDED,
    EconomicCalculator,
    add_months,
    compensation_months,
    service_length,
)
from backend.compensation.money import find_loose_money, format_yuan, parse_number, to_cents
from backend.compensation.params import DAYS_PER_MONTH, EconomicParams
from backend.compensation.reference import Reference, get_reference
from backend.compensation.textutil import (
    FIGURE_QUESTION_WORDS,
    MONTH_FROM_TODAY,
    NUMBER_TOKEN,
    DateMention,
    clause_at,
    clean,
    day_asked,
    find_dates,
    find_years,
    month_end,
    month_from_today,
    question_sentence,
    relative_years_said,
    sentence_end,
    sentence_start,
    sentences,
    to_number,
)


# a renewal offered on terms no worse than before: '按原来的条件续签', '同等条件续订', '续签还给涨工资', and the
# statute's own words, '维持或者提高劳动合同约定条件续订' said of the employer ('公司说维持原条件，但我不同意续签':
# the renewal named in the same sentence, so that keeping the pay through a change of post is no renewal;
# '我要求提高待遇才续签' is the worker's demand and '公司也没提出维持…' no offer)
_EMPLOYER_OFFERING = r"(?:公司|单位|企业|老板|厂里?|领导|人事|HR|hr)[^。；，没未不]{0,8}"
_RENEWAL_OFFERED = (
    rf"{_EMPLOYER_OFFERING}(?:维持|提高)[^。；，]{{0,10}}(?:条件|待遇)(?=[^。]{{0,20}}续(?:签|订|约))"
    r"|(?:按|以|照)?(?:原来?的?|原有的?|同等|相同的?|不变的?|不低于原)(?:条件|待遇|工资|薪资|薪水)[^。；，]{0,4}续(?:签|订|约)"
    # better terms are said of the pay or the terms: '续签可以，但要提高考核指标' raises what is asked of the worker
    r"|续(?:签|订|约)[^。；]{0,12}(?:涨|加薪|(?:提高|上调)[^，。；]{0,3}(?:工资|薪|待遇|条件|提成|奖金)|条件不变|待遇不变|工资不变|不降)"
)
# the worker, named after the offer, as the one turning it down ('我', '劳动者', '张某'): not the employer
# ('公司某经理', '厂某领导': 某 after the employer's name)
_RENEWAL_DECLINER = r"我|本人|自己|员工|劳动者|他|她|(?![司厂位业店])[\u4e00-\u9fff]某"
_RENEWAL_DECLINED = r"不同意|拒绝|不愿意?(?:续|签)?|不想(?:续|签)|没(?:有)?(?:续)?签|不(?:续)?签|没(?:有)?续|没答应|不答应"


# ('老板啥理由也没给', '什么原因都没讲', '没说原因', '没给任何理由', '一句解释都没有')
_NO_REASON = (
    r"无缘无故|无故|无理由|毫无理由|无正当理由|没有正当理由|一个理由都?没(?:给|说)"
    r"|(?:没|未)(?:有)?(?:给|说|讲|讲明|说明|告诉我?|交代)?(?:任何|啥|什么|一个|个)?(?:理由|原因|说法)"
    r"|(?:啥|什么|任何|一点)(?:理由|原因|解释)(?:也|都)?(?:没|不|没有)(?:有|给|说|讲|讲明|说明|告诉我?|交代)?"
    r"|(?:理由|原因)(?:也|都)(?:没|不)(?:给|说|讲)|一句解释(?:也|都)没"
    # ('也没说为什么', '不告诉我为啥')
    r"|(?:没|没有|不)(?:说|讲|告诉我?|解释)(?:是)?(?:为什么|为啥|咋回事|怎么回事)"
)
_ABSENT = r"旷工|缺勤|不来|不上班|离岗|脱岗|未到岗|没来上班"
# sent away in everyday words ('被撵走了', '把我赶出来了', '老板让我回家了'); not sent home for a while ('让我回家休息几天')
SENT_AWAY = (
    r"(?:撵|赶)(?:走|出(?:来|去)?)|(?:让|叫)(?:我|他|她)(?:直接)?回家(?!等|休息|养|歇|待|过年|过节|探亲)"
    # ('厂里说让我自己走', '老板叫我走'), the leaving ending its clause: not '律师让我走仲裁', nor the police's or a
    # doctor's word ('交警让我走了')
    r"|(?<![不别警生师])(?:让|叫)(?:我|他|她)(?:自己)?走(?:人)?(?:了|吧)?(?=[，。；！？,!?]|$)"
)
# ('老板不让我干了': kept from the work for good, the employer the subject; '医生不让我干重活' is no such word)
_DISMISSED = (
    rf"辞退|开除|解雇|解除(?:了)?(?:劳动)?(?:合同|关系)?|开了|炒了|辞了|裁了|裁掉|不用(?:再)?来(?:上班)?了|别来了|不要来了|走人|滚蛋|卷铺盖"
    rf"|不让(?:我)?(?:再)?干了|{SENT_AWAY}"
)


# The grounds of 第三十八条 on which the worker may leave and is owed compensation (第四十六条第（一）项):
# 第一款 (一) no labour protection or working conditions as agreed, (二) pay not in full or on time, (三) social
# insurance not paid, (四) unlawful rules harming the worker; 第二款 forced labour or orders endangering safety.
# A ground denied ('从没拖欠过工资') is none.
_PAY_WORD = r"(?:工资|薪水|薪资|工钱|劳动报酬|报酬)"
_SOCIAL_INSURANCE = r"(?:社保|社会保险(?:费)?|五险(?:一金)?|养老保险)"
_NOT_DONE = r"(?:没有?|未|不|从没|从来没有?|一直没有?|一直不|拒绝|拒不|不肯|不给|没给)"
# a ground said as a question or a denial is none ('会不会拖欠我工资？', '不存在拖欠工资的情况')
_NOT_A_GROUND = r"(?<!没有)(?<![没未不无])(?<!不存在)(?<!会不会)(?<!会)(?<!是否)(?<!有没有)(?<!从未)(?<!并未)(?<!从没)"
# a part of the month's pay ('一半', '一部分', '百分之五十', '50%')
_PART_OF_PAY = r"(?:一半|半数|一部分|部分|[一二两三四五六七八九]成|百分之[一二三四五六七八九十]+|\d{1,2}(?:\.\d+)?\s*[%％])"
_PART_PAID = (
    rf"只(?:给)?(?:发|给|付|支付)(?:了)?(?:我)?{_PART_OF_PAY}(?:的)?{_PAY_WORD}"
    rf"|{_PAY_WORD}[^，。；]{{0,8}}?只(?:给)?(?:发|给|付|支付)(?:了)?(?:我)?{_PART_OF_PAY}"
)
_PAY_CUT = (
    rf"(?<![不没未])(?:降薪|降工资|减薪|降低工资)|{_PAY_WORD}[^，。；]{{0,4}}?(?:从|由)[^，。；]{{0,12}}?(?:降|减|砍)(?:到|至|成|为|了)"
)
_CUT_REFUSED = r"不同意|没同意|不接受|没接受|拒绝|不答应|没答应"
_GROUND_38 = (
    rf"欠薪|{_NOT_A_GROUND}(?:拖欠|克扣|扣发|拖发|少发)[^，。；]{{0,8}}?{_PAY_WORD}"
    rf"|{_PAY_WORD}[^，。；]{{0,8}}?(?:被)?(?:拖欠|克扣|扣发|拖着不发|没发|未发|不发|发不出|没有发|迟迟不发|一直不发|拖了)"
    # part of the pay withheld ('只发一半工资', '工资只发了一半', '只给发了一部分工资') or docked ('工资被扣了一半', '扣了我
    # 三成工资', '工资被扣了1000'): not paid in full (第（二）项)
    rf"|{_PART_PAID}"
    rf"|{_PAY_WORD}[^，。；]{{0,4}}?被?扣(?:了|掉)+(?:我|我们)?(?:的)?\s*[\d一二两三四五六七八九十几半]"
    rf"|扣(?:了|掉)+(?:我|我们)?(?:的)?\s*(?:{_PART_OF_PAY})(?:的)?{_PAY_WORD}"
    rf"|(?:未|没有?)(?:及时|按时|足额|按月)+(?:发放?|支付|给)[^，。；]{{0,4}}?{_PAY_WORD}"
    # pay always late ('工资都晚发半个月', '每次都推迟发工资'): not paid on time (第（二）项)
    rf"|{_PAY_WORD}[^，。；]{{0,6}}?{_NOT_A_GROUND}(?:晚发|迟发|延迟发|推迟发|拖着发|拖到[^，。；]{{1,6}}?才发)"
    rf"|{_NOT_A_GROUND}(?:晚发|迟发|延迟发放?|推迟发放?)(?:了)?[^，。；]{{0,4}}?{_PAY_WORD}"
    # ('工资每个月都拖半个月才发', '每次都要晚十几天才发工资')
    rf"|{_PAY_WORD}[^，。；]{{0,8}}?(?:拖|晚|迟|推迟|延迟)[^，。；]{{1,6}}?才(?:发|给|到账)"
    rf"|(?:拖|晚|迟|推迟|延迟)[^，。；]{{1,6}}?才(?:发|给)(?:放)?(?:我)?(?:的)?{_PAY_WORD}"
    # a pay cut imposed, told as not agreed ('工资从1万降到6000，我不同意', '单方面给我降薪'): not paid in full as agreed;
    # a cut told bare ('后来公司降薪，我就辞职了') may have been accepted, so it is none
    rf"|(?:单方面?|强行|擅自|无故)[^，。；]{{0,6}}?(?:{_PAY_CUT})|(?:{_PAY_CUT})[^。]{{0,24}}?(?:{_CUT_REFUSED})"
    # pay refused and the time it has lasted in the next clause ('老板不发工资，已经三个月了'): withheld, not a threat
    rf"|(?<![会是])(?:不|没)(?:给)?(?:我|我们)?(?:发|结|付){_PAY_WORD}(?:了)?[，,]\s*(?:已经|都|已)(?:有)?\s*"
    r"[\d一二两三四五六七八九十几半]+\s*(?:个多?月|个半月|天|周|个星期)了"
    # pay refused, told bare as a fact ('老板不发工资，我想辞职'); not a threat or a supposition in its clause ('说不加班
    # 就不发工资', '如果不发工资', '下个月不发工资': PAY_REFUSED_AHEAD's), nor an ask ('不发工资的话')
    r"|(?:^|(?<=[，,。；;！？!?]))(?:(?!如果|要是|假如|万一|若|说|就(?!是)|下个?月|以后|今后|会|怕|要)[^，,。；;！？!?]){0,6}?"
    rf"(?<!会)(?<!不是)不(?:给)?(?:我|我们)?发(?:给)?(?:我|我们)?(?:的)?{_PAY_WORD}(?!的话)"
    # '公司三个月没发工资了', '一直没给我发工资': pay not paid at all
    rf"|(?<![会是])(?<!有没)(?:没|没有|未|一直没|一直不)(?:给|向)?(?:我|员工|我们|职工)?(?:发|付|支付|发放)(?:过)?{_PAY_WORD}"
    rf"|{_NOT_DONE}(?:依法)?(?:给|为|帮|替)?(?:我|员工|我们|职工|他|她|其)?(?:依法)?(?:交|缴|缴纳|买|上|办)(?:过|了)?{_SOCIAL_INSURANCE}"
    rf"|{_SOCIAL_INSURANCE}[^，。；]{{0,6}}?(?:没有?|未|不|从没|停)(?:给我?)?(?:交|缴|缴纳|买|上)|{_SOCIAL_INSURANCE}[^，。；]{{0,4}}?(?:断缴|断交|停缴|停交)"
    rf"|(?<![没未不])(?:断缴|断交|停缴|停交)(?:了)?(?:我的?)?{_SOCIAL_INSURANCE}"
    r"|(?:未|没有?|不)(?:按(?:照)?(?:合同)?约定)?(?:提供|配备|发放?)[^，。；]{0,4}?劳动(?:保护|条件|防护)"
    r"|规章制度[^，。；]{0,6}违反法律|强迫[^，。；]{0,4}劳动|违章指挥|强令[^，。；]{0,4}冒险作业"
    # 劳动争议解释（一） 第四十五条第（四）、（五）项: overtime pay refused, pay below the local minimum wage
    rf"|{_NOT_DONE}(?:给|发|付|支付|算)?(?:我|员工|我们)?(?:的)?(?:加班费|加班工资)"
    r"|(?:加班费|加班工资)[^，。；]{0,6}?(?:没有?|未|不|拒绝|拒不|一直没)(?:给|发|付|支付|算)"
    r"|低于(?:当地|本地)?(?:的)?最低工资"
)
# the worker ending the contract ('我辞职了', '我提出解除劳动合同', '我干了两年要走', '不想干了'); never the
# employer's '让我走人', '解除劳动合同', nor a road taken ('要走仲裁'): the leaving ends its clause
_LEAVING_38 = (
    r"辞职|离职|辞工|不(?:想)?干了|干不下去了|(?:我|本人|自己|员工|劳动者)[^，。；让叫被]{0,6}(?:提出|通知)?解除"
    r"|(?<![让叫逼要])(?:要|想|打算|准备|决定)(?:走|走人)(?:了)?(?=[，。；！？,!?]|$)"
    r"|离开(?:了)?(?:公司|单位|厂)|(?:把|将)?(?:工作|这份工)(?:给)?辞(?:了|掉)"
)
# the leaving only planned ('想走', '打算辞职', '准备离职'), not done ('已经辞职了', '辞职了')
_LEAVING_PLANNED = r"(?<![已不没])(?:想|打算|准备|计划)(?:走|走人|辞职|离职|解除)(?!了)"
# the leaving asked about or planned ('我能辞职吗', '能不能辞职要补偿', '可以离职吗', '我辞职能要补偿吗'), not done
_LEAVING_ASKED = (
    rf"{_LEAVING_PLANNED}|(?:能不能|能否|可不可以|可以|能)(?:直接|马上)?(?:辞职|离职|解除|走人)"
    r"|(?:辞职|离职)(?:的话)?(?:能|可以|能不能|有没有|有)(?:要|拿|得到|拿到)?(?:补偿|经济补偿|赔偿)"
)
# a ground of 第三十八条 only supposed ('如果公司一直不发工资的话', '要是不给我交社保'): the supposition opens its clause
_SUPPOSED = r"如果|要是|假如|假设|万一|若是?|一旦"
# (or set as a condition: '不加班就不发工资')
_SUPPOSED_GROUND = (
    rf"(?:{_SUPPOSED})[^，。；]{{0,10}}?(?:不|没|拖欠|欠|克扣|停)[^，。；]{{0,4}}?(?:{_PAY_WORD}|{_SOCIAL_INSURANCE})"
    rf"|(?:不|没)[^，。；就]{{1,8}}?就(?:要|会)?(?:不|停)(?:给)?(?:我)?(?:发|结|付|交|缴)?(?:{_PAY_WORD}|{_SOCIAL_INSURANCE})"
)
FORCED_RESIGNATION = (
    rf"被迫(?:辞职|解除|离职)|第三十八条|第\s*38\s*条"
    rf"|(?:{_GROUND_38})[^。]{{0,40}}?(?:{_LEAVING_38})"
    rf"|(?:{_LEAVING_38})[^。]{{0,12}}?(?:因为|由于|原因是|是因为)[^。]{{0,12}}?(?:{_GROUND_38})"
    # '以公司未依法缴纳社会保险为由解除劳动合同': an employer never ends a contract on its own breach
    rf"|以[^，。；]{{0,12}}?(?:{_GROUND_38})[^，。；]{{0,4}}?为由[^，。；]{{0,4}}?(?:提出|通知)?解除"
)


# a renewal offered on worse terms: not '维持或者提高' the terms, so refusing it still leaves the compensation owed
# (第四十六条第（五）项). Lower pay ('续签但工资要降1000', '工资从8000降到6000', '降薪续签'), a lower post ('岗位降一级',
# '从主管降为普通员工'), a worse kind of employment ('改成劳务派遣') or heavier work for the same pay ('延长工时',
# '提高考核指标', '取消餐补')
_WORSE_EMPLOYMENT = r"劳务派遣|派遣|外包|劳务(?:合同|协议|关系)|临时工|非全日制|小时工"
_LOWER_TERMS = (
    r"(?<![不没未])(?:降薪|减薪|降低(?:工资|待遇|条件|薪资|薪水|标准)?|下调|调低"
    r"|(?:工资|薪资|薪水|待遇|月薪|底薪)[^，。；]{0,3}?(?<![不没未])(?:要|得|会|就)?(?:降|减|砍|少)(?!不)"
    r"|(?:工资|薪资|薪水|待遇|月薪|底薪)[^，。；]{0,3}?(?:从|由)[^，。；]{0,12}?(?:降|减|下调|调低)"
    r"|降职|降级|降岗|降一级|(?:岗位|职位|职务|级别|职级)[^，。；]{0,4}?(?:要|得|会|就)?(?:降|下调|调低)"
    r"|(?:调|转|降)(?:到|为|成)[^，。；]{0,8}?(?:普通|一线|基层)(?:工人|员工|职员|岗)"
    rf"|(?:改|转|换)(?:签)?(?:成|为)?(?:{_WORSE_EMPLOYMENT})|(?:得|要|必须|只能)(?:改)?签(?:成)?(?:{_WORSE_EMPLOYMENT})"
    r"|延长(?:工作)?(?:时间|工时)|增加(?:工作量|工时)|加大工作量|(?:提高|上调|加)(?:考核)?(?:指标|任务|定额|业绩要求)"
    r"|取消[^，。；]{0,4}?(?:补贴|津贴|奖金|提成|绩效|年终奖|社保|公积金|五险一金|[餐饭房话车]补))"
)
_RENEWAL = r"续(?:签|订|约)"
# the figure of a worse renewal offer ('工资要降1000', '降到5000', '只给5000'): the cut or the new pay, not the wage;
# the figure a cut starts from is the pay now ('工资要降（从8000降到6000）')
_OFFER_FIGURE = re.compile(r"(?:降|减|砍|少|下调|调低|只给|只开|只发)(?:薪|低|到|至|为|成|了|掉|给)?[^，。；\d从由]{0,3}$")


# the renewal offered, not one made ('续签了三年，后来公司降薪', '续签后把我降职了': a later change, no expiry ending)
_RENEWAL_OFFER = rf"{_RENEWAL}(?![了过后]|之后|以后)"
_LOWER_TERMS_NEAR_RENEWAL = re.compile(
    rf"{_RENEWAL_OFFER}[^。]{{0,12}}?(?P<cut>{_LOWER_TERMS})|(?P<cut2>{_LOWER_TERMS})[^。]{{0,12}}?{_RENEWAL_OFFER}"
)
# the worker asking for the change ('我要求涨薪降低工时'): no renewal on lower terms offered by the employer
_WORKER_ASKS = r"(?:我|本人|自己)(?:主动)?(?:要求|想要?|希望|提出|申请)"


def _lower_terms_renewal(text: str) -> bool:
    """The employer offered to renew at the contract's expiry on lower terms (第四十六条第（五）项): an expiry
    word in the same sentence or the one before ('合同到期了。公司说续签可以，但…'), and the cut the employer's,
    not the worker's ask."""
    told = sentences(text)
    for index, sentence in enumerate(told):
        if not re.search(r"到期|期满", "".join(told[max(0, index - 1) : index + 1])):
            continue
        for found in _LOWER_TERMS_NEAR_RENEWAL.finditer(sentence):
            cut = found.start("cut") if found.group("cut") is not None else found.start("cut2")
            if not re.search(_WORKER_ASKS, sentence[clause_at(sentence, cut)[0] : cut]):
                return True
    return False


def _renewal_offer_figure(amount: LabelledAmount, text: str) -> bool:
    return bool(_OFFER_FIGURE.search(amount.label)) and bool(re.search(_RENEWAL, _sentence_of(text, amount.money.start)))


# each reason with the pattern that tells it, or a reader where a pattern alone cannot
# the worker resigned, unless denied ('我不想辞职，公司却把我辞退了') or said of being pushed out ('被辞职')
RESIGNED = r"(?<![被不没])(?<!不想)(?<!不愿)(?<!不肯)(?<!没有)(?<!不让我)辞职"
# quitting in everyday words ('我不干了', '已经不干了'); said of the business it is its closing ('公司不干了')
QUIT = r"(?<![让叫])不干了"
_AT_THE_WORKPLACE = r"在(?:这|那|原|原来的?)?(?:家|个)?(?:公司|单位|企业|厂里?|店里?)"


def _quit_told(text: str) -> bool:
    """The worker quit, told as done ('我在公司干了3年，我不干了'): no one but the asker is the subject of it in its
    clause, the employer ended nothing ('老板让我不干了' is a dismissal) and it is not only planned ('打算下个月不干了')."""
    if dismissed_by_employer(text):
        return False
    for quit in re.finditer(QUIT, text):
        # ('我在这家公司不干了': the workplace named as where, not who)
        before = re.sub(_AT_THE_WORKPLACE, "", text[clause_at(text, quit.start())[0] : quit.start()])
        subjects = re.findall(rf"(?<![向跟给和对])(?:{_EMPLOYER_ENDING})|我|本人|自己", before)
        if not re.search(_PLANNED, before) and (not subjects or subjects[-1] in ("我", "本人", "自己")):
            return True
    return False


# the ending called unlawful, or done without any reason ('公司无故把我辞退了'): no ground of the employer's is told
# (the employer may end a contract only on the grounds of 第三十九至四十一条, so the latter is unlawful too, 第八十七条;
# '无故旷工' is the worker's absence)
# ('公司违法把我辞退了', '违法将我开除': the dismissal said to be unlawful with its object between; '公司违规把我开除了',
# '不合法地辞退', '违反劳动法把我辞退了': the same said in everyday words, of the employer's act, not '我违规被开除')
_UNLAWFULLY = r"违法|违规|不合法地?|非法|违反劳动(?:合同)?法"
_CALLED_UNLAWFUL = (
    rf"(?:{_UNLAWFULLY})(?:解除|终止|辞退|开除|解雇)|属于违法|系违法|构成违法"
    rf"|(?:{_UNLAWFULLY})(?:把|将)(?:我|他|她)(?:给)?(?:{_DISMISSED})"
)
_WITHOUT_REASON = (
    rf"(?:{_NO_REASON})(?!{_ABSENT})[^，。；]{{0,8}}?(?:{_DISMISSED})|(?:{_DISMISSED})[^。；]{{0,12}}?(?:{_NO_REASON})(?!{_ABSENT})"
)

# a denial just before a word ('不是小时工', '没有任何严重违纪'), up to four characters apart; not one whose object a
# copula or '以' then names ('说我没打卡是严重违纪', '没有请假属于严重违纪'), nor '无故': that word is then asserted
_DENIED = r"(?:不是|并非是?|不属于|不算|不构成|不存在|没有|没|未|无(?!故))(?P<gap>(?:(?!是|属于|算|以)[^，。；]){0,4})$"
# the words between a denial and what it denies that deny that very word ('没有任何严重违纪', '根本没有什么严重违纪')
_DENIAL_FILLER = r"(?:有|过|任何|什么|啥|所谓的?|真的)*"
# the employer said to be the one speaking ('公司说我是小时工', '单位认为我严重违纪')
_EMPLOYER_SAYS = r"(?:公司|单位|老板|领导|人事|HR)[^，。；]{0,3}(?:说|称|认为|讲)"

# the grounds of 第三十九条 an employer may end the contract on at any time, owing nothing; a ground denied ('可我根本
# 没有严重违纪', '可我没有任何严重违纪', '并非不符合录用条件') is the asker's answer to it, not the employer's ground
_PROBATION_UNQUALIFIED = r"(?:不符合|达不到|未达到|没达到)(?:公司|单位)?的?录用(?:条件|要求|标准)"
_SERIOUS_FAULT = r"(?:严重违反[^，。；]{0,8}规章制度|严重违纪|严重失职|营私舞弊|被依法追究刑事责任)"


def _told_undenied(pattern: str, text: str) -> bool:
    return any(not _asker_denies(text, found.start()) for found in re.finditer(pattern, text))


def _asker_denies(text: str, start: int) -> bool:
    """A denial before the ground at `start` that is the asker's ('可我根本没有严重违纪'); not one within the act the
    employer names as the ground ('公司说我没打卡三次严重违纪': 没 denies the clocking in, and the ground is the
    employer's)."""
    denied = re.search(_DENIED, text[max(0, start - 6) : start])
    if denied is None:
        return False
    if re.fullmatch(_DENIAL_FILLER, denied.group("gap")):
        return True
    return not re.search(_EMPLOYER_SAYS, text[clause_at(text, start)[0] : start])


def _probation_unqualified_told(text: str) -> bool:
    return _told_undenied(_PROBATION_UNQUALIFIED, text)


def _serious_fault_told(text: str) -> bool:
    return _told_undenied(_SERIOUS_FAULT, text)


def _ground_39_told(text: str) -> bool:
    """A 第三十九条 ground named and not denied: the employer's ground for the ending."""
    return _probation_unqualified_told(text) or _serious_fault_told(text)


# the asker's own view that the ending is unlawful ('我觉得是违法解除', '我认为公司违法', '这算不算违法辞退', '是违法开除
# 吗'): an opinion or a question, not a finding
_UNLAWFUL_OPINION = (
    r"(?:觉得|认为|感觉|怀疑|以为)[^，。；？?]{0,10}(?:违法|不合法)|(?:是不是|算不算|属不属于|是否)[^，。；？?]{0,4}违法"
    r"|违法[^，。；？?]{0,6}(?:吗|么|嘛)"
)


def _called_unlawful(text: str) -> bool:
    """Whether the ending is called unlawful: said so as a fact ('公司违法解除了合同', '仲裁认定属于违法解除'), or as the
    asker's view where the employer told no 第三十九条 ground. Beside such a ground ('以严重违反规章制度为由开除') the
    asker's view is no finding: the ground stands, and economic_notes says what an unlawful ending would give."""
    called = list(re.finditer(_CALLED_UNLAWFUL, text))
    if not called:
        return False
    stated = any(not re.search(_UNLAWFUL_OPINION, text[slice(*clause_at(text, match.start()))]) for match in called)
    return stated or not _ground_39_told(text)


# the business itself closing, told of the employer ('公司说不干了，要关门', '厂里倒闭了', '老板说店不开了'); not a
# closing denied ('没倒闭'), a shop shut for the night ('关门后还要加班'), the worker sent off ('老板让我不干了') or the
# worker quitting where they work ('我在这家公司不干了') or telling the employer so ('我跟公司说不干了')
EMPLOYER_NOUN = r"公司|单位|企业|厂子?|工厂|厂里|老板|店|门店|饭店|超市"
_NOT_A_PERSON = r"(?:(?![我他她让叫把])[^，。；])"
# (the employer told, not telling: '我跟公司说不干了' is the worker quitting)
_BUSINESS_CLOSES = re.compile(
    rf"(?<![跟向和对给])(?:{EMPLOYER_NOUN}){_NOT_A_PERSON}{{0,6}}?(?<![没未不])(?:倒闭|停业|歇业|关厂|解散|不开了|不干了|不做了)"
    # '超市关门了，…': shut for good, said as the clause's end ('店关门了我才下班' is the night's closing)
    rf"|(?<![跟向和对给])(?:{EMPLOYER_NOUN}){_NOT_A_PERSON}{{0,3}}?(?<![没未不])(?:关门大吉|关门了?(?=[，。；！!]|$))"
    rf"|(?<![跟向和对给])(?:{EMPLOYER_NOUN}){_NOT_A_PERSON}{{0,6}}?(?:说|要|准备|打算|决定)[^，。；]{{0,3}}?关门(?![后以之])"
)


def _business_closes(text: str) -> bool:
    # ('我在这家公司不干了': the workplace named as where the worker quit, _AT_THE_WORKPLACE)
    return any(not re.search(r"在(?:这|那|原|原来的?)?(?:家|个)?$", text[: found.start()]) for found in _BUSINESS_CLOSES.finditer(text))


# the workplace moved elsewhere ('公司搬到外地', '厂子从上海搬去了苏州', '单位迁到郊区') and the worker, not willing to
# follow, dismissed for it: a major change of circumstances with no agreement on changing the contract (第四十条第（三）项)
_WORKPLACE_MOVED = r"(?<![我你他她])(?:搬|迁)(?:了|走了)?(?:到|去|往|至)|搬走|搬家到|迁址|搬迁"


def _dismissed_after_move(text: str) -> bool:
    # a worker who went along and was dismissed there later ('我跟着去了天津上班，一年后把我裁了') was not dismissed
    # for the move
    return bool(re.search(_WORKPLACE_MOVED, text)) and dismissed_by_employer(text) and not re.search(WENT_ALONG, text)


# a change of the contract the worker refused before being dismissed ('让我签降薪协议，我不签就把我开了', '调岗降薪，我不同意')
# ('把我调到外地，我不去就把我开除了': a posting elsewhere refused)
_REFUSED = r"不同意|不签|没签|不接受|拒绝|不答应|没答应|不愿意|不肯去|不愿去|不想去|(?<![就也])不去|没去"
_CHANGE_REFUSED = rf"(?:降薪|降工资|减薪|降低工资|调岗|换岗|调(?:我)?(?:到|去)[^，。；]{{1,8}})[^。]{{0,16}}?(?:{_REFUSED})"
# a pay cut the worker refused ('公司要降薪我不同意', '把我工资从8000降到5000，我不同意'): the pay is a term of the contract,
# changed only by agreement (第三十五条)
_PAY_CUT_REFUSED = (
    r"(?:降薪|降工资|减薪|降低工资|降(?:我的?)?(?:底薪|基本工资|工资)|(?:工资|底薪|薪水)[^，。；]{0,8}?降(?:到|至|成|为|了|低))"
    rf"[^。]{{0,16}}?(?:{_REFUSED})"
)
# overtime the worker refused ('我拒绝加班', '不愿意加班', '让我周末加班我没去'): it needs the worker's consent (劳动法 第四十一条)
_OVERTIME_REFUSED = (
    rf"(?:{_REFUSED}|不肯|没有?去|不去)(?:去)?(?:周末|晚上)?加班"
    rf"|加班[^。]{{0,6}}?(?:我|本人)(?:就|都|也)?(?:{_REFUSED}|不肯|没有?去|不去|没加|不加|不干)"
)
# a 第四十条第（三）项 ending told: a major change of circumstances, the ground on which a change refused may end the
# contract with compensation
_CHANGE_OF_CIRCUMSTANCES = r"客观情况|第四十条|第\s*40\s*条"


def _dismissed_for_refusing_pay_cut(text: str) -> bool:
    """Dismissed for refusing a pay cut ('公司要降薪我不同意就把我辞退了'): refusing is no ground of 第三十九条 to
    第四十一条, so the dismissal is unlawful (第四十八条、第八十七条). Not where a 第四十条第（三）项 change of
    circumstances or a 第三十九条 ground of the worker's own is told; a refused transfer alone is not read so
    (whether the transfer was reasonable decides it)."""
    return (
        bool(re.search(_PAY_CUT_REFUSED, text)) and dismissed_by_employer(text)
        and not re.search(_CHANGE_OF_CIRCUMSTANCES, text) and not _ground_39_told(text)
    )


def _assessment_failed(text: str) -> bool:
    """Dismissed after failing an assessment ('以考核不合格为由把我辞退了'), outside the probation period."""
    return bool(re.search(_ASSESSMENT_FAILED, text)) and not re.search(r"试用", text)


def _dismissed_for_refusing_overtime(text: str) -> bool:
    """Dismissed for refusing overtime ('我拒绝加班被公司开除了'): overtime is worked by agreement (劳动法 第四十一条),
    never forced (劳动合同法 第三十一条), so refusing is no ground of 第三十九条 and the dismissal is unlawful (第四十八条、
    第八十七条). Not where a 第三十九条 ground of the worker's own is told."""
    return bool(re.search(_OVERTIME_REFUSED, text)) and dismissed_by_employer(text) and not _ground_39_told(text)


# the worker's own unwillingness to renew an expiring contract ('合同到期我自己不想续签了'), the employer's offer untold
_WORKER_WONT_RENEW = r"我(?:自己|本人)?(?:也)?(?:不想|不愿意?|不打算|不准备|决定不)(?:再)?(?:跟公司|和公司|跟单位|和单位)?续(?:签|订|约|了)"
# the worker wanting the job back after an unlawful dismissal ('我想回去上班', '要求恢复劳动关系', '继续履行合同')
_REINSTATEMENT_WANTED = r"回(?:去|公司|单位)(?:上班|工作)|恢复劳动关系|继续履行|继续(?:上班|工作)|复职|撤销(?:辞退|解除)"
# an assessment failed ('考核不合格', '考核没通过'): the employer's word that the worker cannot do the job
_ASSESSMENT_FAILED = r"考核(?:不合格|不达标|不通过|没(?:有)?(?:通过|合格|达标))"
# dismissed for ranking last ('末位淘汰', '考核排名倒数第一被辞退')
_LAST_RANKED = r"末位淘汰|(?:排名|考核)[^，。；]{0,4}(?:倒数|最后|垫底|末位)[^。；]{0,14}?(?:辞退|开除|解除|开了|淘汰)"


def _leaving_asked_over_pay_refused_ahead(text: str) -> bool:
    """Pay refused for a time still to come and the worker asking whether to resign over it: the 第三十八条 ground it
    will be once a payday passes unpaid."""
    return bool(re.search(PAY_REFUSED_AHEAD, text) and re.search(_LEAVING_ASKED, text))


def _ground_38_supposed(text: str) -> re.Match[str] | None:
    """A 第三十八条 ground only supposed ('如果公司一直不发工资的话我能辞职吗'), where no ground is told as a fact."""
    supposed = re.search(_SUPPOSED_GROUND, text)
    told_as_facts = [
        ground for ground in re.finditer(_GROUND_38, text)
        if not re.search(_SUPPOSED, text[clause_at(text, ground.start())[0] : ground.start()])
    ]
    return supposed if supposed and not told_as_facts else None


def _leaving_asked_over_a_ground_to_come(text: str) -> bool:
    """A resignation asked about over pay refused ahead or a ground supposed: answered as the 第三十八条 resignation it
    will be once the ground arises (the note says nothing is owed yet)."""
    return _leaving_asked_over_pay_refused_ahead(text) or bool(_ground_38_supposed(text) and re.search(_LEAVING_ASKED, text))


_REASON_RULES: list[tuple[str, str | Callable[[str], bool]]] = [
    ("illegal", _called_unlawful),
    # '已经转正了，公司又说我不符合录用条件把我开了': that ground ends with the probation period (第三十九条第（一）项)
    (
        "illegal",
        r"(?:转正|试用期(?:已经?|早就?)?(?:过了|结束|满了|已满|过去))[^。]{0,30}(?:不符合|达不到|未达到|没达到)(?:公司|单位)?的?录用(?:条件|要求|标准)",
    ),
    # '说我不能胜任，没培训就直接开除了', '…也没有安排任何培训或调岗，就…开除了我': 第四十条第（二）项 allows it
    # only after training or a change of post
    (
        "illegal",
        rf"(?:不能胜任|不胜任|胜任不了|{_ASSESSMENT_FAILED})[^。]{{0,20}}(?:没|未|没有|也没|并未|不)(?:经过|进行|安排|给我?|让我)?(?:任何)?"
        r"(?:培训|调岗|调整(?:工作)?岗位)",
    ),
    # '公司无故把我辞退了', '突然说不用来了，没有任何理由'
    ("illegal", _WITHOUT_REASON),
    # '末位淘汰把我辞退了': ranking last is not 不能胜任 (最高人民法院指导案例18号), so no ground of 第三十九条 to 第四十一条
    ("illegal", _LAST_RANKED),
    # '公司要降薪我不同意就把我辞退了': a term changed only by agreement (第三十五条)
    ("illegal", _dismissed_for_refusing_pay_cut),
    # '我拒绝加班被公司开除了': overtime needs the worker's consent (劳动法 第四十一条)
    ("illegal", _dismissed_for_refusing_overtime),
    # '我到了退休年龄，公司终止了劳动合同': 第四十四条第（二）项, no compensation (said of the worker, not '我爸到了退休年龄')
    ("retirement_44", r"(?<![爸妈父母公婆爷奶])(?:到了?|达到了?|满了?|已到)(?:法定)?退休年龄|到龄退休"),
    # '项目组被撤销' closes a part of the business, not the employer (that is a 第四十条 change of circumstances)
    # ('公司注销了': deregistered, which follows its dissolution)
    ("employer_closed", r"破产|吊销营业执照|责令关闭|(?:公司|单位|企业|营业执照)[^，。；]{0,4}被(?:依法)?撤销|被撤销营业执照|提前解散|决定解散"
                        r"|(?:公司|单位|企业|厂)[^，。；]{0,3}(?<![没未不])(?:被)?注销"),
    # the employer closing down in everyday words ('公司说不干了，要关门', '老板说厂子不开了'): 提前解散 (第四十四条第（五）项)
    ("employer_closed", _business_closes),
    ("layoff_41", r"裁员|第\s*41\s*条|(?:一次|一下子|一批)(?:性)?裁了|裁了[^，。；]{0,6}(?:个|名)人"),
    # '拖欠了我两个月工资，我找到新工作就辞职了': the worker's own reason for leaving is told, so the arrears are owed
    # but the leaving is no 第三十八条 resignation
    (
        "employee_resigned",
        r"(?:找到了?新(?:的)?工作|另谋高就|跳槽|个人原因|家里有事|回老家|考研)[^，。；]{0,6}?(?:就|才|所以|便|而)?(?:辞职|离职|辞工)",
    ),
    # '公司拖欠我3个月工资，我被迫辞职', '半年没给我交社保，我就辞职了': a ground of 第三十八条 and the worker leaving
    ("employee_38", FORCED_RESIGNATION),
    # '老板说下个月不发工资了，我能不能辞职要补偿', '如果公司不发工资我能辞职吗': the resignation is read as made once the
    # pay is in fact withheld (the note says nothing is owed yet)
    ("employee_38", _leaving_asked_over_a_ground_to_come),
    ("employer_40_incapable", r"不能胜任|不胜任|胜任不了"),
    # '以考核不合格为由辞退': the employer's ground is that the worker cannot do the job (第四十条第（二）项); within the
    # probation it is 不符合录用条件 instead
    ("employer_40_incapable", _assessment_failed),
    # '公司整体搬到外地……协商变更不成', '岗位撤了，跟我谈换岗没谈拢': a major change of circumstances
    # and no agreement on changing the contract (第四十条第(三)项)
    (
        "employer_40",
        r"第四十条|第\s*40\s*条|医疗期满|客观情况发生重大变化|搬迁|迁址|整体搬"
        r"|(?:协商变更|换岗|调岗|转岗|变更岗位|调整岗位|变更合同)[^。；]{0,6}(不成|未果|未成|失败|未能达成|没有?达成|没有?谈成|没有?谈拢"
        r"|谈不拢|(?:没|未能?|没能|无法|不能)(?:有)?协商一致)",
    ),
    ("employer_40", _dismissed_after_move),
    # '合同到期，公司提出续签但工资要降1000，我不同意': a renewal on lower terms is no offer that keeps or
    # raises them, so the worker who turns it down is still owed compensation (第四十六条第（五）项)
    ("expiry_not_renewed", _lower_terms_renewal),
    # '愿意按原来的条件续签，还给我涨500……但我想换个行业，就没签': the renewal offered on the same or better
    # terms and the worker, not the employer, turning it down (第四十六条第（五）项 exception)
    (
        "expiry_employee_declined",
        rf"(?:{_RENEWAL_OFFERED})[^。]{{0,30}}?(?:{_RENEWAL_DECLINER})[^。]{{0,12}}?(?:{_RENEWAL_DECLINED})",
    ),
    # '到期前我说想续签，人事说公司不续了': the employer's refusal may stand in a later clause than the expiry
    (
        "expiry_not_renewed",
        r"(到期|期满)[^。]{0,12}(不再续|不续|未续|没有续)|(不再续|不续)(签|订)"
        # '公司不跟我续签', '单位没给我续', '到期后公司让我走人'
        r"|(?:公司|单位|企业|老板|厂里?)[^，。；]{0,4}(?:不再|不|没有?|未)(?:跟我|和我|与我|给我)?续"
        r"|(到期|期满)[^。]{0,8}(?:公司|单位|企业|老板|厂里?)[^，。；]{0,3}(?:让我|叫我|要我)(?:走人|走|离开)"
        r"|(到期|期满)[^。]{0,4}。?[^。]{0,20}(?:公司|单位|企业|老板|厂里?)[^，。；]{0,3}(?:不再续|不续|不想续|不打算续|不愿意?续)",
    ),
    (
        "employee_resigned",
        r"主动辞职|个人原因(辞职|离职|提出)|自愿离职|主动离职|自行离职|提出辞职|" + RESIGNED,
    ),
    ("employee_resigned", _quit_told),
    # '试用期第2个月被公司辞退了，说我不符合录用条件': 第三十九条第（一）项, a ground only within the probation period
    ("probation_unqualified_39", _probation_unqualified_told),
    ("employee_fault_39", _serious_fault_told),
]


# the employer as the one ending the contract: named before the dismissal in its clause ('还把我开除了',
# '老板让我走人', '被辞退'), not the worker ('我把工作辞了')
_EMPLOYER_ENDING = r"公司|单位|企业|老板|厂里?|领导|人事|HR|hr|被|把我|将我|让我|叫我"


def dismissed_by_employer(text: str) -> bool:
    """Whether the employer is the subject of a dismissal word ('公司把我辞退了'), not the worker ('我提出解除')."""
    for dismissal in re.finditer(_DISMISSED, text):
        before = text[clause_at(text, dismissal.start())[0] : dismissal.start()]
        # the subject named last: '单位拖欠工资我提出解除' is the worker's ending ('公司要跟我解除合同': 我 is the
        # object, the company the one ending)
        # (the employer told, not telling: '我书面通知公司…解除'; the worker spoken of, not speaking: '公司说我不合适让我走人')
        # '第二天就通知我不用来了': whoever tells the worker not to come is the employer; so is the one by whom the
        # worker was dismissed ('试用期考核不合格被辞退')
        # ('老板在微信上给我发了一句明天不用来上班了': the one who sent it)
        if re.search(r"(?:通知|告诉)我[^，。；]{0,4}$|(?:跟|对)我说[^，。；]{0,4}$|给我发[^，。；]{0,8}$|被$", before):
            return True
        # '体检没做就让我走': the one who sends the worker away, named nowhere in the clause, is the employer
        if re.fullmatch(SENT_AWAY, dismissal.group()) and not re.search(SUBJECT_WORDS, before):
            return True
        # ('公司给了我2万就让我走人': 我 after '了' is the object of the employer's doing)
        subjects = re.findall(rf"(?<!通知)(?<![向跟给和对])(?:{_EMPLOYER_ENDING})|(?<![把将让叫被跟和与同说了])(?:我|本人)(?!们)", before)
        if subjects and subjects[-1] not in ("我", "本人"):
            return True
    return False


# the employer asking the worker to resign ('公司让我主动辞职', '老板逼我写辞职信', '领导劝我离职'): its proposal to
# end the contract, not the worker's own resignation
_EMPLOYER_ASKS_RESIGNATION = (
    r"(?:公司|单位|企业|老板|领导|人事|HR|hr|厂里?|经理|主管)[^，。；]{0,4}?(?:让|叫|逼|要|劝|要求|逼迫|强迫|暗示|威胁)"
    # ('让我签了自愿离职书')
    r"(?:我|他|她)[^，。；]{0,3}?(?:签了?|写了?)?(?:主动|自愿)?(?:辞职|离职|自离|写辞职|交辞职)"
)

# the worker resigning of their own accord ('我向公司提出辞职', '我想辞职', '我辞职了')
_OWN_RESIGNATION = r"(?:我|本人)[^，。；让叫逼劝]{0,6}?(?:提出|想|要|打算|申请|主动)?(?:辞职|离职)"


# the worker turning down the employer's ask to resign ('我没签', '我不同意', '我没答应', '我拒绝了'), and then kept from
# the work without a word of dismissal ('公司就不让我上班了', '不给我排班了'): the employer's own ending all the same
_RESIGNATION_REFUSED = r"(?:我|本人)(?:坚决|死活|就是)?(?:没|没有|不|拒绝|不肯|不愿意?)(?:签|写|同意|答应|辞|走|交)?"
_KEPT_OUT = r"不让(?:我)?(?:再)?(?:来|去)?(?:上班|上岗|进(?:门|厂|公司))|不(?:给|让)我排班|停了我的(?:工作|岗位?)|不给我安排(?:任何)?工作"


def _refused_and_sent_away(text: str) -> bool:
    """The worker turned down the ask to resign and was then dismissed or kept from the work: no agreed ending."""
    asked = re.search(_EMPLOYER_ASKS_RESIGNATION, text)
    return (
        asked is not None and re.search(_RESIGNATION_REFUSED, text[asked.end() :]) is not None
        and bool(dismissed_by_employer(text) or re.search(_KEPT_OUT, text))
    )


def _asked_to_resign(text: str) -> bool:
    """Whether the employer asked the worker to resign, not after the worker's own resignation ('我向公司提出辞职，
    公司让我交辞职信')."""
    asked = re.search(_EMPLOYER_ASKS_RESIGNATION, text)
    return asked is not None and not re.search(_OWN_RESIGNATION, text[: asked.start()])


def termination_reason(text: str) -> str | None:
    """How the contract ended, as a key of labour.yaml's termination reasons, when the question tells."""
    # '协商没协商一致', '未能协商一致', '没有协商一致', '无法协商一致' tell a talk that failed, not an agreed ending
    if re.search(r"(?<![没未能不])(?<!没有)(?<!无法)协商一致|协商解除", text):
        if re.search(r"(劳动者|员工|职工|本人|[^公单企]{1,3}某)(主动)?提出(协商)?解除", text) and not re.search(r"(公司|单位|企业|用人单位)(主动)?提出", text):
            return "mutual_by_employee"
        return "mutual_by_employer"
    if _asked_to_resign(text):
        if not _refused_and_sent_away(text) and not dismissed_by_employer(text):
            # the employer asking the worker to resign proposes the ending: agreed to, it ends by the employer's proposal
            return "mutual_by_employer"
        # asked to resign and then dismissed ('逼我写辞职信，我没写，就把我开除了'): the resignation words are the
        # employer's, not the worker's leaving
        text = re.sub(_EMPLOYER_ASKS_RESIGNATION, "，", text)
    for reason, rule in _REASON_RULES:
        if rule(text) if callable(rule) else re.search(rule, text):
            return reason
    # '公司拖欠工资，还把我开除了': the employer's own breach is no ground for it to dismiss (第三十九、四十条),
    # so the dismissal is unlawful (第四十八、八十七条)
    if re.search(_GROUND_38, text) and dismissed_by_employer(text):
        return "illegal"
    return None


# work the termination rules of 劳动合同法 do not reach: part-time work, which either side may end at any time
# without compensation (第七十一条), and a retiree taken on again ('退休返聘', '已经领退休金'), a 劳务关系
# (劳动争议解释（一） 第三十二条); said of the worker, not denied ('不是小时工') nor of a relative ('我爸退休了')
_PART_TIME = r"非全日制|小时工|钟点工"
_OUTSIDE_CONTRACT_LAW = (
    ("part_time_71", _PART_TIME),
    (
        "retiree_service_relation",
        r"返聘|(?:已经?|早已|早就)(?:办理?了?)?退休(?!年龄)|退休(?:了)?(?:以)?后(?:又|再|还|被)?[^，。；]{0,8}?(?:聘|上班|工作|干活|打工)"
        r"|退休人员|退休职工|(?:领|拿|享受|领取)(?:着|了)?(?:退休金|养老金|养老保险待遇|退休工资)",
    ),
)
# part-time work once done ('以前做过小时工'), or a label the employer puts on it ('公司说我是小时工'): not the present status
_DONE_BEFORE = r"以前|之前|曾经|原来|过去|做过|干过|当过"
_NOT_PRESENT = rf"{_DONE_BEFORE}|{_EMPLOYER_SAYS}"
# 第六十八条: part-time work is paid by the hour and averages no more than four hours a day; a monthly wage or a
# longer day says the work is full-time whatever it is called
_PART_TIME_HOURS_AT_MOST = 4
_DAILY_HOURS = re.compile(rf"(?:每天|一天|每日|日均)[^，。；\d]{{0,4}}?(?P<hours>{NUMBER_TOKEN})\s*(?:个)?(?:多)?小时")


def _full_time_told(text: str) -> bool:
    """A monthly wage or a day longer than part-time work may last (第六十八条) told in the question."""
    # a salary ('月薪6000'), not what part-time hours came to in a month ('一个月工资2000', '月均收入3000')
    if re.search(r"月薪|底薪|(?<![个每])月工资", text):
        return True
    for found in _DAILY_HOURS.finditer(text):
        try:
            if to_number(found.group("hours")) > _PART_TIME_HOURS_AT_MOST:
                return True
        except ValueError:
            continue
    return False


def _said_of_the_worker(text: str, pattern: str, not_now: str | None = None) -> Iterator[re.Match[str]]:
    """Mentions of `pattern` said of the worker: not denied ('不是小时工') nor of a relative, and with `not_now`, not
    after such words earlier in its clause (a past job, the employer's label)."""
    for found in re.finditer(pattern, text):
        if re.search(_DENIED, text[max(0, found.start() - 6) : found.start()]) or said_of_kin(text, found.start()):
            continue
        if not_now and re.search(not_now, text[clause_at(text, found.start())[0] : found.start()]):
            continue
        yield found


def _outside_contract_law(text: str) -> str | None:
    for key, pattern in _OUTSIDE_CONTRACT_LAW:
        part_time = key == "part_time_71"
        if any(_said_of_the_worker(text, pattern, _NOT_PRESENT if part_time else None)) and not (
            part_time and _full_time_told(text)
        ):
            return key
    return None


def part_time_contradicted(text: str) -> bool:
    """Part-time work named as the worker's ('公司说我是小时工') with a monthly wage or a full day against it."""
    return any(_said_of_the_worker(text, _PART_TIME, _DONE_BEFORE)) and _full_time_told(text)


# 第十九条: a probation period is at most six months, so after longer service '不符合录用条件' is no ground
_PROBATION_MONTHS_AT_MOST = 6


def _probation_ground_checked(reason: str | None, text: str, service_months: int | None) -> str | None:
    """'不符合录用条件' (第三十九条第（一）项) holds only within the probation period: kept where the question names
    the probation period or the service is no longer than it can be; after longer service the dismissal is
    unlawful; with neither said, the reason is asked for."""
    if reason != "probation_unqualified_39" or re.search(r"试用期|试用", text):
        return reason
    if service_months is None:
        return None
    return reason if service_months <= _PROBATION_MONTHS_AT_MOST else "illegal"


# the occupational health check on leaving (职业病防治法 第三十五条) not done, in lay words too ('没给我做离岗前职业健康检查',
# '没做离职体检', '职业病体检没做')
_OCCUPATIONAL_CHECK = r"(?:前|时)?(?:的)?(?:职业)?(?:健康检查|健康体检|体检|检查)"
_LEAVING_CHECK_NOT_DONE = (
    rf"(?:未|没有?)(?:给我|为我|帮我|给)?(?:进行|做|安排)?(?:过)?(?:离岗|离职){_OCCUPATIONAL_CHECK}"
    rf"|(?:未|没有?)(?:给我|为我|帮我|给)?(?:进行|做|安排)(?:过)?(?:职业病|职业健康){_OCCUPATIONAL_CHECK}"
    rf"|(?:离岗|离职|职业病|职业健康){_OCCUPATIONAL_CHECK}[^，。；]{{0,2}}(?:未|没有?)(?:给我|给)?(?:进行|做|安排|检查)"
)
_PREGNANCY_TOLD = (
    r"(?:怀孕|怀(?:了)?(?:二胎|孩子|宝宝))(?![^，。；]{0,4}(?:结束|过了|满了|已满))"
    r"|(?:孕期|产假|产期|哺乳期|坐月子)(?![^，。；]{0,4}(?:结束|过了|满了|已满|以后|之后|休完))"
)
# back at work after giving birth ('我生完孩子回来', '休完产假回来', '产假结束后'): 产假 ends months before the child is
# one, so the worker is taken to be within 哺乳期 (nursing a child under one, 劳动法 第六十三条) unless the child's age told
# says otherwise ('孩子已经两岁了')
_BACK_FROM_BIRTH = (
    r"生(?:完|了|下)(?:了)?(?:孩子|宝宝|小孩|娃|二胎|老二)|生(?:孩子|宝宝|小孩|娃)(?:回来|以后|之后|后)"
    r"|休完(?:了)?产假|产假(?:已经?|刚|都)?(?:结束|休完|过了|满了|到期)"
)
_CHILD_ONE_OR_OLDER = r"(?:孩子|宝宝|小孩|娃)(?:已经|都|现在)?(?:满了?)?(?:[一二两三四五六七八九十]|[1-9])(?:周)?岁"
# 第四十二条: the states in which the employer may not end the contract under 第四十条 or 第四十一条, item by item
# ('还在医疗期内休病假', '我怀孕5个月', '工伤鉴定九级', '疑似职业病还在观察'); the state is the worker's own
# ('我老婆怀孕了', '我妈住院期间' are not), and one said to be over ('哺乳期已经结束') is none
_STATE_42 = (
    (
        "prohibited_42_occupational_check",
        rf"疑似职业病|职业病[^，。；]{{0,6}}(?:诊断|医学观察)(?:期间|期|中)|{_LEAVING_CHECK_NOT_DONE}",
    ),
    (
        "prohibited_42_work_injury",
        # '工伤九级', '因工受伤评了九级伤残': a grade of a work injury
        r"(?:工伤|职业病|因工(?:负伤|受伤|致残))[^。]{0,12}?(?<![\d一二三四五六七八九十])(?:[一二三四五六七八九十]|10|[1-9])级"
        # told in lay words ('我干活受伤了，鉴定为九级伤残', '上班时被机器压伤，评了七级伤残')
        r"|(?:干活|上班|工作|加班)[^，。；]{0,10}?伤[^。]{0,12}?(?<![\d一二三四五六七八九十])(?:[一二三四五六七八九十]|10|[1-9])级伤残"
        r"|(?:部分)?丧失(?:了)?劳动能力|患(?:了|上)?职业病",
    ),
    (
        "prohibited_42_medical_period",
        r"医疗期(?:内|间|中|里|还没(?:有)?(?:满|结束|到期?)|未满|没满|未结束|没结束|尚未届满)|(?:正在|还在|正|仍在)(?:休|请)(?:着)?病假|病假期间|住院(?:治疗)?期间"
        # '我在医疗期被公司辞退了'
        r"|(?:在|还在|正在|处于)医疗期(?![满届过结])"
        # a sick leave told in plain words, the worker still at home ill ('请病假在家养病'), not one told as over
        # later on ('病好了以后', '病假结束后')
        r"|(?:请|休)(?:了)?病假(?:在家|回家)?(?:养病|休养|养身体|治病|看病)(?![^。]*?(?:病好|痊愈|病假(?:已经?)?(?:结束|休完|满)))",
    ),
    (
        "prohibited_42_pregnancy",
        # ('怀孕以后' is from the pregnancy on; '哺乳期以后' after the period)
        rf"{_PREGNANCY_TOLD}|(?:{_BACK_FROM_BIRTH})(?![\s\S]*?{_CHILD_ONE_OR_OLDER})",
    ),
)
# a state said to be over by the time of the ending ('医疗期满后不能从事原工作', '哺乳期已经结束'): the
# earlier mention ('医疗期内公司已支付病假工资') tells of the past; the end of 产假 is no end of 哺乳期
_STATE_42_OVER = {
    "prohibited_42_medical_period": r"医疗期(?:已经?|早已)?(?:满|届满|结束|过了|到期)",
    "prohibited_42_pregnancy": r"哺乳期(?:已经?|早已|早就)?(?:结束|过了|满了)",
}
# the grounds 第四十二条 takes away: 第四十条 (not 第四十条 already failing) and 第四十一条
_GROUNDS_42_FORBIDS = ("employer_40", "employer_40_incapable", "layoff_41")
# '距退休不到5年', '还有3年就退休', '离法定退休年龄只有4年': the years left before retirement
_TO_RETIREMENT = re.compile(
    rf"(?:距|离)(?:法定)?退休(?:年龄)?(?:还有|只有|仅有|仅|只剩|还剩)?(?P<bound>不到|不足)?(?P<left>{NUMBER_TOKEN})年"
    rf"|(?:还有|只有|只剩|还剩|再过)(?P<bound2>不到|不足)?(?P<left2>{NUMBER_TOKEN})年(?:多)?(?:就|就要|就该|就能|便)?(?:到)?(?:法定)?退休"
    rf"|(?P<bound3>不到|不足)(?P<left3>{NUMBER_TOKEN})年(?:就|就要|便)?(?:到)?(?:法定)?退休"
)
_LONG_SERVICE_MONTHS = 15 * 12
_YEARS_BEFORE_RETIREMENT = 5
# 第四十条第（一）项: after an illness or injury not at work, the employer must offer another post before ending
_ILL = r"生病|患病|病假|医疗期|非因工负伤|因病|病好|病休|身体原因|手术"
_NO_OTHER_POST = (
    r"(?:没|未|不|没有|也没|并未)(?:有)?(?:给|帮|为|替)?(?:我)?(?:另行|重新)?(?:安排|调整|调换|换)(?:其他|别的|新的|合适的|适合的|另外的|一个)?(?:工作|岗位|岗)"
    r"|(?:没|未|没有|也没|并未|不)(?:给|帮|为)?(?:我)?(?:调岗|换岗|转岗)"
)


def _near_retirement(text: str) -> bool:
    for match in _TO_RETIREMENT.finditer(text):
        if said_of_kin(text, match.start()):  # '我爸还有3年就退休了': the father's years, not the worker's
            continue
        bound = match.group("bound") or match.group("bound2") or match.group("bound3")
        left = match.group("left") or match.group("left2") or match.group("left3")
        try:
            years = to_number(left)
        except ValueError:
            continue
        if years < _YEARS_BEFORE_RETIREMENT or (bound and years <= _YEARS_BEFORE_RETIREMENT):
            return True
    return False


def _relative_dismissed(text: str) -> str | None:
    """The relative the dismissal is told of, when the asker asks for one ('我老婆怀孕了被公司辞退' -> '老婆')."""
    dismissal = re.search(_DISMISSED, text)
    person = subject_before(text, dismissal.start()) if dismissal else None
    if dismissal and person is None and re.search(r"[他她]", text[clause_at(text, dismissal.start())[0] : dismissal.start()]):
        # '我老婆休产假，公司把她辞退了': the pronoun stands for the relative named last before its clause (not the
        # child born: '我老婆生完孩子回来')
        named = re.findall(KIN_NOUNS, re.sub(_BACK_FROM_BIRTH, "", text[: clause_at(text, dismissal.start())[0]]))
        person = named[-1] if named else None
    return person if person is not None and person not in ("我", "俺", "本人", "自己") else None


_ASKER_WORDS = ("我", "俺", "本人", "自己")
# a relative told by one character ('我爸'), named in full in a note
_KIN_IN_FULL = {"爸": "爸爸", "妈": "妈妈", "哥": "哥哥", "姐": "姐姐", "弟": "弟弟", "妹": "妹妹"}
# a work injury told by its name or by the harm ('工伤评了九级', '因工受伤', '在工地摔伤了')
_WORK_HARM = r"工伤|工亡|因工|职业病|[摔砸压轧碾绞夹割切烫烧炸撞划]伤|受伤|负伤"
# a person the words are told of: not the one who did it ('被同事砸伤了'), nor one whose place is named ('在我爸的厂里')
_PERSON_TOLD_OF = rf"(?<![被让叫给其])(?:{SUBJECT_WORDS}|[他她])(?!的?(?:公司|工厂|厂|店|工地|单位|家|那|这))"
# one the asker went along with ('跟着我哥在工地干活', '陪我妈去'): not the one the harm is told of
_COMPANION = rf"(?:跟着?|和|与|带着|陪着?)(?:我|俺)?的?(?:{KIN_NOUNS}|[他她])"


def _person_told_of(text: str, position: int) -> str | None:
    """The person the words at `position` are told of, not a companion (_COMPANION): the one named last before them in
    their clause, or where the clause names none ('我老公工伤九级，被公司辞退了') the one named last before it in the
    sentence; a pronoun ('公司把她辞退了') stands for the relative named last before it."""
    clause_start = clause_at(text, position)[0]
    # (companions blanked out, each character kept in place)
    people = re.sub(_COMPANION, lambda companion: "_" * len(companion.group()), text)
    named = list(re.finditer(_PERSON_TOLD_OF, people[clause_start:position]))
    if named:
        person, at = named[-1].group(), clause_start + named[-1].start()
    else:
        sentence_begins = sentence_start(text, position)
        earlier = list(re.finditer(_PERSON_TOLD_OF, people[sentence_begins:clause_start]))
        if not earlier:
            return None
        person, at = earlier[-1].group(), sentence_begins + earlier[-1].start()
    if person in ("他", "她"):
        relatives = re.findall(KIN_NOUNS, text[:at])
        return relatives[-1] if relatives else None
    return person


def injured_relative(text: str) -> str | None:
    """The relative (or other person) whose work injury the question tells ('我老公工伤评了九级' -> '老公', '我爸在
    工地摔伤了' -> '爸'): the benefits are theirs, not the asker's. None where the injury is the asker's or no one's told."""
    harm = re.search(_WORK_HARM, text)
    person = _person_told_of(text, harm.start()) if harm else None
    return _KIN_IN_FULL.get(person, person) if person is not None and person not in _ASKER_WORDS else None


def relatives_injury_beside_askers_dismissal(text: str) -> str | None:
    """The relative whose work injury is told beside the asker's own dismissal ('我老公工伤评了九级，公司把我辞退了' ->
    '老公'): the dismissal is the asker's matter, on the asker's facts; the injury and its 第四十二条 protection are the
    relative's."""
    relative = injured_relative(text)
    dismissal = re.search(_DISMISSED, text)
    # (a harm told with nothing of work, '我老公被车撞伤了', is no work injury)
    work_injury = re.search(rf"{_WORK_INJURY_TOLD}|工亡|职业病|工地|车间|厂里", text)
    if relative is None or dismissal is None or not work_injury or not dismissed_by_employer(text):
        return None
    return relative if _person_told_of(text, dismissal.start()) in _ASKER_WORDS else None


def protected_state_42(text: str, service_months: int | None) -> str | None:
    """The 第四十二条 item the worker's state falls under, as a key of labour.yaml's termination reasons: the asker's, or
    that of the relative whose dismissal is asked about."""
    worker = _relative_dismissed(text)
    for key, pattern in _STATE_42:
        if key in _STATE_42_OVER and re.search(_STATE_42_OVER[key], text):
            continue
        if any(
            not said_of_kin(text, found.start()) or (worker is not None and subject_before(text, found.start()) == worker)
            for found in re.finditer(pattern, text)
        ):
            return key
    if service_months is not None and service_months >= _LONG_SERVICE_MONTHS and _near_retirement(text):
        return "prohibited_42_long_service"
    return None


# the ground the employer gave, told as such ('以我工伤评了九级为由', '以此为由', '因为我怀孕了就把我辞退了', '公司说我
#干不了活了就把我辞退了')
_GROUND_GIVEN = re.compile(
    rf"以(?P<named>[^。；]{{1,20}}?)为(?:理)?由|因为(?P<because>[^。；]{{1,20}}?)(?:就|便)?(?:把我|将我)?(?:{_DISMISSED})"
    rf"|说(?P<said>我[^。；，]{{1,12}}?)[，,]?(?:就|便)?(?:把我|将我)?(?:{_DISMISSED})"
    # the state learnt and the dismissal straight after ('公司知道我怀孕了就把我辞退了', '发现我工伤九级后就把我开了')
    rf"|(?:知道|发现|得知|听说)(?:了)?(?P<learnt>我[^。；，]{{1,12}}?)[，,]?(?:以后|之后|后)?(?:就|便|马上|立马|立刻)(?:把我|将我)?(?:{_DISMISSED})"
)
# a ground that points back at what was told before it ('以此为由', '以这个为由')
_GROUND_TOLD_BEFORE = r"此|这|这个|这件事|这事"
# the worker's lost capacity given as the ground ('干不了活了', '不能干重活', '干不动了', '丧失劳动能力'): after a work
# injury or in an illness it is the state itself that is meant
_UNABLE_TO_WORK = (
    r"干不了|干不动|做不了|做不动|不能(?:再)?(?:干|做|上班|工作)|没法(?:再)?(?:干|做|上班|工作)|无法(?:再)?(?:干|做|上班|工作)"
    r"|(?:丧失|没有)(?:了)?劳动能力|残(?:疾|废)|成了废人"
)
_STATES_OF_INCAPACITY = ("prohibited_42_work_injury", "prohibited_42_medical_period")
# the states in which a dismissal on no told ground is read as unlawful: 第四十二条 leaves the employer no 第四十条/
# 第四十一条 ground, and a dismissal ('辞退') is no agreement, so only a 第三十九条 fault, untold, could make it lawful
# (each state's words are its labour.yaml `state`, for the note)
_STATES_NO_GROUND_LEFT = (
    "prohibited_42_occupational_check", "prohibited_42_work_injury", "prohibited_42_medical_period",
    "prohibited_42_pregnancy", "prohibited_42_long_service",
)


def no_ground_left_note(state: str, reference: Reference, counted: str) -> str:
    """A worker in a 第四十二条 state (_STATES_NO_GROUND_LEFT) dismissed on no told ground: only a 第三十九条 fault could
    make it lawful, so it is read as unlawful; `counted` says what of the answer that reading gives."""
    reason = reference.labour["termination_reasons"][state]
    item = re.search(r"第四十二条第（[一二三四五]）项", reason["source"]).group(0)
    return (
        f"题目说劳动者{reason['state']}（劳动合同法{item}），被单位辞退，没有说理由。这时单位不得依第四十条、第四十一条解除，辞退也不是"
        "协商一致解除，能合法单方解除的只剩第三十九条的过错（严重违反规章制度、严重失职等，举证责任在单位）：单位证明有这样的过错的，"
        "解除合法，不支付经济补偿；证明不了的属违法解除，劳动者可以要求继续履行劳动合同，或者要求按经济补偿标准的二倍支付赔偿金"
        f"（第四十八条、第八十七条），{counted}。"
    )


def _incapacity_given_as_ground(text: str) -> bool:
    return any(re.search(_UNABLE_TO_WORK, ground) for ground in _grounds_given(text))


def _grounds_given(text: str) -> Iterator[str]:
    for found in _GROUND_GIVEN.finditer(text):
        ground = (found.group("named") or found.group("because") or found.group("said") or found.group("learnt")).strip()
        yield text[: found.start()] if re.fullmatch(_GROUND_TOLD_BEFORE, ground) else ground


def _state_given_as_ground(state: str, text: str) -> bool:
    """Whether the employer dismissed the worker on the 第四十二条 state itself ('公司以我工伤评了九级为由把我辞退了',
    '我工伤九级，公司以此为由辞退了我', '我工伤九级，公司说我干不了活了就把我辞退了'): a ground no article allows, so
    unlawful (第八十七条) whatever the state's item."""
    state_words = dict(_STATE_42)[state]
    return any(
        re.search(state_words, ground) or (state in _STATES_OF_INCAPACITY and re.search(_UNABLE_TO_WORK, ground))
        for ground in _grounds_given(text)
    )


def _ill_dismissed_as_unable(text: str) -> bool:
    """An illness told and the worker dismissed as unable to work ('我生病住院了，公司说我干不了活了就把我辞退了'), the
    medical period not said to be over: read as dismissed within it (第四十二条第（三）项)."""
    over = _STATE_42_OVER["prohibited_42_medical_period"]
    return bool(re.search(rf"{_ILL}|住院", text)) and not re.search(over, text) and _incapacity_given_as_ground(text)


# the worker still in the time off for treating a work injury ('还在停工留薪期', '停工留薪期内', '停工留薪期还没满'; not
# '停工留薪期满了', '停工留薪期结束后')
_IN_SUSPENSION = (
    r"(?:在|还在|正在|处于|仍在)停工留薪期?(?![满届过结到])"
    r"|停工留薪期?(?:内|间|中|里|还没(?:有)?(?:满|结束|到期?)|未满|没满|未结束|没结束|尚未届满)"
)
# the same told in lay words of a work injury still treated ('工伤还在养伤', '干活把手压伤了，伤还没好')
_STILL_TREATED = r"(?:还在|正在|仍在)(?:养伤|治疗|住院|休养|康复)|伤(?:还)?(?:没|未)(?:有)?(?:好|养好|痊愈|恢复)"
_WORK_INJURY_TOLD = r"工伤|因工|(?:干活|上班|工作|加班)[^，。；]{0,10}?伤"


def _in_suspension(text: str) -> bool:
    return bool(re.search(_IN_SUSPENSION, text) or (re.search(_STILL_TREATED, text) and re.search(_WORK_INJURY_TOLD, text)))


def dismissed_in_suspension(text: str) -> bool:
    """A work-injured worker dismissed while still in 停工留薪期 ('还在养伤' told of a work injury too), before any grade
    is told, on no 第三十九条 ground: the treatment is not over, so no 第四十条 ground can hold yet, and the dismissal is
    unlawful (第四十八条、第八十七条)."""
    return (
        _in_suspension(text)
        and dismissed_by_employer(text)
        and protected_state_42(text, None) is None
        and not _ground_39_told(text)
    )


# 停工留薪期 told as over ('停工留薪期满了', '停工留薪期结束后', '过了停工留薪期')
_SUSPENSION_OVER = r"停工留薪期?(?:已经?|都)?(?:满|届满|结束|到期|过了|完了)|过了停工留薪期"


def dismissed_after_suspension(text: str) -> bool:
    """A work-injured worker dismissed once 停工留薪期 is over, with no grade told and on no 第三十九条 ground: the grade
    decides whether 第四十二条第（二）项 bars 第四十、四十一条, so the dismissal is what can be counted (the notes say what
    the grade changes)."""
    return (
        bool(re.search(_SUSPENSION_OVER, text)) and not _in_suspension(text)
        and dismissed_by_employer(text)
        and protected_state_42(text, None) is None
        and not _ground_39_told(text)
    )


def _unlawful_without_ground(reason: str | None, text: str) -> bool:
    """The ending called unlawful or told as on no reason ('公司违法解除', '无故辞退'), no 第三十九条 ground beside it."""
    return reason == "illegal" and bool(re.search(f"{_CALLED_UNLAWFUL}|{_WITHOUT_REASON}", text)) and not _ground_39_told(text)


def dismissed_on_no_ground_told(text: str) -> bool:
    """A dismissal whose ground is untold ('公司把我辞退了') or told as none ('无故辞退'): no 第三十九条 ground, no breach
    of rules ('说我旷工'), nor the business's troubles told."""
    reason = termination_reason(text)
    return (
        dismissed_by_employer(text)
        and not re.search(BUSINESS_TROUBLE, text)
        and not _ground_39_told(text)
        and _breach_told(text) is None
        and (reason is None or _unlawful_without_ground(reason, text))
    )


def _forbidden_ground_checked(reason: str | None, text: str, service_months: int | None) -> str | None:
    """A 第四十、四十一条 ending in a 第四十二条 state, a dismissal on that state itself, a dismissal in 停工留薪期, a
    contract ended at its expiry in a 第四十二条 state other than a work injury (第四十五条), or 第四十条第（一）项 without
    another post offered, is unlawful."""
    if reason in (None, *_GROUNDS_42_FORBIDS) and dismissed_in_suspension(text):
        return "illegal"
    if reason == "expiry_not_renewed" and protected_state_42(text, service_months) not in (
        None, "prohibited_42_work_injury",
    ):
        # ('合同到期时我正在休产假，公司不续签'): the contract runs on until the state ends (第四十五条), so ending it at
        # expiry is unlawful; a work injury's ending follows the work-injury rules instead (第四十五条 但书)
        return "expiry_in_protected_state"
    if reason is None and dismissed_by_employer(text):
        state = protected_state_42(text, service_months)
        if state is not None and state in dict(_STATE_42) and _state_given_as_ground(state, text):
            return state
        if state is None and _ill_dismissed_as_unable(text):
            return "prohibited_42_medical_period"
        if state in _STATES_NO_GROUND_LEFT and dismissed_on_no_ground_told(text):
            return state
    if reason is None and re.search(BUSINESS_TROUBLE, text) and dismissed_by_employer(text):
        # a 第四十二条 worker dismissed for the business's troubles: a ground 第四十二条 forbids for them (a worker
        # outside 第四十二条 keeps the reading of no stated ground, whose compensation is N either way)
        state = protected_state_42(text, service_months)
        if state is not None:
            return state
    # '公司违法辞退我' or '无故辞退' of a 第四十二条 worker: their state is what makes the ending unlawful, and the
    # reading that says so (the work injury's benefits then come beside the damages, as without the word 违法). A
    # 第三十九条 ground told ('以严重违反规章制度为由开除') is one 第四十二条 does not forbid: no protected reading then
    if reason in _GROUNDS_42_FORBIDS or _unlawful_without_ground(reason, text):
        state = protected_state_42(text, service_months)
        if state is not None:
            return state
    if reason in (None, "employer_40") and re.search(_ILL, text) and re.search(_NO_OTHER_POST, text) and (
        # the employer ending the contract, named or not ('直接解除了合同'), the worker not leaving of their own
        reason == "employer_40" or dismissed_by_employer(text) or (re.search(_DISMISSED, text) and not re.search(_LEAVING_38, text))
    ):
        return "employer_40_no_other_post"
    return reason


# the steps a dismissal for the business's sake needs: 第四十条第（三）项 a talk on changing the contract that failed
# ('没跟我协商就辞退'; '协商没一致' is the talk failing, the lawful path), 第四十一条 the union or all staff told and the
# labour authority informed ('没有向工会说明', '也没报告劳动部门')
# ('未经协商', '没跟我商量过就'; '没商量过几次' tells talks that were held)
_NO_CONSULTATION = (
    r"(?:没|未|没有|并未|也没|从未|从没|不经)(?:有)?(?:经过?)?(?:跟我|和我|与我|同我|找我)?(?:进行)?(?:任何)?(?:协商|商量|商谈)"
    r"(?!一致|成|好|妥|过(?:了|几|好几|多|很多))"
)
_LAYOFF_STEPS_MISSING = (
    r"(?:没|未|没有|并未|也没)(?:有)?[^，。；]{0,10}(?:工会|全体职工)[^，。；]{0,6}说明"
    r"|(?:没|未|没有|并未|也没)(?:有)?[^，。；]{0,8}劳动(?:行政)?部门[^，。；]{0,4}报告"
)
_CHANGED_CIRCUMSTANCES = r"客观情况(?:发生)?重大变化"
# a talk on changing the contract told ('协商调岗我没同意'); one told as never held reads as unlawful before this
_CONSULTATION_TOLD = r"协商|商量|商谈"


def _business_ground_checked(reason: str | None, text: str) -> str | None:
    """An employer ending the contract for the business's troubles ends it on 第四十条第（三）项 (owing N, and a month's
    wage without 30 days' notice), or on 第四十一条 for a layoff; either ground told to lack its required steps is an
    unlawful ending (第四十八条、第八十七条: 2N). A 第四十二条 worker's state is read before this, and wins."""
    if reason == "layoff_41" and re.search(_LAYOFF_STEPS_MISSING, text):
        return "illegal"
    trouble = re.search(BUSINESS_TROUBLE, text) or re.search(_CHANGED_CIRCUMSTANCES, text)
    if trouble and (reason == "employer_40" or (reason is None and dismissed_by_employer(text))):
        return "illegal" if re.search(_NO_CONSULTATION, text) else "employer_40"
    return reason


# '在公司干了整整4年', '做了5年零8个月', '工作了三年又两个月', '工龄10年半': a verb of working, filler words, a span
# ('进厂五年了', '来公司三年', '来了八个月': the time since joining; '上了4年班'; '在奶茶店打工两年', '打了三年工')
_SERVICE_VERB = (
    r"工作|干|做|上班|打工|任职|服务|工龄|工作年限|工作时间|入职|在职|待|呆"
    r"|(?:进|来)(?:了)?(?:这家|这个|该)?(?:公司|厂|单位)|来了|(?:上|打)(?=了[^，。；]{1,5}(?:班|工))"
)
_SERVICE_FILLER = r"(?:了|为|是|满|近|约|共|有|已|已经|整整|足足|总共|一共|才|快|将近|差不多|大概|刚好|正好|整)"
# '快两年', '将近八个月': a span short of the length said; '差不多三年', '大概两年': a span about it (read as said)
_SHORT_OF = r"快|将近|近|接近"
_ABOUT = r"差不多|大概|大约|约"
# '到现在一年十个月', '到被开除差不多两年八个月', '到走的时候正好三年': the span up to now or up to leaving
_SPAN_UNTIL = r"(?:到|至|截至|截止到?)(?:现在|目前|今天|如今|为止|离职|解除|辞退|被[^，。；\d]{1,4}|[^，。；\d]{0,6}(?:时候|时|为止|那天))"
_SPAN_LEAD = rf"(?:{_SERVICE_VERB}|{_SPAN_UNTIL})"


# '工作年限按入职到解除算是两年零五个月左右': the length named after its label, with words in between
_SERVICE_LABELLED = re.compile(
    rf"(?:工作年限|工龄)[^，。；\d]{{0,10}}?(?:算是|算|是|为|有)\s*(?P<years>{NUMBER_TOKEN})年(?:零|又)?(?:(?P<months>{NUMBER_TOKEN})个月)?"
)


def _stated_service(text: str) -> int | None:
    """A length of service the question states under its label, in whole months ('两年零五个月左右')."""
    match = _SERVICE_LABELLED.search(text)
    if not match or text[match.end() : match.end() + 1] == "多":
        return None
    try:
        years = to_number(match.group("years"))
        months = to_number(match.group("months")) if match.group("months") else 0
    except ValueError:
        return None
    return round(years * 12 + months)


def _contract_start(dates: list[DateMention], text: str) -> DateMention | None:
    """'劳动合同是2023年7月1号签的，三年期': the day the contract was signed, when no other start is named."""
    for mention in dates:
        leading = text[clause_at(text, mention.start)[0] : mention.start]
        after = text[mention.end : clause_at(text, mention.start)[1]]
        if re.search(r"合同(?:是|于|在)?\s*$", leading) and re.match(r"\s*(?:签|订立|签订|签署)", after):
            return mention
        if re.match(r"\s*(?:签订?|签署|订立)(?:的|了)?(?:书面)?(?:劳动)?合同", after):
            return mention
    return None


_SPAN_IN_YEARS = re.compile(
    rf"{_SPAN_LEAD}{_SERVICE_FILLER}{{0,3}}(?P<years>{NUMBER_TOKEN})年(?:(?P<half>半)|(?:零|又)?(?:(?P<months>{NUMBER_TOKEN})个半?月)?)"
)


def _spans_in_years(text: str) -> list[re.Match[str]]:
    # '上班是2023年9月30日' names a date, not a span: a year followed by a month number is skipped
    return [found for found in _SPAN_IN_YEARS.finditer(text) if not re.match(r"\s*\d{1,2}\s*月", text[found.end() :])]


def _service_months(text: str) -> int | None:
    match = next(iter(_spans_in_years(text)), None)
    # '3年多' does not say how many months: the rounding of 第四十七条 (half a month or a whole one) turns on them
    if match and text[match.end() : match.end() + 1] == "多":
        return None
    try:
        return _span_in_months(match, text)
    except ValueError:  # '干了三四年': a range, not a length: asked for
        return None


# ('我在公司快一年了', '差不多三年了': the firm and a loose word may lead)
_YEARS_SO_FAR = re.compile(
    r"(?:^|(?<=[，,。；！]))\s*(?:我)?(?:在(?:这家|这个|该|现在的?)?(?:公司|单位|厂|店)(?:里)?)?(?:已经|都|已)?(?:有)?"
    rf"(?:{_SHORT_OF}|{_ABOUT})?(?P<years>{NUMBER_TOKEN})年(?:零|又)?(?:(?P<months>{NUMBER_TOKEN})个月)?了\s*(?=[，,。；！？]|$)"
)


# the loose words and the span they qualify ('快一年', '将近八个月', '差不多三年', '三年左右'), for the note that names
# the reading
_SERVICE_SAID_LOOSELY = re.compile(
    rf"(?:(?P<loose>{_SHORT_OF}|{_ABOUT})(?:满|到)?)?(?P<said>{NUMBER_TOKEN}年半?(?:(?:零|又)?{NUMBER_TOKEN}个月)?|{NUMBER_TOKEN}个半?月|半年)"
    r"(?P<about_after>左右|上下)?"
)
_FIRM_LEAD = r"\s*(?:我)?(?:在(?:这家|这个|该|现在的?)?(?:公司|单位|厂|店)(?:里)?)?(?:已经|都|已)?(?:有)?"


def _service_said_loosely(text: str) -> re.Match[str] | None:
    """The length of service said loosely, after words of working or opening its clause ('干了快两年', '差不多三年了')."""
    for found in _SERVICE_SAID_LOOSELY.finditer(text):
        if not (found.group("loose") or found.group("about_after")):
            continue
        before = text[clause_at(text, found.start())[0] : found.start()]
        # opening its clause, the span is the whole clause ('快一年了'), as _YEARS_SO_FAR reads it
        ends_clause = re.match(r"了?\s*(?:[，,。；！？]|$)", text[found.end() :])
        if re.search(rf"(?:{_SPAN_LEAD}){_SERVICE_FILLER}*$", before) or (re.fullmatch(_FIRM_LEAD, before) and ends_clause):
            return found
    return None


def _less_if_short_of(months: int, found: re.Match[str], number_group: str) -> int:
    """A span said short of its length ('快两年', '将近八个月') is read a month less: under a whole year or six months,
    whatever the shortfall, so the 第四十七条 rounding of what is left comes out as it would ('快两年': 2 months' pay;
    '快半年': under six months, half a month)."""
    said_before = found.string[found.start() : found.start(number_group)]
    return months - 1 if months >= 1 and re.search(_SHORT_OF, said_before) else months


def _span_in_months(match: re.Match[str] | None, text: str) -> int | None:
    if match:
        years = to_number(match.group("years"))
        months = to_number(match.group("months")) if match.group("months") else 0
        return _less_if_short_of(round(years * 12 + months) + (6 if match.group("half") else 0), match, "years")
    # '6月1号去的……干到9月30号，正好四个月': the span stated on its own, as a clause of its own
    match = re.search(
        rf"(?:^|[，。；！])\s*(?:正好|刚好|整整|足足|一共|总共|前后|满打满算|算下来)(?:是|有|干了|做了)?"
        rf"(?:(?P<years>{NUMBER_TOKEN})年(?:零|又)?)?(?:(?P<months>{NUMBER_TOKEN})个月)?\s*整?\s*(?=[，。；！]|$)",
        text,
    )
    if match and (match.group("years") or match.group("months")):
        years = to_number(match.group("years")) if match.group("years") else 0
        months = to_number(match.group("months")) if match.group("months") else 0
        return round(years * 12 + months)
    # '每周上6天班，一年了', '已经两年零三个月了': years told in a clause of their own, up to now; not the time pay has been
    # withheld, told in the clause before ('拖欠我工资，一年了': _UNPAID_MONTHS reads it)
    for match in _YEARS_SO_FAR.finditer(text):
        told_before = re.split(r"[，,。；！]", text[: match.start()].rstrip("，,。；！ "))[-1]
        if not re.search(rf"{_GROUND_38}|{WAGES_OWED}", told_before):
            months = to_number(match.group("months")) if match.group("months") else 0
            return _less_if_short_of(round(to_number(match.group("years")) * 12 + months), match, "years")
    under_a_month = False
    for match in _SPAN_IN_MONTHS.finditer(text):
        months = _whole_months(match)
        if months is not None:
            return _less_if_short_of(months, match, "span")
        under_a_month = under_a_month or _under_a_month(match)
    # '试用期第二个月被辞退': within its second month, one whole month of service (days beyond it round alike under
    # 第四十七条, a probation being at most six months, 第十九条); within the first, no whole month (0)
    match = _probation_month_of_ending(text)
    if match:
        month = to_number(match.group("nth"))
        return int(month) - 1 if month == int(month) and 1 <= month <= _PROBATION_MONTHS_AT_MOST else None
    # '干了二十天就被辞退了', '入职两周', '做了半个月': no whole month, which 第四十七条 pays as half a month all the same;
    # only when no span in months is told ('入职一周…一共干了五个月' is five)
    return 0 if under_a_month else None


# '来公司八个月', '入职半年', '干了两个多月': a span in months after words of working (years are _SPAN_IN_YEARS's)
_SPAN_IN_MONTHS = re.compile(rf"{_SPAN_LEAD}{_SERVICE_FILLER}{{0,3}}{SPAN_TOLD}")
_PROBATION_MONTH = re.compile(rf"试用期?(?:的|内|期间)?(?:第|刚到第)(?P<nth>{NUMBER_TOKEN})个月")


def _probation_month_of_ending(text: str) -> re.Match[str] | None:
    """The month of the probation period in which the job ended, told in its clause ('试用期第二个月被公司辞退了') or in the
    next when the month stands alone ('试用期第二个月，公司把我辞退了'); not one in which something else happened
    ('试用期第二个月才签的合同')."""
    for match in _PROBATION_MONTH.finditer(text):
        clause_end = clause_at(text, match.start())[1]
        rest = text[match.end() : clause_end]
        if not rest.strip(" 时的就"):
            rest = text[clause_end : clause_at(text, min(clause_end + 1, len(text) - 1))[1]]
        if re.search(rf"{_DISMISSED}|离职|辞职|不干了", rest):
            return match
    return None


def _whole_months(match: re.Match[str]) -> int | None:
    """The whole months of a span of service in months: '两个多月' and '8个半月' count their whole months, since the
    extra days never cross a 第四十七条 boundary (6 or 12 months); '半年' is six. Days, weeks, half a month and a span
    said loosely ('半年多', '十来个月') give no whole month: asked for."""
    unit = match.group("span_unit")
    if match.group("span_more") or (unit is not None and unit not in ("个月", "个半月", "个多月")):
        return None
    if match.group("span_half") == "半年" and match.string[match.end() : match.end() + 1] == "多":
        return None
    span = span_told(match)
    try:
        count = span.count if span.count is not None else to_number(match.group("span_count") or "")
    except ValueError:
        return None
    return int(count) if count >= 1 else None


def _under_a_month(match: re.Match[str]) -> bool:
    """Whether a span of service is told exactly and is shorter than a month ('二十天', '两周', '半个月'; not
    '二十多天', which may be a month)."""
    span = span_told(match)
    return span.count is not None and span.count < (DAYS_PER_MONTH if span.unit == "天" else 1)


# 实施条例 第十条: a worker moved to a new employer for no reason of their own ('公司安排我到关联的B公司',
# '是公司安排我过来的', '被集团调到子公司') keeps the service at the old one, unless it paid compensation already
_NEW_EMPLOYER = r"关联|集团|总公司|母公司|子公司|分公司|兄弟公司|另一家|另外一家|新公司|[A-Za-z]公司|这家|过来|过去"
# only a move the employer arranged ('安排', '派', '调') merges the years: '转到B公司' is usually the worker's own,
# and a business trip ('出差') is no move to another employer
_TRANSFERRED = (
    rf"(?:安排|调派|委派|调动|指派|调|派(?!遣))(?:了)?(?:我)?(?:到|去|至|进|入)?(?![^，。；]{{0,8}}?出差)[^，。；]{{0,8}}?(?:{_NEW_EMPLOYER})"
    r"|工龄(?:连续|合并|接续|延续|连着|一直|没有中断|没中断|不中断|未中断)"
)
# '后来转到B公司': a move told without saying who arranged it
_SELF_TRANSFER = rf"转(?:到|去|至|进|入)[^，。；]{{0,8}}?(?:{_NEW_EMPLOYER})"
_OWN_MOVE = r"(?:我|本人|自己)(?:主动)?(?:辞职|离职|应聘|跳槽|申请调)"
_OLD_EMPLOYER_PAID = r"(?:已经?|已|早就)(?:给|支付|付|发|结算|结清)(?:过|了)?(?:我)?(?:了)?(?:经济)?补偿"
# the earlier employer named with its span ('在A公司干了3年', '之前在前一家关联公司干了2年')
_EARLIER_EMPLOYER = r"前一家|之前|以前|原来|原单位|原公司|老公司|关联|[A-Za-z]公司|总公司|母公司|集团"


def _moved_by_employer(text: str) -> bool:
    """Whether the question tells of a move to a new employer that the employer arranged."""
    return bool(re.search(_TRANSFERRED, text)) and not re.search(_OWN_MOVE, text)


def _carried_over(params: EconomicParams, text: str) -> EconomicParams:
    """The service at the old and the new employer together (实施条例 第十条): with dates for the new one, the
    start moves back by the old one's span; without, the two spans are added. Once the old employer paid
    compensation, or after a move of the worker's own, only the new one's span, said second, counts."""
    spans = _spans_in_years(text)
    moved_by_employer = _moved_by_employer(text)
    if not moved_by_employer and not re.search(rf"{_SELF_TRANSFER}|{_OWN_MOVE}", text):
        return params
    if not moved_by_employer or re.search(_OLD_EMPLOYER_PAID, text):
        # a move of the worker's own ('后来转到B公司干了2年'), or the old employer paid already: the new one's
        # span, said second, is the service
        if not (params.start_date and params.end_date) and len(spans) == 2 and params.service_months == _span_in_months(spans[0], text):
            return replace(params, service_months=_span_in_months(spans[1], text))
        return params
    if params.start_date and params.end_date:
        earlier = [
            found for found in spans if re.search(_EARLIER_EMPLOYER, text[slice(*clause_at(text, found.start()))])
        ]
        if len(earlier) == 1 and (months := _span_in_months(earlier[0], text)):
            return replace(params, start_date=add_months(params.start_date, -months))
        return params
    if len(spans) == 2 and params.service_months == _span_in_months(spans[0], text) and all(
        text[found.end() : found.end() + 1] != "多" for found in spans
    ):
        second = _span_in_months(spans[1], text)
        if second:
            return replace(params, service_months=(params.service_months or 0) + second)
    return params


def _service_in_months(params: EconomicParams) -> int | None:
    if params.start_date and params.end_date and params.end_date >= params.start_date:
        return service_length(params.start_date, params.end_date).months
    return params.service_months


# '工资分别是6000、6000、6500', '工资条：2月7200、3月7200、4月7500': the pay of each month, in order
_AMOUNT = r"\d+(?:\.\d+)?"
# an amount of pay, not the year or day that may follow the list ('…7000，2023年1月1日入职')
_PAY = rf"{_AMOUNT}(?![\d.]|\s*[年月日号个岁%])\s*元?"
_LISTED_PAY = re.compile(
    rf"(?:工资|薪水|薪资|收入|工资条)[^，。；\d]{{0,12}}?(?:分别|依次)(?:是|为)?[:：]?\s*"
    rf"(?P<values>{_PAY}(?:\s*[、，,]\s*{_PAY}){{2,}})"
)
_MONTH_ENTRY = rf"(?:\d{{1,2}})\s*月份?(?:工资)?\s*[:：]?\s*{_PAY}"
_MONTHLY_PAYSLIP = re.compile(rf"(?:工资|薪水|薪资|收入|工资条)[^。；\d]{{0,12}}?(?P<values>{_MONTH_ENTRY}(?:\s*[、，,；;]\s*{_MONTH_ENTRY}){{2,}})")


def _listed_monthly_pay(text: str) -> list[Decimal]:
    match = _LISTED_PAY.search(text)
    if match:
        return [Decimal(value) for value in re.findall(_AMOUNT, match.group("values"))]
    match = _MONTHLY_PAYSLIP.search(text)
    if not match:
        return []
    entries = re.findall(rf"(\d{{1,2}})\s*月份?(?:工资)?\s*[:：]?\s*({_AMOUNT})", match.group("values"))
    if len({month for month, _ in entries}) != len(entries):
        return []  # a month named twice: not one list of consecutive months
    return [Decimal(value) for _, value in entries]


def _listed_average(listed: list[Decimal], service_months: int | None) -> Decimal | None:
    """The 12-month average (实施条例 第二十七条) of pay listed month by month: only when the list covers
    the 12 months before leaving, or the whole service when it was shorter."""
    expected = min(12, service_months) if service_months else 12
    if len(listed) != expected:
        return None
    return to_cents(sum(listed, Decimal(0)) / len(listed))


_N_PLUS_ONE = r"(?<![A-Za-z])[Nn]\s*[+＋]\s*1(?!\d)"
_TWO_N = r"(?<![A-Za-z\d])2\s*[Nn](?![A-Za-z])"


# pay in lieu of notice (第四十条): '代通知金', '额外一个月工资', '多给一个月的工资', '另付1个月工资'
# '没提前通知的那一个月工资': the month's pay owed for the notice not given
_NOTICE_PAY = (
    r"代通知金|(?:额外|另外|另|多|再)(?:支付|给|付|发|赔|补)?(?:的)?(?:一|1)个月(?:的)?(?:工资|薪水|薪资)"
    r"|通知(?:期)?的?(?:那|这)?(?:一|1)个月(?:的)?(?:工资|薪水|薪资)"
    # '经济补偿加上没提前通知那部分': the part owed for the notice not given
    r"|(?:没|未|没有)(?:提前)?[^，。；？?]{0,5}?通知(?:的)?(?:那|这)(?:一|1)?(?:个月|部分|笔|份)"
)


# '那个月工资', '这一个月的工资' (not '这个月工资', which is the current month's pay)
# ('补偿加上那一个月的': the month added to the compensation, its pay left unsaid)
_MONTH_NAMED_BEFORE = (
    r"(?:那(?:一|1)?|这(?:一|1))个月(?:的)?(?:工资|薪水|薪资)"
    r"|(?:加上?|和|连同|外加|以及|还有)(?:那(?:一|1)?|这(?:一|1))个月"
)


# an offer questioned as a whole ('这样对吗', '够不够', '合理吗')
_OFFER_CHECKED = r"(?:这样|这个|这)?(?:对吗|对不对|合理吗|合不合理|合法吗|合不合法|够吗|够不够|行吗|可以吗)"


def _economic_targets(asked: str, text: str) -> list[str]:
    # the forms everyone uses: 'N+1' (compensation plus a month in lieu of notice), '2N' (damages)
    if re.search(_N_PLUS_ONE, text):
        return ["total", "economic_compensation", "notice_pay"]
    if re.search(_TWO_N, text):
        return ["damages"]
    targets = []
    if re.search(r"二倍工资|双倍工资", asked):
        targets.append("double_wage")
    if re.search(r"赔偿金|违法解除.*赔偿", asked):
        targets.append("damages")
    # '补偿加那一个月工资': in a question about leaving a job, 补偿 alone is the economic compensation; not a verb whose
    # object is the pay owed ('公司说要补偿我加班费': the overtime pay is what is asked)
    if re.search(r"补偿(?!(?:给)?我?的?(?:加班费|加班工资|工资|欠薪))", asked) and "damages" not in targets:
        targets.append("economic_compensation")
    if re.search(rf"(?:{_NOTICE_PAY})[^。？?]*?[，,]\s*(?:{_OFFER_CHECKED})", asked):
        # '多给一个月工资，这样对吗': the month offered is checked against all the ending brings
        return ["total", "economic_compensation", "notice_pay"]
    if re.search(_NOTICE_PAY, asked) or (
        # '没有提前30天通知，说给一个月工资代替……经济补偿加上那一个月工资': the month named earlier, in lieu of notice
        re.search(_MONTH_NAMED_BEFORE, asked) and re.search(r"通知", text.replace(asked, ""))
    ):
        targets.append("notice_pay")
    if re.search(r"共|合计|总共|一共|总计|全部|[+＋]|加上", asked) and len(targets) != 1:
        if "economic_compensation" not in targets and "damages" not in targets:
            targets.append("total")
        elif len(targets) > 1:
            targets = ["total", *targets]
    return targets


def _supposed_ending(params: EconomicParams, text: str) -> str | None:
    """The ending a worker still in the job asks about by what only it gives: the month in lieu of notice ('N+1是多少',
    '代通知金多少') only a 第四十条 ending without notice, '2N' only an unlawful one (第八十七条). A bare '赔偿金' names no
    ending (nothing is owed now), nor does the month beside the damages, which no one ending gives together."""
    if params.contract_ended is not False:
        return None
    if "notice_pay" in params.targets and "damages" not in params.targets:
        return "employer_40"
    if params.targets == ["damages"] and re.search(_TWO_N, text):
        return "illegal"
    return None


def _asked_targets(asked: str, text: str) -> list[str]:
    """The items the last question asks for; when it names none ('听说超过一年就不算了是吗？'), those of
    an earlier question ('我最多能主张多少二倍工资差额？'); when none does, the double wage the question
    speaks of, if the asking sentence names no compensation ('找我要双倍工资……多出来的一倍是多少？')."""
    targets = _economic_targets(asked, text)
    if targets == ["economic_compensation"] and _still_without_contract(text):
        # '我目前在职，能拿到多少补偿': a bare 补偿 asked in a job that has not ended is the money owed now, the double
        # wage; 经济补偿 is owed only when the contract ends (第四十六条), so named as such it is shown beside it as nil
        return ["total", "economic_compensation", "double_wage"] if re.search(r"经济补偿", asked) else ["double_wage"]
    if targets:
        return targets
    for earlier in reversed([part for part in sentences(text) if part != asked and re.search(r"多少|[?？]", part)]):
        targets = _economic_targets(earlier, text)
        if targets:
            return targets
    if re.search(r"二倍工资|双倍工资", text) and not re.search(r"补偿金?|赔偿|[Nn]\s*[+＋]", asked):
        return ["double_wage"]
    # '我还在职，能要多少': nothing has ended, so of a job without a written contract only 第八十二条's double wage is owed
    if _still_without_contract(text):
        return ["double_wage"]
    return []


# the worker is still in the job: '我还在职', '目前在职', '现在还在上班', '人还在公司', '还在这家公司干', '还没离职';
# not a time in the past ('还在职的时候公司没签合同') nor a place by the workplace ('现在还在公司附近租房')
_STILL_EMPLOYED = (
    r"(?:(?:还|仍然?|目前|现在|依然)(?:还|仍)?(?:在职|在(?:这家|这个|原)?(?:公司|单位|厂里?|店里?)"
    r"(?!附近|门口|楼下|楼上|对面|旁边|周边|边上)|在上班)"
    r"|(?:还|并|仍)(?:没有?|未)(?:离职|辞职|走))"
    r"(?![^，。；？?]{0,4}?(?:的?时候|时(?!间)|期间|那会))"
)
# the worker gone from the job, told as done ('上个月离职了', '我已经辞职', '后来不干了', '上周被撵走了', '已经走人了'):
# it wins over words of still being there, unless only planned ('打算下个月不干了', '如果我辞职了')
_GONE = rf"离职|辞职|辞工|不干|走人|{SENT_AWAY}"
_LEFT_THE_JOB = re.compile(rf"(?<![没未])(?:{_GONE})了|已经?(?:{_GONE})|被(?:{_GONE})")
_PLANNED = r"打算|准备|计划|想|考虑|要是|如果|假如|万一"


def _contract_ended(text: str, params: EconomicParams) -> bool | None:
    """True where an ending is told (a last day, a dismissal, words of leaving), False where the worker says they
    are still in the job and no ground of an ending is told, None where the question does not say."""
    if params.end_date or dismissed_by_employer(text):
        return True
    if _says_still_employed(text) or _leaving_only_planned(text):
        # '我还在职，公司说下个月裁员': a ground told is the ending asked about
        return False if params.termination_reason is None else None
    return True if re.search(_LEAVING, text) else None


# the worker's own plan to leave, the leaving word close after it ('打算下个月不干了', '准备辞职'); not '我想问一下
# 被辞退…' (the asking) nor a hypothetical ending ('如果被辞退', which the answer supposes)
# ('我能辞职吗', '可以辞职吗': the leaving asked about, not done)
_WORKERS_PLAN = r"(?:打算|准备|计划|考虑|想要?|能不能|可不可以|能否|可以|能)[^，。；问]{0,6}$"


def _leaving_only_planned(text: str) -> bool:
    """Every word of leaving is the worker's plan, not yet done: the worker is still in the job. A plan the employer
    is the subject of ('公司准备裁员') is the ending asked about."""
    leaving = list(re.finditer(_LEAVING, text))

    def planned_by_the_worker(found: re.Match[str]) -> bool:
        before = text[clause_at(text, found.start())[0] : found.start()]
        plan = re.search(_WORKERS_PLAN, before)
        subjects = re.findall(rf"(?<![向跟给和对])(?:{_EMPLOYER_ENDING})|我|本人|自己", before[: plan.start()]) if plan else []
        return plan is not None and (not subjects or subjects[-1] in ("我", "本人", "自己"))

    return bool(leaving) and all(planned_by_the_worker(found) for found in leaving)


def _still_without_contract(text: str) -> bool:
    """A worker without a written contract who says they are still in the job, and tells no ending by the employer."""
    return _says_still_employed(text) and bool(re.search(NO_WRITTEN_CONTRACT, text)) and not dismissed_by_employer(text)


def _says_still_employed(text: str) -> bool:
    return bool(re.search(_STILL_EMPLOYED, text)) and not _left_the_job(text)


def _left_the_job(text: str) -> bool:
    return any(
        not re.search(_PLANNED, text[clause_at(text, gone.start())[0] : gone.start()]) for gone in _LEFT_THE_JOB.finditer(text)
    )


_WORK_WORDS = r"工作|上班|干|做|任职|在职|入职|公司|单位|厂|合同"


def _work_range(dates: list[DateMention], text: str) -> tuple[DateMention | None, DateMention | None]:
    """'从2019年3月到2023年8月在公司上班', '2019.3.1—2023.8.31在这家厂做': the first range of two dates
    in a sentence that speaks of working."""
    for first, second in zip(dates, dates[1:]):
        if not re.fullmatch(r"\s*(?:起|开始)?\s*(?:到|至|—+|－|-|~|～)\s*", text[first.end : second.start]):
            continue
        sentence = text[sentence_start(text, first.start) : sentence_end(text, second.end)]
        if re.search(_WORK_WORDS, sentence):
            return first, second
    return None, None


# the dates of what is not the work itself: a claim filed, a bonus paid, a contract signed late, an injury
_OTHER_EVENT = (
    r"仲裁|起诉|诉讼|法院|判决|开庭|申请|投诉|举报|奖|发(?:了|放)|补签|体检|出生|生日|住院|受伤|社保|公积金"
    r"|涨|加薪|调薪|降薪|升职|调岗|转正|咨询|律师|打官司|劳动监察"
)


def _span_fallback(
    dates: list[DateMention], text: str, start: DateMention | None, end: DateMention | None
) -> tuple[DateMention | None, DateMention | None]:
    """With no start or end named by its words ('今年3月1号来的……9月4号自己走了', '招我进去的'), the
    earliest date of work is the start and the latest the end. Dates of other events (an arbitration
    filed, a bonus paid) are no part of the span, and an end is only taken when the question speaks of
    leaving: '入职……现在还在上班' has no end."""
    work = [
        mention
        for mention in dates
        if not re.search(_OTHER_EVENT, text[slice(*clause_at(text, mention.start))]) or mention in (start, end)
    ]
    if start is None:
        earlier = [mention for mention in work if mention is not end and (end is None or mention.value < end.value)]
        if earlier and (end is not None or len(earlier) >= 2):
            start = min(earlier, key=lambda mention: mention.value)
    if end is None and start is not None and re.search(_LEAVING, text):
        later = [mention for mention in work if mention.value > start.value]
        if later:
            end = max(later, key=lambda mention: mention.value)
    return start, end


# '到现在（2023年）', '至今', '到目前为止': the contract is still not signed on the day of asking
_UNTIL_NOW = r"至今|(?:到|至|直到)(?:现在|目前|今天|如今)"


def _unsigned_at_least(text: str, start: date) -> int | None:
    """Months without a written contract when the question says only that it is still unsigned: a lower
    bound from the year named ('到2023年' -> 1 January) or from today. Only a bound that already reaches
    12 months is used, since the double wage stops there (实施条例 第七条) and the figure is then exact."""
    until = None
    for year in find_years(text):
        if re.search(r"(?:到|至|直到|截至)\s*$", text[max(0, year.start - 3) : year.start]) and year.value > start:
            until = year.value
    # '我还在职' in a job without a written contract: still unsigned today, as '至今' says
    if until is None and (re.search(_UNTIL_NOW, text) or _still_without_contract(text)):
        until = day_asked()
    if until is None or until <= start:
        return None
    months = service_length(start, until - timedelta(days=1)).months
    return months if months >= 12 else None


def _settled_over_range(start: DateMention, end: DateMention, last_day: date, reference: Reference) -> bool:
    """Whether a span with a date known only within a range ('去年腊月进的厂') gives the same count of
    months of compensation (第四十七条) at its shortest and at its longest; the count grows with the span,
    so every span in between gives it too."""
    first_day = start.latest or start.value
    if last_day < first_day:
        return False
    shortest = compensation_months(service_length(first_day, last_day), reference)
    longest = compensation_months(service_length(start.value, end.latest or last_day), reference)
    return shortest == longest


# words that set the story in the past, where a month and day may stay in the year of the date before them
_PAST_STORY = r"当时|那时|那年|当年|同年|那会|仲裁时效|时效"
# how far back a last day read in the start's year may lie before the recent reading is taken
_STORY_YEARS = 5


# '老板上个月跟我吵了一架……10月31日被赶走的': the month of the story named from today (not '上个月工资', the pay)
_STORY_MONTH = re.compile(rf"(?P<word>{MONTH_FROM_TODAY})(?![^，。；]{{0,2}}(?:工资|薪|收入))")


def _months_named_from_today(text: str) -> set[int]:
    """The months that '上个月' or '这个月' said in the question name, counted from today: a day without its
    year in one of them is this latest one."""
    return {month_from_today(found.group("word")).month for found in _STORY_MONTH.finditer(text)}


def _end_of_this_or_that_year(end: DateMention, text: str, dates: list[DateMention]) -> DateMention | None:
    """A last day without its year after a dated start reads as in the start's year ('2025年3月1日入职，8月31号
    走的': the next months of one story) unless that day lies more than five years back: a claim is barred a
    year after the termination (劳动争议调解仲裁法 第二十七条), so a question about it asks about a recent one
    ('2012年8月1日入职，9月30日最后一天' asked in 2026 is the latest 9月30日). Within five years the start's
    year stays: askers do tell of a job a few years back without repeating its year. When the question tells
    a story of the past ('当时', '那年') either reading is plausible and the date is asked for. A later year
    said on the way ('2022年8月入职，前年生了场大病……10月8号解除') moves the story past the start's year, and
    the day is then the latest such one: the only reading a claim is still open for."""
    if end.recent is None or end.recent <= end.value:
        return end
    if end.recent.month in _months_named_from_today(text):
        return replace(end, value=end.recent, recent=None)
    previous = [mention for mention in dates if mention.end <= end.start]
    moved_on = bool(previous) and any(year > end.value.year for year in relative_years_said(text, previous[-1].end, end.start))
    if not moved_on and (day_asked() - end.value).days <= _STORY_YEARS * 366:
        return end
    if re.search(_PAST_STORY, text):
        return None
    return replace(end, value=end.recent, recent=None)


def _end_day(start: DateMention | None, end: DateMention) -> date:
    """The last working day. 'From May 2018 to May 2022' (months only) reads as whole months: the
    day before the first of the end month; an end month alone after an exact start date reads as its last day."""
    if end.day_known:
        return end.value
    if start is None or not start.day_known:
        return end.value - timedelta(days=1)
    return month_end(end.value)


# the pay of the month before leaving (实施条例 第二十条, pay in lieu of notice): '上个月工资',
# '最后一个月工资', '离职前一个月的工资', '走之前那个月工资'
LAST_MONTH_PAY = (
    r"(?:上一?个?月|上月|最后一个?月|(?:离职|解除|辞退|走|离开)(?:之?前)?(?:的)?(?:一个月|那个月|那一个?月))"
    r"(?:的)?(?:工资|薪水|薪资|月薪|收入)"
)


# the words of leaving, said on the day they name
# ('离职前12个月里发的年终奖' speaks of the time before leaving, not of the day of leaving)
_LEAVING = (
    r"(?:解除|辞退|离职|辞职|终止|到期|期满|开除|裁员|裁减|被裁|停止工作|离开|破产|解散|倒闭|关闭|注销|吊销|最后一天|最后一个工作日"
    r"|最后(上|工作)|(?<!仲)裁了|走(的|了|人)|不干了|辞工|不用(?:再)?来(?:上班)?了|别来了"
    # '被老板辞了', '把我炒了', '劝退', '让我走': a dismissal in everyday words
    rf"|辞了|炒了|炒鱿鱼|劝退|解聘|(?:让|叫)(?:我|他|她)走|不要(?:我|他|她)了|把(?:我|他|她)开了|{SENT_AWAY})(?!之?前)"
)


# '11月5号是最后一天', '3月31日为最后工作日': the words after a date that make it the last working day
_LAST_DAY_AFTER = re.compile(r"\s*(?:是|为|就是|算|作为)?(?:我|他|她)?的?(?:最后(?:一天|一个工作日|工作日|上班日?)|离职日)")


def _named_last_day(dates: list[DateMention], text: str) -> DateMention | None:
    """A day named as the last one right after it ('10月6号通知我一个月后解除，11月5号是最后一天'): it wins
    over the day of the notice, which speaks of the termination too. A month without its day is left to the
    other rules ('5月最后一天' is that month's end, not its first day)."""
    for mention in dates:
        if mention.day_known and _LAST_DAY_AFTER.match(text, mention.end):
            return mention
    return None


def _that_day(dates: list[DateMention], text: str, pattern: str) -> DateMention | None:
    """A date named after what happened on it: '通知我明天不用来了，什么理由都没有，那天是2026年11月10号'
    ('那天' points back at the event earlier in the same sentence)."""
    for mention in dates:
        clause_start = clause_at(text, mention.start)[0]
        if not re.search(r"(?:那|这|当)一?天(?:是|为|就是)?\s*$", text[clause_start : mention.start]):
            continue
        if re.search(pattern, text[sentence_start(text, mention.start) : clause_start]):
            return mention
    return None


# money the employer already handed over as compensation ('只塞给我5000块钱说是补偿', '先转了3万说是经济补偿');
# the handing over is past ('已经', '先', '了'): '应该给我3万' is a claim, not a payment
_HANDED = r"(?:塞|转|给|付|发|支付|打|赔)"
_PAID_VERB = rf"(?:(?:已经?|先|只|就|才)[^，。；\d]{{0,3}}?{_HANDED}了?|{_HANDED}了)(?:给)?(?:我)?(?:了)?$"
_PAID_AS = r"补偿|赔偿"
# overtime asked of: what was paid as overtime pay ('公司已经给了500加班费')
_PAID_AS_OVERTIME = r"加班"
# '还应该再补我多少', '还欠我多少', '还差多少': the question asks what is still owed
_STILL_OWED = r"还[^，。；？?]{0,6}?(?:补|欠|差|给|付|赔|拿|要)|再补|尚欠|剩下|少给"


def _paid_towards(amounts: list[LabelledAmount], asked: str, paid_as: str = _PAID_AS) -> Decimal | None:
    """A payment already made as compensation (or as what else is asked, `paid_as`), deducted only when the question
    asks what is still owed."""
    if not re.search(_STILL_OWED, asked):
        return None
    for amount in amounts:
        said_as = amount.after
        if re.search(_PAID_VERB, amount.label) and re.search(paid_as, amount.label + said_as) and not is_lower_bound(amount.money):
            return amount.money.value
    return None


# money taken from the pay or spent, not pay ('宿舍每月扣我300', '每月交社保800', '房贷每月还4300'); the pay may follow such a
# word in the same clause ('没交社保工资5500')
_CHARGES = r"宿舍|房租|住宿|伙食费|餐费|水电|话费|公积金|社保|个税|所得税|罚款|押金"
_NOT_PAY = rf"(?:扣|{_CHARGES}|房贷|车贷|贷款|还贷|月供|还款|信用卡|开销|花销|开支|生活费|学费|抚养费|赡养费|物业费|花了|花掉)(?:(?!工资|薪)[^，。；\d]){{0,6}}$"
_AVERAGE_PAY = r"平均[^，。；\d]{0,10}(?:工资|薪|收入)|(?:工资|薪|收入)[^，。；\d]{0,10}(?:平均|月均)"

# '离职前这十二个月总共拿了六万块', '走之前一年一共挣了9万': pay totalled over the months before leaving
# ('前12个月工资单上的应发工资加起来一共7万2')
_TOTAL_WORD = r"总共|一共|合计|共计|总计|累计|加起来|加在一起"
_TOTAL_OVER_MONTHS = re.compile(
    rf"(?:(?P<months>{NUMBER_TOKEN})个月|(?P<year>一年|全年))[^，。；\d]{{0,16}}?(?:{_TOTAL_WORD})[^，。；\d]{{0,6}}$"
)


def _is_pay_total(amount: LabelledAmount) -> bool:
    """'工资加起来一共7万2', '最近半年工资一共3万6': pay summed over months is never a monthly wage, whatever
    the months ('工资合计8000元/月', '每月工资合计8000' are monthly)."""
    after = amount.after
    return bool(re.search(rf"(?:{_TOTAL_WORD})[^，。；\d]{{0,6}}$", amount.label)) and not re.search(
        r"每个?月|月均|平均|一个月", amount.label
    ) and not re.match(r"\s*(?:元|块钱?)?\s*(?:/|每|一个)\s*月", after)


def _monthly_from_total(amounts: list[LabelledAmount], exclude: str, service_months: int | None) -> Decimal | None:
    """The 12-month average (实施条例 第二十七条) of pay stated as a total: only when the total covers the 12
    months before leaving, or the whole service when it was shorter."""
    for amount in amounts:
        match = _TOTAL_OVER_MONTHS.search(amount.label)
        if not match or re.search(exclude, amount.label) or is_lower_bound(amount.money):
            continue
        try:
            months = 12 if match.group("year") else int(to_number(match.group("months")))
        except ValueError:
            continue
        if months == (min(12, service_months) if service_months else 12):
            return to_cents(amount.money.value / months)
    return None


# '年终奖12000（在离职前12个月里发的）': a bonus is pay (实施条例 第二十七条) and counts in the average when it
# was paid in the 12 months before leaving, which the question says or the date of its payment shows
_BONUS = r"年终奖|年底奖|奖金|十三薪|13薪|双薪"
_WITHIN_LAST_YEAR = r"(?:离职|解除|终止|辞退|走)(?:之)?前[^，。；]{0,3}(?:(?:12|十二)个月|一年)|(?:12|十二)个月(?:内|里|之内|以内)"
# '年终奖发了两个月工资', '年底多发一个月工资': a bonus counted in months of the monthly pay
_BONUS_IN_MONTHS = re.compile(
    rf"(?:{_BONUS})[^，。；\d]{{0,8}}?(?P<months>{NUMBER_TOKEN})个月(?:的)?(?:工资|薪水|月薪|薪资)|(?:年底|年终)(?:多|另)发(?:了)?(?P<extra>{NUMBER_TOKEN})个月(?:的)?(?:工资|薪水)"
)


def _bonus_months_in_last_year(text: str) -> Decimal | None:
    """Months of pay paid as a bonus in the 12 months before leaving, as the question says ('离职前一年发了
    年终奖两个月工资'); None when it does not say the bonus fell in those months."""
    for match in _BONUS_IN_MONTHS.finditer(text):
        said = text[sentence_start(text, match.start()) : sentence_end(text, match.end())]
        if not re.search(_WITHIN_LAST_YEAR, said):
            continue
        try:
            return Decimal(str(to_number(match.group("months") or match.group("extra"))))
        except ValueError:
            return None
    return None


# an agreed bonus withheld ('合同写了年终奖两个月工资16000', '说好的年终奖是两个月工资' with '公司说年终奖不发了'): pay
# the contract promises is owed (劳动合同法 第三十条), so it is asked as wages owed, not as compensation for leaving
_BONUS_WITHHELD = (
    rf"(?:{_BONUS})[^，。；]{{0,6}}?(?:不(?:给我?)?(?:发|给|结|付)|没(?:有)?(?:发|给)|取消|扣(?:掉|了)|拿不到)"
    rf"|(?:不发|不给|没发|没给|取消|扣了?)(?:我的?)?(?:{_BONUS})"
)
_BONUS_AGREED = rf"(?:合同[^，。；]{{0,4}}?(?:写|约定|规定|注明)|约定|说好|承诺|答应)[^，。；]{{0,6}}?(?:{_BONUS})"


def _agreed_bonus_withheld(
    amounts: list[LabelledAmount], text: str
) -> tuple[LabelledAmount | None, Decimal | None] | None:
    """The agreed bonus withheld: its sum told ('年终奖两个月工资16000') and its months of pay ('两个月工资'), either
    None where not told; None where no agreed bonus is told withheld."""
    if not (re.search(_BONUS_WITHHELD, text) and re.search(_BONUS_AGREED, text)):
        return None
    told = next(
        (amount for amount in amounts if re.search(_BONUS, amount.label) or _BONUS_AFTER.match(amount.after)), None
    )
    in_months = _BONUS_IN_MONTHS.search(text)
    try:
        months = Decimal(str(to_number(in_months.group("months") or in_months.group("extra")))) if in_months else None
    except ValueError:
        months = None
    return told, months


# '13薪', '十四薪', '每年发14个月工资', '每年年底多发两个月工资': pay of more than twelve monthly wages a year
_PAY_MONTHS_A_YEAR = re.compile(
    r"(?<!\d)(?P<n>1[3-8]|十[三四五六七八])薪|每年(?:都|固定)?(?:发|有|拿|按)(?P<n2>1[3-8]|十[三四五六七八])个月(?:的)?(?:工资|薪水|月薪)"
    rf"|每年(?:年底|年终)?(?:都|固定)?(?:多|另|额外)发(?:了)?(?P<extra>{NUMBER_TOKEN})个月(?:的)?(?:工资|薪水)"
)
_YEAR_MONTHS = 12


def _pay_months_a_year(text: str) -> Decimal | None:
    """Monthly wages paid per year when a 13th (14th…) one is standing pay: each 12 months before leaving hold one
    year's payments, so they count in the 12-month average (实施条例 第二十七条) whenever the service is a year or more."""
    found = []
    for match in _PAY_MONTHS_A_YEAR.finditer(text):
        try:
            if match.group("extra"):
                found.append(_YEAR_MONTHS + to_number(match.group("extra")))
            else:
                found.append(to_number(match.group("n") or match.group("n2")))
        except ValueError:
            continue
    return Decimal(str(max(found))) if found else None


# '发了一笔1.2万的年终奖', '拿了5000块奖金': the bonus named right after its amount
_BONUS_AFTER = re.compile(rf"\s*(?:元|块钱?)?\s*(?:的)?(?:{_BONUS})")


def _bonus_mentions(
    amounts: list[LabelledAmount], text: str, dates: list[DateMention]
) -> Iterator[tuple[LabelledAmount, str, list[date]]]:
    """Bonus figures with the words of their sentence and the days their clause dates them to."""
    for amount in amounts:
        after = amount.after
        named = re.search(_BONUS, amount.label) or _BONUS_AFTER.match(after)
        # '全勤奖金每月200' is part of the monthly pay already
        if not named or re.search(PER_MONTH + r"|平均", amount.label + after) or is_lower_bound(amount.money):
            continue
        start, stop = clause_at(text, amount.money.start)
        said = text[start : sentence_end(text, stop) + 1]
        yield amount, said, [mention.value for mention in dates if start <= mention.start < stop]


def _bonus_in_last_year(amounts: list[LabelledAmount], text: str, dates: list[DateMention], end: date | None) -> Decimal | None:
    for amount, said, paid_on in _bonus_mentions(amounts, text, dates):
        if re.search(_WITHIN_LAST_YEAR, said) or (
            end is not None and paid_on and all(end - timedelta(days=365) < day <= end for day in paid_on)
        ):
            return amount.money.value
    return None


def _bonus_unplaced(
    amounts: list[LabelledAmount], text: str, dates: list[DateMention], end: date | None, yearly: list[LabelledAmount]
) -> bool:
    """'月薪8000，奖金1.2万': a bonus whose payment neither words nor a date place inside or outside the 12
    months before leaving; it counts in the average only inside them, so the average is asked for. A bonus
    told as paid every year (`yearly`, '年终奖1.2万') is placed: one year's worth falls in any 12 months."""
    return any(
        not re.search(_WITHIN_LAST_YEAR, said) and (not paid_on or end is None)
        for amount, said, paid_on in _bonus_mentions(amounts, text, dates)
        if amount not in yearly
    )


# parts of the monthly pay besides the base (实施条例 第二十七条 counts them all in the wage)
# ('一次性伤残就业补助金', '伤残津贴' are benefits, not pay)
_PAY_PART = r"绩效|提成|(?<!年终)(?<!年底)奖金|季度奖|加班费|补贴(?!金)|(?<!伤残)津贴|补助(?!金)|[餐饭房话车]补|交通补|全勤奖?"
_BASE_PAY = r"基本工资|底薪|基础工资|基薪|固定工资"
# a part named without a figure ('底薪2000，提成一个月大概五六千'): the base alone is not the wage
_PART_NOT_PAID = rf"(?:没有|没|无|{SET_ASIDE_WORDS})[^，。；]{{0,2}}$"
# words that make the amount after a part the pay as a whole ('工资加绩效平均每月7000', '加上提成平均每月8000')
_PAY_WHOLE = r"工资|薪|收入|到手|加|合计|一共|总共|共计|总计|算上|连同"
# money owed, held back or claimed is not a part of what was paid ('还欠我加班费3000'), and a part said to
# be inside the wage already ('月薪8000，其中绩效2000') adds nothing to it
_PART_CLAIMED = r"欠|没(?:有)?(?:发|给|付)|未(?:发|付)|少发|补发|扣|罚|退|要|讨|主张|赔|其中|包括|包含|含"


def _label_tail(label: str) -> str:
    """The words right before an amount: '工资构成：基本工资5000、绩效' -> '绩效'."""
    return re.split(r"[、:：]|\d", label)[-1]


# a part said as an addition to the wage named before it ('月薪6000外加每月提成平均2000', '月薪6000，另外每月提成
# 平均2000', '每季度还有季度奖3000'): its figure is the part's alone, and the wage before it is the base
_ADDED = r"外加|另外|另加|另有|额外|此外|还有|外带|另"
_ADDED_PART = re.compile(rf"^[^，。；]{{0,4}}?(?:{_ADDED})(?=[^，。；]{{0,6}}?(?:{_PAY_PART}))")


def _added_part(label: str) -> bool:
    return bool(_ADDED_PART.search(_label_tail(label)))


def _pay_part_only(label: str) -> bool:
    tail = _label_tail(label)
    if _added_part(label):
        tail = _ADDED_PART.sub("", tail)
    return bool(re.search(_PAY_PART, tail)) and not re.search(_PAY_WHOLE, re.sub(_PAY_PART, "", tail))


def _sentence_of(text: str, position: int) -> str:
    return text[sentence_start(text, position) : sentence_end(text, position)]


# pay told as paid once a year, every year ('每年提成6万', '提成6万/年', '年终奖2万', '年底绩效一年2万'); not that of
# one named year ('去年提成6万', '2024年年终奖') nor a share of a year ('半年')
_YEARLY_WORDS = r"每一?年|(?<![去前今当明半第])一年|全年|年均|年终|年底|(?<![\d〇零一二两三四五六七八九十去前今当明半])年(?=提成|奖金|绩效|分红)"
_NAMED_YEAR = r"(?:19|20)\d\d\s*年|去年|前年|今年|上一?年|当年"


def _yearly_parts(amounts: list[LabelledAmount], text: str, dates: list[DateMention]) -> list[LabelledAmount]:
    """Parts of the pay and bonuses paid by the year as standing pay: one year's worth falls in any 12 months
    before leaving, so a twelfth of it is pay of each month averaged (实施条例 第二十七条). One a date or the words
    '离职前12个月' place is counted where it was paid (_bonus_in_last_year); a floor ('提成一年6万多') is asked for."""
    found = []
    for amount in amounts:
        tail = _label_tail(amount.label)
        bonus_after = _BONUS_AFTER.match(amount.after)  # '发了一笔1.2万的年终奖'
        named = re.search(rf"{_PAY_PART}|{_BONUS}", tail) or bonus_after
        said_yearly = re.search(_YEARLY_WORDS, tail + (bonus_after.group() if bonus_after else "")) or re.match(
            r"\s*(?:元|块)?\s*(?:/|每|一)\s*年", amount.after
        )
        if not named or not said_yearly or re.search(_PART_CLAIMED, tail) or re.search(rf"{PER_MONTH}|平均|季", tail):
            continue
        start, stop = clause_at(text, amount.money.start)
        said = text[sentence_start(text, start) : sentence_end(text, stop) + 1]
        placed = re.search(_WITHIN_LAST_YEAR, said) or any(start <= mention.start < stop for mention in dates)
        if placed or re.search(_NAMED_YEAR, text[start:stop]) or is_lower_bound(amount.money):
            continue
        found.append(amount)
    return found


def _monthly_pay_parts(
    amounts: list[LabelledAmount], text: str, exclude: str, yearly: list[LabelledAmount]
) -> list[tuple[LabelledAmount, int]]:
    """Parts of the pay with the months each is paid for: said per month ('每个月绩效平均下来1000') or
    stated in the sentence of the base ('基本工资5000、绩效2000', '基本工资5000，每月餐补500，交通补贴300');
    a quarterly part ('季度奖每季3000') is paid for three months. A part paid by the year (年终奖) is counted
    elsewhere, as is one told as paid every year (`yearly`); a one-off payment, or one owed or held back
    ('还欠我加班费3000'), is no part."""
    parts = []
    for amount in amounts:
        if amount in yearly:
            continue
        tail = _label_tail(amount.label)
        if not _pay_part_only(amount.label) or re.search(exclude, amount.label) or re.search(_PART_CLAIMED, tail):
            continue
        after = amount.after
        if re.search(r"一次", tail):
            continue  # a one-off payment, not a part of the monthly pay
        if re.search(r"季", tail):
            parts.append((amount, 3))
        elif re.search(r"年", tail):
            parts.append((amount, 0))  # paid for no month the question names: asked for
        elif (
            re.search(r"月|平均", tail)
            or re.match(r"\s*(?:元|块)?\s*/\s*月", after)
            or re.search(_BASE_PAY, _sentence_of(text, amount.money.start))
        ):
            parts.append((amount, 1))
    return parts


def _base_with_parts(whole: list[LabelledAmount], parts: list[tuple[LabelledAmount, int]], exclude: str) -> Decimal | None:
    """The base pay plus its parts, each averaged over the months it is paid for; None (asked for) when no
    base is named ('月薪8000，绩效每月1000' may or may not include the 绩效), a part is only a floor ('提成每月
    2000多') or its period is not a month or a quarter."""
    base = first_amount(whole, _BASE_PAY, exclude=exclude)
    if base is None and parts and all(_added_part(part.label) for part, _ in parts):
        base = first_amount(whole, rf"工资|薪|月收入|{PER_MONTH}", exclude=exclude)
    values = [(first_amount([part], ""), months) for part, months in parts]
    if base is None or any(value is None or months == 0 for value, months in values):
        return None
    return to_cents(base + sum((value / months for value, months in values), Decimal(0)))


# labels of amounts that are not the monthly wage: the local average or minimum, the last month's pay, the
# double wage, pay not stated by the month, money taken from the pay or spent
_WAGE_EXCLUDE = rf"{LOCAL_AVERAGE}|{LOCAL_AVERAGE_LABEL}|{MINIMUM_WAGE}|{LAST_MONTH_PAY}|二倍|双倍|{NOT_MONTHLY}|{_NOT_PAY}"


def _pay_part_named(text: str, yearly: list[LabelledAmount]) -> bool:
    """Whether the text names a part of the pay besides the base, not one said to be absent ('没有提成') or claimed,
    nor one paid every year with its figure (`yearly`, counted apart)."""
    yearly_clauses = {clause_at(text, amount.money.start) for amount in yearly}
    return any(
        not re.search(_PART_NOT_PAID, text[: part.start()])
        and not re.search(_PART_CLAIMED, text[slice(*clause_at(text, part.start()))])
        and clause_at(text, part.start()) not in yearly_clauses
        for part in re.finditer(_PAY_PART, text)
    )


def _labelled_wage(
    amounts: list[LabelledAmount], text: str, yearly: list[LabelledAmount]
) -> tuple[Decimal | None, Decimal | None]:
    """The monthly wage the labels of the amounts name: (the 12-month average, when one is stated; the wage)."""
    # an amount labelled by a part of the pay alone ('每个月绩效平均下来1000') is never the whole monthly wage
    # nor is pay stated for a year ('工资12万元/年'), which is averaged over its months when no monthly wage is named
    whole = [
        amount for amount in amounts if not _pay_part_only(amount.label) and not is_per_year(amount) and not _is_pay_total(amount)
    ]
    # '基本工资5000，加上提成平均每月8000': the 12-month average (实施条例 第二十七条) wins over a part of the pay;
    # an average named as the pay's ('平均应得工资合计8000元/月') wins over that of a part ('加班费平均每月1000')
    stated_average = first_amount(whole, _AVERAGE_PAY, exclude=_WAGE_EXCLUDE) or first_amount(
        whole, r"平均|月均", exclude=_WAGE_EXCLUDE
    )
    base = first_amount(whole, _BASE_PAY, exclude=_WAGE_EXCLUDE)
    part_average = first_amount(whole, rf"(?:{_PAY_PART})[^，。；\d]{{0,4}}(?:平均|月均)", exclude=_WAGE_EXCLUDE)
    if base is not None and part_average is not None and part_average == stated_average and stated_average < base:
        # '底薪5000加提成平均3000': an average named after a part and below the base is the part's, not the whole pay's
        return None, to_cents(base + part_average)
    # the pay owed before tax and deductions (应得工资, 实施条例 第二十七条) wins over what reached the account
    wage = (
        stated_average
        or first_amount(whole, r"税前|应发|应得", exclude=_WAGE_EXCLUDE)
        or first_amount(whole, rf"工资|薪|月收入|月薪|{PER_MONTH}", exclude=_WAGE_EXCLUDE)
    )
    pay_parts = _monthly_pay_parts(amounts, text, _WAGE_EXCLUDE, yearly)
    if stated_average is None and pay_parts:
        # '基本工资5000，每个月绩效平均下来1000': the monthly wage is the base and its parts together
        wage = _base_with_parts(whole, pay_parts, _WAGE_EXCLUDE)
    elif stated_average is None and wage == base and _pay_part_named(text, yearly):
        wage = None  # the base and a part of the pay without its figure: asked for
    return stated_average, wage


def _unlabelled_wage(amounts: list[LabelledAmount], text: str, last_month_wage: Decimal | None) -> Decimal | None:
    """The monthly wage when no label names one: from pay stated by the year or the day, else the last month's pay."""
    wage = monthly_from_yearly(amounts) or monthly_from_daily(text)
    return wage if wage is not None else last_month_wage


def _twelve_month_wage(
    params: EconomicParams,
    amounts: list[LabelledAmount],
    text: str,
    dates: list[DateMention],
    listed: list[Decimal],
    wage_from_label: Decimal | None,
    yearly: list[LabelledAmount],
) -> Decimal | None:
    """The 12-month average (实施条例 第二十七条) from a pay total, a bonus, a monthly list or stretches; else the wage so far."""
    wage = params.monthly_wage
    total = _monthly_from_total(amounts, _WAGE_EXCLUDE, _service_in_months(params))
    bonus = _bonus_in_last_year(amounts, text, dates, params.end_date)
    if total is None and bonus is None and _bonus_unplaced(amounts, text, dates, params.end_date, yearly):
        wage_from_label = wage = None  # the 12-month average turns on the bonus: asked for
    if total is not None:
        return total
    if bonus is not None and wage_from_label is not None and not listed:
        # one monthly wage, the same each month, plus the bonus spread over the 12 months
        return to_cents(wage_from_label + bonus / 12)
    if wage_from_label is not None and not listed and (bonus_months := _bonus_months_in_last_year(text)):
        # the bonus in months of the same monthly wage, spread over the 12 months
        return to_cents(wage_from_label * (12 + bonus_months) / 12)
    service = _service_in_months(params)
    if wage_from_label is not None and not listed and (service is None or service >= _YEAR_MONTHS) and (
        yearly := _pay_months_a_year(text)
    ):
        return to_cents(wage_from_label * yearly / _YEAR_MONTHS)
    if listed:
        return _listed_average(listed, _service_in_months(params))
    stretches = pay_stretches(amounts, _WAGE_EXCLUDE)
    if stretches is not None and len(stretches) >= 2:
        # pay stated stretch by stretch: their average, or nothing when they leave months out
        return stretch_average(stretches, _service_in_months(params))
    return wage


def _with_yearly_pay(
    params: EconomicParams, amounts: list[LabelledAmount], listed: list[Decimal], yearly: list[LabelledAmount]
) -> tuple[Decimal | None, Decimal | None]:
    """(monthly wage, pay told by the year) for the 12-month average. Pay totalled over those months or listed
    month by month already holds what was paid; a service under 12 months may hold no yearly payment, so its
    average is asked for."""
    wage = params.monthly_wage
    service = _service_in_months(params)
    if not yearly or wage is None or listed or _monthly_from_total(amounts, _WAGE_EXCLUDE, service) is not None:
        return wage, None
    if service is not None and service < _YEAR_MONTHS:
        return None, None
    return wage, sum((amount.money.value for amount in yearly), Decimal(0))


# '入职时间是2018-05-01': a label right before a date names it the first day of work
_START_LABEL = r"入职|进(?:公司|单位|厂)|参加工作|用工|开始(?:工作|上班)|到岗|上岗"
# the words of joining said with the date ('2019年3月入的职', '去年5月进的这家厂')
_JOINING = (
    r"入(?:了|的)?职|进入|进(?:了|的)?(?:这|该|那|一)?(?:家|个)?[^，。；\d]{0,6}?(?:公司|单位|厂|企业|工厂)|进的|到\S{0,12}(上班|工作)"
    r"|开始(?:工作|上班)|用工|招用|聘用|起在|起到|参加工作|受雇|上岗|报到|到岗|开始在[^，。；\d]{0,8}(?:干|做|工作|上班)"
    r"|(?<![过回])去(?!年|世)[^，。；\d]{0,8}(?:上班|工作|干活)"
    r"|(?<![不别用再原本后将未从向])来(?:我们|咱们|这家|这个|该)?(?:公司|厂里?|店里?|单位)?(?:上班|干活|工作)?的(?!时候)"
)
# '离职日期：2022年10月31日': a label right before a date names it the last day of work
_END_LABEL = r"离职|解除|辞退|终止|开除|被裁|裁员|最后(?:一个)?工作日|最后一天|合同到期|到期"
# '合同到2024年3月31日', '一直干到2024年5月', '最后一天上班是2023年9月30日'
_WORKED_UNTIL = (
    r"(?:合同|期限|干|做|工作|上班|任职)[^，。；]{0,4}(?:到|至|截至|截止到?)$"
    r"|最后(?:一天|一个工作日|工作日|上班|工作|干)[^，。；]{0,6}?(?:是|为|在)?$"
)


def _start_mention(dates: list[DateMention], text: str) -> DateMention | None:
    """The first day of work as the question names it: by its label or by the words of joining said with it."""
    return labelled_date(dates, text, _START_LABEL) or date_with(dates, text, _JOINING, exclude=r"解除|辞退|离职|辞职|终止")


def _end_mention(dates: list[DateMention], text: str) -> DateMention | None:
    """The last day of work as named: as the last day, by its label, by words of leaving or as '那天' of the leaving."""
    return (
        _named_last_day(dates, text)
        or labelled_date(dates, text, _END_LABEL)
        or date_with(dates, text, _LEAVING, before=_WORKED_UNTIL)
        or _that_day(dates, text, _LEAVING)
    )


def _service_mentions(
    dates: list[DateMention], text: str
) -> tuple[DateMention | None, DateMention | None, DateMention | None]:
    """The dates of the first and the last day of work and of a written contract signed late, as the question gives them."""
    start = _start_mention(dates, text)
    others = [mention for mention in dates if mention is not start]
    end = _end_mention(others, text)
    # '直到2025年7月20日才跟我签书面劳动合同': 才 says the signing came late, after the first day of work
    signed = date_with(
        others, text, r"补签|签订了?书面劳动合同|订立了?书面劳动合同|才[^，。；]{0,6}?(?:签|订立)", exclude=r"未|没有|一直"
    )
    if start is None and not re.search(r"补签|未签|没签|没有签|不签|续签[^，。；]{0,4}(?:过|了)", text):
        # a fixed-term contract's first day stands for the start of service when nothing else is named
        start = _contract_start([mention for mention in dates if mention is not end], text)
    if start is None or end is None:
        range_start, range_end = _work_range(dates, text)
        # '2019-04-01至2024-03-31……是公司安排我过来的': a range's end read as a start by loose words after it
        if range_start is not None and end in (None, range_end) and (start in (None, range_start) or (end is None and start is range_end)):
            start, end = range_start, range_end
    if start is None or end is None:
        start, end = _span_fallback([mention for mention in dates if mention is not signed], text, start, end)
    if end is not None and end.recent is not None:
        end = _end_of_this_or_that_year(end, text, dates)
    return start, end, signed


def _service_dates(
    start: DateMention | None, end: DateMention | None, reference: Reference
) -> tuple[date | None, date | None]:
    """The first and last day of work from their mentions; neither when they cannot be settled (asked for)."""
    start_date = start.value if start else None
    end_date = None
    if end and end is not start:
        end_date = end.value if end.latest else _end_day(start, end)
    if start and end_date and (start.latest or end.latest) and not _settled_over_range(start, end, end_date, reference):
        return None, None  # a lunar month at a 第四十七条 boundary: asked for
    if start_date and end_date and end_date < start_date:
        # a year misread ('合同2026年6月30日到期……3月1日开始上班' puts the start a year on): asked, not refused
        return None, None
    return start_date, end_date


def _said_service(
    text: str, start: DateMention | None, end: DateMention | None, start_date: date | None, end_date: date | None
) -> int | None:
    """The length of service the question says in words, in months, where the dates leave it open or may be a month off."""
    if start_date is None or end_date is None:
        return _service_months(text)
    if (start is not None and not start.day_known) or (end is not None and not end.day_known):
        # dates without their day can be a month off at a 第四十七条 boundary: a span the asker states wins
        return _stated_service(text)
    return None


def _notice_given(text: str) -> bool | None:
    """Whether 30 days' notice was given (第四十条), as the question says; None when it does not say."""
    return stated_yes_no(
        text,
        no=r"(?:未|没有?|并未|不|来不及|没来得及|没能|无法)(?:提前)?(?:三十日|30日|30天|三十天|一个月)?(?:以)?(?:书面)?(?:形式)?通知|(?:未|没有?|不)提前",
        yes=r"已?提前(三十日|30日|30天|一个月)(以)?书面?通知|提前(三十日|30日|30天|一个月)通知",
    )


# 竞业限制 agreed or imposed ('签了竞业限制协议', '竞业禁止'); its compensation is a claim of its own (第二十三条)
_NON_COMPETE = r"竞业(?:限制|禁止|协议|条款)"


def _non_compete_said(text: str) -> bool:
    return bool(re.search(_NON_COMPETE, text))


def _non_compete_figure(amount: LabelledAmount, text: str) -> bool:
    """The monthly 竞业限制 compensation agreed ('约定每月补偿3000元', '竞业补偿每月2000'): not the wage."""
    label = amount.label
    if "竞业" in label and "补偿" in label:
        return True
    # '竞业限制两年，每月给我2000', '竞业限制，每月补偿3000': a sum the employer pays by the month, told right after the
    # restriction
    if re.search(r"(?:每个?月|按月)(?:只)?(?:补偿|给|补|发|付)(?:我)?(?:补偿)?\s*$", label) and not re.search(r"工资|月薪|薪水", label):
        return "竞业" in text[text.rfind("。", 0, amount.money.start) + 1 : amount.money.start]
    return bool(re.search(r"(?<!经济)补偿(?:金|费)?(?:每个?月|按月)?(?:为|是)?\s*$", label) and re.search(r"约定|协议", label))


# the restriction's compensation not paid ('一直没付补偿', '一分钱没给', '从没发过'), and the months gone since leaving:
# '离职半年了', '离职后…已经五个月了', '五个月都没给'
_COMPENSATION_NOT_PAID = r"(?:没|未|不)(?:有)?(?:给|付|发|支付|打)|一分钱?(?:都|也)?没"
_MONTHS_GONE = (
    rf"(?:离职|辞职|离开公司|走了)(?:后|以后)?(?:已经|都|快)?(?:({NUMBER_TOKEN})\s*个月|(半)年)(?!多)"
    rf"|(?:已经|都)(?:过了|过去了?)?\s*({NUMBER_TOKEN})\s*个月(?!多)"
    rf"|({NUMBER_TOKEN})\s*个月(?:了)?(?:都|也|一直)?(?:{_COMPENSATION_NOT_PAID})"
)


def _non_compete_unpaid_months(text: str) -> int | None:
    """The months since leaving for which the restriction's compensation was not paid ('竞业限制两年，离职后公司一直
    没付补偿，已经五个月了'): what is owed so far. Only where the not paying is told; a loose count ('五个多月') is none."""
    if not re.search(_COMPENSATION_NOT_PAID, text):
        return None
    found = re.search(_MONTHS_GONE, text)
    if not found:
        return None
    figure = next(group for group in found.groups() if group)
    try:
        months = 6 if figure == "半" else to_number(figure)
    except ValueError:
        return None
    return int(months) if float(months).is_integer() and months > 0 else None


def _non_compete_months(text: str) -> int | None:
    """The restriction's length ('竞业限制期限2年', '竞业限制两年', '竞业限制期18个月', '一年半'), in months."""
    match = re.search(
        # in the clause that names the restriction, or a later clause of its sentence that is only its period
        # ('签了竞业限制协议，约定每月补偿3000元，期限2年'), never another period ('竞业限制协议，试用期3个月')
        rf"竞业(?:[^。；，,\d]{{0,16}}?(?:期限|限制期|(?<!试用)(?<!合同)期|时间|限制)"
        rf"|(?:[^。；，,]{{0,16}}[，,]){{1,3}}(?:期限|限制期限?))"
        rf"(?:为|是|约定)?\s*({NUMBER_TOKEN})\s*(年(半)?|个月)",
        text,
    )
    if not match:
        return None
    try:
        number = to_number(match.group(1))
    except ValueError:
        return None
    months = number * 12 + (6 if match.group(3) else 0) if match.group(2).startswith("年") else number
    return int(months) if float(months).is_integer() else None


# '未签订书面劳动合同', '一直没签', '拖着不跟我签合同': no written contract (第八十二条), a labour claim of its own
NO_WRITTEN_CONTRACT = (
    r"(?:未(与其|和其|与他|与她|跟我|和我|与我)?(签订|订立|签)过?(书面)?(劳动)?合同|没有?(给我?|跟我|和我|与我)?(签订?|签署|订立)过?(书面)?(劳动)?合同"
    r"|(一直|始终)(未|没有?|不)签|(不|拒绝|不肯|不愿|拖着不)(给我?|跟我|和我|与我)?(签订?|签署|订立)(书面)?(劳动)?合同)"
    # ('一直不签无固定期限合同': a contract there is, only not an open-ended one)
    r"(?!无固定期|无期限)"
)


# the stretch told before the words ('两年没签合同', '8个月都没签', '一年多一直没签劳动合同', '一年半没签')
_SPAN_WITHOUT_CONTRACT = re.compile(
    # ('到2023年一直没签' names a year, not a stretch)
    rf"(?<![\d到至从在])(?!\d{{4}}年){SPAN_TOLD}(?P<beyond>多|半)?(?:了|的时间)?(?:都|也|一直|还|始终)*(?:没有?|未|不)(?:跟我|和我|与我)?(?:签|订立)"
)


def _no_contract_months(text: str, params: EconomicParams) -> int | None:
    """Months worked without a written contract (第八十二条): as stated, else read from the service and its dates."""
    if not re.search(NO_WRITTEN_CONTRACT, text):
        return None
    months = number_before(text, r"个月", r"未签订?|没有?签订?|未订立|不签")
    if months is not None:
        return int(months)
    told = _SPAN_WITHOUT_CONTRACT.search(text)
    span = span_told(told) if told else None
    if span is not None and span.count is not None and span.unit == "个月" and (told.group("beyond") is None or span.count >= 12):
        # '一年多' is a year at least: all the double wage there is (实施条例第七条 stops it at eleven months)
        return int(span.count) + (6 if told.group("beyond") == "半" else 0)
    if params.contract_signed_date is None and params.start_date is None and params.service_months is not None and not re.search(r"个[多半]月", text) and not _probation_month_of_ending(text):
        # '一直未签…共工作了7个月': the whole service was without a written contract ('两个半月', '试用期第二个月' count
        # whole months for the service, but the double wage is owed for the part month too: asked for)
        return params.service_months
    if params.contract_signed_date is None and params.start_date is not None and params.end_date is None:
        return _unsigned_at_least(text, params.start_date)
    return None


# wages the employer has not paid, in months ('拖欠了我三个月工资', '欠了两个半月工资', '三个月工资没发', '有两个月没发工资',
# '工资拖欠了三个月', '不给我发最后半个月工资'); not wages paid late after all ('拖了两个月才发', '后来补发了')
_NOT_PAID = r"(?:都|也|一直|还|至今|到现在)?(?:(?:没|没有|未|不)(?:发|给|付|结)|(?:没|没有|未)(?:拿到|领到|收到))"
# pay that cannot be got ('工资要不到', '讨不回工钱')
_NOT_GOT = r"(?:要|讨|拿|追)不(?:到|回|来|回来)"
_PAID_LATER = r"(?![^。；]{0,10}(?:才|后来|已经|已)[^，。；]{0,4}(?:发|给|付|补|结))"
# the span owed, counted or named by its month ('上个月的工资', '上上个月工资'): a month named is one month
_OWED_SPAN = rf"(?:{SPAN_TOLD}|(?P<named_month>上上?个?月))"
# the refusal to pay told before the pay ('不给我发', '没给我结'); WAGES_OWED reads it too
_PAY_REFUSED = r"(?:没|没有|未|不)(?:肯|愿意)?(?:给)?(?:我|我们)?(?:发|结|付|支付)(?:给我)?"
_UNPAID_MONTHS = tuple(
    re.compile(pattern + _PAID_LATER)
    for pattern in (
        # (docked: '扣了我3天工资')
        rf"(?:(?:拖欠|欠|压)(?:了)?|(?:克扣|扣发|扣)(?:了|掉)+)(?:我|我们)?(?:的)?\s*{_OWED_SPAN}(?:的)?{_PAY_WORD}",
        # ('上个月的工资公司一直没发': the employer may be named between)
        rf"{_OWED_SPAN}(?:的)?{_PAY_WORD}(?:{EMPLOYER_NOUN})?(?:说)?{_NOT_PAID}",
        # the pay left unsaid after the month named ('以后的都不发了，上个月的也没发')
        rf"(?P<named_month>上上?个?月)的{_NOT_PAID}",
        rf"{SPAN_TOLD}{_NOT_PAID}(?:过)?(?:了)?(?:我)?(?:的)?{_PAY_WORD}",
        rf"{_PAY_WORD}(?:已经|一直|都|已)?(?:拖欠|欠|压|没发|没有发|未发)(?:了)?(?:我)?\s*{SPAN_TOLD}",
        # the refusal told before the span ('不给我发最后半个月工资', '没给我结上个月工资')
        rf"{_PAY_REFUSED}(?:最后|剩下|剩余)?(?:的)?\s*{_OWED_SPAN}(?:的)?{_PAY_WORD}",
        # the span in the next clause ('老板就不发工资了，已经两个月了', '工资一直没发，都三个月了')
        # ('拖欠我工资，一年了')
        # ('工资要不到，已经三个月了', '老板欠薪，都半年了')
        rf"(?:{_PAY_REFUSED}{_PAY_WORD}|{_PAY_WORD}{_NOT_PAID}|{_PAY_WORD}(?:一直|总是|都)?{_NOT_GOT}"
        rf"|(?:拖欠|欠)(?:了)?(?:我|我们)?(?:的)?{_PAY_WORD}|(?:拖欠|欠)(?:了)?(?:我|我们)?薪(?:水|资)?)(?:了)?[，,]"
        rf"\s*(?:已经|都|已)?(?:有)?\s*{SPAN_TOLD}了",
    )
)
# months of which only a part of the pay was paid ('连续两个月只发一半工资', '三个月工资都只发了60%', '只发了百分之七十，
# 已经两个月了'): the part paid and the months
_PART_PAID_MONTHS = (
    re.compile(rf"{SPAN_TOLD}(?:的)?{_PAY_WORD}?(?:都|每月|每个月)?只(?:给)?(?:发|给|付|支付)(?:了)?(?:我)?(?P<part>{_PART_OF_PAY})"),
    re.compile(rf"{_PAY_WORD}(?:已经|连续)?{SPAN_TOLD}(?:都)?只(?:给)?(?:发|给|付|支付)(?:了)?(?:我)?(?P<part>{_PART_OF_PAY})"),
    # the months after ('工资只发了百分之七十，已经两个月了')
    re.compile(rf"只(?:给)?(?:发|给|付|支付)(?:了)?(?:我)?(?P<part>{_PART_OF_PAY})(?:的)?{_PAY_WORD}?[，,]?(?:已经|连续)(?:有)?{SPAN_TOLD}"),
)


def _share_of_pay(part: str) -> Decimal | None:
    """The share a part of the pay names ('一半': 0.5, '三成': 0.3, '百分之七十' or '70%': 0.7); none for a loose part
    ('一部分')."""
    if "部分" in part:
        return None
    if "半" in part:
        return Decimal("0.5")
    if part.endswith("成"):
        return parse_number(part[:-1]) / 10
    return parse_number(re.sub(r"百分之|[%％]", "", part)) / 100


def _part_pay_withheld(text: str) -> tuple[Decimal, Decimal] | None:
    """The months paid only in part and the share of each month's wage withheld ('两个月只发一半工资': 2, 0.5;
    '工资被扣了一半': 1, 0.5); none where the part is loose ('只发了一部分') or the months are ('两个多月')."""
    for pattern in _PART_PAID_MONTHS:
        found = pattern.search(text)
        if found is None:
            continue
        span, paid = span_told(found), _share_of_pay(found.group("part"))
        if span.count is None or span.unit != "个月" or paid is None:
            return None
        return (span.count, 1 - paid) if 0 < paid < 1 else None
    for pattern in _PART_DOCKED_MONTHS:
        found = pattern.search(text)
        if found is None:
            continue
        span = span_told(found) if found.group("span") else Span(Decimal(1), "个月", "")
        docked = _share_of_pay(found.group("docked"))
        if span.count is None or span.unit != "个月" or docked is None:
            return None
        return (span.count, docked) if 0 < docked < 1 else None
    return None


# the sum owed told as one ('拖欠工资2万', '欠我工资一共15000元', '欠薪3万', '拖欠我三个月工资一共两万四'): not the monthly wage
_UNPAID_SUM_LABEL = re.compile(
    rf"(?:(?:拖欠|欠|克扣|扣发|没发|未发)(?:了)?(?:我|我们)?(?:的)?(?:{SPAN_TOLD}(?:的)?)?{_PAY_WORD}|欠薪)"
    r"(?:总共|一共|共计|合计|共|累计)?(?:是|有|达|为)?\s*$"
)
# a sum docked from the pay ('工资被扣了1000', '无故扣了我1000块工资', '说不加班就扣工资，上个月真扣了我1000'): pay not
# paid in full (劳动法 第五十条) unless on a lawful ground, so owed like pay withheld; not a charge taken for a thing
# ('宿舍每月扣我300', '扣了社保800'), nor a deduction only threatened ('不加班就扣工资': no 了)
_DOCKED = r"(?:克扣|扣发|扣)(?:了|掉|走)+(?:我|我们)?(?:的)?"
_DOCKED_SUM_LABEL = re.compile(rf"{_DOCKED}\s*$")
_PAY_AFTER = re.compile(rf"^\s*(?:元|块)?(?:钱)?(?:的)?{_PAY_WORD}")
_PAY_DOCKED = rf"{_PAY_WORD}[^，。；]{{0,4}}?被?(?:克扣|扣发|扣)|(?:克扣|扣发|扣)(?:了|掉)?(?:我|我们)?(?:的)?{_PAY_WORD}"


# a share of the pay docked ('工资被扣了一半', '扣了我三成工资', '两个月工资都被扣了30%'): that share withheld, of one
# month's pay unless months are told; a share of something else docked ('押金被扣了一半', '年终奖扣了一半') names no pay
_PART_DOCKED_MONTHS = (
    re.compile(rf"(?:{SPAN_TOLD}(?:的)?)?{_PAY_WORD}[^，。；\d]{{0,4}}?被?(?:都|也)?{_DOCKED}\s*(?P<docked>{_PART_OF_PAY})"),
    re.compile(rf"(?:{SPAN_TOLD}(?:的)?)?[^，。；\d]{{0,4}}?{_DOCKED}\s*(?P<docked>{_PART_OF_PAY})(?:的)?{_PAY_WORD}"),
)


def _docked_sum(amount: LabelledAmount, text: str) -> bool:
    """Whether the amount is a sum docked from the pay: told as docked, of the pay (in its clause or told of the pay
    before), and not a charge for a thing."""
    return bool(
        _DOCKED_SUM_LABEL.search(amount.label) and not re.search(_CHARGES, amount.clause)
        and (re.search(_PAY_WORD, amount.label) or _PAY_AFTER.match(amount.after) or re.search(_PAY_DOCKED, text))
    )


def pay_docked(text: str) -> bool:
    """Whether a sum, a span or a share of pay docked is told ('扣了我1000块工资', '扣了我3天工资', '扣了一半'): the notes say when a
    deduction is lawful."""
    return bool(re.search(rf"{_DOCKED}\s*{SPAN_TOLD}(?:的)?{_PAY_WORD}", text)) or any(
        pattern.search(text) for pattern in _PART_DOCKED_MONTHS
    ) or any(_docked_sum(amount, text) for amount in labelled_amounts(text))


# wages owed told at all, by either reading: a labour claim (extract/scenario.py weighs it)
WAGES_OWED = (
    rf"(?:拖欠|欠)(?:了)?[^，。；]{{0,8}}?{_PAY_WORD}|欠薪|{_PAY_WORD}[^，。；]{{0,6}}?(?:拖欠|没发|未发|没有发|说不(?:给我?)?(?:发|结|付)"
    # ('三个月工资没拿到')
    rf"|(?:没|没有|未)(?:拿到|领到|收到))"
    # ('老板不给我发上个月的工资', '两个多月没发工资')
    rf"|{_PAY_REFUSED}[^，。；]{{0,8}}?{_PAY_WORD}|{_PART_PAID}"
    # pay that cannot be got ('工资要不到', '讨不回工钱'; not '工资要不到三千', pay under a sum)
    rf"|{_PAY_WORD}[^，。；]{{0,4}}?{_NOT_GOT}(?![\d一二两三四五六七八九十几百千万])|{_NOT_GOT}[^，。；]{{0,4}}?{_PAY_WORD}"
    # a month gone by whose pay is refused ('老板说上个月工资不发了'): due already, so owed
    rf"|上上?个?月(?:的)?{_PAY_WORD}[^，。；]{{0,6}}?不(?:给我?)?(?:发|结|付)"
    # a sum docked ('工资被扣了1000', '无故扣了我1000块工资', '扣工资，上个月真扣了我1000')
    rf"|{_PAY_WORD}[^，。；]{{0,4}}?被?{_DOCKED}\s*[\d一二两三四五六七八九十几半]"
    rf"|{_DOCKED}\s*[\d一二两三四五六七八九十几半][^，。；]{{0,8}}?{_PAY_WORD}"
    rf"|{_PAY_DOCKED}[^。]{{0,12}}?{_DOCKED}\s*[\d一二两三四五六七八九十几半]"
)

# the employer's shutdown ('公司停工停产三个月了', '工厂停产放假'; not 停工留薪期): its pay follows 工资支付暂行规定 第十二条
# (from memory, not in the corpus): the agreed wage within one wage-payment cycle, after it at least the local minimum
# wage for work done, or 生活费 by the local rule where none is done (extract/scenario.py weighs it with 生活费)
SHUTDOWN = rf"(?:{EMPLOYER_NOUN})[^，。；]{{0,4}}?(?:停工停产|停产|停工)(?!留薪)"
# its first cycle told as paid in full ('第一个月发了全工资', '头一个月工资照发')
_SHUTDOWN_FIRST_CYCLE_PAID = (
    r"(?:第一|头一?)个月(?:的)?(?:工资)?(?:照常|照|正常|全额|足额|全部|都)(?:发|给)"
    r"|(?:第一|头一?)个月[^，。；没未不]{0,2}?(?:发|给)了?(?:全|全额|足额|全部|正常)(?:的)?工资"
)

# pay refused for a time still to come ('公司说下个月不给我发工资了', '老板说下个月起不发工资', '以后的工资都不发了',
# '下个月开始停发工资'): wages not yet due (劳动合同法 第三十条), a labour claim to be but nothing owed yet
_TIME_TO_COME = r"(?:下下?个?月|以后|今后|往后|接下来|明天|下周|下个?星期|年后|从现在)(?:起|开始|以后|之后)?"
# Pay refused on a condition the employer sets ('说不去的就不发工资了', '老板说不加班就不发工资', '说要是不签就不给发工资')
# is a threat too: nothing is withheld until the condition is met and a payday passes
_PAY_REFUSED_IF = (
    rf"(?:说|如果|要是|假如|若是?)[^。；]{{0,6}}?(?:不|没|拒绝)[^。；就]{{0,10}}?[，,]?(?:就|便|那就)(?:要|会)?"
    rf"(?:{_PAY_REFUSED}|停发)[^，。；]{{0,4}}?{_PAY_WORD}"
)
PAY_REFUSED_AHEAD = (
    rf"{_TIME_TO_COME}[^，。；]{{0,6}}?(?:{_PAY_REFUSED}|停发|停)[^，。；]{{0,4}}?{_PAY_WORD}"
    rf"|{_TIME_TO_COME}(?:的)?{_PAY_WORD}(?:都|也|就)?(?:说)?(?:{_NOT_PAID}|停发)"
    rf"|{_PAY_REFUSED_IF}"
)


def _unpaid_spans(text: str) -> set[Span]:
    """The spans of wages owed as told ('三个月', '两个多月', '20天', '上个月': one month)."""
    return {
        Span(Decimal(1), "个月", found.group("named_month")) if found.groupdict().get("named_month") else span_told(found)
        for pattern in _UNPAID_MONTHS for found in pattern.finditer(text)
    }


def _unpaid_span(spans: set[Span]) -> Span | None:
    """The span of wages owed, when one is told exactly ('三个月', '20天'; a vague one, '两个多月', gives none)."""
    span = next(iter(spans)) if len(spans) == 1 else None
    return span if span is not None and span.count is not None else None


# the sum opening the clause after the wages owed ('拖欠了我三个月工资，一共一万五')
_TOTAL_OPENS = re.compile(r"^\s*(?:总共|一共|共计|合计|加起来|算下来)(?:是|有|达|为)?\s*$")


def _unpaid_sum(amounts: list[LabelledAmount], text: str) -> tuple[LabelledAmount, str] | None:
    """The sum of wages owed and the words telling those wages (for their months): told in its own clause or opening
    the next one."""
    for amount in amounts:
        if _UNPAID_SUM_LABEL.search(amount.label) or _docked_sum(amount, text):
            return amount, amount.label
        if _TOTAL_OPENS.match(amount.label):
            start = amount.money.start - len(amount.label)
            before = text[clause_at(text, start - 1)[0] : start - 1] if start > 0 else ""
            if before and text[start - 1] in "，," and _UNPAID_SUM_LABEL.search(before + amount.label):
                return amount, before
    return None


# paid annual leave not taken ('还有10天年休假没休', '5天年假没给我休', '年假没休的有5天'), told in one clause
_ANNUAL_LEAVE = r"(?<!产)(?<!婚)(?<!病)(?:带薪)?年(?:休)?假"
_NOT_TAKEN = r"(?:没|未|没有|不让|没让|不给|没给)(?:我)?(?:休|安排|让我休|给我休)"


def _unused_leave(text: str) -> tuple[bool, Decimal | None]:
    """Whether annual leave not taken is told, and its days where a clause telling it counts them (None: asked for)."""
    told = False
    for clause in re.split(r"[，,。；;？?！!]", text):
        if re.search(_ANNUAL_LEAVE, clause) and re.search(_NOT_TAKEN, clause):
            told = True
            days = re.search(rf"({NUMBER_TOKEN})\s*天", clause)
            try:
                if days:
                    return True, Decimal(str(to_number(days.group(1))))
            except ValueError:
                continue
    return told, None


# the kind of day worked: a rest day (200% unless given back as rest) or a statutory holiday (300%); '节假日' in lay words
# is the holidays; a festival named stands for its holiday days, the rest of its break being rest days moved
_REST_DAY = r"周末|周六|周日|星期[六天日]|礼拜[六天日]|双休日?|(?<!法定)休息日|休息天|公休日?"
_FESTIVALS = {
    "元旦": "元旦", "春节": "春节", "过年": "春节", "大年": "春节", "除夕": "春节", "清明": "清明", "五一": "劳动节",
    "劳动节": "劳动节", "端午": "端午", "中秋": "中秋", "国庆": "国庆", "十一": "国庆",
}
_HOLIDAY = rf"法定(?:节)?(?:休)?假日|法定节日|节假日|{'|'.join(_FESTIVALS)}(?!点|个|天|日|号|月|年|多|万|元)"
# ('2025年春节也加了七天': the days of overtime told without 班, after another clause of overtime)
# overtime added, told with 班 or by its hours alone ('上个月加了40个小时')
_OVERTIME_ADDED = rf"加班|加了[^，。；？?]{{0,6}}班|加了\s*(?:{NUMBER_TOKEN})\s*(?:个)?(?:小时|钟头)"
_WORKED = rf"{_OVERTIME_ADDED}|加了\s*(?:{NUMBER_TOKEN})\s*天|上班|值班|干活|上了[^，。；？?]{{0,4}}班"
# rest days counted by their name ('一共上了10个周六')
_REST_DAYS_COUNTED = rf"({NUMBER_TOKEN})\s*个(?:周六|周日|星期[六天日]|礼拜[六天日])"
# overtime told or asked for ('加班费怎么算', '周末加了四天班', '每天晚上加班两小时', '春节值班两天'): a claim of its own
# (劳动法 第四十四条)
OVERTIME_TOLD = (
    r"加班费|加班工资|加班[^，。；？?]{0,8}(?:钱|补偿|多少)|(?:晚上|每天)[^，。；？?]{0,6}加班|加了[^，。；？?]{0,6}班|工作日[^，。；？?]{0,4}加(?:班|了)"
    rf"|(?:{_REST_DAY}|{_HOLIDAY})[^，。；？?]{{0,6}}(?:加班|值班|上了[^，。；？?]{{0,4}}班)"
    # '春节七天全在上班', '国庆三天都在上班': days of the break worked
    rf"|{_HOLIDAY}[^，。；？?]{{0,4}}{NUMBER_TOKEN}\s*天[^，。；？?]{{0,2}}(?:都|全|全部)(?:在)?上班"
)
_OVERTIME_DAYS = rf"({NUMBER_TOKEN})\s*(?:个)?(?:整)?天"
# days of the Spring Festival named by the lunar calendar ('初一到初三', '除夕到初五'): 除夕 is day 0. The statutory
# holidays are 初一 to 初三, and 除夕 as well where the period gives 春节 four days (2025 on); 初四 to 初六 fell in every
# year's break since 2008, so are rest days moved; any other day (除夕 before 2025, 初七 on) was a rest day or a working
# day as that year's schedule had it, so its kind is asked
_LUNAR_DAYS = r"(?P<first>除夕|初[一二三四五六七八九十])(?:到|至|~|-|—)(?:大年)?(?P<last>初[一二三四五六七八九十])"
_SPRING_FESTIVAL_HOLIDAYS = {3: {1, 2, 3}, 4: {0, 1, 2, 3}}
_SPRING_FESTIVAL_REST_DAYS = {4, 5, 6}


def _lunar_day(said: str) -> int:
    return 0 if said == "除夕" else int(to_number(said[1:]))


def _spring_festival_days(clause: str, holidays: int) -> tuple[Decimal, Decimal, Decimal] | None:
    """The holidays, the rest days and the days of a kind not known among the Spring Festival days named by their
    lunar dates ('初一到初三': 3, 0, 0)."""
    found = re.search(_LUNAR_DAYS, clause)
    if found is None or holidays not in _SPRING_FESTIVAL_HOLIDAYS:
        return None
    days = set(range(_lunar_day(found.group("first")), _lunar_day(found.group("last")) + 1))
    on_holiday = days & _SPRING_FESTIVAL_HOLIDAYS[holidays]
    rest = (days - on_holiday) & _SPRING_FESTIVAL_REST_DAYS
    return (Decimal(len(on_holiday)), Decimal(len(rest)), Decimal(len(days - on_holiday - rest))) if days else None


_OVERTIME_HOURS = rf"({NUMBER_TOKEN})\s*(?:个)?(?:小时|钟头)"
# hours added to each working day ('每天加班两小时', '每天晚上都要加班3个小时', '每天加2个小时的班')
_OVERTIME_DAILY = rf"每(?:天|日|晚)[^，。；？?\d]{{0,6}}?加(?:班)?(?:了)?\s*{_OVERTIME_HOURS}"
# a working day told by its length ('每天干12个小时', '每天上班10小时'): the hours past the standard 8 (劳动法 第三十六条)
# are added hours
_WORKDAY_LENGTH = rf"每(?:天|日)(?:都)?(?:要)?(?:工作|干活?|上班|上)\s*{_OVERTIME_HOURS}"
# the working days of those hours ('一共加了20天', '加了22天', '连续22个工作日', '工作日加班4天', '工作日加了4天班'), or a
# total of days ('周末两天都在加班，一共加了6天')
_OVERTIME_SPAN = (
    rf"(?:(?:一共|共|总共|连续)(?:加了|干了|上了)?|加了)\s*({NUMBER_TOKEN})\s*(?:个)?(?:工作日|天)(?!班)"
    rf"|工作日[^，。；？?\d]{{0,4}}?加(?:班|了)\s*({NUMBER_TOKEN})\s*(?:个)?天"
)
# the working days of a month told beside the daily hours ('每天加班3小时，一个月上22天班'): the days of those hours, where
# they can all be working days (a month has at most 23; more take in rest days, whose hours count otherwise)
_MONTHS_WORKDAYS = rf"(?:一个月|每个?月)(?:要|都|只)?(?:上|干|工作|出勤)(?:了)?\s*({NUMBER_TOKEN})\s*(?:个)?(?:工作日|天)(?:班|活)?"
_MOST_WORKDAYS_IN_A_MONTH = 23
# the overtime pay asked by the month ('一个月能要多少', '每个月的加班费多少')
_ASKED_BY_THE_MONTH = r"(?:一个月|每个?月)(?:的)?[^，。；？?\d]{0,4}(?:能|可以|应该|该)?(?:要|拿|得|给|补|算|有)|(?:一个月|每个?月)的加班费"
# a recent stretch within the service ('最近三个月', '这半年', '近两年来')
_RECENT_SPAN = rf"(?:最近|近|这|过去|前)(?:的)?\s*(?:{NUMBER_TOKEN}|半)\s*(?:个)?(?:多)?(?:月|年)"
# the days off a week or a month ('每周只休一天', '一个月就休两天', '一个月只有两天休息', '一个月一天都不休'): the
# span's other rest days are worked
_WEEK = r"(?:每|一)(?:个)?(?:周|星期|礼拜)"
_MONTH = r"(?:一个月|每个?月|一月)"
_DAYS_OFF_TOLD = (
    r"(?:就|只|才|只能|总共|一共|也就)*(?:休息?|放)(?:了)?\s*({NUMBER_TOKEN})\s*天(?!班|半)"
    r"|(?:就|只|才|也就)*有\s*({NUMBER_TOKEN})\s*天(?:的)?(?:休息|假)"
    r"|(?:一天|天天)(?:都|也)(?:不|没)(?:休|放假)()"
    # a half day ('一周休息半天', '每周只休一天半'): the whole days told, and the half
    r"|(?:就|只|才|只能|也就)*(?:休息?|放)(?:了)?\s*(?:({NUMBER_TOKEN})\s*天)?(半)天?(?!班)"
).replace("{NUMBER_TOKEN}", NUMBER_TOKEN)
# the days worked a week ('一周干六天', '每周上6天班', '一个星期要做七天'): the week's other days are its days off
_WEEK_DAYS_WORKED = rf"{_WEEK}(?:要|都|得|只)?(?:上|干|工作|做|出勤)(?:了)?\s*({NUMBER_TOKEN})\s*天(?:班|活)?"
_DAYS_IN_A_WEEK = 7
# one rest day told worked every week by its name ('每周六都要加班', '每个星期天都上班'): the week's other rest day is its
# day off, where the day is worked whole; a part of it ('每周六加班4小时', '每周日上午') leaves the days asked
_WEEKLY_REST_DAY = r"每(?:个)?(?:周[六日天]|星期[六天日]|礼拜[六天日])"
_WEEKLY_REST_DAY_WORKED = (
    rf"{_WEEKLY_REST_DAY}(?P<same>[^，,。；;？?]*)(?:[，,]\s*(?:一天|每天|每次|当天)[^，,。；;？?]*)?"
)
_PART_OF_A_DAY = r"上午|下午|晚上|半天"
# '单休' is one day off a week; '大小周' two and one in turn, 1.5 on average
_WEEKLY_NAMED = {"单休": Decimal(1), "大小周": Decimal("1.5")}
# rest days given back as rest (补休/调休): nothing owed for them; denied ('没调休', '也不给补休'): 200%
# promised only ('公司说给调休，但一直没让休') is none
_NOT_MADE_UP = (
    r"(?:没|没有|未|不给|没给|不让|没让|不)(?:有)?(?:安排)?(?:给)?(?:我)?(?:调休|补休|倒休|换休)"
    r"|没让(?:我)?休|没休成|(?:一直|始终|还|也|都)(?:没|没有|未)(?:让我?)?休(?![息假])"
)
_MADE_UP = (
    r"(?:调休|补休|倒休|换休)(?:了|过)|(?<![说会要应])(?<!答应)(?<!承诺)(?:安排|给)了?(?:我)?(?:调休|补休|倒休|换休)"
    r"|已(?:经)?(?:调休|补休)"
)


def _overtime_count(pattern: str, clause: str) -> Decimal | None:
    found = re.search(pattern, clause)
    try:
        # a pattern of several forms holds the figure in the group of the form that matched
        return Decimal(str(to_number(next(group for group in found.groups() if group)))) if found else None
    except ValueError:  # '两三天': no one figure
        return None


def _add(total: Decimal | None, more: Decimal | None) -> Decimal | None:
    return more if total is None else total if more is None else total + more


# days already paid, told as days at a rate ('公司只给了三天的三倍', '发了两天的双倍工资', '三天的三倍和两天的双倍'): 300% is
# a holiday's rate, 200% a rest day's
_DAYS_PAID_AT = (
    rf"(?:(?:给|发|付|支付|算)(?:了)?(?:我)?|[和、及跟])\s*({NUMBER_TOKEN})\s*天(?:的)?\s*"
    r"(?:(?P<holiday>三倍|3倍|300\s*[%％])|(?P<rest>两倍|双倍|2倍|200\s*[%％])|(?P<untold>加班费|加班工资))"
)


# the overtime paid at '一倍' ('只给了一倍工资', '按一倍工资算的', '给了1倍'): which wage that was is asked
_PAID_SINGLE_WAGE = r"(?:给|发|付|支付|算|按)(?:了)?(?:我)?(?:的)?\s*(?:一倍|1倍|单倍)"


def _read_days_paid(params: EconomicParams, text: str) -> None:
    """The holidays and rest days the employer already paid at their own rate (EconomicParams.overtime_*_days_paid),
    or the overtime told paid at '一倍' (EconomicParams.overtime_paid_single_wage)."""
    params.overtime_paid_single_wage = bool(re.search(_PAID_SINGLE_WAGE, text))
    for found in re.finditer(_DAYS_PAID_AT, text):
        days = _overtime_count(_DAYS_PAID_AT, found.group())
        if found.group("holiday"):
            params.overtime_holiday_days_paid = _add(params.overtime_holiday_days_paid, days)
        elif found.group("untold"):
            params.overtime_days_paid_kind_untold = _add(params.overtime_days_paid_kind_untold, days)
        else:
            params.overtime_rest_days_paid = _add(params.overtime_rest_days_paid, days)
    # days paid without their rate where only one kind was worked ('周末加了四天班，只给了两天的加班费') are of that kind
    untold = params.overtime_days_paid_kind_untold
    if untold is not None and (params.overtime_holiday_days is None) != (params.overtime_rest_days is None):
        if params.overtime_holiday_days is not None:
            params.overtime_holiday_days_paid = _add(params.overtime_holiday_days_paid, untold)
        else:
            params.overtime_rest_days_paid = _add(params.overtime_rest_days_paid, untold)
        params.overtime_days_paid_kind_untold = None


def _read_overtime(params: EconomicParams, text: str, reference: Reference) -> None:
    """The hours and days of overtime told, by kind (EconomicParams.overtime_*), read clause by clause."""
    standard_day = Decimal(str(reference.labour["overtime"]["hours_per_day"]))
    span = None
    # rest days told worked without their count ('每个周六都来上班'): a total of days told beside them is their count
    # (not a month's working days: '周六也上班，一个月上22天' tells no overtime)
    rest_days_uncounted, total_told = False, False
    for clause in re.split(r"[，,。；;？?！!]", text):
        if not re.search(_HOLIDAY, clause) and not re.search(_REST_DAY, clause) and re.search(_OVERTIME_SPAN, clause):
            span = _overtime_count(_OVERTIME_SPAN, clause)
            total_told = span is not None
        workdays = _overtime_count(_MONTHS_WORKDAYS, clause)
        if span is None and workdays is not None and workdays <= _MOST_WORKDAYS_IN_A_MONTH:
            span = workdays
        if re.search(_DAYS_PAID_AT, clause):  # days paid ('给了三天的加班费') are no days worked
            continue
        if re.search(_REST_DAYS_COUNTED, clause) and re.search(_WORKED, text):
            params.overtime_rest_days = _add(params.overtime_rest_days, _overtime_count(_REST_DAYS_COUNTED, clause))
            continue
        length = _overtime_count(_WORKDAY_LENGTH, clause)
        if length is not None and length > standard_day:
            params.overtime_daily_hours = length - standard_day
            continue
        # '每天晚上加2个小时' names the added hours without the word 班
        if not re.search(_WORKED, clause) and not re.search(_OVERTIME_DAILY, clause):
            continue
        days, hours = _overtime_count(_OVERTIME_DAYS, clause), _overtime_count(_OVERTIME_HOURS, clause)
        holiday = re.search(_HOLIDAY, clause)
        festival = _FESTIVALS.get(holiday.group()) if holiday else None
        year = re.search(rf"((?:19|20)\d\d)\s*年[^，。；？?]{{0,8}}?(?:{holiday.group()})", clause) if holiday else None
        if festival == "春节" and days is None:
            period = reference.festival_days(int(year.group(1)) if year else None)
            lunar = _spring_festival_days(clause, period["days"]["春节"]) if period else None
            if lunar is not None:
                # '春节初一到初三都在加班': the lunar days named are the count, by kind
                params.overtime_festival_year = int(year.group(1)) if year else params.overtime_festival_year
                params.overtime_holiday_days = _add(params.overtime_holiday_days, lunar[0] or None)
                params.overtime_rest_days = _add(params.overtime_rest_days, lunar[1] or None)
                params.overtime_days_kind_untold = _add(params.overtime_days_kind_untold, lunar[2] or None)
                continue
        if holiday and days is not None:
            # '国庆七天都在加班': the festival's holidays are 300%, the other days of its break rest days moved;
            # '2024年春节…': that year's holidays
            if festival and year:
                params.overtime_festival_year = int(year.group(1))
                told = params.overtime_festival_years.setdefault(year.group(1), [])
                told += [festival] if festival not in told else []
            period = reference.festival_days(params.overtime_festival_year if festival and year else None)
            if festival and (period is None or festival not in period["days"]):
                # no holiday that year ('2005年清明'): what the days were is asked
                params.overtime_days_kind_untold = _add(params.overtime_days_kind_untold, days)
                continue
            limit = Decimal(period["days"][festival]) if festival else days
            params.overtime_holiday_days = _add(params.overtime_holiday_days, min(days, limit))
            if days > limit:
                params.overtime_rest_days = _add(params.overtime_rest_days, days - limit)
        elif re.search(_REST_DAY, clause) and (days is not None or hours is not None) and not (
            days is None and re.search(_WEEKLY_REST_DAY, clause)
        ):
            # '周六加班8小时': a rest day's hours are its share of an 8-hour day
            params.overtime_rest_days = _add(params.overtime_rest_days, days if days is not None else hours / 8)
        elif re.search(_REST_DAY, clause) and not holiday:
            rest_days_uncounted = True
        elif re.search(_OVERTIME_DAILY, clause):
            params.overtime_daily_hours = _overtime_count(_OVERTIME_DAILY, clause)
        elif hours is not None and re.search(_OVERTIME_ADDED, clause):
            params.overtime_workday_hours = _add(params.overtime_workday_hours, hours)
        elif days is not None and re.search(_OVERTIME_ADDED, clause) and not re.search(_OVERTIME_SPAN, clause):
            params.overtime_days_kind_untold = _add(params.overtime_days_kind_untold, days)
    _read_days_off(params, text, reference)
    _read_days_paid(params, text)
    if params.overtime_daily_hours is not None and span is not None:
        params.overtime_workday_hours = _add(params.overtime_workday_hours, params.overtime_daily_hours * span)
    elif (
        span is not None
        and (params.overtime_rest_days is not None or rest_days_uncounted and total_told)
        and params.overtime_holiday_days is None
    ):
        # '周末两天都在加班，一共加了6天', '每个周六都来上班，一共48天': the days named with the weekend are its own, the
        # total told beside them the count
        params.overtime_rest_days = span
    days_off_untold = params.overtime_days_off_per_week is None and params.overtime_days_off_per_month is None
    if params.overtime_rest_days is None and days_off_untold and _weekly_rest_day_worked_whole(text, standard_day):
        params.overtime_days_off_per_week = Decimal(reference.labour["overtime"]["rest_days_per_week"]) - 1
    if params.overtime_rest_days is not None or params.overtime_days_off_per_week is not None or params.overtime_days_off_per_month is not None:
        params.overtime_rest_made_up = False if re.search(_NOT_MADE_UP, text) else True if re.search(_MADE_UP, text) else None


def _weekly_rest_day_worked_whole(text: str, standard_day: Decimal) -> bool:
    """One rest day worked every week ('每周六都要加班'), a whole day: no hours told, or a standard day's or more in its
    clause or the next ('每周六都要加班，一天8小时'); not one told as not worked ('每周六都不用上班')."""
    found = re.search(_WEEKLY_REST_DAY_WORKED, text)
    if found is None or not re.search(_WORKED, found.group("same")) or re.search(_PART_OF_A_DAY, found.group()):
        return False
    if re.search(rf"(?:不用|不需要|无需|不必|不|没有?)(?:去)?(?:{_WORKED})", found.group("same")):
        return False
    hours = _overtime_count(_OVERTIME_HOURS, found.group())
    return hours is None or hours >= standard_day


def _read_days_off(params: EconomicParams, text: str, reference: Reference) -> None:
    """The days off told by the week ('单休', '每周只休一天') or the month ('一个月就休两天'), where fewer than the span's
    rest days (2 a week, 104 ÷ 12 a month): the rest are rest days worked ('一个月休10天' is none)."""
    rules = reference.labour["overtime"]
    week_rest = Decimal(rules["rest_days_per_week"])
    for span, name, most in (
        (_WEEK, "overtime_days_off_per_week", week_rest),
        (_MONTH, "overtime_days_off_per_month", week_rest * rules["weeks_per_year"] / 12),
    ):
        found = re.search(rf"{span}(?:{_DAYS_OFF_TOLD})", text)
        if found is None:
            continue
        if found.group(3) is not None:
            off = Decimal(0)
        elif found.group(5) is not None:
            off = (Decimal(str(to_number(found.group(4)))) if found.group(4) else Decimal(0)) + Decimal("0.5")
        else:
            off = _overtime_count(rf"{span}(?:{_DAYS_OFF_TOLD})", found.group())
        if off is not None and off < most:
            setattr(params, name, off)
        return
    worked = re.search(_WEEK_DAYS_WORKED, text)
    if worked is not None:
        days = _overtime_count(_WEEK_DAYS_WORKED, worked.group())
        if days is not None and _DAYS_IN_A_WEEK - week_rest < days <= _DAYS_IN_A_WEEK:
            params.overtime_days_off_per_week = _DAYS_IN_A_WEEK - days
        return
    named = next((days for word, days in _WEEKLY_NAMED.items() if word in text), None)
    if named is not None:
        params.overtime_days_off_per_week = named


_GOT_BACK = r"(?:要|讨|追|拿)回"
# the worker's own notice of leaving given ('提前一个月提了离职', '提前30天写了辞职信', '递了辞呈'): the worker's own
# ending (第三十七条), which owes no ending's payment
_NOTICE_GIVEN = r"提(?:了|出了?)(?:离职|辞职)|(?:写|交|递|打)了?(?:辞职信|辞职报告|辞呈|离职申请|辞职申请)"


def _unpaid_alone(params: EconomicParams, text: str) -> bool:
    """Wages owed are the whole question: no ending told or asked for, or only the worker's own resignation, which owes
    nothing ('我辞职了，公司还欠我两个月工资'; the note on 第三十八条 says when it would); no contract unsigned, no
    restriction."""
    no_ending = params.termination_reason is None and params.end_date is None and not params.contract_ended
    # ('离职时公司扣了我半个月工资，能要回来吗': money to be got back is what was withheld, not what an ending owes;
    # '我离职了，公司没给我结最后一个月工资': the worker's own leaving with no ground told owes no ending's payment)
    not_dismissed = params.termination_reason is None and not dismissed_by_employer(text)
    withheld = not_dismissed and (re.search(_GOT_BACK, text) or _LEFT_THE_JOB.search(text) or re.search(_NOTICE_GIVEN, text))
    return (
        params.targets in ([], ["total"])
        and (no_ending or params.termination_reason == "employee_resigned" or bool(withheld))
        and params.no_written_contract is None
        and not _non_compete_said(text)
    )


def extract_economic(question: str, reference: Reference | None = None) -> EconomicParams:
    reference = reference or get_reference()
    text = clean(question)
    asked = question_sentence(text)
    amounts = [amount for amount in labelled_amounts(text) if not _renewal_offer_figure(amount, text)]
    dates = find_dates(text, assume_recent=True)
    params = EconomicParams()
    non_compete = _non_compete_said(text)
    if non_compete:
        # '约定每月补偿3000元' is the 竞业限制 compensation, never the wage
        params.non_compete_agreed_monthly = next((a.money.value for a in amounts if _non_compete_figure(a, text)), None)
        params.non_compete_months = _non_compete_months(text)
        params.non_compete_unpaid_months = _non_compete_unpaid_months(text)
        amounts = [amount for amount in amounts if not _non_compete_figure(amount, text)]

    unpaid_told = _unpaid_sum(amounts, text)
    unpaid_spans = _unpaid_spans(text)
    if unpaid_told is not None:
        unpaid, owed_words = unpaid_told
        params.unpaid_wages = unpaid.money.value
        amounts = [amount for amount in amounts if amount is not unpaid]
        # '拖欠我两个月工资一共一万二': the months and the sum told of the same wages tell the month's wage (economic.py)
        owed_months = re.search(SPAN_TOLD, owed_words)
        owed = span_told(owed_months) if owed_months else None
        if owed is not None and owed.count is not None and owed.unit == "个月":
            params.unpaid_wage_months = owed.count
    else:
        owed = _unpaid_span(unpaid_spans)
        if owed is not None and owed.unit == "个月":
            params.unpaid_wage_months = owed.count
        elif owed is not None:
            params.unpaid_wage_days = owed.count
        elif (part_paid := _part_pay_withheld(text)) is not None:
            params.unpaid_wage_months, params.unpaid_wage_share = part_paid
    bonus = _agreed_bonus_withheld(amounts, text) if unpaid_told is None and params.unpaid_wage_months is None else None
    if bonus is not None:
        bonus_told, params.unpaid_wage_months = bonus
        params.unpaid_is_bonus = True
        if bonus_told is not None:
            params.unpaid_wages = bonus_told.money.value
            amounts = [amount for amount in amounts if amount is not bonus_told]
    shutdown = bool(re.search(SHUTDOWN, text))
    if (
        shutdown and unpaid_told is None and params.unpaid_wage_months is None and params.unpaid_wage_days is None
        and re.search(WAGES_OWED, text) and not re.search(_SHUTDOWN_FIRST_CYCLE_PAID, text)
    ):
        # nothing paid in a shutdown whose months are its own ('停工停产三个月了，一分钱工资都没发'): the first wage-payment
        # cycle is owed at the full wage, what the later months are owed is the local rule's (economic_notes says so)
        params.unpaid_wage_months = Decimal(1)

    params.local_avg_monthly_wage = local_average_monthly(amounts, rf"{LOCAL_AVERAGE_LABEL}|平均工资.{{0,3}}(?:当地|本地|统筹地区|本地区|所在地|上一?年度?)")
    params.local_min_wage = first_amount(amounts, MINIMUM_WAGE)
    params.region = place_told(text, reference.places())
    params.last_month_wage = first_amount(amounts, LAST_MONTH_PAY)
    yearly = _yearly_parts(amounts, text, dates)
    stated_average, wage_from_label = _labelled_wage(amounts, text, yearly)
    params.monthly_wage = wage_from_label if wage_from_label is not None else _unlabelled_wage(amounts, text, params.last_month_wage)

    start, end, signed = _service_mentions(dates, text)
    params.start_date, params.end_date = _service_dates(start, end, reference)
    if signed and signed is not start:
        params.contract_signed_date = signed.value
    said_service = _said_service(text, start, end, params.start_date, params.end_date)
    if said_service is not None:
        params.service_months = said_service
        params.start_date = params.end_date = None
    try:
        params = _carried_over(params, text)
    except ValueError:  # a span said as a range ('干了三四年'): the service as read
        pass
    except OverflowError as error:  # a span too long for any calendar ('干了99999999999999999999年')
        raise ValueError("题目所述在原用人单位的工作年限过长，无法计算，请核对年限。") from error

    listed = _listed_monthly_pay(text)
    if listed and params.last_month_wage is None:
        params.last_month_wage = listed[-1]  # the list runs up to the month before leaving
    if stated_average is None:
        params.monthly_wage = _twelve_month_wage(params, amounts, text, dates, listed, wage_from_label, yearly)
        params.monthly_wage, params.yearly_pay = _with_yearly_pay(params, amounts, listed, yearly)

    service = _service_in_months(params)
    params.termination_reason = _outside_contract_law(text) or _business_ground_checked(
        _forbidden_ground_checked(_probation_ground_checked(termination_reason(text), text, service), text, service), text
    )
    params.notice_given = _notice_given(text)
    params.dismissed_in_probation = _dismissed_in_probation(text, service) or None
    if params.termination_reason is None and not params.dismissed_in_probation and dismissed_by_employer(text):
        params.breach_told = _breach_told(text)
    if _absence_on_leave(params, text):
        # the absence the dismissal rests on was leave, as the worker tells it: no 旷工, so no ground (the note says
        # that it turns on proving the leave was granted)
        params.termination_reason = "illegal"
    params.contract_ended = _contract_ended(text, params)
    params.no_contract_months = _no_contract_months(text, params)
    # a contract signed later ('后来补签了'), its day not told, leaves the stretch without one unknown: not assumed whole
    signed_later = re.search(r"补签|后来[^，。；]{0,4}签|才[^，。；]{0,4}签", text)
    unsigned = [found.group() for found in re.finditer(NO_WRITTEN_CONTRACT, text)]
    if re.search(OPEN_ENDED_CONTRACT, text):
        # ('要求签无固定期限合同，公司一直不签': what is not signed is the open-ended contract named, not any contract)
        unsigned = [said for said in unsigned if "合同" in said]
    params.no_written_contract = True if unsigned and params.contract_signed_date is None and not signed_later else None
    params.targets = _asked_targets(asked, text)
    # asked of the restriction, or of nothing else where the restriction's compensation is what the facts are about
    # ('约定每月补偿3000元，公司一直没给，能要多少'); not a dismissal that merely mentions a restriction signed
    # ('竞业限制两年，公司一分钱没给': what the restriction is owed, told by its not being paid)
    compensation_told = params.non_compete_agreed_monthly is not None or re.search(
        r"竞业[^。]{0,30}(?:补偿|(?:没|未|不)(?:有)?(?:给|付|发))|补偿[^。]{0,10}竞业", text
    )
    # the clauses that ask ('竞业限制经济补偿每月多少'), not the facts told before them in the same sentence
    asking = "，".join(clause for clause in re.split(r"[，,；;]", asked) if re.search(FIGURE_QUESTION_WORDS, clause))
    # (a sum asked for ('总共能要多少') names no other claim)
    if non_compete and (re.search(r"竞业", asking) or (compensation_told and _economic_targets(asking, text) in ([], ["total"]))):
        # by the month only where the asking clause says so ('每月多少'), not a fact before it ('约定每月补偿3000元')
        params.targets = ["non_compete_monthly" if re.search(r"每个?月|一个月|按月|月(?:补偿)?多少", asking) else "non_compete"]
    params.already_paid = _paid_towards(amounts, asked)
    if "notice_pay" in params.targets and params.notice_given is None and re.search(_N_PLUS_ONE, text):
        params.notice_given = False  # asking for 'N+1' says no notice was given
    if "damages" in params.targets and params.termination_reason is None and params.contract_ended is not False:
        params.termination_reason = "illegal"
    params.supposed_ending = _supposed_ending(params, text)
    # wages owed told by their sum or their months, or by a span too loose to count ('两个多月': asked for), or
    # with neither ('老板不给我发工资'; what is owed asked for)
    wages_owed = (
        unpaid_told is not None or unpaid_spans or params.unpaid_wage_share is not None
        or re.search(WAGES_OWED, re.sub(PAY_REFUSED_AHEAD, "，", text))
        # (a shutdown paid 生活费: what is owed is the question, '之后只发生活费，少发的能要吗')
        or (shutdown and "生活费" in text)
        or bonus is not None
    )
    if wages_owed and _unpaid_alone(params, text):
        params.targets = ["unpaid_wages"]
    elif re.search(PAY_REFUSED_AHEAD, text) and _unpaid_alone(params, text):
        # only a refusal of pay to come: what is owed now is nothing (the notes say what follows once it falls due)
        params.targets, params.pay_refused_ahead = ["unpaid_wages"], True
    leave_told, params.unused_leave_days = _unused_leave(text)
    # annual leave not taken is the question where no other claim is told or asked ('我离职了，还有10天年假没休')
    if (
        leave_told and unpaid_told is None and not unpaid_spans and not dismissed_by_employer(text)
        and _unpaid_alone(replace(params, contract_ended=None, end_date=None), text)
    ):
        params.targets = ["unused_leave_pay"]
    _read_overtime(params, text, reference)
    # overtime is the question where no other claim is told or asked ('周末加了四天班没调休，月薪8000，加班费多少')
    if (
        re.search(OVERTIME_TOLD, text) and not leave_told and unpaid_told is None and not unpaid_spans
        and not dismissed_by_employer(text) and not re.search(_OVERTIME_REFUSED, text) and _unpaid_alone(replace(params, contract_ended=None, end_date=None), text)
    ):
        params.targets = ["overtime_pay"]
        params.already_paid = params.already_paid or _paid_towards(amounts, asked, _PAID_AS_OVERTIME)
    worked_so = (
        params.overtime_days_off_per_week is not None or params.overtime_days_off_per_month is not None
        or params.overtime_daily_hours is not None
    )
    if worked_so and params.service_months and not re.search(_RECENT_SPAN, text):
        # '一个月只休两天，干了半年了', '每天干12个小时，干了一年': the service told is the months worked so (not where a
        # shorter stretch is told: '干了五年，最近三个月每天干12个小时' leaves the months asked)
        params.overtime_months = Decimal(params.service_months)
    elif worked_so and params.overtime_workday_hours is None and re.search(_ASKED_BY_THE_MONTH, asked):
        # '每天加班3小时…一个月能要多少': the sum asked is one month's (its standard working days)
        params.overtime_months = Decimal(1)
    if _open_ended_asked(params, text):
        params.targets, params.no_contract_months = [OPEN_ENDED], None
        params.open_ended_months = _open_ended_months(text)
        params.fixed_terms_renewed = True if re.search(_FIXED_TERMS_RENEWED, text) else None
    unlawful = params.termination_reason == "illegal" or bool(
        reference.labour["termination_reasons"].get(params.termination_reason or "", {}).get("unlawful")
    )
    if unlawful and params.targets == ["economic_compensation"] and "经济补偿" not in asked:
        # '无故辞退我，能拿多少补偿': after an unlawful dismissal the money due is 第八十七条's damages, which replace
        # the economic compensation (实施条例第二十五条); only '经济补偿' named as such asks for the standard itself
        params.targets = ["damages"]
    return params


# an open-ended contract (无固定期限劳动合同, 第十四条) named: the worker wants one, or the employer will not conclude it
OPEN_ENDED_CONTRACT = r"无固定期限|无固定期(?:的)?(?:劳动)?合同|无期限(?:的)?(?:劳动)?合同"
# the time the employer has failed to conclude it ('已经拖了5个月', '拖了半年了')
_OPEN_ENDED_DELAY = re.compile(rf"(?:拖了|拖着|过了|已经|至今|到现在)[^，。；\d零〇一二两三四五六七八九十百几半]{{0,3}}{SPAN_TOLD}")
# a renewal after two fixed-term contracts in a row (第十四条第二款第（三）项: '签了两次合同', '第二份合同到期')
_FIXED_TERMS_RENEWED = (
    r"(?:连续)?(?:签|订)(?:了|过)?(?:两|二|2)次(?:固定期限)?(?:的)?(?:劳动)?合同"
    r"|第(?:二|2)(?:次|份|个)(?:固定期限)?(?:的)?(?:劳动)?合同(?:也)?(?:快)?(?:要)?(?:到期|期满)"
)


def _open_ended_asked(params: EconomicParams, text: str) -> bool:
    """An open-ended contract the worker wants, asked about with no ending of the contract told ('干了十年了，想签无固定期
    限合同，公司不同意怎么办'): not work without any written contract, whose double wage is 第八十二条第一款's."""
    return bool(
        re.search(OPEN_ENDED_CONTRACT, text) and params.no_written_contract is None
        and params.termination_reason is None and not dismissed_by_employer(text)
        and params.targets in ([], ["total"], ["double_wage"])
    )


def _open_ended_months(text: str) -> int | None:
    """The whole months the employer has failed to conclude the open-ended contract, told after it is named."""
    named = re.search(OPEN_ENDED_CONTRACT, text)
    for found in _OPEN_ENDED_DELAY.finditer(text, named.end() if named else 0):
        clause_start, clause_end = clause_at(text, found.start())
        if re.search(_SERVICE_VERB, text[clause_start:clause_end]):
            continue  # '已经干了十一年': the service, not the delay
        span = span_told(found)
        if span.count is not None and span.unit == "个月" and span.count == span.count.to_integral_value():
            return int(span.count)
    return None


# pay after tax and deductions ('税后月薪8000', '到手7000', '实发6500'): not the 应得工资 of 实施条例 第二十七条
_AFTER_TAX = r"税后|到手|实发|实到|实际到账|扣完税|扣税后|扣除社保后"


def _after_tax_wage_used(text: str, wage: Decimal | None) -> bool:
    """The wage taken is the figure labelled after tax ('税后到手7000'), not a gross one told beside it ('月薪8000，
    税后到手7000'): only then may the result be low."""
    if wage is None or re.search(r"税前|应发|应得", text):
        return False
    for label in re.finditer(_AFTER_TAX, text):
        clause_end = clause_at(text, label.start())[1]
        # read from the label on: a bare '7000' counts as money only after a money word
        figures = [money for money in find_loose_money(text[label.start() : clause_end]) if money.start <= len(label.group()) + 6]
        if figures and figures[0].value == wage:
            return True
    return False


# 劳务派遣: the dispatching agency is the employer (第五十八条), the host only uses the worker ('我是派遣的')
DISPATCHED = r"劳务派遣|派遣(?:公司|单位|员工|工|协议)|被派遣|派遣(?:我)?到|退回(?:到)?(?:派遣|劳务)|(?:是|属于)派遣(?:的|过来的)"


_REASONS_39 = ("employee_fault_39", "probation_unqualified_39")


# the asker disputes the employer's 第三十九条 ground by its facts ('规章制度没给我看过', '公司也没有证据', '我根本没违纪'):
# rules never made known to the worker are no ground (劳动争议解释（一）第五十条), and the employer bears the proof
_GROUND_39_DISPUTED = (
    r"(?:规章制度|制度|规定|员工手册)[^，。；]{0,8}(?:没|未|从没|从来没|也没)(?:有)?(?:给我看|让我看|公示|告知|告诉|通知|让我签|学习)"
    r"|(?:公司|单位|他们|老板)?(?:也)?(?:没有|没|拿不出)(?:任何)?证据|冤枉|我(?:根本|并|也)?(?:没有|没)(?:违纪|违反)"
)


def _damages_figure(params: EconomicParams, reference: Reference) -> str:
    """The damages of 第八十七条 the facts give, as a note's clause ('，按题目数据为 60000.00元'), or nothing where they give none."""
    damages = EconomicCalculator(reference).ending_figures(params).damages
    return "" if damages is None else f"，按题目数据为 {format_yuan(damages)}"


def _compensation_figure(params: EconomicParams, reference: Reference) -> str:
    """The economic compensation the facts give, as a note's clause, or nothing where they give none."""
    compensation = EconomicCalculator(reference).ending_figures(params).compensation
    return "" if compensation is None else f"，按题目数据为 {format_yuan(compensation)}"


def _leaving_check_assumed_note(params: EconomicParams, reference: Reference) -> str:
    """The leaving check protects only a worker in work exposed to occupational hazards: what was assumed, and the N of
    a dismissal on no told ground should the work be no such work."""
    figure = _compensation_figure(params, reference)
    return (
        "离岗前职业健康检查是对从事接触职业病危害作业（如粉尘、噪声、有毒化学品、放射线）的劳动者而言的（职业病防治法 第三十五条："
        "对未进行离岗前职业健康检查的劳动者不得解除或者终止与其订立的劳动合同），以上按提问人从事这类作业计算。所从事的不是这类作业的，第四十二条"
        f"第（一）项不适用，没有说理由的辞退按经济补偿计算（劳动合同法第四十六条、第四十七条）{figure}；请说明所从事的工作。"
    )


def nursing_assumed(text: str) -> bool:
    """The worker told back at work after giving birth, nothing told of a pregnancy or of 哺乳期 itself: 哺乳期 assumed."""
    return bool(re.search(_BACK_FROM_BIRTH, text)) and not re.search(
        r"怀孕|怀(?:了)?(?:二胎|孩子|宝宝)|孕期|产期|哺乳期|坐月子|(?:正在|还在|在)休(?:着)?产假", text
    )


def _nursing_assumed_note(params: EconomicParams, reference: Reference) -> str:
    """哺乳期 read from a return after the birth: what was assumed, and the N of a dismissal on no told ground should
    the child be one already."""
    figure = _compensation_figure(params, reference)
    return (
        "题目说生完孩子（或休完产假）回来上班，没有说孩子多大：以上按孩子不满一周岁、女职工仍在哺乳期计算（劳动合同法第四十二条第（四）项；"
        "哺乳期指哺乳未满一周岁的婴儿的期间，劳动法第六十三条）。孩子已满一周岁的，哺乳期已过，第四十二条第（四）项不再适用，没有说理由的辞退"
        f"按经济补偿计算（劳动合同法第四十六条、第四十七条）{figure}；请说明孩子的年龄。"
    )


def _ground_39_opposed_note(params: EconomicParams, reference: Reference, disputed: bool = False) -> str:
    """The employer's 第三十九条 ground taken as holding, though the asker thinks the ending unlawful or disputes its
    facts: what was assumed, and the damages of 第八十七条 should the ground fail (worked out where the facts give them)."""
    figure = _damages_figure(params, reference)
    said = "提问人对该理由的事实有异议，这是提问人一方的说法" if disputed else "认为违法是提问人自己的看法"
    return (
        f"题目说单位以劳动合同法第三十九条的理由解除（严重违反规章制度、不符合录用条件等），{said}，不是仲裁或法院的认定："
        "以上按单位所说的理由成立计算，解除合法，单位不支付经济补偿。该理由不成立的（如规章制度未经民主程序制定或未告知劳动者，"
        "违纪事实不实或未达到严重程度），属违法解除，单位应按经济补偿标准的二倍支付赔偿金（第四十八条、第八十七条）"
        f"{figure}；请按事实核对：该理由不成立的，应得的是上述违法解除的赔偿金。"
    )


# a service said only roughly: '做了两年多', '干了半年多' (the months beyond are what 第四十七条's rounding turns on)
_LOOSE_SERVICE = re.compile(rf"{_SPAN_LEAD}{_SERVICE_FILLER}{{0,3}}(?P<said>(?:(?P<years>{NUMBER_TOKEN})|半)年多)")


def _loose_service_note(params: EconomicParams, text: str) -> str | None:
    """The service told only roughly, and nothing else gives it: the months of compensation it may come to, asked for."""
    if params.service_months is not None or (params.start_date and params.end_date):
        return None
    match = _LOOSE_SERVICE.search(text)
    if match is None:
        return None
    try:
        years = int(to_number(match.group("years"))) if match.group("years") else 0
    except ValueError:
        return None
    # more than half a year is always six months or more; more than N years may be under or over six months beyond
    options = [Decimal(1)] if match.group("years") is None else [Decimal(years) + Decimal("0.5"), Decimal(years + 1)]
    months = " 或 ".join(f"{option.normalize():f}个月" for option in options)
    wage = params.monthly_wage
    figures = f"（按题目的月工资为 {' 或 '.join(format_yuan(wage * option) for option in options)}）" if wage else ""
    return (
        f"题目说工作了“{match.group('said')}”，没有说多出几个月，以上未计：经济补偿按工作年限每满一年支付一个月工资，六个月以上不满一年的"
        f"按一年计，不满六个月的支付半个月工资（劳动合同法第四十七条），按此为 {months}的工资{figures}。"
        "请写明入职日期和离职日期，或工作了几年几个月。"
    )


# still within the probation period ('试用期内', '试用期还没过', '还没转正', '在试用期被辞退'); not after it ('试用期过了',
# '已经转正', '试用期满后')
_IN_PROBATION = r"试用期(?:内|间|期间|里|中|还没|没|未满|未到期)|(?:还|都)?(?:没|没有|未)转正|在试用期(?![过满结后])|试用期(?:就|刚|时|的时候)?被|试用期考核"


# a breach of the workplace's rules, the employer's ground for a dismissal told without its seriousness ('说我旷工三天',
# '因为迟到了两次', '上班玩手机'); a breach called serious is 第三十九条 itself (_SERIOUS_FAULT)
_RULE_BREACH = (
    r"(?:旷工|缺勤|脱岗|离岗|迟到|早退|没打卡|漏打卡|代打卡|违纪|违规|违反(?:了)?(?:公司|单位|厂里?)?的?(?:规章制度|规章|制度|规定|纪律|厂规)"
    r"|上班(?:时间?)?(?:玩手机|睡觉|打游戏|喝酒)|不服从(?:安排|管理)|顶撞(?:领导|上司|主管))"
    r"(?:了)?(?:[\d一二两三四五六七八九十几]+(?:天|次|回|个?小时|分钟))?"
)


def _breach_told(text: str) -> str | None:
    """The breach of rules told as the dismissal's ground, not denied ('我没迟到过') nor the employer's own ('公司违规把我
    开除了'), as told ('旷工三天')."""
    return next(
        (
            found.group() for found in re.finditer(_RULE_BREACH, text)
            if not _asker_denies(text, found.start()) and not re.search(rf"(?:{EMPLOYER_NOUN})$", text[: found.start()])
        ),
        None,
    )


# the worker's own word that the absence was leave ('其实我请了假的', '我请过假的', '我是请了假才没去的', '请假条领导签了字'):
# not leave denied ('没请假', '未请过假') nor a relative's ('我老婆请假照顾我')
_LEAVE_TAKEN = (
    r"(?<![没未不])(?<!没有)请(?:了|过)[^，。；]{0,4}?假|请(?:的)?假(?:是)?(?:批|准)(?:了|过)"
    r"|(?:领导|老板|主管|经理|组长|公司|单位|人事)[^，。；]{0,4}(?:批|准|同意)(?:了|过)(?:我的?)?(?:请)?假|假条[^，。；]{0,6}(?:签|批)"
)
_ABSENCE_BREACH = r"旷工|缺勤|脱岗|离岗|未到岗|没来上班"


def _absence_on_leave(params: EconomicParams, text: str) -> bool:
    """A dismissal for absence (旷工), the worker saying the days were on leave: the ground disputed by its fact."""
    if params.termination_reason not in (None, "employee_fault_39") or not dismissed_by_employer(text):
        return False
    absence = any(
        re.match(_ABSENCE_BREACH, found.group()) and not _asker_denies(text, found.start())
        for found in re.finditer(_RULE_BREACH, text)
    )
    return absence and any(not said_of_kin(text, found.start()) for found in re.finditer(_LEAVE_TAKEN, text))


# the probation's length told ('试用期三个月'), a service shorter than it ending within it
_PROBATION_LENGTH = rf"试用期(?:是|为|有|定了?|约定)?\s*(?P<months>{NUMBER_TOKEN})\s*个月"


def _dismissed_in_probation(text: str, service_months: int | None) -> bool:
    """The employer ended the contract within the probation period: told so, or told after a service shorter than the
    probation's length ('试用期三个月，刚干了一个月公司就让我走人')."""
    length = re.search(_PROBATION_LENGTH, text)
    try:
        within = length is not None and service_months is not None and service_months < to_number(length.group("months"))
    except ValueError:  # '试用期两三个月': no one length
        within = False
    return bool(re.search(_IN_PROBATION, text) or _probation_month_of_ending(text) or within) and dismissed_by_employer(text)


def _probation_dismissal_note(params: EconomicParams, text: str, reference: Reference) -> str | None:
    """A dismissal within the probation period: what decides it (第二十一条, 第三十九条第（一）项, the employer's burden of
    proof) and what each outcome gives on the facts (nothing, 第四十七条's N, or 第八十七条's 2N)."""
    if not params.dismissed_in_probation:
        return None
    if params.termination_reason not in (None, "probation_unqualified_39") or re.search(_UNLAWFUL_OPINION, text):
        return None
    figures = EconomicCalculator(reference).ending_figures(params)
    damages = f"，按题目数据为 {format_yuan(figures.damages)}" if figures.damages is not None else ""
    if params.termination_reason == "probation_unqualified_39":
        return f"单位以不符合录用条件解除而不能证明的，属违法解除，应按经济补偿标准的二倍支付赔偿金（劳动合同法第八十七条）{damages}。"
    compensation = f"，按题目数据为 {format_yuan(figures.compensation)}" if figures.compensation is not None else ""
    # '试用期考核不合格被辞退': the ground told is the assessment, which may stand for either legal ground
    told = (
        "题目说在试用期内被单位以考核不合格为由解除，考核不合格可能对应不同的法定理由，结果取决于单位依据哪一条、能否证明："
        if re.search(_ASSESSMENT_FAILED, text)
        else "题目说在试用期内被单位解除，但未说明单位的理由，结果取决于理由："
    )
    return (
        f"{told}试用期内用人单位只能依第三十九条、第四十条第（一）项、第（二）项"
        "解除，并应向劳动者说明理由（劳动合同法第二十一条）。单位能证明在试用期间不符合录用条件（录用条件事先告知、确不符合，举证责任在单位）"
        "的，不支付经济补偿（第三十九条第（一）项）；依第四十条第（一）项、第（二）项解除的，支付经济补偿（第四十六条第（三）项、第四十七条）"
        f"{compensation}；没有这些理由的属违法解除，支付经济补偿标准二倍的赔偿金（第四十八条、第八十七条）{damages}。"
    )


def economic_notes(question: str, params: EconomicParams, reference: Reference | None = None) -> list[str]:
    """What the law says on facts the figure cannot carry: a service carried over from another employer
    (实施条例 第十条), a dispatched worker (第五十八、九十二条), a 第四十二条 state under another ending."""
    reference = reference or get_reference()
    text = clean(question)
    notes = []
    injured = relatives_injury_beside_askers_dismissal(text)
    if injured is not None:
        notes.append(
            f"题目说工伤的是提问人的{injured}，被辞退的是提问人本人：以上只算提问人本人被辞退应得的（按本人的工资、工作年限和辞退理由）。"
            f"一次性伤残补助金等工伤保险待遇是受伤职工（{injured}）本人的，由其本人主张，可以作为另一个工伤问题单独计算；劳动合同法"
            "第四十二条第（二）项保护的是因工负伤并被确认丧失或者部分丧失劳动能力的职工本人，家人的工伤不使提问人受此保护。"
        )
    if _moved_by_employer(text):
        paid = bool(re.search(_OLD_EMPLOYER_PAID, text))
        notes.append(
            "劳动者非因本人原因从原用人单位被安排到新用人单位工作的，原用人单位的工作年限合并计算为新用人单位的工作年限；"
            "原用人单位已经向劳动者支付经济补偿的，新用人单位在计算支付经济补偿的工作年限时，不再计算劳动者在原用人单位的工作年限"
            "（劳动合同法实施条例第十条）。"
            + ("题目说原单位已支付过经济补偿，以上只计新单位的年限。" if paid else "请核对以上工作年限是否已包含在原单位的年限。")
        )
    elif re.search(_SELF_TRANSFER, text):
        notes.append(
            "题目说转到了另一单位，但未说明是否由原用人单位安排：劳动者非因本人原因被安排到新用人单位工作的，原单位的工作年限合并计算"
            "（劳动合同法实施条例第十条）；本人应聘或跳槽的不合并。以上只按新单位的年限计算，如系单位安排请说明。"
        )
    if params.termination_reason is None and _asked_to_resign(text) and _refused_and_sent_away(text):
        figure = _damages_figure(params, reference)
        notes.append(
            "题目说单位要求劳动者辞职，劳动者没有同意，单位随后将其辞退或不让其上班：这是单位单方结束劳动关系，不是协商一致，也不是"
            "辞职。单位没有第三十九条至第四十一条的理由（举证责任在单位）的，属违法解除，劳动者可以要求继续履行，或者要求按经济补偿"
            f"标准的二倍支付赔偿金（劳动合同法 第四十八条、第八十七条）{figure}。单位只是口头不让上班的，请保留聊天记录、录音等证据，"
            "并可以要求单位出具书面的解除通知，以免被说成旷工或自动离职。"
        )
    elif params.termination_reason == "mutual_by_employer" and _asked_to_resign(text):
        notes.append(
            "单位要求劳动者辞职，是单位提出解除劳动合同：劳动者同意的，属用人单位提出、双方协商一致解除，单位应支付经济补偿（劳动合同法"
            "第三十六条、第四十六条第（二）项），以上按此计算；劳动者以“个人原因”提交辞职的，可能被认定为主动辞职而没有经济补偿。"
            "劳动者不同意、单位又没有第三十九条至第四十一条的理由而将其辞退的，属违法解除，应按经济补偿标准的二倍支付赔偿金（第四十八条、"
            "第八十七条）。"
        )
    if params.termination_reason == "prohibited_42_medical_period" and _ill_dismissed_as_unable(text) and not re.search(
        dict(_STATE_42)["prohibited_42_medical_period"], text
    ):
        notes.append(
            "题目说劳动者患病后，单位以干不了活为由将其辞退。患病或者非因工负伤、在规定的医疗期内（按工作年限为三个月到二十四个月，"
            "企业职工患病或非因工负伤医疗期规定 第三条）的，单位不得依第四十条、第四十一条解除（劳动合同法 第四十二条第（三）项），"
            "以生病干不了活为由辞退属违法解除，劳动者可以要求继续履行，或者要求按经济补偿标准的二倍支付赔偿金（第四十八条、第八十七条），"
            "以上按仍在医疗期内计算。医疗期满后仍不能从事原工作、也不能从事单位另行安排的工作的，单位才可以依第四十条第（一）项解除，"
            "须提前三十日书面通知或者额外支付一个月工资，并支付经济补偿（第四十六条第（三）项）。"
        )
    elif params.termination_reason == "illegal" and dismissed_in_suspension(text):
        figure = _damages_figure(params, reference)
        notes.append(
            "题目说因工受伤、还在停工留薪期内（还在治疗养伤）就被单位辞退，还没有评定伤残等级。单位单方解除劳动合同只能依劳动合同法"
            "第三十九条至第四十一条的理由；停工留薪期内治疗还没有结束，谈不上第四十条所说的不能从事原工作或不能胜任工作，单位又没有第三十九条"
            "的理由（严重违反规章制度等，举证责任在单位）的，属违法解除，劳动者可以要求继续履行，或者要求按经济补偿标准的二倍支付赔偿金"
            f"（第四十八条、第八十七条）{figure}，以上按此计算。停工留薪期内原工资福利待遇不变，由所在单位按月支付（工伤保险条例 第三十三条），"
            "这部分工资另行主张。伤残等级评定后，被确认丧失或者部分丧失劳动能力的，单位不得依第四十条、第四十一条解除（第四十二条第（二）项），"
            "一次性伤残补助金等工伤保险待遇与上述赔偿金分别主张；鉴定后写明伤残等级，可以一并计算。"
        )
    elif params.termination_reason is None and dismissed_after_suspension(text):
        figure = _damages_figure(params, reference)
        notes.append(
            "题目说停工留薪期满后被单位辞退，没有说伤残等级，等级决定单位能否依第四十条、第四十一条解除。经劳动能力鉴定确认一至十级伤残的，"
            "属劳动合同法第四十二条第（二）项的情形，单位不得依第四十条、第四十一条解除，如此解除属违法解除，劳动者可以要求继续履行，或者"
            f"要求按经济补偿标准的二倍支付赔偿金（第四十八条、第八十七条）{figure}，一次性伤残补助金等工伤保险待遇另行主张（一至四级保留劳动"
            "关系；五、六级经本人提出才可以解除；七至十级在合同期满终止或本人提出解除时，另有一次性工伤医疗补助金和伤残就业补助金，工伤保险"
            "条例 第三十五条至第三十七条）。鉴定为不构成伤残的，第四十条第（一）项说的是患病或者非因工负伤，不适用于工伤，单位仍须有第三十九条、"
            "第四十条第（二）（三）项或第四十一条的理由并举证，没有的同样属违法解除。题目没有说辞退的理由，以上按经济补偿计算；请写明伤残等级"
            "和辞退理由，还没有鉴定的，可以申请劳动能力鉴定。"
        )
    elif params.termination_reason in dict(_STATE_42) and _state_given_as_ground(params.termination_reason, text):
        notes.append(
            "题目说用人单位以第四十二条所列的情形本身（如因工伤残、怀孕）为由解除劳动合同：这不是第三十九条至第四十一条允许的解除"
            "理由，第四十二条又禁止在这些情形下依第四十条、第四十一条解除，属违法解除，劳动者可以要求继续履行，或者要求按经济补偿"
            "标准的二倍支付赔偿金（劳动合同法 第四十八条、第八十七条）。"
        )
    elif params.termination_reason in _STATES_NO_GROUND_LEFT and dismissed_on_no_ground_told(text):
        notes.append(no_ground_left_note(params.termination_reason, reference, "以上按违法解除计算"))
        if params.termination_reason == "prohibited_42_occupational_check" and re.search(_LEAVING_CHECK_NOT_DONE, text):
            notes.append(_leaving_check_assumed_note(params, reference))
        if params.termination_reason == "prohibited_42_pregnancy" and nursing_assumed(text):
            notes.append(_nursing_assumed_note(params, reference))
    if params.pay_refused_ahead and re.search(_WORKPLACE_MOVED, text) and not dismissed_by_employer(text):
        notes.append(
            "题目还说单位要搬到外地：单位整体搬迁、劳动者不愿随迁的，一般属于劳动合同订立时所依据的客观情况发生重大变化；双方协商变更"
            "劳动合同（如工作地点）不成的，单位可以依劳动合同法第四十条第（三）项解除，须提前三十日书面通知或者额外支付一个月工资，"
            "并支付经济补偿（第四十六条第（三）项、第四十七条）。劳动者不去而被辞退的，应得的是这些；单位不经协商就辞退的，属违法解除，"
            "可以要求按经济补偿标准的二倍支付赔偿金（第四十八条、第八十七条）。"
        )
    length = re.search(_WORKDAY_LENGTH, text)
    if length and "overtime_pay" in params.targets and params.overtime_daily_hours is not None:
        days_off_told = params.overtime_days_off_per_week is not None or params.overtime_days_off_per_month is not None
        rest_days = (
            "少休的休息日上班的整天（含超出8小时的部分）按休息日加班计算（未补休的200%）" if days_off_told
            else "每周的休息日也上班的，休息日当天另按休息日加班计算（未补休的200%），请写明天数"
        )
        notes.append(
            f"题目说每天工作 {length.group(1)} 小时：标准工作时间每日不超过8小时（劳动法第三十六条），以上把工作日超出的 "
            f"{params.overtime_daily_hours.normalize():f} 小时按工作日延长工作时间计算；{rest_days}。实行综合计算工时或不定时工作制并经批准的，"
            "按其规定计算。"
        )
    if part_time_contradicted(text):
        notes.append(
            "题目提到小时工/非全日制，但所述月薪或每天超过4小时的工作时间不符合非全日制用工（以小时计酬、平均每日不超过4小时，"
            "劳动合同法第六十八条），以上按全日制用工计算；确属非全日制用工的，任何一方可随时终止且不支付经济补偿（第七十一条）。"
        )
    if _absence_on_leave(replace(params, termination_reason=None), text):
        figure = _damages_figure(params, reference)
        notes.append(
            "题目说单位以旷工为由解除劳动合同，而劳动者说当时请了假：请假经单位批准的，缺勤不是旷工，单位没有第三十九条的解除理由，"
            f"属违法解除，应按经济补偿标准的二倍支付赔偿金（劳动合同法 第四十八条、第八十七条）{figure}，以上按此计算。这取决于能否"
            "证明请假已获批准（请假条、审批记录、与领导的聊天记录等）；只是打了招呼而未获批准，或按规章制度须办理的请假手续没有办的，"
            "单位仍可能按旷工处理。"
        )
    elif params.termination_reason == "illegal" and _ground_39_told(text):
        # the question says it was unlawful, but whether the employer's 第三十九条 ground holds is for the facts to show
        notes.append(
            "题目说单位以劳动合同法第三十九条的理由解除（严重违反规章制度、不符合录用条件等）：该理由成立的（如规章制度经民主程序制定并已告知，"
            "违纪事实属实且达到严重程度），解除合法，单位不支付经济补偿；以上按题目所说的违法解除计算赔偿金（第四十八条、第八十七条）。"
        )
    elif params.termination_reason in _REASONS_39 and re.search(_UNLAWFUL_OPINION, text):
        notes.append(_ground_39_opposed_note(params, reference))
    elif params.termination_reason == "employee_fault_39" and re.search(_GROUND_39_DISPUTED, text):
        notes.append(_ground_39_opposed_note(params, reference, disputed=True))
    elif params.termination_reason == "employee_fault_39" and re.search(_OVERTIME_REFUSED, text):
        figure = _damages_figure(params, reference)
        notes.append(
            "题目说单位以严重违纪为由解除，违纪的事实是拒绝加班：加班须与劳动者协商（劳动法第四十一条），不得强迫（劳动合同法第三十一条），"
            "拒绝单位单方安排的加班一般不构成严重违反规章制度，据此解除通常属违法解除，单位应按经济补偿标准的二倍支付赔偿金"
            f"（第四十八条、第八十七条）{figure}；只有劳动法第四十二条的紧急情形（抢险、抢修等）下拒不服从的，才可能按规章制度处理。"
            "以上按单位所说的理由成立计算，请按事实核对：该理由不成立的，应得的是上述违法解除的赔偿金。"
        )
    if params.termination_reason == "illegal" and _dismissed_for_refusing_pay_cut(text):
        notes.append(
            "题目说因不同意降薪被辞退：工资是劳动合同的内容，变更应当协商一致（劳动合同法第三十五条），单位不能单方降薪；劳动者不同意降薪"
            "不是第三十九条至第四十一条的解除理由，单位据此解除属违法解除，以上按经济补偿标准的二倍计算赔偿金（第四十八条、第八十七条），"
            "劳动者也可以要求继续履行劳动合同。只有单位能证明客观情况发生重大变化、经协商未能就变更达成协议，并依第四十条第（三）项提前"
            "三十日书面通知（或额外支付一个月工资）解除的，才只支付经济补偿。"
        )
    elif params.termination_reason == "illegal" and _dismissed_for_refusing_overtime(text):
        notes.append(
            "题目说因拒绝加班被辞退：用人单位延长工作时间应当与工会和劳动者协商（劳动法第四十一条），不得违反劳动法延长工作时间"
            "（第四十三条），不得强迫或者变相强迫劳动者加班（劳动合同法第三十一条）；劳动者拒绝加班不是第三十九条的解除理由，单位据此解除"
            "属违法解除，以上按经济补偿标准的二倍计算赔偿金（第四十八条、第八十七条），劳动者也可以要求继续履行劳动合同。例外是劳动法"
            "第四十二条的紧急情形（自然灾害、事故威胁生命健康和财产安全需要紧急处理，设备、交通线路、公共设施故障必须及时抢修等）："
            "此时拒不服从安排的，单位可能依规章制度按严重违纪处理。"
        )
    elif params.termination_reason is None and re.search(_CHANGE_REFUSED, text) and dismissed_by_employer(text):
        figure = _damages_figure(params, reference)
        notes.append(
            "题目说因不同意降薪或调岗被辞退：变更劳动合同应当协商一致（劳动合同法第三十五条），劳动者不同意变更本身不是第三十九条至第四十一条"
            f"的解除理由，用人单位据此解除的，一般属违法解除，应按经济补偿标准的二倍支付赔偿金（第四十八条、第八十七条）{figure}；"
            "调岗是否合理（与生产经营需要相关、工资待遇不降低、不具侮辱性、劳动者能够胜任）决定劳动者能否拒绝，调岗是因客观情况发生重大变化、"
            "经协商未能就变更达成协议，用人单位依第四十条第（三）项提前三十日书面通知（或额外支付一个月工资）解除的，支付经济补偿。"
            "以上按原因未说明计算，请按单位的解除理由核对。"
        )
    elif (
        params.termination_reason == "employer_40"
        and (trouble := re.search(BUSINESS_TROUBLE, text))
        and not re.search(_CONSULTATION_TOLD, text)
    ):
        # the business's troubles alone are neither ground: what the lawful ending needed is untold, so the 2N of
        # the ending without it is named beside the N shown
        notes.append(
            f"题目说单位以“{trouble.group()}”为由辞退：经营困难本身不是法定的解除理由。劳动合同订立时所依据的客观情况发生重大变化、"
            "致使劳动合同无法履行，经单位与劳动者协商未能就变更劳动合同内容（如调岗、调整工资或工时）达成协议的（劳动合同法 第四十条"
            "第（三）项），或者生产经营发生严重困难、依第四十一条裁减人员的（提前三十日向工会或者全体职工说明情况、听取意见，裁减人员方案"
            "向劳动行政部门报告），解除才合法，单位支付经济补偿，以上按此计算。单位没有跟劳动者协商变更合同就直接辞退、也不是依第四十一条"
            "裁员的，属违法解除，劳动者可以要求继续履行，或者要求按经济补偿标准的二倍支付赔偿金（第四十八条、第八十七条）"
            f"{_damages_figure(params, reference)}。请说明辞退前单位是否跟你协商过变更合同、是否是裁员。"
        )
    supposed = _ground_38_supposed(text)
    if params.termination_reason == "employee_38" and (_leaving_asked_over_pay_refused_ahead(text) or supposed):
        if _leaving_asked_over_pay_refused_ahead(text):
            told = "题目说单位表示以后（或不按它的要求做就）不发工资：这些工资还没到支付的日子，现在不属于拖欠（劳动合同法第三十条）"
        else:
            told = "题目所说的情形是假设的或附条件的，还没有发生"
        pay = supposed is None or re.search(_PAY_WORD, supposed.group())
        happened, article = (
            ("到了发薪日工资确实没有及时足额支付", "第三十八条第一款第（二）项") if pay else ("这一情形确实发生", "第三十八条")
        )
        notes.append(
            f"{told}。以上是{happened}后，劳动者以此为由书面通知用人单位解除劳动合同时的经济补偿（劳动合同法{article}、"
            "第四十六条第（一）项、第四十七条）。情形尚未发生就辞职的，属主动辞职，没有经济补偿；解除时应在书面通知中写明这一理由，"
            "并保留工资条、银行流水、聊天记录等证据。"
        )
    elif params.termination_reason == "employee_38" and not params.contract_ended and re.search(_LEAVING_PLANNED, text):
        notes.append(
            "题目说打算离职，劳动合同尚未解除：以上是劳动者以用人单位的第三十八条情形（如未及时足额支付劳动报酬、未依法缴纳社会保险费）"
            "为由解除劳动合同时的经济补偿（劳动合同法第三十八条、第四十六条第（一）项），现在还不发生。解除时应书面通知用人单位并写明"
            "这一理由，保留工资条、银行流水等证据；以“个人原因”辞职的，可能被认定为主动辞职而没有经济补偿。"
        )
    ending_asked = not params.targets or set(params.targets) & {*ENDING_TARGETS, "total"}
    loose = _service_said_loosely(text) if params.service_months is not None and params.start_date is None else None
    if loose is not None and params.targets == [OPEN_ENDED] and re.fullmatch(_SHORT_OF, loose.group("loose") or ""):
        notes.append(
            f"题目说工作年限“{loose.group()}”，即还不满{loose.group('said')}：按连续工作年限，满十年之日起劳动者提出或者同意续订、订立劳动合同"
            "的，用人单位才应当订立无固定期限劳动合同（劳动合同法第十四条第二款第（一）项），在此之前单位不同意订立并不违法（连续订立二次固定期限"
            "劳动合同后续订的除外，第（三）项）。满十年后单位仍不订立的，自应当订立之日起每月另付一倍工资（第八十二条第二款），届时写明月数和"
            "月工资即可计算。"
        )
    if loose is not None and ending_asked:
        years, months = divmod(params.service_months, 12)
        read = (f"{years}年" if years else "") + (f"{months}个月" if months or not years else "")
        reading = (
            f"按不满{loose.group('said')}计（{read}）" if re.fullmatch(_SHORT_OF, loose.group("loose") or "") else f"按{read}计"
        )
        notes.append(
            f"题目说工作年限“{loose.group()}”，以上{reading}。劳动合同法第四十七条按工作每满一年支付一个月工资，六个月以上"
            "不满一年的按一年计算，不满六个月的支付半个月工资，实际年限不同时结果可能不同，请按入职和离职日期核对。"
        )
    if params.termination_reason is None and re.search(r"到期|期满", text) and re.search(_WORKER_WONT_RENEW, text):
        notes.append(
            "题目说劳动合同期满、提问人自己不想续签，但没有说用人单位是否提出续订、条件如何：用人单位维持或者提高劳动合同约定的条件续订、"
            "劳动者不同意续订的，不支付经济补偿；用人单位没有提出续订，或者降低条件续订、劳动者因此不同意的，应支付经济补偿（劳动合同法"
            "第四十四条第（一）项、第四十六条第（五）项）。以上按应支付计算，请按用人单位是否提出续订核对。"
        )
    if params.termination_reason == "illegal" and re.search(_REINSTATEMENT_WANTED, text):
        notes.append(
            "用人单位违法解除劳动合同，劳动者要求继续履行的，用人单位应当继续履行；劳动者不要求继续履行或者劳动合同已经不能继续履行的，"
            "才按经济补偿标准的二倍支付赔偿金（劳动合同法第四十八条），两者择一。以上赔偿金是不要求继续履行时的数额。"
        )
    if params.termination_reason == "illegal" and re.search(_LAST_RANKED, text):
        notes.append(
            "劳动者在用人单位的考核中居于末位，不等同于“不能胜任工作”，不符合单方解除劳动合同的法定条件，用人单位不能据此单方解除"
            "（最高人民法院指导案例18号）；以上按违法解除计算赔偿金（劳动合同法第四十八条、第八十七条）。"
        )
    if params.termination_reason == "employee_38" and re.search(_PAY_CUT, text) and params.monthly_wage is not None:
        notes.append(
            "题目说单位降了工资：工资是劳动合同的内容，变更应当协商一致（劳动合同法第三十五条），单方降低的部分仍是劳动者应得的工资，"
            "可以一并要求补发，劳动者也可以据此解除劳动合同并要求经济补偿（第三十八条第一款第（二）项、第四十六条第（一）项）；"
            f"经济补偿的月工资是解除前十二个月的平均应得工资（劳动合同法实施条例第二十七条），以上按题目所给的 "
            f"{format_yuan(params.monthly_wage)} 计算，降薪未经同意的按降薪前的工资计算。已经同意降薪的，不属于这一情形。"
        )
    if re.search(DISPATCHED, text):
        notes.append(
            "劳务派遣中，劳务派遣单位是用人单位，应与被派遣劳动者订立劳动合同并依法支付经济补偿或赔偿金；用工单位给被派遣劳动者造成损害的，"
            "与劳务派遣单位承担连带赔偿责任（劳动合同法第五十八条、第九十二条）。被用工单位退回后无工作期间，派遣单位应按不低于当地最低工资标准"
            "按月支付报酬（第五十八条第二款）；派遣单位重新派遣时降低劳动合同约定条件、劳动者不同意的，派遣单位不得据此解除劳动合同"
            "（劳务派遣暂行规定第十二条、第十五条）。"
        )
    for note in (_loose_service_note(params, text), _probation_dismissal_note(params, text, reference)):
        if note is not None:
            notes.append(note)
    if re.search(_BONUS_WITHHELD, text):
        notes.append(_bonus_withheld_note(params, text))
    shutdown_note = _shutdown_pay_note(params, text)
    if shutdown_note is not None:
        notes.append(shutdown_note)
    loose_unpaid = [span.said for span in _unpaid_spans(text) if span.count is None]
    if loose_unpaid and params.unpaid_wages is None and params.unpaid_wage_months is None and params.unpaid_wage_days is None:
        notes.append(
            f"题目说拖欠了“{loose_unpaid[0]}”的工资，没有给出确切的时间，拖欠的工资未计算；请写明拖欠了几个月（或几天）的工资，或拖欠的总额。"
        )
    owed_told = (params.unpaid_wages, params.unpaid_wage_months, params.unpaid_wage_days) != (None, None, None)
    if owed_told and pay_docked(text):
        notes.append(
            "工资不得克扣（劳动法第五十条），用人单位应当足额支付劳动报酬（劳动合同法第三十条）：可以从工资中扣除的，只有代扣的个人所得税、"
            "社会保险费个人缴纳部分，法院判决、裁定要求代扣的抚养费、赡养费等法律法规规定的款项，以及劳动者本人原因给单位造成经济损失、"
            "按劳动合同约定应当赔偿的部分（每月扣除不得超过当月工资的20%，扣除后不得低于当地最低工资标准）（原劳动部《工资支付暂行规定》"
            "第十五条、第十六条）。没有这些依据扣的工资属未足额支付，以上按应补发计算；单位以规章制度罚款为由扣的，该制度须经民主程序制定"
            "并公示告知，且罚款本身缺少法律依据，一般也应退还。"
        )
    if _after_tax_wage_used(text, params.monthly_wage):
        notes.append(
            "题目给出的是税后（到手）工资：计算经济补偿的月工资是劳动者应得工资，即扣除个人所得税和社会保险个人缴纳部分之前的数额"
            "（劳动合同法实施条例第二十七条）。以上按题目所给数额计算，结果可能偏低；请按工资条上的应发（税前）工资重新计算。"
        )
    try:
        service = _service_in_months(params)
    except (OverflowError, ValueError):  # dates the calculation refuses with its own message
        service = None
    state = protected_state_42(text, service)
    reasons = reference.labour["termination_reasons"]
    if state is not None and params.termination_reason != state:
        item = re.search(r"第四十二条第（[一二三四五]）项", reasons[state]["source"])
        said = item.group(0) if item else "第四十二条"
        if params.termination_reason == "expiry_in_protected_state":
            notes.append(
                f"题目所述情形属劳动合同法{said}：劳动合同期满时有该情形的，劳动合同应当续延至相应的情形消失时终止（第四十五条），"
                "以上按期满即终止属违法终止计算赔偿金（第四十八条、第八十七条）；劳动者也可以要求继续履行劳动合同（续延至该情形消失），"
                "期间照常领取工资。情形消失后单位不续订的，再按期满终止支付经济补偿（第四十六条第（五）项）。"
            )
        elif (
            params.termination_reason in ("expiry_not_renewed", "expiry_employee_declined")
            and state != "prohibited_42_work_injury"
        ):
            # (the figure of the 2N: '能拿多少' is answered by it where the contract was ended at expiry all the same)
            notes.append(
                f"题目所述情形属劳动合同法{said}；劳动合同期满时有该情形的，劳动合同应当续延至相应的情形消失时终止（第四十五条），"
                "期满即终止的属违法终止，劳动者可要求继续履行或按经济补偿标准的二倍支付赔偿金（第四十八条、第八十七条）"
                f"{_damages_figure(params, reference)}；以上的经济补偿是该情形消失后合同终止时的数额。"
            )
        elif params.termination_reason is None:
            # (the ground is untold: the 2N of an unlawful dismissal is given on the facts, as the probation note does)
            notes.append(
                f"题目所述情形属劳动合同法{said}：用人单位不得依第四十条、第四十一条解除劳动合同，如此解除属违法解除，应按经济补偿标准的二倍"
                f"支付赔偿金（第四十八条、第八十七条）{_damages_figure(params, reference)}；劳动者有第三十九条过错的不受此限。题目未说明解除理由，请据实核对。"
            )
    return notes


def _shutdown_pay_note(params: EconomicParams, text: str) -> str | None:
    """Wages asked in the employer's shutdown: 工资支付暂行规定 第十二条 (from memory) pays the agreed wage in the first
    wage-payment cycle only; what the later months are owed turns on the local rule, so it is not counted."""
    if not re.search(SHUTDOWN, text) or params.targets != ["unpaid_wages"]:
        return None
    rule = (
        "题目说单位停工停产。非因劳动者本人原因停工、停产在一个工资支付周期内的，单位应按劳动合同约定的标准支付工资；超过一个工资支付"
        "周期的，劳动者提供了正常劳动的，所得报酬不得低于当地最低工资标准，没有提供正常劳动的，按当地的规定发放生活费（原劳动部《工资支付"
        "暂行规定》第十二条，凭记忆引用，条文未收入本库）。"
    )
    if re.search(_SHUTDOWN_FIRST_CYCLE_PAID, text):
        return (
            rule + "题目说第一个月已按全工资发放，符合这一规定；之后发生活费的，不低于当地规定的标准就不算拖欠，低于的差额可以要求补发："
            "请给出当地的生活费标准（或最低工资标准，停工期间仍在上班的）和每月实际发了多少，才能算出少发的数额。"
        )
    if params.unpaid_wage_months == 1 and not _unpaid_spans(text):
        return (
            rule + "以上只计第一个工资支付周期（按月发工资的，即停工停产的第一个月）按正常工资应得的数额；之后各月应得多少取决于当地的"
            "规定，未计入，请按当地的生活费标准（停工期间仍在上班的，按最低工资标准）另行核对。"
        )
    return (
        rule + "以上按题目所说的月数、每月正常工资计算；其中停工停产超过第一个工资支付周期、又没有上班的月份，只能按当地的标准主张"
        "生活费，请核对。"
    )


def _bonus_withheld_note(params: EconomicParams, text: str) -> str:
    """A year-end bonus withheld on leaving: pay the contract promises is owed (第三十条); leaving before its payday does
    not by itself forfeit it (指导案例183号, from memory)."""
    rule = (
        "题目说单位不发年终奖。劳动合同约定了年终奖（奖金）的，它是劳动报酬，用人单位应当按照劳动合同约定足额支付（劳动合同法 第三十条）；"
        "劳动者在发放日前离职的，单位不能仅以已经离职为由不发其已完成工作对应的年终奖（最高人民法院指导案例183号，凭记忆引用）。"
        "约定以考核、出勤为条件，或者离职当年按在岗时间折算的，按约定核对。"
    )
    if params.targets == ["unpaid_wages"] and re.search(_BONUS_AGREED, text):
        return rule + "以上按约定的年终奖作为未足额支付的劳动报酬计算；主动辞职本身没有经济补偿（第四十六条）。"
    return rule + "题目没有说劳动合同或规章制度对年终奖有约定，以上未计入年终奖：有约定的，请写明约定的数额或几个月工资。"
