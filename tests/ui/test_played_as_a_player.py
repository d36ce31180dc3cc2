"""What a player saw playing the games played least (Tarocchi a pizzico, Mariagio, the
chiamata games, Biscambiggia a 6) on a real X server, each fault turned into a test: the
real engine, the real window and its widgets."""
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QPushButton, QToolButton

from biscambiggia_gui import i18n
from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.ai.players import RandomPlayer, play_out
from biscambiggia_gui.engine import Match
from biscambiggia_gui.store import saves
from biscambiggia_gui.ui.setup import COMPUTER_NAMES
from biscambiggia_gui.ui.windows import describe

from uihelpers import answer_before_cards, finish_hand, settle, start, wait_turn


def seats_for(players: int, you: str) -> list[dict]:
    return [{"name": you, "kind": "person", "level": None}] + [
        {"name": COMPUTER_NAMES[i], "kind": "computer", "level": "medium"}
        for i in range(players - 1)]


def match_with_hands(variant: str, hands: int, seed: int) -> Match:
    """A match of `variant` with `hands` hands played to their end by seeded random players
    and the next one dealt (the autosave of a match left in its middle)."""
    match = Match(variant, {}, dealer=0, seed=seed)
    players = [RandomPlayer(seed + s) for s in range(match.variant.players)]
    for _ in range(hands):
        match.start_hand()
        play_out(match, players)
    match.start_hand()
    return match


@pytest.mark.parametrize("language, you, joined", [("en", "You", " and "), ("it", "Tu", " e ")])
@pytest.mark.parametrize("variant", ["briscola-chiamata", "biscambiggia-chiamata",
                                     "biscambiggia-6", "briscola-4", "tarocchi-pizzico",
                                     "mariagio"])
def test_the_resume_prompt_names_whose_each_score_is(qapp, variant, language, you, joined):
    """Seen at start-up after a match of Briscola chiamata was left: "Hand 2, standing
    -1 - 1 - 1 - 1 - -2": five bare numbers, the tokens' minus signs among the dashes, and
    nothing saying whose each one is. Each party of the standing now comes with its name
    (a team with its players' names), its score right after it."""
    i18n.install(qapp, language)
    match = match_with_hands(variant, 1, seed=11)
    seats = seats_for(match.variant.players, you)
    saves.autosave(match, seats, match_id="resume-words", stats_from=0)
    said = describe(saves.load_autosave())
    names = [s["name"] for s in seats]
    score = match.score()
    for party, points in enumerate(score):
        members = [n for s, n in enumerate(names) if match.party_of(s) == party]
        if len(members) > 1:                 # a team: its players' names, joined
            assert all(m in said for m in members) and joined in said, said
        assert f"{members[-1]}\u00a0({points}\u00a0" in said, (party, said)   # "Bruno (2 deals)"
    assert "\u2013 -" not in said and "- -" not in said, said
    assert said.rsplit(": ", 1)[-1].startswith(you), said    # a label's value: as typed, in
    #                                        every game ("You (1 hand)", "You and Bruno (2 deals)")


# words that give whoever they are said of a gender: Italian says them of a man only; and
# "first" and "the other" said of a player ("chi parla per primo", "il primo che arriva a
# 200", "eri primo a pari merito", "poi l’altro", "l’altro prende il 5♥"; the adverb "prima"
# and "chi la perde" are right for anyone). "il primo di mano" (a seat), "il primo
# mazziere" and "Attacca per primo il giocatore..." (agreeing with a noun) stay.
GENDERED = (r"\b(da sol[oa]|(?<!il )benvenut[oa]|pront[oa]|sicur[oa]|sedut[oa]|stanc[oa]"
            r"|arrivat[oa]|brav[oa]|per prim[oa](?! (il giocatore|l’avversario))"
            r"|(il|la) prim[oa] (a|che)|(eri|è|sei) prim[oa]"
            r"|l’altr[oa](?=[.,;]| (prende|pesca|gioca|cala|attacca|vince)))\b")


