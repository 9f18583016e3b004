//===- ArgLayout.cpp - CL2 kernel argument classification and layout ------===//
//
// Part of amdcl2, under the Apache License v2.0 with LLVM Exceptions.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// Slot sizes and offsets of the CL2 argument buffer (ABI doc section 5).
///
//===----------------------------------------------------------------------===//

#include "amdcl2/ABI/ArgLayout.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace amdcl2 {

StringRef argKindName(ArgKind K) {
  switch (K) {
  case ArgKind::Hidden:
    return "hidden";
  case ArgKind::Value:
    return "value";
  case ArgKind::Pointer:
    return "pointer";
  case ArgKind::Image:
    return "image";
  case ArgKind::Sampler:
    return "sampler";
  case ArgKind::Pipe:
    return "pipe";
  case ArgKind::Queue:
    return "queue";
  case ArgKind::ClkEvent:
    return "clk_event";
  case ArgKind::Struct:
    return "struct";
  }
  llvm_unreachable("bad argument kind");
}

std::optional<ArgKind> parseArgKind(StringRef S) {
  return StringSwitch<std::optional<ArgKind>>(S)
      .Case("hidden", ArgKind::Hidden)
      .Case("value", ArgKind::Value)
      .Case("pointer", ArgKind::Pointer)
      .Case("image", ArgKind::Image)
      .Case("sampler", ArgKind::Sampler)
      .Case("pipe", ArgKind::Pipe)
      .Case("queue", ArgKind::Queue)
      .Case("clk_event", ArgKind::ClkEvent)
      .Case("struct", ArgKind::Struct)
      .Default(std::nullopt);
}

StringRef addrSpaceName(ArgAddrSpace AS) {
  switch (AS) {
  case ArgAddrSpace::None:
    return "";
  case ArgAddrSpace::Private:
    return "private";
  case ArgAddrSpace::Global:
    return "global";
  case ArgAddrSpace::Constant:
    return "constant";
  case ArgAddrSpace::Local:
    return "local";
  }
  llvm_unreachable("bad address space");
}

std::optional<ArgAddrSpace> parseAddrSpace(StringRef S) {
  return StringSwitch<std::optional<ArgAddrSpace>>(S)
      .Case("", ArgAddrSpace::None)
      .Case("private", ArgAddrSpace::Private)
      .Case("global", ArgAddrSpace::Global)
      .Case("constant", ArgAddrSpace::Constant)
      .Case("local", ArgAddrSpace::Local)
      .Default(std::nullopt);
}

StringRef accessQualName(AccessQual A) {
  switch (A) {
  case AccessQual::None:
    return "none";
  case AccessQual::ReadOnly:
    return "read_only";
  case AccessQual::WriteOnly:
    return "write_only";
  case AccessQual::ReadWrite:
    return "read_write";
  }
  llvm_unreachable("bad access qualifier");
}

std::optional<AccessQual> parseAccessQual(StringRef S) {
  return StringSwitch<std::optional<AccessQual>>(S)
      .Case("none", AccessQual::None)
      .Case("read_only", AccessQual::ReadOnly)
      .Case("write_only", AccessQual::WriteOnly)
      .Case("read_write", AccessQual::ReadWrite)
      .Default(std::nullopt);
}

std::string typeQualString(unsigned Quals) {
  std::string S;
  auto Add = [&](unsigned Bit, const char *Name) {
    if (!(Quals & Bit))
      return;
    if (!S.empty())
      S += " ";
    S += Name;
  };
  Add(QualConst, "const");
  Add(QualRestrict, "restrict");
  Add(QualVolatile, "volatile");
  Add(QualPipe, "pipe");
  return S;
}

StringRef hiddenArgName(unsigned Index) {
  static const char *const Names[NumHiddenArgs] = {
      "_.global_offset_0", "_.global_offset_1", "_.global_offset_2",
      "_.printf_buffer",   "_.vqueue_pointer",  "_.aqlwrap_pointer"};
  assert(Index < NumHiddenArgs && "not a setup argument");
  return Names[Index];
}

std::vector<ArgDesc> hiddenArguments(const LayoutOptions &Opts) {
  unsigned PtrSize = Opts.Is64Bit ? 8 : 4;
  std::vector<ArgDesc> Hidden;
  for (unsigned I = 0; I < NumHiddenArgs; ++I) {
    ArgDesc A;
    A.Name = hiddenArgName(I).str();
    A.TypeName = "size_t";
    A.Kind = ArgKind::Hidden;
    A.ElemSize = PtrSize;
    A.Offset = hiddenArgOffset(I, Opts.Is64Bit);
    A.Size = PtrSize;
    Hidden.push_back(std::move(A));
  }
  return Hidden;
}

SlotShape slotShape(const ArgDesc &A, const LayoutOptions &Opts) {
  unsigned PtrSize = Opts.Is64Bit ? 8 : 4;
  switch (A.Kind) {
  case ArgKind::Value: {
    // Aligned to the element, not the vector; vec3 is padded to vec4 only
    // in the new format.
    return {A.ElemSize * storedElements(A.NumElems, Opts.NewFormat),
            A.ElemSize};
  }
  case ArgKind::Image:
  case ArgKind::Sampler:
    // 8-byte descriptor pointers even in 32-bit programs [AMD for images].
    return {8, 8};
  case ArgKind::Hidden:
  case ArgKind::Pointer:
  case ArgKind::Pipe:
  case ArgKind::Queue:
  case ArgKind::ClkEvent:
  case ArgKind::Struct:
    return {PtrSize, PtrSize};
  }
  llvm_unreachable("bad argument kind");
}

ArgBufferLayout layoutArguments(ArrayRef<ArgDesc> UserArgs,
                                const LayoutOptions &Opts) {
  ArgBufferLayout L;
  L.Args = hiddenArguments(Opts);
  unsigned End = NumHiddenArgs * (Opts.Is64Bit ? 8 : 4);
  for (const ArgDesc &In : UserArgs) {
    ArgDesc A = In;
    SlotShape S = slotShape(A, Opts);
    A.Offset = alignTo(End, std::max(S.Align, 1u));
    A.Size = S.Size;
    End = A.Offset + A.Size;
    L.Args.push_back(std::move(A));
  }
  L.Size = Opts.NewFormat ? alignTo(End, 16) : End;
  return L;
}

} // namespace amdcl2
