"""The lessons of Biscambiggia and Briscola (engine/lessons.py): a hand for two (the trump,
the turned card under the talon, drawing, the last draw, the 61 points that win) and a
hand for four (partners, loading points on the partner's trick, what a player may see).
The deals are fixed; the computers' moves are written here, so the lesson goes the same
way every time."""
from __future__ import annotations

from ...engine.lessons import Do, Lesson, Move, Say, Skip, register_lesson
from ...engine.messages import Message, template
from .words import BISCAMBIGGIA, BRISCOLA

# each lesson's talon is its game's word (words.py): the lesson for two plays Biscambiggia
# ("pozzo"), the one for four Briscola ("tallone")
POZZO = {"talon": BISCAMBIGGIA["talon"]}
TALLONE = {"talon": BRISCOLA["talon"]}

TITLE = template("lesson.trump.title", "Biscambiggia and Briscola for two")
ABOUT = template("lesson.trump.about",
                 "The trump, the turned card, drawing, the last draw, the points that win.")
WELCOME = template("lesson.trump.welcome",
                   "You, at the bottom, play against {seat}. You each hold "
                   "three cards; the hand goes to whoever takes 61 of the 120 points.")
TRUMP = template("lesson.trump.trump",
                 "The card turned face up under the {talon}, half showing, is the trump: "
                 "{suit} in this hand. A trump beats any card of another suit.", nouns=POZZO)
RANKS = template("lesson.trump.ranks",
                 "Cards rank Ace, 7, King, Queen, Jack, then 6 down to 2. Points: Ace 11, "
                 "Seven 10, King 4, Queen 3, Jack 2; the others nothing. (In Briscola the 3 comes "
                 "second and scores 10, and the 7 heads the cards worth nothing: Ace, 3, "
                 "King, Knight, Jack, 7, 6, 5, 4, 2.)")
LEAD = template("lesson.trump.lead",
                "You lead. Play the {card}: drag it to the middle, double-click it, or pick "
                "it with the arrows and press Enter. A card worth nothing risks nothing.")
TAKEN = template("lesson.trump.taken",
                 "{seat} took the trick with a higher card of the suit led. Then each of you "
                 "draws a card from the {talon}, starting with the winner, who leads next.",
                 nouns=POZZO)
TRUMP_IT = template("lesson.trump.trump_it",
                    "{seat} led the {card}: 11 points. No suit must be followed, and any "
                    "trump takes it: play the {card_trump}.")
WON = template("lesson.trump.won",
               "Your trump took the trick: 11 points go to your pile. You lead the next one.")
LAST_DRAW = template("lesson.trump.last_draw",
                     "Some tricks later two cards are left to draw: the last card of the "
                     "{talon} and the turned trump. The winner of this trick draws the hidden "
                     "card, the other one gets the {card}.", nouns=POZZO)
KEEP = template("lesson.trump.keep",
                "Keep your trumps for the last three tricks: lead the {card}.")
END = template("lesson.trump.end",
               "The {talon} is empty: three cards each are left. Play them out on your own: "
               "61 points or more win the hand, 60 each is a void hand.", nouns=POZZO)
WRONG_LOW = template("lesson.trump.wrong_low",
                     "in this lesson you lead a card worth nothing first: the {action}")

TEAM_TITLE = template("lesson.team.title", "Playing with a partner (four and six players)")
TEAM_ABOUT = template("lesson.team.about",
                      "Partners, one pile per team, loading points on the partner's trick, "
                      "what you may see.")
SEATS = template("lesson.team.seats",
                 "{seat}, facing you, is your partner; {seat_left} and "
                 "{seat_right} play against you. Partners keep one pile: 61 points win.")
SILENT = template("lesson.team.silent",
                  "Trumps are the suit of the turned card. At this table partners cannot "
                  "talk or make signs to each other (Biscambiggia forbids it; Briscola's "
                  "talk and signs are left out): you read your partner from the cards "
                  "played.")
TEAM_LEAD = template("lesson.team.lead", "You lead: play the {card}, worth nothing.")
ORDER = template("lesson.team.order",
                 "{seat} took it and leads next. Play goes round the table: {seat}, your "
                 "partner, {seat_right}, and you last.")
