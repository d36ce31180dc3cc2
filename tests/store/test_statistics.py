"""Statistics (issue 7): "kept in an SQLite database in the user's data folder: per game,
seat count and opponent strength, matches and hands played and won, average points ...
can be reset"; "the statistics survive a restart"; undo "marked in the statistics"."""
import os
import random
import sqlite3

import pytest

from biscambiggia_gui.engine import Match
from biscambiggia_gui.paths import user_data_dir
from biscambiggia_gui.store.stats import (SCHEMA_VERSION, Statistics, StatsError, StatsRow,
                                          database_path, opponent_strength)

PERSON = {"name": "Anna", "kind": "person", "level": None}


def bot(level):
    return {"name": level, "kind": "computer", "level": level}


def finished(variant_id, seed):
    rng = random.Random(seed)
    m = Match(variant_id, seed=seed)
    while not m.is_over():
        hand = m.start_hand()
        while not hand.is_over():
            m.apply(rng.choice(hand.legal_actions()))
    return m


def expected(m, seat):
    played = [r for r in m.results if r.played]        # a hand everyone passed is no hand
    hands_won = sum(1 for r in played if r.winner == r.sides[seat])
    average = sum(r.points[r.sides[seat]] for r in played) / len(played)
    return hands_won, average, len(played)


def test_the_database_lives_in_the_user_data_folder_and_survives_a_restart():
    stats = Statistics()
    assert stats.path == database_path() == user_data_dir() / "statistics.sqlite3"
    stats.record_hand("briscola-2", "won", 70, opponent="hard")
    stats.record_hand("briscola-2", "lost", 40, opponent="hard")
    stats.record_match("briscola-2", "won", opponent="hard", score=2, undo_used=True)
    before = stats.summary()
    stats.close()

    again = Statistics()                           # "restart": a new connection, a new object
    assert again.summary() == before == [StatsRow(
        game="briscola", variant="briscola-2", seats=2, opponent="hard", matches_played=1,
        matches_won=1, matches_drawn=0, undo_matches=1, hands_played=2, hands_won=1,
        average_points=55.0)]
    assert again.schema_version() == SCHEMA_VERSION
    again.close()
    with sqlite3.connect(database_path()) as raw:      # versioned with PRAGMA user_version
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


@pytest.mark.parametrize("variant_id", ["biscambiggia-2", "biscambiggia-3", "briscola-4",
                                        "biscambiggia-6", "mariagio", "tarocchi-pizzico",
                                        "briscola-chiamata", "biscambiggia-chiamata"])
def test_record_a_whole_match(variant_id):
    m = finished(variant_id, seed=5)
    n = m.variant.players
    seats = [PERSON] + [bot("medium")] * (n - 1)
    with Statistics() as stats:
        written = stats.record_from_match(m, seats, match_id="m1")
        [row] = stats.summary()
    hands_won, average, played = expected(m, 0)
    assert written == played
    side = m.party_of(0)
    assert (row.variant, row.seats, row.opponent) == (variant_id, n, "medium")
    assert row.hands_played == played and row.hands_won == hands_won
    assert row.average_points == pytest.approx(average)
    assert row.matches_played == 1
    assert row.matches_won == (1 if m.winner() == side else 0)
    score = m.score()                    # a drawn match is one whose top the person shares
    assert row.matches_drawn == (1 if m.winner() is None and score[side] == max(score) else 0)


def test_recording_again_after_every_hand_never_counts_twice():
    m = Match("biscambiggia-2", seed=3)
    rng = random.Random(3)
    seats = [PERSON, bot("easy")]
    with Statistics() as stats:
        while not m.is_over():
            hand = m.start_hand()
            while not hand.is_over():
                m.apply(rng.choice(hand.legal_actions()))
            stats.record_from_match(m, seats, match_id="same")
            stats.record_from_match(m, seats, match_id="same")     # e.g. after a resume
        [row] = stats.summary()
        assert row.hands_played == len(m.results) and row.matches_played == 1
        assert stats.totals() == (1, len(m.results))


def test_undo_marks_the_match():
    with Statistics() as stats:
        clean = finished("briscola-2", 1)
        undone = finished("briscola-2", 2)
        stats.record_from_match(clean, [PERSON, bot("hard")], match_id="a")
        stats.record_from_match(undone, [PERSON, bot("hard")], match_id="b", undo_used=True)
        [row] = stats.summary()
        assert row.matches_played == 2 and row.undo_matches == 1
        # undo cannot be taken back: recording the match again without it keeps the mark
        stats.record_from_match(undone, [PERSON, bot("hard")], match_id="b", undo_used=False)
        assert stats.summary()[0].undo_matches == 1


