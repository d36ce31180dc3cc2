"""Screenshots of the player's path (issue 26): a hand of every variant and every dialog,
at 1280x720 in Italian and at 1920x1080 in English, drawn offscreen on a screen of that
size, to be looked at before a release. Also prints what tests/ui/screencheck.py calls
clipped (a widget outside its window, words that do not fit) for each picture.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/screens.py [--out DIR] [--only TEXT]
                                                              [--sizes it:1280x720,en:1920x1080]
                                                              [--dpr 2]

Pictures go to build/screens/<language>-<width>x<height>/ (git-ignored); `--only` keeps
the pictures whose name contains TEXT. `--dpr` gives the screen a device pixel ratio (1.5:
a 150% desktop, 2: a 200% one): the sizes are then the screen's device pixels, the window
gets width/dpr x height/dpr logical pixels, and the pictures, drawn at the ratio, go to
<language>-<width>x<height>@<dpr>x/. Each size runs in its own process, whose offscreen
screen is exactly that size (so dialogs fit the screen as they would there). The player's
own files are never touched: the data and settings folders are temporary."""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SIZES = "it:1280x720,en:1920x1080"


# --- the parent: one child process per language and size -------------------------------------
def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=str(ROOT / "build" / "screens"))
    parser.add_argument("--only", default="")
    parser.add_argument("--sizes", default=DEFAULT_SIZES)
    parser.add_argument("--dpr", type=float, default=1.0,
                        help="the screen's device pixel ratio (sizes are device pixels)")
    parser.add_argument("--child", default="", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        language, size = args.child.split(":")
        width, height = (int(v) for v in size.split("x"))
        return child(language, width, height, Path(args.out), args.only)
    status = 0
    for spec in args.sizes.split(","):
        language, size = spec.split(":")
        width, height = (int(v) for v in size.split("x"))
        folder = Path(tempfile.mkdtemp(prefix="biscambiggia-screens-"))
        config = folder / "screen.json"
        config.write_text(json.dumps({"screens": [{"name": "s", "x": 0, "y": 0, "width": width,
                                                   "height": height, "logicalDpi": 96,
                                                   "dpr": 1}]}))
        env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
                   BISCAMBIGGIA_DATA=str(folder / "data"), BISCAMBIGGIA_CONFIG=str(folder / "config"))
        if args.dpr != 1:        # the offscreen screen's own "dpr" leaves windows at 1: scale
            env["QT_SCALE_FACTOR"] = f"{args.dpr:g}"
        out = Path(args.out) / (f"{language}-{width}x{height}"
                                + (f"@{args.dpr:g}x" if args.dpr != 1 else ""))
        start = time.monotonic()
        done = subprocess.run([sys.executable, __file__, "--child", spec, "--out", str(out),
                               "--only", args.only], env=env, cwd=ROOT)
        print(f"{spec}: exit {done.returncode}, {time.monotonic() - start:.0f} s, pictures in {out}")
        status = status or done.returncode
    return status


# --- the child: one language, one screen ----------------------------------------------------------
class Shooter:
    def __init__(self, app, window, out: Path, only: str):
        self.app, self.window, self.out, self.only = app, window, out, only
        self.taken: list[str] = []
        self.failed: list[str] = []
        sys.path.insert(0, str(ROOT / "tests" / "ui"))
        from screencheck import problems
        self.problems = problems

    def wanted(self, name: str) -> bool:
        return self.only in name

    def pump(self, until=None, timeout: float = 20.0) -> bool:
        """Turn the event loop until `until()` holds (or a few rounds when None)."""
        from PySide6.QtCore import QEventLoop
        end = time.monotonic() + timeout
        if until is None:
            for _ in range(6):
                self.app.processEvents(QEventLoop.AllEvents, 20)
            return True
        while time.monotonic() < end:
            self.app.processEvents(QEventLoop.AllEvents, 20)
            if until():
                return True
        return False

    def shoot(self, widget, name: str) -> None:
        self.pump()
        self.out.mkdir(parents=True, exist_ok=True)
        path = self.out / f"{name}.png"
        if not widget.grab().save(str(path)):
            self.failed.append(f"{name}: not saved")
            return
        self.taken.append(name)
        found = self.problems(widget)
        size = f"{widget.width()}x{widget.height()}"
        print(f"  {name} ({size})" + ("" if not found else "  CLIPPED: " + "; ".join(found[:4])))

    def run(self, name: str, fn, *args) -> None:
        if not self.wanted(name) and not any(self.wanted(n) for n in getattr(fn, "names", ())):
            return
        try:
            fn(self, name, *args)
        except Exception:                                   # one failed picture, not all
            self.failed.append(f"{name}: {traceback.format_exc(limit=6)}")
        finally:
            self.close_dialogs()

    def close_dialogs(self) -> None:
        from PySide6.QtWidgets import QApplication, QDialog, QMessageBox
        for w in QApplication.topLevelWidgets():
            if isinstance(w, (QDialog, QMessageBox)) and w.isVisible():
                w.done(0)
        self.pump()


