#!/usr/bin/env python3
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
"""Run OpenCL C kernels compiled by amdcl2 on the virtual device and on PoCL
(an independent CPU OpenCL implementation) with byte-identical inputs, and
compare every buffer.

  difftest.py BINDIR SOURCE.cl [--kernel K]... [--gpus fiji,gfx900]
              [--opts O2,O0,O2+m32] [--global X[,Y[,Z]] --local X[,Y[,Z]]]
              [--arg SPEC]... [--seeds N] [--ulp N] [--arg-ulp N=U]...
              [--racy N]...
              [--build-options OPTS] [--keep DIR] [--check]

BINDIR holds amdcl2-clang, amdcl2-objdump, amdcl2-run and amdcl2-clrun (a
build's bin/). Every kernel of SOURCE (or those --kernel names) is compiled
for each GPU at each -O level, run by amdcl2-run, run by amdcl2-clrun on
PoCL, and each buffer argument compared:

- integers (and every buffer of unknown type) byte for byte;
- float and double elements within --ulp units in the last place (default
  0: the operations must be correctly rounded, as + - * and conversions
  are; a kernel calling builtins with looser limits passes their bound;
  --arg-ulp N=U sets it for buffer argument N alone),
  after flushing denormals to a signed zero on a GPU whose f32 denormals are
  flushed (gfx8 by default, any GPU with -cl-denorms-are-zero); NaNs agree
  with any NaN;
- a buffer named with --racy (its value depends on a race or on the order
  of floating-point atomics) is reported as such, never as agreement.

Arguments come from --arg (amdcl2-run's specs, the same for both sides) or,
without any, from the kernel's metadata as run-agreement.py makes them
(4096 small random elements per buffer, --seeds input sets). Work sizes:
--global/--local, else the required work-group size or 64 and 256.

One line per kernel, GPU and level: `agree`, `DIFFER ...`, `racy arg N
...`, or `error: ours|pocl: MESSAGE`; then `N/M runs agree` (and how many
could not be compared). With --check the exit status is 1 unless every run
that could be compared agrees and no run of ours failed.
"""
import argparse
import importlib.util
import math
import os
import shutil
import struct
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location(
    "run_agreement", os.path.join(HERE, "run-agreement.py"))
ra = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ra)

GFX8 = ra.FAMILIES["gfx8"] | ra.FAMILIES["gfx7"]


def flushes_f32(gpu, options):
    return gpu in GFX8 or "-cl-denorms-are-zero" in options


def ftz(v, fmt):
    tiny = 2.0 ** -126 if fmt == "f" else 2.0 ** -1022
    return math.copysign(0.0, v) if v == v and abs(v) < tiny else v


def compare_buffer(da, db, fmt, is_float, ulp, flush):
    """None when the bytes agree under the rules above, else a text."""
    if da == db:
        return None
    if len(da) != len(db):
        return "%d bytes vs %d" % (len(da), len(db))
    if not fmt:
        byte = next(j for j in range(len(da)) if da[j] != db[j])
        return "at byte %d (%d vs %d)" % (byte, da[byte], db[byte])
    size = struct.calcsize(fmt)
    n = len(da) // size
    va = struct.unpack("<%d%s" % (n, fmt), da[: n * size])
    vb = struct.unpack("<%d%s" % (n, fmt), db[: n * size])
    bad, worst = [], 0
    for j in range(n):
        x, y = va[j], vb[j]
        if not is_float:
            if x != y:
                bad.append(j)
            continue
        if flush and fmt == "f":
            x, y = ftz(x, fmt), ftz(y, fmt)
        if x != x and y != y:
            continue
        if x != x or y != y:
            bad.append(j)
            continue
        d = abs(ra.ulp_key(x, fmt) - ra.ulp_key(y, fmt))
        if d > ulp:
            bad.append(j)
            worst = max(worst, d)
    if not bad:
        return None
    j = bad[0]
    text = "%d of %d elements differ; [%d] = %r (ours) vs %r (pocl)" % (
        len(bad), n, j, va[j], vb[j])
    if is_float:
        text += "; max ulp difference %d" % worst
    return text


