//===- PipeArgs.cpp - Pipe objects as clCreatePipe makes them -------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A pipe argument is the address of the pipe object AMD's runtime creates
/// (lib/ABI DeviceQueue.h): read, write and end indices, then the packets
/// from byte 128. The emulator fills it with the packets of `--arg
/// pipe:...:@FILE` and reads back what is left in it after the run.
///
//===----------------------------------------------------------------------===//

#include "Dispatch.h"
#include "amdcl2/ABI/DeviceQueue.h"

using namespace llvm;

namespace amdcl2 {
namespace emu {

/// The packet size of a pipe whose metadata type name is "pipe __global T *"
/// (or T alone, as 32-bit programs name it) for a built-in scalar or vector T
/// (a 3-vector takes 4 elements); none for structs and other types the name
/// does not size.
static std::optional<uint64_t> packetBytes(StringRef TypeName) {
  StringRef T = TypeName.trim();
  if (T.consume_front("pipe ") && !T.consume_back("*"))
    return std::nullopt;
  T = T.trim();
  T.consume_front("__global ");
  T.consume_front("const ");
  T = T.trim();
  size_t Digits = T.find_first_of("0123456789");
  unsigned N = 1;
  if (Digits != StringRef::npos &&
      (T.drop_front(Digits).getAsInteger(10, N) || !N))
    return std::nullopt;
  StringRef Base = T.take_front(Digits);
  Base.consume_front("u");
  static const std::pair<StringRef, unsigned> Sizes[] = {
      {"char", 1},  {"short", 2}, {"half", 2},  {"int", 4},
      {"float", 4}, {"long", 8},  {"double", 8}};
  for (auto [Name, Bytes] : Sizes)
    if (Base == Name)
      return uint64_t(Bytes) * (N == 3 ? 4 : N);
  return std::nullopt;
}

/// A pipe index: the host's size_t (pipe::indexOffset).
static void putIndex(Memory &Mem, uint64_t Pipe, pipe::Index I, bool Is64,
                     uint64_t V) {
  putSize(Mem, Pipe + pipe::indexOffset(I, Is64), V, Is64);
}

static uint64_t getIndex(Memory &Mem, uint64_t Pipe, pipe::Index I,
                         bool Is64) {
  return getSize(Mem, Pipe + pipe::indexOffset(I, Is64), Is64);
}

Error placePipe(Dispatch &D, const KernelInfo &Info, unsigned Index,
                const ArgDesc &A, const ArgValue &V, uint64_t Slot) {
  // A pipe object the caller made (clCreatePipe) in device memory.
  if (V.Kind == ArgValue::Address) {
    putSize(D.Mem, Slot, V.DeviceAddr, Info.is64Bit());
    return Error::success();
  }
  if (V.Kind != ArgValue::Pipe)
    return argError(Info, Index, A,
                    "needs pipe:PACKET_BYTES:MAX_PACKETS, got '" + V.Spec +
                        "'");
  if (std::optional<uint64_t> Bytes = packetBytes(A.TypeName))
    if (*Bytes != V.PacketBytes)
      return argError(Info, Index, A,
                      "its packets are " + Twine(*Bytes) + " bytes, '" +
                          V.Spec + "' gives " + Twine(V.PacketBytes));
  const bool Is64 = Info.is64Bit();
  uint64_t Obj =
      D.Mem.allocate(pipe::PacketsOffset + V.PacketBytes * V.MaxPackets,
                     "arg" + std::to_string(Index) + " (pipe)");
  putIndex(D.Mem, Obj, pipe::ReadIndex, Is64, 0);
  putIndex(D.Mem, Obj, pipe::WriteIndex, Is64, V.Bytes.size() / V.PacketBytes);
  putIndex(D.Mem, Obj, pipe::EndIndex, Is64, V.MaxPackets);
  if (!V.Bytes.empty())
    D.Mem.store(Obj + pipe::PacketsOffset, V.Bytes.data(), V.Bytes.size());
  if (Is64)
    put<uint64_t>(D.Mem, Slot, Obj);
  else
    put<uint32_t>(D.Mem, Slot, Obj);
  D.Pipes.push_back({Index, Obj, V.PacketBytes, Is64});
  return Error::success();
}

std::vector<uint8_t> pipeContents(Memory &Mem, const Dispatch::PipeArg &P) {
  uint64_t Read = getIndex(Mem, P.Addr, pipe::ReadIndex, P.Is64);
  uint64_t Write = getIndex(Mem, P.Addr, pipe::WriteIndex, P.Is64);
  uint64_t End = getIndex(Mem, P.Addr, pipe::EndIndex, P.Is64);
  std::vector<uint8_t> Out;
  // The kernel may have left the indices anywhere: at most End packets.
  for (uint64_t I = Read; I < Write && I - Read < End && End; ++I) {
    const uint8_t *Packet =
        Mem.translate(P.Addr + pipe::PacketsOffset + (I % End) * P.PacketBytes,
                      P.PacketBytes);
    Out.insert(Out.end(), Packet, Packet + P.PacketBytes);
  }
  return Out;
}

} // namespace emu
} // namespace amdcl2
