"""Mariagio's words, in English; the Italian is in the translations (docs/i18n.md)."""
from __future__ import annotations

from ...engine.messages import template
from ...engine.words import HAND_WORDS, register_name

WORDS = {
    **HAND_WORDS,
    "title": template("game.mariagio.title", "Mariagio"),
    "about": template("game.mariagio.about",
                      "Two players, seven cards each: marriages of king and queen, the "
                      "exchange of the two of trumps, and a strict end game. First to 200."),
}
for _key in ("marriage", "captured marriage", "last trick"):
    register_name(_key, _key)
TARGET = template("option.target", "Points that end the match")
FOLLOW_SUIT_ONLY = template("option.follow_suit_only",
                            "Last seven tricks: follow suit only (no duty to win or to trump)")
CAPTURED_MARRIAGE = template("option.captured_marriage",
                             "A trick holding the K and Q of one suit scores 20 (40 in trumps) "
                             "for its winner")
LATE_MARRIAGE = template("option.late_marriage",
                         "Marriages may be declared in the last seven tricks")
