# The compiled core's interface (ai/_core.c), for the type checker: ai/core.py says what the
# arguments mean.

def evaluate(tables: bytes, trump: int, bonus: int, mine: bytes, known: bytes,
             known_counts: bytes, pool: bytes, need: bytes, turned: int, trick: bytes,
             points0: int, points1: int, points2: int, sides: bytes, called: int,
             caller_side: int, unknown_points: bytes, cands: bytes, worlds: int, seed: int,
             exact: int, extra: bytes, history: bytes, miss: int, model: bytes = ...,
             over: int = ...) -> tuple[list[float], list[float], int, float]: ...


def playout(tables: bytes, trump: int, bonus: int, hands: bytes, counts: bytes, talon: bytes,
            trick: bytes, leader: int, sides: bytes, points0: int, points1: int, points2: int,
            exact: int, extra: bytes) -> tuple[int, list[int], int]: ...


def tarocchi_evaluate(tables: bytes, mine: bytes, known: bytes, pool: bytes, need: int,
                      forbidden: bytes, trick: bytes, score: tuple[int, ...], total: int,
                      cands: bytes, worlds: int, seed: int, exact: int, horizon: int,
                      history: bytes, miss: int) -> tuple[list[float], list[float], int, float]: ...


def tarocchi_playout(tables: bytes, hand0: bytes, hand1: bytes, talon: bytes, trick: bytes,
                     leader: int, score: tuple[int, ...], total: int, exact: int,
                     horizon: int) -> tuple[int, list[int], int]: ...
