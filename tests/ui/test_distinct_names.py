"""Every seat has its own name (docs/saves-and-stats.md, "Names"): "Pass to Player 2" names one
person, and the statistics, which key people by name, never merge two. The new-match dialog
gives each person at the screen a default of their own ("Player 1", "Player 2") and refuses
two seats typed alike, letter case and spaces aside, saying which seats and keeping every
name typed; a setting, a save or a record with names alike or empty comes to the table with
names told apart."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.record import to_record
from biscambiggia_gui.ui.keeper import stats_seats
from biscambiggia_gui.ui.setup import (COMPUTER, PERSON, MatchSetup, SeatSetup, default_setup,
                                       load_setup, name_key, same_names, save_choice,
                                       save_player_names)

from uihelpers import wait_turn


def open_dialog(qtbot, window):
    window.ask_new_match()
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    return window.dialog


def type_name(qtbot, edit, text: str) -> None:
    """As a person types: select what is there, then the keys (none: the field emptied)."""
    edit.setFocus()
    edit.selectAll()
    if text:
        qtbot.keyClicks(edit, text)
    else:
        qtbot.keyClick(edit, Qt.Key_Delete)


def names(dialog) -> list[str]:
    return [trio[0].text() for trio in dialog.seat_widgets]


def persons(dialog, count: int) -> None:
    for name, kind, _ in dialog.seat_widgets[:count]:
        kind.setCurrentIndex(kind.findData(PERSON))


@pytest.mark.parametrize("a, b, alike", [
    ("Anna", "anna", True), ("Anna", " ANNA ", True), ("Anna Maria", "anna  maria", True),
    ("Anna Maria", "AnnaMaria", True), ("Anna", "Anna2", False), ("Anna", "Annà", False),
    ("", "", False),
])
def test_names_alike_are_told_by_letters_not_by_case_or_spaces(a, b, alike):
    assert (name_key(a) == name_key(b) and bool(name_key(a))) is alike
    assert (same_names([a, "Bruno", b]) == (0, 2)) is alike


def test_people_left_unnamed_get_a_name_each(qtbot, window):
    """Three people at the screen, every name field emptied: each gets "Player n" with its
    seat's number (never "Player" three times), and the pass screen names one of them."""
    dialog = open_dialog(qtbot, window)
    dialog.game.setCurrentIndex(dialog.game.findData("briscola"))
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    persons(dialog, 3)
    for edit, _, _ in dialog.seat_widgets:
        type_name(qtbot, edit, "")
    assert names(dialog)[:2] == ["Player 1", "Player 2"]     # the fields left
    assert names(dialog)[2] == "" and dialog.play.isEnabled()  # the one still being typed
    qtbot.mouseClick(dialog.play, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.ctrl.match is not None)
    assert [s.name for s in window.ctrl.setup.seats] == ["Player 1", "Player 2", "Player 3"]
    wait_turn(qtbot, window)
    assert window.cover.heading.text().startswith("Pass to Player ")
    window.ctrl.stop()


