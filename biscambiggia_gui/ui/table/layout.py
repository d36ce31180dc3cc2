"""Where everything goes on a table of a given size, in card-size units, for 2 to 6 seats.
Pure geometry (tuples of floats, no Qt), so it can be checked without a window.

The seat shown at the bottom is the person looking at the screen; the others follow it
counter-clockwise in order of play (docs/rules.md section 1): to the right, across, to the left.
Every seat has a direction: `angle` 0 at the bottom, 180 across, -90 on the right and 90
on the left; `along` runs through its hand from its own left to its own right and
`inward` from its hand towards the middle of the table. A seat's name plate lies on its
left (along -), its capture pile on its right (along +), as each player would have them;
in team games each team's pile lies between its keeper's hand and name plate, where
nothing of the other team is near it (`TableGeometry.pile_keeper`, `pile_between`).

`compute` tries the largest card that could fit and shrinks it until nothing overlaps.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

Point = tuple[float, float]
Box = tuple[float, float, float, float]   # x0, y0, x1, y1

MARGIN = 0.12            # card widths kept free at the window's edges
OPPONENT_SCALE = 0.74    # other hands are drawn smaller than yours
PILE_SCALE = 0.9         # capture piles, relative to their seat's cards
TALON_SCALE = 0.92
MAX_CARD_W = 150.0
# Where the cards come out too small to read (six seats in a short window), the other
# players' hands and every capture pile give way first: their scale steps down through
# SQUEEZE, the other hands being face-down cards that need not be read, until your hand and
# the trick reach `compute`'s `least` (the view asks READABLE screen px).
SQUEEZE = (0.66, 0.58, 0.5, 0.44, 0.4)
READABLE = 28.0          # screen px: the narrowest card of your hand and the trick (45 px tall)
# With three or more seats each card of the trick lies in front of the seat that played
# it, on the line from the middle towards that seat, and no two of them overlap (a card
# is turned a little, TRICK_TILT at most): everyone sees who played what (issue 26).
# `trick_shapes` finds the figures that allow it; `compute` keeps the one with the largest cards.
TRICK_TILT = 5.5         # degrees: the most a trick card is turned (its jitter)
TRICK_GAP = 0.06         # card widths kept between two trick cards
STACK_THICKNESS = 0.18   # card widths: how far a full stack (talon, capture pile) rises
OPEN_HAND_GROWTH = 1.2   # a partner's hand shown face up across the table, drawn larger
# A card's index (rank over suit), in its top-left corner, as every deck's art draws it
# (assets/decks: rank centred at 34 of 250, 12-58 of 400; suit 34, 69-107): the part of
# the card that must stay uncovered for a face-up card of a hand to be read.
INDEX = (0.28, 0.28)     # fractions of the card's width and height
OPEN_STEP = 0.3          # the least step (card widths across, heights down) between the cards
#                          of another player's hand shown face up: each one's INDEX in sight
TAB = 0.3                # plate heights: how far the dealer's tab stands out of its plate
LABEL_PX = (11.0, 15.0)  # a pile's label: 0.16 card widths high, within these (px)


def label_px(cw: float) -> float:
    """The size of a pile's words (its label) on cards `cw` wide."""
    return min(LABEL_PX[1], max(LABEL_PX[0], 0.16 * cw))

# relative seat -> (edge, position along that edge as a fraction, hand angle)
SEATS = {
    2: [("bottom", 0.5, 0), ("top", 0.5, 180)],
    3: [("bottom", 0.5, 0), ("right", 0.42, -90), ("left", 0.42, 90)],
    4: [("bottom", 0.5, 0), ("right", 0.45, -90), ("top", 0.5, 180), ("left", 0.45, 90)],
    5: [("bottom", 0.5, 0), ("right", 0.5, -90), ("top", 0.72, 180), ("top", 0.28, 180),
        ("left", 0.5, 90)],
    6: [("bottom", 0.5, 0), ("right", 0.70, -90), ("right", 0.27, -90), ("top", 0.5, 180),
        ("left", 0.27, 90), ("left", 0.70, 90)],
}


