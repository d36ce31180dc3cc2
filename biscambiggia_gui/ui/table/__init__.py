"""The card-table layer: cards, piles, the scene and its view. No game rules live here."""
from .carditem import CardItem
from .pileitem import PileItem
from .scene import TableScene
from .view import TableView

__all__ = ["CardItem", "PileItem", "TableScene", "TableView"]
