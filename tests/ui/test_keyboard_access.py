"""Keyboard and screen readers (issue 7): "everything can be done from the keyboard; plays,
trick winners and scores are announced to screen readers (accessible names on the hand's
cards and an announcement per event)" - and "the keyboard alone plays a hand".

The keys go to whatever widget has the keyboard focus, as they would from a keyboard: the
test never clicks, and never calls the controller."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.dealing import deck_from_deal
from biscambiggia_gui.ui import announcer as announce, controller
from biscambiggia_gui.ui.text import card_long_name

from uihelpers import save_shot, start, wait_turn

YOU = ["KH", "QH", "2S", "AC", "3C", "4D", "5D"]


def key(qtbot, k, modifier=Qt.NoModifier, text=""):
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard focus"
    QTest.keyClick(widget, k, modifier)


def test_the_keyboard_alone_plays_a_whole_hand(qtbot, window, monkeypatch):
    deck = deck_from_deal("mariagio", 1, {0: YOU}, turned="7S")
    monkeypatch.setattr(controller, "Match", lambda variant, options, dealer=None, seed=None:
                        Match(variant, options, dealer=1, seed=seed))
    monkeypatch.setattr(Match, "new_deck", lambda self: list(deck))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()

    key(qtbot, Qt.Key_N, Qt.ControlModifier)                       # Game > New match
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window.dialog)
    key(qtbot, Qt.Key_G, Qt.AltModifier)                          # the &Game field
    assert QApplication.focusWidget() is window.dialog.game
    key(qtbot, Qt.Key_Down)
    key(qtbot, Qt.Key_Down)
    assert window.dialog.game.currentData() == "mariagio"
    key(qtbot, Qt.Key_Return)                                     # Play
    qtbot.waitUntil(lambda: window.ctrl.match is not None and window.ctrl.match.variant.id == "mariagio")
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    hand = window.ctrl.hand
    wait_turn(qtbot, window)
    assert QApplication.focusWidget() is window.view

    key(qtbot, Qt.Key_Tab)                                        # the decisions come first
    button = QApplication.focusWidget()
    assert isinstance(button, QPushButton) and button.objectName() == "marriage:H"
    key(qtbot, Qt.Key_Return)
    qtbot.waitUntil(lambda: (0, "marriage:H") in hand.actions)
    plays = 0
    for _ in range(60):
        wait_turn(qtbot, window)
        if hand.is_over():
            break
        assert QApplication.focusWidget() is window.view
        before = len(hand.actions)
        for _ in range(len(window.scene.hands[0].cards)):          # to a card that may be played
            key(qtbot, Qt.Key_Right)
            if window.scene.selected in window.scene.playable:
                break
        key(qtbot, Qt.Key_Return)
        qtbot.waitUntil(lambda: len(hand.actions) > before)
        plays += 1
    assert hand.is_over() and plays == 20
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window.summary)
    key(qtbot, Qt.Key_Return)                                     # Next hand
    qtbot.waitUntil(lambda: len(window.ctrl.match.hands) == 2)


def test_the_pass_screen_is_confirmed_with_enter(qtbot, window):
    window.activateWindow()
    start(window, "biscambiggia-2", seats=["person", "person"], seed=21)
    qtbot.waitUntil(window.cover.isVisible)
    assert QApplication.focusWidget() is window.cover.button
    key(qtbot, Qt.Key_Return)
    assert not window.cover.isVisible() and window.ctrl.awaiting is not None


def mnemonic(text: str) -> str:
    return text[text.index("&") + 1].lower()


def test_menus_have_mnemonics_and_the_main_actions_shortcuts(window, qapp):
    menus = window.menus
    for language in ("en", "it"):
        i18n.install(qapp, language)
        window.retranslate()
        bar = window.menuBar().actions()
        assert len({mnemonic(a.text()) for a in bar}) == len(bar)
        for action in bar:
            items = [i for i in action.menu().actions() if not i.isSeparator()]
            assert all("&" in i.text() for i in items), [i.text() for i in items]
            letters = [mnemonic(i.text()) for i in items]
            assert len(set(letters)) == len(letters), (language, [i.text() for i in items])
    shortcuts = {a.shortcut().toString() for a in (menus.new, menus.open, menus.save, menus.settings,
                                                   menus.hint, menus.undo, menus.last, menus.rules)}
    assert shortcuts == {"Ctrl+N", "Ctrl+O", "Ctrl+S", "Ctrl+,", "H", "Ctrl+Z", "L", "F1"}


def test_every_play_trick_and_score_is_announced(qtbot, window, monkeypatch):
    sent = []
    real = announce.Announcement
    assert real is not None                       # PySide6 6.11 has it
    monkeypatch.setattr(announce, "Announcement",
                        lambda obj, text: sent.append(text) or real(obj, text))
    heard = []
    window.announcer.spoken.connect(heard.append)
    start(window, "briscola-2", seed=7)
    hand = window.ctrl.hand
    for _ in range(3):
        wait_turn(qtbot, window)
        card = next(a for a in hand.legal_actions())
        window.scene.playRequested.emit(card)
        qtbot.waitUntil(lambda: (0, card) in hand.actions)
    wait_turn(qtbot, window)
    plays = [e for e in hand.events if e[0] == "play"]
    tricks = [e for e in hand.events if e[0] == "trick"]
    played = [t for t in heard if " play " in t or " plays " in t]
    assert len(played) == len(plays)
    for (_, seat, card, _, _), text in zip(plays, played):
        assert card_long_name(card, "italian") in text and window.ctrl.name(seat) in text
    taken = [t for t in heard if t.startswith("Trick to ")]
    assert len(taken) == len(tricks)
    # Briscola's piles are not counted for the player unless asked (test_count_for_me.py)
    assert not any("Points:" in t for t in taken)
    assert sent == heard                                           # each one to the screen reader
    assert window.panel.status.accessibleDescription() == heard[-1]


def test_the_cards_of_your_hand_have_their_names(qtbot, window, qapp):
    i18n.install(qapp, "it")
    start(window, "briscola-2", seed=7)
    wait_turn(qtbot, window)
    scene = window.scene
    mine = scene.hands[0].cards
    for code in mine:
        name = scene.cards[code].accessible_name
        assert name == card_long_name(code, "italian") and " di " in name
        assert scene.cards[code].toolTip() == name
    assert all(scene.cards[c].accessible_name == "" for c in scene.hands[1].cards)   # face down
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key_Right)
    assert window.announcer.history[-1].startswith(card_long_name(scene.selected, "italian"))
    assert "carta 1 di 3" in window.view.accessibleDescription()
    assert any(n in window.scene.cards[mine[0]].accessible_name
               for n in ("Asso", "Fante", "Cavallo", "Re", "2", "3", "4", "5", "6", "7"))
    save_shot(window, "italian-deck-italian-names")


def test_the_pass_screen_keeps_the_keys_through_arrows_and_tab(qtbot, window, monkeypatch):
    """Found at a real screen, two people at one screen: the first declares a marriage with
    the keys (Tab, Enter) and plays a card (arrows, Enter); the pass screen for the second
    comes up while the first still presses an arrow. The arrow (or Tab) used to hand the
    keys to the table hidden behind the cover, where Enter did nothing: the cover could be
    passed only with the mouse. Now the cover's button keeps them."""
    deck = deck_from_deal("mariagio", 1, {0: YOU}, turned="7S")
    monkeypatch.setattr(Match, "new_deck", lambda self: list(deck))
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.set_speed("normal")                                    # as a person plays it
    start(window, "mariagio", seats=["person", "person"], dealer=1)
    hand = window.ctrl.hand
    qtbot.waitUntil(window.cover.isVisible)
    key(qtbot, Qt.Key_Return)                                     # I am player 1
    wait_turn(qtbot, window)
    assert window.ctrl.awaiting == 0 and QApplication.focusWidget() is window.view
    key(qtbot, Qt.Key_Tab)
    assert QApplication.focusWidget().objectName() == "marriage:H"
    key(qtbot, Qt.Key_Return)
    qtbot.waitUntil(lambda: (0, "marriage:H") in hand.actions)
    wait_turn(qtbot, window)
    key(qtbot, Qt.Key_Right)
    key(qtbot, Qt.Key_Return)
    qtbot.waitUntil(lambda: hand.actions[-1][0] == 0 and kind_of_last(hand) == "play")
    qtbot.waitUntil(window.cover.isVisible)
    wait_turn(qtbot, window)
    assert QApplication.focusWidget() is window.cover.button
    for k, mod in ((Qt.Key_Right, Qt.NoModifier), (Qt.Key_Down, Qt.NoModifier),
                   (Qt.Key_Left, Qt.NoModifier), (Qt.Key_Tab, Qt.NoModifier),
                   (Qt.Key_Backtab, Qt.ShiftModifier)):
        key(qtbot, k, mod)                                        # a key too many
        assert QApplication.focusWidget() is window.cover.button
    key(qtbot, Qt.Key_Return)                                     # I am player 2
    assert not window.cover.isVisible() and window.ctrl.awaiting == 1


def kind_of_last(hand) -> str:
    from biscambiggia_gui.engine.actions import kind_of
    return kind_of(hand.actions[-1][1])
