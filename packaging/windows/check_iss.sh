#!/usr/bin/env bash
# Manual check (not part of `make test` or CI): compile packaging/windows/biscambiggia.iss
# with Inno Setup's real compiler, on Linux, against a placeholder payload.
#
#   sudo bash packaging/windows/check_iss.sh      (root: debootstrap, chroot, mount)
#
# ISCC.exe is a 32-bit Windows program. It runs under wine32 (i386), installed in a Debian
# sid chroot made here under build/iscc-chroot (sid: its amd64 and i386 indexes agree on
# the mirror; trixie's i386 index lagged its amd64 one, and forky has no wine). Only
# wine32:i386 is installed (sid's wine64 and wine32 pull libabsl builds of two different
# binNMUs, which multiarch refuses). Inno Setup 6.3.1 comes from the npm package
# innosetup-compiler (ISCC_DIR: its bin/ folder; fetched into build/ when missing).
#
# The payload stands in for dist\biscambiggia\ (two tiny .exe files and _internal\), so
# what is checked is the script: preprocessor, sections, languages, icon, output name.
# The setup is built with /DCompression=lzma2/max: under a 32-bit-only wine, ultra64
# fails with "Out of memory" (on Windows x64 ISCC compresses in islzma64.exe).
# Idempotent: the chroot and the npm package are reused when present.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
CH="$ROOT/build/iscc-chroot"
VERSION=$(python3 -c "import runpy; print(runpy.run_path('$ROOT/biscambiggia_gui/__init__.py')['__version__'])")
ISCC_DIR=${ISCC_DIR:-"$ROOT/build/iscc-npm/node_modules/innosetup-compiler/bin"}

if [ ! -f "$ISCC_DIR/ISCC.exe" ]; then
    mkdir -p "$ROOT/build/iscc-npm"
    npm install --prefix "$ROOT/build/iscc-npm" innosetup-compiler@6.3.1
fi

if [ ! -x "$CH/usr/bin/wine" ]; then
    [ -f "$CH/etc/debian_version" ] || \
        debootstrap --variant=minbase sid "$CH" http://deb.debian.org/debian
    cp /etc/resolv.conf "$CH/etc/"
    echo 'Acquire::Check-Valid-Until "false";' > "$CH/etc/apt/apt.conf.d/99no-valid-until"
    chroot "$CH" sh -c 'dpkg --add-architecture i386 && apt-get update -q &&
        DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
            wine32:i386 wine xvfb xauth'
fi

mountpoint -q "$CH/proc" || mount -t proc proc "$CH/proc"
mountpoint -q "$CH/dev" || mount --bind /dev "$CH/dev"
trap 'umount "$CH/dev" "$CH/proc" 2>/dev/null || true' EXIT

S="$CH/src"
rm -rf "$S" "$CH/opt/iscc"
mkdir -p "$CH/opt/iscc" "$S/packaging/windows" "$S/biscambiggia_gui/assets/icons" \
         "$S/dist/biscambiggia/_internal"
cp -r "$ISCC_DIR/." "$CH/opt/iscc/"
cp "$ROOT/packaging/windows/biscambiggia.iss" "$S/packaging/windows/"
cp "$ROOT/biscambiggia_gui/assets/icons/biscambiggia.ico" "$S/biscambiggia_gui/assets/icons/"
echo placeholder > "$S/dist/biscambiggia/biscambiggia.exe"
echo placeholder > "$S/dist/biscambiggia/biscambiggia-console.exe"
echo placeholder > "$S/dist/biscambiggia/_internal/placeholder.txt"

LOG="$ROOT/build/iscc-output.log"
chroot "$CH" env HOME=/root WINEPREFIX=/root/.wine WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=" \
    sh -c "cd /src && xvfb-run -a wine /opt/iscc/ISCC.exe /DAppVersion=$VERSION \
           /DCompression=lzma2/max 'Z:\\src\\packaging\\windows\\biscambiggia.iss'" \
    2>&1 | tee "$LOG"

SETUP="$S/dist/Biscambiggia-$VERSION-windows-x64-setup.exe"
[ -f "$SETUP" ] || { echo "FAIL: ISCC made no $SETUP" >&2; exit 1; }
file "$SETUP" | grep -q 'PE32 executable' || { echo "FAIL: not a PE32: $(file "$SETUP")" >&2; exit 1; }
echo "warnings: $(grep -ci 'warning' "$LOG" || true)"
echo "OK: $(basename "$SETUP"), $(stat -c %s "$SETUP") bytes, $(file -b "$SETUP")"
