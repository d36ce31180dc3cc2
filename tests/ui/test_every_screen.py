"""Every screen (issue 13): the main window in every variant and every dialog at 1280x720
and 1366x768 have no widget outside the visible area and no text that does not fit
(tests/ui/screencheck.py); screenshots of every variant at 1280x720, 1366x768 and
1920x1080 are written under build/shots (BISCAMBIGGIA_SHOTS moves them), to be looked at."""
from __future__ import annotations

import pytest

from biscambiggia_gui.engine.registry import variants
from biscambiggia_gui.ui.newmatch import NewMatchDialog
from biscambiggia_gui.ui.setup import MatchSetup, game_variants, games

from screencheck import problems
from uihelpers import (finish_hand, open_near_end, play_first_legal, save_shot, settle, start,
                       wait_turn)

SIZES = [(1280, 720), (1366, 768)]


def fit_window(window, w, h):
    window.showNormal()
    window.setMinimumSize(0, 0)
    window.resize(w, h)
    settle()


@pytest.mark.parametrize("variant", sorted(variants()))
def test_the_table_fits_every_screen(qtbot, window, variant):
    start(window, variant, seed=5)
    wait_turn(qtbot, window)
    for w, h in SIZES + [(1920, 1080)]:
        fit_window(window, w, h)
        qtbot.waitUntil(lambda: window.view.viewport().width() > 0)
        settle()
        assert window.width() == w and window.height() == h
        if (w, h) in SIZES:
            assert not problems(window), problems(window)
            scene = window.scene
            visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
            for code in scene.hands[0].cards:            # your whole hand is on the screen
                item = scene.cards[code]
                box = item.mapToScene(item.boundingRect()).boundingRect()
                assert visible.adjusted(-2, -2, 2, 2).contains(box), (code, w, h)
            for plate in scene.plates:                    # whole names and levels
                assert plate.shows_whole_text(), (plate.name, plate.detail)
        save_shot(window, f"table-{variant}-{w}x{h}")


@pytest.mark.parametrize("game,players", [(g, max(game_variants(g))) for g in games()]
                         + [("briscola", 4)])
@pytest.mark.parametrize("size", SIZES)
def test_the_new_match_dialog_fits(qtbot, window, game, players, size):
    fit_window(window, *size)
    dialog = NewMatchDialog(MatchSetup(game_variants(game)[players]), window)
    qtbot.addWidget(dialog)
    dialog.show()
    settle()
    assert dialog.height() <= size[1] and dialog.width() <= size[0]
    assert not problems(dialog), problems(dialog)
    save_shot(dialog, f"new-match-{game}-{players}-{size[0]}x{size[1]}")


@pytest.mark.parametrize("size", SIZES)
def test_the_dialogs_fit(qtbot, window, tmp_path, size):
    fit_window(window, *size)
    shown = {}
    start(window, "briscola-2", seed=3)
    wait_turn(qtbot, window)
    play_first_legal(qtbot, window)                      # an autosave to resume
    window.start_up()
    qtbot.waitUntil(lambda: window.resume_dialog is not None and window.resume_dialog.isVisible())
    shown["resume"] = window.resume_dialog
    shown["rules"] = window.show_rules("tarocchi-pizzico")
    window.show_settings()
    shown["settings"] = window.settings_dialog
    window.show_statistics()
    shown["statistics"] = window.stats_window
    open_near_end(window, tmp_path, "tarocchi-pizzico", left=2)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    shown["tarocchi-summary"] = window.summary
    window.show_last_trick()
    shown["last-trick"] = window.last_trick_dialog
    for name, dialog in shown.items():
        dialog.show()
        settle()
        assert dialog.height() <= size[1] and dialog.width() <= size[0], name
        assert not problems(dialog), (name, problems(dialog))
        save_shot(dialog, f"dialog-{name}-{size[0]}x{size[1]}")
    summary = shown["tarocchi-summary"]
    go = summary.go.mapTo(summary, summary.go.rect().bottomLeft())
    assert summary.rect().contains(go)                       # the buttons stay in view


@pytest.mark.parametrize("variant", ["tarocchi-pizzico", "briscola-4", "mariagio", "biscambiggia-6"])
def test_the_italian_window_fits_1280x720(qtbot, qapp, window, variant):
    from biscambiggia_gui import i18n
    i18n.install(qapp, "it")
    window.retranslate()
    start(window, variant, seed=5)
    wait_turn(qtbot, window)
    fit_window(window, 1280, 720)
    assert not problems(window), problems(window)
    for plate in window.scene.plates:
        assert plate.shows_whole_text(), (plate.name, plate.detail)
    save_shot(window, f"table-it-{variant}-1280x720")
    dialog = NewMatchDialog(MatchSetup(variant), window)
    qtbot.addWidget(dialog)
    dialog.show()
    settle()
    assert not problems(dialog), problems(dialog)
    save_shot(dialog, f"new-match-it-{variant}-1280x720")
