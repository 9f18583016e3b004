#!/usr/bin/env bash
# output-snapshot.sh <builddir> <outdir> [<baseline-outdir>]
#
# Compiles every examples/*.cl and every test/**/*.cl with <builddir>'s
# amdcl2-clang for bonaire, fiji and gfx900 under every driver era (old,
# 1912.05 = G1, 2036.03 = G2, 2482.03 = G2-gfx), writing each .clo, its
# --kernel-info=json and amdcl2-objdump --kernels into <outdir>. Inputs that a
# configuration rejects are recorded with their diagnostic (that is an output
# too). With a baseline directory from an earlier build, it then reports every
# file that differs and exits 1 if any does: the check that a refactoring
# leaves the compiler's outputs byte for byte as they were.
#
# Typical use around a change:
#   bench/output-snapshot.sh build /tmp/before          # old build
#   ... change, rebuild ...
#   bench/output-snapshot.sh build /tmp/after /tmp/before
# SOURCES="a.cl b.cl" (paths from the source root) snapshots only those:
# test/bench/smoke.test runs it on one file, twice, and compares.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -uo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 <builddir> <outdir> [<baseline-outdir>]" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
out=$2
base=${3:-}
root=$(cd "$(dirname "$0")/.." && pwd)
clang="$build/bin/amdcl2-clang"
objdump="$build/bin/amdcl2-objdump"
for t in "$clang" "$objdump"; do
  [ -x "$t" ] || { echo "$0: error: $t not found" >&2; exit 1; }
done
rm -rf "$out"
mkdir -p "$out"
out=$(cd "$out" && pwd)

gpus=(bonaire fiji gfx900)
drivers=(old 1912.05 2036.03 2482.03)
if [ -n "${SOURCES:-}" ]; then
  read -ra sources <<< "$SOURCES"
else
  mapfile -t sources < <(cd "$root" && ls examples/*.cl && find test -name '*.cl' | sort)
fi

n=0
for src in "${sources[@]}"; do
  stem=$(echo "$src" | tr '/' '_' | sed 's/\.cl$//')
  for gpu in "${gpus[@]}"; do
    for drv in "${drivers[@]}"; do
      o="$out/$stem.$gpu.$drv"
      # Run from the source root with a relative path: diagnostics then name
      # the file the same way wherever the tree is.
      (cd "$root" && "$clang" -target amdgcn --amdcl2-abi -mcpu="$gpu" \
         --amdcl2-driver="$drv" -c "$src" -o "$o.clo" \
         --kernel-info=json > "$o.json" 2> "$o.err")
      echo "exit $?" >> "$o.err"
      if [ -s "$o.clo" ]; then
        # Relative name: objdump prints it, and the folders differ.
        (cd "$out" && "$objdump" --kernels "$(basename "$o.clo")") \
          > "$o.kernels" 2>&1
      fi
      n=$((n + 1))
    done
  done
done
echo "$n configurations of ${#sources[@]} sources written to $out"

[ -n "$base" ] || exit 0
if diff -r -q "$base" "$out" > "$out.diff" 2>&1; then
  echo "outputs identical to $base"
  rm -f "$out.diff"
  exit 0
fi
echo "outputs differ from $base:"
cat "$out.diff"
exit 1
