//===- AMDCL2LowerABI.cpp - Map OpenCL kernels onto the CL2 ABI -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The lowered kernel takes one parameter, `ptr addrspace(4) byref([N x i8])
/// align 16`, covering the whole CL2 argument buffer (LLVM then reads every
/// argument at exactly its CL2 offset), or none when it reads no argument
/// (LLVM then enables no kernarg pointer, as AMD's compiler does). The
/// `amdgpu-no-*` attributes are rewritten from the inferred feature flags,
/// overriding whatever the AMDGPU attributor concluded.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Transforms/AMDCL2LowerABI.h"
#include "ArgMemoryUse.h"
#include "DependentAddresses.h"
#include "GenericCasts.h"
#include "InputAttributes.h"
#include "KeptCalls.h"
#include "KernelArgs.h"
#include "KnownOnesOr.h"
#include "SVMAtomics.h"
#include "SamplerLiterals.h"
#include "SaturatingLiterals.h"
#include "SmallModelChecks.h"
#include "WideBitCounts.h"
#include "WorkItemBuiltins.h"
#include "amdcl2/ABI/Features.h"
#include "amdcl2/ABI/KernelMetadata.h"
#include "amdcl2/ABI/KernelRules.h"
#include "amdcl2/ABI/PrintfFormat.h"
#include "amdcl2/ABI/ProgramChecks.h"
#include "amdcl2/ABI/SmallModel.h"
#include "amdcl2/ABI/Targets.h"
#include "amdcl2/ABI/WorkItemFunctions.h"
#include "amdcl2/Transforms/LowerEnqueue.h"
#include "amdcl2/Transforms/NarrowPointers.h"
#include "amdcl2/Transforms/PrintfBinding.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/AMDGPUAddrSpace.h"
#include "llvm/Support/Debug.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/Scalar/InferAddressSpaces.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Utils/Cloning.h"

#define DEBUG_TYPE "amdcl2-lower-abi"

using namespace llvm;

STATISTIC(NumKernelsLowered, "Number of kernels lowered to the CL2 ABI");
STATISTIC(NumCallsInlined, "Number of calls inlined into kernels");
STATISTIC(NumWorkItemCalls, "Number of work-item function calls lowered");

namespace amdcl2 {

namespace {
/// An error of the lowering, at the instruction (else the kernel) it is
/// about. Being a DiagnosticInfoUnsupported, clang (-fpass-plugin) and
/// amdcl2's DiagnosticCapture report it at its source line when the module
/// has line tables; without a location it prints `amdcl2: kernel 'k': ...`.
class LoweringError : public DiagnosticInfoUnsupported {
public:
  LoweringError(const Function &K, const Twine &Msg LLVM_LIFETIME_BOUND,
                const DiagnosticLocation &Loc)
      : DiagnosticInfoUnsupported(K, Msg, Loc) {}
  void print(DiagnosticPrinter &DP) const override {
    if (isLocationAvailable())
      DP << getLocationStr() << ": ";
    DP << "amdcl2: " << getMessage();
  }
};

/// What the lowered body reads.
struct KernelUses {
  bool Args = false, Setup = false, Generic = false, Enqueue = false;
  DimMask GroupIds = 0, LocalIds = 0;
};

class CL2Lowering {
public:
  /// \p FAM, when the pipeline has one, lets the lowering simplify each
  /// kernel before it infers the kernel's inputs.
  CL2Lowering(Module &M, FunctionAnalysisManager *FAM)
      : M(M), Ctx(M.getContext()), FAM(FAM) {}
  bool run();

private:
  bool lowerKernel(Function &K, const GPUInfo &GPU);
  bool rejectHSAOnlyInputs(Function &K);
  bool rejectUnboundPrintf(Function &K);
  bool inferFlags(Function &K, const GPUInfo &GPU, bool Is64Bit,
                  KernelABI &ABI);
  bool inlineCalls(Function &K);
  bool inlineInto(Function &F, const Function &K);
  const CallBase *findRecursion(Function &K);
  KernelUses scanUses(Function &K, const GPUInfo &GPU, bool Is64Bit);
  std::optional<FeatureFlags> requestedFlags(Function &K);
  Function *rebuildSignature(Function &K, const ArgBufferLayout &L,
                             bool NeedsArgs);
  void setInputAttributes(Function &F, const KernelABI &ABI, uint32_t Mask);
  void removeDeadFunctions();
  void checkBlockArgOffsets(const Function &K, const KernelABI &ABI);
  void checkBlockKernelIndices();
  /// Reports \p Msg about kernel \p K, located at \p At if given.
  void error(const Function &K, const Twine &Msg,
             const Instruction *At = nullptr) {
    DiagnosticLocation Loc;
    if (At && At->getDebugLoc())
      Loc = DiagnosticLocation(At->getDebugLoc());
    else if (const DISubprogram *SP = K.getSubprogram())
      Loc = DiagnosticLocation(SP);
    Ctx.diagnose(LoweringError(K, "kernel '" + K.getName() + "': " + Msg, Loc));
    Failed = true;
  }

