"""Reading a question of personal injury outside traffic: the losses and the facts of the items as a road accident's are
read (read_traffic's readers of them), and the facts the liability rests on, by the cause: a kept animal (民法典
第一千二百四十五条至第一千二百四十九条), an object thrown or fallen from a building (第一千二百五十三条、第一千二百五十四条),
a child hurt at a school (第一千一百九十九条至第一千二百零一条), a place whose operator owes a duty of safety
(第一千一百九十八条), or the fault of one who struck, or who left a dwelling's fixture broken or a manhole open
(第一千一百六十五条、第一千二百五十八条第二款)."""

from __future__ import annotations

import re
from dataclasses import fields, replace

from backend.compensation.extract.common import (
    ANIMAL_HARM, ANIMALS, ASKER_STRUCK, ASKERS_CHILD, ASKERS_CHILD_STRUCK, BUILDING_SITE, FALLING_HARM, FIGHT_HARM, LANDLORD_WORDS,
    MANHOLE_HARM, MINORS, PERSON_BUMP, PUBLIC_PLACES, SCHOOL_HARM, SLIPPERY, dwelling_defect_harm, stated_yes_no,
)
from backend.compensation.extract.scenario import (
    FELLOW_WORKERS, SITE_VEHICLE, retiree_hurt_in_service, worker_struck_at_work,
)
from backend.compensation.extract.traffic import read_traffic
from backend.compensation.params import InjuryLosses, PersonalInjuryParams, TrafficParams
from backend.compensation.personal_injury import ESTATE_MANAGER, LANDLORD, MANHOLE_MANAGER, ONE_WHO_BUMPED
from backend.compensation.reference import Reference
from backend.compensation.textutil import clean, to_number