@dataclass
class SeatSpot:
    edge: str
    hand: Point          # centre of the hand
    angle: float
    scale: float
    step: float          # distance between neighbouring cards of the hand (scene px)
    fan: float           # degrees between neighbouring cards
    plate: Point         # centre of the name plate
    pile: Point          # where this seat's side keeps its tricks (if it keeps them)
    trick: Point         # where this seat's card lies in the trick
    trick_angle: float
    along: Point
    inward: Point
    pile_scale: float = PILE_SCALE   # its capture pile's cards, relative to a card of yours
    aim: Point | None = None         # the hand's place before it moved over for your pile
    #                                  and plate (pile_between), where its trick card aims

    @property
    def aimed(self) -> Point:
        """The point its card of the trick lies towards: where the hand would be."""
        return self.aim if self.aim is not None else self.hand


@dataclass
class TableGeometry:
    width: float
    height: float
    card_w: float
    card_h: float
    seats: list[SeatSpot]          # indexed by seat number
    talon: Point
    trump: Point                   # centre of the turned card, lying across under the talon
    centre: Point                  # middle of the trick
    drop_y: float                  # a card let go above this line is played
    plate_size: tuple[float, float]
    label: tuple[float, float] = (0.0, 0.0)   # the largest label a pile may carry (px,
    #                                           its words at LABEL_PX[1]; smaller on small cards)
    open_top: bool = False         # the hand across may be a partner's shown face up
    others: float = OPPONENT_SCALE  # the other hands' scale (SQUEEZE: smaller on a small table)

    @staticmethod
    def pile_keeper(side: int, n: int, bottom: int, teams: tuple[int, ...] | None) -> int:
        """The seat beside which a pile lies: with teams (each seat's team in `teams`), your
        team's beside you, the other team's beside its player nearest across from you (on
        your left where two are as near: the player on your left at four, across at six);
        else each seat's beside it. Which side of the seat: `pile_between`."""
        if not teams:
            return side
        if teams[bottom] == side:
            return bottom
        theirs = [rel for rel in range(1, n) if teams[(bottom + rel) % n] == side]
        return (bottom + min(theirs, key=lambda rel: (abs(rel - n / 2), -rel))) % n


def pile_between(teams: tuple[int, ...] | None) -> bool:
    """Whether a pile lies between its keeper's hand and its name plate (team games)
    rather than on its right (each seat its own pile). Seats follow each other
    counter-clockwise, each plate on its own left, so beyond a seat's right lies the next
    seat's plate: in team games the teams alternate, and a pile on its keeper's right lay
    by a plate of the other team (Briscola a 4: the other team's pile at the top-right, by
    your partner's plate; yours, as your hand emptied, nearer the plate of the player on
    your right than your own cards). Between its keeper's own hand and own plate a pile is
    that team's at a glance. Your hand moves right where your plate and pile need the room
    (its trick card stays in front of the middle: `SeatSpot.aim`); with `pile_keeper`'s
    choice of the other team's keeper the cards keep their size at 1280x720, 1366x768
    and 1920x1080, or grow."""
    return bool(teams)


def _direction(angle: float) -> tuple[Point, Point]:
    a = math.radians(angle)
    along = (round(math.cos(a), 6), round(math.sin(a), 6))
    inward = (round(math.sin(a), 6), round(-math.cos(a), 6))
    return along, inward


def hand_step(cards: int, opponent: bool) -> tuple[float, float]:
    """(step in card widths, fan in degrees) for a hand of `cards`."""
    if opponent:          # three cards apart enough to read a partner's hand shown face up
        return (0.56 if cards <= 3 else 0.40 if cards <= 7 else 0.30), (5.0 if cards <= 3 else 2.0)
    if cards <= 3:
        return 0.84, 5.0
    if cards <= 7:
        return 0.62, 3.0
    return 0.47, 1.6


