"""Tarocchi a pizzico (docs/rules.md section 5): two players, the 78-card tarot, replies
that must follow suit or play a tarot, the matto and the card owed for it, drawn cards
shown, buone declared before playing, the bagatto ultimo and the score sheet; the match is
an even number of hands whose points add up."""
from __future__ import annotations

from ...engine.match_rules import HandsTotal
from ...engine.registry import Family, Option, Variant, register_family, register_variant
from . import words
from .cards import tarot_honours, tarot_strength
from .policy import TarocchiPolicy
from .rules import TarocchiHand, packets_of_five, replies, winner_of
from .scoresheet import sheet

TAROCCHI = register_family(Family(
    "tarocchi", TarocchiHand, lambda options: tarot_strength(bool(options.get("new_rules"))),
    lambda options: tarot_honours(bool(options.get("new_rules"))), winner_of, replies=replies,
    forced_replies=True, deal_order=packets_of_five, decks=("tarot",), words=words.WORDS,
    policy=TarocchiPolicy(), rules_page="tarocchi", score_sheet=sheet, order=3))

register_variant(Variant("tarocchi-pizzico", TAROCCHI, 2, 78, 15, HandsTotal(), (
    Option("hands", 2, int, (2, 4, 6, 8), words.WORDS["hands_in_match"]),
    Option("new_rules", False, bool, (), words.NEW_RULES),
), (0, 1), 2))
from . import lesson  # noqa: F401,E402  (its lesson: engine/lessons.py)
