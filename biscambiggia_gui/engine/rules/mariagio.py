"""Mariagio (docs/rules.md section 4): Biscambiggia's ranks with 7 cards each, marriages and the
exchange of the 2 of trumps before a lead, strict replies in the last seven tricks, and 20
for the last trick."""
from __future__ import annotations

from ..actions import argument, kind_of
from ..cards import POINTS, SUIT, SUITS, STRENGTH
from ..family import Family, mariagio_replies
from ..messages import Message, template
from ..state import HAND_OVER, NOT_IN_HAND, Event
from .trump import TrumpHand, build_trump_world

MARRIAGE_LEADER = template("illegal.marriage.leader",
                           "only the leader may declare a marriage, before leading")
MARRIAGE_DONE = template("illegal.marriage.done", "the marriage in {suit} was already declared")
MARRIAGE_ONE = template("illegal.marriage.one_per_lead",
                        "only one marriage may be declared before each lead")
MARRIAGE_LATE = template("illegal.marriage.late",
                         "marriages may not be declared in the last seven tricks")
MARRIAGE_CARDS = template("illegal.marriage.cards",
                          "you need the king and queen of {suit} to declare it")
EXCHANGE_LEADER = template("illegal.exchange.leader", "only the leader may exchange, before leading")
EXCHANGE_LATE = template("illegal.exchange.late", "the turned trump has been drawn already")
EXCHANGE_CARD = template("illegal.exchange.card",
                         "only the 2 of trumps ({card}) may be exchanged, and you must hold it")
LAST_FOLLOW = template("illegal.last.follow",
                       "in the last seven tricks you must follow suit ({suit})")
LAST_WIN = template("illegal.last.win", "in the last seven tricks you must win the trick if you can")
LAST_TRUMP = template("illegal.last.trump",
                      "in the last seven tricks, void in the suit led, you must play a trump")


class MariagioHand(TrumpHand):

    def __init__(self, variant, options, deck, dealer):
        super().__init__(variant, options, deck, dealer)
        self.bonus_list = [[], []]            # per seat: {"name", "points", ...}
        self.declared_suits: set[str] = set()
        self.declared_this_lead = False

    def _copy_containers(self, other) -> None:
        super()._copy_containers(other)
        self.bonus_list = [list(b) for b in other.bonus_list]
        self.declared_suits = set(other.declared_suits)

    # --- phases ----------------------------------------------------------------------
    def last_phase(self) -> bool:
        """The seven last tricks: the talon, turned card included, is exhausted."""
        return self.tpos >= len(self.talon)

    def _declarations(self) -> list[str]:
        """Marriages and the exchange open to the leader before leading."""
        if self.trick or self.turn < 0:
            return []
        hand = self.hands[self.turn]
        out = []
        if not self.declared_this_lead and (self.options["late_marriage"] or not self.last_phase()):
            for suit in SUITS:
                if suit not in self.declared_suits and "K" + suit in hand and "Q" + suit in hand:
                    out.append("marriage:" + suit)
        two = "2" + self.trump
        if two in hand and not self.last_phase():
            out.append("exchange:" + two)
        return out

    def replies(self) -> list[str]:
        """The cards the seat to act may play now (declarations aside)."""
        return mariagio_replies(self.hands[self.turn], self.trick[0] if self.trick else None,
                                self.trump, self.strength, self.options, self.last_phase())

    def legal_actions(self) -> list[str]:
        if self.turn < 0:
            return []
        return self._declarations() + self.replies()

    def refusal(self, action: str) -> Message | None:
        if self.turn < 0:
            return Message(HAND_OVER)
        if action in self.legal_actions():
            return None
        return self._reason(action)

    def _reason(self, action: str) -> Message:
        kind = kind_of(action)
        hand = self.hands[self.turn]
        if kind == "marriage":
            suit = argument(action)
            if self.trick:
                return Message(MARRIAGE_LEADER)
            if suit in self.declared_suits:
                return Message(MARRIAGE_DONE, suit=suit)
            if self.declared_this_lead:
                return Message(MARRIAGE_ONE)
            if not self.options["late_marriage"] and self.last_phase():
                return Message(MARRIAGE_LATE)
            return Message(MARRIAGE_CARDS, suit=suit)
        if kind == "exchange":
            if self.trick:
                return Message(EXCHANGE_LEADER)
            if self.last_phase():
                return Message(EXCHANGE_LATE)
            return Message(EXCHANGE_CARD, card="2" + self.trump)
        if kind != "play" or action not in hand:
            return Message(NOT_IN_HAND, card=action)
        led = self.trick[0]
        suit = SUIT[led]
        if any(SUIT[c] == suit for c in hand):
            if SUIT[action] != suit:
                return Message(LAST_FOLLOW, suit=suit)
            return Message(LAST_WIN)
        return Message(LAST_TRUMP)

    # --- playing ---------------------------------------------------------------------
    def _apply(self, action: str) -> None:
        kind = kind_of(action)
        seat = self.turn
        if kind == "play":
            super()._apply(action)
            return
        self.actions.append((seat, action))
        if kind == "marriage":
            suit = argument(action)
            value = 40 if suit == self.trump else 20
            self.declared_suits.add(suit)
            self.declared_this_lead = True
            self.points[seat] += value
            self.bonus_list[seat].append({"name": "marriage", "suit": suit, "points": value})
            self.events.append(Event("declare", seat, None, {
                "declare": "marriage", "suit": suit, "cards": ["K" + suit, "Q" + suit],
                "points": value}))
        else:                                   # exchange
            two, turned = argument(action), self.talon[-1]
            hand = self.hands[seat]
            hand[hand.index(two)] = turned
            self.talon = self.talon[:-1] + [two]
            self.turned = two
            self.events.append(Event("exchange", seat, two, {"took": turned}))

    def _after_trick(self, winner: int, cards: list[str]) -> None:
        self.declared_this_lead = False
        if self.options["captured_marriage"]:
            for suit in SUITS:
                if "K" + suit in cards and "Q" + suit in cards:
                    value = 40 if suit == self.trump else 20
                    self.points[winner] += value
                    self.bonus_list[winner].append(
                        {"name": "captured marriage", "suit": suit, "points": value})

    def _end_hand(self) -> None:
        winner, bonus = self.last_trick[2], self.variant.family.last_trick_bonus
        self.points[winner] += bonus
        self.bonus_list[winner].append({"name": "last trick", "points": bonus})

    def bonuses(self) -> list[list[dict]]:
        return [list(b) for b in self.bonus_list]

    def _observation_extras(self, seat: int) -> dict:
        extras = super()._observation_extras(seat)
        extras["last_phase"] = self.last_phase()
        extras["declared_suits"] = sorted(self.declared_suits)
        return extras


def build_mariagio_world(state, obs: dict, talon: list[str]) -> None:
    """The world builder of Mariagio: the trump games' part, the suits declared, whether a
    marriage was declared before the present lead."""
    build_trump_world(state, obs, talon)
    state.declared_suits = set(obs.get("declared_suits", ()))
    declared_now = False
    for e in obs["history"]:
        if e["event"] == "trick":
            declared_now = False
        elif e["event"] == "declare":
            declared_now = True
    state.declared_this_lead = declared_now and not state.trick
    state.bonus_list = [[], []]


MARIAGIO = Family("mariagio", MariagioHand, lambda options: STRENGTH["biscambiggia"],
                  lambda options: POINTS["biscambiggia"], forced_replies=True,
                  marriages=True, last_trick_bonus=20, replies=mariagio_replies,
                  world_builder=build_mariagio_world)
