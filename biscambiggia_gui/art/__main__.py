"""`python -m biscambiggia_gui.art [OUT_DIR] [--svg-only]`: regenerate the assets."""
from .build import main

raise SystemExit(main())
