//===- AMDCL2LowerABI.h - Map OpenCL kernels onto the CL2 ABI ---*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The CL2 ABI lowering pass (`amdcl2-lower-abi`). For every OpenCL kernel it
/// inlines all calls, lowers the work-item functions onto the setup buffer,
/// the setup arguments and the hardware ids, rewrites the kernel to read each
/// argument from its CL2 argument-buffer offset, infers the feature flags the
/// way AMD's compiler does and pins LLVM's user-SGPR choice to them.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TRANSFORMS_AMDCL2LOWERABI_H
#define AMDCL2_TRANSFORMS_AMDCL2LOWERABI_H

#include "amdcl2/ABI/DriverEra.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Error.h"
#include <string>

namespace amdcl2 {

class AMDCL2LowerABIPass : public llvm::PassInfoMixin<AMDCL2LowerABIPass> {
public:
  AMDCL2LowerABIPass() = default;
  /// Lays the arguments out in the format the AMD driver \p Driver reads
  /// (parseDriverVersion; "" keeps the module's flag
  /// amdcl2.old-arg-format, which the pass sets for drivers before
  /// 1912.05). For pipelines that name the driver rather than set the
  /// flag: LLVM's -amdgpu-amdcl2-driver, `amdcl2-lower-abi<driver=D>`.
  explicit AMDCL2LowerABIPass(std::string Driver) : Driver(std::move(Driver)) {}

  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
  // The ABI must be applied under optnone and at -O0 too.
  static bool isRequired() { return true; }

private:
  std::string Driver;
};

/// Marks \p M to be laid out in the argument format driver \p D reads:
/// drivers before 1912.05 read the old one (3-vectors take 3 elements, no
/// rounding to 16), which the module flag amdcl2.old-arg-format selects.
/// True if \p M changed.
bool selectArgumentFormat(llvm::Module &M, DriverVersion D);

/// The driver of the pass parameters \p Params ("" or "driver=D"), checked.
llvm::Expected<std::string> parseLowerABIParams(llvm::StringRef Params);

/// Sets the AMDGPU backend options the CL2 lowering relies on, unless the
/// user set them: promote-alloca must not move private arrays to LDS after
/// the lowering, as that code reads the dispatch packet and all three local
/// ids, inputs the lowering has already decided the kernel does not get
/// (AMD's compiler keeps private arrays private too). Promotion to vectors
/// stays. Called by amdcl2's tools and when the plugin is loaded.
void configureBackendForCL2();

} // namespace amdcl2

#endif // AMDCL2_TRANSFORMS_AMDCL2LOWERABI_H
