"""Helpers for the annotation tests: a store with a small corpus, outputs, users with tokens."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

from backend.auth.models import Role, TokenKind
from backend.auth.service import create_user, issue_token
from backend.config import Settings
from backend.corpus.importers import import_jsonl
from backend.db import init_db, make_engine, session_scope
from backend.store.models import OutputRecord, Task

# short paraphrases, enough for article look-ups
CORPUS = [
    {"law": "中华人民共和国劳动合同法", "article": 47, "text": "经济补偿按工作年限计算，每满一年支付一个月工资。"},
    {"law": "中华人民共和国劳动合同法", "article": 87, "text": "用人单位违法解除劳动合同的，按经济补偿标准的二倍支付赔偿金。"},
    {"law": "中华人民共和国刑法", "article": 264, "text": "盗窃公私财物，数额较大的，处三年以下有期徒刑、拘役或者管制。"},
    {"law": "中华人民共和国刑法", "article": 133, "text": "违反交通运输管理法规，因而发生重大事故的，处三年以下有期徒刑。"},
    {"law": "中华人民共和国刑法", "article": "第一百三十三条之一", "text": "在道路上醉酒驾驶机动车的，处拘役，并处罚金。"},
    {"law": "中华人民共和国刑法", "article": 199, "text": "（删去）"},  # deleted by an amendment, number kept
]


def write_corpus(path: Path) -> Path:
    path.write_text("".join(json.dumps(row, ensure_ascii=False) + "\n" for row in CORPUS), encoding="utf-8")
    return path


def prepare_store(data_dir: Path) -> Settings:
    """A data dir whose database holds the small corpus, so start-up does not import the national one."""
    settings = Settings(data_dir=data_dir, llm_backend="none")
    engine = make_engine(settings.resolved_database_url)
    init_db(engine)
    report = import_jsonl(engine, write_corpus(data_dir / "corpus.jsonl"), progress=False)
    assert not report.errors
    engine.dispose()
    return settings


def add_output(engine, question: str, answer: str = "", task: Task = Task.ask, model_id: str = "test-model") -> int:
    parsed = {"major_premise": "《劳动合同法》第四十七条", "minor_premise": question,
              "conclusion": answer or f"关于“{question}”的结论"}
    with session_scope(engine) as session:
        record = OutputRecord(task=task, input={"question": question}, model_id=model_id, adapter_id=None,
                              prompt=f"问题：{question}", sources=[], raw_text=answer or parsed["conclusion"],
                              parsed=parsed if task == Task.ask else {}, format_ok=True,
                              timings={"total_ms": 1.0})
        session.add(record)
        session.flush()
        return record.id


class People:
    """Users of each role with a bearer header ready to send."""

    def __init__(self, engine):
        self.engine = engine
        self.ids: dict[str, int] = {}
        self.headers: dict[str, dict[str, str]] = {}

    def add(self, name: str, role: Role) -> dict[str, str]:
        user = create_user(self.engine, name, f"{name}-secret-pw", role)
        token = issue_token(self.engine, user.id, TokenKind.api, name="test").token
        self.ids[name] = user.id
        self.headers[name] = {"Authorization": f"Bearer {token}"}
        return self.headers[name]


class LiveServer:
    """`lexloop serve` in a subprocess on 127.0.0.1 and a free port, configured by LEXLOOP_* variables."""

    def __init__(self, data_dir: Path, port: int | None = None):
        self.data_dir = data_dir
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen | None = None
        self.log = data_dir / f"server-{self.port}.log"

    def start(self, timeout_s: float = 180.0) -> LiveServer:
        env = {**os.environ, "LEXLOOP_DATA_DIR": str(self.data_dir), "LEXLOOP_HOST": "127.0.0.1",
               "LEXLOOP_PORT": str(self.port), "LEXLOOP_LLM_BACKEND": "none", "GRADIO_ANALYTICS_ENABLED": "False",
               "HF_HUB_OFFLINE": "1"}
        with self.log.open("ab") as log:
            self.process = subprocess.Popen([sys.executable, "-m", "backend.cli", "serve"], env=env, stdout=log,
                                            stderr=subprocess.STDOUT, cwd=Path(__file__).resolve().parents[2])
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with {self.process.returncode}:\n{self.log.read_text()[-3000:]}")
            try:
                if httpx.get(f"{self.url}/api/health", timeout=2).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"the server did not start in {timeout_s} s:\n{self.log.read_text()[-3000:]}")

    def kill(self) -> None:
        """SIGKILL: no shutdown handlers, no flushing; what was committed must survive anyway."""
        assert self.process is not None
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=30)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=30)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
