"""Every path a message names goes through one rule (engine.messages.shown_path,
docs/i18n.md "Paths in messages"): in “…” (the function's, never the template's), the
home folder as "~", on one line with each line break, control character or byte that is
not UTF-8 shown as "\ufffd", and a long path shortened in the middle, its last part whole.
Before, the data folder's, the settings file's, the autosave's and the files set aside
were shown raw (a line break broke the message, a non-UTF-8 byte vanished, the home
folder took half a line, a path of 300 characters filled the box), some quoted and some
not. Each kind of message is filled here with hostile paths, in English and Italian."""
from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.engine.messages import PATH_CHARS, shown_path
from biscambiggia_gui.store import saves
from biscambiggia_gui.store.settings import SetAside
from biscambiggia_gui.store.stats import StatsError
from biscambiggia_gui.ui import fault_words, instance, keeper, windows

LONG = "a folder with a long name " * 4


@pytest.fixture
def home(tmp_path, monkeypatch) -> Path:
    place = tmp_path / "home" / "anna"
    place.mkdir(parents=True)
    monkeypatch.setenv("HOME", str(place))
    return place


def hostile(home: Path) -> dict[str, Path]:
    """Paths a player's disk can hold: very long, a line break inside, bytes that are not
    UTF-8 (as os.fsdecode leaves them), the home folder itself and a file in it."""
    return {"long": home / "partite" / LONG / "2026" / LONG / "novembre" / "la partita.json",
            "newline": home / "two\nlines" / "ca\rrte.json",
            "bytes": Path(os.fsdecode(b"/tmp/bad\xff\xfe folder/na\xffme.json")),
            "home": home,
            "in home": home / "autosave.json"}


def check(text: str, path: Path) -> None:
    """`text` names `path` by the rule, and not as it is written on the disk."""
    shown = shown_path(path)
    assert shown in text, (shown, text)
    inner = shown[1:-1]
    assert shown[0] == "\u201c" and shown[-1] == "\u201d"
    assert "\u201c\u201c" not in text and "\u201d\u201d" not in text   # quoted once only
    assert all(c.isprintable() for c in inner) and not any(
        "\udc80" <= c <= "\udcff" for c in inner), inner
    home = os.path.expanduser("~")
    if str(path) == home:
        assert inner == "~"
    elif str(path).startswith(home + "/"):
        assert inner.startswith("~/") and home not in inner
    if str(path) != home:
        name = shown_path(path.name)[1:-1]
        assert inner.endswith(name)                      # the file's name whole
        assert len(inner) <= max(PATH_CHARS, len(name) + 14)
    if str(path) != inner:
        assert str(path) not in text                     # never raw beside it


@pytest.fixture(params=["en", "it"])
def language(request, qapp):
    i18n.install(qapp, request.param)
    yield request.param
    i18n.install(qapp, "en")


def every_path(home):
    return list(hostile(home).values())


def test_the_rule_itself(home):
    shown = {kind: shown_path(p) for kind, p in hostile(home).items()}
    assert shown["home"] == "\u201c~\u201d"
    assert shown["in home"] == "\u201c~/autosave.json\u201d"
    assert shown["newline"] == "\u201c~/two\ufffdlines/ca\ufffdrte.json\u201d"
    assert shown["bytes"] == "\u201c/tmp/bad\ufffd\ufffd folder/na\ufffdme.json\u201d"
    long = shown["long"][1:-1]
    assert long.startswith("~/partite/") and long.endswith("/novembre/la partita.json")
    assert "\u2026" in long and len(long) <= PATH_CHARS
    name = "n" * 150 + ".json"                        # a name longer than the limit: whole
    assert shown_path(Path("/srv") / LONG / name)[1:-1].endswith("/" + name)
    assert shown_path(os.fsencode(str(home / "x.json"))) == "\u201c~/x.json\u201d"   # bytes
    assert shown_path(Path(str(home) + "x") / "y") != "\u201c~x/y\u201d"      # not the home


def test_the_folder_and_settings_notices(home, language):
    for path in every_path(home):
        check(fault_words.lock_notice(str(path), OSError(errno.ENOLCK, "no locks"))[1], path)
        check(fault_words.settings_unsaved_notice(path)[1], path)
        aside = path.with_name(path.name + ".damaged")
        text = fault_words.settings_notice([SetAside(path, "unsafe", aside),
                                            SetAside(path, "not-file", None)])
        check(text, path)
        check(text, Path(aside.name))
        check(instance.busy_text(path, {"pid": 4242}), path)
        check(instance.busy_text(path, {"pid": 1, "host": "elsewhere.example"}), path)
        check(instance.busy_text(path, {}), path)


