"""Words the table shows: card names in the deck's own naming (short "7♥" on the table and
in the log, whole names such as "Asso di coppe" / "Ace of cups" for screen readers), what
an action or a declaration means in a sentence, side names.

Every string goes through `tr` (Qt Linguist context "", which is where pyside6-lupdate puts
a plain `tr(...)` call); strings chosen at run time are marked with `QT_TR_NOOP` so lupdate
still finds them. Sentences with a name or a number in them are templates with `{fields}`
filled in by `tr(text, name=...)` (lupdate reads keyword arguments as no comment), so a
translation can put the words in its own order."""
from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel

from ..engine.actions import action_kind
from ..engine.cards import RANKS_TAROT_SUIT, deck_78
from ..i18n import Noun, fill, lowered_article
from ..engine.messages import Message, plain
from ..engine.words import COUNTED, NAMES

CONTEXT = ""


def decimal(value: float, places: int = 1) -> str:
    """A number with `places` decimals as the language writes it ("76,9" in Italian, "76.9"
    in English: i18n.install sets the default locale); one that rounds to nothing is "0,0",
    never "-0,0"."""
    value = float(value)
    if round(value, places) == 0:
        value = 0.0
    return QLocale().toString(value, "f", places)


def plain_label(text: str = "", **kwargs) -> QLabel:
    """A label that shows its text as it is, never as markup: every label that may hold a
    player's name (a name may be "<Gino>" or "Tom & Jerry"; a label left to guess took
    the first for a tag and showed nothing, or "&amp;" for the second)."""
    label = QLabel(text, **kwargs)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


BREAK = "\u200b"          # a zero-width space: a line may break there, nothing is drawn


def breakable(text: str, font: QFont, width: int) -> str:
    """`text` for a word-wrapped label `width` pixels wide in `font`: a word wider than
    that (a name of 24 W's) may break between any two of its letters (a label breaks
    only between words, so it kept the whole word and the layout cut it and what stood
    beside it); every other word, and the text as read, is unchanged."""
    metrics = QFontMetrics(font)

    def broken(word: str) -> str:             # never between an Alt-letter's "&" and its letter
        return "".join(c + ("" if c == "&" or i == len(word) - 1 else BREAK)
                       for i, c in enumerate(word))
    return "".join(broken(word) if word != " " and metrics.horizontalAdvance(word) > width
                   else word for word in re.split(r"( )", text))


def tr(text: str, **fields) -> str:
    """`text` in the language installed; with fields, a template filled in:
    tr("Pass to {name}", name="Anna"). A translation that broke a {field} falls back to
    the English template rather than failing."""
    translated = QCoreApplication.translate(CONTEXT, text)
    if not fields:
        return translated
    try:
        return fill(translated, fields)
    except (KeyError, IndexError, ValueError):
        return text.format(**fields)


def as_sentence(line: str) -> str:
    """A line said without its full stop (the log's: "... so the contract is made") as a
    sentence in a paragraph: ended by one, unless it already ends as a sentence does."""
    line = line.rstrip()
    return line if not line or line[-1] in ".!?\u2026" else line + "."


