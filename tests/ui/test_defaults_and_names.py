"""Sensible defaults and names (issue 13): each variant's options start from its rules'
defaults, never "1 hands"; pass-and-play seats get real names ("Player 2"), a computer never
"is thinking" as "You"; "You play" goes by seat, not by the text of a name."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox

from biscambiggia_gui import i18n
from biscambiggia_gui.engine import Match, get_variant
from biscambiggia_gui.ui.newmatch import NewMatchDialog
from biscambiggia_gui.ui.setup import COMPUTER, PERSON, MatchSetup, SeatSetup
from biscambiggia_gui.ui.messages import hand_word
from biscambiggia_gui.ui.summary import match_rule_text
from biscambiggia_gui.ui.text import SeatName, does

from uihelpers import start, wait_turn


def choose(combo: QComboBox, data) -> None:
    combo.setCurrentIndex(combo.findData(data))


def test_each_variant_starts_from_its_own_defaults(qtbot):
    dialog = NewMatchDialog(MatchSetup("biscambiggia-2"))
    qtbot.addWidget(dialog)
    choose(dialog.option_widgets["hands"], 5)                   # 5 hands to win, at 2
    choose(dialog.players, 6)
    assert dialog.option_widgets["hands"].currentData() == 6    # docs/rules.md: 6 hands at 6
    choose(dialog.players, 2)
    assert dialog.option_widgets["hands"].currentData() == 5    # what was chosen at 2 stays
    choose(dialog.game, "briscola")
    choose(dialog.players, 4)
    assert dialog.option_widgets["hands"].currentData() == 5    # Briscola a 4: 5 deals
    assert dialog.setup().options["hands"] == 5


def test_the_match_rule_is_never_1_hands(qapp):
    for vid in ("biscambiggia-2", "briscola-4", "tarocchi-pizzico", "biscambiggia-4", "briscola-2"):
        v = get_variant(vid)
        text = match_rule_text(v, {"hands": 1, "target": 200})
        assert "1 hands" not in text and "1 deals" not in text, text
    assert "deal" in match_rule_text(get_variant("briscola-4"), {"hands": 5})
    assert "hand" in match_rule_text(get_variant("biscambiggia-4"), {"hands": 4})
    match = Match("briscola-2", {}, dealer=0, seed=1)
    for _ in range(2):
        hand = match.start_hand()
        while not hand.is_over():
            match.apply(hand.legal_actions()[0])
    assert hand_word(match, 2, "round") == "deal 3"           # the third deal's title


def test_pass_and_play_seats_get_real_names(qtbot, qapp):
    dialog = NewMatchDialog(MatchSetup("biscambiggia-2"))
    qtbot.addWidget(dialog)
    (name0, _, _), (name1, kind1, _) = dialog.seat_widgets
    assert (name0.text(), name1.text()) == ("You", "Anna")
    choose(kind1, PERSON)
    assert (name0.text(), name1.text()) == ("Player 1", "Player 2")
    choose(kind1, COMPUTER)
    assert (name0.text(), name1.text()) == ("You", "Anna")
    name1.setText("Marta")                                      # a typed name stays
    choose(kind1, PERSON)
    assert (name0.text(), name1.text()) == ("Player 1", "Marta")
    i18n.install(qapp, "it")
    try:
        dialog = NewMatchDialog(MatchSetup("biscambiggia-2"))
        qtbot.addWidget(dialog)
        choose(dialog.seat_widgets[1][1], PERSON)
        assert dialog.seat_widgets[1][0].text() == "Giocatore 2"
        assert dialog.seat_widgets[0][0].text() == "Giocatore 1"
    finally:
        i18n.install(qapp, "en")


def test_a_computer_is_never_you(qtbot, window):
    setup = MatchSetup("biscambiggia-2", [SeatSetup("You", COMPUTER, "easy"),
                                          SeatSetup("Anna", COMPUTER, "easy")]).checked()
    assert setup.seats[0].name != "You"
    window.set_speed("slow")
    window.start_match(setup, remember=False)
    qtbot.waitUntil(lambda: "thinking" in window.panel.status.text())
    assert not window.panel.status.text().startswith("You")


def test_you_play_goes_by_seat(qtbot, window):
    assert does(SeatName("Marco", True), "plays") == "You play"
    assert does(SeatName("Anna", False), "plays") == "Anna plays"
    start(window, "biscambiggia-2")
    ctrl = window.ctrl
    assert ctrl.name(0).you and not ctrl.name(1).you
    wait_turn(qtbot, window)


def test_italian_sentences_about_a_named_player_avoid_gendered_endings():
    """"finché {name} non è pronto" assumes a man: sentences about a named player are
    worded so that they fit anyone."""
    import re
    import xml.etree.ElementTree as ET
    from biscambiggia_gui.paths import asset
    gendered = re.compile(r"\b(pronto|pronta|arrivato|arrivata|bravo|brava|solo|sola|"
                          r"vincitore|vincitrice|seduto|seduta|pronti)\b")
    root = ET.parse(asset("translations", "biscambiggia_it.ts")).getroot()
    for message in root.iter("message"):
        source, text = message.findtext("source") or "", message.findtext("translation") or ""
        if ("{name}" in source or "{who}" in source) and "\u201c{name}\u201d" not in source:
            assert not gendered.search(text), text


def test_italian_never_gives_a_named_player_or_the_person_a_gender_as_the_partner():
    """Briscola chiamata in Italian: the called card played, the log said "Anna è il
    compagno di Carla" (and "Sei il compagno di Bruno" to the person, whoever that is):
    Anna, Carla, and the player, may be women. A sentence that says who a player's partner
    is (a name, the caller, a seat, or "you") words it so that it fits anyone ("Anna fa
    coppia con Carla"); a sentence about the partner's role ("la presa è del compagno",
    "tutti sanno chi è il compagno") stays as it is."""
    import re
    import xml.etree.ElementTree as ET
    from biscambiggia_gui.paths import asset
    gendered = re.compile(r"(?<!chi )\b(è|sei) (il|la) (tuo |tua )?compagn[oa]\b")
    about = re.compile(r"\{(name|who|caller|seat)\}")
    root = ET.parse(asset("translations", "biscambiggia_it.ts")).getroot()
    found = [text for message in root.iter("message")
             for source, text in [(message.findtext("source") or "",
                                   message.findtext("translation") or "")]
             if (about.search(source) or re.search(r"\bsei\b", text)) and gendered.search(text)]
    assert found == [], found


def test_the_partner_revealed_is_said_of_anyone_in_italian(qtbot, qapp, window):
    """The lines the table logs when the called card is played, in Italian, for each
    case: a computer the caller's partner, the person's partner, the person the partner;
    none says "il compagno" of a named player or of the person."""
    i18n.install(qapp, "it")
    try:
        start(window, "briscola-chiamata", seed=4)
        ctrl = window.ctrl
        said = [ctrl._revealed_line(1, 3), ctrl._revealed_line(2, 0), ctrl._revealed_line(0, 4)]
        assert said == ["Anna fa coppia con Carla", "Bruno fa coppia con te",
                        "Fai coppia con Dario"], said
    finally:
        i18n.install(qapp, "en")


def test_every_lesson_speaks_to_anyone_in_italian(qapp):
    """A lesson speaks to the person learning ("Play them out on your own"): in Italian its
    every sentence, as the lesson's window renders it, fits a woman as well as a man
    ("giocale tu", not "giocale da solo"; "e infine tu", not "e tu per ultimo")."""
    import re
    from biscambiggia_gui.engine import get_variant
    from biscambiggia_gui.engine.lessons import WRONG_MOVE, Do, Move, lessons
    from biscambiggia_gui.engine.messages import Message
    from biscambiggia_gui.ui.messages import render
    from biscambiggia_gui.ui.setup import preferred_deck
    gendered = re.compile(r"\b(da sol[oa]|per ultim[oa]|pront[oa]|arrivat[oa]|brav[oa]|"
                          r"sedut[oa]|sicur[oa]|stanc[oa])\b")
    i18n.install(qapp, "it")
    try:
        said = []
        for lesson in lessons().values():
            deck = preferred_deck(get_variant(lesson.variant).game)
            names = ["Tu", "Anna", "Bruno", "Carla", "Dario"].__getitem__
            for item in lesson.script:
                if isinstance(item, Move):
                    continue
                said.append(render(item.message, deck, names))
                if isinstance(item, Do):
                    said.append(render(item.wrong or Message(WRONG_MOVE, action=item.action),
                                       deck, names))
        assert len(said) > 40 and all(text and "{" not in text for text in said)
        found = [text for text in said if gendered.search(text)]
        assert not found, found
    finally:
        i18n.install(qapp, "en")


def test_briscola_says_deal_in_the_log_and_the_title(qtbot, window):
    start(window, "briscola-2")
    wait_turn(qtbot, window)
    assert any(line.startswith("Deal 1: dealer") for line in window.ctrl.log_lines)
    assert "deal 1" in window.panel.title.text()


def test_the_hint_never_claims_trumps_you_do_not_hold(qapp):
    """"keeps your trumps" only when there is a trump left in hand besides the card."""
    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.ui.explain import move_text
    match = Match("briscola-2", {}, dealer=1, seed=2)
    hand = match.start_hand()
    seat = hand.current_player()
    other = 1 - seat
    trump = hand.trump
    plain = [s for s in "HDCS" if s != trump]
    hand.hands[seat] = ["A" + plain[0]] + hand.hands[seat][1:]
    match.apply("A" + plain[0])                     # an ace led, not a trump
    no_trump = ["2" + plain[1], "4" + plain[1], "5" + plain[2]]
    hand.hands[other] = list(no_trump)
    text = move_text(hand, other, "2" + plain[1], "italian")
    assert "gives nothing away" in text and "trumps" not in text
    hand.hands[other] = ["2" + plain[1], "4" + trump, "5" + plain[2]]
    assert "keeps your trumps" in move_text(hand, other, "2" + plain[1], "italian")


def test_sentences_about_you_speak_to_you_in_italian(qtbot, window, qapp):
    """The table's lines about the one person at this screen are in the second person:
    never "Tu ha giocato", "va a Tu" or "Tu / offre 120" (a seat's name put into a
    third-person sentence); the others keep theirs."""
    from uihelpers import answer_before_cards
    i18n.install(qapp, "it")
    try:
        from biscambiggia_gui.engine.actions import kind_of
        start(window, "briscola-chiamata", level="medium")
        wait_turn(qtbot, window)
        ctrl, you = window.ctrl, window.scene.plates[0]
        bid = next(a for a in ctrl.hand.legal_actions() if kind_of(a) == "bid")
        ctrl.request_action(bid)
        qtbot.waitUntil(lambda: you.detail.startswith("offerta:"))    # not "offre", under "Tu"
        answer_before_cards(qtbot, window)                  # then passes, and calls
        ctrl._revealed(0, 0)
        assert ctrl.log_lines[-1] == "Hai giocato la carta chiamata: senza compagno, contro quattro"
        ctrl._revealed(1, 1)
        assert ctrl.log_lines[-1].startswith(f"{ctrl.name(1)} ha giocato la carta chiamata")
        start(window, "tarocchi-pizzico")
        wait_turn(qtbot, window)
        ctrl = window.ctrl
        ctrl._given(1, "M", 0, True)
        assert ctrl.log_lines[-1] == "Il matto non è mai stato pagato: va a te"
        import re
        third = re.compile(r"\b(a|di|da) Tu\b|\bTu (ha|è|offre|gioca|dà|passa)\b")
        assert not any(third.search(line) for line in ctrl.log_lines), ctrl.log_lines
    finally:
        i18n.install(qapp, "en")


def test_a_match_of_one_hand_won_reads_naturally(qapp):
    """A match to one hand won said "First to win 1 hand", "Vince chi arriva a 1 mano
    vinta": stiff. For 1 it says "First to win a hand", "La partita va a chi vince una
    mano" ("vince" once, as the rule lines say it; Briscola's deal: "smazzata"), and from 2 on the count as before."""
    expected = {("biscambiggia-2", "en"): "First to win a hand",
                ("briscola-2", "en"): "First to win a deal",
                ("biscambiggia-2", "it"): "La partita va a chi vince una mano",
                ("briscola-2", "it"): "La partita va a chi vince una smazzata"}
    for language in ("en", "it"):
        i18n.install(qapp, language)
        try:
            for vid in ("biscambiggia-2", "briscola-2"):
                variant = get_variant(vid)
                assert variant.match.describe({"hands": 1}) == ("first_to_one", 1)
                assert match_rule_text(variant, {"hands": 1}) == expected[vid, language]
                assert "2" in match_rule_text(variant, {"hands": 2})
        finally:
            i18n.install(qapp, "en")


