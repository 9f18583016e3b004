# -*- Python -*-
# lit configuration for amdcl2: our tools first, then Debian's LLVM 22 tools.
import os

import sys

import lit.formats
import lit.Test
from lit.llvm import llvm_config

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "litsupport"))
from amdcl2_lit import VariantTest  # noqa: E402

# The test directories and the suffixes of their tests, listed rather than
# discovered: a directory missing here is reported, not silently run or skipped.
test_dirs = {
    "Binary/Writer": [".cl", ".ll"],
    "Builtins": [".cl"],
    "bench": [".test"],
    "CodeGen": [".ll"],
    "Differential": [".test"],
    "Driver": [".cl"],
    "Emulator": [".cl"],
    "examples": [".test"],
    "install": [".test"],
    "llvm-patches": [".test"],
    "Runtime": [".cl", ".test"],
    "Transforms": [".cl", ".ll"],
    "tools/amdcl2-llc": [".test"],
    "tools/amdcl2-objdump": [".test"],
    "tools/amdcl2-reader-fuzzer": [".test"],
}


# Directories whose tests also run for other GPUs, each as DIR/GPU/NAME: its
# RUN lines for fiji run for that GPU, its RUN lines for gfx900 are dropped,
# and the feature of the GPU's generation is on, so that a test about a
# gfx8/gfx9-only feature says UNSUPPORTED: gfx7 (issue 30: the emulator
# suite for bonaire and hawaii). The m32 variant runs every RUN line as a
# 32-bit program instead (-m32, issue 33), feature m32.
gpu_variants = {"Emulator": [("bonaire", "gfx7"), ("hawaii", "gfx7"),
                             ("m32", "m32")]}


def variant_config(local_config, gpu, feature):
    import copy
    c = copy.copy(local_config)
    # Substitutions of the configuration come before %s and %t (lit's
    # getDefaultSubstitutions), so only the test's own words are changed.
    if gpu == "m32":
        # Issue 33: the same tests as 32-bit programs, on fiji and gfx900;
        # a test of what 32-bit programs do not have says UNSUPPORTED: m32.
        ours = [("--amdcl2-abi", "--amdcl2-abi -m32")]
    else:
        ours = [(r"^.*gfx900.*$", "true"), ("fiji", gpu)]
    c.substitutions = ours + list(local_config.substitutions)
    c.available_features = set(local_config.available_features) | {feature}
    return c


class ListedDirsShTest(lit.formats.ShTest):
    """ShTest that looks for tests only in the directories of test_dirs."""

    def __reduce__(self):
        # Tests are pickled to lit's workers, which only run them and cannot
        # import a class defined in this file: send them a plain ShTest.
        return (lit.formats.ShTest,
                (self.execute_external, self.extra_substitutions,
                 self.preamble_commands))

    def getTestsInDirectory(self, testSuite, path_in_suite, litConfig, localConfig):
        suffixes = test_dirs.get("/".join(path_in_suite))
        source_path = testSuite.getSourcePath(path_in_suite)
        names = sorted(
            f for f in os.listdir(source_path)
            if not os.path.isdir(os.path.join(source_path, f)))
        if suffixes is None:
            if any(os.path.splitext(f)[1] in config.suffixes for f in names):
                litConfig.warning("%s is not listed in test_dirs" % source_path)
            return
        tests = [f for f in names if os.path.splitext(f)[1] in suffixes]
        for f in tests:
            yield lit.Test.Test(testSuite, path_in_suite + (f,), localConfig)
        for gpu, feature in gpu_variants.get("/".join(path_in_suite), []):
            c = variant_config(localConfig, gpu, feature)
            for f in tests:
                yield VariantTest(testSuite, path_in_suite + (gpu, f), c,
                                  file_path=os.path.join(source_path, f))


config.name = "amdcl2"
config.test_format = ListedDirsShTest(not llvm_config.use_lit_shell)
# Every suffix of test_dirs, for tests named on the command line.
config.suffixes = sorted({s for v in test_dirs.values() for s in v})
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.amdcl2_obj_root)

llvm_config.use_default_substitutions()
config.environment["PATH"] = os.pathsep.join(
    [config.amdcl2_tools_dir, config.llvm_tools_dir, config.environment["PATH"]])

