//===- LowerEnqueue.cpp - Block kernels and device-side enqueue -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Clang makes each enqueued block a kernel taking its block literal by
/// value (`<{ i32 size, i32 align, ptr invoke, captures... }>`, captures
/// sorted by alignment) and calls `__enqueue_kernel_*` with a runtime handle
/// of it. AMD's compiler instead gives the block kernel the captures one by
/// one, in the order the block names them, at their natural offsets with a
/// one-byte `padN` argument per padding byte, and the enqueuer copies them
/// into the child's argument area after the six setup arguments. That order
/// is the order of clang's stores into the literal (clang initializes the
/// captures in BlockDecl order), which is why this pass runs on clang's
/// unoptimized IR.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Transforms/LowerEnqueue.h"
#include "BlockContext.h"
#include "amdcl2/ABI/DiagnosticCapture.h"
#include "amdcl2/ABI/KernelRules.h"
#include "amdcl2/ABI/ProgramChecks.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/ModuleUtils.h"

using namespace llvm;

namespace amdcl2 {
namespace {

/// The clang builtins an enqueue or a block query is a call of, with the
/// positions of their operands (-1: not taken).
struct EnqueueForm {
  StringLiteral Name;
  int Queue, Flags, NDRange, NumEvents, Events, RetEvent, Handle, NumLocals,
      LocalSizes;
};

constexpr EnqueueForm EnqueueForms[] = {
    {"__enqueue_kernel_basic", 0, 1, 2, -1, -1, -1, 3, -1, -1},
    {"__enqueue_kernel_varargs", 0, 1, 2, -1, -1, -1, 3, 5, 6},
    {"__enqueue_kernel_basic_events", 0, 1, 2, 3, 4, 5, 6, -1, -1},
    {"__enqueue_kernel_events_varargs", 0, 1, 2, 3, 4, 5, 6, 8, 9},
};

/// Block queries with an answer for every kernel, and those whose answer
/// depends on the ndrange (its operand 0).
constexpr std::pair<StringLiteral, unsigned> ConstantQueries[] = {
    {"__get_kernel_work_group_size_impl", 256},
    {"__get_kernel_preferred_work_group_size_multiple_impl", 64}};
constexpr std::pair<StringLiteral, StringLiteral> NDRangeQueries[] = {
    {"__get_kernel_max_sub_group_size_for_ndrange_impl",
     "__amdcl2_kernel_max_sub_group_size"},
    {"__get_kernel_sub_group_count_for_ndrange_impl",
     "__amdcl2_kernel_sub_group_count"}};

constexpr int CLKDeviceQueueFull = -161;

class EnqueueLowering {
public:
  explicit EnqueueLowering(Module &M)
      : M(M), Ctx(M.getContext()), DL(M.getDataLayout()) {}
  bool run();

private:
  void collectBlocks();
  void buildBlockKernels();
  void assignIndices();
  void lowerCalls();
  void lowerEnqueue(CallBase &CB, const EnqueueForm &F, BlockKernel &BK);
  void removeClangKernels();
  FunctionCallee builtin(StringRef Name, Type *Ret, ArrayRef<Type *> Params);
  BlockKernel *blockOf(const Value *Handle);
  bool isClangBlockKernel(const Function &F) const {
    return llvm::any_of(Blocks,
                        [&](const BlockKernel &B) { return B.Clang == &F; });
  }
  void error(const Instruction &At, const Twine &Msg) {
    Ctx.diagnose(
        DiagnosticInfoUnsupported(*At.getFunction(), Msg, At.getDebugLoc()));
    Failed = true;
  }