# whose the animal is ('邻居家的狗', '楼上养的泰迪', '狗主人', '他家狗'): the keeper named, the one who answers
# (a place or a unit keeps an animal, but walks none: '我在小区遛狗' tells where, not who, so a walker is a person only)
_PLACE_KEEPERS = rf"{PUBLIC_PLACES}|公司|单位|工地|厂里"
_PERSON_KEEPERS = r"邻居|隔壁(?:邻居)?|楼上|楼下|对门|同事|朋友|亲戚|房东|老板|村里人|[老小][\u4e00-\u9fff]|[他她]|别人|人家|某某?"
_KEEPERS = rf"我|俺|{_PLACE_KEEPERS}|{_PERSON_KEEPERS}"
# a stranger told by who they look like ('一个大爷', '阿姨'), or told as no one ('有人', '路人'), only as the one walking
# the animal
_NAMELESS_WALKERS = ("有人", "一个人", "路人")
_PASSERS_BY = rf"大爷|大妈|阿姨|叔叔|大叔|大姐|大哥|老人|老太太?|老大爷|老头|小伙子?|姑娘|男的|女的|男子|女子|{'|'.join(_NAMELESS_WALKERS)}"
_KEEPER = (
    rf"(?P<keeper>{_KEEPERS})(?:家)?(?:养)?的?(?:[大小黑白黄花]|那只|那条)?(?:{ANIMALS})|(?:{ANIMALS})?(?:的)?(?<!失)主人|饲养人|养(?:狗|猫)的(?:人|那家)"
    # the keeper told after the animal ('狗是邻居家的', '那条狗是楼下养的')
    # ('狗是卖菜老板养的': the keeper told by a word of what they do before it)
    rf"|(?:{ANIMALS})(?:是|为)[^，。；]{{0,4}}?(?P<keeper_after>{_KEEPERS})(?:家)?(?:养)?的"
    # the one walking it, its keeper or at least its manager (第一千二百四十五条: 饲养人或者管理人) ('被邻居牵着的狗咬了',
    # '一个大爷遛的狗'); '我牵着狗' is no keeper told of the animal that bit, so a 的 or a third person's 遛狗 is needed
    rf"|(?:一个|一位|个)?(?P<walker>(?!{_PLACE_KEEPERS})(?:{_KEEPERS}|{_PASSERS_BY}))(?:正)?(?:在)?(?:牵着|牵|遛着|遛|溜着|溜|拉着)的"
    rf"(?:[大小黑白黄花]|那只|那条)?(?:{ANIMALS})"
    rf"|(?:一个|一位|个)?(?P<walker_of_dog>(?!我|俺|{_PLACE_KEEPERS})(?:{_KEEPERS}|{_PASSERS_BY}))(?:正)?在?(?:遛|溜)"
    r"(?:狗|他的狗|她的狗|着狗)"
)
# the keeper told only by the role and gone ('狗主人跑了', '找不到狗主人'): who answers is not known, so it is asked
_KEEPER_GONE = r"主人[^，。；]{0,4}?(?:跑了|走了|溜了|逃|不见了|找不到)|(?:找不到|不知道)(?:是)?(?:谁家的|(?:狗|猫)?的?主人)"
# an animal no one keeps now ('流浪狗', '野狗'): the former keeper answers for an abandoned or escaped one (第一千二百四十九条)
_STRAY = rf"流浪(?:{ANIMALS})|野(?:狗|猫)|没(?:有)?主人的|无主的?(?:{ANIMALS})"
# a dangerous dog whose keeping is banned where the question says so or names a breed the city lists commonly ban
_BANNED = r"烈性犬|禁养|禁止饲养|藏獒|比特|罗威纳|杜宾|高加索|土佐|斗牛犬"
# a safety measure not taken ('没拴绳', '没牵绳', '没戴嘴套', '散养'), or taken ('拴着', '牵着绳')
_UNLEASHED = r"(?:没|未|不)(?:有)?(?:拴|栓|牵|系)(?:狗)?绳|(?:没|未)(?:有)?(?:戴|带|给[它她他]戴)嘴套|散养|放养|放出来|跑出来|不牵绳"
_LEASHED = r"(?<![没未不])(?:拴着|栓着|牵着|系着绳|拴了绳|牵了绳|戴着嘴套)"
# the victim's provocation ('我逗了它一下', '踢了它一脚', '踢了邻居家的狗一脚'), or a denial of any ('我没招惹它')
_PROVOKED = (
    rf"(?<![没不别])(?:挑逗|逗[^，。；]{{0,6}}?(?:它|{ANIMALS}|了)|招惹|惹(?:它|了)|(?:踢|打)(?:了)?(?:[^，。；]{{0,5}}?的)?(?:它|狗|猫)"
    r"|拿[^，。；]{0,4}(?:砸|扔|打)(?:它|狗|猫))"
)
_NOT_PROVOKED = r"(?:没|没有|并没有?|也没|从来没)(?:去)?(?:招惹|惹|逗|碰|理|靠近)|什么都没(?:做|干)"
# going by, on foot or riding ('正常路过', '在小区散步', '骑电动车在小区里被邻居家的狗扑倒了'): no provocation only where
# none is told ('我在小区散步…我踢了它一脚' tells one)
_GOING_BY = r"正常(?:走路|路过|经过)|路过|经过|走在路上|走着走着|散步|骑(?:着)?(?:电动车|自行车|单车|电瓶车|摩托车?|三轮车?)"
# a place's failure of its duty of safety ('地上有水也没放警示牌', '扶手坏了没人修'), or the care it took
_DUTY_BREACHED = (
    rf"地(?:面|上|板|砖)[^，。；]{{0,6}}(?:{SLIPPERY}|湿|滑|破|坑)|(?:没|未)(?:有)?(?:放|设|摆|立|贴)?[^，。；]{{0,4}}(?:警示|提示|提醒|告示)"
    # (a machine that fails in use: '扶梯突然停了', '电梯故障', '跑步机突然加速'; a shop's shelf that falls over or drops its
    # goods: '货架倒了砸到我', '货架上的东西掉下来')
    r"|(?:设施|设备|器材|器械|栏杆|护栏|扶手|台阶|灯|照明|地砖|井盖|天花板|吊顶|招牌|玻璃|门|扶梯|电梯|跑步机|货架|货柜|展架|陈列架)[^，。；]{0,6}"
    r"(?:坏|松|脱落|掉|破|塌|碎|没修|故障|失灵|急停|突然(?:停|加速|倒转|反转|下坠))"
    r"|(?:货架|货柜|展架|陈列架)[^，。；]{0,4}(?<![摔跌滑绊撞推])(?:倒|翻)"
    r"|没人(?:管|看护|看管|维护)|(?:没|未)(?:有)?(?:铺|放|设|装)?(?:防护|保护|安全|防滑|扶手|护栏|围栏)(?:措施|设施|垫|网|条)?"
    r"|(?:救生员|保安|工作人员|管理员)[^，。；]{0,4}(?:不在|没在|离岗|玩手机)"
    # ('当时没有工作人员看着')
    r"|(?:没|没有)(?:救生员|保安|工作人员|管理员)(?:在)?(?:旁边)?(?:看着|看管|看护|管|值守)"
    # ice or water left on its steps or floor ('台阶结了冰也没人清理')
    rf"|(?:台阶|地面|地上|路面|门口|楼梯)[^，。；]{{0,6}}(?:{SLIPPERY})|(?:没|未)(?:有)?人?(?:及时)?(?:清理|打扫|清扫|铲)"
)
_DUTY_KEPT = r"(?<![没未])(?<!没有)(?:放|设|摆|立)(?:了|有)[^，。；]{0,4}(?:警示|提示)牌|已经提醒|(?<![没未])提醒过"
# another person's act did the harm ('被别的顾客推倒了', '被人撞倒')
# ('被别的大孩子撞了': one told by its size)
_THIRD_PARTY = r"被(?:人|别人|(?:其他|别的|另一个|一个)[大小]?(?:顾客|客人|小孩|孩子|人|游客)|陌生人|[男女]的)[^，。；]{0,4}(?:推|撞|打|挤|绊)"
# the victim's own carelessness at a place ('我自己不小心', '小孩跑着玩', '不听劝阻')
_OWN_CARELESSNESS = r"自己不小心|(?:我|自己)(?:也)?没(?:注意|看路|站稳|扶)|不听(?:劝|劝阻|提醒)|打闹|追逐|翻越|(?:闯|进)入?(?:禁止|施工)"
_OWN_CARE = r"不是我(?:的|自己)?(?:不小心|原因)|我(?:很|挺)?小心|正常走路|正常(?:购物|行走|使用)|(?:没有?|并没有?)(?:违规|违反)|(?:我|自己)(?:也)?没(?:有)?(?:任何)?(?:过错|责任)"

