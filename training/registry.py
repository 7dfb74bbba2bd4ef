"""Model registry: every training run (recipe, data snapshot, metrics, adapter, reward curve) and the history
of which adapter serves. Light on imports: the API server reads it without loading torch.

Files of a run live in <data_dir>/runs/<run_id>/: adapter/ (LoRA weights + lexloop_base.json), recipe.yaml,
metrics.json, progress.json (live), reward_curve.png, train.log. The database stores that folder relative to
the data dir ("runs/<run_id>"), so a data dir that is copied, moved or restored from a backup keeps working;
rows written with an absolute path are read from <data_dir>/runs/<run_id> when that path is gone.
A run is queued, running, succeeded, failed or cancelled.
The active adapter is the latest row of adapter_promotions; each row points at the row it replaced, so
rollback walks back through the history (down to the base model).
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import signal
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import JSON, Column
from sqlalchemy.engine import Engine
from sqlmodel import Field, Session, SQLModel, select

from backend.config import get_settings, recorded_folder
from backend.store.models import utc_now
from models.backends.base import BackendUnavailable

SERVABLE_TRAINERS = ("sft", "grpo", "ppo", "lexpam")
# the weights file of a LoRA adapter, as peft saves and loads it (safetensors, or the older torch pickle)
ADAPTER_WEIGHTS = ("adapter_model.safetensors", "adapter_model.bin")
ACTIVE_STATUSES = ("queued", "running")
FINAL_STATUSES = ("succeeded", "failed", "cancelled")

# audit lines (who launched, promoted, rolled back or cancelled what) go to the server's log
audit = logging.getLogger("lexloop.audit")


def shown_id(run_id: str, limit: int = 100) -> str:
    """A run id as error messages quote it: a caller's 100 KB id is not echoed back in full."""
    return repr(run_id) if len(run_id) <= limit else repr(run_id[:limit]) + f"… ({len(run_id)} characters)"


class AdapterNotLoadable(BackendUnavailable):
    """The active adapter cannot be loaded onto the served model (another base model, weights cut short)."""


class TrainingRun(SQLModel, table=True):
    __tablename__ = "training_runs"

    id: str = Field(primary_key=True)
    recipe_name: str
    trainer: str = Field(index=True)
    recipe: dict[str, Any] = Field(sa_column=Column(JSON, nullable=False))
    snapshot_id: str | None = None
    status: str = Field(default="queued", index=True)  # queued | running | succeeded | failed | cancelled
    run_dir: str  # relative to the data dir ("runs/<id>"); absolute in rows written before that
    metrics: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    error: str | None = None
    pid: int | None = None
    created_at: datetime = Field(default_factory=utc_now, index=True)
    finished_at: datetime | None = None

    @property
    def adapter_path(self) -> Path:
        return Path(self.run_dir) / "adapter"

    def summary(self) -> dict[str, Any]:
        return {
            "id": self.id, "recipe_name": self.recipe_name, "trainer": self.trainer, "snapshot_id": self.snapshot_id,
            "status": self.status, "error": self.error, "created_at": self.created_at.isoformat(),
            "finished_at": self.finished_at.isoformat() if self.finished_at else None,
            "metrics": self.metrics,
            # only a run that finished has an adapter, and only a finished run of a serving trainer can be promoted
            "adapter_path": str(self.adapter_path) if self.status == "succeeded" else None,
            "servable": self.trainer in SERVABLE_TRAINERS and self.status == "succeeded",
        }


class AdapterPromotion(SQLModel, table=True):
    __tablename__ = "adapter_promotions"

    id: int | None = Field(default=None, primary_key=True)
    run_id: str | None = None  # None: the base model without adapter
    previous_id: int | None = None  # the promotion row this one replaced
    action: str = "promote"  # promote | rollback
    created_at: datetime = Field(default_factory=utc_now)