LOAD = template("lesson.team.load",
                "Your partner's trump wins the trick and nobody plays after you: load "
                "points on it. Play the {card}: 11 points for your team.")
SEE = template("lesson.team.see",
               "In Briscola you may not look into the piles to count: count in your head. "
               "The last trick may be looked at again (L) until the next one is taken.")
PARTNER = template("lesson.team.partner",
                   "From the second deal of a match, once the {talon} is empty, partners may "
                   "look at each other's hands (an option); in the first deal, never. In "
                   "Biscambiggia, never.", nouns=TALLONE)
TEAM_END = template("lesson.team.end",
                    "That is all: play the rest of the hand with your partner.")

register_lesson(Lesson(
    "trump", "biscambiggia-2", TITLE, ABOUT, dealer=1, order=0,
    covers=("biscambiggia-2", "biscambiggia-3", "briscola-2", "briscola-3"),
    hands={0: ("2C", "4H", "KS"), 1: ("KC", "AD", "3S")}, turned="5H",
    talon=("KH", "JC", "AS", "JS", "7H", "4D", "JH", "QD", "7S", "AH", "4C", "2D", "JD", "QC",
           "7C", "6S", "7D", "4S", "6C", "QH", "KD", "5S", "3C", "5D", "6H", "AC", "2S", "3H",
           "2H", "QS", "6D", "3D", "5C"),
    script=(
        Say(Message(WELCOME, seat=1), ("hand:0",)),
        Say(Message(TRUMP, suit="H"), ("turned",)),
        Say(Message(RANKS), ("hand:0",)),
        Do(Message(LEAD, card="2C"), "2C", ("2C",), Message(WRONG_LOW, action="2C")),
        Move("KC"),
        Say(Message(TAKEN, seat=1), ("pile:1", "talon")),
        Move("AD"),
        Do(Message(TRUMP_IT, seat=1, card="AD", card_trump="4H"), "4H", ("4H", "trick")),
        Say(Message(WON), ("pile:0",)),
        Skip(("JC", "3S", "KS", "4D", "AS", "KH", "JS", "JH", "4C", "2D", "JD", "QD", "QC",
              "6S", "7S", "7H", "4S", "7C", "6C", "5S", "3C", "5D", "KD", "7D", "2S", "3H",
              "2H", "QS"), Message(LAST_DRAW, card="5H"), ("talon", "turned")),
        Do(Message(KEEP, card="6D"), "6D", ("6D",)),
        Move("3D"),
        Say(Message(END), ("hand:0",)),
    )))

register_lesson(Lesson(
    "team", "briscola-4", TEAM_TITLE, TEAM_ABOUT, dealer=3, order=1,
    covers=("biscambiggia-4", "biscambiggia-6", "briscola-4", "briscola-6"),
    hands={0: ("4C", "AS", "6D"), 1: ("KC", "7D", "JS"), 2: ("5C", "2H", "QD"),
           3: ("6C", "2D", "QS")}, turned="4H",
    talon=("KD", "3D", "5D", "4D", "JD", "7S", "6H", "QC", "AH", "AD", "4S", "5H", "7H", "KH",
           "3H", "2S", "2C", "3S", "JH", "QH", "JC", "3C", "5S", "KS", "6S", "7C", "AC"),
    script=(
        Say(Message(SEATS, seat=2, seat_left=1, seat_right=3), ("plate:2", "plate:1", "plate:3")),
        Say(Message(SILENT), ("turned",)),
        Do(Message(TEAM_LEAD, card="4C"), "4C", ("4C",)),
        Move("KC"), Move("5C"), Move("6C"),
        Say(Message(ORDER, seat=1, seat_right=3), ("plate:1",)),
        Move("7D"), Move("2H"), Move("2D"),
        Do(Message(LOAD, card="AS"), "AS", ("AS", "trick")),
        Say(Message(SEE), ("pile:0",)),
        Say(Message(PARTNER), ("plate:2",)),
        Say(Message(TEAM_END), ("hand:0",)),
    )))
