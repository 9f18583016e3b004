//===- SmallModel.cpp - 32-bit (small model) programs ---------------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/SmallModel.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/Support/AMDGPUAddrSpace.h"

using namespace llvm;

namespace amdcl2 {

bool isNarrowedAddressSpace(unsigned AS) {
  return AS == AMDGPUAS::FLAT_ADDRESS || AS == AMDGPUAS::GLOBAL_ADDRESS ||
         AS == AMDGPUAS::CONSTANT_ADDRESS;
}

Expected<std::string> smallModelDataLayout(StringRef LargeLayout) {
  SmallVector<StringRef, 24> Specs;
  LargeLayout.split(Specs, '-');
  std::string Out;
  unsigned Narrowed = 0;
  for (StringRef S : Specs) {
    if (!Out.empty())
      Out += '-';
    // A pointer spec: "p[AS]:size:abi[...]".
    StringRef AS = S;
    if (AS.consume_front("p") && !AS.empty() &&
        (AS.front() == ':' || isDigit(AS.front()))) {
      unsigned N = 0;
      StringRef Num = AS.take_until([](char C) { return C == ':'; });
      if (Num.empty() || !Num.getAsInteger(10, N)) {
        if (isNarrowedAddressSpace(N)) {
          Out += ("p" + Num + ":32:32").str();
          ++Narrowed;
          continue;
        }
      }
    }
    Out += S.str();
  }
  if (Narrowed != 3)
    return createStringError("cannot make a 32-bit data layout from '" +
                             LargeLayout + "'");
  return Out;
}

bool isSmallModel(const DataLayout &DL) {
  return DL.getPointerSizeInBits(AMDGPUAS::GLOBAL_ADDRESS) == 32;
}

} // namespace amdcl2
