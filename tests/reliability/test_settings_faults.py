"""Settings files that stopped the start (issue 29): 50 crafted bytes that abort Qt
(std::bad_alloc, exit 134) however they are escaped or quoted, a settings file that is a
pipe (the start hung before any window), and a settings file that is a link to something
that is not a regular file (the first write replaced it). The real game starts on each
and must hold its data folder (so it got past reading the settings); the file is set
aside, untouched, and the person is told. The crafted files run only in other processes:
one that aborted would take the test run with it."""
import os
import socket
import stat
from contextlib import contextmanager

import pytest

from biscambiggia_gui import app as application
from biscambiggia_gui.engine.messages import shown_path
from biscambiggia_gui.store import crashlog
from biscambiggia_gui.store.settings import settings_file
from biscambiggia_gui.ui.instance import first_steps
from processes import game, stop, wait_holding

# QSettings reads @Variant(...) with QDataStream, which trusts the count in it: type 9
# (a list) of 0x7ffffff0 items is a bad_alloc. The same, dodging a plain text search.
CRAFTED = {
    "plain": b"[ui]\nlanguage=@Variant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xf0)\n",
    "quoted": b'[ui]\nlanguage="@Var" iant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xf0)\n',
    "escaped": b"[ui]\nlanguage=\\x40Variant(\\0\\0\\0\\v\\x7f\\xff\\xff\\xf0)\n",
    "in a list": b"[table]\nspeed=fast, @Variant(\\0\\0\\0\\t\\x7f\\xff\\xff\\xf0)\n",
}


def started(tmp_path):
    data, config = tmp_path / "data", tmp_path / "config"
    return data, config, settings_file(config)