class Registry:
    def __init__(self, engine: Engine, runs_root: Path):
        """engine: a database at the current schema (backend.db.init_db; migration 0003 holds these tables)."""
        self.engine = engine
        self.runs_root = Path(runs_root)
        self.data_dir = self.runs_root.parent  # stored run folders are relative to it

    def _located(self, run: TrainingRun) -> TrainingRun:
        """The run with run_dir an absolute path on this host (the row itself is left as stored)."""
        run.run_dir = str(recorded_folder(run.run_dir, self.data_dir, self.runs_root / run.id))
        return run

    @classmethod
    def open(cls, settings=None) -> Registry:
        from backend.db import init_db, make_engine

        settings = settings or get_settings()
        engine = make_engine(settings.resolved_database_url)
        init_db(engine)
        return cls(engine, settings.data_dir / "runs")

    # ----------------------------------------------------------- runs

    def new_run(self, recipe_name: str, trainer: str, recipe: dict[str, Any], snapshot_id: str | None,
                run_id: str | None = None) -> TrainingRun:
        run_id = run_id or f"{datetime.now(UTC):%Y%m%d-%H%M%S}-{recipe_name}-{secrets.token_hex(2)}"
        if not run_id.replace("-", "").replace("_", "").replace(".", "").isalnum():
            raise ValueError(f"run id {run_id!r}: use letters, digits, '-', '_' and '.' only")
        run_dir = self.runs_root / run_id
        run_dir.mkdir(parents=True, exist_ok=False)
        run = TrainingRun(id=run_id, recipe_name=recipe_name, trainer=trainer, recipe=recipe,
                          snapshot_id=snapshot_id, run_dir=str(run_dir.relative_to(self.data_dir)))
        with Session(self.engine) as session:
            session.add(run)
            session.commit()
            session.refresh(run)
        return self._located(run)

    def get_run(self, run_id: str) -> TrainingRun:
        with Session(self.engine) as session:
            run = session.get(TrainingRun, run_id)
        if run is None:
            raise LookupError(f"no training run {shown_id(run_id)}")
        return self._located(run)

    def list_runs(self, limit: int = 100) -> list[TrainingRun]:
        with Session(self.engine) as session:
            runs = list(session.exec(select(TrainingRun).order_by(TrainingRun.created_at.desc()).limit(limit)))
        return [self._check_alive(self._located(run)) for run in runs]

    def update_run(self, run_id: str, **fields: Any) -> TrainingRun:
        with Session(self.engine) as session:
            run = session.get(TrainingRun, run_id)
            if run is None:
                raise LookupError(f"no training run {shown_id(run_id)}")
            for name, value in fields.items():
                setattr(run, name, value)
            if fields.get("status") in FINAL_STATUSES:
                run.finished_at = utc_now()
            session.add(run)
            session.commit()
            session.refresh(run)
        return self._located(run)

    def running(self) -> list[TrainingRun]:
        with Session(self.engine) as session:
            runs = list(session.exec(select(TrainingRun).where(TrainingRun.status.in_(ACTIVE_STATUSES))))
        return [r for r in (self._check_alive(self._located(run)) for run in runs) if r.status in ACTIVE_STATUSES]

    def cancel(self, run_id: str, by: str, grace_s: float = 10.0) -> TrainingRun:
        """Stop a queued or running run (its whole process group: trainer, data workers) and mark it cancelled,
        which frees the training slot. A run that already ended cannot be cancelled (ValueError)."""
        run = self._check_alive(self.get_run(run_id))
        if run.status not in ACTIVE_STATUSES:
            raise ValueError(f"run {run.id} is {run.status}; only a queued or running run can be cancelled")
        if run.pid is not None:
            _stop_process(run.pid, grace_s)
        audit.info("training run %s cancelled by %s", run.id, by)
        return self.update_run(run.id, status="cancelled", error=f"cancelled by {by}")

    def log_tail(self, run_id: str, lines: int = 200, max_bytes: int = 1 << 20) -> str:
        """The last lines of the run's train.log (written for runs launched over HTTP)."""
        run = self.get_run(run_id)
        path = Path(run.run_dir) / "train.log"
        if not path.is_file():
            raise LookupError(f"run {run.id} has no train.log (a run started with `lexloop train` logs to its "
                              "terminal)")
        with path.open("rb") as handle:
            handle.seek(max(0, path.stat().st_size - max_bytes))
            text = handle.read().decode("utf-8", errors="replace")
        return "".join(text.splitlines(keepends=True)[-lines:])

    def _check_alive(self, run: TrainingRun) -> TrainingRun:
        """A run whose process is gone without recording an end failed (killed, out of memory, machine reboot)."""
        if run.status in ("queued", "running") and run.pid is not None and not _pid_alive(run.pid):
            # the process may have finished a moment ago: re-read before declaring it dead
            fresh = self.get_run(run.id)
            if fresh.status in ("queued", "running"):
                return self.update_run(run.id, status="failed", error="the training process ended without finishing")
            return fresh
        return run

    def progress(self, run_id: str) -> dict[str, Any]:
        """Live state of a run: status, step / max_steps and the logged reward (or loss) points so far."""
        run = self._check_alive(self.get_run(run_id))
        progress_file = Path(run.run_dir) / "progress.json"
        progress = json.loads(progress_file.read_text()) if progress_file.exists() else {}
        return {**run.summary(), "progress": progress,
                "has_curve": (Path(run.run_dir) / "reward_curve.png").exists()}

    # ----------------------------------------------------------- serving

    def active(self) -> AdapterPromotion | None:
        with Session(self.engine) as session:
            return session.exec(select(AdapterPromotion).order_by(AdapterPromotion.id.desc()).limit(1)).first()

    def reward_model_problem(self, run_id: str) -> str | None:
        """Why run_id cannot give the preference reward its reward model (None: it can), naming the runs that can."""
        usable = [r.id for r in self.list_runs() if r.trainer == "reward" and r.status == "succeeded"]
        choices = f"finished reward_model runs: {', '.join(usable)}" if usable else \
            "no reward_model run has finished yet: train one with `lexloop train reward_model`"
        try:
            run = self.get_run(run_id)
        except LookupError:
            return f"no training run {shown_id(run_id)} ({choices})"
        if run.trainer != "reward" or run.status != "succeeded":
            return f"run {run.id} is a {run.status} {run.trainer!r} run, not a finished reward model ({choices})"
        return None

    def promotable(self, run_id: str) -> TrainingRun:
        """The run, if its adapter can serve; ValueError (LookupError for an unknown id) saying why not."""
        run = self.get_run(run_id)
        if run.trainer not in SERVABLE_TRAINERS:
            raise ValueError(f"run {run_id} trained a {run.trainer!r} model, which cannot serve answers")
        if run.status != "succeeded":
            raise ValueError(f"run {run_id} is {run.status}; only a run that succeeded can be promoted")
        if not (run.adapter_path / "adapter_config.json").exists():
            raise ValueError(f"run {run_id} has no adapter at {run.adapter_path}")
        if not any((run.adapter_path / name).is_file() for name in ADAPTER_WEIGHTS):
            # a copy that kept the config and lost the weights: the server would refuse it only after recording it
            raise ValueError(f"run {run_id}: the adapter at {run.adapter_path} has adapter_config.json but no weights "
                             f"({' or '.join(ADAPTER_WEIGHTS)} is missing); train the run again or restore the file")
        bad, total = nonfinite_weights(run.adapter_path)
        if bad:  # a diverged run (too high a learning rate) still 'succeeds'; serving it answers nothing
            raise ValueError(f"run {run_id}: {bad} of {total} adapter weights are NaN or infinite (the training "
                             "diverged); it cannot serve")
        return run

    def promote(self, run_id: str, by: str = "unknown") -> TrainingRun:
        """Make this run's adapter, once checked (promotable), the one the server uses."""
        return self.record_promotion(self.promotable(run_id), by)

    def record_promotion(self, run: TrainingRun, by: str = "unknown") -> TrainingRun:
        """Make the adapter of a run that promotable() returned the one the server uses (the caller tells a running
        server); a caller with something to check in between (`lexloop promote`: the server) reads the weights
        once. Promoting the active run again records nothing, so that the caller can re-apply it to a server that
        missed it."""
        current = self.active()
        if current is not None and current.run_id == run.id:
            # a second record would make the next rollback land on this same adapter
            return run
        self._record(AdapterPromotion(run_id=run.id, previous_id=current.id if current else None))
        audit.info("adapter of run %s promoted by %s", run.id, by)
        return run

    def rollback(self, by: str = "unknown") -> TrainingRun | None:
        """Serve what served before the current adapter; returns that run (None: the base model)."""
        current = self.active()
        if current is None or (current.run_id is None and current.previous_id is None):
            raise ValueError("nothing to roll back: the base model is serving and no earlier adapter was promoted")
        previous = None
        if current.previous_id is not None:
            with Session(self.engine) as session:
                previous = session.get(AdapterPromotion, current.previous_id)
        target_run = previous.run_id if previous else None
        self._record(AdapterPromotion(run_id=target_run, previous_id=previous.previous_id if previous else None,
                                      action="rollback"))
        audit.info("adapter rolled back by %s from %s to %s", by, current.run_id or "the base model",
                   target_run or "the base model")
        return self.get_run(target_run) if target_run else None

    def withdraw(self, row: AdapterPromotion) -> None:
        """Remove row, a promotion or rollback whose adapter the server could not load, so that the registry names
        again what serves; only while it is the latest row (an older one is history a rollback walks)."""
        with Session(self.engine) as session:
            latest = session.exec(select(AdapterPromotion).order_by(AdapterPromotion.id.desc()).limit(1)).first()
            if latest is not None and latest.id == row.id:
                session.delete(latest)
                session.commit()
        audit.info("switch to %s withdrawn: the server could not load it", row.run_id or "the base model")

    def _record(self, row: AdapterPromotion) -> None:
        with Session(self.engine) as session:
            session.add(row)
            session.commit()


