#!/usr/bin/env python3
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
"""Random, well-defined OpenCL C kernels for differential testing, in the
spirit of CLsmith (Lidbury et al., "Many-core compiler fuzzing", PLDI 2015).

  clgen.py SEED [--out DIR]     writes DIR/prog-SEED.cl and prints the launch
                                (a JSON line: kernel, global, local, args,
                                per-argument ulp bounds)

Every program is reproducible from its seed (and GENERATOR_VERSION) and free
of undefined behaviour by construction:
- signed +, -, * and negation go through as_uint and back (two's
  complement, defined); / and % are guarded against 0 and MIN / -1; shift
  counts are masked; mul24/mad24 get 24-bit operands;
- array, local-memory and buffer indices are masked or reduced into range;
  loops have constant or masked trip counts;
- floats are k/8 with |k| < 1024 from the input buffer; + - * / and
  sqrt are correctly rounded on both sides (FP_CONTRACT OFF, and the
  programs are built with -cl-fp32-correctly-rounded-divide-sqrt), and
  chains are short enough to stay clear of denormals, so exact float
  results (out_f) must agree bit for bit; functions OpenCL lets be inexact
  (exp, sin, pow, length...) write only out_a, compared within twice their
  ulp bound, and never feed other values;
- float to integer goes through convert_*_sat (defined for every input);
- atomics combine with commutative operations on a result buffer (their
  final value does not depend on the order); returned values are not used;
- local memory is written, then read after a barrier every work-item of the
  group reaches.
"""
import argparse
import json
import os
import random
import sys

GENERATOR_VERSION = 3

NI = 256            # elements of each input buffer
SLOTS = 8           # results per work-item in each output buffer
INT_T = ["int", "uint", "long", "ulong"]
SMALL_T = ["char", "uchar", "short", "ushort"]
VEC_T = ["int4", "uint4", "int2", "uint2"]
MASK = {"int": 0xffffffff, "uint": 0xffffffff, "long": (1 << 64) - 1,
        "ulong": (1 << 64) - 1}
BITS = {"int": 32, "uint": 32, "long": 64, "ulong": 64, "char": 8,
        "uchar": 8, "short": 16, "ushort": 16}
# Inexact builtins: ulp bound of OpenCL C 2.0 (7.4, full profile), and how
# their argument is kept in the domain.
APPROX = {
    "exp": (3, "clamp({x}, -60.0f, 60.0f)"),
    "exp2": (3, "clamp({x}, -100.0f, 100.0f)"),
    "exp10": (3, "clamp({x}, -30.0f, 30.0f)"),
    "log": (3, "(fabs({x}) + 0.5f)"),
    "log2": (3, "(fabs({x}) + 0.5f)"),
    "log10": (3, "(fabs({x}) + 0.5f)"),
    "sin": (4, "{x}"),
    "cos": (4, "{x}"),
    "tan": (5, "clamp({x}, -1.5f, 1.5f)"),
    "atan": (5, "{x}"),
    "cbrt": (2, "{x}"),
    "rsqrt": (2, "(fabs({x}) + 0.25f)"),
    "tanh": (5, "{x}"),
    "asin": (4, "clamp({x} * 0.0625f, -1.0f, 1.0f)"),
    "acos": (4, "clamp({x} * 0.0625f, -1.0f, 1.0f)"),
    "degrees": (2, "{x}"),
    "radians": (2, "{x}"),
}
APPROX2 = {
    "pow": (16, "(fabs({x}) + 0.5f)", "clamp({y}, -8.0f, 8.0f)"),
    "hypot": (4, "{x}", "{y}"),
    "atan2": (6, "{x}", "(fabs({y}) + 0.125f)"),
}
HELPERS = r"""
#pragma OPENCL FP_CONTRACT OFF
static int sadd(int a, int b) { return as_int(as_uint(a) + as_uint(b)); }
static int ssub(int a, int b) { return as_int(as_uint(a) - as_uint(b)); }
static int smul(int a, int b) { return as_int(as_uint(a) * as_uint(b)); }
static int sneg(int a) { return as_int(0u - as_uint(a)); }
static int sdiv(int a, int b) { return (b == 0 || (a == INT_MIN && b == -1)) ? a : a / b; }
static int smod(int a, int b) { return (b == 0 || (a == INT_MIN && b == -1)) ? 0 : a % b; }
static long laddl(long a, long b) { return as_long(as_ulong(a) + as_ulong(b)); }
static long lsubl(long a, long b) { return as_long(as_ulong(a) - as_ulong(b)); }
static long lmull(long a, long b) { return as_long(as_ulong(a) * as_ulong(b)); }
static long ldivl(long a, long b) { return (b == 0 || (a == LONG_MIN && b == -1)) ? a : a / b; }
static long lmodl(long a, long b) { return (b == 0 || (a == LONG_MIN && b == -1)) ? 0 : a % b; }
static uint udiv(uint a, uint b) { return b == 0 ? a : a / b; }
static uint umod(uint a, uint b) { return b == 0 ? 0 : a % b; }
static ulong uldiv(ulong a, ulong b) { return b == 0 ? a : a / b; }
static ulong ulmod(ulong a, ulong b) { return b == 0 ? 0 : a % b; }
static float fdiv(float a, float b) { return b == 0.0f ? a : a / b; }
static int4 v4add(int4 a, int4 b) { return as_int4(as_uint4(a) + as_uint4(b)); }
static int4 v4mul(int4 a, int4 b) { return as_int4(as_uint4(a) * as_uint4(b)); }
static int2 v2add(int2 a, int2 b) { return as_int2(as_uint2(a) + as_uint2(b)); }
typedef struct { int a; uint b; float c; int4 v; } S;
static S smix(S s, int k) {
  S t = s;
  t.a = sadd(s.a, k);
  t.b = s.b ^ (uint)k;
  t.v = v4add(s.v, (int4)(k, 1, 2, 3));
  return t;
}
static void sbump(S *s, uint k) { s->b += k; s->a = sadd(s->a, (int)k); }
"""


