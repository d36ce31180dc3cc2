"""Biscambiggia's and Briscola's words, in English; the Italian is in the translations
(docs/i18n.md). Each is a message code of the catalogue."""
from __future__ import annotations

from ...engine.messages import template
from ...engine.words import HAND_WORDS

# The Genoese games (Biscambiggia, Mariagio, Biscambiggia chiamata) call the trump suit
# "seme di trionfo" and its cards "trionfi" (biscambiggia.it.txt: "Il seme della carta
# scoperta è detto seme di trionfo"); Briscola calls them "briscola". Over the suit's name on
# the table, where the talon was: "Trionfo" here, "Briscola" in HAND_WORDS.
# The hint says the same English in every game (engine/words.py HAND_WORDS), with the
# Genoese Italian under a sense of its own: before, it said one thing two ways ("to draw
# the others' trumps" here, "to draw out" in Briscola; "has a trump left", "holds a trump
# any more") so that the two Italians had two English keys.
TRIONFI = "Genoese games: trionfo, attaccare"
TRIONFO = {
    "trump_mark": template("words.trionfo.trump_mark", "Trump suit"),
    "lead_trump": template("words.trionfo.lead_trump",
                           "Lead {card}, a trump, to draw out the others' trumps.",
                           sense=TRIONFI),
    "keeps_trumps": template("words.trionfo.keeps_trumps",
                             "{card} gives nothing away and keeps your trumps back.",
                             sense=TRIONFI),
    "lead_last_trump": template("words.trionfo.lead_last_trump",
                                "Lead {card}: nobody else has a trump left, so it takes "
                                "the trick.", sense=TRIONFI),
}

BISCAMBIGGIA = {
    **HAND_WORDS, **TRIONFO,
    "title": template("game.biscambiggia.title", "Biscambiggia"),
    "about": template("game.biscambiggia.about",
                      "The Ligurian trump game: three cards each, a trump turned under the "
                      "{talon}; the ace and the seven take most of the points.",
                      nouns={"talon": HAND_WORDS["talon"]}),
}

# Briscola's own words where its text has its own (briscola.it.txt), the same English as
# the Genoese games' with another Italian (a Linguist sense, engine/messages.py): the talon
# is "tallone" ("tallone - mazzo di carte coperto messo sul tavolo da gioco"), and to lead
# is "calare per primo" ("A calare per primo è sempre il giocatore che ha effettuato
# l'ultima cattura"; to the person "cala come prima carta", "cali tu la prima carta": "per
# primo" would give the person a gender), where Biscambiggia says "pozzo" and "attaccare".
# Briscola chiamata, a Briscola game, says them too (games/chiamata/words.py).
TALLONE = template("words.briscola.talon", "talon", sense="Briscola: tallone")
CALARE = "Briscola: calare per primo"
BRISCOLA_LEAD = {
    "talon": TALLONE,
    "lead_free": template("words.briscola.lead_free", "Lead {card}: it risks no points.",
                          sense=CALARE),
    "lead": template("words.briscola.lead", "Lead {card}.", sense=CALARE),
    "takes_lead": template("words.briscola.takes_lead", "{card} takes the trick and the lead.",
                           sense=CALARE),
}

# Briscola's text calls a hand a deal ("smazzata"): every word of a hand is a deal
BRISCOLA = {
    **HAND_WORDS, **BRISCOLA_LEAD,
    "title": template("game.briscola.title", "Briscola"),
    "about": template("game.briscola.about",
                      "Italy's favourite trump game: three cards each; the ace and the three "
                      "take most of the points. Teams of two or three at 4 and 6."),
    "dealt": template("words.deal.dealt", "Deal {n}: dealer {name}"),
    "round": template("words.deal.round", "deal {n}"),
    "count": template("words.deal.count", "{n} deals"),
    "count_one": template("words.deal.count_one", "{n} deal"),
    "first_to": template("words.deal.first_to", "First to win {n} deals"),
    "first_to_one": template("words.deal.first_to_one", "First to win a deal"),   # n is 1
    "fixed": template("words.deal.fixed",
                      "{n} deals; the team that wins more takes the match"
                      " (if level, a draw)"),
    "fixed_one": template("words.deal.fixed_one",
                          "{n} deal; the team that wins it takes the match"
                          " (if void, a draw)"),
    "void": template("words.deal.void", "Deal {n}: void (a tie)"),
    "goes_to": template("words.deal.goes_to", "Deal {n} goes to {name}"),
    "total": template("words.deal.total", "{n} deals; the higher total wins (if level, a draw)"),
    "total_one": template("words.deal.total_one",
                          "{n} deal; the higher total wins"
                          " (if level, a draw)"),
    "target": template("words.deal.target",
                       "First to {n} points at the end of a deal"
                       " (both past it: the higher; if level, one more deal)"),
    "target_one": template("words.deal.target_one",
                           "First to {n} point at the end of a deal"
                           " (both past it: the higher; if level, one more deal)"),
    "hands_to_win": template("words.deal.hands_to_win", "Deals to win the match"),
    "hands_in_match": template("words.deal.hands_in_match", "Deals in the match"),
    "over": template("words.deal.over", "The deal is over."),
    "next": template("words.deal.next", "Next deal (dealer: {name})"),
    "end_title": template("words.deal.end_title", "End of the deal"),
    "won_line": template("words.deal.won_line", "The deal goes to {name}: {points}"),
    "void_line": template("words.deal.void_line", "The deal is void: {points}"),
    "hand_total": template("words.deal.hand_total", "Deal total"),
    "this_hand": template("words.deal.this_hand", "This deal"),
    "played_tip": template("words.deal.played_tip", "Cards played in this deal ({n})"),
    "resume": template("words.deal.resume", "{title} \u2014 {people}. Deal {n}, standing: {score}."),
    "column": template("words.deal.column", "Deal"),
    "every": template("words.deal.every", "Every deal"),
    "stats_played": template("words.deal.stats_played", "Deals"),
    "stats_won": template("words.deal.stats_won", "Deals won"),
    "stats_points": template("words.deal.stats_points", "Points per deal"),
    "stats_played_tip": template("words.deal.stats_played_tip", "Deals played to the end"),
    "stats_points_tip": template("words.deal.stats_points_tip",
                                 "Your points (or your team's) per deal, on average"),
    "numbered": template("words.deal.numbered", "Deal {n}"),
    "hands_label": template("words.deal.hands_label", "Deals:"),
    "review": template("words.deal.review", "&Review the deal"),
    "review_all": template("words.deal.review_all", "&Review the deals..."),
    "review_start": template("words.deal.review_start", "The start of the deal"),
    "review_end": template("words.deal.review_end", "The end of the deal"),
    "review_where": template("words.deal.review_where",
                             "Deal {hand}, trick {trick}: move {n} of {total}"),
    # said at the table when partners' hands open to each other (rules.py,
    # partner_hands_visible: from the second deal, once the talon is empty)
    "partners_open": template("words.deal.partners_open",
                              "The {talon} is empty: partners now see each other's hands.",
                              nouns={"talon": TALLONE}),
    "review_choose": template("words.deal.review_choose",
                              "Choose a seat and the deals, then Review. Each decision is "
                              "weighed by Hard's search from what that seat knew at that "
                              "moment, never from the hidden cards."),
}

PARTNER_VIEW = template("option.partner_view",          # never in the first deal (rules.py)
                        "From the second deal, once the {talon} is empty, partners see each "
                        "other's hands", nouns={"talon": TALLONE})
