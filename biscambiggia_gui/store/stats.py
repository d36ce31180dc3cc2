"""Statistics of the local person(s), in SQLite (stdlib sqlite3) at
user_data_dir()/statistics.sqlite3: one row per finished hand and per finished match, for
each seat a person plays. Grouped by variant, seat count and opponent strength: matches
played and won, hands played and won, average points per hand, and how many matches
were played with undo (those are marked, not hidden).

    stats = Statistics()                                  # opens or creates the database
    stats.record_from_match(match, seats, match_id=...)   # after every finished hand; idempotent
    stats.record_hand(...), stats.record_match(...)       # the same, one row at a time
    stats.summary() -> list[StatsRow]
    stats.reset(); stats.close()

The schema is versioned with PRAGMA user_version. A damaged database file is set aside
(statistics.damaged-<time>.sqlite3) and a fresh one started; a database written by a
newer version raises StatsError and is left alone.
"""
from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..engine.match import Match
from ..engine.registry import get_variant, variants
from ..paths import user_data_dir

DB_NAME = "statistics.sqlite3"
SCHEMA_VERSION = 1
HAND_RESULTS = ("won", "lost", "void")
MATCH_RESULTS = ("won", "lost", "drawn")
STRENGTHS = ("random", "easy", "medium", "hard", "mixed", "person")
# how long a write waits for a database another process holds locked: the window calls
# these on its GUI thread, so it gives up at once (sqlite3.OperationalError "database is
# locked"); the window skips that write with a log note, and since every hand is written
# again (idempotent) with the next one, nothing is lost unless the lock outlives the match
BUSY_TIMEOUT_S = 0.1

MIGRATIONS = {
    1: (
        """CREATE TABLE matches (
            id INTEGER PRIMARY KEY,
            match_id TEXT,                      -- the window's id of the match (kept in saves)
            seat INTEGER NOT NULL DEFAULT 0,    -- the person's seat
            finished_at TEXT NOT NULL,
            game TEXT NOT NULL, variant TEXT NOT NULL, seats INTEGER NOT NULL,
            opponent TEXT NOT NULL,             -- random/easy/medium/hard/mixed/person
            result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'drawn')),
            score INTEGER,                      -- the person's side: hands won, or points
            undo_used INTEGER NOT NULL DEFAULT 0,
            UNIQUE (match_id, seat))""",
        """CREATE TABLE hands (
            id INTEGER PRIMARY KEY,
            match_id TEXT,
            hand_index INTEGER,
            seat INTEGER NOT NULL DEFAULT 0,
            played_at TEXT NOT NULL,
            game TEXT NOT NULL, variant TEXT NOT NULL, seats INTEGER NOT NULL,
            opponent TEXT NOT NULL,
            result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'void')),
            points INTEGER NOT NULL,            -- the person's side, bonuses included
            undo_used INTEGER NOT NULL DEFAULT 0,
            UNIQUE (match_id, hand_index, seat))""",
        "CREATE INDEX hands_group ON hands (variant, seats, opponent)",
        "CREATE INDEX matches_group ON matches (variant, seats, opponent)",
    ),
}


class StatsError(Exception):
    """The statistics cannot be used (a database from a newer version, or no way to open
    one); the window should carry on without statistics. `transient`: only locked by
    another process for now; worth trying again later."""
    transient = False


@dataclass(frozen=True)
class StatsRow:
    game: str
    variant: str
    seats: int
    opponent: str
    matches_played: int = 0
    matches_won: int = 0
    matches_drawn: int = 0
    undo_matches: int = 0          # of matches_played, those where undo was used
    hands_played: int = 0
    hands_won: int = 0
    average_points: float | None = None   # per hand, the person's side


def database_path() -> Path:
    return user_data_dir() / DB_NAME


