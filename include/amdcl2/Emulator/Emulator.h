//===- Emulator.h - Run CL2 kernels on a virtual device ---------*- C++ -*-===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// The library behind amdcl2-run: dispatches one kernel of an AMDCL2 binary
/// exactly as the CL2 runtime does (user and system SGPRs from the kernel
/// setup, the AQL dispatch packet, the argument buffer from the metadata)
/// and executes it wave by wave. docs/Emulator.md describes the model.
///
//===----------------------------------------------------------------------===//

#ifndef AMDCL2_EMULATOR_EMULATOR_H
#define AMDCL2_EMULATOR_EMULATOR_H

#include "amdcl2/ABI/PrintfFormat.h"
#include "amdcl2/Binary/AMDCL2Binary.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace amdcl2 {
namespace emu {

/// One `--arg` value.
struct ArgValue {
  /// Address: a buffer, sub-buffer, pipe or SVM pointer the caller placed in
  /// a VirtualGPU's memory (0: NULL); Raw: a value's bytes as
  /// clSetKernelArg takes them, checked against the argument's size only.
  enum KindT {
    Scalar,
    Buffer,
    Local,
    Image,
    Sampler,
    Pipe,
    Queue,
    Address,
    Raw
  };
  KindT Kind = Scalar;
  /// Scalar: element type as written ("i32", "f64"...), element count.
  std::string Type;
  unsigned Elems = 0;
  /// Scalar: the elements' bytes; Buffer: its initial contents.
  std::vector<uint8_t> Bytes;
  uint64_t LocalBytes = 0; ///< Local: bytes of LDS to allocate
  uint64_t DeviceAddr = 0; ///< Address: the device address
  std::string Spec;        ///< as written, for messages
  /// Image: sizes (width, then height or layers, then depth or layers),
  /// the channel order and data type as resource codes (ImageFormats.h),
  /// and the initial texels: Bytes from a file, else zero or random bytes.
  std::vector<unsigned> ImageDims;
  unsigned ChannelOrder = 0, ChannelType = 0;
  /// Image: texels per row when the rows are longer than the width (an
  /// image made from a buffer with a pitch), else 0. With DeviceAddr set,
  /// the texels are already in device memory there (an OpenCL image).
  uint64_t ImagePitch = 0;
  bool ImageFromFile = false;
  std::optional<uint64_t> RandomSeed;
  uint32_t SamplerLiteral = 0; ///< Sampler: CLK_* bits, checked
  /// Pipe: packet size and capacity; Bytes holds the initial packets.
  uint64_t PacketBytes = 0, MaxPackets = 0;
};

/// Parses `i32:V`, `u32:V`, `i64:V`, `u64:V`, `f32:V`, `f64:V` (vectors as
/// comma lists), `buf:BYTES`, `buf:BYTES:random=SEED`, `buf:@FILE`,
/// `local:BYTES`, `image:W[xH[xD]]:ORDER:TYPE[:random=SEED|:@FILE]` (CL
/// channel order and data type names, CL_ optional) and `sampler:V` (the
/// CLK_* value, or names: normalized, unnormalized, none, clamp_to_edge,
/// clamp, repeat, mirrored_repeat, nearest, linear, joined with `,`),
/// `pipe:PACKET_BYTES:MAX_PACKETS[:@FILE]` (a pipe holding FILE's packets)
/// and `queue` (the default device queue, for a queue_t argument).
llvm::Expected<ArgValue> parseArgSpec(llvm::StringRef Spec);

/// Parses a work size or offset `X[,Y[,Z]]` into \p Out; \p Dims gets how
/// many values were given. False when it is not one to three integers.
bool parseWorkSizes(llvm::StringRef S, std::array<uint64_t, 3> &Out,
                    unsigned &Dims);

/// Writes the bytes of buffer argument \p Index to DIR/argN.bin, creating
/// \p Dir: the files amdcl2-run and amdcl2-clrun both write.
llvm::Error writeArgFile(llvm::StringRef Dir, unsigned Index,
                         llvm::ArrayRef<uint8_t> Bytes);

/// The bytes of a `random=SEED` fill: a fixed generator, so a seed gives
/// the same bytes on every host.
void fillRandom(uint64_t Seed, llvm::MutableArrayRef<uint8_t> Bytes);

struct LaunchConfig {
  std::string Kernel;
  unsigned WorkDim = 1;
  std::array<uint64_t, 3> Global = {1, 1, 1};
  /// 0 in every dimension: the required work-group size, else 64,1,1.
  std::array<uint64_t, 3> Local = {0, 0, 0};
  std::array<uint64_t, 3> Offset = {0, 0, 0};
  std::vector<ArgValue> Args;               ///< user arguments, in order
  uint64_t MaxInstructions = 2000000000ULL; ///< per run, against hangs
  /// The device queue's size in bytes (clCreateCommandQueueWithProperties'
  /// CL_QUEUE_SIZE); 0: the preferred 256 KiB.
  uint64_t DeviceQueueBytes = 0;
};

struct RunStats {
  /// Over the kernel and every kernel it enqueued, directly or not.
  uint64_t WorkGroups = 0, Waves = 0, Instructions = 0, LaneOps = 0;
  /// Kernels the scheduler launched from the device queue, markers, and
  /// commands it did not run because an event they waited for failed.
  uint64_t EnqueuedDispatches = 0, Markers = 0, CommandsNotRun = 0;
  uint64_t LDSBytes = 0; ///< per work-group, static + local args
  uint64_t ScratchBytesPerItem = 0;
  /// Wave instructions executed, by InstClass (SALU, SMEM, VALU, LDS,
  /// VMEM).
  uint64_t ByClass[5] = {};
  /// An estimate of the cycles the waves spend issuing them: VALU 4 (a
  /// wave of 64 lanes on a SIMD of 16), LDS and vector memory 4, SALU and
  /// scalar memory 1 (docs/Emulator.md).
  uint64_t issueCycles() const {
    return ByClass[0] + ByClass[1] + 4 * (ByClass[2] + ByClass[3] + ByClass[4]);
  }
};

struct RunResult {
  RunStats Stats;
  /// Final contents of each buffer argument, by user argument index; for a
  /// pipe, the packets it still holds, oldest first.
  std::vector<std::pair<unsigned, std::vector<uint8_t>>> Buffers;
  /// The printf buffer after the run (empty if the kernel has no printf)
  /// and the formats of the kernel's metadata.
  std::vector<uint8_t> PrintfBuffer;
  std::vector<PrintfFormat> PrintfFormats;
};

/// Prints the records of a printf buffer (header: write offset, capacity)
/// as the runtime would; an unknown printf ID is an error.
llvm::Error printPrintfBuffer(llvm::ArrayRef<uint8_t> Buffer,
                              llvm::ArrayRef<PrintfFormat> Formats,
                              llvm::raw_ostream &OS);

/// Runs \p Cfg.Kernel of \p Bin. Errors (unknown kernel, arguments that do
/// not match the metadata, unsupported instructions, out-of-bounds
/// accesses) name the kernel and, for run-time errors, the instruction
/// address, the work-group, the wave and the lane.
llvm::Expected<RunResult> runKernel(const AMDCL2Binary &Bin,
                                    const LaunchConfig &Cfg);

/// The decoded code of kernel \p Name, one `offset name` line per
/// instruction, `*` marking those without semantics (--print-decoded).
llvm::Error printDecoded(const AMDCL2Binary &Bin, llvm::StringRef Name,
                         llvm::raw_ostream &OS);

/// `{"waves":..., ...}` for amdcl2-run --json.
void printStatsJSON(const RunStats &S, llvm::raw_ostream &OS);

} // namespace emu
} // namespace amdcl2

#endif // AMDCL2_EMULATOR_EMULATOR_H
