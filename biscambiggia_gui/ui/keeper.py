"""Never lose a match, and remember how it went: the window's link to the store layer.

- After every deal and every action the match is written to the autosave (store.saves,
  atomic), with its seats, its id and whether undo was used; when the match ends the
  autosave is discarded, if it is this match's (a finished record opened after New match
  at the resume prompt leaves the unfinished match's autosave alone, as promised).
  An autosave that fails (a full disk, a read-only or missing folder) is said once, in
  one message, until a save works again (never once per move); meanwhile the match stays
  in memory and the save is tried again after each move, after 5, 10, 30 s and then
  every minute, and when the window closes: the match is saved as soon as the fault
  clears, and the log says so. The previous autosave stays whole until then. Leaving
  the match while it fails (the window's close too) asks first what to do with what
  would be lost (at_risk; the question is windows.unless_unfinished; save_to writes the
  match elsewhere as a save, whose hands count when it is opened). At a logout, a
  shutdown or SIGTERM nobody may answer: ui/session_end.py keeps the match (rescue) in
  a folder the next start looks in, and what it settled is not asked about again.
- At start-up an autosave is offered for resume (ResumeDialog); resuming replays it and
  the controller rebuilds the exact position. A damaged autosave is set aside, never lost.
- Game records open and save (docs/rules.md section 8); a file that cannot be opened gives its
  SaveError message and the match in progress goes on untouched.
- Every finished hand (and the match, at its end) goes into the statistics, with the
  opponents' strength and the undo mark, through store.stats (match_rows, Pending): rows
  the database does not take now (another process holds it) wait in the journal and are
  written a few seconds later, at the next hand or at the next start. A damaged database
  set aside is announced once, with where it went.
- Undo takes back the person's last card: the record minus that card (and what followed)
  is replayed into a new Match, and the table rebuilt from it.
"""
from __future__ import annotations

import json
import logging
import os
import uuid
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from ..engine.actions import kind_of
from ..engine.record import replay, to_record
from ..store import saves
from ..store.save_extras import match_key
from ..store.stats import Pending, Statistics, StatsError, match_rows
from .logline import LogLine
from ..engine.messages import plain, shown_path
from .setup import (COMPUTER, PLAYED_LEVEL, PLAYER_LABEL, MatchSetup, is_player_label,
                    one_line)
from .text import tr

log = logging.getLogger(__name__)

RETRY_MS = (5_000, 10_000, 30_000, 60_000)     # the statistics locked: try again after these


def _own_reason(error: saves.SaveError) -> dict:
    """The window's words for a reason the file layer gave as the parser's or the
    system's text (an exception's own words, English): {"reason": ...}, the text logged;
    {} where the reason is a catalogue word already."""
    reason = error.details.get("reason")
    if reason is None:
        return {}
    if error.kind == "replay":                   # not the engine's refusal: any other fault
        said = tr("the game could not replay its moves")
    elif error.message_id == "corrupt-seats":
        said = tr("{players} players expected, each a person or a computer",
                  players=error.details.get("players", "?"))
    elif error.kind == "corrupt" and reason not in saves.JSON_REASONS.values():
        said = tr("something JSON does not allow")
    else:
        return {}
    log.warning("%s: %s", error.path, reason)
    return {"reason": said}


def written_seats(loaded: saves.LoadedMatch, notes: list[LogLine] | None = None) -> list[dict]:
    """The seats of an opened file as it writes them, for `MatchSetup.from_saved` to play
    and to say what it plays otherwise (`named_seats`); where the file names nobody, the
    settings' (`loaded.seats`): a record without seats, unsaid (it names nobody), or one
    whose list of players does not fit the match, and `notes` says so."""
    named = named_seats(loaded)
    if named is not None:
        return named
    if loaded.bare_record and loaded.record.get("seats") is not None and notes is not None:
        notes.append(LogLine(lambda: tr(
            "The list of players in the file does not fit this match: the seats are those "
            "of your settings.")))
    return [dict(s) for s in loaded.seats]


