//===- CLRXAssembly.cpp - Print programs in CLRX's .amdcl2 dialect --------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// `-S` output: CLRX source that clrxasm assembles into the binary `-c`
/// writes. The target (device, driver, ISA note), the program-scope data
/// and samplers, then per kernel its `.config` block (the one CLRX printer,
/// CLRXConfig.h) and its final code. The code is written as its encoded
/// dwords, one instruction a line, under LLVM's assembly of the kernel as
/// comments: LLVM's spellings are not CLRX's (CLRX rejects `_e32` forms
/// with literals and LLVM's `@rel32` operands, and knows other names for
/// some gfx7/gfx9 instructions), and only the words are exact. The
/// literals the loader patches are written as CLRX relocation expressions.
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/CLRXConfig.h"
#include "amdcl2/ABI/DeviceCodes.h"
#include "amdcl2/ABI/KernelCodec.h"
#include "amdcl2/ABI/Samplers.h"
#include "amdcl2/ABI/Targets.h"
#include "amdcl2/CodeGen/Compiler.h"
#include "amdcl2/Dump/Dump.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"
#include <map>

using namespace llvm;

namespace amdcl2 {

namespace {
/// CLRX labels the first byte of each data section, as clrxdisasm does.
StringRef sectionLabel(DataReference::Section S) {
  switch (S) {
  case DataReference::Global:
    return ".ddata";
  case DataReference::Bss:
    return ".bdata";
  case DataReference::Readonly:
    return ".gdata";
  }
  return "";
}

/// The CLRX expression whose value is the half of the address the loader
/// writes (AsmAmdCL2Format.cpp: `place&0xffffffff` low, `place>>32` high).
std::string relocExpression(const DataReference &R) {
  std::string Place = sectionLabel(R.Target).str();
  if (R.Addend)
    Place = "(" + Place + (R.Addend < 0 ? "-" : "+") +
            std::to_string(R.Addend < 0 ? -uint64_t(R.Addend) : R.Addend) + ")";
  return Place + (R.Part == DataReference::High ? ">>32" : "&0xffffffff");
}

void printBytes(raw_ostream &OS, ArrayRef<uint8_t> Bytes) {
  for (size_t I = 0; I < Bytes.size(); I += 16) {
    OS << "    .byte ";
    for (size_t J = I; J < std::min(Bytes.size(), I + 16); ++J)
      OS << (J == I ? "" : ", ") << formatv("{0:x2}", Bytes[J]);
    OS << "\n";
  }
}
} // namespace

/// The device, driver and ISA note, so that clrxasm picks the device code,
/// the format and the note our writer uses for this driver.
static Error printTarget(raw_ostream &OS, const BinaryTarget &T) {
  if (!T.GPU)
    return createStringError("the program has no target GPU");
  StringRef Device =
      T.DeviceName.empty() ? T.GPU->DeviceName : StringRef(T.DeviceName);
  const DeviceCodeRow *Row = lookupDeviceCode(Device);
  if (!Row)
    return createStringError("CLRX knows no device '%s'", Device.str().c_str());
  unsigned Major, Minor, Stepping;
  isaNoteVersion(*Row, T.Driver.Value, Major, Minor, Stepping);
  OS << ".amdcl2\n.gpu " << Row->DeviceName << "\n"
     << (T.Is64 ? ".64bit\n" : ".32bit\n") << ".driver_version "
     << T.Driver.Value << "    # " << T.Driver.str() << "\n";
  if (!T.Driver.isOld())
    OS << ".arch_minor " << Minor << "\n.arch_stepping " << Stepping << "\n";
  return Error::success();
}

/// Data CLRX cannot express: addresses stored in the data. CLRX's
/// assembler makes relocations for code literals only (a `.quad` of an
/// address in `.data` assembles to a constant), so the binary would differ.
static Error checkExpressible(const ProgramData &D) {
  if (D.Pointers.empty())
    return Error::success();
  const DataPointer &P = D.Pointers.front();
  return createStringError(
      "cannot write CLRX assembly for this program: its program-scope data "
      "holds addresses (the first at offset %llu of the %s data), which "
      "CLRX cannot relocate; compile with -c instead",
      (unsigned long long)P.Offset,
      P.Where == DataReference::Global ? "global" : "read-only");
}

/// CLRX's `.sampler` value is the initializer's fields (coordinates,
/// filter, addressing in bytes 0-2), not the CLK_* literal.
static Error printSamplers(raw_ostream &OS, const ProgramData &D) {
  for (const ProgramSampler &S : D.Samplers) {
    Expected<SamplerFields> F = samplerFieldsFromLiteral(S.Literal);
    if (!F)
      return F.takeError();
    OS << formatv(".sampler {0:x8}\n", F->NormalizedCoords |
                                           unsigned(F->Filter) << 8 |
                                           unsigned(F->Addressing) << 16);
  }
  for (auto [I, S] : enumerate(D.Samplers))
    OS << ".samplerreloc " << S.Slot << ", " << I << "\n";
  return Error::success();
}

static Error printData(raw_ostream &OS, const ProgramData &D) {
  if (!D.Readonly.empty()) {
    OS << ".globaldata\n.gdata:\n";
    printBytes(OS, D.Readonly);
  }
  if (!D.Global.empty()) {
    OS << ".rwdata\n.ddata:\n";
    printBytes(OS, D.Global);
  }
  if (D.BssSize)
    OS << ".bssdata align=" << D.BssAlign << "\n.bdata:\n    .skip "
       << D.BssSize << "\n";
  return printSamplers(OS, D);
}

/// Kernel \p K's `.sampler` ids, as CLRX derives them from its text
/// relocations.
static std::vector<unsigned> kernelSamplers(const ProgramData &D, unsigned K) {
  std::vector<uint64_t> Slots;
  for (const ProgramSampler &S : D.Samplers)
    Slots.push_back(S.Slot);
  std::vector<int64_t> Addends;
  for (const DataReference &R : D.References)
    if (R.Kernel == K)
      Addends.push_back(R.Addend);
  return clrxKernelSamplers(Slots, Addends);
}

/// Instruction and label lines of function \p Name in LLVM's assembly.
static std::vector<StringRef> kernelListing(StringRef Asm, StringRef Name) {
  std::vector<StringRef> Lines;
  SmallVector<StringRef, 0> All;
  Asm.split(All, '\n');
  bool In = false;
  for (StringRef L : All) {
    StringRef T = L.trim();
    if (!In) {
      In = T == (Name + ":").str();
      continue;
    }
    if (T.starts_with(".Lfunc_end"))
      break;
    // LLVM's comments start with ';', which CLRX reads as a separator.
    T = T.split(';').first.rtrim();
    if (T.empty() || (T.starts_with(".") && !T.ends_with(":")))
      continue;
    Lines.push_back(T);
  }
  return Lines;
}

/// The code of kernel \p K as dwords; the patched literals as expressions.
static void printCode(raw_ostream &OS, const CompiledProgram &P, unsigned K,
                      ArrayRef<DecodedInstruction> Insts) {
  ArrayRef<uint8_t> Code = P.Kernels[K].Code;
  std::map<uint64_t, const DataReference *> Relocs;
  for (const DataReference &R : P.Data.References)
    if (R.Kernel == K)
      Relocs[R.Offset] = &R;
  auto Word = [&](uint64_t Off) {
    auto It = Relocs.find(Off);
    // A 32-bit program's addresses are below 4 GiB: its high halves are 0,
    // not relocated (Writer.cpp).
    if (It != Relocs.end() &&
        (P.Target.Is64 || It->second->Part == DataReference::Low))
      return relocExpression(*It->second);
    if (It != Relocs.end())
      return std::string("00000000");
    return formatv("{0:x8}", support::endian::read32le(Code.data() + Off))
        .str();
  };
  // One line an instruction, as the decoder splits them.
  for (const DecodedInstruction &I : Insts) {
    OS << "        .int ";
    for (uint64_t Off = I.Offset; Off + 4 <= I.Offset + I.Size; Off += 4)
      OS << (Off == I.Offset ? "" : ", ") << Word(Off);
    OS << "\n";
  }
  if (Code.size() % 4) // never from LLVM; kept exact all the same
    printBytes(OS, Code.take_back(Code.size() % 4));
}

/// A 32-bit kernel's records as bytes, as clrxdisasm prints them: CLRX's
/// `.config` lays arguments out as 64-bit programs do in 32-bit ones too
/// (images in 4-byte slots, where AMD's samplers4.32 has 8).
static Error printRawRecords(raw_ostream &OS, const KernelInfo &K,
                             cl2::Generation G) {
  Expected<EncodedKernel> E = encodeKernel(K, G, /*Is64=*/false);
  if (!E)
    return E.takeError();
  OS << ".kernel " << K.name() << "\n    .metadata\n";
  printBytes(OS, encodeKernelMetadata(E->Metadata, G, /*Is64=*/false));
  OS << "    .setup\n";
  printBytes(OS, encodeKernelCodeT(E->Setup));
  return Error::success();
}

/// A CLRX string literal (C escapes).
static std::string quoted(StringRef S) {
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"' || C == '\\')
      Out += '\\';
    Out += C;
  }
  return Out + "\"";
}