# a school's failure of its duty of education and management ('老师不在', '没人看着', '体育课没有保护'), or its care
_SCHOOL_DUTY_BREACHED = (
    rf"{_DUTY_BREACHED}|老师[^，。；]{{0,4}}(?:不在|没在|没(?:有)?(?:做|采取|进行)?(?:管|看|注意|制止|保护)|离开|玩手机)|没(?:有)?(?:老师|人)(?:在|看|管)"
    r"|无人(?:看管|看护|监管)|(?:没|未)(?:有)?(?:及时)?(?:送医|救治|通知家长|告诉家长|处理)|门卫[^，。；]{0,6}(?:放|让|没拦|没有拦)"
)
_SCHOOL_DUTY_KEPT = rf"{_DUTY_KEPT}|老师(?:一直|当时就)?在(?:旁边|场|身边)|(?:及时|马上|立即)(?:送医|送到医院|通知了?家长)[^，。；]{{0,10}}?也?(?:尽到|没有过错)|学校(?:已经|已)?尽到"
# a person from outside the school did the harm (第一千二百零一条), or a fellow pupil (第一千一百八十八条 beside the school's rule)
_OUTSIDER = r"校外|社会(?:人员|青年|上的人)|外来人员|陌生人|闯(?:进|入)|混进|外面的人"
_FELLOW_PUPIL = r"同学|(?:别的|其他|另一个|一个)(?:小朋友|小孩|孩子|学生)|同班|同桌|室友"
# the pupil's age, or the stage that tells it: a kindergarten's child is under eight, a secondary pupil over, a university
# student of age (民法典 第十九条、第二十条)
_AGE = r"(?P<age>\d{1,2}|[一二两三四五六七八九十]{1,3})(?:周)?岁"
_STAGE_CAPACITY = ((r"幼儿园|托儿所|早教", "none"), (r"初中|中学|高中|初[一二三]|高[一二三]", "limited"), (r"大学|大[一二三四]|研究生", "full"))
# the one who took a labour service failed to keep the work safe ('没给我发安全帽', '没有防护措施')
_UNSAFE_WORK = rf"{_DUTY_BREACHED}|(?:没|没有|未|不)(?:给|发|配|提供)(?:我|他|她)?(?:发|配)?(?:安全帽|安全带|安全绳|防护用品|劳保用品|手套|护具|培训)"
# a third person's act hurt the one providing the service ('被外面来送货的司机开叉车撞伤了', '被顾客打了'): not a fellow
# worker, whose act at work the unit answers for itself (民法典 第一千一百九十一条)
_THIRD_PERSON_HARM = (
    rf"{FIGHT_HARM}|被(?![^，。；]{{0,8}}(?:{FELLOW_WORKERS}))[^，。；]{{0,10}}?(?:人|司机|车|顾客|客人|客户|路人|外人|陌生人|小孩|孩子)"
    r"[^，。；]{0,6}?(?:撞|打|砸|推|碰|刮|压|砍|刺|咬)"
)
# a fellow worker's act hurt the one providing the service ('被同事开的叉车撞伤了', '被工友扔下来的钢管砸了'): the one who took
# the service answers for what its worker did at the work (民法典 第一千一百九十一条), so its fault is shown
_FELLOW_WORKERS_HARM = rf"被(?:我的|我们)?(?:{FELLOW_WORKERS})"
# an object thrown ('高空抛物', '扔下来的'), not one fallen from a building or its fixtures ('花盆掉下来', '瓷砖脱落')
_THROWN = r"抛|扔|丢"
# who threw it or owns it found ('查到是12楼扔的', '楼上邻居家的花盆'), or not ('找不到是谁扔的')
_DOER_FOUND = (
    r"\d+\s*(?:楼|层|室|号)(?:的)?(?:住户|业主|人家|扔|丢|抛|的)|(?:楼上|对面|隔壁)?(?:邻居|住户|业主|那家|人家)|(?:查|找|认定)(?:到|出)了?(?:是|扔|丢)"
    r"|是[^，。；]{1,8}(?:扔|丢|抛)的|工地|施工|(?:商铺|商场|公司|物业|店)(?:的|家的)?(?:招牌|广告牌|外墙|玻璃)"
)
_DOER_NOT_FOUND = r"(?:找|查)不(?:到|出)|没(?:有)?(?:找|查)(?:到|出)|不知道(?:是)?(?:谁|哪)|不清楚(?:是)?(?:谁|哪)|查不清|没人承认"
_COMPANY_FAILED = r"物业[^，。；]{0,8}(?:不管|不作为|没(?:有)?(?:管|采取|安装|装|提醒|巡查))|没(?:有)?(?:安装|装)?(?:监控|摄像头)"

