"""The end of a hand and of a match, as tall as what they say (seen on a real X server,
2026-11-27, at 1920x1080 and 1280x720, in English and Italian): every hand's summary had a
blank band of 50 to 60 px between its last line and its buttons, and the match's end one
of its own. Their heights were guessed (the words measured 460 px wide in a dialog 590
wide, plus 140 px for the heading and the buttons); they are now measured at the width the
words get (summary.fit_to_body). Where the screen has room, the words fill the dialog:
no band below them, none cut."""
import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.matchend import MatchEnd

from uihelpers import finish_hand, open_near_end, save_shot, settle

SLACK = 4


def blank_below(dialog) -> int:
    """The px of the scroll area's view below the last line of the dialog's words (less
    than 0: the words are cut, and scroll)."""
    body = dialog.body
    return dialog.scroller.viewport().height() - body.heightForWidth(body.width())


def end_of_hand(qtbot, window, tmp_path, variant, options=None, before=0):
    open_near_end(window, tmp_path, variant, options, left=1, before=before)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    settle()
    return window.summary


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("variant", ["briscola-2", "briscola-3", "biscambiggia-6", "mariagio"])
def test_a_hands_summary_is_as_tall_as_its_words(qtbot, qapp, window, tmp_path, variant,
                                                  language, size):
    i18n.install(qapp, language)
    window.retranslate()
    window.resize(*size)
    settle()
    summary = end_of_hand(qtbot, window, tmp_path, variant)
    assert 0 <= blank_below(summary) <= SLACK, (blank_below(summary), summary.size())
    go = summary.go.mapTo(summary, summary.go.rect().bottomLeft())
    assert summary.rect().contains(go)                     # the buttons in view under them
    save_shot(summary, f"summary-fit-{variant}-{language}-{size[0]}x{size[1]}")


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("variant, options, before", [("biscambiggia-2", {"hands": 1}, 0),
                                                      ("biscambiggia-4", {"hands": 2}, 1)])
def test_the_match_end_is_as_tall_as_its_words(qtbot, qapp, window, tmp_path, variant, options,
                                               before, language):
    i18n.install(qapp, language)
    window.retranslate()
    window.resize(1920, 1080)
    settle()
    end = end_of_hand(qtbot, window, tmp_path, variant, options, before)
    assert isinstance(end, MatchEnd) and window.ctrl.match.is_over()
    assert 0 <= blank_below(end) <= SLACK, (blank_below(end), end.size())
    save_shot(end, f"match-end-fit-{variant}-{language}")


@pytest.mark.parametrize("language", ["it", "en"])
@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)])
def test_the_tarocchi_match_end_shows_its_legend_whole(qtbot, qapp, window, tmp_path, language,
                                                        size):
    """Tarocchi a pizzico's match end at 1280x720 in Italian showed a scroll bar and its score
    sheet's legend half out of view at first sight: measured at the room's width the legend
    took one line, beside the scroll bar two, and the bar, once on, stayed. Where the screen
    has room the words show whole at rest: nothing to scroll, no line cut, at most the
    legend's one line spare below them."""
    i18n.install(qapp, language)
    window.retranslate()
    window.resize(*size)
    settle()
    end = end_of_hand(qtbot, window, tmp_path, "tarocchi-pizzico", {"hands": 2}, 1)
    assert isinstance(end, MatchEnd) and window.ctrl.match.is_over()
    assert end.height() < int(end.screen().availableGeometry().height() * 0.9)   # room for it
    assert end.scroller.verticalScrollBar().maximum() == 0
    line = end.body.fontMetrics().lineSpacing()
    assert 0 <= blank_below(end) <= max(SLACK, line), (blank_below(end), end.size())
    save_shot(end, f"match-end-fit-tarocchi-{language}-{size[0]}x{size[1]}")