def test_grouping_by_variant_seats_and_strength():
    with Statistics() as stats:
        stats.record_hand("briscola-2", "won", 80, opponent="easy")
        stats.record_hand("briscola-2", "void", 60, opponent="hard")
        stats.record_hand("biscambiggia-3", "lost", 30, opponent="hard")
        stats.record_hand("briscola-4", "won", 61, opponent="mixed")
        stats.record_match("mariagio", "drawn", opponent="person")
        keys = [(r.variant, r.seats, r.opponent) for r in stats.summary()]
    assert keys == [("biscambiggia-3", 3, "hard"), ("briscola-2", 2, "easy"),
                    ("briscola-2", 2, "hard"), ("briscola-4", 4, "mixed"),
                    ("mariagio", 2, "person")]


def test_bad_values_are_refused():
    with Statistics() as stats:
        with pytest.raises(ValueError):
            stats.record_hand("briscola-2", "drawn", 60, opponent="hard")     # a hand is void
        with pytest.raises(ValueError):
            stats.record_match("briscola-2", "void", opponent="hard")         # a match is drawn
        with pytest.raises(ValueError):
            stats.record_hand("poker", "won", 1, opponent="hard")
        assert stats.summary() == []


def test_opponent_strength():
    assert opponent_strength([PERSON, bot("hard")], 0, "briscola-2") == "hard"
    # partners do not count: seats 0 and 2 play together
    assert opponent_strength([PERSON, bot("easy"), bot("hard"), bot("easy")], 0, "briscola-4") == "easy"
    assert opponent_strength([PERSON, bot("easy"), bot("hard")], 0, "biscambiggia-3") == "mixed"
    assert opponent_strength([PERSON, PERSON], 0, "mariagio") == "person"
    assert opponent_strength([PERSON, PERSON, bot("hard"), bot("hard")], 0, "briscola-4") == "mixed"


def test_two_people_at_one_computer_are_both_recorded_each_under_their_name():
    m = finished("briscola-2", 9)
    with Statistics() as stats:
        stats.record_from_match(m, [PERSON, dict(PERSON, name="Beppe")], match_id="hot-seat")
        rows = stats.summary()
    assert [(r.player, r.opponent) for r in rows] == [("Anna", "person"), ("Beppe", "person")]
    for seat, row in enumerate(rows):               # one match each, as it went for each
        assert row.matches_played == 1 and row.hands_played == len(m.results)
        assert row.matches_won == (m.winner() == seat)
        assert row.hands_won == sum(r.winner == seat for r in m.results)


def test_two_people_of_one_name_are_still_two():
    m = finished("briscola-2", 9)
    with Statistics() as stats:
        stats.record_from_match(m, [PERSON, PERSON], match_id="namesakes")
        rows = stats.summary()
    assert [(r.player, r.matches_played) for r in rows] == [("Anna (1)", 1), ("Anna (2)", 1)]


def test_partners_at_one_computer_count_one_match_each_not_two_for_one():
    m = finished("briscola-4", 4)
    seats = [PERSON, bot("hard"), dict(PERSON, name="Beppe"), bot("hard")]
    with Statistics() as stats:
        stats.record_from_match(m, seats, match_id="partners")
        rows = stats.summary()
    assert [(r.player, r.opponent, r.matches_played) for r in rows] == [
        ("Anna", "hard", 1), ("Beppe", "hard", 1)]
    assert rows[0].matches_won == rows[1].matches_won == (m.winner() == 0)


def test_a_version_1_file_keeps_its_rows_as_the_one_persons():
    with sqlite3.connect(database_path()) as raw:
        from biscambiggia_gui.store.stats import MIGRATIONS
        for statement in MIGRATIONS[1]:
            raw.execute(statement)
        raw.execute("PRAGMA user_version = 1")
        raw.execute("""INSERT INTO matches (match_id, seat, finished_at, game, variant, seats,
                       opponent, result, score) VALUES ('old', 0, '2026-01-01T10:00:00+01:00',
                       'mariagio', 'mariagio', 2, 'hard', 'won', 210)""")
    raw.close()
    with Statistics() as stats:
        assert stats.schema_version() == SCHEMA_VERSION == 2
        [row] = stats.summary()
        assert (row.player, row.matches_played, row.matches_won) == ("", 1, 1)


