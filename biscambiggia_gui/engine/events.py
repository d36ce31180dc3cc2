"""What happened at the table, as small immutable values: the events a Match reports.

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
    exchange    leader           the 2 given    took: the turned trump taken
    matto_kept  matto's player   M              the matto goes back to its player's pile
    matto_paid  matto's player   card given     the debt paid: the card goes to `to`, the
                                                receiver (the other seat)
    matto_lost  matto's player   M              the debt never paid: the matto goes to `to`
    hand_end    winning side     -              points, card_points, bonuses, winner

A trick's points are its card points (Tarocchi: the honours only; the count of one point per
three cards is made at the end of the hand). `seat` is None where nobody is meant.

The hand itself keeps a faster log of plain tuples (state.py's `Event`) that the
observations are built from; this module turns it into these values, outside the search's
play-outs, so the engine's speed is unchanged.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from .cards import MATTO, tarot_honours
from .dealing import deal_positions
from .family import matto_keeper, matto_receiver


@dataclass(frozen=True)
class Event:
    kind: str
    seat: int | None = None
    card: str | None = None
    private: bool = False                  # the card is for `seat` only
    data: tuple = field(default=())        # (key, value) pairs, values JSON-ready

    def get(self, key, default=None):
        for k, v in self.data:
            if k == key:
                return _thaw_value(v)
        return default

    def to_json(self) -> dict:
        out = {"event": self.kind, "seat": self.seat}
        if self.card is not None:
            out["card"] = self.card
        if self.private:
            out["private"] = True
        out.update(_thaw(v) for v in self.data)
        return out

    @classmethod
    def from_json(cls, obj: dict) -> "Event":
        data = {k: v for k, v in obj.items() if k not in ("event", "seat", "card", "private")}
        return make(obj["event"], obj.get("seat"), obj.get("card"), bool(obj.get("private")),
                    **data)


def _freeze(value):
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


def _thaw(pair):
    key, value = pair
    return key, _thaw_value(value)


def _thaw_value(value):
    if isinstance(value, tuple):
        if value and all(isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], str)
                         for v in value) and key_like(value):
            return {k: _thaw_value(v) for k, v in value}
        return [_thaw_value(v) for v in value]
    return value


def key_like(pairs) -> bool:
    """A frozen dict (sorted (name, value) pairs with names that are words)."""
    return all(k.isidentifier() for k, _ in pairs)


def make(kind: str, seat=None, card=None, private=False, **data) -> Event:
    return Event(kind, seat, card, private, tuple((k, _freeze(v)) for k, v in data.items()))


def events_for(events, seat: int) -> list[Event]:
    """What `seat` may see of `events`: another seat's private card is hidden (None)."""
    return [replace(e, card=None) if e.private and e.seat != seat and e.card is not None else e
            for e in events]


# --- from the hand's log ------------------------------------------------------------------
def deal_events(hand) -> list[Event]:
    """The deal of `hand`, card by card in the order it is dealt, then the turned trump (the
    trump games) and the first turn."""
    out = []
    positions = deal_positions(hand.variant.id, hand.dealer)
    for i, seat in enumerate(positions):
        out.append(make("deal", seat, hand.deck[i], True, index=i))
    turned = getattr(hand, "turned", None)
    if turned is not None and hand.variant.family.turns_trump:
        out.append(make("trump", hand.dealer, hand.deck[len(positions)]))
    out.append(make("turn", hand.current_player()))
    return out


def snapshot(hand) -> tuple:
    """What `translate` compares against: the log's length and each side's bonus count."""
    return len(hand.events), [len(b) for b in hand.bonus_list] if _has_bonuses(hand) else None


def _has_bonuses(hand) -> bool:
    return hasattr(hand, "bonus_list")


def translate(hand, before: tuple, result=None) -> list[Event]:
    """The events of `hand` since `before` (a `snapshot`), with the bonuses scored, the end
    of the hand (`result`, its HandResult) and the next turn."""
    start, bonus_counts = before
    out = []
    log = hand.events[start:]
    new_bonuses = []
    if bonus_counts is not None:
        for side, bonuses in enumerate(hand.bonus_list):
            for b in bonuses[bonus_counts[side]:]:
                if b["name"] not in ("marriage",) and "cards" not in b:
                    new_bonuses.append((side, b))
    tarocchi = hand.variant.family.has_matto       # honours by the card, the matto kept
    for kind, seat, card, data, private in log:
        data = dict(data or {})
        if kind == "play":
            out.append(make("play", seat, card))
        elif kind == "trick":
            leader, cards, winner = hand.last_trick
            pairs = [[(leader + i) % hand.n, c] for i, c in enumerate(cards)]
            if tarocchi:
                honours = tarot_honours(hand.new_rules)
                points = sum(honours.get(c, 0) for c in cards)
            else:
                points = sum(hand.card_value[c] for c in cards)
            out.append(make("trick", winner, cards=pairs, points=points))
            for side, b in [x for x in new_bonuses if x[1]["name"] != "last trick"]:
                out.append(_bonus(hand, side, b))
            owner = matto_keeper(leader, cards) if tarocchi else None
            if owner is not None:
                out.append(make("matto_kept", owner, MATTO))
        elif kind == "draw":
            out.append(make("draw", seat, card, bool(private)))
        elif kind == "declare":
            out.append(make("declare", seat, **data))
        elif kind == "exchange":
            out.append(make("exchange", seat, card, took=data.get("took")))
        elif kind == "give":
            out.append(make("matto_lost" if data.get("matto") else "matto_paid", seat, card,
                            to=matto_receiver(seat)))
    for side, b in [x for x in new_bonuses if x[1]["name"] == "last trick"]:
        out.append(_bonus(hand, side, b))
    if result is not None:
        out.append(make("hand_end", result.winner, **result.to_json()))
    else:
        out.append(make("turn", hand.current_player()))
    return out


def _bonus(hand, side: int, bonus: dict) -> Event:
    extra = {k: v for k, v in bonus.items() if k not in ("name", "points")}
    return make("bonus", side, name=bonus["name"], points=bonus["points"], **extra)
