#!/usr/bin/env bash
# ci-package.sh [STEP...]: the packaging checks that .ci/run calls. Each
# step prints what it checks and the script stops with a non-zero status at
# the first failure. Steps, all by default, in this order:
#
#   files    the .desktop, metainfo and man page lint clean; versions agree
#   deb      build the source and binary packages (build-deb.sh --source)
#   lint     lintian: no error, no warning; the files inside the .deb validate
#   install  apt-get install the .deb; run the installed program from /tmp
#   launch   under Xvfb, launch the menu entry with gtk-launch; a screenshot
#            of the screen shows the title menu
#   remove   apt-get remove; every file of the package is gone
#   reloc    cmake --install into a prefix, move the prefix, run from there
#   rpm      rpmbuild -bb of packaging/potlatch-games.spec (with --nodeps)
#
# Runs as root (apt-get). Needs the packages tools/install-deps.sh installs.
# Work happens in a fresh /tmp folder, removed at the end unless
# PG_CI_KEEP=1 (see PG_CI_DEB_DIR below too); the launch screenshot is copied to
# ${PG_CI_ARTIFACTS:-/tmp/potlatch-games-ci}/launch.png to be looked at.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
app_id=io.github.potlatchgames.PotlatchGames
artifacts=${PG_CI_ARTIFACTS:-/tmp/potlatch-games-ci}
# A blank or single-colour image has a standard deviation near 0; the title
# menu (text, art, buttons) is far above this.
min_stddev=0.02
# Largest normalised RMSE between the launched window and the headless title
# screenshot (see step_launch).
max_title_rmse=0.02

work=$(mktemp -d /tmp/potlatch-games-ci.XXXXXX)
# PG_CI_DEB_DIR: where the deb step writes and the later steps read the
# packages; set it to an earlier run's folder to rerun single steps.
out=${PG_CI_DEB_DIR:-$work/out}
xvfb_pid=
app_pid=
we_installed=no

step() { printf '\n== ci-package: %s\n' "$*"; }
fail() { printf 'ci-package: FAIL: %s\n' "$*" >&2; exit 1; }

cleanup() {
	local status=$?
	[ -z "$app_pid" ] || kill "$app_pid" 2>/dev/null || true
	[ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
	# A failed run must not leave the package on the machine.
	if [ $we_installed = yes ] && dpkg -s potlatch-games >/dev/null 2>&1; then
		apt-get remove -y -qq potlatch-games >/dev/null 2>&1 || true
	fi
	if [ "${PG_CI_KEEP:-0}" = 1 ]; then
		echo "ci-package: work folder kept: $work"
	else
		rm -rf "$work"
	fi
	[ $status -eq 0 ] && echo "ci-package: all packaging checks passed" ||
		echo "ci-package: failed (status $status)" >&2
}
trap cleanup EXIT

# The image's standard deviation over all channels, from 0 to 1.
image_stddev() { identify -format '%[fx:standard_deviation]' "$1"; }

check_not_blank() {
	local png=$1 what=$2 sd
	[ -s "$png" ] || fail "$what: $png was not written"
	sd=$(image_stddev "$png")
	echo "$what: $(identify -format '%wx%h' "$png"), standard deviation $sd"
	awk -v sd="$sd" -v min="$min_stddev" 'BEGIN { exit !(sd > min) }' ||
		fail "$what: $png looks blank (standard deviation $sd <= $min_stddev)"
}

cmake_version() {
	sed -n '/^project(/,/)/s/^[[:space:]]*VERSION[[:space:]]*\([0-9.]*\).*/\1/p' "$root/CMakeLists.txt"
}

# Runs the program with a clean environment: no data dir variable, a fresh
# home (settings and saves land there, not in the CI user's home), the
# dummy SDL drivers, from a folder that is not the checkout.
run_clean() {
	(cd "$work/run" && env -i PATH=/usr/bin:/bin HOME="$work/home" \
		SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy "$@")
}

# ---- steps -------------------------------------------------------------

step_files() {
	step "files: desktop entry, AppStream metadata, man page, versions"
	desktop-file-validate "$here/$app_id.desktop"
	appstreamcli validate --no-net "$here/$app_id.metainfo.xml"
	local warnings
	warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 \
		man --warnings -E UTF-8 -l -Tutf8 -Z "$here/potlatch-games.6" 2>&1 >/dev/null)
	[ -z "$warnings" ] || fail "man page warnings: $warnings"

	local version deb spec meta
	version=$(cmake_version)
	deb=$(dpkg-parsechangelog -l "$here/debian/changelog" -S Version)
	spec=$(sed -n 's/^Version:[[:space:]]*//p' "$here/potlatch-games.spec")
	meta=$(sed -n 's/.*<release version="\([^"]*\)".*/\1/p' "$here/$app_id.metainfo.xml" | head -n1)
	echo "versions: CMake $version, Debian $deb, RPM $spec, AppStream $meta"
	[ "${deb%-*}" = "$version" ] && [ "$spec" = "$version" ] && [ "$meta" = "$version" ] ||
		fail "the versions disagree"
}

