//===- Executor.cpp - Running the waves of each work-group ----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Runs a dispatch: work-groups one after another, and within a group the
/// waves in turn, each for a slice of instructions or until it ends or
/// reaches s_barrier; when every wave still running waits at the barrier,
/// all are released. Timing is not modelled, but the waves of a group make
/// progress together, as the hardware's interleaved waves do: a wave that
/// spins on a value another wave of its group will write (the CTS's
/// subgroups ifp test) gets it.
///
//===----------------------------------------------------------------------===//

#include "DeviceQueue.h"
#include "Dispatch.h"
#include "Exec.h"
#include "amdcl2/Binary/ReaderKernelInfo.h"
#include "amdcl2/Emulator/VirtualGPU.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include <map>

using namespace llvm;

namespace amdcl2 {
namespace emu {

namespace {
/// Instructions a wave runs before the next wave of its group has its turn.
constexpr unsigned SliceInstructions = 256;

struct Runner {
  const AMDCL2Kernel &K;
  const DecodedKernel &Code;
  Dispatch &D;
  const LaunchConfig &Cfg;
  RunStats &Stats;
  /// Reused by every work-group.
  std::vector<WaveState> Pool;
  std::vector<uint8_t> LDS;

  Error runGroup(const Dim3 &Group);
  Error runWave(ExecContext &C, const Dim3 &Group);
  Error located(const ExecContext &C, const DecodedInst *I, const Dim3 &Group,
                const Twine &Msg) const;
};
} // namespace

Error Runner::located(const ExecContext &C, const DecodedInst *I,
                      const Dim3 &Group, const Twine &Msg) const {
  std::string S;
  raw_string_ostream OS(S);
  OS << "kernel '" << K.Name << "': at " << format_hex(C.W.PC, 2);
  if (I)
    OS << " (" << Code.name(*I) << ")";
  OS << ", work-group (" << Group[0] << "," << Group[1] << "," << Group[2]
     << ") wave " << C.W.Id << ": " << Msg;
  return createStringError(S);
}

/// Runs one wave until it ends, waits at a barrier, fails or has run its
/// slice.
Error Runner::runWave(ExecContext &C, const Dim3 &Group) {
  WaveState &W = C.W;
  for (unsigned N = 0; !W.Halted && N < SliceInstructions; ++N) {
    const DecodedInst *I = Code.at(W.PC);
    if (!I)
      return located(C, nullptr, Group,
                     "the program counter is not at an instruction");
    if (!I->Fn)
      return located(C, I, Group,
                     "the emulator has no semantics for " + Code.name(*I));
    C.NextPC = W.PC + I->Size;
    if (LLVM_UNLIKELY(W.GprIdxEn)) {
      // gfx9's VGPR index mode: the instruction with its operands moved.
      DecodedInst Indexed;
      if (!applyGprIndex(C, *I, Code.name(*I), Indexed) ||
          !Indexed.Fn(C, Indexed))
        return located(C, I, Group, C.Error);
    } else if (!I->Fn(C, *I)) {
      return located(C, I, Group, C.Error);
    }
    W.PC = C.NextPC;
    ++Stats.ByClass[unsigned(I->Class)];
    if (++Stats.Instructions > Cfg.MaxInstructions)
      return located(C, I, Group,
                     "instruction limit reached (" +
                         Twine(Cfg.MaxInstructions) + ")");
    if (C.Barrier) {
      C.Barrier = false;
      W.AtBarrier = true;
      return Error::success();
    }
  }
  return Error::success();
}

Error Runner::runGroup(const Dim3 &Group) {
  Dim3 Size;
  for (unsigned I = 0; I < 3; ++I)
    Size[I] = std::min(D.Local[I], D.Grid[I] - Group[I] * D.Local[I]);
  unsigned Waves = divideCeil(Size[0] * Size[1] * Size[2], WaveSize);
  if (Pool.size() < Waves)
    Pool.resize(Waves);
  MutableArrayRef<WaveState> WS(Pool.data(), Waves);
  LDS.assign(D.LDSBytes, 0);
  for (unsigned I = 0; I < Waves; ++I)
    if (Error E = initWave(D, K.Setup, Group, Size, I, WS[I]))
      return createStringError("kernel '" + K.Name +
                               "': " + toString(std::move(E)));
  Stats.Waves += Waves;
  ++Stats.WorkGroups;
  // Each pass gives every runnable wave a slice; when none is left to run,
  // every wave has ended or waits at the barrier, which is released.
  for (bool Running = true; Running;) {
    Running = false;
    for (WaveState &W : WS) {
      if (W.Halted || W.AtBarrier)
        continue;
      Running = true;
      ExecContext C{W, LDS, D.Mem};
      C.CodeAddr = D.CodeAddr;
      C.ScratchBase = D.ScratchAddr;
      C.GFX9 = D.GFX9;
      C.FlatScrLo = D.FlatScrLo;
      Error E = runWave(C, Group);
      Stats.LaneOps += C.LaneOps;
      if (E)
        return E;
    }
    if (Running)
      continue;
    for (WaveState &W : WS)
      if (W.AtBarrier) {
        W.AtBarrier = false;
        Running = true;
      }
  }
  return Error::success();
}

static const AMDCL2Kernel *findKernel(const AMDCL2Binary &Bin, StringRef Name) {
  for (const AMDCL2Kernel &K : Bin.Kernels)
    if (K.Name == Name)
      return &K;
  return nullptr;
}

static Expected<const AMDCL2Kernel *> kernelOf(const AMDCL2Binary &Bin,
                                               StringRef Name) {
  if (const AMDCL2Kernel *K = findKernel(Bin, Name))
    return K;
  std::string Names;
  for (const AMDCL2Kernel &K : Bin.Kernels)
    Names += (Names.empty() ? "" : ", ") + K.Name;
  return createStringError("no kernel '" + Name +
                           "' (the binary has: " + Names + ")");
}

static Expected<DecodedKernel> decodeKernel(const AMDCL2Binary &Bin,
                                            ArrayRef<uint8_t> Code) {
  if (!Bin.GPU)
    return createStringError("the binary's GPU is unknown");
  if (Bin.isOldFormat())
    return createStringError("old-format binaries are not supported yet");
  auto Dec = createMCDecoder(Bin.GPU->LLVMName);
  if (!Dec)
    return Dec.takeError();
  return (*Dec)->decode(Code);
}

/// The work-group size: --local, else the required size, else 64 in x.
static Error chooseLocal(const KernelInfo &Info, LaunchConfig &Cfg) {
  bool Given = Cfg.Local[0] || Cfg.Local[1] || Cfg.Local[2];
  const auto &Reqd = Info.ABI.ReqdWorkGroupSize;
  if (!Given) {
    if (Reqd[0])
      Cfg.Local = {Reqd[0], Reqd[1], Reqd[2]};
    else
      Cfg.Local = {64, 1, 1};
  }
  for (unsigned I = 0; I < 3; ++I) {
    if (I >= Cfg.WorkDim)
      Cfg.Local[I] = 1;
    if (Cfg.Local[I] == 0 || Cfg.Global[I] == 0)
      return createStringError("global and local sizes must not be 0");
    // The dispatch packet holds 32-bit grid sizes.
    if (Cfg.Global[I] + Cfg.Offset[I] > UINT32_MAX)
      return createStringError("global size plus offset must be below 2^32");
    if (Reqd[0] && Cfg.Local[I] != std::max(1u, Reqd[I]))
      return createStringError("kernel '" + Info.name() +
                               "' requires work-group size " + Twine(Reqd[0]) +
                               "," + Twine(Reqd[1]) + "," + Twine(Reqd[2]));
  }
  if (Cfg.Local[0] * Cfg.Local[1] * Cfg.Local[2] > 1024)
    return createStringError("a work-group has at most 1024 work-items");
  return Error::success();
}

/// What a binary leaves on the device once loaded: its data and code, the
/// range of addresses they took, and each kernel's decoded code and kernel
/// info (made when first needed).
struct LoadedBinary {
  LoadedProgram Prog;
  uint64_t Lo = 0, Hi = 0;
  std::vector<std::optional<DecodedKernel>> Decoded;
  std::vector<std::optional<KernelInfo>> Infos;
};

struct VirtualGPU::Impl {
  Memory Mem;
  std::map<const AMDCL2Binary *, LoadedBinary> Loaded;
  explicit Impl(bool Is64)
      : Mem(Is64 ? 0x100000000ULL : 0x10000ULL, Is64 ? ~0ULL : 1ULL << 32) {}
};

namespace {
/// One launch on a VirtualGPU: the loaded binary, the statistics of every
/// dispatch (the kernel's and those it enqueued).
struct Device {
  const AMDCL2Binary &Bin;
  const LaunchConfig &Cfg;
  bool GFX9;
  Memory &Mem;
  LoadedBinary &L;
  LoadedProgram &Prog;
  RunStats Stats;

