"""The player's path without a rough edge (issue 26): every choice the rules offer can be
reached at 1280x720 and the panel does not jump; one word for a hand all through a game;
a match that ends like one; the trick readable with any number of players; the keys never
lost; the terminal answered without a window."""
from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from PySide6.QtCore import QFileInfo, QRectF, Qt
from PySide6.QtGui import QTransform
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QPushButton

from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.engine.dealing import deck_from_deal
from biscambiggia_gui.engine.registry import families, variants
from biscambiggia_gui.ui.mnemonic import words
from biscambiggia_gui.engine.words import HAND_WORDS
from biscambiggia_gui.engine.messages import TEMPLATES
from biscambiggia_gui.ui.table import layout

from uihelpers import (ROOT, finish_hand, open_near_end, play_first_legal,
                       save_shot, settle, start, wait_turn)


def at_size(window, w=1280, h=720):
    window.showNormal()
    window.setMinimumSize(0, 0)
    window.resize(w, h)
    settle()


# --- the terminal ---------------------------------------------------------------------------------
@pytest.mark.parametrize("flag", ["--help", "-h", "--version"])
def test_help_and_version_answer_without_a_display(flag, tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["QT_QPA_PLATFORM"] = "xcb"                       # a window would fail: there is no display
    done = subprocess.run([sys.executable, "-m", "biscambiggia_gui", flag], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    from biscambiggia_gui import __version__
    if flag == "--version":
        assert done.stdout.strip() == f"biscambiggia {__version__}"
    else:
        assert done.stdout.startswith("usage: biscambiggia") and "replay" in done.stdout


def test_the_window_names_the_program_not_main_py(tmp_path):
    code = ("from biscambiggia_gui.app import build\n"
            "app, window, _ = build(['--smoke-test'], smoke=True)\n"
            "print(app.arguments()[0]); window.shutdown()\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "biscambiggia"   # X11's WM_CLASS comes from it


# --- every choice in reach ----------------------------------------------------------------------
def panel_sound(window):
    """Nothing in the panel's lower part overlaps, nothing leaves the window, every decision
    lies in the scroll area that shows it (a scroll bar where they do not all fit)."""
    panel = window.panel
    assert window.height() == 720 and window.width() == 1280      # the window did not grow
    shown = [panel.lower_lay.itemAt(i).widget() for i in range(panel.lower_lay.count())]
    shown = [w for w in shown if w is not None and w.isVisible()]
    boxes = [w.geometry() for w in shown]
    for i, a in enumerate(boxes):
        assert panel.lower_part.rect().adjusted(0, 0, 1, 1).contains(a), shown[i]
        for b in boxes[i + 1:]:
            assert not a.intersects(b), (a, b)
    scroll = panel.choices_scroll
    for b in panel.choices.findChildren(QAbstractButton):
        assert scroll.widget().isAncestorOf(b) and b.isVisibleTo(panel.choices)
    need = panel.choices.sizeHint().height()
    if scroll.height() < need - 4:
        assert scroll.verticalScrollBar().maximum() > 0    # the rest is a scroll away


def test_the_matto_owed_may_wait_and_every_choice_is_in_reach(qtbot, window):
    """Issue 26: "after winning any trick while owing for the matto, the panel says 'the last
    trick is over, give one of these now', even at trick 2"; with buone to show as well,
    both lists are there at 1280x720, and the cards played box does not collapse."""
    you = ["M", "T21", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "KH", "KD", "KC", "KS",
           "2S", "3S"]
    start(window, "tarocchi-pizzico", deck=deck_from_deal("tarocchi-pizzico", 1, {0: you}), dealer=1)
    at_size(window)
    hand = window.ctrl.hand
    wait_turn(qtbot, window)
    window.ctrl.request_card("M")                       # you lead the matto: Anna takes it
    qtbot.waitUntil(lambda: (0, "M") in hand.actions)
    for _ in range(30):                                  # win a trick: now you owe
        wait_turn(qtbot, window)
        if hand.owes_now():
            break
        cards = [a for a in hand.legal_actions() if kind_of(a) == "play"]
        best = max(cards, key=lambda c: int(c[1:]) if c.startswith("T") else -c.startswith("K"))
        before = len(hand.actions)
        window.ctrl.request_card(best)
        qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert hand.owes_now() and hand.tricks_played < hand.total_tricks - 1
    panel = window.panel
    kinds = [k for k, _ in panel.groups]
    assert kinds[0] == "gives" and "later turn" in panel.decide_title.text()
    assert "buone" in kinds                              # the buone offered too, in their group
    settle()
    panel_sound(window)
    save_shot(window, "issue26-tarocchi-owed-1280x720")


@pytest.mark.parametrize("variant", ["briscola-chiamata", "biscambiggia-chiamata"])
def test_the_auction_and_the_call_fit_1280x720(qtbot, window, variant):
    start(window, variant, dealer=4)                     # you speak first
    at_size(window)
    hand = window.ctrl.hand
    wait_turn(qtbot, window)
    assert [k for k, _ in window.panel.groups] == ["auction"]
    panel_sound(window)
    for _ in range(30):                                  # bid the top: the call is yours
        wait_turn(qtbot, window)
        if window.ctrl.awaiting is None or hand.phase != "auction":
            break
        bids = [a for a in hand.legal_actions() if kind_of(a) == "bid"]
        before = len(hand.actions)
        window.ctrl.request_action(bids[-1] if bids else "pass")
        qtbot.waitUntil(lambda: len(hand.actions) > before)
    wait_turn(qtbot, window)
    assert hand.phase in ("call", "trump")
    settle()
    panel_sound(window)
    offered = [a for a in hand.legal_actions()]
    found = {b.objectName() for b in window.panel.choices.findChildren(QAbstractButton)}
    for box in window.panel.choices.findChildren(QComboBox):   # many cards: a list and a button
        if box.isVisibleTo(window.panel.choices):
            assert "take" in found or "bid" in found
            found |= {box.itemData(i) for i in range(box.count())}
    assert set(offered) <= found                         # every call the rules allow is there
    save_shot(window, f"issue26-{variant}-call-1280x720")


def test_the_panel_does_not_jump_from_turn_to_turn(qtbot, window):
    start(window, "biscambiggia-2", seed=11)
    at_size(window)
    panel = window.panel
    tops = set()
    for _ in range(6):
        wait_turn(qtbot, window)
        settle()
        tops.add((panel.lower_part.y(), panel.log.y() - panel.lower_part.y() if panel.played.isVisible() else 0))
        play_first_legal(qtbot, window)
        settle()
        tops.add((panel.lower_part.y(), panel.log.y() - panel.lower_part.y() if panel.played.isVisible() else 0))
    assert len(tops) == 1, tops


def test_the_newest_log_line_is_whole(qtbot, window):
    panel = window.panel
    for i in range(40):
        panel.add_log(f"line {i}: " + "a long line that wraps in the narrow panel " * (i % 3 + 1))
    qtbot.waitUntil(lambda: panel.log.verticalScrollBar().value() == panel.log.verticalScrollBar().maximum())
    at_size(window, 1280, 600)
    settle()
    last = panel.log.item(panel.log.count() - 1)
    rect = panel.log.visualItemRect(last)
    assert panel.log.viewport().rect().contains(rect), (rect, panel.log.viewport().rect())


# --- one word for a hand ----------------------------------------------------------------------------
def test_a_game_that_calls_a_hand_otherwise_words_every_hand_its_way():
    hand_keys = [k for k, code in HAND_WORDS.items() if re.search(r"\bhands?\b", TEMPLATES[code], re.I)]
    for family in families().values():
        words = family.words
        assert set(HAND_WORDS) <= set(words), family.name
        if words["round"] == HAND_WORDS["round"]:
            continue
        same = [k for k in hand_keys if words[k] == HAND_WORDS[k]]
        assert not same, f"{family.name} words its hands its own way but not {same}"


@pytest.mark.parametrize("language, wrong", [("en", r"\bhands?\b"), ("it", r"\bman[oi]\b")])
def test_briscola_says_deal_all_through(qtbot, qapp, window, tmp_path, language, wrong):
    """Issue 26: "Smazzata 1 vinta" under a "Fine della mano" title, "Mano seguente", "Mano
    vinta" in the log, "Mano 3" in the resume prompt."""
    from biscambiggia_gui import i18n
    from biscambiggia_gui.store import saves
    from biscambiggia_gui.ui.windows import describe
    i18n.install(qapp, language)
    window.retranslate()
    open_near_end(window, tmp_path, "briscola-2", left=2)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    summary = window.summary
    said = [summary.windowTitle(), summary.heading.text(), re.sub("<[^>]+>", " ", summary.body.text()),
            words(summary.go.text()), window.panel.status.text(), window.panel.go_on.full_text,
            window.panel.played.toolTip(), window.panel.title.text(), window.panel.rule.text()]
    said += [window.panel.log.item(i).text() for i in range(window.panel.log.count())]
    summary.reject()
    window.keeper.autosave()
    said.append(describe(saves.load_autosave()))
    found = [s for s in said if re.search(wrong, s, re.I)]
    assert not found, found


@pytest.mark.parametrize("language, wrong, right, sampled", [
    ("en", r"\bhands?\b", r"\bdeals?\b", r"\bsampled deals\b"),
    ("it", r"\bman[oi]\b", r"\bsmazzat[ae]\b", r"\bdistribuzioni provate\b")])
def test_briscola_reviews_its_deals(qtbot, qapp, window, tmp_path, language, wrong, right, sampled):
    """The review of a Briscola match said "Mano 1", "Mani:", "Rivedi la mano" and "Rivedi
    le mani..." where the table and the summary say "smazzata"."""
    from biscambiggia_gui import i18n
    from PySide6.QtWidgets import QLabel
    i18n.install(qapp, language)
    window.retranslate()
    end = end_match(qtbot, window, tmp_path, "briscola-4", {"hands": 5}, before=4)   # the match's end
    said = [end.review.text()]
    end.reject()
    open_near_end(window, tmp_path, "briscola-2", left=2)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    end = window.summary                                                          # a deal's end
    said.append(end.review.text())
    qtbot.mouseClick(end.review, Qt.LeftButton)
    rw = window.review_window
    qtbot.waitExposed(rw)
    heads = [rw.table.horizontalHeaderItem(c).text() for c in range(rw.table.columnCount())]
    said += heads + [rw.hand_label.text(), rw.where.text(), rw.summary.text()]
    said += [b.toolTip() for b in rw.buttons.values()]
    for box in (rw.hand_box, rw.jump_hand):
        said += [box.itemText(i) for i in range(box.count())]
    said += [w.text() for w in rw.findChildren(QLabel)]
    found = [s for s in said if re.search(wrong, s, re.I)]
    assert not found, found
    assert re.search(right, rw.hand_label.text(), re.I) and re.search(right, heads[0], re.I)
    assert re.search(right, said[0], re.I) and re.search(right, said[1], re.I)
    assert re.search(sampled, rw.deeper.text())             # its deals are the search's, not the game's
    rw.close()


# --- the match's end -------------------------------------------------------------------------------
def end_match(qtbot, window, tmp_path, variant="biscambiggia-2", options=None, before=0):
    open_near_end(window, tmp_path, variant, options or {"hands": 1}, left=2, before=before)
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    return window.summary


@pytest.mark.parametrize("variant, options, before, every", [
    ("briscola-4", {"hands": 5}, 4, "Every deal"),
    ("biscambiggia-chiamata", {"hands": 2}, 1, "Every hand")])
def test_a_match_ends_with_its_standing_its_hands_and_play_again(qtbot, window, tmp_path, variant,
                                                                 options, before, every):
    from biscambiggia_gui.ui.matchend import MatchEnd
    end = end_match(qtbot, window, tmp_path, variant, options, before=before)
    match = window.ctrl.match
    assert isinstance(end, MatchEnd) and match.is_over()
    text = re.sub("<[^>]+>", "|", end.body.text())
    assert "Final standing" in text and every in text
    assert len(re.findall(r"<tr>", end.body.text())) >= len(match.results) + 2
    assert end.review.isVisible()                      # the Review (ui/mainwindow.py registers it)
    save_shot(end, f"issue26-match-end-{variant}")
    end.reject()
    assert window.menus.result.isEnabled()
    window.menus.result.trigger()                       # opened again from the Game menu
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    seats = [(s.name, s.kind, s.level) for s in window.ctrl.setup.seats]
    options = dict(match.options)
    qtbot.mouseClick(window.summary.go, Qt.LeftButton)  # Play again
    qtbot.waitUntil(lambda: window.ctrl.match is not match and window.ctrl.match is not None)
    again = window.ctrl.match
    assert again.variant.id == variant and again.options == options and not again.results
    assert [(s.name, s.kind, s.level) for s in window.ctrl.setup.seats] == seats


def test_a_review_plugs_into_the_match_end(qtbot, window, tmp_path):
    from biscambiggia_gui.ui import matchend
    opened = []
    registered = dict(matchend.REVIEW)                 # the main window's (issue 25)
    matchend.register_review(opened.append)
    try:
        end = end_match(qtbot, window, tmp_path)
        assert end.review.isVisibleTo(end) and end.review.text() == "&Review the hands..."
        qtbot.mouseClick(end.review, Qt.LeftButton)
        assert opened == [window]
    finally:
        matchend.REVIEW.clear()
        matchend.REVIEW.update(registered)


# --- the trick -------------------------------------------------------------------------------------
def card_polygon(centre, angle, cw, ch):
    t = QTransform().translate(*centre).rotate(angle)
    return t.map(QRectF(-cw / 2, -ch / 2, cw, ch))


@pytest.mark.parametrize("n, teams, cards", [(3, None, 3), (4, (0, 1, 0, 1), 3), (5, None, 8),
                                             (6, (0, 1, 0, 1, 0, 1), 3)])
@pytest.mark.parametrize("size", [(990, 690), (1076, 738), (1630, 1050), (2400, 1300)])
def test_no_trick_card_covers_another(n, teams, cards, size):
    """Issue 26: "trick cards cover each other with six players, and with four at 1280x720"."""
    for bottom in range(n):
        geo = layout.compute(*size, n, bottom, 1.6, cards, teams)
        shapes = [card_polygon(s.trick, s.trick_angle, geo.card_w, geo.card_h) for s in geo.seats]
        for i, a in enumerate(shapes):
            for b in shapes[i + 1:]:
                assert a.intersected(b).isEmpty(), (n, size, bottom)


# --- the keys ---------------------------------------------------------------------------------------
def test_after_a_declaration_the_keys_go_back_to_the_hand(qtbot, window):
    deck = deck_from_deal("mariagio", 1, {0: ["KH", "QH", "AC", "7C", "2D", "3D", "4D"]})
    start(window, "mariagio", deck=deck, dealer=1)
    wait_turn(qtbot, window)
    button = window.panel.buttons["marriage:H"]
    assert "(+20)" in button.full_text or "(+40)" in button.full_text   # its points shown
    button.setFocus()
    QTest.keyClick(button, Qt.Key_Return)
    qtbot.waitUntil(lambda: any(a == "marriage:H" for _, a in window.ctrl.hand.actions))
    wait_turn(qtbot, window)
    assert QApplication.focusWidget() is window.view


def test_arrows_step_over_the_cards_that_cannot_be_played(qtbot, window):
    you = ["AS", "2S", "KH", "QD", "3C", "4C", "5C", "6C", "7C", "JC", "CC", "QC", "KC", "T1", "T2"]
    start(window, "tarocchi-pizzico", deck=deck_from_deal("tarocchi-pizzico", 0, {0: you}), dealer=0)
    scene = window.scene
    for _ in range(20):                                   # a trick where the reply is restricted
        wait_turn(qtbot, window)
        if window.ctrl.awaiting is not None and scene.restricted:
            break
        play_first_legal(qtbot, window)
    assert scene.restricted
    seen = set()
    window.view.setFocus()
    for _ in range(len(scene.hands[0].cards) + 2):
        QTest.keyClick(window.view.viewport(), Qt.Key_Right)
        seen.add(scene.selected)
    assert seen and seen <= scene.playable


def test_the_hinted_card_plays_with_one_key(qtbot, window):
    start(window, "biscambiggia-2", seed=4)
    wait_turn(qtbot, window)
    hand = window.ctrl.hand
    window.hint()
    qtbot.waitUntil(lambda: window.scene.hinted is not None)
    hinted = window.scene.hinted
    assert window.scene.selected == hinted and QApplication.focusWidget() is window.view
    QTest.keyClick(window.view.viewport(), Qt.Key_Return)
    qtbot.waitUntil(lambda: (0, hinted) in hand.actions)


def test_the_table_has_the_keys_after_a_dialog(qtbot, window):
    start(window, "briscola-2", seed=3)
    wait_turn(qtbot, window)
    for open_it, name in ((window.show_statistics, "stats_window"),
                          (window.show_settings, "settings_dialog"),
                          (window.show_last_trick, "last_trick_dialog")):
        open_it()
        dialog = getattr(window, name)
        qtbot.waitUntil(dialog.isVisible)
        settle()
        dialog.done(0)
        qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)


# --- around the table ---------------------------------------------------------------------------------
def test_words_around_the_table(qtbot, qapp, window):
    from biscambiggia_gui import i18n
    from biscambiggia_gui.ui.text import declaration_line, names_joined, rank_index
    i18n.install(qapp, "it")
    window.retranslate()
    assert names_joined(["Tu", "Bruno", "Dario"]) == "Tu, Bruno e Dario"
    assert rank_index("A", "italian") == "1" and rank_index("A", "genoese") == "A"
    assert "matrimonio di cuori" in declaration_line("Anna", {"declare": "marriage", "suit": "H",
                                                               "points": 20}, "genoese")
    start(window, "briscola-4")
    wait_turn(qtbot, window)
    dealer = next(p for p in window.scene.plates if p.dealer)
    assert dealer.dealer_word == "Mazziere" and "Mazziere" in dealer.toolTip()
    assert " & " not in window.panel.standing_grid.itemAtPosition(0, 0).widget().text()


def test_briscola_keeps_no_count_unless_asked(qtbot, window):
    """Briscola forbids looking at one's captured cards: no list of tricks in the log, no
    cards played box, unless "Count the points for me" is on."""
    start(window, "briscola-2", seed=2)
    for _ in range(6):
        wait_turn(qtbot, window)
        play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    lines = [window.panel.log.item(i).text() for i in range(window.panel.log.count())]
    assert not any(line.startswith("Trick to") for line in lines)
    assert not window.panel.played.isVisible() and not window.menus.played.isEnabled()
    window.ctrl.set_count(True)
    window.refresh()
    settle()
    assert window.panel.played.isVisible()


def test_the_partners_open_hand_reads_the_right_way_up(qtbot, window, tmp_path):
    open_near_end(window, tmp_path, "briscola-4", left=6, before=1)   # the second deal
    wait_turn(qtbot, window)
    scene = window.scene
    partner = scene.hands[2]
    assert partner.cards and set(partner.cards) <= scene.visible
    for code in partner.cards:
        item = scene.cards[code]
        assert abs(((item.rotation() + 180) % 360) - 180) < 10         # upright, not upside down
        assert item.scale() > layout.OPPONENT_SCALE                    # and larger than a back


def test_mariagio_says_when_the_last_seven_tricks_begin(qtbot, window, tmp_path):
    open_near_end(window, tmp_path, "mariagio", left=16)
    for _ in range(30):
        wait_turn(qtbot, window)
        if window.ctrl.match.observation(0).get("last_phase"):
            break
        play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    lines = [window.panel.log.item(i).text() for i in range(window.panel.log.count())]
    assert any("last seven tricks begin" in line for line in lines)
    assert "the last seven tricks" in window.panel.title.text()


def test_the_file_dialogs_speak_the_players_language(qtbot, qapp, window):
    from biscambiggia_gui import i18n
    from biscambiggia_gui.ui.windows import record_dialog
    i18n.install(qapp, "it")
    box = record_dialog(window, "open", str(ROOT))
    box.setOption(box.Option.DontUseNativeDialog)
    qtbot.addWidget(box)
    box.show()
    settle()
    words = {w.text() for w in box.findChildren(QLabel) + box.findChildren(QPushButton)}
    english = {"Look in:", "Files of type:", "File name:", "&Open", "Open", "Cancel", "&Cancel"}
    assert not words & english, words & english
    assert box.iconProvider().type(QFileInfo(str(ROOT))) == "Cartella"
    box.done(0)


def test_the_new_match_dialog_grows_with_the_players(qtbot, window):
    from biscambiggia_gui.ui.newmatch import NewMatchDialog
    from biscambiggia_gui.ui.setup import MatchSetup
    dialog = NewMatchDialog(MatchSetup("briscola-2"), window)
    qtbot.addWidget(dialog)
    dialog.show()
    settle()
    before = dialog.height()
    dialog.players.setCurrentIndex(dialog.players.findData(6))
    settle()
    assert dialog.height() > before
    assert dialog.scroller.verticalScrollBar().maximum() == 0 or \
        dialog.height() >= dialog.screen().availableGeometry().height() * 0.9


def test_every_words_of_the_interface_reach_the_translations():
    """A tr() inside an f-string is skipped by pyside6-lupdate and stays English for ever
    ("This hand", "In all" in the tokens sheet): every literal given to tr() or QT_TR_NOOP in
    the interface must be a source of the Linguist file."""
    import ast
    import html
    ts = (ROOT / "biscambiggia_gui" / "assets" / "translations" / "biscambiggia_it.ts").read_text()
    sources = {html.unescape(m) for m in re.findall(r"<source>(.*?)</source>", ts, re.S)}
    missing = []
    for path in sorted((ROOT / "biscambiggia_gui").rglob("*.py")):
        if path.relative_to(ROOT / "biscambiggia_gui").parts[0] not in ("ui", "store"):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            first = node.args[0]
            if name in ("tr", "QT_TR_NOOP") and isinstance(first, ast.Constant) \
                    and isinstance(first.value, str) and first.value not in sources:
                missing.append(f"{path.name}:{node.lineno}: {first.value!r}")
    assert not missing, missing


def test_the_new_match_dialog_offers_the_registrys_bounds(qtbot, window):
    """Issue 26: the dialog bounded Mariagio's target at 20-2000, the rules allow 1-2000."""
    from PySide6.QtWidgets import QComboBox, QSpinBox
    from biscambiggia_gui.ui.newmatch import NewMatchDialog
    from biscambiggia_gui.ui.setup import MatchSetup
    for v in variants().values():
        dialog = NewMatchDialog(MatchSetup(v.id), window)
        qtbot.addWidget(dialog)
        for opt in v.options:
            w = dialog.option_widgets[opt.name]
            if isinstance(w, QSpinBox):
                assert (w.minimum(), w.maximum()) == (opt.low, opt.high), (v.id, opt.name)
            elif isinstance(w, QComboBox):
                assert [w.itemData(i) for i in range(w.count())] == list(opt.choices), (v.id, opt.name)
        dialog.deleteLater()


def test_every_variant_is_in_reach_of_these_checks():
    assert {"briscola-chiamata", "biscambiggia-chiamata"} <= set(variants())


def test_the_cards_played_rows_are_named_alike_in_tarocchi(qtbot, window):
    """The cards played box names its rows in one bold weight and colour: the tarots' row
    as the suits' (it was left in the plain weight, under four bold suit names)."""
    start(window, "tarocchi-pizzico", seed=35)
    wait_turn(qtbot, window)
    play_first_legal(qtbot, window)
    wait_turn(qtbot, window)
    settle()
    names = [name for name, _, _ in window.panel.played.rows.values()]
    assert [n.text() for n in names][-1] == "Tarots" and all(n.isVisible() for n in names)
    for n in names:
        n.ensurePolished()
    assert all(n.font().bold() for n in names)
    assert len({n.palette().color(n.foregroundRole()).name() for n in names}) == 1


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_games_blurb_never_names_a_number_the_dialog_changes(qtbot, qapp, window, language):
    """The blurb under the game in the new-match dialog said Mariagio is "First to 200"
    beside the Points that end the match set to 300: it names no points of an option the
    same dialog offers (the option's own row says it; small numbers there are cards and
    players: "the 2 of swords", "at 4 and 6")."""
    import re
    from PySide6.QtWidgets import QSpinBox
    from biscambiggia_gui import i18n
    from biscambiggia_gui.ui.newmatch import NewMatchDialog
    from biscambiggia_gui.ui.setup import MatchSetup
    i18n.install(qapp, language)
    for v in variants().values():
        dialog = NewMatchDialog(MatchSetup(v.id), window)
        qtbot.addWidget(dialog)
        for opt in v.options:
            if opt.kind is int and not isinstance(opt.default, bool) and opt.default >= 10:
                assert not re.search(rf"(?<!\d){opt.default}(?!\d)", dialog.blurb.text()), \
                    (v.id, opt.name, dialog.blurb.text())
            w = dialog.option_widgets[opt.name]
            if isinstance(w, QSpinBox) and opt.name == "target":
                w.setValue(opt.default + 100)
                assert dialog.setup().options["target"] == opt.default + 100
        dialog.deleteLater()


def test_with_no_match_the_panel_offers_a_new_match(qtbot, window):
    """Before any match (the new-match dialog closed at the first start) the panel said
    only "Start a match from the Game menu." above an empty cards played box (♥ – 0/10...):
    now it says no match is on the table and its button, which has the keys, opens the
    new-match dialog; the cards played box waits for a match."""
    assert window.ctrl.match is None
    window.refresh()
    panel = window.panel
    assert panel.go_on.isVisible() and panel.go_on.full_text == "New match..."
    assert not panel.played.isVisible()
    qtbot.mouseClick(panel.go_on, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    window.dialog.reject()
    start(window, "biscambiggia-2")
    wait_turn(qtbot, window)
    assert panel.played.isVisible() and not panel.go_on.isVisible()
