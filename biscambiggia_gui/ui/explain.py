"""The hint's line in the player's language.

Refusals are Messages rendered by ui/messages.py (no English is matched back any more).
Hints: the Hard player (`biscambiggia_gui.ai`, on the worker thread) gives its move and its
reason, a Message (rendered by ui/messages.py). The hint's line joins what the move does at
the table, worked out here from public facts only (the trick so far, the card's points,
the trump suit, the person's own hand), with the player's reason:

    "Hint: 7♥ takes the trick: 21 points. 240 sampled deals: you win 71% of them."
"""
from __future__ import annotations

from ..engine.actions import argument, kind_of
from ..engine.cards import MATTO, SUIT
from ..engine.infostate import InfoState
from ..engine.messages import RESTATING, Message
from ..engine.registry import get_variant
from ..engine.state import observed_sides
from .messages import render, word
from .text import QT_TR_NOOP, action_label, bonus_text, card_name, points_text, suit_word, tr

WAIT = QT_TR_NOOP("Wait for your turn")
READ_ON = QT_TR_NOOP("Read this step, then press Next")   # a lesson's step waits for Next


# --- hints ---------------------------------------------------------------------------------
def card_value(obs: dict, card: str) -> int:
    """The points `card` shows in the observed hand's game (its family's table; in Tarocchi
    the honours, the rest counting by threes)."""
    options = obs.get("options") or {}
    return get_variant(obs["variant"]).family.card_values(options).get(card, 0)


def others_may_hold(obs: dict, suit: str) -> bool:
    """Whether, for all the seat knows, another seat holds or may still get a card of
    `suit`: one it has not seen, one it saw another seat take, or the turned card still
    under the talon (the seat's information state only: engine/infostate.py)."""
    info = InfoState(obs)
    if any(SUIT[c] == suit for c in info.pool):
        return True
    if any(SUIT[c] == suit for s, held in enumerate(info.known) if s != obs["seat"] for c in held):
        return True
    return bool(info.turned and SUIT[info.turned] == suit and obs.get("talon_size"))


def last_to_play(obs: dict) -> bool:
    """Whether the seat to act closes the trick with its card."""
    return len(obs["trick"]) + 1 >= obs["players"]


def trick_bonuses(hand, seat: int, action: str) -> tuple[bool, list[dict]]:
    """Where `action` closes a trick that `seat`'s side takes: whether it is the hand's last
    trick (every hand empty after it), and what taking it scores beyond its cards, as the
    engine adds it while it gathers the trick (Mariagio's captured marriage and last trick,
    Tarocchi's bagatto ultimo; the hint said only the last trick's, and added the captured
    marriage's 20 into it)."""
    after = hand.clone()
    after.apply_unchecked(action)
    side = hand.side_of(seat)
    before = len(hand.bonus_lists()[side])
    return not any(after.hands), after.bonus_lists()[side][before:]


