"""The match in play: turns the engine's hand into moves on the table and the table's
requests into engine actions. People and computers are the same kind of input: a person
answers through the table (drag, double-click, keys) or a decision button, a computer
through the AI worker; both end in `_perform`, which applies the action to the engine and
replays the events it produced as animation steps (play, the trick gathered after a pause,
the draws, declarations), then asks the next seat.

Rules stay in the engine: legality comes from `legal_actions()` and `why_illegal()`.
Which cards show their face is decided here, from the watching seat's observation."""
from __future__ import annotations

import time
from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import Match
from ..engine.actions import kind_of
from ..engine.cards import deck_for, suit_of
from .setup import SPEEDS, MatchSetup, variant_title
from .steps import Steps
from .logline import LogLine
from .table_steps import TableSteps
from .table.items import TEAM_COLOURS, SeatPlate
from .explain import WAIT, hint_text
from .messages import render
from .text import card_long_name, deck_note, points_text, suit_word, tr
from .workers import AIDriver

# At normal speed, in ms (scaled by the speed setting; 0 = instant). Moves: how long a card
# takes to get there; each step waits for its cards to settle (the scene's animationsDone).
# Pauses: the time added after that, to see a trick or read a declaration. A computer's
# card shows no sooner than "think" after it was asked ("think_lead" when it leads a trick:
# the gather and the draws already made the pause). The draws after a trick start "draw_gap"
# apart, all within "draws" (six players draw as briskly as two). See docs/benchmarks.md,
# "The table's pace".
TIMES = {"deal": 55, "deal_move": 240, "play": 330, "trick_pause": 450, "gather": 260,
         "draw": 220, "draw_gap": 90, "draws": 200, "declare": 1500, "think": 430, "think_lead": 200,
         "view": 260}
SUIT_ORDER = {"H": 0, "C": 1, "D": 2, "S": 3, "T": 4, "M": 5}


