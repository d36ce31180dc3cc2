"""A match opened from a file (Game > Open, a file given on the command line or handed to
the running app, the autosave resumed) whose seats or deck this version cannot play as
written: a computer's level it does not know was played as Medium, a kind of player it
does not know by the computer, a name cut or told apart from another, a deck the game is
not played with drawn as the settings choose, and a record whose list of players did not
fit had the settings' seats: all without a word. The match is kept, and the log says
each, once, after "Opened NAME", in English and Italian (setup.MatchSetup.checked)."""
import json

import pytest

from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.record import to_record
from biscambiggia_gui.store import saves

from uihelpers import record_near_end, wait_turn


def log_lines(window) -> list[str]:
    log = window.panel.log
    return [log.item(i).text() for i in range(log.count())]


def a_save(tmp_path, seats, variant="biscambiggia-2", name="odd.json", **extra):
    """A save of `variant` a few moves in, its seats as given (a newer version's, a hand
    edit), written as the game writes a save."""
    match = Match(variant, {}, dealer=0, seed=5)
    hand = match.start_hand()
    for _ in range(2):
        match.apply(hand.legal_actions()[0])
    path = tmp_path / name
    payload = saves.make_payload(match, saves.default_seats(match.variant.players), **extra)
    payload["seats"] = seats                         # as written, whatever the game writes
    saves.save_match(path, payload)
    return path, len(hand.actions)


def opened(qtbot, window, path) -> list[str]:
    assert window.open_record(str(path))
    wait_turn(qtbot, window)
    lines = log_lines(window)
    assert lines[0] == f"Opened “{path.name}”", lines
    return lines


def test_a_level_this_version_does_not_know_is_said_and_the_match_kept(qtbot, qapp, window,
                                                                       tmp_path):
    from biscambiggia_gui import i18n
    path, played = a_save(tmp_path, [{"name": "", "kind": "person", "level": None},
                                     {"name": "Bruno", "kind": "computer",
                                      "level": "grandmaster\n" + "x" * 200}])
    lines = opened(qtbot, window, path)
    said = [line for line in lines if "Medium" in line]
    assert said == ["Bruno plays at Medium: the file gives a level this version does not "
                    "know (grandmaster " + "x" * 27 + "\u2026)."], lines
    assert lines[1] == said[0]                       # right after "Opened NAME"
    assert window.ctrl.setup.seats[1].level == "medium"
    assert len(window.ctrl.hand.actions) >= played   # the match as the file has it
    assert window.ctrl.match.hands[0].deck == Match("biscambiggia-2", {}, dealer=0,
                                                    seed=5).start_hand().deck
    i18n.install(qapp, "it")
    try:
        window.retranslate()
        assert log_lines(window)[1].startswith("Bruno gioca a livello Medio: nel file ha un "
                                               "livello che questa versione non conosce ("), \
            log_lines(window)
    finally:
        i18n.install(qapp, "en")


def test_names_cut_and_told_apart_and_a_deck_not_of_the_game_are_said(qtbot, window,
                                                                      tmp_path):
    long = "Maria Antonietta Bergamaschi"            # 28 letters: cut to 24
    path, _ = a_save(tmp_path, [{"name": long, "kind": "person", "level": None},
                                {"name": "Anna", "kind": "computer", "level": "hard"},
                                {"name": "anna", "kind": "computer", "level": "easy"}],
                     variant="biscambiggia-3", deck="tarot")
    lines = opened(qtbot, window, path)
    names = [s.name for s in window.ctrl.setup.seats]
    assert names[0] == long[:24].rstrip() and names[1] == "Anna" and names[2] != "anna"
    assert lines[1:4] == [
        f"A name in the file is longer than 24 letters: it is cut to “{names[0]}”.",
        f"Two seats in the file are both called “anna”: here seat 3 is called “{names[2]}”.",
        "The file asks for a deck this game is not played with (tarot): the cards are "
        "those your settings choose."], lines
    assert window.ctrl.setup.deck == "genoese"
    assert not any("Medium" in line for line in lines)       # hard and easy are known


def test_a_record_of_ours_with_a_kind_it_does_not_know_or_players_that_do_not_fit(
        qtbot, window, tmp_path):
    record = record_near_end("briscola-4", left=5)
    record["seats"] = [{"name": "Gino", "kind": "person", "level": None},
                       {"name": "Anna", "kind": "robot", "level": "hard"},
                       {"name": "Bruno", "kind": "computer", "level": "medium"},
                       {"name": "Carla", "kind": "computer", "level": "easy"}]
    path = tmp_path / "robot.json"
    path.write_text(json.dumps(record))
    lines = opened(qtbot, window, path)
    assert lines[1] == ("The computer plays seat 2 (Anna): the file gives it a kind of "
                        "player this version does not know (robot)."), lines
    seats = window.ctrl.setup.seats
    assert [s.name for s in seats] == ["Gino", "Anna", "Bruno", "Carla"]
    assert seats[1].kind == "computer" and seats[1].level == "hard"   # its level kept
    record["seats"] = record["seats"][:3]                            # three of four
    path = tmp_path / "three.json"
    path.write_text(json.dumps(record))
    lines = opened(qtbot, window, path)
    assert lines[1] == ("The list of players in the file does not fit this match: the "
                        "seats are those of your settings."), lines
    assert [s.kind for s in window.ctrl.setup.seats] == ["person"] + ["computer"] * 3


