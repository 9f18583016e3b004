//===- KernelArgs.cpp - Classify IR kernel parameters for the CL2 ABI -----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Classification rules: the type qualifier "pipe" and the base type name
/// decide pipes, images, samplers, queues and events; byref parameters and
/// values whose base type is no OpenCL scalar or vector are structs; pointers
/// follow their address space; everything else is a value.
///
//===----------------------------------------------------------------------===//

#include "KernelArgs.h"
#include "ArgMemoryUse.h"
#include "amdcl2/ABI/KernelCodec.h"
#include "amdcl2/ABI/KernelRules.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/AMDGPUAddrSpace.h"

using namespace llvm;

namespace amdcl2 {

/// `!kernel_arg_addr_space` numbers OpenCL's address spaces as SPIR does
/// (0 private, 1 global, 2 constant, 3 local), not as the AMDGPU target.
static constexpr unsigned SPIRConstantAddrSpace = 2;

static Error argError(const Function &F, unsigned Idx, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           "argument " + Twine(Idx) + ": " + Msg);
}

/// The string operand \p Idx of kernel metadata \p Kind, if present.
static std::optional<StringRef> kernelArgMD(const Function &F, StringRef Kind,
                                            unsigned Idx) {
  MDNode *N = F.getMetadata(Kind);
  if (!N || Idx >= N->getNumOperands())
    return std::nullopt;
  if (auto *S = dyn_cast_or_null<MDString>(N->getOperand(Idx).get()))
    return S->getString();
  return std::nullopt;
}

static std::optional<unsigned> kernelArgAddrSpace(const Function &F,
                                                  unsigned Idx) {
  MDNode *N = F.getMetadata("kernel_arg_addr_space");
  if (!N || Idx >= N->getNumOperands())
    return std::nullopt;
  if (auto *C = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(Idx)))
    return C->getZExtValue();
  return std::nullopt;
}

static bool isImageType(StringRef T) {
  return T.starts_with("image") && T.ends_with("_t");
}

/// True for OpenCL built-in scalar and vector type names.
static bool isOpenCLValueType(StringRef T) {
  T.consume_front("unsigned ");
  T = T.rtrim("0123456789");
  return StringSwitch<bool>(T)
      .Cases({"bool", "char", "uchar", "short", "ushort", "int", "uint"}, true)
      .Cases({"long", "ulong", "half", "float", "double", "size_t"}, true)
      .Cases({"ptrdiff_t", "intptr_t", "uintptr_t", "signed char"}, true)
      .Default(false);
}

/// The OpenCL scalar element type of a value argument: from its base type
/// name when it is a built-in one, else from the IR type (unsigned ints).
static std::string elementTypeName(StringRef BaseType, Type *Elem) {
  StringRef T = BaseType.rtrim("0123456789");
  if (T == "unsigned char")
    return "uchar";
  if (T == "unsigned short")
    return "ushort";
  if (T == "unsigned int")
    return "uint";
  if (T == "unsigned long")
    return "ulong";
  if (T == "signed char")
    return "char";
  if (isOpenCLValueType(T) && T != "bool" && T != "size_t" &&
      T != "ptrdiff_t" && T != "intptr_t" && T != "uintptr_t")
    return T.str();
  if (Elem->isHalfTy())
    return "half";
  if (Elem->isFloatTy())
    return "float";
  if (Elem->isDoubleTy())
    return "double";
  bool Signed = T == "ptrdiff_t" || T == "intptr_t";
  switch (Elem->getPrimitiveSizeInBits()) {
  case 8:
    return Signed ? "char" : "uchar";
  case 16:
    return Signed ? "short" : "ushort";
  case 32:
    return Signed ? "int" : "uint";
  default:
    return Signed ? "long" : "ulong";
  }
}

/// clang spells vector base types as "uchar
/// __attribute__((ext_vector_type(3)))" (a pointer to one with "*" after
/// it); returns the OpenCL spelling "uchar3" ("uchar3*").
static std::string normalizeBaseType(StringRef T) {
  StringRef Marker = " __attribute__((ext_vector_type(";
  size_t Pos = T.find(Marker);
  if (Pos == StringRef::npos)
    return T.str();
  StringRef Rest = T.substr(Pos + Marker.size());
  StringRef N = Rest.take_while(isDigit);
  Rest = Rest.drop_front(N.size());
  Rest.consume_front(")))");
  return (T.take_front(Pos) + N + Rest).str();
}

