"""The table says when its cards have settled (issue 14: "The scene says when the last card
has settled (libkcardgame's cardAnimationDone), the controller's steps wait on it, and the
tests wait on it instead of polling"). Real cards on a real scene; the waits are on the
signals themselves."""
from PySide6.QtCore import QPointF

from biscambiggia_gui.engine.actions import kind_of
from biscambiggia_gui.ui.steps import Steps
from biscambiggia_gui.ui.table.cardart import CardArt
from biscambiggia_gui.ui.table.carditem import CardItem
from biscambiggia_gui.ui.table.scene import TableScene

from uihelpers import start, wait_settled, wait_turn


def table(qtbot, codes=("AH", "3C", "KS")):
    scene = TableScene()
    scene.setup(2, "genoese", None, 3, ["A", "B"], ["", ""])
    scene.deal_deck(list(codes))
    return scene


def test_a_card_settles_once_when_its_move_ends(qtbot):
    card = CardItem("AH", CardArt("genoese"), 80)
    seen = []
    card.settled.connect(lambda item: seen.append((item, item.is_moving(), item.pos())))
    with qtbot.waitSignal(card.settled):
        card.animate(QPointF(50, 20), 1, 0, True, 150)
    assert seen == [(card, False, QPointF(50, 20))]
    card.animate(QPointF(10, 10), 1, 0, True, 0)           # a still card moved at once
    assert len(seen) == 1


def test_a_move_replaced_by_another_settles_only_at_the_end_of_the_last(qtbot):
    card = CardItem("AH", CardArt("genoese"), 80)
    seen = []
    card.settled.connect(lambda item: seen.append(item.pos()))
    card.animate(QPointF(200, 0), 1, 0, True, 2000)
    with qtbot.waitSignal(card.settled):
        card.animate(QPointF(0, 100), 1, 0, False, 100)    # redirected in flight
    assert seen == [QPointF(0, 100)]


def test_a_moving_card_put_down_at_once_settles_at_once(qtbot):
    card = CardItem("AH", CardArt("genoese"), 80)
    card.animate(QPointF(200, 0), 1, 0, True, 2000)
    with qtbot.waitSignal(card.settled, timeout=100):
        card.animate(QPointF(5, 5), 1, 0, True, 0)
    assert not card.is_moving() and card.pos() == QPointF(5, 5)


def test_the_scene_is_done_when_the_last_card_has_settled(qtbot):
    scene = table(qtbot)
    moving_when_done = []
    scene.animationsDone.connect(lambda: moving_when_done.append(
        [c for c, item in scene.cards.items() if item.is_moving()]))
    for code, ms in (("AH", 100), ("3C", 400), ("KS", 250)):
        item = scene.cards[code]
        item.animate(item.pos() + QPointF(40, 40), 1, 0, True, ms)
    assert scene.busy()
    with qtbot.waitSignal(scene.animationsDone):
        pass
    assert moving_when_done == [[]] and not scene.busy()


def test_a_step_runs_only_once_the_cards_of_the_step_before_have_settled(qtbot):
    scene = table(qtbot)
    steps = Steps(scene)
    seen = []
    item = scene.cards["AH"]
    steps.add(lambda: item.animate(QPointF(300, 300), 1, 0, True, 300))
    steps.add(lambda: seen.append(("second", scene.busy(), item.pos())), pause_ms=50)
    steps.add(lambda: seen.append(("third", scene.busy(), item.pos())))
    with qtbot.waitSignal(steps.rested):
        steps.run()
        assert seen == []                                  # the first card is still moving
    assert seen == [("second", False, QPointF(300, 300)), ("third", False, QPointF(300, 300))]


def test_steps_whose_cards_do_not_move_run_at_once(qtbot):
    scene = table(qtbot)
    steps = Steps(scene)
    seen = []
    for i in range(5):
        steps.add(lambda i=i: seen.append(i))
    with qtbot.waitSignal(steps.rested, timeout=100):
        steps.run()
        assert seen == [0, 1, 2, 3, 4] and steps.idle()   # the same call: instant speed


def test_a_lost_signal_never_hangs_the_table(qtbot):
    scene = table(qtbot)
    steps = Steps(scene, safety_ms=200)
    seen = []
    item = scene.cards["AH"]
    steps.add(lambda: item.animate(QPointF(300, 300), 1, 0, True, 100))
    steps.add(lambda: seen.append("next"))
    scene.blockSignals(True)                               # animationsDone never arrives
    try:
        with qtbot.waitSignal(steps.rested):
            steps.run()
    finally:
        scene.blockSignals(False)
    assert seen == ["next"] and steps.lost == 1


def test_the_gather_waits_for_the_last_card_of_the_trick(qtbot, window):
    """At normal speed: the trick is gathered only after its last card has settled, and the
    next seat is asked only once the gathered cards and the draws have settled."""
    window.set_speed("normal")
    ctrl, scene = window.ctrl, window.scene
    busy_at = []
    gather, next_turn = ctrl._gather, ctrl._next_turn
    ctrl._gather = lambda *args: (busy_at.append(("gather", scene.busy())), gather(*args))
    ctrl._next_turn = lambda: (busy_at.append(("turn", scene.busy())), next_turn())
    start(window, "briscola-2", seats=["person", "computer"], seed=7, dealer=1)
    for _ in range(2):
        wait_turn(qtbot, window)
        card = next(a for a in ctrl.hand.legal_actions() if kind_of(a) == "play")
        ctrl.request_card(card)
    wait_turn(qtbot, window)
    assert ("gather", False) in busy_at
    assert busy_at and all(not busy for _, busy in busy_at), busy_at


def test_the_controller_is_at_rest_when_it_waits_for_your_card(qtbot, window):
    window.set_speed("normal")
    with qtbot.waitSignal(window.ctrl.atRest):
        start(window, "tarocchi-pizzico", seats=["person", "computer"], seed=3, dealer=1)
    wait_settled(qtbot, window)
    assert window.ctrl.awaiting == 0 and not window.scene.busy()
    assert sorted(window.scene.hands[0].cards) == sorted(window.ctrl.hand.hands[0])
