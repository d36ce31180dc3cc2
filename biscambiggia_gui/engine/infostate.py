"""The information state of one seat: what it knows about the cards, read from its
observation only, and the sampling of hidden cards consistent with it (determinization):
`InfoState(obs).world(rng)` is a whole state the seat may be in (`HandState.resample`).

Known facts, all public to the seat by the rules:
- its own hand, every card played, the turned trump while it lies under the talon;
- cards whose holder it saw: drawn face up (Tarocchi, and the turned card drawn last in
  the trump games), taken in Mariagio's exchange, shown in a declaration (marriage,
  buone), a partner's hand shown once the talon is empty (Briscola a 4/6);
- voids: where the family's rules force a reply (Mariagio's last seven tricks, Tarocchi),
  a reply shows the seat held no card that would have made it illegal; this is read from
  the family's own reply rule (engine/family.py), not written again here: a card c is
  ruled out when the reply would be refused from a hand holding it (the reply rules
  refuse a card because of one other card: a card of the suit led, a higher one, a trump).

Sets are always sorted before any random choice, so a seed gives the same worlds in any
process (string hashing differs between processes).
"""
from __future__ import annotations

import random

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .cards import deck_for
from .registry import get_variant

if TYPE_CHECKING:
    from .state import HandState


class InfoState:
    def __init__(self, obs: Mapping[str, Any]):
        self.obs = obs
        variant = self.variant = get_variant(obs["variant"])
        self.game = variant.game
        family = self.family = variant.family
        self.n = n = variant.players
        self.seat = seat = obs["seat"]
        self.deck = deck_for(variant.deck_size)
        self.hand = list(obs["hand"])
        self.played: list[str] = []
        self.known: list[set[str]] = [set() for _ in range(n)]
        self.forbidden: list[set[str]] = [set() for _ in range(n)]
        sizes = [variant.hand_size] * n
        trump = obs.get("trump_suit")
        strength = family.strength(obs["options"])
        infer = family.forced_replies
        talon_left = variant.deck_size - n * variant.hand_size
        trick: list[str] = []
        for e in obs["history"]:
            kind, who = e["event"], e["seat"]
            if kind == "play":
                card = e["card"]
                sizes[who] -= 1
                self.played.append(card)
                self.known[who].discard(card)
                if infer and trick and who != seat:
                    self._infer_void(who, trick[0], card, talon_left == 0, trump, strength,
                                     obs["options"])
                trick.append(card)
            elif kind == "trick":
                trick = []
            elif kind == "draw":
                sizes[who] += 1
                talon_left -= 1
                if "card" in e:
                    self.known[who].add(e["card"])
            elif kind == "exchange":
                self.known[who].discard(e["card"])
                self.known[who].add(e["took"])
            elif kind == "declare":
                self.known[who].update(e.get("cards", ()))
        for s, cards in (obs.get("partner_hands") or {}).items():
            self.known[int(s)] = set(cards)
        self.known[seat] = set(self.hand)
        self.sizes = sizes
        self.turned = obs.get("trump_card")            # under the talon, or None
        seen = set(self.hand) | set(self.played)
        for s in range(n):
            seen |= self.known[s]
        if self.turned:
            seen.add(self.turned)
        self.pool = [c for c in self.deck if c not in seen]   # deck order: stable
        self.need = [0 if s == seat else sizes[s] - len(self.known[s]) for s in range(n)]
        self.talon_hidden = obs["talon_size"] - (1 if self.turned else 0)
        if sum(self.need) + self.talon_hidden != len(self.pool):
            raise ValueError("observation is inconsistent: %d hidden places, %d unseen cards"
                             % (sum(self.need) + self.talon_hidden, len(self.pool)))

    def _infer_void(self, who: int, led: str, card: str, last_phase: bool, trump: str | None,
                    strength: Mapping[str, int], options: Mapping[str, Any]) -> None:
        """Rule out every card whose presence in `who`'s hand would have made `card`, the
        reply to `led`, illegal by the family's reply rule."""
        replies = self.family.replies
        forbidden = self.forbidden[who]
        for c in self.deck:
            if c != card and card not in replies([card, c], led, trump, strength, options,
                                                 last_phase):
                forbidden.add(c)

    # --- queries --------------------------------------------------------------------------
    def fully_known(self) -> bool:
        """Every card's place is known: nothing hidden in the talon and at most one seat
        with hidden cards (it holds all the unseen cards)."""
        return self.talon_hidden == 0 and sum(1 for k in self.need if k) <= 1

    def unseen(self) -> list[str]:
        """Cards this seat has not seen played nor in its hand (possibly located)."""
        mine = set(self.hand) | set(self.played)
        return [c for c in self.deck if c not in mine]

    # --- sampling --------------------------------------------------------------------------
    def sample(self, rng: random.Random) -> tuple[dict[int, list[str]], list[str]]:
        """Hidden cards dealt at random to the other seats and the talon, respecting what
        is known: (hands by seat, talon top first)."""
        seats = [s for s in range(self.n) if s != self.seat]
        for _ in range(60):
            pool = list(self.pool)
            rng.shuffle(pool)
            hands = {s: sorted(self.known[s]) for s in seats}
            order = sorted((s for s in seats if self.need[s]),
                           key=lambda s: (-len(self.forbidden[s]), s))
            ok = True
            for s in order:
                bad = self.forbidden[s]
                take: list[str] = []
                rest: list[str] = []
                for c in pool:
                    if len(take) < self.need[s] and c not in bad:
                        take.append(c)
                    else:
                        rest.append(c)
                if len(take) < self.need[s]:
                    ok = False
                    break
                hands[s].extend(take)
                pool = rest
            if ok:
                return hands, pool
        return self._sample_matching(rng)

    def _sample_matching(self, rng: random.Random) -> tuple[dict[int, list[str]], list[str]]:
        """Fallback when random greedy dealing keeps failing: a bipartite matching of
        cards to hidden places (augmenting paths), randomised by the card order."""
        slots = [s for s in range(self.n) if s != self.seat for _ in range(self.need[s])]
        slots += [-1] * self.talon_hidden
        cards = list(self.pool)
        rng.shuffle(cards)
        owner: dict[int, int] = {}                    # slot index -> card index

        def fits(ci: int, si: int) -> bool:
            s = slots[si]
            return s < 0 or cards[ci] not in self.forbidden[s]

        def augment(ci: int, seen: set[int]) -> bool:
            for si in range(len(slots)):
                if si in seen or not fits(ci, si):
                    continue
                seen.add(si)
                if si not in owner or augment(owner[si], seen):
                    owner[si] = ci
                    return True
            return False

        for ci in range(len(cards)):
            if not augment(ci, set()):
                raise ValueError("no deal of the hidden cards fits what this seat saw")
        hands = {s: sorted(self.known[s]) for s in range(self.n) if s != self.seat}
        talon = []
        for si in range(len(slots)):
            if slots[si] < 0:
                talon.append(cards[owner[si]])
            else:
                hands[slots[si]].append(cards[owner[si]])
        return hands, talon

    def world(self, rng: random.Random) -> HandState:
        """A whole state consistent with the observation (its game's `from_information`)."""
        hands, talon = self.sample(rng)
        return self.family.hand_class.from_information(self.obs, hands, talon)