@pytest.mark.parametrize("language, said", [
    ("en", "Seats 1 and 3 are both called \u201canna\u201d"),
    ("it", "I posti 1 e 3 si chiamano entrambi \u201canna\u201d"),
])
def test_two_seats_typed_alike_cannot_start_and_the_dialog_says_which(qtbot, qapp, window,
                                                                      language, said):
    """"Anna" and " anna": Play is off, the hint names both seats and the name; Enter and
    the dialog's accept are refused, nothing typed is
    lost; another name at the second seat starts the match with every name as typed."""
    i18n.install(qapp, language)
    try:
        dialog = open_dialog(qtbot, window)
        dialog.game.setCurrentIndex(dialog.game.findData("briscola"))
        dialog.players.setCurrentIndex(dialog.players.findData(3))
        persons(dialog, 3)
        type_name(qtbot, dialog.seat_widgets[0][0], "Anna")
        type_name(qtbot, dialog.seat_widgets[1][0], "Bruno")
        type_name(qtbot, dialog.seat_widgets[2][0], " anna")
        assert not dialog.play.isEnabled()
        assert said in dialog.hint.text(), dialog.hint.text()
        qtbot.keyClick(dialog.seat_widgets[1][0], Qt.Key_Return)
        dialog.accept()
        assert dialog.isVisible() and window.ctrl.match is None
        assert names(dialog) == ["Anna", "Bruno", " anna"]
        type_name(qtbot, dialog.seat_widgets[2][0], "Anna Maria")
        assert dialog.play.isEnabled() and said not in dialog.hint.text()
        qtbot.mouseClick(dialog.play, Qt.LeftButton)
        qtbot.waitUntil(lambda: window.ctrl.match is not None)
        assert [s.name for s in window.ctrl.setup.seats] == ["Anna", "Bruno", "Anna Maria"]
        window.ctrl.stop()
    finally:
        i18n.install(qapp, "en")


def test_a_default_name_makes_way_for_one_typed(qtbot, window):
    """Seat 1 typed "Player 3": the third person, nobody's name typed, does not become a
    second "Player 3"."""
    dialog = open_dialog(qtbot, window)
    dialog.game.setCurrentIndex(dialog.game.findData("briscola"))
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    persons(dialog, 3)
    type_name(qtbot, dialog.seat_widgets[0][0], "Player 3")
    shown = names(dialog)
    assert shown[0] == "Player 3" and len({name_key(n) for n in shown}) == 3, shown
    assert dialog.play.isEnabled()
    dialog.reject()


def test_a_setup_with_names_alike_or_empty_is_told_apart():
    """The one rule (MatchSetup.checked) for a setting, a save or a record: an empty name
    takes its seat's default, a person keeps a name before a computer, a later person alike
    takes the name with its seat's number."""
    setup = MatchSetup("briscola-4", [SeatSetup("", PERSON), SeatSetup("  ", PERSON),
                                      SeatSetup("Luca", COMPUTER), SeatSetup("LUCA ", PERSON)])
    got = [s.name for s in setup.checked().seats]
    assert got[:2] == ["Player 1", "Player 2"] and got[3] == "LUCA", got
    assert len({name_key(n) for n in got}) == 4, got
    setup = MatchSetup("briscola-3", [SeatSetup("Anna", PERSON), SeatSetup("anna", PERSON),
                                      SeatSetup("ANNA", PERSON)])
    assert [s.name for s in setup.checked().seats] == ["Anna", "anna 2", "ANNA 3"]
    long = "X" * 24
    setup = MatchSetup("briscola-2", [SeatSetup(long, PERSON), SeatSetup(long, PERSON)])
    got = [s.name for s in setup.checked().seats]
    assert got[0] == long and len(got[1]) <= 24 and name_key(got[1]) != name_key(long), got


def test_settings_with_names_alike_give_a_table_of_distinct_names(qtbot, window):
    """The Settings hold "Anna" for two seats, and the last match remembered has two seats
    called "Luca": the default match and the dialog open with names told apart."""
    save_player_names(["Anna", "anna", "", "", "", ""])
    assert len({name_key(s.name) for s in default_setup().seats}) == 2
    remembered = MatchSetup("briscola-3", [SeatSetup("Luca", PERSON), SeatSetup("luca", PERSON),
                                           SeatSetup("", COMPUTER)])
    save_choice("match/last", json.dumps({"variant": "briscola-3", "options": {}, "deck": "",
                                          "seats": [vars(s) for s in remembered.seats]}))
    assert len({name_key(s.name) for s in load_setup().seats}) == 3
    dialog = open_dialog(qtbot, window)
    assert len({name_key(n) for n in names(dialog)}) == 3 and dialog.play.isEnabled(), names(dialog)
    dialog.reject()


