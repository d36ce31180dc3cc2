"""A file set aside keeps a name of its own (store/aside.py): a second damaged file set
aside in the same second never replaces the first. The damaged statistics journal was
renamed statistics-pending.damaged-<second>.json with os.replace, so a second damaged
journal within that second took the first one's place: whether the first survived hung on
the clock. The time is fixed here, so both cases are the same second."""
from pathlib import Path

from biscambiggia_gui.store import aside, saves
from biscambiggia_gui.store.stats import Pending


def same_second(monkeypatch):
    monkeypatch.setattr(aside, "stamp", lambda: "20261127-011500")


def test_two_damaged_journals_in_one_second_are_both_kept(tmp_path, monkeypatch):
    same_second(monkeypatch)
    path = tmp_path / "statistics-pending.json"
    for text in ("{not json", "[1, 2"):
        path.write_text(text)
        assert len(Pending(path)) == 0 and not path.exists()
    kept = sorted(p.name for p in tmp_path.glob("statistics-pending.damaged-*"))
    assert kept == ["statistics-pending.damaged-20261127-011500-2.json",
                    "statistics-pending.damaged-20261127-011500.json"]
    assert sorted(p.read_text() for p in tmp_path.glob("statistics-pending.damaged-*")) == ["[1, 2", "{not json"]


def test_two_damaged_autosaves_in_one_second_are_both_kept(monkeypatch):
    same_second(monkeypatch)
    path = saves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    kept = []
    for text in ("{", "["):
        path.write_text(text)
        kept.append(saves.discard_autosave(keep_copy=True))
    assert [p.name for p in kept] == ["autosave.damaged-20261127-011500.json",
                                      "autosave.damaged-20261127-011500-2.json"]
    assert [p.read_text() for p in kept] == ["{", "["]


def test_a_name_taken_even_by_a_dangling_link_is_skipped(tmp_path, monkeypatch):
    same_second(monkeypatch)
    (tmp_path / "x.damaged-20261127-011500").symlink_to(tmp_path / "nowhere")
    assert aside.aside_path(Path(tmp_path), "x.damaged") == tmp_path / "x.damaged-20261127-011500-2"
