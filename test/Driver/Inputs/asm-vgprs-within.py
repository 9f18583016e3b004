#!/usr/bin/env python3
"""Checks a CLRX listing (amdcl2-clang -S): in every kernel, the highest VGPR
the code names is below the kernel's .vgprsnum. Prints one line per kernel;
exit 1 if a kernel's code uses more VGPRs than its configuration gives."""
import re
import sys

text = open(sys.argv[1]).read()
parts = re.split(r"^\.kernel (\S+)", text, flags=re.M)
bad = False
for name, body in zip(parts[1::2], parts[2::2]):
    used = [int(v) for v in re.findall(r"\bv(\d+)\b", body)]
    used += [int(hi) for _, hi in re.findall(r"\bv\[(\d+):(\d+)\]", body)]
    num = int(re.search(r"\.vgprsnum (\d+)", body).group(1))
    top = max(used, default=-1)
    print("%s: .vgprsnum %d, highest VGPR v%d" % (name, num, top))
    bad |= top >= num
sys.exit(1 if bad else 0)
