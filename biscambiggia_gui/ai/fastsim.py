"""A lean play-out of Biscambiggia and Briscola hands (any number of players) for the
search: the same rules as engine/rules/trump.py without the event log, the checks or the
copies, driven by the roll-out policy. tests/ai/test_fastsim.py checks that it ends every
position exactly where the engine does."""
from __future__ import annotations

from ..engine.cards import SUIT, SUITS
from .trump_play import best_index, keep_marriages, policy_card


def playout(state) -> list[int]:
    """Play `state` (a TrumpHand of Biscambiggia or Briscola) to its end with the roll-out
    policy for every seat, without changing it; the final points per side."""
    hands = [list(h) for h in state.hands]
    talon, tpos = state.talon, state.tpos
    end = len(talon)
    trick = list(state.trick)
    leader, turn = state.leader, state.turn
    points = list(state.points)
    n, side, teams = state.n, state.side, state.variant.teams
    trump, strength, value = state.trump, state.strength, state.card_value
    if turn < 0:
        return points
    while True:
        hand = hands[turn]
        card = policy_card(hand, trick, leader, turn, n, teams, trump, strength, value)
        hand.remove(card)
        trick.append(card)
        if len(trick) < n:
            turn = (turn + 1) % n
            continue
        winner = (leader + best_index(trick, trump, strength)) % n
        gained = 0
        for c in trick:
            gained += value[c]
        points[side[winner]] += gained
        trick = []
        if tpos < end:
            for k in range(n):
                hands[(winner + k) % n].append(talon[tpos])
                tpos += 1
        if not hands[winner]:
            return points
        leader = turn = winner


def playout_mariagio(state) -> list[int]:
    """The same for a Mariagio hand, with the roll-out policy's declarations (the best
    marriage before each lead, the exchange of the 2 of trumps), the strict replies of the
    last seven tricks, the captured-marriage option and the last trick's 20."""
    hands = [list(h) for h in state.hands]
    talon, tpos = list(state.talon), state.tpos
    trick = list(state.trick)
    leader, turn = state.leader, state.turn
    points = list(state.points)
    trump, strength, value = state.trump, state.strength, state.card_value
    opts = state.options
    strict_off = opts["follow_suit_only"]
    late = opts["late_marriage"]
    captured_marriage = opts["captured_marriage"]
    declared = set(state.declared_suits)
    declared_now = state.declared_this_lead
    if turn < 0:
        return points
    two = "2" + trump
    while True:
        hand = hands[turn]
        last_phase = tpos >= len(talon)
        if not trick:
            while True:                                 # declarations, as rollout_action
                choice = None
                if not declared_now and (late or not last_phase):
                    for s in SUITS:
                        if s not in declared and "K" + s in hand and "Q" + s in hand:
                            if s == trump or choice is None:
                                choice = s
                if choice is not None:
                    points[turn] += 40 if choice == trump else 20
                    declared.add(choice)
                    declared_now = True
                    continue
                if two in hand and not last_phase:
                    hand[hand.index(two)] = talon[-1]
                    talon[-1] = two
                    continue
                break
            legal = hand
        elif last_phase:
            led = trick[0]
            suit = SUIT[led]
            same = [c for c in hand if SUIT[c] == suit]
            if same:
                if strict_off:
                    legal = same
                else:
                    legal = [c for c in same if strength[c] > strength[led]] or same
            elif strict_off:
                legal = hand
            else:
                legal = [c for c in hand if SUIT[c] == trump] or hand
        else:
            legal = hand
        legal = keep_marriages(legal, hand, declared)
        card = policy_card(legal, trick, leader, turn, 2, False, trump, strength, value)
        hand.remove(card)
        trick.append(card)
        if len(trick) < 2:
            turn = 1 - turn
            continue
        winner = leader if best_index(trick, trump, strength) == 0 else 1 - leader
        points[winner] += value[trick[0]] + value[trick[1]]
        declared_now = False
        if captured_marriage:
            a, b = trick
            if SUIT[a] == SUIT[b] and {a[:-1], b[:-1]} == {"K", "Q"}:
                points[winner] += 40 if SUIT[a] == trump else 20
        trick = []
        if tpos < len(talon):
            hands[winner].append(talon[tpos])
            hands[1 - winner].append(talon[tpos + 1])
            tpos += 2
        if not hands[winner]:
            points[winner] += 20
            return points
        leader = turn = winner
