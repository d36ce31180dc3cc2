"""What a match is started with (the game, each seat's player, the options, the deck), its
defaults (one click plays against the computer) and how it is remembered in QSettings,
with the other preferences the Settings dialog edits (names, deck per game family, speed,
card size, language, the cards-played list, "count for me"). Keys: match/last, match/default,
player/names, deck/<game>, table/speed, table/card_size, table/show_played,
table/count_points, ui/language."""
from __future__ import annotations

import json
import logging
import unicodedata
from dataclasses import asdict, dataclass, field

from PySide6.QtCore import QSettings

from ..engine.messages import Message, plain
from ..engine.registry import default_variant, families, family_variants, get_variant
from .logline import LogLine
from .text import QT_TR_NOOP, level_title, tr, you

log = logging.getLogger(__name__)

PERSON, COMPUTER = "person", "computer"
LEVELS = ("easy", "medium", "hard")
PLAYED_LEVEL = "medium"          # a computer's level where a file gives none this version knows
COMPUTER_NAMES = ("Anna", "Bruno", "Carla", "Dario", "Elena", "Franco")
SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.7}
SPEED_NAMES = {"instant": QT_TR_NOOP("Instant"), "fast": QT_TR_NOOP("Fast"),
               "normal": QT_TR_NOOP("Normal"), "slow": QT_TR_NOOP("Slow")}
CARD_SIZES = {"small": 0.8, "normal": 1.0, "large": 1.25}
CARD_SIZE_NAMES = {"small": QT_TR_NOOP("Small"), "normal": QT_TR_NOOP("Normal"),
                   "large": QT_TR_NOOP("Large")}
# "Count the points for me" (docs/table.md, "Points on the table"): "rules" follows each
# variant's rule (off in Briscola, whose text forbids looking at the piles), "on" and "off"
# hold for every game.
COUNT_CHOICES = ("rules", "on", "off")


def count_switch(choice: str) -> bool | None:
    """The `count` argument of `Match.observation` for a "table/count_points" choice (None:
    the variant's own rule)."""
    return {"on": True, "off": False}.get(choice)

ORGANIZATION = APPLICATION = "Biscambiggia"


def games() -> list[str]:
    """The games of the registry (engine/registry.py), in their order."""
    return list(families())


def game_title(game: str) -> str:
    """The game's title in the language installed ("Tarocchi a pizzico")."""
    from .messages import render
    return render(Message(families()[game].word("title")))


def game_variants(game: str) -> dict[int, str]:
    """The variant ids of `game` by number of players."""
    return {v.players: v.id for v in family_variants(game)}


def game_decks(game: str) -> tuple[str, ...]:
    """The deck styles `game` is played with, its default first."""
    return families()[game].decks


def default_variant_id() -> str:
    return default_variant().id


def variant_title(variant) -> str:
    """"Briscola (4)": the game's title, with the players where the game has several
    variants."""
    title = game_title(variant.game)
    return title + (f" ({variant.players})" if len(game_variants(variant.game)) > 1 else "")


def settings() -> QSettings:
    """The application's settings: an ini file in the user's config folder (see
    redirect_settings and store/settings.py). Read a value with `setting(key)`."""
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)


_unsaved: list[str] = []            # the settings files a write failed on, not said yet


def stored(s: QSettings) -> bool:
    """Write `s` to its file now; False (noted for `take_unsaved`) when that failed: Qt
    keeps the old file whole on a full or read-only disk, and says nothing. Only an
    AccessError is one: a FormatError tells of a line Qt could not parse in the file it
    read (edited by hand, stray bytes), and the file was written anew all the same."""
    s.sync()
    if s.status() != QSettings.Status.AccessError:
        return True
    log.warning("settings could not be written to %s (%s)", s.fileName(), s.status())
    if s.fileName() not in _unsaved:
        _unsaved.append(s.fileName())
    return False


def take_unsaved() -> str | None:
    """The settings file a write failed on since the last call, or None."""
    path = _unsaved[0] if _unsaved else None
    _unsaved.clear()
    return path