  void simplifyLoweredInputs(Function &K);

  Module &M;
  LLVMContext &Ctx;
  FunctionAnalysisManager *FAM;
  bool Failed = false;
  /// Functions the kernels call instead of inlining them (KeptCalls.h).
  SetVector<Function *> Kept;
};
} // namespace

const CallBase *CL2Lowering::findRecursion(Function &K) {
  // Iterative DFS over direct calls; a back edge (returned, to report where
  // it is) means recursion, which OpenCL forbids and full inlining cannot
  // handle.
  SmallPtrSet<Function *, 16> Done, OnStack;
  SmallVector<std::pair<Function *, bool>, 16> Stack = {{&K, false}};
  while (!Stack.empty()) {
    auto [F, Exit] = Stack.pop_back_val();
    if (Exit) {
      OnStack.erase(F);
      Done.insert(F);
      continue;
    }
    if (Done.count(F))
      continue;
    if (!OnStack.insert(F).second)
      continue;
    Stack.push_back({F, true});
    for (Instruction &I : instructions(*F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (Function *Callee = CB->getCalledFunction()) {
          if (Callee->isDeclaration())
            continue;
          if (OnStack.count(Callee))
            return CB;
          Stack.push_back({Callee, false});
        }
  }
  return nullptr;
}

bool CL2Lowering::inlineCalls(Function &K) {
  if (const CallBase *Recursive = findRecursion(K)) {
    error(K, "recursive calls are not supported", Recursive);
    return false;
  }
  return inlineInto(K, K);
}

/// Inlines every call of \p F (kernel \p K's body or a kept function) but
/// those of kept functions, as AMD's compiler inlines everything: only the
/// kernel itself can read the argument buffer.
bool CL2Lowering::inlineInto(Function &F, const Function &K) {
  for (;;) {
    SmallVector<CallBase *, 16> Calls;
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I)) {
        Function *Callee = CB->getCalledFunction();
        if (!Callee && !CB->isInlineAsm()) {
          error(K, "indirect calls are not supported", CB);
          return false;
        }
        if (Callee && !Callee->isDeclaration() && !Kept.contains(Callee))
          Calls.push_back(CB);
      }
    if (Calls.empty())
      return true;
    for (CallBase *CB : Calls) {
      InlineFunctionInfo IFI;
      InlineResult R = InlineFunction(*CB, IFI);
      if (!R.isSuccess()) {
        error(K,
              "cannot inline a call to '" + CB->getCalledFunction()->getName() +
                  "': " + R.getFailureReason(),
              CB);
        return false;
      }
      ++NumCallsInlined;
    }
  }
}

static Intrinsic::ID intrinsicID(const Instruction &I) {
  if (auto *II = dyn_cast<IntrinsicInst>(&I))
    return II->getIntrinsicID();
  return Intrinsic::not_intrinsic;
}

KernelUses CL2Lowering::scanUses(Function &K, const GPUInfo &GPU,
                                 bool Is64Bit) {
  KernelUses U;
  bool NeedsApertures = GPU.Family != GPUFamily::GCN14;
  unsigned EnqBegin = hiddenArgOffset(HiddenVQueuePointer, Is64Bit);
  unsigned EnqEnd = hiddenArgOffset(NumHiddenArgs, Is64Bit);
  for (Instruction &I : instructions(K)) {
    switch (intrinsicID(I)) {
    case Intrinsic::amdgcn_kernarg_segment_ptr:
      U.Args = true;
      for (User *PU : I.users())
        if (auto *GEP = dyn_cast<GetElementPtrInst>(PU)) {
          APInt Off(64, 0);
          if (GEP->accumulateConstantOffset(M.getDataLayout(), Off) &&
              Off.getZExtValue() >= EnqBegin && Off.getZExtValue() < EnqEnd)
            U.Enqueue = true;
        }
      break;
    case Intrinsic::amdgcn_dispatch_ptr:
      U.Setup = true;
      break;
    case Intrinsic::amdgcn_queue_ptr:
    case Intrinsic::amdgcn_is_shared:
    case Intrinsic::amdgcn_is_private:
      U.Generic |= NeedsApertures;
      break;
    case Intrinsic::amdgcn_workgroup_id_x:
      U.GroupIds |= 1;
      break;
    case Intrinsic::amdgcn_workgroup_id_y:
      U.GroupIds |= 2;
      break;
    case Intrinsic::amdgcn_workgroup_id_z:
      U.GroupIds |= 4;
      break;
    case Intrinsic::amdgcn_workitem_id_x:
      U.LocalIds |= 1;
      break;
    case Intrinsic::amdgcn_workitem_id_y:
      U.LocalIds |= 2;
      break;
    case Intrinsic::amdgcn_workitem_id_z:
      U.LocalIds |= 4;
      break;
    default:
      break;
    }
  }
  U.Generic |= NeedsApertures && findGenericCast(K);
  return U;
}

Function *CL2Lowering::rebuildSignature(Function &K, const ArgBufferLayout &L,
                                        bool NeedsArgs) {
  SmallVector<Type *, 1> Params;
  Type *ArgsPtrTy = PointerType::get(Ctx, AMDGPUAS::CONSTANT_ADDRESS);
  if (NeedsArgs)
    Params.push_back(ArgsPtrTy);
  FunctionType *FTy = FunctionType::get(Type::getVoidTy(Ctx), Params, false);
  Function *NF =
      Function::Create(FTy, K.getLinkage(), K.getAddressSpace(), "", &M);
  NF->setCallingConv(CallingConv::AMDGPU_KERNEL);
  NF->setVisibility(K.getVisibility());
  NF->setDSOLocal(K.isDSOLocal());
  NF->setUnnamedAddr(K.getUnnamedAddr());
  if (K.hasComdat())
    NF->setComdat(K.getComdat());
  AttributeList KA = K.getAttributes();
  SmallVector<AttributeSet, 1> ParamAttrs;
  if (NeedsArgs) {
    AttrBuilder AB(Ctx);
    AB.addByRefAttr(ArrayType::get(Type::getInt8Ty(Ctx), L.Size));
    AB.addAlignmentAttr(16);
    AB.addAttribute(Attribute::NoUndef);
    ParamAttrs.push_back(AttributeSet::get(Ctx, AB));
  }
  NF->setAttributes(
      AttributeList::get(Ctx, KA.getFnAttrs(), KA.getRetAttrs(), ParamAttrs));
  SmallVector<std::pair<unsigned, MDNode *>, 8> MDs;
  K.getAllMetadata(MDs);
  for (auto &[Kind, N] : MDs)
    NF->setMetadata(Kind, N);
  NF->splice(NF->begin(), &K);
  NF->takeName(&K);

  // The argument-buffer reads now come from the parameter.
  SmallVector<Instruction *, 4> SegPtrs;
  for (Instruction &I : instructions(*NF))
    if (intrinsicID(I) == Intrinsic::amdgcn_kernarg_segment_ptr)
      SegPtrs.push_back(&I);
  for (Instruction *I : SegPtrs) {
    I->replaceAllUsesWith(NF->getArg(0));
    I->eraseFromParent();
  }
  if (NeedsArgs)
    NF->getArg(0)->setName("cl2.args");
  K.replaceAllUsesWith(NF);
  K.eraseFromParent();
  return NF;
}

static void setAttr(Function &F, StringRef Name, bool On) {
  if (On)
    F.addFnAttr(Name);
  else
    F.removeFnAttr(Name);
}

void CL2Lowering::setInputAttributes(Function &F, const KernelABI &ABI,
                                     uint32_t Mask) {
  for (StringRef A : NeverPassedInputs)
    F.addFnAttr(A);
  F.addFnAttr("amdgpu-implicitarg-num-bytes", "0");
  setAttr(F, "amdgpu-no-dispatch-ptr", !(Mask & EnableDispatchPtr));
  setAttr(F, "amdgpu-no-queue-ptr", !(Mask & EnableQueuePtr));
  setAttr(F, "amdgpu-no-flat-scratch-init", !(Mask & EnableFlatScratchInit));
  // Group ids as AMD's compiler asks for them: the ones read, x included.
  // Stock LLVM 22 enables x on every kernel whatever the attribute says; an
  // LLVM with llvm-patches/ 0001 honours it on kernels marked as CL2 ones.
  F.addFnAttr("amdgpu-amdcl2-abi");
  for (unsigned D = 0; D < 3; ++D) {
    bool Unused = !(ABI.GroupIds & (1u << D));
    std::string Dim(1, "xyz"[D]);
    setAttr(F, "amdgpu-no-workgroup-id-" + Dim, Unused);
    setAttr(F, "amdgpu-no-cluster-id-" + Dim, Unused);
    if (D)
      setAttr(F, "amdgpu-no-workitem-id-" + Dim, !(ABI.LocalIds & (1u << D)));
  }
  F.removeFnAttr("amdgpu-no-workitem-id-x");
}

std::optional<FeatureFlags> CL2Lowering::requestedFlags(Function &K) {
  // "amdcl2-features"="useenqueue,usegeneric" asks for inputs the code does
  // not need (CLRX's explicit .use* flags); asking for more is always safe.
  FeatureFlags F;
  SmallVector<StringRef, 4> Names;
  K.getFnAttribute("amdcl2-features")
      .getValueAsString()
      .split(Names, ',', -1, false);
  for (StringRef N : Names) {
    N = N.trim();
    if (N == "useargs")
      F.UseArgs = true;
    else if (N == "usesetup")
      F.UseSetup = true;
    else if (N == "useenqueue")
      F.UseEnqueue = true;
    else if (N == "usegeneric")
      F.UseGeneric = true;
    else {
      error(K, "unknown feature '" + N + "' in \"amdcl2-features\"");
      return std::nullopt;
    }
  }
  return F;
}

/// Loads a value argument. Small values off a dword boundary are read as
/// the enclosing dwords and shifted out, as AMD's code does, so that they
/// come through scalar loads rather than byte loads of the buffer.
static Value *loadValueArg(IRBuilderBase &B, CL2InputBuilder &In,
                           unsigned Offset, Type *Ty) {
  const DataLayout &DL = B.GetInsertBlock()->getModule()->getDataLayout();
  unsigned Size = DL.getTypeStoreSize(Ty);
  unsigned Begin = alignDown(Offset, 4);
  unsigned Span = alignTo(Offset + Size, 4) - Begin;
  if ((Offset % 4 == 0 && Size % 4 == 0) || Span > 8)
    return In.loadArg(B, Offset, Ty,
                      DL.getABITypeAlign(Ty->getScalarType()).value());
  Value *Word = In.loadArg(B, Begin, B.getIntNTy(Span * 8), 4);
  Word = B.CreateLShr(Word, (Offset - Begin) * 8);
  Word = B.CreateTrunc(Word, B.getIntNTy(Size * 8));
  return B.CreateBitCast(Word, Ty);
}

/// The kernel's ABI record before flag inference: name, argument layout
/// (the module flag selects the pre-1912.05 format) and work-group hints.
static KernelABI describeKernel(const Function &K, ArrayRef<IRKernelArg> IRArgs,
                                bool Is64Bit) {
  const Module &M = *K.getParent();
  KernelABI ABI;
  ABI.Name = K.getName().str();
  ABI.Layout.Is64Bit = Is64Bit;
  if (auto *Old = mdconst::extract_or_null<ConstantInt>(
          M.getModuleFlag("amdcl2.old-arg-format")))
    ABI.Layout.NewFormat = Old->isZero();
  std::vector<ArgDesc> Descs;
  for (auto [I, A] : enumerate(IRArgs)) {
    Descs.push_back(A.Desc);
    if (A.Desc.Kind == ArgKind::Pointer)
      Descs.back().MemoryUse = pointerMemoryUse(*K.getArg(I));
  }
  ABI.Args = layoutArguments(Descs, ABI.Layout);
  readKernelAttributes(K, ABI.ReqdWorkGroupSize, ABI.WorkGroupSizeHint,
                       ABI.VecTypeHint);
  ABI.UniformWorkGroups =
      K.getFnAttribute("uniform-work-group-size").getValueAsString() == "true";
  return ABI;
}

/// Replaces every used parameter of \p K by a load from its slot in \p L.
static void materializeArgs(Function &K, ArrayRef<IRKernelArg> IRArgs,
                            const ArgBufferLayout &L, CL2InputBuilder &In) {
  IRBuilder<> B(&*K.getEntryBlock().getFirstInsertionPt());
  const bool Small = isSmallModel(K.getParent()->getDataLayout());
  for (auto [I, A] : enumerate(IRArgs)) {
    Argument *Arg = K.getArg(I);
    if (Arg->use_empty())
      continue;
    const ArgDesc &D = L.Args[NumHiddenArgs + I];
    Value *V;
    if (D.Kind == ArgKind::Value)
      V = loadValueArg(B, In, D.Offset, A.SlotTy);
    else if (Small && (D.Kind == ArgKind::Image || D.Kind == ArgKind::Sampler))
      V = createWideHandle(B, In.loadArg(B, D.Offset, B.getInt64Ty(), 8),
                           A.SlotTy);
    else
      V = In.loadArg(B, D.Offset, A.SlotTy, D.Size);
    if (D.Kind == ArgKind::Pointer && D.AddrSpace == ArgAddrSpace::Local)
      V = B.CreateIntToPtr(V, Arg->getType());
    if (A.LoadThroughPointer) {
      LoadInst *Ld = B.CreateLoad(Arg->getType(), V);
      Ld->setMetadata(LLVMContext::MD_invariant_load,
                      MDNode::get(K.getContext(), {}));
      V = Ld;
    }
    V->setName(Arg->getName());
    Arg->replaceAllUsesWith(V);
  }
}

bool CL2Lowering::rejectHSAOnlyInputs(Function &K) {
  // These survive work-item lowering only if the source asked for them
  // directly; CL2 has neither hidden arguments nor a dispatch id.
  for (Instruction &I : instructions(K)) {
    Intrinsic::ID ID = intrinsicID(I);
    if (ID == Intrinsic::amdgcn_implicitarg_ptr ||
        ID == Intrinsic::amdgcn_dispatch_id) {
      error(K,
            Twine("uses ") + Intrinsic::getBaseName(ID) +
                ", which the CL2 ABI does not provide",
            &I);
      return false;
    }
  }
  return true;
}

/// clang binds printf in its own pipeline (IR from `clang -emit-llvm`, the
/// plugin) after any builtins were linked, so the allocator stays undefined
/// there; amdcl2-clang binds it before linking ours.
bool CL2Lowering::rejectUnboundPrintf(Function &K) {
  for (Instruction &I : instructions(K))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (Function *Callee = CB->getCalledFunction();
          Callee && Callee->isDeclaration() &&
          Callee->getName() == PrintfAllocName) {
        error(K,
              "printf needs the buffer allocator '" + Callee->getName() +
                  "' of amdcl2's builtins, which only amdcl2-clang links "
                  "(compile OpenCL C that uses printf with amdcl2-clang)",
              &I);
        return false;
      }
  return true;
}

bool CL2Lowering::inferFlags(Function &K, const GPUInfo &GPU, bool Is64Bit,
                             KernelABI &ABI) {
  KernelUses U = scanUses(K, GPU, Is64Bit);
  std::optional<FeatureFlags> Forced = requestedFlags(K);
  if (!Forced)
    return false;
  ABI.Flags.UseArgs = U.Args || Forced->UseArgs;
  ABI.Flags.UseSetup = U.Setup || Forced->UseSetup;
  ABI.Flags.UseEnqueue = U.Enqueue || Forced->UseEnqueue;
  ABI.Flags.UseGeneric = U.Generic || Forced->UseGeneric;
  ABI.Flags = ABI.Flags.normalized();
  // AMD's kernels that call a work-group function have all three group ids
  // (the front end marks them: the calls are inlined by now).
  ABI.GroupIds =
      K.hasFnAttribute(WorkGroupCollectiveAttr) ? DimMask(7) : U.GroupIds;
  // Enqueuing kernels get all three local ids, as AMD's do.
  ABI.LocalIds = ABI.Flags.UseEnqueue ? 7 : U.LocalIds;
  return true;
}

/// A dimension whose required size is 1 has local id 0. Its reads are folded
/// here, so the kernel asks for no id it does not need: LLVM folds them too
/// (it knows the required size), and the setup must say what LLVM enabled.
static void foldUnitLocalIds(Function &K, const std::array<unsigned, 3> &Reqd) {
  static const Intrinsic::ID IDs[] = {Intrinsic::amdgcn_workitem_id_x,
                                      Intrinsic::amdgcn_workitem_id_y,
                                      Intrinsic::amdgcn_workitem_id_z};
  for (Instruction &I : make_early_inc_range(instructions(K))) {
    auto *II = dyn_cast<IntrinsicInst>(&I);
    if (!II)
      continue;
    for (unsigned D = 0; D < 3; ++D)
      if (Reqd[D] == 1 && II->getIntrinsicID() == IDs[D]) {
        II->replaceAllUsesWith(ConstantInt::get(II->getType(), 0));
        II->eraseFromParent();
        break;
      }
  }
}

/// The lowered builtins may cancel out: `(uint)get_global_size(0) -
/// get_global_size(0)` is 0, the size being a 32-bit field of the setup
/// buffer. AMD's compiler asks for the inputs its final code reads, so the
/// kernel is simplified before they are inferred: a load that folds away
/// then asks for nothing. Not under optnone, where the code stays as written.
void CL2Lowering::simplifyLoweredInputs(Function &K) {
  if (!FAM || K.hasOptNone())
    return;
  // What the pipeline cached for the kernel predates the inlining and the
  // lowering; the kernel is then replaced (rebuildSignature) and erased, so
  // nothing cached for it may outlive it either.
  FAM->clear(K, K.getName());
  InstCombinePass().run(K, *FAM);
  // Unoptimized IR (clang -O0 -disable-O0-optnone, what compiler developers
  // feed amdcl2-llc) keeps its variables in allocas cast to flat: on gfx7 and
  // gfx8 each cast alone would ask for the apertures (usegeneric, 12 user
  // SGPRs). The passes that decide it at -O2 decide it here too, so any
  // input path gives the kernel the inputs its optimized code needs.
  if (findGenericCast(K)) {
    InferAddressSpacesPass().run(K, *FAM);
    FAM->clear(K, K.getName());
    SROAPass(SROAOptions::ModifyCFG).run(K, *FAM);
    FAM->clear(K, K.getName());
    InstCombinePass().run(K, *FAM);
  }
  FAM->clear(K, K.getName());
}

bool CL2Lowering::lowerKernel(Function &K, const GPUInfo &GPU) {
  const bool Is64Bit =
      M.getDataLayout().getPointerSizeInBits(AMDGPUAS::GLOBAL_ADDRESS) == 64;
  if (!inlineCalls(K))
    return false;
  dropSVMAtomicHints(K);
  Expected<std::vector<IRKernelArg>> IRArgs = classifyKernelArgs(K);
  if (!IRArgs) {
    error(K, toString(IRArgs.takeError()));
    return false;
  }
  if (!Is64Bit)
    if (std::optional<SmallModelIssue> Issue = findSmallModelIssue(K)) {
      error(K, Issue->Message, Issue->At);
      return false;
    }
  KernelABI ABI = describeKernel(K, *IRArgs, Is64Bit);
  // By-value arguments are arguments, not data; pipes have their own rule.
  ABI.AddressesLoadedData =
      addressesThroughLoadedData(K, [&](const Argument &A) {
        return A.hasByRefAttr() || A.hasByValAttr() ||
               (*IRArgs)[A.getArgNo()].Desc.Kind == ArgKind::Pipe;
      });
  if (K.hasFnAttribute(PrintfAttr)) {
    Expected<std::vector<PrintfFormat>> Printf = readModulePrintfFormats(M);
    if (!Printf) {
      error(K, toString(Printf.takeError()));
      return false;
    }
    ABI.Printf = std::move(*Printf);
  }
  checkBlockArgOffsets(K, ABI);

  CL2InputBuilder In(K, Is64Bit);
  if (llvm::all_of(ABI.ReqdWorkGroupSize, [](unsigned N) { return N != 0; }))
    In.ReqdWorkGroupSize = ABI.ReqdWorkGroupSize;
  In.UniformWorkGroups = ABI.UniformWorkGroups;
  materializeArgs(K, *IRArgs, ABI.Args, In);
  NumWorkItemCalls += lowerWorkItemCalls(K, In, Is64Bit);
  foldUnitLocalIds(K, In.ReqdWorkGroupSize);
  simplifyLoweredInputs(K);
  if (!rejectHSAOnlyInputs(K) || !rejectUnboundPrintf(K) ||
      !inferFlags(K, GPU, Is64Bit, ABI))
    return false;

  uint32_t Mask = enableSGPRMask(ABI.Flags, GPU.Family);
  Function *NF = rebuildSignature(K, ABI.Args, ABI.Flags.UseArgs);
  setInputAttributes(*NF, ABI, Mask);
  writeKernelABI(*NF, ABI);
  LLVM_DEBUG(dbgs() << "amdcl2: " << ABI.Name << " flags '" << ABI.Flags.str()
                    << "' tgid " << dimMaskString(ABI.GroupIds) << " kernarg "
                    << ABI.Args.Size << "\n");
  ++NumKernelsLowered;
  return true;
}

static unsigned mdUnsigned(const MDOperand &Op) {
  auto *C = mdconst::dyn_extract<ConstantInt>(Op);
  return C ? C->getZExtValue() : ~0u;
}

/// A block kernel's enqueuers copy each argument to the offset the enqueue
/// lowering chose (!amdcl2.block_offsets); the CL2 layout must agree.
void CL2Lowering::checkBlockArgOffsets(const Function &K,
                                       const KernelABI &ABI) {
  MDNode *Offsets = K.getMetadata(MDBlockOffsetsName);
  if (!Offsets)
    return;
  if (Offsets->getNumOperands() + NumHiddenArgs != ABI.Args.Args.size()) {
    error(K, "internal error: the enqueue lowering placed " +
                 Twine(Offsets->getNumOperands()) +
                 " arguments, the kernel has " +
                 Twine(ABI.Args.Args.size() - NumHiddenArgs));
    return;
  }
  for (unsigned I = 0; I < Offsets->getNumOperands(); ++I) {
    const ArgDesc &A = ABI.Args.Args[NumHiddenArgs + I];
    unsigned Want = mdUnsigned(Offsets->getOperand(I));
    if (A.Offset != Want)
      error(K, "internal error: argument '" + A.Name + "' is at offset " +
                   Twine(A.Offset) + " where its enqueuers write it at " +
                   Twine(Want));
  }
}

/// The index the enqueuers of a block kernel use (!amdcl2.kernel_index)
/// must be the one the program gives it.
void CL2Lowering::checkBlockKernelIndices() {
  std::vector<Function *> Kernels;
  std::vector<std::string> Names;
  for (Function &F : M)
    if (isOpenCLKernel(F)) {
      Kernels.push_back(&F);
      Names.push_back(F.getName().str());
    }
  std::vector<unsigned> Index = kernelIndices(Names);
  for (size_t I = 0; I < Kernels.size(); ++I)
    if (MDNode *N = Kernels[I]->getMetadata(MDKernelIndexName))
      if (unsigned Want = mdUnsigned(N->getOperand(0)); Want != Index[I])
        error(*Kernels[I], "internal error: its enqueuers use kernel index " +
                               Twine(Want) + ", the program gives it " +
                               Twine(Index[I]));
}

void CL2Lowering::removeDeadFunctions() {
  // After full inlining nothing but kernels needs to survive; dropping the
  // rest also drops their now-unresolvable work-item calls.
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (Function &F : make_early_inc_range(M)) {
      if (isOpenCLKernel(F) || !F.use_empty() || F.isIntrinsic())
        continue;
      if (F.isDeclaration() && !getWorkItemFn(F.getName()))
        continue;
      F.eraseFromParent();
      Changed = true;
    }
  }
}

