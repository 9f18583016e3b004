//===- OccupancyRetry.cpp - More waves where registers allow them ---------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// LLVM's scheduler may keep a kernel's registers above what the occupancy
/// its LDS allows needs, when it judges latency worth more; AMD's compiler
/// keeps the occupancy (the same-source comparison found kernels at 5 waves
/// per SIMD where AMD's have 7). After the first code generation, every
/// kernel whose registers limit its waves below its LDS limit is compiled
/// again with "amdgpu-waves-per-eu" asking for more: per kernel, the most
/// waves LLVM reaches without more scratch (no spills) than the kernel had,
/// trying each value from the highest down. The highest is the most waves
/// whose register budget the kernel is within a third of (asking for more
/// costs a code generation that spills). All kernels search at once, one
/// code generation per step, each from a copy of the module as it was before
/// the first (code generation changes the IR) holding only the kernels still
/// searching. The result is the first program with each kernel that reached
/// a value replaced by its code from that step, when the step's program data
/// (globals, constants, samplers) is the first's: kernels compile
/// independently, and their data references then mean the same. Otherwise
/// (or when the caller needs LLVM's object of the result) one more
/// generation of the whole module with the values found must give each
/// kernel at least those waves and no more scratch, else the first result
/// stands; a step that held every kernel and reached all their values is
/// that generation already. A generation that fails is a value not reached:
/// the retry can only improve a valid first result, never lose it.
///
//===----------------------------------------------------------------------===//

#include "OccupancyRetry.h"
#include "amdcl2/CodeGen/Compiler.h"
#include "amdcl2/ABI/Occupancy.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/CallingConv.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include <optional>

using namespace llvm;

static cl::opt<bool> OccupancyRetry(
    "amdcl2-occupancy-retry", cl::Hidden, cl::init(true),
    cl::desc("Compile kernels whose registers limit their waves again, "
             "asking LLVM for more waves per SIMD (default on above -O0)"));

static cl::opt<bool> OccupancyRetryTrace(
    "amdcl2-occupancy-retry-trace", cl::Hidden, cl::init(false),
    cl::desc("Print each occupancy-retry trial and how it ended (for "
             "bench/occupancy-retry.py)"));

