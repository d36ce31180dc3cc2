"""The reliability tests use the UI fixtures (a real MainWindow, private settings, no dialog
left up for the next test), every one of tests/ui/conftest.py, and its helpers (uihelpers)."""
import importlib.util
import os
import sys

UI = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "ui")
sys.path.insert(0, UI)

_spec = importlib.util.spec_from_file_location("ui_conftest", os.path.join(UI, "conftest.py"))
_ui = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_ui)

globals().update(_ui.borrowed())