  Device(const AMDCL2Binary &Bin, const LaunchConfig &Cfg, Memory &Mem,
         LoadedBinary &L)
      : Bin(Bin), Cfg(Cfg),
        GFX9(Bin.GPU && Bin.GPU->Family == GPUFamily::GCN14), Mem(Mem), L(L),
        Prog(L.Prog) {}

  const KernelInfo &info(unsigned K) {
    if (!L.Infos[K])
      L.Infos[K] = kernelInfoFromBinary(Bin, Bin.Kernels[K]);
    return *L.Infos[K];
  }
  Error run(Dispatch &D);
  Error launchChild(unsigned K, uint64_t Wrap);
};
} // namespace

/// Runs every work-group of \p D, in x, y, z order.
Error Device::run(Dispatch &D) {
  if (Bin.GPU && Bin.GPU->Family == GPUFamily::GCN11)
    D.FlatScrLo = RegFlatScrLoGFX7;
  if (!L.Decoded[D.Kernel]) {
    auto Code = decodeKernel(Bin, Prog.Code[D.Kernel]);
    if (!Code)
      return Code.takeError();
    L.Decoded[D.Kernel] = std::move(*Code);
  }
  Runner R{Bin.Kernels[D.Kernel], *L.Decoded[D.Kernel], D, Cfg, Stats, {}, {}};
  Dim3 G;
  for (G[2] = 0; G[2] < D.NumGroups[2]; ++G[2])
    for (G[1] = 0; G[1] < D.NumGroups[1]; ++G[1])
      for (G[0] = 0; G[0] < D.NumGroups[0]; ++G[0])
        if (Error E = R.runGroup(G))
          return E;
  return Error::success();
}

/// The scheduler's launch of the packet in \p Wrap.
Error Device::launchChild(unsigned K, uint64_t Wrap) {
  auto D = prepareChildDispatch(K, info(K), Wrap, GFX9, Mem, Prog);
  if (!D)
    return D.takeError();
  ++Stats.EnqueuedDispatches;
  return run(**D);
}

/// Whether the runtime gives \p Info's kernel a device queue: it enqueues
/// (the metadata's device-enqueue flag), or takes a queue_t.
static bool needsQueue(const AMDCL2Kernel &K, const KernelInfo &Info) {
  if (K.Metadata.Enqueues)
    return true;
  for (const ArgDesc &A : Info.ABI.Args.Args)
    if (A.Kind == ArgKind::Queue)
      return true;
  return false;
}

/// The dispatch of \p Cfg, its children, and what it leaves for the caller.
static Expected<RunResult> launch(Device &Dev, const LaunchConfig &In,
                                  unsigned KIdx) {
  const AMDCL2Kernel &K = Dev.Bin.Kernels[KIdx];
  LaunchConfig Cfg = In;
  const KernelInfo &Info = Dev.info(KIdx);
  if (Error E = chooseLocal(Info, Cfg))
    return std::move(E);
  unsigned FailedBefore = Dev.Mem.failedAllocations();
  std::optional<DeviceQueue> Queue;
  if (needsQueue(K, Info)) {
    std::vector<unsigned> Indices;
    for (unsigned I = 0; I < Dev.Bin.Kernels.size(); ++I)
      Indices.push_back(Dev.info(I).Index);
    auto Q = createDeviceQueue(Indices, Dev.Prog, Dev.Mem, Info.is64Bit(),
                               Cfg.DeviceQueueBytes);
    if (!Q)
      return Q.takeError();
    Queue = *Q;
  }
  auto DOr = prepareDispatch(Dev.Bin, KIdx, Info, Cfg, Dev.GFX9, Dev.Mem,
                             Dev.Prog, Queue ? Queue->Header : 0);
  if (!DOr)
    return DOr.takeError();
  Dispatch &D = **DOr;
  // A 32-bit program's addresses are below 4 GiB, which live allocations
  // can fill: its dispatch stops, with nothing run.
  if (Dev.Mem.failedAllocations() != FailedBefore)
    return createStringError("kernel '" + Info.name() +
                             "': the device's memory is exhausted (a 32-bit "
                             "program addresses 4 GiB)");
  if (Queue && K.Metadata.Enqueues)
    setQueueArgs(*Queue, Dev.Mem, D.KernargAddr);
  if (Error E = Dev.run(D))
    return std::move(E);
  if (Queue) {
    SchedulerStats SS;
    if (Error E = runScheduler(
            *Queue, Dev.Mem, Dev.Prog,
            [&](unsigned Child, uint64_t Wrap) {
              return Dev.launchChild(Child, Wrap);
            },
            SS))
      return std::move(E);
    Dev.Stats.Markers = SS.Markers;
    Dev.Stats.CommandsNotRun = SS.NotRun;
  }
  RunResult Res;
  Res.Stats = Dev.Stats;
  Res.Stats.LDSBytes = D.LDSBytes;
  Res.Stats.ScratchBytesPerItem = K.Setup.PrivateSegmentSize;
  if (D.PrintfAddr) {
    Res.PrintfBuffer = D.Mem.find(D.PrintfAddr)->Bytes;
    Res.PrintfFormats = Info.ABI.Printf;
  }
  for (auto [Index, Addr] : D.Buffers) {
    Allocation *A = D.Mem.find(Addr);
    Res.Buffers.push_back({Index, A->Bytes});
  }
  for (const Dispatch::PipeArg &P : D.Pipes)
    Res.Buffers.push_back({P.Index, pipeContents(D.Mem, P)});
  llvm::sort(Res.Buffers,
             [](const auto &A, const auto &B) { return A.first < B.first; });
  return std::move(Res);
}

VirtualGPU::VirtualGPU(bool Is64) : I(std::make_unique<Impl>(Is64)) {}
VirtualGPU::~VirtualGPU() = default;

uint64_t VirtualGPU::allocate(uint64_t Size, StringRef Name) {
  return I->Mem.allocate(Size, Name);
}

uint64_t VirtualGPU::allocateShared(uint64_t Size, uint64_t Align,
                                    StringRef Name) {
  return I->Mem.allocateAtHostAddress(Size, Align, Name);
}

bool VirtualGPU::release(uint64_t Addr) { return I->Mem.release(Addr); }

uint8_t *VirtualGPU::translate(uint64_t Addr, uint64_t Size) {
  return I->Mem.translate(Addr, Size);
}

void VirtualGPU::unload(const AMDCL2Binary &Bin) {
  auto It = I->Loaded.find(&Bin);
  if (It == I->Loaded.end())
    return;
  I->Mem.releaseRange(It->second.Lo, It->second.Hi);
  I->Loaded.erase(It);
}

Expected<RunResult> VirtualGPU::run(const AMDCL2Binary &Bin,
                                    const LaunchConfig &Cfg) {
  auto KOr = kernelOf(Bin, Cfg.Kernel);
  if (!KOr)
    return KOr.takeError();
  auto [It, New] = I->Loaded.try_emplace(&Bin);
  LoadedBinary &L = It->second;
  if (New) {
    L.Lo = I->Mem.mark();
    unsigned FailedBefore = I->Mem.failedAllocations();
    auto Prog = loadProgram(Bin, I->Mem);
    if (Prog && I->Mem.failedAllocations() != FailedBefore)
      Prog = createStringError("the device's memory is exhausted: the "
                               "program's data and code do not fit");
    if (!Prog) {
      I->Mem.releaseRange(L.Lo, I->Mem.mark());
      I->Loaded.erase(It);
      return Prog.takeError();
    }
    L.Prog = std::move(*Prog);
    L.Hi = I->Mem.mark();
    L.Decoded.resize(Bin.Kernels.size());
    L.Infos.resize(Bin.Kernels.size());
  }
  Device Dev(Bin, Cfg, I->Mem, L);
  uint64_t Mark = I->Mem.mark();
  Expected<RunResult> Res = launch(Dev, Cfg, *KOr - Bin.Kernels.data());
  I->Mem.releaseRange(Mark, I->Mem.mark());
  return Res;
}

Expected<RunResult> runKernel(const AMDCL2Binary &Bin, const LaunchConfig &In) {
  VirtualGPU GPU(Bin.Is64);
  return GPU.run(Bin, In);
}

/// ` defs <- sources; imm ...` in the decoder's resolved form: the operand
/// order a handler sees (Decoder.h).
static void printOperands(const DecodedInst &I, raw_ostream &OS) {
  auto Print = [&](const Operand &O) {
    if (O.Kind == Operand::Imm) {
      OS << ' ' << int64_t(O.Value);
      return;
    }
    char P = O.Kind == Operand::Vector ? 'v' : 's';
    if (O.Dwords == 1)
      OS << ' ' << P << O.Reg;
    else
      OS << ' ' << P << '[' << O.Reg << ':' << O.Reg + O.Dwords - 1 << ']';
    if (O.Mods) // the source-modifier operand as MC gives it
      OS << "{mods " << unsigned(O.Mods) << '}';
  };
  for (unsigned K = 0; K < I.NumDefs; ++K)
    Print(I.def(K));
  if (I.NumDefs)
    OS << " <-";
  for (unsigned K = 0; K < I.NumSrcs; ++K)
    Print(I.src(K));
  if (I.NumImms)
    OS << "; imm";
  for (unsigned K = 0; K < I.NumImms; ++K)
    OS << ' ' << I.Imms[K];
}

Error printDecoded(const AMDCL2Binary &Bin, StringRef Name, raw_ostream &OS) {
  auto KOr = kernelOf(Bin, Name);
  if (!KOr)
    return KOr.takeError();
  auto Code = decodeKernel(Bin, (*KOr)->Code);
  if (!Code)
    return Code.takeError();
  for (const DecodedInst &I : Code->Insts) {
    OS << format_hex(I.Offset, 6) << (I.Fn ? "   " : " * ") << Code->name(I);
    printOperands(I, OS);
    OS << "\n";
  }
  return Error::success();
}

void printStatsJSON(const RunStats &S, raw_ostream &OS) {
  json::OStream J(OS, 2);
  J.object([&] {
    J.attribute("work_groups", int64_t(S.WorkGroups));
    J.attribute("waves", int64_t(S.Waves));
    J.attribute("instructions", int64_t(S.Instructions));
    J.attribute("lane_ops", int64_t(S.LaneOps));
    J.attributeObject("by_class", [&] {
      static const char *Names[] = {"salu", "smem", "valu", "lds", "vmem"};
      for (unsigned K = 0; K < 5; ++K)
        J.attribute(Names[K], int64_t(S.ByClass[K]));
    });
    J.attribute("issue_cycles", int64_t(S.issueCycles()));
    J.attribute("enqueued_dispatches", int64_t(S.EnqueuedDispatches));
    J.attribute("markers", int64_t(S.Markers));
    J.attribute("commands_not_run", int64_t(S.CommandsNotRun));
    J.attribute("lds_bytes", int64_t(S.LDSBytes));
    J.attribute("scratch_bytes_per_item", int64_t(S.ScratchBytesPerItem));
  });
  OS << "\n";
}

} // namespace emu
} // namespace amdcl2
