//===- DriverOption.h - A command-line option naming a driver ---*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The parser of a cl::opt<std::string> that names an AMD driver: a value
/// parseDriverVersion does not accept is a command-line error, reported
/// before anything runs, rather than one error from each pass that reads
/// it (LLVM's -amdgpu-amdcl2-driver with llvm-patches/).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_DRIVEROPTION_H
#define AMDCL2_ABI_DRIVEROPTION_H

#include "llvm/Support/CommandLine.h"
#include <string>

namespace amdcl2 {

class DriverVersionParser : public llvm::cl::parser<std::string> {
public:
  using llvm::cl::parser<std::string>::parser;
  /// Keeps \p Arg as it was written; false on success, as cl's parsers.
  bool parse(llvm::cl::Option &O, llvm::StringRef ArgName, llvm::StringRef Arg,
             std::string &Value);
};

} // namespace amdcl2

#endif // AMDCL2_ABI_DRIVEROPTION_H
