#!/usr/bin/env bash
# patched-tools.sh CACHE AMDCL2_BUILD UNIT... - builds a patched llc and opt
# in CACHE/tools without building LLVM (llvm-patches/README.md, check.sh's
# step 4): the LLVM units the series patches (UNIT..., paths under llvm/)
# compiled from CACHE/work in the configuration of Debian's LLVM 22 (its
# headers, NDEBUG, RTTI) with the table-generated headers of CACHE/build,
# then linked with Debian's static libraries, in which those units' members
# are replaced, and with amdcl2's own libraries from AMDCL2_BUILD, whose
# sources equal the series' in-tree copy (the drift check). The patched
# units must not change a header other units of LLVM include, which holds
# for this series (its only header change declares an override).
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -euo pipefail

cache=$1 amdcl2=$2
shift 2
work=$cache/work/llvm
build=$cache/build
out=$cache/tools
debian=/usr/lib/llvm-22
say() { echo "check.sh: $*"; }
die() { echo "check.sh: error: $*" >&2; exit 1; }

[ -f "$debian/lib/libLLVMAMDGPUCodeGen.a" ] ||
  die "no static LLVM 22 libraries in $debian/lib (Debian's llvm-22-dev)"
# Objects are kept while the series applied to work/ is the same.
series=$(cat "$cache/work/.amdcl2-series")
[ "$(cat "$out/.series" 2>/dev/null)" = "$series" ] || rm -rf "$out/obj"
mkdir -p "$out/obj"
echo "$series" > "$out/.series"
flags=(-O2 -DNDEBUG -fno-exceptions -fPIC -std=c++17 -w
       $("$debian/bin/llvm-config" --cppflags))

# amdcl2's libraries, rebuilt if lib/ changed since.
libs=(Program Binary Transforms ABI)
ninja -C "$amdcl2" "${libs[@]/#/AMDCL2}" > "$out/amdcl2.log" 2>&1 ||
  die "cannot build amdcl2's libraries in $amdcl2 ($out/amdcl2.log)"

# The patched units, each replacing its member in a copy of its library.
objects=$(ninja -C "$build" -t targets all)
declare -A archives
for f in "$@"; do
  rel=${f#llvm/}
  dir=$(dirname "$rel") base=$(basename "$rel")
  lib=$(echo "$objects" |
        sed -n "s|^$dir/CMakeFiles/\([^/]*\)\.dir/$base\.o: .*|\1|p" | head -1)
  [ -n "$lib" ] || die "no library builds $f"
  if [ ! -f "$out/obj/$base.o" ]; then
    say "compiling $f for Debian's LLVM"
    g++ "${flags[@]}" -I"$work/$dir" -I"$build/$dir" \
      -I"$work/lib/Target/AMDGPU/AMDCL2/include" \
      -c "$work/$rel" -o "$out/obj/$base.o.tmp" 2> "$out/compile.log" ||
      { tail -20 "$out/compile.log" >&2; die "$f does not compile against Debian's LLVM"; }
    mv "$out/obj/$base.o.tmp" "$out/obj/$base.o"
  fi
  [ -n "${archives[$lib]:-}" ] ||
    { cp "$debian/lib/lib$lib.a" "$out/lib$lib.a"; archives[$lib]=1; }
  ar d "$out/lib$lib.a" "$base.o" 2> /dev/null || true
  ar r "$out/lib$lib.a" "$out/obj/$base.o" 2> /dev/null
done

# The tools' own units, as the source has them. Debian's opt lists Polly
# among its extensions; it is not linked here, so it registers nothing.
cat > "$out/obj/nopolly.cpp" <<'CPP'
#include "llvm/Config/llvm-config.h"
#include "llvm/Plugins/PassPlugin.h"
static void none(llvm::PassBuilder &) {}
llvm::PassPluginLibraryInfo getPollyPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "Polly", LLVM_VERSION_STRING, none};
}
CPP
for u in llc/llc llc/NewPMDriver opt/opt opt/NewPMDriver opt/optdriver; do
  o=$out/obj/${u//\//_}.o
  if [ ! -f "$o" ]; then
    g++ "${flags[@]}" -I"$work/tools/$(dirname "$u")" \
      -c "$work/tools/$u.cpp" -o "$o.tmp"
    mv "$o.tmp" "$o"
  fi
done
g++ "${flags[@]}" -c "$out/obj/nopolly.cpp" -o "$out/obj/nopolly.o"

llvm_libs=$("$debian/bin/llvm-config" --link-static --libs all | tr ' ' '\n' | grep -v Polly)
link=(-L"$out" -L"$debian/lib" -Wl,--start-group)
for l in "${libs[@]}"; do link+=("$amdcl2/lib/libAMDCL2$l.a"); done
link+=($llvm_libs -Wl,--end-group -lrt -ldl -lm -lz -lxml2 -lpthread
       /usr/lib/x86_64-linux-gnu/libzstd.so.1 /usr/lib/x86_64-linux-gnu/libz3.so)
say "linking llc and opt with Debian's static LLVM 22"
g++ -o "$out/llc" "$out/obj/llc_llc.o" "$out/obj/llc_NewPMDriver.o" "${link[@]}"
g++ -o "$out/opt" "$out/obj/opt_opt.o" "$out/obj/opt_NewPMDriver.o" \
  "$out/obj/opt_optdriver.o" "$out/obj/nopolly.o" "${link[@]}"
say "built: $out/llc, $out/opt"
