"""The lessons offered (issue 25): at the first start over the table, under Help, from the
new-match dialog's Learn to play on the lesson of the game chosen; put away by a match
started, and never where its buttons cannot answer. The lessons themselves are driven in
test_lesson_window.py."""
from __future__ import annotations

from PySide6.QtCore import Qt

from biscambiggia_gui.engine.lessons import lessons
from uihelpers import click, start, wait_turn

LESSONS = list(lessons())


def test_lessons_offered_at_first_start_and_under_help(qtbot, window):
    from biscambiggia_gui.ui.lesson import lessons_offered
    offer = window.lesson_offer
    assert offer is not None and offer.isVisible() and not lessons_offered()
    click(qtbot, offer.take)
    dialog = window.lessons_dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.list.count() == len(lessons()) and lessons_offered()
    dialog.reject()
    window.menus.lessons.trigger()
    qtbot.waitUntil(lambda: window.lessons_dialog.isVisible())
    window.lessons_dialog.list.setCurrentRow(LESSONS.index("tarocchi"))
    click(qtbot, window.lessons_dialog.start)
    qtbot.waitUntil(lambda: getattr(window, "lesson_window", None) is not None)
    assert window.lesson_window.lesson.id == "tarocchi"
    window.lesson_window.close()
    from biscambiggia_gui.ui.mainwindow import MainWindow
    again = MainWindow()
    qtbot.addWidget(again)
    assert again.lesson_offer is None                    # offered once
    again.shutdown()


def test_a_match_started_puts_the_offer_away_until_the_next_start(qtbot, window):
    """The offer lies over the top seat's plate and cards: a match started without an
    answer puts it away, and the next start (an empty table) offers the lessons again."""
    from biscambiggia_gui.ui.lesson import lessons_offered
    offer = window.lesson_offer
    assert offer is not None and offer.isVisible()
    start(window, "briscola-2", level="medium")
    wait_turn(qtbot, window)
    assert not offer.isVisible() and not lessons_offered()
    window.retranslate()                                 # a language change keeps it away
    assert not offer.isVisible()
    from biscambiggia_gui.ui.mainwindow import MainWindow
    again = MainWindow()
    qtbot.addWidget(again)
    again.show()
    assert again.lesson_offer is not None and again.lesson_offer.isVisible()
    again.shutdown()


def test_the_offer_shows_only_where_its_buttons_answer(qtbot, window):
    """The first start opens the new-match dialog over the table, and the dialog blocks the
    window: the offer under it showed, half covered at 1280x720, its buttons dead. It now
    waits while a dialog blocks the window and comes back, answerable, when the dialog is
    closed without a match; a match started puts it away, as before."""
    from biscambiggia_gui.ui.lesson import lessons_offered
    offer = window.lesson_offer
    assert offer is not None and offer.isVisible()
    window.ask_new_match()
    qtbot.waitUntil(lambda: window.dialog.isVisible())
    qtbot.waitUntil(lambda: not offer.isVisible())
    window.dialog.reject()
    qtbot.waitUntil(offer.isVisible)
    window.retranslate()
    assert offer.isVisible()
    click(qtbot, offer.later)                            # it answers: away for good
    assert not offer.isVisible() and lessons_offered()
    window.ask_new_match()
    qtbot.waitUntil(lambda: window.dialog.isVisible())
    window.dialog.reject()
    qtbot.waitUntil(lambda: not window.dialog.isVisible())
    assert not offer.isVisible()


def test_a_match_chosen_in_the_dialog_leaves_the_offer_away(qtbot, window):
    offer = window.lesson_offer
    window.ask_new_match()
    qtbot.waitUntil(lambda: window.dialog.isVisible())
    click(qtbot, window.dialog.play)
    wait_turn(qtbot, window)
    qtbot.waitUntil(lambda: not window.dialog.isVisible())
    assert not offer.isVisible()


def test_learn_to_play_from_the_new_match_dialog(qtbot, window):
    """The new-match dialog's Learn to play makes way for the list of lessons; Start opens
    the lesson chosen, and the match on the table is left as it was."""
    start(window, "briscola-2", seed=3)
    wait_turn(qtbot, window)
    match = window.ctrl.match
    window.menus.new.trigger()
    dialog = window.dialog
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.learn.isVisible() and dialog.learn.text() == "&Learn to play..."
    click(qtbot, dialog.learn)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    lessons_dialog = window.lessons_dialog
    qtbot.waitUntil(lessons_dialog.isVisible)
    lessons_dialog.list.setCurrentRow(LESSONS.index("mariagio"))
    click(qtbot, lessons_dialog.start)
    qtbot.waitUntil(lambda: getattr(window, "lesson_window", None) is not None)
    assert window.lesson_window.lesson.id == "mariagio" and window.lesson_window.isVisible()
    assert window.ctrl.match is match and match.hand_in_progress()
    window.lesson_window.close()


def test_learn_to_play_opens_on_the_lesson_of_the_game_chosen(qtbot, window):
    """A player who chose a game in the new-match dialog and asks to learn it finds its
    lesson chosen in the list (Start opens it at once), not the first one."""
    from biscambiggia_gui.engine.lessons import lesson_for
    from biscambiggia_gui.ui.setup import game_variants, games
    for game in games():
        for players, vid in game_variants(game).items():
            window.menus.new.trigger()
            dialog = window.dialog
            qtbot.waitUntil(dialog.isVisible)
            dialog.game.setCurrentIndex(dialog.game.findData(game))
            dialog.players.setCurrentIndex(dialog.players.findData(players))
            assert dialog.variant_id() == vid
            click(qtbot, dialog.learn)
            lessons_dialog = window.lessons_dialog
            qtbot.waitUntil(lessons_dialog.isVisible)
            chosen = lessons_dialog.list.currentItem().data(Qt.ItemDataRole.UserRole)
            assert chosen == lesson_for(vid).id, vid
            lessons_dialog.reject()


def test_no_lessons_in_the_default_match_chooser(qtbot):
    """The Settings' choice of the default match is no place to start a lesson."""
    from biscambiggia_gui.ui.newmatch import NewMatchDialog
    chooser = NewMatchDialog(for_default=True)
    qtbot.addWidget(chooser)
    chooser.show()
    assert not chooser.learn.isVisible() and chooser.rules.isVisible()
