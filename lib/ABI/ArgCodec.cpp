//===- ArgCodec.cpp - Metadata argument entries <-> ArgDesc ---------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Encodes one kernel argument as a metadata argument entry (binary-format
/// doc sections 6.5, 6.6) and decodes an entry back, from shared tables: the
/// scalar type codes, the address-space codes and the image access codes.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelCodec.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace amdcl2 {

//===----------------------------------------------------------------------===//
// Tables
//===----------------------------------------------------------------------===//

// The metadata has one code per size and kind; G2 gives signed scalars
// codes of their own (CLRX's table; UNVERIFIED on AMD output).
static const ScalarTypeCode ScalarTypes[] = {
    {"char", 1, cl2::ATCChar, cl2::ATCG2Char},
    {"uchar", 1, cl2::ATCChar, 0},
    {"bool", 1, cl2::ATCChar, 0},
    {"void", 1, cl2::ATCChar, 0},
    {"short", 2, cl2::ATCShort, cl2::ATCG2Short},
    {"ushort", 2, cl2::ATCShort, 0},
    {"half", 2, cl2::ATCShort, 0},
    {"int", 4, cl2::ATCInt, cl2::ATCG2Int},
    {"uint", 4, cl2::ATCInt, 0},
    {"long", 8, cl2::ATCLong, cl2::ATCG2Long},
    {"ulong", 8, cl2::ATCLong, 0},
    {"float", 4, cl2::ATCFloat, 0},
    {"double", 8, cl2::ATCDouble, 0},
};

ArrayRef<ScalarTypeCode> scalarTypeCodes() { return ScalarTypes; }

/// "uint4" -> "uint", "unsigned char" -> "uchar"; digits give \p N.
static StringRef splitVector(StringRef TypeName, unsigned &N) {
  StringRef Base = TypeName.rtrim("0123456789");
  StringRef Digits = TypeName.drop_front(Base.size());
  N = 1;
  if (!Digits.empty() && Digits.getAsInteger(10, N))
    N = 0;
  return Base;
}

const ScalarTypeCode *scalarTypeOf(StringRef TypeName) {
  unsigned N;
  StringRef Base = splitVector(TypeName, N);
  std::string Name = Base.str();
  if (Base.consume_front("unsigned "))
    Name = "u" + Base.str();
  for (const ScalarTypeCode &T : ScalarTypes)
    if (T.Name == Name)
      return &T;
  return nullptr;
}

const ScalarTypeCode *canonicalScalar(uint32_t Code) {
  // The signed row comes first for each code.
  for (const ScalarTypeCode &T : ScalarTypes)
    if (T.Code == Code || (T.G2SignedCode && T.G2SignedCode == Code))
      return &T;
  return nullptr;
}

/// "uint4*" -> "uint4", "struct S*" -> "struct": the identifier a pointer
/// type name starts with.
static StringRef leadingIdentifier(StringRef TypeName) {
  return TypeName.take_while([](char C) { return isAlnum(C) || C == '_'; });
}

const ScalarTypeCode *pointeeScalarOf(StringRef PtrTypeName) {
  if (!PtrTypeName.contains('*'))
    return nullptr;
  return scalarTypeOf(leadingIdentifier(PtrTypeName));
}

std::string pointeeTypeName(const ArgDesc &A) {
  if (pointeeScalarOf(A.TypeName))
    return leadingIdentifier(A.TypeName).str();
  return A.ElemType.empty() ? "structure" : A.ElemType;
}

unsigned builtinTypeSize(StringRef TypeName) {
  const ScalarTypeCode *T = scalarTypeOf(TypeName);
  unsigned N;
  splitVector(TypeName, N);
  return T && N ? T->Size * storedElements(N, true) : 0;
}

/// The metadata code of a scalar of \p Size bytes whose name is unknown.
static uint32_t codeForSize(unsigned Size) {
  switch (Size) {
  case 1:
    return cl2::ATCChar;
  case 2:
    return cl2::ATCShort;
  case 8:
    return cl2::ATCLong;
  default:
    return cl2::ATCInt;
  }
}