/// Size of the struct or union a pointer argument points to ("struct S*"),
/// 0 if unknown. The IR keeps no pointee type, but the named type lives on
/// in the context as long as the front end created it (clang names it
/// struct.S / union.S, typedefs included).
static uint64_t pointeeStructSize(LLVMContext &Ctx, const DataLayout &DL,
                                  StringRef PtrType) {
  StringRef Name = PtrType.rtrim(" *");
  if (!PtrType.ends_with("*") || isOpenCLValueType(Name) || Name == "void")
    return 0;
  Name.consume_front("struct ");
  Name.consume_front("union ");
  for (const char *Prefix : {"struct.", "union."})
    if (StructType *ST = StructType::getTypeByName(Ctx, Prefix + Name.str()))
      if (ST->isSized())
        return DL.getTypeAllocSize(ST);
  return 0;
}

static unsigned parseTypeQuals(StringRef Q) {
  unsigned Bits = 0;
  SmallVector<StringRef, 4> Words;
  Q.split(Words, ' ', -1, false);
  for (StringRef W : Words)
    Bits |= StringSwitch<unsigned>(W)
                .Case("const", QualConst)
                .Case("restrict", QualRestrict)
                .Case("volatile", QualVolatile)
                .Case("pipe", QualPipe)
                .Default(0);
  return Bits;
}

/// Fills the name, type name and qualifiers of parameter \p A from the
/// `!kernel_arg_*` metadata; returns the normalized base type name.
static std::string readArgMetadata(const Argument &A, ArgDesc &D) {
  const Function &F = *A.getParent();
  unsigned Idx = A.getArgNo();
  D.Name = kernelArgMD(F, "kernel_arg_name", Idx)
               .value_or(A.hasName() ? A.getName() : "")
               .str();
  if (D.Name.empty())
    D.Name = "arg" + std::to_string(Idx);
  StringRef TypeName = kernelArgMD(F, "kernel_arg_type", Idx).value_or("");
  D.TypeName = TypeName.str();
  D.TypeQuals =
      parseTypeQuals(kernelArgMD(F, "kernel_arg_type_qual", Idx).value_or(""));
  if (std::optional<StringRef> Acc =
          kernelArgMD(F, "kernel_arg_access_qual", Idx))
    D.Access = parseAccessQual(*Acc).value_or(AccessQual::None);
  return normalizeBaseType(
      kernelArgMD(F, "kernel_arg_base_type", Idx).value_or(TypeName));
}

/// Pipes, images, samplers, queues and events: IR pointers that only the
/// metadata tells apart. False if \p BaseType names none of them.
static bool classifyOpaque(StringRef BaseType, Type *Ty, IRKernelArg &R) {
  ArgDesc &D = R.Desc;
  if (D.TypeQuals & QualPipe) {
    D.Kind = ArgKind::Pipe;
    D.AddrSpace = ArgAddrSpace::Global;
  } else if (isImageType(BaseType)) {
    D.Kind = ArgKind::Image;
    D.AddrSpace = ArgAddrSpace::Global;
    if (D.Access == AccessQual::None)
      D.Access = AccessQual::ReadOnly; // OpenCL's default for images
  } else if (BaseType == "sampler_t") {
    D.Kind = ArgKind::Sampler;
  } else if (BaseType == "queue_t") {
    D.Kind = ArgKind::Queue;
  } else if (BaseType == "clk_event_t") {
    D.Kind = ArgKind::ClkEvent;
  } else {
    return false;
  }
  R.SlotTy = Ty;
  return true;
}

