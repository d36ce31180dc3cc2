"""Game families as objects (issue 14, docs/architecture.md "Game families"): every variant
points at one family in the registry, the family's attributes say what its hands do, and
behaviour outside engine/rules is chosen by family, never by comparing the game's name."""
import pathlib
import random
import re

import pytest

from biscambiggia_gui.engine import FAMILIES, VARIANTS, Family, deck_for, new_hand

PACKAGE = pathlib.Path(__file__).resolve().parents[2] / "biscambiggia_gui"


def test_every_variant_points_at_a_registered_family():
    assert set(FAMILIES) == {"biscambiggia", "briscola", "mariagio", "tarocchi"}
    for v in VARIANTS.values():
        assert isinstance(v.family, Family) and FAMILIES[v.game] is v.family
        hand = new_hand(v.id, None, deck_for(v.deck_size), 0)
        assert type(hand) is v.family.hand_class


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_the_family_says_what_a_hand_does(variant_id):
    v = VARIANTS[variant_id]
    family = v.family
    rng = random.Random(variant_id)
    deck = deck_for(v.deck_size)
    rng.shuffle(deck)
    hand = new_hand(variant_id, None, deck, 1)
    positions = family.deal_positions(1, v.players, v.hand_size)
    assert len(positions) == v.players * v.hand_size
    assert [positions.count(s) for s in range(v.players)] == [v.hand_size] * v.players
    obs = hand.observation(0)
    assert ("trump_suit" in obs) == family.turns_trump
    if family.turns_trump:
        assert obs["turned_card"] == deck[len(positions)]
    assert family.strength(hand.options) == hand.strength
    while not hand.is_over():
        hand.apply(rng.choice(hand.legal_actions()))
    draws = [e for e in hand.events if e[0] == "draw"]
    assert draws
    # a drawn card is private to its drawer, except where the family shows draws (Tarocchi)
    # and the last card of the talon, the turned trump everyone has seen
    private = [e[4] for e in draws[:-1]]
    assert all(not p for p in private) if family.public_draws else all(private)


GAME_NAME_CHECK = re.compile(r"""game\s*(==|!=)\s*["']|game\s+(not\s+)?in\s*\(\s*["']"""
                             r"""|["']briscola["']\s+if\b""")
PROBE = re.compile(r"""\b(has|get)attr\(\s*(self\.)?(ctrl\.)?(hand|match|state)\b""")


def offending_lines(folder: str, pattern) -> list[str]:
    offenders = []
    for path in sorted((PACKAGE / folder).rglob("*.py")):
        if "rules" in path.parts:
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#")[0]
            if pattern.search(code):
                offenders.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    return offenders


@pytest.mark.parametrize("folder", ["engine", "ai", "ui"])
def test_no_game_name_decides_behaviour_outside_the_rules(folder):
    """Outside engine/rules, behaviour is asked of the family or the variant: no
    `game == "..."` in engine/, ai/ or ui/ (ui/ may still look a game's title or blurb up
    by its name in a table)."""
    assert offending_lines(folder, GAME_NAME_CHECK) == []


def test_the_table_asks_the_family_and_never_probes_the_hand():
    """ui/ reads observations, events and the family's attributes; it never probes a hand
    or a match with getattr/hasattr to guess which game it is."""
    assert offending_lines("ui", PROBE) == []


def test_the_scans_catch_what_they_forbid():
    assert GAME_NAME_CHECK.search('if v.game == "briscola":')
    assert GAME_NAME_CHECK.search("x = v.game in ('biscambiggia', 'briscola')")
    assert not GAME_NAME_CHECK.search("if game != self.game:")
    assert PROBE.search('points = hand.buona_points(a) if hasattr(hand, "buona_points")')
    assert PROBE.search('trump = getattr(self.hand, "trump", None)')


@pytest.mark.parametrize("variant_id", sorted(VARIANTS))
def test_apply_unchecked_plays_as_apply_does(variant_id):
    """The search's fast path (python-chess's push beside push_legal): for a legal action it
    leaves the hand exactly where the checked apply does, and replies() are the cards among
    the legal actions."""
    v = VARIANTS[variant_id]
    rng = random.Random(f"unchecked:{variant_id}")
    deck = deck_for(v.deck_size)
    rng.shuffle(deck)
    checked = new_hand(variant_id, None, deck, 0)
    fast = checked.clone()
    while not checked.is_over():
        legal = checked.legal_actions()
        cards = [a for a in legal if ":" not in a]
        if cards:
            assert sorted(fast.replies()) == sorted(cards)
        action = rng.choice(legal)
        checked.apply(action)
        fast.apply_unchecked(action)
        assert fast.observation(0) == checked.observation(0)
    assert fast.result().points == checked.result().points
