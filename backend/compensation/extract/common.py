"""Helpers shared by the scenario extractors: labelled amounts, dates and wages."""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from backend.compensation.money import CAPITAL_NUMERALS, MoneyMention, find_loose_money, to_cents
from backend.compensation.params import DAYS_PER_MONTH
from backend.compensation.textutil import NUMBER_TOKEN, DateMention, UnclearNumber, clause_at, to_number
from backend.places import Places


@dataclass(frozen=True)
class LabelledAmount:
    money: MoneyMention
    label: str  # text of the clause before the amount
    clause: str

    @property
    def after(self) -> str:
        """Text of the clause after the amount."""
        return self.clause[len(self.label) + self.money.end - self.money.start :]


def labelled_amounts(text: str) -> list[LabelledAmount]:
    found = []
    for mention in find_loose_money(text):
        start, end = clause_at(text, mention.start)
        found.append(LabelledAmount(mention, text[start : mention.start], text[start:end]))
    return found


def is_lower_bound(money: MoneyMention) -> bool:
    """'1万多', '8000余元', '月入过万' give only a floor: the figure must be asked for, not taken."""
    return money.floor or bool(re.search(r"[多余]", money.text))


# '6000出头', '8000以上', '一万开外': words after an amount that make it a floor as well
_FLOOR_AFTER = re.compile(
    r"\s*(?:元|块钱?)?\s*(?:出头|以上|开外|还多|多一点|多点"
    # '6千到8千不等', '5000-7000': a range, not one figure
    r"|(?:到|至|~|～|—|-)\s*(?:\d{3,}(?![\d.]*\s*[年月日号])|\d+(?:\.\d+)?\s*[千万kKwW元块]|[一二两三四五六七八九十]+[千万]))"
)


def first_amount(amounts: list[LabelledAmount], include: str, exclude: str | None = None) -> Decimal | None:
    for amount in amounts:
        if re.search(include, amount.label) and not (exclude and re.search(exclude, amount.label)):
            after = amount.after
            return None if is_lower_bound(amount.money) or _FLOOR_AFTER.match(after) else amount.money.value
    return None


def date_with(
    dates: list[DateMention], text: str, pattern: str, exclude: str | None = None, before: str | None = None
) -> DateMention | None:
    """The first date whose own words say what happened that day: the text from the date to the next
    date or the end of its sentence ('2023年9月14日公司说业务调整，主动找我协商解除劳动合同。'), or,
    with `before`, the words leading up to it in its clause ('合同到2024年3月31日')."""
    for index, mention in enumerate(dates):
        sentence_end = re.search(r"[。！？!?\n]", text[mention.end :])
        stop = mention.end + sentence_end.start() if sentence_end else len(text)
        if index + 1 < len(dates):
            stop = min(stop, dates[index + 1].start)
        governed = text[mention.start : stop]
        # the exclusion reads only the date's own clause: '自2009年7月1日起在该公司工作，解除前…' is a start
        own_clause = text[mention.start : clause_at(text, mention.start)[1]]
        leading = text[clause_at(text, mention.start)[0] : mention.start]
        said = re.search(pattern, governed) or (before and re.search(before, leading))
        if said and not (exclude and re.search(exclude, own_clause)):
            return mention
    return None


def labelled_date(dates: list[DateMention], text: str, label: str) -> DateMention | None:
    """The first date right after its label: '入职时间是2018-05-01', '离职日期：2022年10月31日', and the
    label with no noun ('入职是2025年1月1日', '入职2020年1月1日', '被解除日2025年12月31日'), or one set
    ('解除日期定在2026年9月30日'). A label right after another date is that date's ('3月5号入职10月5号走的':
    10月5号 is not the joining)."""
    for mention in dates:
        clause_start = clause_at(text, mention.start)[0]
        leading = text[clause_start : mention.start]
        found = re.search(rf"(?:{label})(?:的)?(?:时间|日期|日子|日)?\s*(?:是|为|在|于|定在|定为|定于|选在)?\s*[:：]?\s*$", leading)
        if found and not any(other.end == clause_start + found.start() for other in dates):
            return mention
    return None


def number_before(text: str, unit_pattern: str, lead_pattern: str) -> float | None:
    match = re.search(rf"(?:{lead_pattern})[^，。；]{{0,6}}?({NUMBER_TOKEN})\s*(?:{unit_pattern})", text)
    if not match:
        return None
    try:
        return to_number(match.group(1))
    except ValueError:
        return None


# '一个月8千', '每个月能挣六千', '月入8k'
PER_MONTH = r"每个?月|一个月|月均|挣|收入|月入"
# pay stated per year, day or hour is not a monthly wage ('年薪24万', '日薪300')
# ('最后一年工资加绩效平均每月7000' is a monthly figure: the month it is counted by follows)
# ('最后一年工资：前6个月每月9千，后6个月每月1.2万' names the year that the stretches then split up)
NOT_MONTHLY = (
    r"年薪|年收入|一年(?:的)?(?:工资|收入)(?![^，。；\d]{0,8}(?:每个?月|月均)|[：:\s]{0,2}(?:前|后|上|下)(?:半年|[^，。；]{1,3}个月))"
    r"|日薪|时薪|日工资|每天|一天|每小时"
)


# '日工资350，月工资按日工资乘21.75算', '日薪120元，每个月固定上26天班': the month's pay is the day's pay
# times the days the question itself counts in a month (none is assumed when it does not say)
_DAILY_PAY = re.compile(r"(?:日工资|日薪|每天|一天)[^，。；\d]{0,4}?(?P<pay>\d+(?:\.\d+)?)\s*(?:元|块)?(?![\d.万千%天个年月日号小点次人件])")
_DAYS_PER_MONTH = re.compile(
    r"(?:乘以?|×|\*|[xX])\s*(?P<factor>\d+(?:\.\d+)?)(?!\s*[%万千元块])"
    # not the month and day of a date ('2020年1月1日')
    rf"|(?:每个?月|一个月|(?<![\d一二三四五六七八九十〇零两年])月)[^，。；\d]{{0,8}}?(?P<days>{NUMBER_TOKEN})\s*(?:个工作日|天)(?!工资)"
)


def monthly_from_daily(text: str) -> Decimal | None:
    daily = _DAILY_PAY.search(text)
    if not daily:
        return None
    days = _DAYS_PER_MONTH.search(text)
    if not days:
        return None
    try:
        count = Decimal(days.group("factor")) if days.group("factor") else Decimal(str(to_number(days.group("days"))))
    except ValueError:
        return None
    if not 0 < count <= 31:
        return None
    return to_cents(Decimal(daily.group("pay")) * count)


