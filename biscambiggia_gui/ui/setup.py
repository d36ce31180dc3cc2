"""What a match is started with (the game, each seat's player, the options, the deck), its
defaults (one click plays against the computer) and how it is remembered in QSettings."""
from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field

from PySide6.QtCore import QSettings

from ..engine.variants import get_variant

PERSON, COMPUTER = "person", "computer"
LEVELS = ("easy", "medium", "hard")
GAMES = {                       # game -> (title, variant ids by players)
    "biscambiggia": ("Biscambiggia", {2: "biscambiggia-2", 3: "biscambiggia-3",
                                      4: "biscambiggia-4", 6: "biscambiggia-6"}),
    "briscola": ("Briscola", {2: "briscola-2", 3: "briscola-3", 4: "briscola-4", 6: "briscola-6"}),
    "mariagio": ("Mariagio", {2: "mariagio"}),
    "tarocchi": ("Tarocchi a pizzico", {2: "tarocchi-pizzico"}),
}
DECKS = {"biscambiggia": ("genoese",), "mariagio": ("genoese",),
         "briscola": ("italian", "genoese"), "tarocchi": ("tarot",)}
COMPUTER_NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Franco")
SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}

ORGANIZATION = APPLICATION = "Biscambiggia"


def settings() -> QSettings:
    """The application's settings (an ini file in the user's config folder; tests and a
    BISCAMBIGGIA_DATA folder redirect it with QSettings.setPath)."""
    return QSettings(QSettings.IniFormat, QSettings.UserScope, ORGANIZATION, APPLICATION)


def redirect_settings_to_data_dir() -> None:
    """With BISCAMBIGGIA_DATA set (tests, portable use) the settings live in that folder."""
    folder = os.environ.get("BISCAMBIGGIA_DATA")
    if folder:
        QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, os.path.join(folder, "settings"))


@dataclass
class SeatSetup:
    name: str
    kind: str = COMPUTER
    level: str = "medium"

    @property
    def is_person(self) -> bool:
        return self.kind == PERSON


@dataclass
class MatchSetup:
    variant: str = "biscambiggia-2"
    seats: list[SeatSetup] = field(default_factory=list)
    options: dict = field(default_factory=dict)
    deck: str = ""
    seed: int | None = None          # a fixed shuffle (tests); None: a fresh one

    def __post_init__(self):
        v = get_variant(self.variant)
        if not self.seats:
            self.seats = default_seats(v.players)
        if not self.deck:
            self.deck = DECKS[v.game][0]

    @property
    def game(self) -> str:
        return get_variant(self.variant).game

    @property
    def players(self) -> int:
        return get_variant(self.variant).players

    def persons(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_person]

    def to_json(self) -> str:
        data = asdict(self)
        data.pop("seed", None)
        return json.dumps(data)

    @classmethod
    def from_json(cls, text: str) -> "MatchSetup":
        data = json.loads(text)
        seats = [SeatSetup(**s) for s in data.get("seats", [])]
        setup = cls(variant=data["variant"], seats=seats, options=data.get("options", {}),
                    deck=data.get("deck", ""))
        return setup.checked()

    def checked(self) -> "MatchSetup":
        """This setup with anything unknown or out of range put back to its default."""
        v = get_variant(self.variant)
        seats = list(self.seats)[:v.players]
        while len(seats) < v.players:
            seats.append(default_seats(v.players)[len(seats)])
        for s in seats:
            if s.kind not in (PERSON, COMPUTER):
                s.kind = COMPUTER
            if s.level not in LEVELS + ("random",):
                s.level = "medium"
            s.name = (s.name or "").strip()[:24] or "Player"
        try:
            options = v.resolve_options({k: val for k, val in self.options.items()
                                         if k in {o.name for o in v.options}})
        except ValueError:
            options = v.resolve_options({})
        deck = self.deck if self.deck in DECKS[v.game] else DECKS[v.game][0]
        return MatchSetup(v.id, seats, options, deck, self.seed)


def default_seats(players: int) -> list[SeatSetup]:
    seats = [SeatSetup("You", PERSON, "medium")]
    seats += [SeatSetup(COMPUTER_NAMES[i], COMPUTER, "medium") for i in range(players - 1)]
    return seats


def default_setup() -> MatchSetup:
    """One click: Biscambiggia, you against the computer."""
    return MatchSetup("biscambiggia-2")


def load_setup() -> MatchSetup:
    text = settings().value("match/last", "")
    if text:
        try:
            return MatchSetup.from_json(str(text))
        except (ValueError, KeyError, TypeError):
            pass
    return default_setup()


def save_setup(setup: MatchSetup) -> None:
    s = settings()
    s.setValue("match/last", setup.to_json())
    s.sync()


def load_speed() -> str:
    speed = str(settings().value("table/speed", "normal"))
    return speed if speed in SPEEDS else "normal"


def save_speed(speed: str) -> None:
    s = settings()
    s.setValue("table/speed", speed)
    s.sync()

