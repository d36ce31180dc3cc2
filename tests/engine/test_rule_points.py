"""The rule points of issue 14, each against the sentence of its source text that it follows
(docs/rules.md states each one)."""
from __future__ import annotations

import random

import pytest

from biscambiggia_gui.ai.players import make_player
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.counting import counted_points
from biscambiggia_gui.engine.variants import VARIANTS, OptionError


def _to_empty_talon(match):
    hand = match.current
    while hand.talon_size() > 0:
        match.apply(hand.legal_actions()[0])
    return hand


def _finish(match):
    hand = match.current
    while not hand.is_over():
        match.apply(hand.legal_actions()[0])


@pytest.mark.parametrize("variant_id", ["briscola-4", "briscola-6"])
def test_no_look_at_the_partners_hand_in_the_first_deal(variant_id):
    # briscola.it.txt: "E' vietato scambiare qualsiasi informazione e ricorrere ai segni
    # convenzionali durante lo svolgimento della prima smazzata." and "Terminato il tallone e
    # prima delle tre prese finali è consentito [...] scambiarsi tra loro le carte per
    # prenderne visione".
    match = Match(variant_id, seed=2)
    match.start_hand()
    hand = _to_empty_talon(match)
    for seat in range(hand.n):
        obs = match.observation(seat)
        assert obs["deal_index"] == 0 and "partner_hands" not in obs
    _finish(match)
    match.start_hand()
    hand = _to_empty_talon(match)
    obs = match.observation(0)
    assert obs["deal_index"] == 1
    partners = {str(s): sorted(hand.hands[s]) for s in range(2, hand.n, 2)}
    assert {k: sorted(v) for k, v in obs["partner_hands"].items()} == partners


def test_briscola_piles_are_not_counted_for_you_unless_you_ask():
    # briscola.it.txt: "Una volta formato il mazzetto è vietato guardare le carte che vi fanno
    # parte."
    match = Match("briscola-2", seed=3)
    hand = match.start_hand()
    for _ in range(4):
        match.apply(hand.legal_actions()[0])
    obs = match.observation(0)
    assert "points" not in obs
    leader, cards, _ = hand.last_trick
    assert obs["last_trick"] == [[(leader + i) % 2, c] for i, c in enumerate(cards)]
    counted = match.observation(0, count=True)
    assert counted["points"] == hand.running_points() and "last_trick" not in counted
    assert counted_points(obs) == hand.running_points()     # what one can count in one's head


@pytest.mark.parametrize("variant_id", [v for v in VARIANTS if not v.startswith("briscola")])
def test_the_other_games_show_the_points_by_default(variant_id):
    # Their texts forbid no look at the pile (docs/rules.md, "Looking at the piles").
    match = Match(variant_id, seed=1)
    match.start_hand()
    assert "points" in match.observation(0)
    assert "points" not in match.observation(0, count=False)


def test_the_computer_players_count_for_themselves():
    """With the count off a player sees no points, and plays exactly as if it did."""
    for level in ("easy", "medium", "hard"):
        match = Match("briscola-2", seed=6)
        if level == "hard":
            from biscambiggia_gui.ai.search import Budget
            player = make_player(level, seed=4, budget=Budget(worlds=4, time_limit=0.2))
        hand = match.start_hand()
        rng = random.Random(1)
        if level != "hard":
            player = make_player(level, seed=4)
        for _ in range(12):
            seat = hand.current_player()
            blind, told = match.observation(seat), match.observation(seat, count=True)
            if level != "hard":
                assert player.choose(blind, hand.legal_actions()) == \
                    player.choose(told, hand.legal_actions())
            else:                   # its search has a clock: it must just play, blind
                assert player.choose(blind, hand.legal_actions()) in hand.legal_actions()
            match.apply(rng.choice(hand.legal_actions()), seat)


@pytest.mark.parametrize("variant_id,options,code", [
    # briscola.it.txt: "La partita si compone di almeno cinque smazzate per consentire il
    # ruolo di mazziere a tutti i giocatori."
    ("briscola-4", {"hands": 3}, "option.choice"),
    ("briscola-4", {"hands": 1}, "option.choice"),
    ("briscola-6", {"hands": 4}, "option.choice"),
    # mariagio.it.txt: "Si gioca fino a quando uno dei giocatori arriva al limite di punti
    # stabilito, che è solitamente di 200 punti." A limit is positive and within reach.
    ("mariagio", {"target": 0}, "option.range"),
    ("mariagio", {"target": -200}, "option.range"),
    ("mariagio", {"target": 10 ** 9}, "option.range"),
])
def test_option_bounds_follow_the_texts(variant_id, options, code):
    with pytest.raises(OptionError) as caught:
        Match(variant_id, options)
    assert caught.value.message.code == code


def test_the_bounds_admit_what_the_texts_allow():
    assert Match("briscola-4", {"hands": 5}).options["hands"] == 5
    assert Match("briscola-6").options["hands"] == 6
    assert Match("mariagio", {"target": 1}).options["target"] == 1
    assert Match("mariagio", {"target": 2000}).options["target"] == 2000
