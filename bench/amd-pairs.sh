#!/usr/bin/env bash
# amd-pairs.sh <out-dir> ROOT=DIR...
#
# Makes a same-source folder for `run-agreement.sh --family gfx7|gfx8|gfx9`
# from the AMD-compiled binaries with public sources that
# bench/amd-programs.tsv lists: each path there starts with a root
# (testdata, appsdk, ggs...) that a ROOT=DIR argument places on this
# machine. Writes <out-dir>/corpora/amd/PROGRAM/ and <out-dir>/pairs.tsv;
# a program whose root is not given or whose files are missing is left out,
# and the script says so. Nothing it copies is committed.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 <out-dir> ROOT=DIR..." >&2
  exit 2
fi
mkdir -p "$1"
out=$(cd "$1" && pwd)
shift
declare -A roots
for a in "$@"; do
  [[ $a == *=* ]] || { echo "amd-pairs: '$a' is not ROOT=DIR" >&2; exit 2; }
  roots[${a%%=*}]=$(cd "${a#*=}" && pwd)
done
here=$(cd "$(dirname "$0")" && pwd)
# The local path of ROOT:PATH, or nothing.
resolve() {
  local root=${1%%:*} path=${1#*:}
  [ -n "${roots[$root]:-}" ] && [ -f "${roots[$root]}/$path" ] &&
    echo "${roots[$root]}/$path"
}
: > "$out/pairs.tsv"
grep -v '^#' "$here/amd-programs.tsv" |
while IFS=$'\t' read -r prog bin sources mcpu opts; do
  [ -n "$prog" ] || continue
  dir="corpora/amd/$prog"
  files=()
  for f in $bin $sources; do
    local_path=$(resolve "$f") || { echo "$prog: left out (no $f)" >&2; continue 2; }
    files+=("$local_path")
  done
  mkdir -p "$out/$dir"
  cp "${files[@]}" "$out/$dir/"
  first=$(basename "${files[1]}")
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' amd "$prog" default \
    "$dir/$(basename "${files[0]}")" "$dir/$first" "$mcpu" - all "$opts" \
    >> "$out/pairs.tsv"
done
echo "$(wc -l < "$out/pairs.tsv") pairs in $out/pairs.tsv"
