"""Where the words on the table lie: the banner (a chiamata's call, the partner revealed, a
declaration, the talon empty) and the note that says why a card was refused, or to wait
for your turn. One rule for both (`in_sight`): neither covers what the table shows or will
show while it lasts, and above all no card the player needs to see (the trick's cards and
places, the card just played on its way there, your hand, the trump); the place is the
free one nearest where each belongs (`free_spot`), found for the banner and the note alike.
Each keeps the place it was given when it appeared while it shows: the scene asks again
only when the table is laid out anew (`TableScene._place_banner`, `_place_toast`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from . import layout

if TYPE_CHECKING:
    from .scene import TableScene

CARD = 100.0      # a card the player needs to see, or the place one lands in while it shows
TALON = 10.0      # the talon and the trump's tag
OTHER = 1.0       # the others' hands, the capture piles with their labels, the name plates


def in_sight(scene: TableScene, note: bool = False) -> list[tuple[QRectF, float]]:
    """What a banner or the note on the table must leave in sight, each with the weight of
    covering it (`CARD`, `TALON`, `OTHER`), with a little felt (0.15 of a card) round each:
    every seat's place in the trick (whether its card is there yet or not: the next
    players' cards land there) and each card of the trick where it lies or, on its way, will
    lie; your hand, as the layout keeps room for it raised a card's lift (the keys) and as
    its cards lie; the turned trump; then the talon and the trump's tag; then each other
    hand, capture pile with its label and name plate, as the layout keeps room for them
    (`layout.seat_boxes`) and as they show now (the tags, the plates).

    `note`: for the note, which goes the moment you play (`GameController._perform`), your
    own place in the trick while no card of yours lies there is free (the note lies where
    the card refused would go); and it leaves a banner shown in sight."""
    geo = scene.geometry
    assert geo is not None                          # (called once laid out)
    cw, ch = geo.card_w, geo.card_h
    pad = max(6.0, 0.15 * cw)                     # a little felt round each
    keepers = {geo.pile_keeper(side, scene.n, scene.bottom, scene.teams)
               for side in range(len(scene.piles))}

    def rect(box: layout.Box) -> QRectF:
        return QRectF(box[0] - pad, box[1] - pad, box[2] - box[0] + 2 * pad,
                      box[3] - box[1] + 2 * pad)

    def padded(r: QRectF) -> QRectF:
        return r.adjusted(-pad, -pad, pad, pad)

    free = scene.bottom if note and scene.bottom not in scene.trick.owners else None
    out = [(rect(box), CARD) for seat, box in enumerate(layout.trick_boxes(geo)) if seat != free]
    cards = scene.trick.cards + scene.turned.cards
    if scene.bottom < len(scene.hands):
        cards = cards + scene.hands[scene.bottom].cards
    out += [(padded(scene.cards[code].home_rect()), CARD) for code in cards]
    for name, box in layout.seat_boxes(geo, scene.max_hand, keepers):
        if name == "trick":
            continue
        weight = OTHER
        if name == f"hand{scene.bottom}":            # a card of yours raised (the keys)
            box = (box[0], box[1] - layout.LIFT * ch, box[2], box[3])
            weight = CARD
        elif name == "trump":
            weight = CARD
        elif name == "talon":
            weight = TALON
        out.append((rect(box), weight))
    lw, lh = geo.label                               # the talon's words (the trump suit)
    tag = scene.talon.tag
    x, y = tag.pos().x(), tag.pos().y()
    out.append((QRectF(x - lw / 2 - pad, y - lh / 2 - pad, lw + 2 * pad, lh + 2 * pad), TALON))
    for item in [pile.tag for pile in scene.piles] + [tag]:
        if item.isVisible():
            out.append((padded(item.sceneBoundingRect()), TALON if item is tag else OTHER))
    for plate in scene.plates:
        out.append((padded(plate.mapRectToScene(plate.outline())), OTHER))
    if note and scene.banner.isVisible():
        out.append((padded(scene.banner.sceneBoundingRect()), TALON))
    return out


def free_spot(geo: layout.TableGeometry, w: float, h: float, prefer: QPointF,
              clear: list[tuple[QRectF, float]]) -> tuple[QPointF, float]:
    """The centre for a `w` x `h` box on the table, within its edges, that covers the
    least of `clear` (weighted), the nearest `prefer` among those; and what it covers.
    The nearest free place touches an edge of something or of the table on each side
    where it is not at `prefer`, so only those places are tried."""
    m = max(4.0, 0.1 * geo.card_w)
    lo_x, hi_x = m, max(m, geo.width - m - w)
    lo_y, hi_y = m, max(m, geo.height - m - h)
    boxes = [(r.left(), r.top(), r.right(), r.bottom(), weight) for r, weight in clear]
    xs = {prefer.x() - w / 2, lo_x, hi_x}
    ys = {prefer.y() - h / 2, lo_y, hi_y}
    for x0, y0, x1, y1, _ in boxes:
        xs.update((x1, x0 - w))
        ys.update((y1, y0 - h))
    xs = {min(hi_x, max(lo_x, x)) for x in xs}
    ys = {min(hi_y, max(lo_y, y)) for y in ys}
    px, py = prefer.x(), prefer.y()
    best: tuple[float, float] | None = None
    spot = QPointF(px, py)
    for x in xs:
        for y in ys:
            dist = (x + w / 2 - px) ** 2 + (y + h / 2 - py) ** 2
            if best is not None and best[0] == 0 and dist >= best[1]:
                continue
            cost = 0.0
            for x0, y0, x1, y1, weight in boxes:
                dx = min(x + w, x1) - max(x, x0)
                dy = min(y + h, y1) - max(y, y0)
                if dx > 0 and dy > 0:
                    cost += dx * dy * weight
                    if best is not None and cost > best[0]:
                        break
            if best is None or (cost, dist) < best:
                best = (cost, dist)
                spot = QPointF(x + w / 2, y + h / 2)
    return spot, (best[0] if best is not None else 0.0)


def place_banner(scene: TableScene) -> None:
    """The banner's place: the nearest the table's middle (two players: beside the trick,
    on the right, so the card led stays in sight) where it covers nothing of `in_sight`;
    where no such place is there at its size, its words wrap onto more lines in a narrower
    banner (its detail, then its title), then its cards are drawn smaller; where even that
    does not fit, it covers the least (a card the player needs to see weighs most)."""
    geo = scene.geometry
    assert geo is not None
    banner = scene.banner
    cw = geo.card_w
    clear = in_sight(scene)
    widest = geo.width * 0.6
    banner.set_card_width(cw, widest, 1.0)
    widths = [widest, min(widest, banner.title_width()),     # the detail on two lines,
              geo.width * 0.3, geo.width * 0.22]              # then the title too
    widths = sorted({w for w in widths if w <= widths[1]} | {widest}, reverse=True)
    tries = [(width, picture) for picture in (1.0, 0.8, 0.65, 0.5) for width in widths]
    best: tuple[float, int, QPointF, float, float] | None = None
    for k, (width, picture) in enumerate(tries):
        banner.set_card_width(cw, width, picture)
        box = banner.boundingRect()
        if scene.n == 2:                          # beside the trick, on the right
            prefer = QPointF(geo.centre[0] + 0.95 * cw + box.width() / 2, geo.centre[1])
        else:
            prefer = QPointF(*geo.centre)
        spot, cost = free_spot(geo, box.width(), box.height(), prefer, clear)
        if best is None or cost < best[0]:
            best = (cost, k, spot, width, picture)
        if cost == 0:
            break
    assert best is not None
    _, _, spot, width, picture = best
    banner.set_card_width(cw, width, picture)
    banner.setPos(spot)


def place_note(scene: TableScene) -> None:
    """The note's place: the nearest just above your hand (clear of its cards even when one
    is raised, the card a note names or one chosen with the keys) where it covers nothing
    of `in_sight(note=True)`, its words wrapped within the table's width; where no such
    place is there, wrapped narrower (more lines); where even that does not fit, where it
    covers the least. Never past the table's edges."""
    geo = scene.geometry
    assert geo is not None
    note = scene.toast
    margin = max(8.0, 0.15 * geo.card_w)
    spot = geo.seats[scene.bottom]
    top = spot.hand[1] - geo.card_h * (spot.scale / 2 + layout.LIFT)   # a raised card's
    for code in scene.hands[scene.bottom].cards:    # ... or where each card of it rests
        top = min(top, scene.cards[code].home_rect().top())
    clear = in_sight(scene, note=True)
    widest = geo.width - 2 * margin
    widths = [widest] + [geo.width * f for f in (0.5, 0.36, 0.26)
                         if geo.width * f >= 4 * note.line_height()]
    best: tuple[float, QPointF, float] | None = None
    for width in widths:
        note.set_max_width(width)
        box = note.boundingRect()
        h = box.height()
        y = max(margin + h / 2, min(top - 0.04 * geo.card_h - h / 2, geo.height - margin - h / 2))
        place, cost = free_spot(geo, box.width(), h, QPointF(geo.width / 2, y), clear)
        if best is None or cost < best[0]:
            best = (cost, place, width)
        if cost == 0:
            break
    assert best is not None
    _, place, width = best
    note.set_max_width(width)
    note.setPos(place)