Expected<std::string> printCLRXAssembly(const CompiledProgram &P,
                                        StringRef LLVMAsm,
                                        StringRef CompileOptions) {
  if (Error E = checkExpressible(P.Data))
    return std::move(E);
  std::string Out;
  raw_string_ostream OS(Out);
  OS << "# CL2-ABI code generated by amdcl2 with LLVM's AMDGPU backend\n";
  if (Error E = printTarget(OS, P.Target))
    return std::move(E);
  if (!CompileOptions.empty())
    OS << ".compile_options " << quoted(CompileOptions) << "\n";
  if (Error E = printData(OS, P.Data))
    return std::move(E);
  for (auto [I, CK] : enumerate(P.Kernels)) {
    if (P.Target.Is64) {
      printCLRXKernelConfig(OS, CK.Info, P.Target.generation(),
                            kernelSamplers(P.Data, I));
    } else if (Error E = printRawRecords(OS, CK.Info, P.Target.generation())) {
      return std::move(E);
    }
    OS << "    .text\n";
    // For readers: what LLVM printed of this kernel (a second code
    // generation, of the same module), with data addresses as LLVM's
    // s_getpc_b64 sequences where the code has the patched literals.
    for (StringRef L : kernelListing(LLVMAsm, CK.Info.name()))
      OS << "    # " << (L.ends_with(":") ? "" : "    ") << L << "\n";
    printCode(OS, P, I, decodeInstructions(*P.Target.GPU, CK.Code));
  }
  return Out;
}

} // namespace amdcl2
