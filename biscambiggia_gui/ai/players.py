"""The computer players: random, easy, medium, hard, behind one small interface.

    player = make_player("hard", seed=7)
    action = player.choose(observation, legal_actions)
    action, reason = player.explain(observation, legal_actions)   # reason: a Message

A player sees only the observation of its seat and the legal actions: it cannot see a
hidden card because it is never given one. Every decision draws its random numbers from
a generator seeded by (the player's seed, the observation), so a seed reproduces every
choice, the same observation always gets the same answer, and one instance may be used
from several threads.
"""
from __future__ import annotations

import hashlib
import json
import random

from collections.abc import Mapping
from typing import Any

from ..engine import seeds
from ..engine.infostate import InfoState
from ..engine.messages import Message, template
from ..engine.registry import get_variant
from .hard import Hard, HardBudget, hard_2026
from .policy import Choice, policy_of
from .search import ONLY_CARD, ONLY_MOVE, Budget, Searcher

AT_RANDOM = template("ai.at_random", "chosen at random")
SIMPLE = template("ai.simple", "plays it simple")
HEURISTIC = template("ai.heuristic", "plays by its rules of thumb")

LEVELS = ("random", "easy", "medium", "hard")
# levels for the arena only (not offered in the window), fixed opponents every later Hard is
# measured against: "hard-2026" is the Hard of main at e110d85 (2026-11-24), "hard-ref" the
# Hard of main at cc4b3a4
REFERENCE_LEVELS = ("hard-2026", "hard-ref")
# what does not seed a choice: facts the history already holds ("phase", "sides"), the
# match's standing, which deal it is, the last trick shown again
NOT_SEEDING = ("match", "deal_index", "last_trick", "phase", "sides")


def with_points(obs: dict[str, Any]) -> dict[str, Any]:
    """`obs` with "points" counted from its history when the count was off (a player who
    remembers every trick knows them: engine/state.py's `count_points`)."""
    return dict(get_variant(obs["variant"]).family.hand_class.with_points(obs))


class Player:
    level = "?"
    stream: str | None = None   # the name that seeds the random stream (the level when None)
    bids_as: str | None = None  # the level whose bids it makes (its own when None)

    def __init__(self, seed: int | str | None = None):
        if seed is None:
            seed = seeds.fresh_seed(seeds.PLAYER_BITS)
        self.seed = seed

    def rng_for(self, obs: Mapping[str, Any]) -> random.Random:
        # the hand's observation alone seeds the choice: the match's standing ("match",
        # see Match.observation), which deal it is and the last trick shown again (facts
        # the history already holds) do not change what these players play
        hand_obs = {k: v for k, v in obs.items() if k not in NOT_SEEDING}
        text = json.dumps(hand_obs, sort_keys=True, separators=(",", ":"))
        name = self.stream or self.level
        digest = hashlib.blake2b(f"{self.seed}|{name}|{text}".encode(), digest_size=8)
        return random.Random(int.from_bytes(digest.digest(), "big"))

    def choose(self, obs: dict[str, Any], legal: list[str]) -> str:
        return self.explain(obs, legal)[0]

    def explain(self, obs: dict[str, Any], legal: list[str]) -> Choice:
        if not legal:
            raise ValueError("no legal action to choose from")
        obs = with_points(obs)          # counted from the history if the count was off
        policy = policy_of(obs["variant"])
        considered = policy.considered(obs, list(legal))
        if len(considered) == 1:       # "the only legal move" only where it is one
            return considered[0], Message(ONLY_MOVE if len(set(legal)) == 1 else ONLY_CARD)
        legal = considered
        # the decisions every level takes the same way: free points (declarations) or a
        # plain minimum (the card given for the matto)
        rule = policy.rule_decision(obs, legal)
        if rule is not None:
            return rule
        rng = self.rng_for(obs)
        bid = policy.bid(obs, legal, self.bids_as or self.level, rng)
        if bid is not None:
            return bid
        return self.decide(obs, legal, rng)

    def decide(self, obs: dict[str, Any], legal: list[str], rng: random.Random) -> Choice:
        raise NotImplementedError


