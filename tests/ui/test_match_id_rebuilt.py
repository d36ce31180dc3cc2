"""A save whose match id was edited into a value of the wrong type (a number, a list, null,
"", an object, text over 200 characters) or taken out: its finished hands, counted while
the match was played, were counted once more the first time the save was opened (a new
id made from the bad value; null and "" a new one each time). A match started in the
window takes its id from its first deal (store/save_extras.py `match_key`), and a save
whose id is unusable gets that id back from its record: every hand counted once,
whether the save is resumed at the start or opened with Game > Open game record."""
import json
import shutil

import pytest

from biscambiggia_gui.store import saves
from biscambiggia_gui.store.stats import Statistics

from uihelpers import finish_hand, resumed_in_a_new_window, start, wait_turn

MISSING = object()


def counted() -> list[tuple]:
    with Statistics() as stats:
        return stats.db.execute("SELECT match_id, hand_index, seat FROM hands "
                                "ORDER BY hand_index").fetchall()


def edited(path, value) -> None:
    """The save at `path` with its match id made `value` (taken out: MISSING), as a
    person editing the file would leave it."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if value is MISSING:
        del data["match_id"]
    else:
        data["match_id"] = value
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("value", [12345, 1.5, ["id"], {"id": "x"}, None, "", True,
                                   "x" * 201, MISSING])
def test_an_edited_id_counts_no_hand_twice(qtbot, window, tmp_path, value):
    start(window, "briscola-2", seed=11)              # two hands: one finished, one to go
    finish_hand(qtbot, window)
    assert not window.ctrl.match.is_over()
    wait_turn(qtbot, window)
    first = counted()
    assert len(first) == 1 and first[0][0] == window.keeper.match_id
    autosave = saves.autosave_path()
    assert json.loads(autosave.read_text())["match_id"] == window.keeper.match_id
    edited(autosave, value)
    copy = tmp_path / "copy.json"
    shutil.copy(autosave, copy)
    again = resumed_in_a_new_window(qtbot, window)   # the start's resume, as the game does
    try:
        wait_turn(qtbot, again)
        assert counted() == first
        for _ in range(2):                            # Game > Open game record, twice
            assert again.open_record(str(copy))
            wait_turn(qtbot, again)
            assert again.keeper.match_id == first[0][0]
            assert counted() == first
        again.next_hand()                             # the next hand: counted once, as its own
        finish_hand(qtbot, again)
        qtbot.waitUntil(lambda: len(counted()) == 2)
        rows = counted()
        assert [r[1] for r in rows] == [0, 1] and {r[0] for r in rows} == {first[0][0]}
    finally:
        again.shutdown()


def test_two_matches_started_in_the_window_have_their_own_ids(qtbot, window):
    start(window, "briscola-2", seed=None)
    one = window.keeper.match_id
    start(window, "briscola-2", seed=None)
    two = window.keeper.match_id
    assert one.startswith("deal-") and two.startswith("deal-") and one != two
