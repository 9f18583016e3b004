#!/usr/bin/env python3
"""Writes generated OpenCL C kernels shaped like the huge ones of miners and
password crackers, for bench/compile-time.sh's large-kernel mode:

  hash_chain.cl     many hash functions chained in one kernel, each a
                    fully unrolled sequence of rounds of 64-bit rotates,
                    adds, xors and table lookups (x11/x22i-style miners)
  sha512_rounds.cl  a SHA-512-like compression, 80 unrolled rounds with a
                    message schedule, inside an iteration loop (PBKDF2-style
                    crackers such as hashcat's m01700 and john's bitcoin)
  state_machine.cl  a loop around a large switch over a state (parsers and
                    scripted crackers)
  ttable_rounds.cl  rounds of byte-indexed lookups into eight 256-entry
                    64-bit tables copied to local memory, 768 of them in one
                    block (GOST/Streebog, Whirlpool and Groestl in x22i-style
                    miners, which have thousands: clang-22 needs seconds for
                    768 and minutes for 6,000)

Usage: stress-kernels.py OUTDIR [--scale S]   (S=1 is the benchmark size;
smaller values give the smoke-test size). Deterministic: the same scale
writes the same files. Part of amdcl2, under the Apache License v2.0 with
LLVM Exceptions.
"""
import argparse
import os
import random


def ulong_literals(n, rng):
    """n random 64-bit literals, comma-separated."""
    return ", ".join("0x%016xUL" % rng.getrandbits(64) for _ in range(n))


def table(name, n, rng):
    return "__constant ulong %s[%d] = {%s};\n" % (name, n, ulong_literals(n, rng))


def load_words(var, buf, n):
    """var[i] = buf[g * n + i] for each of n words of work-item g."""
    return ["  %s[%d] = %s[g * %d + %d];\n" % (var, i, buf, n, i) for i in range(n)]


def store_words(buf, var, n):
    return ["  %s[g * %d + %d] = %s[%d];\n" % (buf, n, i, var, i) for i in range(n)]


def hash_chain(functions, rounds, rng):
    out = [table("T%d" % t, 256, rng) for t in range(4)]
    out.append("kernel void hash_chain(global const ulong *in, global ulong *out) {\n")
    out.append("  size_t g = get_global_id(0);\n")
    out.append("  ulong s[16];\n")
    out += load_words("s", "in", 16)
    for f in range(functions):
        # Each function has its own rotate amounts, tables and wiring.
        for r in range(rounds):
            a, b, c, d = rng.sample(range(16), 4)
            t = rng.randrange(4)
            k = rng.randrange(1, 64)
            out.append(
                "  s[%d] = rotate(s[%d] + s[%d], (ulong)%d) ^ T%d[(s[%d] >> %d) & 255] ^ 0x%xUL;\n"
                % (a, a, b, k, t, c, 8 * rng.randrange(8), rng.getrandbits(64)))
            out.append("  s[%d] += s[%d] ^ (s[%d] << %d);\n" % (d, a, c, rng.randrange(1, 63)))
        out.append("  s[%d] ^= s[%d] + %d;\n" % (f % 16, (f + 7) % 16, f))
    out += store_words("out", "s", 16)
    out.append("}\n")
    return "".join(out)


