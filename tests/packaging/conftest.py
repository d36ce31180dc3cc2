"""The packaging tests build the real installer, which takes minutes: they are marked
`slow` and skipped unless BISCAMBIGGIA_PACKAGE_TEST=1 (as `make package-test` sets it)."""
import os
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent

ENABLED = os.environ.get("BISCAMBIGGIA_PACKAGE_TEST") == "1"


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "slow: builds installers (minutes); run with BISCAMBIGGIA_PACKAGE_TEST=1")


def pytest_collection_modifyitems(config, items):
    if ENABLED:
        return
    skip = pytest.mark.skip(reason="builds the .deb (minutes): `make package-test` runs it")
    for item in items:      # this hook sees every test of the session: touch only ours
        if HERE in Path(item.path).resolve().parents and "slow" in item.keywords:
            item.add_marker(skip)