# '工资12万元/年', '收入每年15万左右', '工资一年大概12万': an amount stated for a whole year ('离职前一年平均工资
# 8500' is a monthly average over the year)
_YEAR_BEFORE_AMOUNT = r"(?:每年|一年|全年|/年)[^，。；\d工资薪收入平均月]{0,4}$"
_PER_YEAR_AFTER = r"\s*(?:元|块)?\s*(?:/|每|一)\s*年"


def is_per_year(amount: LabelledAmount) -> bool:
    after = amount.after
    return bool(re.search(_YEAR_BEFORE_AMOUNT, amount.label) or re.match(_PER_YEAR_AFTER, after))


def monthly_from_yearly(amounts: list[LabelledAmount]) -> Decimal | None:
    """'年薪24万' -> 20000: the monthly average of a year's pay (劳动合同法实施条例 第二十七条 averages 12 months)."""
    yearly = first_amount(amounts, r"年薪|年收入|一年(?:的)?(?:工资|收入)", exclude=r"平均|社平|可支配") or first_amount(
        [amount for amount in amounts if is_per_year(amount)], r"工资|薪|收入", exclude=rf"平均|社平|可支配|{LOCAL_AVERAGE}"
    )
    return yearly / 12 if yearly is not None else None


LOCAL_AVERAGE = r"当地|本地|统筹地区|本地区|所在地|上年度职工|社会平均|社平|全市|全省|职工月平均工资|职工平均工资"
# the local average named outright, or in its short form ('当地社平工资6000')
# '我们省2023年度职工月平均工资', '本市在岗职工月平均工资': 职工 at large, not the worker's own average
LOCAL_AVERAGE_LABEL = (
    rf"(?:{LOCAL_AVERAGE}).{{0,12}}平均工资|社平|社会平均工资|(?<!本人)职工(?:的)?月?平均月?工资|职工月均工资"
    r"|(?:本|我|我们|全)(?:省|市|县|区)[^，。；]{0,10}平均工资"
    # '上年度全口径城镇单位就业人员月平均工资'
    r"|上一?年度?(?:(?!本人|我的|他的|她的)[^，。；]){0,14}平均工资"
    # '我们这边平均工资6000出头': the average of where the asker lives
    r"|(?:这边|这里|我们这|咱们这|咱这)[^，。；\d]{0,4}平均工资"
)
MINIMUM_WAGE = r"最低工资"

# '在岗职工年平均工资是10.8万元', '社平工资9.6万/年': the local average stated per year ('前一年平均工资' is the
# worker's average over a year, not a yearly figure)
_PER_YEAR_BEFORE = r"(?<![一前上去近今整两度])年(?:平均|均|薪|工资|收入)|全年|每年"
_PER_MONTH_WORDS = r"月|每个?月|一个月"
# without a word of period the size decides: no region's monthly average reaches 20000 and no recent yearly
# one falls below 40000; a figure in between could be either and is asked for
_MONTHLY_AT_MOST = Decimal(20000)
_YEARLY_AT_LEAST = Decimal(40000)


def local_average_monthly(amounts: list[LabelledAmount], include: str) -> Decimal | None:
    """The local average wage per month, from the first amount labelled by `include`: a yearly figure is
    divided by 12; a figure that says neither and could be either is left to ask."""
    for amount in amounts:
        if not re.search(include, amount.label):
            continue
        value = first_amount([amount], include)
        if value is None:
            return None
        after = amount.after
        label = amount.label[re.search(include, amount.label).start() :]
        yearly = bool(re.search(_PER_YEAR_BEFORE, label) or re.match(_PER_YEAR_AFTER, after))
        monthly = bool(re.search(_PER_MONTH_WORDS, label) or re.match(rf"\s*(?:元|块)?\s*(?:/|每|一)?\s*(?:{_PER_MONTH_WORDS})", after))
        if yearly and monthly:
            return None
        if yearly or (not monthly and value >= _YEARLY_AT_LEAST):
            # kept to six places, not cents: three times the average is the yearly figure / 4 to the cent
            return (value / 12).quantize(Decimal("0.000001"))
        if monthly or value <= _MONTHLY_AT_MOST:
            return value
        return None
    return None


# '前6个月每月9000，后6个月涨到了11000', '前半年8000，后半年一万': the pay of each stretch of months
_STRETCH = re.compile(rf"(?P<months>{NUMBER_TOKEN})个月|(?P<half>半年)")


def pay_stretches(amounts: list[LabelledAmount], exclude: str) -> list[tuple[Decimal, Decimal]] | None:
    """(months, monthly pay) for each amount that follows its stretch closely ('后6个月涨到了11000');
    None when one of them is only a lower bound ('后6个月1万多')."""
    stretches: list[tuple[Decimal, Decimal]] = []
    for amount in amounts:
        if re.search(exclude, amount.label):
            continue
        spans = list(_STRETCH.finditer(amount.label))
        if not spans or not re.fullmatch(r"[^，。；\d]{0,8}", amount.label[spans[-1].end() :]):
            continue
        if is_lower_bound(amount.money):
            return None
        last = spans[-1]
        try:
            months = Decimal(6) if last.group("half") else Decimal(str(to_number(last.group("months"))))
        except ValueError:
            continue
        stretches.append((months, amount.money.value))
    return stretches


def stretch_average(stretches: list[tuple[Decimal, Decimal]], service_months: int | None) -> Decimal | None:
    """The 12-month average (实施条例 第二十七条) when the stretches together cover the 12 months before
    leaving, or the whole service when it was shorter; None when a stretch is missing or counted twice."""
    covered = sum((months for months, _ in stretches), Decimal(0))
    expected = min(12, service_months) if service_months else 12
    if covered != expected:
        return None
    return to_cents(sum((months * value for months, value in stretches), Decimal(0)) / covered)


