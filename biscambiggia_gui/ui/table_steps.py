"""The engine's events as steps on the table (a mixin of GameController, to keep each
module short): each event kind's registered step (engine/events.py `EventKind.step`) has
its handler here, which queues the cards' moves, the banners, the log lines and the
announcements of that event; a step without a handler is an error."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.events import UnknownEvent
from .logline import LogLine
from .messages import bid_word
from .text import (called_name, card_long_name, card_name, declaration_line, declaration_sentence, does, is_you,
                   named_score, played_by, points_text, suit_word, tr)

from .seat_names import SeatNames

if TYPE_CHECKING:                      # for the checker: the controller's parts used here
    from .steps import Steps


class TableSteps(SeatNames):
    """Mixed into GameController, whose parts it uses (declared here and in SeatNames, whose
    names it says, for the checker)."""
    steps: Steps
    public: set[str]
    speed: float
    restoring: bool
    _dirty: bool
    trump_suit: str | None
    last_seen_trick: Any
    if TYPE_CHECKING:
        def t(self, what: str) -> int: ...
        def announce(self, text: str) -> None: ...
        def pile_of(self, seat: int) -> int: ...
        def counting(self) -> bool: ...
        def running_points(self) -> list[int] | None: ...
        def _visible_cards(self) -> set[str]: ...
        def _labels(self, points: bool = True) -> None: ...
        def _trick_taken(self) -> None: ...

    # --- events to table steps ------------------------------------------------------------
    def _queue_events(self, events: list) -> None:
        """The engine's events (engine/events.py) as table steps, then a wait until every
        card has settled. The table learns what it shows from these alone: who received which
        card, who won a trick and with what, who keeps the matto, which draws are public.
        Each event kind is registered with its step (`Event.step`); a step the table has no
        handler for is an error, never a move silently left out."""
        self.public.update(e.card for e in events if e.kind == "draw" and not e.private)
        self.scene.visible = self._visible_cards()
        kept = [(e.seat, e.card) for e in events if e.kind == "matto_kept"]
        draws = sum(e.kind == "draw" for e in events)
        gap = min(self.t("draw_gap"), self.t("draws") / max(1, draws - 1))
        for event in events:
            handler = self.STEPS.get(event.step)
            if handler is None:
                raise UnknownEvent(f"the table has no step {event.step!r} for {event.kind!r}")
            handler(self, event, kept, gap)
        self.steps.barrier()

    # --- one handler per table step (engine/events.py `EventKind.step`) -------------------
    def _step_deal(self, e, kept, gap) -> None:        # the cards fly one after the other
        self.steps.add(lambda: self._move_show(e.card, self.scene.hands[e.seat], None,
                                               "deal_move"), self.t("deal"), settle=False)

    def _step_turned(self, e, kept, gap) -> None:
        self.steps.add(lambda: self._move_show(e.card, self.scene.turned, None, "deal_move"))

    def _step_play(self, e, kept, gap) -> None:
        self.steps.add(lambda: self._move_show(e.card, self.scene.trick, e.seat, "play"))

    def _step_gather(self, e, kept, gap) -> None:
        cards = [(s, c) for s, c in e.get("cards", [])]
        kept = [k for k in kept if k in cards]     # a matto kept in this trick, not another
        self.steps.add(lambda: None, self.t("trick_pause"))    # (a whole hand's events at once:
        self.steps.add(lambda: self._gather(e.seat, cards, kept))  # a match opened, an undo)

    def _step_draw(self, e, kept, gap) -> None:        # the draws follow closely, then settle
        self.steps.add(lambda: self._move_show(e.card, self.scene.hands[e.seat], None, "draw"),
                       gap, settle=False)

    def _step_banner(self, e, kept, gap) -> None:
        data = e.fields()
        self.steps.add(lambda: self._declared(e.seat, data), self.t("declare"))

    def _step_exchange(self, e, kept, gap) -> None:
        self.steps.add(lambda: self._exchanged(e.seat, e.card, e.get("took")), self.t("declare"))

    def _step_give(self, e, kept, gap) -> None:
        self.steps.add(lambda: self._given(e.seat, e.card, e.get("to"), e.kind == "matto_lost"),
                       self.t("declare") * 0.7)

    def _step_none(self, e, kept, gap) -> None:
        """Nothing to move: a turn, a bonus, the hand's end (the controller asks the next
        seat or closes the hand after the last step); the matto kept goes with its trick."""

    def _step_auction(self, e, kept, gap) -> None:
        """A bid, a pass or the trump named: in front of the seat (on its plate) and in the
        log."""
        self.steps.add(lambda: self._auction_event(e), self.t("play"))

    def _step_call(self, e, kept, gap) -> None:
        self.steps.add(lambda: self._called(e.seat, e.card, e.get("suit"), e.get("target")),
                       self.t("declare"))

    def _step_reveal(self, e, kept, gap) -> None:
        self.steps.add(lambda: self._revealed(e.seat, e.get("caller")), self.t("declare"))

    STEPS = {"deal": _step_deal, "turned": _step_turned, "play": _step_play,
             "gather": _step_gather, "draw": _step_draw, "banner": _step_banner,
             "exchange": _step_exchange, "give": _step_give, "none": _step_none,
             "auction": _step_auction, "call": _step_call, "reveal": _step_reveal}

    def _show(self, what: str) -> None:
        if self.speed <= 0 or self.restoring:
            self._dirty = True
        else:
            self.scene.relayout(self.t(what))

    def _move_show(self, card: str, pile, owner, what: str) -> None:
        self.scene.move(card, pile, owner)
        self._labels(points=False)
        self._show(what)
        if what == "play" and owner is not None:
            self.announce(tr("{who} {card}", who=does(self.name(owner), "plays"),
                              card=card_long_name(card, self.seated.deck)))

    def _gather(self, winner: int, pairs: list[tuple[int, str]], kept=()) -> None:
        """The trick event's cards go to the winner's pile, but a matto its player keeps
        (a `matto_kept` event) goes back to that player's pile, across and face up."""
        scene = self.scene
        pile = scene.piles[self.pile_of(winner)]
        if self.counting():      # where the rules forbid looking back at the tricks, the
            self.log(LogLine(self._trick_line, winner, list(pairs), list(kept)))   # log keeps none

        if pairs:
            self.last_seen_trick = (pairs[0][0], [c for _, c in pairs], winner)
        for _, card in pairs:
            scene.move(card, pile)
        for seat, card in kept:
            keep = scene.piles[self.pile_of(seat)]
            scene.move(card, keep)
            keep.sideways.add(card)
        scene.hide_banner()
        self._labels()
        self._show("gather")
        self._trick_taken()          # the rim and the status now name the next to act
        running = self.running_points()
        if running is None:
            self.announce(tr("Trick to {name}.", name=self.name(winner)))
            return
        # a team's name has commas of its own ("You, Bruno and Dario"): sides apart by ";",
        # each with its points ("Player 3 (40 points)", never "Player 3 40": text.named_score)
        scores = "; ".join(named_score(self.side_name(s), points_text(n)) for s, n in enumerate(running))
        self.announce(tr("Trick to {name}. Points: {scores}.", name=self.name(winner),
                          scores=scores))

    def _trick_line(self, winner: int, pairs: list[tuple[int, str]], kept) -> str:
        """The log's line for a trick: who took it, then each card with the name of who
        played it, in the order they were played ("Trick to Anna: Bruno (7♥), You (A♠),
        Anna (3♠), Carla (K♦)": `played_by`), in every game, two players too (one rule:
        docs/table.md). A name and its card are one piece a wrapped line never breaks
        (no-break spaces, as the points of a hand's last line). A matto its player keeps
        is named where it was played, and the line ends saying who keeps it."""
        deck = self.seated.deck
        cards = ", ".join(played_by(self.name(s), card_name(c, deck)) for s, c in pairs)
        name = self.name(winner)
        if not kept:
            return tr("Trick to {name}: {cards}", name=name, cards=cards)
        keeper = self.name(kept[0][0])
        if is_you(keeper):
            return tr("Trick to {name}: {cards}; the matto stays with you", name=name,
                      cards=cards)
        return tr("Trick to {name}: {cards}; the matto stays with {keeper}", name=name,
                  cards=cards, keeper=keeper)

    def _auction_event(self, e) -> None:
        deck = self.seated.deck
        if e.kind == "bid":
            bid = bid_word(e.get("bid"), deck, self.on_table.variant.family)
            detail = tr("bid: {bid}", bid=bid)        # under any plate, "You" too
        elif e.kind == "pass":
            detail = tr("passed")
        else:
            detail = tr("trumps: {suit}", suit=suit_word(e.get("suit"), deck))
        self.scene.plates[e.seat].set_state(detail=detail)
        line = self.log(LogLine(self._auction_line, e.seat, e.kind, e.get("bid"), e.get("suit")))
        self.announce(line)

    def _auction_line(self, seat: int, kind: str, bid, suit) -> str:
        """The log's line for a bid, a pass or the trump named."""
        name, deck = self.name(seat), self.seated.deck
        if kind == "bid":
            said = bid_word(bid, deck, self.on_table.variant.family)
            return tr("{who} {bid}", who=does(name, "bids"), bid=said)   # "Tu offri l’Asso"
        if kind == "pass":
            return does(name, "passes")
        return f"{does(name, 'names')} {suit_word(suit, deck)}"

    def _called(self, seat: int, card: str, suit: str, target: int) -> None:
        """The call: the trump suit and the called card shown; each plate back to its
        detail, the caller's marked."""
        self.trump_suit = suit
        self.roles = {seat: "caller"}
        self.refresh_plates()
        self._labels()                   # the trump's tag first: the banner leaves it in sight
        title, detail = self._call_words(seat, card, suit, target)
        self.scene.show_banner(title, detail, [card])
        line = self.log(LogLine(self._call_line, seat, card, suit, target))
        self.announce(line)

    def _call_words(self, seat: int, card: str, suit: str, target: int) -> tuple[str, str]:
        """The call's banner: who calls which card, the trumps and the points to make."""
        deck = self.seated.deck
        title = tr("{who} {card}", who=does(self.name(seat), "calls"), card=called_name(card, deck))
        return title, self.word("called_detail", trump=suit_word(suit, deck), points=target)

    def _call_line(self, seat: int, card: str, suit: str, target: int) -> str:
        title, detail = self._call_words(seat, card, suit, target)
        return f"{title}. {detail}."

    def _revealed(self, seat: int, caller: int) -> None:
        """The called card played: the partner's seat is known to all."""
        self.hand_sides = list(self._table_obs()["sides"])
        if seat != caller:
            self.roles[seat] = "partner"
        self.refresh_plates()
        line = self.log(LogLine(self._revealed_line, seat, caller))
        self.scene.show_banner(line, "", [])
        self.announce(line)

    def _revealed_line(self, seat: int, caller: int) -> str:
        if seat == caller and is_you(self.name(seat)):
            return tr("You played the called card: alone against four")
        if seat == caller:
            return tr("{name} played the called card: alone against four", name=self.name(seat))
        if is_you(self.name(caller)):
            return tr("{name} is your partner", name=self.name(seat))
        if is_you(self.name(seat)):
            return tr("You are the partner of {caller}", caller=self.name(caller))
        return tr("{name} is the partner of {caller}", name=self.name(seat), caller=self.name(caller))

    def _declared(self, seat: int, data: dict) -> None:
        title, detail = declaration_sentence(self.name(seat), data, self.seated.deck)
        self.scene.show_banner(title, detail, data.get("cards", []))
        line = self.log(LogLine(lambda: declaration_line(self.name(seat), data, self.seated.deck)))
        self.announce(line)
        self._labels()

    def _exchanged(self, seat: int, two: str, took: str | None) -> None:
        scene = self.scene
        if took:
            scene.move(took, scene.hands[seat])
        scene.move(two, scene.turned)
        deck, name = self.seated.deck, self.name(seat)
        taken = card_name(took or "", deck)
        scene.show_banner(tr("{name}: exchange", name=name), f"{card_name(two, deck)} \u21c4 {taken}",
                          [two] + ([took] if took else []))
        line = self.log(LogLine(self._exchange_line, seat, two, took))
        self.announce(line)
        self._show("draw")

    def _exchange_line(self, seat: int, two: str, took: str | None) -> str:
        deck = self.seated.deck
        return tr("{who} {card} for the turned trump, the {card_taken}",
                  who=does(self.name(seat), "exchanges"), card=card_name(two, deck),
                  card_taken=card_name(took or "", deck))

    def _given_line(self, seat: int, card: str, other: int, lost: bool) -> str:
        """The log's line for the matto's debt settled, or never paid."""
        if lost and is_you(self.name(other)):
            return tr("The matto was never paid for: it goes to you")
        if lost:
            return tr("The matto was never paid for: it goes to {name}", name=self.name(other))
        return tr("{who} {card} for the matto", who=does(self.name(seat), "gives"),
                  card=card_name(card, self.seated.deck))

    def _given(self, seat: int, card: str, other: int, lost: bool) -> None:
        """The matto's debt settled: `card` (the one given, or the matto itself when the
        debt was never paid) goes across the table, to the pile of `other`, the receiver
        the event names."""
        scene = self.scene
        for pile in scene.piles:
            pile.sideways.clear()
        scene.move(card, scene.piles[self.pile_of(other)])
        deck, name = self.seated.deck, self.name(seat)
        if lost:
            title = tr("The matto goes to you") if is_you(self.name(other)) else \
                tr("The matto goes to {name}", name=self.name(other))
            scene.show_banner(title, "", [card])
        else:
            scene.show_banner(tr("{name}: for the matto", name=name), card_name(card, deck), [card])
        line = self.log(LogLine(self._given_line, seat, card, other, lost))
        self.announce(line)
        self._labels()
        self._show("gather")
