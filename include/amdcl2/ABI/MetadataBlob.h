//===- MetadataBlob.h - The CL2 kernel metadata blob and codec --*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The per-kernel metadata record AMD's CL2 runtime reads from the outer
/// .rodata (binary-format doc section 6): a header whose fields depend on the
/// format generation and container width, the argument entries, and the
/// strings after them. Each header and entry field is described once, in
/// tables that encodeKernelMetadata() and decodeKernelMetadata() both walk.
/// LLVM defines nothing of this format; every number here is ours.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_METADATABLOB_H
#define AMDCL2_ABI_METADATABLOB_H

#include "amdcl2/ABI/PrintfFormat.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace amdcl2 {
namespace cl2 {

/// Format generations (binary-format doc section 3).
enum class Generation {
  Old,  ///< before 1912.05: per-kernel stub+setup+code blobs in outer .text
  G1,   ///< 1912.05 .. 2004.05: inner ELF without a null symbol
  G2,   ///< 2004.06 and later: null symbol, vec_type_hint field
  G2Gfx ///< 2236.00 and later: "GFXn" architecture word
};
llvm::StringRef generationName(Generation G); ///< "old", "G1", "G2", "G2-gfx"
inline bool isG2(Generation G) {
  return G == Generation::G2 || G == Generation::G2Gfx;
}

/// Header size (word 0) of each generation and width.
uint64_t metadataHeaderSize(Generation G, bool Is64);

constexpr llvm::StringLiteral MDDummyKernelName = "__OpenCL_dummy_kernel";
constexpr llvm::StringLiteral MDArchGeneric = "generic";

// Header flag bits (64-bit 0x1C, 32-bit 0x14).
constexpr uint32_t MDFlagReqdWorkGroupSize = 0x4;
constexpr uint32_t MDFlag64Bit = 0x20;
constexpr uint32_t MDFlagOldUsesResources = 0x100;

/// Zero bytes after the argument strings.
constexpr unsigned MDTrailer64 = 48, MDTrailer32 = 24;
/// Size of one argument entry (also the value of its first word).
constexpr unsigned ArgEntrySize64 = 88, ArgEntrySize32 = 64;
/// Size of one printf entry (also the value of its first word). The zero
/// trailer after the argument strings is the all-zero entry ending them.
constexpr unsigned PrintfEntrySize64 = MDTrailer64,
                   PrintfEntrySize32 = MDTrailer32;

/// Argument entry "kind" field.
enum ArgEntryKind : uint32_t {
  AEKSampler = 1,
  AEKImage = 2,
  AEKValue = 4,
  AEKPointer = 5, ///< also pipes and clk_event_t
  AEKQueue = 7,
};

/// Argument entry "type code" / "pointee type code" values (section 6.6).
enum ArgTypeCode : uint32_t {
  ATCSampler = 0, ///< with kind 1
  ATCReadOnlyImage = 1,
  ATCWriteOnlyImage = 2,
  ATCReadWriteImage = 3,
  ATCG2Char = 2, ///< with kind 4 (G2 signed scalars)
  ATCG2Short = 3,
  ATCG2Int = 4,
  ATCG2Long = 5,
  ATCChar = 6,
  ATCShort = 7,
  ATCPointer = 7, ///< with kind 5
  ATCInt = 8,
  ATCLong = 9,
  ATCFloat = 11,
  ATCDouble = 12,
  ATCStruct = 15, ///< also the pointee code of pipes
  ATCQueue = 18,  ///< also the pointee code of clk_event_t
};

/// Argument entry address space codes.
enum ArgEntryAddrSpace : uint32_t {
  AEASNone = 0,
  AEASLocal = 3,
  AEASGlobal = 4,
  AEASConstant = 5,
};

} // namespace cl2

/// One argument entry of the kernel metadata blob (spec section 6.5).
struct MetadataArg {
  std::string Name, TypeName;
  uint32_t Count = 0; ///< vector length / struct size / resource id
  uint32_t NotSampler = 0;
  uint32_t VirtualOffset = 0;
  uint32_t TypeCode = 0;
  uint32_t PointeeAlign = 0;
  uint32_t PointeeType = 0;
  uint32_t AddrSpace = 0; ///< cl2::ArgEntryAddrSpace
  uint32_t Usage = 0;     ///< 1 read, 2 write, 3 read+write
  uint8_t Volatile = 0, Restrict = 0, Pipe = 0;
  uint32_t Kind = 0; ///< cl2::ArgEntryKind
  uint64_t Const = 0;

