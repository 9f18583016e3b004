#!/usr/bin/env python3
"""The generated code of two amdcl2 builds over a corpus of OpenCL C sources:
each file is compiled by both, the kernels are read back (waves, VGPRs,
SGPRs, code bytes, as occupancy-retry.py reads them), every kernel that
differs is printed, then the totals and both builds' CPU time.

Usage: compare-builds.py OLD_BIN NEW_BIN DIR [--gpu fiji] [--new-options OPTS]

OLD_BIN and NEW_BIN hold amdcl2-clang (and NEW_BIN amdcl2-objdump); DIR is
searched for *.cl files, compiled with the options of the MANIFEST.tsv that
lists them as occupancy-retry.py does (else -I their directory).
--new-options (one string) go to the new build's compiles only: one build
against itself with an option changed. A benchmark: it never fails on numbers. Part of amdcl2,
under the Apache License v2.0 with LLVM Exceptions.
"""
import argparse
import importlib.util
import os
import resource
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "occupancy_retry", os.path.join(HERE, "occupancy-retry.py"))
orr = importlib.util.module_from_spec(spec)
spec.loader.exec_module(orr)


def children_cpu():
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("old")
    p.add_argument("new")
    p.add_argument("dir")
    p.add_argument("--gpu", default="fiji")
    p.add_argument("--new-options", default="")
    o = p.parse_args()
    objdump = os.path.join(o.new, "amdcl2-objdump")
    tmp = tempfile.mkdtemp()
    cpu, code, waves = [0.0, 0.0], [0, 0], [0, 0]  # old, new
    kernels = differ = one_failed = 0
    for i, (src, opts) in enumerate(orr.corpus(o.dir)):
        res = {}
        for side, b in enumerate((o.old, o.new)):  # may be one directory
            out = os.path.join(tmp, "%d.clo" % i)
            start = children_cpu()
            r = subprocess.run([os.path.join(b, "amdcl2-clang"), "-target", "amdgcn",
                                "--amdcl2-abi", "-mcpu=" + o.gpu, "-O2", "-c", src,
                                "-o", out]
                               + opts + (o.new_options.split() if side else []),
                               capture_output=True, timeout=3600)
            cpu[side] += children_cpu() - start
            res[side] = orr.kernels_of(objdump, out) if r.returncode == 0 else None
        if res[0] is None or res[1] is None:
            one_failed += (res[0] is None) != (res[1] is None)
            continue
        for k, a in res[0].items():
            if k not in res[1]:
                continue
            c = res[1][k]
            kernels += 1
            for side, v in enumerate((a, c)):
                code[side] += v[3]
                waves[side] += v[0]
            if a != c:
                differ += 1
                print("%s %s %s -> %s" % (os.path.relpath(src, o.dir), k, a, c),
                      flush=True)
    print("kernels %d, differ %d, compiled by one build only %d; waves %d -> %d; "
          "code bytes %d -> %d; CPU %.1f s -> %.1f s"
          % (kernels, differ, one_failed, waves[0], waves[1], code[0], code[1],
             cpu[0], cpu[1]))


if __name__ == "__main__":
    sys.exit(main())
