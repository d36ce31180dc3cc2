"""The table's banners (a chiamata's call, the partner revealed, a declaration) and its note
(why a card cannot be played) lie clear of every seat's place in the trick, played yet or
not, of the trump's tag, of the hands, piles and plates; each keeps the place it was given
when it appeared while the cards are played (found in a play-through: the call's banner lay
over "Trump suit / clubs", where the next players' cards landed, over the corner of your
leftmost card at 1280x720, and jumped across the table with each card played). Real
window, engine and computer players; five players and fewer, both languages, three sizes."""
import pytest
from PySide6.QtCore import QRectF

from biscambiggia_gui.ui.table import layout

from uihelpers import answer_before_cards, finish_hand, start

SIZES = [(1280, 720), (1366, 768), (1920, 1080)]


def box_rect(b) -> QRectF:
    return QRectF(b[0], b[1], b[2] - b[0], b[3] - b[1])


def meets(a: QRectF, b: QRectF) -> bool:
    """Whether two rectangles share an area (touching edges do not)."""
    both = a.intersected(b)
    return both.width() > 0.5 and both.height() > 0.5


def watch_banners(window):
    """Every banner shown, as (title, rect when shown, [its place at each layout after],
    what it met when shown)."""
    scene, seen = window.scene, []
    show, relayout = scene.show_banner, scene.relayout

    def shown(title, detail="", cards=None):
        show(title, detail, cards)
        geo = scene.geometry
        rect = scene.banner.sceneBoundingRect()
        keepers = {geo.pile_keeper(side, scene.n, scene.bottom, scene.teams)
                   for side in range(len(scene.piles))}
        hit = [f"trick{seat}" for seat, b in enumerate(layout.trick_boxes(geo))
               if meets(rect, box_rect(b))]
        hit += [name for name, b in layout.seat_boxes(geo, scene.max_hand, keepers)
                if name != "trick" and meets(rect, box_rect(b))]
        if scene.talon.tag.isVisible() and meets(rect, scene.talon.tag.sceneBoundingRect()):
            hit.append("trump tag")
        hit += [f"plate{s}" for s, p in enumerate(scene.plates)
                if meets(rect, p.mapRectToScene(p.outline()))]
        hit += [c for c, item in scene.cards.items() if scene.where.get(c) is not scene.trick
                and item.isVisible() and meets(rect, item.sceneBoundingRect())]
        table = scene.sceneRect()
        if not table.contains(rect):
            hit.append("the table's edge")
        seen.append((title, rect, [], hit, geo.width))

    def laid_out(duration=0):
        relayout(duration)
        if seen and scene.banner.isVisible() and seen[-1][4] == scene.geometry.width:
            seen[-1][2].append(scene.banner.sceneBoundingRect())

    scene.show_banner, scene.relayout = shown, laid_out
    return seen


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("variant", ["briscola-chiamata", "biscambiggia-chiamata"])
def test_the_chiamata_banners_stay_clear_and_still(qtbot, qapp, window, variant, language, size):
    from biscambiggia_gui import i18n
    if language != "en":
        i18n.install(qapp, language)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.scene.sceneRect().width() > size[0] * 0.6)
    seen = watch_banners(window)
    start(window, variant, options={"hands": 1}, seed=11, level="easy")
    answer_before_cards(qtbot, window)
    finish_hand(qtbot, window)
    titles = [t for t, *_ in seen]
    assert len(seen) >= 2, titles                        # the call, the partner revealed
    for title, rect, later, hit, _ in seen:
        assert not hit, (title, hit)
        assert all(r == rect for r in later), (title, rect, later)
    assert any(later for _, _, later, _, _ in seen)     # a banner seen through plays