def test_the_missing_translation_names_its_file(home, monkeypatch):
    for path in every_path(home):
        monkeypatch.setattr(i18n, "_missing", "it")
        monkeypatch.setattr(i18n, "ts_path", lambda code, p=path: p / f"biscambiggia_{code}.ts")
        check(fault_words.language_notice()[1], path / "biscambiggia_it.qm")


def test_the_reasons_that_name_a_folder(home, language, tmp_path):
    for path in every_path(home):
        gone = OSError(errno.ENOENT, "gone", str(path / "autosave.json"))
        check(fault_words.os_reason(gone), path)          # its folder no longer exists
    # a plain file where a folder belongs, named whole
    blocker = home / ("file\nin the way" + "x" * 80)
    blocker.write_text("")
    exc = OSError(errno.ENOTDIR, "not a folder", str(blocker / "sub" / "autosave.json"))
    check(fault_words.os_reason(exc, subject=str(home / "other")), blocker)


def test_the_saves_messages(home, language):
    for path in every_path(home):
        error = pytest.raises(saves.SaveError, saves.load_match, path / "missing.json").value
        text = keeper.translate_save_error(error)
        check(text, Path("missing.json"))                 # a file's name alone
        failed = saves.SaveError("write", path / "autosave.json", reason="the disk is full")
        check(keeper.autosave_failure(failed), path / "autosave.json")
        check(keeper.recovery_text(path / "statistics.damaged.sqlite3"),
              path / "statistics.damaged.sqlite3")
        check(windows.unsaved_words(True, failed, False, None), path / "autosave.json")
    odd = home / ("gone\r\n" + "x" * 100 + ".json")      # a file's name: whole, one line
    error = pytest.raises(saves.SaveError, saves.load_match, odd).value
    check(keeper.translate_save_error(error), Path(odd.name))
    assert shown_path(odd.name)[1:-1] == "gone\ufffd\ufffd" + "x" * 100 + ".json"


def test_the_statistics_window_names_its_file(home, qtbot, language):
    from biscambiggia_gui.ui.stats_window import StatsWindow
    window = StatsWindow()
    qtbot.addWidget(window)
    for path in every_path(home):
        exc = StatsError("cannot open")
        exc.path = path / "statistics.sqlite3"
        check(window.why(exc), exc.path)
        folder = home / "in\nthe way"
        folder.mkdir(exist_ok=True)
        exc.path = folder
        check(window.why(exc), folder)


def test_the_crash_dialog_names_its_report(home, qtbot):
    from html import escape
    from biscambiggia_gui.ui.crash_dialog import CrashDialog
    for path in every_path(home):
        dialog = CrashDialog("report", path / "crash-1.log")
        qtbot.addWidget(dialog)
        assert escape(shown_path(path / "crash-1.log"), quote=False) in dialog.path_label.text()
        assert "\n" not in dialog.path_label.text()


def test_the_log_lines_name_the_file(home, qtbot, window, tmp_path):
    from uihelpers import open_near_end, wait_turn
    open_near_end(window, tmp_path, "briscola-2")
    wait_turn(qtbot, window)
    assert window.panel.log.item(0).text() == "Opened \u201cbriscola-2-near-end.json\u201d"
    name = "saved\nas " + os.fsdecode(b"\xff") + ".json"
    window._log_saved(str(home / name))            # what Save game record logs
    log = window.panel.log
    assert log.item(log.count() - 1).text() == "Saved to \u201csaved\ufffdas \ufffd.json\u201d"


def test_the_command_line_names_the_file(home, capsys):
    from biscambiggia_gui.__main__ import given_file, refuse
    first, second = hostile(home)["newline"], home / "b.json"
    first.parent.mkdir(parents=True)
    first.write_text("{}")
    second.write_text("{}")
    assert given_file([str(first), str(second)]) == os.path.abspath(first)
    said = capsys.readouterr().err
    assert said.count("\n") == 1
    check(said, first)
    assert refuse(str(home / "gone\n.json")) == 2       # a record's name mistyped
    said = capsys.readouterr().err.splitlines()[-1]
    check(said, home / "gone\n.json")
