"""The rule engine: pure Python, no Qt, and no game of its own. Cards are strings in
docs/rules.md notation; a hand is a state with legal_actions/apply/clone/observation; a
Match chains hands; records replay. The games register themselves in the registry
(engine/registry.py) from their packages under biscambiggia_gui/games/."""
from .cards import deck_for, rank_of, shuffled, suit_of
from .match import Match
from .registry import Family, Variant, families, get_variant, new_hand, variants
from .state import HandResult, HandState, IllegalAction

__all__ = ["Family", "Match", "HandState", "HandResult", "IllegalAction", "Variant", "families",
           "get_variant", "new_hand", "variants", "deck_for", "shuffled", "suit_of", "rank_of"]
