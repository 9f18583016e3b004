//===- SizeTypeBridges.cpp - 32-bit size_t calls into the builtins --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "SizeTypeBridges.h"
#include "amdcl2/ABI/WorkItemFunctions.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace amdcl2 {

namespace {

/// A reader of the Itanium manglings of OpenCL builtins: builtin, vector,
/// pointer, qualified, vendor-qualified, named, substituted and function
/// types. Each step returns the position after the type, or npos.
class ManglingReader {
public:
  explicit ManglingReader(StringRef S) : S(S) {}

  size_t type(size_t P) const {
    if (P >= S.size())
      return npos;
    char C = S[P];
    if (StringRef("vwbcahstijlmxynofdegz").contains(C))
      return P + 1;
    if (C == 'P' || C == 'R' || C == 'O' || C == 'r' || C == 'V' || C == 'K')
      return type(P + 1);
    if (C == 'D')
      return dType(P + 1);
    if (C == 'U') // vendor qualifier, then the qualified type
      return type(sourceName(P + 1));
    if (isDigit(C))
      return sourceName(P);
    if (C == 'S') {
      size_t E = S.find('_', P + 1);
      return E == StringRef::npos ? npos : E + 1;
    }
    if (C == 'F') { // a function type (block pointers): types up to 'E'
      for (P = type(P + 1); P != npos && P < S.size() && S[P] != 'E';)
        P = type(P);
      return P == npos || P >= S.size() ? npos : P + 1;
    }
    return npos;
  }

  size_t sourceName(size_t P) const {
    if (P == npos)
      return npos;
    size_t Len = 0, Q = P;
    while (Q < S.size() && isDigit(S[Q]))
      Len = Len * 10 + (S[Q++] - '0');
    if (Q == P || Q + Len > S.size())
      return npos;
    return Q + Len;
  }

  static constexpr size_t npos = StringRef::npos;

private:
  size_t dType(size_t P) const {
    if (P >= S.size())
      return npos;
    if (S[P] == 'v') { // Dv<N>_<type>
      size_t U = S.find('_', P + 1);
      return U == StringRef::npos ? npos : type(U + 1);
    }
    return StringRef("hfdeisan").contains(S[P]) ? P + 1 : npos;
  }

  StringRef S;
};

} // namespace

std::optional<MangledParams> findTopLevelParams(StringRef Name, char Code) {
  if (!Name.starts_with("_Z"))
    return std::nullopt;
  ManglingReader R(Name);
  size_t P = R.sourceName(2);
  MangledParams Out;
  while (P != ManglingReader::npos && P < Name.size()) {
    if (Name[P] == Code) {
      Out.Positions.push_back(Out.Count);
      Out.Offsets.push_back(P);
    }
    P = R.type(P);
    ++Out.Count;
  }
  if (P != Name.size())
    return std::nullopt;
  return Out;
}

/// \p Name as a 64-bit program mangles it: clang's r600 target, whose
/// default address space is private, spells generic pointers `PU3AS0`,
/// amdgcn spells them `P`.
static std::string amdgcnMangling(StringRef Name) {
  std::string Out;
  for (size_t P = 0; P < Name.size();) {
    if (Name.substr(P).starts_with("U3AS0")) {
      P += 5;
      continue;
    }
    Out += Name[P++];
  }
  return Out;
}

/// The library name for \p Name: its amdgcn mangling with the fewest
/// top-level `j` made `m`.
static std::optional<std::pair<std::string, std::vector<unsigned>>>
librarySpelling(StringRef Name,
                const std::function<bool(StringRef)> &IsDefined) {
  std::string Base = amdgcnMangling(Name);
  if (Base != Name && IsDefined(Base))
    return std::make_pair(Base, std::vector<unsigned>());
  std::optional<MangledParams> P = findTopLevelParams(Base, 'j');
  if (!P || P->Positions.empty() || P->Positions.size() > 8)
    return std::nullopt;
  unsigned N = P->Positions.size();
  for (unsigned Count = 1; Count <= N; ++Count)
    for (unsigned Mask = 1; Mask < (1u << N); ++Mask) {
      if (unsigned(popcount(Mask)) != Count)
        continue;
      std::string Candidate = Base;
      std::vector<unsigned> Widened;
      for (unsigned B = 0; B < N; ++B)
        if (Mask & (1u << B)) {
          Candidate[P->Offsets[B]] = 'm';
          Widened.push_back(P->Positions[B]);
        }
      if (IsDefined(Candidate))
        return std::make_pair(Candidate, Widened);
    }
  return std::nullopt;
}

