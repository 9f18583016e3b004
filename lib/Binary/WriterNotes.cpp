//===- WriterNotes.cpp - The notes of the inner AMDCL2 code object --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Encodes the inner .note section and builds the notes AMD's compiler writes
/// in each format generation (spec section 9.4): code object version, HSAIL
/// version, ISA version, producer and producer options.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/LittleEndian.h"
#include "amdcl2/Binary/WriterParts.h"
#include "llvm/BinaryFormat/ELF.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace amdcl2 {

static void appendStr(std::vector<uint8_t> &B, StringRef S) {
  B.insert(B.end(), S.begin(), S.end());
}

std::vector<uint8_t> encodeNotes(ArrayRef<AMDCL2Note> Notes) {
  std::vector<uint8_t> Out;
  for (const AMDCL2Note &N : Notes) {
    appendLE<uint32_t>(Out, N.Name.size() + 1);
    appendLE<uint32_t>(Out, N.Desc.size());
    appendLE<uint32_t>(Out, N.Type);
    appendStr(Out, N.Name);
    Out.push_back(0);
    Out.resize(alignTo(Out.size(), 4), 0);
    Out.insert(Out.end(), N.Desc.begin(), N.Desc.end());
    Out.resize(alignTo(Out.size(), 4), 0);
  }
  return Out;
}

/// The 2036.03 (AMDGPU-PRO) column: G2 containers without the GFX word.
static bool isAMDGPUProLine(cl2::Generation G, unsigned Driver) {
  return G == cl2::Generation::G2 && Driver >= AMDGPUProFirstDriver;
}

/// The last byte of the options note: uninitialized memory in AMD's
/// compiler, with the value each driver line left there. CLRX reads a 't'
/// in a 200-byte note as the AMDGPU-PRO driver (2036.03), else 2004.06.
static uint8_t optionsNoteTail(cl2::Generation G, bool Is64, unsigned Driver) {
  if (!cl2::isG2(G))
    return 0; // G1 ends in two zero bytes
  if (!Is64 && !isAMDGPUProLine(G, Driver))
    return 'R';                                    // samplers4.32
  return Driver >= AMDGPUProFirstDriver ? 't' : 0; // 2036.03+ / 2004.06
}

std::vector<AMDCL2Note> buildNotes(cl2::Generation G, bool Is64, unsigned Major,
                                   unsigned Minor, unsigned Stepping,
                                   unsigned Driver) {
  const bool New2 = cl2::isG2(G);
  AMDCL2Note Version{"AMD", ELF::NT_AMD_HSA_CODE_OBJECT_VERSION, {}};
  appendLE<uint32_t>(Version.Desc, 1);
  appendLE<uint32_t>(Version.Desc, 0);

  AMDCL2Note HSAIL{"AMD", ELF::NT_AMD_HSA_HSAIL, {}};
  appendLE<uint32_t>(HSAIL.Desc, 1); // HSAIL 1.0
  appendLE<uint32_t>(HSAIL.Desc, 0);
  HSAIL.Desc.push_back(1);            // profile: full
  HSAIL.Desc.push_back(Is64 ? 1 : 0); // machine model: large / small
  HSAIL.Desc.push_back(1);            // default float rounding: near
  HSAIL.Desc.push_back(0);

  AMDCL2Note ISA{"AMD", ELF::NT_AMD_HSA_ISA_VERSION, {}};
  appendLE<uint16_t>(ISA.Desc, 4); // sizeof "AMD"
  appendLE<uint16_t>(ISA.Desc, 7); // sizeof "AMDGPU"
  appendLE<uint32_t>(ISA.Desc, Major);
  appendLE<uint32_t>(ISA.Desc, Minor);
  appendLE<uint32_t>(ISA.Desc, Stepping);
  appendStr(ISA.Desc, StringRef("AMD\0", 4));
  appendStr(ISA.Desc, "AMDGPU");
  if (!New2) // G1 keeps the NUL and 3 more zero bytes
    ISA.Desc.resize(ISA.Desc.size() + 4, 0);

  AMDCL2Note Producer{"AMD", cl2::NT_AMDGPU_HSA_PRODUCER, {}};
  if (New2) {
    StringRef Name = "AMD HSA Runtime Finalizer";
    appendLE<uint16_t>(Producer.Desc, Name.size());
    appendLE<uint16_t>(Producer.Desc, 0);
    appendLE<uint32_t>(Producer.Desc, 1);
    appendLE<uint32_t>(Producer.Desc, 0);
    appendStr(Producer.Desc, Name);
    Producer.Desc.resize(Producer.Desc.size() + 4, 0);
  } else {
    // AMD leaves 8 bytes of a host pointer here; zeros carry no meaning.
    Producer.Desc.resize(8, 0);
  }

  AMDCL2Note Options{"AMD", cl2::NT_AMDGPU_HSA_PRODUCER_OPTIONS, {}};
  // 32-bit programs of the AMDGPU-PRO line get its 64-bit note: no AMD
  // binary shows one, and CLRX names that driver by this note only.
  const bool Long = !Is64 && !isAMDGPUProLine(G, Driver);
  StringRef Opts = Long   ? "-hsa_call_convention=0 -use-buffer-for-hsa-global "
                   : New2 ? "-hsa_call_convention=0"
                          : "-hsa_call_convention=";
  appendLE<uint16_t>(Options.Desc, Long ? Opts.size() : 0x16);
  appendStr(Options.Desc, Opts);
  Options.Desc.push_back(0);
  Options.Desc.push_back(optionsNoteTail(G, Is64, Driver));

  if (New2)
    return {Version, HSAIL, ISA, Producer, Options};
  return {Version, HSAIL, Options, ISA, Producer};
}

} // namespace amdcl2