def test_a_file_as_this_version_writes_it_opens_without_a_note(qtbot, window, tmp_path):
    path, _ = a_save(tmp_path, [{"name": "", "kind": "person", "level": None},
                                {"name": "Bruno", "kind": "computer", "level": "hard"}],
                     deck="italian")
    lines = opened(qtbot, window, path)
    assert lines[1].startswith("Match resumed"), lines
    assert window.ctrl.setup.deck == "italian"       # the game's other deck, as saved
    record = to_record(window.ctrl.match)
    path = tmp_path / "bare.json"                    # a record without seats names nobody
    path.write_text(json.dumps(record))
    assert opened(qtbot, window, path)[1].startswith("Match resumed")


def test_the_autosave_of_a_newer_version_says_it_once(qtbot, window, tmp_path):
    """Resumed at the start, an autosave's level this version does not know is said the
    same way; the autosave then holds the match as played here, and says nothing more."""
    from biscambiggia_gui.paths import user_data_dir
    path, _ = a_save(tmp_path, [{"name": "", "kind": "person", "level": None},
                                {"name": "Bruno", "kind": "computer", "level": "wizard"}])
    user_data_dir().mkdir(parents=True, exist_ok=True)
    saves.save_match(saves.autosave_path(), json.loads(path.read_text()))
    window.resume(saves.load_autosave())
    wait_turn(qtbot, window)
    assert log_lines(window)[0] == ("Bruno plays at Medium: the file gives a level this "
                                    "version does not know (wizard)."), log_lines(window)
    assert saves.load_autosave().seats[1]["level"] == "medium"
    window.resume(saves.load_autosave())
    wait_turn(qtbot, window)
    assert not any("Medium" in line for line in log_lines(window))


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "random"])
def test_every_level_of_this_version_is_kept_unsaid(qtbot, window, tmp_path, level):
    path, _ = a_save(tmp_path, [{"name": "", "kind": "person", "level": None},
                                {"name": "Bruno", "kind": "computer", "level": level}])
    lines = opened(qtbot, window, path)
    assert lines[1].startswith("Match resumed") and window.ctrl.setup.seats[1].level == level


def test_a_record_that_names_its_players_only_has_the_settings_seats_unsaid(qtbot, window,
                                                                             tmp_path):
    """Another program's record that names its players and writes no kind nor level: the
    computer played every seat, the person none (the hand played itself out), and the log
    said each seat's kind and level "this version does not know (?)". What a seat leaves
    unsaid is the settings' seat, as for a record without seats, and nothing is said; the
    names stay. A computer written without its level plays at the settings' level."""
    record = record_near_end("briscola-4", left=5)
    record["seats"] = [{"name": "Gino"}, {"name": "Anna", "kind": "computer"},
                       {"name": "Bruno"}, {"name": "Carla", "kind": "person"}]
    path = tmp_path / "names.json"
    path.write_text(json.dumps(record))
    lines = opened(qtbot, window, path)
    assert lines[1].startswith("Match resumed"), lines
    assert not any("(?)" in line for line in lines), lines
    seats = window.ctrl.setup.seats
    assert [s.name for s in seats] == ["Gino", "Anna", "Bruno", "Carla"]
    assert [s.kind for s in seats] == ["person", "computer", "computer", "person"]
    assert seats[1].level == seats[2].level == "medium"


def test_the_level_played_and_the_level_said_are_one_rule(qtbot, window, tmp_path,
                                                         monkeypatch):
    """The level a computer plays where the file's is unknown and the word the log says for
    it come from one place (setup.PLAYED_LEVEL, said as its catalogue word, level_title):
    the sentence wrote "Medium" into its English while `checked` set "medium" apart."""
    from biscambiggia_gui.ui import setup
    monkeypatch.setattr(setup, "PLAYED_LEVEL", "easy", raising=False)
    path, _ = a_save(tmp_path, [{"name": "", "kind": "person", "level": None},
                                {"name": "Bruno", "kind": "computer", "level": "wizard"}])
    lines = opened(qtbot, window, path)
    assert window.ctrl.setup.seats[1].level == "easy"
    assert lines[1] == ("Bruno plays at Easy: the file gives a level this version does not "
                        "know (wizard)."), lines


@pytest.mark.parametrize("seats, said", [
    ([{"name": "", "kind": "person", "level": None},
      {"name": "You", "kind": "computer", "level": "hard"}],
     "The file calls seat 2 “You”, the name of the one person at the screen: here it is "
     "called “Anna”."),
    ([{"name": "Gino", "kind": "person", "level": None},
      {"name": "Tu", "kind": "person", "level": None}],
     "The file calls seat 2 “Tu”, the name of the one person at the screen: here it is "
     "called “Player 2”."),
], ids=["computer", "several-people"])
def test_you_given_to_a_seat_it_does_not_name_is_said(qtbot, window, tmp_path, seats, said):
    """"You"/"Tu" names the one person at the screen: a computer so named in a file, or one
    of several people, took its default name without a word."""
    path, _ = a_save(tmp_path, seats)
    lines = opened(qtbot, window, path)
    assert lines[1] == said, lines
    assert window.ctrl.setup.seats[1].name == said.split("“")[-1].rstrip("”.")