# a fight: the victim's part in it ('互殴', '我也还手了'), or none ('我没还手', '我没招惹他', '无缘无故'); the one who
# struck not known
_FOUGHT_BACK = r"打架|互殴|斗殴|打起来|(?:我|自己)(?:先)?(?:动手|还手|推了)|互相"
_DID_NOT_FIGHT = (
    r"(?:没|没有)(?:还手|动手)|(?:没|没有|并没有?|也没|从来没)(?:去)?(?:招惹|惹)(?:他|她|他们|对方|人家|谁)"
    r"|无缘无故|莫名其妙|对方全责|(?:全部|全)责任在对方|对方(?:负)?全部责任"
)
# the hurt one's own part told by the asker who struck ('他先动手', '对方先骂人挑衅')
_HURT_ONE_STARTED = r"(?:他|她|对方|人家)(?:先)(?:动手|打|推|骂|挑衅|惹)|(?:他|她|对方)[^，。；]{0,4}挑衅"
_STRIKER_UNKNOWN = r"不知道(?:是)?谁|不认识|跑了|没(?:有)?抓到|找不到"


def extract_personal_injury(question: str, reference: Reference) -> PersonalInjuryParams:
    """The parameters of an injury outside traffic (read_personal_injury)."""
    return read_personal_injury(question, reference)[0]


def read_personal_injury(question: str, reference: Reference) -> tuple[PersonalInjuryParams, str | None]:
    """The parameters of an injury outside traffic: the losses and the items' facts as read_traffic reads them (the
    one reader of the items both scenarios share), the liability facts of the cause, and a share told in words; and the
    finding told (read_traffic's), which share_told_notes needs."""
    injury, _ = read_traffic(question, reference)
    return _with_share_told(_by_cause(question, injury), injury, clean(question), reference), injury.liability


# the other side's share named by a finding ('对方负主要责任', '我负次要责任' read as the other side's 主要, '双方同等责任');
# 无责任 is left out: '超市说他们没有责任' is a denial, not a finding
_SHARES_NAMED = ("全部责任", "主要责任", "同等责任", "次要责任")
# a percentage or tenths in a clause of another rate ('医保按70%报销', '伤残系数20%') is no liability share
_OTHER_RATE = r"报销|医保|保险|伤残|系数|工资|利息|提成"
_RATE_FIGURE = r"\d{1,3}\s*%|[一二两三四五六七八九]成|百分之"
_RATE_OF_ANOTHER_THING = (
    rf"(?:{_OTHER_RATE})[^，。；]{{0,8}}(?:{_RATE_FIGURE})|(?:{_RATE_FIGURE})[^，。；]{{0,6}}(?:{_OTHER_RATE})"
)
# the victim's own part told without its measure ('我自己也有一点责任', '我也有过错')
_OWN_SHARE = r"(?:我|自己)(?:自己)?(?:也)?(?:有|负|承担)(?:一点|一些|一部分|部分|点|些)?(?:的)?(?:责任|过错)"


