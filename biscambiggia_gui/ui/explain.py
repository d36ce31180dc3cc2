"""The engine's and the Hard player's English, in the player's language.

Refusals: the engine (pure Python, no Qt) says why a move is illegal in English
(`why_illegal()`: "you must follow suit (coppe/cuori) or play the matto"). The table shows
that reason above the hand; each known sentence is matched and rebuilt from a translatable
template, with its card and suit in the deck's own naming. A sentence the table does not
know (a new rule) is shown as the engine wrote it.

Hints: the Hard player (`biscambiggia_gui.ai`, on the worker thread) gives its move and its
own reason in English figures ("64 sampled deals: wins 71% of them, +4.2 on average",
"solved exactly: wins the hand by 12 points"). The hint's line joins what the move does at
the table, worked out here from public facts only (the trick so far, the card's points,
the trump suit), with the figure of the search, rebuilt from a translatable template:

    "7♥ takes the trick: 21 points. It wins the hand in 71% of the deals tried."
"""
from __future__ import annotations

import re

from ..engine.actions import argument, kind_of
from ..engine.cards import SUIT, tarot_honours
from .text import QT_TR_NOOP, card_name, suit_name, suit_word, tr

SUITS = {"hearts": "H", "diamonds": "D", "clubs": "C", "spades": "S",
         "coppe/cuori": "H", "denari/quadri": "D", "bastoni/fiori": "C", "spade/picche": "S"}
CARD_RE = r"(?P<card>[0-9AJQKCT]{1,3}[HDCS]?|M)"
SUIT_RE = r"(?P<suit>[a-z/]+)"

PATTERNS = [(re.compile("^" + pattern + "$"), template) for pattern, template in (
    ("the hand is over", QT_TR_NOOP("The hand is over")),
    (CARD_RE + " is not in your hand", QT_TR_NOOP("{card} is not in your hand")),
    (r"(?P<what>\S+) is not allowed now", QT_TR_NOOP("That is not allowed now")),
    ("you owe a card for the matto: give one of the cards taken since you played it",
     QT_TR_NOOP("You owe a card for the matto: give one of the cards taken since you played it")),
    (r"a tarot was led: you must answer with a tarot \(or the matto\)",
     QT_TR_NOOP("A tarot was led: you must answer with a tarot (or the matto)")),
    (r"you must follow suit \(" + SUIT_RE + r"\) or play the matto",
     QT_TR_NOOP("You must follow suit ({suit}) or play the matto")),
    (r"void in the suit led, you must play a tarot \(or the matto\)",
     QT_TR_NOOP("Void in the suit led, you must play a tarot (or the matto)")),
    ("only the leader may declare a marriage, before leading",
     QT_TR_NOOP("Only the leader may declare a marriage, before leading")),
    (r"the marriage in " + SUIT_RE + " was already declared",
     QT_TR_NOOP("The marriage in {suit} was already declared")),
    ("only one marriage may be declared before each lead",
     QT_TR_NOOP("Only one marriage may be declared before each lead")),
    ("marriages may not be declared in the last seven tricks",
     QT_TR_NOOP("Marriages may not be declared in the last seven tricks")),
    ("you need the king and queen of " + SUIT_RE + " to declare it",
     QT_TR_NOOP("You need the king and queen of {suit} to declare it")),
    ("only the leader may exchange, before leading",
     QT_TR_NOOP("Only the leader may exchange, before leading")),
    ("the turned trump has been drawn already", QT_TR_NOOP("The turned trump has been drawn already")),
    (r"only the 2 of trumps \(" + CARD_RE + r"\) may be exchanged, and you must hold it",
     QT_TR_NOOP("Only the 2 of trumps ({card}) may be exchanged, and you must hold it")),
    (r"in the last seven tricks you must follow suit \(" + SUIT_RE + r"\)",
     QT_TR_NOOP("In the last seven tricks you must follow suit ({suit})")),
    ("in the last seven tricks you must win the trick if you can",
     QT_TR_NOOP("In the last seven tricks you must win the trick if you can")),
    ("in the last seven tricks, void in the suit led, you must play a trump",
     QT_TR_NOOP("In the last seven tricks, void in the suit led, you must play a trump")),
    ("a card is shown twice", QT_TR_NOOP("A card is shown twice")),
    (r"tarocchi needs at least 10 tarots", QT_TR_NOOP("Tarocchi needs at least 10 tarots")),
    (r"gatti was already declared", QT_TR_NOOP("Gatti was already declared")),
    (r"that (?P<what>famiglia|quaterno|terno) was already declared",
     QT_TR_NOOP("That was already declared")),
)]
WAIT = QT_TR_NOOP("Wait for your turn")


