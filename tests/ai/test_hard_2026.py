"""hard-2026, a fixed opponent of the arena, keeps playing the cards (and making the bids)
of the Hard of main at e110d85 (2026-11-24): its choices on seeded positions of every
variant, recorded from that Hard (fixtures/hard_2026_choices.json), stay identical.

Regenerate only on purpose (it redefines the level):
    python tests/ai/test_hard_2026.py
"""
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from biscambiggia_gui.ai import make_player  # noqa: E402
from biscambiggia_gui.ai.hard import HardBudget  # noqa: E402
from test_hard_ref import load as load_fixture, positions, save  # noqa: E402

FIXTURE = os.path.join(os.path.dirname(__file__), "fixtures", "hard_2026_choices.json")
# a generous safety net: on a loaded machine the window's time limit could cut the search
TIME_LIMIT = 600.0


def load():
    return load_fixture(FIXTURE)


@pytest.mark.parametrize("case", load(), ids=lambda c: c["variant"])
def test_hard_2026_plays_as_recorded(case):
    player = make_player("hard-2026", seed=case["seed"], time_limit=TIME_LIMIT)
    assert player.choose(case["observation"], case["legal"]) == case["action"]


def test_hard_2026_is_a_level_of_its_own():
    player = make_player("hard-2026")
    assert player.level == "hard-2026" and player.stream == "hard"
    assert player.search.budget.core_worlds == 240


# the variants whose Hard changed since hard-2026 (docs/ai.md, benchmarks.md "Issue 28";
# Briscola chiamata: its bids, weighed with the calls the rules offer since 2026-11-26)
CHANGED = ("mariagio", "tarocchi-pizzico", "briscola-chiamata")


@pytest.mark.parametrize("case", [c for c in load() if c["variant"] not in CHANGED],
                         ids=lambda c: c["variant"])
def test_hard_is_hard_2026_where_its_search_did_not_change(case):
    """Every other variant: today's Hard plays hard-2026's cards and bids (the same search,
    the same random stream), so it is as strong by construction."""
    player = make_player("hard", seed=case["seed"], budget=HardBudget(time_limit=TIME_LIMIT))
    assert player.choose(case["observation"], case["legal"]) == case["action"]


if __name__ == "__main__":
    cases = []
    for i, case in enumerate(positions()):
        # written by the level "hard" of e110d85, which hard-2026 was made equal to
        if len(sys.argv) > 1 and sys.argv[1] == "hard":
            player = make_player("hard", seed=2026 + i, budget=HardBudget(time_limit=TIME_LIMIT))
        else:
            player = make_player("hard-2026", seed=2026 + i, time_limit=TIME_LIMIT)
        case["seed"] = 2026 + i
        case["action"] = player.choose(case["observation"], case["legal"])
        cases.append(case)
    save(cases, FIXTURE)
