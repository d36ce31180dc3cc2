"""Command line: no arguments starts the game window.

    python -m biscambiggia_gui                      the application
    python -m biscambiggia_gui RECORD.json          the application, opening that record or save
    python -m biscambiggia_gui --smoke-test         start, play one hand with computer players, exit 0
    python -m biscambiggia_gui replay RECORD.json   replay a game record, print its results as JSON
    python -m biscambiggia_gui bot --level hard     a computer player speaking JSON lines on stdin/stdout
    python -m biscambiggia_gui arena --a hard --b hard-ref   two players over duplicate deals
    python -m biscambiggia_gui review RECORD --seat 0 [--json]   each decision of a seat, rated
    python -m biscambiggia_gui --help | --version   answer on the terminal, no window (no display needed)

`--help`, `-h` and `--version` are answered before Qt is imported, so they work on a
terminal without a display; Qt's own options are left to Qt (`-style`, `-platform`...), and
a path to a file that exists (a desktop's "Open with" passes one) opens that game record or
save in the window, as Game > Open record does (a window already open on the same data
folder is asked to open it, ui/instance.py).
Any other word (a mistyped command: `replya`) gets the usage and one line naming it, exit 2,
and no window.
"""
from __future__ import annotations

import argparse
import sys

from .paths import APP_ID as PROG
USAGE = f"""usage: {PROG} [--smoke-test] [Qt options] [RECORD.json]
       {PROG} replay RECORD.json
       {PROG} bot [--level LEVEL] [--seed N]
       {PROG} review RECORD --seat N [--json] [--deeper] [--all-cards-known]
       {PROG} arena --help
       {PROG} --help | --version

Traditional card games of Liguria and Italy (Biscambiggia, Briscola, Mariagio, Tarocchi a
pizzico, Briscola chiamata and Biscambiggia chiamata) against the computer or pass-and-play.
Without a command the game window opens; with the path of a game record or a save it opens
that file (in the window already open, if there is one).

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
    from .terminal import with_checked_output

    def write() -> int:
        sys.stdout.write(text)
        return 0
    return with_checked_output(PROG, write) if sys.stdout is not None else 0


# Qt's command-line options (the qt6options manual page), each as `-name` or `--name`;
# those in QT_VALUED take the next word as their value (or `-name=value`)
QT_VALUED = frozenset({"style", "stylesheet", "platform", "platformpluginpath", "platformtheme",
                       "plugin", "qwindowgeometry", "qwindowicon", "qwindowtitle", "session",
                       "display", "geometry", "title", "name", "icon", "visual", "qmljsdebugger",
                       "dialogs", "fontengine"})
QT_FLAGS = frozenset({"widgetcount", "reverse", "nograb", "dograb", "sync", "testability"})
OURS = frozenset({"--smoke-test"})
COMMANDS = ("replay", "bot", "review", "arena")


def sort_words(argv: list[str]) -> tuple[str | None, list[str]]:
    """A window start's words: (the first one that neither we nor Qt take and that names
    no existing file, or None; the existing files named, in order)."""
    import os
    words = iter(argv)
    files: list[str] = []
    for word in words:
        if word in OURS:
            continue
        if word.startswith("-") and word != "-":
            name, valued = word.lstrip("-"), "=" in word
            name = name.split("=", 1)[0]
            if name in QT_VALUED:
                if not valued:
                    next(words, None)               # its value, whatever it says
                continue
            if name in QT_FLAGS or word.startswith("-psn_"):   # macOS's Finder adds -psn_...
                continue
            return word, files
        if not os.path.exists(word):
            return word, files
        files.append(word)
    return None, files


def unknown_word(argv: list[str]) -> str | None:
    """The first word of a window start that neither we nor Qt take and that names no
    existing file, else None."""
    return sort_words(argv)[0]


def given_file(argv: list[str]) -> str | None:
    """The file a window start names (what a desktop's "Open with" passes), made absolute
    (a window already running elsewhere opens it from its own folder); the first one when
    several are named. None when none is."""
    import os
    files = sort_words(argv)[1]
    if len(files) > 1 and sys.stderr is not None:
        from .engine.messages import shown_path
        sys.stderr.write(f"{PROG}: one file at a time: opening {shown_path(files[0])}\n")
    return os.path.abspath(files[0]) if files else None


def looks_like_a_path(word: str) -> bool:
    """Whether `word` names a file rather than a command: a folder in it ("/", or a
    Windows "\\" on any system), or a name with an extension ("match.json", "review.json"),
    and no leading dash."""
    plain = word.replace("\\", "/")
    name = plain.rpartition("/")[2]
    return not word.startswith("-") and ("/" in plain or "." in name.strip("."))


def refuse(word: str) -> int:
    """The usage and one line naming `word` on stderr (none in a Windows GUI start), exit 2."""
    import difflib
    path = looks_like_a_path(word)                # a record's name mistyped, or moved:
    near = [] if path else difflib.get_close_matches(     # never a command ("review.json")
        word.lstrip("-"), COMMANDS + ("smoke-test", "help", "version"), 1)
    hint = ""
    if near:
        hint = f" (did you mean {near[0] if near[0] in COMMANDS else '--' + near[0]}?)"
    what = "no such file" if path else "unknown command, option or file"
    if path:
        from .engine.messages import shown_path
        named = shown_path(word)                  # a path as every message shows one
    else:
        named = repr(word)
    if sys.stderr is not None:
        sys.stderr.write(USAGE.split("\n\n", 1)[0] + "\n\n"
                         f"{PROG}: {what}: {named}{hint}; "
                         f"see {PROG} --help\n")
        sys.stderr.flush()
    return 2


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from .terminal import speak_plainly
    speak_plainly(sys.stdout, sys.stderr)
    if argv and argv[0] in ("-h", "--help", "-help"):
        return say(USAGE)
    if argv and argv[0] in ("--version", "-v", "-version"):
        return say(version_text() + "\n")
    if argv and argv[0] == "replay":
        parser = argparse.ArgumentParser(prog="biscambiggia replay",
                                         description="Replay a game record and print its results.")
        from .store.saves import replay_command
        from .terminal import record_path, with_checked_output
        parser.add_argument("record", type=record_path, help="a game record or a save (.json)")
        return with_checked_output("replay", lambda: replay_command(
            parser.parse_args(argv[1:]).record, sys.stdout, sys.stderr))
    if argv and argv[0] == "bot":
        parser = argparse.ArgumentParser(prog="biscambiggia bot",
                                         description="A computer player on stdin/stdout (JSON lines).")
        parser.add_argument("--level", default="hard", choices=("random", "easy", "medium", "hard"),
                            help="the computer player's strength (default hard)")
        parser.add_argument("--seed", type=int, default=None,
                            help="the player's random seed: the same seed and the same "
                                 "observation always give the same action")
        from .terminal import with_checked_output
        given: list[argparse.Namespace] = []          # its --help, as the others', checked

        def parse() -> int:
            given.append(parser.parse_args(argv[1:]))
            return 0
        code = with_checked_output("bot", parse)
        if not given:
            return code
        from .ai.protocol import serve
        return serve(given[0].level, given[0].seed, sys.stdin, sys.stdout)
    if argv and argv[0] == "review":
        from .review import main as review_main
        from .terminal import with_checked_output
        return with_checked_output("review", lambda: review_main(argv[1:]))
    if argv and argv[0] == "arena":
        from .arena import main as arena_main
        from .terminal import with_checked_output
        return with_checked_output("arena", lambda: arena_main(argv[1:]))
    if any(a in ("-h", "--help", "--version") for a in argv):    # after other options
        return say(USAGE if "--version" not in argv else version_text() + "\n")
    word = unknown_word(argv)
    if word is not None:
        return refuse(word)
    from .app import run
    return run(argv, given_file(argv))


if __name__ == "__main__":
    sys.exit(main())
