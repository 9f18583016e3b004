#!/usr/bin/env bash
# gfx7-pairs.sh <shared-testdata-dir> <source-dir> <out-dir>
#
# Makes a same-source folder for run-agreement.sh --family gfx7 from AMD's
# gfx7 binaries in the shared test data and their public sources (the AMD
# APP SDK 3.0 samples for ExtractPrimes: <source-dir> is a folder holding
# the files bench/gfx7-programs.tsv names, e.g. the SDK's
# samples/opencl/bin/x86_64). Writes <out-dir>/corpora/gfx7/PROGRAM/ and
# <out-dir>/pairs.tsv; a program whose source is missing is left out, and
# the script says so. Nothing it copies is committed.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -euo pipefail
if [ $# -ne 3 ]; then
  echo "usage: $0 <shared-testdata-dir> <source-dir> <out-dir>" >&2
  exit 2
fi
data=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
mkdir -p "$3"
out=$(cd "$3" && pwd)
here=$(cd "$(dirname "$0")" && pwd)
: > "$out/pairs.tsv"
grep -v '^#' "$here/gfx7-programs.tsv" | while IFS=$'\t' read -r prog bin source mcpu opts; do
  [ -n "$prog" ] || continue
  if [ ! -f "$data/$bin" ] || [ ! -f "$src/$source" ]; then
    echo "$prog: left out (no $data/$bin or $src/$source)" >&2
    continue
  fi
  dir="corpora/gfx7/$prog"
  mkdir -p "$out/$dir"
  cp "$data/$bin" "$out/$dir/"
  cp "$src/$source" "$out/$dir/"
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' gfx7 "$prog" default \
    "$dir/$(basename "$bin")" "$dir/$(basename "$source")" "$mcpu" - all \
    "$opts" >> "$out/pairs.tsv"
done
echo "$(wc -l < "$out/pairs.tsv") gfx7 pairs in $out/pairs.tsv"
