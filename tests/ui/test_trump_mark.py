"""Once the talon and the turned trump are drawn, the table still says which suit is trump:
the talon's tag shows it where the count was ("Trump suit" in every game, as the log and
the panel say it; before, Briscola's tag said "Trumps"), over the suit's name. The chiamata
games, which deal every card, show their trump there from the call on (nothing else on the
table keeps it: the banner goes, the log scrolls); Tarocchi (no trump suit) shows none.
Italian: Briscola's word ("Briscola") in the Briscola games, "Trionfo" in Biscambiggia,
Mariagio and Biscambiggia chiamata, as their source texts say ("seme di trionfo")."""
from __future__ import annotations

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.text import suit_word

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from uihelpers import (answer_before_cards, finish_hand, open_near_end, play_first_legal, save_shot, start,
                       wait_turn)


@pytest.mark.parametrize("variant,words", [("briscola-2", "Trump suit"), ("biscambiggia-4", "Trump suit"),
                                           ("mariagio", "Trump suit")])
def test_the_trump_suit_stays_in_sight_when_the_talon_is_gone(qtbot, window, tmp_path, variant, words):
    open_near_end(window, tmp_path, variant, left=3)
    window.set_speed("instant")
    wait_turn(qtbot, window)
    ctrl = window.ctrl
    assert ctrl.hand.observation(0)["talon_size"] == 0
    label = window.scene.talon.label
    assert label == f"{words}\n{suit_word(ctrl.trump_suit, ctrl.seated.deck)}"
    assert window.scene.talon.tag.isVisible()
    save_shot(window, f"trump-mark-{variant}")


def test_while_the_talon_lasts_its_tag_counts_its_cards(qtbot, window, tmp_path):
    open_near_end(window, tmp_path, "briscola-2", left=30)
    window.set_speed("instant")
    wait_turn(qtbot, window)
    left = window.ctrl.hand.observation(0)["talon_size"]
    assert left > 0 and window.scene.talon.label == str(left)


def test_no_mark_without_a_trump_suit(qtbot, window, tmp_path):
    open_near_end(window, tmp_path, "tarocchi-pizzico", left=3)
    window.set_speed("instant")
    wait_turn(qtbot, window)
    assert window.scene.talon.label == ""


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("variant", ["briscola-chiamata", "biscambiggia-chiamata"])
def test_the_chiamata_games_show_their_trump_from_the_call_on(qtbot, qapp, window, tmp_path, variant,
                                                               language):
    """During the auction no trump is known and the talon's place is bare; once the card
    is called, its trump stays there, in the table's language, for the rest of the hand
    (a record opened half-way shows it too). Before: nothing on the table named it once
    the call's banner had gone."""
    i18n.install(qapp, language)
    try:
        window.set_speed("instant")
        start(window, variant, seed=5, dealer=4)         # the person speaks first
        wait_turn(qtbot, window)
        assert window.ctrl.trump_suit is None and window.scene.talon.label == ""
        answer_before_cards(qtbot, window)
        ctrl = window.ctrl
        word = {("briscola-chiamata", "en"): "Trump suit", ("briscola-chiamata", "it"): "Briscola",
                ("biscambiggia-chiamata", "en"): "Trump suit",
                ("biscambiggia-chiamata", "it"): "Trionfo"}[variant, language]
        suit = suit_word(ctrl.hand.observation(0)["contract"]["trump"], ctrl.seated.deck)
        assert window.scene.talon.label == f"{word}\n{suit}"
        assert window.scene.talon.tag.isVisible()
        # the call's line in the log names the trump in the same word
        assert any(f"{word}: {suit}" in line for line in ctrl.log_lines)
        save_shot(window, f"trump-mark-{variant}-{language}")
        path = tmp_path / "half-way.json"
        assert window.save_record_as(str(path))
        assert window.open_record(str(path))
        wait_turn(qtbot, window)
        assert window.scene.talon.label == f"{word}\n{suit}"
    finally:
        i18n.install(qapp, "en")


def test_italian_words_of_the_mark(qtbot, window, tmp_path, qapp):
    i18n.install(qapp, "it")
    try:
        open_near_end(window, tmp_path, "mariagio", left=3)
        window.set_speed("instant")
        wait_turn(qtbot, window)
        assert window.scene.talon.label.startswith("Trionfo\n")
        save_shot(window, "trump-mark-mariagio-it")
        open_near_end(window, tmp_path, "briscola-2", left=3)
        wait_turn(qtbot, window)
        assert window.scene.talon.label.startswith("Briscola\n")
        open_near_end(window, tmp_path, "biscambiggia-2", left=3)   # the Genoese game's word
        wait_turn(qtbot, window)
        assert window.scene.talon.label.startswith("Trionfo\n")
        save_shot(window, "trump-mark-biscambiggia-it")
    finally:
        i18n.install(qapp, "en")


