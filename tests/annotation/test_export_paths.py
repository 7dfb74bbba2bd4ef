"""Export snapshots are recorded relative to the data dir, so a copied or restored data dir keeps serving them;
`lexloop export --data-dir` refuses a folder that does not exist instead of creating it."""

from __future__ import annotations

import shutil

import pytest
from annotation_support import add_output
from sqlmodel import Session

from annotation.export import export_snapshot, snapshot_file
from annotation.models import ExportSnapshot
from annotation.service import submit_rating
from backend.cli import main
from backend.config import get_settings


@pytest.fixture
def configured(services, people, monkeypatch):
    """get_settings() points at the test store, as in a server started on it, and one output is rated (an export
    with nothing annotated is refused)."""
    output = add_output(services.engine, "被辞退了有补偿吗？")
    submit_rating(services.engine, people.ids["alice"], output, "syler",
                  {"correctness": 5, "logic": 4, "explainability": 4, "trust": 5})
    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(services.settings.data_dir))
    get_settings.cache_clear()
    yield services
    get_settings.cache_clear()


def test_snapshot_path_is_relative_and_follows_a_copied_data_dir(configured, tmp_path):
    data_dir = configured.settings.data_dir
    manifest = export_snapshot(configured.engine, data_dir)
    snapshot_id = manifest["snapshot_id"]
    with Session(configured.engine) as session:
        assert session.get(ExportSnapshot, snapshot_id).path == f"exports/{snapshot_id}"
    assert snapshot_file(configured.engine, snapshot_id, "sft", data_dir) == data_dir / "exports" / snapshot_id / "sft.jsonl"

    restored = tmp_path / "restored"
    shutil.copytree(data_dir / "exports", restored / "exports")
    assert snapshot_file(configured.engine, snapshot_id, "manifest", restored).is_relative_to(restored)


def test_rows_with_an_old_absolute_path_are_found_in_the_data_dir(configured, tmp_path):
    data_dir = configured.settings.data_dir
    snapshot_id = export_snapshot(configured.engine, data_dir)["snapshot_id"]
    with Session(configured.engine) as session:  # as rows were written before: the folder of another store
        row = session.get(ExportSnapshot, snapshot_id)
        row.path = str(tmp_path / "gone" / "exports" / snapshot_id)
        session.add(row)
        session.commit()
    assert snapshot_file(configured.engine, snapshot_id, "grpo", data_dir) == data_dir / "exports" / snapshot_id / "grpo.jsonl"


def test_cli_export_refuses_a_data_dir_that_does_not_exist(configured, tmp_path, tmp_path_factory, capsys):
    missing = tmp_path / "nonexistent" / "x"
    assert main(["export", "--data-dir", str(missing)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: data dir") and err.count("\n") == 1
    assert not missing.exists() and not missing.parent.exists()
    elsewhere = tmp_path_factory.mktemp("elsewhere")  # not inside the configured data dir (tmp_path)
    assert main(["export", "--data-dir", str(elsewhere)]) == 0
    manifest_id = capsys.readouterr().out.split('"snapshot_id": "')[1].split('"')[0]
    with Session(configured.engine) as session:  # outside the data dir: kept where it really is
        assert session.get(ExportSnapshot, manifest_id).path == str((elsewhere / "exports" / manifest_id).resolve())
