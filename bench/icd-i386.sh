#!/usr/bin/env bash
# icd-i386.sh <root-dir> [source-dir] - the ICD in a 32-bit process: a
# Debian 12 i386 system in <root-dir> (debootstrap makes it when absent;
# run as root), amdcl2 built there from [source-dir] (default: this
# checkout's work tree) with Debian's i386 LLVM 22, then lit's Runtime
# tests run in it: the Khronos loader, test/Runtime/icd-host.c and the ICD
# all 32-bit, so every program the ICD builds is a 32-bit one
# (icd-bitness.test checks 32 address bits and a 4-byte size_t there).
# Prints lit's summary; exits non-zero if a test failed. Nothing of the
# root is kept in the repository.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -euo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 <root-dir> [source-dir]" >&2
  exit 2
fi
root=$(mkdir -p "$1" && cd "$1" && pwd)
src=${2:-$(cd "$(dirname "$0")/.." && pwd)}
packages="llvm-22-dev clang-22 libclang-cpp22-dev libclang-22-dev llvm-22-tools
  lld-22 libclc-22 cmake ninja-build g++ ocl-icd-opencl-dev opencl-c-headers
  ocl-icd-libopencl1 python3 zlib1g-dev libzstd-dev libedit-dev libxml2-dev
  libz3-dev libcurl4-openssl-dev"

if [ ! -e "$root/etc/debian_version" ]; then
  debootstrap --arch=i386 --variant=minbase --include=ca-certificates \
    bookworm "$root" http://deb.debian.org/debian
fi
cat > "$root/etc/apt/sources.list" <<'LIST'
deb http://deb.debian.org/debian bookworm main
deb http://deb.debian.org/debian bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
LIST
cp /etc/resolv.conf "$root/etc/resolv.conf"
mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"
mountpoint -q "$root/dev" || mount --bind /dev "$root/dev"
trap 'umount "$root/proc" "$root/dev" 2>/dev/null || true' EXIT
packages=$(echo $packages) # one line for the command below
chroot "$root" bash -c "apt-get update -q >/dev/null &&
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
    --no-install-recommends $packages >/dev/null"

rm -rf "$root/src/amdcl2"
mkdir -p "$root/src/amdcl2"
tar -C "$src" --exclude=./build --exclude=./.git -cf - . |
  tar -C "$root/src/amdcl2" -xf -
chroot "$root" bash -c "set -o pipefail
  cmake -G Ninja -S /src/amdcl2 -B /build -DCMAKE_BUILD_TYPE=Release >/dev/null &&
  ninja -C /build amdcl2-icd amdcl2-clang amdcl2-objdump amdcl2-builtins \
    amdcl2-libclc-parts icd-host >/dev/null &&
  test \"\$(getconf LONG_BIT)\" = 32 &&
  /usr/lib/llvm-22/bin/lit /build/test/Runtime | tail -4"
