#!/bin/sh
# Runs each libFuzzer harness of tests/fuzz for SECONDS (default 60),
# starting from the committed seed corpus, and prints the executions of
# each and in all. New inputs go to a scratch folder, not the committed
# corpus; a crash leaves its input in $PG_FUZZ_OUT (and fails the script).
#
#   tools/fuzz.sh [SECONDS] [HARNESS...]   harnesses: save_load move_text options settings records stats
#
# Builds build-fuzz (or $PG_FUZZ_BUILD_DIR) with clang first. Needs clang
# and libclang-rt-14-dev (tools/install-deps.sh installs them).
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-60}
[ $# -gt 0 ] && shift
harnesses=${*:-"save_load move_text options settings records stats"}
build=${PG_FUZZ_BUILD_DIR:-build-fuzz}
out=${PG_FUZZ_OUT:-$build/fuzz-out}

CC=clang cmake -S . -B "$build" -DPG_FUZZ=ON -DPG_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" --target fuzz_harnesses -j2 >/dev/null

total=0
status=0
for harness in $harnesses; do
	mkdir -p "$out/$harness/new"
	log=$out/$harness/log.txt
	echo "== $harness for $seconds s"
	if ! "$build/tests/fuzz/fuzz_$harness" -max_total_time="$seconds" -print_final_stats=1 \
		-artifact_prefix="$out/$harness/" "$out/$harness/new" "tests/fuzz/corpus/$harness" \
		>"$log" 2>&1; then
		echo "fuzz_$harness found a crash; the input and log are in $out/$harness/"
		tail -n 40 "$log"
		status=1
	fi
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
	echo "$harness: ${runs:-0} executions"
	total=$((total + ${runs:-0}))
done
echo "all harnesses: $total executions"
exit $status