def redirect_settings() -> None:
    """Settings live in the user's config folder (issue 16; store/settings.py says where,
    BISCAMBIGGIA_CONFIG moves it); a settings file left under the data folder by an older
    version is moved there first."""
    from ..paths import data_dir_or_none
    from ..store import settings as stored
    data = data_dir_or_none()
    if data is not None:
        stored.migrate(data)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(stored.config_base()))


redirect_settings_to_data_dir = redirect_settings       # the name before issue 16


def _is_setup(value) -> bool:
    """The shape MatchSetup.to_json writes (MatchSetup.from_json checks the values)."""
    if not isinstance(value, dict) or not isinstance(value.get("variant"), str):
        return False
    seats = value.get("seats", [])
    if not isinstance(seats, list) or not all(
            isinstance(s, dict) and set(s) <= {"name", "kind", "level", "typed"}
            and all(isinstance(x, bool) if k == "typed" else isinstance(x, str)
                    for k, x in s.items()) for s in seats):
        return False
    return isinstance(value.get("options", {}), dict) and isinstance(value.get("deck", ""), str)


def _specs() -> dict:
    from .. import i18n
    from ..store.settings import Spec
    specs = {
        "match/last": Spec("", "json", check=_is_setup),
        "match/default": Spec("", "json", check=_is_setup),
        "player/names": Spec("[]", "json", check=lambda v: isinstance(v, list)),
        "table/speed": Spec("normal", choices=tuple(SPEEDS)),
        "table/card_size": Spec("normal", choices=tuple(CARD_SIZES)),
        "table/show_played": Spec(True, "flag"),
        "table/count_points": Spec("rules", choices=COUNT_CHOICES),
        "ui/language": Spec("", choices=("",) + tuple(i18n.LANGUAGES)),
        # the matches kept at a session's end the start has named (ui/session_end.py)
        "files/rescued_said": Spec("[]", "json", check=lambda v: isinstance(v, list)
                                   and all(isinstance(x, str) for x in v)),
    }
    specs.update({f"deck/{game}": Spec(game_decks(game)[0], choices=game_decks(game))
                  for game in games()})
    return specs


SETTINGS: dict = {}                 # key -> store.settings.Spec, filled on first use


def setting(key: str, spec=None):
    """The value of setting `key`, through the one validating layer (store/settings.py):
    a value of the wrong type or shape gives the key's default and one log note."""
    from ..store.settings import validated
    if not SETTINGS:
        SETTINGS.update(_specs())
    return validated(key, settings().value(key), spec or SETTINGS[key])


@dataclass
class SeatSetup:
    name: str
    kind: str = COMPUTER
    level: str = "medium"
    typed: bool = False     # the name was typed in New match (kept as typed the next time,
                            # even a computer's name such as "Carla": newmatch.py)

    @property
    def is_person(self) -> bool:
        return self.kind == PERSON


