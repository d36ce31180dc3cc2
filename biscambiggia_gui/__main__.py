"""Command line: no arguments starts the game window.

    python -m biscambiggia_gui                      the application
    python -m biscambiggia_gui --smoke-test         start, play one hand with computer players, exit 0
    python -m biscambiggia_gui replay RECORD.json   replay a game record, print its results as JSON
    python -m biscambiggia_gui bot --level hard     a computer player speaking JSON lines on stdin/stdout
    python -m biscambiggia_gui arena --a hard --b hard-ref   two players over duplicate deals
    python -m biscambiggia_gui review RECORD --seat 0 [--json]   each decision of a seat, rated
"""
from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
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
    from .app import run
    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
