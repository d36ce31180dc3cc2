"""hard-ref, the fixed reference opponent, keeps playing the cards of the Hard of main at
cc4b3a4: its choices on seeded positions of every variant, recorded from that Hard
(fixtures/hard_ref_choices.json), stay identical.

Regenerate only on purpose (it redefines the reference):
    python tests/ai/test_hard_ref.py
"""
import json
import os
import random
import sys

import pytest

from biscambiggia_gui.ai import Budget, make_player
from biscambiggia_gui.ai.hard import HardBudget
from biscambiggia_gui.engine import variants, deck_for, get_variant, new_hand

FIXTURE = os.path.join(os.path.dirname(__file__), "fixtures", "hard_ref_choices.json")
# a generous safety net: on a loaded machine the 0.22 s default could cut the 64 worlds
BUDGET = dict(worlds=64, time_limit=60.0)


def positions(per_variant=3):
    """Seeded positions of every variant: Medium plays a hand, and every fourth decision
    with a choice is kept (observation, legal actions)."""
    out = []
    for vid in sorted(variants()):
        variant = get_variant(vid)
        rng = random.Random(f"hard-ref:{vid}")
        deck = deck_for(variant.deck_size)
        rng.shuffle(deck)
        hand = new_hand(vid, None, deck, rng.randrange(variant.players))
        medium = make_player("medium", seed=5)
        kept, k = [], 0
        while not hand.is_over() and len(kept) < per_variant:
            seat = hand.current_player()
            obs, legal = hand.observation(seat), hand.legal_actions()
            if len(legal) > 1:
                k += 1
                if k % 4 == 1:
                    kept.append({"variant": vid, "observation": obs, "legal": legal})
            hand.apply(medium.choose(obs, legal), seat)
        out.extend(kept)
    return out


def load(path=FIXTURE):
    if not os.path.exists(path):             # while regenerating it
        return []
    with open(path) as f:
        return json.load(f)


def save(cases, path=FIXTURE):
    with open(path, "w") as f:
        json.dump(cases, f, separators=(",", ":"))
        f.write("\n")
    print(f"{len(cases)} positions written to {path}")


@pytest.mark.parametrize("case", load(), ids=lambda c: c["variant"])
def test_hard_ref_plays_as_recorded(case):
    player = make_player("hard-ref", seed=case["seed"], budget=Budget(**BUDGET))
    assert player.choose(case["observation"], case["legal"]) == case["action"]


def test_hard_ref_is_a_level_of_its_own():
    assert make_player("hard-ref").level == "hard-ref"
    with pytest.raises(ValueError, match="hard-ref"):
        make_player("hardest")


if __name__ == "__main__":
    level = sys.argv[1] if len(sys.argv) > 1 else "hard-ref"
    cases = []
    for i, case in enumerate(positions()):
        player = make_player(level, seed=1000 + i, budget=Budget(**BUDGET))
        case["seed"] = 1000 + i
        case["action"] = player.choose(case["observation"], case["legal"])
        cases.append(case)
    save(cases)


@pytest.mark.parametrize("case", [c for c in load() if c["variant"] in
                                  ("briscola-3", "biscambiggia-3", "mariagio", "tarocchi-pizzico")],
                         ids=lambda c: c["variant"])
def test_hard_is_hard_ref_where_nothing_changed(case):
    """Three players, Mariagio and Tarocchi with the core switched off (as without a
    compiler): the new Hard runs hard-ref's search with the same random stream, so it
    plays the same cards (not weaker by construction)."""
    player = make_player("hard", seed=case["seed"],
                         budget=HardBudget(**BUDGET, three_core=False, mariagio_core=False,
                                           tarocchi_core=False))
    assert player.choose(case["observation"], case["legal"]) == case["action"]