def _fan_room(cards: int, cw: float, ch: float, scale: float) -> float:
    """How far a fanned hand's arc and tilt reach beyond a straight row."""
    if cards <= 3:
        return 0.03 * ch * scale
    return (0.07 * ch + 0.12 * cw) * scale


def plate_size(cw: float, width: float = 10000.0) -> tuple[float, float]:
    """Wide enough for a whole name and "Team A · medium computer" (issue 13), on a table
    `width` wide: on a narrow one (a small window) no wider than 0.3 of it, so that the
    cards keep a size that can be read (the plate shrinks its words, then elides them)."""
    return (min(max(2.0 * cw, min(222.0, 0.3 * width)), 246.0),
            min(max(0.46 * cw, 40.0), 50.0))


@lru_cache(maxsize=64)
def compute(width: float, height: float, n: int, bottom: int, aspect: float,
            max_hand: int, teams: tuple[int, ...] | None = None,
            size: float = 1.0, label: tuple[float, float] = (0.0, 0.0),
            least: float = 0.0) -> TableGeometry:
    """The table for `n` seats with `bottom` at the bottom, cards as large as will fit
    (cached: a table is laid out many times at one size; treat the result as read-only).
    `size` is the settings' card size: it scales the card tried first and the largest
    card allowed (then the cards still shrink until nothing overlaps). `label` is the
    largest label (width, height in px, its words at LABEL_PX[1]) a pile may carry: it gets
    room too. `least`: where your cards and the trick's come out narrower than this, the
    other hands and the piles are drawn smaller (SQUEEZE) so that they grow, towards it."""
    best = _largest(width, height, n, bottom, aspect, max_hand, teams, size, label,
                    OPPONENT_SCALE, PILE_SCALE)
    for others in SQUEEZE:
        if best.card_w >= least:
            break
        # every pile with them (yours too: it lies between your hand and the plates)
        piles = PILE_SCALE * others / OPPONENT_SCALE
        geo = _largest(width, height, n, bottom, aspect, max_hand, teams, size, label,
                       others, piles)
        if geo.card_w > best.card_w and _fits(geo, max_hand, _keepers(n, bottom, teams)):
            best = geo
    return best


def _keepers(n: int, bottom: int, teams: tuple[int, ...] | None) -> set[int]:
    """The seats beside which a capture pile lies."""
    piles = len(set(teams)) if teams else n
    return {TableGeometry.pile_keeper(side, n, bottom, teams) for side in range(piles)}


def _largest(width: float, height: float, n: int, bottom: int, aspect: float, max_hand: int,
             teams: tuple[int, ...] | None, size: float, label: tuple[float, float],
             others: float, piles: float) -> TableGeometry:
    """`compute`'s table with the other hands at scale `others` and the piles at `piles`:
    from the largest card that could fit, shrunk until nothing overlaps, for every figure
    of the trick; the one with the largest cards."""
    first = max(20.0, min(width / 5.5, height / (3.5 * aspect), MAX_CARD_W) * size)
    keepers = _keepers(n, bottom, teams)
    across = [rel for rel, spot in enumerate(SEATS[n]) if spot[0] == "top"]
    open_top = bool(teams) and len(across) == 1 and teams is not None \
        and teams[(bottom + across[0]) % n] == teams[bottom]
    between = frozenset(keepers) if pile_between(teams) else frozenset()
    extra = (label, open_top, others, piles, between)
    geo = _place(width, height, n, bottom, aspect, max_hand, first, None, extra)
    shapes: list[Shape | None] = [None]
    if n > 2:                      # the trick's figures: the one that leaves the largest cards
        angles = tuple(round(math.degrees(math.atan2((s.aimed[1] - geo.centre[1]) / max(height, 1.0),
                                                     (s.aimed[0] - geo.centre[0]) / max(width, 1.0))))
                       for s in geo.seats)
        shapes = list(trick_shapes(angles, round(aspect, 2)))
    best: TableGeometry | None = None
    for shape in shapes:
        cw = first
        geo = _place(width, height, n, bottom, aspect, max_hand, cw, shape, extra)
        for _ in range(60):
            if cw <= 20.0 or _fits(geo, max_hand, keepers) or (best is not None and cw <= best.card_w):
                break
            cw = max(20.0, cw * 0.96)
            geo = _place(width, height, n, bottom, aspect, max_hand, cw, shape, extra)
        if _fits(geo, max_hand, keepers) and (best is None or geo.card_w > best.card_w):
            best = geo
    return best if best is not None else geo