step_deb() {
	step "deb: build-deb.sh --source"
	"$here/build-deb.sh" --source "$out"
	ls -l "$out"
}

deb_file() {
	local f
	f=$(ls "$out"/potlatch-games_*.deb 2>/dev/null | head -n1) || true
	[ -n "$f" ] || fail "no .deb in $out (run the deb step first)"
	echo "$f"
}

step_lint() {
	step "lint: lintian on the .changes (source and binary)"
	local changes
	changes=$(ls "$out"/potlatch-games_*.changes 2>/dev/null | head -n1) || true
	[ -n "$changes" ] || fail "no .changes in $out (run the deb step first)"
	# initial-upload-closes-no-bugs: the first upload of a package closes an
	# ITP bug in Debian; this package has none to close.
	lintian --fail-on error,warning --display-info --suppress-tags initial-upload-closes-no-bugs \
		"$changes" || fail "lintian reported errors or warnings"

	step "lint: the files inside the .deb"
	local deb tree
	deb=$(deb_file)
	tree=$work/deb-tree
	dpkg-deb -x "$deb" "$tree"
	desktop-file-validate "$tree/usr/share/applications/$app_id.desktop"
	appstreamcli validate --no-net "$tree/usr/share/metainfo/$app_id.metainfo.xml"
	[ -x "$tree/usr/games/potlatch-games" ] || fail "no /usr/games/potlatch-games"
	[ -f "$tree/usr/share/man/man6/potlatch-games.6.gz" ] || fail "no man page in section 6"
	[ -f "$tree/usr/share/icons/hicolor/scalable/apps/$app_id.svg" ] || fail "no scalable icon"
	local size png dims
	for size in 16 22 24 32 48 64 128 256 512; do
		png=$tree/usr/share/icons/hicolor/${size}x$size/apps/$app_id.png
		[ -f "$png" ] || fail "no ${size}x$size icon"
		dims=$(identify -format '%wx%h' "$png")
		[ "$dims" = "${size}x$size" ] || fail "the ${size}x$size icon is $dims"
	done
	local data_dir
	for data_dir in assets sounds docs/rules; do
		[ -n "$(find "$tree/usr/share/games/potlatch-games/$data_dir" -type f 2>/dev/null | head -n1)" ] ||
			fail "the package has no files in /usr/share/games/potlatch-games/$data_dir"
	done
	local font link
	for font in DejaVuSans.ttf DejaVuSans-Bold.ttf; do
		link=$tree/usr/share/games/potlatch-games/fonts/$font
		[ -L "$link" ] || fail "fonts/$font is not a link to fonts-dejavu-core"
		echo "fonts/$font -> $(readlink "$link")"
		[ -f "/usr/share/fonts/truetype/dejavu/$font" ] || fail "fonts-dejavu-core has no $font"
	done
	dpkg-deb -f "$deb" Depends | grep -q 'fonts-dejavu-core' || fail "no dependency on fonts-dejavu-core"
}

