"""The shape of the house (docs/architecture.md): one package per game family, registered
once; nothing outside games/ names a game, computes sides from seat numbers or probes a
hand to guess which game it is; the code cites the repository's own rule book."""
import ast
import pathlib
import random
import re
import tokenize

import pytest

from biscambiggia_gui.engine.actions import kind_of

from biscambiggia_gui.engine import Family, deck_for, families, new_hand, variants

PACKAGE = pathlib.Path(__file__).resolve().parents[2] / "biscambiggia_gui"
ROOT = PACKAGE.parent


def test_every_variant_points_at_a_registered_family():
    registered = families()
    for v in variants().values():
        assert isinstance(v.family, Family) and registered[v.game] is v.family
        hand = new_hand(v.id, None, deck_for(v.deck_size), 0)
        assert type(hand) is v.family.hand_class
        assert len(hand.sides) == v.players and max(hand.sides) < v.side_count
        if v.seat_sides is not None:
            assert tuple(hand.sides) == v.seat_sides


def test_a_game_is_registered_once_and_a_package_of_its_own():
    games = {path.name for path in (PACKAGE / "games").iterdir()
             if path.is_dir() and (path / "__init__.py").exists()}
    owners = {f.hand_class.__module__.split(".")[2] for f in families().values()}
    assert owners <= games


@pytest.mark.parametrize("variant_id", sorted(variants()))
def test_the_family_says_how_a_hand_is_dealt(variant_id):
    v = variants()[variant_id]
    positions = v.family.deal_positions(1, v.players, v.hand_size)
    assert len(positions) == v.players * v.hand_size
    assert [positions.count(s) for s in range(v.players)] == [v.hand_size] * v.players


NAMES = {*variants(), *families()}
# the application's own name is also a game's: these lines name the application
APP_NAME_LINES = re.compile(r"""APP_ID\s*=|DOMAIN\s*=""")


def game_literals(path: pathlib.Path, base: pathlib.Path = PACKAGE) -> list[str]:
    """The string literals of `path` that are exactly a game's or a variant's name."""
    found = []
    with open(path, "rb") as f:
        for tok in tokenize.tokenize(f.readline):
            if tok.type == tokenize.STRING:
                try:
                    value = ast.literal_eval(tok.string)
                except (ValueError, SyntaxError):
                    continue
                if value in NAMES and not APP_NAME_LINES.search(tok.line):
                    found.append(f"{path.relative_to(base)}:{tok.start[0]}: {tok.line.strip()}")
    return found
PARITY = re.compile(r"""\b(seat|player|s|p|i|winner|leader|turn)\s*%\s*2|%\s*2\s*==""")
PROBE = re.compile(r"""\b(has|get)attr\(\s*(self\.)?(ctrl\.)?(hand|match|state)\b""")


def offending_lines(folder: str, pattern, skip=None) -> list[str]:
    offenders = []
    top = PACKAGE / folder
    for path in sorted(top.rglob("*.py") if top.is_dir() else [top]):
        if "games" in path.relative_to(PACKAGE).parts[:1] or "art" in path.parts:
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#")[0]
            if pattern.search(code) and not (skip and skip.search(code)):
                offenders.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    return offenders


def test_no_game_is_named_outside_its_package():
    """Outside games/, a game is reached through the registry, never named: no literal of
    a variant's id or a family's name (the application's own name aside)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.relative_to(PACKAGE).parts[0] not in ("games", "art"):
            found += game_literals(path)
    assert found == []


@pytest.mark.parametrize("folder", ["engine", "ai", "ui", "store", "arena"])
def test_no_side_is_computed_from_seat_numbers(folder):
    """Sides are part of a hand's state (`HandState.sides`, observations' "sides"): the
    table, the controller, the statistics, the arena and the players take them from there."""
    assert offending_lines(folder, PARITY) == []


def test_the_code_cites_the_repositorys_own_rule_book():
    """docs/rules.md is the project's rule book; RULES.md lives outside the repository."""
    cited = [str(p.relative_to(ROOT)) for folder in ("biscambiggia_gui", "tests", "bench")
             for p in (ROOT / folder).rglob("*.py")
             if p.name != "test_shape.py" and "RULES" + ".md" in p.read_text()]
    assert cited == []


def test_the_table_asks_the_family_and_never_probes_the_hand():
    """ui/ reads observations, events and the family's attributes; it never probes a hand
    or a match with getattr/hasattr to guess which game it is."""
    assert offending_lines("ui", PROBE) == []


def test_the_scans_catch_what_they_forbid(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('if v.game == "briscola":\n    MatchSetup(\'biscambiggia-2\')\n'
                      '"""the docstring of briscola-4"""\nAPP_ID = "biscambiggia"\n')
    assert [line.split(": ", 1)[1] for line in game_literals(sample, tmp_path)] == [
        'if v.game == "briscola":', "MatchSetup('biscambiggia-2')"]
    assert PARITY.search("return seat % 2 if teams else seat")
    assert PARITY.search("if (leader + bi) % n % 2 == seat % 2:")
    assert not PARITY.search("row = (seat + 1) // 2")
    assert PROBE.search('points = hand.buona_points(a) if hasattr(hand, "buona_points")')
    assert PROBE.search('trump = getattr(self.hand, "trump", None)')


@pytest.mark.parametrize("variant_id", sorted(variants()))
def test_apply_unchecked_plays_as_apply_does(variant_id):
    """The search's fast path (python-chess's push beside push_legal): for a legal action it
    leaves the hand exactly where the checked apply does, and replies() are the cards among
    the legal actions."""
    v = variants()[variant_id]
    rng = random.Random(f"unchecked:{variant_id}")
    deck = deck_for(v.deck_size)
    rng.shuffle(deck)
    checked = new_hand(variant_id, None, deck, 0)
    fast = checked.clone()
    while not checked.is_over():
        legal = checked.legal_actions()
        cards = [a for a in legal if kind_of(a) == "play"]
        if cards:
            assert sorted(fast.replies()) == sorted(cards)
        action = rng.choice(legal)
        checked.apply(action)
        fast.apply_unchecked(action)
        assert fast.observation(0) == checked.observation(0)
    assert fast.result().points == checked.result().points
