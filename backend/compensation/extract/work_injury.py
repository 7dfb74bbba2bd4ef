"""Parameters of work-injury benefits (工伤保险条例) from a question."""

from __future__ import annotations

import re
from datetime import date, timedelta
from decimal import Decimal

from backend.compensation.extract.common import (
    ASKER_STRUCK,
    COMMUTE,
    DEATH_WORDS,
    DRAWS_PENSION,
    FIGHT_HARM,
    FIXED_OBJECT_STRUCK,
    KILLED_WORDS,
    LOCAL_AVERAGE,
    LOCAL_AVERAGE_LABEL,
    MINIMUM_WAGE,
    MOTOR_VEHICLES,
    NOT_MONTHLY,
    OWN_MAIN_FAULT,
    PER_MONTH,
    PLATFORM_WORKER,
    RETIREE_SERVICE_RELATION,
    SET_ASIDE_WORDS,
    SUDDEN_ILLNESS,
    LabelledAmount,
    Span,
    date_with,
    death_told,
    disability_grade,
    drivers_own_crash_at_work,
    first_amount,
    hospital_stay,
    is_lower_bound,
    labelled_amounts,
    local_average_monthly,
    monthly_from_daily,
    monthly_from_yearly,
    number_before,
    pay_stretches,
    place_told,
    span_told,
    stated_yes_no,
    stretch_average,
    times_off,
)
from backend.compensation.extract.economic import (
    DISPATCHED,
    RESIGNED,
    dismissed_by_employer,
    injured_relative,
    relatives_injury_beside_askers_dismissal,
    termination_reason,
)
from backend.compensation.extract.traffic import read_traffic
from backend.compensation.money import find_loose_money, format_yuan, to_cents
from backend.compensation.params import DAYS_PER_MONTH, Dependant, TrafficParams, WorkInjuryParams
from backend.compensation.reference import Reference, get_reference
from backend.compensation.textutil import (
    NUMBER_TOKEN,
    DateMention,
    clause_at,
    clean,
    count_before,
    find_dates,
    find_years,
    relative_years,
    question_sentence,
    sentence_start,
    sentences,
    to_number,
)


_ITEM_PATTERNS = {
    "one_off_disability_benefit": r"(?:一次性)?伤残补助金",
    "disability_allowance": r"伤残津贴",
    # '停工留薪期的工资', and in plain words the wages of the time off work ('停工这几个月的工资',
    # '停工期间的待遇', '养伤那段时间的工资')
    "suspension_wages": r"(?:停工|养伤|休养)[^，。；？?]{0,14}(工资|待遇)",
    "one_off_medical_subsidy": r"一次性工伤医疗补助金|医疗补助金",
    "one_off_employment_subsidy": r"一次性伤残就业补助金|就业补助金",
    "funeral_grant": r"丧葬补助金|丧葬费",
    "one_off_death_benefit": r"一次性工亡补助金|工亡补助金",
    "dependants_pension": r"供养亲属抚恤金|抚恤金",
    # 生活护理费 after the assessment (第三十四条); care in hospital or during the suspension period is the
    # employer's (第三十三条第三款), another thing
    # ('停工留薪期护理费', '住院期间护理费', '医院护理费' are the employer's)
    "nursing_care": r"生活护理费|(?<!住院)(?<!住院的)(?<!医院)(?<!医院的)(?<!期)(?<!期的)(?<!期间)(?<!期间的)(?<!期内)(?<!期内的)护理(?:费|津贴|补贴)",
}


# words that point back at items named before the question ('这两项', '这两笔', '上述各项', '以上费用',
# '这两个补助金', '前面说的两笔'); a bare '这两个' may count months or people, so it needs its noun
_BACK_REFERENCE = (
    r"这(两|三|四|几|些|俩)(?:项|笔|样)|这(两|三|四|几|俩)(?:个|种)(?:补助金?|补贴|费用?|待遇|钱)|上述|以上(各|几|两|三)?(项|笔|费用|待遇)"
    r"|(?:前面|上面|刚才)(?:说|提|讲)?(?:的|到的)?(两|三|几|各)(?:项|笔|样)"
    # '两项补助金加起来多少': the subsidies just named
    r"|(?<![\d一二三四五六七八九十])(?:两|三)(?:项|个|笔)补助金"
)
# an item set aside in the question ('抚恤金先不说', '不算抚恤金', '除了抚恤金'): not asked for
_SET_ASIDE_AFTER = rf"[^，。；？?]{{0,3}}(?:{SET_ASIDE_WORDS}|不说了?|不用算|先不管|另算|不要了?|就算了)"
_SET_ASIDE_BEFORE = rf"(?:{SET_ASIDE_WORDS}|除了?|除去|撇开|抛开)[^，。；？?]{{0,3}}$"
# an item said to be paid in full ('停工留薪期工资已经发完了', '伤残津贴都结清了'): a fact, not the question
_PAID_IN_FULL = r"[^，。；？?]{0,4}?(?:发|付|支付|给|结|领)(?:完|清|齐)了?(?![^，。；？?]{0,3}(?:一半|部分|\d|吗|没))"


# 工伤保险条例 第十四条第（三）项 covers violence suffered 因履行工作职责; a fight over a private matter at work is not
# that (the recognition is the social-insurance authority's; the engine computes what a recognised injury gets)
_PRIVATE_FIGHT = re.compile(
    r"(?:因私事|因为私事|私人(?:恩怨|矛盾|纠纷)|个人(?:恩怨|矛盾|纠纷)|私怨|感情纠纷)[^。；]{0,12}(?:打架|斗殴|互殴|殴打|打了起来|动手)"
    r"|(?:打架|斗殴|互殴)[^。；]{0,8}(?:因|为了?)(?:私事|私人|个人)(?:恩怨|矛盾|纠纷|的事)?"
)


# a sudden illness at work, which counts as a work injury only by 第十五条 ('干活时突发脑溢血', '在岗位上猝死')
_SUDDEN_ILLNESS = re.compile(SUDDEN_ILLNESS)
# the recognition not yet sought ('也没去认定工伤', '还没做工伤认定', '没申请工伤'): no finding either way, unlike one
# refused ('不予认定')
_RECOGNITION_NOT_SOUGHT = re.compile(
    r"(?:没|没有|还没有?|也没有?|未|尚未)(?:去|有)?(?:做|办|申请|提出|申报|去做|去办)?(?:过)?(?:工伤认定|认定工伤)"
    r"|(?:没|没有|还没有?|也没有?|未|尚未)(?:去)?(?:申请|报|申报)(?:过)?工伤"
)


# the employer denying the work injury ('公司说不是工伤', '老板不承认是工伤'), which is not its to decide
_EMPLOYER_DENIES = re.compile(
    r"(?:公司|单位|老板|厂里?|企业|领导)[^，。；]{0,4}?(?:说|认为|称|不承认|不认)(?:这|我这|我)?(?:个|次)?(?:是|算|属于)?"
    r"(?:不是|不算|不属于|不是属于)?工伤"
)


# a rescue told as lasting beyond 第十五条's 48 hours ('抢救了三天还是走了', '抢救了60个小时'); two days is left open
_LONG_RESCUE = re.compile(
    rf"抢救(?:了)?\s*(?:(?P<days>{NUMBER_TOKEN})\s*(?:天|日)|(?P<hours>{NUMBER_TOKEN})\s*(?:个)?小时|一周|一个(?:星期|礼拜)|半个月)"
)


def _rescued_beyond_48_hours(text: str) -> bool:
    found = _LONG_RESCUE.search(text)
    if found is None:
        return False
    if found.group("days"):
        return to_number(found.group("days")) > 2
    if found.group("hours"):
        return to_number(found.group("hours")) > 48
    return True


# a commuting accident of the worker's own: a fall or a crash with no one else ('自己骑电动车摔倒了', '单方事故')
# ('骑电动车上班撞了路边的石墩': a fixed thing struck)
_SOLO_ACCIDENT = rf"自己[^，。；]{{0,8}}摔|单方事故|没有(?:其他|别的|另外的)(?:车|人)|没(?:有)?撞到?(?:别人|人|车)|{FIXED_OBJECT_STRUCK}"
# a fall on foot on the way, no vehicle and no one else told ('下班回家路上自己在台阶上摔了一跤'): no 交通事故, which is a
# vehicle's on a road (道路交通安全法 第一百一十九条第（五）项), so no work injury by 第十四条第（六）项
_FALL = r"摔|滑倒|跌倒|绊倒|崴(?:了)?脚|扭(?:伤|了)脚"
_VEHICLE_OR_ANOTHER = r"车|骑|驾|地铁|轮渡|船|撞|碰|被|推|打(?!滑)"


def commute_fall_on_foot(text: str) -> bool:
    """A fall on foot on the way to or from work, with no vehicle and no one else's act told."""
    return bool(re.search(COMMUTE, text) and re.search(_FALL, text) and not re.search(_VEHICLE_OR_ANOTHER, text))


# riding or driving to or from work ('骑电动车上班', '开车下班'): for the solo-accident note only; COMMUTE, which routes
# the scenario, keeps its 途中/路上
_RIDING_TO_WORK = r"(?:骑|开|坐|搭)[^，。；]{0,8}?(?:去|上|下)班"
# no disability grade reached ('没评上残疾等级', '伤残鉴定不够级', '够不上伤残', '未构成伤残')
_NO_GRADE_REACHED = (
    r"(?:没|未|不)(?:有)?(?:评上|评到|够|达到|构成)(?:伤残|残疾)|(?:伤残|残疾|鉴定)[^，。；]{0,4}(?:不够级|没评上|够不上|未达到|没达到)"
    r"|不够级|够不上(?:伤残|残疾)|没有(?:伤残|残疾)等级"
)
# past the retirement age, told as such or by an age of sixty or more with the work told after it ('我今年62岁，在工地
# 干活', '我爸65岁了，没有退休金，在厂里上班'; not a dependant's '他父母都70岁')
_PAST_RETIREMENT = r"(?:过了|超过|超了|到了|达到)(?:法定)?退休年龄|超龄|(?<!\d)[6-9]\d\s*(?:周)?岁[^。？?]{0,16}?(?:上班|干活|打工|做工|工作)"
# a worker without formal standing, as the employer may say to deny a work injury ('老板说我是临时工不算工伤', '试用期
# 受伤', '没有劳动合同')
_NO_FORMAL_STATUS = r"临时工|试用期|(?:没|没有|未)(?:签|签订)?(?:书面)?(?:的)?劳动合同|(?:没|没有|未)签(?:订)?(?:过)?合同"
# a gang boss without the standing of an employer who took the work from a contractor ('包工头跑了', '跟着工头干')
_GANG_BOSS = r"包工头|工头|小包工"


# the worker's own drunkenness, drug taking, self-harm or suicide (工伤保险条例 第十六条第（二）、（三）项); not another's
# ('被喝醉的司机撞了', '同事喝醉了打我')
_OWN_EXCLUSION_16 = re.compile(r"醉酒|喝醉|吸毒|自残|自杀")
_ANOTHER_PERSON = re.compile(r"被|同事|别人|他人|对方|司机|客户|顾客|工友|老板|领导|路人|有人")


def _own_exclusion_16(text: str) -> str | None:
    """The word of 第十六条 told of the worker, where its clause names no one else before it."""
    for clause in re.split(r"[，,。；;！？!?]", text):
        found = _OWN_EXCLUSION_16.search(clause)
        if found and not _ANOTHER_PERSON.search(clause[: found.start()]):
            return found.group()
    return None


def _injury_not_recognisable(text: str) -> bool:
    """Facts told that keep the injury from being a work injury as the law reads it: a commuting accident of the worker's
    own main fault (第十四条第（六）项), a death after more than 48 hours of rescue from a sudden illness (第十五条), the
    worker's own drunkenness, drugs, self-harm or suicide (第十六条), or a fall on foot on the way, no traffic accident."""
    own_commute_fault = re.search(COMMUTE, text) and re.search(OWN_MAIN_FAULT, text)
    late_death = _SUDDEN_ILLNESS.search(text) and _rescued_beyond_48_hours(text)
    return bool(own_commute_fault or late_death or _own_exclusion_16(text) or commute_fall_on_foot(text))


def struck_by_another_at_work(text: str) -> bool:
    """A worker struck by another at work ('上班时被同事打了', '顾客闹事把我打伤了'), not the worker's own blow."""
    return bool(re.search(FIGHT_HARM, text)) and not re.search(ASKER_STRUCK, text)