@dataclass
class MatchSetup:
    variant: str = field(default_factory=default_variant_id)
    seats: list[SeatSetup] = field(default_factory=list)
    options: dict = field(default_factory=dict)
    deck: str = ""
    seed: int | None = None          # a fixed shuffle (tests); None: a fresh one

    def __post_init__(self):
        v = get_variant(self.variant)
        if not self.seats:
            self.seats = default_seats(v.players)
        if not self.deck:
            self.deck = preferred_deck(v.game)

    @property
    def game(self) -> str:
        return get_variant(self.variant).game

    @property
    def players(self) -> int:
        return get_variant(self.variant).players

    def persons(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.is_person]

    def to_json(self) -> str:
        """The form the settings keep (`match/last`, `match/default`): no seed, and no deck,
        whose one place is the settings' deck for the game (`deck/<game>`)."""
        data = asdict(self)
        data.pop("seed", None)
        data.pop("deck", None)
        return json.dumps(data)

    @classmethod
    def from_json(cls, text: str) -> "MatchSetup":
        """A setup the settings kept, with the settings' deck for its game now (a deck an
        older file kept with it is not read: the deck chosen later in Settings wins)."""
        data = json.loads(text)
        seats = [SeatSetup(str(s["name"]), str(s.get("kind", COMPUTER)),
                           str(s.get("level", "medium")), s.get("typed") is True)
                 for s in data.get("seats", [])]
        setup = cls(variant=data["variant"], seats=seats, options=data.get("options", {}))
        return setup.checked()

    def seat_dicts(self) -> list[dict]:
        """The seats as a save file writes them (store.saves): a person has no level."""
        return [{"name": s.name, "kind": s.kind, "level": None if s.is_person else s.level}
                for s in self.seats]

    @classmethod
    def from_saved(cls, variant_id: str, options: dict, seats: list[dict],
                   deck: str = "", notes: list[LogLine] | None = None) -> "MatchSetup":
        """The setup of an opened save or record, its seats as the file writes them (a
        name whole, a kind and a level as written); an empty name takes the seat's default
        (`checked`: the settings' name for that seat, "Player 2", a computer's name), and
        two seats alike are told apart (`distinct_names`). `notes`: the log's lines for
        what the file said otherwise (`checked`)."""
        made = [SeatSetup(s["name"] if isinstance(s.get("name"), str) else "",
                          str(s.get("kind") or ""), str(s.get("level") or ""))
                for s in seats]
        untext = tuple(("untext", i, json.dumps(s["name"], ensure_ascii=False))
                       for i, s in enumerate(seats) if s.get("name") is not None
                       and not isinstance(s["name"], str))    # a name that is not text
        return cls(variant_id, made, dict(options), deck).checked(notes, untext)

    def checked(self, notes: list[LogLine] | None = None,
                found: tuple[tuple, ...] = ()) -> "MatchSetup":
        """This setup with anything unknown or out of range put back to its default. For a
        setup read from a file (`from_saved`: Open, a file handed over, the autosave
        resumed), `notes` gets one line for the match log for each thing the file said
        otherwise, so that nothing changes unsaid (`adapted_lines`): a seat of a kind of
        player or a computer's level this version does not know (played by the computer,
        at Medium), a name cut to NAME_LENGTH or told apart from another seat's, a deck
        the game is not played with, "You" given to a computer or to one of several people
        (it names the one person at the screen), and what `found` holds (`from_saved`: a
        name that is not text). The match itself is kept as the file has it."""
        v = get_variant(self.variant)
        seats = list(self.seats)[:v.players]
        while len(seats) < v.players:
            seats.append(default_seats(v.players)[len(seats)])
        facts: list[tuple] = list(found)
        for i, s in enumerate(seats):
            if s.kind not in (PERSON, COMPUTER):
                facts.append(("kind", i, s.kind))
                s.kind = COMPUTER
            if s.level not in LEVELS + ("random",):
                if s.kind == COMPUTER:
                    facts.append(("level", i, s.level))
                s.level = PLAYED_LEVEL
        several = sum(1 for s in seats if s.kind == PERSON) > 1
        from .text import is_default_you
        given = set()                     # the seats named as written (not by default)
        for i, s in enumerate(seats):     # "You" only names the one person at the screen
            whole = s.name
            s.name = clean_name(s.name)
            if len(one_line(whole)) > len(s.name):
                facts.append(("cut", i, ""))
            if not s.name or (is_default_you(s.name) and (several or s.kind != PERSON)):
                if s.name:                           # "You" from a file: said as it goes
                    facts.append(("you", i, s.name))
                s.name = default_name(i, s.kind, several)
                s.typed = False
            else:
                given.add(i)
        before = [s.name for s in seats]
        distinct_names(seats, several)
        facts += [("apart", i, before[i]) for i, s in enumerate(seats)
                  if s.name != before[i] and i in given]
        try:
            options = v.resolve_options({k: val for k, val in self.options.items()
                                         if k in {o.name for o in v.options}})
        except ValueError:
            options = v.resolve_options({})
        deck = saved_deck(v.game, self.deck)
        if self.deck and deck != self.deck:
            facts.append(("deck", None, self.deck))
        if notes is not None:
            notes += adapted_lines(facts, [s.name for s in seats])
        return MatchSetup(v.id, seats, options, deck, self.seed)


