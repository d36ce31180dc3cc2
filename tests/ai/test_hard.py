"""The new Hard: it banks a point-carrying trump on its partner's trick when an opponent
could catch that trump later (hard-ref never searched that move), its reasons are
Messages, the two-player search runs within its time limit, and the partnership games
search on the compiled core."""
import random

import pytest

from biscambiggia_gui.ai import Budget, core, make_player
from biscambiggia_gui.ai.hard import ExtendedSearcher, HardBudget
from biscambiggia_gui.ai.search import Searcher
from biscambiggia_gui.engine.infostate import InfoState as Knowledge
from biscambiggia_gui.games.trump.play import TrickView, tables
from biscambiggia_gui.engine.cards import SUIT
from biscambiggia_gui.engine.messages import Message
from helpers import random_position


def banking_positions(variant_id, count):
    """Positions where the seat to play is last, its partner wins the trick, and it holds a
    trump with points and a card that is no trump."""
    found = []
    for seed in range(3000):
        hand = random_position(variant_id, seed)
        if hand.is_over() or len(hand.trick) != hand.n - 1:
            continue
        seat = hand.current_player()
        obs = hand.observation(seat)
        strength, value = tables(hand.variant.game)
        tv = TrickView(obs, strength, value)
        if not tv.partner_winning():
            continue
        mine = obs["hand"]
        rich = [c for c in mine if SUIT[c] == hand.trump and value[c] > 0
                and c != ("A" + hand.trump)]
        if rich and any(SUIT[c] != hand.trump for c in mine) and SUIT[tv.best] != hand.trump:
            found.append((obs, hand.legal_actions(), rich))
        if len(found) >= count:
            break
    return found


@pytest.mark.parametrize("variant_id", ["briscola-4", "biscambiggia-4"])
def test_a_point_trump_on_the_partners_trick_is_searched(variant_id):
    cases = banking_positions(variant_id, 5)
    assert cases
    for obs, legal, rich in cases:
        know = Knowledge(obs)
        old = Searcher().candidates(obs, legal, know)
        new = ExtendedSearcher(HardBudget()).candidates(obs, legal, know)
        assert not set(rich) & set(old)              # hard-ref: never
        # the new Hard searches every such trump that a higher unseen trump could catch
        higher_unseen = [c for c in rich if any(SUIT[d] == obs["trump_suit"] and
                         tables(know.game)[0][d] > tables(know.game)[0][c] for d in know.pool)]
        assert set(higher_unseen) <= set(new)
        assert set(old) <= set(new)


def test_reasons_are_messages_in_every_variant():
    for variant_id in ("briscola-2", "biscambiggia-2", "briscola-4", "mariagio",
                       "tarocchi-pizzico", "briscola-3"):
        for seed in range(3):
            hand = random_position(variant_id, seed, steps=random.Random(seed).randrange(0, 20))
            seat = hand.current_player()
            action, reason = make_player("hard", seed=seed).explain(hand.observation(seat),
                                                                    hand.legal_actions())
            assert action in hand.legal_actions()
            assert isinstance(reason, Message) and not str(reason).startswith("ai.")


def test_two_player_search_stops_at_its_time_limit():
    hand = random_position("briscola-2", 11, steps=2)
    seat = hand.current_player()
    slow = HardBudget(core_worlds=100_000, worlds=100_000, time_limit=0.0)
    action, reason = make_player("hard", seed=1, budget=slow).explain(
        hand.observation(seat), hand.legal_actions())
    assert action in hand.legal_actions()
    assert reason.args["worlds"] < 100_000


@pytest.mark.skipif(not core.HAVE_C, reason="the three-player search needs the compiled core")
@pytest.mark.parametrize("variant_id", ["briscola-3", "biscambiggia-3"])
def test_three_player_games_search_on_the_core(variant_id):
    """Three players: the core's worlds over every legal card (the reason counts them);
    with the core switched off, hard-ref's search (its 64 worlds). The core's values are
    checked against the engine in test_core."""
    searched = 0
    for seed in range(16):
        hand = random_position(variant_id, seed, steps=random.Random(seed).randrange(0, 20))
        seat = hand.current_player()
        obs, legal = hand.observation(seat), hand.legal_actions()
        if len(legal) < 2 or obs["talon_size"] == 0:
            continue
        action, reason = make_player("hard", seed=seed, budget=HardBudget(time_limit=60)
                                     ).explain(obs, legal)
        assert action in legal
        assert reason.code == "ai.sampled_rate" and reason.args["worlds"] == 400
        _, off = make_player("hard", seed=seed, budget=HardBudget(three_core=False,
                                                                    time_limit=60)
                             ).explain(obs, legal)
        assert off.args["worlds"] == 64
        searched += 1
    assert searched >= 6


@pytest.mark.skipif(not core.HAVE_C, reason="the partnership search needs the compiled core")
@pytest.mark.parametrize("variant_id, worlds", [("briscola-4", 400), ("biscambiggia-4", 400),
                                                ("briscola-6", 120), ("biscambiggia-6", 120)])
def test_partnership_games_search_on_the_core(variant_id, worlds):
    """Four and six players: the core's worlds (the reason counts them), the team's points
    as the value; the candidates are the team candidates; switched off, hard-ref's search
    with those candidates."""
    searched = 0
    for seed in range(24):
        hand = random_position(variant_id, seed, steps=random.Random(seed).randrange(0, 12))
        seat = hand.current_player()
        obs, legal = hand.observation(seat), hand.legal_actions()
        cands = ExtendedSearcher(HardBudget()).candidates(obs, legal, Knowledge(obs))
        if len(cands) < 2 or obs["talon_size"] == 0:
            continue
        # (a generous time limit: the safety net must not cut the count on a loaded machine)
        action, reason = make_player("hard", seed=seed, budget=HardBudget(time_limit=60)
                                     ).explain(obs, legal)
        assert action in cands
        assert reason.code == "ai.side_sampled_rate" and reason.args["worlds"] == worlds
        off = make_player("hard", seed=seed, budget=HardBudget(team_core=False, time_limit=60))
        ref = make_player("hard-ref", seed=seed, budget=Budget(time_limit=60))
        _, off_reason = off.explain(obs, legal)
        assert off_reason.args["worlds"] == 64 == ref.explain(obs, legal)[1].args["worlds"]
        searched += 1
    assert searched >= 6
