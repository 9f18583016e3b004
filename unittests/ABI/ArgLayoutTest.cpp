//===- ArgLayoutTest.cpp - Tests for the CL2 argument-buffer layout -------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Checks argument classification names and the argument-buffer layout of
/// ABI doc section 5 for 64- and 32-bit programs in the old and new formats,
/// including the ABI doc example and layouts measured on AMD's binaries in
/// the shared test data.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/ArgLayout.h"
#include "gtest/gtest.h"

using namespace amdcl2;
using namespace llvm;

namespace {

const LayoutOptions New64 = {true, true};
const LayoutOptions Old64 = {true, false};
const LayoutOptions New32 = {false, true};
const LayoutOptions Old32 = {false, false};

ArgDesc value(StringRef Name, StringRef Type, unsigned ElemSize,
              unsigned NumElems = 1) {
  ArgDesc A;
  A.Name = Name.str();
  A.TypeName = Type.str();
  A.Kind = ArgKind::Value;
  A.ElemSize = ElemSize;
  A.NumElems = NumElems;
  return A;
}

ArgDesc pointer(StringRef Name, StringRef Type,
                ArgAddrSpace AS = ArgAddrSpace::Global) {
  ArgDesc A;
  A.Name = Name.str();
  A.TypeName = Type.str();
  A.Kind = ArgKind::Pointer;
  A.AddrSpace = AS;
  return A;
}

ArgDesc other(ArgKind K, StringRef Name, StringRef Type) {
  ArgDesc A;
  A.Name = Name.str();
  A.TypeName = Type.str();
  A.Kind = K;
  return A;
}

ArgDesc image(StringRef Name, AccessQual Acc = AccessQual::ReadOnly) {
  ArgDesc A = other(ArgKind::Image, Name, "image2d_t");
  A.Access = Acc;
  return A;
}

ArgDesc structArg(StringRef Name, uint64_t Size) {
  ArgDesc A = other(ArgKind::Struct, Name, "struct S");
  A.StructSize = Size;
  return A;
}

// Offsets of the user arguments only.
std::vector<unsigned> userOffsets(const ArgBufferLayout &L) {
  std::vector<unsigned> O;
  for (size_t I = L.numHidden(); I < L.Args.size(); ++I)
    O.push_back(L.Args[I].Offset);
  return O;
}

using Offsets = std::vector<unsigned>;

TEST(ArgLayoutTest, KindNamesRoundTrip) {
  for (ArgKind K : {ArgKind::Hidden, ArgKind::Value, ArgKind::Pointer,
                    ArgKind::Image, ArgKind::Sampler, ArgKind::Pipe,
                    ArgKind::Queue, ArgKind::ClkEvent, ArgKind::Struct})
    EXPECT_EQ(parseArgKind(argKindName(K)), K) << argKindName(K).str();
  EXPECT_EQ(argKindName(ArgKind::ClkEvent), "clk_event");
  EXPECT_EQ(parseArgKind("Image"), std::nullopt);
  EXPECT_EQ(parseArgKind(""), std::nullopt);
}

TEST(ArgLayoutTest, AddrSpaceAndAccessNamesRoundTrip) {
  for (ArgAddrSpace AS :
       {ArgAddrSpace::None, ArgAddrSpace::Private, ArgAddrSpace::Global,
        ArgAddrSpace::Constant, ArgAddrSpace::Local})
    EXPECT_EQ(parseAddrSpace(addrSpaceName(AS)), AS);
  EXPECT_EQ(addrSpaceName(ArgAddrSpace::None), "");
  EXPECT_EQ(addrSpaceName(ArgAddrSpace::Local), "local");
  EXPECT_EQ(parseAddrSpace("generic"), std::nullopt);

  for (AccessQual A : {AccessQual::None, AccessQual::ReadOnly,
                       AccessQual::WriteOnly, AccessQual::ReadWrite})
    EXPECT_EQ(parseAccessQual(accessQualName(A)), A);
  EXPECT_EQ(accessQualName(AccessQual::None), "none");
  EXPECT_EQ(accessQualName(AccessQual::ReadWrite), "read_write");
  EXPECT_EQ(parseAccessQual(""), std::nullopt);
}

TEST(ArgLayoutTest, TypeQualString) {
  EXPECT_EQ(typeQualString(0), "");
  EXPECT_EQ(typeQualString(QualConst), "const");
  EXPECT_EQ(typeQualString(QualConst | QualVolatile), "const volatile");
  EXPECT_EQ(typeQualString(QualRestrict | QualPipe), "restrict pipe");
  EXPECT_EQ(typeQualString(15), "const restrict volatile pipe");
}

TEST(ArgLayoutTest, HiddenArguments) {
  const char *Names[] = {"_.global_offset_0", "_.global_offset_1",
                         "_.global_offset_2", "_.printf_buffer",
                         "_.vqueue_pointer",  "_.aqlwrap_pointer"};
  for (bool Is64 : {true, false}) {
    SCOPED_TRACE(Is64 ? "64-bit" : "32-bit");
    unsigned W = Is64 ? 8 : 4;
    std::vector<ArgDesc> H = hiddenArguments({Is64, true});
    ASSERT_EQ(H.size(), size_t(NumHiddenArgs));
    for (unsigned I = 0; I < NumHiddenArgs; ++I) {
      EXPECT_EQ(H[I].Name, Names[I]);
      EXPECT_EQ(H[I].TypeName, "size_t");
      EXPECT_EQ(H[I].Kind, ArgKind::Hidden);
      EXPECT_EQ(H[I].Offset, I * W);
      EXPECT_EQ(H[I].Size, W);
      EXPECT_EQ(hiddenArgOffset(I, Is64), I * W);
    }
    // The format generation does not move them.
    std::vector<ArgDesc> HOld = hiddenArguments({Is64, false});
    for (unsigned I = 0; I < NumHiddenArgs; ++I)
      EXPECT_EQ(HOld[I].Offset, H[I].Offset);
  }
  EXPECT_EQ(hiddenArgOffset(HiddenPrintfBuffer, true), 24u);
  EXPECT_EQ(hiddenArgOffset(HiddenVQueuePointer, true), 32u);
  EXPECT_EQ(hiddenArgOffset(HiddenAqlWrapPointer, true), 40u);
  EXPECT_EQ(hiddenArgOffset(HiddenAqlWrapPointer, false), 20u);
}

TEST(ArgLayoutTest, NoUserArguments) {
  // Six hidden words only: 48 (64-bit) and 24 -> 32 (32-bit, new format).
  EXPECT_EQ(layoutArguments({}, New64).Size, 48u);
  EXPECT_EQ(layoutArguments({}, Old64).Size, 48u);
  EXPECT_EQ(layoutArguments({}, New32).Size, 32u);
  EXPECT_EQ(layoutArguments({}, Old32).Size, 24u);
  EXPECT_EQ(layoutArguments({}, New64).Args.size(), 6u);
}

TEST(ArgLayoutTest, ScalarsAndVectorsAlignToElement) {
  for (const LayoutOptions &O : {New64, Old64, New32, Old32}) {
    SCOPED_TRACE(std::string(O.Is64Bit ? "64" : "32") +
                 (O.NewFormat ? " new" : " old"));
    EXPECT_EQ(slotShape(value("c", "char", 1), O).Size, 1u);
    EXPECT_EQ(slotShape(value("c", "char", 1), O).Align, 1u);
    EXPECT_EQ(slotShape(value("s", "short2", 2, 2), O).Size, 4u);
    EXPECT_EQ(slotShape(value("s", "short2", 2, 2), O).Align, 2u);
    // A uint4 is aligned to 4, not 16.
    EXPECT_EQ(slotShape(value("u", "uint4", 4, 4), O).Size, 16u);
    EXPECT_EQ(slotShape(value("u", "uint4", 4, 4), O).Align, 4u);
    EXPECT_EQ(slotShape(value("l", "long16", 8, 16), O).Size, 128u);
    EXPECT_EQ(slotShape(value("l", "long16", 8, 16), O).Align, 8u);
    // 8-byte scalars stay 8-aligned in 32-bit programs.
    EXPECT_EQ(slotShape(value("d", "double", 8), O).Align, 8u);
  }
  // uint4 right after a uint: 52, not 64.
  ArgBufferLayout L = layoutArguments(
      {value("n", "uint", 4), value("v", "uint4", 4, 4)}, New64);
  EXPECT_EQ(userOffsets(L), (Offsets{48, 52}));
  EXPECT_EQ(L.Size, 80u);
}

TEST(ArgLayoutTest, Vec3Rule) {
  // New format: 4 elements; old format: 3.
  EXPECT_EQ(slotShape(value("c", "uchar3", 1, 3), New64).Size, 4u);
  EXPECT_EQ(slotShape(value("c", "uchar3", 1, 3), Old64).Size, 3u);
  EXPECT_EQ(slotShape(value("s", "short3", 2, 3), New32).Size, 8u);
  EXPECT_EQ(slotShape(value("s", "short3", 2, 3), Old32).Size, 6u);
  EXPECT_EQ(slotShape(value("f", "float3", 4, 3), New64).Size, 16u);
  EXPECT_EQ(slotShape(value("f", "float3", 4, 3), Old64).Size, 12u);
  EXPECT_EQ(slotShape(value("l", "long3", 8, 3), New64).Size, 32u);
  EXPECT_EQ(slotShape(value("l", "long3", 8, 3), Old64).Size, 24u);
  EXPECT_EQ(slotShape(value("l", "long3", 8, 3), Old64).Align, 8u);

  // Two uchar3 in a row: 48, 52 (new) vs 48, 51 (old).
  std::vector<ArgDesc> A = {value("a", "uchar3", 1, 3),
                            value("b", "uchar3", 1, 3)};
  EXPECT_EQ(userOffsets(layoutArguments(A, New64)), (Offsets{48, 52}));
  EXPECT_EQ(userOffsets(layoutArguments(A, Old64)), (Offsets{48, 51}));
  EXPECT_EQ(layoutArguments(A, New64).Size, 64u);
  EXPECT_EQ(layoutArguments(A, Old64).Size, 54u);
}

TEST(ArgLayoutTest, PointerSizedSlots) {
  std::vector<ArgDesc> Ptrs = {
      pointer("g", "float*", ArgAddrSpace::Global),
      pointer("c", "float*", ArgAddrSpace::Constant),
      pointer("l", "float*", ArgAddrSpace::Local),
      other(ArgKind::Pipe, "p", "pipe __global uint *"),
      other(ArgKind::Queue, "q", "queue_t"),
      other(ArgKind::ClkEvent, "e", "clk_event_t"),
      structArg("s", 96),
  };
  for (const ArgDesc &A : Ptrs) {
    SCOPED_TRACE(A.Name);
    for (const LayoutOptions &O : {New64, Old64}) {
      EXPECT_EQ(slotShape(A, O).Size, 8u);
      EXPECT_EQ(slotShape(A, O).Align, 8u);
    }
    for (const LayoutOptions &O : {New32, Old32}) {
      EXPECT_EQ(slotShape(A, O).Size, 4u);
      EXPECT_EQ(slotShape(A, O).Align, 4u);
    }
  }
  // A pointer after a char is aligned up to the pointer size.
  ArgBufferLayout L =
      layoutArguments({value("c", "char", 1), pointer("p", "int*")}, New32);
  EXPECT_EQ(userOffsets(L), (Offsets{24, 28}));
  L = layoutArguments({value("c", "char", 1), pointer("p", "int*")}, New64);
  EXPECT_EQ(userOffsets(L), (Offsets{48, 56}));
}

TEST(ArgLayoutTest, ImageAndSamplerSlotsAreEightBytesInBothWidths) {
  ArgDesc Img = image("i");
  ArgDesc Smp = other(ArgKind::Sampler, "s", "sampler_t");
  for (const LayoutOptions &O : {New64, Old64, New32, Old32}) {
    EXPECT_EQ(slotShape(Img, O).Size, 8u);
    EXPECT_EQ(slotShape(Img, O).Align, 8u);
    EXPECT_EQ(slotShape(Smp, O).Size, 8u);
    EXPECT_EQ(slotShape(Smp, O).Align, 8u);
  }
  // 32-bit: an image after a pointer is realigned to 8.
  ArgBufferLayout L =
      layoutArguments({pointer("p", "int*"), image("i")}, New32);
  EXPECT_EQ(userOffsets(L), (Offsets{24, 32}));
  EXPECT_EQ(L.Size, 48u);
}

TEST(ArgLayoutTest, SixteenByteRoundingOnlyInNewFormat) {
  std::vector<ArgDesc> One = {value("n", "uint", 4)};
  EXPECT_EQ(layoutArguments(One, New64).Size, 64u);
  EXPECT_EQ(layoutArguments(One, Old64).Size, 52u);
  EXPECT_EQ(layoutArguments(One, New32).Size, 32u);
  EXPECT_EQ(layoutArguments(One, Old32).Size, 28u);
  // Already a multiple of 16: unchanged.
  std::vector<ArgDesc> Two = {pointer("a", "uint*"), pointer("b", "uint*")};
  EXPECT_EQ(layoutArguments(Two, New64).Size, 64u);
  EXPECT_EQ(layoutArguments(Two, Old64).Size, 64u);
}

TEST(ArgLayoutTest, LayoutKeepsDescriptions) {
  ArgDesc P = pointer("a", "float*", ArgAddrSpace::Constant);
  P.TypeQuals = QualConst | QualRestrict;
  P.Access = AccessQual::None;
  ArgBufferLayout L = layoutArguments({P, structArg("s", 68)}, New64);
  ASSERT_EQ(L.Args.size(), 8u);
  EXPECT_EQ(L.numHidden(), 6u);
  EXPECT_EQ(L.Args[6].Name, "a");
  EXPECT_EQ(L.Args[6].TypeName, "float*");
  EXPECT_EQ(L.Args[6].AddrSpace, ArgAddrSpace::Constant);
  EXPECT_EQ(L.Args[6].TypeQuals, unsigned(QualConst | QualRestrict));
  EXPECT_EQ(L.Args[7].Kind, ArgKind::Struct);
  // The struct keeps its real size; its slot is a pointer.
  EXPECT_EQ(L.Args[7].StructSize, 68u);
  EXPECT_EQ(L.Args[7].Size, 8u);
  for (size_t I = 0; I < 6; ++I)
    EXPECT_EQ(L.Args[I].Kind, ArgKind::Hidden);
}

// ABI doc section 5, new format, 64-bit:
//   kernel void k(uint n, global float* a, uchar3 c, image2d_t i)
//   -> n @48, a @56, c @64 (4 bytes), i @72, size 80.
TEST(ArgLayoutTest, AbiDocExample) {
  std::vector<ArgDesc> Args = {value("n", "uint", 4), pointer("a", "float*"),
                               value("c", "uchar3", 1, 3), image("i")};
  ArgBufferLayout L = layoutArguments(Args, New64);
  ASSERT_EQ(L.Args.size(), 10u);
  EXPECT_EQ(userOffsets(L), (Offsets{48, 56, 64, 72}));
  EXPECT_EQ(L.Args[6].Size, 4u);
  EXPECT_EQ(L.Args[7].Size, 8u);
  EXPECT_EQ(L.Args[8].Size, 4u);
  EXPECT_EQ(L.Args[9].Size, 8u);
  EXPECT_EQ(L.Size, 80u);

  // Old format: c takes 3 bytes, nothing else moves, no rounding needed.
  ArgBufferLayout O = layoutArguments(Args, Old64);
  EXPECT_EQ(userOffsets(O), (Offsets{48, 56, 64, 72}));
  EXPECT_EQ(O.Args[8].Size, 3u);
  EXPECT_EQ(O.Size, 80u);
}

// [AMD] samplers4.32 imageTransform(uint value1, image2d_t inimg,
// image2d_t outimg): value1 @24, images @32 and @40 (8-byte slots in a
// 32-bit program), kernarg size 48.
TEST(ArgLayoutTest, Samplers4Bit32ImageTransform) {
  std::vector<ArgDesc> Args = {value("value1", "uint", 4),
                               image("inimg", AccessQual::ReadOnly),
                               image("outimg", AccessQual::WriteOnly)};
  ArgBufferLayout L = layoutArguments(Args, New32);
  EXPECT_EQ(userOffsets(L), (Offsets{24, 32, 40}));
  EXPECT_EQ(L.Size, 48u);
  // The 64-bit sibling (samplers4-gpupro): 48, 56, 64 -> 80.
  ArgBufferLayout L64 = layoutArguments(Args, New64);
  EXPECT_EQ(userOffsets(L64), (Offsets{48, 56, 64}));
  EXPECT_EQ(L64.Size, 80u);
}

// [AMD] 32-bit pointers and pipes are 4-byte slots: locals.32 kernelArgs2
// has two pointers at 24 and 28, size 32; piper2.32 reads its pipe at 24.
TEST(ArgLayoutTest, ThirtyTwoBitPointersAndPipes) {
  ArgBufferLayout L = layoutArguments(
      {pointer("a", "uint*"), pointer("b", "uint*", ArgAddrSpace::Local)},
      New32);
  EXPECT_EQ(userOffsets(L), (Offsets{24, 28}));
  EXPECT_EQ(L.Size, 32u);
  ArgBufferLayout P = layoutArguments(
      {other(ArgKind::Pipe, "in", "pipe __global uint *")}, New32);
  EXPECT_EQ(userOffsets(P), (Offsets{24}));
  EXPECT_EQ(P.Args[6].Size, 4u);
}

// [AMD] simplecopy-kattrs-248203 copy(const global uint* a, global uint* b):
// a and b at 48 and 56, size 64.
TEST(ArgLayoutTest, SimpleCopy) {
  ArgBufferLayout L =
      layoutArguments({pointer("a", "uint*"), pointer("b", "uint*")}, New64);
  EXPECT_EQ(userOffsets(L), (Offsets{48, 56}));
  EXPECT_EQ(L.Size, 64u);
}

// [AMD] ExtractPrimes extract_primes_kernel: the code loads at 48, 64, 80
// (size_t), 88 (uint) and 96 (size_t, 8-aligned after a uint); size 112.
TEST(ArgLayoutTest, ExtractPrimesKernel) {
  std::vector<ArgDesc> Args = {pointer("in", "int*"),
                               pointer("primes", "int*"),
                               pointer("output", "int*"),
                               pointer("out", "int*"),
                               value("globalThreads", "size_t", 8),
                               value("length", "uint", 4),
                               value("localThreads", "size_t", 8),
                               pointer("errorBuffer", "uint4*")};
  ArgBufferLayout L = layoutArguments(Args, New64);
  EXPECT_EQ(userOffsets(L), (Offsets{48, 56, 64, 72, 80, 88, 96, 104}));
  EXPECT_EQ(L.Size, 112u);
}

// [AMD] ExtractPrimes __amd_blocks_func___extract_primes_kernel_block_invoke:
// the captured context is flattened with 1-byte padN arguments; size 112.
TEST(ArgLayoutTest, BlockKernelWithPadding) {
  std::vector<ArgDesc> Args = {pointer("ctx_struct_fld_0", "int*"),
                               pointer("ctx_struct_fld_1", "int*"),
                               pointer("ctx_struct_fld_2", "int*"),
                               pointer("ctx_struct_fld_3", "int*"),
                               value("ctx_struct_fld_4", "size_t", 8),
                               value("ctx_struct_fld_5", "uint", 4),
                               value("pad6", "char", 1),
                               value("pad7", "char", 1),
                               value("pad8", "char", 1),
                               value("pad9", "char", 1),
                               value("ctx_struct_fld_6", "size_t", 8),
                               pointer("ctx_struct_fld_7", "uint4*")};
  ArgBufferLayout L = layoutArguments(Args, New64);
  EXPECT_EQ(userOffsets(L),
            (Offsets{48, 56, 64, 72, 80, 88, 92, 93, 94, 95, 96, 104}));
  EXPECT_EQ(L.Size, 112u);
}

// [AMD] test3-15_11 Piper: pipes, a local pointer, queue_t, a 96-byte struct
// by value (one 8-byte slot), a constant struct pointer and a read_write
// image: size 112.
TEST(ArgLayoutTest, Test3PiperStructSlot) {
  std::vector<ArgDesc> Args = {
      other(ArgKind::Pipe, "in", "pipe __global uint *"),
      other(ArgKind::Pipe, "out", "pipe __global float *"),
      pointer("v", "uint*", ArgAddrSpace::Local),
      other(ArgKind::Queue, "cmdq", "queue_t"),
      structArg("d1", 96),
      pointer("expected", "struct Xdata*", ArgAddrSpace::Constant),
      image("rwimg", AccessQual::ReadWrite)};
  ArgBufferLayout L = layoutArguments(Args, New64);
  EXPECT_EQ(userOffsets(L), (Offsets{48, 56, 64, 72, 80, 88, 96}));
  EXPECT_EQ(L.Args[10].Size, 8u);
  EXPECT_EQ(L.Args[10].StructSize, 96u);
  EXPECT_EQ(L.Size, 112u);
}

// [AMD] piper-16_4 and enqueue-15_7 (old format, no rounding) sizes.
TEST(ArgLayoutTest, PiperAndOldEnqueueSizes) {
  auto Pipe = [](StringRef N) {
    return other(ArgKind::Pipe, N, "pipe __global uint *");
  };
  EXPECT_EQ(
      layoutArguments({Pipe("in"), Pipe("out"), pointer("v", "uint*")}, New64)
          .Size,
      80u);
  EXPECT_EQ(layoutArguments({Pipe("in"), Pipe("out")}, New64).Size, 64u);
  EXPECT_EQ(layoutArguments({Pipe("in"), Pipe("out"), Pipe("out1"),
                             Pipe("out2"), Pipe("out3"), Pipe("out4")},
                            New64)
                .Size,
            96u);
  // enqueue-15_7 sqrtKernel(float* inout): 56 in the old format.
  EXPECT_EQ(layoutArguments({pointer("inout", "float*")}, Old64).Size, 56u);
  EXPECT_EQ(
      layoutArguments(
          {pointer("inout1", "float*"), pointer("inout2", "float*")}, Old64)
          .Size,
      64u);
}

// [AMD] alltypes myKernel: every integer scalar/vector type with 1, 2, 3, 4,
// 8 and 16 elements, a sampler, 12 images, six void*, a typedef'd long4 and
// two more void*: 1312 in the new format (alltypes.clo.regen) and 1272 in the
// old format (alltypes-15_7).
std::vector<ArgDesc> allTypesArgs() {
  std::vector<ArgDesc> Args;
  struct {
    const char *Name;
    unsigned Size;
  } Elems[] = {{"uchar", 1}, {"char", 1}, {"ushort", 2}, {"short", 2},
               {"uint", 4},  {"int", 4},  {"ulong", 8},  {"long", 8}};
  unsigned V = 0;
  auto Next = [&] { return "v" + std::to_string(V++); };
  for (auto &E : Elems)
    for (unsigned N : {1, 2, 3, 4, 8, 16})
      Args.push_back(
          value(Next(), std::string(E.Name) + (N == 1 ? "" : std::to_string(N)),
                E.Size, N));
  Args.push_back(other(ArgKind::Sampler, Next(), "sampler_t"));
  for (unsigned I = 0; I < 12; ++I)
    Args.push_back(
        image(Next(), I % 2 ? AccessQual::WriteOnly : AccessQual::ReadOnly));
  const ArgAddrSpace Spaces[] = {ArgAddrSpace::Global, ArgAddrSpace::Local,
                                 ArgAddrSpace::Constant};
  for (unsigned I = 0; I < 6; ++I)
    Args.push_back(pointer(Next(), "void*", Spaces[I / 2]));
  Args.push_back(value(Next(), "typ1", 8, 4));
  Args.push_back(pointer(Next(), "void*"));
  Args.push_back(pointer(Next(), "void*"));
  return Args;
}

TEST(ArgLayoutTest, AllTypesSizes) {
  std::vector<ArgDesc> Args = allTypesArgs();
  ASSERT_EQ(Args.size(), 70u);
  ArgBufferLayout New = layoutArguments(Args, New64);
  EXPECT_EQ(New.Size, 1312u);
  ArgBufferLayout Old = layoutArguments(Args, Old64);
  EXPECT_EQ(Old.Size, 1272u);
  // A few landmarks: uchar3 v2 is 4 bytes (new) / 3 (old), the long16 v47
  // ends before the 8-aligned sampler.
  EXPECT_EQ(New.Args[6 + 2].Size, 4u);
  EXPECT_EQ(Old.Args[6 + 2].Size, 3u);
  EXPECT_EQ(New.Args[6 + 48].Kind, ArgKind::Sampler);
  EXPECT_EQ(New.Args[6 + 48].Offset % 8, 0u);
  // Slots never overlap and follow argument order.
  for (const ArgBufferLayout *L : {&New, &Old}) {
    unsigned End = 0;
    for (const ArgDesc &A : L->Args) {
      EXPECT_GE(A.Offset, End) << A.Name;
      End = A.Offset + A.Size;
    }
  }
}

} // namespace
