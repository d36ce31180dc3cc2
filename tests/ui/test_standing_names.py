"""The standing in the side panel (seen at six players, Italian, 1280x720): the team "Tu,
Bruno e Dario" wrapped as "Tu, Bruno e / Dario" beside "1 smazzata", and "Anna, Carla ed /
Elena". The names now stand on one line where they fit (the scores, then the names, in the
compact panel's smaller sizes where only that makes room: SidePanel._tighten), and where
they cannot, the line breaks between names, the last one kept with its "e"/"and" ("Tu,
Bruno / e Dario": text.names_joined(glued=True)). Real window, real panel, the label's
own font and width."""
from __future__ import annotations

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.setup import MatchSetup, SeatSetup
from biscambiggia_gui.ui.text import names_joined

from uihelpers import settle, start, wait_turn, wrapped

SIZES = [(1280, 720), (1366, 768)]
CONJUNCTIONS = (" e", " ed", " and")


def standing_lines(window) -> list[list[str]]:
    """Each shown name of the standing as its label breaks it."""
    return [wrapped(label.text(), label.font(), label.contentsRect().width())
            for label, _ in window.panel.rows if label.isVisible()]


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("variant", ["briscola-6", "biscambiggia-6", "briscola-4",
                                     "biscambiggia-4", "briscola-chiamata",
                                     "biscambiggia-chiamata"])
def test_the_standing_names_stand_on_one_line(qtbot, qapp, window, variant, language):
    i18n.install(qapp, language)
    window.retranslate()
    start(window, variant, seed=5)
    wait_turn(qtbot, window)
    for size in SIZES:
        window.resize(*size)
        settle()
        lines = standing_lines(window)
        assert lines and all(len(name) == 1 for name in lines), (size, lines)
        for name, score in window.panel.rows:       # each score beside its name, in view
            if name.isVisible():
                assert score.geometry().left() >= name.geometry().right(), size
                assert window.panel.standing.contentsRect().contains(score.geometry()), size


@pytest.mark.parametrize("language", ["it", "en"])
def test_names_too_long_for_one_line_wrap_between_names(qtbot, qapp, window, language):
    i18n.install(qapp, language)
    window.retranslate()
    names = ["Annamaria", "Bartolomeo", "Carolina", "Domenico", "Elisabetta", "Ferdinando"]
    seats = [SeatSetup(names[0], "person", None)] + [SeatSetup(n, "computer", "random")
                                                     for n in names[1:]]
    window.start_match(MatchSetup("briscola-6", seats, {}, seed=4), remember=False)
    wait_turn(qtbot, window)
    for size in SIZES:
        window.resize(*size)
        settle()
        lines = standing_lines(window)
        assert any(len(name) > 1 for name in lines), lines          # too long: they wrap
        for name in lines:
            for line in name[:-1]:
                assert not line.rstrip().endswith(CONJUNCTIONS), (size, name)
            words = [w for line in name for w in line.split()]
            assert all(any(w.strip(",") == n for n in names) or w in ("e", "ed", "and")
                       for w in words), name                        # no name broken
    # glued only where asked: a sentence names the team with plain spaces
    assert "\u00a0" not in names_joined(["Anna", "Bruno", "Elena"])
    assert names_joined(["Anna", "Bruno", "Elena"], glued=True).endswith("\u00a0Elena")


def test_the_standing_keeps_its_sizes_while_the_scores_grow(qtbot, qapp, window):
    """The standing's sizes were chosen anew at each score: a team's "9 smazzate" fitting at
    full size and "10 smazzate" not, the scores (and names) changed size in the middle of a
    match. The tightest form taken in a match stays until the match, the width or the
    language changes."""
    i18n.install(qapp, "it")
    window.retranslate()
    start(window, "briscola-6", seed=5)
    wait_turn(qtbot, window)
    window.resize(1280, 720)
    settle()
    panel = window.panel
    names = [name.text() for name, _ in panel.rows if name.isVisible()]
    forms = {}
    for digits in range(1, 16):                     # scores ever wider: "9", "99", ...
        panel.clear_log()
        score = "9" * digits
        panel.set_standing(panel.title.text(), panel.rule.text(), [(n, score) for n in names])
        forms[score] = panel.standing.property("tight") or ""
    assert forms["9"] == ""
    long_score = next(s for s, form in forms.items() if form)    # one the small sizes fit
    panel.clear_log()
    panel.set_standing(panel.title.text(), panel.rule.text(), [(n, long_score) for n in names])
    tight = panel.standing.property("tight") or ""
    assert tight in ("score", "both")
    panel.set_standing(panel.title.text(), panel.rule.text(), [(n, "0") for n in names])
    assert (panel.standing.property("tight") or "") == tight        # kept in this match
    panel.clear_log()                                               # another match
    panel.set_standing(panel.title.text(), panel.rule.text(), [(n, "0") for n in names])
    assert (panel.standing.property("tight") or "") == ""


