//===- DriverOption.cpp - A command-line option naming a driver -----------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/DriverOption.h"
#include "amdcl2/ABI/DriverEra.h"

using namespace llvm;

namespace amdcl2 {

bool DriverVersionParser::parse(cl::Option &O, StringRef ArgName, StringRef Arg,
                                std::string &Value) {
  Expected<DriverVersion> D = parseDriverVersion(Arg);
  if (!D)
    return O.error(toString(D.takeError()));
  Value = Arg.str();
  return false;
}

} // namespace amdcl2