def _with_share_told(
    params: PersonalInjuryParams, injury: TrafficParams, text: str, reference: Reference
) -> PersonalInjuryParams:
    """The share told in words, read by the traffic reader of findings and shares (the one reader of both scenarios): a
    percentage ('法院判厂里承担70%') is the share; a finding of the other side's whole or equal part is 100 % or 50 %
    (by fault, as for a rider who hurt someone: traffic.yaml `non_motor_rider`); 主要 or 次要 leaves the share to the
    court, asked (share_told_notes gives the range practice uses), the victim's own part told by it."""
    ratio = injury.liability_ratio
    if ratio is not None and re.search(_RATE_OF_ANOTHER_THING, text):
        ratio = None
    finding = injury.liability if injury.liability in _SHARES_NAMED else None
    if ratio is None and finding is not None:
        ratio = reference.non_motor_ratio(finding)
    # a place or a school found to bear a share failed its duty (第一千一百九十八条, 第一千二百条): that is not asked again
    breached = True if params.cause in ("premises", "school") and (finding or ratio) else params.safety_duty_breached
    if ratio is not None:
        return replace(params, liability_ratio=ratio, safety_duty_breached=breached,
                       victim_at_fault=params.victim_at_fault if ratio == 1 else True)
    if finding is not None or re.search(_OWN_SHARE, text):
        return replace(params, safety_duty_breached=breached, victim_at_fault=True)
    return params


def share_told_notes(finding: str | None, params: PersonalInjuryParams, reference: Reference) -> list[str]:
    """What a share named without a figure (`finding`, read_personal_injury's) was read as: 同等责任 as 50 %, 主要/次要责任
    asked with the range practice uses (traffic.yaml `liability_ranges`, the railway interpretation's ranges courts
    follow by analogy)."""
    if finding == "同等责任" and params.liability_ratio == reference.non_motor_ratio(finding):
        return [
            f"题目说双方同等责任：按双方过错相当，由对方承担{params.liability_ratio * 100:.0f}%计算（民法典 第一千一百六十五条、"
            "第一千一百七十三条）；判决、调解或者协议确定了其他比例的，请改用该比例。"
        ]
    ranges = reference.traffic["liability_ranges"]
    if finding in ("主要责任", "次要责任") and params.liability_ratio is None and finding in ranges["motor_vs_motor"]:
        low, high = ranges["motor_vs_motor"][finding]
        return [
            f"题目说对方负{finding}，没有具体比例：比例由法院按双方过错酌定，实践中{finding}一般在 {low * 100:.0f}%–{high * 100:.0f}%"
            f"（{ranges['source']}）；已有判决、调解或者协议确定的比例的，请给出，按该比例计算。"
        ]
    return []


