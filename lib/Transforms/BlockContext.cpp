//===- BlockContext.cpp - AMD's argument list of a block kernel -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "BlockContext.h"
#include "amdcl2/ABI/ArgLayout.h"
#include "amdcl2/ABI/KernelCodec.h"
#include "amdcl2/ABI/KernelRules.h"
#include "amdcl2/Transforms/LowerEnqueue.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/AMDGPUAddrSpace.h"

using namespace llvm;

namespace amdcl2 {

static Error failure(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// The first fields of a block literal: size, alignment, invoke function.
static constexpr unsigned LiteralHeaderFields = 3;

/// \p P with casts and constant GEPs stripped; their offset added to \p Off.
static const Value *stripOffsets(const Value *P, const DataLayout &DL,
                                 uint64_t &Off) {
  for (;;) {
    if (auto *GEP = dyn_cast<GEPOperator>(P)) {
      APInt A(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
      if (!GEP->accumulateConstantOffset(DL, A))
        return P;
      Off += A.getZExtValue();
      P = GEP->getPointerOperand();
    } else if (auto *Op = dyn_cast<Operator>(P);
               Op && (Op->getOpcode() == Instruction::AddrSpaceCast ||
                      Op->getOpcode() == Instruction::BitCast)) {
      P = Op->getOperand(0);
    } else {
      return P;
    }
  }
}

/// The block literal a call naming the block passes (the operand after the
/// runtime handle).
static const Value *literalOf(const CallBase &CB, const GlobalVariable *H) {
  for (unsigned I = 0; I + 1 < CB.arg_size(); ++I)
    if (CB.getArgOperand(I)->stripPointerCasts() == H)
      return CB.getArgOperand(I + 1);
  return nullptr;
}

static bool isClangPadding(Type *Ty) {
  auto *AT = dyn_cast<ArrayType>(Ty);
  return AT && AT->getElementType()->isIntegerTy(8);
}

/// The capture fields of the literal in the order clang stores them, which
/// is the block's capture order; fields never stored come last.
static std::vector<unsigned> captureOrder(const BlockKernel &BK,
                                          const DataLayout &DL) {
  const StructLayout *SL = DL.getStructLayout(BK.Literal);
  std::vector<unsigned> Order;
  SmallSet<unsigned, 16> Seen;
  auto Note = [&](uint64_t Off) {
    if (Off >= SL->getSizeInBytes())
      return;
    unsigned E = SL->getElementContainingOffset(Off);
    if (E >= LiteralHeaderFields && Seen.insert(E).second)
      Order.push_back(E);
  };
  const Value *Literal = nullptr;
  for (const CallBase *CB : BK.Sites) {
    uint64_t Unused = 0;
    if (const Value *L = literalOf(*CB, BK.Handle))
      if (isa<AllocaInst>(stripOffsets(L, DL, Unused))) {
        Literal = stripOffsets(L, DL, Unused);
        break;
      }
  }
  if (Literal)
    for (const Instruction &I :
         instructions(*cast<AllocaInst>(Literal)->getFunction())) {
      const Value *Dest = nullptr;
      if (auto *SI = dyn_cast<StoreInst>(&I))
        Dest = SI->getPointerOperand();
      else if (auto *MI = dyn_cast<MemIntrinsic>(&I))
        Dest = MI->getDest();
      uint64_t Off = 0;
      if (Dest && stripOffsets(Dest, DL, Off) == Literal)
        Note(Off);
    }
  for (unsigned E = LiteralHeaderFields; E < BK.Literal->getNumElements(); ++E)
    if (!isClangPadding(BK.Literal->getElementType(E)) && Seen.insert(E).second)
      Order.push_back(E);
  return Order;
}

void dropInvokePointerStores(const BlockKernel &BK, const DataLayout &DL) {
  // Several calls may name one literal: each store is found once.
  SmallSetVector<const AllocaInst *, 4> Literals;
  for (const CallBase *CB : BK.Sites) {
    uint64_t Unused = 0;
    if (const Value *L = literalOf(*CB, BK.Handle))
      if (auto *A = dyn_cast<AllocaInst>(stripOffsets(L, DL, Unused)))
        Literals.insert(A);
  }
  SmallSetVector<StoreInst *, 4> Dead;
  for (const AllocaInst *A : Literals)
    for (Instruction &I :
         instructions(*const_cast<Function *>(A->getFunction())))
      if (auto *SI = dyn_cast<StoreInst>(&I)) {
        uint64_t Off = 0;
        if (isa<Function>(SI->getValueOperand()) &&
            stripOffsets(SI->getPointerOperand(), DL, Off) == A)
          Dead.insert(SI);
      }
  for (StoreInst *SI : Dead)
    SI->eraseFromParent();
}

/// Scalars, vectors and pointers of \p Ty at offset \p Off, in order.
static void flatten(Type *Ty, uint64_t Off, const DataLayout &DL,
                    std::vector<std::pair<Type *, uint64_t>> &Out) {
  if (auto *ST = dyn_cast<StructType>(Ty)) {
    const StructLayout *SL = DL.getStructLayout(ST);
    for (unsigned I = 0; I < ST->getNumElements(); ++I)
      if (!isClangPadding(ST->getElementType(I)))
        flatten(ST->getElementType(I), Off + SL->getElementOffset(I), DL, Out);
    return;
  }
  if (auto *AT = dyn_cast<ArrayType>(Ty)) {
    uint64_t Size = DL.getTypeAllocSize(AT->getElementType());
    for (uint64_t I = 0; I < AT->getNumElements(); ++I)
      flatten(AT->getElementType(), Off + I * Size, DL, Out);
    return;
  }
  Out.push_back({Ty, Off});
}

/// The OpenCL C name of a scalar or vector type as AMD names a context
/// field of it (signless: "int", not "uint"); pointers are "int*".
static std::string defaultTypeName(Type *Ty) {
  if (Ty->isPointerTy())
    return "int*";
  Type *E = Ty->getScalarType();
  std::string S = E->isHalfTy()        ? "half"
                  : E->isFloatTy()     ? "float"
                  : E->isDoubleTy()    ? "double"
                  : E->isIntegerTy(16) ? "short"
                  : E->isIntegerTy(32) ? "int"
                  : E->isIntegerTy(64) ? "long"
                                       : "char";
  if (auto *VT = dyn_cast<FixedVectorType>(Ty))
    S += std::to_string(VT->getNumElements());
  return S;
}

static unsigned openCLAddrSpace(Type *Ty) {
  switch (Ty->getPointerAddressSpace()) {
  case AMDGPUAS::LOCAL_ADDRESS:
    return 3;
  case AMDGPUAS::CONSTANT_ADDRESS:
    return 2;
  case AMDGPUAS::PRIVATE_ADDRESS:
    return 0;
  case AMDGPUAS::FLAT_ADDRESS:
    return 4;
  default:
    return 1;
  }
}

static StringRef mdString(const Function *F, StringRef Kind, unsigned I) {
  MDNode *N = F ? F->getMetadata(Kind) : nullptr;
  if (!N || I >= N->getNumOperands())
    return "";
  auto *S = dyn_cast<MDString>(N->getOperand(I));
  return S ? S->getString() : "";
}

/// True if the first kernel's argument type \p Base may stand for a field
/// of type \p Ty: both pointers, or both integer (or both floating-point)
/// values of one size.
static bool sameKind(Type *Ty, StringRef Base, const DataLayout &DL) {
  bool BasePtr = Base.ends_with("*");
  if (Ty->isPointerTy() || BasePtr)
    return Ty->isPointerTy() && BasePtr;
  bool BaseFP = Base.starts_with("float") || Base.starts_with("double") ||
                Base.starts_with("half");
  return !Base.empty() && BaseFP == Ty->getScalarType()->isFloatingPointTy() &&
         builtinTypeSize(Base) == DL.getTypeAllocSize(Ty);
}

/// Names and types of the argument at user position \p Pos.
static void nameArg(BlockArg &A, unsigned Pos, const Function *First,
                    const DataLayout &DL) {
  A.TypeName = mdString(First, "kernel_arg_type", Pos).str();
  StringRef FirstBase = mdString(First, "kernel_arg_base_type", Pos);
  A.BaseType = A.Kind == BlockArg::Pad         ? "char"
               : sameKind(A.Ty, FirstBase, DL) ? FirstBase.str()
                                               : defaultTypeName(A.Ty);
  A.AddrSpace = A.Ty->isPointerTy() ? openCLAddrSpace(A.Ty) : 0;
}

/// The front end's pointee alignment of each capture, if it has one for
/// each of the \p N captures found in the IR.
static std::vector<unsigned> captureAligns(const Function &F, size_t N) {
  std::vector<unsigned> Aligns(N, 0);
  MDNode *MD = F.getMetadata(MDCapturePointeeAlignName);
  if (!MD || MD->getNumOperands() != N)
    return Aligns;
  for (unsigned I = 0; I < N; ++I)
    if (auto *C = mdconst::dyn_extract<ConstantInt>(MD->getOperand(I)))
      Aligns[I] = C->getZExtValue();
  return Aligns;
}

Error layoutBlockContext(BlockKernel &BK, const DataLayout &DL,
                         const Function *First) {
  Function &F = *BK.Clang;
  BK.Literal =
      F.arg_empty() ? nullptr : dyn_cast<StructType>(F.getArg(0)->getType());
  if (!BK.Literal || BK.Literal->getNumElements() < LiteralHeaderFields)
    return failure("block kernel '" + F.getName() +
                   "' does not take a block literal");
  const StructLayout *SL = DL.getStructLayout(BK.Literal);
  uint64_t Cursor = 0;
  unsigned Fields = 0;
  auto Push = [&](BlockArg A) {
    nameArg(A, BK.Args.size(), First, DL);
    BK.Args.push_back(std::move(A));
  };
  std::vector<unsigned> Order = captureOrder(BK, DL);
  std::vector<unsigned> Aligns = captureAligns(F, Order.size());
  // Each capture at its natural place in the context struct, then its
  // members (the context is a C struct of the captures).
  for (auto [Cap, E] : enumerate(Order)) {
    Type *CapTy = BK.Literal->getElementType(E);
    uint64_t Start = alignTo(Cursor, DL.getABITypeAlign(CapTy));
    std::vector<std::pair<Type *, uint64_t>> Leaves;
    flatten(CapTy, 0, DL, Leaves);
    for (auto [Ty, Rel] : Leaves) {
      for (; Cursor < Start + Rel; ++Cursor) {
        BlockArg P;
        P.Ty = Type::getInt8Ty(F.getContext());
        P.Offset = Cursor;
        P.Kind = BlockArg::Pad;
        P.Name = "pad" + std::to_string(BK.Args.size());
        Push(std::move(P));
      }
      BlockArg A;
      A.Ty = Ty;
      A.LiteralOffset = SL->getElementOffset(E) + Rel;
      A.Offset = Start + Rel;
      A.Name = "ctx_struct_fld_" + std::to_string(Fields++);
      if (Leaves.size() == 1)
        A.PointeeAlign = Aligns[Cap];
      Cursor = A.Offset + DL.getTypeAllocSize(Ty);
      Push(std::move(A));
    }
  }
  unsigned Slot = DL.getPointerSize(AMDGPUAS::GLOBAL_ADDRESS);
  BK.ContextOffset = hiddenArgOffset(NumHiddenArgs, Slot == 8);
  Cursor = alignTo(Cursor, Slot);
  BK.LocalsOffset = BK.ContextOffset + Cursor;
  for (unsigned I = 1; I < F.arg_size(); ++I) {
    Type *Ty = F.getArg(I)->getType();
    if (!Ty->isPointerTy() ||
        Ty->getPointerAddressSpace() != AMDGPUAS::LOCAL_ADDRESS)
      return failure("block kernel '" + F.getName() + "' parameter " +
                     Twine(I) + " is not a local pointer");
    BlockArg A;
    A.Ty = Ty;
    A.Offset = Cursor;
    A.Kind = BlockArg::Local;
    A.Name = "local_arg_" + std::to_string(I - 1);
    Push(std::move(A));
    BK.Args.back().TypeName = mdString(&F, "kernel_arg_type", I).str();
    BK.Args.back().BaseType = BK.Args.back().TypeName;
    Cursor += Slot;
  }
  BK.ArgBytes = Cursor;
  return Error::success();
}

static std::string amdBlockName(StringRef ClangName) {
  ClangName.consume_back("_kernel");
  return (BlockKernelPrefix + ClangName).str();
}

/// The OpenCL argument metadata of the AMD block kernel.
static void setArgMetadata(Function &NF, const BlockKernel &BK) {
  LLVMContext &C = NF.getContext();
  SmallVector<Metadata *, 16> AS, Access, Types, Base, Qual, Name, Offsets,
      Aligns;
  auto Int = [&](uint64_t V) {
    return ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(C), V));
  };
  for (const BlockArg &A : BK.Args) {
    AS.push_back(Int(A.AddrSpace));
    Access.push_back(MDString::get(C, "none"));
    Types.push_back(MDString::get(C, A.TypeName));
    Base.push_back(MDString::get(C, A.BaseType));
    Qual.push_back(MDString::get(C, ""));
    Name.push_back(MDString::get(C, A.Name));
    Offsets.push_back(Int(BK.ContextOffset + A.Offset));
    Aligns.push_back(Int(A.PointeeAlign));
  }
  NF.setMetadata("kernel_arg_addr_space", MDNode::get(C, AS));
  NF.setMetadata("kernel_arg_access_qual", MDNode::get(C, Access));
  NF.setMetadata("kernel_arg_type", MDNode::get(C, Types));
  NF.setMetadata("kernel_arg_base_type", MDNode::get(C, Base));
  NF.setMetadata("kernel_arg_type_qual", MDNode::get(C, Qual));
  NF.setMetadata("kernel_arg_name", MDNode::get(C, Name));
  NF.setMetadata(MDBlockOffsetsName, MDNode::get(C, Offsets));
  NF.setMetadata(MDArgPointeeAlignName, MDNode::get(C, Aligns));
}

Function *createBlockKernel(BlockKernel &BK, Module &M) {
  Function &Old = *BK.Clang;
  SmallVector<Type *, 16> Params;
  for (const BlockArg &A : BK.Args)
    Params.push_back(A.Ty);
  auto *FTy = FunctionType::get(Old.getReturnType(), Params, false);
  Function *NF =
      Function::Create(FTy, GlobalValue::ExternalLinkage, Old.getAddressSpace(),
                       amdBlockName(Old.getName()), &M);
  NF->setCallingConv(CallingConv::AMDGPU_KERNEL);
  NF->setVisibility(GlobalValue::ProtectedVisibility);
  NF->setAttributes(AttributeList::get(
      M.getContext(), Old.getAttributes().getFnAttrs(), {}, {}));
  if (DISubprogram *SP = Old.getSubprogram()) {
    Old.setSubprogram(nullptr);
    NF->setSubprogram(SP);
  }
  setArgMetadata(*NF, BK);
  NF->splice(NF->begin(), &Old);

  // The body reads the literal it was given: rebuild it from the fields.
  IRBuilder<> B(&*NF->getEntryBlock().getFirstInsertionPt());
  const DataLayout &DL = M.getDataLayout();
  AllocaInst *Lit = B.CreateAlloca(BK.Literal, DL.getAllocaAddrSpace());
  B.CreateStore(Constant::getNullValue(BK.Literal), Lit);
  unsigned Local = 1;
  for (auto [I, A] : enumerate(BK.Args)) {
    Argument *P = NF->getArg(I);
    P->setName(A.Name);
    if (A.Kind == BlockArg::Capture)
      B.CreateAlignedStore(
          P, B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Lit, A.LiteralOffset),
          Align(1));
    else if (A.Kind == BlockArg::Local)
      Old.getArg(Local++)->replaceAllUsesWith(P);
  }
  Old.getArg(0)->replaceAllUsesWith(B.CreateLoad(BK.Literal, Lit));
  return NF;
}

void copyCaptures(IRBuilderBase &B, const BlockKernel &BK, Value *Literal,
                  Value *Args) {
  const DataLayout &DL = B.GetInsertBlock()->getModule()->getDataLayout();
  for (const BlockArg &A : BK.Args) {
    if (A.Kind != BlockArg::Capture)
      continue;
    Align FieldAlign = DL.getABITypeAlign(A.Ty);
    Value *Src =
        B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Literal, A.LiteralOffset);
    Value *V = B.CreateAlignedLoad(
        A.Ty, Src,
        std::min(FieldAlign, commonAlignment(Align(8), A.LiteralOffset)));
    uint64_t Off = BK.ContextOffset + A.Offset;
    Value *Dst = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Args, Off);
    B.CreateAlignedStore(V, Dst,
                         std::min(FieldAlign, commonAlignment(Align(16), Off)));
  }
}

} // namespace amdcl2
