"""A score said after a name (seen on a real X server, 2026-11-27, four at one screen in
Biscambiggia a 4): the resume prompt said "Mano 2, punteggio: Player 1 e Player 3 1;
Player 2 e Carla 0". The names several people at one screen get ("Player 1", "Giocatore
3") end in a number, and a bare score after them ran into it: "Player 3 1". Every line
that says parties with their scores (the resume prompt, the log's line of a hand of three
sides or more, the screen reader's points after a trick) now says each score in words
with its unit, as the panel's standing does, in brackets after its name ("Player 1 and
Player 3 (1 hand)"), as the log's trick line puts each card after its player."""
import re

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.store import saves
from biscambiggia_gui.ui.setup import MatchSetup, SeatSetup
from biscambiggia_gui.ui.windows import describe

from uihelpers import finish_hand

BARE = re.compile(r"\d\s+-?\d")          # a number right after another: "Player 3 1", "3 40"


def start_named(window, variant: str, names: list[str], seed: int = 4) -> None:
    seats = [SeatSetup(names[0], "person", None)] + [SeatSetup(n, "computer", "random")
                                                     for n in names[1:]]
    window.start_match(MatchSetup(variant, seats, {}, seed=seed), remember=False)


@pytest.mark.parametrize("language, unit", [("en", "hand"), ("it", "man")])
def test_the_resume_prompt_never_runs_a_score_into_a_name(qtbot, qapp, window, language, unit):
    i18n.install(qapp, language)
    window.retranslate()
    names = ["Player 1", "Player 2", "Player 3", "Carla"]
    start_named(window, "biscambiggia-4", names)
    finish_hand(qtbot, window)
    window.ctrl.stop()
    said = describe(saves.load_autosave())
    score = said.rsplit(": ", 1)[1].rstrip(".")
    pieces = score.split("; ")
    assert len(pieces) == 2, said
    assert not BARE.search(score), said
    standing = window.ctrl.match.score()
    for piece, n in zip(pieces, standing):
        assert re.search(rf"\s\({n}\s{unit}\w*\)$", piece), said     # "... (1 hand)", "(0 mani)"
    first = pieces[0].replace("\u00a0", " ")
    assert first.startswith("Player 1") and "Player 3" in first, said


@pytest.mark.parametrize("language", ["en", "it"])
def test_three_sides_points_never_run_into_their_names(qtbot, qapp, window, language):
    i18n.install(qapp, language)
    window.retranslate()
    said = []
    window.announcer.spoken.connect(said.append)
    start_named(window, "biscambiggia-3", ["Player 1", "Player 2", "Player 3"])
    finish_hand(qtbot, window)
    ctrl = window.ctrl
    result = ctrl.match.results[-1]
    line = ctrl.log_lines[-1]
    score = line.split(": ", 1)[1]
    pieces = score.split("; ")
    assert len(pieces) == 3 and not BARE.search(score), line
    named = {ctrl.hand_side_name(result, s): p for s, p in enumerate(result.points)}
    for piece in pieces:
        name, n = re.fullmatch(r"(.+?)\s\((-?\d+)\s\w+\)", piece).groups()
        assert named[name.replace("\u00a0", " ")] == int(n), line
    tricks = [s for s in said if ": " in s and "Player 3" in s.split(": ", 1)[1]]
    assert tricks, said
    for s in tricks:                 # "Points: Player 1 (12 points); Player 2 (0 points); ..."
        assert not BARE.search(s.split(": ", 1)[1]), s


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_team_of_people_at_one_screen_keeps_each_name_whole(qtbot, qapp, window, language):
    """Seen at 1920x1080, four at one screen in Biscambiggia a 4: the standing beside the
    table said "Player 1 and Player" and, on a line of its own, "3". A name's number now
    stays with it at a line's end, in the standing and wherever a team is named."""
    from uihelpers import settle, wrapped
    i18n.install(qapp, language)
    window.retranslate()
    seats = [SeatSetup(f"Player {n}", "person", None) for n in (1, 2, 3)] \
        + [SeatSetup("Carla", "computer", "random")]
    window.start_match(MatchSetup("biscambiggia-4", seats, {}, seed=4), remember=False)
    qtbot.waitUntil(window.cover.isVisible)
    team = window.ctrl.side_name(0)                       # "Player 1 and Player 3"
    assert "Player" in team and "Carla" not in team, team
    for size in ((1920, 1080), (1280, 720)):
        window.resize(*size)
        settle()
        labels = [name for name, _ in window.panel.rows if name.isVisible()]
        assert [label.text() for label in labels] == [window.ctrl.side_name(s, glued=True) for s in (0, 1)]
        for label in labels:
            lines = wrapped(label.text(), label.font(), label.contentsRect().width())
            assert not any(line[:1].isdigit() for line in lines[1:]), (size, lines)
    for width in range(40, 400, 3):                     # whatever the room, wherever it breaks
        lines = wrapped(team, labels[0].font(), width)
        assert not any(line[:1].isdigit() for line in lines[1:]), (width, lines)
