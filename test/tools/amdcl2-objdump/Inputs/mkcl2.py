#!/usr/bin/env python3
# Writes a minimal, valid G2 AMDCL2 binary (one kernel "k" with one global
# uint* argument, an inner ELF with .note/.hsatext/.symtab), optionally broken
# by one named mutation, for the reader's negative tests and the fuzzer seeds.
# --gpu tonga makes it a gfx8 binary (LLVM disassembles its code); --empty
# writes the program without kernels AMD's compiler writes (new format: an
# inner ELF without code; old: no .text), which the empty-* mutations break.
# Usage: mkcl2.py OUT [--bits 32|64] [--gpu bonaire|tonga] [--empty new|old]
#                     [--mutate NAME]
import argparse
import struct
import sys


KNAME = "k"
# e_flags (the same in every driver column) and the ISA note's version.
GPUS = {"bonaire": (6, (7, 0, 0)), "tonga": (9, (8, 0, 2))}


def align(n, a):
    return (n + a - 1) // a * a


class Strtab:
    def __init__(self, leading_nul=True):
        self.data = b"\0" if leading_nul else b""

    def add(self, s):
        off = len(self.data)
        self.data += s.encode("latin-1") + b"\0"
        return off


def elf(bits, etype, machine, osabi, flags, sections, phdrs=(), shstrndx=1):
    """sections: list of dicts name/type/flags/align/entsize/link/info/data
    (index 0 null added here). Returns (bytes, section offsets)."""
    is64 = bits == 64
    ehsize = 64 if is64 else 52
    shentsize = 64 if is64 else 40
    phentsize = 56 if is64 else 32
    shstr = Strtab()
    names = [shstr.add(s["name"]) for s in sections]
    sections[shstrndx - 1]["data"] = shstr.data
    off = ehsize + phentsize * len(phdrs)
    offs = []
    for s in sections:
        off = align(off, max(s.get("align", 1), 1))
        offs.append(off)
        if s["type"] != 8:
            off += len(s["data"])
    shoff = align(off, 8 if is64 else 4)
    out = bytearray(shoff + shentsize * (len(sections) + 1))
    ident = b"\x7fELF" + bytes([2 if is64 else 1, 1, 1, osabi]) + b"\0" * 8
    if is64:
        hdr = ident + struct.pack("<HHIQQQIHHHHHH", etype, machine, 1, 0,
                                  ehsize if phdrs else 0, shoff, flags, ehsize,
                                  phentsize if phdrs else 0, len(phdrs),
                                  shentsize, len(sections) + 1, shstrndx)
    else:
        hdr = ident + struct.pack("<HHIIIIIHHHHHH", etype, machine, 1, 0,
                                  ehsize if phdrs else 0, shoff, flags, ehsize,
                                  phentsize if phdrs else 0, len(phdrs),
                                  shentsize, len(sections) + 1, shstrndx)
    out[0:len(hdr)] = hdr
    for i, p in enumerate(phdrs):
        sec = p["section"]
        ph = struct.pack("<IIQQQQQQ", p["type"], p["flags"], offs[sec],
                         0, 0, len(sections[sec]["data"]),
                         len(sections[sec]["data"]), p["align"])
        out[ehsize + i * phentsize:ehsize + (i + 1) * phentsize] = ph
    for i, s in enumerate(sections):
        if s["type"] != 8:
            out[offs[i]:offs[i] + len(s["data"])] = s["data"]
        size = s.get("size", len(s["data"]))
        if is64:
            sh = struct.pack("<IIQQQQIIQQ", names[i], s["type"], s.get("flags", 0),
                             0, offs[i], size, s.get("link", 0), s.get("info", 0),
                             s.get("align", 1), s.get("entsize", 0))
        else:
            sh = struct.pack("<IIIIIIIIII", names[i], s["type"], s.get("flags", 0),
                             0, offs[i], size, s.get("link", 0), s.get("info", 0),
                             s.get("align", 1), s.get("entsize", 0))
        base = shoff + (i + 1) * shentsize
        out[base:base + shentsize] = sh
    return out, [None] + offs, shoff


def sym(is64, name, info, shndx, value, size):
    if is64:
        return struct.pack("<IBBHQQ", name, info, 0, shndx, value, size)
    return struct.pack("<IIIBBH", name, value, size, info, 0, shndx)


def printf_part(is64, m):
    """The zero trailer; for md-printf-* one printf entry (docs/ABI.md's
    inferred layout) before it and its size and format after it, each
    broken as the mutation names (md-printf-count: the count only)."""
    P = 48 if is64 else 24
    if not m.startswith("md-printf") or m == "md-printf-count":
        return bytes(P)
    word = "<Q" if is64 else "<I"
    W = 8 if is64 else 4
    e = bytearray(P)
    struct.pack_into(word, e, 0, P - (8 if m == "md-printf-struct-size" else 0))
    struct.pack_into("<I", e, W, 1)
    struct.pack_into(word, e, 0x10 if is64 else 8,
                     0x40000000 if m == "md-printf-sizes" else 1)
    struct.pack_into(word, e, 0x18 if is64 else 0xC,
                     0x100 if m == "md-printf-format" else 4)
    return bytes(e) + bytes(P) + struct.pack("<I", 4) + b"x=%d\0"


