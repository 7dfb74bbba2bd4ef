"""Which calculation a question asks for, from weighted keywords."""

from __future__ import annotations

import re
from decimal import Decimal

from backend.compensation.extract.common import (
    ANIMAL_HARM, DRAWS_PENSION, DWELLING_DEFECT, FALLING_HARM, FIGHT_HARM, MANHOLE_HARM, PERSON_BUMP, PLACE_HARM, SCHOOL_HARM, BUSINESS_TROUBLE, CARRIER_RIDE, COMMUTE, ERRANDS, KILLED_WORDS, MOTOR_VEHICLES, OWN_MAIN_FAULT, PLATFORM_WORKER, SET_ASIDE_WORDS,
    RETIREE_SERVICE_RELATION, RETIREE_WORK_INJURY_EXCEPTIONS, SUDDEN_ILLNESS, drivers_own_crash_at_work,
    dwelling_defect_harm,
)
from backend.compensation.extract.economic import (
    EMPLOYER_NOUN, FORCED_RESIGNATION, NO_WRITTEN_CONTRACT, OPEN_ENDED_CONTRACT, OVERTIME_TOLD, PAY_REFUSED_AHEAD, QUIT,
    SENT_AWAY, SHUTDOWN, WAGES_OWED,
    dismissed_after_suspension, dismissed_by_employer, dismissed_in_suspension,
    relatives_injury_beside_askers_dismissal,
)
from backend.compensation.params import TrafficParams
from backend.compensation.textutil import FIGURE_QUESTION_WORDS, asking_clauses, clean, question_sentence


_COUNT = r"(?:\d+|[一二两三四五六七八九十]+)"

# the contract's end told as such: in a work-injury question it is when 第三十六、三十七条's lump sums fall due
# ('九级伤残……合同到期我要离职，工伤待遇一共多少'), so it says nothing for economic compensation there
_CONTRACT_ENDING = [
    (r"劳动合同", 3), (rf"入职|离职|辞职|{QUIT}", 2),
    # '签了半年的合同……到期公司说不续了', '合同到期，公司不跟我续了': a fixed-term contract not renewed
    (r"合同[^，。；？?]{0,8}(?:到期|期满)|(?:到期|期满)[^。？?]{0,12}(?:不|没)[^，。；续]{0,4}续(?!保)|不(?:再)?续(?:签|订|约)", 3),
]