plugin = os.path.join(config.amdcl2_lib_dir, "AMDCL2Plugin" + config.shlibext)
config.substitutions.append(("%amdcl2_plugin", plugin))
# The sanitizer build (AMDCL2_SANITIZE=ON, scripts/test.sh --sanitize): UBSan
# reports come with a stack (they are fatal: -fno-sanitize-recover). Debian's
# opt-22 and clang-22 are not instrumented but load our plugin, which is, so
# they get the ASan runtime preloaded, and no leak check: what they leak at
# exit is LLVM's (clang frees nothing on purpose), not ours.
sanitizer_prefix = ""
if config.amdcl2_sanitize:
    # Tests that crash on purpose say UNSUPPORTED: asan: a recovered crash
    # abandons its stage with what it allocated (by design), and ASan warns
    # about the jump off the crashed thread's stack.
    config.available_features.add("asan")
    config.environment.setdefault("UBSAN_OPTIONS", "print_stacktrace=1")
    sanitizer_prefix = "env LD_PRELOAD=%s ASAN_OPTIONS=detect_leaks=0 " % (
        config.amdcl2_asan_runtime)

# LLVM 22's own tools, under names that cannot pick up LLVM 14.
for tool in ["opt", "llc", "clang", "llvm-objdump", "llvm-readobj", "llvm-mc",
             "llvm-dis"]:
    prefix = sanitizer_prefix if tool in ("opt", "clang") else ""
    config.substitutions.append(
        ("%" + tool.replace("-", "_") + "22",
         prefix + os.path.join(config.llvm_tools_dir, tool)))

# install/: `cmake --install` of this build into %t, then a project built
# against it (%cmake_configure: the build's generator and C++ compiler).
config.substitutions.append(("%amdcl2_build_root", config.amdcl2_build_root))
config.substitutions.append(("%amdcl2_src_root", config.amdcl2_src_root))
config.substitutions.append(("%amdcl2_version", config.amdcl2_version))
config.substitutions.append(("%cmake_configure", " ".join(
    ['"%s"' % config.cmake, '-G "%s"' % config.cmake_generator,
     '"-DCMAKE_MAKE_PROGRAM=%s"' % config.cmake_make_program,
     '"-DCMAKE_CXX_COMPILER=%s"' % config.cxx_compiler,
     "-DCMAKE_BUILD_TYPE=Release"])))
config.substitutions.append(("%cmake", '"%s"' % config.cmake))

# examples/host's run_kernel, built when CMake found OpenCL (the ICD loader
# and headers, ocl-icd-opencl-dev).
if config.amdcl2_run_kernel:
    config.available_features.add("run-kernel")
    config.substitutions.append(("%run_kernel", config.amdcl2_run_kernel))
    config.substitutions.append(("%enqueue_svm", os.path.join(
        os.path.dirname(config.amdcl2_run_kernel), "enqueue_svm")))
else:
    lit_config.note("examples/host not built (no OpenCL): run_kernel tests are skipped")

# The ICD (lib/Runtime), when the OpenCL headers were found: %icd_env runs a
# program with the Khronos loader seeing only the amdcl2 platform, and no
# compile cache on disk;
# %icd_host is test/Runtime/icd-host.c.
if config.amdcl2_icd_host:
    config.available_features.add("icd")
    config.substitutions.append(
        ("%icd_env", "env -u OCL_ICD_FILENAMES AMDCL2_ICD_CACHE=off "
         "OCL_ICD_VENDORS=" + config.amdcl2_icd_vendors))
    config.substitutions.append(("%icd_host", config.amdcl2_icd_host))
    # A 32-bit build (bench/icd-i386.sh): the ICD runs 32-bit programs.
    if getattr(config, "amdcl2_host_pointer_bytes", "8") == "4":
        config.available_features.add("host32")
else:
    lit_config.note("the ICD was not built (no OpenCL headers): its tests are skipped")

# Real AMD binaries live outside the repository; tests that read them say
# REQUIRES: amd-testdata and are skipped when ../shared is absent.
testdata = os.path.join(config.amdcl2_shared_dir, "testdata", "amdcl2")
if os.path.isdir(testdata):
    config.available_features.add("amd-testdata")
    config.substitutions.append(("%amd_testdata", testdata))
else:
    lit_config.note("../shared/testdata/amdcl2 not found: AMD binary tests are skipped")