def named_seats(loaded: saves.LoadedMatch) -> list[dict] | None:
    """Who a file says sat where, the one rule of Game > Open (`written_seats`) and of
    Game > Review a game record: each name whole (on one line; a name that is not text as
    written, for `MatchSetup.from_saved` to say), the kind and the level as written. A
    bare record of ours names its seats (Game > Save game record as), each read on its
    own (`saves.seats_as_written`: a seat the game cannot play as written is played by
    the computer, and said so). What a seat leaves unsaid is the settings' seat there
    (`loaded.seats`, the caller's `default_seats_for`): a seat that writes no kind
    (another program's record that names its players only: every seat was played by the
    computer, each said "a kind of player this version does not know (?)") has its kind
    and level, its name kept, and a computer that writes no level plays at the settings'
    level for that seat, else Medium, unsaid: nothing written is contradicted. None where
    the file names nobody: a record without seats, or whose seats do not fit the match."""
    players = loaded.match.variant.players
    if loaded.bare_record:
        raw = loaded.record.get("seats")
        written = saves.seats_as_written(raw, players)     # None: none, or not one a player
        if raw is None or written is None:
            return None
        for seat, source, own in zip(written, raw, loaded.seats):   # what a seat leaves unsaid
            source = source if isinstance(source, dict) else {}
            if source.get("kind") is None:
                seat["kind"], seat["level"] = own["kind"], own.get("level")
            elif source.get("level") is None and seat["kind"] == COMPUTER:
                seat["level"] = own.get("level") or PLAYED_LEVEL
    else:
        raw, written = loaded.payload.get("seats"), [dict(s) for s in loaded.seats]
    for seat, source in zip(written, raw or []):    # the name whole, on one line (setup.clean_name)
        if isinstance(source, dict) and source.get("name") is not None:
            name = source["name"]
            seat["name"] = one_line(name) if isinstance(name, str) else name
    return written


def extras_lines(dropped: dict, counted_from: int) -> list[LogLine]:
    """The match log's lines for what a save's own keys say in a way this version cannot
    read (`save_extras.kept_extra` left them out: `LoadedMatch.dropped`) where that changes
    what the player sees: whether undo was used (the match keeps the statistics' undo
    mark), which hands were played here (its finished hands count). An id, a time or a
    deck need none here (an id is made, the resume dialog shows no time, a deck is said
    by `MatchSetup.checked`)."""
    lines = []
    if "undo_used" in dropped:
        lines.append(LogLine(lambda w=plain(dropped["undo_used"]): tr(
            "The file does not say clearly whether undo was used in this match ({written}): "
            "the statistics mark it as a match where undo was used.", written=w)))
    if "stats_from" in dropped and counted_from == 0:
        lines.append(LogLine(lambda w=plain(dropped["stats_from"]): tr(
            "The file does not say clearly which of its hands were played here ({written}): "
            "all its finished hands count in your statistics.", written=w)))
    return lines


def translate_save_error(error: saves.SaveError) -> str:
    """The message in the window's language, the engine's reason for a refused replay too."""
    def translate(s: str) -> str:
        return QCoreApplication.translate(saves.TRANSLATION_CONTEXT, s)
    refusal = error.refusal
    if error.os_error is not None:           # the system's words, English, made the player's
        from .fault_words import os_reason
        return error.text(translate, reason=os_reason(error.os_error,
                                                      reading=error.kind == "unreadable"))
    if refusal is None or getattr(refusal, "message", None) is None:
        return error.text(translate, **_own_reason(error))
    from .messages import render, seat_word
    reason = render(refusal.message)
    reason = reason[:1].lower() + reason[1:]             # it follows a colon
    place = getattr(refusal, "place", None)              # the hand as the table named it
    if place is None:
        return error.text(translate, reason=reason)
    hand = render(place, capital=False)                   # "hand 3, dealt again", "deal 2"
    if refusal.action is not None and refusal.seat is not None:
        reason += " " + tr("({hand}, move {action} in the file, by {seat})",
                           hand=hand, action=refusal.action + 1, seat=seat_word(refusal.seat))
    elif refusal.action is not None:
        reason += " " + tr("({hand}, move {action} in the file)", hand=hand,
                           action=refusal.action + 1)
    else:
        reason += " " + tr("({hand})", hand=hand)        # a wrong deck, a hand left unfinished
    return error.text(translate, reason=reason)


