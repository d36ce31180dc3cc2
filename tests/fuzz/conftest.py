"""The fuzz suite (issue 15): hypothesis, seeded (derandomize), over game records, saves,
settings and bot lines. `make test` runs a CI-sized pass; BISCAMBIGGIA_FUZZ=long runs a
long one (docs/reliability.md). The UI fixtures give the settings a private folder."""
import importlib.util
import os

from hypothesis import HealthCheck, settings

LONG = os.environ.get("BISCAMBIGGIA_FUZZ") == "long"
settings.register_profile(
    "biscambiggia-fuzz", derandomize=True, deadline=None, database=None,
    max_examples=3000 if LONG else 60,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                           HealthCheck.data_too_large, HealthCheck.filter_too_much])
FUZZ = settings.get_profile("biscambiggia-fuzz")

UI = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "ui")
_spec = importlib.util.spec_from_file_location("ui_conftest_fuzz", os.path.join(UI, "conftest.py"))
_ui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_ui)
_private_settings = _ui._private_settings