def test_the_turned_trump_stays_face_up_in_the_hand_that_drew_it(qtbot, window, tmp_path):
    """Everyone saw who took the turned card (docs/rules.md section 7: drawn cards are
    private in the trump games, the turned trump excepted), so it shows face up in that
    hand until played; the hand's other cards stay face down (docs/table.md said it went
    in face down like any other)."""
    open_near_end(window, tmp_path, "briscola-2", seed=2, left=6)   # Anna drew it (seed 2)
    window.set_speed("instant")
    wait_turn(qtbot, window)
    turned = window.ctrl.hand.deck[6]                                  # after 3 + 3 dealt
    anna = window.scene.hands[1].cards
    assert turned in anna and window.scene.cards[turned].shows_face()
    assert not any(window.scene.cards[c].shows_face() for c in anna if c != turned)


def test_undo_before_the_last_draw_and_the_next_deal_bring_the_count_back(qtbot, window, tmp_path):
    """The mark follows the talon both ways: taken back to before the last draw, the talon
    counts its cards again; at the next deal the finished hand's trump goes with it."""
    window.set_speed("instant")
    open_near_end(window, tmp_path, "biscambiggia-2", {"hands": 2}, left=8)
    wait_turn(qtbot, window)
    assert window.ctrl.awaiting == 0 and window.scene.talon.label == "2"
    play_first_legal(qtbot, window)                      # the trick that draws the last two
    wait_turn(qtbot, window)
    assert window.scene.talon.label.startswith("Trump suit\n")
    QTest.keyClick(window.view, Qt.Key_Z, Qt.ControlModifier)
    qtbot.waitUntil(lambda: window.ctrl.awaiting == 0)
    assert window.scene.talon.label == "2"
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    assert window.scene.talon.label.startswith("Trump suit\n")     # the hand just played's
    window.next_hand()
    wait_turn(qtbot, window)
    assert window.scene.talon.label == str(window.ctrl.hand.observation(0)["talon_size"])


def test_a_chiamata_mark_goes_at_the_next_deal(qtbot, window):
    """The called trump belongs to its hand: the next auction starts with the place bare."""
    window.set_speed("instant")
    start(window, "briscola-chiamata", seed=5, dealer=4)
    wait_turn(qtbot, window)
    answer_before_cards(qtbot, window)
    assert window.scene.talon.label.startswith("Trump suit\n")
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    window.next_hand()
    wait_turn(qtbot, window)
    assert window.ctrl.hand.phase == "auction"
    assert window.ctrl.trump_suit is None and window.scene.talon.label == ""


def test_nothing_is_drawn_over_the_turned_trump_between_the_last_draws(qtbot, window, tmp_path,
                                                                       monkeypatch):
    """Briscola for two at normal speed: the trick winner draws the last hidden card, then
    the other player the turned trump. Between the two draws the talon's place is empty and
    the turned trump still lies there; the empty talon's slot (a shaded, dashed card
    outline, z above the turned card) was painted over the trump's face. The table over the
    turned card now looks the same with the talon's own item drawn or not."""
    from PySide6.QtGui import QImage, QPainter
    open_near_end(window, tmp_path, "briscola-2", left=7)
    window.set_speed("slow")
    scene = window.scene
    between: list[QImage] = []

    def shot() -> QImage:
        card = scene.cards[scene.turned.cards[0]]
        rect = card.sceneBoundingRect()
        image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        scene.render(painter, source=rect)
        painter.end()
        return image

    def caught() -> None:
        between.append(shot())
        scene.talon.setVisible(False)
        between.append(shot())
        scene.talon.setVisible(True)
    # the moment between the two draws, caught as the turned trump is put in a hand (a
    # loaded machine could run it out between two looks of a loop, which then never ended)
    move = scene.move

    def moving(code, pile, owner=None):
        if not between and not scene.talon.cards and scene.turned.cards == [code]:
            caught()
        move(code, pile, owner)
    monkeypatch.setattr(scene, "move", moving)
    hand = window.ctrl.hand
    while not between and not hand.is_over():
        if window.ctrl.awaiting is not None:
            play_first_legal(qtbot, window)
        qtbot.waitUntil(lambda: bool(between) or window.ctrl.awaiting is not None or hand.is_over())
    assert len(between) == 2 and between[0] == between[1]
    wait_turn(qtbot, window)
