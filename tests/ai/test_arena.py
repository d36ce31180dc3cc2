"""The arena runs (duplicate deals, hands and matches, team blunder counts) and summarizes."""
import importlib.util
import json
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def load_arena():
    spec = importlib.util.spec_from_file_location("arena", os.path.join(ROOT, "bench", "arena.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_arena_hands_and_matches(capsys):
    arena = load_arena()
    assert arena.main(["--variant", "briscola-4", "--a", "medium", "--b", "easy", "--deals", "3",
                       "--workers", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 6 and 0 <= out["win_rate"] <= 1
    assert "partner_blunders_per_100_hands" in out
    assert arena.main(["--variant", "mariagio", "--a", "easy", "--b", "random", "--deals", "1",
                       "--workers", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"] == 2 and out["unit"] == "matches"


def test_duplicate_deals_swap_seats():
    arena = load_arena()
    from biscambiggia_gui.engine import get_variant
    v2, v4, v3 = get_variant("briscola-2"), get_variant("briscola-4"), get_variant("briscola-3")
    assert [arena._seats_for(v2, r) for r in range(2)] == [[True, False], [False, True]]
    assert arena._seats_for(v4, 1) == [False, True, False, True]
    assert arena._rotations(v3) == 3 and arena._seats_for(v3, 2) == [False, False, True]
