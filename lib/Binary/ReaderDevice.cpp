//===- ReaderDevice.cpp - The device an AMDCL2 binary was written for -----===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// e_flags names a device only together with the driver that wrote it
/// (binary-format doc section 5.1), and the binary does not store the driver
/// (section 2.2). The reader narrows the driver columns from what the format
/// does record, keeps every device the code names in them whose ISA matches
/// the ISA note, and names the likeliest; a tool told the driver picks the
/// exact one.
///
//===----------------------------------------------------------------------===//

#include "ReaderImpl.h"
#include "amdcl2/ABI/DeviceCodes.h"
#include "amdcl2/ABI/DriverEra.h"
#include "amdcl2/Binary/AMDCL2Binary.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace amdcl2 {

/// The driver columns the generation alone allows.
static std::pair<unsigned, unsigned> generationColumns(cl2::Generation G) {
  switch (G) {
  case cl2::Generation::Old:
    return {0, 0};
  case cl2::Generation::G1:
    return {1, 1};
  case cl2::Generation::G2:
    return {2, 3};
  case cl2::Generation::G2Gfx:
    return {4, NumDriverColumns - 1};
  }
  llvm_unreachable("bad generation");
}

/// A 64-bit G2 options note ends in 't' from 2036.03 on (the byte AMD's
/// compiler leaves there; WriterNotes.cpp).
static bool optionsNoteEndsInT(const AMDCL2Binary &Bin) {
  for (const AMDCL2Note &N : Bin.Notes)
    if (N.Type == cl2::NT_AMDGPU_HSA_PRODUCER_OPTIONS && !N.Desc.empty())
      return N.Desc.back() == 't';
  return false;
}

/// The columns the binary's structure allows, narrowed by the clues the
/// format keeps. Control directives are no clue: the GatelessGateSharp
/// miner's AMD builds of late 2017 carry them with the codes of the 2236.00
/// or 2442.00 column (Ellesmere 16, Baffin 15, gfx900 17).
static std::pair<unsigned, unsigned> possibleColumns(const AMDCL2Binary &Bin) {
  // Without kernels there is no metadata to tell a new-format generation
  // by: the ISA note chooses among them all.
  if (Bin.Kernels.empty() && Bin.Gen != cl2::Generation::Old)
    return {generationColumns(cl2::Generation::G1).first, NumDriverColumns - 1};
  auto [First, Last] = generationColumns(Bin.Gen);
  if (Bin.Gen == cl2::Generation::G2 && Bin.Is64)
    First = Last = optionsNoteEndsInT(Bin) ? 3 : 2;
  return {First, Last};
}

/// The readings of columns [First, Last] whose ISA matches the ISA note
/// (Fiji wrote 8.0.1 before 2004.06); all of them when none matches.
static SmallVector<DeviceReading, 8> readings(const AMDCL2Binary &Bin,
                                              unsigned First, unsigned Last) {
  SmallVector<DeviceReading, 8> All =
      readDeviceCode(Bin.DeviceCode, First, Last);
  if (!Bin.ISA)
    return All;
  SmallVector<DeviceReading, 8> Match;
  for (const DeviceReading &R : All) {
    unsigned Ma, Mi, St;
    isaNoteVersion(*R.Row, R.firstDriver(), Ma, Mi, St);
    if (Ma == Bin.ISA->Major && Mi == Bin.ISA->Minor && St == Bin.ISA->Stepping)
      Match.push_back(R);
  }
  return Match.empty() ? All : Match;
}

/// Names the likeliest reading's device, else \p Named (a device no
/// reading has), else none.
static void nameDevice(AMDCL2Binary &Bin,
                       const DeviceCodeRow *Named = nullptr) {
  const DeviceCodeRow *Row =
      Bin.DeviceReadings.empty() ? Named : Bin.DeviceReadings.front().Row;
  if (Row) {
    Bin.DeviceName = Row->DeviceName.str();
    Bin.GPU = lookupGPU(Row->LLVMName);
    return;
  }
  Bin.DeviceName.clear();
  Bin.GPU = nullptr;
  if (Bin.ISA)
    Bin.GPU = lookupGPU(formatv("gfx{0}{1}{2}", Bin.ISA->Major, Bin.ISA->Minor,
                                Bin.ISA->Stepping)
                            .str());
}