def adapted_lines(facts: list[tuple], names: list[str]) -> list[LogLine]:
    """The match log's lines for what `MatchSetup.checked` changed in a setup read from a
    file, one per fact (kind, seat, what the file wrote), each once, in plain words; a
    value from the file quoted as `plain` shows it (one line, cut short). Each line is a
    LogLine (it changes language with the window): the names are the seats' now."""
    lines = []
    for kind, seat, written in facts:
        name = names[seat] if seat is not None else ""
        shown = plain(written)
        if kind == "kind":
            lines.append(LogLine(lambda n=name, s=seat + 1, w=shown: tr(
                "The computer plays seat {seat} ({name}): the file gives it a kind of player "
                "this version does not know ({kind}).", seat=s, name=n, kind=w)))
        elif kind == "level":
            lines.append(LogLine(lambda n=name, w=shown: tr(
                "{name} plays at {played}: the file gives a level this version does not know "
                "({level}).", name=n, played=level_title(PLAYED_LEVEL), level=w)))
        elif kind == "you":
            lines.append(LogLine(lambda n=name, s=seat + 1, w=plain(written): tr(
                "The file calls seat {seat} “{written}”, the name of the one person at the "
                "screen: here it is called “{name}”.", seat=s, written=w, name=n)))
        elif kind == "untext":
            lines.append(LogLine(lambda n=name, s=seat + 1, w=shown: tr(
                "The file gives seat {seat} a name that is not text ({written}): here it is "
                "called “{name}”.", seat=s, written=w, name=n)))
        elif kind == "cut":
            lines.append(LogLine(lambda n=name: tr(
                "A name in the file is longer than {n} letters: it is cut to “{name}”.",
                n=NAME_LENGTH, name=n)))
        elif kind == "apart":
            lines.append(LogLine(lambda n=name, s=seat + 1, w=written: tr(
                "Two seats in the file are both called “{written}”: here seat {seat} is "
                "called “{name}”.", written=w, seat=s, name=n)))
        elif kind == "deck":
            lines.append(LogLine(lambda w=shown: tr(
                "The file asks for a deck this game is not played with ({deck}): the cards "
                "are those your settings choose.", deck=w)))
    return lines


def seat_name(seat: int) -> str:
    """The name the settings give seat `seat` (your name at seat 0, "You" if none)."""
    names = player_names()
    if names[seat]:
        return names[seat]
    return you() if seat == 0 else COMPUTER_NAMES[(seat - 1) % len(COMPUTER_NAMES)]


NAME_LENGTH = 24                 # the longest name a seat takes (the dialogs' fields too)


def clean_name(name: object) -> str:
    """A name as a seat and the settings keep it, wherever it comes from (a dialog, the
    settings file, a save, a record): one line (`one_line`: its spaces collapsed, "  Anna
    Maria " is "Anna Maria"), at most NAME_LENGTH letters; "" for none. One rule, so that
    the table and the statistics (which key people by name) never hold one person under
    two names."""
    return one_line(name)[:NAME_LENGTH].rstrip()


def one_line(name: object) -> str:
    """A name on one line: control characters and line breaks are spaces, spaces are
    collapsed ("Anna\tMaria " is "Anna Maria")."""
    return " ".join("".join(c if c.isprintable() else " " for c in str(name or "")).split())


def name_key(name: str) -> str:
    """A name as two names are told apart: "Anna", " anna", "ANNA" and "An na" are one
    person (letter case and spaces aside, the same letters however typed)."""
    return "".join(unicodedata.normalize("NFKC", str(name)).split()).casefold()


def same_names(names: list[str]) -> tuple[int, int] | None:
    """The first two seats (counted from 0) whose names are one (`name_key`), or None;
    an empty name clashes with none."""
    seen: dict[str, int] = {}
    for i, name in enumerate(names):
        key = name_key(name)
        if key in seen:
            return seen[key], i
        if key:
            seen[key] = i
    return None


