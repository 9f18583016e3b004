#!/bin/sh
# Builds the AMDCL2 reader with clang++-22 -fsanitize=fuzzer,address against
# the shared libLLVM, seeds it with the AMD test binaries and the generated
# malformed corpus, fuzzes for the given number of seconds and reports the
# executions and crashes. Usage: bench/fuzz-reader.sh [seconds] [workdir]
# Exit status: 0 when no crash was found, 1 otherwise.
set -eu
SECONDS_TO_RUN=${1:-60}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=${2:-$ROOT/build-fuzz}
LLVM=/usr/lib/llvm-22
CXX=$LLVM/bin/clang++
if [ ! -e "$LLVM/lib/clang/22/lib/linux/libclang_rt.fuzzer-x86_64.a" ]; then
  echo "fuzz-reader: libFuzzer runtime missing (install libclang-rt-22-dev)" >&2
  exit 1
fi
mkdir -p "$WORK/corpus" "$WORK/seeds" "$WORK/crashes"

# The reader (lib/Binary) and the ABI model and kernel codec it decodes
# with (lib/ABI); both depend on libLLVM only.
SRCS="$ROOT/tools/amdcl2-reader-fuzzer/ReaderFuzzer.cpp"
SRCS="$SRCS $(ls "$ROOT"/lib/Binary/*.cpp "$ROOT"/lib/ABI/*.cpp | tr '\n' ' ')"
if [ ! -x "$WORK/amdcl2-reader-fuzzer" ] || [ -n "$(find $SRCS $ROOT/include -newer "$WORK/amdcl2-reader-fuzzer" 2>/dev/null | head -1)" ]; then
  echo "fuzz-reader: building $WORK/amdcl2-reader-fuzzer"
  # shellcheck disable=SC2046,SC2086
  $CXX -g -O1 -fsanitize=fuzzer,address -fno-omit-frame-pointer \
    $($LLVM/bin/llvm-config --cxxflags | sed 's/-O[0-9s]//g; s/-DNDEBUG//g') \
    -I"$ROOT/include" $SRCS -o "$WORK/amdcl2-reader-fuzzer" \
    -L$LLVM/lib -Wl,-rpath,$LLVM/lib -lLLVM
fi

# Seeds: the AMD binaries (if present) and the generated good/broken files.
TESTDATA=$ROOT/../shared/testdata/amdcl2
[ -d "$TESTDATA" ] && find "$TESTDATA" -type f ! -name '*.md' -exec cp {} "$WORK/seeds/" \;
GEN=$ROOT/test/tools/amdcl2-objdump/Inputs/mkcl2.py
python3 "$GEN" "$WORK/seeds/good64"
python3 "$GEN" "$WORK/seeds/good32" --bits 32
for m in truncate-tail class32-machine64 overlap sym-name md-arg-count \
         md-entry-size md-name-length md-string-nul inner-no-kernel \
         inner-sym-range setup-entry note-truncated; do
  python3 "$GEN" "$WORK/seeds/$m" --mutate "$m"
done

LOG=$WORK/fuzz.log
set +e
"$WORK/amdcl2-reader-fuzzer" "$WORK/corpus" "$WORK/seeds" \
  -max_total_time="$SECONDS_TO_RUN" -rss_limit_mb=2048 -timeout=10 \
  -artifact_prefix="$WORK/crashes/" -print_final_stats=1 > "$LOG" 2>&1
RC=$?
set -e
RUNS=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$LOG" | grep -o '[0-9]*$' || echo 0)
CRASHES=$(find "$WORK/crashes" -type f | wc -l)
echo "fuzz-reader: $RUNS executions in ${SECONDS_TO_RUN}s, $CRASHES crash file(s) in $WORK/crashes (exit $RC)"
[ "$RC" -eq 0 ] && [ "$CRASHES" -eq 0 ]
