"""What happened at the table, as small immutable values: the events a Match reports, each
of a kind registered once with its table step (KDE libkcardgame's typed moves; the table
fails loudly on a kind it does not know, and tests/engine/test_registry.py checks that every
registered kind has a step the table draws and words in the catalogue).

`Match.deal()` (or `Match.start_hand()` followed by `Match.events`) gives the deal card by
card; `Match.apply(action, seat)` returns the events the action caused. Everything the
table shows is derivable from a seat's observation and its events, and the events of one
seat are `events_for(events, seat)`: the cards private to other seats are hidden.

    kind        seat             card           data
    deal        receiver         the card       index (0..): the order of the deal; private
    trump       dealer           turned trump   (trump games: the card turned face up)
    turn        seat to act      -              -
    play        player           the card       -
    trick       winner           -              cards [[seat, card], ...], points
    draw        drawer           the card       private unless the draw is public (Tarocchi,
                                                and the turned trump, drawn last)
    declare     declarer         -              declare (marriage, tarocchi, gatti, famiglia,
                                                quaterno, terno), cards, points, suit
    bonus       scorer           -              name (last trick, captured marriage,
                                                bagatto ultimo), points
    hand_end    winning side     -              points, card_points, bonuses, winner

and the kinds a game adds (games/*/: Mariagio's exchange, Tarocchi's matto_kept,
matto_paid and matto_lost, the chiamata games' bid, call and partner). A trick's points
are its card points as the game counts them per trick. `seat` is None where nobody is
meant.

The hand itself keeps a faster log of plain tuples (state.py's `LogEntry`) that the
observations are built from; `translate` turns it into these values, outside the search's
play-outs, so the engine's speed is unchanged; a game with entries of its own translates
them in its state's `translate_entry`.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import HandResult, HandState


@dataclass(frozen=True)
class EventKind:
    """A kind of event: `step` names what the table does with it (ui/controller.py has one
    handler per step: "deal", "turned", "play", "gather", "draw", "banner", "exchange",
    "give", "auction", "reveal", "none")."""
    name: str
    step: str


EVENT_KINDS: dict[str, EventKind] = {}


def register_event(name: str, step: str) -> EventKind:
    kind = EventKind(name, step)
    if name in EVENT_KINDS and EVENT_KINDS[name] != kind:
        raise ValueError(f"event kind {name!r} registered twice")
    EVENT_KINDS[name] = kind
    return kind


for _name, _step in (("deal", "deal"), ("trump", "turned"), ("turn", "none"), ("play", "play"),
                     ("trick", "gather"), ("draw", "draw"), ("declare", "banner"),
                     ("bonus", "none"), ("hand_end", "none")):
    register_event(_name, _step)


class UnknownEvent(ValueError):
    """An event of a kind nobody registered: a programming error, never shown as a move."""


@dataclass(frozen=True)
class Event:
    kind: str
    seat: int | None = None
    card: str | None = None
    private: bool = False                  # the card is for `seat` only
    data: tuple[tuple[str, Any], ...] = field(default=())   # (key, value) pairs, JSON-ready

    def __post_init__(self) -> None:
        if self.kind not in EVENT_KINDS:
            raise UnknownEvent(f"no event kind {self.kind!r} is registered")

    @property
    def step(self) -> str:
        return EVENT_KINDS[self.kind].step

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.data:
            if k == key:
                return _thaw_value(v)
        return default

    def fields(self) -> dict[str, Any]:
        return {k: _thaw_value(v) for k, v in self.data}

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"event": self.kind, "seat": self.seat}
        if self.card is not None:
            out["card"] = self.card
        if self.private:
            out["private"] = True
        out.update(_thaw(v) for v in self.data)
        return out

    @classmethod
    def from_json(cls, obj: dict[str, Any]) -> Event:
        data = {k: v for k, v in obj.items() if k not in ("event", "seat", "card", "private")}
        return make(obj["event"], obj.get("seat"), obj.get("card"), bool(obj.get("private")),
                    **data)


def _freeze(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


def _thaw(pair: tuple[str, Any]) -> tuple[str, Any]:
    key, value = pair
    return key, _thaw_value(value)


def _thaw_value(value: Any) -> Any:
    if isinstance(value, tuple):
        if value and all(isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], str)
                         for v in value) and key_like(value):
            return {k: _thaw_value(v) for k, v in value}
        return [_thaw_value(v) for v in value]
    return value


def key_like(pairs: tuple[Any, ...]) -> bool:
    """A frozen dict (sorted (name, value) pairs with names that are words)."""
    return all(k.isidentifier() for k, _ in pairs)


def make(kind: str, seat: int | None = None, card: str | None = None, private: bool = False,
         **data: Any) -> Event:
    return Event(kind, seat, card, private, tuple((k, _freeze(v)) for k, v in data.items()))


def events_for(events: list[Event], seat: int) -> list[Event]:
    """What `seat` may see of `events`: another seat's private card is hidden (None)."""
    return [replace(e, card=None) if e.private and e.seat != seat and e.card is not None else e
            for e in events]


# --- from the hand's log ------------------------------------------------------------------
def deal_events(hand: HandState) -> list[Event]:
    """The deal of `hand`, card by card in the order it is dealt, then what the game shows
    after it (the turned trump) and the first turn."""
    out = []
    positions = hand.variant.family.deal_positions(hand.dealer, hand.n, hand.variant.hand_size)
    for i, seat in enumerate(positions):
        out.append(make("deal", seat, hand.deck[i], True, index=i))
    out.extend(hand.after_deal_events())
    out.append(make("turn", hand.current_player()))
    return out


def snapshot(hand: HandState) -> tuple[int, list[int]]:
    """What `translate` compares against: the log's length and each side's bonus count."""
    return len(hand.events), [len(b) for b in hand.bonus_lists()]


def translate(hand: HandState, before: tuple[int, list[int]],
              result: HandResult | None = None) -> list[Event]:
    """The events of `hand` since `before` (a `snapshot`), with the bonuses scored, the end
    of the hand (`result`, its HandResult) and the next turn."""
    start, bonus_counts = before
    out: list[Event] = []
    new_bonuses = []
    for side, bonuses in enumerate(hand.bonus_lists()):
        for b in bonuses[bonus_counts[side]:]:
            if b["name"] != "marriage" and "cards" not in b:
                new_bonuses.append((side, b))
    for entry in hand.events[start:]:
        kind, seat, card, data, private = entry
        if kind == "play":
            out.append(make("play", seat, card))
        elif kind == "trick":
            out.append(hand.trick_event())
            for side, b in new_bonuses:
                if b["name"] != "last trick":
                    out.append(_bonus(side, b))
            out.extend(hand.after_trick_events())
        elif kind == "draw":
            out.append(make("draw", seat, card, bool(private)))
        elif kind == "declare":
            out.append(make("declare", seat, **dict(data or {})))
        else:
            out.extend(hand.translate_entry(entry))
    for side, b in new_bonuses:
        if b["name"] == "last trick":
            out.append(_bonus(side, b))
    if result is not None:
        out.append(make("hand_end", result.winner, **result.to_json()))
    else:
        out.append(make("turn", hand.current_player()))
    return out


def _bonus(side: int, bonus: dict[str, Any]) -> Event:
    extra = {k: v for k, v in bonus.items() if k not in ("name", "points")}
    return make("bonus", side, name=bonus["name"], points=bonus["points"], **extra)
