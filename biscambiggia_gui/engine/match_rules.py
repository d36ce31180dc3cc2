"""How the hands of a match add up, and when the match ends (docs/rules.md sections 3-5):
one small object per kind of match, named by its variant (python-chess's variants as small
overrides: the Match asks, it never compares rule names).

    FirstTo()      the first side to win `hands` hands (Biscambiggia and Briscola a 2, a 3)
    FixedHands()   `hands` hands; the side that won more (the team games)
    PointsTarget() points add up; the first to `target` at the end of a hand (Mariagio)
    HandsTotal()   `hands` hands; points add up; the higher total (Tarocchi a pizzico)
    Tokens()       `hands` hands; each player's tokens add up (the chiamata games)

A rule scores `parties`: the sides of a hand (`per = "side"`) or the players (`per =
"player"`, where sides change from hand to hand). `win_bonus` is what winning the hand is
worth to the computer players' search beside the points (ai/search.py)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import HandResult


@dataclass(frozen=True)
class MatchRule:
    unit: str = "hands"          # what `score` counts: "hands" won, "points", "tokens"
    per: str = "side"            # the parties scored: "side" or "player"
    win_bonus: int = 30          # the search's worth of winning the hand (points games: 0)
    name: str = ""               # how records of old versions named it

    def hands_played(self, results: Sequence[HandResult]) -> int:
        """How many of `results` count towards the match's length."""
        return len(results)

    def hand_number(self, results: Sequence[HandResult], index: int) -> tuple[int, bool]:
        """Deal `index` of a match (0: the first) as its players number it, given the
        match's `results` so far: (the number of the match's hand it deals, 1 for the first;
        whether it deals that hand again because everyone passed the deal before). A deal
        everyone passed is not one of the match's hands, so the deal after it keeps its
        number: in a match of five hands the last one is hand 5 however many deals it took."""
        before = results[:max(index, 0)]
        return self.hands_played(before) + 1, bool(before) and not before[-1].played

    def parties(self, players: int, sides: int) -> int:
        return players if self.per == "player" else sides

    def score(self, results: Sequence[HandResult], parties: int) -> list[int]:
        """Hands won per party (a void hand counts for nobody)."""
        wins = [0] * parties
        for r in results:
            if r.winner is not None:
                wins[r.winner] += 1
        return wins

    def outcome(self, score: Sequence[int], played: int,
                options: Mapping[str, Any]) -> tuple[bool, int | None]:
        """(over, winning party or None)."""
        raise NotImplementedError

    def describe(self, options: Mapping[str, Any]) -> tuple[str, int]:
        """(the key of the game's words that says the rule, its number): "first_to", 2."""
        raise NotImplementedError

    @staticmethod
    def _one(key: str, n: int) -> tuple[str, int]:
        return (key + "_one" if n == 1 else key), n

    @staticmethod
    def leader(score: Sequence[int]) -> int | None:
        top = max(score)
        return score.index(top) if score.count(top) == 1 else None


@dataclass(frozen=True)
class FirstTo(MatchRule):
    name: str = "first-to"

    def outcome(self, score: Sequence[int], played: int,
                options: Mapping[str, Any]) -> tuple[bool, int | None]:
        done = max(score) >= options["hands"]
        return done, self.leader(score) if done else None

    def describe(self, options: Mapping[str, Any]) -> tuple[str, int]:
        return self._one("first_to", options["hands"])


@dataclass(frozen=True)
class FixedHands(MatchRule):
    name: str = "fixed"

    def outcome(self, score: Sequence[int], played: int,
                options: Mapping[str, Any]) -> tuple[bool, int | None]:
        done = played >= options["hands"]
        return done, self.leader(score) if done else None

    def describe(self, options: Mapping[str, Any]) -> tuple[str, int]:
        return self._one("fixed", options["hands"])


@dataclass(frozen=True)
class HandsTotal(FixedHands):
    """A fixed number of hands whose points add up (Tarocchi a pizzico)."""
    unit: str = "points"
    win_bonus: int = 0
    name: str = "hands-total"

    def score(self, results: Sequence[HandResult], parties: int) -> list[int]:
        return [sum(r.points[s] for r in results) for s in range(parties)]

    def describe(self, options: Mapping[str, Any]) -> tuple[str, int]:
        return self._one("total", options["hands"])


@dataclass(frozen=True)
class PointsTarget(HandsTotal):
    """Points add up; at the end of a hand the first to `target` wins; both past it, the
    higher total; equal totals, another hand (Mariagio)."""
    name: str = "points"

    def outcome(self, score: Sequence[int], played: int,
                options: Mapping[str, Any]) -> tuple[bool, int | None]:
        leader = self.leader(score)
        done = max(score) >= options["target"] and leader is not None
        return done, leader if done else None

    def describe(self, options: Mapping[str, Any]) -> tuple[str, int]:
        return self._one("target", options["target"])


@dataclass(frozen=True)
class Tokens(FixedHands):
    """A fixed number of hands; each player's tokens (the hand's `returns`) add up; the
    most tokens wins, a shared top is a draw (the chiamata games). A hand everyone passed
    is dealt again by the next dealer and does not count."""
    unit: str = "tokens"
    per: str = "player"
    name: str = "tokens"

    def score(self, results: Sequence[HandResult], parties: int) -> list[int]:
        return [sum(int(r.returns[p]) for r in results) for p in range(parties)]

    def hands_played(self, results: Sequence[HandResult]) -> int:
        """A hand everyone passed is dealt again and is not one of the match's hands."""
        return sum(1 for r in results if r.played)

    def describe(self, options: Mapping[str, Any]) -> tuple[str, int]:
        return self._one("tokens", options["hands"])
