#!/usr/bin/env python3
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
"""Run AMD's kernels and ours on the emulator and check that they agree.

  run-agreement.py BINDIR SAME_SOURCE_DIR [--pairs FILE] [--keep DIR]
  run-agreement.py BINDIR --binaries REF.clo OURS.clo

BINDIR holds amdcl2-clang, amdcl2-objdump and amdcl2-run (a build's bin/).

The first form reads SAME_SOURCE_DIR/pairs.tsv (corpus, program, variant,
amd_binary, sources, mcpu, driver, scope, options; see the same-source
README), takes the pairs of one GPU family (--family, default gfx8),
compiles each source with amdcl2 as
compare.py does, and runs every kernel of AMD's binary and of ours with
amdcl2-run on the same inputs. The second form compares two given binaries
(how the script itself is tested).

Inputs are deterministic: every global or constant buffer has 4096 elements
of its pointee type filled with small random values from a seed derived from
the kernel's name and the input set (--seeds N sets, default 3; each
kernel must agree on all of them) (integers 0-255, so data-dependent indexing stays in
bounds; floats k/8 in [-8, 8)), scalars small random integers (1-32) or floats k/4 in [-8, 8);
when both binaries go out of bounds on a set, it runs again with integers 0-3
and scalars 1-4 (inputs that index memory), then also as one work-group with
32 MiB buffers (a scratchpad per work-item), and a failure of one side only
is reported. Local pointers get local:BYTES, pipes 32 random packets of 64, queue_t the
device queue. Work sizes: the kernel's required
work-group size (from the binary) and twice that in each used dimension
for the global size (256 work-items in 1D), else, by the dimensions
either binary uses (its `.dims`), global 256, 16x16 or 8x8x8 and local 64,
8x8 or 4x4x4. When
the two binaries require different sizes (a source that is not the revision
AMD compiled), each runs with its own and the line says so; so it does when
the only kernel of each binary has a different name.

Every buffer argument is compared byte for byte; a float buffer that
differs also gets its largest ulp difference. One line per kernel:
`agree` (with how many buffer bytes the kernel changed),
`DIFFER arg N at byte B ...` or `error: ...` (the emulator's or
the compiler's message, naming the side), then `N/M FAMILY programs agree`
(a program agrees when all its kernels do) and what could not run, and why.
Exit status 0 unless the script itself fails (a benchmark, not a test),
or with --check, 1 when some program does not agree.
"""
import argparse
import collections
import json
import math
import os
import random
import re
import shlex
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

FAMILIES = {
    "gfx7": {"bonaire", "hawaii", "spectre", "spooky", "kalindi", "mullins",
             "godavari", "kaveri", "gfx700", "gfx701", "gfx702", "gfx703",
             "gfx704", "gfx705"},
    "gfx8": {"fiji", "ellesmere", "polaris10", "polaris11", "polaris12",
             "tonga", "iceland", "carrizo", "stoney", "baffin", "gfx800",
             "gfx801", "gfx802", "gfx803", "gfx805", "gfx810", "topaz",
             "amethyst"},
    "gfx9": {"gfx900", "gfx901", "gfx902", "gfx903", "gfx904", "gfx905",
             "gfx906", "gfx907", "vega", "vega10", "vega20"},
}
# Per agreeing kernel: wave instructions and issue cycles of each side.
COSTS = []
# A block kernel runs through its parent's enqueue_kernel (which gives it its
# captured context), not alone: it agrees when its parent does.
BLOCK_PREFIX = "__amd_blocks_func_"
ELEMS = 4096
BIG_BUFFER = 32 << 20

# Image sizes by type (sizes, then layers), large enough for the work sizes
# of sizes_for(); the sampler every sampler argument gets.
IMAGE_SIZES = {"image1d_t": (256,), "image1d_buffer_t": (4096,),
               "image1d_array_t": (256, 4), "image2d_t": (64, 64),
               "image2d_array_t": (32, 32, 4), "image3d_t": (16, 16, 16)}
SAMPLER = "unnormalized,clamp_to_edge,nearest"

