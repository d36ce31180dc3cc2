"""The statistics window (issue 7): statistics "shown in a window; can be reset"."""
import subprocess
import sys
from pathlib import Path

import pytest

from biscambiggia_gui.engine.messages import shown_path
from biscambiggia_gui.store.stats import Statistics, StatsError
from biscambiggia_gui.ui import stats_window
from biscambiggia_gui.ui.stats_window import StatsWindow
from uihelpers import when_message_box

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def stats():
    s = Statistics()
    s.record_hand("briscola-4", "won", 70, opponent="hard", match_id="a", hand_index=0)
    s.record_hand("briscola-4", "lost", 50, opponent="hard", match_id="a", hand_index=1)
    s.record_match("briscola-4", "won", opponent="hard", score=3, match_id="a", undo_used=True)
    s.record_hand("mariagio", "void", 70, opponent="easy")
    yield s
    s.close()


def cells(window, game, row=0):
    """The row's cells in the game's tab as shown (the Person column shows only where people
    shared a screen)."""
    table = window.tables[game]
    return [table.item(row, c).text() for c in range(table.columnCount())
            if not table.isColumnHidden(c)]


def heads(window, game):
    table = window.tables[game]
    return [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())
            if not table.isColumnHidden(c)]


def test_the_table_shows_each_group(qtbot, stats):
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    window.show()
    assert window.rows_shown() == 2
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == ["Briscola", "Mariagio"]
    decimal = window.locale().toString(60.0, "f", 1)          # "60.0", or "60,0" in Italian
    assert cells(window, "briscola") == ["4 (teams of 2)", "Hard", "1", "1 (100%)", "0", "2",
                                         "1 (50%)", decimal, "1"]
    assert cells(window, "mariagio")[:2] == ["2", "Easy"]
    # no match finished: nothing to share out, a dash (as a share, as the average of nothing),
    # not a bare "0" beside the column's "0 (0%)" of a match lost (it read "0" here before)
    assert cells(window, "mariagio")[2:] == ["0", "–", "0", "1", "0 (0%)",
                                             decimal.replace("6", "7"), "0"]
    assert window.reset_button.isEnabled()


def test_each_game_names_its_hands_its_own_way(qtbot, stats):
    """Briscola's rules call a hand a deal ("smazzata"), and its table says so everywhere;
    the Statistics window headed every game's column "Hands" ("Mani"), Briscola's rows too.
    Each game's tab now names the column as the game does."""
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    assert heads(window, "briscola")[5:8] == ["Deals", "Deals won", "Points per deal"]
    assert heads(window, "mariagio")[5:8] == ["Hands", "Hands won", "Points per hand"]
    tip = window.tables["briscola"].horizontalHeaderItem(6).toolTip()
    assert tip == "Deals played to the end"


def test_a_newer_version_s_rows_go_to_their_game_s_tab(qtbot, stats):
    """Rows a newer version wrote: a variant of a game this version knows (Briscola for
    five) goes to that game's tab, in its words, and each game this version does not know
    has a tab of its own under the name it is stored by. They all went to one "Other
    games" tab, the new Briscola's rows too, where two unknown games' rows lay mixed with
    no column to tell them apart."""
    import sqlite3
    db = sqlite3.connect(stats.path)                  # as a newer version writes them
    for n, (game, variant, seats) in enumerate([("scopa", "scopa-2", 2),
                                                 ("tressette", "tressette-4", 4),
                                                 ("briscola", "briscola-5", 5)]):
        db.execute("""INSERT INTO hands (match_id, hand_index, seat, played_at, game, variant,
                      seats, opponent, result, points, undo_used) VALUES (?, 0, 0, 'x', ?, ?,
                      ?, 'easy', 'won', 11, 0)""", (f"s{n}", game, variant, seats))
    db.commit()
    db.close()
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == \
        ["Briscola", "Mariagio", "scopa", "tressette"]
    assert window.rows_shown() == 5
    assert [cells(window, "briscola", r)[0] for r in range(2)] == ["4 (teams of 2)", "5"]
    assert cells(window, "scopa")[:2] == ["2", "Easy"] and cells(window, "tressette")[0] == "4"
    assert heads(window, "scopa")[5] == "Hands" and heads(window, "briscola")[5] == "Deals"


