"""The arena (biscambiggia_gui/arena.py) from a checkout:

    python bench/arena.py --variant briscola-2 --a hard --b hard-ref --deals 2000

is `python -m biscambiggia_gui arena ...`; see that module for the options."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from biscambiggia_gui.arena import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
