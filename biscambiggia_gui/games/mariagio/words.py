"""Mariagio's words, in English; the Italian is in the translations (docs/i18n.md)."""
from __future__ import annotations

from ...engine.messages import template
from ...engine.words import HAND_WORDS, TALLIED_WORDS, register_name
from ..trump.words import TRIONFO

WORDS = {
    **HAND_WORDS,
    **TALLIED_WORDS,
    **TRIONFO,                                  # "trionfo", as Biscambiggia
    "title": template("game.mariagio.title", "Mariagio"),
    "about": template("game.mariagio.about",
                      "Two players, seven cards each: marriages of king and queen, the "
                      "exchange of the two of trumps, and a strict end game; the first to "
                      "reach the points of the match wins."),   # the target is an option
    # said at the table when the talon is finished (docs/rules.md section 4)
    "last_phase": template("words.mariagio.last_phase",
                           "The {talon} is empty: the last seven tricks begin. Follow suit and "
                           "beat the card led if you can; with none of its suit, play a trump.",
                           nouns={"talon": HAND_WORDS["talon"]}),
    "last_phase_title": template("words.mariagio.last_phase_title", "the last seven tricks"),
    "last_phase_follow": template("words.mariagio.last_phase_follow",
                                  "The {talon} is empty: the last seven tricks begin. Follow "
                                  "suit if you can.", nouns={"talon": HAND_WORDS["talon"]}),
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
