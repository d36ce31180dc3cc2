"""Seeded positions of every registered game, for the tests that hold over all of them
(tests/engine/): each variant with its default options and with each of its true-or-false
options turned over, dealt from a seeded shuffle and played on by random legal actions."""
from __future__ import annotations

import random

from biscambiggia_gui.engine import deck_for, new_hand, variants


def option_sets() -> list[tuple[str, dict]]:
    """(variant id, options): every registered variant with its defaults, then once more
    with each of its true-or-false options turned over."""
    out = []
    for vid, v in variants().items():
        out.append((vid, {}))
        for opt in v.options:
            if opt.kind is bool:
                out.append((vid, {opt.name: not opt.default}))
    return out


def option_id(pair: tuple[str, dict]) -> str:
    vid, options = pair
    return vid + "".join(f"-{k}" for k in options)


def deal(variant_id: str, options: dict, seed, salt: str = ""):
    """(a fresh hand, its deck, its dealer, a generator for what follows)."""
    v = variants()[variant_id]
    rng = random.Random(f"{salt}:{variant_id}:{sorted(options.items())}:{seed}")
    deck = deck_for(v.deck_size)
    rng.shuffle(deck)
    dealer = rng.randrange(v.players)
    return new_hand(variant_id, options, deck, dealer), deck, dealer, rng


def position(variant_id: str, options: dict, seed, salt: str = "", late: bool = False,
             playing: bool = False):
    """A hand after a random number of random legal actions, not over (`late`: near the
    end, so an exact search over the state stays small; `playing`: in its card play, past
    any auction, where the play-outs and the compiled core work)."""
    for attempt in range(50):
        state, _, _, rng = deal(variant_id, options, seed, f"{salt}:{attempt}" if attempt else salt)
        total = sum(len(h) for h in state.hands) + state.talon_size()
        low = max(0, total - 3 * state.n - state.n) if late else 0
        steps = rng.randrange(low, max(low + 1, total))
        done = 0
        while not state.is_over() and (done < steps or (playing and state.phase != "play")):
            nxt = state.clone()
            nxt.apply(rng.choice(nxt.legal_actions()))
            if nxt.is_over():
                break
            state = nxt
            done += 1
        if not playing or state.phase == "play":
            return state, rng
    raise AssertionError(f"no position in play for {variant_id}")
