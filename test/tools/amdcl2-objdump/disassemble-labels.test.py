"""Checks a -d listing: every branch names a label, every label is defined
once, just before the instruction at its offset, and each target equals the
branch's end plus its signed dword count (read from the encoding)."""
import re
import sys

lines = open(sys.argv[1]).read().split("\n")
labels, branches = {}, []
inst = re.compile(r"^    /\*([0-9a-f]{6})\*/ (\S+)(.*?)\s*//((?: 0x[0-9a-f]+)+)$")
for n, line in enumerate(lines):
    if re.fullmatch(r"\.L[0-9a-f]+:", line):
        off = int(line[2:-1], 16)
        nxt = inst.match(lines[n + 1])
        assert nxt and int(nxt.group(1), 16) == off, "label %s not before its instruction" % line
        assert off not in labels, "label %s twice" % line
        labels[off] = True
        continue
    m = inst.match(line)
    if m and m.group(2) in ("s_branch",) or (m and m.group(2).startswith("s_cbranch_")):
        words = m.group(4).split()
        simm = int(words[0], 16) & 0xFFFF
        simm = simm - 0x10000 if simm & 0x8000 else simm
        target = int(m.group(1), 16) + 4 + 4 * simm
        assert m.group(3).strip() == ".L%x" % target, "branch %r should name .L%x" % (line, target)
        branches.append(target)
    elif line.startswith(".L"):
        sys.exit("a label line that is not a label: %r" % line)
assert branches, "no branch in the listing"
missing = [t for t in branches if t not in labels]
assert not missing, "targets without labels: %s" % missing
print("%d branches, %d labels" % (len(branches), len(labels)))
