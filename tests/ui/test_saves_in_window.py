"""Never lose a match (issue 7): "the match in progress is saved after every action
(atomically ...) and offered for resume at the next start. Matches can be saved and opened
as game records (docs/rules.md section 8); a damaged or foreign file is refused with a clear
message and nothing else is lost." Checked in the real window: autosave and resume
reproduce the exact position; a truncated or corrupted save, a record of another format
and an unreadable file each give their message and the match on the table goes on."""
import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from biscambiggia_gui.engine.messages import shown_path
from biscambiggia_gui.engine.record import to_record
from biscambiggia_gui.store import saves
from biscambiggia_gui.ui.mainwindow import MainWindow

from uihelpers import finish_hand, open_near_end, play_first_legal, save_shot, start, wait_turn


def position(win) -> dict:
    """Everything that makes a position: the engine's record and every seat's
    observation, whose turn, the seats, and what lies where on the table."""
    ctrl, scene = win.ctrl, win.scene
    hand = ctrl.hand
    return {
        "record": to_record(ctrl.match),
        "turn": hand.current_player(),
        "observations": [hand.observation(s) for s in range(ctrl.match.variant.players)],
        "seats": ctrl.setup.seat_dicts(),
        "hands": [sorted(p.cards) for p in scene.hands],
        "trick": list(scene.trick.cards),
        "talon": len(scene.talon.cards), "turned": list(scene.turned.cards),
        "piles": [len(p.cards) for p in scene.piles],
        "faces": sorted(c for c, item in scene.cards.items() if item.is_face_up()),
        "awaiting": ctrl.awaiting,
    }


def new_window(qtbot) -> MainWindow:
    win = MainWindow()
    qtbot.addWidget(win)
    win.resize(1180, 760)
    win.show()
    win.set_speed("instant")
    return win


def test_every_action_is_autosaved_with_its_match_id(qtbot, window):
    start(window, "briscola-3", seed=11)
    wait_turn(qtbot, window)
    first = saves.load_autosave()
    assert first.payload["match_id"] == window.keeper.match_id and first.payload["undo_used"] is False
    for _ in range(3):
        play_first_legal(qtbot, window)
        loaded = saves.load_autosave()
        assert loaded.record == to_record(window.ctrl.match)      # after every action
        assert loaded.seats == window.ctrl.setup.seat_dicts()
        assert loaded.payload["match_id"] == first.payload["match_id"]
        wait_turn(qtbot, window)


def test_resume_at_start_up_reproduces_the_exact_position(qtbot, window):
    start(window, "briscola-4", seed=5)
    for _ in range(5):                       # into the second trick, the talon drawn from
        wait_turn(qtbot, window)
        play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    before = position(window)
    match_id = window.keeper.match_id
    window.shutdown()
    window.close()

    again = new_window(qtbot)
    try:
        again.start_up()
        qtbot.waitUntil(lambda: again.resume_dialog is not None and again.resume_dialog.isVisible())
        assert "Briscola (4)" in again.resume_dialog.detail.text()
        save_shot(again.resume_dialog, "resume-prompt")
        qtbot.keyClick(again.resume_dialog, Qt.Key_Return)          # Resume is the default
        wait_turn(qtbot, again)
        assert position(again) == before
        assert again.keeper.match_id == match_id
        play_first_legal(qtbot, again)                             # and the match goes on
    finally:
        again.shutdown()


def test_a_computer_to_play_at_resume_plays_on(qtbot, window):
    start(window, "biscambiggia-2", seed=9, dealer=0)              # the computer leads
    wait_turn(qtbot, window)
    record = to_record(window.ctrl.match)
    record["hands"][0]["actions"] = record["hands"][0]["actions"][:0]
    saves.save_match(saves.autosave_path(), {**saves.load_autosave().payload, "record": record})
    loaded = saves.load_autosave()
    window.resume(loaded)
    assert window.ctrl.hand.current_player() == 1
    wait_turn(qtbot, window)
    assert window.ctrl.awaiting == 0 and len(window.ctrl.hand.actions) == 1


