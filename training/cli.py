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

    promote = sub.add_parser("promote", help="serve a run's adapter (the running server switches without restart)")
    promote.add_argument("run_id")
    promote.set_defaults(func=cmd_promote)

    sub.add_parser("rollback", help="serve the adapter that served before the current one").set_defaults(func=cmd_rollback)

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
    from training.runner import run_recipe

    try:
        run = run_recipe(args.recipe, args.overrides, args.snapshot, args.run_id)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps({"run_id": run.id, "status": run.status, "adapter": str(run.adapter_path),
                      "metrics": run.metrics}, ensure_ascii=False, indent=1))
    return 0


def _notify_server() -> tuple[bool, str]:
    """Tell a running server to serve the registry's active adapter now."""
    from backend.config import get_settings

    url = get_settings().api_url + "/api/training/active/apply"
    try:
        response = httpx.post(url, timeout=120)
    except httpx.HTTPError as exc:
        return False, f"no LexLoop server answered at {url} ({exc.__class__.__name__}); a server loads the active adapter when it starts"
    if response.status_code >= 400:
        return False, f"the server at {url} refused: {response.status_code} {response.text[:300]}"
    return True, f"the running server now serves adapter {response.json().get('adapter_id')!r}"


def cmd_promote(args: argparse.Namespace) -> int:
    from training.registry import Registry

    try:
        run = Registry.open().promote(args.run_id, by=_cli_user())
    except (ValueError, LookupError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    ok, message = _notify_server()
    print(f"promoted {run.id} ({run.recipe_name}); {message}")
    return 0 if ok else 1


def cmd_rollback(args: argparse.Namespace) -> int:
    from training.registry import Registry

    try:
        run = Registry.open().rollback(by=_cli_user())
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    ok, message = _notify_server()
    print(f"rolled back to {run.id if run else 'the base model'}; {message}")
    return 0 if ok else 1


def cmd_runs(args: argparse.Namespace) -> int:
    from training.registry import Registry

    registry = Registry.open()
    active = registry.active()
    for run in registry.list_runs():
        marker = "*" if active is not None and active.run_id == run.id else " "
        reward = (run.metrics.get("curve_summary") or {}).get("last")
        print(f"{marker} {run.id:<44} {run.trainer:<7} {run.status:<10} snapshot={run.snapshot_id} last={reward}"
              f"{_held_back(run.metrics.get('evaluation') or {})}")
    return 0


def _held_back(evaluation: dict) -> str:
    """The held-back evaluation as `lexloop runs` shows it: metric, adapter against base, examples."""
    if not evaluation.get("n"):
        return ""
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