  Module &M;
  LLVMContext &Ctx;
  const DataLayout &DL;
  std::vector<BlockKernel> Blocks;
  bool Failed = false;
};
} // namespace

BlockKernel *EnqueueLowering::blockOf(const Value *Handle) {
  const Value *H = Handle->stripPointerCasts();
  for (BlockKernel &BK : Blocks)
    if (BK.Handle == H)
      return &BK;
  return nullptr;
}

void EnqueueLowering::collectBlocks() {
  for (Function &F : M) {
    if (F.getCallingConv() != CallingConv::AMDGPU_KERNEL || F.isDeclaration())
      continue;
    MDNode *Assoc = F.getMetadata(LLVMContext::MD_associated);
    if (!Assoc || Assoc->getNumOperands() != 1)
      continue;
    auto *Handle =
        mdconst::dyn_extract_or_null<GlobalVariable>(Assoc->getOperand(0));
    if (!Handle || Handle->getSection() != ".amdgpu.kernel.runtime.handle")
      continue;
    BlockKernel BK;
    BK.Clang = &F;
    BK.Handle = Handle;
    Blocks.push_back(std::move(BK));
  }
  // The calls that name each block, in module order.
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        for (Value *Op : CB->args())
          if (BlockKernel *BK = blockOf(Op)) {
            BK->Sites.push_back(CB);
            break;
          }
}

/// The function that defines a block and the block's number in it, from
/// clang's name for its kernel, `__<function>_block_invoke[_N]_kernel`.
static std::pair<StringRef, unsigned> blockOrigin(StringRef ClangKernel) {
  StringRef S = ClangKernel;
  S.consume_back("_kernel");
  S.consume_front("__");
  size_t At = S.rfind("_block_invoke");
  if (At == StringRef::npos)
    return {S, 0};
  StringRef Number = S.drop_front(At + StringRef("_block_invoke").size());
  unsigned N = 1;
  if (Number.consume_front("_") && Number.getAsInteger(10, N))
    N = 0;
  return {S.take_front(At), N};
}

void EnqueueLowering::buildBlockKernels() {
  const Function *First = nullptr;
  for (Function &F : M)
    if (isOpenCLKernel(F) && !isClangBlockKernel(F)) {
      First = &F;
      break;
    }
  // Blocks nested in blocks are the defining function's too (clang numbers
  // all of a function's blocks in source order).
  llvm::stable_sort(Blocks, [](const BlockKernel &A, const BlockKernel &B) {
    return blockOrigin(A.Clang->getName()) < blockOrigin(B.Clang->getName());
  });
  DenseMap<Function *, Function *> LastPlaced;
  for (BlockKernel &BK : Blocks) {
    if (Error E = layoutBlockContext(BK, DL, First)) {
      const Instruction &At = BK.Sites.empty()
                                  ? *BK.Clang->getEntryBlock().begin()
                                  : *BK.Sites.front();
      error(At, toString(std::move(E)));
      continue;
    }
    // AMD lists a block kernel after the function that defines the block,
    // in source order: after the blocks placed there before it.
    Function *Parent = M.getFunction(blockOrigin(BK.Clang->getName()).first);
    if (!Parent || Parent->isDeclaration())
      Parent = BK.Sites.empty() ? BK.Clang : BK.Sites.front()->getFunction();
    Function *&After = LastPlaced.try_emplace(Parent, Parent).first->second;
    BK.AMD = createBlockKernel(BK, M);
    BK.AMD->removeFromParent();
    M.getFunctionList().insertAfter(After->getIterator(), BK.AMD);
    After = BK.AMD;
  }
}

void EnqueueLowering::assignIndices() {
  // The program's kernels are these, clang's block kernels replaced.
  std::vector<Function *> Kernels;
  std::vector<std::string> Names;
  for (Function &F : M)
    if (isOpenCLKernel(F) && !isClangBlockKernel(F)) {
      Kernels.push_back(&F);
      Names.push_back(F.getName().str());
    }
  std::vector<unsigned> Index = kernelIndices(Names);
  for (BlockKernel &BK : Blocks) {
    auto It = llvm::find(Kernels, BK.AMD);
    if (It == Kernels.end())
      continue;
    BK.Index = Index[It - Kernels.begin()];
    BK.AMD->setMetadata(
        MDKernelIndexName,
        MDNode::get(Ctx, ConstantAsMetadata::get(ConstantInt::get(
                             Type::getInt32Ty(Ctx), BK.Index))));
  }
}

FunctionCallee EnqueueLowering::builtin(StringRef Name, Type *Ret,
                                        ArrayRef<Type *> Params) {
  return M.getOrInsertFunction(Name, FunctionType::get(Ret, Params, false));
}

/// A generic pointer to what \p V points at (the builtins take generic
/// pointers; clang passes the ndrange and the local sizes in private memory).
static Value *generic(IRBuilderBase &B, Value *V) {
  Type *Flat = B.getPtrTy();
  return V->getType() == Flat ? V : B.CreateAddrSpaceCast(V, Flat);
}

void EnqueueLowering::lowerEnqueue(CallBase &CB, const EnqueueForm &F,
                                   BlockKernel &BK) {
  IRBuilder<> B(&CB);
  Type *I32 = B.getInt32Ty(), *Ptr = B.getPtrTy();
  Type *GPtr = B.getPtrTy(1);
  auto Op = [&](int I) { return CB.getArgOperand(I); };
  Value *Q = Op(F.Queue), *ND = generic(B, Op(F.NDRange));
  Value *NumEvents = F.NumEvents < 0 ? B.getInt32(0) : Op(F.NumEvents);
  Value *Events = F.Events < 0 ? ConstantPointerNull::get(B.getPtrTy())
                               : generic(B, Op(F.Events));
  Value *Ret = F.RetEvent < 0 ? ConstantPointerNull::get(B.getPtrTy())
                              : generic(B, Op(F.RetEvent));
  Value *NumLocals = F.NumLocals < 0 ? B.getInt32(0) : Op(F.NumLocals);
  Value *Sizes = F.LocalSizes < 0 ? ConstantPointerNull::get(B.getPtrTy())
                                  : generic(B, Op(F.LocalSizes));
  Value *Literal = Op(F.Handle + 1);

  Value *Err = B.CreateCall(
      builtin("__amdcl2_enqueue_check", I32, {GPtr, I32, Ptr, I32}),
      {Q, B.getInt32(BK.ArgBytes), ND, NumEvents});
  BasicBlock *Head = B.GetInsertBlock();
  Instruction *CheckedT =
      SplitBlockAndInsertIfThen(B.CreateICmpEQ(Err, B.getInt32(0)), &CB,
                                /*Unreachable=*/false);
  B.SetInsertPoint(CheckedT);
  Value *Wrap =
      B.CreateCall(builtin("__amdcl2_enqueue_reserve", GPtr, {GPtr}), {Q});
  BasicBlock *Checked = B.GetInsertBlock();
  Instruction *ReservedT = SplitBlockAndInsertIfThen(
      B.CreateIsNotNull(Wrap), CheckedT, /*Unreachable=*/false);
  B.SetInsertPoint(ReservedT);
  Value *Args =
      B.CreateCall(builtin("__amdcl2_enqueue_args", GPtr, {GPtr}), {Wrap});
  copyCaptures(B, BK, Literal, Args);
  Value *Committed = B.CreateCall(
      builtin("__amdcl2_enqueue_commit", I32,
              {GPtr, GPtr, I32, Ptr, I32, I32, I32, Ptr, I32, Ptr, Ptr}),
      {Q, Wrap, Op(F.Flags), ND, B.getInt32(BK.Index),
       B.getInt32(BK.LocalsOffset), NumLocals, Sizes, NumEvents, Events, Ret});
  BasicBlock *Reserved = B.GetInsertBlock();

  B.SetInsertPoint(CheckedT);
  PHINode *Inner = B.CreatePHI(I32, 2);
  Inner->addIncoming(B.getInt32(CLKDeviceQueueFull), Checked);
  Inner->addIncoming(Committed, Reserved);
  B.SetInsertPoint(&CB);
  PHINode *Result = B.CreatePHI(I32, 2);
  Result->addIncoming(Err, Head);
  Result->addIncoming(Inner, Inner->getParent());
  CB.replaceAllUsesWith(Result);
  CB.eraseFromParent();
}

void EnqueueLowering::lowerCalls() {
  for (BlockKernel &BK : Blocks) {
    dropInvokePointerStores(BK, DL);
    for (CallBase *CB : BK.Sites) {
      StringRef Callee =
          CB->getCalledFunction() ? CB->getCalledFunction()->getName() : "";
      if (const auto *F = llvm::find_if(
              EnqueueForms,
              [&](const EnqueueForm &E) { return E.Name == Callee; });
          F != std::end(EnqueueForms)) {
        if (BK.AMD)
          lowerEnqueue(*CB, *F, BK);
        continue;
      }
      IRBuilder<> B(CB);
      Value *V = nullptr;
      for (auto [Name, Answer] : ConstantQueries)
        if (Callee == Name)
          V = B.getInt32(Answer);
      for (auto [Name, Impl] : NDRangeQueries)
        if (Callee == Name)
          V = B.CreateCall(builtin(Impl, B.getInt32Ty(), {B.getPtrTy()}),
                           {generic(B, CB->getArgOperand(0))});
      if (!V) {
        error(*CB, "a block is used in a way amdcl2 does not support (in a "
                   "call to '" +
                       Callee + "')");
        continue;
      }
      CB->replaceAllUsesWith(V);
      CB->eraseFromParent();
    }
    BK.Sites.clear();
  }
}

void EnqueueLowering::removeClangKernels() {
  SmallPtrSet<Constant *, 8> Gone;
  for (BlockKernel &BK : Blocks) {
    Gone.insert(BK.Clang);
    Gone.insert(BK.Handle);
  }
  removeFromUsedLists(M, [&](Constant *C) { return Gone.count(C) != 0; });
  for (BlockKernel &BK : Blocks) {
    BK.Handle->replaceAllUsesWith(PoisonValue::get(BK.Handle->getType()));
    BK.Handle->eraseFromParent();
    if (BK.AMD) {
      BK.Clang->eraseFromParent();
    } else {
      // Not rebuilt (an error was reported): left as clang made it, but no
      // longer a kernel the program would write.
      BK.Clang->setCallingConv(CallingConv::C);
      BK.Clang->deleteBody();
    }
  }
}

bool EnqueueLowering::run() {
  collectBlocks();
  if (Blocks.empty())
    return false;
  buildBlockKernels();
  assignIndices();
  lowerCalls();
  removeClangKernels();
  return true;
}

Error lowerDeviceEnqueue(Module &M) {
  DiagnosticCapture Diags(M.getContext());
  EnqueueLowering(M).run();
  return Diags.takeError();
}

PreservedAnalyses AMDCL2LowerEnqueuePass::run(Module &M,
                                              ModuleAnalysisManager &) {
  return EnqueueLowering(M).run() ? PreservedAnalyses::none()
                                  : PreservedAnalyses::all();
}

} // namespace amdcl2