def metadata(is64, m):
    W = 8 if is64 else 4
    E = 88 if is64 else 64
    H = 0x110 if is64 else 0xA4
    word = "<Q" if is64 else "<I"
    args = [("_.global_offset_0", "size_t", 4, 5), ("_.global_offset_1", "size_t", 4, 5),
            ("_.global_offset_2", "size_t", 4, 5), ("_.printf_buffer", "size_t", 5, 7),
            ("_.vqueue_pointer", "size_t", 4, 5), ("_.aqlwrap_pointer", "size_t", 4, 5),
            ("a", "uint*", 5, 7)]
    nargs = len(args) if m != "md-arg-count" else 0xFFFFFFFFFFFF
    hdr = bytearray(H)
    def put(off, fmt, v):
        struct.pack_into(fmt, hdr, off, v)
    L = dict(hsize=0, total=W, flags=0x1C if is64 else 0x14,
             dummy=0x60 if is64 else 0x48, arch=0x68 if is64 else 0x4C,
             n=0xA0 if is64 else 0x68, six=0xD8 if is64 else 0x88,
             marker=0xE0 if is64 else 0x8C)
    put(L["hsize"], word, 0x1234 if m == "md-header-size" else H)
    put(L["flags"], "<I", 0x20 if is64 else 0)
    put(L["dummy"], word, 21)
    put(L["arch"], word, 7)
    put(L["n"], "<Q", nargs)
    put(L["six"], "<I", 6)
    put(L["marker"], "<I", 0xFFFFFFFF)
    body = bytearray(b"__OpenCL_dummy_kernel\0generic\0\0")
    entries = bytearray()
    strings = bytearray()
    for i, (name, tname, kind, code) in enumerate(args):
        e = bytearray(E)
        o = (lambda a, b: a if is64 else b)
        struct.pack_into(word, e, 0, E + (1 if m == "md-entry-size" and i == 2 else 0))
        nlen = len(name) + (0x10000 if m == "md-name-length" and i == 6 else 0)
        struct.pack_into(word, e, W, nlen)
        struct.pack_into(word, e, 2 * W, len(tname))
        struct.pack_into("<I", e, o(0x28, 0x14), 1)
        struct.pack_into("<I", e, o(0x2C, 0x18), 1)
        struct.pack_into("<I", e, o(0x30, 0x1C), 16 * i)
        struct.pack_into("<I", e, o(0x34, 0x20), code)
        struct.pack_into("<I", e, o(0x4C, 0x38), kind)
        if kind == 5:
            struct.pack_into("<I", e, o(0x38, 0x24), 4)
            struct.pack_into("<I", e, o(0x3C, 0x28), 8 if i == 6 else 6)
            struct.pack_into("<I", e, o(0x40, 0x2C), 4)
            struct.pack_into("<I", e, o(0x44, 0x30), 3)
        entries += e
        strings += name.encode() + b"\0" + tname.encode() + b"\0"
    if m == "md-string-nul":
        strings = strings[:-1] + b"X"
    blob = hdr + body + entries + bytes(E) + strings + printf_part(is64, m)
    if m.startswith("md-printf"):
        struct.pack_into(word, blob, 0xA8 if is64 else 0x6C,
                         5 if m == "md-printf-count" else 1)
    total = len(blob) + (8 if m == "md-total-size" else 0)
    struct.pack_into(word, blob, L["total"], total)
    return bytes(blob)


def code_words(m):
    if m in ("literal-tail", "literal-short"):
        # s_nop 0, then an SOP2 whose literal (src0 0xff) lies past the end.
        return [0xBF800000, 0x878100FF]
    if m == "literal-64bit":
        # 64-bit encodings whose source field says "literal", which gfx8 does
        # not have: v_add_f32_e64 v0, <literal>, v1 and a tbuffer store with
        # soffset 0xff, each printed as dwords (the second dword of the first
        # reads as a VOP2 with a literal, which takes the s_nop); s_endpgm.
        return [0xD1010000, 0x000202FF, 0xBF800000, 0xEA7E02FA, 0xFF089375,
                0xBF810000]
    if m == "sdwa-select":
        # v_add_f32_sdwa v1, v0, v1 with every select DWORD; the same with
        # src1_sel 7, which LLVM 22 decodes and then crashes printing;
        # s_endpgm.
        return [0x020202F9, 0x06060600, 0x100202F9, 0x4F800000, 0xBF810000]
    if m == "undecodable":
        # s_nop 0, an SOP2 with the unused source encoding 0xd1, s_endpgm.
        return [0xBF800000, 0x878100D1, 0xBF810000]
    return [0xBF810000]  # s_endpgm


