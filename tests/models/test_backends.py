import shutil
import socket
import subprocess
import sys
import time

import pytest

from backend.config import Settings
from models.backends import build_backend
from models.backends.base import BackendUnavailable

MESSAGES = [{"role": "user", "content": "Name one colour."}]


def test_transformers_backend_generates_and_streams(llm):
    pieces = list(llm.stream(MESSAGES, max_new_tokens=8))
    assert len(pieces) >= 1
    text = "".join(pieces)
    assert text.strip()
    assert llm.generate(MESSAGES, max_new_tokens=8) == text  # greedy decoding is deterministic
    assert llm.model_id == "SmolLM2-135M-Instruct.Q4_1.gguf"


def test_missing_model_is_a_clear_error(tmp_path):
    with pytest.raises(BackendUnavailable, match="not found"):
        build_backend(Settings(data_dir=tmp_path, model_path=str(tmp_path / "nope")))


def test_unreachable_openai_server_is_a_clear_error(tmp_path):
    port = _free_port()
    with pytest.raises(BackendUnavailable, match="unreachable"):
        build_backend(Settings(data_dir=tmp_path, llm_backend="openai", openai_base_url=f"http://127.0.0.1:{port}/v1"))


def test_vllm_missing_is_a_clear_error(tmp_path):
    pytest.importorskip("torch")
    if shutil.which("nvidia-smi"):
        pytest.skip("GPU host: vLLM may be installed")
    with pytest.raises(BackendUnavailable, match="vLLM is not installed"):
        build_backend(Settings(data_dir=tmp_path, llm_backend="vllm"))


def test_bad_adapter_is_rejected(llm, tmp_path):
    with pytest.raises(BackendUnavailable, match="adapter_config.json"):
        llm.use_adapter(str(tmp_path))
    assert llm.adapter_id is None


@pytest.mark.slow
def test_openai_backend_against_llama_cpp_server(settings, tmp_path):
    """The OpenAI-compatible path against a real server: llama-cpp-python's, over the bundled GGUF.

    Needs `pip install 'lexloop[llama-server]'` (about ten minutes of compiling); run with `pytest -m slow`.
    """
    pytest.importorskip("llama_cpp.server")
    port = _free_port()
    model = f"{settings.resolved_model_path}/{settings.model_file}"
    server = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", model, "--host", "127.0.0.1", "--port", str(port)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    try:
        base_url = f"http://127.0.0.1:{port}/v1"
        backend = _wait_for(lambda: build_backend(Settings(data_dir=tmp_path, llm_backend="openai", openai_base_url=base_url)))
        pieces = list(backend.stream(MESSAGES, max_new_tokens=8))
        assert "".join(pieces).strip()
        assert backend.generate(MESSAGES, max_new_tokens=8) == "".join(pieces)
    finally:
        server.terminate()
        server.wait(timeout=30)
    with pytest.raises(BackendUnavailable):
        backend.generate(MESSAGES, max_new_tokens=4)


def _wait_for(make, timeout_s: float = 60.0):
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            return make()
        except BackendUnavailable:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.5)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _streamed(tokenizer, token_ids: list[int]) -> list[str]:
    """The pieces the serving streamer hands out for these generated tokens, fed one at a time as generate does."""
    import torch

    from models.backends.transformers_backend import WholeCharacterStreamer

    streamer = WholeCharacterStreamer(tokenizer, skip_prompt=False, skip_special_tokens=True)
    for token in token_ids:
        streamer.put(torch.tensor([token]))
    streamer.end()
    return list(streamer)


def test_a_character_split_over_tokens_is_streamed_whole(llm):
    ids = llm.tokenizer.encode("解决问题的方向，关于问题", add_special_tokens=False)
    assert any("\ufffd" in llm.tokenizer.decode([token]) for token in ids)  # the tokenizer does split them
    assert "".join(_streamed(llm.tokenizer, ids)) == "解决问题的方向，关于问题"


def test_bytes_that_never_form_a_character_are_not_shown(llm):
    tokenizer = llm.tokenizer
    ids = tokenizer.encode("关于问题", add_special_tokens=False)
    # generation stopped inside the last character (time or token limit): its first bytes are dropped
    assert tokenizer.decode(ids[:-1]).endswith("\ufffd")
    assert "".join(_streamed(tokenizer, ids[:-1])) == "关于问"
    # the model emitted a character's first bytes, then something else ('解' + a lead byte + 'er')
    lead = tokenizer.encode("决", add_special_tokens=False)[0]
    emitted = tokenizer.encode("解", add_special_tokens=False) + [lead] + tokenizer.encode("er的方向", add_special_tokens=False)
    assert "\ufffd" in tokenizer.decode(emitted)
    assert "".join(_streamed(tokenizer, emitted)) == "解er的方向"


def test_closing_a_stream_stops_the_generation(llm):
    stream = llm.stream(MESSAGES, max_new_tokens=400)
    next(stream)
    started = time.perf_counter()
    stream.close()  # what the ask pipeline does when the model loops or the client goes away
    # the generation ended at its next token, not 400 tokens later (0.1-2 s a token on the shared CPU)
    assert time.perf_counter() - started < 20
    assert llm.generate(MESSAGES, max_new_tokens=4)  # and the model is free for the next one

