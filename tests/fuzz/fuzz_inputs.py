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


# --- issue 29: lock files, settings files, statistics files, action shapes ------------------
LOCK_KINDS = ("absent", "bytes", "qlockfile", "folder", "fifo", "dangling link", "link to file",
              "unreadable")


@st.composite
def lock_files(draw):
    """What may lie at instance.lock: its kind, its bytes, and whether a live process
    holds it (flock)."""
    kind = draw(st.sampled_from(LOCK_KINDS))
    pid = draw(st.sampled_from([1, os.getpid(), 2 ** 22 + 7, 0, -1]))
    data = draw(st.sampled_from([
        b"", b"\0" * 512, f"{pid}\npython3.11\nlocalhost\n".encode(),
        f"{pid}\n".encode(), b"not a lock \xff\xfe", b"9" * 300]) | st.binary(max_size=300))
    return {"kind": kind, "data": data, "held": draw(st.booleans())}


def make_lock(path, spec) -> None:
    kind, data = spec["kind"], spec["data"]
    if kind in ("bytes", "qlockfile", "unreadable"):
        path.write_bytes(data)
        if kind == "unreadable":
            path.chmod(0)
    elif kind == "folder":
        path.mkdir()
        (path / "inside").write_bytes(data)
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "dangling link":
        path.symlink_to(path.parent / "gone" / "x")
    elif kind == "link to file":
        target = path.parent / "elsewhere.txt"
        target.write_bytes(data)
        path.symlink_to(target)


_INI_KEYS = ["ui/language", "table/speed", "table/card_size", "table/show_played",
             "player/names", "match/last", "deck/briscola", "x/y", "General/a"]
_BINARY = st.binary(max_size=24).map(lambda b: "".join(f"\\x{c:x}" if c > 127 or c < 32 else
                                                       chr(c) for c in b))


@st.composite
def settings_files(draw):
    """ini text as a careless or hostile hand writes it: values plain, quoted, escaped,
    binary (@Variant and @DateTime with any bytes, spelt with quotes and escapes that a
    plain text search would miss), lists, continuations, control bytes."""
    lines = []
    for _ in range(draw(st.integers(0, 8))):
        section, key = draw(st.sampled_from(_INI_KEYS)).split("/")
        head = draw(st.sampled_from(["@Variant(", "@DateTime(", "@ByteArray(", "@Rect(",
                                     "@@Variant(", "", ""]))
        spelt = draw(st.sampled_from(["plain", "quoted", "escaped", "octal", "list"]))
        if head.startswith("@") and not head.startswith("@@"):
            word = head[1:]
            if spelt == "quoted":
                head = f'"@{word[:3]}" {word[3:]}'
            elif spelt == "escaped":
                head = "\\x40" + word
            elif spelt == "octal":
                head = "\\100" + word
            elif spelt == "list":
                head = "fast, " + head
        body = draw(_BINARY | st.sampled_from(["\\0\\0\\0\\t\\x7f\\xff\\xff\\xf0", "it", "fast",
                                                '{\\"variant\\": 1}', "1 2 3 4"]))
        tail = draw(st.sampled_from([")", "", ")\\", ") ; note"]))
        lines.append(f"[{section}]\n{key}={head}{body}{tail}")
    text = "\n".join(lines) + draw(st.sampled_from(["", "\n", "\n\\\n"]))
    data = text.encode("utf-8", "surrogatepass")
    if draw(st.integers(0, 6)) == 0:
        data += draw(st.binary(max_size=40))
    return data


@st.composite
def action_shapes(draw):
    """A record's action object of any shape: the keys of every kind, mixed."""
    n = draw(st.sampled_from([1, 1, 1, 1, 2, 2, 0, 3]))        # mostly one thing, or two
    kinds = draw(st.lists(st.sampled_from(["play", "give", "exchange", "declare"]),
                          min_size=n, max_size=n, unique=True))
    extras = draw(st.sets(st.sampled_from(["suit", "cards", "other"]), max_size=2))
    keys = set(kinds) | extras | ({"seat"} if draw(st.integers(0, 4)) < 4 else set())
    value = {
        "seat": st.integers(0, 5) | st.integers(-1, 7) | st.booleans() | st.none(),
        "play": st.sampled_from(["7H", "AH", "T21", "M", " 5c ", "", "7H,AS", "x:y"]) | st.integers(),
        "give": st.sampled_from(["5S", "M", ""]) | st.none(),
        "exchange": st.sampled_from(["2H", "2S", ""]),
        "declare": st.sampled_from(["marriage", "terno", "gatti", "tarocchi", "nope", ""]),
        "suit": st.sampled_from(["H", "D", "C", "S", "T", "x"]),
        "cards": st.lists(st.sampled_from(["AH", "T1", "M", "JH"]), max_size=4) | st.just("AH"),
        "other": json_values,
    }
    return {k: draw(value[k]) for k in keys}