def test_a_points_target_of_one_is_singular(qapp):
    """Mariagio's target may be 1 (its option's low bound): "First to 1 point", not
    "1 points", in English and Italian."""
    mariagio = get_variant("mariagio")
    assert match_rule_text(mariagio, {"target": 1}).startswith("First to 1 point at the end of a hand")
    assert match_rule_text(mariagio, {"target": 200}).startswith(
        "First to 200 points at the end of a hand")
    i18n.install(qapp, "it")
    try:
        assert match_rule_text(mariagio, {"target": 1}).startswith(
            "Vince chi arriva a 1 punto alla fine di una mano")
    finally:
        i18n.install(qapp, "en")


@pytest.mark.parametrize("variant_id", ["biscambiggia-4", "briscola-6", "tarocchi-pizzico", "mariagio",
                                        "briscola-chiamata"])
def test_the_match_rule_line_says_what_a_tie_does_as_the_engine_plays_it(qapp, variant_id):
    """The rule line under the match's title (the panel, every summary) said how a match is
    won but not what a tie does, which each game settles its own way: a draw (the team
    games, Tarocchi, a shared top of tokens), or one more hand (Mariagio, both past the
    target). It says so, in English and Italian, and the engine does what it says."""
    from biscambiggia_gui.engine.match import Match
    variant = get_variant(variant_id)
    options = Match(variant_id, {}, seed=1).options
    rule = variant.match
    parties = 5 if rule.name == "tokens" else 2
    level = [70] * parties if rule.name != "tokens" else [3, 3, 1, -2, -5]
    played = options.get("hands", 1)
    done, winner = rule.outcome(level, played, options)
    text = match_rule_text(variant, options)
    i18n.install(qapp, "it")
    try:
        italian = match_rule_text(variant, options)
    finally:
        i18n.install(qapp, "en")
    if rule.name == "points":                       # both past the target, level: another hand
        done, winner = rule.outcome([options["target"] + 5] * 2, played, options)
        assert not done and winner is None
        assert "if level, one more hand" in text and "in parità, un’altra mano" in italian
    else:
        assert done and winner is None
        assert ("a shared top is a draw" if rule.name == "tokens" else "if level, a draw") in text
        assert ("a pari merito in testa, partita pari" if rule.name == "tokens" else "in parità, partita pari") \
            in italian