class Gen:
    def __init__(self, seed):
        self.r = random.Random(seed * 7919 + GENERATOR_VERSION)
        self.seed = seed
        self.vars = {}        # name -> type
        self.fvars = []
        self.lines = []
        self.counter = 0
        self.approx_ulp = 0
        # Work-item ids and loop counters: read, never assigned (an index
        # would leave its buffer, a loop would not end).
        self.readonly = {"p0", "lin", "lid", "grp"}

    # -- names and literals -------------------------------------------------
    def fresh(self, prefix):
        self.counter += 1
        return "%s%d" % (prefix, self.counter)

    def lit(self, t):
        r = self.r
        if t in ("int", "long"):
            v = r.choice([0, 1, -1, 2, 7, -8, 255, 0x7fffffff, -0x80000000,
                          r.randrange(-1000, 1000), r.randrange(-2**31, 2**31)])
            if v == -0x80000000:
                return "(%s)INT_MIN" % t
            return "(%s)%d" % (t, v)
        if t in ("uint", "ulong"):
            v = r.choice([0, 1, 2, 31, 255, 0xffffffff, r.randrange(0, 1000),
                          r.randrange(0, 2**32)])
            return "(%s)%du" % (t, v)
        if t in SMALL_T:
            return "(%s)%d" % (t, r.randrange(0, 100))
        raise ValueError(t)

    def flit(self):
        return "%sf" % repr(self.r.randrange(-64, 64) / 8.0)

    # -- integer expressions -----------------------------------------------
    def leaf(self, t):
        r = self.r
        names = [n for n, vt in self.vars.items() if vt == t]
        c = r.random()
        if names and c < 0.55:
            return r.choice(names)
        if c < 0.62:
            f = r.choice(["get_global_id", "get_local_id", "get_group_id",
                          "get_local_size", "get_num_groups", "get_global_size"])
            return "(%s)%s(%d)" % (t, f, r.randrange(3))
        if c < 0.8:
            idx = self.index_expr(NI)
            src = "in_i[%s]" % idx
            return src if t == "int" else "(%s)%s" % (t, src)
        return self.lit(t)

    def index_expr(self, n):
        """An index in [0, n) (n a power of two)."""
        r = self.r
        base = r.choice(["lin", "(uint)%s" % self.leaf_simple(), "lid", "grp"])
        return "(%s) & %du" % (base, n - 1)

    def leaf_simple(self):
        names = [n for n, vt in self.vars.items() if vt in INT_T]
        if names and self.r.random() < 0.7:
            return self.r.choice(names)
        return "in_i[lin & %du]" % (NI - 1)

    def iexpr(self, t, depth):
        r = self.r
        if depth <= 0 or r.random() < 0.2:
            return self.leaf(t)
        a = self.iexpr(t, depth - 1)
        b = self.iexpr(t, depth - 1)
        signed = t in ("int", "long")
        k = r.randrange(24)
        if k < 3:
            op = r.choice(["+", "-", "*"])
            if signed:
                f = {"int": {"+": "sadd", "-": "ssub", "*": "smul"},
                     "long": {"+": "laddl", "-": "lsubl", "*": "lmull"}}[t][op]
                return "%s(%s, %s)" % (f, a, b)
            return "(%s)(%s %s %s)" % (t, a, op, b)
        if k < 5:
            f = {"int": ["sdiv", "smod"], "long": ["ldivl", "lmodl"],
                 "uint": ["udiv", "umod"], "ulong": ["uldiv", "ulmod"]}[t]
            return "%s(%s, %s)" % (r.choice(f), a, b)
        if k < 8:
            return "(%s)(%s %s %s)" % (t, a, r.choice(["&", "|", "^"]), b)
        if k < 10:
            # Shifts: on the unsigned type, count masked (OpenCL masks it
            # too; the cast keeps signed left shifts defined).
            u = "u" + t if signed else t
            bits = BITS[t]
            if r.random() < 0.5:
                return "as_%s((%s)(%s) << ((%s) & %d))" % (t, u, a, b, bits - 1) \
                    if signed else "(%s)((%s) << ((%s) & %d))" % (t, a, b, bits - 1)
            return "(%s)((%s) >> ((%s) & %d))" % (t, a, b, bits - 1)
        if k < 11:
            return "(%s)(~(%s))" % (t, a)
        if k < 12:
            return "(%s)(%s %s %s)" % (t, a, r.choice(["<", "<=", "==", "!=", ">", ">="]), b)
        if k < 13:
            return "((%s) ? (%s) : (%s))" % (self.cond(), a, b)
        if k < 14:
            return "(%s)(!(%s) || (%s))" % (t, a, b)
        if k < 19:
            return self.ibuiltin(t, a, b)
        if k < 20:
            return self.convert_to(t)
        if k < 21 and t in ("int", "uint"):
            v = self.vexpr("int4" if t == "int" else "uint4", depth - 1)
            comp = r.choice(["x", "y", "z", "w", "s0", "s3"])
            return "(%s).%s" % (v, comp)
        if k < 22 and signed:
            return "sneg(%s)" % a if t == "int" else "lsubl((long)0, %s)" % a
        if k < 23 and t in ("int", "uint"):
            return "(%s)%s" % (t, self.small_expr())
        return "(%s)(%s)" % (t, self.leaf(r.choice(INT_T)))

    def cond(self):
        t = self.r.choice(INT_T)
        return "(%s) %s (%s)" % (self.iexpr(t, 1), self.r.choice(["<", ">", "==", "!="]),
                                 self.iexpr(t, 1))

    def small_expr(self):
        t = self.r.choice(SMALL_T)
        a = "(%s)(%s)" % (t, self.leaf("int"))
        b = "(%s)(%s)" % (t, self.leaf("uint"))
        f = self.r.choice(["add_sat", "sub_sat", "hadd", "rhadd", "max", "min",
                           "abs_diff", "popcount", "clz", "rotate", "mul_hi"])
        if f in ("popcount", "clz"):
            return "%s(%s)" % (f, a)
        if f == "abs_diff":
            return "abs_diff((%s)((%s) >> 1), (%s)((%s)%s >> 1))" % (t, a, t, t, b)
        return "%s(%s, (%s)%s)" % (f, a, t, b)

    def ibuiltin(self, t, a, b):
        r = self.r
        c = self.iexpr(t, 0)
        half = (lambda x: "((%s) >> 1)" % x) if t in ("int", "long") else (lambda x: x)
        choices = ["abs_diff", "add_sat", "sub_sat", "hadd", "rhadd", "clamp",
                   "clz", "max", "min", "mul_hi", "rotate", "popcount",
                   "mad_hi", "mad_sat", "ctz", "abs"]
        if t in ("int", "uint"):
            choices += ["mul24", "mad24", "upsample"]
        f = r.choice(choices)
        if f in ("clz", "popcount", "ctz"):
            return "%s(%s)" % (f, a)
        # Signed abs and abs_diff get operands halved (arithmetic shift):
        # PoCL 3.1 folds abs(INT_MIN) to garbage and wraps abs_diff(int)
        # past INT_MAX (bench/CAMPAIGN.md); test/Builtins/integer.cl checks
        # ours at those edges against Python.
        if f == "abs":
            return "as_%s(abs(%s))" % (t, half(a))
        if f == "abs_diff":
            return "(%s)abs_diff(%s, %s)" % (t, half(a), half(b))
        if f == "clamp":
            span = (0, 2**32) if t.startswith("u") else (-2**31 + 1, 2**31)
            lo, hi = sorted(r.randrange(*span) for _ in range(2))
            sfx = "u" if t.startswith("u") else ""
            return "clamp(%s, (%s)%d%s, (%s)%d%s)" % (a, t, lo, sfx, t, hi, sfx)
        if f == "mad_sat":
            return "mad_sat(%s, %s, %s)" % (a, b, c)
        if f == "mad_hi":
            # mul_hi of signed values is within +-2^(bits-2): adding half
            # of c cannot overflow (libclc's and PoCL's mad_hi add in the
            # signed type, where overflow is undefined).
            return "mad_hi(%s, %s, %s)" % (a, b, half(c))
        if f in ("mul24", "mad24"):
            # Defined for 24-bit operands only; signed, the product must also
            # fit in an int (libclc multiplies in int, where overflow is
            # undefined, and optimizers use that): 15-bit operands, and a
            # quarter of c added.
            def fit(x):
                if t == "int":
                    return "(as_int(as_uint(%s) << 17) >> 17)" % x
                return "((%s) & 0xffffffu)" % x
            if f == "mul24":
                return "mul24(%s, %s)" % (fit(a), fit(b))
            return "mad24(%s, %s, %s)" % (fit(a), fit(b),
                                           "((%s) >> 2)" % c if t == "int" else c)
        if f == "upsample":
            hi_t, lo_t = ("short", "ushort") if t == "int" else ("ushort", "ushort")
            return "upsample((%s)(%s), (%s)(%s))" % (hi_t, a, lo_t, b)
        return "%s(%s, %s)" % (f, a, b)

    def convert_to(self, t):
        r = self.r
        k = r.randrange(4)
        f = self.fexpr(2)
        if k == 0:
            return "convert_%s_sat(%s)" % (t, f)
        if k == 1:
            return "convert_%s_sat_%s(%s)" % (t, r.choice(["rte", "rtz", "rtp", "rtn"]), f)
        if k == 2:
            return "as_%s(%s)" % (t, self.same_size_bits(t))
        return "convert_%s_sat(%s)" % (t, self.leaf(r.choice(INT_T)))

    def same_size_bits(self, t):
        if BITS[t] == 32:
            return "(%s)" % self.fexpr(1)
        return "(int2)(%s, %s)" % (self.leaf("int"), self.leaf("int"))

    # -- vectors -------------------------------------------------------------
    def vexpr(self, t, depth):
        r = self.r
        n = int(t[-1])
        base = t[:-1]
        names = [v for v, vt in self.vars.items() if vt == t]
        if depth <= 0 or r.random() < 0.3:
            if names and r.random() < 0.5:
                return r.choice(names)
            comps = ", ".join(self.leaf(base) for _ in range(n))
            return "(%s)(%s)" % (t, comps)
        a = self.vexpr(t, depth - 1)
        b = self.vexpr(t, depth - 1)
        k = r.randrange(9)
        if k == 0 and base == "int":
            return ("v4add(%s, %s)" if n == 4 else "v2add(%s, %s)") % (a, b)
        if k == 1 and base == "int" and n == 4:
            return "v4mul(%s, %s)" % (a, b)
        if k <= 1:
            return "(%s)(%s %s %s)" % (t, a, r.choice(["+", "*", "-"]), b) \
                if base == "uint" else "(%s ^ %s)" % (a, b)
        if k == 2:
            return "(%s %s %s)" % (a, r.choice(["&", "|", "^"]), b)
        if k == 3:
            sw = "".join(r.choice("xyzw"[:n]) for _ in range(n))
            return "(%s).%s" % (a, sw)
        if k == 4:
            return "as_%s(%s %s %s)" % (t, a, r.choice(["<", ">", "=="]), b) \
                if base == "int" else "as_%s(%s %s %s)" % (t, a, r.choice(["<", ">", "=="]), b)
        if k == 5:
            return "select(%s, %s, %s)" % (a, b, "as_int%d(%s)" % (n, self.vexpr("int%d" % n, 0))
                                           if base == "int" else
                                           "as_uint%d(%s)" % (n, self.vexpr("uint%d" % n, 0)))
        if k == 6 and n == 4:
            mask = "(uint4)(%d, %d, %d, %d)" % tuple(r.randrange(8) for _ in range(4))
            return "shuffle2(%s, %s, %s)" % (a, b, mask)
        if k == 7:
            return "%s(%s, %s)" % (r.choice(["max", "min", "add_sat", "rotate", "hadd"]), a, b)
        if n == 4:
            half = r.choice(["lo", "hi", "even", "odd"])
            other = "int2" if base == "int" else "uint2"
            return "(%s)((%s).%s, %s)" % (t, a, half, self.vexpr(other, 0))
        return a

    # -- floats ----------------------------------------------------------------
    def fleaf(self):
        r = self.r
        if self.fvars and r.random() < 0.4:
            return r.choice(self.fvars)
        if r.random() < 0.8:
            return "in_f[%s]" % self.index_expr(NI)
        return self.flit()

    def fexpr(self, depth):
        """Exactly rounded float operations only (see the module doc)."""
        r = self.r
        if depth <= 0 or r.random() < 0.25:
            return self.fleaf()
        a = self.fexpr(depth - 1)
        b = self.fexpr(depth - 1)
        k = r.randrange(16)
        if k >= 14:
            # Integer to float: correctly rounded in the mode named.
            t = r.choice(INT_T)
            return "convert_float%s(%s)" % (r.choice(["", "_rte", "_rtz", "_rtp", "_rtn"]),
                                            self.iexpr(t, 1))
        if k < 4:
            return "(%s %s %s)" % (a, r.choice(["+", "-", "*"]), b)
        if k < 5:
            return "fdiv(%s, %s)" % (a, b)
        if k < 8:
            f = r.choice(["fabs", "floor", "ceil", "trunc", "rint", "round", "sign"])
            return "%s(%s)" % (f, a)
        if k < 10:
            f = r.choice(["fmin", "fmax", "copysign", "fdim", "step"])
            return "%s(%s, %s)" % (f, a, b)
        if k < 11:
            return "fma(%s, %s, %s)" % (a, b, self.fleaf())
        if k < 12:
            return "clamp(%s, -4.0f, 4.0f)" % a
        if k < 13:
            return "((%s) ? %s : %s)" % (self.fcond(), a, b)
        return "sqrt(fabs(%s))" % a

    def fcond(self):
        r = self.r
        a, b = self.fexpr(1), self.fexpr(1)
        f = r.choice(["isless", "isgreater", "islessequal", "isequal",
                      "isnotequal", "isordered", "islessgreater"])
        if r.random() < 0.3:
            return "%s(%s)" % (r.choice(["isfinite", "isnan", "isnormal", "signbit", "isinf"]), a)
        return "%s(%s, %s)" % (f, a, b)

    # -- statements -----------------------------------------------------------
    def emit(self, line, indent=1):
        self.lines.append("  " * indent + line)

    def declare(self, t, expr, indent=1):
        name = self.fresh("v")
        self.emit("%s %s = %s;" % (t, name, expr), indent)
        self.vars[name] = t
        return name

    def stmt(self, indent, budget):
        r = self.r
        k = r.randrange(12)
        if k < 3:
            t = r.choice(INT_T)
            self.declare(t, self.iexpr(t, r.randrange(1, 4)), indent)
        elif k < 4:
            t = r.choice(VEC_T)
            self.declare(t, self.vexpr(t, r.randrange(1, 3)), indent)
        elif k < 5:
            name = self.fresh("f")
            self.emit("float %s = %s;" % (name, self.fexpr(2)), indent)
            self.fvars.append(name)
        elif k < 6 and budget > 0:
            self.loop(indent, budget - 1)
        elif k < 7 and budget > 0:
            self.emit("if (%s) {" % self.cond(), indent)
            for block in range(2):
                # What a branch declares is gone after it.
                saved, saved_f = dict(self.vars), list(self.fvars)
                self.assign(indent + 1)
                self.vars, self.fvars = saved, saved_f
                self.emit("} else {" if block == 0 else "}", indent)
        elif k < 8:
            self.private_array(indent)
        elif k < 9:
            self.struct_use(indent)
        else:
            self.assign(indent)

    def assign(self, indent):
        r = self.r
        names = [n for n, t in self.vars.items()
                 if t in INT_T and n not in self.readonly]
        if not names:
            self.declare("int", self.iexpr("int", 2), indent)
            return
        n = r.choice(names)
        t = self.vars[n]
        op = r.choice(["=", "^=", "|=", "&="])
        self.emit("%s %s %s;" % (n, op, self.iexpr(t, 2)), indent)

    def loop(self, indent, budget):
        r = self.r
        i = self.fresh("i")
        count = r.choice(["%d" % r.randrange(1, 9), "((uint)%s & 7u)" % self.leaf_simple()])
        acc = self.declare("uint", "0u", indent)
        self.emit("for (uint %s = 0; %s < %s; ++%s) {" % (i, i, count, i), indent)
        saved = dict(self.vars)
        saved_f = list(self.fvars)
        self.vars[i] = "uint"
        self.readonly.add(i)
        for _ in range(r.randrange(1, 3)):
            self.stmt(indent + 1, budget)
        self.emit("%s = %s * 31u + (uint)(%s);" % (acc, acc, self.iexpr("uint", 1)), indent + 1)
        self.emit("}", indent)
        self.vars = saved
        self.vars[acc] = "uint"
        self.fvars = saved_f

    def private_array(self, indent):
        r = self.r
        n = r.choice([4, 8, 16, 32])
        a = self.fresh("arr")
        self.emit("int %s[%d];" % (a, n), indent)
        i = self.fresh("i")
        self.emit("for (int %s = 0; %s < %d; ++%s) %s[%s] = %s;" % (
            i, i, n, i, a, i, "sadd(in_i[(%s + lin) & %du], %s)" % (i, NI - 1, i)), indent)
        for _ in range(r.randrange(1, 4)):
            self.emit("%s[(uint)(%s) & %du] ^= %s;" % (a, self.leaf_simple(), n - 1,
                                                      self.iexpr("int", 1)), indent)
        self.declare("int", "%s[(uint)(%s) & %du]" % (a, self.leaf_simple(), n - 1), indent)

    def struct_use(self, indent):
        s = self.fresh("s")
        self.emit("S %s = { %s, %s, %s, %s };" % (
            s, self.iexpr("int", 1), self.iexpr("uint", 1), self.fleaf(),
            self.vexpr("int4", 1)), indent)
        self.emit("%s = smix(%s, %s);" % (s, s, self.iexpr("int", 1)), indent)
        self.emit("sbump(&%s, %s);" % (s, self.iexpr("uint", 1)), indent)
        self.declare("int", "sadd(%s.a, %s.v.%s)" % (s, s, self.r.choice("xyzw")), indent)
        self.declare("uint", "%s.b" % s, indent)

    # -- the kernel ------------------------------------------------------------
    def work_sizes(self):
        r = self.r
        dims = r.choice([1, 1, 2, 3])
        if dims == 1:
            local = [r.choice([16, 32, 64, 128])]
        elif dims == 2:
            local = [r.choice([4, 8, 16]), r.choice([2, 4, 8])]
        else:
            local = [r.choice([2, 4]), r.choice([2, 4]), r.choice([2, 4])]
        groups = [r.choice([1, 2, 3]) for _ in local]
        glob = [l * g for l, g in zip(local, groups)]
        return glob, local

    def program(self):
        r = self.r
        glob, local = self.work_sizes()
        items = 1
        for g in glob:
            items *= g
        group_items = 1
        for l in local:
            group_items *= l
        self.vars = {"p0": "int"}
        body_start = len(self.lines)
        self.emit("uint lin = (uint)get_global_linear_id();")
        self.emit("uint lid = (uint)get_local_linear_id();")
        self.emit("uint grp = (uint)(get_group_id(0) + get_group_id(1) * 3 + get_group_id(2) * 9);")
        self.vars.update({"lin": "uint", "lid": "uint", "grp": "uint"})
        for _ in range(r.randrange(4, 12)):
            self.stmt(1, 2)
        # Local memory: each work-item writes its slot, all meet at a
        # barrier, then each reads another's.
        if r.random() < 0.5:
            self.emit("lmem[lid] = %s;" % self.iexpr("int", 2))
            self.emit("barrier(CLK_LOCAL_MEM_FENCE);")
            self.declare("int", "lmem[(lid + %d) %% %du]" % (r.randrange(1, 64), group_items))
        if r.random() < 0.5:
            for j in range(r.randrange(1, 4)):
                f = r.choice(["atomic_add", "atomic_or", "atomic_xor", "atomic_and",
                              "atomic_min", "atomic_max"])
                self.emit("%s(&atom[%d], %s);" % (f, j, self.iexpr("int", 2)))
        # Results.
        ints = [n for n, t in self.vars.items() if t in INT_T and n != "p0"]
        vecs = [n for n, t in self.vars.items() if t in VEC_T]
        for j in range(SLOTS):
            if vecs and r.random() < 0.25:
                v = r.choice(vecs)
                e = "(uint)(%s).x ^ (uint)(%s).y" % (v, v)
            else:
                e = "(uint)(%s)" % (r.choice(ints) if ints and r.random() < 0.6
                                    else self.iexpr(r.choice(INT_T), 2))
            self.emit("out_i[lin * %du + %du] = %s;" % (SLOTS, j, e))
        for j in range(SLOTS):
            f = r.choice(self.fvars) if self.fvars and r.random() < 0.5 else self.fexpr(3)
            self.emit("out_f[lin * %du + %du] = %s;" % (SLOTS, j, f))
        for j in range(SLOTS // 2):
            self.emit("out_a[lin * %du + %du] = %s;" % (SLOTS // 2, j, self.approx()))
        head = ("kernel void prog(global const int *in_i, global const float *in_f, "
                "global uint *out_i, global float *out_f, global float *out_a, "
                "global int *atom, local int *lmem, int p0) {")
        src = "// clgen.py version %d, seed %d\n%s\n%s\n%s\n}\n" % (
            GENERATOR_VERSION, self.seed, HELPERS.strip("\n"), head,
            "\n".join(self.lines[body_start:]))
        return src, glob, local, items, group_items

    def approx(self):
        r = self.r
        x = self.fexpr(1)
        k = r.randrange(5)
        if k < 3:
            f = r.choice(sorted(APPROX))
            ulp, dom = APPROX[f]
            self.approx_ulp = max(self.approx_ulp, ulp)
            return "%s(%s)" % (f, dom.format(x=x))
        if k < 4:
            f = r.choice(sorted(APPROX2))
            ulp, dx, dy = APPROX2[f]
            self.approx_ulp = max(self.approx_ulp, ulp)
            return "%s(%s, %s)" % (f, dx.format(x=x), dy.format(y=self.fexpr(1)))
        # Geometric functions of input grid values: dot and cross are exact
        # there (products of 11-bit values, sums within 24 bits); length
        # and normalize are not.
        v = "vload4(0, in_f + ((lin * 4u) & %du))" % (NI - 4)
        w = "vload4(0, in_f + ((lin * 4u + 8u) & %du))" % (NI - 4)
        g = r.choice(["dot(%s, %s)" % (v, w), "cross(%s, %s).y" % (v, w),
                      "length(%s)" % v, "distance(%s, %s)" % (v, w),
                      "normalize(%s).z" % v])
        if g.startswith(("length", "distance", "normalize")):
            self.approx_ulp = max(self.approx_ulp, 4)
        return g


def generate(seed):
    g = Gen(seed)
    src, glob, local, items, group_items = g.program()
    rng = random.Random(seed)
    launch = {
        "generator": GENERATOR_VERSION, "seed": seed, "kernel": "prog",
        "global": glob, "local": local,
        "build_options": "-cl-fp32-correctly-rounded-divide-sqrt",
        "args": [
            "buf:%d:random=%d" % (4 * NI, seed),
            "floats", "buf:%d" % (4 * SLOTS * items), "buf:%d" % (4 * SLOTS * items),
            "buf:%d" % (2 * SLOTS * items), "buf:16",
            "local:%d" % (4 * group_items), "i32:%d" % rng.randrange(-100, 100),
        ],
        # out_a: twice the largest bound of the functions it holds (each
        # side may be off by the bound); -1: not a float buffer.
        "ulp": {"3": 0, "4": 2 * g.approx_ulp},
        "floats": [rng.randrange(-1023, 1024) / 8.0 for _ in range(NI)],
    }
    return src, launch


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("seed", type=int)
    p.add_argument("--out", default=".")
    o = p.parse_args()
    src, launch = generate(o.seed)
    os.makedirs(o.out, exist_ok=True)
    path = os.path.join(o.out, "prog-%d.cl" % o.seed)
    with open(path, "w") as f:
        f.write(src)
    print(json.dumps({k: v for k, v in launch.items() if k != "floats"}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
