"""The lean play-out of the search in Tarocchi a pizzico: a hand played on by the roll-out
policy to a horizon, without the event log, the checks or the copies. The rules are the
game's functions (rules.py), called; tests/engine/test_accelerators.py checks that it ends
every position exactly where the state does."""
from __future__ import annotations

from ...engine.cards import MATTO
from . import play as tarocchi_play
from ...engine.tricks import draw_order
from .rules import (BAGATTO_ULTIMO, TarocchiHand, matto_keeper, matto_receiver, replies,
                    trick_winner)


def playout(state: TarocchiHand, horizon: int) -> list[float]:
    """A Tarocchi a pizzico hand played on by the roll-out policy (no buone: they are the
    same whatever move is searched) until `horizon` tricks have been played in all, or the
    end; the points per seat, honours still in hand counted at half their worth if the hand
    is not over. The rules are rules.py's functions: replies that follow suit or play a
    tarot, the matto kept by its player who owes a card from the tricks won after it, the
    draws (winner first), the matto crossing over if never repaid, the bagatto ultimo."""
    hon, strength = tarocchi_play.honour_table(state.new_rules)
    keys = tarocchi_play.key_tables(hon, strength)
    give_key = keys["give"].__getitem__
    choose = tarocchi_play.choose_play
    hands = [list(state.hands[0]), list(state.hands[1])]
    talon, tpos, end = state.talon, state.tpos, len(state.talon)
    trick = list(state.trick)
    leader, turn = state.leader, state.turn
    points = list(state.points)
    count = [len(state.captured[0]), len(state.captured[1])]
    honours = [0, 0]
    for seat in (0, 1):
        for c in state.captured[seat]:
            honours[seat] += hon.get(c, 0)
    owner = state.matto_owner
    pool = list(state.give_pool)
    giving = state.giving
    played, total = state.tricks_played, state.total_tricks
    matto_worth = hon[MATTO]
    while turn >= 0 and (played < horizon or trick or giving):
        if giving:                                      # the card owed for the matto
            card = min(pool, key=give_key)
            worth = hon.get(card, 0)
            count[turn] -= 1
            honours[turn] -= worth
            count[1 - turn] += 1
            honours[1 - turn] += worth
            giving, owner, pool = False, None, []
            winner = turn
        else:
            hand = hands[turn]
            legal = replies(hand, trick[0] if trick else None)
            card = choose(legal, trick, hon, strength, (), keys)
            hand.remove(card)
            trick.append(card)
            if len(trick) < 2:
                turn = 1 - turn
                continue
            winner = trick_winner(leader, trick[0], trick[1], strength)
            taken = trick
            keeper = matto_keeper(leader, trick)
            if keeper is not None:                      # its player keeps it, and owes a card
                owner = keeper
                taken = [c for c in trick if c != MATTO]
                count[owner] += 1
                honours[owner] += matto_worth
            elif winner == owner:
                pool.extend(taken)
            count[winner] += len(taken)
            for c in taken:
                honours[winner] += hon.get(c, 0)
            played += 1
            if played == total and "T1" in trick:
                points[winner] += BAGATTO_ULTIMO
            trick = []
            leader = winner
        # the next trick: both draw, the winner first
        if tpos < end:
            for seat in draw_order(winner, 2):
                hands[seat].append(talon[tpos])
                tpos += 1
        if not hands[winner]:
            if owner is not None and pool:             # the debt paid as the hand ends
                card = min(pool, key=give_key)
                worth = hon.get(card, 0)
                count[owner] -= 1
                honours[owner] -= worth
                count[matto_receiver(owner)] += 1
                honours[matto_receiver(owner)] += worth
                owner = None
            if owner is not None:                      # never repaid: the matto goes across
                count[owner] -= 1
                honours[owner] -= matto_worth
                count[matto_receiver(owner)] += 1
                honours[matto_receiver(owner)] += matto_worth
                owner = None
            turn = -1
        else:
            turn = winner
    out: list[float] = []
    for seat in (0, 1):
        whole, rest = divmod(count[seat], 3)
        pts: float = points[seat] + whole + (1 if rest == 2 else 0) + honours[seat]
        if turn >= 0:
            pts += 0.5 * sum(hon.get(c, 0) for c in hands[seat])
        out.append(pts)
    return out