def start(sh, variant: str, seats=None, options=None, seed: int = 5, level: str = "easy",
          deck=None, dealer=None):
    from biscambiggia_gui.engine import get_variant
    from biscambiggia_gui.ui.setup import COMPUTER_NAMES, MatchSetup, SeatSetup
    n = get_variant(variant).players
    kinds = seats or ["person"] + ["computer"] * (n - 1)
    names = ["You"] + list(COMPUTER_NAMES)
    setup = MatchSetup(variant, [SeatSetup(names[i], kinds[i], level) for i in range(n)],
                       options or {}, seed=seed)
    sh.window.start_match(setup, remember=False, deck=deck, dealer=dealer)
    return setup


def ready(sh) -> bool:
    ctrl = sh.window.ctrl
    return (ctrl.awaiting is not None or sh.window.cover.isVisible()
            or (ctrl.hand is not None and ctrl.hand.is_over() and ctrl.steps.idle()))


def act(sh, action: str) -> None:
    ctrl = sh.window.ctrl
    before = len(ctrl.hand.actions)
    from biscambiggia_gui.engine.actions import kind_of
    (ctrl.request_card if kind_of(action) == "play" else ctrl.request_action)(action)
    sh.pump(lambda: len(ctrl.hand.actions) > before)
    sh.pump(lambda: ready(sh))


def choose(hand, seat: int) -> str:
    """The person's move while the screenshots are made: a bid once then pass, the first
    call, no declaration, the first card."""
    from biscambiggia_gui.engine.actions import kind_of
    legal = hand.legal_actions()
    mine = [a for s, a in hand.actions if s == seat]
    if "pass" in legal and (mine or not any(kind_of(a) == "bid" for a in legal)):
        return "pass"
    cards = [a for a in legal if kind_of(a) == "play"]
    return cards[0] if cards else legal[0]


def play_until(sh, done, limit: int = 400) -> bool:
    """The person plays `choose`'s move at each turn until `done()` holds at a turn."""
    ctrl = sh.window.ctrl
    for _ in range(limit):
        sh.pump(lambda: ready(sh))
        if sh.window.cover.isVisible():
            sh.window.cover.confirmed.emit()
            sh.pump(lambda: ctrl.awaiting is not None)
            continue
        if done():
            return True
        hand = ctrl.hand
        if hand.is_over():
            return False
        if ctrl.awaiting is None:
            continue
        act(sh, choose(hand, ctrl.awaiting))
    return False


def tricks_done(sh) -> int:
    return sum(1 for e in sh.window.ctrl.match.events if e.kind == "trick")


# --- the pictures ------------------------------------------------------------------------------
def shot_variant(sh, name, variant):
    """A hand of the variant after a trick or two, your turn with the trick on the table
    (the person last to play where that comes)."""
    start(sh, variant)
    ctrl = sh.window.ctrl
    n = ctrl.match.variant.players

    def moment():
        if ctrl.awaiting is None:
            return False
        full = len(sh.window.scene.trick.cards) == n - 1
        return tricks_done(sh) >= 2 and (full or tricks_done(sh) >= 6)
    play_until(sh, moment)
    sh.shoot(sh.window, name)


def shot_auction(sh, name, variant):
    start(sh, variant, dealer=4)            # you speak first
    sh.pump(lambda: ready(sh))
    sh.shoot(sh.window, name)
    ctrl = sh.window.ctrl
    # bid up to the top so the call is yours
    for _ in range(40):
        sh.pump(lambda: ready(sh))
        hand = ctrl.hand
        if ctrl.awaiting is None or hand.phase not in ("auction",):
            break
        bids = [a for a in hand.legal_actions() if a.startswith("bid")]
        act(sh, bids[-1] if bids else "pass")
    sh.pump(lambda: ready(sh))
    if ctrl.hand.phase in ("call", "trump") and ctrl.awaiting is not None:
        sh.shoot(sh.window, name.replace("auction", "call"))


