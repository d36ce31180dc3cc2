"""A guard against a PySide6 fault seen with PySide6-Essentials 6.12.0 on CPython 3.11: every
call of a Qt method that returns nothing (setPos, resize, update, ...) drops one reference
to `None` too many, and every `signal.emit()` drops one reference to `True` too many.
CPython 3.12 and newer make those objects immortal, so there it is harmless; on 3.11 their
counts (a few thousand at start) reach zero after a few thousand calls and the interpreter
aborts with "Fatal Python error: none_dealloc" (or "bool_dealloc").

`install()` measures whether the running PySide6 has the fault and, only if it has, gives
`None`, `True` and `False` counts so large they can never reach zero: what CPython 3.12
does by design. It runs when `biscambiggia_gui.ui` is imported, so the application, its
smoke test and every UI test are covered. The real cure is a PySide6 without the fault
(6.11.x works) or CPython 3.12+."""
from __future__ import annotations

import ctypes
import sys

_installed = False
PROBE_CALLS = 64


def has_fault() -> bool:
    if sys.version_info >= (3, 12):
        return False
    from PySide6.QtCore import QObject, QPointF, Signal

    class _Probe(QObject):
        ping = Signal()

    point, probe = QPointF(), _Probe()
    none_before, true_before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(PROBE_CALLS):
        point.setX(1.0)
        probe.ping.emit()
    lost_none = none_before - sys.getrefcount(None)
    lost_true = true_before - sys.getrefcount(True)
    return max(lost_none, lost_true) >= PROBE_CALLS // 2


def install() -> bool:
    """Make None, True and False effectively immortal if the fault is present; True if
    it was needed."""
    global _installed
    if _installed:
        return True
    if not has_fault():
        return False
    for singleton in (None, True, False):
        ctypes.c_ssize_t.from_address(id(singleton)).value += 1 << 40
    _installed = True
    return True
