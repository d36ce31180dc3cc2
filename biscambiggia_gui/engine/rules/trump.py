"""Biscambiggia and Briscola: three cards each, a turned trump under the talon, any card
may answer, the trick to the highest trump or the highest card of the suit led, and
everyone draws from the winner on while the talon lasts (docs/rules.md section 2)."""
from __future__ import annotations

from ..cards import POINTS, STRENGTH, SUIT
from ..family import Family, draw_order, trump_trick_winner
from ..messages import Message
from ..state import HAND_OVER, NOT_IN_HAND, Event, HandResult, HandState


class TrumpHand(HandState):

    def __init__(self, variant, options, deck, dealer):
        super().__init__(variant, options, deck, dealer)
        family = variant.family
        self.strength = family.strength(options)
        self.card_value = family.card_values(options)
        n, size = self.n, variant.hand_size
        self.hands = [[] for _ in range(n)]
        for i, seat in enumerate(family.deal_positions(dealer, n, size)):
            self.hands[seat].append(deck[i])
        self.turned = deck[n * size]
        self.trump = SUIT[self.turned]
        self.talon = deck[n * size + 1:] + [self.turned]  # top first; the turned card drawn last
        self.tpos = 0
        self.leader = self.turn = (dealer + 1) % n
        self.trick: list[str] = []
        sides = variant.sides
        self.captured = [[] for _ in range(sides)]
        self.points = [0] * sides
        self.side = [variant.side_of(seat) for seat in range(n)]
        self.tricks_played = 0
        self.total_tricks = (len(deck)) // n
        self.last_trick: tuple | None = None              # (leader, cards, winner)

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
        return self._reason(action)

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
        return trump_trick_winner(leader, cards, self.trump, self.strength, self.n)

    def _finish_trick(self) -> None:
        cards, leader, n = self.trick, self.leader, self.n
        winner = self.trick_winner(leader, cards)
        side = self.side[winner]
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

    def _copy_containers(self, other) -> None:
        super()._copy_containers(other)
        # the talon is never changed in place, so it may be shared

    # --- scoring and observation -----------------------------------------------------
    def card_points(self) -> list[int]:
        value = self.card_value
        return [sum(value[c] for c in pile) for pile in self.captured]

    def bonuses(self) -> list[list[dict]]:
        return [[] for _ in self.points]

    def result(self) -> HandResult:
        points = list(self.points)
        return HandResult(points, self.card_points(), self.bonuses(), self._hand_winner(points))

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

    def _observation_extras(self, seat: int) -> dict:
        extras = {"trump_suit": self.trump, "trump_card": self.trump_card_showing(),
                  "turned_card": self.turned, "leader": self.leader,
                  "tricks_played": self.tricks_played, "total_tricks": self.total_tricks}
        if self.variant.teams:
            extras["team"] = seat % 2
            if self.partner_hands_visible():
                extras["partner_hands"] = {str(s): list(self.hands[s]) for s in range(self.n)
                                           if s != seat and s % 2 == seat % 2}
        return extras


def build_trump_world(state, obs: dict, talon: list[str]) -> None:
    """The world builder of the trump games (engine/worlds.py): the trump, the turned card
    still showing under the hidden talon, and the points so far."""
    state.trump = obs["trump_suit"]
    state.turned = obs["turned_card"]
    showing = obs.get("trump_card")
    state.talon = list(talon) + ([showing] if showing is not None else [])
    state.tpos = 0
    state.points = list(obs["points"])


BISCAMBIGGIA = Family("biscambiggia", TrumpHand, lambda options: STRENGTH["biscambiggia"],
                      lambda options: POINTS["biscambiggia"], world_builder=build_trump_world)
BRISCOLA = Family("briscola", TrumpHand, lambda options: STRENGTH["briscola"],
                  lambda options: POINTS["briscola"], world_builder=build_trump_world,
                  hands_are_deals=True)
