"""Tarocchi a pizzico (docs/rules.md section 5): 78 cards, 15 each, no turned trump, replies that
must follow suit or play a tarot, the matto and the card owed for it, drawn cards shown to
the opponent, buone declared before playing, and the bagatto ultimo."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any, cast

from ...engine.actions import ActionKind, argument, card_text, cards_of, kind_of, register_action
from ...engine.cards import MATTO, SUIT, SUITS
from ...engine.events import Event, make, register_event
from ...engine.messages import Message, Refusal, template
from ...engine.registry import Variant
from ...engine.state import (HAND_OVER, NOT_IN_HAND, NOT_NOW, HandResult, HandState, LogEntry,
                             outcome_returns)
from ...engine.tricks import draw_order
from .cards import tarot_card_points, tarot_honours, tarot_strength

FIGURES = ("J", "C", "Q", "K")
FIGURE_WORDS = {"J": "fanti", "C": "cavalli", "Q": "donne", "K": "re"}   # the deck's names
SUIT_WORDS = {"H": "coppe/cuori", "D": "denari/quadri", "C": "bastoni/fiori", "S": "spade/picche"}
DRAWN_TRICKS = 24
BAGATTO_ULTIMO = 20             # the last trick with the T1 in it
BUONE = ("tarocchi", "gatti", "famiglia", "quaterno", "terno")

NO_CARDS = template("action.no_cards", "the {buona} declaration lists no cards")

OWE = template("illegal.matto.owe",
               "you owe a card for the matto: give one of the cards taken since you played it")
TAROT_LED = template("illegal.tarot_led", "a tarot was led: you must answer with a tarot (or the matto)")
FOLLOW = template("illegal.follow", "you must follow suit ({suit}) or play the matto",
                  suit_words=SUIT_WORDS)
GIVE_WHICH = template("illegal.matto.give_which",
                      "give one of the cards taken in the tricks won since the matto")
GIVE_NOTHING = template("illegal.matto.nothing", "you owe no card for the matto now")
VOID = template("illegal.void", "void in the suit led, you must play a tarot (or the matto)")
# the same refusals to a player who no longer holds the matto: it is not offered to them
TAROT_LED_PLAIN = template("illegal.tarot_led.plain", "a tarot was led: you must answer with a tarot")
FOLLOW_PLAIN = template("illegal.follow.plain", "you must follow suit ({suit})",
                        suit_words=SUIT_WORDS)
VOID_PLAIN = template("illegal.void.plain", "void in the suit led, you must play a tarot")
B_TWICE = template("buona.card_twice", "a card is shown twice")
B_MISSING = template("buona.not_in_hand", "{cards} not in your hand")
B_TAROTS_ONLY = template("buona.tarocchi.tarots_only",
                         "tarocchi shows tarots only (the matto is not a tarot)")
B_TAROTS_TEN = template("buona.tarocchi.ten", "tarocchi needs at least 10 tarots")
B_TAROTS_MORE = template("buona.tarocchi.more",
                         "you already scored {count} tarots; show more to score again")
B_GATTI = template("buona.gatti.cards", "gatti is the matto with {card1} and {card2}")
B_GATTI_DONE = template("buona.gatti.done", "gatti was already declared")
B_FIGURES = template("buona.figures", "{buona} is made of fanti, cavalli, donne or re")
B_FAMIGLIA = template("buona.famiglia.cards",
                      "famiglia is the fante, cavallo, donna and re of one suit")
B_FAMIGLIA_DONE = template("buona.famiglia.done", "that famiglia was already declared")
B_ONE_RANK = template("buona.one_rank", "{buona} shows cards of one rank")
B_QUATERNO = template("buona.quaterno.cards", "quaterno shows all four")
B_QUATERNO_DONE = template("buona.quaterno.done", "that quaterno was already declared")
B_TERNO = template("buona.terno.cards", "terno shows three")
B_TERNO_DONE = template("buona.terno.done", "that terno was already declared")


# --- the rules, as pure functions (the state, the play-out, the endgame and the hint) ---
def trick_winner(leader: int, lead: str, reply: str, strength: Mapping[str, int]) -> int:
    """Two seats: the matto never wins (nor loses: its player keeps it, see `matto_keeper`);
    a matto led gives the trick to the reply; otherwise the higher card of the suit led, or
    a tarot on a suit (docs/rules.md section 5)."""
    if reply == MATTO:
        return leader
    if lead == MATTO:
        return 1 - leader
    if SUIT[reply] == SUIT[lead]:
        return 1 - leader if strength[reply] > strength[lead] else leader
    return 1 - leader if SUIT[reply] == "T" else leader


def winner_of(leader: int, cards: Sequence[str], trump: str | None,
              strength: Mapping[str, int], n: int = 2) -> int:
    """`trick_winner` with the families' common signature (engine/registry.py)."""
    return trick_winner(leader, cards[0], cards[1], strength)


