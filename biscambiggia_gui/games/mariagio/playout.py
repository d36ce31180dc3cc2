"""The lean play-out of the search in Mariagio: a hand played to its end by the roll-out
policy (the best marriage before each lead, the exchange of the 2 of trumps, the strict
replies of the last seven tricks, the captured-marriage option, the last trick's points),
without the event log, the checks or the copies. The rules are the game's functions
(rules.py, engine/tricks.py), called; tests/engine/test_accelerators.py checks that it ends
every position exactly where the state does."""
from __future__ import annotations

from ...engine.cards import SUIT, SUITS
from ...engine.tricks import draw_order
from ..trump.play import policy_card, policy_tables
from .play import keep_marriages
from .rules import LAST_TRICK, MariagioHand, marriage_value, strict_replies

SEATS = (0, 1)                  # two players, each its own side


def playout(state: MariagioHand) -> list[int]:
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
    trick_winner = state.variant.family.trick_winner
    if turn < 0:
        return points
    two = "2" + state.trump_suit()
    tables = policy_tables(trump, strength, value)
    # the marriages still possible: not declared, neither half played yet
    unplayed = set(talon[tpos:])
    unplayed.update(hands[0])
    unplayed.update(hands[1])
    open_pairs = [(s, "K" + s, "Q" + s) for s in SUITS
                  if s not in declared and "K" + s in unplayed and "Q" + s in unplayed]
    while True:
        hand = hands[turn]
        last_phase = tpos >= len(talon)
        if not trick:
            while True:                                 # declarations, as rollout_action
                choice = None
                if open_pairs and not declared_now and (late or not last_phase):
                    for s, king, queen in open_pairs:
                        if king in hand and queen in hand:
                            if s == trump or choice is None:
                                choice = s
                if choice is not None:
                    points[turn] += marriage_value(choice, trump)
                    declared.add(choice)
                    open_pairs = [p for p in open_pairs if p[0] != choice]
                    declared_now = True
                    continue
                if two in hand and not last_phase:
                    hand[hand.index(two)] = talon[-1]
                    talon[-1] = two
                    continue
                break
            legal = hand
        elif last_phase:
            legal = strict_replies(hand, trick[0], trump, strength, strict_off)
        else:
            legal = hand
        if open_pairs:
            legal = keep_marriages(legal, hand, declared)
        card = policy_card(legal, trick, leader, turn, 2, SEATS, trump, strength, value, tables)
        hand.remove(card)
        if open_pairs and card[:-1] in ("K", "Q"):
            open_pairs = [p for p in open_pairs if p[0] != card[-1]]
        trick.append(card)
        if len(trick) < 2:
            turn = 1 - turn
            continue
        winner = trick_winner(leader, trick, trump, strength, 2)
        points[winner] += value[trick[0]] + value[trick[1]]
        declared_now = False
        if captured_marriage:
            a, b = trick
            if SUIT[a] == SUIT[b] and {a[:-1], b[:-1]} == {"K", "Q"}:
                points[winner] += marriage_value(SUIT[a], trump)
        trick = []
        if tpos < len(talon):
            for seat in draw_order(winner, 2):
                hands[seat].append(talon[tpos])
                tpos += 1
        if not hands[winner]:
            points[winner] += LAST_TRICK
            return points
        leader = turn = winner
