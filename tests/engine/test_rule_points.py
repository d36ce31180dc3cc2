"""The rule points of issue 14, each against the sentence of its source text that it follows
(docs/rules.md states each one)."""
from __future__ import annotations

import random

import pytest

from biscambiggia_gui.ai.players import make_player
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.registry import variants, OptionError


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
    assert type(hand).count_points(obs) == hand.running_points()   # counted in one's head


@pytest.mark.parametrize("variant_id", [v for v in variants() if not v.startswith("briscola")])
def test_the_other_games_show_the_points_by_default(variant_id):
    # Their texts forbid no look at the pile (docs/rules.md section 7, "The piles").
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


def _tarocchi_until_the_debt_is_due(seed):
    """A Tarocchi hand played at random, never paying for the matto of one's own accord,
    until the hand's end calls for the payment; None if the debt was never due."""
    match = Match("tarocchi-pizzico", seed=seed)
    hand = match.start_hand()
    rng = random.Random(seed)
    while not hand.is_over() and not hand.giving:
        actions = [a for a in hand.legal_actions() if not a.startswith("give:")]
        match.apply(rng.choice(actions))
    return match if hand.giving else None


def test_the_matto_is_paid_with_any_card_of_any_later_trick_before_the_hand_ends():
    # tarocchi-a-pizzico.it.txt: "dovrà cioè aggiudicarsi una o più prese dopo quella in cui ha
    # giocato il matto, e cedere una qualsiasi delle carte catturate in queste prese
    # all'avversario."
    checked = 0
    for seed in range(40):
        match = _tarocchi_until_the_debt_is_due(seed)
        if match is None:
            continue
        hand = match.current
        owner = hand.matto_owner
        assert hand.current_player() == owner and not any(hand.hands)   # the last trick is over
        # the cards of every trick the owner won after the matto's trick
        won, after = [], False
        for e in match.events:
            if e.kind == "trick":
                cards = [c for _, c in e.get("cards")]
                if "M" in cards:
                    after = True
                elif after and e.seat == owner:
                    won += cards
        assert sorted(hand.legal_actions()) == sorted("give:" + c for c in won)
        if len(won) > 2:
            checked += 1
        first = won[0]                                  # a card of the first trick won
        caused = match.apply("give:" + first, owner)
        assert [e.kind for e in caused][:1] == ["matto_paid"] and caused[-1].kind == "hand_end"
        assert first in hand.captured[1 - owner] and "M" in hand.captured[owner]
        assert hand.is_over()
    assert checked >= 3


def test_an_old_record_that_paid_at_once_still_replays():
    """Records made when the card was given at once (fixtures/replays.json) are legal under
    the rule as the text says: paying at the first chance is one of the player's choices."""
    import json
    import pathlib
    from biscambiggia_gui.engine.record import replay, summary
    made = json.loads((pathlib.Path(__file__).parent / "fixtures" / "replays.json").read_text())
    paid = [m for m in made if any("give" in a for h in m["record"]["hands"] for a in h["actions"])]
    assert paid
    for m in paid:
        assert summary(replay(m["record"])) == m["summary"]