def test_a_save_with_names_alike_or_empty_opens_with_a_name_each(qtbot, window, tmp_path):
    """A save (written by hand, or by another program) whose seats are "Luca", "luca" and
    "": it opens, each seat has its own name at the table and in the statistics' rows."""
    match = Match("briscola-3", {}, dealer=0, seed=5)
    match.start_hand()
    path = tmp_path / "alike.json"
    seats = [{"name": "Luca", "kind": "person", "level": None},
             {"name": "luca", "kind": "person", "level": None},
             {"name": "", "kind": "person", "level": None}]
    path.write_text(json.dumps({"app": "biscambiggia", "save_format": 1,
                                "record": to_record(match), "seats": seats}))
    assert window.open_record(str(path))
    got = [s.name for s in window.ctrl.setup.seats]
    assert got[0] == "Luca" and len({name_key(n) for n in got}) == 3, got
    assert len({name_key(s["name"]) for s in stats_seats(window.ctrl.setup)}) == 3
    wait_turn(qtbot, window)
    window.ctrl.stop()


def test_the_settings_do_not_give_a_person_another_persons_name(qtbot, window):
    """Two people at the table, Luca and Marta; the Settings then name seat 1 "luca": the
    table keeps Marta (no two Lucas); once seat 0 is named Carla, "luca" is free for seat 1;
    two names swapped are swapped."""
    from dataclasses import replace
    from biscambiggia_gui.ui.settings_dialog import Preferences
    window.start_match(MatchSetup("briscola-2", [SeatSetup("Luca", PERSON),
                                                 SeatSetup("Marta", PERSON)], seed=21),
                       remember=False)
    wait_turn(qtbot, window)
    window.apply_preferences(replace(Preferences.load(), names=["", "luca", "", "", "", ""]))
    assert [window.ctrl.name(s) for s in range(2)] == ["Luca", "Marta"]
    window.apply_preferences(replace(Preferences.load(), names=["Carla", "luca", "", "", "", ""]))
    assert [window.ctrl.name(s) for s in range(2)] == ["Carla", "luca"]
    assert [plate.name for plate in window.scene.plates] == ["Carla", "luca"]
    window.apply_preferences(replace(Preferences.load(), names=["luca", "Carla", "", "", "", ""]))
    assert [window.ctrl.name(s) for s in range(2)] == ["luca", "Carla"]    # swapped: no clash
    window.ctrl.stop()


@pytest.mark.parametrize("language, said", [
    ("en", "The fields \u201cYour name\u201d and \u201cSeat 3\u201d both say \u201cLUCA\u201d"),
    ("it", "I campi \u201cIl tuo nome\u201d e \u201cPosto 3\u201d dicono entrambi \u201cLUCA\u201d"),
])
def test_the_settings_refuse_two_names_alike_and_say_which(qtbot, qapp, window, language, said):
    """The Settings' names are the seats' defaults: "Luca" for you and "LUCA" for seat 3
    turn OK and Apply off, the dialog says which fields, named as it labels them ("Your
    name", not "Seat 1"), and keeps both as typed; nothing is saved until one is changed."""
    i18n.install(qapp, language)
    window.show_settings()
    qtbot.waitUntil(lambda: window.settings_dialog is not None and window.settings_dialog.isVisible())
    dialog = window.settings_dialog
    dialog.name_edits[0].setText("Luca")
    dialog.name_edits[2].setText(" LUCA")
    assert dialog.names_hint.isVisible()
    assert said in dialog.names_hint.text(), dialog.names_hint.text()
    for label in (dialog.name_labels[0], dialog.name_labels[2]):     # its own labels
        assert "\u201c" + label.text().replace("&", "") + "\u201d" in dialog.names_hint.text()
    assert not dialog.apply_button.isEnabled()
    dialog.accept()
    assert dialog.isVisible() and [e.text() for e in dialog.name_edits[:3]] == ["Luca", "", " LUCA"]
    assert load_setup().seats[0].name != "Luca"                   # nothing saved
    dialog.name_edits[2].setText("Lucia")
    assert not dialog.names_hint.isVisible() and dialog.apply_button.isEnabled()
    dialog.accept()
    assert not dialog.isVisible()
    from biscambiggia_gui.ui.setup import player_names
    assert player_names()[:3] == ["Luca", "", "Lucia"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(["", " ", "Anna", "anna ", "ANNA", "You", "Tu",
                                           "Player 2", "Giocatore 2", "Bruno", "X" * 30,
                                           "Anna 3", "Luca"]) | st.text(max_size=26),
                          st.sampled_from([PERSON, COMPUTER])),
                min_size=6, max_size=6))
