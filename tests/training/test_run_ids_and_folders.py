"""Training runs and their folders: a folder recorded relative to the data dir (an old absolute one where it still
is), and `--run-id` continuing only the run a server queued for this process, never one that already exists."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from backend.config import recorded_folder
from backend.db import init_db, make_engine
from training.registry import Registry
from training.runner import _run_to_continue, run_recipe


def test_recorded_folder_reads_relative_rows_under_the_data_dir_and_old_absolute_ones_where_they_are(tmp_path):
    data_dir = tmp_path / "home"
    moved_to = data_dir / "runs" / "r1"
    assert recorded_folder("runs/r1", data_dir, moved_to) == moved_to  # relative: under this data dir
    old_home = tmp_path / "old" / "runs" / "r1"
    assert recorded_folder(str(old_home), data_dir, moved_to) == old_home  # gone, and not copied here either
    moved_to.mkdir(parents=True)
    assert recorded_folder(str(old_home), data_dir, moved_to) == moved_to  # gone, but copied with the data dir
    old_home.mkdir(parents=True)
    assert recorded_folder(str(old_home), data_dir, moved_to) == old_home  # still there: kept


@pytest.fixture
def registry(tmp_path) -> Registry:
    engine = make_engine(f"sqlite:///{tmp_path / 'lexloop.db'}")
    init_db(engine)
    return Registry(engine, tmp_path / "runs")


def test_a_run_id_that_exists_is_not_trained_into_again(registry):
    done = registry.new_run("grpo_format", "grpo", {"trainer": "grpo"}, "snap-1", run_id="done")
    registry.update_run(done.id, status="succeeded")
    with pytest.raises(ValueError, match=r"run 'done' already exists \(succeeded\); give a new --run-id"):
        run_recipe("grpo_format", ["args.max_steps=1"], run_id="done", registry=registry)
    kept = registry.get_run("done")
    assert kept.status == "succeeded" and kept.recipe == {"trainer": "grpo"} and kept.pid is None
    assert not (Path(kept.run_dir) / "recipe.yaml").exists()

    other = registry.new_run("grpo_format", "grpo", {}, None, run_id="other")
    registry.update_run(other.id, pid=os.getpid() + 1)  # queued by the server for another process
    with pytest.raises(ValueError, match=r"queued for process \d+"):
        _run_to_continue(registry, "other")


def test_the_run_a_server_queued_for_this_process_is_continued(registry):
    assert _run_to_continue(registry, "new") is None
    registry.new_run("grpo_format", "grpo", {}, None, run_id="queued")
    assert _run_to_continue(registry, "queued").id == "queued"  # the server has not recorded the pid yet
    registry.update_run("queued", pid=os.getpid())
    assert _run_to_continue(registry, "queued").id == "queued"