bool CL2Lowering::run() {
  if (!Triple(M.getTargetTriple()).isAMDGCN())
    return false;
  SmallVector<Function *, 8> Kernels;
  for (Function &F : M)
    if (isOpenCLKernel(F) && !hasKernelABI(F))
      Kernels.push_back(&F);
  if (Kernels.empty())
    return false;
  // Kept functions first, callers before callees: each gets what it calls
  // inlined but the kept ones, once.
  if (FAM)
    Kept = chooseKeptCallees(M, *FAM);
  for (Function *F : Kept) {
    if (const CallBase *Recursive = findRecursion(*F)) {
      error(*F, "recursive calls are not supported", Recursive);
      continue;
    }
    inlineInto(*F, *F);
    markKeptCallee(*F);
  }
  for (Function *K : Kernels) {
    StringRef CPU = K->getFnAttribute("target-cpu").getValueAsString();
    const GPUInfo *GPU = lookupGPU(CPU);
    if (!GPU) {
      error(*K, CPU.empty() ? Twine("has no target-cpu")
                            : "target-cpu '" + CPU +
                                  "' is not supported by the CL2 ABI");
      continue;
    }
    lowerKernel(*K, *GPU);
  }
  if (!Failed)
    checkBlockKernelIndices();
  if (!Failed)
    removeDeadFunctions();
  // After inlining, so that every literal is in the kernel that loads it.
  if (!Failed)
    lowerSamplerLiterals(M, [&](const CallBase &CB, const Twine &Msg) {
      error(*CB.getFunction(), Msg, &CB);
    });
  // Code object v4: generic casts on gfx7/gfx8 then read the apertures from
  // the queue-pointer buffer, which is the CL2 usegeneric buffer.
  M.setModuleFlag(Module::Error, "amdhsa_code_object_version", 400);
  return true;
}

