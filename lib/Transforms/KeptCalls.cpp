//===- KeptCalls.cpp - Functions kernels call instead of inlining ---------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "KeptCalls.h"
#include "InputAttributes.h"
#include "amdcl2/ABI/ProgramChecks.h"
#include "amdcl2/Transforms/KeepCalls.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicsAMDGPU.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/AMDGPUAddrSpace.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Scalar/InferAddressSpaces.h"

using namespace llvm;

static cl::opt<bool>
    KeepCalls("amdcl2-calls",
              cl::desc("Keep large functions the kernels share as calls "
                       "instead of inlining them into every kernel"),
              cl::init(true));

/// Set on a function kept from LLVM's inliner before the optimizer runs.
static constexpr StringLiteral CandidateAttr = "amdcl2-call-candidate";

static cl::opt<unsigned> CallThreshold(
    "amdcl2-call-threshold",
    cl::desc("IR instructions (counting what a function inlines) from which "
             "a function full inlining would copy several times stays a "
             "call (with -amdcl2-calls)"),
    cl::init(1500));

namespace amdcl2 {
namespace {

/// The inputs only a kernel has (ABI section 9): a function reading one
/// cannot be called from a CL2 kernel, which passes none.
bool isKernelInput(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::amdgcn_workitem_id_x:
  case Intrinsic::amdgcn_workitem_id_y:
  case Intrinsic::amdgcn_workitem_id_z:
  case Intrinsic::amdgcn_workgroup_id_x:
  case Intrinsic::amdgcn_workgroup_id_y:
  case Intrinsic::amdgcn_workgroup_id_z:
  case Intrinsic::amdgcn_dispatch_ptr:
  case Intrinsic::amdgcn_queue_ptr:
  case Intrinsic::amdgcn_kernarg_segment_ptr:
  case Intrinsic::amdgcn_implicitarg_ptr:
  case Intrinsic::amdgcn_implicit_buffer_ptr:
  case Intrinsic::amdgcn_dispatch_id:
  case Intrinsic::amdgcn_lds_kernel_id:
  // The apertures, which the kernel sets up (their generic pointer argument
  // already keeps a function from being kept; said here too).
  case Intrinsic::amdgcn_is_shared:
  case Intrinsic::amdgcn_is_private:
    return true;
  default:
    return false;
  }
}

/// A type holding a generic pointer: its address would need the apertures
/// and flat scratch, which only the kernel can set up.
bool holdsGenericPointer(Type *Ty) {
  if (auto *PT = dyn_cast<PointerType>(Ty->getScalarType()))
    return PT->getAddressSpace() == AMDGPUAS::FLAT_ADDRESS;
  return any_of(Ty->subtypes(), holdsGenericPointer);
}

/// An LDS variable, or a constant expression of one: each kernel allocates
/// its own.
bool mentionsLDS(const Value *V) {
  if (auto *GV = dyn_cast<GlobalVariable>(V))
    return GV->getAddressSpace() == AMDGPUAS::LOCAL_ADDRESS;
  auto *CE = dyn_cast<ConstantExpr>(V);
  return CE && any_of(CE->operands(),
                      [](const Use &U) { return mentionsLDS(U.get()); });
}

class Chooser {
public:
  Chooser(Module &M, FunctionAnalysisManager *FAM) : M(M), FAM(FAM) {}
  SetVector<Function *> choose();
  void markCandidates();

private:
  bool isFree(Function &F);
  bool bodyIsFree(Function &F);
  uint64_t inlinedSize(Function &F);
  std::vector<Function *> callersFirst();
  DenseMap<Function *, uint64_t>
  copies(ArrayRef<Function *> Order,
         function_ref<bool(Function &, uint64_t)> Keep);
  bool isCandidate(Function &F, uint64_t Copies);
  void specializePrivateParams(Function &F);

