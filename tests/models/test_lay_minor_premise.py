"""Lay questions that tell facts and ask in the same sentence, across areas: every fact stays in the minor premise and
no question part does (models.parsers.facts_from_question: the minor premise Ask shows when the model gives none)."""

import pytest

from models.parsers import NO_FACTS, facts_from_question


@pytest.mark.parametrize(("question", "facts"), [
    # labour
    ("我在厂里干了两年，老板一直没签合同，能要双倍工资吗？加班费怎么算？", "我在厂里干了两年，老板一直没签合同"),
    ("公司让我自己辞职，不然就调岗，这合法吗", "公司让我自己辞职，不然就调岗"),
    ("试用期第二个月被开了，公司一分钱不给，我能拿到几个月工资", "试用期第二个月被开了，公司一分钱不给"),
    ("上班路上被电动车撞了，骨折住院，算不算工伤，单位该赔多少", "上班路上被电动车撞了，骨折住院"),
    ("老板拖了我三个月工资，一共一万二，去哪里告他", "老板拖了我三个月工资，一共一万二"),
    ("经济补偿金怎么算？", NO_FACTS),
    ("公司的规章制度有效吗", NO_FACTS),
    # traffic
    ("电动车逆行被交警拦了，罚款多少，会扣分吗", "电动车逆行被交警拦了"),
    ("昨晚喝了两瓶啤酒开车回家被查了，会拘留几天", "昨晚喝了两瓶啤酒开车回家被查了"),
    ("我的车停在路边被别人刮了，对方跑了，保险能赔吗？要报警吗？", "我的车停在路边被别人刮了，对方跑了"),
    ("开车撞了人，对方说腿断了，我全责，要赔哪些钱", "开车撞了人，对方说腿断了，我全责"),
    ("驾驶证被扣满12分怎么办", "驾驶证被扣满12分"),
    # family
    ("结婚前我爸妈给了二十万彩礼，现在要离婚，彩礼能要回来吗", "结婚前我爸妈给了二十万彩礼，现在要离婚"),
    ("抚养费一般给多少", NO_FACTS),
    ("我妈去世了，没留遗嘱，舅舅要分房子，他有份吗", "我妈去世了，没留遗嘱，舅舅要分房子"),
    # tenancy
    ("房东突然说要卖房，让我一周内搬走，押金也不退，合不合法", "房东突然说要卖房，让我一周内搬走，押金也不退"),
    ("租的房子热水器坏了，房东不修，我能扣房租吗", "租的房子热水器坏了，房东不修"),
    ("合同还有半年到期，我想提前退租，违约金要付多少", "合同还有半年到期，我想提前退租"),
    # consumer
    ("在超市买的牛奶过期了，喝了拉肚子，商家要赔多少钱", "在超市买的牛奶过期了，喝了拉肚子"),
    ("网购的羽绒服掉毛严重，店家不给退，七天无理由退货有用吗", "网购的羽绒服掉毛严重，店家不给退"),
    ("健身房突然关门了，我办的年卡还剩八个月，钱能退吗？找谁退", "健身房突然关门了，我办的年卡还剩八个月"),
    # criminal and defamation
    ("朋友偷了我两千块钱，被我抓到了，能报警让他坐牢吗", "朋友偷了我两千块钱，被我抓到了"),
    ("我弟被人打成轻伤，打人的要判几年", "我弟被人打成轻伤"),
    ("盗窃罪判多久？", NO_FACTS),
    ("有人在网上骂我，还把我照片发出去，这算诽谤吗，我该怎么做", "有人在网上骂我，还把我照片发出去"),
    # neighbours
    ("邻居在楼道里堆了很多杂物，说了好几次都不听，物业也不管，咋办", "邻居在楼道里堆了很多杂物，说了好几次都不听，物业也不管"),
    ("楼上装修天天打钻到晚上十点，太吵了，可以投诉吗，投诉哪里", "楼上装修天天打钻到晚上十点，太吵了"),
    ("邻居家的树长到我家院子里了，我能不能自己砍掉", "邻居家的树长到我家院子里了"),
    ("隔壁养了条大狗，前几天把我孩子吓哭了，没咬到，能要赔偿吗", "隔壁养了条大狗，前几天把我孩子吓哭了，没咬到"),
])
def test_a_lay_question_keeps_its_facts_and_drops_its_asking(question, facts):
    assert facts_from_question(question) == facts


@pytest.mark.parametrize(("question", "facts"), [
    # a 几 before another clause's question counts what is told; in the last clause it asks
    ("公司扣了我几天工资，合法吗", "公司扣了我几天工资"),
    ("我在这家公司上班几年了，被辞退能拿多少钱", "我在这家公司上班几年了，被辞退"),
    ("孩子才几岁，离婚后归谁", "孩子才几岁"),
    ("扣了我几天工资合法吗", "扣了我几天工资"),
    ("闯红灯被拍了，要罚多少钱，扣几分", "闯红灯被拍了"),
])
def test_a_how_many_asks_only_where_no_other_clause_does(question, facts):
    assert facts_from_question(question) == facts
