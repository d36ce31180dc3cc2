"""The compiled core's Tarocchi part from the search's side (games/tarocchi/search.py,
ai/core.py's `tarocchi_evaluate`); tests/engine/test_accelerators.py replays its worlds on
the state. Here: the position the search builds from an observation (the score, the matto's
debt, the opponent's known and hidden cards) is the one the core searches, each candidate
getting the minimax value of the state where every card is placed; the play-outs stop at
the horizon with the value of the Python play-out; the opponent is never dealt a card its
replies ruled out."""
import pytest

from biscambiggia_gui.ai import core
from biscambiggia_gui.ai.hard import HardBudget
from biscambiggia_gui.ai.solver import perfect_value
from biscambiggia_gui.engine.infostate import InfoState
from biscambiggia_gui.games.tarocchi.search import core_playout, core_tables, score_of
from positions import position

needs_core = pytest.mark.skipif(not core.HAVE_C, reason="the compiled core is not built")
OPTIONS = [{}, {"new_rules": True}]


def positions(options, count, salt, test):
    found = []
    for seed in range(400):
        state, _ = position("tarocchi-pizzico", options, seed, salt, late=salt == "late",
                            playing=True)
        if not state.giving and test(state):
            found.append(state)
        if len(found) >= count:
            break
    return found


def search_args(state):
    seat, opp = state.turn, 1 - state.turn
    obs = state.observation(seat, count=True)
    info = InfoState(obs)
    new_rules = state.new_rules
    cands = sorted(a for a in state.legal_actions() if ":" not in a)
    return dict(tables_b=core_tables(new_rules), mine=obs["hand"], known=sorted(info.known[opp]),
                pool=info.pool, need=info.need[opp], forbidden=info.forbidden[opp],
                trick=[c for _, c in obs["trick"]], score=score_of(obs, new_rules),
                total=obs["total_tricks"], cands=cands)


@needs_core
@pytest.mark.parametrize("options", OPTIONS)
def test_each_candidate_gets_the_minimax_value_of_the_state(options):
    states = positions(options, 8, "late", lambda s: s.talon_size() == 0
                       and sum(len(h) for h in s.hands) <= 7)
    assert len(states) >= 6
    for state in states:
        args = search_args(state)
        totals, _, _, weight = core.tarocchi_evaluate(**args, worlds=1, seed=5, exact=20)
        assert weight == 1
        for card, value in zip(args["cands"], totals):
            after = state.clone()
            after.apply(card)
            assert value == perfect_value(after, state.turn, 0), card


@needs_core
@pytest.mark.parametrize("options", OPTIONS)
def test_play_outs_stop_at_the_horizon_with_the_python_play_outs_value(options):
    states = positions(options, 12, "horizon", lambda s: s.talon_size() > 0)
    assert len(states) >= 10
    for state in states:
        policy = state.variant.family.policy
        for horizon in (1, 4, 10):
            value, _ = core_playout(state, exact=0, horizon=state.tricks_played + horizon)
            expected = policy.playout(state.clone(), state.turn, 0,
                                      HardBudget(tarocchi_horizon=horizon))[0]
            assert value == expected, (horizon, value, expected)


@needs_core
def test_the_opponent_is_never_dealt_a_card_ruled_out():
    """Two cards left in the talon; every other unseen card is the opponent's: with the
    talon's two cards ruled out for it (as its replies rule cards out), each world is the
    real deal or the one with the talon's two cards swapped, so every value is one of those
    two worlds' values; without the rule, other worlds come up."""
    states = positions({}, 6, "forbid", lambda s: s.talon_size() == 2)
    assert states
    outside = 0
    for state in states:
        args = search_args(state)
        seat = state.turn
        talon = state.talon[state.tpos:]
        swapped = state.clone()
        swapped.talon = state.talon[:state.tpos] + talon[::-1]
        card = args["cands"][0]
        allowed = set()
        for world in (state, swapped):
            after = world.clone()
            after.apply(card)
            if after.turn == seat:
                allowed.add(core_playout(after, exact=0)[0])
            else:
                allowed.add(-core_playout(after, exact=0)[0])
        args["cands"] = [card]
        for seed in range(12):
            ruled = core.tarocchi_evaluate(**dict(args, forbidden=talon), worlds=1, seed=seed,
                                           exact=0)[0][0]
            assert ruled in allowed
            free = core.tarocchi_evaluate(**dict(args, forbidden=()), worlds=1, seed=seed,
                                          exact=0)[0][0]
            outside += free not in allowed
    assert outside > 0


@needs_core
def test_an_impossible_deal_is_refused_with_a_message():
    state = positions({}, 1, "forbid", lambda s: s.talon_size() >= 2)[0]
    args = search_args(state)
    with pytest.raises(ValueError, match="inconsistent position"):
        core.tarocchi_evaluate(**dict(args, forbidden=args["pool"]), worlds=2, seed=1, exact=0)