/// The device the compile options name: drivers that know a device by name
/// define `__<Device>__` for the program (`-D__Fiji__=1`, `-D__Ellesmere__=1`
/// in the OpenCLDecompiler binaries of 2020-22 drivers); null if none does,
/// or if the ISA note contradicts it (a user's own -D is no driver's word).
static const DeviceCodeRow *optionsDevice(const AMDCL2Binary &Bin) {
  SmallVector<StringRef, 64> Words;
  StringRef(Bin.CompileOptions).split(Words, ' ', -1, false);
  for (StringRef W : Words) {
    if (!W.consume_front("-D__") || !W.consume_back("__=1"))
      continue;
    const DeviceCodeRow *Row = lookupDeviceCode(W);
    if (!Row)
      continue;
    unsigned Ma, Mi, St;
    isaNoteVersion(*Row, DriverVersion::Default, Ma, Mi, St);
    if (!Bin.ISA || (Ma == Bin.ISA->Major && Mi == Bin.ISA->Minor &&
                     St == Bin.ISA->Stepping))
      return Row;
  }
  return nullptr;
}

void reader::resolveDevice(AMDCL2Binary &Bin) {
  auto [First, Last] = possibleColumns(Bin);
  Bin.DeviceReadings = readings(Bin, First, Last);
  const DeviceCodeRow *Named = optionsDevice(Bin);
  if (Named && (Bin.DeviceReadings.empty() ||
                Bin.DeviceReadings.front().Row->DeviceName !=
                    Named->DeviceName)) {
    // The options outrank the code tables: a driver newer than the table
    // (Fiji is 14 under the 2020-22 drivers, Stoney's code in the 2482.03
    // column) still names its device. Its readings are the generation's.
    auto [GenFirst, GenLast] = generationColumns(Bin.Gen);
    Bin.DeviceReadings = readings(Bin, GenFirst, GenLast);
    llvm::erase_if(Bin.DeviceReadings,
                   [&](const DeviceReading &R) { return R.Row != Named; });
  }
  nameDevice(Bin, Named);
}

Error AMDCL2Binary::assumeDriver(DriverVersion D) {
  if (generationFor(D) != Gen)
    return createStringError(inconvertibleErrorCode(),
                             "driver " + D.str() + " writes " +
                                 cl2::generationName(generationFor(D)) +
                                 " binaries, but this one is " +
                                 cl2::generationName(Gen));
  unsigned C = driverColumn(D.Value);
  SmallVector<DeviceReading, 8> R = readings(*this, C, C);
  if (R.empty())
    return createStringError(inconvertibleErrorCode(),
                             "driver " + D.str() + " gives no device e_flags " +
                                 Twine(DeviceCode));
  DeviceReadings = std::move(R);
  nameDevice(*this);
  return Error::success();
}

std::string AMDCL2Binary::otherDeviceReadings() const {
  // Devices other than the named one, likeliest first, each with the first
  // drivers of the columns that read the code as it, oldest first.
  SmallVector<std::pair<StringRef, SmallVector<unsigned, 4>>, 4> Others;
  for (const DeviceReading &R : DeviceReadings) {
    if (R.Row->DeviceName == DeviceName)
      continue;
    auto *It = llvm::find_if(
        Others, [&](const auto &O) { return O.first == R.Row->DeviceName; });
    if (It == Others.end())
      It = &Others.emplace_back(R.Row->DeviceName, SmallVector<unsigned, 4>());
    It->second.push_back(R.firstDriver());
  }
  std::string S;
  for (auto &[Name, Drivers] : Others) {
    llvm::sort(Drivers);
    S += (S.empty() ? "" : "; ") + Name.str() + " under";
    for (unsigned D : Drivers)
      S += (D == Drivers.front() ? " " : ", ") + DriverVersion{D}.str();
  }
  return S;
}

} // namespace amdcl2