class GameController(TableSteps, QObject):
    changed = Signal()                  # standing, turn, points: refresh what shows them
    logged = Signal(object)             # a LogLine for the match log (ui/logline.py)
    decisions = Signal(int, list)       # a person's seat and its non-card actions
    passRequested = Signal(int)         # hide the hands; the seat's person must confirm
    handFinished = Signal()
    matchFinished = Signal()
    positionChanged = Signal()          # a deal or an action: the match can be saved now
    announced = Signal(str)             # a sentence for screen readers (a play, a trick, scores)
    hintReady = Signal(str, str)        # the Hard player's action for the person, and why
    atRest = Signal()                   # no step queued, no card moving: waiting for a move

    def __init__(self, scene, parent=None):
        super().__init__(parent)
        self.scene = scene
        scene.playRequested.connect(self.request_card)
        scene.outOfTurn.connect(self._not_your_turn)
        self.ai = AIDriver(self)
        self.ai.chosen.connect(self._computer_chose)
        self.ai.hinted.connect(self._hinted)
        self.steps = Steps(scene, self)
        self.steps.rested.connect(self.atRest)
        self.speed_name = "normal"
        self.speed = 1.0
        self.setup: MatchSetup | None = None
        self.match: Match | None = None
        self.viewer: int | None = None      # whose hand the screen shows
        self.awaiting: int | None = None    # a person's seat whose move is awaited
        self.pass_pending: int | None = None
        self.hand_closed = False            # the hand's end has been shown (after its last trick)
        self.trick_showing = False          # a move closed a trick the table has not yet
        #                                     gathered: nobody is named to act meanwhile
        self.public: set[str] = set()       # cards every seat has seen (public draws)
        self.trump_suit: str | None = None  # the hand's trump suit, from the observation
        self.last_seen_trick = None         # (leader, cards, winner) of the last trick event
        self.roles: dict[int, str] = {}     # this hand's "caller", "partner" by seat, as shown so far
        self.hand_sides: list | None = None  # this hand's sides once the table has shown them
        self.log_entries: list[LogLine] = []  # the match log, as what each line says
        self.hand_log_start = 0             # where the current hand's lines begin
        self._gen = 0
        self._dirty = False
        self._asked_at = 0.0
        self._pad = "think"
        self.restoring = False              # rebuilding a position: no animation, no announcements
        self.hint_seat: int | None = None
        self.count: bool | None = None      # "count for me": None, the variant's rule
        self.phase_said = False             # the hand's last part was announced
        self.partners_said = False          # partners' hands opened to each other: said

    # --- match and hands ------------------------------------------------------------------
    @property
    def on_table(self) -> Match:
        """The match on the table: there is one from the first start_match on."""
        if self.match is None:
            raise RuntimeError("no match on the table yet")
        return self.match

    @property
    def seated(self) -> MatchSetup:
        """The setup of the match on the table (its seats, the deck drawn)."""
        if self.setup is None:
            raise RuntimeError("no match on the table yet")
        return self.setup

    @property
    def hand(self):
        return self.on_table.current if self.match else None

    def start_match(self, setup: MatchSetup, deck: list[str] | None = None,
                    dealer: int | None = None) -> None:
        """A new match; `deck` (top card first) and `dealer` fix its first deal."""
        setup = setup.checked()
        self._new_table(setup, Match(setup.variant, setup.options, dealer=dealer, seed=setup.seed))
        variant = self.on_table.variant
        self.log(LogLine(lambda: tr("New match: {title}", title=variant_title(variant))))
        if deck_note(variant, setup.deck):                 # three players: the 2 of spades out
            self.log(LogLine(lambda: deck_note(variant, self.seated.deck)))
        self.start_hand(deck)

    def load_match(self, setup: MatchSetup, match: Match, undo: bool = False,
                   opened: LogLine | None = None, notes: Sequence[LogLine] = ()) -> None:
        """Go on with `match` (a resumed autosave, an opened record, an undo): the table is
        rebuilt at once from the current hand's deal and events, then the seat to act is
        asked, exactly as if the match had been played here. After an undo the log keeps
        the lines of the hands before this one. `opened`: the line that says where the
        match came from ("Opened NAME"), the log's first, before the hand's own lines;
        `notes` follow it (what the file says and this version plays otherwise: a level it
        does not know, a name cut: setup.MatchSetup.checked). The
        lines rebuilt are LogLines as a match played here logs them: they change language
        with the window."""
        earlier = self.log_entries[:self.hand_log_start] if undo else []
        self._new_table(setup.checked(), match)
        self.log_entries[:0] = earlier
        for line in ([opened] if opened is not None else []) + list(notes):
            self.log(line)
        hand = match.current
        if hand is None:
            self.start_hand()
            return
        self.restoring = True
        try:
            if not undo:                        # a finished match (a record) is not resumed
                variant, over = match.variant, match.is_over()
                self.log(LogLine(lambda: tr("Match over: {title}", title=variant_title(variant))
                                 if over else
                                 tr("Match resumed: {title}", title=variant_title(variant))))
                self._log_hands_before(match)
            self.hand_log_start = len(self.log_entries)
            dealer = self._table_obs()["dealer"]
            self.log(LogLine(self._dealt_line, match, len(match.hands) - 1, dealer))
            self._show_events(list(match.events))
            self.steps.run()                    # every wait is 0 while restoring: done now
            if self.last_seen_trick is None:    # at a hand's start: the hand before's last
                self.last_seen_trick = match.last_trick()
        finally:
            self.restoring = False
        self.scene.relayout(0)
        self._dirty = False
        gen = self._gen
        self.steps.add(lambda: self._next_turn() if gen == self._gen else None, 0)
        self.steps.run()

    def _new_table(self, setup: MatchSetup, match: Match) -> None:
        self.stop()
        SeatPlate.dealer_word = tr("Dealer")
        self.setup, self.match = setup, match
        v = match.variant
        self.ai.new_match(setup.seed)
        self.log_entries.clear()
        self.roles, self.hand_sides = {}, None
        names = [self.name(i) for i in range(len(setup.seats))]
        self.scene.setup(v.players, setup.deck, v.seat_sides if v.teams else None, v.hand_size, names,
                         [self.seat_detail(i) for i in range(v.players)])
        # the labels' room once the old cards are gone: a room that changes lays the table
        # out again, and the old cards have no place in this match's order (a KeyError)
        self._label_room()
        self.scene.sort_key = self._sort_key
        self.scene.namer = lambda code: card_long_name(code, self.seated.deck)
        persons = setup.persons()
        self.viewer = persons[0] if len(persons) == 1 else None
        self.scene.set_bottom(persons[0] if persons else 0)
        self.public = set()
        self.last_seen_trick = None

    def start_hand(self, deck: list[str] | None = None) -> None:
        """Deal the next hand (by the next dealer) and animate the deal."""
        self.stop_steps()
        events = self.on_table.deal(deck)
        if len(self.seated.persons()) > 1:
            self.viewer = None                  # whoever deals, nobody's cards show yet
        self.hand_log_start = len(self.log_entries)
        dealer = self._table_obs()["dealer"]
        self.log(LogLine(self._dealt_line, self.on_table, len(self.on_table.hands) - 1, dealer))
        self._show_events(events)
        gen = self._gen
        self.steps.add(lambda: self._next_turn() if gen == self._gen else None, 0)
        self.changed.emit()
        self.positionChanged.emit()
        self.steps.run()

    def _show_events(self, events: list) -> None:
        """A hand's events from its deal on (a new deal, or a hand being restored): the
        table is laid out afresh with the deck face down, then the events become steps."""
        obs = self._table_obs()
        self.public = set()
        self.phase_said = bool(obs.get("last_phase")) and self.restoring   # said before, if resumed
        self.partners_said = bool(obs.get("partner_hands")) and self.restoring
        self.trump_suit = obs.get("trump_suit")
        dealt = [e.card for e in events if e.kind in ("deal", "trump")]
        self.scene.deal_deck(dealt + sorted(set(deck_for(self.on_table.variant.deck_size)) - set(dealt)))
        self.roles, self.hand_sides = {}, None     # the hand before's caller and sides go
        for seat, plate in enumerate(self.scene.plates):
            plate.set_state(dealer=seat == obs["dealer"], active=False)
        self.refresh_plates()
        self.scene.visible = self._visible_cards()
        self._labels()
        self._queue_events(events)

    def _note_phase(self) -> None:
        """Once a hand, when its strict last part begins (Mariagio's last seven tricks: the
        observation's `last_phase`), the table says so: a banner, the log, the screen reader;
        the panel's title keeps its name (`phase_note`)."""
        if self.phase_said or not self._table_obs().get("last_phase"):
            return
        self.phase_said = True
        key = self.phase_key()
        if key:
            note = self.log(LogLine(self.word, key))
            self.scene.show_banner(note.split(":")[0], "", [])
            self.announce(note)

    def _note_partners(self) -> None:
        """Once a hand, when partners' hands open to each other (Briscola a 4 and a 6: the
        observation's `partner_hands`, every seat's alike), the table says so, as for a last
        phase: the cards that turn face up across the table are not a surprise, and a
        person who sees no such thing in the first deal knows it is not due yet."""
        if self.partners_said or not self._table_obs().get("partner_hands"):
            return
        self.partners_said = True
        if "partners_open" in self.on_table.variant.family.words:
            note = self.log(LogLine(self.word, "partners_open"))
            head, _, rest = note.partition(":")          # the news under its heading
            self.scene.show_banner(head, rest.strip(), [])
            self.announce(note)

    def phase_note(self, key: str = "last_phase_title") -> str:
        """The game's words `key` for the hand's last part while it lasts, else "": its name
        for the panel's title (the sentence is logged once: `_note_phase`)."""
        if self.hand is None or self.hand.is_over() or not self._table_obs().get("last_phase"):
            return ""
        return self.word(key) if key in self.on_table.variant.family.words else ""

    def phase_key(self) -> str:
        """The key of the game's words for its last part under this match's options, or ""
        where the game has none."""
        key = "last_phase_follow" if self.on_table.options.get("follow_suit_only") else "last_phase"
        return key if key in self.on_table.variant.family.words else ""

    def next_hand(self) -> None:
        if self.match and not self.on_table.is_over() and not self.on_table.hand_in_progress():
            self.start_hand()

    def stop_steps(self) -> None:
        self.steps.clear()
        self.ai.cancel()
        self._gen += 1
        self.awaiting = None
        self.pass_pending = None
        self.trick_showing = False
        self.hint_seat = None
        self.scene.set_hint(None)

    def stop(self) -> None:
        self.stop_steps()
        self.scene.clear_interactive()

    def shutdown(self) -> None:
        """Before the window goes: stop the steps and the computer players' thread (the
        thread even if stopping the steps fails, or Qt aborts on a running QThread)."""
        try:
            self.stop_steps()
        finally:
            self.ai.shutdown()

    def set_speed(self, name: str) -> None:
        self.speed_name = name if name in SPEEDS else "normal"
        self.speed = SPEEDS[self.speed_name]

    def t(self, what: str) -> int:
        return 0 if self.restoring else int(TIMES[what] * self.speed)

    def set_deck(self, style: str) -> None:
        """Draw the match in progress with another deck style (settings)."""
        if self.setup is not None and style != self.setup.deck:
            self.setup.deck = style
            self.scene.set_style(style)

    def announce(self, text: str) -> None:
        if not self.restoring:
            self.announced.emit(text)

    def retranslate(self) -> None:
        """The words on the table in the language now installed."""
        SeatPlate.dealer_word = tr("Dealer")
        if self.match is None:
            return
        for seat, plate in enumerate(self.scene.plates):
            plate.set_state(name=self.name(seat))
        self.refresh_plates()
        self._label_room()
        self._labels()
        self.scene.relayout(0)

    @property
    def log_lines(self) -> list[str]:
        """The match log's lines in the language installed now."""
        return [line.text() for line in self.log_entries]

    def log(self, line: LogLine) -> str:
        """A line more in the match log, kept as what it says (ui/logline.py): the log shows
        it, and shows it anew in another language; its words now, to say them elsewhere
        (a banner, the screen reader)."""
        self.log_entries.append(line)
        self.logged.emit(line)
        return line.text()

    # --- turns --------------------------------------------------------------------------------
    def _next_turn(self) -> None:
        hand = self.hand
        self.trick_showing = False
        self._settle_table()
        if hand.is_over():
            self._hand_over()
            return
        self._note_phase()
        self._note_partners()
        seat = self._mark_turn()
        self.changed.emit()
        persons = self.seated.persons()
        if not self.is_person(seat):
            if len(persons) > 1 and self.viewer is not None:
                self._set_viewer(None)            # the next person may be looking
            self._asked_at = time.monotonic()
            self._pad = "think" if self.scene.trick.cards else "think_lead"
            self.ai.ask(seat, self.seated.seats[seat].level, self.on_table.observation(seat),
                        hand.legal_actions())
            return
        if len(persons) > 1 and self.viewer != seat:
            self.scene.set_bottom(seat)         # the table turns to them behind the pass
            self._set_viewer(None)              # screen, every hand face down: once it goes,
            self.pass_pending = seat            # only their own cards move (turn face up)
            self.passRequested.emit(seat)
            return
        self._enable_person(seat)

    def _settle_table(self) -> None:
        """The table as the last move left it: laid out at once if it waited, its labels."""
        if self._dirty:
            self._dirty = False
            self.scene.relayout(0)
        self._labels()

    def _trick_taken(self) -> None:
        """The table has gathered the trick a move closed: the next to act (its winner, or
        whoever the hand names) now gets the rim and the status, a computer or you alike."""
        if not self.trick_showing:
            return
        self.trick_showing = False
        if self.hand is not None and not self.hand.is_over():
            self._mark_turn()
        self.changed.emit()

    def _mark_turn(self) -> int:
        """The golden rim on the plate of the seat to act; that seat."""
        seat = self.hand.current_player()
        for s, plate in enumerate(self.scene.plates):
            plate.set_state(active=s == seat)
        return seat

    def confirm_pass(self) -> None:
        """The person asked for has the screen: show their hand and let them play."""
        seat = self.pass_pending
        if seat is None:
            return
        self.pass_pending = None
        self._set_viewer(seat)
        self._enable_person(seat)

    def _set_viewer(self, seat: int | None) -> None:
        self.viewer = seat
        if seat is not None:
            self.scene.set_bottom(seat)
        self.scene.visible = self._visible_cards()
        self.scene.relayout(0 if seat is None else self.t("view"))

    def _enable_person(self, seat: int) -> None:
        hand = self.hand
        legal = hand.legal_actions()
        cards = [a for a in legal if kind_of(a) == "play"]
        others = [a for a in legal if kind_of(a) != "play"]
        held = hand.observation(seat)["hand"]
        self.awaiting = seat
        self.scene.hide_reason()            # "Wait for your turn" (or any note from before it)
        self.scene.set_interactive(seat, set(cards), set(cards) != set(held))
        self.decisions.emit(seat, others)
        self.changed.emit()
        names = ", ".join(card_long_name(c, self.seated.deck) for c in self.scene.hands[seat].cards)
        who = self.name(seat) if len(self.seated.persons()) > 1 else ""
        self.announce(tr("Your turn, {name}. Your cards: {cards}", name=who, cards=names) if who
                      else tr("Your turn. Your cards: {cards}", cards=names))

    def request_card(self, code: str) -> None:
        """The person at the screen dropped (or double-clicked, or chose) `code`."""
        seat = self.awaiting
        if seat is None or self.hand is None:
            self._not_your_turn(code)
            return
        reason = self.hand.refusal(code)
        if reason is not None:
            text = render(reason, self.seated.deck, self.name)
            self.scene.reject(code, text)
            self.announce(text)
            return
        self._perform(seat, code)

    def _not_your_turn(self, code: str | None = None) -> None:
        """A card of the hand at the screen pressed (`code`: dropped, slides home), or Enter
        pressed, while it is not that person's turn: the note above the hand says to wait
        (the status names who is to act). Nothing where no person plays."""
        if self.match is None or not self.seated.persons():
            return
        text = tr(self.wait_words())
        if code is not None:
            self.scene.reject(code, text)
        else:
            self.scene.show_reason(text)
        self.announce(text)

    def wait_words(self) -> str:
        """What the note says to a person who plays out of turn (not yet translated)."""
        return WAIT

    def request_action(self, action: str) -> None:
        """A decision button (marriage, exchange, a buona, the card given for the matto)."""
        seat = self.awaiting
        if seat is None or self.hand is None:
            return
        reason = self.hand.refusal(action)
        if reason is not None:
            self.scene.show_reason(render(reason, self.seated.deck, self.name))
            return
        self._perform(seat, action)

    def _computer_chose(self, seat: int, action: str) -> None:
        hand = self.hand
        if hand is None or hand.is_over() or hand.current_player() != seat:
            return
        wait = self.t(self._pad) - int((time.monotonic() - self._asked_at) * 1000)
        if wait <= 0:
            self._perform(seat, action)
            return
        gen = self._gen
        QTimer.singleShot(wait, self, lambda: self._perform(seat, action) if gen == self._gen else None)

    def _perform(self, seat: int, action: str) -> None:
        hand = self.hand
        if hand is None or hand.is_over() or hand.current_player() != seat:
            return
        self.awaiting = None
        self.hint_seat = None
        self.hand_closed = False
        self.scene.set_hint(None)
        self.scene.clear_interactive()
        if self.is_person(seat):            # a person's refusal no longer applies once they
            self.scene.hide_reason()        # move; "Wait for your turn" stays out of turn
        self.decisions.emit(seat, [])
        events = self.on_table.apply(action, seat)
        # the rim goes where the status says, at once: never on the seat that has just moved
        # while the status names the next one; where the move closes a trick, on nobody until
        # the table has gathered it (the next to act is its winner: `_trick_taken`)
        self.trick_showing = any(e.step == "gather" for e in events)
        if hand.is_over() or self.trick_showing:
            for plate in self.scene.plates:
                plate.set_state(active=False)
        else:
            self._mark_turn()
        self.changed.emit()                 # no "your turn" (nor hint) while the move shows
        self.positionChanged.emit()
        gen = self._gen
        self._queue_events(events)
        self.steps.add(lambda: self._next_turn() if gen == self._gen else None, 0)
        self.steps.run()

    def _hand_over(self) -> None:
        self.hand_closed = True
        for plate in self.scene.plates:
            plate.set_state(active=False)
        self.scene.hide_banner()          # a move's banner (Tarocchi's matto settled after the
        #                                   last trick) goes with the hand, as with a trick gathered
        result = self.on_table.results[-1]
        if len(self.seated.persons()) > 1 and self.viewer is not None:
            self._set_viewer(None)        # a hand nobody played keeps its cards: all face down
        line = self.log(LogLine(self._result_line, result))
        self.announce(line)
        self.changed.emit()
        self.handFinished.emit()
        if self.on_table.is_over():
            self.matchFinished.emit()

    # --- what shows -------------------------------------------------------------------------
    def _table_obs(self) -> dict:
        """The observation of the seat whose view the screen shows (of seat 0 when nobody's
        is shown: then only its public parts are read), counted or not as "count for me"
        says."""
        return self.on_table.observation(self.viewer if self.viewer is not None else 0, self.count)

    def set_count(self, count: bool | None) -> None:
        """"Count the points for me": True, False, or None for the variant's own rule (off
        in Briscola). The piles' labels follow at once."""
        self.count = count
        self._labels()

    def counting(self) -> bool:
        """Whether the table counts for the person (the piles' points, the cards played, the
        tricks in the log): "count for me", or where it follows the rules the variant's own
        rule (no in Briscola, whose text forbids looking at the pile)."""
        if self.count is not None:
            return self.count
        return self.match.variant.running_points if self.match is not None else True

    def running_points(self) -> list[int] | None:
        """Each side's running points as the table may show them: None when the count is
        off (the observation then carries none, docs/rules.md section 7)."""
        if self.hand is None:
            return None
        return self._table_obs().get("points")

    def _visible_cards(self) -> set[str]:
        if self.viewer is None or self.hand is None:
            return set()
        obs = self.hand.observation(self.viewer)
        shown = set(obs["hand"])
        for cards in (obs.get("partner_hands") or {}).values():
            shown.update(cards)
        return shown | self.public

    def _label_room(self) -> None:
        """The widest label a capture pile may carry here (its team, three-digit points),
        in the language installed: the table keeps room for it, counted or not."""
        words = points_text(888)
        if self.match is not None and self.match.variant.teams:
            words = max(tr("Team A"), tr("Team B"), key=len) + "\n" + words
        self.scene.set_label_room(words)

    def _labels(self, points: bool = True) -> None:
        hand, scene = self.hand, self.scene
        if hand is None:
            return
        left = len(scene.talon.cards) + len(scene.turned.cards)
        scene.talon.set_label(str(left) if left else self._trump_mark())
        if points:
            running = self.running_points()
            v = self.on_table.variant
            for side, pile in enumerate(scene.piles):
                label = points_text(running[side]) if running is not None else ""
                if v.teams:
                    team = tr("Team A") if side == 0 else tr("Team B")
                    label = team + "\n" + label if label else team
                pile.set_label(label, TEAM_COLOURS[side] if v.teams else None)

    def _trump_mark(self) -> str:
        """Where the talon was, once it and the turned card are drawn: the trump suit, which
        the table no longer shows ("Trumps" over "cups", two lines as narrow as the talon).
        The chiamata games deal every card, and the talon's place (which the layout keeps
        free) shows their trump from the call on; before the call, and in Tarocchi (no
        trump suit), it is ""."""
        if self.trump_suit is None:
            return ""
        return self.word("trump_mark") + "\n" + suit_word(self.trump_suit, self.seated.deck)  # narrow

    def pile_of(self, seat: int) -> int:
        """The capture pile a card taken by `seat` goes to: its team's where partners keep
        one pile, else its own."""
        return self.hand.sides[seat] if self.on_table.variant.teams else seat

    def _sort_key(self, code: str):
        suit = suit_of(code)
        strength = self.on_table.variant.family.strength(self.on_table.options)
        return (suit == self.trump_suit, SUIT_ORDER[suit], strength[code])

    # --- help at the table ------------------------------------------------------------------
    def request_hint(self) -> bool:
        """Ask the Hard player, on the worker thread, what the person to act should do."""
        seat, hand = self.awaiting, self.hand
        if seat is None or hand is None or hand.is_over():
            return False
        self.hint_seat = seat
        self.ai.hint(seat, self.on_table.observation(seat), hand.legal_actions())
        return True

    def _hinted(self, seat: int, action: str, reason: str) -> None:
        if seat != self.hint_seat or seat != self.awaiting or self.hand is None:
            return
        text = hint_text(self.hand, seat, action, reason, self.seated.deck, self.name)
        if kind_of(action) == "play":
            self.scene.set_hint(action)
        self.hintReady.emit(action, text)
        self.announce(text)

    def played_cards(self) -> list[str]:
        """The cards played so far in this hand, in order (all of them public)."""
        if self.hand is None:
            return []
        return [e.card for e in self.on_table.events if e.kind == "play" and e.card is not None]

    def last_trick(self):
        """(leader, cards, winner) of the last trick shown in this match, or None."""
        return self.last_seen_trick

