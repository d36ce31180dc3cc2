"""The lean play-out of the search in Biscambiggia and Briscola (any number of players):
a hand played to its end by the roll-out policy, without the event log, the checks or the
copies. The rules are the family's functions (engine/tricks.py), called, not written again;
tests/engine/test_accelerators.py checks that it ends every position exactly where the
state does."""
from __future__ import annotations

from ...engine.tricks import draw_order
from .play import policy_card, policy_tables
from .rules import TrumpHand


def playout(state: TrumpHand) -> list[int]:
    """Play `state` (a TrumpHand of Biscambiggia or Briscola) to its end with the roll-out
    policy for every seat, without changing it; the final points per side."""
    hands = [list(h) for h in state.hands]
    talon, tpos = state.talon, state.tpos
    end = len(talon)
    trick = list(state.trick)
    leader, turn = state.leader, state.turn
    points = list(state.points)
    n, side = state.n, state.sides
    trump, strength, value = state.trump, state.strength, state.card_value
    trick_winner = state.variant.family.trick_winner
    if turn < 0:
        return points
    tables = policy_tables(trump, strength, value)
    while True:
        hand = hands[turn]
        card = policy_card(hand, trick, leader, turn, n, side, trump, strength, value, tables)
        hand.remove(card)
        trick.append(card)
        if len(trick) < n:
            turn = (turn + 1) % n
            continue
        winner = trick_winner(leader, trick, trump, strength, n)
        gained = 0
        for c in trick:
            gained += value[c]
        points[side[winner]] += gained
        trick = []
        if tpos < end:
            for seat in draw_order(winner, n):
                hands[seat].append(talon[tpos])
                tpos += 1
        if not hands[winner]:
            return points
        leader = turn = winner
