#!/usr/bin/env bash
# setup.sh [builddir [cmake options...]] - install the Debian 12 packages
# amdcl2 needs (only the missing ones), then configure and build with Ninja.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$root/build}
shift $(( $# > 0 ? 1 : 0 ))

packages=(llvm-22-dev llvm-22-tools clang-22 libclang-cpp22-dev libclang-22-dev
          libclang-rt-22-dev lld-22 libclc-22 cmake ninja-build libgtest-dev
          python3)
# The OpenCL host example (examples/host) and the independent oracle of the
# differential tests (PoCL, a CPU OpenCL nobody here wrote; bench/difftest):
# the build does without them, and the tests that need them are skipped.
optional=(ocl-icd-opencl-dev opencl-c-headers pocl-opencl-icd clinfo)
missing=()
missing_optional=()
for p in "${packages[@]}" "${optional[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" &&
    continue
  if [[ " ${optional[*]} " == *" $p "* ]]; then
    missing_optional+=("$p")
  else
    missing+=("$p")
  fi
done
if [ $(( ${#missing[@]} + ${#missing_optional[@]} )) -gt 0 ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo=sudo
  $sudo apt-get update -qq
  if [ ${#missing[@]} -gt 0 ]; then
    echo "== installing: ${missing[*]}"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
  fi
  if [ ${#missing_optional[@]} -gt 0 ]; then
    echo "== installing (optional): ${missing_optional[*]}"
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq \
      --no-install-recommends "${missing_optional[@]}" ||
      echo "== not installed: ${missing_optional[*]} (examples/host and the PoCL tests are skipped)"
  fi
fi

echo "== configuring $build"
cmake -G Ninja -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release "$@" >/dev/null
echo "== building"
ninja -C "$build" -j"$(nproc)"
