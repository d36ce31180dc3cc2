"""What a player saw playing the games played least (Tarocchi a pizzico, Mariagio, the
chiamata games, Biscambiggia a 6) on a real X server, each fault turned into a test: the
real engine, the real window and its widgets."""
import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.ai.players import RandomPlayer, play_out
from biscambiggia_gui.engine import Match
from biscambiggia_gui.store import saves
from biscambiggia_gui.ui.setup import COMPUTER_NAMES
from biscambiggia_gui.ui.windows import describe


def seats_for(players: int, you: str) -> list[dict]:
    return [{"name": you, "kind": "person", "level": None}] + [
        {"name": COMPUTER_NAMES[i], "kind": "computer", "level": "medium"}
        for i in range(players - 1)]


def match_with_hands(variant: str, hands: int, seed: int) -> Match:
    """A match of `variant` with `hands` hands played to their end by seeded random players
    and the next one dealt (the autosave of a match left in its middle)."""
    match = Match(variant, {}, dealer=0, seed=seed)
    players = [RandomPlayer(seed + s) for s in range(match.variant.players)]
    for _ in range(hands):
        match.start_hand()
        play_out(match, players)
    match.start_hand()
    return match


@pytest.mark.parametrize("language, you, joined", [("en", "You", " and "), ("it", "Tu", " e ")])
@pytest.mark.parametrize("variant", ["briscola-chiamata", "biscambiggia-chiamata",
                                     "biscambiggia-6", "briscola-4", "tarocchi-pizzico",
                                     "mariagio"])
def test_the_resume_prompt_names_whose_each_score_is(qapp, variant, language, you, joined):
    """Seen at start-up after a match of Briscola chiamata was left: "Hand 2, standing
    -1 - 1 - 1 - 1 - -2": five bare numbers, the tokens' minus signs among the dashes, and
    nothing saying whose each one is. Each party of the standing now comes with its name
    (a team with its players' names), its score right after it."""
    i18n.install(qapp, language)
    match = match_with_hands(variant, 1, seed=11)
    seats = seats_for(match.variant.players, you)
    saves.autosave(match, seats, match_id="resume-words", stats_from=0)
    said = describe(saves.load_autosave())
    names = [s["name"] for s in seats]
    score = match.score()
    for party, points in enumerate(score):
        members = [n for s, n in enumerate(names) if match.party_of(s) == party]
        if len(members) > 1:                 # a team: its players' names, joined
            assert all(m in said for m in members) and joined in said, said
        assert f"{members[-1]}\u00a0{points}" in said, (party, said)
    assert "\u2013 -" not in said and "- -" not in said, said
