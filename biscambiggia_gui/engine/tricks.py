"""What every trick-taking game of the project shares, as pure functions: who takes a
trick with a trump suit, who draws after a trick, the deal one card at a time.

Each rule is written once here and called by every game that has it (the trump games,
Mariagio, the chiamata games), by their fast play-outs and solvers and by the table's
hint; the compiled core (ai/_core.c) is an accelerator of the same rules, checked against
the states by tests/engine/test_accelerators.py. Rules of one game alone live in its
package (games/<game>/rules.py)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

from .cards import SUIT


def best_index(cards: Sequence[str], trump: str | None, strength: Mapping[str, int]) -> int:
    """The position in `cards` (in order of play) of the card that wins the trick: the
    highest trump, else the highest card of the suit led (docs/rules.md section 2)."""
    best, best_card = 0, cards[0]
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


def beats(card: str, best: str, trump: str | None, strength: Mapping[str, int]) -> bool:
    """Whether `card` takes the trick from `best` (the card winning it so far): a higher
    card of the same suit, or a trump on another suit (`best_index` of the two)."""
    return best_index((best, card), trump, strength) == 1


def trick_winner(leader: int, cards: Sequence[str], trump: str | None,
                 strength: Mapping[str, int], n: int) -> int:
    """The seat that wins a complete trick of a trump game led by `leader`."""
    return (leader + best_index(cards, trump, strength)) % n


def draw_order(winner: int, n: int) -> list[int]:
    """Who draws after a trick, in order: the winner first, then round the table."""
    return [(winner + k) % n for k in range(n)]


def one_at_a_time(dealer: int, n: int, hand_size: int) -> list[int]:
    """One card at a time from the seat after the dealer (the trump games, Mariagio)."""
    return [(dealer + 1 + i) % n for i in range(n * hand_size)]
