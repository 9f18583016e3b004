#!/usr/bin/env bash
# same-source.sh <builddir> <same-source-dir> [clrxdisasm]
#
# The same-source comparison with AMD's compiler: <same-source-dir> is a
# copy of ../shared/testdata/same-source with the sources SOURCES.tsv names
# fetched into place (they stay out of the repository). Writes the pairs
# file (same-source-pairs.py), runs compare.py with <builddir>'s
# amdcl2-clang and amdcl2-objdump, keeps the report in
# <same-source-dir>/report.md and prints its summary: how many kernels have
# AMD's ABI facts, and the code-size geomean ours/AMD (target <= 1.0).
# A benchmark, not a test: it never fails on the numbers.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 <builddir> <same-source-dir> [clrxdisasm]" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
dir=$(cd "$2" && pwd)
clrx=${3:-${CLRXDISASM:-clrxdisasm}}
here=$(cd "$(dirname "$0")" && pwd)
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
# compare.py runs BIN_DIR/clang: amdcl2-clang under that name.
ln -s "$build/bin/amdcl2-clang" "$bin/clang"
ln -s "$build/bin/amdcl2-objdump" "$bin/amdcl2-objdump"
python3 "$here/same-source-pairs.py" "$dir" > "$dir/pairs.tsv"
python3 "$dir/compare.py" "$bin" "$clrx" --pairs "$dir/pairs.tsv" --quiet \
  > "$dir/report.md"
grep -E '^ABI facts:' "$dir/report.md"