  Module &M;
  FunctionAnalysisManager *FAM;
  /// Before the optimizer: generic pointers are not known yet.
  bool Early = false;
  DenseMap<Function *, bool> Free;
  DenseMap<Function *, uint64_t> Size;
};

/// Defined functions \p F calls directly, one entry per call site.
SmallVector<Function *, 8> definedCallees(Function &F) {
  SmallVector<Function *, 8> Out;
  for (Instruction &I : instructions(F))
    if (auto *CB = dyn_cast<CallBase>(&I))
      if (Function *Callee = CB->getCalledFunction();
          Callee && !Callee->isDeclaration())
        Out.push_back(Callee);
  return Out;
}

bool Chooser::bodyIsFree(Function &F) {
  auto Generic = [&](Type *Ty) { return !Early && holdsGenericPointer(Ty); };
  if (F.isVarArg() || isOpenCLKernel(F) || Generic(F.getReturnType()) ||
      any_of(F.args(), [&](Argument &A) { return Generic(A.getType()); }))
    return false;
  for (Instruction &I : instructions(F)) {
    auto *CB = dyn_cast<CallBase>(&I);
    // A call's callee is a pointer too, of no address space that matters.
    auto Values = CB ? make_range(CB->arg_begin(), CB->arg_end())
                     : make_range(I.op_begin(), I.op_end());
    if (Generic(I.getType()) || any_of(Values, [&](const Use &U) {
          return Generic(U->getType()) || mentionsLDS(U.get());
        }))
      return false;
    if (!CB)
      continue;
    Function *Callee = CB->getCalledFunction();
    if (!Callee || CB->isInlineAsm())
      return false;
    if (Callee->isIntrinsic()) {
      if (isKernelInput(Callee->getIntrinsicID()))
        return false;
      continue;
    }
    // Work-item functions, printf, images: lowered in each kernel.
    if (Callee->isDeclaration() || !isFree(*Callee))
      return false;
  }
  return true;
}

bool Chooser::isFree(Function &F) {
  auto [It, New] = Free.try_emplace(&F, false);
  if (!New)
    return It->second; // a call cycle reads as bound (recursion is refused)
  bool R = bodyIsFree(F);
  Free[&F] = R;
  return R;
}

uint64_t Chooser::inlinedSize(Function &F) {
  if (auto It = Size.find(&F); It != Size.end())
    return It->second;
  Size[&F] = 0; // a cycle adds nothing
  uint64_t N = F.getInstructionCount();
  for (Function *Callee : definedCallees(F))
    N = std::min<uint64_t>(N + inlinedSize(*Callee), uint64_t(1) << 40);
  Size[&F] = N;
  return N;
}

/// Every function the kernels reach, each after all its callers.
std::vector<Function *> Chooser::callersFirst() {
  std::vector<Function *> Post;
  DenseMap<Function *, bool> Seen;
  for (Function &K : M) {
    if (!isOpenCLKernel(K) || K.isDeclaration() || Seen.count(&K))
      continue;
    SmallVector<std::pair<Function *, bool>, 16> Stack = {{&K, false}};
    while (!Stack.empty()) {
      auto [F, Exit] = Stack.pop_back_val();
      if (Exit) {
        Post.push_back(F);
        continue;
      }
      if (!Seen.try_emplace(F, true).second)
        continue;
      Stack.push_back({F, true});
      for (Function *Callee : definedCallees(*F))
        if (!Seen.count(Callee))
          Stack.push_back({Callee, false});
    }
  }
  return {Post.rbegin(), Post.rend()};
}

bool Chooser::isCandidate(Function &F, uint64_t Copies) {
  if (isOpenCLKernel(F) || Copies < 2 ||
      F.hasFnAttribute(Attribute::AlwaysInline))
    return false;
  // Unoptimized code is several times the size of what the optimizer makes
  // of it; a function kept from the inliner stays a candidate.
  uint64_t Threshold = Early ? 4 * uint64_t(CallThreshold) : CallThreshold;
  return F.hasFnAttribute(CandidateAttr) || inlinedSize(F) >= Threshold;
}

/// How many copies of each function of \p Order (callers first) full
/// inlining makes: one per call site in a kernel or a kept function, the
/// caller's count per call site in a function inlined itself. \p Keep says,
/// from a function and its count, whether it is kept.
DenseMap<Function *, uint64_t>
Chooser::copies(ArrayRef<Function *> Order,
                function_ref<bool(Function &, uint64_t)> Keep) {
  DenseMap<Function *, uint64_t> Copies;
  for (Function *F : Order) {
    uint64_t N = isOpenCLKernel(*F) ? 1 : Copies.lookup(F);
    uint64_t Each = Keep(*F, N) ? 1 : N;
    for (Function *Callee : definedCallees(*F))
      Copies[Callee] = std::min<uint64_t>(Copies[Callee] + Each, 1u << 30);
  }
  return Copies;
}

/// A generic pointer parameter every call gives a private pointer becomes a
/// private one (OpenCL C 2.0 makes `u32 *w` generic; the kernels pass their
/// private arrays): a clone takes the private pointers and infers the
/// address spaces of what it derives from them, so that its own calls pass
/// private pointers in turn. A generic pointer would need flat scratch,
/// which only the kernel can set up.
void Chooser::specializePrivateParams(Function &F) {
  SmallVector<CallBase *, 4> Calls;
  for (User *U : F.users()) {
    auto *CB = dyn_cast<CallBase>(U);
    if (!CB || CB->getCalledOperand() != &F)
      return;
    Calls.push_back(CB);
  }
  auto IsGeneric = [](const Argument &A) {
    return A.getType()->isPointerTy() &&
           A.getType()->getPointerAddressSpace() == AMDGPUAS::FLAT_ADDRESS;
  };
  auto PrivateSource = [](Value *V) -> Value * {
    auto *ASC = dyn_cast<AddrSpaceCastOperator>(V);
    return ASC && ASC->getSrcAddressSpace() == AMDGPUAS::PRIVATE_ADDRESS
               ? ASC->getPointerOperand()
               : nullptr;
  };
  SmallVector<unsigned, 8> Params;
  for (Argument &A : F.args())
    if (IsGeneric(A)) {
      if (!all_of(Calls, [&](CallBase *CB) {
            return PrivateSource(CB->getArgOperand(A.getArgNo()));
          }))
        return;
      Params.push_back(A.getArgNo());
    }
  if (Params.empty() || Calls.empty())
    return;
  SmallVector<Type *, 8> Types(F.getFunctionType()->params());
  Type *Private = PointerType::get(F.getContext(), AMDGPUAS::PRIVATE_ADDRESS);
  for (unsigned I : Params)
    Types[I] = Private;
  Function *NF = Function::Create(
      FunctionType::get(F.getReturnType(), Types, false), F.getLinkage(),
      F.getAddressSpace(), F.getName() + ".private", &M);
  NF->copyAttributesFrom(&F);
  NF->setSubprogram(F.getSubprogram());
  F.setSubprogram(nullptr);
  NF->splice(NF->begin(), &F);
  IRBuilder<> B(&*NF->getEntryBlock().getFirstInsertionPt());
  for (Argument &A : F.args()) {
    Argument *New = NF->getArg(A.getArgNo());
    New->takeName(&A);
    if (New->getType() == A.getType()) {
      A.replaceAllUsesWith(New);
      continue;
    }
    A.replaceAllUsesWith(B.CreateAddrSpaceCast(New, A.getType()));
  }
  for (CallBase *CB : Calls) {
    FAM->clear(*CB->getFunction(), CB->getFunction()->getName());
    SmallVector<Value *, 8> Args(CB->args());
    SmallVector<Value *, 8> Dropped;
    for (unsigned I : Params) {
      Dropped.push_back(Args[I]);
      Args[I] = PrivateSource(Args[I]);
    }
    CallInst *New = CallInst::Create(NF, Args, "", CB->getIterator());
    New->setCallingConv(CB->getCallingConv());
    New->setAttributes(CB->getAttributes());
    New->setDebugLoc(CB->getDebugLoc());
    New->takeName(CB);
    CB->replaceAllUsesWith(New);
    CB->eraseFromParent();
    // The caller's casts to generic, now unused, would read as generic
    // pointers in it.
    for (Value *V : Dropped)
      if (auto *C = dyn_cast<AddrSpaceCastInst>(V); C && C->use_empty())
        C->eraseFromParent();
  }
  FAM->clear(F, F.getName());
  F.eraseFromParent();
  InferAddressSpacesPass(AMDGPUAS::FLAT_ADDRESS).run(*NF, *FAM);
  // The pass leaves the parameters' casts, unused.
  for (Argument &A : NF->args())
    for (User *U : make_early_inc_range(A.users()))
      if (auto *C = dyn_cast<AddrSpaceCastInst>(U); C && C->use_empty())
        C->eraseFromParent();
  FAM->clear(*NF, NF->getName());
}

/// Before LLVM's inliner: keeps the functions that would be kept later from
/// being inlined by it (LLVM inlines a large function whose library calls
/// are linked, cheap ones; clang-22 with unlinked ones keeps it).
void Chooser::markCandidates() {
  Early = true;
  std::vector<Function *> Order = callersFirst();
  DenseMap<Function *, uint64_t> Copies =
      copies(Order, [&](Function &F, uint64_t N) { return isCandidate(F, N); });
  for (Function *F : Order)
    if (isCandidate(*F, Copies.lookup(F)) && isFree(*F)) {
      F->addFnAttr(Attribute::NoInline);
      F->removeFnAttr(Attribute::InlineHint);
      F->addFnAttr(CandidateAttr);
    }
}

SetVector<Function *> Chooser::choose() {
  // Generic parameters first, callers before callees, so that a caller's
  // calls pass private pointers before its callees are looked at; every
  // candidate counts as kept. A specialized function is replaced by its
  // clone.
  std::vector<Function *> Order = callersFirst();
  DenseMap<Function *, uint64_t> Copies =
      copies(Order, [&](Function &F, uint64_t N) { return isCandidate(F, N); });
  for (Function *F : Order)
    if (isCandidate(*F, Copies.lookup(F)))
      specializePrivateParams(*F);
  // The same count over the specialized functions, with those kept.
  Size.clear();
  SetVector<Function *> Kept;
  copies(callersFirst(), [&](Function &F, uint64_t N) {
    if (isCandidate(F, N) && isFree(F))
      Kept.insert(&F);
    return Kept.contains(&F);
  });
  return Kept;
}

} // namespace

