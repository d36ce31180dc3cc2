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
the win bonus times the outcome) between the best move and the move played, measured on
fresh deals apart from those that chose the best (ai/values.py `confirm`: the best of
several noisy worths is overrated on its own deals); a loss the sampled deals cannot tell
from nothing (under two standard errors) is rated good.

`known=True` adds a second, separate opinion with every card known (`Decision.known`,
what bridge programs call double-dummy analysis): each move solved exactly in the real
deal, where it can be solved (`all_known`), else None. It reads the hidden cards by design
and is labelled so wherever it is shown; the first opinion never depends on it.

`persons`, the seats people played at one screen, keeps a deal everyone passed from telling
how strong a hand was that nobody there saw (`hidden_seats`): such a seat's decisions in
that deal are not weighed (`WITHHELD`), only listed.

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
                        NOTHING_TO_REVIEW, THRESHOLDS, UNCLEAR, charged, label)
from .ai import core
from .ai.values import EXACT, Valuation, scaled, valuation
from .engine.actions import kind_of
from .engine.match import Match
from .engine.messages import Message, Refusal
from .engine.registry import new_hand
from .engine.state import HandState
from .terminal import record_path

__all__ = ["BLUNDER", "GOOD", "INACCURACY", "KNOWN_CARDS", "LABELS", "LABEL_WORDS", "MISTAKE",
           "THRESHOLDS", "UNCLEAR", "Decision", "Known", "charged", "label", "larger_budget",
           "moments", "review", "tricks_left", "weigh"]

LARGER = 4                      # the larger budget offered: this many times the worlds
KNOWN_CARDS = 20                # the all-cards-known opinion solves the tricks of the last 20 cards
WITHHELD = "withheld"           # a decision's method where it is listed, never weighed (`hidden_seats`)


def larger_budget(times: int = LARGER) -> HardBudget:
    """Hard's default budget with `times` as many sampled deals in every search (the
    window's "deeper"; Mariagio's and Tarocchi's core worlds included)."""
    return scaled(HardBudget(), times)


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
    fresh: int = 0              # the fresh deals the loss was measured on (ai/values.py
                                # `confirm`; 0: the `worlds` that chose the best)

    @property
    def kind(self) -> str:
        return kind_of(self.played)

    @property
    def rated(self) -> bool:
        """Whether the decision was weighed: a withheld one (`hidden_seats`) has no best,
        no loss and no label."""
        return self.method != WITHHELD

    def to_json(self, known: bool = False) -> dict[str, Any]:
        """The command's object; `known`: the second opinion was asked for (null where it
        could not be solved)."""
        out: dict[str, Any] = {
            "hand": self.hand, "trick": self.trick, "played": self.played, "best": self.best,
            "loss": round(self.loss, 1), "label": self.label, "seat": self.seat,
            "action": self.action, "phase": self.phase, "kind": self.kind,
            "error": round(self.error, 1), "method": self.method, "worlds": self.worlds,
            "fresh_worlds": self.fresh,
            "values": {a: round(v, 1) for a, v in self.values.items()}}
        if known:
            out["all_cards_known"] = None
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


def hidden_seats(match: Match, hand: int, persons: Sequence[int] | None) -> frozenset[int]:
    """The seats whose cards of deal `hand` the review keeps from whoever is at the screen,
    `persons` being the seats people played there (None: not known, as in a bare record).
    A deal that was played hides nothing: every card went on the table. A deal everyone
    passed (the chiamata games) is over, but its cards were never played: where several
    people shared the screen, every seat's (the one at the screen may be any of them); where
    one person played against the computer, the computers' (the person's own hand was
    theirs to see). Where nobody is known, or only computers played, nothing is kept. The
    one rule for the replay's faces and for the rows (`review`): a hand kept is shown face
    down, and its seat's decisions in that deal are listed unrated (`WITHHELD`), since
    a bid rated against what the hand could make, a best bid or the points lost would
    tell how strong it was."""
    if not persons or not 0 <= hand < len(match.results) or match.results[hand].played:
        return frozenset()
    own = set(persons) if len(persons) == 1 else set()
    return frozenset(s for s in range(match.variant.players) if s not in own)