# a disability grade ('评了九级伤残', '鉴定为八级'): most often asked of work-injury benefits, but a road accident's
# victim is graded too, and then it says nothing for work injury (see _TRAFFIC_ACCIDENT)
_DISABILITY_GRADE = [
    (r"级伤残|伤残等级|伤残[一二三四五六七八九十\d]+级", 3),
    (r"(?:评|定|鉴定)(?:了|为|成|的是)?(?:个)?[一二三四五六七八九十\d]{1,2}级", 3),
]
# a work injury named as such (not a grade alone, which a road accident's victim has too)
_WORK_INJURY_WORDS = r"工伤|工亡|因工"
# a road accident told as such: hit by a vehicle, the police's finding, the compulsory insurance
_TRAFFIC_ACCIDENT = (
    r"交通事故|车祸|交警|交强险?|(?:被|让)[^，。；]{0,10}撞|撞(?:了|到|倒|伤)(?:了)?我"
    r"|(?:对方|司机|机动车|车方|轿车|货车|汽车)(?:一方)?(?:全|主|次|同)责|追尾"
)
# a road accident told by its vehicle, its police or its insurance: an animal that ran into the road ('开车撞到一只狗',
# '狗窜出来我骑摩托车摔了') leaves it a road accident
_ROAD_ACCIDENT_TOLD = rf"交通事故|车祸|交警|交强险?|{MOTOR_VEHICLES}|摩托车?|开车|驾驶"
# the motor-vehicle side named in a liability finding ('机动车无责任', '货车司机负主要责任')
_MOTOR_SIDE = rf"{MOTOR_VEHICLES}|摩托车|肇事车辆?|司机|车主|车方"
# a trip on the employer's business (ERRANDS), on which harm from work is a work injury whoever was at fault in the
# accident (工伤保险条例 第十四条第（五）项 因工外出期间)
_WORK_ERRAND = rf"{ERRANDS}|(?:公司|单位|老板|领导)(?:安排|派)(?:我|他|她)?(?:去|外出|出去)"
# words of the asker's own job (a work trip among them): with them, a graded injury in a road accident may be a work
# injury (on duty or commuting); another party's company ('被运输公司的货车撞了') says nothing of the asker's work
_AT_WORK = (
    rf"工伤|工亡|因工|雇主|工地|车间|厂里|{_WORK_ERRAND}|上班时|工作时|工作中"
    r"|我(?:们)?(?:的)?(?:公司|单位|老板|厂)|(?:公司|单位|老板|领导)(?:安排|派|让)|在(?:公司|单位|厂)"
)
# a death or an injury at work told without the word 工伤 ('在工地上摔死了', '在厂里被机器压断了手指', '干活时从架子上
# 摔下来'): the place or the time of the work, then in the same clause the harm. A fight ('上班时跟同事打架被打伤'),
# someone else hurt there ('顾客在店里摔伤') and a road accident (on the way to work: the traffic claim, with its
# 工伤 note) say nothing of it; see detect_scenario
_WORK_PLACE_OR_TIME = (
    r"工地|厂里|厂房|车间|矿(?:上|里|井)|井下|施工|脚手架|(?:上班|干活|工作|做工|加班|值班|作业|搬货|装货|卸货)(?:的)?(?:时|时候|中|期间)"
    rf"|(?:{ERRANDS})(?:的)?(?:途中|路上|时|时候)"
    # '在学校食堂干活滑倒了': working at a place (not one's own home's chores: '在家干活')
    r"|在(?!家|自己家)[^，。；]{1,8}(?:干活|上班|做工)"
)
_HARM_AT_WORK = (
    rf"{KILLED_WORDS}|死亡|身亡|去世|(?<![钱资作])没了|[摔砸压轧碾绞夹割切烫烧炸撞划]伤|[砸压轧碾绞夹切割锯][断掉]|摔(?:断|骨折|下来|了下来)"
    r"|触电|骨折|截肢|受伤|负伤|伤了|卷进|摔倒|摔了"
    # a sudden illness at work (视同工伤 where death follows within 48 hours, 工伤保险条例 第十五条第（一）项)
    rf"|{SUDDEN_ILLNESS}"
    # '手被机器压了', '被钢管砸了一下': the harm by what did it, without 伤
    r"|被[^，。；]{0,6}?(?:机器|机床|设备|钢管|钢板|砖|石头|东西|货物?)[^，。；]{0,2}?[砸压轧碾绞夹切割锯卷](?:了|到|住)"
)
_HARMED_AT_WORK = rf"(?:{_WORK_PLACE_OR_TIME})[^，。；？?！!]{{0,14}}?(?:{_HARM_AT_WORK})"
# a passenger hurt in a carrier's vehicle ('坐公交车司机急刹车我摔骨折了'); not a ride to work before harm at work
# ('我坐公交车去公司，在车间干活时受伤了': see detect_scenario)
_CARRIED_AND_HURT = rf"(?:{CARRIER_RIDE})[^。？?]{{0,24}}?(?:急刹|刹车|摔|受伤|骨折|撞|磕|碰|伤|翻|出事|事故|住院|医疗费)"
# what makes such harm no work injury the question asks about: a fight, or another person (a customer, a passer-by) hurt
# ('路过工地被砖砸伤' is the site's tort, not the asker's work)
_PASSER_BY = r"路过|经过|走过|路人|行人|走在路上"
_FIGHT_JOINED = r"打架|斗殴|互殴|打起来"
_NOT_THE_WORKERS_HARM = rf"{_FIGHT_JOINED}|被人打|被[^，。；]{{0,4}}打伤|顾客|客人|客户|路人|行人|邻居|学生|路过|经过"
# a retiree taken on again ('退休返聘', '已经领养老金了'): a 劳务关系 (劳动争议解释（一） 第三十二条第一款), no labour relation
_RETIREE_IN_SERVICE = rf"返聘|{DRAWS_PENSION}"
# a job told by what the retiree does there ('在超市当保安', '在小区做保洁', '给厂里看大门')
_AT_A_JOB = (
    rf"{_WORK_PLACE_OR_TIME}|(?:当|做|干)(?:了)?(?:保安|保洁|门卫|清洁工?|服务员|收银员?|厨师|帮厨|小工|杂工|搬运工?|仓管|库管)"
    r"|看(?:大)?门"
)
# hurt there by another person's act: a third person ('被闹事的顾客打伤了': 第一千一百九十二条第二款) or a fellow worker
# ('被同事开的叉车撞伤了': the one who took the service answers for its worker's act, 第一千一百九十一条)
_HURT_BY_ANOTHER = r"被[^，。；]{1,12}?(?:打|揍|踢|推|撞|砸|砍|刺|捅|压|碾|轧)(?:了|伤|断|倒|成|骨折|破)"
# fellow workers at the work, whose act at it the one who took the service answers for (第一千一百九十一条); a blow from
# one ('被同事打伤了') is no act of the work but the striker's own tort (第一千一百六十五条)
FELLOW_WORKERS = r"同事|工友|老板|领导|师傅|班长|工头"
_FELLOW_WORKERS_BLOW = rf"被(?:我的|我们)?(?:{FELLOW_WORKERS})[^，。；]{{0,6}}?(?:打|揍|踢|砍|捅|刺)"
# a vehicle that works at a site ('叉车', '铲车'): off the road its collision is no road accident (道路交通安全法 第一百一十九条
# 第（一）、（五）项) unless the road or its police are told
SITE_VEHICLE = r"叉车|铲车|吊车|塔吊|行车|装载机|挖掘机|挖机|推土机"
_ROAD_TOLD = r"交通事故|车祸|交警|交强险?|马路|公路|道路|路上|路口"


