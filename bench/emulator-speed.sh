#!/usr/bin/env bash
# emulator-speed.sh <builddir> [mcpu]
#
# The emulator's speed: runs two kernels with amdcl2-run --json and prints,
# for each, the emulated wave instructions and lane-operations (one
# vector instruction on one active lane; `instructions` and `lane_ops` of
# the statistics: scalar instructions count as wave instructions only) per
# second of user time, buffer set-up included:
#   vector_add  1M-element float add (global 1048576, local 256)
#   loop        an integer loop, 512 iterations per work-item (global 65536)
# Goal: >= 50 M lane-operations per second on one core (amdcl2-run is
# single-threaded). A benchmark, not a test: it never fails on the numbers.
# SMOKE=1: tiny sizes, so that the test suite checks the script still runs
# (test/bench/smoke.test).
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 <builddir> [mcpu]" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
mcpu=${2:-fiji}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat > "$tmp/speed.cl" <<'EOF'
kernel void vector_add(global const float *a, global const float *b,
                       global float *c, uint n) {
  size_t i = get_global_id(0);
  if (i < n)
    c[i] = a[i] + b[i];
}

kernel void loop(global uint *o, uint iters) {
  uint x = get_global_id(0), h = 2166136261u;
  for (uint i = 0; i < iters; ++i) {
    x = x * 1664525u + 1013904223u;
    h = (h ^ (x >> 7)) * 16777619u;
  }
  o[get_global_id(0)] = h;
}
EOF
"$build/bin/amdcl2-clang" -target amdgcn --amdcl2-abi -mcpu="$mcpu" -O2 -c \
  -o "$tmp/speed.clo" "$tmp/speed.cl"

# run NAME AMDCL2-RUN-ARGS...: one line of numbers for the kernel NAME.
run() {
  local name=$1
  shift
  local t
  TIMEFORMAT=%U
  t=$( { time "$build/bin/amdcl2-run" "$tmp/speed.clo" --kernel "$name" --json \
           "$@" > "$tmp/$name.json"; } 2>&1 )
  python3 - "$name" "$t" "$tmp/$name.json" <<'EOF'
import json, sys
name, secs, path = sys.argv[1], float(sys.argv[2]), sys.argv[3]
s = json.load(open(path))
secs = max(secs, 1e-3)
rate = s["lane_ops"] / secs / 1e6
print("%-10s %8d waves %11d wave-insts %12d lane-ops %6.2f s user  "
      "%7.1f M wave-insts/s  %7.1f M lane-ops/s  (goal >= 50: %s)"
      % (name, s["waves"], s["instructions"], s["lane_ops"], secs,
         s["instructions"] / secs / 1e6, rate, "met" if rate >= 50 else "NOT met"))
EOF
}

n=1048576 items=65536 iters=512
if [ "${SMOKE:-0}" = 1 ]; then n=1024 items=512 iters=8; fi
run vector_add --global $n --local 256 --arg buf:$((4 * n)):random=1 \
  --arg buf:$((4 * n)):random=2 --arg buf:$((4 * n)) --arg u32:$n
run loop --global $items --local 256 --arg buf:$((4 * items)) --arg u32:$iters
