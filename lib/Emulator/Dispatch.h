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

/// The program as the loader leaves it in device memory (ProgramData.cpp):
/// data sections with their relocations applied and, in the binary's
/// kernel order, each kernel's code object (its 256-byte setup, then its
/// code) and its relocated code for decoding.
struct LoadedProgram {
  std::vector<uint64_t> CodeObjects;
  std::vector<std::vector<uint8_t>> Code;
};
llvm::Expected<LoadedProgram> loadProgram(const AMDCL2Binary &Bin, Memory &Mem);

/// One dispatch of one kernel; its memory is the device's, shared by a
/// kernel and the kernels it enqueues.
struct Dispatch {
  Memory &Mem;
  bool GFX9 = false;
  unsigned FlatScrLo = RegFlatScrLo; ///< FLAT_SCRATCH_LO's encoding
  Dim3 Grid = {1, 1, 1}, Local = {1, 1, 1}, NumGroups = {1, 1, 1};
  unsigned Kernel = 0; ///< index in the binary's kernels
  /// CodeAddr: the first instruction (s_getpc); the packet's kernel object
  /// is the setup before it.
  uint64_t PacketAddr = 0, KernargAddr = 0, CodeAddr = 0;
  uint64_t ScratchAddr = 0;
  uint64_t ApertureAddr = 0;     ///< usegeneric's buffer (queue pointer)
  uint64_t PrintfAddr = 0;       ///< 0: the kernel has no printf
  uint64_t QueueAddr = 0;        ///< the device queue, for queue_t args
  uint64_t WaveScratchBytes = 0; ///< scratch of one wave (64 lanes)
  uint64_t LDSBytes = 0;         ///< per work-group
  unsigned MaxWavesPerGroup = 1;
  /// User argument index and device address of each buffer argument.
  std::vector<std::pair<unsigned, uint64_t>> Buffers;
  /// Pipe arguments: user argument index, pipe object, packet size.
  struct PipeArg {
    unsigned Index;
    uint64_t Addr, PacketBytes;
    bool Is64 = true; ///< the indices' width: the program's size_t
  };
  std::vector<PipeArg> Pipes;

  explicit Dispatch(Memory &M) : Mem(M) {}
};

/// Stores \p V at device address \p Addr, which the caller allocated (an
/// allocation that failed is reported by the dispatch: nothing is stored).
template <typename T> void put(Memory &M, uint64_t Addr, T V) {
  M.store(Addr, &V, sizeof(T));
}

/// Checks \p Cfg against the kernel's metadata and lays out memory: the
/// argument buffer (six setup arguments, then the user arguments at the
/// offsets of the metadata), the AQL packet, the code and scratch.
llvm::Expected<std::unique_ptr<Dispatch>>
prepareDispatch(const AMDCL2Binary &Bin, unsigned Kernel,
                const KernelInfo &Info, const LaunchConfig &Cfg, bool GFX9,
                Memory &Mem, const LoadedProgram &Prog, uint64_t Queue);

/// The dispatch of the AQL packet in the device-queue slot at \p Wrap, as
/// the scheduler launches it: the packet is the setup buffer, the slot's
/// argument area (written by the enqueuing kernel) the argument buffer;
/// LDS is the kernel's own plus the packet's group segment size (the
/// local-pointer arguments).
llvm::Expected<std::unique_ptr<Dispatch>>
prepareChildDispatch(unsigned Kernel, const KernelInfo &Info, uint64_t Wrap,
                     bool GFX9, Memory &Mem, const LoadedProgram &Prog);

/// Reads a \p T at device address \p Addr, which the caller knows is
/// allocated.
template <typename T> T get(Memory &M, uint64_t Addr) {
  T V;
  std::memcpy(&V, M.translate(Addr, sizeof(T)), sizeof(T));
  return V;
}

/// A size_t or address the runtime lays out: 8 bytes for a 64-bit program,
/// the low 4 for a 32-bit one.
inline void putSize(Memory &M, uint64_t Addr, uint64_t V, bool Is64) {
  if (Is64)
    put<uint64_t>(M, Addr, V);
  else
    put<uint32_t>(M, Addr, uint32_t(V));
}
inline uint64_t getSize(Memory &M, uint64_t Addr, bool Is64) {
  return Is64 ? get<uint64_t>(M, Addr) : get<uint32_t>(M, Addr);
}

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
/// A pipe argument (PipeArgs.cpp): the object clCreatePipe makes, holding
/// \p V's initial packets; its address in \p Slot.
llvm::Error placePipe(Dispatch &D, const KernelInfo &Info, unsigned Index,
                      const ArgDesc &A, const ArgValue &V, uint64_t Slot);
/// The packets pipe \p P holds, oldest first.
std::vector<uint8_t> pipeContents(Memory &Mem, const Dispatch::PipeArg &P);
/// A sampler object (S# in its first 16 bytes) for \p F; its address.
uint64_t createSamplerObject(Memory &Mem, const SamplerFields &F,
                             llvm::StringRef Name);

/// Loads wave \p WaveIdx of work-group \p Group (actual size \p Size) as the
/// hardware does from the setup's enable bits: user SGPRs, group ids,
/// scratch wave offset, v0-v2 local ids, EXEC.
llvm::Error initWave(const Dispatch &D, const KernelCodeT &Setup,
                     const Dim3 &Group, const Dim3 &Size, unsigned WaveIdx,
                     WaveState &W);

} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_LIB_EMULATOR_DISPATCH_H