def _place(width, height, n, bottom, aspect, max_hand, cw, shape: Shape | None = None,
           extra: tuple[tuple[float, float], bool, float, float, frozenset[int]] = (
               (0.0, 0.0), False, OPPONENT_SCALE, PILE_SCALE, frozenset())) -> TableGeometry:
    ch = cw * aspect
    others, piles = extra[2], extra[3]
    m = MARGIN * cw
    pw, ph = plate_size(cw, width)
    top_band = (m + others * ch) if n != 3 else m + TALON_SCALE * ch
    bottom_band = 1.06 * ch + m
    centre = (width / 2, top_band + (height - top_band - bottom_band) * 0.5)
    seats: list[SeatSpot | None] = [None] * n
    for rel, (edge, frac, angle) in enumerate(SEATS[n]):
        seat = (bottom + rel) % n
        opponent = rel != 0
        scale = others if opponent else 1.0
        step, fan = hand_step(max_hand, opponent)
        along, inward = _direction(angle)
        depth = scale * ch / 2 + m + _fan_room(max_hand, cw, ch, scale)   # hand centre from its edge
        hand = {"bottom": (width * frac, height - depth - 0.03 * ch),
                "top": (width * frac, depth),
                "right": (width - depth, height * frac),
                "left": (depth, height * frac)}[edge]
        pile_scale = PILE_SCALE * others if opponent else piles
        pile_half = pile_scale * ch / 2 + 0.06 * cw   # room for a card across it (the matto)
        label_w, label_h = (v * label_px(cw) / LABEL_PX[1] for v in extra[0])
        pile_half = max(pile_half, (label_w if edge in ("bottom", "top") else label_h) / 2)
        gap = 0.28 * cw
        # its pile on its right (+1), or between its hand and plate (-1: pile_between)
        between = seat in extra[4]
        toward = -1.0 if between else 1.0
        after_pile = m + pw + 2 * (gap + pile_half) + gap    # your plate, your pile: the
        #                                                      hand's room begins there
        if rel == 0 and max_hand > 3:                # your hand spreads over the room it has
            left, right = m + pw + gap, width - m - 2 * pile_half - gap
            if between:                              # your plate, your pile, your hand
                left, right = after_pile, width - m
            room = right - left - 0.1 * cw
            step = min(0.62, max(step, (room / cw - 1) / (max_hand - 1)))
            hand = ((left + right) / 2, hand[1])
            box = _hand_box(SeatSpot(edge, hand, angle, scale, step * cw, fan, hand, hand, hand,
                                     0.0, along, inward), max_hand, cw, ch)
            over = (box[2] - box[0]) - (right - left)     # the fan's turned ends reach further
            if over > 0:                          # (not below the usual step: smaller cards then)
                step = max(hand_step(max_hand, False)[0], step - over / cw / (max_hand - 1))
        spot = SeatSpot(edge, hand, angle, scale, step * cw * scale, fan, hand, hand, hand, 0.0,
                        along, inward)
        box = _hand_box(spot, max_hand, cw, ch)
        if edge in ("bottom", "top"):            # from the hand's centre to its farther end
            half = max(hand[0] - box[0], box[2] - hand[0])
        else:
            half = max(hand[1] - box[1], box[3] - hand[1])
        aim = None
        if rel == 0 and between:      # your plate and pile on your left: the hand moves right
            room = after_pile + half
            if hand[0] < room:
                aim, hand = hand, (min(room, width - m - half), hand[1])
        tab = TAB * ph                           # the dealer's tab may face the hand
        if edge == "top" and n == 5:         # two hands share the top: each plate under
            outward = 1.0 if hand[0] > width / 2 else -1.0    # its hand, its pile outside
            plate = (hand[0], box[3] + 0.1 * ch + tab + ph / 2)
            pile = (hand[0] + outward * (half + gap + pile_half), hand[1])
            pile = (min(max(pile[0], m + pile_half), width - m - pile_half), pile[1])
        elif edge in ("bottom", "top"):
            beyond = 2 * (gap + pile_half) if between else 0.0     # past the pile
            plate = (hand[0] - along[0] * (half + gap + beyond + pw / 2), hand[1])
            pile = (hand[0] + toward * along[0] * (half + gap + pile_half), hand[1])
            pile = (min(max(pile[0], m + pile_half), width - m - pile_half), pile[1])   # on the table
            plate = (min(max(plate[0], m + pw / 2), width - m - pw / 2),
                     height - m - ph / 2 if edge == "bottom" else m + ph / 2)
        else:
            x_plate = m + pw / 2 if edge == "left" else width - m - pw / 2
            beyond = 2 * pile_half + gap if between else 0.0
            plate = (x_plate, hand[1] - along[1] * (half + gap * 0.6 + beyond + tab + ph / 2))
            pile = (hand[0], hand[1] + toward * along[1] * (half + gap + pile_half))
        jitter = ((seat * 37 + 3) % 11 - 5) * 1.1
        seats[seat] = SeatSpot(edge, hand, angle, scale, step * cw * scale, fan, plate, pile,
                               (0.0, 0.0), jitter, along, inward, pile_scale, aim)
    spots = [s for s in seats if s is not None]           # every seat has its place now
    rx = 0.26
    if n == 2:                   # two cards: the second half over the first, both in sight
        for rel in range(2):
            spots[(bottom + rel) % n].trick = (width / 2 + (0.26 * cw if rel == 0 else -0.26 * cw),
                                               centre[1] + (0.2 * ch if rel == 0 else -0.2 * ch))
    else:                        # in front of the seat that plays it: towards its hand
        angles = []
        for spot in spots:
            dx, dy = spot.aimed[0] - centre[0], spot.aimed[1] - centre[1]
            angles.append(round(math.degrees(math.atan2(dy / max(height, 1.0), dx / max(width, 1.0)))))
        if shape is None:
            shape = trick_shapes(tuple(angles), round(aspect, 2))[0]
        rx, ry, power = shape
        units = [_round_square(a, power) for a in angles]
        rx, ry = _apart(units, rx, ry, aspect)
        for spot, (ux, uy) in zip(spots, units):
            spot.trick = (centre[0] + ux * rx * cw, centre[1] + uy * ry * ch)
    if n == 3:
        talon = (width / 2 - 0.55 * ch, m + TALON_SCALE * ch * 0.55 + 0.2 * cw)
    else:                      # left of the trick, the turned card's end a little short of it
        reach = rx + 0.5 + 0.45
        talon = (centre[0] - reach * cw - 0.32 * ch - TALON_SCALE * ch / 2, centre[1])
    trump = (talon[0] + 0.32 * ch, talon[1] + 0.06 * ch)
    drop_y = height - bottom_band - 0.02 * ch
    return TableGeometry(width, height, cw, ch, spots, talon, trump, centre, drop_y, (pw, ph),
                         extra[0], extra[1], others)


