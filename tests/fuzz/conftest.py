"""The fuzz suite (issue 15): hypothesis, seeded (derandomize), over game records, saves,
settings and bot lines. `make test` runs a CI-sized pass; BISCAMBIGGIA_FUZZ=long runs a
long one (docs/reliability.md); the settings are in fuzz_inputs.FUZZ. The UI fixtures give
the settings a private folder."""
import importlib.util
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

UI = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "ui")
_spec = importlib.util.spec_from_file_location("ui_conftest_fuzz", os.path.join(UI, "conftest.py"))
_ui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_ui)
globals().update(_ui.borrowed("_private_settings"))
