"""The engine reports what happens as events (engine/events.py, issue 14 "The table fed by
the engine"): a full hand of every variant, played by the real players, must be told
completely by its events (every card dealt or drawn once, played once, in one trick, in one
pile; every point scored) and each seat must learn another seat's private card never."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from biscambiggia_gui.ai.players import make_player
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.cards import MATTO
from biscambiggia_gui.games.tarocchi.cards import tarot_card_points
from biscambiggia_gui.engine.events import Event, events_for
from biscambiggia_gui.engine.registry import variants


def _play_hand(variant_id, seed, level="easy"):
    """A hand of `variant_id`; yields (match, events so far) after every action."""
    match = Match(variant_id, seed=seed)
    players = [make_player(level, seed=seed + s) for s in range(match.variant.players)]
    events = match.deal()
    hand = match.current
    yield match, list(events)
    while not hand.is_over():
        seat = hand.current_player()
        caused = match.apply(players[seat].choose(match.observation(seat), hand.legal_actions()),
                             seat)
        assert caused and caused[-1].kind in ("turn", "hand_end")
        events += caused
        yield match, list(events)


def _hands_from(events, n):
    """Each seat's hand as its own events tell it."""
    hands = [Counter() for _ in range(n)]
    for e in events:
        if e.kind in ("deal", "draw") and e.card is not None:
            hands[e.seat][e.card] += 1
        elif e.kind == "play":
            hands[e.seat][e.card] -= 1
        elif e.kind == "exchange":
            hands[e.seat][e.card] -= 1
            hands[e.seat][e.get("took")] += 1
    return [+h for h in hands]


def _seeds(variant_id):
    # seeds whose hand shows the rarer events: a marriage or an exchange, the matto
    return {"mariagio": (1, 3, 4), "tarocchi-pizzico": (1, 2, 6)}.get(variant_id, (1, 2))


@pytest.mark.parametrize("variant_id", list(variants()))
def test_the_events_of_a_hand_account_for_every_card_and_point(variant_id):
    for seed in _seeds(variant_id):
        for match, events in _play_hand(variant_id, seed):
            hand = match.current
            for seat in range(hand.n):
                mine = events_for(events, seat)
                for e in mine:
                    if e.card is not None and e.private:
                        assert e.seat == seat, e          # a private card only to its receiver
                hidden = [e for e in mine if e.private and e.card is None]
                assert all(e.seat != seat for e in hidden)
                assert _hands_from(mine, hand.n)[seat] == Counter(hand.observation(seat)["hand"])
        # the whole story, from the engine's side
        deck = hand.deck
        entered = Counter(e.card for e in events if e.kind in ("deal", "draw"))
        for e in events:
            if e.kind == "exchange":            # the 2 goes under the talon, the turned card up
                entered[e.get("took")] += 1
                entered[e.card] -= 1
        assert +entered == Counter(deck)
        played = [e.card for e in events if e.kind == "play"]
        assert sorted(played) == sorted(deck)
        tricks = [e for e in events if e.kind == "trick"]
        assert [c for t in tricks for _, c in t.get("cards")] == played
        piles = [[] for _ in range(hand.variant.side_count)]
        for e in events:
            if e.kind == "trick":
                taken = [c for _, c in e.get("cards")]
                if MATTO in taken:
                    taken.remove(MATTO)
                piles[hand.side_of(e.seat)] += taken
            elif e.kind == "matto_kept":
                piles[e.seat].append(MATTO)
            elif e.kind in ("matto_paid", "matto_lost"):
                assert e.get("to") is not None and e.get("to") != e.seat
                piles[e.seat].remove(e.card)
                piles[e.get("to")].append(e.card)
        assert [sorted(p) for p in piles] == [sorted(p) for p in hand.captured]
        end = events[-1]
        assert end.kind == "hand_end" and end.get("points") == match.results[-1].points
        scored = [0] * hand.variant.side_count
        for e in events:
            if e.kind in ("declare", "bonus"):
                scored[e.seat] += e.get("points")
            elif e.kind == "trick" and variant_id != "tarocchi-pizzico":
                scored[hand.side_of(e.seat)] += e.get("points")
        if variant_id == "tarocchi-pizzico":
            scored = [s + tarot_card_points(p, hand.new_rules) for s, p in zip(scored, piles)]
        assert scored == end.get("points")
        json.dumps([e.to_json() for e in events])
        assert [Event.from_json(e.to_json()) for e in events] == events


def test_the_rarer_events_are_reported():
    kinds = Counter()
    for variant_id in ("mariagio", "tarocchi-pizzico"):
        for seed in _seeds(variant_id):
            *_, (match, events) = _play_hand(variant_id, seed)
            kinds.update(e.kind for e in events)
            kinds.update(e.get("declare") for e in events if e.kind == "declare")
    assert kinds["marriage"] and kinds["exchange"] and kinds["matto_kept"]
    assert kinds["matto_paid"] + kinds["matto_lost"] == kinds["matto_kept"]
    assert kinds["bonus"]                       # Mariagio's last trick


def test_the_deal_is_card_by_card_in_the_order_of_the_rules():
    """docs/rules.md 2: "one card at a time, to the seat after the dealer first"; 5: "in
    packets of five, the dealer's opponent first"."""
    match = Match("briscola-3", dealer=1, seed=4)
    deal = [e for e in match.deal() if e.kind == "deal"]
    assert [e.seat for e in deal] == [2, 0, 1] * 3
    assert [e.card for e in deal] == match.current.deck[:9]
    assert all(e.private for e in deal)
    trump = next(e for e in match.events if e.kind == "trump")
    assert trump.card == match.current.deck[9] and not trump.private
    tar = Match("tarocchi-pizzico", dealer=0, seed=4)
    seats = [e.seat for e in tar.deal() if e.kind == "deal"]
    assert seats == ([1] * 5 + [0] * 5) * 3


def test_draws_are_private_in_the_trump_games_but_the_turned_trump_and_tarocchi_draws():
    """Tarocchi: "each drawn card is shown to the opponent"; the trump games: the turned
    card, drawn last, lies face up."""
    for variant_id, public in (("briscola-2", False), ("tarocchi-pizzico", True)):
        *_, (match, events) = _play_hand(variant_id, 3)
        draws = [e for e in events if e.kind == "draw"]
        if public:
            assert not any(e.private for e in draws)
        else:
            assert all(e.private for e in draws[:-1]) and not draws[-1].private
            assert draws[-1].card == match.current.turned
