"""The review of a hand: each decision of one seat, the move it made, the move Hard's search
rates best from what that seat knew then, and the expected points the move gave away, with
a label (docs/lessons-and-review.md, "Review a hand").

    decisions = review(match, seat=0)                   # every hand of a match
    python -m biscambiggia_gui review RECORD --seat N [--json]

A decision is a moment when the seat had two legal moves or more: a card, a bid or a
pass, a call, a declaration, an exchange, a card given for the matto. Each is weighed by
ai/values.py from the seat's observation at that moment (its information state: never a
hidden card), at Hard's default budget unless another is given. The loss is the
difference of the expected margins (the side's final margin over the best other side plus
the win bonus times the outcome) between the best move and the move played; a loss the
sampled deals cannot tell from nothing (under two standard errors) is rated good.

`known=True` adds a second, separate opinion with every card known (`Decision.known`):
each move followed, in the real deal, by every seat playing the search's roll-out rule to
the end of the hand. It reads the hidden cards by design and is labelled so wherever it
is shown; the first opinion never depends on it.

No Qt here: the window (ui/review_window.py) runs `review` on a worker thread, with
`progress` and `cancelled` to show how far it is and to stop it.
"""
from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import IO, Any

from .ai.hard import HardBudget
from .ai.policy import policy_of
from .ai.rating import (BAD_SEAT, BLUNDER, GOOD, INACCURACY, LABEL_WORDS, LABELS, MISTAKE,
                        THRESHOLDS, label)
from .ai.values import THEN, Valuation, valuation
from .engine.actions import kind_of
from .engine.match import Match
from .engine.messages import Refusal
from .engine.registry import new_hand
from .engine.state import HandState, observed_sides

__all__ = ["BLUNDER", "GOOD", "INACCURACY", "LABELS", "LABEL_WORDS", "MISTAKE", "THRESHOLDS",
           "Decision", "Known", "label", "larger_budget", "moments", "review", "weigh"]

LARGER = 4                      # the larger budget offered: this many times the worlds


def larger_budget(times: int = LARGER) -> HardBudget:
    """Hard's default budget with `times` as many sampled deals (the window's "deeper")."""
    b = HardBudget()
    return HardBudget(worlds=b.worlds * times, core_worlds=b.core_worlds * times,
                      team_worlds=b.team_worlds * times, team6_worlds=b.team6_worlds * times,
                      three_worlds=b.three_worlds * times,
                      chiamata_worlds=b.chiamata_worlds * times)


@dataclass(frozen=True)
class Known:
    """The second opinion, with every card known (see the module's text)."""
    best: str
    loss: float
    label: str
    values: dict[str, float]


@dataclass(frozen=True)
class Decision:
    hand: int                   # the hand's index in the match (from 0, as in the record)
    trick: int                  # the trick's index in the hand (from 0): tricks finished before
    action: int                 # the action's index in the hand's record (from 0)
    seat: int
    phase: str                  # "play", "auction", "call"...: the hand's phase then
    played: str
    best: str
    loss: float
    label: str
    error: float                # the loss's standard error (0: solved exactly)
    method: str                 # ai/values.py: "sampled", "exact", "contract", "only"
    worlds: int
    values: dict[str, float] = field(default_factory=dict)
    known: Known | None = None

    @property
    def kind(self) -> str:
        return kind_of(self.played)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "hand": self.hand, "trick": self.trick, "played": self.played, "best": self.best,
            "loss": round(self.loss, 1), "label": self.label, "seat": self.seat,
            "action": self.action, "phase": self.phase, "kind": self.kind,
            "error": round(self.error, 1), "method": self.method, "worlds": self.worlds,
            "values": {a: round(v, 1) for a, v in self.values.items()}}
        if self.known is not None:
            out["all_cards_known"] = {"best": self.known.best, "loss": round(self.known.loss, 1),
                                      "label": self.known.label,
                                      "values": {a: round(v, 1) for a, v in self.known.values.items()}}
        return out


@dataclass(frozen=True)
class Moment:
    """A decision to weigh: the hand as it stood (the true state: only its observation of
    the seat and its legal actions are read, except by the second opinion)."""
    hand: int
    action: int
    state: HandState
    played: str


def replayed_hands(match: Match) -> Iterator[tuple[int, HandState]]:
    """Each hand of `match` dealt afresh from its deck (as its record replays it)."""
    for h, played in enumerate(match.hands):
        hand = new_hand(match.variant.id, match.options, list(played.deck), played.dealer)
        hand.deal_index = h
        yield h, hand


def moments(match: Match, seat: int, hands: Sequence[int] | None = None) -> list[Moment]:
    """Every decision of `seat` (two legal moves or more) in the hands of `match` (those
    numbered in `hands`, or all), in the order it took them."""
    out = []
    for h, hand in replayed_hands(match):
        actions = match.hands[h].actions
        for a, (who, action) in enumerate(actions):
            if who == seat and len(hand.legal_actions()) > 1 and (hands is None or h in hands):
                out.append(Moment(h, a, hand.clone(), action))
            hand.apply(action, who)
    return out