# one sent away as a tenant, a customer, a pupil or from the family home ('房东没到期就要把我赶走', '在饭店吃饭被老板赶出去
# 了', '学校把孩子开除了', '被老公赶出家门了'), no job told: the words of a dismissal (赶走, 撵出, 开除) with no labour
# relation to end, so no economic claim
_SENT_AWAY_AS_NO_WORKER = (
    r"房东|房客|租客|租户|房租|租金|租的房|租房|出租屋|合租|吃饭|顾客|客人|购物|买东西"
    r"|学生|上学|(?:孩子|儿子|女儿)[^，。]{0,4}学校|学校[^，。]{0,4}(?:孩子|儿子|女儿)|家门"
)
_JOB_TOLD = r"公司|单位|厂|上班|工作|打工|员工|职工|服务员|入职|离职|辞职|工资|月薪|薪水|劳动|岗位|干了|做了"


def worker_struck_at_work(text: str) -> bool:
    """A worker struck by another at the work ('在厂里上班时被同事打伤了'), nothing of a work injury told (no 工伤, no grade,
    no pensioner): the striker's tort (民法典 第一千一百六十五条) is owed on the losses told, while the work injury turns
    on whether the blow came of the worker's duties (工伤保险条例 第十四条第（三）项) and on its recognition; so the tort
    is answered, the work injury named in a note."""
    return bool(
        re.search(FIGHT_HARM, text) and re.search(_AT_WORK, text) and not re.search(_RETIREE_IN_SERVICE, text)
        and not re.search(rf"{_WORK_INJURY_WORDS}|停工留薪|本人工资", text)
        and not any(re.search(pattern, text) for pattern, _ in _DISABILITY_GRADE)
    )


def retiree_hurt_in_service(text: str) -> bool:
    """A retiree in a service relation hurt at the work ('退休返聘在厂里干活摔伤了'): no work injury, which rests on a labour
    relation, but a personal injury borne by each side's fault (民法典 第一千一百九十二条第一款), or hurt there by another's
    act ('在超市当保安，被闹事的顾客打伤了', '被同事开的叉车撞伤了'); not a fight the retiree joined, nor a road accident,
    whose other side answers."""
    if not re.search(_RETIREE_IN_SERVICE, text) or re.search(_FIGHT_JOINED, text):
        return False
    site_collision = bool(re.search(SITE_VEHICLE, text)) and not re.search(_ROAD_TOLD, text)
    if re.search(_TRAFFIC_ACCIDENT, text) and not site_collision:
        return False
    if re.search(_HARMED_AT_WORK, text) and not re.search(_NOT_THE_WORKERS_HARM, text):
        return True
    return bool(
        re.search(_AT_A_JOB, text) and re.search(_HURT_BY_ANOTHER, text)
        and not re.search(_FELLOW_WORKERS_BLOW, text) and not re.search(r"路过|经过", text)
    )