def _round_square(angle: float, power: float) -> tuple[float, float]:
    """The point at `angle` (degrees) of a rounded square of half-side 1: a circle for power
    2, nearer a square as it grows (the cards of six seats then sit in two rows)."""
    c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    e = 2.0 / power
    return math.copysign(abs(c) ** e, c), math.copysign(abs(s) ** e, s)


Shape = tuple[float, float, float]          # (reach across, reach up and down, power)


def _trick_room(aspect: float) -> tuple[float, float]:
    """How far apart two trick cards' centres must be, across (card widths) or up and down
    (card heights), for them not to overlap, each turned up to TRICK_TILT."""
    tilt = math.sin(math.radians(TRICK_TILT))
    return 1.0 + tilt * aspect + TRICK_GAP, 1.0 + (tilt + TRICK_GAP) / aspect


def _apart(units: list[tuple[float, float]], rx: float, ry: float, aspect: float) -> tuple[float, float]:
    """`rx`, `ry` grown (both alike) until no two trick cards at `units` overlap: the seats'
    directions move a little as the cards shrink, the figure was chosen for the first."""
    half_w, half_h = _trick_room(aspect)
    for _ in range(60):
        if all(abs((a[0] - b[0]) * rx) >= half_w or abs((a[1] - b[1]) * ry) >= half_h
               for k, a in enumerate(units) for b in units[k + 1:]):
            break
        rx, ry = rx * 1.03, ry * 1.03
    return rx, ry


