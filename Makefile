# Biscambiggia: `make run` plays, `make test` checks. Both set up .venv first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
TS := $(wildcard biscambiggia_gui/assets/translations/*.ts)
QM := $(TS:.ts=.qm)

.PHONY: run test bench package package-test wheel appimage clean contact-sheets translations art core

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# The Hard player's compiled search core (biscambiggia_gui/ai/_core.c, docs/ai.md): built in
# place by the editable install (setup.py), again whenever its source changed; without a C
# compiler the game runs the same search in pure Python, slower.
CORE := $(VENV)/.core-built

$(CORE): biscambiggia_gui/ai/_core.c setup.py $(STAMP)
	$(PY) -m pip install --quiet --no-deps -e . || echo "no compiled search core: Hard runs in pure Python"
	touch $(CORE)

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
# dist/biscambiggia_<version>_<arch>.deb and a .tar.gz; `make appimage` lays the AppImage's
# AppDir from that frozen folder; `make wheel` builds the wheel pipx installs;
# `make package-test` builds the .deb again in a scratch folder and checks it (lintian,
# installed smoke test), the AppDir, the wheel with its assets, the metainfo, the Flatpak step.
PACKAGE_STAMP := $(VENV)/.installed-package

$(PACKAGE_STAMP): $(STAMP) pyproject.toml
	$(PY) -m pip install --quiet -e '.[dev,package]'
	touch $(PACKAGE_STAMP)

package: $(PACKAGE_STAMP)
	$(PY) packaging/build_deb.py

appimage: $(PACKAGE_STAMP)
	$(PY) packaging/build_appimage.py --frozen dist/biscambiggia

# The wheel (what `pipx install dist/biscambiggia-*.whl` installs): the package with its
# assets, the compiled .qm translations and the licence texts (docs/packaging.md).
wheel: $(STAMP) $(QM)
	rm -rf build/lib build/bdist.*      # setuptools reuses these: stale files would ship
	$(PY) -m pip wheel --quiet --no-deps --wheel-dir dist .

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