def recognition_notes(question: str) -> list[str]:
    """What the question tells that may keep the injury from being recognised as 工伤 at all, or that the recognition
    is still to be sought, and whose the work-injury liability is."""
    text = clean(question)
    notes = []
    if _PRIVATE_FIGHT.search(text):
        notes.append("因私事与他人打架受伤，一般不属于“因履行工作职责受到暴力等意外伤害”（《工伤保险条例》第十四条第（三）项），"
                     "能否认定为工伤以社会保险行政部门的认定为准；以下按已认定为工伤计算。")
    elif struck_by_another_at_work(text):
        notes.append("在工作时间和工作场所内，因履行工作职责受到暴力等意外伤害的，应当认定为工伤（工伤保险条例 第十四条第（三）项），"
                     "如制止顾客闹事、因管理或者催收等工作被打；因私事（个人恩怨）与同事或者他人打架受伤的一般不属于。能否认定为工伤以社会"
                     "保险行政部门的认定为准，以下按已认定为工伤计算。打人的人还应当赔偿受害人的损失（民法典 第一千一百六十五条），可以另行"
                     "向其主张人身损害赔偿（医疗费不重复获得），也可以作为另一个人身损害问题单独计算。")
    elif _SUDDEN_ILLNESS.search(text) and _rescued_beyond_48_hours(text):
        notes.append("在工作时间和工作岗位突发疾病死亡，或者在48小时之内经抢救无效死亡的，才视同工伤（工伤保险条例 第十五条第一款"
                     "第（一）项）：题目说抢救超过了48小时后死亡，不能视同工伤，没有工亡待遇；参加了基本养老保险的，遗属可以领取丧葬补助金"
                     "和抚恤金（社会保险法 第十七条）。")
    elif _SUDDEN_ILLNESS.search(text):
        notes.append("在工作时间和工作岗位突发疾病死亡，或者在48小时之内经抢救无效死亡的，视同工伤（工伤保险条例 第十五条第一款第（一）项）；"
                     "抢救超过48小时后死亡的、经抢救没有死亡的不在此列（突发疾病本身不是工伤），能否认定以社会保险行政部门的认定为准。")
    elif re.search(COMMUTE, text) and re.search(OWN_MAIN_FAULT, text):
        notes.append("上下班途中的交通事故，只有非本人主要责任的才认定为工伤（工伤保险条例 第十四条第（六）项）：题目说本人负主要或全部"
                     "责任，不能认定为工伤，没有工伤保险待遇；受伤由对方造成的部分可以按交通事故向对方主张，可以作为另一个交通事故问题单独计算。")
    elif commute_fall_on_foot(text) and not _injury_recognised(text):
        notes.append("上下班途中步行时自己摔倒受伤，没有车辆参与，不是交通事故（道路交通安全法 第一百一十九条第（五）项：交通事故是车辆"
                     "在道路上造成的事件），不属于上下班途中“非本人主要责任的交通事故”（工伤保险条例 第十四条第（六）项），一般不能认定为"
                     "工伤，没有工伤保险待遇，以社会保险行政部门的认定为准；有车辆参与（如被车撞倒、骑车摔倒）或者是别人推倒、撞倒的，"
                     "请在题目中写明。")
    elif drivers_own_crash_at_work(text):
        notes.append("为单位开车、送货等工作中发生交通事故受伤或者死亡的，属于在工作时间和工作场所内因工作原因受到事故伤害，或者因工外出期间"
                     "由于工作原因受到伤害，应当认定为工伤（工伤保险条例 第十四条第（一）项、第（五）项）：与上下班途中（第（六）项，须非本人"
                     "主要责任）不同，本人在事故中负全部责任也不影响认定，醉酒、吸毒等第十六条的情形除外。事故另有负有责任的一方（对方车辆、"
                     "道路管理人等）的，还可以向其主张交通事故赔偿，医疗费不重复获得，其他与工伤保险待遇分别主张，可以作为另一个交通事故问题"
                     "单独计算。")
    elif (re.search(COMMUTE, text) or re.search(_RIDING_TO_WORK, text)) and re.search(_SOLO_ACCIDENT, text):
        notes.append("上下班途中本人单方摔倒或单方事故：只有“非本人主要责任”的交通事故伤害才认定为工伤（工伤保险条例 第十四条第（六）项），"
                     "以交通管理部门的事故责任认定（或法院查明的事实）为准；单方事故通常认定本人负全部责任，那样不能认定为工伤。以下按已认定"
                     "为工伤计算，请按事故认定核对。")
    excluded = _own_exclusion_16(text)
    if excluded:
        notes.append(f"题目说受伤的职工本人“{excluded}”：职工因醉酒或者吸毒、自残或者自杀导致伤亡的，不得认定为工伤或者视同工伤"
                     "（工伤保险条例 第十六条第（二）、（三）项），没有工伤保险待遇；醉酒以公安机关等的检验结论为准，伤亡与醉酒无因果关系的"
                     "（如醉酒但被他人驾车撞伤）以社会保险行政部门的认定为准。")
    if _RECOGNITION_NOT_SOUGHT.search(text):
        notes.append("题目说还没有申请工伤认定：用人单位应当自事故伤害发生之日起30日内提出工伤认定申请；用人单位未提出的，工伤职工"
                     "或者其近亲属、工会组织可以在事故伤害发生之日起1年内直接向统筹地区社会保险行政部门提出（工伤保险条例 第十七条）。"
                     "用人单位没有参加工伤保险的，同样可以申请认定，待遇由用人单位支付（第六十二条第二款）。")
    if _EMPLOYER_DENIES.search(text):
        notes.append("用人单位说不是工伤，并不决定是否工伤：工伤由社会保险行政部门认定；职工或者其近亲属认为是工伤、用人单位不认为是工伤的，"
                     "由用人单位承担举证责任（工伤保险条例 第十九条第二款）。用人单位在事故伤害发生之日起30日内不申请认定的，工伤职工"
                     "或者其近亲属可以在1年内直接向统筹地区社会保险行政部门申请（第十七条）。")
    if re.search(DRAWS_PENSION, text):
        notes.append(f"题目说受伤的人已经领取养老金（退休金）：{RETIREE_SERVICE_RELATION}；"
                     "受伤的损失按双方过错由接受劳务的一方承担（民法典 第一千一百六十五条；接受劳务的是个人的，第一千一百九十二条），"
                     "可按人身损害赔偿（医疗费、误工费、护理费、残疾赔偿金等）主张。")
    elif re.search(_PAST_RETIREMENT, text):
        notes.append("受伤的人已过法定退休年龄：未享受基本养老保险待遇（没有领养老金）、继续在用人单位工作期间受到事故伤害的，用人单位"
                     "依法承担工伤保险责任（人力资源社会保障部关于执行《工伤保险条例》若干问题的意见（二）（人社部发〔2016〕29号） 第二条），"
                     "以下按工伤计算；已经领取养老金或退休金的，按劳务关系处理，不能认定工伤，只能按人身损害主张。")
    if re.search(_NO_FORMAL_STATUS, text) and not re.search(PLATFORM_WORKER, text):
        notes.append("临时工、试用期内、没有签书面劳动合同，都不影响工伤认定：用人单位的全部职工都享受工伤保险待遇（工伤保险条例 第二条），"
                     "没有劳动合同的，可以用工资支付凭证或记录、工作证、考勤记录、其他职工的证言等证明事实劳动关系（劳动和社会保障部关于"
                     "确立劳动关系有关事项的通知 第一条、第二条）。")
    if re.search(DISPATCHED, text):
        # (劳务派遣暂行规定 is not in the corpus: its 第十条 is cited from memory)
        notes.append("被派遣劳动者在用工单位因工作遭受事故伤害的，由劳务派遣单位（与劳动者订立劳动合同的用人单位，劳动合同法 第五十八条）"
                     "承担工伤保险责任：派遣单位依法申请工伤认定，用工单位协助调查核实；以上工伤保险待遇由工伤保险基金和派遣单位按规定"
                     "支付（派遣单位没有参保的，全部由派遣单位支付，工伤保险条例 第六十二条第二款），派遣单位与用工单位可以约定补偿办法，但不影响劳动者向派遣单位主张"
                     "（劳务派遣暂行规定 第十条）。用工单位给被派遣劳动者造成损害的，劳务派遣单位与用工单位承担连带赔偿责任（劳动合同法"
                     " 第九十二条第二款），也可以向用工单位主张。")
    if re.search(_GANG_BOSS, text):
        notes.append("跟着包工头（不具备用工主体资格的个人）干活受伤的：具备用工主体资格的承包单位违法将业务转包、分包给不具备用工主体"
                     "资格的组织或者个人，该组织或者个人招用的劳动者从事承包业务时因工伤亡的，由该承包单位承担工伤保险责任"
                     "（人力资源社会保障部关于执行《工伤保险条例》若干问题的意见 第七条；最高人民法院关于审理工伤保险行政案件若干问题的规定"
                     " 第三条第一款第（四）项），包工头跑了不影响向它主张。")
    return notes


def injured_relative_notes(question: str, params: WorkInjuryParams) -> list[str]:
    """Whose the benefits are where the question tells a relative's work injury ('我爸在工地摔伤了'): the injured worker's
    own, on their wage and grade; a relative may apply for the recognition (第十七条第二款). A dismissal of the asker
    told beside it is the asker's own matter. (A death's benefits are the close relatives', 第三十九条: no note.)"""
    text = clean(question)
    relative = injured_relative(text)
    if relative is None or params.death:
        return []
    notes = [
        f"题目说受伤的是提问人的{relative}：以下是{relative}作为受伤职工本人的工伤保险待遇，按其本人的工资和伤残等级计算，由其本人"
        "享有和主张；用人单位不申请工伤认定的，工伤职工的近亲属也可以申请（工伤保险条例 第十七条第二款）。"
    ]
    if relatives_injury_beside_askers_dismissal(text):
        notes.append(
            "题目还说提问人本人被辞退：那是提问人自己的劳动争议，按提问人本人的工资、工作年限和辞退理由计算，可以作为另一个问题单独计算；"
            f"劳动合同法第四十二条第（二）项保护的是因工负伤并被确认丧失或者部分丧失劳动能力的职工本人，{relative}的工伤不使提问人受此保护。"
        )
    return notes


# care while in hospital or during the suspension period, which the employer gives or pays (第三十三条第三款)
_EMPLOYER_CARE = re.compile(r"(?:停工留薪期|住院|医院|治疗期)(?:间|内)?的?(?:陪护|护理)(?:费|费用)?")


# the employer offering a settlement of its own ('一次性给2万了事', '想私了', '让我签协议赔3万'): its figure, if told
_SETTLEMENT_OFFER = re.compile(
    r"私了|一次性(?:给|赔|付)(?:我)?|(?:给|赔)(?:我)?[^，。；]{0,6}了事|签(?:了)?(?:个|一份)?(?:私了|赔偿|和解|调解)?协议"
)


def settlement_offer_notes(question: str) -> list[str]:
    """An employer's own settlement of the benefits ('公司让我签协议一次性给2万了事'): such an agreement binds unless it
    is grossly unfair, as one far below the statutory benefits is; the amount computed is the measure to hold it to."""
    text = clean(question)
    offer = _SETTLEMENT_OFFER.search(text)
    if offer is None:
        return []
    # the figure right after the offer ('一次性给2万', '私了，给我3万'), not a wage told later ('…，月工资6000')
    figure = next(
        (m for m in find_loose_money(text) if 0 <= m.start - offer.end() <= 6 and not re.search(r"\d|工资|月薪|收入", text[offer.end() : m.start])),
        None,
    )
    offered = f"单位提出的 {format_yuan(figure.value)}" if figure is not None else "单位提出的数额"
    return [
        f"用人单位与工伤职工就工伤待遇达成的协议，不违反法律强制性规定、没有欺诈胁迫的一般有效，但数额明显低于法定标准、显失公平的，"
        f"劳动者可以请求撤销（最高人民法院关于审理劳动争议案件适用法律问题的解释（一） 第三十五条）：以上按工伤保险条例计算的待遇，"
        f"可与{offered}比较；停工留薪期工资、医疗费和解除劳动合同时的一次性补助金等另计。"
    ]


def told_medical_cost(injury: TrafficParams, params: WorkInjuryParams, reference: Reference) -> Decimal | None:
    """The cost of treating the injury told ('医疗费5万', '花了2000块缝针'), as read_traffic read it (`injury`). Not where
    another is liable for the harm (a road accident's finding, '对方全责'): the tort claim pays it, the fund only first
    where that one does not (社会保险法 第四十二条; the third-party note says so)."""
    if params.third_party_caused or injury.liability is not None:
        return None
    spent = sum(
        (amount for name, amount in injury.losses.items() if (reference.classify_loss(name) or ("", ""))[1] == "医疗费"), Decimal(0)
    )
    return spent or None


def medical_cost_notes(question: str, params: WorkInjuryParams, reference: Reference) -> list[str]:
    """A medical cost told and not counted (who pays it not told, or other items asked alone): the fund pays it within
    its catalogues (工伤保险条例 第三十条第三款), an employer that did not insure pays it itself (第六十二条第二款). Where
    the insurance is told and all is asked, it is the item `medical_costs`, and its step says so."""
    if params.medical_costs is not None and (not params.targets or {"total", "medical_costs"} & set(params.targets)):
        return []
    spent = params.medical_costs or told_medical_cost(read_traffic(question, reference)[0], params, reference)
    if spent is None:
        return []
    payer = (
        "用人单位没有参加工伤保险的，由用人单位按同样的标准支付（第六十二条第二款）" if params.employer_insured is False
        else "用人单位应当参加而未参加工伤保险的，由用人单位支付（第六十二条第二款）"
    )
    return [
        f"题目所说的医疗费 {format_yuan(spent)}：治疗工伤所需费用符合工伤保险诊疗项目目录、工伤保险药品目录、工伤保险住院服务标准的，"
        f"从工伤保险基金支付（工伤保险条例 第三十条第三款）；{payer}。以上金额未含医疗费。"
    ]


def employer_care_notes(question: str) -> list[str]:
    """A question about care during the suspension period or in hospital: the employer's duty, not the fund's monthly
    生活护理费 (第三十四条), and with no statutory rate, so no figure of it is in the amount."""
    if not _EMPLOYER_CARE.search(clean(question)):
        return []
    return [
        "生活不能自理的工伤职工在停工留薪期（含住院期间）需要护理的，由所在单位负责（工伤保险条例 第三十三条第三款）："
        "这不是评残后由工伤保险基金按月支付的生活护理费（第三十四条），条例未规定计算标准，按单位实际安排或支付的护理费用"
        "（或当地规定）确定，以上金额不含该项。"
    ]


def _stated_as_given(asked: str, pattern: str) -> bool:
    """Every mention of the item comes with its figure ('就业补助金4万', '医疗补助金为8个月')."""
    mentions = list(re.finditer(pattern, asked))
    return bool(mentions) and all(
        # ('医疗补助金和就业补助金各是6个月工资': the items listed before their one figure)
        re.match(
            # ('医疗补助金和就业补助金都是本人工资的4个月': the wage named before the months)
            rf"(?:[和与及、][^，。；？?\d]{{0,8}}?补助金)?[^，。；？?]{{0,8}}?(?:\d|[一二两三四五六七八九十]+[万千百元块]|{NUMBER_TOKEN}\s*个月)",
            asked[found.end() :],
        )
        for found in mentions
    )


# a clause that puts the items it names aside as a whole ('丧葬费和抚恤金社保那边说会另算')
_SET_ASIDE_CLAUSE = (
    r"另(?:外|行)?(?:算|计算|处理|支付|给|发|赔|谈|说)|单独(?:算|计算|处理|问)|先不管|不用管|先不问|不用算|暂不考虑|以后再说|先放一边"
    r"|(?:知道|清楚|明白|了解|问过)(?:了|怎么算|怎么计算)?$"
)


def _set_aside(asked: str, pattern: str) -> bool:
    """Every mention of the item in the question sets it aside."""
    mentions = list(re.finditer(pattern, asked))

    def clause_sets_aside(found: re.Match[str]) -> bool:
        # (a bracketed aside is a clause of its own: '…多少（丧葬补助金我知道怎么算）')
        start, end = clause_at(asked, found.start())
        clause = re.split(r"[（）()]", asked[start : found.start()])[-1] + re.split(r"[（）()]", asked[found.start() : end])[0]
        # '我知道怎么算' asks nothing
        asking = re.sub(r"(?:知道|清楚|明白|了解)(?:怎么|如何)(?:算|计算|回事)", "", clause)
        if re.search(r"多少|几|怎么|如何|[?？]", asking):
            return False
        # '丧葬补助金单位已经给过了': paid, not asked (with a figure it may be what is deducted)
        paid = re.search(r"(?:已经?|都)[^，。；\d]{0,2}(?:给|发|付|领|拿|结)(?:过|了)", clause) and not re.search(r"\d", clause)
        return bool(re.search(_SET_ASIDE_CLAUSE, clause) or paid)

    return bool(mentions) and all(
        re.match(_SET_ASIDE_AFTER, asked[found.end() :]) or re.search(_SET_ASIDE_BEFORE, asked[: found.start()])
        or re.match(_PAID_IN_FULL, asked[found.end() :]) or clause_sets_aside(found)
        for found in mentions
    )


