"""The project's own card art, drawn from code as SVG (no Qt here: see raster.py and
contact_sheet.py for the Qt steps). `python -m biscambiggia_gui.art` rewrites assets/."""
