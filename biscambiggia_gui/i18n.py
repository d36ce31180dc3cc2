"""Languages: Italian and English, the system's by default, switchable while the game runs.

The interface is written in English; every visible string goes through Qt's translation
(`QCoreApplication.translate`, `self.tr`). The Italian texts live in the Qt Linguist source
`assets/translations/biscambiggia_it.ts`, which `make translations` refreshes from the code
(`pyside6-lupdate`) and compiles (`pyside6-lrelease`) to `biscambiggia_it.qm`; `make run`,
`make test` and the packaging build compile it too. Where the compiled file is missing or
older than its source (a plain `pip install -e .`, a checkout without make), `qm_path`
compiles it at start-up with PySide6's own lrelease into the user's data folder, never
next to the program; without lrelease the game stays in English and says so in the log
(and in the window when the language was chosen in the Settings: ui/fault_words.language_notice).

    install(app, "it")      # or "en", or "" for the system's language; returns "it"/"en"
    current_language()      # "it" or "en"
    missing_language()      # "it" when Italian was asked for and its file is missing
    system_language()       # what "" means on this computer

Installing also loads Qt's own `qtbase_<lang>` (standard buttons, file dialogs) and sets the
default QLocale, so numbers and dates follow the language. Qt then sends every widget a
LanguageChange event; the windows retranslate their texts on it.
"""
from __future__ import annotations

import logging
import os
import re
import shutil
import string
import subprocess
import sys
import unicodedata
from pathlib import Path
from typing import Any

from .paths import asset, user_data_dir

log = logging.getLogger(__name__)

LANGUAGES = ("it", "en")
LANGUAGE_NAMES = {"it": "Italiano", "en": "English"}   # each in its own language
SYSTEM = ""                      # the setting's value for "the system's language"
DEFAULT = "en"                   # the language the sources are written in
DOMAIN = "biscambiggia"

_installed: list = []            # the translators installed now
_current = DEFAULT
_missing: str | None = None      # the language last asked for whose translation is missing


def normalise(language: str | None) -> str:
    """"it", "it_IT", "it-CH" -> "it"; "" or None -> the system's language; others -> en."""
    if not language:
        return system_language()
    code = str(language).replace("-", "_").split("_")[0].lower()
    return code if code in LANGUAGES else DEFAULT


def system_language() -> str:
    """The first of the system's preferred languages that the game speaks (else English)."""
    from PySide6.QtCore import QLocale
    for name in QLocale.system().uiLanguages() or [QLocale.system().name()]:
        code = name.replace("-", "_").split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return DEFAULT


def current_language() -> str:
    return _current


_FORMATTER = string.Formatter()
# the person's default name in Italian ("You" -> "Tu": ui/text.py DEFAULT_YOU, the .ts) after
# a preposition is "te"
_YOU_IT = "Tu"
_YOU_EN = "You"                    # ... and in English "you" inside a sentence ("Trick to you")
_PREPOSITION = re.compile(r"(?<![^\W\d_])(?:a|ad|da|di|con|per|su|tra|fra|verso|senza) +$", re.IGNORECASE)
# Italian writes "ad" before a word that begins with "a" (ad Anna) and "ed" before one that
# begins with "e" (Bruno ed Elena): a lone "a" or "e" (no letter before it) right before a field
_EUPHONY = re.compile(r"(?<![^\W\d_])([aAeE])( +)$")
# ... and a preposition written apart before a card's article joins it: "a il {card}" is
# "al 7♥" (`_with_article`; a name's article: `_name_article`)
_BEFORE_IL = re.compile(r"(?<![^\W\d_])(a|da|di|in|su) +$", re.IGNORECASE)
# the default name of a seat with nobody's name ("Giocatore 2": ui/setup.py seat_name) takes
# the article where Italian wants one: "Passa al Giocatore 2", "Sono il Giocatore 2"
_DEFAULT_PLAYER = re.compile(r"Giocatore \d+")
_WITH_ARTICLE = re.compile(
    r"(?<![^\W\d_])(a|da|di|su|con|per|tra|fra|contro|verso|senza|sono|è) +$", re.IGNORECASE)
