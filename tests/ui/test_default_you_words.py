"""The person's default name ("You", Italian "Tu") changes only where it is that name: alone,
or first in a list of names (a team: "goes to you and Carla", "vinta da te e Bruno"); a name
a player typed that only begins with it ("Tu Anh") and a name in quotes stay as typed."""
from __future__ import annotations

from dataclasses import replace

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.engine.messages import Message
from biscambiggia_gui.engine.words import HAND_WORDS
from biscambiggia_gui.ui.messages import render
from biscambiggia_gui.ui.mnemonic import words
from biscambiggia_gui.ui.text import tr

from test_new_match import open_dialog, type_name
from uihelpers import start, wait_turn


def test_a_name_that_only_begins_with_tu_stays_as_typed(qtbot, qapp, window):
    """Two people at one screen, one of them "Tu Anh": the pass screen says "Passa a Tu
    Anh" (it said "Passa a te Anh", taking the name for the default "Tu" and a list)."""
    from biscambiggia_gui.ui.settings_dialog import Preferences
    i18n.install(qapp, "it")
    try:
        window.retranslate()
        start(window, "briscola-2", seats=["person", "person"], seed=21)
        wait_turn(qtbot, window)
        assert window.cover.isVisible()
        names = [""] * 6                  # the seat passed to is "Tu Anh"
        names[window.ctrl.pass_pending] = "Tu Anh"
        window.apply_preferences(replace(Preferences.load(), names=names, language="it"))
        assert window.cover.heading.text() == "Passa a Tu Anh"
        assert tr("The match goes to {name}!", name="Tu e Bruno") == "Partita vinta da te e Bruno!"
        assert tr("The match goes to {name}!", name="Tu ed Elena") == "Partita vinta da te ed Elena!"
    finally:
        i18n.install(qapp, "en")
        window.retranslate()
    assert tr("Pass to {name}", name="You Li") == "Pass to You Li"
    window.ctrl.stop()


def test_your_team_is_you_and_your_partner_inside_a_sentence(qtbot, window):
    """Briscola for four, played at the window: the side of the person reads "you and
    Carla" inside a sentence, as "you" alone does ("Hand 1 goes to You and Carla" before),
    and keeps its capital where a sentence begins with it."""
    start(window, "briscola-4", seed=5)
    wait_turn(qtbot, window)
    team = window.ctrl.side_name(window.ctrl.match.variant.seat_sides[0])
    partner = window.ctrl.name(2)
    assert team == f"You and {partner}", team
    said = render(Message(HAND_WORDS["goes_to"], n=1, name=team))
    assert said == f"Hand 1 goes to you and {partner}", said
    assert tr("The match goes to {name}!", name=team) == f"The match goes to you and {partner}!"
    assert tr("{names} and {last}", names=team, last="Bruno").startswith("You and ")
    window.ctrl.stop()


def test_a_name_in_quotes_is_quoted_as_typed(qtbot, window, tmp_path):
    """Two seats both typed "You": the new-match dialog quotes the name as typed ("Seats
    1 and 2 are both called “You”", not “you”); so does a file's message quote its name."""
    from biscambiggia_gui.store import saves
    from biscambiggia_gui.ui.keeper import translate_save_error
    dialog = open_dialog(qtbot, window)
    dialog.seat_widgets[1][1].setCurrentIndex(dialog.seat_widgets[1][1].findData("person"))
    type_name(qtbot, dialog.seat_widgets[0][0], "You")
    type_name(qtbot, dialog.seat_widgets[1][0], "You")
    assert not dialog.play.isEnabled()
    assert "Seats 1 and 2 are both called \u201cYou\u201d" in dialog.hint.text(), dialog.hint.text()
    dialog.reject()
    with pytest.raises(saves.SaveError) as error:
        saves.load_match(tmp_path / "You")
    said = translate_save_error(error.value)
    assert "\u201cYou\u201d" in said, said


def test_tu_inside_an_italian_sentence_is_lower_case(qtbot, qapp, window):
    """A match in Italian dealt by the person: the log says "Mano 1: mazziere tu" (it said
    "mazziere Tu", the name's capital in the middle of the line, where English says "dealer
    you"); a line or a label that begins with the name keeps its capital ("Presa – Tu")."""
    i18n.install(qapp, "it")
    try:
        window.retranslate()
        start(window, "biscambiggia-2", seed=3, dealer=0)
        wait_turn(qtbot, window)
        assert "Mano 1: mazziere tu" in window.ctrl.log_lines, window.ctrl.log_lines
        assert tr("Trick to {name}: {cards}", name="Tu", cards="A♥") == "Presa – Tu: A♥"
        assert tr("{names} and {last}", names="Anna", last="Tu") == "Anna e tu"
        assert tr("Your turn, {name}: {what}", name="Tu Anh", what="x").endswith("Tu Anh: x")
    finally:
        i18n.install(qapp, "en")
        window.retranslate()
    assert "Hand 2: dealer you" == tr("Hand {n}: dealer {name}", n=2, name="You")
    window.ctrl.stop()


@pytest.mark.parametrize("language, said", [("it", "Smazzata seguente (mazziere: tu)"),
                                            ("en", "Next deal (dealer: you)")])
def test_the_next_deal_button_says_you_in_lower_case(qtbot, qapp, window, language, said):
    """The button after a deal the person is to deal next read "Smazzata seguente
    (mazziere: Tu)": a colon inside brackets is inside the sentence, not a label's. A label
    before a colon at a line's start keeps the capital ("Chiamante: Tu")."""
    from uihelpers import finish_hand
    i18n.install(qapp, language)
    try:
        window.retranslate()
        start(window, "briscola-2", options={"hands": 3}, seed=3, dealer=1)
        finish_hand(qtbot, window)
        wait_turn(qtbot, window)
        assert words(window.summary.go.text()) == said
        assert tr("Caller: {name}", name=i18n_you(language)).endswith(i18n_you(language))
    finally:
        i18n.install(qapp, "en")
        window.retranslate()
    window.ctrl.stop()


def i18n_you(language):
    return {"it": "Tu", "en": "You"}[language]
