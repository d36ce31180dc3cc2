"""What every hand of every game shares: the state in OpenSpiel's shape.

    hand.phase                  the game's own phase: "auction", "call", "play", "over"...
    hand.current_player()       the seat to act, -1 when the hand is over
    hand.legal_actions()        the actions of the current phase (engine/actions.py)
    hand.apply(action, seat)    checked; `apply_unchecked` for the search
    hand.sides                  the side of each seat (the truth: a side may be learnt
                                during the hand, as the called partner of a chiamata game)
    hand.result(); returns()    per side, and per player (derived from the sides)
    hand.observation(seat)      the information state of a seat: all it may know, as JSON
    hand.resample(seat, rng)    a whole state consistent with what `seat` knows
    Cls.from_information(obs, hands, talon)
                                the state a seat's observation describes, with a guess at
                                the cards it cannot see (the game's own fields, set by the
                                game's own class: what `resample` and the search build)

A hand keeps a fast log of plain tuples (play, trick, draw, declare, exchange, give, bid...)
from which observations are built; `events()` in engine/events.py turns it into typed
events for the table.
"""
from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar

from .actions import kind_of, to_json
from .cards import deck_for
from .events import Event, UnknownEvent, make
from .messages import Message, Refusal, SetupError, shown, template

if TYPE_CHECKING:
    from .registry import Variant

# one entry of a hand's fast log: (kind, seat, card, data, private); a private entry's
# card is seen by its seat only. Plain tuples keep the search's loop fast.
LogEntry = tuple[str, int, "str | None", "dict[str, Any] | None", bool]

_SORTED_DECKS: dict[int, list[str]] = {}

HAND_OVER = template("illegal.hand_over", "the hand is over")
NOT_YOUR_TURN = template("illegal.turn", "it is {seat_turn}'s turn, not {seat}'s")
NOBODY_TURN = template("illegal.no_turn", "it is nobody's turn, not {seat}'s")
NOT_NOW = template("illegal.not_now", "{action} is not allowed now")
NOT_IN_HAND = template("illegal.not_in_hand", "{card} is not in your hand")
BAD_DEALER = template("setup.dealer", "dealer {dealer} is not a seat of a {players}-player game")
WRONG_DECK = template("setup.deck", "the deck does not fit {variant}, which is dealt from "
                                    "{needed} cards, each once: {problems}")
DECK_COUNT = template("setup.deck.count", "it has {count} cards")
DECK_MISSING = template("setup.deck.missing", "it lacks {cards}")
DECK_EXTRA = template("setup.deck.extra", "it has cards that are not in the deck of this game: {cards}")
DECK_TWICE = template("setup.deck.twice", "it has {cards} more than once")
NO_SUCH_ACTION = template("illegal.no_such_action", "{action} is not a move of {variant}")


class IllegalAction(Refusal):
    """An action the rules refuse; `.message` says why (a Message, codes illegal.*,
    buona.*, match.*), str() in English."""


@dataclass
class HandResult:
    points: list[int]                  # per side, bonuses included
    card_points: list[int]
    bonuses: list[list[dict[str, Any]]]   # per side: {"name": ..., "points": ...}
    winner: int | None                 # a side, or None for a void hand
    sides: list[int] = field(default_factory=list)     # the side of each seat
    returns: list[float] = field(default_factory=list)  # what the hand gives each player
    decided_sides: bool = False        # the sides were decided in the hand (recorded then)
    played: bool = True                # False: no card was played (everyone passed)
    # a hand played for a contract (the chiamata games): the points side 0, the caller's,
    # had to make; the table says the hand's result by it ("You and Anna: 73 points, 90
    # needed"), in the log, the summaries and a resumed match's earlier hands alike; the
    # replay's JSON leaves it out (the records' fixtures and the bot protocol's hand_end
    # stay as they were: the observation's `contract` has it)
    target: int | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"points": list(self.points), "winner": self.winner,
                               "card_points": list(self.card_points), "bonuses": self.bonuses}
        if self.decided_sides:
            out["sides"] = list(self.sides)
            out["returns"] = list(self.returns)
        if not self.played:
            out["played"] = False
        return out

    def side_outcome(self, side: int) -> str:
        """"won", "lost" or "void" for `side`."""
        if self.winner is None:
            return "void"
        return "won" if self.winner == side else "lost"


