//===- WorkItemBuiltins.cpp - Lower OpenCL work-item functions ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Formulas (d = dimension, out-of-range d gives the OpenCL default):
///   work_dim = setup.dword0 >> 16 & 3      global_size = grid[d]
///   enqueued_local_size = wg[d]            local_size = min(wg, grid - id*wg)
///   (local_size = wg[d] without partial groups: uniform or a required size)
///   num_groups = ceil(grid / wg)           group_id = TGID, local_id = v[d]
///   global_offset = setup argument d       global_id = id*wg + lid + offset
/// AMD reads the local sizes as whole dwords (dword 1 holds x and y), so do we.
///
//===----------------------------------------------------------------------===//

#include "WorkItemBuiltins.h"
#include "amdcl2/ABI/ArgLayout.h"
#include "amdcl2/ABI/SetupBuffer.h"
#include "amdcl2/ABI/WorkItemFunctions.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace amdcl2 {

CL2InputBuilder::CL2InputBuilder(Function &Kernel, bool Is64Bit)
    : K(Kernel), Is64Bit(Is64Bit) {}

static Value *entryIntrinsic(Function &K, Intrinsic::ID ID) {
  IRBuilder<> B(&*K.getEntryBlock().getFirstInsertionPt());
  return B.CreateIntrinsic(ID, {});
}

Value *CL2InputBuilder::setupPtr() {
  if (!Setup)
    Setup = entryIntrinsic(K, Intrinsic::amdgcn_dispatch_ptr);
  return Setup;
}

Value *CL2InputBuilder::argsPtr() {
  if (!Args)
    Args = entryIntrinsic(K, Intrinsic::amdgcn_kernarg_segment_ptr);
  return Args;
}

static LoadInst *invariantLoad(IRBuilderBase &B, Value *Base, unsigned Offset,
                               Type *Ty, unsigned Align) {
  Value *P = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Base, Offset);
  LoadInst *L = B.CreateAlignedLoad(Ty, P, llvm::Align(Align));
  L->setMetadata(LLVMContext::MD_invariant_load,
                 MDNode::get(B.getContext(), {}));
  return L;
}

Value *CL2InputBuilder::loadArg(IRBuilderBase &B, unsigned Offset, Type *Ty,
                                unsigned Align) {
  return invariantLoad(B, argsPtr(), Offset, Ty, Align);
}

Value *CL2InputBuilder::loadSetup(IRBuilderBase &B, unsigned Offset, Type *Ty) {
  return invariantLoad(B, setupPtr(), Offset, Ty, 4);
}

namespace {
/// Emits the per-dimension quantities of one call site in type T.
class DimEmitter {
public:
  DimEmitter(IRBuilderBase &B, CL2InputBuilder &In, Type *T, bool Is64Bit)
      : B(B), In(In), T(T), Is64Bit(Is64Bit) {}

  Value *grid(unsigned D) {
    return B.CreateZExt(
        In.loadSetup(B, setup::globalSizeOffset(D), B.getInt32Ty()), T);
  }
  Value *wg(unsigned D) {
    if (unsigned Known = In.ReqdWorkGroupSize[D])
      return ConstantInt::get(T, Known);
    // x and y share dword 1, z is the low half of dword 2.
    Value *DW = In.loadSetup(B, D == 2 ? 8 : 4, B.getInt32Ty());
    if (D == 1)
      DW = B.CreateLShr(DW, 16);
    else
      DW = B.CreateAnd(DW, 0xffff);
    return B.CreateZExt(DW, T);
  }
  Value *groupId(unsigned D) {
    static const Intrinsic::ID IDs[] = {Intrinsic::amdgcn_workgroup_id_x,
                                        Intrinsic::amdgcn_workgroup_id_y,
                                        Intrinsic::amdgcn_workgroup_id_z};
    return B.CreateZExt(B.CreateIntrinsic(IDs[D], {}), T);
  }
  Value *localId(unsigned D) {
    static const Intrinsic::ID IDs[] = {Intrinsic::amdgcn_workitem_id_x,
                                        Intrinsic::amdgcn_workitem_id_y,
                                        Intrinsic::amdgcn_workitem_id_z};
    return B.CreateZExt(B.CreateIntrinsic(IDs[D], {}), T);
  }
  Value *offset(unsigned D) {
    Type *SlotTy = Is64Bit ? B.getInt64Ty() : B.getInt32Ty();
    Value *V =
        In.loadArg(B, hiddenArgOffset(D, Is64Bit), SlotTy, Is64Bit ? 8 : 4);
    return B.CreateZExtOrTrunc(V, T);
  }
  Value *localSize(unsigned D) {
    Value *W = wg(D);
    if (In.UniformWorkGroups || In.ReqdWorkGroupSize[D])
      return W;
    Value *Rest = B.CreateSub(grid(D), B.CreateMul(groupId(D), W));
    return B.CreateBinaryIntrinsic(Intrinsic::umin, W, Rest);
  }
  Value *numGroups(unsigned D) {
    Value *G = grid(D), *W = wg(D);
    Value *Q = B.CreateUDiv(G, W);
    Value *Partial = B.CreateICmpNE(B.CreateURem(G, W), ConstantInt::get(T, 0));
    return B.CreateAdd(Q, B.CreateZExt(Partial, T));
  }
  Value *globalId(unsigned D) {
    // id*wg + lid is below the 32-bit grid size of the dispatch packet:
    // computed in 32 bits (no wrap), it needs no 64-bit multiply, and what
    // a kernel truncates to int narrows.
    DimEmitter E32(B, In, B.getInt32Ty(), Is64Bit);
    Value *V = B.CreateAdd(B.CreateMul(E32.groupId(D), E32.wg(D), "", true),
                           E32.localId(D), "", true);
    return B.CreateAdd(B.CreateZExtOrTrunc(V, T), offset(D));
  }

