# The compiled core's interface (ai/_core.c), for the type checker: ai/core.py says what the
# arguments mean.

def evaluate(tables: bytes, trump: int, bonus: int, mine: bytes, known: bytes,
             known_counts: bytes, pool: bytes, need: bytes, turned: int, trick: bytes,
             points0: int, points1: int, points2: int, sides: bytes, called: int,
             caller_side: int, unknown_points: bytes, cands: bytes, worlds: int, seed: int,
             exact: int) -> tuple[list[int], list[int], int]: ...


def playout(tables: bytes, trump: int, bonus: int, hands: bytes, counts: bytes, talon: bytes,
            trick: bytes, leader: int, sides: bytes, points0: int, points1: int, points2: int,
            exact: int) -> tuple[int, list[int], int]: ...
