//===- Predefines.cpp - What AMD's runtime predefined for its compiler ----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The facts come from the `.comment` of AMD's binaries (shared testdata:
/// Catalyst and AMDGPU-PRO, Bonaire, Ellesmere, Fiji), which records every
/// `-D` the runtime added. Clang 22 already defines __AMD__, FP_FAST_FMA,
/// __gfxNNN__ and the cl_khr extensions its AMDGPU target supports; what is
/// left is defined here. cl_khr_subgroups, which AMD's runtime passed too, is
/// among clang's under OpenCL C 2.0 (lib/Builtins/SubGroups.cl implements
/// it); clang has no sub-groups before 2.0, so neither has amdcl2. Clang's
/// __opencl_c_* feature macros under OpenCL C 2.0 (one per feature 2.0
/// requires; AMD's runtime predates them) are kept: amdcl2 implements each.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/Predefines.h"
#include "amdcl2/ABI/Targets.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace amdcl2 {

/// The extensions AMD's runtime listed that clang 22 neither defines nor
/// knows for amdgcn, and whose device side amdcl2 has: the host-side ones
/// (sharing, queries, SPIR, P2P), cl_amd_fp64/vec3/popcnt (core OpenCL C
/// since 1.1/1.2 under their AMD names), and the atomic counters (below).
/// Windows-only ones (d3d10/d3d11/dx9 sharing) are left out.
static constexpr StringLiteral DefinedExtensions[] = {
    "cl_amd_fp64",
    "cl_amd_vec3",
    "cl_amd_popcnt",
    "cl_amd_device_attribute_query",
    "cl_khr_gl_sharing",
    "cl_khr_gl_event",
    "cl_khr_gl_depth_images",
    "cl_khr_depth_images",
    "cl_khr_image2d_from_buffer",
    "cl_khr_spir",
    "cl_amd_liquid_flash",
    "cl_amd_planar_yuv",
    "cl_amd_copy_buffer_p2p",
    "cl_ext_atomic_counters_32",
    // printf (lib/Builtins/Printf.cl); AMD's runtime defined it too.
    "cl_amd_printf",
};

/// Extensions clang 22 defines for amdgcn whose built-ins amdcl2 cannot
/// compile yet, undefined so that a program testing the macro takes its
/// portable path. None now: cl_amd_media_ops and cl_amd_media_ops2, which
/// AMD's runtime defined too (`-Dcl_amd_media_ops=1 -Dcl_amd_media_ops2=1`
/// in its binaries' .comment), are lib/Builtins/MediaOps.cl.

/// AMD's runtime passed CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE under
/// -cl-std=CL2.0 only (the OpenCL 2.0 device query), 512 MiB on every
/// device of the shared binaries.
static bool isCL20OrLater(StringRef CLStd) {
  StringRef V = CLStd;
  if (!V.consume_front_insensitive("cl"))
    return false;
  if (V.starts_with_insensitive("c++"))
    return true; // C++ for OpenCL builds on OpenCL C 2.0
  unsigned Major = 0;
  return !V.consumeInteger(10, Major) && Major >= 2;
}

std::vector<MacroDefinition> amdPredefinedMacros(const GPUInfo &GPU,
                                                 StringRef CLStd) {
  std::vector<MacroDefinition> M;
  auto Def = [&](const Twine &Name, StringRef Value = "1") {
    M.push_back({Name.str(), Value.str()});
  };
  // The OpenCL version of the device (OpenCL C 6.10): every AMDCL2 device is
  // an OpenCL 2.0 one, whatever -cl-std says (clang 22 leaves it undefined).
  Def("__OPENCL_VERSION__", "200");
  // The device by its Catalyst name, both spellings AMD used, and the
  // processor without trailing underscores (clang has __gfxNNN__).
  Def("__" + GPU.DeviceName + "__");
  Def("__" + GPU.DeviceName);
  if (GPU.DeviceName != GPU.LLVMName)
    Def("__" + GPU.LLVMName);
  Def("__IMAGE_SUPPORT__");
  if (isCL20OrLater(CLStd))
    Def("CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE", "536870912");
  for (StringRef E : DefinedExtensions)
    Def(E);
  return M;
}

ArrayRef<StringRef> undefinedClangExtensions() { return {}; }

ArrayRef<StringRef> amdOnlyExtensions() {
  static const std::vector<StringRef> Names = [] {
    return std::vector<StringRef>(std::begin(DefinedExtensions),
                                  std::end(DefinedExtensions));
  }();
  return Names;
}

std::string amdExtensionHeader() {
  std::string S;
  raw_string_ostream OS(S);
  // `begin` makes clang register an extension it does not know, so that a
  // later `enable` is accepted silently, as AMD's compiler accepted it.
  for (StringRef E : amdOnlyExtensions())
    OS << "#pragma OPENCL EXTENSION " << E << " : begin\n"
       << "#pragma OPENCL EXTENSION " << E << " : end\n";
  // cl_ext_atomic_counters_32: the host passes a buffer (a cl_mem) for a
  // counter, and atomic_inc/atomic_dec on it return the old value, as they
  // do on a volatile global uint: the standard built-ins are the counter
  // functions. AMD's own library implemented atomic_dec as the hardware
  // consume plus one, that is, the old value too.
  OS << "typedef volatile __global unsigned int *counter32_t;\n";
  return S;
}

} // namespace amdcl2
