"""Game families as objects: what differs between the trump games (Biscambiggia, Briscola),
Mariagio and Tarocchi a pizzico, held in one place, and the rules every caller shares.

A `Family` is data plus a few pure functions. Each rules module (engine/rules/) defines
its family instance(s); engine/variants.py points every variant at one. The engine, the
fast play-outs and solvers of ai/, the world builder and the table ask the family (never
the game's name) how to deal, who wins a trick, which replies are allowed, who draws
first and who keeps the matto. How to add a family: docs/architecture.md, "Game families".

The rule functions below are pure (cards in, seats or cards out): they are the single
written form of each rule, and tests/engine/test_consistency.py checks that every caller
agrees with the engine on random positions of every variant.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from .cards import MATTO, SUIT


# --- the rules, as pure functions ------------------------------------------------------
def beats(card: str, best: str, trump: str | None, strength) -> bool:
    """Whether `card` takes the trick from `best` (the card winning it so far): a higher
    card of the same suit, or a trump on another suit."""
    sc, sb = SUIT[card], SUIT[best]
    if sc == sb:
        return strength[card] > strength[best]
    return sc == trump


def best_index(cards, trump: str | None, strength) -> int:
    """The position in `cards` (in order of play) of the card that wins the trick: the
    highest trump, else the highest card of the suit led (RULES.md section 2)."""
    best, best_card = 0, cards[0]            # `beats`, written out: the engine's hot loop
    best_suit = SUIT[best_card]
    for i in range(1, len(cards)):
        card = cards[i]
        suit = SUIT[card]
        if suit == best_suit:
            if strength[card] > strength[best_card]:
                best, best_card = i, card
        elif suit == trump:
            best, best_card, best_suit = i, card, suit
    return best


def trump_trick_winner(leader: int, cards, trump: str, strength, n: int) -> int:
    """The seat that wins a complete trick of a trump game led by `leader`."""
    return (leader + best_index(cards, trump, strength)) % n


def tarocchi_trick_winner(leader: int, lead: str, reply: str, strength) -> int:
    """Tarocchi a pizzico (two seats): the matto never wins (nor loses: its player keeps it,
    see `matto_keeper`); a matto led gives the trick to the reply; otherwise the higher
    card of the suit led, or a tarot on a suit (RULES.md section 5)."""
    if reply == MATTO:
        return leader
    if lead == MATTO:
        return 1 - leader
    if SUIT[reply] == SUIT[lead]:
        return 1 - leader if strength[reply] > strength[lead] else leader
    return 1 - leader if SUIT[reply] == "T" else leader


def matto_keeper(leader: int, cards) -> int | None:
    """Tarocchi: the seat that played the matto in this two-card trick (it keeps it), or
    None when the matto is not in it."""
    if MATTO not in cards:
        return None
    return leader if cards[0] == MATTO else 1 - leader


def matto_receiver(owner: int) -> int:
    """Tarocchi: the seat that receives the card owed for the matto (or the matto itself
    when the debt was never paid): the matto player's opponent (two seats)."""
    return 1 - owner


def any_reply(hand, led=None, *rest) -> list[str]:
    """The trump games (and Mariagio while the talon lasts): any card may answer."""
    return list(hand)


def mariagio_replies(hand, led, trump, strength, options, last_phase) -> list[str]:
    """Mariagio: any card while the talon lasts, the strict replies in the last seven."""
    if not last_phase:
        return list(hand)
    return strict_replies(hand, led, trump, strength, options["follow_suit_only"])


def tarocchi_winner(leader: int, cards, trump, strength, n: int = 2) -> int:
    """`tarocchi_trick_winner` with the family's common signature."""
    return tarocchi_trick_winner(leader, cards[0], cards[1], strength)