# amdcl2-clang, amdcl2-objdump and the reader fuzzer (a plain program replaying
# its inputs unless built with libFuzzer) are always built: a missing one must
# fail its tests, not skip them.
config.available_features.update(
    ["amdcl2-clang", "amdcl2-objdump", "amdcl2-reader-fuzzer", "amdcl2-run"])

# Emulator tests compile, run and check in one file: %run is amdcl2-run and
# %emucheck the Python helper that writes inputs and checks argN.bin files
# against what the test computes (test/Emulator/Inputs/emucheck.py).
config.substitutions.append(
    ("%run", os.path.join(config.amdcl2_tools_dir, "amdcl2-run")))
config.substitutions.append(
    ("%emucheck", sys.executable + " " + os.path.join(
        config.test_source_root, "Emulator", "Inputs", "emucheck.py")))

# bench/fuzz-reader.sh needs clang++-22's libFuzzer runtime (libclang-rt-22-dev).
if os.path.exists("/usr/lib/llvm-22/lib/clang/22/lib/linux/libclang_rt.fuzzer-x86_64.a"):
    config.available_features.add("libfuzzer")
else:
    lit_config.note("no libFuzzer runtime: the fuzz-reader smoke test is skipped")
config.substitutions.append(("%amdcl2_tools_dir", config.amdcl2_tools_dir))

# PoCL, an OpenCL implementation nobody here wrote, is the independent
# oracle: tests that compare with it say REQUIRES: pocl and are skipped
# unless amdcl2-clrun was built (the OpenCL headers and ICD loader) and runs
# a kernel on PoCL here (pocl-opencl-icd). %difftest is bench/difftest.py.
clrun = os.path.join(config.amdcl2_tools_dir, "amdcl2-clrun")
if os.access(clrun, os.X_OK):
    import subprocess
    import tempfile
    with tempfile.TemporaryDirectory() as probe:
        src = os.path.join(probe, "probe.cl")
        with open(src, "w") as f:
            f.write("kernel void k(global int *a) { a[0] = 1; }\n")
        r = subprocess.run([clrun, src, "--kernel", "k", "--global", "1",
                            "--arg", "buf:4"], capture_output=True)
    if r.returncode == 0:
        config.available_features.add("pocl")
    else:
        lit_config.note("amdcl2-clrun cannot run a kernel on PoCL: the "
                        "differential tests are skipped")
else:
    lit_config.note("amdcl2-clrun not built (no OpenCL headers): the "
                    "differential tests are skipped")
config.substitutions.append(("%difftest", sys.executable + " " + os.path.join(
    config.amdcl2_src_root, "bench", "difftest.py") + " " +
    config.amdcl2_tools_dir))

# CLRX, the community's GCN assembler and disassembler, is the interop
# reference: tests that compare with it say REQUIRES: clrxdisasm or clrxasm
# and are skipped unless it is on PATH (or named by CLRXDISASM / CLRXASM).
import shutil
for tool, env in [("clrxdisasm", "CLRXDISASM"), ("clrxasm", "CLRXASM")]:
    path = os.environ.get(env) or shutil.which(tool)
    if path and os.access(path, os.X_OK):
        config.available_features.add(tool)
        config.substitutions.append(("%" + tool, path))
        # A local CLRX build finds its libraries this way.
        if "LD_LIBRARY_PATH" in os.environ:
            config.environment["LD_LIBRARY_PATH"] = os.environ["LD_LIBRARY_PATH"]
    else:
        lit_config.note(tool + " not found: CLRX comparison tests are skipped")

# The LLVM 22.1.8 source llvm-patches/check.sh unpacks into its cache (never
# the repository): with it, test/llvm-patches checks that the series applies;
# without it they are skipped, and lit says so.
llvm_source_cache = os.environ.get("AMDCL2_LLVM_SOURCE_CACHE") or os.path.join(
    os.path.expanduser("~"), ".cache", "amdcl2", "llvm-22.1.8")
if os.path.exists(os.path.join(llvm_source_cache, "src", ".amdcl2-complete")):
    config.available_features.add("llvm-22-source")
    config.substitutions.append(("%llvm_source_cache", llvm_source_cache))
else:
    lit_config.note("no LLVM 22.1.8 source in " + llvm_source_cache +
                    ": the llvm-patches apply check is skipped "
                    "(llvm-patches/check.sh fetches it)")
