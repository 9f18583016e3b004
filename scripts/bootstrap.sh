#!/usr/bin/env bash
# bootstrap.sh - set up a fresh Debian 12 machine, build amdcl2 and compile
# the example kernels into AMDCL2 binaries, printing their kernel info.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$root/build}
bash "$root/scripts/setup.sh" "$build"
bash "$root/scripts/run-examples.sh" "$build" "${1:-fiji}"