_SCENARIO_KEYWORDS: dict[str, list[tuple[str, int]]] = {
    "criminal_amount": [
        (r"被告人", 3), (r"公诉机关|检察院指控|审理查明", 3), (r"犯罪(总)?金额|涉案金额|犯罪数额", 4), (r"盗窃|诈骗|抢劫|抢夺|侵占|敲诈|骗取|窃得|盗走", 2), (r"^文书", 4),
    ],
    "traffic": [
        # '出的车祸', '对方有交强和一百万三者': chat wording drops 险
        (r"交通事故|车祸", 3), (r"交强险?|交通事故责任强制保险", 4), (r"商业(第)?三者|三者险|[万元]的?三者", 3), (r"驾驶|驾车|开车", 2), (r"撞|追尾|相撞|[刮剐](?:了|到|倒|伤)|[刮剐]蹭|蹭(?:了|到|倒)", 2), (r"交警|交通管理", 2), (r"机动车|行人", 1),
        # '被轿车撞死了，轿车全责': the traffic police's finding of who was at fault
        (r"全责|主责|次责|同责|(?:全部|主要|次要|同等)责任", 2),
        # '坐公交车司机急刹车我摔骨折了': a passenger hurt in a carrier's vehicle (民法典 第八百二十三条)
        (_CARRIED_AND_HURT, 3),
        # '机动车无责任，我是行人', '交警认定…': a finding of a motor vehicle's liability, or the police's finding,
        # names a road accident without 撞 or 交通事故
        (rf"(?:{_MOTOR_SIDE})(?:一方)?[^，。；\d]{{0,4}}(?:无|全部?|主要?|次要?|同等?)责|交警(?:大队|部门)?[^，。；]{{0,4}}(?:认定|划分|判定)"
         r"|事故(?:责任)?认定书", 3),
    ],
    # harm by a kept animal (民法典 第一千二百四十五条), at a place whose operator owes a duty of safety (第一千一百九十八条),
    # to a child at school (第一千一百九十九条至第一千二百零一条), by an object from a building (第一千二百五十三、一千二百五十四条),
    # by an open manhole (第一千二百五十八条第二款)
    "personal_injury": [
        (ANIMAL_HARM, 4), (PLACE_HARM, 3), (SCHOOL_HARM, 3), (FALLING_HARM, 4), (FIGHT_HARM, 4), (PERSON_BUMP, 4), (MANHOLE_HARM, 4),
        (r"安全保障义务|安保义务|饲养人|狗主人|宠物主人", 2),
    ],
    "work_injury": [
        (r"工伤", 4), (r"工亡|因工死亡", 4), *_DISABILITY_GRADE,
        # '伤残待遇总共多少', '工伤评了九级': the benefits by their everyday name
        (r"工伤待遇|伤残待遇|工伤赔偿|工伤补偿|工伤保险待遇", 4), (r"停工留薪", 4), (r"伤残补助金|伤残津贴|工亡补助金|丧葬补助金|抚恤金|伤残就业补助金", 4), (r"因工", 2),
        # '上下班途中被车撞了': a traffic accident on the way to or from work is a work injury too (工伤保险条例 第十四条第（六）项)
        (COMMUTE, 2),
    ],
    "economic": [
        (r"经济补偿", 4), (r"经济性裁员", 4), (r"解除|辞退|裁员|开除|被裁", 2), (r"补偿", 1), (r"二倍工资|双倍工资|代通知金", 4), (r"赔偿金", 1),
        (r"[Nn]\s*[+＋]\s*1|(?<![A-Za-z\d])2\s*[Nn](?![A-Za-z])", 4), (r"辞了|炒了|炒鱿鱼|把我开了|劝退|不能胜任|医疗期满", 2),
        # '被老板撵走了', '老板让我回家了': sent away in everyday words
        (SENT_AWAY, 2),
        # '被公司开了', '被老板炒了', '被厂里开掉了': a dismissal in chat words, the employer named or not
        (r"被(?:公司|单位|老板|厂里?|领导|店里?|上司|主管)?(?:给)?(?:开了|开掉|开除|炒了|炒掉|辞了|辞掉|辞退|裁了|裁掉)", 2),
        # '老板说不要我了，让我收拾东西走人': a dismissal told in everyday words, with nothing about an injury or a car
        (r"不要我了|不用我了|(?:老板|公司|单位|厂里?|领导)[^，。；]{0,4}不让我(?:再)?干了"
         r"|收拾东西走人|(?:让|叫)我(?:明天)?(?:就)?(?:走人|滚蛋|卷铺盖)|卷铺盖|(?:明天|以后|说|我)(?:就)?不用(?:再)?来(?:上班)?了", 3),
        # '被公司以经营困难为由裁掉', '经营不善把我辞了': the employer's reason, and a layoff said without 裁员
        # '客观情况发生重大变化，调岗没谈成……31号就是最后一天，来不及提前30天通知': a 第四十条 ending in its own words
        (r"客观情况(?:发生)?重大变化|(?:三十|30)(?:日|天)(?:以)?(?:书面)?通知|最后一个?(?:天|工作日)", 2),
        # '多给一个月工资顶替通知': pay in lieu of notice in its own words
        (r"(?:多|额外|另外?)(?:给|付|发|支付|补)(?:了)?(?:一|1)个月(?:的)?(?:工资|薪水)", 2),
        (r"裁掉|裁了|裁减", 2), (BUSINESS_TROUBLE, 2), (r"竞业(?:限制|禁止)", 2),  # the non-compete pay is a labour claim
        # '干了8个月，没签合同，能要多少': work without a written contract owes the double wage (第八十二条), a labour claim
        (NO_WRITTEN_CONTRACT, 3),
        # '干了十年了，想签无固定期限合同，公司不同意': the right to one and the double wage once refused (第十四、八十二条)
        (OPEN_ENDED_CONTRACT, 4),
        # '公司拖欠了我三个月工资': wages owed are a labour claim (劳动合同法 第三十条)
        (WAGES_OWED, 2),
        # '公司说下个月起不发工资了': pay refused ahead, not owed yet but a labour question all the same
        (PAY_REFUSED_AHEAD, 2),
        # '公司停产放假，之后只发生活费': pay in the employer's shutdown (工资支付暂行规定 第十二条)
        (rf"(?:{SHUTDOWN})[^。？?]{{0,30}}?生活费|生活费[^。？?]{{0,30}}?(?:{SHUTDOWN})", 3),
        # '单位断缴社保半年了，我打算走': the worker leaving on a ground of 第三十八条 is owed compensation (第四十六条第（一）项)
        (FORCED_RESIGNATION, 2),
        # '还有5天年假没休': pay for annual leave not taken is one too (职工带薪年休假条例 第五条)
        (r"(?<![产婚病])年休?假[^，。；？?]{0,10}?(?:没|未|不让|不给)(?:我)?休|(?:没|未)休(?:的|完的)?年休?假", 3),
        # '周末加了四天班没调休', '加班费怎么算': so is overtime's pay (劳动法 第四十四条)
        (OVERTIME_TOLD, 3),
        (rf"(?:{EMPLOYER_NOUN})[^，。；]{{0,3}}(?:倒闭|破产|注销|解散|关门|停业|吊销|责令关闭|撤销)", 2), (r"别来了|不要来了|不用再来", 3),
        # '在公司干了4年零2个月', '在这做了两年半', '上了4年班': years of service (alone no termination question:
        # '干了3年，年假有几天？')
        (rf"(?:干|做|工作|上班|待|呆)了?[^，。；\d]{{0,3}}{_COUNT}(?:年|个月)|上了[^，。；\d]{{0,2}}{_COUNT}年(?:的)?班", 1),
    ],
}


