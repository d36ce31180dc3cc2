"""Mariagio (docs/rules.md section 4): Biscambiggia's ranks with 7 cards each, marriages and the
exchange of the 2 of trumps before a lead, strict replies in the last seven tricks, and 20
for the last trick. Each of its rules is written once, here: the replies, what a marriage
is worth, the last trick's points."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from ...engine.actions import ActionKind, argument, card_text, kind_of, register_action
from ...engine.cards import SUIT, SUITS
from ...engine.events import Event, make, register_event
from ...engine.messages import Message, Refusal, shown, template
from ...engine.registry import Variant
from ...engine.state import NOT_IN_HAND, HandState, LogEntry, observed_sides
from ..trump.rules import TrumpHand

LAST_TRICK = 20                 # the last trick's points ("l'ultima presa vale 20")
SUIT_NAMES = ("H", "D", "C", "S")

MARRIAGE_SUIT = template("action.marriage_suit", "a marriage needs a suit H, D, C or S, not {value}")

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
LAST_WIN = template("illegal.last.win", "in the last seven tricks you must beat {card} if you can")
LAST_TRUMP = template("illegal.last.trump",
                      "in the last seven tricks, void in the suit led, you must play a trump ({suit})")


def declared_before_lead(obs: Mapping[str, Any]) -> bool:
    """Whether a marriage was declared before the present lead, read from an observation's
    history (the trick not started yet)."""
    now = False
    for e in obs["history"]:
        if e["event"] == "trick":
            now = False
        elif e["event"] == "declare":
            now = True
    return now and not obs["trick"]


def marriage_value(suit: str, trump: str | None) -> int:
    """What a marriage (a king and queen of `suit`) scores: 20, or 40 in trumps."""
    return 40 if suit == trump else 20


def strict_replies(hand: Sequence[str], led: str | None, trump: str | None,
                   strength: Mapping[str, int], follow_only: bool = False) -> list[str]:
    """The last seven tricks: follow suit and win the trick if you can; void in the suit
    led, play a trump if you have one. With `follow_only` (an option): follow suit if you
    can, nothing more. `led` None is a lead: any card."""
    if led is None:
        return list(hand)
    suit = SUIT[led]
    same = [c for c in hand if SUIT[c] == suit]
    if same:
        if follow_only:
            return same
        higher = [c for c in same if strength[c] > strength[led]]
        return higher or same
    if follow_only:
        return list(hand)
    trumps = [c for c in hand if SUIT[c] == trump]
    return trumps or list(hand)


def replies(hand: Sequence[str], led: str | None, trump: str | None,
            strength: Mapping[str, int], options: Mapping[str, Any],
            last_phase: bool) -> list[str]:
    """Any card while the talon lasts, the strict replies in the last seven tricks."""
    if not last_phase:
        return list(hand)
    return strict_replies(hand, led, trump, strength, options["follow_suit_only"])


def captured_marriage(cards: Sequence[str], trump: str | None) -> tuple[str, int] | None:
    """The option "captured marriage": (suit, points) of a king and queen of one suit in a
    trick's cards, or None."""
    for suit in SUITS:
        if "K" + suit in cards and "Q" + suit in cards:
            return suit, marriage_value(suit, trump)
    return None