# children of the deceased, in the asker's words too: '侄子' when the asker's brother died
_CHILD_NOUNS = r"子女|孩子|小孩|儿女|侄子|侄女|外甥女|外甥"


def _count_children(text: str) -> int:
    """'两个孩子' -> 2; without a count for all of them, sons and daughters add up: '儿子8岁、女儿5岁' -> 2,
    '一儿一女' -> 2, '我和8岁的女儿' -> 1."""
    together = re.search(rf"({NUMBER_TOKEN})(?:个|名|位)[^，。；、\d]{{0,4}}?(?:{_CHILD_NOUNS})", text)
    if together:
        return count_before(text, _CHILD_NOUNS)
    if re.search(r"[一1]儿[一1]女", text):
        return 2
    multiple_birth = re.search(r"(双|三)胞胎", text)
    if multiple_birth:  # '一对双胞胎儿子'
        return 2 if multiple_birth.group(1) == "双" else 3
    sons_and_daughters = count_before(text, r"儿子") + count_before(text, r"女儿")
    if re.search(r"(?:无|没有|没|未生育)(?:任何)?(?:子女|孩子|小孩|儿女)", text):
        return 0
    return sons_and_daughters or count_before(text, _CHILD_NOUNS)


_CHILD_AGE = re.compile(
    r"(?:儿子|女儿|孩子|小孩|大的|老大|小的|老二|一个)[^，。；\d]{0,3}?(?P<age>\d{1,2})\s*(?:周岁|岁)(?P<rest>[^，。；]{0,10})"
    r"|(?P<age2>\d{1,2})\s*(?:周岁|岁)的(?:儿子|女儿|孩子|小孩)"
)


def _adult_children(text: str) -> int:
    """Children aged 18 or more are dependants only when unable to work (供养亲属范围规定 第三条)."""
    adults = 0
    for match in _CHILD_AGE.finditer(text):
        age = int(match.group("age") or match.group("age2"))
        if age >= 18 and not re.search(r"丧失劳动能力", match.group("rest") or ""):
            adults += 1
    return adults


# the deceased's spouse, also as the asker calls them ('嫂子' when the asker's brother died, '孩子妈妈')
_SPOUSE_NOUNS = r"孩子(?:的)?(?:妈妈|母亲|爸爸|父亲)|孩子他(?:妈|爸)|妻子|丈夫|配偶|老婆|爱人|老公|媳妇|嫂子|弟媳"
_PARENT_NOUNS = r"父母|父亲|母亲|公公|婆婆|岳父|岳母"
# ('孩子他妈早些年就走了': gone long ago is dead; '走了' alone, or '两年前跟人走了', is a mother who left)
_DIED = rf"{DEATH_WORDS}|病死|不在了|已故|病故|走得早|(?:早|年前|早些年|早年|前些年|小时候)(?:就|也|都|已经|早就)?走了"
_DIVORCED = r"离婚|离异|改嫁|再婚"
# killed at work, in plain words ('在工地摔死了'): said of the worker only, as a relative's words may run on
# into the worker's death
_KILLED = KILLED_WORDS
_WORK_DEATH = r"因工|工亡|工伤|工地|厂里|车间|单位|公司|上班|事故|出事"
# a relative with a pension or income of their own is not supported by the deceased (供养亲属范围规定 第二条)
_SELF_SUPPORTING = r"(?<![没无])有(?:退休金|养老金|退休工资|固定收入|收入|工作)|不靠|不用[^，。；]{0,3}养|不需要[^，。；]{0,4}养|不由[^，。；]{0,3}养"
_ASKED_RELATIVE = {"child": _CHILD_NOUNS + r"|儿子|女儿", "spouse": _SPOUSE_NOUNS, "parent": _PARENT_NOUNS}


# bearing or raising a child, said as one activity ('生孩子时难产去世', '一个人带孩子', '在家照顾小孩')
_CHILD_REARING = r"(?:生|怀|带|养|抚养|照顾|照看|接送)$"


def _child_as_activity(text: str, match: re.Match[str]) -> bool:
    """Whether a child named is the object of bearing or raising it: what a relative did, no new relative with
    words of its own ('生了个儿子，今年5岁' names one; '养父母' are parents, not a child raised)."""
    return bool(re.fullmatch(_ASKED_RELATIVE["child"], match.group()) and re.search(_CHILD_REARING, text[max(0, match.start() - 2) : match.start()]))


def _relative_mentions(text: str, nouns: str) -> list[tuple[re.Match[str], str]]:
    """Each mention of a relative with its own words: up to the next relative named or the end of the sentence."""
    every = [
        match
        for match in re.finditer(rf"前妻|前夫|{_IN_LAWS_MARK}|{_SPOUSE_NOUNS}|{_PARENT_NOUNS}|{_CHILD_NOUNS}|儿子|女儿", text)
        if not _child_as_activity(text, match)
    ]
    found = []
    for index, match in enumerate(every):
        if not re.fullmatch(nouns, match.group()):
            continue
        # '公公婆婆都有退休金', '公公和婆婆…': relatives named together share the words that follow them
        following = index + 1
        while following < len(every) and re.fullmatch(r"\s*[和与及、跟]?\s*", text[every[following - 1].end() : every[following].start()]):
            following += 1
        stop = every[following].start() if following < len(every) else len(text)
        # '（妹夫前年车祸去世了）': a relative named in a bracketed aside has only the aside's words
        # ('孩子妈妈（我姐）三年前就病逝了': an aside that only names her takes the words after it)
        opened = max(text.rfind("（", 0, match.start()), text.rfind("(", 0, match.start()))
        closed = re.search(r"[）)]", text[match.end() :])
        if closed and closed.start() > 0 and opened > max(text.rfind("）", 0, match.start()), text.rfind(")", 0, match.start())):
            stop = min(stop, match.end() + closed.start())
        sentence_end = re.search(r"[。；;！？!?\n]", text[match.end() : stop])
        words = text[match.end() : match.end() + sentence_end.start()] if sentence_end else text[match.end() : stop]
        found.append((match, _ASKING_CLAUSE.sub("", words)))
    return found


# the clause that asks, ending a relative's words ('其母亲无劳动能力，由其生前供养，能拿多少工亡待遇'): the benefit it
# names ('工亡待遇') is the worker's death, nothing said of the relative
_ASKING_CLAUSE = re.compile(r"[，,][^，,]*(?:多少|几[十百千万]|怎么|如何|计算)[^，,]*$")


_FATHER_WORDS = r"父亲|爸爸|老爸|爸"
_MOTHER_WORDS = r"母亲|妈妈|老妈|妈"


def _dependants_of_the_askers_parent(text: str, asked: str) -> list[Dependant] | None:
    """'我爸因工去世了……我妈没有工作也没有退休金': the one who died is the asker's parent, so the other
    parent is the deceased's spouse and the asker's grandparents are the deceased's parents (the asker and
    siblings, the deceased's children, are not counted here). None when the asker's parent is not the one
    who died."""
    # died at work, not of illness years before ('我母亲早几年去世了' is no worker)
    worker = re.search(
        rf"(?:我|俺)(?:的)?(?P<noun>{_FATHER_WORDS}|{_MOTHER_WORDS})[^。；，]{{0,12}}?(?:{_WORK_DEATH})[^。；，]{{0,8}}?(?:{_DIED}|{_KILLED})", text
    )
    if not worker:
        return None
    other_nouns = _MOTHER_WORDS if re.fullmatch(_FATHER_WORDS, worker.group("noun")) else _FATHER_WORDS
    dependants: list[Dependant] = []
    other = [
        # ('姑妈', '舅妈', '干爸' are other relatives)
        found for found in re.finditer(rf"(?<![姑舅姨婶伯大小干后继])(?:{other_nouns})(?P<words>[^。；！？!?\n]*)", text)
        if found.start() != worker.start("noun")
    ]
    spouse_is_dependant = bool(other) and not any(
        re.search(_DIED, found.group("words")[:12]) or re.search(_SELF_SUPPORTING, found.group("words")) for found in other
    )
    if spouse_is_dependant:
        dependants.append(Dependant("spouse", False))
    asked_spouse = re.search(rf"(?:{other_nouns})[^，。；]{{0,6}}?(?:能|可以|可)?(?:领|拿|得到|分到)", asked)
    if asked_spouse and not re.search(r"一共|合计|总共|加起来|全家|我们", asked):
        return dependants
    for grandparent in ("爷爷", "奶奶", "外公", "外婆", "姥爷", "姥姥"):
        words = [found.group("words") for found in re.finditer(rf"{grandparent}(?P<words>[^。；！？!?\n]*)", text)]
        if words and not any(re.search(_SELF_SUPPORTING, said) or re.search(_DIED, said[:12]) for said in words):
            dependants.append(Dependant("other", bool(re.search(r"孤寡", " ".join(words)))))
    return dependants


# a relative's death of illness, or years before the worker's ('几年前就病逝了', '早些年去世了')
_EARLIER_DEATH = rf"病逝|病故|病死|因病|生病|患病|癌|(?:{NUMBER_TOKEN}|几|多|好几)年前|早年|早些年|前些年|早就|很早"


def _death_clause(words: str) -> str:
    """The words said of a relative up to the end of the clause that tells of their death."""
    died = re.search(_DIED, words)
    if not died:
        return words
    clause_end = re.search(r"[，,。；;！？!?\n]", words[died.end() :])
    return words[: died.end() + clause_end.start()] if clause_end else words


# the asker's sister and her husband (姐 and 姐夫, 妹 and 妹夫), brother and his wife (哥 and 嫂子, 弟 and
# 弟媳): when one of them died at work, the other is the deceased's spouse
_ELDER_BROTHER = r"(?<![表堂])哥哥?(?!们)"
_SISTER_IN_LAW = r"(?:大)?嫂子|嫂嫂|(?<!大)嫂(?![子嫂])"
_YOUNGER_BROTHER = r"(?<![表堂徒兄])弟弟?(?![媳妹兄])"
_YOUNGER_BROTHERS_WIFE = r"弟媳妇?|弟妹"
_IN_LAW_COUPLES = (
    (r"姐夫", r"(?<![表堂])姐姐?(?!夫)", "他妻子"),
    (r"妹夫", r"(?<![表堂])妹妹?(?!夫)", "他妻子"),
    (r"(?<![表堂])姐姐?(?!夫)", r"姐夫", "她丈夫"),
    (r"(?<![表堂])妹妹?(?!夫)", r"妹夫", "她丈夫"),
    (_SISTER_IN_LAW, _ELDER_BROTHER, "她丈夫"),
    (_YOUNGER_BROTHERS_WIFE, _YOUNGER_BROTHER, "她丈夫"),
    (_ELDER_BROTHER, _SISTER_IN_LAW, "他妻子"),
    (_YOUNGER_BROTHER, _YOUNGER_BROTHERS_WIFE, "他妻子"),
)


def _in_laws_as_spouse(text: str) -> str:
    """'我姐夫……认定为工亡。我姐前年就病逝了': the worker is the asker's brother-in-law, so the asker's
    sister is his wife (and the other way round); she is named as the deceased's spouse so that the rules
    below read her death, pension or divorce. The text unchanged when neither died at work."""
    # ('我姐是单亲妈妈（姐夫几年前就病故了），2024年6月因工死亡': a bracketed aside about the other one
    # is not the worker's death; it still names the spouse)
    asides = re.compile(r"（[^（）]*）|\([^()]*\)")
    main = asides.sub("", text)
    aside_words = "".join(found.group() for found in asides.finditer(text))
    for worker, spouse, spouse_as in _IN_LAW_COUPLES:
        died = re.search(rf"(?:{worker})(?P<words>[^。；]{{0,30}}?)(?:{_DIED}|{_KILLED}|不治|没救)", main)
        if died and re.search(_WORK_DEATH, died.group("words") + main[died.end() : died.end() + 12]) and not re.search(
            _EARLIER_DEATH, died.group("words")
        ) and re.search(spouse, main[: died.start()] + main[died.end() :] + aside_words):
            return re.sub(rf"(?:我的?)?(?:{spouse})", spouse_as, text)
    return text


# the widow's or widower's own parents, named so that they end the words of the relative before them
_IN_LAWS_MARK = "亲家二老"
# both parents in everyday words ('他爸妈', '她爸爸妈妈', '老两口')
_BOTH_PARENTS = r"爸妈|爹妈|爸爸妈妈|爸爸和妈妈|老爸老妈|爹娘"
# one parent of someone named as he or she ('他妈妈也靠他养'), but not the children's parent ('孩子他妈')
_ONE_PARENT = re.compile(r"(?<![子儿女][他她])(?<=[他她])(?:的)?(?P<noun>爸爸|老爸|爸|妈妈|老妈|妈)(?![妈爸])")
# the asker's spouse died ('我丈夫在单位工亡了'): the asker's own parents are the deceased's in-laws
_ASKERS_SPOUSE_DIED = rf"我(?:的)?(?:丈夫|老公|爱人|妻子|老婆|媳妇)[^。；]{{0,30}}?(?:{_DIED}|{_KILLED})"


def _parents_in_everyday_words(text: str) -> str:
    """'他爸妈' as 父母 and '他妈妈' as 母亲, so that the rules on the deceased's parents read them; the asker's
    own parents ('我爸妈') when the asker is the widow or widower are in-laws, no dependants (供养亲属范围规定
    第二条 names 父母, not the spouse's parents)."""
    spouse_died = re.search(_ASKERS_SPOUSE_DIED, text)

    def both(match: re.Match[str]) -> str:
        return _IN_LAWS_MARK if match.group("mine") and spouse_died else "父母"

    text = re.sub(rf"(?P<mine>我的?)?(?:{_BOTH_PARENTS}|父母)", both, text)

    def one(match: re.Match[str]) -> str:
        # '他爸在工地摔死了' after a child is named: that is the worker, not his parent
        following = re.split(r"[，。；！？!?\n]", text[match.end() :])[0]
        if re.search(rf"{_KILLED}|{_DIED}|{_WORK_DEATH}", following):
            return match.group()
        return "父亲" if "爸" in match.group("noun") else "母亲"

    # ('公婆' is both of the husband's parents)
    return re.sub(r"公婆(?!婆)", "公公婆婆", _ONE_PARENT.sub(one, text))


