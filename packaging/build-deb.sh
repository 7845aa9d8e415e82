#!/bin/sh
# build-deb.sh [--source] [--keep] OUTDIR: builds the Debian package of this
# checkout in one command and puts the .deb (with its .changes and
# .buildinfo) in OUTDIR.
#
# The checkout is never written to: the source goes into a temporary folder
# under /tmp as an upstream tarball (make-tarball.sh) plus its unpacked tree,
# packaging/debian is copied in as debian/, and dpkg-buildpackage -us -uc -b
# runs there (configure, build, tests with the dummy SDL drivers, install,
# package). With --source the source package (.dsc, .debian.tar.xz, orig
# tarball) is built and copied out too. --keep leaves the temporary folder.
#
# Needs: dpkg-dev, debhelper and the Build-Depends of packaging/debian/control
# (`apt-get build-dep ./` in the unpacked tree, or see docs/packaging.md).
set -eu

die() { echo "build-deb.sh: $*" >&2; exit 1; }

build_type=-b
keep=no
while [ $# -gt 1 ]; do
	case $1 in
	--source) build_type= ;;
	--keep) keep=yes ;;
	*) die "unknown option $1" ;;
	esac
	shift
done
[ $# -eq 1 ] && [ "${1#-}" = "$1" ] || die "usage: build-deb.sh [--source] [--keep] OUTDIR"
mkdir -p "$1"
outdir=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")

# The Debian version's upstream part must be the version CMake builds.
deb_version=$(dpkg-parsechangelog -l "$here/debian/changelog" -S Version)
upstream=${deb_version%-*}
cmake_version=$(sed -n '/^project(/,/)/s/^[[:space:]]*VERSION[[:space:]]*\([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
[ "$upstream" = "$cmake_version" ] ||
	die "debian/changelog says $deb_version but CMakeLists.txt says $cmake_version"

work=$(mktemp -d /tmp/potlatch-games-deb.XXXXXX)
if [ $keep = no ]; then
	trap 'rm -rf "$work"' EXIT
else
	echo "build-deb.sh: working in $work"
fi

tarball=$("$here/make-tarball.sh" "$work")
mv "$tarball" "$work/potlatch-games_$upstream.orig.tar.gz"
tar -xzf "$work/potlatch-games_$upstream.orig.tar.gz" -C "$work"
tree=$work/potlatch-games-$upstream
[ ! -e "$tree/debian" ] || die "the checkout has a top-level debian/ folder; packaging/debian is the one to edit"
cp -a "$here/debian" "$tree/debian"

(cd "$tree" && dpkg-buildpackage -us -uc -Jauto $build_type)

arch=$(dpkg-architecture -qDEB_HOST_ARCH)
changes=$work/potlatch-games_${deb_version}_$arch.changes
[ -f "$changes" ] || changes=$work/potlatch-games_${deb_version}_source+$arch.changes
# Everything the .changes lists sits next to it; copy it and the .changes.
files=$(sed -n '/^Files:/,/^[^ ]/s/^ [0-9a-f]\{32\} [0-9]* [^ ]* [^ ]* //p' "$changes")
for f in $files; do
	cp "$work/$f" "$outdir/"
done
cp "$changes" "$outdir/"
ls -1 "$outdir"/potlatch-games_"$deb_version"_*.deb