# what stands once spoken, even right before the card taken back: a bid or a pass (the
# chiamata games: docs/rules.md section 11; the call, and the trump named, go with the card)
SPOKEN = ("bid", "pass")


def undo_point(match, seat: int) -> int | None:
    """How many actions of the current hand stay when `seat` takes back its last card (and
    the declarations it made just before it, in the same turn: a call, a trump named, a
    marriage, a buona; never a bid or a pass, even where `seat`'s bid closed the auction
    right before); None if there is none."""
    hand = match.current if match is not None else None
    if hand is None or hand.is_over():
        return None
    actions = hand.actions
    cut = next((i for i in range(len(actions) - 1, -1, -1)
                if actions[i][0] == seat and kind_of(actions[i][1]) == "play"), None)
    if cut is None:
        return None
    while cut > 0 and actions[cut - 1][0] == seat and kind_of(actions[cut - 1][1]) not in ("play", *SPOKEN):
        cut -= 1
    return cut


class MatchKeeper(QObject):
    failed = Signal(object, object)    # title, message: something the person must be told,
                                       # as functions saying it (ui/wordsbox.py)
    noted = Signal(object)             # a LogLine for the match log (the autosave works again)
    undoChanged = Signal()

    def __init__(self, ctrl, parent=None):
        super().__init__(parent)
        self.ctrl = ctrl
        self.enabled = True            # False: no autosave, no statistics (the smoke test)
        self._match_id = ""
        self._before: object = None    # the match on the table when a new one was asked for
        self.undo_used = False
        self.counted_from = 0          # hands before this index were not played here
        self.owns_autosave = False     # the autosave on disk is this match's
        self._stats: Statistics | None = None
        self._pending: Pending | None = None
        self.stats_error = ""
        self.stats_unkept: OSError | None = None   # rows neither the database nor the journal took
        self.save_error = ""           # the autosave failing now (its fault's text): said once
        self.save_fault: saves.SaveError | None = None   # ... and its fault (path, reason)
        self.unsaved_said = False      # the start said nothing can be saved (first_steps)
        self.settled: str | None = None    # the match as a session's end settled it (kept
        self.rescued: Path | None = None   # elsewhere, or let go), and where it was kept
        self._save_retries = 0
        self._save_retry = QTimer(self)
        self._save_retry.setSingleShot(True)
        self._save_retry.timeout.connect(self.autosave)
        self._announced = None         # the damaged statistics file already announced
        self._retries = 0
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self.flush_stats)
        ctrl.positionChanged.connect(self.autosave)
        ctrl.handFinished.connect(self.record_stats)

    # --- a new match ---------------------------------------------------------------------
    @property
    def match_id(self) -> str:
        """The id the statistics count the match's hands under (and its saves keep): for a
        match started here, made from its first deal (save_extras.match_key), once dealt,
        so that a save whose id is lost or edited into a value of the wrong type gives
        back the same id (store/saves.py `load_match`): no hand is counted twice."""
        match = self.ctrl.match
        if not self._match_id and match is not None and match is not self._before:
            self._match_id = match_key(match) or ""
        return self._match_id

    @match_id.setter
    def match_id(self, value: str) -> None:
        self._match_id = value

    def new_match(self) -> None:
        """A match is about to be dealt (ctrl.start_match): its id is made from its first
        deal (`match_id`)."""
        self._match_id = ""
        self._before = self.ctrl.match
        self.undo_used = False
        self.counted_from = 0
        self.owns_autosave = False
        self.undoChanged.emit()

    def adopt(self, loaded: saves.LoadedMatch, resumed: bool,
              notes: list[LogLine] | None = None) -> MatchSetup:
        """The setup of an opened save or record; the keeper takes over its match. `notes`
        gets the match log's lines for what the file said and this version plays
        otherwise (`MatchSetup.checked`: a level it does not know, a name cut...)."""
        payload, dropped = loaded.payload, loaded.dropped
        self.match_id = str(payload.get("match_id") or uuid.uuid4().hex)
        # undo written so that it says neither yes nor no (save_extras.kept_extra): the match
        # keeps its mark in the statistics (a mark lost would hide it), and the log says so
        self.undo_used = bool(payload.get("undo_used", "undo_used" in dropped))
        # a save (the autosave, or one saved elsewhere on a full disk) counts its hands as
        # this match's (counted again, they are one row each); a bare record's are not ours
        self.counted_from = (int(payload.get("stats_from", 0)) if resumed or not loaded.bare_record
                             else len(loaded.match.results))
        self.owns_autosave = resumed                # a record opened is not the autosave
        match = loaded.match
        deck = payload.get("deck", dropped.get("deck", ""))     # as written: said
        deck = deck if isinstance(deck, str) else plain(deck)  # if not the game's
        setup = MatchSetup.from_saved(match.variant.id, match.options,
                                      written_seats(loaded, notes), deck, notes)
        if notes is not None:
            notes += extras_lines(dropped, self.counted_from)
        return setup

    # --- the autosave ----------------------------------------------------------------------
    def autosave(self) -> None:
        ctrl = self.ctrl
        if not self.enabled or ctrl.match is None:
            return
        if ctrl.match.is_over():
            if self.owns_autosave:
                try:
                    saves.discard_autosave()
                except OSError as exc:              # a read-only folder: it stays there
                    log.warning("cannot remove the autosave of a finished match: %s", exc)
                self.owns_autosave = False
            return
        try:
            saves.autosave(ctrl.match, ctrl.setup.seat_dicts(), match_id=self.match_id,
                           undo_used=self.undo_used, deck=ctrl.setup.deck,
                           stats_from=self.counted_from)
        except saves.SaveError as exc:             # a full disk: say it once, play on
            self._save_failed(exc)
        else:
            self.owns_autosave = True
            self._forget_rescue()                  # the autosave holds it now, and later
            self._save_retry.stop()
            self._save_retries = 0
            if self.unsaved:                       # it had failed: the fault is gone
                self.noted.emit(LogLine(lambda: tr("The match is saved again.")))
            self.save_error = ""
            self.save_fault = None
            self.unsaved_said = False
        self.undoChanged.emit()

    @property
    def unsaved(self) -> bool:
        """Whether the match on the table may hold moves its autosave does not: the last
        autosave failed, or the start said nothing can be saved (till a save works)."""
        return bool(self.save_error or self.unsaved_said)

    def _save_failed(self, error: saves.SaveError) -> None:
        """One message while the autosave fails, whatever the reason and however many
        moves (none where the start said already that nothing can be saved); another try
        a little later, so the match is saved once the fault clears even if nobody moves."""
        log.warning("autosave failed: %s", error)
        first = not self.save_error
        self.save_error = str(error)               # (a flag: the words are said from the fault)
        self.save_fault = error
        if first and not self.unsaved_said:
            self.failed.emit(lambda: QCoreApplication.translate("", "The match cannot be saved"),
                             lambda: autosave_failure(error))
        self._save_retry.start(RETRY_MS[min(self._save_retries, len(RETRY_MS) - 1)])
        self._save_retries += 1

    # --- statistics ------------------------------------------------------------------------
    def statistics(self) -> Statistics | None:
        """The open statistics, or None (locked for now, or unusable: `stats_error`)."""
        if self._stats is None and not self.stats_error:
            try:
                self._stats = Statistics()
            except StatsError as exc:
                if not exc.transient:                  # locked for now: try again later
                    self.stats_error = str(exc)
                log.warning("statistics unavailable: %s", exc)
        self._announce_recovery()
        return self._stats

    @property
    def pending(self) -> Pending:
        if self._pending is None:
            self._pending = Pending()
        return self._pending

    def record_stats(self) -> None:
        """The hands of the match finished so far (and the match once over), for each
        person; rows the database does not take now wait in the journal."""
        ctrl = self.ctrl
        match = ctrl.match
        if not self.enabled or match is None or not ctrl.setup.persons():
            return
        self.pending.add(match_rows(match, stats_seats(ctrl.setup), match_id=self.match_id,
                                    undo_used=self.undo_used, first_hand=self.counted_from))
        self.flush_stats()

    def catch_up(self) -> None:
        """At start: rows a window before this one could not write (the journal)."""
        if self.enabled and len(self.pending):
            self.flush_stats()

    def flush_stats(self) -> bool:
        """Write every pending row; True when none is left. On failure the rows go to
        the journal, and another try comes a little later (while the lock lasts)."""
        if not self.enabled or self._pending is None or not len(self._pending):
            return True
        stats = self.statistics()
        try:
            if stats is None:
                raise StatsError(self.stats_error or "the statistics database is locked")
            self._pending.write_to(stats)
        except StatsError as exc:
            log.warning("cannot record statistics now (%s); %d rows kept for later", exc,
                        len(self._pending))
            try:
                self._pending.save()
            except OSError as failed:
                log.warning("cannot keep the statistics for later either: %s", failed)
                self.stats_unkept = failed             # in memory only: lost at the close
            else:
                self.stats_unkept = None
            if not self.stats_error:
                self._retry.start(RETRY_MS[min(self._retries, len(RETRY_MS) - 1)])
                self._retries += 1
            return False
        finally:
            self._announce_recovery()
        self._retries = 0
        self._retry.stop()
        self.stats_unkept = None
        return True

    def _announce_recovery(self) -> None:
        """A damaged statistics file set aside: said once, with where it is."""
        aside = self._stats.recovered_from if self._stats is not None else None
        if aside is None or aside == self._announced:
            return
        self._announced = aside
        self.failed.emit(lambda: tr("Statistics started anew"), lambda: recovery_text(aside))

    # --- undo ------------------------------------------------------------------------------
    def undo_seat(self) -> int | None:
        """The one person's seat, in a match against the computer only; else None."""
        setup = self.ctrl.setup
        if setup is None:
            return None
        persons = setup.persons()
        return persons[0] if len(persons) == 1 and len(setup.seats) > 1 else None

    def can_undo(self) -> bool:
        seat = self.undo_seat()
        return seat is not None and undo_point(self.ctrl.match, seat) is not None

    def undo(self) -> bool:
        """Take back the person's last card: replay the record without it."""
        seat = self.undo_seat()
        ctrl = self.ctrl
        cut = undo_point(ctrl.match, seat) if seat is not None else None
        if cut is None:
            return False
        record = to_record(ctrl.match)
        record["hands"][-1]["actions"] = record["hands"][-1]["actions"][:cut]
        match = replay(record)
        self.undo_used = True
        ctrl.load_match(ctrl.setup, match, undo=True)
        self.autosave()
        return True

    # --- what leaving would lose -------------------------------------------------------------
    def at_risk(self, closing: bool) -> tuple[bool, bool]:
        """What leaving the match on the table now would lose, after one more try to save
        it (the fault may be gone): (its moves since the last good autosave, the
        statistics rows neither the database nor the journal took). The rows stay in
        memory while the window is open: only `closing` loses them."""
        if not self.enabled:                  # read-only (or the smoke test): said at start
            return False, False
        match = self.ctrl.match
        if self.settled is not None and self.settled == self._state():
            return False, False               # a session's end settled it as it stands
        moves = False
        if begun(match) and self.unsaved:
            self.autosave()
            moves = self.unsaved
        stats = False
        if closing and self.stats_unkept is not None and self._pending is not None \
                and len(self._pending):
            self.flush_stats()
            stats = self.stats_unkept is not None and len(self._pending) > 0
        return moves, stats

    def save_to(self, path) -> None:
        """The match on the table saved to `path` (a file the player chose) as the
        autosave is: Game > Open game record plays it on, its hands counted as this
        match's (adopt); SaveError if it cannot be written."""
        ctrl = self.ctrl
        if ctrl.match is None:
            return
        saves.save_match(path, saves.make_payload(
            ctrl.match, ctrl.setup.seat_dicts(), match_id=self.match_id,
            undo_used=self.undo_used, deck=ctrl.setup.deck, stats_from=self.counted_from))

    # --- the session's end (ui/session_end.py) -------------------------------------------------
    def _state(self) -> str:
        """The match on the table as it stands (to know whether it moved since)."""
        match = self.ctrl.match
        return "" if match is None else json.dumps(to_record(match), sort_keys=True)

    def settle(self) -> None:
        """What a session's end decided for the match as it stands (kept, or let go): a
        close before another move asks nothing more."""
        self.settled = self._state()

    def rescue(self, folders) -> Path | None:
        """The match on the table saved as the autosave is (save_to) to the first of
        `folders` that takes it, named session_end.RESCUE_PREFIX and the time (numbered
        where a file has that name: never another's replaced); None where none does (each
        refusal logged). It replaces the one this window kept before."""
        from .session_end import RESCUE_PREFIX, stamp
        if self.ctrl.match is None:
            return None
        for folder in folders:
            name = f"{RESCUE_PREFIX}{stamp()}"
            path, n = Path(folder) / f"{name}.json", 1
            while path != self.rescued and os.path.lexists(path):   # another window's,
                n += 1                                               # kept the same second
                path = Path(folder) / f"{name} {n}.json"
            try:
                self.save_to(path)
            except saves.SaveError as exc:
                log.warning("cannot keep the match in %s: %s", folder, exc)
                continue
            if self.rescued is not None and self.rescued != path:
                self._forget_rescue()
            self.rescued = path
            self.settle()
            return path
        return None

    def _forget_rescue(self) -> None:
        """The match kept at a session's end that did not come (the logout cancelled)
        is saved in the autosave now: the copy goes (the next start would name it)."""
        path, self.rescued = self.rescued, None
        if path is None:
            return
        try:
            path.unlink()
        except OSError as exc:
            log.warning("cannot remove %s: %s", path, exc)

    def close(self) -> None:
        self._retry.stop()
        self._save_retry.stop()
        if self.unsaved:
            self.autosave()                            # the fault may be gone: a last try
            self._save_retry.stop()
        if self._pending is not None and len(self._pending):
            self.flush_stats()                         # a last try; else the journal stays
            self._retry.stop()
        if self._stats is not None:
            self._stats.close()
            self._stats = None