def _spouses_who_are_the_worker(text: str, dead: list[tuple[re.Match[str], str]]) -> list[re.Match[str]]:
    """Of the spouses said to have died (each with their own words), those who are the worker."""
    # '我丈夫因工死亡', '她丈夫在工地出事身亡': that is the worker, and the one speaking is the surviving spouse;
    # '孩子妈妈三年前就病逝了': the children's other parent died before, so they lost both parents
    # ('孩子妈妈几年前就病逝了，今年他在厂里出事故走了': a death of illness or long before is not the worker's,
    # whatever accident the sentence tells of next)
    return [
        match for match, words in dead
        if re.search(r"我(?:的)?$", text[max(0, match.start() - 2) : match.start()])
        or re.search(_WORK_DEATH, _death_clause(words))
        or (re.search(_WORK_DEATH, words) and not re.search(_EARLIER_DEATH, _death_clause(words)))
    ]


def _spouse_alive_and_other_parent_dead(text: str) -> tuple[bool, bool]:
    """(whether the deceased leaves a spouse to support, whether the children's other parent died before the
    worker), read from the words said of each spouse named."""
    spouses = _relative_mentions(text, _SPOUSE_NOUNS)
    dead = [(match, words) for match, words in spouses if re.search(_DIED, words)]
    worker = _spouses_who_are_the_worker(text, dead)
    # a spouse divorced from the deceased ('早就离婚了，她改嫁了') is no spouse, and the children's mother alive
    # the asker widowed ('我妻子因工死亡') who works or draws a pension ('我有工作') supports themself
    asker_widowed = any(re.search(r"我(?:的)?$", text[max(0, match.start() - 2) : match.start()]) for match in worker)
    asker_self_supporting = re.search(
        r"我(?:自己|本人)?(?:也|还|现在|目前|一直)?(?:在上班|在工作|(?<![没无])有(?:退休金|养老金|退休工资|固定收入|收入|工作))", text
    )
    spouse_alive = (bool(worker) and not (asker_widowed and asker_self_supporting)) or any(
        not re.search(_DIED, words) and not re.search(_SELF_SUPPORTING, words) and not re.search(_DIVORCED, words)
        for _, words in spouses
    )
    return spouse_alive, len(dead) > len(worker)


def _child_dependants(text: str, other_parent_dead: bool) -> list[Dependant]:
    """The deceased's children under 18 or unable to work, orphans when their other parent is dead too."""
    # the children's other parent may be a former spouse ('前妻几年前就病故了'): no dependant, yet her death
    # leaves them orphans
    former_spouse_dead = any(re.search(_DIED, words) for _, words in _relative_mentions(text, r"前妻|前夫"))
    orphan = bool(re.search(r"孤儿|父母双亡|双亲(?:都|均)?(?:已经?)?(?:去世|过世|不在)", text)) or other_parent_dead or former_spouse_dead
    return [Dependant("other", orphan) for _ in range(max(0, _count_children(text) - _adult_children(text)))]


def _parent_dependants(text: str) -> list[Dependant]:
    """The deceased's parents (or parents-in-law) alive and without a pension or income of their own,
    solitary (+10%) when said to be."""
    dependants: list[Dependant] = []
    for parent in ("父母", "父亲", "母亲", "公公", "婆婆", "岳父", "岳母"):
        mentions = _relative_mentions(text, parent)
        if not mentions or (parent in ("父亲", "母亲") and "父母" in text):
            continue
        if any(re.search(_SELF_SUPPORTING, words) or re.search(_DIED, words) for _, words in mentions):
            continue
        # '母亲，丧偶且无其他子女，属孤寡老人': the parent's own words may run over several clauses
        # (up to the next parent named: '无其他子女' names children but still speaks of this parent)
        # ('他的孤寡老母亲', '一个孤寡老母亲': the word may stand before the parent, with '老' between)
        solitary = bool(re.search(rf"{parent}[^。；，]{{0,6}}孤寡|孤寡(?:老人)?[^。；，、和与及]{{0,3}}{parent}", text)) or any(
            re.search(r"孤寡|(?:无|没有)(?:其他|别的)(?:子女|儿女|孩子)", re.split(rf"[。；;！？!?\n]|{_PARENT_NOUNS}", text[match.end() :])[0])
            for match, _ in mentions
        )
        dependants += [Dependant("other", solitary) for _ in range(2 if parent == "父母" else 1)]
    return dependants


def _share_asked(kinds: list[tuple[str, Dependant]], asked: str) -> list[Dependant]:
    """The dependants (each with its kind of relative) whose pension the asking sentence asks for."""
    # '孩子妈妈能领多少' names the spouse: the child named inside a spouse noun is no child of its own
    asked = re.sub(_SPOUSE_NOUNS, lambda spouse: "配偶" if "孩子" in spouse.group() else spouse.group(), asked)
    named = [kind for kind, nouns in _ASKED_RELATIVE.items() if re.search(nouns, asked)]
    together = re.search(r"一共|合计|总共|加起来|全家|我们|[和与及、]", asked)
    for kind, nouns in _ASKED_RELATIVE.items():
        # '孩子能领多少', '孩子每月的抚恤金多少': that relative's share
        if len(named) == 1 and not together and re.search(
            rf"(?:{nouns})(?:[^，。；]{{0,6}}?(?:能|可以|可)?(?:领|拿|得到|分到)|的?(?:每个?月|一个月)?的?抚恤金)", asked
        ):
            return [dependant for relative, dependant in kinds if relative == kind]
    return [dependant for _, dependant in kinds]


def _dependants(text: str, asked: str) -> list[Dependant]:
    """The deceased's spouse, children and parents he supported (工伤保险条例 第三十九条). A relative who
    died, or who lives on a pension or income of their own, is no dependant; children whose other parent
    died are orphans (+10%). A question about one relative ('孩子每个月能领多少') gets that relative's share."""
    of_the_askers_parent = _dependants_of_the_askers_parent(text, asked)
    if of_the_askers_parent is not None:
        return of_the_askers_parent
    text = _parents_in_everyday_words(_in_laws_as_spouse(text))
    spouse_alive, other_parent_dead = _spouse_alive_and_other_parent_dead(text)
    kinds: list[tuple[str, Dependant]] = []
    if spouse_alive:
        kinds.append(("spouse", Dependant("spouse", bool(re.search(rf"(?:{_SPOUSE_NOUNS})[^。；]{{0,6}}孤寡", text)))))
    kinds += [("child", child) for child in _child_dependants(text, other_parent_dead)]
    kinds += [("parent", parent) for parent in _parent_dependants(text)]
    return _share_asked(kinds, asked)


# the wage named before its months: '按统筹地区上年度职工月平均工资的3个月', '社平工资的4倍'
_WAGE_BEFORE_MONTHS = rf"[^，。；\d]{{0,6}}?(?P<wage>(?:{LOCAL_AVERAGE_LABEL}|本人工资)[^，。；\d]{{0,4}}?)的?\s*(?P<months>{NUMBER_TOKEN})\s*(?:个月|倍)"


def _subsidy_in_months(text: str, subsidy: str, params: WorkInjuryParams) -> Decimal | None:
    """A provincial standard stated in months of a wage: '一次性工伤医疗补助金为10个月本人工资',
    '就业补助金按12个月的统筹地区上年度职工月平均工资'. The months times the wage it names; None when
    that wage is not stated."""
    # both subsidies told with one standard ('医疗补助金和伤残就业补助金都是本人工资的4个月'): that standard is each one's
    both = re.search(
        rf"(?:{subsidy}[和与及、][^，。；\d]{{0,12}}?补助金|补助金[和与及、][^，。；\d]{{0,12}}?{subsidy})(?:都|(?<!平)均)(?P<standard>[^，。；]+)", text
    )
    if both:
        return _subsidy_in_months(subsidy + both.group("standard"), subsidy, params)
    before = re.search(rf"{subsidy}{_WAGE_BEFORE_MONTHS}", text)
    if before:
        # '医疗补助金按统筹地区上年度职工月平均工资的3个月计发', '就业补助金是社平工资的4倍': the wage first
        match = before
        base = before.group("wage")
    else:
        match = re.search(
            rf"{subsidy}[^，。；\d]{{0,8}}?(?P<months>{NUMBER_TOKEN})\s*个月(?:的)?(?P<base>[^，。；]{{0,20}})", text
        )
        if not match:
            return None
        base = match.group("base")
    if re.match(rf"\s*[和与及、]\s*(?:{NUMBER_TOKEN})\s*个月", base):
        return None  # 'A和B分别为10个月和14个月': which figure is whose is not read here
    if re.match(r"\s*[和与及、]", base) or not re.search(r"工资|月薪|社平", base):
        # 'A是8个月、B是12个月，都按本人工资算': one wage named for all of them, later in the sentence
        sentence_end = re.search(r"[。；！？!?\n]", text[match.end("months") :])
        rest = text[match.end("months") : match.end("months") + sentence_end.start()] if sentence_end else text[match.end("months") :]
        # ('均' of '平均工资' is no 'all')
        shared = re.search(r"(?:都|(?<!平)均|一律|全都|统一)(?:是|按|以|按照)?(?P<base>[^，。；]{0,16})", rest)
        # 'A为8个月、B为12个月的统筹地区上年度职工月平均工资': the wage after the last item of a list is every item's
        listed = re.match(rf"个月\s*[、和与及][^，。；]*{NUMBER_TOKEN}\s*个月(?:的)?(?P<base>[^，。；]{{0,20}})", rest)
        # 'A按4个月工资，B 8个月': the wage the other subsidy just before it in the sentence named is this one's too
        sentence_start = max(text.rfind(mark, 0, match.start()) for mark in "。；！？!?\n") + 1
        earlier = re.search(
            rf"补助金[^，。；\d]{{0,8}}?{NUMBER_TOKEN}\s*个月(?:的)?(?P<base>[^，。；\d]{{0,12}}?(?:工资|月薪|社平))",
            text[sentence_start : match.start()],
        )
        if shared:
            base = shared.group("base")
        elif listed and re.search(r"工资|月薪|社平", listed.group("base")):
            base = listed.group("base")
        elif earlier:
            base = earlier.group("base")
        else:
            return None
    if re.search(LOCAL_AVERAGE_LABEL + r"|社平|平均工资", base):
        wage = params.local_avg_monthly_wage
    elif re.search(r"本人工资|工资|月薪", base):
        wage = params.own_wage
    else:
        return None  # months of which wage is not said
    if wage is None:
        return None
    try:
        return Decimal(str(to_number(match.group("months")))) * wage
    except ValueError:
        return None


def _suspension_from_span(text: str, dates: list[DateMention]) -> Decimal | None:
    """The period given in the sentence that names it: its length ('停工留薪期……，共5个月') or its first and
    last day ('停工留薪期为2025年3月1日至2025年7月31日' -> 5). A span that is no whole number of months is
    left to be asked for."""
    for label in re.finditer(r"停工留薪期?", text):
        sentence_end = re.search(r"[。；！？!?\n]", text[label.end() :])
        stop = label.end() + sentence_end.start() if sentence_end else len(text)
        total = re.search(
            rf"(?:共|一共|总共|合计|共计)\s*(?:是|为)?\s*({NUMBER_TOKEN})\s*个月"
            # '…到6月9号，整三个月': a clause that is nothing but the whole length
            rf"|[，,（(]\s*(?:整整?|足足?|正好|刚好)\s*({NUMBER_TOKEN})\s*个月\s*(?=[，,。；）)]|$)",
            text[label.end() : stop],
        )
        if total:
            try:
                return Decimal(str(to_number(total.group(1) or total.group(2)))).normalize()
            except ValueError:
                return None
        inside = [mention for mention in dates if label.end() <= mention.start and mention.end <= stop]
        # '停工留薪期到5月31号' after '3月1号受伤': the period runs from the day of the injury
        injured = [
            mention for mention in dates
            if mention.end <= label.start() and re.match(r"[^，。；\d]{0,3}?(?:受伤|负伤|出事|工伤|被[^，。；\d]{0,4}伤)", text[mention.end :])
        ]
        if len(inside) == 1 and injured and re.fullmatch(r"\s*(?:到|至|截至|截止到?)\s*", text[label.end() : inside[0].start]):
            inside = [injured[-1], *inside]
        for first, last in zip(inside, inside[1:]):
            between = text[first.end : last.start]
            if not (first.day_known and last.day_known) or not (
                first.start < label.start() or re.fullmatch(r"[^，。；\d]{0,6}?(?:至|到|[-~—～])\s*(?:次年|第二年|来年)?\s*", between)
            ):
                continue
            day_after = last.value + timedelta(days=1)
            if first.value.day != day_after.day:
                return None
            months = (day_after.year - first.value.year) * 12 + day_after.month - first.value.month
            return Decimal(months) if months > 0 else None
    return None


# '…都按统筹地区上年度职工月平均工资算，我们这里是8000元': the local average named in one clause and its
# figure given in the next by where the asker lives
_HERE = r"(?:我们|咱们|咱|当地|本地|这里|这边|我们这里|我们这边|我们这|本市|我市|本省|我省|我们市|我们省)"


def _local_average_in_next_clause(text: str, amounts: list[LabelledAmount]) -> Decimal | None:
    for amount in amounts:
        if not re.fullmatch(rf"{_HERE}[^，。；\d]{{0,4}}?(?:是|为|大概是|约为?)?\s*", amount.label):
            continue
        start, _ = clause_at(text, amount.money.start)
        previous_start, previous_end = clause_at(text, start - 2) if start >= 2 and text[start - 1] in "，," else (start, start)
        previous = text[previous_start:previous_end]
        if previous_end > previous_start and re.search(LOCAL_AVERAGE_LABEL, previous) and not re.search(r"\d", previous):
            joined = LabelledAmount(amount.money, previous + amount.label, previous + amount.clause)
            return local_average_monthly([joined], LOCAL_AVERAGE_LABEL)
    return None