# cars, trucks and buses by their everyday names (a motor vehicle, 道路交通安全法 第一百一十九条); each pattern adds
# what its role needs: a motorcycle, a rider's electric bike, the role words (司机, 车主, 肇事)
# a crash of one vehicle alone: a fixed thing struck ('撞了路边的石墩', '撞到护栏', '撞在树上') or the vehicle overturned or
# off the road ('侧翻', '翻到沟里')
FIXED_OBJECT_STRUCK = (
    r"(?:撞|冲|蹭)(?:了|到|上|在|向)?了?(?:路边|路旁|路上|路中间)?的?(?:石墩|石头|护栏|栏杆|电线杆|路灯杆?|树|墙|路牙子?|马路牙子|隔离带|花坛|桥墩)"
    r"|侧翻|翻车|(?:掉|冲|翻)(?:进|到|下|出)了?[^，。；]{0,3}(?:沟|河|山崖|悬崖|路基|路面)"
)
MOTOR_VEHICLES = r"机动车|汽车|小轿车|轿车|小车|私家车|货车|卡车|客车|大巴|公交车|出租车|的士|网约车|面包车"
# personal injury outside traffic (the personal_injury scenario): harm by an animal someone keeps ('被邻居家的狗咬了',
# '让猫抓伤了'), and a fall or a blow at a shop, a hotel, a playground or another public place ('在超市滑倒摔骨折了')
ANIMALS = r"狗|犬|猫|宠物|藏獒|比特|罗威纳|杜宾|泰迪|金毛|哈士奇|柯基|阿拉斯加|德牧|拉布拉多|萨摩耶?|(?<![企天])鹅|(?<![蜗犀])牛(?![奶肉排仔逼])"
ANIMAL_HARM = (
    rf"(?:{ANIMALS})[^。？?]{{0,16}}?(?:咬|抓伤|抓了|挠伤|挠了|啄伤|啄了|顶伤|顶了|顶倒|扑倒|扑上来|绊倒)|(?:{ANIMALS})[^，。；]{{0,4}}撞(?:倒|伤)?了?我"
    rf"|被(?:[^，。；]{{0,8}}的)?(?:{ANIMALS})"
)
PUBLIC_PLACES = (
    r"超市|商场|商店|便利店|酒店|宾馆|饭店|餐厅|饭馆|火锅店|游乐场|游乐园|儿童乐园|蹦床馆?|游泳池|游泳馆|健身房|银行|车站|机场"
    r"|体育馆|电影院|KTV|景区|公园|小区|医院|菜市场|商铺|店里|店门口"
)
# an object that fell from a building ('被楼上掉下来的花盆砸伤'): its owner's or user's liability (民法典 第一千二百五十三条、
# 第一千二百五十四条), not the place operator's duty of safety
_STOREYS = r"(?:楼上|楼顶|窗户|窗外|阳台|\d+\s*(?:楼|层))"
FALLING_OBJECT = rf"掉下来|掉落|坠落|脱落|高空|抛物|(?:扔|丢|抛)下来|{_STOREYS}[^，。；]{{0,4}}(?:扔|丢|砸)"
# the building (one being built too: '路过工地被掉下来的砖头砸伤') or the fixture it came from, or a throw from on high: a case falling from a train's rack is the carrier's,
# goods from a shop's shelf the shop's duty of safety
_BUILDING_PARTS = r"工地|脚手架|塔吊|楼|阳台|窗|屋檐|房檐|外墙|墙皮|瓷砖|招牌|广告牌|空调|花盆|天花板|吊顶|雨棚|晾衣架"
FALLING_HARM = (
    rf"(?:高空|抛物)[^。？?]{{0,16}}?(?:砸|伤|死)|(?:{_BUILDING_PARTS})[^，。；]{{0,8}}?(?:{FALLING_OBJECT})[^。？?]{{0,16}}?(?:砸|伤|死)"
    rf"|(?:{FALLING_OBJECT})的?(?:{_BUILDING_PARTS})[^。？?]{{0,8}}?(?:砸|伤|死)"
    # a throw or a drop from a storey, a window or a balcony ('被楼上扔下的酒瓶砸破了头', '从窗外丢出来'): the building
    # named in it
    rf"|{_STOREYS}[^，。；]{{0,4}}?(?:扔|丢|抛|掉)(?:下|出)[^。？?]{{0,16}}?(?:砸|伤|死)"
    # the part told, the fall from it in the next clause ('经过施工的脚手架，上面掉下来一根钢管砸伤了我')
    rf"|(?:{_BUILDING_PARTS})[^，。；]{{0,4}}[，,]\s*(?:从)?(?:上面|上头|顶上|楼上)[^，。；]{{0,4}}?(?:{FALLING_OBJECT})[^。？?]{{0,16}}?(?:砸|伤|死)"
)
# the worker already draws a pension ('已经领养老金了', '在领退休金'; not '没领养老金'): with the employer, a 劳务关系
# (劳动争议解释（一） 第三十二条第一款), no labour relation
DRAWS_PENSION = r"(?<![没未不])(?:领|拿|享受|领取)(?:着|了)?(?:养老金|退休金|退休工资|养老保险待遇)|(?:已经|早就|早已)(?:办了?)?退休"
# what a retiree's service relation means for a work injury, and its exceptions: one sentence each, every note on a
# retiree hurt at work saying it in these words and adding its own tail (the interpretation and the ministry's opinion
# are not in the corpus: cited from memory)
RETIREE_SERVICE_RELATION = (
    "用人单位与已经依法享受养老保险待遇或者领取退休金的人员（如退休返聘）之间按劳务关系处理，不是劳动关系（最高人民法院关于审理劳动争议"
    "案件适用法律问题的解释（一） 第三十二条第一款），工伤认定和工伤保险待遇以劳动关系为前提，一般不能认定工伤、没有工伤保险待遇"
)
RETIREE_WORK_INJURY_EXCEPTIONS = (
    "没有领取养老金（未享受基本养老保险待遇）、继续工作受伤的，或者单位已为其缴纳工伤保险费的（如按项目参保），可以按工伤处理"
    "（人力资源社会保障部关于执行《工伤保险条例》若干问题的意见（二）（人社部发〔2016〕29号） 第二条）"
)
# a building site named: the one building there (施工单位) manages and uses the site and its scaffolds (第一千二百五十三条)
BUILDING_SITE = r"工地|脚手架|塔吊|施工"
# the asker struck someone ('我把人打了', '我把他推倒了', '我动手打伤了同事')
ASKER_STRUCK = (
    # (not the asker struck: '顾客把我打伤了')
    r"(?<![把被让])我[^，。；被]{0,8}?把(?:人|他|她|对方|[^，。；我]{1,6}?)(?:打|揍|踢|推)(?:了|伤|断|成|倒)"
    r"|(?<![把被让])我(?:动手|一拳|一巴掌)?(?:打|揍|推)(?:伤|倒)了?(?:人|他|她|对方)?"
    r"|(?<![把被让])我(?:动手)?打了(?:人|他|她|对方)|(?<![把被让])我[^，。；被]{0,4}?(?:打|揍|推|踢)了[^，。；]{0,6}?一(?:把|拳|脚|巴掌)"
)
# a person, often a child at play, who ran into someone ('小孩在小区里跑把老人撞倒了', '被一个小孩跑过来撞倒了'): a tort
# by that person's fault (第一千一百六十五条; a minor's guardian answers, 第一千一百八十八条), not a road accident
MINORS = r"小孩|孩子|小朋友|熊孩子|小男孩|小女孩|男孩|女孩|学生|少年"
# the asker's own child, of any age ('我儿子', '我家闺女'): a minor only by the age or the school told
ASKERS_CHILD = r"(?:我|我家|我们家|俺家)的?(?:儿子|女儿|闺女|孩子|小孩|娃)"
# a toy ridden on the pavement ('滑板车', '平衡车', '轮滑'): no vehicle under 道路交通安全法 第一百一十九条, so its rider's
# bump is a person's, not a road accident's
RIDDEN_TOYS = r"(?:电动)?(?:滑板车|平衡车|扭扭车|滑板|轮滑鞋?|旱冰鞋|溜冰鞋)"
_NOT_A_VEHICLE = rf"(?:{RIDDEN_TOYS}|[^，。；车])"
# a child's bicycle (道路交通安全法 第一百一十九条第（四）项: a non-motor vehicle), not an electric one
CHILDS_BIKE = r"(?:(?:儿童|小|共享)?(?:自行车|单车|脚踏车)|童车)"
_PUSHED_CARTS = r"购物车|手推车|小推车|推车|平板车"
_GROWN_PERSON = r"大人|成年人|男的|女的|小伙子?|大爷|大妈|阿姨|大叔|路人|行人|陌生人"
PERSON_BUMP = (
    rf"(?:{MINORS}|{ASKERS_CHILD}|[一个]人|男的|女的){_NOT_A_VEHICLE}{{0,8}}?(?:跑|冲|追|玩|打闹|骑|滑|踩){_NOT_A_VEHICLE}{{0,8}}?(?:撞|碰)(?:倒|伤|翻|了|到)"
    # the child told first, the play in a later clause ('我家孩子7岁，在小区玩的时候把一个老太太撞倒了')
    rf"|(?:{MINORS}|{ASKERS_CHILD})[^。；车]{{0,16}}?(?:跑|冲|追|玩|打闹|骑|滑|踩){_NOT_A_VEHICLE}{{0,8}}?把[^，。；车]{{1,8}}?(?:撞|碰)(?:倒|伤|翻|了)"
    # the asker run into ('跑步被一个大人撞倒了', '被一个骑滑板车的小孩撞了'); a bare '被人撞倒' may be a driver's
    rf"|被(?:一个|个|那个|几个)?(?:{_GROWN_PERSON}|(?:骑|踩|玩)着?{RIDDEN_TOYS}的(?:{MINORS}|{_GROWN_PERSON}|人))[^，。；车]{{0,6}}?(?:撞|碰)(?:倒|伤|翻|了|到)"
    # a child on a bicycle ('我家孩子十岁，在小区骑自行车把一个老人撞倒了', '被一个骑自行车的小孩撞了'): a non-motor
    # vehicle, its rider answering by fault and a minor's guardian for the child (第一千一百八十八条); no motor vehicle's
    # rules apply. The child riding is the subject: '孩子骑自行车被汽车撞了' is the child hurt
    rf"|(?:{MINORS}|{ASKERS_CHILD})[^。；车]{{0,16}}?骑着?(?:一辆|辆)?{CHILDS_BIKE}[^，。；车被]{{0,8}}?(?:把[^，。；车]{{1,8}}?)?(?:撞|碰)(?:倒|伤|翻|了|到)"
    rf"|被(?:一个|个|那个)?骑着?{CHILDS_BIKE}的(?:{MINORS})[^，。；车]{{0,6}}?(?:撞|碰)(?:倒|伤|翻|了|到)"
    # a cart pushed by someone ('在商场里被别的顾客推的购物车撞倒了'): no vehicle, the one pushing it answers by fault
    rf"|被[^，。；车]{{0,8}}?(?:推|拉|拖)着?的?(?:{_PUSHED_CARTS})[^，。；]{{0,4}}?(?:撞|碰|轧|压)(?:倒|伤|翻|了|到)"
)
# the asker's child who struck someone ('我儿子15岁…把人家打伤了', '我家孩子打伤了同学'): the child's guardian answers for a
# minor (第一千一百八十八条)
ASKERS_CHILD_STRUCK = (
    rf"(?:{ASKERS_CHILD})[^。？?]{{0,24}}?(?:把|将)(?:人|[^，。；我]{{1,6}}?)(?:打|揍|踢|推)(?:了|伤|断|成|倒)"
    rf"|(?:{ASKERS_CHILD})[^。？?被]{{0,24}}?(?:打|揍|踢|推)(?:伤|倒)了?(?:人|别人|人家|同学|对方)"
)
# a blow or a fight ('被人打伤了', '跟邻居打架', '被他推倒了'): the one at fault answers (第一千一百六十五条); not a vehicle's
FIGHT_HARM = (
    r"打架|互殴|斗殴|打起来|(?:被|让)(?:人|别人|[^，。；车\d]{1,8}?)(?:殴打|打|揍|踢|推)(?:了|伤|断|成|骨折|倒|一顿|到|下|掉)"
    # struck with no one named, told by what the blow did ('我被打掉两颗牙', '被打伤了')
    r"|被(?:殴打|打|揍|踢)(?:伤|掉|骨折)"
    r"|把我(?:打|揍|踢|推|砍|捅|刺)(?:了|伤|断|成|倒)|用[^，。；车\d]{1,6}?把我(?:砸|扎|戳|划)(?:了|伤|断|成|破)"
    # the part of the body struck told, with what struck it held ('拿酒瓶把我头打破了', '一拳把我鼻子打出血了')
    r"|把我(?:的)?(?:头|脸|鼻子|眼睛|牙齿?|嘴|耳朵|手|胳膊|腿|脚|肋骨)(?:给)?(?:打|揍|踢|砸|砍|捅|刺|扎|划)(?:了|伤|断|成|倒|破|出血|骨折)"
    # cut or stabbed by a person, or with a tool someone held ('被人砍伤', '被同学用铅笔扎伤了眼睛'); not by a thing
    # alone ('被钉子扎伤')
    r"|(?:被|让)(?:人|别人|[^，。；车\d]{1,8}?用[^，。；车\d]{1,6}?)(?:砍|捅|刺|扎|戳|划|砸)(?:了|伤|断|成|瞎|破|到)"
    # the asker, or the asker's child, as the one who struck ('我把人打了', '我动手打伤了邻居'): the same tort, told from
    # the payer's side
    rf"|{ASKER_STRUCK}|{ASKERS_CHILD_STRUCK}"
)
# a child hurt at a school or a kindergarten, in its time there ('孩子在幼儿园玩滑梯摔骨折了', '上体育课跳马摔伤了', '在学校被
# 同学推倒'): the school's liability (第一千一百九十九条至第一千二百零一条)
SCHOOLS = r"幼儿园|托儿所|学校|小学|初中|中学|高中|校园|校内|教室|操场|体育课|课间|课上|上课|培训班|培训机构|托管班|托管机构|早教"
SCHOOL_HARM = (
    rf"(?:{SCHOOLS})[^。？?]{{0,20}}?(?:摔|跌|磕|碰伤|撞伤|撞到|砸|夹伤|夹到|烫伤|受伤|骨折|打伤|打了|推倒|扭伤|划伤|伤了|受了伤|咬伤|溺水|死亡|去世)"
)
_PLACE_HARMS = r"滑倒|摔|跌|绊倒|砸|掉下|坠落|夹伤|夹到|磕|受伤|骨折|溺水|烫伤|划伤|划破|割伤"
# a building's shared parts ('楼道', '电梯'), or its stairs where the question names their manager ('在楼梯上摔倒了，楼梯灯
# 坏了物业一直没修'; not '在家里楼梯上摔了'): the property-service company's duty of safety
_SHARED_PARTS = r"楼道|电梯|地下车库|停车场"
# the place's floor or steps left slippery ('超市门口的台阶结了冰也没人清理', '泳池边地面很滑也没有警示牌'): the fall it caused
# may be told a clause or two later ('…，我买完东西出来滑倒了')
SLIPPERY = r"结(?:了)?冰|有冰|积水|积雪|有水|(?:全|都)是水|湿滑|很滑|太滑|特别滑|地滑|有油|油污"
PLACE_HARM = (
    rf"(?:{PUBLIC_PLACES}|{_SHARED_PARTS})[^。？?]{{0,16}}?(?:{_PLACE_HARMS})"
    rf"|(?:{PUBLIC_PLACES})[^。？?]{{0,16}}?(?:{SLIPPERY})[^。？?]{{0,20}}?(?:{_PLACE_HARMS})"
    rf"|楼梯[^。？?]{{0,16}}?(?:{_PLACE_HARMS})(?=[^。？?]*物业)|物业[^。？?]*楼梯[^。？?]{{0,16}}?(?:{_PLACE_HARMS})"
)
# a dwelling's fixture left broken by the one who keeps it ('租的房子楼梯扶手松了，我摔伤了，房东要赔吗', '楼道的灯坏了很久，
# 物业一直不修，我摔了一跤'): nothing fell, so not 第一千二百五十三条, but the keeper's fault (第一千一百六十五条) in its duty
# of repair: the landlord's (第七百一十二条) or the estate's property-service company's (第九百四十二条)
# (a rented home names its landlord: '租的房子', '出租屋')
LANDLORD_WORDS = r"房东|租的(?:房子|房|屋)|出租(?:屋|房)|租房|租住"
DWELLING_KEEPERS = rf"{LANDLORD_WORDS}|物业"
DWELLING_DEFECT = r"(?:扶手|栏杆|护栏|台阶|楼梯|踏步|灯|照明|地砖|地板)[^，。；]{0,6}?(?:坏|松|断|破|塌|晃|不亮|没修|不修)"