def test_a_record_seat_whose_name_is_not_text_is_said(qtbot, window, tmp_path):
    record = record_near_end("briscola-4", left=5)
    record["seats"] = [{"name": "Gino", "kind": "person", "level": None},
                       {"name": ["Anna"], "kind": "computer", "level": "hard"},
                       {"name": 7, "kind": "computer", "level": "easy"},
                       {"name": None, "kind": "computer", "level": "easy"}]   # no name: unsaid
    path = tmp_path / "numbers.json"
    path.write_text(json.dumps(record))
    lines = opened(qtbot, window, path)
    names = [s.name for s in window.ctrl.setup.seats]
    assert lines[1:3] == [
        f"The file gives seat 2 a name that is not text ([\"Anna\"]): here it is called "
        f"“{names[1]}”.",
        f"The file gives seat 3 a name that is not text (7): here it is called “{names[2]}”."
    ], lines
    assert lines[3].startswith("Match resumed"), lines
    assert names[0] == "Gino" and all(names[1:])


def a_save_with(tmp_path, name="extras.json", **extra):
    return a_save(tmp_path, [{"name": "", "kind": "person", "level": None},
                             {"name": "Bruno", "kind": "computer", "level": "hard"}],
                  name=name, **extra)[0]


@pytest.mark.parametrize("written, used", [(1, True), ("yes", True), ("False", False),
                                           (0, False)])
def test_undo_written_as_a_yes_or_a_no_is_kept(qtbot, window, tmp_path, written, used):
    lines = opened(qtbot, window, a_save_with(tmp_path, match_id="m", undo_used=written))
    assert window.keeper.undo_used is used
    assert lines[1].startswith("Match resumed"), lines


@pytest.mark.parametrize("written", ["maybe", [True], {"x": 1}, 2])
def test_undo_written_in_a_way_that_says_neither_keeps_the_mark_and_is_said(
        qtbot, window, tmp_path, written):
    """`undo_used` of a wrong type was left out: the match lost its undo mark in the
    statistics, and nothing said so."""
    from biscambiggia_gui.engine.messages import plain
    lines = opened(qtbot, window, a_save_with(tmp_path, match_id="m", undo_used=written))
    assert window.keeper.undo_used is True
    assert lines[1] == ("The file does not say clearly whether undo was used in this match "
                        f"({plain(written)}): the statistics mark it as a match where undo "
                        "was used."), lines
    assert saves.load_autosave().payload["undo_used"] is True     # said once


def test_hands_counted_and_an_id_of_a_wrong_type_keep_what_they_say(qtbot, window,
                                                                     tmp_path):
    """`stats_from` written as "0" or 0.0 is the count it spells; an id that is not text
    stands for the same id each time the file is opened (a new one each time counted
    the file's finished hands again): the one made from the match's first deal, which a
    copy of the same match with another unusable id gets too; a count that says nothing
    is said."""
    first = a_save_with(tmp_path, match_id=12345, stats_from="0")
    opened(qtbot, window, first)
    kept = window.keeper.match_id
    assert kept and window.keeper.counted_from == 0
    opened(qtbot, window, first)
    assert window.keeper.match_id == kept
    lines = opened(qtbot, window, a_save_with(tmp_path, "other.json", match_id="x" * 300,
                                              stats_from=0.0))
    assert window.keeper.match_id == kept and window.keeper.counted_from == 0   # the same match
    assert lines[1].startswith("Match resumed"), lines
    lines = opened(qtbot, window, a_save_with(tmp_path, "count.json", match_id="m",
                                              stats_from="some"))
    assert lines[1] == ("The file does not say clearly which of its hands were played here "
                        "(some): all its finished hands count in your statistics."), lines


def test_a_file_name_with_a_line_break_is_shown_whole_on_one_line(qtbot, window, tmp_path):
    """A file's name in a message (SaveError) or in the log keeps all its letters, its
    control characters shown as "\ufffd": a line break in it broke the message box."""
    path, _ = a_save(tmp_path, [{"name": "", "kind": "person", "level": None},
                                {"name": "Bruno", "kind": "computer", "level": "hard"}],
                     name="two\nlines\u202e.json")
    assert window.open_record(str(path))
    wait_turn(qtbot, window)
    assert log_lines(window)[0] == "Opened “two\ufffdlines\ufffd.json”"
    missing = tmp_path / ("gone\r\n" + "x" * 100 + ".json")
    error = pytest.raises(saves.SaveError, saves.load_match, missing).value
    assert str(error) == f"The file “gone\ufffd\ufffd{'x' * 100}.json” was not found."
    assert not window.open_record(str(missing))
    qtbot.waitUntil(lambda: window.message is not None and window.message.isVisible())
    assert "\n" not in window.message.text() and "x" * 100 in window.message.text()
    window.message.close()
