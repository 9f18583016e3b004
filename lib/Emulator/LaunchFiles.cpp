//===- LaunchFiles.cpp - Work sizes and argument files of a launch --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What amdcl2-run and amdcl2-clrun share besides the argument specs: the
/// work sizes they parse and the argN.bin files they write, so that the
/// virtual device and the oracle are driven and read back the same way.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Emulator/Emulator.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace amdcl2 {
namespace emu {

bool parseWorkSizes(StringRef S, std::array<uint64_t, 3> &Out,
                    unsigned &Dims) {
  SmallVector<StringRef, 3> Parts;
  S.split(Parts, ',');
  if (Parts.empty() || Parts.size() > 3)
    return false;
  for (unsigned I = 0; I < Parts.size(); ++I)
    if (Parts[I].trim().getAsInteger(0, Out[I]))
      return false;
  Dims = Parts.size();
  return true;
}

Error writeArgFile(StringRef Dir, unsigned Index, ArrayRef<uint8_t> Bytes) {
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return createStringError("cannot create '" + Dir + "': " + EC.message());
  SmallString<128> Path(Dir);
  sys::path::append(Path, "arg" + Twine(Index) + ".bin");
  std::error_code EC;
  raw_fd_ostream OS(Path, EC);
  if (EC)
    return createStringError("cannot write '" + Path + "': " + EC.message());
  OS.write(reinterpret_cast<const char *>(Bytes.data()), Bytes.size());
  return Error::success();
}

} // namespace emu
} // namespace amdcl2
