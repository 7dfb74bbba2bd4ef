"""Facts as a person tells them in a question ('开车撞死人后逃跑了', '每100毫升150毫克', '贩卖毒品50克'): the engine reads
what they settle and asks for what they leave out, instead of a term from a tier the words never chose."""

from backend.sentencing.factors import read_bac
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
    # no weight told: selling any amount is the crime's basic tier (刑法第三百四十七条第一款、第四款)
    assert predict_sentence("贩卖毒品一次，获利200元")["months"] > 0


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
