"""Hand states rebuilt from one seat's observation plus a guess at the cards that seat
cannot see: the "worlds" a determinizing player searches.

`build_world(obs, hands, talon)` takes the observation of a seat (a dict from
`HandState.observation`), the cards of every other seat's hand (`hands`: seat -> list) and
the talon's hidden cards top first (`talon`), and returns a playable HandState of the right
rules class whose public part (trick, leader, turn, captured piles, points, declarations,
the matto's debt) is what the observation says and whose hidden part is the guess. Nothing
here reads a real hand: what is hidden is whatever the caller passes in.

The rebuilt state's event log and action list start empty (the history it needs is folded
into its fields); its `deck` is a placeholder, not the real deal.
"""
from __future__ import annotations

from .cards import MATTO, deck_for
from .family import matto_keeper
from .variants import get_variant, new_hand


def _placeholder_deck(variant) -> list[str]:
    return sorted(deck_for(variant.deck_size))


def replay_captures(obs: dict) -> list[list[str]]:
    """The capture pile of each side, from the public history of the observation."""
    variant = get_variant(obs["variant"])
    keeps_matto = variant.family.has_matto
    captured: list[list[str]] = [[] for _ in range(variant.sides)]
    trick: list[str] = []
    leader = None
    for e in obs["history"]:
        kind = e["event"]
        if kind == "play":
            if not trick:
                leader = e["seat"]
            trick.append(e["card"])
        elif kind == "trick":
            winner = e["seat"]
            owner = matto_keeper(leader, trick) if keeps_matto else None
            if owner is not None:                   # its player keeps it (Tarocchi)
                captured[owner].append(MATTO)
                captured[winner].extend(c for c in trick if c != MATTO)
            else:
                captured[variant.side_of(winner)].extend(trick)
            trick = []
        elif kind == "give" and keeps_matto:
            card, giver = e["card"], e["seat"]
            captured[giver].remove(card)
            captured[1 - giver].append(card)
    return captured


def build_world(obs: dict, hands: dict[int, list[str]], talon: list[str]):
    """A HandState consistent with `obs` in which seat s holds `hands[s]` (the observing
    seat holds its own hand) and the hidden talon is `talon`, top first. What is common to
    every family is set here; the family's world builder sets the rest."""
    from .counting import with_points         # (counting reads this module's replay)
    obs = with_points(obs)                    # an observation made with the count off
    variant = get_variant(obs["variant"])
    state = new_hand(variant.id, obs.get("options"), _placeholder_deck(variant), obs["dealer"])
    seat = obs["seat"]
    n = variant.players
    state.hands = [list(obs["hand"]) if s == seat else list(hands[s]) for s in range(n)]
    state.trick = [c for _, c in obs["trick"]]
    state.leader = obs["leader"]
    state.turn = obs["current"]
    state.tricks_played = obs["tricks_played"]
    state.captured = replay_captures(obs)
    state.actions = []
    state.events = []
    state.deal_index = obs.get("deal_index", 0)
    variant.family.world_builder(state, obs, talon)
    return state


def check_world(obs: dict, state) -> list[str]:
    """What differs between `obs` and the same seat's view of `state`, ignoring the
    history (empty in a rebuilt world); an empty list when they agree."""
    mine = state.observation(obs["seat"])
    diffs = []
    for key, value in obs.items():
        if key in ("history", "last_trick"):        # the history's, empty in a rebuilt world
            continue
        if key == "partner_hands":
            value = {k: sorted(v) for k, v in value.items()}
            mine[key] = {k: sorted(v) for k, v in mine.get(key, {}).items()}
        if key in mine and mine[key] != value:
            diffs.append(f"{key}: {mine[key]!r} != {value!r}")
    return diffs

