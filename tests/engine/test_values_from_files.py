"""A value read from a file, quoted by a refusal (engine.messages.shown) or said as a word
(`plain`): one line, nothing invisible, at most SHOWN_CHARS characters. Before, a record's
option name of thousands of characters, or a variant's line breaks and right-to-left mark,
reached the message as they were."""
from __future__ import annotations

import json

import pytest

from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.messages import SHOWN_CHARS, plain, shown
from biscambiggia_gui.engine.record import RecordError, dumps, replay

WEIRD = "z\n\x07\u202e" * 2000


def test_shown_and_plain():
    assert shown("zzz") == "'zzz'" and shown(9) == "9"
    long = shown(WEIRD)
    assert long.isprintable() and len(long) == SHOWN_CHARS and long.endswith("\u2026")
    assert plain("grandmaster") == "grandmaster" and plain(7) == "7" and plain(None) == "?"
    assert plain("  \n\x07 ") == "?" and plain("a\nb\x1bc") == "a b c"
    cut = plain(WEIRD)
    assert cut.isprintable() and len(cut) <= SHOWN_CHARS and cut.endswith("\u2026")


@pytest.mark.parametrize("change", [
    lambda r: r.update(variant=WEIRD),
    lambda r: r.update(options={WEIRD: 1}),
    lambda r: r.update(options={"hands": WEIRD}),
    lambda r: r["hands"][0]["actions"].__setitem__(0, [0, WEIRD]),
    lambda r: r["hands"][0]["deck"].__setitem__(0, WEIRD),
], ids=["variant", "option", "value", "action", "card"])
def test_a_refused_record_quotes_its_value_in_one_short_line(change):
    match = Match("briscola-2", dealer=1, seed=3)
    match.start_hand()
    match.apply(match.current.legal_actions()[0])
    record = json.loads(dumps(match))
    change(record)
    with pytest.raises(RecordError) as refused:
        replay(record)
    text = str(refused.value)
    assert text.isprintable() and len(text) < 200 and "\u2026" in text, text
