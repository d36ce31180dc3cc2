"""The games: one package per game family, each registering itself once in the engine's
registry (engine/registry.py) when imported here. Adding a game is one package and one line
below (docs/architecture.md, "How to add a game"); nothing else keeps a list of games.

The order of the lines is the order of the games in menus and lists."""
from . import trump, mariagio, tarocchi, chiamata  # noqa: F401  (each registers itself)
