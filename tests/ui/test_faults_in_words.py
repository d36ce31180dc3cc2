"""A fault is told in the player's words, never in an exception's own (docs/lessons-and-review.md,
"When the review stops"): the review window's analysis made to fail for real (the function it
runs, patched to raise) says what happened, that the match is untouched and what to do, in
the language installed, and the exception's text goes to the log only; so do the system's
and the file layer's words for an error the game does not know by name."""
from __future__ import annotations

import errno
import json
import logging
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.messages import shown_path
from biscambiggia_gui.engine.messages import Refusal
from biscambiggia_gui.engine.record import dumps, to_record
from biscambiggia_gui.review import BAD_SEAT
from biscambiggia_gui.store import saves
from biscambiggia_gui.ui import review_window as review_module
from biscambiggia_gui.ui.fault_words import os_reason
from biscambiggia_gui.ui.keeper import translate_save_error

SECRET = "internal detail 4711 at 0xdeadbeef"


def review_window_on_a_record(qtbot, window, tmp_path):
    match = Match("briscola-2", {}, dealer=0, seed=4)
    match.start_hand()
    while not match.current.is_over():
        match.apply(match.current.legal_actions()[-1])
    path = tmp_path / "hand.json"
    path.write_text(dumps(match))
    window.review_record(str(path))
    rw = window.review_window
    qtbot.waitExposed(rw)
    return rw


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("fault, said", [
    (RuntimeError(SECRET), {"en": ("something went wrong", "Your match is untouched",
                                    "press Review to try again"),
                            "it": ("qualcosa è andato storto", "La tua partita è intatta",
                                   "premi Rivedi")}),
    (MemoryError(SECRET), {"en": ("ran out of memory", "Your match is untouched",
                                  "one hand at a time"),
                           "it": ("memoria", "La tua partita è intatta", "una mano alla volta")}),
    (Refusal(BAD_SEAT, seat=7, variant="briscola-2", last=1),
     {"en": ("seat 7 is not a seat of briscola-2", "Your match is untouched"),
      "it": ("il posto 7 non è un posto di briscola-2", "La tua partita è intatta")}),
])
def test_a_review_that_stops_says_so_in_words(qtbot, qapp, window, tmp_path, monkeypatch,
                                              caplog, language, fault, said):
    def fails(*args, **kwargs):
        raise fault
    monkeypatch.setattr(review_module, "review", fails)
    i18n.install(qapp, language)
    try:
        rw = review_window_on_a_record(qtbot, window, tmp_path)
        with caplog.at_level(logging.WARNING, logger=review_module.__name__):
            qtbot.mouseClick(rw.go, Qt.LeftButton)
            qtbot.waitUntil(lambda: rw.job is None)
        shown = rw.summary.text()
        for words in said[language]:
            assert words in shown, shown
        assert SECRET not in shown and "Error" not in shown, shown
        assert rw.go.isEnabled() and not rw.cancel.isEnabled()
        if not isinstance(fault, Refusal):
            assert SECRET in caplog.text          # the detail, for whoever reads the log
    finally:
        i18n.install(qapp, "en")


def test_an_error_the_game_does_not_name_is_the_systems_refusal_in_words(qapp, caplog):
    """An OSError without words of its own in the game (EBUSY): "the system refused it",
    in the player's language; the system's English in the log."""
    busy = OSError(errno.EBUSY, "Device or resource busy " + SECRET)
    with caplog.at_level(logging.WARNING):
        assert os_reason(busy) == "the system refused it"
    assert SECRET in caplog.text
    i18n.install(qapp, "it")
    try:
        assert os_reason(busy) == "il sistema ha rifiutato"
    finally:
        i18n.install(qapp, "en")


def test_a_folder_that_no_longer_exists_is_said_as_such(qapp, tmp_path, monkeypatch, caplog):
    """A write whose folder was removed while the game ran (ENOENT, even after write_atomic
    made it again and tried once more) read "the system refused it": now the folder that
    no longer exists, named; a file to read that is not there, "it does not exist"; in
    the window's sentence too (a match saved: ui/keeper.py), in English and in Italian."""
    import tempfile
    gone = tmp_path / "gone"

    def mkstemp(*args, dir=None, **kwargs):
        raise FileNotFoundError(errno.ENOENT, "No such file or directory " + SECRET,
                                str(Path(dir) / ".m.json.x.tmp"))
    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
    match = Match("briscola-2", {}, dealer=0, seed=2)
    match.start_hand()
    with pytest.raises(saves.SaveError) as failed:
        saves.save_match(gone / "m.json", saves.make_payload(match, [
            {"name": "A", "kind": "person", "level": None},
            {"name": "B", "kind": "computer", "level": "easy"}]))
    missing = FileNotFoundError(errno.ENOENT, "No such file or directory", str(gone / "x.json"))
    for language, folder, unread in (("en", f"the folder {shown_path(gone)} no longer exists",
                                      "it does not exist"),
                                     ("it", f"la cartella {shown_path(gone)} non esiste più",
                                      "non esiste")):
        i18n.install(qapp, language)
        try:
            with caplog.at_level(logging.WARNING):
                assert os_reason(missing) == folder
                assert os_reason(missing, reading=True) == unread
                text = translate_save_error(failed.value)
            assert folder in text and SECRET not in text, text
        finally:
            i18n.install(qapp, "en")


def test_a_file_refused_for_a_fault_without_a_name_says_it_in_words(qapp, tmp_path,
                                                                    monkeypatch):
    """A record whose replay fails for a reason the engine does not name (here: the replay
    patched to raise), a save whose seats do not fit the match, and JSON the parser
    rejects in words the game does not know: each message is the catalogue's, in Italian
    too, without the exception's text."""
    match = Match("briscola-2", {}, dealer=0, seed=2)
    match.start_hand()
    path = tmp_path / "replay.json"
    path.write_text(dumps(match))

    def broken(record):
        raise TypeError(SECRET)
    monkeypatch.setattr(saves, "replay", broken)
    with pytest.raises(saves.SaveError) as replay:
        saves.load_match(path)
    monkeypatch.undo()
    seats = tmp_path / "seats.json"
    seats.write_text(json.dumps({"app": "biscambiggia", "save_format": 1,
                                 "record": to_record(match), "seats": [{"name": "A"}]}))
    with pytest.raises(saves.SaveError) as seated:
        saves.load_match(seats)
    odd = saves.SaveError("corrupt", tmp_path / "odd.json", reason="Unterminated " + SECRET,
                          line=1, column=2)
    for language, words in (("en", ("the game could not replay its moves",
                                    "2 players expected", "something JSON does not allow")),
                            ("it", ("non è riuscito a rigiocarne le mosse",
                                    "servono 2 giocatori", "qualcosa che JSON non ammette"))):
        i18n.install(qapp, language)
        try:
            texts = [translate_save_error(e) for e in (replay.value, seated.value, odd)]
        finally:
            i18n.install(qapp, "en")
        for text, word in zip(texts, words):
            assert word in text and SECRET not in text and "TypeError" not in text, text
