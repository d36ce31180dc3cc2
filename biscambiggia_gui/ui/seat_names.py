"""The names the table says (a mixin of GameController, to keep each module short): a
seat's name and what sits there (a person, a computer of a level), the parties of the
standing and of a finished hand, the plates' second lines and colours, and the log's lines
for a hand dealt and a hand finished. Every word comes from ui/text.py and ui/messages.py."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine import Match
from ..engine.messages import plain
from .logline import LogLine
from .messages import hand_word, word
from .setup import COMPUTER, variant_title
from .text import LEVEL_NAMES, level_name, named_score, names_joined, points_text, score_text, seat_display, tr

if TYPE_CHECKING:                      # for the checker: the controller's parts used here
    from PySide6.QtCore import QObject

    from .setup import MatchSetup
    from .table.scene import TableScene
    _Controller = QObject
else:
    _Controller = object


def who_sits(s) -> str:
    """A plate's words for who plays a seat (a SeatSetup): "person", or the computer and
    its level. A seat read from a record (the review) may name what this version does not
    know: said so, the record's word shown plainly (engine.messages.plain: one short line),
    never as if it were one of ours ("grandmaster computer")."""
    if s.is_person:
        return tr("person")
    if s.kind != COMPUTER:
        return tr("unknown player ({kind})", kind=plain(s.kind))
    if s.level not in LEVEL_NAMES:
        return tr("computer of unknown level ({level})", level=plain(s.level))
    return tr("{level} computer", level=level_name(s.level))


class SeatNames(_Controller):
    """Mixed into GameController, whose parts it uses (declared here for the checker)."""
    scene: TableScene
    setup: MatchSetup | None
    match: Match | None
    roles: dict[int, str]
    hand_sides: list | None
    if TYPE_CHECKING:
        @property
        def seated(self) -> MatchSetup: ...
        @property
        def on_table(self) -> Any: ...
        def log(self, line: LogLine) -> str: ...
        def _table_obs(self) -> dict: ...

    def title(self) -> str:
        return variant_title(self.on_table.variant)

    def name(self, seat: int) -> str:
        return seat_display(self.setup, seat)            # "You play" goes by seat, not by text

    def _log_hands_before(self, match: Match) -> None:
        """The lines of the hands finished before the current one, as the log said them
        when they were played (who dealt, who took the hand and the points), without their
        tricks: a resumed match's log started at the current hand, and the hands before it,
        which the standing counts, were nowhere to be read."""
        for index, result in enumerate(match.results[:len(match.hands) - 1]):
            self.log(LogLine(self._dealt_line, match, index, match.hands[index].dealer))
            self.log(LogLine(self._result_line, result))

    def _dealt_line(self, match: Match, index: int, dealer: int) -> str:
        """"Hand 3: dealer Anna" for deal `index` of `match` ("Deal 3" in Briscola: the game's
        words; "Hand 3, dealt again" after a deal everyone passed: messages.hand_word)."""
        return hand_word(match, index, "dealt", name=self.name(dealer))

    def word(self, key: str, **args) -> str:
        """One of the game's words (engine/registry.py `Family.words`), filled in."""
        return word(self.on_table.variant.family, key, **args)

    def seat_side(self, seat: int) -> int | None:
        """The side of `seat` as the table may show it: from the observation of the seat
        the screen shows (of seat 0 when none), None where that seat cannot know it."""
        return self._table_obs()["sides"][seat]

    def is_person(self, seat: int) -> bool:
        return self.seated.seats[seat].is_person

    def side_name(self, side: int, glued: bool = False) -> str:
        """The name of a party of the standing: a side, or a player (a seat its own side);
        `glued`: a team's last name held to the word before it (text.names_joined)."""
        v = self.on_table.variant
        seating = v.seat_sides
        if not v.teams or seating is None:
            return self.name(side)
        return names_joined([self.name(s) for s in range(v.players) if seating[s] == side], glued)

    def hand_side_name(self, result, side: int) -> str:
        """The name of a side of a finished hand: where the hand decided its sides (the
        chiamata games), the names of the seats it put on that side."""
        if not result.decided_sides:
            return self.side_name(side)
        return names_joined([self.name(s) for s, x in enumerate(result.sides) if x == side])

    def seat_detail(self, seat: int) -> str:
        """A plate's second line: the seat's team where the teams are fixed, its part in this
        hand once the table has shown it (the caller, the partner), the computer's level."""
        who = self.seat_kind(seat)
        part = ""
        sides = self.match.variant.seat_sides if self.match else None
        if self.match and self.match.variant.teams and sides is not None:
            part = tr("Team A") if sides[seat] == 0 else tr("Team B")
        elif self.roles.get(seat) == "caller":
            part = tr("caller")
        elif self.roles.get(seat) == "partner":
            part = tr("partner")
        return " \u00b7 ".join(w for w in (part, who) if w)

    def seat_kind(self, seat: int) -> str:
        return who_sits(self.seated.seats[seat])

    def seat_team(self, seat: int) -> int | None:
        """The side a plate's colour shows: the fixed team, or in a hand that decides its
        sides, the caller's once called and every seat's once the partner is known."""
        v = self.match.variant if self.match else None
        if v is not None and v.teams and v.seat_sides is not None:
            return v.seat_sides[seat]
        if self.hand_sides is not None:
            return self.hand_sides[seat]
        return 0 if self.roles.get(seat) == "caller" else None

    def refresh_plates(self) -> None:
        """Every plate's second line and colour from the match and this hand's roles."""
        for seat, plate in enumerate(self.scene.plates):
            plate.set_state(detail=self.seat_detail(seat), team=self.seat_team(seat))

    def _result_line(self, result) -> str:
        """The log's line for a finished hand: who takes it and the points, or that nobody
        played it; a hand played for a contract, by its contract (`contract_words`)."""
        if not result.played:
            return tr("Everyone passed: the next dealer deals again")
        if result.target is not None:
            return self.contract_words(result)
        points = self.result_points(result)
        if result.winner is None:
            return self.word("void_line", points=points)
        return self.word("won_line", name=self.hand_side_name(result, result.winner), points=points)

    def result_points(self, result) -> str:
        """A finished hand's points as its line says them after "goes to {name}": the
        winner's first ("The hand goes to Anna and Carla: 71 - 49", never "49 - 71" where
        the winners are the second side); with three sides or more each with its name, the
        winner's first ("Bruno (50 points); You (40 points); Anna (30 points)"), as the
        trick's line names them (text.named_score: a bare number ran into a name that ends
        in one, "Player 3 50"), a name and its points never broken apart at a line's end."""
        points = list(result.points)
        order = list(range(len(points)))
        if result.winner is not None:
            order.remove(result.winner)
            order.insert(0, result.winner)
        if len(points) <= 2:
            return score_text([points[s] for s in order])
        return "; ".join(named_score(self.hand_side_name(result, s), points_text(points[s]))
                         for s in order)

    def contract_words(self, result, whole: bool = True) -> str:
        """A hand played for a contract (the chiamata games: the result's `target`), said
        by it: the caller's side, its card points and the points it needed, then, `whole`,
        what that made of the hand ("You and Anna: 73 points, 90 needed, so the hand goes
        to Bruno, Carla and Dario"; "Anna and Carla: 95 points, 90 needed, so the contract
        is made"); else the first part alone, under who took the hand (the match end's
        table: "You and Anna: 73 points, 90 needed"). Before, the line
        named the winners first with fewer points ("The hand goes to Bruno, Carla and
        Dario: 47 - 73") and never the target."""
        args = {"name": self.hand_side_name(result, 0),      # side 0: the caller's
                "points": result.points[0], "target": result.target}
        if not whole:
            return self.word("contract_points", **args)
        if result.winner == 0:
            return self.word("contract_made", **args)
        return self.word("contract_lost", winners=self.hand_side_name(result, 1), **args)
