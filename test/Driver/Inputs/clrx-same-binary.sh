#!/bin/sh
# clrx-same-binary.sh CLRXASM SOURCE DIR (GPU:DRIVER...|all) [-- OPTION...] -
# for each target,
# compiles SOURCE with -c and with -S, assembles the -S text with CLRXASM and
# compares the two binaries: amdcl2-objdump --json (kernels, arguments,
# data, relocations, samplers), the code (-d) and the raw fields cl2bytes.py
# reads by byte offset (device, outer ELF, .comment, metadata, notes, kernel
# setups or old-format kernel blobs, data sections). Masked, one rule each, the fields CLRX's .config
# cannot express (docs/Tools.md, "-S"): the const flag of the hidden
# global-offset arguments, gfx9's reserved_sgpr_first, gfx906's and gfx907's
# flat-scratch init bit, 1912.05's note 4, whose bytes clrxasm leaves unset, and the last
# byte of the options note (note 5), which clrxasm writes as 0 where AMD's
# drivers from 2036.03 on leave a 't' (amdcl2 writes AMD's byte). Section
# headers and the symbol table's order are not compared. Stops at the first
# difference, printing it. OPTIONs after `--` go to both compilations; with
# -m32 "all" leaves out the drivers before 2004.06, which have no 32-bit
# programs (docs/ABI.md). A 32-bit -S writes each kernel's records as bytes,
# as clrxdisasm does.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -e
asm=$1 src=$2 dir=$3
shift 3
targets= extra=
while [ $# -gt 0 ]; do
  if [ "$1" = -- ]; then shift; extra="$*"; break; fi
  targets="$targets $1"; shift
done
set -- $targets
# "all": every LLVM target and Catalyst device pair --print-supported-cpus
# lists (one spelling each) under every driver era from the first that knows
# the device.
if [ "$1" = all ]; then
  eras="old 1912.05 2004.06 2036.03 2236.00 2264.00 2348.00 2442.00 2482.03 2527.00 2580.00"
  case " $extra " in *" -m32 "*) eras=${eras#old 1912.05 } ;; esac
  num() { [ "$1" = old ] && echo 180005 || echo "$1" | tr -d .; }
  set -- $(amdcl2-clang --amdcl2-abi --print-supported-cpus |
    awk 'NR > 1 && !seen[$2 " " $3]++ {print $1, $4}' |
    while read -r gpu first; do
      for e in $eras; do
        [ "$(num "$e")" -ge "$(num "$first")" ] && echo "$gpu:$e"
      done
    done)
fi
bytes="$(dirname "$0")/../../Binary/Writer/Inputs/cl2bytes.py"
for t in "$@"; do
  gpu=${t%%:*} drv=${t#*:}
  b=$dir/$gpu-$drv
  opts="-target amdgcn --amdcl2-abi -mcpu=$gpu --amdcl2-driver=$drv $extra"
  # Drivers before 1912.05 have no program-scope data.
  [ "$drv" = old ] && opts="$opts -DNO_DATA"
  amdcl2-clang $opts -c "$src" -o "$b.clo"
  amdcl2-clang $opts -S "$src" -o "$b.s"
  "$asm" -o "$b.re.clo" "$b.s"
  mask='/_\.global_offset_/s/const 1$/const 0/'
  case $gpu in gfx9*) mask="$mask;s/reserved_sgpr_first [0-9]*/reserved_sgpr_first -/" ;; esac
  case $gpu in gfx906|gfx907) mask="$mask;s/\"enable_sgpr_mask\": [0-9]*/\"enable_sgpr_mask\": -/;s/code_properties mask 0x2/code_properties mask 0x0/" ;; esac
  [ "$drv" = old ] && mask="$mask;s/^\(  stub 0x0[23]4 [sv]alu\) [0-9]*/\1 -/;s/^\(  alignments [0-9]* [0-9]*\) [0-9]*/\1 -/"
  [ "$drv" = 1912.05 ] && mask="$mask;/note type 4 /s/desc .*/desc -/"
  mask="$mask;/note type 5 /s/..\$/--/"
  parts="device notes setup data"
  [ "$drv" = old ] && parts=old # the kernel blobs of the old format
  for f in "$b.clo" "$b.re.clo"; do
    amdcl2-objdump --json "$f" > "$f.raw"
    amdcl2-objdump -d "$f" > "$f.d"
    tail -n +2 "$f.d" >> "$f.raw" # not the file name
    python3 "$bytes" "$f" outer comment metadata $parts >> "$f.raw"
    sed -e "$mask" "$f.raw" > "$f.txt"
  done
  if ! diff "$b.clo.txt" "$b.re.clo.txt"; then
    echo "$t: the binary clrxasm makes of -S differs from -c's"
    exit 1
  fi
  echo "$t: same binary"
done