PreservedAnalyses AMDCL2LowerABIPass::run(Module &M,
                                          ModuleAnalysisManager &MAM) {
  bool Changed = false;
  if (!Driver.empty()) {
    Expected<DriverVersion> D = parseDriverVersion(Driver);
    if (!D) {
      M.getContext().emitError(toString(D.takeError()));
      return PreservedAnalyses::all();
    }
    Changed = selectArgumentFormat(M, *D);
  }
  FunctionAnalysisManager *FAM = nullptr;
  if (MAM.isPassRegistered<FunctionAnalysisManagerModuleProxy>())
    FAM = &MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  Changed |= CL2Lowering(M, FAM).run();
  Changed |= expandWideBitCounts(M);
  Changed |= expandSaturatingLiterals(M);
  Changed |= expandKnownOnesOrs(M);
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

bool selectArgumentFormat(Module &M, DriverVersion D) {
  if (!D.isOld())
    return false;
  M.setModuleFlag(Module::Error, "amdcl2.old-arg-format", 1);
  return true;
}

Expected<std::string> parseLowerABIParams(StringRef Params) {
  if (Params.empty())
    return "";
  if (!Params.consume_front("driver="))
    return createStringError(inconvertibleErrorCode(),
                             "invalid amdcl2-lower-abi parameter '" + Params +
                                 "' (expected driver=<version>)");
  if (Expected<DriverVersion> D = parseDriverVersion(Params); !D)
    return D.takeError();
  return Params.str();
}

} // namespace amdcl2