def outcome_returns(sides: Sequence[int], winner: int | None) -> list[float]:
    """Per player: +1 on the winning side, -1 on a losing one, 0 for a void hand."""
    if winner is None:
        return [0.0] * len(sides)
    return [1.0 if s == winner else -1.0 for s in sides]


def observed_sides(obs: Mapping[str, Any]) -> list[int | None]:
    """The side of each seat as the observing seat knows it (None: not known to it yet);
    observations made before sides were part of them take the variant's seating."""
    sides = obs.get("sides")
    if sides is not None:
        return list(sides)
    from .registry import get_variant
    seating = get_variant(obs["variant"]).seat_sides
    return list(seating) if seating is not None else [None] * obs["players"]


class HandState:
    """One hand being played. Subclasses fill in the rules of their game."""

    TURNED_TRUMP: ClassVar[bool] = False    # a card is turned under the talon at the deal
    MOVES: ClassVar[frozenset[str]] = frozenset({"play"})   # the kinds of action of the game

    def __init__(self, variant: Variant, options: Mapping[str, Any], deck: list[str],
                 dealer: int):
        self.variant = variant
        self.options = options
        self.n = variant.players
        if isinstance(dealer, bool) or not isinstance(dealer, int) or not 0 <= dealer < self.n:
            raise SetupError(BAD_DEALER, dealer=shown(dealer), players=self.n)
        self.dealer = dealer
        self.deck = list(deck)
        self._check_deck()
        self.actions: list[tuple[int, str]] = []
        self.events: list[LogEntry] = []
        self.turn = -1
        self.deal_index = 0           # which deal of its match (0: the first); Match sets it
        seating = variant.seat_sides
        self.sides: list[int] = list(seating) if seating is not None else [0] * self.n
        self.hands: list[list[str]] = [[] for _ in range(self.n)]
        self.trick: list[str] = []
        self.leader = 0
        self.captured: list[list[str]] = [[] for _ in range(variant.side_count)]
        self.points: list[int] = [0] * variant.side_count
        self.last_trick: tuple[int, list[str], int] | None = None
        self.tricks_played = 0

    # --- the interface -------------------------------------------------------------
    @property
    def phase(self) -> str:
        """The phase of the hand: "play" while cards are played, "over" at the end (games
        with an auction or a call have those phases before)."""
        return "over" if self.turn < 0 else "play"

    def current_player(self) -> int:
        """The seat to act, or -1 when the hand is over."""
        return self.turn

    def is_over(self) -> bool:
        return self.turn < 0

    def side_of(self, seat: int) -> int:
        return self.sides[seat]

    @property
    def side_count(self) -> int:
        return self.variant.side_count

    def legal_actions(self) -> list[str]:
        raise NotImplementedError

    def refusal(self, action: str) -> Message | None:
        """None if `action` is legal for the seat to act, else why not, as a Message."""
        if self.is_over():
            return Message(HAND_OVER)
        if action in self.legal_actions():
            return None
        return self._why(action)

    def _why(self, action: str) -> Message:
        """Why `action`, not legal now, is refused: a kind of move this game does not have
        says so; the game's `_reason` explains the others."""
        if kind_of(action) not in self.MOVES:
            return Message(NO_SUCH_ACTION, action=action, variant=self.variant.id)
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
        (python-chess's `push`; legality is `legal_actions`). The caller answers for its
        legality: an action outside `legal_actions()` leaves the state undefined."""
        self._apply(action)

    def _apply(self, action: str) -> None:
        raise NotImplementedError

    def replies(self) -> list[str]:
        """The cards the seat to act may play (declarations and gifts aside)."""
        raise NotImplementedError

    def talon_size(self) -> int:
        return 0

    def clone(self) -> HandState:
        twin = copy.copy(self)
        twin._copy_containers(self)
        return twin

    def result(self) -> HandResult:
        raise NotImplementedError

    def returns(self) -> list[float]:
        """What the hand gives each player (OpenSpiel's returns): +1 on the winning side,
        -1 on a losing one, 0 when void; games with tokens give their tokens."""
        return self.result().returns

    def declaration_points(self, action: str) -> int | None:
        """What declaring `action` would score now (None: it scores nothing by itself)."""
        return None

    def observation(self, seat: int, count: bool | None = None) -> dict[str, Any]:
        """Everything `seat` may know, and nothing more, as plain JSON data.

        `count` is the "count for me" switch (docs/rules.md section 7, "The piles"): on,
        "points" holds every side's running points; off, it is left out and only the last
        trick ("last_trick", [seat, card] pairs) may be looked at again. None: the variant's
        own rule (`Variant.running_points`: off for Briscola, whose text forbids looking at
        the pile). Either way the history keeps every card played, so a player who counts
        in their head (the computer players do) loses nothing."""
        if count is None:
            count = self.variant.running_points
        obs: dict[str, Any] = {
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
            last = self.last_trick
            obs["last_trick"] = None if last is None else \
                [[(last[0] + i) % self.n, c] for i, c in enumerate(last[1])]
        obs["phase"] = self.phase
        obs["sides"] = self.known_sides(seat)
        obs.update(self._observation_extras(seat))
        return obs

    def known_sides(self, seat: int) -> list[int | None]:
        """The side of each seat as `seat` knows it (None where it cannot know yet)."""
        return list(self.sides)

    def record_actions(self) -> list[dict[str, Any]]:
        return [to_json(seat, action) for seat, action in self.actions]

    # --- what the table is told (engine/events.py) -----------------------------------
    def after_deal_events(self) -> list[Event]:
        """What the table shows once the cards are dealt (a turned trump), before the
        first turn."""
        return []

    def bonus_lists(self) -> list[list[dict[str, Any]]]:
        """Per side, the bonuses scored so far (declarations, the last trick...)."""
        return [[] for _ in range(self.side_count)]

    def trick_points(self, cards: Sequence[str]) -> int:
        """The points a trick's cards show as it is gathered."""
        raise NotImplementedError

    def trick_event(self) -> Event:
        """The `trick` event of the trick just gathered."""
        assert self.last_trick is not None
        leader, cards, winner = self.last_trick
        pairs = [[(leader + i) % self.n, c] for i, c in enumerate(cards)]
        return make("trick", winner, cards=pairs, points=self.trick_points(cards))

    def after_trick_events(self) -> list[Event]:
        """Events of the game's own after a trick is gathered (the matto kept)."""
        return []

    def translate_entry(self, entry: LogEntry) -> list[Event]:
        """The events of a log entry of the game's own (an exchange, a gift, a bid); an
        entry no game knows is an error."""
        raise UnknownEvent(f"{type(self).__name__} cannot translate a {entry[0]!r} entry")

    # --- what a seat knows: the world it may be in ------------------------------------
    @classmethod
    def from_information(cls, obs: Mapping[str, Any], hands: Mapping[int, list[str]],
                         talon: list[str]) -> HandState:
        """The state `obs` describes in which seat s holds `hands[s]` (the observing seat
        its own hand) and the hidden talon is `talon`, top first: its public part (trick,
        leader, turn, piles, points, declarations) is what the observation says and its
        hidden part the guess. Its action list and log start empty (the history it needs
        is folded into its fields) and its `deck` is a placeholder."""
        from .registry import get_variant
        obs = cls.with_points(obs)
        variant = get_variant(obs["variant"])
        state = cls(variant, variant.resolve_options(obs.get("options")),
                    sorted(deck_for(variant.deck_size)), obs["dealer"])
        seat = obs["seat"]
        state.hands = [list(obs["hand"]) if s == seat else list(hands[s])
                       for s in range(variant.players)]
        state.trick = [c for _, c in obs["trick"]]
        state.leader = obs["leader"]
        state.turn = obs["current"]
        state.tricks_played = obs["tricks_played"]
        state.captured = cls.piles_from_history(obs)
        state.actions = []
        state.events = []
        state.deal_index = obs.get("deal_index", 0)
        state._set_from_information(obs, hands, talon)
        return state

    def _set_from_information(self, obs: Mapping[str, Any], hands: Mapping[int, list[str]],
                              talon: list[str]) -> None:
        """The game's own fields of `from_information`."""

    def resample(self, seat: int, rng: random.Random) -> HandState:
        """A state consistent with everything `seat` knows now, its hidden cards dealt at
        random among the places they may be (engine/infostate.py)."""
        from .infostate import InfoState
        return InfoState(self.observation(seat)).world(rng)

    @classmethod
    def piles_from_history(cls, obs: Mapping[str, Any]) -> list[list[str]]:
        """The capture pile of each side, from the public history of `obs`."""
        sides = observed_sides(obs)
        from .registry import get_variant
        piles: list[list[str]] = [[] for _ in range(get_variant(obs["variant"]).side_count)]
        trick: list[str] = []
        for e in obs["history"]:
            if e["event"] == "play":
                trick.append(e["card"])
            elif e["event"] == "trick":
                side = sides[e["seat"]]
                if side is not None:
                    piles[side].extend(trick)
                trick = []
        return piles

    @classmethod
    def count_points(cls, obs: Mapping[str, Any]) -> list[int]:
        """The running points per side (as `running_points()`), from the history of `obs`
        and its public facts alone: counting in one's head (docs/rules.md section 7)."""
        raise NotImplementedError

    @classmethod
    def with_points(cls, obs: Mapping[str, Any]) -> Mapping[str, Any]:
        """`obs` with "points" counted from its history when the count was off."""
        if "points" in obs:
            return obs
        out = dict(obs)
        out["points"] = cls.count_points(obs)
        return out

    # --- helpers for subclasses ------------------------------------------------------
    def _check_deck(self) -> None:
        expected = _SORTED_DECKS.get(self.variant.deck_size)
        if expected is None:
            expected = _SORTED_DECKS[self.variant.deck_size] = sorted(deck_for(self.variant.deck_size))
        if sorted(self.deck) != expected:
            missing = sorted(set(expected) - set(self.deck))
            extra = sorted(set(self.deck) - set(expected))
            if len(extra) > 6 or any(not isinstance(c, str) or len(c) > 3 or not c.isprintable()
                                     for c in extra):    # a file's words, not card codes
                extra = [shown(c, 12) for c in extra[:6]] + ["\u2026"] * (len(extra) > 6)
            dup = sorted(c for c, k in Counter(self.deck).items() if k > 1)
            problems = [Message(code, **args) for code, args, said in (   # only what is wrong
                (DECK_COUNT, {"count": len(self.deck)}, len(self.deck) != len(expected)),
                (DECK_MISSING, {"cards": missing}, missing),
                (DECK_EXTRA, {"cards": extra}, extra),
                (DECK_TWICE, {"cards": dup}, dup)) if said]
            raise SetupError(WRONG_DECK, variant=self.variant.id, needed=len(expected),
                             problems=problems)

    def _copy_containers(self, other: HandState) -> None:
        self.hands = [list(h) for h in other.hands]
        self.actions = list(other.actions)
        self.events = list(other.events)
        self.trick = list(other.trick)
        self.captured = [list(c) for c in other.captured]
        self.points = list(other.points)
        # `sides` is shared: a game that learns its sides assigns a new list, never edits it

    @staticmethod
    def _event_json(e: LogEntry, seat: int) -> dict[str, Any]:
        kind, who, card, data, private = e
        out: dict[str, Any] = {"event": kind, "seat": who}
        if card is not None and (not private or who == seat):
            out["card"] = card
        if data:
            out.update(data)
        return out

    def trick_pairs(self) -> list[list[Any]]:
        """The current trick as [seat, card] pairs in order of play."""
        return [[(self.leader + i) % self.n, c] for i, c in enumerate(self.trick)]

    def running_points(self) -> list[int]:
        return list(self.points)

    def _observation_extras(self, seat: int) -> dict[str, Any]:
        return {}

    def _reason(self, action: str) -> Message:
        return Message(NOT_NOW, action=action)