def clash_text(names: list[str], labels: list[str] | None = None) -> str:
    """What the new-match and Settings dialogs say of two seats alike (`same_names`), or
    "": which seats, which name, why it matters. The seats are named as the dialog labels
    their fields: `labels` (the Settings dialog's "Your name", "Seat 2"...), or else "Seat
    n" (the new-match dialog's rows)."""
    clash = same_names(names)
    if clash is None:
        return ""
    first, second = clash
    name = names[second].strip()
    if labels is not None:
        return tr("The fields “{first}” and “{second}” both say “{name}”: give each its own "
                  "name, so that the table and the statistics can tell them apart.",
                  first=labels[first].replace("&", ""), second=labels[second].replace("&", ""),
                  name=name)
    return tr("Seats {first} and {second} are both called “{name}”: give each its own name, "
              "so that the table and the statistics can tell them apart.",
              first=first + 1, second=second + 1, name=name)


def free_name(seat: int, kind: str, several: bool, taken: set[str], wanted: str = "") -> str:
    """A name for seat `seat` that no other seat has (`taken`: their `name_key`s): `wanted`
    (a name typed) if free, else that name with the seat's number ("Anna 3", so that the
    person still knows it); with none wanted the seat's default ("Player 3", a computer's
    name), else another person's label or computer's name, else one numbered."""
    candidates: tuple[str, ...] = (wanted,)
    if not wanted:
        wanted = default_name(seat, kind, several)
        others = (player_label(seat),) if kind == PERSON else COMPUTER_NAMES
        candidates = (wanted, *others)
    for name in candidates:
        if name_key(name) not in taken:
            return name
    for n in range(1, 100):
        tail = f" {seat + 1}" if n == 1 else f" {seat + 1} ({n})"
        name = wanted[:NAME_LENGTH - len(tail)].rstrip() + tail
        if name_key(name) not in taken:
            return name
    return wanted                                          # pragma: no cover (6 seats)


def distinct_names(seats: list[SeatSetup], several: bool) -> None:
    """Every seat's name its own, so that "Pass to Anna" names one person and the
    statistics (which key people by name) never merge two: a person keeps a name before a
    computer, and the first seat before a later one; a seat alike ("anna", "ANNA ") takes
    `free_name` (a saved setting, a save or a record with two alike; the new-match dialog
    refuses such names before: newmatch.py)."""
    taken: set[str] = set()
    order = sorted(range(len(seats)), key=lambda i: (not seats[i].is_person, i))
    for i in order:
        s = seats[i]
        if name_key(s.name) in taken:
            s.name = free_name(i, s.kind, several, taken, "" if not s.is_person else s.name)
            s.typed = False
        taken.add(name_key(s.name))


PLAYER_LABEL = "Player {n}"      # a person's default name where several share the screen


def player_label(seat: int) -> str:
    return tr("Player {n}", n=seat + 1)      # PLAYER_LABEL, as lupdate reads it


def is_player_label(name: str, seat: int) -> bool:
    """Whether `name` is seat `seat`'s default "Player 2" in English, Italian or the
    language installed."""
    return name in (PLAYER_LABEL.format(n=seat + 1), f"Giocatore {seat + 1}", player_label(seat))


def is_default_name(name: str, seat: int) -> bool:
    """Whether `name` is one the table gave (not one a person typed or the settings hold):
    "You"/"Tu", a computer's name at its seat, "Player 2"/"Giocatore 2"."""
    from .text import is_default_you
    if player_names()[seat] and name == player_names()[seat]:
        return False
    return (is_default_you(name) or name in COMPUTER_NAMES
            or is_player_label(name, seat))


