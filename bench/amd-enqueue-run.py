#!/usr/bin/env python3
"""amd-enqueue-run.py <builddir> <CLRX source tree>

Runs AMD's own device-side enqueue binaries on the virtual device and checks
their results against Python: the enqueuer of CLRX's tests/amdbin test data
(enqueue.clo.regen, a 64-bit program of driver 1912.05, and enqueue.32.clo.regen,
a 32-bit one; both Bonaire) enqueues two blocks per work-item, which take square
roots of 128 floats at the pointer they capture (and, in the first block, 100000
floats further on). The same source (test/Driver/m32-enqueue-records.cl)
compiled by amdcl2 (64-bit and -m32, for bonaire, fiji and gfx900) runs on the
same input. What it shows: the emulator
lays out the device queue, the kernel table and the setup arguments as AMD's
code expects them, for 64-bit and 32-bit programs. CLRX is third-party: give
the path of a checkout; nothing of it is committed. A check, not a test: it
prints one line per binary and exits non-zero if any result differs.
Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
"""
import math
import os
import random
import struct
import subprocess
import sys
import tempfile

PARENTS, CHILD, FAR, WORDS = 64, 128, 100000, 262144

# enqueue.32's kernels, as the records test writes them (without -DQUEUE).
SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test",
                      "Driver", "m32-enqueue-records.cl")


def f32(v):
    return struct.unpack("<f", struct.pack("<f", v))[0]


def expected(x):
    a, b = list(x), list(x)
    for g in range(PARENTS):
        for i in range(CHILD):
            k = g * CHILD + i
            a[k] = f32(math.sqrt(a[k]))
            a[k + FAR] = f32(math.sqrt(a[k + FAR]))
            b[k] = f32(math.sqrt(b[k]))
    return a, b


def run(bindir, clo, inp, out):
    cmd = [os.path.join(bindir, "amdcl2-run"), clo, "--kernel", "enqueuer",
           "--global", str(PARENTS), "--arg", "buf:@" + inp,
           "--arg", "buf:@" + inp, "--out", out]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode:
        return p.stderr.strip().splitlines()[-1]
    got = []
    for n in range(2):
        with open(os.path.join(out, "arg%d.bin" % n), "rb") as f:
            got.append(struct.unpack("<%df" % WORDS, f.read()))
    return got


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.splitlines()[0])
    bindir = os.path.join(os.path.abspath(sys.argv[1]), "bin")
    bins = os.path.join(sys.argv[2], "tests", "amdbin", "amdcl2bins")
    random.seed(1)
    x = [f32(random.uniform(0, 1000)) for _ in range(WORDS)]
    want = expected(x)
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        inp = os.path.join(tmp, "in.bin")
        with open(inp, "wb") as f:
            f.write(struct.pack("<%df" % WORDS, *x))
        cases = [("AMD " + n, os.path.join(bins, n))
                 for n in ("enqueue.clo.regen", "enqueue.32.clo.regen")]
        for gpu in ("bonaire", "fiji", "gfx900"):
            for bits in ("-m64", "-m32"):
                clo = os.path.join(tmp, "%s%s.clo" % (gpu, bits))
                subprocess.run([os.path.join(bindir, "amdcl2-clang"),
                                "-target", "amdgcn", "--amdcl2-abi", bits,
                                "-mcpu=" + gpu, "-c", SOURCE, "-o", clo],
                               check=True)
                cases.append(("amdcl2 %s %s" % (gpu, bits), clo))
        for name, clo in cases:
            out = os.path.join(tmp, "out")
            got = run(bindir, clo, inp, out)
            if isinstance(got, str):
                print("%s: %s" % (name, got))
                bad += 1
                continue
            diff = sum(u != v for g, w in zip(got, want) for u, v in zip(g, w))
            bad += diff != 0
            print("%s: %s" % (name, "agrees" if not diff else
                                 "%d words differ" % diff))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
