""""Count the points for me" (issue 14, docs/table.md "Points on the table", docs/rules.md
section 7 "The piles"): the Briscola text forbids looking at one's pile, so by default the
table shows no running points in Briscola (only the last trick can be looked at again); the
Settings dialog's three-state box switches the count on or off for every game. The table
reads the points only through the observation."""
from PySide6.QtCore import Qt

from biscambiggia_gui.ui.settings_dialog import Preferences
from biscambiggia_gui.ui.text import points_text

from uihelpers import play_first_legal, start, wait_turn


def after_a_trick(qtbot, window):
    hand = window.ctrl.hand
    while hand.tricks_played == 0:
        wait_turn(qtbot, window)
        if window.ctrl.awaiting is not None and hand.tricks_played == 0:
            play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    return hand


def labels(window):
    return [pile.label for pile in window.scene.piles]


def shown_points(window, hand):
    return [points_text(n) for n in hand.running_points()]


def set_count(qtbot, window, state):
    window.show_settings()
    dialog = window.settings_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.count_points.setCheckState(state)
    qtbot.mouseClick(dialog.apply_button, Qt.LeftButton)
    return dialog


def test_briscola_shows_no_running_points_unless_asked(qtbot, window):
    announced = []
    window.ctrl.announced.connect(announced.append)
    start(window, "briscola-2", seed=5)
    hand = after_a_trick(qtbot, window)
    assert window.ctrl.running_points() is None
    assert labels(window) == ["", ""]
    assert not any("Points:" in line for line in announced)
    assert window.ctrl.last_trick() is not None        # the last trick may still be looked at

    dialog = set_count(qtbot, window, Qt.Checked)
    assert "in every game" in dialog.count_points.text()
    assert Preferences.load().count_points == "on"
    assert labels(window) == shown_points(window, hand)


def test_the_count_can_be_switched_off_in_every_game(qtbot, window):
    start(window, "biscambiggia-2", seed=3)
    hand = after_a_trick(qtbot, window)
    assert labels(window) == shown_points(window, hand)   # the rule's default: counted

    set_count(qtbot, window, Qt.Unchecked)
    assert Preferences.load().count_points == "off"
    assert labels(window) == ["", ""] and window.ctrl.running_points() is None

    set_count(qtbot, window, Qt.PartiallyChecked)         # back to each game's rule
    assert Preferences.load().count_points == "rules"
    assert labels(window) == shown_points(window, hand)


def test_teams_keep_their_names_without_the_points(qtbot, window):
    start(window, "briscola-4", seed=2)
    after_a_trick(qtbot, window)
    assert labels(window) == ["Team A", "Team B"]


def test_the_cards_played_switch_says_it_follows_the_count(qtbot, window):
    """Briscola at the rule's default: "Show the cards played" is ticked, yet no box shows
    (the box follows the count, which Briscola's rule leaves off: docs/table.md), and the
    switch did not say so. Its words now say where the box shows; counted, it shows."""
    start(window, "briscola-2", seed=5)
    wait_turn(qtbot, window)
    assert window.played_setting and not window.panel.played.isVisible()
    window.show_settings()
    dialog = window.settings_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.show_played.isChecked()
    assert "where the points are counted" in dialog.show_played.text()
    dialog.reject()
    set_count(qtbot, window, Qt.Checked)
    assert window.panel.played.isVisible()
    window.ctrl.stop()
