"""Card play in the trump games (Biscambiggia and Briscola; Mariagio and the chiamata games
build on it): the heuristics of the Easy and Medium players, read from an observation, the
fast roll-out policy the search uses inside a sampled world (policy.py holds the hooks the
computer players ask).

The shared idea (a strong published heuristic for Briscola): lead low cards that are not
trumps; take points with the same suit; spend trumps only on tricks worth it; never throw
an ace or a ten (the 3 in Briscola, the 7 in Biscambiggia) when a cheaper card will do;
give points to a partner who is sure to win the trick; never overtake a partner's winning
card needlessly.
"""
from __future__ import annotations

import random
from collections.abc import Collection, Mapping, Sequence
from typing import Any

from ...engine.cards import SUIT
from ...engine.infostate import InfoState
from ...engine.registry import get_family
from ...engine.state import observed_sides
from ...engine.tricks import beats, best_index


Table = Mapping[str, int]


def tables(game: str) -> tuple[Table, Table]:
    """The rank and point tables of the family named `game`."""
    family = get_family(game)
    return family.strength({}), family.card_values({})


def discard_key(card: str, trump: str | None, strength: Table, value: Table) -> tuple[int, int]:
    """Cheapest card to lose: no points first, then keep trumps, then low rank."""
    is_trump = SUIT[card] == trump
    return (value[card] + (6 if is_trump else 0) + (4 if is_trump and value[card] else 0),
            strength[card])


# --- the roll-out policy (on a state, fast) --------------------------------------------------
def rollout_card(state: Any, legal: Sequence[str]) -> str:
    """A good, cheap choice for the seat to act in a perfect-information world; it looks
    only at that seat's own cards and the trick."""
    return policy_card(legal, state.trick, state.leader, state.turn, state.n,
                       state.sides, state.trump, state.strength, state.card_value)


_DISCARD: dict[tuple[str | None, int], dict[str, tuple[int, int]]] = {}


def discard_table(trump: str | None, strength: Table, value: Table) -> dict[str, tuple[int, int]]:
    """discard_key for every card, cached per trump suit and rank order."""
    key = (trump, id(strength))
    table = _DISCARD.get(key)
    if table is None:
        table = _DISCARD[key] = {c: discard_key(c, trump, strength, value) for c in strength}
    return table


_POLICY: dict[tuple[str | None, int, int], dict[str, Any]] = {}


def policy_tables(trump: str | None, strength: Table, value: Table) -> dict[str, Any]:
    """The roll-out policy's sort keys for every card, cached per trump suit and rank order
    (dict lookups instead of lambdas in the search's inner loop)."""
    key = (trump, id(strength), id(value))
    tables = _POLICY.get(key)
    if tables is None:
        tables = _POLICY[key] = {
            "cost": discard_table(trump, strength, value),
            "gift": {c: (value[c], -strength[c]) for c in strength},
            "rich": {c: (value[c], strength[c]) for c in strength},
            "ace": strength["A" + trump] if trump else 0,
            "held": (strength, value),                # keeps the keyed objects alive
        }
    return tables


def policy_card(legal: Sequence[str], trick: Sequence[str], leader: int, seat: int, n: int,
                sides: Sequence[int | None], trump: str | None, strength: Table, value: Table,
                tables: dict[str, Any] | None = None) -> str:
    """The roll-out policy on plain data (shared by the engine roll-out and the play-outs);
    `sides` gives each seat's side (a partner shares it); `tables` is
    policy_tables(trump, strength, value), passed by callers in a hurry."""
    if len(legal) == 1:
        return legal[0]
    if tables is None:
        tables = policy_tables(trump, strength, value)
    cost = tables["cost"].__getitem__
    if not trick:
        return min(legal, key=cost)
    bi = best_index(trick, trump, strength)
    best = trick[bi]
    best_suit = SUIT[best]
    winner_seat = (leader + bi) % n
    last = len(trick) == n - 1
    on_table = 0
    for c in trick:
        on_table += value[c]
    if sides[winner_seat] == sides[seat]:
        if last or (best_suit == trump and strength[best] >= tables["ace"] - 1):
            safe = [c for c in legal if SUIT[c] != trump] or legal
            return max(safe, key=tables["gift"].__getitem__)
        return min(legal, key=cost)
    top = strength[best]
    winners = [c for c in legal
               if (strength[c] > top if SUIT[c] == best_suit else SUIT[c] == trump)]
    same = [c for c in winners if SUIT[c] == best_suit and best_suit != trump]
    if same and (last or n == 2):
        return max(same, key=tables["rich"].__getitem__)
    if same and on_table:
        return min(same, key=strength.__getitem__)
    trumps = [c for c in winners if SUIT[c] == trump]
    if trumps and on_table >= 10:
        return min(trumps, key=tables["rich"].__getitem__)
    if trumps and on_table >= 3 and (last or n == 2):
        cheap = [c for c in trumps if value[c] == 0]
        if cheap:
            return min(cheap, key=strength.__getitem__)
    return min(legal, key=cost)


