"""Where the words on the table lie: the banner (a chiamata's call, the partner revealed, a
declaration, the talon empty) and the note that says why a card was refused, or to wait
for your turn. The scene says when (each keeps the place it was given when it appeared
while it shows, asked again only when the table is laid out anew:
`TableScene._place_banner`, `_place_toast`); this module says where."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF

from . import layout

if TYPE_CHECKING:
    from .scene import TableScene


def keep_clear(scene: TableScene) -> list[tuple[QRectF, float]]:
    """What a banner on the table must leave in sight, each with the weight
    of covering it: every seat's place in the trick (whether its card is there yet or
    not: the next players' cards land there) weighs most, then the trump's tag and the
    talon, then each hand (yours raised a card's lift), capture pile with its label and
    name plate, as the layout keeps room for them (`layout.seat_boxes`) and as they
    show now (the tags, the plates). The refusal note keeps to its own place just above
    your hand and clears only the others' trick places and the trump's tag
    (`place_note`)."""
    geo = scene.geometry
    assert geo is not None                          # (called once laid out)
    cw, ch = geo.card_w, geo.card_h
    pad = max(6.0, 0.15 * cw)                     # a little felt round each
    keepers = {geo.pile_keeper(side, scene.n, scene.bottom, scene.teams)
               for side in range(len(scene.piles))}

    def rect(box: layout.Box) -> QRectF:
        return QRectF(box[0] - pad, box[1] - pad, box[2] - box[0] + 2 * pad,
                      box[3] - box[1] + 2 * pad)
    out = [(rect(box), 100.0) for box in layout.trick_boxes(geo)]
    for name, box in layout.seat_boxes(geo, scene.max_hand, keepers):
        if name == "trick":
            continue
        if name == f"hand{scene.bottom}":            # a card of yours raised (the keys)
            box = (box[0], box[1] - layout.LIFT * ch, box[2], box[3])
        out.append((rect(box), 10.0 if name in ("talon", "trump") else 1.0))
    lw, lh = geo.label                               # the talon's words (the trump suit)
    tag = scene.talon.tag
    x, y = tag.pos().x(), tag.pos().y()
    out.append((QRectF(x - lw / 2 - pad, y - lh / 2 - pad, lw + 2 * pad, lh + 2 * pad), 10.0))
    for item in [pile.tag for pile in scene.piles] + [tag]:
        if item.isVisible():
            out.append((item.sceneBoundingRect().adjusted(-pad, -pad, pad, pad),
                        10.0 if item is tag else 1.0))
    for plate in scene.plates:
        out.append((plate.mapRectToScene(plate.outline()).adjusted(-pad, -pad, pad, pad), 1.0))
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
    on the right, so the card led stays in sight) where it covers nothing the table shows
    or will show while it lasts (`keep_clear`: every seat's place in the trick, played or
    not, the trump's tag, the hands, piles and plates); where no such place is there at its
    size, its words wrap onto more lines in a narrower banner (its detail, then its title),
    then its cards are drawn smaller; where even that does not fit, it covers the least (a
    card of the trick weighs most)."""
    geo = scene.geometry
    assert geo is not None
    banner = scene.banner
    cw = geo.card_w
    clear = keep_clear(scene)
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
    """The note's place: just above your hand, clear of its cards even when one is raised
    (the card a note names, or chosen with the keys), where the card you play would lie; its words
    wrapped within the table's width, or narrower between the places of the others'
    cards in the trick (played yet or not: the next cards land there) and the trump's
    tag where that clears them (else it lies over their lower part, their corner in
    sight); a note of several lines grows upwards, and never past the table's edges."""
    geo = scene.geometry
    assert geo is not None
    margin = max(8.0, 0.15 * geo.card_w)
    spot = geo.seats[scene.bottom]
    top = spot.hand[1] - geo.card_h * (spot.scale / 2 + layout.LIFT)   # a raised card's
    for code in scene.hands[scene.bottom].cards:      # ... or where each card of it rests
        top = min(top, scene.cards[code].home_rect().top())
    others = [QRectF(b[0], b[1], b[2] - b[0], b[3] - b[1])     # the others' places
              for seat, b in enumerate(layout.trick_boxes(geo)) if seat != scene.bottom]
    if scene.talon.tag.isVisible():                  # and the trump's tag
        others.append(scene.talon.tag.sceneBoundingRect())
    x = geo.width / 2

    def place(width: float) -> tuple[float, bool]:
        """The note wrapped within `width`, just above the hand: (its centre's height,
        whether it is clear of the others' cards)."""
        scene.toast.set_max_width(width)
        box = scene.toast.boundingRect()
        h = box.height()
        y = max(margin + h / 2, min(top - 0.04 * geo.card_h - h / 2, geo.height - margin - h / 2))
        return y, not any(r.intersects(box.translated(x, y)) for r in others)

    y, clear = place(geo.width - 2 * margin)
    if not clear:       # wrapped narrower between the others' cards, where that clears them;
        beside = [abs(x - (r.right() if r.center().x() < x else r.left())) for r in others
                  if r.bottom() > y - scene.toast.boundingRect().height() / 2]
        narrow = 2 * min(beside, default=0.0) - margin
        if narrow < 4 * scene.toast.line_height() or not place(narrow)[1]:
            y, _ = place(geo.width - 2 * margin)    # else one line, over their lower part
        else:
            y, _ = place(narrow)
    scene.toast.setPos(QPointF(x, y))
