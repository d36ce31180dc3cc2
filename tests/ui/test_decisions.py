"""Decisions that are not a card (issue 4): "Mariagio's marriage and trump-2 exchange when
they are legal; Tarocchi's buone (choose what to show, with the points it would score),
the card given back after the matto ... Declarations by others are shown to everyone,
readably." The deals are arranged with the engine's deck_from_deal."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QToolButton

from biscambiggia_gui.engine.dealing import deck_from_deal

from uihelpers import drag_card, save_shot, settle, start, wait_turn


def button(win, action, kind=QPushButton):
    found = win.panel.findChild(kind, action)
    assert found is not None, f"no button for {action}"
    return found


def test_mariagio_marriage_and_exchange_are_buttons(qtbot, window):
    you = ["KH", "QH", "2S", "AC", "3C", "4D", "5D"]
    deck = deck_from_deal("mariagio", 1, {0: you}, turned="7S")
    start(window, "mariagio", deck=deck, dealer=1)
    wait_turn(qtbot, window)
    hand = window.ctrl.hand
    assert window.panel.decide.isVisible()
    marriage = button(window, "marriage:H")
    assert "marriage" in marriage.text().lower()
    qtbot.mouseClick(marriage, Qt.LeftButton)
    qtbot.waitUntil(lambda: hand.points[0] == 20)
    assert window.scene.banner.isVisible() and "marriage" in window.scene.banner.title
    assert any("marriage" in line for line in window.ctrl.log_lines)
    wait_turn(qtbot, window)
    save_shot(window, "mariagio-marriage")
    qtbot.mouseClick(button(window, "exchange:2S"), Qt.LeftButton)
    qtbot.waitUntil(lambda: "7S" in hand.hands[0])
    wait_turn(qtbot, window)
    assert window.scene.turned.cards == ["2S"]
    assert window.scene.pile_of("7S") is window.scene.hands[0]
    assert window.scene.cards["7S"].shows_face()
    assert window.scene.cards["2S"].shows_face()          # the new turned card, face up
    assert "exchange:2S" not in window.panel.buttons
    drag_card(qtbot, window, "AC")
    qtbot.waitUntil(lambda: (0, "AC") in hand.actions)


def test_tarocchi_buone_show_their_points(qtbot, window):
    tarots = [f"T{n}" for n in range(1, 12)] + ["T20"]
    you = tarots + ["M", "JH", "CH"]
    deck = deck_from_deal("tarocchi-pizzico", 1, {0: you})
    start(window, "tarocchi-pizzico", deck=deck, dealer=1)
    wait_turn(qtbot, window)
    hand = window.ctrl.hand
    labels = {a: b.text() for a, b in window.panel.buttons.items()}
    all_twelve = "tarocchi:" + ",".join(sorted(tarots, key=lambda c: int(c[1:])))
    assert all_twelve in labels and "(+12)" in labels[all_twelve]
    gatti = "gatti:M,T1,T20"
    assert gatti in labels and "(+10)" in labels[gatti]
    qtbot.mouseClick(button(window, all_twelve), Qt.LeftButton)
    qtbot.waitUntil(lambda: hand.points[0] == 12)
    wait_turn(qtbot, window)
    qtbot.mouseClick(button(window, gatti), Qt.LeftButton)
    qtbot.waitUntil(lambda: hand.points[0] == 22)
    wait_turn(qtbot, window)
    assert window.scene.banner.isVisible() and window.scene.banner.cards == ["M", "T1", "T20"]
    # a buona's name within a line keeps its small letter, as the exchange's and the
    # marriage's do ("You: exchange"); it read "You: Gatti", "You show Gatti: ..."
    assert window.scene.banner.title == "You: gatti"
    lines = [window.panel.log.item(r).text() for r in range(window.panel.log.count())]
    assert any(line.startswith("You show gatti: Matto, Tarot 1, Tarot 20") for line in lines), lines
    assert any(line.startswith("You show tarocchi: ") for line in lines), lines
    assert not any(a.startswith(("gatti", "tarocchi")) for a in window.panel.buttons)
    save_shot(window, "tarocchi-buone")


def test_the_card_owed_for_the_matto_is_chosen_from_the_trick(qtbot, window):
    you = ["M"] + [f"T{n}" for n in range(21, 7, -1)]
    deck = deck_from_deal("tarocchi-pizzico", 1, {0: you})
    start(window, "tarocchi-pizzico", deck=deck, dealer=1)
    wait_turn(qtbot, window)
    hand, scene = window.ctrl.hand, window.scene
    drag_card(qtbot, window, "M")
    qtbot.waitUntil(lambda: (0, "M") in hand.actions)
    wait_turn(qtbot, window)
    # the matto went back to its player's pile, across and face up, while it is owed
    assert scene.pile_of("M") is scene.piles[0] and "M" in scene.piles[0].sideways
    assert scene.cards["M"].shows_face()
    while not hand.owes_now():                 # answer the lead with a tarot: you win it
        tarot = next(a for a in hand.legal_actions() if a.startswith("T"))
        drag_card(qtbot, window, tarot)
        qtbot.waitUntil(lambda: (0, tarot) in hand.actions)
        wait_turn(qtbot, window)
    gives = [a for a in window.panel.buttons if a == "gives"]
    assert gives and "matto" in window.panel.decide_title.text()
    # the debt may wait (docs/rules.md 5, "The matto"): the panel says so
    assert "later turn" in window.panel.decide_title.text()
    pool = list(hand.give_pool)
    save_shot(window, "tarocchi-give-for-the-matto")
    for w, h in [(window.width(), window.height()), (1280, 720), (1366, 768)]:
        window.showNormal()
        window.setMinimumSize(0, 0)
        window.resize(w, h)
        settle()
        qtbot.waitUntil(lambda: not scene.cards["M"].is_moving())
        visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
        matto = scene.cards["M"]
        box = matto.mapToScene(matto.boundingRect()).boundingRect()
        assert visible.adjusted(-2, -2, 2, 2).contains(box), (w, h, box, visible)
    choice = button(window, "give:" + pool[0], QToolButton)
    qtbot.mouseClick(choice, Qt.LeftButton)
    qtbot.waitUntil(lambda: not hand.owes_now() and hand.matto_owner is None)
    wait_turn(qtbot, window)
    assert scene.pile_of(pool[0]) is scene.piles[1]
    assert "M" not in scene.piles[0].sideways and not scene.cards["M"].shows_face()


def test_after_the_last_trick_the_card_owed_is_asked_for_now(qtbot):
    """With cards still to play the give may wait; once only gives are left (the last
    trick is behind), the panel asks for the card now."""
    from biscambiggia_gui.ui.panel import SidePanel
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.set_decisions(["give:KH", "give:T3", "T5", "QS"], "tarot")
    assert "later turn" in panel.decide_title.text()
    panel.set_decisions(["give:KH", "give:T3"], "tarot")
    assert "last trick is over" in panel.decide_title.text()
    assert "later turn" not in panel.decide_title.text()
