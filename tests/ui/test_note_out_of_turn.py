"""The note "Wait for your turn", said when a card of yours is pressed (or Enter) while the
computers play, never covers a card you need to see: the cards on the trick, yours among
them (played a moment ago, on its way there or lying there), the places where the next
cards will land, your hand and the trump (found under a real X server: the note lay over
the lower part of the card just played and of the card pressed, their index in sight).
The rule (docs/table.md, "Where a banner lies"): every banner and the note keep clear of
what `banners.in_sight` lists. Real window, engine and computer players, mouse and keys;
two, four and five players at 1280x720 and 1366x768."""
import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest

from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.ui.explain import WAIT
from biscambiggia_gui.ui.table import layout
from biscambiggia_gui.ui.text import tr

from uihelpers import (answer_before_cards, hold, played_by_keys_computers_held, start,
                       wait_settled, wait_turn)

SIZES = [(1280, 720), (1366, 768)]
GAMES = [("briscola-2", 1), ("briscola-4", 2), ("briscola-chiamata", 1)]   # (variant, dealer)


def box_rect(b) -> QRectF:
    return QRectF(b[0], b[1], b[2] - b[0], b[3] - b[1])


def meets(a: QRectF, b: QRectF) -> bool:
    """Whether two rectangles share an area (touching edges do not)."""
    both = a.intersected(b)
    return both.width() > 0.5 and both.height() > 0.5


def covered(window) -> list[str]:
    """What the note covers of the cards you need to see: each card on the trick where it
    lies (or, on its way, where it will lie), every seat's place in the trick, each card of
    your hand, the trump turned up and its tag; and a banner shown, or the table's edge."""
    scene = window.scene
    note = scene.toast.sceneBoundingRect()
    hit = [f"trick {c}" for c in scene.trick.cards if meets(note, scene.cards[c].home_rect())]
    hit += [f"trick place {s}" for s, b in enumerate(layout.trick_boxes(scene.geometry))
            if meets(note, box_rect(b))]
    hit += [f"hand {c}" for c in scene.hands[scene.bottom].cards
            if meets(note, scene.cards[c].home_rect()) or meets(note, scene.cards[c].sceneBoundingRect())]
    hit += [f"trump {c}" for c in scene.turned.cards if meets(note, scene.cards[c].home_rect())]
    if scene.talon.tag.isVisible() and meets(note, scene.talon.tag.sceneBoundingRect()):
        hit.append("trump tag")
    if scene.banner.isVisible() and meets(note, scene.banner.sceneBoundingRect()):
        hit.append("the banner")                          # (the chiamata's call)
    if not scene.sceneRect().contains(note):
        hit.append("the table's edge")
    return hit


def played(window, seat=0) -> list[str]:
    return [a for s, a in window.ctrl.hand.actions if s == seat and kind_of(a) == "play"]


def your_card_played(qtbot, window, monkeypatch, variant, dealer, size):
    """The match started at `size`, the cards of the trick before yours played, yours
    played with the keys; the computers after you held back (they have not answered yet)."""
    window.resize(*size)
    qtbot.waitUntil(lambda: window.scene.sceneRect().width() > size[0] * 0.6)
    start(window, variant, seed=3, dealer=dealer, level="easy")
    answer_before_cards(qtbot, window)
    wait_turn(qtbot, window)
    assert window.ctrl.awaiting == 0
    chosen, kept, go_on = played_by_keys_computers_held(monkeypatch, window)
    assert played(window) == [chosen] and window.ctrl.awaiting is None
    return chosen, kept, go_on


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant,dealer", GAMES)
def test_a_card_pressed_out_of_turn_the_note_leaves_every_card_in_sight(
        qtbot, window, monkeypatch, variant, dealer, size):
    window.set_speed("instant")
    chosen, kept, go_on = your_card_played(qtbot, window, monkeypatch, variant, dealer, size)
    qtbot.waitUntil(lambda: bool(kept))                  # the next computer is to answer
    wait_settled(qtbot, window)
    scene = window.scene
    assert chosen in scene.trick.cards
    other = scene.hands[0].cards[-1]
    hold(window, other)                                   # pressed: it stays in its place
    assert scene.toast.isVisible() and scene.toast.text == tr(WAIT)
    scene._toast_timer.stop()
    assert covered(window) == [], (variant, size, covered(window))
    QTest.mouseRelease(window.view.viewport(), Qt.LeftButton)
    go_on()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant,dealer", GAMES)
def test_enter_again_as_your_card_flies_the_note_leaves_it_in_sight(
        qtbot, window, monkeypatch, variant, dealer, size):
    """At normal speed Enter pressed again at once: the note shows while the card played
    is still on its way to the trick, and keeps clear of where it lands."""
    window.set_speed("normal")
    chosen, kept, go_on = your_card_played(qtbot, window, monkeypatch, variant, dealer, size)
    scene = window.scene
    QTest.keyClick(window.view, Qt.Key_Return)           # again, out of turn now
    scene._toast_timer.stop()                 # its time set aside: only where it lies
    assert scene.toast.isVisible() and scene.toast.text == tr(WAIT)
    assert scene.where[chosen] is scene.trick
    assert covered(window) == [], (variant, size, covered(window))
    wait_settled(qtbot, window)
    assert scene.toast.isVisible() and covered(window) == [], covered(window)
    go_on()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("variant,dealer", GAMES)
def test_a_banner_that_comes_while_the_note_shows_leaves_it_in_sight(
        qtbot, window, monkeypatch, variant, dealer, size):
    """A banner may come while the note shows (the partner revealed as a computer plays
    the card called; a declaration; the talon empty): the note, which lies over a banner
    (it is drawn above it), goes where it leaves the banner in sight, and still clear of
    every card. It kept its place, and at 1280x720 and 1366x768 in Briscola a 2 lay over
    the banner's words and cards."""
    window.set_speed("instant")
    _, kept, go_on = your_card_played(qtbot, window, monkeypatch, variant, dealer, size)
    qtbot.waitUntil(lambda: bool(kept))
    wait_settled(qtbot, window)
    scene = window.scene
    hold(window, scene.hands[0].cards[-1])                # out of turn: the note
    scene._toast_timer.stop()
    assert scene.toast.isVisible() and covered(window) == []
    scene.show_banner(tr("{name} is the partner of {caller}", name="Bruno", caller="Anna"),
                      tr("{name} is the partner of {caller}", name="Bruno", caller="Anna"),
                      scene.trick.cards[:1])
    assert scene.toast.isVisible() and scene.banner.isVisible()
    assert covered(window) == [], (variant, size, covered(window))
    QTest.mouseRelease(window.view.viewport(), Qt.LeftButton)
    go_on()
