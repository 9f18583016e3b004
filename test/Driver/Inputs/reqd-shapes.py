#!/usr/bin/env python3
# reqd-shapes.py OUT.cl [--no-builtins] - writes one kernel per
# reqd_work_group_size shape, each calling every work-item function and
# (unless --no-builtins: for IR compiled without amdcl2's builtins library)
# the work-group collectives and barrier, so that every shape meets every
# function.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
import sys

SHAPES = [(1, 1, 1), (64, 1, 1), (1, 64, 1), (1, 1, 64), (16, 16, 1),
          (64, 4, 1), (4, 1, 4), (8, 8, 8)]
CALLS = ["get_local_id(%d)", "get_global_id(%d)", "get_local_size(%d)",
         "get_enqueued_local_size(%d)", "get_group_id(%d)",
         "get_num_groups(%d)", "get_global_size(%d)", "get_global_offset(%d)"]
LINEAR = ["get_local_linear_id()", "get_global_linear_id()", "get_work_dim()"]

builtins = "--no-builtins" not in sys.argv[2:]
with open(sys.argv[1], "w") as out:
    for x, y, z in SHAPES:
        name = "shape_%d_%d_%d" % (x, y, z)
        out.write("kernel __attribute__((reqd_work_group_size(%d, %d, %d)))\n"
                  % (x, y, z))
        out.write("void %s(global ulong *out, uint d) {\n" % name)
        out.write("  ulong v = 0;\n")
        for call in CALLS:
            for dim in range(3):
                out.write("  v += %s;\n" % (call % dim))
            out.write("  v += %s;\n" % (call % 0).replace("(0)", "(d)"))
        for call in LINEAR:
            out.write("  v += %s;\n" % call)
        if builtins:
            out.write("  v += work_group_reduce_add((uint)v);\n")
            out.write("  v += work_group_broadcast((uint)v, 0);\n")
            out.write("  work_group_barrier(CLK_LOCAL_MEM_FENCE);\n")
        out.write("  out[get_global_linear_id()] = v;\n}\n")
