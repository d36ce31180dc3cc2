"""The bot protocol's observation checks, field by field, in every game of the registry (the
chiamata games included: their `points` are per seat, their `auction` and `contract` are
objects the players read key by key). Any one field of a real observation, or any one key
inside an object field, replaced by any JSON value: the answer is an action from `legal`
or an error naming what is wrong with the observation, never the last-resort "a field of
the wrong kind" (a check that let the value through, and a player that then broke on it:
Hard raised IndexError on the points of two sides in a chiamata game)."""
import json
import random

from hypothesis import given
from hypothesis import strategies as st

from biscambiggia_gui.ai import Budget, make_player, protocol
from biscambiggia_gui.engine import Match, variants
from fuzz_inputs import FUZZ, json_values

FAST = Budget(worlds=4, time_limit=30.0, tarocchi_horizon=3, max_candidates=3)
PLAYERS = {level: make_player(level, seed=1, **({"budget": FAST} if level == "hard" else {}))
           for level in ("random", "easy", "medium", "hard")}
LAST_RESORT = ("a field of the wrong kind", "lacks the field")


def positions():
    """A real observation of the seat to act with its legal actions, in every game, at
    the start of a hand and some moves in (the chiamata games: auction, call and play)."""
    out = []
    for vid in sorted(variants()):
        for steps in (0, 9, 14):
            rng = random.Random(steps)
            match = Match(vid, seed=steps)
            hand = match.start_hand()
            for _ in range(steps):
                if hand.is_over():
                    break
                match.apply(rng.choice(hand.legal_actions()))
            if not hand.is_over():
                out.append((match.observation(hand.current_player()), hand.legal_actions()))
    return out


POSITIONS = positions()


@st.composite
def damaged(draw):
    obs, legal = draw(st.sampled_from(POSITIONS))
    obs = json.loads(json.dumps(obs))
    key = draw(st.sampled_from(sorted(obs)))
    value = draw(json_values)
    if isinstance(obs[key], dict) and obs[key] and draw(st.booleans()):
        obs[key][draw(st.sampled_from(sorted(obs[key])))] = value
    else:
        obs[key] = value
    return obs, legal


@FUZZ
@given(damaged(), st.sampled_from(sorted(PLAYERS)))
def test_a_damaged_field_is_refused_by_name_or_answered_from_legal(case, level):
    obs, legal = case
    answer = protocol._answer(PLAYERS[level], json.dumps({"observation": obs, "legal": legal}))
    if "action" in answer:
        assert answer["action"] in legal
    else:
        assert not any(words in answer["error"] for words in LAST_RESORT), answer


def test_the_chiamata_fields_the_players_read_are_checked():
    """The cases the fuzz found, each refused in words before any player reads them."""
    obs, legal = next((o, lg) for o, lg in POSITIONS
                      if o["variant"] == "biscambiggia-chiamata" and o["phase"] == "play")
    cases = {
        "points of two sides": dict(obs, points=[1, 2]),
        "a contract without its target": dict(obs, contract=dict(obs["contract"], target=None)),
        "a called card that is not a card": dict(obs, contract=dict(obs["contract"], called=1)),
        "an auction of numbers": dict(obs, auction=dict(obs["auction"], bids=[[0, 71]])),
    }
    for name, bad in cases.items():
        for level, player in PLAYERS.items():
            answer = protocol._answer(player, json.dumps({"observation": bad, "legal": legal}))
            assert answer.get("error", "").startswith("bad observation: "), (name, level, answer)


def test_an_action_showing_cards_the_hand_lacks_is_left_out():
    """A buona, a card given for the matto or the 2 exchanged names cards of the seat's
    own hand: with those cards missing from `hand` the action is left out of `legal`, as
    a card is (Hard and Easy raised KeyError on it: "lacks the field 'give:T5'")."""
    from biscambiggia_gui.engine.actions import kind_of
    found = {}
    for vid in ("tarocchi-pizzico", "mariagio"):
        for seed in range(40):
            rng = random.Random(seed)
            match = Match(vid, seed=seed)
            hand = match.start_hand()
            while not hand.is_over() and vid not in found:
                shows = [a for a in hand.legal_actions()
                         if kind_of(a) not in ("play", "marriage")]
                if shows:
                    found[vid] = (match.observation(hand.current_player()), shows[0])
                match.apply(rng.choice(hand.legal_actions()))
    assert set(found) == {"tarocchi-pizzico", "mariagio"}
    for obs, action in found.values():
        shown = [c for c in action.partition(":")[2].split(",")]
        lacking = dict(obs, hand=[c for c in obs["hand"] if c not in shown])
        other = lacking["hand"][0]
        for level, player in PLAYERS.items():
            alone = protocol._answer(player, json.dumps({"observation": lacking, "legal": [action]}))
            assert alone == {"error": f"no action can be chosen: every action in legal "
                                      f"({json.dumps(action)}) plays or shows a card missing "
                                      f"from the observation's hand"}, (level, alone)
            both = protocol._answer(player, json.dumps({"observation": lacking,
                                                        "legal": [action, other]}))
            assert both["action"] == other and action in both["reason"], (level, both)