def begun(match) -> bool:
    """Whether `match` is on the table, begun and not over: leaving it leaves something."""
    return match is not None and not match.is_over() and (
        bool(match.results) or any(h.actions for h in match.hands))


def stats_seats(setup: MatchSetup) -> list[dict]:
    """The seats as the statistics keep them: a person's default name "Player 2" in any
    language as "Player 2" (the window says it in the language of the day), so that the
    same seat's matches before and after a language switch are one person's."""
    seats = setup.seat_dicts()
    for i, seat in enumerate(seats):
        if seat["kind"] == "person" and is_player_label(seat["name"], i):
            seat["name"] = PLAYER_LABEL.format(n=i + 1)
    return seats


def save_fault_reason(error: saves.SaveError) -> str:
    """Why a save could not be written, in words (the one rule for the autosave's failure
    and the question on leaving: the system's refusal, or a path that is not a file)."""
    from .fault_words import os_reason
    return (os_reason(error.os_error) if error.os_error is not None
            else tr("it is not a regular file"))


def autosave_failure(error: saves.SaveError) -> str:
    """What the person is told when the match in progress cannot be saved: where, why,
    and that the match is kept and saved as soon as it can be."""
    reason = save_fault_reason(error)
    return tr("The match in progress could not be saved to {path}: {reason}.\n\nYou can "
              "play on: the match is kept in memory, and it is saved as soon as that works "
              "again (Biscambiggia tries after every move and every minute). The match saved "
              "before, if any, stays as it was until then; if you close the window before "
              "then, Biscambiggia offers to save the match elsewhere.", path=shown_path(error.path),
              reason=reason)


def recovery_text(aside) -> str:
    """What the person is told of a damaged statistics file set aside."""
    return tr("The statistics file was damaged, so it was set aside as {path} and new "
              "statistics were started: the matches counted in it no longer show. You can "
              "keep that file for a repair, or delete it.", path=shown_path(aside))
