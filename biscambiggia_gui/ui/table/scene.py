"""The card table: piles (every hand, the trick, the talon with the turned trump, one capture
pile per player or team), name plates, a banner for declarations and a note for refused
cards, laid out in card-size units for 2, 3, 4 and 6 seats and re-flowed on every resize.

The scene is a picture, not a referee: the controller moves cards between piles and says
which cards may be lifted; the scene animates the moves and reports what the person at the
screen asks for (`playRequested`). Every card moves through `CardItem.animate()`; when the
last card in motion settles the scene says so (`animationsDone`, libkcardgame's
`cardAnimationDone`), and the controller's steps wait on that, not on guessed timers. Which
cards show their face is the controller's call
(`visible`); nothing here knows a rule of any game."""
from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QPolygonF
from PySide6.QtWidgets import QGraphicsScene

from . import banners, layout
from .cardart import CardArt, card_art, felt_brush
from .carditem import FREE, TETHERED, CardItem
from .highlight import Highlight, card_outline, card_strip
from .items import Banner, SeatPlate, Tag, Toast
from .pileitem import HAND, STACK, TRICK, PileItem

RETURN_MS = 220          # a refused card sliding home
PLAY_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)   # play the card chosen


class TableScene(QGraphicsScene):
    playRequested = Signal(str)
    selectedChanged = Signal(str)                # a card chosen with the arrow keys
    turnBegan = Signal()                         # a person's cards may be played now
    outOfTurn = Signal()                         # a card of your hand pressed, or Enter,
    #                                              while none of it may be played
    animationsDone = Signal()                    # the last card in motion has settled

    def __init__(self, parent=None):
        super().__init__(parent)
        self.n = 2
        self.bottom = 0
        self.teams: tuple[int, ...] | None = None     # each seat's team, or None
        self.max_hand = 3
        self.art: CardArt = card_art("genoese")
        self.geometry: layout.TableGeometry | None = None
        self.cards: dict[str, CardItem] = {}
        self.where: dict[str, PileItem] = {}
        self.visible: set[str] = set()           # hand cards that show their face
        self.sort_key = None                     # orders the hands whose face shows
        self.hands: list[PileItem] = []
        self.piles: list[PileItem] = []
        self.plates: list[SeatPlate] = []
        self.trick = PileItem("trick", TRICK, 400)
        self.talon = PileItem("talon", STACK, 60)
        self.turned = PileItem("turned", STACK, 40)
        self.banner = Banner()
        self.toast = Toast()
        self.laid_out: tuple = ()                # what the layout was computed for (relayout)
        self.banner_for: tuple | None = None     # the layout the banner's place was chosen on
        self.toast_for: tuple | None = None      # ... and the note's
        self._toast_timer = QTimer(self)
        self._toast_timer.setSingleShot(True)
        self._toast_timer.timeout.connect(self.toast.hide)
        self.interactive_seat: int | None = None
        self.playable: set[str] = set()
        self.restricted = False
        self.selected: str | None = None
        self.hinted: str | None = None           # the card a hint points at
        self.asked: str | None = None            # the card a lesson's step asks for
        self.card_size = 1.0                     # the settings' card size (a factor)
        # the narrowest your cards and the trick's may be (scene px; the view asks
        # layout.READABLE on the screen): the other hands give way below it
        self.least_card = layout.READABLE
        self.label_room = (0.0, 0.0)             # the widest label a pile may carry (px)
        self.namer = None                        # code -> the card's whole name (screen readers)
        self.highlight = Highlight()             # what a lesson points at (set_highlight)
        self.highlighted: tuple[str, ...] = ()
        for item in (self.trick, self.talon, self.turned, self.banner, self.toast, self.talon.tag,
                     self.highlight):
            self.addItem(item)
        self.setSceneRect(0, 0, 1000, 700)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # --- building the table ------------------------------------------------------------------
    def setup(self, n: int, style: str, teams: tuple[int, ...] | None, max_hand: int,
              names: list[str], details: list[str]) -> None:
        """A fresh table for `n` seats with the `style` deck; removes every card. `teams`:
        each seat's team where partners keep one pile (one pile per team), else None (one
        pile per seat)."""
        self.n, self.teams, self.max_hand = n, teams, max_hand
        if self.bottom >= n:                 # the seat of a larger table before: laid out
            self.bottom = 0                  # from seat 5 of four, IndexError (set_bottom follows)
        self.art = card_art(style)
        for item in list(self.cards.values()):
            self.removeItem(item)
        for old in [*self.hands, *self.piles, *self.plates]:
            self.removeItem(old)
        for pile in self.piles:
            self.removeItem(pile.tag)
        self.cards.clear()
        self.where.clear()
        self.visible.clear()
        self.hands = [PileItem(f"hand:{s}", HAND, 200 + 20 * s) for s in range(n)]
        sides = len(set(teams)) if teams else n
        self.piles = [PileItem(f"pile:{s}", STACK, 100 + 60 * s) for s in range(sides)]
        self.plates = [SeatPlate(s) for s in range(n)]
        for s, plate in enumerate(self.plates):
            plate.set_state(name=names[s], detail=details[s],
                            team=teams[s] if teams else None)
        for new in [*self.hands, *self.piles, *self.plates]:
            self.addItem(new)
        for pile in self.piles:
            pile.show_slot = True
            self.addItem(pile.tag)
        for pile in (self.trick, self.talon, self.turned):
            pile.cards.clear()
            pile.owners.clear()
        self.turned.angle = 90
        self.banner.hide()
        self.toast.hide()
        self.clear_interactive()
        self.relayout(0)

    def deal_deck(self, deck: list[str]) -> None:
        """All of `deck` face down in the talon (top card first), ready to be dealt."""
        for pile in self.hands + self.piles + [self.trick, self.talon, self.turned]:
            pile.cards.clear()
            pile.owners.clear()
            pile.sideways.clear()
            pile.set_label("")
        self.visible.clear()
        for code in deck:
            if code not in self.cards:
                item = CardItem(code, self.art, 60)
                item.pressed.connect(self._card_pressed)
                item.dropped.connect(self._card_dropped)
                item.activated.connect(self._card_activated)
                item.settled.connect(self._card_settled)
                self.addItem(item)
                self.cards[code] = item
        for code in set(self.cards) - set(deck):
            self.removeItem(self.cards.pop(code))
        self.talon.cards = list(reversed(deck))           # the top card is drawn on top
        for code in deck:
            self.where[code] = self.talon
        self.banner.hide()
        self.relayout(0)

    def set_label_room(self, words: str) -> None:
        """Keep room beside every pile for a label of `words` (its widest), at the largest
        size a label is drawn."""
        sample = Tag()
        sample.set_text(words, layout.LABEL_PX[1])
        box = sample.boundingRect()
        room = (round(box.width(), 1), round(box.height(), 1))
        if room != self.label_room:
            self.label_room = room
            if self.geometry is not None:
                self.relayout(0)

    def set_bottom(self, seat: int) -> None:
        self.bottom = seat % self.n

    def set_size(self, width: float, height: float, least: float = layout.READABLE) -> None:
        """The table's size in scene px; `least`: the narrowest card of your hand and the
        trick there (the view's READABLE screen px, more where it draws the table scaled)."""
        self.least_card = least
        self.setSceneRect(0, 0, max(200.0, width), max(160.0, height))
        self.relayout(0)

    # --- moving cards ---------------------------------------------------------------------
    def pile_of(self, code: str) -> PileItem | None:
        return self.where.get(code)

    def move(self, code: str, pile: PileItem, owner: int | None = None) -> None:
        """Put `code` on top of `pile` (model only; `relayout` shows it). A face-down card
        leaves a stack from its top: it first changes places, unseen, with the top card."""
        old = self.where.get(code)
        if old is not None and old.kind == STACK and code in old.cards and not self.face_up(code):
            self._to_top(old, code)
        if old is not None and code in old.cards:
            i = old.cards.index(code)
            old.cards.pop(i)
            if old.kind == TRICK:
                old.owners.pop(i)
            old.sideways.discard(code)
        pile.cards.append(code)
        if pile.kind == TRICK:
            pile.owners.append(owner if owner is not None else 0)
        self.where[code] = pile
        if code == self.selected and pile.kind != HAND:
            self.selected = None

    def _to_top(self, pile: PileItem, code: str) -> None:
        """Swap `code` with the top face-down card of `pile`, both put in place at once (the
        two show the same back): the talon is dealt and drawn from its top, whatever card
        the engine says was there."""
        i = pile.cards.index(code)
        top = max((k for k, c in enumerate(pile.cards) if c not in pile.sideways), default=i)
        if top == i or self.geometry is None:
            return
        pile.cards[i], pile.cards[top] = pile.cards[top], pile.cards[i]
        places = pile.places()
        for k in (i, top):
            item = self.cards[pile.cards[k]]
            pos, rot, z, scale = places[k]
            self._place(item, pos, rot, z, scale, False, 0, self.geometry.card_w)

    def face_up(self, code: str) -> bool:
        pile = self.where.get(code)
        if pile is None:
            return False
        if pile.kind == HAND:
            return code in self.visible
        if pile is self.trick or pile is self.turned:
            return True
        return code in pile.sideways

    def relayout(self, duration: int = 0) -> None:
        """Put every item where the current piles say, moving over `duration` ms."""
        rect = self.sceneRect()
        self.laid_out = (rect.width(), rect.height(), self.n, self.bottom, self.art.aspect,
                         self.max_hand, self.teams, self.card_size, self.label_room,
                         round(self.least_card, 1))
        geo = self.geometry = layout.compute(*self.laid_out)
        cw, ch = geo.card_w, geo.card_h
        for seat, pile in enumerate(self.hands):
            spot = geo.seats[seat]
            pile.configure(QPointF(*spot.hand), cw, ch, spot.angle, spot.scale, spot)
            if self.sort_key is not None and pile.cards and all(c in self.visible for c in pile.cards):
                pile.cards.sort(key=self.sort_key)
            pile.lifted = (pile.cards.index(self.selected)
                           if self.selected in pile.cards else None)
            pile.shown = {c for c in pile.cards if c in self.visible} if seat != self.bottom else set()
            pile.grows = geo.open_top and spot.edge == "top"
            pile.room = layout.hand_room(spot, self.max_hand, cw, ch)
        for side, pile in enumerate(self.piles):
            keeper = geo.pile_keeper(side, self.n, self.bottom, self.teams)
            spot = geo.seats[keeper]
            pile.configure(QPointF(*spot.pile), cw, ch, spot.angle, spot.pile_scale)
        self.trick.spots = geo.seats
        self.trick.configure(QPointF(*geo.centre), cw, ch)
        self.talon.configure(QPointF(*geo.talon), cw, ch, 0, layout.TALON_SCALE)
        self.turned.configure(QPointF(*geo.trump), cw, ch, 90, layout.TALON_SCALE)
        for seat, plate in enumerate(self.plates):
            plate.set_size(*geo.plate_size)
            plate.setPos(QPointF(*geo.seats[seat].plate))
        for pile in self.hands + self.piles + [self.trick, self.talon, self.turned]:
            for code, (pos, rot, z, scale) in zip(pile.cards, pile.places()):
                self._place(self.cards[code], pos, rot, z, scale, self.face_up(code), duration, cw)
        self._place_banner()
        self._place_toast()
        self._update_marks()
        self._place_highlight()
        self.update()

    def _place(self, item: CardItem, pos: QPointF, rot: float, z: float, scale: float,
               face: bool, duration: int, cw: float) -> None:
        item.set_width(cw)
        item.set_name(self.namer(item.code) if face and self.namer is not None else "")
        target = (round(pos.x(), 1), round(pos.y(), 1), round(rot, 2), round(scale, 3), face)
        item.home = (pos, rot, z, scale)
        item.home_face = face
        if item.dragging:       # the hand holds it: it goes to its (new) home when let go,
            if face or not item.shows_face():               # on the side the layout wants
                item.target = None
                return
            item.cancel_drag()  # its hand is no longer the screen's (another person's turn,
                                # a computer's): it turns face down at home, never held up
        if item.target == target:
            item.setZValue(z)
            return
        item.target = target
        item.animate(pos, z, rot, face, duration, scale)

    def busy(self) -> bool:
        """Whether a card is moving or turning over now."""
        return any(item.is_moving() for item in self.cards.values())

    def _card_settled(self, item: CardItem) -> None:
        if not self.busy():
            self._place_highlight()
            self.animationsDone.emit()

    # --- the highlight (ui/table/highlight.py) ---------------------------------------------
    def set_highlight(self, targets: tuple[str, ...] | list[str] = ()) -> None:
        """Ring `targets`: card codes, "talon", "turned", "trick", "hand:S", "pile:S",
        "plate:S" (S a seat, or a side for a pile); nothing when empty. Unknown or absent
        ones are left out."""
        self.highlighted = tuple(targets)
        self._place_highlight()

    def _place_highlight(self) -> None:
        geo = self.geometry
        shapes = []
        if geo is not None:
            margin = geo.card_w * 0.06
            for target in self.highlighted:
                shapes.extend(self._outlines(target, margin))
        self.highlight.set_shapes(shapes, max(2.0, (geo.card_w if geo else 60) * 0.04))

    def _outlines(self, target: str, margin: float) -> list:
        """The shapes that ring one target: a card at its place, a pile's cards or its slot."""
        geo = self.geometry
        if geo is None:                                  # not laid out yet
            return []
        cw, ch = geo.card_w, geo.card_h
        if target in self.cards:
            item = self.cards[target]
            pos, rot, _, scale = item.home
            pile = self.where.get(target)
            if pile is not None and pile.kind == HAND and pile.cards[-1] != target:
                nxt = self.cards[pile.cards[pile.cards.index(target) + 1]].home[0]
                shown = min(item.width, QLineF(pos, nxt).length() / max(scale, 0.01))
                return [card_strip(pos, rot, scale, item.width, item.height, shown, margin)]
            return [card_outline(pos, rot, scale, item.width, item.height, margin)]
        kind, _, index = target.partition(":")
        named = {"talon": self.talon, "turned": self.turned, "trick": self.trick}
        if kind == "plate" and index.isdigit() and int(index) < len(self.plates):
            plate = self.plates[int(index)]
            box = plate.mapRectToScene(plate.outline())
            return [QPolygonF(box.adjusted(-margin, -margin, margin, margin))]
        pile = named.get(kind)
        if kind in ("hand", "pile") and index.isdigit():
            piles = self.hands if kind == "hand" else self.piles
            pile = piles[int(index)] if int(index) < len(piles) else None
        if pile is None:
            return []
        if pile.cards:
            rings = [card_outline(pos, rot, scale, cw, ch, margin)
                     for pos, rot, _, scale in pile.places()]
            if pile.kind == TRICK:
                return rings
            whole = QRectF()                         # a hand or a stack: one ring round it
            for ring in rings:
                whole = whole.united(ring.boundingRect())
            return [QPolygonF(whole)]
        return [card_outline(pile.pos(), pile.angle, pile.card_scale, cw, ch, margin)]

    # --- what the person at the screen may do ------------------------------------------------
    def set_interactive(self, seat: int, playable: set[str], restricted: bool) -> None:
        """The cards of `seat` may be lifted: the `playable` ones freely; when the reply is
        `restricted` the others only budge (and are dimmed) while the playable are marked."""
        self.interactive_seat = seat
        self.playable = set(playable)
        self.restricted = restricted
        hand = self.hands[seat].cards
        if self.selected not in hand or self.selected not in self.playable:
            self.selected = None
        for code, item in self.cards.items():
            if code in hand:
                item.interaction = FREE if code in self.playable else TETHERED
            else:
                item.interaction = None
        self._update_marks()
        self.turnBegan.emit()

    def clear_interactive(self) -> None:
        """No card may be lifted now (a move is made, a match, a hand or a position is laid
        out anew): a card the mouse holds goes home at once, on the side its place shows, and
        is never played, not even if the button is still down when the person's turn comes
        back (docs/table.md, "A card held when the table stops taking it")."""
        self.cancel_drag()
        self.interactive_seat = None
        self.playable = set()
        self.restricted = False
        if self.selected is not None:
            self.selected = None
            if self.geometry is not None:
                self.relayout(0)
        for item in self.cards.values():
            item.interaction = None
        self._update_marks()

    def _update_marks(self) -> None:
        hand = self.hands[self.interactive_seat].cards if self.interactive_seat is not None else []
        for code, item in self.cards.items():
            mine = code in hand
            item.set_marks(marked=mine and self.restricted and code in self.playable,
                           dimmed=mine and self.restricted and code not in self.playable,
                           selected=code == self.selected, hinted=code == self.hinted)

    def _card_pressed(self, item: CardItem) -> None:
        self.toast.hide()

    def mousePressEvent(self, event) -> None:
        """A press no card took (none may be lifted now) on a card of the hand at the
        screen: the card stays in its place, and the table is asked to say why
        (`outOfTurn`)."""
        super().mousePressEvent(event)
        if event.isAccepted() or event.button() != Qt.MouseButton.LeftButton \
                or self.bottom >= len(self.hands):
            return
        hand = self.hands[self.bottom].cards
        if any(isinstance(item, CardItem) and item.code in hand
               for item in self.items(event.scenePos())):
            self.outOfTurn.emit()

    def _card_dropped(self, item: CardItem, where: QPointF) -> None:
        geo = self.geometry
        on_table = self.sceneRect().contains(where)     # let go off the table (over the
        if geo is not None and on_table and where.y() < geo.drop_y \
                and item.interaction is not None:      # panel, the menus): not played
            self.playRequested.emit(item.code)
        else:
            item.go_home(RETURN_MS)

    def cancel_drag(self) -> None:
        """A drag cut short (the window lost the keys or became inactive: a dialog, a menu):
        the card held goes back home, not played."""
        for item in self.cards.values():
            if item.cancel_drag():
                item.target = None
                item.go_home(RETURN_MS)

    def _card_activated(self, item: CardItem) -> None:
        self.playRequested.emit(item.code)

    def reject(self, code: str, reason: str, duration: int = RETURN_MS) -> None:
        """A card the rules refused: back to its place, and the reason above the hand."""
        item = self.cards.get(code)
        if item is not None:
            item.target = None
            item.go_home(duration)
        self.show_reason(reason)

    def show_reason(self, text: str, ms: int = 3200) -> None:
        geo = self.geometry
        self.toast.show_text(text, (geo.card_w if geo else 60) * 0.2)
        self._place_toast(again=True)
        self._toast_timer.start(ms)

    def hide_reason(self) -> None:
        """The reason off the table (a move was made: it no longer applies)."""
        self._toast_timer.stop()
        self.toast.hide()

    def _place_toast(self, again: bool = False) -> None:
        """The note's place (`banners.place_note`), chosen when it appears (`again`) and
        kept while it shows: moved only when the table is laid out anew, as the banner's."""
        geo = self.geometry
        if geo is None or not self.toast.isVisible() or self.bottom >= len(self.hands):
            return
        if not again and self.toast_for == self.laid_out:
            return
        self.toast_for = self.laid_out
        banners.place_note(self)

    def show_cursor(self) -> bool:
        """Mark the card the arrows and Enter act on (the keyboard's cursor: raised, framed
        in blue) where none is: the hinted card, else the card a lesson's step asks for,
        else the first of the hand that may be played. Nothing where no card may be played
        (an auction: the keys are in the panel). True if a card is marked."""
        if self.interactive_seat is None:
            return False
        hand = self.hands[self.interactive_seat].cards
        if self.selected in hand:
            return True
        choices = [c for c in hand if c in self.playable]
        if not choices:
            return False
        chosen = next((c for c in (self.hinted, self.asked) if c in choices), choices[0])
        self.select(chosen)
        return True

    def key_action(self, key: int) -> bool:
        """Arrows choose a card of the interactive hand, stepping over the cards that cannot
        be played now (all of them when none can: the hand can still be read); Enter plays
        the chosen card, or the hinted one when none is chosen; with neither, Enter (or
        Space) only shows the cursor: a card nobody saw marked is not played. True if used."""
        if self.interactive_seat is None:      # Enter out of turn: as a card pressed then
            if key in PLAY_KEYS and self.bottom < len(self.hands) and self.hands[self.bottom].cards:
                self.outOfTurn.emit()
                return True
            return False
        hand = self.hands[self.interactive_seat].cards
        if not hand:
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            choices = [c for c in hand if c in self.playable] or hand
            if self.selected not in choices:
                here = hand.index(self.selected) if self.selected in hand else None
                if here is None:
                    i = 0 if key == Qt.Key.Key_Right else len(choices) - 1
                else:                            # the next one that can be played
                    after = [k for k, c in enumerate(choices) if hand.index(c) > here]
                    before = [k for k, c in enumerate(choices) if hand.index(c) < here]
                    i = (after[0] if after else len(choices) - 1) if key == Qt.Key.Key_Right \
                        else (before[-1] if before else 0)
            else:
                i = choices.index(self.selected) + (1 if key == Qt.Key.Key_Right else -1)
                i = max(0, min(len(choices) - 1, i))
            self.select(choices[i])
            return True
        if key in PLAY_KEYS:
            chosen = self.selected if self.selected in hand else (
                self.hinted if self.hinted in hand else None)
            if chosen is not None:
                self.playRequested.emit(chosen)
                return True
            return self.show_cursor()
        return False

    def select(self, code: str) -> None:
        """Choose `code` of the interactive hand, as the arrow keys do (it rises a little)."""
        if self.interactive_seat is None or code not in self.hands[self.interactive_seat].cards:
            return
        self.selected = code
        self.relayout(90)
        self.selectedChanged.emit(code)

    def set_hint(self, code: str | None) -> None:
        """Point at `code` (a hint), or at nothing."""
        if code != self.hinted:
            self.hinted = code
            self._update_marks()

    def set_style(self, style: str) -> None:
        """Draw every card with another deck style (the settings' deck)."""
        self.art = card_art(style)
        for item in self.cards.values():
            item.set_art(self.art)
            item.target = None
        self.relayout(0)

    def set_card_size(self, factor: float) -> None:
        self.card_size = factor
        for item in self.cards.values():
            item.target = None
        self.relayout(0)

    # --- words on the table ----------------------------------------------------------------
    def show_banner(self, title: str, detail: str = "", cards: list[str] | None = None) -> None:
        geo = self.geometry
        self.banner.show_message(title, detail, cards or [], self.art, geo.card_w if geo else 60)
        self._place_banner(again=True)
        if self.toast.isVisible() and self.toast.sceneBoundingRect().intersects(
                self.banner.sceneBoundingRect()):
            self._place_toast(again=True)     # the note, drawn above it, leaves it in sight

    def _place_banner(self, again: bool = False) -> None:
        """The banner's place (`banners.place_banner`), chosen when it appears (`again`) and
        kept while it shows: moved only when the table is laid out anew (the window's size,
        the seat at the bottom, the card size), never by the cards played meanwhile."""
        geo = self.geometry
        if geo is None or not self.banner.isVisible():
            return
        if not again and self.banner_for == self.laid_out:
            return
        self.banner_for = self.laid_out
        banners.place_banner(self)

    def hide_banner(self) -> None:
        self.banner.hide()

    def drawBackground(self, painter, rect) -> None:
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        painter.fillRect(rect, felt_brush(self.sceneRect(), dpr))   # sharp at 150%, 200%