SetVector<Function *> chooseKeptCallees(Module &M,
                                        FunctionAnalysisManager &FAM) {
  if (!KeepCalls)
    return {};
  return Chooser(M, &FAM).choose();
}

PreservedAnalyses AMDCL2KeepCallsPass::run(Module &M, ModuleAnalysisManager &) {
  if (!KeepCalls)
    return PreservedAnalyses::all();
  Chooser(M, nullptr).markCandidates();
  return PreservedAnalyses::none();
}

void markKeptCallee(Function &F) {
  F.removeFnAttr(CandidateAttr);
  F.setLinkage(GlobalValue::InternalLinkage);
  F.removeFnAttr(Attribute::AlwaysInline);
  F.addFnAttr(Attribute::NoInline);
  // The kernel passes nothing implicit: every such input is off.
  for (StringRef A : NeverPassedInputs)
    F.addFnAttr(A);
  for (StringRef A : FlaggedInputs)
    F.addFnAttr(A);
  for (StringRef A : PerDimensionInputs)
    for (char Dim : {'x', 'y', 'z'})
      F.addFnAttr((A + Twine(Dim)).str());
  // The budget of registers of a kernel of at most 256 work-items.
  F.addFnAttr("amdgpu-flat-work-group-size", "1,256");
}

} // namespace amdcl2
