"""Helpers for the table tests: start a match, wait for a person's turn, and drive the
table with real mouse events on the view's viewport."""
from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtGui import QTextLayout
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from biscambiggia_gui.engine.actions import kind_of

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(os.environ.get("BISCAMBIGGIA_SHOTS", ROOT / "build" / "shots"))   # never the sources


def start(win, variant, seats=None, options=None, seed=7, deck=None, dealer=None, level="random"):
    """Start `variant` with seat 0 a person and the others random computers (or `seats`:
    a list of "person"/"computer") at `level`; `deck` and `dealer` fix the first deal."""
    from biscambiggia_gui.engine import get_variant
    from biscambiggia_gui.ui.setup import COMPUTER_NAMES, MatchSetup, SeatSetup
    n = get_variant(variant).players
    kinds = seats or ["person"] + ["computer"] * (n - 1)
    names = ["You"] + list(COMPUTER_NAMES)
    setup = MatchSetup(variant, [SeatSetup(names[i], kinds[i], level) for i in range(n)],
                       options or {}, seed=seed)
    win.start_match(setup, remember=False, deck=deck, dealer=dealer)
    return setup


def wait_turn(qtbot, win):
    """Wait (on the controller's `atRest`) until a person is asked to move, the pass cover
    shows, or the hand is over and shown (each wait as long as pytest-qt's default wait,
    a minute: tests/conftest.py's PATIENCE_MS)."""
    def ready():
        return (win.ctrl.awaiting is not None or win.cover.isVisible()
                or (win.ctrl.hand is not None and win.ctrl.hand.is_over() and win.ctrl.steps.idle()))
    while not ready():
        with qtbot.waitSignal(win.ctrl.atRest):
            pass


def answer_before_cards(qtbot, win) -> None:
    """Where a hand begins with decisions before any card (the chiamata games' auction and
    call), the person answers them through the controller until a card is theirs to play:
    they bid once, then pass, and call the first card offered. Other variants: nothing."""
    from biscambiggia_gui.engine.actions import kind_of
    for _ in range(60):
        wait_turn(qtbot, win)
        hand = win.ctrl.hand
        if win.ctrl.awaiting is None or hand.is_over():
            return
        legal = hand.legal_actions()
        if any(kind_of(a) == "play" for a in legal):
            return
        mine = [a for s, a in hand.actions if s == win.ctrl.awaiting]
        bids = [a for a in legal if kind_of(a) == "bid"]
        choice = "pass" if "pass" in legal and (mine or not bids) else legal[0]
        before = len(hand.actions)
        win.ctrl.request_action(choice)
        qtbot.waitUntil(lambda: len(hand.actions) > before)
    raise AssertionError("no card to play after the decisions")


def view_point(win, scene_point: QPointF) -> QPoint:
    return win.view.mapFromScene(scene_point)


def grip(win, code: str) -> QPoint:
    """A point of the card that no other card covers: in a fanned hand, its left strip."""
    scene = win.scene
    item = scene.cards[code]
    pile = scene.pile_of(code)
    x = 0.0
    if pile is not None and pile.kind == "hand" and pile.spot is not None and len(pile.cards) > 1:
        visible = min(item.width, pile.spot.step / max(item.scale(), 0.01))
        x = -item.width / 2 + visible * 0.45
    return view_point(win, item.mapToScene(QPointF(x, item.height * 0.1)))


def drag_card(qtbot, win, code: str, to: QPointF | None = None, steps: int = 6) -> None:
    """Press on the card, move in a few steps to `to` (the middle of the table by default)
    and let go, with mouse events on the view's viewport."""
    scene = win.scene
    start_pt = grip(win, code)
    target = to if to is not None else QPointF(*scene.geometry.centre)
    end_pt = view_point(win, target)
    vp = win.view.viewport()
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start_pt)
    for i in range(1, steps + 1):
        p = start_pt + (end_pt - start_pt) * (i / steps)
        QTest.mouseMove(vp, p)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, end_pt)


