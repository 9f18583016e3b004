//===- Allocator.cpp - glibc's allocator set for a compiler process -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A compile allocates and frees the same large arrays again and again:
/// each code generation's register allocator sizes arrays by register unit
/// (hundreds of KiB on AMDGPU), and the occupancy retry runs code generation
/// several times, each stage in a thread of its own (CrashGuard). By default
/// glibc serves such blocks with mmap and returns them at free, trims the
/// heap, and gives each thread its own arena, so every generation faults its
/// pages in again: on work_items.cl, 7,800 page faults against clang-22's
/// 5,500, a tenth of the compile time on a virtual machine
/// (bench/MEASUREMENTS.md). Keeping freed memory in one arena is what a
/// short-lived compiler process wants.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/CodeGen/Compiler.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace amdcl2 {

void tuneAllocatorForCompiler() {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 256 << 20); // blocks up to 256 MiB from the heap
  mallopt(M_TRIM_THRESHOLD, 512 << 20); // freed memory stays for reuse
  mallopt(M_ARENA_MAX, 1); // the stage threads run one at a time
#endif
}

} // namespace amdcl2