# A name a player typed may begin with an article: "Il Nonno", "IL CAPO", "I Nonni", "gli
# Zii". The articles that never begin a surname (il, i, gli), in any letter case, are
# Italian's: joined with a preposition before them ("Passa al Nonno", "al CAPO", "ai
# Nonni", "degli Zii") and written in lower case after another word that takes the article
# ("con il Nonno", "contro il CAPO", "Anna e i Nonni"). "La", "Lo", "Le" and "L’" begin
# surnames as often as nicknames ("La Rosa", "Lo Russo", "L’Abbate"), which Italian never
# joins ("di La Rosa"), so a name with them stays as typed; so does a name that only begins
# with the letters ("Ilaria", "Lola", "Ligure", "Gliese"). docs/i18n.md
_NAME_ARTICLE = re.compile(r"(il|i|gli) +(?=\S)", re.IGNORECASE)
_JOINS_NAME = re.compile(r"(?<![^\W\d_])(a|da|di|su) +$", re.IGNORECASE)
_LOWERS_NAME = re.compile(r"(?<![^\W\d_])(con|per|tra|fra|contro|verso|senza|sono|è|e|ed) +$",
                          re.IGNORECASE)
# what follows the default name where it begins a list of names (ui/text.py names_joined:
# "Tu e Bruno", "You, Bruno and Carla"); a name typed that only begins with it ("Tu Anh",
# "You Li") is the player's own and stays as typed
_AFTER_YOU_IT = (", ", " e ", " ed ")
_AFTER_YOU_EN = (", ", " and ")
# English says a card after a word with "the" ("You call the Ace of cups", "Lead the 7♥",
# "you must beat the King"), unless the word is one that already determines it
# ("the", "your"...): `_fill_english`; so does a card that begins a sentence as its subject
# ("The Jack of swords loses the trick", "The 7♥ is not in your hand": "Jack of swords
# loses the trick" read as a note, not English); a label's value, a card after a colon, a
# comma or a bracket, and a card named before a comma stay bare ("Trump: 7♥", "7♥, card 1
# of 3")
_AFTER_A_WORD_EN = re.compile(r"\b([A-Za-z]+) $")
_SENTENCE_START_EN = re.compile(r"(^|[.!?] )$")
_SUBJECT_VERB_EN = re.compile(r" [a-z]")
_DETERMINERS_EN = frozenset("the a an your my his her their its our this that these those each "
                            "every no any another".split())
_OPENING_QUOTES = ("\u201c", "\u2018", "\u00ab", '"', "'")   # a name quoted is quoted as typed


def _you_first(text: str, you: str, after: tuple[str, ...]) -> bool:
    """Whether `text` is the default name `you`, alone or first in a list of names."""
    return text == you or text.startswith(tuple(you + a for a in after))


def _inside_sentence(done: str) -> bool:
    """Whether a value written after `done` stands inside a sentence, where the default
    name is a pronoun in lower case ("dealer you", "mazziere tu"): not at its start, not
    after a full stop, a colon or a dash (a label's value keeps its capital: "Caller:
    You", "Presa – Tu"), not in quotes (a name quoted is quoted as typed). A colon inside
    brackets is the sentence's own ("Next deal (dealer: you)", "(mazziere: tu)"): the
    button said "mazziere: Tu"."""
    if not done.strip() or done.endswith(_OPENING_QUOTES):
        return False
    end = done.rstrip()
    if end.endswith(":") and done.count("(") > done.count(")"):
        return True
    return not end.endswith((".", "!", "?", ":", "\u2013", "\u2014"))


# A card or a rank takes its article in a sentence ("ha giocato l’Asso di coppe", "offri il
# 3"): the translator writes "il" before its field, or the preposition joined with it ("del",
# "al", "dal", "nel", "sul"), as for "il Re"; the value, a Noun, gets the article its word
# takes, joined with a preposition ("dell’Asso", "alla Donna"). A Noun may take none (a bid
# in points: "Offri 70", "più alta di 70") or say its own ("il 2 a 62"). Before any other
# value the template's words stay as written.
_ARTICLE = re.compile(r"(?<![^\W\d_])(il|al|dal|del|nel|sul) +$", re.IGNORECASE)
_STEMS = {"a": "a", "da": "da", "di": "de", "in": "ne", "su": "su"}   # "a" + "la": "alla"


