#!/bin/sh
# Builds Potlatch Games in build/ and runs every test (cmocka + ctest).
# Extra arguments go to the CMake configure step, e.g. -DPG_SANITIZE=ON.
set -eu
cd "$(dirname "$0")/.."
build_dir=${PG_BUILD_DIR:-build}
cmake -S . -B "$build_dir" -DPG_WERROR=ON "$@" >/dev/null
cmake --build "$build_dir" -j"$(nproc)"
SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy \
	ctest --test-dir "$build_dir" --output-on-failure -j"$(nproc)"