def dwelling_defect_harm(text: str) -> bool:
    """Whether the question tells a hurt from a dwelling's broken fixture and names its keeper (DWELLING_KEEPERS)."""
    return all(re.search(pattern, text) for pattern in (DWELLING_KEEPERS, DWELLING_DEFECT, _PLACE_HARMS))


# a fall into a manhole or sewer left open ('掉进没盖井盖的下水道', '踩翻了井盖摔进去'): its manager answers unless it proves
# it met its duty of management (民法典 第一千二百五十八条第二款)
MANHOLE_HARM = (
    r"(?:掉|摔|跌|踩|陷|落)(?:进|入|到|下|翻)?(?:了)?[^，。；]{0,10}?(?:井盖|窨井|下水道|检查井|井里|井口)"
    r"|(?:井盖|窨井)[^，。；]{0,8}?(?:没盖|没有盖|缺|丢|破|翻|松|坏|被偷)[^。？?]{0,16}?(?:摔|掉|跌|伤|骨折|断)"
)
# a ride as a carrier's passenger ('坐公交车', '乘坐长途大巴', '打了个滴滴', '在出租车上'): a contract of carriage
# (民法典 第八百二十三条); not a free ride in a private car ('搭朋友的车', 好意同乘) nor a workplace shuttle (班车)
CARRIERS = r"公交车?|公共汽车|地铁|轻轨|有轨电车|火车|高铁|动车|大巴车?|中巴车?|长途(?:汽车|客车|大巴车?|车)|旅游大巴|客车|出租车|的士|网约车|滴滴|专车"
CARRIER_RIDE = (
    rf"(?:坐|乘坐|乘|搭乘|搭|打)(?:了|上|着|上了)?(?:一?(?:辆|趟|个))?(?:{CARRIERS})|在(?:{CARRIERS})上"
    # the vehicle opening a clause ('公交车上被别的乘客挤倒了'); not a time of day or a trip to work ('公交车上班')
    rf"|(?<![\u4e00-\u9fff])(?:{CARRIERS})上(?![班学课午])"
    rf"|(?:{CARRIERS})(?:上|里)的?(?:乘客|旅客)|打车|打的"
)

