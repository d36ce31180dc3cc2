"""The project's build backend (pyproject.toml's `build-backend`): setuptools', with one
requirement more where a wheel is built: PySide6-Essentials, whose lrelease compiles the
`.qm` translations from the sdist's `.ts` (setup.py). An editable install (`make run`,
`make test`) compiles them in place with the checkout's own PySide6 instead, and an sdist
needs no compiling, so neither downloads Qt into its build environment."""
from setuptools import build_meta
from setuptools.build_meta import *  # noqa: F401,F403  (every other hook as setuptools has it)

LRELEASE = ["PySide6-Essentials>=6.6"]


def get_requires_for_build_wheel(config_settings=None):
    return build_meta.get_requires_for_build_wheel(config_settings) + LRELEASE
