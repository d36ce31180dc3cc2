"""Shared test set-up: Qt runs offscreen, and the user's data folder and settings are a
temporary folder (BISCAMBIGGIA_DATA, BISCAMBIGGIA_CONFIG), as are the folders a match is
kept in when a session ends (`_kept_matches_of_the_test`), so tests never touch a real
player's files.

No verdict depends on luck or on the machine's load (docs/architecture.md, "Tests that
give one verdict"): a seed nobody chose is drawn from a stream of the test's own
(`_seeds_of_the_test`); the computers' searches stop at their worlds, never at a time limit
(`_worlds_not_seconds`); a wait for the table gives a loaded machine a minute
(`PATIENCE_MS`); hypothesis draws the same examples everywhere (the "one-verdict" profile)."""
import math
import os
import random
import signal
import sys

import pytest
from hypothesis import settings as hypothesis_settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# A suite started with Ctrl-C ignored (in the background of a shell without job control,
# under nohup, by some CI runners) would pass that on to every program a test starts, and
# the tests of what Ctrl-C does to the arena and the bot could not send one: Python's own
# handler here means the children start with the default.
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))     # tests/positions.py


@pytest.fixture(autouse=True)
def _private_user_data(tmp_path, monkeypatch):
    data = tmp_path / "userdata"
    monkeypatch.setenv("BISCAMBIGGIA_DATA", str(data))
    monkeypatch.setenv("BISCAMBIGGIA_CONFIG", str(tmp_path / "userconfig"))   # the settings
    yield data


@pytest.fixture(autouse=True)
def _kept_matches_of_the_test(tmp_path, monkeypatch):
    """The folders a match is kept in when a session ends, which every start searches
    (ui/session_end.rescue_folders: the person's documents, home and temporary folders),
    are a folder of the test's own: no test writes a match there, and a match the person's
    own game kept there never turns up in a test's start as one more notice.
    tests/reliability/test_session_end.py puts the real list back, on a home and a
    temporary folder of its own (`places`). The folder is not made (tests list their
    tmp_path): a test whose match must be kept makes it, or asks for `places`."""
    from biscambiggia_gui.ui import session_end
    kept = tmp_path / "kept-matches"
    monkeypatch.setattr(session_end, "rescue_folders", lambda: [kept])
    yield kept


# hypothesis: the same examples on every machine and run (derandomize; no example database,
# which would replay here what a fresh CI clone never saw), and no deadline (a timing
# assertion a loaded machine fails). A test's own @settings keeps what it does not set.
hypothesis_settings.register_profile("one-verdict", derandomize=True, database=None, deadline=None)
hypothesis_settings.load_profile("one-verdict")


@pytest.fixture(autouse=True)
def _seeds_of_the_test(request, monkeypatch):
    """Every seed nobody chose (engine/seeds.py: a record or save opened in the window, Play
    again, an unseeded player or match) comes from a stream named by the test: the same
    deals and the same computer play on every machine and run, and still a new seed at each
    draw. The table draws its seeds on its own thread, in the order the test drives it."""
    from biscambiggia_gui.engine import seeds
    stream = random.Random(request.node.nodeid)
    monkeypatch.setattr(seeds, "fresh_seed", lambda bits=seeds.PLAYER_BITS: stream.getrandbits(bits))
    yield stream


@pytest.fixture(autouse=True)
def _worlds_not_seconds(monkeypatch):
    """The computers' searches (Hard, the hints, the review) sample all their worlds: their
    time limit, a safety net that cuts the worlds on a loaded machine and so changes the
    cards they play, is lifted. A test of that limit gives its budget a time_limit."""
    from biscambiggia_gui.ai import search
    monkeypatch.setattr(search, "TIME_LIMIT", math.inf)


# pytest-qt waits 5 s by default for a condition or a signal (waitUntil, waitSignal, ...):
# a CI machine running a dozen jobs may take longer to deal a hand or open a dialog. The
# waits only wait: a test never asserts how long something took.
PATIENCE_MS = 60_000
_WAITS = ("waitUntil", "waitSignal", "waitSignals", "waitExposed", "waitActive", "waitCallback")


@pytest.fixture(scope="session", autouse=True)
def _patient_waits():
    from pytestqt.qtbot import QtBot
    before = {name: dict(getattr(QtBot, name).__kwdefaults__) for name in _WAITS}
    for name in _WAITS:
        getattr(QtBot, name).__kwdefaults__["timeout"] = PATIENCE_MS
    yield PATIENCE_MS
    for name, defaults in before.items():
        getattr(QtBot, name).__kwdefaults__.update(defaults)