def test_reset_forgets_everything_and_stays_forgotten():
    with Statistics() as stats:
        stats.record_from_match(finished("mariagio", 1), [PERSON, bot("hard")], match_id="x")
        assert stats.summary()
        stats.reset()
        assert stats.summary() == [] and stats.totals() == (0, 0)
    with Statistics() as stats:
        assert stats.summary() == []


def test_a_damaged_database_is_set_aside_and_a_fresh_one_started():
    path = database_path()
    path.write_bytes(b"this is not an SQLite database at all" * 100)
    with Statistics() as stats:
        assert stats.recovered_from is not None and stats.recovered_from.exists()
        assert stats.recovered_from.read_bytes().startswith(b"this is not")
        stats.record_hand("briscola-2", "won", 70, opponent="easy")
        assert len(stats.summary()) == 1


def test_a_database_from_a_newer_version_is_left_alone():
    with sqlite3.connect(database_path()) as raw:
        raw.execute("PRAGMA user_version = 99")
    before = database_path().read_bytes()
    with pytest.raises(StatsError) as info:
        Statistics()
    assert "newer version" in str(info.value)
    assert database_path().read_bytes() == before


def test_a_folder_in_the_way_is_an_error_not_a_crash(tmp_path):
    (tmp_path / "db").mkdir()
    with pytest.raises(StatsError):
        Statistics(tmp_path / "db")
    assert (tmp_path / "db").is_dir()


def test_a_hand_everyone_passed_is_not_counted():
    """docs/rules.md section 11: a hand where everyone passes is not one of the match's hands
    (the next dealer deals again), so the statistics leave it out."""
    m = Match("briscola-chiamata", {"hands": 1}, seed=2)
    hand = m.start_hand()
    while not hand.is_over():
        m.apply("pass")
    assert not m.results[-1].played and not m.is_over()
    rng = random.Random(2)
    hand = m.start_hand()
    while not hand.is_over():
        m.apply(rng.choice(hand.legal_actions()))
    assert m.is_over() and len(m.results) == 2
    with Statistics() as stats:
        assert stats.record_from_match(m, [PERSON] + [bot("easy")] * 4, match_id="p") == 1
        [row] = stats.summary()
        assert row.hands_played == 1 and row.matches_played == 1


@pytest.mark.parametrize("how", ["the data folder deleted", "a backup copy put back"])
def test_hands_recorded_after_the_file_was_deleted_or_replaced_are_kept(how):
    """The window keeps the statistics open while it plays. Deleted with its folder (a
    clean-up) or replaced by a backup copy while it played, the file open was gone and
    SQLite refused every later write ("attempt to write a readonly database"): the hands
    waited in the journal until the next start, and the Statistics window did not show
    them. The file at the path is opened again, and the hands go there at once."""
    import shutil
    s = Statistics()
    s.record_hand("briscola-2", "won", 70, opponent="easy", match_id="a", hand_index=0)
    path = s.path
    if how == "a backup copy put back":
        shutil.copy(path, path.with_name("backup.sqlite3"))
        s.record_hand("briscola-2", "won", 70, opponent="easy", match_id="a", hand_index=1)
        os.replace(path.with_name("backup.sqlite3"), path)
        expected = 2                # the backup's hand, and the one recorded after it
    else:
        shutil.rmtree(path.parent)
        expected = 1
    s.record_hand("briscola-2", "lost", 50, opponent="easy", match_id="a", hand_index=2)
    assert s.summary()[0].hands_played == expected
    s.close()
    again = Statistics()
    assert again.summary()[0].hands_played == expected
    again.close()


def test_a_damaged_file_put_in_place_while_the_window_plays_is_set_aside():
    """A damaged copy put where the statistics file was, while the window plays: the file
    is opened again at the next write, found damaged, and set aside as at the start, the
    hand recorded in a fresh file. Every write failed on it until the next start."""
    s = Statistics()
    s.record_hand("briscola-2", "won", 70, opponent="easy", match_id="a", hand_index=0)
    path = s.path
    damaged = b"not a database at all " * 200
    path.with_name("copy").write_bytes(damaged)
    os.replace(path.with_name("copy"), path)
    s.record_hand("briscola-2", "lost", 50, opponent="easy", match_id="a", hand_index=1)
    assert s.recovered_from is not None and s.recovered_from.read_bytes() == damaged
    [row] = s.summary()
    assert row.hands_played == 1 and row.hands_won == 0
    s.close()