def _joined(preposition: str, said: str) -> str:
    """A preposition joined with the article after it: "di" + "il" "del", "a" + "la" "alla",
    "di" + "l’" "dell’", "di" + "i" "dei", "da" + "gli" "dagli"."""
    if said == "il":
        return _STEMS[preposition] + "l"
    if said in ("i", "gli"):
        return _STEMS[preposition] + said
    return _STEMS[preposition] + "l" + said


_UNJOINED = {_joined(p, "il"): p for p in _STEMS}        # "del": "di", "al": "a"...
# the Genoese deck's short names ("K♠", "Q♥") are read aloud with the rank's word: "il re di
# picche", "la donna di cuori" (docs/i18n.md)
_SHORT_NAME = re.compile(r"(\d+|[AJQK])[\u2665\u2666\u2663\u2660]")
_INDEX_WORDS = {"A": "asso", "J": "fante", "Q": "donna", "K": "re"}
_FEMININE = frozenset({"donna", "regina", "carta"})
_LO = re.compile(r"s[^aeiou]|z|x|y|gn|ps|pn|i[aeiou]")   # "lo zero", "lo sbaglio"
ELIDED = "l\u2019"                # "l’Asso": the catalogue's apostrophe


class Noun(str):
    """A value Italian says with the definite article: a card's name ("Asso di coppe",
    "7♥", "Tarocco 5", "Matto") or a rank ("Asso", "3"), made by ui/text.py. Where an
    Italian template writes "il" (or "del", "al"...) before its field, `fill` writes the
    article the word takes: "ha giocato il {card}" is "ha giocato l’Asso di coppe", "la Donna
    di cuori", "il K♠". `own`: the article where it is not the word's: "" for none (a bid in
    points, "Offri 70"; one whose words say their own, "il 2 a 62"). `card`: a card's name,
    which English too says with "the" after a verb ("You call the Ace of cups"). `bid`: a
    rank bid (Briscola chiamata), which English says with "the" wherever it stands, as its
    bids in points say "the 2 at 62" ("Anna bids the Ace", "bid: the 3"; bare, "You bid 2"
    read as points)."""
    own: str | None = None
    card: bool = False
    bid: bool = False

    def __new__(cls, text: str, own: str | None = None, card: bool = False, bid: bool = False):
        made = super().__new__(cls, text)
        made.own = own
        made.card = card
        made.bid = bid
        return made


def article(word: str) -> str:
    """The Italian definite article of `word`: "il" (Re, 7, Tarocco 5), "l’" before a vowel
    (Asso, 8, 11), "lo" (s and a consonant, z, gn...), "la" (Donna, Regina); a short name
    as read aloud: "l’" A♦ (asso), "il" K♠ (re), "la" Q♥ (donna), "il" J♣ (fante); a Noun's
    own where it has one."""
    own = getattr(word, "own", None)
    if own is not None:
        return own
    short = _SHORT_NAME.match(word)
    head = short.group(1) if short else (word.split() or [""])[0]
    head = _INDEX_WORDS.get(head, head)
    if head.isdigit():              # as said: "otto", "undici", "uno" begin with a vowel
        return ELIDED if head.startswith("8") or head in ("1", "11") else "il"
    low = unicodedata.normalize("NFD", head).lower()
    if low[:1] in tuple("aeiou") and not _LO.match(low):
        return ELIDED
    if low in _FEMININE:
        return "la"
    return "lo" if _LO.match(low) else "il"


def _with_article(done: str, noun: str, mark: re.Match) -> str:
    """`done`, which ends with the template's article (`mark`: "il", or a preposition
    joined with it, "del"), made to agree with `noun`, the value after it: the article the
    word takes, joined with a preposition ("di" + "l’": "dell’"; "a" + "la": "alla"), or the
    preposition alone where the noun takes none ("di 70")."""
    written = mark.group(1)
    done, capital = done[:mark.start()], written[0].isupper()
    preposition = _UNJOINED.get(written.lower())
    if preposition is None and (before := _BEFORE_IL.search(done)) is not None:
        preposition, capital = before.group(1).lower(), before.group(1)[0].isupper()
        done = done[:before.start()]            # "a il {card}", written apart
    said = article(noun)
    if said and preposition is not None:
        said = _joined(preposition, said)
    elif not said:
        said = preposition or ""
    said = said.capitalize() if capital else said
    return done + said + ("" if not said or said.endswith("\u2019") else " ")


