"""A match: hands dealt in turn by the next dealer, each hand's result, the standing, and
the match's end and winner, by the rule of its variant (docs/rules.md sections 3-5)."""
from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from . import events as ev
from . import seeds
from .cards import deck_for
from .messages import Message, SetupError, shown, template
from .registry import get_variant, new_hand
from .state import HAND_OVER, HandResult, HandState, IllegalAction


UNFINISHED = template("match.hand_unfinished", "the hand in progress is not finished")
OVER = template("match.over", "the match is over")
NO_HAND = template("match.no_hand", "no hand is in progress")
NOT_DEALT = template("match.not_dealt", "no hand has been dealt")
BAD_DEALER = template("setup.match_dealer", "dealer {dealer} is not a seat of {variant}")


class Match:
    def __init__(self, variant_id: str, options: Mapping[str, Any] | None = None,
                 dealer: int | None = None, seed: int | str | None = None):
        self.variant = get_variant(variant_id)
        self.options = self.variant.resolve_options(options)
        self.rng = random.Random(seeds.fresh_seed(seeds.DEAL_BITS) if seed is None else seed)
        self.first_dealer = self.rng.randrange(self.variant.players) if dealer is None else dealer
        if not isinstance(self.first_dealer, int) or not 0 <= self.first_dealer < self.variant.players:
            raise SetupError(BAD_DEALER, dealer=shown(dealer), variant=self.variant.id)
        self.hands: list[HandState] = []          # every hand dealt, the current one last
        self.results: list[HandResult] = []       # one per finished hand
        self.events: list[ev.Event] = []          # the current hand's events, deal first

    # --- hands ---------------------------------------------------------------------------
    @property
    def current(self) -> HandState | None:
        return self.hands[-1] if self.hands else None

    def dealer_of(self, index: int) -> int:
        return (self.first_dealer + index) % self.variant.players

    def new_deck(self) -> list[str]:
        deck = deck_for(self.variant.deck_size)
        self.rng.shuffle(deck)
        return deck

    def hand_in_progress(self) -> bool:
        return bool(self.hands) and not self.hands[-1].is_over()

    def start_hand(self, deck: list[str] | None = None) -> HandState:
        """Deal the next hand (from `deck`, top card first, or a fresh shuffle)."""
        if self.hand_in_progress():
            raise IllegalAction(UNFINISHED)
        if self.is_over():
            raise IllegalAction(OVER)
        hand = new_hand(self.variant.id, self.options, deck or self.new_deck(),
                        self.dealer_of(len(self.hands)))
        hand.deal_index = len(self.hands)
        self.hands.append(hand)
        self.events = ev.deal_events(hand)
        return hand

    def deal(self, deck: list[str] | None = None) -> list[ev.Event]:
        """Deal the next hand (as `start_hand`) and return its events: the deal card by
        card (each card private to its receiver), the turned trump, the first turn."""
        self.start_hand(deck)
        return list(self.events)

    def apply(self, action: str, seat: int | None = None) -> list[ev.Event]:
        """Apply `action` to the hand in progress; a finished hand is scored at once.
        Returns the events it caused (engine/events.py); `events_for(events, seat)` is what
        one seat may see of them."""
        hand = self.current
        if hand is None:
            raise IllegalAction(NO_HAND)
        if hand.is_over():
            raise IllegalAction(HAND_OVER)
        before = ev.snapshot(hand)
        hand.apply(action, seat)
        result = None
        if hand.is_over():
            result = hand.result()
            self.results.append(result)
        caused = ev.translate(hand, before, result)
        self.events.extend(caused)
        return caused

    def last_trick(self) -> tuple[int, list[str], int] | None:
        """(leader, cards, winner) of the latest trick of the match: the current hand's
        last trick, or before its first trick the last trick of the hand before (a player
        may look at the last trick until the next one starts, docs/rules.md section 7).
        None before any trick."""
        for e in reversed(self.events):
            if e.kind == "trick":
                pairs = e.get("cards")
                assert e.seat is not None
                return pairs[0][0], [c for _, c in pairs], e.seat
        for hand in reversed(self.hands[:-1]):
            if hand.last_trick is not None:
                leader, cards, winner = hand.last_trick
                return leader, list(cards), winner
        return None

    def observation(self, seat: int, count: bool | None = None) -> dict[str, Any]:
        """The observation of `seat` in the current hand (`HandState.observation`) with the
        match's standing added under "match": the score per side (hands won, or points for
        Mariagio and Tarocchi: `unit`), the hands of the match finished so far (a hand
        everyone passed is not one) and whether the match is over. While the hand is in
        progress the standing is that before it (and `over` is false); once it is
        finished, the standing counts it. The standing is public: every
        seat sees the same. `count` is the "count for me" switch of `HandState.observation`."""
        hand = self.current
        if hand is None:
            raise IllegalAction(NOT_DEALT)
        obs = hand.observation(seat, count)
        obs["match"] = {"score": self.score(), "unit": self.score_unit(),
                        "hands_played": self.hands_played(), "over": self.is_over()}
        return obs

    # --- standing and end ------------------------------------------------------------------
    def score_unit(self) -> str:
        """What `score()` counts: "hands" won, "points" (Mariagio, Tarocchi), "tokens"."""
        return self.variant.match.unit

    def parties(self) -> int:
        """How many scores the standing has: the sides of a hand, or the players where
        sides change from hand to hand (the chiamata games)."""
        return self.variant.match.parties(self.variant.players, self.variant.side_count)

    def party_of(self, seat: int) -> int:
        """The party of the standing that `seat` plays for: itself where sides change from
        hand to hand, else its side (the seating fixes it for the whole match)."""
        if self.variant.match.per == "player" or self.variant.seat_sides is None:
            return seat
        return self.variant.seat_sides[seat]

    def hands_played(self) -> int:
        """The finished hands that are hands of the match: a hand everyone passed (the
        chiamata games) is dealt again and is not one of them."""
        return self.variant.match.hands_played(self.results)

    def hand_number(self, index: int) -> tuple[int, bool]:
        """Deal `index` (0: the first, as in `hands` and `results`) as the players number
        it: (its number among the match's hands, whether it is that hand dealt again after
        everyone passed). Every window that numbers a hand asks here (MatchRule.hand_number)."""
        return self.variant.match.hand_number(self.results, index)

    def hand_words(self, index: int, key: str = "round", **args: Any) -> Message:
        """Deal `index` (0: the first) named in the game's words `key` ("round": "hand 3",
        "deal 3"; "dealt", "numbered", ...) as the table names it: its number from
        `hand_number`, and where it deals a hand again after everyone passed, the words
        the game has for that (`key` + "_again": "hand 3, dealt again"). The one place a
        deal becomes words: the table, the review and a refused record's reason
        (engine/record.py RecordError) all ask here; ui/messages.py renders it."""
        n, again = self.hand_number(index)
        family = self.variant.family
        if again and key + "_again" in family.words:
            key += "_again"
        return Message(family.word(key), n=n, **args)

    def score(self) -> list[int]:
        """The standing per party: hands won, accumulated points or tokens."""
        return self.variant.match.score(self.results, self.parties())

    def is_over(self) -> bool:
        return self._outcome()[0]

    def winner(self) -> int | None:
        """The winning party, or None while the match goes on or if it is drawn."""
        return self._outcome()[1]

    def top(self) -> list[int]:
        """The parties at the top of the standing once the match is over: the winner
        alone, or those who share the top of a drawn match (every side of a team game
        drawn; two or three of the five players in a chiamata game). Empty while it goes on."""
        if not self.is_over():
            return []
        winner = self.winner()
        if winner is not None:
            return [winner]
        score = self.score()
        return [p for p, s in enumerate(score) if s == max(score)]

    def outcome_of(self, party: int) -> str:
        """How the finished match went for `party`: "won", "drawn" (it shares the top of a
        drawn match) or "lost" (below the top, a shared top included)."""
        if self.winner() == party:
            return "won"
        return "drawn" if party in self.top() else "lost"

    def _outcome(self) -> tuple[bool, int | None]:
        return self.variant.match.outcome(self.score(), self.hands_played(), self.options)

    def standing_text(self) -> str:
        return " - ".join(str(s) for s in self.score())
