"""Tarocchi a pizzico: the buone, the card given back for the matto, and card play (the
Easy and Medium heuristics from an observation, the roll-out policy on a state).

Points live in the honours (T1, T20, M, kings 4; queens 3; cavalli 2; fanti 1) and a
little in the card count. So: lead low suit cards; win a trick that holds an honour, or
win with an honour of one's own (it is then banked); when losing, lose the cheapest card,
and rather play the matto than hand over an honour; the bagatto (T1), the lowest tarot,
is kept out of tricks it cannot win.
"""
from __future__ import annotations

import random

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.actions import cards_of, kind_of
from ...engine.cards import MATTO, SUIT
from ...engine.infostate import InfoState
from .cards import tarot_honours, tarot_strength
from .rules import BUONE, TarocchiHand, buona_worth

_HON = {False: tarot_honours(False), True: tarot_honours(True)}
_STR = {False: tarot_strength(False), True: tarot_strength(True)}


Table = Mapping[str, int]


def honour_table(new_rules: bool) -> tuple[Table, Table]:
    return _HON[bool(new_rules)], _STR[bool(new_rules)]


# --- non-card decisions -------------------------------------------------------------------
def best_buona(decl: list[str], scored: Mapping[str, int]) -> str | None:
    """The declaration worth most now (they are free points: a player declares them all,
    one before each of its plays, largest first)."""
    buone = [a for a in decl if kind_of(a) in BUONE]
    if not buone:
        return None
    return max(buone, key=lambda a: (buona_worth(kind_of(a), cards_of(a), scored),
                                     len(cards_of(a)), a))


def best_give(legal: list[str], new_rules: bool) -> str:
    hon, strength = honour_table(new_rules)
    return min(legal, key=lambda a: (hon.get(a[5:], 0), strength[a[5:]], a))


# --- card play --------------------------------------------------------------------------------
def _key_tables(hon: Table, strength: Table) -> dict[str, dict[str, Any]]:
    """Sort keys of every card for choose_play, computed once per pair of tables (a dict
    lookup is several times cheaper than a lambda in the search's inner loop)."""
    found = _KEYS.get((id(hon), id(strength)))
    if found is not None:
        return found[2]
    cards = list(strength)
    tables: dict[str, dict[str, Any]] = {
        "lead": {c: (hon.get(c, 0), SUIT[c] == "T", strength[c], c) for c in cards},
        "bank": {c: (hon.get(c, 0), -strength[c], c) for c in cards},
        "cheap": {c: (strength[c], c) for c in cards},
        "lose": {c: (hon.get(c, 0), strength[c], c) for c in cards},
        "give": {c: (hon.get(c, 0), strength[c]) for c in cards},
    }
    _KEYS[(id(hon), id(strength))] = (hon, strength, tables)   # the tables are kept alive
    return tables


_KEYS: dict[tuple[int, int], tuple[Table, Table, dict[str, dict[str, Any]]]] = {}


def choose_play(hand_legal: list[str], trick: Sequence[str], hon: Table, strength: Table,
                safe_leads: Sequence[str] = (), keys: dict[str, dict[str, Any]] | None = None,
                matto_rather: bool = False) -> str:
    """The heuristic choice among legal card plays (shared by roll-outs and Medium);
    `keys` is _key_tables(hon, strength), passed by callers in a hurry; `matto_rather`:
    the matto rather than any card that loses the trick (not only an honour)."""
    legal = hand_legal
    if len(legal) == 1:
        return legal[0]
    if keys is None:
        keys = _key_tables(hon, strength)
    if not trick:
        for c in safe_leads:
            if c in legal:
                return c
        plain = [c for c in legal if c != MATTO]
        return min(plain or legal, key=keys["lead"].__getitem__)
    lead = trick[0]
    if lead == MATTO:                   # the reply wins: bank the most valuable card
        return max(legal, key=keys["bank"].__getitem__)
    lead_suit, lead_strength = SUIT[lead], strength[lead]
    winners: list[str] = []
    losers: list[str] = []
    for c in legal:
        suit = SUIT[c]
        if suit == lead_suit:
            (winners if strength[c] > lead_strength else losers).append(c)
        elif suit == "T":
            winners.append(c)
        elif c != MATTO:
            losers.append(c)
    if winners:
        banked = [c for c in winners if c in hon]
        if banked:
            return max(banked, key=keys["bank"].__getitem__)
        cheap = min(winners, key=keys["cheap"].__getitem__)
        if lead in hon or SUIT[cheap] != "T" or strength[cheap] < 112:
            return cheap
    if not losers:
        losers = [c for c in legal if c != MATTO] or legal
    pick = min(losers, key=keys["lose"].__getitem__)
    if (hon.get(pick, 0) >= 2 or matto_rather) and MATTO in legal:
        return MATTO
    return pick