def test_any_names_come_to_the_table_each_its_own(seats):
    """Whatever names a file or a setting holds (empty, alike, too long, the defaults'), the
    setup that comes to the table names every seat, each differently, within 24 letters."""
    for variant in ("briscola-2", "briscola-4", "briscola-6"):
        setup = MatchSetup(variant, [SeatSetup(name, kind) for name, kind in seats]).checked()
        got = [s.name for s in setup.seats]
        assert all(name.strip() and len(name) <= 24 for name in got), got
        assert len({name_key(n) for n in got}) == len(got), got


def test_a_seat_renamed_in_the_settings_keeps_its_name_beside_a_computer_alike(qtbot, window):
    """A computer called "Nicolò" at seat 1; the Settings name seat 2 "Nicolò" typed with a
    combining accent (as macOS and pasted text give it: the same name to the player, and to
    `name_key`). The seat renamed keeps the name and the computer alike takes a free one, as
    for "Anna" and "anna": the check of names alike compared them by letter case only, so
    the table took the new name back from seat 2 and kept the computer's."""
    from dataclasses import replace
    from biscambiggia_gui.ui.settings_dialog import Preferences
    window.start_match(MatchSetup("briscola-3", [SeatSetup("Luca", PERSON),
                                                 SeatSetup("Nicol\u00f2", COMPUTER),
                                                 SeatSetup("Carla", COMPUTER)], seed=21),
                       remember=False)
    wait_turn(qtbot, window)
    typed = "Nicolo\u0300"
    assert name_key(typed) == name_key("Nicol\u00f2")
    window.apply_preferences(replace(Preferences.load(), names=["", "", typed, "", "", ""]))
    got = [window.ctrl.name(s) for s in range(3)]
    assert got[2] == typed and got[0] == "Luca", got
    assert len({name_key(n) for n in got}) == 3, got
    assert [plate.name for plate in window.scene.plates] == got
    window.ctrl.stop()


def test_a_name_from_the_settings_is_cleaned_as_every_other_name(qtbot, window):
    """A name is one rule (setup.clean_name): its spaces collapsed, at most 24 letters. The
    new-match dialog, a save and a record gave "Anna Maria" for "Anna   Maria"; the Settings
    kept the spaces, at the table and in the file, so the statistics (which key people by
    name) counted one person under two names, the table's and the next match's."""
    window.start_match(MatchSetup("briscola-2", [SeatSetup("Luca", PERSON),
                                                 SeatSetup("Bruno", COMPUTER)], seed=21),
                       remember=False)
    wait_turn(qtbot, window)
    window.show_settings()
    qtbot.waitUntil(lambda: window.settings_dialog is not None and window.settings_dialog.isVisible())
    dialog = window.settings_dialog
    dialog.name_edits[0].setText("  Anna   Maria ")
    dialog.accept()
    from biscambiggia_gui.ui.setup import player_names
    assert window.ctrl.name(0) == "Anna Maria"
    assert player_names()[0] == "Anna Maria"
    save_player_names(["Anna \t Maria", "x" * 23 + " y", "", "", "", ""])
    assert player_names()[:2] == ["Anna Maria", "x" * 23]
    window.ctrl.stop()
