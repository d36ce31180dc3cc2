"""Shared helpers for the AI tests: dealt hands, random positions, hidden-card permutations."""
from __future__ import annotations

import random

from biscambiggia_gui.ai.knowledge import Knowledge
from biscambiggia_gui.engine import IllegalAction, deck_for, get_variant, new_hand

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


def permuted_twin(hand, seat: int, rng: random.Random, tries: int = 200):
    """The same hand with the cards `seat` cannot see shuffled among their places in the
    deck, replayed action by action; only a twin whose observation for `seat` is identical
    is returned (None if none was found)."""
    obs = hand.observation(seat)
    hidden = Knowledge(obs).pool
    if len(hidden) < 2:
        return None
    for _ in range(tries):
        shuffled = list(hidden)
        rng.shuffle(shuffled)
        if shuffled == hidden:
            continue
        swap = dict(zip(hidden, shuffled))
        deck = [swap.get(c, c) for c in hand.deck]
        try:
            twin = replay(hand.variant.id, deck, hand.dealer, hand.actions)
        except IllegalAction:
            continue
        same = ([sorted(h) for h in twin.hands] == [sorted(h) for h in hand.hands]
                and twin.talon[twin.tpos:] == hand.talon[hand.tpos:])
        if not same and twin.observation(seat) == obs:
            return twin
    return None