static Error classifyPointer(const Argument &A, PointerType *PT,
                             StringRef BaseType, IRKernelArg &R) {
  const Function &F = *A.getParent();
  unsigned Idx = A.getArgNo();
  ArgDesc &D = R.Desc;
  D.Kind = ArgKind::Pointer;
  switch (PT->getAddressSpace()) {
  case AMDGPUAS::GLOBAL_ADDRESS:
  case AMDGPUAS::FLAT_ADDRESS:
    D.AddrSpace = ArgAddrSpace::Global;
    break;
  case AMDGPUAS::CONSTANT_ADDRESS:
    D.AddrSpace = ArgAddrSpace::Constant;
    break;
  case AMDGPUAS::LOCAL_ADDRESS:
    D.AddrSpace = ArgAddrSpace::Local;
    break;
  default:
    return argError(F, Idx,
                    "pointer to address space " + Twine(PT->getAddressSpace()) +
                        " cannot be a kernel argument");
  }
  // The metadata is authoritative for constant vs global.
  if (std::optional<unsigned> AS = kernelArgAddrSpace(F, Idx))
    if (*AS == SPIRConstantAddrSpace && D.AddrSpace == ArgAddrSpace::Global)
      D.AddrSpace = ArgAddrSpace::Constant;
  // The struct comes from the base type; the alignment rule reads the type
  // name the metadata will carry.
  const DataLayout &DL = F.getParent()->getDataLayout();
  StringRef Named = D.TypeName.empty() ? BaseType : StringRef(D.TypeName);
  // A typedef of a scalar or vector ("uint32_t*", base type "uint*") is
  // recorded as its base type, as AMD's compiler records it; the type name
  // stays the typedef's.
  const ScalarTypeCode *Typedefed =
      pointeeScalarOf(Named) ? nullptr : pointeeScalarOf(BaseType);
  D.PointeeAlign =
      pointeeAlignFor(Typedefed ? BaseType : Named,
                      pointeeStructSize(F.getContext(), DL, BaseType));
  if (MDNode *Aligns = F.getMetadata(MDArgPointeeAlignName))
    if (Idx < Aligns->getNumOperands())
      if (auto *C = mdconst::dyn_extract<ConstantInt>(Aligns->getOperand(Idx)))
        if (!C->isZero())
          D.PointeeAlign = C->getZExtValue();
  // Under a name that is no pointer type (AMD's block kernels borrow
  // names), the pointee is the base type's.
  if (!StringRef(D.TypeName).contains('*'))
    if (const ScalarTypeCode *T = pointeeScalarOf(BaseType))
      D.ElemType = T->Name.str();
  // The record's pointee code keeps no signedness: a uint32_t* reads back,
  // in AMD's binaries too, as int*.
  if (Typedefed)
    if (const ScalarTypeCode *C = canonicalScalar(Typedefed->Code))
      D.ElemType = C->Name.str();
  // Local pointers: the slot's low dword is the LDS offset.
  R.SlotTy = D.AddrSpace == ArgAddrSpace::Local
                 ? Type::getInt32Ty(F.getContext())
                 : static_cast<Type *>(PT);
  return Error::success();
}

/// Scalars and vectors, and the one-member structs clang flattened into
/// their member (a base type that is no OpenCL value type).
static Error classifyValue(const Argument &A, StringRef BaseType,
                           IRKernelArg &R) {
  const Function &F = *A.getParent();
  const DataLayout &DL = F.getParent()->getDataLayout();
  Type *Ty = A.getType();
  ArgDesc &D = R.Desc;
  bool Struct = !BaseType.empty() && !isOpenCLValueType(BaseType) &&
                !BaseType.starts_with("enum ");
  if (Struct) {
    D.Kind = ArgKind::Struct;
    D.StructSize = DL.getTypeAllocSize(Ty);
    R.SlotTy = PointerType::get(F.getContext(), AMDGPUAS::CONSTANT_ADDRESS);
    R.LoadThroughPointer = true;
    return Error::success();
  }
  Type *Elem = Ty->getScalarType();
  unsigned Bits = Elem->getPrimitiveSizeInBits();
  if (Bits < 8 || Bits % 8)
    return argError(F, A.getArgNo(),
                    "unsupported value type of " + Twine(Bits) + " bits");
  D.Kind = ArgKind::Value;
  D.ElemSize = Bits / 8;
  D.ElemType = elementTypeName(BaseType, Elem);
  D.NumElems = 1;
  if (auto *VT = dyn_cast<FixedVectorType>(Ty))
    D.NumElems = VT->getNumElements();
  R.SlotTy = Ty;
  return Error::success();
}

/// The type name recorded when the metadata has none: the base type, else
/// (hand-written IR without kernel_arg metadata) one made from the kind.
static void setDefaultTypeName(ArgDesc &D, StringRef BaseType) {
  if (D.TypeName.empty())
    D.TypeName = BaseType.str();
  if (!D.TypeName.empty())
    return;
  D.TypeName =
      D.Kind == ArgKind::Value
          ? D.ElemType + (D.NumElems > 1 ? std::to_string(D.NumElems) : "")
      : D.Kind == ArgKind::Struct ? "struct"
                                  : "void*";
}

