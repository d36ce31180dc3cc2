"""The reliability tests drive the real window as tests/ui do, so every autouse fixture of
tests/ui/conftest.py guards them too: the rejection of a dialog left up was missing here,
and the hand summaries tests/reliability/test_data_folder.py left open stayed up into the
tests that followed, as far as tests/ui."""
from __future__ import annotations

import importlib.util
import os

UI = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "ui")


def ui_autouse() -> set[str]:
    spec = importlib.util.spec_from_file_location("ui_conftest_seen", os.path.join(UI, "conftest.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return {name for name, value in vars(module).items()
            if getattr(getattr(value, "_fixture_function_marker", None), "autouse", False)}


def test_every_autouse_fixture_of_the_ui_tests_guards_these(request):
    autouse = ui_autouse()
    assert "_no_dialog_left_up" in autouse
    assert autouse <= set(request.fixturenames), autouse - set(request.fixturenames)