def buffer_types(args):
    """Per argument: (struct format or None, float?) for pointers, else None."""
    out = []
    for a in args:
        t = ra.parse_type(a["type_name"])
        if a["kind"] == "pointer" and a["address_space"] != "local" and t:
            out.append((ra.SCALARS[t[0]][1], ra.SCALARS[t[0]][2]))
        else:
            out.append(None)
    return out


def dims_of(text):
    return [int(v) for v in text.split(",")]


class Runner:
    def __init__(self, opts, work):
        self.o = opts
        self.work = work
        self.tool = lambda name: os.path.join(opts.bindir, name)
        self.compiled = {}

    def compile(self, gpu, level):
        """Once per run: a binary already in a reused --keep directory may
        come from another build or source."""
        if (gpu, level) not in self.compiled:
            self.compiled[gpu, level] = self._compile(gpu, level)
        return self.compiled[gpu, level]

    def _compile(self, gpu, level):
        out = os.path.join(self.work, "%s-%s.clo" % (gpu, level))
        if os.path.exists(out):
            os.remove(out)
        # A level may carry options of amdcl2's alone after '+': O2+m32 is
        # -O2 -m32 (a 32-bit program; PoCL runs the source as it is).
        cmd = [self.tool("amdcl2-clang"), "-target", "amdgcn", "--amdcl2-abi",
               "-mcpu=" + gpu] + ["-" + w for w in level.split("+")] + [
               "-c", "-o", out, self.o.source]
        cmd += self.o.build_options.split()
        r = ra.run(cmd, timeout=900)
        if r.returncode != 0:
            return None, ra.first_error(r.stderr)
        return out, None

    def pocl(self, kernel, glob, local, specs, outdir):
        cmd = [self.tool("amdcl2-clrun"), self.o.source, "--kernel", kernel,
               "--global", ",".join(map(str, glob)), "--out", outdir,
               "--build-options=" + self.o.build_options]
        if local:
            cmd += ["--local", ",".join(map(str, local))]
        r = ra.run(cmd + ["--arg=" + s for s in specs], timeout=900)
        return None if r.returncode == 0 else ra.first_error(r.stderr)

    def ours(self, binary, kernel, glob, local, specs, outdir):
        cmd = [self.tool("amdcl2-run"), binary, "--kernel", kernel,
               "--global", ",".join(map(str, glob)), "--out", outdir]
        if local:
            cmd += ["--local", ",".join(map(str, local))]
        r = ra.run(cmd + ["--arg=" + s for s in specs], timeout=900)
        return None if r.returncode == 0 else ra.first_error(r.stderr)


def sizes(o, reqd):
    if o.glob:
        return dims_of(o.glob), dims_of(o.local) if o.local else None
    req, dims = reqd
    glob, local, _ = ra.sizes_for((req, dims), (req, dims))
    return glob, local


