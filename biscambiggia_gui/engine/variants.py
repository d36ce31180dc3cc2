"""The registry of variants: each is data (deck, players, teams, hand size, match rule,
options with their defaults) plus its game family (engine/family.py), which holds the
rules class that plays one hand of it and everything else that differs between games."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .family import Family
from .messages import Refusal, template
from .rules.mariagio import MARIAGIO
from .rules.tarocchi import TAROCCHI
from .rules.trump import BISCAMBIGGIA, BRISCOLA

OPT_BOOL = template("option.bool", "option {option} takes true or false, not {value}")
OPT_INT = template("option.int", "option {option} takes a whole number, not {value}")
OPT_CHOICE = template("option.choice", "option {option} must be one of {choices}, not {value}")
OPT_MIN = template("option.min", "option {option} must be at least {low}, not {value}")
OPT_RANGE = template("option.range", "option {option} must be from {low} to {high}, not {value}")
OPT_UNKNOWN = template("option.unknown", "variant {variant} has no option {option}")
VARIANT_UNKNOWN = template("variant.unknown", "unknown variant {variant}; known: {variants}")


class OptionError(Refusal):
    """A variant or an option the engine refuses (codes option.*, variant.unknown)."""


@dataclass(frozen=True)
class Option:
    name: str
    default: Any
    kind: type
    choices: tuple = ()
    help: str = ""
    low: int | None = None        # bounds of a whole number (docs/rules.md section 6)
    high: int | None = None

    def validate(self, value):
        if self.kind is bool:
            if not isinstance(value, bool):
                raise OptionError(OPT_BOOL, option=self.name, value=repr(value))
        elif self.kind is int:
            if isinstance(value, bool) or not isinstance(value, int):
                raise OptionError(OPT_INT, option=self.name, value=repr(value))
        if self.choices and value not in self.choices:
            raise OptionError(OPT_CHOICE, option=self.name, value=repr(value),
                              choices=[str(c) for c in self.choices])
        if self.kind is int and self.high is not None and not self.low <= value <= self.high:
            raise OptionError(OPT_RANGE, option=self.name, value=value, low=self.low,
                              high=self.high)
        if self.kind is int and self.low is not None and value < self.low:
            raise OptionError(OPT_MIN, option=self.name, value=value, low=self.low)
        return value


@dataclass(frozen=True)
class Variant:
    id: str
    family: Family            # BISCAMBIGGIA, BRISCOLA, MARIAGIO, TAROCCHI
    players: int
    deck_size: int
    hand_size: int
    teams: bool
    match: str                # "first-to", "fixed", "points", "hands-total"
    options: tuple[Option, ...] = field(default_factory=tuple)
    running_points: bool = True   # observations show the piles' points by default (Briscola: no)

    @property
    def game(self) -> str:
        """The game's name, as records and statistics store it: "biscambiggia", "briscola",
        "mariagio" or "tarocchi". Behaviour is asked of `family`, never of this name."""
        return self.family.name

    @property
    def sides(self) -> int:
        """How many scores a hand has: one per team, or one per player."""
        return 2 if self.teams else self.players

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.teams else seat

    def resolve_options(self, given: dict | None) -> dict:
        """The full option set: defaults, overridden by `given`; unknown or bad values raise."""
        given = dict(given or {})
        known = {o.name: o for o in self.options}
        for name in given:
            if name not in known:
                raise OptionError(OPT_UNKNOWN, variant=self.id, option=repr(name))
        return {name: opt.validate(given.get(name, opt.default)) for name, opt in known.items()}


def _hands(default: int, choices: tuple, what: str) -> Option:
    return Option("hands", default, int, choices, what)


_EVEN = (2, 4, 6, 8, 10, 12)
_PARTNER = Option("partner_view", True, bool, (),
                  "once the talon is empty, partners see each other's hands")

VARIANTS: dict[str, Variant] = {v.id: v for v in (
    Variant("biscambiggia-2", BISCAMBIGGIA, 2, 40, 3, False, "first-to",
            (_hands(2, (1, 2, 3, 4, 5), "hands to win the match"),)),
    Variant("biscambiggia-3", BISCAMBIGGIA, 3, 39, 3, False, "first-to",
            (_hands(3, (1, 2, 3, 4, 5), "hands to win the match"),)),
    Variant("biscambiggia-4", BISCAMBIGGIA, 4, 40, 3, True, "fixed",
            (_hands(4, _EVEN, "hands in the match"),)),
    Variant("biscambiggia-6", BISCAMBIGGIA, 6, 36, 3, True, "fixed",
            (_hands(6, _EVEN, "hands in the match"),)),
    Variant("briscola-2", BRISCOLA, 2, 40, 3, False, "first-to",
            (_hands(2, (2, 3), "deals to win the match"),), running_points=False),
    Variant("briscola-3", BRISCOLA, 3, 39, 3, False, "first-to",
            (_hands(2, (2, 3), "deals to win the match"),), running_points=False),
    Variant("briscola-4", BRISCOLA, 4, 40, 3, True, "fixed",
            (_hands(5, (5, 7, 9), "deals in the match"), _PARTNER), running_points=False),
    Variant("briscola-6", BRISCOLA, 6, 36, 3, True, "fixed",
            (_hands(6, (6, 8), "deals in the match"), _PARTNER), running_points=False),
    Variant("mariagio", MARIAGIO, 2, 40, 7, False, "points", (
        Option("target", 200, int, (), "points that end the match", low=1, high=2000),
        Option("follow_suit_only", False, bool, (),
               "last seven tricks: follow suit only (no duty to win or to trump)"),
        Option("captured_marriage", False, bool, (),
               "a trick holding the K and Q of one suit scores 20 (40 in trumps) for its winner"),
        Option("late_marriage", True, bool, (), "marriages may be declared in the last seven tricks"),
    )),
    Variant("tarocchi-pizzico", TAROCCHI, 2, 78, 15, False, "hands-total", (
        _hands(2, (2, 4, 6, 8), "hands in the match"),
        Option("new_rules", False, bool, (), "T20 beats T21, and T21 counts instead of T20"),
    )),
)}


FAMILIES: dict[str, Family] = {f.name: f for f in (BISCAMBIGGIA, BRISCOLA, MARIAGIO, TAROCCHI)}


def get_variant(variant_id: str) -> Variant:
    try:
        return VARIANTS[variant_id]
    except KeyError:
        raise OptionError(VARIANT_UNKNOWN, variant=repr(variant_id), variants=list(VARIANTS)) from None


def new_hand(variant_id: str, options: dict | None, deck: list[str], dealer: int):
    """A fresh hand of `variant_id` dealt from `deck` (top card first) by `dealer`."""
    variant = get_variant(variant_id)
    return variant.family.new_hand(variant, variant.resolve_options(options), deck, dealer)
