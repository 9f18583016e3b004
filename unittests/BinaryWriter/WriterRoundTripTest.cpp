//===- WriterRoundTripTest.cpp - Writer vs. AMD's binaries ----------------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Reads every AMD binary of the shared test data, writes it back and checks
/// every section byte for byte (and the whole file for the untouched AMD
/// original), then re-encodes each kernel's amd_kernel_code_t, metadata blob
/// and the notes from the parsed model and compares them with AMD's bytes.
/// Skipped when ../shared/testdata is absent.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/KernelCodec.h"
#include "amdcl2/Binary/AMDCL2Binary.h"
#include "amdcl2/Binary/ReaderKernelInfo.h"
#include "amdcl2/Binary/Writer.h"
#include "amdcl2/Binary/WriterParts.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace amdcl2;

namespace {

std::vector<std::string> testFiles() {
  std::vector<std::string> Files;
  std::error_code EC;
  for (sys::fs::directory_iterator I(AMDCL2_TESTDATA_DIR, EC), E; I != E && !EC;
       I.increment(EC)) {
    StringRef P = I->path();
    if (P.ends_with(".clo") || P.ends_with(".clo.regen") ||
        P.ends_with("_amdcl2.bin"))
      Files.push_back(P.str());
  }
  std::sort(Files.begin(), Files.end());
  return Files;
}

struct Loaded {
  std::unique_ptr<MemoryBuffer> Buf;
  std::optional<AMDCL2Binary> Bin;
};

/// AMD's 256 setup bytes of \p K, straight from the file: in .hsatext (new
/// format) or after the stub of the kernel blob in the outer .text (OLD).
ArrayRef<uint8_t> setupBytes(const AMDCL2Binary &B, const AMDCL2Kernel &K) {
  const ELFSection *Text = B.Inner ? B.Inner->section(cl2::SecHSAText)
                                   : B.Outer.section(cl2::SecText);
  uint64_t Off = K.SetupOffset + (B.Inner ? 0 : K.OldStub.size());
  return ArrayRef<uint8_t>(Text->Contents).slice(Off, cl2::KernelCodeTSize);
}

Loaded load(const std::string &Path) {
  Loaded L;
  auto B = MemoryBuffer::getFile(Path);
  if (!B) {
    ADD_FAILURE() << Path << ": " << B.getError().message();
    return L;
  }
  L.Buf = std::move(*B);
  Expected<AMDCL2Binary> Bin = AMDCL2Binary::create(L.Buf->getMemBufferRef());
  if (!Bin) {
    ADD_FAILURE() << Path << ": " << toString(Bin.takeError());
    return L;
  }
  L.Bin.emplace(std::move(*Bin));
  return L;
}

/// Runs \p Check on every kernel of every AMD binary (with a trace naming
/// it); returns how many kernels there were.
unsigned forEachAMDKernel(
    function_ref<void(const AMDCL2Binary &, const AMDCL2Kernel &)> Check) {
  unsigned Kernels = 0;
  for (const std::string &F : testFiles()) {
    Loaded L = load(F);
    if (!L.Bin)
      continue;
    for (const AMDCL2Kernel &K : L.Bin->Kernels) {
      SCOPED_TRACE(F + " " + K.Name);
      Check(*L.Bin, K);
      ++Kernels;
    }
  }
  return Kernels;
}

/// The fields, by their table names, in which two metadata blobs or two
/// setups differ (for the failure message).
std::string differingFields(const KernelMetadataBlob &A,
                            const KernelMetadataBlob &B, const KernelCodeT &SA,
                            const KernelCodeT &SB) {
  std::string Out;
  for (size_t I = 0; I < A.Args.size() && I < B.Args.size(); ++I)
    for (const MetadataArgField &F : metadataArgFields())
      if (F.Get && F.Get(A.Args[I]) != F.Get(B.Args[I]))
        Out += " entry[" + std::to_string(I) + "]." + F.Name.str();
  for (const MetadataHeaderField &F : metadataHeaderFields())
    if (F.Get && F.Get(A) != F.Get(B))
      Out += " header." + F.Name.str();
  for (const KernelCodeField &F : kernelCodeFields())
    if (F.get(SA) != F.get(SB))
      Out += " setup." + F.Name.str();
  return Out;
}

#define REQUIRE_TESTDATA()                                                     \
  if (!sys::fs::is_directory(AMDCL2_TESTDATA_DIR))                             \
  GTEST_SKIP() << "AMD test data not found at " AMDCL2_TESTDATA_DIR

void expectSameSections(const ELFImage &Want, const ELFImage &Got,
                        const std::string &What) {
  ASSERT_EQ(Want.Sections.size(), Got.Sections.size()) << What;
  for (size_t I = 0; I < Want.Sections.size(); ++I) {
    const ELFSection &A = Want.Sections[I], &B = Got.Sections[I];
    EXPECT_EQ(A.Name, B.Name) << What << " section " << I;
    EXPECT_EQ(A.Offset, B.Offset) << What << " " << A.Name << " offset";
    EXPECT_EQ(A.Size, B.Size) << What << " " << A.Name << " size";
    EXPECT_TRUE(A.Contents == B.Contents) << What << " " << A.Name;
  }
}

TEST(WriterRoundTrip, EverySectionOfEveryTestBinary) {
  REQUIRE_TESTDATA();
  std::vector<std::string> Files = testFiles();
  ASSERT_GE(Files.size(), 10u);
  for (const std::string &F : Files) {
    SCOPED_TRACE(F);
    Loaded L = load(F);
    if (!L.Bin)
      continue;
    Expected<SmallVector<char, 0>> Out = writeAMDCL2(*L.Bin);
    ASSERT_TRUE(bool(Out)) << toString(Out.takeError());
    Expected<AMDCL2Binary> Back = AMDCL2Binary::create(
        MemoryBufferRef(StringRef(Out->data(), Out->size()), "out"));
    ASSERT_TRUE(bool(Back)) << toString(Back.takeError());
    expectSameSections(L.Bin->Outer, Back->Outer, "outer");
    ASSERT_EQ(L.Bin->Inner.has_value(), Back->Inner.has_value());
    if (L.Bin->Inner)
      expectSameSections(*L.Bin->Inner, *Back->Inner, "inner");
    // The layout rule reproduces every file AMD's and CLRX's writers made.
    EXPECT_EQ(Out->size(), L.Buf->getBufferSize());
    EXPECT_TRUE(StringRef(Out->data(), Out->size()) == L.Buf->getBuffer());
  }
}

TEST(WriterRoundTrip, UntouchedAMDOriginalIsReproducedExactly) {
  REQUIRE_TESTDATA();
  Loaded L = load(std::string(AMDCL2_TESTDATA_DIR) + "/test3-15_11.clo");
  ASSERT_TRUE(L.Bin.has_value());
  Expected<SmallVector<char, 0>> Out = writeAMDCL2(*L.Bin);
  ASSERT_TRUE(bool(Out)) << toString(Out.takeError());
  ASSERT_EQ(Out->size(), 27608u);
  EXPECT_TRUE(StringRef(Out->data(), Out->size()) == L.Buf->getBuffer());
}

TEST(WriterRoundTrip, KernelCodeTEncoderMatchesAMD) {
  REQUIRE_TESTDATA();
  unsigned N =
      forEachAMDKernel([](const AMDCL2Binary &B, const AMDCL2Kernel &K) {
        auto Bytes = encodeKernelCodeT(K.Setup);
        EXPECT_TRUE(ArrayRef<uint8_t>(Bytes) == setupBytes(B, K));
      });
  EXPECT_GE(N, 28u);
}

TEST(WriterRoundTrip, MetadataEncoderMatchesAMD) {
  REQUIRE_TESTDATA();
  unsigned N =
      forEachAMDKernel([](const AMDCL2Binary &B, const AMDCL2Kernel &K) {
        std::vector<uint8_t> Bytes =
            encodeKernelMetadata(K.Metadata, B.Gen, B.Is64);
        EXPECT_EQ(Bytes.size(), K.Metadata.Raw.size());
        EXPECT_TRUE(Bytes == K.Metadata.Raw);
      });
  EXPECT_GE(N, 28u);
}

/// The driver each shared AMD binary came from (its README), 0: unknown.
static unsigned driverOf(StringRef File) {
  StringRef Name = sys::path::filename(File);
  if (Name.starts_with("simplecopy-kattrs-248203"))
    return 248203;
  if (Name.ends_with("-gpupro.clo.regen"))
    return 203603; // AMDGPU-PRO 2036.03 class
  if (Name.starts_with("piper-16_4"))
    return 200406;
  if (Name.contains(".32."))
    return 223600; // >= 2236
  if (Name.starts_with("lyra"))
    return 0; // assembled by CLRX, not AMD's compiler
  return 191205;
}

TEST(WriterRoundTrip, NotesMatchAMD) {
  REQUIRE_TESTDATA();
  for (const std::string &F : testFiles()) {
    SCOPED_TRACE(F);
    Loaded L = load(F);
    if (!L.Bin || !L.Bin->Inner || !L.Bin->ISA)
      continue;
    const unsigned Driver = driverOf(F);
    const ELFSection *Note = L.Bin->Inner->section(".note");
    ASSERT_NE(Note, nullptr);
    EXPECT_TRUE(encodeNotes(L.Bin->Notes) == Note->Contents);
    // What we would write: identical except the G1 producer's host
    // pointer, which AMD leaves uninitialized; the last options byte is the
    // one AMD's driver of that era leaves (CLRX reads the driver from it).
    std::vector<AMDCL2Note> Ours =
        buildNotes(L.Bin->Gen, L.Bin->Is64, L.Bin->ISA->Major,
                   L.Bin->ISA->Minor, L.Bin->ISA->Stepping, Driver);
    ASSERT_EQ(Ours.size(), L.Bin->Notes.size());
    for (size_t I = 0; I < Ours.size(); ++I) {
      const AMDCL2Note &A = L.Bin->Notes[I], &B = Ours[I];
      EXPECT_EQ(A.Type, B.Type);
      ASSERT_EQ(A.Desc.size(), B.Desc.size()) << "note type " << A.Type;
      bool G1Producer = A.Type == cl2::NT_AMDGPU_HSA_PRODUCER &&
                        L.Bin->Gen == cl2::Generation::G1;
      size_t N = A.Desc.size();
      if (A.Type == cl2::NT_AMDGPU_HSA_PRODUCER_OPTIONS && !Driver)
        --N;
      if (!G1Producer) {
        EXPECT_TRUE(
            std::equal(A.Desc.begin(), A.Desc.begin() + N, B.Desc.begin()))
            << "note type " << A.Type;
      }
    }
  }
}

/// encode(decode(bytes)) == bytes: every AMD kernel, read into the one
/// KernelInfo record and encoded again by the kernel codec, gives AMD's
/// metadata blob and kernel setup back byte for byte.
TEST(WriterRoundTrip, KernelCodecReproducesAMDRecords) {
  REQUIRE_TESTDATA();
  unsigned N =
      forEachAMDKernel([](const AMDCL2Binary &B, const AMDCL2Kernel &K) {
        KernelInfo KI = kernelInfoFromBinary(B, K);
        Expected<EncodedKernel> E = encodeKernel(KI, B.Gen, B.Is64);
        ASSERT_TRUE(bool(E)) << toString(E.takeError());
        auto Setup = encodeKernelCodeT(E->Setup);
        EXPECT_TRUE(E->Metadata.Raw == K.Metadata.Raw &&
                    ArrayRef<uint8_t>(Setup) == setupBytes(B, K))
            << "differs in:"
            << differingFields(E->Metadata, K.Metadata, E->Setup, K.Setup);
      });
  EXPECT_GE(N, 28u);
}

} // namespace
