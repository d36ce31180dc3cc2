"""Face-up cards of a hand at the side of the table can be read: each card's index corner
(rank and suit) is not covered by the card laid over it."""
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath

from biscambiggia_gui import i18n
from biscambiggia_gui.engine.registry import variants
from biscambiggia_gui.ui.table import layout

from uihelpers import answer_before_cards, open_near_end, save_shot, settle, start, wait_turn

SIZES = [(1280, 720), (1366, 768), (1920, 1080)]


def _index_path(item) -> QPainterPath:
    """The card's index corner (its top-left, as the deck's art draws it), in scene points."""
    w, h = item.width, item.height
    fx, fy = layout.INDEX
    path = QPainterPath()
    path.addRect(QRectF(-w / 2, -h / 2, fx * w, fy * h))
    return item.mapToScene(path)


def hidden_indices(scene) -> list[str]:
    """Every face-up card of a hand whose index corner another card of the hand covers."""
    faults = []
    for seat, hand in enumerate(scene.hands):
        items = [scene.cards[c] for c in hand.cards]
        for item in items:
            if not item.is_face_up():
                continue
            corner = _index_path(item)
            for other in items:
                if other is item or other.zValue() <= item.zValue():
                    continue
                over = other.mapToScene(other.shape()).intersected(corner).boundingRect()
                if over.width() > 0.5 and over.height() > 0.5:
                    faults.append(f"seat {seat} ({hand.spot.edge}) {item.code} under {other.code}")
    return faults


def unreadable(scene) -> list[str]:
    """Every face-up card of a hand that cannot be read: its index covered (above), or,
    in another player's hand, not the right way up (turned more than a few degrees)."""
    faults = hidden_indices(scene)
    for seat, hand in enumerate(scene.hands):
        for code in hand.cards:
            item = scene.cards[code]
            turned = (item.rotation() + 180) % 360 - 180
            if item.is_face_up() and seat != scene.bottom and abs(turned) > 6:
                faults.append(f"seat {seat} ({hand.spot.edge}) {code} turned {turned:.0f} degrees")
    return faults


SIDES = sorted(v for v in variants() if not v.endswith("-2") and v not in ("mariagio", "tarocchi-pizzico"))


def _every_size(window, moment: str, sizes) -> list[str]:
    """Every hand shown face up (a review's "all cards known"), from every seat, at each
    size: what cannot be read, what overlaps (test_table_layout.overlaps)."""
    from test_table_layout import overlaps
    scene = window.scene
    faults = []
    shown = set(scene.visible)
    every = {c for hand in scene.hands for c in hand.cards}
    for w, h in sizes:
        window.setMinimumSize(0, 0)
        window.resize(w, h)
        settle()
        for bottom in range(scene.n):
            scene.set_bottom(bottom)
            scene.visible = every
            scene.relayout(0)
            faults += [f"{moment} {w}x{h} seat {bottom}: {f}" for f in unreadable(scene) + overlaps(scene)]
    scene.set_bottom(0)
    scene.visible = shown
    scene.relayout(0)
    return faults


@pytest.mark.parametrize("variant", SIDES)
def test_every_face_up_card_of_another_hand_shows_its_index(qtbot, qapp, window, variant):
    """Briscola a 6 once the talon was empty: the partner on your right, fanned across his
    seat, had each card turned a quarter and its index read sideways; at 1280x720 Bruno's
    three cards read as two. Every hand of every variant with more than two seats, shown face
    up (the partners', a review's, a lesson's), from every seat, at 1280x720, 1366x768,
    1920x1080, the design minimum 960x600 and the smallest window, 683x384 (a 1366x768 screen at
    200%), in Italian, as dealt and at the last trick:
    each face-up card of another player reads the right way up, its index under no card,
    nothing over another item."""
    i18n.install(qapp, "it")
    window.retranslate()
    start(window, variant, seed=5)
    answer_before_cards(qtbot, window)
    faults = _every_size(window, "dealt", SIZES + [(960, 600), (683, 384)])
    assert not faults, faults[:12]


@pytest.mark.parametrize("variant", ["briscola-4", "briscola-6"])
def test_partners_hands_shown_once_the_talon_is_empty_can_be_read(qtbot, qapp, window, tmp_path,
                                                                 variant):
    """The play-through's table: Briscola a 4 and a 6 in the second deal, the talon empty
    and the partners' hands face up (the option on by default): at each size, your
    partners' cards read the right way up, each index in sight, nothing over another item."""
    from test_table_layout import overlaps
    i18n.install(qapp, "it")
    window.retranslate()
    scene = window.scene
    n = {"briscola-4": 4, "briscola-6": 6}[variant]
    open_near_end(window, tmp_path, variant, left=3 * n, dealer=3, before=1)
    wait_turn(qtbot, window)
    assert window.ctrl.hand.talon_size() == 0
    settle()
    partners = [s for s in range(scene.n) if s != 0 and scene.teams[s] == scene.teams[0]]
    assert all(scene.cards[c].is_face_up() for s in partners for c in scene.hands[s].cards)
    assert sum(len(scene.hands[s].cards) for s in partners) >= 2 * (n // 2 - 1)
    assert any(scene.hands[s].spot.edge in ("left", "right") for s in partners) or scene.n == 4
    faults = []
    for w, h in [(683, 384), (960, 600)] + SIZES[::-1]:        # the picture at 1280x720
        window.setMinimumSize(0, 0)
        window.resize(w, h)
        settle()
        faults += [f"{w}x{h}: {f}" for f in unreadable(scene) + overlaps(scene)]
    assert not faults, faults[:12]
    save_shot(window, f"open-partners-{variant}")