# what the employer paid during the suspension period, each month ('这4个月公司每月只给我打了2000块',
# '每个月就发两千生活费', '前两个月每月转了1500') or in all ('这4个月一共只给了我8000')
_PAY_VERB = r"(?:(?:发放|发|给|付|支付|打|转|汇|开)(?:了|过)?|只有|只拿到?了?|只领到?了?|才拿到?了?|才领到?了?)[^，。；\d]{0,6}$"
# the amount before its verb ('按每月2000发的')
_PAY_VERB_AFTER = re.compile(r"\s*(?:元|块钱?)?[^，。；\d]{0,3}?(?:发放|发|给|付|支付|打|转|汇)")
# a payment over the period without 'each month' or 'in all' ('停工期间公司给了3000'): monthly or in all?
_PAID_IN_THE_PERIOD = re.compile(rf"(?:停工(?:留薪)?期?(?:间|内|期间)|这段时间|这(?P<months>{NUMBER_TOKEN})个月)[^，。；\d]{{0,10}}?{_PAY_VERB}")
# ('公司只发基本工资2000': a monthly wage cut down to its base, each month)
_BASE_PAY_ONLY = r"只(?:给我)?(?:发|给|付|开)了?(?:我)?(?:基本工资|底薪|基本生活费|生活费)"
_PAID_EACH_MONTH = re.compile(
    rf"(?:(?:(?P<first>前|头|最初)|后|最后|后面|后来的?)(?P<months>{NUMBER_TOKEN})个月[^，。；\d]{{0,4}}?)?"
    # ('公司一直只发了2000': all along, so each month)
    rf"(?:(?:每个?月|按月)[^，。；\d]{{0,8}}?{_PAY_VERB}|{_BASE_PAY_ONLY}[^，。；\d]{{0,3}}$"
    rf"|一直(?:都)?只(?:给我)?(?:发|给|付|开)了?(?:我)?[^，。；\d]{{0,3}}$)"
)
_PAID_IN_ALL = re.compile(rf"(?:一共|总共|合计|共计|总计|累计|前后)[^，。；\d]{{0,6}}?{_PAY_VERB}")
# money paid for something else than the wages ('每月给我报销医药费800')
_PAID_FOR_OTHER = r"医疗费|医药费|药费|报销|垫付|护理|住院|伙食|交通|社保|公积金"
# the first months paid in full ('前两个月工资照发')
_FIRST_MONTHS_IN_FULL = re.compile(rf"(?:前|头)(?P<months>{NUMBER_TOKEN})个月[^，。；\d]{{0,8}}?(?:照发|照常|正常发|全额|足额|全发|发足|一分不少)")


def _paid_during_suspension(amounts: list[LabelledAmount], text: str, params: WorkInjuryParams) -> tuple[Decimal | None, bool]:
    """(the wages paid during the suspension period when the question states them, whether it says some
    were paid without saying how much). A figure not below the wage kept is the wage itself ('公司每月发我
    工资7500'), not a part payment; a part paid only in the later months ('后两个月每月只给2000') fixes the
    sum only when the question says what the first months got."""
    wage_kept = params.suspension_wage if params.suspension_wage is not None else params.own_wage
    months_in_all = params.suspension_months
    if months_in_all is None or wage_kept is None:
        return None, False
    for amount in amounts:
        if re.search(_PAID_FOR_OTHER, amount.label):
            continue
        after = amount.after
        each_month = _PAID_EACH_MONTH.search(amount.label)
        if not each_month and _PAY_VERB_AFTER.match(after):
            # '按每月2000发的': the verb follows the amount; read the label as if it came before
            each_month = _PAID_EACH_MONTH.search(amount.label + "发")
        if each_month and amount.money.value < wage_kept:
            if not each_month.group("months"):
                return amount.money.value * months_in_all, False
            months = min(Decimal(str(to_number(each_month.group("months")))), months_in_all)
            if each_month.group("first"):
                return amount.money.value * months, False
            in_full = _FIRST_MONTHS_IN_FULL.search(text)
            if in_full and Decimal(str(to_number(in_full.group("months")))) + months == months_in_all:
                return wage_kept * (months_in_all - months) + amount.money.value * months, False
            return None, True
        if _PAID_IN_ALL.search(amount.label) and amount.money.value < wage_kept * months_in_all:
            return amount.money.value, False
        in_the_period = _PAID_IN_THE_PERIOD.search(amount.label)
        if in_the_period and amount.money.value < wage_kept * months_in_all:
            # '这三个月老板给了我3000': the months of the whole period pointed back at, a sum for all of them;
            # '停工期间给了3000' may be each month's or the whole period's
            months = in_the_period.group("months")
            if months and Decimal(str(to_number(months))) == months_in_all:
                return amount.money.value, False
            return None, True
    return None, False


def _item_part_paid(amounts: list[LabelledAmount], targets: list[str]) -> tuple[str, Decimal] | None:
    """(item, sum) for a lump sum said to be paid in part ('伤残补助金老板先付了1万'), when no other item
    is asked for."""
    for amount in amounts:
        for item, pattern in _ITEM_PATTERNS.items():
            if item in ("suspension_wages", "dependants_pension") or targets not in ([], [item]):
                continue
            if re.search(rf"(?:{pattern})[^，。；\d]{{0,8}}?(?:给|付|发|支付|赔|打|转)了?(?:我|他|她)?\s*$", amount.label):
                return item, amount.money.value
    return None


# words that make an amount the pay of several months together ('加起来一共9万', '总共拿了8万4')
_TOTAL_WORDS = r"一共|总共|加起来|加在一起|合计|共计|总计|累计|总额|总和|(?<![一总])共(?:是|有|拿了?|挣了?|发了?)?$"
# the months the total covers: '受伤前12个月', '前半年', '去年一年'; '几个月' counts none
_MONTHS_COVERED = re.compile(
    rf"(?<!每)(?P<months>{NUMBER_TOKEN})\s*个月|(?P<half>半年)|(?P<year>一年|全年|整年)|(?P<vague>几个月|些月|好多个月)"
)
# a month's pay made of parts ('每个月基本工资加补贴一共7000'): a total, but of one month
# ('12个月工资单' names the months of a total, not a monthly wage)
_ONE_MONTH = r"每个?月|(?<![\d一二三四五六七八九十两几])一个月|(?<!个)月(?:薪|工资|收入|均|平均)|平均|按月|单月|当月"
# no region's monthly average is a tenth of a worker's plausible monthly wage
_IMPLAUSIBLE_MULTIPLE = Decimal(10)


def _months_of(covered: re.Match[str]) -> Decimal | None:
    if covered.group("vague"):
        return None
    if covered.group("half"):
        return Decimal(6)
    if covered.group("year"):
        return Decimal(12)
    try:
        return Decimal(str(to_number(covered.group("months"))))
    except ValueError:
        return None


def _wage_total_over_months(
    text: str, amounts: list[LabelledAmount], include: str, exclude: str
) -> tuple[bool, Decimal | None]:
    """(True, monthly average) when the wage stated is the pay of several months added up ('受伤前12个月
    的工资加起来一共9万' -> 7500), or of stretches of months each added up ('前6个月一共3万，后6个月一共
    4万2' -> 6000); (True, None) when it is such a total whose months are not said ('前几个月工资一共3万'),
    so that it is asked for; (False, None) when it is one month's pay."""
    wages = [amount for amount in amounts if re.search(include, amount.label) and not re.search(exclude, amount.label)]
    if not wages:
        return False, None
    first = wages[0]
    if not re.search(_TOTAL_WORDS, first.label) or re.search(_ONE_MONTH, first.label):
        return False, None
    # the months may be named in the clause before: '他受伤前12个月，工资加起来一共9万'
    start, _ = clause_at(text, first.money.start)
    covered = list(_MONTHS_COVERED.finditer(first.label)) or list(_MONTHS_COVERED.finditer(text[sentence_start(text, start) : start]))
    if not covered:
        # '基本工资5000，加上补贴一共7000': parts of one month's pay
        return False, None
    months = _months_of(covered[-1])
    if months is None:
        return True, None
    if months < 2:
        return False, None
    total = first.money.value
    for later in wages[1:]:
        # further stretches, each a total of its own months ('后6个月工资一共4万2')
        own_months = list(_MONTHS_COVERED.finditer(later.label))
        if not own_months or not re.search(_TOTAL_WORDS, later.label) or re.search(_ONE_MONTH, later.label):
            continue
        later_months = _months_of(own_months[-1])
        if later_months is None:
            return True, None
        months += later_months
        total += later.money.value
    return True, to_cents(total / months)


# a month's base pay and then the sum with its other parts ('基本工资5000，加上补贴一共7000')
_BASE_PAY = r"底薪|基本工资|基础工资|固定工资|岗位工资"
_PARTS_ADDED = r"(?:加上?|算上|连同|加起来|包括|含)[^，。；\d]{0,8}?(?:一共|总共|合计|共计|总计|是|有)\s*(?:是|有|大概|约)?\s*$"


def _month_pay_with_parts_added(text: str, amounts: list[LabelledAmount]) -> Decimal | None:
    """The sum of a month's pay when the question gives its base and then the base with its other parts
    in the next clause."""
    for base, total in zip(amounts, amounts[1:]):
        between = text[base.money.end : total.money.start]
        if (
            re.search(_BASE_PAY, base.label) and not re.search(r"[。；！？!?\n]", between) and len(re.findall(r"[，,]", between)) <= 1
            and re.search(_PARTS_ADDED, total.label) and not _MONTHS_COVERED.search(total.label)
            and total.money.value > base.money.value and not is_lower_bound(total.money)
        ):
            return total.money.value
    return None


def _same_months(token: str, months: Decimal) -> bool:
    try:
        return Decimal(str(to_number(token))) == months
    except ValueError:
        return False


def _labour_relation_told(text: str) -> bool | None:
    """A labour relation told ('跟站点签了劳动合同', '公司给我交了社保'); None where the question does not say."""
    for told in re.finditer(r"签(?:了|过|订了)?(?:正式的?)?劳动合同|(?:交|缴|买)了?(?:社保|工伤保险)", text):
        if not re.search(r"没|未|不", text[clause_at(text, told.start())[0] : told.start()]):
            return True
    return None


def _injury_recognised(text: str) -> bool | None:
    """Whether the question says the injury was recognised as a work injury (工伤认定); None when it does not say, or
    says it was not yet sought."""
    if _RECOGNITION_NOT_SOUGHT.search(text):
        return None
    return stated_yes_no(
        text,
        no=r"不予认定|不属于工伤|未被认定为?工伤|不认定为?工伤|不构成工伤",
        yes=r"认定为?(工伤|工亡|因工死亡)|工伤认定|视同工伤|属于工伤|构成工伤|认定[^，。；？?]{0,8}(?:工伤|工亡|因工死亡)",
    )


# the worker's own monthly wage (本人工资, 缴费工资), and the amounts that are not it
_OWN_WAGE_LABEL = rf"本人工资|缴费工资|缴费基数|工资|月薪|{PER_MONTH}"
_NOT_OWN_WAGE = rf"{LOCAL_AVERAGE}|{LOCAL_AVERAGE_LABEL}|{MINIMUM_WAGE}|可支配收入|补助金|津贴|抚恤金|已.{{0,6}}支付|{NOT_MONTHLY}|{_BASE_PAY_ONLY}"


def _own_wage(text: str, amounts: list[LabelledAmount]) -> Decimal | None:
    """The worker's own monthly wage from the amounts: one month's pay, a total over months divided by them,
    or the average of stretches of monthly pay."""
    own_wage = first_amount(amounts, _OWN_WAGE_LABEL, exclude=_NOT_OWN_WAGE)
    is_total, monthly_average = _wage_total_over_months(text, amounts, _OWN_WAGE_LABEL, _NOT_OWN_WAGE)
    if is_total:
        # '受伤前12个月的工资加起来一共9万': the pay of several months together, not one month's
        own_wage = monthly_average
    else:
        # '底薪4000，算上绩效一共6800': the wage is all the month's pay (缴费工资), not its base alone
        own_wage = _month_pay_with_parts_added(text, amounts) or own_wage
    if not is_total and first_amount(amounts, r"平均|月均", exclude=_NOT_OWN_WAGE) is None:
        # '上半年每个月8400，下半年每个月9600': the 12-month average before the injury (条例 第六十四条)
        stretches = pay_stretches(amounts, _NOT_OWN_WAGE)
        if stretches is not None and len(stretches) >= 2:
            own_wage = stretch_average(stretches, None)
    if own_wage is None:
        # '抚恤金问题：死者本人工资6000元/月': the label right before the amount names it, whatever came earlier
        own_wage = first_amount(amounts, r"本人(?:月)?工资\s*(?:是|为|[:：])?\s*$")
    if own_wage is None:
        own_wage = monthly_from_yearly(amounts) or monthly_from_daily(text)
    return own_wage


def _local_average(text: str, amounts: list[LabelledAmount]) -> Decimal | None:
    """The local average monthly wage (统筹地区上年度职工月平均工资) from the amounts: labelled as such, or
    named in the clause before its figure."""
    local_average = None
    if first_amount(amounts, rf"{LOCAL_AVERAGE_LABEL}|平均工资") is not None:
        # '平均工资' alone may be the worker's own average; the local one names the region or employees at large
        local_average = local_average_monthly(amounts, LOCAL_AVERAGE_LABEL)
    return local_average if local_average is not None else _local_average_in_next_clause(text, amounts)


def _plausible_own_wage(own_wage: Decimal | None, local_average: Decimal | None) -> Decimal | None:
    """The own wage read, or None when it is implausibly many times the local average."""
    if own_wage is not None and local_average is not None and own_wage >= _IMPLAUSIBLE_MULTIPLE * local_average:
        # a 'monthly' wage ten times the local average is most likely a sum of months or a year's pay read
        # as one month: asked for rather than capped at 300% in silence
        return None
    return own_wage


# the 统筹地区's daily standard of the fund's meal allowance in hospital ('住院伙食补助标准每天50元', '伙食补助30元/天')
_DAILY_MEAL_STANDARD = re.compile(
    r"伙食补助(?:费)?(?:的)?(?:标准)?[^，。；\d]{0,6}?(?:(?:每天|每日|一天)[^，。；\d]{0,3}?(?P<rate>\d+(?:\.\d+)?)\s*(?:元|块)?(?![\d.万千])"
    r"|(?P<rate_after>\d+(?:\.\d+)?)\s*(?:元|块)?\s*(?:/|每|一)\s*(?:天|日))"
)


def _daily_meal_standard(text: str) -> Decimal | None:
    """The daily 住院伙食补助 standard the question gives (工伤保险条例 第三十条第四款), or None."""
    found = _DAILY_MEAL_STANDARD.search(text)
    return Decimal(found.group("rate") or found.group("rate_after")) if found else None