def _initial(text: str) -> str:
    """The first letter of `text`, lower case and without its accent ("É" -> "e")."""
    return unicodedata.normalize("NFD", text[:1])[:1].lower()


_ESCAPED = re.compile("[\udc80-\udcff]")


def visible(value: Any) -> Any:
    """`value` with each byte that was not UTF-8 (a lone surrogate U+DC80-U+DCFF, as
    os.fsdecode leaves it) shown as the replacement character; anything else as it is."""
    if isinstance(value, str) and _ESCAPED.search(value):
        return _ESCAPED.sub("\ufffd", value)
    return value


def fill(template: str, fields: dict, language: str | None = None) -> str:
    """`template` filled in with `fields`, as `str.format` does (and failing as it does),
    in `language` (the one installed by default): in Italian an "a" or "e" before a field
    whose value begins with that vowel becomes "ad"/"ed", whatever name the player typed
    ("Passa ad Anna", "Bruno ed Elena", but "Passa a Bruno"), and the person's default
    name "Tu" after a preposition is "te" ("tocca a te", "vinta da te e Bruno") and
    elsewhere inside a sentence "tu" ("mazziere tu": `_inside_sentence`), a
    preposition joins the article that begins a value ("tocca al posto 2", a name typed
    "Il Nonno" or "IL CAPO": "Passa al Nonno", "al CAPO"; only il, i and gli, which no
    surname begins with: `_name_article`), the
    default "Giocatore 2" takes its article ("Passa al Giocatore 2", "Sono il Giocatore 2"),
    and a card or a rank (a `Noun`) after the article "il" the template writes takes the
    article its word takes ("ha giocato l’Asso", "della Donna", "Offri 70").
    English (`_fill_english`) says the default "You" as "you" or "your" inside a sentence,
    and a card after a word with "the" ("You call the Ace of cups").
    A value holding bytes that were not UTF-8 (a file name read with Python's
    "surrogateescape") shows each such byte as "\ufffd", as the file dialog does; Qt dropped
    them ("bad\\xffname.txt" read "badname.txt": `visible`).
    Every sentence of the interface and of the catalogue is filled here."""
    fields = {key: visible(value) for key, value in fields.items()}
    if (language or _current) != "it":
        return _fill_english(template, fields)
    done = ""
    for literal, field, spec, conversion in _FORMATTER.parse(template):
        done += literal
        if field is None:
            continue
        text = _field_text(field, spec, conversion, fields)
        mark = _ARTICLE.search(done)
        if mark is not None and isinstance(text, Noun):
            done = _with_article(done, text, mark)      # "ha giocato l’", "Offri "
            if article(text):
                done += text
                continue
        if _DEFAULT_PLAYER.fullmatch(text) and _WITH_ARTICLE.search(done):
            text = "il " + text         # "a il Giocatore 2", joined below: "al Giocatore 2"
        done, text = _name_article(done, text)
        before = _EUPHONY.search(done)
        if before is not None and _initial(text) == before.group(1).lower():
            done = done[:before.end(1)] + "d" + done[before.end(1):]
        if _you_first(text, _YOU_IT, _AFTER_YOU_IT):
            if _PREPOSITION.search(done):               # "tocca a te", "da te e Bruno"
                text = "te" + text[len(_YOU_IT):]
            elif _inside_sentence(done):                # "mazziere tu", "Anna e tu"
                text = "tu" + text[len(_YOU_IT):]
        done += text
    return done