def default_name(seat: int, kind: str, several: bool) -> str:
    """The name a seat gets when nobody typed one: the settings' name for it; else "You"
    for the one person at the screen, "Player 2" when several share it (so the pass screen
    reads "Pass to Player 2", never "Pass to You"), a computer's name for a computer."""
    if player_names()[seat]:
        return player_names()[seat]
    if kind == PERSON:
        return player_label(seat) if several else you()
    return COMPUTER_NAMES[(seat - 1) % len(COMPUTER_NAMES)]


def default_seats(players: int) -> list[SeatSetup]:
    seats = [SeatSetup(seat_name(0), PERSON, "medium")]
    seats += [SeatSetup(seat_name(i + 1), COMPUTER, "medium") for i in range(players - 1)]
    return seats


def settings_seat_dicts(players: int) -> list[dict]:
    """The settings' seats as a file writes seats (`saves.load_match`'s
    `default_seats_for`): a record that names nobody, or a seat that leaves its kind or
    level unsaid, is played by them (you at seat 0 and the computer elsewhere, with the
    names and the strength of your settings)."""
    return [{"name": s.name, "kind": s.kind, "level": None if s.is_person else s.level}
            for s in default_seats(players)]


def default_setup() -> MatchSetup:
    """The default match of the settings; unless changed, one click: Biscambiggia, you
    against the computer."""
    text = setting("match/default")
    if text:
        try:
            setup = MatchSetup.from_json(str(text))
            for i, seat in enumerate(setup.seats):
                if i < 6 and player_names()[i]:
                    seat.name = player_names()[i]
            return setup.checked()                 # the settings' names alike: told apart
        except (ValueError, KeyError, TypeError):
            pass
    return MatchSetup().checked()


def save_default_setup(setup: MatchSetup | None) -> None:
    s = settings()
    if setup is None:
        s.remove("match/default")
    else:
        s.setValue("match/default", setup.to_json())
    stored(s)


# --- the other preferences --------------------------------------------------------------
def player_names() -> list[str]:
    """Six names by seat, "" where the settings give none (seat 0 is yours)."""
    try:
        names = json.loads(setting("player/names"))
    except ValueError:
        names = []
    if not isinstance(names, list):
        names = []
    names = [clean_name(n) if isinstance(n, str) else "" for n in names][:6]
    return names + [""] * (6 - len(names))


def save_player_names(names: list[str]) -> None:
    s = settings()
    s.setValue("player/names", json.dumps([clean_name(n) for n in names][:6]))
    stored(s)


def preferred_deck(game: str) -> str:
    """The deck style the settings choose for a game family (its first if none)."""
    if game not in families():
        return "genoese"
    return setting(f"deck/{game}")


def saved_deck(game: str, saved: object) -> str:
    """The deck style a match read from a file is drawn with, on the table (Open, the
    autosave resumed: `MatchSetup.checked`, which logs a deck not of the game) and in the
    review (Game > Review a game record) alike: the one it was saved with where the game
    has it, else the one the settings choose for the game."""
    return saved if isinstance(saved, str) and saved in game_decks(game) else preferred_deck(game)


def save_preferred_deck(game: str, deck: str) -> None:
    if game in families() and deck in game_decks(game):
        s = settings()
        s.setValue(f"deck/{game}", deck)
        stored(s)


def load_choice(key: str, choices, default: str) -> str:
    from ..store.settings import Spec
    value = setting(key, Spec(default, choices=tuple(choices)))
    return value if value in choices else default


def save_choice(key: str, value) -> None:
    s = settings()
    s.setValue(key, value)
    stored(s)


def load_flag(key: str, default: bool) -> bool:
    from ..store.settings import Spec
    return setting(key, Spec(default, "flag"))


def load_setup() -> MatchSetup:
    text = setting("match/last")
    if text:
        try:
            return MatchSetup.from_json(str(text))
        except (ValueError, KeyError, TypeError):
            pass
    return default_setup()


def save_setup(setup: MatchSetup) -> None:
    s = settings()
    s.setValue("match/last", setup.to_json())
    stored(s)


def load_speed() -> str:
    return setting("table/speed")


def save_speed(speed: str) -> None:
    s = settings()
    s.setValue("table/speed", speed)
    stored(s)

