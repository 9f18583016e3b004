//===- ReaderMetadata.cpp - Parse AMDCL2 kernel metadata ------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads the kernel metadata blob of spec section 6: fixed header, name-1,
/// architecture word, optional vec_type_hint, N+1 argument entries and the
/// argument name strings. Every offset, length and count is checked against
/// the blob before it is used.
///
//===----------------------------------------------------------------------===//

#include "ReaderImpl.h"
#include "llvm/Support/Endian.h"

using namespace llvm;

namespace amdcl2 {
namespace reader {

namespace {
/// Bounds-checked reads from one blob; fixed-offset fields are read only after
/// the caller checked that the header fits.
class BlobCursor {
public:
  BlobCursor(ArrayRef<uint8_t> B, unsigned WordSize, StringRef Ctx)
      : B(B), WordSize(WordSize), Ctx(Ctx) {}

  uint8_t u8(uint64_t Off) const { return B[Off]; }
  uint16_t u16(uint64_t Off) const {
    return support::endian::read16le(B.data() + Off);
  }
  uint32_t u32(uint64_t Off) const {
    return support::endian::read32le(B.data() + Off);
  }
  uint64_t u64(uint64_t Off) const {
    return support::endian::read64le(B.data() + Off);
  }
  uint64_t word(uint64_t Off) const {
    return WordSize == 8 ? u64(Off) : u32(Off);
  }

