"""A correction saved through the API reaches the running server's retriever: the next search learns from it, no restart.

Services.start watches the store's commits (Services.watch_feedback); a commit that changed the corrections has the
query model re-learned in a background thread and the served retriever replaced in one assignment.
"""

from __future__ import annotations

import threading
import time

from annotation_support import add_output

LABOUR = "中华人民共和国劳动合同法"
CRIMINAL = "中华人民共和国刑法"
# the corrected question and another user's wording of the same matter: no word of either is in an article
CORRECTED = "在超市顺手拿了东西没付钱会怎样"
PARAPHRASE = "商场里顺手拿了件衣服被抓到"


def rank_of(api, query: str, law: str, article: int) -> int | None:
    hits = api.get("/api/search", params={"q": query, "k": 6}).json()["hits"]
    found = [(h["law"], h["article"]) for h in hits]
    return found.index((law, article)) + 1 if (law, article) in found else None


def wait_for(condition, timeout_s: float = 60.0) -> bool:
    # the re-learn runs in a background thread: on a shared 2-core machine it has taken over 20 s
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def test_a_saved_correction_lifts_its_article_for_a_paraphrase_without_a_restart(api, services, engine, people):
    assert rank_of(api, PARAPHRASE, CRIMINAL, 264) is None  # theft's article is not found at all
    served = services.retriever
    # searches running while it re-learns each get the old model's answer or the new one's, nothing else
    answers, done = set(), threading.Event()

    def search_meanwhile() -> None:
        while not done.is_set():
            answers.add(tuple((h.law, h.article) for h in services.retriever.search(PARAPHRASE, k=6)))

    searching = threading.Thread(target=search_meanwhile)
    searching.start()
    output = add_output(engine, CORRECTED)
    saved = api.post("/api/annotation/corrections", headers=people.headers["bob"], json={
        "output_id": output, "answer": "数额较大的，构成盗窃罪。", "articles": [{"law": "刑法", "article": 264}]})
    assert saved.status_code == 201
    learned = wait_for(lambda: rank_of(api, PARAPHRASE, CRIMINAL, 264) == 1)
    done.set()
    searching.join()
    assert learned, rank_of(api, PARAPHRASE, CRIMINAL, 264)
    assert answers <= {(), ((CRIMINAL, 264),)}
    # the retriever that served before the save was replaced, not changed under a request that was using it
    assert services.retriever is not served
    assert served.search(PARAPHRASE, k=6) == []


def test_an_edited_correction_is_learned_again_and_an_unrelated_commit_learns_nothing(api, services, engine, people):
    paraphrase = "被单位开了，能补多少钱"
    assert rank_of(api, paraphrase, LABOUR, 47) == 2  # 第八十七条 (违法解除的赔偿金) first
    output = add_output(engine, "公司把我开了该补我几个月工资")
    correct = {"output_id": output, "answer": "按工作年限支付经济补偿。", "articles": [{"law": "劳动合同法", "article": 87}]}
    assert api.post("/api/annotation/corrections", headers=people.headers["bob"], json=correct).status_code == 201
    assert wait_for(lambda: services.learn_feedback() is False)  # the served retriever has learned it
    # bob changes his mind, the same question now cites 第四十七条 (经济补偿): the edit replaces what was learned
    edited = {**correct, "articles": [{"law": "劳动合同法", "article": 47}]}
    assert api.post("/api/annotation/corrections", headers=people.headers["bob"], json=edited).status_code == 201
    assert wait_for(lambda: rank_of(api, paraphrase, LABOUR, 47) == 1)
    # nothing changed in the corrections since: a new output is a commit, and the served retriever stays
    served = services.retriever
    add_output(engine, "另一个问题")
    assert services.learn_feedback() is False
    assert services.retriever is served
