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
import os
import random

from ..engine.actions import kind_of
from ..engine.counting import with_points
from ..engine.variants import get_variant
from . import tarocchi_play, trump_play
from ..engine.messages import Message, template
from .hard import ONLY_MOVE, Hard, HardBudget, search_message
from .knowledge import Knowledge
from .search import Budget, Searcher

DECLARES_MARRIAGE = template("ai.declares_marriage", "declares the marriage")
TAKES_TRUMP = template("ai.takes_trump", "takes the turned trump for the 2")
GIVES_CHEAPEST = template("ai.gives_cheapest", "gives back the cheapest card for the matto")
DECLARES_BUONA = template("ai.declares_buona", "declares {buona}")
AT_RANDOM = template("ai.at_random", "chosen at random")
SIMPLE = template("ai.simple", "plays it simple")
HEURISTIC = template("ai.heuristic", "plays by its rules of thumb")

LEVELS = ("random", "easy", "medium", "hard")
# levels for the arena and the bot protocol only (not offered in the window): "hard-ref" is
# the Hard of main at cc4b3a4, kept as the fixed opponent every later Hard is measured against
REFERENCE_LEVELS = ("hard-ref",)
NOT_SEEDING = ("match", "deal_index", "last_trick")


class Player:
    level = "?"
    stream = None        # the name that seeds the random stream (the level when None)

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
        name = self.stream or self.level
        digest = hashlib.blake2b(f"{self.seed}|{name}|{text}".encode(), digest_size=8)
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
            return legal[0], Message(ONLY_MOVE)
        rule = self.rule_decision(obs, legal)
        if rule is not None:
            return rule
        return self.decide(obs, legal, self.rng_for(obs))

    def rule_decision(self, obs, legal):
        """The non-card decisions every level takes the same way: they are free points
        (Mariagio's marriages and exchange, Tarocchi's buone) or a plain minimum (the card
        given for the matto)."""
        family = get_variant(obs["variant"]).family
        extra = [a for a in legal if kind_of(a) != "play"]
        if not extra:
            return None
        if family.marriages:
            a = trump_play.best_declaration(extra, obs["trump_suit"])
            return a, Message(DECLARES_MARRIAGE if a.startswith("marriage") else TAKES_TRUMP)
        if family.has_matto:
            if obs.get("giving"):
                return (tarocchi_play.best_give(legal, obs["options"].get("new_rules", False)),
                        Message(GIVES_CHEAPEST))
            a = tarocchi_play.best_buona(extra, obs["scored_buone"][obs["seat"]])
            if a is not None:
                return a, Message(DECLARES_BUONA, buona=kind_of(a))
        return None

    def decide(self, obs, legal, rng) -> tuple[str, str]:
        raise NotImplementedError


class RandomPlayer(Player):
    level = "random"

    def explain(self, obs, legal):
        return self.rng_for(with_points(obs)).choice(sorted(legal)), Message(AT_RANDOM)


class EasyPlayer(Player):
    """Greedy, no memory of the cards played, sometimes careless (never absurd)."""
    level = "easy"

    def __init__(self, seed=None, care: float = 0.85):
        super().__init__(seed)
        self.care = care

    def decide(self, obs, legal, rng):
        family = get_variant(obs["variant"]).family
        if family.has_matto:
            return tarocchi_play.easy_card(obs, legal, rng, self.care), Message(SIMPLE)
        cards = [a for a in legal if ":" not in a]
        return trump_play.easy_card(obs, cards, family.name, rng, self.care), Message(SIMPLE)


class MediumPlayer(Player):
    """Remembers every card played; solid heuristics per game."""
    level = "medium"

    def decide(self, obs, legal, rng):
        know = Knowledge(obs)
        cards = [a for a in legal if ":" not in a]
        if know.family.has_matto:
            return tarocchi_play.medium_card(obs, cards, know), Message(HEURISTIC)
        return trump_play.medium_card(obs, cards, know), Message(HEURISTIC)


class HardPlayer(Player):
    """Sampled worlds solved exactly from late in the hand (Briscola and Biscambiggia for
    two and for two teams, the compiled core), hard-ref's search elsewhere: ai/hard.py."""
    level = "hard"

    def __init__(self, seed=None, budget: Budget | None = None):
        super().__init__(seed)
        if budget is not None and not isinstance(budget, HardBudget):
            budget = HardBudget(**vars(budget))
        self.search = Hard(budget)

    def decide(self, obs, legal, rng):
        return self.search.choose(obs, legal, rng)


class HardRefPlayer(Player):
    """The reference: the Hard of main at cc4b3a4 (ai/search.py's Searcher, 64 worlds, the
    heuristic roll-outs, the exact endgame), with the same random stream as that Hard, so
    it plays the same cards (tests/ai/test_hard_ref.py keeps it so)."""
    level = "hard-ref"
    stream = "hard"

    def __init__(self, seed=None, budget: Budget | None = None):
        super().__init__(seed)
        self.searcher = Searcher(budget)

    def decide(self, obs, legal, rng):
        action, text = self.searcher.choose(obs, legal, rng)
        return action, search_message(text)


def make_player(level: str, seed=None, **kwargs) -> Player:
    """A player of `level` ("random", "easy", "medium", "hard", or the arena's "hard-ref");
    `seed` makes it reproducible. Hard accepts budget=Budget(worlds=..., time_limit=...)."""
    classes = {"random": RandomPlayer, "easy": EasyPlayer, "medium": MediumPlayer,
               "hard": HardPlayer, "hard-ref": HardRefPlayer}
    try:
        cls = classes[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose one of "
                         f"{', '.join(LEVELS + REFERENCE_LEVELS)}") from None
    return cls(seed, **kwargs)
