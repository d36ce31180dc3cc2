"""Mariagio on the core (games/mariagio/search.py): once no more than
HardBudget.mariagio_solve tricks are left, each of `mariagio_solve_worlds` worlds is solved
to the hand's end; before that the roll-out runs until `mariagio_exact` tricks are left.
(tests/engine/test_accelerators.py checks the core's exact search against the state's
minimax at every depth.)"""
import random

from biscambiggia_gui.ai.hard import HardBudget
from biscambiggia_gui.engine import deck_for, new_hand
from biscambiggia_gui.engine.infostate import InfoState
from biscambiggia_gui.games.mariagio.search import sizes


def test_each_world_is_solved_to_the_end_once_few_tricks_are_left():
    budget = HardBudget()
    seen = set()
    rng = random.Random(3)
    deck = deck_for(40)
    rng.shuffle(deck)
    hand = new_hand("mariagio", None, deck, 0)
    while not hand.is_over():
        seat = hand.current_player()
        obs = hand.observation(seat)
        if not hand.trick and ":" not in "".join(hand.legal_actions()):
            left = (len(hand.hands[0]) + len(hand.hands[1]) + len(hand.talon) - hand.tpos) // 2
            worlds, exact = sizes(InfoState(obs), budget)
            if left <= budget.mariagio_solve:
                assert (worlds, exact) == (budget.mariagio_solve_worlds, left)
            else:
                assert (worlds, exact) == (budget.mariagio_worlds, budget.mariagio_exact)
            seen.add(left <= budget.mariagio_solve)
        hand.apply(rng.choice(hand.legal_actions()))
    assert seen == {True, False}
