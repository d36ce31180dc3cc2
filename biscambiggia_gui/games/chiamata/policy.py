"""The hooks the computer players ask in the chiamata games (ai/policy.py): bids and calls
by level (play.py), card play as in the trump games, Hard's card play on the compiled core
with the sides it does not know left to the called card (search.py)."""
from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from ...ai import core
from ...ai.policy import Choice, Weighed
from ...ai.search import ONLY_MOVE
from ...engine.actions import kind_of
from ...engine.infostate import InfoState
from ...engine.messages import Message, template
from ...engine.registry import get_variant
from ..trump import play as trump_play
from ..trump import search as trump_search
from ..trump.policy import TrumpPolicy
from . import play, search

BIDS_SIMPLY = template("ai.bids_simply", "bids on its longest, strongest suit")
COUNTS = template("ai.counts_strength", "counts the strength of its best suit")
# the hint says these to the person in the seat: no "its side", the share as it is
SAMPLED_BID = template("ai.sampled_bid", "the contract is made in {made} of {worlds} sampled "
                                         "deals")
SAMPLED_MUST = template("ai.sampled_must_bid", "the first to speak must bid: the contract is "
                                               "made in only {made} of {worlds} sampled deals")
SAMPLED_PASS = template("ai.sampled_pass", "with the lowest bid open, the contract would be "
                                           "made in only {made} of {worlds} sampled deals, and "
                                           "a bid wants {need}")
SAMPLED_CALL = template("ai.sampled_call", "with this call the contract is made most often "
                                           "over {worlds} sampled deals")
SAMPLED_TRUMP = template("ai.sampled_trump", "with these trumps the contract is made most often "
                                             "over {worlds} sampled deals")
BID_WORLDS = 40                 # sampled deals per contract weighed by Hard's bids and calls


def bid_reason(action: str, odds: float | None, share: float) -> Message:
    """The reason of Hard's move in the auction, from that move and the share that decided
    it (play.py `hard_bid_odds`), so the words say what the move does: a bid, the share of
    deals its contract is made in (under `share`, the share the bidder bids from: the first
    to speak may not pass); a pass, the lowest open bid's share and what a bid wants; a
    pass with no bid open (no share), the only move."""
    if odds is None:
        return Message(ONLY_MOVE)
    made = round(odds * BID_WORLDS)
    if action == "pass":
        return Message(SAMPLED_PASS, made=made, worlds=BID_WORLDS,
                       need=math.ceil(share * BID_WORLDS))
    # a bid made on fewer deals than Hard bids from: only where passing is not allowed
    return Message(SAMPLED_BID if odds >= share else SAMPLED_MUST, made=made,
                   worlds=BID_WORLDS)


# a partner not yet known keeps the called card back unless a trick holds this many points
# or the hand is down to its last HIDDEN_UNTIL cards: the defenders do not know whom to
# feed and whom to beat while the partner is hidden (docs/ai.md)
HIDDEN_STAKE = 15
HIDDEN_UNTIL = 3


def hidden_partner(obs: dict[str, Any]) -> bool:
    """Whether the seat is the caller's partner and the others do not know it yet (the
    called card is still in its hand)."""
    contract = obs.get("contract") or {}
    return (obs.get("partner") == obs["seat"] != contract.get("caller")
            and contract.get("called") in obs["hand"])


class ChiamataPolicy(TrumpPolicy):
    core_adapter: Any = search

    def medium(self, obs: dict[str, Any], legal: list[str], info: InfoState) -> str:
        cards = [a for a in legal if kind_of(a) == "play"]
        card = trump_play.medium_card(obs, cards, info)
        if hidden_partner(obs) and card == obs["contract"]["called"] and len(cards) > 1 \
                and len(obs["hand"]) > HIDDEN_UNTIL:
            _, value = trump_play.tables(info.game)
            if sum(value[c] for _, c in obs["trick"]) < HIDDEN_STAKE:
                return trump_play.medium_card(obs, [c for c in cards if c != card], info)
        return card

    def bid(self, obs: dict[str, Any], legal: list[str], level: str,
            rng: random.Random) -> Choice | None:
        phase = obs.get("phase")
        if phase == "auction":
            if level in ("hard", "hard-2026"):
                bidder = play.hard_bid_odds if level == "hard" else play.hard_2026_bid
                action, odds = bidder(obs, legal, BID_WORLDS, rng)
                share = play.bid_share(obs["variant"]) if level == "hard" else play.HALF
                return action, bid_reason(action, odds, share)
            careful = level not in ("easy", "random")
            return (play.simple_bid(obs, legal, careful),
                    Message(COUNTS if careful else BIDS_SIMPLY))
        if phase in ("trump", "call"):
            if level in ("hard", "hard-2026"):
                return play.hard_call(obs, legal, BID_WORLDS, rng), \
                    Message(SAMPLED_CALL if phase == "call" else SAMPLED_TRUMP, worlds=BID_WORLDS)
            return play.simple_call(obs, legal), Message(COUNTS)
        return None

    def hard(self, obs: dict[str, Any], legal: list[str], rng: random.Random, budget: Any,
             searcher: Any) -> Choice | None:
        if obs.get("phase") != "play" or not core.HAVE_C or not budget.chiamata_core:
            return None
        return trump_search.core_search(obs, legal, rng, budget, searcher, InfoState(obs),
                                        search.position, search.sizes)

    def hard_values(self, obs: dict[str, Any], moves: list[str], rng: random.Random,
                    budget: Any) -> Weighed | None:
        if obs.get("phase") != "play" or not core.HAVE_C or not budget.chiamata_core:
            return None
        return self._core_values(obs, moves, rng, budget, InfoState(obs), search.position,
                                 search.sizes)

    def bid_values(self, obs: dict[str, Any], legal: list[str], played: str | None,
                   rng: random.Random, only: Sequence[str] | None = None
                   ) -> tuple[dict[str, float], int] | None:
        """A bid, or a call, as Hard weighs it: the share of sampled deals in which the
        contract is made (with the seat's best call), turned into the win bonus won or
        lost: (2 x share - 1) x bonus; a pass is worth a contract made on
        `play.bid_share` of the deals, the share Hard bids from (so its pass rates as its
        best move)."""
        if obs.get("phase") not in ("auction", "trump", "call"):
            return None
        bonus = get_variant(obs["variant"]).match.win_bonus
        odds = play.weighed(obs, legal, played, BID_WORLDS, rng, only)
        passing = bonus * (2 * play.bid_share(obs["variant"]) - 1)
        return {a: passing if p is None else bonus * (2 * p - 1) for a, p in odds.items()}, \
            BID_WORLDS