# bits of the exponent of each float type: all set means infinite or NaN
_EXPONENT_BITS = {"F64": ("<u8", 0x7FF0000000000000), "F32": ("<u4", 0x7F800000), "F16": ("<u2", 0x7C00),
                  "BF16": ("<u2", 0x7F80)}


def nonfinite_weights(adapter_dir: Path) -> tuple[int, int]:
    """(non-finite, all) float weights in the adapter's .safetensors files, read with numpy from the raw bits,
    so that checking needs no torch and handles bf16."""
    import numpy as np

    bad = total = 0
    for path in sorted(Path(adapter_dir).glob("*.safetensors")):
        try:
            with path.open("rb") as handle:
                header_size = int.from_bytes(handle.read(8), "little")
                header = json.loads(handle.read(header_size))
            data = np.memmap(path, dtype=np.uint8, mode="r", offset=8 + header_size)
            for name, info in header.items():
                if name == "__metadata__" or info.get("dtype") not in _EXPONENT_BITS:
                    continue
                dtype, exponent = _EXPONENT_BITS[info["dtype"]]
                start, end = info["data_offsets"]
                if end > data.size:  # np.frombuffer would read a shorter slice without a word
                    raise ValueError(f"weights end at byte {end}, the file holds {data.size}")
                bits = np.frombuffer(data[start:end], dtype=dtype)
                bad += int(np.count_nonzero((bits & exponent) == exponent))
                total += bits.size
        except (OSError, ValueError, TypeError, KeyError, AttributeError) as exc:
            # a copy cut short, or a file that is no safetensors: the server could not load it either
            raise ValueError(f"{path} is no readable safetensors file ({type(exc).__name__}: {exc}"[:400]
                             + "); train the run again or restore the file") from exc
    return bad, total


