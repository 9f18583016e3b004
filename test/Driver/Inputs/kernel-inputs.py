# kernel-inputs.py GPU < objdump.json - one line per kernel of
# `amdcl2-objdump --json`: the inputs the hardware loads for it (user SGPRs,
# enable mask, group ids, local-id components), prefixed with GPU.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
import json
import sys

for k in json.load(sys.stdin)["kernels"]:
    print("%s %s user_sgprs %d mask 0x%02x tgid %s tidig %d" % (
        sys.argv[1], k["name"], k["user_sgprs"], k["enable_sgpr_mask"],
        k["tgid"] or "-", k["tidig_comp_cnt"]))
