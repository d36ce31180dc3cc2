"""Command line: no arguments starts the game window.

    python -m biscambiggia_gui                      the application
    python -m biscambiggia_gui --smoke-test         start, play one hand with computer players, exit 0
    python -m biscambiggia_gui replay RECORD.json   replay a game record, print its results as JSON
    python -m biscambiggia_gui bot --level hard     a computer player speaking JSON lines on stdin/stdout
    python -m biscambiggia_gui arena --a hard --b hard-ref   two players over duplicate deals
    python -m biscambiggia_gui review RECORD --seat 0 [--json]   each decision of a seat, rated
    python -m biscambiggia_gui --help | --version   answer on the terminal, no window (no display needed)

`--help`, `-h` and `--version` are answered before Qt is imported, so they work on a
terminal without a display; any other option is left to Qt (`-style`, `-platform`...).
"""
from __future__ import annotations

import argparse
import sys

from .paths import APP_ID as PROG
USAGE = f"""usage: {PROG} [--smoke-test] [Qt options]
       {PROG} replay RECORD.json
       {PROG} bot [--level LEVEL] [--seed N]
       {PROG} review RECORD --seat N [--json] [--deeper] [--all-cards-known]
       {PROG} arena --help
       {PROG} --help | --version

Traditional card games of Liguria and Italy (Biscambiggia, Briscola, Mariagio, Tarocchi a
pizzico, Briscola chiamata and Biscambiggia chiamata) against the computer or pass-and-play.
Without a command the game window opens.

commands:
  replay RECORD.json   replay a game record and print its results as JSON
  bot                  a computer player speaking JSON lines on stdin and stdout
  review RECORD        rate each decision of a seat by Hard's search (see: {PROG} review --help)
  arena                two computer players over duplicate deals (see: {PROG} arena --help)

options:
  -h, --help           show this help and exit
  --version            show the version and exit
  --smoke-test         play one hand with computer players offscreen and exit (0 if it went well)
"""


def version_text() -> str:
    from . import __version__
    return f"{PROG} {__version__}"


def say(text: str) -> int:
    """Write `text` on the terminal (a Windows GUI start has none: then nothing) and exit 0."""
    if sys.stdout is not None:
        sys.stdout.write(text)
        sys.stdout.flush()
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("-h", "--help", "-help"):
        return say(USAGE)
    if argv and argv[0] in ("--version", "-v", "-version"):
        return say(version_text() + "\n")
    if argv and argv[0] == "replay":
        parser = argparse.ArgumentParser(prog="biscambiggia replay",
                                         description="Replay a game record and print its results.")
        parser.add_argument("record")
        args = parser.parse_args(argv[1:])
        from .store.saves import replay_command
        return replay_command(args.record, sys.stdout, sys.stderr)
    if argv and argv[0] == "bot":
        parser = argparse.ArgumentParser(prog="biscambiggia bot",
                                         description="A computer player on stdin/stdout (JSON lines).")
        parser.add_argument("--level", default="hard", choices=("random", "easy", "medium", "hard"))
        parser.add_argument("--seed", type=int, default=None)
        args = parser.parse_args(argv[1:])
        from .ai.protocol import serve
        return serve(args.level, args.seed, sys.stdin, sys.stdout)
    if argv and argv[0] == "review":
        from .review import main as review_main
        return review_main(argv[1:])
    if argv and argv[0] == "arena":
        from .arena import main as arena_main
        return arena_main(argv[1:])
    if any(a in ("-h", "--help", "--version") for a in argv):    # after other options
        return say(USAGE if "--version" not in argv else version_text() + "\n")
    from .app import run
    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
