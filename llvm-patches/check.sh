#!/usr/bin/env bash
# check.sh [--apply-only] [--cache DIR] [--patches DIR] - checks the patch
# series (DIR/series, default llvm-patches/patches) against
# LLVM 22.1.8 (llvm-patches/README.md).
#
# 1. Source: Debian's llvm-toolchain-22 source package (22.1.8-1~deb12u1,
#    bookworm-security), its upstream tarball checked against the SHA-256
#    apt's signed source index gives, the llvm/, clang/, cmake/ and
#    third-party/ trees unpacked into DIR/src once (about 1.8 GB; DIR is
#    $AMDCL2_LLVM_SOURCE_CACHE, else ~/.cache/amdcl2/llvm-22.1.8, never the
#    repository).
# 2. Apply: `git apply --check` of each patch in series order on the
#    pristine tree, then for real on DIR/work, a copy that shares the files
#    no patch touches (hard links) and owns the ones that do.
# 3. Compile (not with --apply-only): configures DIR/work/llvm with only the
#    AMDGPU target and clang into DIR/build, builds what the touched
#    translation units need (the table generators and their output) and
#    compiles exactly those units.
# 4. Tools (not with --apply-only or --no-tools): a patched llc and opt
#    without building LLVM (patched-tools.sh: the series' LLVM units linked
#    with Debian's static LLVM 22 and amdcl2's libraries from BUILD, the
#    project's build directory, default build/); then lists the lit tests
#    the series adds and runs those whose tools it has, naming the others as
#    skipped (clang's need a patched clang: README.md).
#
# Prints one line per check and what it skipped; exits non-zero on the first
# failure. --apply-only needs the unpacked source already in the cache (it
# exits 0 with a SKIP line otherwise), so the test suite can run it.
# Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
cache=${AMDCL2_LLVM_SOURCE_CACHE:-$HOME/.cache/amdcl2/llvm-22.1.8}
patch_dir=$here/patches
apply_only=false
tools=true
amdcl2_build=$(dirname "$here")/build
while [ $# -gt 0 ]; do
  case $1 in
    --apply-only) apply_only=true ;;
    --no-tools) tools=false ;;
    --amdcl2-build) amdcl2_build=$(cd "$2" && pwd); shift ;;
    --cache) cache=$2; shift ;;
    --patches) patch_dir=$(cd "$2" && pwd); shift ;;
    *) echo "usage: $0 [--apply-only] [--no-tools] [--amdcl2-build BUILD] [--cache DIR] [--patches DIR]" >&2; exit 2 ;;
  esac
  shift
done

pkg=llvm-toolchain-22
version=1:22.1.8-1~deb12u1
orig=${pkg}_22.1.8.orig.tar.xz
top=${pkg}_22.1.8
src=$cache/src
work=$cache/work
build=$cache/build
jobs=${JOBS:-$(nproc)}

say() { echo "check.sh: $*"; }
die() { echo "check.sh: error: $*" >&2; exit 1; }

patches() { grep -v '^#' "$patch_dir/series" | sed '/^$/d'; }

# The tarball's SHA-256 and pool directory from apt's source index.
source_record() {
  apt-cache showsrc "$pkg" 2>/dev/null |
    awk -v v="$version" '/^Package:/ {p = 0} /^Version:/ {p = ($2 == v)} p'
}

fetch_source() {
  local rec sum dir
  rec=$(source_record)
  [ -n "$rec" ] || die "apt knows no source package $pkg $version; add a deb-src entry:
  printf 'Types: deb-src\nURIs: http://deb.debian.org/debian-security\nSuites: bookworm-security\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' > /etc/apt/sources.list.d/llvm-src.sources
  apt-get update"
  sum=$(echo "$rec" | awk -v f="$orig" '/^Checksums-Sha256:/ {c = 1; next} /^[^ ]/ {c = 0} c && $3 == f {print $1}')
  dir=$(echo "$rec" | awk '/^Directory:/ {print $2}')
  [ -n "$sum" ] && [ -n "$dir" ] || die "no checksum for $orig in apt's source index"
  mkdir -p "$cache"
  if [ ! -f "$cache/$orig" ] || ! echo "$sum  $cache/$orig" | sha256sum -c --status; then
    rm -f "$cache/$orig"
    # `apt-get source` needs the .dsc too, which the security pool does
    # not always serve; the tarball is the same file in either pool.
    for url in "http://deb.debian.org/debian-security/$dir/$orig" \
               "http://deb.debian.org/debian/pool/main/l/$pkg/$orig"; do
      say "downloading $url"
      curl -fsSL -o "$cache/$orig.part" "$url" && mv "$cache/$orig.part" "$cache/$orig" && break
    done
    [ -f "$cache/$orig" ] || die "cannot download $orig"
    echo "$sum  $cache/$orig" | sha256sum -c --status ||
      die "$orig does not have the SHA-256 of apt's source index ($sum)"
  fi
  say "source $orig: SHA-256 $sum as apt's index says"
  rm -rf "$src" "$cache/unpack"
  mkdir -p "$cache/unpack"
  tar -xJf "$cache/$orig" -C "$cache/unpack" \
    "$top/llvm" "$top/clang" "$top/cmake" "$top/third-party"
  mv "$cache/unpack/$top" "$src"
  rmdir "$cache/unpack"
  touch "$src/.amdcl2-complete"
}

