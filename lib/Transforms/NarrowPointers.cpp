//===- NarrowPointers.cpp - A 32-bit program's pointers before codegen ----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "amdcl2/Transforms/NarrowPointers.h"
#include "amdcl2/ABI/SmallModel.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace amdcl2 {

static constexpr StringLiteral WideHandlePrefix = "__amdcl2.wide_handle.";

Value *createWideHandle(IRBuilderBase &B, Value *Bits, Type *PtrTy) {
  Module &M = *B.GetInsertBlock()->getModule();
  auto *PT = cast<PointerType>(PtrTy);
  FunctionCallee F = M.getOrInsertFunction(
      (WideHandlePrefix + Twine(PT->getAddressSpace())).str(),
      FunctionType::get(PtrTy, {B.getInt64Ty()}, false));
  if (auto *Fn = dyn_cast<Function>(F.getCallee())) {
    Fn->setDoesNotThrow();
    Fn->setDoesNotAccessMemory();
    Fn->setWillReturn();
    Fn->addFnAttr(Attribute::Speculatable);
  }
  return B.CreateCall(F, {Bits});
}

/// The wide handles, now that pointers are 64-bit values.
static void lowerWideHandles(Module &M) {
  for (Function &F : make_early_inc_range(M)) {
    if (!F.getName().starts_with(WideHandlePrefix))
      continue;
    for (User *U : make_early_inc_range(F.users())) {
      auto *CB = cast<CallInst>(U);
      auto *Cast = new IntToPtrInst(CB->getArgOperand(0), CB->getType(), "",
                                    CB->getIterator());
      Cast->takeName(CB);
      CB->replaceAllUsesWith(Cast);
      CB->eraseFromParent();
    }
    F.eraseFromParent();
  }
}

namespace {

class Narrower {
public:
  explicit Narrower(Module &M) : M(M), I32(Type::getInt32Ty(M.getContext())) {}

  Error run();

private:
  Type *narrow(Type *T);
  Value *convert(IRBuilderBase &B, Value *V, Type *To);
  Constant *narrowConstant(Constant *C);
  Expected<Constant *> narrowInitializer(Constant *C, Type *To,
                                         const GlobalVariable &GV);
  Error narrowGlobals();
  Error narrowInstruction(Instruction &I);
  void narrowOperands(Instruction &I);

  Module &M;
  Type *I32;
  DenseMap<Type *, Type *> Narrowed;
  DenseMap<Constant *, Constant *> NarrowedConstants;
};

} // namespace

static Error unsupported(const Instruction &I, const Twine &What) {
  std::string S;
  raw_string_ostream OS(S);
  I.print(OS);
  return createStringError("32-bit programs: " + What + " in '" +
                           I.getFunction()->getName() + "' is not supported (" +
                           StringRef(S).trim() + ")");
}

/// \p T with each 64-bit-on-amdgcn pointer replaced by i32; identified
/// structs get a narrowed twin.
Type *Narrower::narrow(Type *T) {
  if (auto It = Narrowed.find(T); It != Narrowed.end())
    return It->second;
  Type *R = T;
  if (auto *PT = dyn_cast<PointerType>(T)) {
    if (isNarrowedAddressSpace(PT->getAddressSpace()))
      R = I32;
  } else if (auto *VT = dyn_cast<VectorType>(T)) {
    Type *E = narrow(VT->getElementType());
    if (E != VT->getElementType())
      R = VectorType::get(E, VT->getElementCount());
  } else if (auto *AT = dyn_cast<ArrayType>(T)) {
    Type *E = narrow(AT->getElementType());
    if (E != AT->getElementType())
      R = ArrayType::get(E, AT->getNumElements());
  } else if (auto *ST = dyn_cast<StructType>(T)) {
    SmallVector<Type *, 8> Elems;
    bool Changed = false;
    for (Type *E : ST->elements()) {
      Elems.push_back(narrow(E));
      Changed |= Elems.back() != E;
    }
    if (Changed)
      R = ST->hasName() ? StructType::create(M.getContext(), Elems,
                                             (ST->getName() + ".m32").str(),
                                             ST->isPacked())
                        : StructType::get(M.getContext(), Elems,
                                          ST->isPacked());
  }
  Narrowed[T] = R;
  return R;
}