def _by_cause(question: str, injury: TrafficParams) -> PersonalInjuryParams:
    """The liability facts of the cause, the losses and the items' facts as read_traffic read them."""
    shared = {field.name: getattr(injury, field.name) for field in fields(InjuryLosses)}
    text = clean(question)
    if retiree_hurt_in_service(text):
        # a rehired retiree: the one who took the service answers by its fault, the retiree bears the part of his own
        return PersonalInjuryParams(
            **shared,
            cause="service",
            liable_party_known=True,
            safety_duty_breached=(
                True if re.search(_UNSAFE_WORK, text) or re.search(_FELLOW_WORKERS_HARM, text) else None
            ),
            # (a third person answers for its act; the one who took the service may be asked for a 补偿, 第二款)
            third_party_caused=(
                True if re.search(_THIRD_PERSON_HARM, text) and not re.search(_FELLOW_WORKERS_HARM, text) else None
            ),
            victim_at_fault=stated_yes_no(text, _OWN_CARE, _OWN_CARELESSNESS),
        )
    if re.search(ANIMAL_HARM, text):
        keeper = re.search(_KEEPER, text)
        if keeper and not _keeper_person(keeper) and re.search(_KEEPER_GONE, text):
            keeper = None
        stray = bool(re.search(_STRAY, text))
        return PersonalInjuryParams(
            **shared,
            cause="animal",
            liable_party_known=True if keeper else None,
            liable_party=_keeper_named(keeper),
            animal_banned=True if re.search(_BANNED, text) else None,
            safety_measures_lacking=stated_yes_no(text, _LEASHED, _UNLEASHED),
            animal_stray=stray or None,
            victim_at_fault=_victim_provoked(text),
        )
    if re.search(FALLING_HARM, text):
        found = stated_yes_no(text, _DOER_NOT_FOUND, _DOER_FOUND)
        return PersonalInjuryParams(
            **shared,
            cause="falling_object",
            liable_party_known=found,
            liable_party="施工单位（工地及脚手架等设施的管理人、使用人）" if found and re.search(BUILDING_SITE, text) else None,
            object_thrown=bool(re.search(_THROWN, text)),
            safety_duty_breached=True if re.search(_COMPANY_FAILED, text) else None,
            victim_at_fault=stated_yes_no(text, _OWN_CARE, _OWN_CARELESSNESS),
        )
    if re.search(ASKERS_CHILD_STRUCK, text):
        # the asker's child struck someone, at school too: a minor's guardian answers (the hurt one's school aside), the
        # hurt one's part only what the asker tells ('互相打架', '他先动手')
        minor = _minor(text)
        return PersonalInjuryParams(
            **shared,
            cause="fault",
            liable_party_known=True,
            liable_party="提问人（打人孩子的监护人）" if minor else "打人的子女本人（已成年）",
            minor_caused=minor or None,
            victim_at_fault=bool(stated_yes_no(text, _DID_NOT_FIGHT, _FOUGHT_BACK) or re.search(_HURT_ONE_STARTED, text)),
        )
    if re.search(SCHOOL_HARM, text):
        outsider = bool(re.search(_OUTSIDER, text))
        return PersonalInjuryParams(
            **shared,
            cause="school",
            liable_party_known=True,
            liable_party=f"{school.group()}" if (school := re.search(r"幼儿园|托儿所|学校|培训(?:班|机构)|托管(?:班|机构)|早教(?:中心|机构|班)?", text)) else "学校",
            victim_capacity=_capacity(text),
            third_party_caused=outsider or None,
            fellow_pupil_caused=True if not outsider and re.search(_FELLOW_PUPIL, text) else None,
            safety_duty_breached=stated_yes_no(text, _SCHOOL_DUTY_KEPT, _SCHOOL_DUTY_BREACHED),
            victim_at_fault=stated_yes_no(text, _OWN_CARE, _OWN_CARELESSNESS),
        )
    bump = re.search(PERSON_BUMP, text)
    if bump and not re.search(ANIMAL_HARM, text):
        # a minor's act is the guardian's to answer for, wherever it happened (a place's duty of safety aside)
        minor = bool(re.search(MINORS, bump.group())) or bool(re.search(ASKERS_CHILD, bump.group()) and _minor(text))
        return PersonalInjuryParams(
            **shared,
            cause="fault",
            liable_party_known=True,
            liable_party="撞人孩子的监护人（父母）" if minor else ONE_WHO_BUMPED,
            minor_caused=minor or None,
            # the one knocked over is without fault unless the question tells of its own carelessness
            victim_at_fault=bool(stated_yes_no(text, _OWN_CARE, _OWN_CARELESSNESS)),
        )
    place_failed = re.search(PUBLIC_PLACES, text) and re.search(_DUTY_BREACHED, text)
    if re.search(FIGHT_HARM, text) and _struck_by_minor(text) and not place_failed:
        # a child's blow, push or cut ('在小区被别的小孩推倒', '被同学用铅笔扎伤'): as for a bump above, the guardian answers
        # wherever it happened; the hurt one's part is only a fight told. At a place whose failure of its duty of safety
        # is told ('在游乐场被别的小孩推倒，没有工作人员看着') it is a third person's act there, as a knock is
        # (第一千一百九十八条第二款, below): the operator's supplementary share is asked
        return PersonalInjuryParams(
            **shared,
            cause="fault",
            liable_party_known=True,
            liable_party="打伤人孩子的监护人（父母）",
            minor_caused=True,
            victim_at_fault=bool(stated_yes_no(text, _DID_NOT_FIGHT, _FOUGHT_BACK)),
        )
    if re.search(MANHOLE_HARM, text) or dwelling_defect_harm(text):
        # an open manhole's manager, or the landlord or estate that left a fixture broken: the one at fault answers, the
        # victim's part only what the question tells of its own carelessness
        keeper = MANHOLE_MANAGER if re.search(MANHOLE_HARM, text) else LANDLORD if re.search(LANDLORD_WORDS, text) else ESTATE_MANAGER
        return PersonalInjuryParams(
            **shared, cause="fault", liable_party_known=True, liable_party=keeper,
            victim_at_fault=bool(stated_yes_no(text, _OWN_CARE, _OWN_CARELESSNESS)),
        )
    place = re.search(PUBLIC_PLACES, text)
    # (a worker struck at the shop they work in is no visitor owed its duty of safety: '在饭店上班时被顾客打伤了')
    if re.search(FIGHT_HARM, text) and (not place or worker_struck_at_work(text)):
        victim_at_fault = stated_yes_no(text, _DID_NOT_FIGHT, _FOUGHT_BACK)
        if re.search(ASKER_STRUCK, text):
            # the asker who struck pays: the hurt one's part is only what the asker tells of it ('互殴', '他先动手')
            return PersonalInjuryParams(
                **shared, cause="fault", liable_party_known=True, liable_party="提问人（打人的一方）",
                victim_at_fault=bool(victim_at_fault or re.search(_HURT_ONE_STARTED, text)),
            )
        return PersonalInjuryParams(
            **shared,
            cause="fault",
            liable_party_known=False if re.search(_STRIKER_UNKNOWN, text) else True,
            victim_at_fault=victim_at_fault,
        )
    # a residential estate's manager is its property-service company, where the question names it ('物业不管')
    manager = ESTATE_MANAGER if "物业" in text else f"{place.group()}的经营者、管理者" if place else None
    return PersonalInjuryParams(
        **shared,
        cause="premises",
        liable_party_known=True if manager else None,
        liable_party=manager,
        safety_duty_breached=stated_yes_no(text, _DUTY_KEPT, _DUTY_BREACHED),
        # (a blow there by someone else is the third person's act, 第一千一百九十八条第二款)
        third_party_caused=True if re.search(_THIRD_PARTY, text) or re.search(FIGHT_HARM, text) else None,
        victim_at_fault=stated_yes_no(text, _OWN_CARE, _OWN_CARELESSNESS),
    )