def check_seat(match: Match, seat: int) -> None:
    v = match.variant
    if not 0 <= seat < v.players:
        raise Refusal(BAD_SEAT, seat=seat, variant=v.id, last=v.players - 1)


def weigh(m: Moment, seat: int, budget: HardBudget | None = None, known: bool = False,
          seed: int | str = 0) -> Decision:
    """One decision weighed (see the module's text)."""
    state = m.state
    obs, legal = state.observation(seat), state.legal_actions()
    v = valuation(obs, legal, m.played, budget, seed)
    loss, error = v.loss(m.played), v.loss_error(m.played)
    return Decision(m.hand, state.tricks_played, m.action, seat, state.phase, m.played, v.best,
                    loss, label(loss, error), error, v.method, v.worlds, dict(v.values),
                    all_known(state, seat, v, m.played, budget) if known else None)


def review(match: Match, seat: int, budget: HardBudget | None = None,
           hands: Sequence[int] | None = None, known: bool = False,
           progress: Callable[[int, int], None] | None = None,
           cancelled: Callable[[], bool] | None = None) -> list[Decision]:
    """Every decision of `seat` in `match` (or in its `hands`) weighed, in order. `progress`
    is told (done, total) after each; `cancelled` is asked before each, and True stops the
    review there (what was weighed is returned)."""
    check_seat(match, seat)
    todo = moments(match, seat, hands)
    out: list[Decision] = []
    for i, m in enumerate(todo):
        if cancelled is not None and cancelled():
            break
        out.append(weigh(m, seat, budget, known))
        if progress is not None:
            progress(i + 1, len(todo))
    return out


# --- the second opinion: every card known -------------------------------------------------
def all_known(state: HandState, seat: int, v: Valuation, played: str,
              budget: HardBudget | None) -> Known:
    """Each move of `v` (and `played`) followed, in the real deal, by the roll-out of
    every seat to the end; a decision after which the seat plays again is worth its best
    card's line."""
    policy = policy_of(state.variant.id)
    side = observed_sides(state.observation(seat))[seat]
    assert side is not None
    bonus = state.variant.match.win_bonus
    b = budget or HardBudget()
    values: dict[str, float] = {}
    for move in dict.fromkeys(list(v.values) + [played]):
        lines = [move]
        after = state.clone()
        after.apply_unchecked(move)
        if kind_of(move) != "play" and after.current_player() == seat:
            lines = [move + THEN + c for c in after.legal_actions() if kind_of(c) == "play"] or lines
        worth = []
        for line in lines:
            s = state.clone()
            for part in line.split(THEN):
                s.apply_unchecked(part)
            worth.append(policy.playout(s, side, bonus, b)[0])
        values[move] = float(max(worth))
    order = list(values)
    best = max(order, key=lambda a: (values[a], -order.index(a)))
    loss = max(0.0, values[best] - values[played])
    return Known(best, loss, label(loss), values)


# --- the command line ------------------------------------------------------------------------
def line(d: Decision) -> str:
    """One decision as the command prints it."""
    mark = "" if d.played == d.best else f"  best {d.best}"
    return (f"hand {d.hand + 1} trick {d.trick + 1}: {d.played}{mark}  "
            f"loss {d.loss:.1f}  {d.label}")


def main(argv: list[str], out: IO[str] | None = None, err: IO[str] | None = None) -> int:
    """`review RECORD --seat N [--json]`: one line per decision of seat N, or with --json
    one object {"decisions": [...]}; exit 0. A record the program cannot read gets the
    same one-line refusal as `replay` and exit 2."""
    out = out or sys.stdout
    err = err or sys.stderr
    parser = argparse.ArgumentParser(prog="biscambiggia review",
                                     description="Review each decision of one seat in a game "
                                                 "record, by Hard's search from what it knew.")
    parser.add_argument("record")
    parser.add_argument("--seat", type=int, required=True)
    parser.add_argument("--json", action="store_true", help="one JSON object")
    parser.add_argument("--deeper", action="store_true",
                        help=f"{LARGER} times Hard's sampled deals (slower, steadier)")
    parser.add_argument("--all-cards-known", action="store_true",
                        help="add the second opinion with every card known")
    args = parser.parse_args(argv)
    from .store.saves import SaveError, load_match
    try:
        match = load_match(args.record).match
        decisions = review(match, args.seat, larger_budget() if args.deeper else None,
                           known=args.all_cards_known)
    except (SaveError, Refusal) as exc:
        print(" ".join(str(exc).split()), file=err)     # one line, as `replay` says it
        return 2
    if args.json:
        print(json.dumps({"variant": match.variant.id, "seat": args.seat,
                          "decisions": [d.to_json() for d in decisions]}), file=out)
    else:
        for d in decisions:
            print(line(d), file=out)
    return 0