def test_italian_never_gives_the_player_a_gender_anywhere(qtbot, qapp):
    """Seen in Italian: the lessons' welcome said "Benvenuto!", the statistics "Partite vinte
    da te, da solo o con la tua squadra", the chiamata games' option and rules "giocare da
    solo": each said of the player, or of a seat the player may sit in, and each fits a man
    only. The earlier checks looked at sentences about a named player and at the lessons;
    these were neither. Now no message of the catalogue and no rules page says such a word
    of anyone (the chiamata's "il 2 da solo" is a card, and stays), and the welcome the
    window shows says none."""
    import re
    import xml.etree.ElementTree as ET
    from biscambiggia_gui.paths import asset
    from biscambiggia_gui.ui.lesson_window import LessonsDialog
    gendered = re.compile(GENDERED, re.I)
    root = ET.parse(asset("translations", "biscambiggia_it.ts")).getroot()
    found = [text for message in root.iter("message")
             for text in [message.findtext("translation") or ""] if gendered.search(text)]
    for page in sorted(asset("rules", "it").glob("*.html")):
        words = re.sub(r"<[^>]+>", "", page.read_text(encoding="utf-8"))
        words = re.sub(r"\b2 da solo\b", "", words)          # the card, not a player
        found += [f"{page.name}: {m.group(0)}" for m in gendered.finditer(words)]
    assert found == [], found
    i18n.install(qapp, "it")
    try:
        welcome = LessonsDialog(welcome=True)
        qtbot.addWidget(welcome)
        said = welcome.intro.text()
        assert said and not gendered.search(said), said
    finally:
        i18n.install(qapp, "en")


def bid_the_top(qtbot, win) -> list[str]:
    """Seat 0, first to speak or not, bids the highest bid of the list by mouse, which wins
    the auction; where the game asks for the trump first it names one. The calls offered."""
    hand = win.ctrl.hand
    wait_turn(qtbot, win)
    row = win.panel.buttons["auction"]
    box, bid = row.findChild(QComboBox, "bids"), row.findChild(QPushButton, "bid")
    box.setCurrentIndex(box.count() - 1)
    qtbot.mouseClick(bid, Qt.LeftButton)
    wait_turn(qtbot, win)
    trumps = [a for a in hand.legal_actions() if kind_of(a) == "trump"]
    if trumps:
        qtbot.mouseClick(win.panel.buttons[trumps[0]], Qt.LeftButton)
        qtbot.waitUntil(lambda: not any(kind_of(a) == "trump" for a in hand.legal_actions()))
        wait_turn(qtbot, win)
    return [a for a in hand.legal_actions() if kind_of(a) == "call"]


@pytest.mark.parametrize("size", [(1162, 625), (1280, 720), (1366, 768)])
def test_the_four_cards_of_the_call_all_show_on_a_small_screen(qtbot, window, size):
    """Seen on a 1280x720 screen (a window of 1162x625) in Briscola chiamata: the auction
    won at the 2, the panel offered the four 2s to call, three on a row and the fourth on a
    second row, below the edge of the decisions' box: only a scroll bar said it was there. A call is at most the four
    cards of a rank: they now make one row, each picture a little smaller, and every one
    shows whole without scrolling."""
    window.resize(*size)
    start(window, "briscola-chiamata", seed=9, level="easy")
    calls = bid_the_top(qtbot, window)
    assert len(calls) == 4, calls                 # the four 2s (the caller may call its own)
    settle()
    view = window.panel.choices_scroll.viewport()
    pictures = window.panel.buttons["calls"].findChildren(QToolButton)
    assert sorted(p.objectName() for p in pictures) == sorted(calls)
    assert window.panel.choices_scroll.verticalScrollBar().value() == 0
    for p in pictures:
        box = p.rect().translated(p.mapTo(view, p.rect().topLeft()))
        assert view.rect().contains(box), (p.objectName(), box, view.rect())
    assert len({p.mapTo(view, p.rect().topLeft()).y() for p in pictures}) == 1   # one row
    assert min(p.iconSize().width() for p in pictures) >= 40      # still a card to read


@pytest.mark.parametrize("variant", ["tarocchi-pizzico", "mariagio", "briscola-chiamata",
                                     "biscambiggia-chiamata", "biscambiggia-6"])
