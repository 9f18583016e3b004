#!/usr/bin/env python3
"""Input generator and result checker for the amdcl2-run lit tests.

  emucheck.py gen   TEST DIR [NAME=VALUE...]
  emucheck.py check TEST DIR [NAME=VALUE...]

Runs the test's `// GEN:` lines (gen) or its `// GEN:` then `// EXPECT:`
lines (check) as Python, with the NAME=VALUE pairs as integer or string
variables and these helpers:
  write(name, fmt, values)  writes DIR/name packed with struct format
                            character fmt ('I', 'i', 'f', 'd', 'Q'...)
  read(name, fmt)           DIR/name as a list of fmt values
  expect(name, fmt, values) compares DIR/name with the expected values and
                            fails the test naming the first mismatches
                            (float zeros by sign too, NaN matches NaN)
  write_bytes(name, data)   writes DIR/name
  read_bytes(name)          the bytes of DIR/name
  f32(x)                    x rounded to float32
  fround(x, fmt, mode, zero) the exact value x (int, float or Fraction)
                            rounded to format fmt ('e' half, 'f', 'd') in
                            mode 'rne', 'rtz', 'rtp' or 'rtn', as a float;
                            zero (default +0.0) when x is exactly 0
  ftz(v, fmt)               v with a denormal of fmt flushed to a signed 0
  Fraction                  fractions.Fraction, for exact values
Expected values are computed by the test's own Python, never stored dumps.
"""
import fractions
import math
import os
import random
import struct
import sys


# Precision (with the hidden bit), smallest normal exponent and largest
# exponent of the IEEE formats, by struct format character.
FORMATS = {"e": (11, -14, 15), "f": (24, -126, 127), "d": (53, -1022, 1023)}


def fround(x, fmt="f", mode="rne", zero=0.0):
    p, emin, emax = FORMATS[fmt]
    q = fractions.Fraction(x)
    if q == 0:
        return zero
    neg, a = q < 0, abs(q)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if fractions.Fraction(2) ** e > a:
        e -= 1
    ulp = fractions.Fraction(2) ** (max(e, emin) - p + 1)
    n = a / ulp
    lo = n.numerator // n.denominator
    rest = n - lo
    up = {"rne": rest > fractions.Fraction(1, 2) or (rest == fractions.Fraction(1, 2) and lo % 2 == 1),
          "rtz": False, "rtp": not neg and rest > 0, "rtn": neg and rest > 0}[mode]
    v = (lo + up) * ulp
    if v >= fractions.Fraction(2) ** (emax + 1):
        to_inf = mode == "rne" or (mode == "rtp" and not neg) or (mode == "rtn" and neg)
        v = math.inf if to_inf else (2 - fractions.Fraction(2) ** (1 - p)) * fractions.Fraction(2) ** emax
    v = float(v)
    return -v if neg else v


def ftz(v, fmt="f"):
    return math.copysign(0.0, v) if abs(v) < 2.0 ** FORMATS[fmt][1] else v


def main():
    mode, test, out = sys.argv[1], sys.argv[2], sys.argv[3]
    env = {"random": random, "struct": struct, "math": math}
    params = {}
    for kv in sys.argv[4:]:
        k, v = kv.split("=", 1)
        try:
            params[k] = int(v, 0)
        except ValueError:
            params[k] = v
    os.makedirs(out, exist_ok=True)

    def path(name):
        return os.path.join(out, name)

    def write(name, fmt, values):
        with open(path(name), "wb") as f:
            f.write(struct.pack("<%d%s" % (len(values), fmt), *values))

    def read(name, fmt):
        data = open(path(name), "rb").read()
        n = len(data) // struct.calcsize(fmt)
        return list(struct.unpack("<%d%s" % (n, fmt), data[: n * struct.calcsize(fmt)]))

    def write_bytes(name, data):
        with open(path(name), "wb") as f:
            f.write(data)

    def read_bytes(name):
        return open(path(name), "rb").read()

    failures = []

    def same(g, v):
        # NaNs match any NaN; zeros must match in sign too (-0.0 == 0.0 in
        # Python, not in the bits a kernel wrote).
        if isinstance(v, float):
            if v != v:
                return g != g
            return g == v and (v != 0 or math.copysign(1, g) == math.copysign(1, v))
        return g == v

    def expect(name, fmt, values):
        got = read(name, fmt)
        if len(got) < len(values):
            failures.append("%s: %d values, expected %d" % (name, len(got), len(values)))
            return
        bad = [i for i, v in enumerate(values) if not same(got[i], v)]
        if bad:
            show = ", ".join("[%d] = %r, expected %r" % (i, got[i], values[i]) for i in bad[:8])
            failures.append("%s: %d mismatches: %s" % (name, len(bad), show))

    def f32(x):
        return struct.unpack("<f", struct.pack("<f", x))[0]

    env.update(write=write, read=read, expect=expect, f32=f32,
               write_bytes=write_bytes, read_bytes=read_bytes,
               fround=fround, ftz=ftz, Fraction=fractions.Fraction)
    for k, v in params.items():
        if k in env:
            sys.exit("emucheck: error: %s=... would hide the helper '%s'" % (k, k))
        env[k] = v
    tags = ["// GEN:"] + (["// EXPECT:"] if mode == "check" else [])
    for tag in tags:
        code = "\n".join(
            line.split(tag, 1)[1][1:] if line.split(tag, 1)[1].startswith(" ") else line.split(tag, 1)[1]
            for line in open(test).read().splitlines() if tag in line)
        exec(compile(code, test + " " + tag, "exec"), env)
    if failures:
        for f in failures:
            print("emucheck: error: " + f, file=sys.stderr)
        sys.exit(1)
    if mode == "check":
        print("emucheck: OK")


if __name__ == "__main__":
    main()
