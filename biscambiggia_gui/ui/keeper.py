"""Never lose a match, and remember how it went: the window's link to the store layer.

- After every deal and every action the match is written to the autosave (store.saves,
  atomic), with its seats, its id and whether undo was used; when the match ends the
  autosave is discarded.
- At start-up an autosave is offered for resume (ResumeDialog); resuming replays it and
  the controller rebuilds the exact position. A damaged autosave is set aside, never lost.
- Game records open and save (docs/rules.md section 8); a file that cannot be opened gives its
  SaveError message and the match in progress goes on untouched.
- Every finished hand (and the match, at its end) goes into the statistics, with the
  opponents' strength and the undo mark.
- Undo takes back the person's last card: the record minus that card (and what followed)
  is replayed into a new Match, and the table rebuilt from it.
"""
from __future__ import annotations

import logging
import uuid

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine.actions import kind_of
from ..engine.record import replay, to_record
from ..store import saves
from ..store.stats import Statistics, StatsError, opponent_strength
from .setup import MatchSetup, preferred_deck

log = logging.getLogger(__name__)


def translate_save_error(error: saves.SaveError) -> str:
    return error.text(lambda s: QCoreApplication.translate(saves.TRANSLATION_CONTEXT, s))


def undo_point(match, seat: int) -> int | None:
    """How many actions of the current hand stay when `seat` takes back its last card (and
    the declarations it made just before it, in the same turn); None if there is none."""
    hand = match.current if match is not None else None
    if hand is None or hand.is_over():
        return None
    actions = hand.actions
    cut = next((i for i in range(len(actions) - 1, -1, -1)
                if actions[i][0] == seat and kind_of(actions[i][1]) == "play"), None)
    if cut is None:
        return None
    while cut > 0 and actions[cut - 1][0] == seat and kind_of(actions[cut - 1][1]) != "play":
        cut -= 1
    return cut


class MatchKeeper(QObject):
    failed = Signal(str, str)          # title, message: something the person must be told
    undoChanged = Signal()

    def __init__(self, ctrl, parent=None):
        super().__init__(parent)
        self.ctrl = ctrl
        self.enabled = True            # False: no autosave, no statistics (the smoke test)
        self.match_id = ""
        self.undo_used = False
        self.counted_from = 0          # hands before this index were not played here
        self._stats: Statistics | None = None
        self.stats_error = ""
        self.save_error = ""           # the last autosave failure, shown once
        ctrl.positionChanged.connect(self.autosave)
        ctrl.handFinished.connect(self.record_stats)

    # --- a new match ---------------------------------------------------------------------
    def new_match(self) -> None:
        self.match_id = uuid.uuid4().hex
        self.undo_used = False
        self.counted_from = 0
        self.undoChanged.emit()

    def adopt(self, loaded: saves.LoadedMatch, resumed: bool) -> MatchSetup:
        """The setup of an opened save or record; the keeper takes over its match."""
        payload = loaded.payload
        self.match_id = str(payload.get("match_id") or uuid.uuid4().hex)
        self.undo_used = bool(payload.get("undo_used", False))
        self.counted_from = int(payload.get("stats_from", 0)) if resumed else len(loaded.match.results)
        match = loaded.match
        deck = str(payload.get("deck") or preferred_deck(match.variant.game))
        return MatchSetup.from_saved(match.variant.id, match.options, loaded.seats, deck)

    # --- the autosave ----------------------------------------------------------------------
    def autosave(self) -> None:
        ctrl = self.ctrl
        if not self.enabled or ctrl.match is None:
            return
        if ctrl.match.is_over():
            saves.discard_autosave()
            return
        try:
            saves.autosave(ctrl.match, ctrl.setup.seat_dicts(), match_id=self.match_id,
                           undo_used=self.undo_used, deck=ctrl.setup.deck,
                           stats_from=self.counted_from)
            self.save_error = ""
        except saves.SaveError as exc:             # a full disk: say it once, play on
            message = translate_save_error(exc)
            if message != self.save_error:
                self.save_error = message
                self.failed.emit(QCoreApplication.translate("", "The match cannot be saved"), message)
        self.undoChanged.emit()

    # --- statistics ------------------------------------------------------------------------
    def statistics(self) -> Statistics | None:
        if self._stats is None and not self.stats_error:
            try:
                self._stats = Statistics()
            except StatsError as exc:
                if not exc.transient:                  # locked for now: try again next hand
                    self.stats_error = str(exc)
                log.warning("statistics unavailable: %s", exc)
        return self._stats

    def record_stats(self) -> None:
        ctrl = self.ctrl
        match = ctrl.match
        if not self.enabled or match is None or not ctrl.setup.persons():
            return
        stats = self.statistics()
        if stats is None:
            return
        seats = ctrl.setup.seat_dicts()
        variant = match.variant
        try:
            for seat in ctrl.setup.persons():
                party = match.party_of(seat)
                opponent = opponent_strength(seats, seat, variant.id)
                for index in range(self.counted_from, len(match.results)):
                    res = match.results[index]
                    side = res.sides[seat]
                    result = res.side_outcome(side)
                    stats.record_hand(variant.id, result, res.points[side], opponent=opponent,
                                      undo_used=self.undo_used, match_id=self.match_id,
                                      hand_index=index, seat=seat)
                if match.is_over() and self.counted_from == 0:
                    winner = match.winner()
                    result = "drawn" if winner is None else ("won" if winner == party else "lost")
                    stats.record_match(variant.id, result, opponent=opponent,
                                       score=match.score()[party], undo_used=self.undo_used,
                                       match_id=self.match_id, seat=seat)
        except Exception as exc:                   # a locked database: play on without
            log.warning("cannot record statistics: %s", exc)

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

    def close(self) -> None:
        if self._stats is not None:
            self._stats.close()
            self._stats = None
