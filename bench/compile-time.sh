#!/bin/bash
# compile-time.sh <builddir> [runs] [gpu] - times amdcl2-clang (front end,
# builtins, CL2 pipeline, codegen) against plain clang-22 for amdgcn-amd-amdhsa
# on examples/*.cl plus one large generated kernel. Prints per-file medians,
# the ratio of the summed medians (target: <= 1.05) and peak RSS.
# A benchmark, not a test: it never fails on a slow ratio. SMOKE=1: one
# example and a small generated kernel, one run (test/bench/smoke.test).
# LARGE=1: the kernels of bench/stress-kernels.py (shaped like miners' and
# crackers': chained hash rounds, SHA-512 rounds, a large switch) instead of
# the examples; with SMOKE=1 too, at a tenth of their size.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 <builddir> [runs=5] [gpu=fiji]" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
runs=${2:-5}
gpu=${3:-fiji}
root=$(cd "$(dirname "$0")/.." && pwd)
amdcl2="$build/bin/amdcl2-clang"
clang22=/usr/lib/llvm-22/bin/clang
for tool in "$amdcl2" "$clang22" /usr/bin/time; do
  [ -x "$tool" ] || { echo "$0: error: $tool not found" >&2; exit 1; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# One large kernel: a long chain of dependent arithmetic and memory traffic.
# No libclc math: clang-22 alone would leave those as calls while amdcl2
# inlines each one, which measures libclc rather than the pipeline.
large="$work/large_kernel.cl"
{
  echo "kernel void large_kernel(global float *a, global const float *b, uint n) {"
  echo "  size_t i = get_global_id(0);"
  echo "  float x = b[i], y = b[(i + 1) % n];"
  rounds=400
  [ "${SMOKE:-0}" = 1 ] && rounds=20
  for k in $(seq 1 "$rounds"); do
    echo "  x = fma(x, y, $k.0f); y = y * 0.5f + (x - $k.5f) * b[(i + $k) % n];"
    if (( k % 50 == 0 )); then echo "  a[(i + $k) % n] = x + y;"; fi
  done
  echo "  a[i] = x - y;"
  echo "}"
} > "$large"

# -c once the AMDCL2 writer is in; -S (same work plus printing) before.
amdcl2_action=-c
if ! "$amdcl2" -target amdgcn --amdcl2-abi -mcpu="$gpu" -c \
     "$root/examples/vector_add.cl" -o "$work/probe" 2>/dev/null; then
  amdcl2_action=-S
  echo "note: amdcl2-clang -c is not available yet; timing -S instead"
fi
llvm_cpu=$("$amdcl2" -target amdgcn --amdcl2-abi -mcpu="$gpu" -S --kernel-info=json \
           "$root/examples/vector_add.cl" -o /dev/null | sed -n 's/.*"gpu": "\(gfx[0-9a-f]*\)".*/\1/p' | head -1)

# run <cmd...>: prints "<seconds> <maxrss KiB>" for one run. The wall time
# is taken to the microsecond (time's %e has 10 ms steps, a tenth of a
# small file's compile).
run() {
  local start=$EPOCHREALTIME
  if /usr/bin/time -f "%M" -o "$work/time" "$@" >/dev/null 2>"$work/err"; then
    awk -v s="$start" -v e="$EPOCHREALTIME" -v m="$(cat "$work/time")" \
      'BEGIN {printf "%.4f %d\n", e - s, m}'
  else
    echo "fail"
  fi
}
median() { sort -g | awk '{v[NR]=$1} END {print (NR%2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }

printf '%-26s %10s %10s %7s %10s %10s\n' file amdcl2_s clang22_s ratio amdcl2_KiB clang22_KiB
total_a=0 total_c=0 peak_a=0 peak_c=0 logsum=0 files=0
sources=("$root"/examples/*.cl)
[ "${SMOKE:-0}" = 1 ] && sources=("$root/examples/vector_add.cl")
if [ "${LARGE:-0}" = 1 ]; then
  scale=1
  [ "${SMOKE:-0}" = 1 ] && scale=0.1
  mapfile -t sources < <(python3 "$root/bench/stress-kernels.py" "$work/stress" --scale "$scale")
fi
for src in "${sources[@]}" "$large"; do
  name=$(basename "$src")
  : > "$work/ta"; : > "$work/tc"; : > "$work/ma"; : > "$work/mc"
  for _ in $(seq 1 "$runs"); do
    # Side by side: one run of each per round, alternating, so that machine
    # noise hits both.
    read -r t m < <(run "$amdcl2" -target amdgcn --amdcl2-abi -mcpu="$gpu" -O2 \
                      $amdcl2_action "$src" -o "$work/out.a")
    if [ "$t" = fail ]; then
      echo "skipped $name: amdcl2-clang fails on it:" >&2
      sed 's/^/  /' "$work/err" >&2
      continue 2
    fi
    echo "$t" >> "$work/ta"; echo "$m" >> "$work/ma"
    read -r t m < <(run "$clang22" -cl-std=CL2.0 -target amdgcn-amd-amdhsa \
                      -mcpu="$llvm_cpu" -nogpulib -O2 -c "$src" -o "$work/out.c")
    [ "$t" = fail ] && { cat "$work/err" >&2; exit 1; }
    echo "$t" >> "$work/tc"; echo "$m" >> "$work/mc"
  done
  ta=$(median < "$work/ta"); tc=$(median < "$work/tc")
  ma=$(sort -g "$work/ma" | tail -1); mc=$(sort -g "$work/mc" | tail -1)
  printf '%-26s %10.4f %10.4f %7.3f %10d %10d\n' "$name" "$ta" "$tc" \
    "$(awk -v a="$ta" -v c="$tc" 'BEGIN {print (c > 0 ? a / c : 0)}')" "$ma" "$mc"
  logsum=$(awk -v s="$logsum" -v a="$ta" -v c="$tc" \
           'BEGIN {print (a > 0 && c > 0) ? s + log(a / c) : s}')
  files=$((files + 1))
  total_a=$(awk -v x="$total_a" -v y="$ta" 'BEGIN {print x + y}')
  total_c=$(awk -v x="$total_c" -v y="$tc" 'BEGIN {print x + y}')
  (( ma > peak_a )) && peak_a=$ma
  (( mc > peak_c )) && peak_c=$mc
done
ratio=$(awk -v a="$total_a" -v c="$total_c" 'BEGIN {printf "%.3f", (c > 0 ? a / c : 0)}')
echo "sum of medians: amdcl2-clang ${total_a}s, clang-22 ${total_c}s"
echo "ratio (amdcl2/clang-22): $ratio (target <= 1.05)"
echo "geometric mean of per-file ratios: $(awk -v s="$logsum" -v n="$files" \
  'BEGIN {printf "%.3f", n ? exp(s / n) : 0}')"
echo "peak RSS: amdcl2-clang ${peak_a} KiB, clang-22 ${peak_c} KiB"

# What the occupancy retry costs: optimizing compiles copy the module
# before code generation (emitObject) and compile a kernel whose registers
# hold its waves below its LDS limit again with more waves asked for. The
# large kernel is one (68 VGPRs on fiji, 3 waves; no trial keeps more waves
# without scratch, so the result is the first one). Retry on and off.
: > "$work/on"; : > "$work/off"
for _ in $(seq 1 "$runs"); do
  for mode in on off; do
    extra=()
    [ "$mode" = off ] && extra=(-mllvm -amdcl2-occupancy-retry=false)
    read -r t _ < <(run "$amdcl2" -target amdgcn --amdcl2-abi -mcpu="$gpu" -O2 \
                      "${extra[@]}" $amdcl2_action "$large" -o "$work/out.r")
    echo "$t" >> "$work/$mode"
  done
done
on=$(median < "$work/on"); off=$(median < "$work/off")
echo "occupancy retry on/off (large kernel): ${on}s / ${off}s = $(awk -v a="$on" -v b="$off" \
  'BEGIN {printf "%.3f", (b > 0 ? a / b : 0)}')"
