#!/bin/sh
# The Flatpak's build step (packaging/flatpak/io.github.biscambiggia.Biscambiggia.json runs it
# in the source tree, inside the org.kde.Sdk with PySide6 from io.qt.PySide.BaseApp).
# The game is pure Python: its package is copied into /app's site-packages, with the .qm
# translations compiled here; no pip, no network (Flathub builds offline).
set -eu
ID=io.github.biscambiggia.Biscambiggia
DEST=${FLATPAK_DEST:-/app}

lrelease=$(command -v lrelease6 || command -v lrelease || command -v pyside6-lrelease || true)
[ -n "$lrelease" ] || { echo "install.sh: no lrelease in the SDK" >&2; exit 1; }
for ts in biscambiggia_gui/assets/translations/*.ts; do
    "$lrelease" -silent "$ts" -qm "${ts%.ts}.qm"
done

# The Hard player's compiled search core (biscambiggia_gui/ai/_core.c, Python 3.10's limited
# API), built with the SDK's compiler; a Flatpak without it is not built (corecheck.py).
${CC:-cc} -O2 -shared -fPIC $(python3-config --includes) -D_FORTIFY_SOURCE=2 -fstack-protector-strong \
    -Wl,-z,relro,-z,now biscambiggia_gui/ai/_core.c -o biscambiggia_gui/ai/_core.abi3.so ||
    { echo "install.sh: Hard's compiled search core did not build" >&2; exit 1; }
python3 packaging/corecheck.py biscambiggia_gui

site=$(python3 -c "import sysconfig; print(sysconfig.get_path('purelib', vars={'base': '$DEST', 'platbase': '$DEST'}))")
mkdir -p "$site"
cp -r biscambiggia_gui "$site/"
find "$site/biscambiggia_gui" \( -name '__pycache__' -o -name '*.ts' -o -name '*.c' \) -prune -exec rm -rf {} +
python3 -m compileall -q "$site/biscambiggia_gui"

install -Dm755 /dev/stdin "$DEST/bin/biscambiggia" <<'LAUNCHER'
#!/bin/sh
exec python3 -m biscambiggia_gui "$@"
LAUNCHER

install -Dm644 "packaging/linux/$ID.desktop" "$DEST/share/applications/$ID.desktop"
install -Dm644 "packaging/linux/$ID.metainfo.xml" "$DEST/share/metainfo/$ID.metainfo.xml"
install -Dm644 "packaging/linux/$ID.mime.xml" "$DEST/share/mime/packages/$ID.xml"
install -Dm644 biscambiggia_gui/assets/icons/biscambiggia.svg "$DEST/share/icons/hicolor/scalable/apps/$ID.svg"
for size in 16 24 32 48 64 128 256 512; do
    install -Dm644 "biscambiggia_gui/assets/icons/biscambiggia-$size.png" \
        "$DEST/share/icons/hicolor/${size}x${size}/apps/$ID.png"
done
install -Dm644 LICENSE "$DEST/share/licenses/$ID/LICENSE"
install -Dm644 packaging/linux/biscambiggia.6 "$DEST/share/man/man6/biscambiggia.6"
