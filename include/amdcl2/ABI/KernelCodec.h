//===- KernelCodec.h - KernelInfo <-> the records of a binary ---*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The symmetric codec between one KernelInfo and what an AMDCL2 binary
/// stores for the kernel: the amd_kernel_code_t (KernelCode.h) and the
/// metadata blob with its argument entries (MetadataBlob.h), per driver era
/// and container width. The writer only calls encodeKernel(), the reader
/// only decodeKernel(). Both read the same tables (ArgCodec.cpp) for type,
/// address-space and access codes and the hidden arguments.
///
/// The choices AMD's compiler makes for a kernel it compiled (how the setup
/// is filled from the code generator's results, argument usage, kernel
/// indices) are not encoding: they live in KernelRules.h and are applied
/// once, when code generation builds the record.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_KERNELCODEC_H
#define AMDCL2_ABI_KERNELCODEC_H

#include "amdcl2/ABI/DriverEra.h"
#include "amdcl2/ABI/KernelCode.h"
#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/ABI/MetadataBlob.h"
#include "amdcl2/ABI/Targets.h"
#include "llvm/Support/Error.h"
#include <string>

namespace amdcl2 {

/// What a binary is written for: GPU, driver (hence format generation and
/// device code) and container width.
struct BinaryTarget {
  const GPUInfo *GPU = nullptr;
  DriverVersion Driver;
  bool Is64 = true;
  /// Catalyst device name when it differs from GPU->DeviceName (several
  /// devices share one LLVM processor but not one device code); "" if not.
  std::string DeviceName;

  cl2::Generation generation() const { return generationFor(Driver); }
};

/// The two records of one kernel.
struct EncodedKernel {
  KernelCodeT Setup;
  KernelMetadataBlob Metadata;
};

/// Encodes \p K for generation \p G in a 64- or 32-bit container. Errors
/// name the kernel and what the format cannot express.
llvm::Expected<EncodedKernel> encodeKernel(const KernelInfo &K,
                                           cl2::Generation G, bool Is64);

/// The record back from a kernel's setup and metadata. \p G is the file's
/// generation; \p GPU may be null (unknown device), \p GFX9 says whether the
/// ISA is gfx9 (which always enables flat-scratch init).
KernelInfo decodeKernel(llvm::StringRef Name, const KernelCodeT &Setup,
                        const KernelMetadataBlob &MD, cl2::Generation G,
                        bool Is64, const GPUInfo *GPU, bool GFX9);

/// decode(encode(K)) compared with \p K, field by field: every difference
/// the format of generation \p G does not explain (OLD and G1 have no
/// work-group-size hint and vec_type_hint; every format stores the ids the
/// dispatcher provides rather than those read, and no pipe access
/// qualifier). Empty when the binary holds the record faithfully; an error
/// when \p K cannot be encoded at all.
llvm::Expected<std::vector<std::string>>
roundTripDifferences(const KernelInfo &K, cl2::Generation G, bool Is64);
/// The same for \p E, what encodeKernel() made of \p K.
std::vector<std::string> roundTripDifferences(const KernelInfo &K,
                                              const EncodedKernel &E,
                                              cl2::Generation G, bool Is64);

//===----------------------------------------------------------------------===//
// Argument entries (ArgCodec.cpp)
//===----------------------------------------------------------------------===//

/// Per-kernel counters the entries of images and samplers number from.
struct ResourceCounters {
  unsigned ReadOnlyImages = 0, WriteOnlyImages = 0, ReadWriteImages = 0,
           Samplers = 0, Pipes = 0;
};

/// The entry of user argument \p A at virtual offset \p VOffset.
llvm::Expected<MetadataArg> encodeArgEntry(const ArgDesc &A, cl2::Generation G,
                                           uint32_t VOffset,
                                           ResourceCounters &Counters);
/// The entry of setup argument \p Index, described by \p A.
MetadataArg encodeHiddenEntry(const ArgDesc &A, unsigned Index,
                              cl2::Generation G, bool Is64);
/// The record's fields of a setup argument entry (qualifiers, usage).
void decodeHiddenEntry(const MetadataArg &E, ArgDesc &A);
/// Virtual-offset bytes one user argument's entry takes.
uint32_t entryVirtualSize(const ArgDesc &A, cl2::Generation G);

/// The user argument an entry describes (placement is left to
/// layoutArguments()).
ArgDesc decodeArgEntry(const MetadataArg &A, cl2::Generation G);

/// An OpenCL scalar type as the metadata codes it.
struct ScalarTypeCode {
  llvm::StringLiteral Name; ///< "char", "uint", "float", ...
  unsigned Size;
  uint32_t Code;         ///< cl2::ArgTypeCode
  uint32_t G2SignedCode; ///< G2 code of the signed scalar; 0 if none
};
/// Every scalar type name, signed before unsigned.
llvm::ArrayRef<ScalarTypeCode> scalarTypeCodes();
/// The row of an OpenCL type name such as "uint", "float4" or "uchar3"
/// ("unsigned " spellings included); null for other names.
const ScalarTypeCode *scalarTypeOf(llvm::StringRef TypeName);
/// The row of a metadata type code's own (signed) type; null for codes of
/// no scalar (structures, queues).
const ScalarTypeCode *canonicalScalar(uint32_t Code);
/// The built-in pointee type of a pointer type name ("uint4*" -> uint),
/// null for structures, typedefs and names without '*'.
const ScalarTypeCode *pointeeScalarOf(llvm::StringRef PtrTypeName);
/// CLRX's name of a pointer argument's pointee: the built-in type the type
/// name starts with ("uint4"), else the record's element type, else
/// "structure".
std::string pointeeTypeName(const ArgDesc &A);
/// The metadata type code of by-value argument \p A in generation \p G.
uint32_t valueTypeCode(const ArgDesc &A, cl2::Generation G);
/// The element size of a "T" or "Tn" type name (3-vectors as 4); 0 if not
/// an OpenCL scalar or vector type.
unsigned builtinTypeSize(llvm::StringRef TypeName);

} // namespace amdcl2

#endif // AMDCL2_ABI_KERNELCODEC_H
