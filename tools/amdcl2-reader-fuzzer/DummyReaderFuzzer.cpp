//===- DummyReaderFuzzer.cpp - Replay inputs through the reader fuzzer ----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The main of the reader fuzzer when it is built without libFuzzer: runs
/// LLVMFuzzerTestOneInput once on each file named on the command line, after
/// LLVMFuzzerInitialize has read --mode= as libFuzzer would let it.
///
//===----------------------------------------------------------------------===//

#include "llvm/FuzzMutate/FuzzerCLI.h"
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size);
extern "C" int LLVMFuzzerInitialize(int *Argc, char ***Argv);

int main(int argc, char *argv[]) {
  return llvm::runFuzzerOnInputs(argc, argv, LLVMFuzzerTestOneInput,
                                 LLVMFuzzerInitialize);
}
