"""The table's pace: how long after one card the next one appears, in the real window at a
given animation speed (offscreen). Every seat is a computer of the chosen level; the
window plays whole hands and, for each card played, the time from the card before it
(in the same hand) to this one is taken when the card starts its move to the trick.

    python bench/table_pace.py                       # every variant, 1 hand, normal speed
    python bench/table_pace.py --variant tarocchi-pizzico --hands 2 --speed slow

Printed per variant: the delay between consecutive cards within a trick (mean, p95) and
for the card that leads a new trick (mean, p95); then where the time of an average card
goes: the table's steps before the seat is asked (animations and pauses), the computer's
thought on the worker thread, the controller's minimum thinking pause, and the GUI
thread's own work (relayouts). Nothing is saved: autosave and statistics are off and the
settings go to a scratch folder.
"""
from __future__ import annotations

import argparse
import os
import sys
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [os.path.dirname(BENCH), BENCH]

from biscambiggia_gui.engine import variants  # noqa: E402
from biscambiggia_gui.paths import private_folders  # noqa: E402
from window_hands import play_hands  # noqa: E402

HAND_TIMEOUT_S = 900


def percentile(values, q):
    values = sorted(values)
    if not values:
        return float("nan")
    return values[min(len(values) - 1, max(0, int(round(q * (len(values) - 1)))))]


def mean(values):
    return sum(values) / len(values) if values else float("nan")


class Clock:
    """Times taken from the controller while it plays: when each card shows, when a seat
    is asked, when its answer comes back, when it is applied; and time spent relayouting."""

    def __init__(self, window):
        self.ctrl, self.scene = window.ctrl, window.scene
        self.cards: list[dict] = []              # one per card shown
        self.pending: dict = {}
        self.layout_s = 0.0
        ctrl, scene = self.ctrl, self.scene
        move_show, ask, perform, relayout = ctrl._move_show, ctrl.ai.ask, ctrl._perform, scene.relayout

        def timed_move_show(card, pile, owner, what):
            if what == "play":
                lead = not scene.trick.cards
                move_show(card, pile, owner, what)
                self.cards.append(dict(self.pending, shown=time.perf_counter(), lead=lead,
                                       hand=len(ctrl.match.hands), layout=self.layout_s))
                self.pending = {}
            else:
                move_show(card, pile, owner, what)

        def timed_ask(*args):
            self.pending["asked"] = time.perf_counter()
            return ask(*args)

        def timed_perform(seat, action):
            self.pending["performed"] = time.perf_counter()
            return perform(seat, action)

        def timed_relayout(duration=0):
            start = time.perf_counter()
            relayout(duration)
            self.layout_s += time.perf_counter() - start

        ctrl._move_show, ctrl.ai.ask, ctrl._perform = timed_move_show, timed_ask, timed_perform
        scene.relayout = timed_relayout
        ctrl.ai.chosen.connect(lambda seat, action: self.pending.__setitem__("answered", time.perf_counter()))

    def gaps(self):
        """(lead, total, steps-before-ask, think, pad, gui-layout) per card after the first of
        its hand, in seconds."""
        out = []
        for prev, card in zip(self.cards, self.cards[1:]):
            if card["hand"] != prev["hand"] or "asked" not in card:
                continue
            asked = card["asked"]
            answered = card.get("answered", asked)
            performed = card.get("performed", answered)
            out.append((card["lead"], card["shown"] - prev["shown"], asked - prev["shown"],
                        answered - asked, performed - answered, card["layout"] - prev["layout"]))
        return out


def play(app, variant_id: str, hands: int, speed: str, level: str, seed: int) -> Clock:
    from biscambiggia_gui.ui.mainwindow import MainWindow

    window = MainWindow()
    try:
        window.keeper.enabled = False
        window.resize(1280, 800)
        window.show()
        window.ctrl.set_speed(speed)
        clock = Clock(window)
        play_hands(app, window, variant_id, level, hands, seed, HAND_TIMEOUT_S)
    finally:
        window.shutdown()
        window.close()
    return clock


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Delay between consecutive cards in the window")
    ap.add_argument("--variant", action="append", help="a variant id (default: all)")
    ap.add_argument("--hands", type=int, default=1, help="hands per variant (at least 1)")
    ap.add_argument("--speed", default="normal", choices=["instant", "fast", "normal", "slow"])
    ap.add_argument("--level", default="hard", choices=["random", "easy", "medium", "hard"])
    ap.add_argument("--seed", type=int, default=99)
    args = ap.parse_args(argv)
    if args.hands < 1:
        ap.error("--hands must be at least 1")
    for vid in args.variant or []:
        if vid not in variants():
            ap.error(f"unknown variant {vid!r}; one of: {', '.join(variants())}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    private_folders("biscambiggia-bench-")                      # data and settings: the player's stay untouched
    from biscambiggia_gui.app import build
    app, _window, _reporter = build([], smoke=True)
    _window.close()
    print(f"{args.level.capitalize()} on every seat, in the window ({args.speed} animations, "
          f"offscreen), {args.hands} hand(s) per variant; seconds from one card to the next")
    print(f"{'variant':18} {'cards':>5} {'mean':>6} {'p95':>6} {'lead':>6} {'lead95':>6}"
          f" | {'steps':>6} {'think':>6} {'pad':>6} {'layout':>6}")
    for vid in args.variant or list(variants()):
        gaps = play(app, vid, args.hands, args.speed, args.level, args.seed).gaps()
        follow = [g[1] for g in gaps if not g[0]]
        lead = [g[1] for g in gaps if g[0]]
        split = [mean([g[i] for g in gaps]) for i in (2, 3, 4, 5)]
        print(f"{vid:18} {len(gaps):5d} {mean(follow):6.2f} {percentile(follow, 0.95):6.2f}"
              f" {mean(lead):6.2f} {percentile(lead, 0.95):6.2f} | "
              + " ".join(f"{s:6.2f}" for s in split), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
