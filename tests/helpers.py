"""Shared helpers for the AI and game tests: dealt hands, random positions, hidden-card
permutations."""
from __future__ import annotations

import random

from biscambiggia_gui.engine import deck_for, get_variant, new_hand

VARIANT_IDS = ("biscambiggia-2", "biscambiggia-3", "biscambiggia-4", "biscambiggia-6",
               "briscola-2", "briscola-3", "briscola-4", "briscola-6", "mariagio",
               "tarocchi-pizzico")


def dealt(variant_id: str, seed: int):
    variant = get_variant(variant_id)
    rng = random.Random(seed)
    deck = deck_for(variant.deck_size)
    rng.shuffle(deck)
    return new_hand(variant_id, None, deck, rng.randrange(variant.players)), deck


def random_position(variant_id: str, seed: int, steps: int | None = None):
    """A hand after a number of random legal actions (not over)."""
    hand, deck = dealt(variant_id, seed)
    rng = random.Random(seed * 7 + 1)
    if steps is None:
        steps = rng.randrange(0, 60)
    for _ in range(steps):
        legal = hand.legal_actions()
        nxt = hand.clone()
        nxt.apply(rng.choice(legal))
        if nxt.is_over():
            break
        hand = nxt
    return hand


def replay(variant_id: str, deck, dealer: int, actions):
    hand = new_hand(variant_id, None, deck, dealer)
    for seat, action in actions:
        hand.apply(action, seat)
    return hand


