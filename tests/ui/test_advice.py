"""Every piece of advice is tested against the engine at that moment (issue 26): the hint's
line for every legal action of seeded positions of every variant says only what the engine
bears out (who takes the trick, the points at stake, what a declaration scores, the matto
kept and owed), the hint's own move is legal, and a refusal names the matto only to the
player who holds it."""
from __future__ import annotations

import random
import re

import pytest

from biscambiggia_gui.ai.players import make_player
from biscambiggia_gui.engine.actions import argument, kind_of
from biscambiggia_gui.engine.cards import MATTO
from biscambiggia_gui.engine.registry import get_variant, new_hand, variants
from biscambiggia_gui.engine.cards import deck_for
from biscambiggia_gui.ui.explain import card_value, hint_text, move_text
from biscambiggia_gui.ui.messages import render
from biscambiggia_gui.ui.text import action_label


def positions(variant_id: str, seed: int, every: int = 3):
    """(hand, seat) at every `every`-th decision of a hand played with random legal moves."""
    v = get_variant(variant_id)
    rng = random.Random(seed)
    deck = deck_for(v.deck_size)
    rng.shuffle(deck)
    hand = new_hand(variant_id, {}, deck, rng.randrange(v.players))
    k = 0
    while not hand.is_over():
        if k % every == 0:
            yield hand.clone(), hand.current_player()
        hand.apply(rng.choice(hand.legal_actions()))
        k += 1


def trick_winner_after(hand, action):
    """The seat that takes the trick `action` closes, or None if the trick goes on."""
    twin = hand.clone()
    before = twin.last_trick
    twin.apply(action)
    after = twin.last_trick
    return after[2] if after is not None and after is not before else None


def taken_after(hand, seat, action):
    """The cards `action`, closing the trick, puts in the pile of `seat`'s side."""
    twin = hand.clone()
    side = twin.sides[seat]
    before = list(twin.captured[side])
    twin.apply(action)
    after = list(twin.captured[side])
    for card in before:
        after.remove(card)
    return after


def check(hand, seat, action, text):
    obs = hand.observation(seat)
    n = [int(x) for x in re.findall(r"(\d+) points?", text)]
    kind = kind_of(action)
    if kind == "play":
        if action == MATTO and "matto_owes" in obs:
            assert "matto" in text and "gives away" not in text
            return
        assert "matto" not in text.lower() or action == MATTO
        if "takes the trick" in text:
            assert trick_winner_after(hand, action) == seat
            if n:                   # the points (and cards) that go to the taker's pile
                taken = taken_after(hand, seat, action)
                assert n[0] == sum(card_value(obs, c) for c in taken), (text, taken)
                cards = re.search(r"(\d+) cards of the count by threes", text)
                assert cards is None or int(cards.group(1)) == len(taken), (text, taken)
        if "is winning the trick so far" in text:
            assert trick_winner_after(hand, action) is None
        if "partner is taking" in text:
            winner = trick_winner_after(hand, action)
            assert winner is not None and winner != seat and hand.sides[winner] == hand.sides[seat]
        if "loses the trick" in text or "gives nothing away" in text \
                or "gives away no points" in text:
            winner = trick_winner_after(hand, action)
            assert winner != seat
            if "gives away only" in text:
                assert n[-1] == card_value(obs, action) > 0
        if "no points of its own" in text:
            assert card_value(obs, action) == 0
        if obs["variant"].startswith("tarocchi"):
            # every card taken counts by threes: none risks or gives away nothing at all
            assert "risks no points." not in text and "gives nothing away" not in text, text
        if text.startswith("Lead"):
            assert not obs["trick"]
    elif kind == "give":
        if "worth the least" in text:
            pool = [argument(a) for a in hand.legal_actions() if kind_of(a) == "give"]
            assert card_value(obs, argument(action)) == min(card_value(obs, c) for c in pool)
    elif kind == "marriage" or hand.declaration_points(action) is not None:
        points = hand.declaration_points(action)
        assert n and n[-1] == points, (text, points)
        if kind != "marriage":                 # a buona is named, not only "it"
            assert action_label(action, "genoese", family=hand.variant.family) in text
        twin = hand.clone()
        side = twin.sides[seat]
        before = twin.running_points()[side]
        twin.apply(action)
        assert twin.running_points()[side] - before == points


