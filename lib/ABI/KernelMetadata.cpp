//===- KernelMetadata.cpp - KernelABI records carried in LLVM IR ----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Encoding of KernelABI as function metadata:
///   !amdcl2.kernel !{i32 flags, i32 tgid, i32 tidig, i32 bits, i32 newfmt,
///                    i32 kernarg_size, i32 reqd[3], i32 hint[3], !"vec_hint"}
///   !amdcl2.args   !{!{!"name", !"type", !"kind", !"as", !"access", i32 quals,
///                      i32 elem, i32 n, i64 struct_size, i32 offset, i32 size,
///                      !"elem_type"}}
///   !amdcl2.printf !{!{i32 id, !{i32 size...}, !"format"}}   (if any)
/// with flags bit 0 useargs, 1 usesetup, 2 useenqueue, 3 usegeneric. Only the
/// user arguments are stored; the six setup arguments follow from bits.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelMetadata.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace amdcl2 {

static constexpr unsigned KernelFields = 13, ArgFields = 14;

static Metadata *num(LLVMContext &C, uint64_t V, unsigned Bits = 32) {
  return ConstantAsMetadata::get(
      ConstantInt::get(IntegerType::get(C, Bits), V));
}

static void writePrintfFormats(Function &F, ArrayRef<PrintfFormat> Printf) {
  if (Printf.empty()) {
    F.setMetadata(MDPrintfName, nullptr);
    return;
  }
  LLVMContext &C = F.getContext();
  SmallVector<Metadata *, 8> Entries;
  for (const PrintfFormat &P : Printf) {
    SmallVector<Metadata *, 8> Sizes;
    for (uint32_t S : P.ArgSizes)
      Sizes.push_back(num(C, S));
    Metadata *Ops[] = {num(C, P.ID), MDTuple::get(C, Sizes),
                       MDString::get(C, P.Format)};
    Entries.push_back(MDTuple::get(C, Ops));
  }
  F.setMetadata(MDPrintfName, MDTuple::get(C, Entries));
}

void writeKernelABI(Function &F, const KernelABI &ABI) {
  LLVMContext &C = F.getContext();
  const FeatureFlags &Fl = ABI.Flags;
  unsigned Bits = (Fl.UseArgs ? 1 : 0) | (Fl.UseSetup ? 2 : 0) |
                  (Fl.UseEnqueue ? 4 : 0) | (Fl.UseGeneric ? 8 : 0) |
                  (ABI.UniformWorkGroups ? 16 : 0) |
                  (ABI.AddressesLoadedData ? 32 : 0);
  SmallVector<Metadata *, KernelFields> K = {
      num(C, Bits),
      num(C, ABI.GroupIds),
      num(C, ABI.LocalIds),
      num(C, ABI.Layout.Is64Bit ? 64 : 32),
      num(C, ABI.Layout.NewFormat ? 1 : 0),
      num(C, ABI.Args.Size)};
  for (unsigned V : ABI.ReqdWorkGroupSize)
    K.push_back(num(C, V));
  for (unsigned V : ABI.WorkGroupSizeHint)
    K.push_back(num(C, V));
  K.push_back(MDString::get(C, ABI.VecTypeHint));
  F.setMetadata(MDKernelName, MDTuple::get(C, K));

  SmallVector<Metadata *, 8> Args;
  for (const ArgDesc &A : ABI.Args.Args) {
    if (A.Kind == ArgKind::Hidden)
      continue;
    Metadata *Ops[ArgFields] = {MDString::get(C, A.Name),
                                MDString::get(C, A.TypeName),
                                MDString::get(C, argKindName(A.Kind)),
                                MDString::get(C, addrSpaceName(A.AddrSpace)),
                                MDString::get(C, accessQualName(A.Access)),
                                num(C, A.TypeQuals),
                                num(C, A.ElemSize),
                                num(C, A.NumElems),
                                num(C, A.StructSize, 64),
                                num(C, A.Offset),
                                num(C, A.Size),
                                MDString::get(C, A.ElemType),
                                num(C, A.PointeeAlign, 64),
                                num(C, A.MemoryUse)};
    Args.push_back(MDTuple::get(C, Ops));
  }
  F.setMetadata(MDArgsName, MDTuple::get(C, Args));
  writePrintfFormats(F, ABI.Printf);
}

bool hasKernelABI(const Function &F) {
  return F.getMetadata(MDKernelName) != nullptr;
}

static Error mdError(const Function &F, const Twine &What) {
  return createStringError(inconvertibleErrorCode(),
                           "kernel '" + F.getName() +
                               "': malformed !amdcl2 metadata: " + What);
}

static std::optional<uint64_t> mdInt(const MDOperand &Op) {
  auto *CM = dyn_cast_or_null<ConstantAsMetadata>(Op.get());
  auto *CI = CM ? dyn_cast<ConstantInt>(CM->getValue()) : nullptr;
  if (!CI)
    return std::nullopt;
  return CI->getZExtValue();
}

static std::optional<StringRef> mdStr(const MDOperand &Op) {
  if (auto *S = dyn_cast_or_null<MDString>(Op.get()))
    return S->getString();
  return std::nullopt;
}

/// One `!amdcl2.printf` entry; nullopt if it has the wrong shape.
static std::optional<PrintfFormat> readPrintfFormat(const MDOperand &Op) {
  auto *T = dyn_cast_or_null<MDTuple>(Op.get());
  if (!T || T->getNumOperands() != 3)
    return std::nullopt;
  std::optional<uint64_t> ID = mdInt(T->getOperand(0));
  auto *Sizes = dyn_cast_or_null<MDTuple>(T->getOperand(1).get());
  std::optional<StringRef> Format = mdStr(T->getOperand(2));
  if (!ID || !Sizes || !Format)
    return std::nullopt;
  PrintfFormat P;
  P.ID = *ID;
  P.Format = Format->str();
  for (const MDOperand &S : Sizes->operands()) {
    std::optional<uint64_t> N = mdInt(S);
    if (!N)
      return std::nullopt;
    P.ArgSizes.push_back(*N);
  }
  return P;
}