def shot_bids(sh, name, variant):
    """The auction's plates side by side, each bid said in the one form of its language
    ("offerta: il 2" beside "offerta: il 2 a 63"): the others speak first, then you bid
    the lowest rank open (the 2; in Biscambiggia chiamata the lowest points); the picture
    at your next turn, or when the auction is over."""
    from biscambiggia_gui.engine.cards import RANKS_40
    start(sh, variant, dealer=1, level="medium")    # seats 2, 3, 4 speak before you
    ctrl = sh.window.ctrl
    sh.pump(lambda: ready(sh))
    hand = ctrl.hand
    if ctrl.awaiting is not None and hand.phase == "auction":
        bids = [a for a in hand.legal_actions() if a.startswith("bid")]
        ranks = [a for a in bids if a.split(":")[1] in RANKS_40]
        act(sh, ranks[-1] if ranks else bids[0])
    sh.shoot(sh.window, name)


def shot_tarocchi_matto(sh, name):
    """Tarocchi with the matto owed and buone to show: a hand where you hold the matto and
    many tarots."""
    from biscambiggia_gui.engine.dealing import deck_from_deal
    deck = deck_from_deal("tarocchi-pizzico", 1, {0: ["M", "T1", "T20", "T21", "T19", "T18", "T17",
                                                       "T16", "T15", "T14", "T13", "KH", "KD",
                                                       "KC", "KS"]})
    start(sh, "tarocchi-pizzico", deck=deck, dealer=1)
    ctrl = sh.window.ctrl
    sh.pump(lambda: ready(sh))
    sh.shoot(sh.window, name.replace("matto", "buone"))
    # play the matto, then win a trick: the debt can be paid now or later
    played = False
    for _ in range(80):
        sh.pump(lambda: ready(sh))
        hand = ctrl.hand
        if ctrl.awaiting is None:
            if hand.is_over():
                break
            continue
        legal = hand.legal_actions()
        if any(a.startswith("give:") for a in legal) and any(":" not in a for a in legal):
            sh.shoot(sh.window, name)
            sh.window.hint()
            sh.pump(lambda: sh.window.panel.hint_label.text() not in ("", ))
            sh.pump(lambda: "..." not in sh.window.panel.hint_label.text(), timeout=30)
            sh.shoot(sh.window, name + "-hint")
            return
        if not played and "M" in legal:
            act(sh, "M")
            played = True
            continue
        cards = [a for a in legal if ":" not in a]
        strongest = max(cards, key=lambda c: int(c[1:]) if c.startswith("T") else 0)
        act(sh, strongest if played else cards[0])


def shot_mariagio(sh, name):
    """Mariagio with a marriage to declare, then its last seven tricks."""
    from biscambiggia_gui.engine.dealing import deck_from_deal
    deck = deck_from_deal("mariagio", 1, {0: ["KH", "QH", "KS", "QS", "AC", "7C", "2D"]})
    start(sh, "mariagio", deck=deck, dealer=1)
    sh.pump(lambda: ready(sh))
    sh.shoot(sh.window, name + "-marriage")
    ctrl = sh.window.ctrl
    play_until(sh, lambda: not ctrl.match.observation(0).get("talon_size", 1)
               or len(ctrl.hand.observation(0).get("hand", [])) <= 6)
    sh.shoot(sh.window, name + "-last-seven")


def shot_partner_view(sh, name, variant="briscola-4"):
    """Briscola a 4 (or a 6) in its second deal, the talon gone: the partners' hands face
    up (at six, one on each side: upright, each index in sight, docs/table.md)."""
    start(sh, variant)
    ctrl = sh.window.ctrl
    play_until(sh, lambda: False)                       # the first deal: no looking
    sh.pump(lambda: sh.window.summary is not None)
    sh.window.next_hand()
    play_until(sh, lambda: ctrl.awaiting is not None
               and bool(ctrl.match.observation(0).get("partner_hands")))
    sh.shoot(sh.window, name)


def shot_pass_screen(sh, name):
    start(sh, "biscambiggia-2", seats=["person", "person"])
    sh.pump(lambda: sh.window.cover.isVisible())
    sh.shoot(sh.window, name)


