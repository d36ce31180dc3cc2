"""Words the table shows: card names in the deck's own language, what an action or a
declaration means in a sentence, side names. Everything goes through `tr` so Qt
Linguist can translate it later."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.actions import argument, cards_of, kind_of

SUIT_SYMBOL = {"H": "\u2665", "D": "\u2666", "C": "\u2663", "S": "\u2660"}
ITALIAN_SUITS = {"H": "coppe", "D": "denari", "C": "bastoni", "S": "spade"}
ITALIAN_RANKS = {"A": "Asso", "J": "Fante", "Q": "Cavallo", "K": "Re"}
TAROT_RANKS = {"J": "Fante", "C": "Cavallo", "Q": "Regina", "K": "Re"}
BUONA_NAMES = {"tarocchi": "Tarocchi", "gatti": "Gatti", "famiglia": "Famiglia",
               "quaterno": "Quaterno", "terno": "Terno"}


def tr(text: str) -> str:
    return QCoreApplication.translate("Biscambiggia", text)


def does(name: str, verb: str) -> str:
    """"Anna exchanges", but "You exchange" for the default name of the person."""
    if name == "You":
        base = verb[:-2] if verb.endswith(("shes", "ches", "xes", "sses")) else verb[:-1]
        return f"{name} {tr(base)}"
    return f"{name} {tr(verb)}"


def card_name(code: str, deck: str = "genoese") -> str:
    """"7♥"; "7 di coppe" for the Italian deck; "Tarocco 21", "Matto" for the tarot."""
    if code == "M":
        return tr("Matto")
    if code.startswith("T") and code[1:].isdigit():
        return tr("Tarocco") + " " + code[1:]
    rank, suit = code[:-1], code[-1]
    if deck == "italian":
        return f"{ITALIAN_RANKS.get(rank, rank)} di {ITALIAN_SUITS[suit]}"
    if deck == "tarot" and rank in TAROT_RANKS:
        return f"{TAROT_RANKS[rank]} {SUIT_SYMBOL[suit]}"
    return f"{rank}{SUIT_SYMBOL.get(suit, suit)}"


def suit_name(suit: str, deck: str = "genoese") -> str:
    if deck == "italian":
        return ITALIAN_SUITS[suit]
    return SUIT_SYMBOL.get(suit, suit)


def action_label(action: str, deck: str, points: int | None = None) -> str:
    """A button's words for a decision that is not a card."""
    kind = kind_of(action)
    if kind == "marriage":
        suit = argument(action)
        text = tr("Declare the marriage in") + f" {suit_name(suit, deck)}"
    elif kind == "exchange":
        text = tr("Exchange") + f" {card_name(argument(action), deck)} " + tr("for the turned trump")
    elif kind == "give":
        text = tr("Give") + f" {card_name(argument(action), deck)}"
    elif kind in BUONA_NAMES:
        cards = cards_of(action)
        if kind == "tarocchi":
            text = f"{tr('Tarocchi')}: {len(cards)} " + tr("tarots")
        else:
            text = f"{tr(BUONA_NAMES[kind])}: " + " ".join(card_name(c, deck) for c in cards)
    else:
        text = card_name(action, deck)
    if points is not None:
        text += f"  (+{points})"
    return text


def declaration_sentence(name: str, data: dict, deck: str) -> tuple[str, str]:
    """(title, detail) for the banner about a declaration event: short, to fit beside the
    trick; the log gets the whole sentence (`declaration_line`)."""
    kind = data.get("declare", "")
    points = f"+{data.get('points', 0)} " + tr("points")
    if kind == "marriage":
        return f"{name}: " + tr("marriage in") + f" {suit_name(data.get('suit', ''), deck)}", points
    return f"{name}: {tr(BUONA_NAMES.get(kind, kind))}", points


def declaration_line(name: str, data: dict, deck: str) -> str:
    kind = data.get("declare", "")
    points = f"+{data.get('points', 0)} " + tr("points")
    if kind == "marriage":
        return (does(name, "declares") + " " + tr("the marriage in")
                + f" {suit_name(data.get('suit', ''), deck)} ({points})")
    cards = ", ".join(card_name(c, deck) for c in data.get("cards", []))
    return does(name, "shows") + f" {tr(BUONA_NAMES.get(kind, kind))}: {cards} ({points})"


def bonus_text(bonus: dict, deck: str) -> str:
    name = bonus.get("name", "")
    if name == "marriage":
        return tr("marriage") + f" {suit_name(bonus.get('suit', ''), deck)}"
    if name == "captured marriage":
        return tr("captured marriage") + f" {suit_name(bonus.get('suit', ''), deck)}"
    if name in BUONA_NAMES:
        cards = bonus.get("cards", [])
        if name == "tarocchi":
            return tr("tarocchi") + f" ({len(cards)})"
        return tr(name) + " " + " ".join(card_name(c, deck) for c in cards)
    return tr(name)


def points_text(points: int) -> str:
    return f"{points} " + (tr("point") if points == 1 else tr("points"))