def key_tables(hon: Table, strength: Table) -> dict[str, dict[str, Any]]:
    """The sort keys of choose_play, and under "give" the roll-out's order for the card
    given back for the matto (cheapest first)."""
    return _key_tables(hon, strength)


MATTO_LEAD = 4      # the core's roll-outs lead the matto, the talon gone, from this many cards


def rollout_action(state: TarocchiHand, rng: random.Random | None = None,
                   matto_in_time: bool = False) -> str:
    """The roll-out choice in a perfect-information world (buone are not declared in
    roll-outs: they are the same whatever the move searched). `matto_in_time` (the
    compiled core's roll-outs, Hard's search and the review): once the talon is gone the
    matto is played in place of the card the heuristic would throw on a trick it does not
    try to win (a loser, or its fallback when it has none), and led once the hand is
    down to MATTO_LEAD cards, while a trick can still be won after it. The heuristic alone
    played it only to save an honour, so held it to the last tricks, where it often crossed
    to the opponent: the search rated the matto played at once some 6 points better than
    any card, trick after trick, and the review called each other card a mistake
    (hard-ref's and hard-2026's generic search keep the heuristic as it was)."""
    hon, strength = honour_table(state.new_rules)
    if state.giving:                  # the matto's debt, paid when the hand ends
        return "give:" + min(state.give_pool, key=key_tables(hon, strength)["give"].__getitem__)
    legal = state.replies()
    gone = matto_in_time and state.talon_size() == 0
    if gone and not state.trick and MATTO in legal and len(state.hands[state.turn]) <= MATTO_LEAD:
        return MATTO
    return choose_play(legal, state.trick, hon, strength, matto_rather=gone)


def medium_card(obs: Mapping[str, Any], legal: list[str], know: InfoState) -> str:
    """Medium: the heuristic plus memory: a king (or the highest card left of its suit) is
    led when the opponent is known to hold a card of that suit, so must follow and
    cannot take it."""
    new_rules = obs["options"].get("new_rules", False)
    hon, strength = honour_table(new_rules)
    trick = [c for _, c in obs["trick"]]
    safe = []
    if not trick:
        opp = 1 - obs["seat"]
        opp_suits = {SUIT[c] for c in know.known[opp]}
        gone = set(know.played) | set(know.hand)
        for c in sorted(legal, key=lambda c: -hon.get(c, 0)):
            s = SUIT[c]
            if s in ("T", "M") or s not in opp_suits or not hon.get(c, 0):
                continue
            higher = [d for d in know.deck if SUIT[d] == s and strength[d] > strength[c]
                      and d not in gone]
            if not higher:
                safe.append(c)
    return choose_play(legal, trick, hon, strength, safe)


def easy_card(obs: Mapping[str, Any], legal: list[str], rng: random.Random,
              care: float = 0.8) -> str:
    new_rules = obs["options"].get("new_rules", False)
    hon, strength = honour_table(new_rules)
    trick = [c for _, c in obs["trick"]]
    choice = choose_play(legal, trick, hon, strength)
    if len(legal) > 1 and rng.random() > care:
        # careless, not absurd: any card that gives away no honour needlessly
        calm = [c for c in legal if hon.get(c, 0) <= hon.get(choice, 0) and c != MATTO]
        if calm:
            choice = rng.choice(sorted(calm))
    return choice
