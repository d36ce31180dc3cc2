"""Fuzzing the edges of issue 29, seeded like the rest (fuzz_inputs.FUZZ): whatever lies at
instance.lock, the lock is taken when no live process holds it and never when one does;
any settings file is read by the real start-up code in another process without an abort
or a hang; any damage to the statistics database ends in statistics that work or a
StatsError, never another exception, and the journal of pending rows takes only good rows;
any action object is refused or read as exactly the one thing it says."""
import errno
import fcntl
import json
import os
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

from hypothesis import event, example, given, settings
from hypothesis import strategies as st

from biscambiggia_gui.engine.actions import from_json, kind_of
from biscambiggia_gui.engine.messages import Refusal
from fuzz_inputs import (FUZZ, action_shapes, json_values, lock_files, make_lock, played,
                         settings_files)

ROOT = Path(__file__).resolve().parents[2]


def held_by_someone(path) -> bool:
    """Whether an flock on `path` is held (flock is per open file: this open is a rival)."""
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        return False
    except OSError as exc:
        assert exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN)
        return True
    finally:
        os.close(fd)


@FUZZ
@given(lock_files())
def test_any_lock_file_is_taken_over_unless_a_live_process_holds_it(qapp, monkeypatch, spec):
    from biscambiggia_gui.ui import instance
    monkeypatch.setattr(instance, "KNOCK_S", 0.3)          # nobody answers here: do not wait
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        path = folder / instance.LOCK_NAME
        make_lock(path, spec)
        rival = None
        if spec["held"] and spec["kind"] in ("bytes", "qlockfile"):
            rival = os.open(path, os.O_RDWR)                 # a live window's lock
            fcntl.flock(rival, fcntl.LOCK_EX)
        guard = instance.InstanceGuard(folder)
        try:
            state = guard.acquire()
            event(f"{spec['kind']}: {state}")
            if rival is not None:
                assert state == "busy" and path.read_bytes() == spec["data"]
            else:
                assert state == "first" and guard.problem is None
                assert path.is_file() and not path.is_symlink() and held_by_someone(path)
                assert path.read_text().split()[0] == str(os.getpid())
                if spec["kind"] == "folder":
                    [aside] = folder.glob(f"{instance.LOCK_NAME}.damaged-*")
                    assert (aside / "inside").read_bytes() == spec["data"]
                if spec["kind"] == "link to file":
                    assert (folder / "elsewhere.txt").read_bytes() == spec["data"]
        finally:
            guard.release()
            if rival is not None:
                os.close(rival)
        if rival is None:
            assert not path.exists() or not held_by_someone(path)


READER = textwrap.dedent("""
    import os, shutil, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication
    from biscambiggia_gui import app as application
    from biscambiggia_gui.store.settings import settings_file
    qt = QApplication([])
    for i, source in enumerate(sys.argv[1:]):
        base = os.path.join(os.environ["WORK"], f"c{i}")
        os.environ["BISCAMBIGGIA_CONFIG"] = base
        target = settings_file()
        target.parent.mkdir(parents=True)
        shutil.copyfile(source, target)
        from biscambiggia_gui.ui import setup
        setup.redirect_settings()
        application.safe_settings()
        setup.SETTINGS.clear()
        setup.setting("table/speed")
        for key in setup.SETTINGS:
            setup.setting(key)
        assert setup.load_speed() in setup.SPEEDS and setup.load_setup().variant
        setup.save_speed("fast")
        setup.settings().sync()
        print("ok", i, flush=True)
""")


def test_any_settings_file_is_read_by_the_start_without_an_abort_or_a_hang(tmp_path):
    """Generated files, read one after the other by the real start-up code in one other
    process (an abort there would end it early: every file must say "ok")."""
    samples = []

    @settings(FUZZ, max_examples=max(FUZZ.max_examples, 80))
    @given(settings_files())
    def collect(data):
        samples.append(data)

    collect()
    files = []
    for i, data in enumerate(samples):
        path = tmp_path / f"s{i:04d}.ini"
        path.write_bytes(data)
        files.append(str(path))
    work = tmp_path / "work"
    work.mkdir()
    done = subprocess.run([sys.executable, "-c", READER, *files], cwd=ROOT, timeout=600,
                          capture_output=True, text=True,
                          env=dict(os.environ, WORK=str(work), BISCAMBIGGIA_DATA=str(work / "d")))
    said = done.stdout.split("\n")
    assert done.returncode == 0, (said[-3:], done.stderr[-2000:])
    assert said.count("") == 1 and len(said) - 1 == len(files)
    assert "bad_alloc" not in done.stderr and "Traceback" not in done.stderr
    binary = sum(b"Variant(" in d or b"DateTime(" in d for d in samples)
    assert binary > len(samples) // 5                  # the dangerous forms were tried


