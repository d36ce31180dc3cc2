"""A seed nobody chose is drawn in one place (engine/seeds.py): the operating system's
randomness for a player, the tests' own stream in a test (tests/conftest.py), so that a
test's deals and computer play are the same on every machine and run. And a computer's
search in a test stops at its worlds, never at its time limit (ai/search.py TIME_LIMIT),
which on a loaded machine cut the worlds and changed the cards it played."""
import json
import math
import random
import subprocess
import sys
from pathlib import Path

from biscambiggia_gui.ai import make_player
from biscambiggia_gui.ai.hard import HardBudget, hard_2026
from biscambiggia_gui.ai.search import Budget
from biscambiggia_gui.engine import Match, deck_for, seeds, shuffled

ROOT = Path(__file__).resolve().parents[2]


def test_whatever_has_no_seed_draws_one_from_fresh_seed(monkeypatch):
    """A match, a shuffle and a player without a seed take engine/seeds.py's fresh_seed:
    the deals and the stream are those of that seed."""
    drawn = []

    def fresh(bits=seeds.PLAYER_BITS):
        drawn.append(bits)
        return 4242 + len(drawn)
    monkeypatch.setattr(seeds, "fresh_seed", fresh)
    unseeded = Match("briscola-2")
    seeded = Match("briscola-2", seed=4243)
    assert unseeded.first_dealer == seeded.first_dealer and unseeded.new_deck() == seeded.new_deck()
    assert shuffled(deck_for(40)) == shuffled(deck_for(40), 4244)
    assert make_player("random").seed == 4245 and make_player("hard").seed == 4246
    assert drawn == [seeds.DEAL_BITS, seeds.DEAL_BITS, seeds.PLAYER_BITS, seeds.PLAYER_BITS]


def test_a_test_draws_its_seeds_from_its_own_stream(request):
    stream = random.Random(request.node.nodeid)
    expected = stream.getrandbits(seeds.DEAL_BITS)
    assert Match("mariagio").new_deck() == Match("mariagio", seed=expected).new_deck()
    assert make_player("easy").seed == stream.getrandbits(seeds.PLAYER_BITS)


def test_a_search_in_a_test_counts_worlds_not_seconds():
    assert Budget().time_limit == math.inf and HardBudget().time_limit == math.inf
    assert hard_2026().time_limit == math.inf
    assert make_player("hard", seed=1).search.budget.time_limit == math.inf
    assert make_player("hard-2026", seed=1).search.budget.time_limit == math.inf
    assert HardBudget(time_limit=0.0).time_limit == 0.0      # a test of the limit sets its own


def test_outside_the_tests_the_seeds_and_the_safety_net_are_the_programs():
    """A program (not under the tests' fixtures): two matches without a seed deal apart,
    and Hard's search keeps its time limit of TIME_LIMIT seconds."""
    code = ("import json\n"
            "from biscambiggia_gui.engine import Match\n"
            "from biscambiggia_gui.ai import make_player\n"
            "from biscambiggia_gui.ai.hard import HardBudget, hard_2026\n"
            "from biscambiggia_gui.ai.search import TIME_LIMIT\n"
            "print(json.dumps([[Match('tarocchi-pizzico').new_deck() for _ in range(2)],\n"
            "                  [make_player('hard').seed for _ in range(2)], TIME_LIMIT,\n"
            "                  HardBudget().time_limit, hard_2026().time_limit,\n"
            "                  make_player('hard-2026').search.budget.time_limit]))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT,
                         timeout=300, check=True).stdout
    decks, players, limit, hard, frozen, frozen_player = json.loads(out)
    assert decks[0] != decks[1] and sorted(decks[0]) == sorted(decks[1])
    assert players[0] != players[1]
    assert 0 < limit < 1 and hard == frozen == frozen_player == limit