def hold(win, code: str) -> QPoint:
    """Press on the card and carry it part of the way to the middle of the table; the point
    (viewport coordinates) where the pointer is now, the button still down."""
    vp = win.view.viewport()
    start_pt = grip(win, code)
    end_pt = view_point(win, QPointF(*win.scene.geometry.centre))
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, start_pt)
    p = start_pt
    for i in range(1, 4):
        p = start_pt + (end_pt - start_pt) * (i / 8)
        QTest.mouseMove(vp, p)
    return p


def computers_wait(monkeypatch, win):
    """The computers' turns held back (their questions kept, not asked) until the function
    returned asks them: a press lands while it is surely not the person's turn, whatever
    the machine's load."""
    ai = win.ctrl.ai
    real, kept = ai.ask, []
    monkeypatch.setattr(ai, "ask", lambda *args: kept.append(args) or 0)

    def go_on() -> None:
        monkeypatch.setattr(ai, "ask", real)
        for args in kept:
            real(*args)
    return kept, go_on


def played_by_keys_computers_held(monkeypatch, win):
    """The computers after the person held back (computers_wait), then a card of the hand
    played with the keys (Right, Enter): the card, and computers_wait's pair."""
    kept, go_on = computers_wait(monkeypatch, win)
    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key_Right)
    chosen = win.scene.selected
    QTest.keyClick(win.view, Qt.Key_Return)
    return chosen, kept, go_on


def click(qtbot, button):
    """A mouse click on `button`, which must be in sight and enabled."""
    assert button.isVisible() and button.isEnabled(), button.objectName()
    qtbot.mouseClick(button, Qt.LeftButton)


def double_click_card(qtbot, win, code: str) -> None:
    """As a mouse does it: press, release, double-click, release."""
    vp, pt = win.view.viewport(), grip(win, code)
    QTest.mousePress(vp, Qt.LeftButton, Qt.NoModifier, pt)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, pt)
    QTest.mouseDClick(vp, Qt.LeftButton, Qt.NoModifier, pt)
    QTest.mouseRelease(vp, Qt.LeftButton, Qt.NoModifier, pt)


def hand_faces(win) -> dict[int, list[bool]]:
    """For each seat, whether each card of its hand shows its face right now."""
    return {seat: [win.scene.cards[c].shows_face() for c in pile.cards]
            for seat, pile in enumerate(win.scene.hands)}


def at_rest(win) -> bool:
    return win.ctrl.steps.idle() and not win.scene.busy()


def wait_settled(qtbot, win) -> None:
    """Wait until the table's steps are done and no card is moving or turning over: on the
    controller's `atRest` while steps are queued, else on the scene's `animationsDone`."""
    while not at_rest(win):
        signal = win.scene.animationsDone if win.ctrl.steps.idle() else win.ctrl.atRest
        with qtbot.waitSignal(signal):
            pass


def settle() -> None:
    """Let pending layouts and paints happen (a waitUntil whose condition already holds
    returns without running the event loop)."""
    from PySide6.QtWidgets import QApplication
    for _ in range(3):
        QApplication.processEvents()


def resumed_in_a_new_window(qtbot, win):
    """`win` shut and closed, a new main window started as the game starts (1280x720, instant
    moves) and its resume question answered with Enter: the new window, holding the match
    `win` had on the table. The caller shuts it down (try/finally)."""
    from biscambiggia_gui.ui.mainwindow import MainWindow
    win.shutdown()
    win.close()
    again = MainWindow()
    qtbot.addWidget(again)
    again.resize(1280, 720)
    again.show()
    again.set_speed("instant")
    again.start_up()
    qtbot.waitUntil(lambda: again.resume_dialog is not None and again.resume_dialog.isVisible())
    qtbot.waitUntil(again.resume_dialog.isActiveWindow)
    qtbot.keyClick(again.resume_dialog, Qt.Key_Return)
    return again


