#!/bin/sh
# make-tarball.sh OUTDIR: writes OUTDIR/potlatch-games-X.Y.Z.tar.gz, the
# source of the checkout this script sits in, under one folder
# potlatch-games-X.Y.Z/. It is the upstream tarball of the Debian package
# and Source0 of the RPM spec.
#
# In a git work tree it takes the files git knows plus the new ones that
# .gitignore does not exclude, so work not yet committed is packaged too and
# build folders never are. Outside git it takes the tree minus build output.
# The archive is reproducible: sorted names, fixed owner and dates.
set -eu

die() { echo "make-tarball.sh: $*" >&2; exit 1; }

[ $# -eq 1 ] || die "usage: make-tarball.sh OUTDIR"
outdir=$1
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n '/^project(/,/)/s/^[[:space:]]*VERSION[[:space:]]*\([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
[ -n "$version" ] || die "no project VERSION in $root/CMakeLists.txt"
name=potlatch-games-$version
mkdir -p "$outdir"
outdir=$(cd "$outdir" && pwd)
list=$(mktemp)
trap 'rm -f "$list"' EXIT

cd "$root"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	# Tracked files deleted in the work tree are left out.
	git ls-files -z --cached --others --exclude-standard |
		xargs -0 -r sh -c 'for f; do [ -e "$f" ] || [ -L "$f" ] && printf "%s\0" "$f"; done' sh |
		LC_ALL=C sort -z >"$list"
else
	find . \( -name .git -o -path './build*' -o -path './obj-*' -o -path ./packaging/out \) -prune \
		-o \( -type f -o -type l \) -print0 | sed -z 's|^\./||' | LC_ALL=C sort -z >"$list"
fi
[ -s "$list" ] || die "no files found under $root"

# SOURCE_DATE_EPOCH (when set) or the Debian changelog date fixes
# the timestamps, so the same tree gives the same bytes.
epoch=${SOURCE_DATE_EPOCH:-$(dpkg-parsechangelog -l packaging/debian/changelog -S Timestamp 2>/dev/null || date +%s)}
tar --null --no-recursion --files-from="$list" --owner=0 --group=0 --numeric-owner \
	--mtime="@$epoch" --transform="s|^|$name/|" -cf "$outdir/$name.tar"
gzip -n -9 -f "$outdir/$name.tar"
echo "$outdir/$name.tar.gz"