# the words that leave an item out of what is counted or asked ('抚恤金先不算', '不包括营养费', '精神抚慰金除外');
# each extractor frames them: after the item or before it, after '先' or '暂'
SET_ASIDE_WORDS = r"不算|不计(?:算|入)?|不考虑|不包括|不含|不纳入|除外"

# the employer's business troubles ('经济困难', '效益不好', '订单少了'): a sign of a labour-contract question when
# routing, and a ground of 第四十条第（三）项 or 第四十一条 (never a worker's fault) when reading the dismissal; one list
BUSINESS_TROUBLE = (
    r"经济困难|经营(?:困难|不善|调整)|生产经营发生严重困难|资金困难|效益(?:不好|差)|业务(?:调整|收缩|萎缩)|亏损|订单少了|生意不好"
)


def stated_yes_no(text: str, no: str, yes: str) -> bool | None:
    """False when the text says `no`, else True when it says `yes`, else None (the question does not say).

    The denial is looked for first: '没有交工伤保险' also contains '交工伤保险'.
    """
    if re.search(no, text):
        return False
    if re.search(yes, text):
        return True
    return None


# the whole numeral before 级, so that '十一级' is read as eleven (and refused), never as the 一 inside it
_GRADE_NUMERALS = "零〇一二两三四五六七八九十壹贰貳叁參肆伍陆陸柒捌玖拾"
_GRADE = re.compile(
    rf"(?:伤残等级(?:为|是|评定为|鉴定为)?|伤残)?(?<![\d.{_GRADE_NUMERALS}])(?P<grade>[{_GRADE_NUMERALS}]+|\d+)\s*级(?:伤残)?"
)
# both scales (工伤保险条例 第三十五至三十七条 with its grading standard, and 人体损伤致残程度分级) run from
# 一级 (most severe) to 十级
DISABILITY_GRADES = range(1, 11)
# grades written in the numerals of financial documents ('捌级')
# what a grade of disability is said near: '鉴定为七级', '七级伤残', '工伤评了六级', '劳动能力鉴定九级'
# (and its common typo '劳动能力坚定九级')
_GRADE_CONTEXT = r"伤残|残疾|致残|鉴定|坚定|评|工伤|劳动能力|定级|定残|定了|定为"
# grades of other things: '三级医院', '二级建造师', '四级技工', '十级台风'
_OTHER_GRADE = r"\s*(?:医院|甲等|乙等|医疗机构|建造师|技工|电工|焊工|职称|工程师|台风|风|台阶|楼梯|地震|警报)"


