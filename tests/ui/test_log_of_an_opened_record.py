"""The match log of a record opened in the window (found playing Briscola a 6 from a record):
"Opened NAME" came after the hand's first lines ("Match resumed", "Deal 1: dealer Anna"), as
if the file had been opened in the middle of the deal, and it was the one line the table's
own log did not keep, so that taking back a card wiped it out. It is the log's first line,
in both languages, and stays there through an undo."""
import pytest

from uihelpers import open_near_end, play_first_legal, wait_turn


def log_lines(window) -> list[str]:
    log = window.panel.log
    return [log.item(i).text() for i in range(log.count())]


@pytest.mark.parametrize("variant, language, opened, resumed", [
    ("briscola-6", "en", "Opened “briscola-6-near-end.json”", "Match resumed"),
    ("biscambiggia-4", "it", "Aperto “biscambiggia-4-near-end.json”", "Partita ripresa"),
])
def test_the_file_opened_is_the_logs_first_line(qtbot, qapp, window, tmp_path, variant,
                                                language, opened, resumed):
    from biscambiggia_gui import i18n
    i18n.install(qapp, language)
    window.retranslate()
    open_near_end(window, tmp_path, variant, left=8)
    wait_turn(qtbot, window)
    lines = log_lines(window)
    assert lines[0] == opened, lines
    assert lines[1].startswith(resumed), lines
    assert lines.count(opened) == 1
    assert lines == window.ctrl.log_lines


def test_the_file_opened_stays_in_the_log_after_an_undo(qtbot, window, tmp_path):
    open_near_end(window, tmp_path, "biscambiggia-3", left=9)
    seats = window.ctrl.setup.seats
    assert [s.kind for s in seats].count("person") == 1      # one person: undo is offered
    wait_turn(qtbot, window)
    play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    assert window.keeper.can_undo()
    window.undo()
    wait_turn(qtbot, window)
    lines = log_lines(window)
    assert lines[0] == "Opened “biscambiggia-3-near-end.json”", lines
    assert lines[-1] == "You took back your last card."


@pytest.mark.parametrize("language, opened, over", [
    ("en", "Opened “tarocchi-pizzico-finished.json”", "Match over: Tarocchi a pizzico"),
    ("it", "Aperto “tarocchi-pizzico-finished.json”", "Partita finita: Tarocchi a pizzico"),
])
def test_a_finished_match_opened_is_not_said_to_be_resumed(qtbot, qapp, window, tmp_path,
                                                           language, opened, over):
    """A record of a whole match (saved at its end, Game > Save game record as) opened
    again said "Match resumed: Tarocchi a pizzico" over the match's result: the match is
    over, and the log says so."""
    import json
    from biscambiggia_gui import i18n
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.engine.record import to_record
    match = Match("tarocchi-pizzico", {}, dealer=0, seed=3)
    while not match.is_over():
        hand = match.start_hand()
        while not hand.is_over():
            match.apply(hand.legal_actions()[0])
    path = tmp_path / "tarocchi-pizzico-finished.json"
    path.write_text(json.dumps(to_record(match)))
    i18n.install(qapp, language)
    window.retranslate()
    assert window.open_record(str(path))
    qtbot.waitUntil(lambda: window.ctrl.match is not None and window.ctrl.match.is_over())
    lines = log_lines(window)
    assert lines[:2] == [opened, over], lines
    assert not any(line.startswith(("Match resumed", "Partita ripresa")) for line in lines)