@pytest.mark.parametrize("variant", sorted(variants()))
def test_every_line_of_advice_is_what_the_engine_does(qapp, variant):
    checked = 0
    for seed in range(3):
        for hand, seat in positions(variant, seed):
            for action in hand.legal_actions():
                text = move_text(hand, seat, action, "genoese")
                check(hand, seat, action, text)
                checked += 1
    assert checked > 30


@pytest.mark.parametrize("variant", sorted(variants()))
def test_the_hint_plays_a_legal_move(qapp, variant):
    player = make_player("medium", seed=1)
    for hand, seat in list(positions(variant, 7, every=5))[:6]:
        legal = hand.legal_actions()
        action, reason = player.explain(hand.observation(seat), legal)
        assert action in legal
        line = hint_text(hand, seat, action, reason, "genoese")
        assert line.startswith("Hint:")
        check(hand, seat, action, line[len("Hint: "):].split(". ")[0] + ".")


def test_the_matto_is_named_only_to_its_holder(qapp):
    """A refusal offers the matto as a way out only to the player who still holds it."""
    seen = {True: 0, False: 0}
    for seed in range(12):
        for hand, seat in positions("tarocchi-pizzico", seed, every=1):
            if kind_of(hand.legal_actions()[0]) != "play" or not hand.trick:
                continue
            holds = MATTO in hand.hands[seat]
            for card in hand.hands[seat]:
                reason = hand.refusal(card)
                if reason is None:
                    continue
                said = render(reason, "tarot")
                assert ("matto" in said.lower()) == holds, (said, holds)
                seen[holds] += 1
    assert seen[True] and seen[False]


def test_the_italian_hint_to_show_a_buona_fits_every_buona(qapp):
    """"Dichiarala" spoke of a feminine thing, but a Terno and a Quaterno are masculine
    ("il terno"): the Italian names the buona and speaks to the player, "Dichiara ora
    (Terno: ...): 5 punti.", right for each."""
    from biscambiggia_gui import i18n
    i18n.install(qapp, "it")
    try:
        said = set()
        for seed in range(15):
            for hand, seat in positions("tarocchi-pizzico", seed, 1):
                for action in hand.legal_actions():
                    if kind_of(action) != "play" and hand.declaration_points(action) is not None:
                        text = move_text(hand, seat, action, "genoese")
                        label = action_label(action, "genoese", family=hand.variant.family)
                        points = hand.declaration_points(action)
                        assert text == f"Dichiara ora ({label}): {points} punti.", text
                        said.add(label.split(":")[0])
        assert {"Terno", "Famiglia"} <= said, said
    finally:
        i18n.install(qapp, "en")


@pytest.mark.parametrize("variant", ["tarocchi-pizzico", "mariagio"])
def test_the_hint_says_a_declaration_once(qapp, variant):
    """A hint for a buona, a marriage, the exchange of the 2 or the card given for the matto
    says the move, then leaves out the player's reason when it only says the move again
    ("Show it now (Tarocchi: 10 tarots): 10 points. Declares tarocchi." said it twice)."""
    from biscambiggia_gui.engine.messages import RESTATING
    player = make_player("medium", seed=1)
    seen = set()
    for seed in range(40):
        for hand, seat in positions(variant, seed, 1):
            obs, legal = hand.observation(seat), hand.legal_actions()
            if all(kind_of(a) == "play" for a in legal):
                continue
            action, reason = player.explain(obs, legal)
            if reason.code not in RESTATING:
                continue
            seen.add(reason.code)
            text = hint_text(hand, seat, action, reason, "tarot" if variant.startswith("tarocchi")
                             else "genoese")
            said = render(reason, "genoese")
            assert said.lower() not in text.lower(), (text, said)
            assert text.startswith("Hint: ") and move_text(hand, seat, action, "tarot" if
                                                           variant.startswith("tarocchi")
                                                           else "genoese") in text
    assert seen, "no declaration met"