/// \p V as type \p To, the other of a register type and its narrowed
/// memory type: pointers by ptrtoint (truncating) and inttoptr (zero-
/// extending), aggregates member by member.
Value *Narrower::convert(IRBuilderBase &B, Value *V, Type *To) {
  Type *T = V->getType();
  if (T == To)
    return V;
  if (T->isPtrOrPtrVectorTy())
    return B.CreatePtrToInt(V, To);
  if (To->isPtrOrPtrVectorTy())
    return B.CreateIntToPtr(V, To);
  Value *R = PoisonValue::get(To);
  auto *ST = dyn_cast<StructType>(To);
  unsigned N = ST ? ST->getNumElements() : To->getArrayNumElements();
  for (unsigned Idx = 0; Idx < N; ++Idx) {
    Type *ET = ST ? ST->getElementType(Idx) : To->getArrayElementType();
    R = B.CreateInsertValue(R, convert(B, B.CreateExtractValue(V, Idx), ET),
                            Idx);
  }
  return R;
}

/// \p C with the element types of its address computations narrowed.
Constant *Narrower::narrowConstant(Constant *C) {
  if (auto It = NarrowedConstants.find(C); It != NarrowedConstants.end())
    return It->second;
  Constant *R = C;
  if (auto *CE = dyn_cast<ConstantExpr>(C)) {
    SmallVector<Constant *, 4> Ops;
    bool Changed = false;
    for (Use &U : CE->operands()) {
      Ops.push_back(narrowConstant(cast<Constant>(U.get())));
      Changed |= Ops.back() != U.get();
    }
    Type *SrcTy = nullptr;
    if (auto *GEP = dyn_cast<GEPOperator>(CE)) {
      SrcTy = narrow(GEP->getSourceElementType());
      Changed |= SrcTy != GEP->getSourceElementType();
    }
    if (Changed)
      R = CE->getWithOperands(Ops, CE->getType(), false, SrcTy);
  }
  NarrowedConstants[C] = R;
  return R;
}

/// \p C, an initializer of type narrowed to \p To, with each address in
/// it the 4-byte integer it is in a 32-bit program: LLVM writes it as a
/// 32-bit data relocation, which the writer makes AMD's R_AMDGPU_32_LOW
/// (the loader writes the low half of the address; a 32-bit program's
/// data lies below 4 GiB).
Expected<Constant *> Narrower::narrowInitializer(Constant *C, Type *To,
                                                 const GlobalVariable &GV) {
  if (C->getType() == To)
    return C;
  if (isa<PoisonValue>(C))
    return PoisonValue::get(To);
  if (isa<UndefValue>(C))
    return UndefValue::get(To);
  if (C->isNullValue())
    return Constant::getNullValue(To);
  if (auto *PT = dyn_cast<PointerType>(C->getType())) {
    // Addresses of program-scope data only: OpenCL C allows no other in an
    // initializer, and LLVM could not relocate them.
    unsigned AS =
        cast<PointerType>(C->stripPointerCasts()->getType())->getAddressSpace();
    if (!isNarrowedAddressSpace(AS) ||
        !isNarrowedAddressSpace(PT->getAddressSpace()))
      return createStringError(
          "32-bit programs: program-scope variable '" + GV.getName() +
          "' is initialized with an address in address "
          "space " +
          Twine(AS) + ", which AMDCL2 binaries cannot relocate");
    return ConstantExpr::getPtrToInt(narrowConstant(C), I32);
  }
  SmallVector<Constant *, 8> Elems;
  for (unsigned I = 0, E = C->getNumOperands(); I != E; ++I) {
    Type *ElemTo = isa<StructType>(To) ? To->getStructElementType(I)
                   : isa<ArrayType>(To)
                       ? To->getArrayElementType()
                       : cast<VectorType>(To)->getElementType();
    Expected<Constant *> N =
        narrowInitializer(cast<Constant>(C->getOperand(I)), ElemTo, GV);
    if (!N)
      return N.takeError();
    Elems.push_back(*N);
  }
  if (auto *ST = dyn_cast<StructType>(To))
    return ConstantStruct::get(ST, Elems);
  if (auto *AT = dyn_cast<ArrayType>(To))
    return ConstantArray::get(AT, Elems);
  return ConstantVector::get(Elems);
}

