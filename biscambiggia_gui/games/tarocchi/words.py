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
                      "Tarocchi a pizzico, two players with the 78-card tarot: follow suit or "
                      "play a tarot, and show your buone for extra points."),
}
register_name("tarocchi", "tarocchi", counted=True)
for _key in ("gatti", "famiglia", "quaterno", "terno", "bagatto ultimo"):
    register_name(_key, _key)
NEW_RULES = template("option.new_rules", "T20 beats T21, and T21 counts instead of T20")