# a grade told by its share ('评了10%的伤残', '伤残系数20%'): 人体损伤致残程度分级 puts 十级 at 10 % and each grade up
# 10 % more, to 一级 at 100 %; a share off that scale ('15%') names no grade and is asked for
_GRADE_SHARE = re.compile(
    r"(?:伤残|致残)(?:系数|赔偿指数|指数|比例|程度)(?:为|是|按)?\s*(?P<share>\d{1,3})\s*[%％]"
    r"|(?<![\d.])(?P<share_before>\d{1,3})\s*[%％]\s*(?:的)?(?:伤残|致残)"
)


def disability_grade(text: str) -> int | None:
    """The disability grade told (一级 … 十级, or its share of 10 % to 100 %); a grade outside the scale is refused,
    never read as another."""
    for match in _GRADE.finditer(text):
        token = match.group("grade")
        context = text[max(0, match.start() - 12) : match.end() + 3]
        if not re.search(_GRADE_CONTEXT, context) or re.match(_OTHER_GRADE, text[match.end() :]):
            continue
        grade = to_number(token.translate(CAPITAL_NUMERALS))
        if grade not in DISABILITY_GRADES:
            raise ValueError(f"伤残等级“{token}级”不存在：伤残等级为一级至十级（1–10级），请核对鉴定结论")
        return int(grade)
    for match in _GRADE_SHARE.finditer(text):
        share = int(match.group("share") or match.group("share_before"))
        if share % 10 == 0 and 11 - share // 10 in DISABILITY_GRADES:
            return 11 - share // 10
    return None


# a death told as an event ('死亡', '去世', '抢救无效'); '死亡赔偿金', '死亡伤残限额' name an item or a limit
# ('抢救两天没救过来', '没能抢救回来': a rescue that failed)
DEATH_WORDS = (
    r"死亡(?!伤残|赔偿|补偿)|身亡|去世|过世|离世|病逝|遇难|丧生|殉职|工亡|坠亡|不治(?!疗)|抢救无效|医治无效"
    r"|(?:没|没有|没能|未能)(?:抢)?救(?:过来|回来|活)"
)
# a trip on the employer's business: a delivery, a business trip, an errand the employer sent the worker on
ERRANDS = (
    r"送货|送外卖|送快递|送餐|送件|送单|取餐|配送|出差|外出办事|跑业务|出外勤|跑单|接单送"
    # driving as the job ('是给老板开车的', '给公司跑运输')
    r"|给(?:老板|公司|单位|厂里?|雇主)(?:开车|拉货|送货|跑车|跑运输)|跑运输"
)
# the way to or from work ('上下班途中', '下班骑电动车回家路上': the way told between)
COMMUTE = r"上下班|(?:上|下)班(?:的)?(?:途中|路上|回家)|(?:上|下)班[^，。；]{1,8}?(?:途中|路上)"
# the asker mainly or wholly at fault ('我全责', '我负主要责任'): a commuting accident is a work injury only when the
# worker is not mainly responsible (工伤保险条例 第十四条第（六）项)
OWN_MAIN_FAULT = r"(?:我|本人|我方|我这边)(?:负|承担|是|被定|被判)?(?:全|主)(?:责|要责任)|(?:我|本人|我方)(?:负|承担)?(?:全部|主要)责任"
# driving as the job for an employer: an errand, the employer's driver, or a truck or a bus driven ('我是公司的司机',
# '老公开大货车'); not a taxi or a ride-hailing car, whose drivers often work on their own account
DRIVING_FOR_WORK = (
    rf"{ERRANDS}|(?:公司|单位|厂里?|老板|车队)的?(?:专职)?(?:司机|驾驶员)"
    r"|开(?:大)?(?:货车|卡车|挂车|渣土车|罐车|大巴|客车|公交车?)|(?:货车|卡车|大巴|客车|公交车?)司机"
)
# an employer told beside the driving (a truck may be the driver's own)
_EMPLOYED = r"公司|单位|老板|厂里?|雇主|车队|工伤"
# the driver's crash with no one else at fault: the driver's own full fault ('是他自己的全责', '我自己全责') or a
# crash into a fixed object
_DRIVERS_OWN_CRASH = rf"(?:我|他|她|本人)自己(?:的)?(?:负|是)?(?:全责|全部责任)|{FIXED_OBJECT_STRUCK}|单方事故"
# another person run into by the driver: that person's claim, not the driver's harm
_SOMEONE_ELSE_HIT = (
    r"撞(?:了|到|倒|伤|死)了?(?:一个|个|一位|一名)?(?:人|行人|路人|老人|老太太|小孩|孩子|学生|骑车的)|把[^，。；]{1,8}?撞(?:了|倒|伤|死)"
)


def drivers_own_crash_at_work(text: str) -> bool:
    """A driver hurt or killed in a crash of their own, driving for the employer ('我是公司的司机，开车送货时撞了护栏，
    我自己全责'): harm at work whatever the traffic fault (工伤保险条例 第十四条第（一）、（五）项), with no other party to
    claim from; not on the commute, whose 第（六）项 needs the worker not mainly at fault."""
    return bool(
        re.search(DRIVING_FOR_WORK, text) and re.search(_EMPLOYED, text) and re.search(_DRIVERS_OWN_CRASH, text)
        and not re.search(_SOMEONE_ELSE_HIT, text) and not re.search(COMMUTE, text)
    )


