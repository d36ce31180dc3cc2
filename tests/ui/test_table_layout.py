"""The table's layout (issue 4, "The table"): laid out for 2, 3, 4 and 6 seats, "re-flowing
when the window is resized"; your hand at the bottom face up, the talon with the turned
trump "turned sideways and half covered by the talon", with the number of cards left.
Each variant's table is saved mid-hand as a screenshot, to be looked at."""
import pytest

from biscambiggia_gui.engine.actions import kind_of
from PySide6.QtCore import QRectF

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.table import layout

from biscambiggia_gui.engine.registry import variants

from uihelpers import (answer_before_cards, drag_card, finish_hand, play_first_legal, save_shot,
                       settle, start, wait_turn)

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
    readable (they were 20 px wide, and Tarocchi's hand of 15 no longer fitted). Six seats
    keep 32 px: room for every dealer's tab and full pile (they were 46 px, overlapping)."""
    for bottom in range(n):
        geo = layout.compute(510, 581, n, bottom, aspect, cards, teams)
        keepers = {layout.TableGeometry.pile_keeper(s, n, bottom, teams)
                   for s in range(2 if teams else n)}
        assert layout._fits(geo, cards, keepers), (n, cards, bottom)
        least = 34 if cards > 10 else 32 if n == 6 else 44
        assert geo.card_w >= least, (n, cards, bottom, geo.card_w)
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
    visible = view.mapToScene(view.viewport().rect()).boundingRect()   # (scaled below SMALLEST)
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


# --- the real table: every item in its own place (the piles of five and six seats) ----------
def _card_box(item):
    return item.mapRectToScene(item.shape().boundingRect())


def _united(boxes):
    whole = QRectF()
    for box in boxes:
        whole = whole.united(box)
    return whole


def _slot_box(pile):
    """The room a stack keeps on the table: its slot (turned with it)."""
    from PySide6.QtGui import QTransform
    w, h = pile._cw * pile.card_scale, pile._ch * pile.card_scale
    turn = QTransform().rotate(pile.angle)
    return pile.mapRectToScene(turn.mapRect(QRectF(-w / 2, -h / 2, w, h)))


def table_boxes(scene) -> dict[str, QRectF]:
    """The scene rectangles of what lies on the table: every plate (with the dealer's tab),
    every hand, every capture pile (its slot, its cards, its label), the talon with the
    turned card, and the trick (a card before each seat, where the trick puts it)."""
    from PySide6.QtGui import QTransform
    geo = scene.geometry
    boxes: dict[str, QRectF] = {}
    for seat, plate in enumerate(scene.plates):
        boxes[f"plate {seat}"] = plate.mapRectToScene(plate.outline())
    for seat, hand in enumerate(scene.hands):
        if hand.cards:
            boxes[f"hand {seat}"] = _united(_card_box(scene.cards[c]) for c in hand.cards)
    for side, pile in enumerate(scene.piles):
        parts = [_slot_box(pile)] + [_card_box(scene.cards[c]) for c in pile.cards]
        if pile.tag.isVisible() and pile.label:
            parts.append(pile.tag.sceneBoundingRect())
        boxes[f"pile {side}"] = _united(parts)
    talon = [_card_box(scene.cards[c]) for c in scene.talon.cards + scene.turned.cards]
    if scene.talon.tag.isVisible() and scene.talon.label:
        talon.append(scene.talon.tag.sceneBoundingRect())
    if talon:
        boxes["talon"] = _united(talon)
    trick = []
    for spot in geo.seats:
        turn = QTransform().rotate(spot.trick_angle)
        card = turn.mapRect(QRectF(-geo.card_w / 2, -geo.card_h / 2, geo.card_w, geo.card_h))
        trick.append(card.translated(*spot.trick))
    boxes["trick"] = _united(trick)
    return boxes


def _r(box: QRectF) -> str:
    return f"({box.left():.0f},{box.top():.0f} {box.right():.0f},{box.bottom():.0f})"


def overlaps(scene) -> list[str]:
    """What overlaps another item or leaves the scene (the part of the table in view)."""
    boxes = table_boxes(scene)
    table = scene.sceneRect()
    faults = [f"{name} leaves the table" for name, box in boxes.items()
              if not table.adjusted(-0.5, -0.5, 0.5, 0.5).contains(box)]
    names = list(boxes)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            common = boxes[a].intersected(boxes[b])
            if common.width() > 0.5 and common.height() > 0.5:
                faults.append(f"{a} {_r(boxes[a])} over {b} {_r(boxes[b])}")
    return faults


def _check_every_size_and_seat(window, moment: str) -> list[str]:
    scene = window.scene
    faults = []
    shown = set(scene.visible)
    for w, h in [(1280, 720), (1366, 768), (1920, 1080)]:
        window.setMinimumSize(0, 0)
        window.resize(w, h)
        settle()
        for bottom in range(scene.n):          # as pass-and-play turns it: that seat's hand shown
            scene.set_bottom(bottom)
            scene.visible = shown if bottom == 0 else set(scene.hands[bottom].cards)
            scene.relayout(0)
            faults += [f"{moment} {w}x{h} seat {bottom}: {f}" for f in overlaps(scene)]
        scene.set_bottom(0)
        scene.visible = shown
        scene.relayout(0)
    return faults


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("variant", sorted(variants()))
def test_no_pile_plate_hand_talon_or_trick_overlaps_another(qtbot, qapp, window, variant,
                                                            language):
    """The real table of every variant, from each seat (pass-and-play turns it), at the
    three screen sizes, as dealt, half-way and at the last trick (the piles full and
    labelled): no two of its items share a pixel and none leaves the view."""
    i18n.install(qapp, language)
    window.retranslate()
    start(window, variant, seed=5)
    answer_before_cards(qtbot, window)
    scene = window.scene
    dealt = len(scene.hands[0].cards)
    faults = _check_every_size_and_seat(window, "dealt")
    moments = {dealt // 2: "half-way", 1: "last trick"}

    def look() -> None:
        if len(scene.hands[0].cards) in moments:
            faults.extend(_check_every_size_and_seat(window, moments.pop(len(scene.hands[0].cards))))
    finish_hand(qtbot, window, at_turn=look)
    assert not moments, moments
    assert not faults, faults


@pytest.mark.parametrize("variant", ["briscola-6", "briscola-chiamata", "tarocchi-pizzico"])
def test_a_screen_smaller_than_the_design_minimum_shows_the_whole_table(qtbot, window, variant):
    """A 1366x768 screen at 200% is 683x384: the window takes the whole screen (screenfit's
    minimum is the screen there) and the table, laid out as at its smallest design size,
    is drawn scaled down: every plate, pile, hand, the talon and the trick in view, none
    over another (the view kept 480 px, the panel lay over its right part and the plates
    there were cut off, the cards 20 px wide)."""
    from PySide6.QtCore import QRect
    from biscambiggia_gui.ui import screenfit
    start(window, variant, seed=5)
    answer_before_cards(qtbot, window)
    wait_turn(qtbot, window)
    window.setMinimumSize(screenfit.minimum_for(QRect(0, 0, 683, 384)))
    window.resize(683, 384)
    settle()
    assert (window.width(), window.height()) == (683, 384)
    view, scene = window.view, window.scene
    visible = view.mapToScene(view.viewport().rect()).boundingRect().adjusted(-1, -1, 1, 1)
    for name, box in table_boxes(scene).items():
        assert visible.contains(box), (name, _r(box), _r(visible))
    inside = window.centralWidget().rect()
    assert inside.contains(view.geometry()) and inside.contains(window.panel_frame.geometry())
    assert not view.geometry().intersects(window.panel_frame.geometry())   # the panel hid its right
    assert not overlaps(scene), overlaps(scene)
    assert view.transform().m11() < 1                   # drawn scaled down
    save_shot(window, f"small-screen-{variant}-683x384")


@pytest.mark.parametrize("n, cards, aspect, teams", CASES + [(5, 8, 1.6, None)])
@pytest.mark.parametrize("zoom", [683 / 1010, 800 / 1004, 1.0])
def test_a_short_window_keeps_your_cards_and_the_trick_readable(n, cards, aspect, teams, zoom):
    """The table of a short window is laid out at 640x540 and drawn at `zoom` (683x384: a
    1366x768 screen at 200%; 800x450). Six seats got cards 20 px wide on the screen there
    (32 px tall): now the other hands and the piles give way (drawn smaller), so that your
    cards and the trick's are at least READABLE px wide on the screen, nothing over another.
    Where the cards are that large anyway, nothing is squeezed."""
    least = layout.READABLE / zoom
    for bottom in range(n):
        plain = layout.compute(640, 540, n, bottom, aspect, cards, teams)
        geo = layout.compute(640, 540, n, bottom, aspect, cards, teams, least=least)
        keepers = {layout.TableGeometry.pile_keeper(s, n, bottom, teams)
                   for s in range(2 if teams else n)}
        assert layout._fits(geo, cards, keepers), (n, zoom, bottom)
        assert geo.card_w * zoom >= layout.READABLE, (n, zoom, bottom, geo.card_w)
        assert geo.seats[bottom].scale == 1.0
        if plain.card_w >= least:
            assert geo == plain                                  # untouched
        else:                                                    # the others gave way
            assert geo.card_w > plain.card_w and geo.others < layout.OPPONENT_SCALE
            assert all(s.scale == geo.others for i, s in enumerate(geo.seats) if i != bottom)


def _gap(a: QRectF, b: QRectF) -> float:
    """How far apart two rectangles are (0 where they meet)."""
    dx = max(0.0, max(a.left(), b.left()) - min(a.right(), b.right()))
    dy = max(0.0, max(a.top(), b.top()) - min(a.bottom(), b.bottom()))
    return (dx * dx + dy * dy) ** 0.5


def pile_neighbours(scene) -> list[tuple[int, float, str, float, str]]:
    """For each team's capture pile: (its team, how far its nearest hand or plate of its
    own team lies, which, how far the nearest of the other team's, which)."""
    boxes = table_boxes(scene)
    out = []
    for side in range(len(scene.piles)):
        pile = boxes[f"pile {side}"]
        near = {team: sorted((_gap(pile, boxes[f"{what} {seat}"]), f"{what} {seat}")
                             for seat in range(scene.n) for what in ("hand", "plate")
                             if scene.teams[seat] == team and f"{what} {seat}" in boxes)[0]
                for team in (side, 1 - side)}
        out.append((side, *near[side], *near[1 - side]))
    return out


@pytest.mark.parametrize("variant, language", [("briscola-4", "it"), ("biscambiggia-4", "en"),
                                               ("briscola-6", "en"), ("biscambiggia-6", "it")])
def test_each_team_pile_lies_by_its_own_team(qtbot, qapp, window, variant, language):
    """Briscola and Biscambiggia a 4 and a 6: the other team's pile lay on the right-hand
    player's right, in the corner by the name plate of a player of YOUR team (at four your
    partner's, across; at six your teammate's on the right, 11 px from it at 1920x1080),
    so a player read it as their own team's tricks. After a few tricks, from every seat (as
    pass-and-play turns the table), at 1280x720, 1366x768 and 1920x1080: each pile's
    nearest hand or name plate is of its own team, and the other team's nearest is at
    least twice as far (layout.pile_between)."""
    i18n.install(qapp, language)
    window.retranslate()
    start(window, variant, seed=5)
    scene = window.scene
    for _ in range(2 * scene.n):                 # two tricks: both piles hold cards
        wait_turn(qtbot, window)
        if all(p.cards for p in scene.piles):
            break
        play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    assert all(p.cards for p in scene.piles)
    faults = []
    shown = set(scene.visible)
    for w, h in [(1280, 720), (1366, 768), (1920, 1080)]:
        window.setMinimumSize(0, 0)
        window.resize(w, h)
        settle()
        for bottom in range(scene.n):
            scene.set_bottom(bottom)
            scene.visible = shown if bottom == 0 else set(scene.hands[bottom].cards)
            scene.relayout(0)
            for side, own, own_what, other, other_what in pile_neighbours(scene):
                if not (own < other and 2 * own <= other):
                    faults.append(f"{w}x{h} seat {bottom}: team {side}'s pile {own:.0f} px from "
                                  f"{own_what}, {other:.0f} px from {other_what}")
    scene.set_bottom(0)
    scene.visible = shown
    scene.relayout(0)
    assert not faults, faults