# the claim the asking sentence names ('公司违法辞退我，赔偿金该赔多少' / '工伤待遇能拿多少' / '对方保险公司要赔多少'):
# where facts give rise to two claims (a work injury and a dismissal, a commuting accident that is a work injury and
# a tort), the one asked about is the primary claim; the other is found by the `related` claim or told in a note.
# The asking sentence may name a payment of one claim and, for a dismissal, the act that ends the contract; a
# payment named outweighs an act: '…要和公司解除劳动合同，一次性工伤医疗补助金和就业补助金能拿多少' asks for the work
# injury's benefits on leaving, not for a dismissal's compensation
_ASKED_PAYMENT = {
    "economic": (
        r"经济补偿|代通知金|二倍工资|双倍工资|[Nn]\s*[+＋]\s*1|(?<![A-Za-z\d])2\s*[Nn](?![A-Za-z])|竞业"
    ),
    "work_injury": r"工伤(?:保险)?(?:待遇|赔偿|补偿)|伤残(?:待遇|补助金|津贴)|停工留薪|工亡补助金|丧葬补助金|抚恤金|就业补助金"
                   r"|(?:工伤)?医疗补助金|工伤保险(?:基金)?",
    "traffic": r"交强险?|三者险?|商业险|(?:对方|肇事|司机|车主|保险公司)[^，。；？?]{0,8}(?:赔|付|出)",
}
_ASKED_ECONOMIC_ACT = r"辞退|解除|裁员|开除|被裁"
# whether the harm is a work injury, asked with no figure word ('算工伤吗', '能不能认定工伤')
_WORK_INJURY_ASKED = r"(?:算|是|属于|认定为?)(?:不算|不是|不属于)?工伤|工伤吗|是否(?:算|属于|认定为?)?工伤"
# a clause asking whether the dismissal is lawful ('辞退合法吗', '开除我合法吗', '这样辞退我违法吗', '公司辞退我是否合法'):
# it asks about the dismissal though it has no figure question word
_DISMISSAL_LEGALITY_ASKED = (
    rf"(?:{_ASKED_ECONOMIC_ACT})[^，,；;。]{{0,8}}(?:是否|是不是|算不算|算)?(?:合法|违法|合理|合不合法|违不违法)[^，,；;。]{{0,3}}(?:吗|么|呢|[?？])"
    rf"|(?:{_ASKED_ECONOMIC_ACT})[^，,；;。]{{0,8}}(?:是否|是不是|算不算)(?:合法|违法)"
)
# 赔偿金 asked for bare: the dismissal's damages (第八十七条) where the text tells the employer ended the contract, but
# in a work-injury story with no ending ('认定了工伤……公司该赔我多少赔偿金') the everyday word for the injury's benefits,
# and in a road accident told more strongly than the dismissal ('被车撞了……住院期间公司把我辞退了，对方司机全责，能拿多少
# 赔偿金') the everyday word for the accident's damages
_ASKED_DAMAGES = r"赔偿金(?<!死亡赔偿金)(?<!残疾赔偿金)"


# '（先不算经济补偿）', '供养亲属抚恤金先不问', '精神抚慰金这里暂不考虑': an item the asker sets aside says nothing
# of what is asked ('算不算工伤' asks, it sets nothing aside)
_SET_ASIDE_WORD = rf"(?:先|暂|暂时|暂且|这里|这次|此处)(?:{SET_ASIDE_WORDS}|不问|不管|不谈)"
_SET_ASIDE = re.compile(rf"{_SET_ASIDE_WORD}[^，。；？?！!（）()]{{0,10}}|[^，。；？?！!（）()]{{0,10}}{_SET_ASIDE_WORD}")


