//===- InputFile.cpp - Read an input file with a size limit ---------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// MemoryBuffer::getFileOrSTDIN reads a pipe or a device until it ends, which
/// for /dev/zero or `yes |` is never: memory runs out first. Here a regular
/// file is refused by its size before it is read, and anything else is read
/// in chunks and refused one chunk past the limit.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Dump/Dump.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SmallVectorMemoryBuffer.h"

using namespace llvm;

namespace amdcl2 {

static Error tooLarge(uint64_t MaxMiB) {
  return createStringError(std::make_error_code(std::errc::file_too_large),
                           "larger than " + Twine(MaxMiB) + " MiB");
}

/// Reads a pipe, device or terminal until its end or past \p MaxMiB MiB.
static Expected<std::unique_ptr<MemoryBuffer>>
readStream(sys::fs::file_t FD, StringRef Name, uint64_t MaxMiB) {
  constexpr size_t ChunkSize = 1 << 16;
  SmallVector<char, 0> Data;
  for (;;) {
    size_t Old = Data.size();
    Data.resize_for_overwrite(Old + ChunkSize);
    Expected<size_t> N = sys::fs::readNativeFile(
        FD, MutableArrayRef<char>(Data.data() + Old, ChunkSize));
    if (!N)
      return N.takeError();
    Data.truncate(Old + *N);
    if (*N == 0)
      break;
    if (Data.size() > (MaxMiB << 20))
      return tooLarge(MaxMiB);
  }
  return std::make_unique<SmallVectorMemoryBuffer>(
      std::move(Data), Name, /*RequiresNullTerminator=*/false);
}

Expected<std::unique_ptr<MemoryBuffer>> readInputFile(StringRef Path,
                                                      uint64_t MaxMiB) {
  if (Path == "-")
    return readStream(sys::fs::getStdinHandle(), "<stdin>", MaxMiB);
  Expected<sys::fs::file_t> FD = sys::fs::openNativeFileForRead(Path);
  if (!FD)
    return FD.takeError();
  scope_exit Close([&] { sys::fs::closeFile(*FD); });
  sys::fs::file_status Status;
  if (std::error_code EC = sys::fs::status(*FD, Status))
    return errorCodeToError(EC);
  if (Status.type() != sys::fs::file_type::regular_file)
    return readStream(*FD, Path, MaxMiB);
  if (Status.getSize() > (MaxMiB << 20))
    return tooLarge(MaxMiB);
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getOpenFile(*FD, Path, Status.getSize(),
                                /*RequiresNullTerminator=*/false);
  if (!Buf)
    return errorCodeToError(Buf.getError());
  return std::move(*Buf);
}

} // namespace amdcl2