  /// Reads a string of \p Len bytes plus its NUL at \p Off.
  Expected<std::string> str(uint64_t Off, uint64_t Len,
                            const Twine &What) const {
    if (Len >= B.size() || Off > B.size() - Len - 1)
      return makeError(Ctx + ": " + What + " at offset " + hex(Off) +
                       " with length " + hex(Len) +
                       " runs past the end of the blob (size " + hex(B.size()) +
                       ")");
    if (B[Off + Len] != 0)
      return makeError(Ctx + ": " + What + " at offset " + hex(Off) +
                       " with length " + hex(Len) + " is not NUL-terminated");
    return std::string(reinterpret_cast<const char *>(B.data() + Off), Len);
  }

private:
  ArrayRef<uint8_t> B;
  unsigned WordSize;
  std::string Ctx;
};
} // namespace

Expected<KernelMetadataBlob> parseMetadataBlob(ArrayRef<uint8_t> Blob,
                                               bool Is64, StringRef Ctx) {
  const cl2::MetadataHeaderLayout &L = Is64 ? cl2::MDLayout64 : cl2::MDLayout32;
  const cl2::ArgEntryLayout &AL = Is64 ? cl2::ArgLayout64 : cl2::ArgLayout32;
  const uint64_t OldSize = Is64 ? cl2::MDHeaderOld64 : cl2::MDHeaderOld32;
  const uint64_t G1Size = Is64 ? cl2::MDHeaderG1_64 : cl2::MDHeaderG1_32;
  const uint64_t G2Size = Is64 ? cl2::MDHeaderG2_64 : cl2::MDHeaderG2_32;
  BlobCursor C(Blob, L.WordSize, Ctx);

  if (Blob.size() < 2 * L.WordSize)
    return makeError(Ctx + ": blob size " + hex(Blob.size()) +
                     " is smaller than its two size words (" +
                     hex(2 * L.WordSize) + ")");
  KernelMetadataBlob MD;
  MD.Raw.assign(Blob.begin(), Blob.end());
  MD.HeaderSize = C.word(L.HeaderSize);
  MD.TotalSize = C.word(L.TotalSize);
  if (MD.HeaderSize != OldSize && MD.HeaderSize != G1Size &&
      MD.HeaderSize != G2Size)
    return makeError(Ctx + ": header size " + hex(MD.HeaderSize) + " is not " +
                     hex(OldSize) + ", " + hex(G1Size) + " or " + hex(G2Size) +
                     " (" + (Is64 ? "64" : "32") + "-bit container)");
  if (MD.HeaderSize > Blob.size())
    return makeError(Ctx + ": header size " + hex(MD.HeaderSize) +
                     " exceeds the blob size " + hex(Blob.size()));
  if (MD.TotalSize != Blob.size())
    return makeError(Ctx + ": total size field " + hex(MD.TotalSize) +
                     " does not match the symbol size " + hex(Blob.size()));

  MD.Flags = C.u32(L.Flags);
  MD.KernelId = C.u16(L.KernelId);
  for (unsigned D = 0; D < 3; ++D)
    MD.ReqdWorkGroupSize[D] = C.word(L.ReqdWGS + D * L.WordSize);
  uint64_t DummyLen = C.word(L.DummyNameLen);
  uint64_t ArchLen = C.word(L.ArchWordLen);
  uint64_t NumArgs = C.u64(L.NumArgs);
  MD.Enqueues = C.u32(L.Enqueues);
  MD.KernelIndex = C.u32(L.KernelIndex);
  if (MD.HeaderSize == OldSize) {
    MD.OldLDSSize = C.word(L.OldLDSSize);
    MD.OldExtraResource = C.word(L.OldExtraRes);
  } else {
    MD.Marker = C.u32(MD.HeaderSize == G1Size ? L.MarkerG1 : L.MarkerG2);
  }
  uint64_t HintLen = 0;
  if (MD.HeaderSize == G2Size) {
    for (unsigned D = 0; D < 3; ++D)
      MD.WorkGroupSizeHint[D] = C.word(L.WGSHint + D * L.WordSize);
    HintLen = C.word(L.VecHintLen);
  }

  uint64_t Off = MD.HeaderSize;
  Expected<std::string> Dummy = C.str(Off, DummyLen, "kernel name-1");
  if (!Dummy)
    return Dummy.takeError();
  Off += DummyLen + 1;
  Expected<std::string> Arch = C.str(Off, ArchLen, "architecture word");
  if (!Arch)
    return Arch.takeError();
  MD.ArchWord = std::move(*Arch);
  Off += ArchLen + 1;
  if (MD.HeaderSize == G2Size) {
    Expected<std::string> Hint = C.str(Off, HintLen, "vec_type_hint");
    if (!Hint)
      return Hint.takeError();
    MD.VecTypeHint = std::move(*Hint);
    Off += HintLen + 1;
  }

  // N entries plus the all-zero terminator must fit.
  uint64_t Avail = (Blob.size() - Off) / AL.EntrySize;
  if (NumArgs >= Avail)
    return makeError(Ctx + ": argument count " + hex(NumArgs) + " needs " +
                     hex(NumArgs) + " + 1 entries of " + hex(AL.EntrySize) +
                     " bytes at offset " + hex(Off) + " but the blob (size " +
                     hex(Blob.size()) + ") has room for " + hex(Avail));
  MD.Args.resize(NumArgs);
  std::vector<std::pair<uint64_t, uint64_t>> Lens(NumArgs);
  for (uint64_t I = 0; I < NumArgs; ++I) {
    uint64_t E = Off + I * AL.EntrySize;
    uint64_t Size = C.word(E);
    if (Size != AL.EntrySize)
      return makeError(Ctx + ": argument entry [" + Twine(I) + "] at offset " +
                       hex(E) + ": entry size " + hex(Size) + " is not " +
                       hex(AL.EntrySize));
    MetadataArg &A = MD.Args[I];
    Lens[I] = {C.word(E + AL.NameLen), C.word(E + AL.TypeNameLen)};
    A.Count = C.u32(E + AL.Count);
    A.NotSampler = C.u32(E + AL.NotSampler);
    A.VirtualOffset = C.u32(E + AL.VirtualOffset);
    A.TypeCode = C.u32(E + AL.TypeCode);
    A.PointeeAlign = C.u32(E + AL.PointeeAlign);
    A.PointeeType = C.u32(E + AL.PointeeType);
    A.AddrSpace = C.u32(E + AL.AddrSpace);
    A.Usage = C.u32(E + AL.Usage);
    A.Volatile = C.u8(E + AL.Volatile);
    A.Restrict = C.u8(E + AL.Restrict);
    A.Pipe = C.u8(E + AL.Pipe);
    A.Kind = C.u32(E + AL.Kind);
    A.Const = C.word(E + AL.Const);
  }
  Off += (NumArgs + 1) * AL.EntrySize;
  for (uint64_t I = 0; I < NumArgs; ++I) {
    Expected<std::string> Name =
        C.str(Off, Lens[I].first, "name of argument [" + Twine(I) + "]");
    if (!Name)
      return Name.takeError();
    Off += Lens[I].first + 1;
    Expected<std::string> Type =
        C.str(Off, Lens[I].second, "type name of argument [" + Twine(I) + "]");
    if (!Type)
      return Type.takeError();
    Off += Lens[I].second + 1;
    MD.Args[I].Name = std::move(*Name);
    MD.Args[I].TypeName = std::move(*Type);
  }
  return MD;
}

} // namespace reader
} // namespace amdcl2