_BASE_DB: dict = {}


def base_database(folder: Path) -> bytes:
    """A real statistics database with a few matches, as bytes (made once)."""
    if "db" not in _BASE_DB:
        from biscambiggia_gui.store.stats import Statistics
        person = {"name": "A", "kind": "person", "level": None}
        bot = {"name": "B", "kind": "computer", "level": "easy"}
        with Statistics(folder / "base.sqlite3") as stats:
            for seed in range(3):
                match = played("briscola-2", seed, 400)
                stats.record_from_match(match, [person, bot], match_id=f"m{seed}")
        _BASE_DB["db"] = (folder / "base.sqlite3").read_bytes()
    return _BASE_DB["db"]


@st.composite
def database_damage(draw):
    how = draw(st.lists(st.sampled_from(["flip", "wipe page", "cut", "append", "header"]),
                        min_size=1, max_size=3))
    return [(h, draw(st.integers(0, 1 << 20)), draw(st.binary(min_size=1, max_size=64)))
            for h in how]


def damaged(data: bytes, damage) -> bytes:
    for how, at, junk in damage:
        if how == "flip" and data:
            i = at % len(data)
            data = data[:i] + junk + data[i + len(junk):]
        elif how == "wipe page" and data:
            page = (at % max(1, len(data) // 4096)) * 4096
            data = data[:page] + b"\xff" * 4096 + data[page + 4096:]
        elif how == "cut":
            data = data[:at % (len(data) + 1)]
        elif how == "append":
            data += junk * 50
        elif how == "header":
            data = junk[:16].ljust(16, b"\0") + data[16:]
    return data


@FUZZ
@given(database_damage())
@example([("cut", 162, b"\0"), ("cut", 1007, b"\0"),        # found by the long run: a
          ("append", 0, b"\0\0\0\0\x80\0\0\0\0")])        # negative schema version,
@example([("flip", 3255, b"\x80")])                          # text that is not UTF-8
def test_any_damaged_statistics_database_works_or_says_so(damage):
    from biscambiggia_gui.store.stats import Statistics, StatsError, hand_row
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        path = folder / "statistics.sqlite3"
        path.write_bytes(damaged(base_database(folder), damage))
        try:
            stats = Statistics(path)
        except StatsError as exc:
            event("refused")
            assert str(exc)
            return
        with stats:
            row = hand_row("mariagio", "won", 77, opponent="hard", match_id="new", hand_index=0)
            try:
                stats.record_rows([row])
                rows = stats.summary()
            except StatsError:
                event("a write or read refused")
                return
            event("set aside" if stats.recovered_from else "opened")
            assert any(r.variant == "mariagio" and r.hands_played >= 1 for r in rows)
            if stats.recovered_from is not None:
                assert stats.recovered_from.exists()


@FUZZ
@given(st.lists(json_values, max_size=6) | json_values)
def test_any_journal_of_pending_rows_loads_only_good_rows(rows):
    from biscambiggia_gui.store.stats import Pending, _is_row
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "statistics-pending.json"
        path.write_text(json.dumps({"rows": rows} if isinstance(rows, list) else rows))
        pending = Pending(path)
        assert all(_is_row(r) for r in pending.rows.values())


KIND_KEYS = ("play", "exchange", "give", "declare")


@FUZZ
@given(action_shapes())
def test_any_action_object_is_refused_or_read_as_the_one_thing_it_says(obj):
    try:
        seat, action = from_json(obj)
    except Refusal as exc:
        event("refused")
        assert str(exc)
        return
    said = [k for k in KIND_KEYS if k in obj]
    assert len(said) == 1 and isinstance(seat, int) and not isinstance(seat, bool)
    kind = kind_of(action)
    assert kind == said[0] or (said[0] == "declare" and kind == obj["declare"])
    event(f"read: {said[0]}")
