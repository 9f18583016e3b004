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
  write_bytes(name, data)   writes DIR/name
  read_bytes(name)          the bytes of DIR/name
  f32(x)                    x rounded to float32
Expected values are computed by the test's own Python, never stored dumps.
"""
import os
import random
import struct
import sys


def main():
    mode, test, out = sys.argv[1], sys.argv[2], sys.argv[3]
    env = {"random": random, "struct": struct}
    for kv in sys.argv[4:]:
        k, v = kv.split("=", 1)
        try:
            env[k] = int(v, 0)
        except ValueError:
            env[k] = v
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

    def expect(name, fmt, values):
        got = read(name, fmt)
        if len(got) < len(values):
            failures.append("%s: %d values, expected %d" % (name, len(got), len(values)))
            return
        bad = [i for i, v in enumerate(values) if got[i] != v and not (v != v and got[i] != got[i])]
        if bad:
            show = ", ".join("[%d] = %r, expected %r" % (i, got[i], values[i]) for i in bad[:8])
            failures.append("%s: %d mismatches: %s" % (name, len(bad), show))

    def f32(x):
        return struct.unpack("<f", struct.pack("<f", x))[0]

    env.update(write=write, read=read, expect=expect, f32=f32,
               write_bytes=write_bytes, read_bytes=read_bytes)
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
