"""Saved matches (issue 7): "autosave and resume reproduce the exact position; a truncated
or corrupted save, a record of another format, and an unreadable file each give their
message"; "atomically: a crash or power cut mid-write leaves the previous save intact"."""
import json
import os
import random
import subprocess
import sys
import textwrap
import time
from datetime import datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from biscambiggia_gui.engine import variants, Match
from biscambiggia_gui.engine.record import dumps, to_record
from biscambiggia_gui.paths import user_data_dir
from biscambiggia_gui.store import saves
from biscambiggia_gui.store.saves import SaveError

ROOT = Path(__file__).resolve().parents[2]


def seats_for(variant_id, level="hard"):
    n = variants()[variant_id].players
    return [{"name": "Anna", "kind": "person", "level": None}] + [
        {"name": f"Bot {i}", "kind": "computer", "level": level} for i in range(1, n)]


def played(variant_id, seed, steps):
    """A match of `variant_id` after `steps` random legal actions (hands dealt as needed)."""
    rng = random.Random(seed)
    m = Match(variant_id, seed=seed)
    for _ in range(steps):
        if m.is_over():
            break
        if not m.hand_in_progress():
            m.start_hand()
            continue
        m.apply(rng.choice(m.current.legal_actions()))
    return m


def assert_same_position(a: Match, b: Match):
    assert to_record(a) == to_record(b)
    assert [r.to_json() for r in a.results] == [r.to_json() for r in b.results]
    assert a.score() == b.score() and a.is_over() == b.is_over() and a.winner() == b.winner()
    assert len(a.hands) == len(b.hands)
    if a.current is not None:
        assert a.current.current_player() == b.current.current_player()
        assert a.current.legal_actions() == b.current.legal_actions()
        for seat in range(a.variant.players):
            assert a.current.observation(seat) == b.current.observation(seat)


def write(path, content):
    path = Path(path)
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content if isinstance(content, str) else json.dumps(content), encoding="utf-8")
    return path


# --- autosave and resume --------------------------------------------------------------
@pytest.mark.parametrize("variant_id", list(variants()))
def test_autosave_then_load_reproduces_the_exact_position(variant_id):
    for steps in (0, 1, 7, 60, 400):
        m = played(variant_id, seed=11 + steps, steps=steps)
        seats = seats_for(variant_id)
        path = saves.autosave(m, seats, match_id="m-1", undo_used=False)
        assert path == user_data_dir() / "autosave.json" and saves.has_autosave()
        loaded = saves.load_autosave()
        assert_same_position(m, loaded.match)
        assert loaded.seats == seats and not loaded.bare_record
        assert loaded.payload["match_id"] == "m-1" and loaded.payload["undo_used"] is False
        assert loaded.record == to_record(m)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(variant_id=st.sampled_from(list(variants())), seed=st.integers(0, 10**6),
       steps=st.integers(0, 300))
def test_resume_anywhere_then_play_on_identically(variant_id, seed, steps):
    m = played(variant_id, seed, steps)
    saves.autosave(m, seats_for(variant_id, "easy"))
    resumed = saves.load_autosave().match
    assert_same_position(m, resumed)
    # the resumed match accepts exactly the same continuation as the original
    rng = random.Random(seed + 1)
    for _ in range(25):
        if m.is_over():
            break
        if not m.hand_in_progress():
            deck = m.new_deck()
            m.start_hand(list(deck))
            resumed.start_hand(list(deck))
            continue
        action = rng.choice(m.current.legal_actions())
        m.apply(action)
        resumed.apply(action)
    assert_same_position(m, resumed)


def test_payload_shape_and_time():
    m = played("mariagio", 3, 20)
    payload = saves.make_payload(m, seats_for("mariagio"), match_id="abc")
    assert payload["app"] == "biscambiggia" and payload["save_format"] == 1
    assert payload["record"] == to_record(m) and payload["seats"][1]["level"] == "hard"
    assert datetime.fromisoformat(payload["saved_at"]).tzinfo is not None
    with pytest.raises(ValueError):
        saves.make_payload(m, seats_for("mariagio"), record={})
    with pytest.raises(ValueError):
        saves.make_payload(m, seats_for("briscola-4"))           # 4 seats for a 2-player game
    with pytest.raises(ValueError):
        saves.make_payload(m, [{"name": "A", "kind": "person"}, {"name": "B", "kind": "computer"}])