def QT_TR_NOOP(text: str) -> str:
    """Marks `text` for Qt Linguist; it is translated where it is shown (`tr(text)`)."""
    return text


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks `text` in another context (where one English word has two translations)."""
    return text


SUIT_SYMBOL = {"H": "\u2665", "D": "\u2666", "C": "\u2663", "S": "\u2660"}
SUIT_WORDS = {           # deck -> suit -> its name (translated where shown)
    "genoese": {"H": QT_TR_NOOP("hearts"), "D": QT_TR_NOOP("diamonds"),
                "C": QT_TR_NOOP("clubs"), "S": QT_TR_NOOP("spades")},
    "italian": {"H": QT_TR_NOOP("cups"), "D": QT_TR_NOOP("coins"),
                "C": QT_TR_NOOP("batons"), "S": QT_TR_NOOP("swords")},
}
SUIT_WORDS["tarot"] = SUIT_WORDS["italian"]           # the Ligurian tarot has Italian suits
# One word per rank in each language, whatever the deck: Jack/Fante, Knight/Cavallo,
# Queen/Donna, King/Re (the Italian deck's Q is its knight, the tarot's C its knight).
RANK_WORDS = {
    "genoese": {"A": QT_TR_NOOP("Ace"), "J": QT_TR_NOOP("Jack"), "Q": QT_TR_NOOP("Queen"),
                "K": QT_TR_NOOP("King")},
    "italian": {"A": QT_TR_NOOP("Ace"), "J": QT_TR_NOOP("Jack"), "Q": QT_TR_NOOP("Knight"),
                "K": QT_TR_NOOP("King")},
    "tarot": {"A": QT_TR_NOOP("Ace"), "J": QT_TR_NOOP("Jack"), "C": QT_TR_NOOP("Knight"),
              "Q": QT_TR_NOOP("Queen"), "K": QT_TR_NOOP("King")},
}
# The indices printed on the cards are the art's own (art/palette.py INDEX_LABELS, one
# table): the Genoese deck's A and French J/Q/K, the Italian deck's 1 and F/C/R (fante,
# cavallo, re), the tarot's 1 and F/C/D/R (fante, cavallo, donna, re).


def rank_word(rank: str, deck: str = "genoese") -> str:
    """A rank in words where it has one ("Ace", "Knight"), else its number; a Noun, which
    an Italian sentence says with its article ("offri l’Asso", "offri il 3": i18n.fill)."""
    style = deck if deck in RANK_WORDS else "genoese"
    if rank not in RANK_WORDS[style] and rank not in RANKS_TAROT_SUIT:
        return Noun(rank, own="")       # no rank: as it is, without an article
    return Noun(tr(RANK_WORDS[style][rank]) if rank in RANK_WORDS[style] else rank)


def rank_index(rank: str, deck: str = "genoese") -> str:
    """The index a card of `rank` carries in `deck`, as printed on it ("R" for the Italian
    king, "1" for its ace)."""
    from ..art.palette import INDEX_LABELS
    return INDEX_LABELS.get(deck, {}).get(rank, rank)


LEVEL_NAMES = {"random": QT_TR_NOOP("random"), "easy": QT_TR_NOOP("easy"),
               "medium": QT_TR_NOOP("medium"), "hard": QT_TR_NOOP("hard")}
LEVEL_TITLES = {"random": QT_TR_NOOP("Random"), "easy": QT_TR_NOOP("Easy"),
                "medium": QT_TR_NOOP("Medium"), "hard": QT_TR_NOOP("Hard")}
VERBS = {"exchanges": QT_TR_NOOP("{name} exchanges"), "gives": QT_TR_NOOP("{name} gives"),
         "declares": QT_TR_NOOP("{name} declares"), "shows": QT_TR_NOOP("{name} shows"),
         "plays": QT_TR_NOOP("{name} plays"), "bids": QT_TR_NOOP("{name} bids"),
         "passes": QT_TR_NOOP("{name} passes"), "calls": QT_TR_NOOP("{name} calls"),
         "names": QT_TR_NOOP("{name} names the trump:")}
YOU_VERBS = {"exchanges": QT_TR_NOOP("You exchange"), "gives": QT_TR_NOOP("You give"),
             "declares": QT_TR_NOOP("You declare"), "shows": QT_TR_NOOP("You show"),
             "plays": QT_TR_NOOP("You play"), "bids": QT_TR_NOOP("You bid"),
             "passes": QT_TR_NOOP("You pass"), "calls": QT_TR_NOOP("You call"),
             "names": QT_TR_NOOP("You name the trump:")}


DEFAULT_YOU = {"You", "Tu"}          # the default name of the person, in any language


class SeatName(str):
    """A seat's name as shown, knowing whether it is the one person at this screen: that
    seat is told "You play", whatever its name; nobody else ever is (a computer named "You"
    still "is thinking"). The seat decides, never the text."""
    you = False

    def __new__(cls, text: str, you: bool = False):
        made = super().__new__(cls, text)
        made.you = you
        return made


def you() -> str:
    """The name of the person at the screen when none was given."""
    return tr("You")


def is_default_you(name: str) -> bool:
    """Whether `name` is the default name of the person ("You", "Tu"), as stored."""
    return name in DEFAULT_YOU or name == you()


def is_you(name) -> bool:
    """Whether `name` is the seat of the one person at this screen (a SeatName says)."""
    return bool(getattr(name, "you", False))


def display_name(name: str) -> str:
    """A seat's name as shown: the default "You" in the language now installed."""
    return you() if is_default_you(name) else name


