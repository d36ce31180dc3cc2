"""The application's windows: the table, the dialogs, the controller that runs a match.
Importing it first guards against a PySide6 fault (see qtguard)."""
from . import qtguard

qtguard.install()
