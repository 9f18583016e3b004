//===- Dispatch.h - The CL2 runtime's side of a dispatch --------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the runtime prepares before the first wave starts (argument buffer,
/// dispatch packet, scratch) and what it loads into each wave (user and
/// system SGPRs, local ids). Internal to lib/Emulator.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_LIB_EMULATOR_DISPATCH_H
#define AMDCL2_LIB_EMULATOR_DISPATCH_H

#include "amdcl2/ABI/KernelInfo.h"
#include "amdcl2/ABI/Samplers.h"
#include "amdcl2/Emulator/Emulator.h"
#include "amdcl2/Emulator/Memory.h"
#include "amdcl2/Emulator/Wave.h"
#include <cstring>

namespace amdcl2 {
namespace emu {

using Dim3 = std::array<uint64_t, 3>;

struct Dispatch {
  Memory Mem;
  bool GFX9 = false;
  Dim3 Grid = {1, 1, 1}, Local = {1, 1, 1}, NumGroups = {1, 1, 1};
  std::vector<uint8_t> Code; ///< the kernel's code, relocated
  uint64_t PacketAddr = 0, KernargAddr = 0, CodeAddr = 0;
  uint64_t ScratchAddr = 0;
  uint64_t ApertureAddr = 0;     ///< usegeneric's buffer (queue pointer)
  uint64_t PrintfAddr = 0;       ///< 0: the kernel has no printf
  uint64_t WaveScratchBytes = 0; ///< scratch of one wave (64 lanes)
  uint64_t LDSBytes = 0;         ///< per work-group
  unsigned MaxWavesPerGroup = 1;
  /// User argument index and device address of each buffer argument.
  std::vector<std::pair<unsigned, uint64_t>> Buffers;

  explicit Dispatch(uint64_t MemBase) : Mem(MemBase) {}
};

/// Stores \p V at device address \p Addr, which the caller allocated.
template <typename T> void put(Memory &M, uint64_t Addr, T V) {
  std::memcpy(M.translate(Addr, sizeof(T)), &V, sizeof(T));
}

/// Checks \p Cfg against the kernel's metadata and lays out memory: the
/// argument buffer (six setup arguments, then the user arguments at the
/// offsets of the metadata), the AQL packet, the code and scratch.
llvm::Expected<std::unique_ptr<Dispatch>>
prepareDispatch(const AMDCL2Binary &Bin, const AMDCL2Kernel &K,
                const KernelInfo &Info, const LaunchConfig &Cfg, bool GFX9);

/// "kernel 'K': argument N 'name' (type): WHY".
llvm::Error argError(const KernelInfo &Info, unsigned Index, const ArgDesc &A,
                     const llvm::Twine &Why);

/// Image and sampler arguments (ImageArgs.cpp): the objects the runtime
/// builds, their address in the argument's \p Slot; an image's texels are
/// one of \p D.Buffers.
llvm::Error placeImage(Dispatch &D, const KernelInfo &Info, unsigned Index,
                       const ArgDesc &A, const ArgValue &V, uint64_t Slot);
llvm::Error placeSampler(Dispatch &D, const KernelInfo &Info, unsigned Index,
                         const ArgDesc &A, const ArgValue &V, uint64_t Slot);
/// A sampler object (S# in its first 16 bytes) for \p F; its address.
uint64_t createSamplerObject(Memory &Mem, const SamplerFields &F,
                             llvm::StringRef Name);

/// Loads the program-scope data of \p Bin into \p Mem and applies the
/// relocations of the data and of kernel \p K's \p Code (a copy of K.Code).
llvm::Error loadProgramData(const AMDCL2Binary &Bin, const AMDCL2Kernel &K,
                            Memory &Mem, std::vector<uint8_t> &Code);

/// Loads wave \p WaveIdx of work-group \p Group (actual size \p Size) as the
/// hardware does from the setup's enable bits: user SGPRs, group ids,
/// scratch wave offset, v0-v2 local ids, EXEC.
llvm::Error initWave(const Dispatch &D, const KernelCodeT &Setup,
                     const Dim3 &Group, const Dim3 &Size, unsigned WaveIdx,
                     WaveState &W);

} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_LIB_EMULATOR_DISPATCH_H
