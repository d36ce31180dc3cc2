"""Statistics of the local person(s), in SQLite (stdlib sqlite3) at
user_data_dir()/statistics.sqlite3: one row per finished hand and per finished match, for
each seat a person plays. Grouped by variant, seat count and opponent strength: matches
played and won, hands played and won, average points per hand, and how many matches
were played with undo (those are marked, not hidden).

    stats = Statistics()                                  # opens or creates the database
    stats.record_from_match(match, seats, match_id=...)   # after every finished hand; idempotent
    stats.record_rows(match_rows(match, seats, ...))      # the same, in two steps
    stats.record_hand(...), stats.record_match(...)       # the same, one row at a time
    stats.summary() -> list[StatsRow]
    stats.reset(); stats.close()
    Pending(path)                                         # rows waiting for a locked database

The schema is versioned with PRAGMA user_version. A damaged database file (one SQLite
cannot read, or one that fails its quick check when opened, or a write with "database
disk image is malformed") is set aside (statistics.damaged-<time>.sqlite3) and a fresh one
started; `recovered_from` says where it went, for the window to tell. A database written
by a newer version raises StatsError and is left alone. A write refused because another
process holds the database raises StatsError with `transient` set: the rows wait in
`Pending` (a journal file beside the database) until a later write gets through.
"""
from __future__ import annotations

import json
import logging
import math
import os
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..engine import boundedjson
from ..engine.match import Match
from ..engine.registry import get_variant, variants
from ..paths import user_data_dir
from .aside import aside_path

log = logging.getLogger(__name__)

DB_NAME = "statistics.sqlite3"
PENDING_NAME = "statistics-pending.json"
SCHEMA_VERSION = 2
HAND_RESULTS = ("won", "lost", "void")
MATCH_RESULTS = ("won", "lost", "drawn")
STRENGTHS = ("random", "easy", "medium", "hard", "mixed", "person")
PLAYER_CHARS = 40            # a seat's name is at most 24 characters (ui/setup.py)
# how long a write waits for a database another process holds locked: the window calls
# these on its GUI thread, so it gives up at once (StatsError, transient); the window keeps
# the rows in Pending and writes them at the next hand, a few seconds later, or at the next
# start: nothing is lost however long the lock lasts
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
    # whose rows they are: "" for the one person at the screen (every row of version 1),
    # the seat's name where several people share the screen (pass-and-play)
    2: (
        "ALTER TABLE matches ADD COLUMN player TEXT NOT NULL DEFAULT ''",
        "ALTER TABLE hands ADD COLUMN player TEXT NOT NULL DEFAULT ''",
    ),
}


class StatsError(Exception):
    """The statistics cannot be used (a database from a newer version, or no way to open
    one); the window should carry on without statistics. `transient`: only locked by
    another process for now; worth trying again later. `newer`: written by a newer
    version (left untouched)."""
    transient = False
    newer = False
    path: Path | None = None


def _error(what: str, path: Path, exc: BaseException) -> StatsError:
    error = StatsError(f"cannot {what} the statistics in {path}: {exc}")
    error.path = path
    error.transient = isinstance(exc, sqlite3.OperationalError) and (
        "locked" in str(exc) or "busy" in str(exc))
    return error


# what a damaged file can raise besides sqlite3.Error: text that is not UTF-8 where the
# schema or a row holds text
FAILURES = (sqlite3.Error, UnicodeDecodeError)


def _damage(exc: BaseException) -> bool:
    """An error that means the file is damaged (not a lock, not a permission)."""
    if isinstance(exc, UnicodeDecodeError):
        return True
    return isinstance(exc, sqlite3.DatabaseError) and not isinstance(exc, sqlite3.OperationalError)


@dataclass(frozen=True)
class StatsRow:
    game: str
    variant: str
    seats: int
    opponent: str
    player: str = ""               # "": the one person at the screen; else a name (pass-and-play)
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
    return str(levels.pop()) if len(levels) == 1 and None not in levels else "mixed"


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


