#!/usr/bin/env python3
"""What the occupancy retry buys and what it costs, over a corpus of OpenCL C
sources: each file is compiled by amdcl2-clang with the retry off and on, and
the kernels of both binaries are read back with amdcl2-objdump --kernels.

Usage: occupancy-retry.py BUILD/bin DIR [--gpu fiji] [--runs 1] [--jobs 1]

DIR is searched for *.cl files; a MANIFEST.tsv in a directory (tab-separated
columns file, include_dirs, defines and other_options, the last two as the
host program passes them) gives the options of the files it lists, else a
file is compiled with -I its own directory. Prints one line per kernel whose waves differ, then the summary:
files and kernels compiled, kernels changed, waves gained, the code size of
the changed kernels before and after, and the compile time off and on (sum,
and the largest ratio of one file). A benchmark: it never fails on numbers.
Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
"""
import argparse
import concurrent.futures
import csv
import math
import os
import re
import subprocess
import sys
import tempfile
import time


def manifest_options(root):
    """{path: [options]} from every MANIFEST.tsv under root."""
    out = {}
    for d, _, files in os.walk(root, followlinks=True):
        if "MANIFEST.tsv" not in files:
            continue
        with open(os.path.join(d, "MANIFEST.tsv")) as f:
            for row in csv.DictReader(f, delimiter="\t"):
                path = os.path.normpath(os.path.join(d, row["file"]))
                opts = []
                for inc in filter(None, (row.get("include_dirs") or "").split(",")):
                    opts += ["-I", os.path.join(d, inc)]
                opts += (row.get("defines") or "").split()
                opts += [o for o in (row.get("other_options") or "").split()
                         if o not in ("-g", "-x", "clc++")]
                out[path] = opts
    return out


def corpus(root):
    """[(source, options)] for every *.cl under root: the options of the
    MANIFEST.tsv that lists it, else -I its own directory."""
    opts = manifest_options(root)
    sources = sorted(os.path.normpath(os.path.join(d, f))
                     for d, _, fs in os.walk(root, followlinks=True)
                     for f in fs if f.endswith(".cl"))
    return [(s, opts.get(s, ["-I", os.path.dirname(s)])) for s in sources]


def kernels_of(objdump, binary):
    """{kernel: (waves, vgprs, sgprs, code bytes)} of an AMDCL2 binary."""
    text = subprocess.run([objdump, "--kernels", binary], capture_output=True,
                          text=True).stdout
    out, name, regs = {}, None, {}
    for line in text.splitlines():
        m = re.match(r"\.kernel (\S+)", line.strip())
        if m:
            name, regs = m.group(1), {}
            continue
        m = re.match(r"\.(vgprsnum|sgprsnum) (\d+)", line.strip())
        if m:
            regs[m.group(1)] = int(m.group(2))
            continue
        m = re.search(r"# occupancy (\d+) waves", line)
        if m and name:
            out[name] = [int(m.group(1)), regs.get("vgprsnum", 0),
                         regs.get("sgprsnum", 0), 0]
    text = subprocess.run([objdump, "-d", binary], capture_output=True,
                          text=True).stdout
    name = None
    for line in text.splitlines():
        m = re.match(r"^(\S+):$", line)
        if m and not m.group(1).startswith(".L"):  # a kernel, not a label
            name = m.group(1)
        elif name in out and re.match(r"\s+/\*[0-9a-f]+\*/", line):
            words = line.split("//")[-1].split()
            out[name][3] += 4 * len(words)
    return {k: tuple(v) for k, v in out.items()}


def compile_one(o, src, opts, retry, out):
    cmd = [os.path.join(o.bindir, "amdcl2-clang"), "-target", "amdgcn",
           "--amdcl2-abi", "-mcpu=" + o.gpu, "-O2", "-c", "-w", "-o", out, src]
    cmd += opts
    if not retry:
        cmd += ["-mllvm", "-amdcl2-occupancy-retry=false"]
    best = None
    for _ in range(o.runs):
        t0 = time.perf_counter()
        r = subprocess.run(cmd, capture_output=True, text=True)
        t = time.perf_counter() - t0
        if r.returncode != 0:
            return None
        best = t if best is None else min(best, t)
    return best


def measure(o, src, opts, work):
    base = os.path.join(work, "%d" % abs(hash(src)))
    objdump = os.path.join(o.bindir, "amdcl2-objdump")
    res = {}
    for retry in (False, True):
        out = base + (".on.clo" if retry else ".off.clo")
        t = compile_one(o, src, opts, retry, out)
        if t is None:
            return src, None
        res[retry] = (t, kernels_of(objdump, out))
    return src, res


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("bindir")
    p.add_argument("dir")
    p.add_argument("--gpu", default="fiji")
    p.add_argument("--runs", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    o = p.parse_args()
    work = tempfile.mkdtemp(prefix="occupancy-retry.")
    files = failed = kernels = changed = gained = lost = 0
    t_off = t_on = 0.0
    worst = (1.0, "")
    size_log = []
    with concurrent.futures.ThreadPoolExecutor(o.jobs) as pool:
        jobs = [pool.submit(measure, o, s, opts, work)
                for s, opts in corpus(o.dir)]
        for j in jobs:
            src, res = j.result()
            if res is None:
                failed += 1
                continue
            files += 1
            (a, ka), (b, kb) = res[False], res[True]
            t_off += a
            t_on += b
            if a > 0 and b / a > worst[0]:
                worst = (b / a, os.path.relpath(src, o.dir))
            for name, before in sorted(ka.items()):
                after = kb.get(name)
                kernels += 1
                if not after or after[0] == before[0]:
                    continue
                changed += 1
                gained += max(0, after[0] - before[0])
                lost += max(0, before[0] - after[0])
                if before[3] and after[3]:
                    size_log.append(math.log(after[3] / before[3]))
                print("%s %s: %d -> %d waves, VGPRs %d -> %d, SGPRs %d -> %d, "
                      "code %d -> %d bytes" % (
                          os.path.relpath(src, o.dir), name, before[0], after[0],
                          before[1], after[1], before[2], after[2], before[3],
                          after[3]))
    print("%d files compiled (%d failed), %d kernels, %d changed: %d waves gained, "
          "%d lost" % (files, failed, kernels, changed, gained, lost))
    if size_log:
        print("code size of the changed kernels, after/before (geomean): %.3f"
              % math.exp(sum(size_log) / len(size_log)))
    print("compile time, retry off/on: %.2fs / %.2fs = %.3f; largest ratio %.2f (%s)"
          % (t_off, t_on, t_on / t_off if t_off else 0, worst[0], worst[1]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