  bool isPipe() const {
    return Pipe || llvm::StringRef(TypeName).starts_with("pipe");
  }
  bool operator==(const MetadataArg &O) const;
};

/// The kernel metadata blob from outer .rodata (spec section 6).
struct KernelMetadataBlob {
  uint64_t HeaderSize = 0, TotalSize = 0; ///< as stored; computed on encode
  uint32_t Flags = 0;
  uint16_t KernelId = 0;
  std::array<uint64_t, 3> ReqdWorkGroupSize = {0, 0, 0};
  std::array<uint64_t, 3> WorkGroupSizeHint = {0, 0, 0}; ///< G2 only
  std::string ArchWord;                          ///< "generic" or "GFXn"
  std::string VecTypeHint;                       ///< G2 only, "" if none
  uint64_t OldLDSSize = 0, OldExtraResource = 0; ///< OLD only
  uint32_t Enqueues = 0, KernelIndex = 0;
  uint32_t WavesPerSimdHint = 0; ///< G1/G2 only (the "marker" word)
  std::vector<MetadataArg> Args; ///< all N entries, hidden ones first
  /// The printf entries (layout INFERRED, docs/ABI.md), in stored order.
  std::vector<PrintfFormat> Printf;
  std::vector<uint8_t> Raw; ///< the blob, byte for byte, when read
};

/// How a field is stored: fixed width or one container word (8 or 4 bytes).
enum class FieldWidth : uint8_t { U8, U16, U32, U64, Word };
unsigned fieldBytes(FieldWidth W, bool Is64);

/// What a field holds: a member of the record, a constant, or a size or
/// length the encoder computes (and the decoder checks or uses to parse).
enum class FieldRole : uint8_t {
  Member,
  Constant,
  HeaderSize,
  TotalSize,
  DummyNameLen,
  ArchWordLen,
  NumArgs,
  VecHintLen,
  EntrySize,
  NameLen,
  TypeNameLen,
  NumPrintf,
  PrintfNumSizes,
  PrintfFormatLen,
};

/// One numeric header field. Presence is a bit per generation (bit
/// unsigned(Generation)). Get/Set are set for FieldRole::Member only.
struct MetadataHeaderField {
  llvm::StringLiteral Name;
  unsigned Offset64, Offset32;
  FieldWidth Width;
  unsigned Generations;
  FieldRole Role;
  uint64_t (*Get)(const KernelMetadataBlob &);
  void (*Set)(KernelMetadataBlob &, uint64_t);
  uint64_t Value; ///< FieldRole::Constant
};
llvm::ArrayRef<MetadataHeaderField> metadataHeaderFields();

/// One numeric field of an entry of type \p Entry after the header: an
/// argument entry or a printf entry.
template <typename Entry> struct MetadataEntryField {
  llvm::StringLiteral Name;
  unsigned Offset64, Offset32;
  FieldWidth Width;
  FieldRole Role;
  uint64_t (*Get)(const Entry &);
  void (*Set)(Entry &, uint64_t);
};

using MetadataArgField = MetadataEntryField<MetadataArg>;
llvm::ArrayRef<MetadataArgField> metadataArgFields();

/// The printf entry's fields (the two pointer words are 0 in the file and
/// not listed).
using MetadataPrintfField = MetadataEntryField<PrintfFormat>;
llvm::ArrayRef<MetadataPrintfField> metadataPrintfFields();

/// The blob of \p M for generation \p G in a 64- or 32-bit container. The
/// sizes and string lengths are computed, not taken from \p M.
std::vector<uint8_t> encodeKernelMetadata(const KernelMetadataBlob &M,
                                          cl2::Generation G, bool Is64);

/// Reads a blob; every offset, length and count is checked first. The
/// generation follows from the header size. \p Ctx prefixes errors.
llvm::Expected<KernelMetadataBlob>
decodeKernelMetadata(llvm::ArrayRef<uint8_t> Blob, bool Is64,
                     llvm::StringRef Ctx);

/// The generation whose header size is \p HeaderSize, if any.
std::optional<cl2::Generation> generationOfHeader(uint64_t HeaderSize,
                                                  bool Is64);

} // namespace amdcl2

#endif // AMDCL2_ABI_METADATABLOB_H
