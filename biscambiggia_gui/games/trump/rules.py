"""Biscambiggia and Briscola: three cards each, a turned trump under the talon, any card
may answer, the trick to the highest trump or the highest card of the suit led, and
everyone draws from the winner on while the talon lasts (docs/rules.md section 2)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.cards import SUIT
from ...engine.events import Event, make
from ...engine.messages import Message
from ...engine.registry import Variant
from ...engine.state import (HAND_OVER, NOT_IN_HAND, HandResult, HandState, observed_sides,
                             outcome_returns)
from ...engine.tricks import draw_order, trick_winner


class TrumpHand(HandState):
    TURNED_TRUMP = True

    def __init__(self, variant: Variant, options: Mapping[str, Any], deck: list[str],
                 dealer: int):
        super().__init__(variant, options, deck, dealer)
        family = variant.family
        self.strength = family.strength(options)
        self.card_value = family.card_values(options)
        n, size = self.n, variant.hand_size
        self.hands = [[] for _ in range(n)]
        for i, seat in enumerate(family.deal_positions(dealer, n, size)):
            self.hands[seat].append(deck[i])
        self.turned: str | None = deck[n * size]
        self.trump: str | None = SUIT[deck[n * size]]   # (the chiamata games: named later)
        self.talon = deck[n * size + 1:] + [self.turned]  # top first; the turned card drawn last
        self.tpos = 0
        self.leader = self.turn = (dealer + 1) % n
        self.trick: list[str] = []
        self.tricks_played = 0
        self.total_tricks = (len(deck)) // n

    # --- queries ----------------------------------------------------------------------
    def talon_size(self) -> int:
        return len(self.talon) - self.tpos

    def trump_card_showing(self) -> str | None:
        """The turned card while it still lies under the talon."""
        return self.talon[-1] if self.tpos < len(self.talon) else None

    def replies(self) -> list[str]:
        """The cards the seat to act may play now: any card of the hand."""
        return list(self.hands[self.turn])

    def legal_actions(self) -> list[str]:
        if self.turn < 0:
            return []
        return list(self.hands[self.turn])

    def refusal(self, action: str) -> Message | None:
        if self.turn < 0:
            return Message(HAND_OVER)
        if action in self.hands[self.turn]:
            return None
        return self._why(action)

    def _reason(self, action: str) -> Message:
        return Message(NOT_IN_HAND, card=action)

    # --- playing ---------------------------------------------------------------------
    def _apply(self, action: str) -> None:
        seat = self.turn
        self.hands[seat].remove(action)
        self.trick.append(action)
        self.actions.append((seat, action))
        self.events.append(("play", seat, action, None, False))
        if len(self.trick) < self.n:
            self.turn = (seat + 1) % self.n
            return
        self._finish_trick()

    def trick_winner(self, leader: int, cards: list[str]) -> int:
        return trick_winner(leader, cards, self.trump, self.strength, self.n)

    def _finish_trick(self) -> None:
        cards, leader, n = self.trick, self.leader, self.n
        winner = self.trick_winner(leader, cards)
        side = self.sides[winner]
        gained = sum(map(self.card_value.__getitem__, cards))
        self.points[side] += gained
        self.captured[side].extend(cards)
        self.tricks_played += 1
        events = self.events
        events.append(("trick", winner, None, None, False))
        self.last_trick = (leader, cards, winner)
        self.trick = []
        self._after_trick(winner, cards)
        talon, pos = self.talon, self.tpos
        if pos < len(talon):                            # everyone draws, from the winner on
            hands, end = self.hands, len(talon)
            for seat in draw_order(winner, n):
                card = talon[pos]
                pos += 1
                hands[seat].append(card)
                events.append(("draw", seat, card, None, pos != end))
            self.tpos = pos
        if not self.hands[winner]:
            self._end_hand()
            self.turn = -1
        else:
            self.leader = self.turn = winner

    def _after_trick(self, winner: int, cards: list[str]) -> None:
        """Hook for bonuses won with a trick (Mariagio)."""

    def _end_hand(self) -> None:
        """Hook for end-of-hand bonuses (Mariagio's last trick)."""

    # --- scoring and observation -----------------------------------------------------
    def card_points(self) -> list[int]:
        value = self.card_value
        return [sum(value[c] for c in pile) for pile in self.captured]

    def trick_points(self, cards: Sequence[str]) -> int:
        return sum(self.card_value[c] for c in cards)

    def bonuses(self) -> list[list[dict[str, Any]]]:
        return [[] for _ in self.points]

    def result(self) -> HandResult:
        points = list(self.points)
        winner = self._hand_winner(points)
        return HandResult(points, self.card_points(), self.bonuses(), winner, list(self.sides),
                          outcome_returns(self.sides, winner))

    def _hand_winner(self, points: list[int]) -> int | None:
        """Two sides: more points wins (61+ of 120), 60-60 void. Three players: the unique
        highest score; a tie for top is void."""
        top = max(points)
        if points.count(top) > 1:
            return None
        return points.index(top)

    def partner_hands_visible(self) -> bool:
        """Briscola a 4 and a 6 (docs/rules.md): once the talon is empty, partners look at
        each other's hands, but not in the match's first deal, during which the text forbids
        any exchange of information ("durante lo svolgimento della prima smazzata")."""
        return bool(self.options.get("partner_view")) and self.talon_size() == 0 \
            and self.deal_index > 0

    def _observation_extras(self, seat: int) -> dict[str, Any]:
        extras: dict[str, Any] = {
            "trump_suit": self.trump, "trump_card": self.trump_card_showing(),
            "turned_card": self.turned, "leader": self.leader,
            "tricks_played": self.tricks_played, "total_tricks": self.total_tricks}
        if self.variant.teams:
            side = self.sides[seat]
            extras["team"] = side
            if self.partner_hands_visible():
                extras["partner_hands"] = {str(s): list(self.hands[s]) for s in range(self.n)
                                           if s != seat and self.sides[s] == side}
        return extras

    def after_deal_events(self) -> list[Event]:
        return [make("trump", self.dealer, self.turned)]

    # --- what a seat knows ---------------------------------------------------------------
    def _set_from_information(self, obs: Mapping[str, Any], hands: Mapping[int, list[str]],
                              talon: list[str]) -> None:
        """The trump, the turned card still showing under the hidden talon, the points."""
        self.trump = obs["trump_suit"]
        self.turned = obs["turned_card"]
        showing = obs.get("trump_card")
        self.talon = list(talon) + ([showing] if showing is not None else [])
        self.tpos = 0
        self.points = list(obs["points"])

    @classmethod
    def count_points(cls, obs: Mapping[str, Any]) -> list[int]:
        points = cls.declared_points(obs)
        values = cls._values(obs)
        for side, pile in enumerate(cls.piles_from_history(obs)):
            points[side] += sum(values[c] for c in pile)
        return points

    @classmethod
    def declared_points(cls, obs: Mapping[str, Any]) -> list[int]:
        """The points declared per side in the history of `obs`."""
        from ...engine.registry import get_variant
        sides = observed_sides(obs)
        points = [0] * get_variant(obs["variant"]).side_count
        for e in obs["history"]:
            if e["event"] == "declare":
                side = sides[e["seat"]]
                if side is not None:
                    points[side] += e.get("points", 0)
        return points

    @staticmethod
    def _values(obs: Mapping[str, Any]) -> Mapping[str, int]:
        from ...engine.registry import get_variant
        return get_variant(obs["variant"]).family.card_values(obs.get("options") or {})
