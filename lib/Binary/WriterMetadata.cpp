//===- WriterMetadata.cpp - Kernel metadata blobs of AMDCL2 binaries ------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Builds the per-kernel metadata record (header fields, hidden and user
/// argument entries with type codes, resource ids and virtual offsets) from a
/// kernel's CL2 record, and encodes a record as the blob stored in the outer
/// .rodata for each generation and container width (spec section 6).
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/WriterParts.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace amdcl2 {

//===----------------------------------------------------------------------===//
// From the CL2 record
//===----------------------------------------------------------------------===//

namespace {
/// Element type code (spec 6.6) of an OpenCL scalar/vector type name such as
/// "uint", "float4" or "uchar3"; 0 if the name is not a built-in type.
uint32_t builtinElemCode(StringRef TypeName, bool &Signed) {
  StringRef Base = TypeName.rtrim("0123456789");
  Base.consume_front("unsigned ");
  Signed = StringSwitch<bool>(Base)
               .Cases({"char", "short", "int", "long"}, true)
               .Default(false);
  return StringSwitch<uint32_t>(Base)
      .Cases({"char", "uchar", "bool", "void"}, cl2::ATCChar)
      .Cases({"short", "ushort", "half"}, cl2::ATCShort)
      .Cases({"int", "uint"}, cl2::ATCInt)
      .Cases({"long", "ulong"}, cl2::ATCLong)
      .Case("float", cl2::ATCFloat)
      .Case("double", cl2::ATCDouble)
      .Default(0);
}

uint32_t codeForSize(unsigned Size) {
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

/// Size of the pointee of a "T*" type name, 0 if unknown.
unsigned builtinSize(StringRef TypeName) {
  StringRef Base = TypeName.rtrim("0123456789");
  StringRef Digits = TypeName.drop_front(Base.size());
  unsigned N = 1;
  if (!Digits.empty() && Digits.getAsInteger(10, N))
    return 0;
  if (N == 3)
    N = 4;
  bool Signed;
  switch (builtinElemCode(TypeName, Signed)) {
  case cl2::ATCChar:
    return Base == "void" ? 1 : N;
  case cl2::ATCShort:
    return 2 * N;
  case cl2::ATCInt:
  case cl2::ATCFloat:
    return 4 * N;
  case cl2::ATCLong:
  case cl2::ATCDouble:
    return 8 * N;
  default:
    return 0;
  }
}

MetadataArg hiddenEntry(unsigned I, cl2::Generation G, bool Is64) {
  MetadataArg A;
  static const char *const Names[NumHiddenArgs] = {
      "_.global_offset_0", "_.global_offset_1", "_.global_offset_2",
      "_.printf_buffer",   "_.vqueue_pointer",  "_.aqlwrap_pointer"};
  A.Name = Names[I];
  A.TypeName = "size_t";
  A.Count = 1;
  A.NotSampler = 1;
  A.VirtualOffset = 16 * I;
  if (I == HiddenPrintfBuffer) {
    A.Kind = cl2::AEKPointer;
    A.TypeCode = cl2::ATCPointer;
    A.PointeeAlign = 1;
    A.PointeeType = cl2::ATCChar;
    A.AddrSpace = cl2::AEASGlobal;
    A.Usage = G == cl2::Generation::Old ? 3 : 1;
    return A;
  }
  A.Kind = cl2::AEKValue;
  A.TypeCode = cl2::isG2(G) ? (Is64 ? cl2::ATCG2Long : cl2::ATCG2Int) : cl2::ATCLong;
  A.Const = cl2::isG2(G) && I <= HiddenGlobalOffset2;
  return A;
}
} // namespace

Expected<KernelMetadataBlob>
buildKernelMetadata(const KernelInfo &K, const GPUInfo &GPU, DriverVersion D,
                    bool Is64, unsigned Id, unsigned Index, bool Enqueues) {
  const cl2::Generation G = generationFor(D);
  const bool Old = G == cl2::Generation::Old;
  const std::string &KName = K.ABI.Name;
  KernelMetadataBlob M;
  M.HeaderSize = cl2::metadataHeaderSize(G, Is64);
  const auto &R = K.ABI.ReqdWorkGroupSize;
  bool HasReqd = R[0] || R[1] || R[2];
  M.Flags = (Is64 ? cl2::MDFlag64Bit : 0) |
            (HasReqd ? cl2::MDFlagReqdWorkGroupSize : 0);
  if (Id > 0xFBFF)
    return createStringError("too many kernels for the 16-bit kernel id");
  M.KernelId = 0x400 + Id;
  for (unsigned I = 0; I < 3; ++I)
    M.ReqdWorkGroupSize[I] = R[I];
  if (G == cl2::Generation::G2Gfx)
    M.ArchWord = GPU.Family == GPUFamily::GCN11   ? "GFX7"
                 : GPU.Family == GPUFamily::GCN12 ? "GFX8"
                                                  : "GFX9";
  else
    M.ArchWord = cl2::MDArchGeneric.str();
  // OLD and G1 cannot express the hints; they are only hints, so drop them.
  if (cl2::isG2(G)) {
    for (unsigned I = 0; I < 3; ++I)
      M.WorkGroupSizeHint[I] = K.ABI.WorkGroupSizeHint[I];
    M.VecTypeHint = K.ABI.VecTypeHint;
  }
  M.Enqueues = Enqueues;
  M.KernelIndex = Index;

  if (K.ABI.Args.Args.size() < NumHiddenArgs)
    return createStringError("kernel '%s': the argument layout lacks the six "
                             "setup arguments",
                             KName.c_str());
  for (unsigned I = 0; I < NumHiddenArgs; ++I) {
    if (K.ABI.Args.Args[I].Kind != ArgKind::Hidden)
      return createStringError("kernel '%s': argument %u is not a setup "
                               "argument",
                               KName.c_str(), I);
    M.Args.push_back(hiddenEntry(I, G, Is64));
  }

  unsigned ROImages = 0, WOImages = 0, RWImages = 0, Samplers = 0, Pipes = 0;
  uint32_t VOffset = 16 * NumHiddenArgs;
  for (size_t I = NumHiddenArgs; I < K.ABI.Args.Args.size(); ++I) {
    const ArgDesc &In = K.ABI.Args.Args[I];
    MetadataArg A;
    A.Name = In.Name;
    A.TypeName = In.TypeName;
    A.Count = 1;
    A.NotSampler = 1;
    A.VirtualOffset = VOffset;
    A.Volatile = (In.TypeQuals & QualVolatile) != 0;
    A.Restrict = (In.TypeQuals & QualRestrict) != 0;
    A.Const = (In.TypeQuals & QualConst) != 0;
    uint64_t Slot = 8;
    switch (In.Kind) {
    case ArgKind::Hidden:
      return createStringError("kernel '%s': setup argument '%s' after the "
                               "user arguments",
                               KName.c_str(), In.Name.c_str());
    case ArgKind::Value: {
      bool Signed = false;
      uint32_t Code = builtinElemCode(In.TypeName, Signed);
      if (!Code || (Code == cl2::ATCChar && In.ElemSize != 1))
        Code = codeForSize(In.ElemSize);
      unsigned N = In.NumElems == 3 && !Old ? 4 : In.NumElems;
      // CLRX's G2 codes for signed scalars (UNVERIFIED on AMD output).
      if (cl2::isG2(G) && Signed && N == 1)
        Code = Code == cl2::ATCChar    ? cl2::ATCG2Char
               : Code == cl2::ATCShort ? cl2::ATCG2Short
               : Code == cl2::ATCInt   ? cl2::ATCG2Int
                                       : cl2::ATCG2Long;
      A.Kind = cl2::AEKValue;
      A.TypeCode = Code;
      A.Count = N;
      Slot = uint64_t(std::max(4u, In.ElemSize)) * N;
      break;
    }
    case ArgKind::Struct:
      A.Kind = cl2::AEKValue;
      A.TypeCode = cl2::ATCStruct;
      A.Count = In.StructSize;
      Slot = In.StructSize;
      break;
    case ArgKind::Pointer: {
      A.Kind = cl2::AEKPointer;
      A.TypeCode = cl2::ATCPointer;
      StringRef Pointee = StringRef(In.TypeName).rtrim(" *");
      bool Signed;
      uint32_t PCode = builtinElemCode(Pointee, Signed);
      A.PointeeType = PCode ? PCode : cl2::ATCStruct;
      uint64_t PSize = In.StructSize ? In.StructSize : builtinSize(Pointee);
      A.PointeeAlign = PowerOf2Ceil(std::max<uint64_t>(PSize, 1));
      switch (In.AddrSpace) {
      case ArgAddrSpace::Global:
        A.AddrSpace = cl2::AEASGlobal;
        break;
      case ArgAddrSpace::Constant:
        A.AddrSpace = cl2::AEASConstant;
        break;
      case ArgAddrSpace::Local:
        A.AddrSpace = cl2::AEASLocal;
        break;
      default:
        return createStringError("kernel '%s': pointer argument '%s' is not "
                                 "in the global, constant or local space",
                                 KName.c_str(), In.Name.c_str());
      }
      // Without usage analysis: const pointees are read-only, the rest are
      // read+write (OLD always says read+write).
      A.Usage = Old || !A.Const ? 3 : 1;
      break;
    }
    case ArgKind::Image:
      A.Kind = cl2::AEKImage;
      A.PointeeAlign = 1;
      Slot = 32;
      switch (In.Access) {
      case AccessQual::WriteOnly:
        A.TypeCode = cl2::ATCWriteOnlyImage;
        A.Count = WOImages++;
        break;
      case AccessQual::ReadWrite:
        A.TypeCode = cl2::ATCReadWriteImage;
        A.Count = RWImages++;
        break;
      default:
        A.TypeCode = cl2::ATCReadOnlyImage;
        A.Count = ROImages++;
        break;
      }
      break;
    case ArgKind::Sampler:
      A.Kind = cl2::AEKSampler;
      A.TypeCode = cl2::ATCSampler;
      A.NotSampler = 0;
      A.Count = Samplers++;
      Slot = 16;
      break;
    case ArgKind::Pipe:
      A.Kind = cl2::AEKPointer;
      A.TypeCode = cl2::ATCPointer;
      A.PointeeAlign = 256;
      A.PointeeType = cl2::ATCStruct;
      A.AddrSpace = cl2::AEASGlobal;
      A.Usage = 3;
      A.Pipe = 1;
      ++Pipes;
      break;
    case ArgKind::Queue:
      A.Kind = cl2::AEKQueue;
      A.TypeCode = cl2::ATCQueue;
      A.PointeeAlign = Old ? 2 : 4;
      break;
    case ArgKind::ClkEvent:
      A.Kind = cl2::AEKPointer;
      A.TypeCode = cl2::ATCPointer;
      A.PointeeAlign = 4;
      A.PointeeType = cl2::ATCQueue;
      A.AddrSpace = cl2::AEASGlobal;
      A.Usage = 3;
      break;
    }
    if (ROImages > 128 || WOImages > 64 || RWImages > 64 || Samplers > 16)
      return createStringError("kernel '%s' has more image or sampler "
                               "arguments than the runtime supports "
                               "(read-only 128, write-only 64, read-write 64, "
                               "samplers 16)",
                               KName.c_str());
    VOffset += alignTo(Slot, 16);
    M.Args.push_back(std::move(A));
  }

  // CLRX's rule (accepted by drivers): the marker is 0 for kernels that
  // enqueue or take pipes.
  M.Marker = Enqueues || Pipes ? 0 : 0xFFFFFFFF;
  if (Old) {
    M.OldLDSSize = alignTo(K.LDSBytes, 16);
    if (K.ScratchBytes)
      M.OldExtraResource = K.ScratchBytes;
    else if (Enqueues)
      M.OldExtraResource = 32;
    else
      M.OldExtraResource = 16 * Pipes;
    if (K.LDSBytes || K.ScratchBytes || Pipes || Enqueues)
      M.Flags |= cl2::MDFlagOldUsesResources;
  }
  M.Raw = encodeKernelMetadata(M, G, Is64);
  M.TotalSize = M.Raw.size();
  return M;
}

} // namespace amdcl2