static const std::pair<ArgAddrSpace, uint32_t> AddrSpaceCodes[] = {
    {ArgAddrSpace::Global, cl2::AEASGlobal},
    {ArgAddrSpace::Constant, cl2::AEASConstant},
    {ArgAddrSpace::Local, cl2::AEASLocal},
};

static const std::pair<AccessQual, uint32_t> ImageAccessCodes[] = {
    {AccessQual::ReadOnly, cl2::ATCReadOnlyImage},
    {AccessQual::WriteOnly, cl2::ATCWriteOnlyImage},
    {AccessQual::ReadWrite, cl2::ATCReadWriteImage},
};

//===----------------------------------------------------------------------===//
// Encoding
//===----------------------------------------------------------------------===//

static Error entryError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

uint32_t entryVirtualSize(const ArgDesc &A, cl2::Generation G) {
  const bool NewFormat = G != cl2::Generation::Old;
  switch (A.Kind) {
  case ArgKind::Value:
    // The old format gives every 3-vector one 16-byte slot, a ulong3's 24
    // bytes included (alltypes-15_7: ulong3 and long3 take 16; docs/ABI.md).
    if (!NewFormat && A.NumElems == 3)
      return 16;
    return alignTo(
        std::max(4u, A.ElemSize) * storedElements(A.NumElems, NewFormat), 16);
  case ArgKind::Struct:
    return alignTo(A.StructSize, 16);
  case ArgKind::Image:
    return 32;
  default:
    return 16;
  }
}

static bool isFloatingPointName(StringRef Name) {
  return Name.starts_with("half") || Name.starts_with("float") ||
         Name.starts_with("double");
}

uint32_t valueTypeCode(const ArgDesc &In, cl2::Generation G) {
  // The type name's own type; for other names (typedefs) the element type
  // the front end found under them. A name of another size or kind is not
  // the argument's (AMD's block kernels borrow names, see BlockContext.h).
  const ScalarTypeCode *T = scalarTypeOf(In.TypeName);
  if (T && (T->Size != In.ElemSize ||
            isFloatingPointName(T->Name) != isFloatingPointName(In.ElemType)))
    T = nullptr;
  const ScalarTypeCode *Base = T ? T : scalarTypeOf(In.ElemType);
  uint32_t Code = Base ? Base->Code : 0;
  if (!Code || (Code == cl2::ATCChar && In.ElemSize != 1))
    Code = codeForSize(In.ElemSize);
  unsigned N = storedElements(In.NumElems, G != cl2::Generation::Old);
  if (cl2::isG2(G) && T && T->G2SignedCode && N == 1)
    Code = T->G2SignedCode;
  return Code;
}

static void encodeValue(const ArgDesc &In, cl2::Generation G, MetadataArg &A) {
  A.Kind = cl2::AEKValue;
  A.TypeCode = valueTypeCode(In, G);
  A.Count = storedElements(In.NumElems, G != cl2::Generation::Old);
}

static Error encodePointer(const ArgDesc &In, MetadataArg &A) {
  A.Kind = cl2::AEKPointer;
  A.TypeCode = cl2::ATCPointer;
  const ScalarTypeCode *T = scalarTypeOf(In.ElemType);
  A.PointeeType = T ? T->Code : cl2::ATCStruct;
  const auto *AS = llvm::find_if(
      AddrSpaceCodes, [&](const auto &P) { return P.first == In.AddrSpace; });
  if (AS == std::end(AddrSpaceCodes))
    return entryError("pointer argument '" + In.Name +
                      "' is not in the global, constant or local space");
  A.AddrSpace = AS->second;
  return Error::success();
}

static void encodeImage(const ArgDesc &In, MetadataArg &A,
                        ResourceCounters &C) {
  A.Kind = cl2::AEKImage;
  switch (In.Access) {
  case AccessQual::WriteOnly:
    A.TypeCode = cl2::ATCWriteOnlyImage;
    A.Count = C.WriteOnlyImages++;
    break;
  case AccessQual::ReadWrite:
    A.TypeCode = cl2::ATCReadWriteImage;
    A.Count = C.ReadWriteImages++;
    break;
  default:
    A.TypeCode = cl2::ATCReadOnlyImage;
    A.Count = C.ReadOnlyImages++;
    break;
  }
}

