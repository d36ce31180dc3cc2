"""One window per data folder (issue 15): starting the real game twice on one data folder
brings the first window forward and the second start quits; a lock left by a killed game
is taken over; a holder that does not answer gets the read-only offer, and a read-only
window writes neither the autosave nor statistics."""
import signal


from biscambiggia_gui.paths import user_data_dir
from biscambiggia_gui.store import saves
from biscambiggia_gui.store.stats import database_path
from biscambiggia_gui.ui.instance import LOCK_NAME, InstanceGuard, ask_read_only, make_read_only
from processes import START_S, game, holder_pid, holding, stop, wait_holding
from uihelpers import finish_hand, start, when_message_box


def test_a_second_start_brings_the_first_forward_and_a_killed_lock_is_taken_over(tmp_path, qapp):
    data, config = tmp_path / "data", tmp_path / "config"
    first = game(data, config)
    later = []
    try:
        wait_holding(first, data)
        second = game(data, config)
        later.append(second)
        out, err = second.communicate(timeout=START_S)
        assert second.returncode == 0, err.decode()
        assert b"already open" in err and b"brought forward" in err
        assert first.poll() is None and holder_pid(data) == first.pid
        first.send_signal(signal.SIGKILL)          # a crash: the lock file stays behind
        first.wait(timeout=30)
        assert (data / LOCK_NAME).exists() and holder_pid(data) == first.pid
        third = game(data, config)
        later.append(third)
        wait_holding(third, data)                  # the stale lock is taken over
        fourth = game(data, config)
        later.append(fourth)
        _, err = fourth.communicate(timeout=START_S)
        assert fourth.returncode == 0 and b"brought forward" in err
        assert third.poll() is None
    finally:
        for proc in [first, *later]:
            stop(proc)


def test_a_holder_that_does_not_answer_gets_the_read_only_offer(tmp_path, qtbot, window):
    folder = user_data_dir()
    with holding(folder / LOCK_NAME) as holder:
        guard = InstanceGuard(folder)
        assert guard.acquire() == "busy"

        said = []

        def choose_read_only(box):                  # (never asserts: the box must close)
            said.append(box.text())
            [button] = [b for b in box.buttons() if b.text() == "Open read-only"] or [
                box.buttons()[-1]]
            button.click()

        when_message_box(choose_read_only, every_ms=50)
        assert ask_read_only(folder, window, guard.holder) is True
        assert "does not answer" in said[0] and str(holder.pid) in said[0]
        make_read_only(window)
        assert "read-only" in window.windowTitle()
        start(window, "briscola-2", seats=["person", "computer"], options={"hands": 2})
        finish_hand(qtbot, window)                  # a whole hand played in the window
        assert window.ctrl.match.results and window.windowTitle().endswith("read-only")
        assert not saves.has_autosave() and not database_path().exists()


def test_a_record_opened_from_the_desktop_opens_in_the_window_or_in_the_one_open(tmp_path):
    """`biscambiggia RECORD` (the desktop entry's Exec=biscambiggia %f): a first start opens
    that record (its match is then what the autosave holds); a later start on the same data
    folder hands its record to the window open there, which opens it (nothing was begun
    there: no question) while the later start quits."""
    import json
    import time
    from uihelpers import record_near_end
    records = []
    for n, variant in enumerate(("briscola-2", "mariagio")):
        record = record_near_end(variant, seed=n + 3, left=6)
        records.append((tmp_path / f"record {n}.json", record))
        records[-1][0].write_text(json.dumps(record), encoding="utf-8")

    def autosaved(data, record) -> bool:
        deadline = time.monotonic() + START_S
        while time.monotonic() < deadline:
            try:
                saved = json.loads((data / saves.AUTOSAVE_NAME).read_text(encoding="utf-8"))["record"]
            except (OSError, ValueError, KeyError):
                saved = None
            if saved and (saved["variant"], saved["hands"][0]["deck"]) == (
                    record["variant"], record["hands"][0]["deck"]):
                return True
            time.sleep(0.2)
        return False

    config = tmp_path / "config"
    alone = game(tmp_path / "alone", config, str(records[0][0]))
    first = game(tmp_path / "data", config)
    later = []
    try:
        assert autosaved(tmp_path / "alone", records[0][1])
        wait_holding(first, tmp_path / "data")
        second = game(tmp_path / "data", config, str(records[1][0]))
        later.append(second)
        _, err = second.communicate(timeout=START_S)
        assert second.returncode == 0 and b"asked to open" in err, err.decode()
        assert autosaved(tmp_path / "data", records[1][1])     # the first window opened it
        assert first.poll() is None
    finally:
        for proc in [alone, first, *later]:
            stop(proc)
