#!/usr/bin/env python3
"""Compares amdcl2-objdump -d with CLRX's disassembly (clrxdisasm -a) of the
same binary, kernel by kernel and instruction by instruction: the same
instruction boundaries and words, the same mnemonic and the same operands,
once the two spellings are made one (the rules below, each a spelling, not a
meaning). Prints each disagreement and a summary; exits 1 on any.

usage: clrx-code.py OURS CLRX"""

import re
import sys


def listing(lines, kernel_re, inst_re):
    """{kernel: {offset: (words, text)}} from one disassembler's lines."""
    out, cur = {}, None
    for line in lines:
        m = kernel_re.match(line)
        if m:
            cur = out.setdefault(m.group(1), {})
            continue
        m = inst_re.match(line)
        if m and cur is not None:
            off, words, text = m.groups()
            cur[int(off, 16)] = (words, text)
    return out


# CLRX names the data sections its relocations point into (DisasmAmdCL2).
SECTIONS = {"__hsa_section.hsadata_readonly_agent": ".gdata",
            "__hsa_section.hsadata_global_agent": ".ddata",
            "__hsa_section.hsabss_global_agent": ".bdata"}
RELOC = re.compile(r"\s*/\*[0-9a-f]+\*/\s+R_AMDGPU_32_(LOW|HIGH) (\S+?)"
                   r"(?:\+0x([0-9a-f]+))?$")


def ours(path):
    """amdcl2-objdump -dr: a relocation line puts CLRX's expression in
    place of the literal it patches."""
    inst = re.compile(r"\s*/\*([0-9a-f]+)\*/ (.*?)\s*// ((?:0x[0-9a-f]+ ?)+)$")
    kern = re.compile(r"^([A-Za-z_][\w.]*):$")
    lines = []
    for line in open(path):
        m = RELOC.match(line)
        if m and lines:
            half, sym, add = m.groups()
            expr = SECTIONS.get(sym, sym)
            if add:
                expr = "(%s+%d)" % (expr, int(add, 16))
            expr += ">>32" if half == "HIGH" else "&0xffffffff"
            lines[-1] = re.sub(r"0x[0-9a-f]+(\s*//)", expr + r"\1",
                               lines[-1], count=1)
            continue
        lines.append(line)
    got = listing(lines, kern, inst)
    return {k: {o: (" ".join(w[2:] for w in words.split()), t)
                for o, (t, words) in v.items()} for k, v in got.items()}


def clrx(path):
    inst = re.compile(r"/\*([0-9a-f]+): ([0-9a-f ]+?)\s*\*/ (.*)$")
    kern = re.compile(r"^\.kernel (\S+)")
    return listing(open(path), kern, inst)


def swizzle(m):
    """LLVM's symbolic ds_swizzle offset as the number CLRX prints (GCN ISA:
    bit 15 quad permutation, else and/or/xor masks in bits 0-4/5-9/10-14)."""
    mode, args = m.group(1), [a.strip() for a in m.group(2).split(",") if a]
    if mode == "QUAD_PERM":
        v = 0x8000
        for i, a in enumerate(args):
            v |= int(a) << (2 * i)
        return "offset:%d" % v
    and_m, or_m, xor_m = 0x1f, 0, 0
    if mode == "SWAP":
        xor_m = int(args[0])
    elif mode == "REVERSE":
        xor_m = int(args[0]) - 1
    elif mode == "BROADCAST":
        and_m, or_m = ~(int(args[0]) - 1) & 0x1f, int(args[1])
    elif mode == "BITMASK_PERM":
        and_m = 0
        for i, c in enumerate(reversed(args[0].strip('"'))):
            and_m |= (c in "pi") << i
            or_m |= (c == "1") << i
            xor_m |= (c == "i") << i
    return "offset:%d" % (and_m | or_m << 5 | xor_m << 10)


WAITCNT = re.compile(r"(vmcnt|expcnt|lgkmcnt)\((\d+)\)")


