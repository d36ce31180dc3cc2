"""Writes tests/engine/fixtures/replays.json: seeded matches of every variant played by the
computer players, each with its record and its replay summary (final scores included).
It was run once on the code before issue 14's changes (commit 81a0864); the test
test_replays_unchanged.py replays every record and expects the same summary. A variant
added later gets its matches appended (the ones already there are never rewritten): the
chiamata games' were added with those games, and played again in place on 2026-11-27 when
Medium's card play in those games changed on purpose (docs/benchmarks.md, "Medium's card
play in the chiamata games"); Biscambiggia a 4 and a 6's were played again in place the
same day when Medium began to cover its partner's trick in the team games with a talon
(docs/benchmarks.md, "Medium covering its partner in the team games with a talon"; Briscola
a 4 and a 6's stay as first written, their rules having changed since, and are not played
again by the test); every other match is as first written.

    .venv/bin/python tests/engine/make_replay_fixture.py
"""
from __future__ import annotations

import json
import pathlib

from biscambiggia_gui.ai.players import make_player
from biscambiggia_gui.engine.match import Match
from biscambiggia_gui.engine.record import summary, to_record
from biscambiggia_gui.engine.registry import variants

SEEDS = (11, 12)
MORE_SEEDS = {"mariagio": (13, 14, 15, 16), "tarocchi-pizzico": (13, 14, 15, 16, 17, 18)}
LEVELS = ("medium", "easy", "random")


def play(variant_id: str, seed: int) -> dict:
    match = Match(variant_id, None, seed=seed)
    n = match.variant.players
    players = [make_player(LEVELS[(seat + seed) % len(LEVELS)], seed=seed * 10 + seat)
               for seat in range(n)]
    while not match.is_over() and len(match.results) < 6:
        hand = match.start_hand()
        while not hand.is_over():
            seat = hand.current_player()
            match.apply(players[seat].choose(match.observation(seat), hand.legal_actions()), seat)
    return {"seed": seed, "levels": [p.level for p in players],
            "record": to_record(match), "summary": summary(match)}


def main() -> None:
    path = pathlib.Path(__file__).parent / "fixtures" / "replays.json"
    out = json.loads(path.read_text(encoding="utf-8")) if path.exists() else []
    have = {m["record"]["variant"] for m in out}
    new = [play(v, s) for v in variants() if v not in have for s in SEEDS + MORE_SEEDS.get(v, ())]
    out += new
    path.write_text(json.dumps(out, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(new)} matches added, {len(out)} in {path}")


if __name__ == "__main__":
    main()
