"""Where a seed nobody chose comes from: the shuffles of a match started without one (a
record or a save opened, Play again, a new match from the dialog) and the computer players
of such a match. The operating system's randomness, drawn here and nowhere else, so that a
test can fix it (tests/conftest.py does, for every test): a test's table then deals and
plays the same cards on every machine, on every run."""
from __future__ import annotations

import os

DEAL_BITS = 512      # a match's shuffles: more states than any deck has orders (78! < 2**382)
PLAYER_BITS = 64     # a computer player's stream (mixed with each observation: ai/players.py)


def fresh_seed(bits: int = PLAYER_BITS) -> int:
    """A seed of `bits` random bits from the operating system."""
    return int.from_bytes(os.urandom((bits + 7) // 8), "big")
