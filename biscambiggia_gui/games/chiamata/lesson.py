"""The lesson of the chiamata games (engine/lessons.py): the auction in the panel, the call
of the partner's card, the secret partner revealed, on a fixed deal of Briscola chiamata
with the computers' moves written here."""
from __future__ import annotations

from ...engine.lessons import Do, Lesson, Move, Say, register_lesson
from ...engine.messages import Message, template
from .words import BRISCOLA

TALLONE = {"talon": BRISCOLA["talon"]}          # the lesson plays Briscola chiamata

TITLE = template("lesson.chiamata.title", "Briscola chiamata and Biscambiggia chiamata")
ABOUT = template("lesson.chiamata.about", "Five players: the auction, the called partner.")
INTRO = template("lesson.chiamata.intro",
                 "Five players, eight cards each, no {talon}. First an "
                 "auction decides who calls a partner; the others play against the two.",
                 nouns=TALLONE)
BID = template("lesson.chiamata.bid",
               "In the auction players bid ranks, each lower than the last: a lower rank is a "
               "higher bid. Open with the Ace: press Bid beside the table.")
HIGHER = template("lesson.chiamata.higher",
                  "{seat} outbid you with the 3; the others passed. Passing leaves the "
                  "auction for the rest of the hand.")
KING = template("lesson.chiamata.king",
                "Bid the King: you promise that you and your partner will take 61 points. "
                "Press Bid.")
CALL = template("lesson.chiamata.call",
                "You won the auction. Call a King: its suit is trump, and whoever holds it "
                "is your partner, unknown until the card is played. Call the {card}.")
LEAD = template("lesson.chiamata.lead",
                "You lead. Play the {card}: a low trump, to see who holds the King.")
REVEALED = template("lesson.chiamata.revealed",
                    "{seat} played the {card}: the partner is known to all now. Your side "
                    "needs 61 points.")
TOKENS = template("lesson.chiamata.tokens",
                  "After the hand the caller wins or loses 2 tokens, the partner 1, each of "
                  "the others 1; a caller who calls a card of their own hand plays alone, "
                  "for 4. In Biscambiggia chiamata the bids are points, 61 to 120, and the "
                  "caller calls any card: its suit is trump. Play the rest of the hand.")

register_lesson(Lesson(
    "chiamata", "briscola-chiamata", TITLE, ABOUT, dealer=4, order=4,
    covers=("briscola-chiamata", "biscambiggia-chiamata"),
    hands={0: ("AS", "3S", "QS", "7S", "AH", "4D", "5C", "2D"),
           1: ("KH", "6C", "5S", "3C", "4H", "QH", "2S", "7D"),
           2: ("KS", "6D", "JC", "3H", "QD", "7C", "2C", "5H"),
           3: ("5D", "AC", "JS", "KD", "7H", "3D", "4S", "6S"),
           4: ("2H", "6H", "4C", "JD", "JH", "QC", "KC", "AD")},
    script=(
        Say(Message(INTRO), ("hand:0",)),
        Do(Message(BID), "bid:A", ("panel",)),
        Move("bid:3"), Move("pass"), Move("pass"), Move("pass"),
        Say(Message(HIGHER, seat=1), ("plate:1",)),
        Do(Message(KING), "bid:K", ("panel",)),
        Move("pass"),
        Do(Message(CALL, card="KS"), "call:KS", ("panel",)),
        Do(Message(LEAD, card="7S"), "7S", ("7S",)),
        Move("2S"), Move("KS"),
        Say(Message(REVEALED, seat=2, card="KS"), ("plate:2", "KS")),
        Move("4S"), Move("2H"),
        Say(Message(TOKENS), ("hand:0",)),
    )))
