#!/usr/bin/env bash
# Builds the reader fuzzer (tools/amdcl2-reader-fuzzer) with clang++-22
# -fsanitize=fuzzer,address,undefined against the shared libLLVM, seeds it
# with the AMD test binaries and the files Inputs/mkcl2.py generates, and
# runs each fuzz target (one per amdcl2-objdump mode: --mode=kernels,
# headers, disassemble, json, roundtrip, contents) for the given number of
# seconds, printing the executions and findings of each.
#
# Usage: bench/fuzz-reader.sh [seconds-per-target] [workdir]
#   TARGETS="json disassemble"  run only these targets
#   AMDCL2_SHARED_DIR=DIR       the shared data (DIR/testdata/amdcl2); else
#                               the AMDCL2_SHARED_DIR of $BUILD_DIR (default
#                               build/) as CMake and lit use it, else ../shared
#   JOBS=N                      parallel compiles (default 2)
# Corpora stay in WORKDIR/corpus/TARGET; a finding is written to
# WORKDIR/crashes/TARGET/ (libFuzzer stops a target at its first finding).
# Exit status: 0 when no target found anything, 1 otherwise.
set -eu
SECONDS_TO_RUN=${1:-60}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=${2:-$ROOT/build-fuzz}
BUILD=${BUILD_DIR:-$ROOT/build}
TARGETS=${TARGETS:-kernels headers disassemble json roundtrip contents}
JOBS=${JOBS:-2}
LLVM=/usr/lib/llvm-22
CXX=$LLVM/bin/clang++
if [ ! -e "$LLVM/lib/clang/22/lib/linux/libclang_rt.fuzzer-x86_64.a" ]; then
  echo "fuzz-reader: libFuzzer runtime missing (install libclang-rt-22-dev)" >&2
  exit 1
fi
mkdir -p "$WORK/obj" "$WORK/seeds"
# One run per work directory: two would share objects, corpora and logs.
exec 9> "$WORK/.lock"
if ! flock -n 9; then
  echo "fuzz-reader: $WORK is in use by another run" >&2
  exit 1
fi

# What amdcl2-objdump links of ours: the printers (lib/Dump), the reader
# (lib/Binary), the ABI model and kernel codec (lib/ABI) and the
# disassembler set-up (lib/MC); all of them depend on libLLVM only. The
# list is checked against lib/Dump's CMake link libraries below, so a new
# dependency fails here by name instead of at the link. Objects are rebuilt when their source or any of
# our headers is newer.
SAN="-fsanitize=address,undefined -fno-sanitize-recover=all"
CXXFLAGS="-g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer-no-link $SAN \
  -Wno-deprecated-declarations \
  $($LLVM/bin/llvm-config --cxxflags | sed 's/-O[0-9s]//g; s/-DNDEBUG//g') \
  -I$ROOT/include"
export CXX CXXFLAGS
LIBS="Dump Binary ABI MC"
for dep in $(grep -ho 'AMDCL2[A-Za-z]*' "$ROOT"/lib/Dump/CMakeLists.txt \
               "$ROOT"/lib/Binary/CMakeLists.txt "$ROOT"/lib/MC/CMakeLists.txt |
             sed 's/^AMDCL2//' | sort -u); do
  case " $LIBS " in
    *" $dep "*) ;;
    *) echo "fuzz-reader: lib/Dump now needs lib/$dep: add it to LIBS" >&2; exit 1 ;;
  esac
done
SRCS=$(ls "$ROOT"/tools/amdcl2-reader-fuzzer/ReaderFuzzer.cpp \
  $(for l in $LIBS; do echo "$ROOT/lib/$l/*.cpp"; done))
STALE=""
for src in $SRCS; do
  obj=$WORK/obj/$(basename "$(dirname "$src")")-$(basename "$src" .cpp).o
  if [ ! -e "$obj" ] || [ "$src" -nt "$obj" ] ||
     [ -n "$(find "$ROOT/include" "$ROOT/lib" -name '*.h' -newer "$obj" | head -1)" ]; then
    STALE="$STALE $src:$obj"
  fi
done
if [ -n "$STALE" ]; then
  echo "fuzz-reader: compiling $(echo "$STALE" | wc -w) file(s) into $WORK/obj"
  # shellcheck disable=SC2016,SC2086
  printf '%s\n' $STALE | xargs -P "$JOBS" -n 1 sh -c \
    'exec $CXX $CXXFLAGS -c "${1%%:*}" -o "${1#*:}"' sh