class RandomPlayer(Player):
    level = "random"

    def explain(self, obs: dict[str, Any], legal: list[str]) -> Choice:
        return self.rng_for(with_points(obs)).choice(sorted(legal)), Message(AT_RANDOM)


class EasyPlayer(Player):
    """Greedy, no memory of the cards played, sometimes careless (never absurd)."""
    level = "easy"

    def __init__(self, seed: int | str | None = None, care: float = 0.85):
        super().__init__(seed)
        self.care = care

    def decide(self, obs: dict[str, Any], legal: list[str], rng: random.Random) -> Choice:
        return policy_of(obs["variant"]).easy(obs, legal, rng, self.care), Message(SIMPLE)


class MediumPlayer(Player):
    """Remembers every card played; solid heuristics per game."""
    level = "medium"

    def decide(self, obs: dict[str, Any], legal: list[str], rng: random.Random) -> Choice:
        info = InfoState(obs)
        return policy_of(obs["variant"]).medium(obs, legal, info), Message(HEURISTIC)


class HardPlayer(Player):
    """The game's accelerated search where it has one (the compiled core), the generic
    search elsewhere: ai/hard.py."""
    level = "hard"

    def __init__(self, seed: int | str | None = None, budget: Budget | None = None):
        super().__init__(seed)
        if budget is not None and not isinstance(budget, HardBudget):
            budget = HardBudget(**vars(budget))
        self.search = Hard(budget)

    def decide(self, obs: dict[str, Any], legal: list[str], rng: random.Random) -> Choice:
        return self.search.choose(obs, legal, rng)


class Hard2026Player(HardPlayer):
    """The Hard of main at e110d85 (2026-11-24), frozen: today's search with the budget of
    that day (ai/hard.py's `hard_2026`), its random stream and its bids, so it plays the same
    cards and bids as that Hard did (tests/ai/test_hard_2026.py keeps it so)."""
    level = "hard-2026"
    stream = "hard"
    bids_as = "hard-2026"           # the chiamata games' bids of that day (games/chiamata/play.py)

    def __init__(self, seed: int | str | None = None, time_limit: float | None = None):
        super().__init__(seed, hard_2026(time_limit))


class HardRefPlayer(Player):
    """The reference: the Hard of main at cc4b3a4 (ai/search.py's Searcher, 64 worlds, the
    heuristic roll-outs, the exact endgame), with the same random stream as that Hard, so
    it plays the same cards (tests/ai/test_hard_ref.py keeps it so). Its decisions outside
    card play (a bid) are Medium's."""
    level = "hard-ref"
    stream = "hard"

    def __init__(self, seed: int | str | None = None, budget: Budget | None = None):
        super().__init__(seed)
        self.searcher = Searcher(budget)

    def decide(self, obs: dict[str, Any], legal: list[str], rng: random.Random) -> Choice:
        return self.searcher.choose(obs, legal, rng)


def make_player(level: str, seed: int | str | None = None, **kwargs: Any) -> Player:
    """A player of `level` ("random", "easy", "medium", "hard", or the arena's "hard-2026"
    and "hard-ref"); `seed` makes it reproducible. Hard and hard-ref accept
    budget=Budget(worlds=..., time_limit=...), hard-2026 only time_limit=SECONDS."""
    classes: dict[str, type[Player]] = {
        "random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer, "hard": HardPlayer,
        "hard-2026": Hard2026Player, "hard-ref": HardRefPlayer}
    try:
        cls = classes[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose one of "
                         f"{', '.join(LEVELS + REFERENCE_LEVELS)}") from None
    return cls(seed, **kwargs)


def play_out(match: Any, players: list[Player]) -> Any:
    """The hand on the table of `match` (an engine Match) played to its end by `players`,
    one a seat, each shown only its own observation; the match is returned."""
    while not match.current.is_over():
        seat = match.current.current_player()
        match.apply(players[seat].choose(match.observation(seat), match.current.legal_actions()),
                    seat)
    return match