def normal(text):
    """One spelling of an instruction: mnemonic without LLVM's encoding
    suffix, CLRX's comments dropped, branch labels dropped (the words say
    where), s_waitcnt counters as a set, hex immediates as numbers."""
    text = re.sub(r"/\*.*?\*/", "", text).strip()
    parts = text.split(None, 1)
    mnem = re.sub(r"_e(32|64)$", "", parts[0])
    ops = parts[1] if len(parts) > 1 else ""
    if mnem.startswith("s_cbranch") or mnem == "s_branch":
        return mnem
    if mnem == "s_waitcnt":
        return mnem + " " + " ".join(sorted(
            "%s(%s)" % c for c in WAITCNT.findall(ops)))
    # CLRX spells integer "not equal" compares lg (LLVM: lg is the float
    # one), and opcode 0x70 with GCN 1.0's name (CI's manual: _vol).
    mnem = re.sub(r"^(v_cmpx?)_lg_([iu]\d+)$", r"\1_ne_\2", mnem)
    if mnem == "buffer_wbinvl1_sc":
        mnem = "buffer_wbinvl1_vol"
    ops = re.sub(r"\s+", " ", ops).replace(" ,", ",")
    ops = re.sub(r"offset:swizzle\((\w+),?(.*?)\)", swizzle, ops)
    # CLRX: hwreg(mode, ...), abs(v1), neg(v1), a trailing vop3 for a VOP3
    # encoding LLVM names _e64, no dmask:1 (its default), and a 64-bit
    # pair for v_cmp_class_f64's 32-bit class mask.
    ops = re.sub(r"hwreg\(HW_REG_(\w+)", lambda m: "hwreg(" + m.group(1).lower(),
                 ops)
    ops = re.sub(r"abs\(([^)]*)\)", r"|\1|", ops)
    ops = re.sub(r"neg\(([^)]*)\)", r"-\1", ops)
    ops = re.sub(r" vop3$", "", ops)
    if mnem.startswith("v_cmp") and "class_f64" in mnem:
        ops = re.sub(r"v\[(\d+):\d+\]$", r"v\1", ops)
    # MUBUF without offen/idxen/addr64 reads no VGPR address: LLVM says
    # off, CLRX prints the field.
    if mnem.startswith("buffer_") and not re.search(
            r"\b(offen|idxen|addr64)\b", ops):
        ops = re.sub(r"^((?:v\[?[\d:]+\]?|off), )v\d+,", r"\1off,", ops)
        ops = re.sub(r"^v\d+(, s\[)", r"off\1", ops)
    # A FLAT atomic that returns nothing: CLRX prints its unused VDST.
    if mnem.startswith("flat_atomic") and "glc" not in ops:
        ops = re.sub(r"^v\d+, (v\[\d+:\d+\], v)", r"\1", ops)
    ops = re.sub(r"(?<![.\w])0x([0-9a-f]+)\b",
                 lambda m: str(int(m.group(1), 16)), ops)
    ops = re.sub(r" dmask:1\b", "", ops)
    return (mnem + " " + ops).strip()


def main():
    a, b = ours(sys.argv[1]), clrx(sys.argv[2])
    bad = total = 0
    for k in sorted(set(a) | set(b)):
        if k not in a or k not in b:
            print("kernel %s only in %s" % (k, "CLRX" if k in b else "ours"))
            bad += 1
            continue
        for off in sorted(set(a[k]) | set(b[k])):
            total += 1
            x, y = a[k].get(off), b[k].get(off)
            if x is None or y is None or x[0] != y[0] or \
                    normal(x[1]) != normal(y[1]):
                bad += 1
                if bad <= 20:
                    print("%s+0x%x: ours %s | CLRX %s" % (k, off, x, y))
    print("%d instructions, %d disagree" % (total, bad))
    return 1 if bad else 0


sys.exit(main())