def opponent_strength(seats: list[dict], person_seat: int, variant_id: str) -> str:
    """What the person at `person_seat` plays against: the level of the computer
    opponents ("easy", ...), "mixed" for several levels or people with computers, or
    "person" when every opponent is a person. Partners do not count."""
    variant = get_variant(variant_id)
    sides = variant.seat_sides or tuple(range(variant.players))   # sides the seating fixes
    others = [s for i, s in enumerate(seats) if sides[i] != sides[person_seat]]
    kinds = {s.get("kind") for s in others}
    if kinds == {"person"} or not others:
        return "person"
    if "person" in kinds:
        return "mixed"
    levels = {s.get("level") for s in others}
    return levels.pop() if len(levels) == 1 and None not in levels else "mixed"


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


class Statistics:
    def __init__(self, path=None):
        self.path = Path(path) if path is not None else database_path()
        self.recovered_from: Path | None = None   # where a damaged file was set aside
        self.conn: sqlite3.Connection | None = None
        try:
            try:
                self._open()
            except sqlite3.OperationalError:
                raise                                 # locked, no permission: not damage
            except sqlite3.DatabaseError:
                if not self.path.is_file():
                    raise
                self._set_aside()                     # not a database, or a malformed one
                self._open()
        except (sqlite3.Error, OSError) as exc:
            error = StatsError(f"cannot open the statistics in {self.path}: {exc}")
            error.transient = isinstance(exc, sqlite3.OperationalError) and "locked" in str(exc)
            raise error from exc

    # --- opening -------------------------------------------------------------------
    def _open(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        try:
            self.conn.execute("PRAGMA foreign_keys = ON")
            version = self.conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise StatsError(
                    f"{self.path.name} was written by a newer version of Biscambiggia (schema "
                    f"{version}; this version knows {SCHEMA_VERSION}); it is left untouched")
            for target in range(version + 1, SCHEMA_VERSION + 1):
                self.conn.execute("BEGIN IMMEDIATE")
                try:
                    for statement in MIGRATIONS[target]:
                        self.conn.execute(statement)
                    self.conn.execute(f"PRAGMA user_version = {target}")
                    self.conn.execute("COMMIT")
                except BaseException:
                    self.conn.execute("ROLLBACK")
                    raise
            self.conn.execute("SELECT COUNT(*) FROM hands").fetchone()   # reads the file
        except BaseException:
            self.conn.close()
            raise

    def _set_aside(self) -> None:
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"statistics.damaged-{stamp}.sqlite3")
        os.replace(self.path, target)
        for suffix in ("-journal", "-wal", "-shm"):
            Path(str(self.path) + suffix).unlink(missing_ok=True)
        self.recovered_from = target

    def schema_version(self) -> int:
        return self.conn.execute("PRAGMA user_version").fetchone()[0]

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # --- recording -------------------------------------------------------------------
    def record_hand(self, variant_id: str, result: str, points: int, *, opponent: str,
                    undo_used: bool = False, match_id: str | None = None,
                    hand_index: int | None = None, seat: int = 0) -> None:
        """One finished hand for the person at `seat`. With match_id and hand_index the
        row is unique: recording the same hand again updates it (after a resume, or an
        undo), it never counts twice."""
        variant = get_variant(variant_id)
        if result not in HAND_RESULTS:
            raise ValueError(f"a hand is {', '.join(HAND_RESULTS)}, not {result!r}")
        self.conn.execute(
            """INSERT INTO hands (match_id, hand_index, seat, played_at, game, variant, seats,
                                  opponent, result, points, undo_used)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
               ON CONFLICT (match_id, hand_index, seat) DO UPDATE SET
                   result = excluded.result, points = excluded.points, opponent = excluded.opponent,
                   undo_used = max(undo_used, excluded.undo_used)""",
            (match_id, hand_index, seat, _now(), variant.game, variant.id, variant.players,
             _strength(opponent), result, int(points), int(bool(undo_used))))

    def record_match(self, variant_id: str, result: str, *, opponent: str,
                     score: int | None = None, undo_used: bool = False,
                     match_id: str | None = None, seat: int = 0) -> None:
        """One finished match for the person at `seat` (unique per match_id and seat)."""
        variant = get_variant(variant_id)
        if result not in MATCH_RESULTS:
            raise ValueError(f"a match is {', '.join(MATCH_RESULTS)}, not {result!r}")
        self.conn.execute(
            """INSERT INTO matches (match_id, seat, finished_at, game, variant, seats, opponent,
                                    result, score, undo_used)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
               ON CONFLICT (match_id, seat) DO UPDATE SET
                   result = excluded.result, score = excluded.score, opponent = excluded.opponent,
                   undo_used = max(undo_used, excluded.undo_used)""",
            (match_id, seat, _now(), variant.game, variant.id, variant.players,
             _strength(opponent), result, score, int(bool(undo_used))))

    def record_from_match(self, match: Match, seats: list[dict], *, match_id: str,
                          undo_used: bool = False) -> int:
        """Record every finished hand of `match` (and the match, once it is over) for each
        seat whose kind is "person". Safe to call after every hand: what is already
        recorded is not counted again. Returns the number of hand rows written."""
        variant = match.variant
        persons = [i for i, s in enumerate(seats) if s.get("kind") == "person"]
        written = 0
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            for seat in persons:
                party = match.party_of(seat)
                opponent = opponent_strength(seats, seat, variant.id)
                for index, res in enumerate(match.results):
                    side = res.sides[seat]
                    outcome = res.side_outcome(side)
                    self.record_hand(variant.id, outcome, res.points[side], opponent=opponent,
                                     undo_used=undo_used, match_id=match_id, hand_index=index,
                                     seat=seat)
                    written += 1
                if match.is_over():
                    winner = match.winner()
                    outcome = "drawn" if winner is None else ("won" if winner == party else "lost")
                    self.record_match(variant.id, outcome, opponent=opponent,
                                      score=match.score()[party], undo_used=undo_used,
                                      match_id=match_id, seat=seat)
            self.conn.execute("COMMIT")
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        return written

    def reset(self) -> None:
        """Forget every hand and match."""
        self.conn.execute("BEGIN IMMEDIATE")
        self.conn.execute("DELETE FROM hands")
        self.conn.execute("DELETE FROM matches")
        self.conn.execute("COMMIT")
        self.conn.execute("VACUUM")

    # --- queries ---------------------------------------------------------------------
    def summary(self) -> list[StatsRow]:
        """One row per (variant, seat count, opponent strength) with anything recorded,
        in the order of the variant registry, then by strength."""
        rows: dict[tuple, dict] = {}
        for game, variant, seats, opponent, played, won, drawn, undo in self.conn.execute(
                """SELECT game, variant, seats, opponent, COUNT(*),
                          SUM(result = 'won'), SUM(result = 'drawn'), SUM(undo_used)
                   FROM matches GROUP BY variant, seats, opponent"""):
            rows.setdefault((variant, seats, opponent), {"game": game}).update(
                matches_played=played, matches_won=won, matches_drawn=drawn, undo_matches=undo)
        for game, variant, seats, opponent, played, won, average in self.conn.execute(
                """SELECT game, variant, seats, opponent, COUNT(*), SUM(result = 'won'), AVG(points)
                   FROM hands GROUP BY variant, seats, opponent"""):
            rows.setdefault((variant, seats, opponent), {"game": game}).update(
                hands_played=played, hands_won=won, average_points=average)
        order = {v: i for i, v in enumerate(variants())}
        strength = {s: i for i, s in enumerate(STRENGTHS)}
        keys = sorted(rows, key=lambda k: (order.get(k[0], len(order)), k[0], k[1],
                                           strength.get(k[2], len(strength)), k[2]))
        return [StatsRow(variant=k[0], seats=k[1], opponent=k[2], **rows[k]) for k in keys]

    def totals(self) -> tuple[int, int]:
        """(matches recorded, hands recorded) over everything."""
        matches = self.conn.execute("SELECT COUNT(*) FROM matches").fetchone()[0]
        hands = self.conn.execute("SELECT COUNT(*) FROM hands").fetchone()[0]
        return matches, hands


def _strength(opponent: str) -> str:
    if not isinstance(opponent, str) or not opponent:
        raise ValueError(f"opponent strength must be a word like {', '.join(STRENGTHS)}")
    return opponent