def test_new_match_at_start_up_keeps_the_autosave_until_it_begins(qtbot, window):
    start(window, "biscambiggia-2", seed=3)
    wait_turn(qtbot, window)
    old = saves.load_autosave().record
    window.start_up()
    qtbot.waitUntil(lambda: window.resume_dialog.isVisible())
    qtbot.mouseClick(window.resume_dialog.new, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    assert saves.load_autosave().record == old                  # not lost if cancelled
    window.dialog.reject()
    window.ask_new_match()
    qtbot.waitUntil(lambda: window.dialog.isVisible())
    window.dialog.accept()
    if window.unfinished():                 # over an unfinished match the table asks first
        qtbot.waitUntil(lambda: window.leave_box is not None and window.leave_box.isVisible())
        assert saves.load_autosave().record == old
        window.leave_box.buttons()[0].click()
    qtbot.waitUntil(lambda: saves.load_autosave().record != old)


def test_a_damaged_autosave_is_set_aside_and_a_new_match_offered(qtbot, window):
    saves.autosave_path().write_text('{"app": "biscambiggia", "save_format": 1, "rec')
    window.start_up()
    qtbot.waitUntil(lambda: window.message is not None and window.message.isVisible())
    assert "incomplete" in window.message.text() and "set aside" in window.message.text()
    assert not saves.has_autosave()
    aside = list(saves.autosave_path().parent.glob("autosave.damaged-*.json"))
    assert aside and shown_path(aside[0]) in window.message.text()      # where to find it again
    window.message.accept()
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    window.dialog.reject()


def test_the_end_of_a_match_discards_the_autosave(qtbot, window, tmp_path):
    open_near_end(window, tmp_path, "biscambiggia-2", {"hands": 1})
    wait_turn(qtbot, window)
    assert saves.has_autosave()
    finish_hand(qtbot, window)
    assert window.ctrl.match.is_over()                 # this deal is not a void hand
    qtbot.waitUntil(lambda: not saves.has_autosave())


BAD_FILES = {
    "truncated": (b'{"format": 1, "variant": "briscola-2", "dealer": 0, "hands": [{"deck": ["7H", ',
                  "is incomplete"),
    "corrupt": (b'{"format": 1, "variant": "briscola-2",, "hands": []}', "is damaged"),
    "format": (json.dumps({"format": 2, "variant": "briscola-2", "hands": []}).encode(),
               "game record in format 2"),
    "foreign": (json.dumps({"name": "a shopping list", "items": ["bread"]}).encode(),
                "JSON file of another kind"),
    "binary": (bytes(range(256)), "is not a text file"),
    "variant": (json.dumps({"format": 1, "variant": "scopa-2", "dealer": 0, "hands": []}).encode(),
                "a game this version of Biscambiggia does not have (“scopa-2”)"),
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_a_bad_file_gives_its_message_and_the_match_goes_on(qtbot, window, tmp_path, kind):
    data, words = BAD_FILES[kind]
    path = tmp_path / f"{kind}.json"
    path.write_bytes(data)
    start(window, "biscambiggia-2", seed=8)
    wait_turn(qtbot, window)
    before = position(window)
    saved = saves.load_autosave().record
    assert not window.open_record(str(path))
    assert window.message.isVisible() and words in window.message.text()
    with pytest.raises(saves.SaveError) as error:
        saves.load_match(path)
    assert window.message.text() == error.value.text()
    assert position(window) == before and saves.load_autosave().record == saved
    window.message.accept()
    play_first_legal(qtbot, window)                                 # nothing else was lost


def test_an_unreadable_file_gives_its_message(qtbot, window, tmp_path):
    start(window, "briscola-2", seed=2)
    wait_turn(qtbot, window)
    folder = tmp_path / "a folder.json"
    folder.mkdir()
    assert not window.open_record(str(folder))
    assert "is not a regular file" in window.message.text()
    assert window.ctrl.match is not None and window.ctrl.hand.legal_actions()
    window.message.accept()


def test_a_record_saved_from_the_menu_opens_at_the_same_position(qtbot, window, tmp_path):
    start(window, "mariagio", seed=6)
    for _ in range(4):
        wait_turn(qtbot, window)
        play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    path = tmp_path / "mariagio.json"
    assert window.save_record_as(str(path))
    text = json.loads(path.read_text())
    seats = text.pop("seats")                       # who played and how strong (issue 13)
    assert text == to_record(window.ctrl.match) and text["format"] == 1   # docs/rules.md section 8
    assert seats == window.ctrl.setup.seat_dicts()
    before = position(window)
    start(window, "briscola-2", seed=1)
    assert window.open_record(str(path))
    wait_turn(qtbot, window)
    after = position(window)
    for key in ("record", "turn", "observations", "hands", "trick", "talon", "turned", "faces"):
        assert after[key] == before[key], key
    assert [s["kind"] for s in after["seats"]] == ["person", "computer"]


@pytest.mark.parametrize("variant_id", ["biscambiggia-2", "tarocchi-pizzico"])
def test_at_the_start_of_a_resumed_hand_the_last_trick_is_the_hand_before(qtbot, window,
                                                                         tmp_path, variant_id):
    """Resumed (or opened) before the new hand's first trick, "Look at the last trick"
    shows the last trick of the hand before, as it did before the match was saved."""
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.ui.summary import LastTrickDialog
    match = Match(variant_id, {}, dealer=0, seed=4)
    hand = match.start_hand()
    while not hand.is_over():
        match.apply(hand.legal_actions()[0])
    leader, cards, winner = hand.last_trick
    match.start_hand()
    path = tmp_path / "between.json"
    path.write_text(json.dumps(to_record(match)))
    assert window.open_record(str(path))
    assert len(window.ctrl.match.hands) == 2 and window.ctrl.hand.tricks_played == 0
    assert window.ctrl.last_trick() == (leader, list(cards), winner)
    dialog = LastTrickDialog(window.ctrl, window)
    qtbot.addWidget(dialog)
    shown = [label.toolTip() for label in dialog.findChildren(QLabel)
             if label.toolTip()]
    assert len(shown) == len(cards)


@pytest.mark.parametrize("language, words, foreign", [
    ("en", "it is not valid JSON (a name in double quotes was expected, line 1, column 2)",
     None),
    ("it", "non è JSON valido (ci voleva un nome tra virgolette doppie, riga 1, colonna 2)",
     "Expecting"),
])
def test_a_damaged_autosave_says_what_is_wrong_in_the_players_language(qtbot, qapp, window,
                                                                       language, words, foreign):
    """A save edited by hand (single quotes for double) is refused at start-up in the
    player's language: the parser's own English ("Expecting property name enclosed in
    double quotes") never reaches an Italian player; the file is set aside, nothing lost."""
    from biscambiggia_gui import i18n
    i18n.install(qapp, language)
    saves.autosave_path().parent.mkdir(parents=True, exist_ok=True)
    saves.autosave_path().write_text("{'app': 'biscambiggia', 'save_format': 1}")
    window.start_up()
    qtbot.waitUntil(lambda: window.message is not None and window.message.isVisible())
    assert words in window.message.text()
    if foreign is not None:
        assert foreign not in window.message.text()
    assert list(saves.autosave_path().parent.glob("autosave.damaged-*.json"))
    window.message.accept()
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    window.dialog.reject()


@pytest.mark.parametrize("language, written, unread, foreign", [
    ("en", "The match could not be saved to “partita.json”: a folder has that name. The "
           "previous file, if there was one, is unchanged.",
     "The file “giro.json” cannot be read: its links lead round in a circle.", None),
    ("it", "Non si è potuto salvare la partita in “partita.json”: c’è una cartella con quel nome.",
     "Il file “giro.json” non si può leggere: i suoi collegamenti girano in tondo.",
     ("Is a directory", "Too many levels of symbolic links"))])
def test_what_the_system_refused_is_said_in_the_players_words(qtbot, qapp, window, tmp_path,
                                                              language, written, unread, foreign):
    """A record saved where a folder has its name, or opened through links that lead round
    in a circle: the window's sentence held the system's English ("Is a directory", "Too
    many levels of symbolic links"), in an Italian window too; now the reason is one of the
    catalogue's (ui/fault_words.os_reason, as the data folder's messages say it)."""
    from biscambiggia_gui import i18n
    i18n.install(qapp, language)
    window.retranslate()
    loop = tmp_path / "giro.json"
    loop.symlink_to(loop)
    assert not window.open_record(str(loop))
    assert window.message.text() == unread
    window.message.close()
    start(window, "briscola-2", seats=["person", "computer"], seed=2)
    wait_turn(qtbot, window)
    folder = tmp_path / "partita.json"
    (folder / "mine").mkdir(parents=True)
    assert not window.save_record_as(str(folder))
    text = window.message.text()
    assert text.startswith(written), text
    assert not any(word in text + unread for word in foreign or ())
    assert (folder / "mine").is_dir()
    window.message.close()
    window.ctrl.stop()
