"""Every player ignores the hidden cards (issue 15), in every variant and at every level.

For a position, the cards the seat cannot know are found from its observation alone (every
card the observation names anywhere is fixed; the rest are hidden, wherever they lie: other
hands, the talon). They are shuffled among their places in the deck and the same actions
replayed; a shuffle the replay refuses is not consistent with what the seat saw and is
tried again. The shuffled twin is then checked as it comes, never filtered: its observation
for the seat must be the same (else the observation leaks a hidden card), and each player
given the twin's observation must choose as in the original. Only positions with a real
choice (two or more legal actions) are kept, and the twin must really differ (another
seat's hand or the talon changed), so each check is one that could fail."""
import random
import re

import pytest

from biscambiggia_gui.ai import Budget, make_player
from biscambiggia_gui.ai.hard import HardBudget
from biscambiggia_gui.engine import IllegalAction, Match, deck_for, get_variant, new_hand
from biscambiggia_gui.review import review

VARIANT_IDS = ("biscambiggia-2", "biscambiggia-3", "biscambiggia-4", "biscambiggia-6",
               "briscola-2", "briscola-3", "briscola-4", "briscola-6", "mariagio",
               "tarocchi-pizzico")
FAST = Budget(worlds=6, time_limit=60.0, tarocchi_horizon=4, max_candidates=4)
POSITIONS = 4                  # checked positions per variant (each with all three levels)


def named_cards(value, deck: set) -> set:
    """Every card of `deck` named anywhere in `value` (a card alone, or inside an action
    such as "exchange:2H" or "tarocchi:T1,T2,T3")."""
    found, stack = set(), [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            found.update(t for t in re.split(r"[:,]", item) if t in deck)
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return found


def replayed(variant_id, deck, dealer, actions):
    hand = new_hand(variant_id, None, deck, dealer)
    for seat, action in actions:
        hand.apply(action, seat)
    return hand


def position(variant_id: str, rng: random.Random):
    variant = get_variant(variant_id)
    deck = deck_for(variant.deck_size)
    rng.shuffle(deck)
    hand = new_hand(variant_id, None, deck, rng.randrange(variant.players))
    for _ in range(rng.randrange(0, 3 * variant.players * variant.hand_size)):
        nxt = hand.clone()
        nxt.apply(rng.choice(nxt.legal_actions()))
        if nxt.is_over():
            break
        hand = nxt
    return hand


def shuffled_twin(hand, seat: int, rng: random.Random, tries: int = 300):
    """The hand with the seat's hidden cards shuffled among their places (a twin that
    differs from it), or None if no such shuffle replays."""
    deck_set = set(hand.deck)
    hidden = sorted(deck_set - named_cards(hand.observation(seat), deck_set))
    if len(hidden) < 2:
        return None
    for _ in range(tries):
        moved = list(hidden)
        rng.shuffle(moved)
        swap = dict(zip(hidden, moved))
        try:
            twin = replayed(hand.variant.id, [swap.get(c, c) for c in hand.deck], hand.dealer,
                            hand.actions)
        except (IllegalAction, ValueError):
            continue                                  # not what the seat saw happen
        differs = any(sorted(a) != sorted(b) for i, (a, b) in enumerate(zip(twin.hands, hand.hands))
                      if i != seat) or twin.deck != hand.deck
        if differs:
            return twin
    return None


@pytest.mark.parametrize("variant_id", VARIANT_IDS)
def test_each_level_chooses_the_same_whatever_the_hidden_cards(variant_id):
    rng = random.Random(f"hidden-{variant_id}")
    checked = 0
    for _ in range(40):
        hand = position(variant_id, rng)
        seat = hand.current_player()
        legal = hand.legal_actions()
        if len(legal) < 2:
            continue                                  # no choice: it could not fail here
        twin = shuffled_twin(hand, seat, rng)
        if twin is None:
            continue
        obs, twin_obs = hand.observation(seat), twin.observation(seat)
        assert twin_obs == obs, "the observation shows a hidden card"
        assert twin.legal_actions() == legal
        for level in ("easy", "medium", "hard"):
            kwargs = {"budget": FAST} if level == "hard" else {}
            mine = make_player(level, seed=11, **kwargs).choose(obs, list(legal))
            theirs = make_player(level, seed=11, **kwargs).choose(twin_obs, twin.legal_actions())
            assert mine == theirs, (level, variant_id)
        checked += 1
        if checked == POSITIONS:
            break
    assert checked == POSITIONS, f"only {checked} positions of {variant_id} could be checked"


def test_mariagios_late_worlds_solved_to_the_end_read_no_hidden_card():
    """Mariagio with 8 tricks or fewer left, where Hard solves each world to the end
    (HardBudget.mariagio_solve) while the talon still hides cards: the same choice on the
    shuffled twin."""
    rng = random.Random("hidden-mariagio-late")
    checked = 0
    for _ in range(200):
        hand = position("mariagio", rng)
        while not hand.is_over() and len(hand.talon) - hand.tpos > 2:
            hand.apply(rng.choice(hand.legal_actions()))
        seat = hand.current_player() if not hand.is_over() else None
        if seat is None or len(hand.talon) - hand.tpos < 2:
            continue                                  # the talon out: nothing hidden
        assert len(hand.hands[seat]) + (len(hand.talon) - hand.tpos) // 2 <= HardBudget().mariagio_solve
        legal = [a for a in hand.legal_actions() if ":" not in a]
        if len(legal) < 2 or len(legal) != len(hand.legal_actions()):
            continue
        twin = shuffled_twin(hand, seat, rng)
        if twin is None:
            continue
        obs, twin_obs = hand.observation(seat), twin.observation(seat)
        assert twin_obs == obs
        mine = make_player("hard", seed=11).choose(obs, list(legal))
        assert mine == make_player("hard", seed=11).choose(twin_obs, twin.legal_actions())
        checked += 1
        if checked == 4:
            break
    assert checked == 4


# --- the review of a hand (issue 25) reads no hidden card either ---------------------------
REVIEW_FAST = HardBudget(worlds=6, time_limit=60.0, tarocchi_horizon=4, max_candidates=4,
                         core_worlds=24, team_worlds=24, team6_worlds=24, three_worlds=24,
                         chiamata_worlds=24)


def as_match(hand):
    match = Match(hand.variant.id, hand.options, hand.dealer)
    match.start_hand(list(hand.deck))
    for seat, action in hand.actions:
        match.apply(action, seat)
    return match


@pytest.mark.parametrize("variant_id", VARIANT_IDS + ("briscola-chiamata", "biscambiggia-chiamata"))
def test_the_review_rates_the_same_whatever_the_hidden_cards(variant_id):
    """Every decision the seat took so far, reviewed in the hand and in its twin (the
    cards the seat cannot know shuffled): the same moves weighed, the same worths, the
    same best move and label."""
    rng = random.Random(f"review-hidden-{variant_id}")
    checked = 0
    for _ in range(40):
        hand = position(variant_id, rng)
        if len(hand.actions) < 2:
            continue
        seat = hand.actions[-1][0]                    # the seat that moved last
        twin = shuffled_twin(hand, seat, rng)
        if twin is None:
            continue
        mine = review(as_match(hand), seat, REVIEW_FAST)
        if not mine:
            continue
        theirs = review(as_match(twin), seat, REVIEW_FAST)
        assert [(d.played, d.best, d.values, d.label) for d in theirs] == \
            [(d.played, d.best, d.values, d.label) for d in mine], variant_id
        checked += 1
        if checked == 2:
            break
    assert checked == 2, f"only {checked} positions of {variant_id} could be checked"
