"""Storage that does not lose work: SIGKILL the real server in the middle of a burst of 200 rating
submissions; after a restart every rating that was acknowledged (HTTP 201) is there, as sent."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor

import httpx
from annotation_support import LiveServer, People, add_output, prepare_store

from backend.auth.models import Role
from backend.db import make_engine

SUBMISSIONS = 200
KILL_AFTER = 60  # acknowledgements before the kill


def _values(index: int) -> dict:
    # every submission distinct, so the check below compares the exact values stored
    return {"correctness": 1 + index % 5, "logic": 1 + (index // 5) % 5, "explainability": 1 + (index // 25) % 5,
            "trust": 1 + (index * 7) % 5}


def test_sigkill_mid_burst_loses_no_acknowledged_rating(tmp_path):
    prepare_store(tmp_path)
    engine = make_engine(f"sqlite:///{tmp_path / 'lexloop.db'}")
    people = People(engine)
    annotators = ["alice", "bob"]
    for name in annotators:
        people.add(name, Role.annotator)
    outputs = [add_output(engine, f"第{i}个问题") for i in range(SUBMISSIONS // len(annotators))]
    engine.dispose()
    jobs = [(index, annotators[index % 2], outputs[index // 2]) for index in range(SUBMISSIONS)]

    server = LiveServer(tmp_path).start()
    acknowledged: dict[int, dict] = {}
    refused: list[str] = []
    lock = threading.Lock()
    enough = threading.Event()

    def submit(job: tuple[int, str, int]) -> None:
        index, who, output_id = job
        try:
            response = httpx.post(f"{server.url}/api/annotation/ratings", headers=people.headers[who], timeout=30,
                                  json={"output_id": output_id, "rubric": "syler", "values": _values(index)})
        except httpx.HTTPError as exc:  # the server died under this request: not acknowledged
            with lock:
                refused.append(type(exc).__name__)
            return
        with lock:
            if response.status_code == 201:
                acknowledged[index] = response.json()
                if len(acknowledged) >= KILL_AFTER:
                    enough.set()
            else:
                refused.append(str(response.status_code))

    try:
        with ThreadPoolExecutor(max_workers=8) as pool:
            futures = [pool.submit(submit, job) for job in jobs]
            assert enough.wait(timeout=120), f"only {len(acknowledged)} ratings acknowledged: {refused[:5]}"
            server.kill()
            for future in futures:
                future.result()
    finally:
        server.stop()

    assert KILL_AFTER <= len(acknowledged) < SUBMISSIONS, "the kill did not land in the middle of the burst"
    assert len(acknowledged) + len(refused) == SUBMISSIONS
    assert not [reason for reason in refused if reason.isdigit()]  # only the kill refused: no HTTP errors

    restarted = LiveServer(tmp_path).start()
    try:
        stored = {}
        for who in annotators:
            mine = httpx.get(f"{restarted.url}/api/annotation/ratings/mine", params={"rubric": "syler"},
                             headers=people.headers[who], timeout=30)
            assert mine.status_code == 200
            stored.update({(who, r["output_id"]): r for r in mine.json()["ratings"]})
    finally:
        restarted.stop()
    for index, receipt in acknowledged.items():
        _, who, output_id = jobs[index]
        assert (who, output_id) in stored, f"acknowledged rating #{receipt['id']} ({who}, output {output_id}) is gone"
        assert stored[who, output_id]["id"] == receipt["id"]
        assert stored[who, output_id]["values"] == _values(index)