def _stop_process(pid: int, grace_s: float) -> None:
    """SIGTERM to the run's process group (a run launched over HTTP leads its own group), SIGKILL after grace_s."""
    try:
        group = os.getpgid(pid)
    except ProcessLookupError:
        return
    # `lexloop train` in a terminal shares the shell's group: stop only that process then
    send = (lambda sig: os.killpg(group, sig)) if group == pid else (lambda sig: os.kill(pid, sig))
    try:
        send(signal.SIGTERM)
        deadline = time.monotonic() + grace_s
        while _pid_alive(pid) and time.monotonic() < deadline:
            time.sleep(0.2)
        if _pid_alive(pid):
            send(signal.SIGKILL)
    except ProcessLookupError:
        return
    except PermissionError as exc:
        raise ValueError(f"process {pid} of the run belongs to another user; stop it there") from exc


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return not _reap(pid) and not _zombie(pid)


def _zombie(pid: int) -> bool:
    """True when pid has exited but its parent (another process: the server) has not reaped it yet."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[-1].split()[:1] == ["Z"]


def _reap(pid: int) -> bool:
    """True when pid is our own child that has exited (a zombie until reaped)."""
    try:
        done, _ = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return False
    return done == pid


def serve_promoted_adapter(registry: Registry, llm) -> None:
    """At server start: serve the promoted adapter; if it cannot be loaded, say why and serve without it."""
    try:
        adapter_id = apply_active_adapter(registry, llm)
    except (BackendUnavailable, LookupError) as exc:
        logging.getLogger(__name__).error("the promoted adapter cannot be loaded, serving without it: %s", exc)
        return
    if adapter_id:
        logging.getLogger(__name__).info("serving promoted adapter %s", adapter_id)


def apply_active_adapter(registry: Registry, llm) -> str | None:
    """Make the running backend serve the registry's active adapter; returns the adapter id now served.
    An adapter the model cannot load (trained on another base model, files cut short) raises AdapterNotLoadable,
    and the backend serves again what it served before (the backends drop the old adapter before loading)."""
    row = registry.active()
    if row is None:  # nothing promoted yet: keep what the settings configured (LEXLOOP_ADAPTER_PATH or none)
        return llm.adapter_id
    target = registry.get_run(row.run_id) if row.run_id else None
    if llm.adapter_id == (target.id if target else None):
        return llm.adapter_id
    serving = llm.adapter_id
    try:
        llm.use_adapter(str(target.adapter_path) if target else None, target.id if target else None)
    except Exception as exc:  # peft raises whatever the weights give (size mismatch, unreadable file)
        _serve_again(registry, llm, serving)
        raise AdapterNotLoadable(f"the adapter of run {target.id if target else '?'} cannot be loaded onto the "
                                 f"served model {llm.model_id} ({type(exc).__name__}: {str(exc)[:300]})") from exc
    return llm.adapter_id


def _serve_again(registry: Registry, llm, run_id: str | None) -> None:
    """After a failed switch: serve run_id's adapter again (the base model when it was none, or no registry run)."""
    try:
        previous = registry.get_run(run_id) if run_id else None
        llm.use_adapter(str(previous.adapter_path) if previous else None, run_id if previous else None)
    except Exception:  # noqa: BLE001 - the switch's own error is the one to report
        logging.getLogger(__name__).exception("could not serve adapter %s again; serving the base model", run_id)


