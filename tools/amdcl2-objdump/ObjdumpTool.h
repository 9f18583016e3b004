//===- ObjdumpTool.h - Printers of amdcl2-objdump ---------------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The output sections of amdcl2-objdump, one function per option.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_TOOLS_OBJDUMP_OBJDUMPTOOL_H
#define AMDCL2_TOOLS_OBJDUMP_OBJDUMPTOOL_H

#include "amdcl2/Binary/AMDCL2Binary.h"
#include "llvm/Support/raw_ostream.h"

namespace amdcl2 {

/// --headers: the outer and inner ELF headers and section tables.
void printHeaders(const AMDCL2Binary &Bin, llvm::raw_ostream &OS);
/// --kernels: each kernel's configuration in CLRX's .config dialect.
void printKernelConfigs(const AMDCL2Binary &Bin, llvm::raw_ostream &OS);
/// -d: each kernel's code, disassembled for gfx8/gfx9 and as dwords for
/// GPUs LLVM 22 cannot disassemble.
void printDisassembly(const AMDCL2Binary &Bin, llvm::raw_ostream &OS);

} // namespace amdcl2

#endif // AMDCL2_TOOLS_OBJDUMP_OBJDUMPTOOL_H
