"""A record opened with Game > Review a game record names what this version may not know:
a computer's level ("grandmaster", a typo), a kind of player, a name that is not text, a
variant, an option. Each is said in words from the catalogue ("computer of unknown level
(grandmaster)"), in one short line whatever the file holds (control characters, thousands
of letters), each seat read on its own so that one odd seat loses nothing of the others,
and never a traceback. Before, the plate said "grandmaster computer", a level written as a
number or an unknown kind dropped every seat's name (the seats shown as "You", "Anna"
whatever the record said), and a refusal quoted an option name of thousands of characters
or a variant's line breaks and right-to-left marks as they were."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.messages import SHOWN_CHARS
from biscambiggia_gui.engine.record import dumps

WEIRD = "g\n\x07\u202e" * 500          # line breaks, a bell, a right-to-left mark


def played_record(tmp_path, seats=None, change=None, name="record.json"):
    """A hand of Briscola a 2 played out by the real engine, saved as a record with
    `seats`, `change(record)` applied to it."""
    match = Match("briscola-2", dealer=1, seed=3)
    match.start_hand()
    while not match.current.is_over():
        match.apply(match.current.legal_actions()[0])
    record = json.loads(dumps(match))
    record["seats"] = seats or [{"name": "Anna", "kind": "person", "level": None},
                                {"name": "Bot", "kind": "computer", "level": "hard"}]
    if change is not None:
        change(record)
    path = tmp_path / name
    path.write_text(json.dumps(record))
    return path


def review_window(qtbot, window, path):
    window.review_record(str(path))
    rw = window.review_window
    assert rw is not None
    qtbot.waitExposed(rw)
    return rw


def plates(rw) -> list[str]:
    return [plate.detail for plate in rw.scene.plates]


def one_short_line(text: str) -> bool:
    return text.isprintable() and len(text) < 200


def test_an_unknown_level_is_said_so_with_its_word(qtbot, qapp, window, tmp_path):
    path = played_record(tmp_path, change=lambda r: r["seats"][1].update(level="grandmaster"))
    rw = review_window(qtbot, window, path)
    assert plates(rw)[1] == "computer of unknown level (grandmaster)"
    assert rw.scene.plates[1].toolTip().startswith("Bot \u00b7 computer of unknown level (grandmaster)")
    assert [rw.seat_box.itemText(i) for i in range(2)] == ["Anna", "Bot"]
    qtbot.mouseClick(rw.go, Qt.LeftButton)                  # the review runs as any
    qtbot.waitUntil(lambda: rw.job is None, timeout=60000)
    assert rw.decisions and rw.summary.text().startswith("Decisions:")
    rw.close()
    i18n.install(qapp, "it")
    window.retranslate()
    rw = review_window(qtbot, window, path)
    assert plates(rw)[1] == "computer di livello sconosciuto (grandmaster)"
    rw.close()


@pytest.mark.parametrize("seat, said", [
    ({"name": "Bot", "kind": "computer", "level": 7}, "computer of unknown level (7)"),
    ({"name": "Bot", "kind": "computer", "level": WEIRD}, None),
    ({"name": "Bot", "kind": "robot", "level": "hard"}, "unknown player (robot)"),
    ({"name": "Bot", "kind": WEIRD, "level": "hard"}, None),
])
def test_one_odd_seat_loses_nothing_of_the_others(qtbot, window, tmp_path, seat, said):
    """A seat the game could not play (a level written as a number, a kind it does not
    know): its own plate says so in one short line, and every seat keeps the name the
    record gives it (a seat that writes no level: test_what_a_seat_leaves_unsaid_...)."""
    path = played_record(tmp_path, [{"name": "Anna", "kind": "person", "level": None}, seat])
    rw = review_window(qtbot, window, path)
    assert [rw.seat_box.itemText(i) for i in range(2)] == ["Anna", "Bot"]
    shown = plates(rw)
    assert shown[0] == "person"
    if said is not None:
        assert shown[1] == said
    assert one_short_line(shown[1]) and "(" in shown[1] and shown[1].endswith(")")
    assert len(shown[1]) <= len("computer of unknown level ()") + SHOWN_CHARS
    rw.close()


def test_a_name_that_is_not_text_takes_the_seat_s_default_and_keeps_the_others(qtbot, window,
                                                                                tmp_path):
    path = played_record(tmp_path, [{"name": 5, "kind": "person", "level": None},
                                    {"name": "Bot\n\x1b[31m" + "o" * 300, "kind": "computer",
                                     "level": "easy"}])
    rw = review_window(qtbot, window, path)
    names = [rw.seat_box.itemText(i) for i in range(2)]
    assert names[0] == "You" and names[1].startswith("Bot") and one_short_line(names[1])
    assert len(names[1]) <= 24 and plates(rw) == ["person", "easy computer"]
    rw.close()


@pytest.mark.parametrize("change", [
    lambda r: r.update(variant="briscola\n\u202e" + "x" * 3000),       # no such game
    lambda r: r.update(options={WEIRD: 1}),                               # no such option
    lambda r: r.update(options={"hands": WEIRD}),                         # not a number
    lambda r: r["hands"][0]["actions"].__setitem__(0, [0, WEIRD]),        # no such card
    lambda r: r["hands"][0]["deck"].__setitem__(0, WEIRD),                # nor in the deck
], ids=["variant", "option", "value", "action", "deck"])
def test_a_refusal_quotes_what_the_file_holds_in_one_short_line(qtbot, window, tmp_path, change):
    """A record refused (as Open refuses it, its message) quotes the file's own word in
    one short line: escaped or spaced, cut with "…", never its line breaks, invisible
    marks or thousands of letters."""
    path = played_record(tmp_path, change=change)
    window.review_record(str(path))
    assert getattr(window, "review_window", None) is None
    qtbot.waitUntil(lambda: window.message is not None and window.message.isVisible())
    text = window.message.text()
    assert text.isprintable() and "\u2026" in text and len(text) < 400, text
    window.message.close()


@pytest.mark.parametrize("seats", [
    [{"name": "Gino"}, {"name": "Anna"}],                                   # names only
    [{"name": "Gino", "kind": "person"}, {"name": "Anna", "kind": "computer"}],
    [{"name": "Gino"}, {"name": "Anna", "kind": "computer", "level": None}],
], ids=["no-kind", "no-level", "level-null"])
def test_what_a_seat_leaves_unsaid_is_reviewed_as_open_plays_it(qtbot, window, tmp_path,
                                                                 seats):
    """A record seat that writes no kind or no level: Game > Open plays it as the settings'
    seat there (keeper.named_seats), nothing said; the review said "unknown player (?)"
    and "computer of unknown level (?)" of the same file. Both follow the one rule: the
    review's names and plates are those of the seats Open plays."""
    path = played_record(tmp_path, seats)
    rw = review_window(qtbot, window, path)
    assert [rw.seat_box.itemText(i) for i in range(2)] == ["Gino", "Anna"]
    assert plates(rw) == ["person", "medium computer"]
    assert not any("?" in plate for plate in plates(rw))
    reviewed = [(s.name, s.kind, s.level) for s in rw.ctrl.seats]
    rw.close()
    assert window.open_record(str(path))
    played = [(s.name, s.kind, s.level if s.kind == "computer" else "medium")
              for s in window.ctrl.setup.seats]
    assert played == [(n, k, lv or "medium") for n, k, lv in reviewed]