def run_kernel(R, kernel, args, reqd, configs):
    """Lines for one kernel over every (gpu, level) and input set, and the
    counts (agree, compared, our errors)."""
    o = R.o
    glob, local = sizes(o, reqd)
    types = buffer_types(args)
    lines, counts = [], [0, 0, 0]
    verdict = {c: None for c in configs}
    for seed in range(o.seeds if not o.arg else 1):
        indir = os.path.join(R.work, kernel, "in%d" % seed)
        os.makedirs(indir, exist_ok=True)
        if o.arg:
            specs = o.arg
        else:
            try:
                items = math.prod(local) if local else 64
                specs, _ = ra.make_inputs(kernel, args, indir, items, seed)
            except ValueError as e:
                return ["%s: error: pocl: %s" % (kernel, e)], counts
        ref = os.path.join(R.work, kernel, "pocl%d" % seed)
        err = R.pocl(kernel, glob, local, specs, ref)
        if err:
            return ["%s: error: pocl: %s" % (kernel, err)], counts
        for gpu, level, binary in configs:
            key = (gpu, level, binary)
            if verdict[key]:
                continue
            out = os.path.join(R.work, kernel, "%s-%s-%d" % (gpu, level, seed))
            err = R.ours(binary, kernel, glob, local, specs, out)
            if err:
                verdict[key] = "error: ours: " + err
                continue
            for i, a in enumerate(args):
                if not ra.is_output(a):
                    continue
                pa, pb = (os.path.join(d, "arg%d.bin" % i) for d in (out, ref))
                da = open(pa, "rb").read() if os.path.exists(pa) else b""
                db = open(pb, "rb").read() if os.path.exists(pb) else b""
                fmt, is_float = types[i] or (None, False)
                diff = compare_buffer(da, db, fmt, is_float, o.arg_ulp.get(i, o.ulp),
                                      flushes_f32(gpu, o.build_options))
                if diff and i in o.racy:
                    verdict[key] = "racy arg %d (not compared): %s" % (i, diff)
                    break
                if diff:
                    verdict[key] = "DIFFER arg %d %s%s" % (
                        i, diff, " with input set %d" % seed if seed else "")
                    break
    for (gpu, level, _), v in verdict.items():
        v = v or "agree"
        counts[0] += v == "agree"
        counts[1] += v == "agree" or v.startswith("DIFFER")
        counts[2] += v.startswith("error: ours")
        lines.append("%s %s -%s: %s" % (kernel, gpu, level, v))
    return lines, counts


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("bindir")
    p.add_argument("source")
    p.add_argument("--kernel", action="append", default=[])
    p.add_argument("--gpus", default="fiji,gfx900")
    p.add_argument("--opts", default="O2")
    p.add_argument("--global", dest="glob")
    p.add_argument("--local")
    p.add_argument("--arg", action="append", default=[])
    p.add_argument("--seeds", type=int, default=1)
    p.add_argument("--ulp", type=int, default=0)
    p.add_argument("--arg-ulp", action="append", default=[])
    p.add_argument("--racy", type=int, action="append", default=[])
    p.add_argument("--build-options", default="")
    p.add_argument("--keep")
    p.add_argument("--check", action="store_true")
    o = p.parse_args()
    o.arg_ulp = {int(k): int(v) for k, v in (x.split("=") for x in o.arg_ulp)}
    work = o.keep or tempfile.mkdtemp(prefix="difftest.")
    os.makedirs(work, exist_ok=True)
    R = Runner(o, work)
    total = [0, 0, 0]
    try:
        configs, meta = [], None
        for gpu in o.gpus.split(","):
            for level in o.opts.split(","):
                binary, err = R.compile(gpu, level)
                if err:
                    print("error: ours: %s -%s: %s" % (gpu, level, err))
                    total[2] += 1
                    continue
                configs.append((gpu, level, binary))
                meta = meta or binary
        if meta:
            kernels = ra.kernels_of(o.bindir, meta)
            reqd = ra.reqd_sizes(o.bindir, meta)
            for k in o.kernel or list(kernels):
                if k not in kernels:
                    print("%s: error: ours: no such kernel" % k)
                    total[2] += 1
                    continue
                lines, counts = run_kernel(R, k, kernels[k], reqd[k], configs)
                print("\n".join(lines))
                total = [a + b for a, b in zip(total, counts)]
    finally:
        if not o.keep:
            shutil.rmtree(work, ignore_errors=True)
    print("%d/%d runs agree%s" % (total[0], total[1],
                                  ", %d errors of ours" % total[2] if total[2] else ""))
    ok = total[0] == total[1] and total[2] == 0
    return 0 if ok or not o.check else 1


if __name__ == "__main__":
    sys.exit(main())
