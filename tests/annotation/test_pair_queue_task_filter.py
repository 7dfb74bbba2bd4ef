"""The pairs queue filtered by task: a task the pairwise rubric does not judge (a typo) is a 422 naming the
tasks, not an empty queue that reads as "all compared"."""

from __future__ import annotations

from annotation_support import add_output

from backend.store.models import Task


def test_a_misspelt_task_is_refused_and_a_real_one_filters(api, engine, people):
    alice = people.headers["alice"]
    for answer in ("判处有期徒刑一年。", "判处拘役六个月。"):
        add_output(engine, "王某酒后驾车被查，血液酒精含量150mg/100ml", task=Task.sentencing, answer=answer)

    typo = api.get("/api/annotation/pairs/next", params={"task": "sentense"}, headers=alice)
    assert typo.status_code == 422
    assert typo.json()["detail"] == ("the pairwise rubric is not used for sentense outputs; "
                                     "tasks: ask, sentencing, compensation")
    found = api.get("/api/annotation/pairs/next", params={"task": "sentencing"}, headers=alice).json()["pair"]
    assert {found["a"]["task"], found["b"]["task"]} == {"sentencing"}
    assert api.get("/api/annotation/pairs/next", params={"task": "compensation"}, headers=alice).json() == {
        "pair": None}