@lru_cache(maxsize=256)
def trick_shapes(angles: tuple[int, ...], aspect: float) -> tuple[Shape, ...]:
    """The figures on which trick cards placed towards `angles` (degrees, from the middle
    towards each seat) do not overlap, each turned up to TRICK_TILT and TRICK_GAP apart:
    (reach across in card widths, reach up and down in card heights, the rounded square's
    power), only those no other beats in both width and height (a wide table takes a wide
    one, a tall table a tall one: `compute` keeps the one with the largest cards)."""
    half_w, half_h = _trick_room(aspect)
    found: list[tuple[float, float, Shape]] = []
    for power in (2.0, 4.0, 8.0):
        units = [_round_square(a, power) for a in angles]
        xs = max(abs(u[0]) for u in units) or 1.0
        ys = max(abs(u[1]) for u in units) or 1.0
        for i in range(6, 61):
            rx = i * 0.05
            for j in range(4, 41):
                ry = j * 0.05
                if all(abs((a[0] - b[0]) * rx) >= half_w or abs((a[1] - b[1]) * ry) >= half_h
                       for k, a in enumerate(units) for b in units[k + 1:]):
                    found.append((2 * rx * xs + 1, (2 * ry * ys + 1) * aspect, (rx, ry, power)))
                    break
    kept = [f for f in found if not any(g[0] <= f[0] and g[1] <= f[1] and g[:2] != f[:2]
                                        for g in found)]
    kept.sort()
    step = max(1, len(kept) // 6)                          # a handful is enough to choose from
    return tuple(dict.fromkeys(k[2] for k in kept[::step] + kept[-1:]))


# --- checking that nothing overlaps ------------------------------------------------------
def _box(c: Point, w: float, h: float) -> Box:
    return (c[0] - w / 2, c[1] - h / 2, c[0] + w / 2, c[1] + h / 2)


def _overlap(a: Box, b: Box, pad: float = 0.0) -> bool:
    return a[0] < b[2] + pad and b[0] < a[2] + pad and a[1] < b[3] + pad and b[1] < a[3] + pad


def _turned(c: Point, w: float, h: float, angle: float) -> Box:
    """The upright box round a `w` x `h` card centred at `c`, turned by `angle` degrees."""
    a = math.radians(angle)
    cos, sin = abs(math.cos(a)), abs(math.sin(a))
    return _box(c, w * cos + h * sin, w * sin + h * cos)


def _inside(b: Box, width: float, height: float) -> Box:
    """`b` moved (not shrunk) as far as it takes to lie on a table `width` x `height`: as a
    pile's label is moved inwards at the table's edge (PileItem._place_tag)."""
    dx = max(0.0, -b[0]) - max(0.0, b[2] - width)
    dy = max(0.0, -b[1]) - max(0.0, b[3] - height)
    return (b[0] + dx, b[1] + dy, b[2] + dx, b[3] + dy)


def _union(boxes: list[Box]) -> Box:
    return (min(b[0] for b in boxes), min(b[1] for b in boxes),
            max(b[2] for b in boxes), max(b[3] for b in boxes))


def _stack(c: Point, w: float, h: float, angle: float, thickness: float) -> Box:
    """A stack of cards at `c` (its slot) with every card it can hold: `stack_places`
    raises each card a hair up and to the left, `thickness` card widths in all."""
    slot = _turned(c, w, h, angle)
    grown = thickness * w
    return (slot[0] - 0.6 * grown, slot[1] - grown, slot[2], slot[3])


def _hand_box(spot: SeatSpot, count: int, cw: float, ch: float, grow: float = 1.0) -> Box:
    """The box round a hand of `count` at `spot`, each card turned as `hand_places` turns
    it (`grow`: a partner's hand shown face up across the table, drawn larger)."""
    cards = []
    for (x, y), rot in hand_places(spot, count, ch):
        x = spot.hand[0] + (x - spot.hand[0]) * grow
        cards.append(_turned((x, y + (grow - 1) * spot.scale * ch / 2),
                             spot.scale * grow * cw, spot.scale * grow * ch, rot))
    return _union(cards)


def hand_room(spot: SeatSpot, max_hand: int, cw: float, ch: float) -> Box:
    """The room the table keeps for a seat's hand: its `max_hand` cards as `hand_places`
    fans them (what `seat_boxes` checks against every other item)."""
    return _hand_box(spot, max_hand, cw, ch)


def open_places(spot: SeatSpot, count: int, room: Box, cw: float, ch: float
                ) -> list[tuple[Point, float, float]]:
    """(centre, rotation, scale) of each card of another player's hand shown face up (a
    partner's at the side, every hand in a review or a lesson), in `room` (`hand_room`):
    upright, so each index reads the right way up as your own do, in rows left to right and
    top to bottom, each card at least OPEN_STEP of a card to the right of the one before
    it and each row OPEN_STEP of a card below the one above, so no index lies under
    another card. The fewest rows whose cards are as large as the face-down hand's (at
    most that), smaller where even one card a row would not fit; the steps then spread
    over the room, up to the usual step of a hand (`hand_step`). A fan at the side turned
    each card a quarter: its index read sideways and, three cards within a card's length,
    a player read Bruno's three as two."""
    if count <= 0:
        return []
    room_w, room_h = room[2] - room[0], room[3] - room[1]
    w, h = spot.scale * cw, spot.scale * ch
    best: tuple[float, int, int] | None = None
    for cols in range(1, count + 1):
        rows = -(-count // cols)
        k = min(1.0, room_w / (w * (1 + (cols - 1) * OPEN_STEP)),
                room_h / (h * (1 + (rows - 1) * OPEN_STEP)))
        if best is None or k > best[0] * 1.03 or (k >= best[0] / 1.03 and rows < best[2]):
            best = (k, cols, rows)
    assert best is not None
    k, cols, rows = best
    w, h = w * k, h * k
    usual = max(OPEN_STEP, hand_step(count, True)[0])
    dx = min(usual, (room_w / w - 1) / (cols - 1)) * w if cols > 1 else 0.0
    dy = min(0.5, (room_h / h - 1) / (rows - 1)) * h if rows > 1 else 0.0
    x0 = (room[0] + room[2]) / 2 - (w + (cols - 1) * dx) / 2 + w / 2
    y0 = (room[1] + room[3]) / 2 - (h + (rows - 1) * dy) / 2 + h / 2
    return [((x0 + (j % cols) * dx, y0 + (j // cols) * dy), 0.0, spot.scale * k)
            for j in range(count)]


def seat_boxes(geo: TableGeometry, max_hand: int, keepers: set[int] | None = None
               ) -> list[tuple[str, Box]]:
    """The boxes of what the scene draws: every seat's hand (each card as `hand_places`
    turns it; a partner's hand shown face up across the table, larger), its name plate
    (with the dealer's tab, above it or, at the table's top, below), its capture pile (full,
    with its label, `geo.label` at most); the talon full, with the turned card across it
    and its count; and a card of the trick before every seat."""
    cw, ch = geo.card_w, geo.card_h
    pw, ph = geo.plate_size
    lw, lh = (v * label_px(cw) / LABEL_PX[1] for v in geo.label)
    out = []
    for i, s in enumerate(geo.seats):
        grow = OPEN_HAND_GROWTH if s.edge == "top" and geo.open_top else 1.0
        out.append((f"hand{i}", _hand_box(s, max_hand, cw, ch, grow)))
        if keepers is None or i in keepers:
            w, h = s.pile_scale * cw, s.pile_scale * ch
            pile = _stack(s.pile, w, h, s.angle, STACK_THICKNESS)
            grown = STACK_THICKNESS * w                  # the matto lies across the top card
            across = _turned((s.pile[0] - 0.6 * grown, s.pile[1] - grown + 0.12 * h), w, h,
                             s.angle + 90)
            upright = s.angle % 180 == 0
            label = _inside(_box((s.pile[0], s.pile[1] + (0.22 * h if upright else 0.0)), lw, lh),
                            geo.width, geo.height)
            out.append((f"pile{i}", _union([pile, across, label] if lw else [pile, across])))
        plate = _box(s.plate, pw, ph)
        tab = TAB * ph
        if plate[1] - tab < 0:                 # the dealer's tab: below a plate at the top
            plate = (plate[0], plate[1], plate[2], plate[3] + tab)
        else:
            plate = (plate[0], plate[1] - tab, plate[2], plate[3])
        out.append((f"plate{i}", plate))
    tw, th = TALON_SCALE * cw, TALON_SCALE * ch
    out.append(("talon", _stack(geo.talon, tw, th, 0, STACK_THICKNESS)))
    out.append(("trump", _turned(geo.trump, tw, th, 90)))
    out.append(("trick", _union(trick_boxes(geo))))
    return out


def trick_boxes(geo: TableGeometry) -> list[Box]:
    """Where each seat's card of the trick lies once played (turned by its jitter), by
    seat: the places a banner or a note must leave free, played yet or not."""
    return [_turned(s.trick, geo.card_w, geo.card_h, s.trick_angle) for s in geo.seats]


def _fits(geo: TableGeometry, max_hand: int, keepers: set[int]) -> bool:
    boxes = seat_boxes(geo, max_hand, keepers)
    pad = geo.card_w * 0.06
    for name, b in boxes:
        if b[0] < 0 or b[1] < 0 or b[2] > geo.width or b[3] > geo.height:
            return False
    for i in range(len(boxes)):
        for j in range(i + 1, len(boxes)):
            (na, a), (nb, b) = boxes[i], boxes[j]
            if {na, nb} == {"talon", "trump"}:
                continue                      # the turned card lies half under the talon
            if _overlap(a, b, pad):
                return False
    return True


# --- cards in a hand or a stack -------------------------------------------------------------
LIFT = 0.16                 # how far a raised card of a hand stands out, in card heights


def hand_places(spot: SeatSpot, count: int, card_h: float, lifted: int | None = None
                ) -> list[tuple[Point, float]]:
    """Centre and rotation of each card of a hand of `count`, left to right as its holder
    sees them; `lifted` is raised a little (the card chosen with the keyboard)."""
    places = []
    ends = max(1.0, (count - 1) / 2)
    for i in range(count):
        k = i - (count - 1) / 2
        t = k * spot.step
        drop = (k / ends) ** 2 * min(0.07, 0.012 * ends) * card_h * spot.scale   # a gentle arc
        lift = LIFT * card_h if lifted == i else 0.0
        x = spot.hand[0] + spot.along[0] * t - spot.inward[0] * (drop - lift)
        y = spot.hand[1] + spot.along[1] * t - spot.inward[1] * (drop - lift)
        places.append(((x, y), spot.angle + k * spot.fan))
    return places


def stack_places(centre: Point, count: int, card_w: float, thickness: float = STACK_THICKNESS
                 ) -> list[Point]:
    """A face-down stack: each card a hair above the one below, at most `thickness` card
    widths in all, so a pile's height shows how much it holds."""
    if count <= 1:
        return [centre] * count
    step = min(0.012, thickness / count) * card_w
    return [(centre[0] - i * step * 0.6, centre[1] - i * step) for i in range(count)]
