"""Statistics (issue 7): "kept in an SQLite database in the user's data folder: per game,
seat count and opponent strength, matches and hands played and won, average points;
shown in a window; can be reset" - and "the statistics survive a restart"."""
from PySide6.QtCore import Qt

from biscambiggia_gui.engine.state import HandResult
from biscambiggia_gui.store.stats import Statistics
from biscambiggia_gui.ui.mainwindow import MainWindow
from biscambiggia_gui.ui.stats_window import StatsWindow

from uihelpers import finish_hand, open_near_end, save_shot, start


def test_finished_hands_and_matches_are_recorded_and_survive_a_restart(qtbot, window, tmp_path):
    open_near_end(window, tmp_path, "biscambiggia-2", {"hands": 1})   # against medium computers
    finish_hand(qtbot, window)
    match = window.ctrl.match
    assert match.is_over()
    result = match.results[0]
    window.shutdown()
    window.close()

    again = MainWindow()                      # a restart: a new window, a new connection
    qtbot.addWidget(again)
    try:
        again.show_statistics()
        stats_window = again.stats_window
        qtbot.waitUntil(stats_window.isVisible)
        assert stats_window.rows_shown() == 1
        table = stats_window.tables["biscambiggia"]
        cells = [table.item(0, c).text() for c in range(table.columnCount())
                 if not table.isColumnHidden(c)]           # no Person column: one person
        assert cells[:3] == ["2", "Medium", "1"]
        won = "1" if result.winner == 0 else "0"
        assert cells[3].startswith(won) and cells[5] == "1"
        assert cells[7] == f"{result.points[0]:.1f}"
        save_shot(stats_window, "statistics")
        stats_window.reject()
    finally:
        again.shutdown()


def test_the_statistics_window_resets_from_the_menu(qtbot, window, monkeypatch):
    with Statistics() as stats:
        for i, (result, points) in enumerate((("won", 71), ("lost", 40), ("won", 66))):
            stats.record_hand("briscola-4", result, points, opponent="hard", match_id="m", hand_index=i)
        stats.record_match("briscola-4", "won", opponent="hard", score=2, match_id="m")
        stats.record_hand("mariagio", "lost", 90, opponent="easy", undo_used=True, match_id="n", hand_index=0)
    window.menus.stats.trigger()
    stats_window = window.stats_window
    qtbot.waitUntil(stats_window.isVisible)
    assert stats_window.rows_shown() == 2 and stats_window.tabs.count() == 2
    save_shot(stats_window, "statistics-two-games")
    monkeypatch.setattr(StatsWindow, "confirm_reset", lambda self: True)
    qtbot.mouseClick(stats_window.reset_button, Qt.LeftButton)
    assert stats_window.rows_shown() == 0
    stats_window.reject()
    with Statistics() as stats:
        assert stats.totals() == (0, 0)


def test_a_match_between_computers_is_not_counted(qtbot, window):
    start(window, "briscola-2", seats=["computer", "computer"], seed=6)
    window.ctrl.stop()
    window.ctrl.match.results.append(HandResult([70, 50], [70, 50], [[], []], 0))
    window.keeper.record_stats()                 # what the end of a hand does
    with Statistics() as stats:
        assert stats.totals() == (0, 0)
