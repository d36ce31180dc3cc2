"""A reviewed decision in the player's words (ui/review_window.py): its label and points
lost, a move as a row names it, what the move played and the best one did at the table,
and what each move weighed was worth."""
from __future__ import annotations

from ..ai.rating import SHOWN_PLACES
from ..ai.values import CONTRACT, EXACT, ONLY, made_share
from ..engine.actions import action_kind, argument, cards_of, kind_of
from ..engine.match import Match
from ..engine.messages import Message
from ..engine.registry import new_hand
from ..engine.words import COUNTED
from ..review import LABEL_WORDS, Decision
from .explain import move_text
from .messages import render
from .text import action_label, bonus_text, decimal, name_word, tr


def not_rated() -> str:
    """A row's rating where the decision was not weighed (review.hidden_seats)."""
    return tr("not rated")


def not_rated_why() -> str:
    """Why some decisions are listed and not rated: the deal's cards were never played and
    the hand was never shown at this screen, so any rating, best move or points lost would
    tell how strong it was (review.hidden_seats)."""
    return tr("The decisions not rated are those of a hand everyone passed: its cards were "
              "never played, and a rating, a better bid or the points lost would tell how "
              "strong a hand was that this screen never showed.")


def not_rated_move(move: str) -> str:
    """The words under the rows for a decision not rated: the move played (named as its
    row names it), which the table showed to all, and that the hand was never shown here
    (the line above the rows says why that keeps the rating back)."""
    return tr("{move}: the move the table showed to all. Not rated: this hand was never "
              "shown at this screen.", move=move)


def label_word(label: str) -> str:
    return render(Message(LABEL_WORDS[label]), capital=False)


def loss_text(loss: float, error: float) -> str:
    """The points a decision lost, with the standard error of a sampled worth ("10,0 ± 7,1":
    a loss within two of them is rated good, which the bare figure did not show)."""
    shown = decimal(loss, SHOWN_PLACES)      # as it is rated (ai/rating.py `label`)
    return f"{shown} \u00b1 {decimal(error, SHOWN_PLACES)}" if error > 0 else shown


def move_cell(action: str, deck: str, family=None) -> str:
    """A move in a row: a declaration by its name, as the hand's summary names it
    ("Marriage in hearts", "Gatti", "Tarocchi (10)"), for the button's words ("Declare the
    marriage in hearts", "Gatti: Matto, Tarot 1, Tarot 20") were cut to "Declare the
    marriage in ..." in a row, the suit lost; the whole in the tooltip and the words under
    the rows. Other moves as their buttons say them."""
    declared = action_kind(action).declare
    if declared == "marriage":
        return bonus_text({"name": "marriage", "suit": argument(action)}, deck)
    if declared:
        cards = cards_of(action)
        return name_word(declared, capital=True) + (f" ({len(cards)})" if declared in COUNTED else "")
    return action_label(action, deck, family=family)


def what_each_did(match: Match, d: Decision, deck: str, names=None) -> str:
    """What the move played and the best one do at the table at decision `d`, in the
    hint's words (ui/explain.py: public facts, each borne out by the engine; `names`, the
    players' names by seat, names a partner as the hint does), where the best is another
    move: the worths after them then read as the reason."""
    if d.played == d.best or d.method == ONLY:
        return ""
    played = match.hands[d.hand]
    state = new_hand(match.variant.id, match.options, list(played.deck), played.dealer)
    for seat, action in played.actions[:d.action]:
        state.apply(action, seat)
    return tr("Played: {played} Best: {best}",
              played=move_text(state, d.seat, d.played, deck, names),
              best=move_text(state, d.seat, d.best, deck, names))


