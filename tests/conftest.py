"""Shared test set-up: Qt runs offscreen, and the user's data folder and settings are a
temporary folder (BISCAMBIGGIA_DATA, BISCAMBIGGIA_CONFIG), so tests never touch a real
player's files."""
import os
import sys

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))     # tests/positions.py


@pytest.fixture(autouse=True)
def _private_user_data(tmp_path, monkeypatch):
    data = tmp_path / "userdata"
    monkeypatch.setenv("BISCAMBIGGIA_DATA", str(data))
    monkeypatch.setenv("BISCAMBIGGIA_CONFIG", str(tmp_path / "userconfig"))   # the settings
    yield data
