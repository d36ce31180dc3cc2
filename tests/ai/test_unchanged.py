"""Issue 14's refactor changes no behaviour: seeded whole hands of every variant, small
arena runs and single choices of Easy, Medium and Hard are exactly those recorded before
it in tests/ai/data/unchanged.json (see tests/ai/unchanged.py, which writes it)."""
import json

import pytest

import unchanged

with open(unchanged.DATA) as f:
    RECORDED = json.load(f)


@pytest.mark.parametrize("key", sorted(RECORDED["hands"]))
def test_whole_hands_replay_the_same(key):
    variant_id, seed = key.split("/")
    assert unchanged.whole_hand(variant_id, int(seed)) == RECORDED["hands"][key]


@pytest.mark.parametrize("args", sorted(RECORDED["arena"]))
def test_arena_runs_end_the_same(args):
    assert unchanged.arena_run(args.split()) == unchanged.outcome(RECORDED["arena"][args])


@pytest.mark.parametrize("variant_id", sorted(RECORDED["choices"]))
def test_players_choose_the_same(variant_id):
    assert unchanged.choices(variant_id) == RECORDED["choices"][variant_id]