def _name_article(done: str, text: str) -> tuple[str, str]:
    """`done` and the value `text` after it, where `text` begins with an article (a seat's
    words "il posto 2", a name typed "Il Nonno", "IL CAPO", "I Nonni"): joined with the
    preposition before it ("al posto 2", "al Nonno", "al CAPO", "dei Nonni"), or in lower
    case after another word that takes it ("con il Nonno"); else both as they are."""
    article = _NAME_ARTICLE.match(text)
    if article is None:
        return done, text
    said = article.group(1).lower()
    joined = _JOINS_NAME.search(done)
    if joined is not None:              # "a" + "il posto 2": "al posto 2"; "di" + "I Nonni": "dei Nonni"
        word = joined.group(1)
        into = _joined(word.lower(), said)
        done = done[:joined.start()] + (into.capitalize() if word[0].isupper() else into)
        return done, " " + text[article.end():]
    if _LOWERS_NAME.search(done):
        return done, said + " " + text[article.end():]     # "con il Nonno", "e i Nonni"
    return done, text


def lowered_article(name: str, language: str | None = None) -> str:
    """A name inside a list of names, in Italian: its article, if it begins with one that
    `fill` joins, in lower case ("Tu, il Nonno e Anna"); the name as it is otherwise."""
    article = _NAME_ARTICLE.match(name)
    if (language or _current) != "it" or article is None:
        return name
    said = article.group(1)
    return said.lower() + name[len(said):]


def _field_text(field: str, spec: str | None, conversion: str | None, fields: dict) -> str:
    """One field of a template as str.format writes it."""
    value = _FORMATTER.convert_field(_FORMATTER.get_field(field, (), fields)[0], conversion)
    if isinstance(value, Noun) and not spec:
        return value                    # still a Noun: it takes an article
    return _FORMATTER.format_field(value, _FORMATTER.vformat(spec or "", (), fields))


def article_en(before: str, noun: str, after: str = "") -> bool:
    """Whether English says "the" before `noun` (a `Noun`) where `before` is the sentence
    so far and `after` the words that follow it: before a card's name after a word that
    does not already determine it ("You call", "Lead", "must beat"), and before a card
    that begins a sentence as its subject, a verb after it ("The 7♥ takes the trick");
    never after punctuation, before a card named before a comma ("7♥, card 1 of 3"),
    before a rank or where the noun takes no article (a code that is no card). A rank bid
    (`Noun.bid`) takes it wherever it stands, after a colon too ("bid: the Ace"), as "the
    2 at 62" has it, unless a word before it already determines it."""
    if getattr(noun, "bid", False) and getattr(noun, "own", None) != "":
        word = _AFTER_A_WORD_EN.search(before)
        return word is None or word.group(1).lower() not in _DETERMINERS_EN
    if not getattr(noun, "card", False) or getattr(noun, "own", None) == "":
        return False
    if _SENTENCE_START_EN.search(before):
        return _SUBJECT_VERB_EN.match(after) is not None
    word = _AFTER_A_WORD_EN.search(before)
    return word is not None and word.group(1).lower() not in _DETERMINERS_EN


def _fill_english(template: str, fields: dict) -> str:
    """`template` filled in, as str.format does, but the person's default name "You" inside
    a sentence is "you" ("Trick to you", "goes to you and Carla") and before "'s" "your" or
    "yours" ("your turn", "not yours"), as English writes it; a name the player typed stays
    as typed, and so does a name in quotes ("Seats 1 and 2 are both called “You”")."""
    done = ""
    you = False                         # the last field written was the default "You"
    parts = list(_FORMATTER.parse(template))
    for at, (literal, field, spec, conversion) in enumerate(parts):
        if you and literal.startswith("'s"):
            literal = literal[2:]
            rest = literal.strip(" .,;:!?)")
            done = done[:-len(_YOU_EN)] + ("Your" if done.endswith(_YOU_EN) else "your")
            done += "s" if not rest else ""
        done += literal
        you = False
        if field is None:
            continue
        text = _field_text(field, spec, conversion, fields)
        you = text == _YOU_EN
        after = parts[at + 1][0] if at + 1 < len(parts) else ""
        if isinstance(text, Noun) and article_en(done, text, after):
            # "You call the Ace of cups"; a sentence's subject, "The 7♥ takes", after a full stop too
            done += "The " if _SENTENCE_START_EN.search(done) else "the "
        if _you_first(text, _YOU_EN, _AFTER_YOU_EN) and _inside_sentence(done):
            text = "you" + text[len(_YOU_EN):]      # inside a sentence: "to you and Carla"
            # (a label's value keeps its capital: "Caller: You")
        done += text
    return done