class Statistics:
    def __init__(self, path=None):
        self.path = Path(path) if path is not None else database_path()
        self.recovered_from: Path | None = None   # where a damaged file was set aside
        self.conn: sqlite3.Connection | None = None
        self._file: tuple[int, int] | None = None  # (device, inode) of the file opened
        try:
            self._open_or_set_aside()
        except (*FAILURES, OSError) as exc:
            raise _error("open", self.path, exc) from exc

    def _open_or_set_aside(self) -> None:
        """Open the file; one found damaged is set aside and a fresh one opened."""
        try:
            self._open()
        except (sqlite3.DatabaseError, UnicodeDecodeError) as exc:
            if not _damage(exc) or not self.path.is_file():
                raise                                 # locked, no permission: not damage
            self._set_aside()                         # not a database, or a malformed one
            self._open()

    # --- opening -------------------------------------------------------------------
    def _open(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None)
        try:
            self.conn.execute("PRAGMA foreign_keys = ON")
            version = self.conn.execute("PRAGMA user_version").fetchone()[0]
            if version < 0:                        # a damaged header
                raise sqlite3.DatabaseError(f"database disk image is malformed: version {version}")
            if version > SCHEMA_VERSION:
                error = StatsError(
                    f"{self.path.name} was written by a newer version of Biscambiggia (schema "
                    f"{version}; this version knows {SCHEMA_VERSION}); it is left untouched")
                error.newer = True
                raise error
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
            check = self.conn.execute("PRAGMA quick_check").fetchall()     # every page
            if check != [("ok",)]:
                raise sqlite3.DatabaseError(f"database disk image is malformed: {check[0][0][:200]}")
            self._file = _identity(self.path)
        except BaseException:
            self.conn.close()
            raise

    def _follow_the_file(self) -> None:
        """Open the file at `path` again when it is no longer the one open: deleted with its
        folder, or replaced by a backup copy while the window plays. SQLite would go on
        writing into the file gone, and every hand recorded since would be lost."""
        if self.conn is None or _identity(self.path) == self._file:
            return
        log.warning("statistics file %s deleted or replaced; opened again", self.path)
        self.close()
        self._open_or_set_aside()                     # a damaged copy put back: set aside

    def _set_aside(self) -> None:
        target = aside_path(self.path.parent, "statistics.damaged", ".sqlite3")
        os.replace(self.path, target)
        log.warning("damaged statistics %s set aside as %s", self.path, target)
        for suffix in ("-journal", "-wal", "-shm"):
            Path(str(self.path) + suffix).unlink(missing_ok=True)
        self.recovered_from = target

    @property
    def db(self) -> sqlite3.Connection:
        """The open connection; a closed Statistics refuses to be used."""
        if self.conn is None:
            raise StatsError(f"the statistics in {self.path} are closed")
        return self.conn

    def schema_version(self) -> int:
        return int(self.db.execute("PRAGMA user_version").fetchone()[0])

    def close(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # --- recording -------------------------------------------------------------------
    def _write(self, what: str, work) -> None:
        """Run `work()` in one transaction. A database found damaged here is set aside and
        `work` done again on a fresh one; any other failure is a StatsError (`transient`
        when another process holds the database)."""
        try:
            self._follow_the_file()
        except (*FAILURES, OSError) as exc:
            raise _error(what, self.path, exc) from exc
        for attempt in (1, 2):
            try:
                self.db.execute("BEGIN IMMEDIATE")
                try:
                    work()
                    self.db.execute("COMMIT")
                except BaseException:
                    if self.db.in_transaction:
                        self.db.execute("ROLLBACK")
                    raise
                return
            except FAILURES as exc:
                if attempt == 2 or not _damage(exc) or not self.path.is_file():
                    raise _error(what, self.path, exc) from exc
                self.close()
                try:
                    self._set_aside()
                    self._open()
                except (*FAILURES, OSError) as again:
                    raise _error(what, self.path, again) from again

    def record_hand(self, variant_id: str, result: str, points: int, *, opponent: str,
                    undo_used: bool = False, match_id: str | None = None,
                    hand_index: int | None = None, seat: int = 0, player: str = "") -> None:
        """One finished hand for the person at `seat` (`player`: their name where several
        people share the screen). With match_id and hand_index the row is unique:
        recording the same hand again updates it (after a resume, or an undo), it never
        counts twice."""
        row = hand_row(variant_id, result, points, opponent=opponent, undo_used=undo_used,
                       match_id=match_id, hand_index=hand_index, seat=seat, player=player)
        self._write("write", lambda: self._insert(row))

    def record_match(self, variant_id: str, result: str, *, opponent: str,
                     score: int | None = None, undo_used: bool = False,
                     match_id: str | None = None, seat: int = 0, player: str = "") -> None:
        """One finished match for the person at `seat` (unique per match_id and seat)."""
        row = match_row(variant_id, result, opponent=opponent, score=score,
                        undo_used=undo_used, match_id=match_id, seat=seat, player=player)
        self._write("write", lambda: self._insert(row))

    def record_rows(self, rows: list[dict]) -> None:
        """Rows of hand_row() and match_row() (match_rows() makes them), in one transaction."""
        def work():
            for row in rows:
                self._insert(row)
        self._write("write", work)

    def record_from_match(self, match: Match, seats: list[dict], *, match_id: str,
                          undo_used: bool = False, first_hand: int = 0) -> int:
        """Record every finished hand of `match` (and the match, once it is over) for each
        seat whose kind is "person". Safe to call after every hand: what is already
        recorded is not counted again. Returns the number of hand rows written."""
        rows = match_rows(match, seats, match_id=match_id, undo_used=undo_used,
                          first_hand=first_hand)
        self.record_rows(rows)
        return sum(row["table"] == "hands" for row in rows)

    def _insert(self, row: dict) -> None:
        now = _now()
        if row["table"] == "hands":
            self.db.execute(
                """INSERT INTO hands (match_id, hand_index, seat, played_at, game, variant, seats,
                                      opponent, result, points, undo_used, player)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                   ON CONFLICT (match_id, hand_index, seat) DO UPDATE SET
                       result = excluded.result, points = excluded.points, opponent = excluded.opponent,
                       undo_used = max(undo_used, excluded.undo_used), player = excluded.player""",
                (row["match_id"], row["hand_index"], row["seat"], row.get("at") or now,
                 *_variant_columns(row["variant"]), row["opponent"], row["result"],
                 row["points"], int(row["undo_used"]), row.get("player", "")))
        else:
            self.db.execute(
                """INSERT INTO matches (match_id, seat, finished_at, game, variant, seats, opponent,
                                        result, score, undo_used, player)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                   ON CONFLICT (match_id, seat) DO UPDATE SET
                       result = excluded.result, score = excluded.score, opponent = excluded.opponent,
                       undo_used = max(undo_used, excluded.undo_used), player = excluded.player""",
                (row["match_id"], row["seat"], row.get("at") or now,
                 *_variant_columns(row["variant"]), row["opponent"], row["result"],
                 row["score"], int(row["undo_used"]), row.get("player", "")))

    def reset(self) -> None:
        """Forget every hand and match."""
        def work():
            self.db.execute("DELETE FROM hands")
            self.db.execute("DELETE FROM matches")
        self._write("reset", work)
        try:
            self.db.execute("VACUUM")
        except FAILURES as exc:               # only the file's size: the rows are gone
            log.warning("statistics reset, but not compacted: %s", exc)

    # --- queries ---------------------------------------------------------------------
    def summary(self) -> list[StatsRow]:
        """One row per (variant, seat count, opponent strength, player) with anything
        recorded, in the order of the variant registry, then by strength, then by player
        (the one person at the screen first). StatsError when the database cannot be read now."""
        try:
            self._follow_the_file()
            return self._summary()
        except (*FAILURES, OSError) as exc:
            raise _error("read", self.path, exc) from exc

    def _summary(self) -> list[StatsRow]:
        rows: dict[tuple, dict] = {}
        for game, variant, seats, opponent, player, played, won, drawn, undo in self.db.execute(
                """SELECT game, variant, seats, opponent, player, COUNT(*),
                          SUM(result = 'won'), SUM(result = 'drawn'), SUM(undo_used)
                   FROM matches GROUP BY variant, seats, opponent, player"""):
            if _shaped(game, variant, seats, opponent, played, won, drawn, undo, player=player):
                rows.setdefault((variant, seats, opponent, player), {"game": game}).update(
                    matches_played=played, matches_won=won, matches_drawn=drawn,
                    undo_matches=undo)
        for game, variant, seats, opponent, player, played, won, average in self.db.execute(
                """SELECT game, variant, seats, opponent, player, COUNT(*), SUM(result = 'won'),
                          AVG(points)
                   FROM hands GROUP BY variant, seats, opponent, player"""):
            if _shaped(game, variant, seats, opponent, played, won, player=player) and (
                    average is None or isinstance(average, float) and math.isfinite(average)):
                rows.setdefault((variant, seats, opponent, player), {"game": game}).update(
                    hands_played=played, hands_won=won, average_points=average)
        order = {v: i for i, v in enumerate(variants())}
        strength = {s: i for i, s in enumerate(STRENGTHS)}
        keys = sorted(rows, key=lambda k: (order.get(k[0], len(order)), k[0], k[1],
                                           strength.get(k[2], len(strength)), k[2], k[3]))
        return [StatsRow(variant=k[0], seats=k[1], opponent=k[2], player=k[3], **rows[k])
                for k in keys]

    def totals(self) -> tuple[int, int]:
        """(matches recorded, hands recorded) over everything."""
        matches = self.db.execute("SELECT COUNT(*) FROM matches").fetchone()[0]
        hands = self.db.execute("SELECT COUNT(*) FROM hands").fetchone()[0]
        return matches, hands


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def _shaped(game, variant, seats, opponent, *counts, player="") -> bool:
    """Whether a summary row has the types the program writes: SQLite keeps whatever a
    damaged page or another program put in a column (text where the seat count belongs),
    and the Statistics window failed on it with a TypeError. Such rows are left out."""
    ok = (isinstance(game, str) and isinstance(variant, str) and isinstance(opponent, str)
          and isinstance(player, str) and _whole(seats) and 0 < seats <= 64 and all(_whole(n) for n in counts))
    if not ok:
        log.warning("statistics: a row of the wrong shape left out of the summary: %r",
                    (game, variant, seats, opponent))
    return ok


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _strength(opponent: str) -> str:
    if not isinstance(opponent, str) or not opponent:
        raise ValueError(f"opponent strength must be a word like {', '.join(STRENGTHS)}")
    return opponent


def _variant_columns(variant_id: str) -> tuple:
    variant = get_variant(variant_id)
    return variant.game, variant.id, variant.players


# --- rows: what is written, as plain data (also kept in the Pending journal) ------------------
def hand_row(variant_id: str, result: str, points: int, *, opponent: str,
             undo_used: bool = False, match_id: str | None = None,
             hand_index: int | None = None, seat: int = 0, player: str = "") -> dict:
    get_variant(variant_id)
    if result not in HAND_RESULTS:
        raise ValueError(f"a hand is {', '.join(HAND_RESULTS)}, not {result!r}")
    return {"table": "hands", "variant": variant_id, "result": result, "points": int(points),
            "opponent": _strength(opponent), "undo_used": bool(undo_used),
            "match_id": match_id, "hand_index": hand_index, "seat": seat, "at": _now(),
            "player": _player(player)}


def match_row(variant_id: str, result: str, *, opponent: str, score: int | None = None,
              undo_used: bool = False, match_id: str | None = None, seat: int = 0,
              player: str = "") -> dict:
    get_variant(variant_id)
    if result not in MATCH_RESULTS:
        raise ValueError(f"a match is {', '.join(MATCH_RESULTS)}, not {result!r}")
    return {"table": "matches", "variant": variant_id, "result": result, "score": score,
            "opponent": _strength(opponent), "undo_used": bool(undo_used),
            "match_id": match_id, "seat": seat, "at": _now(), "player": _player(player)}


def _player(name: str) -> str:
    """Whose row it is: "" for the one person at the screen, else the seat's name."""
    return str(name or "").strip()[:PLAYER_CHARS]


def match_rows(match: Match, seats: list[dict], *, match_id: str, undo_used: bool = False,
               first_hand: int = 0) -> list[dict]:
    """The rows of `match` for each seat whose kind is "person": its finished hands from
    `first_hand` on (the hands before were not played here: a record opened part way), and
    the match itself once it is over, if it was played here from its first hand. Where
    several people share the screen, each one's rows carry their seat's name (`player`):
    the statistics keep each person's own results apart."""
    variant = match.variant
    rows = []
    persons = [i for i, s in enumerate(seats) if s.get("kind") == "person"]
    for seat in persons:
        party = match.party_of(seat)                   # its side, or itself (tokens)
        opponent = opponent_strength(seats, seat, variant.id)
        player = person_name(seats, persons, seat) if len(persons) > 1 else ""
        for index in range(first_hand, len(match.results)):
            res = match.results[index]
            if not res.played:                         # everyone passed: not one of the hands
                continue
            side = res.sides[seat]                     # this hand's side (a chiamata's varies)
            outcome = res.side_outcome(side)
            rows.append(hand_row(variant.id, outcome, res.points[side], opponent=opponent,
                                 undo_used=undo_used, match_id=match_id, hand_index=index,
                                 seat=seat, player=player))
        if match.is_over() and first_hand == 0:
            rows.append(match_row(variant.id, match.outcome_of(party), opponent=opponent,
                                  score=match.score()[party], undo_used=undo_used,
                                  match_id=match_id, seat=seat, player=player))
    return rows


def person_name(seats: list[dict], persons: list[int], seat: int) -> str:
    """Whose rows they are, where several people share the screen: the seat's name, with
    the seat's number after a name two people share ("Anna (3)"), so that two people are
    never counted as one."""
    names = [str(seats[p].get("name") or "").strip() for p in persons]
    name = str(seats[seat].get("name") or "").strip()
    return name if names.count(name) == 1 else f"{name} ({seat + 1})".strip()


def _row_key(row: dict) -> tuple:
    if row["table"] == "hands":
        return ("hands", row["match_id"], row["hand_index"], row["seat"])
    return ("matches", row["match_id"], row["seat"])


def _is_row(row) -> bool:
    """A journal row of the right shape (the journal is a file: it may be damaged)."""
    if not isinstance(row, dict) or row.get("table") not in ("hands", "matches"):
        return False
    ints = ("hand_index", "seat", "points") if row["table"] == "hands" else ("seat",)
    results = HAND_RESULTS if row["table"] == "hands" else MATCH_RESULTS
    small = all(type(row.get(k)) is int and abs(row[k]) <= 10 ** 6 for k in ints)
    score = row.get("score")
    return (small and row.get("variant") in variants() and row.get("result") in results
            and isinstance(row.get("opponent"), str) and 0 < len(row["opponent"]) <= 20
            and isinstance(row.get("match_id"), str) and len(row["match_id"]) <= 200
            and isinstance(row.get("undo_used"), bool) and isinstance(row.get("at"), str)
            and len(row["at"]) <= 40 and 0 <= row["seat"] < 6
            and (score is None or (type(score) is int and abs(score) <= 10 ** 6))
            and isinstance(row.get("player", ""), str) and len(row.get("player", "")) <= PLAYER_CHARS)


class Pending:
    """Rows the database did not take yet (another process held it locked), kept in a
    journal file (statistics-pending.json beside the database) until they are written:
    a match that ends, or a window that closes, while the database is locked loses
    nothing. Rows are keyed as the database keys them, so a row added twice is one row."""

    MAX_ROWS = 100_000

    def __init__(self, path=None):
        self.path = Path(path) if path is not None else user_data_dir() / PENDING_NAME
        self.rows: dict[tuple, dict] = {}
        self.load()

    def __len__(self) -> int:
        return len(self.rows)

    def load(self) -> None:
        """The journal's rows (a damaged journal is set aside, its good rows kept)."""
        try:
            good = self._read()
        except FileNotFoundError:
            return
        except (OSError, ValueError) as exc:
            log.warning("statistics journal %s unreadable (%s); set aside", self.path, exc)
            self._set_aside()
            return
        for row in good:
            self.rows[_row_key(row)] = row

    def _read(self) -> list[dict]:
        """The good rows of the journal file; OSError or ValueError where it cannot be read."""
        text, _ = boundedjson.decode_text(boundedjson.read_bytes(self.path, 64 << 20))
        data = boundedjson.loads(text)       # UTF-8 (or cp1252, UTF-16: written back as UTF-8)
        rows = data.get("rows") if isinstance(data, dict) else None
        good = [r for r in rows if _is_row(r)] if isinstance(rows, list) else []
        if not isinstance(rows, list) or len(good) < len(rows):
            log.warning("statistics journal %s: %d rows of a wrong shape left out", self.path,
                        (len(rows) if isinstance(rows, list) else 1) - len(good))
        return good

    def add(self, rows: list[dict]) -> None:
        for row in rows:
            if len(self.rows) < self.MAX_ROWS or _row_key(row) in self.rows:
                self.rows[_row_key(row)] = row

    def save(self) -> None:
        """Write the journal (atomically); OSError if it cannot be written. Rows another
        window put in the file meanwhile (two windows on one folder, where no lock could be
        taken: ui/instance.py) are kept beside this one's: the file held only the last
        writer's, and the other's were lost when it closed. A row is keyed as the database
        keys it, so one found in both is one row (this window's)."""
        from .saves import write_atomic
        self._merge_file()
        if not self.rows:
            self.clear()
            return
        text = json.dumps({"rows": list(self.rows.values())}, ensure_ascii=False)
        write_atomic(self.path, text.encode("utf-8"))

    def _merge_file(self) -> None:
        """The rows another window put in the journal file meanwhile, beside this one's (a
        row in both is this window's): before the file is written over (`save`) or
        removed (`write_to`), so that neither loses them."""
        try:
            self.add([row for row in self._read() if _row_key(row) not in self.rows])
        except (OSError, ValueError):
            pass                             # none, or damaged: this window's rows only

    def write_to(self, stats: Statistics) -> None:
        """Every pending row into `stats` (the journal file's too: `_merge_file`), then the
        journal goes; StatsError if not."""
        self._merge_file()
        if self.rows:
            stats.record_rows(list(self.rows.values()))
        self.clear()

    def clear(self) -> None:
        self.rows.clear()
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("cannot remove %s: %s", self.path, exc)

    def _set_aside(self) -> None:
        try:
            os.replace(self.path, aside_path(self.path.parent, "statistics-pending.damaged", ".json"))
        except OSError:
            pass
