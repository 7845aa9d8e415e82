#!/bin/sh
# Installs what building, testing and packaging Potlatch Games needs on
# Debian 12 (run as root, or through sudo).
set -eu
export DEBIAN_FRONTEND=noninteractive
build="build-essential cmake pkgconf libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libsdl2-mixer-dev libcmocka-dev gettext"
package="debhelper devscripts dpkg-dev fakeroot lintian desktop-file-utils appstream rpm librsvg2-bin fonts-dejavu-core"
desktop="xvfb xauth imagemagick xdotool libglib2.0-bin libgtk-3-bin jq"
# libFuzzer and the sanitizers' runtimes (tools/fuzz.sh, the TSan check).
fuzz="clang libclang-rt-14-dev"
apt-get update -qq
# shellcheck disable=SC2086
apt-get install -y -qq --no-install-recommends $build $package $desktop $fuzz >/dev/null