# a platform's delivery rider or like gig worker, told of the asker or the injured ('我是外卖骑手', '在美团送外卖',
# '众包骑手'): whether a labour relation exists, and with whom, is open
PLATFORM_WORKER = r"外卖(?:员|骑手|小哥)|骑手|众包|美团|饿了么|闪送|跑腿|(?:在|给)[^，。；]{0,6}平台[^，。；]{0,4}(?:送|跑|接单)|送外卖"
# a sudden illness ('突发脑溢血', '猝死'): at work it counts as a work injury only by 工伤保险条例 第十五条
SUDDEN_ILLNESS = r"突发(?:疾病|急病|脑溢血|脑出血|脑梗|心梗|心肌梗死|心肌梗塞|心脏病)|猝死"
# killed, in plain words ('在工地摔死了', '被撞死'); '吓死了', '累死了', '没死了' are no death
KILLED_WORDS = r"[摔砸撞电淹烧压轧碾]死|(?<![吓累气笑热冷疼痛烦急饿困点些不没])死了"
# a near miss ('差点被车撞死', '险些丧生'): no death
_NEAR_MISS = r"差点|差一点|险些|几乎|险被"


def death_told(text: str, words: str) -> bool:
    """Whether a death word of `words` is said of a death that happened, not of a near miss in its clause."""
    for found in re.finditer(words, text):
        if not re.search(_NEAR_MISS, text[clause_at(text, found.start())[0] : found.start()]):
            return True
    return False


# --- stretches of time: the days in hospital, the time off work, the days of care ------------------------------------

# a stretch of time as told ('20天', '两周', '3个月', '半个月', '两个半月', '半年', '一年'); a vague one ('十来天', '十几天',
# '20多天', '两个多月', '三四个月') is read with no count, its words kept to be asked about
SPAN_TOLD = (
    r"(?P<span>(?P<span_count>\d+(?:\.\d+)?|[零〇一二两三四五六七八九十百几]+)\s*(?P<span_more>多|来|余)?\s*"
    r"(?P<span_unit>个半月|个多月|个月|天|日|周|个星期|个礼拜|星期|礼拜|年(?![\d零〇一二两三四五六七八九十]{1,2}月|度|底|初))"
    r"|(?P<span_half>半个?月|半年))"
)
_WEEK_UNITS = ("周", "个星期", "个礼拜", "星期", "礼拜")


@dataclass(frozen=True)
class Span:
    """A stretch of time as the question told it: its count in `unit` ('天' or '个月'; weeks are days, a year is twelve
    months), None when the words give no one count, and the words themselves."""

    count: Decimal | None
    unit: str
    said: str


def span_told(match: re.Match[str]) -> Span:
    """The Span a match of SPAN_TOLD reads."""
    said = match.group("span")
    half = match.group("span_half")
    if half:
        return Span(Decimal("0.5") if "月" in half else Decimal(6), "个月", said)
    unit = match.group("span_unit")
    months = unit in ("个半月", "个多月", "个月", "年")
    try:
        count = Decimal(str(to_number(match.group("span_count"))))
    except UnclearNumber:
        return Span(None, "个月" if months else "天", said)
    if match.group("span_more") or unit == "个多月" or count <= 0:
        return Span(None, "个月" if months else "天", said)
    if unit in _WEEK_UNITS:
        return Span(count * 7, "天", said)
    if unit == "年":
        return Span(count * 12, "个月", said)
    return Span(count + (Decimal("0.5") if unit == "个半月" else 0), "个月" if months else "天", said)


# time off work through an injury: '误工3个月', '休息了两个月', '在家养了半个月', '请假20天', '没上班一个多月', the time
# first ('两周没上班'), or a leave taken ('请了一个月假'); the leave a carer took to nurse ('请假照顾了我一个月', '请了一个
# 月假陪床') is told with the care
_TIME_OFF_WORDS = (
    r"误工(?:期|时间)?|休息|休养|休(?=了)|歇(?:了|息)|养伤养|养病养|养伤|养病|在家养|请(?:了)?(?:病)?假|(?:没|没有|没法|没能|不能)(?:去)?上班"
    r"|上不了班|(?:没|没法|不能)(?:干活|工作)"
)
_TIME_OFF = (
    re.compile(rf"(?:{_TIME_OFF_WORDS})(?:了|为|是|共|有|一共|总共|将近|差不多|大概|约|整整|足足)*\s*{SPAN_TOLD}(?![\d.])"),
    re.compile(rf"请了\s*{SPAN_TOLD}的?(?:病)?假"),
    re.compile(rf"(?<![\d.]){SPAN_TOLD}(?:都|也)?(?:没|没有|没法|不能)(?:去)?上班"),
)
CARE_WORDS = r"照顾|照料|护理|陪护|陪床|看护|伺候|陪着"


def times_off(text: str) -> list[re.Match[str]]:
    """Each time off work told (read by span_told), in the order of the text; not a leave taken to nurse someone."""
    found = [match for pattern in _TIME_OFF for match in pattern.finditer(text)]
    return sorted(
        (match for match in found if not re.search(CARE_WORDS, text[match.start() : clause_at(text, match.start())[1]])),
        key=lambda match: match.start(),
    )


# a stay in hospital told of the injured ('住院20天', '在医院住了两周', '出院后'); not one denied just before it ('没住院',
# '不用住院')
_HOSPITAL_STAY = r"住院|住了[^，。；\d]{0,2}院|住进(?:了)?医院|医院(?:里)?住|入院|出院"
_NO_STAY = r"没|不用|无需|不需要|未|不必"
# its length: '住院20天', '住院治疗了15天', '在医院住了两周', '住院半个月'; or '住了20天院', '住了一个月的院'
_HOSPITAL_SPANS = (
    re.compile(rf"(?:住院(?:治疗)?(?:期间)?|医院(?:里)?住|住进(?:了)?医院)(?:了|共|一共|共计|达|将近|差不多|大概)?\s*{SPAN_TOLD}"),
    re.compile(rf"住了\s*{SPAN_TOLD}(?:的)?院"),
)


def hospital_span(text: str) -> Span | None:
    """How long the injured stayed in hospital as told: the one span said (two different ones tell none)."""
    spans = {span_told(found) for pattern in _HOSPITAL_SPANS for found in pattern.finditer(text)}
    lengths = {(span.count, span.unit) for span in spans}
    return min(spans, key=lambda span: span.said) if len(lengths) == 1 else None