def place_operator_notes(question: str, params: PersonalInjuryParams) -> list[str]:
    """A note for a person run into at a shop or another public place ('在商场里被别的顾客推的购物车撞倒了'): the one who
    did it answers, and the place's operator only a supplementary share where it failed its duty of safety."""
    place = re.search(PUBLIC_PLACES, clean(question))
    if params.liable_party != ONE_WHO_BUMPED or place is None:
        return []
    return [
        f"题目说是在{place.group()}被他人撞伤：由撞人的一方承担侵权责任，以上按其责任计算；{place.group()}的经营者、管理者未尽到"
        "安全保障义务的（如通道拥挤无人疏导），承担相应的补充责任，即撞人的一方无法确定或者无力赔偿时在其过错范围内补充赔偿"
        "（民法典 第一千一百九十八条第二款）。"
    ]


def fellow_worker_notes(question: str, params: PersonalInjuryParams) -> list[str]:
    """A note where a fellow worker's act hurt the one providing the service ('被同事开的叉车撞伤了'): why the one who took the
    service is taken as at fault, and, for a vehicle at the site, why it is no road accident."""
    text = clean(question)
    if params.cause != "service" or not re.search(_FELLOW_WORKERS_HARM, text):
        return []
    site = (
        "；在工地、厂区内作业的叉车、铲车等不在道路上通行，这不是道路交通事故（道路交通安全法 第一百一十九条第（一）、（五）项），"
        "以上未计交强险" if re.search(SITE_VEHICLE, text) else ""
    )
    return [
        "伤害是一起干活的同事在工作中造成的：工作人员因执行工作任务造成他人损害的，由用人单位（接受劳务的一方）承担侵权责任，它可以"
        f"向有故意或者重大过失的工作人员追偿（民法典 第一千一百九十一条、第一千一百九十二条第一款），以上按接受劳务的一方有过错计算{site}。"
    ]


def struck_at_work_notes(question: str, params: PersonalInjuryParams) -> list[str]:
    """A worker struck at the work answered as the striker's tort: the work injury the same blow may be, named."""
    if params.cause != "fault" or not worker_struck_at_work(clean(question)):
        return []
    return [
        "题目说在上班时被人打伤：以上按打人的人的侵权责任计算（民法典 第一千一百六十五条），这一项不取决于是否认定工伤。在工作时间和"
        "工作场所内，因履行工作职责受到暴力等意外伤害的，还应当认定为工伤（工伤保险条例 第十四条第（三）项），如制止顾客闹事、因管理或者"
        "催收等工作被打；因私事（个人恩怨）被打的一般不属于。认定为工伤的，工伤保险待遇与对打人者的赔偿分别主张，医疗费不重复获得；"
        "可以写明被打的原因，作为工伤问题另行计算（说明“工伤”和本人工资、伤残等级）。"
    ]


def _victim_provoked(text: str) -> bool | None:
    """Whether the victim provoked the animal: a denial told, else a provocation told, else going by (_GOING_BY) read as
    none."""
    told = stated_yes_no(text, _NOT_PROVOKED, _PROVOKED)
    if told is None and re.search(_GOING_BY, text):
        return False
    return told


def _keeper_person(keeper: re.Match[str]) -> str | None:
    """The one the keeper match names ('邻居', '大爷'); None where it tells only the role ('狗主人', '饲养人')."""
    return next(filter(None, keeper.group("keeper", "keeper_after", "walker", "walker_of_dog")), None)


