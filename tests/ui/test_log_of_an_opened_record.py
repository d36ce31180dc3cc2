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
    ("briscola-6", "en", "Opened briscola-6-near-end.json", "Match resumed"),
    ("biscambiggia-4", "it", "Aperto biscambiggia-4-near-end.json", "Partita ripresa"),
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
    assert lines[0] == "Opened biscambiggia-3-near-end.json", lines
    assert lines[-1] == "You took back your last card."
