"""`lexloop train | promote | rollback | runs [cancel|log]` (wired into backend.cli) and `python -m training`
(for accelerate launch)."""

from __future__ import annotations

import argparse
import getpass
import json
import sys

import httpx


def add_training_commands(sub) -> None:
    train = sub.add_parser("train", help="train a recipe (SFT / GRPO / PPO / reward model / LexPam) into the registry")
    add_train_arguments(train)
    train.set_defaults(func=cmd_train)

    promote = sub.add_parser("promote", help="serve a run's adapter (the running server switches without restart); "
                             "promoting the serving run again re-applies it to the server")
    promote.add_argument("run_id")
    add_server_arguments(promote)
    promote.set_defaults(func=cmd_promote)

    rollback = sub.add_parser("rollback", help="serve the adapter that served before the current one")
    add_server_arguments(rollback)
    rollback.set_defaults(func=cmd_rollback)

    runs = sub.add_parser("runs", help="list training runs; `runs cancel ID` stops one, `runs log ID` prints its log")
    runs.set_defaults(func=cmd_runs)
    runs_sub = runs.add_subparsers(dest="runs_command")
    cancel = runs_sub.add_parser("cancel", help="stop a queued or running run and free the training slot")
    cancel.add_argument("run_id")
    cancel.set_defaults(func=cmd_cancel)
    log = runs_sub.add_parser("log", help="print the last lines of a run's train.log (runs launched over HTTP)")
    log.add_argument("run_id")
    log.add_argument("--lines", type=int, default=200, help="how many last lines (default 200)")
    log.set_defaults(func=cmd_log)


def _cli_user() -> str:
    """Who a CLI action is recorded as: the host account (the CLI has no sign-in)."""
    try:
        return f"{getpass.getuser()} (cli)"
    except (KeyError, OSError):
        return "cli"


def add_server_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--url", help="the running LexLoop server, e.g. http://127.0.0.1:8811 for `lexloop serve "
                        "--port 8811` (default: public_url, else http://host:port from the settings)")
    parser.add_argument("--offline", action="store_true",
                        help="no server is running: record the change; a server serves it when it starts")


def add_train_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("recipe", nargs="?", help="a recipe name (training/recipes/<name>.yaml) or a YAML file")
    parser.add_argument("--snapshot", help="export snapshot id (default: the recipe's, else the latest)")
    parser.add_argument("--set", dest="overrides", action="append", default=[], metavar="KEY=VALUE",
                        help="override a recipe entry, e.g. --set args.max_steps=30 --set args.use_vllm=true")
    parser.add_argument("--run-id", help="name of the run (required when accelerate launches several processes)")
    parser.add_argument("--list", action="store_true", help="list the bundled recipes and exit")


def cmd_train(args: argparse.Namespace) -> int:
    from training.recipe import list_recipes

    if args.list or not args.recipe:
        for recipe in list_recipes():
            print(f"{recipe['name']:<24} {recipe['trainer']:<7} {recipe['description']}")
        return 0 if args.list else 2
    from models.backends.base import BackendUnavailable
    from training.data import check_examples
    from training.recipe import load_recipe
    from training.registry import Registry
    from training.runner import run_recipe

    try:  # a misspelt recipe, override or snapshot, or data without examples, is told now, not once the slot is
        # free nor as a failed run
        recipe = load_recipe(args.recipe, args.overrides)
        check_examples(recipe.data, recipe.trainer, args.snapshot, recipe.directory)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    registry = Registry.open()
    # the slot a server launch also takes: two runs would share the cores (and a run continued under
    # accelerate with --run-id is the one in the slot itself)
    busy = [run for run in registry.running() if run.id != args.run_id]
    if busy:
        print(f"error: run {busy[0].id} ({busy[0].recipe_name}) is still {busy[0].status}; one run at a time: wait "
              f"for it or stop it with `lexloop runs cancel {busy[0].id}`", file=sys.stderr)
        return 2
    try:
        run = run_recipe(args.recipe, args.overrides, args.snapshot, args.run_id, registry)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except BackendUnavailable as exc:  # a teacher or judge model that cannot be reached; the run records it too
        print(f"error: {str(exc).splitlines()[0] if str(exc) else type(exc).__name__}", file=sys.stderr)
        return 1
    print(json.dumps({"run_id": run.id, "status": run.status, "adapter": str(run.adapter_path),
                      "metrics": run.metrics}, ensure_ascii=False, indent=1))
    return 0