def hospital_stay(text: str) -> tuple[bool, int | None]:
    """Whether the injured stayed in hospital, and for how many days when one length is told: a stay in months counts
    DAYS_PER_MONTH days a month ('住院半个月' is 15 days); None for none, a vague one ('十来天') or two different ones."""
    stayed = False
    for found in re.finditer(_HOSPITAL_STAY, text):
        before = text[clause_at(text, found.start())[0] : found.start()]
        if not re.search(_NO_STAY, before[-3:]):
            stayed = True
            break
    span = hospital_span(text)
    if span is None or span.count is None:
        return stayed, None
    days = span.count * DAYS_PER_MONTH if span.unit == "个月" else span.count
    return True, int(days) if days == int(days) else None


# the people other than the asker whose states a question may tell of ('我妈住院期间', '我爷爷领退休金',
# '父母在老家务农', '我老婆怀孕了'): the one list said_of_kin, subject_before and traffic's age reader read
KIN_NOUNS = (
    r"爷爷|奶奶|外公|外婆|姥姥|姥爷|父母|爸爸?|妈妈?|父亲|母亲|公公|婆婆|岳父|岳母|丈夫|老公|妻子|老婆|媳妇|爱人|太太|嫂子|弟媳|儿媳"
    r"|女朋友|男朋友|对象|儿子|女儿|孩子|小孩|外孙女|外孙|孙子|孙女|哥哥?|姐姐?|弟弟?|妹妹?|兄弟|姐妹|亲戚|家人|家里人|老人|同事|朋友|邻居"
)
SUBJECT_WORDS = rf"{KIN_NOUNS}|我|俺|本人|自己"


def subject_before(text: str, position: int) -> str | None:
    """The person named last before `position` in its clause ('我妈住院期间' -> '妈', '我怀孕了' -> '我'), or None."""
    people = re.findall(SUBJECT_WORDS, text[clause_at(text, position)[0] : position])
    return people[-1] if people else None


def said_of_kin(text: str, position: int) -> bool:
    """Whether the word at `position` is told of a relative or another person, not of the asker: the nearest
    person before it in its clause is one of KIN_NOUNS."""
    person = subject_before(text, position)
    return person is not None and re.fullmatch(KIN_NOUNS, person) is not None


# --- the place of the work or the accident (the region whose published figures apply) ------------------------------

def place_told(text: str, places: Places) -> str | None:
    """The place where the work or the accident is, as far as the question names it (work_places_named): the city
    where one is named, else the province. None where no place is named, or where the places named are two cities or
    lie in two provinces (which one's figures apply is then for the user to say: several_places_note)."""
    return one_place(work_places_named(text, places), places)


# the employer's workplace moved ('公司从上海搬到苏州', '我们厂迁到东莞'; not the worker's own move, '我搬到…'): the
# figures are those of where the contract was performed (劳动合同法实施条例第十四条), the old place for a worker who
# did not go along ('我不愿意去'), the new one for a worker who went ('我跟着去了'); a move told with neither leaves both
# places named, for the user to say (several_places_note)
_WORKPLACE_MOVE = re.compile(
    r"(?:公司|单位|厂|工厂|企业|门店|店|老板)[^，,。；;我]{0,4}?"
    r"(?:从(?P<origin>[^，,。；;]{1,10}?))?(?:整体|全部)?(?:搬|迁)(?:了|走了)?(?:到|去|往|至)(?P<destination>[^，,。；;]{1,10})"
)
WENT_ALONG = r"(?<![没不有肯想意])(?<!没法)(?<!无法)(?<!不能)(?<!没办法)(?:跟着?(?:公司|单位|厂)?(?:去|过去|搬过去)|随(?:公司|单位|厂)?(?:去|过去|迁)|我也(?:跟着?)?(?:去|过去)了)"
_STAYED_BEHIND = r"不(?:愿意?|想|肯|打算)?(?:跟着?)?(?:去|过去)|没(?:有)?(?:跟着?)?(?:去|过去)|拒绝"


def work_places_named(text: str, places: Places) -> tuple[str, ...]:
    """The places `text` names as where the work or the accident is (Places.named), the place a workplace moved away
    from or to (_WORKPLACE_MOVE) taken as the worker's workplace or left out by whether the worker went along."""
    move = _WORKPLACE_MOVE.search(text)
    if not move:
        return places.named(text)
    after = text[move.end() :]
    went = re.search(WENT_ALONG, after)
    stayed = not went and re.search(_STAYED_BEHIND, after)
    origin = move.group("origin") or ""
    # the place the worker did not work in is blanked wherever named ('不愿意去苏州'); the old place reads as a place
    # of work ('从上海搬' names where someone came from, Places: blanked unless told as where the work was)
    left_out = [m.name for m in places.mentions(origin if went else move.group("destination") if stayed else "")]
    told = text[: move.start("origin") - 1] + "在" + text[move.start("origin") :] if origin and not went else text
    for name in left_out:
        told = told.replace(name, "＊" * len(name))
    return places.named(told)


def one_place(named: tuple[str, ...], places: Places) -> str | None:
    """Of the places named, the one whose figures apply: the city where one is named, else the province; None where
    none is named, or two cities, or places in two provinces."""
    if len({places.province_of[name] for name in named}) != 1:
        return None
    cities = [name for name in named if places.is_city(name)]
    if len(cities) > 1:
        return None
    return cities[0] if cities else named[0]


# whose figures apply where several places are named: 劳动合同法实施条例第十四条 (the place the contract is performed)
# for labour and work-injury questions, 人身损害赔偿解释 (the court hearing the claim) for a road accident
_WHOSE_FIGURES = {
    "economic": "劳动合同履行地（劳动合同法实施条例第十四条）",
    "work_injury": "劳动合同履行地（劳动合同法实施条例第十四条）",
    "traffic": "受诉法院所在地（最高人民法院关于审理人身损害赔偿案件适用法律若干问题的解释）",
}


def several_places_note(text: str, scenario: str, region: str | None, places: Places) -> list[str]:
    """A note where the question names several places and no region was settled: which were read, and whose
    figures the law applies, so the user can name the region."""
    named = work_places_named(text, places)
    if region is not None or len(named) < 2 or scenario not in _WHOSE_FIGURES:
        return []
    return [f"题中提到多个地点（{'、'.join(named)}），未确定是哪一地：需要当地统计数据（平均工资、"
            f"最低工资等）时，应按{_WHOSE_FIGURES[scenario]}的标准；请写明是哪一地"]