def missing_language() -> str | None:
    """The language the last install asked for and could not load (its compiled file
    missing or unreadable, as in a broken installation): the game then speaks English
    throughout, numbers and the rules pages included, and the window says so."""
    return _missing


def ts_path(language: str) -> Path:
    return asset("translations", f"{DOMAIN}_{language}.ts")


def lrelease_command() -> list[str] | None:
    """PySide6's lrelease (inside the PySide6 package, or its pyside6-lrelease wrapper)."""
    try:
        import PySide6
        here = Path(PySide6.__file__).parent
    except ImportError:                                   # pragma: no cover
        return None
    for candidate in (here / "lrelease", here / "lrelease.exe", here / "Qt" / "libexec" / "lrelease"):
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return [str(candidate)]
    beside = Path(sys.executable).with_name("pyside6-lrelease")
    found = str(beside) if beside.is_file() else shutil.which("pyside6-lrelease")
    return [found] if found else None


def compile_ts(ts: Path, qm: Path) -> bool:
    """lrelease `ts` into `qm`; False (and a log line) if that cannot be done."""
    command = lrelease_command()
    if command is None:
        log.warning("no lrelease found: %s stays uncompiled; the game speaks English", ts.name)
        return False
    part = qm.with_name(f".{qm.name}.{os.getpid()}.part")   # never a half-written .qm
    try:
        qm.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([*command, "-silent", str(ts), "-qm", str(part)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=60)
        os.replace(part, qm)
    except (OSError, subprocess.SubprocessError) as exc:
        log.warning("cannot compile %s (%s); the game speaks English", ts.name, exc)
        try:
            part.unlink(missing_ok=True)
        except OSError:
            pass
        return False
    return qm.is_file()


def _loads(qm: Path) -> bool:
    """Whether Qt can load `qm` (a file cut short by a full disk or a kill cannot)."""
    from PySide6.QtCore import QTranslator
    return QTranslator().load(str(qm))


def _fresh(qm: Path, ts: Path) -> bool:
    return qm.is_file() and (not ts.is_file() or qm.stat().st_mtime >= ts.stat().st_mtime)


def qm_path(language: str) -> Path | None:
    """The compiled translation for `language`: the one shipped beside its source if it is
    up to date, else one compiled now into the user's data folder; None if there is none
    (English needs none: it is the language of the sources)."""
    ts = ts_path(language)
    shipped = ts.with_suffix(".qm")
    if _fresh(shipped, ts):
        return shipped
    if not ts.is_file():
        return None
    cached = user_data_dir() / "translations" / shipped.name
    if (_fresh(cached, ts) and _loads(cached)) or compile_ts(ts, cached):
        return cached
    return None


def compile_all(folder: Path | None = None) -> list[Path]:
    """Compile every .ts under assets/translations beside itself (what `make translations`
    does after lupdate); returns the .qm files written or already up to date."""
    folder = folder or asset("translations")
    done = []
    for ts in sorted(folder.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        if _fresh(qm, ts) or compile_ts(ts, qm):
            done.append(qm)
    return done


def install(app, language: str | None = SYSTEM) -> str:
    """Put `language` ("it", "en", or "" for the system's) in charge: remove the
    translators installed before, install Qt's own and the game's, set the default locale.
    Returns the language now in use."""
    global _current, _missing
    from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
    code = normalise(language)
    _missing = None
    own = None
    if code != DEFAULT:
        path = qm_path(code)
        own = QTranslator(app)
        if path is None or not own.load(str(path)):
            log.warning("no %s translation of the game found; it speaks English", code)
            _missing, code, own = code, DEFAULT, None    # English throughout, never a mix
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    locale = (QLocale(QLocale.Language.Italian, QLocale.Country.Italy) if code == "it"
              else QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
    QLocale.setDefault(locale)
    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{code}", qt_folder):
        _installed.append(qt)
    if own is not None:
        _installed.append(own)
    for translator in _installed:
        app.installTranslator(translator)
    _current = code
    return code