def strict_replies(hand, led: str | None, trump: str, strength, follow_only: bool = False) -> list[str]:
    """Mariagio's last seven tricks: follow suit and win the trick if you can; void in the
    suit led, play a trump if you have one. With `follow_only` (an option): follow suit if
    you can, nothing more. `led` None is a lead: any card."""
    if led is None:
        return list(hand)
    suit = SUIT[led]
    same = [c for c in hand if SUIT[c] == suit]
    if same:
        if follow_only:
            return same
        higher = [c for c in same if strength[c] > strength[led]]
        return higher or same
    if follow_only:
        return list(hand)
    trumps = [c for c in hand if SUIT[c] == trump]
    return trumps or list(hand)


def tarocchi_replies(hand, led: str | None, *rest) -> list[str]:
    """Tarocchi: the cards of `hand` that may answer `led` (None: a lead, any card): follow
    suit, else a tarot, else anything; the matto may always be played; after a led matto,
    anything."""
    if led is None or led == MATTO:
        return list(hand)
    suit = SUIT[led]
    same = [c for c in hand if SUIT[c] == suit]
    if not same and suit != "T":
        same = [c for c in hand if SUIT[c] == "T"]
    if not same:
        return list(hand)
    if MATTO in hand:
        same.append(MATTO)
    return same


def draw_order(winner: int, n: int) -> list[int]:
    """Who draws after a trick, in order: the winner first, then round the table (every
    family; in Tarocchi the winner then the loser)."""
    return [(winner + k) % n for k in range(n)]


def one_at_a_time(dealer: int, n: int, hand_size: int) -> list[int]:
    """The trump games and Mariagio: one card at a time from the seat after the dealer."""
    return [(dealer + 1 + i) % n for i in range(n * hand_size)]


def packets_of_five(dealer: int, n: int, hand_size: int) -> list[int]:
    """Tarocchi a pizzico: packets of five, the dealer's opponent first (two seats)."""
    opponent = 1 - dealer
    return [opponent if (i // 5) % 2 == 0 else dealer for i in range(n * hand_size)]


# --- the family object -------------------------------------------------------------------
@dataclass(frozen=True)
class Family:
    """What one family of games does differently. `name` is the game's name as stored in
    records and statistics ("biscambiggia", "briscola", "mariagio", "tarocchi")."""
    name: str
    hand_class: Callable                    # the rules class: (variant, options, deck, dealer)
    strength: Callable[[dict], dict]        # options -> rank table (higher wins)
    card_values: Callable[[dict], dict | None]  # options -> points of each card (None:
                                            # Tarocchi counts a pile by threes, cards.py)
    deal_order: Callable = one_at_a_time    # (dealer, n, hand_size) -> seat of each dealt card
    turns_trump: bool = True                # a card turned under the talon sets the trump
    public_draws: bool = False              # drawn cards are shown to the other seats
    forced_replies: bool = False            # some replies are refused (voids can be inferred)
    has_matto: bool = False                 # the matto, kept by its player (Tarocchi)
    marriages: bool = False                 # marriages, the exchange of the 2 (Mariagio)
    last_trick_bonus: int = 0               # points for the last trick (Mariagio: 20)
    buone: bool = False                     # declarations of buone before playing (Tarocchi)
    bagatto_ultimo: int = 0                 # points for the last trick with the T1 in it
    declaration_points: Callable | None = None  # (hand, action) -> what declaring it scores now
    hands_are_deals: bool = False           # its text calls a hand a deal ("smazzata": Briscola)
    trick_winner: Callable = trump_trick_winner
    replies: Callable = any_reply           # (hand, led, trump, strength, options, last_phase)
    world_builder: Callable | None = None   # (state, obs, talon): the family's fields from obs

    def deal_positions(self, dealer: int, n: int, hand_size: int) -> list[int]:
        """For each card dealt to a hand (top of the deck first), the seat receiving it."""
        return self.deal_order(dealer, n, hand_size)

    def new_hand(self, variant, options: dict, deck: list[str], dealer: int):
        return self.hand_class(variant, options, deck, dealer)

    def __repr__(self) -> str:
        return f"Family({self.name!r})"
