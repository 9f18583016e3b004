//===- WriterFile.cpp - Atomic output files -------------------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Writes output through a uniquely named temporary file in the destination
/// directory and renames it into place, so a failed run never leaves a
/// partial file and never clobbers an existing one.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Binary/Writer.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace amdcl2 {

/// A device, FIFO or socket is written in place: renaming a file over it
/// would replace the node itself (as root, /dev/null or /dev/full).
static Error writeInPlace(StringRef Path, ArrayRef<char> Bytes) {
  std::error_code EC;
  raw_fd_ostream OS(Path, EC, sys::fs::OF_None);
  if (!EC) {
    OS.write(Bytes.data(), Bytes.size());
    OS.close();
    EC = OS.error();
    OS.clear_error();
  }
  if (EC)
    return createStringError(EC, "cannot write '%s': %s", Path.str().c_str(),
                             EC.message().c_str());
  return Error::success();
}

Error writeFileAtomically(StringRef Path, ArrayRef<char> Bytes) {
  if (Path.empty())
    return createStringError("no output file name");
  if (sys::fs::is_directory(Path))
    return createStringError("'%s' is a directory", Path.str().c_str());
  sys::fs::file_status Status;
  if (!sys::fs::status(Path, Status) && sys::fs::exists(Status) &&
      !sys::fs::is_regular_file(Status))
    return writeInPlace(Path, Bytes);
  // A short name beside the output: any name the output may have fits.
  SmallString<256> Model(sys::path::parent_path(Path));
  sys::path::append(Model, ".amdcl2-%%%%%%%%.tmp");
  int FD;
  SmallString<256> TempPath;
  if (std::error_code EC = sys::fs::createUniqueFile(Model, FD, TempPath))
    return createStringError(EC, "cannot create a temporary file for '%s': %s",
                             Path.str().c_str(), EC.message().c_str());
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS.write(Bytes.data(), Bytes.size());
    OS.close();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      sys::fs::remove(TempPath);
      return createStringError(EC, "cannot write '%s': %s", Path.str().c_str(),
                               EC.message().c_str());
    }
  }
  if (std::error_code EC = sys::fs::rename(TempPath, Path)) {
    sys::fs::remove(TempPath);
    return createStringError(EC, "cannot rename the output to '%s': %s",
                             Path.str().c_str(), EC.message().c_str());
  }
  return Error::success();
}

Error checkOutputIsNotInput(StringRef Output, ArrayRef<std::string> Inputs) {
  if (Output == "-")
    return Error::success();
  for (const std::string &In : Inputs) {
    bool Same = false;
    if (In != "-" && !sys::fs::equivalent(In, Output, Same) && Same)
      return createStringError("output file '%s' is the input file '%s'",
                               Output.str().c_str(), In.c_str());
  }
  return Error::success();
}

} // namespace amdcl2
