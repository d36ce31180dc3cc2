"""What every hand of every game shares: the OpenSpiel-like interface (current_player,
legal_actions, apply, clone, is_over, result, observation) and the public event log
from which a seat's observation is built."""
from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass

from .actions import to_json
from .cards import deck_for
from .messages import Message, Refusal, SetupError, template


_SORTED_DECKS: dict[int, list[str]] = {}

HAND_OVER = template("illegal.hand_over", "the hand is over")
NOT_YOUR_TURN = template("illegal.turn", "it is seat {seat_turn}'s turn, not seat {seat}'s")
NOBODY_TURN = template("illegal.no_turn", "it is nobody's turn, not seat {seat}'s")
NOT_NOW = template("illegal.not_now", "{action} is not allowed now")
NOT_IN_HAND = template("illegal.not_in_hand", "{card} is not in your hand")
BAD_DEALER = template("setup.dealer", "dealer {dealer} is not a seat of a {players}-player game")
WRONG_DECK = template("setup.deck", "wrong deck: {count} cards, {variant} needs {needed}; "
                      "missing {cards_missing}; not in this deck {cards_extra}; twice {cards_twice}")


class IllegalAction(Refusal):
    """An action the rules refuse; `.message` says why (a Message, codes illegal.*,
    buona.*, match.*), str() in English."""


@dataclass
class HandResult:
    points: list[int]                  # per side (seat, or team: 0 = even seats), bonuses included
    card_points: list[int]
    bonuses: list[list[dict]]          # per side: {"name": ..., "points": ...}
    winner: int | None                 # a side, or None for a void hand

    def to_json(self) -> dict:
        return {"points": list(self.points), "winner": self.winner,
                "card_points": list(self.card_points), "bonuses": self.bonuses}


def Event(kind: str, seat: int, card: str | None = None, data: dict | None = None,
          private: bool = False) -> tuple:
    """One thing that happened in a hand, as a tuple (kind, seat, card, data, private): kind
    is play, trick, draw, declare, exchange or give; a private event's card is seen by its
    seat only. Plain tuples keep the playout loop fast."""
    return (kind, seat, card, data, private)


class HandState:
    """One hand being played. Subclasses fill in the rules of their game."""

    def __init__(self, variant, options: dict, deck: list[str], dealer: int):
        self.variant = variant
        self.options = options
        self.n = variant.players
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < self.n:
            raise SetupError(BAD_DEALER, dealer=repr(dealer), players=self.n)
        self.dealer = dealer
        self.deck = list(deck)
        self._check_deck()
        self.actions: list[tuple[int, str]] = []
        self.events: list[tuple] = []
        self.turn = -1
        self.deal_index = 0           # which deal of its match (0: the first); Match sets it

    # --- the interface -------------------------------------------------------------
    def current_player(self) -> int:
        """The seat to act, or -1 when the hand is over."""
        return self.turn

    def is_over(self) -> bool:
        return self.turn < 0

    def legal_actions(self) -> list[str]:
        raise NotImplementedError

    def refusal(self, action: str) -> Message | None:
        """None if `action` is legal for the seat to act, else why not, as a Message."""
        if self.is_over():
            return Message(HAND_OVER)
        if action in self.legal_actions():
            return None
        return self._reason(action)

    def why_illegal(self, action: str) -> str | None:
        """None if `action` is legal for the seat to act, else the reason in English
        (the text of `refusal(action)`)."""
        reason = self.refusal(action)
        return None if reason is None else str(reason)

    def apply(self, action: str, seat: int | None = None) -> None:
        """Play `action` for the seat to act (checked against `seat` when given)."""
        if seat is not None and seat != self.turn:
            if self.turn < 0:
                raise IllegalAction(NOBODY_TURN, seat=seat)
            raise IllegalAction(NOT_YOUR_TURN, seat_turn=self.turn, seat=seat)
        reason = self.refusal(action)
        if reason is not None:
            raise IllegalAction(reason)
        self._apply(action)

    def apply_unchecked(self, action: str) -> None:
        """Play `action` for the seat to act without checking it: the search's fast path
        (python-chess's `push` beside `push_legal`). The caller answers for its legality:
        an action outside `legal_actions()` leaves the state undefined."""
        self._apply(action)

    def replies(self) -> list[str]:
        """The cards the seat to act may play (declarations and gifts aside)."""
        raise NotImplementedError

    def clone(self):
        twin = copy.copy(self)
        twin._copy_containers(self)
        return twin

    def result(self) -> HandResult:
        raise NotImplementedError

    def observation(self, seat: int, count: bool | None = None) -> dict:
        """Everything `seat` may know, and nothing more, as plain JSON data.

        `count` is the "count for me" switch (docs/rules.md section 7, "The piles"): on,
        "points" holds every side's running points; off, it is left out and only the last
        trick ("last_trick", [seat, card] pairs) may be looked at again. None: the variant's
        own rule (`Variant.running_points`: off for Briscola, whose text forbids looking at
        the pile). Either way the history keeps every card played, so a player who counts
        in their head (the computer players do) loses nothing."""
        if count is None:
            count = self.variant.running_points
        obs = {
            "variant": self.variant.id, "options": dict(self.options), "seat": seat,
            "players": self.n, "dealer": self.dealer, "current": self.turn,
            "hand": list(self.hands[seat]), "talon_size": self.talon_size(),
            "trick": self.trick_pairs(),
            "history": [self._event_json(e, seat) for e in self.events],
            "deal_index": self.deal_index,
        }
        if count:
            obs["points"] = self.running_points()
        else:
            last = getattr(self, "last_trick", None)
            obs["last_trick"] = None if last is None else \
                [[(last[0] + i) % self.n, c] for i, c in enumerate(last[1])]
        obs.update(self._observation_extras(seat))
        return obs

    def record_actions(self) -> list[dict]:
        return [to_json(seat, action) for seat, action in self.actions]

    # --- helpers for subclasses ------------------------------------------------------
    def _check_deck(self) -> None:
        expected = _SORTED_DECKS.get(self.variant.deck_size)
        if expected is None:
            expected = _SORTED_DECKS[self.variant.deck_size] = sorted(deck_for(self.variant.deck_size))
        if sorted(self.deck) != expected:
            missing = sorted(set(expected) - set(self.deck))
            extra = sorted(set(self.deck) - set(expected))
            dup = sorted(c for c, k in Counter(self.deck).items() if k > 1)
            raise SetupError(WRONG_DECK, count=len(self.deck), variant=self.variant.id,
                             needed=len(expected), cards_missing=missing, cards_extra=extra,
                             cards_twice=dup)

    def _copy_containers(self, other) -> None:
        self.hands = [list(h) for h in other.hands]
        self.actions = list(other.actions)
        self.events = list(other.events)
        self.trick = list(other.trick)
        self.captured = [list(c) for c in other.captured]
        self.points = list(other.points)

    @staticmethod
    def _event_json(e: tuple, seat: int) -> dict:
        kind, who, card, data, private = e
        out = {"event": kind, "seat": who}
        if card is not None and (not private or who == seat):
            out["card"] = card
        if data:
            out.update(data)
        return out

    def trick_pairs(self) -> list[list]:
        """The current trick as [seat, card] pairs in order of play."""
        return [[(self.leader + i) % self.n, c] for i, c in enumerate(self.trick)]

    def side_of(self, seat: int) -> int:
        return self.variant.side_of(seat)

    def running_points(self) -> list[int]:
        return list(self.points)

    def _observation_extras(self, seat: int) -> dict:
        return {}

    def _reason(self, action: str) -> Message:
        return Message(NOT_NOW, action=action)