/// Pipes, queues and clk_event_t: fixed codes of their kind.
static void encodeRuntimeObject(const ArgDesc &In, MetadataArg &A) {
  switch (In.Kind) {
  case ArgKind::Pipe:
    A.Kind = cl2::AEKPointer;
    A.TypeCode = cl2::ATCPointer;
    A.PointeeType = cl2::ATCStruct;
    A.AddrSpace = cl2::AEASGlobal;
    A.Pipe = 1;
    return;
  case ArgKind::Queue:
    A.Kind = cl2::AEKQueue;
    A.TypeCode = cl2::ATCQueue;
    return;
  default: // clk_event_t
    A.Kind = cl2::AEKPointer;
    A.TypeCode = cl2::ATCPointer;
    A.PointeeType = cl2::ATCQueue;
    A.AddrSpace = cl2::AEASGlobal;
    return;
  }
}

Expected<MetadataArg> encodeArgEntry(const ArgDesc &In, cl2::Generation G,
                                     uint32_t VOffset, ResourceCounters &C) {
  MetadataArg A;
  A.Name = In.Name;
  A.TypeName = In.TypeName;
  A.Count = 1;
  A.NotSampler = 1;
  A.VirtualOffset = VOffset;
  A.Volatile = (In.TypeQuals & QualVolatile) != 0;
  A.Restrict = (In.TypeQuals & QualRestrict) != 0;
  A.Const = (In.TypeQuals & QualConst) != 0;
  // As the record says (KernelRules.h chooses them for compiled kernels).
  A.PointeeAlign = In.PointeeAlign;
  A.Usage = In.Usage;
  switch (In.Kind) {
  case ArgKind::Hidden:
    return entryError("setup argument '" + In.Name +
                      "' after the user arguments");
  case ArgKind::Value:
    encodeValue(In, G, A);
    break;
  case ArgKind::Struct:
    A.Kind = cl2::AEKValue;
    A.TypeCode = cl2::ATCStruct;
    A.Count = In.StructSize;
    break;
  case ArgKind::Pointer:
    if (Error E = encodePointer(In, A))
      return std::move(E);
    break;
  case ArgKind::Image:
    encodeImage(In, A, C);
    break;
  case ArgKind::Sampler:
    A.Kind = cl2::AEKSampler;
    A.TypeCode = cl2::ATCSampler;
    A.NotSampler = 0;
    A.Count = C.Samplers++;
    break;
  case ArgKind::Pipe:
    ++C.Pipes;
    encodeRuntimeObject(In, A);
    break;
  case ArgKind::Queue:
  case ArgKind::ClkEvent:
    encodeRuntimeObject(In, A);
    break;
  }
  return A;
}

MetadataArg encodeHiddenEntry(const ArgDesc &In, unsigned I, cl2::Generation G,
                              bool Is64) {
  MetadataArg A;
  A.Name = hiddenArgName(I).str();
  A.TypeName = "size_t";
  A.Count = 1;
  A.NotSampler = 1;
  A.VirtualOffset = 16 * I;
  A.Const = (In.TypeQuals & QualConst) != 0;
  if (I == HiddenPrintfBuffer) {
    A.Kind = cl2::AEKPointer;
    A.TypeCode = cl2::ATCPointer;
    A.PointeeAlign = 1;
    A.PointeeType = cl2::ATCChar;
    A.AddrSpace = cl2::AEASGlobal;
    A.Usage = In.Usage;
    return A;
  }
  A.Kind = cl2::AEKValue;
  A.TypeCode =
      cl2::isG2(G) ? (Is64 ? cl2::ATCG2Long : cl2::ATCG2Int) : cl2::ATCLong;
  return A;
}

