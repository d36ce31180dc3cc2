"""From the first deal to the match's end (issue 4, "Between hands"): "a hand summary (points
and bonuses; Tarocchi's score sheet as in its rules), the match standing, the next hand
dealt by the next dealer; at match end the winner and a new match. The last trick can be
looked at again at any time." Also Briscola a 4's partner hand once the talon is empty."""
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.engine import Match
from biscambiggia_gui.engine.state import HandResult
from biscambiggia_gui.ui.summary import LastTrickDialog, tarocchi_sheet_html

from uihelpers import double_click_card, hand_faces, open_near_end, save_shot, start, wait_turn


def play_on(qtbot, win):
    """Your move: double-click the first legal card."""
    hand = win.ctrl.hand
    card = next(a for a in hand.legal_actions() if kind_of(a) == "play")
    before = len(hand.actions)
    double_click_card(qtbot, win, card)
    qtbot.waitUntil(lambda: len(hand.actions) > before)


def test_a_whole_match_against_the_computer_runs_to_its_end(qtbot, window, tmp_path):
    # the first hand from its last two tricks (a record), then every hand to the match's end
    open_near_end(window, tmp_path, "biscambiggia-2", {"hands": 2}, left=4)
    match = window.ctrl.match
    dealers = [match.current.dealer]
    summaries = 0
    for _ in range(200):
        wait_turn(qtbot, window)
        if match.current.is_over():
            qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
            summaries += 1
            text = window.summary.body.text()
            assert "Card points" in text and ("Match" in text or "Final standing" in text)
            if summaries == 1:
                save_shot(window.summary, "hand-summary")
            if match.is_over():
                break
            assert "Next hand" in window.summary.go.text()
            qtbot.mouseClick(window.summary.go, Qt.LeftButton)
            qtbot.waitUntil(lambda: match.hand_in_progress())
            dealers.append(match.current.dealer)
            continue
        play_on(qtbot, window)
    assert match.is_over() and summaries == len(match.results) >= 2
    assert dealers == [(dealers[0] + i) % 2 for i in range(len(dealers))]
    end = window.summary                       # the match-end screen (ui/matchend.py)
    assert "The match goes to" in end.heading.text() or "Drawn match" in end.heading.text()
    assert "Card points" in end.body.text() and "Final standing" in end.body.text()
    save_shot(end, "match-end")
    qtbot.mouseClick(end.new, Qt.LeftButton)
    qtbot.waitUntil(lambda: window.dialog is not None and window.dialog.isVisible())
    window.dialog.reject()


def test_the_last_trick_can_be_looked_at_again(qtbot, window):
    start(window, "briscola-3", seed=5)
    wait_turn(qtbot, window)
    for _ in range(3):
        play_on(qtbot, window)
        wait_turn(qtbot, window)
    leader, cards, winner = window.ctrl.hand.last_trick
    qtbot.mouseClick(window.panel.last_trick, Qt.LeftButton)
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, LastTrickDialog) and w.isVisible())
    texts = " ".join(label.text() for label in dialog.findChildren(QLabel))
    assert window.ctrl.name(winner) in texts and "took the trick" in texts
    pictures = [label for label in dialog.findChildren(QLabel) if label.pixmap() and not label.pixmap().isNull()]
    assert len(pictures) == len(cards) == 3
    save_shot(dialog, "last-trick")
    dialog.accept()


def test_briscola_partners_see_each_others_hands_once_the_talon_is_empty(qtbot, window, tmp_path):
    # docs/rules.md: no look in the first deal ("durante lo svolgimento della prima
    # smazzata"), so the second deal, five tricks played
    open_near_end(window, tmp_path, "briscola-4", left=40 - 20, dealer=3, before=1)
    assert window.ctrl.hand.talon_size() > 0
    hand = window.ctrl.hand
    for _ in range(40):
        wait_turn(qtbot, window)
        if hand.talon_size() == 0 and window.ctrl.awaiting == 0:
            break
        faces = hand_faces(window)
        assert not any(faces[2]), "the partner's hand showed before the talon ran out"
        play_on(qtbot, window)
    assert hand.talon_size() == 0
    faces = hand_faces(window)
    assert all(faces[0]) and all(faces[2]) and faces[2]
    assert not any(faces[1]) and not any(faces[3])
    save_shot(window, "briscola-4-partner-hand")


