#!/usr/bin/env bash
# test.sh [--sanitize] - set up, build, then run every test: the GoogleTest
# unit tests (through ctest) and the lit suite. Ends with one line counting
# both: "N passed, N failed, N skipped".
# --sanitize builds in build-asan (or $BUILD_DIR) with AMDCL2_SANITIZE=ON:
# AddressSanitizer and UndefinedBehaviorSanitizer on all of amdcl2, every
# report fatal (docs/Tools.md, "Testing with sanitizers").
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cmake_args=()
default_build=$root/build
case "${1:-}" in
  "") ;;
  --sanitize) cmake_args=(-DAMDCL2_SANITIZE=ON); default_build=$root/build-asan ;;
  *) echo "usage: $0 [--sanitize]" >&2; exit 2 ;;
esac
build=${BUILD_DIR:-$default_build}
bash "$root/scripts/setup.sh" "$build" "${cmake_args[@]}" ||
  { echo "0 passed, 1 failed"; exit 1; }

log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT

echo "== unit tests"
(cd "$build" && ctest --output-on-failure -j"$(nproc)") | tee "$log/ctest.txt"
unit_line=$(grep -E 'tests passed, [0-9]+ tests failed out of [0-9]+' "$log/ctest.txt" | tail -1)
unit_failed=$(echo "$unit_line" | sed -E 's/.* ([0-9]+) tests failed out of ([0-9]+).*/\1/')
unit_total=$(echo "$unit_line" | sed -E 's/.* ([0-9]+) tests failed out of ([0-9]+).*/\2/')
if [ -z "$unit_line" ]; then unit_failed=1; unit_total=1; fi

echo "== lit tests"
/usr/lib/llvm-22/bin/lit -sv "$build/test" | tee "$log/lit.txt"
# lit pads the labels: "  Passed     : 21 (61.76%)".
count() { grep -E "^ +$1 *: +[0-9]+" "$log/lit.txt" | awk '{s+=$(NF-1)} END {print s+0}'; }
lit_passed=$(( $(count Passed) + $(count 'Expectedly Failed') ))
lit_failed=$(( $(count Failed) + $(count 'Unexpectedly Passed') + $(count 'Timed Out') ))
lit_skipped=$(( $(count Unsupported) + $(count Skipped) + $(count Excluded) ))
if ! grep -qE '^ +(Passed|Failed) *: ' "$log/lit.txt"; then lit_failed=$((lit_failed + 1)); fi

passed=$(( unit_total - unit_failed + lit_passed ))
failed=$(( unit_failed + lit_failed ))
echo "$passed passed, $failed failed, $lit_skipped skipped"
[ "$failed" -eq 0 ]
