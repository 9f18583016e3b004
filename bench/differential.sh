#!/usr/bin/env bash
# differential.sh <builddir> [kernel files...] - differential runs on the
# emulator: every kernel of each OpenCL C file (default: test/Emulator,
# test/Builtins and examples) compiled at -O0 and -O2 for fiji, and at -O2
# for fiji and gfx900, each pair run on the same inputs by
# run-agreement.py --binaries. Integer results must agree; a float result may
# differ by the rounding the optimizer may change (contraction, gfx8's
# flushed f32 denormals against gfx9's kept ones), and a kernel that writes a
# pointer value differs with the layout of the code; kernels whose arguments
# the script cannot give (queues, events, pipes, data-dependent sizes) are
# listed as not run. Found so far: v_bfe_i32 past bit 31, the media byte
# instructions. A tool for finding compiler and emulator bugs, not a test.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -uo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 <builddir> [kernel.cl...]" >&2
  exit 2
fi
bin=$(cd "$1/bin" && pwd)
shift
root=$(cd "$(dirname "$0")/.." && pwd)
files=("$@")
[ ${#files[@]} -gt 0 ] ||
  files=("$root"/test/Emulator/*.cl "$root"/test/Builtins/*.cl "$root"/examples/*.cl)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pairs=0 agree=0
for f in "${files[@]}"; do
  n=$(basename "$f" .cl)
  d="$work/$n"
  mkdir -p "$d"
  ok=1
  for cfg in "fiji -O0" "fiji -O2" "gfx900 -O2"; do
    set -- $cfg
    "$bin/amdcl2-clang" -target amdgcn --amdcl2-abi -mcpu="$1" "$2" -c \
      -o "$d/$1$2.clo" "$f" >/dev/null 2>&1 || ok=0
  done
  if [ $ok = 0 ]; then
    echo "$n: not compiled (a test of errors?)"
    continue
  fi
  for pair in "fiji-O0 fiji-O2" "fiji-O2 gfx900-O2"; do
    set -- $pair
    pairs=$((pairs + 1))
    out=$(python3 "$root/bench/run-agreement.py" "$bin" --binaries \
      "$d/$1.clo" "$d/$2.clo" --seeds 1 2>&1)
    if grep -q "^1/1 programs agree" <<<"$out"; then
      agree=$((agree + 1))
    else
      echo "$n ($1 vs $2):"
      grep -E "DIFFER|error|x (ref|ours)" <<<"$out" | sed 's/^/  /'
    fi
  done
done
echo "$agree/$pairs pairs agree"