def test_discard_autosave_and_keep_a_copy():
    assert not saves.has_autosave() and saves.discard_autosave() is None
    saves.autosave(played("briscola-2", 1, 5), seats_for("briscola-2"))
    assert saves.has_autosave()
    saves.discard_autosave()
    assert not saves.has_autosave()
    saves.autosave(played("briscola-2", 1, 5), seats_for("briscola-2"))
    kept = saves.discard_autosave(keep_copy=True)
    assert not saves.has_autosave() and kept.exists() and kept.name.startswith("autosave.damaged-")


# --- plain game records ---------------------------------------------------------------
def test_a_bare_game_record_opens_and_saves(tmp_path):
    m = played("tarocchi-pizzico", 5, 90)
    path = saves.save_record(tmp_path / "game.json", m)
    assert json.loads(path.read_text()) == to_record(m)       # docs/rules.md section 8, nothing added
    loaded = saves.load_match(path)
    assert loaded.bare_record and loaded.payload == {} and loaded.saved_at is None
    assert_same_position(m, loaded.match)
    assert [s["kind"] for s in loaded.seats] == ["person", "computer"]
    # a record written by the engine itself opens too, with the caller's default seats
    other = write(tmp_path / "engine.json", dumps(m))
    mine = [{"name": "X", "kind": "person", "level": None}] * 2
    assert saves.load_match(other, default_seats_for=lambda n: mine).seats == mine


def test_save_match_writes_a_bare_record_or_a_payload_only(tmp_path):
    m = played("briscola-3", 2, 10)
    saves.save_match(tmp_path / "r.json", to_record(m))
    with pytest.raises(ValueError):
        saves.save_match(tmp_path / "x.json", {"hello": 1})
    assert not (tmp_path / "x.json").exists()


