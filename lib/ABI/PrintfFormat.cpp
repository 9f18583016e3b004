//===- PrintfFormat.cpp - Parsing LLVM's printf descriptor strings --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The "ID:N:s1:...:sN:format" strings of `!llvm.printf.fmts`. The format
/// is everything after the N-th size: the binding escapes its ':' as `\72`,
/// but the split stops counting there anyway, so a stray ':' stays in it.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/PrintfFormat.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace amdcl2 {

static Error formatError(StringRef S, const Twine &What) {
  return createStringError(inconvertibleErrorCode(),
                           "malformed !" + Twine(MDPrintfFormatsName) +
                               " entry '" + S + "': " + What);
}

/// Takes the next ':'-separated number from \p Rest.
static bool takeNumber(StringRef &Rest, uint64_t &Out) {
  auto [Field, Tail] = Rest.split(':');
  if (Field.getAsInteger(10, Out) || Field.size() == Rest.size())
    return false;
  Rest = Tail;
  return true;
}

Expected<PrintfFormat> parsePrintfFormat(StringRef S) {
  StringRef Rest = S;
  uint64_t ID = 0, N = 0;
  if (!takeNumber(Rest, ID) || ID == 0 || ID > UINT32_MAX)
    return formatError(S, "no ID of 1 or more");
  // Each size takes at least two characters ("4:").
  if (!takeNumber(Rest, N) || N > Rest.size() / 2)
    return formatError(S, "no argument count");
  PrintfFormat P;
  P.ID = ID;
  for (uint64_t I = 0; I < N; ++I) {
    uint64_t Size = 0;
    if (!takeNumber(Rest, Size) || Size == 0 || Size % 4 || Size > UINT32_MAX)
      return formatError(S, "argument " + Twine(I) +
                                " has no size that is a multiple of 4");
    P.ArgSizes.push_back(Size);
  }
  P.Format = Rest.str();
  return P;
}

Expected<std::vector<PrintfFormat>> readModulePrintfFormats(const Module &M) {
  std::vector<PrintfFormat> Out;
  const NamedMDNode *Fmts = M.getNamedMetadata(MDPrintfFormatsName);
  if (!Fmts)
    return Out;
  DenseSet<uint32_t> IDs;
  for (const MDNode *N : Fmts->operands()) {
    const auto *S = N->getNumOperands() == 1
                        ? dyn_cast_or_null<MDString>(N->getOperand(0).get())
                        : nullptr;
    if (!S)
      return createStringError(inconvertibleErrorCode(),
                               "malformed !" + Twine(MDPrintfFormatsName) +
                                   " entry: not one string");
    Expected<PrintfFormat> P = parsePrintfFormat(S->getString());
    if (!P)
      return P.takeError();
    if (!IDs.insert(P->ID).second)
      return createStringError(
          inconvertibleErrorCode(),
          "printf ID " + Twine(P->ID) +
              " is used by two formats (IR files "
              "whose printf calls were numbered separately cannot be linked)");
    Out.push_back(std::move(*P));
  }
  return Out;
}

std::string printfSizesString(const PrintfFormat &P) {
  std::string Out;
  for (uint32_t Size : P.ArgSizes)
    Out += (Out.empty() ? "" : ",") + std::to_string(Size);
  return Out;
}

} // namespace amdcl2
