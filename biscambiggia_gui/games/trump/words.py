"""Biscambiggia's and Briscola's words, in English; the Italian is in the translations
(docs/i18n.md). Each is a message code of the catalogue."""
from __future__ import annotations

from ...engine.messages import template
from ...engine.words import HAND_WORDS

BISCAMBIGGIA = {
    **HAND_WORDS,
    "title": template("game.biscambiggia.title", "Biscambiggia"),
    "about": template("game.biscambiggia.about",
                      "The Ligurian trump game: three cards each, a trump turned under the "
                      "talon; the ace and the seven take most of the points."),
}

# Briscola's text calls a hand a deal ("smazzata")
BRISCOLA = {
    **HAND_WORDS,
    "title": template("game.briscola.title", "Briscola"),
    "about": template("game.briscola.about",
                      "Italy's favourite trump game: three cards each; the ace and the three "
                      "take most of the points. Teams of two or three at 4 and 6."),
    "dealt": template("words.deal.dealt", "Deal {n}: dealer {name}"),
    "round": template("words.deal.round", "deal {n}"),
    "count": template("words.deal.count", "{n} deals"),
    "count_one": template("words.deal.count_one", "{n} deal"),
    "first_to": template("words.deal.first_to", "First to win {n} deals"),
    "first_to_one": template("words.deal.first_to_one", "First to win {n} deal"),
    "fixed": template("words.deal.fixed", "{n} deals; the team that wins more takes the match"),
    "fixed_one": template("words.deal.fixed_one", "{n} deal; the team that wins it takes the match"),
    "void": template("words.deal.void", "Deal {n}: void (a tie)"),
    "goes_to": template("words.deal.goes_to", "Deal {n} goes to {name}"),
    "hands_to_win": template("words.deal.hands_to_win", "Deals to win the match"),
    "hands_in_match": template("words.deal.hands_in_match", "Deals in the match"),
}

PARTNER_VIEW = template("option.partner_view",
                        "Once the talon is empty, partners see each other's hands")
