"""Facts as a person tells them in a question ('开车撞死人后逃跑了', '每100毫升150毫克', '贩卖毒品50克'): the engine reads
what they settle and asks for what they leave out, instead of a term from a tier the words never chose."""

from backend.sentencing.factors import read_amount, read_bac, read_deaths
from backend.sentencing.predict import predict_sentence


def test_the_alcohol_level_told_volume_first_or_in_milligrams_alone_is_read():
    assert read_bac("测出来血液酒精含量是每100毫升150毫克")[0] == 150
    assert read_bac("每100毫升血液中含酒精120毫克")[0] == 120
    assert read_bac("他的血液酒精含量98毫克，被查了")[0] == 98
    # a breath test's milligrams per litre is another measure
    assert read_bac("呼气酒精含量0.8mg/L") is None
    assert read_bac("酒精含量150毫克每升") is None
    result = predict_sentence("喝了酒开车，血液酒精含量是每100毫升150毫克，会判几个月？")
    assert result["charge"] == "危险驾驶" and result["penalty"].startswith("拘役") and not result["missing"]


def test_a_drug_weight_told_without_the_drug_asks_for_the_drug():
    for fact in ("贩卖毒品50克会判几年", "他运输了50克毒品，会判几年"):
        result = predict_sentence(fact)
        assert result["months"] == 0 and [m["factor"] for m in result["missing"]] == ["drug_grams"]
        assert "未写明是何种毒品" in result["steps"][-2]["description"]
    # the drug named, the weight is read by its own figures: 50 g of heroin is 数量大
    named = predict_sentence("被告人贩卖毒品海洛因50克")
    assert named["months"] == 180 and not named["missing"]
    # no weight told: selling any amount is a crime (刑法第三百四十七条第一款), but the tier turns on the drug and its
    # weight (under three years to death): no term, both asked for
    unweighed = predict_sentence("贩卖毒品一次，获利200元")
    assert unweighed["months"] == 0 and [m["factor"] for m in unweighed["missing"]] == ["drug_grams"]
    assert "未写明毒品的种类和数量" in unweighed["steps"][-2]["description"]


def test_a_death_and_a_flight_told_in_everyday_words_are_read():
    result = predict_sentence("开车撞死人后逃跑了，会判几年？")
    assert result["charge"] == "交通肇事"
    assert {f["name"] for f in result["factors"]} >= {"deaths", "逃逸"}
    assert result["range_months"][0] >= 36  # 肇事后逃逸: 3–7 years (刑法第一百三十三条)
    one = predict_sentence("开车撞死了一个人，会判几年")
    assert [f["value"] for f in one["factors"] if f["name"] == "deaths"] == [1.0]
    # flight from another crime is not 肇事后逃逸
    theft = predict_sentence("偷了一部手机后逃跑了，手机价值5000元", charge="盗窃")
    assert "逃逸" not in {f["name"] for f in theft["factors"]}


def test_an_accident_told_without_its_responsibility_says_the_term_assumes_it():
    steps = [s["description"] for s in predict_sentence("开车撞死了一个人，会判几年")["steps"]]
    assert any(s.startswith("案情未写明事故责任：交通肇事罪以负事故全部或者主要责任为前提") for s in steps)
    told = [s["description"] for s in predict_sentence("被告人驾车撞死行人一人，负事故全部责任")["steps"]]
    assert not any(s.startswith("案情未写明事故责任") for s in told)


def test_a_sum_someone_was_cheated_of_is_read_as_a_fraud():
    result = predict_sentence("我被人骗了五万块钱，对方会判几年")
    assert result["charge"] == "诈骗" and result["months"] > 0


def test_sums_told_in_everyday_words_are_read():
    assert read_amount("手机值五千块，会坐牢吗")[0] == 5000
    assert read_amount("他给了我一万块，会判刑吗")[0] == 10000
    assert read_amount("信用卡透支了五万，银行催了")[0] == 50000
    assert read_amount("收了别人五十万帮他办事")[0] == 500000
    assert read_amount("少交了两百万的税")[0] == 2000000
    # what was paid back, told as people tell it, is not the sum taken
    assert read_amount("偷了同事3000块钱，后来赔了他两万块")[0] == 3000
    # 块 counting things, and a count of 万 that is no sum, stay unread
    for text in ("被盗车内的电瓶3块", "运来一万块砖", "盗窃3万余次"):
        assert read_amount(text) is None


def test_deaths_counted_before_the_person_are_read():
    assert read_deaths("开车撞死了一个行人")[0] == 1
    assert read_deaths("撞死了两名路人")[0] == 2
    assert read_deaths("撞死行人一人")[0] == 1


def test_an_overdraft_kept_from_the_banks_demands_is_malicious():
    # 恶意透支 has its own, higher figures (法释〔2018〕19号第八条): 五万 is its 数额较大, not the 数额巨大 of other card frauds
    result = predict_sentence("信用卡透支了五万，银行催了好几次，我换了手机号躲起来不还，半年了，会坐牢吗")
    assert result["charge"] == "信用卡诈骗" and "恶意透支" in {f["name"] for f in result["factors"]}
    assert "法定刑档次「基本犯」" in " ".join(s["description"] for s in result["steps"])
    repaid = predict_sentence("信用卡透支了五万元，已经全部还清了", charge="信用卡诈骗")
    assert "恶意透支" not in {f["name"] for f in repaid["factors"]}


def test_sums_in_everyday_words_are_read_and_a_bail_after_one_is_not():
    assert read_amount("透支了五万，银行催了好几次也不还")[0] == 50000
    # a bare 万 has no 元 to close it: the noun after it says it was a bail, not what was taken
    assert read_amount("骗了别人三万块钱，后来交了5万保证金取保候审")[0] == 30000


def test_the_dead_counted_by_who_they_were_and_a_rider_s_accident_are_read():
    assert read_deaths("撞死了一个老人")[0] == 1 and read_deaths("撞死两名学生")[0] == 2
    assert read_deaths("撞死一只狗") is None  # an animal is no death of the crime
    assert read_deaths("把一个老人撞死了")[0] == 1 and read_deaths("把对方撞死了")[0] == 1
    assert read_deaths("把邻居家的狗撞死了") is None
    told = predict_sentence("骑电动车撞死了一个老人，我负主要责任，会判几年")
    assert told["charge"] == "交通肇事" and told["months"] > 0  # not 不构成: the death is told
    assert predict_sentence("骑摩托车把人撞死了，会判几年")["charge"] == "交通肇事"
    # a rider's accident with no harm told asks for the harm, as a driver's does
    assert [m["factor"] for m in predict_sentence("骑自行车把人撞了")["missing"]] == ["injury"]


def test_an_accident_that_tells_a_death_in_other_words_is_no_no_crime():
    # '死者', '遇难' tell a death as '死亡' does: read as none, the accident was found 不构成 for want of it
    for fact in ("被告人驾车撞倒行人张某，负事故全部责任，死者家属已获赔偿",
                 "被告人驾驶货车撞倒行人，致行人当场遇难，被告人负事故主要责任"):
        result = predict_sentence(fact, charge="交通肇事")
        assert result["months"] > 0 and "deaths" in {f["name"] for f in result["factors"]}
    assert read_deaths("未造成人员死亡") is None
    assert predict_sentence("被告人驾车撞死邻居家的狗，负事故全部责任", charge="交通肇事")["months"] == 0
