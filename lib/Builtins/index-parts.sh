#!/bin/sh
# index-parts.sh <llvm-bindir> <outdir> <part.bc>...
# Copies each part to <outdir>/p<N>.bc (N counting from 0 in the order
# given) and writes <outdir>/index.txt: a line "symbol N" for each symbol a
# part defines, sorted by symbol in byte order, the first part given
# winning a symbol two define. amdcl2-clang looks a program's undefined
# names up in it by bisection and reads only the parts that define them.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -eu
bin=$1 out=$2
shift 2
mkdir -p "$out"
rm -f "$out/index.txt" "$out/index.tmp"
i=0
for part in "$@"; do
  [ "$part" = "$out/p$i.bc" ] || cp "$part" "$out/p$i.bc"
  "$bin/llvm-nm" --defined-only -j "$out/p$i.bc" | sed "s/\$/ $i/" \
    >> "$out/index.tmp"
  i=$((i + 1))
done
LC_ALL=C sort -s -u -t ' ' -k1,1 -o "$out/index.txt" "$out/index.tmp"
rm "$out/index.tmp"
