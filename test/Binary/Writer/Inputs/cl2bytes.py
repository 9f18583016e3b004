#!/usr/bin/env python3
"""Prints the raw fields of an AMDCL2 binary, read by byte offsets straight
from the format spec (../shared/docs/amdcl2-binary-format.md), independently
of amdcl2's reader, so the writer's tests do not check the writer against its
own reader. Usage: cl2bytes.py FILE PART...  with PART one of device, outer, comment,
metadata, metadata-hex, inner, notes, symbols, setup, data, old (the
old-format kernel blobs: stub fields, setup, ISA metadata)."""
import struct
import sys


def u(b, off, n):
    return int.from_bytes(b[off:off + n], "little")


def cstr(b, off):
    end = b.index(b"\0", off)
    return b[off:end].decode("latin-1")


class ELF:
    def __init__(self, b):
        assert b[:4] == b"\x7fELF", "not an ELF file"
        self.b = b
        self.is64 = b[4] == 2
        if self.is64:
            (self.type, self.machine, self.version, self.entry, self.phoff,
             self.shoff, self.flags, self.ehsize, self.phentsize, self.phnum,
             self.shentsize, self.shnum, self.shstrndx) = struct.unpack_from(
                 "<HHIQQQIHHHHHH", b, 16)
        else:
            (self.type, self.machine, self.version, self.entry, self.phoff,
             self.shoff, self.flags, self.ehsize, self.phentsize, self.phnum,
             self.shentsize, self.shnum, self.shstrndx) = struct.unpack_from(
                 "<HHIIIIIHHHHHH", b, 16)
        self.sections = []
        for i in range(self.shnum):
            o = self.shoff + i * self.shentsize
            if self.is64:
                f = struct.unpack_from("<IIQQQQIIQQ", b, o)
            else:
                f = struct.unpack_from("<IIIIIIIIII", b, o)
            keys = ("name", "type", "flags", "addr", "offset", "size", "link",
                    "info", "addralign", "entsize")
            self.sections.append(dict(zip(keys, f)))
        shstr = self.sections[self.shstrndx]
        for s in self.sections:
            s["sname"] = cstr(b, shstr["offset"] + s["name"])
        self.phdrs = []
        for i in range(self.phnum):
            o = self.phoff + i * self.phentsize
            f = struct.unpack_from("<IIQQQQQQ", b, o)
            keys = ("type", "flags", "offset", "vaddr", "paddr", "filesz",
                    "memsz", "align")
            self.phdrs.append(dict(zip(keys, f)))
        self.symbols = []
        for s in self.sections:
            if s["type"] != 2:
                continue
            strtab = self.sections[s["link"]]
            esz = 24 if self.is64 else 16
            for i in range(s["size"] // esz):
                o = s["offset"] + i * esz
                if self.is64:
                    name, info, other, shndx, value, size = struct.unpack_from(
                        "<IBBHQQ", b, o)
                else:
                    name, value, size, info, other, shndx = struct.unpack_from(
                        "<IIIBBH", b, o)
                self.symbols.append(dict(
                    name=cstr(b, strtab["offset"] + name), info=info,
                    shndx=shndx, value=value, size=size))

    def section(self, name):
        for i, s in enumerate(self.sections):
            if s["sname"] == name:
                return i, s
        return None, None

    def content(self, name):
        _, s = self.section(name)
        return self.b[s["offset"]:s["offset"] + s["size"]]


def print_outer(o):
    print("outer: class %d e_machine 0x%x e_type %d e_flags %d shnum %d "
          "shstrndx %d" % (64 if o.is64 else 32, o.machine, o.type, o.flags,
                           o.shnum, o.shstrndx))
    for i, s in enumerate(o.sections[1:], 1):
        print("  section %d %s type %d flags 0x%x align %d entsize %d link %d "
              "info %d" % (i, s["sname"], s["type"], s["flags"],
                           s["addralign"], s["entsize"], s["link"], s["info"]))
    for s in o.symbols:
        print("  symbol %r info 0x%x shndx %d value %d size %d" % (
            s["name"], s["info"], s["shndx"], s["value"], s["size"]))


def print_comment(o):
    c = o.content(".comment")
    syms = {s["name"]: s for s in o.symbols}
    opt = syms.get("__OpenCL_compiler_options")
    acl = syms["acl_version_string"]
    if opt:
        print("options %r" % c[opt["value"]:opt["value"] + opt["size"]]
              .decode("latin-1"))
    print("acl %r" % c[acl["value"]:acl["value"] + acl["size"]].decode())
    print("comment size %d" % len(c))


PREFIX, SUFFIX = "__OpenCL_&__OpenCL_", "_kernel_metadata"


def print_metadata(o):
    ro = o.content(".rodata")
    for s in o.symbols:
        if not (s["name"].startswith(PREFIX) and s["name"].endswith(SUFFIX)):
            continue
        k = s["name"][len(PREFIX):-len(SUFFIX)]
        m = ro[s["value"]:s["value"] + s["size"]]
        w = 8 if o.is64 else 4
        print("metadata %s size %d" % (k, s["size"]))
        H = u(m, 0, w)
        print("  header_size 0x%x total %d" % (H, u(m, w, w)))
        if o.is64:
            L = dict(const=0x10, flags=0x1C, kid=0x20, const2=0x28, reqd=0x38,
                     namelen=0x60, archlen=0x68, nargs=0xA0, nprintf=0xA8,
                     enq=0xD0,
                     kidx=0xD4, six=0xD8, waves_hint=0xDC if H == 0xE0 else 0xE0,
                     hint=0xE8, vlen=0x100)
        else:
            L = dict(const=0x08, flags=0x14, kid=0x18, const2=0x20, reqd=0x30,
                     namelen=0x48, archlen=0x4C, nargs=0x68, nprintf=0x6C,
                     enq=0x80,
                     kidx=0x84, six=0x88, waves_hint=0x8C, hint=0x90, vlen=0x9C)
        print("  constants %d %d 0x%x | %d %d %d %d" % (
            u(m, L["const"], 4), u(m, L["const"] + 4, 4),
            u(m, L["const"] + 8, 4), u(m, L["const2"], 4),
            u(m, L["const2"] + 4, 4), u(m, L["const2"] + 8, 4),
            u(m, L["const2"] + 12, 4)))
        print("  flags 0x%x kernel_id 0x%x" % (u(m, L["flags"], 4),
                                              u(m, L["kid"], 2)))
        print("  reqd_work_group_size %d %d %d" % tuple(
            u(m, L["reqd"] + i * w, w) for i in range(3)))
        print("  name1_len %d arch_len %d" % (u(m, L["namelen"], w),
                                             u(m, L["archlen"], w)))
        nargs = u(m, L["nargs"], w)
        print("  nargs %d enqueues %d kernel_index %d" % (
            nargs, u(m, L["enq"], 4), u(m, L["kidx"], 4)))
        nprintf = u(m, L["nprintf"], w)
        if nprintf:
            print("  nprintf %d" % nprintf)
        if H > (0xD8 if o.is64 else 0x88):
            print("  six %d waves_hint 0x%x" % (u(m, L["six"], 4),
                                               u(m, L["waves_hint"], 4)))
        old_lds, old_extra = (0x78, 0x88) if o.is64 else (0x54, 0x5C)
        if H == (0xD8 if o.is64 else 0x88):
            print("  old lds %d extra %d" % (u(m, old_lds, w),
                                            u(m, old_extra, w)))
        g2 = H in (0x110, 0xA4)
        if g2:
            print("  work_group_size_hint %d %d %d vec_type_hint_len %d" % (
                tuple(u(m, L["hint"] + i * w, w) for i in range(3))
                + (u(m, L["vlen"], w),)))
        # Every other header byte must be zero.
        used = set()
        for key, n in (("const", 12), ("flags", 4), ("kid", 2), ("const2", 16),
                       ("reqd", 3 * w), ("namelen", w), ("archlen", w),
                       ("nargs", w), ("nprintf", w), ("enq", 4),
                       ("kidx", 4)):
            used.update(range(L[key], L[key] + n))
        used.update(range(0, 2 * w))
        if H == (0xD8 if o.is64 else 0x88):
            used.update(range(old_lds, old_lds + w))
            used.update(range(old_extra, old_extra + w))
        if H > (0xD8 if o.is64 else 0x88):
            used.update(range(L["six"], L["six"] + 4))
            used.update(range(L["waves_hint"], L["waves_hint"] + 4))
        if g2:
            used.update(range(L["hint"], L["hint"] + 3 * w))
            used.update(range(L["vlen"], L["vlen"] + w))
        nz = [i for i in range(H) if i not in used and m[i]]
        print("  other header bytes %s" % ("zero" if not nz else
                                          "NONZERO at %s" % nz))
        p = H
        strs = []
        for _ in range(3 if g2 else 2):
            strs.append(cstr(m, p))
            p += len(strs[-1]) + 1
        print("  strings %s" % " ".join(repr(x) for x in strs))
        E = 88 if o.is64 else 64
        print("  entries at 0x%x" % p)
        entries = []
        for i in range(nargs + 1):
            e = m[p + i * E:p + (i + 1) * E]
            if o.is64:
                f = struct.unpack_from("<QQQQQIIIIIIIIBBBBIQ", e)
            else:
                f = struct.unpack_from("<IIIIIIIIIIIIIBBBBII", e)
            entries.append(f)
        s_off = p + (nargs + 1) * E
        for i, f in enumerate(entries[:nargs]):
            name = cstr(m, s_off)
            s_off += len(name) + 1
            tname = cstr(m, s_off)
            s_off += len(tname) + 1
            (esz, nlen, tlen, z1, z2, count, notsmp, voff, code, palign,
             ptype, space, usage, vol, res, pipe, z3, kind, const) = f
            bad = []
            if esz != E:
                bad.append("entry size %d" % esz)
            if nlen != len(name) or tlen != len(tname):
                bad.append("name lengths %d %d" % (nlen, tlen))
            if z1 or z2 or z3:
                bad.append("reserved not zero")
            print("  arg %s %r kind %d type %d count %d notsampler %d vo %d "
                  "palign %d ptype %d space %d usage %d vol %d restrict %d "
                  "pipe %d const %d%s" % (
                      name, tname, kind, code, count, notsmp, voff, palign,
                      ptype, space, usage, vol, res, pipe, const,
                      "" if not bad else " BAD " + ", ".join(bad)))
        term = m[p + nargs * E:p + (nargs + 1) * E]
        print("  terminator %s" % ("zero" if not any(term) else "NONZERO"))
        s_off = print_printf(m, s_off, nprintf, o.is64)
        trailer = m[s_off:]
        print("  trailer %d bytes %s" % (len(trailer), "zero"
                                         if not any(trailer) else "NONZERO"))


def print_printf(m, p, n, is64):
    """The printf entries (inferred layout), their sizes and formats; returns
    the offset of the zero entry after the entries when there are none, else
    the offset after the last format (so the trailer is the rest)."""
    if not n:
        return p
    E = 48 if is64 else 24
    fmt = "<QIIQQQQ" if is64 else "<IIIIII"
    entries = [struct.unpack_from(fmt, m, p + i * E) for i in range(n)]
    term = m[p + n * E:p + (n + 1) * E]
    q = p + (n + 1) * E
    for f in entries:
        if is64:
            esz, pid, pad, nsz, flen, p1, p2 = f
        else:
            esz, pid, nsz, flen, p1, p2 = f
            pad = 0
        sizes = [u(m, q + 4 * i, 4) for i in range(nsz)]
        q += 4 * nsz
        text = m[q:q + flen].decode("latin-1")
        nul = m[q + flen] if q + flen < len(m) else None
        q += flen + 1
        bad = []
        if esz != E:
            bad.append("struct size %d" % esz)
        if pad or p1 or p2:
            bad.append("reserved not zero")
        if nul != 0:
            bad.append("no NUL")
        print("  printf id %d sizes [%s] format %r%s" % (
            pid, ",".join(str(x) for x in sizes), text,
            "" if not bad else " BAD " + ", ".join(bad)))
    print("  printf terminator %s" % ("zero" if not any(term) else "NONZERO"))
    return q


def print_metadata_hex(o):
    ro = o.content(".rodata")
    for s in o.symbols:
        if s["name"].startswith(PREFIX) and s["name"].endswith(SUFFIX):
            m = ro[s["value"]:s["value"] + s["size"]]
            print("metadata %s" % s["name"][len(PREFIX):-len(SUFFIX)])
            for i in range(0, len(m), 32):
                print("  %04x: %s" % (i, m[i:i + 32].hex()))


def inner_of(o):
    return ELF(o.content(".text"))


def print_inner(i):
    print("inner: osabi 0x%x e_type %d e_machine 0x%x e_flags %d phnum %d "
          "shnum %d shstrndx %d" % (i.b[7], i.type, i.machine, i.flags,
                                    i.phnum, i.shnum, i.shstrndx))
    for n, s in enumerate(i.sections[1:], 1):
        print("  section %d %s type %d flags 0x%x addr 0x%x size 0x%x align %d "
              "entsize %d link %d info %d" % (
                  n, s["sname"], s["type"], s["flags"], s["addr"], s["size"],
                  s["addralign"], s["entsize"], s["link"], s["info"]))
    for p in i.phdrs:
        print("  phdr type 0x%x flags %d vaddr 0x%x filesz 0x%x memsz 0x%x "
              "align %d" % (p["type"], p["flags"], p["vaddr"], p["filesz"],
                            p["memsz"], p["align"]))
    for s in i.sections:
        if s["type"] != 4:  # SHT_RELA
            continue
        c = i.b[s["offset"]:s["offset"] + s["size"]]
        for r in range(len(c) // 24):
            off, info, add = struct.unpack_from("<QQq", c, r * 24)
            sym = i.symbols[info >> 32]["name"]
            lit = ""
            tgt = i.sections[s["info"]]
            if tgt["sname"] == ".hsatext":
                lit = " literal 0x%08x after 0x%08x" % (
                    u(i.b, tgt["offset"] + off, 4),
                    u(i.b, tgt["offset"] + off - 4, 4))
            print("  %s offset 0x%x type %d symbol %r addend %d%s" % (
                s["sname"], off, info & 0xFFFFFFFF, sym, add, lit))


def print_notes(i):
    c = i.content(".note")
    print("notes size %d" % len(c))
    p = 0
    while p < len(c):
        namesz, descsz, typ = struct.unpack_from("<III", c, p)
        name = c[p + 12:p + 12 + namesz]
        d0 = p + 12 + ((namesz + 3) & ~3)
        desc = c[d0:d0 + descsz]
        print("  note type %d name %r descsz %d desc %s" % (
            typ, name.decode(), descsz, desc.hex()))
        if typ == 3:
            print("  isa %d.%d.%d" % struct.unpack_from("<III", desc, 4))
        p = d0 + ((descsz + 3) & ~3)


def print_symbols(i):
    _, st = i.section(".strtab")
    print("inner strtab starts with NUL: %s" % (i.b[st["offset"]] == 0))
    for s in i.symbols:
        print("  symbol %r info 0x%x shndx %d value 0x%x size 0x%x" % (
            s["name"], s["info"], s["shndx"], s["value"], s["size"]))


def print_setup(i):
    _, t = i.section(".hsatext")
    for s in i.symbols:
        n = s["name"]
        if not (n.startswith("&__OpenCL_") and n.endswith("_kernel")):
            continue
        b = i.b[t["offset"] + s["value"]:t["offset"] + s["value"] + 256]
        code = i.b[t["offset"] + s["value"] + 256:t["offset"] + s["value"]
                   + s["size"]]
        print_one_setup(n[10:-7], s["value"], b, code)
    print("hsatext size 0x%x" % t["size"])


def print_one_setup(name, at, b, code):
        print("setup %s at 0x%x" % (name, at))
        print("  version %d.%d machine_kind %d machine_version %d.%d.%d" % (
            u(b, 0, 4), u(b, 4, 4), u(b, 8, 2), u(b, 10, 2), u(b, 12, 2),
            u(b, 14, 2)))
        print("  entry_offset %d prefetch %d %d max_scratch_backing %d" % (
            u(b, 0x10, 8), u(b, 0x18, 8), u(b, 0x20, 8), u(b, 0x28, 8)))
        r1, r2, props = u(b, 0x30, 4), u(b, 0x34, 4), u(b, 0x38, 4)
        print("  pgm_rsrc1 0x%08x vgpr_granules %d sgpr_granules %d "
              "float_mode 0x%x dx10_clamp %d ieee %d" % (
                  r1, r1 & 0x3F, (r1 >> 6) & 0xF, (r1 >> 12) & 0xFF,
                  (r1 >> 21) & 1, (r1 >> 23) & 1))
        print("  pgm_rsrc2 0x%08x scratch_en %d user_sgpr %d tgid %d%d%d "
              "tg_size %d tidig %d lds_size %d" % (
                  r2, r2 & 1, (r2 >> 1) & 0x1F, (r2 >> 7) & 1, (r2 >> 8) & 1,
                  (r2 >> 9) & 1, (r2 >> 10) & 1, (r2 >> 11) & 3,
                  (r2 >> 15) & 0x1FF))
        print("  code_properties mask 0x%02x high 0x%04x" % (
            props & 0xFFFF, props >> 16))
        print("  private %d group %d gds %d kernarg %d fbarriers %d" % (
            u(b, 0x3C, 4), u(b, 0x40, 4), u(b, 0x44, 4), u(b, 0x48, 8),
            u(b, 0x50, 4)))
        print("  sgprs %d" % u(b, 0x54, 2))
        print("  vgprs %d" % u(b, 0x56, 2))
        print("  reserved_vgpr_first %d count %d" % (u(b, 0x58, 2),
                                                     u(b, 0x5A, 2)))
        print("  reserved_sgpr_first %d count %d" % (u(b, 0x5C, 2),
                                                     u(b, 0x5E, 2)))
        print("  debug_sgprs %d %d" % (u(b, 0x60, 2), u(b, 0x62, 2)))
        print("  alignments %d %d %d %d" % tuple(b[0x64:0x68]))
        rest = b[0x68:0x80]
        print("  call_convention/reserved/loader %s" % (
            "zero" if not any(rest) else rest.hex()))
        cd = b[0x80:0x100]
        if not any(cd):
            print("  control_directives zero")
        else:
            print("  control_directives mask 0x%x required_workgroup_size "
                  "%d %d %d other %s" % (
                      u(cd, 0, 8), u(cd, 56, 4), u(cd, 60, 4), u(cd, 64, 4),
                      "zero" if not any(cd[8:56] + cd[68:]) else "NONZERO"))
        print("  code %d bytes, ends with %s" % (len(code), code[-4:].hex()))
        print("  # granules %d %d" % (r1 & 0x3F, (r1 >> 6) & 0xF))


ISA_PREFIX = "__ISA_&__OpenCL_"
# Old-format stub words (spec 10.2): offset, size, name.
STUB_FIELDS = (
    (0x000, 4, "setup_offset"), (0x004, 4, "instructions"),
    (0x008, 4, "vgprs"), (0x024, 4, "valu"), (0x028, 4, "global_mem"),
    (0x02C, 4, "local_mem"), (0x034, 4, "salu"), (0x03C, 4, "sgprs"),
    (0x0B8, 4, "setup_offset2"), (0x164, 4, "c164"), (0x168, 4, "c168"),
    (0x9A0, 8, "setup_offset3"), (0x9A8, 4, "setup_size"),
    (0x9AC, 4, "setup_code_size"), (0x9B8, 4, "c9b8"),
    (0x9C0, 8, "blob_size"), (0x9D0, 8, "blob_size2"),
    (0x9D8, 4, "vgprs2"), (0x9DC, 4, "sgprs2"), (0x9E8, 4, "vgprs3"),
    (0x9EC, 4, "reserved_sgpr_first"), (0x9F0, 4, "float_mode"),
    (0x9F8, 4, "c9f8"), (0xA08, 4, "scratch_dwords"), (0xA0C, 4, "lds"),
    (0xA10, 4, "ca10"), (0xA48, 4, "pgm_rsrc2"))
HEX_STUB_FIELDS = ("setup_offset", "setup_offset2", "setup_offset3",
                   "setup_size", "c9b8", "float_mode", "ca10", "pgm_rsrc2")


def print_old(o):
    """Old format: the kernel blobs in outer .text and their ISA metadata."""
    t = o.content(".text")
    ro = o.content(".rodata")
    end = 0
    for s in o.symbols:
        n = s["name"]
        if not n.startswith(ISA_PREFIX):
            continue
        if n.endswith("_kernel_binary"):
            k = n[len(ISA_PREFIX):-len("_kernel_binary")]
            blob = t[s["value"]:s["value"] + s["size"]]
            print("blob %s at 0x%x size 0x%x info 0x%x contiguous %s" % (
                k, s["value"], s["size"], s["info"], s["value"] == end))
            end = s["value"] + s["size"]
            stub = blob[:0xA60]
            used = set()
            for off, n_, name in STUB_FIELDS:
                v = u(stub, off, n_)
                print("  stub 0x%03x %s %s" % (
                    off, name, "0x%x" % v if name in HEX_STUB_FIELDS else v))
                used.update(range(off, off + n_))
            nz = [i for i in range(len(stub)) if i not in used and stub[i]]
            print("  other stub bytes %s" % ("zero" if not nz else
                                            "NONZERO at %s" % nz))
            setup_off = u(stub, 0, 4)
            b = blob[setup_off:setup_off + 256]
            print_one_setup(k, setup_off, b, blob[setup_off + u(b, 0x10, 8):])
        elif n.endswith("_kernel_metadata"):
            k = n[len(ISA_PREFIX):-len("_kernel_metadata")]
            print("isa_metadata %s at 0x%x size %d info 0x%x: %s" % (
                k, s["value"], s["size"], s["info"],
                ro[s["value"]:s["value"] + s["size"]].hex()))
    print("text size 0x%x" % len(t))


def print_data(i):
    for name in (".hsadata_global_agent", ".hsadata_readonly_agent"):
        _, s = i.section(name)
        if s:
            c = i.content(name)
            print("%s size 0x%x" % (name, len(c)))
            for r in range(0, len(c), 16):
                print("  %04x: %s" % (r, c[r:r + 16].hex()))
    _, s = i.section(".hsabss_global_agent")
    if s:
        print(".hsabss_global_agent size 0x%x" % s["size"])
    _, s = i.section(".hsaimage_samplerinit")
    if s:
        c = i.content(".hsaimage_samplerinit")
        print(".hsaimage_samplerinit size 0x%x align %d" % (len(c),
                                                          s["addralign"]))
        for r in range(0, len(c), 8):
            print("  sampler %d: %s" % (r // 8, c[r:r + 8].hex()))


def main():
    b = open(sys.argv[1], "rb").read()
    o = ELF(b)
    for part in sys.argv[2:]:
        if part == "outer":
            print_outer(o)
        elif part == "comment":
            print_comment(o)
        elif part == "metadata":
            print_metadata(o)
        elif part == "device":
            c = inner_of(o).content(".note")
            p, isa = 0, "none"
            while p < len(c):
                namesz, descsz, typ = struct.unpack_from("<III", c, p)
                d0 = p + 12 + ((namesz + 3) & ~3)
                if typ == 3:
                    isa = "%d.%d.%d" % struct.unpack_from("<III", c, d0 + 4)
                p = d0 + ((descsz + 3) & ~3)
            m = o.content(".rodata")
            w = 8 if o.is64 else 4
            arch = cstr(m, u(m, 0, w) + 22)
            print("e_flags %d isa %s arch %s" % (o.flags, isa, arch))
        elif part == "metadata-hex":
            print_metadata_hex(o)
        elif part == "inner":
            print_inner(inner_of(o))
        elif part == "notes":
            print_notes(inner_of(o))
        elif part == "symbols":
            print_symbols(inner_of(o))
        elif part == "setup":
            print_setup(inner_of(o))
        elif part == "data":
            print_data(inner_of(o))
        elif part == "old":
            print_old(o)
        else:
            sys.exit("unknown part " + part)


if __name__ == "__main__":
    main()
