"""A hand of the five-player games as the table and the summary tell it. The name plates say
each seat's part in the hand: the caller's from the call, the partner's once the called card
is played (in words, not by colour alone), in the language installed, and only for the hand
they belong to: the next hand's auction starts with no caller and no sides. The summary says
what the caller's side had to make. Real window, engine and computer players."""
import re

import pytest

from biscambiggia_gui import i18n
from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.ui.text import card_long_name
from uihelpers import answer_before_cards, finish_hand, start, wait_settled, wait_turn

GAMES = ["briscola-chiamata", "biscambiggia-chiamata"]


def played_hand(qtbot, window, variant):
    """A match of two hands whose first hand, the person at seat 0 with four computers, is
    played to its end (not all passing) by a caller with a partner."""
    for seed in range(3, 20):
        start(window, variant, seed=seed, level="easy", options={"hands": 2})
        answer_before_cards(qtbot, window)
        finish_hand(qtbot, window)
        wait_settled(qtbot, window)
        result = window.ctrl.match.results[-1]
        if result.played and window.ctrl.hand.partner != window.ctrl.hand.caller:
            return window.ctrl.hand
    raise AssertionError("no hand with a partner was played")


@pytest.mark.parametrize("variant", GAMES)
def test_the_plates_name_the_caller_and_the_partner_for_that_hand_only(qtbot, window, qapp,
                                                                       variant):
    hand = played_hand(qtbot, window, variant)
    plates = window.scene.plates
    assert plates[hand.caller].detail.startswith("caller")
    assert plates[hand.partner].detail.startswith("partner")
    others = [s for s in range(5) if s not in (hand.caller, hand.partner)]
    assert not any(plates[s].detail.startswith(("caller", "partner")) for s in others)

    i18n.install(qapp, "it")                               # the words follow the language
    window.retranslate()
    assert plates[hand.caller].detail.startswith("chiamante")
    assert plates[hand.partner].detail.startswith("in coppia")
    assert [p.team for p in plates] == list(hand.sides)
    i18n.install(qapp, "en")
    window.retranslate()

    window.next_hand()                                     # a new auction: nobody has a part yet
    wait_turn(qtbot, window)
    assert window.ctrl.hand.phase == "auction"             # seat 0 asked to bid
    assert not any(p.detail.startswith(("caller", "partner")) for p in plates), \
        [p.detail for p in plates]
    assert all(p.team is None for p in plates)


@pytest.mark.parametrize("variant", GAMES)
def test_the_summary_says_who_called_what_and_the_points_to_make(qtbot, window, variant):
    hand = played_hand(qtbot, window, variant)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    text = re.sub("<[^>]+>", " ", window.summary.body.text())
    called = card_long_name(hand.called, window.ctrl.setup.deck)
    line = f"Caller: {window.ctrl.name(hand.caller)}; card called: {called}; " \
           f"{hand.target} points to make"
    assert line in text, text
    result = window.ctrl.match.results[-1]
    caller_side = result.sides[hand.caller]
    assert (result.winner == caller_side) == (result.card_points[caller_side] >= hand.target)


