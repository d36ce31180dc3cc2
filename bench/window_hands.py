"""Shared by the in-window benches (ai_latency_window.py, table_pace.py): computers play
whole hands of a match in a real MainWindow, the Qt event loop turning until each ends."""
from __future__ import annotations

import time


def play_hands(app, window, variant_id: str, level: str, hands: int, seed: int,
               timeout_s: float) -> None:
    """Start a match of `variant_id` with a computer of `level` on every seat and let it
    play `hands` hands (fewer if the match ends); SystemExit if a hand takes longer than
    `timeout_s`."""
    from PySide6.QtCore import QEventLoop

    from biscambiggia_gui.engine import get_variant
    from biscambiggia_gui.ui.setup import COMPUTER_NAMES, MatchSetup, SeatSetup

    n = get_variant(variant_id).players
    finished = []
    window.ctrl.handFinished.connect(lambda: finished.append(True))
    seats = [SeatSetup(COMPUTER_NAMES[i], "computer", level) for i in range(n)]
    window.start_match(MatchSetup(variant_id, seats, {}, seed=seed), remember=False)
    for h in range(hands):
        start = time.monotonic()
        while len(finished) <= h and time.monotonic() - start < timeout_s:
            app.processEvents(QEventLoop.AllEvents, 20)
        if len(finished) <= h:
            raise SystemExit(f"{variant_id}: hand {h + 1} did not finish")
        if h + 1 < hands:
            if window.ctrl.match.is_over():
                break
            window.next_hand()
