"""Lean play-outs for the search: Biscambiggia and Briscola hands (any number of players),
Mariagio, and Tarocchi a pizzico, without the event log, the checks or the copies, driven
by the roll-out policy. The rules themselves (trick winner, replies, draw order) are the
family's functions of engine/family.py, called, not written again, except in Tarocchi's
play-out, where bench/playouts.py shows the inlined copy pays (docs/benchmarks.md).
tests/ai/test_fastsim.py checks that each ends every position exactly where the engine
does, and tests/engine/test_consistency.py that the rules agree with the engine."""
from __future__ import annotations

from ..engine.cards import MATTO, SUIT, SUITS
from ..engine.family import draw_order, strict_replies
from . import tarocchi_play
from .trump_play import keep_marriages, policy_card, policy_tables


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
    trick_winner = state.variant.family.trick_winner
    if turn < 0:
        return points
    tables = policy_tables(trump, strength, value)
    while True:
        hand = hands[turn]
        card = policy_card(hand, trick, leader, turn, n, teams, trump, strength, value, tables)
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
    trick_winner = state.variant.family.trick_winner
    last_bonus = state.variant.family.last_trick_bonus
    if turn < 0:
        return points
    two = "2" + trump
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
                    points[turn] += 40 if choice == trump else 20
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
        card = policy_card(legal, trick, leader, turn, 2, False, trump, strength, value, tables)
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
                points[winner] += 40 if SUIT[a] == trump else 20
        trick = []
        if tpos < len(talon):
            for seat in draw_order(winner, 2):
                hands[seat].append(talon[tpos])
                tpos += 1
        if not hands[winner]:
            points[winner] += last_bonus
            return points
        leader = turn = winner


def playout_tarocchi(state, horizon: int) -> list[float]:
    """A Tarocchi a pizzico hand played on by the roll-out policy (no buone: they are the
    same whatever move is searched) until `horizon` tricks have been played in all, or the
    end; the points per seat, honours still in hand counted at half their worth if the hand
    is not over. The same rules as engine/rules/tarocchi.py: replies that follow suit or
    play a tarot, the matto kept by its player who owes a card from their next trick, the
    draws (winner first), the matto crossing over if never repaid, the bagatto ultimo.

    The one inlined copy of the family's rules (the replies, the trick winner, the matto's
    keeper and the draws of engine/family.py): calling them costs Tarocchi's play-outs
    about 13% (bench/playouts.py, docs/benchmarks.md), so they are written out here and
    tests/engine/test_consistency.py plays this copy against the engine."""
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
            if not trick or trick[0] == MATTO:
                legal = hand
            else:
                led = SUIT[trick[0]]
                legal = [c for c in hand if SUIT[c] == led]
                if not legal and led != "T":
                    legal = [c for c in hand if SUIT[c] == "T"]
                if not legal:
                    legal = hand
                elif MATTO in hand:
                    legal.append(MATTO)
            card = choose(legal, trick, hon, strength, (), keys)
            hand.remove(card)
            trick.append(card)
            if len(trick) < 2:
                turn = 1 - turn
                continue
            lead, reply = trick
            if reply == MATTO:
                winner = leader
            elif lead == MATTO:
                winner = 1 - leader
            elif SUIT[reply] == SUIT[lead]:
                winner = 1 - leader if strength[reply] > strength[lead] else leader
            else:
                winner = 1 - leader if SUIT[reply] == "T" else leader
            taken = trick
            if MATTO in trick:                          # its player keeps it, and owes a card
                owner = leader if lead == MATTO else 1 - leader
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
                points[winner] += 20
            trick = []
            leader = winner
        # the next trick: both draw, the winner first
        if tpos < end:
            hands[winner].append(talon[tpos])
            hands[1 - winner].append(talon[tpos + 1])
            tpos += 2
        if not hands[winner]:
            if owner is not None and pool:             # the debt paid as the hand ends
                card = min(pool, key=give_key)
                worth = hon.get(card, 0)
                count[owner] -= 1
                honours[owner] -= worth
                count[1 - owner] += 1
                honours[1 - owner] += worth
                owner = None
            if owner is not None:                      # never repaid: the matto goes across
                count[owner] -= 1
                honours[owner] -= matto_worth
                count[1 - owner] += 1
                honours[1 - owner] += matto_worth
                owner = None
            turn = -1
        else:
            turn = winner
    out = []
    for seat in (0, 1):
        whole, rest = divmod(count[seat], 3)
        pts = points[seat] + whole + (1 if rest == 2 else 0) + honours[seat]
        if turn >= 0:
            pts += 0.5 * sum(hon.get(c, 0) for c in hands[seat])
        out.append(pts)
    return out
