//===- PrintfFormat.h - One printf descriptor of a kernel -------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What AMD's runtime needs to print the records a printf call writes into
/// the printf buffer: the record's ID, the byte size of each argument and the
/// format string. LLVM's printf binding hands them over as `!llvm.printf.fmts`
/// strings "ID:N:s1:...:sN:format"; the kernel record and the metadata blob
/// carry them as PrintfFormat.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_PRINTFFORMAT_H
#define AMDCL2_ABI_PRINTFFORMAT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

/// AMD's printf buffer (lib/Builtins/Printf.cl): a u32 write offset and a
/// u32 capacity, which the runtime writes before each dispatch, then the
/// records.
constexpr unsigned PrintfBufferOffsetField = 0;
constexpr unsigned PrintfBufferCapacityField = 4;
constexpr unsigned PrintfBufferHeaderSize = 8;

/// The named metadata LLVM's printf binding fills, one string per call.
constexpr const char *MDPrintfFormatsName = "llvm.printf.fmts";

struct PrintfFormat {
  uint32_t ID = 0;
  std::vector<uint32_t> ArgSizes; ///< bytes of each argument in the record
  /// As the binding escapes it (newline as the two characters `\n`, ':' as
  /// `\72`), which is how the runtime expects it.
  std::string Format;

  bool operator==(const PrintfFormat &O) const {
    return ID == O.ID && ArgSizes == O.ArgSizes && Format == O.Format;
  }
};

/// Parses one `!llvm.printf.fmts` string "ID:N:s1:...:sN:format".
llvm::Expected<PrintfFormat> parsePrintfFormat(llvm::StringRef S);

/// Every entry of \p M's `!llvm.printf.fmts`, in its order; an error for a
/// malformed one or an ID given twice (two IR files printing, each numbered
/// from 1, linked together).
llvm::Expected<std::vector<PrintfFormat>>
readModulePrintfFormats(const llvm::Module &M);

/// The sizes as "4,8,16" ("" without arguments), as the tools print them.
std::string printfSizesString(const PrintfFormat &P);

} // namespace amdcl2

#endif // AMDCL2_ABI_PRINTFFORMAT_H