def detect_scenario(question: str) -> str | None:
    """The claim the asking sentence names, where it names one claim only and the facts support it (score 3 or
    more): '…被辞退了，赔偿金该赔多少' is the dismissal's even in a work-injury story, '…上班路上被撞，对方保险公司
    要赔多少' the road accident's; a payment named counts before an act ('解除…一次性工伤医疗补助金能拿多少' asks for
    the work injury's benefits). Otherwise the scenario with the most keyword weight; the asking sentence counts
    twice; what the asker sets aside counts nothing, and neither does the contract's end where the asking sentence
    speaks of a work injury."""
    text = _SET_ASIDE.sub("，", clean(question))
    asked = question_sentence(text)
    keywords = dict(_SCENARIO_KEYWORDS)
    at_work = _AT_WORK
    if re.search(OWN_MAIN_FAULT, text):
        keywords["work_injury"] = [entry for entry in keywords["work_injury"] if entry != (COMMUTE, 2)]
    else:
        at_work = rf"{_AT_WORK}|{COMMUTE}"
    if re.search(_TRAFFIC_ACCIDENT, text) and not re.search(at_work, text):
        # '被车撞了，评了九级伤残，对方全责': the grade is the road accident victim's, not a worker's
        keywords["work_injury"] = [entry for entry in keywords["work_injury"] if entry not in _DISABILITY_GRADE]
    if not re.search(_TRAFFIC_ACCIDENT, text) and not re.search(_NOT_THE_WORKERS_HARM, text):
        keywords["work_injury"] = [*keywords["work_injury"], (_HARMED_AT_WORK, 3)]
    if re.search(_HARMED_AT_WORK, text):
        # the ride told was the way to the work where the harm came
        keywords["traffic"] = [entry for entry in keywords["traffic"] if entry != (_CARRIED_AND_HURT, 3)]
    # a passer-by hurt beside a site ('路过工地被砖头砸伤') is no worker there
    worker_harmed = (re.search(at_work, text) or re.search(_HARMED_AT_WORK, text)) and not re.search(_PASSER_BY, text)
    if worker_harmed:
        # a worker hurt at the shop, the school or the site they work at (a brick falling there too, a fight there): their
        # employer's work injury to weigh (工伤保险条例 第十四条), not the place's tort
        # (a rehired retiree struck there, '返聘…被同事打伤了', has no work injury: the striker's tort stays; so does a
        # worker's, nothing of a work injury told, whose work injury a note names)
        kept = ((FIGHT_HARM, 4),) if re.search(_RETIREE_IN_SERVICE, text) or worker_struck_at_work(text) else ()
        keywords["personal_injury"] = [
            entry for entry in keywords["personal_injury"]
            if entry in kept
            or entry not in ((PLACE_HARM, 3), (SCHOOL_HARM, 3), (FALLING_HARM, 4), (FIGHT_HARM, 4), (MANHOLE_HARM, 4))
        ]
    elif dwelling_defect_harm(text):
        # a landlord's or an estate's broken fixture ('租的房子楼梯扶手松了，我摔伤了，房东要赔吗'): its keeper's fault
        keywords["personal_injury"] = [*keywords["personal_injury"], (DWELLING_DEFECT, 3)]
    elif re.search(FALLING_HARM, text):
        # an object fallen from a building is its owner's or user's (第一千二百五十三条), not the place operator's
        keywords["personal_injury"] = [entry for entry in keywords["personal_injury"] if entry != (PLACE_HARM, 3)]
    if not worker_harmed and any(re.search(harm, text) for harm in (ANIMAL_HARM, PLACE_HARM, SCHOOL_HARM, FALLING_HARM, FIGHT_HARM, MANHOLE_HARM)):
        # '被邻居家的狗咬伤，评了十级伤残': the grade is the injured person's, not a worker's
        keywords["work_injury"] = [entry for entry in keywords["work_injury"] if entry not in _DISABILITY_GRADE]
    if any(re.search(harm, text) for harm in (ANIMAL_HARM, FIGHT_HARM, PERSON_BUMP)) and not re.search(_ROAD_ACCIDENT_TOLD, text):
        # '被狗撞倒了', '被人打了，对方全责': the animal's keeper or the one who struck answers, whatever words of a
        # collision or a finding the harm is told in
        keywords["traffic"] = []
    if not any(re.search(pattern, asked, re.M) for pattern, _ in keywords["work_injury"]):
        keywords["economic"] = _CONTRACT_ENDING + keywords["economic"]
    if re.search(_SENT_AWAY_AS_NO_WORKER, text) and not re.search(_JOB_TOLD, text):
        keywords["economic"] = []
    scores = {}
    for scenario, patterns in keywords.items():
        scores[scenario] = sum(
            weight * (bool(re.search(pattern, text, re.M)) + bool(re.search(pattern, asked, re.M)))
            for pattern, weight in patterns
        )
    # the claim the asking part names, when it names one only and the facts support it, is the primary claim; a
    # question of one sentence asks in its asking clause, not in the facts told before it ('…公司却把我辞退了，能拿多少'),
    # and one without a question word names no claim (a place in brackets after the question mark, '…能拿多少？（广东省）',
    # leaves it one sentence)
    asking = asked
    if text.startswith(asked):
        asking = asking_clauses(asked, leading=0) if re.search(FIGURE_QUESTION_WORDS, asked) else ""
        asking = "，".join([asking, *_clauses_matching(asked, _DISMISSAL_LEGALITY_ASKED)])
    # '下班路上骑车摔倒，交警认定我负全责，算工伤吗': the work injury asked of a commuting accident at the asker's own main
    # fault is answered by the work injury's rule (工伤保险条例 第十四条第（六）项: none), not by a claim against another
    # ('下班路上自己摔了，交警认定我全责，算工伤吗': asked with no figure word, where there is no other side to claim from)
    no_other_side = not re.search(r"被[^，。；]{0,8}?(?:撞|刮|蹭|追尾)|对方", text)
    if re.search(COMMUTE, text) and re.search(OWN_MAIN_FAULT, text) and (
        re.search(r"工伤", asking) or (no_other_side and re.search(_WORK_INJURY_ASKED, asked))
    ):
        return "work_injury"
    # a driver's own crash while driving for the employer ('老公开大货车出车祸死了，是他自己的全责'): harm at work whatever
    # the traffic fault (第十四条第（一）、（五）项), with no other side at fault to claim from
    if drivers_own_crash_at_work(text):
        return "work_injury"
    if retiree_hurt_in_service(text):
        return "personal_injury"
    supported = {scenario for scenario in _ASKED_PAYMENT if scores[scenario] >= 3}
    paid = {scenario for scenario in supported if re.search(_ASKED_PAYMENT[scenario], asking)}
    economic_supported = "economic" in supported
    dismissed = dismissed_by_employer(text)
    if economic_supported and re.search(_ASKED_DAMAGES, asking) and scores["economic"] >= scores["traffic"] and dismissed:
        paid.add("economic")
    # a work injury told with its grade: the contract's end is when 工伤保险条例 第三十六、三十七条's lump sums fall
    # due ('被认定为工伤，鉴定为七级伤残……和单位解除了劳动关系，能拿多少'), so ending it names the dismissal's claim
    # only where the employer ended it (劳动合同法 第四十二条第（二）项)
    graded_work_injury = re.search(_WORK_INJURY_WORDS, text) and any(re.search(pattern, text) for pattern, _ in _DISABILITY_GRADE)
    ended_as_a_dismissal = dismissed or not graded_work_injury
    acted = {"economic"} if economic_supported and re.search(_ASKED_ECONOMIC_ACT, asking) and ended_as_a_dismissal else set()
    for named in (paid, paid | acted):
        if len(named) == 1:
            return next(iter(named))
    # a relative's work injury beside the asker's own dismissal ('我老公工伤评了九级，公司把我辞退了，能赔多少'): the
    # asker's claim is what the ending owes them; the benefits are the relative's, asked for by name if at all
    if economic_supported and relatives_injury_beside_askers_dismissal(text):
        return "economic"
    # dismissed in 停工留薪期 before any grade: the benefits cannot be counted yet, the unlawful dismissal can
    # or dismissed once it is over, with no grade told: the dismissal can be counted, the benefits wait for the grade
    if economic_supported and (dismissed_in_suspension(text) or dismissed_after_suspension(text)):
        return "economic"
    best = max(scores, key=lambda key: scores[key])
    return best if scores[best] >= 3 else None