/// Structs passed by value, pointers and values: what the IR type decides.
static Error classifyByIRType(const Argument &A, StringRef BaseType,
                              IRKernelArg &R) {
  Type *Ty = A.getType();
  if (Type *ByRef = A.getParamByRefType()) {
    // A struct passed by value: the slot holds a pointer to a copy.
    const DataLayout &DL = A.getParent()->getParent()->getDataLayout();
    R.Desc.Kind = ArgKind::Struct;
    R.Desc.StructSize = DL.getTypeAllocSize(ByRef);
    R.SlotTy = Ty;
    return Error::success();
  }
  if (auto *PT = dyn_cast<PointerType>(Ty))
    return classifyPointer(A, PT, BaseType, R);
  if (Ty->isIntOrIntVectorTy() || Ty->isFPOrFPVectorTy())
    return classifyValue(A, BaseType, R);
  return argError(*A.getParent(), A.getArgNo(), "unsupported parameter type");
}

static Expected<IRKernelArg> classifyArg(const Argument &A) {
  IRKernelArg R;
  std::string BaseType = readArgMetadata(A, R.Desc);
  if (!classifyOpaque(BaseType, A.getType(), R))
    if (Error E = classifyByIRType(A, BaseType, R))
      return std::move(E);
  // AMD records whether a pipe is used at all (KernelRules.h).
  if (R.Desc.Kind == ArgKind::Pipe)
    R.Desc.MemoryUse = pointerMemoryUse(A);
  // An empty name the metadata gives is kept: AMD's block kernels have
  // arguments without one.
  if (!kernelArgMD(*A.getParent(), "kernel_arg_type", A.getArgNo()))
    setDefaultTypeName(R.Desc, BaseType);
  return R;
}

Expected<std::vector<IRKernelArg>> classifyKernelArgs(Function &F) {
  std::vector<IRKernelArg> Out;
  for (Argument &A : F.args()) {
    Expected<IRKernelArg> R = classifyArg(A);
    if (!R)
      return R.takeError();
    Out.push_back(std::move(*R));
  }
  return Out;
}

static void readTriple(const Function &F, StringRef Kind,
                       std::array<unsigned, 3> &Out) {
  Out = {0, 0, 0};
  MDNode *N = F.getMetadata(Kind);
  if (!N || N->getNumOperands() != 3)
    return;
  for (unsigned I = 0; I < 3; ++I)
    if (auto *C = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(I)))
      Out[I] = C->getZExtValue();
}

/// OpenCL spelling of a vec_type_hint type.
static std::string openCLTypeName(Type *Ty, bool Signed) {
  Type *Elem = Ty->getScalarType();
  std::string Name;
  if (Elem->isHalfTy())
    Name = "half";
  else if (Elem->isFloatTy())
    Name = "float";
  else if (Elem->isDoubleTy())
    Name = "double";
  else if (auto *IT = dyn_cast<IntegerType>(Elem)) {
    const char *Base = IT->getBitWidth() == 8    ? "char"
                       : IT->getBitWidth() == 16 ? "short"
                       : IT->getBitWidth() == 32 ? "int"
                                                 : "long";
    Name = (Signed ? "" : "u") + std::string(Base);
  } else
    return "";
  if (auto *VT = dyn_cast<FixedVectorType>(Ty))
    Name += std::to_string(VT->getNumElements());
  return Name;
}

void readKernelAttributes(const Function &F, std::array<unsigned, 3> &Reqd,
                          std::array<unsigned, 3> &Hint, std::string &VecHint) {
  readTriple(F, "reqd_work_group_size", Reqd);
  readTriple(F, "work_group_size_hint", Hint);
  VecHint.clear();
  if (MDNode *N = F.getMetadata("vec_type_hint"))
    if (N->getNumOperands() == 2) {
      auto *TyMD = dyn_cast_or_null<ValueAsMetadata>(N->getOperand(0).get());
      auto *Sign = mdconst::dyn_extract_or_null<ConstantInt>(N->getOperand(1));
      if (TyMD && Sign)
        VecHint = openCLTypeName(TyMD->getType(), Sign->isOne());
    }
}

} // namespace amdcl2
