"""Open boxes follow a language change (docs/i18n.md, "Words that follow the language"):
the leaving questions, the window's messages and the crash dialog are said anew, as the
match log's lines are (ui/logline.py), by window.retranslate() (what Settings does at once)
and by Qt's own LanguageChange alone. They kept the words they were opened with: an
Italian question with English buttons, or the other way round."""
import pytest
from PySide6.QtWidgets import QApplication

from biscambiggia_gui import i18n
from biscambiggia_gui.ui.crash_dialog import CrashReporter
from test_leaving_unsaved import DataDiskFull, hand_ended_on_a_full_disk, questions
from uihelpers import play_first_legal, settle, start, wait_turn

ITALIAN = {"Close without saving?": "Chiudere senza salvare?",
           "&Back to the game": "&Torna alla partita",
           "Leave this match?": "Lasciare questa partita?",
           "&Keep playing": "&Continua a giocare",
           "the disk is full": "il disco è pieno"}


def speak(qapp, window, language: str, how: str) -> None:
    """The language changed as Settings change it (`how` "retranslate"), or by Qt's
    LanguageChange event alone ("event")."""
    i18n.install(qapp, language)
    if how == "retranslate":
        window.retranslate()
    else:
        settle()


def button_words(box) -> set[str]:
    return {b.text() for b in box.buttons()}


@pytest.mark.parametrize("how", ["retranslate", "event"])
def test_the_unsaved_question_follows_the_language(qtbot, qapp, window, monkeypatch, how):
    disk = DataDiskFull(monkeypatch)
    hand_ended_on_a_full_disk(qtbot, window, disk)
    window.close()
    settle()
    [box] = questions(window)
    assert box.windowTitle() == "Close without saving?" and "&Back to the game" in button_words(box)
    speak(qapp, window, "it", how)
    assert box.isVisible() and box.windowTitle() == ITALIAN["Close without saving?"]
    assert ITALIAN["&Back to the game"] in button_words(box)
    assert ITALIAN["the disk is full"] in box.text() and "the disk is full" not in box.text()
    speak(qapp, window, "en", how)
    assert box.windowTitle() == "Close without saving?" and "(the disk is full)" in box.text()
    assert "&Back to the game" in button_words(box)
    box.property("choices")["back"].click()
    settle()
    assert window.isVisible()


def test_the_leave_question_and_a_message_follow_the_language(qtbot, qapp, window, monkeypatch):
    """"Leave this match?" (New match over an unfinished one) and the autosave's message,
    opened in Italian, are English again once the language is."""
    start(window, "briscola-2", seats=["person", "computer"])
    wait_turn(qtbot, window)
    play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    speak(qapp, window, "it", "retranslate")
    window.unless_unfinished(lambda: None)
    box = window.leave_box
    assert box.windowTitle() == ITALIAN["Leave this match?"]
    assert ITALIAN["&Keep playing"] in button_words(box)
    disk = DataDiskFull(monkeypatch)
    disk.full = True
    window.keeper.autosave()
    message = window.message
    assert message.windowTitle() == "Non si riesce a salvare la partita"
    assert ITALIAN["the disk is full"] in message.text()
    speak(qapp, window, "en", "retranslate")
    assert box.windowTitle() == "Leave this match?" and "&Keep playing" in button_words(box)
    assert message.windowTitle() == "The match cannot be saved"
    assert ": the disk is full." in message.text() and message.button(message.StandardButton.Ok).text() == "OK"
    message.done(0)
    box.reject()


def test_the_crash_dialog_follows_the_language(qtbot, qapp, window):
    reporter = CrashReporter(window)
    reporter._show("Traceback: a test's report", "")
    dialog = reporter.dialog
    assert dialog is not None and dialog.copy_button.text() == "Copy report"
    speak(qapp, window, "it", "retranslate")
    assert dialog.copy_button.text() == "Copia il rapporto"
    assert "Qualcosa è andato storto dentro Biscambiggia." in dialog.heading.text()
    speak(qapp, window, "en", "event")
    assert dialog.copy_button.text() == "Copy report" and dialog.close_button.text() == "Close"
    dialog.close()
    QApplication.processEvents()


def test_a_start_notice_whose_fault_cleared_keeps_its_words(qtbot, qapp, window, monkeypatch):
    """A start's notice is said anew at each language change from the fault as it stands;
    a fault gone since (the settings file writable again) made it say nothing: an empty box
    with a bare OK. It keeps the words it had."""
    from biscambiggia_gui.ui import instance
    from biscambiggia_gui.ui.instance import first_steps
    faults = [("Settings will not be kept", "The settings file cannot be written.")]
    monkeypatch.setattr(instance, "settings_kept_notice", lambda: faults[0] if faults else None)
    first_steps(window)
    box = window.message
    assert box.windowTitle() == "Settings will not be kept"
    faults.clear()                                   # writable again
    window.retranslate()
    assert box.windowTitle() == "Settings will not be kept"
    assert box.text() == "The settings file cannot be written."
    box.done(0)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    window.dialog.reject()
