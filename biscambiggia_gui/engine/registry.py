"""The one registry of games: each game family (games/<family>/) registers itself once, with
its variants, and everything else (the new-match dialog, the settings, the rules window,
statistics, records, the arena, the bot protocol, the computer players) reads it here and
keeps no game table of its own (OpenSpiel's `register_game`, KPatience's dealer infos).

    register_family(Family(...))          # once, in games/<family>/__init__.py
    register_variant(Variant(...))        # once per variant, beside it
    get_variant("briscola-4")             # a Variant, or an OptionError naming the known ones

A `Family` is data plus the few pure functions callers share (the trick winner, the replies,
the rank and point tables); what its states do differently lives in its state class, and
what its computer players do differently in its `policy`. The registry loads the game
packages the first time it is asked (`GAMES_PACKAGE`), so a caller never has to import them.
"""
from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .cards import RANKS_40
from .messages import Message, Refusal, shown, template
from .tricks import one_at_a_time

if TYPE_CHECKING:
    from .match_rules import MatchRule
    from .state import HandState

GAMES_PACKAGE = "biscambiggia_gui.games"      # importing it registers every game family

OPT_BOOL = template("option.bool", "option {option} takes true or false, not {value}")
OPT_INT = template("option.int", "option {option} takes a whole number, not {value}")
OPT_CHOICE = template("option.choice", "option {option} must be one of {choices}, not {value}")
OPT_MIN = template("option.min", "option {option} must be at least {low}, not {value}")
OPT_RANGE = template("option.range", "option {option} must be from {low} to {high}, not {value}")
OPT_UNKNOWN = template("option.unknown", "variant {variant} has no option {option}")
VARIANT_UNKNOWN = template("variant.unknown", "unknown variant {variant}; known: {variants}")

Strength = Mapping[str, int]
Options = Mapping[str, Any]


class OptionError(Refusal):
    """A variant or an option the engine refuses (codes option.*, variant.unknown)."""


@dataclass(frozen=True)
class Option:
    """One option of a variant: its default, its type and its bounds (the only place they
    are written: the new-match dialog, the rules pages' test and the engine read them)."""
    name: str
    default: Any
    kind: type
    choices: tuple[Any, ...] = ()
    help: str = ""                # a message code: the option's words for the dialog
    low: int | None = None        # bounds of a whole number (docs/rules.md section 6)
    high: int | None = None
    choice_words: tuple[str, ...] = ()   # message codes naming `choices`, in their order

    def validate(self, value: Any) -> Any:
        if self.kind is bool:
            if not isinstance(value, bool):
                raise OptionError(OPT_BOOL, option=self.name, value=shown(value))
        elif self.kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(OPT_INT, option=self.name, value=shown(value))
        elif self.kind is str and not isinstance(value, str):
            raise OptionError(OPT_CHOICE, option=self.name, value=shown(value),
                              choices=[str(c) for c in self.choices])
        if self.choices and value not in self.choices:
            raise OptionError(OPT_CHOICE, option=self.name, value=shown(value),
                              choices=[str(c) for c in self.choices])
        if self.kind is int and self.high is not None and self.low is not None \
                and not self.low <= value <= self.high:
            raise OptionError(OPT_RANGE, option=self.name, value=value, low=self.low,
                              high=self.high)
        if self.kind is int and self.low is not None and value < self.low:
            raise OptionError(OPT_MIN, option=self.name, value=value, low=self.low)
        return value


def any_reply(hand: Sequence[str], led: str | None, *rest: Any) -> list[str]:
    """Any card may answer (the trump games; Mariagio while the talon lasts)."""
    return list(hand)


def points_bid(bid: str) -> bool:
    """Whether a bid pledges points ("62", "70") rather than calling a rank ("A", "3", the
    2 among them): the one rule that tells them apart, for `Family.bid_named` and the
    window's words for a bid (ui/messages.py `bid_word`)."""
    return bid.isdigit() and bid not in RANKS_40


@dataclass(frozen=True)
class Family:
    """A family of games (one package under games/): what callers outside its package need.

    `name` is the game's name as records and statistics store it. `words` maps the words
    the table uses for this game ("title", "about", "hand": a hand or a deal...) to message
    codes of the catalogue (engine/messages.py). `policy` is the object the computer
    players ask (ai/players.py: `rule_decision`, `easy`, `medium`, and the search hooks of
    ai/search.py and ai/hard.py)."""
    name: str
    hand_class: type[HandState]             # the state: (variant, options, deck, dealer)
    strength: Callable[[Options], Strength]  # options -> rank of each card (higher wins)
    card_values: Callable[[Options], Mapping[str, int]]  # options -> points each card shows
    trick_winner: Callable[..., int]        # (leader, cards, trump, strength, n) -> seat
    replies: Callable[..., list[str]] = any_reply   # (hand, led, trump, strength, options,
                                            # last_phase) -> the cards that may answer
    forced_replies: bool = False            # `replies` may refuse a card (voids can be read)
    deal_order: Callable[[int, int, int], list[int]] = one_at_a_time
    decks: tuple[str, ...] = ("genoese", "italian")   # the deck styles, the default first
    words: Mapping[str, str] = field(default_factory=dict)
    policy: Any = None                      # the computer players' hooks (games/*/policy.py)
    rules_page: str = ""                    # the rules page's name under assets/rules/<lang>/
    score_sheet: Callable[..., Any] | None = None   # (results, players) -> the sheet the
                                            # game keeps (Tarocchi's; engine: none)
    order: int = 0                          # where it stands in menus and lists

    def deal_positions(self, dealer: int, n: int, hand_size: int) -> list[int]:
        """For each card dealt to a hand (top of the deck first), the seat receiving it."""
        return self.deal_order(dealer, n, hand_size)

    def word(self, key: str) -> str:
        """The message code of one of this game's words ("title", "hand"...)."""
        return self.words[key]

    def bid_named(self, bid: str) -> str | Message:
        """A bid as this game names it wherever a sentence names one (a refusal, a plate,
        the log, a button): a bid in points by the game's own words where it has them
        (Briscola chiamata's "the 2 at 62", its words' `bid_points`: the 2 bid on in
        points), as a message, so that the data says it too (docs/bot-protocol.md); else
        the bid as it stands: a rank, which the table names by its deck ("the Ace"), or
        points ("70"). The one rule of naming a bid (ui/messages.py `bid_word`)."""
        bid = str(bid)
        if points_bid(bid) and "bid_points" in self.words:
            return Message(self.words["bid_points"], n=int(bid))
        return bid

    def __repr__(self) -> str:
        return f"Family({self.name!r})"