def worths(match: Match, d: Decision, deck: str) -> str:
    """What each move weighed at decision `d` was worth, the best first, in words."""
    if d.method == ONLY or len(d.values) < 2:
        return tr("The search weighed only this move here.")
    moves = []
    bonus = match.variant.match.win_bonus
    for action, worth in sorted(d.values.items(), key=lambda kv: -kv[1]):
        # named as its row names it: "Gatti 17,7", not "Gatti: Matto, Tarot 1, Tarot 20 17,7"
        # (the figure read as a card's), nor the button's whole sentence
        move, value = move_cell(action, deck, family=match.variant.family), decimal(worth)
        if d.method == CONTRACT and kind_of(action) != "pass":     # the share behind it
            made = round(made_share(worth, bonus) * d.worlds)
            value += ", " + tr("made on {made} of {n} deals", made=made, n=d.worlds)
        if action == d.played and action == d.best:
            moves.append(tr("{move} {worth} (played, the best)", move=move, worth=value))
        elif action == d.played:
            moves.append(tr("{move} {worth} (played)", move=move, worth=value))
        elif action == d.best:
            moves.append(tr("{move} {worth} (best)", move=move, worth=value))
        else:
            moves.append(f"{move} {value}")
    listed = "; ".join(moves)
    if d.method == CONTRACT:
        # the figure is (2 p - 1) x the win bonus (ai/values.py `made_share`): its scale
        # said, so that "Bid 63 27.0" reads as a contract nearly always made
        return tr("Each move's worth, from how often the contract is made on {n} deals "
                  "fitting what the seat knew (a contract made on every deal is worth "
                  "{bonus}, on none -{bonus}): {moves}.", n=d.worlds, bonus=bonus,
                  moves=listed) \
            + pass_words(d, bonus) + fresh_words(d)
    # a worth is a margin (ai/values.py), not the points taken: it says so, and what
    # winning the hand adds to it, so that "-15" reads as "15 points behind"
    won = tr(", with {bonus} more if it wins", bonus=bonus) if bonus else ""
    if not match.variant.partners:      # each side one player: no side, no partner named
        return alone_worths(match.variant.side_count, d, won, listed)
    if match.variant.side_count == 2:       # one other side: not "the best" of one
        if d.method == EXACT:
            return tr("Each move's worth: by how many points the player's side ends ahead of "
                      "the other side once every card is played (a minus sign: behind)"
                      "{won}, solved exactly (every card is known): {moves}.",
                      won=won, moves=listed)
        return tr("Each move's worth: by how many points the player's side should end ahead of "
                  "the other side once every card is played (a minus sign: behind){won}, "
                  "averaged over {n} deals fitting what the player knew: {moves}.",
                  won=won, n=d.worlds, moves=listed) + fresh_words(d)
    if d.method == EXACT:
        return tr("Each move's worth: by how many points the player's side ends ahead of "
                  "the best other side once every card is played (a minus sign: behind)"
                  "{won}, solved exactly (every card is known): {moves}.",
                  won=won, moves=listed)
    return tr("Each move's worth: by how many points the player's side should end ahead of "
              "the best other side once every card is played (a minus sign: behind){won}, "
              "averaged over {n} deals fitting what the player knew: {moves}.",
              won=won, n=d.worlds, moves=listed) + fresh_words(d)


def alone_worths(sides: int, d: Decision, won: str, listed: str) -> str:
    """The worths' sentence where every player plays for themselves (the games for two,
    Biscambiggia and Briscola a 3): the player's margin over the opponent, or over the best
    of the others, never a "side" (in Italian "chi gioca (con il compagno, se ne ha uno)"
    in a game without partners)."""
    if sides == 2:
        if d.method == EXACT:
            return tr("Each move's worth: by how many points the player ends ahead of the "
                      "opponent once every card is played (a minus sign: behind){won}, "
                      "solved exactly (every card is known): {moves}.", won=won, moves=listed)
        return tr("Each move's worth: by how many points the player should end ahead of the "
                  "opponent once every card is played (a minus sign: behind){won}, averaged "
                  "over {n} deals fitting what the player knew: {moves}.",
                  won=won, n=d.worlds, moves=listed) + fresh_words(d)
    if d.method == EXACT:
        return tr("Each move's worth: by how many points the player ends ahead of the best "
                  "of the other players once every card is played (a minus sign: behind)"
                  "{won}, solved exactly (every card is known): {moves}.",
                  won=won, moves=listed)
    return tr("Each move's worth: by how many points the player should end ahead of the best "
              "of the other players once every card is played (a minus sign: behind){won}, "
              "averaged over {n} deals fitting what the player knew: {moves}.",
              won=won, n=d.worlds, moves=listed) + fresh_words(d)


def pass_words(d: Decision, bonus: int) -> str:
    """What a pass weighed among contracts is worth, in a sentence after the worths, where
    it is worth something: as much as a contract made on the share of the deals Hard bids
    from (the game's `bid_values`: above half where the deals have been measured to make
    contracts more often than the table)."""
    worth = next((w for a, w in d.values.items() if kind_of(a) == "pass"), None)
    if not worth:                       # no pass weighed, or one worth nothing
        return ""
    made = round(made_share(worth, bonus) * d.worlds)
    return " " + tr("A pass counts as a contract made on {made} of {n} deals: the deals are "
                    "played out by a quick rule at every seat, and they make a contract more "
                    "often than the table does.", made=made, n=d.worlds)


def fresh_words(d: Decision) -> str:
    """Where the loss was measured again on fresh deals (ai/values.py `confirm`): so, in
    a sentence after the worths, since the best's and the move played's are theirs."""
    if not d.fresh:
        return ""
    return " " + tr("The move played and the best were weighed again on {n} other deals, "
                    "since the deals that pick the best overrate it: their worths and the "
                    "points lost are from those.", n=d.fresh)
