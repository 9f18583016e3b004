#!/bin/bash
# cts.sh CTS_BUILD_DIR [SUITE...] - runs suites of the Khronos OpenCL CTS (built
# on this machine from KhronosGroup/OpenCL-CTS; never committed) against the
# amdcl2 ICD, one sub-test at a time under a time limit, so that a crash or a
# hang ends only that sub-test. Writes the CTS's JSON result of each sub-test
# (CL_CONFORMANCE_RESULTS_FILENAME) and one merged JSON per suite into
# $CTS_RESULTS (default ./cts-results), the log of each sub-test beside it,
# and prints one line per suite, `suite: P passed, F failed, S skipped`, then
# the total.
#   SUITE: basic, api, compiler, ... (test_conformance/<suite>/test_<suite>);
#          default: the suites of docs/CTS.md.
#   CTS_DEVICE: the CL_DEVICE_NAME to test (default Fiji).
#   CTS_TIMEOUT: seconds per sub-test (default 600).
#   AMDCL2_BUILD: the amdcl2 build (default ./build) whose ICD is tested.
#   CTS_ARGS: words given to every sub-test before its name, e.g. the
#          reduced math run `-w -[1024] -1` or an image format family
#          `uint CL_UNSIGNED_INT8`.
#   CTS_ARGS_AFTER: words given after the name (test_c11_atomics reads its
#          options from the end: `-maxDeviceThreads 64 -internalIterations 100`).
#          Like CTS_ARGS, given to every suite named: run such suites alone.
#   CTS_ONLY: an extended regular expression; only the sub-tests it matches.
#   CTS_SKIP: an extended regular expression; the sub-tests it matches are
#          not run (nor counted), e.g. integer_ops' 2^26-value sub-tests
#          `^u?(long|int|short|char)_(math|logic|shift|compare)$`, whose
#          quick_* twins run 2^16 values.
#   CTS_WIMPY=1: the CTS's own reduced mode (CL_WIMPY_MODE): integer_ops
#          then passes its 2^26-value sub-tests without running them (their
#          quick_* twins run 2^16), and other suites shrink their loops.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -uo pipefail
if [ $# -lt 1 ]; then
  echo "usage: $0 CTS_BUILD_DIR [SUITE...]" >&2
  exit 2
fi
cts=$(cd "$1" && pwd) || exit 2
shift
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${AMDCL2_BUILD:-$root/build}" && pwd) || exit 2
vendors="$build/etc/OpenCL/vendors"
[ -f "$vendors/amdcl2.icd" ] || { echo "$0: error: no ICD in $vendors" >&2; exit 1; }
results=$(mkdir -p "${CTS_RESULTS:-cts-results}" && cd "${CTS_RESULTS:-cts-results}" && pwd)
device=${CTS_DEVICE:-Fiji}
limit=${CTS_TIMEOUT:-600}
suites=("$@")
[ ${#suites[@]} -eq 0 ] && suites=(basic api compiler atomics c11_atomics
  device_execution pipes generic_address_space subgroups workgroups SVM printf
  commonfns geometrics relationals integer_ops vectors)

read -r -a extra <<< "${CTS_ARGS:-}"
read -r -a after <<< "${CTS_ARGS_AFTER:-}"
only=${CTS_ONLY:-.}
skip=${CTS_SKIP:-^$}
[ "${CTS_WIMPY:-0}" = 1 ] && export CL_WIMPY_MODE=1

export OCL_ICD_VENDORS="$vendors"
unset OCL_ICD_FILENAMES
# The CTS picks a device by index: find the one named $device.
index=$(python3 - "$device" <<'PY'
import ctypes, sys
cl = ctypes.CDLL("libOpenCL.so.1")
p = ctypes.c_void_p(); n = ctypes.c_uint()
cl.clGetPlatformIDs(1, ctypes.byref(p), ctypes.byref(n))
devs = (ctypes.c_void_p * 16)(); nd = ctypes.c_uint()
cl.clGetDeviceIDs(p, ctypes.c_uint64(1 << 2), 16, devs, ctypes.byref(nd))  # cl_device_type is 64-bit
for i in range(nd.value):
    buf = ctypes.create_string_buffer(256)
    cl.clGetDeviceInfo(ctypes.c_void_p(devs[i]), 0x102B, 256, buf, None)
    if buf.value.decode() == sys.argv[1]:
        print(i); break
PY
)
[ -n "$index" ] || { echo "$0: error: no device '$device' on the amdcl2 platform" >&2; exit 1; }
export CL_DEVICE_TYPE=CL_DEVICE_TYPE_GPU CL_DEVICE_INDEX=$index CL_PLATFORM_INDEX=0

total_p=0 total_f=0 total_s=0
for suite in "${suites[@]}"; do
  exe=$(find "$cts/test_conformance" -type f -perm -u+x -name "test_${suite,,}" | head -1)
  if [ -z "$exe" ]; then
    echo "$suite: not built in $cts"
    continue
  fi
  out="$results/$suite"
  mkdir -p "$out"
  # The harness lists its sub-tests under --help, one name after a tab a
  # line (test_printf, with a harness of its own, lists them the same way;
  # test_bruteforce lists its functions so under -p).
  list() {
    (cd "$(dirname "$exe")" && "$exe" "$1" 2>&1 |
     grep -P '^\t[A-Za-z0-9_]+$' | tr -d '\t' | grep -E "$only" |
     grep -Ev "$skip")
  }
  mapfile -t tests < <(list --help)
  [ ${#tests[@]} -eq 0 ] && mapfile -t tests < <(list -p)
  p=0 f=0 s=0
  for t in "${tests[@]}"; do
    json="$out/$t.json"
    rm -f "$json"
    (cd "$(dirname "$exe")" &&
     CL_CONFORMANCE_RESULTS_FILENAME="$json" timeout -k 10 "$limit" "$exe" "${extra[@]}" "$t" "${after[@]}" \
       > "$out/$t.log" 2>&1)
    rc=$?
    r=$(python3 -c 'import json,sys; print(list(json.load(open(sys.argv[1]))["results"].values())[0])' \
        "$json" 2>/dev/null)
    if [ -z "$r" ]; then # no result: a crash or the time limit
      r=fail
      [ $rc -eq 124 ] && echo "timeout after ${limit}s" >> "$out/$t.log"
      echo "{\"cmd\": \"$suite\", \"results\": {\"$t\": \"fail\"}}" > "$json"
    fi
    case $r in pass) p=$((p + 1)) ;; skip) s=$((s + 1)) ;; *) f=$((f + 1)) ;; esac
  done
  python3 - "$out" "$suite" > "$results/$suite.json" <<'PY'
import glob, json, os, sys
merged = {}
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.json"))):
    merged.update(json.load(open(f))["results"])
print(json.dumps({"cmd": sys.argv[2], "results": merged}, indent=1))
PY
  echo "$suite: $p passed, $f failed, $s skipped"
  total_p=$((total_p + p)) total_f=$((total_f + f)) total_s=$((total_s + s))
done
echo "total: $total_p passed, $total_f failed, $total_s skipped"
