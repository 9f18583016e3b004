#!/bin/sh
# run-examples.sh <builddir> [gpu] - compile every examples/*.cl with
# amdcl2-clang and print each program's kernel info (--kernel-info=json).
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -eu
if [ $# -lt 1 ]; then
  echo "usage: $0 <builddir> [gpu]" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
gpu=${2:-fiji}
root=$(cd "$(dirname "$0")/.." && pwd)
clang="$build/bin/amdcl2-clang"
if [ ! -x "$clang" ]; then
  echo "$0: error: $clang not found; build the amdcl2-clang target" >&2
  exit 1
fi
# The binaries stay in <builddir>/examples for amdcl2-objdump and for
# clCreateProgramWithBinary.
out="$build/examples/$gpu"
mkdir -p "$out"
action=-c
ext=clo

status=0
for src in "$root"/examples/*.cl; do
  name=$(basename "$src" .cl)
  echo "== $name.cl ($gpu)"
  if "$clang" -target amdgcn --amdcl2-abi -mcpu="$gpu" $action \
       --kernel-info=json "$src" -o "$out/$name.$ext"; then
    :
  else
    echo "$0: error: $name.cl failed" >&2
    status=1
  fi
done
[ $status -eq 0 ] && echo "== AMDCL2 binaries in $out (amdcl2-objdump --kernels $out/*.clo)"
exit $status
