"""The lesson of Mariagio (engine/lessons.py): the exchange of the 2 of trumps, a marriage
in trumps, the strict replies of the last seven tricks and the 20 of the last trick, on a
fixed deal with the computer's moves written here."""
from __future__ import annotations

from ...engine.lessons import Do, Lesson, Move, Say, Skip, register_lesson
from ...engine.messages import Message, template
from .words import WORDS

POZZO = {"talon": WORDS["talon"]}                # Mariagio's talon, as its text says: "pozzo"

TITLE = template("lesson.mariagio.title", "Mariagio")
ABOUT = template("lesson.mariagio.about",
                 "Marriages, the exchange of the 2, strict play in the last seven tricks, the "
                 "20 of the last trick.")
INTRO = template("lesson.mariagio.intro",
                 "Two players, seven cards each, Biscambiggia's ranks and points. "
                 "Thirteen tricks are played drawing from the {talon}, then the last seven "
                 "from the hand.", nouns=POZZO)
TRUMP = template("lesson.mariagio.trump",
                 "The turned card is trump: {suit}. While it lies under the {talon}, the "
                 "leader holding the 2 of trumps may exchange it for the turned card.",
                 nouns=POZZO)
EXCHANGE = template("lesson.mariagio.exchange",
                    "You lead and hold the {card}: exchange it for the turned trump, the {card_turned}. "
                    "Press the exchange button beside the table.")
MARRIAGE = template("lesson.mariagio.marriage",
                    "Now you hold the King and the Queen of trumps: a marriage. Shown before "
                    "you lead, it scores 40 (20 in another suit), even if you never win a "
                    "trick. Press its button.")
LEAD = template("lesson.mariagio.lead",
                "Now lead the {card}. You may keep the King and Queen: they are already "
                "counted.")
LAST_SEVEN = template("lesson.mariagio.last_seven",
                      "Thirteen tricks later the {talon} is empty. In the last seven tricks "
                      "the reply is strict: follow the suit led and beat the card if you can; "
                      "with none of that suit, play a trump.", nouns=POZZO)
STRICT = template("lesson.mariagio.strict",
                  "{seat} led the {card}. You hold one card of that suit: the {card_reply} "
                  "is the only card the rules let you play. Try another one first if you "
                  "like.")
LAST_TRICK = template("lesson.mariagio.last_trick",
                      "The last trick scores 20 more for its winner: lead the {card}, the "
                      "Ace of trumps.")
LATER = template("lesson.mariagio.later", "Six tricks later one card each is left.")
END = template("lesson.mariagio.end",
               "The hand counts the card points, the marriages and the last trick. Hands add "
               "up: the first to reach 200 wins the match.")

register_lesson(Lesson(
    "mariagio", "mariagio", TITLE, ABOUT, dealer=1, order=2,
    hands={0: ("2D", "QD", "4C", "5S", "JH", "6C", "3S"),
           1: ("AC", "7S", "KH", "QH", "4D", "2S", "6H")}, turned="KD",
    talon=("7D", "KS", "3D", "KC", "5D", "AH", "3C", "7H", "AS", "QC", "QS", "5H", "5C", "3H",
           "7C", "6D", "4S", "JD", "2C", "AD", "JS", "4H", "JC", "2H", "6S"),
    script=(
        Say(Message(INTRO), ("hand:0",)),
        Say(Message(TRUMP, suit="D"), ("turned",)),
        Do(Message(EXCHANGE, card="2D", card_turned="KD"), "exchange:2D", ("panel", "2D", "turned")),
        Do(Message(MARRIAGE), "marriage:D", ("panel", "KD", "QD")),
        Do(Message(LEAD, card="4C"), "4C", ("4C",)),
        Skip(("AC", "marriage:H", "2S", "KS", "3S", "7S", "6H", "AH", "3C", "KC", "QH", "5S",
              "QS", "5H", "5C", "QC", "3H", "7H", "4S", "6C", "2C", "7C", "JH", "KH", "4H", "2H",
              "6S"), Message(LAST_SEVEN), ("hand:0",)),
        Do(Message(STRICT, seat=1, card="6S", card_reply="JS"), "JS", ("JS", "trick")),
        Skip(("2D", "4D", "JC", "3D", "JD", "7D", "5D", "QD", "KD", "6D"), Message(LATER),
             ("AD",)),
        Do(Message(LAST_TRICK, card="AD"), "AD", ("AD",)),
        Move("AS"),
        Say(Message(END), ("pile:0",)),
    )))