def save_shot(widget, name: str) -> Path:
    settle()
    SHOTS.mkdir(parents=True, exist_ok=True)
    path = SHOTS / f"{name}.png"
    assert widget.grab().save(str(path))
    return path


def everyone_passes(qtbot, win) -> None:
    """People at one screen each pass the auction in turn, by mouse on the Pass button (the
    pass screen's cover lifted for each): the hand ends unplayed (a chiamata game)."""
    from PySide6.QtWidgets import QPushButton
    hand = win.ctrl.hand
    for _ in range(12):
        wait_turn(qtbot, win)
        if hand.is_over():
            return
        if win.cover.isVisible():
            qtbot.mouseClick(win.cover.button, Qt.LeftButton)
            wait_turn(qtbot, win)
        passing = win.panel.buttons["auction"].findChild(QPushButton, "pass")
        before = len(hand.actions)
        qtbot.mouseClick(passing, Qt.LeftButton)
        qtbot.waitUntil(lambda: len(hand.actions) > before)


def play_first_legal(qtbot, win) -> str:
    """The person to act plays its first legal card (through the controller, as a drop
    does); returns it after the engine took it."""
    hand = win.ctrl.hand
    card = next(a for a in hand.legal_actions() if kind_of(a) == "play")
    before = len(hand.actions)
    win.ctrl.request_card(card)
    qtbot.waitUntil(lambda: len(hand.actions) > before)
    return card


def finish_hand(qtbot, win, limit=200, at_turn=None) -> None:
    """Play the person's first legal card at each turn until the hand is over; `at_turn()`,
    if given, is called at each of the person's turns before the move."""
    hand = win.ctrl.hand
    for _ in range(limit):
        wait_turn(qtbot, win)
        if hand.is_over():
            return
        if win.ctrl.awaiting is None:
            continue
        if at_turn is not None:
            at_turn()
        legal = hand.legal_actions()
        if not any(kind_of(a) == "play" for a in legal):     # only decisions (the matto's card)
            win.ctrl.request_action(legal[0])
            qtbot.waitUntil(lambda: win.ctrl.awaiting is None or hand.is_over())
            continue
        play_first_legal(qtbot, win)
    raise AssertionError("the hand did not end")


def record_near_end(variant, options=None, seed=1, left=2, dealer=0, before=0) -> dict:
    """A game record (docs/rules.md section 8) whose first hand (after `before` whole hands)
    lacks only its last `left` actions: opened in the window, a hand ends in a trick or
    two. The engine plays the first legal action everywhere."""
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.engine.record import to_record
    match = Match(variant, options or {}, dealer=dealer, seed=seed)
    for _ in range(before + 1):
        hand = match.start_hand()
        while not hand.is_over():
            match.apply(hand.legal_actions()[0])
    record = to_record(match)
    record["hands"][-1]["actions"] = record["hands"][-1]["actions"][:-left]
    return record


def open_near_end(win, tmp_path, variant, options=None, seed=1, left=2, dealer=0, before=0):
    import json
    path = Path(tmp_path) / f"{variant}-near-end.json"
    path.write_text(json.dumps(record_near_end(variant, options, seed, left, dealer, before)))
    assert win.open_record(str(path))
    return path


def when_message_box(act, every_ms: int = 20) -> None:
    """`act(box)` once a modal message box is up (looked for every `every_ms` from the next
    turn of the event loop): a test answers the box a call it makes is about to open."""
    def look():
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            act(box)
        else:
            QTimer.singleShot(every_ms, look)
    QTimer.singleShot(0, look)


def wrapped(text: str, font, width: float) -> list[str]:
    """`text` broken into lines `width` pixels wide, as a word-wrapped label or list (the
    match log) breaks it."""
    layout = QTextLayout(text, font)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines
