"""The information state of a seat (engine/infostate.py) and the worlds built from it
(`HandState.resample`, `from_information`), for every registered game: what a seat infers
is true of the real deal (sound), every sampled world is a state the seat could be in (same
observation, same legal actions), and a world built from the seat's view plus the true
hidden cards is the same position: the same random continuation ends both the same way."""
import random

import pytest

from biscambiggia_gui.engine.actions import kind_of

from biscambiggia_gui.engine import variants
from biscambiggia_gui.engine.infostate import InfoState as Knowledge
from positions import deal, option_id, option_sets

VARIANT_IDS = list(variants())
SETS = option_sets()


def check_world(obs, state) -> list[str]:
    """What differs between `obs` and the same seat's view of `state`, ignoring the history
    (empty in a built world); an empty list when they agree."""
    mine = state.observation(obs["seat"])
    diffs = []
    for key, value in obs.items():
        if key in ("history", "last_trick"):
            continue
        if key == "partner_hands":
            value = {k: sorted(v) for k, v in value.items()}
            mine[key] = {k: sorted(v) for k, v in mine.get(key, {}).items()}
        if key in mine and mine[key] != value:
            diffs.append(f"{key}: {mine[key]!r} != {value!r}")
    return diffs


def positions(variant_id, seed, every=3, options=None):
    """Positions along random playouts of whole hands."""
    hand, _, _, _ = deal(variant_id, options or {}, seed, "information")
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
        hand, _, _, _ = deal("mariagio", {}, seed, "declared")
        while not hand.is_over():
            legal = hand.legal_actions()
            marriages = [a for a in legal if a.startswith("marriage:")]
            if marriages:
                seat = hand.current_player()
                suit = marriages[0][-1]
                hand.apply(marriages[0])
                other = 1 - seat
                while hand.current_player() == seat:
                    hand.apply([a for a in hand.legal_actions() if kind_of(a) == "play"][0])
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


@pytest.mark.parametrize("pair", SETS, ids=[option_id(p) for p in SETS])
def test_a_world_of_the_true_hidden_cards_is_the_same_position(pair):
    """`from_information` with the cards as they really lie rebuilds the position: the same
    view, the same legal actions, the same piles and points, and the same random
    continuation played in both ends with the same result."""
    variant_id, options = pair
    rng = random.Random(option_id(pair))
    built = 0
    for seed in range(8):
        for state in positions(variant_id, seed, every=5, options=options):
            seat = rng.randrange(state.n)
            obs = state.observation(seat)
            info = Knowledge(obs)
            hands = {s: list(state.hands[s]) for s in range(state.n) if s != seat}
            talon = state.talon[state.tpos:][:info.talon_hidden] if info.talon_hidden else []
            world = state.variant.family.hand_class.from_information(obs, hands, talon)
            assert check_world(obs, world) == []
            assert sorted(world.legal_actions()) == sorted(state.legal_actions())
            assert [sorted(p) for p in world.captured] == [sorted(p) for p in state.captured]
            assert world.running_points() == state.running_points()
            a, b = state.clone(), world
            cont = random.Random(rng.random())
            while not a.is_over():
                legal = a.legal_actions()
                assert sorted(legal) == sorted(b.legal_actions())
                action = cont.choice(sorted(legal))
                a.apply(action)
                b.apply(action)
            assert b.is_over() and a.result().points == b.result().points
            built += 1
    assert built >= 8


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_the_deal_gives_each_seat_what_the_family_says(variant_id):
    for seed in range(5):
        state, deck, dealer, _ = deal(variant_id, {}, seed, "deal")
        v = state.variant
        dealt = [[] for _ in range(v.players)]
        for i, seat in enumerate(v.family.deal_positions(dealer, v.players, v.hand_size)):
            dealt[seat].append(deck[i])
        assert dealt == state.hands
