"""Strategies for the fuzz suite: real records and saves, then mutated the way damage and
hostility do (a subtree replaced by any JSON value, a key dropped, the text cut, bytes
flipped, nesting and huge numbers spliced in)."""
from __future__ import annotations

import json
import os
import random

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.record import to_record
from biscambiggia_gui.store import saves

LONG = os.environ.get("BISCAMBIGGIA_FUZZ") == "long"
FUZZ = settings(derandomize=True, deadline=None, database=None,
                max_examples=3000 if LONG else 60,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture,
                                       HealthCheck.data_too_large, HealthCheck.filter_too_much])

VARIANTS = ("briscola-2", "biscambiggia-4", "mariagio", "tarocchi-pizzico", "briscola-3")


def played(variant: str, seed: int, steps: int) -> Match:
    rng = random.Random(seed)
    match = Match(variant, seed=seed)
    for _ in range(steps):
        if match.is_over():
            break
        if not match.hand_in_progress():
            match.start_hand()
        match.apply(rng.choice(match.current.legal_actions()))
    return match


_CACHE: dict = {}


def base_record(variant: str, seed: int, steps: int) -> dict:
    key = (variant, seed, steps)
    if key not in _CACHE:
        _CACHE[key] = to_record(played(variant, seed, steps))
    return json.loads(json.dumps(_CACHE[key]))


def base_save(variant: str, seed: int, steps: int) -> dict:
    match = played(variant, seed, steps)
    seats = saves.default_seats(match.variant.players)
    for i, s in enumerate(seats):
        s["name"] = f"P{i}"
    return saves.make_payload(match, seats, match_id="m", undo_used=False, deck="genoese",
                              stats_from=0)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10 ** 30, 10 ** 30) | st.floats(allow_nan=False)
    | st.text(max_size=12) | st.sampled_from(["AH", "7S", "T21", "M", "", "briscola-2", "hands"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12)


def paths(value, prefix=()):
    """Every path to a node of a JSON value."""
    yield prefix
    if isinstance(value, dict):
        for k, v in value.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from paths(v, prefix + (i,))


def replace_at(value, path, new):
    if not path:
        return new
    value[path[0]] = replace_at(value[path[0]], path[1:], new)
    return value


@st.composite
def mutated_json(draw, base):
    """`base` (a JSON value) as text after up to three mutations."""
    value = base
    for _ in range(draw(st.integers(0, 3))):
        all_paths = list(paths(value))
        path = draw(st.sampled_from(all_paths))
        how = draw(st.sampled_from(["replace", "drop", "deep", "bigint", "keep"]))
        if how == "replace":
            value = replace_at(value, path, draw(json_values))
        elif how == "drop" and path:
            parent = value
            for p in path[:-1]:
                parent = parent[p]
            if isinstance(parent, (dict, list)):
                del parent[path[-1]]
        elif how == "deep":
            value = replace_at(value, path, "@@DEEP@@")
        elif how == "bigint":
            value = replace_at(value, path, "@@BIG@@")
    text = json.dumps(value)
    depth = draw(st.sampled_from([10, 40, 5000]))
    text = text.replace('"@@DEEP@@"', "[" * depth + "]" * depth)
    text = text.replace('"@@BIG@@"', draw(st.sampled_from(["9" * 50, "9" * 5000, "1e999", "-0"])))
    data = text.encode()
    cut = draw(st.sampled_from(["none", "none", "cut", "flip"]))
    if cut == "cut" and data:
        data = data[:draw(st.integers(0, len(data) - 1))]
    elif cut == "flip" and data:
        i = draw(st.integers(0, len(data) - 1))
        data = data[:i] + bytes([draw(st.integers(0, 255))]) + data[i + 1:]
    return data


@st.composite
def records(draw):
    variant = draw(st.sampled_from(VARIANTS))
    base = base_record(variant, draw(st.integers(0, 3)), draw(st.sampled_from([0, 5, 30, 200])))
    return draw(mutated_json(base))


@st.composite
def save_files(draw):
    variant = draw(st.sampled_from(VARIANTS))
    base = base_save(variant, draw(st.integers(0, 2)), draw(st.sampled_from([3, 40])))
    return draw(mutated_json(base))
