"""The exact endgame of the two-player trump games once the talon is empty: both hands
are then known (the opponent holds every card not yet seen), so the rest of the hand is a
game of perfect information, solved here by minimax with a transposition table.

- Briscola and Biscambiggia a 2 (3 cards each at most): the hand's outcome matters, so
  the objective is (win/void/loss, point difference) over the whole hand; the tree is tiny.
- Mariagio (7 cards each, strict replies): the match is decided by points, so the
  objective is the point difference to come (card points, marriages declared at each lead,
  the last trick's 20, the captured-marriage option); the table is keyed by the two hands,
  the leader, the card led and the suits declared.
"""
from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

from ...engine.cards import SUIT, SUITS
from ...engine.registry import Family, get_family
from ...engine.tricks import beats


class Endgame:
    """The exact endgame of a two-player trump game (`family`: a Family or its name) once
    the talon is empty: its rules (replies, trick winner) are the family's; `marriages`
    and `last_bonus` are Mariagio's (its package passes them)."""

    def __init__(self, family: Family | str, trump: str, options: Mapping[str, Any],
                 marriages: bool = False, last_bonus: int = 0):
        family = self.family = family if isinstance(family, Family) else get_family(family)
        self.game = family.name
        self.trump = trump
        self.options = dict(options)
        self.options.setdefault("follow_suit_only", False)
        self.strength, self.value = family.strength(options), family.card_values(options)
        self.marriages = marriages and options.get("late_marriage", True)
        self.captured_marriage = marriages and options.get("captured_marriage", False)
        self.last_bonus = last_bonus
        self.table: dict[Any, int] = {}
        self.nodes = 0

    # --- rules ------------------------------------------------------------------------------
    def replies(self, hand: Collection[str], led: str | None) -> list[str]:
        """The family's replies once the talon is empty, sorted."""
        return sorted(self.family.replies(list(hand), led, self.trump, self.strength,
                                          self.options, True))

    def marriage_bonus(self, hand: Collection[str],
                       declared: frozenset[str]) -> tuple[int, frozenset[str]]:
        if not self.marriages:
            return 0, declared
        best, suit = 0, None
        for s in SUITS:
            if s not in declared and "K" + s in hand and "Q" + s in hand:
                v = 40 if s == self.trump else 20
                if v > best:
                    best, suit = v, s
        if suit is None:
            return 0, declared
        return best, declared | {suit}

    def trick_points(self, a: str, b: str, last: bool) -> int:
        pts = self.value[a] + self.value[b]
        if last:
            pts += self.last_bonus
        if self.captured_marriage:
            if SUIT[a] == SUIT[b] and {a[:-1], b[:-1]} == {"K", "Q"}:
                pts += 40 if SUIT[a] == self.trump else 20
        return pts

    # --- search: future point difference, seat 0's view --------------------------------------
    def future(self, h0: frozenset[str], h1: frozenset[str], leader: int, led: str | None,
               declared: frozenset[str],
               may_declare: bool = True) -> int:
        key = (h0, h1, leader, led, declared, may_declare)
        hit = self.table.get(key)
        if hit is not None:
            return hit
        self.nodes += 1
        hands = (h0, h1)
        if led is None:
            bonus, decl = (self.marriage_bonus(hands[leader], declared) if may_declare
                           else (0, declared))
            sign = 1 if leader == 0 else -1
            best = None
            for c in sorted(hands[leader]):
                rest = hands[leader] - {c}
                nh = (rest, h1) if leader == 0 else (h0, rest)
                v = self.future(nh[0], nh[1], leader, c, decl) + sign * bonus
                if best is None or (v > best if leader == 0 else v < best):
                    best = v
        else:
            replier = 1 - leader
            best = None
            for c in self.replies(hands[replier], led):
                rest = hands[replier] - {c}
                nh = (rest, h1) if replier == 0 else (h0, rest)
                winner = replier if beats(c, led, self.trump, self.strength) else leader
                pts = self.trick_points(led, c, not nh[0] and not nh[1])
                v = (pts if winner == 0 else -pts)
                if nh[0] or nh[1]:
                    v += self.future(nh[0], nh[1], winner, None, declared)
                if best is None or (v > best if replier == 0 else v < best):
                    best = v
        assert best is not None                 # a hand to play from always holds a card
        self.table[key] = best
        return best

    def best_move(self, seat: int, hands: Sequence[Collection[str]], leader: int, led: str | None,
                  declared: Collection[str], may_declare: bool, base: Sequence[int] = (0, 0),
                  hand_outcome: bool = False) -> tuple[str, Any, list[tuple[Any, str]]]:
        """(card, value) for `seat` to play; value is seat's future point difference, or
        with hand_outcome the (outcome, difference) pair of the whole hand."""
        h = [frozenset(hands[0]), frozenset(hands[1])]
        done = frozenset(declared)
        sign = 1 if seat == 0 else -1
        moves = sorted(h[seat]) if led is None else self.replies(h[seat], led)
        scored: list[tuple[Any, str]] = []
        for c in moves:
            rest = h[seat] - {c}
            nh = [rest, h[1]] if seat == 0 else [h[0], rest]
            v: Any
            if hand_outcome:
                v = self._outcome_after(seat, nh, leader, led, c, base)
            else:
                if led is None:
                    fut = self.future(nh[0], nh[1], seat, c, done)
                else:
                    winner = seat if beats(c, led, self.trump, self.strength) else leader
                    pts = self.trick_points(led, c, not nh[0] and not nh[1])
                    fut = pts if winner == 0 else -pts
                    if nh[0] or nh[1]:
                        fut += self.future(nh[0], nh[1], winner, None, done)
                v = sign * fut
            scored.append((v, c))
        best = max(scored, key=lambda vc: vc[0])
        return best[1], best[0], scored

    # --- whole-hand outcome (2-player Briscola/Biscambiggia: 3 cards each at most) -----------
    def _outcome_after(self, seat: int, nh: list[frozenset[str]], leader: int, led: str | None,
                       card: str, base: Sequence[int]) -> tuple[int, int]:
        pts = list(base)
        res = self._play_out(nh, leader, led, card, pts, seat)
        return res

    def _play_out(self, h: list[frozenset[str]], leader: int, led: str | None, card: str,
                  pts: list[int], me: int) -> tuple[int, int]:
        """Minimax on (outcome for `me`, point difference for `me`), leaves scored absolutely."""
        if led is None:
            led_card, leader_now = card, leader
            replier = 1 - leader_now
            best = None
            for c in sorted(h[replier]):
                nh = list(h)
                nh[replier] = h[replier] - {c}
                v = self._resolve(nh, leader_now, led_card, c, pts, me)
                if best is None or (v > best if replier == me else v < best):
                    best = v
            assert best is not None
            return best
        return self._resolve(h, leader, led, card, pts, me)

    def _resolve(self, h: list[frozenset[str]], leader: int, led: str, reply: str,
                 pts: list[int], me: int) -> tuple[int, int]:
        replier = 1 - leader
        winner = replier if beats(reply, led, self.trump, self.strength) else leader
        p = list(pts)
        p[winner] += self.value[led] + self.value[reply]
        if not h[0] and not h[1]:
            diff = p[me] - p[1 - me]
            return ((diff > 0) - (diff < 0), diff)
        best = None
        for c in sorted(h[winner]):
            nh = list(h)
            nh[winner] = h[winner] - {c}
            v = self._play_out(nh, winner, None, c, p, me)
            if best is None or (v > best if winner == me else v < best):
                best = v
        assert best is not None
        return best