def move_text(hand, seat: int, action: str, deck: str, names=None) -> str:
    """What the move does, from what everybody can see: `seat`'s observation of `hand`, and
    the family's rules (who takes a trick, what a declaration scores). Every claim is one
    the engine bears out at that moment (tests/ui/test_advice.py plays it and checks):
    "takes the trick" only when the card closes the trick and wins it, a trump led "to draw
    out the others' trumps" only while another seat may hold one, "is winning the
    trick so far" when others are still to play, the points as the game counts them, the
    matto never given away but paid for."""
    obs = hand.observation(seat)
    family = get_variant(obs["variant"]).family
    kind = kind_of(action)
    if kind == "marriage":
        points = hand.declaration_points(action)
        return tr("Declare the marriage in {suit}: {n} points.", suit=suit_word(argument(action), deck),
                  n=points if points is not None else 0)
    if kind == "exchange":
        return tr("Exchange {card} for the turned trump.", card=card_name(argument(action), deck))
    if kind == "give":
        card = argument(action)
        pool = [argument(a) for a in hand.legal_actions() if kind_of(a) == "give"]
        cheapest = all(card_value(obs, card) <= card_value(obs, c) for c in pool)
        if cheapest:
            return tr("Give {card}: it is worth the least.", card=card_name(card, deck))
        return tr("Give {card}.", card=card_name(card, deck))
    if kind != "play":
        points = hand.declaration_points(action)
        if points is None:                          # not a declaration: a bid, a call...
            return action_label(action, deck, family=hand.variant.family, advice=True)
        return tr("Show it now ({what}): {n} points.", n=points,        # which buona: the
                  what=action_label(action, deck, family=hand.variant.family))  # button's words
    name = card_name(action, deck)
    pairs = obs["trick"]
    trump = obs.get("trump_suit")
    value = card_value(obs, action)
    if action == MATTO and "matto_owes" in obs:      # the matto is kept and owed for
        if not pairs:
            return tr("Lead the matto: the other card takes the trick, you keep the matto "
                      "and owe a card for it.")
        return tr("Play the matto: it never takes the trick, but you keep it and owe a card "
                  "for it from a trick you win later.")
    if not pairs:
        if trump is not None and SUIT[action] == trump:     # "trionfo" or "briscola"
            if not others_may_hold(obs, trump):               # no trump left to draw out
                return word(family, "lead_last_trump", card=name)
            return word(family, "lead_trump", card=name)
        if value == 0:
            return word(family, "lead_free", card=name)
        return word(family, "lead", card=name)          # "attacca", Briscola "cala come prima carta"
    cards = [c for _, c in pairs] + [action]
    strength = family.strength(obs.get("options") or {})
    winner = family.trick_winner(pairs[0][0], cards, trump, strength, obs["players"])
    # what the trick's winner puts in its pile: not a matto, which its player keeps
    taken = [c for c in cards if not (c == MATTO and "matto_owes" in obs)]
    at_stake = sum(card_value(obs, c) for c in taken)
    sides = observed_sides(obs)
    last = last_to_play(obs)
    if winner == seat:
        if not last:
            if not at_stake:                            # not "0 points in it"
                return tr("{card} is winning the trick so far; it holds no points yet.", card=name)
            return tr("{card} is winning the trick so far: {n} points in it.", card=name, n=at_stake)
        closes_hand, bonuses = trick_bonuses(hand, seat, action)
        if at_stake:
            text = word(family, "takes_points", card=name, n=at_stake, k=len(taken))
        elif closes_hand:                               # no lead follows the last trick
            text = tr("{card} takes the last trick.", card=name)
        else:
            text = word(family, "takes_lead", card=name)
        if bonuses:                                     # each by its name, with its points
            text += " " + tr("Taking it also scores: {bonuses}.", bonuses=", ".join(
                f"{bonus_text(b, deck)} {points_text(b.get('points', 0), signed=True)}"
                for b in bonuses))
        return text
    if sides[winner] is not None and sides[winner] == sides[seat]:
        if names is not None:           # which partner (a team of three has two), by name
            if not last:
                return tr("{name}, your partner, is winning the trick so far: add {card}.",
                          name=names(winner), card=name)
            return tr("{name}, your partner, is taking the trick: add {card}.",
                      name=names(winner), card=name)
        if not last:
            return tr("Your partner is winning the trick so far: add {card}.", card=name)
        return tr("Your partner is taking the trick: add {card}.", card=name)
    if trump is not None and SUIT[action] != trump and value == 0:
        held = obs["hand"]
        if any(SUIT[c] == trump for c in held if c != action):   # only if there are trumps to keep
            return word(family, "keeps_trumps", card=name)
        return word(family, "gives_nothing", card=name)
    if value == 0:
        return word(family, "gives_nothing", card=name)
    # "only" where no other card the seat may play would lose the trick for less
    others = [c for c in hand.legal_actions() if kind_of(c) == "play" and c != action
              and family.trick_winner(pairs[0][0], [c for _, c in pairs] + [c], trump, strength,
                                      obs["players"]) != seat]
    if any(card_value(obs, c) < value for c in others):
        return word(family, "gives_points", card=name, n=value)
    return word(family, "gives_only", card=name, n=value)


def hint_text(hand, seat: int, action: str, reason, deck: str, names=None) -> str:
    """The hint's line: the move, then the player's reason (if it gave one)."""
    figure = ""
    if isinstance(reason, Message) and reason.code not in RESTATING:   # the player's reason
        # (a bare string is not shown, nor a reason that only says the move again)
        figure = render(reason, deck, names)
        figure = figure if figure.endswith(".") else figure + "."
    parts = [move_text(hand, seat, action, deck, names), figure]
    return tr("Hint:") + " " + " ".join(p for p in parts if p)