def sha512_rounds(rounds, iterations, rng):
    out = [table("K", max(rounds, 16), rng)]
    out.append("#define S0(x) (rotate((x), 36UL) ^ rotate((x), 30UL) ^ rotate((x), 25UL))\n")
    out.append("#define S1(x) (rotate((x), 50UL) ^ rotate((x), 46UL) ^ rotate((x), 23UL))\n")
    out.append("#define s0(x) (rotate((x), 63UL) ^ rotate((x), 56UL) ^ ((x) >> 7))\n")
    out.append("#define s1(x) (rotate((x), 45UL) ^ rotate((x), 3UL) ^ ((x) >> 6))\n")
    out.append("kernel void sha512_rounds(global const ulong *in, global ulong *out, uint iters) {\n")
    out.append("  size_t g = get_global_id(0);\n")
    out.append("  ulong h[8], w[16];\n")
    out += load_words("h", "in", 8)
    out.append("  for (uint it = 0; it < iters && it < %du; ++it) {\n" % iterations)
    for i in range(16):
        out.append("    w[%d] = h[%d] ^ (ulong)it * 0x%xUL;\n" % (i, i % 8, rng.getrandbits(64)))
    out.append("    ulong a = h[0], b = h[1], c = h[2], d = h[3], e = h[4], f = h[5], gg = h[6], hh = h[7];\n")
    for r in range(rounds):
        if r >= 16:
            out.append("    w[%d] += s1(w[%d]) + w[%d] + s0(w[%d]);\n"
                       % (r % 16, (r - 2) % 16, (r - 7) % 16, (r - 15) % 16))
        out.append("    { ulong t1 = hh + S1(e) + bitselect(gg, f, e) + K[%d] + w[%d];\n" % (r, r % 16))
        out.append("      ulong t2 = S0(a) + bitselect(b, c, a ^ b);\n")
        out.append("      hh = gg; gg = f; f = e; e = d + t1; d = c; c = b; b = a; a = t1 + t2; }\n")
    for i, v in enumerate(["a", "b", "c", "d", "e", "f", "gg", "hh"]):
        out.append("    h[%d] += %s;\n" % (i, v))
    out.append("  }\n")
    out += store_words("out", "h", 8)
    out.append("}\n")
    return "".join(out)


def state_machine(states, rng):
    out = ["kernel void state_machine(global const uint *in, global uint *out, uint steps) {\n",
           "  size_t g = get_global_id(0);\n",
           "  uint st = in[g] %% %du, acc = in[g], x = in[g] ^ 0x9e3779b9u;\n" % states,
           "  for (uint i = 0; i < steps; ++i) {\n",
           "    switch (st) {\n"]
    for s in range(states):
        op = rng.choice(["acc += x * %du;", "acc ^= rotate(x, %du);", "x = x * %du + acc;",
                         "acc = mul_hi(acc, %du) + x;", "x ^= acc >> (%du & 31);"])
        out.append("    case %d: %s st = (acc ^ %du) %% %du; break;\n"
                   % (s, op % rng.randrange(1, 1 << 31), rng.getrandbits(31), states))
    out.append("    default: st = 0;\n    }\n  }\n  out[g] = acc ^ x;\n}\n")
    return "".join(out)


def ttable_rounds(rounds, rng):
    out = ["__constant ulong T[8][256] = {\n"]
    for t in range(8):
        out.append("  {%s},\n" % ulong_literals(256, rng))
    out.append("};\n")
    out.append("kernel void ttable_rounds(global ulong *io) {\n")
    out.append("  __local ulong lT[8][256];\n")
    out.append("  for (int j = get_local_id(0); j < 256; j += get_local_size(0))\n")
    out.append("    for (int i = 0; i < 8; i++) lT[i][j] = T[i][j];\n")
    out.append("  barrier(CLK_LOCAL_MEM_FENCE);\n")
    out.append("  size_t g = get_global_id(0);\n")
    out.append("  ulong s[8], t[8];\n")
    out += load_words("s", "io", 8)
    # Each round: every output word is the xor of one lookup per table, the
    # byte of table j taken from word (i + j) mod 8, then a round constant.
    for r in range(rounds):
        for i in range(8):
            terms = " ^ ".join("lT[%d][(s[%d] >> %d) & 255]" % (j, (i + j) % 8, 8 * j)
                               for j in range(8))
            out.append("  t[%d] = %s ^ 0x%xUL;\n" % (i, terms, rng.getrandbits(64)))
        out.append("  for (int i = 0; i < 8; i++) s[i] = t[i];\n")
    out += store_words("io", "s", 8)
    out.append("}\n")
    return "".join(out)


def main():
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("outdir")
    p.add_argument("--scale", type=float, default=1.0)
    o = p.parse_args()
    os.makedirs(o.outdir, exist_ok=True)
    rng = random.Random(2026)
    n = lambda v: max(1, int(v * o.scale))
    files = {
        "hash_chain.cl": hash_chain(n(22), n(48), rng),
        "sha512_rounds.cl": sha512_rounds(80 if o.scale >= 1 else n(80), 1000, rng),
        "state_machine.cl": state_machine(n(400), rng),
        "ttable_rounds.cl": ttable_rounds(n(12), rng),
    }
    for name, text in files.items():
        with open(os.path.join(o.outdir, name), "w") as f:
            f.write(text)
        print(os.path.join(o.outdir, name))


if __name__ == "__main__":
    main()