# --- every way a file can fail, each with its own message -----------------------------
def bad_files(tmp_path):
    m = played("briscola-2", 8, 30)
    good = json.dumps(saves.make_payload(m, seats_for("briscola-2")), indent=1)
    record = to_record(m)
    illegal = json.loads(json.dumps(record))
    illegal["hands"][0]["actions"][1]["play"] = illegal["hands"][0]["actions"][0]["play"]
    damaged_seats = json.loads(good)
    damaged_seats["seats"] = damaged_seats["seats"][:1]
    no_record = json.loads(good)
    del no_record["record"]
    folder = tmp_path / "a-folder.json"
    folder.mkdir()
    return {
        "missing": tmp_path / "nowhere.json",
        "unreadable-notfile": folder,
        "empty": write(tmp_path / "empty.json", ""),
        "truncated": write(tmp_path / "cut.json", good[: len(good) // 2]),
        "corrupt": write(tmp_path / "garbled.json", good[:300] + "#&!%" + good[304:]),
        "corrupt-binary": write(tmp_path / "binary.json", b"\x89PNG\r\n\x1a\n\xff\xfe\x00\x01"),
        "corrupt-record": write(tmp_path / "norecord.json", no_record),
        "corrupt-seats": write(tmp_path / "seats.json", damaged_seats),
        "foreign": write(tmp_path / "package.json", {"name": "left-pad", "version": "1.3.0"}),
        "format-save": write(tmp_path / "newer.json", dict(json.loads(good), save_format=2)),
        "format-record": write(tmp_path / "record2.json", dict(record, format=2)),
        "format-none": write(tmp_path / "record0.json", {k: v for k, v in record.items() if k != "format"}),
        "replay": write(tmp_path / "illegal.json", illegal),
    }


def test_each_kind_of_bad_file_gets_its_own_message(tmp_path):
    messages = {}
    for expected, path in bad_files(tmp_path).items():
        with pytest.raises(SaveError) as info:
            saves.load_match(path)
        err = info.value
        assert err.message_id == expected, (path, err.message_id, str(err))
        assert err.kind == expected.split("-")[0]
        assert Path(path).name in str(err) and err.path == Path(path)
        messages[expected] = str(err)
    assert len(set(messages.values())) == len(messages)
    assert "deal 1, move 2" in messages["replay"]                      # the engine's reason
    assert "format 2" in messages["format-save"] and "format 2" in messages["format-record"]
    assert "line" in messages["corrupt"]


def test_other_foreign_json(tmp_path):
    for content in ([1, 2, 3], "just a string", 42, {"app": "solitaire", "save_format": 1},
                    {"format": 1, "cards": []}):
        path = write(tmp_path / "other.json", json.dumps(content))
        with pytest.raises(SaveError) as info:
            saves.load_match(path)
        assert info.value.kind == "foreign", content


def test_unreadable_when_reading_fails(tmp_path, monkeypatch):
    path = write(tmp_path / "save.json", "{}")
    real_open = os.open

    def refusing(file, flags, *args, **kwargs):       # what chmod 000 does to a non-root user
        if Path(file) == path:
            raise PermissionError(13, "Permission denied")
        return real_open(file, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing)
    with pytest.raises(SaveError) as info:
        saves.load_match(path)
    assert info.value.kind == "unreadable" and "Permission denied" in str(info.value)


def test_every_cut_of_a_save_reads_as_incomplete(tmp_path):
    m = played("tarocchi-pizzico", 4, 120)
    text = json.dumps(saves.make_payload(m, seats_for("tarocchi-pizzico")), indent=1) + "\n"
    path = tmp_path / "cut.json"
    kinds = set()
    for cut in range(0, len(text) - 1, 11):
        path.write_text(text[:cut])
        with pytest.raises(SaveError) as info:
            saves.load_match(path)
        kinds.add(info.value.kind)
    assert kinds == {"empty", "truncated"}


def test_zeros_left_by_a_power_cut_read_as_empty(tmp_path):
    path = write(tmp_path / "zeros.json", b"\x00" * 4096)
    with pytest.raises(SaveError) as info:
        saves.load_match(path)
    assert info.value.kind == "empty"


def test_a_byte_order_mark_is_fine(tmp_path):
    m = played("briscola-2", 1, 3)
    path = write(tmp_path / "bom.json", b"\xef\xbb\xbf" + dumps(m).encode())
    assert_same_position(m, saves.load_match(path).match)


def test_messages_go_through_a_translation_function(tmp_path):
    with pytest.raises(SaveError) as info:
        saves.load_match(tmp_path / "nowhere.json")
    table = {saves.MESSAGES["missing"]: "Il file {name} non è stato trovato."}
    assert info.value.text(lambda s: table.get(s, s)) == "Il file “nowhere.json” non è stato trovato."
    # a translation that mangled a {field} falls back to English instead of failing
    assert info.value.text(lambda s: "Il file {nome}") == str(info.value)


# --- atomic writing --------------------------------------------------------------------
def leftovers(folder):
    return [p.name for p in Path(folder).iterdir() if p.name.endswith(".tmp")]


@pytest.mark.parametrize("victim", ["os.replace", "os.fsync", "tempfile.mkstemp"])
def test_a_failed_write_leaves_the_previous_save_intact(monkeypatch, victim):
    first = played("briscola-4", 1, 20)
    path = saves.autosave(first, seats_for("briscola-4"))
    before = path.read_bytes()
    second = played("briscola-4", 2, 40)

    def fail(*args, **kwargs):
        raise OSError(28, "No space left on device")

    module, name = victim.split(".")
    with monkeypatch.context() as patch:
        patch.setattr(__import__(module), name, fail)
        with pytest.raises(SaveError) as info:
            saves.autosave(second, seats_for("briscola-4"))
    assert info.value.kind == "write" and "No space left on device" in str(info.value)
    assert "previous file" in str(info.value)
    assert path.read_bytes() == before
    assert_same_position(first, saves.load_autosave().match)
    assert leftovers(path.parent) == []


def test_an_unserialisable_payload_fails_before_touching_the_file(monkeypatch):
    path = saves.autosave(played("mariagio", 1, 10), seats_for("mariagio"))
    before = path.read_bytes()
    m = played("mariagio", 2, 10)
    with pytest.raises(TypeError):
        saves.autosave(m, seats_for("mariagio"), extra=object())
    assert path.read_bytes() == before and leftovers(path.parent) == []


def killed_save(tmp_path, data, link_to=None):
    """A real crash: a child process autosaves a match into the data folder `data`, then
    dies (os._exit) after writing part of the next save, before the rename. With `link_to`,
    the autosave is first made a symbolic link to that file."""
    env = dict(os.environ, BISCAMBIGGIA_DATA=str(data), PYTHONPATH=str(ROOT))
    child_code = textwrap.dedent("""
        import os, random, sys
        from biscambiggia_gui.engine import Match
        from biscambiggia_gui.store import saves
        seats = [{"name": "A", "kind": "person", "level": None},
                 {"name": "B", "kind": "computer", "level": "easy"}]
        def play(seed, steps):
            rng = random.Random(seed); m = Match("biscambiggia-2", seed=seed)
            for _ in range(steps):
                if m.is_over(): break
                if not m.hand_in_progress(): m.start_hand(); continue
                m.apply(rng.choice(m.current.legal_actions()))
            return m
        if len(sys.argv) > 2:
            saves.autosave_path().parent.mkdir(parents=True, exist_ok=True)
            saves.autosave_path().symlink_to(sys.argv[2])
        saves.autosave(play(1, 30), seats)
        if sys.argv[1] == "crash":
            def die(fd):
                os._exit(9)          # power cut: the temp file is half written, never renamed
            os.fsync = die
            saves.autosave(play(2, 60), seats)
    """)
    script = tmp_path / "child.py"
    script.write_text(child_code)
    out = subprocess.run([sys.executable, str(script), "crash", *([str(link_to)] if link_to else [])],
                         env=env, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 9, out.stderr


def test_a_process_killed_in_the_middle_of_a_save_leaves_the_old_one(tmp_path, monkeypatch):
    """The previous save must still open, and be the previous match."""
    data = tmp_path / "data"
    killed_save(tmp_path, data)
    monkeypatch.setenv("BISCAMBIGGIA_DATA", str(data))
    assert leftovers(data)                            # the half-written temporary file
    assert_same_position(played("biscambiggia-2", 1, 30), saves.load_autosave().match)


def test_a_killed_save_through_a_link_leaves_nothing_behind(tmp_path, monkeypatch):
    """The autosave is a link into another folder (kept in sync elsewhere): a save writes
    its temporary file beside the file the link names, so the clean-up looks there, at
    start-up and after the next autosave."""
    data, synced = tmp_path / "data", tmp_path / "synced"
    synced.mkdir()
    (synced / "biscambiggia.json").write_text("")                 # the file the link names
    killed_save(tmp_path, data, link_to=synced / "biscambiggia.json")
    monkeypatch.setenv("BISCAMBIGGIA_DATA", str(data))
    assert saves.autosave_path().is_symlink() and leftovers(data) == []
    [left] = leftovers(synced)
    assert left.startswith(".biscambiggia.json.")
    assert_same_position(played("biscambiggia-2", 1, 30), saves.load_autosave().match)
    assert saves.clean_temporaries() == [synced / left]           # at start-up, the lock held
    assert leftovers(synced) == []

    killed_save(tmp_path, tmp_path / "data2", link_to=synced / "biscambiggia.json")
    [left] = leftovers(synced)
    old = time.time() - 2 * saves.STALE_TMP_S
    os.utime(synced / left, (old, old))                            # left by a save long ago
    saves.autosave(played("briscola-2", 3, 5), seats_for("briscola-2"))
    assert leftovers(synced) == [] and saves.autosave_path().is_symlink()


def test_qt_linguist_finds_every_message(tmp_path):
    ts = tmp_path / "saves.ts"
    subprocess.run([str(Path(sys.executable).with_name("pyside6-lupdate")),
                    str(ROOT / "biscambiggia_gui/store/saves.py"), "-ts", str(ts)],
                   check=True, capture_output=True, timeout=120)
    text = ts.read_text(encoding="utf-8")
    assert "<name>SaveError</name>" in text
    for message in saves.MESSAGES.values():
        assert f"<source>{message}</source>" in text, message


def test_a_record_saved_through_a_link_is_written_where_the_link_points(tmp_path):
    """"Save game record as..." over a link (a records folder kept in sync elsewhere, one
    link per file): the rename replaced the link with a file of its own and left the file
    it named with the old match. The file the link names is written; the link stays."""
    target = tmp_path / "synced" / "match.json"
    target.parent.mkdir()
    target.write_text("the old match")
    link = tmp_path / "records" / "match.json"
    link.parent.mkdir()
    link.symlink_to(target)
    match = played("briscola-2", 3, 5)
    saves.save_match(link, to_record(match))
    assert link.is_symlink() and os.readlink(link) == str(target)
    assert saves.load_match(target).record == to_record(match)
    assert sorted(p.name for p in target.parent.iterdir()) == ["match.json"]


@pytest.mark.parametrize("kind", ["pipe", "socket", "a link to a pipe"])
def test_a_record_is_never_saved_over_what_is_not_a_file(tmp_path, kind):
    """A pipe, a socket (as a device would be, as root) or a link to one chosen as the file
    to save to was replaced by a regular file. It is refused; it stays what it was."""
    import socket
    import stat
    where = tmp_path / "special"
    if kind == "socket":
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.bind(str(where))
    else:
        os.mkfifo(where)
    path = tmp_path / "link.json" if kind.startswith("a link") else where
    if path != where:
        path.symlink_to(where)
    with pytest.raises(SaveError) as info:
        saves.save_match(path, to_record(played("briscola-2", 3, 5)))
    assert info.value.kind == "write" and "not a regular file" in str(info.value)
    assert info.value.message_id == "write-special"       # its own words, in the catalogue
    mode = os.lstat(where).st_mode
    assert stat.S_ISSOCK(mode) if kind == "socket" else stat.S_ISFIFO(mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted({where.name, path.name})


def test_a_data_folder_removed_while_the_game_runs_is_made_again(tmp_path, monkeypatch):
    """The data folder deleted while the game runs, between write_atomic making it and
    writing into it (here: removed at the first temporary file's creation): the write
    failed with ENOENT and the window said "the system refused it". The folder is made
    again and the write tried once more; the autosave is there, whole."""
    import shutil
    import tempfile
    folder = tmp_path / "data" / "biscambiggia"
    monkeypatch.setenv("BISCAMBIGGIA_DATA", str(folder))
    match = Match("briscola-2", {}, dealer=0, seed=5)
    match.start_hand()
    match.apply(match.current.legal_actions()[0])
    real = tempfile.mkstemp
    removed = []

    def mkstemp(*args, **kwargs):
        if not removed:
            shutil.rmtree(tmp_path / "data")
            removed.append(True)
        return real(*args, **kwargs)
    monkeypatch.setattr(saves.tempfile, "mkstemp", mkstemp)
    seats = [{"name": "You", "kind": "person", "level": None},
             {"name": "Bruno", "kind": "computer", "level": "easy"}]
    path = saves.autosave(match, seats)
    assert removed and path.parent == folder
    loaded = saves.load_autosave()
    assert loaded is not None and to_record(loaded.match) == to_record(match)


def test_a_folder_removed_at_every_try_is_said_as_such(tmp_path, monkeypatch):
    """Tried once more, not forever: a folder gone at both tries fails with ENOENT, which
    the window says as the folder that no longer exists (ui/fault_words.os_reason)."""
    import tempfile
    tries = []

    def mkstemp(*args, dir=None, **kwargs):
        tries.append(dir)
        raise FileNotFoundError(2, "No such file or directory", str(Path(dir) / ".m.json.x.tmp"))
    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
    target = tmp_path / "gone" / "m.json"
    with pytest.raises(SaveError) as failed:
        saves.save_match(target, {"record": {}, "app": "x"})
    assert tries == [str(target.parent)] * 2 or tries == [target.parent] * 2
    assert failed.value.os_error.errno == 2 and not target.exists()


def test_an_unforeseen_fault_is_quoted_on_one_short_line(tmp_path, monkeypatch):
    """A replay failing for a fault the engine does not name put the exception's own
    words, whole, into the message the command line prints (`replay PATH`): a fault that
    quotes a file's text may be thousands of characters over many lines. Its words are
    quoted as engine.messages.plain quotes a value from a file: one line, cut short; so
    are the system's words for a file that cannot be read or written."""
    import io
    match = Match("briscola-2", {}, dealer=0, seed=2)
    match.start_hand()
    path = tmp_path / "replay.json"
    path.write_text(dumps(match))
    flood = "card\x1b[31m\n" * 5000

    def broken(record):
        raise TypeError(flood)
    monkeypatch.setattr(saves, "replay", broken)
    with pytest.raises(SaveError) as caught:
        saves.load_match(path)
    reason = caught.value.details["reason"]
    assert reason.startswith("TypeError: card") and reason.endswith("\u2026")
    assert len(reason) <= saves.REASON_CHARS
    text = str(caught.value)
    assert text.isprintable() and len(text) < len(saves.MESSAGES["replay"]) + 150, text
    out, err = io.StringIO(), io.StringIO()
    assert saves.replay_command(str(path), out, err) == 2
    assert err.getvalue().count("\n") == 1 and len(err.getvalue()) < 300
    refused = saves._os_failed("write", path, OSError(flood))      # no strerror: its text
    said = refused.details["reason"]
    assert said.isprintable() and len(said) <= saves.REASON_CHARS, said
    assert str(refused).isprintable()