def rollout_action(state: Any, rng: random.Random | None = None) -> str:
    """The roll-out choice."""
    return rollout_card(state, state.legal_actions())


# --- Easy and Medium, from an observation -----------------------------------------------------
class TrickView:
    """The trick on the table as the seat to act sees it."""

    def __init__(self, obs: Mapping[str, Any], strength: Table, value: Table):
        self.n = obs["players"]
        self.seat = obs["seat"]
        self.trump = obs["trump_suit"]
        self.pairs = obs["trick"]
        self.cards = [c for _, c in self.pairs]
        self.sides = observed_sides(obs)
        self.strength, self.value = strength, value
        if self.cards:
            bi = best_index(self.cards, self.trump, strength)
            self.best = self.cards[bi]
            self.winner = self.pairs[bi][0]
        else:
            self.best, self.winner = None, None
        self.on_table = sum(value[c] for c in self.cards)
        later = [(self.seat + k) % self.n for k in range(1, self.n - len(self.cards))]
        self.later_opponents = [s for s in later if not self.partner(s)]
        self.later_partners = [s for s in later if self.partner(s)]

    def partner(self, s: int) -> bool:
        """Whether `s` is on this seat's side as far as it knows (not itself)."""
        side = self.sides[s]
        return s != self.seat and side is not None and side == self.sides[self.seat]

    def partner_winning(self) -> bool:
        return self.winner is not None and self.partner(self.winner)


def _could_beat(card: str, possible: Collection[str], trump: str | None, strength: Table) -> bool:
    return any(beats(c, card, trump, strength) for c in possible)


COVER = 4       # the fewest points on a partner's trick not yet safe that Medium covers


def no_talon(know: InfoState) -> bool:
    """Whether the game is dealt without a talon (every card in the hands from the start)."""
    return know.variant.deck_size <= know.variant.players * know.variant.hand_size


def trump_threshold(obs: Mapping[str, Any], know: InfoState) -> int:
    """The fewest points on the table that Medium spends a sure trump to take: many while
    much of the hand is still to come, few near its end. The end is near when the talon
    runs low; in a game dealt without a talon (the chiamata games: every card in the hands
    from the start) when few cards are left in the hand, not from the first trick."""
    talon = obs["talon_size"]
    if no_talon(know):
        left = len(obs["hand"])
        return 10 if left > 5 else (4 if left > 3 else 2)
    return 10 if talon > 6 else (4 if talon > 0 else 2)


def _cover(legal: Sequence[str], best: str, trump: str | None, strength: Table, value: Table,
           possible: Collection[str]) -> str | None:
    """A card that takes over a partner's trick an opponent after this seat may still beat
    (the trick with points on it): a card of the suit led none of them can beat (the richest),
    else the highest trump without points that beats the partner's card; None if neither."""
    plain = [c for c in legal if SUIT[c] != trump and beats(c, best, trump, strength)
             and not _could_beat(c, possible, trump, strength)]
    if plain:
        return max(plain, key=lambda c: (value[c], -strength[c]))
    low = [c for c in legal if SUIT[c] == trump and value[c] == 0
           and beats(c, best, trump, strength)]
    return max(low, key=lambda c: strength[c]) if low else None