@pytest.mark.parametrize("name", sorted(CRAFTED))
def test_a_crafted_settings_file_does_not_abort_the_start(tmp_path, qapp, name):
    data, config, path = started(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_bytes(CRAFTED[name])
    proc = game(data, config)
    try:
        wait_holding(proc, data)                    # alive, past the settings, holding
    finally:
        _, err = stop(proc)
    assert b"bad_alloc" not in err
    [aside] = path.parent.glob("Biscambiggia.ini.damaged-*")
    assert aside.read_bytes() == CRAFTED[name]


def test_the_organization_settings_file_is_checked_too(tmp_path):
    from biscambiggia_gui.store.settings import file_problem, organization_file
    path = organization_file(tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(CRAFTED["plain"])
    assert file_problem(path) == "unsafe"


@pytest.mark.parametrize("through_a_link", [False, True])
def test_a_settings_file_that_is_a_pipe_does_not_hang_the_start(tmp_path, qapp, through_a_link):
    data, config, path = started(tmp_path)
    path.parent.mkdir(parents=True)
    fifo = tmp_path / "pipe" if through_a_link else path
    os.mkfifo(fifo)
    if through_a_link:
        path.symlink_to(fifo)
    proc = game(data, config)
    try:
        wait_holding(proc, data)
    finally:
        stop(proc)
    [aside] = path.parent.glob("Biscambiggia.ini.damaged-*")
    assert stat.S_ISFIFO(os.stat(aside).st_mode)    # moved whole; through a link, the
    assert os.path.islink(aside) == through_a_link  # link moved and the pipe untouched


@pytest.fixture
def socket_file(tmp_path):
    """Something that is not a regular file and can be made without a device node (the
    tests never point the settings at a device): a listening Unix socket's file. Before
    issue 29 Qt refused to write through it and every setting changed was lost; a device
    (as root) was replaced by a regular file."""
    path = tmp_path / "elsewhere" / "a.sock"
    path.parent.mkdir()
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.bind(str(path))
    yield path
    sock.close()


@pytest.fixture
def built(qtbot, qapp, _private_user_data):
    made = []

    def build():
        _, win, _ = application.build([])
        qtbot.addWidget(win)
        made.append(win)
        return win
    yield build
    for win in made:
        win.shutdown()
    crashlog.uninstall()


def test_settings_written_through_a_link_never_replace_what_is_not_a_file(qtbot, built,
                                                                         socket_file):
    from biscambiggia_gui.ui import setup
    path = settings_file()
    path.parent.mkdir(parents=True)
    path.symlink_to(socket_file)
    win = built()
    setup.save_speed("fast")                        # a write, as the Settings dialog does
    setup.settings().sync()
    assert stat.S_ISSOCK(os.lstat(socket_file).st_mode)        # the target is untouched
    [aside] = path.parent.glob("Biscambiggia.ini.damaged-*")
    assert os.readlink(aside) == str(socket_file)               # the link, set aside
    assert path.is_file() and not path.is_symlink() and "fast" in path.read_text()
    win.show()
    first_steps(win)                                # the person is told, then the dialog
    assert win.message.windowTitle() == "Settings not used"
    assert aside.name in win.message.text() and "default settings" in win.message.text()
    win.message.done(0)
    qtbot.waitUntil(lambda: win.dialog is not None and win.dialog.isVisible())
    win.dialog.reject()


def test_a_link_to_a_regular_file_is_written_through(qtbot, built, tmp_path):
    from biscambiggia_gui.ui import setup
    target = tmp_path / "dotfiles" / "Biscambiggia.ini"
    target.parent.mkdir()
    target.write_text("[table]\nspeed=slow\n")
    path = settings_file()
    path.parent.mkdir(parents=True)
    path.symlink_to(target)
    built()
    assert setup.load_speed() == "slow"
    setup.save_speed("fast")
    setup.settings().sync()
    assert path.is_symlink() and "fast" in target.read_text()


SETTINGS_TEXT = "[table]\nspeed=slow\n"


@contextmanager
def settings_on(tmp_path, monkeypatch, fault):
    """The settings folder (BISCAMBIGGIA_CONFIG, QSettings redirected) where `fault` is: a
    plain file where the folder belongs, or a real 64 KiB tmpfs holding a settings file,
    then remounted read-only or filled up (root; skipped elsewhere). Yields the folder."""
    import subprocess
    from biscambiggia_gui.ui import setup
    from test_data_folder import fill, small_tmpfs
    if fault == "a file where the folder belongs":
        (tmp_path / "plain").write_text("the player's own file")
        config = tmp_path / "plain" / "config"
        mounted = None
    else:
        config = tmp_path / "disk"
        mounted = small_tmpfs(config, "64k")
        if not mounted.__enter__():
            pytest.skip(f"{fault} needs a tmpfs (root)")
        settings_file(config).parent.mkdir(parents=True)
        settings_file(config).write_text(SETTINGS_TEXT)
        if fault == "a read-only disk":
            subprocess.run(["mount", "-o", "remount,ro", str(config)], check=True)
        else:
            fill(config)
    try:
        monkeypatch.setenv("BISCAMBIGGIA_CONFIG", str(config))
        setup.redirect_settings()
        yield config
        if mounted is None:
            assert (tmp_path / "plain").read_text() == "the player's own file"
        else:
            assert settings_file(config).read_text() == SETTINGS_TEXT
    finally:
        if mounted is not None:
            mounted.__exit__(None, None, None)


@pytest.mark.parametrize("fault, reason", [("a file where the folder belongs", "is a file, not a folder"),
                                           ("a read-only disk", "the disk is read-only")])
def test_settings_that_cannot_be_written_are_said_at_the_start(qtbot, window, tmp_path,
                                                              monkeypatch, caplog, fault, reason):
    """A config folder that cannot be written: Qt dropped every setting changed without a
    word (the language chosen, the names, the speed were gone at the next start). The start
    says so, then goes on; the file is untouched. The log has it once (the notice, asked
    for its title, its text and at each retranslation, logged it each time)."""
    from biscambiggia_gui.ui import setup
    with settings_on(tmp_path, monkeypatch, fault) as config:
        caplog.set_level("WARNING")
        first_steps(window)
        window.retranslate()
        assert sum("cannot be written" in r.getMessage() for r in caplog.records) == 1
        assert window.message.windowTitle() == "Settings will not be kept"
        assert shown_path(settings_file(config)) in window.message.text() and reason in window.message.text()
        window.message.done(0)
        qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
        window.dialog.reject()
        if fault == "a read-only disk":
            assert setup.load_speed() == "slow"             # read all the same


def test_a_file_where_the_settings_folder_belongs_is_said_once_and_rightly(qtbot, built):
    """A plain file named Biscambiggia where the settings folder belongs: the start said
    the settings file "could not be used (it cannot be read) and could not be moved: remove
    or replace it", a file that does not exist. There is nothing to read; what is wrong is
    that nothing can be written there, and the start says that."""
    folder = settings_file().parent
    folder.parent.mkdir(parents=True)
    folder.write_text("the player's own file")
    win = built()
    assert win.settings_trouble == []
    win.show()
    first_steps(win)
    assert win.message.windowTitle() == "Settings will not be kept"
    assert f"{shown_path(folder)} is a file, not a folder" in win.message.text()
    win.message.done(0)
    qtbot.waitUntil(lambda: win.dialog is not None and win.dialog.isVisible())
    win.dialog.reject()
    assert folder.read_text() == "the player's own file"


@pytest.mark.parametrize("fault", ["a full disk", "a file where the folder belongs"])
def test_settings_the_disk_refuses_are_said_when_saved(qtbot, window, tmp_path, monkeypatch,
                                                       fault):
    """Settings saved in the Settings dialog on a disk that filled up while the game ran
    (or where the folder is a file): Qt kept the old file and said nothing, and the
    settings were gone at the next start. The window says they were not saved, where and
    why; the old file is whole."""
    with settings_on(tmp_path, monkeypatch, fault) as config:
        window.show_settings()
        dialog = window.settings_dialog
        dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
        dialog.accept()
        assert window.message.windowTitle() == "Settings not saved"
        assert shown_path(settings_file(config)) in window.message.text()
        if fault == "a full disk":
            assert "the disk" in window.message.text()
        window.message.done(0)


@pytest.mark.parametrize("text", [b"[table]\nspeed\n", b"[ui\nlanguage=\"it\n", b"\x00\x01\xfe[x]\n"])
def test_a_settings_file_with_a_line_qt_cannot_parse_is_no_write_failure(qtbot, window, text):
    """A settings file with a line Qt cannot parse (edited by hand: a key without '=', a
    section not closed; stray bytes): Qt reads the rest and writes the file anew, whole,
    yet reports a FormatError of its reading. The Settings' OK said "Settings not saved
    ... (the disk may be full)", the settings saved all the same."""
    from biscambiggia_gui.ui import setup
    path = settings_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text)
    window.show_settings()
    dialog = window.settings_dialog
    dialog.speed.setCurrentIndex(dialog.speed.findData("fast"))
    dialog.accept()
    assert window.message is None or window.message.windowTitle() != "Settings not saved"
    assert setup.load_speed() == "fast" and b"speed=fast" in path.read_bytes()
    assert setup.take_unsaved() is None
