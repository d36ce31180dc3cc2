"""One language all the way (issue 13): every Message the engine and the players produce has
one template in the catalogue (engine/messages.py `TEMPLATES`) and an Italian translation;
the table renders refusals, option errors and hints from them, naming cards as the deck does
and seats by name; no English sentence is matched back by regular expressions any more."""
from __future__ import annotations

import importlib
import pkgutil
import random
import re
import xml.etree.ElementTree as ET

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.ai.players import make_player
from biscambiggia_gui.engine import Match, get_variant
from biscambiggia_gui.engine.messages import TEMPLATES, Message, Refusal
from biscambiggia_gui.engine.registry import variants
from biscambiggia_gui.paths import asset
from biscambiggia_gui.ui import explain
from biscambiggia_gui import catalogue
from biscambiggia_gui.ui.messages import render
from biscambiggia_gui.ui.setup import game_decks

FIELD = re.compile(r"\{(\w+)\}")


def every_module():
    import biscambiggia_gui.games
    for package in (biscambiggia_gui.engine, biscambiggia_gui.games, biscambiggia_gui.ai):
        for m in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            try:
                importlib.import_module(m.name)
            except ImportError:                      # an optional compiled part
                pass


def italian() -> dict[str, str]:
    root = ET.parse(asset("translations", "biscambiggia_it.ts")).getroot()
    out = {}
    for context in root.iter("context"):
        if context.findtext("name") != "messages":
            continue
        for message in context.iter("message"):
            tr = message.find("translation")
            if tr is not None and tr.text and tr.get("type") not in ("unfinished", "vanished", "obsolete"):
                out[message.findtext("source")] = tr.text
    return out


def test_every_code_has_its_italian():
    """The catalogue (engine/messages.py) is the one English source; the Linguist file's
    context "messages" is in step with it (biscambiggia_gui.catalogue) and translates every
    template, keeping its fields."""
    every_module()
    assert catalogue.main(["--check"]) == 0
    it = italian()
    untranslated = [c for c, english in TEMPLATES.items() if english not in it]
    assert not untranslated, f"codes without Italian: {untranslated}"
    for code, english in TEMPLATES.items():
        assert set(FIELD.findall(it[english])) == set(FIELD.findall(english)), code


def test_no_english_is_matched_back():
    assert not hasattr(explain, "PATTERNS") and not hasattr(explain, "engine_reason")


def refusals_in(hand, rng) -> list[Message]:
    """For the seat to act: a refusal for every card it holds that it may not play now,
    a card it does not hold, and declarations it may not make."""
    seat = hand.current_player()
    legal = set(hand.legal_actions())
    tries = [c for c in hand.hands[seat] if c not in legal]
    others = [c for s, h in enumerate(hand.hands) if s != seat for c in h]
    tries += rng.sample(others, min(2, len(others)))
    held = list(hand.hands[seat])
    tries += ["marriage:H", "exchange:" + (held[0] if held else "2H"), "give:" + (held[0] if held else "AH")]
    tries += ["tarocchi:" + ",".join(held[:3]), "gatti:M,T1,T1", "famiglia:" + ",".join(held[:4]),
              "terno:" + ",".join(held[:3]), "quaterno:" + ",".join(held[:4])]
    found = []
    for action in tries:
        if action in legal:
            continue
        try:
            reason = hand.refusal(action)
        except Refusal as exc:
            reason = exc.message
        if reason is not None:
            found.append(reason)
    return found


@pytest.mark.parametrize("variant", sorted(variants()))
def test_real_games_render_every_message_in_italian(qapp, variant):
    """Real hands of every variant with real computer players: every refusal at every turn,
    the players' reasons and the option errors render from a ui template, in Italian, with
    no field left unfilled and no English left (for a code whose Italian differs)."""
    every_module()
    rng = random.Random(variant)
    match = Match(variant, {}, dealer=0, seed=3)
    hand = match.start_hand()
    players = [make_player(level, seed=i) for i, level in
               enumerate(["random", "easy", "medium"] * 2)][:get_variant(variant).players]
    seen: list[Message] = []
    steps = 0
    while not hand.is_over() and steps < 400:
        steps += 1
        if steps % 3 == 1:
            seen += refusals_in(hand, rng)
        seat = hand.current_player()
        action, reason = players[seat].explain(match.observation(seat), hand.legal_actions())
        if isinstance(reason, Message):
            seen.append(reason)
        match.apply(action)
    seen.append(hand.refusal("AH"))                       # the hand is over
    for bad in ({"hands": 0}, {"hands": "x"}, {"nothing": 1}):
        try:
            get_variant(variant).resolve_options(bad)
        except Refusal as exc:
            seen.append(exc.message)
    assert len({m.code for m in seen}) >= 3
    names = ["Tu", "Anna", "Bruno", "Carla", "Dario", "Elena"].__getitem__
    it = italian()
    i18n.install(qapp, "it")
    try:
        deck = game_decks(get_variant(variant).game)[0]
        for message in seen:
            assert message.code in TEMPLATES, f"no template for {message.code}"
            text = render(message, deck, names)
            assert "{" not in text and text, message
            english = TEMPLATES[message.code]
            if it[english] != english:
                assert text != render_english(message, deck, names), message
    finally:
        i18n.install(qapp, "en")


def render_english(message, deck, names):
    from PySide6.QtWidgets import QApplication
    i18n.install(QApplication.instance(), "en")
    try:
        return render(message, deck, names)
    finally:
        i18n.install(QApplication.instance(), "it")


def test_cards_suits_and_seats_are_named_as_the_table_names_them(qapp):
    i18n.install(qapp, "it")
    try:
        text = render(Message("illegal.follow", suit="H"), "italian")
        assert text == "Devi rispondere al seme (coppe) o giocare il matto"
        text = render(Message("illegal.turn", seat_turn=1, seat=0), "genoese", ["Tu", "Anna"].__getitem__)
        assert text == "Tocca ad Anna, non a te"   # "ad" before a vowel, "te" after "a" (i18n.fill)
        text = render(Message("illegal.not_in_hand", card="KH"), "italian")
        assert text == "Il Re di coppe non è nella tua mano"   # its article (i18n.fill)
    finally:
        i18n.install(qapp, "en")
    assert render(Message("illegal.not_in_hand", card="KH"), "italian") == "The King of cups is not in your hand"
