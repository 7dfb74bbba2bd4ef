"""Training runs and their folders: a folder recorded relative to the data dir (an old absolute one where it still
is), and `--run-id` continuing only the run a server queued for this process, never one that already exists."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import yaml

from backend.config import recorded_folder
from backend.db import init_db, make_engine
from training.recipe import RECIPES_DIR, load_recipe
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


def _snapshot(exports: Path, snapshot_id: str, created_at: str) -> None:
    """An export snapshot whose GRPO prompts are all sentencing ones: a recipe asking for ask prompts finds none."""
    folder = exports / snapshot_id
    folder.mkdir(parents=True)
    (folder / "manifest.json").write_text(json.dumps({"snapshot_id": snapshot_id, "created_at": created_at}))
    row = {"prompt": "被告人盗窃手机一部", "task": "sentencing", "reference": None, "reference_articles": [],
           "rubric_targets": {}, "output_id": 1}
    (folder / "grpo.jsonl").write_text(json.dumps(row, ensure_ascii=False) + "\n")


@pytest.fixture
def home(tmp_path, monkeypatch):
    from backend.config import get_settings

    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    get_settings.cache_clear()
    yield tmp_path
    get_settings.cache_clear()


def test_the_run_folder_names_the_snapshot_the_run_resolved_latest_to(home, registry):
    # grpo_syllogism reads `snapshot: latest`; the folder must say which one that was, so that it can be run again
    _snapshot(home / "exports", "older", "2026-01-01T00:00:00")
    _snapshot(home / "exports", "newest", "2026-02-01T00:00:00")
    with pytest.raises(ValueError, match=r"no grpo examples .*newest.* for tasks \['ask'\]"):
        run_recipe("grpo_syllogism", run_id="pinned", registry=registry)  # fails reading its data, after pinning
    run = registry.get_run("pinned")
    written = yaml.safe_load((Path(run.run_dir) / "recipe.yaml").read_text())
    assert written["data"]["snapshot"] == "newest" == run.snapshot_id == run.recipe["data"]["snapshot"]
    assert run.status == "failed"
    # the folder's copy loads as a recipe of its own, reading the same snapshot
    assert load_recipe(str(Path(run.run_dir) / "recipe.yaml")).data["snapshot"] == "newest"


def test_the_run_folder_names_a_data_file_by_its_absolute_path(home, registry):
    # grpo_format reads ../data/format_prompts.jsonl, relative to the recipe: not beside the run's copy of it
    with pytest.raises(ValueError, match=r"no grpo examples .* for tasks \['sentencing'\]"):
        run_recipe("grpo_format", ["data.tasks=[sentencing]"], run_id="from-file", registry=registry)
    copy = Path(registry.get_run("from-file").run_dir) / "recipe.yaml"
    prompts = (RECIPES_DIR.parent / "data" / "format_prompts.jsonl").resolve()
    assert yaml.safe_load(copy.read_text())["data"]["path"] == str(prompts)
    assert load_recipe(str(copy)).data["path"] == str(prompts)


def test_a_run_that_finds_no_snapshot_keeps_the_recipe_it_was_given(home, registry):
    with pytest.raises(ValueError, match="no export snapshot under"):
        run_recipe("grpo_syllogism", run_id="unpinned", registry=registry)
    run = registry.get_run("unpinned")
    assert yaml.safe_load((Path(run.run_dir) / "recipe.yaml").read_text())["data"]["snapshot"] == "latest"
    assert run.status == "failed" and run.snapshot_id is None and "no export snapshot" in run.error
