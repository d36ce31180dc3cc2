#!/bin/sh
# What the .tar.gz needs from a fresh system, measured (README's list comes from this):
#
#   sudo sh packaging/measure_prereqs.sh build/trixie dist/biscambiggia-<version>-linux-x86_64.tar.gz
#
# Makes a minimal Debian 13 root with debootstrap (unless ROOT already holds one), unpacks
# the archive into it and lists each shared library the frozen program's files link
# against that neither the archive nor the root provides, with the package that has it
# (apt-file is not needed: `apt-cache search` is left to the reader). Needs root,
# debootstrap and a Debian mirror; about 5 minutes the first time.
set -eu
ROOT=$1
TARBALL=$2
SUITE=${SUITE:-trixie}
[ -x "$ROOT/bin/sh" ] || debootstrap --variant=minbase "$SUITE" "$ROOT"
rm -rf "$ROOT/game" && mkdir -p "$ROOT/game"
tar -xzf "$TARBALL" -C "$ROOT/game"
chroot "$ROOT" /bin/sh -c '
    cd /game/biscambiggia
    export LD_LIBRARY_PATH=/game/biscambiggia/_internal:/game/biscambiggia/_internal/PySide6/Qt/lib
    find . -name "*.so*" -type f | while read -r f; do ldd "$f" 2>/dev/null; done |
        sed -n "s/^\t\(.*\) => not found/\1/p" | sort | uniq -c | sort -rn'
echo "then: chroot $ROOT apt-get install <the packages of those libraries>, and"
echo "      chroot $ROOT env HOME=/tmp QT_QPA_PLATFORM=offscreen /game/biscambiggia/biscambiggia --smoke-test"