def _keeper_named(keeper: re.Match[str] | None) -> str | None:
    """The keeper as the steps name them: '邻居（动物饲养人）'; the bare role where only the role was told ('狗主人')."""
    if keeper is None:
        return None
    named = _keeper_person(keeper)
    if named in ("我", "俺"):
        return "提问人（动物饲养人）"
    if named in _NAMELESS_WALKERS:
        return "遛（牵着）动物的人（动物饲养人或者管理人）"
    return f"{named}（动物饲养人或者管理人）" if named else "动物饲养人或者管理人"


def _capacity(text: str) -> str | None:
    """The hurt pupil's capacity, by the age told (under eight none, 第二十条; to seventeen limited, 第十九条; of age full,
    第十七条、第十八条), else by the stage of school that tells it; a primary pupil of no age told is asked (six to twelve)."""
    age = re.search(_AGE, text)
    if age:
        years = to_number(age.group("age"))
        return "none" if years < 8 else "limited" if years < 18 else "full"
    return next((capacity for stage, capacity in _STAGE_CAPACITY if re.search(stage, text)), None)


def _struck_by_minor(text: str) -> bool:
    """Whether the one who struck is a child ('被别的小孩推倒'), or a schoolmate of a hurt one not of age ('被同学用铅笔扎伤'
    of a 12-year-old; not '大学里被同学打了')."""
    if re.search(rf"(?:被|让)[^，。；打推踢揍]{{0,4}}?(?:{MINORS})", text):
        return True
    return bool(re.search(r"(?:被|让)[^，。；打推踢揍]{0,4}?(?:同学|同桌)", text)) and _capacity(text) != "full"


def _minor(text: str) -> bool:
    """Whether the asker's child is a minor: by the age told, else by a child's word or a school stage below university."""
    age = re.search(_AGE, text)
    if age:
        return to_number(age.group("age")) < 18
    return bool(re.search(rf"{MINORS}|娃|同学|小学|初中|高中|初[一二三]|高[一二三]|幼儿园", text))


# the asker's own mishap: a fall, a stumble, a cut or a stab by a thing ('我在家里楼梯上摔了', '走路被钉子扎伤了')
_OWN_MISHAP = (
    r"摔(?:了|倒|伤|断|骨折|下来|一跤)|滑倒|绊倒|跌倒|扭伤|崴(?:了|伤)|(?:扎|划|割|刺|烫|磕|碰)(?:伤|破)"
)
# anyone the harm could be laid on, named: then who is liable is a question for the facts, not settled as no one
_SOMEONE_NAMED = (
    rf"{PUBLIC_PLACES}|房东|物业|业主|楼上|邻居|施工|工地|井盖|窨井|坑|路灯|管理|公司|单位|老板|医院|学校|幼儿园|司机|车"
    r"|别人|他人|人家|对方|朋友|同事|同学|[他她]们?(?![自])|被(?:人|[^，。；]{1,6}(?:推|撞|打|踢))"
)


def no_one_liable_message(question: str) -> str | None:
    """The answer to a mishap of the asker's own with no one else told ('我在家里楼梯上摔了，花了两千医药费'): no one
    answers for it on what is told, so there is no sum to compute; what may pay instead, and what facts would make
    someone liable. None where the question tells no such mishap or names someone."""
    text = clean(question)
    if not re.search(_OWN_MISHAP, text) or re.search(_SOMEONE_NAMED, text):
        return None
    return (
        "按题目所说，受伤是自己摔倒、碰伤或者被物品扎伤，没有说到他人的行为或者过错，没有可以向他人主张的赔偿，本工具不计算赔偿金额。"
        "医疗费可以按规定由本人参加的基本医疗保险（职工医保或城乡居民医保）报销；买了意外伤害保险（包括单位投保的团体意外险）的，"
        "可以向保险公司理赔。受伤与他人有关的，可以补充说明后再计算：租住的房屋或者小区楼道的扶手、台阶、吊顶等设施脱落、坠落伤人的，"
        "所有人、管理人或者使用人（房东、物业）不能证明自己没有过错的，应当赔偿（民法典 第一千二百五十三条），扶手松动、楼道的灯坏了等"
        "没有及时维修致人摔伤的，房东、物业按其过错赔偿（第一千一百六十五条）；在公共道路上被他人堆放、"
        "遗撒的物品（如钉子、碎玻璃）伤到的，由行为人赔偿，道路管理人没有尽到清理、防护、警示义务的承担相应的责任（第一千二百五十六条）；"
        "在施工现场或者被窨井等地下设施伤到的，由没有设置明显标志和采取安全措施的施工人、没有尽到管理职责的管理人赔偿（第一千二百五十八条）；"
        "在商场、超市、车站等经营场所或者公共场所受伤的，经营者、管理者没有尽到安全保障义务的，应当赔偿（第一千一百九十八条）；"
        "在工作中受伤的，可以按工伤计算。"
    )