def _server_url(args: argparse.Namespace) -> str:
    from backend.config import get_settings

    return (args.url or get_settings().api_url).rstrip("/")


def _not_lexloop(url: str) -> str | None:
    """Why url is no LexLoop server (None when it is one): a LexLoop server answers GET /api/training/active with
    200 and the registry's active run; another program on the port, or a mistyped path, answers something else."""
    try:
        response = httpx.get(url + "/api/training/active", timeout=10)
    except httpx.HTTPError as exc:
        return f"no server answered at {url} ({exc.__class__.__name__})"
    try:
        shaped = response.status_code == 200 and "registry_run_id" in response.json()
    except (ValueError, TypeError):  # not JSON, or JSON that is no object
        shaped = False
    if not shaped:
        return f"what answered at {url} is no LexLoop server (GET /api/training/active: {response.status_code})"
    return None


def _no_server(problem: str) -> str:
    return (f"error: {problem}; nothing was recorded. Give the server's address with --url (a server started with "
            "`lexloop serve --port N` is at http://127.0.0.1:N), or pass --offline when no server runs: a server "
            "serves the change when it starts")


def _apply_on_server(url: str) -> tuple[int, str]:
    """Tell the server at url to serve the registry's active adapter now; (HTTP status, 0 when none answered;
    what it now serves, or why not)."""
    try:
        response = httpx.post(url + "/api/training/active/apply", timeout=120)
    except httpx.HTTPError as exc:
        return 0, f"the server at {url} stopped answering ({exc.__class__.__name__})"
    if response.status_code >= 400:
        try:
            detail = response.json()["detail"]
        except (ValueError, KeyError, TypeError):
            detail = response.text[:300]
        return response.status_code, f"the server at {url} refused: {response.status_code} {detail}"
    adapter = response.json().get("adapter_id")
    return 200, f"the server at {url} now serves " + (f"adapter {adapter}" if adapter else "the base model")


def _note_server_left_behind(url: str, target: str | None, retry: str) -> None:
    """After an --offline switch to target (a run id; None: the base model): say so when a server at url reads this
    registry (its registry run is the target) but serves something else: it keeps doing so until it restarts."""
    try:
        active = httpx.get(url + "/api/training/active", timeout=5).json()
    except (httpx.HTTPError, ValueError):  # none answers there (what --offline is for), or no LexLoop server
        return
    if isinstance(active, dict) and active.get("registry_run_id") == target and active.get("adapter_id") != target:
        print(f"note: the server at {url} reads this registry and still serves "
              f"{active.get('adapter_id') or 'the base model'} until it restarts; {retry}", file=sys.stderr)


def _report_switch(done: str, url: str | None, retry: str) -> int:
    """Print what changed; url None: --offline. A server that did not take the change is named with the way to
    apply it (the registry has it, and a server loads it when it restarts); one that cannot load the adapter
    (409) has withdrawn the change from the registry and still serves what it served."""
    if url is None:
        print(f"{done}; a server serves it when it starts")
        return 0
    status, message = _apply_on_server(url)
    if status == 200:
        print(f"{done}; {message}")
        return 0
    if status == 409:
        print(f"error: {message}", file=sys.stderr)
        return 1
    print(f"{done} in the registry, but {message}. A server serves it when it restarts; {retry}", file=sys.stderr)
    return 1


