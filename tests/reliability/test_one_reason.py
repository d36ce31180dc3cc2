"""One system refusal, one set of words (docs/reliability.md, "Faults at the edges of a
session"): the data folder that cannot be written, said at the start ("Nothing can be
saved", from `paths.data_dir_error`), and the autosave's failure in the same folder
(`keeper.autosave_failure`) give the same OSError the same reason, from the one place an
errno is put in words (`fault_words.os_reason`), in English and Italian. The errno is raised
by the real write path (`os.open` with O_CREAT in the data folder); nothing is mounted."""
import errno
import os

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.paths import data_dir_error, user_data_dir
from biscambiggia_gui.store import saves
from biscambiggia_gui.ui.fault_words import os_reason
from biscambiggia_gui.ui.instance import first_steps
from biscambiggia_gui.ui.keeper import autosave_failure
from uihelpers import start, wait_turn

REASONS = {
    errno.EROFS: ("the disk is read-only", "il disco è in sola lettura"),
    errno.EACCES: ("you do not have permission to write there", "non hai il permesso di scriverci"),
    errno.ENOSPC: ("the disk is full", "il disco è pieno"),
    errno.EIO: ("the disk reports an error", "il disco segnala un errore"),
}


def refuse(monkeypatch, code: int) -> None:
    """Every file made in the data folder fails with `code`."""
    real_open = os.open
    folder = str(user_data_dir())

    def open_(path, flags, *args, **kwargs):
        if flags & os.O_CREAT and str(path).startswith(folder):
            raise OSError(code, os.strerror(code), str(path))
        return real_open(path, flags, *args, **kwargs)
    monkeypatch.setattr(os, "open", open_)


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("code", sorted(REASONS))
def test_the_start_and_the_autosave_say_one_refusal_in_the_same_words(qtbot, qapp, window,
                                                                     monkeypatch, code, language):
    start(window, "briscola-2", seats=["person", "computer"])
    wait_turn(qtbot, window)
    i18n.install(qapp, language)
    window.retranslate()
    refuse(monkeypatch, code)
    error = data_dir_error()
    assert error is not None and error.errno == code
    reason = os_reason(error)
    english, italian = REASONS[code]
    assert reason == (english if language == "en" else italian)
    with pytest.raises(saves.SaveError) as failed:
        saves.autosave(window.ctrl.match, window.ctrl.setup.seat_dicts())
    assert f": {reason}." in autosave_failure(failed.value)       # the autosave's message
    first_steps(window)
    assert f"({reason})" in window.message.text()                  # the start's message
    window.message.done(0)