def dealt(seed, options):
    """A Tarocchi hand dealt from a deck shuffled by seed `seed`, the dealer `seed % 2`; and
    the random stream, to go on with."""
    import random
    from biscambiggia_gui.engine import deck_for, new_hand
    rng = random.Random(seed)
    deck = deck_for(78)
    rng.shuffle(deck)
    return rng, new_hand("tarocchi-pizzico", options, deck, seed % 2)


@needs_core
@pytest.mark.parametrize("options", OPTIONS)
def test_the_cores_solve_gives_the_endgames_points_to_come_card_for_card(options):
    """Every card placed and few left: Hard solves on the core (`core_solve`) what
    TarocchiEndgame solved before; both give each legal card the same points to come."""
    from biscambiggia_gui.games.tarocchi.policy import TarocchiPolicy
    from biscambiggia_gui.games.tarocchi.search import core_solve
    from biscambiggia_gui.ai.search import Budget
    checked = 0
    for seed in range(200):
        rng, hand = dealt(seed, options)
        left = rng.randrange(2, 8)
        while not hand.is_over() and not (hand.tpos == len(hand.talon)
                                          and len(hand.hands[hand.current_player()]) <= left):
            hand.apply(rng.choice(hand.legal_actions()))
        if hand.is_over():
            continue
        seat = hand.current_player()
        obs, legal = hand.observation(seat), hand.legal_actions()
        cards = [a for a in legal if ":" not in a]
        info = InfoState(obs)
        if obs.get("giving") or len(cards) < 2 or not info.fully_known():
            continue
        endgame = TarocchiPolicy()._solved(obs, info, Budget(), legal)   # TarocchiEndgame
        if endgame is None:
            continue
        best, value, scored = core_solve(obs, cards, info)
        assert dict((c, v) for v, c in scored) == {c: v for v, c in endgame[2] if c in cards}
        assert value == endgame[1]
        checked += 1
        if checked == 40:
            break
    assert checked == 40


@needs_core
def test_a_known_deal_played_out_is_not_called_a_sample():
    """Every card placed but too many to solve: Hard plays its one world out, the real
    deal, and its reason says so (it said "1 sampled deals")."""
    from biscambiggia_gui.ai import make_player

    checked = 0
    for seed in range(6):
        _, hand = dealt(seed, None)
        player = make_player("random", seed=seed)
        while not hand.is_over():
            seat = hand.current_player()
            legal = hand.legal_actions()
            plays = [a for a in legal if ":" not in a]
            if hand.talon_size() == 0 and len(hand.hands[seat]) > 8 and len(plays) > 1 \
                    and len(plays) == len(legal):
                obs = hand.observation(seat)
                assert InfoState(obs).fully_known()
                _, reason = make_player("hard", seed=seed, budget=HardBudget(time_limit=60)
                                        ).explain(obs, legal)
                assert reason.code == "ai.known_points", reason
                checked += 1
                break
            hand.apply(player.choose(hand.observation(seat), legal), seat)
    assert checked >= 3


@needs_core
@pytest.mark.parametrize("options", OPTIONS)
def test_the_cores_roll_outs_play_the_matto_while_a_trick_can_follow(options):
    """Hard's roll-outs play the matto in time: never as its holder's last card (then no
    trick can follow it, and it crosses to the opponent). The heuristic they had, which the
    generic search (hard-ref, hard-2026) keeps, held it that long in most worlds, so the
    search rated the matto played at once some 6 points above any card, trick after trick."""
    from biscambiggia_gui.games.tarocchi.play import rollout_action
    states = positions(options, 30, "early", lambda s: any("M" in h for h in s.hands))
    assert len(states) == 30
    last_core = last_plain = 0
    for state in states:
        _, actions = core_playout(state, exact=0)
        s = state.clone()
        for action in actions:
            if action == "M":
                last_core += len(s.hands[s.turn]) == 1
            s.apply(action)
        s = state.clone()
        while not s.is_over():
            action = rollout_action(s)
            if action == "M":
                last_plain += len(s.hands[s.turn]) == 1
            s.apply(action)
    assert last_core == 0
    assert last_plain > len(states) // 3          # what the old roll-outs did


@needs_core
def test_the_review_does_not_ask_for_the_matto_trick_after_trick():
    """A hand of Medium (who keeps the matto long) reviewed at Hard's budget: the matto is
    not "best" at most of the decisions where it was held (it was at 25 of 41 such
    decisions of this very hand, each a 'mistake' of 5 to 9 points, one choice counted
    again and again)."""
    from biscambiggia_gui.ai.players import make_player
    from biscambiggia_gui.engine.match import Match
    from biscambiggia_gui.review import review
    match = Match("tarocchi-pizzico", seed=5)
    hand = match.start_hand()
    players = [make_player("medium", seed=1), make_player("easy", seed=2)]
    while not hand.is_over():
        seat = hand.current_player()
        match.apply(players[seat].choose(hand.observation(seat), hand.legal_actions()))
    rated = [d for d in review(match, 0) if d.kind == "play" and "M" in d.values]
    held = [d for d in rated if d.played != "M"]
    assert len(held) > 20
    asked = [d for d in held if d.best == "M"]
    assert len(asked) <= len(held) // 3, [(d.trick, d.loss) for d in asked]
