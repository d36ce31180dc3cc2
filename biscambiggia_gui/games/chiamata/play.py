"""How the computer players bid and call in the chiamata games (card play is the trump
games' own: games/trump/play.py, with the sides each seat knows).

- Easy bids simply: the first call (or 61) when one suit is long and strong, never lower.
- Medium counts its strength: the points and trumps it would hold in its best suit, and
  goes as low in the ranks (or as high in points) as that strength allows.
- Hard evaluates candidate contracts (a trump suit and a called card) by dealing the cards
  it cannot see at random many times and playing each deal out with the roll-out policy:
  it bids when its side makes the contract in at least half of them (docs/ai.md).

Every function sees only the seat's observation (and its information state)."""
from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.cards import SUIT, SUITS
from ...engine.infostate import InfoState
from ...engine.registry import get_variant
from ..trump import playout
from ..trump.play import tables
from .rules import BRISCOLA_CALLS, CALLER_SIDE, DEFENDERS, TOTAL, WIN, ChiamataHand


def suit_strength(hand: Sequence[str], suit: str, game: str) -> float:
    """What `hand` is worth with `suit` as trump: its card points, 4 for each trump, 3 more
    for each of the two best trumps."""
    strength, value = tables(game)
    trumps = sorted((c for c in hand if SUIT[c] == suit), key=lambda c: -strength[c])
    score = sum(value[c] for c in hand) + 4 * len(trumps)
    score += sum(3 for c in trumps if strength[c] >= strength["A" + suit] - 1)
    return score


def best_suit(hand: Sequence[str], game: str) -> tuple[str, float]:
    scored = [(suit_strength(hand, s, game), s) for s in SUITS]
    score, suit = max(scored)
    return suit, score


def best_call(hand: Sequence[str], suit: str, game: str, allowed: Sequence[str]) -> str:
    """The strongest card of `suit` among `allowed` not in `hand` (the partner's card)."""
    strength, _ = tables(game)
    outside = [c for c in allowed if SUIT[c] == suit and c not in hand] or \
        [c for c in allowed if SUIT[c] == suit] or list(allowed)
    return max(outside, key=lambda c: strength[c])


# --- Easy and Medium -----------------------------------------------------------------------------
def simple_bid(obs: Mapping[str, Any], legal: list[str], careful: bool) -> str:
    """Easy (careful False) and Medium (careful True): the strength of the best suit decides
    how far to go; past that, pass."""
    game = get_variant(obs["variant"]).game
    suit, score = best_suit(obs["hand"], game)
    bids = [a for a in legal if a.startswith("bid:")]
    if not bids:
        return "pass"
    nxt = bids[0][4:]
    if nxt in BRISCOLA_CALLS:                       # Briscola chiamata: down the ranks
        depth = BRISCOLA_CALLS.index(nxt)
        reach = (score - 30) / 4 if careful else (0 if score >= 34 else -1)
        return bids[0] if depth <= reach else ("pass" if "pass" in legal else bids[0])
    points = int(nxt)
    reach = WIN + (score - 30) * 1.2 if careful else (WIN if score >= 34 else 0)
    return bids[0] if points <= reach else ("pass" if "pass" in legal else bids[0])


def simple_call(obs: Mapping[str, Any], legal: list[str]) -> str:
    """The trump (or the called card) of the best suit: the strongest card of it the
    caller does not hold."""
    game = get_variant(obs["variant"]).game
    hand = obs["hand"]
    if legal[0].startswith("trump:"):
        return "trump:" + best_suit(hand, game)[0]
    cards = [a[5:] for a in legal]
    suits = {SUIT[c] for c in cards}
    scored = [(suit_strength(hand, s, game), s) for s in SUITS if s in suits]
    suit = max(scored)[1]
    return "call:" + best_call(hand, suit, game, cards)


# --- Hard: contracts evaluated on sampled deals ---------------------------------------------------
def contract_odds(obs: Mapping[str, Any], called: str, target: int, worlds: int,
                  rng: random.Random) -> float:
    """The share of `worlds` deals of the unseen cards in which this seat, calling `called`
    (its suit trump) as caller, makes `target` points with its side, every seat playing the
    roll-out policy."""
    info = InfoState(obs)
    seat = info.seat
    made = 0
    for _ in range(worlds):
        hands, _ = info.sample(rng)
        world = _contract_world(obs, hands, seat, called)
        points = playout.playout(world)
        made += points[CALLER_SIDE] >= target
    return made / worlds