def finish_match(sh, variant, options=None, persons=1):
    """A match of `variant` (its shortest) played to its last hand's end: the engine plays
    every hand but the last few actions, the window the rest."""
    from biscambiggia_gui.engine import Match, get_variant
    from biscambiggia_gui.ui.setup import COMPUTER_NAMES, MatchSetup, SeatSetup
    v = get_variant(variant)
    match = Match(variant, options or {}, dealer=0, seed=3)
    while True:
        hand = match.start_hand()
        left = []
        while not hand.is_over():
            match.apply(hand.legal_actions()[0])
        if match.is_over():
            break
    # replay it all but the last two actions into the window
    from biscambiggia_gui.engine.record import replay, to_record
    record = to_record(match)
    record["hands"][-1]["actions"] = record["hands"][-1]["actions"][:-2]
    again = replay(record)
    names = ["You"] + list(COMPUTER_NAMES)
    setup = MatchSetup(variant, [SeatSetup(names[i], "person" if i < persons else "computer", "easy")
                                 for i in range(v.players)], match.options, seed=3)
    sh.window.keeper.new_match()    # a match of its own in the statistics, as the app gives it
    sh.window.continue_match(setup, again)
    del left
    play_until(sh, lambda: False)
    sh.pump(lambda: sh.window.summary is not None and sh.window.summary.isVisible())
    return sh.window.summary


def shot_summary(sh, name, variant):
    from biscambiggia_gui.engine import get_variant
    start(sh, variant)
    play_until(sh, lambda: False)
    sh.pump(lambda: sh.window.summary is not None and sh.window.summary.isVisible())
    sh.shoot(sh.window.summary, name)
    del get_variant


def shot_match_end(sh, name, variant, options=None):
    summary = finish_match(sh, variant, options)
    sh.shoot(summary, name)


def shot_new_match(sh, name, game, players):
    from biscambiggia_gui.ui.newmatch import NewMatchDialog
    from biscambiggia_gui.ui.setup import MatchSetup, game_variants
    dialog = NewMatchDialog(MatchSetup(game_variants(game)[players]), sh.window)
    dialog.show()
    sh.shoot(dialog, name)


def shot_dialogs(sh, name):
    """Settings, statistics, the rules of each game, the resume question, leaving a match,
    an error, the licences, the crash dialog, the last trick, the default match."""
    w = sh.window
    if sh.wanted("dialog-settings"):
        w.show_settings()
        sh.shoot(w.settings_dialog, "dialog-settings")
        w.settings_dialog.done(0)
    if sh.wanted("dialog-statistics"):
        w.show_statistics()
        sh.shoot(w.stats_window, "dialog-statistics")
        if sh.wanted("dialog-statistics-reset"):
            shoot_modal(sh, "dialog-statistics-reset", w.stats_window.confirm_reset)
        w.stats_window.done(0)
    if sh.wanted("dialog-read-only"):
        from biscambiggia_gui.ui.instance import ask_read_only
        shoot_modal(sh, "dialog-read-only", lambda: ask_read_only(sh.out, w, None))
    from biscambiggia_gui.ui.setup import games, game_variants
    for game in games():
        if sh.wanted(f"dialog-rules-{game}"):
            rules = w.show_rules(next(iter(game_variants(game).values())))
            sh.shoot(rules, f"dialog-rules-{game}")
            rules.close()
    start(sh, "briscola-2", seed=3)
    play_until(sh, lambda: len(w.ctrl.hand.actions) >= 2)
    if sh.wanted("dialog-resume"):
        w.start_up()
        sh.pump(lambda: w.resume_dialog is not None and w.resume_dialog.isVisible())
        sh.shoot(w.resume_dialog, "dialog-resume")
        w.resume_dialog.done(1)
        sh.pump(lambda: ready(sh))
    if sh.wanted("dialog-leave"):
        w.ask_new_match()
        w.dialog.done(1)
        sh.pump(lambda: w.leave_box is not None and w.leave_box.isVisible())
        sh.shoot(w.leave_box, "dialog-leave")
        w.leave_box.done(0)
    if sh.wanted("dialog-last-trick"):
        w.show_last_trick()
        sh.shoot(w.last_trick_dialog, "dialog-last-trick")
        w.last_trick_dialog.done(0)
    if sh.wanted("dialog-error"):
        w.open_record(str(sh.out / "no-such-record.json"))
        sh.shoot(w.message, "dialog-error")
        w.message.done(0)
    if sh.wanted("dialog-licences"):
        from biscambiggia_gui.ui.licences_window import show_licences
        lic = show_licences(w)
        sh.shoot(lic, "dialog-licences")
        lic.close()
    if sh.wanted("dialog-default-match"):
        from biscambiggia_gui.ui.newmatch import NewMatchDialog
        from biscambiggia_gui.ui.setup import default_setup
        d = NewMatchDialog(default_setup(), w, for_default=True)
        d.show()
        sh.shoot(d, "dialog-default-match")
        d.done(0)
    if sh.wanted("dialog-crash"):
        from biscambiggia_gui.ui.crash_dialog import CrashDialog
        try:
            raise RuntimeError("a picture of the crash dialog")
        except RuntimeError:
            report = traceback.format_exc()
        crash = CrashDialog(report, None, w)
        crash.show()
        sh.shoot(crash, "dialog-crash")
        crash.done(0)
    for which in ("open", "save"):
        if sh.wanted(f"dialog-file-{which}"):
            from biscambiggia_gui.ui import windows
            box = windows.record_dialog(w, which, str(sh.out / "briscola-2.json"))
            box.setOption(box.Option.DontUseNativeDialog)
            box.show()
            sh.shoot(box, f"dialog-file-{which}")
            box.done(0)


