"""The words every game uses for its hands unless it says otherwise (a game's package
overrides the keys it words its own way: Briscola calls a hand a deal). Each is a message
code of the catalogue (engine/messages.py); `Family.words` maps a key to the code, and the
table renders it in the player's language (ui/messages.py)."""
from __future__ import annotations

from .messages import template

# the sense of an English the Briscola games say "briscola" where the Genoese games say
# "trionfo" (docs/i18n.md, "Each game's own words"): the trump suit, "Trump suit" in English
BRISCOLA_SENSE = "Briscola games: briscola"

HAND_WORDS: dict[str, str] = {
    "dealt": template("words.hand.dealt", "Hand {n}: dealer {name}"),
    "round": template("words.hand.round", "hand {n}"),
    "count": template("words.hand.count", "{n} hands"),
    "count_one": template("words.hand.count_one", "{n} hand"),
    "first_to": template("words.hand.first_to", "First to win {n} hands"),
    "first_to_one": template("words.hand.first_to_one", "First to win a hand"),   # n is 1
    "fixed": template("words.hand.fixed",
                      "{n} hands; the team that wins more takes the match"
                      " (if level, a draw)"),
    "fixed_one": template("words.hand.fixed_one",
                          "{n} hand; the team that wins it takes the match"
                          " (if void, a draw)"),
    "total": template("words.hand.total", "{n} hands; the higher total wins (if level, a draw)"),
    "total_one": template("words.hand.total_one",
                          "{n} hand; the higher total wins"
                          " (if level, a draw)"),
    "target": template("words.hand.target",
                       "First to {n} points at the end of a hand"
                       " (both past it: the higher; if level, one more hand)"),
    "target_one": template("words.hand.target_one",
                           "First to {n} point at the end of a hand"
                           " (both past it: the higher; if level, one more hand)"),
    "void": template("words.hand.void", "Hand {n}: void (a tie)"),
    "goes_to": template("words.hand.goes_to", "Hand {n} goes to {name}"),
    "hands_to_win": template("words.hand.hands_to_win", "Hands to win the match"),
    "hands_in_match": template("words.hand.hands_in_match", "Hands in the match"),
    # the table's words between hands (issue 26: one word for a hand all through a game)
    "over": template("words.hand.over", "The hand is over."),
    "next": template("words.hand.next", "Next hand (dealer: {name})"),
    "end_title": template("words.hand.end_title", "End of the hand"),
    "won_line": template("words.hand.won_line", "The hand goes to {name}: {points}"),
    "void_line": template("words.hand.void_line", "The hand is void: {points}"),
    "hand_total": template("words.hand.hand_total", "Hand total"),
    "this_hand": template("words.hand.this_hand", "This hand"),
    "played_tip": template("words.hand.played_tip", "Cards played in this hand ({n})"),
    "resume": template("words.hand.resume", "{title} \u2014 {people}. Hand {n}, standing: {score}."),
    "column": template("words.hand.column", "Hand"),
    # the talon, as the source texts of the Genoese games and of Tarocchi name it: "pozzo"
    # (biscambiggia.it.txt: "il resto del mazzo (detto pozzo)"; mariagio.it.txt and
    # tarocchi-a-pizzico.it.txt the same); Briscola's, "tallone", in games/trump/words.py.
    # A sentence says it as its field {talon} (engine/messages.py `template(nouns=...)`)
    "talon": template("words.hand.talon", "talon"),
    # where the talon was, once the turned trump is drawn (the table's talon tag)
    # one English in every game, "Trump suit" (the panel's, the log's); the Italian by sense:
    # "Briscola" here, the Genoese games' "Trionfo" in games/trump/words.py
    "trump_mark": template("words.hand.trump_mark", "Trump suit", sense=BRISCOLA_SENSE),
    # the hint's trumps (ui/explain.py): in Italian "briscole" and "cala come prima carta" here
    # (only the Briscola games say them), the Genoese games (games/trump/words.py TRIONFO)
    # say "trionfi" and "attacca"
    "lead_trump": template("words.hand.lead_trump",
                           "Lead {card}, a trump, to draw out the others' trumps."),
    "keeps_trumps": template("words.hand.keeps_trumps",
                             "{card} gives nothing away and keeps your trumps back."),
    # the hint's points (ui/explain.py): Tarocchi, where every card also counts by threes,
    # says so (games/tarocchi/words.py)
    "lead_free": template("words.hand.lead_free", "Lead {card}: it risks no points."),
    # the hint's lead (Italian "attacca", "l’attacco": the Genoese games' word; Briscola's
    # "calare" the first card in games/trump/words.py BRISCOLA_LEAD)
    "lead": template("words.hand.lead", "Lead {card}."),
    "takes_lead": template("words.hand.takes_lead", "{card} takes the trick and the lead."),
    "gives_nothing": template("words.hand.gives_nothing", "{card} gives nothing away."),
    "gives_only": template("words.hand.gives_only",
                           "{card} loses the trick but gives away only {n} points."),
    "gives_points": template("words.hand.gives_points",
                             "{card} loses the trick and gives away {n} points."),
    "takes_points": template("words.hand.takes_points", "{card} takes the trick: {n} points."),
    # a trump led when no other seat can hold one any more (every other trump played)
    "lead_last_trump": template("words.hand.lead_last_trump",
                                "Lead {card}: nobody else has a trump left, so it takes "
                                "the trick."),
    "every": template("words.hand.every", "Every hand"),
    # the Statistics window's columns of a game's tab (ui/stats_window.py)
    "stats_played": template("words.hand.stats_played", "Hands"),
    "stats_won": template("words.hand.stats_won", "Hands won"),
    "stats_points": template("words.hand.stats_points", "Points per hand"),
    "stats_played_tip": template("words.hand.stats_played_tip", "Hands played to the end"),
    "stats_points_tip": template("words.hand.stats_points_tip",
                                 "Your points (or your team's) per hand, on average"),
    # the review of the hands (ui/review_window.py, its buttons on the summaries)
    "numbered": template("words.hand.numbered", "Hand {n}"),
    "hands_label": template("words.hand.hands_label", "Hands:"),
    "review": template("words.hand.review", "&Review the hand"),
    "review_all": template("words.hand.review_all", "&Review the hands..."),
    "review_start": template("words.hand.review_start", "The start of the hand"),
    "review_end": template("words.hand.review_end", "The end of the hand"),
    "review_where": template("words.hand.review_where",
                             "Hand {hand}, trick {trick}: move {n} of {total}"),
    "review_choose": template("words.hand.review_choose",
                              "Choose a seat and the hands, then Review. Each decision is "
                              "weighed by Hard's search from what that seat knew at that "
                              "moment, never from the hidden cards."),
}

# where the hands' points add up to the match (Mariagio, Tarocchi), a tied hand is not void:
# its points count like any other's
TALLIED_WORDS: dict[str, str] = {
    "void": template("words.hand.tie", "Hand {n}: a tie (its points count)"),
    "void_line": template("words.hand.tie_line", "The hand is a tie: {points}"),
}


NAMES: dict[str, str] = {}      # a word the games store in their data -> its message code
COUNTED: set[str] = set()       # names whose cards are shown by their number ("tarocchi (11)")


def register_name(key: str, english: str, counted: bool = False) -> str:
    """The message code of a name a game stores in its data (a buona's kind, a bonus's
    name: "bagatto ultimo"), registered once by the game that uses it; `counted`: the cards
    it shows are told by their number."""
    code = template("name." + key.replace(" ", "_"), english)
    NAMES[key] = code
    if counted:
        COUNTED.add(key)
    return code