def _suspension_months(text: str) -> Decimal | None:
    """The length of the suspension period (停工留薪期) in months: stated, as a span of days, or as a (half) year."""
    # '停工留薪期医院和单位定的是4个月': who set the period may stand between the label and the span
    # ('停工留薪六个月': the period named without 期)
    months = number_before(text, r"个半?月", r"停工留薪期?(?:[^，。；\d]{0,8}?(?:定|批|核定|确定|认定)(?:的是|的|为|是|了))?")
    if months is not None:
        half = re.search(rf"停工留薪期?[^，。；]{{0,6}}?{NUMBER_TOKEN}\s*个半月", text)  # '6个半月' = 6.5
        return (Decimal(str(months)) + (Decimal("0.5") if half else 0)).normalize()
    # ('停工留薪期从3月10号到6月9号': a span's length needs no year, so days without one count here)
    from_span = _suspension_from_span(text, find_dates(text, assume_recent=True))
    if from_span is not None:
        return from_span
    # '停工留薪期半年', '停工留薪期一年'
    year_part = re.search(r"停工留薪期?[^，。；\d]{0,8}?(半年|一年)", text)
    return Decimal(6 if year_part.group(1) == "半年" else 12) if year_part else None


def _months_off_work(text: str) -> tuple[Decimal, Span] | None:
    """The time off work after the injury told without naming the suspension period ('受伤后在家休了4个月', '休息了
    45天'), which is what 停工留薪期 is (the time the worker stopped work for treatment, 工伤保险条例 第三十三条): in
    months (DAYS_PER_MONTH days a month), with the span as told; None where none is told, or only vaguely ('休了两个多月')."""
    for found in times_off(text):
        span = span_told(found)
        if span.count is not None:
            return (span.count if span.unit == "个月" else span.count / DAYS_PER_MONTH).normalize(), span
    return None


def suspension_from_time_off_notes(question: str, params: WorkInjuryParams) -> list[str]:
    """Where the suspension period was read from the time off work told, a note saying so and how it is fixed."""
    text = clean(question)
    off = _months_off_work(text)
    if _suspension_months(text) is not None or off is None or params.suspension_months != off[0]:
        return []
    months, span = off
    in_months = "" if span.unit == "个月" else f"（{months:f} 个月）"
    return [
        f"题目未说停工留薪期，以上按所说停工治疗的时间“{span.said}”{in_months}作为停工留薪期计算：停工留薪期一般不超过12个月，"
        "伤情严重或者情况特殊的经设区的市级劳动能力鉴定委员会确认可以适当延长，但延长不得超过12个月（工伤保险条例 第三十三条"
        "第二款），以用人单位或劳动能力鉴定委员会确认的期限为准。"
    ]


# the care level the 劳动能力鉴定委员会 confirmed (第三十四条), in the words of the 2014 standard (生活自理障碍)
# or of the older one (护理依赖), or of the care itself (生活完全护理, 大部分护理); '大部分' is tried before '部分'
_CARE_LEVEL_WORDS = {
    "full": r"完全(?:不能(?:生活)?自理|生活自理障碍|护理依赖|护理)",
    "most": r"大部分(?:生活)?(?:不能(?:生活)?自理|生活自理障碍|护理依赖|护理)",
    "partial": r"(?<!大)部分(?:生活)?(?:不能(?:生活)?自理|生活自理障碍|护理依赖|护理)",
}


# a level denied ('不是完全不能自理，属于部分不能自理') says nothing of the worker's level
_NOT_THIS_LEVEL = re.compile(r"(?:不是|并非|并不是|不属于|而非|没有|没到|未达到?)$")


def _care_level(text: str) -> str | None:
    """'full', 'most' or 'partial': how far the worker is told unable to look after himself; None when not told."""
    for level, words in _CARE_LEVEL_WORDS.items():
        if any(not _NOT_THIS_LEVEL.search(text[max(0, match.start() - 4) : match.start()]) for match in re.finditer(words, text)):
            return level
    return None


def _work_arranged(text: str) -> bool | None:
    """Whether the employer arranged suitable work for the worker; None when the question does not say."""
    # grades 5-6 draw the allowance only while the employer arranges no suitable work (第三十六条)
    if re.search(r"(?:没法|无法|不能|没能|没有|没|未|难以|很难|难|不好|没办法|不给|不)[^，。；]{0,4}安排|安排不了|安排不出", text):
        return False
    if re.search(
        r"(?:已经?|给[^，。；]{0,4})安排了?[^，。；]{0,6}(?:工作|岗位)|安排了[^，。；]{0,6}(?:工作|岗位)|调(?:了|到)[^，。；]{0,4}岗"
        r"|回原岗位|(?<!不想)(?<!不能)(?<!不再)(?<!没法)(?<!无法)继续(?:上班|工作)",
        text,
    ):
        return True
    return None


def _death(text: str, dates: list[DateMention]) -> tuple[bool | None, date | None, int | None]:
    """(True when the worker died, else None; the day of the death; its year when only the year is said)."""
    # ('在工地上摔死了', '被钢管砸死': killed, in plain words)
    died = rf"{DEATH_WORDS}|{_KILLED}"
    if not death_told(text, died):
        return None, None, None
    death = date_with(dates, text, died)
    if death or dates:
        return True, (death or dates[0]).value, None
    # '2023年在工地上因工死亡', '去年…死了': the year alone picks the statistics year of the one-off death benefit
    years = sorted(find_years(text) + relative_years(text), key=lambda mention: mention.start)
    year = date_with(years, text, rf"{died}|出事|事故", exclude=r"年度|收入|统计|标准")
    return True, None, year.value.year if year else None


def _injury_date(text: str, dates: list[DateMention]) -> date | None:
    """The day of the injury, the date said next to an injury word (a date of an old injury's recurrence,
    '2025年5月因工伤旧伤复发去世了', is the day of the death, not of the injury)."""
    injury = date_with(dates, text, r"受伤|负伤|工伤|事故|砸伤|摔伤|轧伤|烫伤|致残", exclude=r"旧伤|复发")
    return injury.value if injury else None


# the suspension period over ('停工留薪期早就满了', '停工留薪期结束后', '停工留薪期过了'), or the worker drawing
# the disability allowance, which follows the assessment that ends the period (工伤保险条例 第三十三条第二款);
# never its end still ahead ('结束前', '满之前', '快满', '还没到…满')
_PERIOD_END = r"(?:满|结束|到期|期满|届满)"
_SUSPENSION_OVER = (
    rf"(?<!没到)(?<!未到)(?<!不到)停工留薪期?[^，。；？?没未不快将要]{{0,4}}?(?:{_PERIOD_END}|过了)(?!之?前|以前)"
    rf"|停工留薪期?{_PERIOD_END}?(?:之?后|以后)"
    r"|(?:一直|长期|还在|正在|都在)[^，。；？?没未不]{0,2}(?:领|拿|享受|领取)(?:着|了)?[^，。；？?]{0,3}伤残津贴"
    r"|(?:领|拿|享受|领取)(?:了|过)[^，。；？?没未不]{0,5}伤残津贴"
)
# said of the worker within the period, a bare '走了' is the death too
_DIED_WORDS = rf"{_DIED}|{_KILLED}|走了"
# '停工留薪期内因伤情恶化去世', '去世时还在停工留薪期', '停工留薪期结束前去世', '停工留薪期满前一周去世',
# '停工留薪期快满的时候去世', '还没到停工留薪期满就去世了': a death before the period ends (第三十九条第二款)
_DIED_WITHIN_SUSPENSION = (
    rf"停工留薪期?(?:内|间|期间|还没{_PERIOD_END})[^。；？?]{{0,20}}?(?:{_DIED_WORDS})"
    rf"|停工留薪期?[^，。；？?]{{0,4}}?{_PERIOD_END}(?:之?前|以前)[^。；？?]{{0,20}}?(?:{_DIED_WORDS})"
    rf"|停工留薪期?[^，。；？?]{{0,4}}?(?:快要?|将要?|就要|马上就?要?)(?:{_PERIOD_END}|到了)[^。；？?]{{0,20}}?(?:{_DIED_WORDS})"
    rf"|(?:还?没到|未到|不到|还没过)[^，。；？?]{{0,2}}停工留薪期?[^。；？?]{{0,20}}?(?:{_DIED_WORDS})"
    rf"|(?:{_DIED_WORDS})[^。；？?]{{0,6}}?(?:还|仍|尚)(?:在|处于)[^。；？?]{{0,3}}停工留薪期"
)


def _died_during_suspension(text: str, death: bool | None) -> bool | None:
    """Whether the worker's death came within the suspension period: decides the one-off death benefit of a
    grade 1-4 worker (工伤保险条例 第三十九条第二款、第三款); None when the question does not say."""
    if not death:
        return None
    if re.search(_DIED_WITHIN_SUSPENSION, text):
        return True
    if re.search(_SUSPENSION_OVER, text):
        return False
    return None


def _employer_insured(text: str) -> bool | None:
    """Whether the employer took part in work-injury insurance; None when the question does not say."""
    return stated_yes_no(
        text,
        no=r"未(依法|为其|给其|为他|为她|为\S{1,3}|给\S{1,3})?(缴纳|参加|购买|办理|投保)(了)?工伤保险|没有?(为\S{0,3}|给\S{0,3})?(缴纳|参加|购买|办理|交|缴|上|买)(了)?工伤(保险|险)|未参保|没有?参保|未交工伤保险|不(给|为)\S{0,3}(交|缴|上|买)工伤(保险|险)"
        # social insurance, of which work-injury insurance is a part, not paid in everyday words ('厂里没给他交社保',
        # '老板没给我交保险')
        r"|(?:没|没有|未|从没|从来没|一直没)(?:为|给)?\S{0,3}?(?:交|缴|上|买|办)(?:过)?(?:社保|社会保险|五险一金|五险)"
        # (bare 保险 only of the worker: '车没上保险' is a vehicle's)
        r"|(?:没|没有|未|从没|从来没|一直没)(?:为|给)(?:我|他|她|我们|员工|职工|工人)(?:交|缴|上|买|办)(?:过)?保险"
        # or told of the employer ('老板说没买保险'), no vehicle between
        r"|(?:老板|公司|单位|厂里|工地|包工头)[^，。；车]{0,3}?(?:没|没有|未|从没|从来没|一直没)(?:给\S{0,2})?(?:交|缴|上|买|办)(?:过)?保险",
        # '单位给我交了工伤保险', '公司有给我们上工伤险'
        yes=r"(缴纳|参加|购买|办理|投保)了?工伤保险|(交|缴|上|买)了?工伤(保险|险)|已参保|参保",
    )


# the worker ends the employment ('我本人提出解除劳动关系', '自己辞职了', '申请离职'), in words the labour
# contract reading may not know; a worker forced out by the employer's fault (被迫辞职, 第三十八条) still ends it himself
_WORKER_ENDS = (
    r"(?:我|本人|自己|职工|员工|工人|他|她)(?:主动|自愿|自己)?(?:向[^，。；]{0,6})?(?:提出|要求|申请|提交)[^，。；]{0,6}(?:解除|终止|离职|辞职)"
    rf"|{RESIGNED}|(?:主动|自愿)离职"
)
# the fixed term runs out ('合同到期公司不续签了', '劳动合同期满终止')
_CONTRACT_EXPIRES = r"(?:合同|聘用)[^，。；]{0,4}(?:到期|期满|届满)|不(?:再)?续(?:签|订|约)|没(?:有)?续(?:签|订)|期满终止"
# the side that ended it, from the labour-contract reading of how the contract ended (the one reader for both
# scenarios): an ending by agreement is 'mutual', which 第四十二条 (a bar on the employer's own ending) does not reach
_ENDING_SIDE = {
    "mutual_by_employee": "mutual",
    "mutual_by_employer": "mutual",
    "employee_resigned": "worker",
    "employee_38": "worker",
    "expiry_not_renewed": "expiry",
    "expiry_employee_declined": "expiry",
}


# the employment told as ended, by whichever side ('和单位解除了劳动关系', '劳动合同已经终止', '已经离职了'); a plan or a
# question ('打算解除', '能不能解除') is no ending
# ('停工留薪期已经终止' ends the period, not the employment: the contract or the relation is named)
_EMPLOYMENT_ENDED = (
    r"(?:已经?|早已|早就)[^，。；]{0,6}?(?:(?:解除|终止)了?(?:劳动|聘用)?(?:合同|关系)|离职)|(?:解除|终止)了(?:劳动|聘用)?(?:合同|关系)"
    r"|离职了|离了职|(?:劳动|聘用)(?:合同|关系)[^，。；]{0,4}?(?:已经?(?:解除|终止|结束)|(?:解除|终止|结束)了)"
)


def _employment_ended_by(text: str) -> str | None:
    """Who or what ended the employment, when the question tells: 'worker', 'mutual', 'expiry' or 'employer';
    'unstated' where it tells the ending and not who ended it."""
    reason = termination_reason(text)
    if reason in _ENDING_SIDE:
        return _ENDING_SIDE[reason]
    if re.search(_WORKER_ENDS, text):
        return "worker"
    if re.search(_CONTRACT_EXPIRES, text):
        return "expiry"
    if relatives_injury_beside_askers_dismissal(text):
        # the asker's own dismissal ('我老公工伤九级，公司把我辞退了') ends nothing of the injured relative's employment
        return None
    if reason is not None or dismissed_by_employer(text):
        return "employer"
    if re.search(_EMPLOYMENT_ENDED, text):
        return "unstated"
    return None


# injured by someone outside the employer: a road accident, another driver, a named third party or an assailant
# (not the plant's own vehicles: '被叉车撞了' in the workshop is no third party's act)
_THIRD_PARTY = (
    r"交通事故|车祸|肇事|第三人|第三方(?!机构|平台|公司)|对方[^，。；]{0,3}(?:负|承担)[^，。；]{0,3}责任"
    # a vehicle hitting the worker, not the worker's own ride crashing ('骑电动车上班撞了墙')
    rf"|(?<![骑开驾坐])(?:{MOTOR_VEHICLES}|大货车|电动车|摩托车|三轮车)"
    r"(?![^，。；]{0,6}?撞(?:了|到|上)?(?:墙|树|栏|护栏|电线杆|柱|路边|路沿|石|桩|隔离))[^，。；]{0,4}(?:撞|刮|碾|轧)"
    r"|被(?:人|他人|别人|路人|歹徒|顾客|客户|小偷|劫匪)[^，。；]{0,4}(?:打|砍|捅|刺|撞)"
    # '被别人追尾，对方全责': rear-ended, and the other side's finding in its short form
    r"|被[^，。；]{0,6}追尾|对方(?:负)?(?:全|主要?|次要?|同等)责"
)


