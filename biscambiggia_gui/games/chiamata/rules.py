"""Briscola chiamata and Biscambiggia chiamata (docs/rules.md section 11): five players, eight
cards each and no talon; an auction for the right to name the trump suit and a partner by a
card; the partner's seat unknown to the others until that card is played; the caller's side
wins with the points it pledged; tokens for every player.

The hand's phases: "auction" (bids and passes, from the seat on the dealer's right), then
"trump" (Biscambiggia chiamata with the option "the caller names the trump": a suit), "call"
(the called card), "play" (eight tricks of five cards, any card may be played, the trick
to the highest trump or the highest card of the suit led), "over".

Each rule of these games is written once, here: the deal by fours, the order of the bids,
the calls a caller may make, who knows which side, the tokens."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, cast

from ...engine.actions import ActionKind, argument, card_text, kind_of, register_action
from ...engine.cards import SUIT, SUITS
from ...engine.events import Event, make, register_event
from ...engine.messages import Message, Refusal, shown, template
from ...engine.registry import Variant
from ...engine.state import (NOT_IN_HAND, NOT_NOW, HandResult, HandState, LogEntry)
from ..trump.cards import STRENGTH_BISCAMBIGGIA
from ..trump.rules import TrumpHand

PLAYERS = 5
WIN = 61                        # the fewest points a bid pledges (of 120)
TOTAL = 120
CALLER_SIDE, DEFENDERS = 0, 1
BRISCOLA_CALLS = ("A", "3", "K", "Q", "J", "7", "6", "5", "4", "2")   # each lower than the last

# a bid named as the game names it wherever it names one (`Family.bid_named`): "higher than
# the 2 at 62" in Briscola chiamata, "higher than the Ace", "higher than 70"; "62" read as
# points where the game bids the 2 at 62
BID_HIGHER = template("illegal.bid.higher", "a bid must be higher than {bid}")
BID_UNKNOWN = template("illegal.bid.unknown", "{bid} is not a bid of this game")
BID_TURN = template("illegal.bid.passed", "you passed: you are out of this auction")
NO_PASS = template("illegal.bid.must_bid", "the first to speak must bid in this match")
CALL_OWN = template("illegal.call.own", "in this match you may not call a card of your own hand")
CALL_RANK = template("illegal.call.rank", "call the {bid} you bid, of the suit you choose")
CALL_CARD = template("illegal.call.card", "{card} is not a card of this deck")
CALL_TRUMP = template("illegal.call.trump", "the called card must be a {suit} (the trump you named)")
AUCTION_NOW = template("illegal.auction.now", "the auction is on: bid or pass first")
CALL_NOW = template("illegal.call.now", "the caller names the partner's card first")
BAD_BID = template("action.bid", "a bid is a number of points or a rank, not {value}")
BAD_SUIT = template("action.suit", "a suit is H, D, C or S, not {value}")


def rank_of(bid: str) -> str:
    """The rank a Briscola chiamata bid calls: the rank bid, or the 2 of a bid in points."""
    return bid if bid in BRISCOLA_CALLS else "2"


def deal_by_fours(dealer: int, n: int, hand_size: int) -> list[int]:
    """Four cards at a time, twice round the table, from the seat on the dealer's right."""
    return [(dealer + 1 + (i % (n * 4)) // 4) % n for i in range(n * hand_size)]


def tokens(won: bool, alone: bool, cappotto: bool, sides: Sequence[int],
           caller: int) -> list[float]:
    """The tokens of each player for a hand (docs/rules.md section 11): the caller 2, the
    partner 1, each defender 1 against, the other way round when the caller's side loses;
    a caller alone 4 against 1 each; all doubled for a side that took every point (the
    "cappotto", an option)."""
    sign = 1 if won else -1
    factor = 2 if cappotto else 1
    out = []
    for seat, side in enumerate(sides):
        if seat == caller:
            value = 4 if alone else 2
        elif side == CALLER_SIDE:
            value = 1
        else:
            value = -1
        out.append(float(sign * value * factor))
    return out


class ChiamataHand(TrumpHand):
    """A hand of a chiamata game. Subclasses say how bids go (`bids_after`, `bid_key`) and
    what the winner calls (`calls`)."""
    TURNED_TRUMP = False
    MOVES = frozenset({"play", "bid", "pass", "trump", "call"})

    def __init__(self, variant: Variant, options: Mapping[str, Any], deck: list[str],
                 dealer: int):
        HandState.__init__(self, variant, options, deck, dealer)
        family = variant.family
        self.strength = family.strength(options)
        self.card_value = family.card_values(options)
        n = self.n
        self.hands = [[] for _ in range(n)]
        for i, seat in enumerate(family.deal_positions(dealer, n, variant.hand_size)):
            self.hands[seat].append(deck[i])
        self.turned = None
        self.trump = None
        self.talon: list[str] = []
        self.tpos = 0
        self.leader = self.turn = (dealer + 1) % n
        self.trick = []
        self.tricks_played = 0
        self.total_tricks = len(deck) // n
        self.stage = "auction"
        self.bids: list[tuple[int, str]] = []           # (seat, bid or "pass"), in order
        self.high: tuple[int, str] | None = None         # (seat, bid) winning so far
        self.passed: set[int] = set()
        self.caller: int | None = None
        self.called: str | None = None
        self.partner: int | None = None                  # the called card's holder
        self.revealed = False                            # the called card has been played
        self.target = WIN
        self.seat_points = [0] * n                      # what each seat has taken
        self.played = True                              # False: everyone passed, no play
        self.sides = [CALLER_SIDE] * n                  # decided at the call

    def _copy_containers(self, other: HandState) -> None:
        super()._copy_containers(other)
        twin = cast(ChiamataHand, other)
        self.bids = list(twin.bids)
        self.passed = set(twin.passed)
        self.seat_points = list(twin.seat_points)

    # --- the auction: what a subclass says ----------------------------------------------
    def first_bids(self) -> list[str]:
        """Every bid of the game, lowest first."""
        raise NotImplementedError

    def bid_key(self, bid: str) -> int:
        """The rank of a bid among `first_bids()` (higher wins)."""
        return self.first_bids().index(bid)

    @classmethod
    def bid_target(cls, bid: str) -> int:
        """The points a bid pledges."""
        raise NotImplementedError

    def calls(self) -> list[str]:
        """The cards the caller may call now."""
        assert self.high is not None                # called once the auction is won
        return self.calls_after(self.options, self.high[1], self.hands[self.turn], self.trump)

    @classmethod
    def calls_after(cls, options: Mapping[str, Any], bid: str, hand: Sequence[str],
                    trump: str | None) -> list[str]:
        """The cards a caller holding `hand` may call after winning the auction with `bid`
        (and naming `trump`, where the caller names it first): the one rule, asked by the
        engine at the call and by the computer players weighing a bid (games/chiamata/
        play.py). Never empty: with the option `own_card` off, the cards outside the hand,
        or, if the caller holds every card the bid allows, any of them (docs/rules.md
        section 11)."""
        cards = cls.cards_for(options, bid, trump)
        if not options.get("own_card", True):
            return [c for c in cards if c not in hand] or cards
        return cards

    @classmethod
    def cards_for(cls, options: Mapping[str, Any], bid: str, trump: str | None) -> list[str]:
        """Every card the bid `bid` (and the trump named) lets the caller call."""
        raise NotImplementedError

    # --- phases ----------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return "over" if self.turn < 0 else self.stage

    def _next_bidder(self, seat: int) -> int:
        for k in range(1, self.n + 1):
            nxt = (seat + k) % self.n
            if nxt not in self.passed:
                return nxt
        return -1

    def open_bids(self) -> list[str]:
        """The bids higher than the one winning so far."""
        bids = self.first_bids()
        if self.high is None:
            return bids
        return bids[self.bid_key(self.high[1]) + 1:]

    def legal_actions(self) -> list[str]:
        if self.turn < 0:
            return []
        if self.stage == "auction":
            out = ["bid:" + b for b in self.open_bids()]
            if not self._must_bid():
                out.append("pass")
            return out
        if self.stage == "trump":
            return ["trump:" + s for s in SUITS]
        if self.stage == "call":
            return ["call:" + c for c in self.calls()]
        return list(self.hands[self.turn])

    def _must_bid(self) -> bool:
        """The option "the first to speak must bid" (when everyone else would pass too)."""
        return self.options.get("all_pass") == "first_bids" and not self.bids

    def replies(self) -> list[str]:
        return list(self.hands[self.turn]) if self.stage == "play" else []

    # checked against every legal action (bids and calls too), not TrumpHand's cards-only fast path
    refusal = HandState.refusal

    def _reason(self, action: str) -> Message:
        kind = kind_of(action)
        if self.stage == "auction":
            if kind == "bid":
                bid = argument(action)
                if bid not in self.first_bids():
                    return Message(BID_UNKNOWN, bid=bid)
                assert self.high is not None
                return Message(BID_HIGHER, bid=self.variant.family.bid_named(self.high[1]))
            if kind == "pass":
                return Message(NO_PASS)
            return Message(AUCTION_NOW)
        if self.stage in ("trump", "call"):
            if kind == "call":
                card = argument(action)
                if card not in self.strength:
                    return Message(CALL_CARD, card=card)
                if card in self.hands[self.turn]:
                    return Message(CALL_OWN)
                if self.trump is not None and SUIT[card] != self.trump:
                    return Message(CALL_TRUMP, suit=self.trump)
                if self.high is not None and self.bid_rank() is not None:
                    return Message(CALL_RANK, bid=self.bid_rank())
            return Message(CALL_NOW)
        if kind == "play" and action not in self.hands[self.turn]:
            return Message(NOT_IN_HAND, card=action)
        if kind == "bid":           # a bid out of the auction, named as the game names bids
            return Message(NOT_NOW, action=Message(
                BID_LABEL, bid=self.variant.family.bid_named(argument(action))))
        return Message(NOT_NOW, action=action)

    def bid_rank(self) -> str | None:
        """The rank the winning bid calls (Briscola chiamata), or None."""
        return None

    def names_trump(self) -> bool:
        """Whether the caller names a trump suit before calling a card of it."""
        return False

    # --- playing ---------------------------------------------------------------------
    def _apply(self, action: str) -> None:
        seat = self.turn
        kind = kind_of(action)
        if kind == "play":
            self.hands[seat].remove(action)
            self.trick.append(action)
            self.actions.append((seat, action))
            self.events.append(("play", seat, action, None, False))
            if action == self.called and not self.revealed:      # the partner shows
                self.revealed = True
                self.events.append(("partner", seat, action, None, False))
            if len(self.trick) < self.n:
                self.turn = (seat + 1) % self.n
                return
            self._finish_trick()
            return
        self.actions.append((seat, action))
        if kind == "bid" or kind == "pass":
            self._auction(seat, action)
        elif kind == "trump":
            self.trump = argument(action)
            self.events.append(("trump_named", seat, None, {"suit": self.trump}, False))
            self.stage = "call"
        else:
            self._call(seat, argument(action))

    def _auction(self, seat: int, action: str) -> None:
        if action == "pass":
            self.passed.add(seat)
            self.bids.append((seat, "pass"))
            self.events.append(("pass", seat, None, None, False))
        else:
            bid = argument(action)
            self.high = (seat, bid)
            self.bids.append((seat, bid))
            self.events.append(("bid", seat, None, {"bid": bid}, False))
        active = [s for s in range(self.n) if s not in self.passed]
        if self.high is None and not active:            # everyone passed: no play
            self.played = False
            self.stage = "over"
            self.turn = -1
            return
        top = self.high is not None and not self.open_bids()
        if self.high is not None and (active == [self.high[0]] or top):
            self.caller = self.high[0]
            self.target = self.bid_target(self.high[1])
            self.stage = "trump" if self.names_trump() else "call"
            self.turn = self.caller
            return
        self.turn = self._next_bidder(seat)

    def _call(self, seat: int, card: str) -> None:
        self.called = card
        if self.trump is None:
            self.trump = SUIT[card]
        holder = next(s for s in range(self.n) if card in self.hands[s])
        self.partner = holder
        self.sides = [CALLER_SIDE if s in (seat, holder) else DEFENDERS for s in range(self.n)]
        self.events.append(("call", seat, card, {"suit": self.trump, "target": self.target},
                            False))
        self.stage = "play"
        first = self.caller if self.options.get("first_lead") == "caller" else \
            (self.dealer + 1) % self.n
        assert first is not None
        self.leader = self.turn = first

    def _after_trick(self, winner: int, cards: list[str]) -> None:
        self.seat_points[winner] += sum(self.card_value[c] for c in cards)

    # --- who knows what ------------------------------------------------------------------
    def alone(self) -> bool:
        return self.partner is not None and self.partner == self.caller

    def known_sides(self, seat: int) -> list[int | None]:
        """Before the call nobody's side; then the caller's side is known to all, every
        side to the partner, to a caller alone and to everyone once the called card is
        played; a defender or a caller waiting for the partner know only themselves."""
        if self.caller is None or self.called is None:
            return [None] * self.n
        if self.revealed or seat == self.partner:
            return list(self.sides)
        out: list[int | None] = [None] * self.n
        out[self.caller] = CALLER_SIDE
        out[seat] = self.sides[seat]
        return out

    def running_points(self) -> list[int]:
        """What each seat has taken (public: every trick's winner is seen); a side's total
        is known once its seats are."""
        return list(self.seat_points)

    def _observation_extras(self, seat: int) -> dict[str, Any]:
        extras: dict[str, Any] = {
            "trump_suit": self.trump, "trump_card": None, "turned_card": None,
            "leader": self.leader, "tricks_played": self.tricks_played,
            "total_tricks": self.total_tricks,
            "auction": {"bids": [[s, b] for s, b in self.bids], "passed": sorted(self.passed),
                        "high": list(self.high) if self.high else None,
                        "open": self.open_bids() if self.stage == "auction" else []},
            "contract": None if self.called is None else {
                "caller": self.caller, "called": self.called, "trump": self.trump,
                "target": self.target},
            "partner": self.partner if (self.revealed or seat == self.partner
                                        or (seat == self.caller and self.alone())) else None,
        }
        if self.stage in ("trump", "call") and self.high is not None:
            extras["contract"] = {"caller": self.caller, "called": None, "trump": self.trump,
                                  "target": self.target}
        return extras

    # --- the result ---------------------------------------------------------------------
    def result(self) -> HandResult:
        points = list(self.points)
        if not self.played:
            return HandResult([0, 0], [0, 0], [[], []], None, [DEFENDERS] * self.n,
                              [0.0] * self.n, decided_sides=True, played=False)
        assert self.caller is not None
        won = points[CALLER_SIDE] >= self.target
        winner = CALLER_SIDE if won else DEFENDERS
        cappotto = bool(self.options.get("cappotto")) and points[winner] == TOTAL
        bonuses: list[list[dict[str, Any]]] = [[], []]
        if cappotto:
            bonuses[winner].append({"name": "cappotto", "points": 0})
        return HandResult(points, list(points), bonuses, winner, list(self.sides),
                          tokens(won, self.alone(), cappotto, self.sides, self.caller),
                          decided_sides=True, target=self.target)

    # --- events ---------------------------------------------------------------------------
    def after_deal_events(self) -> list[Event]:
        return []

    def translate_entry(self, entry: LogEntry) -> list[Event]:
        kind, seat, card, data, _ = entry
        data = data or {}
        if kind == "bid":
            return [make("bid", seat, bid=data["bid"])]
        if kind == "pass":
            return [make("pass", seat)]
        if kind == "trump_named":
            return [make("trump_named", seat, suit=data["suit"])]
        if kind == "call":
            return [make("call", seat, card, suit=data["suit"], target=data["target"])]
        if kind == "partner":
            return [make("partner", seat, card, caller=self.caller)]
        return super().translate_entry(entry)

    # --- what a seat knows ---------------------------------------------------------------
    def _set_from_information(self, obs: Mapping[str, Any], hands: Mapping[int, list[str]],
                              talon: list[str]) -> None:
        """The auction, the contract and each seat's points from the observation; the sides
        from where the called card lies in this world."""
        self.stage = obs["phase"] if obs["phase"] != "over" else "play"
        self.talon, self.tpos = [], 0
        auction = obs["auction"]
        self.bids = [(s, b) for s, b in auction["bids"]]
        self.passed = set(auction["passed"])
        self.high = (auction["high"][0], auction["high"][1]) if auction["high"] else None
        contract = obs.get("contract")
        self.trump = obs.get("trump_suit")
        if contract is not None:
            self.caller = contract["caller"]
            self.called = contract["called"]
            self.target = contract["target"]
        self.seat_points = list(obs["points"])
        if self.called is not None:
            self.revealed = any(e["event"] == "partner" for e in obs["history"])
            holder = next((s for s in range(self.n) if self.called in self.hands[s]), None)
            if holder is None:                          # played already: the history says
                holder = next(e["seat"] for e in obs["history"]
                              if e["event"] == "partner")
            self.partner = holder
            self.sides = [CALLER_SIDE if s in (self.caller, holder) else DEFENDERS
                          for s in range(self.n)]
        self.points = [0, 0]
        for s in range(self.n):
            self.points[self.sides[s]] += self.seat_points[s]
        self.captured = [[], []]
        trick: list[str] = []
        for e in obs["history"]:
            if e["event"] == "play":
                trick.append(e["card"])
            elif e["event"] == "trick":
                self.captured[self.sides[e["seat"]]].extend(trick)
                trick = []

    @classmethod
    def count_points(cls, obs: Mapping[str, Any]) -> list[int]:
        """Each seat's points (what `running_points` shows), from the tricks it won."""
        from ...engine.registry import get_variant
        values = get_variant(obs["variant"]).family.card_values(obs.get("options") or {})
        points = [0] * obs["players"]
        trick: list[str] = []
        for e in obs["history"]:
            if e["event"] == "play":
                trick.append(e["card"])
            elif e["event"] == "trick":
                points[e["seat"]] += sum(values[c] for c in trick)
                trick = []
        return points


class BriscolaChiamataHand(ChiamataHand):
    """Briscola chiamata: the bids call a rank, each lower than the last (ace, three, king,
    cavallo, fante, 7, 6, 5, 4, 2); after the 2 they go on in points, 62 to 120 ("the 2 at
    so many"); the winner names the suit of the rank bid."""

    def first_bids(self) -> list[str]:
        return list(BRISCOLA_CALLS) + [str(p) for p in range(WIN + 1, TOTAL + 1)]

    def bid_key(self, bid: str) -> int:
        if bid in BRISCOLA_CALLS:
            return BRISCOLA_CALLS.index(bid)
        return len(BRISCOLA_CALLS) + int(bid) - WIN - 1

    @classmethod
    def bid_target(cls, bid: str) -> int:
        return WIN if bid in BRISCOLA_CALLS else int(bid)

    def bid_rank(self) -> str | None:
        if self.high is None:
            return None
        return rank_of(self.high[1])

    @classmethod
    def cards_for(cls, options: Mapping[str, Any], bid: str, trump: str | None) -> list[str]:
        return [rank_of(bid) + s for s in SUITS]       # the rank bid, of any suit


class BiscambiggiaChiamataHand(ChiamataHand):
    """Biscambiggia chiamata: the bids are the points pledged, 61 to 120, each higher than
    the last; the winner calls any card (and, with the option "the caller names the trump",
    names the trump suit first)."""

    def names_trump(self) -> bool:
        return self.options.get("trump") == "named"

    def first_bids(self) -> list[str]:
        return [str(p) for p in range(WIN, TOTAL + 1)]

    def bid_key(self, bid: str) -> int:
        return int(bid) - WIN

    @classmethod
    def bid_target(cls, bid: str) -> int:
        return int(bid)

    @classmethod
    def cards_for(cls, options: Mapping[str, Any], bid: str, trump: str | None) -> list[str]:
        strength = STRENGTH_BISCAMBIGGIA                # any card (of the trump named)
        deck = sorted(strength, key=lambda c: (SUITS.index(SUIT[c]), -strength[c]))
        return [c for c in deck if trump is None or SUIT[c] == trump]


# --- the kinds this game adds -------------------------------------------------------------------
def _bid_from_json(obj: dict[str, Any]) -> str:
    value = obj["bid"]
    if isinstance(value, bool) or not isinstance(value, (int, str)) or \
            str(value).upper() not in BRISCOLA_CALLS and not str(value).isdigit():
        raise Refusal(BAD_BID, value=shown(value))
    return "bid:" + str(value).upper()


def _bid_to_json(action: str) -> dict[str, Any]:
    bid = argument(action)
    return {"bid": int(bid) if bid.isdigit() else bid}


def _suit(value: Any) -> str:
    if value not in SUITS:
        raise Refusal(BAD_SUIT, value=shown(value))
    return str(value)


BID_LABEL = template("action.bid_label", "Bid {bid}")
PASS_LABEL = template("action.pass", "Pass")             # the button's word: "Passo"
PASS_ADVICE = template("action.pass_advice", "Pass.")    # the hint's, an imperative: "Passa."
CALL_LABEL = template("action.call", "Call {card}")
TRUMP_LABEL = template("action.trump", "Trump suit: {suit}")   # Biscambiggia chiamata: "trionfo"
TRUMP_ADVICE = template("action.trump_advice", "Choose {suit} as the trump suit.")   # the hint's
register_action(ActionKind("bid", "bid", _bid_to_json, _bid_from_json, label=BID_LABEL,
                           label_args=lambda a: {"bid": argument(a)}, example="bid:71"))
register_action(ActionKind("pass", "pass", lambda a: {"pass": True}, lambda obj: "pass",
                           label=PASS_LABEL, advice=PASS_ADVICE, example="pass"))
register_action(ActionKind("call", "call", lambda a: {"call": argument(a)},
                           lambda obj: "call:" + card_text(obj["call"]), label=CALL_LABEL,
                           label_args=lambda a: {"card": argument(a)}, example="call:AH",
                           own_cards=False))
register_action(ActionKind("trump", "trump", lambda a: {"trump": argument(a)},
                           lambda obj: "trump:" + _suit(obj["trump"]), label=TRUMP_LABEL,
                           advice=TRUMP_ADVICE, label_args=lambda a: {"suit": argument(a)},
                           example="trump:S"))
register_event("bid", "auction")
register_event("pass", "auction")
register_event("trump_named", "auction")
register_event("call", "call")
register_event("partner", "reveal")
