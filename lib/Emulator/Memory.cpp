//===- Memory.cpp - Bounds-checked emulated device memory -----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Allocation and address translation of the emulated global memory.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Emulator/Memory.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <cstring>

using namespace llvm;

namespace amdcl2 {
namespace emu {

/// Bytes left unmapped after each allocation.
static constexpr uint64_t GuardBytes = 0x10000;

uint64_t Memory::firstFree(uint64_t From, uint64_t Size) const {
  uint64_t Span = std::max<uint64_t>(Size, 1) + GuardBytes;
  uint64_t At = alignTo(From, 256);
  auto It = llvm::lower_bound(Allocs, At, [](const Allocation &X, uint64_t B) {
    return X.end() + GuardBytes <= B;
  });
  for (; It != Allocs.end() && It->Base < At + Span; ++It)
    At = alignTo(It->end() + GuardBytes, 256);
  return At < Limit && Span <= Limit - At ? At : 0;
}

uint64_t Memory::allocate(uint64_t Size, StringRef Name) {
  uint64_t At = firstFree(Next, Size);
  if (!At)
    At = firstFree(First, Size); // reuse freed addresses
  if (!At) {
    ++Failed;
    return 0;
  }
  Allocation A;
  A.Serial = Serials++;
  A.Base = At;
  A.Bytes.assign(Size, 0);
  A.Size = Size;
  A.Name = Name.str();
  Next = std::max(Next,
                  alignTo(At + std::max<uint64_t>(Size, 1) + GuardBytes, 256));
  // In address order: a reused address, and host-address allocations, may
  // lie below others.
  auto It =
      llvm::lower_bound(Allocs, A.Base, [](const Allocation &X, uint64_t B) {
        return X.Base < B;
      });
  return Allocs.insert(It, std::move(A))->Base;
}

uint64_t Memory::allocateAtHostAddress(uint64_t Size, uint64_t Align,
                                       StringRef Name) {
  Allocation A;
  A.Bytes.assign(std::max<uint64_t>(Size, 1) + Align - 1, 0);
  uint64_t Host = reinterpret_cast<uintptr_t>(A.Bytes.data());
  A.Base = alignTo(Host, Align);
  A.Skip = A.Base - Host;
  A.AtHostAddress = true;
  A.Serial = Serials++;
  A.Size = Size;
  A.Name = Name.str();
  auto It =
      llvm::lower_bound(Allocs, A.Base, [](const Allocation &X, uint64_t B) {
        return X.Base < B;
      });
  if ((It != Allocs.end() && It->Base < A.end()) ||
      (It != Allocs.begin() && std::prev(It)->end() > A.Base))
    return 0;
  return Allocs.insert(It, std::move(A))->Base;
}

Allocation *Memory::find(uint64_t Addr) {
  if (LastHit < Allocs.size() && Addr >= Allocs[LastHit].Base &&
      Addr < Allocs[LastHit].end())
    return &Allocs[LastHit];
  auto It = std::upper_bound(
      Allocs.begin(), Allocs.end(), Addr,
      [](uint64_t A, const Allocation &B) { return A < B.Base; });
  if (It == Allocs.begin())
    return nullptr;
  --It;
  if (Addr >= It->end())
    return nullptr;
  LastHit = It - Allocs.begin();
  return &*It;
}

std::string Memory::describe(uint64_t Addr) const {
  auto It = std::upper_bound(
      Allocs.begin(), Allocs.end(), Addr,
      [](uint64_t A, const Allocation &B) { return A < B.Base; });
  if (It == Allocs.begin())
    return "below every allocation";
  --It;
  if (Addr < It->end())
    return "in '" + It->Name + "' at offset " + std::to_string(Addr - It->Base);
  return std::to_string(Addr - It->end()) + " bytes past the end of '" +
         It->Name + "'";
}

bool Memory::release(uint64_t Base) {
  auto It = llvm::lower_bound(
      Allocs, Base, [](const Allocation &A, uint64_t B) { return A.Base < B; });
  if (It == Allocs.end() || It->Base != Base)
    return false;
  Allocs.erase(It);
  LastHit = 0;
  return true;
}

void Memory::releaseRange(uint64_t Lo, uint64_t Hi) {
  llvm::erase_if(Allocs, [&](const Allocation &A) {
    return !A.AtHostAddress && A.Serial >= Lo && A.Serial < Hi;
  });
  LastHit = 0;
}

void Memory::store(uint64_t Addr, const void *Src, uint64_t Size) {
  if (uint8_t *P = translate(Addr, Size))
    std::memcpy(P, Src, Size);
}

uint8_t *Memory::translate(uint64_t Addr, uint64_t Size) {
  Allocation *A = find(Addr);
  if (!A || Size > A->end() - Addr)
    return nullptr;
  return A->data() + (Addr - A->Base);
}

} // namespace emu
} // namespace amdcl2