# OpenCL scalar type -> (amdcl2-run kind, struct format, float?)
SCALARS = {
    "char": ("i8", "b", False), "uchar": ("u8", "B", False),
    "short": ("i16", "h", False), "ushort": ("u16", "H", False),
    "int": ("i32", "i", False), "uint": ("u32", "I", False),
    "long": ("i64", "q", False), "ulong": ("u64", "Q", False),
    "float": ("f32", "f", True), "double": ("f64", "d", True),
    "bool": ("u8", "B", False), "size_t": ("u64", "Q", False),
    "half": (None, "e", True),
}


def parse_type(name):
    """'uint4' -> ('uint', 4); 'float*' -> ('float', 1); None if unknown."""
    t = name.strip().rstrip("*").strip()
    for q in ("const ", "volatile ", "restrict ", "unsigned "):
        t = t.replace(q, "u" if q == "unsigned " else "")
    m = re.fullmatch(r"([a-z_]+?)(\d*)", t)
    if not m or m.group(1) not in SCALARS:
        return None
    n = int(m.group(2) or 1)
    return m.group(1), n


def elem_size(base, n):
    return struct.calcsize(SCALARS[base][1]) * (4 if n == 3 else n)


def reqd_sizes(bindir, binary):
    """Kernel name -> (its required work-group size [x, y, z] or None, the
    number of dimensions it uses): the `.cws` and `.dims` of
    amdcl2-objdump --kernels."""
    r = run([os.path.join(bindir, "amdcl2-objdump"), "--kernels", binary])
    if r.returncode != 0:
        raise RuntimeError("amdcl2-objdump: " + first_error(r.stderr))
    sizes, kernel = {}, None
    for line in r.stdout.splitlines():
        m = re.match(r"\.kernel (\S+)", line)
        if m:
            kernel = m.group(1)
            sizes[kernel] = [None, 1]
        m = re.match(r"\s*\.cws (\d+), (\d+), (\d+)", line)
        if m and kernel and int(m.group(1)):
            sizes[kernel][0] = [max(1, int(v)) for v in m.groups()]
        m = re.match(r"\s*\.dims (\S+)", line)
        if m and kernel:
            sizes[kernel][1] = max([1] + ["xyz".index(c) + 1 for c in m.group(1) if c in "xyz"])
    return sizes


