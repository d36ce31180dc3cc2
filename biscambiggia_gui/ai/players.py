"""The computer players: random, easy, medium, hard, behind one small interface.

    player = make_player("hard", seed=7)
    action = player.choose(observation, legal_actions)
    action, reason = player.explain(observation, legal_actions)

A player sees only the observation of its seat and the legal actions: it cannot see a
hidden card because it is never given one. Every decision draws its random numbers from
a generator seeded by (the player's seed, the observation), so a seed reproduces every
choice, the same observation always gets the same answer, and one instance may be used
from several threads.
"""
from __future__ import annotations

import hashlib
import json
import os
import random

from ..engine.actions import kind_of
from ..engine.counting import with_points
from . import tarocchi_play, trump_play
from .knowledge import Knowledge
from .search import Budget, Searcher

LEVELS = ("random", "easy", "medium", "hard")
NOT_SEEDING = ("match", "deal_index", "last_trick")


class Player:
    level = "?"

    def __init__(self, seed=None):
        if seed is None:
            seed = int.from_bytes(os.urandom(8), "big")
        self.seed = seed

    def rng_for(self, obs: dict) -> random.Random:
        # the hand's observation alone seeds the choice: the match's standing ("match",
        # see Match.observation), which deal it is and the last trick shown again (facts
        # the history already holds) do not change what these players play
        hand_obs = {k: v for k, v in obs.items() if k not in NOT_SEEDING}
        text = json.dumps(hand_obs, sort_keys=True, separators=(",", ":"))
        digest = hashlib.blake2b(f"{self.seed}|{self.level}|{text}".encode(), digest_size=8)
        return random.Random(int.from_bytes(digest.digest(), "big"))

    def choose(self, obs: dict, legal: list[str]) -> str:
        return self.explain(obs, legal)[0]

    def explain(self, obs: dict, legal: list[str]) -> tuple[str, str]:
        if not legal:
            raise ValueError("no legal action to choose from")
        obs = with_points(obs)          # counted from the history if the count was off
        legal = list(legal)
        if not obs.get("giving"):
            # the card owed for the matto waits for the end of the hand: the pool only grows,
            # and the cheapest card of it is worth the same whenever it is given
            legal = [a for a in legal if kind_of(a) != "give"] or legal
        if len(legal) == 1:
            return legal[0], "the only legal move"
        rule = self.rule_decision(obs, legal)
        if rule is not None:
            return rule
        return self.decide(obs, legal, self.rng_for(obs))

    def rule_decision(self, obs, legal):
        """The non-card decisions every level takes the same way: they are free points
        (Mariagio's marriages and exchange, Tarocchi's buone) or a plain minimum (the card
        given for the matto)."""
        game = obs["variant"].split("-")[0]
        extra = [a for a in legal if kind_of(a) != "play"]
        if not extra:
            return None
        if game == "mariagio":
            a = trump_play.best_declaration(extra, obs["trump_suit"])
            return a, ("declares the marriage" if a.startswith("marriage")
                       else "takes the turned trump for the 2")
        if game == "tarocchi":
            if obs.get("giving"):
                return (tarocchi_play.best_give(legal, obs["options"].get("new_rules", False)),
                        "gives back the cheapest card for the matto")
            a = tarocchi_play.best_buona(extra, obs["scored_buone"][obs["seat"]])
            if a is not None:
                return a, f"declares {kind_of(a)}"
        return None

    def decide(self, obs, legal, rng) -> tuple[str, str]:
        raise NotImplementedError


class RandomPlayer(Player):
    level = "random"

    def explain(self, obs, legal):
        return self.rng_for(with_points(obs)).choice(sorted(legal)), "chosen at random"


class EasyPlayer(Player):
    """Greedy, no memory of the cards played, sometimes careless (never absurd)."""
    level = "easy"

    def __init__(self, seed=None, care: float = 0.85):
        super().__init__(seed)
        self.care = care

    def decide(self, obs, legal, rng):
        game = obs["variant"].split("-")[0]
        if game == "tarocchi":
            return tarocchi_play.easy_card(obs, legal, rng, self.care), "plays it simple"
        cards = [a for a in legal if ":" not in a]
        return trump_play.easy_card(obs, cards, game, rng, self.care), "plays it simple"


class MediumPlayer(Player):
    """Remembers every card played; solid heuristics per game."""
    level = "medium"

    def decide(self, obs, legal, rng):
        game = obs["variant"].split("-")[0]
        know = Knowledge(obs)
        cards = [a for a in legal if ":" not in a]
        if game == "tarocchi":
            return tarocchi_play.medium_card(obs, cards, know), "heuristic"
        return trump_play.medium_card(obs, cards, know), "heuristic"


class HardPlayer(Player):
    """Determinized search (PIMC) with the heuristic roll-out and the exact endgame."""
    level = "hard"

    def __init__(self, seed=None, budget: Budget | None = None):
        super().__init__(seed)
        self.searcher = Searcher(budget)

    def decide(self, obs, legal, rng):
        return self.searcher.choose(obs, legal, rng)


def make_player(level: str, seed=None, **kwargs) -> Player:
    """A player of `level` ("random", "easy", "medium", "hard"); `seed` makes it
    reproducible. Hard accepts budget=Budget(worlds=..., time_limit=...)."""
    classes = {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer,
               "hard": HardPlayer}
    try:
        cls = classes[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}") from None
    return cls(seed, **kwargs)