def withheld(m: Moment, seat: int) -> Decision:
    """A decision listed, not weighed (`hidden_seats`): the move played only, which the
    table showed to all; best is the move played, nothing lost, no label."""
    state = m.state
    return Decision(m.hand, state.tricks_played, m.action, seat, state.phase, m.played,
                    m.played, 0.0, "", 0.0, WITHHELD, 0)


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
    return Decision(m.hand, state.tricks_played, m.action, seat, state.phase, m.played,
                    best_of(v.values, m.played, v.best), loss, label(loss, error), error,
                    v.method, v.worlds, dict(v.values),
                    all_known(state, seat, v, m.played) if known else None, v.fresh)


def best_of(values: dict[str, float], played: str, best: str) -> str:
    """The best move shown for a decision: the move played where it is worth as much as
    the best (a tie: the window's "Best" column and the command's line never name another
    card, which a player would read as "that card was better"), else `best`."""
    return played if values.get(played, float("-inf")) >= values[best] else best


def review(match: Match, seat: int, budget: HardBudget | None = None,
           hands: Sequence[int] | None = None, known: bool = False,
           progress: Callable[[int, int], None] | None = None,
           cancelled: Callable[[], bool] | None = None,
           persons: Sequence[int] | None = None) -> list[Decision]:
    """Every decision of `seat` in `match` (or in its `hands`) weighed, in order. `progress`
    is told (done, total) after each; `cancelled` is asked before each, and True stops the
    review there (what was weighed is returned). `persons`: the seats people played at one
    screen, whose deals everyone passed keep hands from them (`hidden_seats`): there the
    seat's decisions are listed, not weighed (`withheld`)."""
    check_seat(match, seat)
    todo = moments(match, seat, hands)
    out: list[Decision] = []
    for i, m in enumerate(todo):
        if cancelled is not None and cancelled():
            break
        out.append(withheld(m, seat) if seat in hidden_seats(match, m.hand, persons)
                   else weigh(m, seat, budget, known))
        if progress is not None:
            progress(i + 1, len(todo))
    return out


# --- the second opinion: every card known -------------------------------------------------
def all_known(state: HandState, seat: int, v: Valuation, played: str) -> Known | None:
    """Each move of `v` (and `played`) solved exactly in the real deal, every card known:
    the margin of card points it leads to with best play by every seat (an exact line has
    no odds, so the win bonus is left out). Solved where it can be: the first opinion's
    own exact positions (the games whose hands are worth their points), and in the games
    the compiled core plays with two sides, the tricks of the last KNOWN_CARDS cards (ten
    tricks for two players, five for four, four for five, three for six: the solve's cost
    grows with the cards left, a whole hand of four players takes minutes); elsewhere
    None."""
    if v.method == EXACT and state.variant.match.win_bonus == 0:
        loss = v.loss(played)
        return Known(best_of(v.values, played, v.best), loss, label(loss), dict(v.values))
    adapter = policy_of(state.variant.id).core_adapter
    if adapter is None or not core.HAVE_C or state.variant.side_count != 2 \
            or tricks_left(state) > KNOWN_CARDS // state.n:
        return None
    values = {move: _solved(state, seat, move, adapter) for move in dict.fromkeys(list(v.values) + [played])}
    order = list(values)
    best = best_of(values, played, max(order, key=lambda a: (values[a], -order.index(a))))
    loss = max(0.0, values[best] - values[played])
    return Known(best, loss, label(loss), values)


def tricks_left(state: HandState) -> int:
    """The tricks still to be played, the one on the table included."""
    return (sum(len(h) for h in state.hands) + state.talon_size() + len(state.trick)) // state.n


