import subprocess
import sys

# An API-only server (a GPU host serving the model, the UI elsewhere) must not need gradio installed.
API_WITHOUT_GRADIO = """
import sys
sys.modules["gradio"] = None  # any `import gradio` now raises ImportError
from backend.api.main import create_app
app = create_app(with_ui=False)
paths = set(app.openapi()["paths"])
assert {"/api/ask", "/api/sentence", "/api/health"} <= paths, sorted(paths)
print("ok")
"""


def test_api_only_app_is_built_without_gradio():
    done = subprocess.run([sys.executable, "-c", API_WITHOUT_GRADIO], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