def test_reset_asks_first(qtbot, stats, monkeypatch):
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    monkeypatch.setattr(window, "confirm_reset", lambda: False)
    window.reset_button.click()
    assert window.rows_shown() == 2 and stats.summary()
    monkeypatch.setattr(window, "confirm_reset", lambda: True)
    with qtbot.waitSignal(window.statistics_reset):
        window.reset_button.click()
    assert window.rows_shown() == 0 and stats.summary() == []
    assert window.tabs.count() == 0 and not window.tabs.isVisible()
    assert not window.reset_button.isEnabled() and "No finished hands yet" in window.note.text()


@pytest.mark.parametrize("answer, rows_left", [("Keep them", 2), ("Reset", 0)])
def test_the_real_confirmation_box(qtbot, stats, answer, rows_left):
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    window.show()
    seen = []

    def answer_box(box):
        seen.append(box.text())
        [button] = [b for b in box.buttons() if b.text() == answer]
        button.click()

    when_message_box(answer_box)
    window.reset_button.click()
    assert seen and "cannot be undone" in seen[0]
    assert window.rows_shown() == rows_left


def test_empty_statistics(qtbot):
    window = StatsWindow()                  # opens the database in the user's data folder
    qtbot.addWidget(window)
    assert window.rows_shown() == 0 and not window.reset_button.isEnabled()
    assert "No finished hands yet" in window.note.text()
    window.reject()
    assert window.stats is None             # it opened the database, so it closed it


def test_statistics_that_cannot_be_opened(qtbot, monkeypatch):
    def broken():
        error = StatsError("written by a newer version")
        error.newer = True                  # as store/stats.py marks it
        raise error

    monkeypatch.setattr(stats_window, "Statistics", broken)
    window = StatsWindow()
    qtbot.addWidget(window)
    assert "newer version" in window.note.text() and not window.reset_button.isEnabled()


def test_every_visible_string_goes_through_tr(tmp_path):
    ts = tmp_path / "stats.ts"
    subprocess.run([str(Path(sys.executable).with_name("pyside6-lupdate")),
                    str(ROOT / "biscambiggia_gui/ui/stats_window.py"), "-ts", str(ts)],
                   check=True, capture_output=True, timeout=120)
    text = ts.read_text()
    for source in ("Statistics", "Matches won", "Statistics of %1", "With undo", "Hard",
                   "&amp;Reset statistics…", "Keep them", "%1 (teams of %2)"):
        assert f"<source>{source}</source>" in text, source
    assert "<name>StatsWindow</name>" in text


def test_rows_of_the_wrong_type_in_the_database_are_left_out(qtbot, stats):
    """SQLite keeps what a damaged page or another program puts in a column: a seat count
    of text ("four") in a row of Briscola a 4 made the Statistics window fail with a
    TypeError (the crash dialog, no statistics). Such rows are left out; the others show."""
    import sqlite3
    db = sqlite3.connect(stats.path)
    db.execute("""INSERT INTO matches (match_id, seat, finished_at, game, variant, seats, opponent,
                  result, score, undo_used) VALUES ('b', 0, 'x', 'briscola', 'briscola-4',
                  'four', 'easy', 'won', 1, 0)""")
    db.execute("""INSERT INTO hands (match_id, hand_index, seat, played_at, game, variant, seats,
                  opponent, result, points, undo_used) VALUES ('c', 0, 0, 'x', 'briscola',
                  'briscola-4', X'00ff', 'medium', 'won', 3, 0)""")
    db.commit()
    db.close()
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    window.show()
    assert window.rows_shown() == 2
    assert cells(window, "briscola")[:3] == ["4 (teams of 2)", "Hard", "1"]


def test_a_folder_where_the_statistics_file_belongs_is_named_as_such(qtbot):
    """A folder named statistics.sqlite3 in the data folder: the window said the file
    "cannot be opened; check that the disk is not full or read-only", and the disk was
    fine. It says a folder is in the way, and where."""
    from biscambiggia_gui.store.stats import database_path
    database_path().mkdir(parents=True)
    window = StatsWindow()
    qtbot.addWidget(window)
    window.show()
    assert window.stats is None and window.rows_shown() == 0
    assert window.note.text() == (f"The statistics cannot be read: {shown_path(database_path())} is a folder "
                                  "where the statistics file belongs; move it elsewhere, then "
                                  "open this window again")


def test_the_person_column_shows_on_the_tabs_where_people_shared_a_screen(qtbot, stats):
    """People shared the screen in Briscola only: the Person column showed on every tab,
    Mariagio's too, where every row is the one person playing against the computer."""
    stats.record_hand("briscola-2", "won", 70, opponent="person", player="Anna")
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    assert not window.tables["briscola"].isColumnHidden(0)
    assert window.tables["mariagio"].isColumnHidden(0)
    assert "counts once for each of them" in window.note.text()