@pytest.mark.parametrize("language", ["it", "en"])
def test_a_name_of_one_long_word_breaks_and_leaves_its_score_whole(qtbot, qapp, window,
                                                                    language):
    """A name of one word as long as the Settings dialog allows (24 letters, saves.NAME_CHARS)
    cannot break between words: its label kept the whole word's width, and the standing cut
    both, "AAAAAAAAAAAA" beside ") smazzate" (the 0 lost; seen opening a save in Italian at
    1366x768). Such a word now breaks where it must (text.breakable), so every letter of
    the name and the whole score stay in view."""
    from biscambiggia_gui.store.saves import NAME_CHARS
    from PySide6.QtGui import QFontMetrics
    i18n.install(qapp, language)
    window.retranslate()
    long_name = "W" * NAME_CHARS
    seats = [SeatSetup("Anna", "person", None), SeatSetup(long_name, "computer", "random")]
    window.start_match(MatchSetup("briscola-2", seats, {}, seed=4), remember=False)
    wait_turn(qtbot, window)
    for size in SIZES:
        window.resize(*size)
        settle()
        frame = window.panel.standing.contentsRect()
        shown = [(name, score) for name, score in window.panel.rows if name.isVisible()]
        assert [n.text().replace("\u200b", "") for n, _ in shown] == ["Anna", long_name]
        for name, score in shown:
            assert frame.contains(score.geometry()), size
            assert score.geometry().left() >= name.geometry().right(), size
            assert score.contentsRect().width() >= QFontMetrics(score.font()).horizontalAdvance(
                score.text()), (size, score.text())
            lines = wrapped(name.text(), name.font(), name.contentsRect().width())
            assert "".join(lines).replace("\u200b", "") == name.text().replace("\u200b", "")
            assert all(QFontMetrics(name.font()).horizontalAdvance(line.rstrip())
                       <= name.contentsRect().width() for line in lines), (size, lines)


@pytest.mark.parametrize("language", ["it", "en"])
def test_the_next_hand_button_breaks_a_long_name_and_shows_it_whole(qtbot, qapp, window,
                                                                    language):
    """The panel's go-on button names the next dealer: "Smazzata seguente (mazziere:
    WWWWWWWWWWWWWWWWWWWWWW" ran past its right edge, the end of the name and the ")"
    lost (1366x768, Italian), for it wrapped between words only. A word wider than the
    button now breaks where it must, and every line of its words is inside the button."""
    from biscambiggia_gui.store.saves import NAME_CHARS
    from PySide6.QtCore import QRect
    i18n.install(qapp, language)
    window.retranslate()
    long_name = "W" * NAME_CHARS
    seats = [SeatSetup("Anna", "person", None), SeatSetup(long_name, "computer", "random")]
    window.start_match(MatchSetup("briscola-2", seats, {"hands": 2}, seed=4), remember=False)
    wait_turn(qtbot, window)
    button = window.panel.go_on
    window.panel.set_status("", go_on=f"Next hand (dealer: {long_name})")
    for size in SIZES:
        window.resize(*size)
        settle()
        room = button.text_rect()
        drawn = button.fontMetrics().boundingRect(QRect(0, 0, room.width(), 10000),
                                                  button.text_flags(), button.drawn_text())
        assert drawn.width() <= room.width() and drawn.height() <= room.height(), (size, drawn)
