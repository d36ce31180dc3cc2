"""Computer players that see only their seat's observation: random, easy, medium, hard.

    from biscambiggia_gui.ai import make_player
    player = make_player("hard", seed=1)
    action = player.choose(observation, legal_actions)
"""
from .players import LEVELS, Player, make_player, play_out
from .search import Budget

__all__ = ["LEVELS", "Player", "make_player", "play_out", "Budget"]
