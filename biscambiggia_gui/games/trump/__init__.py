"""Biscambiggia and Briscola for two to six players (docs/rules.md sections 2-3): one rules
class (rules.py), two families that differ in their rank and point tables, eight variants.
The computer players' policy is policy.py, with its fast play-out (playout.py) and its
search on the compiled core (search.py)."""
from __future__ import annotations

from ...engine.match_rules import FirstTo, FixedHands
from ...engine.registry import Family, Option, Variant, register_family, register_variant
from ...engine.tricks import trick_winner
from . import words
from .cards import POINTS_BISCAMBIGGIA, POINTS_BRISCOLA, STRENGTH_BISCAMBIGGIA, STRENGTH_BRISCOLA
from .policy import TrumpPolicy
from .rules import TrumpHand

POLICY = TrumpPolicy()

BISCAMBIGGIA = register_family(Family(
    "biscambiggia", TrumpHand, lambda options: STRENGTH_BISCAMBIGGIA,
    lambda options: POINTS_BISCAMBIGGIA, trick_winner, words=words.BISCAMBIGGIA,
    policy=POLICY, rules_page="biscambiggia", order=0))
BRISCOLA = register_family(Family(
    "briscola", TrumpHand, lambda options: STRENGTH_BRISCOLA, lambda options: POINTS_BRISCOLA,
    trick_winner, decks=("italian", "genoese"), words=words.BRISCOLA, policy=POLICY,
    rules_page="briscola", order=1))


def _teams(n: int) -> tuple[int, ...]:
    """Two teams, partners facing: every other seat."""
    return tuple(s % 2 for s in range(n))


def _each(n: int) -> tuple[int, ...]:
    """Each seat its own side."""
    return tuple(range(n))


def _hands(default: int, choices: tuple[int, ...], help: str) -> Option:
    return Option("hands", default, int, choices, help)


_EVEN = (2, 4, 6, 8, 10, 12)
_PARTNER = Option("partner_view", True, bool, (), words.PARTNER_VIEW)
_B, _S = words.BISCAMBIGGIA, words.BRISCOLA

for _variant in (
    Variant("biscambiggia-2", BISCAMBIGGIA, 2, 40, 3, FirstTo(),
            (_hands(2, (1, 2, 3, 4, 5), _B["hands_to_win"]),), _each(2), 2),
    Variant("biscambiggia-3", BISCAMBIGGIA, 3, 39, 3, FirstTo(),
            (_hands(3, (1, 2, 3, 4, 5), _B["hands_to_win"]),), _each(3), 3),
    Variant("biscambiggia-4", BISCAMBIGGIA, 4, 40, 3, FixedHands(),
            (_hands(4, _EVEN, _B["hands_in_match"]),), _teams(4), 2),
    Variant("biscambiggia-6", BISCAMBIGGIA, 6, 36, 3, FixedHands(),
            (_hands(6, _EVEN, _B["hands_in_match"]),), _teams(6), 2),
    Variant("briscola-2", BRISCOLA, 2, 40, 3, FirstTo(),
            (_hands(2, (2, 3), _S["hands_to_win"]),), _each(2), 2, running_points=False),
    Variant("briscola-3", BRISCOLA, 3, 39, 3, FirstTo(),
            (_hands(2, (2, 3), _S["hands_to_win"]),), _each(3), 3, running_points=False),
    Variant("briscola-4", BRISCOLA, 4, 40, 3, FixedHands(),
            (_hands(5, (5, 7, 9), _S["hands_in_match"]), _PARTNER), _teams(4), 2,
            running_points=False),
    Variant("briscola-6", BRISCOLA, 6, 36, 3, FixedHands(),
            (_hands(6, (6, 8), _S["hands_in_match"]), _PARTNER), _teams(6), 2,
            running_points=False),
):
    register_variant(_variant)
from . import lesson  # noqa: F401,E402  (its lesson: engine/lessons.py)