/// Program-scope variables whose type holds pointers: a twin of the
/// narrowed type, its initializer the same bytes with 4-byte addresses.
Error Narrower::narrowGlobals() {
  SmallVector<GlobalVariable *, 4> Work;
  for (GlobalVariable &GV : M.globals())
    if (!GV.getName().starts_with("llvm.") &&
        narrow(GV.getValueType()) != GV.getValueType())
      Work.push_back(&GV);
  for (GlobalVariable *GV : Work) {
    Type *T = narrow(GV->getValueType());
    Constant *Init = nullptr;
    if (GV->hasInitializer()) {
      Expected<Constant *> N = narrowInitializer(GV->getInitializer(), T, *GV);
      if (!N)
        return N.takeError();
      Init = *N;
    }
    auto *NG = new GlobalVariable(
        M, T, GV->isConstant(), GV->getLinkage(), Init, "", GV,
        GV->getThreadLocalMode(), GV->getAddressSpace(),
        GV->isExternallyInitialized());
    NG->copyAttributesFrom(GV);
    NG->takeName(GV);
    GV->replaceAllUsesWith(NG);
    GV->eraseFromParent();
  }
  return Error::success();
}

/// Constant-expression operands (GEPs into globals) with narrowed types.
void Narrower::narrowOperands(Instruction &I) {
  for (Use &U : I.operands())
    if (auto *C = dyn_cast<ConstantExpr>(U.get()))
      if (Constant *N = narrowConstant(C); N != C)
        U.set(N);
}

Error Narrower::narrowInstruction(Instruction &I) {
  narrowOperands(I);
  IRBuilder<> B(&I);
  if (auto *AI = dyn_cast<AllocaInst>(&I)) {
    AI->setAllocatedType(narrow(AI->getAllocatedType()));
  } else if (auto *GEP = dyn_cast<GetElementPtrInst>(&I)) {
    Type *Src = narrow(GEP->getSourceElementType());
    if (Src != GEP->getSourceElementType()) {
      GEP->setSourceElementType(Src);
      GEP->setResultElementType(GetElementPtrInst::getIndexedType(
          Src, SmallVector<Value *, 4>(drop_begin(GEP->indices()))));
    }
  } else if (auto *LI = dyn_cast<LoadInst>(&I)) {
    Type *T = LI->getType(), *Mem = narrow(T);
    if (Mem == T)
      return Error::success();
    auto *NL = cast<LoadInst>(LI->clone());
    NL->mutateType(Mem);
    for (unsigned Kind :
         {LLVMContext::MD_nonnull, LLVMContext::MD_dereferenceable,
          LLVMContext::MD_dereferenceable_or_null, LLVMContext::MD_align})
      NL->setMetadata(Kind, nullptr);
    NL->insertBefore(LI->getIterator());
    NL->takeName(LI);
    LI->replaceAllUsesWith(convert(B, NL, T));
    LI->eraseFromParent();
  } else if (auto *SI = dyn_cast<StoreInst>(&I)) {
    Value *V = SI->getValueOperand();
    Type *Mem = narrow(V->getType());
    if (Mem != V->getType())
      SI->setOperand(0, convert(B, V, Mem));
  } else if (auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
    if (narrow(RMW->getType()) != RMW->getType())
      return unsupported(I, "an atomic operation on a pointer");
  } else if (auto *CX = dyn_cast<AtomicCmpXchgInst>(&I)) {
    if (narrow(CX->getNewValOperand()->getType()) !=
        CX->getNewValOperand()->getType())
      return unsupported(I, "an atomic compare-exchange of pointers");
  } else if (auto *CB = dyn_cast<CallBase>(&I)) {
    for (unsigned A = 0; A < CB->arg_size(); ++A)
      for (Attribute::AttrKind K :
           {Attribute::ByVal, Attribute::ByRef, Attribute::StructRet,
            Attribute::ElementType})
        if (Type *T = CB->getParamAttr(A, K).isValid()
                          ? CB->getParamAttr(A, K).getValueAsType()
                          : nullptr;
            T && narrow(T) != T)
          return unsupported(I, "a call passing pointers in memory");
  }
  return Error::success();
}

Error Narrower::run() {
  if (Error E = narrowGlobals())
    return E;
  for (Function &F : M) {
    SmallVector<Instruction *, 64> Work;
    for (Instruction &I : instructions(F))
      Work.push_back(&I);
    for (Instruction *I : Work)
      if (Error E = narrowInstruction(*I))
        return E;
  }
  return Error::success();
}

Error narrowPointers(Module &M, const DataLayout &Large) {
  if (!isSmallModel(M.getDataLayout()))
    return Error::success();
  if (Error E = Narrower(M).run())
    return E;
  lowerWideHandles(M);
  M.setDataLayout(Large);
  return Error::success();
}

} // namespace amdcl2