def medium_card(obs: Mapping[str, Any], legal: list[str], know: InfoState) -> str:
    """Medium: the heuristic with the memory of every card played. In a game without a
    talon (the chiamata games) it spends trumps by the cards left in the hand
    (`trump_threshold`). In every team game it covers a partner's trick holding COVER
    points or more that an opponent still to play may take (`_cover`), talon or none."""
    strength, value = tables(know.game)
    tv = TrickView(obs, strength, value)
    trump = tv.trump
    cheapest = min(legal, key=lambda c: discard_key(c, trump, strength, value))
    if len(legal) == 1:
        return legal[0]
    # cards the opponents still to play might hold
    possible = set(know.pool)
    for s in tv.later_opponents:
        possible |= know.known[s]
    if not tv.cards:
        return _medium_lead(obs, legal, know, strength, value, trump, possible)
    best = tv.best
    if tv.partner_winning():
        safe = not tv.later_opponents or not _could_beat(best, possible, trump, strength)
        if safe:
            gifts = [c for c in legal if SUIT[c] != trump] or legal
            return max(gifts, key=lambda c: (value[c], -strength[c]))
        if tv.on_table >= COVER:
            cover = _cover(legal, best, trump, strength, value, possible)
            if cover is not None:
                return cover
        return cheapest
    winners = [c for c in legal if beats(c, best, trump, strength)]
    sure = [c for c in winners if not tv.later_opponents
            or not _could_beat(c, possible, trump, strength)]
    same = [c for c in sure if SUIT[c] == SUIT[best] and SUIT[c] != trump]
    if same:
        return max(same, key=lambda c: (value[c], strength[c]))
    trumps = [c for c in sure if SUIT[c] == trump]
    threshold = trump_threshold(obs, know)
    if trumps and tv.on_table >= threshold:
        return min(trumps, key=lambda c: (value[c], strength[c]))
    risky_same = [c for c in winners if SUIT[c] == SUIT[best] and SUIT[c] != trump]
    if risky_same and tv.on_table >= 10:
        return min(risky_same, key=lambda c: strength[c])
    risky_trumps = [c for c in winners if SUIT[c] == trump]
    if risky_trumps and tv.on_table >= 10:
        return max(risky_trumps, key=lambda c: (strength[c] if value[c] == 0 else -value[c]))
    return cheapest


def _medium_lead(obs: Mapping[str, Any], legal: list[str], know: InfoState, strength: Table,
                 value: Table, trump: str | None, possible: Collection[str]) -> str:
    # a point card no one can beat any more is banked at once
    for c in sorted(legal, key=lambda c: -value[c]):
        if value[c] >= 10 and not _could_beat(c, possible, trump, strength) \
                and SUIT[c] != trump:
            return c
    plain = [c for c in legal if SUIT[c] != trump and value[c] == 0]
    if plain:
        # lead from a suit whose high cards are gone or in my hand: less to lose
        return min(plain, key=lambda c: (strength[c], c))
    return min(legal, key=lambda c: discard_key(c, trump, strength, value))


def easy_card(obs: Mapping[str, Any], legal: list[str], game: str, rng: random.Random,
              care: float = 0.8) -> str:
    """Easy: greedy (win a trick with points using the cheapest winning card, else throw
    the cheapest), remembers nothing, and with probability 1-care picks some other card
    that is not absurd."""
    strength, value = tables(game)
    tv = TrickView(obs, strength, value)
    trump = tv.trump
    cheapest = min(legal, key=lambda c: discard_key(c, trump, strength, value))
    choice = cheapest
    if tv.cards and not tv.partner_winning():
        winners = [c for c in legal if beats(c, tv.best, trump, strength)]
        if winners and tv.on_table > 0:
            cheap = min(winners, key=lambda c: discard_key(c, trump, strength, value))
            if SUIT[cheap] != trump or tv.on_table >= 4:
                choice = cheap
    if len(legal) > 1 and rng.random() > care:
        sensible = [c for c in legal if not absurd(c, legal, tv, trump, strength, value)]
        if sensible:
            choice = rng.choice(sorted(sensible))
    return choice


def absurd(card: str, legal: Sequence[str], tv: TrickView, trump: str | None, strength: Table,
           value: Table) -> bool:
    """What a beginner would call a blunder: spending a high trump, or throwing an ace or
    a ten, on a trick with nothing in it (or to the opponents) when a cheaper card exists."""
    if value[card] < 10:
        return False
    cheaper = any(value[c] < value[card] for c in legal)
    if not cheaper:
        return False
    if SUIT[card] == trump:
        return tv.on_table < 10
    if tv.cards and not tv.partner_winning() and not beats(card, tv.best, trump, strength):
        return True
    return not tv.cards