static Error readPrintfFormats(const Function &F, KernelABI &ABI) {
  MDNode *P = F.getMetadata(MDPrintfName);
  if (!P)
    return Error::success();
  for (const MDOperand &Op : P->operands()) {
    std::optional<PrintfFormat> Entry = readPrintfFormat(Op);
    if (!Entry)
      return mdError(F, "!amdcl2.printf entry has the wrong shape");
    ABI.Printf.push_back(std::move(*Entry));
  }
  return Error::success();
}

Expected<KernelABI> readKernelABI(const Function &F) {
  MDNode *K = F.getMetadata(MDKernelName);
  MDNode *A = F.getMetadata(MDArgsName);
  if (!K || !A)
    return mdError(F, "missing (was the amdcl2-lower-abi pass run?)");
  if (K->getNumOperands() != KernelFields)
    return mdError(F, "!amdcl2.kernel has the wrong number of fields");
  uint64_t V[KernelFields - 1];
  for (unsigned I = 0; I + 1 < KernelFields; ++I) {
    std::optional<uint64_t> X = mdInt(K->getOperand(I));
    if (!X)
      return mdError(F,
                     "!amdcl2.kernel field " + Twine(I) + " is not an integer");
    V[I] = *X;
  }
  std::optional<StringRef> Hint = mdStr(K->getOperand(KernelFields - 1));
  if (!Hint || V[0] > 63 || V[1] > 7 || V[2] > 7 || (V[3] != 32 && V[3] != 64))
    return mdError(F, "!amdcl2.kernel has an out-of-range field");

  KernelABI ABI;
  ABI.Name = F.getName().str();
  ABI.Flags.UseArgs = V[0] & 1;
  ABI.Flags.UseSetup = V[0] & 2;
  ABI.Flags.UseEnqueue = V[0] & 4;
  ABI.Flags.UseGeneric = V[0] & 8;
  ABI.UniformWorkGroups = V[0] & 16;
  ABI.AddressesLoadedData = V[0] & 32;
  ABI.GroupIds = V[1];
  ABI.LocalIds = V[2];
  ABI.Layout.Is64Bit = V[3] == 64;
  ABI.Layout.NewFormat = V[4] != 0;
  for (unsigned I = 0; I < 3; ++I) {
    ABI.ReqdWorkGroupSize[I] = V[6 + I];
    ABI.WorkGroupSizeHint[I] = V[9 + I];
  }
  ABI.VecTypeHint = Hint->str();

  ABI.Args.Args = hiddenArguments(ABI.Layout);
  for (const MDOperand &Op : A->operands()) {
    auto *T = dyn_cast_or_null<MDTuple>(Op.get());
    if (!T || T->getNumOperands() != ArgFields)
      return mdError(F, "!amdcl2.args entry has the wrong shape");
    ArgDesc D;
    std::optional<StringRef> Name = mdStr(T->getOperand(0)),
                             Type = mdStr(T->getOperand(1)),
                             Kind = mdStr(T->getOperand(2)),
                             AS = mdStr(T->getOperand(3)),
                             Acc = mdStr(T->getOperand(4)),
                             Elem = mdStr(T->getOperand(11));
    std::optional<uint64_t> PointeeAlign = mdInt(T->getOperand(12)),
                            MemoryUse = mdInt(T->getOperand(13));
    std::optional<uint64_t> N[6];
    for (unsigned I = 0; I < 6; ++I)
      N[I] = mdInt(T->getOperand(5 + I));
    if (!Name || !Type || !Kind || !AS || !Acc || !Elem || !PointeeAlign ||
        !MemoryUse || *MemoryUse > UsageReadWrite ||
        llvm::any_of(N, [](auto &X) { return !X; }))
      return mdError(F, "!amdcl2.args entry has a field of the wrong type");
    std::optional<ArgKind> PK = parseArgKind(*Kind);
    std::optional<ArgAddrSpace> PAS = parseAddrSpace(*AS);
    std::optional<AccessQual> PAcc = parseAccessQual(*Acc);
    if (!PK || !PAS || !PAcc)
      return mdError(F, "!amdcl2.args entry has an unknown kind, address "
                        "space or access qualifier");
    D.Name = Name->str();
    D.TypeName = Type->str();
    D.Kind = *PK;
    D.AddrSpace = *PAS;
    D.Access = *PAcc;
    D.TypeQuals = *N[0];
    D.ElemSize = *N[1];
    D.NumElems = *N[2];
    D.StructSize = *N[3];
    D.Offset = *N[4];
    D.Size = *N[5];
    D.ElemType = Elem->str();
    D.PointeeAlign = *PointeeAlign;
    D.MemoryUse = *MemoryUse;
    ABI.Args.Args.push_back(std::move(D));
  }
  ABI.Args.Size = V[5];
  if (Error E = readPrintfFormats(F, ABI))
    return std::move(E);
  return ABI;
}

Expected<std::vector<KernelABI>> readModuleKernelABIs(const Module &M) {
  std::vector<KernelABI> Out;
  for (const Function &F : M) {
    if (F.isDeclaration() || !hasKernelABI(F))
      continue;
    Expected<KernelABI> K = readKernelABI(F);
    if (!K)
      return K.takeError();
    Out.push_back(std::move(*K));
  }
  return Out;
}

} // namespace amdcl2
