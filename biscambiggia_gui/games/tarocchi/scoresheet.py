"""Tarocchi a pizzico's score sheet, as the rule text keeps it: per hand, each player's buone
one per line (with a short name), the bagatto ultimo, then the card points, then a rule."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...engine.state import HandResult

SUIT_SIGNS = {"H": "♥", "D": "♦", "C": "♣", "S": "♠"}


def label(bonus: Mapping[str, Any]) -> str:
    """The sheet's short name: T tarocchi, G gatti, B bagatto, the suit sign for a famiglia,
    the figure's letter (J, C, Q, K) for a terno or quaterno."""
    name, cards = bonus["name"], bonus.get("cards") or []
    if name == "tarocchi":
        return "T"
    if name == "gatti":
        return "G"
    if name == "bagatto ultimo":
        return "B"
    if name == "famiglia" and cards:
        return SUIT_SIGNS[cards[0][-1]]
    if name in ("terno", "quaterno") and cards:
        return str(cards[0][:-1])
    return str(name)


def sheet(results: list[HandResult], players: int = 2) -> dict[str, Any]:
    """{"hands": [{"lines": [[(points, label), ...] per player], "card_points": [...]}],
    "totals": [...]}: every number on the sheet, in its order."""
    hands, totals = [], [0] * players
    for r in results:
        lines = [[(b["points"], label(b)) for b in r.bonuses[p]] for p in range(players)]
        hands.append({"lines": lines, "card_points": list(r.card_points)})
        for p in range(players):
            totals[p] += sum(v for v, _ in lines[p]) + r.card_points[p]
    return {"hands": hands, "totals": totals}


def sheet_text(results: list[HandResult], names: Sequence[str] = ("A", "B")) -> str:
    """The sheet as plain text, two columns."""
    data = sheet(results, len(names))
    width = 14
    out = ["".join(n.ljust(width) for n in names)]
    for hand in data["hands"]:
        depth = max(len(col) for col in hand["lines"])
        for row in range(depth):
            cells = [f"{col[row][0]:>3} {col[row][1]}" if row < len(col) else "" for col in hand["lines"]]
            out.append("".join(c.ljust(width) for c in cells))
        out.append("".join(f"{cp:>3}".ljust(width) for cp in hand["card_points"]))
        out.append("-" * (width * len(names)))
    out.append("".join(f"{t:>3}".ljust(width) for t in data["totals"]))
    return "\n".join(out)