def test_briscola_chiamata_bids_past_the_2_read_as_the_rules_say_them(qtbot, window, qapp):
    """Past the 2 the auction goes on in points, "the 2 at 62" (docs/rules.md section 11):
    so say the list of bids, in English and Italian, the plate and the log once bid; in
    Biscambiggia chiamata the bids are the points themselves."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QComboBox, QPushButton
    start(window, "briscola-chiamata", dealer=4, seed=5, level="easy")     # you speak first
    wait_turn(qtbot, window)
    row = window.panel.buttons["auction"]
    box = row.findChild(QComboBox, "bids")
    words = {box.itemData(i): box.itemText(i) for i in range(box.count())}
    assert words["bid:A"] == "Bid the Ace" and words["bid:2"] == "Bid the 2"   # not "Bid 2"
    assert words["bid:62"] == "Bid the 2 at 62" and words["bid:120"] == "Bid the 2 at 120"
    i18n.install(qapp, "it")
    window.retranslate()
    box = window.panel.buttons["auction"].findChild(QComboBox, "bids")
    assert box.itemText(box.findData("bid:62")) == "Offri il 2 a 62"
    i18n.install(qapp, "en")
    window.retranslate()
    row = window.panel.buttons["auction"]
    box = row.findChild(QComboBox, "bids")
    box.setCurrentIndex(box.findData("bid:62"))
    hand = window.ctrl.hand
    qtbot.mouseClick(row.findChild(QPushButton, "bid"), Qt.LeftButton)
    qtbot.waitUntil(lambda: (0, "bid:62") in hand.actions)
    wait_settled(qtbot, window)
    assert "You bid the 2 at 62" in window.ctrl.log_lines
    assert window.scene.plates[0].detail == "bid: the 2 at 62"

    start(window, "biscambiggia-chiamata", dealer=4, seed=5, level="easy")
    wait_turn(qtbot, window)
    box = window.panel.buttons["auction"].findChild(QComboBox, "bids")
    assert box.itemText(0) == "Bid 61" and box.itemText(box.count() - 1) == "Bid 120"


@pytest.mark.parametrize("variant", GAMES)
def test_the_contract_stays_in_sight_all_the_hand(qtbot, window, variant):
    """The call's banner goes with the first trick: the panel, under the match's rule,
    says who called which card and the points to make until the hand is over."""
    start(window, variant, seed=21, dealer=0, level="easy")
    hand = window.ctrl.hand
    rule = window.panel.rule
    seen = 0
    for _ in range(40):
        wait_turn(qtbot, window)
        if hand.is_over():
            break
        contract = hand.observation(0).get("contract") or {}
        if contract.get("called"):
            card = card_long_name(contract["called"], window.ctrl.setup.deck)
            assert card in rule.text() and str(contract["target"]) in rule.text()
            seen += hand.tricks_played > 0
        else:
            assert "Caller" not in rule.text()
        legal = hand.legal_actions()
        choice = next((a for a in legal if kind_of(a) == "play"), "pass" if "pass" in legal else legal[0])
        before = len(hand.actions)
        (window.ctrl.request_card if kind_of(choice) == "play" else window.ctrl.request_action)(choice)
        qtbot.waitUntil(lambda: len(hand.actions) > before)
    assert seen >= 3                                    # trick after trick, the banner long gone


def test_the_review_plates_say_who_played_each_seat(qtbot, window, tmp_path):
    """The review of a finished hand shows the table as the chosen seat saw it; its plates
    say who played each seat in the match (easy computers here, the caller and the partner
    marked), not the medium computer of a made-up seating, and not "person" for a computer
    seat chosen to review. A saved match reviewed from its file says the same."""
    hand = played_hand(qtbot, window, "briscola-chiamata")
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    window.review_from_summary()
    rw = window.review_window
    rw.navigate("last")
    details = [rw.ctrl.seat_detail(s) for s in range(5)]
    assert details[0].endswith("person")
    assert all(d.endswith("easy computer") for d in details[1:]), details
    assert details[hand.caller].startswith("caller")
    rw.seat_box.setCurrentIndex(2)                          # a computer's seat reviewed
    assert rw.ctrl.seat_detail(2).endswith("easy computer")
    assert rw.ctrl.seat_detail(0).endswith("person")
    rw.close()
    path = tmp_path / "match.json"
    assert window.save_record_as(str(path))
    window.review_record(str(path))
    rw = window.review_window
    rw.navigate("last")
    assert [rw.ctrl.seat_detail(s) for s in range(5)] == details
    rw.close()


def test_a_cappotto_reads_as_tokens_doubled_not_as_no_points(qtbot, window, tmp_path):
    """A side that takes all 120 points scores its tokens doubled (docs/rules.md section
    11): the summary's cappotto row says so, where it said "0" as if worth nothing; the
    tokens are 2 x 1 to each defender against 2 x 4 for a caller alone."""
    import json
    import random

    from biscambiggia_gui.engine import Match
    from biscambiggia_gui.engine.record import to_record
    rng = random.Random(22)                        # Dario bids 120 and calls his own card
    match = Match("briscola-chiamata", {"hands": 1}, dealer=0, seed=22)
    hand = match.start_hand()
    while not hand.is_over():
        match.apply(rng.choice(hand.legal_actions()))
    assert match.results[-1].points == [0, 120] and hand.partner == hand.caller == 4
    record = to_record(match)
    record["hands"][-1]["actions"] = record["hands"][-1]["actions"][:-1]
    path = tmp_path / "cappotto.json"
    path.write_text(json.dumps(record))
    assert window.open_record(str(path))
    finish_hand(qtbot, window)
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    text = re.sub(r"\s+", " ", re.sub("<[^>]+>", " ", window.summary.body.text()))
    assert re.search(r"Cappotto\s+tokens doubled", text), text
    assert not re.search(r"Cappotto\s+0", text)
    assert window.ctrl.match.results[-1].returns == [2.0, 2.0, 2.0, 2.0, -8.0]


def test_a_bid_reviewed_says_on_how_many_deals_it_is_made(qtbot, window):
    """A bid or a call is weighed by the share p of sampled deals in which it is made,
    worth (2 p - 1) x the win bonus (docs/lessons-and-review.md). The review's words said
    "how often the contract is made on 40 deals" beside a figure like 16.5 that is no
    count: each contract now says on how many of the deals it is made, and the figure is
    that share's worth. A pass is worth a contract made on the share Hard bids from
    (games/chiamata/play.py `bid_share`), and the words say so."""
    from PySide6.QtCore import Qt

    from biscambiggia_gui.ai.values import CONTRACT
    from biscambiggia_gui.games.chiamata.play import bid_share
    from biscambiggia_gui.ui.text import action_label
    played_hand(qtbot, window, "briscola-chiamata")
    qtbot.waitUntil(lambda: window.summary is not None and window.summary.isVisible())
    window.review_from_summary()
    rw = window.review_window
    qtbot.mouseClick(rw.go, Qt.LeftButton)
    qtbot.waitUntil(lambda: rw.job is None, timeout=120000)
    row = next(r for r, d in enumerate(rw.decisions)
               if d.method == CONTRACT and "pass" in d.values)
    d = rw.decisions[row]
    rw.table.selectRow(row)
    text = rw.detail.text()
    bonus = window.ctrl.match.variant.match.win_bonus
    for action, worth in d.values.items():
        if action == "pass":
            continue
        found = re.search(re.escape(action_label(action, rw.deck)) + r" (-?[\d.]+), made on "
                          r"(\d+) of (\d+) deals", text)
        assert found, text
        made, n = int(found.group(2)), int(found.group(3))
        assert n == d.worlds and abs((2 * made / n - 1) * bonus - worth) < 1e-6
    share = round(bid_share("briscola-chiamata") * d.worlds)
    assert f"A pass counts as a contract made on {share} of {d.worlds} deals" in text, text
    rw.close()


def test_the_partner_is_told_in_secret_that_they_hold_the_called_card(qtbot, window):
    """You pass, another calls a card of your hand: you are the partner, which only you
    know until you play it. The panel tells you so under the contract (only you are at
    the screen); once you have played it, the plates say it to all and the note goes. A
    defender is told nothing of the kind."""
    told = "You hold the called card: you are the partner"
    roles = set()
    for seed in range(20, 40):
        start(window, "briscola-chiamata", seed=seed, dealer=4, level="easy", options={"hands": 1})
        hand = window.ctrl.hand
        for _ in range(60):
            wait_turn(qtbot, window)
            if hand.is_over() or hand.phase == "play":
                break
            before = len(hand.actions)
            window.ctrl.request_action("pass")
            qtbot.waitUntil(lambda: len(hand.actions) > before)
        if hand.is_over() or hand.caller == 0:
            continue
        wait_turn(qtbot, window)
        role = "partner" if hand.partner == 0 else "defender"
        if role in roles:
            continue
        roles.add(role)
        assert (told in window.panel.rule.text()) == (role == "partner"), window.panel.rule.text()
        if role == "partner":                               # you play the called card now
            before = len(hand.actions)
            window.ctrl.request_card(hand.called)
            qtbot.waitUntil(lambda: len(hand.actions) > before)
            wait_turn(qtbot, window)
            assert told not in window.panel.rule.text()
            assert window.ctrl.roles.get(0) == "partner"
        if roles == {"partner", "defender"}:
            return
    raise AssertionError(f"no hand with you as both: {roles}")


def test_at_a_shared_screen_the_partner_is_secret_from_the_other_person(qtbot, window):
    """Two people at one screen, three computers: when one of them holds the called card,
    the note and the plates tell it only while that person has the screen; at every turn
    of the other, before the card is played, nothing on the screen names the partner."""
    from PySide6.QtCore import Qt
    told = "You hold the called card"
    for seed in range(1, 60):
        start(window, "briscola-chiamata", seats=["person", "person"] + ["computer"] * 3,
              seed=seed, dealer=4, level="easy", options={"hands": 1})
        hand = window.ctrl.hand
        checked = {0: 0, 1: 0}
        for _ in range(120):
            wait_turn(qtbot, window)
            if hand.is_over():
                break
            if window.cover.isVisible():
                assert told not in window.panel.rule.text()
                qtbot.mouseClick(window.cover.button, Qt.LeftButton)
                wait_turn(qtbot, window)
            seat = window.ctrl.awaiting
            partner = hand.partner if hand.phase == "play" else None
            if partner in (0, 1) and hand.caller not in (0, 1) and not hand.revealed:
                assert (told in window.panel.rule.text()) == (seat == partner)
                assert not any("partner" in p.detail for p in window.scene.plates)
                checked[seat] += 1
            legal = hand.legal_actions()
            cards = [a for a in legal if a != hand.called and a.count(":") == 0]
            choice = "pass" if "pass" in legal else (cards[0] if cards else legal[0])
            before = len(hand.actions)
            (window.ctrl.request_action if ":" in choice or choice == "pass"
             else window.ctrl.request_card)(choice)
            qtbot.waitUntil(lambda: len(hand.actions) > before)
        if checked[0] and checked[1]:
            return
    raise AssertionError("no hand with a person as the secret partner")


@pytest.mark.parametrize("variant", ["briscola-chiamata", "biscambiggia-chiamata"])
def test_a_contract_s_worth_says_what_its_figure_counts(variant):
    """The review of a bid said "Bid 63 27.0, made on 38 of 40 deals" and "points lost
    27.0" with nothing to read the 27.0 by: it is (2 p - 1) x the win bonus, the worth of a
    contract made on the share p of the deals (ai/values.py `made_share`). The words now
    say the scale: a contract made on every deal is worth the bonus, on none minus it."""
    from biscambiggia_gui.ai.values import CONTRACT
    from biscambiggia_gui.engine.match import Match
    from biscambiggia_gui.review import Decision
    from biscambiggia_gui.ui.review_words import worths
    match = Match(variant, {"hands": 1}, dealer=0, seed=22)
    bonus = match.variant.match.win_bonus
    assert bonus
    bid = "bid:63" if variant == "briscola-chiamata" else "bid:70"
    d = Decision(hand=0, trick=0, action=0, seat=1, phase="auction", played="pass", best=bid,
                 loss=27.0, label="blunder", error=2.1, method=CONTRACT, worlds=40,
                 values={bid: 27.0, "pass": 0.0})
    from biscambiggia_gui.ui.setup import game_decks
    text = worths(match, d, game_decks(match.variant.game)[0])
    assert "made on 38 of 40 deals" in text, text
    assert f"made on every deal is worth {bonus}" in text and f"on none -{bonus}" in text, text
