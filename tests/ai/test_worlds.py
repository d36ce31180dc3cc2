"""The sampler: what a seat infers is true of the real deal (sound), and every sampled world
is a state the seat could be in (same observation, same legal actions)."""
import random

import pytest

from biscambiggia_gui.ai.knowledge import Knowledge
from biscambiggia_gui.engine.worlds import check_world
from helpers import VARIANT_IDS, dealt


def positions(variant_id, seed, every=3):
    """Positions along random playouts of whole hands."""
    hand, _ = dealt(variant_id, seed)
    rng = random.Random(seed)
    i = 0
    while not hand.is_over():
        if i % every == 0:
            yield hand
        hand.apply(rng.choice(hand.legal_actions()))
        i += 1


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_inferences_are_true_and_worlds_are_consistent(variant_id):
    rng = random.Random(0)
    for seed in range(3):
        for hand in positions(variant_id, seed):
            seat = hand.current_player()
            obs = hand.observation(seat)
            know = Knowledge(obs)
            for s in range(hand.n):
                assert know.known[s] <= set(hand.hands[s]), "a located card is not there"
                hidden = set(hand.hands[s]) - know.known[s]   # voids bind the unseen cards
                assert not know.forbidden[s] & hidden, "a void that is not"
            world = know.world(rng)
            assert check_world(obs, world) == []
            assert sorted(world.legal_actions()) == sorted(hand.legal_actions())
            for s in range(hand.n):
                assert know.known[s] <= set(world.hands[s])
                assert not know.forbidden[s] & (set(world.hands[s]) - know.known[s])
                assert len(world.hands[s]) == len(hand.hands[s])
            # the world plays on to a legal end
            while not world.is_over():
                world.apply(rng.choice(world.legal_actions()))


def test_tarocchi_face_up_draws_and_voids_are_used():
    """Tarocchi: the opponent's drawn cards are placed in its hand; a reply off the suit led
    (and no tarot) marks both the suit and the tarots as missing."""
    found_draw = found_void = False
    for seed in range(6):
        for hand in positions("tarocchi-pizzico", seed, every=1):
            seat = hand.current_player()
            know = Knowledge(hand.observation(seat))
            opp = 1 - seat
            if know.known[opp] - set(know.hand):
                found_draw = True
            if know.forbidden[opp]:
                found_void = True
                world = know.world(random.Random(seed))
                assert not know.forbidden[opp] & (set(world.hands[opp]) - know.known[opp])
    assert found_draw and found_void


def test_mariagio_last_phase_voids():
    found = False
    for seed in range(10):
        for hand in positions("mariagio", seed, every=1):
            if hand.talon_size() or not hand.trick:
                continue
            seat = hand.current_player()
            know = Knowledge(hand.observation(seat))
            if know.forbidden[1 - seat]:
                found = True
    assert found


def test_declared_cards_are_placed():
    """A Mariagio marriage shows K and Q: until played they are known to be in that hand."""
    rng = random.Random(4)
    for seed in range(40):
        hand, _ = dealt("mariagio", seed)
        while not hand.is_over():
            legal = hand.legal_actions()
            marriages = [a for a in legal if a.startswith("marriage:")]
            if marriages:
                seat = hand.current_player()
                suit = marriages[0][-1]
                hand.apply(marriages[0])
                other = 1 - seat
                while hand.current_player() == seat:
                    hand.apply([a for a in hand.legal_actions() if ":" not in a][0])
                if hand.is_over() or hand.current_player() != other:
                    break
                know = Knowledge(hand.observation(other))
                still = {"K" + suit, "Q" + suit} & set(hand.hands[seat])
                assert still <= know.known[seat]
                world = know.world(rng)
                assert still <= set(world.hands[seat])
                return
            hand.apply(rng.choice(legal))
    pytest.fail("no marriage found")
