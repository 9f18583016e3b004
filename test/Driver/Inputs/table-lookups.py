#!/usr/bin/env python3
"""The shape of hash kernels: 64-bit lookups into a table copied to local
memory, one block of them. Writes PREFIX.cl with kernels `big` (N lookups)
and `small` (8), PREFIX.io and PREFIX.table (the buffers, from a fixed
seed) and PREFIX.expected (io after `big` with 64 work-items), computed
here. Usage: table-lookups.py N PREFIX"""
import random
import struct
import sys

MASK = (1 << 64) - 1


def kernel(name, lookups):
    out = ["kernel void %s(global ulong *io, constant ulong *T) {" % name,
           "  local ulong lT[8][256];",
           "  for (int j = get_local_id(0); j < 256; j += get_local_size(0))",
           "    for (int i = 0; i < 8; i++) lT[i][j] = T[i * 256 + j];",
           "  barrier(CLK_LOCAL_MEM_FENCE);",
           "  size_t g = get_global_id(0);",
           "  ulong s = io[g], t = 0;"]
    for k in range(lookups):
        out.append("  t ^= lT[%d][(s >> %d) & 255];" % (k % 8, 8 * (k % 8)))
        if k % 8 == 7:
            out.append("  s = t + %d; t = 0;" % k)
    out += ["  io[g] = s ^ t;", "}"]
    return "\n".join(out) + "\n"


def run(io, table, lookups):
    out = []
    for s in io:
        t = 0
        for k in range(lookups):
            t ^= table[(k % 8) * 256 + ((s >> (8 * (k % 8))) & 255)]
            if k % 8 == 7:
                s, t = (t + k) & MASK, 0
        out.append(s ^ t)
    return out


def main():
    n, prefix = int(sys.argv[1]), sys.argv[2]
    rng = random.Random(2026)
    io = [rng.getrandbits(64) for _ in range(64)]
    table = [rng.getrandbits(64) for _ in range(8 * 256)]
    with open(prefix + ".cl", "w") as f:
        f.write(kernel("big", n) + kernel("small", 8))
    for name, vals in (("io", io), ("table", table),
                       ("expected", run(io, table, n))):
        with open(prefix + "." + name, "wb") as f:
            f.write(struct.pack("<%dQ" % len(vals), *vals))


main()
