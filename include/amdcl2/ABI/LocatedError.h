//===- LocatedError.h - Errors at a source location -------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// An error about the user's program at a line of its source, known from the
/// debug locations the front end records: tools print it as clang prints its
/// own diagnostics, `file.cl:LINE:COL: error: message`.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_ABI_LOCATEDERROR_H
#define AMDCL2_ABI_LOCATEDERROR_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include <string>

namespace llvm {
class DiagnosticLocation;
} // namespace llvm

namespace amdcl2 {

class LocatedError : public llvm::ErrorInfo<LocatedError> {
public:
  static char ID;
  LocatedError(std::string File, unsigned Line, unsigned Column,
               std::string Message)
      : File(std::move(File)), Line(Line), Column(Column),
        Message(std::move(Message)) {}
  /// `File:Line:Column: Message` (no column when it is 0).
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;
  /// `File:Line:Column`, without the message.
  std::string location() const;
  /// The message without the location.
  const std::string &text() const { return Message; }

private:
  std::string File;
  unsigned Line, Column;
  std::string Message;
};

/// A LocatedError at \p Loc if it is valid, else a plain error saying \p Msg.
llvm::Error makeLocatedError(const llvm::DiagnosticLocation &Loc,
                             const llvm::Twine &Msg);

} // namespace amdcl2

#endif // AMDCL2_ABI_LOCATEDERROR_H