def test_help_learn_to_play_opens_on_the_game_on_the_table(qtbot, window, variant):
    """Seen at a table of Briscola chiamata: Help > Learn to play listed the lessons with
    "Biscambiggia and Briscola for two" chosen (the first one not finished), where F1 opens
    the rules of the game on the table. Now the list opens on the lesson of that game; over
    an empty table, still on the first lesson not finished."""
    from biscambiggia_gui.engine.lessons import lesson_for, lessons
    from biscambiggia_gui.ui.lesson import done_lessons
    window.menus.lessons.trigger()                     # an empty table
    dialog = window.lessons_dialog
    first = next(key for key in lessons() if key not in done_lessons())
    assert dialog.list.currentItem().data(Qt.ItemDataRole.UserRole) == first
    dialog.reject()
    start(window, variant, seed=3)
    wait_turn(qtbot, window)
    window.menus.lessons.trigger()
    dialog = window.lessons_dialog
    chosen = dialog.list.currentItem().data(Qt.ItemDataRole.UserRole)
    assert chosen == lesson_for(variant).id, chosen
    qtbot.mouseClick(dialog.start, Qt.LeftButton)      # Start opens that very lesson
    assert dialog.chosen is not None and dialog.chosen.id == lesson_for(variant).id
    lesson = getattr(window, "lesson_window", None)
    if lesson is not None:
        lesson.close()


def test_the_matto_s_banner_goes_with_the_hand(qtbot, window, tmp_path):
    """Seen in Tarocchi at 1280x720: the matto played in the last trick, the hand's last
    event is the matto's settling ("The matto goes to Anna", or the card given for it), and
    its banner stayed in the middle of the table after the hand was over: behind the hand's
    summary, then over the finished table once the summary was closed, and over the table
    again after a lesson was left, until the next deal. The banner says a move while the
    move shows; a hand closed takes it away, as a trick gathered does."""
    import json
    from biscambiggia_gui.engine.dealing import deck_from_deal
    from biscambiggia_gui.engine.record import to_record
    deck = deck_from_deal("tarocchi-pizzico", 1, {0: ["M"]})
    match = Match("tarocchi-pizzico", {}, dealer=1, seed=5)
    hand = match.start_hand(deck)
    while not hand.is_over():                # seat 0 keeps the matto to its last card
        legal = hand.legal_actions()
        mine = hand.current_player() == 0
        match.apply(next((a for a in legal if a != "M"), legal[0]) if mine else legal[0])
    record = to_record(match)
    actions = record["hands"][-1]["actions"]
    last = max(i for i, a in enumerate(actions) if a.get("seat") == 0 and a.get("play") == "M")
    record["hands"][-1]["actions"] = actions[:last]      # the table waits for the matto
    path = tmp_path / "matto-last.json"
    path.write_text(json.dumps(record))
    assert window.open_record(str(path))
    wait_turn(qtbot, window)
    on_table = window.ctrl.hand
    assert window.ctrl.awaiting == 0 and on_table.legal_actions() == ["M"]
    shown = []
    window.scene.banner.visibleChanged.connect(lambda: shown.append(window.scene.banner.isVisible()))
    window.ctrl.request_action("M")
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    assert True in shown                                 # the matto's banner was said
    assert any("matto" in line for line in window.ctrl.log_lines[-3:]), window.ctrl.log_lines[-3:]
    assert not window.scene.banner.isVisible()           # and went with the hand
    window.summary.reject()
    settle()
    assert not window.scene.banner.isVisible()


@pytest.mark.parametrize("variant, seed", [("briscola-chiamata", 4), ("biscambiggia-chiamata", 7)])
def test_the_partner_s_plate_fits_anyone_in_italian(qtbot, qapp, window, variant, seed):
    """Seen in Briscola chiamata in Italian: the called card played, the partner's plate
    said "compagno · persona" under "Tu" (and "compagno · computer medio" under Bruno): a
    plate says what a seat is in words right for anyone (docs/i18n.md), and the person, or
    Anna, may be a woman. The plates under the caller and the partner now say "chiamante"
    and "in coppia"."""
    import re
    i18n.install(qapp, "it")
    try:
        start(window, variant, seed=seed, level="easy")   # a seed whose call names a partner
        answer_before_cards(qtbot, window)
        said: set[str] = set()

        def look() -> None:
            said.update(p.detail for p in window.scene.plates)
        finish_hand(qtbot, window, at_turn=look)
        look()
        roles = window.ctrl.roles
        assert "partner" in roles.values(), roles      # the called card was played
        partner = [window.ctrl.seat_detail(s) for s, r in roles.items() if r == "partner"]
        said.update(partner)
        assert not [d for d in said if re.search(r"\bcompagn[oa]\b", d)], said
        assert all(d.startswith("in coppia") for d in partner), partner
    finally:
        i18n.install(qapp, "en")
