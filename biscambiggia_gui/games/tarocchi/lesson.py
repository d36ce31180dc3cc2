"""The lesson of Tarocchi a pizzico (engine/lessons.py): suits and tarots, a buona (the
gatti), the replies, the draws shown to the opponent, the matto and its debt, the count of
the score sheet, on a fixed deal with the computer's moves written here."""
from __future__ import annotations

from ...engine.lessons import Do, Lesson, Move, Say, register_lesson
from ...engine.messages import Message, template
from .rules import SUIT_WORDS

TITLE = template("lesson.tarocchi.title", "Tarocchi a pizzico")
ABOUT = template("lesson.tarocchi.about",
                 "Suits and tarots, the matto and its debt, the buone, the score sheet.")
INTRO = template("lesson.tarocchi.intro",
                 "Two players, 78 cards, fifteen each. Four suits of "
                 "fourteen, the 21 tarots, which are trumps, and the matto.")
RANKS = template("lesson.tarocchi.ranks",
                 "Suit cards rise from the ace to the 10, then jack (F), knight (C), queen (D) "
                 "and king (R). Any tarot beats a suit card, and a higher tarot beats a lower one.")
GATTI = template("lesson.tarocchi.gatti",
                 "Before your card you may show buone. You hold the matto, the 1 and the 20 "
                 "of tarots: the gatti, 10 points. Press their button.")
LEAD = template("lesson.tarocchi.lead",
                "Now lead the {card}. The reply must follow the suit led; without it, a "
                "tarot; without tarots, anything.")
DRAWS = template("lesson.tarocchi.draws",
                 "{seat} followed suit higher and took the trick. The winner draws first, then "
                 "the other, and each card drawn is shown to the opponent.")
MATTO = template("lesson.tarocchi.matto",
                 "{seat} led the {card}. The matto may be played in reply to any card, whatever "
                 "its suit: it never wins, but it comes back to your pile. Play the matto.")
DEBT = template("lesson.tarocchi.debt",
                "The matto lies across your pile. In exchange you owe {seat} a card, taken "
                "from a trick you win later.")
WIN = template("lesson.tarocchi.win",
               "{seat} led the {card} and you have no {suit}: you must play a tarot. Take "
               "the trick with the {card_tarot}.", suit_words=SUIT_WORDS)
GIVE = template("lesson.tarocchi.give",
                "You won a trick after the matto: pay the debt now with one of its cards (or "
                "at a later turn). Give the {card}, which has no points of its own (it counts "
                "only as one card of the count by threes).")
SCORE = template("lesson.tarocchi.score",
                 "The count: a point for every three cards taken, one more for two cards "
                 "left over (one card left over counts nothing); 4 for the 1, the 20, the "
                 "matto and each king, 3 for each queen, 2 for each knight, 1 for each jack; "
                 "the buone on top. The score sheet shows it line by line after the hand.")
END = template("lesson.tarocchi.end", "Play the rest of the hand on your own.")

register_lesson(Lesson(
    "tarocchi", "tarocchi-pizzico", TITLE, ABOUT, dealer=1, order=3,
    hands={0: ("M", "T1", "T20", "T5", "T9", "T14", "KH", "3H", "7H", "AD", "4D", "CS", "2S",
               "5S", "9S"),
           1: ("CH", "KD", "10C", "KS", "3S", "T15", "6S", "T8", "JH", "QH", "T16", "5C", "CC",
               "3D", "QS")},
    talon=("QD", "6H", "T3", "T19", "7S", "JD", "T17", "7D", "AC", "CD", "QC", "4H", "8C", "T4",
           "5D", "T21", "7C", "T7", "8H", "10D", "6C", "6D", "AH", "10S", "4S", "9H", "AS", "4C",
           "T12", "JC", "3C", "10H", "2D", "5H", "T11", "8D", "9C", "2H", "KC", "JS", "T18",
           "T13", "T2", "T10", "2C", "T6", "9D", "8S"),
    script=(
        Say(Message(INTRO), ("hand:0",)),
        Say(Message(RANKS), ("T20", "KH")),
        Do(Message(GATTI), "gatti:M,T1,T20", ("panel", "M", "T1", "T20")),
        Do(Message(LEAD, card="3H"), "3H", ("3H",)),
        Move("CH"),
        Say(Message(DRAWS, seat=1), ("talon", "hand:1")),
        Move("KD"),
        Do(Message(MATTO, seat=1, card="KD"), "M", ("M", "trick")),
        Say(Message(DEBT, seat=1), ("pile:0",)),
        Move("10C"),
        Do(Message(WIN, seat=1, card="10C", suit="C", card_tarot="T5"), "T5", ("T5", "trick")),
        Do(Message(GIVE, card="10C"), "give:10C", ("panel",)),
        Say(Message(SCORE), ("pile:0", "pile:1")),
        Say(Message(END), ("hand:0",)),
    )))
