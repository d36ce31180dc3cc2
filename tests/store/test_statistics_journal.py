"""The statistics as the window writes them (issue 29): one tested code path (match_rows,
record_rows) for the store and the window, and the journal (Pending) that keeps rows a
locked database did not take, however the journal file is damaged."""
import json
import sqlite3

import pytest

from biscambiggia_gui.store.stats import (PENDING_NAME, Pending, Statistics, StatsError,
                                          database_path, match_rows)
from test_statistics import PERSON, bot, finished

BOT = bot("hard")


def test_rows_from_a_hand_on_count_those_hands_and_not_the_match():
    """A record opened after two hands: only the hands played here count, not the match."""
    m = finished("tarocchi-pizzico", 2)
    rows = match_rows(m, [PERSON, BOT], match_id="x", first_hand=1)
    assert [r["hand_index"] for r in rows] == list(range(1, len(m.results)))
    assert all(r["table"] == "hands" for r in rows)
    whole = match_rows(m, [PERSON, BOT], match_id="x")
    assert [r["table"] for r in whole].count("matches") == 1
    with Statistics() as stats:
        stats.record_rows(rows)
        assert stats.totals() == (0, len(m.results) - 1)
        stats.record_rows(whole)                        # again, whole: never counted twice
        assert stats.totals() == (1, len(m.results))


def test_a_locked_database_is_a_transient_error_and_the_journal_keeps_the_rows(tmp_path):
    m = finished("briscola-2", 4)
    stats = Statistics()                                # open before the lock, as the window's
    hold = sqlite3.connect(database_path(), isolation_level=None)
    hold.execute("BEGIN EXCLUSIVE")
    pending = Pending()
    pending.add(match_rows(m, [PERSON, BOT], match_id="a"))
    with pytest.raises(StatsError) as info:
        Statistics()                                    # opening is refused the same way
    assert info.value.transient
    with stats:
        with pytest.raises(StatsError) as info:
            pending.write_to(stats)
        assert info.value.transient
        with pytest.raises(StatsError) as info:
            stats.reset()
        assert info.value.transient
    pending.save()
    hold.execute("ROLLBACK")
    hold.close()
    again = Pending()                                   # the next start reads it back
    assert len(again) == len(pending) == len(m.results) + 1
    with Statistics() as stats:
        again.write_to(stats)
        assert stats.totals() == (1, len(m.results))
    assert not (database_path().parent / PENDING_NAME).exists()


@pytest.mark.parametrize("content", [b"", b"\0" * 64, b"{\"rows\": [", b"[1, 2]",
                                     b"{\"rows\": 5}", b"\xff\xfe garbage"])
def test_a_damaged_journal_is_set_aside(content):
    path = database_path().parent / PENDING_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    assert len(Pending()) == 0


def test_rows_of_a_wrong_shape_in_the_journal_are_left_out():
    m = finished("mariagio", 1)
    good = match_rows(m, [PERSON, BOT], match_id="g")
    bad = [dict(good[0], variant="poker"), dict(good[0], points=10 ** 30),
           dict(good[0], seat=-1), dict(good[0], match_id=None), {"table": "users"}, 7]
    path = database_path().parent / PENDING_NAME
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"rows": good + bad}))
    pending = Pending()
    assert len(pending) == len(good)
    with Statistics() as stats:
        pending.write_to(stats)
        assert stats.totals() == (1, len(m.results))


def test_two_windows_journals_keep_each_others_rows():
    """Two windows on one data folder where no lock could be taken (a network share that
    locks nothing, ui/instance.py): each kept the rows the locked database did not take in
    the one journal file, the last one written over the other's, whose rows were lost when
    that window closed. Each keeps the other's rows now, and a row in both is one row."""
    first, second = Pending(), Pending()
    briscola = match_rows(finished("briscola-2", 4), [PERSON, BOT], match_id="first")
    tarocchi = match_rows(finished("tarocchi-pizzico", 1), [PERSON, BOT], match_id="second")
    first.add(briscola)
    first.save()
    second.add(tarocchi + briscola[:1])
    second.save()
    first.save()                                 # the first window, again: the second's stay
    kept = Pending()
    assert len(kept) == len(briscola) + len(tarocchi)
    with Statistics() as stats:
        kept.write_to(stats)
        assert stats.totals() == (2, len(briscola) + len(tarocchi) - 2)
    assert not (database_path().parent / PENDING_NAME).exists()


def test_rows_another_window_journaled_are_written_not_deleted():
    """The journal written to the database by one window held rows another window had
    put there (two windows where no lock could be taken): they go into the database with
    this window's, never deleted with the file unwritten (the other window may be gone:
    closed, or crashed, with its rows only in the file)."""
    first, second = Pending(), Pending()
    briscola = match_rows(finished("briscola-2", 4), [PERSON, BOT], match_id="first")
    tarocchi = match_rows(finished("tarocchi-pizzico", 1), [PERSON, BOT], match_id="second")
    first.add(briscola)
    second.add(tarocchi)
    second.save()                                # and the second window is gone
    with Statistics() as stats:
        first.write_to(stats)
        assert stats.totals() == (2, len(briscola) + len(tarocchi) - 2)
    assert not (database_path().parent / PENDING_NAME).exists()
