"""The exact endgame of Tarocchi a pizzico: once the talon is empty every card is placed
(the opponent holds exactly the cards not yet seen), so the rest of the hand is a game of
perfect information, solved here by minimax with a transposition table.

The value is seat 0's gain in the point difference from now on: honours taken, the card
count (a point per three cards, two left over counting one: it depends only on the counts
modulo 3, which are part of the table's key), the matto kept by its player who owes a card
from the tricks they win after it (docs/rules.md: any of those cards, when they choose
before the hand ends; the cheapest of them all is best, and paying it at the end is as good
as any time, so the search keeps the cheapest honour taken so far and pays it at the end),
the matto crossing over if never repaid, and the bagatto ultimo. Buone are not part of it:
they are declared before the search is asked, and card play does not change them.
"""
from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any, Optional

from ...engine.cards import MATTO
from . import play as tarocchi_play
from .cards import count_by_threes
from .rules import BAGATTO_ULTIMO, matto_keeper, matto_receiver, replies as replies_to, trick_winner

LAST_TRICK = 39
Hands = frozenset[str]
Owner = Optional[tuple[int, Optional[int]]]     # (the matto's player, its cheapest gift)
Counts = tuple[int, ...]


class TarocchiEndgame:
    def __init__(self, new_rules: bool, node_limit: int = 200_000):
        self.hon, self.strength = tarocchi_play.honour_table(new_rules)
        self.give_key = tarocchi_play.key_tables(self.hon, self.strength)["give"].__getitem__
        self.table: dict[Any, int] = {}
        self.nodes = 0
        self.node_limit = node_limit

    # --- rules (rules.py's own) -------------------------------------------------------------
    def replies(self, hand: Collection[str], led: str) -> list[str]:
        return sorted(replies_to(list(hand), led))

    def winner(self, leader: int, lead: str, reply: str) -> int:
        return trick_winner(leader, lead, reply, self.strength)

    def _trick(self, h0: Hands, h1: Hands, leader: int, lead: str, reply: str, owner: Owner,
               counts: Counts) -> tuple[int, int, Owner, Counts, bool]:
        """(gain for seat 0 from this trick on, as far as the trick goes; the next state).
        `owner` is None or (the matto's player, the cheapest honour it may give or None)."""
        hon = self.hon
        win = self.winner(leader, lead, reply)
        c = list(counts)
        honours = [0, 0]
        keeper = matto_keeper(leader, (lead, reply))
        if keeper is not None:                           # its player keeps it, owes a card
            other = reply if lead == MATTO else lead
            c[keeper] += 1
            honours[keeper] += hon[MATTO]
            c[win] += 1
            honours[win] += hon.get(other, 0)
            owner = (keeper, None)
        else:
            c[win] += 2
            honours[win] += hon.get(lead, 0) + hon.get(reply, 0)
            if owner is not None and win == owner[0]:    # two more cards it may give
                cheapest = min(hon.get(lead, 0), hon.get(reply, 0))
                owner = (win, cheapest if owner[1] is None else min(owner[1], cheapest))
        over = not h0 and not h1
        if over:
            if "T1" in (lead, reply):
                honours[win] += BAGATTO_ULTIMO           # the bagatto ultimo
            if owner is not None:
                payer, worth = owner
                if worth is None:                        # never repaid: the matto goes across
                    worth = hon[MATTO]
                c[payer] -= 1
                honours[payer] -= worth
                c[matto_receiver(payer)] += 1
                honours[matto_receiver(payer)] += worth
                owner = None
        gain = (count_by_threes(c[0]) - count_by_threes(counts[0]) + honours[0]) - \
               (count_by_threes(c[1]) - count_by_threes(counts[1]) + honours[1])
        return gain, win, owner, tuple(c), over

    # --- search: seat 0's gain from here ---------------------------------------------------
    def _moves(self, hands: tuple[Hands, Hands], leader: int,
               led: str | None) -> tuple[int, list[str]]:
        """(seat to move, its legal cards)."""
        if led is None:
            return leader, sorted(hands[leader])
        return 1 - leader, self.replies(hands[1 - leader], led)

    def _after(self, h0: Hands, h1: Hands, mover: int, card: str, leader: int,
               led: str | None, owner: Owner, counts: Counts) -> int:
        """Seat 0's gain from here when `mover` plays `card`, best play after it."""
        rest = (h0, h1)[mover] - {card}
        n0, n1 = (rest, h1) if mover == 0 else (h0, rest)
        if led is None:
            return self.future(n0, n1, leader, card, owner, counts)
        gain, win, nowner, ncounts, over = self._trick(n0, n1, leader, led, card, owner, counts)
        return gain if over else gain + self.future(n0, n1, win, None, nowner, ncounts)

    def future(self, h0: Hands, h1: Hands, leader: int, led: str | None, owner: Owner,
               counts: Counts) -> int:
        key = (h0, h1, leader, led, owner, counts[0] % 3, counts[1] % 3)
        hit = self.table.get(key)
        if hit is not None:
            return hit
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise TooBig
        mover, moves = self._moves((h0, h1), leader, led)
        values = [self._after(h0, h1, mover, c, leader, led, owner, counts) for c in moves]
        best = max(values) if mover == 0 else min(values)
        self.table[key] = best
        return best

    def best_move(self, seat: int, hands: Sequence[Collection[str]], leader: int,
                  led: str | None, owes: int | None, captured: Sequence[int],
                  pool: Collection[str] = ()) -> tuple[str, int, list[tuple[int, str]]]:
        """(card, value for `seat`, [(value, card)...]) for `seat` to play; raises TooBig
        past the node limit. `owner`: the seat that owes a card for the matto, or None;
        `pool`: the cards it may give so far (taken in the tricks it won since)."""
        owner: Owner = None
        if owes is not None:
            owner = (owes, min((self.hon.get(c, 0) for c in pool), default=None))
        h0, h1 = frozenset(hands[0]), frozenset(hands[1])
        counts = tuple(captured)
        sign = 1 if seat == 0 else -1
        _, moves = self._moves((h0, h1), leader, led)
        scored = [(sign * self._after(h0, h1, seat, c, leader, led, owner, counts), c)
                  for c in moves]
        value, card = max(scored, key=lambda vc: vc[0])
        return card, value, scored


class TooBig(Exception):
    """The position has more nodes than the solver may visit in its time budget."""