def test_tarocchi_score_sheet_follows_the_rules_example(qtbot, window):
    """docs/rules.md section 5: "Keep a score sheet as the source text shows ... its worked example must
    come out A 81, B 137"."""
    start(window, "tarocchi-pizzico")
    ctrl = window.ctrl
    ctrl.stop()
    ctrl.setup.seats[0].name, ctrl.setup.seats[1].name = "A", "B"
    match = Match("tarocchi-pizzico", seed=1)
    tarots = [f"T{n}" for n in range(1, 13)]
    cavalli = ["CH", "CD", "CC", "CS"]
    match.results = [
        HandResult([51, 69], [39, 39], [[{"name": "tarocchi", "cards": tarots[:10], "points": 10},
                                         {"name": "tarocchi", "cards": tarots, "points": 2}],
                                        [{"name": "famiglia", "cards": ["JD", "CD", "QD", "KD"], "points": 10},
                                         {"name": "bagatto ultimo", "points": 20}]], 1),
        HandResult([30, 68], [20, 58], [[{"name": "terno", "cards": cavalli[:3], "points": 5},
                                         {"name": "quaterno", "cards": cavalli, "points": 5}],
                                        [{"name": "gatti", "cards": ["M", "T1", "T20"], "points": 10}]], 1),
    ]
    ctrl.match = match
    html = tarocchi_sheet_html(ctrl)
    assert match.score() == [81, 137]
    text = " ".join(html.replace("</span>", "").replace("<span style='color:#666'>", "").split())
    for line in ("10 T", "2 T", "10 coins", "20 B", ">39<", "5 C", "10 G", ">20<", ">58<", ">81<", ">137<"):
        assert line in text, line
    assert text.index("20 B") < text.index(">39<") < text.index("5 C") < text.index(">58<")
    assert html.count("border-bottom") == 4            # a rule under each hand, in each column
    assert "T tarocchi, G gatti" in html               # the short names explained
    assert "jack, knight, queen and king" in html       # F, C, D, R too, in English


def test_a_tarocchi_sheet_without_buone_explains_no_short_names(qtbot, window):
    """Hands without a buona or the bagatto ultimo: the sheet has only card points, and
    the legend of its short names ("T tarocchi, G gatti, ...") is not shown under it."""
    start(window, "tarocchi-pizzico")
    ctrl = window.ctrl
    ctrl.stop()
    match = Match("tarocchi-pizzico", seed=1)
    match.results = [HandResult([40, 38], [40, 38], [[], []], 0),
                     HandResult([49, 29], [49, 29], [[], []], 0)]
    ctrl.match = match
    html = tarocchi_sheet_html(ctrl)
    assert ">89<" in html and ">67<" in html
    assert "T tarocchi" not in html and "famiglia" not in html


def test_a_closed_summary_leaves_a_button_to_carry_on(qtbot, window, tmp_path):
    open_near_end(window, tmp_path, "briscola-2", left=4)
    match = window.ctrl.match
    first_dealer = match.current.dealer
    for _ in range(40):
        wait_turn(qtbot, window)
        if match.current.is_over():
            break
        play_on(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    qtbot.mouseClick(window.summary.close_button, Qt.LeftButton)
    assert window.panel.go_on.isVisible() and "Next deal" in window.panel.go_on.full_text   # Briscola: deals
    qtbot.mouseClick(window.panel.go_on, Qt.LeftButton)
    qtbot.waitUntil(lambda: match.hand_in_progress())
    assert match.current.dealer == (first_dealer + 1) % 2
    assert not window.panel.go_on.isVisible()


def test_a_tarocchi_hand_ends_with_its_score_sheet(qtbot, window, tmp_path):
    from PySide6.QtWidgets import QToolButton
    open_near_end(window, tmp_path, "tarocchi-pizzico", left=12)   # the last six tricks
    hand = window.ctrl.hand
    for _ in range(120):
        wait_turn(qtbot, window)
        if hand.is_over():
            break
        if hand.giving:
            gift = window.panel.findChildren(QToolButton)[0]
            before = len(hand.actions)
            qtbot.mouseClick(gift, Qt.LeftButton)
            qtbot.waitUntil(lambda: len(hand.actions) > before)
            continue
        play_on(qtbot, window)
    assert hand.is_over()
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    text = window.summary.body.text()
    assert "Score sheet" in text and str(window.ctrl.match.results[0].card_points[0]) in text
    save_shot(window.summary, "tarocchi-summary")


def test_the_summary_lists_the_rows_of_one_kind_together(qtbot, window):
    """A Mariagio hand in which both declared a marriage and the first took the last trick:
    the summary listed the first's marriage, its last trick, then the other's marriage (the
    last trick between two marriages). Rows of one kind now stand together, the kinds in
    the order they first appear."""
    from biscambiggia_gui.ui.summary import hand_table_html
    start(window, "mariagio")
    ctrl = window.ctrl
    ctrl.stop()
    match = Match("mariagio", seed=1)
    match.results = [HandResult([70, 66], [50, 26], [
        [{"name": "marriage", "suit": "H", "points": 20}, {"name": "last trick", "points": 10}],
        [{"name": "marriage", "suit": "S", "points": 40}]], 0)]
    ctrl.match = match
    html = hand_table_html(ctrl, 0)
    rows = [row for row in html.split("<tr>") if "40<" in row or "20<" in row or ">10<" in row]
    assert len(rows) == 3 and ">10<" in rows[2], rows
