//===- ReaderFuzzer.cpp - libFuzzer entry for the AMDCL2 reader -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Feeds arbitrary bytes to AMDCL2Binary::create() and, when they parse, to
/// everything downstream of it (KernelInfo conversion, JSON, the raw
/// re-serializer), so any out-of-bounds read or unchecked size shows up under
/// AddressSanitizer. bench/fuzz-reader.sh builds it with clang++-22 and
/// libFuzzer; the main build (g++) links DummyReaderFuzzer.cpp's main instead,
/// which replays the files it is given.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/AMDCL2Binary.h"
#include "amdcl2/Binary/ReaderKernelInfo.h"
#include "llvm/Support/MemoryBufferRef.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>

using namespace llvm;
using namespace amdcl2;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Bytes(reinterpret_cast<const char *>(Data), Size);
  Expected<AMDCL2Binary> Bin =
      AMDCL2Binary::create(MemoryBufferRef(Bytes, "fuzz"));
  if (!Bin) {
    consumeError(Bin.takeError());
    return 0;
  }
  std::vector<KernelInfo> Infos;
  for (const AMDCL2Kernel &K : Bin->Kernels)
    Infos.push_back(kernelInfoFromBinary(*Bin, K));
  std::string JSON;
  raw_string_ostream OS(JSON);
  OS << kernelsToJSON(Infos);
  // The raw layer must reproduce what it read: a mismatch is a model bug.
  std::vector<uint8_t> Out = writeRawAMDCL2(*Bin);
  for (const ELFSection &S : Bin->Outer.Sections)
    if (!S.Contents.empty() &&
        (S.Offset + S.Contents.size() > Out.size() ||
         !std::equal(S.Contents.begin(), S.Contents.end(),
                     Out.begin() + S.Offset)))
      abort();
  return 0;
}
