"""The rule engine: pure Python, no Qt. Cards are strings in docs/rules.md notation; a hand is a
state with legal_actions/apply/clone/observation; a Match chains hands; records replay."""
from .cards import deck_for, shuffled, suit_of, rank_of
from .match import Match
from .state import HandResult, HandState, IllegalAction
from .family import Family
from .variants import FAMILIES, VARIANTS, get_variant, new_hand

__all__ = ["Family", "FAMILIES", "Match", "HandState", "HandResult", "IllegalAction", "VARIANTS", "get_variant",
           "new_hand", "deck_for", "shuffled", "suit_of", "rank_of"]
