#!/usr/bin/env bash
# run-agreement.sh <builddir> <same-source-dir> [run-agreement.py options]
#
# Runs AMD's gfx8 kernels of the same-source set and amdcl2's builds of the
# same sources on the emulator (amdcl2-run) with the same inputs and
# compares their outputs byte for byte: one line per kernel, then
# `N/M programs agree`. <same-source-dir> is a copy of
# ../shared/testdata/same-source with the sources fetched into place and its
# pairs.tsv written (same-source.sh does that); nothing of it is committed.
# A benchmark, not a test: it never fails on the result.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -euo pipefail
if [ $# -lt 2 ]; then
  echo "usage: $0 <builddir> <same-source-dir> [options]" >&2
  exit 2
fi
build=$(cd "$1" && pwd)
dir=$(cd "$2" && pwd)
shift 2
exec python3 "$(dirname "$0")/run-agreement.py" "$build/bin" "$dir" "$@"