def _clauses_matching(sentence: str, pattern: str) -> list[str]:
    return [clause for clause in re.split(r"[，,；;]", sentence) if re.search(pattern, clause)]


def dismissal_beside_accident_notes(question: str) -> list[str]:
    """A note for a road accident question that also tells the asker's employer ended the contract: that ending is a
    labour claim of its own, not part of the accident's damages."""
    if not dismissed_by_employer(clean(question)):
        return []
    return [
        "题目还说单位解除了劳动合同：这是与交通事故赔偿分开的劳动争议；在非因工负伤的医疗期内被解除的，可能属于违法解除"
        "（劳动合同法 第四十二条第（三）项、第八十七条），可以把解除劳动合同作为另一个问题单独计算。"
    ]


# a student still at school who works as an intern ('我是实习生', '我女儿大学还没毕业，在公司实习'): not '实习期', which
# askers often say for a probation period
_STUDENT_INTERN = r"实习生|(?:在校|在读|还没毕业|没毕业|未毕业|大学生|学生)[^。？?]{0,16}实习|顶岗实习"


def student_intern_notes(question: str) -> list[str]:
    """A note for a labour or work-injury question of an intern still at school: such an internship is usually no
    employment relation (原劳动部《关于贯彻执行〈中华人民共和国劳动法〉若干问题的意见》第12条), on which economic
    compensation and work-injury benefits both rest."""
    if not re.search(_STUDENT_INTERN, clean(question)):
        return []
    return [
        "题目说的是在校学生实习：在校生利用业余时间勤工助学或实习，一般不视为就业，未建立劳动关系（原劳动部《关于贯彻执行"
        "〈中华人民共和国劳动法〉若干问题的意见》第12条），以劳动关系为前提的经济补偿、工伤保险待遇可能不适用（实习中受伤的，"
        "可以按人身损害向实习单位或学校主张赔偿）；已毕业或以就业为目的与单位订立劳动合同的除外，以下计算以存在劳动关系为前提，"
        "请按实际情况核对。"
    ]


