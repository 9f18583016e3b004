//===- ArgLayout.h - CL2 kernel argument classification and layout -*- C++ -*-//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// How every OpenCL kernel argument is classified and where it sits in the
/// CL2 argument buffer (ABI doc section 5, binary-format doc section 7).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_ARGLAYOUT_H
#define AMDCL2_ABI_ARGLAYOUT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace amdcl2 {

enum class ArgKind {
  Hidden,  ///< one of the six setup arguments
  Value,   ///< scalar or vector passed by value
  Pointer, ///< global, constant or local pointer
  Image,
  Sampler,
  Pipe,
  Queue,
  ClkEvent,
  Struct, ///< struct passed by value (through a pointer to a copy)
};

enum class ArgAddrSpace { None, Private, Global, Constant, Local };

enum class AccessQual { None, ReadOnly, WriteOnly, ReadWrite };

/// Metadata "usage" bits of a pointer argument.
enum ArgUsage : unsigned { UsageRead = 1, UsageWrite = 2, UsageReadWrite = 3 };

/// Type qualifier bits as in `kernel_arg_type_qual`.
enum TypeQualBits : unsigned {
  QualConst = 1,
  QualRestrict = 2,
  QualVolatile = 4,
  QualPipe = 8,
};

llvm::StringRef argKindName(ArgKind K);
std::optional<ArgKind> parseArgKind(llvm::StringRef S);
llvm::StringRef addrSpaceName(ArgAddrSpace AS); ///< "" for None
std::optional<ArgAddrSpace> parseAddrSpace(llvm::StringRef S);
llvm::StringRef accessQualName(AccessQual A); ///< "read_only", ... or "none"
std::optional<AccessQual> parseAccessQual(llvm::StringRef S);
std::string typeQualString(unsigned Quals); ///< "const volatile" style

/// One kernel argument as the ABI sees it.
struct ArgDesc {
  std::string Name;
  std::string TypeName; ///< as in kernel_arg_type, e.g. "float*", "uchar3"
  ArgKind Kind = ArgKind::Value;
  ArgAddrSpace AddrSpace = ArgAddrSpace::None;
  AccessQual Access = AccessQual::None;
  unsigned TypeQuals = 0;
  /// Value: OpenCL scalar element type ("uint", "float", ...), element size
  /// in bytes and element count (1 for scalars).
  std::string ElemType;
  unsigned ElemSize = 0;
  unsigned NumElems = 1;
  /// Struct: size of the struct itself.
  uint64_t StructSize = 0;
  /// Pointer: alignment of the pointee as the metadata records it.
  uint64_t PointeeAlign = 0;
  /// Pointer: how the kernel accesses the memory, as the metadata records
  /// it (ArgUsage bits; 0 when not decided).
  unsigned Usage = 0;
  /// Pointer: how the kernel accesses memory through it, as the CL2 lowering
  /// found it (ArgUsage bits, 0 = not at all); the rules of the driver era
  /// turn it into Usage. Read+write when nothing looked.
  unsigned MemoryUse = UsageReadWrite;
  /// Placement, filled by layoutArguments().
  unsigned Offset = 0;
  unsigned Size = 0;
};

/// Program pointer width and argument-buffer format generation.
struct LayoutOptions {
  bool Is64Bit = true;
  /// New format (drivers from 1912.05): 3-vectors take 4 elements and the
  /// total is rounded up to 16. Old format: neither.
  bool NewFormat = true;
};

/// Elements a vector of \p NumElems occupies in the argument buffer and in
/// the metadata: 3-vectors take 4 in the new format.
inline unsigned storedElements(unsigned NumElems, bool NewFormat) {
  return NumElems == 3 && NewFormat ? 4 : NumElems;
}

/// Name of setup argument \p Index ("_.global_offset_0", ...).
llvm::StringRef hiddenArgName(unsigned Index);

/// The six setup (hidden) arguments, already placed.
std::vector<ArgDesc> hiddenArguments(const LayoutOptions &Opts);

/// Size and alignment of one user argument's slot.
struct SlotShape {
  unsigned Size;
  unsigned Align;
};
SlotShape slotShape(const ArgDesc &A, const LayoutOptions &Opts);

/// A complete argument buffer: hidden arguments then user arguments.
struct ArgBufferLayout {
  std::vector<ArgDesc> Args; ///< hidden first, each with Offset/Size set
  unsigned Size = 0;         ///< kernarg_segment_byte_size
  size_t numHidden() const { return 6; }
};

/// Places \p UserArgs after the six setup arguments.
ArgBufferLayout layoutArguments(llvm::ArrayRef<ArgDesc> UserArgs,
                                const LayoutOptions &Opts);

/// Index of the setup arguments within the buffer.
enum HiddenArgIndex : unsigned {
  HiddenGlobalOffset0 = 0,
  HiddenGlobalOffset1 = 1,
  HiddenGlobalOffset2 = 2,
  HiddenPrintfBuffer = 3,
  HiddenVQueuePointer = 4,
  HiddenAqlWrapPointer = 5,
  NumHiddenArgs = 6,
};
/// Byte offset of setup argument \p Index.
inline unsigned hiddenArgOffset(unsigned Index, bool Is64Bit) {
  return Index * (Is64Bit ? 8 : 4);
}

} // namespace amdcl2

#endif // AMDCL2_ABI_ARGLAYOUT_H
