"""Files a person may edit by hand, saved again by an editor in another encoding than the
UTF-8 the game writes: Windows Notepad's "ANSI" (Windows-1252: "Nicolò" is the byte F2),
its "Unicode" (UTF-16, with or without the byte-order mark), UTF-8 with a BOM. Every file
the game reads (a save, a game record, the statistics journal, the settings) keeps its
accents (engine/boundedjson.decode_text: UTF-8, UTF-16, Windows-1252 for the bytes that
are not UTF-8) and is UTF-8 again the next time the game writes it; bytes no text holds
keep their clear message and the file is left as it was. Real files in tmp folders."""
import json
import os
import time

import pytest

from biscambiggia_gui import app as application
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.record import RecordError, parse, to_record
from biscambiggia_gui.store import saves
from biscambiggia_gui.store import settings as stored
from biscambiggia_gui.store.stats import Pending, match_rows
from biscambiggia_gui.ui import setup

NAMES = ["Nicolò", "Pietà", "Anna", "José"]
GARBAGE = bytes(range(256)) * 3           # no editor writes these: not text

ENCODINGS = {                             # how an editor may write the game's UTF-8 again
    "utf-8": lambda text: text.encode("utf-8"),
    "utf-8 with BOM": lambda text: b"\xef\xbb\xbf" + text.encode("utf-8"),
    "cp1252": lambda text: text.encode("cp1252"),
    "utf-16 (Notepad's Unicode)": lambda text: text.encode("utf-16"),
    "utf-16-le without BOM": lambda text: text.encode("utf-16-le"),
    "utf-16-be without BOM": lambda text: text.encode("utf-16-be"),
}


def played_match(variant="briscola-4", seed=5, hands=1):
    match = Match(variant, seed=seed)
    for _ in range(hands):
        hand = match.start_hand()
        while not hand.is_over():
            match.apply(hand.legal_actions()[0])
    return match


def seats():
    return [{"name": NAMES[0], "kind": "person", "level": None}] + [
        {"name": name, "kind": "computer", "level": "medium"} for name in NAMES[1:]]


def reencoded(path, how: str) -> bytes:
    """`path`, which the game wrote in UTF-8, written again as an editor would (`how`)."""
    data = ENCODINGS[how](path.read_text(encoding="utf-8"))
    path.write_bytes(data)
    return data


# --- saves and game records ---------------------------------------------------------------
@pytest.mark.parametrize("how", sorted(ENCODINGS))
def test_a_save_an_editor_wrote_again_opens_with_its_accents(tmp_path, how):
    match = played_match()
    path = saves.save_match(tmp_path / "partita.json", saves.make_payload(match, seats()))
    reencoded(path, how)
    loaded = saves.load_match(path)
    assert [s["name"] for s in loaded.seats] == NAMES
    assert to_record(loaded.match) == to_record(match)


@pytest.mark.parametrize("how", sorted(ENCODINGS))
def test_a_bare_record_an_editor_wrote_again_opens_and_replays(tmp_path, how):
    """A game record (Save game record as...) with a note typed in it, as `replay` and
    Open game record read it; record.parse reads its bytes the same way."""
    match = played_match("briscola-2", seed=2)
    record = dict(to_record(match), commento="partita di Nicolò, “bella”")
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record, indent=1, ensure_ascii=False), encoding="utf-8")
    data = reencoded(path, how)
    loaded = saves.load_match(path)
    assert loaded.record["commento"] == "partita di Nicolò, “bella”" and loaded.bare_record
    assert to_record(loaded.match) == to_record(match)
    assert parse(data)["commento"] == record["commento"]


def test_an_autosave_in_cp1252_is_resumed_and_written_back_in_utf8(tmp_path):
    """The autosave edited in Notepad: resumed with its names, and the next autosave (after
    the next action) is UTF-8 again, the names unchanged."""
    match = played_match("briscola-4", seed=9)
    match.start_hand()
    path = saves.autosave(match, seats(), match_id="m1")
    reencoded(path, "cp1252")
    with pytest.raises(UnicodeDecodeError):
        path.read_bytes().decode("utf-8")
    loaded = saves.load_autosave()
    assert [s["name"] for s in loaded.seats] == NAMES and loaded.payload["match_id"] == "m1"
    resumed = loaded.match
    resumed.apply(resumed.current.legal_actions()[0])
    saves.autosave(resumed, loaded.seats, match_id="m1")
    text = path.read_bytes().decode("utf-8")                # UTF-8 again, strictly
    assert all(name in text for name in NAMES)
    assert [s["name"] for s in saves.load_autosave().seats] == NAMES


def test_garbage_keeps_its_message_and_the_file(tmp_path):
    path = tmp_path / "partita.json"
    path.write_bytes(GARBAGE)
    with pytest.raises(saves.SaveError) as info:
        saves.load_match(path)
    assert info.value.message_id == "corrupt-binary" and "byte 128 is not text" in str(info.value)
    assert path.read_bytes() == GARBAGE
    with pytest.raises(RecordError, match="byte 128 is not text"):
        parse(GARBAGE)
    # a byte Windows-1252 leaves unassigned (0x81) is no letter either
    odd = json.dumps(to_record(played_match("briscola-2"))).encode().replace(b"[", b"[\"\x81\", ", 1)
    path.write_bytes(odd)
    with pytest.raises(saves.SaveError) as info:
        saves.load_match(path)
    assert info.value.message_id == "corrupt-binary"