def shoot_modal(sh, name, opens) -> None:
    """A question asked with exec(): its picture is taken from inside its own event loop,
    then it is answered with its escape (nothing is reset, nothing opened)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def take():
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(50, take)
            return
        sh.shoot(box, name)
        box.reject()
    QTimer.singleShot(50, take)
    opens()


shot_dialogs.names = ("dialog-settings", "dialog-statistics", "dialog-rules", "dialog-resume",
                      "dialog-leave", "dialog-last-trick", "dialog-error", "dialog-licences",
                      "dialog-default-match", "dialog-crash", "dialog-file",
                      "dialog-statistics-reset", "dialog-read-only")


def child(language: str, width: int, height: int, out: Path, only: str) -> int:
    sys.path.insert(0, str(ROOT))
    from PySide6.QtWidgets import QApplication
    import biscambiggia_gui.ui  # noqa: F401  (the PySide6 guard)
    from biscambiggia_gui import i18n
    from biscambiggia_gui.engine.registry import variants
    from biscambiggia_gui.ui.setup import game_variants, games, redirect_settings
    redirect_settings()
    os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
    from PySide6.QtCore import qInstallMessageHandler
    qInstallMessageHandler(lambda mode, context, message: None
                           if "does not support" in message else sys.stderr.write(message + "\n"))
    app = QApplication(["biscambiggia"])
    i18n.install(app, language)
    from biscambiggia_gui.ui.mainwindow import MainWindow
    window = MainWindow()
    window.keeper.enabled = True
    window.setMinimumSize(0, 0)
    room = app.primaryScreen().availableGeometry()      # logical: less under QT_SCALE_FACTOR
    window.resize(room.width(), room.height())
    window.show()
    window.set_speed("instant")
    sh = Shooter(app, window, out, only)
    print(f"{language} {width}x{height} -> {out}")
    for variant in variants():
        sh.run(f"table-{variant}", shot_variant, variant)
    for variant in ("briscola-chiamata", "biscambiggia-chiamata"):
        if variant in variants():
            sh.run(f"table-{variant}-auction", shot_auction, variant)
            shot_auction.names = (f"table-{variant}-call",)
            sh.run(f"table-{variant}-bids", shot_bids, variant)
    sh.run("table-tarocchi-matto", shot_tarocchi_matto)
    sh.run("table-mariagio", shot_mariagio)
    sh.run("table-briscola-4-partner", shot_partner_view)
    sh.run("table-briscola-6-partner", shot_partner_view, "briscola-6")
    sh.run("table-pass-screen", shot_pass_screen)
    for game in games():
        players = max(game_variants(game))
        sh.run(f"new-match-{game}-{players}", shot_new_match, game, players)
    sh.run("new-match-briscola-4", shot_new_match, "briscola", 4)
    for variant in ("biscambiggia-2", "briscola-4", "tarocchi-pizzico", "briscola-chiamata"):
        sh.run(f"summary-{variant}", shot_summary, variant)
    for variant, options in (("biscambiggia-2", {"hands": 1}), ("briscola-4", {}),
                             ("mariagio", {"target": 1}), ("tarocchi-pizzico", {}),
                             ("biscambiggia-chiamata", {"hands": 2}), ("briscola-6", {})):
        sh.run(f"match-end-{variant}", shot_match_end, variant, options)
    sh.run("dialog", shot_dialogs)
    window.shutdown()
    window.close()
    print(f"{len(sh.taken)} pictures")
    for failure in sh.failed:
        print("FAILED", failure)
    return 1 if sh.failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
