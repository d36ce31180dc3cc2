"""The chiamata games' words, in English; the Italian is in the translations
(docs/i18n.md)."""
from __future__ import annotations

from ...engine.messages import template
from ...engine.words import BRISCOLA_SENSE, HAND_WORDS, register_name
from ..trump.words import BRISCOLA_LEAD, TRIONFO

_TOKENS = {
    "tokens": template("words.chiamata.tokens",
                       "{n} hands; the most tokens wins"
                       " (a shared top is a draw)"),
    "tokens_one": template("words.chiamata.tokens_one",
                           "{n} hand; the most tokens wins"
                           " (a shared top is a draw)"),
    "tokens_count": template("words.chiamata.tokens_count", "{n} tokens"),
    "tokens_count_one": template("words.chiamata.tokens_count_one", "{n} token"),
    "caller": template("words.chiamata.caller", "caller"),
    "partner": template("words.chiamata.partner", "partner"),
    "defender": template("words.chiamata.defender", "defender"),
    "alone": template("words.chiamata.alone", "alone"),
}

# a hand's result said by its contract (ui/seat_names.py `contract_words`): the caller's side,
# its points and the points it needed, then who takes the hand; the winners named first
# with fewer points ("The hand goes to Bruno, Carla and Dario: 47 - 73") read as a miscount
_CONTRACT = {
    "contract_made": template("words.chiamata.contract_made",
                              "{name}: {points} points, {target} needed, so the contract is made"),
    "contract_lost": template("words.chiamata.contract_lost",
                              "{name}: {points} points, {target} needed, so the hand goes to "
                              "{winners}"),
    # the match end's table of hands, under who took the hand: the caller's side and its points
    "contract_points": template("words.chiamata.contract_points",
                                "{name}: {points} points, {target} needed"),
}

# a deal everyone passed is not one of the match's hands: the deal after it keeps its number
# and says so (Match.hand_number; ui/messages.py hand_word takes key + "_again")
_REDEAL = {
    "dealt_again": template("words.chiamata.dealt_again", "Hand {n}, dealt again: dealer {name}"),
    "round_again": template("words.chiamata.round_again", "hand {n}, dealt again"),
    "numbered_again": template("words.chiamata.numbered_again", "Hand {n}, dealt again"),
    "passed": template("words.chiamata.passed",
                       "Hand {n}: everyone passed, the next dealer deals again"),
}

BRISCOLA = {
    **HAND_WORDS, **_TOKENS, **_REDEAL, **_CONTRACT,  # hands, as the rules page says (not Briscola's deals)
    **BRISCOLA_LEAD,                                 # a Briscola game: "tallone", "calare" the first card
    # the call's banner and log line: the trump and the caller's contract
    "called_detail": template("words.chiamata.called_detail",
                              "Trump suit: {trump}; {points} points to make",
                              sense=BRISCOLA_SENSE),
    # past the 2 the auction goes on in points, said as the rules page says it
    "bid_points": template("words.briscola_chiamata.bid_points", "the 2 at {n}"),
    "title": template("game.briscola_chiamata.title", "Briscola chiamata"),
    "about": template("game.briscola_chiamata.about",
                      "Five players, eight cards each: bid down the ranks for the right to "
                      "name the trump; the holder of the called card is your secret partner."),
}
BISCAMBIGGIA = {
    **HAND_WORDS, **_TOKENS, **_REDEAL, **_CONTRACT, **TRIONFO,   # the Genoese "trionfo"
    "called_detail": template("words.biscambiggia_chiamata.called_detail",
                              "Trump suit: {trump}; {points} points to make"),
    "title": template("game.biscambiggia_chiamata.title", "Biscambiggia chiamata"),
    "about": template("game.biscambiggia_chiamata.about",
                      "Five players, eight cards each: bid the points you pledge, then call a "
                      "card: its suit is trump and its holder is your secret partner."),
}

HANDS = template("option.chiamata.hands", "Hands in the match")
FIRST_LEAD = template("option.first_lead", "Who leads the first trick")
ALL_PASS = template("option.all_pass", "When everyone passes")
OWN_CARD = template("option.own_card", "The caller may call a card of their own hand (and play "
                                       "alone, for 4 tokens)")
CAPPOTTO = template("option.cappotto", "A side that takes all 120 points scores double tokens")
TRUMP = template("option.trump", "Trump suit")      # Biscambiggia chiamata's only: "trionfo"
CHOICES = {
    "dealer_right": template("option.choice.dealer_right", "the player on the dealer's right"),
    "caller": template("option.choice.caller", "the caller"),
    "redeal": template("option.choice.redeal", "the next dealer deals again"),
    "first_bids": template("option.choice.first_bids", "the first to speak must bid"),
    "called_suit": template("option.choice.called_suit", "the suit of the called card"),
    "named": template("option.choice.named", "named by the caller, before the call"),
}
register_name("cappotto", "cappotto")