def _third_party_caused(text: str) -> bool | None:
    # (a driver's own crash at work, '是他自己的全责', has no other party whatever its words of an accident)
    return True if re.search(_THIRD_PARTY, text) and not drivers_own_crash_at_work(text) else None


def _names_what_it_counts(asked: str, back_reference: re.Match[str]) -> bool:
    """'丧葬补助金和一次性工亡补助金这两项一共多少': the count sums up the items the asking itself names just
    before it, and points at nothing earlier."""
    counted = re.search(r"[两俩二三四]", back_reference.group())
    if not counted:
        return False
    before = asked[: back_reference.start()]
    named = [item for item, pattern in _ITEM_PATTERNS.items() if re.search(pattern, before)]
    return len(named) == {"两": 2, "俩": 2, "二": 2, "三": 3, "四": 4}[counted.group()] and bool(
        re.search(r"(?:补助金|补贴|津贴|抚恤金|丧葬费|护理费|工资|待遇)[^，。；？?]{0,2}$", before)
    )


def _set_aside_elsewhere(text: str, asked: str, pattern: str) -> bool:
    """Every sentence outside the asking that names the item sets it aside ('供养亲属抚恤金先不问')."""
    naming = [sentence for sentence in sentences(text.replace(asked, "")) if re.search(pattern, sentence)]
    return bool(naming) and all(_set_aside(sentence, pattern) for sentence in naming)


def _narrowed(asked: str) -> str:
    """The asking sentence from a turn that narrows it ('但我先想问…') on, when it names an item after the turn."""
    # '但我先想问…', '我现在只想问…', '就想知道…'
    narrowed = re.search(r"(?:(?:但|不过|可是)[^，。；]{0,4}?(?:先|只|就)?想?|(?:只|就|单|仅|先)想?)(?:问|知道|了解|算)", asked)
    if narrowed and any(re.search(pattern, asked[narrowed.end() :]) for pattern in _ITEM_PATTERNS.values()):
        # '六级应该有伤残津贴，但我先想问一次性伤残补助金': an item named before the turn is context, not asked
        return asked[narrowed.end() :]
    return asked


# an item told as drawn all along ('一直领伤残津贴', '每月领着伤残津贴', '领了三年伤残津贴'): a fact of the story
# ('一直没领到伤残津贴' is not drawn; '按月领的抚恤金' names how an item is paid)
_DRAWN_BEFORE = r"(?:(?:一直|长期|还在|正在|都在)[^，。；？?没未不]{0,2}(?:领|拿|享受|领取)(?:着|了|过)?|(?:领|拿|享受|领取)(?:着|了|过))[^，。；？?没未不的]{0,5}$"
_ASKING = r"多少|几|怎么|如何|吗|能否|是否|问|想知道|[?？]"


def _drawn_as_fact(asked: str, pattern: str) -> bool:
    """Every mention of the item tells it drawn, in a clause that asks nothing ('他一直领伤残津贴，…工亡待遇有哪些')."""
    mentions = list(re.finditer(pattern, asked))

    def told(found: re.Match[str]) -> bool:
        start, end = clause_at(asked, found.start())
        return bool(re.search(_DRAWN_BEFORE, asked[start : found.start()])) and not re.search(_ASKING, asked[start:end])

    return bool(mentions) and all(told(found) for found in mentions)


def _items_named(text: str, asked: str, death: bool | None) -> list[str]:
    """The items the asking sentence names or points back at, less those it sets aside or gives as facts."""
    targets = [
        item for item, pattern in _ITEM_PATTERNS.items()
        if re.search(pattern, asked) and not _set_aside(asked, pattern) and not _drawn_as_fact(asked, pattern)
    ]
    if targets and all(_stated_as_given(asked, _ITEM_PATTERNS[item]) for item in targets):
        # '本省医疗补助金3万、就业补助金4万，公司一共要赔多少': items given with their amounts in the asking
        # sentence are facts; a last clause that names none of them and asks for a total asks for all benefits
        clauses = [part for part in re.split(r"[，,；;]", asked) if part.strip()]
        # the clause that asks, where the facts run on after it ('一共能要多少，当地医疗补助金……4个月')
        asking = [part for part in clauses if re.search(r"多少|几", part)]
        last = asking[-1] if asking else clauses[-1] if clauses else asked
        # ('公司还要给他多少' after the provincial figures asks for what is owed, all of it, as '一共' does)
        if not any(re.search(pattern, last) for pattern in _ITEM_PATTERNS.values()) and not re.search(_BACK_REFERENCE, last) and re.search(
            # ('当地医疗补助金4个月工资，就业补助金8个月，能拿多少': what the worker gets, all of it)
            r"一共|总共|合计|共计|总计|加起来|全部|还(?:要|得|应该?|需要?|该)[^，。；？?]{0,4}(?:给|付|赔|支付|拿)"
            r"|(?:能|可以|可)(?:拿|得|领|要|赔)(?:到)?(?:多少|几)", last
        ):
            targets = []
    back_reference = re.search(_BACK_REFERENCE, asked)
    if back_reference and not _names_what_it_counts(asked, back_reference):
        # '一次性伤残补助金加上这两项，一共能拿多少': the items named earlier in the question are asked for too,
        # less those a sentence of their own sets aside ('……一共多少？抚恤金先不问。')
        earlier = text.replace(asked, "")
        targets += [
            item for item, pattern in _ITEM_PATTERNS.items()
            if item not in targets and re.search(pattern, earlier) and not _set_aside_elsewhere(text, asked, pattern)
        ]
    if "funeral_grant" in targets and "丧葬补助金" not in asked and not death:
        targets.remove("funeral_grant")
    return targets


def _suspension_wages_pointed_at(targets: list[str], asked: str, suspension_months: Decimal | None) -> list[str]:
    """The items asked with the suspension period's wages added when the asking points at its months or at
    the period itself."""
    if suspension_months is None:
        return targets
    months_wages = re.search(
        rf"(?:这|那|歇了?|休了?|休息了?|在家|躺了)\s*(?P<months>几|{NUMBER_TOKEN})\s*个半?月[^，。；？?\d]{{0,3}}?(?:工资|待遇)", asked
    )
    if (
        targets and "suspension_wages" not in targets and months_wages
        and not _set_aside(asked, re.escape(months_wages.group()))
        and (months_wages.group("months") == "几" or _same_months(months_wages.group("months"), suspension_months))
    ):
        # '停工留薪期3个月……这三个月的工资加上伤残补助金一共多少': the months of the period pointed back at
        # (a count that differs from the period may be part of it, and is left alone)
        return [*targets, "suspension_wages"]
    if not targets and re.search(
        r"(发|付|给|拿|领|算)[^，。；]{0,4}工资|工资[^，。；]{0,6}(多少|怎么|如何)|停工留薪期?(间|内|期间)"
        # '停工留薪期这段公司应该给我多少钱': the period itself named in the asking, not what comes after it
        # (in the clause that asks: '工伤七级，停工留薪期3个月，……一共多少' asks for more than the wages)
        r"|停工留薪(?![^，。；？?]{0,4}(?:结束|期满|满了|到期|过了|之后|以后|后))[^，。；？?\d]{0,14}?(?:多少|怎么算|如何算)"
        # '这4个月公司总共应该发我多少': the months of the period pointed back at
        # '停工留薪期这4个月，公司一共应该给他发多少钱': the payer may follow in the next clause
        rf"|(?:这|那)(?:{NUMBER_TOKEN})个半?月[^。；？?]{{0,10}}(?:发|付|给|拿|领)",
        # ('公司只发基本工资2000，能要多少': a part paid, told in the asking sentence, points at nothing)
        re.sub(_BASE_PAY_ONLY, "", asked),
    ):
        # '停工留薪期4个月……这4个月单位总共应该给我发多少工资': the wages of the suspension period
        return ["suspension_wages"]
    if not targets and disability_grade(asked) is None and re.search(_WAGES_UNPAID, asked):
        # '停工留薪期6个月，公司一分钱工资没发，能要多少': with no grade, the unpaid wages are what is asked
        return ["suspension_wages"]
    return targets


# the period's wages told as not paid at all ('公司一分钱工资没发', '工资一直没给')
_WAGES_UNPAID = r"工资[^，。；]{0,4}(?:没|未|不)(?:有)?(?:发|给|付)|一分钱[^，。；]{0,4}(?:没|未|不)(?:有)?(?:发|给|付)"


def _shortfall_asked(asked: str) -> bool:
    """Whether the asking is for what is still owed ('还应该补我多少', '还差我多少')."""
    return bool(re.search(
        r"补(?!助|贴|偿)|差额|少发|少给|拖欠|还(?:应该?|要|得|需要?)[^，。；]{0,4}(?:给|发|付|支付)|还差|还欠|欠[^，。；]{0,3}多少|差[^，。；]{0,3}多少", asked
    ))


def _suspension_wages_paid_in_part(
    targets: list[str], text: str, amounts: list[LabelledAmount], params: WorkInjuryParams, shortfall_asked: bool
) -> list[str]:
    """The items asked once a part payment of the suspension period's wages is read from the amounts; sets
    params.already_paid and params.paid_unstated when the shortfall of those wages is asked."""
    paid_during, paid_unstated = _paid_during_suspension(amounts, text, params)
    if targets in ([], ["suspension_wages"]) and params.suspension_months is not None and (paid_during is not None or paid_unstated) and shortfall_asked:
        # '停工留薪期4个月……公司每个月只给我发了3000，还应该补我多少', '停工留薪期的工资公司还差我多少':
        # the wage kept in full, less what was paid
        if paid_during is not None:
            params.already_paid = paid_during
        params.paid_unstated = paid_unstated or None
        return ["suspension_wages"]
    return targets


# what is left to get, all benefits together ('还能拿多少', '还能再要多少'), not one item's shortfall ('还差我多少')
_REST_ASKED = r"还(?:能|可以)(?:再)?(?:拿|要|领|得到?)[^，。；]{0,2}多少"


def _rest_of_the_whole_asked(
    targets: list[str], text: str, asked: str, amounts: list[LabelledAmount], params: WorkInjuryParams
) -> None:
    """All the benefits asked with a part of the 停工留薪期 wages told paid and what is left asked for ('…公司只发了基本工资
    2000，还能拿多少'): the part paid is params.already_paid, taken off the whole."""
    if targets or params.already_paid is not None or params.suspension_months is None or not re.search(_REST_ASKED, asked):
        return
    paid, _ = _paid_during_suspension(amounts, text, params)
    if paid is not None:
        params.already_paid = paid


def _suspension_paid_share(text: str) -> tuple[Decimal | None, bool]:
    """(the share of the suspension period's wages said paid: 1, or 0.5 for half of them; None when they are
    not said paid or paid in a part of unstated size, whether they are said paid in such a part)."""
    suspension_paid = re.search(
        r"停工留薪期?[^。；]{0,24}?(?:工资|待遇)(?P<how>[^，。；]{0,8}?)"
        r"(?:已经?[^，。；]{0,4}(?:发|付|支付|给|结清)|(?:发|付|支付|给|结清)(?:了|过|完了|清了))(?P<rest>[^，。；]*)",
        text,
    )
    if not suspension_paid:
        # '停工留薪六个月，老板只给我发了一半工资': the share said before the wages
        half_first = re.search(r"停工留薪期?[^。；]{0,24}?(?:发|付|支付|给)了?一半(?:的)?(?:工资|待遇)", text)
        return (Decimal("0.5"), False) if half_first else (None, False)
    if re.search(r"一半", suspension_paid.group("how") + suspension_paid.group("rest")):
        return Decimal("0.5"), False  # '停工留薪期的工资只发了一半'
    if re.search(r"只|才|没|未|少|部分", suspension_paid.group("how")) or re.search(
        r"部分|\d|[一二两三四五六七八九十][千万百]", suspension_paid.group("rest")
    ):
        return None, True  # '…工资只发了一部分', '…发了3000': how much is left is not said
    return Decimal(1), False


def _suspension_wages_said_paid(
    targets: list[str], text: str, asked: str, params: WorkInjuryParams, shortfall_asked: bool
) -> list[str]:
    """The items asked once the suspension period's wages are said paid (in full, half, or an unstated part);
    sets params.already_paid or params.paid_unstated accordingly."""
    paid_share, part_of_unstated_size = _suspension_paid_share(text)
    if part_of_unstated_size and targets in ([], ["suspension_wages"]) and params.already_paid is None and shortfall_asked:
        # a part of unstated size paid and the shortfall asked: ask how much was paid rather than answer the whole wage
        targets = ["suspension_wages"]
        params.paid_unstated = True
    if paid_share is None:
        return targets
    wage_kept = params.suspension_wage if params.suspension_wage is not None else params.own_wage
    if paid_share < 1 and not targets and re.search(r"补(?!助|贴|偿)|差|欠", asked):
        # '停工留薪期3个月，工资只发了一半，还应该补多少': the other half of the wages is what is asked
        targets = ["suspension_wages"]
    if (
        params.already_paid is None and not params.death
        and (targets in ([], ["total"]) or (targets == ["suspension_wages"] and paid_share < 1))
        and params.suspension_months is not None and wage_kept is not None
        and re.search(
            r"还(?:应该?|要|得|需要?|能|可以|该)|补(?!助|贴|偿)|差|欠|(?:应当?|应该|需要?|要|得)[^，。；？?]{0,4}(?:给|付|出|赔|支付)", asked
        )
    ):
        # '停工留薪期的工资老板也照常发了……总共还应该赔我多少', '…公司要出多少': the total less the wages
        # already paid (what someone must pay now leaves out what was paid)
        params.already_paid = wage_kept * params.suspension_months * paid_share
    return targets


def _lump_sum_paid_in_part(
    targets: list[str], amounts: list[LabelledAmount], params: WorkInjuryParams, shortfall_asked: bool
) -> list[str]:
    """The items asked once a lump sum said paid in part is read; sets params.already_paid to that part when
    the shortfall is asked."""
    item_paid = _item_part_paid(amounts, targets)
    if item_paid is not None and params.already_paid is None and shortfall_asked:
        # '一次性伤残补助金公司只给了2万，还应该给我多少': that item, less the part paid
        params.already_paid = item_paid[1]
        return [item_paid[0]]
    return targets