step_install() {
	step "install: apt-get install the .deb"
	local deb version
	deb=$(deb_file)
	we_installed=yes
	apt-get install -y -q -o Dpkg::Use-Pty=0 "$deb"
	[ -x /usr/games/potlatch-games ] || fail "/usr/games/potlatch-games is not installed"

	step "install: run the installed program from outside the checkout"
	mkdir -p "$work/run" "$work/home"
	version=$(cmake_version)
	local got
	got=$(run_clean /usr/games/potlatch-games --version) || fail "--version failed"
	echo "--version: $got"
	[ "$got" = "potlatch-games $version" ] || fail "--version printed '$got'"

	run_clean /usr/games/potlatch-games list >"$work/list.txt" || fail "list failed"
	cat "$work/list.txt"
	awk -F'\t' 'NF != 3 || $3 !~ /^[0-9]+-[0-9]+$/ { bad = 1 } END { exit bad || NR == 0 }' \
		"$work/list.txt" || fail "list is not one 'ID<TAB>name<TAB>min-max' line per game"
	grep -q '^totem-pole	' "$work/list.txt" || fail "list has no totem-pole"

	run_clean /usr/games/potlatch-games play --game totem-pole --seats random,random --games 2 \
		>"$work/play.json" || fail "play failed"
	cat "$work/play.json"
	jq -e '.game == "totem-pole" and .games == 2 and (.wins | length) == 2' "$work/play.json" \
		>/dev/null || fail "play did not print the expected JSON object"

	run_clean /usr/games/potlatch-games screenshot --scene title --out "$work/title.png" ||
		fail "screenshot --scene title failed"
	check_not_blank "$work/title.png" "screenshot --scene title"
	mkdir -p "$artifacts"
	cp "$work/title.png" "$artifacts/screenshot-title.png"

	step "install: missing and damaged data are reported with the file and the places searched"
	check_data_errors /usr/games/potlatch-games /usr/share/games/potlatch-games
}

# Runs a title screenshot of the given program with --data-dir $2, expecting
# status $3 ("fail" for non-zero, "ok" for 0) and every later argument to
# appear in its error output.
expect_data_message() {
	local program=$1 dir=$2 want=$3 status=0 text
	shift 3
	run_clean "$program" screenshot --data-dir "$dir" --scene title --out "$work/bad.png" \
		2>"$work/data.err" || status=$?
	echo "  status $status: $(tr '\n' ' ' <"$work/data.err")"
	case $want in
	fail) [ $status -ne 0 ] || fail "the program did not fail" ;;
	ok) [ $status -eq 0 ] || fail "the program failed" ;;
	esac
	for text; do
		grep -qF -- "$text" "$work/data.err" || fail "the message does not say '$text'"
	done
}

