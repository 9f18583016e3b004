#!/usr/bin/env python3
# clrx-config.py - the kernel configuration lines of a CLRX `.amdcl2` text
# (clrxdisasm -C, amdcl2-objdump --kernels or amdcl2-clang -S) on stdin, one
# directive a line, comments and indentation removed, so that two dumps can
# be compared with diff (`.sampler` lines included: the program-scope
# samplers a kernel uses, which both print from the text relocations).
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
import sys

in_config = False
for line in sys.stdin:
    text = line.split("#", 1)[0].strip()
    if text.startswith(".kernel"):
        in_config = True
        print(text)
        continue
    if not in_config or not text.startswith("."):
        continue
    if text == ".text" or text.startswith((".global", ".rodata", ".data")):
        in_config = False
        continue
    print(text)