class MariagioHand(TrumpHand):
    MOVES = frozenset({"play", "marriage", "exchange"})

    def __init__(self, variant: Variant, options: Mapping[str, Any], deck: list[str],
                 dealer: int):
        super().__init__(variant, options, deck, dealer)
        self.bonus_list: list[list[dict[str, Any]]] = [[], []]   # per seat: name, points...
        self.declared_suits: set[str] = set()
        self.declared_this_lead = False

    def _copy_containers(self, other: HandState) -> None:
        super()._copy_containers(other)
        twin = cast(MariagioHand, other)
        self.bonus_list = [list(b) for b in twin.bonus_list]
        self.declared_suits = set(twin.declared_suits)

    def trump_suit(self) -> str:
        """Mariagio's trump, turned at the deal (never unknown, unlike the chiamata games')."""
        assert self.trump is not None
        return self.trump

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
        two = "2" + self.trump_suit()
        if two in hand and not self.last_phase():
            out.append("exchange:" + two)
        return out

    def replies(self) -> list[str]:
        """The cards the seat to act may play now (declarations aside)."""
        return replies(self.hands[self.turn], self.trick[0] if self.trick else None,
                       self.trump, self.strength, self.options, self.last_phase())

    def legal_actions(self) -> list[str]:
        if self.turn < 0:
            return []
        return self._declarations() + self.replies()

    # checked against every legal action (declarations too), not TrumpHand's cards-only fast path
    refusal = HandState.refusal

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
            return Message(EXCHANGE_CARD, card="2" + self.trump_suit())
        if kind != "play" or action not in hand:
            return Message(NOT_IN_HAND, card=action)
        led = self.trick[0]
        suit = SUIT[led]
        if any(SUIT[c] == suit for c in hand):
            if SUIT[action] != suit:
                return Message(LAST_FOLLOW, suit=suit)
            return Message(LAST_WIN, card=led)          # the card to beat, and the trump
        return Message(LAST_TRUMP, suit=self.trump_suit())   # suit, named: it is no longer in sight

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
            value = marriage_value(suit, self.trump)
            self.declared_suits.add(suit)
            self.declared_this_lead = True
            self.points[seat] += value
            self.bonus_list[seat].append({"name": "marriage", "suit": suit, "points": value})
            self.events.append(("declare", seat, None, {
                "declare": "marriage", "suit": suit, "cards": ["K" + suit, "Q" + suit],
                "points": value}, False))
        else:                                   # exchange
            two, turned = argument(action), self.talon[-1]
            hand = self.hands[seat]
            hand[hand.index(two)] = turned
            self.talon = self.talon[:-1] + [two]
            self.turned = two
            self.events.append(("exchange", seat, two, {"took": turned}, False))

    def _after_trick(self, winner: int, cards: list[str]) -> None:
        self.declared_this_lead = False
        if self.options["captured_marriage"]:
            found = captured_marriage(cards, self.trump)
            if found is not None:
                suit, value = found
                self.points[winner] += value
                self.bonus_list[winner].append(
                    {"name": "captured marriage", "suit": suit, "points": value})

    def _end_hand(self) -> None:
        assert self.last_trick is not None
        winner = self.last_trick[2]
        self.points[winner] += LAST_TRICK
        self.bonus_list[winner].append({"name": "last trick", "points": LAST_TRICK})

    def bonuses(self) -> list[list[dict[str, Any]]]:
        return [list(b) for b in self.bonus_list]

    def bonus_lists(self) -> list[list[dict[str, Any]]]:
        return self.bonus_list

    def declaration_points(self, action: str) -> int | None:
        if kind_of(action) == "marriage":
            return marriage_value(argument(action), self.trump)
        return None

    def translate_entry(self, entry: LogEntry) -> list[Event]:
        kind, seat, card, data, _ = entry
        if kind == "exchange":
            return [make("exchange", seat, card, took=(data or {}).get("took"))]
        return super().translate_entry(entry)

    def _observation_extras(self, seat: int) -> dict[str, Any]:
        extras = super()._observation_extras(seat)
        extras["last_phase"] = self.last_phase()
        extras["declared_suits"] = sorted(self.declared_suits)
        return extras

    # --- what a seat knows ---------------------------------------------------------------
    def _set_from_information(self, obs: Mapping[str, Any], hands: Mapping[int, list[str]],
                              talon: list[str]) -> None:
        """The trump games' part, the suits declared, whether a marriage was declared
        before the present lead."""
        super()._set_from_information(obs, hands, talon)
        self.declared_suits = set(obs.get("declared_suits", ()))
        self.declared_this_lead = declared_before_lead(obs)
        self.bonus_list = [[], []]

    @classmethod
    def count_points(cls, obs: Mapping[str, Any]) -> list[int]:
        """The trump games' count, the captured marriages (an option) and the last trick."""
        points = super().count_points(obs)
        sides = observed_sides(obs)
        captured = (obs.get("options") or {}).get("captured_marriage")
        trick: list[str] = []
        tricks, last_winner = 0, 0
        for e in obs["history"]:
            if e["event"] == "play":
                trick.append(e["card"])
            elif e["event"] == "trick":
                tricks += 1
                last_winner = sides[e["seat"]]
                found = captured_marriage(trick, obs.get("trump_suit")) if captured else None
                if found is not None:
                    points[last_winner] += found[1]
                trick = []
        if obs.get("current") == -1 and tricks:
            points[last_winner] += LAST_TRICK
        return points


def _marriage_from_json(obj: dict[str, Any]) -> str:
    suit = obj.get("suit")
    if suit not in SUIT_NAMES:
        raise Refusal(MARRIAGE_SUIT, value=shown(suit))
    return f"marriage:{suit}"


register_action(ActionKind(
    "marriage", "declare", lambda a: {"declare": "marriage", "suit": argument(a)},
    _marriage_from_json, label=template("action.marriage", "Declare the marriage in {suit}"),
    label_args=lambda a: {"suit": argument(a)}, declare="marriage", example="marriage:H"))
register_action(ActionKind(
    "exchange", "exchange", lambda a: {"exchange": argument(a)},
    lambda obj: "exchange:" + card_text(obj["exchange"]),
    label=template("action.exchange", "Exchange {card} for the turned trump"),
    label_args=lambda a: {"card": argument(a)}, example="exchange:2H"))
register_event("exchange", "exchange")


