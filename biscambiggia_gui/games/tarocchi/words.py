"""Tarocchi a pizzico's words, in English; the Italian is in the translations
(docs/i18n.md)."""
from __future__ import annotations

from ...engine.messages import template
from ...engine.words import HAND_WORDS, TALLIED_WORDS, register_name

WORDS = {
    **HAND_WORDS,
    **TALLIED_WORDS,
    "title": template("game.tarocchi.title", "Tarocchi a pizzico"),
    "about": template("game.tarocchi.about",
                      "Two players, the 78-card tarot deck: follow suit or play a tarot, and "
                      "show your buone for extra points."),
    # the hint's points: a card with no points of its own still counts by threes
    "lead_free": template("words.tarocchi.lead_free",
                          "Lead {card}: it risks no points of its own, only one card of the "
                          "count by threes."),
    "gives_nothing": template("words.tarocchi.gives_nothing",
                              "{card} gives away no points of its own, only one card of the "
                              "count by threes."),
    # a fante is worth 1 point: each of these has its sentence for 1 (`one`)
    "gives_only": template("words.tarocchi.gives_only",
                           "{card} loses the trick but gives away only {n} points and one "
                           "card of the count by threes.",
                           one="{card} loses the trick but gives away only {n} point and one "
                               "card of the count by threes."),
    "gives_points": template("words.tarocchi.gives_points",
                             "{card} loses the trick and gives away {n} points and one card "
                             "of the count by threes.",
                             one="{card} loses the trick and gives away {n} point and one "
                                 "card of the count by threes."),
    "takes_points": template("words.tarocchi.takes_points",
                             "{card} takes the trick: {n} points and {k} cards of the count "
                             "by threes.",
                             one="{card} takes the trick: {n} point and {k} cards of the "
                                 "count by threes."),
}
register_name("tarocchi", "tarocchi", counted=True)
for _key in ("gatti", "famiglia", "quaterno", "terno", "bagatto ultimo"):
    register_name(_key, _key)
NEW_RULES = template("option.new_rules", "T20 beats T21, and T21 counts instead of T20")