fi
FUZZER=$WORK/amdcl2-reader-fuzzer
if [ ! -x "$FUZZER" ] || [ -n "$(find "$WORK/obj" -name '*.o' -newer "$FUZZER" | head -1)" ]; then
  echo "fuzz-reader: linking $FUZZER"
  # shellcheck disable=SC2086
  $CXX -fsanitize=fuzzer $SAN "$WORK"/obj/*.o -o "$FUZZER" \
    -L$LLVM/lib -Wl,-rpath,$LLVM/lib -lLLVM
fi

# Seeds: the AMD binaries, wherever the shared data is, and the generated
# good, empty and broken files.
SHARED=${AMDCL2_SHARED_DIR:-}
if [ -z "$SHARED" ] && [ -f "$BUILD/CMakeCache.txt" ]; then
  SHARED=$(sed -n 's/^AMDCL2_SHARED_DIR:PATH=//p' "$BUILD/CMakeCache.txt")
fi
SHARED=${SHARED:-$ROOT/../shared}
TESTDATA=$SHARED/testdata/amdcl2
if [ -d "$TESTDATA" ]; then
  find "$TESTDATA" -type f ! -name '*.md' -exec cp {} "$WORK/seeds/" \;
  echo "fuzz-reader: seeds from $TESTDATA and Inputs/mkcl2.py"
else
  echo "fuzz-reader: no $TESTDATA (set AMDCL2_SHARED_DIR): seeds from Inputs/mkcl2.py only"
fi
GEN=$ROOT/test/tools/amdcl2-objdump/Inputs/mkcl2.py
python3 "$GEN" "$WORK/seeds/good64"
python3 "$GEN" "$WORK/seeds/good32" --bits 32
python3 "$GEN" "$WORK/seeds/tonga" --gpu tonga
python3 "$GEN" "$WORK/seeds/empty-new" --empty new
python3 "$GEN" "$WORK/seeds/empty-old" --empty old
for m in truncate-tail class32-machine64 overlap sym-name md-arg-count \
         md-entry-size md-name-length md-string-nul inner-no-kernel \
         inner-sym-range setup-entry note-truncated null-garbage shoff-zero \
         symtab-type md-sym-renamed empty-rodata empty-hsatext \
         empty-stray-symbol lds-huge; do
  python3 "$GEN" "$WORK/seeds/$m" --mutate "$m"
done
for m in literal-tail literal-short literal-64bit undecodable sdwa-select; do
  python3 "$GEN" "$WORK/seeds/tonga-$m" --gpu tonga --mutate "$m"
done

FOUND=0
for target in $TARGETS; do
  mkdir -p "$WORK/corpus/$target" "$WORK/crashes/$target"
  LOG=$WORK/fuzz-$target.log
  STAMP=$WORK/.start-$target
  touch "$STAMP"
  set +e
  # -timeout: one input's limit, a hang's sign. The disassembly of AMD's
  # largest seed takes about a second under the sanitizers on an idle core,
  # and ten times that on a loaded machine (a full test run beside the
  # CTS): 60 s is still a hang.
  "$FUZZER" --mode="$target" "$WORK/corpus/$target" "$WORK/seeds" \
    -max_total_time="$SECONDS_TO_RUN" -rss_limit_mb=2048 -timeout=60 \
    -artifact_prefix="$WORK/crashes/$target/" -print_final_stats=1 \
    > "$LOG" 2>&1
  RC=$?
  set -e
  # -a: the log quotes fuzzed bytes, which make grep call it binary.
  RUNS=$(grep -ao 'stat::number_of_executed_units: *[0-9]*' "$LOG" | grep -o '[0-9]*$' || echo 0)
  NEW=$(find "$WORK/crashes/$target" -type f -newer "$STAMP" | wc -l)
  echo "fuzz-reader: $target: $RUNS executions in ${SECONDS_TO_RUN}s, $NEW finding(s) in $WORK/crashes/$target (exit $RC, log $LOG)"
  if [ "$RC" -ne 0 ] || [ "$NEW" -ne 0 ]; then FOUND=1; fi
done
[ "$FOUND" -eq 0 ]
