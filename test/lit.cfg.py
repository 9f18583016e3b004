# -*- Python -*-
# lit configuration for amdcl2: our tools first, then Debian's LLVM 22 tools.
import os

import lit.formats
from lit.llvm import llvm_config

config.name = "amdcl2"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".ll", ".cl", ".test", ".s"]
config.excludes = ["Inputs", "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.amdcl2_obj_root)

llvm_config.use_default_substitutions()
config.environment["PATH"] = os.pathsep.join(
    [config.amdcl2_tools_dir, config.llvm_tools_dir, config.environment["PATH"]])

plugin = os.path.join(config.amdcl2_lib_dir, "AMDCL2Plugin" + config.shlibext)
config.substitutions.append(("%amdcl2_plugin", plugin))
# LLVM 22's own tools, under names that cannot pick up LLVM 14.
for tool in ["opt", "llc", "clang", "llvm-objdump", "llvm-readobj", "llvm-mc"]:
    config.substitutions.append(
        ("%" + tool.replace("-", "_") + "22", os.path.join(config.llvm_tools_dir, tool)))

# Real AMD binaries live outside the repository; tests that read them say
# REQUIRES: amd-testdata and are skipped when ../shared is absent.
testdata = os.path.join(config.amdcl2_shared_dir, "testdata", "amdcl2")
if os.path.isdir(testdata):
    config.available_features.add("amd-testdata")
    config.substitutions.append(("%amd_testdata", testdata))
else:
    lit_config.note("../shared/testdata/amdcl2 not found: AMD binary tests are skipped")

# amdcl2-clang and amdcl2-objdump are always built: a missing one must fail
# its tests, not skip them. The fuzzer is built only by bench/fuzz-reader.sh.
config.available_features.update(["amdcl2-clang", "amdcl2-objdump"])
if os.path.exists(os.path.join(config.amdcl2_tools_dir, "amdcl2-reader-fuzzer")):
    config.available_features.add("amdcl2-reader-fuzzer")