def sizes_for(info_a, info_b):
    """(global, local of A, local of B) from each side's (required size,
    dimensions used): the required sizes, twice that in each dimension (256
    work-items in 1D) for the global size, else as many dimensions as either
    side uses with local 64, 8x8 or 4x4x4 and global 256, 16x16 or 8x8x8.
    When only one side or both with different sizes require one, each side
    gets its own local size and the global size is a multiple of both."""
    (reqd_a, dims_a), (reqd_b, dims_b) = info_a, info_b
    dims = max(dims_a, dims_b)
    default = {1: [64, 1, 1], 2: [8, 8, 1], 3: [4, 4, 4]}[dims]
    ra = reqd_a or default
    rb = reqd_b or default
    dims = max([dims] + [3 if r[2] > 1 else 2 if r[1] > 1 else 1 for r in (ra, rb)])
    la, lb = ra[:dims], rb[:dims]
    m = [a * b // math.gcd(a, b) for a, b in zip(la, lb)]
    if dims == 1:
        glob = [m[0] * max(1, 256 // m[0])]
    else:
        glob = [2 * x for x in m]
    return glob, la, lb


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, errors="replace", **kw)


def first_error(text):
    lines = [l for l in text.splitlines() if "error" in l] or text.splitlines() or ["?"]
    line = lines[0]
    # amdcl2-run: error: 'FILE': MESSAGE -> MESSAGE
    m = re.match(r".*?error: '[^']*': (.*)", line)
    return m.group(1) if m else line.strip()


def kernels_of(bindir, binary):
    r = run([os.path.join(bindir, "amdcl2-objdump"), "--json", binary])
    if r.returncode != 0:
        raise RuntimeError("amdcl2-objdump: " + first_error(r.stderr))
    return collections.OrderedDict(
        (k["name"], [a for a in k["args"] if a["kind"] != "hidden"])
        for k in json.loads(r.stdout)["kernels"])


def make_inputs(kernel, args, indir, group_items, seed=0, small=False,
                buffer_bytes=None):
    """amdcl2-run specs for \\p args, and per argument the buffer's element
    type (for the ulp report) or None. Raises ValueError when an argument
    cannot be given."""
    rng = random.Random(zlib.crc32(kernel.encode()) + 1000003 * seed)
    specs, types = [], []
    for i, a in enumerate(args):
        kind, space, tname = a["kind"], a["address_space"], a["type_name"]
        t = parse_type(tname)
        if kind == "pointer" and space == "local":
            size = elem_size(*t) if t else 4
            specs.append("local:%d" % max(256, size * group_items))
            types.append(None)
        elif kind == "pointer":
            base, n = t if t else ("uchar", 1)
            fmt, is_float = SCALARS[base][1], SCALARS[base][2]
            count = ELEMS * (4 if n == 3 else n)
            if buffer_bytes:
                count = buffer_bytes // struct.calcsize(fmt)
            if is_float:
                vals = [rng.randrange(-64, 64) / 8 for _ in range(count)]
            else:
                # 0-255, but a signed char holds only 0-127 of them.
                hi = 4 if small else 128 if fmt == "b" else 256
                vals = [rng.randrange(0, hi) for _ in range(count)]
            path = os.path.join(indir, "arg%d.in" % i)
            with open(path, "wb") as f:
                f.write(struct.pack("<%d%s" % (count, fmt), *vals))
            specs.append("buf:@" + path)
            types.append((fmt, is_float))
        elif kind == "value":
            if not t or SCALARS[t[0]][0] is None:
                raise ValueError("argument %d: value type '%s' not supported" % (i, tname))
            base, n = t
            spec_kind, _, is_float = SCALARS[base]
            if is_float:
                vals = ["%g" % (rng.randrange(-32, 32) / 4) for _ in range(n)]
            else:
                vals = [str(rng.randrange(1, 5 if small else 33)) for _ in range(n)]
            specs.append("%s:%s" % (spec_kind, ",".join(vals)))
            types.append(None)
        elif kind == "image":
            # RGBA unorm8 texels: every byte pattern is a valid texel.
            dims = IMAGE_SIZES.get(tname.replace("_depth", ""))
            if dims is None:
                raise ValueError("argument %d: image type '%s' not supported" % (i, tname))
            path = os.path.join(indir, "arg%d.in" % i)
            with open(path, "wb") as f:
                f.write(bytes(rng.randrange(256) for _ in range(4 * math.prod(dims))))
            order = "R:FLOAT" if "depth" in tname else "RGBA:UNORM_INT8"
            specs.append("image:%s:%s:@%s" % ("x".join(map(str, dims)), order, path))
            types.append(("f", True) if "depth" in tname else None)
        elif kind == "sampler":
            specs.append("sampler:" + SAMPLER)
            types.append(None)
        elif kind == "queue":
            specs.append("queue")
            types.append(None)
        elif kind == "pipe":
            # "pipe __global T *": 64 packets of room, 32 random ones in it.
            t = parse_type(tname.replace("pipe", "").replace("__global", ""))
            if not t:
                raise ValueError("argument %d: pipe type '%s' not supported" % (i, tname))
            size = elem_size(*t)
            path = os.path.join(indir, "arg%d.in" % i)
            with open(path, "wb") as f:
                f.write(bytes(rng.randrange(256) for _ in range(32 * size)))
            specs.append("pipe:%d:64:@%s" % (size, path))
            fmt, is_float = SCALARS[t[0]][1], SCALARS[t[0]][2]
            types.append((fmt, is_float))
        else:
            raise ValueError("argument %d: kind '%s' not supported by the emulator" % (i, kind))
    return specs, types


def is_output(a):
    """Whether amdcl2-run writes argument \p a back (argN.bin)."""
    return a["kind"] in ("image", "pipe") or (a["kind"] == "pointer" and
                                              a["address_space"] != "local")


def ulp_key(x, fmt):
    """An integer order of the float's bits, so that the difference of two
    keys is the ulp distance."""
    if fmt == "f":
        (b,) = struct.unpack("<i", struct.pack("<f", x))
        return b if b >= 0 else -(b & 0x7FFFFFFF)
    (b,) = struct.unpack("<q", struct.pack("<d", x))
    return b if b >= 0 else -(b & 0x7FFFFFFFFFFFFFFF)


def compare_outputs(args, types, dir_a, dir_b):
    """None when every buffer argument agrees, else the DIFFER text."""
    for i, a in enumerate(args):
        if not is_output(a):
            continue
        pa, pb = (os.path.join(d, "arg%d.bin" % i) for d in (dir_a, dir_b))
        da = open(pa, "rb").read() if os.path.exists(pa) else b""
        db = open(pb, "rb").read() if os.path.exists(pb) else b""
        if da == db:
            continue
        if len(da) != len(db):
            return "DIFFER arg %d: %d bytes vs %d" % (i, len(da), len(db))
        byte = next(j for j in range(len(da)) if da[j] != db[j])
        text = "DIFFER arg %d at byte %d" % (i, byte)
        fmt, is_float = types[i] or ("B", False)
        size = struct.calcsize(fmt)
        n = len(da) // size
        va = struct.unpack("<%d%s" % (n, fmt), da[: n * size])
        vb = struct.unpack("<%d%s" % (n, fmt), db[: n * size])
        bad = [j for j in range(n) if struct.pack(fmt, va[j]) != struct.pack(fmt, vb[j])]
        text += " (%d of %d elements differ; [%d] = %r vs %r" % (
            len(bad), n, bad[0], va[bad[0]], vb[bad[0]])
        if is_float:
            ulps = [abs(ulp_key(va[j], fmt) - ulp_key(vb[j], fmt)) for j in bad
                    if va[j] == va[j] and vb[j] == vb[j]]
            text += "; max ulp difference %s" % (max(ulps) if ulps else "n/a (NaN)")
        return text + ")"
    return None


def run_side(bindir, binary, kernel, glob, local, specs, outdir):
    """(printf output, run statistics) or (None, error)."""
    cmd = [os.path.join(bindir, "amdcl2-run"), binary, "--kernel", kernel,
           "--global", ",".join(map(str, glob)), "--local", ",".join(map(str, local)),
           "--out", outdir, "--json"] + ["--arg=" + s for s in specs]
    r = run(cmd, timeout=600)
    if r.returncode != 0:
        return None, first_error(r.stderr)
    # The statistics are the last thing printed, after any printf output.
    at = r.stdout.rfind("\n{\n") + 1 if not r.stdout.startswith("{") else 0
    return (r.stdout[:at], json.loads(r.stdout[at:])), None


def compare_kernel(bindir, kernel, bin_a, bin_b, args_a, args_b, reqd, work, names,
                   seeds):
    """One kernel: ('agree' | 'differ' | 'error', text). \p kernel is a pair
    of names, the same unless each binary has one kernel and they differ;
    \p reqd the pair of (required work-group size or None, dimensions used);
    \p seeds how many input sets to run, the first differing one reported."""
    if [(a["kind"], a["address_space"], a["type_name"]) for a in args_a] != \
       [(a["kind"], a["address_space"], a["type_name"]) for a in args_b]:
        return "differ", "DIFFER arguments: %s has %s, %s has %s" % (
            names[0], [a["type_name"] for a in args_a], names[1],
            [a["type_name"] for a in args_b])
    glob, local_a, local_b = sizes_for(*reqd)
    items = max(math.prod(local_a), math.prod(local_b))
    notes = []
    if kernel[0] != kernel[1]:
        notes.append("named %s in %s" % (kernel[1], names[1]))
    if local_a != local_b:
        notes.append("required work-group sizes differ: %s %s, %s %s" % (
            names[0], ",".join(map(str, local_a)), names[1], ",".join(map(str, local_b))))
    note = "; ".join(notes)
    changed = total = 0
    for seed in range(seeds):
        at = " with input set %d" % seed if seeds > 1 else ""
        indir = os.path.join(work, kernel[0], "in%d" % seed)
        os.makedirs(indir, exist_ok=True)
        # Inputs index memory too (a shift count, a stage, a table index, a
        # scratchpad per work-item): when both sides go out of bounds on an
        # input set, the set is invalid for the kernel, and it runs again
        # with small values (scalars 1-4, buffer integers 0-3), then also
        # with one work-group and buffers of BIG_BUFFER bytes.
        for small, big in ((False, False), (True, False), (True, True)):
            if big and local_a != local_b:
                break
            try:
                specs, types = make_inputs(kernel[0], args_a, indir, items, seed,
                                           small, BIG_BUFFER if big else None)
            except ValueError as e:
                return "error", "error: %s" % e
            outs, errs = [], []
            for name, binary, kname, local in zip(names, (bin_a, bin_b), kernel,
                                                  (local_a, local_b)):
                out = os.path.join(work, kernel[0], "%s%d" % (name, seed))
                stdout, err = run_side(bindir, binary, kname,
                                       local if big else glob, local, specs, out)
                errs.append(err and "%s: %s" % (name, err))
                outs.append(stdout and (out, stdout[0], stdout[1]))
            if not all(e and "out-of-bounds" in e for e in errs):
                break
        if any(errs):
            return "error", "error: %s" % "; ".join(e for e in errs if e)
        if seed == 0:
            stats = [o[2] for o in outs]
        diff = compare_outputs(args_a, types, outs[0][0], outs[1][0])
        if not diff and outs[0][1] != outs[1][1]:
            diff = "DIFFER printf output"
        if diff:
            return "differ", diff + at + (" (%s)" % note if note else "")
        # How much the kernel wrote, so that an agreement on untouched
        # buffers shows as such.
        for i, a in enumerate(args_a):
            if not is_output(a):
                continue
            before = open(os.path.join(indir, "arg%d.in" % i), "rb").read()
            after = open(os.path.join(outs[0][0], "arg%d.bin" % i), "rb").read()
            total += len(after)
            changed += sum(1 for x, y in zip(before, after) if x != y)
    COSTS.append((stats[0]["instructions"], stats[1]["instructions"],
                  stats[0]["issue_cycles"], stats[1]["issue_cycles"]))
    return "agree", "agree, %d of %d buffer bytes written%s%s; %s" % (
        changed, total, " in %d input sets" % seeds if seeds > 1 else "",
        "; " + note if note else "", cost_text(names, stats))


def cost_text(names, stats):
    """Wave instructions executed and estimated issue cycles, each side's
    (the first input set; amdcl2-run --json, docs/Emulator.md)."""
    return "wave instructions %s %d, %s %d; issue cycles %s %d, %s %d" % (
        names[0], stats[0]["instructions"], names[1], stats[1]["instructions"],
        names[0], stats[0]["issue_cycles"], names[1], stats[1]["issue_cycles"])


def compare_binaries(bindir, bin_a, bin_b, work, names, label, seeds):
    """Compares every kernel of two binaries; returns (all agree, reasons)."""
    try:
        ka, kb = kernels_of(bindir, bin_a), kernels_of(bindir, bin_b)
        ra, rb = reqd_sizes(bindir, bin_a), reqd_sizes(bindir, bin_b)
    except RuntimeError as e:
        print("%s: error: %s" % (label, e))
        return False, ["objdump: " + str(e)]
    ok, reasons = True, []
    # One kernel each under different names (a source that is not the
    # revision the reference was compiled from): compare them anyway.
    rename = {}
    if len(ka) == 1 and len(kb) == 1 and list(ka) != list(kb):
        rename[list(ka)[0]] = list(kb)[0]
    for k in list(ka) + [k for k in kb if k not in ka and k not in rename.values()]:
        k2 = rename.get(k, k)
        if k not in ka or k2 not in kb:
            res, text = "error", "error: only in %s" % (names[0] if k in ka else names[1])
        elif k.startswith(BLOCK_PREFIX):
            res, text = "agree", "block kernel: run by its parent's enqueue"
        else:
            res, text = compare_kernel(bindir, (k, k2), bin_a, bin_b, ka[k], kb[k2],
                                       (ra.get(k, (None, 1)), rb.get(k2, (None, 1))),
                                       work, names, seeds)
        print("%s %s: %s" % (label, k, text))
        sys.stdout.flush()
        if res != "agree":
            ok = False
        if res == "error":
            reasons.append(text[len("error: "):])
    return ok, reasons


def load_pairs(path):
    rows = []
    with open(path) as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            c = line.rstrip("\n").split("\t")
            rows.append(dict(corpus=c[0], program=c[1], variant=c[2], amd=c[3],
                             sources=c[4], mcpu=c[5], driver=c[6], scope=c[7],
                             options=c[8] if len(c) > 8 else ""))
    return rows


def compile_ours(bindir, ssdir, row, out):
    srcs = [os.path.join(ssdir, p) for p in row["sources"].split()]
    cwd = os.path.dirname(srcs[0])
    cmd = [os.path.join(bindir, "amdcl2-clang"), "-target", "amdgcn", "--amdcl2-abi",
           "-mcpu=" + row["mcpu"], "-O2"]
    if row["driver"] != "-":
        cmd.append("--amdcl2-driver=" + row["driver"])
    opts = row["options"]
    cmd += shlex.split(opts) if opts and opts != "-" else []
    cmd += [os.path.relpath(p, cwd) for p in srcs] + ["-o", out]
    r = run(cmd, cwd=cwd, timeout=600)
    if r.returncode != 0 or not os.path.exists(out):
        return first_error(r.stderr) or "rc %d" % r.returncode
    return None


def geomean(ratios):
    return math.exp(sum(math.log(r) for r in ratios) / len(ratios))


def summarize(results, reasons, family=""):
    agree = sum(1 for ok in results.values() if ok)
    print("%d/%d %sprograms agree" % (agree, len(results), family))
    costs = [c for c in COSTS if all(c)]
    if costs:
        print("ours/reference over %d agreeing kernels (geomean): wave instructions "
              "%.3f, issue cycles %.3f" % (
                  len(costs), geomean([c[1] / c[0] for c in costs]),
                  geomean([c[3] / c[2] for c in costs])))
    if reasons:
        print("%d kernels could not run:" % len(reasons))
        why = collections.Counter(
            re.sub(r"0x[0-9a-f]+|\(\d+,\d+,\d+\)|lane \d+|wave \d+", "…", r) for r in reasons)
        for r, n in why.most_common():
            print("  %d x %s" % (n, r))
    return agree == len(results)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("bindir")
    ap.add_argument("ssdir", nargs="?", help="the same-source folder")
    ap.add_argument("--pairs", help="default SSDIR/pairs.tsv")
    ap.add_argument("--binaries", nargs=2, metavar=("REF", "OURS"),
                    help="compare these two binaries instead")
    ap.add_argument("--only", help="comma-separated program names")
    ap.add_argument("--keep", help="keep binaries, inputs and outputs here")
    ap.add_argument("--seeds", type=int, default=3,
                    help="input sets per kernel (default 3)")
    ap.add_argument("--family", choices=sorted(FAMILIES), default="gfx8",
                    help="the pairs of these GPUs (default gfx8)")
    ap.add_argument("--check", action="store_true",
                    help="exit 1 unless every program agrees")
    o = ap.parse_args()
    work = o.keep or tempfile.mkdtemp(prefix="agree.")
    os.makedirs(work, exist_ok=True)
    results, reasons = collections.OrderedDict(), []
    try:
        if o.binaries:
            ok, why = compare_binaries(o.bindir, o.binaries[0], o.binaries[1],
                                       os.path.join(work, "pair"), ("ref", "ours"),
                                       os.path.basename(o.binaries[1]), o.seeds)
            results["pair"] = ok
            reasons += why
        else:
            if not o.ssdir:
                ap.error("give SAME_SOURCE_DIR or --binaries")
            rows = [r for r in load_pairs(o.pairs or os.path.join(o.ssdir, "pairs.tsv"))
                    if r["mcpu"].lower() in FAMILIES[o.family]]
            if o.only:
                rows = [r for r in rows if r["program"] in o.only.split(",")]
            for row in rows:
                label = "%s/%s" % (row["corpus"], row["program"])
                pdir = os.path.join(work, row["corpus"], row["program"], row["variant"])
                os.makedirs(pdir, exist_ok=True)
                ours = os.path.join(pdir, "ours.clo")
                err = compile_ours(o.bindir, o.ssdir, row, ours)
                if err:
                    print("%s: error: amdcl2 compile: %s" % (label, err))
                    results[label] = False
                    reasons.append("amdcl2 compile: " + err)
                    continue
                ok, why = compare_binaries(o.bindir, os.path.join(o.ssdir, row["amd"]), ours,
                                           pdir, ("amd", "ours"), label, o.seeds)
                results[label] = ok
                reasons += why
        all_ok = summarize(results, reasons,
                           "" if o.binaries else o.family + " ")
    finally:
        if not o.keep:
            shutil.rmtree(work, ignore_errors=True)
    return 0 if all_ok or not o.check else 1


if __name__ == "__main__":
    sys.exit(main())
