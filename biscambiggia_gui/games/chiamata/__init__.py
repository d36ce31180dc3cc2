"""Briscola chiamata and Biscambiggia chiamata (docs/rules.md section 11): five players,
eight cards each, an auction, a trump and a secret partner named by a called card, tokens
for every player. The hand is the trump games' (games/trump) without a talon, with the
auction and the call before the play (rules.py)."""
from __future__ import annotations

from ...engine.match_rules import Tokens
from ...engine.registry import Family, Option, Variant, register_family, register_variant
from ...engine.tricks import trick_winner
from ..trump.cards import POINTS_BISCAMBIGGIA, POINTS_BRISCOLA, STRENGTH_BISCAMBIGGIA, STRENGTH_BRISCOLA
from . import words
from .policy import ChiamataPolicy
from .rules import BiscambiggiaChiamataHand, BriscolaChiamataHand, deal_by_fours

POLICY = ChiamataPolicy()

BRISCOLA_CHIAMATA = register_family(Family(
    "briscola-chiamata", BriscolaChiamataHand, lambda options: STRENGTH_BRISCOLA,
    lambda options: POINTS_BRISCOLA, trick_winner, deal_order=deal_by_fours,
    decks=("italian", "genoese"), words=words.BRISCOLA, policy=POLICY,
    rules_page="briscola-chiamata", order=4))
BISCAMBIGGIA_CHIAMATA = register_family(Family(
    "biscambiggia-chiamata", BiscambiggiaChiamataHand, lambda options: STRENGTH_BISCAMBIGGIA,
    lambda options: POINTS_BISCAMBIGGIA, trick_winner, deal_order=deal_by_fours,
    words=words.BISCAMBIGGIA, policy=POLICY, rules_page="biscambiggia-chiamata", order=5))


def _choice(name: str, values: tuple[str, ...], help: str) -> Option:
    return Option(name, values[0], str, values, help,
                  choice_words=tuple(words.CHOICES[v] for v in values))


_COMMON = (
    Option("hands", 5, int, (), words.HANDS, low=1, high=50),
    _choice("first_lead", ("dealer_right", "caller"), words.FIRST_LEAD),
    _choice("all_pass", ("redeal", "first_bids"), words.ALL_PASS),
    Option("own_card", True, bool, (), words.OWN_CARD),
    Option("cappotto", True, bool, (), words.CAPPOTTO),
)

register_variant(Variant("briscola-chiamata", BRISCOLA_CHIAMATA, 5, 40, 8, Tokens(), _COMMON,
                         None, 2, running_points=False))
register_variant(Variant("biscambiggia-chiamata", BISCAMBIGGIA_CHIAMATA, 5, 40, 8, Tokens(),
                         _COMMON + (_choice("trump", ("called_suit", "named"), words.TRUMP),),
                         None, 2))
from . import lesson  # noqa: F401,E402  (its lesson: engine/lessons.py)