/// \p V as type \p To: integers zero-extended or truncated, pointers of
/// another address space reinterpreted (opaque handles: clang's r600 puts
/// event_t in the private address space, amdgcn in the generic one).
static Value *convertValue(IRBuilderBase &B, Value *V, Type *To) {
  Type *From = V->getType();
  if (From == To)
    return V;
  if (From->isIntegerTy())
    return B.CreateZExtOrTrunc(V, To);
  return B.CreateIntToPtr(B.CreatePtrToInt(V, B.getInt32Ty()), To);
}

/// Whether convertValue converts \p From to \p To.
static bool convertible(Type *From, Type *To) {
  return From == To || (From->isIntegerTy() && To->isIntegerTy()) ||
         (From->isPointerTy() && To->isPointerTy());
}

/// \p CB as a call of \p F, whose types differ from the call's only as
/// convertValue converts; false, and \p CB left alone, if they differ
/// otherwise.
static bool reconcileCall(CallInst &CB, Function &F) {
  FunctionType *Want = F.getFunctionType(), *Have = CB.getFunctionType();
  if (Want->getNumParams() != Have->getNumParams() ||
      Want->isVarArg() != Have->isVarArg() ||
      !convertible(Want->getReturnType(), Have->getReturnType()))
    return false;
  for (unsigned I = 0; I < Want->getNumParams(); ++I)
    if (!convertible(Have->getParamType(I), Want->getParamType(I)))
      return false;
  IRBuilder<> B(&CB);
  SmallVector<Value *, 8> Args;
  for (auto [I, A] : enumerate(CB.args()))
    Args.push_back(convertValue(B, A, Want->getParamType(I)));
  CallInst *NC = B.CreateCall(&F, Args);
  NC->setAttributes(F.getAttributes().addFnAttributes(
      F.getContext(),
      AttrBuilder(F.getContext(), CB.getAttributes().getFnAttrs())));
  NC->setCallingConv(CB.getCallingConv());
  NC->setTailCallKind(CB.getTailCallKind());
  Value *R = CB.getType()->isVoidTy() ? NC : convertValue(B, NC, CB.getType());
  R->takeName(&CB);
  CB.replaceAllUsesWith(R);
  CB.eraseFromParent();
  return true;
}

/// Every call of \p From as a call of \p To.
static void redirectCalls(Function &From, Function &To) {
  for (User *U : make_early_inc_range(From.users()))
    if (auto *CB = dyn_cast<CallInst>(U); CB && CB->getCalledOperand() == &From)
      reconcileCall(*CB, To);
}

void bridgeSizeTypeCalls(Module &M,
                         const std::function<bool(StringRef)> &IsDefined) {
  SmallVector<Function *, 8> Work;
  for (Function &F : M)
    if (F.isDeclaration() && !F.isIntrinsic() && !F.use_empty() &&
        !getWorkItemFn(F.getName()) && !IsDefined(F.getName()))
      Work.push_back(&F);
  for (Function *F : Work) {
    auto Spelling = librarySpelling(F->getName(), IsDefined);
    if (!Spelling)
      continue;
    auto &[Name, Widened] = *Spelling;
    FunctionType *FT = F->getFunctionType();
    std::optional<MangledParams> Params0 = findTopLevelParams(Name, 'm');
    if (!Params0 || Params0->Count != FT->getNumParams() ||
        any_of(Widened,
               [&](unsigned I) { return !FT->getParamType(I)->isIntegerTy(32); }))
      continue;
    SmallVector<Type *, 8> Params(FT->params());
    for (unsigned I : Widened)
      Params[I] = Type::getInt64Ty(M.getContext());
    FunctionCallee To = M.getOrInsertFunction(
        Name, FunctionType::get(FT->getReturnType(), Params, FT->isVarArg()),
        AttributeList::get(M.getContext(), AttributeList::FunctionIndex,
                           AttrBuilder(M.getContext(),
                                       F->getAttributes().getFnAttrs())));
    if (auto *ToFn = dyn_cast<Function>(To.getCallee()))
      redirectCalls(*F, *ToFn);
    if (F->use_empty())
      F->eraseFromParent();
  }
}

void reconcileCallTypes(Module &M) {
  for (Function &F : M)
    for (User *U : make_early_inc_range(F.users()))
      if (auto *CB = dyn_cast<CallInst>(U);
          CB && CB->getCalledOperand() == &F &&
          CB->getFunctionType() != F.getFunctionType())
        reconcileCall(*CB, F);
}

} // namespace amdcl2
