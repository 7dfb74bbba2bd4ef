"""`lexloop user ...` and `lexloop export`: registered on the main parser by backend/cli.py."""

from __future__ import annotations

import argparse
import getpass
import json
import math
import sys
from datetime import timedelta
from pathlib import Path

from backend.config import get_settings


def _engine():
    from backend.db import init_db, make_engine

    engine = make_engine(get_settings().resolved_database_url)
    init_db(engine)
    return engine


def _read_password(args: argparse.Namespace) -> str:
    if args.password_stdin:
        return sys.stdin.readline().rstrip("\r\n")
    if not sys.stdin.isatty():  # getpass would fail on end of input: say how to give it instead
        raise ValueError("no terminal to type the password in: pipe it with --password-stdin")
    first = getpass.getpass(f"password for {args.username}: ")
    if getpass.getpass("again: ") != first:
        raise ValueError("the two passwords differ")
    return first


def cmd_user_add(args: argparse.Namespace) -> int:
    from backend.auth.service import create_user

    try:
        user = create_user(_engine(), args.username, _read_password(args), args.role)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps({"id": user.id, "username": user.username, "role": user.role.value}))
    return 0


def cmd_user_list(args: argparse.Namespace) -> int:
    from backend.auth.service import list_users

    for user in list_users(_engine()):
        print(json.dumps({"id": user.id, "username": user.username, "role": user.role.value, "active": user.active}))
    return 0


def cmd_user_token(args: argparse.Namespace) -> int:
    """An API token for scripts, printed once."""
    from sqlmodel import Session, select

    from backend.auth.models import TokenKind, User
    from backend.auth.service import issue_token

    engine = _engine()
    with Session(engine) as session:
        user = session.exec(select(User).where(User.username == args.username)).first()
    if user is None or not user.active:
        print(f"error: no active user {args.username!r}", file=sys.stderr)
        return 2
    ttl = timedelta(days=args.days) if args.days else None
    issued = issue_token(engine, user.id, TokenKind.api, name=args.name, ttl=ttl)
    print(issued.token)
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    from annotation.export import NothingToExport, export_snapshot
    from backend.db import init_db, make_engine

    settings = get_settings()
    if args.data_dir is not None:
        # the store at DIR, as LEXLOOP_DATA_DIR=DIR names it: its database is read and its exports/ written
        settings = settings.model_copy(update={"data_dir": args.data_dir})
        problem = _not_a_store(settings)
        if problem:
            print(f"error: {problem}", file=sys.stderr)
            return 2
    engine = make_engine(settings.resolved_database_url)
    try:
        init_db(engine)
        manifest = export_snapshot(engine, settings.data_dir)
    except NothingToExport as exc:  # the command was right; the store holds nothing to export yet
        print(f"error: {exc}", file=sys.stderr)
        return 1
    finally:
        engine.dispose()
    print(json.dumps(manifest, ensure_ascii=False, indent=2))
    return 0


def _not_a_store(settings) -> str | None:
    """Why a --data-dir names no store, or None: it is no folder, or the SQLite file its settings read is not there
    (a typo must not leave a new, empty store behind)."""
    from sqlalchemy.engine import make_url

    data_dir = settings.data_dir
    if not data_dir.is_dir():
        return f"data dir {data_dir} does not exist or is not a folder; create it or give the right path"
    url = make_url(settings.resolved_database_url)
    if url.get_backend_name() == "sqlite" and not Path(url.database or "").is_file():
        return (f"data dir {data_dir} is not a LexLoop store: it holds no database {url.database} (give the folder "
                "a server was started on)")
    return None


MAX_TOKEN_DAYS = 3650  # as over HTTP (POST /api/auth/tokens): ten years; longer is "never", which is the default


def _positive_days(text: str) -> float:
    try:
        days = float(text)
    except ValueError:
        days = math.nan
    if not 0 < days <= MAX_TOKEN_DAYS:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(f"a number of days above 0 and at most {MAX_TOKEN_DAYS}, not {text!r} "
                                         "(leave --days out for a token that does not expire)")
    return days


def add_commands(sub: argparse._SubParsersAction) -> None:
    from backend.auth.models import Role

    user = sub.add_parser("user", help="manage users (the first operator, annotators) and API tokens")
    user_sub = user.add_subparsers(dest="user_command", required=True)
    add = user_sub.add_parser("add", help="create a user")
    add.add_argument("username")
    add.add_argument("--role", choices=[r.value for r in Role], default=Role.annotator.value)
    add.add_argument("--password-stdin", action="store_true", help="read the password from the first line of stdin")
    add.set_defaults(func=cmd_user_add)
    user_sub.add_parser("list", help="list users").set_defaults(func=cmd_user_list)
    token = user_sub.add_parser("token", help="print a new API token for a user's scripts")
    token.add_argument("username")
    token.add_argument("--name", default="cli", help="what the token is for")
    token.add_argument("--days", type=_positive_days, default=None,
                       help=f"expire after this many days, at most {MAX_TOKEN_DAYS} (default: never)")
    token.set_defaults(func=cmd_user_token)

    export = sub.add_parser("export", help="write a training-data snapshot (SFT, preference, GRPO JSON Lines)")
    export.add_argument("--data-dir", type=Path, default=None,
                        help="export the store at DIR instead of the configured data_dir, as LEXLOOP_DATA_DIR=DIR "
                             "would: read its database (DIR/lexloop.db unless database_url is set) and write under "
                             "DIR/exports/")
    export.set_defaults(func=cmd_export)