@dataclass(frozen=True)
class Variant:
    """A variant: data (deck, players, hand size, how hands make a match, options with
    their defaults and bounds) plus its family."""
    id: str
    family: Family
    players: int
    deck_size: int
    hand_size: int
    match: MatchRule
    options: tuple[Option, ...] = ()
    seat_sides: tuple[int, ...] | None = None   # the side of each seat when the seating
                                            # fixes it (teams, or each seat its own); None:
                                            # the hand decides (the chiamata games)
    side_count: int = 2                     # how many sides a hand has
    running_points: bool = True             # observations show the piles' points by
                                            # default (Briscola: no)
    title: str = ""                         # a message code: "Briscola (4)"

    @property
    def game(self) -> str:
        """The family's name, as records and statistics store it. Behaviour is asked of
        `family` and of the state, never of this name."""
        return self.family.name

    @property
    def partners(self) -> bool:
        """Whether a seat may play with others on its side, so that a result is its side's,
        not its own: a hand has fewer sides than players (teams; the chiamata games' caller
        and partner against the defenders)."""
        return self.side_count < self.players

    @property
    def teams(self) -> bool:
        """Whether partners share a side for the whole match (fixed by the seating)."""
        return self.seat_sides is not None and len(set(self.seat_sides)) < self.players

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """The full option set: defaults, overridden by `given`; unknown or bad values raise."""
        given = dict(given or {})
        known = {o.name: o for o in self.options}
        for name in given:
            if name not in known:
                raise OptionError(OPT_UNKNOWN, variant=self.id, option=shown(name))
        return {name: opt.validate(given.get(name, opt.default)) for name, opt in known.items()}

    def option(self, name: str) -> Option:
        for opt in self.options:
            if opt.name == name:
                return opt
        raise OptionError(OPT_UNKNOWN, variant=self.id, option=shown(name))


_FAMILIES: dict[str, Family] = {}
_VARIANTS: dict[str, Variant] = {}
_loading = False


def register_family(family: Family) -> Family:
    """Add `family` to the registry (once: a second family of that name is an error)."""
    if family.name in _FAMILIES and _FAMILIES[family.name] is not family:
        raise ValueError(f"game family {family.name!r} registered twice")
    _FAMILIES[family.name] = family
    return family


def register_variant(variant: Variant) -> Variant:
    """Add `variant` (its family registered first) to the registry, once."""
    if variant.family.name not in _FAMILIES:
        raise ValueError(f"variant {variant.id!r}: register its family first")
    if variant.id in _VARIANTS and _VARIANTS[variant.id] is not variant:
        raise ValueError(f"variant {variant.id!r} registered twice")
    _VARIANTS[variant.id] = variant
    return variant


def _load() -> None:
    """Import the game packages once (each registers itself)."""
    global _loading
    if _VARIANTS or _loading:
        return
    _loading = True
    try:
        importlib.import_module(GAMES_PACKAGE)
    finally:
        _loading = False


def variants() -> dict[str, Variant]:
    """Every registered variant by id, in the order the games registered them."""
    _load()
    return dict(_VARIANTS)


def families() -> dict[str, Family]:
    """Every registered family by name, in their `order`."""
    _load()
    return dict(sorted(_FAMILIES.items(), key=lambda kv: kv[1].order))


def family_variants(family: str) -> list[Variant]:
    """The variants of one family, in the order they were registered."""
    return [v for v in variants().values() if v.family.name == family]


def get_variant(variant_id: str) -> Variant:
    _load()
    try:
        return _VARIANTS[variant_id]
    except (KeyError, TypeError):
        raise OptionError(VARIANT_UNKNOWN, variant=shown(variant_id),
                          variants=list(_VARIANTS)) from None


def get_family(name: str) -> Family:
    _load()
    return _FAMILIES[name]


def default_variant() -> Variant:
    """The variant a new player starts with: the first one registered."""
    return next(iter(variants().values()))


def new_hand(variant_id: str, options: Mapping[str, Any] | None, deck: list[str],
             dealer: int) -> HandState:
    """A fresh hand of `variant_id` dealt from `deck` (top card first) by `dealer`."""
    variant = get_variant(variant_id)
    return variant.family.hand_class(variant, variant.resolve_options(options), deck, dealer)
