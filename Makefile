# Biscambiggia: `make run` plays, `make test` checks. Both set up .venv first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
TS := $(wildcard biscambiggia_gui/assets/translations/*.ts)
QM := $(TS:.ts=.qm)

.PHONY: run test bench package package-test wheel sdist debian appimage clean contact-sheets translations art core

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# The Hard player's compiled search core (biscambiggia_gui/ai/_core.c, docs/ai.md): built in
# place by the editable install (setup.py), again whenever its source changed; without a C
# compiler Hard runs the generic search of ai/search.py with fewer sampled deals (weaker in
# the trump and chiamata games), and says so here once (and in Help > Licences).
CORE := $(VENV)/.core-built

$(CORE): biscambiggia_gui/ai/_core.c $(wildcard biscambiggia_gui/ai/core_*.h) setup.py $(STAMP)
	@# a core built for one Python before the limited-API build would be imported first
	@rm -f biscambiggia_gui/ai/_core.cpython-*.so
	@# pip's verbose output, where the compiler's words are (--quiet would keep only pip's own)
	@$(PY) -m pip install --verbose --no-deps -e . >$(VENV)/core-build.log 2>&1 || { tail -n 40 $(VENV)/core-build.log; exit 1; }
	@$(PY) -c "import biscambiggia_gui.ai._core" 2>/dev/null || { \
	  echo "*** Hard's compiled search core was not built (no C compiler or Python headers:"; \
	  echo "*** on Debian 'sudo apt install gcc python3-dev', then 'make core'). Hard then plays"; \
	  echo "*** the generic search in pure Python, with fewer sampled deals: weaker."; \
	  echo "*** (the compiler's words: $(VENV)/core-build.log)"; }
	@touch $(CORE)

core: $(CORE)

run: $(STAMP) $(QM) $(CORE)
	$(PY) -m biscambiggia_gui

# `make test`: the linter (ruff) and the type checker (mypy, strict on the engine, the games
# and the players: pyproject.toml says which rules and which files), then the tests.
test: $(STAMP) $(QM) $(CORE)
	$(PY) -m ruff check .
	$(PY) -m mypy
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest


bench: $(STAMP)
	$(PY) bench/engine.py

clean:
	rm -rf $(VENV) build dist *.egg-info biscambiggia_gui/ai/_core*.so

# Installers (docs/packaging.md): `make package` freezes the app with PyInstaller and builds
# dist/biscambiggia_<version>_<arch>.deb and a .tar.gz (Hard's core and every bundled
# library's licence notice checked in); `make appimage` lays the AppImage's AppDir from that
# frozen folder; `make wheel` builds the sdist, the cp310-abi3 manylinux wheel and the
# py3-none-any one; `make debian` builds the Debian package of debian/ in a fresh Debian 13
# root, lints it there and installs it in another (root, debootstrap); `make package-test`
# checks them all (lintian, installed smoke tests, wheels and sdist in fresh venvs of two
# Pythons, the Debian package where debootstrap is there, the metainfo, the Flatpak step).
PACKAGE_STAMP := $(VENV)/.installed-package

$(PACKAGE_STAMP): $(STAMP) pyproject.toml
	$(PY) -m pip install --quiet -e '.[dev,package]'
	touch $(PACKAGE_STAMP)

package: $(PACKAGE_STAMP)
	$(PY) packaging/build_deb.py

appimage: $(PACKAGE_STAMP)
	$(PY) packaging/build_appimage.py --frozen dist/biscambiggia

# The Python channels (what `pipx install` takes): the sdist and the two wheels, each with
# its assets and the .qm compiled from the sdist's .ts (packaging/build_wheels.py).
wheel sdist: $(PACKAGE_STAMP)
	$(PY) packaging/build_wheels.py --dist dist

# The Debian package (debian/: Debian's own Python and PySide6), built with
# `dpkg-buildpackage -us -uc -b` in a Debian 13 root under build/roots (needs root and
# debootstrap); the .deb lands in dist/debian/.
debian:
	$(PYTHON) packaging/debroots.py deb --dist dist/debian

package-test: $(PACKAGE_STAMP) $(QM)
	BISCAMBIGGIA_PACKAGE_TEST=1 QT_QPA_PLATFORM=offscreen $(PY) -m pytest tests/packaging -v -rs --durations=5

# Card art (docs/card-art.md): `make art` redraws every SVG deck, the felt and the icons
# under biscambiggia_gui/assets/; `make contact-sheets` writes one PNG per deck to build/contact-sheets/.
art: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m biscambiggia_gui.art

contact-sheets: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) -m biscambiggia_gui.art.contact_sheet build/contact-sheets

# Translations (docs/i18n.md): `make translations` refreshes the Qt Linguist sources from the
# code (pyside6-lupdate reads the interface's tr() strings; biscambiggia_gui.catalogue keeps
# the context "messages" equal to the engine's and the games' message catalogue;
# translations already made are kept) and compiles them. `run` and `test` need the compiled
# .qm files, which are build products (git-ignored): the rule below makes them from their
# .ts with pyside6-lrelease.
I18N_SOURCES = $(wildcard biscambiggia_gui/ui/*.py biscambiggia_gui/ui/table/*.py biscambiggia_gui/store/*.py)

translations: $(STAMP)
	$(VENV)/bin/pyside6-lupdate -locations none $(I18N_SOURCES) -ts $(TS)
	$(PY) -m biscambiggia_gui.catalogue $(TS)
	$(MAKE) --no-print-directory $(QM)

biscambiggia_gui/assets/translations/%.qm: biscambiggia_gui/assets/translations/%.ts
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@
