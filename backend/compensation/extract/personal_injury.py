"""Reading a question of personal injury outside traffic: the losses and the facts of the items as a road accident's are
read (read_traffic's readers of them), and the facts the liability rests on, by the cause: a kept animal (民法典
第一千二百四十五条至第一千二百四十九条) or a place whose operator owes a duty of safety (第一千一百九十八条)."""

from __future__ import annotations

import re
from dataclasses import fields

from backend.compensation.extract.common import ANIMAL_HARM, ANIMALS, PUBLIC_PLACES, stated_yes_no
from backend.compensation.extract.traffic import read_traffic
from backend.compensation.params import InjuryLosses, PersonalInjuryParams
from backend.compensation.reference import Reference
from backend.compensation.textutil import clean

# whose the animal is ('邻居家的狗', '楼上养的泰迪', '狗主人', '他家狗'): the keeper named, the one who answers
_KEEPER = (
    rf"(?P<keeper>我|俺|{PUBLIC_PLACES}|公司|单位|工地|厂里|邻居|隔壁(?:邻居)?|楼上|楼下|对门|同事|朋友|亲戚|房东|老板|村里人|[老小][\u4e00-\u9fff]|[他她]|别人|人家|某某?)"
    rf"(?:家)?(?:养)?的?(?:[大小黑白黄花]|那只|那条)?(?:{ANIMALS})|(?:{ANIMALS})?(?:的)?(?<!失)主人|饲养人|养(?:狗|猫)的(?:人|那家)"
)
# an animal no one keeps now ('流浪狗', '野狗'): the former keeper answers for an abandoned or escaped one (第一千二百四十九条)
_STRAY = rf"流浪(?:{ANIMALS})|野(?:狗|猫)|没(?:有)?主人的|无主的?(?:{ANIMALS})"
# a dangerous dog whose keeping is banned where the question says so or names a breed the city lists commonly ban
_BANNED = r"烈性犬|禁养|禁止饲养|藏獒|比特|罗威纳|杜宾|高加索|土佐|斗牛犬"
# a safety measure not taken ('没拴绳', '没牵绳', '没戴嘴套', '散养'), or taken ('拴着', '牵着绳')
_UNLEASHED = r"(?:没|未|不)(?:有)?(?:拴|栓|牵|系)(?:狗)?绳|(?:没|未)(?:有)?(?:戴|带|给[它她他]戴)嘴套|散养|放养|放出来|跑出来|不牵绳"
_LEASHED = r"(?<![没未不])(?:拴着|栓着|牵着|系着绳|拴了绳|牵了绳|戴着嘴套)"
# the victim's provocation ('我逗了它一下', '踢了它一脚'), or a denial of any ('我没招惹它', '正常路过')
_PROVOKED = rf"(?<![没不别])(?:挑逗|逗[^，。；]{{0,6}}?(?:它|{ANIMALS}|了)|招惹|惹(?:它|了)|踢(?:了)?(?:它|狗|猫)|打(?:了)?(?:它|狗|猫)|拿[^，。；]{0,4}(?:砸|扔|打)(?:它|狗|猫))"
_NOT_PROVOKED = r"(?:没|没有|并没有?|也没|从来没)(?:去)?(?:招惹|惹|逗|碰|理|靠近)|正常(?:走路|路过|经过)|路过|经过|走在路上|走着走着|什么都没(?:做|干)"
# a place's failure of its duty of safety ('地上有水也没放警示牌', '扶手坏了没人修'), or the care it took
_DUTY_BREACHED = (
    r"地(?:面|上|板|砖)[^，。；]{0,6}(?:有水|有油|湿|滑|破|坑)|(?:没|未)(?:有)?(?:放|设|摆|立|贴)?[^，。；]{0,4}(?:警示|提示|提醒|告示)"
    r"|(?:设施|设备|器材|栏杆|护栏|扶手|台阶|地砖|井盖|天花板|吊顶|招牌|玻璃|门)[^，。；]{0,6}(?:坏|松|脱落|掉|破|塌|碎|没修)"
    r"|没人(?:管|看护|看管|维护)|(?:没|未)(?:有)?(?:铺|放|设|装)?(?:防护|保护|安全|防滑|扶手|护栏|围栏)(?:措施|设施|垫|网|条)?"
    r"|(?:救生员|保安|工作人员|管理员)[^，。；]{0,4}(?:不在|没在|离岗|玩手机)"
)
_DUTY_KEPT = r"(?<![没未])(?<!没有)(?:放|设|摆|立)(?:了|有)[^，。；]{0,4}(?:警示|提示)牌|已经提醒|(?<![没未])提醒过"
# another person's act did the harm ('被别的顾客推倒了', '被人撞倒')
_THIRD_PARTY = r"被(?:人|别人|(?:其他|别的|另一个|一个)(?:顾客|客人|小孩|孩子|人|游客)|陌生人|[男女]的)[^，。；]{0,4}(?:推|撞|打|挤|绊)"
# the victim's own carelessness at a place ('我自己不小心', '小孩跑着玩', '不听劝阻')
_OWN_CARELESSNESS = r"自己不小心|(?:我|自己)(?:也)?没(?:注意|看路|站稳|扶)|不听(?:劝|劝阻|提醒)|打闹|追逐|翻越|(?:闯|进)入?(?:禁止|施工)"
_OWN_CARE = r"不是我(?:的|自己)?(?:不小心|原因)|我(?:很|挺)?小心|正常走路|正常(?:购物|行走|使用)|(?:没有?|并没有?)(?:违规|违反)|自己没有(?:过错|责任)"


