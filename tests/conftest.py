"""Shared test set-up: Qt runs offscreen, and the user's data folder and settings are a
temporary folder (BISCAMBIGGIA_DATA, BISCAMBIGGIA_CONFIG), so tests never touch a real
player's files."""
import os
import signal
import sys

import pytest

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
