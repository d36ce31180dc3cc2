"""The dialogs with the keyboard alone, as a player without a mouse uses them, in English and
in Italian at 1280x720: Tab and Shift+Tab go through every control in the order it reads,
Enter presses the button that has the focus (else the default one), Esc cancels and loses
nothing, and no two controls of one dialog share an Alt-letter.

The keys go to whatever widget has the keyboard focus; the test never clicks."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (QAbstractButton, QApplication, QCheckBox, QComboBox, QGroupBox,
                               QLabel, QLineEdit, QSpinBox, QWidget)

from biscambiggia_gui import i18n
from biscambiggia_gui.store.stats import Statistics
from biscambiggia_gui.ui.setup import LEVELS, load_setup, player_names
from biscambiggia_gui.ui.stats_window import StatsWindow
from biscambiggia_gui.ui.text import tr
from uihelpers import when_message_box

LANGUAGES = ["en", "it"]


def focus() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    return widget


def key(k, modifier=Qt.NoModifier) -> QWidget:
    """One key, then a turn of the event loop as between two real key presses (the rows a
    new game brings show there, and the old ones go)."""
    QTest.keyClick(focus(), k, modifier)
    QTest.qWait(1)
    return focus()


def tab_to(widget: QWidget, back: bool = False) -> None:
    for _ in range(80):
        if focus() is widget:
            return
        key(Qt.Key_Backtab if back else Qt.Key_Tab, Qt.ShiftModifier if back else Qt.NoModifier)
    raise AssertionError(f"Tab never reaches {widget.accessibleName() or widget}")


def said(w: QWidget) -> str:
    return w.accessibleName() or (w.text() if isinstance(w, QAbstractButton) else type(w).__name__)


def tab_chain(dialog) -> list[QWidget]:
    """Every widget Tab stops at, from the one with the focus round to it again."""
    first = focus()
    chain = [first]
    for _ in range(80):
        now = key(Qt.Key_Tab)
        assert now.window() is dialog and now.hasFocus()          # the focus stays visible here
        if now is first:
            return chain
        chain.append(now)
    raise AssertionError(f"Tab never comes back to where it started: {[said(w) for w in chain]}")


def takes_keys(w: QWidget) -> bool:
    return (isinstance(w, (QLineEdit, QComboBox, QAbstractButton, QSpinBox))
            and w.isVisible() and w.isEnabled() and w.focusPolicy() != Qt.FocusPolicy.NoFocus)


def buttons_in_row(dialog) -> list[QWidget]:
    row = dialog.buttons.layout()
    shown = [row.itemAt(i).widget() for i in range(row.count())]
    return [w for w in shown if isinstance(w, QAbstractButton) and takes_keys(w)]


def in_view(dialog, widget: QWidget) -> bool:
    port = dialog.scroller.viewport()
    top = widget.mapTo(port, widget.rect().topLeft())
    bottom = widget.mapTo(port, widget.rect().bottomRight())
    return port.rect().contains(top) and port.rect().contains(bottom)


def alt_letters(dialog) -> list[str]:
    """The Alt-letter of each visible label, button and group box that has one."""
    letters = []
    for w in dialog.findChildren(QWidget):
        if isinstance(w, QGroupBox):
            text = w.title()
        elif isinstance(w, (QLabel, QAbstractButton)):
            text = w.text()
        else:
            continue
        text = text.replace("&&", "")
        if "&" in text and w.isVisibleTo(dialog):
            letters.append(text[text.index("&") + 1].lower())
    return letters


def in_language(qapp, window, language):
    i18n.install(qapp, language)
    window.retranslate()
    window.resize(1280, 720)
    window.activateWindow()


def open_new_match(qtbot, window):
    window.view.setFocus()
    key(Qt.Key_N, Qt.ControlModifier)                              # Game > New match
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window.dialog)
    return window.dialog


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_new_match_set_up_and_started_from_the_keyboard(qtbot, window, qapp, language):
    in_language(qapp, window, language)
    dialog = open_new_match(qtbot, window)
    assert len(set(alt_letters(dialog))) == len(alt_letters(dialog)), alt_letters(dialog)
    assert key(Qt.Key_G, Qt.AltModifier) is dialog.game             # the Game field
    for _ in range(dialog.game.count()):
        if dialog.game.currentData() == "briscola-chiamata":
            break
        key(Qt.Key_Down)
    assert dialog.game.currentData() == "briscola-chiamata" and focus() is dialog.game
    # Tab reads the dialog top to bottom: the game, each seat (name, who, how strong), the
    # options, and only then the buttons, left to right
    content = [w for w in (dialog.game, dialog.players, dialog.deck) if takes_keys(w)]
    content += [w for trio in dialog.seat_widgets for w in trio if takes_keys(w)]
    content += [w for w in dialog.option_widgets.values() if takes_keys(w)]
    chain = tab_chain(dialog)
    assert chain[:len(content)] == content
    assert set(chain[len(content):]) == set(buttons_in_row(dialog))
    assert dialog.play in chain and dialog.rules in chain and dialog.learn in chain

    (name1, kind1, level1), (name2, _, level2), (_, kind3, level3) = dialog.seat_widgets[:3]
    tab_to(kind1)                                                  # seat 1: from person ...
    key(Qt.Key_Down)
    assert kind1.currentData() == "computer" and level1.isEnabled()
    assert key(Qt.Key_Tab) is level1                                # ... to computer, and strong
    key(Qt.Key_Down)
    tab_to(kind3)                                                  # seat 3: a person plays it
    key(Qt.Key_Up)
    assert kind3.currentData() == "person" and not level3.isEnabled()
    tab_to(level2, back=True)                                      # Shift+Tab goes back up
    key(Qt.Key_Up)
    assert key(Qt.Key_Backtab, Qt.ShiftModifier) is not name2
    tab_to(name2, back=True)
    key(Qt.Key_A, Qt.ControlModifier)
    QTest.keyClicks(focus(), "Gigi")
    option, check = next((n, w) for n, w in dialog.option_widgets.items() if isinstance(w, QCheckBox))
    was = check.isChecked()
    tab_to(check)
    key(Qt.Key_Space)
    hands = next(w for w in dialog.option_widgets.values() if isinstance(w, QSpinBox))
    tab_to(hands, back=True)
    before = hands.value()
    key(Qt.Key_Up)
    for widget in (kind1, level2, name2, check, hands):            # the scroll follows the focus
        tab_to(widget)
        assert in_view(dialog, widget)
    key(Qt.Key_Return)                                             # Play, from the spin box
    qtbot.waitUntil(lambda: window.ctrl.match is not None)
    setup = window.ctrl.setup
    assert window.ctrl.match.variant.id == "briscola-chiamata"
    assert [s.kind for s in setup.seats[:3]] == ["computer", "computer", "person"]
    assert setup.seats[0].level == "hard" and setup.seats[1].level == LEVELS[0]
    assert setup.seats[1].name == "Gigi"
    assert setup.options[option] is (not was) and setup.options[hands.objectName()] == before + 1


def another_game(qtbot, window, qapp, language):
    """The new-match dialog, opened with Ctrl+N and set to the second game with Alt+G, Down."""
    in_language(qapp, window, language)
    dialog = open_new_match(qtbot, window)
    key(Qt.Key_G, Qt.AltModifier)
    key(Qt.Key_Down)
    assert dialog.game.currentData() != "biscambiggia"
    return dialog


@pytest.mark.parametrize("language", LANGUAGES)
def test_enter_on_a_focused_button_presses_that_button_not_play(qtbot, window, qapp, language):
    dialog = another_game(qtbot, window, qapp, language)
    tab_to(dialog.defaults)
    key(Qt.Key_Return)                                             # Defaults: back to the default
    assert dialog.isVisible() and window.ctrl.match is None
    assert dialog.game.currentData() == "biscambiggia"
    tab_to(dialog.seat_widgets[0][0], back=True)                   # from a field, Enter is Play
    key(Qt.Key_Return)
    qtbot.waitUntil(lambda: window.ctrl.match is not None)
    assert window.ctrl.match.variant.id == "biscambiggia-2" and not dialog.isVisible()


@pytest.mark.parametrize("language", LANGUAGES)
def test_esc_leaves_the_new_match_dialog_and_starts_nothing(qtbot, window, qapp, language):
    dialog = another_game(qtbot, window, qapp, language)
    tab_to(dialog.seat_widgets[0][0])
    QTest.keyClicks(focus(), "xyz")
    key(Qt.Key_Escape)
    assert not dialog.isVisible() and window.ctrl.match is None
    assert load_setup().game == "biscambiggia"                     # nothing remembered either
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


@pytest.mark.parametrize("language", LANGUAGES)
def test_settings_by_keyboard_every_control_then_esc(qtbot, window, qapp, language):
    in_language(qapp, window, language)
    window.view.setFocus()
    key(Qt.Key_Comma, Qt.ControlModifier)                          # Game > Settings
    qtbot.waitUntil(lambda: window.settings_dialog is not None
                    and QApplication.activeWindow() is window.settings_dialog)
    dialog = window.settings_dialog
    assert focus() is dialog.name_edits[0]
    letters = alt_letters(dialog)
    assert len(set(letters)) == len(letters), letters
    chain = tab_chain(dialog)
    assert set(chain) == {w for w in dialog.findChildren(QWidget) if takes_keys(w)}
    assert chain[:6] == dialog.name_edits and chain.index(dialog.change_default) == 6
    key(Qt.Key_C if language == "en" else Qt.Key_S, Qt.AltModifier)   # Choose... the default match
    qtbot.waitUntil(lambda: QApplication.activeWindow() is getattr(dialog, "chooser", None))
    chooser = dialog.chooser
    assert focus() is chooser.game
    QTest.keyClick(focus(), Qt.Key_Escape)                         # only the chooser goes
    assert not chooser.isVisible() and dialog.isVisible() and dialog.default_match is None
    back = dialog.focusWidget()                                    # the focus goes back where
    assert back in (dialog.change_default, dialog.name_edits[0])   # it was
    dialog.activateWindow()                   # (the offscreen platform does not re-activate)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is back)
    names = player_names()
    tab_to(dialog.name_edits[0], back=True)
    QTest.keyClicks(focus(), "Zoe")
    key(Qt.Key_L, Qt.AltModifier)
    assert focus() is dialog.language
    key(Qt.Key_Escape)                                             # nothing typed is kept
    assert not dialog.isVisible() and player_names() == names


@pytest.fixture
def stats():
    s = Statistics()
    s.record_hand("briscola-2", "won", 70, opponent="hard", match_id="a", hand_index=0)
    s.record_match("briscola-2", "won", opponent="hard", score=3, match_id="a")
    yield s
    s.close()


@pytest.mark.parametrize("language", LANGUAGES)
def test_statistics_by_keyboard(qtbot, qapp, stats, monkeypatch, language):
    i18n.install(qapp, language)
    stats.record_hand("mariagio", "won", 80, opponent="easy")      # a second game: two tabs
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert focus() is window.table
    letters = alt_letters(window)
    assert len(set(letters)) == len(letters), letters
    assert tab_chain(window) == [window.table, window.reset_button, window.close_button]
    first = window.table
    key(Qt.Key_Tab, Qt.ControlModifier)                            # Ctrl+Tab: the next game
    assert window.tabs.currentIndex() == 1 and focus() is window.table is not first
    key(Qt.Key_Tab, Qt.ControlModifier | Qt.ShiftModifier)         # and back
    assert window.tabs.currentIndex() == 0 and focus() is first
    asked = []
    monkeypatch.setattr(window, "confirm_reset", lambda: asked.append(1) or False)
    tab_to(window.reset_button)
    key(Qt.Key_Return)                                             # Enter on Reset asks first
    assert asked and window.isVisible() and window.table.rowCount() == 1
    monkeypatch.undo()
    answered = []

    def escape_the_box(box):
        answered.append(box.text())
        QTest.keyClick(box, Qt.Key_Escape)                         # Esc keeps the statistics

    when_message_box(escape_the_box)
    QTest.keyClick(window.reset_button, Qt.Key_Space)              # Space presses it too
    assert window.focusWidget() is window.reset_button             # the focus goes back to it
    window.activateWindow()                   # (the offscreen platform does not re-activate)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.reset_button)
    assert answered and window.table.rowCount() == 1 and stats.summary()
    asked.clear()
    monkeypatch.setattr(window, "confirm_reset", lambda: asked.append(1) or False)
    tab_to(window.table)
    QTest.keyClick(window.table, Qt.Key_Return)                    # Enter elsewhere is Close
    assert not asked and not window.isVisible()
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    QTest.keyClick(focus(), Qt.Key_Escape)                         # and so is Esc
    assert not window.isVisible() and window.table.rowCount() == 1


def finished_hand(qtbot, window, tmp_path, variant, options=None, to_the_end=False):
    """A hand (or every hand, to the match's end) played in the window; its summary (or the
    match end) has the keys."""
    from uihelpers import finish_hand, open_near_end
    window.activateWindow()
    open_near_end(window, tmp_path, variant, options, left=4)
    for _ in range(40):
        finish_hand(qtbot, window)
        qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
        if not to_the_end or window.ctrl.match.is_over():
            break
        qtbot.mouseClick(window.summary.go, Qt.LeftButton)
        qtbot.waitUntil(window.ctrl.match.hand_in_progress)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window.summary)
    return window.summary


def test_the_hand_summary_enter_presses_the_focused_button(qtbot, window, tmp_path):
    summary = finished_hand(qtbot, window, tmp_path, "briscola-2")
    match = window.ctrl.match
    assert focus() is summary.go                                   # Enter alone carries on
    tab_to(summary.last)
    key(Qt.Key_Return)                                             # Last trick, not Next hand
    qtbot.waitUntil(lambda: window.last_trick_dialog is not None and window.last_trick_dialog.isVisible())
    assert len(match.hands) == 1 and summary.isVisible()
    window.last_trick_dialog.reject()
    summary.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is summary)
    summary.close_button.setFocus()
    key(Qt.Key_Space)                                              # Space on Close: closed
    assert not summary.isVisible() and len(match.hands) == 1 and not match.hand_in_progress()
    assert window.panel.go_on.isVisible()


def test_the_match_end_enter_presses_the_focused_button(qtbot, window, tmp_path):
    end = finished_hand(qtbot, window, tmp_path, "biscambiggia-2", {"hands": 2}, to_the_end=True)
    match = window.ctrl.match
    assert match.is_over() and end.objectName() == "matchEnd"
    assert focus() is end.close_button and end.close_button.isDefault()   # Enter alone closes
    tab_to(end.new, back=True)
    key(Qt.Key_Return)                                             # New match..., not Play again
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    assert window.ctrl.match is match and not end.isVisible()
    window.dialog.reject()


def test_after_the_summary_is_closed_enter_deals_the_next_hand(qtbot, window, tmp_path):
    """Found at a real screen: the summary closed with Esc, the keys went back to the table
    (nothing to play there) and Enter on the panel's "Next hand", once reached with Tab, did
    nothing (outside a dialog Qt leaves Enter to a default button). The button that carries
    on has the keys once the summary is gone, and Enter presses it, as it presses every
    button of the panel (Hint, Undo, Look at the last trick, Bid, Pass...)."""
    summary = finished_hand(qtbot, window, tmp_path, "briscola-2")
    match = window.ctrl.match
    key(Qt.Key_Escape)                                             # closed, not carried on
    qtbot.waitUntil(lambda: not summary.isVisible())
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.waitUntil(lambda: focus() is window.panel.go_on)
    assert len(match.hands) == 1
    key(Qt.Key_Return)
    qtbot.waitUntil(lambda: len(match.hands) == 2)


def alt_key(button) -> Qt.Key:
    """The key that, with Alt, presses `button` (the letter after its "&")."""
    letter = button.text().split("&", 1)[1][0].upper()
    return Qt.Key(ord(letter))


@pytest.mark.parametrize("language", LANGUAGES)
def test_enter_at_the_match_end_keeps_the_result(qtbot, window, qapp, tmp_path, language):
    """A player pressing Enter to get past the last hand's summary started a new match
    (Play again was the default) and lost sight of the result. Enter now closes the screen:
    the finished match stays on the table, its result one key away (the panel's button has
    the keys; Enter opens the screen again), and only a deliberate key starts a new match:
    Alt+P plays again, Alt+N opens the new-match dialog (Alt+G, Alt+N in Italian)."""
    i18n.install(qapp, language)
    window.retranslate()
    end = finished_hand(qtbot, window, tmp_path, "biscambiggia-2", {"hands": 2}, to_the_end=True)
    match = window.ctrl.match
    played = len(match.hands)              # 2, or 3 where the first two hands were split
    assert match.is_over() and focus() is end.close_button
    for _ in range(3):                                             # Enter, again and again
        key(Qt.Key_Return)
        qtbot.waitUntil(lambda: not end.isVisible())
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        qtbot.waitUntil(lambda: focus() is window.panel.go_on)
        assert window.ctrl.match is match and len(match.hands) == played
        assert window.dialog is None or not window.dialog.isVisible()
        assert window.panel.go_on.full_text == tr("Match result")
        key(Qt.Key_Return)                                         # the result again
        qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
        end = window.summary
        qtbot.waitUntil(lambda: QApplication.activeWindow() is end)
        assert end.objectName() == "matchEnd" and focus() is end.close_button
    assert window.ctrl.match is match and len(match.hands) == played
    key(alt_key(end.new), Qt.AltModifier)                          # New match...: the dialog
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    assert window.ctrl.match is match and not end.isVisible()
    window.dialog.reject()                                         # cancelled: nothing lost
    qtbot.waitUntil(lambda: not window.dialog.isVisible())
    assert window.ctrl.match is match
    window.show_match_end()
    end = window.summary
    qtbot.waitUntil(lambda: QApplication.activeWindow() is end)
    key(alt_key(end.go), Qt.AltModifier)                           # Play again (Alt+P, Alt+G)
    qtbot.waitUntil(lambda: window.ctrl.match is not match and window.ctrl.match is not None)
    assert window.ctrl.match.variant.id == "biscambiggia-2" and not window.ctrl.match.is_over()


def test_tab_and_enter_on_play_again_start_the_next_match(qtbot, window, tmp_path):
    end = finished_hand(qtbot, window, tmp_path, "biscambiggia-2", {"hands": 2}, to_the_end=True)
    match = window.ctrl.match
    tab_to(end.go)
    assert end.go.isDefault() and not end.close_button.isDefault()   # shown as the default now
    key(Qt.Key_Return)
    qtbot.waitUntil(lambda: window.ctrl.match is not match and window.ctrl.match is not None)
