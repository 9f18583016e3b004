#!/bin/sh
# split-libclc.sh <llvm-bindir> <libclc.bc> <outdir> <parts>
# Splits libclc's 13k-function bitcode into <parts> small modules
# (p<N>.bc, unused declarations dropped) with an index (index-parts.sh), so
# that amdcl2-clang reads only the parts a program needs instead of every
# declaration (3 ms per part instead of 60-80 ms).
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -eu
bin=$1 libclc=$2 out=$3 parts=$4
rm -rf "$out"
mkdir -p "$out"
"$bin/llvm-split" -j "$parts" "$libclc" -o "$out/split"
i=0
while [ "$i" -lt "$parts" ]; do
  "$bin/opt" -passes='globaldce,strip-dead-prototypes' "$out/split$i" \
    -o "$out/p$i.bc"
  rm "$out/split$i"
  i=$((i + 1))
done
# The parts in place, in number order.
set --
i=0
while [ "$i" -lt "$parts" ]; do
  set -- "$@" "$out/p$i.bc"
  i=$((i + 1))
done
"$(dirname "$0")/index-parts.sh" "$bin" "$out" "$@"