def matto_keeper(leader: int, cards: Sequence[str]) -> int | None:
    """The seat that played the matto in this two-card trick (it keeps it), or None when the
    matto is not in it."""
    if MATTO not in cards:
        return None
    return leader if cards[0] == MATTO else 1 - leader


def matto_receiver(owner: int) -> int:
    """The seat that receives the card owed for the matto (or the matto itself when the
    debt was never paid): the matto player's opponent."""
    return 1 - owner


def replies(hand: Sequence[str], led: str | None, *rest: Any) -> list[str]:
    """The cards of `hand` that may answer `led` (None: a lead, any card): follow suit, else
    a tarot, else anything; the matto may always be played; after a led matto, anything."""
    if led is None or led == MATTO:
        return list(hand)
    suit = SUIT[led]
    same = [c for c in hand if SUIT[c] == suit]
    if not same and suit != "T":
        same = [c for c in hand if SUIT[c] == "T"]
    if not same:
        return list(hand)
    if MATTO in hand:
        same.append(MATTO)
    return same


def packets_of_five(dealer: int, n: int, hand_size: int) -> list[int]:
    """The deal: packets of five, the dealer's opponent first (two seats)."""
    opponent = 1 - dealer
    return [opponent if (i // 5) % 2 == 0 else dealer for i in range(n * hand_size)]


def buona_worth(kind: str, cards: Sequence[str], scored: Mapping[str, int]) -> int:
    """What a valid buona scores, given what its player has scored already (`scored`: the
    state's record of buone): tarocchi one per tarot beyond those scored; gatti, famiglia
    and quaterno 10 (a quaterno 5 after its rank's terno); terno 5."""
    if kind == "tarocchi":
        return len(cards) - scored.get("tarocchi", 0)
    if kind == "terno":
        return 5
    if kind == "quaterno":
        return 5 if "terno" + cards[0][:-1] in scored else 10
    return 10


def buona(kind: str, cards: Sequence[str]) -> str:
    """The action of declaring buona `kind` with `cards`."""
    return f"{kind}:{','.join(cards)}"


class TarocchiHand(HandState):
    MOVES = frozenset({"play", "give", *BUONE})

    def __init__(self, variant: Variant, options: Mapping[str, Any], deck: list[str],
                 dealer: int):
        super().__init__(variant, options, deck, dealer)
        self.new_rules = bool(options.get("new_rules"))
        self.strength = tarot_strength(self.new_rules)
        self.gatti_cards = ("M", "T1", "T21" if self.new_rules else "T20")
        opponent = 1 - dealer
        self.hands = [[], []]
        positions = packets_of_five(dealer, 2, variant.hand_size)
        for i, seat in enumerate(positions):            # packets of 5, the dealer's opponent first
            self.hands[seat].append(deck[i])
        self.talon = deck[len(positions):]
        self.tpos = 0
        self.leader = self.turn = opponent
        self.trick: list[str] = []
        self.captured = [[], []]
        self.points = [0, 0]                            # buone and bagatto so far
        self.bonus_list: list[list[dict[str, Any]]] = [[], []]
        self.scored: list[dict[str, int]] = [{}, {}]    # per seat: what each buona has scored
        self.tricks_played = 0
        self.total_tricks = 39
        self.matto_owner: int | None = None             # played the matto and still owes a card
        self.matto_seat: int | None = None
        self.give_pool: list[str] = []
        self.giving = False

    def _copy_containers(self, other: HandState) -> None:
        super()._copy_containers(other)
        twin = cast(TarocchiHand, other)
        self.bonus_list = [list(b) for b in twin.bonus_list]
        self.scored = [dict(s) for s in twin.scored]
        self.give_pool = list(twin.give_pool)

    def talon_size(self) -> int:
        return len(self.talon) - self.tpos

    # --- legality ----------------------------------------------------------------------
    def replies(self) -> list[str]:
        """The cards the seat to act may play now (declarations aside)."""
        return replies(self.hands[self.turn], self.trick[0] if self.trick else None)

    def owes_now(self) -> bool:
        """The seat to act played the matto and may now pay for it (docs/rules.md 5, "The
        matto"): any card captured in a trick it won since, at a turn of its choice."""
        return self.turn == self.matto_owner and bool(self.give_pool)

    def legal_actions(self) -> list[str]:
        if self.turn < 0:
            return []
        gives = ["give:" + c for c in self.give_pool] if self.owes_now() else []
        if self.giving:
            return gives
        return gives + self._buone_offers() + self.replies()

    def refusal(self, action: str) -> Message | None:
        if self.turn < 0:
            return Message(HAND_OVER)
        kind = kind_of(action)
        if kind not in self.MOVES:
            return self._why(action)
        if kind == "give":
            if self.owes_now() and argument(action) in self.give_pool:
                return None
            if self.turn == self.matto_owner:
                return Message(GIVE_WHICH)
            return Message(GIVE_NOTHING)
        if self.giving:
            return Message(OWE)
        if kind in BUONE:
            return self._buona_value(self.turn, action)[1]
        if kind != "play":
            return Message(NOT_NOW, action=action)
        if action not in self.hands[self.turn]:
            return Message(NOT_IN_HAND, card=action)
        if action in self.replies():
            return None
        led = SUIT[self.trick[0]]
        matto = MATTO in self.hands[self.turn]      # the matto is named only to its holder
        if led == "T":
            return Message(TAROT_LED if matto else TAROT_LED_PLAIN)
        if any(SUIT[c] == led for c in self.hands[self.turn]):
            return Message(FOLLOW if matto else FOLLOW_PLAIN, suit=led)
        return Message(VOID if matto else VOID_PLAIN)

    # --- buone -------------------------------------------------------------------------
    def _buona_value(self, seat: int, action: str) -> tuple[int, Message | None]:
        """(points, None) for a valid declaration by `seat`, else (0, reason)."""
        kind, cards = kind_of(action), cards_of(action)
        hand, done = self.hands[seat], self.scored[seat]
        if len(set(cards)) != len(cards):
            return 0, Message(B_TWICE)
        missing = [c for c in cards if c not in hand]
        if missing:
            return 0, Message(B_MISSING, cards=missing)
        if kind == "tarocchi":
            if any(SUIT[c] != "T" for c in cards):
                return 0, Message(B_TAROTS_ONLY)
            if len(cards) < 10:
                return 0, Message(B_TAROTS_TEN)
            before = done.get("tarocchi", 0)
            if len(cards) <= before:
                return 0, Message(B_TAROTS_MORE, count=before)
            return buona_worth(kind, cards, done), None
        if kind == "gatti":
            if sorted(cards) != sorted(self.gatti_cards):
                return 0, Message(B_GATTI, card1=self.gatti_cards[1], card2=self.gatti_cards[2])
            if "gatti" in done:
                return 0, Message(B_GATTI_DONE)
            return buona_worth(kind, cards, done), None
        figures = [c for c in cards if c[:-1] in FIGURES and SUIT[c] in SUITS]
        if len(figures) != len(cards):
            return 0, Message(B_FIGURES, buona=kind)
        if kind == "famiglia":
            suits = {SUIT[c] for c in cards}
            if len(cards) != 4 or len(suits) != 1 or {c[:-1] for c in cards} != set(FIGURES):
                return 0, Message(B_FAMIGLIA)
            key = "famiglia" + suits.pop()
            if key in done:
                return 0, Message(B_FAMIGLIA_DONE)
            return buona_worth(kind, cards, done), None
        ranks = {c[:-1] for c in cards}
        if len(ranks) != 1:
            return 0, Message(B_ONE_RANK, buona=kind)
        rank = ranks.pop()
        if kind == "quaterno":
            if len(cards) != 4:
                return 0, Message(B_QUATERNO)
            if "quaterno" + rank in done:
                return 0, Message(B_QUATERNO_DONE)
            return buona_worth(kind, cards, done), None
        if len(cards) != 3:                            # terno
            return 0, Message(B_TERNO)
        if "terno" + rank in done or "quaterno" + rank in done:
            return 0, Message(B_TERNO_DONE)
        return buona_worth(kind, cards, done), None

    def _buone_offers(self, seat: int | None = None) -> list[str]:
        """The buone the seat to act (or `seat`) may declare from its hand now."""
        seat = self.turn if seat is None else seat
        hand = self.hands[seat]
        done = self.scored[seat]
        tarots: list[str] = []
        by_rank: dict[str, list[str]] = {}
        by_suit: dict[str, int] = {}
        for card in hand:
            suit = SUIT[card]
            if suit == "T":
                tarots.append(card)
            elif suit != "M" and card[:-1] in FIGURES:
                by_rank.setdefault(card[:-1], []).append(card)
                by_suit[suit] = by_suit.get(suit, 0) + 1
        offers = []
        before = done.get("tarocchi", 0)
        if len(tarots) >= 10 and len(tarots) > before:
            tarots.sort(key=lambda c: int(c[1:]))
            for k in range(max(10, before + 1), len(tarots) + 1):
                offers.append(buona("tarocchi", tarots[:k]))
        if "gatti" not in done and all(c in hand for c in self.gatti_cards):
            offers.append(buona("gatti", self.gatti_cards))
        for suit, count in by_suit.items():
            if count == 4 and "famiglia" + suit not in done:
                offers.append(buona("famiglia", [f + suit for f in FIGURES]))
        for rank, held in by_rank.items():
            if len(held) < 3 or "quaterno" + rank in done:
                continue
            held = [rank + s for s in SUITS if rank + s in held]
            if len(held) == 4:
                offers.append(buona("quaterno", held))
            if "terno" + rank not in done:
                offers.extend(buona("terno", trio) for trio in combinations(held, 3))
        return offers

    def declarable_points(self, seat: int) -> int:
        """The most that `seat` may still score by declaring the buone its hand holds
        ("in any trick", docs/rules.md 5: a buona kept in hand is declared at its next
        turn just as well): per buona (the tarocchi, the gatti, each famiglia's suit, each
        rank's terno or quaterno), its best offer."""
        best: dict[str, int] = {}
        for action in self._buone_offers(seat):
            kind, cards = kind_of(action), cards_of(action)
            key = kind if kind in ("tarocchi", "gatti") else (
                kind + SUIT[cards[0]] if kind == "famiglia" else "rank" + cards[0][:-1])
            best[key] = max(best.get(key, 0), self._buona_value(seat, action)[0])
        return sum(best.values())

    def buona_points(self, action: str, seat: int | None = None) -> int:
        """What declaring `action` would score now (0 if it is not valid)."""
        return self._buona_value(self.turn if seat is None else seat, action)[0]

    # --- playing -----------------------------------------------------------------------
    def _apply(self, action: str) -> None:
        seat, kind = self.turn, kind_of(action)
        self.actions.append((seat, action))
        if kind == "play":
            self._play(seat, action)
        elif kind == "give":
            self._give(seat, argument(action))
        else:
            self._declare(seat, action)

    def _declare(self, seat: int, action: str) -> None:
        value, _ = self._buona_value(seat, action)
        kind, cards = kind_of(action), cards_of(action)
        done = self.scored[seat]
        if kind == "tarocchi":
            done["tarocchi"] = len(cards)
        elif kind == "gatti":
            done["gatti"] = 1
        elif kind == "famiglia":
            done["famiglia" + SUIT[cards[0]]] = 1
        else:
            done[kind + cards[0][:-1]] = 1
        self.points[seat] += value
        self.bonus_list[seat].append({"name": kind, "cards": list(cards), "points": value})
        self.events.append(("declare", seat, None,
                            {"declare": kind, "cards": list(cards), "points": value}, False))

    def _play(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        self.trick.append(card)
        self.events.append(("play", seat, card, None, False))
        if len(self.trick) < 2:
            self.turn = 1 - seat
            return
        leader, cards = self.leader, self.trick
        winner = self.trick_winner(leader, cards)
        loser = 1 - winner
        taken = list(cards)
        owner = matto_keeper(leader, cards)
        if owner is not None:                           # its player keeps it, and owes a card
            taken.remove(MATTO)
            self.captured[owner].append(MATTO)
            self.matto_owner = self.matto_seat = owner
        elif winner == self.matto_owner:
            self.give_pool.extend(taken)
        self.captured[winner].extend(taken)
        self.tricks_played += 1
        if self.tricks_played == self.total_tricks and "T1" in cards:
            self.points[winner] += BAGATTO_ULTIMO
            self.bonus_list[winner].append({"name": "bagatto ultimo", "points": BAGATTO_ULTIMO})
        self.events.append(("trick", winner, None, {"cards": list(cards)}, False))
        self.last_trick = (leader, cards, winner)
        self.trick = []
        self.leader = winner
        self._next_trick(winner, loser)

    def _give(self, seat: int, card: str) -> None:
        self.captured[seat].remove(card)
        self.captured[matto_receiver(seat)].append(card)
        self.events.append(("give", seat, card, None, False))
        last = self.giving                  # the hand's last trick is behind: it ends now
        self.giving = False
        self.matto_owner = None
        self.give_pool = []
        if last:
            self.turn = -1

    def _next_trick(self, winner: int, loser: int) -> None:
        if self.tpos < len(self.talon):
            for seat in draw_order(winner, 2):          # each drawn card is shown to the opponent
                card = self.talon[self.tpos]
                self.tpos += 1
                self.hands[seat].append(card)
                self.events.append(("draw", seat, card, None, False))
        if not self.hands[winner]:
            if self.matto_owner is not None and self.give_pool:   # pay now, before the end
                self.giving = True
                self.turn = self.matto_owner
                return
            if self.matto_owner is not None:           # never repaid: the matto goes across
                owner = self.matto_owner
                self.captured[owner].remove(MATTO)
                self.captured[matto_receiver(owner)].append(MATTO)
                self.events.append(("give", owner, MATTO, {"matto": True}, False))
                self.matto_owner = None
            self.turn = -1
        else:
            self.turn = winner

    def trick_winner(self, leader: int, cards: list[str]) -> int:
        return trick_winner(leader, cards[0], cards[1], self.strength)

    # --- scoring -------------------------------------------------------------------------
    def card_points(self) -> list[int]:
        return [tarot_card_points(pile, self.new_rules) for pile in self.captured]

    def running_points(self) -> list[int]:
        return [p + c for p, c in zip(self.points, self.card_points())]

    def result(self) -> HandResult:
        cards = self.card_points()
        points = [p + c for p, c in zip(self.points, cards)]
        winner = None if points[0] == points[1] else points.index(max(points))
        return HandResult(points, cards, [list(b) for b in self.bonus_list], winner,
                          list(self.sides), outcome_returns(self.sides, winner))

    def trick_points(self, cards: Sequence[str]) -> int:
        """The honours only: the count of one point per three cards is made at the end."""
        honours = tarot_honours(self.new_rules)
        return sum(honours.get(c, 0) for c in cards)

    def bonus_lists(self) -> list[list[dict[str, Any]]]:
        return self.bonus_list

    def declaration_points(self, action: str) -> int | None:
        return self.buona_points(action) if kind_of(action) in BUONE else None

    def after_trick_events(self) -> list[Event]:
        assert self.last_trick is not None
        leader, cards, _ = self.last_trick
        owner = matto_keeper(leader, cards)
        return [] if owner is None else [make("matto_kept", owner, MATTO)]

    def translate_entry(self, entry: LogEntry) -> list[Event]:
        kind, seat, card, data, _ = entry
        if kind == "give":
            lost = bool((data or {}).get("matto"))
            return [make("matto_lost" if lost else "matto_paid", seat, card,
                         to=matto_receiver(seat))]
        return super().translate_entry(entry)

    def _observation_extras(self, seat: int) -> dict[str, Any]:
        return {"leader": self.leader, "tricks_played": self.tricks_played,
                "total_tricks": self.total_tricks, "giving": self.giving,
                "matto_owes": self.matto_owner, "scored_buone": [dict(s) for s in self.scored],
                "captured_counts": [len(c) for c in self.captured]}


    # --- what a seat knows ---------------------------------------------------------------
    def _set_from_information(self, obs: Mapping[str, Any], hands: Mapping[int, list[str]],
                              talon: list[str]) -> None:
        """The hidden talon, the buone scored, the points that are not card points, the
        matto's debt and what may pay it."""
        self.talon = list(talon)
        self.tpos = 0
        self.scored = [dict(s) for s in obs["scored_buone"]]
        cards = [tarot_card_points(p, self.new_rules) for p in self.captured]
        self.points = [p - c for p, c in zip(obs["points"], cards)]
        self.matto_owner = obs.get("matto_owes")
        self.matto_seat = self.matto_owner
        self.giving = bool(obs.get("giving"))
        self.give_pool = matto_pool(obs)
        self.bonus_list = [[], []]

    @classmethod
    def piles_from_history(cls, obs: Mapping[str, Any]) -> list[list[str]]:
        """Each seat's pile: the trick to its winner, but the matto to its player, and the
        cards given for it across."""
        piles: list[list[str]] = [[], []]
        trick: list[str] = []
        leader = 0
        for e in obs["history"]:
            kind = e["event"]
            if kind == "play":
                if not trick:
                    leader = e["seat"]
                trick.append(e["card"])
            elif kind == "trick":
                winner = e["seat"]
                owner = matto_keeper(leader, trick)
                if owner is not None:                   # its player keeps it
                    piles[owner].append(MATTO)
                    piles[winner].extend(c for c in trick if c != MATTO)
                else:
                    piles[winner].extend(trick)
                trick = []
            elif kind == "give":
                card, giver = e["card"], e["seat"]
                piles[giver].remove(card)
                piles[matto_receiver(giver)].append(card)
        return piles

    @classmethod
    def count_points(cls, obs: Mapping[str, Any]) -> list[int]:
        """Buone, the bagatto ultimo and the piles counted by threes with their honours."""
        points = [0, 0]
        trick: list[str] = []
        tricks = 0
        for e in obs["history"]:
            kind = e["event"]
            if kind == "declare":
                points[e["seat"]] += e.get("points", 0)
            elif kind == "play":
                trick.append(e["card"])
            elif kind == "trick":
                tricks += 1
                if tricks == obs.get("total_tricks") and "T1" in trick:
                    points[e["seat"]] += BAGATTO_ULTIMO
                trick = []
        new_rules = bool((obs.get("options") or {}).get("new_rules"))
        return [p + tarot_card_points(pile, new_rules)
                for p, pile in zip(points, cls.piles_from_history(obs))]


def matto_pool(obs: Mapping[str, Any]) -> list[str]:
    """The cards the matto's player has taken since playing it and may give, read from
    an observation's public history."""
    owner = obs.get("matto_owes")
    if owner is None:
        return []
    pool: list[str] = []
    trick: list[str] = []
    started = False
    for e in obs["history"]:
        kind = e["event"]
        if kind == "play":
            trick.append(e["card"])
        elif kind == "trick":
            if MATTO in trick:
                started, pool = True, []
            elif started and e["seat"] == owner:
                pool.extend(trick)
            trick = []
        elif kind == "give":
            started, pool = False, []
    return pool


def _buona_from_json(obj: dict[str, Any]) -> str:
    cards = obj.get("cards")
    if not isinstance(cards, list) or not cards:
        raise Refusal(NO_CARDS, buona=obj["declare"])
    return buona(obj["declare"], [card_text(c) for c in cards])


GIVE_LABEL = template("action.give", "Give {card}")
BUONA_LABEL = template("action.buona", "{buona}: {cards}")
TAROCCHI_LABEL = template("action.tarocchi", "Tarocchi: {count} tarots")
register_action(ActionKind(
    "give", "give", lambda a: {"give": argument(a)}, lambda obj: "give:" + card_text(obj["give"]),
    label=GIVE_LABEL, label_args=lambda a: {"card": argument(a)}, example="give:5S"))
_EXAMPLES = {"tarocchi": "T1,T2,T3,T4,T5,T6,T7,T8,T9,T10", "gatti": "M,T1,T20",
             "famiglia": "JH,CH,QH,KH", "quaterno": "KH,KD,KC,KS", "terno": "QH,QD,QC"}
for _kind in BUONE:
    register_action(ActionKind(
        _kind, "declare", lambda a: {"declare": kind_of(a), "cards": cards_of(a)},
        _buona_from_json, label=TAROCCHI_LABEL if _kind == "tarocchi" else BUONA_LABEL,
        label_args=lambda a: {"buona": kind_of(a), "cards": cards_of(a),
                              "count": len(cards_of(a))}, declare=_kind,
        example=buona(_kind, _EXAMPLES[_kind].split(","))))
register_event("matto_kept", "none")
register_event("matto_paid", "give")
register_event("matto_lost", "give")