def engine_reason(reason: str, deck: str = "genoese") -> str:
    """The engine's English `reason` as a sentence in the current language."""
    for pattern, template in PATTERNS:
        found = pattern.match(reason)
        if found is None:
            continue
        fields = found.groupdict()
        values = {}
        if fields.get("card"):
            values["card"] = card_name(fields["card"], deck)
        if fields.get("suit"):
            suit = SUITS.get(fields["suit"])
            values["suit"] = suit_word(suit, deck) if suit else fields["suit"]
        return tr(template, **values)
    return reason[:1].upper() + reason[1:]


# --- hints ---------------------------------------------------------------------------------
FIGURES = [(re.compile(p), t) for p, t in (
    (r"solved exactly: wins the hand by (?P<n>\d+) points",
     QT_TR_NOOP("With every card known, it wins the hand by {n} points.")),
    (r"solved exactly: ties the hand by (?P<n>\d+) points",
     QT_TR_NOOP("With every card known, it ties the hand.")),
    (r"solved exactly: loses the hand by (?P<n>\d+) points",
     QT_TR_NOOP("With every card known, it loses by {n} points, the least possible.")),
    (r"solved exactly: (?P<n>[+-]\d+) points to come",
     QT_TR_NOOP("With every card known, it is the best line ({n} points to come).")),
    (r"all (?P<n>\d+) possible deals solved",
     QT_TR_NOOP("It is the best over all {n} possible deals.")),
    (r"(?P<n>\d+) sampled deals: wins (?P<p>\d+)% of them",
     QT_TR_NOOP("It wins the hand in {p}% of the {n} deals tried.")),
    (r"(?P<n>\d+) sampled deals: (?P<v>[+-][\d.]+) points on average",
     QT_TR_NOOP("Over {n} deals tried it scores {v} points on average.")),
    (r"the only (legal|sensible) move", QT_TR_NOOP("It is the only sensible move.")),
)]


def figure_text(reason: str) -> str:
    for pattern, template in FIGURES:
        found = pattern.search(str(reason or ""))   # a Message gives its English
        if found:
            return tr(template, **found.groupdict())
    return ""


def card_value(hand, card: str) -> int:
    values = getattr(hand, "card_value", None)
    if values is not None:
        return values.get(card, 0)
    return tarot_honours(getattr(hand, "new_rules", False)).get(card, 0)


def move_text(hand, seat: int, action: str, deck: str) -> str:
    """What the move does, from what everybody can see."""
    kind = kind_of(action)
    if kind == "marriage":
        return tr("Declare the marriage in {suit}: free points.", suit=suit_name(argument(action), deck))
    if kind == "exchange":
        return tr("Exchange {card} for the turned trump.", card=card_name(argument(action), deck))
    if kind == "give":
        return tr("Give {card}: it is worth the least.", card=card_name(argument(action), deck))
    if kind != "play":
        points = hand.buona_points(action) if hasattr(hand, "buona_points") else 0
        return tr("Show it now: {n} points.", n=points)
    name = card_name(action, deck)
    trick = list(getattr(hand, "trick", []))
    trump = getattr(hand, "trump", None)
    value = card_value(hand, action)
    if not trick:
        if trump is not None and SUIT[action] == trump:
            return tr("Lead {card}, a trump, to draw the others' trumps.", card=name)
        if value == 0:
            return tr("Lead {card}: it risks no points.", card=name)
        return tr("Lead {card}.", card=name)
    cards = trick + [action]
    try:
        if hand.variant.family.has_matto and len(cards) != 2:
            raise ValueError
        winner = hand.trick_winner(hand.leader, cards)
    except (ValueError, AttributeError, TypeError):
        return tr("Play {card}.", card=name)
    at_stake = sum(card_value(hand, c) for c in cards)
    side = hand.variant.side_of
    if winner == seat:
        if at_stake:
            return tr("{card} takes the trick: {n} points.", card=name, n=at_stake)
        return tr("{card} takes the trick and the lead.", card=name)
    if side(winner) == side(seat):
        return tr("Your partner is taking the trick: add {card}.", card=name)
    if trump is not None and SUIT[action] != trump and value == 0:
        return tr("{card} gives nothing away and keeps your trumps.", card=name)
    return tr("{card} loses the trick but gives away only {n} points.", card=name, n=value)


def hint_text(hand, seat: int, action: str, reason: str, deck: str) -> str:
    """The hint's line: the move, then the search's figure (if it gave one)."""
    parts = [move_text(hand, seat, action, deck), figure_text(reason)]
    return tr("Hint:") + " " + " ".join(p for p in parts if p)