def inner_notes(m, isa_version):
    def note(t, desc):
        return struct.pack("<III", 4, len(desc), t) + b"AMD\0" + desc + \
            bytes(align(len(desc), 4) - len(desc))
    isa = struct.pack("<HHIII", 4, 7, *isa_version) + b"AMD\0AMDGPU"
    notes = note(1, struct.pack("<II", 1, 0)) + note(3, isa)
    if m == "note-truncated":
        notes = notes[:-20]
    return notes


def inner_empty(m, isa_version):
    """The inner ELF of a program without kernels: no code, no segments."""
    secs = [dict(name=".shstrtab", type=3, flags=0x20, align=8, data=b""),
            dict(name=".strtab", type=3, flags=0x20, align=8, data=b"\0"),
            dict(name=".note", type=7, align=8, data=inner_notes(m, isa_version)),
            dict(name=".symtab", type=2, align=8, entsize=24, link=2,
                 data=sym(True, 0, 0, 0, 0, 0))]
    if m == "empty-strtab":
        # As AMD's compiler writes it (CLRX's nokernels test binary): an
        # empty .strtab and an empty .symtab, not even the null symbol.
        secs[1]["data"] = b""
        secs[3]["data"] = b""
    if m == "empty-hsatext":
        # Code left behind without its kernel symbol.
        secs.insert(3, dict(name=".hsatext", type=1, flags=0xC00007, align=256,
                            data=bytes(256) + struct.pack("<I", 0xBF810000)))
    out, _, _ = elf(64, 1, 0xE0, 0x40, 0, secs)
    return bytes(out)


def inner(m, bits, isa_version):
    setup = bytearray(256)
    struct.pack_into("<IIH", setup, 0, 1, 1, 1)
    struct.pack_into("<Q", setup, 0x10, 0x1000 if m == "setup-entry" else 256)
    struct.pack_into("<I", setup, 0x30, 0x00AC0040)
    struct.pack_into("<I", setup, 0x34, 0x8C)
    struct.pack_into("<I", setup, 0x38, 0x000A0009 if bits == 64 else 0x00020009)
    if m == "lds-huge":  # rounds up past 2^32 to the 512-byte LDS granule
        struct.pack_into("<I", setup, 0x40, 0xFFFFFF01)
    struct.pack_into("<Q", setup, 0x48, 64)
    struct.pack_into("<HH", setup, 0x54, 10, 4)
    struct.pack_into("<BBBB", setup, 0x64, 4, 4, 4, 6)
    code = b"".join(struct.pack("<I", w) for w in code_words(m))
    if m == "literal-short":
        code = code[:-2]  # the code ends inside the SOP2's first dword
    text = bytes(setup) + code
    strtab = Strtab()
    kname = "&__OpenCL_" + ("x" if m == "inner-no-kernel" else KNAME) + "_kernel"
    n1 = strtab.add(kname)
    n2 = strtab.add("__hsa_section.hsatext")
    ksize = len(text) + (0x100 if m == "inner-sym-range" else 0)
    syms = sym(True, 0, 0, 0, 0, 0) + sym(True, n1, 0x1A, 4, 0, ksize) + \
        sym(True, n2, 0x03, 4, 0, 0)
    secs = [dict(name=".shstrtab", type=3, flags=0x20, align=8, data=b""),
            dict(name=".strtab", type=3, flags=0x20, align=8, data=strtab.data),
            dict(name=".note", type=7, align=8, data=inner_notes(m, isa_version)),
            dict(name=".hsatext", type=1, flags=0xC00007, align=256, data=text),
            dict(name=".symtab", type=2, align=8, entsize=24, link=2, data=syms)]
    out, _, _ = elf(64, 1, 0xE0, 0x40, 0, secs,
                    phdrs=[dict(type=0x60000003, flags=5, section=3, align=256)])
    if m == "inner-magic":
        out[0:4] = b"JUNK"
    return bytes(out)