# A damaged or missing file in the data folder: the program names it, with
# its full path (so where it looked), and fails if it cannot go on.
check_data_errors() {
	local program=$1 data=$2 bad=$work/bad-data
	rm -rf "$bad"
	cp -rL "$data" "$bad"
	echo "damaged font:"
	head -c 4096 /dev/urandom >"$bad/fonts/DejaVuSans.ttf"
	expect_data_message "$program" "$bad" fail "$bad/fonts/DejaVuSans.ttf"

	rm -rf "$bad"
	cp -rL "$data" "$bad"
	echo "missing bold font:"
	rm "$bad/fonts/DejaVuSans-Bold.ttf"
	expect_data_message "$program" "$bad" fail "$bad/fonts/DejaVuSans-Bold.ttf"

	# Missing art is not fatal (the scene draws a plain stand-in) but is
	# reported file by file.
	rm -rf "$bad"
	cp -rL "$data" "$bad"
	echo "missing title art:"
	local art
	art=$(cd "$bad" && ls assets/title/*.svg 2>/dev/null | head -n1) || true
	[ -n "$art" ] || fail "no title art under $data/assets/title"
	rm "$bad/$art"
	expect_data_message "$program" "$bad" ok "$bad/$art"
}

step_launch() {
	step "launch: the menu entry under Xvfb, as a file manager would"
	[ -f "/usr/share/applications/$app_id.desktop" ] || fail "the package is not installed"
	mkdir -p "$work/home" "$work/run" "$artifacts"
	local display
	exec 3>"$work/display"
	Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
	xvfb_pid=$!
	exec 3>&-
	for _ in $(seq 100); do
		[ -s "$work/display" ] && break
		sleep 0.1
	done
	[ -s "$work/display" ] || fail "Xvfb did not start: $(cat "$work/xvfb.log")"
	display=:$(cat "$work/display")
	echo "Xvfb on $display"

	# A desktop session on Debian has /usr/games in PATH (/etc/profile adds
	# it for users, gdm3 sets it); root's default PATH lacks it, so give it
	# here as the session would. No SDL variable: the real drivers are used.
	(cd "$work/home" && env -i HOME="$work/home" DISPLAY="$display" \
		PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/games:/usr/games \
		gtk-launch "$app_id" >"$work/launch.log" 2>&1) ||
		fail "gtk-launch failed: $(cat "$work/launch.log")"

	local window
	window=$(DISPLAY=$display timeout 30 xdotool search --sync --onlyvisible --class potlatch-games |
		head -n1) || true
	[ -n "$window" ] || fail "no window of class potlatch-games appeared within 30 s"
	app_pid=$(DISPLAY=$display xdotool getwindowpid "$window" 2>/dev/null || true)
	echo "window $window: '$(DISPLAY=$display xdotool getwindowname "$window")', pid ${app_pid:-?}"

	# The title menu may take a few frames to appear (fonts, art): look at
	# the window alone (a blank or one-colour window fails, whatever is
	# around it) until it is not blank, for up to 20 s.
	local shot=$work/launch.png window_shot=$work/launch-window.png sd=0
	for _ in $(seq 40); do
		sleep 0.5
		DISPLAY=$display import -window "$window" "$window_shot" 2>/dev/null || continue
		sd=$(image_stddev "$window_shot")
		awk -v sd="$sd" -v min="$min_stddev" 'BEGIN { exit !(sd > min) }' && break
	done
	DISPLAY=$display import -window root "$shot"
	cp "$shot" "$artifacts/launch.png"
	cp "$window_shot" "$artifacts/launch-window.png" 2>/dev/null || true
	check_not_blank "$window_shot" "the window opened by the menu entry"
	echo "screenshots kept in $artifacts/launch.png (screen) and launch-window.png"

	# The window must show the title menu: the headless title screenshot of
	# the same size is the reference. The same frame differs by anti-aliasing
	# only (about 0.003); a plain background is about 0.09 away and a menu
	# with half its content missing about 0.05.
	local size rmse
	size=$(identify -format '%wx%h' "$window_shot")
	run_clean /usr/games/potlatch-games screenshot --scene title --size "$size" \
		--out "$work/title-ref.png" 2>"$work/title-ref.err" ||
		fail "screenshot --size $size failed: $(cat "$work/title-ref.err")"
	# The title's card art and the backdrop arrive from a worker thread
	# and fade in after the first frames, so the window is compared again,
	# for up to 10 s, until it matches (a still window is redrawn as soon as
	# the art is ready).
	for _ in $(seq 20); do
		rmse=$(compare -metric RMSE "$window_shot" "$work/title-ref.png" null: 2>&1 |
			sed -n 's/.*(\([0-9.e-]*\)).*/\1/p') || true
		[ -n "$rmse" ] && awk -v d="$rmse" -v max="$max_title_rmse" 'BEGIN { exit !(d <= max) }' &&
			break
		sleep 0.5
		DISPLAY=$display import -window "$window" "$window_shot" 2>/dev/null || true
	done
	cp "$window_shot" "$artifacts/launch-window.png" 2>/dev/null || true
	echo "difference from the headless title screenshot: RMSE $rmse (at most $max_title_rmse)"
	[ -n "$rmse" ] || fail "compare could not measure the difference"
	awk -v d="$rmse" -v max="$max_title_rmse" 'BEGIN { exit !(d <= max) }' ||
		fail "the window does not show the title menu (RMSE $rmse > $max_title_rmse)"

	if [ -n "$app_pid" ]; then
		kill "$app_pid"
		for _ in $(seq 50); do
			kill -0 "$app_pid" 2>/dev/null || break
			sleep 0.1
		done
		app_pid=
	fi
	kill "$xvfb_pid"
	wait "$xvfb_pid" 2>/dev/null || true
	xvfb_pid=
}

step_remove() {
	step "remove: apt-get remove the package"
	dpkg -L potlatch-games >"$work/files.txt" || fail "the package is not installed"
	apt-get remove -y -q -o Dpkg::Use-Pty=0 potlatch-games
	we_installed=no
	[ ! -e /usr/games/potlatch-games ] || fail "/usr/games/potlatch-games is still there"
	local path left=0
	while read -r path; do
		if [ ! -d "$path" ] && { [ -e "$path" ] || [ -L "$path" ]; }; then
			echo "left behind: $path"
			left=1
		fi
	done <"$work/files.txt"
	[ $left -eq 0 ] || fail "files of the package are left after removal"
	[ ! -e /usr/share/games/potlatch-games ] || fail "/usr/share/games/potlatch-games is still there"
	echo "removed: $(wc -l <"$work/files.txt") paths gone"
}

step_reloc() {
	step "reloc: cmake --install into a prefix, then move the prefix"
	local a=$work/prefixA b=$work/prefixB build=$work/reloc-build
	cmake -S "$root" -B "$build" -DCMAKE_INSTALL_PREFIX="$a" -DPG_BUILD_TESTS=OFF >/dev/null
	cmake --build "$build" -j"$(nproc)" >/dev/null
	cmake --install "$build" >/dev/null
	mv "$a" "$b"
	rm -rf "$build"
	(cd "$b" && find . -type f -o -type l | sort)
	desktop-file-validate "$b/share/applications/$app_id.desktop"
	appstreamcli validate --no-net "$b/share/metainfo/$app_id.metainfo.xml"
	[ -f "$b/share/man/man6/potlatch-games.6" ] || fail "no man page in the prefix"
	[ -f "$b/share/icons/hicolor/scalable/apps/$app_id.svg" ] || fail "no icon in the prefix"
	mkdir -p "$work/run" "$work/home"
	run_clean "$b/bin/potlatch-games" --version || fail "--version failed in the moved prefix"
	run_clean "$b/bin/potlatch-games" screenshot --scene title --out "$work/reloc.png" ||
		fail "screenshot failed in the moved prefix"
	check_not_blank "$work/reloc.png" "screenshot from the moved prefix"
	step "reloc: missing and damaged data in the moved prefix"
	check_data_errors "$b/bin/potlatch-games" "$b/share/potlatch-games"
	echo "no data anywhere:"
	rm -rf "$b/share/potlatch-games"
	expect_data_message "$b/bin/potlatch-games" "$work/no-data" fail \
		fonts/DejaVuSans.ttf "$work/no-data" "$b/bin/../share/potlatch-games"
}

step_rpm() {
	step "rpm: rpmbuild -bb packaging/potlatch-games.spec"
	local top=$work/rpm
	mkdir -p "$top/SOURCES"
	"$here/make-tarball.sh" "$top/SOURCES" >/dev/null
	# --nodeps: the BuildRequires name Fedora packages, not Debian ones.
	# --nocheck: the deb step ran the same tests on the same source; set
	# PG_CI_RPM_CHECK=1 to run %check (tests, desktop and metainfo checks).
	local check=--nocheck
	[ "${PG_CI_RPM_CHECK:-0}" = 1 ] && check=
	rpmbuild -bb --nodeps $check --define "_topdir $top" "$here/potlatch-games.spec"
	local rpm
	rpm=$(ls "$top"/RPMS/*/potlatch-games-[0-9]*.rpm 2>/dev/null | head -n1) || true
	[ -n "$rpm" ] || fail "rpmbuild wrote no package"
	rpm -qlp "$rpm" >"$work/rpm-files.txt"
	cat "$work/rpm-files.txt"
	grep -qx /usr/bin/potlatch-games "$work/rpm-files.txt" || fail "the RPM has no /usr/bin/potlatch-games"
	grep -qx "/usr/share/applications/$app_id.desktop" "$work/rpm-files.txt" || fail "the RPM has no menu entry"
	rpm -qp --requires "$rpm" | grep -q 'font(dejavusans)' || fail "the RPM does not require the DejaVu fonts"
}

steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(files deb lint install launch remove reloc rpm)
for s in "${steps[@]}"; do
	case $s in
	files | deb | lint | install | launch | remove | reloc | rpm) "step_$s" ;;
	*) fail "unknown step $s" ;;
	esac
done
