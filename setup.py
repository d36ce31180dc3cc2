"""The optional compiled search core of the Hard player (biscambiggia_gui/ai/_core.c).
Everything else is in pyproject.toml. Without a C compiler the build goes on without it
(optional=True) and the game uses the same search in pure Python, slower."""
from setuptools import Extension, setup

setup(ext_modules=[Extension("biscambiggia_gui.ai._core", ["biscambiggia_gui/ai/_core.c"],
                             optional=True, extra_compile_args=["-O2"])])
