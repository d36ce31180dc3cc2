"""The table's layout (issue 4, "The table"): laid out for 2, 3, 4 and 6 seats, "re-flowing
when the window is resized"; your hand at the bottom face up, the talon with the turned
trump "turned sideways and half covered by the talon", with the number of cards left.
Each variant's table is saved mid-hand as a screenshot, to be looked at."""
import pytest

from biscambiggia_gui.engine.actions import kind_of
from PySide6.QtCore import QRectF

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.table import layout

from uihelpers import drag_card, play_first_legal, save_shot, settle, start, wait_turn

SIZES = [(640, 420), (900, 640), (1180, 760), (1600, 1000), (2400, 1300)]
FOUR, SIX = (0, 1, 0, 1), (0, 1, 0, 1, 0, 1)      # partners facing
CASES = [(2, 3, 1.55, None), (2, 7, 1.55, None), (2, 15, 1.8, None), (3, 3, 1.7, None),
         (4, 3, 1.7, FOUR), (6, 3, 1.55, SIX)]


@pytest.mark.parametrize("n, cards, aspect, teams", CASES)
@pytest.mark.parametrize("size", SIZES)
def test_nothing_overlaps_and_nothing_leaves_the_table(n, cards, aspect, teams, size):
    width, height = size
    for bottom in range(n):
        geo = layout.compute(width, height, n, bottom, aspect, cards, teams)
        keepers = {layout.TableGeometry.pile_keeper(s, n, bottom, teams)
                   for s in range(2 if teams else n)}
        assert layout._fits(geo, cards, keepers), (n, size, bottom)
        assert geo.seats[bottom].edge == "bottom" and geo.seats[bottom].scale == 1.0
        assert geo.card_w >= 40 or width < 700


@pytest.mark.parametrize("n, cards, aspect, teams", CASES + [(5, 8, 1.55, None)])
def test_the_smallest_window_still_shows_cards_a_player_can_read(n, cards, aspect, teams):
    """The window's smallest size, 800x600, leaves the table 510x581 beside the panel: the
    name plates give up some width (their words shrink, then elide) so that the cards stay
    readable (they were 20 px wide, and Tarocchi's hand of 15 no longer fitted)."""
    for bottom in range(n):
        geo = layout.compute(510, 581, n, bottom, aspect, cards, teams)
        keepers = {layout.TableGeometry.pile_keeper(s, n, bottom, teams)
                   for s in range(2 if teams else n)}
        assert layout._fits(geo, cards, keepers), (n, cards, bottom)
        assert geo.card_w >= (34 if cards > 10 else 44), (n, cards, bottom, geo.card_w)
    assert layout.plate_size(60, 990) == layout.plate_size(60)      # 1280x720 and up: whole


def test_bigger_windows_get_bigger_cards_up_to_a_limit():
    widths = [layout.compute(w, h, 4, 0, 1.7, 3, FOUR).card_w for w, h in SIZES]
    assert widths == sorted(widths) and widths[-1] <= layout.MAX_CARD_W


def test_seats_follow_the_order_of_play_counter_clockwise():
    geo = layout.compute(1200, 800, 4, 0, 1.6, 3, FOUR)
    assert [s.edge for s in geo.seats] == ["bottom", "right", "top", "left"]
    geo = layout.compute(1200, 800, 4, 2, 1.6, 3, FOUR)
    assert [s.edge for s in geo.seats] == ["top", "left", "bottom", "right"]


def test_the_table_reflows_when_the_window_is_resized(qtbot, window):
    start(window, "briscola-4")
    wait_turn(qtbot, window)
    scene, view = window.scene, window.view
    before = scene.geometry.card_w
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: scene.geometry.card_w > before)
    window.resize(760, 520)
    qtbot.waitUntil(lambda: scene.geometry.card_w < before)
    settle()
    visible = QRectF(view.viewport().rect())
    for code, item in scene.cards.items():
        if scene.pile_of(code) is not None:
            box = item.mapRectToScene(item.shape().boundingRect())
            assert visible.adjusted(-2, -2, 2, 2).contains(box), code
        assert item.width == pytest.approx(scene.geometry.card_w)
    save_shot(window, "small-window-briscola-4")


def test_the_turned_trump_lies_across_half_under_the_talon(qtbot, window):
    start(window, "biscambiggia-2")
    wait_turn(qtbot, window)
    scene = window.scene
    (turned,) = scene.turned.cards
    item = scene.cards[turned]
    assert item.rotation() % 180 == 90 and item.shows_face()
    trump = item.mapRectToScene(item.shape().boundingRect())
    top = scene.cards[scene.talon.cards[-1]]
    talon = top.mapRectToScene(top.shape().boundingRect())
    covered = trump.intersected(talon).width() / trump.width()
    assert 0.3 < covered < 0.7 and top.zValue() > item.zValue()
    assert scene.talon.tag.isVisible() and scene.talon.label == str(window.ctrl.hand.talon_size())


SHOT_CASES = ["biscambiggia-2", "briscola-2", "biscambiggia-3", "briscola-3", "biscambiggia-4",
              "briscola-4", "biscambiggia-6", "briscola-6", "mariagio", "tarocchi-pizzico"]


@pytest.mark.parametrize("variant", SHOT_CASES)
def test_screenshot_of_each_table_mid_hand(qtbot, window, variant):
    start(window, variant, seed=31)
    for _ in range(2):                       # two of your cards, so tricks and piles show
        wait_turn(qtbot, window)
        hand = window.ctrl.hand
        card = next(a for a in hand.legal_actions() if kind_of(a) == "play")
        drag_card(qtbot, window, card)
        qtbot.waitUntil(lambda: any(a == card for _, a in hand.actions))
    wait_turn(qtbot, window)
    path = save_shot(window, f"table-{variant}")
    assert path.stat().st_size > 10_000


@pytest.mark.parametrize("variant", ["biscambiggia-6", "briscola-6"])
def test_every_pile_label_lies_inside_the_table_at_1024x600(qtbot, qapp, window, variant):
    """Six seats on a small screen, in Italian: the team pile beside the panel kept its
    label ("Squadra B 36 punti") half under the panel; every label now lies whole in the
    part of the table in view, as the piles fill."""
    i18n.install(qapp, "it")
    window.retranslate()
    window.resize(1024, 600)
    start(window, variant, seed=31)
    scene, view = window.scene, window.view
    labelled = set()
    for _ in range(8):
        wait_turn(qtbot, window)
        settle()
        visible = view.mapToScene(view.viewport().rect()).boundingRect()
        for pile in scene.piles + [scene.talon, scene.turned]:
            if pile.tag.isVisible():
                labelled.add(pile.name)
                assert visible.contains(pile.tag.sceneBoundingRect()), (pile.name, pile.label)
        if window.ctrl.hand.is_over():
            break
        play_first_legal(qtbot, window)
    assert len([p for p in scene.piles if p.name in labelled]) == 2      # both teams' piles