# The generated patches (amdcl2's own sources) are written afresh from lib/
# and include/ (gen-intree.py); a stand-in series (--patches) has none.
if [ "$patch_dir" = "$here/patches" ]; then
  python3 "$here/gen-intree.py" --out "$patch_dir" > /dev/null
fi

if [ ! -f "$src/.amdcl2-complete" ]; then
  if $apply_only; then
    say "SKIP: no unpacked LLVM 22.1.8 source in $src (run llvm-patches/check.sh once to fetch it)"
    exit 0
  fi
  fetch_source
fi

# The files a patch touches, from its diff headers.
touched() { sed -n 's|^diff --git a/\(.*\) b/.*|\1|p' "$1"; }

# Copies into $1 the files of the source tree the series touches, sharing
# the others when $2 is "tree" (hard links), so that applying there leaves
# the pristine source as it is.
copy_for_apply() {
  local dest=$1 f
  rm -rf "$dest"
  if [ "$2" = tree ]; then cp -al "$src" "$dest"; else mkdir -p "$dest"; fi
  for p in $(patches); do
    for f in $(touched "$patch_dir/$p"); do
      [ -f "$src/$f" ] || continue
      mkdir -p "$dest/$(dirname "$f")"
      cp --remove-destination "$src/$f" "$dest/$f"
    done
  done
}

# 2. Apply, one patch after the other (a later patch may build on an
# earlier one), on a scratch copy of the touched files; then the drift
# check: the copy the patches put into the tree equals lib/ and include/.
target=$(mktemp -d)
trap 'rm -rf "$target"' EXIT
copy_for_apply "$target" files
# Outside any repository (the cache could sit inside one, whose root git
# would apply the paths against).
apply_series() {
  local p
  for p in $(patches); do
    GIT_CEILING_DIRECTORIES=$(dirname "$1") git -C "$1" apply --check "$patch_dir/$p" ||
      die "$p does not apply to LLVM 22.1.8 after the patches before it"
    GIT_CEILING_DIRECTORIES=$(dirname "$1") git -C "$1" apply "$patch_dir/$p"
    [ "$2" = report ] && say "applies: $p"
  done
  return 0
}
apply_series "$target" report
if [ "$patch_dir" = "$here/patches" ]; then
  python3 "$here/gen-intree.py" --check-tree "$target" ||
    die "the in-tree copy of amdcl2 differs from lib/ and include/"
fi
$apply_only && { say "the series applies cleanly to LLVM 22.1.8"; exit 0; }

# The work tree to build: made again only when the series changed, so that
# a second run recompiles nothing.
series_id=$(for p in $(patches); do cat "$patch_dir/$p"; done | sha256sum | cut -d' ' -f1)
if [ "$(cat "$work/.amdcl2-series" 2>/dev/null)" != "$series_id" ]; then
  copy_for_apply "$work" tree
  apply_series "$work" quiet
  echo "$series_id" > "$work/.amdcl2-series"
else
  say "reusing $work: the series is unchanged since it was applied there"
fi

# 3. Compile the translation units the series touches.
if [ ! -f "$build/build.ninja" ]; then
  say "configuring LLVM (AMDGPU target, clang) in $build"
  cmake -G Ninja -S "$work/llvm" -B "$build" -DCMAKE_BUILD_TYPE=Release \
    -DLLVM_TARGETS_TO_BUILD=AMDGPU -DLLVM_ENABLE_PROJECTS=clang \
    -DLLVM_ENABLE_ASSERTIONS=ON -DLLVM_INCLUDE_BENCHMARKS=OFF \
    -DLLVM_INCLUDE_EXAMPLES=OFF -DLLVM_ENABLE_ZSTD=OFF > "$cache/configure.log" ||
    die "configuring LLVM failed ($cache/configure.log)"