def seat_display(setup, seat: int) -> SeatName:
    """The name of `seat` of `setup` as the table shows it, marked when that seat is the
    only person at this screen."""
    persons = setup.persons()
    return SeatName(display_name(setup.seats[seat].name), persons == [seat])


def does(name: str, verb: str) -> str:
    """"Anna exchanges", but "You exchange" for the one person at this screen."""
    if is_you(name) and verb in YOU_VERBS:
        return tr(YOU_VERBS[verb])
    if verb in VERBS:
        return tr(VERBS[verb], name=name)
    return f"{name} {tr(verb)}"


NUMBERED = re.compile(r" (?=\d+\b)")      # the space before a name's number ("Player 3")


def whole_number(name: str) -> str:
    """A name whose number stays with the word before it at a line's end: "Player\u00a03".
    The standing beside the table broke the team of two people at one screen as "Player 1
    and Player" over "3", the number alone on its line (the names such people get by
    default, "Player 1", "Giocatore 3", end in one)."""
    return NUMBERED.sub("\u00a0", name)


def names_joined(names: list[str], glued: bool = False) -> str:
    """A team by its players' names, as a sentence says them: "You and Bruno", "You, Bruno
    and Dario" ("Tu, Bruno e Dario"; a name typed with an article has it in lower case after
    the first: "Anna, il Nonno e Bruno"). `glued`: for a line that may wrap (the panel's
    standing), the last name held to the word before it by a no-break space, so that a
    wrap falls between names ("Tu, Bruno / e Dario", "Anna, Carla / ed Elena"), never
    leaving "e" or "ed" at a line's end with the name alone under it."""
    names = [whole_number(str(n)) for n in names]
    if len(names) <= 1:
        return "".join(names)
    names[1:] = [lowered_article(n) for n in names[1:]]   # "Tu, il Nonno e i Nonni"
    text = tr("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])
    last = " " + names[-1]
    if glued and text.endswith(last):
        text = text[:-len(last)] + NO_BREAK + names[-1]
    return text


NO_BREAK = "\u00a0"


CARDS = frozenset(deck_78())           # every card a name is given for (the 40 among them)


def card_name(code: str, deck: str = "genoese") -> str:
    """The short name: "7♥"; "Asso di coppe" / "Ace of cups" for the Italian deck;
    "Tarot 21" ("Tarocco 21"), "Matto", "King of cups" ("Re di coppe") for the tarot.
    A card's name is a Noun, which an Italian sentence says with its article ("ha giocato
    l’Asso di coppe", "il K♠": i18n.fill); a code that is no card stays as it is, without
    an article ("ZZ non è una carta di questo mazzo")."""
    if code not in CARDS:
        return Noun(code, own="")
    if code == "M":
        return Noun(tr("Matto"), card=True)
    if code.startswith("T") and code[1:].isdigit():
        return Noun(tr("Tarot {n}", n=code[1:]), card=True)
    rank, suit = code[:-1], code[-1]
    if deck in ("italian", "tarot"):          # Italian suits have no French signs
        return card_long_name(code, deck)
    return Noun(f"{rank}{SUIT_SYMBOL.get(suit, suit)}", card=True)


def card_long_name(code: str, deck: str = "genoese") -> str:
    """The whole name a screen reader says: "Asso di cuori" / "Ace of hearts" (Genoese),
    "Cavallo di spade" / "Knight of swords" (Italian), "Tarot 21" / "Tarocco 21", "Matto"
    (a Noun, as `card_name`)."""
    if code not in CARDS or code == "M" or (code.startswith("T") and code[1:].isdigit()):
        return card_name(code, deck)
    style = deck if deck in RANK_WORDS else "genoese"
    rank, suit = code[:-1], code[-1]
    return Noun(tr("{rank} of {suit}", rank=rank_word(rank, deck),
                   suit=tr(SUIT_WORDS[style].get(suit, suit))), card=True)


def called_name(code: str, deck: str = "genoese") -> str:
    """A card named that is not shown (a call: a card another seat may hold): its whole
    name in every deck, "the King of hearts", never "the K\u2665" (the short name is
    for a card the player sees). The one rule for a call's card, wherever the call is
    said: its button and the hint (`action_label` of an action that names cards not the
    seat's own), the banner and the log (ui/table_steps.py), the hand's summary."""
    return card_long_name(code, deck)


def suit_word(suit: str, deck: str = "genoese") -> str:
    """The suit's name in words, whatever the deck ("hearts", "cuori"; "cups", "coppe";
    "T": "tarots", "tarocchi"), in lower case as a sentence says it."""
    if suit == "T":
        return tr("tarots")
    style = deck if deck in SUIT_WORDS else "genoese"
    return tr(SUIT_WORDS[style].get(suit, suit))


def level_name(level: str) -> str:
    """A computer's level in words; one this version does not know (a record's, another
    version's or a typo) is said so, the word written shown plainly (`plain`)."""
    if level in LEVEL_NAMES:
        return tr(LEVEL_NAMES[level])
    return tr("unknown level ({level})", level=plain(level))


def level_title(level: str) -> str:
    return tr(LEVEL_TITLES.get(level, level))


def name_word(key: str, capital: bool = False) -> str:
    """A name a game stores in its data ("bagatto ultimo", a buona's kind) in the language
    installed (engine/words.py `NAMES`); the key itself if no game registered it. As a word
    within a line it keeps its small letter ("Anna shows gatti", "You: gatti", as "You:
    exchange"); `capital` where it begins a row (the summary's, the review's)."""
    from .messages import render
    code = NAMES.get(key)
    word = render(Message(code), capital=False) if code is not None else key
    return word[:1].upper() + word[1:] if capital else word


def action_label(action: str, deck: str, points: int | None = None, family=None,
                 advice: bool = False) -> str:
    """A button's words for an action: its kind's label (engine/actions.py), or the card's
    name; an action of no registered kind is an error (action_kind raises). `family`: the
    game's, for the words it has of its own (a bid in points, `messages.bid_word`).
    `advice`: the hint's words instead, a sentence (the kind's `advice` where its label is
    no imperative: "Pass.", not the button's "Passo"; else the label and a full stop)."""
    from .messages import bid_word, render
    kind = action_kind(action)
    if kind.name == "play":
        text = card_name(action, deck)
    else:
        args = kind.label_args(action) if kind.label_args is not None else {}
        if not kind.own_cards:          # a card named, not shown (a call): its whole name
            args = {k: called_name(v, deck) if k.startswith("card") and isinstance(v, str)
                    else v for k, v in args.items()}
        if family is not None and "bid" in args:
            args = {**args, "bid": bid_word(args["bid"], deck, family)}
        if advice and kind.advice:
            return render(Message(kind.advice, **args), deck)
        text = render(Message(kind.label, **args), deck)
    if advice:
        return text + "."
    if points is not None:
        text = tr("{action} (+{points})", action=text, points=points)
    return text


def declaration_sentence(name: str, data: dict, deck: str) -> tuple[str, str]:
    """(title, detail) for the banner about a declaration event: short, to fit beside the
    trick; the log gets the whole sentence (`declaration_line`)."""
    kind = data.get("declare", "")
    points = points_text(data.get("points", 0), signed=True)
    if kind == "marriage":
        return tr("{name}: marriage in {suit}", name=name,
                   suit=suit_word(data.get("suit", ""), deck)), points
    return f"{name}: {name_word(kind)}", points


def declaration_line(name: str, data: dict, deck: str) -> str:
    kind = data.get("declare", "")
    points = points_text(data.get("points", 0), signed=True)
    if kind == "marriage":
        return tr("{who} the marriage in {suit} ({points})", who=does(name, "declares"),
                   suit=suit_word(data.get("suit", ""), deck), points=points)
    cards = ", ".join(card_name(c, deck) for c in data.get("cards", []))
    return f"{does(name, 'shows')} {name_word(kind)}: {cards} ({points})"


def bonus_text(bonus: dict, deck: str) -> str:
    name = bonus.get("name", "")
    if name == "marriage":
        return tr("Marriage in {suit}", suit=suit_word(bonus.get("suit", ""), deck))
    if name == "captured marriage":
        return tr("Captured marriage in {suit}", suit=suit_word(bonus.get("suit", ""), deck))
    cards = bonus.get("cards")
    if cards:
        if name in COUNTED:
            return name_word(name, capital=True) + f" ({len(cards)})"
        return name_word(name, capital=True) + ": " + ", ".join(card_name(c, deck) for c in cards)
    return name_word(name, capital=True)


def score_text(points) -> str:
    """A hand's points, side by side, as one piece a wrapped line never breaks in two
    ("82 - 38", not "82" at a line's end and "- 38" on the next): no-break spaces, and a
    word joiner after the dash, after which a line may break even before a no-break space."""
    return "\u00a0-\u2060\u00a0".join(map(str, points))


def points_text(points: int, signed: bool = False) -> str:
    shown = f"+{points}" if signed else str(points)
    return tr("{n} point", n=shown) if points == 1 else tr("{n} points", n=shown)


def deck_note(variant, deck: str) -> str:
    """What a variant takes out of the 40-card deck, said before it is played (three
    players: the 2 of spades; six: every 2; docs/rules.md section 3, engine/cards.deck_for),
    or "" when it plays a whole deck."""
    from ..engine.cards import deck_40, deck_for
    if variant.deck_size not in (39, 36):
        return ""
    if variant.deck_size == 39:
        out = next(c for c in deck_40() if c not in deck_for(39))
        return tr("The {card} is taken out of the deck: {n} cards.",
                  card=card_long_name(out, deck), n=39)
    return tr("Every 2 is taken out of the deck: {n} cards.", n=36)


def played_by(name: str, card: str) -> str:
    """A card with the name of who played it, as the log's trick line lists it ("Anna
    (7♥)", "Bruno (Cavallo di spade)", "Tu (Asso di spade)"): the card in brackets after
    its player, so that a card's long name never reads as part of a name ("Bruno Cavallo",
    "Tu Asso di spade"); one piece, which a wrapped line never breaks (no-break spaces, as
    `score_text`)."""
    return tr("{name} ({card})", name=name, card=card).replace(" ", "\u00a0")


def named_score(name: str, score: str) -> str:
    """A party and its score in words, as a line that says parties with their scores says
    each ("Player 1 and Player 3 (1 hand)", "Bruno (50 points)", "Anna (-1 tokens)"): the
    score in brackets after its name, as `played_by` puts a card, so that no number runs
    into a name that ends in one (the names of several people at one screen: "Player 3 1"
    read as one name and its score, or as "Player 31"). The brackets and the name's last
    word are one piece a wrapped line never breaks; a team's name may break between its
    players."""
    whole = tr("{name} ({score})", name=name, score=score)
    if not whole.startswith(name):                      # a language that puts it first
        return whole.replace(" ", "\u00a0")
    return name + whole[len(name):].replace(" ", "\u00a0")
