//===- ProgramBuilder.cpp - LLVM's object -> CompiledProgram --------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads LLVM's object once, checks every kernel against the lowering
/// pass's decisions, and records each as AMD's compiler would for the target
/// (KernelRules.h). The result is all the writer needs.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Program/ProgramBuilder.h"
#include "KernelVerifier.h"
#include "ObjectReader.h"
#include "amdcl2/ABI/KernelRules.h"

using namespace llvm;

namespace amdcl2 {

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// What LLVM's descriptor and note say about one kernel.
static CodegenResult codegenResult(const ObjectKernel &K) {
  const amdhsa::kernel_descriptor_t &D = K.Descriptor;
  CodegenResult R;
  R.EnableSGPRMask = D.kernel_code_properties & 0x7f;
  R.PgmRsrc1 = D.compute_pgm_rsrc1;
  R.PgmRsrc2 = D.compute_pgm_rsrc2;
  R.ScratchBytes = D.private_segment_fixed_size;
  R.LDSBytes = D.group_segment_fixed_size;
  R.SGPRs = K.SGPRs;
  R.VGPRs = K.VGPRs;
  R.NumberedSGPRs = K.NumberedSGPRs;
  return R;
}

/// The argument buffer must be laid out in the format the driver reads.
static Error checkArgumentFormat(const KernelABI &ABI, DriverVersion D) {
  if (ABI.Layout.NewFormat != D.isOld())
    return Error::success();
  return makeError(
      "kernel '" + ABI.Name + "' was laid out in the " +
      (ABI.Layout.NewFormat ? "new" : "old") + " argument format, but driver " +
      D.str() + " reads the " + (D.isOld() ? "old" : "new") + " one" +
      (D.isOld() ? " (set the module flag amdcl2.old-arg-format)" : ""));
}

/// Data references name kernels by their place in the object; the program
/// lists kernels in the order of \p Order (object index per program index).
static Error remapReferences(ProgramData &Data, ArrayRef<size_t> Order,
                             const ObjectContents &Obj) {
  for (DataReference &R : Data.References) {
    auto It = llvm::find(Order, R.Kernel);
    if (It == Order.end())
      return makeError("code of '" + Obj.Kernels[R.Kernel].Name +
                       "' refers to program data, but it is not a kernel of "
                       "the program");
    R.Kernel = It - Order.begin();
  }
  return Error::success();
}

/// Every 32-bit AMD binary known is G2 (docs/ABI.md, section 12).
static Error checkPointerSize(const BinaryTarget &T) {
  if (T.Is64 || cl2::isG2(T.generation()))
    return Error::success();
  return makeError("32-bit programs (-m32) need a driver of 2004.06 or "
                   "later: no AMD binary shows the 32-bit records of driver " +
                   T.Driver.str());
}

Expected<CompiledProgram> buildEmptyProgram(const BinaryTarget &T, bool Is64) {
  CompiledProgram P;
  P.Target = T;
  P.Target.Is64 = Is64;
  if (Error E = checkPointerSize(P.Target))
    return std::move(E);
  return std::move(P);
}

Expected<CompiledProgram> buildProgram(SmallVector<char, 0> Object,
                                       ArrayRef<KernelABI> ABIs,
                                       const BinaryTarget &T) {
  Expected<ObjectContents> Obj = readLLVMObject(Object);
  if (!Obj)
    return Obj.takeError();
  CompiledProgram P;
  P.Target = T;
  // The lowering decided the pointer size (amdcl2/ABI/SmallModel.h); the
  // container follows it, whichever tool compiled.
  if (!ABIs.empty())
    P.Target.Is64 = ABIs.front().Layout.Is64Bit;
  for (const KernelABI &ABI : ABIs)
    if (ABI.Layout.Is64Bit != P.Target.Is64)
      return makeError("internal error: kernel '" + ABI.Name +
                       "' is laid out for another pointer size than '" +
                       ABIs.front().Name + "'");
  if (Error E = checkPointerSize(P.Target))
    return std::move(E);
  std::vector<KernelInfo> Infos;
  std::vector<size_t> Order;
  for (const KernelABI &ABI : ABIs) {
    auto OK = llvm::find_if(Obj->Kernels, [&](const ObjectKernel &K) {
      return K.Name == ABI.Name;
    });
    if (OK == Obj->Kernels.end())
      return makeError("internal error: kernel '" + ABI.Name +
                       "': no kernel descriptor in the object");
    // A kernel over a limit is the user's problem; reported first, it is
    // never taken for LLVM disagreeing with the CL2 decisions.
    CodegenResult R = codegenResult(*OK);
    if (Error E = checkHardwareLimits(ABI.Name, R, *T.GPU))
      return std::move(E);
    if (Error E = verifyKernel(*OK, ABI, *T.GPU))
      return std::move(E);
    if (Error E = checkArgumentFormat(ABI, T.Driver))
      return std::move(E);
    Infos.push_back(makeKernelInfo(ABI, R, T));
    Order.push_back(OK - Obj->Kernels.begin());
  }
  assignKernelIndices(Infos, T.Driver.isOld());
  for (size_t I = 0; I < Infos.size(); ++I)
    P.Kernels.push_back(
        {std::move(Infos[I]), std::move(Obj->Kernels[Order[I]].Code)});
  if (Error E = remapReferences(Obj->Data, Order, *Obj))
    return std::move(E);
  P.Data = std::move(Obj->Data);
  P.Object = std::move(Object);
  return std::move(P);
}

} // namespace amdcl2
