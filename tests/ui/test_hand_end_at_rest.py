"""The hand's summary and the match end open once the table is at rest: the last trick
gathered into its pile, no card moving, no step left, each pile's label counting the last
trick (found in a play-through: the match end opened over Bruno's pile still saying 3
points, 34 once it was closed). At the normal speed, whose moves take time, and at the
instant one, where a whole move runs in one go."""
import pytest

from biscambiggia_gui.ui.text import points_text

from uihelpers import answer_before_cards, finish_hand, start


@pytest.mark.parametrize("speed", ["normal", "instant"])
@pytest.mark.parametrize("variant, hands", [("biscambiggia-chiamata", 1), ("briscola-chiamata", 2)])
def test_the_hand_end_opens_on_a_table_at_rest(qtbot, window, variant, hands, speed):
    window.set_speed(speed)
    window.ctrl.set_count(True)                  # the piles say their points (Briscola: off)
    seen = []
    for name in ("show_match_end", "_open_hand_end"):
        opened = getattr(window, name)

        def spy(opened=opened, name=name):
            ctrl, scene = window.ctrl, window.scene
            running = ctrl.running_points()
            seen.append((name, [p.label for p in scene.piles],
                         [points_text(n) for n in running] if running is not None else None,
                         list(scene.trick.cards), scene.busy(), ctrl.steps.idle()))
            opened()
        setattr(window, name, spy)
    start(window, variant, options={"hands": hands}, seed=5, level="easy")
    answer_before_cards(qtbot, window)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    assert seen
    for name, labels, points, trick, busy, idle in seen:
        assert points is not None and labels == points, (name, labels, points)
        assert not trick and not busy and idle, (name, trick, busy, idle)
    if hands == 1:
        assert window.summary.objectName() == "matchEnd"
