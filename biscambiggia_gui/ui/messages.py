"""Every engine, game and player Message in the player's language.

The engine, the games and the computer players speak in `Message(code, **args)` values
(engine/messages.py); the table renders them here from the catalogue, where each code's
English template is written once (`engine.messages.TEMPLATES`); its Italian is in the Qt
Linguist file, context "messages" (`python -m biscambiggia_gui.catalogue` keeps that
context equal to the catalogue: docs/i18n.md). `render` fills the translated template's
fields by their names, as engine/messages.py lays down:

- ``card*``: a card code or a list of them, named as the deck in use names it
  ("Re di coppe", "7\u2665", "Tarocco 21"): one card is a `Noun`, which a translation
  says with its article by writing "il" before the field ("ha giocato il {card}": "ha
  giocato l’Asso di coppe"; i18n.fill, docs/i18n.md);
- ``bid``: a rank called (a Noun, "offri l’Asso"), the points pledged, or the game's own
  words for a bid (a Message: Briscola chiamata's "the 2 at 62", engine/registry.py
  `Family.bid_named`), each said by `bid_word`;
- ``suit*``: a suit letter, named by the deck's suit word ("coppe", "hearts");
- ``seat*``: a seat number, named by the seat's name at this table;
- a field the template's game fills with one of its words (`engine.messages.NOUNS`:
  ``talon``, "pozzo" or "tallone" as the game's source says), a `Noun`, which takes the
  article a translation writes before it ("il {talon}": "il pozzo", "dal tallone");
- ``buona``: a Tarocchi buona ("terno"), ``action``: an action code, named as a button
  names it; a Message, or a list of them (joined by "; "): the parts of a sentence, each
  rendered in its turn; anything else as it is.

A code missing from the translation shows its English (tests/ui/test_translations.py
fails on any). The first letter is made a capital, as the table shows sentences.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.messages import NOUNS, SENSES, TEMPLATES, Message, worded
from ..engine.registry import points_bid
from ..i18n import Noun, fill
from .text import action_label, card_name, decimal, name_word, points_text, rank_word, suit_word, tr

CONTEXT = "messages"

def template_of(code: str) -> str:
    """The template of `code` in the language installed (the engine's English if the
    window has none)."""
    return QCoreApplication.translate(CONTEXT, TEMPLATES.get(code, code), SENSES.get(code))


def _value(name: str, value, deck: str, names) -> str:
    if isinstance(value, Noun):                        # named already (a bid in a button's words)
        return value
    if name == "bid" and isinstance(value, (str, int, Message)) and not isinstance(value, bool):
        return bid_word(value, deck)        # a rank called, points, or the game's words for it
    if name == "action" and isinstance(value, Message):    # a button's words, as an action's
        return render(value, deck, names)                  # ("Offri il 2 a 70": bid_named)
    if isinstance(value, Message):                     # a part of the sentence: its own words
        return render(value, deck, names, capital=False)
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, Message) for v in value):
        return "; ".join(_value(name, v, deck, names) for v in value)
    if isinstance(value, (list, tuple)):
        return ", ".join(_value(name, v, deck, names) for v in value) if value else "\u2013"
    if name.startswith("card") and isinstance(value, str):
        return card_name(value, deck)
    if name.startswith("suit") and isinstance(value, str):
        return suit_word(value, deck)
    if name.startswith("seat") and isinstance(value, int) and not isinstance(value, bool):
        return seat_word(value, names)
    if name == "buona" and isinstance(value, str):
        return name_word(value)
    if name == "action" and isinstance(value, str):
        return action_label(value, deck)
    if isinstance(value, float):                       # points to a tenth, in the language's way
        return decimal(value)
    return str(value)


def seat_word(seat: int, names=None) -> str:
    """A seat in words: its name at this table (`names(seat)`), or where no table names it
    (a record's refusal) "seat 2", counted from 0 as the file and the engine count."""
    if names is not None:
        try:
            return str(names(seat))
        except (IndexError, KeyError, TypeError):
            pass
    return tr("seat {n}", n=seat)


def bid_word(value, deck: str, family=None) -> str:
    """A bid in words: a rank called ("Ace"), the points pledged, or where the game says
    its point bids its own way (Briscola chiamata: "the 2 at 62", its words' `bid_points`).
    A Noun: Italian says a rank with its article ("Offri l’Asso"), points without one
    ("Offri 70"), and "il 2 a 62" with the one its words have (i18n.fill); English says a
    rank with "the" wherever "the 2 at 62" has it ("Anna bids the Ace", "bid: the 3":
    `Noun.bid`; "You bid 2" read as points). `value`: the bid ("A", "62"), named by
    `family`'s one rule (`Family.bid_named`) where the family is given, or as an engine's
    message carries it already named (a refusal: "higher than the 2 at 62")."""
    if family is not None and not isinstance(value, Message):
        value = family.bid_named(str(value))           # the game's one rule (engine/registry.py)
    if isinstance(value, Message):                     # the game's words: "the 2 at 62"
        return Noun(render(value, deck, capital=False), own="")
    value = str(value)
    if not points_bid(value):                          # a rank called (the 2 among them)
        rank = rank_word(value, deck)
        return Noun(rank, own=rank.own, bid=True) if isinstance(rank, Noun) else rank
    return Noun(value, own="")


def word(family, key: str, **args) -> str:
    """One of a game's words (engine/registry.py `Family.words`) in the language installed,
    filled in: word(family, "dealt", n=3, name="Anna")."""
    return render(Message(family.word(key), **args), capital=False)


COUNT_WORDS = {"hands": "count", "tokens": "tokens_count"}   # score unit -> its words' key


def score_words(match, n: int) -> str:
    """A party's score in the match standing, in words with its unit ("1 hand", "2 deals",
    "-1 tokens", "57 points"): as the panel shows it, and as a line says a name and its
    score (text.named_score)."""
    unit = match.score_unit()
    if unit not in COUNT_WORDS:
        return points_text(n)
    key = COUNT_WORDS[unit]
    return word(match.variant.family, key + "_one" if abs(n) == 1 else key, n=n)


def hand_word(match, index: int, key: str, **args) -> str:
    """The game's words `key` ("dealt", "round", "numbered") for deal `index` of `match`
    (0: the first), numbered as the players count the match's hands (Match.hand_words):
    "Hand 3: dealer Anna", "deal 3" in Briscola. A deal after one everyone passed keeps
    its number and says it is dealt again ("Hand 3, dealt again: dealer Bruno"), in the
    words the game has for it (`key` + "_again")."""
    return render(match.hand_words(index, key, **args), capital=False)


def render(message: Message, deck: str = "genoese", names=None, capital: bool = True) -> str:
    """`message` as a sentence in the language installed; `names(seat)` gives a seat's
    name (the controller's), `deck` names the cards and suits; `capital`: a sentence, its
    first letter a capital (a word in a line keeps its own); a margin behind said as behind
    (engine/messages.py `worded`)."""
    message = worded(message)
    values = {k: _value(k, v, deck, names) for k, v in message.args.items()}
    for field, word_code in NOUNS.get(message.code, {}).items():     # its game's own word
        values.setdefault(field, Noun(render(Message(word_code), deck, capital=False)))
    text = template_of(message.code)
    try:
        sentence = fill(text, values)
    except (KeyError, IndexError, ValueError):          # a translation that broke a field
        sentence = TEMPLATES[message.code].format(**values) if message.code in TEMPLATES \
            else str(message)
    return sentence[:1].upper() + sentence[1:] if capital else sentence