# the work injury's claim beside the vehicle side's
_BESIDE_THE_ACCIDENT = (
    "工伤保险待遇是与对机动车一方的赔偿分开的请求，医疗费不重复获得，其他待遇可以分别主张（最高人民法院关于审理工伤保险行政案件若干"
    "问题的规定 第八条）；以上金额只含交通事故赔偿，工伤待遇可以作为另一个工伤问题单独计算。"
)


def road_accident_work_injury_notes(question: str, params: TrafficParams, asker_hurt: bool, payer_delivering: bool = False) -> list[str]:
    """A note for a road accident that hurt the asker on the way to or from work, not mainly at their own fault, or on a
    trip on the employer's business ('送货途中被货车撞伤'): it is a work injury too, whose benefits are a claim beside the
    one against the vehicle side. On the commute the vehicle side's minor share or none ('对方负次要责任', '按30%')
    leaves the asker the main fault (工伤保险条例 第十四条第（六）项); on a work trip fault does not count (第（五）项)."""
    text = clean(question)
    # (a relative's death on such a trip is a 工亡 whose benefits the family claims: '我老公给老板开车出车祸死了')
    if not asker_hurt and not params.victim_died:
        return []
    # a platform's rider: a work injury rests on a labour relation, which is open for them
    relation = _PLATFORM_RELATION_OPEN if re.search(PLATFORM_WORKER, text) else ""
    on_the_way = re.search(COMMUTE, text) or re.search(_WORK_ERRAND, text)
    if re.search(_RETIREE_IN_SERVICE, text) and on_the_way and not payer_delivering:
        # ('退休返聘，在厂里开叉车送货时在马路上被货车撞了'): a pensioner's service relation has no work injury; on an
        # errand of the service, not on the way to it, the one who took the service owes a 补偿 too
        errand = "" if re.search(COMMUTE, text) else _RETIREE_ON_AN_ERRAND
        return [f"{_RETIREE_ON_THE_ROAD}{errand}；以上金额是对机动车一方的交通事故赔偿。"]
    if re.search(COMMUTE, text):
        own_main_fault = re.search(OWN_MAIN_FAULT, text) or params.liability in ("次要责任", "无责任") or (
            params.liability_ratio is not None and params.liability_ratio < Decimal("0.5")
        )
        if own_main_fault:
            return [
                "上下班途中的交通事故，只有非本人主要责任的才认定为工伤（工伤保险条例 第十四条第（六）项）：题目所述本人负主要或全部责任"
                "（机动车一方次要责任、无责任也是如此），一般不能认定为工伤，没有工伤保险待遇；以上只计交通事故中对方应赔的部分。"
            ]
        return [f"上下班途中受到非本人主要责任的交通事故伤害，应当认定为工伤（工伤保险条例 第十四条第（六）项）{relation}：{_BESIDE_THE_ACCIDENT}"]
    # ('被一个送外卖的电动车撞了': the delivery is the rider's who hit, not the asker's errand)
    if re.search(_WORK_ERRAND, text) and not payer_delivering:
        return [
            "因工外出期间（送货、出差、外出办事等）由于工作原因受到伤害的，应当认定为工伤（工伤保险条例 第十四条第（五）项；不同于"
            f"上下班途中的第（六）项，不论本人在事故中有无主要责任，但醉酒、吸毒等第十六条的情形除外）{relation}：{_BESIDE_THE_ACCIDENT}"
        ]
    return []


# a pensioner hurt on the road on the way to work or on an errand of it: no work injury, a third person's act in the
# service
_RETIREE_ON_THE_ROAD = (
    f"题目说受伤的人是退休返聘或者已经领取养老金：{RETIREE_SERVICE_RELATION}；{RETIREE_WORK_INJURY_EXCEPTIONS}"
)
_RETIREE_ON_AN_ERRAND = (
    "。提供劳务期间因第三人的行为受到损害的，有权请求第三人承担侵权责任，也有权请求接受劳务一方给予补偿，接受劳务一方补偿后"
    "可以向第三人追偿（民法典 第一千一百九十二条第二款）"
)
# what a rider's work-injury claim rests on, said beside the work-injury note of a road accident
_PLATFORM_RELATION_OPEN = (
    "，但以存在劳动关系为前提：外卖等平台骑手与平台、配送站点或外包公司之间是否存在劳动关系，按是否接受其劳动管理、按其安排从事"
    "有报酬的劳动认定（劳动和社会保障部关于确立劳动关系有关事项的通知 第一条），自主接单的众包骑手通常不认定劳动关系，不能认定工伤"
    "（可向平台投保的意外险或当地试行的职业伤害保障主张）"
)
