"""Export snapshots are recorded relative to the data dir, so a copied or restored data dir keeps serving them;
`lexloop export --data-dir DIR` exports the store at DIR (its database, its exports folder) and refuses a folder
that does not exist or holds no store instead of creating one. Over a database the data dir does not hold (the
settings' database_url) a snapshot is recorded with the absolute folder its files were written to."""

from __future__ import annotations

import json
import shutil

import pytest
from annotation_support import add_output, prepare_store
from sqlmodel import Session, select

from annotation.export import export_snapshot, snapshot_file
from annotation.models import ExportSnapshot
from annotation.service import submit_rating
from backend.auth.models import Role
from backend.auth.service import create_user
from backend.cli import main
from backend.config import get_settings
from backend.db import make_engine


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


def test_cli_export_refuses_a_data_dir_that_does_not_exist_or_holds_no_store(configured, tmp_path, tmp_path_factory,
                                                                             capsys):
    missing = tmp_path / "nonexistent" / "x"
    assert main(["export", "--data-dir", str(missing)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: data dir") and err.count("\n") == 1
    assert not missing.exists() and not missing.parent.exists()
    empty = tmp_path_factory.mktemp("empty")
    assert main(["export", "--data-dir", str(empty)]) == 2
    assert capsys.readouterr().err == (f"error: data dir {empty} is not a LexLoop store: it holds no database "
                                       f"{empty / 'lexloop.db'} (give the folder a server was started on)\n")
    assert list(empty.iterdir()) == []


def test_cli_export_of_another_data_dir_reads_that_stores_database(configured, tmp_path_factory, capsys):
    other_dir = tmp_path_factory.mktemp("other-store")
    other = make_engine(prepare_store(other_dir).resolved_database_url)
    lawyer = create_user(other, "lawyer", "lawyer-long-password", Role.annotator)
    theirs = add_output(other, "另一个库里的问题：年假没休完能折算工资吗？")
    submit_rating(other, lawyer.id, theirs, "syler", {"correctness": 4, "logic": 4, "explainability": 4, "trust": 4})

    assert main(["export", "--data-dir", str(other_dir)]) == 0
    manifest = json.loads(capsys.readouterr().out)
    snapshot_id = manifest["snapshot_id"]
    assert manifest["path"] == str((other_dir / "exports" / snapshot_id).resolve())
    sft = [json.loads(line) for line in (other_dir / "exports" / snapshot_id / "sft.jsonl").read_text("utf-8")
           .splitlines()]
    assert [row["output_id"] for row in sft] == [theirs] and "年假没休完" in sft[0]["messages"][-1]["content"]
    # recorded in that store, relative to its data dir; the configured store knows nothing of it
    with Session(other) as session:
        assert session.get(ExportSnapshot, snapshot_id).path == f"exports/{snapshot_id}"
    with Session(configured.engine) as session:
        assert session.exec(select(ExportSnapshot)).all() == []
    other.dispose()


def test_cli_export_into_another_folder_over_a_shared_database_records_where_the_files_are(configured, api, people,
                                                                                           tmp_path_factory, capsys,
                                                                                           monkeypatch):
    # the settings name the store's database by URL, as a host on a shared database would; --data-dir another folder
    monkeypatch.setenv("LEXLOOP_DATABASE_URL", configured.settings.resolved_database_url)
    get_settings.cache_clear()
    elsewhere = tmp_path_factory.mktemp("another-folder")
    assert main(["export", "--data-dir", str(elsewhere)]) == 0
    snapshot_id = json.loads(capsys.readouterr().out)["snapshot_id"]
    written = (elsewhere / "exports" / snapshot_id).resolve()
    with Session(configured.engine) as session:
        assert session.get(ExportSnapshot, snapshot_id).path == str(written)
    # a server on that database with its own data dir finds the files where they were written
    listed = api.get("/api/exports", headers=people.headers["olga"]).json()["snapshots"]
    assert [(s["id"], s["path"]) for s in listed] == [(snapshot_id, str(written))]
    fetched = api.get(f"/api/exports/{snapshot_id}/sft", headers=people.headers["olga"])
    assert fetched.status_code == 200 and fetched.content == (written / "sft.jsonl").read_bytes()

    # on a host without that folder the refusal names where they were written and where they may be copied
    shutil.rmtree(elsewhere)
    gone = api.get(f"/api/exports/{snapshot_id}/sft", headers=people.headers["olga"])
    here = configured.settings.data_dir / "exports" / snapshot_id
    assert gone.status_code == 404
    assert gone.json()["detail"] == (f"the files of snapshot {snapshot_id} are neither in {written}, where they "
                                     f"were written, nor in {here} (copy them there)")
