"""Settings (issue 7): "QSettings: player names, the default game and seats, deck style,
animation speed, card size, language; applied at once." The dialog is filled in as a
player would, then Apply: the table changes while the match goes on."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.settings_dialog import Preferences
from biscambiggia_gui.ui.setup import default_setup, load_setup, settings

from uihelpers import save_shot, start, wait_turn


def choose(box, value):
    box.setCurrentIndex(box.findData(value))
    assert box.currentData() == value


def open_settings(qtbot, window):
    window.show_settings()
    qtbot.waitUntil(lambda: window.settings_dialog is not None and window.settings_dialog.isVisible())
    return window.settings_dialog


def test_settings_are_applied_at_once_and_remembered(qtbot, window):
    start(window, "biscambiggia-2", seed=3)
    wait_turn(qtbot, window)
    scene = window.scene
    width = scene.geometry.card_w
    dialog = open_settings(qtbot, window)
    assert dialog.language.currentData() == "" and dialog.show_played.isChecked()
    dialog.name_edits[0].setText("Lucia")
    dialog.name_edits[1].setText("Marco")
    choose(dialog.deck_boxes["biscambiggia"], "italian")
    choose(dialog.speed, "fast")
    choose(dialog.card_size, "small")
    dialog.show_played.setChecked(False)
    save_shot(dialog, "settings-dialog")
    choose(dialog.language, "it")
    qtbot.mouseClick(dialog.apply_button, Qt.LeftButton)

    # the table, at once, in the match in progress
    assert window.ctrl.setup.deck == "italian" and scene.art.style == "italian"
    assert all(item.art is scene.art for item in scene.cards.values())
    assert scene.geometry.card_w < width
    assert window.ctrl.speed_name == "fast" and window.menus.speeds["fast"].isChecked()
    assert not window.panel.played.isVisible() and not window.menus.played.isChecked()
    assert [p.name for p in scene.plates] == ["Lucia", "Marco"]
    # the language, live: menus, panel, the dialog itself
    assert i18n.current_language() == "it"
    assert [a.text() for a in window.menuBar().actions()] == ["&Partita", "&Tavolo", "&Aiuto"]
    assert window.panel.hint_button.text() == "Consi&glio"
    assert dialog.windowTitle() == "Impostazioni" and dialog.apply_button.text() == "&Applica"
    hand = window.scene.hands[0].cards
    assert scene.cards[hand[0]].accessible_name.endswith(("coppe", "denari", "bastoni", "spade"))

    # remembered, and used by the next match
    prefs = Preferences.load()
    assert prefs.names[:2] == ["Lucia", "Marco"] and prefs.decks["biscambiggia"] == "italian"
    assert (prefs.speed, prefs.card_size, prefs.language, prefs.show_played) == ("fast", "small", "it", False)
    assert load_setup().seats[0].name == "Lucia"
    assert default_setup().deck == "italian"

    choose(dialog.language, "en")
    dialog.accept()
    assert i18n.current_language() == "en"
    assert [a.text() for a in window.menuBar().actions()] == ["&Game", "&Table", "&Help"]


def test_the_default_match_is_chosen_with_the_new_match_dialog(qtbot, window):
    dialog = open_settings(qtbot, window)
    assert "Biscambiggia, 2 players" in dialog.default_label.text()
    dialog.choose_default()
    chooser = dialog.chooser
    qtbot.waitUntil(chooser.isVisible)
    assert chooser.play.text() == "Use as default"
    choose(chooser.game, "briscola")
    choose(chooser.players, 4)
    chooser.seat_widgets[3][2].setCurrentIndex(chooser.seat_widgets[3][2].findData("hard"))
    chooser.accept()
    assert "Briscola, 4 players" in dialog.default_label.text()
    dialog.accept()
    assert default_setup().variant == "briscola-4" and default_setup().seats[3].level == "hard"
    window.ask_new_match()
    qtbot.waitUntil(lambda: window.dialog.isVisible())
    qtbot.mouseClick(window.dialog.defaults, Qt.LeftButton)
    assert window.dialog.variant_id() == "briscola-4"
    window.dialog.reject()


def test_the_language_setting_starts_with_the_system(qtbot):
    assert settings().value("ui/language", "") == ""
    assert i18n.normalise("") == i18n.system_language()
    assert i18n.normalise("it_CH") == "it" and i18n.normalise("de") == "en"


def test_a_name_typed_for_the_match_stays_when_other_settings_change(qtbot, window):
    """The settings hold "Lucia" for you; this match was started as "Nonno" (typed in the
    new-match dialog). Changing the speed in Settings leaves "Nonno" on the table and in
    the match remembered for next time; a name changed in Settings renames the seat."""
    from biscambiggia_gui.ui.setup import save_player_names
    from biscambiggia_gui.ui.newmatch import NewMatchDialog
    save_player_names(["Lucia", "", "", "", "", ""])
    window.ask_new_match()
    dialog = window.dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.seat_widgets[0][0].text() == "Lucia"
    dialog.seat_widgets[0][0].setText("Nonno")
    qtbot.mouseClick(dialog.play, Qt.LeftButton)
    wait_turn(qtbot, window)
    assert window.scene.plates[0].name == "Nonno" and load_setup().seats[0].name == "Nonno"

    settings_dialog = open_settings(qtbot, window)
    choose(settings_dialog.speed, "fast")
    settings_dialog.accept()
    assert window.ctrl.speed_name == "fast"
    assert window.scene.plates[0].name == "Nonno" and window.ctrl.name(0) == "Nonno"
    assert load_setup().seats[0].name == "Nonno"
    again = NewMatchDialog(load_setup(), window)
    assert again.seat_widgets[0][0].text() == "Nonno"
    again.deleteLater()

    settings_dialog = open_settings(qtbot, window)
    settings_dialog.name_edits[0].setText("Lucia Rossi")
    settings_dialog.accept()
    assert window.scene.plates[0].name == "Lucia Rossi" and load_setup().seats[0].name == "Lucia Rossi"


def test_your_name_changed_to_a_computers_leaves_no_two_seats_alike(qtbot, window):
    """You play against the computer Anna and set your name to "Anna" in the Settings: the
    table does not have two Annas ("Trick to Anna": which one?); the computer takes the
    first free computer's name, on its plate and in the table's words."""
    start(window, "briscola-2", seed=3)
    wait_turn(qtbot, window)
    assert [window.ctrl.name(s) for s in range(2)] == ["You", "Anna"]
    settings_dialog = open_settings(qtbot, window)
    settings_dialog.name_edits[0].setText("anna")
    settings_dialog.accept()
    assert [window.ctrl.name(s) for s in range(2)] == ["anna", "Bruno"]
    assert [plate.name for plate in window.scene.plates] == ["anna", "Bruno"]
    settings_dialog = open_settings(qtbot, window)
    choose(settings_dialog.speed, "fast")                # nothing renamed: nothing moves
    settings_dialog.accept()
    assert [window.ctrl.name(s) for s in range(2)] == ["anna", "Bruno"]
    window.ctrl.stop()


def test_the_deck_chosen_in_settings_is_the_next_matchs_deck(qtbot, window):
    """A game's deck lives in one place, the Settings' "Deck for Briscola": a match
    started with the Italian deck, the deck changed to the Genoese one in Settings during
    it, the next new-match dialog offers the Genoese deck (the last match remembered and
    the default match carry no deck of their own), and Play keeps it."""
    from biscambiggia_gui.ui.setup import preferred_deck
    window.ask_new_match()
    dialog = window.dialog
    qtbot.waitUntil(dialog.isVisible)
    choose(dialog.game, "briscola")
    choose(dialog.players, 2)
    assert dialog.deck.currentData() == "italian"
    qtbot.mouseClick(dialog.play, Qt.LeftButton)
    wait_turn(qtbot, window)
    assert window.ctrl.setup.deck == "italian"

    settings_dialog = open_settings(qtbot, window)
    settings_dialog.choose_default()                     # the default match: this Briscola
    settings_dialog.chooser.accept()
    choose(settings_dialog.deck_boxes["briscola"], "genoese")
    settings_dialog.accept()
    assert window.scene.art.style == "genoese" and preferred_deck("briscola") == "genoese"

    assert default_setup().deck == "genoese" and load_setup().deck == "genoese"
    window.ask_new_match()
    dialog = window.dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.game.currentData() == "briscola" and dialog.deck.currentData() == "genoese"
    qtbot.mouseClick(dialog.defaults, Qt.LeftButton)
    assert dialog.deck.currentData() == "genoese"
    qtbot.mouseClick(dialog.play, Qt.LeftButton)
    box = window.leave_box                                # a match begun: leave it
    if box is not None and box.isVisible():
        leave = next(b for b in box.buttons()
                     if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
        qtbot.mouseClick(leave, Qt.LeftButton)
    wait_turn(qtbot, window)
    assert window.ctrl.setup.deck == "genoese" and window.scene.art.style == "genoese"
    assert preferred_deck("briscola") == "genoese"
    window.ctrl.stop()