void decodeHiddenEntry(const MetadataArg &A, ArgDesc &D) {
  D.TypeQuals = A.Const ? unsigned(QualConst) : 0u;
  D.Usage = A.Usage;
}

//===----------------------------------------------------------------------===//
// Decoding
//===----------------------------------------------------------------------===//

/// The scalar element type of a by-value entry: the type name's own when it
/// is a built-in type with this code, else the code's own (signed) name, as
/// the metadata cannot say more (typedefs such as size_t; CLRX reads them
/// the same way).
static const ScalarTypeCode *decodeElemType(const MetadataArg &A) {
  if (const ScalarTypeCode *T = scalarTypeOf(A.TypeName))
    if (T->Code == A.TypeCode ||
        (T->G2SignedCode && T->G2SignedCode == A.TypeCode))
      return T;
  return canonicalScalar(A.TypeCode);
}

static void decodeValue(const MetadataArg &A, cl2::Generation G, ArgDesc &D) {
  if (A.TypeCode == cl2::ATCStruct) {
    D.Kind = ArgKind::Struct;
    D.StructSize = A.Count;
    return;
  }
  D.Kind = ArgKind::Value;
  const ScalarTypeCode *T = decodeElemType(A);
  D.ElemSize = T ? T->Size : 4;
  D.ElemType = T ? T->Name.str() : "";
  D.NumElems = std::max<uint32_t>(A.Count, 1);
  // The new format stores 4 for 3-vectors; the type name keeps the length.
  if (G != cl2::Generation::Old && D.NumElems == 4 &&
      StringRef(A.TypeName).ends_with("3"))
    D.NumElems = 3;
}

/// The pointee's scalar type: the type name's own when it has this code,
/// else the code's name ("" for structures).
static std::string decodePointeeType(const MetadataArg &A) {
  if (const ScalarTypeCode *T = pointeeScalarOf(A.TypeName))
    return T->Name.str();
  const ScalarTypeCode *T = canonicalScalar(A.PointeeType);
  return T ? T->Name.str() : "";
}

static void decodePointerKind(const MetadataArg &A, ArgDesc &D) {
  if (A.isPipe()) {
    D.Kind = ArgKind::Pipe;
    D.TypeQuals |= QualPipe;
  } else if (A.PointeeType == cl2::ATCQueue) {
    // The entry's global space is part of the kind's fixed encoding, as
    // for queues; the record keeps it implied.
    D.Kind = ArgKind::ClkEvent;
    D.AddrSpace = ArgAddrSpace::None;
  } else {
    D.Kind = ArgKind::Pointer;
    D.ElemType = decodePointeeType(A);
  }
}

ArgDesc decodeArgEntry(const MetadataArg &A, cl2::Generation G) {
  ArgDesc D;
  D.Name = A.Name;
  D.TypeName = A.TypeName;
  D.PointeeAlign = A.PointeeAlign;
  D.Usage = A.Usage;
  for (const auto &[AS, Code] : AddrSpaceCodes)
    if (A.AddrSpace == Code)
      D.AddrSpace = AS;
  if (A.Const)
    D.TypeQuals |= QualConst;
  if (A.Volatile)
    D.TypeQuals |= QualVolatile;
  if (A.Restrict)
    D.TypeQuals |= QualRestrict;
  switch (A.Kind) {
  case cl2::AEKSampler:
    D.Kind = ArgKind::Sampler;
    break;
  case cl2::AEKImage:
    // Image objects live in global memory; the entry leaves that implied.
    D.Kind = ArgKind::Image;
    D.AddrSpace = ArgAddrSpace::Global;
    D.Access = AccessQual::ReadWrite;
    for (const auto &[Acc, Code] : ImageAccessCodes)
      if (A.TypeCode == Code)
        D.Access = Acc;
    break;
  case cl2::AEKPointer:
    decodePointerKind(A, D);
    break;
  case cl2::AEKQueue:
    D.Kind = ArgKind::Queue;
    break;
  default:
    decodeValue(A, G, D);
    break;
  }
  return D;
}

} // namespace amdcl2