  Value *perDim(WorkItemFn Fn, unsigned D) {
    switch (Fn) {
    case WorkItemFn::GlobalSize:
      return grid(D);
    case WorkItemFn::GlobalId:
      return globalId(D);
    case WorkItemFn::GlobalOffset:
      return offset(D);
    case WorkItemFn::LocalSize:
      return localSize(D);
    case WorkItemFn::EnqueuedLocalSize:
      return wg(D);
    case WorkItemFn::LocalId:
      return localId(D);
    case WorkItemFn::NumGroups:
      return numGroups(D);
    case WorkItemFn::GroupId:
      return groupId(D);
    default:
      llvm_unreachable("not a per-dimension function");
    }
  }

  static uint64_t defaultValue(WorkItemFn Fn) {
    switch (Fn) {
    case WorkItemFn::GlobalSize:
    case WorkItemFn::LocalSize:
    case WorkItemFn::EnqueuedLocalSize:
    case WorkItemFn::NumGroups:
      return 1;
    default:
      return 0;
    }
  }

  /// A call with dimension operand \p Dim.
  Value *dimensional(WorkItemFn Fn, Value *Dim) {
    if (auto *C = dyn_cast<ConstantInt>(Dim)) {
      uint64_t D = C->getZExtValue();
      return D < 3 ? perDim(Fn, D) : ConstantInt::get(T, defaultValue(Fn));
    }
    // A run-time dimension selects among all three.
    Value *R = ConstantInt::get(T, defaultValue(Fn));
    for (int D = 2; D >= 0; --D) {
      Value *Is = B.CreateICmpEQ(Dim, ConstantInt::get(Dim->getType(), D));
      R = B.CreateSelect(Is, perDim(Fn, D), R);
    }
    return R;
  }

  Value *globalLinearId() {
    // ((gz - oz) * gsy + (gy - oy)) * gsx + (gx - ox)
    auto Rel = [&](unsigned D) { return B.CreateSub(globalId(D), offset(D)); };
    Value *V = Rel(2);
    V = B.CreateAdd(B.CreateMul(V, grid(1)), Rel(1));
    return B.CreateAdd(B.CreateMul(V, grid(0)), Rel(0));
  }
  Value *localLinearId() {
    Value *V = localId(2);
    V = B.CreateAdd(B.CreateMul(V, localSize(1)), localId(1));
    return B.CreateAdd(B.CreateMul(V, localSize(0)), localId(0));
  }
  Value *workDim() {
    Value *DW = In.loadSetup(B, 0, B.getInt32Ty());
    Value *V =
        B.CreateAnd(B.CreateLShr(DW, 8 * setup::DimsOffset), setup::DimsMask);
    return B.CreateZExtOrTrunc(V, T);
  }

private:
  IRBuilderBase &B;
  CL2InputBuilder &In;
  Type *T;
  bool Is64Bit;
};
} // namespace

/// The setup argument a pointer-valued work-item function returns.
static std::optional<unsigned> setupArgumentOf(WorkItemFn Fn) {
  switch (Fn) {
  case WorkItemFn::DefaultQueue:
    return HiddenVQueuePointer;
  case WorkItemFn::AqlWrapPointer:
    return HiddenAqlWrapPointer;
  case WorkItemFn::PrintfBuffer:
    return HiddenPrintfBuffer;
  default:
    return std::nullopt;
  }
}

unsigned lowerWorkItemCalls(Function &Kernel, CL2InputBuilder &In,
                            bool Is64Bit) {
  SmallVector<std::pair<CallInst *, WorkItemFn>, 16> Calls;
  for (Instruction &I : instructions(Kernel))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (Function *Callee = CI->getCalledFunction())
        if (std::optional<WorkItemFn> Fn = getWorkItemFn(Callee->getName()))
          Calls.push_back({CI, *Fn});

  for (auto [CI, Fn] : Calls) {
    IRBuilder<> B(CI);
    Type *T = CI->getType();
    Value *V;
    if (std::optional<unsigned> Hidden = setupArgumentOf(Fn)) {
      if (!T->isPointerTy() || CI->arg_size() != 0)
        continue;
      V = In.loadArg(B, hiddenArgOffset(*Hidden, Is64Bit), T, Is64Bit ? 8 : 4);
      CI->replaceAllUsesWith(V);
      CI->eraseFromParent();
      continue;
    }
    if (!T->isIntegerTy())
      continue; // not a recognizable signature; left for the undefined check
    DimEmitter E(B, In, T, Is64Bit);
    switch (Fn) {
    case WorkItemFn::WorkDim:
      V = E.workDim();
      break;
    case WorkItemFn::GlobalLinearId:
      V = E.globalLinearId();
      break;
    case WorkItemFn::LocalLinearId:
      V = E.localLinearId();
      break;
    default:
      if (CI->arg_size() != 1)
        continue;
      V = E.dimensional(Fn, CI->getArgOperand(0));
      break;
    }
    CI->replaceAllUsesWith(V);
    CI->eraseFromParent();
  }
  return Calls.size();
}

} // namespace amdcl2
