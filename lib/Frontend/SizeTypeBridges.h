//===- SizeTypeBridges.h - 32-bit size_t calls into the builtins -*- C++
//-*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// In a 32-bit program size_t is `unsigned int`, so a builtin with a size_t
/// parameter (vloadN's offset, async_work_group_copy's count,
/// work_group_broadcast's local id...) is called by a name whose mangling
/// says `j` where the builtins libraries, built for 64-bit programs, say `m`.
/// Before linking, each such call is made a call to the library's name with
/// the 32-bit value zero-extended. The library's name is found, not listed:
/// the fewest top-level `j` parameters turned into `m` that give a name a
/// library defines (a `j` inside a pointer or vector type is the element
/// type, not a size). A spelling of clang's r600 front end is made
/// amdgcn's first: a generic pointer's `PU3AS0` is `P` (r600's default
/// address space is private).
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_FRONTEND_SIZETYPEBRIDGES_H
#define AMDCL2_LIB_FRONTEND_SIZETYPEBRIDGES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace amdcl2 {

/// The top-level parameter positions of Itanium-mangled \p Name whose type
/// is exactly \p Code (a builtin type letter), and the number of parameters;
/// nullopt when the name is not one this reader understands.
struct MangledParams {
  unsigned Count = 0;
  std::vector<unsigned> Positions;       ///< parameter indices
  std::vector<size_t> Offsets;           ///< where each is in the name
};
std::optional<MangledParams> findTopLevelParams(llvm::StringRef Name,
                                                char Code);

/// Rewrites the calls of \p M to functions no library defines
/// (\p IsDefined says which names one does) as described above.
void bridgeSizeTypeCalls(llvm::Module &M,
                         const std::function<bool(llvm::StringRef)> &IsDefined);

/// After linking: a 32-bit program's calls whose types differ from the
/// library's function as a 32-bit front end makes them differ. A size_t
/// result is converted (get_image_array_size, and the work-item functions
/// both the program and the libraries call, which the CL2 lowering lowers at
/// either width), an opaque handle (event_t, private in clang's r600 and
/// generic in amdgcn) reinterpreted.
void reconcileCallTypes(llvm::Module &M);

} // namespace amdcl2

#endif // AMDCL2_LIB_FRONTEND_SIZETYPEBRIDGES_H
