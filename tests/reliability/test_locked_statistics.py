"""A statistics database locked by another process (issue 15) must not freeze the window:
the write gives up at once and is skipped with a log note, the hand goes on, and the
skipped hand is written with the next one once the lock is gone (every hand of the match
is written again, idempotently)."""
import logging
import subprocess
import sys

import pytest

from biscambiggia_gui.store.stats import Statistics, database_path
from uihelpers import finish_hand, start

HOLD = ("import sqlite3, sys, time\n"
        "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "c.execute('BEGIN EXCLUSIVE'); print('locked', flush=True); time.sleep(120)\n")


@pytest.mark.parametrize("already_open", [False, True])
def test_a_locked_database_skips_the_write_and_catches_up(qtbot, window, caplog, already_open):
    Statistics().close()                                  # the database exists
    if already_open:                                      # the window's connection is open
        assert window.keeper.statistics() is not None
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(database_path())],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        start(window, "briscola-2", seats=["person", "computer"], options={"hands": 3})
        with caplog.at_level(logging.WARNING):
            finish_hand(qtbot, window)
        assert holder.poll() is None                      # still holding: nobody waited for it
        assert "statistics" in caplog.text and "locked" in caplog.text
        assert len(window.ctrl.match.results) == 1
    finally:
        holder.kill()
        holder.wait()
    window.next_hand()
    finish_hand(qtbot, window)
    with Statistics() as stats:
        hands = stats.conn.execute("SELECT hand_index FROM hands ORDER BY hand_index").fetchall()
    assert [h[0] for h in hands] == [0, 1]