def _subsidy_months_without_base(text: str, params: WorkInjuryParams) -> dict[str, Decimal]:
    """The months told of a subsidy not priced from them ('就业补助金和医疗补助金各6个月', no wage named or the one
    named not told): item -> months."""
    told = {}
    for item, subsidy, value in (
        ("one_off_medical_subsidy", r"医疗补助金", params.medical_subsidy),
        ("one_off_employment_subsidy", r"就业补助金", params.employment_subsidy),
    ):
        months = re.search(rf"{subsidy}{_WAGE_BEFORE_MONTHS}", text) or re.search(
            rf"{subsidy}[^，。；\d]{{0,8}}?(?P<months>{NUMBER_TOKEN})\s*个月", text
        )
        if value is None and months:
            try:
                told[item] = Decimal(str(to_number(months.group("months"))))
            except ValueError:
                continue
    return told


def _totals(targets: list[str], text: str, asked: str, params: WorkInjuryParams) -> list[str]:
    """The items asked with the death benefits for '工亡待遇', the total where the asking adds up, and the
    subsidies that total needs."""
    if re.search(r"工亡待遇|死亡待遇|因工死亡待遇", asked) and not targets:
        # the death benefits as a whole (第三十九条): the lump sums added up, the dependants' monthly pension beside them
        targets = ["funeral_grant", "one_off_death_benefit", "total"]
    # '一共能拿多少' asks for every lump sum; 'A和B共多少' names the items to add, and only those
    if re.search(r"合计|共计|总共|一共|共应|共多少|共计多少|总计|费用", asked) and "total" not in targets and len(targets) != 1 and not (
        len(targets) >= 2 and re.search(r"[和与及、+＋]|加上", asked) and not re.search(r"等|各项|所有|全部|哪些", asked)
    ):
        targets = [*targets, "total"] if targets else ["total"]
    if "total" in targets and not params.death:
        # '本省医疗补助金3个月……三项一共多少' with no figure for the wage the months count: the total includes
        # the subsidy, so it is asked for rather than left out of the sum
        for item, subsidy, value in (
            ("one_off_medical_subsidy", r"医疗补助金", params.medical_subsidy),
            ("one_off_employment_subsidy", r"就业补助金", params.employment_subsidy),
        ):
            if value is None and item not in targets and re.search(
                rf"{subsidy}(?:[^，。；\d]{{0,8}}?{NUMBER_TOKEN}\s*个月|{_WAGE_BEFORE_MONTHS})", text
            ):
                targets = [item, *targets]
    return targets


def _asked_items(text: str, asked: str, amounts: list[LabelledAmount], params: WorkInjuryParams) -> list[str]:
    """The benefits asked for (params.targets); reading what was already paid of them sets params.already_paid
    and params.paid_unstated."""
    shortfall_asked = _shortfall_asked(asked)
    targets = _items_named(text, asked, params.death)
    targets = _suspension_wages_pointed_at(targets, asked, params.suspension_months)
    targets = _suspension_wages_paid_in_part(targets, text, amounts, params, shortfall_asked)
    _rest_of_the_whole_asked(targets, text, asked, amounts, params)
    targets = _suspension_wages_said_paid(targets, text, asked, params, shortfall_asked)
    targets = _lump_sum_paid_in_part(targets, amounts, params, shortfall_asked)
    if not targets and re.search(_MONTHLY_ASKED, asked):
        # '评了四级……以后每个月能拿多少': what is paid by the month, the allowance (一级至六级) or the dependants' pension
        monthly = "dependants_pension" if params.death else "disability_allowance" if params.grade in _ALLOWANCE_GRADES else None
        targets = [monthly] if monthly else targets
    return _totals(targets, text, asked, params)


def no_monthly_benefit_notes(question: str, params: WorkInjuryParams) -> list[str]:
    """A benefit asked for by the month where the grade has none ('评了九级……以后每个月能拿多少'): the lump sums are
    what the grade brings."""
    monthly_asked = re.search(_MONTHLY_ASKED, question_sentence(clean(question)))
    if not monthly_asked or params.death or params.grade is None or params.grade in _ALLOWANCE_GRADES or params.targets:
        return []
    return [
        f"{params.grade}级伤残没有按月支付的伤残津贴（按月的伤残津贴只给一级至六级伤残，工伤保险条例 第三十五条、第三十六条）："
        "以上是一次性的待遇；劳动合同期满终止或者本人提出解除的，还有一次性工伤医疗补助金和一次性伤残就业补助金（第三十七条）。"
    ]


def suspension_paid_in_part_notes(question: str, params: WorkInjuryParams) -> list[str]:
    """A part of the 停工留薪期 wages told paid where no shortfall is asked ('公司一直只发了2000，能要多少'): the answer is
    all that is owed; the note gives the wages still to be paid (the part paid is not deducted unless asked)."""
    if params.already_paid is not None or params.suspension_months is None or params.targets not in ([], ["suspension_wages"]):
        return []
    text = clean(question)
    paid, _ = _paid_during_suspension(labelled_amounts(text), text, params)
    wage_kept = params.suspension_wage if params.suspension_wage is not None else params.own_wage
    if paid is None or wage_kept is None:
        return []
    owed = wage_kept * params.suspension_months
    return [
        f"题目说停工留薪期内已发了一部分工资（共 {format_yuan(paid)}）：停工留薪期内原工资福利待遇不变（工伤保险条例 第三十三条），"
        f"这段工资应得 {format_yuan(owed)}，还应补发 {format_yuan(owed - paid)}。以上金额是应得的全部待遇，未扣除已发的部分；"
        "问还能再拿多少的，从中扣除已发的部分。"
    ]


# the worker's pay told by the day ('一天三百块', '日薪280'), not an allowance's daily standard
_DAILY_WAGE_LABEL = r"(?:日工资|日薪|每天|一天|每日)[^，。；\d]{0,4}$"
_NOT_DAILY_WAGE = rf"{LOCAL_AVERAGE}|{MINIMUM_WAGE}|补助|津贴|伙食|护工|护理|陪护"


def daily_wage_notes(question: str, params: WorkInjuryParams, reference: Reference) -> list[str]:
    """A wage told only by the day where the benefits need 本人工资 (工伤保险条例 第六十四条: the average monthly
    contribution wage of the 12 months before the injury): it is asked for, not assumed, since the days worked in a
    month decide it; the note gives the usual conversion by 21.75 paid days (劳社部发〔2008〕3号) for the user to take."""
    if params.own_wage is not None or params.death:
        return []
    daily = first_amount(labelled_amounts(clean(question)), _DAILY_WAGE_LABEL, exclude=_NOT_DAILY_WAGE)
    if daily is None:
        return []
    rules = reference.labour["no_written_contract"]
    pay_days = Decimal(str(rules["pay_days_per_month"]))
    return [
        f"题目给的是按天的工资 {format_yuan(daily)}：工伤待遇的本人工资是受伤前12个月的平均月缴费工资（工伤保险条例 第六十四条），"
        f"要看每月实际出勤、领取的工资；没有更准确的数字时，常按日工资 × 月计薪天数 {pay_days.normalize():f} 天折算"
        f"（{rules['day_wage_source']}），即每月 {format_yuan(to_cents(daily * pay_days))}，可以核对后写明每月的本人工资再计算。"
    ]


# the benefit asked for by the month, no item named ('以后每个月能拿多少', '按月能领多少钱')
_MONTHLY_ASKED = r"(?:每个?月|按月)[^，。；？?\d]{0,6}?(?:拿|领|得|有|给|发)[^，。；？?\d]{0,3}?多少"
# the grades whose worker draws 伤残津贴 by the month (工伤保险条例 第三十五、三十六条)
_ALLOWANCE_GRADES = range(1, 7)


# the last clause of a question of its own for one item's amount ('每月伤残津贴多少？')
_ITEM_AMOUNT_ASKED = r"多少|怎么算|如何计算|怎么计算|几(?:个月|万|千)"


def _questions_just_before(text: str) -> list[str]:
    """The last clauses of the questions that come right before the last one and each ask for an item's amount
    ('每月伤残津贴多少？一次性伤残补助金多少？' asks twice), in the order of the question."""
    parts = sentences(text)
    last = question_sentence(text)
    if last not in parts:
        return []
    index = len(parts) - 1 - parts[::-1].index(last)
    clauses: list[str] = []
    for sentence in reversed(parts[:index]):
        pieces = [part for part in re.split(r"[，,；;]", sentence) if part.strip()]
        if not pieces:  # punctuation alone ('？；\n…'): no question of its own
            break
        clause = pieces[-1]
        if not re.search(r"[？?]\s*$", sentence) or not re.search(_ITEM_AMOUNT_ASKED, clause) or not any(
            re.search(pattern, clause) for pattern in _ITEM_PATTERNS.values()
        ):
            break
        clauses.insert(0, clause)
    return clauses


def _items_asked_before(text: str, clauses: list[str], targets: list[str], death: bool | None) -> list[str]:
    """The items asked with those of the separate questions just before the last one, when the last one names
    items of its own (a last question for a total or for nothing named asks for everything anyway)."""
    if not targets or "total" in targets:
        return targets
    earlier = [item for clause in clauses for item in _items_named(text, clause, death)]
    return list(dict.fromkeys([*earlier, *targets]))


def _payer(asked: str, targets: list[str]) -> str | None:
    """Whose share a question for the total (or for nothing named) asks: 'employer', 'fund', or None for all."""
    if targets not in (["total"], []):
        return None
    # '公司还得一次性给他多少钱': what the employer pays, whatever the fund pays besides
    if re.search(
        r"(用人单位|公司|单位|企业|老板|作坊|厂)[^，。；]{0,6}(应当?|需要?|要|还得|得)?(支付|承担|赔偿|赔付)"
        r"|(用人单位|公司|单位|企业|老板|作坊|厂)(?:还|又|总共|一共)?(?:应当?|应该|需要?|要|得)[^，。；？?]{0,4}(?:给|出)",
        asked,
    ):
        return "employer"
    if re.search(r"工伤保险基金[^，。；]{0,6}(支付|承担)", asked):
        return "fund"
    return None


def _allowance_months(asked: str) -> int | None:
    """The months of disability allowance asked for ('伤残津贴3个月', '伤残津贴一年')."""
    allowance_months = number_before(asked, r"个月", r"伤残津贴")
    # '伤残津贴一年一共多少': a year of the monthly allowance
    years = re.search(rf"伤残津贴[^，。；\d]{{0,4}}?(半|{NUMBER_TOKEN})\s*年", asked)
    if allowance_months is None and years:
        allowance_months = 6 if years.group(1) == "半" else to_number(years.group(1)) * 12
    # ('伤残津贴一个月多少' asks the monthly amount: paid monthly, never a one-month lump sum added to others)
    return int(allowance_months) if allowance_months and allowance_months != 1 else None


def extract_work_injury(question: str, reference: Reference | None = None) -> WorkInjuryParams:
    """The parameters of a work-injury question: recognition and grade, wages, the suspension period, the place of
    the work, a death, the insurance, and the benefits asked for with what was already paid of them."""
    reference = reference or get_reference()
    text = clean(question)
    asked = _narrowed(question_sentence(text))
    amounts = labelled_amounts(text)
    dates = find_dates(text)
    params = WorkInjuryParams()
    params.injury_recognised = _injury_recognised(text)
    if params.injury_recognised is None and _injury_not_recognisable(text):
        params.injury_recognised = False
    params.platform_worker = bool(re.search(PLATFORM_WORKER, text)) or None
    # one who draws a pension works under a service contract, no labour relation (劳动争议解释（一） 第三十二条)
    params.labour_relation = False if re.search(DRAWS_PENSION, text) else _labour_relation_told(text)
    params.grade = disability_grade(text)
    params.no_grade_reached = True if params.grade is None and re.search(_NO_GRADE_REACHED, text) else None
    params.local_min_wage = first_amount(amounts, MINIMUM_WAGE)
    params.local_avg_monthly_wage = _local_average(text, amounts)
    params.region = place_told(text, reference.places())
    params.own_wage = _plausible_own_wage(_own_wage(text, amounts), params.local_avg_monthly_wage)
    params.disposable_income = first_amount(amounts, r"可支配收入")
    params.medical_subsidy = first_amount(amounts, r"医疗补助金") or _subsidy_in_months(text, r"医疗补助金", params)
    params.employment_subsidy = first_amount(amounts, r"就业补助金") or _subsidy_in_months(text, r"就业补助金", params)
    params.subsidy_months_told = _subsidy_months_without_base(text, params)
    params.already_paid = first_amount(amounts, r"已(经)?(向|给|为)?.{0,8}(支付|赔偿|垫付|赔付)", exclude=_PAID_FOR_OTHER)
    off_work = _months_off_work(text)
    params.suspension_months = _suspension_months(text) or (off_work[0] if off_work else None)
    params.work_arranged = _work_arranged(text)
    params.care_level = _care_level(text)
    params.death, params.death_date, params.death_year = _death(text, dates)
    params.injury_date = _injury_date(text, dates)
    params.died_during_suspension = _died_during_suspension(text, params.death)
    params.employer_insured = _employer_insured(text)
    params.employment_ended_by = _employment_ended_by(text)
    params.third_party_caused = _third_party_caused(text)
    # computed where who pays it is told (the fund, or the uninsured employer); else noted (medical_cost_notes)
    injury, _ = read_traffic(question, reference)
    params.medical_costs = told_medical_cost(injury, params, reference) if params.employer_insured is not None else None
    if params.medical_costs is not None and params.already_paid is None:
        # the payment as the injury's reader reads it, where the cost is counted: '医药费1万，公司已经给了我5000' is taken
        # off, '公司已经付了医药费' (paid in part or whole) has its sum asked; a cost not counted leaves the amount
        # untouched by its payment (medical_cost_notes says the amount holds none of it)
        params.already_paid = injury.already_paid
        params.paid_unstated = True if injury.paid_unstated else None
    stayed, params.hospital_days = hospital_stay(text)
    params.hospitalised = stayed or None
    params.hospital_meal_allowance = _daily_meal_standard(text)
    params.targets = _asked_items(text, asked, amounts, params)
    earlier_questions = _questions_just_before(text)
    params.targets = _items_asked_before(text, earlier_questions, params.targets, params.death)
    if not params.death and ("dependants_pension" in params.targets or re.search(r"死者|亡者|遇难者", text)):
        # '死者本人工资6000元……每月抚恤金总额是多少': the pension follows a death only (第三十九条), so asking
        # for it, or naming the deceased, tells of one
        params.death = True
    if params.death:
        # (beside a total of the lump sums the dependants' pension is shown per month)
        params.dependants = _dependants(text, asked)
    params.payer = _payer(asked, params.targets)
    if "disability_allowance" in params.targets:
        params.allowance_months = _allowance_months("".join(earlier_questions) + asked)
    return params
