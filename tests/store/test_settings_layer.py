"""Settings (issue 15, issue 16): every setting is read through one validating layer; a
value of the wrong type or shape falls back to its default with one log note; the file
lives in the config folder and an old one under the data folder is moved there once."""
import logging

import pytest

from biscambiggia_gui.paths import user_data_dir
from biscambiggia_gui.store import settings as stored
from biscambiggia_gui.ui import setup

BAD = {                           # key -> values of the wrong type or shape, as QSettings keeps them
    "ui/language": [["it", "en"], "klingon", {"a": 1}, 7],
    "table/speed": [["fast", "slow"], {"x": [1, 2]}, "warp", 3.5],
    "table/card_size": [["large"], "huge", b"\x00large"],
    "table/show_played": [[1, 2], "maybe", {"b": True}],
    "deck/biscambiggia": [["genoese"], "tarot", 4],
    "player/names": [["Anna"], '{"a": 1}', "[" * 40 + "]" * 40, "[1e999]", '"Anna"'],
    "match/last": ['{"variant": "briscola-2", "options": []}', '{"variant": 5}',
                   '{"variant": "briscola-2", "seats": [{"name": ["x"]}]}', "[]", "nonsense",
                   ["a", "b"], '{"variant": "briscola-2", "seats": "ab"}'],
    "match/default": ['{"variant": "mariagio", "deck": 7}', '{"variant": "x", "seats": [5]}'],
}


@pytest.fixture
def config(_private_user_data):
    setup.redirect_settings()
    return stored.settings_file()


def test_the_settings_file_is_in_the_config_folder(config, tmp_path, monkeypatch):
    s = setup.settings()
    s.setValue("table/speed", "fast")
    s.sync()
    assert config.is_file() and config.parent.parent == tmp_path / "userconfig"
    assert "fast" in config.read_text() and not (user_data_dir() / "settings").exists()
    monkeypatch.delenv("BISCAMBIGGIA_CONFIG")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg"))
    assert stored.settings_file() == tmp_path / "xdg" / "Biscambiggia" / "Biscambiggia.ini"


@pytest.mark.parametrize("key", sorted(BAD))
def test_every_bad_value_falls_back_to_its_default_once(config, key, caplog):
    default = setup.setting(key)
    for value in BAD[key]:
        s = setup.settings()
        s.setValue(key, value)
        s.sync()
        stored._warned.discard(key)
        with caplog.at_level(logging.WARNING, logger=stored.__name__):
            caplog.clear()
            assert setup.setting(key) == default, value
            assert setup.setting(key) == default
        notes = [r for r in caplog.records if key in r.getMessage()]
        assert len(notes) == 1, (value, caplog.records)


def test_the_readers_on_top_survive_bad_values(config):
    s = setup.settings()
    for key, values in BAD.items():
        s.setValue(key, values[0])
    s.sync()
    assert setup.load_setup().variant == "biscambiggia-2"
    assert setup.default_setup().variant == "biscambiggia-2"
    assert setup.player_names() == [""] * 6
    assert setup.load_speed() == "normal" and setup.preferred_deck("biscambiggia") == "genoese"
    assert setup.load_flag("table/show_played", True) is True
    assert setup.load_choice("table/card_size", setup.CARD_SIZES, "normal") == "normal"


def test_good_values_are_read_as_written(config):
    s = setup.settings()
    s.setValue("table/show_played", False)
    s.setValue("ui/language", "it")
    s.setValue("deck/briscola", "genoese")
    s.sync()
    assert setup.setting("table/show_played") is False
    assert setup.setting("ui/language") == "it" and setup.preferred_deck("briscola") == "genoese"


def test_old_settings_are_moved_on_first_start(_private_user_data):
    old = stored.old_settings_file(user_data_dir())
    old.parent.mkdir(parents=True)
    old.write_text("[table]\nspeed=slow\n")
    setup.redirect_settings()
    new = stored.settings_file()
    assert new.read_text() == "[table]\nspeed=slow\n"
    assert not old.exists() and not (user_data_dir() / "settings").exists()
    assert setup.load_speed() == "slow"
    # a later start finds nothing to move; a file already in the config folder wins
    old.parent.mkdir(parents=True)
    old.write_text("[table]\nspeed=fast\n")
    assert stored.migrate(user_data_dir()) is None
    assert old.exists() and new.read_text() == "[table]\nspeed=slow\n"


def test_a_failed_move_is_logged_and_the_game_starts(_private_user_data, tmp_path, caplog):
    old = stored.old_settings_file(user_data_dir())
    old.parent.mkdir(parents=True)
    old.write_text("[table]\nspeed=slow\n")
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the config folder should be")
    with caplog.at_level(logging.WARNING):
        assert stored.migrate(user_data_dir(), base=blocked) is None
    assert old.exists() and "could not move" in caplog.text