def outer_sections(m, is64, bits, isa_version, empty, opts, acl):
    """The outer sections and the kernel metadata (None when empty)."""
    md = metadata(is64, m)
    strtab = Strtab()
    n1 = strtab.add("__OpenCL_compiler_options")
    mdname = "__OpenCL_&__OpenCL_" + KNAME + "_kernel_metadata"
    if m in ("md-sym-renamed", "empty-stray-symbol"):
        mdname = mdname[:-1] + "X"  # a damaged name: no longer metadata
    n2 = strtab.add(mdname)
    n3 = strtab.add("acl_version_string")
    if m == "sym-name":
        n3 = 0x7FFF
    syms = sym(is64, 0, 0, 0, 0, 0) + sym(is64, n1, 1, 4, 0, len(opts))
    if not empty:
        syms += sym(is64, n2, 1, 5, 0, len(md))
    elif m == "empty-stray-symbol":
        syms += sym(is64, n2, 1, 4, 0, len(opts))
    if m != "empty-no-acl":
        syms += sym(is64, n3, 1, 4, len(opts), len(acl))
    secs = [dict(name=".shstrtab", type=3, flags=0x20, data=b""),
            dict(name=".strtab", type=3, flags=0x20, data=strtab.data),
            dict(name=".symtab", type=2 if m != "symtab-type" else 1, align=8,
                 entsize=24 if is64 else 16, link=2, data=syms),
            dict(name=".comment", type=1, data=(opts + acl).encode())]
    if not empty or m == "empty-rodata":
        secs.append(dict(name=".rodata", type=1, flags=2, data=md))
    if not empty:
        secs.append(dict(name=".text", type=1, flags=6,
                         data=inner(m, bits, isa_version)))
    elif empty == "new":
        secs.append(dict(name=".text" if m != "empty-text-renamed" else ".texu",
                         type=1, flags=6, data=inner_empty(m, isa_version)))
    return secs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--bits", type=int, default=64)
    ap.add_argument("--gpu", choices=sorted(GPUS), default="bonaire")
    ap.add_argument("--empty", choices=["new", "old"], default="")
    ap.add_argument("--mutate", default="")
    a = ap.parse_args()
    m, bits = a.mutate, a.bits
    global KNAME
    if m == "utf8-name":
        KNAME = "k\xff"  # not UTF-8
    empty = a.empty or ("new" if m.startswith("empty-") else "")
    eflags, isa_version = GPUS[a.gpu]
    is64 = bits == 64
    opts = "-cl-std=CL2.0" + (" -m64" if is64 else "")
    acl = "AMD-COMP-LIB-v0.8 (0.0.SC_BUILD_NUMBER)"
    secs = outer_sections(m, is64, bits, isa_version, empty, opts, acl)
    if m == "null-garbage":
        # A SHT_NULL section header whose offset and size are garbage.
        secs.append(dict(name="", type=0, data=b""))
    out, offs, shoff = elf(bits, 2, 0xAF5B if is64 else 0xAF5A, 0, eflags,
                           secs)
    shent = 64 if is64 else 40
    def patch_sh(idx, field_off64, field_off32, fmt64, fmt32, value):
        base = shoff + idx * shent
        if is64:
            struct.pack_into(fmt64, out, base + field_off64, value)
        else:
            struct.pack_into(fmt32, out, base + field_off32, value)
    if m == "null-garbage":
        # The 64-bit offset wraps a pointer formed from it (the fuzzer found
        # that on section 0).
        patch_sh(7, 0x18, 0x10, "<Q", "<I", 0xFC00000000000000 if is64 else 0xFC000000)
        patch_sh(7, 0x20, 0x14, "<Q", "<I", 0x1234)
    if m == "class32-machine64":
        out[4] = 1
    elif m == "big-endian":
        out[5] = 2
    elif m == "bad-magic":
        out[0:4] = b"\x7fELG"
    elif m == "ocl12":
        struct.pack_into("<H", out, 0x12, 0x3FE)
    elif m == "rocm":
        struct.pack_into("<H", out, 0x12, 0xE0)
    elif m == "eflags-zero":
        struct.pack_into("<I", out, 0x30 if is64 else 0x24, 0)
    elif m == "shoff-zero":
        # No section header table, but e_shnum still counts the sections.
        struct.pack_into("<Q" if is64 else "<I", out, 0x28 if is64 else 0x20, 0)
    elif m == "shoff-past-end":
        struct.pack_into("<Q" if is64 else "<I", out, 0x28 if is64 else 0x20,
                         len(out) + 0x1000)
    elif m == "section-past-end":
        patch_sh(5, 0x18, 0x10, "<Q", "<I", len(out) + 0x100)
    elif m == "overlap":
        patch_sh(5, 0x18, 0x10, "<Q", "<I", offs[4])
    elif m == "shnum-huge":
        struct.pack_into("<H", out, 0x3C if is64 else 0x30, 0xFFFF)
    elif m == "sym-past-rodata":
        # metadata symbol st_size beyond .rodata
        base = offs[3] + 2 * (24 if is64 else 16)
        struct.pack_into("<Q" if is64 else "<I", out,
                         base + (16 if is64 else 8), 0x100000)
    if m == "truncate-header":
        out = out[:30]
    elif m == "truncate-ident":
        out = out[:10]
    elif m == "truncate-tail":
        out = out[:len(out) // 2]
    open(a.out, "wb").write(bytes(out))


if __name__ == "__main__":
    main()
