"""A damaged game record or save names the hand where the fault is as the table and the
review named it (Match.hand_words, the one numbering): a deal everyone passed in the
chiamata games is not one of the match's hands, so the deal after it is "hand 2, dealt
again" and the one after that "hand 3", not "hand 3" and "hand 4" as the entries of
"hands" in the file count them. Real matches with a passed deal, damaged, then opened as
the window opens them (saves.load_match), in the window's words (English and Italian,
ui/keeper.translate_save_error), by `replay` and in the engine's refusal."""
import copy
import json
import subprocess
import sys

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.record import RecordError, replay, to_record
from biscambiggia_gui.review import line, moments, weigh
from biscambiggia_gui.store import saves
from biscambiggia_gui.ui.messages import hand_word

ROOT = __file__.rsplit("/tests/", 1)[0]
PASSED = 1                     # the second deal of the match below: everyone passes


def redealt_match() -> Match:
    """Briscola chiamata of three hands, played out: hand 1, a deal everyone passed (still
    hand 2, as the table says "Hand 1: ..." then "Hand 2: ..."), hand 2 dealt again, hand 3.
    Four deals in the record."""
    match = Match("briscola-chiamata", {"hands": 3}, dealer=3, seed=8)
    for passing in (False, True, False, False):
        hand = match.start_hand()
        while not hand.is_over():
            match.apply("pass" if passing else hand.legal_actions()[0])
    assert match.is_over() and len(match.hands) == 4
    assert [match.hand_number(i) for i in range(4)] == [(1, False), (2, False), (2, True), (3, False)]
    return match


def seats():
    return [{"name": "Anna", "kind": "person", "level": None}] + [
        {"name": n, "kind": "computer", "level": "medium"} for n in ("Bice", "Carlo", "Dado", "Elsa")]


def wrong_turn(record: dict, deal: int, move: int) -> int:
    """The `move`-th action (from 0) of deal `deal` made by the next seat: refused as not its
    turn. The seat the file names."""
    action = record["hands"][deal]["actions"][move]
    action["seat"] = (action["seat"] + 1) % 5
    return action["seat"]


def saved(tmp_path, record: dict, name="partita.json"):
    """The damaged record inside a save, as the autosave wraps it."""
    payload = saves.make_payload(redealt_match(), seats(), match_id="m")
    payload["record"] = record
    path = tmp_path / name
    path.write_text(json.dumps(payload, indent=1), encoding="utf-8")
    return path


def refused(path) -> saves.SaveError:
    with pytest.raises(saves.SaveError) as info:
        saves.load_match(path)
    assert info.value.message_id == "replay"
    return info.value


@pytest.mark.parametrize("deal, table", [(3, "hand 3"), (2, "hand 2, dealt again"),
                                         (PASSED, "hand 2"), (0, "hand 1")])
def test_an_illegal_move_names_the_hand_as_the_table_did(tmp_path, deal, table):
    """The fourth deal is hand 3 (it said "hand 4"), the third hand 2 dealt again (it said
    "hand 3"); the words are those of the table's title (hand_word "round")."""
    good = redealt_match()
    record = to_record(good)
    seat = wrong_turn(record, deal, 1)
    error = refused(saved(tmp_path, record))
    assert str(good.hand_words(deal)) == table
    assert f"{table}, move 2, by seat {seat}: it is seat " in str(error)
    if not table.startswith(f"hand {deal + 1}"):                  # the file's count: never
        assert f"hand {deal + 1}" not in str(error)
    assert error.refusal is not None and (error.refusal.hand, error.refusal.action) == (deal, 1)


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_window_names_the_hand_in_its_own_words(qapp, tmp_path, language):
    from biscambiggia_gui.ui.keeper import translate_save_error
    good = redealt_match()
    record = to_record(good)
    seat = wrong_turn(record, 3, 4)
    bad_deck = copy.deepcopy(to_record(good))
    bad_deck["hands"][2]["deck"][0] = bad_deck["hands"][2]["deck"][1]
    turn = refused(saved(tmp_path, record, "turn.json"))
    deck = refused(saved(tmp_path, bad_deck, "deck.json"))
    i18n.install(qapp, language)
    try:
        table = [hand_word(good, i, "round") for i in range(4)]     # as the title says them
        by_seat = "del posto" if language == "it" else "by seat"
        in_file = "mossa 5 nel file" if language == "it" else "move 5 in the file"
        turn_text, deck_text = translate_save_error(turn), translate_save_error(deck)
    finally:
        i18n.install(qapp, "en")
    expected = {"en": ["hand 1", "hand 2", "hand 2, dealt again", "hand 3"],
                "it": ["mano 1", "mano 2", "mano 2, ridistribuita", "mano 3"]}[language]
    assert table == expected
    assert f"({table[3]}, {in_file}, {by_seat} {seat})" in turn_text, turn_text
    assert deck_text.endswith(f"({table[2]}).") and "4" not in deck_text.split("(")[-1], deck_text


def test_a_fault_found_before_the_replay_is_numbered_too(tmp_path):
    """A deck of the wrong size is refused before any card is dealt (check_schema): the
    deals before it are replayed to number it. One before it that breaks the rules is the
    file's first fault, and is said first."""
    good = redealt_match()
    record = to_record(good)
    record["hands"][3]["deck"] = record["hands"][3]["deck"][:-1]
    with pytest.raises(RecordError) as info:
        replay(record)
    assert str(info.value).startswith("hand 3: a deck of 39") and info.value.hand == 3
    record["hands"][2]["actions"] = record["hands"][2]["actions"][:-1]   # unfinished, then more
    with pytest.raises(RecordError) as info:
        replay(record)
    assert str(info.value).startswith("hand 2, dealt again: this hand is not finished")


def test_replay_says_it_as_the_window_does(tmp_path):
    record = to_record(redealt_match())
    seat = wrong_turn(record, 3, 2)
    path = tmp_path / "record.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "biscambiggia_gui", "replay", str(path)],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert done.returncode == 2 and f"hand 3, move 3, by seat {seat}: " in done.stderr
    assert "hand 4" not in done.stderr


def test_the_review_line_names_a_redeal_as_the_review_window(tmp_path):
    """The review command numbered hands as the table but left out "dealt again": the
    passes of the passed deal and the bids of the deal after it both read "hand 2"."""
    match = redealt_match()
    passes, bids = (next(iter(moments(match, 0, hands=[h]))) for h in (PASSED, 2))
    lines = [line(weigh(m, 0), str(match.hand_words(m.hand))) for m in (passes, bids)]
    assert lines[0].startswith("hand 2, trick 1: pass"), lines
    assert lines[1].startswith("hand 2, dealt again, trick 1: "), lines