def extract_personal_injury(question: str, reference: Reference) -> PersonalInjuryParams:
    """The parameters of an injury outside traffic: the losses and the items' facts as read_traffic reads them (the
    one reader of the items both scenarios share), and the liability facts of the animal or the place."""
    injury, _ = read_traffic(question, reference)
    shared = {field.name: getattr(injury, field.name) for field in fields(InjuryLosses)}
    text = clean(question)
    if re.search(ANIMAL_HARM, text):
        keeper = re.search(_KEEPER, text)
        stray = bool(re.search(_STRAY, text))
        return PersonalInjuryParams(
            **shared,
            cause="animal",
            liable_party_known=True if keeper else None,
            liable_party=_keeper_named(keeper),
            animal_banned=True if re.search(_BANNED, text) else None,
            safety_measures_lacking=stated_yes_no(text, _LEASHED, _UNLEASHED),
            animal_stray=stray or None,
            victim_at_fault=stated_yes_no(text, _NOT_PROVOKED, _PROVOKED),
        )
    place = re.search(PUBLIC_PLACES, text)
    # a residential estate's manager is its property-service company, where the question names it ('物业不管')
    manager = "物业服务企业（小区的管理者）" if "物业" in text else f"{place.group()}的经营者、管理者" if place else None
    return PersonalInjuryParams(
        **shared,
        cause="premises",
        liable_party_known=True if manager else None,
        liable_party=manager,
        safety_duty_breached=stated_yes_no(text, _DUTY_KEPT, _DUTY_BREACHED),
        third_party_caused=True if re.search(_THIRD_PARTY, text) else None,
        victim_at_fault=stated_yes_no(text, _OWN_CARE, _OWN_CARELESSNESS),
    )


def _keeper_named(keeper: re.Match[str] | None) -> str | None:
    """The keeper as the steps name them: '邻居（动物饲养人）'; the bare role where only the role was told ('狗主人')."""
    if keeper is None:
        return None
    named = keeper.group("keeper")
    if named in ("我", "俺"):
        return "提问人（动物饲养人）"
    return f"{named}（动物饲养人或者管理人）" if named else "动物饲养人或者管理人"
