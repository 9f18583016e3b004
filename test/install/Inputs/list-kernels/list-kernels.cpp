//===- list-kernels.cpp - Print the kernel names of AMDCL2 binaries -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The install test's program: built against the installed AMDCL2 package,
/// it reads each file with the AMDCL2 reader and prints its GPU and kernels.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/AMDCL2Binary.h"
#include "amdcl2/Version.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include <cstring>

using namespace llvm;

static int listKernels(StringRef Path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf = MemoryBuffer::getFile(Path);
  if (!Buf) {
    errs() << "list-kernels: error: '" << Path
           << "': " << Buf.getError().message() << "\n";
    return 1;
  }
  Expected<amdcl2::AMDCL2Binary> Bin =
      amdcl2::AMDCL2Binary::create((*Buf)->getMemBufferRef());
  if (!Bin) {
    errs() << "list-kernels: error: '" << Path
           << "': " << toString(Bin.takeError()) << "\n";
    return 1;
  }
  outs() << Path << ": " << Bin->DeviceName << ", " << Bin->Kernels.size()
         << " kernels\n";
  for (const amdcl2::AMDCL2Kernel &K : Bin->Kernels)
    outs() << "  " << K.Name << "\n";
  return 0;
}

int main(int argc, char **argv) {
  if (argc == 2 && !std::strcmp(argv[1], "--version")) {
    amdcl2::printToolVersion(outs(), "list-kernels");
    return 0;
  }
  if (argc < 2) {
    errs() << "usage: list-kernels FILE.clo...\n";
    return 1;
  }
  int Status = 0;
  for (int I = 1; I < argc; ++I)
    Status |= listKernels(argv[I]);
  return Status;
}
