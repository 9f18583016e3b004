//===- MemoryTest.cpp - Device memory that outlives a dispatch ------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// What the OpenCL runtime relies on: allocations freed one by one or by
/// range, a freed address never handed out again, and shared allocations
/// whose device address is their host address, aligned as asked.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/Emulator/Memory.h"
#include "amdcl2/Emulator/VirtualGPU.h"
#include "gtest/gtest.h"

using namespace amdcl2::emu;

namespace {

TEST(Memory, ReleaseOneAndRange) {
  Memory M;
  uint64_t A = M.allocate(16, "a");
  uint64_t Mark = M.mark();
  uint64_t B = M.allocate(16, "b");
  uint64_t C = M.allocate(16, "c");
  ASSERT_NE(M.translate(B, 16), nullptr);
  EXPECT_TRUE(M.release(B));
  EXPECT_FALSE(M.release(B)); // only once
  EXPECT_EQ(M.translate(B, 1), nullptr);
  EXPECT_NE(M.translate(C, 16), nullptr);
  M.releaseRange(Mark, M.mark());
  EXPECT_EQ(M.translate(C, 1), nullptr);
  EXPECT_NE(M.translate(A, 16), nullptr);
  // Freed addresses stay unused: a stale pointer faults.
  uint64_t D = M.allocate(16, "d");
  EXPECT_GT(D, C);
}

TEST(Memory, HostAddressAllocations) {
  Memory M;
  uint64_t Low = M.allocate(64, "device");
  uint64_t S = M.allocateAtHostAddress(100, 128, "svm");
  ASSERT_NE(S, 0u);
  EXPECT_EQ(S % 128, 0u);
  // The device address is where the host sees the bytes.
  uint8_t *P = M.translate(S, 100);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(P), S);
  P[99] = 7;
  EXPECT_EQ(*M.translate(S + 99, 1), 7);
  EXPECT_EQ(M.translate(S + 100, 1), nullptr);
  // Ordinary allocations after it still come out sorted and found.
  uint64_t After = M.allocate(32, "after");
  EXPECT_NE(M.translate(After, 32), nullptr);
  EXPECT_NE(M.translate(Low, 64), nullptr);
  EXPECT_TRUE(M.release(S));
}

// A 32-bit program's addresses stay below a limit: when the addresses up
// to it are used, freed ones are handed out again; when no gap is left, an
// allocation fails (0) and is counted, never placed past the limit.
TEST(Memory, LimitReusesFreedAddressesThenFails) {
  constexpr uint64_t MiB = 1 << 20, Base = 0x10000;
  Memory M(Base, Base + 3 * MiB);
  uint64_t A = M.allocate(MiB, "a");
  uint64_t B = M.allocate(MiB, "b");
  ASSERT_TRUE(A && B);
  EXPECT_EQ(A, Base);
  EXPECT_EQ(M.allocate(MiB, "c"), 0u); // a guard gap follows each
  EXPECT_EQ(M.failedAllocations(), 1u);
  EXPECT_TRUE(M.release(A));
  uint64_t Mark = M.mark();
  uint64_t C = M.allocate(MiB, "c");
  EXPECT_EQ(C, A); // the freed range, the only one left
  EXPECT_NE(M.translate(C + MiB - 1, 1), nullptr);
  EXPECT_EQ(M.failedAllocations(), 1u);
  for (uint64_t X : {A, B, C})
    EXPECT_LT(X + MiB, Base + 3 * MiB);
  // Marks count allocations, not addresses: C, made after the mark at an
  // address below B, is freed, and B, made before it, stays.
  M.releaseRange(Mark, M.mark());
  EXPECT_EQ(M.translate(C, 1), nullptr);
  EXPECT_NE(M.translate(B, MiB), nullptr);
}

// Freeing a dispatch's range frees its own allocations, never shared
// virtual memory lying among them (in a 32-bit process, host addresses
// are below 4 GiB, among the device's).
TEST(Memory, ReleaseRangeSparesSharedMemory) {
  Memory M;
  uint64_t A = M.allocate(16, "a");
  uint64_t S = M.allocateAtHostAddress(64, 64, "svm");
  ASSERT_NE(S, 0u);
  M.releaseRange(0, ~0ULL);
  EXPECT_EQ(M.translate(A, 1), nullptr);
  EXPECT_NE(M.translate(S, 64), nullptr);
  // A store to a failed allocation's address stores nothing.
  M.store(0, &A, sizeof A);
}

TEST(VirtualGPU, AllocationsOutliveRuns) {
  VirtualGPU G;
  uint64_t A = G.allocate(256, "buffer");
  uint8_t *P = G.translate(A, 256);
  ASSERT_NE(P, nullptr);
  P[0] = 42;
  uint64_t S = G.allocateShared(64, 64, "svm");
  ASSERT_NE(S, 0u);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(G.translate(S, 64)), S);
  EXPECT_EQ(*G.translate(A, 1), 42);
  EXPECT_TRUE(G.release(A));
  EXPECT_FALSE(G.release(A));
  EXPECT_EQ(G.translate(A, 1), nullptr);
}

} // namespace