else
  # A series that adds or removes a source file changes a CMakeLists.txt:
  # regenerate before the targets are listed (a no-op otherwise).
  ninja -C "$build" build.ninja > "$cache/configure.log" ||
    die "configuring LLVM again failed ($cache/configure.log)"
fi
units=()
tests=()
# Each once, in series order (several patches may touch one file).
for f in $(for p in $(patches); do touched "$patch_dir/$p"; done | awk '!seen[$0]++'); do
  case $f in
    */test/*) tests+=("$f") ;;
    *.cpp) units+=("$f") ;;
  esac
done
# The objects Ninja builds, listed once (the build has ~27000 targets).
objects=$(ninja -C "$build" -t targets all | sed -n 's|^\([^:]*\.cpp\.o\): .*|\1|p')
for f in "${units[@]}"; do
  # The object Ninja builds from the unit; its order-only dependencies are
  # the table generators and the headers they write.
  # Its object is the unit's path in the build tree with a
  # CMakeFiles/<target>.dir/ component inserted.
  rel=${f#llvm/}
  case $f in clang/*) rel=tools/clang/${f#clang/} ;; esac
  obj=$(echo "$objects" |
        awk -v want="$rel.o" '{ p = $0; sub(/CMakeFiles\/[^\/]*\.dir\//, "", p) }
             p == want && !found { found = $0 } END { print found }')
  [ -n "$obj" ] || die "no object builds from $f"
  say "compiling $f"
  ninja -C "$build" -j"$jobs" "$obj" > "$cache/compile.log" 2>&1 ||
    { tail -30 "$cache/compile.log" >&2; die "$f does not compile"; }
  say "compiles: $f"
done
# 4. Patched llc and opt, then the series' lit tests.
llvm_units=()
for f in "${units[@]}"; do
  case $f in llvm/lib/Target/AMDGPU/AMDCL2/*|clang/*) ;; *) llvm_units+=("$f") ;; esac
done
if ! $tools; then
  say "SKIP patched llc and opt: --no-tools"
elif [ ! -f "$amdcl2_build/build.ninja" ]; then
  say "SKIP patched llc and opt: no amdcl2 build in $amdcl2_build (--amdcl2-build)"
elif [ ! -f /usr/lib/llvm-22/lib/libLLVMAMDGPUCodeGen.a ]; then
  say "SKIP patched llc and opt: no static LLVM 22 libraries (Debian's llvm-22-dev)"
else
  bash "$here/patched-tools.sh" "$cache" "$amdcl2_build" "${llvm_units[@]}"
fi

# Where each tool a RUN line may name comes from: llc and opt patched,
# clang only from a patched build, the others as Debian's LLVM 22 has them.
tool_path() {
  case $1 in
    llc|opt) echo "$cache/tools/$1" ;;
    clang|clang_cc1) echo "$build/bin/clang" ;;
    *) echo "/usr/lib/llvm-22/bin/$1" ;;
  esac
}
lit_dir=$cache/tools/lit
rm -rf "$lit_dir" && mkdir -p "$lit_dir"
{
  echo "import lit.formats"
  echo "config.name = 'amdcl2-series'"
  echo "config.test_format = lit.formats.ShTest(True)"
  echo "config.suffixes = ['.ll', '.cl']"
  echo "config.test_source_root = config.test_exec_root = '$lit_dir'"
  for tool in llc opt FileCheck not count split-file llvm-readobj; do
    echo "config.substitutions.append((r'(?<![-\w/.%])$tool\b', '$(tool_path $tool)'))"
  done
} > "$lit_dir/lit.cfg.py"
for t in "${tests[@]}"; do
  missing=""
  for tool in llc opt clang clang_cc1 FileCheck not count split-file llvm-readobj; do
    grep -qE "RUN:.*(^|[ %|])$tool( |$)" "$work/$t" || continue
    [ -x "$(tool_path $tool)" ] || missing="$missing ${tool%_cc1}"
  done
  if [ -n "$missing" ]; then
    say "SKIP test $t: needs$missing, not built (build a patched toolchain: README.md)"
    continue
  fi
  cp "$work/$t" "$lit_dir/"
  /usr/lib/llvm-22/bin/lit -v "$lit_dir/$(basename "$t")" > "$lit_dir/lit.log" 2>&1 ||
    { tail -40 "$lit_dir/lit.log" >&2; die "$t fails"; }
  say "passes: $t"
done
say "done: the series applies, every touched unit compiles and the tests above pass"