def _solved(state: HandState, seat: int, move: str, adapter: Any) -> float:
    """The card points margin of `seat`'s side after `move`, every seat then playing its
    best (the compiled core's alpha-beta to the end of the hand)."""
    s = state.clone()
    s.apply_unchecked(move)
    mine = state.sides[seat]
    if s.is_over():
        return float(s.points[mine] - max(p for i, p in enumerate(s.points) if i != mine))
    w = adapter.core_world(s)
    value, _, _ = core.playout(w["tables_b"], w["trump"], 0, w["hands"], w["talon"], w["trick"],
                               w["leader"], w["sides"], w["points"], exact=tricks_left(s) + 1)
    return float(value if s.sides[s.turn] == mine else -value)


# --- the command line ------------------------------------------------------------------------
def line(d: Decision, place: str | None = None) -> str:
    """One decision as the command prints it; a sampled loss with its standard error, as
    the window shows it ("loss 8.7 \u00b14.6  good": within two of them it is rated good).
    `place`: its hand as the table names it (Match.hand_words: "hand 2", "deal 2", and
    after a deal everyone passed "hand 2, dealt again"), else "hand" and its deal's number."""
    mark = "" if d.played == d.best else f"  best {d.best}"
    known = ("" if d.known is None else
             f"  (all cards known: best {d.known.best} loss {d.known.loss:.1f} {d.known.label})")
    spread = f" \u00b1{d.error:.1f}" if round(d.error, 1) > 0 else ""   # a sampled worth
    return (f"{place or f'hand {d.hand + 1}'}, trick {d.trick + 1}: {d.played}{mark}  "
            f"loss {d.loss:.1f}{spread}  {d.label}{known}")


def main(argv: list[str], out: IO[str] | None = None, err: IO[str] | None = None) -> int:
    """`review RECORD --seat N [--json]`: one line per decision of seat N, printed as it is
    weighed, or with --json one object {"decisions": [...]} at the end; exit 0. A record
    the program cannot read gets the same one-line refusal as `replay` and exit 2."""
    out = out or sys.stdout
    err = err or sys.stderr
    parser = argparse.ArgumentParser(prog="biscambiggia review",
                                     description="Review each decision of one seat in a game "
                                                 "record, by Hard's search from what it knew.")
    parser.add_argument("record", type=record_path,
                        help="a game record or a save (.json), as Game > Open game record reads")
    parser.add_argument("--seat", type=int, required=True,
                        help="the seat whose decisions are reviewed, counted from 0 as the "
                             "record counts them (0: the first seat)")
    parser.add_argument("--json", action="store_true", help="one JSON object")
    parser.add_argument("--deeper", action="store_true",
                        help=f"{LARGER} times Hard's sampled deals (slower, steadier)")
    parser.add_argument("--all-cards-known", action="store_true",
                        help="add the second opinion with every card known")
    args = parser.parse_args(argv)
    from .store.saves import SaveError, load_match
    budget = larger_budget() if args.deeper else None
    decisions: list[Decision] = []
    match: Match | None = None

    def whole(stopped: bool = False) -> str:
        assert match is not None
        found: dict[str, Any] = {"variant": match.variant.id, "seat": args.seat, "decisions": [
            d.to_json(args.all_cards_known) for d in decisions]}
        if stopped:
            found["stopped"] = True
        return json.dumps(found)
    try:
        match = load_match(args.record).match
        check_seat(match, args.seat)
        for m in moments(match, args.seat):      # each line as soon as it is weighed
            decisions.append(weigh(m, args.seat, budget, args.all_cards_known))
            if not args.json:
                print(line(decisions[-1], str(match.hand_words(decisions[-1].hand))),
                      file=out, flush=True)
    except (SaveError, Refusal) as exc:
        print(" ".join(str(exc).split()), file=err)     # one line, as `replay` says it
        return 2
    except KeyboardInterrupt:                    # --json: what was weighed, marked stopped
        if args.json and match is not None:
            print(whole(stopped=True), file=out, flush=True)
        raise
    if not decisions and not args.json:          # a record of no hand, or of forced moves
        print(Message(NOTHING_TO_REVIEW, seat=args.seat), file=out)
    if args.json:
        print(whole(), file=out)
    return 0