def test_utf8_kept_around_the_bytes_an_ansi_editor_added(tmp_path):
    """An editor that opened the game's UTF-8 as "ANSI" and saved it so leaves the UTF-8 it
    did not touch as it was and writes what was typed in Windows-1252: both are read."""
    match = played_match()
    path = saves.save_match(tmp_path / "partita.json", saves.make_payload(match, seats()))
    text = path.read_bytes()
    mixed = text.replace("Anna".encode(), "Perché".encode("cp1252"))
    assert "Nicolò".encode() in mixed and b"Perch\xe9" in mixed
    path.write_bytes(mixed)
    names = [s["name"] for s in saves.load_match(path).seats]
    assert names == ["Nicolò", "Pietà", "Perché", "José"]


# --- the statistics journal ---------------------------------------------------------------
@pytest.mark.parametrize("how", ["cp1252", "utf-16 (Notepad's Unicode)", "utf-8 with BOM"])
def test_the_statistics_journal_keeps_its_rows_and_their_names(tmp_path, how):
    match = played_match("briscola-2", seed=4)
    people = [{"name": "Nicolò", "kind": "person", "level": None},
              {"name": "Pietà", "kind": "person", "level": None}]
    pending = Pending(tmp_path / "statistics-pending.json")
    pending.add(match_rows(match, people, match_id="x"))
    players = sorted({r["player"] for r in pending.rows.values()})
    assert players == ["Nicolò", "Pietà"]
    pending.save()
    reencoded(pending.path, how)
    again = Pending(pending.path)
    assert len(again) == len(pending)
    assert sorted({r["player"] for r in again.rows.values()}) == players
    assert not list(tmp_path.glob("statistics-pending.damaged-*"))    # nothing set aside
    again.save()
    assert "Nicolò" in pending.path.read_bytes().decode("utf-8")     # written back as UTF-8


# --- the settings -----------------------------------------------------------------------------
@pytest.fixture
def settings_path(_private_user_data):
    setup.redirect_settings()
    return stored.settings_file()


def stored_names(path, names) -> bytes:
    """The settings file as the game writes it (Qt, UTF-8), with these players' names."""
    s = setup.settings()
    s.setValue("player/names", json.dumps(names, ensure_ascii=False))
    s.setValue("table/speed", "fast")
    s.sync()
    del s
    return path.read_bytes()


def touched(path):
    """A new modification time, so that Qt reads the file again (it caches it)."""
    later = time.time() + 10
    os.utime(path, (later, later))


@pytest.mark.parametrize("how", ["cp1252", "utf-16 (Notepad's Unicode)", "utf-16-le without BOM"])
def test_settings_an_editor_wrote_again_keep_their_accents(settings_path, how):
    """Qt reads an INI file as UTF-8 only: the names came back as "Nicol" (the setting then
    refused, its default used) and Qt wrote the loss back at the next change. At the
    start the file is rewritten in UTF-8 before Qt reads it; the bytes as they were stay
    beside it."""
    utf8 = stored_names(settings_path, NAMES[:2])
    data = reencoded(settings_path, how)
    touched(settings_path)
    assert application.safe_settings() == []                 # nothing set aside, no notice
    assert settings_path.read_bytes() == utf8                 # the game's UTF-8, every accent
    encoding = "cp1252" if how == "cp1252" else "utf-16"
    [original] = settings_path.parent.glob(f"Biscambiggia.ini.{encoding}-*")
    assert original.read_bytes() == data                      # never lost, even if misread
    touched(settings_path)
    assert json.loads(setup.setting("player/names")) == NAMES[:2]
    assert setup.setting("table/speed") == "fast"


@pytest.mark.parametrize("how", ["utf-8", "utf-8 with BOM"])
def test_utf8_settings_are_left_as_they_are(settings_path, how):
    stored_names(settings_path, NAMES[:2])
    data = reencoded(settings_path, how)
    touched(settings_path)
    assert application.safe_settings() == []
    assert settings_path.read_bytes() == data
    assert [p.name for p in settings_path.parent.iterdir()] == ["Biscambiggia.ini"]
    assert json.loads(setup.setting("player/names")) == NAMES[:2]


def test_settings_that_are_not_text_are_left_to_qt_as_before(settings_path):
    settings_path.parent.mkdir(parents=True, exist_ok=True)
    settings_path.write_bytes(GARBAGE)
    assert application.safe_settings() == []
    assert settings_path.read_bytes() == GARBAGE
    assert [p.name for p in settings_path.parent.iterdir()] == ["Biscambiggia.ini"]


def test_a_binary_value_hidden_in_utf16_settings_is_set_aside_not_converted(settings_path):
    """The check for Qt's binary values looks at the text the file becomes, so a UTF-16
    file cannot carry one past it into the UTF-8 rewrite."""
    settings_path.parent.mkdir(parents=True, exist_ok=True)
    crafted = "[ui]\nlanguage=@Variant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xf0)\n".encode("utf-16")
    settings_path.write_bytes(crafted)
    [aside] = application.safe_settings()
    assert aside.reason == "unsafe" and aside.aside.read_bytes() == crafted
    assert not settings_path.exists()