def _contract_world(obs: Mapping[str, Any], hands: Mapping[int, list[str]], seat: int,
                    called: str) -> ChiamataHand:
    """A whole deal at the start of play with this seat as caller of `called`."""
    variant = get_variant(obs["variant"])
    cls = variant.family.hand_class
    assert issubclass(cls, ChiamataHand)
    deck = sorted(variant.family.strength(obs["options"]))
    state = cls(variant, variant.resolve_options(obs["options"]), deck, obs["dealer"])
    state.hands = [list(obs["hand"]) if s == seat else list(hands[s]) for s in range(state.n)]
    state.stage = "play"
    state.caller, state.called, state.trump = seat, called, SUIT[called]
    holder = next(s for s in range(state.n) if called in state.hands[s])
    state.partner = holder
    state.sides = [CALLER_SIDE if s in (seat, holder) else DEFENDERS for s in range(state.n)]
    first = seat if obs["options"].get("first_lead") == "caller" else (obs["dealer"] + 1) % state.n
    state.leader = state.turn = first
    return state


def hard_bid(obs: Mapping[str, Any], legal: list[str], worlds: int, rng: random.Random) -> str:
    """Bid the next bid when, with its best call, the contract is made in at least half the
    sampled deals; else pass."""
    return hard_bid_odds(obs, legal, worlds, rng)[0]


def hard_bid_odds(obs: Mapping[str, Any], legal: list[str], worlds: int,
                  rng: random.Random) -> tuple[str, float | None]:
    """`hard_bid`'s bid, with the share of sampled deals in which the next bid's contract is
    made (None where no deal was sampled: no bid open, or no card to call)."""
    bids = [a for a in legal if a.startswith("bid:")]
    if not bids:
        return "pass", None
    odds = bid_odds(obs, bids[0][4:], worlds, rng)
    if odds is None:
        return ("pass" if "pass" in legal else bids[0]), None
    if odds >= 0.5 or "pass" not in legal:
        return bids[0], odds
    return "pass", odds


def bid_odds(obs: Mapping[str, Any], bid: str, worlds: int, rng: random.Random) -> float | None:
    """The share of sampled deals in which this seat, winning the auction with `bid` (a
    rank or a number of points) and calling the best card of one of the two suits it is
    strongest in, makes the contract; None when it has no card to call."""
    variant = get_variant(obs["variant"])
    hand = obs["hand"]
    if bid in BRISCOLA_CALLS:
        target = WIN
        calls = [bid + s for s in SUITS if bid + s not in hand]
    else:
        target = int(bid)
        rank = "2" if variant.family.name.startswith("briscola") else None
        calls = [rank + s for s in SUITS] if rank else \
            [best_call(hand, s, variant.game, sorted(variant.family.strength({}))) for s in SUITS]
        calls = [c for c in calls if c not in hand] or calls
    if not calls:
        return None
    # the two suits the seat is strongest in, then the contract's odds on sampled deals
    ranked = sorted(calls, key=lambda c: -suit_strength(hand, SUIT[c], variant.game))[:2]
    return max(contract_odds(obs, c, target, worlds, rng) for c in ranked)


def hard_call(obs: Mapping[str, Any], legal: list[str], worlds: int, rng: random.Random) -> str:
    """The call (or the trump named) whose contract is made most often on sampled deals."""
    scored = call_odds(obs, legal, worlds, rng)
    return max((p, a) for a, p in scored.items())[1]


def call_odds(obs: Mapping[str, Any], legal: list[str], worlds: int, rng: random.Random,
              also: Sequence[str] = ()) -> dict[str, float]:
    """The calls (or trumps named) Hard weighs, and those of `also`, each with the share of
    sampled deals in which its contract is made."""
    variant = get_variant(obs["variant"])
    hand = obs["hand"]
    target = obs["contract"]["target"] if obs.get("contract") else TOTAL // 2 + 1
    if legal[0].startswith("trump:"):
        allowed = sorted(variant.family.strength({}))
        named = ["trump:" + s for s in SUITS] + [a for a in also if a in legal]
        return {a: contract_odds(obs, best_call(hand, a[6:], variant.game, allowed), target,
                                 worlds, rng) for a in dict.fromkeys(named)}
    cards = [a[5:] for a in legal]
    if len(cards) > 4:                              # a free call: the best card of each suit
        suits = sorted({SUIT[c] for c in cards})
        cards = [best_call(hand, s, variant.game, cards) for s in suits]
    called = dict.fromkeys(["call:" + c for c in cards] + [a for a in also if a in legal])
    return {a: contract_odds(obs, a[5:], target, worlds, rng) for a in called}


def weighed(obs: Mapping[str, Any], legal: list[str], played: str | None, worlds: int,
            rng: random.Random) -> dict[str, float | None]:
    """The moves Hard weighs in the auction or the call, and `played`, each with the share
    of sampled deals in which its contract is made (None: a pass, which makes none)."""
    if obs.get("phase") == "auction":
        bids = [a for a in legal if a.startswith("bid:")][:1]
        moves = dict.fromkeys((["pass"] if "pass" in legal else []) + bids
                              + ([played] if played in legal else []))
        return {a: None if a == "pass" else bid_odds(obs, a[4:], worlds, rng) for a in moves}
    return dict(call_odds(obs, legal, worlds, rng, [played] if played else []))
