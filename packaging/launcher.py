"""The frozen application's entry script (PyInstaller needs a file, not a console-script
entry point). It does what `biscambiggia = biscambiggia_gui.__main__:main` does."""
import multiprocessing
import sys

from biscambiggia_gui.__main__ import main

if __name__ == "__main__":
    multiprocessing.freeze_support()   # harmless unless a worker process is ever spawned
    sys.exit(main())
