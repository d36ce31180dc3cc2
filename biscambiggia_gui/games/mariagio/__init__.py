"""Mariagio (docs/rules.md section 4): two players, the trump games' hand (games/trump) with
marriages, the exchange of the 2 of trumps, strict replies in the last seven tricks and the
last trick's 20; the match goes to a points target."""
from __future__ import annotations

from ...engine.match_rules import PointsTarget
from ...engine.registry import Family, Option, Variant, register_family, register_variant
from ...engine.tricks import trick_winner
from ..trump.cards import POINTS_BISCAMBIGGIA, STRENGTH_BISCAMBIGGIA
from . import words
from .policy import MariagioPolicy
from .rules import MariagioHand, replies

MARIAGIO = register_family(Family(
    "mariagio", MariagioHand, lambda options: STRENGTH_BISCAMBIGGIA,
    lambda options: POINTS_BISCAMBIGGIA, trick_winner, replies=replies, forced_replies=True,
    words=words.WORDS, policy=MariagioPolicy(), rules_page="mariagio", order=2))

register_variant(Variant("mariagio", MARIAGIO, 2, 40, 7, PointsTarget(), (
    Option("target", 200, int, (), words.TARGET, low=1, high=2000),
    Option("follow_suit_only", False, bool, (), words.FOLLOW_SUIT_ONLY),
    Option("captured_marriage", False, bool, (), words.CAPTURED_MARRIAGE),
    Option("late_marriage", True, bool, (), words.LATE_MARRIAGE),
), (0, 1), 2))
from . import lesson  # noqa: F401,E402  (its lesson: engine/lessons.py)