namespace amdcl2 {

bool occupancyRetryEnabled() { return OccupancyRetry; }

namespace {
/// Kernels with more machine code than this are not compiled again: their
/// code generation costs seconds, and a kernel that large mostly needs its
/// registers (a 47,000-instruction kernel of bench/compile-time.sh spills
/// at one wave more).
constexpr size_t MaxCodeBytes = 16384;

/// The largest share of a kernel's registers a trial may ask it to give up.
/// LLVM gives up registers its first schedule spent on latency, not ones
/// the kernel needs: a Bonaire kernel of test/Driver/occupancy-retry.cl
/// goes from 48 VGPRs to 32 (8 waves instead of 5) without scratch; asking
/// for more than a third costs a code generation that spills.
constexpr unsigned MaxShareGivenUp = 3; // a third

/// The most waves up to \p Cap whose register budget \p K, of occupancy
/// \p O, is within a third of: a value above needs registers the kernel is
/// unlikely to free.
unsigned reachableWaves(const KernelInfo &K, const Occupancy &O,
                        unsigned Cap) {
  for (unsigned W = Cap; W > O.Waves; --W) {
    RegisterBudget B = registerBudget(K, W);
    if (B.VGPRs * MaxShareGivenUp >= O.VGPRs * (MaxShareGivenUp - 1) &&
        B.SGPRs * MaxShareGivenUp >= O.SGPRs * (MaxShareGivenUp - 1))
      return W;
  }
  return O.Waves;
}

/// One kernel's search, from the most waves its LDS allows down to one more
/// than it has: LLVM's register budget for a waves-per-EU value is not
/// monotonic in what it gives (a kernel that fits 8 waves without scratch
/// can spill when asked for 6), so every value is tried until one fits.
/// Best is the value that fitted (0: none).
struct Search {
  uint32_t Scratch = 0; ///< bytes per work-item of the first result
  unsigned Lo = 0, Hi = 0;
  unsigned Best = 0;
  bool open() const { return !Best && Lo <= Hi; }
  unsigned next() const { return Hi; }
  void record(unsigned Waves, bool Reached) {
    if (Reached)
      Best = Waves;
    else
      Hi = Waves - 1;
  }
};

constexpr StringLiteral WavesAttr = "amdgpu-waves-per-eu";

/// The kernels whose registers, not their LDS, hold them below the most
/// waves a SIMD runs, unless the source asked for a waves-per-EU value or
/// they are too large to compile again.
StringMap<Search> candidates(const CompiledProgram &P, const Module &M) {
  StringMap<Search> Out;
  for (const CompiledKernel &K : P.Kernels) {
    const Function *F = M.getFunction(K.Info.name());
    if (!F || F->hasFnAttribute(WavesAttr) || K.Code.size() > MaxCodeBytes)
      continue;
    Occupancy O = occupancyOf(K.Info);
    unsigned Hi = reachableWaves(K.Info, O, std::min(O.ByLDS, 10u));
    if (Hi <= O.Waves)
      continue;
    Search S;
    S.Scratch = K.Info.scratchBytes();
    S.Lo = O.Waves + 1;
    S.Hi = Hi;
    Out[K.Info.name()] = S;
  }
  return Out;
}

/// Whether kernel \p Name of \p P reaches \p Waves without more scratch.
bool reaches(const CompiledProgram &P, StringRef Name, unsigned Waves,
             uint32_t Scratch) {
  for (const CompiledKernel &K : P.Kernels)
    if (K.Info.name() == Name)
      return occupancyOf(K.Info).Waves >= Waves &&
             K.Info.scratchBytes() <= Scratch;
  return false;
}

/// Whether two programs' data sections are the same bytes, addresses and
/// samplers (their code's references to them aside).
bool sameData(const ProgramData &A, const ProgramData &B) {
  auto SamePointer = [](const DataPointer &X, const DataPointer &Y) {
    return X.Where == Y.Where && X.Offset == Y.Offset && X.Target == Y.Target &&
           X.Addend == Y.Addend && X.Bytes == Y.Bytes;
  };
  auto SameSampler = [](const ProgramSampler &X, const ProgramSampler &Y) {
    return X.Literal == Y.Literal && X.Slot == Y.Slot;
  };
  return A.Global == B.Global && A.BssSize == B.BssSize &&
         A.BssAlign == B.BssAlign && A.Readonly == B.Readonly &&
         llvm::equal(A.Pointers, B.Pointers, SamePointer) &&
         llvm::equal(A.Samplers, B.Samplers, SameSampler);
}

/// One kernel of a step's program, with its references to program data.
struct KernelResult {
  CompiledKernel Kernel;
  std::vector<DataReference> References; ///< Kernel fields not yet set
};

/// Kernel \p Name of \p P with its data references; none if absent.
std::optional<KernelResult> takeKernel(const CompiledProgram &P,
                                       StringRef Name) {
  for (size_t I = 0; I < P.Kernels.size(); ++I) {
    if (P.Kernels[I].Info.name() != Name)
      continue;
    KernelResult R{P.Kernels[I], {}};
    for (const DataReference &Ref : P.Data.References)
      if (Ref.Kernel == I)
        R.References.push_back(Ref);
    return R;
  }
  return std::nullopt;
}

/// Puts \p R in place of the kernel of the same name in \p Into. Its
/// place in the program (kernel-table index and id) stays \p Into's.
void replaceKernel(CompiledProgram &Into, KernelResult R) {
  for (size_t I = 0; I < Into.Kernels.size(); ++I) {
    KernelInfo &Old = Into.Kernels[I].Info;
    if (Old.name() != R.Kernel.Info.name())
      continue;
    R.Kernel.Info.Index = Old.Index;
    R.Kernel.Info.Id = Old.Id;
    Into.Kernels[I] = std::move(R.Kernel);
    erase_if(Into.Data.References,
             [I](const DataReference &Ref) { return Ref.Kernel == I; });
    for (DataReference &Ref : R.References) {
      Ref.Kernel = I;
      Into.Data.References.push_back(Ref);
    }
    return;
  }
}

/// Whether \p F is a kernel with a body.
bool definesKernel(const Function &F) {
  return !F.isDeclaration() && F.getCallingConv() == CallingConv::AMDGPU_KERNEL;
}

/// A copy of \p M with waves-per-EU \p Waves[k] on each kernel it names;
/// with \p Only, the other kernels are left out (declarations, which code
/// generation skips), so that a step compiles only the kernels searching.
std::unique_ptr<Module> withWaves(const Module &M,
                                  const StringMap<unsigned> &Waves, bool Only) {
  std::unique_ptr<Module> Copy = CloneModule(M);
  for (Function &F : *Copy) {
    if (!definesKernel(F))
      continue;
    auto It = Waves.find(F.getName());
    if (It != Waves.end())
      F.addFnAttr(WavesAttr, std::to_string(It->second));
    else if (Only)
      F.deleteBody();
  }
  return Copy;
}

} // namespace

Expected<CompiledProgram>
raiseOccupancy(CompiledProgram First, const Module &Original,
               function_ref<Expected<CompiledProgram>(Module &)> Generate,
               bool ObjectNeeded) {
  StringMap<Search> Searches = candidates(First, Original);
  if (OccupancyRetryTrace)
    for (const CompiledKernel &K : First.Kernels)
      if (auto It = Searches.find(K.Info.name()); It != Searches.end()) {
        Occupancy O = occupancyOf(K.Info);
        errs() << "occupancy-retry: '" << It->getKey() << "' at " << O.Waves
               << " waves (" << O.VGPRs << " VGPRs, " << O.SGPRs
               << " SGPRs, " << K.Code.size() << " code bytes) searches "
               << It->second.Hi << " down to " << It->second.Lo << "\n";
      }
  // Each kernel's code from the step where it reached its value, while
  // every step's data is the first's.
  StringMap<KernelResult> Reached;
  bool Mergeable = !ObjectNeeded;
  // A step whose trial held every kernel and in which all reached their
  // values is the whole program with the values found: no final generation.
  std::optional<CompiledProgram> Whole;
  const size_t Kernels = count_if(Original, definesKernel);
  while (any_of(Searches, [](const auto &S) { return S.second.open(); })) {
    StringMap<unsigned> Try;
    for (const auto &S : Searches)
      if (S.second.open())
        Try[S.getKey()] = S.second.next();
    std::unique_ptr<Module> Copy = withWaves(Original, Try, /*Only=*/true);
    Expected<CompiledProgram> P = Generate(*Copy);
    // A trial LLVM cannot compile ("no registers from class available")
    // reaches nothing: each kernel in it goes on with fewer waves. The
    // first result is valid, so a trial never fails the compile.
    bool Compiled = bool(P);
    if (!Compiled)
      consumeError(P.takeError());
    bool AllReached = Compiled;
    Mergeable &= !Compiled || sameData(First.Data, P->Data);
    for (const auto &T : Try) {
      Search &S = Searches[T.getKey()];
      bool R = Compiled && reaches(*P, T.getKey(), T.getValue(), S.Scratch);
      if (OccupancyRetryTrace)
        errs() << "occupancy-retry: '" << T.getKey() << "' asked for "
               << T.getValue() << " waves: "
               << (R ? "reached" : Compiled ? "not reached" : "failed")
               << "\n";
      S.record(T.getValue(), R);
      AllReached &= R;
      if (R && Mergeable)
        if (std::optional<KernelResult> K = takeKernel(*P, T.getKey()))
          Reached[T.getKey()] = std::move(*K);
    }
    if (AllReached && Try.size() == Kernels)
      Whole = std::move(*P);
  }
  StringMap<unsigned> Final;
  for (const auto &S : Searches)
    if (S.second.Best)
      Final[S.getKey()] = S.second.Best;
  if (Final.empty())
    return std::move(First);
  auto MarkWaves = [&Final](CompiledProgram &P) {
    for (CompiledKernel &K : P.Kernels)
      K.RetryWaves = Final.lookup(K.Info.name());
  };
  if (Whole) {
    MarkWaves(*Whole);
    return std::move(*Whole);
  }
  if (Mergeable && Reached.size() == Final.size()) {
    for (auto &R : Reached)
      replaceKernel(First, std::move(R.second));
    MarkWaves(First);
    First.Object.clear(); // LLVM's object of the first generation only
    return std::move(First);
  }
  std::unique_ptr<Module> Copy = withWaves(Original, Final, /*Only=*/false);
  Expected<CompiledProgram> P = Generate(*Copy);
  if (!P) {
    consumeError(P.takeError());
    return std::move(First);
  }
  // Kernels compile independently, so the final result should hold what
  // the steps found; if it does not, the first result stands.
  for (const CompiledKernel &K : First.Kernels) {
    auto It = Final.find(K.Info.name());
    unsigned Want = It != Final.end() ? It->second : occupancyOf(K.Info).Waves;
    if (!reaches(*P, K.Info.name(), Want, K.Info.scratchBytes())) {
      return std::move(First);
    }
  }
  MarkWaves(*P);
  return std::move(*P);
}

void applyRetryWaves(Module &M, const CompiledProgram &P) {
  for (const CompiledKernel &K : P.Kernels)
    if (K.RetryWaves)
      if (Function *F = M.getFunction(K.Info.name()))
        F->addFnAttr(WavesAttr, std::to_string(K.RetryWaves));
}

} // namespace amdcl2
