#!/usr/bin/env bash
# cl2-samples.sh <builddir> <dir> - compiles every *.cl of <dir> (AMD's APP
# SDK OpenCL 2.0 samples: RegionGrowingSegmentation_Kernels.cl,
# ExtractPrimes_Kernels.cl, BinarySearchDeviceSideEnqueue_Kernels.cl; fetched
# by hand, never committed) for bonaire, fiji and gfx900 with the occupancy
# retry on and off, and prints per file, GPU and mode: ok or the first
# error, the compile time, and the kernels whose waves per SIMD the retry
# changed. Exit 1 when any compile fails. The issue that asked for it:
# RegionGrowingSegmentation stopped with "no registers from class available
# to allocate in function 'queue_neigh'" when a retry trial failed.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -uo pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 <builddir> <dir>" >&2
  exit 2
fi
bin=$(cd "$1/bin" && pwd)
dir=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
# waves FILE.clo: "kernel waves" per line, from the occupancy comments.
waves() {
  "$bin/amdcl2-objdump" --kernels "$1" |
    awk '/^\.kernel /{k=$2} /# occupancy/{print k, $3}'
}
for src in "$dir"/*.cl; do
  name=$(basename "$src" .cl)
  for gpu in bonaire fiji gfx900; do
    for mode in on off; do
      extra=()
      [ "$mode" = off ] && extra=(-mllvm -amdcl2-occupancy-retry=false)
      out="$work/$name.$gpu.$mode.clo"
      start=$(date +%s.%N)
      if "$bin/amdcl2-clang" -target amdgcn --amdcl2-abi -mcpu="$gpu" \
           -cl-std=CL2.0 "${extra[@]}" -c -o "$out" "$src" 2> "$work/err"; then
        status=ok
      else
        status="error: $(grep -m1 error "$work/err")"
        failed=1
      fi
      secs=$(echo "$(date +%s.%N) - $start" | bc)
      printf '%-40s %-8s retry %-3s %6.2fs %s\n' "$name" "$gpu" "$mode" "$secs" "$status"
    done
    on="$work/$name.$gpu.on.clo" off="$work/$name.$gpu.off.clo"
    if [ -s "$on" ] && [ -s "$off" ]; then
      join <(waves "$on" | sort) <(waves "$off" | sort) |
        awk -v f="$name" -v g="$gpu" '$2 != $3 {printf "  %s %s: %s %s waves with the retry, %s without\n", f, g, $1, $2, $3}'
    fi
  done
done
exit $failed
