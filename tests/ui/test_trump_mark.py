"""Once the talon and the turned trump are drawn, the table still says which suit is trump:
the talon's tag shows it where the count was (Briscola's "Trumps", Mariagio's "Trump
suit", over the suit's name); games without a talon (the chiamata games name the trump in the panel) and
without a trump suit (Tarocchi) show none. Italian: Briscola's word, Mariagio's trionfo."""
from __future__ import annotations

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.text import suit_word

from uihelpers import open_near_end, save_shot, wait_turn


@pytest.mark.parametrize("variant,words", [("briscola-2", "Trumps"), ("biscambiggia-4", "Trumps"),
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


@pytest.mark.parametrize("variant", ["tarocchi-pizzico", "briscola-chiamata"])
def test_no_mark_without_a_talon_or_a_trump_suit(qtbot, window, tmp_path, variant):
    open_near_end(window, tmp_path, variant, left=3)
    window.set_speed("instant")
    wait_turn(qtbot, window)
    assert window.scene.talon.label == ""


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
    finally:
        i18n.install(qapp, "en")
