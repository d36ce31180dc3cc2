"""The learnt model of a player of Biscambiggia and Briscola for two (games/trump/model.py),
which Hard's inference weighs the worlds by: its data, its fit, and how well it predicts
the choices of the player it was fitted to.

    python bench/opponent_model.py generate --variant briscola-2 --deals 1000 --out F.jsonl
    python bench/opponent_model.py fit F.jsonl [G.jsonl ...] [--write]

`generate` plays hands of self-play (the level given by --player, hard-2026 by default, in
both seats; deals from --start on, seeded, so two runs over different deals add up) and
writes one line per decision of its search on the core while the talon lasts: the hand,
the trick, the talon's cards left, the candidates and each one's mean value over the
search's worlds, and the cards played before (which the model does not read yet). Keep
the files out of git (bench/results/*.jsonl is ignored).

`fit` fits the weights of the model's features by a softmax over each decision's
candidates (maximum likelihood of the card the player chose: the candidate with the best
mean value), on the decisions of four deals in five (the deal's number not a multiple of
5), and reports on the fifth (held out) and on each part of it: how often the roll-out
policy and the model's likeliest card are the player's card; the model's mean probability
of the player's card (a uniform guess among the candidates: "uniform"); and the mean points
the two lose against the player's card by its search's own values. `--write` writes the
weights to games/trump/model_weights.py.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from biscambiggia_gui.ai import make_player  # noqa: E402
from biscambiggia_gui.engine import deck_for, get_variant, new_hand  # noqa: E402
from biscambiggia_gui.games.trump import search as trump_search  # noqa: E402
from biscambiggia_gui.games.trump.model import SIZE, features  # noqa: E402
from biscambiggia_gui.games.trump.play import policy_card, tables  # noqa: E402

WEIGHTS_FILE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                            "biscambiggia_gui", "games", "trump", "model_weights.py")
NO_LIMIT = 1e9


# --- generate --------------------------------------------------------------------------------
def generate(variant_id: str, start: int, deals: int, out: str, player: str) -> None:
    records: list[dict] = []
    search = trump_search.core_values

    def recording(obs, cands, rng, budget, info, *args, **kwargs):
        result = search(obs, cands, rng, budget, info, *args, **kwargs)
        totals, _, worlds, _, weight = result
        talon_left = len(info.pool) - sum(info.need) + (obs.get("trump_card") is not None)
        if worlds > 1 and talon_left > 0:
            records.append(dict(hand=list(obs["hand"]), trick=[c for _, c in obs["trick"]],
                                trump=obs["trump_suit"], talon_left=talon_left,
                                cands=list(cands), values=[t / weight for t in totals],
                                played=sorted(info.played)))
        return result

    trump_search.core_values = recording
    variant = get_variant(variant_id)
    with open(out, "a", encoding="utf-8") as f:
        for deal in range(start, start + deals):
            rng = random.Random(f"lr:{variant_id}:{deal}")
            deck = deck_for(variant.deck_size)
            rng.shuffle(deck)
            players = [make_player(player, seed=deal * 10 + s, time_limit=NO_LIMIT)
                       for s in range(variant.players)]
            hand = new_hand(variant.id, None, deck, deal % variant.players)
            records.clear()
            while not hand.is_over():
                seat = hand.current_player()
                hand.apply(players[seat].choose(hand.observation(seat), hand.legal_actions()),
                           seat)
            for r in records:
                f.write(json.dumps(dict(r, variant=variant_id, deal=deal)) + "\n")
            f.flush()


# --- fit -------------------------------------------------------------------------------------
def load(paths: list[str]) -> list[dict]:
    out = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                r = json.loads(line)
                strength, value = tables(r["variant"].split("-")[0])
                r["features"] = [features(c, r["hand"], r["trick"], r["talon_left"], r["trump"],
                                          strength, value) for c in r["cands"]]
                out.append(r)
    return out


def score(w: list[float], fs: list[int]) -> float:
    total = 0.0
    for i in fs:
        total += w[i]
    return total


def fit(data: list[dict], epochs: int = 30, rate: float = 0.1, l2: float = 1e-4) -> list[float]:
    w = [0.0] * SIZE
    order = list(data)
    for epoch in range(epochs):
        random.Random(epoch).shuffle(order)
        for r in order:
            s = [score(w, fs) for fs in r["features"]]
            top = max(s)
            e = [math.exp(x - top) for x in s]
            z = sum(e)
            v = r["values"]
            best = max(range(len(v)), key=v.__getitem__)
            for i, fs in enumerate(r["features"]):
                g = (i == best) - e[i] / z
                for j in fs:
                    w[j] += rate * g
        rate *= 0.9
        w = [x * (1 - l2) for x in w]
    return w


def hand_written(r: dict) -> int:
    strength, value = tables(r["variant"].split("-")[0])
    trick = r["trick"]
    card = policy_card(r["cands"], trick, 1 if trick else 0, 0, 2, [0, 1], r["trump"],
                       strength, value)
    return r["cands"].index(card)


def learnt(w: list[float], r: dict) -> int:
    s = [score(w, fs) for fs in r["features"]]
    return max(range(len(s)), key=s.__getitem__)


def probability_of_best(w: list[float], r: dict) -> float:
    s = [score(w, fs) for fs in r["features"]]
    top = max(s)
    e = [math.exp(x - top) for x in s]
    v = r["values"]
    return e[max(range(len(v)), key=v.__getitem__)] / sum(e)


def report(title: str, data: list[dict], w: list[float]) -> None:
    if not data:
        return
    agree = [0, 0]
    lost = [0.0, 0.0]
    prob = uniform = 0.0
    for r in data:
        v = r["values"]
        best = max(v)
        for k, choice in enumerate((hand_written(r), learnt(w, r))):
            agree[k] += v[choice] == best
            lost[k] += best - v[choice]
        prob += probability_of_best(w, r)
        uniform += 1 / len(v)
    n = len(data)
    print(f"  {title:28} {n:6}  the player's card: roll-out policy {100 * agree[0] / n:5.1f}%, "
          f"model {100 * agree[1] / n:5.1f}%; model's probability {prob / n:.3f} "
          f"(uniform {uniform / n:.3f}); points lost {lost[0] / n:5.2f}, {lost[1] / n:5.2f}")


def write_weights(w: list[float]) -> None:
    lines = ["WEIGHTS = ("]
    for i in range(0, len(w), 4):
        lines.append("    " + " ".join(f"{x!r}," for x in w[i:i + 4]))
    lines.append(")")
    with open(WEIGHTS_FILE, "w", encoding="utf-8") as f:
        f.write('"""The weights of the learnt model of the opponent (model.py says what each is), '
                'written by\nbench/opponent_model.py fit --write: do not edit by hand."""\n\n'
                + "\n".join(lines) + "\n")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate")
    g.add_argument("--variant", default="briscola-2", choices=("briscola-2", "biscambiggia-2"))
    g.add_argument("--start", type=int, default=0)
    g.add_argument("--deals", type=int, default=100)
    g.add_argument("--player", default="hard-2026")
    g.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("files", nargs="+")
    f.add_argument("--epochs", type=int, default=30)
    f.add_argument("--write", action="store_true")
    args = ap.parse_args()
    if args.command == "generate":
        generate(args.variant, args.start, args.deals, args.out, args.player)
        return
    data = load(args.files)
    train = [r for r in data if r["deal"] % 5]
    held = [r for r in data if not r["deal"] % 5]
    w = fit(train, args.epochs)
    print(f"{len(train)} decisions fitted, {len(held)} held out")
    for variant in sorted({r["variant"] for r in data}):
        mine = [r for r in held if r["variant"] == variant]
        report(f"{variant} (held out)", mine, w)
        report(f"{variant}, leads", [r for r in mine if not r["trick"]], w)
        report(f"{variant}, answers", [r for r in mine if r["trick"]], w)
        report(f"{variant} (fitted)", [r for r in train if r["variant"] == variant], w)
    if args.write:
        write_weights(w)
        print(f"written: {WEIGHTS_FILE}")


if __name__ == "__main__":
    main()
