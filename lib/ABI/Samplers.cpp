//===- Samplers.cpp - Literal and program-scope samplers of the CL2 ABI ---===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/Samplers.h"
#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace amdcl2 {

namespace {
// CLK_* bits of an OpenCL sampler literal (clang's opencl-c-base.h).
constexpr uint32_t NormalizedCoordsBit = 0x1;
constexpr uint32_t AddressMask = 0xE, AddressShift = 1;
constexpr uint32_t FilterMask = 0x30, FilterNearest = 0x10, FilterLinear = 0x20;
// The CLK_ADDRESS_* values are 2 * the initializer's addressing code.
constexpr unsigned MaxAddressing = 4;

constexpr StringLiteral SlotPrefix = "__amdcl2_sampler_";

const char *const AddressNames[] = {
    "CLK_ADDRESS_NONE", "CLK_ADDRESS_CLAMP_TO_EDGE", "CLK_ADDRESS_CLAMP",
    "CLK_ADDRESS_REPEAT", "CLK_ADDRESS_MIRRORED_REPEAT"};
} // namespace

Expected<SamplerFields> samplerFieldsFromLiteral(uint32_t Literal) {
  SamplerFields F;
  F.NormalizedCoords = Literal & NormalizedCoordsBit;
  unsigned Addressing = (Literal & AddressMask) >> AddressShift;
  uint32_t Filter = Literal & FilterMask;
  if (Addressing > MaxAddressing)
    return createStringError("sampler_t value 0x%x: its addressing bits "
                             "(0x%x) are no CLK_ADDRESS_* value",
                             Literal, Literal & AddressMask);
  // No filter bits is nearest, as for a sampler made on the host.
  if (Filter == FilterMask)
    return createStringError("sampler_t value 0x%x: CLK_FILTER_NEAREST and "
                             "CLK_FILTER_LINEAR are both set",
                             Literal);
  if (Literal & ~(NormalizedCoordsBit | AddressMask | FilterMask))
    return createStringError("sampler_t value 0x%x has bits no CLK_* "
                             "sampler constant has",
                             Literal);
  F.Addressing = Addressing;
  F.Filter = Filter == FilterLinear;
  return F;
}

uint32_t samplerLiteral(const SamplerFields &F) {
  return (F.NormalizedCoords ? NormalizedCoordsBit : 0) |
         (uint32_t(F.Addressing) << AddressShift) |
         (F.Filter ? FilterLinear : FilterNearest);
}

std::string samplerLiteralString(const SamplerFields &F) {
  std::string S = F.NormalizedCoords ? "CLK_NORMALIZED_COORDS_TRUE"
                                     : "CLK_NORMALIZED_COORDS_FALSE";
  S += " | ";
  S += F.Addressing <= MaxAddressing ? AddressNames[F.Addressing]
                                     : "addressing " + utostr(F.Addressing);
  S += F.Filter ? " | CLK_FILTER_LINEAR" : " | CLK_FILTER_NEAREST";
  return S;
}

std::string samplerSlotName(uint32_t Literal) {
  return (SlotPrefix + Twine(Literal)).str();
}

std::optional<uint32_t> parseSamplerSlotName(StringRef Name) {
  uint32_t Literal;
  if (!Name.consume_front(SlotPrefix) || Name.getAsInteger(10, Literal))
    return std::nullopt;
  return Literal;
}

} // namespace amdcl2
