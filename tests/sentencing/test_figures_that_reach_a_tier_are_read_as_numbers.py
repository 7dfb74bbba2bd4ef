"""Figures that by themselves reach a tier of a crime that turns on 情节严重 (开设赌场's 抽头渔利 三万元, 赌博's 二十人,
破坏计算机信息系统's 经济损失 一万元, 污染环境's 危险废物 三吨, 损害商业信誉's 五十万元 or 停业六个月, 非法捕捞's 五百公斤,
诽谤's 五千次 read or 五百次 forwarded) are one table,
thresholds.yaml figures_told, read as numbers by one function (engine.figures_read). A vague figure is a range: it
reaches the tier only where all of it does, and is told below only where all of it is below."""

import shutil
from pathlib import Path

import pytest
import yaml

from backend.sentencing.engine import figures_read
from backend.sentencing.knowledge import DATA_DIR, KnowledgeError, default_knowledge, load_knowledge
from backend.sentencing.predict import predict_sentence


def _steps(result: dict) -> str:
    return "".join(step["description"] for step in result["steps"])


@pytest.mark.parametrize(("fact", "charge", "tier", "figure"), [
    ("他开了个棋牌室，赌资一共八十万", "开设赌场", 1, "赌资数额达到30万元以上"),
    ("他开了个棋牌室，抽了二十几万", "开设赌场", 1, "抽头渔利数额达到3万元以上"),  # 二十几万: 21万 at least
    ("他组织二十几个人赌博", "赌博", 0, "参赌人数达到20人以上"),
    ("他组织别人赌博，赌资几十万", "赌博", 0, "赌资数额达到5万元以上"),
    ("化工厂偷偷倾倒了五吨危险废物", "污染环境", 0, "危险废物达到3吨以上"),  # the words after the unit
    ("他造谣说超市卖过期食品，造成超市五十万元损失", "损害商业信誉、商品声誉", 0, "直接经济损失达到50万元以上"),
    ("他造谣说那家餐馆用死猪肉，餐馆关门了半年", "损害商业信誉、商品声誉", 0, "停业、停产的时间达到6个月以上"),
    ("他往公司电脑里放病毒，十二台电脑全都瘫痪了", "破坏计算机信息系统", 0, "不能正常运行的计算机信息系统达到10台以上"),
    ("他在禁渔期用拖网捕了两吨多鱼", "非法捕捞水产品", 0, "捕捞水产品的重量达到500公斤以上"),  # a 吨 is 1000 公斤
    ("他在网上造谣说邻居偷东西，帖子被浏览了一万多次", "诽谤", 0, "同一信息被点击、浏览的次数达到5000次以上"),
])
def test_a_figure_at_or_above_its_level_reaches_the_tier_with_its_source(fact, charge, tier, figure):
    read = figures_read(charge, fact, default_knowledge())
    assert read.tier_at_least is not None and read.tier_at_least[0] == tier and figure in read.tier_at_least[1]
    result = predict_sentence(fact, charge=charge)
    assert result["months"] > 0 and not result["missing"] and figure in _steps(result)


@pytest.mark.parametrize(("fact", "charge"), [
    # 一百多: 100 to 199 gamblers, on both sides of 120
    ("他开了个麻将馆，前后有一百多个人来赌过", "开设赌场"),
    # a rate, not a total
    ("租了个门面开棋牌室，客人来赌钱，每桌我抽成两百块", "开设赌场"),
])
def test_a_figure_that_may_be_on_either_side_or_is_a_rate_is_asked_for(fact, charge):
    assert figures_read(charge, fact, default_knowledge()).tier_at_least is None
    result = predict_sentence(fact, charge=charge)
    assert result["months"] == 0 and [m["factor"] for m in result["missing"]] == ["开设赌场情节严重"]


@pytest.mark.parametrize("fact", ["他开了个棋牌室，抽头抽了几千块", "他开了个棋牌室，每局抽成，前后抽了八千块"])
def test_a_casino_figure_wholly_below_its_level_is_the_lighter_tier(fact):
    assert figures_read("开设赌场", fact, default_knowledge()).told_below
    result = predict_sentence(fact, charge="开设赌场")
    assert 0 < result["months"] < 60 and not result["missing"]


@pytest.mark.parametrize(("fact", "charge"), [
    ("化工厂偷偷倾倒了几吨危险废物", "污染环境"),  # 几吨 may be one or two
    ("他黑进公司系统，删了十二台电脑里的数据", "破坏计算机信息系统"),  # data on 20 or more; 10 only where they stopped
    ("他组织十几个人赌博", "赌博"),
])
def test_a_crime_only_when_serious_asks_where_the_figure_may_fall_short(fact, charge):
    result = predict_sentence(fact, charge=charge)
    assert result["months"] == 0 and [m["factor"] for m in result["missing"]] == ["写明情节严重"]


def _folder_with(tmp_path: Path, figures: dict) -> Path:
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    thresholds = yaml.safe_load((folder / "thresholds.yaml").read_text(encoding="utf-8"))
    thresholds["figures_told"] = figures
    (folder / "thresholds.yaml").write_text(yaml.safe_dump(thresholds, allow_unicode=True), encoding="utf-8")
    return folder


@pytest.mark.parametrize(("figures", "message"), [
    ({"开赌场": {"source": "x", "tier": 0, "figures": [{"counts": "人数", "unit": "人", "at_least": 20}]}}, "不是 statutes.yaml 中的罪名"),
    ({"赌博": {"source": "x", "tier": 5, "figures": [{"counts": "人数", "unit": "人", "at_least": 20}]}}, "tier 应是"),
    ({"赌博": {"source": "x", "tier": 0, "figures": [{"counts": "人数", "unit": "斤", "at_least": 20}]}}, "应有 counts 和 unit"),
    ({"赌博": {"source": "x", "tier": 0, "figures": [{"counts": "人数", "unit": "人", "at_least": 0}]}}, "at_least 应是正数"),
    ({"赌博": {"source": "x", "tier": 0, "figures": [{"counts": "赌资", "unit": "元", "at_least": 5, "words": "(赌资"}]}},
     "正则表达式有误"),
])
def test_a_bad_figure_entry_is_named_on_load(tmp_path, figures, message):
    with pytest.raises(KnowledgeError, match=message):
        load_knowledge(_folder_with(tmp_path, figures))
