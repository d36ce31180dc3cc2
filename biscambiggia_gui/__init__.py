"""Biscambiggia: traditional Ligurian and Italian card games, offline."""

__version__ = "0.1.0"
