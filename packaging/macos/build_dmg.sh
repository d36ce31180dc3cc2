#!/usr/bin/env bash
# Build the macOS disk image, on a Mac:
#
#   bash packaging/macos/build_dmg.sh        ->  dist/Biscambiggia-<version>-macos-<arch>.dmg
#
# <arch> is the machine's (arm64 on Apple silicon, x86_64 on Intel): the release workflow
# runs it once on each kind of runner, since PySide6's wheels are not universal2 for both.
#
# 1. PyInstaller runs packaging/biscambiggia.spec: the one-folder COLLECT output is wrapped
#    by the spec's BUNDLE step into dist/Biscambiggia.app (icon: assets/icons/biscambiggia.icns,
#    16 to 1024 px, or one made from the PNGs with iconutil).
# 2. The bundled program's --smoke-test runs offscreen (one hand, computer players, exit 0).
# 3. hdiutil makes a compressed read-only dmg holding the app and a link to /Applications,
#    so the player drags one onto the other.
#
# Signing: PyInstaller signs the app ad hoc, which is enough to run it after the player
# confirms it once (right-click > Open, or System Settings > Privacy & Security > Open
# Anyway). With a Developer ID, set MACOS_SIGN_IDENTITY (and, to notarize,
# MACOS_NOTARY_PROFILE, a profile stored with `xcrun notarytool store-credentials`).
#
# Needs: python3 with `pip install -e '.[package]'`; Xcode command line tools (hdiutil,
# iconutil, codesign are part of macOS).
set -euo pipefail
cd "$(dirname "$0")/../.."

PY=${PYTHON:-python3}
VERSION=$("$PY" -c "import runpy; print(runpy.run_path('biscambiggia_gui/__init__.py')['__version__'])")
ARCH=$(uname -m)
APP=dist/Biscambiggia.app
DMG=dist/Biscambiggia-$VERSION-macos-$ARCH.dmg
started=$SECONDS

"$PY" -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/biscambiggia.spec
test -x "$APP/Contents/MacOS/biscambiggia" || { echo "no $APP" >&2; exit 1; }
"$PY" packaging/corecheck.py "$APP"       # no release without Hard's compiled core

if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    # Inside out, without --deep (Apple advises against it: it signs every nested file with
    # the outer bundle's options): first each library and nested program, then the bundle.
    sign() { codesign --force --options runtime --timestamp --sign "$MACOS_SIGN_IDENTITY" "$@"; }
    find "$APP/Contents" -type f \( -name '*.dylib' -o -name '*.so' \) -print0 |
        while IFS= read -r -d '' lib; do sign "$lib"; done
    find "$APP/Contents/Frameworks" "$APP/Contents/Resources" -depth -type d -name '*.framework' \
        -print0 2>/dev/null | while IFS= read -r -d '' fw; do sign "$fw"; done
    sign "$APP/Contents/MacOS/biscambiggia"
    sign "$APP"
    codesign --verify --strict --verbose=2 "$APP"
fi

home=$(mktemp -d)
before=$(cd "$APP" && find . -print0 | xargs -0 stat -f '%N %z %m' | sort | shasum)
QT_QPA_PLATFORM=offscreen HOME="$home" "$APP/Contents/MacOS/biscambiggia" --smoke-test
after=$(cd "$APP" && find . -print0 | xargs -0 stat -f '%N %z %m' | sort | shasum)
[ "$before" = "$after" ] || { echo "the app wrote inside its own bundle" >&2; exit 1; }
rm -rf "$home"

stage=$(mktemp -d)/Biscambiggia
mkdir -p "$stage"
ditto "$APP" "$stage/Biscambiggia.app"
ln -s /Applications "$stage/Applications"
rm -f "$DMG"
# ULMO (lzma) needs macOS 10.15 or later to open; Qt 6 needs a newer macOS anyway.
# hdiutil create fails now and then on CI runners ("Resource busy", a volume that does not
# detach in time): up to 5 tries, waiting longer each time.
for try in 1 2 3 4 5; do
    if hdiutil create -volname "Biscambiggia $VERSION" -srcfolder "$stage" -fs HFS+ \
        -format ULMO -ov "$DMG"; then
        break
    fi
    [ "$try" -lt 5 ] || { echo "hdiutil create failed 5 times" >&2; exit 1; }
    echo "hdiutil create failed (try $try); trying again in $((try * 10)) s" >&2
    sleep $((try * 10))
done
hdiutil verify "$DMG"
rm -rf "$(dirname "$stage")"

if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$DMG"
    if [ -n "${MACOS_NOTARY_PROFILE:-}" ]; then
        xcrun notarytool submit "$DMG" --keychain-profile "$MACOS_NOTARY_PROFILE" --wait
        xcrun stapler staple "$DMG"
    fi
fi

echo "app    $APP: $(du -sh "$APP" | cut -f1)"
echo "dmg    $DMG: $(du -h "$DMG" | cut -f1)"
echo "took   $((SECONDS - started)) s"