def cmd_promote(args: argparse.Namespace) -> int:
    from training.registry import Registry

    registry = Registry.open()
    try:  # the run first: a typo or a diverged adapter is told before any server is asked
        run = registry.promotable(args.run_id)
    except (ValueError, LookupError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    url = None if args.offline else _server_url(args)
    problem = None if url is None else _not_lexloop(url)
    if problem:
        print(_no_server(problem), file=sys.stderr)
        return 1
    registry.record_promotion(run, by=_cli_user())
    retry = f"`lexloop promote {run.id} --url URL` applies it to a running server now"
    code = _report_switch(f"promoted {run.id} ({run.recipe_name})", url, retry)
    if args.offline:
        _note_server_left_behind(_server_url(args), run.id, retry.replace("URL", _server_url(args)))
    return code


def cmd_rollback(args: argparse.Namespace) -> int:
    from training.registry import Registry

    url = None if args.offline else _server_url(args)
    problem = None if url is None else _not_lexloop(url)
    if problem:
        print(_no_server(problem), file=sys.stderr)
        return 1
    try:
        run = Registry.open().rollback(by=_cli_user())
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    target = f"{run.id} ({run.recipe_name})" if run else "the base model"
    retry = (f"`lexloop promote {run.id} --url URL` applies it to a running server now" if run else
             "restart the server to serve the base model (a second rollback would go one step further back)")
    code = _report_switch(f"rolled back to {target}", url, retry)
    if args.offline:
        _note_server_left_behind(_server_url(args), run.id if run else None, retry.replace("URL", _server_url(args)))
    return code


def cmd_runs(args: argparse.Namespace) -> int:
    import signal

    from training.registry import Registry

    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # `lexloop runs | head`: stop quietly when the reader has enough
    registry = Registry.open()
    active = registry.active()
    for run in registry.list_runs():
        marker = "*" if active is not None and active.run_id == run.id else " "
        print(f"{marker} {run.id:<44} {run.trainer:<7} {run.status:<10} {_data(run)}"
              f"{_steps(registry, run)}{_last_value(run.metrics)}{_held_back(run.metrics.get('evaluation') or {})}")
        if run.error:
            print(f"    error: {run.error.strip().splitlines()[-1][:300]}")
    return 0


def _data(run) -> str:
    """What the run trained on: its export snapshot, or the file a recipe with data.source jsonl reads."""
    if run.snapshot_id:
        return f"snapshot={run.snapshot_id}"
    path = (run.recipe.get("data") or {}).get("path")
    return f"data={path}" if path else "data=none recorded"


def _steps(registry, run) -> str:
    """step/max_steps: live for a running run (its progress.json), the count trained for a finished one."""
    if run.status == "succeeded":
        return f" steps={run.metrics.get('steps')}"
    progress = registry.progress(run.id)["progress"]
    if not progress:
        return ""
    stage = f" ({progress['stage']})" if progress.get("stage") else ""
    return f" step={progress.get('step', 0)}/{progress.get('max_steps')}{stage}"


def _last_value(metrics: dict) -> str:
    """The last logged value of the run's curve (reward, or loss), named."""
    summary = metrics.get("curve_summary") or {}
    return f" last {summary['key']}={summary['last']:.4g}" if summary.get("points") else ""


def _held_back(evaluation: dict) -> str:
    """The held-back evaluation as `lexloop runs` shows it: metric, adapter against base, examples; or, for a run that
    evaluated nothing, why (its note: nothing was held back, or evaluation.max_examples is 0)."""
    if not evaluation.get("n"):
        return f" held-back: {evaluation['note']}" if evaluation.get("note") else ""
    base = f" base={evaluation['base']:.4f}" if "base" in evaluation else ""
    return f" held-back {evaluation['metric']}: adapter={evaluation['adapter']:.4f}{base} (n={evaluation['n']})"


def cmd_cancel(args: argparse.Namespace) -> int:
    from training.registry import Registry

    try:
        run = Registry.open().cancel(args.run_id, by=_cli_user())
    except (ValueError, LookupError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"cancelled {run.id}; the training slot is free")
    return 0


def cmd_log(args: argparse.Namespace) -> int:
    from training.registry import Registry

    if args.lines < 1:
        print("error: --lines must be at least 1", file=sys.stderr)
        return 2
    try:
        print(Registry.open().log_tail(args.run_id, args.lines), end="")
    except LookupError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


def main(argv: list[str] | None = None) -> int:
    from backend.logs import configure_logging

    configure_logging()
    parser = argparse.ArgumentParser(prog="python -m training", description="train a LexLoop recipe")
    add_train_arguments(parser)
    return cmd_train(parser.parse_args(argv))
